"""Blind set K: eleven hand-made discussions under ordinary article pages of 2008-2016, as news sites built their
comment sections then (beside the same furniture as the pages without comments): numbered German "Leserkommentare"
with "Empfehlen (14)" and "Missbrauch melden" (de), Bootstrap media objects with an editor's pick (nl), Czech
"Komentáře" in table rows with +/- votes two levels deep (cs), a tab that fetches the "Commentaires" (fr), Romanian
"Comentarii" with "Apreciez" (ro), a national paper's 48 comments behind "Show all 48 comments" (en), a TV station's
"Komentarze" on three numbered pages (pl), Turkish "Yorumlar" behind a button with relative times (tr), Swedish
"Kommentarer" in table rows (sv), Hebrew numbered talkbacks whose bodies unfold (he, right to left), and Korean
"댓글" with the best ones shown twice (ko)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_k_common import (
    RENDER_JS,
    PartsK,
    Story,
    esc,
    fx,
    make,
    paras,
    rows_json,
    thread,
    tree,
)
from comspider_lab.blind.layout_k import _hashed
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- de: numbered Leserkommentare, 2011


def de_leserkommentare() -> Case:
    f = fx("soup")
    c = thread(
        """
Hans-Peter Wirtz | 12.04.2011, 09:14 Uhr | - | Endlich tut sich was. Die Kreuzung am Hahnplatz ist seit Jahren ein Ärgernis, morgens steht man dort zehn Minuten.
E. Schäfer | 12.04.2011, 09:52 Uhr | - | Ein Kreisel für 1,3 Millionen? In Gerolstein hat der gleiche Kreisel 800.000 gekostet. Da sollte der Kreis mal nachrechnen.
Bürger aus Prüm | 12.04.2011, 10:30 Uhr | - | Und wo sollen die Lkw während der Bauzeit hin? Durch die Tiestraße etwa? Da wohnen Familien mit Kindern.
Monika K. | 12.04.2011, 11:05 Uhr | - | Ich finde es gut, dass an die Radfahrer gedacht wurde. Bisher war der Hahnplatz für Schulkinder lebensgefährlich.
Eifeler | 12.04.2011, 12:47 Uhr | - | Die Umleitung über Niederprüm ist im Sommer wegen der Touristen eine Katastrophe. Hätte man nicht im Herbst bauen können?
Jürgen Thelen | 12.04.2011, 14:20 Uhr | - | Wer einmal in Frankreich war, weiß, dass Kreisel funktionieren. Hier wird immer erst gemeckert.
anna_b | 12.04.2011, 16:02 Uhr | - | Hoffentlich wird die Bushaltestelle nicht wieder verlegt. Für ältere Leute ist der Weg zum Krankenhaus jetzt schon weit.
Klaus Meyer | 12.04.2011, 19:38 Uhr | - | Zur Frage der Lkw: laut Landesbetrieb werden sie großräumig über die B51 geführt. Stand gestern im Amtsblatt.
Rita Hoffmann | 13.04.2011, 07:55 Uhr | - | Danke für den ausführlichen Bericht mit Plan. So etwas wünsche ich mir öfter.
"""
    )
    story = Story(
        "Kreisel am Hahnplatz: Bauarbeiten beginnen im Juni",
        "Von Stefan Kreuter",
        ("Stefan Kreuter",),
        "2011-04-12T08:30:00+02:00",
        "12.04.2011, 08:30 Uhr",
        (
            "Die Kreuzung am Hahnplatz in Prüm wird zu einem Kreisverkehr umgebaut. Der Landesbetrieb Mobilität hat den Auftrag vergeben, die Arbeiten beginnen am 6. Juni.",
            "Während der Bauzeit von etwa fünf Monaten wird der Verkehr aus Richtung Bitburg über Niederprüm umgeleitet. Der Kreis trägt von den Kosten in Höhe von 1,3 Millionen Euro rund ein Drittel.",
            "Neu sind ein Radweg auf der Ostseite und eine Querungshilfe für Fußgänger vor der Grundschule. Die Bushaltestelle bleibt an ihrem bisherigen Ort.",
            'Stadtbürgermeister Werner Jakobs sprach von einem "wichtigen Tag für die Stadt". Anwohner können sich am 19. April im Rathaus über die Pläne informieren.',
        ),
        declare="og",
        kicker="Verkehr",
        section="Region",
    )
    items = "".join(
        f'<div class="item kommentar" id="k{77120 + i}"><div class="kopf"><span class="nr">#{i + 1}</span> '
        f'<strong class="author">{esc(s.author)}</strong> <span class="meta">schrieb am</span> <span class="date">{esc(s.when)}</span></div>'
        f'<div class="text">{paras(s.text)}</div>'
        f'<div class="aktionen"><a href="#empfehlen" class="empfehlen">Empfehlen ({[14, 3, 9, 11, 5, 2, 7, 6, 4][i]})</a> | '
        f'<a href="/missbrauch?k={77120 + i}" class="melden">Missbrauch melden</a></div></div>'
        for i, s in enumerate(c)
    )
    thread_html = (
        '<div class="box" id="leserkommentare"><h3 class="box-title">Leserkommentare (9)</h3>'
        '<div class="sort">Sortieren: <a href="?sort=alt">Älteste zuerst</a> | <a href="?sort=neu">Neueste zuerst</a></div>'
        f"{items}"
        '<div class="kommentieren"><h4>Kommentar schreiben</h4><p>Bitte <a href="/login">melden Sie sich an</a>, um einen Kommentar zu schreiben. '
        'Kommentare werden vor der Veröffentlichung nicht geprüft. Es gelten unsere <a href="/netiquette">Netiquette-Regeln</a>.</p></div></div>'
    )
    related = f.teasers(
        "Mehr aus Prüm",
        """
Ortsdurchfahrt Niederprüm wird saniert | Von Stefan Kreuter | 05.04.2011 |
Abteikirche: Gerüst bleibt bis Herbst | Von Iris Kohl | 31.03.2011 |
Neuer Supermarkt an der Kalvarienbergstraße | Von Stefan Kreuter | 22.03.2011 |
""",
    )
    rail = f.ranked(
        "Meistgelesen",
        """
Kreisel am Hahnplatz: Bauarbeiten beginnen im Juni |
Schwerer Unfall auf der A60 |
Gerolsteiner Brunnen stellt 40 Mitarbeiter ein |
Daun: Maarmuseum wird erweitert |
""",
    ) + f.ranked(
        "Meistkommentiert",
        """
Windpark bei Schönecken genehmigt | 37 Kommentare
Kreisel am Hahnplatz: Bauarbeiten beginnen im Juni | 9 Kommentare
Schließung der Hauptschule beschlossen | 8 Kommentare
""",
        component="MostCommented",
    )
    parts = PartsK(
        lead=f.share("Facebook | 23\nTwitter | 2\nE-Mail | \nDrucken | "),
        after=f.tags("Schlagwörter:", "Prüm; Hahnplatz; Kreisverkehr; Landesbetrieb Mobilität")
        + thread_html
        + related,
        rail=rail,
    )
    return make(
        "k-de-leserkommentare-numbered",
        "discussion",
        "soup",
        "de-rundschau",
        story,
        parts,
        c,
        path="/region/pruem/kreisel-am-hahnplatz-bauarbeiten-beginnen-im-juni-id4412980.html",
        container="<div class=box id=leserkommentare>, div.item.kommentar (the same div-soup classes as the furniture)",
        heading="Leserkommentare (9)",
        description="A regional paper's numbered 'Leserkommentare' in div soup: '#1 Name schrieb am 12.04.2011, 09:14 Uhr', 'Empfehlen (14) | Missbrauch melden', a sort bar, a login note; nine flat comments; beside related teasers, 'Meistgelesen' and 'Meistkommentiert' with counts (Open Graph date).",
    )


# --------------------------------------------------------------------------- nl: Bootstrap media objects, editor's pick, 2015


def nl_reacties() -> Case:
    f = fx("bs3")
    c = thread(
        """
