"""Blind set fj: four discussions on the publishing systems of 2011-2013. An English town news blog on WordPress with
a Twenty Ten-like theme (2011, 9 comments, replies nested in ul.children, avatars, "Reply" links), a German regional
site on Drupal 6 (2011, 7 comments with subjects, replies in div.indented, "antworten" and "melden"), a French
association's site on Joomla 1.5 with a JComments-like extension (2012, 6 numbered comments, flat with "@name", votes,
"Signaler") and a Dutch personal blog on Blogger's classic template (2012, 5 comments "NAME zei...", flat with "@name").
Every site, name and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fj_common import Case, doc, esc, kids, links, make, paras, slug, svg, talk

AVATAR = svg(40, 40, "#b8b8b8", "?", 20)

# --------------------------------------------------------------------------- en: WordPress, Twenty Ten-like, 2011


def en_wp_lido() -> Case:
    cs = talk("""
Sandra Whitcombe || March 15, 2011 at 9:14 pm || I learned to swim in that pool in 1974 and so did both my boys. Forty thousand pounds for the boiler is less than the council spent on the new signs along the bypass.
>Graham Pell || March 15, 2011 at 9:40 pm || The signs came out of a highways grant, Sandra, so that money could never have gone to the pool. Not that it makes closing it any better.
>>Sandra Whitcombe || March 15, 2011 at 10:02 pm || Fair enough, I didn't know that. Still feels like the pool is always the first thing to go.
Tom Arkwright || March 16, 2011 at 7:25 am || Is anyone organising a petition? I'd happily stand outside the library on Saturday morning with a clipboard.
>Millbrook Ledger || March 16, 2011 at 8:10 am || Tom, the Friends of Millbrook Lido are meeting at the Quaker hall on Thursday at 7.30. We'll post what they decide.
>>Tom Arkwright || March 16, 2011 at 12:47 pm || Thanks, I'll be there.
Priya || March 16, 2011 at 2:03 pm || The school uses the lido for lessons every summer term. Has anyone asked where the Year 4s are meant to go instead? The leisure centre in Dunholt is a forty minute bus ride. // I've emailed the head and will report back.
Keith M || March 17, 2011 at 6:58 pm || Unpopular opinion maybe, but an outdoor pool that is open eleven weeks a year was always going to struggle. Better to put the money into the indoor one and keep it open longer.
>Janet Orme || March 17, 2011 at 8:31 pm || It's open eleven weeks because they stopped heating it in 2006. When it was heated it opened in May and the queue went round the park.
""")
    path = "/2011/03/15/council-votes-to-shut-millbrook-lido"

    def li(i: int, depth: int, parity: list[int]) -> str:
        c = cs[i]
        n = 200 + i * 3
        eo = "even" if parity[0] % 2 == 0 else "odd"
        parity[0] += 1
        byauthor = " bypostauthor" if c.who == "Millbrook Ledger" else ""
        sub = kids(cs, i)
        children = (
            '<ul class="children">' + "".join(li(k, depth + 1, parity) for k in sub) + "</ul>" if sub else ""
        )
        return (
            f'<li class="comment {eo} depth-{depth}{byauthor}" id="li-comment-{n}">\n'
            f'<div id="comment-{n}">\n<div class="comment-author vcard">\n'
            f'<img alt="" src="/wp-content/themes/ledger/images/avatar-{"ledger" if byauthor else "default"}.svg" class="avatar avatar-40 photo" height="40" width="40" />\n'
            f'<cite class="fn">{esc(c.who)}</cite> <span class="says">says:</span></div>\n'
            f'<div class="comment-meta commentmetadata"><a href="{path}/#comment-{n}">{esc(c.at)}</a></div>\n'
            f'<div class="comment-body">{paras(c.raw)}</div>\n'
            f'<div class="reply"><a class="comment-reply-link" href="{path}/?replytocom={n}#respond" '
            f"onclick=\"return addComment.moveForm('comment-{n}', '{n}', 'respond', '1187')\">Reply</a></div>\n"
            f"</div>\n{children}</li>\n"
        )

    parity = [0]
    thread = "".join(li(i, 1, parity) for i in kids(cs, None))
    body = f"""<body class="single single-post postid-1187">
