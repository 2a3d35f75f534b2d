"""Blind set DF: four discussions in small sites' own templates, none saying "comment" in its markup: a small-town
weekly's "Your Say" with one table per entry (6); an allotment gardener's hand-coded site where each reader's note
is paragraphs between rules with the name after the text and no time (3); a home-network blog's "Sound off" as a
definition list (7); a regional daily's "Reader reaction" with a subject line per entry, newest first, times in
three formats (8). Every site, name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_df_common import (
    Case,
    R,
    box,
    counted,
    esc,
    form,
    make,
    paras,
    share,
    slug,
    talk,
)
from comspider_lab.blind.layout_df import Page, hobby, regional, techblog, weekly

# --------------------------------------------------------------------------- 1. a weekly, a table per entry


def _tables(rs: list[R]) -> str:
    out = []
    for n, r in enumerate(rs):
        out.append(
            f'<a name="ys{4410 + n}"></a><table class="ys" width="100%" cellpadding="4" cellspacing="0" border="0">'
            f'<tr><td class="ysh" bgcolor="#efe9d6"><b>{esc(r.who)}</b> &nbsp;<font size="1" color="#666">Posted: {esc(r.at)}</font></td></tr>'
            f'<tr><td class="ysb">{paras(r.body, br=True)}</td></tr>'
            f'<tr><td class="ysf" align="right"><font size="1"><a href="/report.php?id={4410 + n}">Report this post</a></font></td></tr>'
            "</table><br>"
        )
    return "".join(out)


def weekly_harlow() -> Case:
    rs = talk("""
Dale Wichert @ 09/08/2011 at 7:42 PM :: About time. That tower has looked like a rusty soup can since I was in high school and I graduated in '84.
Marge Pelletier @ 09/08/2011 at 9:15 PM :: $214,000 for PAINT?? I would like to know who got that bid and whether anybody in town even got asked. My nephew does commercial painting out of Ashby and he never heard a word about it. // Not saying it doesnt need doing. Just saying show us the numbers.
Harlow native in Tucson @ 09/09/2011 at 6:03 AM :: Please please keep the old lettering. HARLOW CREEK in the block letters is the first thing you see coming over the hill on 12 and it means you're home. Would hate to see some new logo on it.
Ken Sobotka @ 09/09/2011 at 12:30 PM :: Marge, the bids were opened at the August 22 council meeting, it's in the minutes on the village website. Three bids, Tri-County Coatings was the low one. They have to sandblast the whole bowl down to metal which is most of the cost. // I was there. There were maybe six of us in the room.
Beth A. Lindqvist @ 09/10/2011 at 10:48 AM :: Will the water be safe to drink while they work on it? We have a baby at home and nobody has said anything about that. The article says the tank will be drained, so where is our water coming from for 6 weeks?
Gene R. @ 09/11/2011 at 4:19 PM :: Beth - they did this in Corliss two summers ago and they just ran off the well pumps direct. Pressure was a little low on the hill but the water was fine. Call the village office, Sherry will tell you.
""")
    post = (
        '<div class="crumbs"><font size="1"><a href="/">Home</a> &gt; <a href="/news/">Local News</a></font></div>'
        '<h1 class="hd">Water tower to get first new coat of paint since 1987</h1>'
        '<p class="deck"><i>Village board approves $214,000 contract; tank to be drained for six weeks</i></p>'
        '<p class="by"><b>By Lorraine Haack</b>, Gazette Staff Writer<br><font size="1">Published: Thursday, September 8, 2011</font></p>'
        + share(38, 6)
        + '<p><img src="/_avatar/hc-tower-photo.svg" width="400" height="260" alt="" align="right" hspace="8"></p>'
        "<p>HARLOW CREEK &mdash; The village water tower on Depot Street will be sandblasted and repainted this fall, the first full repainting since the tank was last redone in 1987.</p>"
        "<p>The Harlow Creek Village Board voted 4-1 on Monday to award the work to Tri-County Coatings of Ashby, the lowest of three bids at $214,000. Trustee Ron Mielke voted no, saying he wanted the board to look again at a cheaper overcoat that would not require the bowl to be blasted to bare steel.</p>"
        "<p>Village administrator Sherry Dahl said the tank will be drained for about six weeks beginning Sept. 26. During that time the village will pump straight from its two wells into the mains. Residents on the north hill may notice lower water pressure, she said.</p>"
        "<p>The familiar block lettering will be repainted in the same style, Dahl said. &ldquo;We got a lot of phone calls about that one.&rdquo;</p>"
        "<p>The project is being paid for from the water utility's reserve fund and will not raise rates this year, according to the village.</p>"
        '<p class="tags"><font size="1">Related topics: <a href="/tag/village-board/">Village Board</a>, <a href="/tag/water/">Water</a></font></p>'
    )
    after = (
        '<div class="yoursay"><h3 class="sayhd">Your Say (6)</h3>'
        '<p><font size="1">Opinions expressed below are those of the writers and not of the Harlow Creek Gazette. Please keep it civil.</font></p>'
        + _tables(rs)
        + form("Add Your Say", "Post", "All posts are reviewed before they appear. Use your real name.")
        + "</div>"
    )
    side = (
        box(
            "Most Read This Week",
            counted(
                """