Gerrit Mulder | 5 maart 2015, 10:12 | - | Mooi dat er eindelijk iets gebeurt met het oude postkantoor. Het staat al vier jaar leeg en de ramen zijn dichtgetimmerd.
Anja Bos | 5 maart 2015, 10:48 | 0 | Vier jaar? Volgens mij al vijf. Mijn moeder werkte er tot 2010.
Sjoerd | 5 maart 2015, 11:30 | - | Appartementen voor starters klinkt goed, maar wat is 'betaalbaar'? Twee ton voor 60 vierkante meter is in Emmen niet betaalbaar.
Wilma ter Horst | 5 maart 2015, 12:05 | - | Ik hoop dat de gevel met de oude letters POSTERIJEN bewaard blijft. Dat hoort bij het centrum.
Redactie Dagblad | 5 maart 2015, 12:40 | 3 | De gemeente laat weten dat de gevel inclusief de letters een gemeentelijk monument is en blijft staan.
H. Kuipers | 5 maart 2015, 15:17 | - | Er zijn al zoveel appartementen in het centrum. Wat we missen zijn winkels en een goede bakker.
Marco | 5 maart 2015, 19:02 | - | Goed nieuws. Wie gaat er bouwen, een lokale aannemer hoop ik?
"""
    )
    story = Story(
        "Oude postkantoor Emmen wordt woongebouw met 24 appartementen",
        "Door Ingrid Smit",
        ("Ingrid Smit",),
        "2015-03-05T08:00:00+01:00",
        "05-03-15, 08:00",
        (
            "Het voormalige postkantoor aan de Hoofdstraat in Emmen krijgt een nieuwe bestemming. Een ontwikkelaar bouwt er 24 appartementen, waarvan twaalf voor starters.",
            "Het gebouw uit 1932 staat sinds 2010 leeg. Eerdere plannen voor een hotel en een zorgcentrum strandden op de kosten.",
            "De gemeenteraad moet nog instemmen met het bestemmingsplan. Wethouder Van Dijk verwacht dat de verbouwing begin volgend jaar kan beginnen.",
            "De historische voorgevel blijft behouden.",
        ),
        declare="jsonld",
        kicker="Emmen",
        section="Regio",
    )
    likes = [12, 3, 27, 41, 18, 6, 2]
    pick = 3  # the editors chose Wilma's comment

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        badge = ' <span class="label label-warning">Keuze van de redactie</span>' if i == pick else ""
        return (
            f'<div class="media{" media-pick" if i == pick else ""}" id="reactie-{5531 + i}"><div class="media-left"><img class="media-object img-circle" src="/_avatar/nl-{i}.svg" width="48" alt=""></div>'
            f'<div class="media-body"><h4 class="media-heading">{esc(s.author)} <small>{esc(s.when)}</small>{badge}</h4>'
            f"{paras(s.text)}"
            f'<p class="small"><a href="#waardeer" class="text-muted"><span class="glyphicon glyphicon-thumbs-up"></span> Waardeer ({likes[i]})</a> · '
            '<a href="#reageer" class="text-muted">Reageer</a> · <a href="#rapporteer" class="text-muted">Rapporteer</a></p>'
            f"{kids}</div></div>"
        )

    thread_html = (
        '<div class="panel panel-default" id="reacties"><div class="panel-heading"><h3 class="panel-title">Reacties (7)</h3></div>'
        '<div class="panel-body"><p class="text-muted small">Log in om te reageren. Reacties worden na plaatsing gemodereerd.</p>'
        + tree(c, item, lambda inner, parent: inner)
        + "</div></div>"
    )
    rail = f.ranked(
        "Meest gelezen",
        """
Oude postkantoor Emmen wordt woongebouw met 24 appartementen |
Brand in schuur Klazienaveen |
FC Emmen haalt spits uit Zweden |
Wildlands opent nieuwe attractie |
""",
    ) + f.teasers(
        "Meer nieuws uit Emmen",
        """
Centrumplan: markt krijgt nieuwe plek | | 03-03-15 |
Parkeren bij station wordt duurder | | 27-02-15 |
""",
    )
    parts = PartsK(
        lead=f.share("Facebook | 88\nTwitter | 12\nWhatsApp | "),
        after=thread_html,
        rail=rail,
    )
    return make(
        "k-nl-reacties-editors-pick",
        "discussion",
        "bs3",
        "nl-dagblad",
        story,
        parts,
        c,
        path="/regio/emmen/oude-postkantoor-emmen-wordt-woongebouw~a3921874/",
        container="<div class=panel id=reacties>, Bootstrap 3 media objects (div.media, replies in the parent's media-body)",
        heading="Reacties (7)",
        description="A regional paper's 'Reacties (7)' as Bootstrap 3 media objects: avatar, 'Name <small>5 maart 2015, 10:12</small>', 'Waardeer (12) · Reageer · Rapporteer'; one comment badged 'Keuze van de redactie' in place; seven comments, two replies (one by the newsroom); JSON-LD date.",
    )


# --------------------------------------------------------------------------- cs: table rows, +/- votes, two levels, 2010


def cs_komentare() -> Case:
    f = fx("tables")
    c = thread(
        """
Petr Svoboda | 8. 6. 2010 12:41 | - | Konečně. Ta lávka byla v hrozném stavu už když jsem chodil na gympl, a to je dvacet let.
Jana Marešová | 8. 6. 2010 13:05 | 0 | Dvacet let? Opravovali ji přece v roce 2002 po povodních.
Petr Svoboda | 8. 6. 2010 13:30 | 1 | Opravovali, ale jen zábradlí. Nosná konstrukce je původní.
Vladimír K. | 8. 6. 2010 15:12 | - | 14 milionů za lávku pro pěší mi přijde hodně. Za ty peníze by se dala opravit celá Lannova.
Budějčák | 8. 6. 2010 16:48 | 3 | Lannova se opravovala loni. Tohle jsou navíc peníze z evropských fondů, jinak by propadly.
Alena | 9. 6. 2010 08:20 | - | Jak se budou děti dostávat do školy, když bude lávka dva měsíce zavřená? Objížďka přes most je kilometr navíc.
"""
    )
    story = Story(
        "Lávku přes Malši čeká rekonstrukce, na dva měsíce se zavře",
        "Tomáš Hrubý",
        ("Tomáš Hrubý",),
        "2010-06-08T11:20:00+02:00",
        "8. června 2010 11:20",
        (
            "Lávka pro pěší přes Malši u Sokolského ostrova projde od července rozsáhlou rekonstrukcí. Radnice na ni získala 14 milionů korun z evropských fondů.",
            "Stavbaři vymění nosnou konstrukci, mostovku i osvětlení. Lávka bude uzavřena od 1. července do konce srpna, tedy hlavně o prázdninách.",
            "Chodci budou po dobu oprav odkázáni na most Dr. Edvarda Beneše. Město zvažuje i dočasný přívoz pro cyklisty.",
        ),
        declare="metadate",
        section="Zprávy",
    )
    votes = [(5, 2), (1, 0), (4, 0), (3, 6), (7, 1), (9, 0)]

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        up, down = votes[i]
        return (
            f'<table class="prispevek" width="100%" cellpadding="3" cellspacing="0" border="0" id="p{30411 + i}">'
            f'<tr bgcolor="#eef2f7"><td><font size="2"><b>{esc(s.author)}</b></font> <font size="1" color="#777777">{esc(s.when)}</font></td>'
            f'<td align="right"><font size="1"><span class="hlas">+{up} | −{down}</span> · <a href="/nahlasit?p={30411 + i}">Nahlásit</a> · <a href="#odpovedet">Odpovědět</a></font></td></tr>'
            f'<tr><td colspan="2"><font size="2">{paras(s.text)}</font></td></tr></table>'
            + (
                f'<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td width="30"></td><td>{kids}</td></tr></table>'
                if kids
                else ""
            )
        )

    thread_html = (
        '<a name="diskuse"></a><table width="100%" cellpadding="3" cellspacing="0" border="0"><tr><td bgcolor="#1f3f6e">'
        '<font color="#ffffff" face="Arial" size="2"><b>Komentáře (6)</b></font></td></tr></table>'
        + tree(c, item, lambda inner, parent: inner)
        + '<p><font size="1">Pro vložení komentáře se musíte <a href="/prihlaseni">přihlásit</a>.</font></p>'
    )
    rail = f.ranked(
        "Nejčtenější",
        """
Lávku přes Malši čeká rekonstrukce |
Dynamo porazilo Slavii |
Na Lidické se tvoří kolony |
Budvar zvyšuje výrobu |
""",
    ) + f.wire(
        "Zprávy z kraje",
        """
10:55 | Tábor: hasiči zasahovali u požáru seníku |
10:20 | Písek: nové parkoviště u nemocnice |
09:45 | Krumlov: zámek hlásí rekordní návštěvnost |
""",
    )
    parts = PartsK(
        after=thread_html
        + f.teasers(
            "Související články",
            "Oprava Lannovy třídy skončila | | 14. 10. 2009 |\nPřívoz na Malši se vrací | | 2. 5. 2010 |",
        ),
        rail=rail,
    )
    return make(
        "k-cs-komentare-tables",
        "discussion",
        "tables",
        "cs-portal",
        story,
        parts,
        c,
        path="/zpravy/lavku-pres-malsi-ceka-rekonstrukce-20100608.html",
        container="one <table class=prispevek> a comment, replies in an indented table after it",
        heading="Komentáře (6)",
        description="A regional portal of 2010 in the table layout: 'Komentáře (6)', each comment a table (name, '8. 6. 2010 12:41', '+5 | −2 · Nahlásit · Odpovědět', text), replies in an indented table after their parent, two levels; six comments, three replies (one to a reply); the date in <meta name=date>.",
    )


# --------------------------------------------------------------------------- fr: a tab that fetches the comments, 2016


def fr_onglet() -> Case:
    f = fx("hashed")
    c = thread(
        """
