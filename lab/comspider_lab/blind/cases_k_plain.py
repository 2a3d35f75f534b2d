"""Blind set K: 22 ordinary article pages of 2008-2016 with no reader comment at all (truth: zero), each with the
dense furniture such pages had: teaser lists with bylines and times, most-read boxes, wire lists, tickers, tags, author
bio boxes, galleries with credits, share bars with counts, newsletter boxes, previous/next links, link farms, blogrolls,
archives by month; on some a note that comments are closed or disabled, a "0 comments" link, or an empty "be the first
to comment" form. This file: the first eleven (en, de, fr, es, it, nl, pl, ja, ru, tr, sv)."""

from __future__ import annotations

from comspider_lab.blind.cases_k_common import PartsK, Story, fx, make
from comspider_lab.blind.model import Case


def _plain(
    case_id: str,
    template: str,
    site_key: str,
    story: Story,
    parts: PartsK,
    path: str,
    container: str,
    description: str,
    furniture: tuple[str, ...],
) -> Case:
    return make(
        case_id,
        "lookalike",
        template,
        site_key,
        story,
        parts,
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
        lookalikes=furniture,
    )


# --------------------------------------------------------------------------- en: a regional daily, tables, 2008


def en_regional() -> Case:
    f = fx("tables")
    story = Story(
        "Bypass closed for three weeks as bridge repairs begin",
        "By Helen Marsh, Transport Reporter",
        ("Helen Marsh",),
        "2008-04-08T14:32:00+01:00",
        "Tuesday, April 8, 2008, 14:32",
        (
            "THE A417 Wexham bypass will close between the Brede roundabout and Mill Lane for three weeks from Monday while engineers replace the expansion joints on the river bridge.",
            "Diversions will take traffic through Upper Brede and along Station Road, and the county council has warned drivers to expect long queues at peak times.",
            'Council highways spokesman Martin Cole said: "We know this is disruptive, but the joints are forty years old and we cannot put the work off any longer. We have timed it to avoid the school holidays."',
            "Buses on the number 12 and 14 routes will not stop at Mill Lane during the closure. Stagecoach Vale said temporary stops would be put up on Station Road.",
            "The work is expected to cost £640,000 and is part of a five-year programme of bridge maintenance across the county.",
        ),
        declare="metadate",
        kicker="TRAFFIC",
        section="News",
    )
    ticker = f.ticker(
        "BREAKING NEWS",
        """
14:10 | Fire crews called to warehouse blaze on Kiln Road industrial estate
13:45 | Wexham Town sign striker on loan until end of season
12:20 | Police appeal after cash machine stolen in Upper Brede
""",
    )
    related = f.teasers(
        "Related stories",
        """
Roadworks chaos: traders count the cost | | 2 April 2008 |
Council approves £3m road repair budget | | 14 March 2008 |
Bridge inspection reveals worn joints | | 9 January 2008 |
""",
    )
    more = f.teasers(
        "More News stories",
        """
School uniform shop to close after 62 years | By Tom Baines | Posted: 13:58, Tuesday 8 April 2008 | Generations of Wexham pupils bought their blazers at Pritchard's.
Post office counter moves into newsagent | By Sue Kerridge | Posted: 12:41, Tuesday 8 April 2008 | The Market Street branch will shut on May 3.
Rotary club raises £4,000 for hospice | By Helen Marsh | Posted: 11:05, Tuesday 8 April 2008 | The money came from the annual duck race on the Brede.
Plans for 40 homes on former dairy site | By Tom Baines | Posted: 09:30, Tuesday 8 April 2008 | Residents have until April 25 to send their views.
""",
    )
    share = f.share(
        """
Email this |
Print this |
Digg it |
del.icio.us |
Facebook |
""",
        "Share this story:",
    )
    first = f.first_form(
        "haveyoursay",
        "Have your say",
        "Be the first to comment on this story. Comments are moderated and may take a while to appear.",
        "Your name; Your town; Your comment",
        "Submit comment",
    )
    rail = (
        f.ranked(
            "Most read",
            """
Man, 54, jailed for garage break-ins
Bypass closed for three weeks as bridge repairs begin
New Tesco store gets the go-ahead
Wexham Town 2 Ashby 1: match report
Pub landlord's farewell after 30 years
""",
        )
        + f.wire(
            "Latest headlines",
            """
14:10 | Warehouse fire on Kiln Road |
13:58 | School uniform shop to close |
13:45 | Town sign loan striker |
12:41 | Post office counter moves |
12:20 | Cash machine stolen |
""",
        )
        + f.links("Useful links", "Bus timetables; Road closures; Council tax; Bin collection days; Weather")
    )
    parts = PartsK(
        top=ticker,
        lead=f.figure("Engineers inspect the bridge over the Brede last week.", "Picture: Dave Morrell"),
        inbody=related,
        after=share + first + more,
        rail=rail,
    )
    return _plain(
        "k-en-regional-tables",
        "tables",
        "en-regional",
        story,
        parts,
        "/news/local/bypass-closed-for-three-weeks-1-412877.html",
        "a table-layout regional daily of 2008",
        "A regional daily's story in the table layout of 2008 (font tags, spacer GIFs, a left menu); the date only in <meta name=date>; a breaking-news marquee with times, a picture credit, related stories with dates, 'More News stories' with bylines and 'Posted:' times, share links, 'Most read', 'Latest headlines' with times, a footer link farm; an empty 'Have your say' form: 'Be the first to comment on this story.'",
        (
            "breaking-news ticker with times",
            "related stories with dates",
            "more from the section with bylines and times",
            "most read",
            "latest headlines with times",
            "empty 'be the first to comment' form",
            "footer link farm",
        ),
    )


# --------------------------------------------------------------------------- de: Bootstrap 3 regional paper, 2014


