"""Blind set EL: article pages of 2009-2010 without any reader discussion whose furniture holds signed, dated lists:
an English allotment blog on WordPress 2.8 (a "Recent Comments" widget quoting readers of other posts, a Twitter
widget, pingbacks and trackbacks alone under the post) and a German food blog on Blogger's Minima template (a blog
list with each blog's latest post and its age, an "about me" box, "0 Kommentare"). Every name, place and text invented
for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_el_common import Case, esc, make, page, slug, ul

# --------------------------------------------------------------------------- en: WordPress 2.8, Kubrick-like, 2009


def en_allotment() -> Case:
    recent = [
        ("Margaret Hollis", "Forcing rhubarb: the bucket method"),
        ("Dave at no. 9", "Forcing rhubarb: the bucket method"),
        ("Jen", "Seed potatoes are in the shed"),
        ("Colin Ashworth", "The great compost bin debate"),
        ("Ruth", "The great compost bin debate"),
    ]
    tweets = [
        (
            "First broad bean shoots through! About three weeks after sowing, not bad for March.",
            "about 3 hours ago",
        ),
        (
            "Committee meeting tonight: water troughs, the skip and who keeps leaving the gate open.",
            "about 1 day ago",
        ),
        (
            "New post: Broad beans in, and a word about slug pellets http://plot14b.org.uk/?p=212",
            "2 days ago",
        ),
        ("Frost again on the plot this morning. Fleece back on the early lettuce.", "4 days ago"),
    ]
    pings = [
        (
            "Veg Patch Diaries » Blog Archive » Links for the weekend",
            "[...] Ruth at Plot 14b has a sensible post on slug pellets and the alternatives, with a nice photo of the beer traps [...]",
            "trackback",
        ),
        (
            "Growing in Grimsby | Sowing broad beans in March, is it too late?",
            "[...] I asked the same question last year and Plot 14b's answer was to go for Aquadulce in autumn and The Sutton in spring [...]",
            "pingback",
        ),
    ]
    css = """
