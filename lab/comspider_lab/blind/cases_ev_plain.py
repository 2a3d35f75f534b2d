"""Blind set ev: two blog posts without any reader comment whose furniture holds the era's signed, dated entries: a
Swedish allotment blog on WordPress 3.1 (2011) whose only responses are three pingbacks and trackbacks listed under
"Trackbacks" with their excerpts, and an English travel blog on WordPress 3.4 (2012) with "Comments are closed." and
a sidebar of recent comments on other posts (avatars, names, excerpts, times) and top commenters. Every site, name,
place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ev_common import Case, esc, grav, make, page

# --------------------------------------------------------------------------- sv: trackbacks only, 2011


def sv_koloni() -> Case:
    site = "/2011/04/12/sadd-potatis-i-pallkragar/"
    pings = [
        (
            "Veckans länkar: vår i trädgården « Gröna fingrar i Göteborg",
            "http://gronafingrar.example.se/2011/04/13/veckans-lankar-var/",
            "13 april 2011 kl. 08:14",
            "[...] Koloniliv i Rågsved visar hur man sätter potatis i pallkragar, steg för steg och med bilder. Perfekt för oss med liten plats [...]",
        ),
        (
            "Pallkrage nummer tre | Balkongodlaren",
            "http://balkongodlaren.example.nu/pallkrage-nummer-tre/",
            "14 april 2011 kl. 19:40",
            "[...] Inspirerad av Koloniliv byggde jag en tredje pallkrage i helgen. Potatisen åker i om två veckor, om frosten håller sig borta [...]",
        ),
        (
            "Tidig potatis – när ska den i jorden? – Odla i stan",
            "http://odlaistan.example.se/2011/04/tidig-potatis/",
            "16 april 2011 kl. 10:02",
            "[...] Bra genomgång av förgroning och sättning hos Koloniliv. Själv väntar jag tills jorden är minst åtta grader [...]",
        ),
    ]
    items = "".join(
        f'<li class="pingback" id="comment-{301 + i * 4}"><div class="ping-head"><a href="{href}" rel="external nofollow" class="url">{esc(title)}</a></div>'
        f'<div class="ping-date"><a href="{site}#comment-{301 + i * 4}">{esc(when)}</a></div><p>{esc(text)}</p></li>\n'
        for i, (title, href, when, text) in enumerate(pings)
    )
    css = """body{margin:0;background:#f4f1e8;font:15px/1.6 Georgia,serif;color:#333}#wrapper{width:940px;margin:0 auto;background:#fff;box-shadow:0 0 8px #ccc}
#branding{background:#5b7f3a;padding:26px 30px;color:#fff}#site-title{font:bold 32px Georgia;margin:0}#site-title a{color:#fff;text-decoration:none}#site-description{color:#dcebc9;font-style:italic}
#access{background:#3f5c27}#access a{color:#fff;display:inline-block;padding:8px 14px;text-decoration:none;font:13px Arial}
#primary{float:left;width:600px;padding:24px 30px}#secondary{float:right;width:230px;padding:24px 30px 0 0;font-size:13px}
.entry-title{font:bold 26px Georgia;color:#3f5c27}.entry-meta,.entry-utility{font:12px Arial;color:#888}
#comments h3{font:bold 17px Georgia;border-bottom:1px solid #ddd;padding-bottom:4px}ol.pinglist{list-style:none;padding:0}
ol.pinglist li{border-left:3px solid #a8c48a;padding:4px 10px;margin:10px 0;background:#f8faf4}.ping-head{font-weight:bold}.ping-date{font:11px Arial}.ping-date a{color:#999}
.nocomments{color:#888;font-style:italic}#respond label{display:block;font:12px Arial}#respond input[type=text]{width:260px}
.widget-title{font:bold 13px Arial;text-transform:uppercase;color:#5b7f3a;border-bottom:1px solid #ddd}.widget ul{list-style:none;padding:0}
#colophon{clear:both;background:#3f5c27;color:#dcebc9;font:12px Arial;padding:14px 30px}"""
    body = f"""<div id="wrapper" class="hfeed">
<div id="header"><div id="branding"><h1 id="site-title"><a href="/" rel="home">Koloniliv i Rågsved</a></h1><div id="site-description">Lott 14B: potatis, bönor och en envis rabarber</div></div>
<div id="access" role="navigation"><a href="/">Hem</a><a href="/om-lotten/">Om lotten</a><a href="/sadd-och-skord/">Sådd &amp; skörd</a><a href="/recept/">Recept</a><a href="/kontakt/">Kontakt</a></div></div>
<div id="main"><div id="primary"><div id="content" role="main">
<div id="post-211" class="post-211 post type-post status-publish format-standard hentry category-potatis">
<h1 class="entry-title">Sätt potatis i pallkragar – så gör jag</h1>
<div class="entry-meta">Publicerat den <a href="{site}" title="09:30" rel="bookmark"><span class="entry-date">12 april 2011</span></a> av <span class="author vcard"><a class="url fn n" href="/author/annika/">Annika</a></span></div>
<div class="entry-content">
<p>Nu är det dags! Förgroningen har pågått i tre veckor i det svala förrådet och knölarna har fått korta, kraftiga groddar.</p>
<p>I år sätter jag tre sorter i var sin pallkrage: Amandine, Mandel och en okänd röd sort som jag fick av grannen på lott 12. Varje krage rymmer ungefär tolv knölar om man sätter dem på 25 centimeters avstånd.</p>
<p>Jorden blandar jag av gammal kompost och lite hönsgödsel. Knölarna läggs tio centimeter ner med groddarna uppåt, och när blasten är en decimeter hög kupar jag med mer jord.</p>
<p>Om frosten kommer tillbaka lägger jag fiberduk över kragarna. Nu håller vi tummarna för midsommarpotatis!</p>
</div>
<div class="entry-utility">Det här inlägget postades i <a href="/category/potatis/" rel="category tag">Potatis</a> och har märkts med <a href="/tag/pallkrage/" rel="tag">pallkrage</a>, <a href="/tag/sattpotatis/" rel="tag">sättpotatis</a>. Bokmärk <a href="{site}" rel="bookmark">permalänken</a>.</div>
</div>
<div id="comments">
<p class="nocomments">Inga kommentarer ännu.</p>
<h3 id="pings">Trackbacks</h3>
<ol class="pinglist">
{items}</ol>
<div id="respond"><h3 id="reply-title">Lämna ett svar</h3>
<form action="/wp-comments-post.php" method="post" id="commentform"><p class="comment-notes">Din e-postadress kommer inte publiceras. Obligatoriska fält är märkta <span class="required">*</span></p>
<p class="comment-form-author"><label for="author">Namn</label> <span class="required">*</span><input id="author" name="author" type="text" value="" size="30" /></p>
<p class="comment-form-email"><label for="email">E-post</label> <span class="required">*</span><input id="email" name="email" type="text" value="" size="30" /></p>
<p class="comment-form-url"><label for="url">Webbplats</label><input id="url" name="url" type="text" value="" size="30" /></p>
<p class="comment-form-comment"><label for="comment">Kommentar</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>
<p class="subscribe-to-comments"><input type="checkbox" name="subscribe" id="subscribe" value="subscribe" style="width:auto" /> <label for="subscribe">Meddela mig om uppföljande kommentarer via e-post</label></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" value="Publicera kommentar" /><input type="hidden" name="comment_post_ID" value="211" id="comment_post_ID" /></p></form></div>
</div>
</div></div>
<div id="secondary" class="widget-area" role="complementary">
<div class="widget"><h3 class="widget-title">Om mig</h3><p>Annika, kolonist sedan 2006. Odlar mest det som går att äta och lite sånt som bara är vackert.</p></div>
<div class="widget"><h3 class="widget-title">Senaste inläggen</h3><ul><li><a href="{site}">Sätt potatis i pallkragar – så gör jag</a></li><li><a href="/2011/04/03/forgroning/">Förgroning i förrådet</a></li><li><a href="/2011/03/20/fronbestallning/">Årets fröbeställning</a></li></ul></div>
<div class="widget"><h3 class="widget-title">Arkiv</h3><ul><li><a href="/2011/04/">april 2011</a></li><li><a href="/2011/03/">mars 2011</a></li><li><a href="/2011/02/">februari 2011</a></li></ul></div>
<div class="widget"><h3 class="widget-title">Kategorier</h3><ul><li><a href="/category/potatis/">Potatis</a> (6)</li><li><a href="/category/bonor/">Bönor</a> (4)</li><li><a href="/category/kolonin/">Livet på kolonin</a> (11)</li></ul></div>
</div></div>
<div id="colophon">Koloniliv i Rågsved · Drivs med <a href="http://wordpress.org/" style="color:#fff">WordPress</a></div>
</div>"""
    return make(
        "ev-plain-sv-wp-trackbacks",
        "lookalike",
        "sv",
        page(
            body,
            title="Sätt potatis i pallkragar – så gör jag | Koloniliv i Rågsved",
            lang="sv-SE",
            css=css,
            head='<meta name="generator" content="WordPress 3.1.1" />\n<link rel="pingback" href="/xmlrpc.php" />',
        ),
        [],
        path=site,
        container="-",
        heading=None,
        description="A Swedish allotment blog on WordPress 3.1 (April 2011): 'Inga kommentarer ännu.', then three pingbacks and trackbacks under 'Trackbacks' in ol.pinglist (li.pingback#comment-N: the linking post's title and blog, a dated permalink, an excerpt in '[...]'); a comment form with 'Meddela mig om uppföljande kommentarer'; no reader comment.",
        lookalikes=("'Trackbacks': 3 pingbacks with title, blog, date and excerpt",),
    )


# --------------------------------------------------------------------------- en: comments closed, recent comments, 2012


def en_lisbon() -> Case:
    site = "/2012/09/three-days-in-lisbon-on-a-budget/"
    recent = [
        (
            "Sarah W.",
            "Ten rainy-day things to do in Porto",
            "2 days ago",
            "We followed your list to the letter last weekend and the tile museum was the highlight. Thank you!",
        ),
        (
            "Dominik",
            "Night train from Lisbon to Madrid: is it worth it?",
            "3 days ago",
            "The Trenhotel was cancelled for us twice in August, so do have a plan B.",
        ),
        (
            "Kate @ Wandering Kettle",
            "Ten rainy-day things to do in Porto",
            "4 days ago",
            "Adding the bookshop to my list, although I hear the queue is crazy now.",
        ),
        (
            "Jorge",
            "Sintra in a day without a car",
            "6 days ago",
            "Tip: buy the combined ticket at the station, the queue at the palace is an hour in summer.",
        ),
        (
            "Emma Ruiz",
            "Packing list for two weeks with a carry-on only",
            "1 week ago",
            "Rolled my clothes as you suggested and still had room for a bottle of port. Genius.",
        ),
    ]
    widget = "".join(
        f'<li class="recentcomments"><img alt="" src="{grav(who)}" class="avatar avatar-32 photo" height="32" width="32" />'
        f'<span class="rc-author">{esc(who)}</span> on <a href="/{i}/#comments">{esc(post)}</a>'
        f'<span class="rc-excerpt">“{esc(text)}”</span><span class="rc-time">{esc(when)}</span></li>'
        for i, (who, post, when, text) in enumerate(recent)
    )
    top = "".join(
        f'<li><img alt="" src="{grav(who)}" class="avatar avatar-24" width="24" height="24" /> <a href="#" rel="nofollow">{esc(who)}</a> ({n})</li>'
        for who, n in (("Kate @ Wandering Kettle", 41), ("Sarah W.", 27), ("Dominik", 19), ("Emma Ruiz", 12))
    )
    css = """body{margin:0;background:#fff;font:16px/1.7 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#444}
.site-header{border-bottom:1px solid #eee;padding:26px 0;text-align:center}.site-title{font:300 36px 'Helvetica Neue';letter-spacing:2px;margin:0}.site-title a{color:#222;text-decoration:none}
.site-description{color:#999;font-size:13px;text-transform:uppercase;letter-spacing:3px}.main-navigation{text-align:center;padding:10px 0;border-bottom:1px solid #eee}
.main-navigation a{color:#555;margin:0 12px;text-decoration:none;font-size:13px;text-transform:uppercase}
.site-content{width:960px;margin:30px auto;display:flex;gap:50px}.content-area{flex:1}.widget-area{width:280px;font-size:14px}
.entry-title{font:300 34px 'Helvetica Neue';color:#222;margin:0}.entry-meta{font-size:12px;color:#999;text-transform:uppercase;letter-spacing:1px}
.nocomments{border-top:1px solid #eee;padding-top:14px;color:#999;font-style:italic}.widget-title{font-size:12px;text-transform:uppercase;letter-spacing:2px;border-bottom:2px solid #222}
.widget ul{list-style:none;margin:0;padding:0}li.recentcomments{overflow:hidden;border-bottom:1px solid #f0f0f0;padding:8px 0}li.recentcomments .avatar{float:left;margin-right:8px;border-radius:50%}
.rc-author{font-weight:bold}.rc-excerpt{display:block;color:#666;font-style:italic}.rc-time{display:block;font-size:11px;color:#aaa}
.sharedaddy{margin:20px 0;font-size:13px}.sharedaddy a{margin-right:8px}.site-footer{border-top:1px solid #eee;text-align:center;font-size:12px;color:#aaa;padding:20px}"""
    body = f"""<div id="page" class="hfeed site">
<header id="masthead" class="site-header" role="banner"><h1 class="site-title"><a href="/" rel="home">Two Tickets and a Map</a></h1><h2 class="site-description">Slow travel in Europe on a small budget</h2></header>
<nav id="site-navigation" class="main-navigation" role="navigation"><a href="/">Home</a><a href="/destinations/">Destinations</a><a href="/budget/">Budget tips</a><a href="/about/">About us</a><a href="/contact/">Contact</a></nav>
<div id="main" class="site-content"><div id="primary" class="content-area"><div id="content" class="content" role="main">
<article id="post-640" class="post-640 post type-post status-publish format-standard hentry category-portugal">
<header class="entry-header"><h1 class="entry-title">Three days in Lisbon on a budget</h1>
<div class="entry-meta">Posted on <a href="{site}" rel="bookmark"><time class="entry-date" datetime="2012-09-18T08:00:00+00:00">September 18, 2012</time></a> by <a href="/author/hannah/">Hannah</a></div></header>
<div class="entry-content">
<p>Lisbon is still one of the cheapest capitals in western Europe, if you know where to look. We spent three days there this month for a little under 200 euros each, including a guesthouse in Graça.</p>
<p><strong>Day one:</strong> the 28 tram early in the morning before the crowds, then on foot through Alfama to the castle. Lunch was grilled sardines and a salad for 8 euros at a place with paper tablecloths.</p>
<p><strong>Day two:</strong> Belém by train, not by tram. The pastries are worth the queue; the monastery is free on Sunday mornings.</p>
<p><strong>Day three:</strong> a day trip to Cascais by train along the coast, 2.15 euros each way, and a swim at the little beach by the station.</p>
</div>
<div class="sharedaddy sd-sharing-enabled"><h3 class="sd-title">Share this:</h3><a href="#" class="share-twitter">Twitter</a><a href="#" class="share-facebook">Facebook 38</a><a href="#" class="share-pinterest">Pinterest</a><a href="#" class="share-email">Email</a></div>
<footer class="entry-meta">This entry was posted in <a href="/category/portugal/" rel="category tag">Portugal</a> and tagged <a href="/tag/lisbon/" rel="tag">Lisbon</a>, <a href="/tag/budget/" rel="tag">budget</a>. Bookmark the <a href="{site}" rel="bookmark">permalink</a>.</footer>
</article>
<nav role="navigation" id="nav-below" class="navigation-post"><div class="nav-previous"><a href="/2012/09/sintra-in-a-day-without-a-car/" rel="prev">← Sintra in a day without a car</a></div><div class="nav-next"><a href="/2012/10/ten-rainy-day-things-to-do-in-porto/" rel="next">Ten rainy-day things to do in Porto →</a></div></nav>
<div id="comments" class="comments-area"><p class="nocomments">Comments are closed.</p></div>
</div></div>
<div id="secondary" class="widget-area" role="complementary">
<aside id="search-2" class="widget widget_search"><form role="search" method="get" id="searchform" action="/"><input type="text" name="s" id="s" placeholder="Search" /></form></aside>
<aside id="text-3" class="widget widget_text"><h3 class="widget-title">Hello!</h3><div class="textwidget">We're Hannah and Tom, two teachers from Leeds who spend every school holiday on trains. <a href="/about/">More about us</a></div></aside>
<aside id="recent-comments-2" class="widget widget_recent_comments"><h3 class="widget-title">Recent Comments</h3><ul id="recentcomments">{widget}</ul></aside>
<aside id="top-commenters-2" class="widget widget_top_commenters"><h3 class="widget-title">Top Commenters</h3><ul>{top}</ul></aside>
<aside id="archives-2" class="widget widget_archive"><h3 class="widget-title">Archives</h3><ul><li><a href="/2012/10/">October 2012</a></li><li><a href="/2012/09/">September 2012</a></li><li><a href="/2012/08/">August 2012</a></li></ul></aside>
</div></div>
<footer id="colophon" class="site-footer" role="contentinfo">© 2012 Two Tickets and a Map · Proudly powered by WordPress</footer>
</div>"""
    return make(
        "ev-plain-en-closed-recent",
        "lookalike",
        "en",
        page(
            body,
            title="Three days in Lisbon on a budget | Two Tickets and a Map",
            lang="en-GB",
            css=css,
            xhtml=False,
            head='<meta name="generator" content="WordPress 3.4.2" />',
        ),
        [],
        path=site,
        container="-",
        heading=None,
        description="An English travel blog on WordPress 3.4 (September 2012): 'Comments are closed.' under the post; in the sidebar a 'Recent Comments' widget of 5 comments on other posts (avatar, name, 'on' post title, a quoted excerpt, '2 days ago') and 'Top Commenters' with avatars and counts; share buttons; no reader comment on this post.",
        lookalikes=(
            "'Recent Comments': 5 comments on other posts with avatar, name, post, excerpt and relative time",
            "'Top Commenters': 4 names with avatars and counts",
        ),
    )


def plain_ev() -> list[Case]:
    return [sv_koloni(), en_lisbon()]
