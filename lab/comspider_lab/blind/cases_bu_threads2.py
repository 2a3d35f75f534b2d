"""Blind set BU: four European discussions of 2011-2013 in the served HTML, each in the comment markup of a different
self-hosted engine as remembered: a French allotment blog's definition list of "Le DATE par NAME" heads with answers
opening on a quote of their parent (dotclear-like), a German bicycle workshop's blog with the text before
"#1.2 NAME am DATE (Antwort)" and the depth only an inline padding (Serendipity-like), a Polish county portal whose
comments are loose headings, paragraphs and vote lines without an element per comment, answers naming their parent
(a Joomla 1.5 comments extension), a Czech village newsletter whose answers sit inside their parent's box with
"Vloženo uživatelem NAME (neověřeno)" heads (Drupal-like). Every class name, name, place and text invented for this
set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bu_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    cloud,
    depth,
    draw,
    esc,
    flat,
    links,
    ptext,
    seeds,
    slug,
    talk,
    ul,
)


def fr_dotclear() -> Case:
    ns = talk("""
Bernadette @ le mardi 3 avril 2012, 18:22 :: Des radis le 3 avril, vous avez de la chance ! Chez nous à Villeurbanne la terre est encore trop froide, rien ne lève.
Jean-Paul (parcelle 12) @ le mardi 3 avril 2012, 19:05 :: Pour les limaces, la bière marche, mais il faut vider les pièges tous les matins sinon c'est une horreur. Moi j'ai mis de la cendre autour des salades.
^2 Mireille @ le mardi 3 avril 2012, 21:40 :: La cendre, oui, mais dès qu'il pleut il faut en remettre. J'ai essayé les coquilles d'œufs pilées, ça tient plus longtemps.
Karim @ le mercredi 4 avril 2012, 08:12 :: Le hérisson de la parcelle du fond est revenu ? L'an dernier il faisait le travail à notre place.
^4 Le Potager @ le mercredi 4 avril 2012, 12:30 :: Pas encore vu, Karim. Claude pense qu'il hiberne sous le tas de bois de la parcelle 3, on n'y touche pas jusqu'à mai.
Sylvie D. @ le jeudi 5 avril 2012, 07:55 :: Quelle variété de radis ? Les vôtres sont bien ronds, les miens font toujours des racines toutes fines.
^6 Le Potager @ le jeudi 5 avril 2012, 13:10 :: Ce sont des « Cerise », semés très clair et arrosés tous les deux jours. Le secret, c'est de les éclaircir sans pitié.
Thomas @ le vendredi 6 avril 2012, 20:04 :: Bravo à vous trois. Quand je passe rue des Tanneurs le dimanche, c'est le plus joli jardin du quartier.
""")

    def item(i: int, n: Note) -> str:
        cid = 311 + i
        me = ' class="me"' if n.who == "Le Potager" else ""
        quote = ""
        if n.parent is not None:
            p = ns[n.parent]
            quote = f"<blockquote><p><strong>{esc(p.who)} a écrit :</strong></p>{ptext(p.body)}</blockquote>"
        return (
            f'<dt{me} id="c{cid}"><a href="#c{cid}" class="comment-number">{i + 1}.</a> Le {esc(n.at.removeprefix("le "))}, par '
            f'<a href="/auteur/{slug(n.who)}" rel="nofollow">{esc(n.who)}</a></dt><dd{me}>{quote}{ptext(n.body)}</dd>'
        )

    after = (
        '<div id="comments"><h3>Commentaires</h3><dl>' + flat(ns, item) + "</dl></div>"
        '<div id="pings"><h3>Rétroliens</h3><p>Aucun rétrolien.</p><p id="ping-url">Pour faire un rétrolien sur ce billet : http://potager-tanneurs.example/index.php/trackback/88</p></div>'
        '<form action="#pr" method="post" id="comment-form"><h3>Ajouter un commentaire</h3><p class="field"><label for="c_name">Nom ou pseudo :</label><input name="c_name" id="c_name" type="text" size="30" /></p>'
        '<p class="field"><label for="c_content">Commentaire :</label><textarea name="c_content" id="c_content" cols="35" rows="7"></textarea></p><p class="form-help">Le code HTML est affiché comme du texte et les adresses web sont automatiquement transformées.</p>'
        '<p><input type="submit" class="preview" name="preview" value="prévisualiser" /> <input type="submit" class="submit" value="envoyer" /></p></form>'
    )
    side = (
        box(
            "fr-dotclear",
            "Catégories",
            links(
                ("Le jardin", "Semis", "Nuisibles", "Recettes", "Le quartier"),
                "/category/",
                counts=("(41)", "(23)", "(12)", "(19)", "(8)"),
            ),
            "categories",
        )
        + box(
            "fr-dotclear",
            "Derniers billets",
            links(
                (
                    "Les premiers radis, et les limaces aussi",
                    "Fèves : semis de février",
                    "Confiture de rhubarbe de Claude",
                ),
                "/post/",
            ),
            "lastposts",
        )
        + box(
            "fr-dotclear",
            "Derniers commentaires",
            ul(
                """
