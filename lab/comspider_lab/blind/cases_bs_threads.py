"""Blind set BS: five discussions of 2011-2012 in the served HTML: a hosted journal's comments, one table per comment
nested by wrappers' inline left margins, with subject lines and a deleted entry (en); a self-hosted Movable Type-like
blog's numbered comments with "Posted by" after the text and answers quoting their parent (en); a cycling campaign's
community CMS with an attribution column, auto-made and typed subjects and replies in an indented sibling (en); a
Serendipity-like home-brewing blog whose comments are flat siblings indented by inline padding and numbered "#2.1"
(de); a Dotclear-like touring blog's definition list with "@name" answers and a pingback list after it (fr). Every
class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bs_common import (
    Bits,
    Case,
    Note,
    Piece,
    Seed,
    box,
    calendar,
    case,
    cloud,
    depth,
    draw,
    esc,
    flat,
    links,
    num,
    ptext,
    rows,
    seeds,
    slug,
    talk,
)
from comspider_lab.blind.cases_bs_common import order as thread_order


def en_journal() -> Case:
    ns = talk("""
glazeandgrumble @ 2012-03-04 10:02 pm (UTC) [subj=Re: The Great Mug Massacre of 2012] :: Oh no. Oh NO. Was it the cone pack or the controller? I lost a whole shelf of bowls last winter because the thermocouple had slipped out by half an inch.
  kettle_and_kiln @ 2012-03-04 10:19 pm (UTC) [subj=Re: The Great Mug Massacre of 2012] :: The cones say cone 10 when I asked for cone 6, so the controller was lying to me. The thermocouple looks fine but the tip is white and crusty. Ordering a new one tomorrow.
    glazeandgrumble @ 2012-03-04 10:31 pm (UTC) [subj=thermocouple] :: White and crusty is exactly what mine looked like. They go slowly and then all at once. Get the type K with the ceramic sheath, it lasts longer.
Anonymous @ 2012-03-04 11:47 pm (UTC) [subj=Re: The Great Mug Massacre of 2012] :: Puddle mugs could be an art movement though. Put them on Etsy as "melted series" and charge double. // - Dana from Tuesday class
  kettle_and_kiln @ 2012-03-05 12:05 am (UTC) [subj=ha] :: Dana, two of them are literally welded to the kiln shelf. I would have to sell the shelf too.
wheel_thrown_wendy @ 2012-03-05 07:14 am (UTC) [subj=so sorry] :: Forty mugs is weeks of work. Sending tea and sympathy. Did the kiln elements survive at least?
  kettle_and_kiln @ 2012-03-05 08:40 am (UTC) [subj=Re: so sorry] :: The elements are OK as far as I can tell, it still heats evenly. The floor brick has a glaze lake on it which I will have to chisel out.
    wheel_thrown_wendy @ 2012-03-05 09:02 am (UTC) [subj=Re: so sorry] :: Kiln wash on the floor next time! I learned that one the hard way too.
      stonewarestan @ 2012-03-05 11:26 am (UTC) [subj=Re: so sorry] :: And a cookie under anything with a runny glaze. Cheap insurance.
stonewarestan @ 2012-03-05 11:20 am (UTC) [subj=silver lining?] :: Which glaze was it on the mugs? Some celadons look amazing a couple of cones hotter, if they do not run off the pot.
  kettle_and_kiln @ 2012-03-05 01:15 pm (UTC) [subj=Re: silver lining?] :: Half were the tenmoku and half the blue oatmeal. The tenmoku ones that stayed upright actually look nicer than usual, deep and glossy. The oatmeal ran like soup.
[deleted] @ - :: -
mossandmarl @ 2012-03-06 06:50 pm (UTC) [subj=Re: The Great Mug Massacre of 2012] :: I have a spare digital controller from when I upgraded, the old two-key kind. Happy to post it if yours turns out to be the problem and not the thermocouple.
  kettle_and_kiln @ 2012-03-06 07:33 pm (UTC) [subj=Re: The Great Mug Massacre of 2012] :: That is incredibly kind. Let me try the new thermocouple first and I will message you if it is still running hot.
Anonymous @ 2012-03-07 02:11 pm (UTC) [subj=question] :: Newbie question, why does the cone pack matter if the kiln has a computer? I thought the computer knew the temperature.
  glazeandgrumble @ 2012-03-07 03:40 pm (UTC) [subj=Re: question] :: The computer only knows what its sensor tells it. Cones measure the actual heat work in the kiln, so they catch it when the sensor is wrong, like here.
