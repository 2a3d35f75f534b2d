"""Blind set DK: two article pages without any reader comment: an Indian regional daily's own CMS (an empty comment
area "Be the first to comment", heavy furniture) and a UK town blog on a WordPress theme (no reply yet, beside a
"Latest comments" widget quoting other posts' comments). Every class name, name, place and text invented for this
set."""

from __future__ import annotations

from comspider_lab.blind.cases_dk_common import Case, doc, esc, make, ranked, share, slug

IN_CSS = (
    "body{margin:0;background:#f3f3f3;font:13px/1.5 Arial,Verdana,sans-serif;color:#222}#container{width:990px;margin:0 auto;background:#fff}"
    "#topstrip{background:#222;color:#ddd;font-size:11px;padding:4px 8px;overflow:hidden}#topstrip a{color:#fff}#topstrip .r{float:right}"
    "#logoRow{padding:10px 8px;overflow:hidden}#logoRow .logo{font:bold 38px Georgia;color:#003f7d}#logoRow .tag{color:#777;font-size:11px}#logoRow .epaper{float:right}"
    "#menu{background:#003f7d;overflow:hidden;margin:0;padding:0;list-style:none}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 10px;font-weight:bold;font-size:12px}"
    "#breaking{background:#ffe9a6;padding:4px 8px;font-size:12px}#breaking b{color:#c00}#leftPane{float:left;width:650px;padding:10px}#rightPane{float:right;width:300px;padding:10px 0}"
    ".rbox{border:1px solid #d5dbe6;margin-bottom:12px}.rbox h4{margin:0;background:#e8eef7;color:#003f7d;padding:5px 8px;font-size:13px}.rbox ol,.rbox ul{margin:6px 0;padding-left:24px}"
    ".sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px;font-size:12px}.cnt{background:#eee;padding:0 4px}"
    ".artInfo{color:#666;font-size:11px}#cmtArea{border-top:2px solid #003f7d;margin-top:16px;padding-top:8px}#footer{clear:both;background:#003f7d;color:#cde;padding:14px;font-size:11px}"
)


