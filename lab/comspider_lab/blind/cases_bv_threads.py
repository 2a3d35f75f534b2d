"""Blind set BV: four discussions of 2011-2013 in the served HTML, each in a small site's home-made comment code: a
town portal's comments as one table with a header row, answers by "@Name" (en), a sports club's match report whose
comments are two table rows each, answers indented by spacer cells (de), a parish newsletter's reactions as a
definition list, answers quoting their parent (fr), a local radio's comments as loose siblings without an element per
comment, relative times and "@Name" answers (en). Every class name, name, place and text invented for this set; each
comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bv_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    depth,
    draw,
    esc,
    grid,
    links,
    ptext,
    rows,
    seeds,
    talk,
)


def en_portal_table() -> Case:
    ns = talk("""
Dave Pritchard @ 14/03/2011 | 19:42 :: About time. Trying to park for the surgery on a Monday morning is impossible, I've had to leave the car at the garden centre twice and walk back up the hill.
Margaret Ellery @ 14/03/2011 | 20:05 :: It's the old allotment strip behind the Co-op they're tarmacking though, isn't it? Nobody has asked the allotment holders what they think.
^2 Cllr Jan Hosking @ 14/03/2011 | 21:17 [at=Margaret] :: The strip hasn't been let as allotments since 2008, the last two tenants moved to the Station Road site. There will be a consultation evening in the village hall on 29 March, all welcome.
Phil @ 15/03/2011 | 07:58 :: 42 spaces for £86,000 is over two thousand pounds a space. Someone check my maths.
^4 Dave Pritchard @ 15/03/2011 | 08:31 [at=Phil] :: It includes the drainage and the new lights, apparently that corner floods every winter. Still not cheap, I agree.
Sue at No. 12 @ 15/03/2011 | 12:46 :: Will it be free? If they charge like in Wellsford everybody will just park on Mill Lane anyway and we'll be worse off than now.
^6 Cllr Jan Hosking @ 15/03/2011 | 13:20 [at=Sue at No. 12] :: Free for the first three hours, that was agreed on Monday. Overnight parking won't be allowed.
Ashcombe Online @ 15/03/2011 | 16:02 [staff] :: The consultation evening is now in our What's On listings: Tuesday 29 March, 7pm, Ashcombe Village Hall.
Tom Wheeler @ 16/03/2011 | 22:10 :: Good news for the Saturday market too. The stallholders have been asking for somewhere to unload for years.
""")

    def row(i: int, n: Note) -> str:
        day, hour = (x.strip() for x in n.at.split("|"))
        at = n.tag("at")
        text = esc(n.body)
        if at:
            text = f'<a href="#cm{n.parent}" class="tp-at">@{esc(at)}</a> {text}'
        staff = ' class="tp-staff"' if n.tag("staff") else ""
        return (
            f'<tr{staff} id="cm{i}"><td class="tp-cn"><b>{esc(n.who)}</b></td><td class="tp-cd">{day}<br />{hour}</td>'
            f'<td class="tp-ct">{text}<div class="tp-cl"><a href="/comment.php?a=reply&amp;id={4410 + i}">Reply</a> | '
            f'<a href="/comment.php?a=report&amp;id={4410 + i}">Report</a></div></td></tr>'
        )

    after = (
        '<a name="comments"></a><h3 class="tp-ch">Comments (9)</h3>'
        '<table class="tp-comtab" width="100%" cellpadding="4" cellspacing="1" border="0">'
        '<tr class="tp-chead"><th width="110">Name</th><th width="80">Date</th><th>Comment</th></tr>'
        + "".join(row(i, n) for i, n in enumerate(ns))
        + "</table>"
        '<p class="tp-addc"><b>Add your comment</b><br />You must be <a href="/login.php">logged in</a> to post a comment. '
        'Not a member? <a href="/register.php">Register here</a>, it is free.</p>'
    )
    left = (
        box(
            "en-ashcombe",
            "Ashcombe weather",
            '<img src="/_avatar/tp-sun-cloud.svg" alt="" width="40" height="40" /><br /><b>Today:</b> 9°C, light showers<br />'
            "<b>Wed:</b> 11°C, sunny spells<br /><b>Thu:</b> 8°C, rain<br /><small>Wind SW 14 mph</small>",
        )
        + box(
            "en-ashcombe",
            "What's On",
            "<ul>"
            + "".join(
                f"<li><b>{esc(d)}</b><br />{esc(e)}</li>"
                for d, e in rows("""