Mireille | Fèves : semis de février | J'ai semé les miennes le même jour, pas une n'a gelé...
Claude | Confiture de rhubarbe de Claude | Attention, pas trop de sucre sinon elle croûte...
Bernadette | Le compost collectif | Le composteur du square est plein depuis mars...
""",
                lambda r: f"<a href='#'>{esc(r[0])}</a> sur <a href='#'>{esc(r[1])}</a> : {esc(r[2])}",
            ),
            "lastcomments",
        )
        + box(
            "fr-dotclear",
            "Tags",
            cloud("radis:3, limaces:4, fèves:2, compost:3, rhubarbe:2, semis:5, hérisson:1"),
            "tags",
        )
        + box(
            "fr-dotclear",
            "Liens",
            links(("Les Jardins du Rhône", "Terre & Voisins", "Graines de Croix-Luizet"), "/out/"),
            "links",
        )
    )
    style = (
        "#comments dl{margin:0}#comments dt{font-size:11px;color:#777;margin-top:12px;border-top:1px dotted #ccc;padding-top:4px}#comments dt.me,#comments dd.me{background:#f1f6e8}"
        "#comments dd{margin:2px 0 0 20px}#comments blockquote{border-left:3px solid #cbd9b5;margin:4px 0;padding-left:8px;color:#777;font-size:12px}.comment-number{font-weight:bold;margin-right:4px}"
    )
    piece = Piece(
        "Les premiers radis, et les limaces aussi",
        "Par Le Potager",
        "2012-04-03T17:40:00+02:00",
        "mardi 3 avril 2012",
        """
Première récolte de la saison ce matin : une botte de radis, pas très grosse mais bien piquante. Claude a tenu à la photographier avant qu'on la mange.

Le mauvais côté du printemps doux, ce sont les limaces. Les laitues repiquées samedi ont été dévorées en deux nuits. Nous avons installé des pièges à bière et Jean-Paul, de la parcelle voisine, nous a conseillé la cendre.

Prochain chantier : les pommes de terre, dès que la lune sera d'accord, dit Claude.
""",
        tags=("radis", "limaces"),
    )
    return case(
        "bu-fr-dotclear-citations",
        "discussion",
        "fr-dotclear",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/index.php/post/2012/04/03/Les-premiers-radis",
        reveal="on_load",
        container="div#comments > dl: dt 'n. Le DATE, par NAME' and dd (the text, answers opening with a blockquote 'NAME a écrit :' and the parent's text), flat",
        heading="Commentaires",
        description="A French allotment blog of April 2012 on a self-hosted blog engine with a left sidebar: a post on the first radishes with 8 comments in a definition list (a dt head 'n. Le mardi 3 avril 2012, 18:22, par NAME', a dd text), three answers opening with a blockquote of the parent's words under 'NAME a écrit :' (the blog answering twice), 'Aucun rétrolien.', a comment form; the sidebar's categories with counts, latest posts, latest comments of other posts with excerpts, tags and links. Most awkward: the parent's text repeated inside every answer's dd, and the name in the dt before it.",
        static=True,
        lookalikes=("latest comments of other posts with excerpts",),
    )


def de_s9y() -> Case:
    ns = talk("""
Jens aus der Eisenbahnstraße @ 02.04.2012 19:10 :: Super, dass ihr jetzt auch donnerstags aufmacht! Samstags war es immer so voll, dass man eine Stunde auf einen Montageständer warten musste.
  Kathrin (Werkstatt-Team) @ 02.04.2012 20:02 :: Genau deshalb, Jens. Donnerstags sind wir zu zweit, also bitte nicht alle auf einmal kommen ;-)
    Jens aus der Eisenbahnstraße @ 02.04.2012 20:15 :: Versprochen. Ich komme mit meinem Hinterrad, das seit März eiert.
