"""Blind set CS: three discussions in the served HTML in markup that never says "comment": a small AM radio station's
news page whose "Sound off" is one table cell of loose texts between ``<br><br>``, each signed after the text with
"-- NAME, Town" and a relative time; a woodworking blog whose "Reactions" sit inside the post's own ``div`` after its
last paragraph, each opened by "NAME had this to say on DATE:", the blogger's answers indented by an inline margin;
a high-school sports site's message-board thread embedded under the game story ("From the message board"), one
table per post with a member column, "Re:" subjects, a quoted post and signatures under a rule. Every class name, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cs_common import (
    SITES_CS,
    Case,
    Seed,
    ad,
    case,
    esc,
    head,
    links,
    menu,
    paras,
    share_bar,
    tag_cloud,
)


def radio_sound_off() -> Case:
    site = SITES_CS["radio"]
    cs = [
        Seed(
            "Dale",
            "I drove that stretch every morning for 22 years hauling milk and I can tell you the curve by the old "
            "Pruitt place has been bad since they widened it in '98. They banked it the wrong way. Nobody at the county "
            "wants to hear it.",
            when="posted 3 days ago",
        ),
        Seed(
            "Becky H.",
            "My prayers go out to the Lindgren family. Tom was my son's Little League coach for two summers and he never "
            "once raised his voice at those boys. This valley lost a good one.",
            when="posted 3 days ago",
        ),
        Seed(
            "concerned parent",
            "A flashing sign is not going to fix anything. The school bus goes through there twice a day. Put a guard "
            "rail in and drop the limit to 35, how hard is that?",
            when="posted 2 days ago",
        ),
        Seed(
            "Walt Ferrand",
            "For the record the county road commission meets the 2nd Tuesday of every month at 7pm at the annex on "
            "Depot St. If you want a guard rail, show up. I have been to the last four meetings and there were never "
            "more than six of us in the room.",
            when="posted 2 days ago",
        ),
        Seed(
            "Anonymous",
            "Maybe people should just slow down. I see them passing on the double yellow by the gravel pit every "
            "single day.",
            when="posted 1 day ago",
        ),
        Seed(
            "Marcy",
            "Walt is right. I'll be there Tuesday. Anybody need a ride from the Bell Lake end, call the store and ask "
            "for me.",
            when="posted 14 hours ago",
        ),
    ]
    towns = ["Coldwater", "Bell Lake", "Coldwater", "Hadley", "", "Bell Lake"]
    entries = []
    for c, town in zip(cs, towns, strict=True):
        sig = f"-- {esc(c.author)}, {esc(town)}" if town else f"-- {esc(c.author)}"
        entries.append(
            f'{esc(c.text)}<br>\n<font size="1" color="#666666"><i>{sig} ({esc(c.when)})</i></font>'
        )
    sound_off = (
        '<table width="100%" cellpadding="6" cellspacing="0" border="0" bgcolor="#f5efe0">'
        '<tr><td bgcolor="#7a1010"><font color="#ffffff" size="3"><b>Sound off</b></font></td></tr>'
        '<tr><td><font size="1">Tell us what you think. Keep it clean and keep it local. Posts are read by station staff '
        "before they go up.</font></td></tr>"
        '<tr><td><font size="2">' + "<br><br>\n".join(entries) + "</font></td></tr>"
        '<tr><td><form action="/soundoff/post" method="post"><font size="1">Your name:</font> <input type="text" name="n" size="20"> '
        '<font size="1">Town:</font> <input type="text" name="t" size="14"><br><textarea name="m" rows="4" cols="50"></textarea><br>'
        '<input type="submit" value="Sound off"></form></td></tr></table>'
    )
    swap = "".join(
        f"<li>{esc(x)}</li>"
        for x in [
            "FOR SALE: 4 snow tires 215/70R15, good tread, $120. 555-0142",
            "WANTED: square bales, 50 or so. Call after 5. 555-0178",
            "FREE: barn cats to good home, already mousers. 555-0116",
        ]
    )
    story = """The Michigan State Police say a Coldwater man died Sunday night when his pickup left Ferrier Road at the curve just north of Sixteen Mile Road and struck a tree.