def de_zeitung() -> Case:
    f = fx("bs3")
    story = Story(
        "Neue Oderbrücke: Baubeginn verschiebt sich auf 2016",
        "Von Anna Berger und Thomas Kühn",
        ("Anna Berger", "Thomas Kühn"),
        "2014-05-12T09:15:00+02:00",
        "12.05.2014, 09:15 Uhr",
        (
            "Der Neubau der Straßenbrücke zwischen Frankfurt (Oder) und Słubice verzögert sich erneut. Nach Angaben des Landesbetriebs Straßenwesen soll der erste Spatenstich nun frühestens im Frühjahr 2016 erfolgen.",
            "Grund sind Nachforderungen der polnischen Genehmigungsbehörde zum Hochwasserschutz. Die Pläne müssten in mehreren Punkten überarbeitet werden, sagte eine Sprecherin am Montag.",
            "Die bestehende Brücke aus dem Jahr 1952 ist seit vergangenem Herbst für Lastwagen über 7,5 Tonnen gesperrt. Pendler klagen über lange Staus am Morgen.",
            "Frankfurts Oberbürgermeister forderte das Land auf, eine Behelfsbrücke zu prüfen. Das Verkehrsministerium in Potsdam lehnte dies bislang aus Kostengründen ab.",
        ),
        declare="jsonld",
        kicker="Verkehr",
        standfirst="Der Neubau zwischen Frankfurt (Oder) und Słubice verzögert sich um ein weiteres Jahr. Pendler müssen weiter Geduld haben.",
        section="Lokales",
        updated_iso="2014-05-12T17:40:00+02:00",
        updated_shown="Aktualisiert: 12.05.2014, 17:40 Uhr",
    )
    share = f.share(
        """
Facebook | 214
Twitter | 37
Google+ | 4
E-Mail |
Drucken |
""",
    )
    counts = (
        '<p class="article-tools small"><a href="#kommentare" class="comment-count">Kommentare (0)</a> · '
        '<a href="/leserbrief">Leserbrief schreiben</a></p>'
    )
    correction = f.note(
        "Korrektur: In einer früheren Version dieses Artikels hieß es, die Brücke sei für Fahrzeuge über 3,5 Tonnen gesperrt. Richtig ist: 7,5 Tonnen. Wir bitten, den Fehler zu entschuldigen.",
        "Correction",
        "div",
    )
    tags = f.tags("Schlagwörter:", "Oderbrücke; Słubice; Landesbetrieb Straßenwesen; Verkehr; Pendler")
    related = f.teasers(
        "Mehr zum Thema",
        """
Lkw-Verbot auf der Oderbrücke: Spediteure warnen vor Umwegen | Von Thomas Kühn | 28.10.2013 |
Gutachten: Alte Brücke hält noch zehn Jahre | Von Anna Berger | 04.09.2013 |
Słubice und Frankfurt planen gemeinsamen Busverkehr | Von Marek Nowak | 15.07.2013 |
""",
        thumbs=True,
    )
    wire = f.wire(
        "Nachrichten aus aller Welt",
        """
17:32 | Bahnstreik: GDL kündigt neue Verhandlungen an | dpa
17:05 | Bundesliga: Trainerwechsel in Hamburg perfekt | dpa
16:48 | Unwetter in Süddeutschland: Keller überflutet | dpa
16:20 | DAX schließt leicht im Plus | dpa
15:57 | Eurovision: Wien bereitet Finale vor | dpa
""",
        foot='<a href="/nachrichten">Alle Meldungen</a>',
    )
    rail = (
        f.ranked(
            "Meistgelesen",
            """
Polizei sucht Zeugen nach Unfall auf der B112 |
Neue Oderbrücke: Baubeginn verschiebt sich auf 2016 |
Eisenhüttenstadt: Stahlwerk stellt 80 Azubis ein |
Hansa-Passage: Drogeriemarkt zieht aus |
Frankfurter Volleyballer steigen auf |
""",
        )
        + f.ranked(
            "Meistkommentiert",
            """
Parkgebühren in der Innenstadt steigen | 48 Kommentare
Grenzkontrollen: Bundespolizei zieht Bilanz | 31 Kommentare
Streit um Windräder bei Müllrose | 27 Kommentare
Neues Hallenbad soll 2017 öffnen | 19 Kommentare
""",
            component="MostCommented",
        )
        + f.newsletter(
            "Newsletter",
            "Die wichtigsten Nachrichten aus der Region jeden Morgen um 6 Uhr in Ihrem Postfach.",
            "Ihre E-Mail-Adresse",
            "Anmelden",
        )
    )
    parts = PartsK(
        lead=share
        + f.figure(
            "Die Oderbrücke zwischen Frankfurt (Oder) und Słubice am Montagmorgen.", "Foto: Sven Ahrens"
        ),
        after=counts + correction + tags + related + wire,
        rail=rail,
    )
    return _plain(
        "k-de-zeitung-bs3",
        "bs3",
        "de-zeitung",
        story,
        parts,
        "/lokales/frankfurt-oder/neue-oderbruecke-baubeginn-verschiebt-sich-auf-2016-art1186234.html",
        "a Bootstrap 3 regional paper of 2014",
        "A regional paper in Bootstrap 3 with two authors and an update time (JSON-LD with dateModified); a share bar with counts, a picture credit, a 'Kommentare (0)' link to nowhere, a correction note, tags, 'Mehr zum Thema' with bylines and dates, a dpa wire list with times, 'Meistgelesen', 'Meistkommentiert' with comment counts, a newsletter box.",
        (
            "share bar with counts",
            "'Kommentare (0)' link",
            "correction note",
            "related with bylines and dates",
            "wire list with times and agency",
            "most read",
            "most commented with counts",
            "newsletter",
        ),
    )


# --------------------------------------------------------------------------- fr: a monthly magazine, microdata, 2012