""")
    # the [deleted] line marks where the journal shows a deleted entry; it is not a comment
    gone = [i for i, n in enumerate(ns) if n.who == "[deleted]"]
    assert len(gone) == 1
    g = gone[0]
    real = [n for i, n in enumerate(ns) if i != g]
    fixed: list[Note] = []
    for n in real:
        p = n.parent
        if p is not None and p > g:
            p -= 1
        fixed.append(Note(Seed(n.who, n.body, p, n.at), n.tags))
    ns = fixed
    order_list = thread_order(ns)

    def one(i: int) -> str:
        n = ns[i]
        d = depth(ns, i)
        cid = 88412 + 37 * i
        anon = n.who == "Anonymous"
        who = (
            '<span class="qp-anon">(Anonymous)</span>'
            if anon
            else f'<span class="ljuser" style="white-space:nowrap"><a href="/~{n.who}/profile"><img src="/_avatar/userinfo.svg" alt="[info]" width="17" height="17" style="vertical-align:bottom;border:0" /></a><a href="/~{n.who}/"><b>{esc(n.who)}</b></a></span>'
        )
        pic = "" if anon else f'<img src="/_avatar/up-{slug(n.who)}.svg" alt="" width="100" height="100" />'
        subj = n.tag("subj")
        parent_link = (
            f' (<a href="?thread={88412 + 37 * n.parent}#t{88412 + 37 * n.parent}">Parent</a>)'
            if n.parent is not None
            else ""
        )
        return (
            f'<div id="ljcmt{cid}" style="margin-left: {25 * d}px; margin-top: 6px"><a name="t{cid}"></a>'
            '<table class="talk-comment" cellpadding="2" cellspacing="0" width="100%" style="border:1px solid #cbbfa8;background:#fff"><tr>'
            f'<td valign="top" width="102">{pic}</td><td valign="top">'
            f'<span class="qp-subject"><b>{esc(subj)}</b></span><br />{who} wrote:<br />'
            f'<span class="qp-time"><a href="?thread={cid}#t{cid}">{esc(n.at)}</a></span></td></tr>'
            f'<tr><td colspan="2"><div class="qp-ctext">{"<br /><br />".join(esc(p) for p in n.body.split(chr(10) + chr(10)))}</div>'
            f'<p class="qp-clinks" style="font-size:11px">(<a href="?replyto={cid}">Reply</a>) (<a href="?thread={cid}#t{cid}">Thread</a>){parent_link} (<a href="#t{cid}">Link</a>)</p></td></tr></table></div>'
        )

    deleted = (
        '<div id="ljcmt88999" style="margin-left: 0px; margin-top: 6px"><a name="t88999"></a>'
        '<table class="talk-comment" cellpadding="2" cellspacing="0" width="100%" style="border:1px dashed #cbbfa8"><tr><td><i>(Deleted comment)</i></td></tr></table></div>'
    )
    body = ""
    for i in order_list:
        if i == g:
            body += deleted
        body += one(i)
    after = (
        '<div class="qp-comments" id="comments"><div class="qp-entry" style="margin-top:10px">'
        f'<p style="margin:0;font-size:12px"><b>{len(ns) + 1} comments</b> | <a href="?mode=reply">Leave a comment</a> | <a href="?view=flat">Flat</a> | <a href="?view=top-only">Top-Level Only</a></p></div>'
        + body
        + '<p style="font-size:11px;margin-top:10px"><a href="?mode=reply">Leave a comment</a> | <a href="/~kettle_and_kiln/">Back to journal</a></p></div>'
    )
    side = (
        box(
            "en-kiln",
            "Profile",
            '<p><img src="/_avatar/up-kettle-and-kiln.svg" alt="" width="100" height="100" /><br /><b>kettle_and_kiln</b><br />Name: Morag<br />Website: <a href="/out/studio">the studio shop</a></p>',
        )
        + box(
            "en-kiln",
            "March 2012",
            calendar("March 2012", 31, 4, (1, 4, 9, 15), "S,M,T,W,T,F,S"),
        )
        + box(
            "en-kiln",
            "Page Summary",
            "<ul><li><b>[info]glazeandgrumble</b> - (3)</li><li><b>[info]wheel_thrown_wendy</b> - (2)</li><li><b>[info]stonewarestan</b> - (2)</li><li><b>[info]mossandmarl</b> - (1)</li></ul>",
        )
        + box(
            "en-kiln",
            "Tags",
            cloud("kiln:5, glazes:4, firing log:3, mugs:3, studio:2, teaching:2, cats:1, rants:2"),
        )
        + box(
            "en-kiln",
            "Communities",
            links(("clay_addicts", "kiln_gods", "potters_uk", "handmade_market"), "/community/"),
        )
    )
    piece = Piece(
        "The Great Mug Massacre of 2012",
        "kettle_and_kiln",
        "2012-03-04T21:38:00+00:00",
        "Mar. 4th, 2012 | 09:38 pm",
        """
Opened the kiln this afternoon expecting forty mugs for the Easter fair. What I got was forty mugs that had slumped sideways like tired drunks, and two that had melted into the shelf entirely.

The witness cones on the middle shelf were flat on their faces. Cone 10 down, when the program was for cone 6. Somewhere around the top of the firing the controller decided to keep climbing for an extra hour and a half.

I sat on the garage floor for a bit. Then I made tea. Then I wrote this. Tomorrow I will take the controller apart and see what it has to say for itself.
""",
        tags=("kiln", "firing log", "mugs"),
        mood="gutted",
        music="the kiln ticking as it cools",
    )
    return case(
        "bs-en-journal-tabellen",
        "discussion",
        "en-kiln",
        piece,
        Bits(after=after, side=side),
        seeds(ns),
        path="/~kettle_and_kiln/51203.html",
        reveal="on_load",
        container="div.qp-comments#comments: a count line, then every comment a div#ljcmtN whose inline margin-left (0/25/50/75px) gives its depth, holding table.talk-comment (userpic cell, subject, user link 'wrote:', time; a second row with div.qp-ctext and '(Reply) (Thread) (Parent) (Link)')",
        heading=None,
        description="A potter's hosted journal of 2012: a post on a kiln that over-fired forty mugs with 15 comments (the journal's owner answering five times; two anonymous readers; replies four levels deep) and one '(Deleted comment)' entry counted in '16 comments'; the sidebar's profile, a month calendar, a page summary of commenters with counts, tags and communities. Most awkward: no list or nesting elements: every comment a table inside a wrapper whose inline margin is the only sign of its depth; subject lines ('Re: …') above the names.",
        static=True,
        lookalikes=("a page summary of commenters with counts",),
    )


def en_movable_quote() -> Case:
    ns = talk("""
