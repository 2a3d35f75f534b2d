"""Blind set BT: five discussions of 2011-2013 in the served HTML, each in the comment template of a different invented
news site: a UK national paper's registered readers with profile links, "Recommend" counts, a staff answer, an editors'
pick badge and a removed placeholder, replies nested in lists (en); a German news magazine's numbered forum posts with
the name and a relative time after the text, answers quoting their parent (de); a French broadcaster's definition list
with replies marked only by an indentation class (fr); a Spanish portal's one table, a row per comment, the name after
the text and answers naming "#n" in a line of their own (es); an Italian regional paper's loose siblings without an
element per comment, answers opening with "@Nome" (it). Every class name, name, place and text invented for this set;
each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bt_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    depth,
    draw,
    esc,
    flat,
    links,
    newsletter,
    poll,
    ptext,
    seeds,
    slug,
    stocks,
    talk,
    ticker,
)


def en_courier() -> Case:
    ns = talk("""
GrumpyOfGuiseley @ 14 March 2012 8:02am :: Another 9% for a train that is late three days out of five. I pay more for my season ticket than I do for my council tax.
  commuter_at_heart @ 14 March 2012 8:19am :: Same here. The 7.12 from Shipley has been cut to two carriages since January and they still want more money for it.
    GrumpyOfGuiseley @ 14 March 2012 8:31am :: Two carriages and no heating. Lovely way to start the day.
Margaret Ellwood @ 14 March 2012 8:47am [pick] :: I worked on the railways for 31 years. The fares are set by a formula in Whitehall, not by the people in orange jackets, so please be kind to the guards. // Write to your MP instead, it is the only thing that has ever worked.
  TomInTodmorden @ 14 March 2012 9:10am :: Fair point Margaret, but my MP sends me a standard letter every time.
  RailFanPete @ 14 March 2012 9:26am :: RPI plus one is still RPI plus one whoever sets it. The guards are not to blame, agreed.
Northern Courier staff @ 14 March 2012 10:05am [staff] :: Thanks for all your comments. Several of you asked about the Shipley services: we have put your questions to the operator and will publish their answer tomorrow.
  commuter_at_heart @ 14 March 2012 10:40am :: Thank you, please ask them about the heating too.
Dales Cyclist @ 14 March 2012 11:58am :: I gave up and cycle the 11 miles now. Cheaper, quicker on a good day, and I have lost a stone.
  GrumpyOfGuiseley @ 14 March 2012 12:15pm :: Good on you. Not so easy in January on the Otley road though.
bluebell1967 @ 14 March 2012 1:33pm :: Nobody mentions that the car parks at the stations went up too. £4.50 a day at Ilkley now.
""")
    removed_after = 8

    def item(i: int, n: Note, sub: str) -> str:
        staff = n.tag("staff")
        user = slug(n.who)[:20]
        badges = ""
        if staff:
            badges += ' <span class="d2-staff">Staff</span>'
        if n.tag("pick"):
            badges += ' <span class="d2-pick">★ Editors\' pick</span>'
        li = (
            f'<li class="d2-c{" d2-c-staff" if staff else ""}" id="comment-{18420 + i}">'
            f'<div class="d2-user"><img src="/_avatar/d2-{user}.svg" alt="" width="36" height="36" />'
            f'<a class="d2-name" href="/profile/{user}">{esc(n.who)}</a>{badges}</div>'
            f'<div class="d2-body">{ptext(n.body)}</div>'
            f'<div class="d2-foot"><a class="d2-time" href="#comment-{18420 + i}">{esc(n.at)}</a> · '
            f'<span class="d2-rec">Recommend (<b>{0 if staff else (3 * i + 7) % 41}</b>)</span> · '
            f'<a href="/report/{18420 + i}">Report abuse</a> · <a href="#reply-{18420 + i}">Reply</a></div>'
            + (f'<ul class="d2-replies">{sub}</ul>' if sub else "")
            + "</li>"
        )
        if i == removed_after:
            li += (
                '<li class="d2-c d2-removed" id="comment-18499"><div class="d2-body"><p><i>This comment was removed by a moderator '
                "because it didn't abide by our community standards.</i></p></div></li>"
            )
        return li

    thread = draw(ns, item, lambda s, _p: s)
    after = (
        '<div id="comments" class="d2-discussion"><h2>Comments (12)</h2>'
        '<p class="d2-intro">Showing 12 of 12 comments · <a href="/community-standards">Community standards</a></p>'
        '<ul class="d2-sort"><li class="on"><a href="?sort=oldest">Oldest</a></li><li><a href="?sort=newest">Newest</a></li>'
        '<li><a href="?sort=recommended">Most recommended</a></li><li><a href="?view=picks">Editors\' picks</a></li></ul>'
        '<div class="d2-signin"><a href="/login?return=comments">Sign in</a> or <a href="/register">register</a> to comment.</div>'
        f'<ul class="d2-list">{thread}</ul>'
        '<p class="d2-rss"><a href="/comments/rss/2012/mar/14/rail-fares">Comments RSS</a></p></div>'
    )
    side = (
        box(
            "en-courier",
            "Most viewed",
            links(
                (
                    "Rail fares to rise 9% on northern routes",
                    "Budget 2012: what it means for you",
                    "Leeds United sack manager after Millwall defeat",
                    "Flood defences for Calder valley approved",
                    "Wine of the week: a Rioja under £8",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "en-courier",
            "Most commented",
            links(
                (
                    "Budget 2012: what it means for you",
                    "Rail fares to rise 9% on northern routes",
                    "Should councils switch off street lights at night?",
                ),
                "/news/",
                "ol",
                ("(412 comments)", "(12 comments)", "(287 comments)"),
            ),
        )
        + box(
            "en-courier",
            "Markets",
            stocks("""