<div id="wrapper" class="hfeed">
<div id="header"><div id="masthead"><div id="branding" role="banner">
<div id="site-title"><span><a href="/" title="Millbrook Ledger" rel="home">Millbrook Ledger</a></span></div>
<div id="site-description">News, views and notices from Millbrook and the Ashe valley</div>
<img src="/wp-content/themes/ledger/images/headers/weir.svg" width="940" height="160" alt="" />
</div>
<div id="access" role="navigation"><div class="menu-header"><ul class="menu">{links("/category/", ["Home", "Council", "Schools", "Planning", "Sport", "What's On", "Letters"])}</ul></div></div>
</div></div>
<div id="main">
<div id="container"><div id="content" role="main">
<div id="nav-above" class="navigation"><div class="nav-previous"><a href="/2011/03/14/bridge-street-roadworks-extended" rel="prev"><span class="meta-nav">&larr;</span> Bridge Street roadworks extended to April</a></div><div class="nav-next"><a href="/2011/03/16/scouts-hut-fundraiser" rel="next">Scout hut fundraiser raises &pound;2,300 <span class="meta-nav">&rarr;</span></a></div></div>
<div id="post-1187" class="post-1187 post type-post status-publish format-standard hentry category-council">
<h1 class="entry-title">Council votes to shut Millbrook Lido</h1>
<div class="entry-meta"><span class="meta-prep meta-prep-author">Posted on</span> <a href="{path}" rel="bookmark"><span class="entry-date">March 15, 2011</span></a> <span class="meta-sep">by</span> <span class="author vcard"><a class="url fn n" href="/author/editor">Millbrook Ledger</a></span></div>
<div class="entry-content">
<p>Millbrook's open-air pool will not open this summer after district councillors voted six to four on Tuesday night to close it for good.</p>
<p>The lido, built in 1936 on the edge of Weir Park, needs a new boiler and repairs to its filter house, estimated at &pound;40,000. Council officers told the meeting that the pool lost &pound;11,500 last season on 9,800 visits.</p>
<p>Councillor Dennis Hargreave, who proposed the closure, said the district could not justify "propping up a building that is empty for forty weeks of the year". Councillor Ruth Ambler, who voted against, asked for a year's delay so that a community group could put together a bid to run it.</p>
<p><img class="aligncenter size-large" src="/wp-content/uploads/2011/03/lido-empty.svg" width="580" height="300" alt="The empty lido in March" /></p>
<p>The decision goes to the full council on April 5. The site will be fenced off in the meantime.</p>
</div>
<div class="entry-utility">This entry was posted in <a href="/category/council" rel="category tag">Council</a> and tagged <a href="/tag/lido" rel="tag">lido</a>, <a href="/tag/weir-park" rel="tag">Weir Park</a>. Bookmark the <a href="{path}" rel="bookmark">permalink</a>.</div>
</div>
<div id="comments">
<h3 id="comments-title">9 Responses to <em>Council votes to shut Millbrook Lido</em></h3>
<ol class="commentlist">
{thread}</ol>
<div id="respond">
<h3 id="reply-title">Leave a Reply <small><a rel="nofollow" id="cancel-comment-reply-link" href="{path}#respond" style="display:none;">Cancel reply</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform">
<p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>
<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" value="" size="30" /></p>
<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" value="" size="30" /></p>
<p class="comment-form-url"><label for="url">Website</label><input id="url" name="url" type="text" value="" size="30" /></p>
<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /><input type="hidden" name="comment_post_ID" value="1187" id="comment_post_ID" /><input type="hidden" name="comment_parent" id="comment_parent" value="0" /></p>
</form>
</div>
</div>
</div></div>
<div id="primary" class="widget-area" role="complementary"><ul class="xoxo">
<li id="search-2" class="widget-container widget_search"><form role="search" method="get" id="searchform" action="/"><div><input type="text" name="s" id="s" /><input type="submit" id="searchsubmit" value="Search" /></div></form></li>
<li id="text-3" class="widget-container widget_text"><h3 class="widget-title">Got a story?</h3><div class="textwidget">Ring the newsdesk on 01632 960 418 or write to news@example.org.</div></li>
<li id="archives-2" class="widget-container widget_archive"><h3 class="widget-title">Archives</h3><ul><li><a href="/2011/03">March 2011</a></li><li><a href="/2011/02">February 2011</a></li><li><a href="/2011/01">January 2011</a></li></ul></li>
<li id="categories-2" class="widget-container widget_categories"><h3 class="widget-title">Categories</h3><ul>{links("/category/", ["Council", "Planning", "Schools", "Sport"])}</ul></li>
</ul></div>
</div>
<div id="footer" role="contentinfo"><div id="colophon"><div id="site-info"><a href="/" rel="home">Millbrook Ledger</a></div><div id="site-generator"><a href="https://wordpress.org/">Proudly powered by WordPress.</a></div></div></div>
</div>
<script type="text/javascript">var addComment={{moveForm:function(){{return true;}}}};</script>
</body>
</html>
"""
    css = """<link rel="stylesheet" type="text/css" media="all" href="/wp-content/themes/ledger/style.css" />
