"""Blind set EQ: four blogs of 2010-2012 with one or two readers' comments, each in its engine's markup as the blog
served it: an English town blog on WordPress 3.1 with a Twenty Ten-like theme (a reader and the author's answer nested
in ``ul.children``), a German allotment blog on Blogger's Minima of 2010 (``dl#comments-block``, "2 Kommentare:"), a
Dutch cycling blog's own PHP template with a definition list under "Reacties" (never says "comment") and a Polish
travel blog on WordPress with a static copy of the IntenseDebate widget (a reply nested in ``div.idc-thread``).
Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eq_common import Case, Entry, esc, make, paras, xhtml

# --------------------------------------------------------------------------- en: WordPress 3.1, Twenty Ten-like


def en_bridge() -> Case:
    title = "The old swing bridge reopens after eight months"
    cs = [
        Entry(
            "Jo Atherley",
            "March 14, 2011 at 9:12 pm",
            "Walked across it this evening with the dog. They've kept the old winding gear on show behind glass, "
            "which is a lovely touch.\n\nDoes anyone know if the bridge will still swing for the tall ships in July?",
        ),
        Entry(
            "Martin Creel",
            "March 15, 2011 at 8:03 am",
            "Jo, the harbour office told me it will open for the festival on the 16th, but only early in the "
            "morning before the crowds arrive. I'll put the times up here once they're confirmed.",
            0,
        ),
    ]
    css = """html,body{margin:0;padding:0}body{background:#f1f1f1;font-family:Georgia,"Bitstream Charter",serif;color:#666;font-size:16px;line-height:24px}
#wrapper{background:#fff;margin-top:20px;padding:0 20px;width:940px;margin:20px auto 0}
#header{padding:30px 0 0}#site-title{float:left;font-size:30px;line-height:36px;margin:0 0 18px 0;width:700px}#site-title a{color:#000;font-weight:bold;text-decoration:none}
#site-description{clear:right;float:right;font-style:italic;margin:15px 0 18px 0;width:220px}
#branding img{border-top:4px solid #000;border-bottom:1px solid #000;display:block;clear:both}
#access{background:#000;display:block;float:left;margin:0 auto;width:940px}#access a{color:#aaa;display:block;line-height:38px;padding:0 10px;text-decoration:none}
#access ul{list-style:none;margin:0;padding-left:0}#access li{float:left}
#main{clear:both;overflow:hidden;padding:40px 0 0 0}#container{float:left;margin:0 -240px 0 0;width:100%}#content{margin:0 280px 0 20px}
#primary{float:right;overflow:hidden;width:220px}.widget-title{color:#222;font-weight:bold}.widget-area ul{list-style:none;margin-left:0}
.entry-title{color:#000;font-size:21px;font-weight:bold;line-height:1.3em}.entry-meta{color:#888;font-size:12px}
#comments{clear:both}#comments-title{color:#000;font-size:20px}.commentlist{list-style:none;margin:0}.commentlist li.comment{border-bottom:1px solid #e7e7e7;line-height:24px;margin:0 0 24px 0;padding:0 0 0 56px;position:relative}
.commentlist .avatar{position:absolute;top:4px;left:0}.comment-author cite{color:#000;font-style:normal;font-weight:bold}.comment-author .says{font-style:italic}
.comment-meta{font-size:12px;margin:0 0 18px 0}.comment-meta a:link,.comment-meta a:visited{color:#888;text-decoration:none}.reply{font-size:12px;padding:0 0 24px 0}
.commentlist .children{list-style:none;margin:0}.commentlist .children li{border:none;margin:0}.commentlist li.bypostauthor{background:#f7f7f7}
#respond{border-top:1px solid #e7e7e7;margin:24px 0;overflow:hidden;position:relative}#respond label{color:#888;font-size:12px}
#footer{clear:both;width:100%}#colophon{border-top:4px solid #000;margin-top:-4px;overflow:hidden;padding:18px 0}#site-info{font-weight:bold}"""

    def li(i: int, cls: str, nested: str = "") -> str:
        c = cs[i]
        cid = 41 + i
        who = (
            f"<a href='http://joatherley.wordpress.com' rel='external nofollow' class='url'>{esc(c.who)}</a>"
            if i == 0
            else esc(c.who)
        )
        return (
            f'<li class="{cls}" id="li-comment-{cid}">\n<div id="comment-{cid}">\n'
            f"<div class=\"comment-author vcard\">\n<img alt='' src='/_avatar/gravatar-{cid}.svg' class='avatar avatar-40 photo' height='40' width='40' />"
            f'<cite class="fn">{who}</cite> <span class="says">says:</span></div><!-- .comment-author .vcard -->\n'
            f'<div class="comment-meta commentmetadata"><a href="http://harboursidenotes.co.uk/2011/03/14/swing-bridge-reopens/#comment-{cid}">\n'
            f"{esc(c.at)}</a></div><!-- .comment-meta .commentmetadata -->\n"
            f'<div class="comment-body">{paras(c.text)}</div>\n'
            f"<div class=\"reply\">\n<a class='comment-reply-link' href='/2011/03/14/swing-bridge-reopens/?replytocom={cid}#respond' "
            f'onclick=\'return addComment.moveForm("comment-{cid}", "{cid}", "respond", "512")\'>Reply</a></div><!-- .reply -->\n'
            f"</div><!-- #comment-##  -->\n{nested}</li>\n"
        )

    thread = li(
        0,
        "comment even thread-even depth-1",
        "<ul class='children'>\n"
        + li(1, "comment byuser comment-author-mcreel bypostauthor odd alt depth-2")
        + "</ul>\n",
    )
    side = """<div id="primary" class="widget-area" role="complementary"><ul class="xoxo">
<li id="search-2" class="widget-container widget_search"><form role="search" method="get" id="searchform" action="/"><div><label class="screen-reader-text" for="s">Search for:</label><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Search" /></div></form></li>
<li id="recent-posts-2" class="widget-container widget_recent_entries"><h3 class="widget-title">Recent Posts</h3><ul>
<li><a href="/2011/03/14/swing-bridge-reopens/">The old swing bridge reopens after eight months</a></li>
<li><a href="/2011/03/06/ferry-timetable/">Summer ferry timetable is out</a></li>
<li><a href="/2011/02/27/chandlery-closing/">Pengelly's chandlery to close after 62 years</a></li>
<li><a href="/2011/02/19/mudflats-walk/">A winter walk on the mudflats</a></li>
<li><a href="/2011/02/08/harbour-dues/">Harbour dues: what the new charges mean</a></li></ul></li>
<li id="archives-2" class="widget-container widget_archive"><h3 class="widget-title">Archives</h3><ul>
<li><a href='/2011/03/'>March 2011</a></li><li><a href='/2011/02/'>February 2011</a></li><li><a href='/2011/01/'>January 2011</a></li><li><a href='/2010/12/'>December 2010</a></li></ul></li>
<li id="categories-2" class="widget-container widget_categories"><h3 class="widget-title">Categories</h3><ul>
<li class="cat-item cat-item-3"><a href="/category/boats/" title="View all posts filed under Boats">Boats</a></li>
<li class="cat-item cat-item-4"><a href="/category/harbour/" title="View all posts filed under Harbour">Harbour</a></li>
<li class="cat-item cat-item-5"><a href="/category/walks/" title="View all posts filed under Walks">Walks</a></li></ul></li>
<li id="linkcat-2" class="widget-container widget_links"><h3 class="widget-title">Blogroll</h3><ul class='xoxo blogroll'>
<li><a href="http://quaysidecamera.blogspot.com/">Quayside Camera</a></li><li><a href="http://tidetables.example.org/">Tide tables</a></li><li><a href="http://rowingclub.example.org/">Gig rowing club</a></li></ul></li>
<li id="meta-2" class="widget-container widget_meta"><h3 class="widget-title">Meta</h3><ul><li><a href="/wp-login.php">Log in</a></li><li><a href="/feed/" title="Syndicate this site using RSS 2.0">Entries <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="http://wordpress.org/" title="Powered by WordPress, state-of-the-art semantic personal publishing platform.">WordPress.org</a></li></ul></li>
</ul></div><!-- #primary .widget-area -->"""
    body = f"""<div id="wrapper" class="hfeed">
<div id="header"><div id="masthead"><div id="branding" role="banner">
<div id="site-title"><span><a href="http://harboursidenotes.co.uk/" title="Harbourside Notes" rel="home">Harbourside Notes</a></span></div>
<div id="site-description">News and odd bits from around Porthgarrow harbour</div>
<img src="/_avatar/header-harbour.svg" width="940" height="198" alt="" />
</div><!-- #branding -->
<div id="access" role="navigation"><div class="skip-link screen-reader-text"><a href="#content" title="Skip to content">Skip to content</a></div>
<div class="menu"><ul><li class="current_page_item"><a href="/" title="Home">Home</a></li><li class="page_item page-item-2"><a href="/about/" title="About">About</a></li><li class="page_item page-item-9"><a href="/tide-times/" title="Tide times">Tide times</a></li></ul></div>
</div><!-- #access --></div><!-- #masthead --></div><!-- #header -->
<div id="main">
<div id="container"><div id="content" role="main">
<div id="nav-above" class="navigation"><div class="nav-previous"><a href="/2011/03/06/ferry-timetable/" rel="prev"><span class="meta-nav">&larr;</span> Summer ferry timetable is out</a></div><div class="nav-next"></div></div><!-- #nav-above -->
<div id="post-512" class="post-512 post type-post status-publish format-standard hentry category-harbour tag-swing-bridge">
<h1 class="entry-title">{esc(title)}</h1>
<div class="entry-meta"><span class="meta-prep meta-prep-author">Posted on</span> <a href="/2011/03/14/swing-bridge-reopens/" title="6:40 pm" rel="bookmark"><span class="entry-date">March 14, 2011</span></a> <span class="meta-sep">by</span> <span class="author vcard"><a class="url fn n" href="/author/mcreel/" title="View all posts by Martin Creel">Martin Creel</a></span></div><!-- .entry-meta -->
<div class="entry-content">
<p>After eight months behind fences, the swing bridge across the inner harbour opened to people on foot and bicycles again on Monday afternoon. The first to cross were pupils from Quay Street primary, who had painted the hoardings in the autumn.</p>
<p>The county council spent £1.2 million replacing the bridge deck and the rusted pivot. The Victorian winding gear has been kept and now sits in a glass case on the east side, where you can see the teeth of the big gear wheel.</p>
<p>Cars will not be allowed back: the bridge is now for walkers and cyclists only, with a gap for the harbour master's van. The fishermen I spoke to are relieved that the new deck is a little higher, so the smaller boats can pass at most states of the tide without it being swung.</p>
<p>There is still no word on whether the old toll house will reopen as a café. The council says it is "talking to interested parties".</p>
</div><!-- .entry-content -->
<div class="entry-utility">This entry was posted in <a href="/category/harbour/" title="View all posts in Harbour" rel="category tag">Harbour</a> and tagged <a href="/tag/swing-bridge/" rel="tag">swing bridge</a>. Bookmark the <a href="/2011/03/14/swing-bridge-reopens/" title="Permalink to {esc(title)}" rel="bookmark">permalink</a>.</div><!-- .entry-utility -->
</div><!-- #post-## -->
<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/2011/03/06/ferry-timetable/" rel="prev"><span class="meta-nav">&larr;</span> Summer ferry timetable is out</a></div><div class="nav-next"></div></div><!-- #nav-below -->
<div id="comments">
<h3 id="comments-title">2 Responses to <em>{esc(title)}</em></h3>
<ol class="commentlist">
{thread}</ol>
<div id="respond">
<h3 id="reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="/2011/03/14/swing-bridge-reopens/#respond" style="display:none;">Cancel reply</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform">
<p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>
<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" value="" size="30" aria-required='true' /></p>
<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" value="" size="30" aria-required='true' /></p>
<p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" value="" size="30" /></p>
<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8" aria-required="true"></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /><input type='hidden' name='comment_post_ID' value='512' id='comment_post_ID' /><input type='hidden' name='comment_parent' id='comment_parent' value='0' /></p>
</form></div><!-- #respond -->
</div><!-- #comments -->
</div><!-- #content --></div><!-- #container -->
{side}
</div><!-- #main -->
<div id="footer" role="contentinfo"><div id="colophon"><div id="site-info"><a href="http://harboursidenotes.co.uk/" title="Harbourside Notes" rel="home">Harbourside Notes</a></div>
<div id="site-generator"><a href="http://wordpress.org/" title="Semantic Personal Publishing Platform" rel="generator">Proudly powered by WordPress.</a></div></div></div>
</div><!-- #wrapper -->"""
    return make(
        "eq-en-porthgarrow-bridge",
        "small_thread",
        "en",
        xhtml(
            title,
            "Harbourside Notes",
            "en-US",
            css,
            body,
            published="2011-03-14T18:40:00+00:00",
            author="Martin Creel",
            head='<meta name="generator" content="WordPress 3.1" />\n',
        ),
        cs,
        path="/2011/03/14/swing-bridge-reopens/",
        container="div#comments > h3#comments-title '2 Responses to …' > ol.commentlist > li.comment.depth-1 (div.comment-author.vcard: avatar, cite.fn > a, 'says:'; div.comment-meta > a DATE; div.comment-body > p; div.reply) > ul.children > li.bypostauthor.depth-2",
        heading="2 Responses to The old swing bridge reopens after eight months",
        description="An English town blog of March 2011 on WordPress 3.1 with a Twenty Ten-like theme (header image, menu, recent posts, archives, categories, blogroll, meta): one reader's comment and the blog author's answer nested in ul.children (bypostauthor), then the 'Leave a Reply' form.",
    )


# --------------------------------------------------------------------------- de: Blogger, Minima, 2010


def de_tomaten() -> Case:
    title = "Die ersten Tomaten sind draußen"
    cs = [
        Entry(
            "Heike aus Lübbenau",
            "16. Mai 2010 19:04",
            "Mutig! Bei uns hat es letzte Nacht noch einmal gefroren, ich warte mit meinen bis nach den "
            "Eisheiligen. Welche Sorte ist denn die gelbe auf dem zweiten Foto?",
        ),
        Entry(
            "Bernd K.",
            "17. Mai 2010 08:31",
            "Schöne Beete! Ich lege unter die Tomaten immer eine Handvoll Brennnesseln ins Pflanzloch, seitdem "
            "habe ich keine Probleme mehr mit gelben Blättern. Gruß aus der Nachbarkolonie",
        ),
    ]
    css = """body{background:#fff;margin:0;color:#333;font:x-small Georgia Serif;font-size:small;font-size:/* */small;text-align:center}
a:link{color:#58a;text-decoration:none}a:visited{color:#969;text-decoration:none}a:hover{color:#c60;text-decoration:underline}
a img{border-width:0}#header-wrapper{width:660px;margin:0 auto 10px;border:1px solid #ccc}#header{margin:5px;border:1px solid #ccc;text-align:center;color:#666}
#header h1{margin:5px 5px 0;padding:15px 20px .25em;line-height:1.2em;text-transform:uppercase;letter-spacing:.2em;font:normal normal 200% Georgia,Serif}
#header .description{margin:0 5px 5px;padding:0 20px 15px;max-width:700px;text-transform:uppercase;letter-spacing:.2em;line-height:1.4em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;color:#999}
#outer-wrapper{width:660px;margin:0 auto;padding:10px;text-align:left;font:normal normal 100% Georgia,Serif}
#main-wrapper{width:410px;float:left;word-wrap:break-word;overflow:hidden}#sidebar-wrapper{width:220px;float:right;word-wrap:break-word;overflow:hidden}
h2{margin:1.5em 0 .75em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;line-height:1.4em;text-transform:uppercase;letter-spacing:.2em;color:#999}
h2.date-header{margin:1.5em 0 .5em}.post{margin:.5em 0 1.5em;border-bottom:1px dotted #ccc;padding-bottom:1.5em}
.post h3{margin:.25em 0 0;padding:0 0 4px;font-size:140%;font-weight:normal;line-height:1.4em;color:#c60}
.post-footer{margin:.75em 0;color:#999;text-transform:uppercase;letter-spacing:.1em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;line-height:1.4em}
#comments h4{margin:1em 0;font-weight:bold;line-height:1.4em;text-transform:uppercase;letter-spacing:.2em;color:#999}
#comments-block{margin:1em 0 1.5em;line-height:1.6em}#comments-block .comment-author{margin:.5em 0}#comments-block .comment-body{margin:.25em 0 0}
#comments-block .comment-footer{margin:-.25em 0 2em;line-height:1.4em;text-transform:uppercase;letter-spacing:.1em}#comments-block .comment-body p{margin:0 0 .75em}
.deleted-comment{font-style:italic;color:gray}.sidebar{color:#666;line-height:1.5em}.sidebar ul{list-style:none;margin:0;padding:0}.sidebar li{margin:0;padding:0 0 .25em 15px;text-indent:-15px;line-height:1.5em}
.main .widget{border-bottom:1px dotted #ccc;margin:0 0 1.5em;padding:0 0 1.5em}.profile-img{float:left;margin:0 5px 5px 0}.profile-data{margin:0;text-transform:uppercase;letter-spacing:.1em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;color:#999;font-weight:bold;line-height:1.6em}
#footer{width:660px;clear:both;margin:0 auto;padding-top:15px;line-height:1.6em;text-transform:uppercase;letter-spacing:.1em;text-align:center}
#navbar-iframe{height:30px;display:block;background:#eee}
.item-control{display:none}"""

    def entry(i: int) -> str:
        c = cs[i]
        cid = ("4417308852190337415", "6125509938801124677")[i]
        prof = ("09812277364501837745", "17733520911048205562")[i]
        return (
            f"<dt class='comment-author ' id='c{cid}'>\n<a name='c{cid}'></a>\n"
            f"<a href='http://www.blogger.com/profile/{prof}' rel='nofollow'>{esc(c.who)}</a>\nhat gesagt&#8230;\n</dt>\n"
            f"<dd class='comment-body' id='Blog1_cmt-{cid}'>\n<p>\n{esc(c.text)}\n</p>\n</dd>\n"
            f"<dd class='comment-footer'>\n<span class='comment-timestamp'>\n"
            f"<a href='http://sonnenwinkel-parzelle.blogspot.com/2010/05/die-ersten-tomaten-sind-drauen.html?showComment=127{4018640 + i * 49620}000#c{cid}' title='comment permalink'>\n"
            f"{esc(c.at)}\n</a>\n<span class='item-control blog-admin pid-1740339913'>\n"
            f"<a class='comment-delete' href='http://www.blogger.com/delete-comment.g?blogID=7302281157790433191&amp;postID={cid}' title='Kommentar löschen'>\n"
            "<img src='/_avatar/icon_delete13.svg'/>\n</a>\n</span>\n</span>\n</dd>\n"
        )

    body = f"""<div class='navbar section' id='navbar'><div class='widget Navbar' id='Navbar1'><div id="navbar-iframe-container"><div id="navbar-iframe">&#160;</div></div></div></div>
<div id='outer-wrapper'><div id='wrap2'>
<div id='header-wrapper'><div class='header section' id='header'><div class='widget Header' id='Header1'>
<div id='header-inner'><div class='titlewrapper'><h1 class='title'><a href='http://sonnenwinkel-parzelle.blogspot.com/'>Parzelle 27 im Sonnenwinkel</a></h1></div>
<div class='descriptionwrapper'><p class='description'><span>Gärtnern im Kleingartenverein Sonnenwinkel e.V. – Gemüse, Beeren und was sonst so wächst</span></p></div></div>
</div></div></div>
<div id='content-wrapper'>
<div id='main-wrapper'><div class='main section' id='main'><div class='widget Blog' id='Blog1'>
<div class='blog-posts hfeed'>
<h2 class='date-header'><span>Sonntag, 16. Mai 2010</span></h2>
<div class='post-outer'><div class='post hentry'>
<a name='2259914871104455001'></a>
<h3 class='post-title entry-title'>{esc(title)}</h3>
<div class='post-header'><div class='post-header-line-1'></div></div>
<div class='post-body entry-content'>
Heute war es endlich soweit: die zwölf Tomatenpflanzen, die seit März auf der Fensterbank stehen, sind ins Beet umgezogen. Sechs Sorten diesmal, darunter zum ersten Mal die gelbe Birnenförmige und eine alte Fleischtomate, deren Samen ich im Herbst von Frau Schulze aus Parzelle 12 bekommen habe.<br /><br />
<a href="/_avatar/tomaten-beet.svg"><img style="display:block; margin:0px auto 10px; text-align:center;cursor:pointer; cursor:hand;width: 320px; height: 240px;" src="/_avatar/tomaten-beet.svg" border="0" alt="" /></a><br />
Gegen Spätfrost habe ich Vlies bereitliegen, und das Regendach aus dem letzten Jahr steht auch wieder. Die Braunfäule hat uns 2009 fast die ganze Ernte gekostet, deshalb gieße ich diesmal nur noch von unten und habe die unteren Blätter schon entfernt.<br /><br />
Nächste Woche kommen die Gurken und der Kürbis dran, wenn das Wetter mitspielt.
<div style='clear: both;'></div>
</div>
<div class='post-footer'><div class='post-footer-line post-footer-line-1'>
<span class='post-author vcard'>Eingestellt von <span class='fn'>Gisela</span></span>
<span class='post-timestamp'>um <a class='timestamp-link' href='http://sonnenwinkel-parzelle.blogspot.com/2010/05/die-ersten-tomaten-sind-drauen.html' rel='bookmark' title='permanent link'><abbr class='published' title='2010-05-16T17:22:00+02:00'>17:22</abbr></a></span>
<span class='post-comment-link'></span>
<span class='post-icons'><span class='item-control blog-admin pid-1740339913'><a href='http://www.blogger.com/post-edit.g?blogID=7302281157790433191&amp;postID=2259914871104455001' title='Post bearbeiten'><img alt='' class='icon-action' height='18' src='/_avatar/icon18_edit_allbkg.svg' width='18'/></a></span></span>
</div>
<div class='post-footer-line post-footer-line-2'><span class='post-labels'>Labels: <a href='http://sonnenwinkel-parzelle.blogspot.com/search/label/Tomaten' rel='tag'>Tomaten</a>, <a href='http://sonnenwinkel-parzelle.blogspot.com/search/label/Beete' rel='tag'>Beete</a></span></div>
</div>
</div>
<div class='comments' id='comments'>
<a name='comments'></a>
<h4>2 Kommentare:</h4>
<div id='Blog1_comments-block-wrapper'>
<dl class='avatar-comment-indent' id='comments-block'>
{entry(0)}{entry(1)}</dl>
</div>
<p class='comment-footer'>
<a href='https://www.blogger.com/comment.g?blogID=7302281157790433191&amp;postID=2259914871104455001' onclick=''>Kommentar veröffentlichen</a>
</p>
<div id='backlinks-container'><div id='Blog1_backlinks-container'></div></div>
</div>
</div></div>
<div class='blog-pager' id='blog-pager'>
<span id='blog-pager-newer-link'><a class='blog-pager-newer-link' href='http://sonnenwinkel-parzelle.blogspot.com/2010/05/gurken-und-kurbis.html' id='Blog1_blog-pager-newer-link' title='Neuerer Post'>Neuerer Post</a></span>
<span id='blog-pager-older-link'><a class='blog-pager-older-link' href='http://sonnenwinkel-parzelle.blogspot.com/2010/05/rhabarber.html' id='Blog1_blog-pager-older-link' title='Älterer Post'>Älterer Post</a></span>
<a class='home-link' href='http://sonnenwinkel-parzelle.blogspot.com/'>Startseite</a>
</div>
<div class='clear'></div>
<div class='post-feeds'><div class='feed-links'>Abonnieren
<a class='feed-link' href='http://sonnenwinkel-parzelle.blogspot.com/feeds/2259914871104455001/comments/default' target='_blank' type='application/atom+xml'>Kommentare zum Post (Atom)</a>
</div></div>
</div></div></div>
<div id='sidebar-wrapper'><div class='sidebar section' id='sidebar'>
<div class='widget Profile' id='Profile1'><h2>Über mich</h2><div class='widget-content'>
<a href='http://www.blogger.com/profile/05521984410329955871'><img alt='Mein Bild' class='profile-img' height='60' src='/_avatar/gisela-profil.svg' width='80'/></a>
<dl class='profile-datablock'><dt class='profile-data'><a class='profile-name-link' href='http://www.blogger.com/profile/05521984410329955871' rel='author'>Gisela</a></dt>
<dd class='profile-textblock'>Seit 1998 Pächterin von Parzelle 27. Rentnerin, Oma von drei Enkeln, die am liebsten Erdbeeren direkt vom Beet essen.</dd></dl>
<a class='profile-link' href='http://www.blogger.com/profile/05521984410329955871' rel='author'>Mein Profil vollständig anzeigen</a>
<div class='clear'></div></div></div>
<div class='widget Followers' id='Followers1'><h2 class='title'>Follower</h2><div class='widget-content'><div id='Followers1-wrapper'>14 Follower</div></div></div>
<div class='widget BlogArchive' id='BlogArchive1'><h2>Blog-Archiv</h2><div class='widget-content'><div id='ArchiveList'><div id='BlogArchive1_ArchiveList'>
<ul class='hierarchy'><li class='archivedate expanded'><a class='toggle' href='javascript:void(0)'><span class='zippy toggle-open'>&#9660;&#160;</span></a>
<a class='post-count-link' href='http://sonnenwinkel-parzelle.blogspot.com/2010/'>2010</a> <span class='post-count' dir='ltr'>(11)</span>
<ul class='hierarchy'><li class='archivedate expanded'><a class='post-count-link' href='http://sonnenwinkel-parzelle.blogspot.com/2010/05/'>Mai</a> <span class='post-count' dir='ltr'>(3)</span>
<ul class='posts'><li><a href='http://sonnenwinkel-parzelle.blogspot.com/2010/05/gurken-und-kurbis.html'>Gurken und Kürbis</a></li><li><a href='http://sonnenwinkel-parzelle.blogspot.com/2010/05/die-ersten-tomaten-sind-drauen.html'>Die ersten Tomaten sind draußen</a></li><li><a href='http://sonnenwinkel-parzelle.blogspot.com/2010/05/rhabarber.html'>Rhabarber ohne Ende</a></li></ul></li>
<li class='archivedate collapsed'><a class='post-count-link' href='http://sonnenwinkel-parzelle.blogspot.com/2010/04/'>April</a> <span class='post-count' dir='ltr'>(5)</span></li>
<li class='archivedate collapsed'><a class='post-count-link' href='http://sonnenwinkel-parzelle.blogspot.com/2010/03/'>März</a> <span class='post-count' dir='ltr'>(3)</span></li></ul></li>
<li class='archivedate collapsed'><a class='post-count-link' href='http://sonnenwinkel-parzelle.blogspot.com/2009/'>2009</a> <span class='post-count' dir='ltr'>(24)</span></li></ul>
</div></div></div></div>
<div class='widget Label' id='Label1'><h2>Labels</h2><div class='widget-content'><ul>
<li><a dir='ltr' href='http://sonnenwinkel-parzelle.blogspot.com/search/label/Beeren'>Beeren</a> <span dir='ltr'>(6)</span></li>
<li><a dir='ltr' href='http://sonnenwinkel-parzelle.blogspot.com/search/label/Beete'>Beete</a> <span dir='ltr'>(9)</span></li>
<li><a dir='ltr' href='http://sonnenwinkel-parzelle.blogspot.com/search/label/Tomaten'>Tomaten</a> <span dir='ltr'>(7)</span></li>
<li><a dir='ltr' href='http://sonnenwinkel-parzelle.blogspot.com/search/label/Vereinsleben'>Vereinsleben</a> <span dir='ltr'>(4)</span></li></ul></div></div>
</div></div>
<div style='clear: both'></div>
</div>
<div id='footer-wrapper'><div class='footer section' id='footer'><div class='widget Attribution' id='Attribution1'><div class='widget-content' style='text-align: center;'>Vorlage Minima. Powered by <a href='http://www.blogger.com' target='_blank'>Blogger</a>.</div></div></div></div>
</div></div>"""
    return make(
        "eq-de-sonnenwinkel-tomaten",
        "small_thread",
        "de",
        xhtml(
            title,
            "Parzelle 27 im Sonnenwinkel",
            "de",
            css,
            body,
            published="2010-05-16T17:22:00+02:00",
            author="Gisela",
            head="<meta content='blogger' name='generator'/>\n<link rel='alternate' type='application/atom+xml' title='Parzelle 27 im Sonnenwinkel - Atom' href='http://sonnenwinkel-parzelle.blogspot.com/feeds/posts/default' />\n",
        ),
        cs,
        path="/2010/05/die-ersten-tomaten-sind-drauen.html",
        container="div#comments.comments > h4 '2 Kommentare:' > div > dl#comments-block: dt.comment-author (a NAME 'hat gesagt…'), dd.comment-body > p, dd.comment-footer > span.comment-timestamp > a DATE",
        heading="2 Kommentare:",
        description="A German allotment-garden blog of May 2010 on Blogger with the Minima template (navbar, profile box, followers, archive tree, labels): two readers' comments in Blogger's dt/dd list, neither answering the other, then 'Kommentar veröffentlichen'.",
    )


# --------------------------------------------------------------------------- nl: a cycling blog's own template, dl


def nl_fietspad() -> Case:
    title = "Nieuw fietspad langs de Vecht: mooi, maar waar blijven de bankjes?"
    cs = [
        Entry(
            "Anneke",
            "3 juni 2012 om 21:15",
            "Gisteren met mijn man het hele stuk van Dalfsen naar Hessum gefietst. Het asfalt is prachtig glad, "
            "maar je hebt gelijk: nergens een plek om even te zitten. Bij de stuw stonden zes fietsers op het gras "
            "hun boterham te eten.",
        ),
        Entry(
            "Wouter",
            "4 juni 2012 om 07:48",
            "Dank je Anneke! Ik heb de gemeente gemaild en kreeg vanochtend antwoord: er komen vier bankjes en een "
            "picknicktafel bij de stuw, \u201cvoor de zomervakantie\u201d. Ik houd jullie op de hoogte.",
        ),
    ]
    css = """body{margin:0;background:#e9efe4;font:13px/1.6 Verdana,Geneva,sans-serif;color:#333}
#pagina{width:880px;margin:0 auto;background:#fff;border:1px solid #c8d6bd}
#kop{height:120px;background:#4c7a34;color:#fff;padding:0 24px}#kop h1{margin:0;padding-top:34px;font:bold 30px 'Trebuchet MS',sans-serif}#kop h1 a{color:#fff;text-decoration:none}#kop p{margin:4px 0 0;color:#dfeccf}
#menu{background:#37591f;padding:0 18px}#menu a{color:#fff;display:inline-block;padding:7px 10px;text-decoration:none;font-weight:bold}
#inhoud{float:left;width:590px;padding:20px 24px}#zijkant{float:right;width:200px;padding:20px 16px;background:#f4f8f0;min-height:600px}
h2.titel{font:bold 22px 'Trebuchet MS',sans-serif;color:#37591f;margin:0 0 4px}.datum{color:#888;font-size:11px;margin-bottom:14px}
.bericht img{float:right;margin:0 0 8px 12px;border:3px solid #e9efe4}
h3{font:bold 16px 'Trebuchet MS',sans-serif;color:#37591f;border-bottom:2px solid #c8d6bd;padding-bottom:3px;margin-top:28px}
dl.reacties{margin:0}dl.reacties dt{background:#f4f8f0;padding:4px 8px;margin-top:12px;font-size:11px;color:#666}dl.reacties dt strong{color:#37591f;font-size:13px}
dl.reacties dt.eigenaar{background:#dfeccf}dl.reacties dd{margin:0;padding:4px 8px 8px;border-bottom:1px dotted #c8d6bd}
#reageer label{display:block;font-weight:bold;margin-top:6px}#reageer input.tekst{width:260px}#reageer textarea{width:420px;height:110px}
#zijkant h4{margin:16px 0 6px;color:#37591f;font-size:13px}#zijkant ul{margin:0;padding-left:16px}
#voet{clear:both;background:#37591f;color:#c8d6bd;font-size:11px;padding:10px 24px}#voet a{color:#fff}"""
    entries = (
        f'<dt id="r1"><a name="r1"></a><strong>{esc(cs[0].who)}</strong> schreef op {esc(cs[0].at)}:</dt>\n'
        f"<dd>{paras(cs[0].text)}</dd>\n"
        f'<dt id="r2" class="eigenaar"><a name="r2"></a><strong>{esc(cs[1].who)}</strong> '
        f'<img src="/_avatar/fietsje.svg" width="12" height="12" alt="(beheerder)" title="beheerder van deze site" /> '
        f"schreef op {esc(cs[1].at)}:</dt>\n<dd>{paras(cs[1].text)}</dd>\n"
    )
    body = f"""<div id="pagina">
<div id="kop"><h1><a href="/">Fietsen in het Vechtdal</a></h1><p>Routes, fietspaden en nieuws voor de recreatieve fietser</p></div>
<div id="menu"><a href="/">Home</a><a href="/routes.php">Routes</a><a href="/knooppunten.php">Knooppunten</a><a href="/archief.php">Archief</a><a href="/contact.php">Contact</a></div>
<div id="inhoud">
<div class="bericht">
<h2 class="titel">{esc(title)}</h2>
<div class="datum">Geplaatst door Wouter op zaterdag 2 juni 2012 in <a href="/archief.php?cat=fietspaden">Fietspaden</a></div>
<img src="/_avatar/vechtpad.svg" width="220" height="150" alt="Het nieuwe fietspad bij Hessum" />
<p>Sinds vorige week ligt het langverwachte fietspad langs de noordoever van de Vecht er eindelijk. Over ruim zeven kilometer kun je nu van Dalfsen tot aan Hessum fietsen zonder ook maar één keer de provinciale weg over te steken.</p>
<p>Het pad is drie meter breed, van rood asfalt en voorzien van verlichting die alleen aangaat als er iemand aankomt. De provincie en de gemeente hebben er samen 2,4 miljoen euro in gestoken.</p>
<p>Toch ontbreekt er iets. Op het hele traject staat geen enkel bankje, en ook bij de stuw, waar je het mooiste uitzicht over de uiterwaarden hebt, kun je nergens zitten. Voor een route die vooral door oudere fietsers en gezinnen zal worden gebruikt, lijkt me dat een gemiste kans.</p>
<p>Heeft u het pad al gereden? Laat hieronder weten wat u ervan vindt.</p>
</div>
<h3>Reacties</h3>
<dl class="reacties">
{entries}</dl>
<form id="reageer" method="post" action="/bericht.php?id=187#reageer">
<h3>Reageer</h3>
<label for="naam">Naam</label><input class="tekst" type="text" name="naam" id="naam" />
<label for="email">E-mail (wordt niet getoond)</label><input class="tekst" type="text" name="email" id="email" />
<label for="bericht">Uw reactie</label><textarea name="bericht" id="bericht"></textarea>
<p><input type="submit" value="Plaatsen" /></p>
</form>
</div>
<div id="zijkant">
<h4>Zoeken</h4><form action="/zoek.php" method="get"><input type="text" name="q" size="18" /> <input type="submit" value="Zoek" /></form>
<h4>Laatste berichten</h4><ul>
<li><a href="/bericht.php?id=187">Nieuw fietspad langs de Vecht</a></li>
<li><a href="/bericht.php?id=186">Pont bij Varsen weer in de vaart</a></li>
<li><a href="/bericht.php?id=185">Knooppunt 42 verplaatst</a></li>
<li><a href="/bericht.php?id=184">Route: rondje Hardenberg (38 km)</a></li></ul>
<h4>Categorieën</h4><ul><li><a href="/archief.php?cat=fietspaden">Fietspaden</a> (23)</li><li><a href="/archief.php?cat=routes">Routes</a> (41)</li><li><a href="/archief.php?cat=veerponten">Veerponten</a> (8)</li></ul>
<h4>Links</h4><ul><li><a href="http://www.fietsersbond.example.nl/">Fietsersbond afd. Vechtdal</a></li><li><a href="http://www.vvv-vechtdal.example.nl/">VVV Vechtdal</a></li><li><a href="http://www.knooppuntenplanner.example.nl/">Knooppuntenplanner</a></li></ul>
<p style="margin-top:20px"><img src="/_avatar/banner-fietsverhuur.svg" width="200" height="200" alt="Fietsverhuur De Stuw" /></p>
</div>
<div id="voet">&copy; 2008-2012 Fietsen in het Vechtdal &middot; <a href="/contact.php">Contact</a> &middot; <a href="/disclaimer.php">Disclaimer</a> &middot; <a href="/rss.php">RSS</a></div>
</div>"""
    return make(
        "eq-nl-vechtdal-fietspad",
        "small_thread",
        "nl",
        xhtml(
            title,
            "Fietsen in het Vechtdal",
            "nl",
            css,
            body,
            published="2012-06-02T14:00:00+02:00",
            author="Wouter",
        ),
        cs,
        path="/bericht.php/187/nieuw-fietspad-langs-de-vecht",
        container="h3 'Reacties' then dl.reacties: dt (a name, strong NAME 'schreef op DATE:'), dd > p; the site owner's dt.eigenaar with a bicycle icon whose alt is '(beheerder)'",
        heading="Reacties",
        description="A Dutch regional cycling blog of June 2012 in its own PHP template (green header, menu, search, latest posts, categories, links, a rental banner): one reader's reaction and the site owner's answer, flat in a definition list under 'Reacties', then the 'Reageer' form; never says 'comment'.",
    )


# --------------------------------------------------------------------------- pl: WordPress + IntenseDebate, static copy


def pl_tatry() -> Case:
    title = "Dolina Pięciu Stawów zimą – czy warto iść w styczniu?"
    cs = [
        Entry(
            "kasia_w_gorach",
            "2 dni temu",
            "Byłam tam w zeszłą sobotę, szlak przez Świstówkę był zamknięty z powodu zagrożenia lawinowego, więc "
            "szliśmy od Palenicy przez Roztokę. Schronisko pełne, ale herbata z sokiem malinowym smakowała jak "
            "nigdy. Raki naprawdę konieczne!",
        ),
        Entry(
            "Tomek Zawada",
            "2 dni temu",
            "Kasia, a jak wyglądało podejście koło wodogrzmotów? Planujemy z dziećmi (10 i 12 lat) i zastanawiam "
            "się, czy to nie za dużo.",
            0,
        ),
    ]
    css = """body{margin:0;background:#2b3a42;font:14px/1.6 Arial,Helvetica,sans-serif;color:#333}
#wrap{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 8px #000}#header{height:150px;background:#3f5765;position:relative}
#header .logo{position:absolute;left:24px;top:40px;font:bold 34px Georgia,serif;color:#fff;text-decoration:none}#header .opis{position:absolute;left:26px;top:88px;color:#cfdbe2;font-style:italic}
#nav{background:#1f2d34;margin:0;padding:0 16px;list-style:none;overflow:hidden}#nav li{float:left}#nav a{display:block;color:#fff;padding:9px 12px;text-decoration:none;text-transform:uppercase;font-size:12px}
#content{float:left;width:620px;padding:24px}#sidebar{float:right;width:250px;padding:24px 20px 24px 0}
.post h1{font:bold 26px Georgia,serif;color:#1f2d34;margin:0 0 6px}.postmeta{font-size:12px;color:#888;border-bottom:1px solid #eee;padding-bottom:8px}
.post img.alignright{float:right;margin:0 0 10px 14px}.tags{font-size:12px;color:#666;margin-top:14px}
.widget{margin-bottom:22px}.widget h3{background:#3f5765;color:#fff;font-size:13px;padding:5px 8px;margin:0 0 8px;text-transform:uppercase}.widget ul{margin:0;padding-left:18px}
#footer{clear:both;background:#1f2d34;color:#9fb1bb;font-size:12px;padding:14px 24px}
#idc-container{margin-top:30px;font:13px/1.5 Arial,sans-serif}#idc-container .idc-head{border-bottom:2px solid #3f5765;overflow:hidden;padding-bottom:4px}
#idc-container h3.idc-commentcount{float:left;margin:0;font-size:18px;color:#1f2d34}#idc-container .idc-head .idc-sort{float:right;font-size:11px;color:#888}
.idc-thread{margin:0}.idc-thread .idc-thread{margin-left:40px}.idc-c{padding:10px 0;border-bottom:1px solid #eee;overflow:hidden}
.idc-c-h{overflow:hidden}.idc-avatar{float:left;margin-right:10px}.idc-i{font-weight:bold}.idc-i a{color:#2a6d94;text-decoration:none}.idc-time{color:#999;font-size:11px;margin-left:6px}
.idc-c-t{margin-left:54px}.idc-c-t p{margin:4px 0}.idc-c-b{margin-left:54px;font-size:11px}.idc-c-b a{color:#2a6d94;margin-right:8px}
.idc-v{color:#999;font-size:11px}.idc-new{background:#f0f5f8;padding:10px;margin-top:12px}.idc-new textarea{width:96%;height:70px}
.idc-foot{font-size:11px;color:#999;margin-top:8px}"""

    def idc(i: int, nested: str = "") -> str:
        c = cs[i]
        cid = (184220917, 184301552)[i]
        return (
            f'<div class="idc-c" id="IDComment{cid}">\n<div class="idc-c-h">'
            f'<span class="idc-avatar"><img src="/_avatar/idc-{cid}.svg" width="44" height="44" alt="" /></span>'
            f'<span class="idc-i"><a href="http://intensedebate.com/people/{esc(c.who.replace(" ", ""))}" rel="nofollow">{esc(c.who)}</a></span>'
            f'<span class="idc-time"><a href="#IDComment{cid}" title="permalink">{esc(c.at)}</a></span></div>\n'
            f'<div class="idc-c-t"><div class="idc-c-t-inner">{paras(c.text)}</div></div>\n'
            f'<div class="idc-c-b"><a href="javascript:IDReply({cid})" class="idc-reply">Odpowiedz</a>'
            f'<span class="idc-v"><a href="javascript:IDVote({cid},1)" class="idc-like">+</a> {2 - i} <a href="javascript:IDVote({cid},-1)">&minus;</a></span></div>\n'
            f"</div>\n{nested}"
        )

    thread = (
        '<div class="idc-thread" id="idc-thread-0">\n'
        + idc(0, '<div class="idc-thread" id="idc-thread-184220917">\n' + idc(1) + "</div>\n")
        + "</div>\n"
    )
    body = f"""<div id="wrap">
<div id="header"><a class="logo" href="http://szlakiemzpodlasia.pl/">Szlakiem z Podlasia</a><span class="opis">Góry, doliny i schroniska oczami nizinnego turysty</span></div>
<ul id="nav"><li><a href="/">Strona główna</a></li><li><a href="/tatry/">Tatry</a></li><li><a href="/bieszczady/">Bieszczady</a></li><li><a href="/sprzet/">Sprzęt</a></li><li><a href="/o-mnie/">O mnie</a></li></ul>
<div id="content">
<div class="post" id="post-903">
<h1>{esc(title)}</h1>
<div class="postmeta">Opublikowano 14 stycznia 2011 przez <a href="/author/marcin/">Marcin</a> w kategorii <a href="/tatry/">Tatry</a></div>
<div class="entry">
<p><img class="alignright size-medium wp-image-904" src="/_avatar/piec-stawow.svg" width="240" height="180" alt="Wielki Staw Polski pod śniegiem" />Dolina Pięciu Stawów Polskich latem to jedno z najbardziej zatłoczonych miejsc w Tatrach. Zimą wygląda zupełnie inaczej: cisza, zamarznięte stawy i śnieg po kolana. Ale też zupełnie inne ryzyko.</p>
<p>Najbezpieczniejsza zimą jest droga od Palenicy Białczańskiej przez Wodogrzmoty Mickiewicza i dolinę Roztoki. Szlak przez Świstówkę bywa zamykany, a przy zagrożeniu lawinowym od trzeciego stopnia w górę w ogóle nie polecam tam wchodzić.</p>
<p>Zabierzcie raki lub przynajmniej raczki, czołówkę i ciepłą herbatę w termosie. W styczniu ciemno robi się przed szesnastą, a w schronisku w weekendy brakuje miejsc na podłodze, więc nocleg trzeba rezerwować z wyprzedzeniem.</p>
<p>Czy warto? Moim zdaniem tak, ale tylko przy dobrej pogodzie i z aktualnym komunikatem TOPR w kieszeni.</p>
</div>
<div class="tags">Tagi: <a href="/tag/zima/" rel="tag">zima</a>, <a href="/tag/schroniska/" rel="tag">schroniska</a>, <a href="/tag/tatry-wysokie/" rel="tag">Tatry Wysokie</a></div>
</div>
<div id="idc-container"><div id="idc-cover">
<div class="idc-head"><h3 class="idc-commentcount">2 komentarze</h3><span class="idc-sort">Sortuj: <a href="javascript:IDSort(1)">najnowsze</a> | <a href="javascript:IDSort(2)">najstarsze</a> | <a href="javascript:IDSort(3)">najlepsze</a></span></div>
{thread}
<div class="idc-new"><a name="IDCommentNew"></a><b>Dodaj nowy komentarz</b><br /><textarea name="idc-text" id="txtComment"></textarea><br /><input type="button" value="Wyślij" /> <small>Zaloguj się lub podaj imię i e-mail.</small></div>
<div class="idc-foot">Komentarze obsługuje <a href="http://intensedebate.com/">IntenseDebate</a> · <a href="http://szlakiemzpodlasia.pl/feed/">RSS</a></div>
</div></div>
</div>
<div id="sidebar">
<div class="widget"><h3>O autorze</h3><p><img src="/_avatar/marcin.svg" width="60" height="60" alt="" style="float:left;margin:0 8px 4px 0" />Marcin z Białegostoku. W góry jeździ od 2004 roku, najchętniej zimą.</p></div>
<div class="widget"><h3>Ostatnie wpisy</h3><ul><li><a href="/2011/01/14/piec-stawow-zima/">Dolina Pięciu Stawów zimą</a></li><li><a href="/2011/01/03/raki-czy-raczki/">Raki czy raczki?</a></li><li><a href="/2010/12/20/wetlina-sylwester/">Sylwester w Wetlinie</a></li><li><a href="/2010/12/05/kasprowy-kolejka/">Kolejka na Kasprowy po remoncie</a></li></ul></div>
<div class="widget"><h3>Archiwum</h3><ul><li><a href="/2011/01/">styczeń 2011</a></li><li><a href="/2010/12/">grudzień 2010</a></li><li><a href="/2010/11/">listopad 2010</a></li><li><a href="/2010/10/">październik 2010</a></li></ul></div>
<div class="widget"><h3>Polecam</h3><ul><li><a href="http://www.topr.example.pl/">Komunikat lawinowy</a></li><li><a href="http://schroniska.example.pl/">Schroniska PTTK</a></li><li><a href="http://mapa-turystyczna.example.pl/">Mapa turystyczna</a></li></ul></div>
</div>
<div id="footer">&copy; 2011 Szlakiem z Podlasia · Motyw: Mountainous 1.2 · Napędzane przez WordPress</div>
</div>"""
    return make(
        "eq-pl-podlasie-piec-stawow",
        "small_thread",
        "pl",
        xhtml(
            title,
            "Szlakiem z Podlasia",
            "pl-PL",
            css,
            body,
            published="2011-01-14T19:30:00+01:00",
            author="Marcin",
            head='<meta name="generator" content="WordPress 3.0.4" />\n',
        ),
        cs,
        path="/2011/01/14/piec-stawow-zima/",
        container="div#idc-container > div#idc-cover: div.idc-head > h3.idc-commentcount '2 komentarze'; div.idc-thread > div.idc-c#IDCommentN (div.idc-c-h: avatar, span.idc-i > a NAME, span.idc-time '2 dni temu'; div.idc-c-t > div.idc-c-t-inner > p; div.idc-c-b: Odpowiedz, +/− votes) then the reply's div.idc-thread after its parent's div.idc-c (a sibling, not inside it)",
        heading="2 komentarze",
        description="A Polish mountain-walking blog of January 2011 on WordPress with a static copy of the IntenseDebate widget (header, menu, about the author, recent posts, archive, links): one reader's comment and another reader's question to her in a nested idc-thread after it, relative times '2 dni temu', votes, then the new-comment box.",
    )


def blogs_eq() -> list[Case]:
    return [en_bridge(), de_tomaten(), nl_fietspad(), pl_tatry()]
