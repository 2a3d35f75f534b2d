"""Blind set CC: three larger discussions of 2012 in the served HTML: a Pennsylvania daily whose thread is a hosted
comment platform's server-rendered copy (the no-script fallback, nested lists, likes, "Flag"), right under sponsored
links with thumbnails; an English football fans' blog on a magazine theme showing the last of two comment pages ("23
Responses to …" over 8 numbered comments, "« Older Comments"); a political blog's long thread of 26 comments ("NAME
said," headers, three levels, the author's highlighted answers, trackbacks after the comments). Every class name,
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cc_common import (
    Bits,
    Case,
    Note,
    Piece,
    ad,
    also_like,
    blogroll,
    box,
    case,
    esc,
    links,
    newsletter,
    paras,
    popular,
    recent_comments,
    related,
    seeds,
    slug,
    tag_cloud,
    talk,
    tree,
    tweets,
)


def millbrook_hosted() -> Case:
    ns = talk("""
PattyK_Millbrook @ May 3, 2012 4:19 PM :: My mother went to Hollis Street, I went to Hollis Street, both my kids went there. Six people just decided that doesn't matter because of a spreadsheet. I hope everyone remembers this in November.
  ConestogaDad @ May 3, 2012 4:51 PM :: The spreadsheet says the building needs $4.2 million in repairs, Patty. The roof alone is $900k. Nobody wants to close it but what exactly do you want them to do, raise taxes again?
    PattyK_Millbrook @ May 3, 2012 5:07 PM :: Maybe stop paying a consultant $80,000 to tell them what everyone already knew? Just a thought.
    Gary Wendt @ May 3, 2012 6:22 PM :: Actually the consultant was paid out of the state grant, it was in the Courier-Ledger back in January. Not defending the vote, just the facts.
retired teacher 1979 @ May 3, 2012 7:40 PM :: I taught fourth grade at Hollis for 22 years. That building has had problems since the 80s and every board kicked the can down the road. This board finally made the call. It's sad, but it's not their fault.
Mike Sheaffer @ May 3, 2012 8:15 PM :: Where are the 140 kids going to go? Valley View is already using two trailers. Did anyone on the board actually walk through Valley View before voting?
  Lisa R. @ May 3, 2012 8:33 PM :: Mike, the article says the 5th graders go to the middle school and the rest get split between Valley View and Penn Street. There's a map on the district website.
    Mike Sheaffer @ May 3, 2012 9:01 PM :: Thanks Lisa. Splitting kids from the same neighborhood into two schools is even worse IMO.
Guest @ May 4, 2012 6:12 AM :: Follow the money. Who owns the lot next to Hollis Street? Just asking.
jtorres @ May 4, 2012 7:48 AM :: The bus is what worries me. My son would go from a 7 minute walk to a 35 minute bus ride. He's six.
""")
    likes = [14, 9, 17, 6, 11, 8, 3, 2, 1, 5]

    def item(i: int, n: Note, sub: str) -> str:
        pid = 48213 + 17 * i
        return (
            f'<li class="thb-post" id="thb-post-{pid}"><div class="thb-head"><img class="thb-av" src="/_avatar/thb-{slug(n.who)}.svg" alt="" width="36" height="36">'
            f'<span class="thb-name">{esc(n.who)}</span> <a class="thb-date" href="#thb-post-{pid}">{esc(n.at)}</a></div>'
            f'<div class="thb-msg">{paras(n.body)}</div>'
            f'<div class="thb-foot"><a href="#">Like</a> ({likes[i]}) · <a href="#">Reply</a> · <a href="#">Flag</a></div>{sub}</li>'
        )

    thread = tree(ns, item, '<ul class="thb-children">', "</ul>", top_open='<ul id="thb-list">')
    after = (
        '<div class="mc-sponsored"><h4>Sponsored links from around the web</h4>'
        + "".join(
            f'<a href="http://www.example.com/ad/{k}" rel="nofollow"><img src="/_avatar/mc-sp{k}.svg" alt="" width="130" height="90"><span>{esc(t)}</span></a>'
            for k, t in enumerate(
                (
                    "Pennsylvania drivers are stunned by this new rule",
                    "Doctors hate this one weird trick for belly fat",
                    "Remember her? You won't believe what she looks like now",
                    "Seniors in PA can get this benefit",
                )
            )
        )
        + "</div>"
        + '<div id="thb-thread"><div class="thb-bar"><b>10 comments</b> · <a href="#">Login</a> · Sort by: <a href="#">Oldest first</a></div>'
        '<div id="thb-seo">'
        + thread
        + "</div><noscript>Please enable JavaScript to view the comments powered by TalkbackHub.</noscript>"
        '<p class="thb-brand">comments powered by TalkbackHub</p></div>'
        "<script>var thb_site='millbrookcourier';var thb_ident='story-18830412';</script>"
    )
    side = (
        popular(
            "millbrook",
            "Most Commented",
            """