FTSE 100 | 5,945.4 | +0.6%
FTSE 250 | 11,602.8 | +0.4%
£/$ | 1.5683 | -0.2%
£/€ | 1.1972 | +0.1%
"""),
        )
        + box(
            "en-courier",
            "Related",
            links(
                (
                    "Commuters' anger as peak fares rise again",
                    "Franchise bids for northern lines delayed",
                    "Comment: the railways need a plan, not a formula",
                ),
                "/transport/",
            ),
        )
    )
    style = (
        ".d2-discussion{border-top:3px solid #000;margin-top:24px;font:13px/1.45 Arial,sans-serif}.d2-sort{list-style:none;padding:0;overflow:hidden;border-bottom:1px solid #ccc}"
        ".d2-sort li{float:left;margin-right:14px}.d2-sort li.on a{font-weight:bold;color:#000}.d2-list,.d2-replies{list-style:none;padding:0}.d2-replies{margin-left:40px;border-left:2px solid #eee;padding-left:10px}"
        ".d2-c{border-bottom:1px solid #eee;padding:8px 0}.d2-user img{vertical-align:middle;margin-right:6px}.d2-name{font-weight:bold;color:#005689}.d2-staff{background:#005689;color:#fff;font-size:10px;padding:1px 4px}"
        ".d2-pick{color:#b8860b;font-size:11px}.d2-foot{font-size:11px;color:#777}.d2-removed{color:#999}"
    )
    piece = Piece(
        "Rail fares to rise 9% on northern routes",
        "Helen Sowerby, transport correspondent",
        "2012-03-14T07:00:00+00:00",
        "Wednesday 14 March 2012 07.00 GMT",
        """
Passengers on the busiest commuter routes in West Yorkshire will pay up to 9% more for season tickets from January, the operator confirmed yesterday, after the government kept the formula of inflation plus one per cent.

A season ticket from Shipley to Leeds will cost £1,148 a year, up from £1,053. Off-peak fares will rise by an average of 6.2%.

Passenger groups said the rise was hard to accept when trains on the Airedale and Wharfedale lines had been shortened over the winter. The operator said new carriages would arrive in the autumn.
""",
        dek="Commuters say they are paying more for fewer carriages as the operator confirms January's increase",
        section="UK",
        tags=("Rail travel", "Transport", "Leeds"),
        caption="A crowded platform at Leeds station. Photograph: Courier",
    )
    top = ticker(
        "Breaking",
        (
            "Budget: chancellor to cut top rate of tax to 45p",
            "Police name man found in Aire",
            "Weather: frost warning for the Dales tonight",
        ),
    )
    return case(
        "bt-en-courier-recommend",
        "discussion",
        "en-courier",
        piece,
        Bits(top=top, after=after, side=side, style=style),
        seeds(ns),
        path="/uk/2012/mar/14/rail-fares-rise-northern-routes",
        reveal="on_load",
        container="div#comments.d2-discussion: h2 'Comments (12)', ul.d2-list > li.d2-c (div.d2-user with a profile link, div.d2-body, div.d2-foot with the time, 'Recommend (n)', 'Report abuse', 'Reply'), replies in ul.d2-replies, three levels",
        heading="Comments (12)",
        description="A UK national paper of 2012: a story on rail fares with 11 registered readers' comments (a staff answer with a 'Staff' badge, an editors' pick badge, replies three levels deep) and a 12th entry that is a moderator's removal notice; 'Showing 12 of 12 comments', sort tabs, a sign-in line, a ticker, most viewed, most commented with counts, a market table and related stories. Most awkward: the heading's count and 'Showing 12 of 12' include the removed entry.",
        static=True,
        lookalikes=("most commented with counts", "a market table"),
    )


def first_sentence(text: str) -> str:
    """The parent's first sentence, as a reader's quote button copies it."""
    head = text.split("\n\n")[0]
    for mark in (". ", "? ", "! "):
        if mark in head:
            head = head.split(mark)[0] + mark.strip()
    return head


def de_blickpunkt() -> Case:
    ns = talk("""
