"""Blind set fp: three more discussions in the markup of 2011-2012. An Australian suburb's blog on a Movable
Type-like template (6 comments, the text first and "Posted by: NAME | DATE" after it, two flat "@Name" answers, no
heading), a New Zealand regional paper's table of comments with a header row per comment (4 comments under "Reader
responses") and an Indian city magazine's comments newest first with a "Load older comments" link (7 comments under
"Comments (7)"). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fp_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- au: a suburb's blog, Movable Type-like, 2012


def au_pool() -> Case:
    cs = talk("""
Shazza || January 14, 2012 09:14 PM || Took the kids down this arvo and it was packed by ten past one. They've kept the old diving tower, which made my husband very happy.
Bruce Tindall || January 14, 2012 10:02 PM || Four dollars for an adult swim now. It was twenty cents when I learned to swim there and the kiosk sold frozen orange ice blocks for five.
@1 Mel K || January 15, 2012 07:48 AM || @Bruce Tindall the concession price is two fifty, and the council's season pass works out cheaper if you go twice a week.
Lan P. || January 15, 2012 12:30 PM || Are the lap lanes open early on weekdays? The council website still shows the old timetable from 2008.
@3 Ros || January 15, 2012 01:15 PM || @Lan P. I rang them this morning: lap lanes from 6am on weekdays, 7am on weekends. I've added it to the post.
Col from the bowls club || January 16, 2012 05:55 PM || Good to see the place full again. Now if only they'd fix the car park, half of it is still fenced off from the works.
""")
    entries = "\n".join(
        f'<div class="comment" id="c{20931 + i}">\n<div class="comment-content">\n{paras(c.raw)}\n</div>\n'
        f'<p class="comment-footer">Posted by: <a href="/cgi-bin/mt/mt-cp.cgi?__mode=view&amp;id={40 + i}" rel="nofollow">{esc(c.who)}</a> | <a href="#c{20931 + i}">{esc(c.at)}</a></p>\n</div>'
        for i, c in enumerate(cs)
    )
    cats = "".join(
        f'<li><a href="/{k.lower()}/">{esc(k)}</a> ({n})</li>'
        for k, n in (
            ("Council", 31),
            ("Heritage", 12),
            ("Parks and pools", 9),
            ("Schools", 14),
            ("Traffic", 22),
        )
    )
    body = f"""<body class="mt-entry-archive layout-wt">