body{background:#d5d6d7;color:#333;font-size:62.5%;font-family:'Lucida Grande',Verdana,Arial,Sans-Serif;text-align:center;margin:0 0 20px;padding:0}
#page{background:#fff;border:1px solid #959596;text-align:left;margin:20px auto;padding:0;width:760px}
#header{background:linear-gradient(#69aee7,#4180b6);margin:0 0 0 1px;padding:0;height:200px;width:758px}
#headerimg{margin:0;height:200px;width:100%}
#headerimg h1{font-size:4em;text-align:center;padding-top:70px;margin:0}
#headerimg h1 a{color:#fff;text-decoration:none}
#headerimg .description{font-size:1.2em;text-align:center;color:#fff}
.narrowcolumn{float:left;padding:0 0 20px 45px;margin:0;width:450px}
.post{margin:0 0 40px;text-align:justify}
.post h2{font-size:1.6em;margin:30px 0 0}
.post h2 a{color:#333;text-decoration:none}
small{font-size:.9em;color:#777}
.entry p{font-size:1.2em;line-height:1.5em}
.postmetadata{clear:both;font-size:1.1em;color:#777;background:#f6f6f6;padding:6px}
h3#respond,h3#trackbacks{font-size:1.4em;margin:40px 0 0}
ol.trackbacklist{font-size:1.1em;padding-left:20px}
ol.trackbacklist li{margin:10px 0;padding:5px 10px;border-bottom:1px dotted #ccc}
ol.trackbacklist li .excerpt{color:#555;margin:4px 0 0}
#commentform p{font-size:1.2em}
#commentform input{width:170px;padding:2px;margin:5px 5px 1px 0}
#commentform textarea{width:100%;padding:2px}
#sidebar{padding:20px 0 10px;margin-left:545px;width:190px;font-size:1.1em}
#sidebar h2{font-family:'Lucida Grande',Verdana,Sans-Serif;font-size:1.2em;margin:5px 0 0;padding:0}
#sidebar ul{list-style-type:none;margin:0;padding:0}
#sidebar ul li{margin:0 0 12px}
#sidebar ul ul li{margin:3px 0 0;padding-left:10px;text-indent:-10px}
#recentcomments li{line-height:1.4em}
#twitter_update_list li span{display:block}
#twitter_update_list li a.tweet-time{font-size:.9em;color:#999}
#footer{padding:0;margin:0 auto;width:760px;clear:both}
#footer p{margin:0;padding:20px 0;text-align:center;font-size:1.1em}
a{color:#06c;text-decoration:none}
.alignright{float:right;margin:0 0 8px 10px}
"""
    rc = "".join(
        f'<li class="recentcomments">{esc(who)} on <a href="/{slug(post)}/#comment-{400 + n * 7}">{esc(post)}</a></li>'
        for n, (who, post) in enumerate(recent)
    )
    tw = "".join(
        f'<li><span>{esc(t)}</span> <a class="tweet-time" href="http://twitter.com/plot14b/statuses/{1290000000 + n * 4567}">{esc(ago)}</a></li>'
        for n, (t, ago) in enumerate(tweets)
    )
    pl = "".join(
        f'<li class="{kind}" id="comment-{511 + n}"><strong>{kind.capitalize()}</strong> from '
        f'<a href="http://{("vegpatchdiaries.wordpress.com", "growingingrimsby.blogspot.com")[n]}/2009/03/" rel="external nofollow">{esc(title)}</a>'
        f'<div class="excerpt">{esc(ex)}</div></li>'
        for n, (title, ex, kind) in enumerate(pings)
    )
    body = f"""<div id="page">
<div id="header" role="banner"><div id="headerimg"><h1><a href="/">Plot 14b</a></h1><div class="description">Notes from the Dunmore Lane allotments</div></div></div>
<hr />
<div id="content" class="narrowcolumn" role="main">
<div class="navigation"><div class="alignleft"><a href="/seed-potatoes-are-in-the-shed/">&laquo; Seed potatoes are in the shed</a></div><div class="alignright"></div></div>
<div class="post" id="post-212">
<h2>Broad beans in, and a word about slug pellets</h2>
<small>Sunday, March 22nd, 2009 by Ruth</small>
<div class="entry">
<p><img class="alignright" src="/_avatar/broadbeans-row.svg" width="200" height="150" alt="Broad beans under a cloche" />At last. The broad beans went in on Saturday morning, two double rows of The Sutton along the fence where the sweetcorn was last year. I&#8217;d been putting it off for a fortnight because the soil was so wet that it stuck to my boots in great clods, but a dry week and a bit of wind have done the job.</p>
<p>I sowed them five inches apart and two inches deep, with a few extra at the end of each row to fill any gaps. Last year the mice had about a third of them, so this time there&#8217;s a plastic bottle cloche over each pair until they&#8217;re up.</p>
<p>Now, slug pellets. At the last committee meeting somebody suggested we ban the blue ones on the whole site, and it got quite heated. I stopped using them two years ago, mainly because of the frogs in the pond by the shed, and I can&#8217;t say the slugs have won. What I do instead:</p>
<ul>
<li>beer traps (the cheapest lager from the Co-op, sunk level with the soil)</li>
<li>a torch and a bucket after dark, twice a week in May</li>
<li>copper tape round the pots, which works better than I expected</li>
<li>nematodes on the lettuce bed when the soil is warm enough</li>
</ul>
<p>None of that is as easy as scattering pellets, I know. But the thrushes are back on the plot and I&#8217;d like to keep them.</p>
<p>Next week: potatoes, if the frost holds off.</p>
</div>
<p class="postmetadata alt"><small>This entry was posted on Sunday, March 22nd, 2009 at 6:40 pm and is filed under <a href="/category/beans/">Beans</a>, <a href="/category/pests/">Pests</a>. You can follow any responses to this entry through the <a href="/broad-beans-slug-pellets/feed/">RSS 2.0</a> feed. You can <a href="#respond">leave a response</a>, or <a href="/broad-beans-slug-pellets/trackback/" rel="trackback">trackback</a> from your own site.</small></p>
</div>
<h3 id="trackbacks">2 Trackbacks/Pingbacks</h3>
<ol class="trackbacklist">{pl}</ol>
<h3 id="respond">Leave a Reply</h3>
<form action="/wp-comments-post.php" method="post" id="commentform">
<p><input type="text" name="author" id="author" value="" size="22" tabindex="1" /> <label for="author"><small>Name (required)</small></label></p>
<p><input type="text" name="email" id="email" value="" size="22" tabindex="2" /> <label for="email"><small>Mail (will not be published) (required)</small></label></p>
<p><input type="text" name="url" id="url" value="" size="22" tabindex="3" /> <label for="url"><small>Website</small></label></p>
<p><textarea name="comment" id="comment" cols="58" rows="10" tabindex="4"></textarea></p>
<p><input name="submit" type="submit" id="submit" tabindex="5" value="Submit Comment" /><input type="hidden" name="comment_post_ID" value="212" /></p>
</form>
</div>
<div id="sidebar" role="complementary"><ul>
<li><form method="get" id="searchform" action="/"><div><input type="text" value="" name="s" id="s" /> <input type="submit" id="searchsubmit" value="Search" /></div></form></li>
<li id="recent-comments-3" class="widget widget_recent_comments"><h2 class="widgettitle">Recent Comments</h2><ul id="recentcomments">{rc}</ul></li>
<li id="twitter-2" class="widget widget_twitter"><h2 class="widgettitle">Twitter Updates</h2><ul id="twitter_update_list">{tw}</ul><p><a href="http://twitter.com/plot14b">follow me on Twitter</a></p></li>
<li id="categories-1" class="widget widget_categories"><h2 class="widgettitle">Categories</h2>{ul(["Beans", "Brassicas", "Committee", "Compost", "Pests", "Potatoes", "Rhubarb"], base="/category/")}</li>
<li id="archives-2" class="widget widget_archive"><h2 class="widgettitle">Archives</h2>{ul(["March 2009", "February 2009", "January 2009", "December 2008", "November 2008", "October 2008"], base="/date/")}</li>
<li id="linkcat-2" class="widget widget_links"><h2 class="widgettitle">Blogroll</h2>{ul(["Growing in Grimsby", "Veg Patch Diaries", "The Muddy Fork", "Allotment Heaven", "RHS Advice"], base="/go/")}</li>
<li id="meta-2" class="widget widget_meta"><h2 class="widgettitle">Meta</h2><ul><li><a href="/wp-login.php">Log in</a></li><li><a href="/feed/">Entries <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="/comments/feed/">Comments <abbr title="Really Simple Syndication">RSS</abbr></a></li><li><a href="http://wordpress.org/">WordPress.org</a></li></ul></li>
</ul></div>
<hr />
<div id="footer" role="contentinfo"><p>Plot 14b is proudly powered by <a href="http://wordpress.org/">WordPress</a><br /><a href="/feed/">Entries (RSS)</a> and <a href="/comments/feed/">Comments (RSS)</a>.</p></div>
</div>"""
    html = page(
        "Broad beans in, and a word about slug pellets",
        "Plot 14b",
        "en-GB",
        css,
        body,
        generator="WordPress 2.8.4",
        sep=" » ",
        title_first=False,
        head='<link rel="alternate" type="application/rss+xml" title="Plot 14b RSS Feed" href="/feed/" />\n<link rel="pingback" href="/xmlrpc.php" />\n',
    )
    return make(
        "el-plain-en-wp-broad-beans",
        "lookalike",
        "en",
        html,
        [],
        path="/broad-beans-slug-pellets/",
        container="-",
        heading=None,
        description="An English allotment blog on WordPress 2.8 with a Kubrick-like theme, March 2009: a post with a list in the body, then '2 Trackbacks/Pingbacks' (one trackback, one pingback, each with its [...] excerpt) and the 'Leave a Reply' form; the sidebar's 'Recent Comments' widget (5 'NAME on POST' lines about other posts), 'Twitter Updates' (4 tweets with 'about 3 hours ago'), categories, archives, blogroll, meta; no reader comment on the page.",
        lookalikes=(
            "'Recent Comments': 5 'NAME on POST' lines",
            "'Twitter Updates': 4 tweets with relative times",
            "'2 Trackbacks/Pingbacks': a trackback and a pingback with excerpts",
        ),
    )


# --------------------------------------------------------------------------- de: Blogger, Minima, 2010


def de_blogger() -> Case:
    bloglist = [
        (
            "Küchenlatein",
            "Rhabarber-Tarte mit Mandelguss",
            "Der erste Rhabarber vom Markt, und gleich ist er in einer Tarte gelandet. Der Guss aus Sahne, Ei und gemahlenen Mandeln…",
            "vor 3 Stunden",
        ),
        (
            "Brotzeit bei Jule",
            "Sauerteig, Tag 4: es blubbert!",
            "Nach drei Tagen ohne jedes Lebenszeichen hat mein Anstellgut heute Morgen endlich Blasen geworfen. Ich habe es mit…",
            "vor 9 Stunden",
        ),
        (
            "Einmal quer durchs Gemüsebeet",
            "Bärlauchpesto auf Vorrat",
            "Jedes Jahr dasselbe: Der Bärlauch im Stadtwald ist da, und ich pflücke viel zu viel. Diesmal wird alles zu Pesto…",
            "vor 1 Tag",
        ),
        (
            "Tante Hildes Rezeptkiste",
            "Frankfurter Grüne Soße nach Omas Art",
            "Sieben Kräuter müssen es sein, da ist meine Großmutter streng gewesen: Borretsch, Kerbel, Kresse, Petersilie…",
            "vor 2 Tagen",
        ),
        (
            "Löffelweise",
            "Linsensuppe mit Rauchtofu",
            "Eine Suppe für die letzten kalten Abende, schnell gemacht und am nächsten Tag noch besser…",
            "vor 5 Tagen",
        ),
    ]
    css = """
body{background:#fff;margin:0;color:#333;font:x-small Georgia Serif;font-size/* */:/**/small;font-size:/**/small;text-align:center}
a:link{color:#58a;text-decoration:none}a:visited{color:#969;text-decoration:none}a:hover{color:#c60;text-decoration:underline}
#navbar-iframe{height:30px;background:#e8eef7;border-bottom:1px solid #ccd}
#header-wrapper{width:660px;margin:0 auto 10px;border:1px solid #ccc}
#header{margin:5px;border:1px solid #ccc;text-align:center;color:#666}
#header h1{margin:5px 5px 0;padding:15px 20px .25em;line-height:1.2em;text-transform:uppercase;letter-spacing:.2em;font:normal normal 200% Georgia,Serif}
#header h1 a{color:#666}
#header .description{margin:0 5px 5px;padding:0 20px 15px;max-width:700px;text-transform:uppercase;letter-spacing:.2em;line-height:1.4em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;color:#999}
#outer-wrapper{width:660px;margin:0 auto;padding:10px;text-align:left;font:normal normal 100% Georgia,Serif}
#main-wrapper{width:410px;float:left;word-wrap:break-word;overflow:hidden}
#sidebar-wrapper{width:220px;float:right;word-wrap:break-word;overflow:hidden}
h2{margin:1.5em 0 .75em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;line-height:1.4em;text-transform:uppercase;letter-spacing:.2em;color:#999}
h2.date-header{margin:1.5em 0 .5em}
.post{margin:.5em 0 1.5em;border-bottom:1px dotted #ccc;padding-bottom:1.5em}
.post h3{margin:.25em 0 0;padding:0 0 4px;font-size:140%;font-weight:normal;line-height:1.4em;color:#c60}
.post-body{margin:0 0 .75em;line-height:1.6em}
.post-footer{margin:.75em 0;color:#999;text-transform:uppercase;letter-spacing:.1em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;line-height:1.4em}
#comments h4{margin:1em 0;font-weight:bold;line-height:1.4em;text-transform:uppercase;letter-spacing:.2em;color:#999}
#blog-pager{text-align:center}
.sidebar{color:#666;line-height:1.5em}
.sidebar ul{list-style:none;margin:0;padding:0}
.sidebar li{margin:0;padding:0 0 .25em 15px;text-indent:-15px;line-height:1.5em}
.sidebar .widget{border-bottom:1px dotted #ccc;margin:0 0 1.5em;padding:0 0 1.5em}
.blog-list-container ul{padding-left:0}
.blog-list-container li{text-indent:0;padding:0 0 .8em;clear:both}
.blog-list-container .blog-icon{float:left;margin:.2em 4px 0 0;width:16px;height:16px}
.blog-list-container .blog-title{font-weight:bold}
.blog-list-container .item-title{display:block}
.blog-list-container .item-snippet{color:#777;font-size:90%}
.blog-list-container .item-time{color:#999;font-size:85%;display:block}
.profile-img{float:left;margin:0 5px 5px 0;padding:4px;border:1px solid #ccc}
.profile-data{margin:0;text-transform:uppercase;letter-spacing:.1em;font:normal normal 78% 'Trebuchet MS',Trebuchet,Arial,Verdana,Sans-serif;color:#999;font-weight:bold;line-height:1.6em}
.profile-textblock{margin:.5em 0;line-height:1.6em}
#footer{width:660px;clear:both;margin:0 auto;padding-top:15px;line-height:1.6em;text-transform:uppercase;letter-spacing:.1em;text-align:center}
"""
    bl = "".join(
        f'<li style="display: block;"><div class="blog-icon"><img width="16" height="16" src="/_avatar/favicon-{n}.svg" alt="" /></div>'
        f'<div class="blog-content"><div class="blog-title"><a href="http://{slug(b)}.blogspot.com/" target="_blank">{esc(b)}</a></div>'
        f'<div class="item-content"><span class="item-title"><a href="http://{slug(b)}.blogspot.com/2010/04/{slug(t)}.html" target="_blank">{esc(t)}</a></span>'
        f'<span class="item-snippet">{esc(s)}</span><div class="item-time">{esc(ago)}</div></div></div><div style="clear: both;"></div></li>'
        for n, (b, t, s, ago) in enumerate(bloglist)
    )
    archive = """<ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="javascript:void(0)"><span class="zippy toggle-open">▼&nbsp;</span></a><a class="post-count-link" href="/2010/">2010</a> <span class="post-count" dir="ltr">(14)</span>
<ul class="hierarchy"><li class="archivedate expanded"><a class="post-count-link" href="/2010/04/">April</a> <span class="post-count" dir="ltr">(3)</span>
<ul class="posts"><li><a href="/2010/04/spargel-mit-bandnudeln-und-zitronenbutter.html">Spargel mit Bandnudeln und Zitronenbutter</a></li><li><a href="/2010/04/osterbrot-zweiter-versuch.html">Osterbrot, zweiter Versuch</a></li><li><a href="/2010/04/kressesuppe.html">Kressesuppe</a></li></ul></li>
<li class="archivedate collapsed"><a class="post-count-link" href="/2010/03/">März</a> <span class="post-count" dir="ltr">(5)</span></li>
<li class="archivedate collapsed"><a class="post-count-link" href="/2010/02/">Februar</a> <span class="post-count" dir="ltr">(4)</span></li>
<li class="archivedate collapsed"><a class="post-count-link" href="/2010/01/">Januar</a> <span class="post-count" dir="ltr">(2)</span></li></ul></li>
<li class="archivedate collapsed"><a class="post-count-link" href="/2009/">2009</a> <span class="post-count" dir="ltr">(31)</span></li></ul>"""
    body = f"""<div class="navbar section" id="navbar"><div class="widget Navbar" id="Navbar1"><div id="navbar-iframe-container"><div id="navbar-iframe"></div></div></div></div>
<div id="outer-wrapper"><div id="wrap2">
<div id="header-wrapper"><div class="header section" id="header"><div class="widget Header" id="Header1"><div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="/">Feldsalat &amp; Filterkaffee</a></h1></div><div class="descriptionwrapper"><p class="description"><span>Kochen, backen und einkaufen in einer kleinen Stadt am Main</span></p></div></div></div></div></div>
<div id="content-wrapper">
<div id="main-wrapper"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">
<h2 class="date-header"><span>Mittwoch, 21. April 2010</span></h2>
<div class="post-outer"><div class="post hentry">
<a name="4471260193387746015"></a>
<h3 class="post-title entry-title">Spargel mit Bandnudeln und Zitronenbutter</h3>
<div class="post-header"><div class="post-header-line-1"></div></div>
<div class="post-body entry-content">
<p>Seit Samstag steht der Spargelbauer aus Kleinwelzheim wieder mit seinem Anhänger vor dem Rathaus, und ich konnte natürlich nicht widerstehen. Ein Kilo weißer Spargel, Klasse I, für 8,90 Euro, das ist für die ersten Tage der Saison ein fairer Preis.</p>
<p>Weil wir nach dem Osterwochenende alle keine Lust mehr auf Kartoffeln mit Sauce hollandaise hatten, gab es ihn diesmal mit breiten Bandnudeln und einer ganz einfachen Zitronenbutter.</p>
<p><b>Für 2 Personen:</b><br />500 g weißer Spargel<br />250 g Bandnudeln<br />60 g Butter<br />1 Bio-Zitrone (Schale und etwas Saft)<br />1 Handvoll Kerbel oder glatte Petersilie<br />Salz, Pfeffer, 1 Prise Zucker</p>
<p>Den Spargel schälen, die holzigen Enden abschneiden und die Stangen schräg in 3 cm lange Stücke schneiden. In Salzwasser mit einer Prise Zucker 6 bis 8 Minuten kochen, die Köpfe erst nach 3 Minuten dazugeben. Die Nudeln in einem zweiten Topf garen.</p>
<p>Die Butter in einer Pfanne aufschäumen lassen, bis sie leicht nussig riecht, dann die Zitronenschale und einen Spritzer Saft hinein. Nudeln und Spargel darin schwenken, mit Pfeffer würzen und mit dem gehackten Kerbel bestreuen. Fertig, und das in einer knappen halben Stunde.</p>
<p>Das Kochwasser vom Spargel nicht wegschütten: Daraus wird morgen eine Suppe.</p>
<div style="clear: both;"></div></div>
<div class="post-footer"><div class="post-footer-line post-footer-line-1">
<span class="post-author vcard">Eingestellt von <span class="fn">Anke</span></span>
<span class="post-timestamp">um <a class="timestamp-link" href="/2010/04/spargel-mit-bandnudeln-und-zitronenbutter.html" rel="bookmark" title="permanent link"><abbr class="published" title="2010-04-21T19:12:00+02:00">19:12</abbr></a></span>
<span class="post-comment-link"></span>
</div><div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="/search/label/Nudeln" rel="tag">Nudeln</a>, <a href="/search/label/Saison" rel="tag">Saison</a>, <a href="/search/label/Spargel" rel="tag">Spargel</a></span></div></div>
</div>
<div class="comments" id="comments"><a name="comments"></a><h4>0 Kommentare:</h4>
<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block"></dl></div>
<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=7730184512&amp;postID=4471260193387746015" onclick="">Kommentar veröffentlichen</a></p></div>
<div id="backlinks-container"><div id="Blog1_backlinks-container"><a name="links"></a><h4>Links zu diesem Post</h4><p class="post-footer-line post-footer-line-1"><a class="comment-link" href="https://www.blogger.com/blog-this.g" id="b-backlink-create">Link erstellen</a></p></div></div>
</div>
</div>
<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2010/04/kaesekuchen-ohne-boden.html" title="Neuerer Post">Neuerer Post</a></span> <span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2010/04/osterbrot-zweiter-versuch.html" title="Älterer Post">Älterer Post</a></span> <a class="home-link" href="/">Startseite</a></div>
<div class="clear"></div>
<div class="post-feeds"><div class="feed-links">Abonnieren: <a class="feed-link" href="/feeds/4471260193387746015/comments/default" target="_blank" type="application/atom+xml">Kommentare zum Post (Atom)</a></div></div>
</div></div></div>
<div id="sidebar-wrapper"><div class="sidebar section" id="sidebar">
<div class="widget Profile" id="Profile1"><h2>Über mich</h2><div class="widget-content"><a href="https://www.blogger.com/profile/08812764430"><img class="profile-img" height="80" width="60" alt="Mein Foto" src="/_avatar/anke-profil.svg" /></a>
<dl class="profile-datablock"><dt class="profile-data"><a class="profile-name-link" href="https://www.blogger.com/profile/08812764430" rel="author">Anke</a></dt><dd class="profile-data">Seligenheim, Hessen, Germany</dd>
<dd class="profile-textblock">Teilzeit-Bibliothekarin, Vollzeit-Esserin. Ich koche, was der Wochenmarkt hergibt, und schreibe es hier auf, damit ich es nächstes Jahr wiederfinde.</dd></dl>
<a class="profile-link" href="https://www.blogger.com/profile/08812764430" rel="author">Mein vollständiges Profil anzeigen</a><div class="clear"></div></div></div>
<div class="widget BlogList" id="BlogList1"><h2 class="title">Meine Blogliste</h2><div class="widget-content"><div class="blog-list-container" id="BlogList1_container"><ul id="BlogList1_blogs">{bl}</ul></div></div></div>
<div class="widget Followers" id="Followers1"><h2 class="title">Leser</h2><div class="widget-content"><p>47 Leser folgen diesem Blog.</p></div></div>
<div class="widget BlogArchive" id="BlogArchive1"><h2>Blog-Archiv</h2><div class="widget-content"><div id="ArchiveList">{archive}</div></div></div>
<div class="widget Label" id="Label1"><h2>Labels</h2><div class="widget-content list-label-widget-content"><ul><li><a dir="ltr" href="/search/label/Backen">Backen</a> <span dir="ltr">(12)</span></li><li><a dir="ltr" href="/search/label/Markt">Markt</a> <span dir="ltr">(9)</span></li><li><a dir="ltr" href="/search/label/Nudeln">Nudeln</a> <span dir="ltr">(6)</span></li><li><a dir="ltr" href="/search/label/Saison">Saison</a> <span dir="ltr">(17)</span></li><li><a dir="ltr" href="/search/label/Spargel">Spargel</a> <span dir="ltr">(3)</span></li><li><a dir="ltr" href="/search/label/Suppe">Suppe</a> <span dir="ltr">(8)</span></li></ul></div></div>
</div></div>
<div style="clear: both;"></div></div>
<div id="footer-wrapper"><div class="footer section" id="footer"><div class="widget Attribution" id="Attribution1"><div class="widget-content" style="text-align: center;">Design: Minima. Powered by <a href="https://www.blogger.com" target="_blank">Blogger</a>.</div></div></div></div>
</div></div>"""
    html = page(
        "Spargel mit Bandnudeln und Zitronenbutter",
        "Feldsalat & Filterkaffee",
        "de",
        css,
        body,
        generator="blogger",
        sep=": ",
        title_first=False,
        head='<link rel="alternate" type="application/atom+xml" title="Feldsalat &amp; Filterkaffee - Atom" href="/feeds/posts/default" />\n',
    )
    return make(
        "el-plain-de-blogger-spargel",
        "lookalike",
        "de",
        html,
        [],
        path="/2010/04/spargel-mit-bandnudeln-und-zitronenbutter.html",
        container="-",
        heading=None,
        description="A German food blog on Blogger's Minima template, April 2010: a recipe post with 'Eingestellt von Anke um 19:12', labels, '0 Kommentare:' with an empty comments block and 'Kommentar veröffentlichen', 'Links zu diesem Post'; the sidebar's 'Über mich' profile, 'Meine Blogliste' (5 blogs, each with its latest post, a snippet and 'vor 3 Stunden'), followers, the archive tree and labels; no reader comment.",
        lookalikes=(
            "'Meine Blogliste': 5 blogs with latest post, snippet and age",
            "'Über mich': a profile box",
        ),
    )


def plain_el() -> list[Case]:
    return [en_allotment(), de_blogger()]