Wattwurm_HH @ heute, 09:14 Uhr :: Zwölf Jahre Planung für 1,6 Kilometer Straße. Bis die Brücke fertig ist, fahren wir alle elektrisch und brauchen sie nicht mehr.
Dr. Seltsam @ heute, 09:31 Uhr :: Der Artikel verschweigt, dass die Klage der Anwohner berechtigt war. Das Lärmgutachten von 2009 war schlicht falsch, das hat das Gericht festgestellt.
^2 querdenker_77 @ heute, 09:52 Uhr :: Falsch war es nicht, es war veraltet. Das ist ein Unterschied, auch wenn das Ergebnis dasselbe ist.
^3 Dr. Seltsam @ heute, 10:05 Uhr :: Juristisch mag das ein Unterschied sein. Für die Leute an der Kreisstraße nicht.
Hanna Lüders @ heute, 10:20 Uhr :: Ich wohne in Obermühl. Die Umgehung ist seit 1994 versprochen, ich habe aufgehört zu zählen, wie viele Politiker hier Bänder durchschneiden wollten.
Pendler2012 @ heute, 11:02 Uhr :: Vielleicht sollte man einfach die Bahnstrecke reaktivieren, die 1983 stillgelegt wurde. Die Trasse ist noch da.
^6 Wattwurm_HH @ heute, 11:15 Uhr :: Dafür gibt es genau so wenig Geld. Und dann klagen andere Anwohner.
Lokalpatriot @ heute, 11:48 Uhr :: Wer hat eigentlich die Mehrkosten von 14 Millionen zu verantworten? Das steht nirgends.
^8 Blickpunkt-Redaktion @ heute, 12:30 Uhr [staff] :: Die Mehrkosten entstehen laut Landesbehörde vor allem durch die neue Lärmschutzwand und gestiegene Baupreise. Wir haben das im dritten Absatz ergänzt.
""")

    def item(i: int, n: Note) -> str:
        quote = ""
        if n.parent is not None:
            quote = (
                f'<div class="bp-zitat"><span>Zitat von {esc(ns[n.parent].who)}</span>'
                f"<blockquote>{esc(first_sentence(ns[n.parent].body))}</blockquote></div>"
            )
        user = slug(n.who)[:20]
        staff = ' <span class="bp-red">Redaktion</span>' if n.tag("staff") else ""
        return (
            f'<div class="bp-beitrag" id="post-{9311 + i}"><div class="bp-nr"><a href="#post-{9311 + i}">{i + 1}.</a></div>'
            f'<div class="bp-text">{quote}{ptext(n.body)}</div>'
            f'<div class="bp-fuss"><a class="bp-user" href="/forum/member-{user}.html">{esc(n.who)}</a>{staff} {esc(n.at)}'
            f' <span class="bp-links"><a href="/forum/zitieren?p={9311 + i}">Zitieren</a> <a href="/forum/melden?p={9311 + i}">Melden</a></span></div></div>'
        )

    after = (
        '<div class="bp-forum"><h3>Diskutieren Sie über diesen Artikel</h3>'
        '<p class="bp-info">insgesamt 9 Beiträge · Seite 1 von 1 · <a href="/forum/thread-51207-1.html">Alle Beiträge im Forum</a> · <a href="/forum/neu?t=51207">Beitrag schreiben</a></p>'
        + flat(ns, item)
        + '<p class="bp-info"><a href="/forum/thread-51207-1.html">Diskussion im Forum fortsetzen</a></p></div>'
    )
    side = (
        box(
            "de-blickpunkt",
            "Meistgelesen",
            links(
                (
                    "Euro-Krise: Was die Griechen jetzt erwartet",
                    "Umgehungsstraße Obermühl: Baustart nach zwölf Jahren",
                    "Neues Smartphone im Test: Zu teuer für das Gebotene",
                    "Bundesliga: Trainer entlassen",
                ),
                "/artikel/",
                "ol",
            ),
        )
        + box(
            "de-blickpunkt",
            "Meistdiskutiert",
            links(
                (
                    "Euro-Krise: Was die Griechen jetzt erwartet",
                    "Betreuungsgeld: Die Koalition streitet weiter",
                    "Umgehungsstraße Obermühl: Baustart nach zwölf Jahren",
                ),
                "/artikel/",
                "ol",
                ("(1.288 Beiträge)", "(641 Beiträge)", "(9 Beiträge)"),
            ),
        )
        + box(
            "de-blickpunkt",
            "DAX",
            stocks("DAX | 7.012,45 | +0,8%\nTecDAX | 796,10 | -0,3%\nEuro/Dollar | 1,3147 | +0,2%"),
        )
        + box(
            "de-blickpunkt",
            "Der Blickpunkt als Newsletter",
            newsletter("Die wichtigsten Nachrichten jeden Morgen per E-Mail.", "Abonnieren"),
        )
    )
    style = (
        ".bp-forum{border-top:2px solid #c0392b;margin-top:20px}.bp-beitrag{border-bottom:1px solid #ddd;padding:8px 0;overflow:hidden}.bp-nr{float:left;width:34px;font-weight:bold;color:#c0392b}"
        ".bp-text{margin-left:34px}.bp-fuss{margin-left:34px;font-size:12px;color:#888}.bp-user{font-weight:bold}.bp-zitat{background:#f4f4f4;border-left:3px solid #ccc;padding:4px 8px;font-size:13px;color:#555}"
        ".bp-zitat blockquote{margin:2px 0}.bp-red{background:#c0392b;color:#fff;font-size:10px;padding:0 3px}.bp-info{font-size:12px;color:#666}"
    )
    piece = Piece(
        "Umgehungsstraße Obermühl: Baustart nach zwölf Jahren",
        "Von Jens Adomeit",
        "2012-09-18T08:45:00+02:00",
        "Dienstag, 18.09.2012 – 08:45 Uhr",
        """