Sat 19 Mar | Farmers' market, Market Square, 9am–1pm
Sun 20 Mar | Vale Ramblers: Beacon Hill walk, 10am
Wed 23 Mar | Quiz night at the Red Lion, 8pm
Tue 29 Mar | Car park consultation, Village Hall, 7pm
""")
            )
            + '</ul><a href="/whats-on.php">Full calendar »</a>',
        )
        + box(
            "en-ashcombe",
            "March 2011",
            grid(
                """
M | T | W | T | F | S | S
 |  | 1 | 2 | 3 | 4 | 5
6 | 7 | 8 | 9 | 10 | 11 | 12
13 | 14 | 15 | 16 | 17 | 18 | 19
20 | 21 | 22 | 23 | 24 | 25 | 26
27 | 28 | 29 | 30 | 31 |  |
""",
                cls="tp-cal",
                attrs='cellpadding="1" cellspacing="0" style="font-size:10px;text-align:center"',
            ),
        )
    )
    side = (
        box(
            "en-ashcombe",
            "Latest comments",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> on <a href="/news/{k}">{esc(t)}</a>: <i>“{esc(x)}”</i></li>'
                for k, (a, t, x) in enumerate(
                    rows("""
Ron Bastable | Church roof appeal passes £20,000 | Well done to everyone who came to the auction, what a night.
Kerry M | Speed watch volunteers needed | I'll do Tuesdays if someone can show me how the gun works.
Vale Ramblers | Footpath 14 reopens | Stile at the top field is still broken, reported again.
""")
                )
            )
            + "</ul>",
        )
        + box(
            "en-ashcombe",
            "Most read this week",
            links(
                (
                    "Church roof appeal passes £20,000",
                    "Post office to move into the Co-op",
                    "Ashcombe Rovers top of the league",
                    "Parish council approves car park",
                ),
                "/news/",
                "ol",
                ("(812 views)", "(640 views)", "(433 views)", "(301 views)"),
            ),
        )
        + box(
            "en-ashcombe",
            "Poll",
            "<p>Should the Co-op open on Sunday afternoons?</p><p>Yes – 61%<br />No – 27%<br />Don't mind – 12%</p><p><small>214 votes</small></p>",
        )
        + box(
            "en-ashcombe",
            "Local businesses",
            '<img src="/_avatar/tp-ad-garage.svg" alt="Vale Garage" width="190" height="60" /><br /><img src="/_avatar/tp-ad-bakery.svg" alt="Hollis Bakery" width="190" height="60" />',
        )
    )
    style = (
        ".tp-ch{border-bottom:2px solid #1b5e8c;color:#0f3f60;margin:18px 0 4px}.tp-comtab{background:#c9d6df}.tp-comtab td,.tp-comtab th{background:#fff;vertical-align:top;text-align:left}"
        ".tp-chead th{background:#dfe8ee;font-size:11px}.tp-staff td{background:#fffbe6}.tp-cd{font-size:11px;color:#777}.tp-cl{font-size:10px;margin-top:4px}.tp-cl a{color:#999}.tp-addc{background:#f3f6f8;padding:6px;margin-top:8px}"
    )
    piece = Piece(
        "Parish council approves 42-space car park off Mill Lane",
        "By Ashcombe Online news desk",
        "2011-03-14T18:30:00+00:00",
        "Monday 14 March 2011",
        """
Ashcombe Parish Council on Monday approved plans for a 42-space car park on the strip of land behind the Co-op, off Mill Lane. The scheme will cost £86,000, most of it from the district council's rural facilities fund.

Work is expected to start in the summer and take about ten weeks. The plans include drainage for the low corner of the site and four lamp posts.

