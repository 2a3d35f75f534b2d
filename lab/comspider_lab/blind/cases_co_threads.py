"""Blind set CO: three discussions (a weekly's 'Feedback' as bare paragraphs between rules with a signature line, a
daily's 'Talkback' as one two-column table per reader with a removed entry, a theatre blog's guestbook-style list)."""

from __future__ import annotations

from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_co import ad, counted, doc, links, paras, social, tag_cloud
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def millbrook_feedback() -> Case:
    cs = [
        Seed(
            "Carol Dunphy",
            "My mother went to Elm Street, I went to Elm Street and both my boys did until last June. I understand the numbers, I sat through the same presentation everyone else did. But nobody on that board could tell us where 140 more kids are going to eat lunch at Harding when the cafeteria already runs three sittings.\n\nI would have liked an answer to that before the vote, not after.",
            when="Sept. 15, 2010",
        ),
        Seed(
            "Ron Pelletier",
            "The building needs a new boiler and a new roof. That's $1.9 million by the district's own figures. Folks who want to keep it open should say where that money comes from, because it's not coming from my tax bill.",
            when="Sept. 15, 2010",
        ),
        Seed(
            "Marjorie T.",
            "Ron, it IS coming from your tax bill either way. Busing 140 kids across Route 9 isn't free. Read page 4 of the facilities report, the transportation cost is right there and not one board member mentioned it Tuesday night.",
            when="Sept. 16, 2010",
        ),
        Seed(
            "Dan Kowalczyk",
            "Sad day. Mrs. Abbott's fourth grade, 1971, room 12, the radiator that banged all winter long. Good luck to the teachers who have to pack all that up.",
            when="Sept. 16, 2010",
        ),
        Seed(
            "Lisa Greer",
            "Does anyone know if the playground equipment stays with the building? The PTO raised the money for that climbing structure in 2006 with bake sales and a 5K. Seems a shame for it to sit behind a fence if the town sells the lot.",
            when="Sept. 17, 2010",
        ),
    ]
    fb = "".join(
        f'{paras(c.text, "p")}<p align="right"><i>-- {esc(c.author)}, Millbrook &middot; {esc(c.when)}</i></p><hr size="1" noshade>'
        for c in cs
    )
    article = """At a meeting that ran past 11 p.m. Tuesday, the Millbrook School Board voted 4-3 to close Elm Street Elementary at the end of the current school year, ending 87 years of classes in the brick building on the corner of Elm and Chapel.

Superintendent Gail Horton told the board enrollment at Elm Street has fallen from 310 pupils in 1998 to 141 this fall, and that the building needs an estimated $1.9 million in repairs, including a boiler and roof.

The remaining students will move to Harding Elementary on Route 9 next September. Board member Frank Ostrowski, who voted against the closing, said the district had not yet worked out transportation or lunch schedules for the larger school.

About 90 parents and former students attended the meeting. Several spoke against the plan during a public comment period that lasted nearly two hours.

The board will take up the future of the building itself, which the town owns, at its October meeting."""
    body = f"""<body bgcolor="#ffffff" topmargin="0" leftmargin="0">
<table width="900" align="center" cellpadding="0" cellspacing="0" border="0">
<tr><td colspan="3" bgcolor="#22385b"><a href="/"><font face="Georgia" size="6" color="#ffffff">The Millbrook Ledger</font></a><br><font face="Arial" size="1" color="#c9d3e6">Serving Millbrook, East Hollis and Carver Falls since 1894</font></td></tr>
<tr><td colspan="3" bgcolor="#d9dee8"><font face="Arial" size="2"><a href="/">Home</a> | <a href="/news/">News</a> | <a href="/schools/">Schools</a> | <a href="/sports/">Sports</a> | <a href="/obits/">Obituaries</a> | <a href="/classifieds/">Classifieds</a> | <a href="/subscribe/">Subscribe</a></font></td></tr>
<tr>
<td width="160" valign="top" bgcolor="#f3f3f3"><font face="Arial" size="2"><b>This week</b><br><a href="/news/">Local News</a><br><a href="/police-log/">Police Log</a><br><a href="/town-meeting/">Town Meeting</a><br><a href="/letters/">Letters</a><br><a href="/calendar/">Calendar</a><br><br>{
        ad("150x300", "Carver Falls Hardware - Fall Bulb Sale")
    }</font></td>
<td width="540" valign="top"><div id="main">
<font face="Arial" size="1"><a href="/schools/">Schools</a></font>
<h1><font face="Georgia">Board votes 4-3 to close Elm Street School</font></h1>
<font face="Arial" size="2">By Ellen Marsh, Ledger Staff Writer<br>Wednesday, September 15, 2010</font>
{social(23, 4)}
{paras(article)}
<p><font size="2"><i>Ellen Marsh can be reached at emarsh@millbrookledger.com or 555-0142.</i></font></p>
<br>
<div id="fb"><h4><font face="Arial">Feedback</font></h4>
{fb}
<form action="/feedback/submit" method="post"><font face="Arial" size="2">Your name: <input name="n" size="20"> Town: <input name="t" size="14"><br><textarea name="m" rows="5" cols="55"></textarea><br><input type="submit" value="Send"> <i>Feedback is read before it is posted.</i></font></form>
</div>
</div></td>
<td width="200" valign="top"><font face="Arial" size="2">
{
        counted(
            "Most Read This Week",
            '''
Board votes 4-3 to close Elm Street School | 2,114
Police log: Sept. 6-12 | 1,302
Millbrook girls edge Hollis in overtime | 880
Harvest Fair parking changes announced | 611
''',
            "views",
        )
    }
{
        links(
            "From the archives",
            '''
Elm Street School turns 75 (1998)
Harding addition opens to students (2004)
Enrollment study recommends consolidation (2009)
''',
        )
    }
{ad("180x150", "Dunphy Insurance Agency")}
</font></td></tr>
<tr><td colspan="3" bgcolor="#22385b"><font face="Arial" size="1" color="#ffffff">&copy; 2010 The Millbrook Ledger, 14 Main Street, Millbrook. All rights reserved.</font></td></tr>
</table>
</body>"""
    return Case(
        id="co-millbrook-feedback",
        kind="discussion",
        language="en",
        reveal="on_load",
        container="div#fb (no class): h4 'Feedback', then per reader: p text (1 or 2), p align=right > i '-- NAME, Millbrook · DATE', hr",
        heading="Feedback",
        description="A small-town weekly of 2010 in a table layout (font tags, left link column with an ad, right column with most read and archives): an article on a school closing, then 'Feedback' with 5 readers' letters as bare paragraphs separated by <hr>, each signed after its text in an italic '-- NAME, Millbrook · DATE' line, then the submit form. Most awkward: no item element at all; each comment is only paragraphs between two rules, the name after the text.",
        path="/schools/2010/09/15/board-votes-to-close-elm-street-school.html",
        html=doc(
            "Board votes 4-3 to close Elm Street School",
            "The Millbrook Ledger",
            "",
            body,
            date="2010-09-15",
            doctype='<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">',
        ),
        comments=cs,
        static=True,
        lookalikes=("most read with view counts",),
    )