Zwölf Jahre nach dem ersten Planfeststellungsverfahren hat der Bau der Ortsumgehung von Obermühl begonnen. Die 1,6 Kilometer lange Trasse mit einer Brücke über die Mühl soll Ende 2015 fertig sein.

Die Kosten sind von ursprünglich 19 auf 33 Millionen Euro gestiegen. Ein Grund ist die Klage von Anwohnern der Kreisstraße, die 2010 vor dem Verwaltungsgericht ein neues Lärmgutachten erstritten hatten.

Laut Landesbehörde entfallen die Mehrkosten vor allem auf eine 400 Meter lange Lärmschutzwand und gestiegene Baupreise. Das Land trägt 80 Prozent der Kosten, den Rest teilen sich Kreis und Gemeinde.
""",
        dek="Die Kosten haben sich fast verdoppelt, Anwohner hatten gegen das Lärmgutachten geklagt. Jetzt rollen die Bagger.",
        section="Panorama",
        tags=("Verkehr", "Infrastruktur"),
    )
    return case(
        "bt-de-blickpunkt-forum",
        "discussion",
        "de-blickpunkt",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/panorama/umgehungsstrasse-obermuehl-baustart-nach-zwoelf-jahren-a-51207.html",
        reveal="on_load",
        container="div.bp-forum: h3 'Diskutieren Sie über diesen Artikel', flat div.bp-beitrag (div.bp-nr, div.bp-text, div.bp-fuss with the member link and a relative time after the text); answers open with a 'Zitat von NAME' box quoting their parent",
        heading="Diskutieren Sie über diesen Artikel",
        description="A German news magazine of 2012: a story on a bypass with its forum's 9 numbered posts under it (the newsroom answering once), flat, the member's name and 'heute, 09:14 Uhr' after each text, four answers opening with a 'Zitat von NAME' box quoting a sentence of their parent; most read, most discussed with post counts, a DAX box and a newsletter form. Most awkward: the parent is known only from the quote box, and the name comes after the text.",
        static=True,
        lookalikes=("most discussed with post counts",),
    )


def fr_causses() -> Case:
    ns = talk("""
Josiane de Nant @ le 22/05/2012 à 07h41 :: Enfin ! Ça fait des années qu'on demande un vrai passage piéton devant l'école. Mes petits-enfants traversent là tous les matins.
  Pierre M. @ le 22/05/2012 à 08h15 :: Un passage piéton ne sert à rien si les camions continuent à rouler à 70. Il faut un radar.
    Josiane de Nant @ le 22/05/2012 à 08h40 :: Un radar, on l'a demandé aussi. La préfecture a dit non.