Troopers identified the driver as 47-year-old Thomas Lindgren. He was alone in the truck. Police say speed and wet pavement may have been factors. The crash is still under investigation.

It is the third fatal crash on that curve since 2009. County road commission manager Gary Osterhout told KQDL News the commission will put up a flashing curve warning sign "within the next few weeks" and will look at other options at its October meeting.

Funeral arrangements are being handled by Haskins Funeral Home in Coldwater."""
    body = (
        f'<body bgcolor="#d8cfb8" topmargin="0"><table width="900" align="center" cellpadding="0" cellspacing="0" bgcolor="#ffffff">'
        f'<tr><td colspan="3" bgcolor="{site.color}"><font face="Georgia" size="6" color="#ffffff"><b>{esc(site.name)}</b></font>'
        f'<br><font size="1" color="#f0d0d0">{esc(site.tagline)}</font></td></tr>'
        f'<tr><td colspan="3" bgcolor="#eeeeee"><font size="1">{menu(site)}</font></td></tr>'
        '<tr><td width="160" valign="top" bgcolor="#f7f3e8"><font size="1"><b>ON AIR NOW</b><br>Swap Shop with Lyle<br>9:05 - 10:00 am<br><br>'
        "<b>WEATHER</b><br>Coldwater 48&deg; Cloudy<br>Tonight: rain, low 39<br><br><b>SCHOOL CLOSINGS</b><br>None reported</font></td>"
        '<td width="500" valign="top" style="padding:8px"><font size="1" color="#999">Local News &raquo; Posted Monday, September 19, 2011 at 6:10 am</font>'
        '<h2 style="margin:4px 0">Coldwater man killed in Ferrier Road crash</h2>'
        + paras(story)
        + '<p><font size="1">Copyright 2011 KQDL. All rights reserved. This material may not be published, broadcast, rewritten or redistributed.</font></p>'
        + share_bar("kqdl-ferrier")
        + sound_off
        + "</td>"
        '<td width="240" valign="top"><font size="1">'
        + ad("160x600", "Coldwater Farm & Feed - Fall Seed Sale")
        + "<br><b>MOST READ</b><ol>"
        + links(
            [
                "Coldwater man killed in Ferrier Road crash",
                "Bell Lake fish fry returns Friday",
                "Hadley council tables water rate hike",
                "Cardinals roll past Union City 35-7",
            ],
            "/local-news/",
        )
        + f"</ol><b>SWAP SHOP</b><ul>{swap}</ul></font></td></tr>"
        '<tr><td colspan="3" bgcolor="#eeeeee" align="center"><font size="1">KQDL 1340 AM &middot; 212 N. Monroe St., Coldwater &middot; '
        "Studio line 555-0100 &middot; EEO Public File</font></td></tr></table></body></html>"
    )
    html = (
        head(
            site,
            "Coldwater man killed in Ferrier Road crash",
            "2011-09-19T06:10:00-04:00",
            "body{font-family:Verdana,Arial,sans-serif;font-size:12px}",
            "html4",
        )
        + body
    )
    return case(
        "cs-radio-sound-off",
        "discussion",
        html,
        cs,
        path="/local-news/coldwater-man-killed-in-ferrier-road-crash.html",
        container="one table cell of loose texts between <br><br>",
        heading="Sound off",
        description="an AM radio station's news page of 2011: 'Sound off' as one td holding 6 loose texts separated by "
        "<br><br>, each signed after the text in a <font><i>-- NAME, Town (posted n days ago)</i></font>; no element per "
        "comment, one signed 'Anonymous' without a town",
    )


def shop_reactions() -> Case:
    site = SITES_CS["shop"]
    cs = [
        Seed(
            "Pete in Duluth",
            "Great write-up. I've been putting off a shooting board for years because I figured I needed a fancy low-angle "
            "plane. Going to try it with my old Stanley #5 this weekend.",
            when="March 4th, 2010",
        ),
        Seed(
            "Gary R.",
            "One question - did you glue the fence on or just screw it? Mine went out of square after a winter in the "
            "garage and I think the glue joint crept.",
            when="March 4th, 2010",
        ),
        Seed(
            "Ben",
            "Screws only, Gary, and I slotted the back two holes so I can tweak it with a couple of taps. If it goes "
            "out again I'll just knock it back. MDF doesn't care much about the seasons but the fence does.",
            parent=1,
            when="March 4th, 2010",
        ),
        Seed(
            "Gary R.",
            "Slotted holes. Of course. Thanks.",
            parent=2,
            when="March 5th, 2010",
        ),
        Seed(
            "Lisa Marchetti",
            "I made one from your first version back in 2008 and it's still the most used jig in my shop. The paraffin "
            "on the runway is the best tip in the whole post, people skip that and then wonder why the plane chatters.",
            when="March 6th, 2010",
        ),
        Seed(
            "woodbutcher72",
            "Any reason you went with 3/4 MDF instead of Baltic birch? I have a half sheet of birch ply left over from "
            "the kitchen drawers.",
            when="March 8th, 2010",
        ),
        Seed(
            "Ben",
            "Just what I had on hand. Birch ply will be lighter and hold screws better. Go for it, just make sure the "
            "bed is dead flat before you attach anything.",
            parent=5,
            when="March 8th, 2010",
        ),
    ]

    def entry(i: int) -> str:
        c = cs[i]
        depth = 0
        p = c.parent
        while p is not None:
            depth += 1
            p = cs[p].parent
        style = (
            f' style="margin-left:{32 * depth}px;border-left:2px solid #d9c7a8;padding-left:10px"'
            if depth
            else ""
        )
        name = (
            f'<a href="http://sawdustandshellac.net/about/">{esc(c.author)}</a>'
            if c.author == "Ben"
            else esc(c.author)
        )
        return (
            f'<div{style}><p class="sig"><b>{name}</b> had this to say on {esc(c.when)}:</p>'
            f'{paras(c.text)}</div><hr size="1" noshade color="#e0d6c0">'
        )

    reactions = (
        '<h4 style="margin-top:28px;font:bold 15px Georgia;color:#5b3a1a">7 Reactions</h4>'
        + "".join(entry(i) for i in range(len(cs)))
        + '<h4>Say something</h4><form action="/wp-post.php" method="post"><p><input name="author" size="22"> Name (required)</p>'
        '<p><input name="email" size="22"> Mail (will not be published) (required)</p><p><input name="url" size="22"> Website</p>'
        '<p><textarea name="msg" cols="58" rows="8"></textarea></p><p><input type="submit" value="Submit"></p></form>'
    )
    post = """I promised a few of you last fall that I'd build a new shooting board and take pictures this time. Well, the old one finally cracked along the runway, so here we go.

