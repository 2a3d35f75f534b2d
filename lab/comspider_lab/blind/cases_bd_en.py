"""Blind set BD: eight English discussions, each an article's thread as an invented forum engine printed it under the
article (2008-2013), each with its one most awkward trait: quoted posts inside the replies (a table per post, a robot's
first post); long signatures under rules; one table of three rows per post; page 1 of 3 of a thread; a "Re:" subject
on every post; edited-by lines, a moderator's note and a deleted post; only the newest posts, newest first, in a
"Join the discussion" box; "thanks" lists under the posts. Every class name, name, place and text invented for this
set; each post written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bd_common import (
    MONTHS_EN,
    Case,
    P,
    Parts,
    Story,
    esc,
    make,
    member,
    paras,
    posts,
    seeds,
)


def _joined(name: str, year: int) -> str:
    m, y, _ = member(name, year)
    return f"{MONTHS_EN[m - 1]} {y}"


def _count(name: str, year: int) -> str:
    return f"{member(name, year)[2]:,}"


# --------------------------------------------------------------------------- 1. quoted posts, a table per post


def en_viaduct() -> Case:
    ps = posts("""
Gazette Newsdesk | 12-05-2009, 06:02 PM | - | x;bot | This is the discussion thread for the article "Millbrook viaduct to be rebuilt after lottery grant". Read the full story on the Gazette's news pages.
Old Sparky | 12-05-2009, 06:40 PM | - | - | Best news I've had all year. I walked the trackbed over the viaduct in 1971 just before they fenced it off and always thought that was the end of it.
wendover_tim | 12-05-2009, 07:12 PM | 1 | - | Same here, except I was on my dad's shoulders. Does anyone know if the original parapets survive or were they robbed out for walls?
Old Sparky | 12-05-2009, 07:31 PM | 2 | - | Most of the downstream parapet is still there, the upstream side went into the farm buildings at Coldharbour. You can see the dressed stones in the barn end if you know where to look.
Clive Amberley | 12-05-2009, 08:05 PM | - | - | £2.4m sounds a lot but it is nine arches and two of them are cracked right through. I would not be surprised if this ends up nearer four.
Ruth_at_Kettlewick | 12-05-2009, 08:47 PM | 4 | - | The society's own survey from 2007 put it at £3.1m with the drainage. The grant is not meant to cover everything, the rest is the share issue.
Clive Amberley | 12-05-2009, 09:20 PM | 5 | - | Fair enough, I hadn't seen that survey. Is it online anywhere?
Ruth_at_Kettlewick | 12-05-2009, 09:34 PM | 6 | - | It was in the members' magazine, spring 2008 issue. I'll scan the summary at the weekend.
pannier_fan | 13-05-2009, 07:15 AM | - | - | When does the work actually start? The article says "next year" but that could mean anything.
GWR_Geoff | 13-05-2009, 08:02 AM | 8 | - | Contractor has to be appointed first and the bats have to be surveyed over a full summer. Realistically spring 2011 at the earliest.
pannier_fan | 13-05-2009, 08:30 AM | 9 | - | Bats. Of course it's bats.
Ellie Marsh | 13-05-2009, 12:48 PM | - | - | Good to see a photo of the viaduct in the paper that isn't from 1962. Whoever took that one from the river must have got very wet feet.
GWR_Geoff | 13-05-2009, 05:55 PM | 3 | - | Coldharbour barn stones are listed as well now, so no chance of getting them back, before anybody asks.
""")

    def quote(p: P) -> str:
        if p.parent is None or ps[p.parent].has("x"):
            return ""
        q = ps[p.parent]
        return (
            '<div class="rrb-quote"><div class="rrb-qhead">Originally Posted by <b>'
            f'{esc(q.name)}</b> <a href="#post{20410 + q.num}" class="rrb-qlink">⇒</a></div>'
            f'<div class="rrb-qbody">{paras(q.text, sep="<br /><br />")}</div></div>'
        )

    def item(p: P) -> str:
        bot = p.has("bot")
        rank = "Newsroom" if bot else ("Moderator" if p.name == "GWR_Geoff" else "Senior Member")
        return (
            f'<table class="rrb-post" id="post{20410 + p.num}" cellpadding="6" cellspacing="0" width="100%">'
            f'<tr><td class="rrb-thead" colspan="2"><span class="rrb-date">{esc(p.when)}</span>'
            f'<a class="rrb-num" href="#post{20410 + p.num}">#{p.num + 1}</a></td></tr>'
            f'<tr><td class="rrb-user" width="170"><a class="rrb-name" href="/forums/member.php?u={p.num + 88}">{esc(p.name)}</a>'
            f'<div class="rrb-rank">{rank}</div><img src="/_avatar/rrb-{p.num}.svg" alt="" width="64" height="64" />'
            f'<div class="rrb-stat">Join Date: {_joined(p.name, 2009)}<br />Posts: {_count(p.name, 2009)}</div></td>'
            f'<td class="rrb-msg">{quote(p)}<div class="rrb-text">{paras(p.text, sep="<br /><br />")}</div></td></tr>'
            '<tr><td class="rrb-btns" colspan="2"><a href="#r">Reply</a> <a href="#q">Quote</a> '
            '<a href="/forums/report.php">Report</a></td></tr></table>'
        )

    title = "Millbrook viaduct to be rebuilt after lottery grant"
    block = (
        '<div id="rrb-thread"><div class="rrb-bar"><b>Forums</b> › Preservation › '
        f'<b>Article: {esc(title)}</b></div><p class="rrb-tools">Thread Tools · Display Modes · Page 1 of 1</p>'
        + "".join(item(p) for p in ps)
        + '<p class="rrb-foot"><a href="/forums/newreply.php?t=4410">Post Reply</a> · '
        '<a href="/forums/forumdisplay.php?f=6">« Previous Thread</a> | <a href="/forums/forumdisplay.php?f=6">Next Thread »</a></p></div>'
    )
    latest = (
        '<div class="rrb-latest"><h3>Latest forum posts</h3><ul>'
        '<li><a href="/forums/t4402">Coal stage at Wyke: photos</a><br /><small>by dieselbeth, Today 05:58 PM</small></li>'
        '<li><a href="/forums/t4399">OO gauge point motors, which ones?</a><br /><small>by Mike R, Today 04:41 PM</small></li>'
        '<li><a href="/forums/t4385">Gala weekend timetable</a><br /><small>by Hetty, Today 02:10 PM</small></li>'
        '<li><a href="/forums/t4371">Wanted: brake van drawings</a><br /><small>by tanktop, Yesterday 09:12 PM</small></li>'
        "</ul></div>"
    )
    css = (
        ".rrb-post{border:1px solid #c9c1ad;margin-bottom:8px;font-size:12px}.rrb-thead{background:#7b2d26;color:#fff}"
        ".rrb-num{float:right;color:#fff}.rrb-user{background:#f4f1ea;vertical-align:top;border-right:1px solid #d9d3c5}"
        ".rrb-rank{font-size:10px;color:#777}.rrb-stat{font-size:10px}.rrb-quote{margin:0 0 8px 10px;border:1px inset #ccc;"
        "background:#fbfaf6;padding:6px}.rrb-btns{text-align:right;background:#f4f1ea}"
    )
    st = Story(
        title,
        "By Martin Healey",
        "2009-05-12T16:30:00+01:00",
        "12 May 2009",
        """