Un parent d'élève @ le 22/05/2012 à 09h02 :: Les travaux pendant les vacances de juillet, c'est une bonne idée. Pour une fois qu'on pense aux familles.
Roland @ le 22/05/2012 à 11h27 :: 180 000 euros pour un rond-point et deux ralentisseurs ? Qui fixe ces prix ?
  Radio Causses Info @ le 22/05/2012 à 12h10 [staff] :: Bonjour Roland, le montant comprend aussi la reprise du réseau d'eau pluviale sous la chaussée, selon la mairie.
  Fabien_du_Larzac @ le 22/05/2012 à 13h48 :: Et l'éclairage. Il y a six candélabres prévus, c'est dans le compte rendu du conseil.
Claudine @ le 23/05/2012 à 18h05 :: Merci pour le reportage ce matin à 7h, on entendait très bien les camions derrière la journaliste !
""")

    def item(i: int, n: Note) -> str:
        lvl = depth(ns, i)
        cls = f"rc-n{lvl}" + (" rc-radio" if n.tag("staff") else "")
        return (
            f'<dt class="{cls}" id="reac-{4402 + i}"><span class="rc-nom">{esc(n.who)}</span> <span class="rc-date">{esc(n.at)}</span></dt>'
            f'<dd class="{cls}">{ptext(n.body)}<p class="rc-act"><a href="#repondre-{4402 + i}">Répondre</a> | '
            f'<a href="/signaler/{4402 + i}">Signaler un abus</a> | <span>J\'aime ({(5 * i + 2) % 9})</span></p></dd>'
        )

    after = (
        '<div class="rc-bloc"><h3>Vos réactions (8)</h3><p class="rc-tri">Trier : <b>les plus anciennes</b> | <a href="?tri=recent">les plus récentes</a></p>'
        f'<dl class="rc-reac">{flat(ns, item)}</dl>'
        '<div class="rc-form"><p>Pour réagir, <a href="/connexion">identifiez-vous</a> ou <a href="/inscription">créez un compte</a>.</p>'
        "<p><small>Les réactions sont modérées a posteriori. Tout message injurieux sera supprimé.</small></p></div></div>"
    )
    side = (
        box(
            "fr-causses",
            "En ce moment sur Radio Causses",
            "<p><b>12h00 – 13h00</b> Le journal de la mi-journée</p><p><b>13h00 – 16h00</b> Les après-midi du Causse avec Nadège</p>",
        )
        + box(
            "fr-causses",
            "Les plus lus",
            links(
                (
                    "Millau : le viaduc fermé une nuit pour entretien",
                    "Nant : un rond-point devant l'école cet été",
                    "Rugby : le SOM s'incline à domicile",
                    "Fête de la transhumance : le programme",
                ),
                "/infos/",
                "ol",
            ),
        )
        + box(
            "fr-causses",
            "Sondage",
            poll(
                "Faut-il limiter la vitesse à 30 km/h devant toutes les écoles ?",
                [("Oui", 412), ("Non", 133), ("Sans avis", 21)],
                "votes",
                "Voter",
            ),
        )
        + box(
            "fr-causses",
            "Agenda",
            links(
                ("Sam. 26 mai : marché des producteurs à Nant", "Dim. 27 mai : vide-greniers à Creissels"),
                "/agenda/",
            ),
        )
    )
    style = (
        ".rc-bloc{border-top:3px solid #f39c12;margin-top:20px}.rc-reac dt{font-weight:bold;margin-top:10px;color:#1f4e79}.rc-reac dd{margin:2px 0 6px 0;border-bottom:1px dotted #ccc}"
        ".rc-reac dt.rc-n1,.rc-reac dd.rc-n1{margin-left:36px}.rc-reac dt.rc-n2,.rc-reac dd.rc-n2{margin-left:72px}.rc-date{font-weight:normal;color:#999;font-size:11px}"
        ".rc-act{font-size:11px;color:#999}.rc-radio{color:#f39c12}"
    )
    piece = Piece(
        "Nant : un rond-point et deux ralentisseurs devant l'école cet été",
        "Par la rédaction",
        "2012-05-22T06:30:00+02:00",
        "Publié le 22/05/2012 à 06h30",
        """
Le conseil municipal de Nant a voté lundi soir l'aménagement de la traversée du village devant l'école Jean-Moulin. Un rond-point remplacera le carrefour de la route de Saint-Jean, et deux ralentisseurs seront posés de part et d'autre de l'école.

Les travaux, estimés à 180 000 euros, auront lieu pendant les vacances de juillet pour ne pas gêner les familles. La circulation sera déviée par la rue du Barry.