def fr_magazine() -> Case:
    f = fx("md")
    story = Story(
        "À Saumur, les caves troglodytiques cherchent une seconde vie",
        "Par Claire Martin et Julien Roux",
        ("Claire Martin", "Julien Roux"),
        "2012-09-20T07:00:00+02:00",
        "Publié le 20 septembre 2012",
        (
            "On en compte plus de mille dans le Saumurois. Creusées dans le tuffeau depuis le Moyen Âge, les caves servaient autrefois à la vigne, aux champignons ou au logement. Beaucoup sont aujourd'hui abandonnées.",
            "À Turquant, une association de propriétaires a recensé 212 cavités sur la seule commune. « Un tiers menace de s'effondrer faute d'entretien », explique sa présidente, Odile Charrier.",
            "Certains y voient pourtant un avenir. Un jeune couple y a ouvert une boulangerie, un autre des chambres d'hôtes. La température, constante à douze degrés, séduit aussi les affineurs de fromage.",
            "La région a débloqué une enveloppe de 400 000 euros pour accompagner les projets de réhabilitation. Les premiers dossiers seront examinés en janvier.",
        ),
        declare="microdata",
        kicker="Patrimoine",
        standfirst="Abandonnées pour beaucoup, les cavités creusées dans le tuffeau attirent boulangers, hôteliers et affineurs.",
        section="Société",
    )
    gallery = f.gallery(
        "En images",
        """
Une cave aménagée en chambre d'hôtes à Turquant. | © Luc Bernard
La boulangerie de Margaux et Théo, ouverte en mars. | © Luc Bernard
Les galeries de l'ancienne champignonnière du Puy-Notre-Dame. | © Sophie Lenoir
Odile Charrier, présidente de l'association des propriétaires. | © Luc Bernard
Un effondrement survenu en 2010 à Parnay. | © Archives du magazine
""",
    )
    bio = f.bio(
        "À propos de l'auteur",
        "Claire Martin",
        "journaliste",
        "Claire Martin couvre le patrimoine et l'aménagement du territoire pour le magazine depuis 2008. Elle a grandi à Montsoreau.",
        "Suivre @claire_martin_mag",
        "Ses derniers articles",
        """
Le pont de Gennes rouvre après deux ans de travaux | 6 septembre 2012
Angers : la halle du marché sera rasée | 23 août 2012
Les moulins de la Loire à vendre pour un euro | 2 août 2012
""",
    )
    tags = f.tags("Mots-clés :", "Saumur; troglodytes; patrimoine; tuffeau; Turquant")
    first = f.first_form(
        "reagir",
        "Réagir à cet article",
        "Soyez le premier à réagir. Votre message sera publié après validation par la rédaction.",
        "Pseudo; Adresse e-mail (non publiée); Votre message",
        "Envoyer",
    )
    same = f.teasers(
        "Dans la même rubrique",
        """
Les derniers bateliers de la Maine | Par Julien Roux | 13 septembre 2012 | Ils sont encore six à vivre sur l'eau à l'année.
Cholet : le marché couvert fête ses cent ans | Par Nadia Belkacem | 6 septembre 2012 | Expositions et bal populaire le 29 septembre.
Nantes : le quartier de la création prend forme | Par Claire Martin | 30 août 2012 | Premières livraisons prévues au printemps.
""",
        thumbs=True,
    )
    rail = (
        f.ranked(
            "Les plus partagés",
            """
Le Puy du Fou recrute 300 figurants | 1 204 partages
À Saumur, les caves troglodytiques cherchent une seconde vie | 812 partages
Les plus beaux villages de l'Anjou | 640 partages
La recette du crémet d'Anjou | 415 partages
""",
        )
        + f.newsletter(
            "La lettre du magazine",
            "Chaque vendredi, le meilleur de la semaine dans votre boîte mail.",
            "votre@email.fr",
            "Je m'inscris",
        )
        + f.links(
            "Nos partenaires",
            "Office de tourisme de Saumur; Maison du Parc Loire-Anjou-Touraine; Festival d'Anjou",
        )
    )
    parts = PartsK(
        lead=f.share("Facebook | 96\nTwitter | 41\nPartager | "),
        inbody=gallery,
        after=tags + bio + first + same,
        rail=rail,
    )
    return _plain(
        "k-fr-magazine-md",
        "md",
        "fr-magazine",
        story,
        parts,
        "/societe/a-saumur-les-caves-troglodytiques-cherchent-une-seconde-vie-2012-09.html",
        "a regional monthly's page marked up with schema.org microdata",
        "A magazine story declared by microdata (NewsArticle, two authors as Person, datePublished); a share bar with counts, a five-photo gallery with captions and '© name' credits in the text, tags, an author bio with her latest articles and dates, an empty 'Réagir à cet article' form ('Soyez le premier à réagir'), 'Dans la même rubrique' with bylines and dates, 'Les plus partagés' with share counts, a newsletter box.",
        (
            "photo gallery with captions and credits",
            "author bio with her latest articles",
            "empty 'be the first' form",
            "same-section teasers with bylines and dates",
            "most shared with counts",
        ),
    )


# --------------------------------------------------------------------------- es: a news agency, div soup, 2011