The Millbrook Valley Railway has been awarded £2.4 million by the heritage lottery fund towards rebuilding the nine-arch viaduct that has stood unused since the branch closed in 1964.

The society plans to relay track across the viaduct and extend its running line by a mile and a half to the old station at Coldharbour. Volunteers have already cleared the approach embankment.

The rest of the cost is to be raised through a share issue and a public appeal. Work is expected to start next year once a contractor has been chosen.
""",
        lead="Nine-arch structure closed since 1964 will carry trains again under society's £3m plan.",
        section="Preservation",
        related=(
            "Pannier tank returns from overhaul",
            "Signal box moved by road",
            "Modelling the Millbrook branch",
        ),
        tags=("Millbrook", "viaducts", "grants"),
    )
    return make(
        "bd-en-quotes-table",
        "discussion",
        "en-railgazette",
        st,
        Parts(after=block, rail=latest, css=css),
        seeds(ps),
        path="/preservation/millbrook-viaduct-lottery-grant.html",
        container="div#rrb-thread: a bar 'Forums › Preservation › Article: …', one table.rrb-post per post (thead row with the date and '#n', td.rrb-user with name, rank, avatar, join date, post count, td.rrb-msg with div.rrb-quote 'Originally Posted by NAME' and div.rrb-text), a row of Reply/Quote/Report",
        heading=None,
        description="Hardest: the replies carry the whole quoted post in a box 'Originally Posted by NAME' before their own words (eight of twelve, up to three levels deep). An English railway magazine of 2009: a bulletin-board thread printed under the article, a table per post with the user column, post numbers, the newsroom robot's first post (not a comment), a 'Latest forum posts' box in the side column.",
    )


# --------------------------------------------------------------------------- 2. long signatures under rules


def en_ferry() -> Case:
    sigs = {
        "Mudlark": "Cold Harbour Sailing Club — racing secretary 2008-2010 // Boats: Wren (Wayfarer 7712), Little Auk (tender, leaky) // 'The tide waits for no committee meeting.'",
        "fennboy": "Fenn Valley born and bred. Photos: fennboy's river pictures, updated most Sundays.",
        "Lorna K": "Lorna Keast // Chair, Friends of the Quay // Next meeting: first Tuesday, Harbour Inn back room, 7.30pm. All welcome, bring a mug.",
        "SeaDog Pete": "Retired. Allegedly.",
        "Harbour Post": "",
    }
    ps = posts("""
Mudlark | 03-03-2010 19:04 | - | - | If the ferry stops at six in winter I can't get back from the late shift at the cannery. That's half the crew at our place. // Has anyone actually asked the people who use it at night?
fennboy | 03-03-2010 19:26 | 0 | - | They did a survey in the summer. In the summer. Of course nobody uses it at night in August, it's light till ten.
Lorna K | 03-03-2010 20:10 | - | - | The Friends of the Quay will be asking for a meeting with the operator before the consultation closes on the 26th. Please send me your shift times and how often you cross after six, I'll put them all in one letter.
SeaDog Pete | 03-03-2010 20:45 | - | - | Forty years I crossed on that boat. It used to run till midnight on a Saturday and they sold tea on it.
fennboy | 03-03-2010 21:02 | 3 | - | The tea was terrible Pete, be honest.
SeaDog Pete | 03-03-2010 21:15 | 4 | - | It was terrible. It was also hot, which is more than you can say for the waiting room now.
Mudlark | 04-03-2010 07:50 | 2 | - | Sent you mine Lorna. Tuesdays and Thursdays, back on the 21:40 most weeks.
Harbour Post | 04-03-2010 10:30 | - | staff | From the newsdesk: the operator has told us the consultation responses will be published in April. We'll report on them and on the Friends' meeting.
Gail Tremayne | 04-03-2010 13:22 | - | - | The bridge round by Fenn Cross is eleven miles. Nobody is going to cycle that at eleven at night in February.
""")

    def sig(name: str) -> str:
        s = sigs.get(name, "")
        if not s:
            return ""
        return (
            '<div class="hp-sig"><div class="hp-sigrule">__________________</div>'
            + "<br />".join(esc(x.strip()) for x in s.split(" // "))
            + "</div>"
        )

    def quote(p: P) -> str:
        if p.parent is None:
            return ""
        q = ps[p.parent]
        return f'<blockquote class="hp-q"><cite>{esc(q.name)} wrote:</cite>{paras(q.text)}</blockquote>'

    def item(p: P) -> str:
        return (
            f'<div class="hp-post" id="p{7700 + p.num}"><div class="hp-left"><a class="hp-user" href="/forum/profile/{7700 + p.num}">'
            f"{esc(p.name)}</a><br />"
            + ('<span class="hp-staff">Staff</span><br />' if p.has("staff") else "")
            + f'<img src="/_avatar/hp-{p.num}.svg" width="60" height="60" alt="" /><br /><small>Joined: {_joined(p.name, 2010)}'
            f'<br />Posts: {_count(p.name, 2010)}</small></div><div class="hp-right"><div class="hp-meta">'
            f'<a href="#p{7700 + p.num}">Post #{p.num + 1}</a> · {esc(p.when)}</div>{quote(p)}'
            f'<div class="hp-body">{paras(p.text)}</div>{sig(p.name)}'
            '<div class="hp-acts"><a href="#">Quote</a> <a href="#">Reply</a> <a href="#">Report</a></div></div></div>'
        )

    title = "Evening ferry sailings to end at 6pm in winter timetable"
    block = (
        f'<div class="hp-forum"><h2>Forum: {esc(title)}</h2><p class="hp-count">9 posts · <a href="/forum/t/2210">Open in the forum</a></p>'
        + "".join(item(p) for p in ps)
        + '<p><a href="/forum/login">Log in to reply</a></p></div>'
    )
    css = (
        ".hp-post{overflow:hidden;border-bottom:1px solid #ccd;padding:8px 0}.hp-left{float:left;width:130px;font-size:11px}"
        ".hp-right{margin-left:140px}.hp-meta{font-size:11px;color:#888}.hp-sig{font-size:10px;color:#777;margin-top:8px}"
        ".hp-q{background:#f3f3f8;border-left:3px solid #99a;margin:4px 0;padding:4px 8px}.hp-staff{background:#c8102e;color:#fff;font-size:9px;padding:0 3px}"
    )
    st = Story(
        title,
        "By Sarah Penhale, transport reporter",
        "2010-03-03T12:00:00+00:00",
        "Wednesday, 3 March 2010",
        """