The base is a piece of 3/4" MDF, 24" by 12". The bed on top is another piece of MDF, 18" by 9", glued and screwed down so there's a step along the front edge about 2-3/4" wide. That step is the runway for the plane. I rub a little paraffin on it before every session.

The fence is a piece of quartersawn white oak I had kicking around, 1" thick. I set it square with my best engineer's square and a couple of test cuts. Don't trust the square alone, trust the test cuts: plane the end of a scrap, flip it, and check it against the other edge.

That's really it. Took an afternoon, most of which was waiting for the glue. Next week I'll show the 45-degree version for mitres."""
    style = (
        "body{background:#efe6d2;font:14px/1.6 Georgia,serif;color:#2a2014;margin:0}#wrap{width:880px;margin:0 auto;background:#fffaf0;padding:0 20px 20px}"
        "#hd{padding:22px 0;border-bottom:3px solid #5b3a1a}#hd a{font-size:32px;color:#5b3a1a;text-decoration:none}"
        "#col{float:left;width:590px}#sb{float:right;width:250px;font-size:12px}#sb h3{border-bottom:1px solid #c9b48c}"
        ".sig{font-size:12px;color:#6b5a40;margin-bottom:2px}.post h2{font-size:24px}.meta{font-size:11px;color:#888}"
        ".sharebar span{margin-right:8px;font-size:11px}#ft{clear:both;font-size:11px;text-align:center;padding-top:20px}"
    )
    side = (
        '<div id="sb"><h3>About</h3><p>I\'m Ben Haugland. I build furniture in a one-car garage in Anoka, Minnesota, '
        "mostly with hand tools and mostly on weekends.</p>"
        "<h3>Popular posts</h3><ul>"
        + links(
            [
                "Sharpening without the fuss",
                "Restoring a $5 Stanley #5",
                "My bench, two years on",
                "Hide glue for the impatient",
            ],
            "/",
        )
        + "</ul><h3>Tags</h3><p>"
        + tag_cloud(
            "jigs:5, planes:4, sharpening:4, finishing:3, shellac:3, MDF:1, oak:2, workbench:3, saws:2, hide glue:1"
        )
        + "</p><h3>Blogroll</h3><ul>"
        + links(
            ["The Unplugged Garage", "Plane Tales", "Oak & Iron Workshop", "Rust Hunters"],
            "http://example.net/",
        )
        + '</ul><h3>Archives</h3><ul><li><a href="/2010/03/">March 2010</a> (3)</li><li><a href="/2010/02/">February 2010</a> (5)</li>'
        '<li><a href="/2010/01/">January 2010</a> (4)</li></ul>'
        + ad("250x250", "Lee Valley-style ad: Holiday catalogue")
        + "</div>"
    )
    body = (
        f'<body><div id="wrap"><div id="hd"><a href="/">{esc(site.name)}</a><br><i>{esc(site.tagline)}</i>'
        f'<br><small>{menu(site, " &middot; ")}</small></div><div id="col">'
        '<div class="post" id="post-412"><h2>A shooting board in an afternoon</h2>'
        '<p class="meta">Posted by Ben on March 3, 2010 in <a href="/category/jigs/">Jigs</a></p>'
        + paras(post)
        + share_bar("shop-shooting-board")
        + '<p class="meta">Tags: <a href="/tag/jigs">jigs</a>, <a href="/tag/planes">planes</a>, <a href="/tag/mdf">MDF</a></p>'
        + reactions
        + "</div>"
        '<div class="nav"><a href="/2010/02/restoring-a-5-stanley-5/">&laquo; Restoring a $5 Stanley #5</a> | '
        '<a href="/2010/03/a-45-degree-shooting-board/">A 45-degree shooting board &raquo;</a></div></div>'
        + side
        + f'<div id="ft">&copy; 2008-2010 {esc(site.name)} &middot; Powered by a very old theme</div></div></body></html>'
    )
    html = head(site, "A shooting board in an afternoon", "2010-03-03T20:15:00-06:00", style) + body
    return case(
        "cs-shop-reactions",
        "discussion",
        html,
        cs,
        path="/2010/03/a-shooting-board-in-an-afternoon/",
        container="classless divs inside the post's own div, after its tags",
        heading="7 Reactions",
        description="a woodworking blog of 2010: '7 Reactions' inside the post's div after the share bar and tags; "
        "each entry a classless div with 'NAME had this to say on DATE:' above the text and an <hr> after it; "
        "replies only by an inline margin-left (3 levels), the blogger answering twice",
    )


def prep_board() -> Case:
    site = SITES_CS["prep"]
    posts = [
        (
            "Big Red Nation",
            "Junior Member",
            "87",
            "Nov 2011",
            "Re: Marathon holds off Wittenberg 21-20",
            None,
            None,
        ),
        (
            "Coach_K_fan",
            "Senior Member",
            "1,412",
            "Aug 2008",
            "Re: Marathon holds off Wittenberg 21-20",
            None,
            "Go Raiders! State or bust 2011",
        ),
        ("tigerdad", "Member", "256", "Sep 2010", "Re: Marathon holds off Wittenberg 21-20", 1, None),
        (
            "Big Red Nation",
            "Junior Member",
            "87",
            "Nov 2011",
            "Re: Marathon holds off Wittenberg 21-20",
            None,
            None,
        ),
        (
            "WabenoRef",
            "Member",
            "402",
            "Jan 2009",
            "Re: Marathon holds off Wittenberg 21-20",
            2,
            "Views are my own and not the WIAA's.",
        ),
        (
            "gridiron_gramma",
            "Junior Member",
            "12",
            "Oct 2011",
            "Re: Marathon holds off Wittenberg 21-20",
            None,
            None,
        ),
    ]
    cs = [
        Seed(
            "Big Red Nation",
            "What a game. Wittenberg had no business being in that one after the first quarter and then they almost "
            "stole it. Hats off to their kids.",
            when="11-12-2011, 11:48 PM",
        ),
        Seed(
            "Coach_K_fan",
            "Going for two at the end was the right call and I'll argue with anybody about it. Their kicker had already "
            "missed one. Your defense was gassed. Win it right there.",
            when="11-13-2011, 12:15 AM",
        ),
        Seed(
            "tigerdad",
            "Right call, wrong play. You run a sweep to the short side with the whole stadium knowing it's coming? "
            "Put it in Hanke's hands and let him make a throw.",
            parent=1,
            when="11-13-2011, 08:02 AM",
        ),
        Seed(
            "Big Red Nation",
            "Also nobody is talking about the Marathon line. They pushed Wittenberg around all night on the ground. "
            "Schultz and Dahl both played both ways in the second half too.",
            when="11-13-2011, 09:30 AM",
        ),
        Seed(
            "WabenoRef",
            "The hold call on the punt return was legit. I had a good angle from the end zone bleachers. Number 54 had "
            "a fistful of jersey.",
            parent=2,
            when="11-13-2011, 10:47 AM",
        ),
        Seed(
            "gridiron_gramma",
            "My grandson plays for Marathon and I don't understand half of what you all are saying but I was never so "
            "proud. Thank you to whoever posted the game story link, I printed it for the fridge.",
            when="11-13-2011, 01:22 PM",
        ),
    ]
    rows = []
    for i, (c, (name, rank, count, joined, subject, quoted, sig)) in enumerate(zip(cs, posts, strict=True)):
        quote = ""
        if quoted is not None:
            q = cs[quoted]
            quote = (
                f'<div style="margin:5px 20px 10px 20px"><div class="smallfont">Quote:</div>'
                f'<table cellpadding="6" cellspacing="0" border="0" width="100%"><tr><td class="alt2" style="border:1px inset">'
                f"Originally Posted by <strong>{esc(q.author)}</strong><br>{esc(q.text)}</td></tr></table></div>"
            )
        signature = f"<div>__________________<br>{esc(sig)}</div>" if sig else ""
        pid = 88104 + 7 * i
        rows.append(
            f'<table class="tborder" id="post{pid}" cellpadding="6" cellspacing="1" border="0" width="100%" align="center">'
            f'<tr><td class="thead" colspan="2"><span style="float:right">#{i + 2}</span>{esc(c.when)}</td></tr>'
            f'<tr valign="top"><td class="alt2" width="150"><a class="bigusername" href="/board/member.php?u={pid % 977}">{esc(name)}</a>'
            f'<div class="smallfont">{esc(rank)}</div><div class="smallfont">Join Date: {esc(joined)}<br>Posts: {esc(count)}</div></td>'
            f'<td class="alt1" id="td_post_{pid}"><div class="smallfont"><strong>{esc(subject)}</strong></div><hr size="1" style="color:#d1d1e1">'
            f'<div id="post_message_{pid}">{quote}{esc(c.text)}</div>{signature}</td></tr></table><br>'
        )
    board = (
        '<div class="fromboard"><h3>From the message board</h3>'
        '<p class="smallfont">This game story was posted to the <a href="/board/forumdisplay.php?f=4">Wabeno Conference Football</a> forum. '
        '<a href="/board/showthread.php?t=11902">View the full thread (7 posts)</a> &middot; <a href="/board/register.php">Register</a> to post.</p>'
        '<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"><tr><td class="thead" colspan="2">#1 11-12-2011, 11:05 PM</td></tr>'
        '<tr valign="top"><td class="alt2" width="150"><a class="bigusername" href="/board/member.php?u=1">TCPR Staff</a><div class="smallfont">Administrator</div></td>'
        '<td class="alt1"><div class="smallfont"><strong>Marathon holds off Wittenberg 21-20</strong></div><hr size="1">'
        'Discuss the game story here: <a href="/football/2011/11/marathon-holds-off-wittenberg-21-20">Marathon holds off Wittenberg 21-20</a></td></tr></table><br>'
        + "".join(rows)
        + "</div>"
    )
    story = """MARATHON - Ryan Hanke threw for 188 yards and two touchdowns and the Marathon defense stopped a two-point try with 41 seconds left as the Red Raiders held off Wittenberg-Birnamwood 21-20 in a Level 3 playoff game Friday night.