Jordi Puig | le 14/05/2016 à 11:42 | - | Enfin une bonne nouvelle pour le centre-ville. Le parking de la Catalane était devenu un coupe-gorge le soir.
Marie-Claude V. | le 14/05/2016 à 12:15 | - | Et les commerçants pendant deux ans de travaux ? On nous a déjà fait le coup avec la place de la République.
Perpignanais66 | le 14/05/2016 à 12:58 | 1 | Les travaux de la République ont duré trois ans au lieu d'un. Je suis d'accord avec vous.
Sandrine | le 14/05/2016 à 14:30 | - | 1,20 € de l'heure c'est raisonnable, mais il faudrait des tarifs pour les résidents.
Alain Bosch | le 14/05/2016 à 17:05 | - | Les arbres du boulevard seront-ils conservés ? L'article n'en parle pas.
Nathalie R. | le 14/05/2016 à 18:42 | 4 | D'après le permis affiché, les platanes sont conservés sauf deux malades.
Lucas | le 15/05/2016 à 08:10 | - | Bravo pour l'infographie, très claire.
"""
    )
    story = Story(
        "Le parking de la Catalane sera démoli et reconstruit d'ici 2018",
        "Par Émilie Ferrer",
        ("Émilie Ferrer",),
        "2016-05-14T06:30:00+02:00",
        "Publié le 14/05/2016 à 06h30",
        (
            "Le parking aérien de la Catalane, construit en 1974, va être démoli à partir de septembre. Un nouvel ouvrage de 520 places, en partie souterrain, le remplacera d'ici la fin de 2018.",
            "Le chantier est estimé à 18 millions d'euros. Pendant les travaux, 300 places provisoires seront aménagées sur le parking du Vernet, reliées au centre par une navette gratuite.",
            "Le tarif horaire sera de 1,20 euro, avec la première demi-heure gratuite. Les commerçants du quartier ont obtenu que les livraisons restent possibles tout au long du chantier.",
        ),
        declare="og",
        kicker="Perpignan",
        section="Perpignan",
    )
    R = lambda role: _hashed("Reaction", role)  # noqa: E731
    likes = [8, 14, 6, 3, 5, 9, 2]

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<div class="{R("item")}" id="r-{88812 + i}"><div class="{R("header")}"><img class="{R("avatar")}" src="/_avatar/fr-{i}.svg" width="40" alt="">'
            f'<span class="{R("author")}">{esc(s.author)}</span><span class="{R("date")}">{esc(s.when)}</span></div>'
            f'<div class="{R("body")}">{paras(s.text)}</div>'
            f'<div class="{R("actions")}"><button class="{R("like")}">J\'aime ({likes[i]})</button><button class="{R("reply")}">Répondre</button>'
            f'<a class="{R("report")}" href="/signaler?r={88812 + i}">Signaler un abus</a></div>'
            + (f'<div class="{R("replies")}">{kids}</div>' if kids else "")
            + "</div>"
        )

    fragment = (
        f'<div class="{R("list")}"><p class="{R("count")}">7 commentaires</p>'
        + tree(c, item, lambda inner, parent: inner)
        + f'<p class="{R("charter")}">Les commentaires sont modérés a posteriori. <a href="/charte">Charte de modération</a></p></div>'
    )
    T = lambda role: _hashed("Tabs", role)  # noqa: E731
    tabs = (
        f'<div class="{T("root")}" id="onglets"><div class="{T("bar")}" role="tablist">'
        f'<button type="button" role="tab" aria-selected="true" class="{T("tab")}" data-p="p-infos">Infos pratiques</button>'
        f'<button type="button" role="tab" aria-selected="false" class="{T("tab")}" data-p="p-reac" id="tab-reac">Commentaires (7)</button>'
        f'<button type="button" role="tab" aria-selected="false" class="{T("tab")}" data-p="p-video">Vidéo</button></div>'
        f'<div class="{T("panel")}" id="p-infos" role="tabpanel"><p>Parking de la Catalane, boulevard Georges-Clemenceau. Fermeture définitive le 5 septembre 2016.</p></div>'
        f'<div class="{T("panel")}" id="p-reac" role="tabpanel" hidden></div>'
        f'<div class="{T("panel")}" id="p-video" role="tabpanel" hidden><p>▶ La démolition en images (1:45)</p></div></div>'
    )
    end = (
        "<script>(function () { var loaded = false; var tabs = document.querySelectorAll('#onglets [role=tab]');"
        " tabs.forEach(function (t) { t.addEventListener('click', function () {"
        " tabs.forEach(function (x) { x.setAttribute('aria-selected', x === t ? 'true' : 'false'); });"
        " document.querySelectorAll('#onglets [role=tabpanel]').forEach(function (p) { p.hidden = p.id !== t.dataset.p; });"
        " if (t.dataset.p === 'p-reac' && !loaded) { loaded = true; fetch('/ajax/reactions/catalane-88812.html').then(function (r) { return r.text(); })"
        ".then(function (h) { document.getElementById('p-reac').innerHTML = h; }); } }); }); })();</script>"
    )
    rail = f.ranked(
        "Les plus lus",
        """
Le parking de la Catalane sera démoli |
USAP : le calendrier de la saison |
Canet : la plage sud fermée à la baignade |
Un incendie à Cabestany |
""",
    ) + f.teasers(
        "Vidéos",
        """
Le marché de Noël s'installe | | 1:12 · 13/05/2016 |
Les Sanch : la procession | | 2:40 · 12/05/2016 |
""",
        component="Videos",
    )
    parts = PartsK(
        lead=f.share("Facebook | 143\nTwitter | 21\nEmail | "),
        after=tabs,
        rail=rail,
        end=end,
        files={"/ajax/reactions/catalane-88812.html": fragment},
    )
    return make(
        "k-fr-onglet-commentaires",
        "revealed",
        "hashed",
        "fr-quotidien",
        story,
        parts,
        c,
        path="/perpignan/le-parking-de-la-catalane-sera-demoli-et-reconstruit-d-ici-2018",
        reveal="tab 'Commentaires (7)' beside 'Infos pratiques' and 'Vidéo': its panel fetched (HTML) when chosen",
        container="<div role=tabpanel id=p-reac>, CSS-module classes (Reaction__item___x)",
        heading=None,
        description="A daily's page of 2016 in CSS-module class names; the comments are behind the second of three tabs under the article, 'Commentaires (7)', fetched as an HTML fragment when the tab is chosen: avatar, name, 'le 14/05/2016 à 11:42', 'J'aime (8)', 'Répondre', 'Signaler un abus'; seven comments, two replies inside their parents (Open Graph date).",
        static=False,
        check_steps=("click:#tab-reac", "wait:1000"),
    )


# --------------------------------------------------------------------------- ro: Comentarii with Apreciez, 2012


def ro_comentarii() -> Case:
    f = fx("soup")
    c = thread(
        """
Ioana Pop | 12 martie 2012, 16:19 | - | Bine că s-a găsit în sfârșit o soluție pentru piață. Vara trecută era noroi până la glezne când ploua.
Vasile Rus | 12 martie 2012, 17:02 | 0 | Soluția e bună, dar taxele pentru tarabe vor crește, veți vedea. Așa a fost și la Sighet.
Mihai din Baia Sprie | 12 martie 2012, 18:40 | - | Parcarea de lângă piață ar trebui să fie gratuită sâmbăta dimineața, altfel nu mai vine nimeni de la sate.
Carmen | 13 martie 2012, 09:15 | - | Felicitări pentru articol. Puteți publica și lista producătorilor locali care vor avea tarabe?
"""
    )
    story = Story(
        "Piața Izvoare va fi acoperită până în toamnă",
        "Autor: Dan Mureșan",
        ("Dan Mureșan",),
        "2012-03-12T14:00:00+02:00",
        "12 martie 2012, 14:00",
        (
            "Primăria Baia Mare a semnat contractul pentru modernizarea Pieței Izvoare. Lucrările încep în aprilie și ar trebui încheiate până în octombrie.",
            "Piața va primi un acoperiș metalic, pavaj nou și 40 de tarabe pentru producătorii locali. Investiția se ridică la 2,1 milioane de lei.",
            "Pe durata lucrărilor, comercianții se vor muta în parcarea de pe strada Victoriei.",
        ),
        declare="og",
        section="Local",
    )
    likes = [11, 4, 17, 6]

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<li class="item" id="c-{9120 + i}"><div class="meta"><span class="author">{esc(s.author)}</span> · <span class="date">{esc(s.when)}</span></div>'
            f'<div class="text">{paras(s.text)}</div>'
            f'<div class="more"><a href="#apreciez">Apreciez ({likes[i]})</a> · <a href="#raspunde">Răspunde</a> · <a href="/raporteaza?c={9120 + i}">Raportează abuz</a></div>'
            + (f'<ul class="list sub">{kids}</ul>' if kids else "")
            + "</li>"
        )

    thread_html = (
        '<div class="box" id="opinii"><h3 class="box-title">Comentarii (4)</h3>'
        f'<ul class="list">{tree(c, item, lambda inner, parent: inner)}</ul>'
        '<p class="meta">Comentariile sunt responsabilitatea autorilor lor. <a href="/regulament">Regulament</a></p></div>'
    )
    rail = f.teasers(
        "Citește și",
        """