Ron Ashby @ March 12, 2012 8:41 AM :: I worked Hartley Junction as a relief man in 1974 and 1975. Lovely box in summer, a fridge in winter. The stove was coal and the coal was always wet. The frame was a Saxby and Farmer, 40 levers with about a dozen spare by then.
Pauline Wetherall @ March 12, 2012 9:15 AM :: My grandfather was the regular signalman there from 1951 until he retired in 1969. We have a photograph of him at the frame with his duster over his shoulder. I would be happy to share it if the preservation group wants it.
Martin @ March 12, 2012 10:02 AM [owner,quote=2] :: That would be wonderful, Pauline. The group is putting together a display for the open day in May. I will email you the secretary's address.
Stuart B @ March 12, 2012 12:30 PM [quote=1] :: 40 levers with a dozen spare sounds right. By the time I saw it in the eighties half the frame was painted white. Do you remember if the down goods loop was still in use in 74?
Ron Ashby @ March 12, 2012 6:55 PM [quote=4] :: It was in use, just about. One pick-up goods a day, and the loop points were stiff as anything. You had to put your foot on the frame to pull 23.
Network Watcher @ March 13, 2012 7:20 AM :: Does anyone know what happens to the frame itself? On other closures the levers went for scrap within a week.
Martin @ March 13, 2012 8:48 AM [owner,quote=6] :: Network Watcher, the preservation group has an agreement to remove the frame, the block shelf and the diagram. The box itself stays, because it is listed, but nobody knows yet what it will be used for.
Jenny Cole @ March 13, 2012 9:05 PM :: Sad news. I used to wave at the signalman from the school train every morning and he always waved back. It will not be the same waving at a CCTV camera.
Stuart B @ March 14, 2012 11:11 AM [quote=5] :: Foot on the frame, yes! Same at Coldbeck for the crossover. Health and safety would have a fit now.
Old Tablet @ March 15, 2012 4:40 PM :: Last day of operation is Sunday 25th according to the weekly notice. Last train through under the box's control will be the 23.10 empty stock.
Martin @ March 15, 2012 6:02 PM [owner,quote=10] :: Thanks, Old Tablet. I am going to try to be there for it, camera and flask in hand. Report to follow.
""")

    # an answer's parent is the comment it quotes
    ns = [
        Note(Seed(n.who, n.body, int(n.tag("quote")) - 1 if n.tag("quote") else None, n.at), n.tags)
        for n in ns
    ]

    def item(i: int, n: Note) -> str:
        q = n.tag("quote")
        quote = ""
        if q:
            src = ns[int(q) - 1]
            first = src.body.split("\n\n")[0]
            cut = first if len(first) < 120 else first[:110].rsplit(" ", 1)[0] + "…"
            quote = f'<blockquote class="quoted"><p><strong>{esc(src.who)} wrote:</strong> {esc(cut)}</p></blockquote>'
        author_cls = " by-author" if n.tag("owner") else ""
        name = n.who
        shown = f'<a href="/about/" rel="nofollow">{esc(name)}</a> (blog author)' if author_cls else esc(name)
        return (
            f'<div class="comment{author_cls}" id="comment-{2210 + i}"><div class="comment-inner">'
            f'<div class="comment-number"><a href="#comment-{2210 + i}">{i + 1}</a></div>'
            f'<div class="comment-content">{quote}{ptext(n.body)}</div>'
            f'<p class="comment-footer">Posted by: {shown} | <a href="#comment-{2210 + i}">{esc(n.at)}</a></p></div></div>'
        )

    after = (
        '<div class="comments" id="comments"><h3 class="comments-header">11 Comments</h3><div class="comments-content">'
        + flat(ns, item)
        + '</div><div class="comments-open" id="comments-open"><h2 class="comments-open-header">Leave a comment</h2>'
        '<form method="post" action="/cgi-bin/mt/mt-comments.cgi" id="comments-form"><p>Name<br /><input type="text" name="author" /></p>'
        '<p>Email Address<br /><input type="text" name="email" /></p><p>URL<br /><input type="text" name="url" /></p>'
        '<p><label><input type="checkbox" name="bakecookie" /> Remember personal info?</label></p><p>Comments (You may use HTML tags for style)<br /><textarea name="text" rows="10" cols="50"></textarea></p>'
        '<p><input type="submit" value="Preview" /> <input type="submit" value="Submit" /></p></form></div></div>'
    )
    left = (
        "<h4>Categories</h4>"
        + links(
            ("Boxes", "Bell codes", "Closures", "Frames", "Visits", "Memories"),
            "/category/",
            counts=("(31)", "(6)", "(14)", "(9)", "(22)", "(17)"),
        )
        + "<h4>March 2012</h4>"
        + calendar("March 2012", 31, 4, (2, 6, 12, 15), "Sun,Mon,Tue,Wed,Thu,Fri,Sat")
        + "<h4>Archives</h4>"
        + links(
            ("March 2012", "February 2012", "January 2012", "December 2011", "November 2011"), "/archives/"
        )
    )
    side = (
        "<h4>Recent Comments</h4><ul>"
        + "".join(
            f'<li><b>{esc(a)}</b> on <a href="/{slug(t)}.html">{esc(t)}</a>: <i>{esc(x)}</i></li>'
            for a, t, x in rows("""
Geoff L. | Tyer's tablet instruments explained | The No. 6 had the bell plunger on the side, not the top…
Pauline Wetherall | Visiting Stonebridge box | What a lovely afternoon that must have been.
Hugh | Bell codes for beginners | 3-1-1 is the one everybody gets wrong.
""")
        )
        + "</ul><h4>Links</h4>"
        + links(("Signalling Record Society", "Box of the Month", "The Lamp Room", "Tablet & Token"), "/out/")
        + '<h4>Subscribe</h4><p><a href="/atom.xml">Subscribe to this blog\'s feed</a></p>'
    )
    style = (
        ".comment{border-bottom:1px solid #dde;padding:8px 0;overflow:hidden}.comment-number{float:left;width:28px;font:bold 16px Georgia;color:#9a9}.comment-content{margin-left:34px}"
        ".comment-footer{margin-left:34px;font-size:11px;color:#777}.by-author{background:#f4f7ec}.quoted{margin:0 0 6px;padding:4px 8px;background:#eee;border-left:3px solid #9a9;font-size:11px;color:#555}"
    )
    piece = Piece(
        "Hartley Junction box to close on the 25th",
        "By Martin",
        "2012-03-11T20:40:00+00:00",
        "March 11, 2012 8:40 PM",
        """
It is official: Hartley Junction signal box will close at the end of the month, and its work will pass to the new signalling centre at Coldbeck. The box has controlled the junction since 1898.

For those who have never been, Hartley is a brick-built box on the down side, with the junction to the old colliery branch right outside the window. The branch closed years ago, but the loop and the crossover are still there.