Council chairman Jan Hosking said the parking problems around the surgery and the Saturday market had been the most common complaint at the last two annual parish meetings.
""",
        caption="The strip behind the Co-op where the car park will be built.",
    )
    return case(
        "bv-en-portal-tabelle",
        "discussion",
        "en-ashcombe",
        piece,
        Bits(after=after, side=side, left=left, style=style),
        seeds(ns),
        path="/news/2291/parish-council-approves-car-park.html",
        reveal="on_load",
        container="table.tp-comtab under h3 'Comments (9)': a header row (Name, Date, Comment), then one row a comment (b name, date<br>time, text with 'Reply | Report' links); answers flat, opening with an '@Name' link",
        heading="Comments (9)",
        description="A village community portal of 2011 built in tables: a parish council story with 9 comments in one table whose first row is a header (Name, Date, Comment), a councillor answering twice and the portal once; answers are flat rows opening with '@Name'. Left column: login, weather, what's on, a month calendar; right: latest comments of other stories, most read with view counts, a poll, business adverts. Most awkward: the comments are table rows under a header row, the same shape as a data table.",
        static=True,
        lookalikes=("latest comments of other stories", "what's on listing", "most read with counts"),
    )


def de_club_rows() -> Case:
    ns = talk("""
Hubert K. @ 12.05.2012 um 18:34 :: Verdientes Unentschieden, mehr war heute nicht drin. Die zweite Halbzeit war ganz schwach, da hat man gemerkt, dass uns Flo im Mittelfeld fehlt.
  Jürgen (Trainer) @ 12.05.2012 um 19:10 [staff] :: Flo fällt mit der Zerrung noch zwei Wochen aus. Trotzdem darf uns so eine zweite Halbzeit nicht passieren, da sind wir uns in der Kabine einig.
    Hubert K. @ 12.05.2012 um 19:22 :: Danke für die Info, gute Besserung an Flo!
Sabine @ 12.05.2012 um 19:05 :: Der Schiri hat beim 2:1 ganz klar ein Foul an Tobi übersehen. Das sieht man sogar auf dem Video von Jonas.
  Ralf M. @ 12.05.2012 um 19:40 :: Das war kein Foul, Tobi ist einfach gestolpert. Man muss auch mal ehrlich sein.
    Sabine @ 12.05.2012 um 20:02 :: Ralf, du standest doch am Bierstand, wie willst du das gesehen haben? ;-)
    Jonas Weber @ 12.05.2012 um 20:15 :: Das Video ist jetzt in der Galerie. Macht euch selbst ein Bild, ich sage nichts mehr dazu.
Oma Gerda @ 12.05.2012 um 21:30 :: Die Bratwurst war wieder hervorragend, ein großes Dankeschön an die AH für den Grill!
Fan aus Oberweiler @ 13.05.2012 um 09:12 :: Fairer Gegner, schöner Platz, nette Leute am Kiosk. Bis zum Rückspiel im Herbst!
  Jürgen (Trainer) @ 13.05.2012 um 10:03 [staff] :: Gerne wieder! Grüße nach Oberweiler.
Timo @ 13.05.2012 um 11:47 :: Wann ist denn das Nachholspiel gegen Hausen? Steht noch nirgends im Spielplan.
  Abteilungsleitung Fußball @ 13.05.2012 um 13:05 [staff] :: Das Nachholspiel ist am Mittwoch, 23.05., um 18:30 Uhr in Hausen. Der Spielplan auf der Seite wird heute Abend aktualisiert.