Les parents d'élèves réclamaient un aménagement depuis 2008. Le passage des camions de la carrière reste leur principale inquiétude.
""",
        section="Infos",
        tags=("Nant", "sécurité routière", "école"),
    )
    return case(
        "bt-fr-causses-dl",
        "discussion",
        "fr-causses",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/infos/nant-rond-point-ralentisseurs-ecole-ete-2012",
        reveal="on_load",
        container="div.rc-bloc: h3 'Vos réactions (8)', one dl.rc-reac: dt (name, date) and dd (text, 'Répondre | Signaler un abus | J'aime') per reaction; replies by the class rc-n1/rc-n2 on both",
        heading="Vos réactions (8)",
        description="A French local radio station's news site of 2012: a story on road works in front of a school with 8 listeners' reactions in one definition list, the station answering once; replies three levels deep shown only by an indentation class on the dt and dd; a sort line, a log-in prompt, the on-air box, most read, a poll and a diary. Most awkward: dt/dd pairs without a wrapper per reaction, depth only in a class.",
        static=True,
        lookalikes=("a poll with percentages", "an events diary"),
    )


def es_meseta() -> Case:
    ns = talk("""
sorianodepura @ 03/10/2012 - 09:14h :: Ya era hora de que alguien se preocupara por los pueblos. En el mío el médico viene un día a la semana y el autobús dos.
Pilar G. @ 03/10/2012 - 09:40h :: ¿Cuánto cuesta el servicio? En la noticia no viene el precio del billete.
^2 Meseta Digital @ 03/10/2012 - 10:05h [staff] :: Según la Diputación, el billete costará 1,20 euros y será gratuito para mayores de 65 con la tarjeta provincial.
Anselmo @ 03/10/2012 - 10:31h :: Llamar un día antes para coger el autobús... a mi madre de 84 años le va a costar, pero es mejor que nada.
^4 Lucía T. @ 03/10/2012 - 11:02h :: Anselmo, se puede pedir también por el ayuntamiento, el secretario lo apunta. Así lo hacen en Almarza desde el verano.
elquesabe @ 03/10/2012 - 12:47h :: Esto lo pagamos todos y lo usarán cuatro personas. Mejor un taxi subvencionado.
^6 sorianodepura @ 03/10/2012 - 13:15h :: Cuatro personas que no tienen otra forma de ir al médico. Ponte en su lugar.
^6 Pilar G. @ 03/10/2012 - 13:28h :: En muchos pueblos no hay taxi. El más cercano está a 30 kilómetros.
Marisa de Yanguas @ 03/10/2012 - 19:50h :: Mi pueblo no aparece en la lista de rutas. ¿Alguien sabe si habrá una segunda fase?
""")

    def item(i: int, n: Note) -> str:
        resp = ""
        if n.parent is not None:
            resp = f'<div class="md-resp">En respuesta a <a href="#c{i}">#{n.parent + 1}</a></div>'
        staff = ' <span class="md-red">Redacción</span>' if n.tag("staff") else ""
        return (
            f'<tr class="md-fila{" md-par" if i % 2 else ""}" id="c{i + 1}"><td class="md-num">#{i + 1}</td>'
            f'<td class="md-txt">{resp}{ptext(n.body)}'
            f'<div class="md-pie">Escrito por <a href="/usuarios/{slug(n.who)[:20]}">{esc(n.who)}</a>{staff} el {esc(n.at)} | '
            f'Valoración: <span class="md-voto">+{(7 * i + 3) % 15}</span> <a href="#">Me gusta</a> | <a href="/responder?c={i + 1}">Responder</a> | '
            f'<a href="/denunciar?c={i + 1}">Denunciar</a></div></td></tr>'
        )

    after = (
        '<div class="md-coment"><h3>9 comentarios</h3><p class="md-aviso">Los comentarios son responsabilidad de sus autores. '
        '<a href="/normas">Normas de participación</a></p>'
        f'<table class="md-tabla" width="100%" cellspacing="0" cellpadding="6">{flat(ns, item)}</table>'
        '<p class="md-aviso">Para comentar debes <a href="/entrar">iniciar sesión</a>.</p></div>'
    )
    side = (
        box(
            "es-meseta",
            "Lo más leído",
            links(
                (
                    "Un autobús a demanda para 48 pueblos",
                    "El Numancia cae en Ponferrada",
                    "Cortes de agua en el centro el jueves",
                    "La feria de la trufa ya tiene fecha",
                ),
                "/noticias/",
                "ol",
            ),
        )
        + box(
            "es-meseta",
            "Lo más comentado",
            links(
                (
                    "El Numancia cae en Ponferrada",
                    "Suben las tasas de basura un 12%",
                    "Un autobús a demanda para 48 pueblos",
                ),
                "/noticias/",
                "ol",
                ("(67)", "(41)", "(9)"),
            ),
        )
        + box(
            "es-meseta",
            "Encuesta",
            poll(
                "¿Usaría un autobús a demanda?",
                [("Sí", 231), ("No", 88), ("No vivo en un pueblo", 140)],
                "votos",
                "Votar",
            ),
        )
        + box(
            "es-meseta",
            "Farmacias de guardia",
            "<p>Soria capital: Farmacia Collado, C/ Marqués de Vadillo 4 (24 h)</p><p>Almazán: Farmacia Ruiz, Pza. Mayor 2</p>",
        )
    )
    style = (
        ".md-coment{margin-top:18px;border-top:3px solid #7b1fa2}.md-tabla td{vertical-align:top;border-bottom:1px solid #e6e6e6}.md-num{width:36px;color:#7b1fa2;font-weight:bold}"
        ".md-par{background:#faf7fb}.md-pie{font-size:11px;color:#888}.md-resp{font-size:11px;color:#7b1fa2}.md-red{background:#7b1fa2;color:#fff;font-size:10px;padding:0 3px}.md-aviso{font-size:11px;color:#888}"
    )
    piece = Piece(
        "Un autobús a demanda llegará a 48 pueblos de la provincia",
        "Redacción / Soria",
        "2012-10-03T08:00:00+02:00",
        "03/10/2012 08:00h",
        """