def tricounty_talkback() -> Case:
    cs = [
        Seed(
            "hartsville_mom",
            "Two hundred trucks a day on Quarry Road is two hundred trucks a day past the bus stop at Linden. My kids stand there at 7:10 every morning. I'd like to know who at Dalton Aggregates thinks that's fine.",
            when="6/5/2012 7:48 AM",
        ),
        Seed(
            "Gene Albright",
            "I worked at that quarry for 31 years. It put food on a lot of tables in this county. The expansion is 60 jobs. People who moved out here for the view knew there was a quarry when they bought.",
            when="6/5/2012 8:15 AM",
        ),
        Seed(
            "RiverRat",
            "60 jobs for how long though? The permit is for 15 years of blasting and then they leave a hole. Ask the folks in Spring Mill how their wells did after the last one.",
            when="6/5/2012 9:02 AM",
        ),
        Seed(
            "Concerned in Oak Twp",
            "The article says the DEP already signed off on the water study. Has anybody actually seen it? It isn't on the township website and when I called they said I'd have to file a Right to Know request. That shouldn't be how it works.",
            when="6/5/2012 10:37 AM",
        ),
        Seed(
            "Gene Albright",
            "RiverRat, the Spring Mill wells were a different company and a different aquifer. Not defending them, just saying apples and oranges.",
            when="6/5/2012 11:20 AM",
        ),
        Seed(
            "tpkeTom",
            "Hearing is the 19th at the fire hall, 7pm. Show up instead of typing on here. Last time there were 40 people and the supervisors said nobody cared.",
            when="6/5/2012 1:44 PM",
        ),
    ]
    removed_at = 3

    def row(c: Seed, n: int) -> str:
        return (
            f'<table width="100%" cellpadding="6" cellspacing="0" border="0" style="border-bottom:1px dotted #999">'
            f'<tr><td width="140" valign="top" bgcolor="#f5f1e6"><b>{esc(c.author)}</b><br><font size="1">{esc(c.when)}</font><br>'
            f'<font size="1"><a href="/talkback/report?id={40211 + n}" rel="nofollow">Report abuse</a></font></td>'
            f'<td valign="top">{paras(c.text)}</td></tr></table>'
        )

    parts = [row(c, n) for n, c in enumerate(cs)]
    parts.insert(
        removed_at,
        '<table width="100%" cellpadding="6" cellspacing="0" border="0" style="border-bottom:1px dotted #999"><tr>'
        '<td width="140" valign="top" bgcolor="#f5f1e6"><b>[removed]</b></td><td valign="top"><i>This post was removed by the site administrator for violating the Talkback rules.</i></td></tr></table>',
    )
    article = """A plan to expand the Dalton Aggregates quarry on Quarry Road by 118 acres moved a step forward Monday when the state Department of Environmental Protection approved the company's hydrogeologic study.

The expansion still needs a conditional use permit from Oak Township supervisors, who will hold a public hearing June 19 at the Oak Township fire hall.

Company officials say the expansion would add 60 jobs and keep the quarry operating for at least 15 more years. Neighbors have raised concerns about truck traffic, blasting and well water.

"We've been a good neighbor here since 1958," said plant manager Rick Sowers. "We intend to keep being one."

Under the plan, truck traffic on Quarry Road would rise to about 200 loads a day during the construction season."""
    style = """body{margin:0;background:#e8e4d8;font:13px Verdana,sans-serif}#wrap{width:980px;margin:0 auto;background:#fff}
#mast{background:#7a1f1f;color:#fff;padding:10px 16px;font:bold 34px 'Times New Roman'}#nav{background:#333;padding:5px 16px}#nav a{color:#fff;margin-right:12px;font-size:12px}
#c1{float:left;width:620px;padding:16px}#c2{float:right;width:300px;padding:16px 16px 0 0}#c2 h3{background:#7a1f1f;color:#fff;font-size:12px;padding:4px}
.share .sb{border:1px solid #ccc;padding:1px 4px;margin-right:4px;font-size:11px}.tb-h{font:bold 18px Georgia;border-bottom:2px solid #7a1f1f;margin-top:24px}
#ft{clear:both;background:#333;color:#aaa;padding:14px;font-size:11px}"""
    body = f"""<body><div id="wrap">
<div id="mast">Tri-County Courier<span style="font-size:12px;float:right">Tuesday, June 5, 2012 &middot; 71&deg; Partly cloudy</span></div>
<div id="nav"><a href="/">Home</a><a href="/news/">News</a><a href="/sports/">Sports</a><a href="/opinion/">Opinion</a><a href="/obituaries/">Obituaries</a><a href="/business/">Business</a><a href="/classifieds/">Classifieds</a><a href="/eedition/">e-Edition</a></div>
<div id="c1">
<p><a href="/news/">News</a> &raquo; <a href="/news/oak-township/">Oak Township</a></p>
<h1>State OKs quarry study; township hearing set for June 19</h1>
<p><b>By KAREN WOJCIK</b> Staff Writer<br>Published: June 5, 2012 6:00 AM</p>
{social(41, 12, 3)}
{paras(article)}
<p><i>Contact Karen Wojcik at 555-0188 or kwojcik@tricountycourier.com.</i></p>
{ad("468x60", "Sponsored: Hometown Bank - 2.9% Auto Loans")}
<div class="tb-h">Talkback <span style="font:11px Verdana">(7 posts)</span></div>
<p><font size="1">Posts are the opinions of their writers. <a href="/talkback/rules">Talkback rules</a> | Sort: <b>Oldest first</b> <a href="?sort=new">Newest first</a></font></p>
{"".join(parts)}
<p><a href="/login?next=/talkback/post">Log in</a> or <a href="/register">register</a> to post on Talkback.</p>
</div>
<div id="c2">
{ad("300x250")}
{
        counted(
            "Most Read",
            '''
Two hurt in Route 30 crash near Hartsville | 3,480
State OKs quarry study; township hearing set for June 19 | 2,912
Former Oak Twp. treasurer charged | 2,506
Graduation 2012: Central Valley High photos | 1,877
''',
            "reads",
        )
    }
{
        counted(
            "Most Talked About",
            '''
Former Oak Twp. treasurer charged | 54
State OKs quarry study; township hearing set for June 19 | 7
Letter: Fix the potholes on Spring Mill Road | 19
''',
            "posts",
        )
    }
{
        links(
            "Related stories",
            '''
Dalton Aggregates seeks 118-acre expansion (March 2012)
Spring Mill residents still waiting on well tests (2011)
''',
        )
    }
</div>
<div id="ft">Copyright &copy; 2012 Tri-County Courier. All rights reserved. | <a href="/privacy">Privacy Policy</a> | <a href="/contact">Contact Us</a></div>
</div></body>"""
    return Case(
        id="co-tricounty-talkback",
        kind="discussion",
        language="en",
        reveal="on_load",
        container="div#c1 > div.tb-h 'Talkback (7 posts)', then one <table> per post: td (b NAME, font date, Report abuse) + td (p text)",
        heading="Talkback",
        description="A regional daily of 2012: an article on a quarry expansion, a 468x60 ad, then 'Talkback (7 posts)' with one two-column table per reader (name, date and a report link on the left, the text on the right), one of the 7 a '[removed]' row; the same author twice, '@'-less answers by name ('RiverRat, ...'); most read and 'most talked about' boxes with counts, share counts as saved. Most awkward: tables without any class, the removed row among them.",
        path="/news/oak-township/state-oks-quarry-study-township-hearing-set-for-june-19-1-1349922",
        html=doc(
            "State OKs quarry study; township hearing set for June 19",
            "Tri-County Courier",
            style,
            body,
            date="2012-06-05",
        ),
        comments=cs,
        static=True,
        lookalikes=("most read / most talked about with counts", "a '[removed]' row"),
    )


