"""Blind set DN: three article pages without any reader comment whose furniture holds boxes headed with words about
readers, comments or opinions: a German regional daily of 2013 (readers' photos, most commented, a poll's results,
an unused comment area), an American Blogger-like kitchen-garden blog of 2012 (recent comments of other posts with
excerpts, top commenters, "0 comments") and a French regional weekly of 2011 (readers' letters printed in the
paper's edition, most commented, reactions closed). Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dn_common import Case, doc, esc, make, slug

# --------------------------------------------------------------------------- Germany, a regional daily, 2013

DE_CSS = (
    "body{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;color:#1d1d1d;background:#f0f0f0}#seite{width:1000px;margin:0 auto;background:#fff}"
    "#kopfzeile{border-bottom:1px solid #ccc;padding:4px 16px;font-size:11px;color:#666}#logo{padding:14px 16px;font:bold 36px Georgia,serif;color:#0b3e75}"
    "#ressorts{background:#0b3e75;margin:0;padding:0 16px;list-style:none;overflow:hidden}#ressorts li{float:left}#ressorts a{display:block;color:#fff;padding:8px 11px;font-size:13px}"
    "#spalte-haupt{float:left;width:640px;padding:16px}#spalte-rand{float:right;width:300px;padding:16px 16px 16px 0}"
    ".dachzeile{color:#c00;font-weight:bold;font-size:12px}.vorspann{font-weight:bold}.autor{font-size:12px;color:#666}"
    ".teilen span{background:#eee;padding:2px 6px;margin-right:4px;font-size:11px}.modul{border-top:3px solid #0b3e75;margin-bottom:16px}.modul h3{font-size:14px;margin:6px 0}"
    ".leserfotos li{display:inline-block;width:88px;vertical-align:top;font-size:10px;margin-right:4px}.umfrage .balken{background:#0b3e75;height:8px}"
    "#kommentare-leer{border:1px solid #ddd;background:#fafafa;padding:10px;margin-top:20px}#fusszeile{clear:both;background:#1d1d1d;color:#aaa;padding:16px;font-size:11px}"
)

PHOTOS = (
    ("Sonnenaufgang über dem Brühlweiher", "Gerda Hartmann, Ebersweiler"),
    ("Die ersten Störche sind zurück", "Tobias Rieger, Mainhofen"),
    ("Krokusse im Schlosspark", "Inge und Walter Seitz"),
    ("Nebel im Kalmbachtal", "Jens Müller-Oehm, Kalmbach"),
)


def de_freibad() -> Case:
    photos = "".join(
        f'<li><a href="/leserfotos/{2201 + i}"><img src="/_avatar/lf-{2201 + i}.svg" width="86" height="60" alt="" /></a>'
        f"<br />{esc(cap)}<br /><em>Eingesandt von {esc(who)}</em></li>"
        for i, (cap, who) in enumerate(PHOTOS)
    )
    body = (
        '<div id="seite"><div id="kopfzeile">Mittwoch, 13. März 2013 | <a href="#">E-Paper</a> | <a href="#">Abo</a> | <a href="#">Anzeigen</a> | <a href="#">Login</a></div>'
        '<div id="logo">Wiesengrund-Echo</div>'
        '<ul id="ressorts"><li><a href="/">Startseite</a></li><li><a href="/lokales/">Lokales</a></li><li><a href="/region/">Region</a></li>'
        '<li><a href="/sport/">Sport</a></li><li><a href="/kultur/">Kultur</a></li><li><a href="/ratgeber/">Ratgeber</a></li><li><a href="/leserfotos/">Leserfotos</a></li>'
        '<li><a href="/traueranzeigen/">Traueranzeigen</a></li></ul>'
        '<div id="spalte-haupt"><p class="brotkrumen"><a href="/">Startseite</a> › <a href="/lokales/">Lokales</a> › Mainhofen</p>'
        '<p class="dachzeile">Mainhofen</p><h1>Freibad öffnet erst im Juni: Sanierung dauert länger</h1>'
        '<p class="autor">Von Petra Lindner · 13.03.2013, 17:12 Uhr</p>'
        '<p class="teilen"><span>Facebook 23</span><span>Twitter 4</span><span>Google+ 1</span><span>E-Mail</span><span>Drucken</span></p>'
        '<p class="vorspann">Badegäste in Mainhofen müssen sich gedulden: Die Sanierung des Edelstahlbeckens im Freibad am Brühl verzögert sich, die Saison beginnt frühestens am 1. Juni.</p>'
        "<p>Eigentlich sollte das Bad wie in jedem Jahr Mitte Mai öffnen. Doch bei den Arbeiten am Nichtschwimmerbecken sind Schäden an den Zuleitungen entdeckt worden, "
        "die erst im Winter sichtbar wurden. Das berichtete Bauamtsleiter Frank Obermeier am Dienstag im Technischen Ausschuss.</p>"
        "<p>Die Mehrkosten beziffert die Stadt auf rund 180 000 Euro. Der Ausschuss stimmte der überplanmäßigen Ausgabe einstimmig zu.</p>"
        "<p>Saisonkarten gibt es trotzdem ab 2. April im Bürgerbüro, zum Preis des Vorjahres. Wer bis Ende April kauft, erhält zehn Prozent Frühbucherrabatt.</p>"
        '<div id="kommentare-leer"><h3>Kommentare (0)</h3><p>Zu diesem Artikel wurden noch keine Kommentare geschrieben.</p>'
        '<p><a href="/login?ziel=kommentar">Melden Sie sich an</a>, um einen Kommentar zu schreiben. Noch nicht registriert? <a href="/registrieren">Jetzt registrieren</a></p></div>'
        '<div class="modul"><h3>Mehr aus Mainhofen</h3><ul><li><a href="#">Stadtbücherei verlängert Öffnungszeiten</a></li><li><a href="#">Ostermarkt mit 40 Ständen</a></li>'
        '<li><a href="#">Neue Ampel an der Kalmbacher Straße</a></li></ul></div></div>'
        '<div id="spalte-rand"><div class="modul"><h3>Meistgelesen</h3><ol><li><a href="#">Unfall auf der B 38: Zwei Verletzte</a></li><li><a href="#">Freibad öffnet erst im Juni</a></li>'
        '<li><a href="#">Faschingsumzug: Bilanz der Polizei</a></li></ol></div>'
        '<div class="modul"><h3>Meistkommentiert</h3><ol><li><a href="#">Windräder am Hohen Stein: Die Gegner formieren sich</a> (64 Kommentare)</li>'
        '<li><a href="#">Parkgebühren in der Altstadt steigen</a> (31 Kommentare)</li><li><a href="#">Hundesteuer: Was andere Gemeinden verlangen</a> (17 Kommentare)</li></ol></div>'
        '<div class="modul umfrage"><h3>Umfrage: Ihre Meinung ist gefragt</h3><p>Sollen die Läden in der Innenstadt an vier Sonntagen im Jahr öffnen?</p>'
        '<p>Ja, unbedingt – 48 %</p><div class="balken" style="width:48%"></div><p>Nein – 41 %</p><div class="balken" style="width:41%"></div>'
        '<p>Ist mir egal – 11 %</p><div class="balken" style="width:11%"></div><p><small>812 Teilnehmer · nicht repräsentativ</small></p></div>'
        f'<div class="modul leserfotos"><h3>Leserfotos</h3><ul>{photos}</ul><p><a href="/leserfotos/hochladen">Schicken Sie uns Ihr Foto!</a></p></div>'
        '<div class="modul"><h3>Wetter</h3><p>Mainhofen: 3 °C, Schneeregen</p></div></div>'
        '<div id="fusszeile">© Wiesengrund-Echo 2013 · <a href="#">Impressum</a> · <a href="#">Datenschutz</a> · <a href="#">Kontakt</a> · <a href="#">Mediadaten</a></div></div>'
    )
    html = doc("Freibad öffnet erst im Juni: Sanierung dauert länger - Wiesengrund-Echo", "de", DE_CSS, body)
    return make(
        "dn-plain-de-wiesengrund-freibad",
        "lookalike",
        "de",
        html,
        [],
        path="/lokales/mainhofen/freibad-oeffnet-erst-im-juni-art4412087.html",
        container="-",
        heading=None,
        description="A German regional daily of 2013, a local story: an unused 'Kommentare (0)' area, 'Meistkommentiert' of other stories with counts, 'Umfrage: Ihre Meinung ist gefragt' with its results, 'Leserfotos' (4 readers' photos, caption and 'Eingesandt von NAME'), most read, weather.",
        lookalikes=(
            "readers' photos with captions and senders",
            "most commented list with counts",
            "poll results",
        ),
    )


# --------------------------------------------------------------------------- USA, a Blogger-like garden blog, 2012

EN_CSS = (
    "body{background:#f6f1e4 url(/_avatar/linen.svg);font:14px/1.5 'Georgia',serif;color:#4a3f33;margin:0}.outer-wrapper{width:900px;margin:0 auto;background:#fffdf7;padding:0 0 10px}"
    ".header-outer{padding:30px;text-align:center}.header-outer h1{font:italic 40px Georgia;color:#6b8e23;margin:0}.header-outer .description{color:#9a8b70}"
    ".tabs-outer{border-top:1px dashed #cbbf9f;border-bottom:1px dashed #cbbf9f;text-align:center;padding:6px}.tabs-outer a{margin:0 10px;color:#6b8e23}"
    ".main-outer{float:left;width:580px;padding:20px}.sidebar-outer{float:right;width:240px;padding:20px 20px 0 0;font-size:12px}"
    ".date-header{font:bold 11px Arial;letter-spacing:2px;color:#9a8b70;text-transform:uppercase}.post-footer{font-size:11px;color:#9a8b70;border-top:1px dashed #cbbf9f;padding-top:6px}"
    ".widget h2{font:bold 12px Arial;letter-spacing:1px;text-transform:uppercase;color:#6b8e23;border-bottom:1px dashed #cbbf9f}"
    ".rc-list li{margin-bottom:8px}.rc-list .rc-ex{display:block;color:#7a6d57;font-style:italic}.footer-outer{clear:both;text-align:center;font-size:11px;color:#9a8b70;padding:12px}"
)

RECENT = (
    (
        "Marjorie",
        "Saving tomato seeds the lazy way",
        "I tried this last year and every single one came up! Thank you for the tip about the paper towel.",
    ),
    (
        "Dave in Ohio",
        "Our new rain barrel setup",
        "Where did you get the diverter? The one at our Lowe's leaks like crazy.",
    ),
    (
        "Tessa @ Little Acre Notes",
        "Saving tomato seeds the lazy way",
        "Love this. Linking to it from my Friday roundup!",
    ),
    ("Anonymous", "Garlic planting, finally", "Do you plant the cloves pointy side up or does it matter?"),
)


def en_garden() -> Case:
    recent = "".join(
        f'<li><span class="rc-who">{esc(who)}</span> on <a href="/2012/{slug(post)}.html">{esc(post)}</a>'
        f'<span class="rc-ex">&ldquo;{esc(ex)}&rdquo;</span></li>'
        for who, post, ex in RECENT
    )
    body = (
        '<div class="outer-wrapper"><div class="header-outer"><h1><a href="/" style="color:inherit;text-decoration:none">The Quarter-Acre Kitchen</a></h1>'
        '<p class="description">Growing, cooking and canning on a small lot in Kalamazoo</p></div>'
        '<div class="tabs-outer"><a href="/">Home</a><a href="/p/about.html">About Me</a><a href="/p/recipes.html">Recipes</a><a href="/p/garden-plan.html">Garden Plan</a><a href="/p/contact.html">Contact</a></div>'
        '<div class="main-outer"><div class="blog-posts"><h2 class="date-header"><span>Tuesday, May 22, 2012</span></h2>'
        '<div class="post-outer"><div class="post hentry"><h3 class="post-title"><a href="#">Strawberry rhubarb jam, low sugar version</a></h3>'
        '<div class="post-body"><p>The rhubarb patch by the back fence went completely crazy this spring, so this weekend was jam weekend. '
        "I've been trying to cut down on sugar in our preserves and after three tries I finally have a version I'm happy with.</p>"
        '<p><img src="/_avatar/jam.svg" width="400" height="300" alt="jars of jam" /></p>'
        "<p><b>You'll need:</b><br />4 cups chopped rhubarb<br />4 cups hulled strawberries, crushed<br />1 1/2 cups sugar<br />1 box low-sugar pectin<br />juice of half a lemon</p>"
        "<p>Mix the pectin with 1/4 cup of the sugar first, otherwise it clumps. Bring the fruit, lemon juice and pectin to a full rolling boil, add the rest of the sugar, "
        "boil hard for exactly one minute, then ladle into hot jars and process 10 minutes in a water bath. Made 7 half-pints.</p>"
        "<p>Next up: the pea trellis report, if the rabbits leave me anything to report on.</p></div>"
        '<div class="post-footer"><span class="post-author">Posted by Linda K.</span> at <span class="post-timestamp">8:14 PM</span> · '
        '<span class="post-comment-link"><a href="#comment-form">0 comments</a></span> · <span class="post-labels">Labels: <a href="#">canning</a>, <a href="#">rhubarb</a>, <a href="#">strawberries</a></span><br />'
        '<span class="share">Email This · BlogThis! · Share to Twitter · Share to Facebook · Pin it (12)</span></div></div>'
        '<div class="comments" id="comments"><h4>No comments:</h4><div id="comment-form"><h4>Post a Comment</h4>'
        '<p><a href="#">Comment as: Select profile...</a></p><iframe src="about:blank" width="100%" height="120" frameborder="0" title="comment form"></iframe></div></div></div>'
        '<div class="blog-pager"><a href="#">Newer Post</a> · <a href="/">Home</a> · <a href="#">Older Post</a></div></div></div>'
        '<div class="sidebar-outer"><div class="widget"><h2>About Me</h2><p><img src="/_avatar/linda.svg" width="60" height="60" alt="" align="left" />'
        "Linda K. Mom of two, teacher, and a recovering lawn owner. We ripped out the grass in 2009 and never looked back.</p></div>"
        '<div class="widget"><h2>Followers (214)</h2><p><img src="/_avatar/followers.svg" width="200" height="60" alt="" /></p></div>'
        f'<div class="widget"><h2>Recent Comments</h2><ul class="rc-list">{recent}</ul></div>'
        '<div class="widget"><h2>Top Commenters</h2><ol><li>Marjorie (58)</li><li>Tessa @ Little Acre Notes (41)</li><li>Dave in Ohio (22)</li><li>Brenda S. (19)</li></ol></div>'
        '<div class="widget"><h2>Blog Archive</h2><ul><li>&#9660; 2012 (31)<ul><li>May (6)</li><li>April (9)</li><li>March (7)</li></ul></li><li>&#9658; 2011 (64)</li></ul></div>'
        '<div class="widget"><h2>Blogs I Read</h2><ul><li><a href="#">Little Acre Notes</a> <small>2 hours ago</small></li><li><a href="#">The Urban Hen</a> <small>1 day ago</small></li></ul></div></div>'
        '<div class="footer-outer">Copyright &copy; 2012 The Quarter-Acre Kitchen. Powered by Blogger. Simple template.</div></div>'
    )
    html = doc("The Quarter-Acre Kitchen: Strawberry rhubarb jam, low sugar version", "en", EN_CSS, body)
    return make(
        "dn-plain-us-quarteracre-jam",
        "lookalike",
        "en",
        html,
        [],
        path="/2012/05/strawberry-rhubarb-jam-low-sugar.html",
        container="-",
        heading=None,
        description="An American Blogger-like kitchen-garden blog of 2012, a jam recipe with 'No comments:' and the comment form: a 'Recent Comments' gadget of 4 comments on other posts (name, post, a quoted excerpt), 'Top Commenters' with counts, followers, archive, a blog list with times.",
        lookalikes=("recent comments of other posts with excerpts", "top commenters with counts"),
    )


# --------------------------------------------------------------------------- France, a regional weekly, 2011

FR_CSS = (
    "body{margin:0;background:#fff;font:13px/1.5 Georgia,'Times New Roman',serif;color:#222}#tete{text-align:center;border-bottom:1px solid #000;padding:10px}"
    "#tete .journal{font:bold 44px 'Times New Roman';letter-spacing:2px}#tete .info{font:11px Arial;color:#555}"
    "#menu-rub{text-align:center;border-bottom:3px double #000;padding:4px;font:bold 12px Arial}#menu-rub a{color:#000;margin:0 8px;text-decoration:none}"
    "#contenu{width:960px;margin:12px auto;overflow:hidden}#article{float:left;width:620px}#marge{float:right;width:300px}"
    ".surtitre{font:bold 11px Arial;color:#1b5e20;text-transform:uppercase}.signature{font:italic 12px Georgia;color:#555}"
    ".encart{border:1px solid #999;padding:8px;margin-bottom:14px}.encart h3{font:bold 13px Arial;margin:0 0 6px;border-bottom:1px solid #999}"
    ".courrier .lettre{border-bottom:1px dotted #aaa;padding:6px 0}.courrier .lettre h4{margin:0;font-size:13px}.courrier .sign{font-style:italic;text-align:right}"
    ".fermees{background:#f3f3f3;padding:8px;font:12px Arial;color:#666}#bas{clear:both;border-top:1px solid #000;text-align:center;font:11px Arial;padding:10px}"
)

LETTERS = (
    (
        "Les cloches de Villars",
        "Je lis que certains nouveaux habitants se plaignent des cloches de l'église le dimanche matin. Quand on s'installe à la campagne, on accepte la campagne, avec ses cloches et ses coqs.",
        "Raymond Perrin, Villars-sur-Lisse",
    ),
    (
        "Merci aux pompiers",
        "Le 2 novembre, mon mari a fait un malaise dans notre jardin. Les pompiers de Montcabrier étaient là en neuf minutes. Je tiens à les remercier publiquement pour leur gentillesse et leur professionnalisme.",
        "Josette Lacombe, Montcabrier",
    ),
    (
        "Le marché du jeudi",
        "Pourquoi avoir déplacé le marché derrière la mairie ? Les personnes âgées du centre n'y vont plus, c'est trop loin à pied avec un cabas.",
        "Un lecteur de Saint-Aulaire",
    ),
)


def fr_college() -> Case:
    letters = "".join(
        f'<div class="lettre"><h4>{esc(t)}</h4><p>{esc(x)}</p><p class="sign">{esc(s)}</p></div>'
        for t, x, s in LETTERS
    )
    body = (
        '<div id="tete"><div class="info">Hebdomadaire d\'informations locales · Paraît le jeudi · N° 2214 du 17 novembre 2011</div>'
        '<div class="journal">L\'Écho de la Lisse</div></div>'
        '<div id="menu-rub"><a href="/">Accueil</a><a href="/canton-nord/">Canton Nord</a><a href="/canton-sud/">Canton Sud</a><a href="/sports/">Sports</a>'
        '<a href="/agenda/">Agenda</a><a href="/courrier/">Courrier des lecteurs</a><a href="/annonces-legales/">Annonces légales</a></div>'
        '<div id="contenu"><div id="article"><p class="surtitre">Montcabrier · Éducation</p>'
        "<h1>Le collège Jean-Rostand aura son nouveau gymnase à la rentrée 2013</h1>"
        '<p class="signature">Par Henri Maury — publié le jeudi 17 novembre 2011</p>'
        '<p class="partage"><a href="#">Partager sur Facebook (9)</a> · <a href="#">Tweeter</a> · <a href="#">Imprimer</a></p>'
        "<p><b>Le conseil général a validé mardi le projet de gymnase du collège Jean-Rostand. Les travaux, estimés à 2,4 millions d'euros, débuteront au printemps.</b></p>"
        "<p>Les 430 élèves du collège attendaient ce moment depuis longtemps. Depuis la fermeture de l'ancienne salle en 2009, ils se rendent en car au complexe sportif de Saint-Aulaire pour leurs cours d'éducation physique.</p>"
        "<p>Le futur bâtiment comprendra une salle de 1 000 m², un mur d'escalade et des vestiaires. Il sera ouvert aux associations sportives le soir et le week-end.</p>"
        "<p>« C'est une excellente nouvelle pour les familles et pour les clubs », se réjouit le principal, Michel Aubry.</p>"
        '<p class="fermees">Les réactions ne sont pas ouvertes sur cet article.</p>'
        '<div class="encart"><h3>À lire aussi</h3><ul><li><a href="#">Saint-Aulaire : la piscine rouvre le 3 décembre</a></li><li><a href="#">Canton Nord : les élus votent le budget</a></li></ul></div></div>'
        '<div id="marge"><div class="encart courrier"><h3>Courrier des lecteurs</h3><p><small>Paru dans notre édition du 10 novembre 2011</small></p>'
        f'{letters}<p><a href="/courrier/">Écrivez-nous : courrier@echodelalisse.example</a></p></div>'
        '<div class="encart"><h3>Les articles les plus commentés</h3><ol><li><a href="#">Éoliennes : le projet relancé</a> (23)</li>'
        '<li><a href="#">Villars : la fête du vin annulée</a> (12)</li><li><a href="#">Le marché déménage derrière la mairie</a> (9)</li></ol></div>'
        '<div class="encart"><h3>Pharmacies de garde</h3><p>Dimanche 20 : Pharmacie du Pont, Montcabrier, 05 00 00 12 34</p></div>'
        '<div class="encart"><h3>Abonnez-vous</h3><p>52 numéros : 48 € seulement</p></div></div></div>'
        '<div id="bas">© L\'Écho de la Lisse 2011 · Tous droits réservés · <a href="#">Contact</a> · <a href="#">Publicité</a></div>'
    )
    html = doc(
        "Le collège Jean-Rostand aura son nouveau gymnase à la rentrée 2013 | L'Écho de la Lisse",
        "fr",
        FR_CSS,
        body,
    )
    return make(
        "dn-plain-fr-echo-courrier",
        "lookalike",
        "fr",
        html,
        [],
        path="/canton-nord/montcabrier/2011/11/17/college-jean-rostand-nouveau-gymnase.html",
        container="-",
        heading=None,
        description="A French regional weekly of 2011, a school-gym story with 'Les réactions ne sont pas ouvertes sur cet article': in the margin 'Courrier des lecteurs', 3 readers' letters printed in the paper's edition of the week before (title, text, name and village after it), most commented with counts, pharmacies on duty.",
        lookalikes=("readers' letters printed in the paper's edition", "most commented list with counts"),
    )


def plain_dn() -> list[Case]:
    return [de_freibad(), en_garden(), fr_college()]