def plain_in_velamuru() -> Case:
    post = (
        '<div class="crumb"><a href="/">Home</a> &gt; <a href="/city/">City</a> &gt; <a href="/city/velamuru/">Velamuru</a></div>'
        "<h1>Kothapet flyover deadline pushed to March 2013, third extension in two years</h1>"
        '<div class="artInfo">Express News Service | Velamuru, Jul 17, 2012, 11.42 PM IST</div>'
        + share({"Facebook": "146", "Tweet": "38", "Google +1": "4", "Email": "", "Print": ""})
        + '<div class="artImg"><svg width="640" height="300"><rect width="640" height="300" fill="#b7c4cf" /></svg><p class="caption">Work on the Kothapet flyover near the vegetable market on Tuesday. Photo: K. Ramesh Babu</p></div>'
        '<div class="artText">'
        "<p>VELAMURU: Commuters on the Kothapet-Railpet stretch will have to wait till at least March 2013 for the 1.4-km flyover that was supposed to open in June 2011, with the Velamuru Urban Development Authority (VUDA) granting the contractor a third extension on Tuesday.</p>"
        "<p>VUDA officials said land acquisition for the ramp on the Railpet side, involving 23 shops and a temple compound wall, had been held up in court and was cleared only in April. &ldquo;Two spans out of eleven remain. The girders are ready in the casting yard,&rdquo; executive engineer P. Srinivasa Rao said.</p>"
        "<p>The cost of the project has gone up from Rs 48 crore to Rs 61.5 crore. Traders in the Kothapet vegetable market, which lies under the unfinished structure, said business had fallen by half since barricades came up in 2010.</p>"
        "<p>&ldquo;Every monsoon the service road becomes a pond. Customers don't come, lorries can't unload,&rdquo; said G. Venkateswarlu, secretary of the market traders' association.</p>"
        "<p>The traffic police have diverted buses towards Gandhi Road during peak hours. DCP (Traffic) M. Anitha said a fresh diversion plan would be in place before the Dasara festival season.</p>"
        "</div>"
        '<div class="tags">Tags: <a href="/tag/kothapet/">Kothapet</a>, <a href="/tag/flyover/">flyover</a>, <a href="/tag/vuda/">VUDA</a>, <a href="/tag/traffic/">traffic</a></div>'
        '<div class="relatedArt"><h3>Related stories</h3><ul><li><a href="/city/velamuru/vuda-budget/">VUDA budget: Rs 220 crore for roads</a> (Jun 30, 2012)</li>'
        '<li><a href="/city/velamuru/railpet-land/">High court clears Railpet land for flyover ramp</a> (Apr 12, 2012)</li><li><a href="/city/velamuru/kothapet-market/">Kothapet traders seek relief</a> (Feb 3, 2012)</li></ul></div>'
    )
    after = (
        '<div id="cmtArea"><h3>Comments</h3><p class="noCmt">There are no comments on this story yet. Be the first to comment.</p>'
        '<form id="frmCmt" method="post" action="/postcomment.aspx"><input type="hidden" name="artid" value="2407183" />'
        '<p><label>Name <input type="text" name="txtName" size="30" /></label> <label>City <input type="text" name="txtCity" size="20" /></label></p>'
        '<p><label>Email <input type="text" name="txtEmail" size="30" /></label></p><p><textarea name="txtComment" rows="5" cols="70"></textarea></p>'
        '<p class="disclaim">Disclaimer: Comments will be moderated. Please avoid abusive, obscene or defamatory language. Views expressed are those of the readers.</p>'
        '<p><input type="submit" value="Post Comment" /></p></form></div>'
    )
    side = (
        '<div class="rbox"><h4>Most Read</h4>'
        + ranked(
            """Kothapet flyover deadline pushed to March 2013, third extension in two years
Two held for chain snatching near bus stand
Power cuts: six hours in rural areas from today
EAMCET counselling from July 23
Velamuru Rangers beat Guntakal XI by 4 wickets"""
        )
        + "</div>"
        '<div class="rbox"><h4>Most Emailed</h4>'
        + ranked(
            """EAMCET counselling from July 23 | 212
Power cuts: six hours in rural areas from today | 97
Property tax: last date extended | 61""",
            "emails",
        )
        + "</div>"
        '<div class="rbox"><h4>Photo Gallery</h4><ul><li><a href="/photos/bonalu/">Bonalu festivities in the old city</a> (24)</li><li><a href="/photos/rain/">First showers of the monsoon</a> (16)</li></ul></div>'
        '<div class="rbox"><h4>Gold &amp; Silver</h4><table><tr><td>Gold (10 gm)</td><td>Rs 29,450</td></tr><tr><td>Silver (1 kg)</td><td>Rs 52,300</td></tr></table></div>'
        '<div class="rbox"><h4>Today\'s Weather</h4><p>Velamuru: Max 34&deg;C, Min 26&deg;C. Cloudy with light rain.</p></div>'
        '<div class="rbox"><h4>Trending Topics</h4><p><a href="/tag/power-cuts/">Power cuts</a> &middot; <a href="/tag/eamcet/">EAMCET</a> &middot; <a href="/tag/monsoon/">Monsoon</a> &middot; <a href="/tag/flyover/">Flyover</a></p></div>'
    )
    body = (
        '<div id="container"><div id="topstrip"><span class="r"><a href="/login.aspx">Sign in</a> | <a href="/register.aspx">Register</a> | <a href="/rss/">RSS</a> | <a href="/mobile/">Mobile</a></span>Wednesday, July 18, 2012 | Last updated 12:06 AM IST</div>'
        '<div id="logoRow"><span class="logo">The Velamuru Express</span><div class="epaper"><a href="/epaper/">Read today\'s E-Paper</a></div><div class="tag">Andhra Pradesh\'s own newspaper since 1961</div></div>'
        '<ul id="menu"><li><a href="/">Home</a></li><li><a href="/city/">City</a></li><li><a href="/state/">State</a></li><li><a href="/nation/">Nation</a></li><li><a href="/world/">World</a></li>'
        '<li><a href="/business/">Business</a></li><li><a href="/sport/">Sport</a></li><li><a href="/cinema/">Cinema</a></li><li><a href="/editorial/">Editorial</a></li></ul>'
        '<div id="breaking"><b>Breaking:</b> Heavy rain warning for coastal districts for next 48 hours</div>'
        f'<div id="leftPane">{post}{after}</div><div id="rightPane">{side}</div>'
        '<div id="footer"><p><a href="/about/">About Us</a> | <a href="/advertise/">Advertise</a> | <a href="/contact/">Contact Us</a> | <a href="/privacy/">Privacy Policy</a> | <a href="/terms/">Terms of Use</a></p><p>&copy; 2012 Velamuru Express Publications Pvt Ltd. All rights reserved.</p></div></div>'
    )
    html = doc(
        "Kothapet flyover deadline pushed to March 2013, third extension in two years",
        "The Velamuru Express",
        IN_CSS,
        body,
    )
    return make(
        "dk-plain-velamuru",
        "lookalike",
        html,
        [],
        path="/city/velamuru/kothapet-flyover-deadline-2407183.html",
        container="-",
        heading=None,
        description="An Indian regional daily's own CMS: a city story with no reader comment ('There are no comments on this story yet. Be the first to comment.' and the form), most read, most emailed with counts, photo gallery, gold prices, trending topics.",
    )