Ulla @ 02.04.2012 21:33 :: Gibt es noch Schläuche zum Selbstkostenpreis? Letztes Jahr gab es die für 3 Euro.
  Kathrin (Werkstatt-Team) @ 03.04.2012 08:40 :: Ja, 28 Zoll für 3 Euro, 26 Zoll für 2,50. Mäntel haben wir nur gebrauchte aus Spenden.
Matze @ 03.04.2012 10:12 :: Danke an Herrn Pohl für die Werkbank! Habe sie am Samstag gesehen, ein echtes Prachtstück.
  Herbert Pohl @ 03.04.2012 17:48 :: Gern geschehen. Die stand vierzig Jahre in meiner Garage, jetzt wird sie endlich wieder benutzt. Der Schraubstock klemmt etwas, da müsst ihr Öl dran tun.
    Matze @ 03.04.2012 18:30 :: Schon erledigt, läuft wie neu.
Svenja K. @ 04.04.2012 07:55 :: Könntet ihr mal einen Abend nur für Frauen anbieten? Viele meiner Freundinnen trauen sich nicht, zwischen den ganzen Schraubern zu fragen.
  Kathrin (Werkstatt-Team) @ 04.04.2012 12:20 :: Gute Idee, Svenja. Wir besprechen das beim Vereinstreffen am 12. April, komm doch einfach dazu!
Rolf @ 05.04.2012 22:04 :: Wie sieht es mit Lastenrädern aus, kann man die bei euch auch reparieren oder ist die Tür zu schmal?
""")

    def number(i: int) -> str:
        chain = []
        j: int | None = i
        while j is not None:
            p = ns[j].parent
            siblings = [k for k, m in enumerate(ns) if m.parent == p]
            chain.append(str(siblings.index(j) + 1))
            j = p
        return ".".join(reversed(chain))

    def item(i: int, n: Note) -> str:
        cid = 1530 + i
        own = " serendipity_comment_author_self" if "Werkstatt-Team" in n.who else ""
        return (
            f'<a id="c{cid}"></a><div id="serendipity_comment_{cid}" class="serendipity_comment{own} {"odd" if i % 2 else "even"}" style="padding-left: {depth(ns, i) * 20}px">'
            f'<div class="serendipity_commentBody">{ptext(n.body)}</div>'
            f'<div class="serendipity_comment_source"><a class="comment_source_trace" href="#c{cid}">#{number(i)}</a> '
            f'<span class="comment_source_author">{esc(n.who)}</span> am <span class="comment_source_date">{esc(n.at)}</span> '
            f'(<a class="comment_reply" href="#serendipity_CommentForm" id="serendipity_reply_{cid}">Antwort</a>)</div></div>'
        )

    after = (
        '<div class="serendipity_comments serendipity_section_comments"><a id="comments"></a><div class="serendipity_commentsTitle">Kommentare</div>'
        '<div class="serendipity_center">Ansicht der Kommentare: (<a href="?mode=linear">Linear</a> | Verschachtelt)</div>'
        + flat(ns, item)
        + '</div><div class="serendipity_section_trackbacks"><div class="serendipity_commentsTitle">Trackbacks</div><div class="serendipity_center">Keine Trackbacks</div></div>'
        '<div class="serendipity_commentsTitle">Kommentar schreiben</div><form id="serendipity_comment" action="#feedback" method="post"><div class="serendipity_commentForm">'
        '<p>Name <input type="text" name="serendipity[name]" /></p><p><textarea rows="10" cols="40" name="serendipity[comment]"></textarea></p>'
        '<p>Umschließende Sterne heben ein Wort hervor (*wort*), per _wort_ kann ein Wort unterstrichen werden.</p><input type="submit" value="Abschicken" /> <input type="submit" value="Vorschau" /></div></form>'
    )
    side = (
        box(
            "de-s9y",
            "Kalender",
            '<table class="serendipity_calendar"><tr><td colspan="7">« April \'12 »</td></tr><tr><td>Mo</td><td>Di</td><td>Mi</td><td>Do</td><td>Fr</td><td>Sa</td><td>So</td></tr>'
            '<tr><td></td><td></td><td></td><td></td><td></td><td></td><td>1</td></tr><tr><td><a href="#">2</a></td><td>3</td><td>4</td><td><a href="#">5</a></td><td>6</td><td>7</td><td>8</td></tr></table>',
            "calendar",
        )
        + box(
            "de-s9y",
            "Letzte Einträge",
            links(
                (
                    "Neue Öffnungszeiten ab April",
                    "Frühjahrs-Check am 24. März: die Bilanz",
                    "Spendenaufruf: Werkzeug gesucht",
                ),
                "/archives/",
            ),
            "entries",
        )
        + box(
            "de-s9y",
            "Kommentare",
            ul(
                """