Harlow Creek homecoming court announced | 1,214
Water tower to get first new coat of paint since 1987 | 988
Sheriff's report: Aug. 29 - Sept. 4 | 871
Ashby Co-op annual meeting set for Oct. 4 | 402
Lions Club brat fry raises $3,100 | 377
""",
                "views",
            ),
            cls="sbox",
            title_tag="h4",
        )
        + box(
            "Obituaries",
            "<ul>"
            + "".join(
                f'<li><a href="/obits/{slug(n)}/">{esc(n)}</a>, {esc(a)}</li>'
                for n, a in (
                    ("Arlene M. Voss", "88, Harlow Creek"),
                    ("Walter \u201cBud\u201d Kranz", "79, Ashby"),
                    ("Patricia Lund", "64, Corliss"),
                )
            )
            + "</ul>",
            cls="sbox",
            title_tag="h4",
        )
        + box(
            "Weather",
            "<p>Harlow Creek: 71&deg; Partly Cloudy<br>Tonight: low 52&deg;</p>",
            cls="sbox",
            title_tag="h4",
        )
        + box(
            "Poll",
            '<p>Should the village repaint the tower in the old colors?</p><form><input type="radio" name="p"> Yes<br><input type="radio" name="p"> No<br><input type="radio" name="p"> Don\'t care<br><input type="submit" value="Vote"></form><p>412 votes so far</p>',
            cls="sbox",
            title_tag="h4",
        )
    )
    foot = (
        "&copy; 2011 Harlow Creek Gazette, 118 W. Main St., Harlow Creek. Phone (715) 555-0148. "
        '<a href="/about/">About Us</a> | <a href="/subscribe/">Subscribe</a> | <a href="/classifieds/">Classifieds</a> | <a href="/contact/">Contact</a>'
    )
    html = weekly(
        Page(
            title="Water tower to get first new coat of paint since 1987",
            site="Harlow Creek Gazette",
            tagline="Serving Harlow Creek, Ashby and Corliss since 1896",
            menu=("Home", "Local News", "Sports", "Obituaries", "Opinion", "Classifieds", "Photos"),
            post=post,
            after=after,
            side=side,
            foot=foot,
            top='<font size="1">Thursday, September 8, 2011</font>',
        )
    )
    return make(
        "df-table-harlow",
        "discussion",
        html,
        rs,
        path="/news/2011/09/08/water-tower-paint.html",
        container="div.yoursay > table.ys (one table per entry)",
        heading="Your Say (6)",
        description="A small-town weekly laid out in one big table; the readers' posts under 'Your Say', each entry its own two-row table (name and 'Posted: 09/08/2011 at 7:42 PM', then the text with <br><br> paragraphs); flat.",
    )


# --------------------------------------------------------------------------- 2. hobby site, rules, name after text


def hobby_thornbury() -> Case:
    rs = talk("""
