"""Blind set ek: four blogs of 2007-2010 as their engines printed them: an English commuter's blog on a
WordPress 2.5 Kubrick-like theme (flat "Responses" with pingbacks among the comments), an English allotment blog on
Blogger's Minima-like template ("NAME said...", a removed post, "Links to this post"), a German librarian's Typepad-like
blog (trackbacks above, "Verfasst von: NAME | DATE" footers) and a French cooking blog on a Dotclear-like engine
(numbered "Le lundi ..., par NAME" entries and "Rétroliens"). Every name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ek_common import Case, esc, links, make, paras, slug, talk, xdoc

# --------------------------------------------------------------------------- en: WordPress 2.5, Kubrick-like, 2008


def en_wp_studs() -> Case:
    cs = talk("""
Graham T. @ January 28th, 2008 at 9:02 am :: Great write-up. I've been on the fence about studs for two winters now. Did you notice much extra drag on the dry stretches? My commute is about half canal towpath and half main road.
Rob (Larkfield Wheelers) @ January 28th, 2008 at 10:47 am :: The noise on tarmac would drive me mad. Sounds like a bag of gravel in a tumble dryer. But I take the point about the towpath, that's a skating rink from December to March.
Kath @ January 28th, 2008 at 1:15 pm :: I fitted a studded front only, left the rear on a normal knobbly. If the back slides you can usually catch it, if the front goes you're on the floor. Half the price as well.
Ollie Brandreth @ January 28th, 2008 at 6:33 pm :: How are you finding the rims? I read somewhere that the salt on the main road does in cheap rims in a season. // Also, what pressure are you running? I had mine at 60 and it felt like riding on marbles.
Matt @ January 29th, 2008 at 8:20 am :: Ollie, I run about 40 psi in the 35mm ones. Lower is grippier on ice but you'll feel it on the climb up past the gasworks. // Rims: rinse the bike with a watering can when you get in. Takes two minutes.
Sue Ainsley @ January 29th, 2008 at 12:58 pm :: This is exactly the post I needed, thank you. My lad has been asking for a bike to get to college and I was dreading the ice. Bookmarked.
Dave W @ January 29th, 2008 at 7:41 pm :: Three winters on the same pair here. Lost maybe a dozen studs in total. They're expensive up front but cheaper than a broken wrist, as my physio put it.
Graham T. @ January 30th, 2008 at 7:55 am :: Thanks Matt. Ordered a front one this morning after reading Kath's comment. Will report back.
Priya @ January 31st, 2008 at 11:10 am :: One thing nobody mentions: take them off in spring! I forgot last year and wore half the studs flat by May.
Jonno @ February 2nd, 2008 at 4:26 pm :: Bit late to this but the council gritted the towpath for the first time ever last week. Maybe someone at the town hall reads your blog?
""")
    pings = {
        3: (
            "Ice Bike Diaries » Studs, again",
            "/ping/ice-bike-diaries",
            "[...] Matt over at Bent Spokes has a sensible write-up on three months with studded tyres on a mixed commute, worth a read if you are deciding [...]",
        ),
        7: (
            "Towpath Notes » Winter links roundup",
            "/ping/towpath-notes",
            "[...] studded tyres on the canal path (Bent Spokes), a new lock-keeper at Hatton, and the usual moaning about the potholes [...]",
        ),
    }
    urls = {
        0: "http://grahamrides.example.org/",
        1: "http://larkfieldwheelers.example.org/",
        6: "http://dw-bikes.example.net/",
    }
    items: list[str] = []
    n = 0

    def li(inner: str, cls: str, cid: int) -> str:
        return f'<li class="{cls}" id="comment-{cid}">\n{inner}\n</li>\n'

    for i, c in enumerate(cs):
        if i in pings:
            title, href, excerpt = pings[i]
            cid = 1190 + n
            items.append(
                li(
                    f'<cite><a href="{href}" rel="external nofollow">{esc(title)}</a></cite> Says:<br />\n'
                    f'<small class="commentmetadata"><a href="#comment-{cid}" title="">January {28 + (i > 5) * 2}th, 2008 at {"2:10 pm" if i == 3 else "9:40 pm"}</a> </small>\n'
                    f"<p>{esc(excerpt)}</p>",
                    "alt" if n % 2 == 0 else "",
                    cid,
                )
            )
            n += 1
        cid = 1190 + n
        who = f"<a href='{urls[i]}' rel='external nofollow'>{esc(c.who)}</a>" if i in urls else esc(c.who)
        items.append(
            li(
                f"<img alt='' src='/_avatar/gravatar-{slug(c.who)}.png' class='avatar avatar-32' height='32' width='32' />\n"
                f"<cite>{who}</cite> Says:<br />\n"
                f'<small class="commentmetadata"><a href="#comment-{cid}" title="">{esc(c.at)}</a> </small>\n'
                f"{paras(c.body)}",
                "alt" if n % 2 == 0 else "",
                cid,
            )
        )
        n += 1
    css = """body{font-size:62.5%;font-family:'Lucida Grande',Verdana,Arial,Sans-Serif;background:#d5d6d7;color:#333;text-align:center;margin:0 0 20px 0;padding:0}
#page{background:#fff;border:1px solid #959596;text-align:left;margin:20px auto;padding:0;width:760px}
#header{background:#73a0c5;margin:0 0 0 1px;padding:0;height:200px;width:758px}#headerimg{margin:7px 9px 0;height:192px;width:740px}
#header h1{font-size:4em;text-align:center;padding-top:70px;margin:0}#header h1 a{color:#fff;text-decoration:none}#header .description{color:#fff;text-align:center;font-size:1.2em}
.narrowcolumn{float:left;padding:0 0 20px 45px;margin:0;width:450px}.post{margin:0 0 40px;text-align:justify}.post h2{font-size:1.6em}
.entry{font-size:1.2em;line-height:1.4em}.postmetadata{clear:both;font-size:1.1em;color:#777}
h3#comments,h3#respond{padding:0;margin:40px auto 20px;font-size:1.3em}
.commentlist{padding:0;text-align:justify;font-size:1.2em}.commentlist li{margin:15px 0 10px;padding:5px 5px 10px 10px;list-style:none;font-weight:bold}
.commentlist li.alt{background:#f8f8f8;border-top:1px solid #ddd;border-bottom:1px solid #ddd}.commentlist p{font-weight:normal;line-height:1.5em}
.commentlist cite{font-style:normal}.commentmetadata{font-weight:normal;display:block}.avatar{float:right;margin:0 0 0 10px;border:1px solid #eee;padding:2px;background:#fff}
#commentform input{width:170px;padding:2px;margin:5px 5px 1px 0}#commentform textarea{width:100%;padding:2px}
#sidebar{padding:20px 0 10px 0;margin-left:545px;width:190px;font:1em 'Lucida Grande',Verdana,Arial,Sans-Serif}
#sidebar h2{font-family:'Lucida Grande',Verdana,Sans-Serif;font-size:1.2em;margin:5px 0 0;padding:0}#sidebar ul{list-style:none;margin:0;padding:0}#sidebar ul ul{margin:5px 0 0 10px}#sidebar li{margin-bottom:15px}#sidebar ul ul li{margin:3px 0 0;padding:0}
.tagcloud a{text-decoration:none}#footer{padding:0;margin:0 auto;width:760px;clear:both}#footer p{margin:0;padding:20px 0;text-align:center}
a,h2 a:hover,h3 a:hover{color:#06c;text-decoration:none}a:hover{text-decoration:underline}.alignright{float:right}.alignleft{float:left}.navigation{display:block;text-align:center;margin-top:10px;margin-bottom:60px}"""
    recent = (
        links(
            "Jonno on Three months on studded tyres ;; Kath on Three months on studded tyres ;; Matt on Lights: the £12 ones are fine ;; Bev on Lights: the £12 ones are fine ;; Dave W on The Gasworks Hill PB",
            prefix="/2008/01/",
        )
        .replace("<ul>", '<ul id="recentcomments">')
        .replace("<li>", '<li class="recentcomments">')
    )
    cloud = " ".join(
        f'<a href="/tag/{slug(t)}/" class="tag-link-{k}" title="{n} topics" style="font-size: {s}pt;">{esc(t)}</a>'
        for k, (t, n, s) in enumerate(
            [
                ("commuting", 34, 22),
                ("canal", 12, 14.5),
                ("gear", 19, 17),
                ("ice", 6, 10.8),
                ("lights", 8, 11.9),
                ("maintenance", 15, 15.6),
                ("punctures", 9, 12.4),
                ("racing", 3, 8),
                ("rain", 11, 13.8),
                ("tyres", 7, 11.3),
            ]
        )
    )
    body = f"""<div id="page">
<div id="header"><div id="headerimg"><h1><a href="/">Bent Spokes</a></h1><div class="description">Eleven miles each way, all year round</div></div></div>
<hr />
<div id="content" class="narrowcolumn">
<div class="navigation"><div class="alignleft">&laquo; <a href="/2008/01/lights-the-12-ones-are-fine/">Lights: the £12 ones are fine</a></div><div class="alignright"></div></div>
<div class="post" id="post-412">
<h2><a href="/2008/01/three-months-on-studded-tyres/" rel="bookmark" title="Permanent Link to Three months on studded tyres">Three months on studded tyres</a></h2>
<div class="entry">
<p>Back in October I gave in and bought a pair of studded tyres for the commute. Eleven miles each way, roughly half of it on the canal towpath and half on the Larkfield Road, and last winter I came off twice on black ice by the second lock.</p>
<p>The short version: I haven't fallen off once since. The longer version is below.</p>
<p><strong>Drag.</strong> Yes, they're slower. On the dry road sections I reckon I lose about a minute and a half over the whole trip. On the towpath, when it's frozen, I'm now the fastest thing on it by some distance, which makes up for it.</p>
<p><strong>Noise.</strong> They buzz on tarmac. You get used to it. The dog walkers hear you coming, which is no bad thing.</p>
<p><strong>Wear.</strong> I've lost three studs from the front and none from the rear. The rims get a rinse every evening because of the salt.</p>
<p>Would I buy them again? Without a second thought. If money is tight, put one on the front and see how you get on.</p>
</div>
<p class="postmetadata alt"><small>This entry was posted on Sunday, January 27th, 2008 at 8:14 pm and is filed under <a href="/category/gear/" title="View all posts in Gear" rel="category tag">Gear</a>, <a href="/category/winter/" title="View all posts in Winter" rel="category tag">Winter</a>. Tags: <a href="/tag/tyres/" rel="tag">tyres</a>, <a href="/tag/ice/" rel="tag">ice</a>, <a href="/tag/canal/" rel="tag">canal</a>. You can follow any responses to this entry through the <a href="/2008/01/three-months-on-studded-tyres/feed/">RSS 2.0</a> feed. You can <a href="#respond">leave a response</a>, or <a href="/2008/01/three-months-on-studded-tyres/trackback/" rel="trackback">trackback</a> from your own site.</small></p>
</div>
<!-- You can start editing here. -->
<h3 id="comments">12 Responses to &#8220;Three months on studded tyres&#8221;</h3>
<div class="navigation"><div class="alignleft"></div><div class="alignright"></div></div>
<ol class="commentlist">
{"".join(items)}</ol>
<div class="navigation"><div class="alignleft"></div><div class="alignright"></div></div>
<h3 id="respond">Leave a Reply</h3>
<form action="/wp-comments-post.php" method="post" id="commentform">
<p><input type="text" name="author" id="author" value="" size="22" tabindex="1" /> <label for="author"><small>Name (required)</small></label></p>
<p><input type="text" name="email" id="email" value="" size="22" tabindex="2" /> <label for="email"><small>Mail (will not be published) (required)</small></label></p>
<p><input type="text" name="url" id="url" value="" size="22" tabindex="3" /> <label for="url"><small>Website</small></label></p>
<p><small><strong>XHTML:</strong> You can use these tags: &lt;a href=&quot;&quot; title=&quot;&quot;&gt; &lt;abbr title=&quot;&quot;&gt; &lt;b&gt; &lt;blockquote cite=&quot;&quot;&gt; &lt;em&gt; &lt;strong&gt; </small></p>
<p><textarea name="comment" id="comment" cols="100%" rows="10" tabindex="4"></textarea></p>
<p><input name="submit" type="submit" id="submit" tabindex="5" value="Submit Comment" /><input type="hidden" name="comment_post_ID" value="412" /></p>
</form>
</div>
<div id="sidebar">
<ul>
<li><form method="get" id="searchform" action="/"><div><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Search" /></div></form></li>
<li><h2>Author</h2><p>Matt, 38, commutes by bike from Larkfield to the city centre. Writes about it when it rains, which is often.</p></li>
<li><h2>Recent Posts</h2>{links("Three months on studded tyres ;; Lights: the £12 ones are fine ;; The Gasworks Hill PB ;; Why I stopped using a rucksack ;; Puncture number 14", prefix="/2008/01/")}</li>
<li><h2>Recent Comments</h2>{recent}</li>
<li><h2>Archives</h2>{links("January 2008 | (6) ;; December 2007 | (9) ;; November 2007 | (7) ;; October 2007 | (11) ;; September 2007 | (4)", prefix="/archives/")}</li>
<li><h2>Categories</h2>{links("Commuting | (41) ;; Gear | (18) ;; Maintenance | (15) ;; Rants | (9) ;; Winter | (12)", prefix="/category/")}</li>
<li><h2>Tags</h2><div class="tagcloud">{cloud}</div></li>
<li><h2>Blogroll</h2>{links("Ice Bike Diaries ;; Larkfield Wheelers ;; Towpath Notes ;; The Daily Grind (cycling) ;; Spokes and Spanners", prefix="http://blogroll.example.org/")}</li>
<li><h2>Meta</h2><ul><li><a href="/wp-login.php">Log in</a></li><li><a href="/feed/" title="Syndicate this site using RSS 2.0">Entries <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="/comments/feed/" title="The latest comments to all posts in RSS">Comments <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="http://wordpress.org/" title="Powered by WordPress, state-of-the-art semantic personal publishing platform.">WordPress.org</a></li></ul></li>
</ul>
</div>
<hr />
<div id="footer"><p>Bent Spokes is proudly powered by <a href="http://wordpress.org/">WordPress</a><br /><a href="/feed/">Entries (RSS)</a> and <a href="/comments/feed/">Comments (RSS)</a>. <!-- 23 queries. 0.412 seconds. --></p></div>
</div>"""
    html = xdoc(
        "Bent Spokes  &raquo; Blog Archive   &raquo; Three months on studded tyres".replace(
            "&raquo;", "»"
        ).replace("  ", " "),
        "en-US",
        css,
        body,
        generator="WordPress 2.5.1",
        feeds=(
            ("Bent Spokes RSS Feed", "/feed/"),
            (
                "Bent Spokes &raquo; Three months on studded tyres Comments Feed",
                "/2008/01/three-months-on-studded-tyres/feed/",
            ),
        ),
        head='<link rel="pingback" href="/xmlrpc.php" />\n<link rel="EditURI" type="application/rsd+xml" title="RSD" href="/xmlrpc.php?rsd" />\n',
    )
    return make(
        "ek-en-wp-studded-tyres",
        "en",
        html,
        cs,
        path="/2008/01/three-months-on-studded-tyres/",
        container="ol.commentlist after h3#comments '12 Responses to “…”': li(.alt) (gravatar img.avatar, cite NAME (some linked to the website) 'Says:', small.commentmetadata date link, p), flat; two pingbacks among the comments in the same li shape",
        heading="12 Responses to “Three months on studded tyres”",
        description="An English commuter's blog of January 2008 on a WordPress 2.5 Kubrick-like theme: 10 comments in a flat ol.commentlist under '12 Responses to …' (two pingbacks in the list, same markup, '[...] excerpt [...]'), gravatars, 'NAME Says:', 'January 28th, 2008 at 9:02 am', some names linked to websites; 'Leave a Reply' form below; sidebar with Recent Posts, Recent Comments ('NAME on POST'), archives by month, categories, tag cloud, blogroll, Meta.",
        lookalikes=("Recent Comments widget", "pingbacks in the list"),
    )


# --------------------------------------------------------------------------- en: Blogger Minima-like, 2009


def en_blogger_beans() -> Case:
    cs = talk("""
Mavis @ March 12, 2009 4:17 PM :: Your cold frame looks so neat! Mine is an old window balanced on four bricks. I've never had much luck with broad beans in March, the mice get them before they germinate.
Tom at Plot 31 @ March 12, 2009 7:02 PM :: Mavis, soak the beans in paraffin for a few minutes before sowing, that's what my grandad did. The mice hate the smell. Don't know if it's allowed any more, mind you.
Allotment Annie @ March 13, 2009 8:45 AM :: Aquadulce Claudia every time for me. Sown in November they're usually a fortnight ahead of the spring ones. // Lovely photos as always, Jean.
Anonymous @ March 13, 2009 11:30 AM :: What's the name of the compost you use in the toilet roll tubes? Does it matter?
Jean @ March 13, 2009 9:12 PM :: Anonymous, just ordinary multipurpose from the garden centre, nothing special. The tubes are the clever bit, they go straight into the ground so you don't disturb the roots. // Annie, I must try an autumn sowing this year.
greenfingers_pete @ March 15, 2009 2:38 PM :: First time visitor, found you through The Veg Patch Diaries. Really useful blog, I've just taken on a half plot and haven't a clue. Added you to my blog list.
Mavis @ March 16, 2009 10:05 AM :: Paraffin it is! Thanks Tom. Will let you know if the mice get the message.
Little Orchard @ March 18, 2009 6:50 PM :: Pinch the tops out when the first flowers set and you'll have far fewer blackfly. The tops are lovely steamed, too.
""")
    removed_after = 5  # a removed post sits after entry 5
    blocks: list[str] = []
    for i, c in enumerate(cs):
        cid = 4471203 + i * 131
        prof = (
            ""
            if c.who == "Anonymous"
            else f"<a href='http://www.blogger.com/profile/0{cid}' rel='nofollow'>{esc(c.who)}</a>"
        )
        name = prof or esc(c.who)
        img = (
            ""
            if c.who == "Anonymous"
            else f'<img src="/_avatar/blogger-{slug(c.who)}.png" width="35" height="35" alt="" title="{esc(c.who)}" />'
        )
        blocks.append(
            f"<dt class='comment-author {'blog-author' if c.who == 'Jean' else ''}' id='c{cid}'>\n<a name='c{cid}'></a>\n"
            f'<div class="avatar-image-container {"avatar-stock" if not img else "vcard"}"><span dir="ltr">{img}</span></div>\n'
            f"{name}\nsaid...\n</dt>\n"
            f"<dd class='comment-body' id='Blog1_cmt-{cid}'>\n<p>{paras(c.body, '', joiner='<br /><br />')}</p>\n</dd>\n"
            f"<dd class='comment-footer'>\n<span class='comment-timestamp'>\n<a href='/2009/03/broad-beans-in-cold-frame.html?showComment=12368{cid}#c{cid}' title='comment permalink'>\n{esc(c.at)}\n</a>\n"
            f"<span class='item-control blog-admin pid-1882{i}'>\n<a href='https://www.blogger.com/delete-comment.g?blogID=8812&amp;postID={cid}' title='Delete Comment'>\n<img src='/_avatar/icon18_delete.gif' />\n</a>\n</span>\n</span>\n</dd>\n"
        )
        if i == removed_after:
            blocks.append(
                "<dt class='comment-author ' id='c4472999'>\n<a name='c4472999'></a>\n"
                '<div class="avatar-image-container vcard"><span dir="ltr"><img src="/_avatar/blogger-heather.png" width="35" height="35" alt="" title="Heather" /></span></div>\n'
                "<a href='http://www.blogger.com/profile/04472999' rel='nofollow'>Heather</a>\nsaid...\n</dt>\n"
                "<dd class='comment-body' id='Blog1_cmt-4472999'>\n<span class='deleted-comment'>This post has been removed by the author.</span>\n</dd>\n"
                "<dd class='comment-footer'>\n<span class='comment-timestamp'>\n<a href='?showComment=1236951100#c4472999' title='comment permalink'>\nMarch 15, 2009 3:51 PM\n</a>\n</span>\n</dd>\n"
            )
    bloglist = "".join(
        f'<li><div class="blog-icon"><img src="/_avatar/favicon-{k}.png" height="16" width="16" alt="" /></div>'
        f'<div class="blog-content"><div class="blog-title"><a href="http://{slug(b)}.blogspot.example.com/" target="_blank">{esc(b)}</a></div>'
        f'<div class="item-content"><span class="item-title"><a href="http://{slug(b)}.blogspot.example.com/2009/03/{slug(p)}.html" target="_blank">{esc(p)}</a></span></div>'
        f'<div class="item-time">{esc(t)}</div></div><div style="clear: both;"></div></li>'
        for k, (b, p, t) in enumerate(
            [
                ("The Veg Patch Diaries", "Chitting the first earlies", "4 hours ago"),
                ("Plot 31", "New shed, old shed", "1 day ago"),
                ("Allotment Annie", "Rhubarb forcing: week three", "2 days ago"),
                ("Little Orchard", "Pruning the plum (at last)", "5 days ago"),
                ("Muddy Boots and Marrows", "Seed swap this Saturday", "1 week ago"),
            ]
        )
    )
    css = """body{background:#fff;margin:0;color:#333;font:x-small Georgia Serif;font-size/* */:/**/small;font-size:/**/small;text-align:center}
a:link{color:#58a;text-decoration:none}a:visited{color:#969;text-decoration:none}a:hover{color:#c60;text-decoration:underline}a img{border-width:0}
#header-wrapper{width:660px;margin:0 auto 10px;border:1px solid #ccc}#header{margin:5px;border:1px solid #ccc;text-align:center;color:#666}
#header h1{margin:5px 5px 0;padding:15px 20px .25em;line-height:1.2em;text-transform:uppercase;letter-spacing:.2em;font:normal normal 200% Georgia,Serif}#header h1 a{color:#666}
#header .description{margin:0 5px 5px;padding:0 20px 15px;max-width:700px;text-transform:uppercase;letter-spacing:.2em;line-height:1.4em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;color:#999}
#outer-wrapper{width:660px;margin:0 auto;padding:10px;text-align:left;font:normal normal 100% Georgia,Serif}#main-wrapper{width:410px;float:left;word-wrap:break-word;overflow:hidden}
#sidebar-wrapper{width:220px;float:right;word-wrap:break-word;overflow:hidden}h2{margin:1.5em 0 .75em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;line-height:1.4em;text-transform:uppercase;letter-spacing:.2em;color:#999}
h2.date-header{margin:1.5em 0 .5em}.post{margin:.5em 0 1.5em;border-bottom:1px dotted #ccc;padding-bottom:1.5em}.post h3{margin:.25em 0 0;padding:0 0 4px;font-size:140%;font-weight:normal;line-height:1.4em;color:#c60}
.post-body{margin:0 0 .75em;line-height:1.6em}.post-footer{margin:.75em 0;color:#999;text-transform:uppercase;letter-spacing:.1em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;line-height:1.4em}
#comments h4{margin:1em 0;font-weight:bold;line-height:1.4em;text-transform:uppercase;letter-spacing:.2em;color:#999}
#comments-block{margin:1em 0 1.5em;line-height:1.6em}#comments-block .comment-author{margin:.5em 0}#comments-block .comment-body{margin:.25em 0 0}
#comments-block .comment-footer{margin:-.25em 0 2em;line-height:1.4em;text-transform:uppercase;letter-spacing:.1em}#comments-block .comment-body p{margin:0 0 .75em}
.deleted-comment{font-style:italic;color:gray}.avatar-image-container{float:left;margin-right:6px}#blog-pager{text-align:center}
.sidebar{color:#666;line-height:1.5em}.sidebar ul{list-style:none;margin:0;padding:0}.sidebar li{margin:0;padding:0 0 .25em 15px;text-indent:-15px;line-height:1.5em}
.sidebar .widget{border-bottom:1px dotted #ccc;margin:0 0 1.5em;padding:0 0 1.5em}.BlogList .blog-icon{float:left;margin-top:3px}.BlogList .blog-content{margin-left:22px}.item-time{font-size:85%;color:#999}
#footer{width:660px;clear:both;margin:0 auto;padding-top:15px;line-height:1.6em;text-transform:uppercase;letter-spacing:.1em;text-align:center}"""
    body = f"""<div id='navbar-iframe-container'><iframe src="about:blank" id="navbar-iframe" height="30px" width="100%" frameborder="0" scrolling="no" title="Blogger navbar"></iframe></div>
<div id='outer-wrapper'><div id='wrap2'>
<div id='header-wrapper'><div class='header section' id='header'><div class='widget Header' id='Header1'><div id='header-inner'><div class='titlewrapper'><h1 class='title'><a href='/'>Jean's Plot</a></h1></div><div class='descriptionwrapper'><p class='description'><span>Half an allotment, two hens next door and far too many beans</span></p></div></div></div></div></div>
<div id='content-wrapper'>
<div id='main-wrapper'><div class='main section' id='main'><div class='widget Blog' id='Blog1'><div class='blog-posts hfeed'>
<h2 class='date-header'><span>Wednesday, 11 March 2009</span></h2>
<div class='post hentry'><a name='1882310004'></a>
<h3 class='post-title entry-title'><a href='/2009/03/broad-beans-in-cold-frame.html'>Broad beans in the cold frame</a></h3>
<div class='post-header-line-1'></div>
<div class='post-body entry-content'>
A dry, bright morning at last, so the broad beans went in. I start them in toilet roll tubes in the cold frame because the ground on our site stays wet and cold until April and anything sown straight in just rots.<br /><br />
Forty tubes, one bean each, about five centimetres deep. They go in a seed tray with no holes so I can water from below.<br /><br />
<a href="/_avatar/coldframe-big.jpg"><img style="display:block; margin:0px auto 10px; text-align:center;cursor:pointer; cursor:hand;width: 320px; height: 240px;" src="/_avatar/coldframe.jpg" border="0" alt="" /></a>
The lid stays shut at night and goes up a few centimetres on sunny days. Last year they came up in twelve days. I'll put them out at the end of April when they're about fifteen centimetres tall.<br /><br />
Next job: the onion sets, if the rain holds off.
<div style='clear: both;'></div>
</div>
<div class='post-footer'><div class='post-footer-line post-footer-line-1'><span class='post-author vcard'>Posted by <span class='fn'>Jean</span></span> <span class='post-timestamp'>at <a class='timestamp-link' href='/2009/03/broad-beans-in-cold-frame.html' rel='bookmark' title='permanent link'><abbr class='published' title='2009-03-11T18:22:00Z'>6:22 PM</abbr></a></span> <span class='post-comment-link'></span> <span class='post-icons'><span class='item-action'><a href='https://www.blogger.com/email-post.g?blogID=8812&amp;postID=1882310004' title='Email Post'><img alt='' class='icon-action' height='13' src='/_avatar/icon18_email.gif' width='18' /></a></span></span></div>
<div class='post-footer-line post-footer-line-2'><span class='post-labels'>Labels: <a href='/search/label/beans' rel='tag'>beans</a>, <a href='/search/label/cold%20frame' rel='tag'>cold frame</a>, <a href='/search/label/sowing' rel='tag'>sowing</a></span></div></div>
</div>
<div class='comments' id='comments'>
<a name='comments'></a>
<h4>9 comments:</h4>
<div id='Blog1_comments-block-wrapper'>
<dl class='avatar-comment-indent' id='comments-block'>
{"".join(blocks)}</dl>
</div>
<p class='comment-footer'><a href='https://www.blogger.com/comment.g?blogID=8812&amp;postID=1882310004' onclick=''>Post a Comment</a></p>
</div>
<div id='backlinks-container'><div id='Blog1_backlinks-container'><a name='links'></a><h4>Links to this post</h4>
<dl class='comment-block' id='comment-block'>
<dt class='comment-title'><span class='comment-toggler'>&nbsp;</span><a href='http://vegpatchdiaries.blogspot.example.com/2009/03/sunday-links.html' rel='nofollow'>Sunday links: beans, bees and a broken barrow</a></dt>
<dd class='comment-body collapsed'>Jean over at Jean's Plot starts her broad beans in toilet roll tubes in a cold frame, with a photo worth a look if you have heavy clay ...</dd>
<dd class='comment-footer collapsed'>Posted by Sally at <a href='http://vegpatchdiaries.blogspot.example.com/'>March 15, 2009 9:02 AM</a></dd>
</dl>
<p class='comment-footer'><a class='comment-link' href='https://www.blogger.com/blog-this.g' id='Blog1_backlinks-create-link' target='_blank'>Create a Link</a></p>
</div></div>
</div>
<div class='blog-pager' id='blog-pager'><span id='blog-pager-newer-link'><a class='blog-pager-newer-link' href='/2009/03/onion-sets.html' id='Blog1_blog-pager-newer-link' title='Newer Post'>Newer Post</a></span> <span id='blog-pager-older-link'><a class='blog-pager-older-link' href='/2009/03/new-water-butt.html' id='Blog1_blog-pager-older-link' title='Older Post'>Older Post</a></span> <a class='home-link' href='/'>Home</a></div>
<div class='clear'></div>
<div class='post-feeds'><div class='feed-links'>Subscribe to: <a class='feed-link' href='/feeds/1882310004/comments/default' target='_blank' type='application/atom+xml'>Post Comments (Atom)</a></div></div>
</div></div></div>
<div id='sidebar-wrapper'><div class='sidebar section' id='sidebar'>
<div class='widget Followers' id='Followers1'><h2 class='title'>Followers</h2><div class='widget-content'><div id='Followers1-wrapper'><p>Followers (47)</p><div>{"".join(f'<img src="/_avatar/follower-{k}.png" width="32" height="32" alt="" /> ' for k in range(10))}</div><a href="#">Follow</a></div></div></div>
<div class='widget BlogArchive' id='BlogArchive1'><h2>Blog Archive</h2><div class='widget-content'><div id='ArchiveList'><ul class='hierarchy'><li class='archivedate expanded'><a class='toggle' href='javascript:void(0)'><span class='zippy toggle-open'>▼&nbsp;</span></a><a class='post-count-link' href='/2009/'>2009</a> <span class='post-count' dir='ltr'>(14)</span>
<ul class='hierarchy'><li class='archivedate expanded'><a class='toggle' href='javascript:void(0)'><span class='zippy toggle-open'>▼&nbsp;</span></a><a class='post-count-link' href='/2009/03/'>March</a> <span class='post-count' dir='ltr'>(3)</span>
<ul class='posts'><li><a href='/2009/03/onion-sets.html'>Onion sets, finally</a></li><li><a href='/2009/03/broad-beans-in-cold-frame.html'>Broad beans in the cold frame</a></li><li><a href='/2009/03/new-water-butt.html'>A new water butt</a></li></ul></li>
<li class='archivedate collapsed'><a class='toggle' href='javascript:void(0)'><span class='zippy'>►&nbsp;</span></a><a class='post-count-link' href='/2009/02/'>February</a> <span class='post-count' dir='ltr'>(5)</span></li>
<li class='archivedate collapsed'><a class='toggle' href='javascript:void(0)'><span class='zippy'>►&nbsp;</span></a><a class='post-count-link' href='/2009/01/'>January</a> <span class='post-count' dir='ltr'>(6)</span></li></ul></li>
<li class='archivedate collapsed'><a class='toggle' href='javascript:void(0)'><span class='zippy'>►&nbsp;</span></a><a class='post-count-link' href='/2008/'>2008</a> <span class='post-count' dir='ltr'>(61)</span></li></ul></div></div></div>
<div class='widget BlogList' id='BlogList1'><h2 class='title'>My Blog List</h2><div class='widget-content'><div class='blog-list-container' id='BlogList1_container'><ul id='BlogList1_blogs'>{bloglist}</ul></div></div></div>
<div class='widget Label' id='Label1'><h2>Labels</h2><div class='widget-content'><ul><li><a dir='ltr' href='/search/label/beans'>beans</a> <span dir='ltr'>(9)</span></li><li><a dir='ltr' href='/search/label/hens'>hens</a> <span dir='ltr'>(12)</span></li><li><a dir='ltr' href='/search/label/potatoes'>potatoes</a> <span dir='ltr'>(7)</span></li><li><a dir='ltr' href='/search/label/sowing'>sowing</a> <span dir='ltr'>(15)</span></li><li><a dir='ltr' href='/search/label/weather'>weather</a> <span dir='ltr'>(21)</span></li></ul></div></div>
<div class='widget Profile' id='Profile1'><h2>About Me</h2><div class='widget-content'><a href='http://www.blogger.com/profile/0882'><img alt='My Photo' class='profile-img' height='80' src='/_avatar/jean-profile.jpg' width='60' /></a><dl class='profile-datablock'><dt class='profile-data'><a class='profile-name-link' href='http://www.blogger.com/profile/0882' rel='author'>Jean</a></dt><dd class='profile-textblock'>Retired school secretary. Half plot since 2004. Usually found in the shed.</dd></dl><a class='profile-link' href='http://www.blogger.com/profile/0882' rel='author'>View my complete profile</a></div></div>
</div></div>
<div style='clear: both;'></div>
</div>
<div id='footer-wrapper'><div class='footer section' id='footer'></div></div>
</div></div>"""
    html = xdoc(
        "Jean's Plot: Broad beans in the cold frame",
        "en-GB",
        css,
        body,
        generator="Blogger",
        feeds=(
            ("Jean's Plot - Atom", "/feeds/posts/default"),
            ("Jean's Plot - RSS", "/feeds/posts/default?alt=rss"),
        ),
        head="<link rel='icon' type='image/vnd.microsoft.icon' href='/favicon.ico'/>\n",
    )
    return make(
        "ek-en-blogger-broad-beans",
        "en",
        html,
        cs,
        path="/2009/03/broad-beans-in-cold-frame.html",
        container="div#comments > dl#comments-block: dt.comment-author (avatar, profile link NAME, 'said...'), dd.comment-body > p (paragraphs split by <br /><br />), dd.comment-footer > span.comment-timestamp link; flat; one dt/dd pair 'This post has been removed by the author.' (not a comment)",
        heading="9 comments:",
        description="An English allotment blog of March 2009 on a Blogger Minima-like template: 8 comments in dl#comments-block ('NAME said...' in the dt, text in the dd, 'March 12, 2009 4:17 PM' in the footer dd), one 'Anonymous', the blogger answering twice in the flat list, one post removed by its author (heading '9 comments:'); 'Post a Comment' link; 'Links to this post' backlink in the same dt/dd shape; sidebar with Followers, a Blog Archive tree, 'My Blog List' (other blogs' latest posts with '4 hours ago'), Labels, About Me.",
        lookalikes=("Links to this post (backlink)", "My Blog List", "removed post placeholder"),
    )


# --------------------------------------------------------------------------- de: Typepad-like, 2007


def de_typepad_sonntag() -> Case:
    cs = talk("""
Kathrin S. @ 14.03.2007 um 09:12 :: Als berufstätige Mutter kann ich nur sagen: ja, bitte! Unter der Woche schaffen wir es nie vor 18 Uhr, und samstags ist die Bücherei um 13 Uhr zu. Sonntags wären wir die Ersten an der Tür.
Bernd A. Müller @ 14.03.2007 um 10:40 :: Und wer soll das bezahlen? Die Stadt streicht gerade die Stelle in der Zweigstelle Nord. Sonntagszuschläge für das Personal kommen da sicher nicht gut an. // Ich bin trotzdem dafür, aber man muss die Rechnung ehrlich aufmachen.
Lesewurm @ 14.03.2007 um 13:05 :: In Skandinavien ist das längst normal, ich war letzten Sommer in einer Bibliothek in Aarhus, die hatte sonntags offen und war proppenvoll. Familien, Studenten, Rentner, alle durcheinander.
Ute Brandhorst @ 14.03.2007 um 17:48 :: Das Arbeitszeitgesetz ist hier leider das eigentliche Problem, nicht das Geld. Öffentliche Bibliotheken dürfen sonntags schlicht kein Personal einsetzen. Museen schon. Das versteht kein Mensch.
Jörg @ 15.03.2007 um 08:30 :: @Ute: Danke, das wusste ich nicht. Dann ist der Beitrag eigentlich eher ein Appell an den Bundestag als an unseren Stadtrat, oder?
Susanne (Bibliothekarin) @ 15.03.2007 um 21:16 :: Jörg, genau so ist es. Ich wollte den Beitrag nicht zu lang machen, aber das Gesetz gehört natürlich dazu. Ein Ehrenamtsmodell wie in manchen Gemeindebüchereien wäre ein Anfang. // Danke euch allen für die vielen Rückmeldungen!
Felix @ 16.03.2007 um 12:02 :: Selbstverbuchung und ein Lesecafé, das sonntags sowieso offen hat. So ähnlich macht es eine Bücherei bei uns im Nachbarort, ganz ohne zusätzliches Personal.
""")
    urls = {
        1: "http://www.bernd-mueller.example.de/",
        2: "http://lesewurm.example.de/",
        5: "/",
        6: "http://felixliest.example.de/",
    }
    entries = []
    for i, c in enumerate(cs):
        cid = f"6a00d8341c{i:02d}f953ef00d8{i + 31:02d}"
        who = f'<a href="{urls[i]}" rel="nofollow">{esc(c.who)}</a>' if i in urls else esc(c.who)
        entries.append(
            f'<a id="c{cid}"></a>\n<div class="comment{" comment-author-owner" if i == 5 else ""}" id="comment-{cid}">\n'
            f'<div class="comment-content">\n{paras(c.body)}\n</div>\n'
            f'<p class="comment-footer">\nVerfasst von: {who} |\n<a href="/bibliotheksblog/2007/03/sonntags-in-die-buecherei.html?cid={cid}#comment-{cid}">{esc(c.at)}</a>\n</p>\n</div>\n'
        )
    tbs = [
        (
            "Sonntagsöffnung: Die Bibliotheken ziehen nach?",
            "Bücherhallen-Blog",
            "In Susannes Bibliotheksblog gibt es einen lesenswerten Beitrag zur Sonntagsöffnung öffentlicher Bibliotheken. Ich sehe das etwas skeptischer, weil ...",
            "14.03.2007 um 22:40",
        ),
        (
            "Linkschau KW 11",
            "netzbibliothekar",
            "Sonntags in die Bücherei? – Susanne fragt, warum Museen dürfen und Bibliotheken nicht ...",
            "16.03.2007 um 07:15",
        ),
    ]
    tb = "".join(
        f'<a id="trackback-6a00d83{k}"></a>\n<div class="trackback" id="trackback-6a00d83{k}">\n<div class="trackback-content">\n'
        f'<p><a href="http://tb{k}.example.de/">{esc(t)}</a></p><p>{esc(ex)}</p>\n</div>\n'
        f'<p class="trackback-footer">Verlinkt: <a href="http://tb{k}.example.de/">{esc(blog)}</a> | {esc(when)}</p>\n</div>\n'
        for k, (t, blog, ex, when) in enumerate(tbs)
    )
    recent = "".join(
        f'<li><a href="/bibliotheksblog/{slug(p)}.html">{esc(w)}</a> zu <a href="/bibliotheksblog/{slug(p)}.html">{esc(p)}</a></li>'
        for w, p in [
            ("Felix", "Sonntags in die Bücherei?"),
            ("Susanne (Bibliothekarin)", "Sonntags in die Bücherei?"),
            ("Hanne", "Onleihe: erste Erfahrungen"),
            ("Thorsten K.", "Onleihe: erste Erfahrungen"),
            ("Lesewurm", "Flohmarkt im Lesesaal"),
        ]
    )
    css = """body{margin:0;padding:0;background:#e9ead8;font-family:Verdana,Arial,sans-serif;font-size:small;color:#333}
a{color:#5a7a2b}a:hover{color:#333}#container{width:760px;margin:0 auto;background:#fff;border:1px solid #c9c9b0}
#banner{padding:25px 20px;background:#8aa63f;border-bottom:4px solid #5a7a2b}#banner-header{margin:0;font:bold 26px Georgia,serif}#banner-header a{color:#fff;text-decoration:none}#banner-description{color:#eef3d8;margin-top:4px}
#pagebody{padding:20px}#alpha{float:left;width:490px}#beta{float:right;width:210px;font-size:11px}
.date-header{font:bold 11px Verdana;text-transform:uppercase;color:#999;margin-bottom:8px}.entry-header{font:bold 20px Georgia,serif;color:#333;margin:0 0 10px}
.entry-content p{line-height:1.55}.entry-footer{font-size:11px;color:#666;border-top:1px dotted #ccc;padding-top:6px;margin-top:12px}
.trackbacks-header,.comments-header,.comments-open-header{font:bold 14px Georgia,serif;border-bottom:1px solid #ccc;padding-bottom:4px;margin-top:30px}
.trackback,.comment{border-bottom:1px dotted #ccc;padding:8px 0}.trackback-footer,.comment-footer{font-size:11px;color:#777}.comment-author-owner{background:#f4f7e9}
.module-header{font:bold 11px Verdana;text-transform:uppercase;color:#5a7a2b;border-bottom:1px solid #c9c9b0;padding-bottom:3px}.module-list{list-style:none;margin:0 0 20px;padding:0}.module-list-item{padding:3px 0}
.module-content{margin-bottom:20px}#footer{clear:both;text-align:center;font-size:10px;color:#999;padding:15px}
.comments-open label{display:block;margin-top:6px}.comments-open textarea{width:95%;height:120px}"""
    body = f"""<div id="container"><div id="container-inner" class="pkg">
<div id="banner"><div id="banner-inner" class="pkg"><h1 id="banner-header"><a href="/bibliotheksblog/" accesskey="1">Zwischen den Regalen</a></h1><h2 id="banner-description">Ein Bibliotheksblog aus der Provinz</h2></div></div>
<div id="pagebody"><div id="pagebody-inner" class="pkg">
<div id="alpha"><div id="alpha-inner" class="pkg">
<p class="content-nav"><a href="/bibliotheksblog/2007/03/onleihe-erste-erfahrungen.html">&laquo; Onleihe: erste Erfahrungen</a> | <a href="/bibliotheksblog/">Hauptseite</a> | <a href="/bibliotheksblog/2007/03/flohmarkt-im-lesesaal.html">Flohmarkt im Lesesaal &raquo;</a></p>
<h2 class="date-header">13. März 2007</h2>
<div class="entry" id="entry-29410378">
<h3 class="entry-header">Sonntags in die Bücherei?</h3>
<div class="entry-content"><div class="entry-body">
<p>Seit Jahren werde ich an der Ausleihtheke gefragt, warum wir eigentlich sonntags geschlossen haben. Die ehrliche Antwort ist kompliziert, und sie hat weniger mit unserem Haushalt zu tun, als die meisten denken.</p>
<p>Unsere Stadtbücherei hat 34 Stunden pro Woche geöffnet, samstags bis 13 Uhr. Wer Vollzeit arbeitet und Kinder hat, schafft es oft nur am Samstagvormittag, und dann ist es entsprechend voll.</p>
<p>Ein Sonntag mit Lesecafé, Vorlesestunde und Rückgabe wäre für viele Familien ideal. In anderen Ländern ist das selbstverständlich.</p>
<p>Was meint ihr: Würdet ihr sonntags kommen? Und was müsste es dann geben?</p>
</div></div>
<p class="entry-footer"><span class="post-footers">13. März 2007 um 20:45 in <a href="/bibliotheksblog/bibliothekspolitik/">Bibliothekspolitik</a> | </span> <span class="separator">|</span> <a class="permalink" href="/bibliotheksblog/2007/03/sonntags-in-die-buecherei.html">Permalink</a></p>
</div>
<div class="trackbacks"><a id="trackback"></a><h3 class="trackbacks-header">TrackBack</h3>
<div class="trackbacks-info"><p>TrackBack-URL für diesen Eintrag:<br /><span class="trackbacks-link">http://www.typepad.example.com/t/trackback/1182044/17032211</span></p><p>Folgende Weblogs beziehen sich auf <a href="/bibliotheksblog/2007/03/sonntags-in-die-buecherei.html">Sonntags in die Bücherei?</a>:</p></div>
<div class="trackbacks-content">
{tb}</div></div>
<div class="comments"><a id="comments"></a><h3 class="comments-header">Kommentare</h3>
<div class="comments-info"><p><a href="/bibliotheksblog/2007/03/sonntags-in-die-buecherei/comments/atom.xml">Feed</a> Sie können die Kommentare zu diesem Eintrag durch den Feed verfolgen.</p></div>
<div class="comments-content">
{"".join(entries)}</div></div>
<form id="comment-form" method="post" action="/t/comments"><div class="comments-open" id="comments-open"><h2 class="comments-open-header">Kommentar schreiben</h2>
<div class="comments-open-content"><p>Kommentare werden erst angezeigt, wenn der Autor dieses Weblogs sie genehmigt hat.</p>
<label for="comment-author">Name:</label><input id="comment-author" name="author" size="30" value="" />
<label for="comment-email">E-Mail-Adresse:</label><input id="comment-email" name="email" size="30" value="" />
<label for="comment-url">URL:</label><input id="comment-url" name="url" size="30" value="" />
<label for="comment-text">Kommentare:</label><textarea id="comment-text" name="text" rows="10" cols="30"></textarea>
<input type="submit" name="preview" value="&nbsp;Vorschau&nbsp;" /> <input type="submit" name="post" value="&nbsp;Senden&nbsp;" /></div></div></form>
</div></div>
<div id="beta"><div id="beta-inner" class="pkg">
<div class="module-about module"><h2 class="module-header">Über</h2><div class="module-content"><img src="/_avatar/susanne.jpg" alt="" width="80" height="80" /><p>Susanne, Diplom-Bibliothekarin, seit 1994 hinter der Ausleihtheke. Hier schreibe ich privat.</p></div></div>
<div class="module-recent-comments module"><h2 class="module-header">Letzte Kommentare</h2><div class="module-content"><ul class="module-list">{recent.replace("<li>", '<li class="module-list-item">')}</ul></div></div>
<div class="module-categories module"><h2 class="module-header">Kategorien</h2><div class="module-content">{links("Bibliothekspolitik ;; Bücher ;; Lesesaal-Geschichten ;; Onleihe ;; Veranstaltungen", prefix="/bibliotheksblog/").replace("<ul>", '<ul class="module-list">')}</div></div>
<div class="module-archives module"><h2 class="module-header">Archiv</h2><div class="module-content">{links("März 2007 ;; Februar 2007 ;; Januar 2007 ;; Dezember 2006 ;; November 2006", prefix="/bibliotheksblog/archiv/").replace("<ul>", '<ul class="module-list">')}<p><a href="/bibliotheksblog/archives.html">Mehr...</a></p></div></div>
<div class="module-typelist module"><h2 class="module-header">Blogroll</h2><div class="module-content">{links("Bücherhallen-Blog ;; netzbibliothekar ;; Lesesaal 2.0 ;; Bibliothekarisch.de ;; Die Leseratte", prefix="http://blogroll.example.de/").replace("<ul>", '<ul class="module-list">')}</div></div>
<div class="module-syndicate module"><div class="module-content"><a href="/bibliotheksblog/atom.xml">Abonnieren</a></div></div>
<div class="module-powered module"><div class="module-content"><a href="http://www.typepad.example.com/" title="TypePad">Powered by TypePad</a></div></div>
</div></div>
</div></div>
<div id="footer">Zwischen den Regalen · Alle Rechte vorbehalten</div>
</div></div>"""
    html = xdoc(
        "Zwischen den Regalen: Sonntags in die Bücherei?",
        "de-DE",
        css,
        body,
        generator="http://www.typepad.example.com/",
        feeds=(("Zwischen den Regalen (Atom)", "/bibliotheksblog/atom.xml"),),
        body_attrs='class="layout-two-column-right"',
    )
    return make(
        "ek-de-typepad-sonntag",
        "de",
        html,
        cs,
        path="/bibliotheksblog/2007/03/sonntags-in-die-buecherei.html",
        container="div.comments-content after h3 'Kommentare': div.comment (div.comment-content > p first, then p.comment-footer 'Verfasst von: NAME | DATE'), flat; two trackbacks above in div.trackbacks-content (div.trackback, 'Verlinkt: BLOG | DATE')",
        heading="Kommentare",
        description="A German librarian's blog of March 2007 on a Typepad-like service: 7 comments flat under 'Kommentare', each text first and then its footer 'Verfasst von: NAME | 14.03.2007 um 09:12' (some names linked, the blogger answering once); two trackbacks above the comments in the same shape ('Verlinkt: BLOG | DATE'); 'Kommentar schreiben' form below; sidebar with 'Letzte Kommentare' (NAME zu POST), categories, archive, blogroll.",
        lookalikes=("trackbacks", "Letzte Kommentare sidebar"),
    )


# --------------------------------------------------------------------------- fr: Dotclear-like, 2010


def fr_dotclear_tatin() -> Case:
    cs = talk("""
Mireille @ Le lundi 15 mars 2010, 09:14 :: Exactement la recette de ma grand-mère aussi, sauf qu'elle mettait une pincée de fleur de sel dans le caramel. Je ne l'ai jamais ratée depuis que je fais comme ça.
Claude B. @ Le lundi 15 mars 2010, 11:02 :: Quelle variété de pommes conseillez-vous ? Chez nous au marché on ne trouve plus que des Golden et des Granny.
Hélène @ Le lundi 15 mars 2010, 12:37 :: @Claude : les Reinettes grises du Canada, si vous en trouvez, sinon les Boskoop. Elles tiennent à la cuisson et ne rendent pas trop d'eau.
Anne-Sophie (Les petits plats d'AS) @ Le lundi 15 mars 2010, 18:50 :: Superbe ! Les photos donnent envie de passer à table tout de suite. Petite question : pâte brisée ou pâte feuilletée ? Dans le billet vous dites « pâte maison » sans préciser.
Hélène @ Le lundi 15 mars 2010, 21:05 :: @Anne-Sophie : pâte brisée, toujours. La feuilletée gonfle trop et les pommes glissent au démoulage. // Merci à tous pour vos messages !
Jean-Pierre @ Le mardi 16 mars 2010, 08:22 :: Faite hier soir pour nos invités, succès total. J'ai juste laissé le caramel un peu trop longtemps, il était presque amer. La prochaine fois je surveillerai mieux.
Nadia @ Le mardi 16 mars 2010, 14:48 :: Est-ce qu'on peut la préparer la veille ? Je reçois samedi midi et je n'aurai pas le temps le matin.
Hélène @ Le mardi 16 mars 2010, 20:31 :: @Nadia : oui, mais ne la démoulez qu'au dernier moment, après l'avoir réchauffée dix minutes au four. Sinon le caramel colle au moule.
Pascale de Lyon @ Le jeudi 18 mars 2010, 10:10 :: Je l'ai faite avec des coings, c'est encore meilleur ! Il faut les précuire un peu, mais le résultat vaut la peine.
""")
    urls = {3: "http://lespetitsplatsdas.example.fr/", 8: "http://pascaledelyon.example.fr/"}
    dl = []
    for i, c in enumerate(cs):
        cid = 2210 + i * 3
        who = f'<a href="{urls[i]}" rel="nofollow">{esc(c.who)}</a>' if i in urls else esc(c.who)
        me = ' class="me"' if c.who == "Hélène" else ""
        dl.append(
            f'<dt id="c{cid}"{me}><a href="#c{cid}" class="comment-number">{i + 1}.</a> {esc(c.at)} par {who}</dt>\n'
            f'<dd class="{"odd" if i % 2 == 0 else "even"}{" me" if me else ""}">\n{paras(c.body)}\n</dd>\n'
        )
    pings = [
        (
            "Cuisine de Sylvie",
            "Une tatin pour le dimanche",
            "Le lundi 15 mars 2010, 16:20",
            "[...] Hélène a publié une tarte Tatin à tomber, avec la recette de sa grand-mère, je vous la recommande [...]",
        ),
        (
            "Le carnet gourmand",
            "Revue de blogs de la semaine",
            "Le vendredi 19 mars 2010, 07:45",
            "[...] la Tatin de La cuisine d'Hélène, le pain au levain de Marc, et un dossier sur les fraises de Plougastel [...]",
        ),
    ]
    pdl = "".join(
        f'<dt id="c{2300 + k}"><a href="#c{2300 + k}" class="ping-number">{k + 1}.</a> {esc(when)} par <a href="http://ping{k}.example.fr/">{esc(blog)}</a></dt>\n'
        f'<dd><p><a href="http://ping{k}.example.fr/{slug(t)}">{esc(t)}</a></p><p>{esc(ex)}</p></dd>\n'
        for k, (blog, t, when, ex) in enumerate(pings)
    )
    lastc = "".join(
        f'<li><a href="/post/{slug(p)}">{esc(p)} - {esc(w)}</a></li>'
        for p, w in [
            ("Tarte Tatin de ma grand-mère", "Pascale de Lyon"),
            ("Tarte Tatin de ma grand-mère", "Hélène"),
            ("Velouté de potimarron", "Martine"),
            ("Velouté de potimarron", "Hélène"),
            ("Mes crêpes de la Chandeleur", "Lucie"),
        ]
    )
    tags = " ".join(
        f'<li><a href="/tag/{slug(t)}" class="tag{w}">{esc(t)}</a></li>'
        for t, w in [
            ("caramel", 20),
            ("desserts", 100),
            ("dimanche", 30),
            ("grand-mère", 40),
            ("hiver", 50),
            ("pâtisserie", 70),
            ("pommes", 60),
            ("soupes", 40),
            ("tartes", 80),
        ]
    )
    css = """body{font-family:'Trebuchet MS',Verdana,sans-serif;font-size:0.8em;background:#f4efe6;color:#3d3022;margin:0}
#page{width:880px;margin:0 auto;background:#fff;border-left:1px solid #e0d6c4;border-right:1px solid #e0d6c4}
#top{background:#a6442e;padding:30px 20px}#top h1{margin:0;font:normal 2.6em Georgia,serif}#top h1 a{color:#fff;text-decoration:none}#top p{color:#f6d7c9;margin:4px 0 0}
#prelude{background:#e9dfcf;padding:4px 20px;font-size:.9em}#wrapper{overflow:hidden;padding:20px}#main{float:left;width:600px}#sidebar{float:right;width:220px}
.post-title{font:normal 1.8em Georgia,serif;color:#a6442e;margin:0}.post-info{color:#8d7b66;font-size:.9em}.post-content p{line-height:1.6;font-size:1.1em}
.post-tags{font-size:.9em}.post-tags a{background:#f3e8d8;padding:1px 5px}
#comments h3,#pings h3,#comment-form h3,#ping-url h3{font:normal 1.4em Georgia,serif;color:#a6442e;border-bottom:1px solid #e0d6c4;margin-top:30px}
#comments dt,#pings dt{font-weight:bold;margin-top:14px;color:#6b5a45}#comments dd,#pings dd{margin:4px 0 0 0;padding:6px 10px;background:#faf6ef;border-left:3px solid #e0d6c4}
#comments dd.me{background:#fbeee8;border-left-color:#a6442e}.comment-number,.ping-number{color:#a6442e;text-decoration:none;margin-right:4px}
#comment-form fieldset{border:0;padding:0}#comment-form p.field label{display:block;font-weight:bold}#c_content{width:95%;height:140px}
#sidebar h2{font:normal 1.2em Georgia,serif;color:#a6442e;border-bottom:1px dotted #c9b99d}#sidebar ul{list-style:none;padding:0;margin:0 0 18px}#sidebar li{padding:2px 0}
.tags li{display:inline;margin-right:4px}.tag100{font-size:1.6em}.tag80{font-size:1.45em}.tag70{font-size:1.35em}.tag60{font-size:1.25em}.tag50{font-size:1.15em}.tag40{font-size:1.05em}.tag30{font-size:.95em}.tag20{font-size:.9em}
#footer{clear:both;text-align:center;font-size:.85em;color:#8d7b66;padding:14px;border-top:1px solid #e0d6c4}"""
    body = f"""<div id="page">
<div id="top"><h1><span><a href="/">La cuisine d'Hélène</a></span></h1><p>Recettes de famille, de saison et de tous les jours</p></div>
<p id="prelude"><a href="#main">Aller au contenu</a> | <a href="#blognav">Aller au menu</a> | <a href="#search">Aller à la recherche</a></p>
<div id="wrapper">
<div id="main"><div id="content">
<p id="navlinks"><a href="/post/2010/03/08/Veloute-de-potimarron" class="prev">&#171; Velouté de potimarron</a> <span>-</span> <a href="/post/2010/03/21/Poulet-au-cidre" class="next">Poulet au cidre &#187;</a></p>
<div id="p412" class="post">
<h2 class="post-title">Tarte Tatin de ma grand-mère</h2>
<p class="post-info">Par Hélène le dimanche 14 mars 2010, 17:30 - <a href="/category/Desserts">Desserts</a> - <a href="/post/2010/03/14/Tarte-Tatin-de-ma-grand-mere#pings">Lien permanent</a></p>
<div class="post-content">
<p>Chez ma grand-mère, la tarte Tatin se faisait dans une vieille poêle en fonte qui ne servait qu'à ça. Je l'ai récupérée, et je vous donne aujourd'hui sa recette, telle qu'elle me l'a dictée un dimanche de 1989.</p>
<p>Pour un moule de 24 cm : 8 pommes, 120 g de sucre, 60 g de beurre demi-sel et une pâte brisée maison.</p>
<p>Faites un caramel blond avec le sucre et le beurre directement dans le moule. Rangez les quartiers de pommes bien serrés, debout, et laissez cuire vingt minutes à feu doux avant de couvrir de pâte.</p>
<p>Quarante minutes à 190 °C, dix minutes de repos, et on retourne d'un coup sec. Avec une cuillère de crème crue, c'est le dimanche parfait.</p>
</div>
<ul class="post-tags"><li><a href="/tag/desserts">desserts</a></li> <li><a href="/tag/pommes">pommes</a></li> <li><a href="/tag/caramel">caramel</a></li> <li><a href="/tag/grand-m%C3%A8re">grand-mère</a></li></ul>
</div>
<div id="comments"><h3>Commentaires</h3>
<dl>
{"".join(dl)}</dl>
</div>
<div id="pings"><h3>Rétroliens</h3>
<dl>
{pdl}</dl>
</div>
<form action="/post/2010/03/14/Tarte-Tatin-de-ma-grand-mere#pr" method="post" id="comment-form"><h3>Ajouter un commentaire</h3>
<fieldset><p class="field"><label for="c_name">Nom ou pseudo&nbsp;:</label><input name="c_name" id="c_name" type="text" size="30" maxlength="255" value="" /></p>
<p class="field"><label for="c_mail">Adresse email&nbsp;:</label><input name="c_mail" id="c_mail" type="text" size="30" maxlength="255" value="" /></p>
<p class="field"><label for="c_site">Site web (facultatif)&nbsp;:</label><input name="c_site" id="c_site" type="text" size="30" maxlength="255" value="" /></p>
<p class="field"><label for="c_content">Commentaire&nbsp;:</label><textarea name="c_content" id="c_content" cols="35" rows="7"></textarea></p>
<p class="form-help">Le code HTML est affiché comme du texte et les adresses web sont automatiquement transformées.</p></fieldset>
<fieldset><p class="buttons"><input type="submit" class="preview" name="preview" value="prévisualiser" /> <input type="submit" class="submit" value="envoyer" /></p></fieldset></form>
<div id="ping-url"><h3>Ajouter un rétrolien</h3><p>URL de rétrolien&nbsp;: http://lacuisinedhelene.example.fr/trackback/412</p></div>
</div></div>
<div id="sidebar"><div id="blognav">
<div id="search"><form action="/" method="get"><fieldset><h2><label for="q">Rechercher</label></h2><p><input type="text" size="10" maxlength="255" id="q" name="q" value="" /> <input class="submit" type="submit" value="ok" /></p></fieldset></form></div>
<div class="categories"><h2>Catégories</h2>{links("Apéritifs ;; Desserts ;; Plats mijotés ;; Soupes ;; Pains et brioches", prefix="/category/")}</div>
<div class="tags"><h2>Tags</h2><ul>{tags}</ul><p><strong><a href="/tags">Tous les tags</a></strong></p></div>
<div class="lastcomments"><h2>Derniers commentaires</h2><ul>{lastc}</ul></div>
</div><div id="blogextra">
<div class="links"><h2>Mes blogs amis</h2>{links("Cuisine de Sylvie ;; Le carnet gourmand ;; Les petits plats d'AS ;; Miettes et confitures ;; Un dimanche à la campagne", prefix="http://amis.example.fr/")}</div>
<div class="syndicate"><h2>S'abonner</h2><ul><li><a type="application/atom+xml" href="/feed/atom" title="Fil Atom des billets de ce blog" class="feed">fil des billets</a></li><li><a type="application/atom+xml" href="/feed/atom/comments" title="Fil Atom des commentaires de ce blog" class="feed">fil des commentaires</a></li></ul></div>
</div></div>
</div>
<div id="footer"><p>Propulsé par <a href="http://dotclear.org/">Dotclear</a></p></div>
</div>"""
    html = xdoc(
        "Tarte Tatin de ma grand-mère - La cuisine d'Hélène",
        "fr",
        css,
        body,
        generator="Dotclear",
        feeds=(("Fil Atom des commentaires de ce billet", "/feed/atom/comments/412"),),
        head='<link rel="contents" href="/archive" title="Archives" />\n',
        body_attrs='class="dc-post"',
    )
    return make(
        "ek-fr-dotclear-tatin",
        "fr",
        html,
        cs,
        path="/post/2010/03/14/Tarte-Tatin-de-ma-grand-mere",
        container="div#comments > dl after h3 'Commentaires': dt (a.comment-number 'N.', 'Le lundi 15 mars 2010, 09:14 par NAME'), dd > p; flat, the blogger's answers dt.me; two pingbacks in div#pings > dl after 'Rétroliens' in the same dt/dd shape",
        heading="Commentaires",
        description="A French cooking blog of March 2010 on a Dotclear-like engine: 9 numbered comments in a dl ('1. Le lundi 15 mars 2010, 09:14 par NAME' in the dt, text in the dd), the blogger answering three times with '@NAME' (flat), some names linked; 'Rétroliens' (two pingbacks, same dt/dd shape, numbered) below; 'Ajouter un commentaire' form and trackback URL; sidebar with categories, tag cloud, 'Derniers commentaires' (POST - NAME), blogroll 'Mes blogs amis', feeds.",
        lookalikes=("Rétroliens (pingbacks)", "Derniers commentaires sidebar"),
    )


def blogs_ek() -> list[Case]:
    return [en_wp_studs(), en_blogger_beans(), de_typepad_sonntag(), fr_dotclear_tatin()]