School board votes 6-3 to close Hollis Street Elementary | 10
Township supervisors split on Route 422 truck stop | 48
Letters: The borough's parking meters are a disgrace | 31
""",
            "comments",
        )
        + popular(
            "millbrook",
            "Most Read",
            """
Police: Millbrook man charged after chase ends in cornfield | 8,204
School board votes 6-3 to close Hollis Street Elementary | 6,977
Obituary: Harold 'Bud' Kreider, 88 | 2,140
""",
            "views",
        )
        + newsletter("millbrook", "Get the Courier-Ledger's morning headlines in your inbox every weekday.")
        + box(
            "millbrook",
            "Obituaries",
            links(
                [
                    "Harold 'Bud' Kreider, 88, of Millbrook",
                    "Dorothy M. Fasnacht, 79, of Conestoga Twp.",
                    "Ray L. Hollinger, 64, of Penn Hill",
                ],
                "/obituaries/",
            ),
        )
        + ad("millbrook", "300x250")
    )
    style = (
        ".mc-strip{background:#f1f1f1;font-size:11px;padding:3px 10px}.mc-mast{padding:10px}.mc-logo{font:bold 32px Georgia,serif;color:#123f73;text-decoration:none}"
        ".mc-sponsored a{display:inline-block;width:140px;font-size:11px;vertical-align:top;margin-right:6px}.thb-bar{border-bottom:2px solid #ccc;padding:4px 0}"
        "#thb-list,.thb-children{list-style:none;padding-left:0}.thb-children{margin-left:36px}.thb-post{padding:6px 0;border-top:1px solid #eee}"
        ".thb-av{float:left;margin-right:8px}.thb-name{font-weight:bold}.thb-date,.thb-foot{font-size:11px;color:#888}.thb-brand{font-size:10px;color:#aaa}"
    )
    piece = Piece(
        "School board votes 6-3 to close Hollis Street Elementary",
        "By Karen Stoltzfus, Staff Writer",
        "2012-05-03T14:30:00-04:00",
        "Thursday, May 3, 2012, 2:30 PM EDT",
        """
After more than three hours of public comment, the Upper Conestoga School Board voted 6-3 Wednesday night to close Hollis Street Elementary School at the end of the 2012-13 school year.

The 1926 building needs an estimated $4.2 million in repairs, including $900,000 for a new roof, according to a facilities study presented to the board in January.

Under the plan approved Wednesday, fifth graders will move to Conestoga Valley Middle School. The remaining students, about 140, will be divided between Valley View and Penn Street elementary schools.

"This is the hardest vote I have taken in nine years on this board," said board president Ronald Hess, who voted in favor. Directors Amy Klinger, Tom Brubaker and Denise Ortiz voted against the closure.

More than 200 people attended the meeting in the high school auditorium. Of the 31 people who spoke, 28 opposed the closing.