""")
    maxd = max(depth(ns, i) for i in range(len(ns)))

    def item(i: int, n: Note, sub: str) -> str:
        d = depth(ns, i)
        pad = '<td class="kmt-ein" width="28">&nbsp;</td>' * d
        span = 2 + maxd - d
        staff = " kmt-verein" if n.tag("staff") else ""
        return (
            f'<tr class="kmt-kopf{staff}">{pad}<td colspan="{span}"><a name="k{771 + i}"></a><b>{esc(n.who)}</b> schrieb am {esc(n.at)}</td></tr>'
            f'<tr class="kmt-inhalt{staff}">{pad}<td width="52" valign="top"><img src="/_avatar/tsv-{i % 5}.svg" alt="" width="44" height="44" /></td>'
            f'<td colspan="{span - 1}">{esc(n.body)}<br /><span class="kmt-links"><a href="#antworten">Antworten</a> · <a href="#zitat">Zitieren</a> · '
            f'<a href="/melden?k={771 + i}">Melden</a> · Daumen hoch ({(3 * i + 2) % 7})</span></td></tr>'
            + sub
        )

    after = (
        '<div class="kmt-box"><h3 class="kmt-titel">Kommentare (12)</h3>'
        '<table class="kmt-liste" width="100%" cellpadding="3" cellspacing="0">'
        + draw(ns, item, lambda s, _p: s)
        + "</table>"
        '<p class="kmt-hinweis">Kommentare schreiben können nur angemeldete Mitglieder. Beleidigungen werden gelöscht.</p></div>'
    )
    left = box(
        "de-tsv",
        "Nächstes Spiel",
        "<p><b>Mi, 23.05.2012, 18:30 Uhr</b><br />SG Hausen – TSV Grünbach<br />Sportplatz Hausen</p>",
    ) + box(
        "de-tsv",
        "Unsere Sponsoren",
        "".join(
            f'<img src="/_avatar/tsv-sponsor-{k}.svg" alt="{esc(x)}" width="170" height="50" /><br />'
            for k, x in enumerate(("Raiffeisenbank Grünbach", "Autohaus Seitz", "Bäckerei Lindner"))
        ),
    )
    side = (
        box(
            "de-tsv",
            "Tabelle Kreisliga A",
            grid(
                """
Pl. | Verein | Sp. | Pkt.
1 | SV Oberweiler | 26 | 58
2 | TSV Grünbach | 26 | 54
3 | FC Altenstein | 25 | 49
4 | SG Hausen | 25 | 45
5 | TuS Merzbach | 26 | 41
6 | SpVgg Lauterhof | 26 | 37
""",
                cls="tsv-tab",
            ),
        )
        + box(
            "de-tsv",
            "Ergebnisse",
            "<ul>"
            + "".join(
                f"<li>{esc(a)} <b>{esc(b)}</b></li>"
                for a, b in rows("""
TSV II – FC Altenstein II | 3:1
C-Jugend – JSG Merzbach | 0:4
Damen – SV Rot-Weiß | 21:19
AH – Lauterhof AH | 2:2
""")
            )
            + "</ul>",
        )
        + box(
            "de-tsv",
            "Termine",
            links(
                ("19.05. Arbeitseinsatz Sportplatz", "26.05. Jugendturnier", "09.06. Sportfest mit Tombola"),
                "/termine/",
            ),
        )
        + box("de-tsv", "Besucher", "<p>Heute: 143<br />Gestern: 211<br />Gesamt: 288.417</p>")
    )
    style = (
        ".kmt-titel{border-bottom:2px solid #3f7a36;color:#2d5a27;margin:16px 0 4px}.kmt-liste td{font-size:12px}.kmt-kopf td{background:#eef5ec;border-top:1px solid #cddcc9}"
        ".kmt-ein{background:#fff!important;border:0!important}.kmt-verein td{background:#fff8d9}.kmt-links{font-size:10px;color:#999}.kmt-hinweis{font-size:11px;color:#888}.tsv-tab th{background:#eee;font-size:11px}"
    )
    piece = Piece(
        "TSV Grünbach – SV Oberweiler 2:2 (1:0)",
        "Geschrieben von Jürgen Lang",
        "2012-05-12T17:45:00+02:00",
        "Samstag, den 12. Mai 2012 um 17:45 Uhr",
        """
Im Spitzenspiel der Kreisliga A trennten sich unsere Erste und der Tabellenführer aus Oberweiler vor rund 300 Zuschauern leistungsgerecht 2:2. Tobias Kern brachte uns nach einer Ecke in der 31. Minute in Führung.

Nach der Pause drehte Oberweiler das Spiel innerhalb von zehn Minuten. Der eingewechselte Marco Huber glich in der 84. Minute mit einem Flachschuss aus 18 Metern aus.