UKWP_CSS = (
    "body{background:#f0ece3;margin:0;font:14px/1.6 'Droid Serif',Georgia,serif;color:#333}#page{width:960px;margin:0 auto;background:#fff;border:1px solid #ddd}"
    "#header{padding:24px;background:#2c4a6e;color:#fff}#header .site-title{font:bold 32px Georgia;margin:0}#header a{color:#fff;text-decoration:none}#header .site-description{color:#c6d4e3}"
    ".nav-menu{list-style:none;margin:0;padding:0;background:#1b2f47;overflow:hidden}.nav-menu li{float:left}.nav-menu a{display:block;padding:8px 13px;color:#eee;font:13px Arial}"
    "#main{overflow:hidden}#primary{float:left;width:620px;padding:22px}#secondary{float:right;width:270px;padding:22px 14px;font-size:12px}.widget-title{font:bold 13px Arial;text-transform:uppercase;border-bottom:2px solid #2c4a6e}"
    ".recentcomments{margin-bottom:6px}.rc-excerpt{color:#666;font-style:italic;display:block}.sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:12px;font:12px Arial}"
    "#colophon{clear:both;background:#1b2f47;color:#9ab;padding:14px 22px;font:11px Arial}"
)


def plain_wp_thornley() -> Case:
    recent = [
        (
            "Sue Whitlock",
            "Allotment waiting list hits 80",
            "I've been on it since 2009 and I'm still number 23. Could the...",
        ),
        (
            "Thornley Matters",
            "Allotment waiting list hits 80",
            "Sue, the council says the new site at Mill Lane should open in spring...",
        ),
        (
            "Ken Armitage",
            "Post office to move into the Co-op",
            "Better than losing it altogether. As long as the opening hours...",
        ),
        (
            "Rachel D",
            "Photos: Thornley Gala 2014",
            "Our Amelia is in the third one down, she was so proud of that...",
        ),
        (
            "grumpy of Thornley",
            "Speed camera on Station Road: does it work?",
            "It works for about 50 yards either side and then everyone puts their foot...",
        ),
    ]
    rc = "".join(
        f'<li class="recentcomments"><span class="comment-author-link">{esc(n)}</span> on <a href="/{slug(t)}/#comments">{esc(t)}</a>'
        f'<span class="rc-excerpt">&ldquo;{esc(x)}&rdquo;</span></li>'
        for n, t, x in recent
    )
    post = (
        '<article id="post-1402" class="post-1402 post type-post status-publish format-standard hentry category-roads tag-bridge">'
        '<header class="entry-header"><h1 class="entry-title">Thornley Bridge reopens after eight months &ndash; with a 7.5 tonne limit</h1>'
        '<div class="entry-meta">Posted on <a href="/2014/09/04/bridge-reopens/" rel="bookmark"><time class="entry-date" datetime="2014-09-04T18:20:44+00:00">4 September 2014</time></a> by <span class="author vcard"><a class="url fn n" href="/author/admin/">Thornley Matters</a></span></div></header>'
        '<div class="entry-content">'
        "<p>The old stone bridge over the Lune Beck reopened to traffic at 4pm today, eight months after it was closed when a lorry clipped the parapet on New Year's Eve.</p>"
        "<p>The county council says repairs to the parapet and the strengthening of the east arch cost £312,000. A new 7.5 tonne weight limit now applies, with signs at both ends of Bridge Street and on the A-road junction.</p>"
        "<p>That means the farm traffic and the quarry lorries that used to come through the village will have to stay on the bypass, which most people on Bridge Street will be very happy about.</p>"
        "<p>The 42 bus will return to its old route from Monday 8 September. The temporary stop on Church Lane will be taken away next week.</p>"
        '<p>Thanks to everyone who sent in photos of the work over the summer. There\'s a gallery of them on our <a href="/photos/">photos page</a>.</p>'
        + share({"Facebook": "73", "Twitter": "14", "Email": ""})
        + "</div>"
        '<footer class="entry-meta">This entry was posted in <a href="/category/roads/" rel="category tag">Roads</a> and tagged <a href="/tag/bridge/" rel="tag">bridge</a>. Bookmark the <a href="/2014/09/04/bridge-reopens/" rel="bookmark">permalink</a>.</footer></article>'
        '<nav class="nav-single"><span class="nav-previous"><a href="/2014/09/01/gala-photos/" rel="prev">&larr; Photos: Thornley Gala 2014</a></span> <span class="nav-next"></span></nav>'
    )
    after = (
        '<div id="comments" class="comments-area"><div id="respond" class="comment-respond"><h3 id="reply-title" class="comment-reply-title">Leave a Reply</h3>'
        '<form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form"><p class="comment-notes">Your email address will not be published.</p>'
        '<p class="comment-form-author"><label for="author">Name</label><input id="author" name="author" type="text" size="30" /></p>'
        '<p class="comment-form-email"><label for="email">Email</label><input id="email" name="email" type="text" size="30" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /></p></form></div></div>'
    )
    side = (
        '<aside class="widget widget_search"><form method="get" action="/"><input type="text" name="s" placeholder="Search &hellip;" /></form></aside>'
        f'<aside class="widget widget_recent_comments"><h3 class="widget-title">Latest comments</h3><ul id="recentcomments">{rc}</ul></aside>'
        '<aside class="widget widget_recent_entries"><h3 class="widget-title">Recent posts</h3>'
        + ranked(
            """Thornley Bridge reopens after eight months – with a 7.5 tonne limit
Photos: Thornley Gala 2014
Allotment waiting list hits 80
Post office to move into the Co-op
Speed camera on Station Road: does it work?""",
            tag="ul",
        )
        + "</aside>"
        '<aside class="widget widget_text"><h3 class="widget-title">Bin day</h3><div class="textwidget">This week: green bin (garden waste) and blue box. Next week: black bin.</div></aside>'
        '<aside class="widget widget_twitter"><h3 class="widget-title">Follow us</h3><p><a href="#">@ThornleyMatters</a> &middot; 1,208 followers</p></aside>'
        '<aside class="widget widget_archive"><h3 class="widget-title">Archives</h3><ul><li><a href="/2014/09/">September 2014</a></li><li><a href="/2014/08/">August 2014</a></li><li><a href="/2014/07/">July 2014</a></li></ul></aside>'
    )
    body = (
        '<div id="page" class="hfeed site"><header id="header" class="site-header"><h1 class="site-title"><a href="/" rel="home">Thornley Matters</a></h1><h2 class="site-description">What&#39;s going on in Thornley, Lunedale and the villages</h2></header>'
        '<ul class="nav-menu"><li><a href="/">Home</a></li><li><a href="/category/news/">News</a></li><li><a href="/category/roads/">Roads</a></li><li><a href="/category/events/">Events</a></li><li><a href="/photos/">Photos</a></li><li><a href="/contact/">Contact</a></li></ul>'
        f'<div id="main" class="site-main"><div id="primary" class="content-area"><div id="content" class="site-content" role="main">{post}{after}</div></div>'
        f'<div id="secondary" class="widget-area" role="complementary">{side}</div></div>'
        '<footer id="colophon" class="site-footer"><div class="site-info">Thornley Matters is an independent community website. <a href="/">Proudly powered by WordPress</a></div></footer></div>'
    )
    html = doc(
        "Thornley Bridge reopens after eight months – with a 7.5 tonne limit",
        "Thornley Matters",
        UKWP_CSS,
        body,
        "single single-post postid-1402",
    )
    return make(
        "dk-plain-wp-thornley",
        "lookalike",
        html,
        [],
        path="/2014/09/04/bridge-reopens/",
        container="-",
        heading=None,
        description="A UK village blog on a WordPress theme: a post nobody has answered yet (only the reply form), beside a 'Latest comments' widget quoting five comments of other posts with names, post titles and snippets (one by the blog itself).",
        lookalikes=("widget_recent_comments",),
    )


def plain_dk() -> list[Case]:
    return [plain_in_velamuru(), plain_wp_thornley()]