<style type="text/css">
body{background:#f1f1f1;font:15px Georgia,serif;color:#333}#wrapper{width:940px;margin:0 auto;background:#fff;padding:0 20px}#site-title a{font-size:30px;font-weight:bold;color:#000;text-decoration:none}#site-description{font-style:italic;color:#666}
#access{background:#000;margin-top:6px}#access li{display:inline;margin-right:14px}#access a{color:#aaa;text-decoration:none;line-height:38px}#container{float:left;width:640px}#primary{float:right;width:220px;font-size:13px}#primary ul{list-style:none;padding:0}
.commentlist{list-style:none;padding:0}.commentlist li{border-bottom:1px solid #e7e7e7;padding:10px 0 10px 56px;position:relative}.commentlist .avatar{position:absolute;left:0}.children{list-style:none;padding-left:0}.says{font-style:italic}.commentmetadata a{color:#888;font-size:12px}.reply a{font-size:12px;color:#888}
.bypostauthor>div cite{color:#7a0}#footer{clear:both;border-top:4px solid #000;padding:10px 0;font-size:12px}
</style>"""
    return make(
        "fj-en-wp-lido",
        "discussion",
        "en",
        doc("xhtml", title="Council votes to shut Millbrook Lido | Millbrook Ledger", lang="en-GB", head=css)
        + body,
        cs,
        path=path,
        container="div#comments > ol.commentlist: li.comment.depth-N, each div.comment-author (img.avatar, cite.fn NAME, 'says:'), div.commentmetadata a DATE, div.comment-body p TEXT, div.reply a 'Reply'; replies in ul.children; the site's own answer li.bypostauthor",
        heading="9 Responses to Council votes to shut Millbrook Lido",
        description="An English town news blog of 2011 on WordPress with a Twenty Ten-like theme (invented): the council votes to close the lido; 9 comments under '9 Responses to …', three levels deep in ul.children, avatars, 'NAME says:', 'March 15, 2011 at 9:14 pm', 'Reply' links, the site's own answer (author 'Millbrook Ledger'), the reply form below; previous/next post links, archives and categories beside it.",
        files={
            "/wp-content/themes/ledger/images/avatar-default.svg": AVATAR,
            "/wp-content/themes/ledger/images/avatar-ledger.svg": svg(40, 40, "#7a0", "ML", 14),
            "/wp-content/themes/ledger/images/headers/weir.svg": svg(
                940, 160, "#5d7f8f", "Millbrook weir", 28
            ),
            "/wp-content/uploads/2011/03/lido-empty.svg": svg(580, 300, "#8fb7c9", "lido"),
            "/wp-content/themes/ledger/style.css": "/* ledger child theme */\n",
        },
    )


# --------------------------------------------------------------------------- de: Drupal 6, Garland-like, 2011


def de_drupal_kreisel() -> Case:
    cs = talk("""
Hobbygärtner || Di, 15.03.2011 - 14:22 || Endlich! Ich fahre jeden Morgen um halb sieben über die Kreuzung und stehe da regelmäßig fünf Minuten, obwohl außer mir niemand unterwegs ist.
>Radlerin_Mühlbach || Di, 15.03.2011 - 15:05 || Und wie kommen wir Radfahrer dann über den Kreisel? Im Plan sehe ich keinen eigenen Radweg, nur die Fahrbahn.
>>Hobbygärtner || Di, 15.03.2011 - 16:41 || Laut Artikel gibt es außen herum einen gemeinsamen Geh- und Radweg mit Querungshilfen an allen vier Armen. Steht im dritten Absatz.
>>Radlerin_Mühlbach || Di, 15.03.2011 - 18:12 || Danke, hatte ich überlesen. Dann bin ich beruhigt.
G. Brenneisen || Mi, 16.03.2011 - 08:03 || 1,2 Millionen Euro für einen Kreisel, während in der Grundschule seit zwei Jahren die Toiletten gesperrt sind. Da stimmt doch die Reihenfolge nicht.
>Redaktion || Mi, 16.03.2011 - 09:30 || Der Kreisel wird zu 80 Prozent vom Land bezahlt, die Schulsanierung muss die Gemeinde allein tragen. Wir berichten dazu in der nächsten Woche ausführlich.
Anwohner Lindenstraße || Mi, 16.03.2011 - 21:17 || Während der Bauzeit soll der Umleitungsverkehr durch die Lindenstraße fahren. Hat irgendjemand im Gemeinderat daran gedacht, dass dort eine Kita ist?
""")
    subjects = [
        "Endlich!",
        "Und die Radfahrer?",
        "Steht im Artikel",
        "Danke",
        "Falsche Reihenfolge",
        "Förderung durch das Land",
        "Umleitung durch die Lindenstraße",
    ]
    path = "/nachrichten/muehlbach/kreisel-an-der-bundesstrasse-kommt-2012"

    def one(i: int) -> str:
        c = cs[i]
        n = 3310 + i
        user = (
            f'<a href="/user/{slug(c.who)}" title="Benutzerprofil anzeigen.">{esc(c.who)}</a>'
            if c.who != "Anwohner Lindenstraße"
            else f"{esc(c.who)} (nicht überprüft)"
        )
        new = " comment-by-node-author" if c.who == "Redaktion" else ""
        sub = kids(cs, i)
        inner = '<div class="indented">' + "".join(one(k) for k in sub) + "</div>" if sub else ""
        return (
            f'<a id="comment-{n}"></a>\n<div class="comment{new} clear-block">\n'
            f'<h3><a href="/nachrichten/muehlbach/kreisel-an-der-bundesstrasse-kommt-2012#comment-{n}" class="active">{esc(subjects[i])}</a></h3>\n'
            f'<div class="submitted">Eingereicht von {user} am {esc(c.at)}.</div>\n'
            f'<div class="content">{paras(c.raw)}</div>\n'
            f'<ul class="links"><li class="comment_reply first"><a href="/comment/reply/881/{n}">antworten</a></li>'
            f'<li class="comment_report last"><a href="/comment/report/{n}">melden</a></li></ul>\n'
            f"</div>\n{inner}"
        )

    thread = "".join(one(i) for i in kids(cs, None))
    body = f"""<body class="sidebar-right">
<div id="header-region" class="clear-block"></div>
<div id="wrapper"><div id="container" class="clear-block">
<div id="header"><div id="logo-floater"><h1><a href="/" title="Mühlbacher Bote"><img src="/sites/all/themes/bote/logo.svg" alt="Mühlbacher Bote" id="logo" /><span>Mühlbacher Bote</span></a></h1></div>
<ul class="links primary-links">{links("/", ["Startseite", "Nachrichten", "Vereine", "Sport", "Termine", "Kleinanzeigen", "Kontakt"])}</ul></div>
<div id="center"><div id="squeeze"><div class="right-corner"><div class="left-corner">
<div class="breadcrumb"><a href="/">Startseite</a> &rsaquo; <a href="/nachrichten">Nachrichten</a> &rsaquo; <a href="/nachrichten/muehlbach">Mühlbach</a></div>
<h2>Kreisel an der Bundesstraße kommt 2012</h2>
<div class="clear-block">
<div id="node-881" class="node">
<span class="submitted">Di, 15.03.2011 - 11:40 &mdash; <a href="/user/redaktion" title="Benutzerprofil anzeigen.">Redaktion</a></span>
<div class="content clear-block">
<p>Die Ampelkreuzung an der Einmündung der Lindenstraße in die B 417 wird im kommenden Jahr durch einen Kreisverkehr ersetzt. Das hat der Gemeinderat am Montagabend einstimmig beschlossen.</p>
<p>Die Kosten schätzt das Straßenbauamt auf rund 1,2 Millionen Euro, von denen das Land 80 Prozent übernimmt. Baubeginn soll im April 2012 sein, die Bauzeit wird mit fünf Monaten angegeben.</p>
<p>Um den Kreisel herum ist ein gemeinsamer Geh- und Radweg vorgesehen, an allen vier Armen sollen Querungshilfen gebaut werden. Die Bushaltestelle wird um etwa fünfzig Meter in Richtung Ortsmitte verlegt.</p>
<p><img src="/sites/default/files/kreisel-plan.svg" width="500" height="280" alt="Planskizze des Kreisverkehrs" /><br /><em>Planskizze: Straßenbauamt</em></p>
</div>
<div class="meta"><div class="terms"><ul class="links inline"><li class="taxonomy_term_12 first"><a href="/thema/verkehr" rel="tag">Verkehr</a></li><li class="taxonomy_term_4 last"><a href="/thema/gemeinderat" rel="tag">Gemeinderat</a></li></ul></div></div>
<div class="links"><ul class="links inline"><li class="comment_add first"><a href="/comment/reply/881#comment-form">Neuen Kommentar schreiben</a></li><li class="print last"><a href="/print/881">Druckversion</a></li></ul></div>
</div>
<div id="comments">
<h2 class="comments">Kommentare</h2>
{thread}<div class="box">
<h2>Kommentar hinzufügen</h2>
<div class="content"><form action="/comment/reply/881" method="post" id="comment-form">
<div class="form-item" id="edit-name-wrapper"><label for="edit-name">Ihr Name: </label><input type="text" maxlength="60" name="name" id="edit-name" size="30" value="Gast" class="form-text" /></div>
<div class="form-item" id="edit-subject-wrapper"><label for="edit-subject">Betreff: </label><input type="text" maxlength="64" name="subject" id="edit-subject" size="60" value="" class="form-text" /></div>
<div class="form-item" id="edit-comment-wrapper"><label for="edit-comment">Kommentar: <span class="form-required" title="Diese Angabe wird benötigt.">*</span></label><textarea cols="60" rows="10" name="comment" id="edit-comment" class="form-textarea resizable required"></textarea></div>
<input type="submit" name="op" id="edit-submit" value="Speichern" class="form-submit" /> <input type="submit" name="op" id="edit-preview" value="Vorschau" class="form-submit" />
</form></div></div>
</div>
</div>
<div id="footer">Mühlbacher Bote &ndash; Nachrichten aus Mühlbach und Umgebung &middot; <a href="/impressum">Impressum</a></div>
</div></div></div></div></div>
<div id="sidebar-right" class="sidebar">
<div id="block-block-3" class="clear-block block block-block"><h2>Termine</h2><div class="content"><p>19.03. Frühjahrsputz am Dorfweiher<br />24.03. Blutspende im Bürgerhaus<br />02.04. Jahreshauptversammlung Feuerwehr</p></div></div>
<div id="block-node-0" class="clear-block block block-node"><h2>Meistgelesen</h2><div class="content"><div class="item-list"><ul>{links("/nachrichten/", ["Bäckerei Hollerbach schließt nach 94 Jahren", "Neuer Pächter für das Waldbad gefunden", "Fasnetsumzug: Bilder vom Sonntag"])}</ul></div></div></div>
</div>
</div></div>
</body>
</html>
"""
    css = """<style type="text/css" media="all">
body{margin:0;font:12px/1.5 Verdana,sans-serif;background:#edf5fa}#wrapper{background:#fff}#container{width:960px;margin:0 auto}#header{background:#1f4e6e;padding:12px;color:#fff}#header a{color:#fff}#logo-floater h1 span{margin-left:10px}.primary-links li{display:inline;margin-right:10px}
#center{float:left;width:700px;padding:10px}#sidebar-right{float:right;width:220px;padding:10px}.breadcrumb{font-size:11px}.submitted{color:#898989;font-size:11px}.comment{background:#f7f7f7;border:1px solid #e5e5e5;margin:10px 0;padding:8px}.comment h3{margin:0;font-size:13px}
.indented{margin-left:25px}ul.links li{display:inline;margin-right:8px;font-size:11px}.comment-by-node-author{background:#eef5e6}#footer{border-top:1px solid #ccc;font-size:11px;padding:8px 0;text-align:center}
</style>"""
    return make(
        "fj-de-drupal-kreisel",
        "discussion",
        "de",
        doc(
            "xhtml",
            title="Kreisel an der Bundesstraße kommt 2012 | Mühlbacher Bote",
            lang="de",
            head=css,
            extra=' dir="ltr"',
        )
        + body,
        cs,
        path=path,
        container="div#comments after the node: a#comment-N then div.comment (h3 a SUBJECT, div.submitted 'Eingereicht von NAME am Di, 15.03.2011 - 14:22.', div.content p TEXT, ul.links 'antworten' 'melden'); replies in div.indented after their parent, not inside it; then the form box",
        heading="Kommentare",
        description="A German local news site of 2011 on Drupal 6 with a Garland-like theme (invented): a roundabout replaces the traffic lights on the main road; 7 comments under 'Kommentare', each with a subject line (not part of the text), 'Eingereicht von NAME am Di, 15.03.2011 - 14:22.', the text, 'antworten' and 'melden' links; replies in div.indented siblings after their parent, three levels; the editors' answer (author 'Redaktion'); one guest '(nicht überprüft)'; the form below; dates, most-read and a byline around.",
        files={
            "/sites/all/themes/bote/logo.svg": svg(60, 40, "#fff", ""),
            "/sites/default/files/kreisel-plan.svg": svg(500, 280, "#9a9", "Kreisverkehr B 417"),
        },
    )


# --------------------------------------------------------------------------- fr: Joomla 1.5 + a JComments-like extension, 2012


def fr_joomla_marais() -> Case:
    cs = talk("""
Claude_V || 14.04.2012 21:07 || Enfin une sortie le dimanche matin ! Les années précédentes c'était toujours le samedi et je travaille ce jour-là. Faut-il réserver ou on vient directement ?
Martine Lebrec || 14.04.2012 22:15 || @Claude_V : il faut s'inscrire, le groupe est limité à quinze personnes à cause des passerelles. Le formulaire est dans la rubrique Sorties.
Jean-Yves || 15.04.2012 08:42 || Pour ceux qui viennent de Saint-Guénolé, on peut organiser du covoiturage. Je passe par la place de la mairie vers 7 h 15, il me reste trois places.
Fanfan29 || 15.04.2012 10:30 || L'an dernier on avait vu un butor étoilé depuis l'observatoire du nord, c'était magique. Pensez aux bottes, le chemin du bas était sous l'eau.
Claude_V || 15.04.2012 11:56 || @Martine Lebrec merci, inscription faite. @Jean-Yves je suis à Saint-Guénolé aussi, je veux bien une place.
Hervé Kerdoncuff || 16.04.2012 19:20 || Petite précision : les chiens ne sont pas admis sur la réserve, même tenus en laisse. On a eu le cas l'an dernier et il a fallu repartir.
""")
    votes = ["+4", "+6", "+3", "+5", "+1", "+7"]
    path = "/sorties/47-sortie-ornitho-marais-de-kerlouan-29-avril"
    rows = "".join(
        f"""<div class="{"even" if i % 2 else "odd"}" id="comment-item-{518 + i}">
<div class="rbox"><div class="rbox_tr"><div class="rbox_tl"><div class="rbox_t">&nbsp;</div></div></div><div class="rbox_m">
<div class="comment-box usertype-{"registered" if c.who != "Fanfan29" else "guest"}">
<span class="comments-vote"><span id="comment-vote-holder-{518 + i}"><a href="#" class="vote-good" title="Bon commentaire !"></a><a href="#" class="vote-poor" title="Mauvais commentaire !"></a><span class="vote-none">{v}</span></span></span>
<a class="comment-anchor" href="{path}#comment-{518 + i}" id="comment-{518 + i}">#{i + 1}</a>
<span class="comment-author">{esc(c.who)}</span>
<span class="comment-date">{esc(c.at)}</span>
<div class="comment-body" id="comment-body-{518 + i}">{esc(c.raw)}</div>
<span class="comments-buttons"><a href="#" onclick="return false;">Répondre</a> | <a href="#" onclick="return false;">Citer</a> | <a href="#" class="comment-report" onclick="return false;">Signaler</a></span>
</div><div class="clear"></div>
</div><div class="rbox_br"><div class="rbox_bl"><div class="rbox_b">&nbsp;</div></div></div></div>
</div>
"""
        for i, (c, v) in enumerate(zip(cs, votes, strict=True))
    )
    body = f"""<body id="page_bg">
<div id="wrapper">
<div id="header"><h1 id="logo"><a href="/">Les Amis du Marais de Kerlouan</a></h1><div id="slogan">Association de protection et de découverte de la zone humide</div></div>
<div id="tabarea"><ul id="mainlevel-nav">{links("/", ["Accueil", "L'association", "Sorties", "Observations", "Adhésion", "Contact"])}</ul></div>
<div id="pathway"><span class="breadcrumbs pathway"><a href="/" class="pathway">Accueil</a> <img src="/templates/marais/images/arrow.svg" alt="" /> <a href="/sorties" class="pathway">Sorties</a> <img src="/templates/marais/images/arrow.svg" alt="" /> Sortie ornitho au marais le 29 avril</span></div>
<div id="content">
<table class="contentpaneopen"><tr><td class="contentheading" width="100%">Sortie ornitho au marais le dimanche 29 avril</td><td align="right" width="100%" class="buttonheading"><a href="/sorties/47?tmpl=component&amp;print=1" title="Imprimer">Imprimer</a></td><td align="right" width="100%" class="buttonheading"><a href="/component/mailto/?link=47" title="E-mail">E-mail</a></td></tr></table>
<table class="contentpaneopen">
<tr><td width="70%" align="left" valign="top" colspan="2"><span class="small">Écrit par Hervé Kerdoncuff</span>&nbsp;&nbsp;</td></tr>
<tr><td valign="top" colspan="2" class="createdate">Samedi, 14 Avril 2012 18:30</td></tr>
<tr><td valign="top" colspan="2">
<p>Notre sortie de printemps aura lieu le <strong>dimanche 29 avril</strong>, rendez-vous à 7 h 30 sur le parking de l'observatoire sud. La balade dure environ trois heures, sur les passerelles et le chemin de digue.</p>
<p>C'est la bonne période pour entendre la rousserolle effarvatte et, avec un peu de chance, apercevoir le busard des roseaux en chasse au-dessus des phragmites. Des jumelles seront prêtées à ceux qui n'en ont pas.</p>
<p><img src="/images/stories/sorties/marais-avril.svg" width="460" height="260" alt="Le marais au lever du jour" /></p>
<p>Participation gratuite pour les adhérents, 3 € pour les non-adhérents. Inscription obligatoire, quinze places.</p>
</td></tr>
<tr><td colspan="2" class="modifydate">Mis à jour le Dimanche, 15 Avril 2012 09:12</td></tr>
</table>
<script type="text/javascript">var jcomments=null;</script>
<div id="jc">
<div id="comments"><h4>Commentaires (6)</h4>
<div id="comments-list" class="comments-list">
{rows}</div>
<div id="nav-bottom"></div>
</div>
<h4>Ajouter un commentaire</h4>
<a id="addcomments" href="#addcomments"></a>
<form id="comments-form" name="comments-form" action="javascript:void(null);">
<p><input id="comments-form-name" type="text" name="name" value="" maxlength="20" size="22" /> <label for="comments-form-name">Nom (obligatoire)</label></p>
<p><input id="comments-form-email" type="text" name="email" value="" size="22" /> <label for="comments-form-email">E-mail (obligatoire, non publié)</label></p>
<p><textarea id="comments-form-comment" name="comment" cols="65" rows="8"></textarea></p>
<div id="comments-form-buttons"><div class="btn" id="comments-form-send"><div><a href="#" tabindex="7" title="Envoyer (Ctrl+Entrée)">Envoyer</a></div></div><div class="btn" id="comments-form-cancel" style="display:none;"><div><a href="#" title="Annuler">Annuler</a></div></div></div>
</form>
<div id="comments-footer" align="center"><a href="/component/jcomments" title="Commentaires">Commentaires</a></div>
</div>
</div>
<div id="right">
<div class="moduletable"><h3>Prochaines sorties</h3><ul><li>29 avril : le marais au printemps</li><li>20 mai : chantier de nettoyage des berges</li><li>17 juin : papillons de la dune</li></ul></div>
<div class="moduletable"><h3>Dernières observations</h3><ul>{links("/observations/", ["Spatule blanche au bassin nord", "Premier coucou entendu", "Loutre sur la digue"])}</ul></div>
</div>
<div id="footer"><p>&copy; 2012 Les Amis du Marais de Kerlouan &middot; <a href="/mentions-legales">Mentions légales</a></p><p class="joomla">Joomla! est un logiciel libre distribué sous licence GNU/GPL.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px Arial,sans-serif;background:#e5ece3;margin:0}#wrapper{width:920px;margin:0 auto;background:#fff}#header{background:#4d6b3a;color:#fff;padding:14px}#header a{color:#fff;text-decoration:none}#slogan{font-size:12px}
#mainlevel-nav li{display:inline;margin-right:12px}#pathway{font-size:11px;padding:4px 10px}#content{float:left;width:640px;padding:10px}#right{float:right;width:230px;padding:10px;font-size:12px}#footer{clear:both;font-size:11px;text-align:center;background:#eee;padding:6px}
.contentheading{font-size:17px;font-weight:bold;color:#4d6b3a}.createdate,.modifydate,.small{font-size:11px;color:#999}
#comments-list .odd,#comments-list .even{margin:6px 0}.comment-box{border:1px solid #dde;padding:6px;background:#fafcf8}.comments-vote{float:right;color:#4a4}.comment-anchor{color:#999;margin-right:6px}.comment-author{font-weight:bold}.comment-date{color:#999;font-size:11px;margin-left:6px}.comment-body{margin:6px 0}.comments-buttons{font-size:11px}.rbox_t,.rbox_b{display:none}
</style>"""
    return make(
        "fj-fr-joomla-marais",
        "discussion",
        "fr",
        doc(
            "xhtml",
            title="Sortie ornitho au marais le dimanche 29 avril - Les Amis du Marais de Kerlouan",
            lang="fr-fr",
            head=css,
        )
        + body,
        cs,
        path=path,
        container="div#jc > div#comments > div#comments-list: div.odd/div.even > div.rbox > div.comment-box (span.comments-vote '+4', a.comment-anchor '#1', span.comment-author NAME, span.comment-date '14.04.2012 21:07', div.comment-body TEXT, 'Répondre | Citer | Signaler'); flat, answers by '@name'",
        heading="Commentaires (6)",
        description="A French nature association's site of 2012 on Joomla 1.5 with a JComments-like comments extension (invented): the spring birdwatching walk in the marsh; 6 numbered comments '#1'…'#6' under 'Commentaires (6)', each with a vote score, author, '14.04.2012 21:07', the text and 'Répondre | Citer | Signaler'; flat, answers marked '@Claude_V :' in the text (truth: flat, the '@name' kept in the text); the rounded-box divs of the template; the form below; a print/e-mail bar, upcoming walks and latest sightings beside it.",
        files={
            "/templates/marais/images/arrow.svg": svg(8, 8, "#999"),
            "/images/stories/sorties/marais-avril.svg": svg(460, 260, "#7a9a6a", "marais"),
        },
    )


# --------------------------------------------------------------------------- nl: Blogger classic template, 2012


def nl_blogger_moestuin() -> Case:
    cs = talk("""
Ineke || 12 maart 2012 21:14 || Wat een mooie bedden! Wij hebben vorig jaar ook steigerhout gebruikt, maar na één seizoen was het aan de onderkant al zacht. Heb je er folie tegen gezet?
Moestuin aan de Vliet || 12 maart 2012 22:03 || @Ineke: ja, aan de binnenkant vijverfolie tot een handbreedte onder de rand. Niet aan de bodem, anders blijft het water staan.
Bart uit Leiden || 13 maart 2012 08:47 || Die tuinbonen zet ik altijd pas half maart buiten, bij ons in de polder vriest het 's nachts nog te vaak. Ben benieuwd of jij ze er goed doorheen krijgt.
Anoniem || 13 maart 2012 13:30 || Waar haal je die netten tegen de duiven? Bij ons eten ze alles weg wat boven de grond komt.
Moestuin aan de Vliet || 13 maart 2012 20:55 || @Anoniem: gewoon bij de tuincentrum-afdeling van de bouwmarkt, vogelnet van vier bij tien meter. Met tentharingen vastzetten, anders waait het weg. // @Bart: ik heb een rol vliesdoek klaarliggen, voor het geval dat.
""")
    path = "/2012/03/nieuwe-bedden-en-de-eerste-tuinbonen.html"
    rows = ""
    for i, c in enumerate(cs):
        n = 7311408 + i * 37
        if c.who == "Anoniem":
            who = "Anoniem"
        else:
            who = f'<a href="/profile/{slug(c.who)}" rel="nofollow">{esc(c.who)}</a>'
        owner = " blog-author" if c.who == "Moestuin aan de Vliet" else ""
        body_html = "<br /><br />".join(esc(x.strip()) for x in c.raw.split(" // "))
        rows += (
            f'<dt class="comment-author{owner}" id="c{n}"><a name="c{n}"></a>\n{who} zei...\n</dt>\n'
            f'<dd class="comment-body" id="Blog1_cmt-{n}"><p>{body_html}</p></dd>\n'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="{path}?showComment={n}#c{n}" title="permanente link naar opmerking">{esc(c.at)}</a></span>\n'
            f'<span class="item-control blog-admin pid-1029"><a class="comment-delete" href="/delete-comment.g?postID={n}" title="Opmerking verwijderen"><img src="/img/icon_delete13.svg" alt="" /></a></span></dd>\n'
        )
    body = f"""<body>
<div class="outer-wrapper"><div class="header-outer"><div class="header section" id="header"><div class="widget Header" id="Header1">
<div id="header-inner"><div class="titlewrapper"><h1 class="title"><a href="/">Moestuin aan de Vliet</a></h1></div><div class="descriptionwrapper"><p class="description"><span>Vier bedden, een kas van oude ramen en heel veel slakken</span></p></div></div>
</div></div></div>
<div class="main-outer"><div class="main section" id="main"><div class="widget Blog" id="Blog1">
<div class="blog-posts hfeed">
<div class="date-outer"><h2 class="date-header"><span>maandag 12 maart 2012</span></h2>
<div class="post-outer"><div class="post hentry">
<a name="1029"></a>
<h3 class="post-title entry-title">Nieuwe bedden en de eerste tuinbonen</h3>
<div class="post-header"></div>
<div class="post-body entry-content">
Zaterdag was het eindelijk droog genoeg om de nieuwe bedden in elkaar te zetten. Vier bakken van steigerhout, elk 1,20 bij 2,40 meter, met een pad van houtsnippers ertussen.<br /><br />
De grond heb ik gemengd met compost van de gemeentelijke compostdag en een paar kruiwagens oude paardenmest van de manege verderop.<br /><br />
<div class="separator" style="clear: both; text-align: center;"><a href="/img/bedden-maart.svg"><img border="0" height="240" src="/img/bedden-maart.svg" width="400" /></a></div><br />
Vandaag gingen de eerste tuinbonen de grond in, 'Witkiem', in twee rijen. Er ligt een net over tegen de duiven, die vorig jaar alles hebben opgegeten.<br />
<div style="clear: both;"></div>
</div>
<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">Gepost door <span class="fn">Moestuin aan de Vliet</span></span> <span class="post-timestamp">op <a class="timestamp-link" href="{path}" rel="bookmark" title="permanent link"><abbr class="published" title="2012-03-12T17:20:00+01:00">17:20</abbr></a></span> <span class="post-comment-link"></span> <span class="post-icons"><span class="item-control blog-admin pid-1029"><a href="/post-edit.g?postID=1029" title="Bericht bewerken"><img alt="" class="icon-action" height="18" src="/img/icon18_edit_allbkg.svg" width="18" /></a></span></span></div>
<div class="post-footer-line post-footer-line-2"><span class="post-labels">Labels: <a href="/search/label/bedden" rel="tag">bedden</a>, <a href="/search/label/tuinbonen" rel="tag">tuinbonen</a></span></div></div>
</div>
<div class="comments" id="comments">
<a name="comments"></a>
<h4>5 opmerkingen:</h4>
<div id="Blog1_comments-block-wrapper">
<dl class="avatar-comment-indent" id="comments-block">
{rows}</dl>
</div>
<p class="comment-footer"><a href="/comment.g?blogID=88&amp;postID=1029" onclick="">Een reactie posten</a></p>
</div>
</div></div>
</div>
<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2012/03/kas-van-oude-ramen.html" title="Nieuwere post">Nieuwere post</a></span> <span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2012/02/zaadjes-bestellen.html" title="Oudere post">Oudere post</a></span> <a class="home-link" href="/">Homepage</a></div>
<div class="post-feeds"><div class="feed-links">Abonneren op: <a class="feed-link" href="/feeds/1029/comments/default" type="application/atom+xml">Reacties posten (Atom)</a></div></div>
</div></div></div>
<div class="sidebar section" id="sidebar-right-1">
<div class="widget Profile" id="Profile1"><h2>Over mij</h2><div class="widget-content"><img src="/img/profiel.svg" width="80" height="80" alt="Mijn foto" /><dl class="profile-datablock"><dt class="profile-data"><a class="profile-name-link" href="/profile/moestuin">Moestuin aan de Vliet</a></dt><dd class="profile-textblock">Volkstuinder sinds 2009, complex De Vlietakkers.</dd></dl></div></div>
<div class="widget BlogArchive" id="BlogArchive1"><h2>Blogarchief</h2><div class="widget-content"><ul class="hierarchy"><li class="archivedate expanded"><a class="toggle" href="javascript:void(0)">&#9660;&nbsp;</a><a class="post-count-link" href="/2012/">2012</a> <span class="post-count" dir="ltr">(9)</span><ul class="hierarchy"><li class="archivedate expanded"><a class="post-count-link" href="/2012/03/">maart</a> <span class="post-count" dir="ltr">(3)</span></li><li class="archivedate collapsed"><a class="post-count-link" href="/2012/02/">februari</a> <span class="post-count" dir="ltr">(4)</span></li></ul></li><li class="archivedate collapsed"><a class="post-count-link" href="/2011/">2011</a> <span class="post-count" dir="ltr">(31)</span></li></ul></div></div>
</div>
<div class="footer-outer">Sjabloon Minima. Mogelijk gemaakt door <a href="https://www.blogger.com">Blogger</a>.</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#fff;margin:0;color:#333;font:x-small Georgia,Serif;font-size:small}a:link{color:#58a}.outer-wrapper{width:760px;margin:0 auto;padding:10px}#header{border:1px solid #ccc;margin:0 0 10px;text-align:center}h1.title{font:200% Georgia,Serif}
.main-outer{width:480px;float:left}.sidebar{width:230px;float:right;font-size:90%}.date-header{font:78% 'Trebuchet MS',sans-serif;letter-spacing:.2em;text-transform:uppercase;color:#999}.post-title{font-size:140%;color:#c60}.post-footer{color:#999;font-size:78%;margin:.75em 0}
#comments h4{font-size:100%;color:#999}#comments-block{margin:1em 0 1.5em;line-height:1.6em}#comments-block .comment-author{margin:.5em 0}#comments-block .comment-body{margin:.25em 0 0}#comments-block .comment-footer{margin:-.25em 0 2em;line-height:1.4em;font-size:78%}.blog-author{font-weight:bold}.footer-outer{clear:both;text-align:center;font-size:78%;color:#999;padding:10px}
</style>"""
    return make(
        "fj-nl-blogger-moestuin",
        "discussion",
        "nl",
        doc(
            "html4t", title="Moestuin aan de Vliet: Nieuwe bedden en de eerste tuinbonen", lang="nl", head=css
        )
        + body,
        cs,
        path=path,
        container="div#comments > dl#comments-block: per comment dt.comment-author ('a NAME zei...' or 'Anoniem zei...'), dd.comment-body p TEXT, dd.comment-footer span.comment-timestamp a '12 maart 2012 21:14' and a delete icon; flat, answers by '@name'",
        heading="5 opmerkingen:",
        description="A Dutch allotment blog of 2012 on Blogger's classic Minima template (invented): new raised beds and the first broad beans; 5 comments under '5 opmerkingen:' in a dl, each a dt 'NAME zei...', a dd of text and a dd footer '12 maart 2012 21:14' with a delete icon; flat, the blogger's two answers begin '@Ineke:', '@Anoniem:' (truth: flat, '@name' kept in the text); one anonymous 'Anoniem'; one answer of two paragraphs split by br br; 'Een reactie posten' below; the post footer, labels, pager, profile and a counted archive around.",
        files={
            "/img/icon_delete13.svg": svg(13, 13, "#c33"),
            "/img/icon18_edit_allbkg.svg": svg(18, 18, "#999"),
            "/img/bedden-maart.svg": svg(400, 240, "#8a6b3f", "bedden"),
            "/img/profiel.svg": svg(80, 80, "#6a8f4a", "MV", 20),
        },
    )
