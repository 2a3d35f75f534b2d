"""Blind set CO: three discussions (a review site's forum thread embedded under the article with an automatic first
post, quotes and signatures; a daily's print view with the readers' reactions appended as bare text between line
breaks; a county paper whose readers' notes sit inside the article's own div, no heading and no dates)."""

from __future__ import annotations

from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_co import ad, counted, doc, links, paras, social, tag_cloud
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def bytebench_discuss() -> Case:
    # (author, text, quoted (author, text) or None, join date, posts, signature, time)
    posts = [
        (
            "phaseshift",
            "Good review. The thermals on page 3 match what I'm seeing on mine, 84C under Prime with the stock cooler. Swapped to a Hyper 212 and it sits around 66 now.",
            None,
            "Mar 2009",
            "2,114",
            "i5-3570K @ 4.2 | ASRock Z77 Pro4 | 16GB | GTX 660",
            "03-18-2013, 09:14 AM",
        ),
        (
            "Kerrigan77",
            "Honestly the 3570K is still the better buy for anyone who games. The 4770K's extra threads don't do anything in most titles and you pay $100 more plus a new board.",
            None,
            "Jul 2011",
            "587",
            "",
            "03-18-2013, 10:02 AM",
        ),
        (
            "dmesg",
            "Depends what you do with it. I encode video a couple of nights a week and Hyper-Threading cut my x264 times by almost a third. Not everyone is just gaming.",
            ("Kerrigan77", "Honestly the 3570K is still the better buy for anyone who games."),
            "Jan 2010",
            "3,960",
            "Arch on everything. Yes, even the toaster.",
            "03-18-2013, 11:47 AM",
        ),
        (
            "old_school_ron",
            "Still running a Q6600 from 2007 here. Reading this I think it might finally be time. Is the stock cooler really that bad or was that just a bad paste job on the review sample?",
            None,
            "Dec 2004",
            "12,407",
            "",
            "03-18-2013, 02:30 PM",
        ),
        (
            "phaseshift",
            "It's not terrible, it's just loud once it ramps up. If you're coming from a Q6600 you're going to be happy whatever you buy, trust me.",
            ("old_school_ron", "Is the stock cooler really that bad"),
            "Mar 2009",
            "2,115",
            "i5-3570K @ 4.2 | ASRock Z77 Pro4 | 16GB | GTX 660",
            "03-18-2013, 03:05 PM",
        ),
        (
            "tinkerbell_ax",
            "Would have liked to see idle power numbers with the iGPU on vs off. That's the one chart I always go looking for and it's never there.",
            None,
            "Oct 2012",
            "41",
            "",
            "03-19-2013, 08:21 AM",
        ),
    ]
    cs = [Seed(a, t, when=w) for a, t, _q, _j, _p, _s, w in posts]

    def post(
        n: int, a: str, t: str, q: tuple[str, str] | None, joined: str, count: str, sig: str, w: str
    ) -> str:
        quote = (
            f'<div style="margin:5px 20px 10px"><div class="smallfont">Quote:</div><table cellpadding="6" cellspacing="0" border="0" width="100%"><tr>'
            f'<td class="alt2" style="border:1px inset">Originally Posted by <strong>{esc(q[0])}</strong><br>{esc(q[1])}</td></tr></table></div>'
            if q
            else ""
        )
        signature = f"<div>__________________<br>{esc(sig)}</div>" if sig else ""
        return (
            f'<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" id="p{88410 + n}">'
            f'<tr><td class="thead" colspan="2"><span style="float:right">#<a href="/forums/showpost.php?p={88410 + n}">{n + 2}</a></span>{esc(w)}</td></tr>'
            f'<tr><td class="alt2" width="160" valign="top"><a class="bigusername" href="/forums/member.php?u={n * 37 + 1102}">{esc(a)}</a>'
            f'<div class="smallfont">Member<br>Join Date: {esc(joined)}<br>Posts: {esc(count)}</div></td>'
            f'<td class="alt1" valign="top">{quote}<div id="post_message_{88410 + n}">{esc(t)}</div>{signature}</td></tr></table>'
        )

    first = (
        '<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" id="p88401">'
        '<tr><td class="thead" colspan="2"><span style="float:right">#<a href="/forums/showpost.php?p=88401">1</a></span>03-18-2013, 06:00 AM</td></tr>'
        '<tr><td class="alt2" width="160" valign="top"><a class="bigusername" href="/forums/member.php?u=2">ByteBench News</a><div class="smallfont">Site Bot<br>Join Date: Jan 2003<br>Posts: 9,812</div></td>'
        '<td class="alt1" valign="top"><div id="post_message_88401">Intel Core i7-4770K vs i5-3570K: is Haswell worth the upgrade?<br><br>We put Intel\'s new flagship against last year\'s favourite in 22 benchmarks. Read the full article on the front page.</div></td></tr></table>'
    )
    article = """Intel's fourth-generation Core processors arrive with a new socket, a new integrated GPU and promises of better efficiency. We spent two weeks with a retail Core i7-4770K and compared it against the Core i5-3570K that has been our go-to recommendation for a year.

In single-threaded tasks the 4770K is between 8 and 12 percent faster clock for clock. With all eight threads loaded, in video encoding and rendering, the lead grows to 35 percent.

Games tell a different story. With a GTX 680 at 1920x1080 the two chips were within 4 percent of each other in nine of our ten titles.

Temperatures are the sore point. Under a sustained Prime95 load our sample reached 87C with Intel's boxed cooler, and the fan was audible across the room.

Bottom line: if you encode, render or compile, the 4770K earns its price. If you mostly game, the 3570K remains the smarter buy, especially if you already own a Z77 board."""
    style = """body{margin:0;background:#1d232a;font:13px Tahoma,Verdana,sans-serif;color:#222}#top{background:#10151a;padding:10px 20px}#top a.logo{color:#8fd14f;font:bold 26px Verdana;text-decoration:none}
#top ul{display:inline;list-style:none;margin-left:30px}#top li{display:inline;margin-right:14px}#top li a{color:#ddd}
#content{width:1000px;margin:0 auto;background:#fff;overflow:hidden}#art{float:left;width:660px;padding:16px}#sb{float:right;width:290px;padding:16px 16px 0 0}
#sb h3{border-bottom:2px solid #8fd14f;font-size:13px}.pager a{margin-right:6px}.tborder{background:#d1d1e1;margin-bottom:6px}.thead{background:#5c7099;color:#fff;font-size:11px}
.alt1{background:#f5f5ff}.alt2{background:#e1e4f2}.smallfont{font-size:10px}.bigusername{font-weight:bold;font-size:13px}#fthead{background:#10151a;color:#8fd14f;padding:6px 10px;margin-top:24px;font:bold 15px Verdana}
#foot{clear:both;background:#10151a;color:#777;padding:14px;font-size:11px}"""
    body = f"""<body>
<div id="top"><a class="logo" href="/">ByteBench</a><ul><li><a href="/reviews/">Reviews</a></li><li><a href="/news/">News</a></li><li><a href="/guides/">Buyer's Guides</a></li><li><a href="/forums/">Forums</a></li><li><a href="/deals/">Deals</a></li></ul></div>
<div id="content">
<div id="art">
<p><a href="/reviews/">Reviews</a> &gt; <a href="/reviews/cpu/">CPUs</a></p>
<h1>Intel Core i7-4770K vs i5-3570K: is Haswell worth the upgrade?</h1>
<p>by <a href="/author/mgrady">Mike Grady</a> | March 18, 2013 | Page 5 of 5: Conclusion</p>
{social(212, 96, 31)}
{paras(article)}
<p class="pager">Pages: <a href="?page=1">1</a> <a href="?page=2">2</a> <a href="?page=3">3</a> <a href="?page=4">4</a> <b>5</b></p>
<div style="border:1px solid #ddd;padding:10px;background:#fafafa"><img src="/_avatar/mgrady.svg" width="60" height="60" alt="" style="float:left;margin-right:10px"><b>About Mike Grady</b><br>Mike has been building PCs since the Pentium II and reviewing them for ByteBench since 2006. He lives in Columbus with too many graphics cards.</div>
<div id="fthead">Discuss</div>
<p class="smallfont">This thread is mirrored from our forums: <a href="/forums/showthread.php?t=30518">Intel Core i7-4770K vs i5-3570K</a> (7 posts). <a href="/forums/newreply.php?t=30518">Reply in the forums</a></p>
{first}
{"".join(post(n, *p) for n, p in enumerate(posts))}
</div>
<div id="sb">
{ad("300x250", "Advertisement - Newegg")}
{
        counted(
            "Hot in the Forums",
            '''
GTX 660 vs HD 7870 for 1080p? | 143
Is my PSU dying? Clicking noise | 88
Intel Core i7-4770K vs i5-3570K | 7
''',
            "replies",
        )
    }
{
        links(
            "Related Reviews",
            '''
AMD FX-8350 review: eight cores for $199
Best CPU coolers under $40
Z77 motherboard roundup: six boards tested
''',
        )
    }
{
        tag_cloud(
            "Tags",
            '''
Intel | 18
Haswell | 16
overclocking | 13
CPU | 15
benchmarks | 11
''',
        )
    }
</div>
<div id="foot">&copy; 2003-2013 ByteBench Media. Forum software &copy; its vendor.</div>
</div></body>"""
    return Case(
        id="co-bytebench-discuss",
        kind="discussion",
        language="en",
        reveal="on_load",
        container="div#fthead 'Discuss', then one table.tborder per forum post (td.thead date, td.alt2 username + join date + posts, td.alt1 > div#post_message_N text, optional Quote table and signature)",
        heading="Discuss",
        description="A hardware review site of 2013 (page 5 of 5 of a review): under the author's bio, 'Discuss' mirrors the forum thread: a first post by the site's bot that repeats the headline (not a reader's comment), then 6 readers' posts in forum tables with join date and post counts, two quoting an earlier post ('Quote: Originally Posted by NAME'), two with a signature under a rule; hot forum threads with counts, related reviews, tags. Most awkward: a forum's post table under a news article, its bot's first post, quotes and signatures inside the post cell.",
        path="/reviews/cpu/intel-core-i7-4770k-vs-i5-3570k/5",
        html=doc(
            "Intel Core i7-4770K vs i5-3570K: is Haswell worth the upgrade?",
            "ByteBench",
            style,
            body,
            date="2013-03-18",
        ),
        comments=cs,
        static=True,
        lookalikes=("the forum bot's first post", "hot forum threads with counts"),
    )


