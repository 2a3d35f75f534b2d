"""Blind set ft: four discussions placed where discussions are not usually expected. A Cornish-style town paper of
2013 whose 6 comments stand in the right-hand column beside the article, without a heading, above the ferry
skippers' crossing notes; a German city magazine of 2012 whose 4 comments stand in a box above the article's text,
beside the bakers' "bread of the week"; a French regional paper of 2014 whose 8 comments are split, the newest 3 in
the main column and the rest in the side column under "Plus de commentaires", beside the winegrowers' harvest
notebook; a Spanish village blog of 2015 whose 5 comments come right after the comment form, beside the pilgrims'
notebook. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ft_common import C, Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- en: a town paper, 2013, comments in the right column


def en_pontoon() -> Case:
    cs = talk("""
Moira Penhallow || 14 May 2013, 09:12 || Six weeks in the middle of the season? The pleasure boats will have nowhere to tie up and the cafés on the quay will feel it by June.
Old Tom from Fish Row || 14 May 2013, 10:40 || That pontoon has been moving under your feet since the winter storms. Better they shut it now than somebody goes in the water.
kayak_kev || 14 May 2013, 12:03 || Will the slipway by the lifeboat station stay open? We launch from there every Saturday morning and nobody at the council can tell me.
Janet R. || 14 May 2013, 15:27 || Kev, I rang the harbour office this afternoon and they said the slipway is not affected, only the pontoon and the gangway down to it.
Dennis Quick || 14 May 2013, 19:51 || £240,000 for a pontoon. I would like to see how that figure was arrived at before anyone starts hammering.
Fiona at the chandlery || 15 May 2013, 08:15 || We will keep the shop open as usual through the works. Visitors' moorings are being moved to the north wall, ask us if you need directions.
""")
    notes = (
        (
            "Capt. Alun Brewis",
            "MV Cullamore Lass",
            "13 May 2013",
            "Flat calm on the 07:30 out, thick fog on the way back; twenty minutes late into Innis Garrow.",
        ),
        (
            "Skipper Rhona Tapping",
            "MV Skerry Maid",
            "13 May 2013",
            "Gusting force 6 from the west after lunch. The 16:00 ran, but we kept everyone below deck.",
        ),
        (
            "Capt. Alun Brewis",
            "MV Cullamore Lass",
            "12 May 2013",
            "Bank holiday crowds: an extra sailing at 11:15 and we still left a dozen people on the quay.",
        ),
        (
            "Skipper Gareth Pengelly",
            "MV Kittiwake",
            "11 May 2013",
            "Seals hauled out on the Ledges all morning, worth a look from the port side going across.",
        ),
        (
            "Skipper Rhona Tapping",
            "MV Skerry Maid",
            "10 May 2013",
            "Out of the water for her engine check; back on the first crossing on Monday.",
        ),
    )
    says = "\n".join(
        f'<div class="rc-item" id="rc-{7731 + i}">\n'
        f'<p class="rc-by"><strong>{esc(c.who)}</strong><br><span class="rc-when">{esc(c.at)}</span></p>\n'
        f'<div class="rc-body">{paras(c.raw)}</div>\n'
        f'<p class="rc-tools"><a href="/report?c={7731 + i}">Report</a></p>\n</div>'
        for i, c in enumerate(cs)
    )
    bridge = "\n".join(
        f'<li><span class="sk-name">{esc(n)}</span>, <em>{esc(b)}</em> <span class="sk-date">{esc(d)}</span><br>{esc(t)}</li>'
        for n, b, d, t in notes
    )
    body = f"""<body class="single-story">