The last ferry across the Fenn estuary will leave Cold Harbour at 6pm from November under a winter timetable proposed by the operator, cutting four evening crossings.

The company says fewer than a dozen passengers a night use the later sailings between November and February and that the crossings lose money.

A public consultation is open until 26 March. The Friends of the Quay say the change would leave shift workers without a way home.
""",
        section="Local",
        related=(
            "Quay wall repairs delayed",
            "Cannery to take on 40 staff",
            "Harbour master retires after 31 years",
        ),
        tags=("ferry", "Cold Harbour", "transport"),
    )
    return make(
        "bd-en-signatures",
        "discussion",
        "en-harbourpost",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/local/evening-ferry-sailings-winter.html",
        container="div.hp-forum: h2 'Forum: …', div.hp-post (div.hp-left: name, 'Staff', avatar, joined, posts; div.hp-right: 'Post #n · date', blockquote 'NAME wrote:', div.hp-body, div.hp-sig under a rule of underscores, Quote/Reply/Report)",
        heading="Forum: Evening ferry sailings to end at 6pm in winter timetable",
        description="Hardest: long signatures under every post of four members (a sailing club's officers and boats, a meeting notice of three lines, a motto) below a rule of underscores, as long as the posts. An English local paper of 2010: the forum thread under the article, quotes 'NAME wrote:', the newsdesk's own post (a comment).",
    )


# --------------------------------------------------------------------------- 3. one table, three rows per post


def en_gpu() -> Case:
    ps = posts("""
GearBench Bot | Mar 14 2011, 09:00 AM | - | x | Comments for: "Tested: the Vortex 560 Ti at £199". Read the review on the front page.
kilnworth | Mar 14 2011, 09:22 AM | - | - | Nice to see the noise figures at idle. Every other review just does full load and acts like nobody ever browses the web.
Aldo_B | Mar 14 2011, 09:40 AM | - | - | Why no results at 2560x1600? Anyone paying £199 for a card has probably got a big screen.
Jess (GearBench) | Mar 14 2011, 10:05 AM | 2 | staff | We ran out of time with the 30-inch panel on loan to the monitor group. The high-resolution numbers will be added on Thursday.
Aldo_B | Mar 14 2011, 10:12 AM | 3 | - | Fair enough, thanks for replying.
Rhoswen | Mar 14 2011, 10:57 AM | - | - | Mine coil-whines like mad above 200fps. Capping the frame rate fixed it. Might be worth a line in the review.
heatsinkhal | Mar 14 2011, 11:30 AM | 5 | - | Same here with a different brand. It's the board, not the chip.
Rhoswen | Mar 14 2011, 11:46 AM | 6 | - | Could be. Mine is the reference design so I'll blame everybody equally.
moth_on_a_fan | Mar 14 2011, 01:15 PM | - | - | Power draw at the wall is 40W less than my old card and it's faster. Upgrade made.
TorqueWrench | Mar 14 2011, 02:44 PM | - | - | The 6870 is £20 cheaper and nearly as quick in half your games. Hard to recommend this over it.
kilnworth | Mar 14 2011, 03:02 PM | 9 | - | In half of them. In the other half it's a good bit behind, and the drivers have been better on this side lately.
TorqueWrench | Mar 14 2011, 03:20 PM | 10 | - | Lately. Ask me again in six months.
Penny Farthing | Mar 14 2011, 06:48 PM | - | - | Would it fit in a small case? The length figure isn't in the spec table.
Jess (GearBench) | Mar 14 2011, 07:30 PM | 12 | staff | 229mm. We've put it in the table now, sorry for missing it.
Penny Farthing | Mar 14 2011, 07:41 PM | 13 | - | Perfect, that gives me 11mm to spare.
""")

    def quote(p: P) -> str:
        if p.parent is None or ps[p.parent].has("x"):
            return ""
        q = ps[p.parent]
        return f'<div class="gbq"><b>Quote ({esc(q.name)} @ {esc(q.when)})</b><br />{paras(q.text, sep="<br /><br />")}</div>'

    def rows3(p: P) -> str:
        return (
            f'<tr class="gb-h"><td><a name="entry{61000 + p.num}"></a><b class="gb-nm">{esc(p.name)}</b></td>'
            f'<td class="gb-pd">Posted: {esc(p.when)} <span class="gb-n">Post <a href="#entry{61000 + p.num}">#{p.num + 1}</a></span></td></tr>'
            f'<tr class="gb-b"><td class="gb-u" valign="top"><img src="/_avatar/gb-{p.num}.svg" width="50" height="50" alt="" /><br />'
            + ("GearBench staff" if p.has("staff") else "Robot" if p.has("x") else "Member")
            + f"<br />Group: {'Editors' if p.has('staff') else 'Bots' if p.has('x') else 'Members'}<br />Posts: {_count(p.name, 2011)}<br />Joined: {_joined(p.name, 2011)}</td>"
            f'<td class="gb-t" valign="top">{quote(p)}{paras(p.text, sep="<br /><br />")}</td></tr>'
            '<tr class="gb-f"><td>▲ Top</td><td align="right"><a href="#">+QUOTE</a> <a href="#">REPLY</a> <a href="#">REPORT</a></td></tr>'
        )

    block = (
        '<div class="gb-discuss"><div class="gb-disc-head">Reader discussion · 15 posts</div>'
        '<table class="gb-ipb" cellspacing="1" cellpadding="4" width="100%">'
        + "".join(rows3(p) for p in ps)
        + '</table><p class="gb-pages">1 page · <a href="/forums/index.php?showtopic=9033">Go to the forum</a></p></div>'
    )
    css = (
        ".gb-ipb{background:#aab;font-size:12px}.gb-ipb td{background:#fff}.gb-h td{background:#dfe6ee}.gb-u{width:150px;font-size:10px;"
        "background:#eef2f6!important}.gb-f td{background:#f4f4f4;font-size:10px}.gbq{background:#fafae8;border:1px dashed #bb9;margin:4px 0;padding:4px}"
    )
    st = Story(
        "Tested: the Vortex 560 Ti at £199",
        "Review by Jess Harcourt",
        "2011-03-13T22:00:00+00:00",
        "13 March 2011",
        """