def harbor_print_reactions() -> Case:
    cs = [
        Seed(
            "Hank Moody",
            "They've been talking about dredging that channel since I was a deckhand, and I'm 64. I'll believe it when I see the barge.",
            when="2 days ago",
        ),
        Seed(
            "Liz",
            "The article doesn't say where the dredged sand goes. Last time they dumped it off Gull Point and the clam flats were closed for two seasons.",
            when="2 days ago",
        ),
        Seed(
            "capt_bill",
            "@Hank it's real this time, the Army Corps money is in the federal budget. Seven boats in our co-op touched bottom at low tide in August. Something had to give.",
            0,
            when="2 days ago",
        ),
        Seed(
            "Anne Ferreira",
            "Good news for the fleet, finally. Thank you to Rep. Sullivan's office for not letting this one drop.",
            when="1 day ago",
        ),
        Seed(
            "Tom W.",
            "$4.2 million for one channel and they still can't fix the boat ramp at Kettle Cove. Priorities.",
            when="1 day ago",
        ),
        Seed(
            "Liz",
            "Found it myself: the permit says beach nourishment at Sandy Neck. Much better than Gull Point, if they stick to it.",
            when="1 day ago",
        ),
        Seed(
            "Mike Souza",
            "Work window is Nov 1 to Jan 31 because of the winter flounder. That means the whole job happens in the worst weather of the year. Good luck to the crews.",
            when="5 hours ago",
        ),
    ]
    reactions = "<br><br>\n".join(
        f'{esc(c.text)}<br><font size="-1">Posted by {esc(c.author)} | {esc(c.when)}</font>' for c in cs
    )
    article = """The long-delayed dredging of the Wellfleet Harbor entrance channel will begin in November, after the U.S. Army Corps of Engineers awarded a $4.2 million contract on Tuesday.

Fishermen have complained for years that shoaling at the channel's mouth makes it unsafe at low tide. This summer, at least seven commercial boats reported touching bottom.

The work is limited to the winter months to protect spawning winter flounder. Contractors will remove about 95,000 cubic yards of sand.

"This is the single most important thing we can do for the fleet," said harbormaster Joe Lapointe."""
    body = f"""<body bgcolor="#ffffff" text="#000000">
<table width="640" border="0" cellpadding="0" cellspacing="0"><tr><td>
<font face="Times New Roman"><b><font size="5">The Harbor Times</font></b><br>
<font size="-1">Printed from harbortimes.com &mdash; <a href="/news/2011/10/05/channel-dredging-to-begin.html">view the full page</a> &mdash; <a href="#" rel="nofollow">Print this page</a></font>
<hr noshade size="1">
<b><font size="4">Channel dredging to begin in November</font></b><br>
<font size="-1">By Paul Rego / Staff Writer<br>October 5, 2011</font>
{paras(article)}
<p><font size="-1">Copyright 2011 The Harbor Times. Some rights reserved.</font></p>
<hr noshade size="1">
<b>Reactions (7)</b><br><br>
{reactions}
<hr noshade size="1">
<font size="-1">URL: http://www.harbortimes.com/news/2011/10/05/channel-dredging-to-begin.html</font>
</font></td></tr></table>
</body>"""
    return Case(
        id="co-harbor-print-reactions",
        kind="discussion",
        language="en",
        reveal="on_load",
        container="the print view's one <td> > <font>: b 'Reactions (7)', then text nodes separated by <br><br>, each followed by <font size=-1> 'Posted by NAME | RELATIVE TIME'",
        heading="Reactions",
        description="A coastal daily's print view of 2011 (no stylesheet, one table cell, font tags): the article and, after a rule, 'Reactions (7)' whose 7 readers' posts are bare text nodes separated by <br><br>, each followed by 'Posted by NAME | 2 days ago' in a small font; the same reader twice, an '@Hank' answer. Most awkward: no element holds a comment's text, relative dates only, the whole page a print view.",
        path="/news/2011/10/05/channel-dredging-to-begin/print.html",
        html=doc(
            "Channel dredging to begin in November",
            "The Harbor Times",
            "",
            body,
            date="2011-10-05",
            doctype='<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">',
        ),
        comments=cs,
        static=True,
    )