Gordon B. @  :: Same here, lost the lot to blight by the second week of August, Pink Fir Apple and all. I've given up on maincrop altogether and gone over to earlies, they're up before it gets going. Sarpo Mira is meant to be good if you want to keep at it though, a chap on our site swears by it.
Ann Tully @  :: Thank you for this, really useful. Can I ask how you're disposing of the haulms? Our committee says burn them but we're not allowed bonfires after April. // I put mine in black bags last year and the council took them, but I'm never sure if that's what you're supposed to do.
Pete (plot 14, Marsh Lane) @  :: Ann - don't compost them whatever you do, bag them. Tubers left in the ground are the real problem, dig every last one or they come up next year as volunteers and bring it all back.
""")
    notes = "".join(
        f'{paras(r.body)}<p class="sig" align="right"><i>&mdash; {esc(r.who)}</i></p>\n<hr>\n' for r in rs
    )
    post = (
        '<p class="path"><a href="/">Home</a> &raquo; <a href="/diary/">The Diary</a> &raquo; 2012</p>'
        "<h2>Blight again: what I'm doing differently with the maincrop</h2>"
        '<p class="posted"><small>Posted 14 August 2012 by Colin Avery</small></p>'
        '<p><img src="/_avatar/tb-blight-photo.svg" width="320" height="240" alt="blighted leaves" align="left" hspace="10" vspace="4"></p>'
        "<p>Three years out of the last four. By the time I got down to the plot on Saturday morning the King Edwards had the brown edges and the smell, and by Monday the whole bed was gone. I cut the haulms off at ground level the same afternoon and I'll leave the tubers in for a fortnight before lifting, which is what the old boys on the site have always done.</p>"
        "<p>So, what next year looks like. Fewer maincrop, more second earlies, and a go at one of the resistant varieties. I'm also moving the potatoes to the far bed, away from Frank's tomatoes, which came down with it the same week.</p>"
        "<p>If anyone has had luck with a resistant variety that actually tastes of something, I'd love to hear about it.</p>"
        '<p class="share"><small>Share this page: <a href="http://www.facebook.com/sharer.php">Facebook</a> (12) &middot; <a href="http://twitter.com/share">Twitter</a> (3) &middot; <a href="mailto:?subject=Blight">Email a friend</a></small></p>'
        '<table class="about" cellpadding="6"><tr><td><img src="/_avatar/tb-colin.svg" width="60" height="60" alt=""></td><td><small><b>Colin Avery</b> has kept plot 9 at Thornbury Road allotments since 1998. He writes here most weeks between March and October.</small></td></tr></table>'
        '<p><small>&laquo; <a href="/diary/2012/08/06/">Onions in, onions out</a> | <a href="/diary/2012/08/22/">The bean glut, part one</a> &raquo;</small></p>'
    )
    after = (
        '<div id="notes"><h3>What readers think</h3><hr>\n'
        + notes
        + '<p><small>Send your thoughts on this page to <a href="mailto:colin@thornburyplot.example">colin@thornburyplot.example</a> and I\'ll add them here.</small></p></div>'
    )
    side = (
        "<h5>This year's diary</h5><ul>"
        + "".join(
            f'<li><a href="/diary/{slug(t)}/">{esc(t)}</a></li>'
            for t in (
                "Blight again",
                "Onions in, onions out",
                "Gooseberry sawfly",
                "A wet June",
                "Earthing up",
            )
        )
        + "</ul><h5>Most visited pages</h5>"
        + counted(
            """
Growing leeks from seed | 5,310
Building a cheap cold frame | 3,877
Blight again | 1,202
""",
            "visits",
            tag="ul",
        )
        + '<h5>Links</h5><ul><li><a href="http://www.nsalg.example/">National Allotment Society</a></li><li><a href="http://plotwatch.example.co.uk/">Plot Watch</a></li></ul>'
        + "<p><small>You are visitor no.<br><b>048211</b></small></p>"
    )
    html = hobby(
        Page(
            title="Blight again: what I'm doing differently with the maincrop",
            site="Plot 9, Thornbury Road",
            tagline="An allotment diary from the East Midlands",
            menu=("Home", "The Diary", "Growing Guides", "Photos", "About Me", "Links"),
            post=post,
            after=after,
            side=side,
            foot="All text and photos &copy; Colin Avery 2004-2012. Page last updated 20 August 2012. Best viewed at 1024x768.",
        )
    )
    return make(
        "df-rules-thornbury",
        "discussion",
        html,
        rs,
        path="/diary/2012/08/14/blight-again.html",
        container="div#notes (paragraphs between <hr> rules, the name after the text)",
        heading="What readers think",
        description="A hand-coded allotment diary: readers' notes the site's owner added by hand, each one or two bare <p> followed by a right-aligned '— NAME' and an <hr>; no wrapper per entry, no time; flat.",
    )


# --------------------------------------------------------------------------- 3. tech blog, a definition list


def tech_packetloss() -> Case:
    rs = talk("""