La Diputación pondrá en marcha en noviembre un servicio de autobús a demanda que conectará 48 pueblos sin transporte regular con los centros de salud y los mercados de la comarca.

Los vecinos tendrán que reservar el viaje por teléfono el día anterior. El servicio funcionará de lunes a viernes con cuatro rutas y dos vehículos de nueve plazas.

La institución provincial invertirá 210.000 euros al año y no descarta ampliar las rutas en una segunda fase si la demanda lo justifica.
""",
        section="Provincia",
        tags=("transporte", "despoblación", "Diputación"),
    )
    return case(
        "bt-es-meseta-tabla",
        "discussion",
        "es-meseta",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/provincia/2012/10/03/autobus-demanda-48-pueblos",
        reveal="on_load",
        container="div.md-coment: h3 '9 comentarios', one table.md-tabla, a tr.md-fila per comment (td.md-num '#n', td.md-txt with the text and a footer 'Escrito por NAME el DATE'); answers open with a line 'En respuesta a #n'",
        heading="9 comentarios",
        description="A Spanish provincial portal of 2012: a story on an on-demand bus with 9 readers' comments in one table, a row per comment, the name in a footer after the text, the portal answering once; answers flat, each with an 'En respuesta a #n' line; most read, most commented with counts, a poll and the pharmacies on duty. Most awkward: the parent is only a number in a line, and the name comes after the text.",
        static=True,
        lookalikes=("most commented with counts", "pharmacies on duty"),
    )


def it_bassoverde() -> Case:
    ns = talk("""