<div id="page">
<div id="masthead"><a href="/"><img src="/i/cullamore-mercury.svg" width="380" height="66" alt="The Cullamore Mercury"></a>
<div id="mh-right">Tuesday 14 May 2013 &middot; Port Cullamore 14&deg;C, showers<br><a href="/subscribe">Subscribe to the print edition</a> &middot; <a href="/login">Sign in</a></div></div>
<ul id="nav">{nav([("/", "Home"), ("/news", "News"), ("/harbour", "Harbour"), ("/sport", "Sport"), ("/whats-on", "What's On"), ("/property", "Property"), ("/jobs", "Jobs"), ("/notices", "Family Notices")])}</ul>
<div id="ticker"><b>Latest:</b> 17:40 Road closed at Carn Ulva bends after lorry sheds load &middot; 16:15 Cullamore Rovers sign goalkeeper &middot; 14:02 Lifeboat called to yacht off the Point</div>
<div id="story">
<p class="crumbs"><a href="/">Home</a> &rsaquo; <a href="/harbour">Harbour</a></p>
<h1>Harbour pontoon to close for six weeks of repairs</h1>
<p class="standfirst">Storm damage to the floating pontoon means visiting boats will be moved to the north wall from next Monday.</p>
<p class="byline">By <b>Kerensa Hollow</b> &middot; 14 May 2013, 08:30 &middot; <a href="#rc">6 comments</a></p>
<div class="share">Share: <a href="#">Facebook</a> 57 &middot; <a href="#">Twitter</a> 12 &middot; <a href="#">Email</a></div>
<img src="/i/2013/05/pontoon.svg" width="540" height="300" alt="The pontoon at Port Cullamore">
<p class="caption">The pontoon at low tide, with the damaged sections roped off.</p>
<p>The floating pontoon in Port Cullamore's inner harbour will close on Monday for about six weeks while three damaged sections and the gangway are replaced, the harbour board confirmed last night.</p>
<p>The pontoon was badly knocked about in the February gales, and divers found two of its anchor chains worn almost through during an inspection last month.</p>
<p>The work is expected to cost £240,000, most of it from the harbour board's reserves. Visitors' moorings will move to the north wall, and the slipway beside the lifeboat station stays open.</p>
<p>Harbour master Piran Treloar said: "We know the timing is not ideal, but we would rather lose six weeks now than a boat, or a person, in August."</p>
<div class="related"><h3>Related stories</h3><ul>
<li><a href="/harbour/2013/02/gales-damage">Gales leave trail of damage along the quay</a> 12 Feb 2013</li>
<li><a href="/harbour/2012/11/dues-rise">Harbour dues to rise by 4 per cent</a> 20 Nov 2012</li>
<li><a href="/news/2012/08/regatta-record">Record entry for Cullamore regatta</a> 6 Aug 2012</li>
</ul></div>
<p class="tags">Tags: <a href="/tag/harbour">harbour</a>, <a href="/tag/harbour-board">harbour board</a>, <a href="/tag/boats">boats</a></p>
</div>
<div id="rail">
<div id="rc" class="rc">
{says}
<form class="rc-form" action="/comment/21877" method="post"><p><b>Add your comment</b></p><p><input type="text" name="name" placeholder="Name"></p><p><textarea name="body" rows="4" cols="28"></textarea></p><p><input type="submit" value="Post"></p></form>
</div>
<div class="widget bridge"><h3>From the bridge</h3><p class="w-intro">The island ferries' skippers on their crossings this week.</p><ul class="skippers">
{bridge}
</ul></div>
<div class="widget"><h3>Most read</h3><ol>{nav([("/news/2013/05/carn-ulva-bends", "Road closed at Carn Ulva bends"), ("/harbour/2013/05/pontoon-closure", "Harbour pontoon to close for six weeks"), ("/sport/2013/05/rovers-keeper", "Rovers sign goalkeeper")])}</ol></div>
<div class="widget"><h3>Tide times</h3><p>High water 06:12 (4.9 m), 18:35 (5.1 m)<br>Low water 00:04, 12:24</p></div>
<div class="widget ad"><img src="/i/ads/chandlery.svg" width="250" height="250" alt="Advertisement"></div>
</div>
<div id="footer"><p>{nav([("/about", "About us"), ("/contact", "Contact"), ("/advertise", "Advertise"), ("/terms", "Terms"), ("/rss", "RSS")], " | ")}</p><p>&copy; 2013 The Cullamore Mercury, Fore Street, Port Cullamore. All rights reserved.</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#e7e3da;font:13px/1.45 Georgia,serif;color:#1d1d1d}#page{width:960px;margin:0 auto;background:#fff;overflow:hidden}#masthead{padding:12px;overflow:hidden}#masthead a img{float:left}#mh-right{float:right;font:11px Arial,sans-serif;text-align:right;color:#666}
#nav{list-style:none;margin:0;padding:0 12px;background:#173f5f;overflow:hidden}#nav li{float:left}#nav a{display:block;padding:7px 10px;color:#fff;font:bold 12px Arial,sans-serif;text-decoration:none}#ticker{background:#f3efe4;font:11px Arial,sans-serif;padding:5px 12px}
#story{float:left;width:560px;padding:12px}#rail{float:right;width:330px;padding:12px;font-family:Arial,sans-serif}.crumbs,.byline,.caption,.tags{font:11px Arial,sans-serif;color:#777}h1{font-size:28px;margin:4px 0}.standfirst{font-size:16px;color:#444}.share{font:11px Arial,sans-serif;background:#f3efe4;padding:4px}
.rc{border-top:3px solid #173f5f;background:#f7f9fb;padding:6px 8px;margin-bottom:14px}.rc-item{border-bottom:1px solid #dfe5ea;padding:6px 0}.rc-by{margin:0;font-size:12px}.rc-when{color:#8a8a8a;font-size:11px}.rc-body p{margin:3px 0;font-size:12px}.rc-tools{margin:0;font-size:10px;text-align:right}.rc-form{font-size:12px}
.widget{margin-bottom:16px}.widget h3,.related h3{font:bold 13px Arial,sans-serif;color:#173f5f;border-bottom:1px solid #173f5f;margin:10px 0 6px}.w-intro{font-size:11px;color:#777}.skippers{list-style:none;padding:0;font-size:12px}.skippers li{padding:5px 0;border-bottom:1px dotted #ccc}.sk-name{font-weight:bold}.sk-date{color:#999;font-size:11px}
#footer{clear:both;background:#173f5f;color:#c9d6e2;font:11px Arial,sans-serif;padding:10px 12px}#footer a{color:#fff}
</style>"""
    return make(
        "ft-en-town-pontoon",
        "discussion",
        doc(
            "html5",
            title="Harbour pontoon to close for six weeks of repairs | The Cullamore Mercury",
            lang="en-GB",
            head=css,
        )
        + body,
        cs,
        path="/harbour/2013/05/pontoon-closure",
        container="div#rc.rc at the top of the right-hand column div#rail, beside the article, no heading: six div.rc-item (p.rc-by strong NAME br span.rc-when '14 May 2013, 09:12', div.rc-body p TEXT, p.rc-tools 'Report'); a form 'Add your comment' below it; under it the widget 'From the bridge' (ul.skippers: five skippers' crossing notes, NAME, boat, date, a sentence)",
        heading=None,
        lookalikes=("ul.skippers",),
        description="A town paper of 2013 (invented, British English): the harbour's pontoon closes for repairs; 6 readers' comments over two days, '14 May 2013, 09:12', flat (the fourth answers the third by name in its text), standing in the right-hand column beside the article with no heading, a small form under them; below them in the same column the ferry skippers' crossing notes of the week (named, dated, a sentence each), most read, tide times and an ad; a ticker with times, share counts, related stories with dates, tags and a footer.",
        language="en",
        files={
            "/i/cullamore-mercury.svg": svg(380, 66, "#173f5f", "The Cullamore Mercury", 26),
            "/i/2013/05/pontoon.svg": svg(540, 300, "#5d7f94", "Pontoon", 28),
            "/i/ads/chandlery.svg": svg(250, 250, "#b5562b", "Quay Chandlery", 20),
        },
    )


# --------------------------------------------------------------------------- de: a city magazine, 2012, a box above the text


def de_freibad() -> Case:
    cs = talk("""
Ute Krämer || 23.05.2012, 17:04 Uhr || Schon wieder später. Letztes Jahr hieß es auch erst Ende Mai, und dann war es Mitte Juni. Die Kinder fragen jeden Tag, wann sie endlich rutschen dürfen.
Bademeister a. D. || 23.05.2012, 18:30 Uhr || Die Filteranlage ist über dreißig Jahre alt, da wundert mich gar nichts. Lieber einmal richtig machen als den ganzen Sommer flicken.
Holger aus der Südstadt || 24.05.2012, 07:55 Uhr || Gibt es die Saisonkarte wenigstens günstiger, wenn zwei Wochen fehlen? Dazu steht im Artikel leider nichts.
Familie Brandner || 24.05.2012, 12:41 Uhr || Bis dahin fahren wir eben an den Kiesweiher raus. Aber bitte abends länger aufmachen, wenigstens bis 20 Uhr, dann kommen auch die Berufstätigen.
""")
    breads = (
        (
            "Sabine Vogelsang",
            "Backstube am Markt",
            "21.05.2012",
            "Dinkel-Kartoffelbrot mit Rosmarin. Bleibt drei Tage saftig, wenn man es im Tuch aufbewahrt.",
        ),
        (
            "Ludwig Ostertag",
            "Bäckerei Ostertag, Mühlgasse",
            "14.05.2012",
            "Roggenmischbrot aus unserem eigenen Sauerteig. Dazu gehört nur gute Butter, sonst nichts.",
        ),
        (
            "Emine Aksoy",
            "Ofenhaus Lindenau",
            "07.05.2012",
            "Fladenbrot mit Schwarzkümmel, samstags ab sieben Uhr warm aus dem Steinofen.",
        ),
        (
            "Sabine Vogelsang",
            "Backstube am Markt",
            "30.04.2012",
            "Bärlauch-Baguette, so lange der Bärlauch aus dem Stadtwald reicht. Vorbestellen lohnt sich.",
        ),
    )
    stimmen = "\n".join(
        f'<li class="ls" id="ls{301 + i}"><span class="ls-name">{esc(c.who)}</span> <span class="ls-datum">schrieb am {esc(c.at)}:</span>\n'
        f'<div class="ls-text">{paras(c.raw)}</div></li>'
        for i, c in enumerate(cs)
    )
    brot = "\n".join(
        f'<div class="bdw"><p class="bdw-kopf"><b>{esc(n)}</b> &ndash; {esc(h)}<br><small>{esc(d)}</small></p><p class="bdw-text">&bdquo;{esc(t)}&ldquo;</p></div>'
        for n, h, d, t in breads
    )
    body = f"""<body>
<div id="wrapper">
<div id="kopf"><a href="/" class="logo"><img src="/bilder/lindenauer.svg" width="340" height="70" alt="Lindenauer Stadtmagazin"></a>
<div class="kopf-rechts">Ausgabe Juni 2012 &middot; <a href="/abo">Abo</a> &middot; <a href="/login">Anmelden</a><form action="/suche" method="get"><input type="text" name="q" value="Suchen…"></form></div></div>
<ul id="hauptnavi">{nav([("/", "Startseite"), ("/stadtleben", "Stadtleben"), ("/kultur", "Kultur"), ("/essen-trinken", "Essen &amp; Trinken"), ("/sport", "Sport"), ("/termine", "Termine"), ("/kleinanzeigen", "Kleinanzeigen")])}</ul>
<div id="inhalt">
<p class="pfad"><a href="/">Startseite</a> / <a href="/stadtleben">Stadtleben</a></p>
<h1>Freibad Lindenau öffnet erst am 15. Juni</h1>
<p class="meta">23.05.2012 &middot; von <b>Katrin Wellhöfer</b> &middot; Stadtleben</p>
<div class="leserbox"><h3>Das sagen unsere Leser (4)</h3><ul class="leserstimmen">
{stimmen}
</ul><p class="lb-fuss"><a href="#meinung">Ihre Meinung schreiben &darr;</a></p></div>
<p class="teaser">Die Sanierung der Filteranlage dauert länger als geplant. Die Stadtwerke verschieben den Saisonstart um zwei Wochen.</p>
<p><img src="/bilder/2012/05/freibad.svg" width="540" height="280" alt="Freibad Lindenau"></p>
<p>Eigentlich sollte das Freibad am Pfingstwochenende öffnen. Doch bei der Sanierung der Filteranlage sind die Arbeiter auf marode Leitungen unter dem Nichtschwimmerbecken gestoßen, die nun ebenfalls ersetzt werden.</p>
<p>„Wir wollen keine halbe Sache“, sagt Stadtwerke-Sprecher Rüdiger Hallmann. Die Kosten steigen um rund 85.000 Euro auf 620.000 Euro. Ob die Saisonkarte günstiger wird, entscheidet der Werkausschuss im Juni.</p>
<p>Bis zur Öffnung bleibt das Hallenbad am Schillerpark zu den gewohnten Zeiten geöffnet. Ab dem 15. Juni gelten im Freibad die Sommerzeiten von 9 bis 19 Uhr.</p>
<div class="infokasten"><b>Freibad Lindenau</b><br>Am Kiesweg 12 &middot; Einzelkarte 3,50 €, ermäßigt 2 € &middot; Saisonkarte 65 €</div>
<div class="mehr"><h4>Mehr aus Stadtleben</h4><ul>
<li><a href="/stadtleben/2012/05/wochenmarkt">Wochenmarkt zieht auf den Lindenplatz</a> 18.05.2012</li>
<li><a href="/stadtleben/2012/04/radweg-sued">Neuer Radweg in der Südstadt</a> 27.04.2012</li>
<li><a href="/stadtleben/2011/06/freibad-rekord">Rekordsommer im Freibad</a> 30.06.2011</li>
</ul></div>
<form id="meinung" class="meinung" action="/leserstimmen/senden/4418" method="post"><h4>Ihre Meinung zum Artikel</h4><p><input type="text" name="name" placeholder="Name"> <input type="text" name="mail" placeholder="E-Mail (wird nicht veröffentlicht)"></p><p><textarea name="text" rows="5" cols="60"></textarea></p><p><input type="submit" value="Absenden"></p></form>
</div>
<div id="rand">
<div class="kasten brot"><h4>Brot der Woche</h4><p class="kl">Unsere Bäckerinnen und Bäcker empfehlen:</p>
{brot}
</div>
<div class="kasten"><h4>Termine</h4><ul>{nav([("/termine/2012/05/26", "26.05. Flohmarkt am Lindenplatz"), ("/termine/2012/05/27", "27.05. Orgelkonzert St. Veit"), ("/termine/2012/06/02", "02.06. Stadtlauf")])}</ul></div>
<div class="kasten"><h4>Meistgelesen</h4><ol>{nav([("/stadtleben/2012/05/freibad", "Freibad öffnet erst am 15. Juni"), ("/essen-trinken/2012/05/eisdiele", "Die beste Eisdiele der Stadt"), ("/sport/2012/05/tsv-aufstieg", "TSV feiert Aufstieg")])}</ol></div>
<div class="kasten anz"><img src="/bilder/anz/radhaus.svg" width="220" height="220" alt="Anzeige"></div>
</div>
<div id="fuss">{nav([("/impressum", "Impressum"), ("/mediadaten", "Mediadaten"), ("/kontakt", "Kontakt"), ("/datenschutz", "Datenschutz")], " &middot; ")}<br>&copy; 2012 Lindenauer Stadtmagazin &ndash; Verlag Grünberg &amp; Söhne</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#d9e4d0;font:13px/1.5 Verdana,sans-serif;color:#222}#wrapper{width:940px;margin:0 auto;background:#fff;overflow:hidden}#kopf{padding:12px;overflow:hidden}.logo{float:left}.kopf-rechts{float:right;font-size:11px;text-align:right}
#hauptnavi{list-style:none;margin:0;padding:0 12px;background:#4d7c2a;overflow:hidden}#hauptnavi li{float:left}#hauptnavi a{display:block;color:#fff;padding:7px 10px;text-decoration:none}#inhalt{float:left;width:580px;padding:12px}#rand{float:right;width:300px;padding:12px 12px 12px 0}
.pfad,.meta{font-size:11px;color:#777}h1{font:bold 26px Georgia,serif;margin:4px 0}.teaser{font-weight:bold}.leserbox{border:2px solid #4d7c2a;background:#f4f8f0;padding:6px 10px;margin:8px 0 12px}.leserbox h3{margin:0 0 6px;color:#4d7c2a;font-size:14px}
.leserstimmen{list-style:none;margin:0;padding:0}.ls{border-bottom:1px dashed #b9cfa8;padding:5px 0}.ls-name{font-weight:bold}.ls-datum{color:#888;font-size:11px}.ls-text p{margin:2px 0}.lb-fuss{margin:4px 0 0;font-size:11px;text-align:right}
.infokasten{background:#eef3ea;padding:6px;font-size:12px}.mehr h4,.kasten h4,.meinung h4{color:#4d7c2a;border-bottom:1px solid #4d7c2a;margin:12px 0 6px}.kasten{margin-bottom:14px}.kl{font-size:11px;color:#777}.bdw{border-bottom:1px dotted #ccc;padding:4px 0}.bdw p{margin:2px 0}.bdw-text{font-style:italic}
#fuss{clear:both;background:#4d7c2a;color:#e4eedb;font-size:11px;padding:10px 12px}#fuss a{color:#fff}
</style>"""
    return make(
        "ft-de-magazin-freibad",
        "discussion",
        doc(
            "html4t",
            title="Freibad Lindenau öffnet erst am 15. Juni – Lindenauer Stadtmagazin",
            lang="de",
            head=css,
        )
        + body,
        cs,
        path="/stadtleben/2012/05/freibad",
        container="div.leserbox between the byline and the article's text, after h3 'Das sagen unsere Leser (4)': ul.leserstimmen of four li.ls (span.ls-name NAME, span.ls-datum 'schrieb am 23.05.2012, 17:04 Uhr:', div.ls-text p TEXT); the form 'Ihre Meinung zum Artikel' far below, after the article and the related stories",
        heading="Das sagen unsere Leser (4)",
        lookalikes=("div.brot",),
        description="A German city magazine of 2012 (invented): the open-air pool opens two weeks late; 4 readers' comments over two days, '23.05.2012, 17:04 Uhr', flat, in a bordered box above the article's text (between the byline and the standfirst), the form at the article's end; in the side column the bakers' 'Brot der Woche' (four named bakers' dated recommendations, a sentence each in quotes), events with dates, most read and an ad; an info box, related stories with dates, a search and log-in line and a footer.",
        language="de",
        files={
            "/bilder/lindenauer.svg": svg(340, 70, "#4d7c2a", "Lindenauer Stadtmagazin", 24),
            "/bilder/2012/05/freibad.svg": svg(540, 280, "#3d8fc4", "Freibad", 30),
            "/bilder/anz/radhaus.svg": svg(220, 220, "#9c3d2e", "Radhaus Lindenau", 18),
        },
    )


# --------------------------------------------------------------------------- fr: a regional paper, 2014, split over two columns


def fr_passerelle() -> Case:
    # page order: the newest first, the three newest in the main column, the five older in the side column
    cs = talk("""
Mme Pécheur || le 13/09/2014 à 07:52 || Pensez à remettre les bancs à l'entrée côté Tanneurs, les anciens du quartier s'y asseyaient tous les après-midi.
Bastien_V || le 12/09/2014 à 21:30 || Traversée ce soir au coucher du soleil, la vue sur l'Orbière est magnifique. Bravo aux ouvriers.
Annick Foulon || le 12/09/2014 à 18:05 || Gégé, le chiffre comprend les piles refaites dans la rivière, c'était expliqué à la réunion publique de janvier.
Gégé de Vaudrecourt || le 12/09/2014 à 16:48 || 410 000 euros pour une passerelle de 40 mètres. Il faudra qu'on m'explique le calcul un jour.
Solène B. || le 12/09/2014 à 13:20 || Au riverain : pied à terre, oui, c'est écrit dans l'arrêté municipal. La passerelle fait moins de deux mètres de large.
un riverain du quai || le 12/09/2014 à 11:37 || Et les vélos, ils passent ou pas ? Le panneau à l'entrée dit « pied à terre » mais personne ne le respecte.
Jean-Paul Lacombe || le 12/09/2014 à 09:02 || Le garde-corps est bien plus haut qu'avant, c'est rassurant pour les écoliers. Dommage qu'on ait perdu les vieux lampadaires.
Mireille D. || le 12/09/2014 à 08:14 || Enfin ! Huit mois à faire le tour par le pont de la gare avec la poussette, je ne le regretterai pas.
""")
    vendanges = (
        (
            "Hélène Castagnède",
            "domaine des Quatre Combes",
            "11/09/2014",
            "Premiers chardonnays rentrés ce matin à 12,5 degrés, jus très clair. On continue demain si le temps tient.",
        ),
        (
            "Rémi Audouard",
            "coteau de la Brèche",
            "10/09/2014",
            "On attend encore une semaine pour les pinots : la peau n'est pas mûre, les pépins encore verts.",
        ),
        (
            "Hélène Castagnède",
            "domaine des Quatre Combes",
            "09/09/2014",
            "Vingt-deux vendangeurs cette année, dont six étudiants de la fac. La soupe est prête à midi pile.",
        ),
        (
            "Maxime Lherbier",
            "cave coopérative de Vaudrecourt",
            "08/09/2014",
            "Le quai de réception ouvre lundi à 7 heures. Pensez à réserver vos créneaux de livraison.",
        ),
    )

    def reac(i: int, c: C) -> str:
        return (
            f'<div class="reac" id="reac-{5508 - i}">\n<div class="reac-tete"><span class="reac-auteur">{esc(c.who)}</span> '
            f'<span class="reac-date">{esc(c.at)}</span></div>\n<div class="reac-corps">{paras(c.raw)}</div>\n'
            f'<div class="reac-pied"><a href="/signaler/{5508 - i}">Signaler un abus</a></div>\n</div>'
        )

    main = "\n".join(reac(i, c) for i, c in enumerate(cs[:3]))
    side = "\n".join(reac(i + 3, c) for i, c in enumerate(cs[3:]))
    carnet = "\n".join(
        f'<li><b>{esc(n)}</b> <i>({esc(d_)})</i> <span class="cv-date">{esc(d)}</span><br>{esc(t)}</li>'
        for n, d_, d, t in vendanges
    )
    body = f"""<body class="article">
<div id="global">
<div id="entete"><a href="/"><img src="/img/courrier-orbiere.svg" width="400" height="72" alt="Le Courrier de l'Orbière"></a>
<div class="entete-droite">Vendredi 12 septembre 2014 &middot; <a href="/abonnement">Abonnez-vous</a> &middot; <a href="/connexion">Se connecter</a></div></div>
<ul id="rubriques">{nav([("/", "Accueil"), ("/vaudrecourt", "Vaudrecourt"), ("/vallee", "La vallée"), ("/sports", "Sports"), ("/loisirs", "Loisirs"), ("/agenda", "Agenda"), ("/annonces", "Petites annonces")])}</ul>
<div id="fil"><b>En continu</b> 18h10 Un cycliste blessé route de Sainte-Orne &middot; 16h45 La foire aux vins reportée d'une semaine &middot; 15h20 Handball : l'ASV qualifiée</div>
<div id="colonne-principale">
<p class="ariane"><a href="/">Accueil</a> &gt; <a href="/vaudrecourt">Vaudrecourt</a></p>
<h1>La passerelle des Tanneurs rouvre après huit mois de travaux</h1>
<p class="chapo">Fermée depuis janvier, la passerelle piétonne qui relie le quartier des Tanneurs au centre-ville a été rendue au public jeudi soir.</p>
<p class="signature">Par <b>Claire Dumoutier</b> &middot; publié le 12/09/2014 à 06:00 &middot; <a href="#reactions">8 réactions</a></p>
<div class="partage">Partager : <a href="#">Facebook</a> (142) &middot; <a href="#">Twitter</a> (18) &middot; <a href="#">Envoyer</a> &middot; <a href="#">Imprimer</a></div>
<p><img src="/img/2014/09/passerelle.svg" width="560" height="300" alt="La passerelle des Tanneurs"></p>
<p>Après huit mois de chantier, la passerelle des Tanneurs a rouvert jeudi à 18 heures, en présence du maire, Bernard Lagrue, et d'une cinquantaine d'habitants venus traverser les premiers.</p>
<p>Les deux piles posées dans le lit de l'Orbière ont été reprises, le tablier en bois remplacé par un platelage en chêne et le garde-corps rehaussé à 1,20 mètre. Coût total : 410 000 euros, dont un tiers pris en charge par le département.</p>
<p>La passerelle reste réservée aux piétons ; les cyclistes doivent mettre pied à terre. Les anciens lampadaires, trop abîmés, ont été remplacés par un éclairage au ras du sol.</p>
<div class="motscles">Mots-clés : <a href="/tag/passerelle">passerelle</a>, <a href="/tag/tanneurs">Tanneurs</a>, <a href="/tag/travaux">travaux</a></div>
<div class="alire"><h3>À lire aussi</h3><ul>
<li><a href="/vaudrecourt/2014/01/passerelle-fermee">La passerelle des Tanneurs fermée jusqu'à l'été</a> 08/01/2014</li>
<li><a href="/vaudrecourt/2013/11/crue">Crue de l'Orbière : les quais sous l'eau</a> 14/11/2013</li>
</ul></div>
<div id="reactions" class="reactions"><h3>Vos réactions (8)</h3><p class="reac-info">Les plus récentes d'abord. <a href="#plus-reactions">Les 5 réactions précédentes sont dans la colonne de droite &raquo;</a></p>
{main}
<form class="reac-form" action="/reagir/30591" method="post"><h4>Réagir à cet article</h4><p><input type="text" name="pseudo" placeholder="Pseudo"> <input type="text" name="email" placeholder="E-mail"></p><p><textarea name="message" rows="4" cols="60"></textarea></p><p><input type="submit" value="Envoyer"></p></form>
</div>
</div>
<div id="colonne-droite">
<div id="plus-reactions" class="bloc plus"><h4>Plus de commentaires</h4><p class="petit">Suite des réactions à « La passerelle des Tanneurs rouvre »</p>
{side}
</div>
<div class="bloc carnet"><h4>Carnet de vendanges</h4><p class="petit">Les vignerons de la vallée nous racontent leur semaine.</p><ul class="vendanges">
{carnet}
</ul></div>
<div class="bloc"><h4>Les plus lus</h4><ol>{nav([("/vaudrecourt/2014/09/passerelle", "La passerelle des Tanneurs rouvre"), ("/vallee/2014/09/foire-aux-vins", "La foire aux vins reportée"), ("/sports/2014/09/asv-hand", "Handball : l'ASV qualifiée")])}</ol></div>
<div class="bloc"><h4>Météo</h4><p>Vaudrecourt : 21&deg; / 11&deg;, éclaircies</p></div>
<div class="bloc pub"><img src="/img/pub/garage.svg" width="250" height="200" alt="Publicité"></div>
</div>
<div id="pied">{nav([("/mentions-legales", "Mentions légales"), ("/contact", "Contact"), ("/publicite", "Publicité"), ("/rss", "Flux RSS")], " | ")}<br>&copy; 2014 Le Courrier de l'Orbière &ndash; tous droits réservés</div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#efe9e1;font:13px/1.5 Arial,sans-serif;color:#222}#global{width:980px;margin:0 auto;background:#fff;overflow:hidden}#entete{padding:12px;overflow:hidden}#entete a img{float:left}.entete-droite{float:right;font-size:11px}
#rubriques{list-style:none;margin:0;padding:0 12px;background:#7b1e3a;overflow:hidden}#rubriques li{float:left}#rubriques a{display:block;color:#fff;padding:7px 11px;text-decoration:none;font-weight:bold}#fil{background:#f6ede6;font-size:11px;padding:5px 12px}
#colonne-principale{float:left;width:600px;padding:12px}#colonne-droite{float:right;width:320px;padding:12px 12px 12px 0}.ariane,.signature,.petit{font-size:11px;color:#777}h1{font:bold 27px Georgia,serif;margin:4px 0}.chapo{font-weight:bold}.partage{font-size:11px;background:#f6ede6;padding:4px}
.reactions h3,.alire h3,.bloc h4{color:#7b1e3a;border-bottom:2px solid #7b1e3a;margin:12px 0 6px}.reac-info{font-size:11px}.reac{border-bottom:1px solid #eadcd3;padding:6px 0}.reac-auteur{font-weight:bold;color:#7b1e3a}.reac-date{font-size:11px;color:#999;margin-left:6px}.reac-corps p{margin:3px 0}.reac-pied{font-size:10px;text-align:right}
.bloc{margin-bottom:16px}.plus{background:#fbf6f2;padding:0 8px 6px}.vendanges{list-style:none;padding:0}.vendanges li{border-bottom:1px dotted #ccc;padding:4px 0;font-size:12px}.cv-date{color:#999;font-size:11px}
#pied{clear:both;background:#7b1e3a;color:#f0d8df;font-size:11px;padding:10px 12px}#pied a{color:#fff}
</style>"""
    return make(
        "ft-fr-quotidien-passerelle",
        "discussion",
        doc(
            "html5",
            title="La passerelle des Tanneurs rouvre après huit mois de travaux - Le Courrier de l'Orbière",
            lang="fr",
            head=css,
        )
        + body,
        cs,
        path="/vaudrecourt/2014/09/passerelle",
        container="split in two: div#reactions.reactions in the main column after h3 'Vos réactions (8)' holds the newest three div.reac (div.reac-tete span.reac-auteur NAME span.reac-date 'le 13/09/2014 à 07:52', div.reac-corps p TEXT, div.reac-pied 'Signaler un abus') and a form; div#plus-reactions at the top of the right-hand column, h4 'Plus de commentaires', holds the five older div.reac of the same markup",
        heading="Vos réactions (8)",
        lookalikes=("ul.vendanges",),
        description="A French regional paper of 2014 (invented): a footbridge reopens; 8 readers' comments over two days, newest first, 'le 12/09/2014 à 16:48', flat (answers by name or 'Au riverain' inside the text), split over two columns: the newest 3 and the form in the main column under 'Vos réactions (8)' with a link 'Les 5 réactions précédentes sont dans la colonne de droite', the 5 older at the top of the side column under 'Plus de commentaires'; below them the winegrowers' 'Carnet de vendanges' (four named, dated notes), most read, weather and an ad; a ticker with times, share counts, tags, related stories with dates and a footer.",
        language="fr",
        files={
            "/img/courrier-orbiere.svg": svg(400, 72, "#7b1e3a", "Le Courrier de l'Orbière", 26),
            "/img/2014/09/passerelle.svg": svg(560, 300, "#8a7a62", "Passerelle des Tanneurs", 26),
            "/img/pub/garage.svg": svg(250, 200, "#2f4f6f", "Garage du Pont", 20),
        },
    )


# --------------------------------------------------------------------------- es: a village blog, 2015, comments after the form


def es_albergue() -> Case:
    cs = talk("""
Marga Ibarrola || 3 junio, 2015 a las 19:02 || Dormí allí en 2009, cuando todavía era la escuela vieja y había colchonetas en el suelo. Me alegra mucho verlo ahora con literas y cocina.
Tomás el del bar || 3 junio, 2015 a las 20:45 || Desde que cerró, los peregrinos seguían de largo hasta Fuentelasca. A ver si el pueblo vuelve a tener vida por las tardes.
peregrina_lenta || 4 junio, 2015 a las 08:30 || ¿Se sabe si abrirá todo el año o solo de abril a octubre? En invierno es cuando más falta hace un techo en este tramo.
Pilar (hospitalera) || 4 junio, 2015 a las 10:12 || Peregrina, de momento de marzo a noviembre. En invierno habrá un teléfono en la puerta y el ayuntamiento abre si llega alguien.
Andrés Gil || 5 junio, 2015 a las 22:17 || Diez euros con desayuno me parece un precio justo. Lo importante es que no acabe convertido en un hotel encubierto.
""")
    cuaderno = (
        (
            "Ingrid y Paul, en bici",
            "28 mayo 2015",
            "Subida dura desde el río, pero las cerezas de la cuneta lo compensan todo.",
        ),
        (
            "Fermín, 71 años",
            "29 mayo 2015",
            "Cuarto Camino y la primera vez que paso por Valdeluz con el albergue abierto.",
        ),
        (
            "Keiko",
            "30 mayo 2015",
            "Gracias a la señora de la panadería por el agua fresca y el trozo de bizcocho.",
        ),
        (
            "Los tres de la parroquia de San Telmo",
            "1 junio 2015",
            "Llegamos con tormenta y nos secaron las botas junto a la estufa.",
        ),
        (
            "Rosalía M.",
            "2 junio 2015",
            "Dejo aquí mi concha para el próximo que la haya perdido por el camino.",
        ),
    )
    items = "\n".join(
        f'<li class="comment" id="comment-{1180 + i}">\n<div class="comment-author"><img src="/wp-content/avatar.svg" width="40" height="40" alt=""> '
        f'<cite class="fn">{esc(c.who)}</cite> <span class="says">dice:</span></div>\n'
        f'<div class="comment-meta"><a href="#comment-{1180 + i}">{esc(c.at)}</a></div>\n{paras(c.raw)}\n'
        f'<div class="reply"><a href="?replytocom={1180 + i}#respond">Responder</a></div>\n</li>'
        for i, c in enumerate(cs)
    )
    notas = "\n".join(
        f'<li><span class="pn">{esc(n)}</span> &middot; <span class="pf">{esc(d)}</span><br>«{esc(t)}»</li>'
        for n, d, t in cuaderno
    )
    body = f"""<body class="single single-post">
<div id="wrap">
<div id="header"><h1 class="blog-title"><a href="/">Cuaderno de Valdeluz</a></h1><p class="description">Noticias, fiestas y cosas de un pueblo del Camino</p></div>
<ul class="menu">{nav([("/", "Inicio"), ("/category/noticias", "Noticias"), ("/category/fiestas", "Fiestas"), ("/category/camino", "El Camino"), ("/fotos", "Fotos"), ("/contacto", "Contacto")])}</ul>
<div id="content">
<div class="post" id="post-412">
<h2 class="entry-title">Reabre el albergue de peregrinos</h2>
<p class="postmeta">Publicado el 3 junio, 2015 por <b>Nines</b> en <a href="/category/camino">El Camino</a></p>
<div class="entry">
<p><img src="/wp-content/uploads/2015/06/albergue.svg" width="520" height="300" alt="El albergue"></p>
<p>Después de casi seis años cerrado, el albergue de peregrinos de Valdeluz vuelve a abrir sus puertas este fin de semana. El edificio de la escuela vieja tiene ahora dieciocho literas, dos duchas, una cocina pequeña y un tendedero cubierto.</p>
<p>La obra la ha pagado el ayuntamiento con ayuda de la diputación y muchas horas de trabajo de los vecinos, que pintaron las paredes y arreglaron el patio en abril. La hospitalera será Pilar, la de la tienda, con ayuda de voluntarios en verano.</p>
<p>El precio será de diez euros con desayuno. Abrirá de marzo a noviembre, de momento.</p>
</div>
<p class="postmetadata">Etiquetas: <a href="/tag/albergue">albergue</a>, <a href="/tag/camino">Camino</a>, <a href="/tag/escuela-vieja">escuela vieja</a> &middot; <a href="/2015/06/fiesta-san-pedro">Siguiente entrada &raquo;</a></p>
</div>
<div id="respond"><h3>Deja un comentario</h3><form action="/wp-comments-post.php" method="post" id="commentform"><p><input type="text" name="author" size="22"> <label>Nombre (obligatorio)</label></p><p><input type="text" name="email" size="22"> <label>Correo (no se publicará)</label></p><p><textarea name="comment" cols="58" rows="6"></textarea></p><p><input type="submit" value="Publicar comentario"></p></form></div>
<h3 id="comments">5 comentarios en «Reabre el albergue de peregrinos»</h3>
<ol class="commentlist">
{items}
</ol>
</div>
<div id="sidebar">
<div class="widget"><h3>Buscar</h3><form action="/" method="get"><input type="text" name="s"></form></div>
<div class="widget peregrinos"><h3>Cuaderno de peregrinos</h3><p class="w-nota">Lo que dejan escrito en el libro del albergue. Lo copiamos cada semana.</p><ul class="libro">
{notas}
</ul></div>
<div class="widget"><h3>Entradas recientes</h3><ul>{nav([("/2015/06/albergue", "Reabre el albergue de peregrinos"), ("/2015/05/romeria", "Romería de mayo: las fotos"), ("/2015/05/fuente", "Arreglada la fuente de la plaza")])}</ul></div>
<div class="widget"><h3>Archivo</h3><ul>{nav([("/2015/06", "junio 2015"), ("/2015/05", "mayo 2015"), ("/2015/04", "abril 2015")])}</ul></div>
<div class="widget"><h3>Categorías</h3><ul>{nav([("/category/noticias", "Noticias (84)"), ("/category/fiestas", "Fiestas (31)"), ("/category/camino", "El Camino (22)")])}</ul></div>
</div>
<div id="footer"><p>Cuaderno de Valdeluz &copy; 2015 &middot; Funciona con WordPress &middot; <a href="/feed">Entradas (RSS)</a></p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e8dcc4;font:13px/1.6 'Trebuchet MS',sans-serif;color:#333}#wrap{width:900px;margin:20px auto;background:#fffdf7;border:1px solid #d4c4a3;overflow:hidden}#header{padding:20px;background:#a86b2d}.blog-title a{color:#fff;text-decoration:none;font:bold 30px Georgia,serif}.description{color:#f5e3c8;margin:0}
.menu{list-style:none;margin:0;padding:6px 20px;background:#7d4d1e}.menu li{display:inline;margin-right:14px}.menu a{color:#fff}#content{float:left;width:560px;padding:16px 20px}#sidebar{float:right;width:260px;padding:16px 16px 16px 0}
.entry-title{font:bold 22px Georgia,serif;color:#7d4d1e}.postmeta,.postmetadata{font-size:11px;color:#999}#respond{background:#f6eddc;padding:8px 12px;margin-top:16px}#respond h3,#comments,.widget h3{color:#7d4d1e;font-size:15px;border-bottom:1px solid #d4c4a3}
.commentlist{list-style:none;padding:0}.comment{border-bottom:1px solid #eadfc8;padding:8px 0}.comment-author img{float:left;margin-right:8px}.fn{font-style:normal;font-weight:bold}.says{color:#999}.comment-meta{font-size:11px}.comment p{margin:4px 0 4px 48px}.reply{font-size:11px;margin-left:48px}
.widget{margin-bottom:16px}.w-nota{font-size:11px;color:#999}.libro{list-style:none;padding:0}.libro li{border-bottom:1px dotted #d4c4a3;padding:4px 0;font-size:12px}.pn{font-weight:bold}.pf{color:#aaa;font-size:11px}
#footer{clear:both;background:#7d4d1e;color:#f5e3c8;font-size:11px;padding:10px 20px}#footer a{color:#fff}
</style>"""
    return make(
        "ft-es-blog-albergue",
        "discussion",
        doc("xhtml", title="Reabre el albergue de peregrinos | Cuaderno de Valdeluz", lang="es", head=css)
        + body,
        cs,
        path="/2015/06/albergue",
        container="ol.commentlist after h3#comments '5 comentarios en «Reabre el albergue de peregrinos»', which follows the form div#respond 'Deja un comentario' (the form first, the list last): five li.comment (div.comment-author img cite.fn NAME 'dice:', div.comment-meta a '3 junio, 2015 a las 19:02', p TEXT, div.reply 'Responder')",
        heading="5 comentarios en «Reabre el albergue de peregrinos»",
        lookalikes=("ul.libro",),
        description="A Spanish village blog of 2015 (invented, a WordPress-like theme): the pilgrims' hostel reopens; 5 comments over three days, '3 junio, 2015 a las 19:02', flat (the fourth answers the third by name in its text), the list printed after the comment form instead of before it; in the sidebar the 'Cuaderno de peregrinos' widget (five pilgrims' dated lines copied from the hostel's book), a search, recent posts, archives and categories with counts; tags, a next-post link and a footer.",
        language="es",
        files={
            "/wp-content/avatar.svg": svg(40, 40, "#c9b28f"),
            "/wp-content/uploads/2015/06/albergue.svg": svg(520, 300, "#b08a5a", "Albergue de Valdeluz", 24),
        },
    )