The district will hold an information session for Hollis Street families on May 17 at 7 p.m.
""",
        dek="Directors cite $4.2 million in repairs; 140 students to be split between two schools",
        section="News",
        tags=("Upper Conestoga School District", "Hollis Street Elementary", "education"),
        caption="Parents and students hold signs outside Wednesday's school board meeting. (Courier-Ledger photo)",
    )
    return case(
        "cc-millbrook-hosted",
        "discussion",
        "millbrook",
        piece,
        Bits(after=after, side=side, style=style, top="Millbrook 71°F Partly cloudy"),
        seeds(ns),
        path="/news/local/school-board-votes-6-3-to-close-hollis-street-elementary/article_18830412.html",
        container="div#thb-thread > div#thb-seo: ul#thb-list > li.thb-post (span.thb-name NAME, a.thb-date, div.thb-msg p, div.thb-foot 'Like (n) · Reply · Flag'), ul.thb-children replies",
        heading="10 comments",
        description="A Pennsylvania daily of 2012 on its newspaper CMS: a school-closing story, 'Sponsored links from around the web' with four thumbnails right above the thread, then a hosted comment platform's server-rendered thread as saved (the platform's script absent, its no-script notice still there): 10 comments, 5 replies on three levels, likes, 'Flag'; one author 'Guest'; most commented and most read with counts, a newsletter box, obituaries, ads. Most awkward: the platform's own markup with the bar '10 comments · Login · Sort by' instead of a heading, sponsored links just above.",
        lookalikes=("sponsored links with thumbnails", "most commented with counts"),
    )


def terrace_older() -> Case:
    ns = talk("""
Hatters Tom @ May 5, 2012 at 5:58 pm :: Russell has to go. That's three games in a row we've conceded after the 80th minute. You can't keep blaming the players when it happens every single week.
Old Stand Steve @ May 5, 2012 at 6:04 pm :: Tom, it's not the players who put Pennock at right back when he hasn't played there since the Conference. Well, actually I suppose that is Russell. Fair point.
Kelly H @ May 5, 2012 at 6:20 pm :: Anyone who went today - was the Curtis Road end open or still shut? Thinking of taking my lad on Tuesday.
Terrace Talk @ May 5, 2012 at 6:31 pm :: @Kelly still shut, they're saying after the summer now. Use the Mill Lane turnstiles and get there early, the queue was round the car park today.
Dave from Frome @ May 5, 2012 at 7:12 pm :: Watched it on the stream. Owusu was our best player by a mile, the lad never stops running. Why he gets hooked on 70 minutes every game I will never understand.
Hatters Tom @ May 5, 2012 at 7:25 pm :: Because Russell is scared of playing two up front away from home. Even when we're at home apparently.
bluearmy_88 @ May 5, 2012 at 8:47 pm :: Can we all calm down. We're 7th with two games left and still in the play-off places. If you'd offered us that in August we'd have bitten your hand off.
Old Stand Steve @ May 5, 2012 at 9:10 pm :: 88, we were 4th at Christmas. That's the problem.
""")

    def item(i: int, n: Note) -> str:
        no = 16 + i
        cid = 30912 + i
        admin = n.who == "Terrace Talk"
        return (
            f'<li class="tt-cm{" tt-admin" if admin else ""}" id="tt-cm-{cid}"><div class="tt-cn">#{no}</div>'
            f'<img src="/_avatar/tt-{slug(n.who)}.svg" alt="" width="48" height="48" class="tt-av">'
            f'<div class="tt-ch"><span class="tt-who">{esc(n.who)}</span> says:'
            + ('<span class="tt-badge">Site Admin</span>' if admin else "")
            + f'</div><div class="tt-cd"><a href="#tt-cm-{cid}">{esc(n.at)}</a></div>'
            f'<div class="tt-ct">{paras(n.body)}</div><a class="tt-rep" href="#respond">Reply</a></li>'
        )

    pager = '<div class="tt-cpager"><a href="/2012/05/05/hexford-2-2-barnsworth/comment-page-1/#comments">&laquo; Older Comments</a></div>'
    after = (
        related(
            "terrace",
            """