Gianni Ferrari @ 9 giugno 2012 alle 10:22 :: Il ponte di via Argine era già pericoloso vent'anni fa. Ci passavo in bicicletta per andare a scuola e tremava tutto.
Lettrice da Castelpieve @ 9 giugno 2012 alle 11:05 :: Chiuderlo adesso, con la fiera di San Giovanni tra due settimane, vuol dire mandare tutto il traffico in centro.
^2 Marco B. @ 9 giugno 2012 alle 11:40 :: Meglio il traffico in centro che un ponte che crolla con la gente sopra.
^3 Lettrice da Castelpieve @ 9 giugno 2012 alle 12:02 :: Certo, ma si poteva fare la verifica a gennaio, non a giugno. Bastava un po' di programmazione.
Agricoltore di Boscone @ 9 giugno 2012 alle 13:30 :: Con il trattore adesso devo fare quattordici chilometri in più per arrivare ai campi di là dal canale. E il gasolio chi me lo paga?
^1 Anna Pavesi @ 9 giugno 2012 alle 15:48 :: Anche mio padre diceva la stessa cosa negli anni settanta. Possibile che nessuno abbia mai fatto niente?
Redazione @ 9 giugno 2012 alle 17:10 [staff] :: Il Comune ci comunica che il percorso alternativo per i mezzi agricoli passerà dalla strada vicinale del Mulino, aperta da lunedì.
""")

    def item(i: int, n: Note) -> str:
        at = ""
        if n.parent is not None:
            at = f'<a class="gv-at" href="#gv-{700 + n.parent}">@{esc(ns[n.parent].who)}</a> '
        paras = n.body.split("\n\n")
        body = f"<p>{at}{esc(paras[0])}</p>" + "".join(f"<p>{esc(p)}</p>" for p in paras[1:])
        staff = " (redazione)" if n.tag("staff") else ""
        return (
            f'<a name="gv-{700 + i}"></a><p class="gv-autore"><b>{esc(n.who)}</b>{staff} scrive:</p>'
            f"{body}"
            f'<p class="gv-data">{esc(n.at)} · <a href="#gv-risp">Rispondi</a> · <a href="/segnala?id={700 + i}">Segnala</a></p><hr />'
        )

    after = (
        '<div id="gv-commenti"><h4>I commenti dei lettori</h4>'
        + flat(ns, item)
        + '<a name="gv-risp"></a><p class="gv-note">Per commentare è necessario essere <a href="/registrati">registrati</a>. '
        "I commenti sono moderati dalla redazione.</p></div>"
    )
    side = (
        box(
            "it-bassoverde",
            "I più letti",
            links(
                (
                    "Chiuso il ponte di via Argine",
                    "Cremosano, furto in gioielleria",
                    "Calcio: la Pianese torna in Eccellenza",
                    "Zanzare, parte la disinfestazione",
                ),
                "/cronaca/",
                "ol",
            ),
        )
        + box(
            "it-bassoverde",
            "I più commentati",
            links(
                (
                    "Ztl in centro, i commercianti protestano",
                    "Chiuso il ponte di via Argine",
                    "Nuova rotonda a Boscone",
                ),
                "/cronaca/",
                "ol",
                ("(54 commenti)", "(7 commenti)", "(22 commenti)"),
            ),
        )
        + box(
            "it-bassoverde",
            "Meteo",
            "<p>Oggi: sereno, max 29°C</p><p>Domani: temporali nel pomeriggio, max 25°C</p>",
        )
        + box(
            "it-bassoverde",
            "Necrologie",
            links(("Ines Barbieri ved. Soldi, 91 anni", "Luigi Cavalli, 78 anni"), "/necrologie/"),
        )
    )
    style = (
        "#gv-commenti{border-top:2px solid #e63946;margin-top:18px}#gv-commenti .gv-autore{margin:10px 0 0;color:#1d3557}#gv-commenti .gv-data{font-size:11px;color:#888;margin:2px 0}"
        "#gv-commenti hr{border:0;border-top:1px dotted #ccc}.gv-at{font-weight:bold}.gv-note{font-size:11px;color:#777}"
    )
    piece = Piece(
        "Chiuso il ponte di via Argine: «Struttura a rischio»",
        "di Elena Moroni",
        "2012-06-09T08:30:00+02:00",
        "09 giugno 2012",
        """
Il ponte sul canale Navarolo in via Argine è chiuso da ieri pomeriggio a tutti i veicoli. La decisione è arrivata dopo la verifica dei tecnici della Provincia, che hanno riscontrato crepe nelle travi portanti.

Il sindaco ha firmato l'ordinanza in serata. I pedoni e le biciclette possono ancora passare su una corsia protetta, mentre auto e mezzi agricoli devono fare il giro da Boscone.

La riapertura non è prevista prima dell'autunno: servono circa 400 mila euro per i lavori, che il Comune chiederà alla Regione.
""",
        section="Cronaca",
        tags=("viabilità", "ponte", "Boscone"),
    )
    return case(
        "bt-it-bassoverde-siblings",
        "discussion",
        "it-bassoverde",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/cronaca/2012/06/09/chiuso-ponte-via-argine",
        reveal="on_load",
        container="div#gv-commenti: h4 'I commenti dei lettori', then per comment loose siblings: a name anchor, p.gv-autore 'NAME scrive:', the text's p, p.gv-data (date, 'Rispondi', 'Segnala'), hr; answers open with an '@NAME' link",
        heading="I commenti dei lettori",
        description="An Italian regional paper of 2012: a story on a closed bridge with 7 readers' comments as loose siblings without an element per comment ('NAME scrive:', the text, a date line, a rule), the newsroom answering once; three answers flat, each opening with an '@NAME' link to the comment it answers; most read, most commented with counts, the weather and death notices. Most awkward: no element per comment, and '@NAME' inside the first paragraph of the text.",
        static=True,
        lookalikes=("most commented with counts", "death notices"),
    )


def threads_bt() -> list[Case]:
    return [en_courier(), de_blickpunkt(), fr_causses(), es_meseta(), it_bassoverde()]