Damit bleibt der Abstand zur Tabellenspitze bei vier Punkten. Am Mittwoch steht das Nachholspiel in Hausen an.
""",
        section="Fußball",
    )
    return case(
        "bv-de-verein-zeilen",
        "discussion",
        "de-tsv",
        piece,
        Bits(after=after, side=side, left=left, style=style),
        seeds(ns),
        path="/index.php/fussball/412-tsv-oberweiler-2-2",
        reveal="on_load",
        container="div.kmt-box: h3 'Kommentare (12)', table.kmt-liste, two rows a comment (tr.kmt-kopf 'NAME schrieb am DATE', tr.kmt-inhalt avatar and text with links); answers indented by empty spacer cells, three levels",
        heading="Kommentare (12)",
        description="A German sports club's site of 2012 on a module CMS: a match report with 12 comments in one table, two rows a comment (a head row 'NAME schrieb am 12.05.2012 um 18:34', a row with the avatar, the text and 'Antworten · Zitieren · Melden · Daumen hoch (n)'); the coach and the football department answer; answers are indented only by empty spacer cells before the row, three levels. Left: next match, sponsors; right: the league table, the weekend's results, dates, a visitor counter. Most awkward: a comment is two rows of a shared table, and its place in the thread only the number of empty cells before it.",
        static=True,
        lookalikes=("league table", "results list"),
    )


def fr_parish_dl() -> Case:
    ns = talk("""
Marie-Thérèse D. @ le 3 mars 2013 :: Quelle bonne nouvelle ! J'ai été baptisée sous ce vitrail de saint Martin et mes petits-enfants aussi. Je ferai un don dès cette semaine.
Bernard Rouvière @ le 3 mars 2013 :: Est-ce que l'atelier de Chartres va aussi reprendre le petit vitrail de la sacristie ? Il a une grande fissure depuis la grêle de 2009.
^2 Père Antoine @ le 4 mars 2013 [quote] :: Cher Bernard, oui, il est compris dans le devis, c'est même par lui que l'atelier commencera en avril.
Famille Peyrol @ le 5 mars 2013 :: Nous habitons maintenant à Lyon mais nous restons très attachés à l'église de Vallon-le-Haut. Peut-on envoyer un chèque par la poste ?
^4 Geneviève (secrétariat) @ le 5 mars 2013 [quote] :: Bien sûr : chèque à l'ordre de « Association diocésaine – vitraux de Vallon », à envoyer au presbytère, 2 place de l'Église. Un reçu fiscal vous sera adressé.
Lucien @ le 7 mars 2013 :: 38 000 euros, c'est beaucoup pour une commune de 400 habitants. La mairie participe-t-elle ? // Je pose la question sans mauvaise intention, l'église appartient bien à la commune.
^6 Père Antoine @ le 8 mars 2013 [quote] :: La commune prend en charge 15 000 euros et la Fondation du patrimoine 10 000. Il reste donc environ 13 000 euros à trouver par les dons.
""")

    def item(i: int, n: Note) -> str:
        quote = ""
        if n.tag("quote"):
            p = ns[n.parent or 0]
            q = p.body.split("\n\n")[0]
            quote = f'<blockquote class="bp-cit"><i>{esc(p.who)} a écrit :</i><br />« {esc(q)} »</blockquote>'
        return (
            f'<dt id="r{i + 1}">{esc(n.at.capitalize())}, <b>{esc(n.who)}</b> a écrit :</dt>'
            f"<dd>{quote}{ptext(n.body)}</dd>"
        )

    after = (
        '<div class="bp-reac"><h3>Vos réactions</h3><dl class="bp-dl">'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + "</dl>"
        '<p class="bp-ecrire"><a href="/reagir.php?art=47">Réagir à cet article</a> (les messages sont lus par le secrétariat avant publication)</p></div>'
    )
    side = (
        box(
            "fr-paroisse",
            "Messes de ce week-end",
            "<ul><li>Samedi 18h30 : Vallon-le-Bas</li><li>Dimanche 9h30 : Saint-Privat</li><li>Dimanche 11h : Vallon-le-Haut</li></ul>",
        )
        + box(
            "fr-paroisse",
            "Agenda",
            links(
                (
                    "9 mars : réunion des catéchistes",
                    "16 mars : bol de riz du Carême",
                    "24 mars : Rameaux, procession à 10h45",
                ),
                "/agenda/",
            ),
        )
        + box(
            "fr-paroisse",
            "Livre d'or",
            '<p><i>« Merci pour le beau site, on suit la paroisse depuis la Bretagne ! »</i><br />– Anne, le 1er mars</p><p><a href="/livredor.htm">Signer le livre d\'or</a></p>',
        )
        + '<p style="font-size:10px;color:#888">Dernière mise à jour : 8 mars 2013<br />Visiteurs : 18 204</p>'
    )
    style = (
        ".bp-reac{border-top:1px dashed #6b4f9e;margin-top:16px}.bp-reac h3{color:#6b4f9e;font-size:15px}.bp-dl dt{font-size:12px;color:#555;margin-top:10px;background:#f4f0fa;padding:2px 4px}"
        ".bp-dl dd{margin:4px 0 0 14px}.bp-cit{margin:4px 0;padding:4px 8px;border-left:3px solid #c8bfe0;color:#666;font-size:12px}.bp-ecrire{font-size:11px}"
    )
    piece = Piece(
        "Les vitraux de Vallon-le-Haut seront restaurés",
        "Bulletin n° 47 – mars 2013",
        "2013-03-02T10:00:00+01:00",
        "2 mars 2013",
        """