Strada Victoriei se închide pentru asfaltare | Dan Mureșan | 9 martie 2012 |
Noul mall din Baia Mare se deschide în mai | Ana Lazăr | 7 martie 2012 |
Târgul de mărțișor, prelungit | Ana Lazăr | 2 martie 2012 |
""",
    ) + f.ranked(
        "Cele mai citite",
        """
Piața Izvoare va fi acoperită până în toamnă |
Accident grav pe DN18 |
Minaur câștigă derbiul |
""",
    )
    parts = PartsK(after=f.share("Facebook | 31\nTwitter | 1\nTrimite | ") + thread_html, rail=rail)
    return make(
        "k-ro-comentarii-soup",
        "discussion",
        "soup",
        "ro-ziar",
        story,
        parts,
        c,
        path="/local/piata-izvoare-va-fi-acoperita-pana-in-toamna-1288.html",
        container="<div class=box id=opinii>, <ul class=list> of li.item (the furniture's own classes)",
        heading="Comentarii (4)",
        description="A county paper's 'Comentarii (4)' in div soup, using the same generic classes as its teaser lists (ul.list, li.item, .meta, .author, .date): name · '12 martie 2012, 16:19', 'Apreciez (11) · Răspunde · Raportează abuz'; four comments, one reply (Open Graph date).",
    )


# --------------------------------------------------------------------------- en: 48 comments behind "Show all", 2012

EN48 = """
RiversideRay | 12 March 2012 4:19pm | - | Forty years I've been crossing that bridge and the council finally admits it's falling apart. Better late than never, I suppose.
mrs_pennington | 12 March 2012 4:22pm | - | Three years of diversions. Has anyone at the council actually driven the ring road at half past eight in the morning?
TynesideTom | 12 March 2012 4:25pm | 1 | They'll all be working from home, don't you worry.
Gordon McAllister | 12 March 2012 4:31pm | - | The article says £86m. The last estimate I saw in this paper was £54m. What happened to the other £32m?
BeckyfromBenwell | 12 March 2012 4:33pm | 3 | Inflation, consultants and a new logo, probably.
NorthernSoul71 | 12 March 2012 4:40pm | - | A proper pedestrian crossing at the south end would be a start. People take their lives in their hands there.
Alan_W | 12 March 2012 4:44pm | - | I'd like to know whether the buses will still run over the bridge during the works. It's the only way my mother gets to the hospital.
Christine Doyle | 12 March 2012 4:51pm | 6 | According to the council's website the buses keep one lane each way until 2014.
quaysideobserver | 12 March 2012 4:58pm | - | Listed structure, of course. Which means every bolt has to be approved by English Heritage. That's where the three years come from.
Phil Armstrong | 12 March 2012 5:03pm | - | Good. It's a beautiful bridge and it deserves to be done properly.
geordie_lass | 12 March 2012 5:10pm | - | Could they not build a temporary footbridge alongside? They did it in Sunderland.
Kevin M | 12 March 2012 5:14pm | 10 | That was for eight months, not three years, and it cost a fortune.
PaulHexham | 12 March 2012 5:20pm | - | I cycle over it every day. Will there be a cycle lane afterwards or are we being squeezed out again?
Margaret Forster | 12 March 2012 5:26pm | - | My late husband worked on the last repainting in 1987. He said the steel underneath was sound then.
DaveTheRave | 12 March 2012 5:33pm | - | Three years. The original bridge took two to build.
JennyL | 12 March 2012 5:41pm | 14 | And they didn't have to close a main road to build it, to be fair.
historybuff_ne | 12 March 2012 5:47pm | - | For those interested, the city library has the original engineer's drawings. Well worth a look.
Sandra K | 12 March 2012 5:55pm | - | What about the businesses on the quayside? Half of them are only just hanging on as it is.
Mick Robson | 12 March 2012 6:02pm | - | We were promised a second crossing in 1998. Then in 2005. Any news on that?
steelworker61 | 12 March 2012 6:10pm | 3 | It's the paint. Lead paint removal costs a fortune and has to be done under cover.
Linda Hall | 12 March 2012 6:18pm | - | I just hope they put the lights back on the arches afterwards. It looked lovely at night.
Anon123 | 12 March 2012 6:25pm | - | Typical. Spend money on a bridge while the schools are crumbling.
Graham T | 12 March 2012 6:31pm | 21 | Different budgets entirely. The bridge money is a government grant and can't be spent on schools.
Karen O'Neill | 12 March 2012 6:40pm | - | Can we have an update on the weight limit? Our removal van was turned back last month.
Tony Blenkinsop | 12 March 2012 6:48pm | - | Well written piece, thanks. Clear and balanced for once.
newcomer2011 | 12 March 2012 6:57pm | - | I moved here last year and had no idea the bridge was in such a state. It looks fine from the outside.
Brian | 12 March 2012 7:05pm | 25 | That's the problem with old steel, it rusts from the inside.
Jean Watson | 12 March 2012 7:14pm | - | Please, please keep the footpath open. I walk to work over it.
RiversideRay | 12 March 2012 7:20pm | 27 | The article says the footpath stays open except for six weekends.
Ian Charlton | 12 March 2012 7:29pm | - | The contractor is from Leeds, I hear. Couldn't we have kept the money local?
Susan P | 12 March 2012 7:36pm | - | My grandson asked me why the bridge is green. I had no idea. Anyone?
Colin Nixon | 12 March 2012 7:44pm | 30 | It was painted green in the 1950s to match the park. Originally it was grey.
mrs_pennington | 12 March 2012 7:51pm | - | I've just tried to find the consultation online and the link on the council site is broken.
Dan Fletcher | 12 March 2012 8:03pm | - | Let's hope they do better than with the swing bridge. That was stuck open for a week.
Rachel | 12 March 2012 8:15pm | - | Is there a map of the diversions anywhere? The one in the print edition was too small to read.
Stuart Bell | 12 March 2012 8:27pm | - | This has been coming for years. Every winter you can see more rust running down the piers.
Old Salt | 12 March 2012 8:40pm | - | The river traffic will need warning too. The scaffolding under the arches will narrow the channel.
Hazel Bruce | 12 March 2012 8:58pm | - | Thank you for including the timeline. Very helpful.
Peter Lamb | 12 March 2012 9:12pm | - | Will the Great North Run route have to change? It goes over that bridge.
Carol Mason | 12 March 2012 9:30pm | 38 | The organisers said on the radio today they are looking at alternatives for 2013.
MikeFromGateshead | 12 March 2012 9:47pm | - | Honestly, just get on with it. The longer we argue the longer it'll take.
Jill Armstrong | 12 March 2012 10:05pm | - | The photos are brilliant. Who took them?
Lee Turnbull | 12 March 2012 10:22pm | - | Are they going to close it at night instead? That would make more sense for traffic.
NorthernSoul71 | 12 March 2012 10:40pm | 42 | Night work means noise for everyone on the quayside flats. Can't win.
Frances | 13 March 2012 7:05am | - | I read this over breakfast and nearly choked on my toast at the figure.
Bill Storey | 13 March 2012 7:41am | - | Last time they closed one lane for a fortnight it took me an hour to get to work. Three years will be a nightmare.
Moira Stephenson | 13 March 2012 8:12am | - | Is there any compensation scheme for businesses? Cafés near the bridge will lose a lot of passing trade.
TynesideTom | 13 March 2012 8:37am | 46 | There wasn't for the swing bridge works, so I wouldn't hold your breath.
"""


def en_show_all() -> Case:
    f = fx("md")
    c = thread(EN48)
    assert len(c) == 48
    story = Story(
        "Tyne Arch bridge to close lanes for three years in £86m repair",
        "Sarah Whitfield, transport correspondent",
        ("Sarah Whitfield",),
        "2012-03-12T15:30:00+00:00",
        "Monday 12 March 2012 15.30 GMT",
        (
            "The Tyne Arch bridge will lose one lane in each direction for up to three years from January while its steelwork is stripped, repaired and repainted, the city council confirmed on Monday.",
            "The £86m project, largely funded by a Department for Transport grant, is the most extensive work on the Grade II listed bridge since it opened in 1931. Engineers found corrosion in the hangers last year.",
            "Buses will keep one lane each way until 2014, the council said, and the footpath will stay open except for six weekends. A diversion for lorries will run via the western bypass.",
            "Business groups on the quayside warned that the works could hit trade. The council said it would publish a detailed timetable and a map of the diversions next month.",
        ),
        declare="jsonld",
        kicker="Transport",
        standfirst="Council confirms one lane each way will close from January while the 1931 bridge's steelwork is repaired",
        section="UK news",
        updated_iso="2012-03-12T18:05:00+00:00",
        updated_shown="Updated Monday 12 March 2012 18.05 GMT",
    )
    picks = {5, 16}
    rec = [(i * 7 + 3) % 41 + (30 if i in picks else 0) for i in range(len(c))]
    rows = json.loads(
        rows_json(c, {i: {"rec": str(rec[i]), "pick": "1" if i in picks else ""} for i in range(len(c))})
    )
    # the first page: the top-level comments (and their replies) up to ten records, in display order
    order: list[int] = []

    def walk(parent: int | None) -> None:
        for i, s in enumerate(c):
            if s.parent == parent:
                order.append(i)
                walk(i)

    walk(None)
    first_top = []
    shown: set[int] = set()
    for i in order:
        if c[i].parent is None:
            subtree = [i] + [j for j in order if _ancestor(c, j, i)]
            if len(shown) + len(subtree) > 10:
                break
            first_top.append(i)
            shown.update(subtree)
    shape = """function (r, esc, paras, depth, kids) {
  return '<li class="d-comment' + (depth ? ' d-comment--response' : '') + (r.pick ? ' d-comment--pick' : '') + '" id="comment-' + r.id + '">' +
    '<div class="d-comment__inner"><div class="d-comment__meta"><img class="d-comment__avatar" src="/_avatar/ns' + r.id + '.svg" width="40" alt="">' +
    '<a class="d-comment__author" href="/profile/' + r.id + '">' + esc(r.name) + '</a> ' +
    (r.pick ? '<span class="d-comment__pick">Staff pick</span> ' : '') +
    '<a class="d-comment__timestamp" href="#comment-' + r.id + '">' + esc(r.when) + '</a></div>' +
    '<div class="d-comment__body">' + paras(r.text) + '</div>' +
    '<div class="d-comment__actions"><span class="d-comment__recommend">Recommend (' + r.rec + ')</span> <a href="#reply">Reply</a> <a href="#link">Link</a> <a href="/report?c=' + r.id + '">Report abuse</a></div></div>' +
    (kids ? '<ul class="d-thread__responses">' + kids + '</ul>' : '') + '</li>';
}"""

    def li(i: int, s: object, kids: str) -> str:
        s = c[i]
        r = rows[i]
        return (
            f'<li class="d-comment{" d-comment--response" if s.parent is not None else ""}{" d-comment--pick" if i in picks else ""}" id="comment-{r["id"]}">'
            f'<div class="d-comment__inner"><div class="d-comment__meta"><img class="d-comment__avatar" src="/_avatar/ns{r["id"]}.svg" width="40" alt="">'
            f'<a class="d-comment__author" href="/profile/{r["id"]}">{esc(s.author)}</a> '
            + ('<span class="d-comment__pick">Staff pick</span> ' if i in picks else "")
            + f'<a class="d-comment__timestamp" href="#comment-{r["id"]}">{esc(s.when)}</a></div>'
            f'<div class="d-comment__body">{paras(s.text)}</div>'
            f'<div class="d-comment__actions"><span class="d-comment__recommend">Recommend ({r["rec"]})</span> <a href="#reply">Reply</a> <a href="#link">Link</a> '
            f'<a href="/report?c={r["id"]}">Report abuse</a></div></div>'
            + (f'<ul class="d-thread__responses">{kids}</ul>' if kids else "")
            + "</li>"
        )

    first_html = "".join(li(i, c[i], tree(c, li, lambda inner, parent: inner, i)) for i in first_top)
    path = "/uk/2012/mar/12/tyne-arch-bridge-lane-closures-repair"
    discussion = (
        '<div class="discussion" id="comments"><div class="discussion__head"><h2 class="discussion__title">48 comments</h2>'
        '<p class="discussion__closed">This discussion is now closed for comments but you can still sign in or create your account to manage your profile.</p>'
        '<div class="discussion__sort">Order by <a href="?order=oldest#comments">Oldest</a> | <a href="?order=newest#comments">Newest</a> | '
        '<a href="?order=recommended#comments">Recommendations</a></div></div>'
        f'<ul class="d-thread" id="d-thread">{first_html}</ul>'
        f'<div class="discussion__more"><a id="show-all" class="discussion__show-all" href="{path}?comments=all#comments">Show all 48 comments</a></div></div>'
    )
    end = (
        RENDER_JS
        + "<script>var SHAPE = "
        + shape
        + ";\nif (/[?&]comments=all/.test(location.search)) { fetch('/discussion/p/3xk9m.json').then(function (r) { return r.json(); })"
        ".then(function (rows) { document.getElementById('d-thread').innerHTML = iRender(rows, SHAPE);"
        " var m = document.querySelector('.discussion__more'); if (m) m.remove(); }); }</script>"
    )
    rail = f.ranked(
        "Most viewed",
        """
