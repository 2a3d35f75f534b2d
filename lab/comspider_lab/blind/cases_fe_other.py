"""Blind set fe: two pages without any reader comment and two mixed pages. A WordPress-style running blog of 2013
whose post says "Comments are closed." beside "Recent Comments" and "Top Commenters" widgets; a coastal newspaper of
2012 with "No comments yet" beside a site-wide "Latest comments" box; a Blogger-style quilting blog of 2012 with a
real discussion beside "Top Commenters" and "Recent Comments" gadgets; a market-town paper of 2012 with a real
discussion beside a "Letters to the editor" box. Every site, name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fe_common import (
    Case,
    avatars,
    doc,
    esc,
    kids,
    lines_html,
    make,
    svg,
    talk,
)
from comspider_lab.blind.cases_fe_common import (
    slugify as slug,
)

# --------------------------------------------------------------------------- a WordPress-style running blog, closed, 2013


def wp_closed_running() -> Case:
    recent = "".join(
        f'<li class="rc-item"><img src="/wp-content/avatars/{slug(w)}.svg" width="32" height="32" alt="" class="rc-av" />'
        f'<span class="rc-who">{esc(w)}</span> on <a href="{h}#comment-{n}">{esc(t)}</a>: <span class="rc-snip">&ldquo;{esc(s)}&rdquo;</span> <span class="rc-when">{esc(d)}</span></li>'
        for w, h, t, n, s, d in (
            (
                "Carol D",
                "/2013/05/28/hill-reps-in-the-rain/",
                "Hill reps in the rain",
                1203,
                "You're braver than me, I did mine on the treadmill and felt guilty all day…",
                "May 30, 2013",
            ),
            (
                "Gaz the Plodder",
                "/2013/05/28/hill-reps-in-the-rain/",
                "Hill reps in the rain",
                1201,
                "Those hills at the back of the sugar beet factory are brutal. See you at parkrun?",
                "May 29, 2013",
            ),
            (
                "Ellie Runs",
                "/2013/05/14/new-shoes-old-knees/",
                "New shoes, old knees",
                1188,
                "I went through three pairs before I found ones that didn't rub. Worth persevering.",
                "May 16, 2013",
            ),
            (
                "Kev M",
                "/2013/05/14/new-shoes-old-knees/",
                "New shoes, old knees",
                1185,
                "Get your gait checked at the shop in town, they do it free on Saturdays.",
                "May 15, 2013",
            ),
        )
    )
    top = "".join(
        f'<li><a href="/?commenter={slug(w)}">{esc(w)}</a> <span class="tc-n">({n})</span></li>'
        for w, n in (
            ("Gaz the Plodder", 64),
            ("Carol D", 41),
            ("Ellie Runs", 33),
            ("Kev M", 20),
            ("Margaret at No. 6", 12),
        )
    )
    body = f"""<body class="single single-post postid-1211 theme-fenrunner">
