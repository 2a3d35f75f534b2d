"""Blind set CU: two newspapers of 2012-2013 in the served HTML: an English regional evening paper's own CMS, "Have
your say" with page 1 of 3 only (20 entries shown of 52, one removed by a moderator, name and town, recommend counts,
"Report this comment"); a US small-town weekly on Drupal 7 (11 comments with auto-generated subject lines, replies in
``div.indented`` after their parent, 4 levels, "(not verified)" names). Every name, place and text invented for this
set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cu_common import SITES_CU, Case, Note, case, draw, esc, paras, rows, slug, talk
from comspider_lab.blind.layout_cu import Bits, Piece, dblock, drupal, paper_box, papercms

# --------------------------------------------------------------------------- a regional evening paper's own CMS


def paper_bus_station() -> Case:
    site = SITES_CU["halsworth"]
    p = "ee"
    ns = talk("""
Gaz1974 @ 9:02am Tue 14 Feb 12 [town=Halsworth] [rec=31] :: Eight months?? They built the whole bus station in less than that in 1968. Typical.
maggie_w @ 9:15am Tue 14 Feb 12 [town=Brayton] [rec=12] :: So where are the 14 and the 14A going to stop? My mum is 84 and can't walk from Corn Street to the market in the rain. Nobody has thought about the elderly in this at all.
Steve Hollins @ 9:31am Tue 14 Feb 12 [town=Halsworth] [rec=8] :: About time. The place is a disgrace, the toilets have been shut since 2010 and the shelters leak. If it takes eight months to do it properly then fine, just get on with it.
Realist @ 9:40am Tue 14 Feb 12 [town=] [rec=3] :: £9m on a bus station when they're closing the library in Brayton. Says it all about this council.
Mark W @ 9:58am Tue 14 Feb 12 [town=Whitmoor] [rec=19] :: Realist - the £9m is mostly from the Local Transport Plan money which can only be spent on transport. The library cuts are out of a different pot. I'm not defending the library closure but it's not an either/or.
Realist @ 10:12am Tue 14 Feb 12 [town=] [rec=2] :: It's all our money in the end Mark.
removed @ 10:20am Tue 14 Feb 12 [removed] [town=] [rec=0] :: This comment has been removed by a moderator.
Jenny Parfitt @ 10:34am Tue 14 Feb 12 [town=Halsworth] [rec=6] :: The temporary stops on Corn Street are right outside my shop. I'm glad of the extra footfall but there's barely room on that pavement for a pushchair as it is. Has anyone from the council actually been down to look?
halsworthlad @ 10:51am Tue 14 Feb 12 [town=Halsworth] [rec=4] :: Will the new one have a cafe? The old cafe was the best bacon sandwich in town until they shut it.
CallMeDave @ 11:07am Tue 14 Feb 12 [town=Nether Stow] [rec=10] :: Read the article properly. It says the work starts in MAY, not next month. Lots of people on here getting worked up about the wrong thing as usual.
maggie_w @ 11:20am Tue 14 Feb 12 [town=Brayton] [rec=5] :: I did read it Dave, thank you. May or March my mum still can't walk from Corn Street.
P. Okafor @ 11:42am Tue 14 Feb 12 [town=Halsworth] [rec=14] :: As a bus driver on the Brayton routes (not speaking for the company) I can tell you the layover space on Corn Street isn't long enough for two double deckers at once. We raised it at the consultation. Whether anyone listened we'll see in May. // The new station itself looks good on the plans though, and it's badly needed. The current one floods every winter.
Gaz1974 @ 12:03pm Tue 14 Feb 12 [town=Halsworth] [rec=9] :: Fair play to P. Okafor for telling it how it is. Wish the councillors would do the same.
Old Halsworthian @ 12:15pm Tue 14 Feb 12 [town=Vale of Stow] [rec=7] :: I remember the opening in 1968, the mayor cut the ribbon and the first bus out was the 22 to Kingsmead. It was very modern then. Sad to see it go but it's had its day.
Lisa @ 12:38pm Tue 14 Feb 12 [town=Halsworth] [rec=2] :: Any news on whether the taxi rank is staying where it is?
Mike Dunmore @ 1:10pm Tue 14 Feb 12 [town=Halsworth] [rec=3] :: The plans are on the council website if anyone wants to look rather than guess: www.halsworth.gov.uk/busstation (the taxi rank moves to the Market Street side).
Lisa @ 1:24pm Tue 14 Feb 12 [town=Halsworth] [rec=1] :: Thanks Mike, very helpful.
Dennis the Menace @ 1:50pm Tue 14 Feb 12 [town=] [rec=0] :: Eight months will be eighteen. Mark my words. Remember the ring road?
sally.b @ 2:16pm Tue 14 Feb 12 [town=Brayton] [rec=4] :: Can the Echo find out if the park and ride is going to run on Sundays while it's shut? That would take some of the pressure off.
Brian Coates @ 2:41pm Tue 14 Feb 12 [town=Kingsmead] [rec=1] :: The 22 to Kingsmead still runs you know, Old Halsworthian. Every hour, same as 1968 I reckon, and about as comfortable.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 9340112 + i * 29
        if not n.comment:
            return f'<div class="hys-comment hys-removed" id="comment-{cid}"><p class="hys-text"><em>{esc(n.body)}</em></p></div>'
        town = n.tags.get("town", "")
        who = f'<a href="/users/profile/{slug(n.who)}" class="hys-name">{esc(n.who)}</a>' + (
            f", {esc(town)}" if town else ""
        )
        return (
            f'<div class="hys-comment" id="comment-{cid}"><img class="hys-av" src="/_avatar/ee-{cid}.svg" width="30" height="30" alt="" />'
            f'<p class="hys-user">{who} <span class="hys-time">{esc(n.at)}</span></p>'
            f'<div class="hys-text">{paras(n.body)}</div>'
            f'<p class="hys-tools"><a href="/recommend/{cid}" rel="nofollow">Recommend?</a> <span class="hys-count">({n.tags.get("rec", "0")})</span> · '
            f'<a href="/report/{cid}" rel="nofollow">Report this comment</a></p></div>'
        )

    pager = '<div class="hys-pager">Page 1 of 3 · <strong>1</strong> <a href="?page=2#hys">2</a> <a href="?page=3#hys">3</a> · <a href="?page=2#hys">Next »</a></div>'
    after = (
        f'<div id="hys" class="{p}-hys"><h2>Have your say</h2><p class="hys-count-all"><b>52</b> comments · Sort by: <strong>Oldest first</strong> | '
        '<a href="?sort=newest#hys">Newest first</a> | <a href="?sort=recommended#hys">Most recommended</a></p>'
        + pager
        + draw(ns, item)
        + pager
        + '<div class="hys-form"><p>You must be <a href="/login">signed in</a> to post a comment. Not registered? <a href="/register">Register now</a>, it only takes a minute.</p>'
        '<p class="hys-rules">Comments are pre-moderated at weekends. We reserve the right to remove comments which break our <a href="/moderation">house rules</a>. '
        'If you see a comment you find offensive, use the "Report this comment" link.</p></div></div>'
    )
    most = "".join(
        f'<li><a href="/news/{slug(t)[:40]}">{esc(t)}</a></li>'
        for t in (
            "Bus station to close for eight months during £9m rebuild",
            "Man, 23, charged after Brayton Road crash",
            "Halsworth Town 1 Kingsmead 3: Hatters' slump goes on",
            "Valentine's Day: the Vale's longest married couples",
            "Plans for 140 homes at Stow Lane approved",
        )
    )
    commented = "".join(
        f'<li><a href="/news/{slug(t)[:40]}">{esc(t)}</a> <span class="n">({c})</span></li>'
        for t, c in rows("""
Brayton library among five to close in council cuts | 118
Bus station to close for eight months during £9m rebuild | 52
Parking charges at Halsworth General to rise to £4 | 47
Plans for 140 homes at Stow Lane approved | 39
""")
    )
    side = (
        paper_box(p, "Most read", f"<ol>{most}</ol>", "mostread")
        + paper_box(p, "Most commented", f"<ol>{commented}</ol>", "mostcommented")
        + paper_box(
            p,
            "Family notices",
            '<p>Births, marriages and deaths from the Vale. <a href="/family-notices">Search notices</a> · <a href="/place-a-notice">Place a notice</a></p>',
        )
        + paper_box(
            p,
            "Jobs in the Vale",
            '<ul><li><a href="/jobs/1">Care assistant, Brayton, £6.40/hr</a></li><li><a href="/jobs/2">HGV Class 1 driver, nights</a></li>'
            '<li><a href="/jobs/3">Part-time receptionist, Halsworth</a></li></ul>',
        )
        + f'<div class="{p}-mpu">Advertisement</div>'
        + paper_box(
            p,
            "Follow the Echo",
            '<p><a href="#">Twitter @HalsworthEcho</a> · <a href="#">Facebook</a> · <a href="#">RSS</a></p><p>12,480 people like this.</p>',
        )
    )
    style = (
        ".ee-hys h2{font:bold 20px Georgia,serif;color:#b3141c;border-bottom:2px solid #b3141c;margin-top:24px}.hys-count-all,.hys-pager{font-size:11px;color:#666}"
        ".hys-comment{border-bottom:1px solid #e3e3e3;padding:8px 0 6px 40px;position:relative}.hys-av{position:absolute;left:0;top:10px}"
        ".hys-user{margin:0;font-size:12px;color:#555}.hys-name{font-weight:bold}.hys-time{color:#999;font-size:11px;margin-left:6px}"
        ".hys-tools{font-size:11px;color:#888;margin:2px 0}.hys-removed{color:#999;padding-left:40px}.hys-form{background:#f4f4f4;padding:8px;font-size:12px}"
        ".mostcommented .n{color:#999}"
    )
    piece = Piece(
        "Bus station to close for eight months during £9m rebuild",
        "By Andrew Kettle, Transport reporter",
        "2012-02-14T06:00:00+00:00",
        "6:00am Tuesday 14th February 2012",
        """
HALSWORTH bus station will close for eight months from May while it is demolished and rebuilt, the borough council has confirmed.

All services will use temporary stops on Corn Street and Market Street during the work, which is expected to cost £9.2 million. Most of the money comes from the government's Local Transport Plan fund.

The new station will have 12 covered bays, real-time information screens, toilets and a small cafe, and will be built to be flood-resistant after the existing building was swamped three times in five years.

Councillor Ray Abbott, cabinet member for transport, said: "The current bus station has served the town for more than 40 years but it is simply not fit for purpose. We know the works will cause some disruption and we will do everything we can to keep it to a minimum."

Bus operators said timetables would not change, but warned passengers to allow extra time during the first few weeks. A leaflet showing the temporary stops will be delivered to every household in the town in April.
""",
        section="News",
        dek="Temporary stops on Corn Street and Market Street from May while the 1968 building is demolished",
        caption="Halsworth bus station, which opened in 1968. Picture: Echo library",
    )
    html = papercms(
        site,
        piece,
        Bits(after=after, side=side, style=style),
        prefix=p,
        top="Tuesday 14 February 2012 · Halsworth 6°C, light rain",
        shares=(96, 41, 3),
        crumbs='<a href="/">Home</a> › <a href="/news/">News</a> › <a href="/news/halsworth/">Halsworth</a>',
    )
    return case(
        "cu-paper-bus-station",
        "discussion",
        site,
        html,
        ns,
        path="/news/9340021.bus-station-to-close-for-eight-months-during-9m-rebuild/",
        container="div#hys.ee-hys: h2 'Have your say', '52 comments' and sort links, a pager 'Page 1 of 3' above and below, div.hys-comment#comment-N (img, p.hys-user: a.hys-name NAME, ', TOWN', span.hys-time; div.hys-text > p; p.hys-tools 'Recommend? (N) · Report this comment')",
        heading="Have your say",
        description="An English regional evening paper of 2012 on its own CMS: an article on a bus station's rebuild, then 'Have your say' with '52 comments', sort links and 'Page 1 of 3' (pages 2 and 3 not saved): 20 entries in one flat list, oldest first, 19 readers' comments (one answering another by name) and one 'This comment has been removed by a moderator.'; each with the name and the reader's town in one line, a time, 'Recommend? (N)' and 'Report this comment'; readers answer each other by name in the text only; a link typed without http; most read, most commented with counts, family notices, jobs, two ad slots, share counts. Most awkward: only page 1 of 3 in the HTML (truth: the 19 comments shown); the town printed after the name in the same line.",
        lookalikes=("most commented with counts",),
    )