Barnsworth preview: five things to watch | Russell's side go into Saturday unbeaten in four against Barnsworth, but the injury list is getting longer by the day.
Owusu: I want to stay at Hexford | The winger told the local paper he's happy at the club despite interest from two Championship sides.
Away Days: a fan's guide to Barnsworth | Where to park, where to drink and where not to wear your colours.
""",
            "Related Posts",
        )
        + '<div id="tt-comments"><h3 class="tt-ct-title">23 Responses to &ldquo;Hexford 2-2 Barnsworth: Same Old Story in the Last Ten Minutes&rdquo;</h3>'
        + pager
        + '<ol class="tt-clist">'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + "</ol>"
        + pager
        + '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><p><input name="author"> Name (required)</p>'
        '<p><input name="email"> Mail (will not be published) (required)</p><p><textarea name="comment" rows="8" cols="50"></textarea></p>'
        '<p><input type="submit" value="Submit Comment"></p></form></div></div>'
    )
    side = (
        box(
            "terrace",
            "League Table",
            "<table><tr><th>#</th><th>Team</th><th>P</th><th>Pts</th></tr><tr><td>5</td><td>Carlow Rovers</td><td>44</td><td>70</td></tr>"
            "<tr><td>6</td><td>Stanmore Athletic</td><td>44</td><td>69</td></tr><tr><td>7</td><td>Hexford Town</td><td>44</td><td>68</td></tr>"
            "<tr><td>8</td><td>Barnsworth</td><td>44</td><td>66</td></tr></table>",
        )
        + popular(
            "terrace",
            "Most Commented",
            """
Russell: judge me at the end of the season | 94
Hexford 2-2 Barnsworth: Same Old Story in the Last Ten Minutes | 23
Season ticket prices frozen for 2012/13 | 57
""",
            "comments",
        )
        + recent_comments(
            "terrace",
            """
Hatters Tom | Russell: judge me at the end of the season
Jonno | Season ticket prices frozen for 2012/13
Old Stand Steve | Russell: judge me at the end of the season
Dave from Frome | Owusu: I want to stay at Hexford
""",
        )
        + tweets(
            "terrace",
            "TerraceTalkHex",
            """
FT: Hexford 2-2 Barnsworth. Two points dropped. Again. Report up shortly. | 3 hours ago
GOAL Barnsworth. 87 minutes. You couldn't make it up. | 3 hours ago
GOAL! Owusu! 2-1 Hexford, 58 mins | 4 hours ago
""",
        )
        + ad("terrace", "300x250")
        + tag_cloud(
            "terrace",
            "Russell:16, Owusu:13, transfers:11, away days:9, play-offs:15, Barnsworth:8, Pennock:8, season tickets:10",
        )
    )
    style = (
        ".tt-topbar{background:#111;color:#ccc;font-size:11px;padding:3px 10px}.tt-head{padding:10px;overflow:hidden}.tt-logo{font:bold 30px Impact,sans-serif;color:#7a1015;text-decoration:none}"
        ".tt-breaking{background:#7a1015;color:#fff;padding:3px 10px;font-size:12px}.tt-clist{list-style:none;padding:0}.tt-cm{border-bottom:1px solid #ddd;padding:8px 0 8px 60px;position:relative}"
        ".tt-cn{position:absolute;right:0;color:#bbb;font-size:18px}.tt-av{position:absolute;left:0}.tt-who{font-weight:bold}.tt-cd{font-size:11px}"
        ".tt-admin{background:#f9eeee}.tt-badge{background:#7a1015;color:#fff;font-size:10px;padding:0 4px;margin-left:6px}.tt-ex{font-size:11px;color:#666;margin:0}"
    )
    piece = Piece(
        "Hexford 2-2 Barnsworth: Same Old Story in the Last Ten Minutes",
        "Matt Deacon",
        "2012-05-05T17:45:00+01:00",
        "May 5, 2012 at 5:45 pm",
        """
Two up at the break against Barnsworth might have been a stretch, but one up with ten minutes to go should have been enough. It wasn't. It hasn't been for three weeks now.

Owusu's early goal came from the kind of move we've been waiting all season to see: Pennock to Lacey, Lacey inside to Owusu, a shimmy and a finish into the far corner. Barnsworth levelled from a corner before half-time, Owusu made it 2-1 on 58 minutes, and then the manager took him off.

From there we sat deeper and deeper. Their equaliser on 87 minutes, a header from a free kick that never should have been given, was coming for a quarter of an hour.

We're still seventh with two to play. Tuesday night at home to Stanmore is now pretty much a cup final.