The local preservation group has been in talks about the frame and the instruments. I will post more when I know what has been agreed. In the meantime, if you ever worked the box or have photographs, please say so below.
""",
        tags=("Closures", "Boxes"),
    )
    return case(
        "bs-en-movable-zitate",
        "discussion",
        "en-signalbox",
        piece,
        Bits(after=after, left=left, side=side, style=style),
        seeds(ns),
        path="/2012/03/hartley-junction-box-to-close.html",
        reveal="on_load",
        container="div.comments#comments: h3 '11 Comments', div.comments-content > div.comment (div.comment-number, div.comment-content with a blockquote.quoted 'NAME wrote: …' on answers, p.comment-footer 'Posted by: NAME | DATE' after the text)",
        heading="11 Comments",
        description="A railway-signalling blog on a self-hosted Movable Type-like engine, 2012: a post on a signal box's closure with 11 numbered comments (the blogger answering three times, marked '(blog author)'); six answers open with a quote of the comment they answer ('NAME wrote: …'); the name and time after each text; the left column's categories with counts, a calendar and the archives, the right column's recent comments of other posts. Most awkward: replies only by the quoted parent, flat in the page; the quote is not the answer's text.",
        static=True,
        lookalikes=("recent comments of other posts with excerpts",),
    )


def en_drupal_indented() -> Case:
    ns = talk("""
Helen Park @ Tue, 04/17/2012 - 09:12 [subj=At last!,verified] :: Great news. I ride Station Road every day with my daughter on the tag-along and the pinch point by the pharmacy is terrifying. Consultation response going in tonight.
  Dave Morrow @ Tue, 04/17/2012 - 10:40 [subj=Pinch point,verified] :: The drawings show the lane stopping 30 metres before the pharmacy though. That is exactly where it is needed most. Worth saying so in the response.
    Helen Park @ Tue, 04/17/2012 - 11:05 [subj=Re: Pinch point,verified] :: You are right, I had not spotted that. I will mention it.
    Eastmoor Cycling Campaign @ Tue, 04/17/2012 - 12:30 [subj=The gap by the pharmacy,verified] :: We asked the council about this at the drop-in. The gap is because of the loading bay, which they say they cannot move. We think they can and we will say so in our own response.
kerbside @ Tue, 04/17/2012 - 13:02 [subj=Paint is not infrastructure,guest] :: A white line on the road is not a cycle lane. Unless there is a kerb or at least wands, drivers will park in it by the end of the week.
  Jonathan Wright @ Tue, 04/17/2012 - 14:18 [subj=Re: Paint is not infrastructure,verified] :: Agreed in principle, but a mandatory lane is better than what we have now, which is nothing. Take the win and keep pushing.
    kerbside @ Tue, 04/17/2012 - 15:44 [subj=auto,guest] :: Fair enough. I will respond in favour but ask for light segregation at the junctions.
Sam (Station Road resident) @ Wed, 04/18/2012 - 08:20 [subj=Parking,guest] :: As a resident without a driveway, where are we meant to park? The plan removes 14 spaces on our side. Nobody from the council has knocked on our doors.
  Eastmoor Cycling Campaign @ Wed, 04/18/2012 - 09:35 [subj=Re: Parking,verified] :: Hi Sam, the consultation pack says residents' permits will be extended into Mill Lane. It is on page 6 but easy to miss. Do come to the drop-in on Saturday and ask them directly.
Rob T @ Wed, 04/18/2012 - 21:17 [subj=auto,verified] :: Does anybody know whether the lane will be swept? The one on the ring road is full of glass.
  Helen Park @ Thu, 04/19/2012 - 07:50 [subj=Sweeping,verified] :: The ring road one is county, this one will be borough. The borough sweeps fortnightly, in theory.
Margaret Ellis @ Thu, 04/19/2012 - 16:03 [subj=Thank you,verified] :: Thank you to everyone who came to the committee meeting in February. This would not be happening without you.
  Dave Morrow @ Thu, 04/19/2012 - 17:11 [subj=auto,verified] :: Hear hear. See everyone at the Saturday ride.