The 560 Ti sits in the gap every midrange buyer has been complaining about. At £199 it undercuts last year's flagship while matching it in most of our tests.

In our eleven-game suite it averaged 58 frames per second at 1920x1200 with high detail, eight per cent behind the flagship and 14 per cent ahead of the card it replaces.

It is quiet at idle and only moderately loud under load. Our one complaint is that the reference cooler lets the core run hot in a small case.
""",
        lead="The midrange card we have waited a year for, with one caveat about heat.",
        section="Reviews",
        related=("Six budget cases compared", "SSD prices fall again", "How we test graphics cards"),
        tags=("graphics cards", "reviews", "Vortex"),
    )
    return make(
        "bd-en-three-rows",
        "discussion",
        "en-gearbench",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/reviews/vortex-560-ti-tested.html",
        container="div.gb-discuss: a head 'Reader discussion · 15 posts', one table.gb-ipb for the whole thread, three rows per post: tr.gb-h (name, 'Posted: …', 'Post #n'), tr.gb-b (td.gb-u group, posts, joined; td.gb-t with div.gbq 'Quote (NAME @ time)' and the text), tr.gb-f (Top, +QUOTE, REPLY, REPORT)",
        heading="Reader discussion · 15 posts",
        description="Hardest: the whole thread is one table, each post three sibling rows (name and time, user column and text, buttons) with no element of its own. An English hardware site of 2011: the review's comments from its forum, a robot's first post (not a comment), the reviewer's answers, quotes '(NAME @ time)'.",
    )


# --------------------------------------------------------------------------- 4. page 1 of 3


def en_pylons() -> Case:
    ps = posts("""
FieldandFen | 21/10/2008 10:14 | - | x | Discuss: "Pylon route through Ashmere Levels confirmed". 41 replies so far; the story is on the Farming page.
Ted Brockhurst | 21/10/2008 10:40 | - | - | They've gone for the route across the wettest fields in the county. Good luck getting a crane in there after October.
Bryony H | 21/10/2008 11:02 | - | - | Underground would cost more, yes, but so will compensating forty farms for ruined drainage.
marshman | 21/10/2008 11:25 | 1 | - | Ted, they'll use mats and do it in summer like they did at Stowbridge. It can be done.
Ted Brockhurst | 21/10/2008 11:48 | 3 | - | Stowbridge is chalk. Come and stand in my bottom field in July and tell me it can be done.
Little Owl | 21/10/2008 12:30 | - | - | Nobody has mentioned the swans. The line crosses their flight path between the reserve and the river twice a day all winter.
Bryony H | 21/10/2008 13:01 | 5 | - | There's a whole section on bird diverters in the appendix. Whether they work on mute swans is another matter.
Jim Lasseter | 21/10/2008 14:44 | - | - | As a landowner on the route I have had one letter in two years. One.
marshman | 21/10/2008 15:10 | 7 | - | Jim, write to the liaison officer, the address is at the bottom of the article. You're entitled to a visit.
Jim Lasseter | 21/10/2008 15:36 | 8 | - | I have written, twice. That's the point.
Meg in Ashmere | 21/10/2008 17:05 | - | - | Every house in the village is going to look at one of these. We've been told the nearest is 280 metres. Feels closer on the map.
quietlane | 21/10/2008 18:20 | - | - | The power has to come from somewhere. I'd rather pylons than another gas plant at the estuary.
Ted Brockhurst | 21/10/2008 18:41 | 11 | - | Nobody is saying no line. We're saying not across the Levels.
Little Owl | 21/10/2008 19:02 | 11 | - | Same. There was a route along the old railway that hardly touched anyone.
quietlane | 21/10/2008 19:30 | 13 | - | The railway route was ruled out because of the pumping station, it's in chapter four.
Hazel Fenwick | 21/10/2008 20:55 | - | - | Exhibition at the village hall on the 4th, 2pm till 8pm. Go and ask them in person, they have to write your question down.
""")

    def quote(p: P) -> str:
        if p.parent is None or ps[p.parent].has("x"):
            return ""
        q = ps[p.parent]
        return f'<div class="ff-quote"><span class="ff-qby">{esc(q.name)} said:</span>{paras(q.text)}</div>'

    def item(p: P) -> str:
        return (
            f'<li class="ff-post" id="msg{3300 + p.num}"><div class="ff-who"><a href="/community/members/{3300 + p.num}">'
            f'{esc(p.name)}</a><span class="ff-r">{"Community host" if p.has("x") else "Regular"}</span>'
            f'<span class="ff-j">Since {_joined(p.name, 2008)}</span></div><div class="ff-what">'
            f'<div class="ff-top"><span class="ff-d">{esc(p.when)}</span> <a href="#msg{3300 + p.num}">#{p.num + 1}</a></div>'
            f'{quote(p)}<div class="ff-txt">{paras(p.text)}</div><div class="ff-bt">Reply · Quote · Alert</div></div></li>'
        )

    pager = (
        '<div class="ff-pager">Page 1 of 3 <b>1</b> <a href="/community/t/1187?page=2">2</a> '
        '<a href="/community/t/1187?page=3">3</a> <a href="/community/t/1187?page=2">Next ›</a></div>'
    )
    block = (
        '<div class="ff-thread"><h3>Readers\' discussion (42 posts)</h3>'
        + pager
        + '<ol class="ff-posts">'
        + "".join(item(p) for p in ps)
        + "</ol>"
        + pager
        + '<p class="ff-full"><a href="/community/t/1187">View full thread in Community</a></p></div>'
    )
    css = (
        ".ff-post{list-style:none;overflow:hidden;border-top:1px solid #e0dacb;padding:6px 0}.ff-who{float:left;width:140px;font-size:11px}"
        ".ff-who span{display:block;color:#999}.ff-what{margin-left:150px}.ff-top{font-size:10px;color:#888}.ff-quote{background:#f7f3e8;padding:4px 8px;margin:3px 0}"
        ".ff-pager{font-size:11px;text-align:right}.ff-posts{padding:0}"
    )
    st = Story(
        "Pylon route through Ashmere Levels confirmed",
        "By Nick Farrow",
        "2008-10-20T18:00:00+01:00",
        "Monday 20 October 2008",
        """