Ratings and the manager's comments to follow tomorrow. Up the Hatters.
""",
        section="Match Reports",
        tags=("Barnsworth", "Owusu", "Russell", "play-offs"),
        caption="Owusu wheels away after his second. Photo: Terrace Talk reader.",
    )
    return case(
        "cc-terrace-older",
        "discussion",
        "terrace",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            top="Hexford 2-2 Barnsworth: Stanmore at home on Tuesday now a must-win",
        ),
        seeds(ns),
        path="/2012/05/05/hexford-2-2-barnsworth/",
        container="div#tt-comments: h3 '23 Responses to …', '« Older Comments', ol.tt-clist > li.tt-cm (div.tt-cn '#16'…, span.tt-who NAME 'says:', div.tt-cd date link, div.tt-ct p)",
        heading="23 Responses to “Hexford 2-2 Barnsworth: Same Old Story in the Last Ten Minutes”",
        description="An English football fans' blog of 2012 on a magazine theme: a match report with related posts with excerpts, then '23 Responses to …' showing the last of two comment pages as saved (comments #16 to #23, '« Older Comments' above and below, the first page not in the archive): 8 flat comments, one by the blog itself ('Site Admin', highlighted) answering '@Kelly'; a league table, most commented with counts, recent comments of other posts, the blog's live tweets, a tag cloud, a breaking-news strip. Most awkward: the heading counts 23 but 8 are on the page, the numbers start at 16, the recent-comments widget names three of the page's commenters.",
        lookalikes=("recent comments of other posts", "the blog's tweets", "a league table"),
    )


def purple_long() -> Case:
    ns = talk("""
OhioJoe @ May 7, 2012 at 8:02 am :: Nobody should be surprised. Hamlin County went for the Democrat by 3 in '08 and the Republican by 5 in '10. It's a coin toss every single cycle and the campaigns still act like it doesn't exist.
  Ben Kowal @ May 7, 2012 at 8:40 am :: Joe, that's the part that gets me. Both campaigns have offices in Columbus and Dayton and nothing between them. The Albrecht campaign's nearest field office is 50 minutes away.
    OhioJoe @ May 7, 2012 at 9:02 am :: Which is why the TV money will show up in September and everyone will be sick of the ads by October.
Linda Sauer @ May 7, 2012 at 8:15 am :: I live in Hamlin County and I can tell you nobody here is talking about the Senate race. Everyone is talking about the Brenner plant. Four hundred jobs. Whoever has a real answer on that wins the county.
  Cal @ May 7, 2012 at 9:31 am :: Linda is right. My brother-in-law worked at Brenner for 19 years. He doesn't care about the party, he cares about who's going to bring something into that building.
    Linda Sauer @ May 7, 2012 at 10:02 am :: Exactly. And so far we've gotten one visit from Dunning and a letter from Albrecht's office.
  Rick in Zanesville @ May 7, 2012 at 11:47 am :: The plant was closing no matter who was in office. It's a global company, the decision was made in Germany.
Sam Whitford @ May 7, 2012 at 9:05 am :: How big was the sample? 412 likely voters in one county gives you a margin of error of almost 5 points. A "dead heat" is the only thing this poll can tell you.
  Ben Kowal @ May 7, 2012 at 9:20 am :: Sam, 412, MoE 4.8. It's in the last paragraph but you're right that I should have put it higher. Fixed.
  Marta G. @ May 7, 2012 at 10:55 am :: Still better than the statewide polls that have 40 people from the whole southeast of the state.
Dave Purcell @ May 7, 2012 at 10:20 am :: The fracking money is the other thing nobody is polling on. Half the farmers in the north of the county signed leases last year. That's a lot of people with $3,000 an acre in the bank who suddenly have opinions about regulation.
  Linda Sauer @ May 7, 2012 at 10:44 am :: And the other half are worried about their wells. My neighbor has been hauling water for two months.
    Dave Purcell @ May 7, 2012 at 11:03 am :: Which is my point. It cuts both ways and neither candidate wants to touch it.
  Ben Kowal @ May 7, 2012 at 11:15 am :: Dave, we asked both campaigns about leases specifically. Albrecht's office said he "supports responsible development". Dunning's didn't answer. I'll post both statements in full tomorrow.
Concerned in Columbus @ May 7, 2012 at 12:30 pm :: Dunning voted against the school funding fix twice. That's all I need to know.
  Marta G. @ May 7, 2012 at 12:52 pm :: She voted against the first version because it cut rural districts by 11%. Read the bill.
    Concerned in Columbus @ May 7, 2012 at 1:10 pm :: I did read it. Rural districts were held harmless for two years in the amendment.
      Marta G. @ May 7, 2012 at 1:34 pm :: For two years. Then what? That's the whole problem with it.
