"""Blind set fp: four discussions in the markup of 2011-2012. A US small-town blog on a WordPress-like theme (8
comments, threaded, avatars and "Reply" links, a "Recent Comments" widget in the sidebar), an English allotment
blog on a Blogger-like template (5 comments, "NAME said..."), an Irish regional daily's own CMS (6 registered
readers' comments with recommend counts and "Report abuse", under "Have your say") and a Canadian city paper with a
Disqus-like thread as the saved page holds it (10 comments nested by margins, relative times, under "Join the
conversation"). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fp_common import C, Case, doc, esc, make, nav, paras, svg, talk, tree

# --------------------------------------------------------------------------- us: a small-town blog, WordPress-like, 2012


def us_drivein() -> Case:
    cs = talk("""
Barb Kowalczyk || August 21, 2012 at 7:42 pm || We saw Jaws there in 1975 from the back of my dad's pickup. I'll be there Saturday with a lawn chair and a box of tissues.
> Tom Reinholt || August 21, 2012 at 8:15 pm || Barb, was that the summer the projector caught fire halfway through? I swear everybody in the county has a story about that night.
>> Barb Kowalczyk || August 21, 2012 at 9:03 pm || That was the next summer, 1976! They finished the picture with the sound only and people honked along at the scary parts.
Dale from Hessler's Mill || August 22, 2012 at 6:10 am || Shame nobody could scrape together the money for a digital projector. The studios are done shipping film prints, so the little places are all going dark one by one.
> Jen P. || August 22, 2012 at 11:38 am || Dale, the owners ran a crowdfunding drive in the spring and got about a third of the way. Eighty thousand dollars is a lot of popcorn.
Marcy Ellwood || August 22, 2012 at 2:27 pm || Does anyone know if they're keeping the sign? It would look great at the historical society. The neon still works!
> Ray || August 22, 2012 at 5:50 pm || Marcy, I asked Gene about it last week. He says the sign stays up until the land is sold, and after that the historical society gets first dibs.
Kevin Shultz || August 23, 2012 at 12:51 am || Took my kids last Friday for the double feature. They had never been to a drive-in and now they want one in the backyard. // Thanks for writing this up, Ray.
""")

    def item(i: int, c: C, kids: str) -> str:
        odd = "odd alt" if i % 2 == 0 else "even"
        by = " bypostauthor" if c.who == "Ray" else ""
        return (
            f'<li class="comment {odd} depth-{c.depth + 1}{by}" id="li-comment-{311 + i}">\n'
            f'<div id="comment-{311 + i}" class="comment-body">\n'
            f'<div class="comment-author vcard"><img alt="" src="/wp-content/themes/plainview/avatar.svg" class="avatar avatar-40 photo" height="40" width="40"> '
            f'<cite class="fn">{esc(c.who)}</cite> <span class="says">says:</span></div>\n'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{311 + i}">{esc(c.at)}</a></div>\n'
            f"{paras(c.raw)}\n"
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={311 + i}#respond">Reply</a></div>\n'
            f"</div>\n{kids}</li>"
        )

    thread = tree(cs, item, lambda k: f'<ul class="children">\n{k}\n</ul>\n')
    recent = nav(
        [
            ("#comment-318", "Kevin Shultz on Last picture show at the Route 9 drive-in"),
            ("#comment-317", "Ray on Last picture show at the Route 9 drive-in"),
            ("/2012/08/sweet-corn-stand", "Lou Ann Pirtle on The sweet corn stand is back on Orchard Lane"),
            ("/2012/08/sweet-corn-stand", "Hank W. on The sweet corn stand is back on Orchard Lane"),
            ("/2012/07/fireman-carnival", "Debbie Stroup on Firemen's carnival, night two"),
        ]
    )
    tags = " ".join(
        f'<a href="/tag/{t.lower().replace(" ", "-")}" style="font-size:{s}pt">{esc(t)}</a>'
        for t, s in (
            ("carnival", 9),
            ("Cedar Run", 20),
            ("church suppers", 11),
            ("drive-in", 14),
            ("floods", 10),
            ("high school football", 16),
            ("history", 18),
            ("Main Street", 13),
            ("weather", 8),
        )
    )
    body = f"""<body class="single single-post postid-1184 single-format-standard">