""")

    def item(i: int, n: Note, sub: str) -> str:
        subj = n.tag("subj")
        if subj == "auto":
            words = n.body.split()
            subj = " ".join(words[:4]) + "…" if len(words) > 4 else n.body
        guest = n.tag("guest")
        name = (
            f'<span class="username">{esc(n.who)} (not verified)</span>'
            if guest
            else f'<a href="/users/{slug(n.who)}" class="username" title="View user profile.">{esc(n.who)}</a>'
        )
        pic = (
            ""
            if guest
            else f'<div class="user-picture"><img src="/_avatar/dr-{slug(n.who)}.svg" alt="" width="48" height="48" /></div>'
        )
        cid = 4101 + i
        zebra = "odd" if i % 2 == 0 else "even"
        return (
            f'<a id="comment-{cid}"></a><div class="comment comment-by-{"anonymous" if guest else "viewer"} {zebra} clearfix">'
            f'<div class="attribution">{pic}<div class="submitted"><p class="commenter-name">{name}</p>'
            f'<p class="comment-time">{esc(n.at)}</p><p class="comment-permalink"><a href="/comment/{cid}#comment-{cid}" class="permalink">Permalink</a></p></div></div>'
            f'<div class="comment-text"><div class="comment-arrow"></div><h3><a href="/comment/{cid}#comment-{cid}" class="permalink" rel="bookmark">{esc(subj)}</a></h3>'
            f'<div class="content"><div class="field-item even">{ptext(n.body)}</div></div>'
            f'<ul class="links inline"><li class="comment-delete first"></li><li class="comment-reply last"><a href="/comment/reply/311/{cid}">reply</a></li></ul></div></div>'
            + (f'<div class="indented">{sub}</div>' if sub else "")
        )

    after = (
        '<div id="comments" class="comment-wrapper"><h2 class="title">Comments</h2>'
        + draw(ns, item, lambda s, _p: s)
        + '<h2 class="title comment-form">Add new comment</h2><form action="/comment/reply/311" method="post" id="comment-form">'
        '<div class="form-item">Your name <input type="text" name="name" value="Anonymous" /></div><div class="form-item">Subject <input type="text" name="subject" /></div>'
        '<div class="form-item">Comment * <textarea name="comment_body" rows="5" cols="60"></textarea></div><input type="submit" value="Save" /> <input type="submit" value="Preview" /></form></div>'
    )
    left = (
        box(
            "en-eastmoor",
            "User login",
            '<form action="/user/login" method="post"><p>Username *<br /><input type="text" name="name" size="15" /></p><p>Password *<br /><input type="password" name="pass" size="15" /></p><input type="submit" value="Log in" /><ul><li><a href="/user/register">Create new account</a></li><li><a href="/user/password">Request new password</a></li></ul></form>',
        )
        + box(
            "en-eastmoor",
            "Who's online",
            "<p>There are currently 2 users and 14 guests online.</p><p><b>Online users</b></p><ul><li>Helen Park</li><li>Dave Morrow</li></ul>",
        )
        + box(
            "en-eastmoor",
            "Poll",
            '<p>Which route should we campaign on next?</p><form action="/poll"><label><input type="radio" name="c" /> Canal towpath</label><br /><label><input type="radio" name="c" /> Hospital link</label><br /><label><input type="radio" name="c" /> School streets</label><br /><input type="submit" value="Vote" /></form><p><a href="/poll/results">Older polls</a></p>',
        )
    )
    side = (
        box(
            "en-eastmoor",
            "Upcoming rides",
            "<ul><li>Sat 21 Apr, 10:00 · Family ride to Hollins Park</li><li>Sun 29 Apr, 09:30 · Reservoirs loop (38 miles)</li><li>Wed 2 May, 19:00 · Monthly meeting, Friends Meeting House</li></ul>",
        )
        + box(
            "en-eastmoor",
            "Active forum topics",
            links(
                (
                    "Bike theft at the station",
                    "Best lights for winter commuting?",
                    "Canal towpath resurfacing",
                    "Lost: blue Brompton",
                ),
                "/forum/topic/",
            ),
        )
        + box(
            "en-eastmoor",
            "Recent comments",
            "<ul>"
            + "".join(
                f'<li><a href="/comment/{k}">{esc(t)}</a><br /><small>{esc(a)} · {esc(w)}</small></li>'
                for k, (t, a, w) in enumerate(
                    rows("""
Canal towpath resurfacing | Jonathan Wright | 2 days 4 hours ago
Great ride on Sunday | Rob T | 3 days 11 hours ago
Thanks from the school | Margaret Ellis | 1 week 1 day ago
"""),
                    3900,
                )
            )
            + "</ul>",
        )
    )
    style = (
        ".comment{overflow:hidden;margin:10px 0;border-top:1px solid #e3e8ec;padding-top:8px}.attribution{float:left;width:120px;font-size:11px}.attribution p{margin:0}"
        ".comment-text{margin-left:130px;background:#f5f7f9;padding:6px 10px;position:relative}.comment-text h3{margin:0 0 4px;font-size:13px}.indented{margin-left:30px}"
        ".links.inline{list-style:none;margin:0;padding:0;font-size:11px}.links.inline li{display:inline}"
    )
    piece = Piece(
        "Station Road cycle lane: consultation opens",
        "Submitted by Margaret Ellis",
        "2012-04-16T19:20:00+01:00",
        "Mon, 04/16/2012 - 19:20",
        """
The borough council has opened its consultation on a mandatory cycle lane along Station Road, from the Mill Lane roundabout to the railway station. The consultation runs until 14 May.

This is the scheme we have been asking for since 2009. The plans show a 1.5 metre lane on both sides, with the southbound lane stopping short of the shopping parade because of a loading bay.

There is a drop-in session at the library on Saturday 21 April from 10:00 until 13:00. Please go, look at the drawings and fill in the form. Every response counts, and the objectors will certainly respond.
""",
        section="News",
        tags=("Station Road", "Consultations"),
    )
    return case(
        "bs-en-drupal-eingerueckt",
        "discussion",
        "en-eastmoor",
        piece,
        Bits(after=after, left=left, side=side, style=style),
        seeds(ns),
        path="/news/station-road-cycle-lane-consultation-opens",
        reveal="on_load",
        container="div#comments.comment-wrapper: h2 'Comments', div.comment (div.attribution: user picture, p.commenter-name, p.comment-time, permalink; div.comment-text: h3 subject, div.content), replies in a div.indented sibling after their parent",
        heading="Comments",
        description="A cycling campaign's site on a community CMS, 2012: a news item on a cycle-lane consultation with 13 comments (the campaign's own account answering twice; guests marked '(not verified)'; replies three levels deep), each with a subject line (typed, or made from its first words); the left column's log-in box, who's online and a poll, the right column's upcoming rides, active forum topics and recent comments of other posts. Most awkward: the name, time and permalink in a column before the text; replies in a following sibling div, not inside their parent.",
        static=True,
        lookalikes=("recent comments of other posts", "upcoming rides with dates"),
    )


def de_serendipity() -> Case:
    ns = talk("""
Hopfenjunge @ 14.03.2012 21:08 :: Respekt, Rauchbier als erstes Experiment traut sich nicht jeder. Wie viel Rauchmalz hattest du im Verhältnis zum Pilsner?
  Kellerkind @ 14.03.2012 21:40 :: 60 Prozent Rauchmalz, der Rest Pilsner und eine Handvoll Cara. Beim nächsten Mal gehe ich auf 40, der Schinken ist mir eine Spur zu laut.
    Hopfenjunge @ 15.03.2012 07:55 :: 40 ist ein guter Wert für den Einstieg. Die Bamberger gehen ja auf 100, aber die haben auch andere Mälzereien.
