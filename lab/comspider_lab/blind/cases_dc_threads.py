"""Blind set DC: four discussions of 2012 in the served HTML: a German WordPress-like gardening blog (threaded
"NAME sagt:" list by depth class, a pingback, the blogger's answers), a French Blogger-like cooking blog ("NAME a
dit…" definition list, "Anonyme", a removed entry), a Spanish Drupal-like football blog (replies in a following
``div.indented``, votes, "(no verificado)") and an Italian town portal's readers' contributions on page 1 of 3 (flat,
"@Nome" answers, a removed entry, no "comment" in its markup). Every class name, name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_dc_common import (
    C,
    Case,
    box,
    counted,
    doc,
    esc,
    links,
    make,
    paras,
    slug,
    talk,
)

# --------------------------------------------------------------------------- de: WordPress-like blog

DE_CSS = (
    "body{background:#dfe6d5;font:13px/1.6 Georgia,serif;color:#333;margin:0}#wrap{width:960px;margin:0 auto;background:#fff}"
    "#header{background:#5b7f3a;color:#fff;padding:26px 20px}#header a{color:#fff;text-decoration:none}#header h1{margin:0;font-size:32px}"
    "#nav ul{margin:0;padding:0;list-style:none;background:#2f4220;overflow:hidden}#nav li{float:left}#nav a{display:block;padding:8px 14px;color:#e6efd9}"
    "#content{float:left;width:620px;padding:20px}#sidebar{float:right;width:270px;padding:20px 10px;font-size:12px}"
    ".widget-title{font-size:13px;text-transform:uppercase;border-bottom:2px solid #5b7f3a}ol.commentlist{list-style:none;padding:0}"
    "ol.commentlist ul.children{list-style:none;margin-left:34px;padding:0}li.comment{border-top:1px solid #e3e3e3;padding:10px 0}"
    "li.bypostauthor>div>.comment-author .fn{color:#5b7f3a}.autorin{background:#5b7f3a;color:#fff;font-size:10px;padding:1px 4px}"
    "#footer{clear:both;background:#2f4220;color:#b7c4a9;padding:14px;font-size:11px}"
)


def _de_list(cs: list[C], pings: dict[int, str]) -> str:
    def li(i: int, depth: int, odd: bool) -> str:
        c = cs[i]
        kids = [j for j, k in enumerate(cs) if k.parent == i]
        author_cls = " bypostauthor" if c.staff else ""
        badge = ' <span class="autorin">Autorin</span>' if c.staff else ""
        inner = (
            f'<div id="comment-{1400 + i}" class="comment-body">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/de{i}.svg" class="avatar avatar-40 photo" height="40" width="40" />'
            f'<cite class="fn">{esc(c.who)}</cite>{badge} <span class="says">sagt:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{1400 + i}">{esc(c.at)}</a></div>'
            f"{paras(c.body)}"
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={1400 + i}#respond">Antworten</a></div></div>'
        )
        sub = ""
        if kids:
            sub = (
                '<ul class="children">'
                + "".join(li(j, depth + 1, n % 2 == 0) for n, j in enumerate(kids))
                + "</ul>"
            )
        parity = "odd alt" if odd else "even"
        return f'<li class="comment {parity} depth-{depth}{author_cls}" id="li-comment-{1400 + i}">{inner}{sub}</li>'

    out: list[str] = []
    top = [i for i, c in enumerate(cs) if c.parent is None]
    for n, i in enumerate(top):
        if i in pings:
            out.append(f'<li class="post pingback"><p>Pingback: {pings[i]}</p></li>')
        out.append(li(i, 1, n % 2 == 0))
    return '<ol class="commentlist">' + "".join(out) + "</ol>"


def de_balkon() -> Case:
    cs = talk("""