C'est une nouvelle attendue depuis longtemps : les quatre vitraux du chœur de l'église de Vallon-le-Haut, posés en 1872, seront restaurés à partir d'avril par un atelier de maîtres verriers de Chartres.

Le chantier durera environ quatre mois. Pendant ce temps, les messes du dimanche à Vallon-le-Haut seront célébrées dans la chapelle Sainte-Anne.

Le coût total des travaux est de 38 000 euros. Une souscription est ouverte ; les dons peuvent être déposés au presbytère ou dans la corbeille lors des messes.
""",
    )
    return case(
        "bv-fr-paroisse-dl",
        "discussion",
        "fr-paroisse",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/bulletin/2013-03-vitraux.htm",
        reveal="on_load",
        container="div.bp-reac: h3 'Vos réactions', dl.bp-dl: dt 'Le 3 mars 2013, <b>NAME</b> a écrit :', dd with the text; answers flat, opening with a blockquote of their parent ('NAME a écrit :' and its first paragraph)",
        heading="Vos réactions",
        description="A French parish's newsletter site of 2013, hand-made: a newsletter article on the church windows' restoration with 7 reactions in a definition list (dt 'Le 3 mars 2013, NAME a écrit :', dd the text), the priest answering twice and the secretary once; answers are flat and open with a quote of the comment they answer. Left column: the weekend's masses, the agenda, a guest-book teaser with a quoted line, the last update and a visitor count. Most awkward: each answer carries its parent's words in a blockquote before its own.",
        static=True,
        lookalikes=("a guest-book teaser with a quoted line",),
    )


def en_radio_loose() -> Case:
    ns = talk("""