Rolf zu Frühjahrs-Check am 24. März: die Bilanz | 26.03.2012 | War toll organisiert, nächstes Mal bringe ich...
Ulla zu Spendenaufruf: Werkzeug gesucht | 19.03.2012 | Ich habe noch einen Satz Konusschlüssel, wann kann...
Tobi zu Flohmarkt im Hof | 11.03.2012 | Gibt es auch Kinderräder? Meine Tochter ist...
""",
                lambda r: f"<b>{esc(r[0])}</b> ({esc(r[1])})<br />{esc(r[2])}",
            ),
            "comments",
        )
        + box(
            "de-s9y",
            "Kategorien",
            links(("Termine", "Werkstatt", "Verein", "Touren"), "/categories/"),
            "categories",
        )
        + box(
            "de-s9y",
            "Blog abonnieren",
            '<a href="/feeds/index.rss2">RSS 2.0</a> · <a href="/feeds/atom.xml">ATOM/XML</a>',
            "syndication",
        )
    )
    style = (
        ".serendipity_commentsTitle{font-weight:bold;font-size:14px;border-bottom:1px solid #ccc;margin-top:16px}.serendipity_comment{margin:8px 0;border-left:2px solid #eee}"
        ".serendipity_comment_author_self{background:#f9eeee}.serendipity_comment_source{font-size:11px;color:#777}.serendipity_center{font-size:11px;text-align:center}"
    )
    piece = Piece(
        "Neue Öffnungszeiten ab April – und ein großes Dankeschön",
        "Geschrieben von Kathrin in Werkstatt",
        "2012-04-02T18:30:00+02:00",
        "Montag, 2. April 2012",
        """
Ab dieser Woche hat die Selbsthilfewerkstatt im Hinterhof der Lindenauer Straße 14 zweimal pro Woche geöffnet: donnerstags von 17 bis 20 Uhr und wie bisher samstags von 10 bis 15 Uhr.

Möglich wird das durch eine gespendete Werkbank von Herbert Pohl aus der Nachbarschaft und zwei neue Ehrenamtliche. Werkzeug und Montageständer dürfen wie immer kostenlos benutzt werden, Ersatzteile gibt es zum Selbstkostenpreis.

Das nächste Vereinstreffen ist am 12. April um 19 Uhr, alle Interessierten sind willkommen.
""",
        tags=("Öffnungszeiten", "Ehrenamt"),
    )
    return case(
        "bu-de-s9y-einrueckung",
        "discussion",
        "de-s9y",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/archives/214-Neue-Oeffnungszeiten-ab-April.html",
        reveal="on_load",
        container="div.serendipity_comments: a[id] + div.serendipity_comment siblings with style 'padding-left: Npx' (20 px a level): div.serendipity_commentBody first, then div.serendipity_comment_source '#1.2 NAME am DATE (Antwort)'",
        heading="Kommentare",
        description="A German bicycle self-help workshop's blog of April 2012 on a self-hosted PHP blog engine: a post on new opening hours with 11 comments three levels deep (the workshop team answering three times with a highlighted box, the donor of a workbench answering a reader), every comment's text before its source line '#1.2 NAME am 02.04.2012 19:10 (Antwort)', the depth only an inline padding on sibling divs; 'Keine Trackbacks', a comment form with the engine's markup hints; the sidebar's calendar, latest entries, latest comments of other entries with excerpts, categories and feeds. Most awkward: the name after the text and the nesting by inline padding only, with hierarchical numbers '#1.1.1'.",
        static=True,
        lookalikes=("latest comments of other entries with excerpts",),
    )


def pl_joomla() -> Case:
    ns = talk("""