Tyne Arch bridge to close lanes for three years in £86m repair |
Budget 2012: what we know so far |
Newcastle's new manager faces first derby |
Snow warning for the Pennines |
Metro fares to rise by 5% |
""",
    ) + f.teasers(
        "More from UK news",
        """
Ferry operator cuts winter sailings | Kate Rowley | 12 Mar 2012 |
Shipyard order secures 400 jobs | Sarah Whitfield | 11 Mar 2012 |
Council tax to rise by 3.5% | Owen Pryce | 10 Mar 2012 |
""",
    )
    parts = PartsK(
        lead=f.share("Share on Facebook | 2,114\nShare on Twitter | 486\nEmail | ")
        + f.figure(
            "Scaffolding on the Tyne Arch bridge during last year's survey.", "Photograph: Mark Pinder"
        ),
        after=f.tags("More on this story:", "Transport; Local government; Newcastle; Infrastructure")
        + discussion,
        rail=rail,
        end=end,
        files={"/discussion/p/3xk9m.json": json.dumps(rows, ensure_ascii=False, indent=1)},
    )
    return make(
        "k-en-show-all-48",
        "revealed",
        "md",
        "en-national",
        story,
        parts,
        c,
        path=path,
        reveal="the first ten records in the page; 'Show all 48 comments' links to ?comments=all, where a script renders all 48",
        container="<div class=discussion id=comments>, <ul class=d-thread> of li.d-comment, replies in ul.d-thread__responses",
        heading="48 comments",
        description="A national paper's discussion of 48 comments (thirteen replies), closed for new comments ('This discussion is now closed for comments…'): the first ten records in the served HTML, the rest only at '?comments=all' ('Show all 48 comments'); 'Recommend (12) · Reply · Link · Report abuse', two 'Staff pick' badges, 'Order by Oldest | Newest | Recommendations'; '12 March 2012 4:19pm'; JSON-LD with dateModified.",
        static=False,
        check_steps=("click:#show-all", "wait:1500"),
    )


def _ancestor(c: list, j: int, i: int) -> bool:
    p = c[j].parent
    while p is not None:
        if p == i:
            return True
        p = c[p].parent
    return False


# --------------------------------------------------------------------------- pl: three numbered pages of comments, 2013


def pl_strony() -> Case:
    f = fx("bcast")
    c = thread(
        """
