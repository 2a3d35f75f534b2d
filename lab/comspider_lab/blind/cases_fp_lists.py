"""Blind set fp: three pages without any reader comment and two mixed pages, 2011-2012. A South African city paper
whose comments are closed with a notice, a Singapore food blog's post with no comment yet and a "Recent comments"
widget quoting other posts' comments, a Canadian prairie weekly's letters to the editor printed as the article; an
Australian regional news site's 5 comments beside a "Tweets about this story" box, an Irish county paper's 4
comments beside a "Your photos" gallery with captions and senders' names. Every site, name, place and text invented
for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fp_common import C, Case, doc, esc, make, nav, svg, talk, tree

# --------------------------------------------------------------------------- za: comments closed, 2012


def za_closed() -> Case:
    ticker = "".join(
        f'<li><span class="tm">{t}</span> {esc(x)}</li>'
        for t, x in (
            ("16:20", "Taxi strike called off after late-night talks"),
            ("15:02", "Rand slips against the dollar"),
            ("13:47", "Two held after cash-in-transit heist on the N-road near Vaalrand"),
            ("12:30", "Schools to reopen on Monday, department confirms"),
        )
    )
    commented = "".join(
        f'<li><a href="{h}">{esc(t)}</a> <span class="cnt">{n} comments</span></li>'
        for h, t, n in (
            ("/news/2012/06/etolls", "Toll gantries: what motorists will pay", 412),
            ("/news/2012/06/water-cuts", "Rietspruit water cuts: the full schedule", 187),
            ("/sport/2012/06/coach", "Coach hits back at critics after home loss", 153),
            ("/opinion/2012/06/potholes", "Column: My street, my pothole", 96),
        )
    )
    related = "".join(
        f'<li><a href="{h}">{esc(t)}</a> <span class="dt">{d}</span></li>'
        for h, t, d in (
            ("/news/2012/05/reservoir-leak", "Reservoir leak 'under control', says metro", "22 May 2012"),
            ("/news/2012/03/pipe-tender", "Pipe replacement tender awarded", "9 Mar 2012"),
            ("/news/2011/11/dam-levels", "Dam levels at ten-year low", "17 Nov 2011"),
        )
    )
    body = f"""<body>