def es_agencia() -> Case:
    f = fx("soup")
    story = Story(
        "El Gobierno aprueba el plan de regadío para la cuenca del Segura",
        "AIN / Redacción",
        ("Redacción AIN",),
        "2011-03-03T13:47:00+01:00",
        "03/03/2011 13:47",
        (
            "MADRID, 3 Mar. (AIN) - El Consejo de Ministros ha aprobado este jueves el plan de modernización de regadíos para la cuenca del Segura, dotado con 112 millones de euros hasta 2015.",
            "El plan prevé sustituir 4.200 kilómetros de acequias abiertas por tuberías y sistemas de riego por goteo, lo que permitiría ahorrar hasta un 20 por ciento del agua, según el Ministerio.",
            'Las comunidades de regantes de Murcia y Alicante han valorado positivamente la medida, aunque reclaman que se acelere la llegada de los fondos. "Llevamos tres años esperando", ha declarado el presidente de una de ellas.',
            "Las organizaciones ecologistas, por su parte, advierten de que el ahorro no debe servir para ampliar la superficie regada.",
        ),
        declare="og",
        section="Economía",
    )
    wire = f.wire(
        "Últimas noticias",
        """
13:45 | La Bolsa española cierra la mañana con una subida del 0,8% |
13:38 | Detenidos dos jóvenes por el robo de cobre en una subestación de Jaén |
13:30 | El Real Madrid confirma la lesión de su lateral |
13:22 | Sanidad alerta del aumento de casos de gripe en Castilla y León |
13:15 | La Audiencia Nacional juzgará en mayo a la trama de los contratos |
13:02 | Renfe recupera la frecuencia del Alvia a Galicia |
12:55 | Cáritas atendió a un 30% más de familias en 2010 |
12:47 | El paro baja en 4.100 personas en Canarias |
""",
        foot='<a href="/ultimas">Ver todas las noticias</a>',
    )
    related = f.teasers(
        "Noticias relacionadas",
        """
Los regantes del Segura exigen agua del trasvase | | 21/02/2011 |
El Ministerio presenta el borrador del plan de cuenca | | 09/12/2010 |
Sequía: las reservas del Segura, al 31% | | 17/11/2010 |
""",
    )
    rail = f.ranked(
        "Lo más leído",
        """
El Gobierno aprueba el plan de regadío para la cuenca del Segura |
Un terremoto de 4,1 grados sacude Lorca sin causar daños |
La huelga de controladores, en el aire |
Muere a los 93 años el actor Luis Cano |
El precio de la gasolina marca un nuevo récord |
""",
    ) + f.links(
        "Servicios AIN", "Teletipos por sectores; Agenda informativa; Fotografía; Alertas por SMS; Canal RSS"
    )
    tags = f.tags("Temas:", "Agua; Regadío; Murcia; Consejo de Ministros; Agricultura")
    share = f.share("Tuenti | 12\nMenéame | 3\nFacebook | 27\nTwitter | 9\nEnviar | ", "Compartir:")
    parts = PartsK(lead=share, after=tags + related + wire, rail=rail)
    return _plain(
        "k-es-agencia-soup",
        "soup",
        "es-agencia",
        story,
        parts,
        "/economia/noticia-gobierno-aprueba-plan-regadio-cuenca-segura-20110303134712.html",
        "a news agency's page in div soup of 2011",
        "A news agency's wire story with its dateline ('MADRID, 3 Mar. (AIN) -'), Open Graph date; a share bar with Tuenti and Menéame counts, tags, related stories with numeric dates, the agency's wire of eight headlines with times, 'Lo más leído', a services box.",
        ("agency wire list with times", "related with dates", "most read", "share counts"),
    )


# --------------------------------------------------------------------------- it: a TV station's news page, 2015


def it_tv() -> Case:
    f = fx("bcast")
    story = Story(
        "Frana sulla provinciale per Valmala: strada chiusa fino a marzo",
        "di Redazione TG",
        ("Redazione TG TeleValle 24",),
        "2015-02-10T19:20:00+01:00",
        "10 febbraio 2015 – 19:20",
        (
            "Una frana di circa trecento metri cubi si è staccata nella notte dal versante sopra la provinciale 8, tra Venasca e Valmala. Nessun ferito, ma la strada resterà chiusa almeno fino a metà marzo.",
            "I tecnici della Provincia hanno effettuato un sopralluogo questa mattina. Il materiale dovrà essere rimosso con mezzi pesanti e la parete messa in sicurezza con reti paramassi.",
            "Per i residenti di Valmala il percorso alternativo passa per Brossasco e allunga il tragitto di una ventina di minuti. Lo scuolabus seguirà lo stesso itinerario.",
            "Il sindaco ha chiesto alla Regione lo stato di calamità. Nel servizio del TG le immagini riprese dal nostro operatore.",
        ),
        declare="og",
        kicker="TG TeleValle 24 · Cronaca",
        section="Cronaca",
        updated_iso="2015-02-10T21:05:00+01:00",
        updated_shown="aggiornato alle 21:05",
    )
    player = '<div class="player" role="img" aria-label="video">▶ 2:14</div><p class="player-caption">Il servizio di Paolo Giraudo, riprese di Enrico Bessone</p>'
    closed = f.note("I commenti sono chiusi.", "Closed", "p")
    videos = f.teasers(
        "Guarda anche",
        """
Neve sulle colline: disagi a Dronero | | 02:31 · 9 febbraio 2015 |
Il Carnevale di Saluzzo rinviato per maltempo | | 01:48 · 8 febbraio 2015 |
Busca, inaugurata la nuova palestra | | 03:05 · 7 febbraio 2015 |
Incidente sulla statale, un ferito grave | | 01:12 · 6 febbraio 2015 |
""",
        thumbs=True,
        component="VideoList",
    )
    editions = f.wire(
        "Le ultime edizioni del TG",
        """
10/02 | TG delle 19:30 – durata 18 minuti |
10/02 | TG delle 13:00 – durata 12 minuti |
09/02 | TG delle 19:30 – durata 19 minuti |
09/02 | TG delle 13:00 – durata 11 minuti |
""",
        component="Editions",
    )
    rail = (
        f.ranked(
            "Più visti",
            """
Frana sulla provinciale per Valmala | 12.304 visualizzazioni
Lupo avvistato a Sampeyre: il video | 9.877 visualizzazioni
Cuneo, chiude lo storico cinema Monviso | 6.210 visualizzazioni
Il meteo del weekend | 4.402 visualizzazioni
""",
        )
        + f.likebox(
            "Seguici su Facebook",
            "A Marco Ghione, Giulia Rosso e altre 12.480 persone piace TeleValle 24.",
            "Marco Ghione; Giulia Rosso; Andrea Dutto; Chiara Bono; Luca Barale; Elena Giordano",
        )
        + f.links("I nostri programmi", "TG TeleValle; Valle Sport; Il Salotto; Terra Nostra; Meteo Valle")
    )
    tags = f.tags("Tag:", "frana; Valmala; Venasca; viabilità; maltempo")
    parts = PartsK(lead=player, after=tags + closed + videos + editions, rail=rail)
    return _plain(
        "k-it-tv-bcast",
        "bcast",
        "it-tv",
        story,
        parts,
        "/tg/cronaca/frana-provinciale-valmala-strada-chiusa-fino-a-marzo-18273.html",
        "a local TV station's news page of 2015",
        "A local TV station's story with a video player and the crew credited, Open Graph with an update time; tags, 'I commenti sono chiusi.', 'Guarda anche' videos with durations and dates, the latest news editions with dates, 'Più visti' with view counts, a Facebook like box naming friends, programme links.",
        (
            "'comments are closed' note",
            "video teasers with durations and dates",
            "news editions list",
            "most viewed with counts",
            "Facebook like box with names",
        ),
    )