The grid company has confirmed that its new 400kV line will cross the Ashmere Levels on 46 pylons, rejecting calls to put the 11-mile section underground.

The company said burying the cable would cost up to twelve times as much and take three years longer. Construction is planned for the summers of 2010 and 2011.

Farmers on the route say the work will damage drainage built up over two centuries. An exhibition will be held at Ashmere village hall on 4 November.
""",
        section="Farming",
        related=(
            "Milk price: the new contracts",
            "Otters return to the Stour",
            "Hedge-laying champion crowned",
        ),
        tags=("pylons", "Ashmere", "energy"),
    )
    return make(
        "bd-en-page-1-of-3",
        "discussion",
        "en-fieldandfen",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/farming/pylon-route-ashmere-levels.html",
        container="div.ff-thread: h3 'Readers' discussion (42 posts)', a pager 'Page 1 of 3' above and below, ol.ff-posts > li.ff-post (div.ff-who name, title, 'Since …'; div.ff-what: time and '#n', div.ff-quote 'NAME said:', div.ff-txt, 'Reply · Quote · Alert'); 'View full thread in Community'",
        heading="Readers' discussion (42 posts)",
        description="Hardest: page 1 of 3 of a 42-post thread: the host's opening post and the first 15 readers' posts on the page, pagers above and below and a link to the full thread (the truth is what the page shows). An English countryside weekly of 2008; quotes 'NAME said:'.",
    )


# --------------------------------------------------------------------------- 5. "Re:" subject on every post


def en_library() -> Case:
    title = "Lowbury library to close on Wednesdays"
    ps = posts("""
Echo Reporter | 02/02/2012 09:12 | - | x | Library opening hours: what do you think? Full story: Lowbury library to close on Wednesdays.
Carol Dunmore | 02/02/2012 10:05 | - | - | Wednesday is the only day the under-fives rhyme time fits round the nursery. That's twenty families every week.
PeterLowbury | 02/02/2012 10:31 | - | - | The council has to save £1.2m. Closing one day a week is a lot better than closing the whole branch like they did at Dene End.
Carol Dunmore | 02/02/2012 10:58 | 2 | - | I know it could be worse. I'm asking them to move rhyme time to another day, not to keep every hour.
Sunita R | 02/02/2012 12:14 | - | - | My dad uses the computers there on Wednesdays because it's the quiet day. He's 79 and learning to do his banking online.
Lowbury Library Friends | 02/02/2012 13:40 | - | - | We are collecting signatures at the desk and at the Saturday market. The consultation meeting is on 16 February at the Corn Exchange.
Alan Creasey | 02/02/2012 15:20 | 5 | - | Will the petition go to the full council or the cabinet? Last time it went to a committee that had already decided.
Lowbury Library Friends | 02/02/2012 16:02 | 6 | - | Full council, Alan. Over 1,500 signatures means it has to be debated there.
Mike Tarrant | 02/02/2012 19:33 | - | - | Put volunteers in on Wednesdays then. Plenty of retired people in this town would do a shift.
Sunita R | 02/02/2012 20:10 | 8 | - | The volunteer scheme at Dene End lasted eight months. It needs paid staff to keep going.
""")

    def item(p: P) -> str:
        subject = f"Re: {title}" if p.num else title
        quote = ""
        if p.parent is not None and not ps[p.parent].has("x"):
            q = ps[p.parent]
            quote = f'<blockquote class="ae-quote"><p class="ae-qh">In reply to {esc(q.name)}:</p>{paras(q.text)}</blockquote>'
        return (
            f'<div class="ae-msg" id="m{1400 + p.num}"><div class="ae-subj"><a href="#m{1400 + p.num}">{esc(subject)}</a></div>'
            f'<div class="ae-info"><span class="ae-by">{esc(p.name)}</span> <span class="ae-t">{esc(p.when)}</span> '
            f'<span class="ae-pc">({_count(p.name, 2012)} posts)</span></div>'
            f'{quote}<div class="ae-body">{paras(p.text)}</div><div class="ae-opt">Reply · Quote · Report abuse</div></div>'
        )

    block = (
        '<div class="ae-talk"><h3>Talk: Library opening hours</h3><p class="ae-sum">10 messages · started by Echo Reporter</p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".ae-msg{border:1px solid #d7dde6;margin:8px 0;padding:6px 10px}.ae-subj{font-weight:bold}.ae-info{font-size:11px;color:#888}"
        ".ae-quote{background:#f5f7fa;margin:4px 0;padding:2px 8px;border-left:3px solid #aab}.ae-opt{font-size:10px;text-align:right}"
    )
    st = Story(
        title,
        "By Jenny Cole",
        "2012-02-01T17:00:00+00:00",
        "1 February 2012",
        """