kevin_h @ 12 March 2013, 14:05 :: Had the exact same thing with a WRT54GL years ago, turned out to be the DHCP lease time set to 24h and some ancient printer hammering it for a renewal. Not saying that's yours but worth a look.
Ines Margolis @ 12 March 2013, 16:41 :: Great writeup. Did you check if the ISP pushes a firmware update overnight? Ours does it at 3:15 every few weeks and the router reboots itself, there's a line in the log that says "TR-069 session" right before it goes down.
Dmitri @ 12 March 2013, 22:10 :: cron job. It's always a cron job lol
B. Oakes @ 13 March 2013, 08:02 :: I think Ines has it. I'm on the same ISP (the green one) and their modem/router combos do a scheduled reboot, you can't turn it off unless you put it in bridge mode and use your own router behind it. // Which is what you should do anyway tbh.
tomasz @ 13 March 2013, 09:37 :: Bridge mode broke IPTV for me on that provider, so watch out if you have their TV box. Had to put it back.
Will Crane @ 14 March 2013, 19:58 :: Any chance of a follow up post on the bridge mode setup? Specifically what you did with the VLAN tags. I tried it last summer and ended up with no internet for a weekend and a very annoyed household.
kevin_h @ 15 March 2013, 11:20 :: Update from me: checked my own logs out of curiosity after reading this and mine's been rebooting at 4am for months and I never noticed. Thanks I guess?? :)
""")
    entries = "".join(
        f'<dt id="s{701 + n}"><b>{esc(r.who)}</b> wrote on <span class="stamp">{esc(r.at)}</span>:</dt>'
        f'<dd>{paras(r.body)}<p class="perma"><a href="#s{701 + n}">#</a></p></dd>\n'
        for n, r in enumerate(rs)
    )
    post = (
        '<div class="entry"><h1><a href="/2013/03/router-reboots-at-3am" rel="bookmark">Why does my router reboot at 3am?</a></h1>'
        '<p class="when">Monday 11 March 2013 &middot; filed under <a href="/tag/networking">networking</a>, <a href="/tag/home">home</a></p>'
        "<p>For about two months now our connection has been dropping for roughly four minutes in the middle of the night. I only noticed because the NAS sends me an email every time it loses its uplink, and there they were, stacked up in my inbox every morning: 03:02, 03:01, 03:04.</p>"
        "<p>Here is what I ruled out so far:</p>"
        "<ul><li>Power: the router is on a UPS and the UPS log is clean.</li><li>Heat: the cupboard is 21&deg;C at night.</li><li>My own stuff: nothing on the LAN runs anything at 3am, I checked every crontab I own.</li></ul>"
        "<p>The router's own log is frustratingly short. It keeps about 200 lines and by morning the interesting bit has scrolled away. Tonight I've set up a syslog server on the Raspberry Pi to catch it, and I'll post what I find.</p>"
        "<pre>Mar 11 03:01:58 gw kernel: eth1: link down\nMar 11 03:05:40 gw pppd[812]: Connect: ppp0 &lt;--&gt; eth1</pre>"
        + share(
            14,
            41,
            ' <a class="hn" href="http://news.ycombinator.com/submit">HN</a> <span class="cnt">2</span>',
        )
        + "</div>"
        '<div class="authorbox"><img src="/_avatar/pl-sam.svg" width="48" height="48" alt=""> <b>Sam Okafor</b> runs the servers at a small accounting firm by day and fights with his home network by night. <a href="/about">More about me</a>.</div>'
    )
    after = (
        '<div id="soundoff"><h2>Sound off</h2><dl class="said">\n'
        + entries
        + "</dl>"
        + form("Say something", "Send", "Markdown is not supported. Links get rel=nofollow.")
        + "</div>"
    )
    side = (
        '<h3>Search</h3><form action="/search"><input type="text" name="q" size="22"></form>'
        "<h3>Popular</h3>"
        + counted(
            """