# --------------------------------------------------------------------------- nl: a WordPress garden blog, 2010


def nl_blog() -> Case:
    f = fx("wp10")
    story = Story(
        "Rabarber oogsten: wanneer stop je?",
        "Geplaatst op 15 juni 2010 door Marloes",
        ("Marloes Dijkstra",),
        "2010-06-15T21:12:00+02:00",
        "15 juni 2010",
        (
            "Elk jaar krijg ik dezelfde vraag van de buren op de volkstuin: tot wanneer mag je rabarber oogsten? Het korte antwoord is: tot de langste dag, dus rond 21 juni.",
            "Daarna heeft de plant zijn energie nodig om sterk de winter in te gaan. Als je te lang doorgaat, krijg je het volgende voorjaar dunne, slappe stelen.",
            "Ik heb dit jaar drie planten staan. Van de oudste, die ik van mijn oma heb gekregen, heb ik al zes keer geoogst. Die mag nu met rust gelaten worden.",
            "Volgende week zet ik hier mijn recept voor rabarbercompote met gember. En nee, de bladeren eet je niet: die zijn giftig!",
        ),
        declare="visible",
        section="Moestuin",
    )
    utility = (
        '<div class="entry-utility">Dit bericht is geplaatst in <a href="/category/moestuin/" rel="category tag">Moestuin</a> '
        'en getagd <a href="/tag/rabarber/" rel="tag">rabarber</a>, <a href="/tag/oogsten/" rel="tag">oogsten</a>. '
        'Bookmark de <a href="/2010/06/rabarber-oogsten/" rel="bookmark">permalink</a>.</div>'
    )
    nav_below = (
        '<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/2010/06/slakken/" rel="prev">'
        '<span class="meta-nav">←</span> Slakken: bier of koffiedik?</a></div><div class="nav-next">'
        '<a href="/2010/06/rabarbercompote/" rel="next">Rabarbercompote met gember <span class="meta-nav">→</span></a></div></div>'
    )
    respond = (
        '<div id="comments"><div id="respond"><h3 id="reply-title">Geef een reactie</h3>'
        '<p class="nocomments-yet">Nog geen reacties. Wees de eerste!</p>'
        '<form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-notes">Je e-mailadres wordt niet gepubliceerd. Verplichte velden zijn gemarkeerd met *</p>'
        '<p class="comment-form-author"><label for="author">Naam</label> * <input id="author" name="author" type="text" size="30"></p>'
        '<p class="comment-form-email"><label for="email">E-mail</label> * <input id="email" name="email" type="text" size="30"></p>'
        '<p class="comment-form-url"><label for="url">Website</label> <input id="url" name="url" type="text" size="30"></p>'
        '<p class="comment-form-comment"><label for="comment">Reactie</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Reactie plaatsen"></p></form></div></div>'
    )

    def widget(inner: str) -> str:
        return f"<li>{inner}</li>"

    rail = (
        widget(
            f.teasers(
                "Recente berichten",
                """
Rabarber oogsten: wanneer stop je? | | 15 juni 2010 |
Slakken: bier of koffiedik? | | 8 juni 2010 |
De eerste aardbeien | | 1 juni 2010 |
Bonen zaaien na de ijsheiligen | | 16 mei 2010 |
""",
                component="RecentPosts",
            )
        )
        + widget(
            f.archives(
                "Archief",
                """
juni 2010 | 3
mei 2010 | 6
april 2010 | 5
maart 2010 | 4
februari 2010 | 2
""",
            )
        )
        + widget(
            f.links(
                "Blogroll",
                "De Tuinkabouter; Groente uit eigen tuin; Zaadjes en Zo; Volkstuinvereniging De Wetering",
            )
        )
        + widget(f.links("Categorieën", "Bloemen (12); Moestuin (31); Recepten (9); Volkstuin (14)"))
        + widget(f.links("Meta", "Inloggen; Berichten RSS; Reacties RSS; WordPress.org"))
    )
    parts = PartsK(after=utility + nav_below + respond, rail=rail)
    return _plain(
        "k-nl-blog-wp10",
        "wp10",
        "nl-blog",
        story,
        parts,
        "/2010/06/rabarber-oogsten/",
        "a WordPress blog of 2010 (Twenty Ten-like)",
        "A gardening blog on a Twenty Ten-like WordPress theme; only a visible date; the post's category and tags, previous/next post links, an empty 'Geef een reactie' form ('Nog geen reacties. Wees de eerste!'), and in the sidebar recent posts with dates, archives by month with counts, a blogroll, categories with counts, meta links.",
        (
            "empty 'be the first' form",
            "recent posts with dates",
            "archives by month with counts",
            "blogroll",
            "previous/next post",
        ),
    )


# --------------------------------------------------------------------------- pl: a regional portal, CSS modules, 2016