<div id="shell">
<div id="brand"><a href="/" class="brand-name">Miles in the Fens</a><span class="brand-sub">A slow runner on flat roads</span></div>
<div id="menu"><a href="/">Home</a> <a href="/races/">Race Reports</a> <a href="/training-log/">Training Log</a> <a href="/pb-list/">PB List</a> <a href="/about-me/">About Me</a></div>
<div id="body-cols">
<div id="article-col">
<div class="post-wrap" id="post-1211">
<div class="date-badge"><span class="d">9</span><span class="m">Jun</span><span class="y">2013</span></div>
<h1 class="post-heading">Race report: the Fenland Flat 10K</h1>
<p class="post-byl">by Jo Tallent &middot; <a href="/category/races/">Race Reports</a> &middot; <a href="#talk">Comments off</a></p>
<div class="post-words">
<p>The Fenland Flat 10K calls itself the fastest course in the county, and it is, if the wind is behind you. For the first five kilometres the wind was not behind me.</p>
<p><img src="/wp-content/uploads/2013/06/fenland-flat-start.svg" width="520" height="340" alt="The start line at the Fenland Flat 10K" /></p>
<p>I went out at 5:40 per kilometre, which felt easy for about eleven minutes. At the turn by the pumping station the wind swung round and the second half was the nicest four miles of running I've had all year.</p>
<p>Finish time 57:12, a PB by forty-one seconds. Medal, banana, a very small cup of squash, and a lovely marshal who told me I was "nearly there" at 9.2km, which was true.</p>
<table class="splits"><tr><th>km</th><th>split</th></tr><tr><td>1-5</td><td>29:31</td></tr><tr><td>6-10</td><td>27:41</td></tr></table>
</div>
<div class="share-buttons"><span class="sb-tw">Tweet <i>7</i></span> <span class="sb-fb">Like <i>19</i></span> <span class="sb-gp">+1 <i>1</i></span> <span class="sb-em">Email</span></div>
<p class="post-tags">Tags: <a href="/tag/10k/">10K</a>, <a href="/tag/pb/">PB</a>, <a href="/tag/wind/">wind</a>, <a href="/tag/fenland-flat/">Fenland Flat</a></p>
<div class="yarpp-like"><h3>Related posts:</h3><ol><li><a href="/2012/06/10/fenland-flat-10k-2012/">Fenland Flat 10K 2012: the one with the hail</a> <small>(June 10, 2012)</small></li><li><a href="/2013/04/21/first-half-marathon/">My first half marathon</a> <small>(April 21, 2013)</small></li><li><a href="/2013/05/28/hill-reps-in-the-rain/">Hill reps in the rain</a> <small>(May 28, 2013)</small></li></ol></div>
<div class="post-nav"><a href="/2013/05/28/hill-reps-in-the-rain/" rel="prev">&larr; Hill reps in the rain</a> <a href="/2013/06/16/june-training-log/" rel="next">June training log &rarr;</a></div>
</div>
<div id="talk"><p class="talk-closed">Comments are closed.</p></div>
</div>
<div id="widget-col">
<div class="wbox"><h3 class="wtitle">Follow by email</h3><form action="/subscribe" method="post"><input type="text" name="email" /> <button>Subscribe</button></form><p class="sub-n">Join 214 other subscribers</p></div>
<div class="wbox"><h3 class="wtitle">Recent Comments</h3><ul class="recent-with-snips">{recent}</ul></div>
<div class="wbox"><h3 class="wtitle">Top Commenters</h3><ol class="top-talkers">{top}</ol></div>
<div class="wbox"><h3 class="wtitle">Recent Posts</h3><ul><li><a href="/2013/06/16/june-training-log/">June training log</a></li><li><a href="/2013/06/09/fenland-flat-10k/">Race report: the Fenland Flat 10K</a></li><li><a href="/2013/05/28/hill-reps-in-the-rain/">Hill reps in the rain</a></li><li><a href="/2013/05/14/new-shoes-old-knees/">New shoes, old knees</a></li></ul></div>
<div class="wbox"><h3 class="wtitle">Archives</h3><ul><li><a href="/2013/06/">June 2013</a>&nbsp;(2)</li><li><a href="/2013/05/">May 2013</a>&nbsp;(4)</li><li><a href="/2013/04/">April 2013</a>&nbsp;(5)</li><li><a href="/2013/03/">March 2013</a>&nbsp;(3)</li><li><a href="/2013/02/">February 2013</a>&nbsp;(3)</li><li><a href="/2013/01/">January 2013</a>&nbsp;(6)</li></ul></div>
<div class="wbox"><h3 class="wtitle">Running Blogs I Read</h3><ul><li><a href="http://example.org/back-of-the-pack/">Back of the Pack</a></li><li><a href="http://example.org/parkrun-tourist-diaries/">Parkrun Tourist Diaries</a></li><li><a href="http://example.org/the-reluctant-runner/">The Reluctant Runner</a></li></ul></div>
<div class="wbox"><h3 class="wtitle">Tags</h3><div class="tagcloud"><a href="/tag/10k/" style="font-size:14pt">10K</a> <a href="/tag/half-marathon/" style="font-size:11pt">half marathon</a> <a href="/tag/injury/" style="font-size:9pt">injury</a> <a href="/tag/parkrun/" style="font-size:20pt">parkrun</a> <a href="/tag/pb/" style="font-size:13pt">PB</a> <a href="/tag/shoes/" style="font-size:10pt">shoes</a> <a href="/tag/wind/" style="font-size:16pt">wind</a></div></div>
<div class="wbox"><h3 class="wtitle">Blog Stats</h3><ul><li>31,447 hits</li></ul></div>
</div>
</div>
<div id="base">Miles in the Fens &middot; Theme: Fenrunner by an invented theme shop &middot; Proudly powered by WordPress</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#eef3f6;font:14px/1.6 'Lucida Grande',Verdana,sans-serif;color:#333}#shell{width:960px;margin:0 auto;background:#fff}
#brand{padding:20px 24px;background:#2c7fb8;color:#fff}.brand-name{color:#fff;font-size:28px;text-decoration:none;display:block}.brand-sub{font-size:12px}
#menu{background:#1f5f8b;padding:6px 24px}#menu a{color:#fff;margin-right:14px}#article-col{float:left;width:620px;padding:18px 24px}#widget-col{float:right;width:260px;padding:18px 10px;font-size:12px}#base{clear:both;text-align:center;font-size:11px;color:#888;padding:10px}
.date-badge{float:left;width:46px;text-align:center;background:#2c7fb8;color:#fff;margin-right:10px}.date-badge span{display:block}.post-byl{font-size:11px;color:#888}
.share-buttons span{background:#eee;padding:2px 6px;font-size:11px}.talk-closed{font-style:italic;color:#888;border-top:1px solid #ddd;padding-top:10px}
.wbox{margin-bottom:16px}.wtitle{font-size:13px;border-bottom:2px solid #2c7fb8}.recent-with-snips{list-style:none;padding:0}.rc-item{overflow:hidden;margin-bottom:6px}.rc-av{float:left;margin-right:6px}
.rc-snip{color:#555}.rc-when{color:#999;font-size:10px}.tc-n{color:#999}
</style>"""
    files = avatars(["Carol D", "Gaz the Plodder", "Ellie Runs", "Kev M"], "/wp-content/avatars/", 32)
    files["/wp-content/uploads/2013/06/fenland-flat-start.svg"] = svg(520, 340, "#6a8fa8", "start line")
    html = doc("xhtml", title="Race report: the Fenland Flat 10K | Miles in the Fens", head=css) + body
    return make(
        "fe-wp-plain-running",
        "lookalike",
        html,
        [],
        path="/2013/06/09/fenland-flat-10k/",
        container="-",
        heading=None,
        description="A WordPress-style running blog of 2013 (invented theme 'Fenrunner'), no reader comment: 'Comments off' in the byline and 'Comments are closed.' under the post; the sidebar's 'Recent Comments' widget (four avatars, names, quoted snippets and dates, linking two other posts) and 'Top Commenters' (five names with counts), follow-by-email with a subscriber count, recent posts, archives by month with counts, a blogroll, a tag cloud, hit counter; a date badge, splits table, share counters, related posts with dates, previous/next links.",
        lookalikes=("ul.recent-with-snips", "ol.top-talkers"),
        files=files,
    )


# --------------------------------------------------------------------------- a coastal newspaper, no comments yet, 2012


def herald_plain_lifeboat() -> Case:
    latest = "".join(
        f'<li class="lc-row"><p class="lc-text">&ldquo;{esc(s)}&rdquo;</p><p class="lc-by"><b>{esc(w)}</b>, {esc(town)} &mdash; on <a href="{h}">{esc(t)}</a> <span class="lc-ago">{esc(ago)}</span></p></li>'
        for s, w, town, h, t, ago in (
            (
                "Parking on the seafront is already impossible in August, this will make it worse.",
                "Sandra Kettle",
                "Saltby",
                "/news/2012/08/14/seafront-parking-review/",
                "Seafront parking review",
                "14 minutes ago",
            ),
            (
                "Well done to everyone who turned out for the beach clean, it looked spotless on Sunday.",
                "beachcomber",
                "Hollow Bay",
                "/news/2012/08/13/beach-clean-record/",
                "Record turnout for beach clean",
                "1 hour ago",
            ),
            (
                "The old pier should have been repaired ten years ago when it would have cost half as much.",
                "Roy Addison",
                "Saltby",
                "/news/2012/08/10/pier-closure-extended/",
                "Pier closure extended to 2013",
                "3 hours ago",
            ),
            (
                "My grandad was on the crew in the sixties. They're a credit to the town.",
                "Nic P",
                "Marsh End",
                "/news/2012/08/02/lifeboat-open-day/",
                "Lifeboat open day draws hundreds",
                "yesterday",
            ),
        )
    )
    body = f"""<body class="article">
<div id="container">
<div id="utility"><span>Wednesday, August 15, 2012</span> <a href="/weather/">Saltby: 19&deg;C sunny</a> <a href="/tides/">High tide 14:52</a> <a href="/login/">Log in</a> <a href="/register/">Register</a></div>
<div id="brandbar"><a href="/"><img src="/assets/herald-logo.svg" width="360" height="64" alt="Saltby &amp; Marsh Herald" /></a><div class="ad-slot"><em>Advertisement</em><img src="/assets/ads/caravan-park.svg" width="468" height="60" alt="Dune View Holiday Park" /></div></div>
<div id="sections"><a href="/">Home</a> <a href="/news/" class="sel">News</a> <a href="/sport/">Sport</a> <a href="/whatson/">What's On</a> <a href="/tides/">Tides</a> <a href="/yourphotos/">Your Photos</a> <a href="/property/">Property</a> <a href="/jobs/">Jobs</a></div>
<div id="cols">
<div id="story">
<h1>Lifeboat crew rescue two from sandbank as tide comes in</h1>
<p class="art-meta">By <span class="reporter">Owen Greatbatch</span> &nbsp;|&nbsp; Published: 08:15, Wednesday, August 15, 2012 &nbsp;|&nbsp; <a href="#art-talk">Comments (0)</a></p>
<div class="art-tools"><a href="/email/">Email to a friend</a> <a href="/print/">Print</a> <span class="tools-share">Share: <a href="#">Facebook</a> (6) <a href="#">Twitter</a> (3)</span> <a href="#">Text size: A A</a></div>
<div class="art-body">
<p><b>TWO walkers were rescued from a sandbank off Hollow Bay last night after being cut off by the incoming tide.</b></p>
<img src="/assets/photos/lifeboat-launch.svg" width="470" height="300" alt="The inshore lifeboat launching" /><p class="pic-cap">The inshore lifeboat launching from the slipway. Picture: Saltby Lifeboat Station</p>
<p>The inshore lifeboat was launched at 7.42pm after a member of the public called the coastguard to report two people waving from the sandbank about half a mile out.</p>
<p>The pair, a man and a woman in their fifties from outside the area, were brought back to the slipway cold but unhurt. Helmsman Gary Fenwick said the water around them had risen to waist height by the time the crew arrived.</p>
<p>"The sandbank looks like it joins the beach at low water, but the channel behind it fills very quickly," he said. "Please check the tide times before you walk out."</p>
<p>It was the station's fourteenth launch this year.</p>
</div>
<div class="fact-box"><h3>Tide safety</h3><ul><li>Check tide times before you set out</li><li>Tell someone where you are going</li><li>In an emergency dial 999 and ask for the coastguard</li></ul></div>
<div class="more-on"><h3>More on this story</h3><ul><li><a href="/news/2012/08/02/lifeboat-open-day/">Lifeboat open day draws hundreds</a> <span>Aug 2, 2012</span></li><li><a href="/news/2012/06/19/new-inshore-lifeboat-named/">New inshore lifeboat named</a> <span>Jun 19, 2012</span></li><li><a href="/news/2011/09/04/sandbank-warning-signs/">Sandbank warning signs go up</a> <span>Sep 4, 2011</span></li></ul></div>
<div id="art-talk">
<h2 class="talk-title">Comments (0)</h2>
<p class="talk-empty">No comments yet. Be the first to comment on this story.</p>
<p class="talk-login">You need to <a href="/login/">log in</a> or <a href="/register/">register</a> to post a comment.</p>
</div>
</div>
<div id="rail">
<div class="rail-box ad"><em>Advertisement</em><img src="/assets/ads/fish-bar.svg" width="300" height="250" alt="The Golden Haddock fish bar" /></div>
<div class="rail-box"><h3>Most read</h3><ol><li><a href="/news/2012/08/10/pier-closure-extended/">Pier closure extended to 2013</a></li><li><a href="/news/2012/08/14/seafront-parking-review/">Seafront parking review</a></li><li><a href="/news/2012/08/15/lifeboat-rescue-sandbank/">Lifeboat crew rescue two from sandbank</a></li><li><a href="/sport/2012/08/13/saltby-town-pre-season/">Saltby Town's pre-season ends in defeat</a></li></ol></div>
<div class="rail-box"><h3>Latest comments</h3><ul class="latest-talk">{latest}</ul></div>
<div class="rail-box"><h3>Your photos</h3><p><img src="/assets/photos/reader-sunset.svg" width="300" height="180" alt="Sunset over Hollow Bay by a reader" /><br />Sunset over Hollow Bay</p></div>
<div class="rail-box"><h3>Tide times</h3><table class="tides"><tr><th>High</th><td>02:31</td><td>14:52</td></tr><tr><th>Low</th><td>08:44</td><td>21:03</td></tr></table></div>
</div>
</div>
<div id="foot"><p>&copy; 2012 Saltby &amp; Marsh Herald. <a href="/contact/">Contact</a> &middot; <a href="/terms/">Terms</a> &middot; <a href="/privacy/">Privacy</a> &middot; <a href="/complaints/">Complaints</a></p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dbe7ee;font:13px Verdana,Arial,sans-serif}#container{width:980px;margin:0 auto;background:#fff}
#utility{background:#0b3954;color:#cde;font-size:11px;padding:4px 10px}#utility a{color:#fff;margin-left:10px}#brandbar{padding:10px;overflow:hidden}.ad-slot{float:right}.ad-slot em,.rail-box em{display:block;font-size:9px;color:#999}
#sections{background:#087e8b;padding:6px 10px}#sections a{color:#fff;margin-right:12px;font-weight:bold}#story{float:left;width:620px;padding:12px}#rail{float:right;width:320px;padding:12px 6px}#foot{clear:both;background:#0b3954;color:#cde;padding:8px;font-size:11px}
h1{font:bold 26px Georgia,serif}.art-meta,.art-tools{font-size:11px;color:#666}.pic-cap{font-size:11px;color:#666}.fact-box{background:#eef6f7;padding:6px 10px}.more-on span{color:#888;font-size:11px}
.talk-title{border-top:3px solid #087e8b;font-size:15px;padding-top:6px}.talk-empty{color:#666}.rail-box{margin-bottom:14px}.rail-box h3{background:#087e8b;color:#fff;padding:3px 6px;font-size:13px}
.latest-talk{list-style:none;padding:0}.lc-row{border-bottom:1px dotted #ccc;padding:4px 0}.lc-text{margin:0;font-style:italic}.lc-by{margin:0;font-size:11px}.lc-ago{color:#999}
</style>"""
    files = {
        "/assets/herald-logo.svg": svg(360, 64, "#0b3954", "Saltby & Marsh Herald", 20),
        "/assets/ads/caravan-park.svg": svg(468, 60, "#d9a441", "Dune View Holiday Park"),
        "/assets/ads/fish-bar.svg": svg(300, 250, "#c0392b", "The Golden Haddock"),
        "/assets/photos/lifeboat-launch.svg": svg(470, 300, "#e67e22", "inshore lifeboat"),
        "/assets/photos/reader-sunset.svg": svg(300, 180, "#f39c5a", "sunset"),
    }
    html = (
        doc(
            "html4t",
            title="Lifeboat crew rescue two from sandbank as tide comes in | Saltby & Marsh Herald",
            head=css,
        )
        + body
    )
    return make(
        "fe-herald-plain-lifeboat",
        "lookalike",
        html,
        [],
        path="/news/2012/08/15/lifeboat-rescue-sandbank/",
        container="-",
        heading=None,
        description="A coastal town newspaper of 2012 (invented CMS), no reader comment: 'Comments (0)' in the byline and over 'No comments yet. Be the first to comment on this story.'; the right rail's site-wide 'Latest comments' box (four quoted comments with name, town, story link and age, on other stories), most read, ads, a reader's photo, tide table; utility bar with weather and tide, email/print/share tools with counts, a fact box, 'More on this story' with dates.",
        lookalikes=("ul.latest-talk",),
        files=files,
    )


# --------------------------------------------------------------------------- a Blogger-style quilting blog, mixed, 2012


def blogger_mixed_quilts() -> Case:
    cs = talk("""
Patchwork Polly || 22 October 2012 at 19:04 || Oh my goodness, the colours! That deep teal next to the mustard is so unexpected and it works perfectly. Is the backing a single piece or did you have to join it?
>Wendy Harcourt || 22 October 2012 at 20:31 || Thank you Polly! The backing is two lengths of an old sheet joined down the middle. Nobody will ever look at the back, I hope.
Jean in Stirling || 23 October 2012 at 08:15 || Hand quilted, in a month? I'm three years into my hexagon project and I've done about a third. Seeing this is either inspiring or depressing, not sure which yet.
Marion || 23 October 2012 at 14:50 || Your granddaughter is a lucky girl. Quilts like this get passed on, you know. Mine is still using the one my aunt made for her fiftieth.
Dorothy B || 24 October 2012 at 10:27 || Lovely straight lines on the borders. Did you use masking tape as a guide or do you mark them with chalk?
""")
    author = "Wendy Harcourt"
    path = "/2012/10/teal-and-mustard-finished.html"
    k = kids(cs)

    def li(i: int) -> str:
        c = cs[i]
        cid = 41208 + i
        own = " by-blog-author" if c.who == author else ""
        sub = "".join(li(j) for j in k.get(i, []))
        sub = f'<div class="thr-replies"><ol class="thr-list">\n{sub}</ol></div>\n' if sub else ""
        return (
            f'<li class="thr-item{own}" id="c{cid}">\n<div class="thr-avatar"><img src="/img/av/{slug(c.who)}.svg" width="35" height="35" alt="" /></div>\n'
            f'<div class="thr-block"><div class="thr-header"><cite class="thr-user"><a href="/profile/{slug(c.who)}" rel="nofollow">{esc(c.who)}</a></cite>'
            f'{"<span class=thr-icon-owner></span>" if own else ""}<span class="thr-stamp"><a href="{path}?showComment={cid}#c{cid}">{esc(c.at)}</a></span></div>\n'
            f'<p class="thr-content">{lines_html(c.raw, para="<br /><br />")}</p>\n'
            f'<span class="thr-actions"><a class="thr-reply" href="#" target="_self">Reply</a> <span class="item-control"><a href="/delete-comment.g?c={cid}">Delete</a></span></span></div>\n'
            f"{sub}</li>\n"
        )

    thread = "".join(li(i) for i in k[None])
    top = "".join(
        f'<li><img src="/img/av/{slug(w)}.svg" width="24" height="24" alt="" /> <a href="/profile/{slug(w)}">{esc(w)}</a> <span class="tc-count">{n} comments</span></li>'
        for w, n in (
            ("Patchwork Polly", 118),
            ("Jean in Stirling", 74),
            ("Dorothy B", 51),
            ("Bunty Crane", 39),
            ("Marion", 22),
        )
    )
    recent = "".join(
        f'<li><b>{esc(w)}</b> said&hellip; <span class="rcg-snip">{esc(s)}</span> <a href="{h}">{esc(t)}</a> <span class="rcg-date">{esc(d)}</span></li>'
        for w, s, h, t, d in (
            (
                "Bunty Crane",
                "What a clever way to use up the scraps, I'm going to copy this",
                "/2012/10/scrap-basket-coasters.html",
                "Scrap basket coasters",
                "20 October 2012",
            ),
            (
                "Patchwork Polly",
                "I have that exact same tin of buttons from my mum!",
                "/2012/10/button-tin.html",
                "The button tin",
                "15 October 2012",
            ),
            (
                "Jean in Stirling",
                "See you at the show, I'll be on the guild stand on Saturday",
                "/2012/10/autumn-quilt-show.html",
                "Off to the autumn quilt show",
                "11 October 2012",
            ),
            (
                "Dorothy B",
                "Beautiful binding as always, Wendy",
                "/2012/10/scrap-basket-coasters.html",
                "Scrap basket coasters",
                "9 October 2012",
            ),
        )
    )
    body = f"""<body class="variant-bloggerish">
<div class="navbar section"><div class="navbar-inner"><a href="/">B</a> <input type="text" size="18" /> <a href="/next">Next Blog&raquo;</a> <a href="/create">Create Blog</a> <a href="/signin">Sign In</a></div></div>
<div class="content-outer">
<header class="blog-header"><h1 class="blog-name"><a href="/">Thimble &amp; Thread</a></h1><p class="blog-blurb">Quilts, scraps and cups of tea from a sewing room in Cumbria</p></header>
<div class="tabs-row"><a href="/">Home</a> <a href="/p/patterns.html">Free Patterns</a> <a href="/p/swaps.html">Swaps</a> <a href="/p/about.html">About me</a></div>
<div class="columns">
<div class="main-column">
<div class="date-outer"><h2 class="date-header"><span>Monday, 22 October 2012</span></h2>
<div class="post-outer"><div class="post hentry">
<h3 class="post-title entry-title">Teal and mustard: finished!</h3>
<div class="post-body entry-content">
<p>It's done. Thirty-two days, four reels of thread, and one rather sore middle finger. This one is for my granddaughter's eighteenth, and I'm telling you now so that nobody can tell her first.</p>
<p><img src="/img/posts/teal-mustard-quilt.svg" width="400" height="400" alt="The finished quilt" /></p>
<p>The pattern is a simple square-in-a-square, which let me use every scrap of teal I've hoarded since 2007. The mustard was a remnant from the market that I nearly didn't buy.</p>
<p>Linking up with Finish It Friday over at the guild blog.</p>
</div>
<div class="post-footer"><span class="post-author">Posted by Wendy Harcourt</span> at <a href="{path}">18:30</a> <span class="post-comment-link"><a href="{path}#comments">5 comments:</a></span> <span class="share-button-links"><a href="#">Email This</a> <a href="#">BlogThis!</a> <a href="#">Share to Twitter</a> <a href="#">Share to Facebook</a> <a href="#">Share to Pinterest</a></span>
<div class="post-labels">Labels: <a href="/search/label/finishes">finishes</a>, <a href="/search/label/hand%20quilting">hand quilting</a>, <a href="/search/label/scrap%20quilts">scrap quilts</a></div>
<div class="reactions">Reactions: <span>lovely (12)</span> <span>want one (4)</span></div></div>
</div>
<div class="comments" id="comments"><a name="comments"></a><h4>5 comments:</h4>
<div class="thr-wrap"><ol class="thr-list">
{thread}</ol></div>
<p class="comment-footer"><a href="/comment.g?postID=5120&amp;isPopup=false">Add comment</a> &middot; <a href="/feeds/5120/comments/default">Subscribe to: Post Comments (Atom)</a></p>
</div>
</div></div>
<div class="blog-pager"><a href="/2012/10/halloween-bunting.html">Newer Post</a> <a href="/">Home</a> <a href="/2012/10/scrap-basket-coasters.html">Older Post</a></div>
</div>
<div class="side-column">
<div class="widget Profile"><h2>About Me</h2><img src="/img/av/wendy-harcourt.svg" width="60" height="60" alt="" /><p><b>Wendy Harcourt</b> Grandmother of five, quilter of many. <a href="/profile/wendy">View my complete profile</a></p></div>
<div class="widget Followers"><h2>Followers</h2><p>Followers (287)</p></div>
<div class="widget TopCommenters"><h2>Top Commenters</h2><ul class="top-commenters-gadget">{top}</ul></div>
<div class="widget RecentComments"><h2>Recent Comments</h2><ul class="recent-comments-gadget">{recent}</ul></div>
<div class="widget Button"><h2>Swaps I'm in</h2><p><img src="/img/badges/autumn-swap.svg" width="150" height="80" alt="Autumn Leaves Block Swap 2012" /></p></div>
<div class="widget BlogArchive"><h2>Blog Archive</h2><ul class="hierarchy"><li>&#9660; <a href="/2012/">2012</a> (47)<ul class="hierarchy"><li>&#9660; <a href="/2012/10/">October</a> (6)</li><li>&#9658; <a href="/2012/09/">September</a> (5)</li><li>&#9658; <a href="/2012/08/">August</a> (4)</li></ul></li><li>&#9658; <a href="/2011/">2011</a> (58)</li><li>&#9658; <a href="/2010/">2010</a> (41)</li></ul></div>
<div class="widget Label"><h2>Labels</h2><div class="cloud-label-widget-content"><a href="/search/label/finishes" style="font-size:150%">finishes</a> <a href="/search/label/hand%20quilting" style="font-size:110%">hand quilting</a> <a href="/search/label/hexagons" style="font-size:90%">hexagons</a> <a href="/search/label/scrap%20quilts" style="font-size:130%">scrap quilts</a> <a href="/search/label/swaps" style="font-size:100%">swaps</a></div></div>
</div>
</div>
<footer class="blog-foot">Picture Window template. Powered by a blog host.</footer>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e8d8c8;font:13px Georgia,serif;color:#4a3a2a}.navbar{background:#333;color:#ccc;font-size:11px;padding:3px}.navbar a{color:#ddd;margin-right:6px}
.content-outer{width:920px;margin:0 auto;background:#fffaf4}.blog-header{padding:20px 30px}.blog-name a{color:#7a3a5a;text-decoration:none}.tabs-row{background:#7a3a5a;padding:5px 30px}.tabs-row a{color:#fff;margin-right:14px}
.main-column{float:left;width:600px;padding:10px 30px}.side-column{float:right;width:220px;padding:10px;font-size:12px}.blog-foot{clear:both;text-align:center;font-size:11px;color:#999;padding:8px}
.date-header span{background:#7a3a5a;color:#fff;padding:2px 8px;font-size:11px}.post-footer{font-size:11px;color:#777}
.thr-list{list-style:none;padding:0}.thr-item{margin:10px 0;overflow:hidden}.thr-avatar{float:left;margin-right:8px}.thr-block{margin-left:44px}.thr-replies{margin-left:44px}
.thr-user{font-style:normal;font-weight:bold}.thr-stamp{font-size:11px;margin-left:8px}.thr-actions{font-size:11px}.thr-icon-owner{display:inline-block;width:10px;height:10px;background:#f90;margin-left:4px}
.widget{margin-bottom:14px}.widget h2{font-size:12px;text-transform:uppercase;color:#7a3a5a}.tc-count,.rcg-date{color:#999;font-size:10px}.rcg-snip{font-style:italic}
</style>"""
    files = avatars([c.who for c in cs] + ["Bunty Crane"], "/img/av/", 35)
    files.update(
        {
            "/img/posts/teal-mustard-quilt.svg": svg(400, 400, "#1f7a7a", "teal and mustard"),
            "/img/badges/autumn-swap.svg": svg(150, 80, "#c9822a", "Autumn Leaves Swap", 11),
        }
    )
    html = doc("xhtml", title="Thimble & Thread: Teal and mustard: finished!", head=css) + body
    return make(
        "fe-blogger-mixed-quilts",
        "mixed",
        html,
        cs,
        path=path,
        container="div#comments after '5 comments:': ol.thr-list, li.thr-item (div.thr-avatar; div.thr-block: div.thr-header cite.thr-user a NAME, span.thr-stamp a DATE; p.thr-content TEXT; 'Reply Delete'); the blogger's answer in div.thr-replies ol.thr-list inside the parent's li (by-blog-author, an owner icon); beside it the sidebar's ul.top-commenters-gadget (five avatars, names, comment counts) and ul.recent-comments-gadget (four 'NAME said… SNIPPET POST DATE' of other posts)",
        heading="5 comments:",
        description="The mixed page: a Blogger-style quilting blog of 2012 (invented 'threaded' template) with a real discussion of 5 (4 readers and the blogger's answer nested under the first) beside two look-alike gadgets in the sidebar: 'Top Commenters' (five names with avatars and counts, three of them also commenters here) and 'Recent Comments' (four named, dated snippets on other posts); navbar, tabs, reactions, labels, followers count, a swap badge, archive tree and label cloud.",
        lookalikes=("ul.top-commenters-gadget", "ul.recent-comments-gadget"),
        files=files,
    )


# --------------------------------------------------------------------------- a market-town paper with letters, mixed, 2012


def standard_mixed_letters() -> Case:
    cs = talk("""
Neil Cowper || 26/04/2012 12:18 || The stall holders I spoke to on Saturday all said the same thing: the rent isn't the problem, the parking is. Two hours free and they'd be back.
Tansy || 26/04/2012 12:52 || I'd shop at the market every week if it ran until six. It closes at three, when everyone who works is still at work.
Ged Rawle || 26/04/2012 14:07 || Eleven stalls on a Thursday in the 1990s there were forty. This isn't a new problem, it's twenty years of being ignored by the town council and the district both.
Anne-Marie || 26/04/2012 16:31 || My dad ran the egg and cheese stall for thirty years. He'd say the same as Neil: make it easy for people to stop, and they will. // The new supermarket on the ring road has four hundred free spaces. We can't compete with that, but we could do better than £1.60 an hour.
Sidney Clough || 26/04/2012 19:45 || Some of us don't drive. The bus from the estates stops right by the market cross, and I come in every Thursday on it. Please don't forget the people who walk.
Kettlewick mum || 27/04/2012 08:20 || A Saturday farmers' market once a month would bring families in. The one in the next town over is packed every time.
""")
    path = "/news/local/market-stall-numbers-fall-to-record-low-1-4412098"
    out = []
    for n, c in enumerate(cs, start=1):
        out.append(
            f'<div class="rdr-post" id="rdr-{7731 + n}">\n<div class="rdr-line"><span class="rdr-user">{esc(c.who)}</span> <span class="rdr-date">{esc(c.at)}</span></div>\n'
            f'<div class="rdr-body">{lines_html(c.raw)}</div>\n'
            f'<div class="rdr-flag"><a href="/report/{7731 + n}">Report abuse</a> <span class="rdr-rate">Rate: <a href="#">+</a> {n * 3 % 8} <a href="#">&minus;</a></span></div>\n</div>\n'
        )
    thread = "".join(out)
    letters = "".join(
        f'<div class="letter"><h4 class="letter-head">{esc(h)}</h4><p class="letter-text">{esc(t)}</p><p class="letter-sign"><b>{esc(w)}</b>, {esc(where)} &middot; {esc(d)}</p></div>'
        for h, t, w, where, d in (
            (
                "Bring back the bandstand",
                "Sir, I read with sadness that the bandstand on the Green is to be removed for safety reasons. Surely it is not beyond the town to find the money for a coat of paint and some new timbers.",
                "E. M. Dacre",
                "Church Lane",
                "24 April 2012",
            ),
            (
                "Thank you, hospital staff",
                "Sir, may I thank the nurses on Ward 4 for the care they gave my late husband in March. They were kindness itself to both of us.",
                "Mrs J. Hepworth",
                "Low Moor",
                "23 April 2012",
            ),
            (
                "Dog mess on the towpath",
                "Sir, the towpath between the lock and the mill is now a disgrace. Signs are not enough; we need bins and we need them emptied.",
                "R. Stannard",
                "Canal Side",
                "20 April 2012",
            ),
        )
    )
    body = f"""<body>
<div id="pg">
<div id="strap"><span class="dt">Thursday 26 April 2012</span> <a href="/digital-edition">Digital edition</a> <a href="/subscribe">Subscribe</a> <a href="/signin">Sign in</a></div>
<div id="mast"><a href="/"><img src="/static/kws-mast.svg" width="400" height="72" alt="The Kettlewick Standard" /></a> <span class="est">Serving Kettlewick and the dales since 1862</span></div>
<div id="secnav"><a href="/">Home</a> <a href="/news" class="cur">News</a> <a href="/sport">Sport</a> <a href="/what-s-on">What's On</a> <a href="/letters">Letters</a> <a href="/farming">Farming</a> <a href="/business">Business</a> <a href="/community">Community</a> <a href="/announcements">Announcements</a></div>
<div id="grid">
<div id="lead">
<div class="crumbs"><a href="/news">News</a> &gt; <a href="/news/local">Local</a></div>
<h1 class="hed">Market stall numbers fall to record low</h1>
<p class="stand">Traders blame parking charges as only eleven stalls turn up on Thursday</p>
<p class="dateline">Published on Thursday 26 April 2012 09:00 &middot; <a href="#rdr">6 comments</a></p>
<div class="shr"><a href="#">Share</a> <span class="shr-n">17</span> <a href="#">Tweet</a> <span class="shr-n">5</span> <a href="#">Email</a> <a href="#">Print</a></div>
<div class="copy">
<p>Kettlewick's Thursday market, held on the cobbles around the market cross since the sixteenth century, has dropped to its smallest size on record.</p>
<p><img src="/static/pics/market-cross.svg" width="480" height="300" alt="Stalls around the market cross" /><br /><span class="cap">Stalls around the market cross last Thursday</span></p>
<p>Only eleven stalls were trading last week, against twenty-three a year ago. Market traders told the Standard that the district council's decision to raise car parking charges in the town centre last autumn had kept shoppers away.</p>
<p>A spokesman for the district council said a review of parking charges would report in June.</p>
</div>
<div class="also-read"><h3>Also read</h3><ul><li><a href="/news/local/parking-charges-rise-1-4011772">Parking charges to rise by 20p an hour</a> (Oct 2011)</li><li><a href="/news/local/market-cross-restored-1-3201150">Market cross restored</a> (Jul 2010)</li></ul></div>
<div id="rdr">
<h3 class="rdr-title">Readers' comments (6)</h3>
<p class="rdr-note">The views expressed in the comments below are those of the writers and not of the Kettlewick Standard.</p>
{thread}
<div class="rdr-form"><p><a href="/signin">Sign in</a> to add a comment.</p></div>
</div>
</div>
<div id="aside">
<div class="abox adv"><span class="adv-l">Advertisement</span><img src="/static/ads/auction-mart.svg" width="300" height="250" alt="Kettlewick Auction Mart" /></div>
<div class="abox letters-box"><h3><a href="/letters">Letters to the editor</a></h3>{letters}<p class="more-letters"><a href="/letters">More letters &raquo;</a> &middot; <a href="/letters/write">Write to us</a></p></div>
<div class="abox"><h3>Most popular</h3><ol><li><a href="/news/local/bandstand-to-go-1-4401221">Bandstand on the Green to go</a></li><li><a href="{path}">Market stall numbers fall to record low</a></li><li><a href="/sport/cricket-season-opens-1-4409910">Cricket season opens in the rain</a></li></ol></div>
<div class="abox"><h3>Dales weather</h3><p>Showers, 11&deg;C. Wind SW 15mph.</p></div>
<div class="abox"><h3>Announcements</h3><p>Births, marriages, deaths and anniversaries. <a href="/announcements">Place yours</a></p></div>
</div>
</div>
<div id="ftr">&copy; 2012 The Kettlewick Standard &middot; <a href="/contact">Contact</a> &middot; <a href="/terms">Terms</a> &middot; <a href="/privacy">Privacy</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f0ede6;font:13px Arial,sans-serif}#pg{width:980px;margin:0 auto;background:#fff}
#strap{background:#3b3b3b;color:#ddd;font-size:11px;padding:4px 10px}#strap a{color:#fff;margin-left:10px}#mast{padding:12px}.est{color:#777;font-style:italic;font-size:12px}
#secnav{background:#1d3c6e;padding:6px 10px}#secnav a{color:#fff;margin-right:12px}#lead{float:left;width:620px;padding:12px}#aside{float:right;width:320px;padding:12px 6px}#ftr{clear:both;background:#3b3b3b;color:#ccc;padding:8px;font-size:11px}
.hed{font:bold 28px Georgia,serif;margin:4px 0}.stand{font-size:15px;color:#555}.dateline,.cap{font-size:11px;color:#777}.shr-n{background:#eee;padding:0 4px;margin-right:6px}
.rdr-title{border-top:3px solid #1d3c6e;padding-top:6px}.rdr-note{font-size:11px;color:#888}.rdr-post{border-bottom:1px solid #e3e3e3;padding:8px 0}
.rdr-user{font-weight:bold;color:#1d3c6e}.rdr-date{font-size:11px;color:#888;margin-left:8px}.rdr-flag{font-size:11px;color:#888}
.abox{margin-bottom:16px}.abox h3{background:#1d3c6e;color:#fff;padding:4px 6px;font-size:13px}.abox h3 a{color:#fff}.adv-l{display:block;font-size:9px;color:#999}
.letter{border-bottom:1px dotted #bbb;padding:4px 0}.letter-head{margin:0;font-size:13px}.letter-text{margin:2px 0;font-family:Georgia,serif}.letter-sign{margin:0;font-size:11px;color:#555}
</style>"""
    files = {
        "/static/kws-mast.svg": svg(400, 72, "#1d3c6e", "The Kettlewick Standard", 22),
        "/static/pics/market-cross.svg": svg(480, 300, "#8a6a4a", "market cross"),
        "/static/ads/auction-mart.svg": svg(300, 250, "#5a7a2a", "Kettlewick Auction Mart"),
    }
    html = (
        doc("html4t", title="Market stall numbers fall to record low - The Kettlewick Standard", head=css)
        + body
    )
    return make(
        "fe-standard-mixed-letters",
        "mixed",
        html,
        cs,
        path=path,
        container="div#rdr after h3 'Readers' comments (6)' and a disclaimer: div.rdr-post (div.rdr-line span.rdr-user NAME span.rdr-date DATE; div.rdr-body p TEXT; div.rdr-flag 'Report abuse · Rate: + N −'); flat; beside it the right column's div.letters-box 'Letters to the editor': three letters (h4 headline, p 'Sir, …' text, p 'NAME, STREET · DATE')",
        heading="Readers' comments (6)",
        description="The mixed page: a market-town weekly of 2012 (invented CMS) with a real discussion of 6 flat readers' comments under a market story ('NAME DD/MM/YYYY HH:MM', report and rate links) beside a 'Letters to the editor' box in the right column of three signed, dated letters with headlines (printed letters, not this page's discussion); strap, masthead, share counts, 'Also read' with months, an ad, most popular, weather, announcements.",
        lookalikes=("div.letters-box",),
        files=files,
    )