mieszkaniec_Wólki @ 14.03.2012 o 18:22 [plus=12,minus=2] :: Nareszcie! Od trzech lat chodzimy z dziećmi poboczem, a tiry jadą osiemdziesiątką. Oby tylko nie skończyło się na obietnicach.
Tadeusz R. @ 14.03.2012 o 19:05 [plus=3,minus=7] :: 2,3 mln zł za dwa kilometry chodnika? Za te pieniądze można by wyremontować całą drogę do Zalesia.
^2 Ania z Krzywdy @ 14.03.2012 o 19:40 [plus=9,minus=1] :: Panie Tadeuszu, w tej kwocie jest też oświetlenie i przepust pod drogą. Było to na sesji, protokół jest na stronie gminy.
sołtys_Wólka @ 14.03.2012 o 21:12 [plus=15,minus=0] :: Dziękuję wszystkim mieszkańcom, którzy podpisali petycję w 2010 roku. Bez tych 412 podpisów nic by się nie ruszyło.
kierowca_PKS @ 15.03.2012 o 06:48 [plus=4,minus=0] :: Czy przystanek przy szkole zostanie przesunięty? Teraz autobus staje praktycznie na zakręcie.
^5 Redakcja @ 15.03.2012 o 10:30 [plus=6,minus=0] :: Według projektu przystanek zostanie przeniesiony 60 metrów dalej, za skrzyżowanie z ul. Leśną, i dostanie zatoczkę. Zapytaliśmy starostwo o szczegóły.
gość @ 15.03.2012 o 13:15 [plus=1,minus=5] :: Zobaczymy w 2013. Przed wyborami zawsze coś obiecują.
^4 Marta W. @ 15.03.2012 o 17:02 [plus=8,minus=0] :: Panie sołtysie, to Pana zasługa, że Pan to pilnował. Dziękujemy.
""")

    def item(i: int, n: Note) -> str:
        answer = (
            f' <span class="kz-reply-to">↳ odpowiedź do: {esc(ns[n.parent].who)}</span>'
            if n.parent is not None
            else ""
        )
        return (
            f'<a name="kom{700 + i}"></a><h4 class="kz-head">{esc(n.who)}{answer}</h4>'
            f'<span class="kz-date">napisał(a) {esc(n.at)}</span>{ptext(n.body, "kz-text")}'
            f'<p class="kz-vote">Ocena: <span class="kz-plus">+{n.tag("plus")}</span> / <span class="kz-minus">−{n.tag("minus")}</span> · <a href="#" onclick="return false">Odpowiedz</a> · <a href="/zglos/{700 + i}">Zgłoś nadużycie</a></p><hr class="kz-sep" />'
        )

    after = (
        '<div id="kz-wrap"><h3 class="kz-title">Komentarze (8)</h3><p class="kz-rss"><a href="/komentarze/rss/551">RSS komentarzy</a> · <a href="#kz-form">Dodaj komentarz</a></p>'
        '<div class="kz-list">' + flat(ns, item) + "</div>"
        '<p class="kz-rules">Redakcja nie odpowiada za treść komentarzy. Komentarze naruszające regulamin będą usuwane.</p>'
        '<form id="kz-form" action="/index.php?option=com_komentarze" method="post"><p>Podpis: <input type="text" name="podpis" /></p><p><textarea name="tresc" rows="6" cols="48"></textarea></p><p>Przepisz kod: <img src="/_avatar/captcha.svg" width="80" height="24" alt="" /> <input type="text" name="kod" size="6" /></p><input type="submit" value="Dodaj" /></form></div>'
    )
    left = (
        box(
            "pl-joomla",
            "Zaloguj się",
            '<form action="/login" method="post"><p>Nazwa użytkownika<br /><input type="text" name="username" size="14" /></p><p>Hasło<br /><input type="password" name="passwd" size="14" /></p><p><input type="checkbox" /> Zapamiętaj mnie</p><input type="submit" value="Zaloguj" /><br /><a href="#">Zapomniałeś hasła?</a><br /><a href="#">Utwórz konto</a></form>',
            "login",
        )
        + box(
            "pl-joomla",
            "Sonda",
            '<p>Czy chodnik w Wólce powinien mieć też ścieżkę rowerową?</p><form><label><input type="radio" name="s" /> Tak</label><br /><label><input type="radio" name="s" /> Nie</label><br /><label><input type="radio" name="s" /> Nie mam zdania</label><br /><input type="submit" value="Głosuj" /> <a href="#">Wyniki</a></form>',
            "poll",
        )
        + box(
            "pl-joomla",
            "Kto jest online",
            "<p>Naszą witrynę przegląda teraz 38 gości oraz 2 użytkowników.</p>",
            "whosonline",
        )
    )
    side = (
        box(
            "pl-joomla",
            "Najczęściej czytane",
            links(
                (
                    "Chodnik w Wólce będzie w tym roku",
                    "Pożar stodoły w Zalesiu",
                    "Sesja rady powiatu: budżet przyjęty",
                    "Bug wylał pod Drohiczynem",
                ),
                "/wiadomosci/",
                "ol",
            ),
            "mostread",
        )
        + box(
            "pl-joomla",
            "Ostatnie komentarze",
            ul(
                """