Wittenberg scored on a 9-yard run by Cole Brandt to pull within one point and went for the win. Marathon linebacker Eric Dahl met Brandt at the 2-yard line on the sweep.

"We knew they were going for it. Their coach told me before the game he wasn't coming here to tie," Marathon coach Dave Reinholt said. "Our kids were tired, but Eric made a heck of a play."

Marathon led 21-6 early in the third quarter after Hanke found Nate Schultz for a 34-yard score. Wittenberg answered with two long drives, helped by a holding penalty that wiped out a Marathon punt return to the 10.

Marathon (11-1) plays Stratford in the state semifinals next Friday at a site to be determined."""
    style = (
        "body{margin:0;background:#dfe5ee;font:13px Arial,sans-serif}#page{width:960px;margin:0 auto;background:#fff}"
        "#top{background:#123f7a;color:#fff;padding:14px}#top b{font-size:28px}#nav{background:#0b2a52;padding:6px 14px}#nav a{color:#fff;margin-right:14px;font-weight:bold;text-decoration:none}"
        "#main{float:left;width:620px;padding:14px}#rail{float:right;width:290px;padding:14px 14px 0 0}#rail h4{background:#123f7a;color:#fff;padding:4px}"
        ".tborder{background:#d1d1e1;border:1px solid #0b198c}.thead{background:#5c7099;color:#fff;font:bold 11px tahoma}.alt1{background:#f5f5ff}.alt2{background:#e1e4f2}"
        ".smallfont{font:11px verdana}.bigusername{font-size:14px;font-weight:bold}.fromboard h3{border-bottom:2px solid #123f7a}#foot{clear:both;background:#0b2a52;color:#ccc;padding:12px;font-size:11px}"
    )
    scores = "".join(
        f"<tr><td>{esc(a)}</td><td>{esc(b)}</td></tr>"
        for a, b in [
            ("Marathon 21, Wittenberg-Birnamwood 20", "F"),
            ("Stratford 35, Mosinee 14", "F"),
            ("Edgar 28, Shiocton 27", "F/OT"),
            ("Colby 17, Amherst 13", "F"),
        ]
    )
    body = (
        f'<body><div id="page"><div id="top"><b>{esc(site.name)}</b><br>{esc(site.tagline)}</div>'
        f'<div id="nav">{menu(site, " ")}</div><div id="main">'
        '<p class="smallfont">Football &raquo; Playoffs &raquo; Level 3</p><h1>Marathon holds off Wittenberg 21-20</h1>'
        '<p class="smallfont">By Jeff Tollefson, Prep Report &middot; Saturday, November 12, 2011</p>'
        + share_bar("prep-marathon")
        + paras(story)
        + board
        + '</div><div id="rail">'
        + ad("300x250", "Advertisement: Northwoods Ford - Truck Month")
        + f'<h4>Friday\'s scores</h4><table width="100%">{scores}</table>'
        "<h4>Hot threads</h4><ul>"
        + links(
            [
                "2011 All-Conference picks (42 replies)",
                "Wrestling preseason rankings (18 replies)",
                "Who replaces Coach Pagel? (61 replies)",
                "Level 3 bracket predictions (27 replies)",
            ],
            "/board/",
        )
        + "</ul></div>"
        f'<div id="foot">&copy; 2011 {esc(site.name)} &middot; Powered by vBulletin-style board software &middot; All times are GMT -6.</div></div></body></html>'
    )
    html = head(site, "Marathon holds off Wittenberg 21-20", "2011-11-12T00:30:00-06:00", style) + body
    return case(
        "cs-prep-board",
        "discussion",
        html,
        cs,
        path="/football/2011/11/marathon-holds-off-wittenberg-21-20/",
        container="a message-board thread under the story, one table per post",
        heading="From the message board",
        description="a high-school sports site of 2011: the forum thread of the game story printed under it, one "
        "table per post with a member column (rank, join date, post count), 'Re:' subjects, '#n' numbers; the staff "
        "account's opening post links the story (not a comment); two answers quote their parent ('Originally Posted by "
        "NAME'); a signature under '__________________'; one member posts twice",
    )


def threads_cs() -> list[Case]:
    return [radio_sound_off(), shop_reactions(), prep_board()]