Flashing OpenWrt on a TP-Link, step by step | 18,402
A £30 NAS that actually works | 9,911
Why does my router reboot at 3am? | 2,318
""",
            "reads",
        )
        + "<h3>Archive</h3><ul>"
        + "".join(
            f'<li><a href="/{m.lower().replace(" ", "/")}">{m}</a> ({c})</li>'
            for m, c in (("2013 March", 3), ("2013 February", 5), ("2013 January", 4), ("2012 December", 2))
        )
        + '</ul><h3>Tags</h3><p><a href="/tag/networking">networking</a> (31) <a href="/tag/raspberry-pi">raspberry-pi</a> (12) <a href="/tag/nas">nas</a> (9) <a href="/tag/home">home</a> (22)</p>'
        '<h3>Elsewhere</h3><ul><li><a href="http://twitter.com/packetlossblog">@packetlossblog</a></li><li><a href="/rss.xml">RSS feed</a></li></ul>'
    )
    html = techblog(
        Page(
            title="Why does my router reboot at 3am?",
            site="packet_loss",
            tagline="notes from a home network that keeps surprising me",
            menu=("Home", "Archive", "About", "Contact"),
            post=post,
            after=after,
            side=side,
            foot="&copy; 2013 Sam Okafor. Built with a blog engine I wrote in a weekend and regret. Hosted on a VPS in Amsterdam.",
        )
    )
    return make(
        "df-dl-packetloss",
        "discussion",
        html,
        rs,
        path="/2013/03/router-reboots-at-3am/",
        container="div#soundoff > dl.said (dt: name and time, dd: the text)",
        heading="Sound off",
        description="A home-made blog engine's post about a router; the readers' posts under 'Sound off' in a definition list, '<dt><b>NAME</b> wrote on 12 March 2013, 14:05:</dt><dd>…</dd>'; flat, one reader twice.",
    )


# --------------------------------------------------------------------------- 4. regional daily, titles, newest first


def regional_meridian() -> Case:
    # newest first, as the page prints them (the truth keeps the page's order)
    entries = [
        (
            "Not the end of the world",
            "Cheryl Van Dusen",
            "2 hours ago",
            "My kids have walked to the Oak St. stop for years and they survived. It's four blocks. Put some boots on them.",
            4,
        ),
        (
            "Re: Who measured this?",
            "Luis Arredondo",
            "Yesterday at 6:40 PM",
            "The district uses the county GIS map, I asked at the board meeting. Problem is the map shows the Lindell footpath as a road and it's not, it's a gravel track with no lights. So the \"0.9 miles\" is only true if you're a crow.",
            11,
        ),
        (
            "Ask the drivers",
            "former_driver_88",
            "Yesterday at 2:02 PM",
            "I drove route 7 for eleven years. The turnaround at Birch Hollow is a nightmare in winter and the district has known that since at least 2008. I'm not surprised they cut it, I'm surprised it took this long. // That said the families out there should have been told in person, not by a letter in the backpack.",
            9,
        ),
        (
            "Who measured this?",
            "Renee Kowalczyk",
            "Apr 3, 2013 9:15 AM",
            "We are 1.3 miles from Eastgate by the road. The letter says we are inside the one-mile limit. I'd really like to know how they got that number.",
            15,
        ),
        (
            "Money",
            "taxpayer",
            "Apr 3, 2013 8:48 AM",
            "$96,000 a year for one route is insane. Good call by the board.",
            2,
        ),
        (
            "Crossing guard?",
            "Mark Sundberg",
            "Apr 2, 2013 10:31 PM",
            "If kids are now walking down Hollis Rd to Oak St. is there going to be a crossing guard at Hollis and 14th? Cars do 50 there easy.",
            13,
        ),
        (
            "typo in article",
            "J. Petrakis",
            "Apr 2, 2013 9:07 PM",
            "Its Birch Hollow Rd not Birch Hill. Otherwise good story, thanks for covering this.",
            1,
        ),
        (
            "Disappointed",
            "Amy Lorentz",
            "Apr 2, 2013 8:12 PM",
            "We moved out to Birch Hollow two years ago partly because there was a bus. Now my 7 year old is supposed to walk along a road with no shoulder? I'll be at the April 15 meeting and I hope other parents will be too.",
            8,
        ),
    ]
    rs = [R(who, at, text.replace(" // ", "\n\n"), None, 0) for _, who, at, text, _ in entries]
    items = "".join(
        f'<div class="rr-e"><h4 class="rr-s">{esc(t)}</h4>'
        f'<div class="rr-m">Posted by <a href="/members/{slug(who)}/">{esc(who)}</a> &middot; <span class="rr-d">{esc(at)}</span></div>'
        f'<div class="rr-t">{paras(text.replace(" // ", chr(10) * 2))}</div>'
        f'<div class="rr-a"><a href="/rr/rec/{9920 - n}">Recommend</a> ({rec}) | <a href="/rr/flag/{9920 - n}">Report</a></div></div>\n'
        for n, (t, who, at, text, rec) in enumerate(entries)
    )
    post = (
        '<p class="kicker"><a href="/education/">EDUCATION</a></p>'
        "<h1>Eastgate district drops Birch Hollow bus route</h1>"
        '<p class="sub">About 30 students now inside the walking limit under new map, district says; parents question distances</p>'
        '<div class="byl">By <a href="/staff/tricia-obannon/">Tricia O\'Bannon</a>, Herald staff writer<br>'
        '<span class="pub">Posted: Tuesday, April 2, 2013 5:30 pm | Updated: 7:12 pm, Tue Apr 2, 2013.</span></div>'
        + share(126, 19, ' <a href="/rr/">Reader reaction</a> (8)')
        + "<p>The Eastgate School District will stop running its bus route along Birch Hollow Road at the end of the school year, a move officials say will save about $96,000 a year.</p>"
        "<p>Under an updated map adopted by the school board last month, about 30 students on the route now live within one mile of Eastgate Elementary, the distance inside which the district does not provide transportation. They will be expected to walk or be driven to the Oak Street stop, which will stay open.</p>"
        "<p>Transportation director Glen Harsch said the district measured distances using the county's mapping system. &ldquo;We applied the same rule we apply everywhere else in the district,&rdquo; he said.</p>"
        "<p>Several parents said Tuesday that the walk includes a stretch of road with no shoulder and no streetlights. The board will take public comment on the change at its April 15 meeting.</p>"
        '<div class="factbox"><b>If you go</b><br>Eastgate School Board, 7 p.m. April 15, district office, 400 Maple Ave.</div>'
    )
    after = (
        '<div id="rr"><h2>Reader reaction <span class="ct">(8)</span></h2>'
        '<div class="rr-sort">Showing: <b>Newest first</b> | <a href="?rrsort=old">Oldest first</a></div>\n'
        + items
        + '<div class="rr-post"><p><a href="/account/login/">Sign in</a> or <a href="/account/register/">register</a> to have your say. '
        "Posts that are abusive, off-topic or in all capital letters will be removed.</p></div></div>"
    )
    side = (
        box(
            "Most Read",
            counted(
                """