def pl_portal() -> Case:
    f = fx("hashed")
    story = Story(
        "Most Lubuski zamknięty w nocy. Kierowcy pojadą objazdem",
        "Katarzyna Wróbel, Michał Zieliński",
        ("Katarzyna Wróbel", "Michał Zieliński"),
        "2016-10-04T10:05:00+02:00",
        "04.10.2016, 10:05",
        (
            "Od poniedziałku przez dwa tygodnie most Lubuski będzie zamykany dla ruchu każdej nocy między godziną 22 a 5 rano. Drogowcy wymieniają nawierzchnię na jezdni w kierunku centrum.",
            "Objazd poprowadzono ulicami Kostrzyńską i Podmiejską. Autobusy linii nocnej N1 pojadą zmienioną trasą i nie zatrzymają się na przystanku Dworzec Główny.",
            "– Prace nocne to najmniej uciążliwe rozwiązanie. W dzień na moście przejeżdża ponad trzydzieści tysięcy samochodów – tłumaczy rzecznik zarządu dróg.",
            "Koszt remontu to 2,4 mln zł. Wykonawca ma czas do końca października.",
        ),
        declare="jsonld",
        kicker="Komunikacja",
        standfirst="Drogowcy wymieniają nawierzchnię. Prace potrwają dwa tygodnie, objazd przez Kostrzyńską.",
        section="Wiadomości",
        updated_iso="2016-10-04T14:30:00+02:00",
        updated_shown="aktualizacja: 04.10.2016, 14:30",
    )
    gallery = f.gallery(
        "Galeria (5 zdjęć)",
        """
Drogowcy na moście Lubuskim w poniedziałek wieczorem | fot. Jan Kowalski
Objazd przez ulicę Kostrzyńską | fot. Jan Kowalski
Nowa nawierzchnia na jezdni w kierunku Santoczna | fot. Anna Michalak
Tablica informacyjna przy rondzie | fot. Jan Kowalski
Korek na Podmiejskiej we wtorek rano | fot. Czytelnik
""",
    )
    share = f.share("Udostępnij | 87\nTweetnij | 6\nWyślij | ")
    meter = (
        f'<div class="{_cls("Paywall", "meter")}">Przeczytałeś 3 z 5 darmowych artykułów w tym miesiącu. '
        f'<a href="/prenumerata">Kup dostęp</a></div>'
    )
    more = f.teasers(
        "Zobacz także",
        """
Nowe rondo na Walczaka otwarte. Zobacz zdjęcia | | 03.10.2016, 18:40 |
Remont Sikorskiego: tramwaje wracają w listopadzie | | 03.10.2016, 12:15 |
Mandaty z fotoradaru. Ile zapłacili kierowcy? | | 02.10.2016, 09:30 |
Parking przy szpitalu będzie płatny | | 01.10.2016, 16:05 |
""",
        thumbs=True,
    )
    rail = (
        f.ranked(
            "Najpopularniejsze",
            """
Most Lubuski zamknięty w nocy | 1 245 odsłon
Wypadek na S3 pod Skwierzyną | 980 odsłon
Stal Gorzów przegrywa w derbach | 761 odsłon
Nowa galeria handlowa otwarta | 544 odsłon
""",
        )
        + f.teasers(
            "Polecamy",
            """
Mieszkania od dewelopera w centrum – sprawdź ceny | | Materiał partnera |
Jesienna wyprzedaż w salonie meblowym | | Materiał partnera |
""",
            component="Promo",
        )
        + f.newsletter(
            "Newsletter", "Najważniejsze informacje z regionu codziennie rano.", "Twój e-mail", "Zapisz się"
        )
    )
    parts = PartsK(lead=share + meter, inbody=gallery, after=more, rail=rail)
    return _plain(
        "k-pl-portal-hashed",
        "hashed",
        "pl-portal",
        story,
        parts,
        "/wiadomosci/most-lubuski-zamkniety-w-nocy-kierowcy-pojada-objazdem/ar/10887341",
        "a regional portal of 2016 in CSS-module class names",
        "A regional portal server-rendered with CSS-module class names (Teaser__title___x); two authors and an update time (JSON-LD); a share bar with counts, a paywall meter, a gallery of five photos with 'fot. name' credits, 'Zobacz także' with times, 'Najpopularniejsze' with view counts, sponsored teasers, a newsletter box.",
        (
            "gallery with photographers' credits",
            "related with times",
            "most read with view counts",
            "sponsored teasers",
            "paywall meter",
        ),
    )


def _cls(component: str, role: str) -> str:
    from comspider_lab.blind.layout_k import _hashed

    return _hashed(component, role)


# --------------------------------------------------------------------------- ja: a local daily, tables, 2009


def ja_shimbun() -> Case:
    f = fx("tables")
    story = Story(
        "旧魚市場跡地に交流施設　市が基本計画案",
        "（社会部・佐藤健一）",
        ("佐藤健一",),
        "2009-11-04T18:12:00+09:00",
        "2009年11月4日 18時12分",
        (
            "市は4日、2007年に閉鎖された旧魚市場の跡地に、観光案内所や物産販売所を備えた交流施設を整備する基本計画案を市議会の委員会に示した。2012年度の開業を目指す。",
            "計画案によると、施設は鉄骨2階建てで延べ床面積は約1800平方メートル。1階に地元の水産加工品を扱う販売所と飲食店、2階に多目的ホールを設ける。総事業費は約14億円を見込む。",
            "委員からは「駐車場が足りないのではないか」「既存の商店街と競合する」といった意見が出た。市は年内に住民説明会を開き、意見を計画に反映させるとしている。",
            "跡地は港に面した約6000平方メートルの市有地で、閉鎖後は臨時駐車場として使われてきた。",
        ),
        declare="visible",
        section="社会",
    )
    ticker = f.ticker(
        "速報",
        """
18:05 | 市内で住宅火災、けが人なし
17:40 | 県高校駅伝、港南高が初優勝
""",
    )
    related = f.teasers(
        "関連記事",
        """
旧魚市場跡地の活用、市民アンケート結果まとまる | | （10月15日 17:30） |
港周辺の再開発、国の補助対象に | | （9月2日 12:05） |
旧魚市場、解体工事が完了 | | （6月18日 16:48） |
""",
    )
    photos = f.gallery(
        "写真ニュース",
        """
紅葉が見頃を迎えた城山公園 | 撮影・山田太郎
港まつりのフィナーレを飾る花火 | 撮影・中村恵
新しく就航したフェリー「みなと丸」 | 撮影・山田太郎
""",
    )
    rail = f.ranked(
        "アクセスランキング",
        """
旧魚市場跡地に交流施設　市が基本計画案
県道で乗用車同士が衝突、2人けが
港南高が初優勝　県高校駅伝
市立病院、小児科の夜間診療を再開
新型インフル、市内の小学校で学級閉鎖
""",
    ) + f.links("おすすめリンク", "みなと日報電子版; 写真販売のご案内; 購読のお申し込み; 天気予報")
    tools = f.share("印刷する | \nメールで送る | \nブックマーク | ", "この記事を：")
    parts = PartsK(
        top=ticker,
        after=tools + related + photos + '<p align="right"><a href="#top">▲このページの先頭へ</a></p>',
        rail=rail,
    )
    return _plain(
        "k-ja-shimbun-tables",
        "tables",
        "ja-shimbun",
        story,
        parts,
        "/news/20091104/shakai_01.html",
        "a Japanese local daily in the table layout of 2009",
        "A Japanese local daily's story in a table layout; only a visible date (2009年11月4日 18時12分) and the byline in brackets; a breaking-news marquee with times, print/mail/bookmark tools, related articles with dates in brackets, photo news with '撮影・name' credits, an access ranking, recommended links, a large footer link farm.",
        (
            "breaking-news ticker",
            "related with dates",
            "photo news with photographers' credits",
            "access ranking",
            "footer link farm",
        ),
    )