def riverside_what_you_said() -> Case:
    cs = [
        Seed(
            "Joan Whitaker",
            "Saw it Saturday night. The second act had me in tears, and I don't cry at anything. Bravo to whoever played Emily!",
            when="March 14, 2011",
        ),
        Seed(
            "Pete",
            "Great show but PLEASE do something about the parking. We circled the block for 20 minutes and missed the first scene.",
            when="March 14, 2011",
        ),
        Seed(
            "The Harmon family",
            "Our daughter was one of the townspeople and this was her first time on a real stage. Thank you to the whole cast for making the young ones feel so welcome. She hasn't stopped talking about it.",
            when="March 14, 2011",
        ),
        Seed(
            "Alan R.",
            "Minimal set, real chairs, two ladders. Exactly how Wilder wanted it done. Whoever made that call knew what they were doing.",
            when="March 15, 2011",
        ),
        Seed(
            "Deb from Fairview",
            "We drove up from Fairview for the Sunday matinee. Worth every mile. When is the spring musical and are tickets on sale yet?",
            when="March 15, 2011",
        ),
        Seed(
            "Mrs. K",
            "The Stage Manager was wonderful. So calm and warm, like he was talking to each of us in the audience.",
            when="March 16, 2011",
        ),
        Seed(
            "Gordon Lisle",
            "I'll be the odd one out. The first act dragged and I couldn't hear half the lines from row M. A couple of mics or just more projection would help that hall a lot.",
            when="March 16, 2011",
        ),
        Seed(
            "Sarah B",
            "Ushered Friday and Saturday and got to watch it twice. It was even better the second time. So proud of this group.",
            when="March 17, 2011",
        ),
    ]
    items = "".join(f"<li><b>{esc(c.author)}</b> wrote on {esc(c.when)}:<br>{esc(c.text)}</li>" for c in cs)
    post = """Thank you, Riverside! Our three weekends of Our Town closed Sunday afternoon with a full house, and we couldn't be prouder of our cast of 24, from eight-year-old Lily Harmon to 81-year-old Walt Prentiss, who first stepped onto our stage in 1962.

More than 900 people came through the doors of the Grange Hall over nine performances. That's a record for a non-musical, and it means the lighting fund is finally within reach.

A huge thank you to our crew, our ushers and the Riverside Garden Club for the lilacs in the lobby. Auditions for the spring musical will be announced here next week.

Tell us what you thought below. We read every one."""
    style = """body{background:#3b2f2f;margin:0;font:14px/1.5 Georgia,serif}#page{width:860px;margin:20px auto;background:#fffaf0;padding:0 0 20px}
#hdr{background:#7b1e3a;color:#fdebd0;padding:24px}#hdr a{color:#fdebd0;font:bold 30px Georgia;text-decoration:none}#hdr p{margin:4px 0 0;font-style:italic}
#menu{background:#f0e0c0;padding:6px 24px}#menu a{margin-right:14px;color:#5a1020}#left{float:left;width:560px;padding:0 24px}#right{float:right;width:220px;padding-right:20px;font-size:12px}
.datehead{font:bold 12px Arial;color:#888;text-transform:uppercase;margin-top:20px}ul.gb{list-style:none;padding:0}ul.gb li{border-top:1px dashed #c9a;padding:10px 0}
.tags-box a{margin-right:4px}#foot{clear:both;text-align:center;font-size:11px;color:#888;padding-top:20px}"""
    body = f"""<body><div id="page">
<div id="hdr"><a href="/">Riverside Players</a><p>Community theatre at the Grange Hall since 1958</p></div>
<div id="menu"><a href="/">Home</a><a href="/season/">This Season</a><a href="/auditions/">Auditions</a><a href="/tickets/">Tickets</a><a href="/volunteer/">Volunteer</a><a href="/about/">About Us</a></div>
<div id="left">
<div class="datehead">Monday, March 14, 2011</div>
<h2><a href="/2011/03/thank-you-riverside.html">Thank you, Riverside!</a></h2>
{paras(post)}
<p><small>Posted by Marcy Doyle at 9:30 AM | Labels: <a href="/search/label/Our%20Town">Our Town</a>, <a href="/search/label/news">news</a></small></p>
{social(37, 2)}
<h3>What you said</h3>
<ul class="gb">{items}</ul>
<p><a href="/sign">Add your note</a></p>
<p><a href="/2011/03/tech-week-photos.html">&laquo; Tech week photos</a> | <a href="/2011/03/spring-musical-auditions.html">Spring musical auditions &raquo;</a></p>
</div>
<div id="right">
<h3>Now Playing</h3><p>Nothing this week! Spring musical coming in May.</p>
{
        links(
            "Blog Archive",
            '''
March 2011 (4)
February 2011 (6)
January 2011 (3)
December 2010 (5)
''',
        )
    }
{
        tag_cloud(
            "Labels",
            '''
Our Town | 18
auditions | 14
news | 16
photos | 12
volunteers | 11
Grange Hall | 10
''',
        )
    }
<h3>Our sponsors</h3><p>Riverside Savings Bank<br>Gus's Pizza &amp; Subs<br>Lyman Florist</p>
</div>
<div id="foot">Riverside Players is a non-profit 501(c)(3). Powered by a free blog service.</div>
</div></body>"""
    return Case(
        id="co-riverside-what-you-said",
        kind="discussion",
        language="en",
        reveal="on_load",
        container="h3 'What you said', ul.gb > li ('<b>NAME</b> wrote on DATE:<br>TEXT')",
        heading="What you said",
        description="A community theatre's blog of 2011 on a free blog service's look: a thank-you post after a play, then 'What you said', a guestbook-style list of 8 short notes, each one li with the name in bold, 'wrote on DATE:', a line break and the text in the same element; archive counts, a label cloud, sponsors. Most awkward: name, date and text as text nodes of one li, no element around the text, a guestbook's look.",
        path="/2011/03/thank-you-riverside.html",
        html=doc("Thank you, Riverside!", "Riverside Players", style, body, date="2011-03-14"),
        comments=cs,
        static=True,
        lookalikes=("archive counts", "a label cloud"),
    )


def threads_co() -> list[Case]:
    return [millbrook_feedback(), tricounty_talkback(), riverside_what_you_said()]