Gwen Price @ 3 days ago :: This is the only bus that comes through Pentre. My mother is 84 and has no other way of getting to the hospital in town.
Mark H @ 3 days ago :: Two buses a day is a joke. The 7.10 is the one everybody uses for work and college and it's one of the ones they're cutting.
^2 Valley Travel Watch @ 2 days ago [at=Mark H] :: The timetable going out for consultation keeps the 7.10 but moves it to 7.35, which is too late for the college in Llanfair. We've written to the council about it.
Steve the bus driver @ 2 days ago :: I drive the 47 most days. Afternoons it's often empty after Pentre, mornings and school times it's full. // Cutting the middle of the day might make sense, but not the mornings.
^1 Dilys @ 2 days ago [at=Gwen Price] :: Gwen, the community car scheme in Pentre does hospital runs, ring the village hall, they are very good.
^5 Gwen Price @ 23 hours ago [at=Dilys] :: Thank you Dilys, I didn't know about that. I'll ring them tomorrow.
Richard (Valley FM news) @ 20 hours ago [staff] :: Thanks for all your comments. Councillor Bevan will be on the breakfast show on Thursday just after 8 to answer your questions on the cuts.
Anon @ 6 hours ago :: Use it or lose it. How many of the people moaning here actually get the bus?
""")

    def item(i: int, n: Note) -> str:
        at = n.tag("at")
        paras = n.body.split("\n\n")
        first = (f"@{esc(at)} " if at else "") + esc(paras[0])
        body = f"<p>{first}</p>" + "".join(f"<p>{esc(p)}</p>" for p in paras[1:])
        staff = " fmc-staff" if n.tag("staff") else ""
        return (
            f'<a name="comment-{5120 + i}"></a><p class="fmc-name{staff}"><strong>{esc(n.who)}</strong> wrote:</p>'
            + body
            + f'<p class="fmc-meta">{esc(n.at)} · <a href="#reply" onclick="return false">Reply</a> · <a href="/report?c={5120 + i}">Report this comment</a></p><hr class="fmc-hr" />'
        )

    after = (
        '<div id="fm-comments"><h3>Have your say (8)</h3>'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '<form action="/comments/post" method="post" class="fmc-form"><p><b>Add your comment</b></p><p>Name<br /><input type="text" name="name" size="30" /></p>'
        '<p>Comment<br /><textarea name="text" rows="5" cols="50"></textarea></p><p><input type="submit" value="Post comment" /></p></form></div>'
    )
    side = (
        box(
            "en-valleyfm",
            "On air now",
            "<p><b>Drive Time with Bryn</b><br />4pm – 7pm</p><p>Now playing: <i>Stereophonics – Dakota</i></p>",
        )
        + box(
            "en-valleyfm",
            "Coming up",
            "<ul><li>7pm The Valley Jukebox with Sian</li><li>10pm Late Lounge</li><li>1am Overnight Hits</li></ul>",
        )
        + box(
            "en-valleyfm",
            "Valley Top 10",
            links(
                (
                    "Adele – Someone Like You",
                    "Bruno Mars – Grenade",
                    "Jessie J – Price Tag",
                    "Katy Perry – Firework",
                    "The Vaccines – Post Break-Up Sex",
                ),
                "/chart/",
                "ol",
            ),
        )
        + box(
            "en-valleyfm",
            "Travel news",
            "<p>A483 Newtown: roadworks, delays of 10 minutes. Trains running normally. <small>Updated 16:45</small></p>",
        )
        + box(
            "en-valleyfm",
            "Win!",
            "<p>Two tickets to the Wyre Valley Show – text SHOW to 80206. Closes Friday.</p>",
        )
    )
    style = (
        "#fm-comments{margin-top:18px;border-top:3px solid #ff7f00}#fm-comments h3{font-size:18px}.fmc-name{margin:10px 0 2px}.fmc-staff strong{color:#ff7f00}"
        ".fmc-meta{font-size:11px;color:#999;margin:2px 0}.fmc-hr{border:0;border-top:1px solid #ddd}"
    )
    piece = Piece(
        "Route 47 to be cut to two buses a day under council plans",
        "Valley FM News",
        "2011-11-21T12:00:00+00:00",
        "Monday 21 November 2011, 12:00",
        """
The number 47 bus between Llanfair and Pentre could be cut from six journeys a day to two under plans published by the county council this morning.

The council says the route costs £142,000 a year to subsidise and carries on average eleven passengers a journey outside school times.

A public consultation runs until 16 December. Paper copies of the proposed timetable are available at libraries in Llanfair and Pentre.
""",
    )
    return case(
        "bv-en-radio-lose",
        "discussion",
        "en-valleyfm",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/route-47-to-be-cut-to-two-buses-a-day",
        reveal="on_load",
        container="div#fm-comments: h3 'Have your say (8)', then loose siblings per comment: a name, p.fmc-name '<strong>NAME</strong> wrote:', one p a paragraph, p.fmc-meta 'n days ago · Reply · Report this comment', hr; answers flat, opening with '@Name'",
        heading="Have your say (8)",
        description="A Welsh local radio station's site of 2011: a news story on bus cuts with 8 listeners' comments printed as loose siblings (an anchor, a 'NAME wrote:' paragraph, the text's paragraphs, a meta line with a relative time, 'Reply' and 'Report this comment', a rule), no element per comment; answers flat, opening with '@Name'; the station's newsroom answers once. Right rail: on air now with the song playing, coming up, the station's top 10, travel news, a competition. Most awkward: nothing wraps a comment; only the rules between them separate one from the next.",
        static=True,
        lookalikes=("schedule and chart",),
    )


def threads_bv() -> list[Case]:
    return [en_portal_table(), de_club_rows(), fr_parish_dl(), en_radio_loose()]