kierowca_z_Lęborka | 20.11.2013, 19:42 | - | Obwodnica potrzebna od dwudziestu lat. Przez centrum ciężarówki jeżdżą pod oknami szkoły.
Gość | 20.11.2013, 19:58 | - | Znowu obiecanki. W 2007 też mówili, że będzie za trzy lata.
Ewa K. | 20.11.2013, 20:15 | - | Najważniejsze, żeby zrobili ścieżkę rowerową wzdłuż nowej drogi. Teraz do Nowej Wsi nie da się bezpiecznie dojechać.
Marek | 20.11.2013, 20:31 | - | Ciekawe, ile domów pójdzie do wyburzenia. Artykuł o tym milczy.
lęborczanin | 20.11.2013, 21:04 | - | 150 milionów z Unii, a miasto dokłada tylko 20. Dobry interes.
Stary Wiarus | 20.11.2013, 21:40 | - | Pamiętam jeszcze, jak tu była tylko droga gruntowa. Teraz trzy ronda!
Anna z Garczegorza | 20.11.2013, 22:12 | - | Nasza wieś będzie miała zjazd na obwodnicę? Na mapie go nie widzę.
Gość | 21.11.2013, 07:05 | - | Wyburzeń ma być sześć, było na sesji rady w październiku.
Tomasz W. | 21.11.2013, 08:20 | - | Oby tylko wykonawca nie zbankrutował w połowie, jak przy autostradzie.
Krysia | 21.11.2013, 09:47 | - | Wreszcie! Mieszkam przy Kossaka i ciężarówki budzą mnie o piątej rano.
rowerzysta | 21.11.2013, 12:30 | - | Ścieżka rowerowa jest w projekcie, widziałem plany w starostwie.
Jan Kowalczyk | 21.11.2013, 16:55 | - | Dziękuję za rzetelny materiał i mapę.
"""
    )
    story = Story(
        "Obwodnica Lęborka: umowa podpisana, budowa ruszy wiosną",
        "Agnieszka Pawlak, Tomasz Nowicki",
        ("Agnieszka Pawlak", "Tomasz Nowicki"),
        "2013-11-20T18:30:00+01:00",
        "20.11.2013, 18:30",
        (
            "Generalna Dyrekcja Dróg Krajowych i Autostrad podpisała umowę na budowę obwodnicy Lęborka w ciągu drogi krajowej nr 6. Prace ruszą wiosną przyszłego roku.",
            "Obwodnica będzie miała 8,5 kilometra, trzy ronda i dwa wiadukty. Koszt to 170 milionów złotych, z czego 150 milionów pochodzi z funduszy unijnych.",
            "Mieszkańcy ulicy Kossaka, przez którą dziś jeżdżą ciężarówki, czekają na tę inwestycję od lat. Droga ma być gotowa jesienią 2015 roku.",
        ),
        declare="og",
        kicker="Wiadomości Regionu",
        section="Region",
    )
    per = 5
    pages = [c[i : i + per] for i in range(0, len(c), per)]
    scores = [
        (12, 3),
        (4, 9),
        (15, 0),
        (7, 2),
        (3, 5),
        (10, 1),
        (6, 0),
        (8, 1),
        (5, 4),
        (11, 0),
        (9, 0),
        (6, 0),
    ]

    def one(i: int) -> str:
        s = c[i]
        up, down = scores[i]
        shown = s.author if s.author == "Gość" else "~" + s.author if i in (0, 4, 10) else s.author
        return (
            f'<div class="mod-item opinia" id="op-{41200 + i}"><div class="mod-meta"><b class="op-nick">{esc(shown)}</b> '
            f'<span class="mod-time">{esc(s.when)}</span> <span class="op-ip">IP: 83.24.*.*</span></div>'
            f'<div class="mod-desc">{paras(s.text)}</div>'
            f'<div class="mod-ft">Oceń: <a href="#plus">+{up}</a> <a href="#minus">−{down}</a> · <a href="#odpowiedz">Odpowiedz</a> · '
            f'<a href="/zglos?op={41200 + i}">Zgłoś do moderacji</a></div></div>'
        )

    first = "".join(one(i) for i in range(per))
    page_rows = [
        [
            {
                "i": i,
                "nick": (
                    c[i].author
                    if c[i].author == "Gość"
                    else "~" + c[i].author
                    if i in (0, 4, 10)
                    else c[i].author
                ),
                "when": c[i].when,
                "text": c[i].text,
                "up": scores[i][0],
                "down": scores[i][1],
            }
            for i in range(k * per, min((k + 1) * per, len(c)))
        ]
        for k in range(len(pages))
    ]
    pager = (
        '<div class="pager">Strona: '
        + " ".join(
            f'<a class="kp kp-{n}" href="?kpage={n}#komentarze">{n}</a>' for n in range(1, len(pages) + 1)
        )
        + ' <a class="kp-next" href="?kpage=2#komentarze">Następna »</a></div>'
    )
    thread_html = (
        '<div class="mod" id="komentarze"><h3 class="mod-hd">Komentarze (12)</h3>'
        '<p class="mod-meta">Opinie są prywatnymi opiniami użytkowników portalu. Redakcja nie ponosi odpowiedzialności za ich treść.</p>'
        f'<div class="mod-bd" id="op-lista">{first}</div>{pager}'
        '<div class="op-form"><b>Dodaj komentarz</b><br><input placeholder="Podpis"><br><textarea rows="4" cols="50"></textarea><br><button>Wyślij</button></div></div>'
    )
    end = (
        "<script>(function () { var m = /[?&]kpage=(\\d+)/.exec(location.search); if (!m || m[1] === '1') return;"
        " var n = +m[1]; fetch('/opinie/ajax/41200-' + n + '.json').then(function (r) { return r.json(); }).then(function (rows) {"
        " function esc(t) { var d = document.createElement('div'); d.textContent = t; return d.innerHTML; }"
        ' document.getElementById(\'op-lista\').innerHTML = rows.map(function (r) { return \'<div class="mod-item opinia" id="op-\' + (41200 + r.i) + \'"><div class="mod-meta"><b class="op-nick">\' + esc(r.nick) + \'</b> <span class="mod-time">\' + esc(r.when) + \'</span> <span class="op-ip">IP: 83.24.*.*</span></div>\' +'
        " '<div class=\"mod-desc\"><p>' + esc(r.text) + '</p></div><div class=\"mod-ft\">Oceń: <a href=\"#plus\">+' + r.up + '</a> <a href=\"#minus\">−' + r.down + '</a> · <a href=\"#odpowiedz\">Odpowiedz</a> · <a href=\"/zglos?op=' + (41200 + r.i) + '\">Zgłoś do moderacji</a></div></div>'; }).join('');"
        " var nx = document.querySelector('.kp-next'); if (n >= 3) nx.remove(); else nx.href = '?kpage=' + (n + 1) + '#komentarze'; }); })();</script>"
    )
    files = {
        f"/opinie/ajax/41200-{k + 1}.json": json.dumps(rows, ensure_ascii=False)
        for k, rows in enumerate(page_rows)
    }
    player = '<div class="player" role="img" aria-label="wideo">▶ 3:02</div><p class="player-caption">Materiał: Tomasz Nowicki, zdjęcia: Piotr Bąk</p>'
    rail = f.ranked(
        "Najczęściej oglądane",
        """
Obwodnica Lęborka: umowa podpisana | 8 402 wyświetlenia
Sztorm na Helu | 6 118 wyświetleń
Arka Gdynia remisuje | 3 904 wyświetlenia
""",
    ) + f.wire(
        "Wiadomości z regionu",
        """
18:10 | Słupsk: nowe autobusy na ulicach |
17:42 | Ustka: port czeka na pogłębienie |
17:05 | Bytów: zamek po remoncie |
""",
    )
    parts = PartsK(lead=player, after=thread_html, rail=rail, end=end, files=files)
    return make(
        "k-pl-strony-komentarzy",
        "revealed",
        "bcast",
        "pl-telewizja",
        story,
        parts,
        c,
        path="/wiadomosci/region/obwodnica-leborka-umowa-podpisana-41200.html",
        reveal="pagination: page 1 (5 records) in the page; 'Strona: 1 2 3' and 'Następna »' link to ?kpage=2 and ?kpage=3",
        container="<div class=mod id=komentarze>, div.mod-item.opinia (the furniture's own box classes)",
        heading="Komentarze (12)",
        description="A TV station's news page with 'Komentarze (12)' on three numbered pages of five, five and two ('Strona: 1 2 3', 'Następna »' to ?kpage=2#komentarze, rendered for that page): nick (some marked '~' as unregistered, 'Gość'), '20.11.2013, 19:42', a masked IP, 'Oceń: +12 −3 · Odpowiedz · Zgłoś do moderacji'; twelve flat comments (Open Graph date).",
        static=False,
        check_steps=("snap", "click:a.kp-2", "wait:1200", "snap", "click:a.kp-3", "wait:1200"),
    )


# --------------------------------------------------------------------------- tr: a button fetches Yorumlar, relative times, 2016


def tr_yorumlar() -> Case:
    f = fx("hashed")
    c = thread(
        """
Karadenizli61 | 5 saat önce | - | Sahil yolu her yağmurda göle dönüyor, bu proje çok geç kaldı. Umarım bu sefer gerçekten yapılır.
Ayşe Kaya | 4 saat önce | 0 | Geçen ay otobüs suya gömüldü, video her yerdeydi. Haklısınız.
Hasan Usta | 3 saat önce | - | 48 milyon lira az para değil. İhaleyi kimin aldığını da yazsaydınız.
Zeynep | 1 saat önce | - | Yürüyüş yolu da yenilenecek mi? Akşamları çok kalabalık oluyor.
"""
    )
    story = Story(
        "Trabzon sahil yoluna yeni yağmur suyu kanalı",
        "Murat Aydın / TRABZON",
        ("Murat Aydın",),
        "2016-09-21T09:10:00+03:00",
        "21.09.2016 09:10",
        (
            "Trabzon Büyükşehir Belediyesi, her yağışta su baskınlarının yaşandığı sahil yolu için yeni bir yağmur suyu kanalı yapacak.",
            "Proje kapsamında 6,5 kilometrelik hat boyunca büyük çaplı borular döşenecek ve dereler denize bağlanacak. Projenin maliyeti 48 milyon lira.",
            "Belediye Başkanı, çalışmaların trafiği etkilememesi için gece yapılacağını söyledi. İşin 18 ayda tamamlanması bekleniyor.",
        ),
        declare="jsonld",
        kicker="Trabzon",
        section="Trabzon",
    )
    Y = lambda role: _hashed("Yorum", role)  # noqa: E731
    shape = (
        "function (r, esc, paras, depth, kids) { return '<div class=\""
        + Y("item")
        + '" data-id="\' + r.id + \'"><div class="'
        + Y("head")
        + '"><strong class="'
        + Y("name")
        + "\">' + esc(r.name) + '</strong> <span class=\""
        + Y("time")
        + "\">' + esc(r.when) + '</span></div><div class=\""
        + Y("text")
        + "\">' + paras(r.text) + '</div><div class=\""
        + Y("bar")
        + "\"><button>👍 ' + r.up + '</button> <button>👎 ' + r.down + '</button> <button>Yanıtla</button> <a href=\"/sikayet?y=' + r.id + '\">Şikayet et</a></div>' + (kids ? '<div class=\""
        + Y("replies")
        + "\">' + kids + '</div>' : '') + '</div>'; }"
    )
    block = (
        f'<section class="{Y("root")}" id="yorumlar"><h3 class="{Y("title")}">Yorumlar</h3>'
        f'<button type="button" class="{Y("open")}" id="yorum-ac">Yorumları göster (4)</button><div id="yorum-liste"></div>'
        f'<p class="{Y("rules")}">Yorumlar editör onayından sonra yayınlanır. Hakaret içeren yorumlar silinir.</p></section>'
    )
    end = (
        RENDER_JS
        + "<script>var SHAPE = "
        + shape
        + ";\ndocument.getElementById('yorum-ac').addEventListener('click', function () { var b = this;"
        " fetch('/api/yorumlar/88213.json').then(function (r) { return r.json(); }).then(function (rows) {"
        " document.getElementById('yorum-liste').innerHTML = iRender(rows, SHAPE); b.remove(); }); });</script>"
    )
    votes = {0: ("24", "1"), 1: ("9", "0"), 2: ("15", "3"), 3: ("4", "0")}
    rows = rows_json(c, {i: {"up": u, "down": d} for i, (u, d) in votes.items()})
    rail = f.ranked(
        "Çok Okunanlar",
        """