Kasia_Z | Pożar stodoły w Zalesiu | Strażacy z OSP byli w 8 minut, brawo...
były radny | Sesja rady powiatu: budżet przyjęty | Znowu na drogi najmniej...
wędkarz | Bug wylał pod Drohiczynem | Łąki pod wodą, ale na szczęście...
""",
                lambda r: f"<b>{esc(r[0])}</b> w <a href='#'>{esc(r[1])}</a>: {esc(r[2])}",
            ),
            "latestcomments",
        )
        + box(
            "pl-joomla",
            "Reklama",
            '<div style="height:200px;background:#eee;text-align:center;color:#999">REKLAMA</div>',
            "banner",
        )
    )
    style = (
        ".kz-title{font-size:15px;color:#0f4c81;border-bottom:2px solid #0f4c81}.kz-head{margin:10px 0 0;font-size:13px}.kz-reply-to{font-weight:normal;color:#888;font-size:11px}"
        ".kz-date{font-size:11px;color:#888}.kz-text{margin:4px 0}.kz-vote{font-size:11px;color:#777;margin:0}.kz-plus{color:#2a7a2a}.kz-minus{color:#a22}.kz-sep{border:0;border-top:1px dotted #ccc}.kz-rules{font-size:10px;color:#999}"
    )
    piece = Piece(
        "Chodnik w Wólce będzie w tym roku. Powiat ma pieniądze",
        "Napisane przez Grzegorz Sowa",
        "2012-03-14T12:00:00+01:00",
        "środa, 14 marca 2012 12:00",
        """
Zarząd powiatu przyjął we wtorek plan inwestycji drogowych na 2012 rok. Najważniejszą pozycją jest budowa chodnika wzdłuż drogi powiatowej w Wólce Nadbużańskiej, na odcinku od szkoły do cmentarza.

Inwestycja ma kosztować 2,3 mln zł, z czego połowę pokryje dotacja z programu rządowego. Oprócz chodnika powstanie oświetlenie i nowy przepust. Przetarg ma zostać ogłoszony w kwietniu, a prace zakończyć się w październiku.

O chodnik mieszkańcy Wólki zabiegali od trzech lat. W 2010 roku sołtys przekazał starostwu petycję z ponad czterystoma podpisami.
""",
        section="Wiadomości",
    )
    return case(
        "bu-pl-joomla-bez-ramek",
        "discussion",
        "pl-joomla",
        piece,
        Bits(after=after, side=side, left=left, style=style),
        seeds(ns),
        path="/wiadomosci/gminy/551-chodnik-w-wolce-bedzie-w-tym-roku.html",
        reveal="on_load",
        container="div#kz-wrap > div.kz-list: loose siblings per comment (a[name], h4.kz-head NAME with span.kz-reply-to '↳ odpowiedź do: NAME', span.kz-date, p.kz-text, p.kz-vote, hr), no element per comment",
        heading="Komentarze (8)",
        description="A Polish county portal of March 2012 on a Joomla 1.5-like CMS (article in contentpaneopen tables, left and right module columns): an article on a new pavement with 8 comments of a comments extension printed as loose siblings (an h4 with the name, a 'napisał(a) 14.03.2012 o 18:22' span, the text paragraph, a '+12 / −2' vote line with 'Odpowiedz · Zgłoś nadużycie', a rule) without any element per comment; three answers name their parent in the head ('↳ odpowiedź do: NAME'), one by the newsroom; a captcha form; the columns' login box, poll, who is online, most read, latest comments of other articles and an ad. Most awkward: no element holds a comment, and the vote lines between them.",
        static=True,
        lookalikes=("latest comments of other articles with excerpts", "a poll"),
    )


def cs_drupal() -> Case:
    ns = talk("""
