"""Blind set dx: three article pages of 2012 without any reader discussion whose furniture holds lists that look like
one, of kinds real pages of that year carried: a Canadian baking blog on a Blogger-like template with a "Recent
Comments" gadget quoting readers' comments on other posts, popular posts with snippets and a blog list with ages
(the post itself has none: "No comments:"); an American metro daily's court story with comments switched off beside
its newsroom's Twitter widget printed as HTML, "Most commented" with counts, a poll and Facebook recommendations; an
English evening paper's theatre review beside "Our bloggers", readers' pictures with their senders and a Facebook
activity feed printed as HTML, with an empty comment area. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dx_common import (
    C,
    Case,
    counted,
    esc,
    fb_likebox,
    make,
    page,
    poll,
    share_bar,
    slug,
    tweets,
)

NONE: list[C] = []

# --------------------------------------------------------------------------- a Blogger-like baking blog, May 2012


def blogger_bread() -> Case:
    recent = [
        (
            "Lorraine",
            "Lemon poppy seed muffins",
            "I made these with spelt flour and they were lovely, a bit denser but my kids didn't notice. Thanks Nadia!",
            "2 days ago",
        ),
        (
            "Sam",
            "Lemon poppy seed muffins",
            "Can these be frozen? Want to make a double batch for the school bake sale.",
            "3 days ago",
        ),
        (
            "Nadia",
            "Lemon poppy seed muffins",
            "@Sam yes, wrap them well and they keep for a month in the freezer.",
            "3 days ago",
        ),
        (
            "Priti K",
            "Cardamom rice pudding",
            "The cardamom and orange zest together is inspired. My mother would approve.",
            "5 days ago",
        ),
        (
            "Ellen B.",
            "Rhubarb and ginger crumble",
            "Tried this with frozen rhubarb from last year and it worked fine, just drained it first.",
            "1 week ago",
        ),
    ]
    rc = "".join(
        f'<li><span class="rc-author">{esc(n)}</span> said... <span class="rc-text">{esc(t)}</span> '
        f'<span class="rc-on">on <a href="/2012/04/{slug(p)}.html">{esc(p)}</a></span> <span class="rc-age">{esc(a)}</span></li>'
        for n, p, t, a in recent
    )
    popular = "".join(
        f'<li><div class="item-thumbnail"><img src="/_avatar/blogger/thumb-{slug(t)}.jpg" width="72" height="72" alt="" /></div>'
        f'<div class="item-title"><a href="/{slug(t)}.html">{esc(t)}</a></div><div class="item-snippet">{esc(s)}</div></li>'
        for t, s in (
            (
                "Cardamom rice pudding",
                "My grandmother made this every Sunday in Mississauga, and I've finally written down how...",
            ),
            (
                "No-knead oat bread",
                "This is the bread I make every week. Four ingredients, no mixer, and the dough does...",
            ),
            (
                "Lemon poppy seed muffins",
                "The kids' favourite, and the only muffin that survives the walk to school...",
            ),
        )
    )
    bloglist = "".join(
        f'<li><div class="blog-content"><div class="blog-title"><a href="#">{esc(b)}</a></div><div class="item-content"><span class="item-title"><a href="#">{esc(t)}</a></span> - <span class="item-snippet">{esc(s)}</span></div><div class="item-time">{esc(a)}</div></div></li>'
        for b, t, s, a in (
            (
                "The Flour Sack",
                "Sourdough week 3: success?",
                "The starter finally doubled in four hours, and I have a loaf that...",
                "2 hours ago",
            ),
            (
                "Little Kitchen on Queen St",
                "Strawberry season is here",
                "Ontario berries are at the market already, two weeks early...",
                "9 hours ago",
            ),
            (
                "Spice Tin Stories",
                "Chai masala, my way",
                "Every family has its own chai, and this is ours. Green cardamom...",
                "1 day ago",
            ),
            (
                "Baking with Bea",
                "Giveaway winner!",
                "Thank you all for entering! The winner of the stand mixer is...",
                "4 days ago",
            ),
        )
    )
    css = """body{margin:0;background:#fbf7f2;font:15px/1.6 Georgia,Utopia,'Palatino Linotype',Palatino,serif;color:#4a3b35}
a{color:#b5562f}.content-outer{width:960px;margin:0 auto;background:#fff;border:1px solid #efe4d8}
.header-inner{padding:40px 30px 24px;text-align:center;background:#f6e7d8}.header-inner h1{margin:0;font:normal 48px 'Lobster',Georgia,serif;color:#8c3d1e}.header-inner p{margin:4px 0 0;font-style:italic}
.tabs-inner ul{list-style:none;margin:0;padding:8px;text-align:center;border-bottom:1px solid #efe4d8}.tabs-inner li{display:inline;margin:0 12px;text-transform:uppercase;font:12px Arial;letter-spacing:.1em}
.columns-inner{overflow:hidden}.main-inner{float:left;width:620px;padding:24px 30px}.sidebar-inner{float:right;width:250px;padding:24px 20px 0 0;font-size:13px}
.date-header span{background:#8c3d1e;color:#fff;font:11px Arial;text-transform:uppercase;letter-spacing:.1em;padding:2px 8px}.post-title{font:normal 28px Georgia;color:#8c3d1e;margin:10px 0}
.post-body img{max-width:100%}.recipe{background:#fdf6ee;border:1px dashed #d9b99a;padding:12px 18px;margin:16px 0}.recipe h4{margin:0 0 6px}
.post-footer{font:12px Arial;color:#9a8478;border-top:1px solid #efe4d8;margin-top:16px;padding-top:8px}.post-share{margin:6px 0}.psb{margin-right:6px}.psb-n{background:#eee;padding:0 4px}
#comments{margin-top:20px}#comments h4{font:normal 18px Georgia;color:#8c3d1e}.comment-form p{font-size:12px;color:#9a8478}.comment-form .fake-frame{height:150px;border:1px solid #e5d6c7;background:#fffdfb}
.sidebar h2{font:bold 11px Arial;text-transform:uppercase;letter-spacing:.15em;color:#8c3d1e;border-bottom:1px solid #efe4d8;padding-bottom:3px}.sidebar ul{list-style:none;margin:0 0 22px;padding:0}.sidebar li{padding:5px 0;border-bottom:1px dotted #eee}
.rc-author{font-weight:bold}.rc-on,.rc-age{font-size:11px;color:#9a8478}.item-thumbnail{float:left;margin-right:8px}.PopularPosts li{overflow:hidden}.item-snippet{font-size:12px;color:#7a6a62}.item-time{font-size:11px;color:#9a8478}
.follow img{margin:1px}.badge{display:inline-block;background:#eee;padding:6px;font:11px Arial;margin:3px}.footer-outer{text-align:center;font:11px Arial;color:#9a8478;padding:16px}"""
    body = f"""<div class="navbar section" id="navbar"><div style="background:#eee;padding:4px 10px;font:11px Arial">Blogger · <a href="#">More</a> · <a href="#">Next Blog»</a> · <a href="#">Sign In</a></div></div>
<div class="content-outer"><header><div class="header-inner"><h1 class="title"><a href="/" style="color:inherit;text-decoration:none">Crumbs &amp; Cardamom</a></h1><p class="description">Home baking from a small kitchen in Guelph, with a pinch of my grandmother's spice tin</p></div></header>
<div class="tabs-inner"><ul><li><a href="/">Home</a></li><li><a href="/p/recipe-index.html">Recipe index</a></li><li><a href="/p/about.html">About</a></li><li><a href="/p/contact.html">Contact</a></li></ul></div>
<div class="columns-inner"><div class="main-inner"><div class="blog-posts hfeed">
<h2 class="date-header"><span>Wednesday, May 16, 2012</span></h2>
<div class="post-outer"><div class="post hentry"><a name="8830119427660251842"></a>
<h3 class="post-title entry-title">Brown butter banana bread (with a secret)</h3>
<div class="post-body entry-content">
<p>Every house has a fruit bowl with three sad bananas in it, and ours is no exception. This week I finally did something about them, and I think this is the best banana bread I've made.</p>
<p><img src="/_avatar/blogger/s640/banana-bread-sliced.jpg" width="600" height="400" alt="Sliced banana bread on a board" /></p>
<p>The secret is two things. First, brown the butter until it smells like toffee; it takes five minutes and changes everything. Second, a quarter teaspoon of ground cardamom, which nobody will be able to name but everyone will notice.</p>
<div class="recipe"><h4>Brown butter banana bread</h4><p><b>Makes one 9x5 loaf</b></p><ul><li>1/2 cup butter</li><li>3 very ripe bananas, mashed</li><li>2/3 cup brown sugar</li><li>1 egg</li><li>1 tsp vanilla</li><li>1 1/2 cups all-purpose flour</li><li>1 tsp baking soda, pinch of salt</li><li>1/4 tsp ground cardamom</li></ul>
<p>Brown the butter in a small pan over medium heat, swirling, until it's golden and smells nutty. Let it cool for ten minutes. Mix it with the bananas, sugar, egg and vanilla, then fold in the dry ingredients. Bake at 350°F for 55 to 60 minutes, until a skewer comes out clean.</p></div>
<p>It keeps for three days wrapped in foil, if you're lucky enough to have any left.</p>
<div style="clear: both;"></div></div>
<div class="post-footer"><div class="post-footer-line-1">Posted by <span class="fn">Nadia Rahman</span> at <a class="timestamp-link" href="/2012/05/brown-butter-banana-bread.html" rel="bookmark"><abbr class="published" title="2012-05-16T09:15:00-04:00">9:15 AM</abbr></a> <a class="comment-link" href="/2012/05/brown-butter-banana-bread.html#comment-form">No comments:</a></div>
<div class="post-share">{share_bar("psb", "31", "4", extra='<span class="psb">Pin it</span>')}</div>
<div class="post-footer-line-2">Labels: <a href="#">bananas</a>, <a href="#">loaves</a>, <a href="#">quick breads</a></div></div>
</div>
<div class="comments" id="comments"><a name="comments"></a><h4>No comments:</h4>
<div class="comment-form"><a name="comment-form"></a><h4 id="comment-post-message">Post a Comment</h4><p>I love hearing from you! If you make one of my recipes, tell me how it turned out.</p><div class="fake-frame" id="comment-editor"></div></div></div>
</div></div>
<div class="blog-pager"><a href="/2012/05/rhubarb-ginger-crumble.html">Newer Post</a> · <a href="/2012/05/lemon-poppy-seed-muffins.html">Older Post</a> · <a href="/">Home</a></div>
<div class="feed-links">Subscribe to: <a href="/feeds/8830119427660251842/comments/default">Post Comments (Atom)</a></div>
</div>
<div class="sidebar-inner"><div class="sidebar section">
<div class="widget Profile"><h2>About me</h2><img src="/_avatar/blogger/nadia.jpg" width="80" height="80" alt="" style="float:left;margin:0 8px 4px 0" /><p><b>Nadia Rahman</b><br />Mum of two, part-time pharmacist, full-time baker. Guelph, Ontario.</p><p><a href="#">View my complete profile</a></p></div>
<div class="widget Followers follow"><h2>Followers</h2><img src="/_avatar/blogger/ff1.jpg" width="28" height="28" alt="" /><img src="/_avatar/blogger/ff2.jpg" width="28" height="28" alt="" /><img src="/_avatar/blogger/ff3.jpg" width="28" height="28" alt="" /><img src="/_avatar/blogger/ff4.jpg" width="28" height="28" alt="" /><p>Followers (412)</p></div>
<div class="widget HTML"><h2>Recent Comments</h2><ul class="recent-comments">{rc}</ul></div>
<div class="widget PopularPosts"><h2>Popular Posts</h2><ul>{popular}</ul></div>
<div class="widget BlogList"><h2>My Blog List</h2><ul>{bloglist}</ul></div>
<div class="widget HTML"><h2>As featured on</h2><span class="badge">Foodgawker</span><span class="badge">Tastespotting</span><span class="badge">Top 9</span></div>
<div class="widget Label"><h2>Labels</h2><ul><li><a href="#">bananas</a> (3)</li><li><a href="#">cakes</a> (14)</li><li><a href="#">cookies</a> (19)</li><li><a href="#">loaves</a> (8)</li><li><a href="#">muffins</a> (11)</li><li><a href="#">puddings</a> (6)</li></ul></div>
<div class="widget BlogArchive"><h2>Blog Archive</h2><ul><li>▼ 2012 (21)<ul><li>▼ May (4)</li><li>► April (6)</li><li>► March (5)</li></ul></li><li>► 2011 (48)</li></ul></div>
</div></div></div>
<footer class="footer-outer">Simple template. Powered by <a href="https://www.blogger.com">Blogger</a>.</footer></div>"""
    html = page(
        "Brown butter banana bread (with a secret)",
        "Crumbs & Cardamom",
        css,
        body,
        published="2012-05-16T09:15:00-04:00",
        author="Nadia Rahman",
        url="http://crumbsandcardamom.blogspot.ca/2012/05/brown-butter-banana-bread.html",
        xhtml=False,
        head="<meta content='blogger' name='generator'/>\n",
        analytics="UA-29170553-1",
    )
    return make(
        "dx-plain-en-blogger-bread",
        "lookalike",
        html,
        NONE,
        path="/2012/05/brown-butter-banana-bread.html",
        container="-",
        heading=None,
        description="A Canadian baking blog of May 2012 on a Blogger-like template (navbar, header, tabs, a recipe box, share buttons with counts, 'No comments:' and an empty 'Post a Comment' form): no reader comment on the post; the sidebar has a 'Recent Comments' gadget quoting five readers' comments on other posts (name, 'said...', text, post, age), popular posts with snippets, a blog list with snippets and ages, followers' faces, labels and an archive.",
        lookalikes=(
            "'Recent Comments' gadget: 5 readers' comments on other posts with names, texts and ages",
            "'Popular Posts': 3 with snippets",
            "'My Blog List': 4 blogs' latest posts with snippets and ages",
        ),
    )


# --------------------------------------------------------------------------- an American metro daily, October 2012


def metro_trial() -> Case:
    newsroom = [
        (
            "Jury seated in Voss trial: 8 women, 4 men, 3 alternates. Openings Monday 9 a.m. #vosstrial",
            "3 hours ago",
        ),
        (
            "Judge Castellano warns jurors not to read coverage or post about the case online. #vosstrial",
            "3 hours ago",
        ),
        ("Defense used 7 of its 10 strikes. Prosecution used 5. #vosstrial", "5 hours ago"),
        (
            "Road work on I-470 eastbound near exit 12 has two lanes closed until 6 p.m. http://dsp.tc/Rk2w",
            "7 hours ago",
        ),
        ("Photos: Harvest Fest crowds on the riverfront http://dsp.tc/Rk0a", "1 day ago"),
    ]
    css = """body{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222;background:#fff}
#top{background:#0b2a4a;color:#fff;font-size:11px;padding:4px 0}#top .w,#hdr .w,#nav .w,#body,#ft .w{width:1000px;margin:0 auto}
#hdr{padding:12px 0}#hdr .logo{font:bold 44px 'Times New Roman',serif;color:#0b2a4a;letter-spacing:-1px}#hdr .weather{float:right;font-size:12px;margin-top:16px}
#nav{background:#14497d;border-top:3px solid #0b2a4a}#nav a{display:inline-block;color:#fff;font-weight:bold;font-size:12px;padding:8px 10px;text-decoration:none}
#breaking{background:#c00;color:#fff;padding:6px 10px;font-weight:bold;width:980px;margin:8px auto}
#body{overflow:hidden;padding:10px 0}#col-a{float:left;width:650px}#col-b{float:right;width:320px}
.kicker{color:#c00;font-weight:bold;text-transform:uppercase;font-size:12px}h1.hl{font:bold 32px Georgia,serif;margin:4px 0 8px}.subhl{font:18px Georgia,serif;color:#444}
.byline{font-size:12px;color:#555;margin:10px 0}.byline b{color:#222}.dateline{font-size:11px;color:#777}.tools{border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:5px 0;font-size:11px}
.tb{margin-right:8px}.tb-n{border:1px solid #bbb;padding:0 4px;margin-left:3px}.story p{font:16px/1.65 Georgia,serif}.factbox{float:right;width:220px;margin:0 0 10px 14px;background:#eef3f8;padding:10px;font-size:12px}
.nocomments{background:#f4f4f4;border:1px solid #ddd;padding:10px;font-size:12px;color:#555;margin:20px 0}
.mod{border-top:3px solid #14497d;margin-bottom:18px}.mod h3{font-size:14px;margin:6px 0;color:#0b2a4a;text-transform:uppercase}.mod ol,.mod ul{margin:0;padding-left:20px}.mod li{padding:3px 0}
.mod .tabs span{font-size:11px;margin-right:8px}.ad{background:#eee;text-align:center;color:#999;font-size:10px;margin-bottom:18px}
.tw{font-size:12px}.tw-hd img{float:left;margin-right:6px}.tw-hd h3,.tw-hd h4{margin:0;font-size:12px}.tw-hd h4{color:#888;font-weight:normal}.tw-tweet{border-bottom:1px solid #eee;padding:6px 0}.tw-age{color:#999;font-size:11px}
.pl ul{list-style:none;padding:0}.pl li{margin:4px 0}.pl-bar{display:inline-block;height:8px;background:#14497d;margin:0 6px}.pl-pc{font-size:11px}
.fbrec{font-size:12px}.fbrec li{list-style:none;border-bottom:1px solid #eee;padding:5px 0}.fbrec .who{color:#777;font-size:11px}
#ft{background:#0b2a4a;color:#c9d6e3;font-size:11px;padding:16px 0;margin-top:20px}#ft a{color:#fff}"""
    recs = "".join(
        f'<li><img src="/_avatar/fb/rec-{i}.jpg" width="30" height="30" alt="" style="float:left;margin-right:6px" /><a href="/{slug(t)}">{esc(t)}</a><br /><span class="who">{esc(w)}</span></li>'
        for i, (t, w) in enumerate(
            (
                ("Harvest Fest draws record crowd to the riverfront", "318 people recommend this."),
                ("Readers' photos: the first frost of the season", "204 people recommend this."),
                (
                    "Dayspring chef opens second restaurant in Old Mill district",
                    "Dana Kessler and 96 others recommend this.",
                ),
                ("Editorial: The levy deserves your yes vote", "77 people recommend this."),
            )
        )
    )
    body = f"""<div id="top"><div class="w">Friday, October 12, 2012 · <a href="/subscribe" style="color:#fff">Subscribe</a> · <a href="/e-edition" style="color:#fff">e-Edition</a> · <a href="/login" style="color:#fff">Log in</a></div></div>
<div id="hdr"><div class="w"><span class="weather"><a href="/weather">52° Partly cloudy · Forecast</a></span><a class="logo" href="/" style="text-decoration:none">The Dayspring Sentinel</a></div></div>
<div id="nav"><div class="w"><a href="/">Home</a><a href="/news">News</a><a href="/news/local">Local</a><a href="/news/crime-courts">Crime &amp; Courts</a><a href="/business">Business</a><a href="/sports">Sports</a><a href="/opinion">Opinion</a><a href="/life">Life</a><a href="/obituaries">Obituaries</a><a href="/classifieds">Classifieds</a><a href="/jobs">Jobs</a></div></div>
<div id="breaking">BREAKING: Jury seated in Voss embezzlement trial; opening statements Monday</div>
<div id="body">
<div id="col-a">
<div class="kicker">Crime &amp; Courts</div>
<h1 class="hl">Jury selection wraps up in Voss embezzlement trial</h1>
<p class="subhl">Former county treasurer accused of taking $1.3 million over six years; trial expected to last three weeks</p>
<div class="byline">By <b>Renee Odum</b> · Sentinel Staff Writer<br /><span class="dateline">Posted: 6:12 p.m. Friday, Oct. 12, 2012 · Updated: 8:40 p.m.</span></div>
<div class="tools">{share_bar("tb", "58", "33", "6", extra='<span class="tb">Email</span><span class="tb">Print</span><span class="tb">Reprints</span><span class="tb">A A</span>')}</div>
<div class="story">
<div class="factbox"><b>The case so far</b><br />March 2011: State auditors flag missing funds.<br />Aug. 2011: Voss resigns.<br />Jan. 2012: Indicted on 14 counts.<br />Oct. 2012: Trial begins.</div>
<p>DAYSPRING — After four days of questioning, lawyers on Friday seated a jury of eight women and four men to decide whether former Hollis County Treasurer Gerald Voss stole more than $1.3 million in public money.</p>
<p>Three alternates were also chosen from a pool that began with 140 county residents. Dozens were excused after saying they had already formed an opinion about the case, which has been in the news since state auditors first raised questions in March 2011.</p>
<p>Voss, 61, has pleaded not guilty to 14 counts, including theft in office, money laundering and tampering with records. Prosecutors say he moved county money into accounts he controlled between 2005 and 2011 and used it to pay for a lake house and a boat.</p>
<p>His attorney, Martin Greaves, has said the transfers were "sloppy bookkeeping, not crime," and that Voss repaid some of the money before the audit.</p>
<p>Visiting Judge Anita Castellano told jurors the trial could last three weeks. Opening statements are scheduled for 9 a.m. Monday.</p>
<p>If convicted on all counts, Voss faces up to 37 years in prison.</p>
</div>
<div class="nocomments">Comments have been disabled on this story because it concerns an ongoing criminal trial. <a href="/about/comment-policy">Read our comment policy</a>.</div>
<div class="mod"><h3>More Crime &amp; Courts</h3><ul><li><a href="#">Two charged in Riverside Drive shooting</a></li><li><a href="#">Ex-coach sentenced to 90 days in booster-club theft</a></li><li><a href="#">Appeals court upholds Millbrook zoning decision</a></li></ul></div>
</div>
<div id="col-b">
<div class="ad"><img src="/_avatar/ads/sentinel-300x250.gif" width="300" height="250" alt="Advertisement" /></div>
<div class="mod"><h3>Most popular</h3><div class="tabs"><span><b>Most read</b></span><span>Most emailed</span></div>{counted("Jury selection wraps up in Voss embezzlement trial | ;; Harvest Fest draws record crowd to the riverfront | ;; Police: man fled crash on Route 33 on foot | ;; Eagles rally late to beat Central 28-24 | ;; Dayspring chef opens second restaurant in Old Mill district |")}</div>
<div class="mod"><h3>Most commented</h3>{counted("School levy: what your tax bill would look like | 214 ;; Council votes to close Fifth Street pool | 167 ;; Editorial: The levy deserves your yes vote | 142 ;; Letters: Stop the riverfront parking garage | 96 ;; Eagles rally late to beat Central 28-24 | 61", count_fmt="{} comments")}</div>
<div class="mod tw">{tweets("tw", "Sentinel Newsroom", "@DayspringNews", newsroom, "21,874")}</div>
<div class="mod pl">{poll("pl", "Should county treasurers be required to post every transfer online?", [("Yes", 81), ("No", 7), ("Not sure", 12)], "1,092")}</div>
<div class="mod fbrec"><h3>Recommendations</h3><ul>{recs}</ul><div style="font-size:10px;color:#999">Facebook social plugin</div></div>
<div class="mod">{fb_likebox("fbl", "The Dayspring Sentinel", "34,512", ["Dana Kessler", "Luis Ortega", "Pat Ridley", "Kim Nhan", "Joe Brandt", "Ann Marie Sloan"])}</div>
</div>
</div>
<div id="ft"><div class="w"><a href="/contact">Contact us</a> · <a href="/advertise">Advertise</a> · <a href="/subscribe">Subscribe</a> · <a href="/privacy">Privacy policy</a> · <a href="/terms">Terms of service</a><br />&copy; 2012 The Dayspring Sentinel, a Hollis Media Company. All rights reserved.</div></div>"""
    html = page(
        "Jury selection wraps up in Voss embezzlement trial",
        "The Dayspring Sentinel",
        css,
        body,
        published="2012-10-12T18:12:00-04:00",
        author="Renee Odum",
        url="http://www.dayspringsentinel.com/news/crime-courts/jury-selection-wraps-up-in-voss-embezzlement-trial-1234981.html",
        analytics="UA-1842207-3",
    )
    return make(
        "dx-plain-en-metro-trial",
        "lookalike",
        html,
        NONE,
        path="/news/crime-courts/jury-selection-wraps-up-in-voss-embezzlement-trial-1234981.html",
        container="-",
        heading=None,
        description="An American metro daily's court story of October 2012 on its own CMS (top bar, masthead with weather, section bar, breaking bar, share counts, a fact box, comments disabled with a note): no reader comment; the right column has most read, 'Most commented' with counts, the newsroom's Twitter widget printed as HTML (5 tweets with handle and age), a poll with results, Facebook recommendations and a Like box with fans' faces.",
        lookalikes=(
            "Twitter widget: 5 tweets of @DayspringNews with ages",
            "'Most commented': 5 headlines with counts",
            "Facebook 'Recommendations': 4 headlines with who recommends them",
        ),
    )


# --------------------------------------------------------------------------- an English evening paper, November 2012


def evening_review() -> Case:
    bloggers = "".join(
        f'<li class="blogger"><img src="/_avatar/blogs/{slug(n)}.jpg" width="50" height="50" alt="{esc(n)}" /><div class="blogger-info"><span class="blogger-name"><a href="/blogs/{slug(b)}/">{esc(n)}</a></span> <span class="blog-name">{esc(b)}</span>'
        f'<p class="blog-post"><a href="#">{esc(t)}</a></p><p class="blog-excerpt">{esc(x)}</p><span class="blog-time">{esc(a)}</span></div></li>'
        for n, b, t, x, a in (
            (
                "Gill Hetherington",
                "On the Buses",
                "Why the number 14 is always late (and it's not the driver's fault)",
                "I spent a week riding the 14 with a stopwatch, and the answer surprised me...",
                "Posted 2 hours ago",
            ),
            (
                "Raj Mistry",
                "Eating Out in Axbury",
                "A proper Sunday roast at the Drovers, at last",
                "Yorkshire puddings the size of your head, and gravy you could stand a spoon in...",
                "Posted yesterday",
            ),
            (
                "Carl Stennett",
                "From the Terraces",
                "Five things we learned from Saturday's draw",
                "One: we still can't defend a corner. Two: the new lad on the left can play...",
                "Posted 2 days ago",
            ),
        )
    )
    pictures = "".join(
        f'<li><a href="/yourpictures/{1800 + i}/"><img src="/_avatar/yourpics/{1800 + i}.jpg" width="90" height="68" alt="" /></a><p class="yp-caption">{esc(c)}</p><p class="yp-by">Sent in by {esc(n)}</p></li>'
        for i, (c, n) in enumerate(
            (
                ("Frost on the canal at Lock 9", "Mel Archer"),
                ("Remembrance Sunday at the war memorial", "Derek Foulds"),
                ("Our Bonfire Night, Hallam Park", "The Iqbal family"),
                ("Heron on the Axe near the mill", "Bryony Pike"),
            )
        )
    )
    activity = "".join(
        f'<li><img src="/_avatar/fb/act-{i}.jpg" width="30" height="30" alt="" /><span class="fb-act"><b>{esc(n)}</b> {esc(v)} <a href="#">{esc(t)}</a>.</span> <span class="fb-age">{esc(a)}</span></li>'
        for i, (n, v, t, a) in enumerate(
            (
                (
                    "Karen Hughes",
                    "shared",
                    "Bin collections move to fortnightly from January",
                    "about an hour ago",
                ),
                (
                    "Lee Barraclough",
                    "recommended",
                    "Review: a Blithe Spirit to raise the dead at the Corn Exchange",
                    "3 hours ago",
                ),
                ("Sophie Tranter", "shared", "Christmas lights switch-on: full road closures", "5 hours ago"),
                ("Mick Denholm", "recommended", "Axbury Town 1 Harrowgate 1: match report", "yesterday"),
            )
        )
    )
    css = """body{margin:0;background:#e7e7e7;font:13px/1.5 Verdana,Arial,sans-serif;color:#1f1f1f}
.site{width:996px;margin:0 auto;background:#fff}.cookie-bar{background:#333;color:#eee;font-size:11px;padding:6px 10px}.cookie-bar a{color:#fc0}
.mast{background:#00457c;padding:14px 16px;overflow:hidden}.mast .logo{float:left;color:#fff;font:bold 34px Georgia,serif}.mast .tag{float:right;color:#b7d0e6;font-size:11px;margin-top:18px}
.menu{background:#002b4d;overflow:hidden}.menu a{float:left;color:#fff;padding:7px 10px;font-size:12px;font-weight:bold;text-decoration:none}
.crumb{font-size:11px;padding:6px 16px;color:#666}.cols{overflow:hidden;padding:0 16px 16px}.main{float:left;width:630px}.side{float:right;width:300px}
.main h1{font:bold 30px Georgia,serif;margin:6px 0}.intro{font-size:15px;font-weight:bold}.by{font-size:11px;color:#666;border-bottom:1px solid #ddd;padding-bottom:6px}
.stars{color:#e5a00d;font-size:18px}.body p{font-size:14px;line-height:1.65}.infobox{background:#f0f5fa;border:1px solid #c9d9e8;padding:8px 12px;font-size:12px}
.shr{margin:10px 0}.sh-i{margin-right:8px;font-size:11px}.sh-c{background:#eee;padding:0 4px;margin-left:2px}
.cmt-empty{border-top:3px solid #00457c;margin-top:22px}.cmt-empty h3{font-size:15px;color:#00457c}.cmt-empty p{color:#666;font-size:12px}
.panel{border:1px solid #d6d6d6;margin-bottom:14px}.panel h3{margin:0;background:#00457c;color:#fff;font-size:12px;padding:5px 8px;text-transform:uppercase}
.panel ul,.panel ol{margin:8px;padding:0 0 0 18px}.panel li{margin-bottom:6px}.bloggers ul,.yourpics ul,.fbact ul{list-style:none;padding:0}
.blogger{overflow:hidden;border-bottom:1px dotted #ccc;padding-bottom:6px}.blogger img{float:left;margin-right:8px}.blogger-name{font-weight:bold}.blog-name{color:#00457c;font-size:11px}
.blog-post{margin:2px 0}.blog-excerpt{margin:0;font-size:11px;color:#555}.blog-time{font-size:10px;color:#999}
.yourpics li{display:inline-block;width:128px;vertical-align:top;font-size:10px}.yp-caption{margin:2px 0}.yp-by{margin:0;color:#777}
.fbact li{overflow:hidden;font-size:11px}.fbact img{float:left;margin-right:6px}.fb-age{color:#999}.mpu{width:300px;height:250px;background:#eee;margin-bottom:14px;text-align:center;color:#999;font-size:10px}
.foot{background:#002b4d;color:#b7d0e6;font-size:11px;padding:14px 16px}.foot a{color:#fff}"""
    body = f"""<div class="site">
<div class="cookie-bar">We use cookies to give you the best experience on our website. By continuing to use the site you agree to our use of cookies. <a href="/cookies/">Find out more</a> · <a href="#">Close</a></div>
<div class="mast"><span class="logo">Axbury Evening Post</span><span class="tag">Monday, November 19, 2012 · <a href="/login/" style="color:#fff">Log in</a> · <a href="/register/" style="color:#fff">Register</a></span></div>
<div class="menu"><a href="/">Home</a><a href="/news/">News</a><a href="/sport/">Sport</a><a href="/whats-on/">What's On</a><a href="/your-say/">Your Say</a><a href="/business/">Business</a><a href="/lifestyle/">Lifestyle</a><a href="/family-notices/">Family Notices</a><a href="/jobs/">Jobs</a><a href="/property/">Property</a><a href="/motors/">Motors</a></div>
<div class="crumb"><a href="/">Home</a> › <a href="/whats-on/">What's On</a> › <a href="/whats-on/theatre/">Theatre</a></div>
<div class="cols"><div class="main">
<h1>Review: a Blithe Spirit to raise the dead at the Corn Exchange</h1>
<p class="intro">The Hallam Players give Noël Coward's ghostly comedy a lively, well-drilled outing, with a scene-stealing Madame Arcati.</p>
<p class="by">By Fiona Welbeck · <span>Monday, November 19, 2012, 07:30</span> · <span class="stars" title="4 out of 5">★★★★☆</span></p>
<div class="shr">{share_bar("sh", "19", "7", extra='<span class="sh-i">Email</span><span class="sh-i">Print</span>')}</div>
<div class="body">
<p>It takes a brave amateur company to tackle Coward, whose jokes collapse at the first dropped cue. The Hallam Players are brave, and for the most part they pull it off.</p>
<p>Director Angela Pryce keeps the pace brisk through the first act, and Tom Greenhalgh's Charles Condomine has just the right mix of charm and exasperation as his first wife, summoned by accident at a séance, refuses to go back where she came from.</p>
<p>But the evening belongs to Moira Latham as the medium Madame Arcati. Bicycling in from the wings in a tweed cape, she plays the part with absolute seriousness, which is exactly why it is so funny.</p>
<p>There are rough edges. Some of the second-act scene changes drag, and one or two lines were lost to the back of the hall on Saturday night. The set, a drawing room built by the company's own volunteers, is handsome.</p>
<p>A warm, confident production that deserves full houses for the rest of its run.</p>
<div class="infobox"><b>Blithe Spirit</b> runs at the Corn Exchange, Axbury, until Saturday, November 24, nightly at 7.30pm with a Saturday matinee at 2.30pm. Tickets £9 (£7 concessions) from the box office, 01632 960 418.</div>
</div>
<div class="cmt-empty"><h3>Comments</h3><p>No comments have been left on this article yet. Be the first to have your say.</p><p><a href="/login/">Log in</a> or <a href="/register/">register</a> to comment.</p></div>
</div>
<div class="side">
<div class="mpu"><img src="/_avatar/ads/aep-300x250.gif" width="300" height="250" alt="Advertisement" /></div>
<div class="panel"><h3>Most commented</h3>{counted("Bin collections move to fortnightly from January | 186 ;; Christmas lights switch-on: full road closures | 64 ;; Council tax freeze 'cannot continue', warns leader | 51 ;; Axbury Town 1 Harrowgate 1: match report | 37 ;; Plans for 90 flats at old dyeworks site | 29")}</div>
<div class="panel bloggers"><h3>Our bloggers</h3><ul>{bloggers}</ul></div>
<div class="panel yourpics"><h3>Your pictures</h3><ul>{pictures}</ul><p style="margin:4px 8px;font-size:11px"><a href="/yourpictures/upload/">Send us your pictures</a></p></div>
<div class="panel fbact"><h3>Axbury Evening Post on Facebook</h3><ul>{activity}</ul><div style="font-size:10px;color:#999;margin:4px 8px">Facebook social plugin</div></div>
<div class="panel"><h3>What's on this week</h3><ul><li><a href="#">Christmas Lights Switch-on, Market Square, Thursday</a></li><li><a href="#">Axbury Choral Society: Messiah, St Bede's, Saturday</a></li><li><a href="#">Farmers' Market, Corn Exchange, Sunday</a></li></ul></div>
</div></div>
<div class="foot"><a href="/contact/">Contact us</a> · <a href="/advertise/">Advertise with us</a> · <a href="/terms/">Terms &amp; conditions</a> · <a href="/privacy/">Privacy</a> · <a href="/cookies/">Cookies</a> · <a href="/pcc/">Press Complaints Commission</a><br />&copy; 2012 Axbury Newspapers Ltd, Mill Street, Axbury. Part of Northern Counties Media.</div>
</div>"""
    html = page(
        "Review: a Blithe Spirit to raise the dead at the Corn Exchange",
        "Axbury Evening Post",
        css,
        body,
        published="2012-11-19T07:30:00Z",
        author="Fiona Welbeck",
        url="http://www.axburyeveningpost.co.uk/whats-on/theatre/review-blithe-spirit-corn-exchange",
        analytics="UA-2210588-4",
    )
    return make(
        "dx-plain-en-evening-review",
        "lookalike",
        html,
        NONE,
        path="/whats-on/theatre/review-blithe-spirit-corn-exchange",
        container="-",
        heading=None,
        description="An English evening paper's theatre review of November 2012 on its own CMS (a cookie notice, masthead, section bar, share counts, stars, an info box and an empty 'Comments' area: 'No comments have been left on this article yet'): no reader comment; the right column has 'Most commented' with counts, 'Our bloggers' (photo, name, blog, post, excerpt, age), 'Your pictures' (captions, 'Sent in by NAME') and a Facebook activity feed printed as HTML (name, action, headline, age).",
        lookalikes=(
            "'Our bloggers': 3 bloggers with post titles, excerpts and ages",
            "'Your pictures': 4 captions with senders",
            "Facebook activity feed: 4 people's shares and recommendations with ages",
            "'Most commented': 5 headlines with counts",
        ),
    )


def plain_dx() -> list[Case]:
    return [blogger_bread(), metro_trial(), evening_review()]