Lowbury library will close on Wednesdays from April under plans to save £1.2 million across the county's library service.

The branch, which is open six days a week, would keep its late opening on Thursdays. The county council says the change would save £38,000 a year at Lowbury alone.

A public consultation meeting will be held at the Corn Exchange on 16 February.
""",
        section="Council",
        related=(
            "Bin collections move to fortnightly",
            "New head for Dene School",
            "Lowbury Town lose at home again",
        ),
        tags=("libraries", "Lowbury", "council cuts"),
    )
    return make(
        "bd-en-re-subjects",
        "discussion",
        "en-ashcombe",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/council/lowbury-library-wednesdays.html",
        container="div.ae-talk: h3 'Talk: Library opening hours', div.ae-msg (div.ae-subj 'Re: Lowbury library to close on Wednesdays', div.ae-info name, time, '(n posts)', blockquote 'In reply to NAME:', div.ae-body, options)",
        heading="Talk: Library opening hours",
        description="Hardest: every post carries the subject line 'Re: Lowbury library to close on Wednesdays', the article's headline, above its name and text (the first, the reporter's opening post, the headline itself). An English local paper of 2012: a message board thread, posts' counts, quoted parents 'In reply to NAME:'.",
    )


# --------------------------------------------------------------------------- 6. edited lines, moderator note, deleted post


def en_karting() -> Case:
    ps = posts("""
Dan Kerridge | 18th June 2010, 21:04 | - | edit=Dan Kerridge@18th June 2010 at 21:30. Reason: got the lap times wrong | Been going to Hollin Moor since I was nine. If the track goes the nearest is two hours away and club racing round here is finished.
Kerrie_J | 18th June 2010, 21:22 | - | - | The noise complaints are from the new houses on the ridge. The track was there first by thirty years.
[deleted] | 18th June 2010, 21:40 | - | x;deleted | -
sprocket | 18th June 2010, 22:05 | 1 | mod=Please keep it civil. One post removed. — Mod team | Being there first doesn't count for much in planning law unfortunately. It's about whether the noise is a nuisance now.
Kerrie_J | 18th June 2010, 22:20 | 3 | - | I know, I'm just saying the people complaining knew what they were buying next to.
RaceDadRob | 19th June 2010, 07:45 | - | edit=RaceDadRob@19th June 2010 at 08:02 | Silencer rules were tightened two years ago and the readings at the fence are under the limit. The council's own report says so on page 14.
Fiona Tasker | 19th June 2010, 09:12 | 5 | - | Have they measured at the houses though, or only at the fence? It's a different thing when the wind is from the west.
RaceDadRob | 19th June 2010, 09:40 | 6 | - | Both. The house readings were taken in April with a westerly. Still under.
Hollin Moor KC | 19th June 2010, 12:00 | - | - | Thank you all for the support. We've submitted a noise management plan and offered to stop practice sessions on Sunday mornings. Please write to planning before 2 July quoting the reference in the article.
Dan Kerridge | 19th June 2010, 12:33 | 8 | - | Done, and I've attached my old race licence from 1998 for good measure.
lapchart | 19th June 2010, 18:50 | - | - | If they shut Hollin Moor, half the regional championship has nowhere to go next season.
""")
    edited = {p.num: p.get("edit") for p in ps if p.get("edit")}

    def item(p: P) -> str:
        if p.has("deleted"):
            return (
                f'<div class="pw-post pw-del" id="pw{880 + p.num}"><div class="pw-h">{esc(p.when)} <span>#{p.num + 1}</span></div>'
                '<div class="pw-b"><i>This post has been deleted by a moderator.</i></div></div>'
            )
        quote = ""
        if p.parent is not None:
            q = ps[p.parent]
            quote = (
                f'<div class="pw-q"><div class="pw-qh">Quote: <b>{esc(q.name)}</b></div>{paras(q.text)}</div>'
            )
        ed = ""
        if p.num in edited:
            who, _, rest = edited[p.num].partition("@")
            ed = f'<div class="pw-ed">Last edited by {esc(who)}; {esc(rest)}</div>'
        mod = f'<div class="pw-mod"><b>Moderator note:</b> {esc(p.get("mod"))}</div>' if p.get("mod") else ""
        return (
            f'<div class="pw-post" id="pw{880 + p.num}"><div class="pw-h">{esc(p.when)} <span>#{p.num + 1}</span></div>'
            f'<div class="pw-u"><a href="/forum/member/{880 + p.num}">{esc(p.name)}</a><br /><small>Club member · Posts: {_count(p.name, 2010)}</small></div>'
            f'<div class="pw-b">{quote}{paras(p.text)}{mod}{ed}</div><div class="pw-a">Quote · Reply · Report</div></div>'
        )

    block = (
        '<div class="pw-thread"><h2>Your say</h2><p>11 replies. <a href="/forum/newreply?t=560">Post a reply</a></p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".pw-post{border:1px solid #444;margin:6px 0;background:#fff}.pw-h{background:#44494e;color:#eee;font-size:10px;padding:2px 6px}"
        ".pw-h span{float:right}.pw-u{float:left;width:120px;padding:6px;font-size:11px}.pw-b{margin-left:140px;padding:6px}"
        ".pw-q{border:1px dotted #888;padding:4px;margin-bottom:6px;background:#f2f2f2}.pw-ed{font-size:10px;color:#999;font-style:italic;margin-top:6px}"
        ".pw-mod{color:#b00;font-size:11px;border:1px solid #b00;padding:2px 4px;margin-top:4px}.pw-a{clear:both;text-align:right;font-size:10px}"
    )
    st = Story(
        "Hollin Moor kart track faces closure over noise",
        "PitWall news desk",
        "2010-06-18T15:00:00+01:00",
        "18 June 2010",
        """