Jiřina Malá @ St, 14.03.2012 - 19:20 [likes=5] :: Konečně! Na návsi jsme si loni s kočárkem málem zlomili nohu. Jen ať to nepředělají jako v Dolní Lhotě, kde je teď samá dlažba a nikde lavička.
  Obecní úřad @ St, 14.03.2012 - 20:45 [likes=7] :: Dobrý den, lavičky v projektu jsou, celkem šest, a u kašny zůstanou obě lípy.
    Jiřina Malá @ Čt, 15.03.2012 - 07:10 [likes=1] :: To jsem ráda, děkuju za odpověď.
Pepa od hasičů @ St, 14.03.2012 - 21:02 [likes=4] :: A co pouť? V červnu je tradiční pouť s kolotoči, to bude náves rozkopaná?
  Obecní úřad @ Čt, 15.03.2012 - 08:30 [likes=3] :: Pouť se letos přesune na louku za hasičárnou. Termín 16. a 17. června zůstává.
    Pepa od hasičů @ Čt, 15.03.2012 - 09:02 [likes=2] :: Tak to je dobrý, tam je aspoň víc místa pro kolotoče.
      Zdeněk Kovář @ Čt, 15.03.2012 - 12:40 [likes=0] :: Jen aby tam nebylo bahno jako v roce 2010, to byly kolotoče zapadlé až po osy.
Host @ Čt, 15.03.2012 - 10:17 [likes=0] :: Kolik to bude stát a kolik z toho platí obec?
  Obecní úřad @ Čt, 15.03.2012 - 11:05 [likes=2] :: Celkem 3,1 milionu Kč, dotace z programu obnovy venkova pokryje 2,2 milionu, zbytek zaplatí obec z rezervy.