Patrick O'Neill @ May 7, 2012 at 2:05 pm :: Great piece as always Ben. Would love to see the crosstabs by age. My guess is the under-40s here lean Dunning and the over-60s lean Albrecht by a lot.
  Ben Kowal @ May 7, 2012 at 2:21 pm :: Patrick, the pollster only released the top lines. I've asked for the rest and will update if I get them.
Truth Teller @ May 7, 2012 at 3:48 pm :: This blog is just a mouthpiece for the Democrats. "Purple" my foot.
  Rick in Zanesville @ May 7, 2012 at 4:10 pm :: I'm a registered Republican and I read this blog every day. Ben has been tougher on Dunning than the Dispatch has.
  OhioJoe @ May 7, 2012 at 4:22 pm :: Funny, last week someone in the comments called him a Tea Party shill. He must be doing something right.
Janet K @ May 7, 2012 at 6:40 pm :: I am 71 and have voted in every election since 1962. I have never once had a candidate for state senate knock on my door. Maybe that's why the county is a toss-up. Nobody ever asks us anything.
  Ben Kowal @ May 7, 2012 at 7:05 pm :: Janet, I'd like to talk to you for a follow-up piece if you're willing. I'll send you an email this evening.
Marta G. @ May 8, 2012 at 7:15 am :: Janet, that's the best comment on this thread.
""")
    author = "Ben Kowal"

    def item(i: int, n: Note, sub: str) -> str:
        cid = 5520 + i
        mine = n.who == author
        return (
            f'<div class="ps-c{" ps-mine" if mine else ""} ps-d{n.depth + 1}" id="ps-c{cid}">'
            f'<div class="ps-ch"><img src="/_avatar/ps-{slug(n.who)}.svg" alt="" width="32" height="32"> '
            f'<b class="ps-n">{esc(n.who)}</b>'
            + (' <span class="ps-au">(Author)</span>' if mine else "")
            + " said,"
            f'<br><small><a href="#ps-c{cid}">{esc(n.at)}</a></small></div>'
            f'<div class="ps-cb">{paras(n.body)}</div><div class="ps-cr"><a href="?replyto={cid}#respond">Reply</a></div>{sub}</div>'
        )

    thread = tree(ns, item, '<div class="ps-kids">', "</div>", top_open='<div class="ps-thread">')
    trackbacks = (
        '<h3 class="ps-tbh">Trackbacks/Pingbacks</h3><ol class="ps-tb">'
        '<li><a href="http://www.example.com/buckeye-briefing/">Morning Briefing: May 7 | The Buckeye Briefing</a> - [...] Ben Kowal has a new poll out of Hamlin County showing the state senate race tied at 44-44 [...]</li>'
        '<li><a href="http://www.example.com/swing-county-watch/">Swing County Watch, Week 19 | Heartland Numbers</a> - [...] over at Purple State Dispatch, the margin of error discussion in the comments is worth reading [...]</li></ol>'
    )
    after = (
        '<div id="ps-comments"><h3>26 Responses to &ldquo;Poll: Hamlin County Senate Race a Dead Heat, and Nobody Is Campaigning There&rdquo;</h3>'
        '<p class="ps-sub"><a href="/2012/05/07/hamlin-poll/feed/">Subscribe to comments with RSS</a></p>'
        + thread
        + trackbacks
        + '<div id="respond"><h3>Leave a Reply</h3><p>You must be <a href="/login">logged in</a> to post a comment.</p></div></div>'
    )
    side = (
        box(
            "purple",
            "About the Dispatch",
            "<p>Ben Kowal covered the Statehouse for 14 years before going independent in 2009. Purple State Dispatch is reader-supported and takes no party money.</p>"
            '<p><a href="/donate">Donate</a></p>',
        )
        + popular(
            "purple",
            "Most Commented",
            """
Poll: Hamlin County Senate Race a Dead Heat | 26
The Brenner Plant Closing, One Year Later | 71
Why the Redistricting Map Matters More Than the Ballot | 58
""",
            "comments",
        )
        + recent_comments(
            "purple",
            """