<div id="page" class="hfeed">
<div id="header">
<h1 id="site-title"><a href="/" rel="home">Cedar Run Notes</a></h1>
<p id="site-description">News, gossip and old photographs from Hollis Crossing, Pa.</p>
<ul id="access" class="menu">{nav([("/", "Home"), ("/about", "About Ray"), ("/old-photos", "Old Photos"), ("/calendar", "Town Calendar"), ("/contact", "Contact")])}</ul>
</div>
<div id="main">
<div id="primary"><div id="content" role="main">
<div class="post-1184 post type-post status-publish hentry category-around-town">
<h2 class="entry-title">Last picture show at the Route 9 drive-in</h2>
<div class="entry-meta">Posted on <a href="/2012/08/last-picture-show" rel="bookmark">August 21, 2012</a> by <a href="/author/ray">Ray</a></div>
<div class="entry-content">
<p>It's official. Gene and Patty Voight will switch off the projector at the Route 9 Twin Drive-In for the last time this Saturday night, after sixty-one summers. The land has been listed with a realtor in Marlinburg and the snack bar equipment goes to auction next month.</p>
<p>Gene told me the problem is simple: the studios are moving to digital, and a digital projector for one screen costs more than the drive-in takes in over three seasons. "We're not going out mad," he said. "We're going out with a double feature."</p>
<p><img src="/wp-content/uploads/2012/08/route9-sign.svg" width="500" height="300" alt="The Route 9 Twin sign at dusk" class="aligncenter size-full wp-image-1185"></p>
<p>Gates open at 7:30. Cars are eight dollars, and Patty says the last of the funnel cake batter is on the house.</p>
</div>
<div class="entry-utility">This entry was posted in <a href="/category/around-town">Around Town</a> and tagged <a href="/tag/drive-in">drive-in</a>, <a href="/tag/history">history</a>. Bookmark the <a href="/2012/08/last-picture-show">permalink</a>.
<div class="sharedaddy"><span class="share-count">Share: <a href="#">Facebook (212)</a> <a href="#">Twitter (19)</a> <a href="#">Email</a> <a href="#">Print</a></span></div>
</div>
</div>
<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/2012/08/sweet-corn-stand" rel="prev">&larr; The sweet corn stand is back on Orchard Lane</a></div></div>
<div id="comments">
<h3 id="comments-title">8 Responses to <em>Last picture show at the Route 9 drive-in</em></h3>
<ol class="commentlist">
{thread}
</ol>
<div id="respond">
<h3 id="reply-title">Leave a Reply</h3>
<form action="/wp-comments-post.php" method="post" id="commentform">
<p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>
<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" value="" size="30"></p>
<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" value="" size="30"></p>
<p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" value="" size="30"></p>
<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment"><input type="hidden" name="comment_post_ID" value="1184" id="comment_post_ID"></p>
</form>
</div>
</div>
</div></div>
<div id="secondary" class="widget-area" role="complementary">
<aside id="search-2" class="widget widget_search"><form method="get" id="searchform" action="/"><input type="text" name="s" id="s" placeholder="Search"></form></aside>
<aside id="text-3" class="widget widget_text"><h3 class="widget-title">Weather in Hollis Crossing</h3><div class="textwidget">Tuesday: 84&deg;, thunderstorms after 4pm. Creek at 3.1 ft.</div></aside>
<aside id="recent-comments-2" class="widget widget_recent_comments"><h3 class="widget-title">Recent Comments</h3><ul id="recentcomments">{recent.replace("<li>", '<li class="recentcomments">')}</ul></aside>
<aside id="archives-2" class="widget widget_archive"><h3 class="widget-title">Archives</h3><ul>{nav([("/2012/08", "August 2012"), ("/2012/07", "July 2012"), ("/2012/06", "June 2012"), ("/2012/05", "May 2012")])}</ul></aside>
<aside id="tag_cloud-2" class="widget widget_tag_cloud"><h3 class="widget-title">Tags</h3><div class="tagcloud">{tags}</div></aside>
<aside id="linkcat-2" class="widget widget_links"><h3 class="widget-title">Blogroll</h3><ul class="xoxo blogroll">{nav([("http://example.org/susquehanna-sketches", "Susquehanna Sketches"), ("http://example.org/back-roads-pa", "Back Roads of Central PA"), ("http://example.org/grange-hall", "Grange Hall Recipes")])}</ul></aside>
<aside id="meta-2" class="widget widget_meta"><h3 class="widget-title">Meta</h3><ul>{nav([("/wp-login.php", "Log in"), ("/feed", "Entries RSS"), ("/comments/feed", "Comments RSS")])}</ul></aside>
</div>
</div>
<div id="footer"><div id="site-info"><a href="/">Cedar Run Notes</a> &middot; Proudly powered by a blog engine &middot; Theme: Plainview</div></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#e7e2d6;font:14px/1.5 Georgia,serif;color:#333;margin:0}#page{width:960px;margin:16px auto;background:#fff;padding:0 20px}#header{border-bottom:4px solid #6b4b2a;padding:16px 0}#site-title{margin:0;font-size:32px}#site-title a{color:#6b4b2a;text-decoration:none}
#site-description{color:#888;margin:0}#access{list-style:none;margin:8px 0 0;padding:0}#access li{display:inline;margin-right:14px}#primary{float:left;width:620px}#secondary{float:right;width:280px;font-size:13px}#footer{clear:both;border-top:1px solid #ccc;font-size:11px;padding:10px 0}
.entry-meta,.entry-utility{font-size:12px;color:#888}.commentlist{list-style:none;padding:0}.commentlist li{margin:0 0 12px}.comment-body{border:1px solid #e5e0d4;padding:8px 12px}.avatar{float:left;margin-right:8px}.comment-meta{font-size:11px}
.children{list-style:none;margin-left:36px;padding:0;margin-top:12px}.reply{font-size:11px;text-align:right}.bypostauthor>.comment-body{background:#f8f4ea}.widget{margin-bottom:18px}.widget-title{border-bottom:1px solid #ddd;font-size:14px}
</style>"""
    return make(
        "fp-us-blog-drivein",
        "discussion",
        doc("html4t", title="Last picture show at the Route 9 drive-in | Cedar Run Notes", head=css) + body,
        cs,
        path="/2012/08/last-picture-show",
        container="div#comments > ol.commentlist after h3#comments-title '8 Responses to Last picture show…': li.comment > div.comment-body (div.comment-author.vcard img.avatar cite.fn NAME span.says 'says:', div.comment-meta a 'August 21, 2012 at 7:42 pm', p TEXT, div.reply 'Reply'), replies in ul.children inside their parent, two levels deep; the form 'Leave a Reply' below",
        heading="8 Responses to Last picture show at the Route 9 drive-in",
        description="A US small-town blog of 2012 on a WordPress-like theme (invented): the Route 9 drive-in closes after sixty-one summers; 8 comments over three days, threaded (a reply to a reply, two single replies, the blogger's answer marked bypostauthor); the sidebar's 'Recent Comments' widget lists two of this post's comments and three of other posts' ('NAME on POST'), plus weather, archives, a tag cloud, a blogroll and meta links; share counts under the post.",
        files={
            "/wp-content/themes/plainview/avatar.svg": svg(40, 40, "#b8b0a0", "?", 18),
            "/wp-content/uploads/2012/08/route9-sign.svg": svg(500, 300, "#2a2f4a", "ROUTE 9 TWIN", 30),
        },
    )


# --------------------------------------------------------------------------- uk: an allotment blog, Blogger-like, 2011


def uk_allotment() -> Case:
    cs = talk("""
Hedgerow Hannah || 14 October 2011 20:31 || Beer traps, every time. My late husband swore by the cheapest bitter in the shop and he was rarely wrong about anything that grew.
Geoff at Plot 9 || 15 October 2011 08:04 || I lost the whole row of winter lettuce in one night last week. The frogs down by the water butt are clearly not earning their keep.
Anonymous || 15 October 2011 13:47 || Copper tape round the raised beds worked for us, though it isn't cheap. Wool pellets are worth a try too, they don't like crossing them.
Margaret W. || 16 October 2011 19:22 || Lovely photo of the marrows! Are you entering them in the show next year? // PS the committee meeting has moved to Thursday, same time, in the hut.
Pete @ Plot 14 || 16 October 2011 21:05 || Thanks all. Beer traps go in tomorrow and I'll report back. Margaret, yes, the big one is called Clive and he is definitely going to the show.
""")
    block = "\n".join(
        f'<dt class="comment-author" id="c{8812 + i}"><a name="c{8812 + i}"></a>'
        f'<img src="/img/b16-rounded.svg" width="16" height="16" alt=""> '
        + (
            esc(c.who)
            if c.who == "Anonymous"
            else f'<a href="/profile/{8812 + i}" rel="nofollow">{esc(c.who)}</a>'
        )
        + " said...</dt>\n"
        f'<dd class="comment-body"><p>{paras(c.raw, p=False)}</p></dd>\n'
        f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#c{8812 + i}" title="comment permalink">{esc(c.at)}</a></span>'
        f' <span class="item-control blog-admin"><a href="/delete-comment?id={8812 + i}"><img src="/img/icon_delete13.svg" width="13" height="13" alt="Delete"></a></span></dd>'
        for i, c in enumerate(cs)
    )
    archive = """<ul class="hierarchy">
<li class="archivedate expanded"><a class="toggle" href="#">&#9660;</a> <a class="post-count-link" href="/2011/">2011</a> <span class="post-count">(38)</span>
<ul class="hierarchy">
<li class="archivedate expanded"><a class="toggle" href="#">&#9660;</a> <a class="post-count-link" href="/2011/10/">October</a> <span class="post-count">(4)</span>
<ul class="posts"><li><a href="/2011/10/slugs-and-marrows.html">Slugs, marrows and a very wet week</a></li><li><a href="/2011/10/garlic-in.html">Garlic in</a></li><li><a href="/2011/10/shed-roof.html">The shed roof, again</a></li><li><a href="/2011/10/jam-tally.html">Final jam tally</a></li></ul></li>
<li class="archivedate collapsed"><a class="toggle" href="#">&#9658;</a> <a class="post-count-link" href="/2011/09/">September</a> <span class="post-count">(6)</span></li>
<li class="archivedate collapsed"><a class="toggle" href="#">&#9658;</a> <a class="post-count-link" href="/2011/08/">August</a> <span class="post-count">(7)</span></li>
</ul></li>
<li class="archivedate collapsed"><a class="toggle" href="#">&#9658;</a> <a class="post-count-link" href="/2010/">2010</a> <span class="post-count">(51)</span></li>
</ul>"""
    bloglist = "\n".join(
        f'<li><div class="blog-title"><a href="{h}">{esc(t)}</a></div><div class="item-title"><a href="{h}">{esc(p)}</a></div><div class="item-time">{esc(w)}</div></li>'
        for h, t, p, w in (
            (
                "http://example.org/two-rows-of-spuds",
                "Two Rows of Spuds",
                "Seed saving at last",
                "2 hours ago",
            ),
            (
                "http://example.org/the-muddy-wellie",
                "The Muddy Wellie",
                "Leaf mould, a love story",
                "5 hours ago",
            ),
            ("http://example.org/netherby-plot-diaries", "Netherby Plot Diaries", "Frost!", "1 day ago"),
            ("http://example.org/greenhouse-gran", "Greenhouse Gran", "Chutney week", "3 days ago"),
        )
    )
    labels = "".join(
        f'<li><a dir="ltr" href="/search/label/{n.replace(" ", "%20")}">{esc(n)}</a> <span dir="ltr">({k})</span></li>'
        for n, k in (
            ("beans", 12),
            ("brassicas", 9),
            ("committee", 5),
            ("jam", 7),
            ("pests", 14),
            ("show", 6),
        )
    )
    body = f"""<body>
<div id="outer-wrapper"><div id="wrap2">
<div id="header-wrapper"><div class="header section" id="header"><div class="widget Header" id="Header1">
<div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="/">Plot 14</a></h1></div>
<div class="descriptionwrapper"><p class="description"><span>Two beds, one shed and far too many courgettes on the Lower Amblethorpe allotments</span></p></div></div>
</div></div></div>
<div id="content-wrapper">
<div id="main-wrapper"><div class="main section" id="main"><div class="widget Blog" id="Blog1">
<div class="blog-posts hfeed">
<h2 class="date-header"><span>Friday, 14 October 2011</span></h2>
<div class="post hentry">
<a name="4471029"></a>
<h3 class="post-title entry-title">Slugs, marrows and a very wet week</h3>
<div class="post-header-line-1"></div>
<div class="post-body entry-content">
It has rained on the plot every day since Sunday and the slugs have thrown a party. Half the spring cabbages are lace, the chard looks like it has been through a shredder and I found one of the blighters halfway up the shed door this morning.<br><br>
The good news: the marrows didn't mind the wet at all. The biggest one now needs both arms to lift and Mrs Oddie from Plot 3 has asked whether I'm feeding it something illegal.<br><br>
<img src="/img/2011/marrows.svg" width="400" height="300" alt="Marrows on Plot 14"><br><br>
Any tips for the slugs that don't involve pellets? The hedgehog is back under the compost bins and I'd like to keep him.
<div style="clear: both;"></div>
</div>
<div class="post-footer">
<div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn">Pete @ Plot 14</span></span> <span class="post-timestamp">at <a class="timestamp-link" href="/2011/10/slugs-and-marrows.html" rel="bookmark">19:12</a></span> <span class="post-comment-link"></span></div>
<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="/search/label/pests" rel="tag">pests</a>, <a href="/search/label/show" rel="tag">show</a></span></div>
<div class="post-footer-line post-footer-line-3"><div class="post-share-buttons"><a class="share-button" href="#">Email This</a> <a class="share-button" href="#">BlogThis!</a> <a class="share-button" href="#">Share to Twitter</a> <a class="share-button" href="#">Share to Facebook</a></div></div>
</div>
</div>
<div class="comments" id="comments">
<a name="comments"></a>
<h4>5 comments:</h4>
<div id="Blog1_comments-block-wrapper">
<dl class="avatar-comment-indent" id="comments-block">
{block}
</dl>
</div>
<p class="comment-footer"><a href="/comment.g?blogID=300&amp;postID=4471029">Post a Comment</a></p>
</div>
</div>
<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2011/10/garlic-in.html">Newer Post</a></span> <span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2011/10/shed-roof.html">Older Post</a></span> <a class="home-link" href="/">Home</a></div>
<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="/feeds/4471029/comments/default" type="application/atom+xml">Post Comments (Atom)</a></div></div>
</div></div></div>
<div id="sidebar-wrapper"><div class="sidebar section" id="sidebar">
<div class="widget Profile" id="Profile1"><h2>About Me</h2><img src="/img/pete.svg" width="60" height="60" alt="My Photo"><dl class="profile-datablock"><dt class="profile-data">Pete @ Plot 14</dt><dd class="profile-textblock">Retired postman. Grows too much of everything. Loses to Mrs Oddie at the show every year.</dd></dl></div>
<div class="widget Followers" id="Followers1"><h2 class="title">Followers</h2><p>41 followers</p></div>
<div class="widget BlogList" id="BlogList1"><h2 class="title">My Blog List</h2><ul id="blogroll">{bloglist}</ul></div>
<div class="widget BlogArchive" id="BlogArchive1"><h2>Blog Archive</h2><div id="ArchiveList">{archive}</div></div>
<div class="widget Label" id="Label1"><h2>Labels</h2><ul>{labels}</ul></div>
</div></div>
<div style="clear: both;"></div>
</div>
<div id="footer-wrapper"><div class="widget Attribution">Simple template. Powered by a blog service.</div></div>
</div></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#66aa44;font:13px 'Trebuchet MS',Trebuchet,sans-serif;margin:0;color:#333}#outer-wrapper{width:880px;margin:0 auto;background:#fff}#header-wrapper{background:#fdf8e4;padding:18px}.title a{color:#3b6b23;text-decoration:none;font-size:34px}.description{color:#777}
#main-wrapper{float:left;width:580px;padding:14px 20px}#sidebar-wrapper{float:right;width:230px;padding:14px 10px;font-size:12px}.date-header{font-size:12px;color:#999;text-transform:uppercase}.post-title{color:#3b6b23;font-size:20px}.post-footer{font-size:11px;color:#777;background:#f6f6f0;padding:6px}
#comments-block dt{font-weight:bold;margin-top:10px}#comments-block dd.comment-body{margin:4px 0 0 20px}#comments-block dd.comment-footer{margin:0 0 10px 20px;font-size:11px;color:#999}.blog-pager{text-align:center;margin:14px}#footer-wrapper{clear:both;padding:10px;font-size:11px;text-align:center}
</style>"""
    return make(
        "fp-uk-blogger-allotment",
        "discussion",
        doc("xhtml", title="Plot 14: Slugs, marrows and a very wet week", lang="en-GB", head=css) + body,
        cs,
        path="/2011/10/slugs-and-marrows.html",
        container="div#comments after h4 '5 comments:': dl#comments-block, three parts a comment: dt.comment-author (img, a NAME or plain 'Anonymous', ' said...'), dd.comment-body p TEXT (br br between paragraphs), dd.comment-footer span.comment-timestamp a '14 October 2011 20:31' and a delete icon; 'Post a Comment' link below",
        heading="5 comments:",
        description="An English allotment blog of 2011 on a Blogger-like template (invented): slugs after a wet week; 5 comments over three days, flat, in a dl of 'NAME said...' / text / timestamp (one 'Anonymous' without a link, the blogger's answer last, answering 'Margaret,' in its text; a two-paragraph comment); sidebar: about me, followers, 'My Blog List' of other blogs' latest posts with 'N hours ago', an expanded archive tree with counts, labels with counts.",
        files={
            "/img/b16-rounded.svg": svg(16, 16, "#f57d00"),
            "/img/icon_delete13.svg": svg(13, 13, "#cccccc"),
            "/img/pete.svg": svg(60, 60, "#8aa070", "P", 24),
            "/img/2011/marrows.svg": svg(400, 300, "#4f7a2a", "marrows", 24),
        },
    )


# --------------------------------------------------------------------------- ie: a regional daily's own CMS, 2012


def ie_square() -> Case:
    cs = talk("""
carrigman72 || 03/05/2012 14:22 || About time. You take your life in your hands crossing the square on a Saturday with a buggy, between the vans and the lads doing laps.
Siobhan_R || 03/05/2012 15:08 || And where are the traders supposed to unload? Half the shops on the square get their deliveries on Saturday mornings.
NoelFromTheHill || 03/05/2012 16:41 || Same story as the one-way system in 2007. Big announcement, six months of chaos, and then it was quietly reversed and nobody said sorry.
aoife.mc || 03/05/2012 19:55 || Siobhan, the report says deliveries before 10am will still be allowed. It's in the second last paragraph. Read past the headline!
Dermot Geraghty || 04/05/2012 09:12 || I run the hardware shop on the corner and nobody from the council asked us. People drive to us for heavy stuff. Are they meant to carry a bag of cement from the Fair Green car park?
ballycarrig_exile || 04/05/2012 23:40 || Reading this from the far side of the world. The square was always the heart of the town and it would be great to see a proper market back on it. Good luck with it.
""")
    recs = (27, 9, 14, 18, 31, 6)
    where = ("Ballycarrig", "Ballycarrig", "Knockmoyle", "Kilmurragh", "Ballycarrig", "Australia")
    entries = "\n".join(
        f'<div class="comment-item" id="cmt{55120 + i}">\n'
        f'<div class="comment-head"><a class="username" href="/profile/{esc(c.who)}">{esc(c.who)}</a> <span class="location">({esc(where[i])})</span> <span class="posted">Posted {esc(c.at)}</span></div>\n'
        f'<p class="comment-text">{esc(c.raw)}</p>\n'
        f'<div class="comment-tools"><span class="recs">{recs[i]} readers recommend this</span> <a href="/comments/recommend/{55120 + i}" class="rec-btn">Recommend</a> | <a href="/comments/report/{55120 + i}" class="report">Report abuse</a></div>\n'
        "</div>"
        for i, c in enumerate(cs)
    )
    ticker = " ".join(
        f'<li><span class="t">{t}</span> {esc(x)}</li>'
        for t, x in (
            ("14:05", "Dublin road reopened after lorry spill near Drumlish"),
            ("13:40", "Two arrested after Knockmoyle post office raid"),
            ("12:58", "County hurlers name unchanged side for Sunday"),
            ("11:15", "Route 421 bus timetable changes from Monday"),
        )
    )
    most_read = nav(
        [
            ("/news/2012/05/01/quarry-appeal", "Quarry appeal rejected by planners"),
            ("/news/2012/05/02/school-roof", "School roof collapses during night storm"),
            ("/news/2012/05/03/market-square", "Market Square to go car-free on Saturdays"),
            ("/sport/2012/05/02/minor-final", "Minors into county final after replay"),
        ]
    )
    most_commented = "".join(
        f'<li><a href="{h}">{esc(t)}</a> <span class="cc">({n})</span></li>'
        for h, t, n in (
            ("/news/2012/05/01/quarry-appeal", "Quarry appeal rejected by planners", 88),
            ("/news/2012/04/28/water-charges", "Water meter installs start in June", 64),
            ("/opinion/2012/04/30/pubs", "Opinion: the rural pub is not dead yet", 41),
            ("/news/2012/05/03/market-square", "Market Square to go car-free on Saturdays", 6),
        )
    )
    related = "".join(
        f'<li><a href="{h}">{esc(t)}</a> <span class="d">{d}</span></li>'
        for h, t, d in (
            ("/news/2012/02/14/parking-charges", "Parking charges to rise in town centre", "14/02/2012"),
            ("/news/2011/11/09/farmers-market", "Farmers' market looks for new home", "09/11/2011"),
            ("/news/2007/06/20/one-way", "One-way system scrapped after traders protest", "20/06/2007"),
        )
    )
    body = f"""<body>
<div id="wrapper">
<div id="topbar"><a href="/login">Log in</a> | <a href="/register">Register</a> | <a href="/subscribe">Subscribe to the e-paper</a> | <span>Thursday, May 3, 2012</span></div>
<div id="masthead"><img src="/static/img/masthead.svg" width="600" height="80" alt="The Midland Chronicle"></div>
<ul id="mainnav">{nav([("/", "Home"), ("/news", "News"), ("/sport", "Sport"), ("/business", "Business"), ("/opinion", "Opinion"), ("/lifestyle", "Lifestyle"), ("/deaths", "Death Notices"), ("/classifieds", "Classifieds")])}</ul>
<div id="breaking"><b>Latest:</b><ul>{ticker}</ul></div>
<div id="colmain">
<p class="crumbs"><a href="/">Home</a> &gt; <a href="/news">News</a> &gt; Local</p>
<h1>Market Square to go car-free on Saturdays</h1>
<p class="byline">By Orla Brennock &middot; Thursday, May 03, 2012 &middot; 13:10</p>
<div class="sharebar"><span>Share</span> <a href="#">Facebook</a> <b>47</b> <a href="#">Tweet</a> <b>12</b> <a href="#">Email</a> <a href="#">Print</a> <a href="#comments">6 comments</a></div>
<div class="story">
<p>Ballycarrig's Market Square will be closed to traffic every Saturday from 10am to 6pm from the June bank holiday weekend, after councillors voted 11 to 4 in favour of a six-month trial at Tuesday's meeting of the municipal district.</p>
<p>The plan, first proposed by the town's Chamber of Commerce in 2010, will see the square's 46 parking spaces replaced with seating, a weekly craft and food market and space for buskers. Disabled parking bays on Church Street will be doubled.</p>
<p><img src="/static/img/2012/05/square.svg" width="560" height="300" alt="Market Square, Ballycarrig"><br><span class="caption">Market Square on a quiet weekday morning. Picture: Chronicle staff</span></p>
<p>Cllr Tadhg Fennelly, who opposed the motion, said the council was "gambling with the livelihoods" of traders who had already endured two difficult years. Deliveries to shops on the square will be allowed before 10am.</p>
<p>The trial will be reviewed in December.</p>
</div>
<div class="related"><h4>Related stories</h4><ul>{related}</ul></div>
<div id="comments" class="reader-comments">
<h3>Have your say</h3>
<p class="rules">Comments are moderated. You must be a registered user to comment; please read our <a href="/house-rules">house rules</a>. Showing 6 comments, oldest first.</p>
{entries}
<div class="addcomment"><p>You must be <a href="/login">logged in</a> to post a comment. Not registered? <a href="/register">Register now</a>, it only takes a minute.</p></div>
</div>
</div>
<div id="colside">
<div class="ad mpu"><span>Advertisement</span><img src="/static/ads/mpu-furniture.svg" width="300" height="250" alt="Brogan's Furniture: May Madness Sale"></div>
<div class="box"><h4>Most read</h4><ol>{most_read}</ol></div>
<div class="box"><h4>Most commented</h4><ol>{most_commented}</ol></div>
<div class="box poll"><h4>Poll</h4><p>Should Market Square be car-free at weekends?</p><form action="/poll/vote" method="post"><p><input type="radio" name="v" value="1"> Yes<br><input type="radio" name="v" value="2"> No<br><input type="radio" name="v" value="3"> Only Saturdays</p><p><input type="submit" value="Vote"></p></form><p class="votes">612 votes so far</p></div>
<div class="box newsletter"><h4>Get the Chronicle in your inbox</h4><form action="/newsletter" method="post"><input type="text" name="email" value="Your email"> <input type="submit" value="Sign up"></form></div>
</div>
<div id="footer">
<ul>{nav([("/about", "About us"), ("/contact", "Contact us"), ("/advertise", "Advertise"), ("/jobs", "Jobs"), ("/privacy", "Privacy"), ("/terms", "Terms and conditions"), ("/house-rules", "House rules"), ("/archive", "Archive"), ("/rss", "RSS feeds")], " | ")}</ul>
<p>&copy; 2012 The Midland Chronicle Ltd, Abbey Street, Ballycarrig. Registered in Ireland. The Chronicle is not responsible for the content of external sites or for readers' comments.</p>
</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#ececec;font:13px Arial,Helvetica,sans-serif;margin:0}#wrapper{width:980px;margin:0 auto;background:#fff;overflow:hidden}#topbar{font-size:11px;background:#222;color:#ccc;padding:4px 10px}#topbar a{color:#fff}#masthead{padding:10px}
#mainnav{list-style:none;margin:0;padding:6px 10px;background:#0b4f2c}#mainnav li{display:inline;margin-right:14px}#mainnav a{color:#fff;font-weight:bold}#breaking{background:#fff3c4;padding:4px 10px;font-size:12px}#breaking ul{display:inline;list-style:none;margin:0;padding:0}#breaking li{display:inline;margin-left:14px}.t{color:#c00;font-weight:bold}
#colmain{float:left;width:620px;padding:10px 16px}#colside{float:right;width:310px;padding:10px}.byline,.crumbs{font-size:11px;color:#777}.sharebar{font-size:11px;background:#f4f4f4;padding:4px}.caption{font-size:11px;color:#666}.related li .d{color:#999;font-size:11px}
.reader-comments{border-top:3px solid #0b4f2c;margin-top:16px}.rules{font-size:11px;color:#777}.comment-item{border-bottom:1px solid #ddd;padding:8px 0}.comment-head{font-size:12px}.username{font-weight:bold;color:#0b4f2c}.location,.posted{color:#888}.comment-tools{font-size:11px;color:#888}.report{color:#c00}
.box{border:1px solid #ddd;margin:10px 0;padding:6px 10px}.box h4{margin:0 0 6px;color:#0b4f2c}.cc{color:#c00}#footer{clear:both;background:#222;color:#aaa;font-size:11px;padding:10px}#footer a{color:#ddd}#footer ul{list-style:none;padding:0}
</style>"""
    return make(
        "fp-ie-news-square",
        "discussion",
        doc(
            "html4t",
            title="Market Square to go car-free on Saturdays - The Midland Chronicle",
            lang="en-IE",
            head='<meta name="description" content="Councillors back a six-month trial.">\n' + css,
        )
        + body,
        cs,
        path="/news/2012/05/03/market-square",
        container="div#comments.reader-comments after h3 'Have your say' and a rules line: six div.comment-item, each div.comment-head (a.username NAME, span.location '(Ballycarrig)', span.posted 'Posted 03/05/2012 14:22'), p.comment-text TEXT, div.comment-tools ('27 readers recommend this', Recommend, Report abuse); a 'You must be logged in' box below",
        heading="Have your say",
        description="An Irish regional daily of 2012 on its own CMS (invented): Ballycarrig's Market Square goes car-free on Saturdays; 6 registered readers' comments over two days, oldest first, flat (one answers 'Siobhan,' in its text), each with a username, a location in brackets, 'Posted DD/MM/YYYY HH:MM', a recommend count and 'Report abuse'; a latest-news ticker with times, share counts, related stories with dates, most read, most commented with counts, a poll with a vote count, an ad, a newsletter box, login links and a long footer.",
        files={
            "/static/img/masthead.svg": svg(600, 80, "#0b4f2c", "The Midland Chronicle", 34),
            "/static/img/2012/05/square.svg": svg(560, 300, "#7a7f86", "Market Square", 24),
            "/static/ads/mpu-furniture.svg": svg(300, 250, "#c8102e", "MAY MADNESS SALE", 22),
        },
    )


# --------------------------------------------------------------------------- ca: a city paper with a Disqus-like thread, 2012


def ca_ferry() -> Case:
    cs = talk("""
islandcommuter || 5 hours ago || Forty percent over three years and the service gets worse every season. The 7:10 sailing was cancelled twice last week alone.
> Greg Haldane || 4 hours ago || The corporation has to pay for the new vessels somehow. Would you rather they ran the old boats until they sink?
>> islandcommuter || 4 hours ago || I'd rather the province treated the ferry as part of the highway, which is what it is for those of us who live over here.
>>> Lena Marchetti || 3 hours ago || Exactly this. Nobody charges a toll on the highway to get to work.
> KJ_Thornbury || 3 hours ago || My daughter goes to college on the mainland. At these fares she's coming home once a term, not every second weekend.
Pat O'Donnell-Wray || 2 hours ago || Has anyone looked at what the executives got in bonuses this year? Last I saw it was somewhere in the annual report, page 40-something.
> Greg Haldane || 2 hours ago || Pat, page 47, and yes, they went up. Doesn't change what diesel costs, though.
Marnie S. || 1 hour ago || The seniors' discount is staying, at least. Small mercies for my mother's hospital trips to the city.
westshore_dave || 48 minutes ago || The public meeting is at the Legion hall Thursday at 7. Show up there instead of typing here, folks.
> Lena Marchetti || 31 minutes ago || I'll be there, and I'm bringing the neighbours.
""")
    likes = (14, 3, 11, 9, 6, 8, 2, 4, 17, 1)
    entries = "\n".join(
        f'<li class="dsq-comment" id="dsq-comment-{70431 + i}" style="margin-left:{c.depth * 30}px">\n'
        f'<div class="dsq-comment-avatar"><img src="/media/disqus/noavatar92.svg" width="32" height="32" alt=""></div>\n'
        f'<div class="dsq-comment-header"><span class="dsq-commenter-name"><a href="#" rel="nofollow">{esc(c.who)}</a></span>'
        + (
            f' <span class="dsq-comment-replyto">&#8617; {esc(cs[c.parent].who)}</span>'
            if c.parent is not None
            else ""
        )
        + f' <span class="dsq-comment-header-meta">&middot; <a href="#comment-{70431 + i}" class="dsq-permalink">{esc(c.at)}</a></span></div>\n'
        f'<div class="dsq-comment-body"><div class="dsq-comment-message"><p>{esc(c.raw)}</p></div></div>\n'
        f'<div class="dsq-comment-footer"><a href="#" class="dsq-like">Like</a> <span class="dsq-like-count">{likes[i]}</span> &middot; <a href="#" class="dsq-reply">Reply</a></div>\n'
        "</li>"
        for i, c in enumerate(cs)
    )
    body = f"""<body>
<div id="container">
<div id="util"><span>Port Ellery, B.C. &middot; 11&deg;C Showers</span> <a href="/signin">Sign in</a> <a href="/subscribe">Subscribe</a> <a href="/epaper">E-edition</a></div>
<div id="brand"><img src="/media/logo.svg" width="420" height="70" alt="The Port Ellery Tidings"></div>
<ul id="nav">{nav([("/", "Home"), ("/news", "News"), ("/news/local", "Local"), ("/news/bc", "B.C."), ("/opinion", "Opinion"), ("/sports", "Sports"), ("/arts", "Arts"), ("/obituaries", "Obituaries"), ("/classifieds", "Classifieds")])}</ul>
<div id="ticker"><b>BREAKING</b> <span>2:41 PM</span> Power restored to most of Cedar Flats after morning outage &nbsp;&middot;&nbsp; <span>1:15 PM</span> School board delays vote on Quarry Road closure</div>
<div id="story">
<h1>Ferry fares to climb 40 per cent by 2015</h1>
<p class="deck">Island residents brace for three years of increases as corporation cites fuel and fleet costs</p>
<p class="by">By Colin Ashgrove, Tidings staff &middot; Published: November 14, 2012 8:00 AM &middot; Updated: November 14, 2012 11:32 AM</p>
<div class="social"><a href="#">Recommend</a> <b>326</b> &middot; <a href="#">Tweet</a> <b>58</b> &middot; <a href="#">+1</a> <b>4</b> &middot; <a href="#">Email</a> &middot; <a href="#disqus_thread">10 comments</a></div>
<p>Fares on the Port Ellery to Halloran Island run will rise by about 40 per cent over the next three years, the coastal ferry corporation announced Wednesday, with the first increase of 14 per cent taking effect on April 1.</p>
<p>A return trip for a car and driver, now $41.50, will cost about $58 by 2015. Walk-on passengers will pay $16.25, up from $11.60. The seniors' weekday discount will remain.</p>
<p><img src="/media/2012/11/ferry.svg" width="600" height="320" alt="The MV Halloran Spirit leaves Port Ellery"><br><span class="cap">The MV Halloran Spirit leaves the Port Ellery terminal. (Tidings file photo)</span></p>
<p>The corporation says fuel costs have doubled since 2008 and two of its four vessels are more than forty years old. "There is no version of this where fares stay flat and the boats keep running," a spokesperson said.</p>
<p>Halloran Island's community association has called a public meeting for Thursday at 7 p.m. at the Legion hall.</p>
<div class="related"><h4>More on this story</h4><ul>
<li><a href="/news/local/2012/09/25/ferry-cancellations">Sailings cancelled as aging vessel fails inspection</a> <span>Sept. 25, 2012</span></li>
<li><a href="/news/local/2012/06/02/new-ferries">Province approves two new ferries</a> <span>June 2, 2012</span></li>
<li><a href="/opinion/2012/10/30/ferries-are-highways">Editorial: Ferries are highways too</a> <span>Oct. 30, 2012</span></li>
</ul></div>
<h3 class="conv">Join the conversation</h3>
<p class="conv-note">The Tidings welcomes your comments. Please keep it civil; comments are the views of their writers.</p>
<div id="disqus_thread">
<div id="dsq-content">
<div id="dsq-global-toolbar"><ul class="dsq-clearfix"><li class="dsq-comment-count">10 comments</li><li><a href="#">Login</a></li><li>Sort by <a href="#">Newest</a> <a href="#">Oldest</a> <b>Best</b></li></ul></div>
<div id="dsq-reply"><div class="dsq-textarea-wrapper"><textarea placeholder="Join the discussion..."></textarea></div><div class="dsq-post-button"><button type="button">Post as guest</button></div></div>
<ul id="dsq-comments">
{entries}
</ul>
<div id="dsq-pagination"><span class="dsq-paginate-all">Showing 10 of 10 comments</span></div>
<div id="dsq-trackback"><h3>Reactions</h3><p>No reactions yet.</p></div>
</div>
<p class="dsq-brlink"><a href="#">comments powered by <span class="logo-threadly">Threadly</span></a></p>
</div>
<script type="text/javascript">var disqus_shortname = 'porteller-tidings'; var disqus_identifier = 'ferry-fares-2012-11-14';</script>
</div>
<div id="rail">
<div class="ad"><img src="/media/ads/bigbox-autos.svg" width="300" height="250" alt="Harbourside Autos"></div>
<div class="box"><h4>Most popular</h4><ol>
<li><a href="/news/local/2012/11/13/cougar">Cougar spotted near elementary school</a> <span class="n">(2,311 views)</span></li>
<li><a href="/news/local/2012/11/14/ferry-fares">Ferry fares to climb 40 per cent by 2015</a> <span class="n">(1,874 views)</span></li>
<li><a href="/sports/2012/11/12/juniors">Juniors snap five-game skid</a> <span class="n">(904 views)</span></li>
</ol></div>
<div class="box"><h4>Most discussed</h4><ol>
<li><a href="/news/bc/2012/11/12/pipeline">Pipeline hearings come to the island</a> <span class="n">142 comments</span></li>
<li><a href="/opinion/2012/11/10/bike-lanes">Letter: Bike lanes are a waste</a> <span class="n">67 comments</span></li>
<li><a href="/news/local/2012/11/14/ferry-fares">Ferry fares to climb 40 per cent by 2015</a> <span class="n">10 comments</span></li>
</ol></div>
<div class="box"><h4>Newsletter</h4><p>Morning headlines, weekdays at 6.</p><form action="/newsletter" method="post"><input type="text" name="email" value="email@address"><input type="submit" value="Go"></form></div>
</div>
<div id="foot">
<p>{nav([("/about", "About the Tidings"), ("/contact", "Contact"), ("/advertise", "Advertise with us"), ("/careers", "Careers"), ("/terms", "Terms of use"), ("/privacy", "Privacy policy"), ("/feeds", "RSS")], " &middot; ")}</p>
<p>&copy; 2012 Tidings Community Media. All rights reserved. 1220 Waterfront Way, Port Ellery, B.C.</p>
</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#f2f2f2;font:14px Georgia,'Times New Roman',serif;margin:0}#container{width:980px;margin:0 auto;background:#fff;overflow:hidden}#util{font:11px Arial,sans-serif;background:#003a5d;color:#fff;padding:4px 10px}#util a{color:#fff;margin-left:8px}#brand{padding:12px}
#nav{list-style:none;margin:0;padding:6px 10px;border-top:3px solid #003a5d;border-bottom:1px solid #ccc;font:bold 12px Arial,sans-serif}#nav li{display:inline;margin-right:12px}#ticker{font:12px Arial,sans-serif;background:#fee;padding:4px 10px}#ticker b{color:#c00}
#story{float:left;width:620px;padding:10px 16px}#rail{float:right;width:310px;padding:10px;font:12px Arial,sans-serif}.deck{font-size:16px;color:#555}.by,.cap{font:11px Arial,sans-serif;color:#777}.social{font:11px Arial,sans-serif;background:#f4f4f4;padding:4px}
.conv{border-top:3px solid #003a5d;padding-top:8px}.conv-note{font-size:12px;color:#777}#disqus_thread{font:13px Arial,sans-serif}#dsq-comments{list-style:none;padding:0}.dsq-comment{padding:8px 0;border-top:1px solid #eee}.dsq-comment-avatar{float:left;margin-right:8px}.dsq-commenter-name a{font-weight:bold;color:#2e9fff}
.dsq-comment-header-meta,.dsq-comment-replyto{color:#999;font-size:11px}.dsq-comment-footer{font-size:11px;color:#999}.dsq-brlink{font-size:10px;text-align:right}.box{border-top:2px solid #003a5d;margin:10px 0}.n{color:#999}#foot{clear:both;background:#003a5d;color:#cfe0ec;font-size:11px;padding:10px}#foot a{color:#fff}
</style>"""
    return make(
        "fp-ca-news-ferry",
        "discussion",
        doc(
            "html5",
            title="Ferry fares to climb 40 per cent by 2015 | The Port Ellery Tidings",
            lang="en-CA",
            head='<meta property="og:type" content="article">\n' + css,
        )
        + body,
        cs,
        path="/news/local/2012/11/14/ferry-fares",
        container="div#disqus_thread after h3.conv 'Join the conversation': ul#dsq-comments, ten li.dsq-comment siblings nested only by style margin-left (0, 30, 60, 90 px), each img avatar, div.dsq-comment-header (span.dsq-commenter-name a NAME, on replies span.dsq-comment-replyto '↩ PARENT', a.dsq-permalink '5 hours ago'), div.dsq-comment-message p TEXT, footer 'Like N · Reply'; the thread's toolbar and reply box above, 'Reactions' and 'comments powered by Threadly' below",
        heading="Join the conversation",
        description="A Canadian city paper of 2012 (invented) with a Disqus-like thread as the saved page holds it (the widget's rendered markup in the served HTML, no embed script): ferry fares to rise 40 per cent; 10 comments with relative times ('5 hours ago' to '31 minutes ago'), all li siblings in one ul, nested three levels deep by margin-left only (and a '↩ NAME' mark on replies); a breaking ticker with times, share counts, related stories with dates, most popular with view counts, most discussed with comment counts, an ad, a newsletter box, a footer.",
        files={
            "/media/disqus/noavatar92.svg": svg(32, 32, "#c2c6cc"),
            "/media/logo.svg": svg(420, 70, "#003a5d", "The Port Ellery Tidings", 28),
            "/media/2012/11/ferry.svg": svg(600, 320, "#5f8fa8", "MV Halloran Spirit", 24),
            "/media/ads/bigbox-autos.svg": svg(300, 250, "#333", "Harbourside Autos", 22),
        },
    )