# --------------------------------------------------------------------------- ru: a news agency, div soup, 2012


def ru_agentstvo() -> Case:
    f = fx("soup")
    story = Story(
        "В Самаре начали ремонт Струковского сада",
        "Ирина Соколова",
        ("Ирина Соколова",),
        "2012-07-18T11:40:00+04:00",
        "18 июля 2012, 11:40",
        (
            "САМАРА, 18 июля. /ПИА/. В Самаре начались работы по реконструкции Струковского сада, сообщили в пресс-службе городской администрации.",
            "Подрядчик заменит освещение и дорожное покрытие, отремонтирует фонтан и летнюю эстраду. Стоимость работ составит 86 миллионов рублей.",
            "На время ремонта часть сада будет закрыта для посетителей. Вход со стороны улицы Куйбышева останется открытым.",
            "Завершить работы планируется к Дню города в сентябре будущего года.",
        ),
        declare="metadate",
        section="Общество",
    )
    wire = f.wire(
        "Лента новостей",
        """
11:38 | В Тольятти задержан подозреваемый в серии краж из автомобилей |
11:25 | Волжский мост закроют на ночь для ремонта швов |
11:12 | Губернатор провёл совещание по подготовке к отопительному сезону |
10:58 | «Крылья Советов» подписали нового защитника |
10:44 | В Сызрани открылся новый детский сад |
10:30 | Синоптики обещают жару до +35 градусов |
10:15 | На трассе М5 столкнулись грузовик и автобус |
""",
        foot='<a href="/lenta">Вся лента</a>',
    )
    related = f.teasers(
        "Читайте также",
        """
Парк Гагарина откроется после ремонта в августе | | 12 июля 2012 |
На набережной заменят все фонари | | 3 июля 2012 |
Горожане выбрали проект благоустройства Струковского сада | | 25 мая 2012 |
""",
    )
    tags = f.tags("Теги:", "Самара; благоустройство; Струковский сад; ремонт")
    disabled = f.note("Комментирование этой новости отключено.", "Disabled", "div")
    share = f.share("ВКонтакте | 45\nFacebook | 12\nОдноклассники | 7\nТвиттер | 3", "Поделиться:")
    rail = f.ranked(
        "Самое читаемое",
        """
В Самаре начали ремонт Струковского сада |
Жара: в области объявлено штормовое предупреждение |
Цены на бензин выросли за неделю на 2% |
Новый маршрут трамвая запустят в августе |
""",
    ) + f.links("Наши проекты", "Фоторепортажи; Инфографика; Справочник организаций; Афиша")
    parts = PartsK(lead=share, after=tags + disabled + related + wire, rail=rail)
    return _plain(
        "k-ru-agentstvo-soup",
        "soup",
        "ru-agentstvo",
        story,
        parts,
        "/news/obshchestvo/2012/07/18/v-samare-nachali-remont-strukovskogo-sada/",
        "a regional news agency's page in div soup of 2012",
        "A regional news agency's item with its dateline ('САМАРА, 18 июля. /ПИА/.'), the date in <meta name=date>; share counts (ВКонтакте, Одноклассники), tags, 'Комментирование этой новости отключено.', related items with dates, the agency's wire of seven items with times, 'Самое читаемое'.",
        (
            "'comments disabled' note",
            "agency wire list with times",
            "related with dates",
            "most read",
            "share counts",
        ),
    )


# --------------------------------------------------------------------------- tr: a daily, Bootstrap 3, 2013