Marta G. | Poll: Hamlin County Senate Race a Dead Heat
Janet K | Poll: Hamlin County Senate Race a Dead Heat
Sam Whitford | Why the Redistricting Map Matters More Than the Ballot
Rick in Zanesville | The Brenner Plant Closing, One Year Later
""",
        )
        + tweets(
            "purple",
            "PurpleDispatch",
            """
New poll: Hamlin County SD-19 race tied 44-44. Neither campaign has an office in the county. http://t.co/pq21 | 12 hours ago
Albrecht campaign responds to our fracking questions. Dunning campaign has not. Statements tomorrow. | 9 hours ago
""",
        )
        + blogroll(
            "purple",
            [
                "The Buckeye Briefing",
                "Heartland Numbers",
                "Statehouse Notes",
                "Crosstabs Daily",
                "Rust Belt Ballots",
            ],
        )
        + tag_cloud(
            "purple",
            "Albrecht:12, Brenner plant:14, Dunning:12, fracking:15, Hamlin County:16, polls:13, redistricting:10, school funding:11, SD-19:9",
        )
    )
    style = (
        ".ps-c{border-top:1px solid #e2dcef;padding:6px 0 6px 10px}.ps-kids{margin-left:30px}.ps-ch img{vertical-align:middle}.ps-mine{background:#f4f0fb;border-left:3px solid #4b2e83}"
        ".ps-au{color:#4b2e83;font-size:11px}.ps-cr{font-size:11px}.ps-tb{font-size:11px;color:#666}.ps-sub{font-size:11px}"
    )
    piece = Piece(
        "Poll: Hamlin County Senate Race a Dead Heat, and Nobody Is Campaigning There",
        "Ben Kowal",
        "2012-05-07T06:30:00-04:00",
        "May 7, 2012",
        """
A new survey of Hamlin County voters shows the race for the 19th state senate district tied, 44 percent for state Rep. Carol Dunning and 44 percent for Mark Albrecht, with 12 percent undecided.

That would be news in any county. In Hamlin it is also a reminder of how little attention the county gets. Neither campaign has an office here. Albrecht has held one event in the county since announcing; Dunning has held two, both at the same union hall in Carrick.

Voters we spoke to in Carrick and New Bremen mentioned the same two things again and again: the closing of the Brenner auto parts plant last spring, which cost about 400 jobs, and the drilling leases that have changed the finances of dozens of farm families in the north of the county.

Neither candidate has said much about either. We asked.

The poll of 412 likely voters was conducted April 28 to May 2 for a coalition of local business groups and has a margin of error of plus or minus 4.8 percentage points.
""",
        section="Campaign 2012",
        tags=("Hamlin County", "SD-19", "polls", "Dunning", "Albrecht"),
    )
    return case(
        "cc-purple-long",
        "discussion",
        "purple",
        piece,
        Bits(
            after=after,
            side=side,
            style=style,
            inside=also_like(
                "purple",
                [
                    "The Brenner Plant Closing, One Year Later",
                    "Why the Redistricting Map Matters More Than the Ballot",
                    "Who Is Mark Albrecht?",
                ],
                "You Might Also Like",
            ),
        ),
        seeds(ns),
        path="/2012/05/07/hamlin-poll/",
        container="div#ps-comments: h3 '26 Responses to …', div.ps-thread > div.ps-c (b.ps-n NAME 'said,', small date link, div.ps-cb p), div.ps-kids replies on three levels; ol.ps-tb trackbacks after",
        heading="26 Responses to “Poll: Hamlin County Senate Race a Dead Heat, and Nobody Is Campaigning There”",
        description="An Ohio political blog of 2012 on a blog theme of its own: a poll story with 'You Might Also Like' thumbnails, then '26 Responses to …' with 26 comments (17 replies, up to four levels), the blogger answering five times ('(Author)', highlighted), an argument between two readers four levels deep, a troll and the answers to him; then 'Trackbacks/Pingbacks' with two excerpts; most commented with counts, recent comments naming this thread's commenters, the blog's tweets, a blogroll, a tag cloud. Most awkward: the size and depth, the trackbacks right after the last comment.",
        lookalikes=(
            "trackbacks with excerpts",
            "recent comments naming this thread's commenters",
            "the blog's tweets",
        ),
    )