Sabine aus Forchheim @ 15.03.2012 10:12 :: Als Fränkin muss ich sagen: Das Foto sieht schon sehr ordentlich aus. Die Farbe stimmt. Jetzt fehlt nur noch das Holzfass.
  Kellerkind @ 15.03.2012 12:30 :: Danke! Das Holzfass muss warten, im Kellerabteil ist kaum Platz für den Gärbottich.
Martin W. @ 15.03.2012 18:44 :: Hast du mit obergäriger oder untergäriger Hefe vergoren? Bei 16 Grad im Keller wäre ich neugierig, wie sich eine Lagerhefe schlägt.
  Kellerkind @ 15.03.2012 19:20 :: Untergärig, die W-34/70 als Trockenhefe. Die ersten zwei Tage waren es eher 14 Grad, danach 16. Hat ohne Fehlaromen funktioniert, soweit ich das schmecke.
    Martin W. @ 15.03.2012 20:02 :: Gut zu wissen. Dann probiere ich das im Herbst auch mal ohne Kühlschrank.
      Braumeister a.D. @ 16.03.2012 09:15 :: Vorsicht mit der Lagerzeit, wenn es ohne Kühlung vergoren wurde. Mindestens vier Wochen kalt lagern, sonst wird das Diacetyl nicht abgebaut.
Luise @ 17.03.2012 14:37 :: Ich trinke kein Bier, lese aber trotzdem jeden Eintrag. Deine Beschreibungen sind herrlich.
Thorsten @ 18.03.2012 22:01 :: Wo bekommst du das Rauchmalz in kleinen Mengen? Beim Versand zahle ich für 2 kg mehr Porto als für das Malz.
  Kellerkind @ 19.03.2012 08:10 :: Beim Brauerei-Bedarf in der Südstadt, die verkaufen auch lose ab 500 Gramm. Adresse steht in der Linkliste rechts.
""")

    def number(i: int) -> str:
        path: list[int] = []
        j: int | None = i
        while j is not None:
            sib = [k for k in range(len(ns)) if ns[k].parent == ns[j].parent]
            path.append(sib.index(j) + 1)
            j = ns[j].parent
        return "#" + ".".join(str(x) for x in reversed(path))

    def one(i: int) -> str:
        n = ns[i]
        d = depth(ns, i)
        cid = 312 + i
        owner = " kk-autor" if n.who == "Kellerkind" else ""
        return (
            f'<a id="c{cid}"></a><div id="kk_kommentar_{cid}" class="kk_kommentar{owner} {"even" if i % 2 else "odd"}" style="padding-left: {20 * d}px">'
            f'<div class="kk_kommentar_text">{ptext(n.body)}</div>'
            f'<div class="kk_kommentar_quelle"><a class="kk_trace" href="#c{cid}">{number(i)}</a> <span class="kk_autor">{esc(n.who)}</span> am <span class="kk_datum">{esc(n.at)}</span>'
            f' (<a href="#kk_form" onclick="document.getElementById(\'kk_parent\').value={cid}">Antwort</a>) (<a href="/comment.php?type=report&amp;id={cid}">Melden</a>)</div></div>'
        )

    listing = "".join(one(i) for i in thread_order(ns))
    after = (
        '<div class="kk_kommentare"><a id="kommentare"></a><div class="kk_titel">Kommentare</div>'
        '<div class="kk_ansicht">Ansicht der Kommentare: (<a href="?cview=linear#kommentare">Linear</a> | Verschachtelt)</div>'
        + listing
        + '<div class="kk_titel">Trackbacks</div><div class="kk_leer">Keine Trackbacks</div>'
        '<div class="kk_titel" id="kk_form">Kommentar schreiben</div><form action="/comment.php" method="post"><input type="hidden" id="kk_parent" name="serendipity[replyTo]" value="0" />'
        '<p>Name <input type="text" name="name" /></p><p>E-Mail <input type="text" name="email" /></p><p>Homepage <input type="text" name="url" /></p>'
        '<p>Antwort zu <select name="replyTo"><option>[ Übergeordnet ]</option></select></p><p><textarea name="comment" rows="8" cols="50"></textarea></p>'
        '<p><label><input type="checkbox" name="remember" /> Daten merken?</label> <label><input type="checkbox" name="subscribe" /> Bei Aktualisierung dieses Kommentars benachrichtigen</label></p>'
        '<p><input type="submit" value="Abschicken" /> <input type="submit" value="Vorschau" /></p></form></div>'
    )
    left = (
        "<h4>Kategorien</h4>"
        + links(
            ("Rezepte", "Technik", "Verkostungen", "Hefe", "Ausflüge"),
            "/categories/",
            counts=("(18)", "(11)", "(23)", "(7)", "(5)"),
        )
        + "<h4>Kalender</h4>"
        + calendar("März 2012", 31, 3, (3, 9, 13, 24), "Mo,Di,Mi,Do,Fr,Sa,So")
        + "<h4>Archive</h4>"
        + links(("März 2012", "Februar 2012", "Januar 2012", "Das Neueste", "Älteres..."), "/archives/")
        + '<h4>Blog abonnieren</h4><p><a href="/feeds/index.rss2">XML RSS 2.0 feed</a><br /><a href="/feeds/comments.rss2">XML Kommentare</a></p>'
    )
    side = (
        "<h4>Letzte Einträge</h4>"
        "<dl>"
        + "".join(
            f'<dt><a href="/archives/{num(t, 100, 400)}-{slug(t)}.html">{esc(t)}</a></dt><dd>{esc(d)}</dd>'
            for t, d in rows("""
Das erste Rauchbier | 13.03.2012 20:45
Maischetemperatur: ein Grad macht den Unterschied | 04.03.2012 11:20
Verkostung: fünf Kellerbiere aus der Fränkischen | 25.02.2012 18:02
""")
        )
        + "</dl><h4>Links</h4>"
        + links(
            ("Brauerei-Bedarf Südstadt", "Hobbybrauer-Forum", "Maischerechner", "Bierblog Oberland"),
            "/exit.php?url=",
        )
        + "<h4>Blogroll</h4>"
        + "<ul>"
        + "".join(
            f'<li><a href="/out/{slug(b)}">{esc(b)}</a><br /><small>{esc(p)} – {esc(w)}</small></li>'
            for b, p, w in rows("""