<div id="site">
<div id="topnav"><a href="/login">Log in</a> &middot; <a href="/register">Register</a> &middot; <a href="/eedition">E-edition</a> &middot; <span>Rietspruit edition &middot; Tuesday 12 June 2012</span></div>
<div id="logo"><img src="/img/logo-courier.svg" width="460" height="80" alt="The Rietspruit Courier"><div id="wx">Rietspruit 4&deg;/18&deg; Clear</div></div>
<ul id="sections">{nav([("/", "Home"), ("/news", "News"), ("/news/metro", "Metro"), ("/business", "Business"), ("/sport", "Sport"), ("/lifestyle", "Lifestyle"), ("/motoring", "Motoring"), ("/property", "Property"), ("/jobs", "Jobs")])}</ul>
<div id="ticker"><b>NEWS FLASH</b><ul>{ticker}</ul></div>
<div id="colA">
<h1>Rietspruit water cuts: the full schedule</h1>
<p class="intro">Suburbs east of the railway line face 12-hour cuts on alternate days while the metro replaces the Kloofsig main.</p>
<p class="by">Thandeka Mokoena-Visser &middot; 12 June 2012, 09:15 &middot; <a href="#cmt">187 comments</a></p>
<div class="shares"><span>Facebook <b>1,904</b></span> <span>Twitter <b>388</b></span> <span>Email</span> <span>Print</span></div>
<p>Residents of eleven eastern suburbs will go without water for twelve hours at a time, every second day, for at least three weeks from Monday 18 June, the metro's water department said on Monday.</p>
<p>The cuts will run from 8am to 8pm. Water tankers will be stationed at the Kloofsig community hall, the Dorpspark sports grounds and the Mahlangu Street clinic.</p>
<table class="sched" cellpadding="4">
<tr><th>Suburb</th><th>Cut days</th></tr>
<tr><td>Kloofsig, Kloofsig Ext 2</td><td>Mon, Wed, Fri</td></tr>
<tr><td>Dorpspark, Rietvallei</td><td>Tue, Thu, Sat</td></tr>
<tr><td>Mahlangu Gardens, Vaalrand East</td><td>Mon, Wed, Fri</td></tr>
<tr><td>Sonheuwel, Protea Rise, Marula Park</td><td>Tue, Thu, Sat</td></tr>
</table>
<p>The metro's spokesperson said the old steel main, laid in 1961, had burst four times since January. "We can patch it again, or we can replace it once," he said.</p>
<p>Hospitals and schools in the affected area will be supplied from tankers on cut days.</p>
<div class="related"><h3>Related articles</h3><ul>{related}</ul></div>
<div id="cmt" class="closed">
<h3>Comments</h3>
<p class="closednote"><b>Comments on this article have been closed.</b> We close comments after 48 hours, or earlier when discussion breaks our <a href="/community-guidelines">community guidelines</a>. Thank you to the 187 readers who took part.</p>
</div>
<div class="promo"><a href="/newsletter"><img src="/img/promo-newsletter.svg" width="600" height="90" alt="Get the morning briefing"></a></div>
</div>
<div id="colB">
<div class="ad"><span>advertisement</span><img src="/img/ads/mpu-bakkie.svg" width="300" height="250" alt="Double-cab deals"></div>
<div class="box"><h4>Most commented</h4><ol>{commented}</ol></div>
<div class="box"><h4>Most read</h4><ol>{nav([("/news/2012/06/water-cuts", "Rietspruit water cuts: the full schedule"), ("/news/2012/06/taxi-strike", "Taxi strike: routes affected"), ("/lifestyle/2012/06/winter-soup", "Six winter soups under R50")])}</ol></div>
<div class="box poll"><h4>Poll</h4><p>Has your street had a water cut this year?</p><p><input type="radio" name="q"> Yes, more than once<br><input type="radio" name="q"> Once<br><input type="radio" name="q"> Never</p><p class="small">2,631 votes</p></div>
<div class="box login"><h4>Member login</h4><form action="/login" method="post"><p>Email <input type="text" name="u" size="18"></p><p>Password <input type="password" name="p" size="18"></p><p><input type="submit" value="Log in"> <a href="/forgot">Forgot?</a></p></form></div>
<div class="box"><h4>Property of the week</h4><p class="small">3-bed family home, Protea Rise, R895 000. Pool, borehole, double garage.</p></div>
</div>
<div id="footer">
<div class="cols"><ul>{nav([("/news", "News"), ("/business", "Business"), ("/sport", "Sport"), ("/lifestyle", "Lifestyle")])}</ul><ul>{nav([("/about", "About us"), ("/contact", "Contact us"), ("/advertise", "Advertise"), ("/press-code", "Press code")])}</ul><ul>{nav([("/terms", "Terms and conditions"), ("/privacy", "Privacy"), ("/community-guidelines", "Community guidelines"), ("/rss", "RSS")])}</ul></div>
<p>&copy; 2012 Rietspruit Courier (Pty) Ltd. The Courier subscribes to the press code and the press ombudsman.</p>
</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#e5e5e5;font:13px Tahoma,Arial,sans-serif;margin:0}#site{width:970px;margin:0 auto;background:#fff;overflow:hidden}#topnav{font-size:11px;background:#333;color:#ccc;padding:4px 10px}#topnav a{color:#fff}#logo{display:flex;justify-content:space-between;align-items:center;padding:10px}#wx{font-size:12px;color:#666}
#sections{list-style:none;margin:0;padding:6px 10px;background:#e35205}#sections li{display:inline;margin-right:12px}#sections a{color:#fff;font-weight:bold}#ticker{background:#222;color:#fff;font-size:12px;padding:4px 10px}#ticker ul{display:inline;list-style:none;padding:0;margin:0}#ticker li{display:inline;margin-left:14px}.tm{color:#f90}
#colA{float:left;width:620px;padding:12px 16px}#colB{float:right;width:310px;padding:12px 10px}.intro{font-size:16px;font-weight:bold;color:#444}.by{font-size:11px;color:#888}.shares{font-size:11px;background:#f4f4f4;padding:4px}.shares span{margin-right:12px}.sched th{background:#e35205;color:#fff}.sched td{border-bottom:1px solid #eee}
.related .dt{color:#999;font-size:11px}.closed{border-top:3px solid #e35205;margin-top:16px}.closednote{background:#fff4e8;padding:8px}.box{border-top:2px solid #e35205;margin:10px 0}.cnt{color:#e35205;font-size:11px}.small{font-size:11px;color:#777}#footer{clear:both;background:#333;color:#aaa;font-size:11px;padding:12px}#footer a{color:#ddd}.cols{display:flex;gap:40px}.cols ul{list-style:none;padding:0}
</style>"""
    return make(
        "fp-za-news-closed",
        "lookalike",
        doc(
            "html4t",
            title="Rietspruit water cuts: the full schedule | The Rietspruit Courier",
            lang="en-ZA",
            head=css,
        )
        + body,
        [],
        path="/news/2012/06/water-cuts",
        container="-",
        heading=None,
        description="A South African city paper of 2012 (invented), no reader comment: the schedule of water cuts, with a table of suburbs; under the article div#cmt with h3 'Comments' and only the notice 'Comments on this article have been closed… Thank you to the 187 readers who took part.' (the byline still links '187 comments'); a news flash ticker with times, share counts, related articles with dates, most commented with counts, most read, a poll with votes, a member login box, an ad and a long footer.",
        files={
            "/img/logo-courier.svg": svg(460, 80, "#e35205", "The Rietspruit Courier", 30),
            "/img/promo-newsletter.svg": svg(600, 90, "#333", "Get the morning briefing", 24),
            "/img/ads/mpu-bakkie.svg": svg(300, 250, "#8a8f96", "Double-cab deals", 22),
        },
    )


# --------------------------------------------------------------------------- sg: a food blog, only a "Recent comments" widget, 2012


def sg_recent() -> Case:
    recent = (
        (
            "KopiPeng88",
            "/2012/07/chwee-kueh-tanjong-selasih",
            "The chwee kueh lady at Tanjong Selasih",
            "Went on Saturday at 7am and it was already sold out! Auntie said come before 6.30 on weekends.",
            "2 hours ago",
        ),
        (
            "Cheryl T.",
            "/2012/07/chwee-kueh-tanjong-selasih",
            "The chwee kueh lady at Tanjong Selasih",
            "Her chye poh is less salty than the one at the market near my office, I prefer this one.",
            "5 hours ago",
        ),
        (
            "hungryhippo_sg",
            "/2012/06/carrot-cake-black-or-white",
            "Carrot cake: black or white?",
            "White, crispy, with extra egg. Anyone who orders black is a monster, sorry.",
            "1 day ago",
        ),
        (
            "Uncle Ben Goh",
            "/2012/06/carrot-cake-black-or-white",
            "Carrot cake: black or white?",
            "Last time the stall at the old bus interchange made both in one plate. Nobody does that now.",
            "2 days ago",
        ),
        (
            "Priya N",
            "/2012/06/prata-at-midnight",
            "Prata at midnight",
            "The egg plaster there is the best in the east. Thanks for the tip!",
            "4 days ago",
        ),
    )
    widget = "\n".join(
        f'<li class="rc-item"><img src="/wp-content/uploads/avatar-default.svg" width="32" height="32" alt="" class="rc-avatar">'
        f'<span class="rc-author">{esc(n)}</span> on <a href="{h}" class="rc-post">{esc(t)}</a>'
        f'<span class="rc-excerpt">&ldquo;{esc(x)}&rdquo;</span><span class="rc-time">{esc(w)}</span></li>'
        for n, h, t, x, w in recent
    )
    popular = "".join(
        f'<li><a href="{h}">{esc(t)}</a> <span class="views">{v} views</span></li>'
        for h, t, v in (
            ("/2012/06/carrot-cake-black-or-white", "Carrot cake: black or white?", "8,412"),
            ("/2012/03/ten-hawker-centres", "Ten hawker centres worth the MRT ride", "6,930"),
            ("/2012/07/chwee-kueh-tanjong-selasih", "The chwee kueh lady at Tanjong Selasih", "3,207"),
        )
    )
    body = f"""<body class="single">
<div id="wrapper">
<div id="header"><div class="logo"><a href="/"><img src="/wp-content/uploads/chomp-logo.svg" width="300" height="80" alt="Chomp Along Lorong"></a></div><div class="tagline">One hawker stall at a time, since 2009</div>
<div class="hdr-social"><a href="/feed">RSS</a> &middot; <a href="#">Facebook</a> &middot; <a href="#">Twitter</a> &middot; 2,418 fans</div></div>
<ul id="nav">{nav([("/", "Home"), ("/category/hawker", "Hawker"), ("/category/kopitiam", "Kopitiam"), ("/category/desserts", "Desserts"), ("/category/recipes", "Recipes"), ("/map", "Food Map"), ("/about", "About")])}</ul>
<div id="content">
<div class="post">
<div class="postdate"><span class="day">03</span><span class="month">AUG</span><span class="year">2012</span></div>
<h1 class="posttitle">Kaya toast and soft-boiled eggs at Hock Seng Coffee Shop</h1>
<div class="postmeta">Posted by <a href="/author/joanne">Joanne</a> in <a href="/category/kopitiam">Kopitiam</a> &middot; <a href="#respond">No Comments</a></div>
<div class="entry">
<p>Hock Seng opened in 1958 on the ground floor of a shophouse on Lorong Cempaka and, as far as I can tell, has not changed its toast since. The bread is still grilled over charcoal, scraped, and spread with a kaya that the owner's mother cooks every morning in a brass wok.</p>
<p><img src="/wp-content/uploads/2012/08/kaya-toast.svg" width="520" height="300" alt="Kaya toast set"></p>
<p>A set of two slices, two soft-boiled eggs and a kopi costs $2.80. The eggs arrive exactly right: the whites just set, the yolks runny. Dark soy and white pepper are on every table.</p>
<p><b>Hock Seng Coffee Shop</b>, 41 Lorong Cempaka. Open 6am to 2pm, closed on Mondays.</p>
<p class="rating">My rating: 4.5 / 5 &middot; Value: excellent &middot; Queue: short before 8am</p>
</div>
<div class="postfoot"><span class="tags">Tags: {nav([("/tag/breakfast", "breakfast"), ("/tag/kaya", "kaya"), ("/tag/kopi", "kopi")], ", ")}</span>
<div class="share"><span class="fb-count">Like 146</span> <span class="tw-count">Tweet 23</span> <span>Pin it</span> <span>Email</span></div></div>
<div class="related-posts"><h4>You might also like</h4><ul>{nav([("/2012/05/teochew-porridge", "Teochew porridge after midnight"), ("/2012/02/best-kopi-o", "In search of the best kopi-o"), ("/2011/12/hainanese-toast", "Another toast story: Hainanese-style")])}</ul></div>
</div>
<div id="comments-area">
<h3 id="comments">No Responses Yet</h3>
<p class="nocomments">Be the first to leave a comment on this post!</p>
<div id="respond">
<h3>Leave a Reply</h3>
<form action="/wp-comments-post.php" method="post" id="commentform">
<p><input type="text" name="author" id="author" size="22"> <label for="author">Name (required)</label></p>
<p><input type="text" name="email" id="email" size="22"> <label for="email">Mail (will not be published) (required)</label></p>
<p><input type="text" name="url" id="url" size="22"> <label for="url">Website</label></p>
<p><textarea name="comment" id="comment" cols="58" rows="8"></textarea></p>
<p><input name="submit" type="submit" id="submit" value="Submit Comment"></p>
</form>
</div>
</div>
</div>
<div id="sidebar">
<div class="widget"><h3>About Joanne</h3><p>Accountant by day, hawker-centre detective by night. I pay for everything I eat.</p></div>
<div class="widget recent-comments-widget"><h3>Recent Comments</h3><ul class="rc-list">
{widget}
</ul></div>
<div class="widget"><h3>Popular Posts</h3><ul>{popular}</ul></div>
<div class="widget"><h3>Subscribe by email</h3><form action="/subscribe" method="post"><input type="text" name="email" value="Enter your email address"> <input type="submit" value="Subscribe"></form><p class="small">Join 862 other subscribers</p></div>
<div class="widget ad"><img src="/wp-content/uploads/ads/125-cooking-class.svg" width="125" height="125" alt="Cooking classes"> <img src="/wp-content/uploads/ads/125-food-tours.svg" width="125" height="125" alt="Food tours"></div>
<div class="widget"><h3>Food blogs I read</h3><ul>{nav([("http://example.org/makan-mondays", "Makan Mondays"), ("http://example.org/spoon-and-chopsticks", "Spoon and Chopsticks"), ("http://example.org/east-side-eats", "East Side Eats"), ("http://example.org/auntie-knows-best", "Auntie Knows Best")])}</ul></div>
<div class="widget"><h3>Archives</h3><select name="archive"><option>August 2012 (3)</option><option>July 2012 (7)</option><option>June 2012 (6)</option><option>May 2012 (5)</option></select></div>
</div>
<div id="footer">&copy; 2012 Chomp Along Lorong. All photos by Joanne unless stated. Please ask before using them. &middot; <a href="/privacy">Privacy</a> &middot; <a href="/disclosure">Disclosure</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#fbe9c9;font:13px/1.6 Verdana,sans-serif;margin:0;color:#3a2a1a}#wrapper{width:940px;margin:0 auto;background:#fffdf7;overflow:hidden}#header{display:flex;justify-content:space-between;align-items:center;padding:12px 16px;background:#d9480f;color:#fff}.tagline{font-style:italic}.hdr-social{font-size:11px}.hdr-social a{color:#fff}
#nav{list-style:none;margin:0;padding:6px 16px;background:#3a2a1a}#nav li{display:inline;margin-right:14px}#nav a{color:#fbe9c9}#content{float:left;width:600px;padding:14px 18px}#sidebar{float:right;width:270px;padding:14px 10px;font-size:12px}
.postdate{float:left;width:50px;text-align:center;background:#d9480f;color:#fff;margin-right:12px;padding:4px}.postdate span{display:block}.day{font-size:20px}.postmeta,.rating{font-size:11px;color:#888}.postfoot{font-size:11px;border-top:1px dashed #ddd}.share span{margin-right:10px}
.nocomments{color:#888}.widget{margin-bottom:16px}.widget h3{color:#d9480f;border-bottom:2px solid #fbe9c9;font-size:14px}.rc-list{list-style:none;padding:0}.rc-item{overflow:hidden;border-bottom:1px dotted #ddd;padding:6px 0}.rc-avatar{float:left;margin-right:6px}.rc-author{font-weight:bold}
.rc-excerpt{display:block;font-style:italic;color:#666}.rc-time{display:block;font-size:10px;color:#aaa}.views{color:#aaa;font-size:10px}.small{font-size:10px;color:#999}#footer{clear:both;background:#3a2a1a;color:#fbe9c9;font-size:11px;padding:10px;text-align:center}#footer a{color:#fff}
</style>"""
    return make(
        "fp-sg-blog-recent",
        "lookalike",
        doc(
            "xhtml",
            title="Kaya toast and soft-boiled eggs at Hock Seng Coffee Shop | Chomp Along Lorong",
            lang="en-SG",
            head=css,
        )
        + body,
        [],
        path="/2012/08/hock-seng-kaya-toast",
        container="-",
        heading=None,
        description="A Singapore food blog of 2012 (invented), no reader comment: a kopitiam's kaya toast; under the post 'No Responses Yet', 'Be the first to leave a comment on this post!' and the form 'Leave a Reply'; in the sidebar a 'Recent Comments' widget, ul.rc-list of five li.rc-item (avatar, 'NAME on POST TITLE', the comment's opening in quotes, '2 hours ago'), readers' comments on three other posts of the blog, not on this one; about the blogger, popular posts with views, an email box with a subscriber count, 125x125 ads, a blogroll and an archive menu with counts.",
        lookalikes=("ul.rc-list",),
        files={
            "/wp-content/uploads/avatar-default.svg": svg(32, 32, "#e8cfa8"),
            "/wp-content/uploads/chomp-logo.svg": svg(300, 80, "#a8340a", "Chomp Along Lorong", 24),
            "/wp-content/uploads/2012/08/kaya-toast.svg": svg(520, 300, "#c98a3a", "kaya toast", 26),
            "/wp-content/uploads/ads/125-cooking-class.svg": svg(125, 125, "#5a8f29", "Cooking", 16),
            "/wp-content/uploads/ads/125-food-tours.svg": svg(125, 125, "#29658f", "Food tours", 16),
        },
    )


# --------------------------------------------------------------------------- ca: letters to the editor as the article, 2011


def ca_letters() -> Case:
    letters = (
        (
            "Rink is the heart of this town",
            "When I moved to Coulee Falls in 1971 the first thing anybody asked me was whether I could skate. Forty years on, the Memorial Rink is still where this town meets: minor hockey at six in the morning, figure skating after school, the old-timers on Thursday nights. Close it for a season and you will not get those people back.",
            "Evelyn Drabik, Coulee Falls",
        ),
        (
            "Council should show us the numbers",
            "The town says the compressor and the roof will cost $640,000 to fix. I would like to see the engineer's report before anybody decides anything. The last time council quoted a figure like that, for the lagoon, the real bill was half.",
            "Ron Fehrenbach, RM of Tamarack Creek",
        ),
        (
            "A regional arena makes more sense",
            "With respect to my neighbours, three towns within forty minutes of each other cannot each keep a rink going on a shrinking tax base. Put the money together with Arnesen Plains and Halvorsen and build one good arena that will last fifty years.",
            "Dr. Amrit Sandhu, Coulee Falls",
        ),
        (
            "Ask the kids",
            "I am thirteen and I play peewee hockey. If the rink closes, my mom says we will drive an hour each way three times a week, or I will have to quit. Nobody asked us at the meeting. Please keep our rink open.",
            "Kaylee Morin, Grade 8, Coulee Falls School",
        ),
    )
    article = "\n".join(
        f'<div class="letter">\n<h3>{esc(h)}</h3>\n<p>{esc(t)}</p>\n<p class="sig">{esc(s)}</p>\n</div>'
        for h, t, s in letters
    )
    body = f"""<body>
<table width="940" align="center" cellpadding="0" cellspacing="0" id="page">
<tr><td colspan="2" id="mast"><img src="/graphics/sentinel-flag.svg" width="520" height="78" alt="The Coulee Falls Sentinel"><div id="issue">Vol. 87, No. 42 &middot; Thursday, October 20, 2011 &middot; $1.25</div></td></tr>
<tr><td colspan="2" id="menubar">{nav([("/", "Front Page"), ("/news", "News"), ("/agriculture", "Agriculture"), ("/sports", "Sports"), ("/opinion", "Opinion"), ("/community", "Community"), ("/classifieds", "Classifieds"), ("/obits", "Obituaries")], " &bull; ")}</td></tr>
<tr>
<td valign="top" id="story">
<p class="section">Opinion &raquo; Letters to the Editor</p>
<h1>Letters: Readers weigh in on the future of the Memorial Rink</h1>
<p class="dateline">October 20, 2011</p>
<p class="intro"><i>Town council will decide on November 8 whether to close the Coulee Falls Memorial Rink for the 2011-12 season while it studies repairs. We received more letters on the question this week than on any subject since the elevator closure. Here is a selection; letters have been edited for length.</i></p>
{article}
<div class="policy"><p><b>Write to us:</b> Letters must include your name, address and daytime phone number, which will not be published. We reserve the right to edit for length, clarity and libel. Mail to Box 180, Coulee Falls, or drop off at the office on Railway Avenue. Deadline is Monday noon.</p></div>
<p class="prevnext"><a href="/opinion/2011/10/13/letters">&laquo; Last week's letters</a> &middot; <a href="/opinion/2011/10/20/editorial-rink">Editorial: Don't rush the rink decision</a></p>
</td>
<td valign="top" id="side" width="250">
<div class="sb"><h4>This week's front page</h4><img src="/graphics/frontpage-thumb.svg" width="220" height="290" alt="Front page, Oct. 20"></div>
<div class="sb"><h4>Crop report</h4><p>Harvest 96% complete in the district. Canola yields above average; frost damage to late flax.</p></div>
<div class="sb"><h4>Coming up</h4><ul><li>Oct. 22: Fall supper, St. Olaf Lutheran, 5 p.m.</li><li>Oct. 29: Hallowe'en dance, Legion</li><li>Nov. 8: Town council, 7 p.m.</li></ul></div>
<div class="sb"><h4>Most read</h4><ol>{nav([("/news/2011/10/20/rink", "Rink closure on council agenda"), ("/sports/2011/10/20/bombers", "Bombers clinch league title"), ("/news/2011/10/13/elevator", "Last grain elevator comes down")])}</ol></div>
<div class="sb ad"><img src="/graphics/ads/coop-fuel.svg" width="220" height="180" alt="Co-op fuel savings"></div>
</td>
</tr>
<tr><td colspan="2" id="foot">The Coulee Falls Sentinel &middot; 112 Railway Avenue, Box 180, Coulee Falls, Sask. &middot; Phone 306-000-0000 &middot; <a href="/subscribe">Subscribe</a> &middot; <a href="/advertise">Advertise</a> &middot; <a href="/contact">Contact</a><br>Member of the provincial weekly newspapers association. &copy; 2011 Sentinel Publishing.</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#ece6d8;font:14px 'Times New Roman',serif;margin:10px 0}#page{background:#fff;border:1px solid #bbb}#mast{text-align:center;padding:10px;border-bottom:3px double #333}#issue{font:11px Arial,sans-serif;color:#666}#menubar{font:bold 12px Arial,sans-serif;background:#7b1f1f;padding:5px 10px}#menubar a{color:#fff}
#story{padding:12px 20px}#side{padding:12px;background:#f6f3ec;font:12px Arial,sans-serif}.section{font:11px Arial,sans-serif;color:#7b1f1f;text-transform:uppercase}.dateline{font:11px Arial,sans-serif;color:#888}.intro{color:#444}
.letter{border-top:1px solid #ccc;padding:4px 0}.letter h3{font-size:16px;margin:8px 0 4px}.sig{text-align:right;font-style:italic}.policy{background:#f6f3ec;font-size:12px;padding:4px 10px;margin-top:14px}.prevnext{font:11px Arial,sans-serif}.sb h4{color:#7b1f1f;border-bottom:1px solid #ccc;margin:10px 0 4px}
#foot{background:#7b1f1f;color:#f0dcdc;font:11px Arial,sans-serif;padding:8px;text-align:center}#foot a{color:#fff}
</style>"""
    return make(
        "fp-ca-weekly-letters",
        "lookalike",
        doc(
            "html4t",
            title="Letters: Readers weigh in on the future of the Memorial Rink - The Coulee Falls Sentinel",
            lang="en-CA",
            head=css,
        )
        + body,
        [],
        path="/opinion/2011/10/20/letters.html",
        container="-",
        heading=None,
        description="A Canadian prairie weekly of 2011 (invented, a layout table): the letters to the editor printed as the article; four div.letter, each h3 a headline the paper gave it, p TEXT and p.sig 'NAME, PLACE' right-aligned in italics, readers' letters chosen and edited by the paper, not comments; no comment section at all; the letters policy 'Write to us' below; the front page, crop report, coming events, most read and an ad in the side column.",
        lookalikes=("div.letter",),
        files={
            "/graphics/sentinel-flag.svg": svg(520, 78, "#222", "The Coulee Falls Sentinel", 30),
            "/graphics/frontpage-thumb.svg": svg(220, 290, "#d9d2c0", "Oct. 20", 18),
            "/graphics/ads/coop-fuel.svg": svg(220, 180, "#1f5f2f", "Fuel savings", 18),
        },
    )


# --------------------------------------------------------------------------- au: mixed, comments beside tweets, 2012


def au_tweets() -> Case:
    cs = talk("""
Trish from Carrow Heights || 12/11/2012 8:12am || Finally. I've stopped for three koalas on that road this year and the trucks don't slow down for anything.
Mick D || 12/11/2012 9:40am || Signs are fine, but it's the 80 zone that kills them. Drop it to 60 at night and you'd see a real difference.
> Jo, wildlife carer || 12/11/2012 11:05am || Mick's right. We took in four injured koalas from Bellbird Rd in October alone, every one of them hit between dusk and midnight.
Ken Arbuthnot || 12/11/2012 1:27pm || How much did these signs cost? The potholes on the same road have been there since the floods and nobody has touched them.
Sophie L || 12/11/2012 6:50pm || Saw one crossing near the school last night, right next to the new sign. Good timing!
""")

    def item(i: int, c: C, kids: str) -> str:
        return (
            f'<div class="cmt" id="comment-{6610 + i}">\n<div class="cmt-hd"><span class="cmt-name">{esc(c.who)}</span> <span class="cmt-date">{esc(c.at)}</span></div>\n'
            f'<div class="cmt-bd">{esc(c.raw)}</div>\n<div class="cmt-ft"><a href="#reply-{6610 + i}">Reply</a> <a href="/report?c={6610 + i}">Report</a></div>\n{kids}</div>'
        )

    thread = tree(cs, item, lambda k: f'<div class="cmt-replies">\n{k}\n</div>\n')
    tweets = "\n".join(
        f'<li class="tweet"><img src="/i/tw-avatar.svg" width="32" height="32" alt=""><div class="tw-body"><b class="tw-name">{esc(n)}</b> <span class="tw-handle">@{esc(h)}</span>'
        f'<p class="tw-text">{esc(t)}</p><span class="tw-time">{esc(w)}</span> <a href="#" class="tw-act">Reply</a> <a href="#" class="tw-act">Retweet</a> <a href="#" class="tw-act">Favourite</a></div></li>'
        for n, h, t, w in (
            (
                "Carrow Wildlife Rescue",
                "carrowwildlife",
                "New koala crossing signs up on Bellbird Rd today. Now please slow down after dark! #koalas",
                "12 Nov",
            ),
            (
                "Dean Pollard",
                "deanopollard",
                "Drove past the new koala signs this morning. About time, that stretch is a death trap for them",
                "12 Nov",
            ),
            (
                "Tablelands Post",
                "tablelandspost",
                "Koala crossing signs go up on Bellbird Rd after spate of deaths",
                "12 Nov",
            ),
            (
                "Kirsty M",
                "kirstym_nsw",
                "Signs are nice but how about a lower speed limit?? #bellbirdrd",
                "12 Nov",
            ),
        )
    )
    body = f"""<body>
<div id="shell">
<div id="hat"><span>Tuesday, 13 November 2012</span> <a href="/my-account">My account</a> <a href="/subscribe">Subscribe</a> <a href="/digital">Today's paper</a></div>
<div id="mast"><a href="/"><img src="/i/post-logo.svg" width="440" height="72" alt="The Tablelands Post"></a><div class="mast-wx">Mount Carrow 9&deg;-22&deg; Fine</div></div>
<ul id="tabs">{nav([("/", "Home"), ("/news", "News"), ("/news/local", "Local"), ("/sport", "Sport"), ("/rural", "Rural"), ("/entertainment", "Entertainment"), ("/photos", "Photos"), ("/classifieds", "Classifieds"), ("/real-estate", "Real Estate")])}</ul>
<div id="breaking"><span class="lbl">Breaking</span> 10:42am Bushfire warning lifted for Yarrandale &middot; 9:18am New Carrow High principal named</div>
<div id="main">
<h1>Koala crossing signs go up on Bellbird Rd</h1>
<p class="summary">Council acts after nine koalas are killed on a three-kilometre stretch in a year.</p>
<p class="meta">Lachlan Pryde &middot; 12 Nov 2012, 6 a.m. &middot; <a href="#comments">5 comments</a></p>
<div class="sharing"><span>Facebook 88</span> <span>Twitter 41</span> <span>Email</span> <span>Print</span></div>
<p>Six yellow koala crossing signs went up on Bellbird Road between Mount Carrow and Yarrandale yesterday, after wildlife carers recorded nine koalas killed by cars on the stretch in the past twelve months.</p>
<p>Council's works manager said the signs, which cost about $4000 including installation, were "a first step". A request to lower the night-time speed limit from 80km/h to 60km/h has gone to the state roads authority.</p>
<p><img src="/i/2012/11/koala-sign.svg" width="560" height="300" alt="A new koala sign on Bellbird Rd"><br><span class="cap">One of the new signs on Bellbird Road. Picture: Lachlan Pryde</span></p>
<p>Carers say most koalas are hit between dusk and midnight in spring, when young males move in search of new territory.</p>
<div id="comments" class="comments">
<h3>Comments (5)</h3>
<div class="cmt-list">
{thread}
</div>
<div class="cmt-form"><h4>Post a comment</h4><form action="/comments/add" method="post"><p>Name <input type="text" name="name"> Suburb <input type="text" name="suburb"></p><p><textarea name="c" rows="4" cols="60"></textarea></p><p><input type="submit" value="Submit"></p></form><p class="small">Comments are moderated. Please keep it civil.</p></div>
</div>
</div>
<div id="aside">
<div class="tweets"><h4>Tweets about this story</h4><ul class="tweet-list">
{tweets}
</ul><p class="tw-join"><a href="#">Join the conversation on Twitter</a></p></div>
<div class="panel"><h4>Most popular</h4><ol>{nav([("/news/local/2012/11/12/koala-signs", "Koala crossing signs go up on Bellbird Rd"), ("/sport/2012/11/11/cricket", "Carrow hold on for thrilling draw"), ("/news/local/2012/11/10/show", "Show society names new president")])}</ol></div>
<div class="panel ad"><img src="/i/ads/mrec-tyres.svg" width="300" height="250" alt="Tyre sale"></div>
<div class="panel"><h4>Photo galleries</h4><ul>{nav([("/photos/2012/11/show-day", "Show day: 48 photos"), ("/photos/2012/11/spring-races", "Spring races: 31 photos")])}</ul></div>
</div>
<div id="foot"><p>{nav([("/about", "About us"), ("/contact", "Contact us"), ("/advertise", "Advertise"), ("/conditions", "Conditions of use"), ("/privacy", "Privacy"), ("/feeds", "RSS")], " | ")}</p><p>&copy; 2012 Tablelands Regional Media. All rights reserved.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#dde3e8;font:13px Arial,sans-serif;margin:0}#shell{width:980px;margin:0 auto;background:#fff;overflow:hidden}#hat{font-size:11px;background:#f2f2f2;padding:4px 10px}#hat a{margin-left:10px}#mast{display:flex;justify-content:space-between;align-items:center;padding:10px}.mast-wx{font-size:12px;color:#666}
#tabs{list-style:none;margin:0;padding:6px 10px;background:#00558c}#tabs li{display:inline;margin-right:12px}#tabs a{color:#fff;font-weight:bold}#breaking{background:#ffe9e9;font-size:12px;padding:4px 10px}.lbl{background:#c00;color:#fff;padding:0 4px;margin-right:6px}
#main{float:left;width:620px;padding:10px 16px}#aside{float:right;width:310px;padding:10px}.summary{font-size:16px;color:#444}.meta,.cap,.small{font-size:11px;color:#888}.sharing{font-size:11px;background:#f4f4f4;padding:4px}.sharing span{margin-right:10px}
.comments{border-top:3px solid #00558c;margin-top:14px}.cmt{border-bottom:1px solid #e3e3e3;padding:8px 0}.cmt-name{font-weight:bold;color:#00558c}.cmt-date{font-size:11px;color:#999}.cmt-ft{font-size:11px}.cmt-replies{margin-left:30px;border-left:3px solid #e3eef5;padding-left:10px}
.tweets{border:1px solid #cde;background:#f5fafd;padding:6px 10px}.tweet-list{list-style:none;padding:0}.tweet{overflow:hidden;border-bottom:1px solid #e3eef5;padding:6px 0}.tweet img{float:left;margin-right:6px}.tw-body{margin-left:38px}.tw-handle,.tw-time{color:#999;font-size:11px}.tw-text{margin:2px 0}.tw-act{font-size:10px}
.panel{margin:12px 0}.panel h4{border-bottom:2px solid #00558c}#foot{clear:both;background:#00558c;color:#cde;font-size:11px;padding:10px}#foot a{color:#fff}
</style>"""
    return make(
        "fp-au-mixed-tweets",
        "mixed",
        doc(
            "html4t",
            title="Koala crossing signs go up on Bellbird Rd | The Tablelands Post",
            lang="en-AU",
            head=css,
        )
        + body,
        cs,
        path="/news/local/2012/11/12/koala-signs",
        container="div#comments.comments after h3 'Comments (5)': div.cmt-list of div.cmt (div.cmt-hd span.cmt-name NAME span.cmt-date '12/11/2012 8:12am', div.cmt-bd TEXT, div.cmt-ft Reply Report), the one reply in div.cmt-replies inside its parent; a form below; beside it in the right column div.tweets 'Tweets about this story': ul.tweet-list of four li.tweet (avatar, b NAME, @handle, p TEXT, '12 Nov', Reply Retweet Favourite)",
        heading="Comments (5)",
        description="The first mixed page: an Australian regional news site of 2012 (invented): koala crossing signs on a country road; 5 readers' comments the same day, one reply nested; in the right column a 'Tweets about this story' box of four tweets, each with a name, an @handle, a text and a date, copied into the page by the site's widget, not comments on the page; a breaking line with times, share counts, most popular, photo galleries, an ad and a footer.",
        lookalikes=("ul.tweet-list",),
        files={
            "/i/tw-avatar.svg": svg(32, 32, "#9ec9e6"),
            "/i/post-logo.svg": svg(440, 72, "#00558c", "The Tablelands Post", 30),
            "/i/2012/11/koala-sign.svg": svg(560, 300, "#e8b400", "KOALAS NEXT 3 km", 26),
            "/i/ads/mrec-tyres.svg": svg(300, 250, "#222", "Tyre sale", 24),
        },
    )


# --------------------------------------------------------------------------- ie: mixed, comments beside "Your photos", 2012


def ie_photos() -> Case:
    cs = talk("""
Una Kilbride || 19/03/2012 10:14 || Best parade in years, and the sun came out for once! The vintage tractors were a great addition, the children loved them.
FrankieK || 19/03/2012 12:31 || Fair play to the transition year students with the giant salmon float. It must have taken them weeks to build.
Deirdre Costigan || 19/03/2012 17:48 || Could the council not put a few more bins along the route? Main Street was a disgrace by four o'clock.
Padraig from Dromore Road || 20/03/2012 08:05 || My granddaughter was with the Irish dancers at the front, so I'm biased, but they were the stars of the day.
""")
    photos = (
        ("tractors", "The vintage club's tractors on Bridge Street", "Seán Moriarty", "17/03/2012 13:02"),
        (
            "salmon",
            "The TY students' salmon float outside the courthouse",
            "Gráinne Hehir",
            "17/03/2012 13:20",
        ),
        ("band", "Kilbrannagh Brass Band, still going strong at 120", "Tom Kissane", "17/03/2012 13:41"),
        (
            "dancers",
            "Our little dancers before the start, freezing but happy",
            "Maura Dinneen",
            "17/03/2012 14:05",
        ),
        ("crowd", "The view from the library steps", "Colm Ó Fiacháin", "17/03/2012 15:30"),
    )
    gallery = "\n".join(
        f'<li class="yp"><a href="/photos/2012/parade/{k}"><img src="/images/parade/{k}.svg" width="140" height="100" alt=""></a>'
        f'<p class="yp-caption">{esc(cap)}</p><p class="yp-credit">Sent in by <b>{esc(n)}</b>, {esc(w)}</p></li>'
        for k, cap, n, w in photos
    )
    entries = "\n".join(
        f'<div class="response">\n<p class="response-text">{esc(c.raw)}</p>\n'
        f'<p class="response-by">&mdash; <span class="rname">{esc(c.who)}</span>, <span class="rdate">{esc(c.at)}</span></p>\n</div>'
        for c in cs
    )
    body = f"""<body>
<div id="outer">
<div id="header"><img src="/images/courier-head.svg" width="500" height="76" alt="The Kilbrannagh Courier"><div id="hdr-right"><a href="/login">Sign in</a> | <a href="/register">Register</a><br><form action="/search" method="get"><input type="text" name="q" value="Search the Courier"></form></div></div>
<div id="menu">{nav([("/", "Home"), ("/news", "News"), ("/sport", "Sport"), ("/gaa", "GAA"), ("/community", "Community"), ("/photos", "Your Photos"), ("/deaths", "Deaths"), ("/property", "Property"), ("/motors", "Motors")], " ")}</div>
<div id="flash"><b>Latest news</b> 17:31 Garda appeal after Ballinure break-ins &middot; 16:05 Minor footballers through to Munster semi &middot; 12:48 Road closures for Sunday's 10k</div>
<div id="left">
<h1>Thousands line the streets for St Patrick's Day parade</h1>
<p class="info">By Niamh Cotter &middot; Saturday, March 17, 2012 &middot; <a href="#responses">4 comments</a> &middot; <a href="#yourphotos">5 reader photos</a></p>
<div class="share"><a href="#">Like</a> 64 &middot; <a href="#">Tweet</a> 9 &middot; <a href="#">Email a friend</a></div>
<p>An estimated four thousand people packed Main Street and Bridge Street in Kilbrannagh on Saturday for the town's St Patrick's Day parade, the biggest in living memory according to the organisers.</p>
<p>Thirty-four groups took part, from the Kilbrannagh Brass Band, celebrating its 120th year, to a giant salmon built by transition year students at St Declan's College, which took the prize for best float.</p>
<p>Grand marshal Bridie Costelloe, who has run the town's meals-on-wheels service for thirty years, led the parade from the mart to the square.</p>
<div id="yourphotos" class="yourphotos"><h3>Your photos</h3><p class="yp-intro">Were you there? Send us your pictures at photos@example.org and we'll add the best ones here.</p>
<ul class="yp-gallery">
{gallery}
</ul>
</div>
<div id="responses" class="responses">
<h3>What you said (4)</h3>
{entries}
<div class="respond"><h4>Have your say on this story</h4><form action="/feedback/story/20120317" method="post"><p>Name: <input type="text" name="name" size="25"></p><p><textarea name="body" rows="4" cols="55"></textarea></p><p><input type="submit" value="Send"></p></form></div>
</div>
</div>
<div id="right">
<div class="blk"><h4>Most viewed</h4><ol>{nav([("/news/2012/03/17/parade", "Thousands line the streets for parade"), ("/gaa/2012/03/16/county-final", "County final fixed for Easter Sunday"), ("/news/2012/03/15/factory", "Jobs boost as factory expands")])}</ol></div>
<div class="blk"><h4>Most commented</h4><ol><li><a href="/news/2012/03/12/bypass">Bypass route: residents object</a> (23)</li><li><a href="/news/2012/03/17/parade">Thousands line the streets for parade</a> (4)</li></ol></div>
<div class="blk ad"><img src="/images/ads/mpu-hotel.svg" width="300" height="250" alt="Easter breaks at the Riverside Hotel"></div>
<div class="blk"><h4>Deaths</h4><p class="small">Mahony, Kathleen (née Quirke), Knockane &middot; Fitzgibbon, Patrick, Main Street &middot; Cashman, Joan, Ballinure</p></div>
<div class="blk"><h4>Newsletter</h4><form action="/newsletter" method="post"><input type="text" name="email" value="Your email"><input type="submit" value="Join"></form></div>
</div>
<div id="footer"><p>{nav([("/about", "About the Courier"), ("/contact", "Contact"), ("/advertise", "Advertise"), ("/announcements", "Announcements"), ("/terms", "Terms"), ("/privacy", "Privacy")], " | ")}</p><p>&copy; 2012 The Kilbrannagh Courier, The Square, Kilbrannagh. Member of the regional newspapers association.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#e4eae2;font:13px Verdana,Arial,sans-serif;margin:0}#outer{width:960px;margin:0 auto;background:#fff;overflow:hidden}#header{display:flex;justify-content:space-between;padding:10px}#hdr-right{font-size:11px;text-align:right}#menu{background:#166534;padding:6px 10px}#menu a{color:#fff;font-weight:bold;margin-right:12px}
#flash{font-size:11px;background:#fdf6d8;padding:4px 10px}#left{float:left;width:620px;padding:10px 16px}#right{float:right;width:300px;padding:10px}.info,.small{font-size:11px;color:#888}.share{font-size:11px;background:#f2f2f2;padding:4px}
.yourphotos{background:#f3f8f1;border:1px solid #cfe3c8;padding:6px 10px;margin:14px 0}.yp-intro{font-size:11px;color:#666}.yp-gallery{list-style:none;padding:0;overflow:hidden}.yp{float:left;width:180px;margin:0 10px 10px 0;font-size:11px}.yp-caption{margin:2px 0;font-weight:bold}.yp-credit{margin:0;color:#666}
.responses{border-top:3px solid #166534}.response{border-bottom:1px dotted #bbb;padding:6px 0}.response-text{margin:4px 0}.response-by{margin:0;font-size:11px;color:#666;text-align:right}.rname{font-weight:bold}.respond{background:#f3f8f1;padding:6px 10px;margin-top:10px}
.blk{margin-bottom:14px}.blk h4{border-bottom:2px solid #166534;margin:0 0 6px}#footer{clear:both;background:#166534;color:#dfe;font-size:11px;padding:10px}#footer a{color:#fff}
</style>"""
    files = {f"/images/parade/{k}.svg": svg(140, 100, "#6a8f5c", k) for k, *_ in photos}
    files.update(
        {
            "/images/courier-head.svg": svg(500, 76, "#166534", "The Kilbrannagh Courier", 30),
            "/images/ads/mpu-hotel.svg": svg(300, 250, "#1e3a5f", "Easter breaks", 24),
        }
    )
    return make(
        "fp-ie-mixed-photos",
        "mixed",
        doc(
            "html4t",
            title="Thousands line the streets for St Patrick's Day parade - The Kilbrannagh Courier",
            lang="en-IE",
            head=css,
        )
        + body,
        cs,
        path="/news/2012/03/17/parade",
        container="div#responses.responses after h3 'What you said (4)': four div.response, each p.response-text TEXT then p.response-by '— span.rname NAME, span.rdate 19/03/2012 10:14' right-aligned; the form 'Have your say on this story' below; above it div.yourphotos 'Your photos': ul.yp-gallery of five li.yp (a photo, p.yp-caption CAPTION, p.yp-credit 'Sent in by b NAME, 17/03/2012 13:02')",
        heading="What you said (4)",
        description="The second mixed page: an Irish county paper of 2012 (invented): the St Patrick's Day parade; in the article a 'Your photos' gallery of five readers' pictures, each a caption and 'Sent in by NAME, DATE TIME' (photos sent by readers and captioned by the paper, not comments); under it 4 readers' comments over two days under 'What you said (4)', the text first and '— NAME, DATE' under it; a latest-news line with times, share counts, most viewed, most commented with counts, death notices, an ad and a newsletter box.",
        lookalikes=("ul.yp-gallery",),
        files=files,
    )