Marie Dvořáková @ Pá, 16.03.2012 - 18:50 [likes=3] :: Prosím, nezapomeňte na parkování u obchodu. Ráno tam stojí pět aut a autobus nemůže projet.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 2201 + i
        verified = "" if n.who in ("Obecní úřad", "Jiřina Malá", "Pepa od hasičů") else " (neověřeno)"
        own = " comment-by-node-author" if n.who == "Obecní úřad" else ""
        return (
            f'<a id="comment-{cid}"></a><div class="comment comment-published{own} {"odd" if i % 2 == 0 else "even"} clear-block">'
            f'<div class="picture"><img src="/_avatar/dr-{slug(n.who)[:10]}.svg" width="48" height="48" alt="" /></div>'
            f'<div class="submitted">Vloženo uživatelem {esc(n.who)}{verified} - {esc(n.at)}</div>'
            f'<div class="content">{ptext(n.body)}</div>'
            f'<div class="fivestar-widget">Líbí se: {n.tag("likes", "0")} <a href="#" onclick="return false">+1</a></div>'
            f'<ul class="links"><li class="comment_reply first last"><a href="/comment/reply/87/{cid}">odpovědět</a></li></ul>'
            + (f'<div class="comment-children">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div id="comments"><h2 class="comments">Komentáře</h2>'
        + draw(ns, item, lambda s, _p: s)
        + '</div><div class="box"><h2>Vložit nový komentář</h2><form action="/comment/reply/87" method="post"><p>Vaše jméno: <input type="text" name="name" value="Host" /></p>'
        '<p>Komentář: *<br /><textarea name="comment" rows="6" cols="50"></textarea></p><p class="description">Povolené HTML značky: &lt;a&gt; &lt;em&gt; &lt;strong&gt;</p><input type="submit" value="Náhled" /> <input type="submit" value="Uložit" /></form></div>'
    )
    left = box(
        "cs-drupal",
        "Přihlášení",
        '<form action="/user/login"><p>Uživatelské jméno: *<br /><input type="text" size="15" /></p><p>Heslo: *<br /><input type="password" size="15" /></p><input type="submit" value="Přihlásit se" /><ul><li><a href="/user/register">Vytvořit nový účet</a></li><li><a href="/user/password">Zaslat nové heslo</a></li></ul></form>',
        "user",
    ) + box(
        "cs-drupal",
        "Kalendář akcí",
        ul(
            """
24. 3. | Vítání jara s myslivci
7. 4. | Velikonoční jarmark
30. 4. | Pálení čarodějnic u rybníka
""",
            lambda r: f"<b>{esc(r[0])}</b> {esc(r[1])}",
        ),
        "calendar",
    )
    side = (
        box(
            "cs-drupal",
            "Nejnovější komentáře",
            ul(
                """
Konečně světla u zastávky | Zdeněk Kovář | před 2 dny 5 hodin
Svoz bioodpadu od dubna | Host | před 4 dny 11 hodin
Hasiči mají novou stříkačku | Pepa od hasičů | před 1 týdnem
""",
                lambda r: f"<a href='#'>{esc(r[0])}</a><br /><small>{esc(r[1])}, {esc(r[2])}</small>",
            ),
            "comment",
        )
        + box(
            "cs-drupal",
            "Anketa",
            "<p>Co na návsi nejvíc chybí?</p><ul><li>lavičky – 41 %</li><li>dětské hřiště – 33 %</li><li>parkování – 26 %</li></ul><p>Celkem hlasů: 87</p>",
            "poll",
        )
        + box(
            "cs-drupal",
            "Štítky",
            cloud("náves:4, dotace:3, pouť:2, hasiči:3, svoz odpadu:2, škola:2"),
            "tagadelic",
        )
    )
    style = (
        "h2.comments{font-size:16px;border-bottom:1px solid #cfe0ec}.comment{border:1px solid #e1ecf4;margin:8px 0;padding:6px;background:#fff}.comment-children{margin:8px 0 0 24px}"
        ".comment-by-node-author{background:#f3f9fd}.comment .picture{float:right}.comment .submitted{font-size:11px;color:#777}.fivestar-widget{font-size:11px;color:#777}.comment ul.links{font-size:11px;margin:2px 0;padding:0;list-style:none}"
    )
    piece = Piece(
        "Oprava návsi začne v dubnu, potrvá do září",
        "Vloženo uživatelem Obecní úřad - St, 14.03.2012 - 12:15",
        "2012-03-14T12:15:00+01:00",
        "14.03.2012",
        """
Zastupitelstvo obce na svém únorovém zasedání schválilo zahájení opravy návsi. Práce začnou v pondělí 16. dubna a podle smlouvy s dodavatelem skončí nejpozději 30. září.

Během stavby bude náves uzavřena pro auta, přístup k domům a k obchodu zůstane zachován. Autobusová zastávka se dočasně přesune ke hasičské zbrojnici.

Projekt počítá s novou dlažbou, šesti lavičkami, osvětlením a opravou kašny. Obě lípy u kašny zůstanou.
""",
        section="Zprávy",
        tags=("náves", "dotace"),
    )
    return case(
        "bu-cs-drupal-vnoreni",
        "discussion",
        "cs-drupal",
        piece,
        Bits(after=after, side=side, left=left, style=style),
        seeds(ns),
        path="/zpravy/oprava-navsi-zacne-v-dubnu",
        reveal="on_load",
        container="div#comments: a[id] + div.comment (div.submitted 'Vloženo uživatelem NAME (neověřeno) - St, 14.03.2012 - 19:20', div.content, a like line, ul.links 'odpovědět'), answers inside their parent's div.comment-children, four levels",
        heading="Komentáře",
        description="A Czech village newsletter of March 2012 on a Drupal-like CMS with two sidebars: a notice on the repair of the village green with 10 comments four levels deep (the village office answering three times, a guest named 'Host'), each 'Vloženo uživatelem NAME (neověřeno) - St, 14.03.2012 - 19:20' with a 'Líbí se: n +1' line and 'odpovědět', answers inside their parent's box; a comment form; the sidebars' login box, an events calendar, newest comments of other notices with names and relative times, a poll with percentages and a tag cloud. Most awkward: the node's own byline uses the very same 'Vloženo uživatelem' head as the comments.",
        static=True,
        lookalikes=("newest comments of other notices", "an events calendar"),
    )


def threads2_bu() -> list[Case]:
    return [fr_dotclear(), de_s9y(), pl_joomla(), cs_drupal()]