# --------------------------------------------------------------------------- a US weekly on Drupal 7


def drupal_school_board() -> Case:
    site = SITES_CU["millbrook"]
    ns = talk("""
Karen Lindqvist @ Wed, 05/15/2013 - 9:41pm [user] :: Four years ago we were told that if the levy passed, Eastside would stay open. The levy passed. Now it's closing anyway. I'm not sure why anyone would vote yes next time.
  Dan Whitacre @ Wed, 05/15/2013 - 10:02pm [user] :: Karen, the 2009 levy was for operating costs, not buildings, and enrollment at Eastside has dropped from 260 to 171 since then. Nobody likes it but the numbers are what they are.
    Karen Lindqvist @ Wed, 05/15/2013 - 10:19pm [user] :: I know what the levy was for, Dan. I also know what the board members said at the Grange hall in 2009, because I was there.
      eastside mom @ Wed, 05/15/2013 - 10:45pm :: So was I, and Karen is right. They said it more than once.
Rev. Paul Okonkwo @ Thu, 05/16/2013 - 7:12am [user] :: Whatever one thinks of the vote, I hope we can remember that there are 171 children who are going to be anxious about this over the summer. Our church hall is open to any family who wants to talk, Tuesday evenings in June.
bob_in_dunmore @ Thu, 05/16/2013 - 8:30am :: The bus ride from the east end of the county to Central is already 50 minutes for some kids. Where's the plan for that? I didn't see it in the article.
  Sentinel staff @ Thu, 05/16/2013 - 9:15am [user] [staff] :: Bob, Superintendent Harmon told us Thursday morning that the transportation plan will be presented at the board's June 10 meeting. We'll report on it.
    bob_in_dunmore @ Thu, 05/16/2013 - 9:40am :: Thanks. I'll believe it when I see the route map.
Lori M. @ Thu, 05/16/2013 - 12:05pm [user] :: My daughter is in 3rd grade at Eastside. Mrs. Varga has been the best thing that ever happened to her. I just hope the teachers all get placed somewhere. \\ Thank you to the three board members who voted no.
Tim Kessler @ Thu, 05/16/2013 - 3:48pm [user] :: Closing a half-empty building saves $640,000 a year. That's seven teachers. I'd rather keep the teachers than the building. Hard vote but the right one.
  Lori M. @ Thu, 05/16/2013 - 6:20pm [user] :: Tim, if the savings actually go to teachers I'll eat my words. We'll see.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 18230 + i
        verified = "" if n.has("user") else " (not verified)"
        user = (
            f'<a href="/users/{slug(n.who)}" title="View user profile." class="username">{esc(n.who)}</a>'
            if n.has("user")
            else f'<span class="username">{esc(n.who)}</span>'
        )
        words = " ".join(n.body.split()[:6])
        subject = words if len(n.body) <= len(words) else words[:29].rstrip() + "…"
        cls = "comment comment-by-node-author" if n.has("staff") else "comment"
        cls += " comment-by-anonymous" if not n.has("user") else ""
        node = (
            f'<a id="comment-{cid}"></a><div class="{cls} clearfix {"even" if i % 2 else "odd"}" about="/comment/{cid}#comment-{cid}" typeof="sioc:Post sioct:Comment">'
            f'<div class="attribution"><div class="user-picture"><img typeof="foaf:Image" src="/_avatar/ms-{cid}.svg" width="48" height="48" alt="" /></div></div>'
            f'<div class="comment-text"><div class="comment-arrow"></div>'
            f'<h3 property="dc:title"><a href="/comment/{cid}#comment-{cid}" class="permalink" rel="bookmark">{esc(subject)}</a></h3>'
            f'<div class="submitted">Submitted by {user}{verified} on <span property="dc:date dc:created" content="2013-05-15T21:41:00-04:00">{esc(n.at)}</span></div>'
            f'<div class="content"><span rel="sioc:reply_of" resource="/node/6071" class="rdf-meta element-hidden"></span>'
            f'<div class="field field-name-comment-body field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{paras(n.body)}</div></div></div></div>'
            f'<ul class="links inline"><li class="comment-reply first last"><a href="/comment/reply/6071/{cid}">reply</a></li></ul></div></div>'
        )
        return node + (f'<div class="indented">{sub}</div>' if sub else "")

    after = (
        '<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>'
        + draw(ns, item)
        + '<h2 class="title comment-form">Add new comment</h2><form class="comment-form" action="/comment/reply/6071" method="post" id="comment-form">'
        '<div class="form-item form-type-textfield form-item-name"><label for="edit-name">Your name </label><input type="text" id="edit-name" name="name" value="" size="30" maxlength="60" class="form-text" /></div>'
        '<div class="form-item form-type-textfield form-item-subject"><label for="edit-subject">Subject </label><input type="text" id="edit-subject" name="subject" size="60" maxlength="64" class="form-text" /></div>'
        '<div class="form-item form-type-textarea"><label for="edit-comment-body">Comment <span class="form-required" title="This field is required.">*</span></label><textarea id="edit-comment-body" name="comment_body" cols="60" rows="5" class="form-textarea"></textarea></div>'
        '<div class="description">Comments are moderated and will appear after approval. Please keep it civil and sign your comments with your real name.</div>'
        '<div class="form-actions"><input type="submit" id="edit-submit" name="op" value="Save" class="form-submit" /> <input type="submit" id="edit-preview" name="op" value="Preview" class="form-submit" /></div></form></div>'
    )
    side = (
        dblock(
            "block-3",
            "Weather",
            "<p>Millbrook: 71°F, partly cloudy</p><p>Tomorrow: 64°F, showers</p>",
        )
        + dblock(
            "views-popular-block",
            "Most popular",
            '<div class="item-list"><ul>'
            + "".join(
                f'<li><a href="/news/{slug(t)[:40]}">{esc(t)}</a></li>'
                for t in (
                    "School board votes 4-3 to close Eastside Elementary",
                    "Pike County Fair lineup announced",
                    "Dunmore man sentenced in copper theft case",
                    "Millbrook Miners win sectional title",
                )
            )
            + "</ul></div>",
        )
        + dblock(
            "views-obituaries-block",
            "Recent obituaries",
            '<div class="item-list"><ul>'
            + "".join(
                f'<li><a href="/obituaries/{slug(n)}">{esc(n)}</a> <span class="age">{esc(a)}</span></li>'
                for n, a in (
                    ("Dorothy Ann Keller", "88"),
                    ("Raymond L. Stroud", "74"),
                    ("Edna Fay Mullins", "91"),
                )
            )
            + "</ul></div>",
        )
        + dblock(
            "block-5",
            "",
            '<div class="ad"><img src="/_avatar/ms-ad1.svg" width="300" height="250" alt="Pike County Farm Supply – Spring Seed Sale" /></div>',
        )
        + dblock(
            "block-6",
            "Connect",
            '<p><a href="#">Like us on Facebook</a> · <a href="#">Follow @MillbrookSentinel</a></p><p><a href="/e-edition">Read the E-Edition</a></p>',
        )
    )
    style = (
        ".comment-wrapper h2.title{border-bottom:2px solid #2c4f7c;font-size:18px;margin-top:24px}.comment{overflow:hidden;border-bottom:1px solid #eee;padding:8px 0}"
        ".comment .attribution{float:left;width:60px}.comment .comment-text{margin-left:64px}.comment h3{margin:0;font-size:14px}"
        ".comment-by-node-author{background:#f1f5fa}.indented{margin-left:30px}ul.links.inline{list-style:none;padding:0;margin:2px 0;font-size:12px}"
    )
    piece = Piece(
        "School board votes 4-3 to close Eastside Elementary",
        "Sentinel staff",
        "2013-05-15T17:20:00-04:00",
        "Wed, 05/15/2013 - 5:20pm",
        """
After more than two hours of public comment, the Millbrook Area School Board voted 4-3 Tuesday night to close Eastside Elementary at the end of the 2013-14 school year.

The district's 171 Eastside students in kindergarten through fifth grade will move to Central Elementary, which has room for about 200 more students after an addition was completed in 2011.

Superintendent Linda Harmon said closing the building will save about $640,000 a year in staffing, utilities and maintenance. "Nobody on this board wanted to close a school," she said. "But we have to look at the numbers."

Board members Gary Pruitt, Ann Decker and Joe Mancini voted against the closure. Decker said the board should have waited for a facilities study due in the fall.

About 120 people attended the meeting at the high school auditorium. Many of the 23 speakers were Eastside parents, and several asked what would happen to the building. Harmon said no decision has been made.
""",
        section="News",
        tags=("Millbrook Area School District", "Eastside Elementary", "school board"),
    )
    submitted = (
        '<span property="dc:date dc:created" content="2013-05-15T17:20:00-04:00">Submitted by '
        '<a href="/users/sentinel-staff" class="username">Sentinel staff</a> on Wed, 05/15/2013 - 5:20pm</span>'
    )
    html = drupal(site, piece, Bits(after=after, side=side, style=style), submitted=submitted, node=6071)
    return case(
        "cu-drupal-school-board",
        "discussion",
        site,
        html,
        ns,
        path="/news/school-board-votes-4-3-close-eastside-elementary",
        container="div#comments.comment-wrapper: h2.title 'Comments', div.comment (h3 subject link, div.submitted 'Submitted by NAME [(not verified)] on …', div.content > … > p, ul.links 'reply'); replies in a div.indented right after their parent",
        heading="Comments",
        description="A US small-town weekly of 2013 on Drupal 7: an article on a school closure vote, then 'Comments' with 11 comments, each with a subject line that Drupal made from the text's first words ('Four years ago we were told…'), 'Submitted by NAME on Wed, 05/15/2013 - 9:41pm', anonymous posters marked '(not verified)', the paper's staff answering (comment-by-node-author); replies in div.indented siblings after their parent, four levels deep on one branch; then 'Add new comment' with a moderation note; weather, most popular, recent obituaries with ages, an ad, 'Connect'. Most awkward: the auto subject repeats the text's start above it; a reply is not inside its parent but in the next sibling div.indented; '(not verified)' after some names.",
        lookalikes=("recent obituaries with names",),
    )


def threads2_cu() -> list[Case]:
    return [paper_bus_station(), drupal_school_board()]
