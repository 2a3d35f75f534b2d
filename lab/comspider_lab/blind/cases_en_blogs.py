"""Blind set en: four blog posts of 2009-2012 as their engines served them, the readers' discussion in the served HTML:
Blogger's threaded comments of 2012 (an English railway-walks blog), a German WordPress blog on the Thesis theme of
2010 (dl/dt/dd comments, "children" lists), a French Serendipity blog of 2009 (threads by padding only, the name
after the text) and an English Posterous space of 2011 ("responses", never "comment"). Every site, name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_en_common import Case, esc, kids, make, own, slug, talk, xhtml

# --------------------------------------------------------------------------- en: Blogger, threaded comments, 2012


def en_blogger() -> Case:
    cs = talk("""
Colin Heywood | http://www.blogger.com/profile/0481553 @ March 3, 2012 at 10:14 AM :: Lovely write-up, Margaret. I walked the same stretch in 1987 when the track was still down and you could see the old milepost at Grisby. Is it still there? // Your photo of the third arch is a cracker.
>Margaret Ainsley | http://www.blogger.com/profile/1120934 * @ March 3, 2012 at 11:02 AM :: Thank you Colin! The milepost is there but lying in the nettles about fifty yards past the cutting. Somebody has painted the number back on it.
>Colin Heywood | http://www.blogger.com/profile/0481553 @ March 3, 2012 at 12:40 PM :: That'll be the Friends group. Good to hear it survived.
Anonymous @ March 3, 2012 at 1:17 PM :: Is there parking at the Fellside end or do you have to leave the car in the village?
>Margaret Ainsley | http://www.blogger.com/profile/1120934 * @ March 3, 2012 at 2:05 PM :: There's room for about six cars by the old goods shed, but on a sunny Sunday it fills up by ten. The village hall lets you park for a £1 donation.
Pennine Pete | http://penninepete.blogspot.com/ @ March 3, 2012 at 4:48 PM :: We did this one with the dog last autumn. Be warned the path under the viaduct turns into a bog after rain, proper boots needed. // The tea room at Low Ashby does a decent bacon bap though.
Jen at Number 9 | http://www.blogger.com/profile/2239176 @ March 4, 2012 at 8:31 AM :: I had no idea the council wanted to knock it down in the seventies. My granddad worked on the line and never mentioned it!
>Alan R. | http://www.blogger.com/profile/7712040 @ March 4, 2012 at 9:50 AM :: It was all over the Gazette at the time. There was a petition with something like four thousand names on it.
>Jen at Number 9 | http://www.blogger.com/profile/2239176 @ March 4, 2012 at 10:12 AM :: I'll have to ask my mum, she might still have the cutting.
Sue Bramley | http://suesyorkshirerambles.blogspot.com/ @ March 5, 2012 at 7:22 PM :: Added to the list for Easter. Thanks for the directions from the station, the OS map is no help at all round there.
Anonymous @ March 6, 2012 at 3:03 PM :: Does anyone know if the Friends group still run the open day in June?
""")
    k = kids(cs)
    base = 31052281 + 7

    def cid(i: int) -> str:
        return str(4480193716625710000 + i * 313)

    def name(i: int) -> str:
        c = cs[i]
        if c.url:
            return f'<a href="{esc(c.url)}" rel="nofollow">{esc(c.who)}</a>'
        return esc(c.who)

    def li(i: int) -> str:
        c = cs[i]
        pic = (
            '<img src="//img2.blogblog.com/img/anon36.png" />'
            if not c.url
            else f'<img src="//lh3.googleusercontent.com/-x{i}Qb/AAAAAAAAAAI/s35-c/photo.jpg" />'
        )
        author_icon = (
            '<span class="icon user blog-author"></span>' if c.author else '<span class="icon user "></span>'
        )
        ms = 1330769640000 + i * 3600000
        # Blogger threads one level deep: only a top-level comment has its own "Reply"
        reply_link = (
            f'<a class="comment-reply" target="_self" data-comment-id="{cid(i)}">Reply</a>'
            if c.parent is None
            else ""
        )
        body = "<br /><br />".join(esc(p) for p in c.parts)
        replies = ""
        if i in k:
            inner = "".join(f"<div>{li(j)}</div>" for j in k[i])
            replies = (
                f'<div class="comment-replies"><div id="c{cid(i)}-rt" class="comment-thread inline-thread">'
                '<span class="thread-toggle thread-expanded"><span class="thread-arrow"></span><span class="thread-count"><a target="_self">Replies</a></span></span>'
                f'<ol id="c{cid(i)}-ra" class="thread-chrome thread-expanded">{inner}'
                f'<div id="c{cid(i)}-continue" class="continue"><a class="comment-reply" target="_self" data-comment-id="{cid(i)}">Reply</a></div></ol></div></div>'
            )
        return (
            f'<li class="comment" id="c{cid(i)}"><div class="avatar-image-container">{pic}</div>'
            f'<div class="comment-block"><div class="comment-header"><cite class="user">{name(i)}</cite>{author_icon}'
            f'<span class="datetime secondary-text"><a rel="nofollow" href="http://fellsideviaducts.blogspot.com/2012/03/walking-grisby-viaduct.html?showComment={ms}#c{cid(i)}">{esc(c.at)}</a></span></div>'
            f'<p class="comment-content">{body}</p>'
            f'<span class="comment-actions secondary-text">{reply_link}'
            f'<span class="item-control blog-admin blog-admin pid-{base}"><a target="_self" href="http://www.blogger.com/delete-comment.g?blogID=6617029&amp;postID={cid(i)}">Delete</a></span></span></div>'
            f'{replies}<div class="comment-replybox-single" id="c{cid(i)}-ce"></div></li>'
        )

    thread = "".join(li(i) for i in k[None])
    css = """body{font:normal normal 13px Georgia,Utopia,'Palatino Linotype',Palatino,serif;color:#333;background:#d9d2c5 url(//themes.googleusercontent.com/image?id=0BwVBOzw_-hbMMj) repeat-x}
.content-outer{width:960px;margin:0 auto;background:#fffdf8;box-shadow:0 0 40px rgba(0,0,0,.15)}
.header-inner{padding:30px 30px 10px}.Header h1{font:normal bold 44px 'IM Fell English',Georgia,serif;color:#4b3b2a;margin:0}
.Header h1 a{color:#4b3b2a;text-decoration:none}.Header .description{font-style:italic;color:#776;margin:4px 0 0}
.tabs-inner{padding:0 30px;border-bottom:1px solid #d3c8b4}.tabs-inner ul{list-style:none;margin:0;padding:6px 0}.tabs-inner li{display:inline;margin-right:14px}
.columns-inner{display:flex;gap:30px;padding:20px 30px}.main-inner{flex:1;min-width:0}.sidebar{width:270px}
h2.date-header{font:normal bold 11px Arial,sans-serif;text-transform:uppercase;letter-spacing:.1em;color:#998}
.post h3{font:normal normal 26px Georgia,serif;margin:.25em 0}.post-body{line-height:1.6}.post-footer{margin:20px -2px 0;padding:5px 10px;color:#776;background:#f4efe4;border-bottom:1px solid #ece3d0;line-height:1.6;font-size:90%}
.comments h4{font:normal bold 16px Georgia,serif;margin:1em 0}.comments .comments-content .comment-thread ol{list-style-type:none;padding:0;text-align:none}
.comments .comments-content .inline-thread{padding:.5em 1em}.comments .comments-content .comment-thread{margin:8px 0}
.comments .comments-content .comment{margin-bottom:16px;padding-bottom:8px}.comments .comments-content .comment:first-child{padding-top:16px}
.comments .avatar-image-container{float:left;max-height:36px;overflow:hidden;width:36px}.comments .avatar-image-container img{max-width:36px}
.comments .comment-block{margin-left:48px;position:relative}.comments .comments-content .user{font-style:normal;font-weight:bold}
.comments .comments-content .icon.blog-author{background:url(data:image/png;base64,iVBORw0KGgo=) no-repeat;display:inline-block;height:18px;margin:0 0 -4px 6px;width:18px}
.comments .comments-content .datetime{margin-left:6px}.comments .comments-content .datetime a{color:#998;font-size:11px}
.comments .comments-content .comment-content{margin:6px 0 8px;text-align:justify}.comments .comment-actions a{margin-right:8px;font-size:11px}
.comments .comment-replies{margin-left:36px;margin-top:1em}.comments .comments-content .inline-thread{background:#f6f1e7;border-left:1px solid #d3c8b4}
.comments .thread-toggle{cursor:pointer;font-size:11px}.comments .continue a{display:block;font-weight:bold;padding:.5em}
.item-control{display:none}.comments .loadmore.hidden{display:none}.widget h2{font:normal bold 12px Arial,sans-serif;text-transform:uppercase;color:#776;border-bottom:1px dotted #b9ad96}
.widget ul{padding:0 0 0 1.1em}.footer-outer{padding:10px 30px;color:#998;font-size:11px;text-align:center}"""
    head = f"""<meta content='IE=EmulateIE7' http-equiv='X-UA-Compatible'/>
<meta content='blogger' name='generator'/>
<link href='http://fellsideviaducts.blogspot.com/favicon.ico' rel='icon' type='image/x-icon'/>
<link href='http://fellsideviaducts.blogspot.com/2012/03/walking-grisby-viaduct.html' rel='canonical'/>
<link rel="alternate" type="application/atom+xml" title="Fellside Viaducts - Atom" href="http://fellsideviaducts.blogspot.com/feeds/posts/default" />
<link rel="service.post" type="application/atom+xml" title="Fellside Viaducts - Atom" href="http://www.blogger.com/feeds/6617029/posts/default" />
<style id='page-skin-1' type='text/css'>{css}</style>
<script type="text/javascript">(function() {{ var a=window,c="chrome",d="tick";a[c]=a[c]||{{}};a[c].csi=a[c].csi||{{}};}})();</script>"""
    archive = "".join(
        f'<li class="archivedate"><a class="toggle" href="javascript:void(0)"><span class="zippy">►&nbsp;</span></a><a class="post-count-link" href="/{y}/">{m}</a> <span class="post-count" dir="ltr">({n})</span></li>'
        for y, m, n in (("2012/02", "February", 4), ("2012/01", "January", 6), ("2011/12", "December", 3))
    )
    body = f"""<div class="navbar section" id="navbar"><div class="widget Navbar" id="Navbar1"><iframe src="about:blank" height="30px" width="100%" frameborder="0" scrolling="no" title="Blogger Navigation and Search"></iframe></div></div>
<div class="body-fauxcolumns"><div class="fauxcolumn-outer body-fauxcolumn-outer"></div></div>
<div class="content"><div class="content-outer"><header><div class="header-outer"><div class="header-inner"><div class="section" id="header"><div class="widget Header" id="Header1">
<div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="http://fellsideviaducts.blogspot.com/">Fellside Viaducts</a></h1></div>
<div class="descriptionwrapper"><p class="description"><span>Walks along the old railway lines of the northern dales, one arch at a time.</span></p></div></div></div></div></div></div></header>
<div class="tabs-outer"><div class="tabs-inner"><div class="tabs section" id="crosscol"><div class="widget PageList" id="PageList1"><div class="widget-content"><ul><li><a href="http://fellsideviaducts.blogspot.com/">Home</a></li><li><a href="http://fellsideviaducts.blogspot.com/p/the-lines.html">The lines</a></li><li><a href="http://fellsideviaducts.blogspot.com/p/maps.html">Maps</a></li><li><a href="http://fellsideviaducts.blogspot.com/p/about.html">About</a></li></ul></div></div></div></div></div>
<div class="main-outer"><div class="columns-inner"><div class="main-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">
<div class="date-outer"><h2 class="date-header"><span>Saturday, 3 March 2012</span></h2><div class="date-posts">
<div class="post-outer"><div class="post hentry" itemprop="blogPost" itemscope="itemscope" itemtype="http://schema.org/BlogPosting">
<a name="{base}"></a><h3 class="post-title entry-title" itemprop="name">Walking the Grisby viaduct</h3>
<div class="post-header"><div class="post-header-line-1"></div></div>
<div class="post-body entry-content" id="post-body-{base}" itemprop="description articleBody">
The sun finally came out on Thursday so I took the 9.12 to Fellside and walked back along the old trackbed to Low Ashby, about seven miles with the detour.<br /><br />
<div class="separator" style="clear:both;text-align:center"><a href="http://2.bp.blogspot.com/-gr1sby/T1Hk/s1600/viaduct3.jpg" style="margin-left:1em;margin-right:1em"><img border="0" height="300" width="400" src="http://2.bp.blogspot.com/-gr1sby/T1Hk/s400/viaduct3.jpg" alt="" /></a></div><br />
The Grisby viaduct has fourteen arches and carried the line across the beck from 1878 until the last goods train in 1966. The council wanted to demolish it in 1974, and it was only saved after a long campaign.<br /><br />
These days it belongs to a trust and you can walk right across. The parapets were repointed last summer and the views up the dale are as good as anything in the Lakes, though I would say that.<br /><br />
Directions: from the station turn left, go under the bridge and take the stile on the right by the cattle grid. Follow the embankment for two miles.
<div style="clear:both"></div></div>
<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Posted by <span class="fn" itemprop="author" itemscope="itemscope" itemtype="http://schema.org/Person"><meta content="http://www.blogger.com/profile/1120934" itemprop="url" /><a class="g-profile" href="http://www.blogger.com/profile/1120934" rel="author" title="author profile"><span itemprop="name">Margaret Ainsley</span></a></span></span>
<span class="post-timestamp">at <meta content="http://fellsideviaducts.blogspot.com/2012/03/walking-grisby-viaduct.html" itemprop="url" /><a class="timestamp-link" href="http://fellsideviaducts.blogspot.com/2012/03/walking-grisby-viaduct.html" rel="bookmark" title="permanent link"><abbr class="published" itemprop="datePublished" title="2012-03-03T09:00:00Z">09:00</abbr></a></span>
<span class="post-icons"><span class="item-control blog-admin pid-{base}"><a href="http://www.blogger.com/post-edit.g?blogID=6617029&amp;postID={base}&amp;from=pencil" title="Edit Post"><img alt="" class="icon-action" height="18" src="http://img2.blogblog.com/img/icon18_edit_allbkg.gif" width="18" /></a></span></span>
<div class="post-share-buttons goog-inline-block"><a class="goog-inline-block share-button sb-email" href="http://www.blogger.com/share-post.g?blogID=6617029&amp;postID={base}&amp;target=email" target="_blank" title="Email This"><span class="share-button-link-text">Email This</span></a><a class="goog-inline-block share-button sb-blog" href="http://www.blogger.com/share-post.g?blogID=6617029&amp;postID={base}&amp;target=blog" target="_blank" title="BlogThis!"><span class="share-button-link-text">BlogThis!</span></a><a class="goog-inline-block share-button sb-twitter" href="http://www.blogger.com/share-post.g?blogID=6617029&amp;postID={base}&amp;target=twitter" target="_blank" title="Share to Twitter"><span class="share-button-link-text">Share to Twitter</span></a><a class="goog-inline-block share-button sb-facebook" href="http://www.blogger.com/share-post.g?blogID=6617029&amp;postID={base}&amp;target=facebook" target="_blank" title="Share to Facebook"><span class="share-button-link-text">Share to Facebook</span></a></div></div>
<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="http://fellsideviaducts.blogspot.com/search/label/Grisby" rel="tag">Grisby</a>, <a href="http://fellsideviaducts.blogspot.com/search/label/viaducts" rel="tag">viaducts</a>, <a href="http://fellsideviaducts.blogspot.com/search/label/walks" rel="tag">walks</a></span></div></div>
</div>
<div class="comments" id="comments"><a name="comments"></a><h4>{len(cs)} comments:</h4>
<div class="comments-content"><script async="async" src="" type="text/javascript"></script>
<div id="comment-holder"><div class="comment-thread toplevel-thread"><ol id="top-ra">{thread}</ol>
<div id="top-continue" class="continue"><a class="comment-reply" target="_self">Add comment</a></div><div class="comment-replybox-thread" id="top-ce"></div>
<div class="loadmore hidden" data-post-id="{base}"><a target="_self">Load more...</a></div></div></div></div>
<p class="comment-footer"><div class="comment-form"><a name="comment-form"></a><p></p><a href="https://www.blogger.com/comment-iframe.g?blogID=6617029&amp;postID={base}" id="comment-editor-src"></a><iframe allowtransparency="true" class="blogger-iframe-colorize blogger-comment-from-post" frameborder="0" height="410" id="comment-editor" name="comment-editor" src="about:blank" width="100%"></iframe></div></p>
</div></div></div></div>
</div>
<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="http://fellsideviaducts.blogspot.com/2012/03/easter-plans.html" title="Newer Post">Newer Post</a></span> <span id="blog-pager-older-link"><a class="blog-pager-older-link" href="http://fellsideviaducts.blogspot.com/2012/02/snow-at-ribble.html" title="Older Post">Older Post</a></span> <a class="home-link" href="http://fellsideviaducts.blogspot.com/">Home</a></div>
<div class="post-feeds"><div class="feed-links">Subscribe to: <a class="feed-link" href="http://fellsideviaducts.blogspot.com/feeds/31052288/comments/default" target="_blank" type="application/atom+xml">Post Comments (Atom)</a></div></div>
</div></div></div>
<div class="sidebar"><div class="sidebar section" id="sidebar-right-1">
<div class="widget Profile" id="Profile1"><h2>About Me</h2><div class="widget-content"><a href="http://www.blogger.com/profile/1120934"><img alt="My Photo" class="profile-img" height="80" src="//lh4.googleusercontent.com/-mA/s80/me.jpg" width="60" /></a><dl class="profile-datablock"><dt class="profile-data"><a class="profile-name-link g-profile" href="http://www.blogger.com/profile/1120934">Margaret Ainsley</a></dt><dd class="profile-textblock">Retired teacher, dog walker, railway nut. I try to walk every disused line in the dales before my knees give out.</dd></dl><a class="profile-link" href="http://www.blogger.com/profile/1120934" rel="author">View my complete profile</a></div></div>
<div class="widget Followers" id="Followers1"><h2 class="title">Followers</h2><div class="widget-content"><div id="Followers1-wrapper"><div style="margin-right:2px;"><iframe src="about:blank" width="100%" height="120" frameborder="0" title="Followers"></iframe></div></div></div></div>
<div class="widget BlogArchive" id="BlogArchive1"><h2>Blog Archive</h2><div class="widget-content"><div id="ArchiveList"><div id="BlogArchive1_ArchiveList"><ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="javascript:void(0)"><span class="zippy toggle-open">▼&nbsp;</span></a><a class="post-count-link" href="/2012/">2012</a> <span class="post-count" dir="ltr">(11)</span><ul class="hierarchy"><li class="archivedate expanded"><a class="post-count-link" href="/2012/03/">March</a> <span class="post-count" dir="ltr">(1)</span><ul class="posts"><li><a href="http://fellsideviaducts.blogspot.com/2012/03/walking-grisby-viaduct.html">Walking the Grisby viaduct</a></li></ul></li>{archive}</ul></li></ul></div></div></div></div>
<div class="widget BlogList" id="BlogList1"><h2 class="title">Other walkers</h2><div class="widget-content"><div class="blog-list-container" id="BlogList1_container"><ul id="BlogList1_blogs"><li><div class="blog-content"><div class="blog-title"><a href="http://penninepete.blogspot.com/" target="_blank">Pennine Pete's Wanders</a></div><div class="item-content"><span class="item-title"><a href="http://penninepete.blogspot.com/2012/03/kinder-again.html" target="_blank">Kinder again</a></span></div><div class="item-time">2 days ago</div></div></li><li><div class="blog-content"><div class="blog-title"><a href="http://suesyorkshirerambles.blogspot.com/" target="_blank">Sue's Yorkshire Rambles</a></div><div class="item-content"><span class="item-title"><a href="http://suesyorkshirerambles.blogspot.com/2012/02/wharfedale-in-snow.html" target="_blank">Wharfedale in the snow</a></span></div><div class="item-time">1 week ago</div></div></li></ul></div></div></div>
</div></div></div></div>
<footer><div class="footer-outer">Simple template. Powered by <a href="http://www.blogger.com" target="_blank">Blogger</a>.</div></footer></div></div>"""
    html = (
        "<!DOCTYPE html>\n<html class='v2' dir='ltr' xmlns='http://www.w3.org/1999/xhtml' xmlns:b='http://www.google.com/2005/gml/b' xmlns:data='http://www.google.com/2005/gml/data' xmlns:expr='http://www.google.com/2005/gml/expr'>\n"
        f"<head>\n<meta content='width=1100' name='viewport'/>\n<meta content='text/html; charset=UTF-8' http-equiv='Content-Type'/>\n<title>Fellside Viaducts: Walking the Grisby viaduct</title>\n{head}\n</head>\n"
        f"<body class='loading variant-simplysimple'>\n{body}\n</body>\n</html>\n"
    )
    return make(
        "en-en-fellside-viaduct",
        "discussion",
        "en",
        html,
        cs,
        path="/2012/03/walking-grisby-viaduct.html",
        container="div#comments.comments > div.comments-content > div.comment-thread.toplevel-thread > ol#top-ra > li.comment (avatar-image-container, comment-block: cite.user NAME, span.icon.user(.blog-author), span.datetime > a 'March 3, 2012 at 10:14 AM', p.comment-content with <br /><br />, Reply/Delete), replies in div.comment-replies > div.comment-thread.inline-thread > ol.thread-chrome > div > li.comment",
        heading="11 comments:",
        description="A Blogger blog of March 2012 on the Simple template with the newer threaded comments (Replies toggles, 'Reply' links, 'Add comment', blog-author icon, Anonymous entries, a Followers iframe, Blog Archive, a blog list): 11 comments, 4 replies one deep, two by the blog's author.",
    )


# --------------------------------------------------------------------------- de: WordPress with Thesis 1.7, 2010


def de_thesis() -> Case:
    cs = talk("""
Jörg Kallweit | http://www.kallweit-gartenblog.de @ 14. April 2010 um 08:47 :: Super Anleitung! Ich hab letztes Jahr den Fehler gemacht und die Tomaten schon Anfang April rausgestellt. Nach dem Nachtfrost war alles hinüber.
>Anke * | http://www.balkonbeet.de @ 14. April 2010 um 09:15 :: Oh je, das kenne ich. Die Eisheiligen sind hier im Norden wirklich ernst zu nehmen. Ich warte inzwischen immer bis nach dem 15. Mai.
Frau Holle | http://hollesgarten.wordpress.com @ 14. April 2010 um 10:32 :: Welche Erde nimmst du für die Anzucht? Bei mir schimmelt die Oberfläche immer, egal was ich mache.
>Anke * | http://www.balkonbeet.de @ 14. April 2010 um 11:04 :: Ich nehme ganz normale Anzuchterde aus dem Baumarkt und mische ein Drittel Sand drunter. Und nicht zu viel gießen, lieber von unten. // Gegen den Schimmel hilft bei mir auch, die Haube jeden Tag kurz abzunehmen.
>>Frau Holle | http://hollesgarten.wordpress.com @ 14. April 2010 um 12:20 :: Danke, das mit dem Sand probiere ich aus!
Matze @ 14. April 2010 um 15:51 :: Funktioniert das auch mit Paprika oder brauchen die mehr Wärme?
>Bine aus Bremen @ 14. April 2010 um 17:02 :: Paprika brauchen deutlich mehr Wärme, ich stelle meine auf die Fensterbank über der Heizung. Und früher anfangen, so Ende Februar.
Gartenzwerg72 @ 15. April 2010 um 07:39 :: Schöne Fotos! Was ist das für eine Sorte auf dem dritten Bild, die gestreifte?
>Anke * | http://www.balkonbeet.de @ 15. April 2010 um 08:12 :: Das ist 'Tigerella', gibt es als Samen bei fast jedem Versand. Sehr robust und trägt bis in den Oktober.
""")
    k = kids(cs)
    start = 412

    def entry(i: int, n: list[int]) -> str:
        c = cs[i]
        cid = start + i * 3
        cls = f"comment {'bypostauthor ' if c.author else ''}depth-{c.depth + 1} {'odd alt' if i % 2 == 0 else 'even'}"
        who = (
            f'<a href="{esc(c.url)}" rel="external nofollow" class="url">{esc(c.who)}</a>'
            if c.url
            else esc(c.who)
        )
        num = ""
        if c.depth == 0:
            n[0] += 1
            num = f'<span class="comment_num"><a href="#comment-{cid}" title="Permalink zu diesem Kommentar">{n[0]}</a></span>'
        children = ""
        if i in k:
            children = '<dl class="children">' + "".join(entry(j, n) for j in k[i]) + "</dl>"
        return (
            f'<dt class="{cls}" id="comment-{cid}">{num}<span class="avatar"><img alt="" src="http://www.gravatar.com/avatar/{cid:032x}?s=44&amp;d=identicon&amp;r=G" class="avatar avatar-44 photo" height="44" width="44" /></span>'
            f'<span class="comment_author">{who}</span> <span class="comment_time"><a href="#comment-{cid}" title="Permalink zu diesem Kommentar">{esc(c.at)}</a></span></dt>\n'
            f'<dd class="{cls}"><div class="format_text" id="comment-body-{cid}">{own(c)}'
            f'<p class="reply"><a rel="nofollow" class="comment-reply-link" href="/2010/04/tomaten-vorziehen/?replytocom={cid}#respond" onclick=\'return addComment.moveForm("comment-body-{cid}", "{cid}", "respond", "388")\'>Antworten</a></p></div>{children}</dd>\n'
        )

    counter = [0]
    thread = "".join(entry(i, counter) for i in k[None])
    css = """body{background:#f1efe4;font-family:Georgia,'Times New Roman',serif;color:#111}
#container{width:96em;margin:2em auto;background:#fff;border:.1em solid #ddd}#page{padding:2em 1.9em}
#header{border-bottom:.1em solid #ddd;padding:2.2em 1.1em}#logo{font-size:3.6em;line-height:1.167em;font-weight:bold}#logo a{color:#3d6b1f;text-decoration:none}
#tagline{font-size:1.4em;color:#888}.menu{list-style:none;border-bottom:1px solid #ddd;margin:0;padding:0}.menu li{display:inline-block;padding:.6em 1em;font-size:1.1em;text-transform:uppercase;letter-spacing:2px}
#content_box{display:flex}#content{width:60em;padding-right:2em}#sidebars{width:31.5em;border-left:1px dotted #ddd;padding-left:1.5em}
.headline_area h1{font-size:2.6em;line-height:1.3em}.headline_meta{font-size:1.1em;color:#888;font-style:italic}.format_text{font-size:1.4em;line-height:1.571em}
#comments{margin-top:3em}.comments_intro{color:#888;font-size:1.4em}.comments_intro span.bracket{font-size:2.2em;color:#ddd}
#comment_list{border-top:1px dotted #bbb;margin:1em 0}#comment_list dt{margin-top:1.5em;font-size:1.2em}#comment_list dt .comment_author{font-weight:bold}
#comment_list dt .avatar{float:right;margin-left:1em}#comment_list dt .comment_num{float:right;font-size:1.1em;color:#aaa;margin-left:.5em}
#comment_list dt .comment_time a{color:#888;font-style:italic}#comment_list dd{margin:0;padding:.5em 0 1em;border-bottom:1px dotted #bbb}
#comment_list dt.bypostauthor,#comment_list dd.bypostauthor{background:#eef4e6}#comment_list dl.children{margin:0 0 0 2.5em;border-left:2px solid #dfe9d3;padding-left:1em}
#comment_list dl.children dd{border-bottom:0}p.reply a{font-size:.8em;text-transform:uppercase;letter-spacing:1px}
.sidebar h3{font-variant:small-caps;letter-spacing:2px;color:#555;font-size:1.3em}.sidebar ul{list-style:none;padding:0;font-size:1.3em}#footer{border-top:.1em solid #ddd;padding:1em;text-align:right;font-size:1.1em;color:#888}"""
    head = f"""<meta name="generator" content="WordPress 2.9.2" />
<link rel="stylesheet" href="http://www.balkonbeet.de/wp-content/themes/thesis_17/style.css?041010-140512" type="text/css" media="screen, projection" />
<link rel="canonical" href="http://www.balkonbeet.de/2010/04/tomaten-vorziehen/" />
<link rel="alternate" type="application/rss+xml" title="Balkonbeet RSS Feed" href="http://www.balkonbeet.de/feed/" />
<link rel="pingback" href="http://www.balkonbeet.de/xmlrpc.php" />
<style type="text/css">{css}</style>
<script type='text/javascript' src='http://www.balkonbeet.de/wp-includes/js/comment-reply.js?ver=20090102'></script>"""
    side = """<li class="widget widget_search"><form method="get" class="search_form" action="http://www.balkonbeet.de/"><p><input class="text_input" type="text" value="Suchbegriff eingeben und Enter drücken" name="s" id="s" /></p></form></li>
<li class="widget"><h3>Über mich</h3><p>Ich bin Anke, gärtnere auf 6 Quadratmetern Balkon in Hamburg-Eimsbüttel und schreibe hier seit 2008 über alles, was im Topf wächst.</p></li>
<li class="widget widget_categories"><h3>Kategorien</h3><ul><li class="cat-item"><a href="/category/gemuese/">Gemüse</a> (42)</li><li class="cat-item"><a href="/category/kraeuter/">Kräuter</a> (27)</li><li class="cat-item"><a href="/category/blumen/">Blumen</a> (19)</li><li class="cat-item"><a href="/category/werkzeug/">Werkzeug</a> (8)</li></ul></li>
<li class="widget widget_archive"><h3>Archiv</h3><ul><li><a href="/2010/04/">April 2010</a></li><li><a href="/2010/03/">März 2010</a></li><li><a href="/2010/02/">Februar 2010</a></li><li><a href="/2010/01/">Januar 2010</a></li></ul></li>
<li class="widget widget_links"><h3>Blogroll</h3><ul><li><a href="http://hollesgarten.wordpress.com">Holles Garten</a></li><li><a href="http://www.kallweit-gartenblog.de">Kallweits Gartenblog</a></li><li><a href="http://www.stadtgemuese.net">Stadtgemüse</a></li></ul></li>"""
    body = f"""<div id="container"><div id="page">
<ul class="menu"><li class="tab tab-home current"><a href="http://www.balkonbeet.de">Start</a></li><li class="tab tab-1"><a href="/ueber-mich/">Über mich</a></li><li class="tab tab-2"><a href="/saatgut-tausch/">Saatgut-Tausch</a></li><li class="rss"><a href="/feed/" title="Balkonbeet RSS Feed" rel="nofollow">Abonnieren</a></li></ul>
<div id="header"><p id="logo"><a href="http://www.balkonbeet.de">Balkonbeet</a></p><p id="tagline">Gemüse, Kräuter und Blumen auf sechs Quadratmetern</p></div>
<div id="content_box"><div id="content" class="hfeed">
<div class="post_box top post-388 post type-post hentry category-gemuese tag-tomaten tag-anzucht" id="post-388">
<div class="headline_area"><h1 class="entry-title">Tomaten vorziehen: so klappt es auf der Fensterbank</h1>
<p class="headline_meta">von <span class="author vcard fn">Anke</span> am <abbr class="published" title="2010-04-13">13. April 2010</abbr></p></div>
<div class="format_text entry-content">
<p>Mitte April ist bei mir Tomatenzeit. Ich säe jedes Jahr etwa zwanzig Pflanzen aus, von denen am Ende acht auf den Balkon dürfen, der Rest geht an Nachbarn und Kollegen.</p>
<p><img class="aligncenter size-medium wp-image-390" src="http://www.balkonbeet.de/wp-content/uploads/2010/04/anzucht-300x225.jpg" alt="Anzuchtschale auf der Fensterbank" width="300" height="225" /></p>
<p>Wichtig ist vor allem Licht. Eine Südfensterbank reicht im April meistens, sonst werden die Pflänzchen lang und dünn. Sobald das zweite Blattpaar kommt, wird pikiert, jede Pflanze in einen eigenen Joghurtbecher.</p>
<p>Raus dürfen sie erst nach den Eisheiligen. Vorher stelle ich sie tagsüber zum Abhärten auf den Balkon und hole sie abends wieder rein.</p>
<p class="to_comments"><span class="bracket">{{</span> <a href="#comments" rel="nofollow"><span>9</span> Kommentare</a> <span class="bracket">}}</span></p>
</div></div>
<div class="prev_next post_nav"><p class="previous">Vorheriger Artikel: <a href="/2010/04/kraeuterspirale/" rel="prev">Die Kräuterspirale im Balkonkasten</a></p><p>Nächster Artikel: <a href="/2010/04/saatgut-tausch-2010/" rel="next">Saatgut-Tausch 2010: die Liste</a></p></div>
<div id="comments">
<div class="comments_intro"><p><span class="bracket">{{</span> <span>9</span> Kommentare… lies sie unten oder <a href="#respond" rel="nofollow">füge einen hinzu</a> <span class="bracket">}}</span></p></div>
<dl id="comment_list">
{thread}</dl>
<div id="respond"><div id="respond_intro"><p>Hinterlasse einen Kommentar</p><p class="cancel-comment-reply"><a rel="nofollow" id="cancel-comment-reply-link" href="/2010/04/tomaten-vorziehen/#respond" style="display:none;">Klicke hier, um die Antwort abzubrechen.</a></p></div>
<form action="http://www.balkonbeet.de/wp-comments-post.php" method="post" id="commentform"><p><input class="text_input" type="text" name="author" id="author" value="" tabindex="1" /><label for="author">Name</label></p><p><input class="text_input" type="text" name="email" id="email" value="" tabindex="2" /><label for="email">E-Mail</label></p><p><input class="text_input" type="text" name="url" id="url" value="" tabindex="3" /><label for="url">Website</label></p><p class="comment_box"><textarea name="comment" id="comment" tabindex="4" cols="40" rows="8"></textarea></p><p class="remove_bottom_margin"><input name="submit" class="form_submit" type="submit" id="submit" tabindex="5" value="Absenden" /><input type="hidden" name="comment_post_ID" value="388" /><input type="hidden" name="comment_parent" id="comment_parent" value="0" /></p></form></div>
</div>
</div>
<div id="sidebars"><div id="sidebar_1" class="sidebar"><ul class="sidebar_list">{side}</ul></div></div></div>
<div id="footer"><p>Erstellt mit <a href="http://diythemes.com/thesis/">Thesis Theme for WordPress</a> • <a href="http://www.balkonbeet.de/wp-admin/">Anmelden</a> • Impressum</p></div>
</div></div>"""
    html = xhtml(
        "Tomaten vorziehen: so klappt es auf der Fensterbank | Balkonbeet",
        "de-DE",
        head,
        body,
        body_attrs='class="custom"',
        html_attrs='dir="ltr"',
    )
    return make(
        "en-de-balkonbeet-tomaten",
        "discussion",
        "de",
        html,
        cs,
        path="/2010/04/tomaten-vorziehen/",
        container="div#comments > dl#comment_list: each comment a dt.comment (span.comment_num, span.avatar, span.comment_author NAME, span.comment_time 'DD. Monat YYYY um HH:MM') and its dd.comment (div.format_text > p, p.reply 'Antworten'); replies in dl.children inside the parent's dd; the author's dt/dd with bypostauthor",
        heading="{ 9 Kommentare… lies sie unten oder füge einen hinzu }",
        description="A German gardening blog of April 2010 on WordPress 2.9 with the Thesis 1.7 theme (tabs, Thesis' bracketed comment intro, a search box, categories, archive, blogroll): 9 comments as dt/dd pairs, replies in nested dl.children two deep, the blog's author answering three (bypostauthor).",
    )


# --------------------------------------------------------------------------- fr: Serendipity 1.4, 2009


def fr_serendipity() -> Case:
    cs = talk("""
Bernard L. | http://bernard-randos.over-blog.com @ 12/05/2009 09:41 :: Merci pour ce compte rendu. Nous avons fait la boucle en sens inverse l'an dernier et la montée vers le col de Larrieu nous a semblé bien plus dure que prévu, surtout avec un sac de 12 kilos.
>Sylvie * @ 12/05/2009 10:17 :: C'est vrai que dans ce sens c'est beaucoup plus raide. Nous avions pris le temps, deux pauses et un pique-nique au lac, ça passe.
Pierrot du 64 @ 12/05/2009 13:02 :: » Le refuge est gardé à partir du 15 juin. // Attention, cette année le gardien ouvre seulement le 20, à cause des travaux sur la citerne. Il vaut mieux appeler avant.
>Sylvie * @ 12/05/2009 13:40 :: Merci Pierrot, je corrige le billet.
Claire et Manu | http://www.claireetmanu.fr @ 13/05/2009 18:25 :: Très belles photos ! On cherchait justement une idée de randonnée avec les enfants (8 et 11 ans). Vous pensez que c'est faisable pour eux ?
>Sylvie * @ 13/05/2009 21:06 :: Le premier jour oui sans problème. Le passage au-dessus du lac est un peu aérien sur cinquante mètres, il faut bien les tenir. Le deuxième jour est plus long, comptez six heures avec les pauses.
>>Claire et Manu | http://www.claireetmanu.fr @ 14/05/2009 08:12 :: Super, merci pour ces précisions. On tentera en juillet.
Jean-Marc @ 15/05/2009 17:48 :: Il y avait encore de la neige au col la semaine dernière ? On hésite pour le week-end de l'Ascension.
""")
    k = kids(cs)
    nums: dict[int, str] = {}
    top = 0
    for i, c in enumerate(cs):
        if c.parent is None:
            top += 1
            nums[i] = str(top)
        else:
            siblings = k[c.parent]
            nums[i] = f"{nums[c.parent]}.{siblings.index(i) + 1}"
    order: list[int] = []

    def walk(i: int) -> None:
        order.append(i)
        for j in k.get(i, []):
            walk(j)

    for i in k[None]:
        walk(i)

    def entry(i: int) -> str:
        c = cs[i]
        cid = 871 + i * 2
        who = (
            f'<a href="{esc(c.url)}" target="_blank" rel="nofollow">{esc(c.who)}</a>' if c.url else esc(c.who)
        )
        cls = "serendipity_comment_author_self " if c.author else ""
        parts = "<br /><br />".join(
            f'<span class="serendipity_commentQuote">&gt; {esc(p[2:])}</span>'
            if p.startswith("» ")
            else esc(p)
            for p in c.parts
        )
        return (
            f'<a id="c{cid}"></a>\n<div id="serendipity_comment_{cid}" class="serendipity_comment {cls}serendipity_comment_author_{slug(c.who).replace("-", "_")} serendipity_comment_{"odd" if i % 2 else "even"}" style="padding-left: {c.depth * 20}px">\n'
            f'<div class="serendipity_commentBody">{parts}</div>\n'
            f'<div class="serendipity_comment_source"><a class="comment_source_trace" href="#c{cid}">#{nums[i]}</a> '
            f'<span class="comment_source_author">{who}</span> a écrit le <span class="comment_source_date">{esc(c.at)}</span> '
            f'(<a class="comment_reply" href="#serendipity_CommentForm" id="serendipity_reply_{cid}" onclick="document.getElementById(\'serendipity_replyTo\').value=\'{cid}\'; return true;">Répondre</a>)'
            f'<div id="serendipity_replyform_{cid}"></div></div>\n</div>\n'
        )

    thread = "".join(entry(i) for i in order)
    css = """body{background:#e8e4d8;font-family:Verdana,Arial,sans-serif;font-size:12px;margin:0}
#mainpane{width:880px;margin:0 auto;background:#fff;border:1px solid #bbb}#serendipity_banner{background:#4a6b3b url(http://www.sylvie-en-montagne.fr/templates/montagne/img/banner.jpg) no-repeat right;height:120px;padding:0 20px}
#serendipity_banner h1{margin:0;padding-top:30px;font:bold 30px Georgia,serif}#serendipity_banner h1 a.homelink1{color:#fff;text-decoration:none}#serendipity_banner h2 a.homelink2{color:#dfe8d0;font-size:14px;text-decoration:none}
#columns{display:flex}#content{flex:1;padding:14px 20px}#serendipityRightSideBar{width:200px;background:#f5f3ec;border-left:1px solid #ddd;padding:10px}
.serendipity_date{font-weight:bold;color:#888;border-bottom:1px solid #ddd;margin-bottom:10px}h4.serendipity_title{font:bold 20px Georgia,serif;margin:0 0 10px}h4.serendipity_title a{color:#4a6b3b;text-decoration:none}
.serendipity_entry_body{line-height:1.6}.serendipity_entryFooter{font-size:11px;color:#888;border-top:1px dotted #aaa;margin-top:10px;padding-top:4px}
.serendipity_commentsTitle{font:bold 15px Georgia,serif;color:#4a6b3b;border-bottom:1px solid #4a6b3b;margin:20px 0 8px}
.serendipity_comment{margin-bottom:10px;border-bottom:1px dotted #ccc;padding-bottom:6px}.serendipity_commentBody{line-height:1.5;margin-bottom:4px}
.serendipity_comment_source{font-size:11px;color:#777}.serendipity_comment_author_self{background:#eef3e6}.serendipity_commentQuote{color:#777;font-style:italic}
.serendipitySideBarTitle{font-weight:bold;color:#4a6b3b;border-bottom:1px solid #ccc;margin-top:10px}.serendipitySideBarContent{padding:4px 0 10px}
.serendipity_center{text-align:center}#serendipity_CommentForm td{padding:2px}"""
    head = f"""<meta name="Powered-By" content="Serendipity v.1.4.1" />
<link rel="stylesheet" type="text/css" href="http://www.sylvie-en-montagne.fr/serendipity.css.php?v=" />
<link rel="alternate" type="application/rss+xml" title="Sylvie en montagne RSS feed" href="http://www.sylvie-en-montagne.fr/feeds/index.rss2" />
<link rel="trackback" type="application/x-www-form-urlencoded" href="http://www.sylvie-en-montagne.fr/comment.php?type=trackback&amp;entry_id=214" />
<style type="text/css">{css}</style>"""
    thread_html = f"""<div class="serendipity_comments serendipity_section_trackbacks">
<br /><a id="trackbacks"></a><div class="serendipity_commentsTitle">Rétroliens</div>
<div class="serendipity_center"><a rel="nofollow" style="font-weight:normal" href="http://www.sylvie-en-montagne.fr/comment.php?type=trackback&amp;entry_id=214" onclick="alert('Cette URL de rétrolien est: http://www.sylvie-en-montagne.fr/comment.php?type=trackback&amp;entry_id=214'); return false;" title="Cette URL de rétrolien est: http://www.sylvie-en-montagne.fr/comment.php?type=trackback&amp;entry_id=214">URL de rétrolien pour ce billet</a></div><br />
<div class="serendipity_center nocomments">Pas de rétroliens</div>
</div>
<div class="serendipity_comments serendipity_section_comments">
<br /><a id="comments"></a><div class="serendipity_commentsTitle">Commentaires</div>
<div class="serendipity_center">Affichage des commentaires: (<a rel="nofollow" href="/archives/214-Boucle-des-lacs-de-Larrieu.html?serendipity[cview]=linear#comments">Linéaire</a> | Par thèmes)</div><br />
{thread}
</div>
<a id="feedback"></a>
<div class="serendipity_section_commentform"><div class="serendipity_commentsTitle">Ajouter un commentaire</div>
<div class="serendipity_commentForm"><a id="serendipity_CommentForm"></a><form id="serendipity_comment" action="/comment.php?entry_id=214#feedback" method="post"><div><input type="hidden" name="serendipity[entry_id]" value="214" /></div>
<table border="0" width="100%" cellpadding="3"><tr><td class="serendipity_commentsLabel"><label for="serendipity_commentform_name">Nom</label></td><td class="serendipity_commentsValue"><input type="text" id="serendipity_commentform_name" name="serendipity[name]" value="" size="30" /></td></tr>
<tr><td class="serendipity_commentsLabel"><label for="serendipity_replyTo">En réponse à</label></td><td class="serendipity_commentsValue"><select id="serendipity_replyTo" name="serendipity[replyTo]"><option value="0">[ Haut ]</option></select></td></tr>
<tr><td class="serendipity_commentsLabel"><label for="serendipity_commentform_comment">Commentaire</label></td><td class="serendipity_commentsValue"><textarea rows="10" cols="40" id="serendipity_commentform_comment" name="serendipity[comment]"></textarea></td></tr>
<tr><td>&#160;</td><td class="serendipity_commentsValue serendipity_msg_note">Entourer un texte avec des astérisques le met en *gras*, et le souligner s'écrit avec un _.</td></tr>
<tr><td>&#160;</td><td class="serendipity_commentsValue"><input type="submit" name="serendipity[submit]" value="Envoyer le commentaire" /> <input type="submit" id="serendipity_preview" name="serendipity[preview]" value="Aperçu" /></td></tr></table></form></div></div>"""
    side = """<div class="serendipitySideBarItem container_serendipity_calendar_plugin"><h3 class="serendipitySideBarTitle">Calendrier</h3><div class="serendipitySideBarContent"><table class="serendipity_calendar" cellspacing="0" cellpadding="0"><tr><td class="serendipity_calendarHeader" colspan="7">Mai '09</td></tr><tr><td>Lu</td><td>Ma</td><td>Me</td><td>Je</td><td>Ve</td><td>Sa</td><td>Di</td></tr><tr><td></td><td></td><td></td><td></td><td>1</td><td>2</td><td>3</td></tr><tr><td>4</td><td>5</td><td>6</td><td>7</td><td>8</td><td>9</td><td>10</td></tr><tr><td>11</td><td class="Active Link"><a href="/archives/2009/05/11.html">11</a></td><td>13</td><td>14</td><td>15</td><td>16</td><td>17</td></tr></table></div></div>
<div class="serendipitySideBarItem container_serendipity_quicksearch_plugin"><h3 class="serendipitySideBarTitle">Rechercher</h3><div class="serendipitySideBarContent"><form id="searchform" action="/index.php" method="get"><div><input type="hidden" name="serendipity[action]" value="search" /><input type="text" id="serendipityQuickSearchTermField" name="serendipity[searchTerm]" value="" size="13" /></div></form></div></div>
<div class="serendipitySideBarItem container_serendipity_archives_plugin"><h3 class="serendipitySideBarTitle">Archives</h3><div class="serendipitySideBarContent"><ul class="plainList"><li><a href="/archives/2009/05.html">Mai 2009</a></li><li><a href="/archives/2009/04.html">Avril 2009</a></li><li><a href="/archives/2009/03.html">Mars 2009</a></li><li><a href="/archives/2009/02.html">Février 2009</a></li></ul></div></div>
<div class="serendipitySideBarItem container_serendipity_categories_plugin"><h3 class="serendipitySideBarTitle">Catégories</h3><div class="serendipitySideBarContent"><ul class="plainList"><li><a href="/categories/2-Pyrenees">Pyrénées</a></li><li><a href="/categories/3-Refuges">Refuges</a></li><li><a href="/categories/4-Materiel">Matériel</a></li></ul></div></div>
<div class="serendipitySideBarItem container_serendipity_syndication_plugin"><h3 class="serendipitySideBarTitle">Syndiquer ce blog</h3><div class="serendipitySideBarContent"><ul class="plainList"><li><a href="/feeds/index.rss2">RSS 2.0 feed</a></li><li><a href="/feeds/index.atom">ATOM/XML feed</a></li></ul></div></div>
<div class="serendipitySideBarItem container_serendipity_superuser_plugin"><h3 class="serendipitySideBarTitle">Administration du blog</h3><div class="serendipitySideBarContent"><a href="/serendipity_admin.php" rel="nofollow" title="Ouvrir une session">Ouvrir une session</a></div></div>
<div class="serendipitySideBarItem container_serendipity_plug_plugin"><h3 class="serendipitySideBarTitle">Propulsé par</h3><div class="serendipitySideBarContent"><div class="serendipityPlug"><a title="Propulsé par Serendipity" href="http://www.s9y.org/"><img src="http://www.sylvie-en-montagne.fr/templates/default/img/s9y_banner_small.png" alt="Serendipity PHP Weblog" style="border:0px" /></a></div></div></div>"""
    body = f"""<div id="mainpane">
<div id="serendipity_banner"><h1><a class="homelink1" href="http://www.sylvie-en-montagne.fr/">Sylvie en montagne</a></h1><h2><a class="homelink2" href="http://www.sylvie-en-montagne.fr/">Randonnées et refuges des Pyrénées béarnaises</a></h2></div>
<div id="columns"><div id="content" valign="top">
<div class="serendipity_Entry_Date"><h3 class="serendipity_date">lundi, 11. mai 2009</h3>
<h4 class="serendipity_title"><a href="/archives/214-Boucle-des-lacs-de-Larrieu.html">Boucle des lacs de Larrieu en deux jours</a></h4>
<div class="serendipity_entry serendipity_entry_author_Sylvie"><div class="serendipity_entry_body">
<p>Premier bivouac de la saison ce week-end avec Gilles : la boucle des lacs de Larrieu au départ du parking de la Mouline, avec une nuit au refuge.</p>
<p><!-- s9ymdb:88 --><img class="serendipity_image_center" width="450" height="300" src="http://www.sylvie-en-montagne.fr/uploads/2009/lac-larrieu.serendipityThumb.jpg" alt="Le lac de Larrieu au petit matin" /></p>
<p>La montée se fait d'abord en forêt, puis par un sentier en lacets jusqu'au premier lac (2h30). Le refuge est gardé à partir du 15 juin, hors saison la partie hiver reste ouverte avec douze couchettes.</p>
<p>Le lendemain, retour par le col de Larrieu (2 214 m) et la crête. Quelques névés encore au-dessus de 2 000 m, rien de méchant avec de bonnes chaussures.</p>
</div>
<div class="serendipity_entryFooter">Écrit par <a href="/authors/1-Sylvie">Sylvie</a> dans <a href="/categories/2-Pyrenees">Pyrénées</a> à 22:14 | <a href="/archives/214-Boucle-des-lacs-de-Larrieu.html#comments">Commentaires (8)</a> | <a href="/archives/214-Boucle-des-lacs-de-Larrieu.html#trackbacks">Rétroliens (0)</a></div>
</div>
<!--
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:trackback="http://madskills.com/public/xml/rss/module/trackback/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<rdf:Description rdf:about="http://www.sylvie-en-montagne.fr/feeds/ei_214.rdf" trackback:ping="http://www.sylvie-en-montagne.fr/comment.php?type=trackback&amp;entry_id=214" dc:title="Boucle des lacs de Larrieu en deux jours" dc:identifier="http://www.sylvie-en-montagne.fr/archives/214-Boucle-des-lacs-de-Larrieu.html" />
</rdf:RDF>
-->
{thread_html}
</div>
<div class="serendipity_pageFooter" style="text-align:center"><a href="/archives/213-Materiel-de-bivouac.html">« Matériel de bivouac : ma liste</a> | <a href="/archives/215-Pic-du-Midi-d-Ossau.html">Le tour de l'Ossau »</a></div>
</div>
<div id="serendipityRightSideBar">{side}</div></div></div>"""
    html = xhtml("Boucle des lacs de Larrieu en deux jours - Sylvie en montagne", "fr", head, body)
    return make(
        "en-fr-sylvie-larrieu",
        "discussion",
        "fr",
        html,
        cs,
        path="/archives/214-Boucle-des-lacs-de-Larrieu.html",
        container="div.serendipity_comments.serendipity_section_comments (after an empty 'Rétroliens' section): a flat run of a#cN + div.serendipity_comment[style=padding-left: 0/20/40px] (div.serendipity_commentBody text with <br /><br />, then div.serendipity_comment_source '#1.1 NAME a écrit le DD/MM/YYYY HH:MM (Répondre)'); depth only by the inline padding; the author's entries serendipity_comment_author_self",
        heading="Commentaires",
        description="A French mountain-walking blog of May 2009 on Serendipity 1.4 (banner, calendar, quick search, archives, categories, 'Propulsé par', an RDF trackback block, an empty trackbacks section, the s9y comment form): 8 comments 'Par thèmes', threads two deep shown only by padding-left, the name after the text, the author answering three times; one quotes a line of the post with '>'.",
    )


# --------------------------------------------------------------------------- en: Posterous, 2011 ("responses")


def en_posterous() -> Case:
    cs = talk("""
Dan Whitcombe | http://danwhitcombe.posterous.com @ Feb 22, 2011 :: The sourdough starter thing is so true. Mine died twice before I figured out the flat was just too cold in winter. Now it lives on top of the fridge. // Cheers, Dan
Priya N. @ Feb 22, 2011 :: » You don't need a fancy proofing basket, a colander and a tea towel do the same job. // Thank you for this! I nearly spent forty quid on a banneton last week.
Rachel Moss | http://rachelbakes.posterous.com * @ Feb 22, 2011 :: Ha, glad I saved you the money Priya. Get a rice flour dusting on the towel though, regular flour sticks like glue.
Tom K @ Feb 23, 2011 :: What hydration are you using for the loaf in the photo? Mine always spread out like a pancake.
Rachel Moss | http://rachelbakes.posterous.com * @ Feb 23, 2011 :: About 70% Tom. If it's spreading, try a bit less water and a longer cold proof in the fridge overnight, it firms right up.
Hannah from Leith | http://leithkitchen.posterous.com @ Feb 24, 2011 :: Made this on Sunday and it actually rose! First time in six attempts. The family demolished it in about ten minutes.
""")
    rows = []
    for i, c in enumerate(cs):
        who = f'<a href="{esc(c.url)}">{esc(c.who)}</a>' if c.url else esc(c.who)
        badge = ' <span class="owner">author</span>' if c.author else ""
        rows.append(
            f'<div class="response{" response_owner" if c.author else ""}" id="response_{5520811 + i * 7}">'
            f'<div class="response_avatar"><img src="http://files.posterous.com/user_profile_pics/{1188200 + i}/thumb.jpg" width="35" height="35" alt="" /></div>'
            f'<div class="response_main"><div class="response_meta"><span class="response_name">{who}</span>{badge} <span class="response_date">{esc(c.at)}</span></div>'
            f'<div class="response_body">{own(c, quote="<blockquote><p>{}</p></blockquote>")}</div></div></div>'
        )
    css = """body{margin:0;background:#f6f3ee;font:15px/1.5 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#333}
#posterous_bar{height:34px;background:#222;color:#ccc;font-size:12px;line-height:34px;padding:0 12px}#posterous_bar a{color:#fff;text-decoration:none;margin-right:10px}
#wrap{width:760px;margin:30px auto}#header{text-align:center;margin-bottom:24px}#header h1{font:normal 40px Georgia,serif;margin:0}#header h1 a{color:#b4492d;text-decoration:none}#header p{color:#888;margin:4px 0}
.post{background:#fff;padding:30px 40px;border:1px solid #e4ddd2}.post h2{font:normal 28px Georgia,serif;margin:0 0 6px}.post .meta{color:#999;font-size:12px;text-transform:uppercase;letter-spacing:1px}
.post .bodytext{margin-top:18px}.post .bodytext img{max-width:100%}.post_tags{font-size:12px;color:#999;margin-top:16px}
.post_actions{margin-top:16px;font-size:12px}.post_actions a{color:#b4492d;margin-right:12px}.likers{margin-top:14px;font-size:12px;color:#888}.likers img{vertical-align:middle;margin-right:2px}
.responses{margin-top:24px;background:#fff;border:1px solid #e4ddd2;padding:20px 40px}.responses h3{font:normal 20px Georgia,serif;margin:0 0 10px;color:#555}
.response{display:flex;gap:12px;padding:12px 0;border-top:1px solid #f0ebe3}.response_owner{background:#fcf6ef}.response_name{font-weight:bold}.response_date{color:#aaa;font-size:12px}
.owner{background:#b4492d;color:#fff;font-size:10px;text-transform:uppercase;padding:1px 4px;border-radius:2px}.response_body blockquote{margin:6px 0;padding-left:10px;border-left:3px solid #e4ddd2;color:#888}
.response_body p{margin:4px 0}.respond_form textarea{width:100%;height:80px}#sidebar_bits{margin-top:24px;display:flex;gap:20px;font-size:13px}#sidebar_bits div{flex:1;background:#fff;border:1px solid #e4ddd2;padding:12px}
#footer{text-align:center;font-size:11px;color:#aaa;margin:30px 0}"""
    head = f"""<meta name="generator" content="Posterous" />
<link rel="alternate" type="application/rss+xml" title="RSS" href="http://rachelbakes.posterous.com/rss.xml" />
<link rel="canonical" href="http://rachelbakes.posterous.com/sourdough-for-the-terrified" />
<link rel="image_src" href="http://getfile3.posterous.com/getfile/files.posterous.com/temp-2011-02-21/loaf.jpg.scaled500.jpg" />
<meta property="og:title" content="Sourdough for the terrified" /><meta property="og:site_name" content="Rachel bakes" />
<style type="text/css">{css}</style>
<script src="http://posterous.com/javascripts/posterous_bar.js" type="text/javascript"></script>"""
    likers = "".join(
        f'<a href="http://{n}.posterous.com"><img src="http://files.posterous.com/user_profile_pics/{900 + j}/thumb.jpg" width="20" height="20" alt="{n}" title="{n}" /></a>'
        for j, n in enumerate(("mollyh", "ianbakes", "lucyw", "ferment"))
    )
    body = f"""<div id="posterous_bar"><a href="http://posterous.com">posterous</a><a href="http://posterous.com/explore">Explore</a><a href="http://posterous.com/main/subscribe?site=rachelbakes">Subscribe</a><a href="http://posterous.com/login">Sign in</a></div>
<div id="wrap"><div id="header"><h1><a href="http://rachelbakes.posterous.com">Rachel bakes</a></h1><p>bread, mostly. Edinburgh.</p></div>
<div class="post"><h2><a href="http://rachelbakes.posterous.com/sourdough-for-the-terrified">Sourdough for the terrified</a></h2>
<div class="meta">February 21, 2011</div>
<div class="bodytext"><p>Lots of you have asked for a no-nonsense sourdough post, so here it is. No thermometers, no scales accurate to the gram, just what works in a small Edinburgh kitchen.</p>
<p><a href="http://getfile3.posterous.com/getfile/files.posterous.com/temp-2011-02-21/loaf.jpg"><img alt="Loaf" height="333" src="http://getfile3.posterous.com/getfile/files.posterous.com/temp-2011-02-21/loaf.jpg.scaled500.jpg" width="500" /></a></p>
<p>Feed your starter the night before. In the morning mix 500g strong white flour with 350g water and 150g of bubbly starter, leave it an hour, then add 10g salt. Fold it every half hour for the first two hours.</p>
<p>You don't need a fancy proofing basket, a colander and a tea towel do the same job. Shape, dust, into the colander and into the fridge overnight. Bake at full whack in a lidded pot, 30 minutes lid on, 15 off.</p>
<p style="font-size:11px;color:#999">Posted via email from <a href="http://rachelbakes.posterous.com">Rachel bakes</a></p></div>
<div class="post_tags">Filed under <a href="http://rachelbakes.posterous.com/tag/sourdough">sourdough</a> // <a href="http://rachelbakes.posterous.com/tag/bread">bread</a></div>
<div class="post_actions"><a href="http://posterous.com/like/rachelbakes/sourdough">Like</a><a href="http://posterous.com/share?linkto=http://rachelbakes.posterous.com/sourdough-for-the-terrified">Share</a><a href="http://twitter.com/home?status=Sourdough+for+the+terrified">Tweet</a></div>
<div class="likers">4 likes {likers}</div></div>
<div class="responses" id="responses"><h3>{len(cs)} responses</h3>
{"".join(rows)}
<div class="respond_form"><h4>Leave a response</h4><form action="http://rachelbakes.posterous.com/responses/create" method="post"><p><input type="text" name="response[name]" value="Your name" /> <input type="text" name="response[email]" value="Email (never shown)" /></p><textarea name="response[body]"></textarea><p><input type="submit" value="Post response" /></p></form></div></div>
<div id="sidebar_bits"><div><b>About</b><br />Rachel Moss. Baker, not a chef. Posts whenever something comes out of the oven looking decent.</div><div><b>Also on Posterous</b><br /><a href="http://leithkitchen.posterous.com">Leith Kitchen</a><br /><a href="http://danwhitcombe.posterous.com">Dan Whitcombe</a><br /><a href="http://ianbakes.posterous.com">Ian bakes too</a></div><div><b>Archive</b><br /><a href="/archive/2011/02">February 2011 (5)</a><br /><a href="/archive/2011/01">January 2011 (7)</a><br /><a href="/archive/2010/12">December 2010 (3)</a></div></div>
<div id="footer">Theme: Tumble. Powered by <a href="http://posterous.com">Posterous</a>. Designed by Posterous.</div></div>"""
    html = xhtml("Sourdough for the terrified - Rachel bakes", "en", head, body)
    return make(
        "en-en-rachelbakes-sourdough",
        "discussion",
        "en",
        html,
        cs,
        path="/sourdough-for-the-terrified",
        container="div.responses#responses under '6 responses': flat div.response (div.response_avatar img, span.response_name NAME, span.owner 'author' on the blogger's own, span.response_date 'Feb 22, 2011', div.response_body > p, a blockquote of the post's words in one); never says 'comment'",
        heading="6 responses",
        description="A Posterous space of February 2011 (the Posterous bar, 'Posted via email', likes with four avatars, tags, 'Also on Posterous', archive): 6 responses in a flat list, two by the blog's author marked 'author', one opening with a quoted line of the post, one signed 'Cheers, Dan'; never says 'comment' in its markup.",
    )


def blogs_en() -> list[Case]:
    return [en_blogger(), de_thesis(), fr_serendipity(), en_posterous()]