<div id="container"><div id="container-inner">
<div id="header"><div id="header-inner"><div id="header-content">
<h1 id="header-name"><a href="/" accesskey="1">The Glenmoray Diary</a></h1>
<h2 id="header-description">Goings-on in Glenmoray and the streets around it, since 2006</h2>
</div></div></div>
<div id="content"><div id="content-inner">
<div id="alpha"><div id="alpha-inner">
<div id="entry-1377" class="entry-asset asset hentry">
<div class="asset-header"><h1 id="page-title" class="asset-name entry-title">The Ferris Street pool is open again</h1>
<div class="asset-meta"><span class="byline">By <span class="vcard author">Ros</span> on January 14, 2012 6:40 PM</span> <span class="separator">|</span> <a class="permalink" href="/2012/01/ferris-street-pool-open.html">Permalink</a></div></div>
<div class="asset-content entry-content"><div class="asset-body">
<p>After three summers behind cyclone fencing, the Ferris Street pool reopened at one o'clock this afternoon. The 50-metre pool has been retiled, the change rooms rebuilt and the old concrete stands replaced with shade sails and a lawn.</p>
<p>The council says the work cost $4.2 million, about a million more than first budgeted, mostly because of cracking found under the deep end in 2010. The 1938 entrance building has been kept and repainted in its original cream and green.</p>
<p><img src="/images/2012/ferris-pool.svg" width="470" height="280" alt="Ferris Street pool on opening day"></p>
<p><b>Update, Sunday:</b> lap lanes open from 6am on weekdays and 7am on weekends.</p>
</div></div>
<div class="asset-footer"><div class="entry-categories"><h4>Categories<span class="delimiter">:</span></h4><ul><li class="entry-category"><a href="/parks-and-pools/">Parks and pools</a></li></ul></div>
<div class="entry-tags"><h4>Tags<span class="delimiter">:</span></h4><ul><li><a href="/tag/pool" rel="tag">pool</a></li>, <li><a href="/tag/council" rel="tag">council</a></li></ul></div>
<p class="share"><a href="#">Share on Facebook</a> (63) &middot; <a href="#">Tweet this</a> (8)</p></div>
</div>
<div id="trackbacks" class="trackbacks"><h2 class="trackbacks-header">TrackBack</h2><div class="trackbacks-info"><p>TrackBack URL for this entry: <span class="trackbacks-link">/cgi-bin/mt/mt-tb.cgi/1377</span></p></div></div>
<div id="comments" class="comments">
<div class="comments-content">
{entries}
</div>
<form method="post" action="/cgi-bin/mt/mt-comments.cgi" name="comments_form" id="comments-form">
<h2 class="comments-open-header">Leave a comment</h2>
<p><label for="comment-author">Name</label> <input id="comment-author" name="author" size="30"></p>
<p><label for="comment-email">Email Address</label> <input id="comment-email" name="email" size="30"></p>
<p><label for="comment-url">URL</label> <input id="comment-url" name="url" size="30"></p>
<p><label for="comment-text">Comments</label> <textarea id="comment-text" name="text" rows="10" cols="50"></textarea></p>
<p><input type="submit" accesskey="v" name="preview_button" value="Preview"> <input type="submit" accesskey="s" name="post" value="Submit"></p>
</form>
</div>
<div class="content-nav"><a href="/2012/01/bin-night-changes.html">&laquo; Bin night moves to Tuesday</a> | <a href="/">Main Index</a> | <a href="/archives.html">Archives</a></div>
</div></div>
<div id="beta"><div id="beta-inner">
<div class="widget-search widget"><h3 class="widget-header">Search</h3><div class="widget-content"><form method="get" action="/cgi-bin/mt/mt-search.cgi"><input type="text" name="search" size="20"></form></div></div>
<div class="widget-about widget"><h3 class="widget-header">About</h3><div class="widget-content"><p>The Glenmoray Diary is written by Ros, who has lived on Wattle Parade since 1989 and goes to too many council meetings.</p></div></div>
<div class="widget-categories widget"><h3 class="widget-header">Categories</h3><div class="widget-content"><ul>{cats}</ul></div></div>
<div class="widget-archive-monthly widget"><h3 class="widget-header">Monthly Archives</h3><div class="widget-content"><ul>{nav([("/2012/01/", "January 2012"), ("/2011/12/", "December 2011"), ("/2011/11/", "November 2011"), ("/2011/10/", "October 2011")])}</ul></div></div>
<div class="widget-links widget"><h3 class="widget-header">Neighbours</h3><div class="widget-content"><ul>{nav([("http://example.org/northside-notes", "Northside Notes"), ("http://example.org/creek-walkers", "The Creek Walkers"), ("http://example.org/tram-line-tales", "Tram Line Tales")])}</ul></div></div>
<div class="widget-syndication widget"><div class="widget-content"><ul><li><a href="/atom.xml">Subscribe to this blog's feed</a></li></ul></div></div>
<div class="widget-powered widget"><div class="widget-content">Powered by a publishing platform 4.3</div></div>
</div></div>
</div></div>
<div id="footer"><div id="footer-inner"><div id="footer-content"><div class="widget-powered widget"><div class="widget-content">The Glenmoray Diary &middot; Words and photos by Ros unless noted.</div></div></div></div></div>
</div></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#d9e4dc;font:13px 'Lucida Grande',Verdana,sans-serif;margin:0;color:#333}#container{width:900px;margin:0 auto;background:#fff}#header{background:#2f5d50;padding:20px}#header-name a{color:#fff;text-decoration:none}#header-description{color:#cfe3d8;font-size:13px;margin:0}
#alpha{float:left;width:600px;padding:16px 20px}#beta{float:right;width:230px;padding:16px 10px;font-size:12px}#footer{clear:both;border-top:1px solid #ccc;padding:10px;font-size:11px}.asset-meta{font-size:11px;color:#888}.asset-footer{font-size:11px;border-top:1px dotted #ccc}
.entry-tags ul,.entry-categories ul{display:inline;padding:0;list-style:none}.entry-tags li,.entry-categories li{display:inline}.entry-tags h4,.entry-categories h4{display:inline}.trackbacks{font-size:11px;color:#888}.comment{border-bottom:1px solid #e2e2e2;padding:8px 0}.comment-footer{font-size:11px;color:#888}.content-nav{font-size:11px;text-align:center;margin:14px}
.widget-header{font-size:13px;color:#2f5d50;border-bottom:1px solid #ddd}
</style>"""
    return make(
        "fp-au-mt-pool",
        "discussion",
        doc(
            "xhtml",
            title="The Ferris Street pool is open again - The Glenmoray Diary",
            lang="en-AU",
            head=css,
        )
        + body,
        cs,
        path="/2012/01/ferris-street-pool-open.html",
        container="div#comments.comments > div.comments-content, no heading: six div.comment (div.comment-content p TEXT, then p.comment-footer 'Posted by: a NAME | a January 14, 2012 09:14 PM'); the TrackBack box above, the form 'Leave a comment' below",
        heading=None,
        description="An Australian suburb's blog of 2012 on a Movable Type-like template (invented): the Ferris Street pool reopens; 6 comments over three days without a heading of their own, each the text first and 'Posted by: NAME | DATE' after it; two of them flat answers that start '@Bruce Tindall' and '@Lan P.' (their parents in the truth; the '@Name' stays in the text); a TrackBack box between the post and the comments; categories with counts, monthly archives, a blogroll called 'Neighbours', share counts.",
        files={"/images/2012/ferris-pool.svg": svg(470, 280, "#3b9fc4", "Ferris Street pool", 24)},
    )


# --------------------------------------------------------------------------- nz: a regional paper's comment table, 2011


def nz_fanzone() -> Case:
    cs = talk("""
Hemi T || Sep 2, 2011 4:41pm || Great for the town. My cousins are coming up from down south for the pool games and until now there was nowhere to watch except the pub.
concerned ratepayer || Sep 2, 2011 6:03pm || Who is paying for the big screen and the portaloos? Not one word about the cost in the article.
Rebecca from Rototai Rd || Sep 3, 2011 9:17am || Please sort out the parking before the first game. During the A&P show our street was a car park and we couldn't get out of our own driveway for two days.
Grant W || Sep 9, 2011 11:52pm || Watched the opener down there tonight. Good crowd, good sound, and the sausage sizzle raised over a thousand dollars for the school. Well done to the organisers.
""")
    rows = "\n".join(
        f'<tr class="commentheader"><td class="cname"><b>{esc(c.who)}</b> wrote:</td><td class="cdate" align="right">{esc(c.at)}</td></tr>\n'
        f'<tr class="commentbody"><td colspan="2">{esc(c.raw)}</td></tr>\n'
        '<tr><td colspan="2" class="cspacer"><img src="/images/spacer.gif.svg" width="1" height="6" alt=""></td></tr>'
        for c in cs
    )
    weather = "".join(
        f"<tr><td>{d}</td><td>{w}</td><td>{t}</td></tr>"
        for d, w, t in (
            ("Sat", "Fine", "16&deg;"),
            ("Sun", "Showers", "13&deg;"),
            ("Mon", "Cloudy", "14&deg;"),
        )
    )
    body = f"""<body bgcolor="#e9eef2" leftmargin="0" topmargin="0">
<table width="960" align="center" cellpadding="0" cellspacing="0" bgcolor="#ffffff" class="outer">
<tr><td colspan="3" class="top"><img src="/images/herald-logo.svg" width="460" height="72" alt="The Kahuroa Herald"><span class="tag">Serving Kahuroa and the river districts since 1904</span></td></tr>
<tr><td colspan="3" class="menu">{nav([("/", "Home"), ("/news", "Local News"), ("/sport", "Sport"), ("/rural", "Rural"), ("/opinion", "Opinion"), ("/events", "What's On"), ("/notices", "Public Notices"), ("/contact", "Contact")], " | ")}</td></tr>
<tr><td colspan="3" class="latest"><b>Latest:</b> 3:12pm Road works on the Kahuroa bridge finish early &nbsp; 2:05pm Netball: Kahuroa Blues into premier semis &nbsp; 11:40am Library hours extended for Cup</td></tr>
<tr>
<td valign="top" width="170" class="left">
<p class="lhead">Sections</p>
<ul>{nav([("/news", "News"), ("/sport/rugby", "Rugby"), ("/sport/netball", "Netball"), ("/rural/markets", "Stock Markets"), ("/news/courts", "Court News"), ("/news/schools", "Schools")])}</ul>
<p class="lhead">Weather</p>
<table class="wx" cellpadding="2">{weather}</table>
<p class="lhead">Tide times</p>
<p class="small">High 5:42am, 6:07pm<br>Low 11:55am</p>
</td>
<td valign="top" class="main">
<h2>Fan zone for riverbank during the Cup</h2>
<p class="date">Friday, September 2, 2011</p>
<p><img src="/images/2011/09/riverbank.svg" width="420" height="240" alt="The Kahuroa riverbank reserve" align="right" hspace="8">Kahuroa will have its own fan zone on the riverbank reserve for every game of the Rugby World Cup, the district council confirmed yesterday.</p>
<p>A six-metre screen will go up beside the rowing club sheds next week, with food stalls run by local schools and clubs and a stage for kapa haka and local bands before the big games.</p>
<p>Mayor Julie Brankston said the zone was about giving locals who could not get tickets, or to the city, "a bit of the atmosphere right here at home".</p>
<p>Entry is free. Alcohol will be sold only in a fenced area by the rowing club.</p>
<p class="share">Email this story &middot; Print &middot; Share on Facebook (31)</p>
<h3 class="resp">Reader responses</h3>
<table class="comments" width="100%" cellpadding="4" cellspacing="0">
{rows}
</table>
<p class="addc"><a href="/comments/add?story=118423">Add your response</a> &middot; Responses are checked before they appear.</p>
</td>
<td valign="top" width="200" class="right">
<p class="rhead">Most read</p>
<ol>{nav([("/news/2011/09/01/stopbank", "Stopbank repairs to cost $2m"), ("/news/2011/09/02/fanzone", "Fan zone for riverbank during the Cup"), ("/sport/2011/08/31/premier", "Premier rugby final preview")])}</ol>
<p class="rhead">Classifieds</p>
<p class="small">HAY for sale, 200 small bales, Mangaroa Rd.<br>LOST: tabby cat, Tui St, answers to Biscuit.<br>WANTED: fencing contractor, rural block.</p>
<p><img src="/images/ads/skyscraper-rural.svg" width="160" height="300" alt="Kahuroa Rural Supplies"></p>
</td>
</tr>
<tr><td colspan="3" class="foot">The Kahuroa Herald &middot; 14 Queen Street, Kahuroa &middot; Ph (07) 000 0000 &middot; <a href="/contact">Contact the newsroom</a> &middot; <a href="/subscribe">Home delivery</a> &middot; <a href="/terms">Terms</a><br>&copy; 2011 Kahuroa Herald Ltd. All rights reserved.</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:12px Verdana,Arial,sans-serif}.outer{border:1px solid #b4c2cc}.top{background:#1c3a57;color:#fff;padding:8px}.tag{font-size:11px;margin-left:14px;color:#bcd}.menu{background:#d6e1ea;padding:5px 8px}.menu a{color:#1c3a57;font-weight:bold}.latest{font-size:11px;background:#fff6d9;padding:3px 8px}
.left{background:#f2f5f8;padding:8px;font-size:11px}.lhead,.rhead{font-weight:bold;color:#1c3a57;border-bottom:1px solid #b4c2cc;margin:8px 0 4px}.main{padding:10px 14px}.right{padding:8px;font-size:11px;background:#f7f7f7}.date,.share{font-size:11px;color:#888}.small{font-size:11px}
.resp{color:#1c3a57;border-top:2px solid #1c3a57;padding-top:6px}.comments .commentheader td{background:#e3ebf1;font-size:11px}.cdate{color:#666}.commentbody td{padding:6px 4px}.addc{font-size:11px}.foot{background:#1c3a57;color:#bcd;font-size:10px;padding:8px;text-align:center}.foot a{color:#fff}
</style>"""
    return make(
        "fp-nz-news-fanzone",
        "discussion",
        doc("html4t", title="Kahuroa Herald - Fan zone for riverbank during the Cup", lang="en-NZ", head=css)
        + body,
        cs,
        path="/news/2011/09/02/fanzone",
        container="table.comments after h3.resp 'Reader responses': three rows a comment, tr.commentheader (td b NAME ' wrote:', td.cdate 'Sep 2, 2011 4:41pm'), tr.commentbody (td colspan=2 TEXT), a spacer row; the link 'Add your response' below",
        heading="Reader responses",
        description="A New Zealand regional paper of 2011 (invented, a layout table of three columns): a rugby fan zone on the riverbank; 4 comments over a week in a table, a header row per comment ('NAME wrote:' and the date) over a body row and a spacer row; a 'Latest' line with times, the weather table, tide times, most read, classified ads and a banner ad.",
        files={
            "/images/spacer.gif.svg": svg(1, 6, "#ffffff"),
            "/images/herald-logo.svg": svg(460, 72, "#1c3a57", "The Kahuroa Herald", 30),
            "/images/2011/09/riverbank.svg": svg(420, 240, "#4f8a4a", "riverbank reserve"),
            "/images/ads/skyscraper-rural.svg": svg(160, 300, "#a06a1c", "Rural Supplies", 14),
        },
    )


# --------------------------------------------------------------------------- in: a city magazine, newest first, 2012


def in_typewriter() -> Case:
    chron = talk("""
Venkat R. || Nov 16, 2012, 9:05 AM IST || My father's typewriter went to this very shop every Diwali for a cleaning. Lovely to read that the owner still remembers old customers by their machines.
Farah Q. || Nov 16, 2012, 1:32 PM IST || I typed my entire MPhil thesis on a machine rented from this shop in 1994. Three carbon copies, and not a single mistake allowed on the last page.
Sandeep_k || Nov 16, 2012, 7:48 PM IST || Nostalgia is nice but let us be honest, nobody is bringing these back. Computers made life easier for every clerk in the collectorate.
Lalitha Narayan || Nov 17, 2012, 11:10 AM IST || Sandeep, easier yes, but not quieter! I miss the clatter of the typists under the tree outside the district court every morning.
Anirban || Nov 17, 2012, 4:25 PM IST || Can you share the exact address? I have a portable that belonged to my grandfather and it has not moved since the eighties.
Joe M. || Nov 18, 2012, 10:42 PM IST || Went there this afternoon after reading the article. He fixed my ribbon spool in five minutes and refused to take money for it. Go while you can.
Meera || Nov 19, 2012, 8:03 AM IST || Beautiful photographs. Please do a story on the fountain pen hospital near the old bus stand next.
""")
    cs = list(reversed(chron))  # the page prints them newest first
    cities = {
        "Venkat R.": "Varunapur",
        "Farah Q.": "Kesarpur",
        "Sandeep_k": "Varunapur",
        "Lalitha Narayan": "Varunapur",
        "Anirban": "Nandgiri",
        "Joe M.": "Varunapur",
        "Meera": "Ambavati",
    }
    entries = "\n".join(
        f'<li class="cmt" id="cmt-{9020 - i}">\n<div class="cmt-avatar"><img src="/assets/img/user.svg" width="36" height="36" alt=""></div>\n'
        f'<div class="cmt-main"><div class="cmt-author"><strong>{esc(c.who)}</strong> <span class="cmt-city">{esc(cities[c.who])}</span></div>\n'
        f'<div class="cmt-text">{esc(c.raw)}</div>\n'
        f'<div class="cmt-actions"><span class="cmt-time">{esc(c.at)}</span> &middot; <a href="#" class="up">Agree</a> &middot; <a href="#" class="flag">Flag</a></div></div>\n</li>'
        for i, c in enumerate(cs)
    )
    body = f"""<body>
<div class="site">
<div class="topstrip"><span>Monday, November 19, 2012</span><a href="/subscribe">Subscribe to the print edition</a><a href="/login">Login</a><a href="/register">Register</a></div>
<div class="masthead"><a href="/"><img src="/assets/img/logo.svg" width="380" height="76" alt="Varunapur Weekly"></a><div class="leader"><img src="/assets/ads/leader-mobiles.svg" width="468" height="60" alt="Sale on smartphones"></div></div>
<ul class="menu">{nav([("/", "Home"), ("/city", "City"), ("/food", "Food"), ("/people", "People"), ("/heritage", "Heritage"), ("/events", "Events"), ("/listings", "Listings"), ("/photos", "Photos")])}</ul>
<div class="trending"><b>Trending:</b> {nav([("/city/metro-phase-two", "Metro phase two"), ("/food/best-filter-coffee", "Best filter coffee"), ("/events/lit-fest-2012", "Lit fest 2012"), ("/city/lake-cleanup", "Lake clean-up")], " &middot; ")}</div>
<div class="body">
<div class="article">
<p class="kicker"><a href="/heritage">Heritage</a></p>
<h1>The last typewriter mechanic of Old Mint Lane</h1>
<p class="standfirst">For fifty-two years, one small shop has kept the city's typewriters clacking. It may not see another decade.</p>
<p class="meta">Text and photographs by Shalini Varkey &middot; Nov 15, 2012 &middot; <a href="#comments">7 comments</a></p>
<div class="sharebox"><span class="fb">Like 1.2k</span> <span class="tw">Tweet 214</span> <span class="li">Share 35</span> <span class="em">Email</span></div>
<p>The shop is eight feet wide and smells of machine oil and old paper. On its shelves sit nearly forty typewriters, some with their covers off, some waiting for parts that stopped being made before their owners were born.</p>
<p>Its owner opened it in 1960 with a screwdriver set and a loan of two hundred rupees from his uncle. In the seventies he employed four assistants and serviced the machines of half the offices in the collectorate. Today he works alone, six days a week, and says most of his customers are students, writers and "old men like me who never learnt the computer".</p>
<p><img src="/assets/img/2012/11/typewriter-shop.svg" width="600" height="340" alt="Inside the shop"><br><span class="cap">Spare keys sorted by letter in old biscuit tins.</span></p>
<p>He will not say how old he is. "Old enough to remember when a ribbon cost four annas," he says, and goes back to the carriage return he is straightening.</p>
<div class="tags">Tags: {nav([("/tag/heritage", "heritage"), ("/tag/old-city", "old city"), ("/tag/shops", "shops"), ("/tag/typewriters", "typewriters")], ", ")}</div>
<div class="alsoread"><h4>Also read</h4><ul>
<li><a href="/heritage/2012/10/cinema-halls">The single-screen halls that are left</a> <span>Oct 28, 2012</span></li>
<li><a href="/people/2012/09/radio-repair">Valves and voices: the radio repairman</a> <span>Sep 30, 2012</span></li>
<li><a href="/food/2012/08/bakery-1932">A bakery older than the clock tower</a> <span>Aug 12, 2012</span></li>
</ul></div>
<div id="comments" class="comments-wrap">
<h3>Comments (7)</h3>
<div class="cmt-form"><form action="/comments/post" method="post"><textarea name="body" rows="3" cols="60" placeholder="Write your comment..."></textarea><br><input type="text" name="name" value="Name"> <input type="text" name="city" value="City"> <input type="submit" value="Post"></form><p class="note">Comments are moderated and may take a few hours to appear. Newest comments are shown first.</p></div>
<div class="cmt-sort">Sort: <b>Newest</b> | <a href="?sort=oldest#comments">Oldest</a> | <a href="?sort=agreed#comments">Most agreed</a></div>
<ol class="cmt-list">
{entries}
</ol>
<p class="cmt-more"><a href="#comments" class="load-older" data-before="cmt-9014">Load older comments</a></p>
</div>
</div>
<div class="side">
<div class="ad"><img src="/assets/ads/mpu-jewellers.svg" width="300" height="250" alt="Wedding season collection"></div>
<div class="widget"><h4>Most read this week</h4><ol>{nav([("/city/metro-phase-two", "Metro phase two: what changes on Station Road"), ("/heritage/2012/11/typewriter", "The last typewriter mechanic of Old Mint Lane"), ("/food/best-filter-coffee", "Twelve cups of the city's best filter coffee")])}</ol></div>
<div class="widget"><h4>Most commented</h4><ol>
<li><a href="/city/metro-phase-two">Metro phase two: what changes on Station Road</a> (96)</li>
<li><a href="/city/autorickshaw-fares">Auto fares: the meter debate</a> (71)</li>
<li><a href="/heritage/2012/11/typewriter">The last typewriter mechanic of Old Mint Lane</a> (7)</li>
</ol></div>
<div class="widget poll"><h4>Quick poll</h4><p>Do you still own a typewriter?</p><p><input type="radio" name="p"> Yes, and it works<br><input type="radio" name="p"> Yes, in the loft<br><input type="radio" name="p"> No</p><p class="votes">1,048 votes</p></div>
<div class="widget"><h4>This weekend</h4><ul><li>Sat: Lake walk, 6:30 AM, Bund Road gate</li><li>Sat: Carnatic evening, Town Hall, 6 PM</li><li>Sun: Flea market, Cantonment grounds</li></ul></div>
<div class="widget newsletter"><h4>The Weekly in your inbox</h4><form action="/newsletter" method="post"><input type="text" name="email" value="Email"> <input type="submit" value="Subscribe"></form></div>
</div>
</div>
<div class="footer">
<div class="fcols"><ul>{nav([("/about", "About us"), ("/team", "Our team"), ("/contact", "Contact"), ("/advertise", "Advertise")])}</ul><ul>{nav([("/city", "City"), ("/food", "Food"), ("/people", "People"), ("/heritage", "Heritage")])}</ul><ul>{nav([("/terms", "Terms of use"), ("/privacy", "Privacy policy"), ("/comment-policy", "Comment policy"), ("/rss", "RSS")])}</ul></div>
<p>&copy; 2012 Varunapur Weekly Media Pvt. Ltd. All rights reserved. Reproduction in whole or in part without permission is prohibited.</p>
</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#f6f1ea;font:14px/1.5 Arial,sans-serif;margin:0;color:#222}.site{width:990px;margin:0 auto;background:#fff}.topstrip{font-size:11px;background:#222;color:#bbb;padding:4px 10px}.topstrip a{color:#fff;margin-left:10px}.masthead{display:flex;justify-content:space-between;padding:10px}
.menu{list-style:none;margin:0;padding:6px 10px;background:#c0392b}.menu li{display:inline;margin-right:14px}.menu a{color:#fff;font-weight:bold}.trending{font-size:12px;padding:4px 10px;background:#fbeee6}.body{overflow:hidden}.article{float:left;width:630px;padding:12px 18px}.side{float:right;width:310px;padding:12px 10px;font-size:12px}
.kicker a{color:#c0392b;text-transform:uppercase;font-size:11px}.standfirst{font-size:17px;color:#555}.meta,.cap{font-size:11px;color:#888}.sharebox{font-size:11px;background:#f4f4f4;padding:4px}.sharebox span{margin-right:10px}.tags{font-size:12px}.alsoread span{color:#999;font-size:11px}
.comments-wrap{border-top:3px solid #c0392b;margin-top:18px}.note,.cmt-sort{font-size:11px;color:#888}.cmt-list{list-style:none;padding:0}.cmt{overflow:hidden;border-bottom:1px solid #eee;padding:8px 0}.cmt-avatar{float:left;margin-right:10px}.cmt-main{margin-left:46px}.cmt-city{color:#999;font-size:11px}.cmt-actions{font-size:11px;color:#999}
.cmt-more{text-align:center}.load-older{display:inline-block;border:1px solid #ccc;padding:4px 16px;color:#c0392b}.widget{border-top:2px solid #c0392b;margin-top:12px}.votes{color:#999}.footer{clear:both;background:#222;color:#999;font-size:11px;padding:12px}.footer a{color:#ddd}.fcols{display:flex;gap:40px}.fcols ul{list-style:none;padding:0}
</style>"""
    return make(
        "fp-in-magazine-typewriter",
        "discussion",
        doc(
            "html5",
            title="The last typewriter mechanic of Old Mint Lane | Varunapur Weekly",
            lang="en-IN",
            head='<meta name="keywords" content="heritage, typewriters, old city">\n' + css,
        )
        + body,
        cs,
        path="/heritage/2012/11/typewriter",
        container="div#comments.comments-wrap after h3 'Comments (7)', the comment form and a sort line ('Newest' chosen): ol.cmt-list, seven li.cmt newest first, each img avatar, div.cmt-author (strong NAME, span.cmt-city CITY), div.cmt-text TEXT, div.cmt-actions (span.cmt-time 'Nov 19, 2012, 8:03 AM IST', Agree, Flag); a 'Load older comments' link below (nothing older exists: all 7 are on the page)",
        heading="Comments (7)",
        description="An Indian city magazine of 2012 (invented): the city's last typewriter mechanic; 7 comments over four days printed newest first (the truth in the page's order), flat (one answers 'Sandeep,' in its text), each with a city beside the name and the time under the text; the comment form and a sort line above the list and a 'Load older comments' link under it though the heading's 7 are all there; a trending line, share counts, tags, 'Also read' with dates, most read, most commented with counts, a poll with votes, weekend events, ads, a newsletter box and a three-column footer.",
        files={
            "/assets/img/user.svg": svg(36, 36, "#d5ccc0"),
            "/assets/img/logo.svg": svg(380, 76, "#c0392b", "Varunapur Weekly", 32),
            "/assets/ads/leader-mobiles.svg": svg(468, 60, "#2255aa", "SMARTPHONE SALE", 20),
            "/assets/img/2012/11/typewriter-shop.svg": svg(600, 340, "#5a4a3a", "typewriters", 24),
            "/assets/ads/mpu-jewellers.svg": svg(300, 250, "#b8860b", "Wedding season", 22),
        },
    )