def tr_gazete() -> Case:
    f = fx("bs3")
    story = Story(
        "Kemeraltı'nda tarihi han restore ediliyor",
        "Mehmet Yıldız - İZMİR",
        ("Mehmet Yıldız",),
        "2013-06-05T12:30:00+03:00",
        "05 Haziran 2013 Çarşamba 12:30",
        (
            "Kemeraltı Çarşısı'ndaki 18. yüzyıldan kalma Kızlarağası Hanı'nın çatısında başlayan restorasyon çalışmaları iki yıl sürecek.",
            "Büyükşehir Belediyesi'nden yapılan açıklamaya göre çalışmalar kapsamında çatı kiremitleri, ahşap galeriler ve avludaki şadırvan aslına uygun olarak yenilenecek.",
            'Handaki 40 dükkânın esnafı, çalışmalar sırasında faaliyetlerini sürdürebilecek. Esnaf adına konuşan Hüseyin Acar, "Turist sezonunda iskele görüntüsü bizi biraz zorlayacak ama sonunda han eski güzelliğine kavuşacak" dedi.',
            "Projenin maliyeti 6,5 milyon lira olarak açıklandı.",
        ),
        declare="og",
        kicker="İzmir",
        section="Yaşam",
    )
    ticker = f.ticker(
        "SON DAKİKA",
        """
12:25 | Karşıyaka'da trafik kazası: 2 yaralı
12:10 | Göztepe yeni teknik direktörünü açıkladı
11:50 | İzmir'de hava sıcaklığı 38 dereceyi bulacak
""",
    )
    gallery = f.gallery(
        "Foto Galeri: Kızlarağası Hanı",
        """
Hanın avlusundaki şadırvan | Fotoğraf: Ege Sabah Arşivi
Çatıda kurulan iskele | Fotoğraf: Mehmet Yıldız
Ahşap galerilerden bir görünüm | Fotoğraf: Mehmet Yıldız
Handa dükkân işleten esnaf | Fotoğraf: Ayşe Kaya
Restorasyon projesinin çizimleri | Fotoğraf: İzmir BB
Hanın 1950'lerdeki hali | Fotoğraf: Ahmet Piriştina Kent Arşivi
""",
    )
    first = f.first_form(
        "yorumlar",
        "Yorum Yaz",
        "Bu habere henüz yorum yapılmamış. İlk yorumu siz yapın!",
        "Adınız; E-posta adresiniz; Yorumunuz",
        "Gönder",
    )
    related = f.teasers(
        "İlgili Haberler",
        """
Kemeraltı'nda cephe yenileme başladı | | 22 Mayıs 2013 |
Tarihi Agora'da yeni kazı sezonu | | 10 Mayıs 2013 |
Havra Sokağı için yeni düzenleme | | 28 Nisan 2013 |
""",
        thumbs=True,
    )
    rail = f.ranked(
        "Çok Okunanlar",
        """
Kemeraltı'nda tarihi han restore ediliyor |
Çeşme yolunda zincirleme kaza |
İzmir'de su kesintisi: hangi ilçeler etkilenecek? |
Bornova'da yeni metro istasyonu açıldı |
Karşıyaka'da sahil düzenlemesi tamamlandı |
""",
    ) + f.likebox(
        "Facebook'ta Ege Sabah",
        "Ege Sabah 48.215 kişi tarafından beğenildi.",
        "Emre Demir; Zeynep Arslan; Burak Çelik; Elif Şahin; Can Aydın",
    )
    parts = PartsK(
        top=ticker,
        lead=f.share("Facebook | 132\nTwitter | 18\nGoogle+ | 2"),
        inbody=gallery,
        after=related + first,
        rail=rail,
    )
    return _plain(
        "k-tr-gazete-bs3",
        "bs3",
        "tr-gazete",
        story,
        parts,
        "/yasam/kemeraltinda-tarihi-han-restore-ediliyor-h48217.html",
        "a daily's page in Bootstrap 3, 2013",
        "A Turkish daily's story (Open Graph); a 'SON DAKİKA' ticker with times, share counts, a six-photo gallery with 'Fotoğraf: name' credits, related stories with dates, an empty 'Yorum Yaz' form ('Bu habere henüz yorum yapılmamış. İlk yorumu siz yapın!'), 'Çok Okunanlar', a Facebook like box with names.",
        (
            "breaking-news ticker",
            "gallery with credits",
            "empty 'be the first' form",
            "related with dates",
            "most read",
            "Facebook like box with names",
        ),
    )


# --------------------------------------------------------------------------- sv: a radio station's news page, 2015


def sv_radio() -> Case:
    f = fx("bcast")
    story = Story(
        "Färjan till Holmön ställs in – isen för tjock",
        "Anders Nyström, Lina Berg",
        ("Anders Nyström", "Lina Berg"),
        "2015-03-12T07:12:00+01:00",
        "Publicerat torsdag 12 mars 2015 kl 07.12",
        (
            "Färjetrafiken mellan Norrfjärden och Holmön ställs in från och med i dag. Isen i sundet har blivit för tjock för färjan Helmi, meddelar Trafikverket.",
            "Öborna får i stället åka svävare, som går tre gånger om dagen. Turerna kan fyllas snabbt och resenärer uppmanas att boka plats i förväg.",
            "– Det här händer ungefär vart tredje år. Vi räknar med att färjan kan gå igen i början av april, säger Per Eriksson på Färjerederiet.",
            "Skolbarnen på ön får åka med den första turen på morgonen.",
        ),
        declare="jsonld",
        kicker="Radio Norrkust Nyheter",
        section="Nyheter",
        updated_iso="2015-03-12T09:40:00+01:00",
        updated_shown="Uppdaterat kl 09.40",
    )
    player = (
        '<div class="audio"><button type="button" class="audio-play">▶ Lyssna</button> '
        '<span class="audio-len">(3 min)</span> <span class="audio-title">Inslag i Norrkust Nyheter 07.00</span></div>'
    )
    correction = f.note(
        "Rättelse: I en tidigare version av artikeln stod det att färjan heter Hilma. Rätt namn är Helmi.",
        "Correction",
        "div",
    )
    more = f.wire(
        "Fler nyheter från Radio Norrkust",
        """
08.55 | Stölder ur båthus i Hörnefors – polisen söker vittnen |
08.20 | Ny rektor på Dragonskolan |
07.45 | Halka på E4 norr om Umeå |
07.05 | Björklöven förlorade i kvalserien |
""",
    )
    rail = (
        f.ranked(
            "Mest lyssnat",
            """
Färjan till Holmön ställs in – isen för tjock |
Vargen i Vindeln fälld |
Sjukhuset inför besöksförbud |
Ny skidbacke i Bjännberget |
""",
        )
        + f.links("Program", "Norrkust Nyheter; Morgon i Norrkust; Eftermiddag med Pia; Sporten")
        + f.share("Facebook | 58\nTwitter | 4", "Dela:")
    )
    parts = PartsK(lead=player, after=correction + more, rail=rail)
    return _plain(
        "k-sv-radio-bcast",
        "bcast",
        "sv-radio",
        story,
        parts,
        "/nyheter/farjan-till-holmon-stalls-in-isen-for-tjock-6112049",
        "a radio station's news page of 2015",
        "A regional radio station's news item with two authors, 'Publicerat … kl 07.12' and 'Uppdaterat kl 09.40' (JSON-LD with dateModified); an audio player, a correction note ('Rättelse: …'), more news from the station with times, 'Mest lyssnat', programme links, share counts.",
        ("correction note", "station's news list with times", "most listened", "share counts"),
    )


def plain_cases_k() -> list[Case]:
    from comspider_lab.blind.cases_k_plain2 import plain_cases_k2

    return [
        en_regional(),
        de_zeitung(),
        fr_magazine(),
        es_agencia(),
        it_tv(),
        nl_blog(),
        pl_portal(),
        ja_shimbun(),
        ru_agentstvo(),
        tr_gazete(),
        sv_radio(),
        *plain_cases_k2(),
    ]