Gudrun Pflaum @ 27. August 2012 um 21:48 :: Bei mir genau das gleiche Bild! Die San Marzano haben Ende Juli die Braunfäule bekommen, obwohl sie unter dem Dachvorsprung standen. Nur die kleinen gelben Cocktailtomaten sind durchgekommen. // Hast du die befallenen Blätter in den Hausmüll oder auf den Kompost?
>*Anke @ 27. August 2012 um 22:10 :: Hausmüll, auf jeden Fall! Die Sporen überwintern sonst im Kompost und im nächsten Jahr geht es von vorne los. Die gelben Cocktailtomaten scheinen echt robuster zu sein, das habe ich jetzt schon von mehreren gehört.
>>Gudrun Pflaum @ 28. August 2012 um 07:35 :: Oh, gut zu wissen. Dann kommt der Kompost dieses Jahr ohne Tomatenreste aus.
Jens aus Bochum @ 28. August 2012 um 10:02 :: Ich hab dieses Jahr zum ersten Mal so ein Tomatenhaus aus Folie vom Baumarkt ausprobiert (19,99). Hat tatsächlich geholfen, kein einziges braunes Blatt. Sieht halt potthässlich aus auf dem Balkon, meine Frau war nicht begeistert :)
>*Anke @ 28. August 2012 um 12:40 :: Ha, das mit der Optik kann ich verstehen. Aber wenn es hilft... Hast du da drin nicht Probleme mit der Hitze gehabt im Juli? Ich hab Angst dass die mir da drin kochen.
>>Jens aus Bochum @ 28. August 2012 um 18:21 :: Tagsüber hab ich vorne den Reißverschluss aufgemacht. Also ja, man muss sich drum kümmern. Ist nix für Leute die drei Wochen in Urlaub fahren.
>>>Kerstin @ 29. August 2012 um 08:55 :: Genau deshalb hab ich keins. Wir sind immer die ganzen Sommerferien weg und die Nachbarin gießt nur.
Mirko @ 29. August 2012 um 14:17 :: Welche Erde nimmst du eigentlich für die Kübel? Ich hab diesmal billige vom Discounter genommen und die war nach sechs Wochen steinhart
>*Anke @ 29. August 2012 um 20:03 :: Ich mische torffreie Gemüseerde mit etwas Kompost und einer Handvoll Hornspänen. Die ganz billige Erde ist oft nur gesiebter Torf, der verdichtet sich schnell und nimmt dann kaum noch Wasser auf. Lieber ein paar Euro mehr ausgeben, das merkt man an der Ernte.
Sabine H. @ 1. September 2012 um 16:44 :: Toller Beitrag, danke fürs ehrliche Bilanz ziehen. In den meisten Blogs sieht man immer nur die perfekten Fotos von vollen Körben. Bei mir waren es dieses Jahr ganze elf Tomaten von vier Pflanzen. Elf!! // Nächstes Jahr probiere ich es mit Paprika.
>Gudrun Pflaum @ 1. September 2012 um 19:30 :: Elf ist doch mehr als null :) Paprika brauchen aber noch mehr Sonne als Tomaten, nur so als Warnung.
Ralf @ 4. September 2012 um 11:09 :: Mal ne ganz blöde Frage: kann man die grünen Tomaten die jetzt noch hängen noch irgendwie verwerten? Die werden ja nix mehr.
""")
    pings = {
        7: '<a href="http://stadtgemuese.example.net/2012/08/29/linkliste-august/" rel="external nofollow" class="url">Stadtgemüse &raquo; Lesenswert im August: Tomatenpleiten und Zucchinischwemme</a>'
    }
    post = (
        '<div id="post-812" class="post-812 post type-post status-publish format-standard hentry category-gemuese tag-tomaten tag-balkon">'
        '<h2 class="entry-title">Tomaten auf dem Balkon: meine ehrliche Bilanz nach dem verregneten Sommer</h2>'
        '<div class="entry-meta">Veröffentlicht am <span class="entry-date">27. August 2012</span> von <span class="author vcard"><a class="url fn n" href="/author/anke/">Anke</a></span></div>'
        '<div class="entry-content">'
        "<p>Es ist Ende August und ich muss es zugeben: Dieses Jahr war kein Tomatenjahr. Von den acht Pflanzen, die ich im Mai so stolz in die Kübel gesetzt habe, stehen noch drei. Der Rest ist der Braunfäule zum Opfer gefallen, die nach der nassen Woche Mitte Juli über den Balkon hergefallen ist.</p>"
        "<p>Was gut lief: die kleinen gelben Cocktailtomaten an der Hauswand, die Basilikum-Kiste und, man glaubt es kaum, die Kapuzinerkresse, die inzwischen das halbe Geländer erobert hat.</p>"
        "<p>Was schlecht lief: Ich habe zu eng gepflanzt, zu spät ausgegeizt und zu oft von oben gegossen. Alles Fehler, vor denen ich euch hier im Frühjahr selbst gewarnt habe. Manchmal muss man es eben selbst erleben.</p>"
        "<p>Für nächstes Jahr plane ich ein kleines Regendach aus Doppelstegplatten. Wie das aussehen soll, zeige ich euch im Winter. Wie war eure Saison?</p>"
        '<div class="share"><span class="fb-like">Gefällt mir 47</span> <span class="tw">Twittern 9</span> <span class="gplus">+1 3</span></div>'
        '</div><div class="entry-utility">Dieser Eintrag wurde veröffentlicht in <a href="/category/gemuese/">Gemüse</a> und verschlagwortet mit <a href="/tag/tomaten/">Tomaten</a>, <a href="/tag/balkon/">Balkon</a>. Setze ein Lesezeichen auf den <a href="/2012/08/27/tomaten-bilanz/">Permalink</a>.</div>'
        '<div id="entry-author-info"><h2>Über Anke</h2><p>Anke gärtnert seit 2008 auf sechs Quadratmetern Südbalkon in Essen-Rüttenscheid und schreibt hier über alles, was in Kübeln wächst (oder eben nicht).</p></div></div>'
        '<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/2012/08/14/zucchini/">&larr; Zucchini-Schwemme: fünf Rezepte</a></div>'
        '<div class="nav-next"><a href="/2012/09/06/erdbeeren-umtopfen/">Erdbeeren umtopfen im Herbst &rarr;</a></div></div>'
    )
    after = (
        '<div id="comments"><h3 id="comments-title">13 Antworten auf <em>Tomaten auf dem Balkon: meine ehrliche Bilanz nach dem verregneten Sommer</em></h3>'
        + _de_list(cs, pings)
        + '<div id="respond"><h3 id="reply-title">Hinterlasse eine Antwort</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-notes">Deine E-Mail-Adresse wird nicht veröffentlicht. Erforderliche Felder sind markiert <span class="required">*</span></p>'
        '<p class="comment-form-author"><label for="author">Name</label> <input id="author" name="author" type="text" /></p>'
        '<p class="comment-form-email"><label for="email">E-Mail</label> <input id="email" name="email" type="text" /></p>'
        '<p class="comment-form-comment"><label for="comment">Kommentar</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Kommentar abschicken" /></p></form></div></div>'
    )
    side = (
        '<ul class="xoxo">'
        + box(
            "Suche",
            '<form id="searchform" action="/"><input type="text" name="s" /><input type="submit" value="Suche" /></form>',
            "widget",
            "li",
            "h3",
        )
        + box(
            "Neueste Beiträge",
            links(
                (
                    "Tomaten auf dem Balkon: meine ehrliche Bilanz",
                    "Zucchini-Schwemme: fünf Rezepte",
                    "Hochbeet aus Europaletten, Teil 2",
                    "Gießen im Urlaub: drei Systeme im Test",
                    "Kräuterspirale für den Balkon?",
                )
            ),
            "widget",
            "li",
            "h3",
        )
        + box(
            "Neueste Kommentare",
            '<ul id="recentcomments">'
            '<li class="recentcomments">Petra W. bei <a href="/2012/08/14/zucchini/">Zucchini-Schwemme: fünf Rezepte</a></li>'
            '<li class="recentcomments">Anke bei <a href="/2012/08/14/zucchini/">Zucchini-Schwemme: fünf Rezepte</a></li>'
            '<li class="recentcomments">Holger bei <a href="/2012/07/30/hochbeet-2/">Hochbeet aus Europaletten, Teil 2</a></li>'
            '<li class="recentcomments">Lena bei <a href="/2012/07/19/giessen-urlaub/">Gießen im Urlaub: drei Systeme im Test</a></li></ul>',
            "widget",
            "li",
            "h3",
        )
        + box(
            "Schlagwörter",
            '<div class="tagcloud">'
            + " ".join(
                f'<a href="/tag/{slug(t)}/" style="font-size:{s}pt">{esc(t)}</a>'
                for t, s in (
                    ("Balkon", 20),
                    ("Basilikum", 9),
                    ("Erdbeeren", 11),
                    ("Hochbeet", 14),
                    ("Kompost", 10),
                    ("Tomaten", 22),
                    ("Urlaub", 8),
                    ("Zucchini", 12),
                )
            )
            + "</div>",
            "widget",
            "li",
            "h3",
        )
        + box(
            "Blogroll",
            links(
                ("Stadtgemüse", "Grünzeug am Fenster", "Der Kübelgärtner", "Hinterhofbeete Leipzig"),
                "http://blogroll.example.net/",
            ),
            "widget",
            "li",
            "h3",
        )
        + box(
            "Archiv",
            "<ul>"
            + "".join(
                f'<li><a href="/2012/{m:02d}/">{n} 2012</a> ({k})</li>'
                for m, n, k in (
                    (8, "August", 5),
                    (7, "Juli", 6),
                    (6, "Juni", 7),
                    (5, "Mai", 9),
                    (4, "April", 8),
                )
            )
            + "</ul>",
            "widget",
            "li",
            "h3",
        )
        + box(
            "Auf Facebook",
            '<div class="fb-likebox">Balkonien &amp; Beet auf Facebook · <b>1.284</b> Personen gefällt das.</div>',
            "widget",
            "li",
            "h3",
        )
        + "</ul>"
    )
    body = (
        '<div id="wrap"><div id="header"><h1><a href="/">Balkonien &amp; Beet</a></h1><div id="site-description">Gemüse, Kräuter und Blumen auf sechs Quadratmetern</div></div>'
        '<div id="nav"><ul><li><a href="/">Start</a></li><li><a href="/category/gemuese/">Gemüse</a></li><li><a href="/category/kraeuter/">Kräuter</a></li><li><a href="/category/diy/">Selbstgebaut</a></li><li><a href="/ueber-mich/">Über mich</a></li><li><a href="/impressum/">Impressum</a></li></ul></div>'
        f'<div id="main"><div id="content">{post}\n{after}</div><div id="sidebar" class="widget-area">{side}</div></div>'
        '<div id="footer">&copy; 2012 Balkonien &amp; Beet · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · Stolz präsentiert von WordPress</div></div>'
    )
    html = doc(
        "de",
        "Tomaten auf dem Balkon: meine ehrliche Bilanz nach dem verregneten Sommer",
        "Balkonien & Beet",
        DE_CSS,
        body,
        "single single-post",
    )
    return make(
        "dc-de-wp-balkon",
        "discussion",
        "de",
        html,
        cs,
        path="/dc/balkonien/2012/08/27/tomaten-bilanz/",
        container="ol.commentlist",
        heading="13 Antworten auf Tomaten auf dem Balkon: …",
        description="German WordPress-like balcony-gardening blog of 2012: 12 comments (7 replies, up to 3 deep) in ol.commentlist by depth class with 'NAME sagt:', a pingback between the top-level comments (the heading's 13 counts it), the blogger's 3 answers marked 'Autorin'; recent comments of other posts, tag cloud, blogroll, archive",
    )


# --------------------------------------------------------------------------- fr: Blogger-like blog

FR_CSS = (
    "body{background:#f7eee6;font:14px 'Trebuchet MS',sans-serif;color:#4a3b33;margin:0}.outer-wrapper{width:920px;margin:0 auto;background:#fffaf5;padding:0 16px}"
    ".header-outer h1{font:bold 34px Georgia;color:#a33b4a;margin:0;padding:24px 0 4px}.main-outer{float:left;width:610px}.sidebar-outer{float:right;width:260px;font-size:12px}"
    "h2.date-header{font-size:11px;text-transform:uppercase;color:#a08d80}.post-title{font:bold 22px Georgia;color:#a33b4a}.sidebar .widget h2{font-size:13px;color:#a33b4a;border-bottom:1px dotted #c9b6a8}"
    "#comments-block dt{font-weight:bold;margin-top:14px}#comments-block dd.comment-footer{font-size:11px;color:#999;margin-bottom:8px}.deleted-comment{font-style:italic;color:#999}"
    ".footer-outer{clear:both;font-size:11px;color:#999;padding:14px 0}"
)


def fr_cerises() -> Case:
    cs = talk("""