Hollin Moor kart circuit, home to one of the oldest club championships in the north, could close next year after the district council proposed refusing to renew its planning consent.

Residents of the Ridgeway estate, completed in 2007, have lodged 31 complaints about noise since the estate was finished. The club says it has met every noise limit set.

Comments on the application, reference 10/0412/REN, must reach the council by 2 July.
""",
        section="News",
        related=(
            "Cadet class rule changes for 2011",
            "Hillclimb results: Fellside",
            "Interview: the 14-year-old champion",
        ),
        tags=("karting", "Hollin Moor", "planning"),
    )
    return make(
        "bd-en-edited-deleted",
        "discussion",
        "en-pitwall",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/news/hollin-moor-kart-track-noise.html",
        container="div.pw-thread: h2 'Your say', div.pw-post (div.pw-h time and '#n', div.pw-u name and 'Club member · Posts', div.pw-b with div.pw-q 'Quote: NAME', text, div.pw-mod 'Moderator note:', div.pw-ed 'Last edited by NAME; date. Reason: …'), a deleted post's placeholder",
        heading="Your say",
        description="Hardest: 'Last edited by NAME; date. Reason: …' lines at the end of two posts, a moderator's note inside a reply, and a deleted post's placeholder '[deleted]' in the posts' markup (not a comment). An English motorsport site of 2010: the forum thread under the news story, quotes 'Quote: NAME', the club's own post (a comment).",
    )


# --------------------------------------------------------------------------- 7. newest posts only, newest first


def en_groyne() -> Case:
    ps = posts("""
Barney Coyle | 9 Jul 2013, 08:12 | - | - | The groynes at the north end have been falling apart for ten years. Any new money for them is welcome.
Sal Pendry | 9 Jul 2013, 09:30 | 0 | - | Welcome, yes, but oak groynes last twenty years at best. Rock would be done once.
Mullock Bay Parish | 9 Jul 2013, 11:05 | 1 | - | The parish council asked for rock armour in 2011. The agency said it would interrupt the drift of sand to Sandrey Point. Timber was the only option they would fund.
Nell Tregear | 9 Jul 2013, 13:48 | - | - | Please tell me the beach path stays open in August. It's the only way down with a pushchair.
Barney Coyle | 9 Jul 2013, 14:20 | 3 | - | Article says the work starts in September, Nell, after the holidays.
Kit Marrack | 9 Jul 2013, 17:02 | - | - | My grandfather helped build the last ones in 1958. Elm, not oak, and they lasted till 1990.
""")

    def item(p: P) -> str:
        quote = ""
        if p.parent is not None:
            q = ps[p.parent]
            quote = f'<q class="tw-q" title="{esc(q.name)}">{esc(q.name)}: {esc(q.paragraphs[0])}</q>'
        return (
            f'<li class="tw-reply"><img src="/_avatar/tw-{p.num}.svg" width="32" height="32" alt="" />'
            f'<div class="tw-line"><a class="tw-who" href="/community/u/{p.num + 601}">{esc(p.name)}</a> '
            f'<span class="tw-at">{esc(p.when)}</span></div>{quote}<div class="tw-said">{paras(p.text)}</div></li>'
        )

    block = (
        '<div class="tw-join"><h3>Join the discussion (23 replies)</h3><p class="tw-note">The newest replies from our community board, '
        'newest first:</p><ul class="tw-list">'
        + "".join(item(p) for p in reversed(ps))
        + '</ul><p><a class="tw-btn" href="/community/t/groynes-mullock-bay">View full thread »</a> '
        '<a class="tw-btn" href="/community/newreply?t=3318">Reply</a></p></div>'
    )
    css = (
        ".tw-join{background:#eef4f7;border:1px solid #c3d6df;padding:8px 12px;margin:16px 0}.tw-list{list-style:none;padding:0}"
        ".tw-reply{overflow:hidden;border-bottom:1px solid #d5e2e8;padding:6px 0}.tw-reply img{float:left;margin-right:8px}"
        ".tw-at{color:#888;font-size:10px}.tw-q{display:block;font-size:11px;color:#667;margin:2px 0 2px 40px}.tw-btn{font-weight:bold}"
    )
    st = Story(
        "£1.8m for new timber groynes at Mullock Bay",
        "By Aaron Pascoe",
        "2013-07-08T19:00:00+01:00",
        "8 July 2013",
        """
Twelve new oak groynes will be built along the northern half of Mullock Bay beach this autumn, replacing timber structures that have been left to rot since the 1990s.

The environment agency is paying £1.8 million towards the scheme, which is meant to hold sand on the beach and protect the sea wall in front of forty houses.

Work will start in September and the beach path will stay open during construction, except on four days when materials are delivered.
""",
        section="News",
        related=(
            "Lifeboat launched twice in a day",
            "Harbour dredging starts next week",
            "Record mackerel season",
        ),
        tags=("coast", "Mullock Bay", "sea defences"),
    )
    return make(
        "bd-en-newest-first",
        "discussion",
        "en-tidewatch",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/news/timber-groynes-mullock-bay.html",
        container="div.tw-join: h3 'Join the discussion (23 replies)', 'newest first', ul.tw-list > li.tw-reply (avatar, a.tw-who, span.tw-at, q.tw-q 'NAME: quoted words', div.tw-said), 'View full thread »'",
        heading="Join the discussion (23 replies)",
        description="Hardest: only the 6 newest of 23 replies, newest first, in a small 'Join the discussion' box with a 'View full thread' link; a reply's quote (name and the quoted words) is one line above its text. An English coastal news site of 2013 printing the latest posts of its community board's thread.",
    )


# --------------------------------------------------------------------------- 8. thanks lists under posts


def en_patch() -> Case:
    ps = posts("""