def cedar_inside_article() -> Case:
    cs = [
        Seed(
            "Walt Henning",
            "A roundabout at Fifth and Main? Half the people in this county can't handle a four-way stop. This is going to be a circus the first year.",
        ),
        Seed(
            "Jenny Carlsen",
            "They put one in at Ames by the hospital and after about two months nobody even noticed it anymore. It really does move traffic better than the lights did.",
            0,
        ),
        Seed(
            "Walt Henning",
            "Ames isn't downtown Cedar Valley on a Saturday with the farmers market and grain trucks coming through.",
            1,
        ),
        Seed(
            "Bob Trask",
            "What about the semis? Trucks from the co-op go through that intersection all day in harvest season. Is it going to be big enough for a grain hauler to get around?",
        ),
        Seed(
            "M. Oyler",
            "The plans are on the city website and they show a truck apron, that's the raised ring in the middle that the trailer wheels can roll over. Page 11 of the PDF.",
            3,
        ),
        Seed(
            "Karen Lindgren",
            "I just want to know how long Main will be closed. My shop is on that block and last time they redid the sewer we lost most of June.",
        ),
        Seed(
            "Dale",
            "Council should have put this on the ballot. $1.6 million is real money in a town of 6,000.",
        ),
        Seed(
            "Jenny Carlsen",
            "Dale, the state is paying 80% of it through the safety grant. The city share is about $320,000.",
            6,
        ),
        Seed(
            "Sue Halvorsen",
            "Please make sure there are proper crosswalks. Lots of the kids walk that way to the middle school.",
        ),
    ]

    def block(i: int, depth: int) -> str:
        c = cs[i]
        indent = (
            f' style="margin-left:{depth * 30}px;border-left:1px solid #ccc;padding-left:8px"'
            if depth
            else ""
        )
        kids = "".join(block(j, depth + 1) for j, d in enumerate(cs) if d.parent == i)
        return f"<div{indent}><p><strong>{esc(c.author)}</strong><br>{esc(c.text)}</p>{kids}</div>"

    notes = "".join(block(i, 0) for i, c in enumerate(cs) if c.parent is None)
    article = """Cedar Valley will get its first roundabout next summer. The City Council voted 5-0 Monday to accept a state traffic safety grant that will pay for most of the $1.6 million project at Fifth Street and Main Street.

The intersection has seen 23 crashes in the last five years, more than any other in the city, according to police chief Dan Moen.

City engineer Laura Petersen said the design includes a mountable truck apron so that semis and farm equipment can get through. Construction is planned for May through August.

Businesses on the block will remain open during construction, Petersen said, though Main will be closed to through traffic for about six weeks."""
    style = """body{margin:0;font:15px/1.5 Arial,sans-serif;background:#f0efe9}#shell{width:960px;margin:0 auto;background:#fff}
#brand{padding:14px 20px;border-bottom:4px solid #2f5d3a}#brand a{font:bold 32px Georgia;color:#2f5d3a;text-decoration:none}#sect{background:#2f5d3a;padding:6px 20px}#sect a{color:#fff;margin-right:16px;font-size:13px}
#main{float:left;width:600px;padding:20px}#rail{float:right;width:280px;padding:20px 20px 0 0;font-size:13px}#rail h3{background:#eee;padding:4px 6px;font-size:13px}
.story-body p{margin:0 0 12px}.share .sb{background:#3b5998;color:#fff;padding:1px 5px;font-size:11px;margin-right:4px}#foot{clear:both;background:#222;color:#999;font-size:11px;padding:14px}"""
    body = f"""<body><div id="shell">
<div id="brand"><a href="/">Cedar Valley Sentinel</a> <span style="font-size:12px;color:#777">Thursday, October 11, 2012</span></div>
<div id="sect"><a href="/">Home</a><a href="/news/">News</a><a href="/ag/">Ag</a><a href="/sports/">Sports</a><a href="/obits/">Obituaries</a><a href="/opinion/">Opinion</a><a href="/classifieds/">Classifieds</a></div>
<div id="main">
<h1>Council OKs roundabout for Fifth and Main</h1>
<p><b>By Tom Ness</b> | Sentinel Editor</p>
{social(18, 3)}
<div class="story-body">
{paras(article)}
<p><i>Tom Ness can be reached at editor@cvsentinel.com.</i></p>
<p>&nbsp;</p>
{notes}
</div>
<p><a href="/submit-note?story=2981">Add your thoughts</a> (name required, no e-mail shown)</p>
{
        links(
            "More local news",
            '''
Co-op expects record soybean yields
Homecoming parade route announced
Library board approves Sunday hours
''',
        )
    }
</div>
<div id="rail">
{ad("250x250", "Valley Farm & Home - Fall Open House")}
{
        counted(
            "Most Popular",
            '''
Council OKs roundabout for Fifth and Main | 1,406
Homecoming parade route announced | 720
Obituary: Harold T. Nygaard | 655
''',
            "views",
        )
    }
<h3>Weather</h3><p>Cedar Valley: 54&deg; Sunny. Tonight: frost possible.</p>
{ad("250x100", "Sponsored")}
</div>
<div id="foot">&copy; 2012 Cedar Valley Sentinel. 210 Main St., Cedar Valley.</div>
</div></body>"""
    return Case(
        id="co-cedar-inside-article",
        kind="discussion",
        language="en",
        reveal="on_load",
        container="div.story-body (the article's own div): after the reporter's contact line and an empty p, one bare div per reader (p > strong NAME, br, TEXT), replies as nested divs with an inline margin-left",
        heading=None,
        description="A county paper of 2012: a short article on a roundabout, and inside the article's own div, after its last paragraph and an empty paragraph, 9 readers' notes without any heading, class or date: a bare div with the name in strong, a line break and the text in the same paragraph; 4 answers nested as divs indented by an inline style; an 'Add your thoughts' link after the story div; most popular with counts, weather, ads. Most awkward: no heading, no date, no class, the notes inside the article's body.",
        path="/news/council-oks-roundabout-for-fifth-and-main-2981.html",
        html=doc(
            "Council OKs roundabout for Fifth and Main",
            "Cedar Valley Sentinel",
            style,
            body,
            date="2012-10-11",
        ),
        comments=cs,
        static=True,
    )


def threads2_co() -> list[Case]:
    return [bytebench_discuss(), harbor_print_reactions(), cedar_inside_article()]