Sophie B. @ 16 juin 2012 18:42 :: Il a l'air magnifique !! Moi je mets toujours un peu d'amande en poudre dans la pâte, ça donne un petit goût de frangipane. Tu as déjà essayé ?
Anonyme @ 16 juin 2012 21:05 :: Les noyaux ou pas les noyaux ? Ma grand-mère disait que sans noyaux ce n'est pas un vrai clafoutis, le jus coule partout et le goût est moins bon. // Bon, après avec des enfants je comprends qu'on les enlève...
Margaux @ 17 juin 2012 09:27 :: @Sophie : oui, ça marche très bien avec 30 g de poudre d'amande à la place d'une partie de la farine. // @Anonyme : je suis d'accord avec ta grand-mère, je les laisse ! Je préviens juste tout le monde à table.
Line de Perpignan @ 18 juin 2012 14:58 :: Les cerises de Céret, ça c'est du bon produit du coin ! Je l'ai fait hier soir avec une barquette du marché, un peu trop cuit en dessous chez moi (four à chaleur tournante, j'aurais dû baisser). Mais tout le monde en a repris.
""")
    removed_after = 1
    items: list[str] = []
    for i, c in enumerate(cs):
        items.append(
            f'<dt class="comment-author" id="c{8812450 + i}"><a name="c{8812450 + i}"></a>'
            + (
                f'<a href="http://www.blogger.com/profile/0{77120 + i}" rel="nofollow">{esc(c.who)}</a>'
                if c.who != "Anonyme"
                else esc(c.who)
            )
            + " a dit…</dt>"
            f'<dd class="comment-body"><p>{paras(c.body, br=True)}</p></dd>'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#c{8812450 + i}" title="comment permalink">{esc(c.at)}</a></span></dd>'
        )
        if i == removed_after:
            items.append(
                '<dt class="comment-author" id="c8812499"><a name="c8812499"></a>Cerise Gourmande a dit…</dt>'
                '<dd class="comment-body"><span class="deleted-comment">Ce commentaire a été supprimé par un administrateur du blog.</span></dd>'
                '<dd class="comment-footer"><span class="comment-timestamp"><a href="#c8812499">17 juin 2012 02:13</a></span></dd>'
            )
    post = (
        '<h2 class="date-header"><span>samedi 16 juin 2012</span></h2>'
        '<div class="date-outer"><div class="post hentry"><a name="4411822"></a><h3 class="post-title entry-title">Clafoutis aux cerises de Céret (avec les noyaux, oui)</h3>'
        '<div class="post-body entry-content">'
        "Le marché de samedi matin croulait sous les cerises, alors forcément, je suis repartie avec deux kilos. La moitié a été mangée dans la voiture, l'autre moitié est devenue ce clafoutis, la recette de ma tante Odette.<br /><br />"
        "<b>Pour 6 personnes :</b> 500 g de cerises, 3 œufs, 80 g de sucre, 60 g de farine, 25 cl de lait entier, 10 cl de crème, une pincée de sel, un peu de beurre pour le plat.<br /><br />"
        "Battre les œufs avec le sucre, ajouter la farine puis le lait et la crème petit à petit. Beurrer le plat, y mettre les cerises entières, verser la pâte. Four à 180°, 35 à 40 minutes. On le mange tiède, et surtout pas le lendemain (enfin, si, mais ce n'est plus pareil).<br /><br />"
        '<div class="share-buttons"><span class="fb">J\'aime 23</span> · <span class="tw">Tweeter 4</span> · <a href="#">Envoyer par e-mail</a> · <a href="#">BlogThis!</a> · <span class="pin">Pin it 11</span></div>'
        '</div><div class="post-footer"><span class="post-author vcard">Publié par <span class="fn">Margaux</span></span> à <a class="timestamp-link" href="#">11:20</a> '
        '<span class="post-labels">Libellés : <a href="/search/label/desserts">desserts</a>, <a href="/search/label/fruits">fruits</a>, <a href="/search/label/recettes%20de%20famille">recettes de famille</a></span></div></div></div>'
    )
    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>5 commentaires:</h4>'
        f'<dl id="comments-block">{"".join(items)}</dl>'
        '<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=58823&amp;postID=4411822">Enregistrer un commentaire</a></p></div>'
        '<div class="blog-pager" id="blog-pager"><a class="blog-pager-newer-link" href="/2012/06/sirop-de-sureau.html">Article plus récent</a> '
        '<a class="home-link" href="/">Accueil</a> <a class="blog-pager-older-link" href="/2012/06/tarte-abricots.html">Article plus ancien</a></div>'
        '<div class="post-feeds">Inscription à : <a href="/feeds/4411822/comments/default">Publier les commentaires (Atom)</a></div>'
    )
    side = (
        box(
            "Qui suis-je ?",
            '<img src="/_avatar/margaux.svg" width="80" height="80" alt="" /><p><b>Margaux</b><br />Cuisinière du dimanche entre Perpignan et Céret. Ici, les recettes de la famille et du marché.</p><a href="#">Afficher mon profil complet</a>',
            "widget Profile",
            "div",
            "h2",
        )
        + box(
            "Articles les plus consultés",
            "<ul>"
            + "".join(
                f'<li><a href="/{slug(t)}.html">{esc(t)}</a><div class="snippet">{esc(s)}</div></li>'
                for t, s in (
                    ("Crème catalane de ma grand-mère", "La vraie, brûlée au fer, pas au chalumeau…"),
                    ("Pain d'épices sans gluten", "Après trois essais ratés, enfin une version moelleuse…"),
                    ("Anchois de Collioure marinés", "Il faut des anchois très frais, c'est le seul secret…"),
                )
            )
            + "</ul>",
            "widget PopularPosts",
            "div",
            "h2",
        )
        + box(
            "Mes blogs préférés",
            "<ul>"
            + "".join(
                f'<li><a href="http://{slug(b)}.example.org/">{esc(b)}</a><div class="item-title">{esc(t)}</div><div class="item-time">Il y a {d}</div></li>'
                for b, t, d in (
                    ("Les Bocaux d'Hélène", "Confiture de fraises à la menthe", "3 heures"),
                    ("Une Tomate dans le Jardin", "Premières courgettes !", "1 jour"),
                    ("Chez Paulette", "Le gaspacho de juin", "2 jours"),
                )
            )
            + "</ul>",
            "widget BlogList",
            "div",
            "h2",
        )
        + box(
            "Archives du blog",
            "<ul><li>▼ 2012 (41)<ul><li>▼ juin (6)</li><li>► mai (9)</li><li>► avril (7)</li></ul></li><li>► 2011 (58)</li></ul>",
            "widget BlogArchive",
            "div",
            "h2",
        )
        + box("Membres", '<div class="followers">Membres (214)</div>', "widget Followers", "div", "h2")
    )
    body = (
        '<div class="navbar section" id="navbar"><div class="widget Navbar"><iframe src="about:blank" height="30" width="100%" frameborder="0" scrolling="no" title="Barre de navigation Blogger"></iframe></div></div>'
        '<div class="outer-wrapper"><div class="header-outer"><h1 class="title"><a href="/">La cuisine de Margaux</a></h1><p class="description">Recettes du marché et de la famille, entre mer et montagne</p></div>'
        '<div class="tabs-outer"><ul class="tabs"><li><a href="/">Accueil</a></li><li><a href="/p/index.html">Index des recettes</a></li><li><a href="/p/contact.html">Contact</a></li></ul></div>'
        f'<div class="main-outer"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">{post}\n{after}</div></div></div></div>'
        f'<div class="sidebar-outer"><div class="sidebar section">{side}</div></div>'
        '<div class="footer-outer">Modèle Simple. Fourni par <a href="https://www.blogger.com">Blogger</a>.</div></div>'
    )
    html = doc(
        "fr",
        "Clafoutis aux cerises de Céret (avec les noyaux, oui)",
        "La cuisine de Margaux",
        FR_CSS,
        body,
        "loading",
    )
    return make(
        "dc-fr-blogger-cerises",
        "discussion",
        "fr",
        html,
        cs,
        path="/dc/cuisine-margaux/2012/06/clafoutis-cerises.html",
        container="dl#comments-block",
        heading="5 commentaires:",
        description="French Blogger-like cooking blog of 2012: 4 comments (flat) in dl#comments-block of dt 'NAME a dit…' / dd.comment-body / dd.comment-footer, one 'Anonyme', the blogger's answer to two readers with '@', an entry deleted by the blog's administrator (the heading's 5 counts it); popular posts with snippets, a blog list, archive, followers",
    )


# --------------------------------------------------------------------------- es: Drupal-like football blog

ES_CSS = (
    "body{margin:0;background:#0d3f8f;font:13px/1.5 Verdana,sans-serif;color:#222}#page{width:960px;margin:0 auto;background:#fff}"
    "#header{background:#fff;border-bottom:6px solid #0d3f8f;padding:14px}#header .site-name{font:bold 30px Arial;color:#0d3f8f}"
    "#navigation ul{list-style:none;margin:0;padding:0;background:#e2b007;overflow:hidden}#navigation li{float:left}#navigation a{display:block;padding:6px 12px;color:#0d3f8f;font-weight:bold}"
    "#main{float:left;width:640px;padding:14px}#sidebar-right{float:right;width:270px;padding:14px 6px}.block h2{font-size:13px;background:#0d3f8f;color:#fff;padding:3px 6px}"
    ".comment{border-bottom:1px dotted #bbb;padding:8px 0}.indented{margin-left:30px}.submitted{font-size:11px;color:#777}.votos{font-size:11px;color:#0a7a0a}"
    "#footer{clear:both;background:#0d3f8f;color:#cfd8ea;padding:12px;font-size:11px}"
)


def _es_thread(cs: list[C], votes: list[str], parent: int | None = None) -> str:
    out: list[str] = []
    for i, c in enumerate(cs):
        if c.parent != parent:
            continue
        guest = c.who in {"Chiqui", "un socio de siempre", "Pedro el del bar"}
        name = (
            f"{esc(c.who)} (no verificado)"
            if guest
            else f'<a href="/usuario/{slug(c.who)}" title="Ver perfil de usuario.">{esc(c.who)}</a>'
        )
        out.append(
            f'<a id="comment-{5120 + i}"></a><div class="comment{" comment-by-anonymous" if guest else ""} clear-block">'
            f'<div class="submitted">Enviado por {name} el {esc(c.at)}.</div>'
            f'<div class="content">{paras(c.body)}</div>'
            f'<div class="votos"><a href="#" class="up">▲</a> {esc(votes[i])} <a href="#" class="down">▼</a></div>'
            f'<ul class="links"><li class="comment_reply first last"><a href="/comment/reply/918/{5120 + i}">responder</a></li></ul></div>'
        )
        if any(k.parent == i for k in cs):
            out.append(f'<div class="indented">{_es_thread(cs, votes, i)}</div>')
    return "".join(out)


def es_cantera() -> Case:
    cs = talk("""
Txema_89 @ Dom, 15/04/2012 - 21:37 :: Por fin alguien lo dice claro. Llevamos tres temporadas subiendo chavales del juvenil para tenerlos en el banquillo mientras juegan cedidos que no sienten el escudo. Rubén Osa tiene que ser titular el domingo en Lorca, y si no, que el míster explique por qué.
>Chiqui @ Dom, 15/04/2012 - 22:05 :: Totalmente de acuerdo con lo de Osa, pero ojo que con 19 años meterle en un partido a vida o muerte también es quemarle. Yo le daría la segunda parte.
>>Txema_89 @ Dom, 15/04/2012 - 22:31 :: Con 19 años Xavi ya jugaba en el Camp Nou. Si no juega ahora, cuando?
>>>Chiqui @ Dom, 15/04/2012 - 22:48 :: Hombre, comparar con Xavi... xD
mariajo_arenales @ Lun, 16/04/2012 - 08:12 :: Muy buen artículo como siempre. Solo un apunte: el gol de Iker Zubia contra el Caravaca fue en el minuto 88, no en el 85. Lo digo porque estaba detrás de la portería y todavía me tiemblan las piernas.
>Lucas Ferrer @ Lun, 16/04/2012 - 09:40 :: Corregido, gracias María José! Tenía apuntado mal el acta.
un socio de siempre @ Lun, 16/04/2012 - 13:26 :: El problema no es la cantera, es que la directiva no paga a su hora y así no viene nadie bueno. Hasta que no se arregle lo de los pagos da igual quien juegue. Y que conste que llevo 31 años de socio.
>Pedro el del bar @ Lun, 16/04/2012 - 17:03 :: Eso es verdad. Los jugadores del filial me comentan que llevan dos meses sin cobrar las primas.
Raúl G. @ Mar, 17/04/2012 - 10:55 :: Alguien sabe si va a haber autobús de la peña para ir a Lorca? El año pasado salió de la plaza del mercado a las 9.
""")
    votes = ["+14", "+6", "+9", "+11", "+7", "+3", "+5 / -2", "+4", "+1"]
    post = (
        '<div id="node-918" class="node"><h1 class="title">La cantera como única salida: cinco nombres para salvar la categoría</h1>'
        '<div class="meta"><span class="submitted">Enviado por <a href="/usuario/lucas-ferrer">Lucas Ferrer</a> el Dom, 15/04/2012 - 19:50</span>'
        '<div class="terms"><ul class="links inline"><li><a href="/categoria/primer-equipo">Primer equipo</a></li><li><a href="/categoria/cantera">Cantera</a></li></ul></div></div>'
        '<div class="content">'
        "<p>A seis jornadas del final, el CD Arenales está a un punto del descenso y con la enfermería llena. Después del empate del domingo ante el Caravaca (1-1), la pregunta ya no es si el equipo necesita cambios, sino de dónde van a salir.</p>"
        "<p>Mi respuesta es la de siempre: del juvenil y del filial. Rubén Osa, Iker Zubia, el portero Dani Montes, el lateral Alberto Ríos y el mediocentro Samu Cano llevan toda la temporada entrenando con el primer equipo y, cuando han jugado, no han desentonado.</p>"
        "<p>No es romanticismo. Es que los cedidos que llegaron en enero no han marcado diferencias y se marchan en junio. Los chavales se quedan. Y la afición, que este año ha perdido casi 600 socios, se engancha a los suyos.</p>"
        "<p>El domingo, en Lorca, nos jugamos media temporada. Que se note quién lleva el escudo en el pecho.</p>"
        '<div class="service-links"><span class="fb">Me gusta 58</span> <span class="tw">Twittear 21</span> <span class="meneame">Menéame 3</span></div></div></div>'
        '<div class="autor-box"><img src="/_avatar/lucas.svg" width="50" height="50" alt="" /><b>Lucas Ferrer</b> escribe sobre el CD Arenales desde 2007. Socio número 1.842.</div>'
    )
    after = (
        f'<div id="comments"><h2 class="comments">9 comentarios</h2>{_es_thread(cs, votes)}'
        '<div class="box"><h2>Enviar un comentario nuevo</h2><form id="comment-form" action="/comment/reply/918" method="post">'
        '<label>Su nombre:</label><input type="text" name="name" value="Invitado" /><label>Comentario: *</label><textarea name="comment" rows="8" cols="60"></textarea>'
        '<input type="submit" value="Guardar" /></form></div></div>'
    )
    side = (
        box(
            "Clasificación",
            "<table><tr><th></th><th>Equipo</th><th>Pt</th></tr>"
            + "".join(
                f"<tr><td>{n}</td><td>{esc(t)}</td><td>{p}</td></tr>"
                for n, t, p in (
                    (14, "CD Lorqueño", 38),
                    (15, "UD Sierra Sur", 36),
                    (16, "CD Arenales", 35),
                    (17, "Atlético Cañada", 34),
                    (18, "CF Marinas", 27),
                )
            )
            + "</table>",
            "block block-views",
        )
        + box(
            "Comentarios recientes",
            '<div class="item-list"><ul>'
            + "".join(
                f'<li><a href="/node/{n}#comment">{esc(t)}</a><br /><span class="time">hace {h}</span></li>'
                for n, t, h in (
                    (911, "Que vuelva Manolo al banquillo", "2 días 4 horas"),
                    (909, "El césped de El Pinar, un...", "4 días 1 hora"),
                    (905, "Gracias por la crónica", "6 días 8 horas"),
                )
            )
            + "</ul></div>",
            "block block-comment",
        )
        + box(
            "Encuesta",
            '<p>¿Nos salvamos?</p><ul class="poll"><li>Sí, con los canteranos · 61% (203 votos)</li><li>Sí, pero sufriendo · 27% (90 votos)</li><li>No · 12% (41 votos)</li></ul><p>Total de votos: 334</p>',
            "block block-poll",
        )
        + box(
            "Lo más leído",
            counted(
                "Las cuentas del club, al detalle | 2.310\nEntrevista a Dani Montes | 1.877\nLa historia de El Pinar en fotos | 1.402",
                "lecturas",
            ),
            "block block-statistics",
        )
    )
    body = (
        '<div id="page"><div id="header"><div class="site-name"><a href="/">La Grada Azulgualda</a></div><div class="site-slogan">Blog de la afición del CD Arenales desde 2007</div></div>'
        '<div id="navigation"><ul class="primary-links"><li><a href="/">Inicio</a></li><li><a href="/categoria/primer-equipo">Primer equipo</a></li><li><a href="/categoria/cantera">Cantera</a></li><li><a href="/historia">Historia</a></li><li><a href="/foro">Foro</a></li><li><a href="/contacto">Contacto</a></li></ul></div>'
        f'<div id="main"><div class="breadcrumb"><a href="/">Inicio</a> › <a href="/categoria/cantera">Cantera</a></div>{post}\n{after}</div>'
        f'<div id="sidebar-right">{side}</div>'
        '<div id="footer">La Grada Azulgualda no tiene relación oficial con el CD Arenales. Funciona con Drupal.</div></div>'
    )
    html = doc(
        "es",
        "La cantera como única salida: cinco nombres para salvar la categoría",
        "La Grada Azulgualda",
        ES_CSS,
        body,
        "not-front page-node node-type-story",
    )
    return make(
        "dc-es-drupal-cantera",
        "discussion",
        "es",
        html,
        cs,
        path="/dc/grada-azulgualda/node/918",
        container="div#comments",
        heading="9 comentarios",
        description="Spanish Drupal-like supporters' football blog of 2012: 9 comments (5 replies, up to 3 deep), each reply level in a div.indented sibling after its parent, 'Enviado por NAME (no verificado) el …' for guests, profile links for members, the blogger's answer, votes; standings, recent comments of other posts, a poll with votes, most read with counts",
    )


# --------------------------------------------------------------------------- it: town portal, page 1 of 3, no "comment"

IT_CSS = (
    "body{margin:0;background:#e8e3d6;font:12px/1.5 Tahoma,Verdana,sans-serif;color:#333}#cornice{width:990px;margin:0 auto;background:#fff}"
    "#testata{background:#7a1f1f;color:#fff;padding:16px}#testata .logo{font:bold 34px Georgia}#testata .data-oggi{float:right;font-size:11px}"
    "#menu-top{list-style:none;margin:0;padding:0;background:#4a1212;overflow:hidden}#menu-top li{float:left}#menu-top a{display:block;color:#f0dede;padding:6px 11px}"
    "#colonna-sx{float:left;width:650px;padding:12px}#colonna-dx{float:right;width:300px;padding:12px 6px}.modulo h3{background:#7a1f1f;color:#fff;font-size:12px;padding:3px 8px;margin:0}"
    ".int-item{border-bottom:1px solid #e5dccc;padding:8px 0}.int-head{font-size:11px;color:#777}.int-head .autore{font-weight:bold;color:#7a1f1f}.int-rimosso{color:#999;font-style:italic}"
    ".pagine a,.pagine b{padding:2px 6px;border:1px solid #ccc;margin-right:3px}#piede{clear:both;background:#4a1212;color:#d8c5c5;padding:14px;font-size:11px}"
)


def it_rotatoria() -> Case:
    cs = talk(
        """
Franco Belli @ 03/10/2012 alle 08:14 :: Finalmente! Era ora. Sono vent'anni che all'incrocio della Madonnina si rischia la vita ogni mattina. Speriamo solo che i lavori non durino come quelli del ponte sul Rio Secco...
Lucia_74 @ 03/10/2012 alle 09:02 :: Ma qualcuno ha visto il progetto? Dall'immagine sembra che il marciapiede lato scuola sparisca. I bambini dove passano?
Geom. Tarantola @ 03/10/2012 alle 09:47 :: @Lucia_74 il progetto è consultabile all'albo pretorio online, delibera 112/2012. Il marciapiede lato scuola viene spostato di circa due metri verso il parcheggio, non sparisce. C'è anche un attraversamento rialzato nuovo.
Lucia_74 @ 03/10/2012 alle 10:15 :: @Geom. Tarantola grazie mille, non lo sapevo. Vado a guardare stasera.
Mario da Borgonuovo @ 03/10/2012 alle 11:30 :: 380 mila euro per una rotonda e intanto la strada per Borgonuovo è piena di buche da tre inverni. Priorità sbagliate come sempre. // Poi quando un motociclista si fa male nella buca davanti al mulino vedremo chi paga.
Franco Belli @ 03/10/2012 alle 12:05 :: @Mario da Borgonuovo guarda che i soldi della rotonda sono della Regione, vincolati. Non si potevano usare per le buche. L'ha spiegato anche il vicesindaco in consiglio.
Mario da Borgonuovo @ 03/10/2012 alle 12:41 :: @Franco Belli sarà, ma allora che chiedano soldi anche per le strade. Tanto per dire.
anna r. @ 03/10/2012 alle 14:22 :: io abito proprio li all'angolo e per tre mesi avremo i camion sotto casa dalle sette di mattina. Qualcuno del comune ha pensato ai residenti? nessuno ci ha avvisato, l'abbiamo saputo dal giornale
Pietro @ 03/10/2012 alle 15:58 :: Le rotonde funzionano, basta vedere quella di Ca' Bianca: da quando l'hanno fatta non c'è stato più un incidente grave. Favorevole.
""",
        at_names=True,
    )
    votes = [12, 5, 19, 3, 8, 10, 2, 14, 6]
    items: list[str] = []
    for i, c in enumerate(cs):
        items.append(
            f'<div class="int-item" id="int-{30451 + i}"><div class="int-head"><span class="num">#{i + 1 if i < 6 else i + 2}</span> '
            f'<span class="autore">{esc(c.who)}</span> scrive il <span class="data">{esc(c.at)}</span></div>'
            f'<div class="int-testo">{paras(c.body)}</div>'
            f'<div class="int-azioni"><a href="#" class="mipiace">Mi piace ({votes[i]})</a> · <a href="#modulo-scrivi" class="rispondi">Rispondi</a> · <a href="/segnala/{30451 + i}">Segnala</a></div></div>'
        )
        if i == 5:
            items.append(
                '<div class="int-item int-rimosso" id="int-30499"><div class="int-head"><span class="num">#7</span></div>'
                "<p>Intervento rimosso dalla redazione perché non conforme al regolamento.</p></div>"
            )
    post = (
        '<div class="item-page"><p class="percorso"><a href="/">Home</a> » <a href="/cronaca">Cronaca</a> » <a href="/cronaca/castelrocco">Castelrocco</a></p>'
        '<h2><a href="#">Incrocio della Madonnina, via libera alla rotatoria: lavori da novembre</a></h2>'
        '<dl class="article-info"><dd class="category-name">Categoria: <a href="/cronaca">Cronaca</a></dd><dd class="published">Pubblicato Martedì, 02 Ottobre 2012 19:05</dd>'
        '<dd class="createdby">Scritto da Elena Marchi</dd><dd class="hits">Visite: 2148</dd></dl>'
        '<ul class="actions"><li class="print-icon"><a href="#">Stampa</a></li><li class="email-icon"><a href="#">Email</a></li></ul>'
        "<p><strong>CASTELROCCO</strong> – La giunta ha approvato ieri sera il progetto definitivo della rotatoria all'incrocio della Madonnina, tra la provinciale 41 e via Garibaldi. I lavori, finanziati per 380 mila euro dalla Regione, partiranno a inizio novembre e dovrebbero concludersi entro febbraio.</p>"
        "<p>Durante il cantiere il traffico sarà deviato su via dei Mulini a senso unico alternato. Il marciapiede davanti alla scuola primaria verrà spostato verso il parcheggio e sarà realizzato un nuovo attraversamento pedonale rialzato.</p>"
        "<p>«È un intervento atteso da anni – ha detto il vicesindaco Carlo Ghezzi – su un incrocio dove dal 2005 si contano undici incidenti con feriti». Critica l'opposizione, che chiede di destinare parte delle risorse alla manutenzione delle strade comunali.</p>"
        '<div class="condividi"><span>Condividi:</span> <span class="fb">Mi piace 76</span> <span class="tw">Tweet 5</span> <span class="ok">OK Notizie 2</span></div></div>'
    )
    after = (
        '<div id="interventi-lettori"><h3>Interventi dei lettori (27)</h3>'
        '<p class="regole">Gli interventi sono moderati. Non sono ammessi insulti, contenuti diffamatori o pubblicità. <a href="/regolamento">Regolamento</a></p>'
        f'<div class="interventi">{"".join(items)}</div>'
        '<div class="pagine">Pagina: <b>1</b> <a href="?pag=2#interventi-lettori">2</a> <a href="?pag=3#interventi-lettori">3</a> <a href="?pag=2#interventi-lettori">Successiva »</a></div>'
        '<div id="modulo-scrivi"><h4>Scrivi il tuo intervento</h4><form action="/interventi/invia" method="post"><label>Nome</label><input type="text" name="nome" />'
        '<label>Testo</label><textarea name="testo" rows="6" cols="60"></textarea><input type="submit" value="Invia" /></form></div></div>'
    )
    side = (
        '<div class="modulo banner" style="height:250px;background:#f3f3f3;text-align:center;color:#aaa">Pubblicità</div>'
        + box(
            "I più letti",
            counted(
                "Incidente sulla provinciale 41, due feriti | 4.511\nFiera di San Michele: il programma | 3.208\nChiude dopo 60 anni il forno Rinaldi | 2.977\nCalcio, il Castelrocco vince il derby | 1.864",
                "visite",
            ),
            "modulo",
        )
        + box(
            "Meteo Castelrocco", "<p>Oggi: nuvoloso, 12° / 19°<br />Domani: pioggia, 10° / 16°</p>", "modulo"
        )
        + box(
            "Farmacie di turno",
            "<ul><li>Farmacia Centrale, piazza Roma 4 – fino alle 20</li><li>Farmacia San Rocco, via Emilia 122 – notturno</li></ul>",
            "modulo",
        )
        + box(
            "Sondaggio",
            "<p>La rotatoria della Madonnina serve?</p><ul><li>Sì: 58%</li><li>No: 29%</li><li>Non so: 13%</li></ul><p>Votanti: 412</p>",
            "modulo",
        )
        + box(
            "Necrologie",
            "<ul><li>Giuseppina Ferrari ved. Sala, 91 anni</li><li>Aldo Bertoni, 78 anni</li></ul>",
            "modulo",
        )
    )
    body = (
        '<div id="cornice"><div id="testata"><span class="data-oggi">Mercoledì 3 Ottobre 2012</span><div class="logo">La Voce di Castelrocco</div><div>Il quotidiano online della Val Ghiara</div></div>'
        '<ul id="menu-top"><li><a href="/">Home</a></li><li><a href="/cronaca">Cronaca</a></li><li><a href="/politica">Politica</a></li><li><a href="/sport">Sport</a></li><li><a href="/eventi">Eventi</a></li><li><a href="/lettere">Lettere</a></li><li><a href="/contatti">Contatti</a></li></ul>'
        f'<div id="colonna-sx">{post}\n{after}</div><div id="colonna-dx">{side}</div>'
        '<div id="piede">La Voce di Castelrocco – Testata registrata presso il Tribunale di Valmora n. 4/2009 – P.IVA 01234560987 – Direttore responsabile: Paolo Riva</div></div>'
    )
    html = doc(
        "it",
        "Incrocio della Madonnina, via libera alla rotatoria: lavori da novembre",
        "La Voce di Castelrocco",
        IT_CSS,
        body,
        "site",
    )
    return make(
        "dc-it-rotatoria",
        "discussion",
        "it",
        html,
        cs,
        path="/dc/voce-castelrocco/cronaca/castelrocco/rotatoria-madonnina.html",
        container="div.interventi",
        heading="Interventi dei lettori (27)",
        description="Italian Joomla-like town news portal of 2012, page 1 of 3 of the readers' contributions ('Pagina: 1 2 3', the heading says 27): 9 entries (flat, 4 '@Nome' answers), numbered, 'NAME scrive il DATE', 'Mi piace (n)', an entry removed by the editors between the sixth and seventh; no 'comment' in the markup; most read with counts, weather, pharmacies, poll, obituaries",
    )


def threads_dc() -> list[Case]:
    return [de_balkon(), fr_cerises(), es_cantera(), it_rotatoria()]