Trabzon sahil yoluna yeni yağmur suyu kanalı |
Uzungöl'de otel sezonu uzadı |
Trabzonspor kampa giriyor |
Rize'de çay alım fiyatı açıklandı |
""",
    ) + f.teasers(
        "Son Dakika",
        """
Giresun'da heyelan: yol kapandı | | 08:55 |
Ordu'da fındık hasadı sona erdi | | 08:30 |
""",
        component="Latest",
    )
    parts = PartsK(
        lead=f.share("Facebook | 77\nTwitter | 8\nWhatsApp | "),
        after=f.tags("Etiketler:", "Trabzon; sahil yolu; altyapı; yağmur suyu") + block,
        rail=rail,
        end=end,
        files={"/api/yorumlar/88213.json": rows},
    )
    return make(
        "k-tr-yorumlar-buton",
        "revealed",
        "hashed",
        "tr-haber",
        story,
        parts,
        c,
        path="/trabzon/trabzon-sahil-yoluna-yeni-yagmur-suyu-kanali-88213",
        reveal="button 'Yorumları göster (4)' fetches the comments (JSON)",
        container="<section id=yorumlar>, CSS-module classes (Yorum__item___x)",
        heading="Yorumlar",
        description="A regional site of 2016 in CSS-module class names: 'Yorumları göster (4)' fetches the comments; name, relative time ('5 saat önce'), '👍 24 👎 1 · Yanıtla · Şikayet et'; four comments, one reply (JSON-LD date).",
        static=False,
        check_steps=("click:#yorum-ac", "wait:1000"),
    )


# --------------------------------------------------------------------------- sv: table rows, 2009


def sv_kommentarer() -> Case:
    f = fx("tables")
    c = thread(
        """
Gunnel i Bollstabruk | 2009-03-11 13:05 | - | Tråkigt men väntat. Det har varit tomt på biblioteket på lördagarna i flera år.
Lars-Erik | 2009-03-11 15:48 | - | Bokbussen borde köra oftare till byarna istället. Alla har inte bil.
Maja, 15 år | 2009-03-12 08:20 | - | Vi pluggar där efter skolan. Hoppas att de inte stänger vardagarna också!
"""
    )
    story = Story(
        "Biblioteket i Kramfors stänger på lördagar",
        "Text: Eva Sundin",
        ("Eva Sundin",),
        "2009-03-11T11:30:00+01:00",
        "Onsdag 11 mars 2009 11:30",
        (
            "Från och med april håller stadsbiblioteket i Kramfors stängt på lördagar. Kommunen måste spara 400 000 kronor på kultur i år.",
            "Öppettiderna på vardagar förlängs i stället till klockan 19 två kvällar i veckan. Bokbussen fortsätter att köra som vanligt.",
            "– Vi har räknat på besöken och lördagarna är de lugnaste dagarna, säger bibliotekschefen Ingrid Westberg.",
        ),
        declare="visible",
        section="Nyheter",
    )
    rows = "".join(
        f'<tr><td bgcolor="#eeeeee"><font size="2"><b>{esc(s.author)}</b></font> <font size="1" color="#666666">skrev {esc(s.when)}</font></td></tr>'
        f'<tr><td><font size="2">{esc(s.text)}</font></td></tr>'
        f'<tr><td align="right"><font size="1"><a href="/anmal?id={700 + i}">Anmäl</a></font></td></tr>'
        for i, s in enumerate(c)
    )
    thread_html = (
        '<table width="100%" cellpadding="3" cellspacing="0" border="0"><tr><td bgcolor="#1f3f6e"><font color="#ffffff" face="Arial" size="2">'
        "<b>Kommentarer (3)</b></font></td></tr></table>"
        f'<table width="100%" cellpadding="4" cellspacing="0" border="0">{rows}</table>'
        '<p><font size="1">Kommentarerna granskas i efterhand. Du ansvarar själv för det du skriver. '
        '<a href="/skriv">Skriv en kommentar</a></font></p>'
    )
    rail = f.ranked(
        "Mest lästa",
        """
Biblioteket i Kramfors stänger på lördagar |
Isen har gått upp i Ångermanälven |
Ny ägare till Hotell Kramm |
""",
    ) + f.teasers(
        "Senaste nytt",
        """
Sollefteå: regementsområdet säljs | | 11 mars 11:05 |
Härnösand: ny rektor på gymnasiet | | 11 mars 10:12 |
""",
    )
    parts = PartsK(after=f.share("Tipsa en vän | \nSkriv ut | \nFacebook | 6", "") + thread_html, rail=rail)
    return make(
        "k-sv-kommentarer-tables",
        "discussion",
        "tables",
        "sv-lokal",
        story,
        parts,
        c,
        path="/nyheter/kramfors/biblioteket-i-kramfors-stanger-pa-lordagar-1.1184520.html",
        container="one <table> of three rows a comment (name 'skrev 2009-03-11 13:05', text, 'Anmäl')",
        heading="Kommentarer (3)",
        description="A local paper of 2009 in a table layout: 'Kommentarer (3)' as table rows, three rows a comment (name and 'skrev 2009-03-11 13:05', the text, 'Anmäl'); three flat comments; only a visible date on the article.",
    )


# --------------------------------------------------------------------------- he: numbered talkbacks that unfold, 2012


def he_talkbacks() -> Case:
    f = fx("soup")
    c = thread(
        """