StackBot | 08-11-2009, 10:00 AM | - | x;thanks=- | Discussion thread for: "Ironvale 1.4 patch fixes save bug, adds controller support". Please read the article before posting.
Neon Halberd | 08-11-2009, 10:21 AM | - | thanks=quill_rat, mossback, Vee | Save bug is finally gone. I lost a 30-hour game to it in August so this is about three months late for me.
quill_rat | 08-11-2009, 10:48 AM | 1 | thanks=Neon Halberd | Did you try the backup folder? The game keeps the last three saves in there, it got my run back.
Neon Halberd | 08-11-2009, 11:05 AM | 2 | thanks=- | Nobody told me there was a backup folder. Where is it?
quill_rat | 08-11-2009, 11:19 AM | 3 | thanks=Neon Halberd, Vee, Orrin | Documents, then Ironvale, then saves, then bak. Rename the newest one and drop the .bak off the end.
mossback | 08-11-2009, 12:40 PM | - | thanks=- | Controller support is half done. You still have to use the mouse for the inventory screen.
Vee | 08-11-2009, 01:55 PM | 4 | thanks=- | Thank you!! Got my 40-hour run back from August.
Orrin | 08-11-2009, 04:30 PM | 5 | thanks=mossback | Inventory works with the pad if you turn on big picture mode in the options. Not obvious at all.
""")

    def item(p: P) -> str:
        thanks = [t.strip() for t in p.get("thanks").split(",") if t.strip() and t.strip() != "-"]
        tbox = ""
        if thanks:
            tbox = (
                f'<div class="gs-thanks">The following {len(thanks)} user{"s" if len(thanks) > 1 else ""} say thank you to '
                f"{esc(p.name)} for this useful post: "
                + ", ".join(f'<a href="/community/member/{esc(t)}">{esc(t)}</a>' for t in thanks)
                + "</div>"
            )
        quote = ""
        if p.parent is not None and not ps[p.parent].has("x"):
            q = ps[p.parent]
            quote = f'<div class="gs-quote"><div class="gs-quoteby">Quote from {esc(q.name)}:</div>{paras(q.text)}</div>'
        return (
            f'<div class="gs-postbit" id="post{550200 + p.num}"><div class="gs-head">{esc(p.when)} '
            f'<a class="gs-no" href="#post{550200 + p.num}">#{p.num + 1}</a></div><div class="gs-cols"><div class="gs-user">'
            f'<a href="/community/member/{esc(p.name)}">{esc(p.name)}</a><br /><small>{"Bot" if p.has("x") else "Gamer"}<br />'
            f'Joined: {_joined(p.name, 2009)}<br />Posts: {_count(p.name, 2009)}</small></div><div class="gs-content">{quote}{paras(p.text)}</div></div>'
            f'<div class="gs-btns"><a href="#">Thanks</a> <a href="#">Quote</a> <a href="#">Reply</a></div>{tbox}</div>'
        )

    online = (
        '<div class="gs-online"><h3>Who is online</h3><p>There are 212 users online: 37 members and 175 guests. '
        'Most users ever online was 1,904, 14-03-2009.</p><p><a href="/community/member/quill_rat">quill_rat</a>, '
        '<a href="/community/member/Orrin">Orrin</a>, <a href="/community/member/pixelwitch">pixelwitch</a>, '
        '<a href="/community/member/Tharn">Tharn</a> …</p></div>'
    )
    block = (
        '<div class="gs-comments"><h2>Comments</h2><p class="gs-via">From the GameStack Community thread · 8 posts</p>'
        + "".join(item(p) for p in ps)
        + "</div>"
        + online
    )
    css = (
        ".gs-postbit{border:1px solid #bbb;margin:6px 0}.gs-head{background:#2b2f33;color:#ccc;font-size:10px;padding:2px 6px}.gs-no{float:right;color:#8fd14f}"
        ".gs-cols{overflow:hidden}.gs-user{float:left;width:130px;padding:6px;font-size:11px;background:#f1f1f1}.gs-content{margin-left:145px;padding:6px}"
        ".gs-quote{border:1px solid #ccc;background:#f8f8f8;padding:4px;margin-bottom:4px}.gs-btns{text-align:right;font-size:10px}"
        ".gs-thanks{background:#eef6e6;font-size:10px;padding:3px 6px;border-top:1px solid #cde0b8}.gs-online{font-size:11px;border:1px solid #ccc;padding:6px}"
    )
    st = Story(
        "Ironvale 1.4 patch fixes save bug, adds controller support",
        "Posted by Kai Lindqvist",
        "2009-11-07T20:00:00+00:00",
        "Saturday, November 7, 2009",
        """
The studio behind Ironvale has released patch 1.4 for the PC version, fixing the bug that corrupted save files after long play sessions.

The patch also adds support for gamepads, a feature players have asked for since launch, and rebalances two of the game's late bosses.

The 310MB update downloads automatically. The console versions will follow later this month.
""",
        section="News",
        related=("Preview: Saltmarsh Tactics", "Top ten indie games of October", "Review: Glassbird"),
        tags=("Ironvale", "patches", "PC"),
    )
    return make(
        "bd-en-thanks-lists",
        "discussion",
        "en-gamerstack",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/news/ironvale-1-4-patch.html",
        container="div.gs-comments: h2 'Comments', div.gs-postbit (div.gs-head time and '#n', div.gs-user, div.gs-content with div.gs-quote 'Quote from NAME:', buttons, div.gs-thanks 'The following n users say thank you to NAME for this useful post: A, B, C'), then a 'Who is online' box",
        heading="Comments",
        description="Hardest: under four posts a 'thanks' bar naming the members who thanked the poster (lists of names of one to three), and a 'Who is online' box naming members after the thread. An English games site of 2009: the forum thread under the news, a robot's first post (not a comment), quotes 'Quote from NAME:'.",
    )


def threads_en() -> list[Case]:
    return [
        en_viaduct(),
        en_ferry(),
        en_gpu(),
        en_pylons(),
        en_library(),
        en_karting(),
        en_groyne(),
        en_patch(),
    ]