Sudhaus Nordlicht | Weizenbock, zweiter Versuch | vor 3 Stunden
Der Bierkeller | Was tun gegen Stopfhopfen-Trübung? | vor 1 Tag
Hopfen & Malz Ost | Brautag im Schnee | vor 4 Tagen
""")
        )
        + "</ul>"
    )
    style = (
        ".kk_kommentar{margin:8px 0;border-bottom:1px dotted #b8c79c}.kk_kommentar_text p{margin:2px 0}.kk_kommentar_quelle{font-size:11px;color:#777;margin:3px 0 6px}"
        ".kk-autor .kk_autor{color:#2f4a2f;font-weight:bold}.kk_titel{font:bold 14px 'Trebuchet MS';color:#2f4a2f;margin:16px 0 4px;border-bottom:1px solid #b8c79c}.kk_ansicht{font-size:11px}"
    )
    piece = Piece(
        "Das erste Rauchbier",
        "Geschrieben von Kellerkind",
        "2012-03-13T20:45:00+01:00",
        "Dienstag, 13. März 2012",
        """
Nach drei Monaten ist es so weit: Das erste Rauchbier aus dem Kellerabteil ist trinkbar. Zwanzig Liter Sud, sechzig Prozent Rauchmalz aus Buchenholz, untergärig vergoren, vier Wochen kalt gelagert, soweit man bei 8 Grad im Februar von kalt sprechen kann.

Im Glas ist es kastanienbraun mit einem festen, hellbeigen Schaum. In der Nase ganz klar Schinken und Lagerfeuer, im Mund dann überraschend weich, mit etwas Karamell und einem trockenen Abgang.

Was ich nächstes Mal anders mache: weniger Rauchmalz, etwas mehr Cara, und die Hauptgärung nicht über einen Feiertag legen, an dem ich vier Tage nicht in den Keller komme.
""",
        tags=("Verkostungen", "Rezepte"),
    )
    return case(
        "bs-de-serendipity-nummern",
        "discussion",
        "de-kellerkind",
        piece,
        Bits(after=after, left=left, side=side, style=style),
        seeds(ns),
        path="/archives/214-Das-erste-Rauchbier.html",
        reveal="on_load",
        container="div.kk_kommentare: div.kk_titel 'Kommentare', then flat sibling div.kk_kommentar in thread order (div.kk_kommentar_text; div.kk_kommentar_quelle after it: '#2.1.1 NAME am DATE (Antwort) (Melden)'), the depth only an inline padding-left and the hierarchical number",
        heading="Kommentare",
        description="A home-brewing blog on a Serendipity-like engine, 2012: a post on a first smoked beer with 12 comments (the blogger answering five times; replies four levels deep), flat siblings indented by inline padding and numbered '#1', '#1.1', '#1.1.1'; the name and date after each text; an empty trackbacks block; the left column's categories with counts, a calendar and the archives, the right column's latest entries with dates, links and a blogroll of other brewers' latest posts with relative times. Most awkward: no nesting elements; depth by inline padding and numbers only; the name after the text.",
        static=True,
        lookalikes=("a blogroll of other blogs' latest posts with times", "latest entries with dates"),
    )


def fr_dotclear_arobase() -> Case:
    ns = talk("""
Gilles @ le lundi 21 mai 2012 à 19:04 :: Bravo pour la Croix de Fer par Saint-Sorlin, c'est le versant que je préfère. Tu avais quel braquet ? Avec des sacoches, les derniers kilomètres doivent piquer.
Claire R. @ le lundi 21 mai 2012 à 20:37 :: Magnifiques photos du lac Bramant. On y était en juillet dernier à pied, on n'aurait jamais imaginé le faire à vélo.
^1 Le cyclo @ le lundi 21 mai 2012 à 21:15 [owner] :: @Gilles : 30x28 en tout petit, et oui, les quatre derniers kilomètres je les ai faits à 7 à l'heure. Mais personne n'était pressé.
Pierrot du 38 @ le mardi 22 mai 2012 à 08:02 :: La route était ouverte jusqu'en haut ? Je croyais qu'elle ne l'était qu'à partir du 1er juin côté Glandon.
^4 Le cyclo @ le mardi 22 mai 2012 à 09:30 [owner] :: @Pierrot du 38 : ouverte aux vélos, pas encore aux voitures. Il restait des murs de neige de deux mètres au sommet, d'où la photo.
^2 Marie-Hélène @ le mardi 22 mai 2012 à 12:48 :: @Claire R. : à vélo on voit le lac d'en haut seulement, il faut finir à pied. Mais ça vaut le détour.
Jean-Luc V. @ le mercredi 23 mai 2012 à 18:20 :: Tu dors où ce soir ? Si tu passes par Allemont, le camping municipal fait une ristourne aux cyclos.
^7 Le cyclo @ le mercredi 23 mai 2012 à 22:05 [owner] :: @Jean-Luc V. : trop tard, je suis déjà à Bourg-d'Oisans, mais je note pour le retour !
Odile @ le jeudi 24 mai 2012 à 07:41 :: Quel plaisir de te lire chaque soir. Bonne route pour l'Alpe demain, et fais attention aux voitures dans les lacets.
^3 Gilles @ le jeudi 24 mai 2012 à 13:10 :: @Le cyclo : bon, 30x28 avec sacoches, je suis rassuré, moi qui pensais être le seul à monter en moulinant.
""")

    def item(i: int, n: Note) -> str:
        me = ' class="me"' if n.tag("owner") else ""
        name = n.who
        cid = 1480 + 3 * i
        return (
            f'<dt id="c{cid}"{me}><a href="#c{cid}" class="comment-number">{i + 1}.</a> {esc(n.at[:1].upper() + n.at[1:])}, par '
            f"{'<a href=' + chr(34) + '/' + chr(34) + '>' + esc(name) + '</a>' if me else esc(name)}</dt>"
            f"<dd{me}>{ptext(n.body)}</dd>"
        )

    pings = rows("""