יוסי | 14/06/12 15:32 | - | סוף סוף ¶ חיכינו לזה עשר שנים. הכביש הישן מסוכן ויש בו תאונות כל חורף.
מיכל מכרמיאל | 14/06/12 15:47 | - | ומה עם התחבורה הציבורית? ¶ קו 361 עדיין מגיע פעם בשעה. כביש חדש לא יעזור למי שאין לו רכב.
דני | 14/06/12 16:05 | - | כל הכבוד לעירייה (ל"ת)
רונית | 14/06/12 16:40 | - | למה שלוש שנים? ¶ בסין בונים כביש כזה בחצי שנה. אצלנו הכל לוקח נצח.
אבי ש. | 14/06/12 17:12 | - | לרונית ¶ בסין גם לא צריך אישורים של רשות הטבע והגנים. יש שם נחל מוגן.
תושב הגליל | 14/06/12 18:30 | - | מה עם הצומת בכניסה? ¶ הפקקים בבוקר בצומת הם הבעיה האמיתית, לא הכביש עצמו.
שרה | 14/06/12 21:05 | - | תודה על הכתבה המפורטת (ל"ת)
גל | 15/06/12 08:20 | - | שאלה ¶ האם יהיה שביל אופניים לאורך הכביש החדש?
"""
    )
    story = Story(
        "כביש עוקף כרמיאל: העבודות יתחילו בספטמבר",
        "מאת רותם לוי",
        ("רותם לוי",),
        "2012-06-14T14:10:00+03:00",
        "פורסם: 14.06.12, 14:10",
        (
            "משרד התחבורה אישר את התקציב לסלילת הכביש העוקף את כרמיאל מצפון. העבודות יחלו בספטמבר ויימשכו כשלוש שנים.",
            "הכביש באורך שבעה קילומטרים יחבר בין כביש 85 לאזור התעשייה, ויכלול שני מחלפים וגשר מעל נחל בית הכרם.",
            "ראש העירייה אמר כי הכביש יוריד את התנועה הכבדה ממרכז העיר. תושבי השכונות הצפוניות חוששים מרעש.",
        ),
        declare="og",
        section="חדשות",
    )
    items = []
    for i, s in enumerate(c):
        title, _, body = s.text.partition("\n\n")
        items.append(
            f'<li class="item tb" id="tb-{i + 1}"><div class="tb-head"><span class="num">{i + 1}.</span> '
            f'<a class="tb-title" href="#tb-{i + 1}" data-n="{i + 1}">{esc(title)}</a></div>'
            + (f'<div class="tb-body" style="display:none"><p>{esc(body)}</p></div>' if body else "")
            + f'<div class="tb-meta"><span class="author">{esc(s.author)}</span> <span class="date">({esc(s.when)})</span></div>'
            + "</li>"
        )
    block = (
        '<div class="box" id="talkbacks"><h3 class="box-title">תגובות לכתבה (8)</h3>'
        '<div class="tb-tools"><a href="#" id="tb-open-all">פתח את כל התגובות</a> | <a href="/talkback/new?id=4221">הוסף תגובה</a></div>'
        f'<ol class="list tb-list">{"".join(items)}</ol></div>'
    )
    end = (
        "<script>document.querySelectorAll('.tb-title').forEach(function (a) { a.addEventListener('click', function (e) { e.preventDefault();"
        " var b = a.closest('li').querySelector('.tb-body'); if (b) b.style.display = b.style.display === 'none' ? 'block' : 'none'; }); });"
        "document.getElementById('tb-open-all').addEventListener('click', function (e) { e.preventDefault();"
        " document.querySelectorAll('.tb-body').forEach(function (b) { b.style.display = 'block'; }); });</script>"
    )
    rail = f.ranked(
        "הנקראים ביותר",
        """
כביש עוקף כרמיאל: העבודות יתחילו בספטמבר |
שריפה ביער ליד צפת |
מכבי חיפה מחתימה שוער חדש |
מחירי הדירות בגליל ממשיכים לעלות |
""",
    ) + f.teasers(
        "עוד בחדשות",
        """
נהריה: הטיילת תיפתח מחדש | | 13.06.12 |
עכו: פסטיבל התיאטרון יוצא לדרך | | 12.06.12 |
""",
    )
    parts = PartsK(
        lead=f.share("פייסבוק | 54\nטוויטר | 3\nשלח לחבר | "),
        after=block,
        rail=rail,
        end=end,
    )
    return make(
        "k-he-talkbacks-soup",
        "discussion",
        "soup",
        "he-news",
        story,
        parts,
        c,
        path="/news/article/0,7340,L-4221,00.html",
        container="<div class=box id=talkbacks>, <ol class=tb-list>: numbered titles, each body folded (display:none) until its title or 'פתח את כל התגובות' is clicked",
        heading="תגובות לכתבה (8)",
        description="Israeli-style numbered talkbacks, right to left: '1. title', the body folded until the title (or 'open all') is clicked, then 'name (14/06/12 15:32)', two of them title-only with '(ל\"ת)'; eight flat comments whose truth text is the title and the body (Open Graph date).",
        check_steps=("click:#tb-open-all", "wait:300"),
    )


# --------------------------------------------------------------------------- ko: 댓글 with the best ones shown twice, 2013


def ko_daetgeul() -> Case:
    f = fx("md")
    c = thread(
        """
대전시민 | 2013.07.02 15:22 | - | 트램 얘기만 10년째입니다. 이번에는 진짜 착공하는 건가요?
hong**** | 2013.07.02 15:40 | - | 도안동 쪽은 지금도 출퇴근 시간에 버스가 꽉 차서 못 타요. 빨리 됐으면 좋겠네요.
별빛나그네 | 2013.07.02 16:05 | - | 고가 방식이 아니라 노면 방식이라 다행입니다. 도시 경관 생각하면 이게 맞죠.
유성구주민 | 2013.07.02 16:31 | - | 도로가 좁아지면 차 막힘은 어떻게 하나요? 대책이 나와야 합니다.
kim**** | 2013.07.02 17:10 | - | 예산 3천억이면 버스 노선 늘리는 게 낫지 않나 싶네요.
둔산동아줌마 | 2013.07.02 18:45 | - | 아이들 학교 앞으로 지나가는데 안전 대책도 꼭 넣어주세요.
park**** | 2013.07.02 20:12 | - | 기사 잘 읽었습니다. 노선도가 있어서 이해가 쉽네요.
충청도사나이 | 2013.07.02 21:30 | - | 세종시까지 연결되면 좋겠습니다.
lee**** | 2013.07.03 08:05 | - | 공사 기간 동안 상인들 피해 보상은 있나요?
"""
    )
    story = Story(
        "대전 도시철도 2호선 노면 트램으로 확정",
        "이정훈 기자 jhlee@cctoday.example",
        ("이정훈",),
        "2013-07-02T14:05:00+09:00",
        "승인 2013.07.02 14:05",
        (
            "대전시가 도시철도 2호선을 노면 트램 방식으로 건설하기로 최종 확정했다. 총연장은 28km, 사업비는 약 3천억 원으로 추산된다.",
            "시는 내년 기본설계를 거쳐 2016년 착공, 2020년 개통을 목표로 하고 있다. 정거장은 모두 32곳이 설치된다.",
            "일부 구간은 왕복 4차로가 2차로로 줄어들어 교통 혼잡 우려도 나온다. 시는 버스 노선 개편과 함께 교통 대책을 마련하겠다고 밝혔다.",
        ),
        declare="og",
        section="지역",
    )
    likes = [(58, 4), (12, 1), (41, 6), (9, 3), (7, 15), (22, 0), (5, 0), (11, 1), (8, 2)]
    best = (0, 2)

    def card(i: int, cls: str) -> str:
        s = c[i]
        up, down = likes[i]
        return (
            f'<li class="{cls}" data-cid="{7001 + i}"><div class="cmt-info"><span class="cmt-nick">{esc(s.author)}</span> '
            f'<span class="cmt-date">{esc(s.when)}</span></div><p class="cmt-text">{esc(s.text)}</p>'
            f'<div class="cmt-btns"><button class="cmt-up">공감 {up}</button> <button class="cmt-down">비공감 {down}</button> '
            f'<a href="#reply">답글 0</a> <a href="/report?cid={7001 + i}">신고</a></div></li>'
        )

    block = (
        '<div class="cmt-wrap" id="daetgeul"><h3 class="cmt-title">댓글 <em>9</em></h3>'
        '<p class="cmt-notice">타인을 비방하거나 개인정보를 유출하는 글은 삭제될 수 있습니다.</p>'
        '<div class="cmt-best"><h4>베스트 댓글</h4><ul class="cmt-list">'
        + "".join(card(i, "cmt-item cmt-item--best") for i in best)
        + '</ul></div><div class="cmt-all"><div class="cmt-sort"><a href="?sort=new">최신순</a> | <a href="?sort=like">공감순</a></div><ul class="cmt-list">'
        + "".join(card(i, "cmt-item") for i in range(len(c)))
        + '</ul></div><div class="cmt-write"><textarea placeholder="로그인 후 댓글을 남겨주세요."></textarea><button>등록</button></div></div>'
    )
    rail = f.ranked(
        "많이 본 뉴스",
        """
대전 도시철도 2호선 노면 트램으로 확정 |
세종시 아파트 분양가 상승 |
한화이글스 3연승 |
천안 신도시 개발 본격화 |
""",
    ) + f.teasers(
        "관련기사",
        """
트램 방식 두고 공청회서 찬반 팽팽 | | 2013.05.20 |
도시철도 2호선 노선안 발표 | | 2013.03.14 |
""",
    )
    parts = PartsK(
        lead=f.share("페이스북 | 35\n트위터 | 18\n카카오스토리 | 6", "공유:"),
        after='<p class="copyright">&lt;저작권자 © 충청투데이뉴스 무단전재 및 재배포금지&gt;</p>' + block,
        rail=rail,
    )
    return make(
        "k-ko-daetgeul-best",
        "discussion",
        "md",
        "ko-ilbo",
        story,
        parts,
        c,
        path="/news/774512",
        container="<div class=cmt-wrap id=daetgeul>: a '베스트 댓글' list repeating two records, then every record in 'cmt-all'",
        heading="댓글 9",
        description="A Korean regional daily's '댓글 9': the two most-liked shown first under '베스트 댓글' and again in the full list; masked ids ('hong****') and nicknames, '2013.07.02 15:22', '공감 58 / 비공감 4', '답글 0', '신고'; nine flat comments, each counted once (Open Graph date).",
    )


def thread_cases_k() -> list[Case]:
    return [
        de_leserkommentare(),
        nl_reacties(),
        cs_komentare(),
        fr_onglet(),
        ro_comentarii(),
        en_show_all(),
        pl_strony(),
        tr_yorumlar(),
        sv_kommentarer(),
        he_talkbacks(),
        ko_daetgeul(),
    ]