Police: Man arrested after standoff on Grant St. | 14,220
Eastgate district drops Birch Hollow bus route | 6,408
Restaurant inspections: March 2013 | 5,931
Meridian Valley girls reach state semifinal | 4,477
Roadwork on Route 9 to begin April 8 | 2,860
""",
                "views",
            ),
        )
        + box(
            "Most Talked About",
            counted(
                """
Council raises trash fee to $21 a month | 64
Letter: Keep the library open Sundays | 31
Eastgate district drops Birch Hollow bus route | 8
""",
                "posts",
            ),
        )
        + box("Weather", "<p><b>48&deg;F</b> Rain likely. Hi 52 / Lo 39</p>")
        + box(
            "Deals",
            '<p>Today only: $20 for $40 at Fiorello\'s Trattoria. <a href="/deals/">See all deals</a></p>',
        )
    )
    foot = (
        '<p><a href="/about/">About Us</a> | <a href="/advertise/">Advertise</a> | <a href="/terms/">Terms of Use</a> | '
        '<a href="/privacy/">Privacy Policy</a> | <a href="/contact/">Contact Us</a></p><p>&copy; Copyright 2013, The Meridian Valley Herald, 22 Commerce St., Meridian, Pa.</p>'
    )
    html = regional(
        Page(
            title="Eastgate district drops Birch Hollow bus route",
            site="The Meridian Valley Herald",
            tagline="Wednesday, April 3, 2013",
            menu=("Home", "News", "Education", "Sports", "Business", "Opinion", "Obituaries", "Classifieds"),
            post=post,
            after=after,
            side=side,
            foot=foot,
            top="Meridian, Pa. 48&deg;",
        )
    )
    return make(
        "df-titles-meridian",
        "discussion",
        html,
        rs,
        path="/education/article_7d2e41b6-9bd3-11e2-88412.html",
        container="div#rr > div.rr-e (subject line, 'Posted by NAME · time', text)",
        heading="Reader reaction (8)",
        description="A regional daily's own CMS; the readers' posts under 'Reader reaction (8)', newest first, each with a subject line above 'Posted by NAME · TIME' and the text; times '2 hours ago', 'Yesterday at 6:40 PM', 'Apr 3, 2013 9:15 AM'; a 'Re:' subject but no reply link: flat.",
    )


def threads_df() -> list[Case]:
    return [weekly_harlow(), hobby_thornbury(), tech_packetloss(), regional_meridian()]