Vélo et Sacoches | le mardi 22 mai 2012 à 06:12 | Lu ce matin : la Croix de Fer sous la neige, au carnet de route d'un cyclotouriste. Ça donne envie…
""")
    after = (
        '<div id="comments"><h3>Commentaires</h3><dl>' + flat(ns, item) + "</dl></div>"
        '<div id="pings"><h3>Rétroliens</h3><p>Pour faire un rétrolien sur ce billet : <code>/trackback/412</code></p><dl>'
        + "".join(
            f'<dt id="c1520">1. Le {esc(w[3:])}, par <a href="/out/{slug(b)}">{esc(b)}</a></dt><dd><p><a href="/out/{slug(b)}">Croix de Fer sous la neige</a></p><p>{esc(x)}</p></dd>'
            for b, w, x in pings
        )
        + '</dl></div><form action="#pr" method="post" id="comment-form"><h3>Ajouter un commentaire</h3><p class="field"><label>Nom ou pseudo&nbsp;:</label><input type="text" name="c_name" /></p>'
        '<p class="field"><label>Adresse email&nbsp;:</label><input type="text" name="c_mail" /></p><p class="field"><label>Commentaire&nbsp;:</label><textarea name="c_content" cols="35" rows="7"></textarea></p>'
        '<p><input type="submit" class="preview" value="prévisualiser" /></p></form>'
    )
    left = (
        "<h4>Catégories</h4>"
        + links(
            ("Sorties", "Cols", "Voyages au long cours", "Matériel", "Cartes"),
            "/category/",
            counts=("(84)", "(41)", "(12)", "(9)", "(6)"),
        )
        + "<h4>Calendrier</h4>"
        + calendar("mai 2012", 31, 1, (4, 12, 19, 20, 21), "Lu,Ma,Me,Je,Ve,Sa,Di")
        + "<h4>Archives</h4>"
        + links(("mai 2012", "avril 2012", "mars 2012", "février 2012"), "/archive/")
    )
    side = (
        "<h4>Derniers commentaires</h4><ul>"
        + "".join(
            f'<li><a href="/post/{slug(t)}">{esc(t)}</a> - <b>{esc(a)}</b></li>'
            for t, a in rows("""
Étape 3 : le Glandon par la vallée des Villards | Odile
Étape 2 : Albertville – Saint-Jean | Pierrot du 38
Préparer ses sacoches : la liste | Claire R.
""")
        )
        + "</ul><h4>Liens</h4>"
        + links(
            (
                "Le club des Cent Cols",
                "Vélo et Sacoches",
                "Cyclo-Camping International",
                "Les routes de l'Oisans",
            ),
            "/out/",
        )
        + "<h4>Mots-clés</h4>"
        + cloud("Alpes:5, Oisans:4, bivouac:2, col:5, pluie:3, sacoches:3, Vercors:2")
        + '<h4>Syndication</h4><p><a href="/feed/atom">fil Atom des billets</a><br /><a href="/feed/atom/comments">fil Atom des commentaires</a></p>'
    )
    style = (
        "#comments dt{font-size:11px;color:#777;margin-top:10px;border-top:1px dotted #b8c79c;padding-top:4px}#comments dd{margin:2px 0 0 18px}"
        "#comments dt.me,#comments dd.me{background:#f4f7ec}.comment-number{font-weight:bold;color:#2f4a2f}#pings dt{font-size:11px;color:#777}"
    )
    piece = Piece(
        "Étape 4 : la Croix de Fer sous la neige",
        "Par Le cyclo",
        "2012-05-21T18:30:00+02:00",
        "lundi 21 mai 2012",
        """
Départ à sept heures de Saint-Jean-de-Maurienne, avec un ciel d'un bleu insolent et quatre degrés au thermomètre de la boulangerie. Vingt-neuf kilomètres de montée jusqu'au col, dont les derniers entre deux murs de neige.

Je suis passé par Saint-Sorlin-d'Arves pour le ravitaillement : deux pains au chocolat, un café, et une conversation avec un berger qui trouvait que j'étais « bien chargé pour un vélo ». Il n'avait pas tort.

Au sommet, personne, sinon un couple de Hollandais en camping-car qui attendait l'ouverture de la route. Descente prudente sur le lac de Grand'Maison, où il restait de la glace, puis Allemont et Bourg-d'Oisans. Cent deux kilomètres, deux mille cent mètres de dénivelé.
""",
        tags=("Cols", "Alpes"),
    )
    return case(
        "bs-fr-dotclear-arobase",
        "discussion",
        "fr-cyclo",
        piece,
        Bits(after=after, left=left, side=side, style=style),
        seeds(ns),
        path="/post/2012/05/21/Etape-4-la-Croix-de-Fer-sous-la-neige",
        reveal="on_load",
        container="div#comments: h3 'Commentaires', one dl of dt/dd pairs (dt: the number, 'Le lundi 21 mai 2012 à 19:04, par NAME'; dd: the text), the blogger's pair class 'me'; a second dl of pingbacks (div#pings 'Rétroliens') after it in the same markup",
        heading="Commentaires",
        description="A cycle-touring blog on a Dotclear-like engine, 2012: a stage report with 10 flat comments (the blogger answering three times), five answers opening with '@NAME :', which is their only sign of a parent; after the comments a 'Rétroliens' list holding one pingback in the very same dt/dd markup; the left column's categories with counts, a calendar and the archives, the right column's latest comments of other posts, links, keywords and feeds. Most awkward: flat, the parents only in '@NAME' at the start of the text; a pingback right after in the same markup.",
        static=True,
        lookalikes=("latest comments of other posts", "a pingback in the comments' dt/dd markup"),
    )


def threads_bs() -> list[Case]:
    return [en_journal(), en_movable_quote(), en_drupal_indented(), de_serendipity(), fr_dotclear_arobase()]
