"""Blind set gb: five pages of small sites without any reader reaction, with named short texts that are not readers'
reactions on the article. A German village site's obituaries written by its editor (2003, no doctype, a layout table,
"b NAME, AGE, PLACE" then the editor's words), a Belgian youth football club's team page with one-line player
profiles (2008, XHTML, a table), a Czech town's guided walk whose stops are each "Průvodkyně NAME: …" (2013, sibling
divs), an Estonian book club's reading list with who proposed each book and why (2017, HTML5, a definition list) and
a Slovenian fire brigade's who's who of its volunteers (2021, HTML5, a list, a sign-up form). The people mention one
another as neighbours, teammates, guides, readers or colleagues would, but nobody answers a reader. Every site,
name, place and text invented for this set; each text written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_gb_common import Case, doc, esc, make, nav, svg

# --------------------------------------------------------------------------- de: a village site's obituaries, 2003


def de_nachrufe() -> Case:
    people = (
        (
            "Wilhelmine Kreuzer",
            "geb. Bachmann, 91 Jahre, Oberdorf",
            "Über fünfzig Jahre hat sie die Kirchenwäsche gewaschen und gebügelt. Wer an ihrem Garten in der Lindenstraße vorbeiging, bekam im Sommer immer ein paar Stachelbeeren über den Zaun gereicht.",
        ),
        (
            "Alois Hintermeier",
            "78 Jahre, Mühlweg",
            "Der langjährige Kommandant unserer Freiwilligen Feuerwehr hat 1962 die erste Motorspritze nach Haslbach geholt. Noch im letzten Herbst saß er beim Kirchweihfest am Stammtisch und erzählte vom großen Scheunenbrand.",
        ),
        (
            "Gertraud Seidl",
            "67 Jahre, Am Anger",
            "Generationen von Haslbacher Kindern hat sie im Kindergarten das erste Lied beigebracht. Mit Alois Hintermeier zusammen organisierte sie zwanzig Jahre lang den Seniorennachmittag im Pfarrheim.",
        ),
        (
            "Franz Xaver Ebner",
            "84 Jahre, Ebnerhof",
            "Der Bauer vom Ebnerhof war der Letzte im Dorf, der noch mit Pferden gemäht hat. Seine Geschichten vom alten Haslbach werden uns fehlen.",
        ),
    )
    rows = "\n".join(
        f'<tr><td class="kreuz" valign="top">&dagger;</td><td valign="top"><b>{esc(n)}</b>, {esc(d)}<br>\n{esc(t)}</td></tr>'
        for n, d, t in people
    )
    body = f"""<body bgcolor="#e9e6df" marginwidth="0" marginheight="0">
<table width="760" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td colspan="2"><img src="/bilder/haslbach-kopf.svg" width="760" height="100" alt="Haslbach im Rottal"></td></tr>
<tr>
<td width="160" valign="top" class="navi">
<ul>{nav([("/index.html", "Startseite"), ("/dorf.html", "Unser Dorf"), ("/vereine.html", "Vereine"), ("/termine.html", "Termine"), ("/nachrufe.html", "Nachrufe"), ("/impressum.html", "Impressum")])}</ul>
<p class="klein">Zuletzt geändert:<br>12.12.2003</p>
</td>
<td valign="top" class="inhalt">
<h2>Wir gedenken unserer Verstorbenen</h2>
<p>Im Jahr 2003 haben wir in Haslbach von vier lieben Mitbürgerinnen und Mitbürgern Abschied genommen. Der Heimatverein erinnert an sie mit ein paar Zeilen.</p>
<table class="gedenken" width="100%" cellpadding="6" cellspacing="0">
{rows}
</table>
<p>Ein Gottesdienst für alle Verstorbenen des Jahres ist am Sonntag, 28. Dezember, um 9 Uhr in St. Leonhard.</p>
<p class="gez">Für den Heimatverein Haslbach: Josef Wimmer, Schriftführer</p>
</td>
</tr>
<tr><td colspan="2" class="fuss">Heimatverein Haslbach e.V. &middot; <a href="mailto:heimatverein@haslbach-rottal.example">heimatverein@haslbach-rottal.example</a></td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {font-family:Verdana,Arial,sans-serif;font-size:12px}
.navi {background:#d8d2c2;padding:8px}
.navi ul {margin:0;padding-left:14px}
.klein {font-size:10px;color:#666}
.inhalt {padding:10px 18px}
.gedenken td {border-bottom:1px solid #ddd}
.kreuz {width:20px;font-size:16px;color:#555}
.gez {font-style:italic;text-align:right}
.fuss {background:#555;color:#fff;font-size:10px;text-align:center;padding:4px}
.fuss a {color:#fff}
</style>"""
    return make(
        "gb-de-village-nachrufe",
        "lookalike",
        doc(
            "quirks",
            title="Haslbach - Wir gedenken unserer Verstorbenen",
            lang="de",
            head=head,
            charset="utf-8",
        )
        + body,
        [],
        path="/nachrufe/2003.html",
        container="-",
        heading=None,
        lookalikes=("table.gedenken",),
        description="A page without any reader reaction: a Bavarian village's site of 2003 (invented), no doctype, a layout table: the local history society remembers four villagers who died this year, a table of rows '† | b NAME, AGE, PLACE br the editor's words'; Gertraud's entry mentions Alois; signed by the society's secretary; no form.",
        language="de",
        files={"/bilder/haslbach-kopf.svg": svg(760, 100, "#5b4a32", "Haslbach im Rottal", 32)},
    )


# --------------------------------------------------------------------------- nl-BE: a youth football team's player profiles, 2008


def nlbe_ploeg() -> Case:
    players = (
        (
            "Jens Peeters",
            "doelman",
            "Vangt alles wat hoog komt en roept het hardst van de hele ploeg. Speelt al sinds de duiveltjes bij KFC Zandhoven.",
        ),
        (
            "Arne Verbeeck",
            "verdediger",
            "Onze kapitein. Loopt na elke training nog drie toertjes rond het veld, en Jens moet dan mee.",
        ),
        (
            "Lotte Janssens",
            "middenvelder",
            "Het enige meisje van de ploeg en de beste passeerder. Maakte vorig seizoen elf doelpunten.",
        ),
        (
            "Yassin El Amrani",
            "aanvaller",
            "Snel als de wind op de flank. Vindt Lotte altijd terug met een voorzet.",
        ),
        (
            "Wout Van den Broeck",
            "aanvaller",
            "Nieuw bij ons sinds september, kwam van Rapid Halle. Scoorde al in zijn eerste match.",
        ),
    )
    rows = "\n".join(
        f'<tr><td class="naam"><strong>{esc(n)}</strong></td><td class="positie">{esc(p)}</td><td>{esc(t)}</td></tr>'
        for n, p, t in players
    )
    body = f"""<body>
<div id="pagina">
<div id="kop"><img src="/beelden/clublogo.svg" width="900" height="100" alt="KFC Zandhoven jeugdwerking" /></div>
<ul id="hoofdmenu">{nav([("/index.html", "Home"), ("/ploegen.html", "Ploegen"), ("/kalender.html", "Kalender"), ("/uitslagen.html", "Uitslagen"), ("/kantine.html", "Kantine"), ("/contact.html", "Contact")])}</ul>
<div id="inhoud">
<h1>U13 &ndash; seizoen 2008-2009</h1>
<p class="info">Trainers: Koen Mertens en Dirk Claes &middot; training dinsdag en donderdag om 18u, wedstrijden op zaterdag</p>
<p>Onze U13 speelt dit seizoen in de provinciale reeks. Hieronder stellen de spelers zich kort voor, met een woordje van de trainer over elk van hen.</p>
<table class="spelers" cellspacing="0" cellpadding="5">
<tr><th>Speler</th><th>Positie</th><th>Over de speler</th></tr>
{rows}
</table>
<p><img src="/beelden/ploegfoto.svg" width="480" height="240" alt="Ploegfoto U13" /></p>
<p>Volgende thuismatch: zaterdag 20 september tegen SK Grobbendonk. Supporters welkom, de kantine is open vanaf 13u.</p>
</div>
<div id="rechts">
<h4>Sponsors</h4>
<p>Bakkerij Mertens<br />Garage Claes<br />Frituur 't Hoekske</p>
<h4>Uitslagen</h4>
<p>U13 &ndash; Rapid Halle: 3-1</p>
</div>
<div id="voet">KFC Zandhoven &middot; Sportlaan 4 &middot; stamnummer 7741 &middot; <a href="mailto:jeugd@kfczandhoven.example">jeugd@kfczandhoven.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#1e2f6b;font-family:Arial,sans-serif;font-size:12px}
#pagina {width:900px;margin:0 auto;background:#fff}
#hoofdmenu {margin:0;padding:6px 10px;background:#e0c400;list-style:none}
#hoofdmenu li {display:inline;margin-right:14px}
#hoofdmenu a {color:#1e2f6b;font-weight:bold;text-decoration:none}
#inhoud {float:left;width:640px;padding:10px 20px}
#rechts {float:right;width:180px;padding:10px;background:#f1f1f1}
.info {color:#666}
.spelers th {background:#1e2f6b;color:#fff;text-align:left}
.spelers td {border-bottom:1px solid #ddd;vertical-align:top}
.positie {color:#888;font-style:italic}
#voet {clear:both;background:#1e2f6b;color:#fff;font-size:11px;text-align:center;padding:6px}
#voet a {color:#fff}
</style>"""
    return make(
        "gb-nlbe-football-u13",
        "lookalike",
        doc("xhtml", title="KFC Zandhoven - U13 seizoen 2008-2009", lang="nl-BE", head=head) + body,
        [],
        path="/ploegen/u13-2008.html",
        container="-",
        heading=None,
        lookalikes=("table.spelers",),
        description="A page without any reader reaction: a Flemish youth football club's site of 2008 (invented), XHTML, floats: the U13 team page, a table of five players 'strong NAME | position | a line about the player'; Arne's line mentions Jens, Yassin's mentions Lotte; no form.",
        language="nl-BE",
        files={
            "/beelden/clublogo.svg": svg(900, 100, "#1e2f6b", "KFC Zandhoven jeugd", 34),
            "/beelden/ploegfoto.svg": svg(480, 240, "#e0c400", "U13", 30),
        },
    )


# --------------------------------------------------------------------------- cs: a town's guided walk, 2013, "Průvodkyně NAME: …"


def cs_prochazka() -> Case:
    stops = (
        (
            "1. Náměstí Svobody",
            "Průvodkyně Jitka Horáková",
            "Začínáme u kašny se sochou svatého Floriána. Všimněte si domu U Zlatého kohouta, jeho renesanční štít je nejstarší ve městě.",
        ),
        (
            "2. Stará radnice",
            "Průvodce Pavel Šťastný",
            "Na věži radnice visí zvon z roku 1596. Hodinový stroj dodnes natahuje pan Vondráček, který vám po domluvě ukáže i půdu.",
        ),
        (
            "3. Židovská ulička",
            "Průvodkyně Jitka Horáková",
            "Úzká ulička vede k bývalé synagoze, dnes městské knihovně. Jak říkal kolega Pavel, ve sklepení se našly zbytky středověké studny.",
        ),
        (
            "4. Mlýnský náhon",
            "Průvodce Pavel Šťastný",
            "Procházku končíme u mlýna na Lužnici, kde lze v létě ochutnat místní pivo. Od náhonu je nejhezčí pohled na hradby.",
        ),
    )
    divs = "\n".join(
        f'<div class="zastaveni">\n<h3>{esc(s)}</h3>\n<p><em>{esc(g)}</em>: {esc(t)}</p>\n</div>'
        for s, g, t in stops
    )
    body = f"""<body>
<div class="obal">
<div class="hlava"><img src="/obrazky/mestecko.svg" width="940" height="110" alt="Informační centrum Horní Lhota"></div>
<ul class="navigace">{nav([("/index.html", "Úvod"), ("/prohlidky.html", "Prohlídky"), ("/ubytovani.html", "Ubytování"), ("/akce.html", "Kalendář akcí"), ("/kontakt.html", "Kontakt")])}</ul>
<div class="sloupec-hlavni">
<h1>Komentovaná procházka historickým centrem</h1>
<p class="podtitul">Každou sobotu od května do září v 10.00 &middot; sraz u infocentra &middot; cena 60 Kč</p>
<p>Procházka trvá asi hodinu a půl a vede po čtyřech zastaveních. Naši průvodci připravili ke každému z nich krátké povídání, které si můžete přečíst předem.</p>
{divs}
<p class="upozorneni">Skupiny nad 15 osob prosíme o objednání předem na <a href="mailto:info@hornilhota.example">info@hornilhota.example</a>. Aktualizováno v dubnu 2013.</p>
</div>
<div class="sloupec-bocni">
<h4>Otevírací doba infocentra</h4>
<p>Po&ndash;Pá 9&ndash;17<br>So 9&ndash;12</p>
<h4>Tipy na výlet</h4>
<ul><li>Rozhledna Kamenný vrch</li><li>Naučná stezka podél Lužnice</li></ul>
</div>
<div class="pata">Informační centrum Horní Lhota &middot; Náměstí Svobody 1</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#ecebe6;font-family:Tahoma,Arial,sans-serif;font-size:13px}
.obal {width:940px;margin:0 auto;background:#fff}
.navigace {margin:0;padding:7px;background:#8e2b2b;list-style:none}
.navigace li {display:inline;margin:0 12px}
.navigace a {color:#fff;text-decoration:none}
.sloupec-hlavni {float:left;width:660px;padding:10px 20px}
.sloupec-bocni {float:right;width:200px;padding:10px;background:#f5f1e6}
.podtitul {color:#8e2b2b;font-weight:bold}
.zastaveni {border-left:4px solid #8e2b2b;padding:2px 12px;margin:12px 0}
.zastaveni h3 {margin:4px 0}
.upozorneni {font-size:11px;color:#777}
.pata {clear:both;background:#8e2b2b;color:#fff;font-size:11px;text-align:center;padding:6px}
</style>"""
    return make(
        "gb-cs-town-prochazka",
        "lookalike",
        doc("html4t", title="Komentovaná procházka - Infocentrum Horní Lhota", lang="cs", head=head) + body,
        [],
        path="/prohlidky/prochazka-centrem.html",
        container="-",
        heading=None,
        lookalikes=("div.zastaveni",),
        description="A page without any reader reaction: a Czech town information centre's site of 2013 (invented), floats: the guided walk through the old town, four stops, each a div 'h3 STOP' then 'p em Průvodkyně/Průvodce NAME: TEXT'; Jitka mentions her colleague Pavel; no form.",
        language="cs",
        files={"/obrazky/mestecko.svg": svg(940, 110, "#8e2b2b", "Horní Lhota", 36)},
    )


# --------------------------------------------------------------------------- et: a book club's reading list, 2017


def et_lugemisring() -> Case:
    books = (
        (
            "Sügis",
            "Tiina Kask",
            "Pakkus välja Mari Tamm",
            "Tahtsin lugeda midagi, mis räägib meie enda külast, ja see raamat on kirjutatud just sellisest väikesest kohast nagu Kõrvemaa.",
        ),
        (
            "Meri ja majakas",
            "Jaan Lepik",
            "Pakkus välja Toomas Saar",
            "Olen ise vana meremees ja tean, et majakavahi elust ei ole eesti keeles palju kirjutatud.",
        ),
        (
            "Vanaema retseptid",
            "Linda Mets",
            "Pakkus välja Kadri Ilves",
            "Mari soovitas mulle seda juba eelmisel aastal. Arutame ja pärast küpsetame koos!",
        ),
        (
            "Talvine teekond",
            "Peeter Org",
            "Pakkus välja Mari Tamm",
            "Lühike raamat jaanuariks, kui pimedad õhtud on pikad ja kõigil on aega lugeda.",
        ),
    )
    items = "\n".join(
        f'<dt>{esc(t)} <span class="kirjanik">({esc(a)})</span></dt>\n<dd><b>{esc(w)}</b>: {esc(why)}</dd>'
        for t, a, w, why in books
    )
    body = f"""<body>
<header class="pais">
<img src="/pildid/raamat.svg" width="60" height="60" alt="">
<p class="nimi">Kõrvemaa raamatukogu lugemisring</p>
</header>
<nav class="menyy"><ul>{nav([("/index.html", "Avaleht"), ("/raamatukogu.html", "Raamatukogu"), ("/lugemisring.html", "Lugemisring"), ("/uritused.html", "Üritused"), ("/kontakt.html", "Kontakt")])}</ul></nav>
<div class="sisu">
<main class="pohi">
<h1>Lugemisringi nimekiri: sügis 2017</h1>
<p class="kuupaev">Lisatud 5. septembril 2017</p>
<p>Kohtume iga kuu esimesel neljapäeval kell 18 raamatukogu lugemissaalis. Sel sügisel loeme nelja raamatut, mille ringi liikmed ise välja pakkusid. Iga raamatu juures on kirjas, kes selle soovitas ja miks.</p>
<dl class="nimekiri">
{items}
</dl>
<p>Raamatud saab laenutada raamatukogust. Kohvi ja küpsiseid pakub raamatukoguhoidja Helgi.</p>
</main>
<aside class="kylg">
<h4>Järgmine kohtumine</h4>
<p>Neljapäeval, 5. oktoobril kell 18</p>
<h4>Lahtiolekuajad</h4>
<p>E&ndash;R 10&ndash;18<br>L 10&ndash;14</p>
</aside>
</div>
<footer class="jalus">Kõrvemaa raamatukogu &middot; Kooli tee 3 &middot; <a href="mailto:raamatukogu@korvemaa.example">raamatukogu@korvemaa.example</a></footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;font-family:"Trebuchet MS",sans-serif;background:#f2f5f0;color:#2a2a2a}
.pais {display:flex;align-items:center;gap:14px;background:#3b6e4f;color:#fff;padding:12px 30px}
.nimi {font-size:22px;margin:0}
.menyy ul {list-style:none;margin:0;padding:8px 30px;background:#cfe0c3}
.menyy li {display:inline-block;margin-right:16px}
.sisu {display:flex;gap:24px;max-width:980px;margin:0 auto;padding:16px}
.pohi {flex:1;background:#fff;padding:16px 24px}
.kuupaev {color:#888}
.nimekiri dt {font-weight:bold;margin-top:12px}
.kirjanik {font-weight:normal;color:#666}
.kylg {width:230px}
.jalus {text-align:center;padding:14px;font-size:13px;background:#3b6e4f;color:#fff}
.jalus a {color:#fff}
</style>"""
    return make(
        "gb-et-bookclub-nimekiri",
        "lookalike",
        doc("html5", title="Lugemisringi nimekiri: sügis 2017 - Kõrvemaa raamatukogu", lang="et", head=head)
        + body,
        [],
        path="/lugemisring/2017-sugis.html",
        container="-",
        heading=None,
        lookalikes=("dl.nimekiri",),
        description="A page without any reader reaction: an Estonian village library's book club page of 2017 (invented), HTML5: the autumn reading list, a definition list of four books 'dt TITLE (AUTHOR)' and 'dd b Pakkus välja NAME: why'; Kadri mentions Mari's advice; no form.",
        language="et",
        files={"/pildid/raamat.svg": svg(60, 60, "#3b6e4f", "KR", 22)},
    )


# --------------------------------------------------------------------------- sl: a fire brigade's who's who of volunteers, 2021


def sl_gasilci() -> Case:
    people = (
        (
            "Marko Kranjc",
            "poveljnik",
            "V društvu je od leta 1998. Ob vsaki intervenciji je prvi v garaži, pa čeprav živi na drugem koncu vasi.",
        ),
        (
            "Petra Zupan",
            "tajnica",
            "Skrbi za vse papirje, vaje in članarine. Brez nje bi Marko še danes iskal zapisnike iz leta 2015.",
        ),
        (
            "Janez Golob",
            "strojnik",
            "Pozna vsak vijak na našem gasilskem vozilu. Mlade člane uči voziti cisterno po gozdni cesti.",
        ),
        (
            "Nika Vidmar",
            "mentorica mladine",
            "Vodi pionirje in mladince, ki so letos na regijskem tekmovanju osvojili drugo mesto. Pri vajah ji pomaga Janez.",
        ),
    )
    items = "\n".join(
        f'<li><span class="ime">{esc(n)}</span> &ndash; {esc(r)}<br>{esc(t)}</li>' for n, r, t in people
    )
    body = f"""<body>
<header class="glava">
<img src="/slike/grb-pgd.svg" width="70" height="70" alt="">
<div><p class="drustvo">PGD Spodnja Rečica</p><p class="geslo">Na pomoč!</p></div>
</header>
<nav class="meni"><ul>{nav([("/index.html", "Domov"), ("/drustvo.html", "O društvu"), ("/intervencije.html", "Intervencije"), ("/mladina.html", "Mladina"), ("/kontakt.html", "Kontakt")])}</ul></nav>
<div class="vsebina">
<main class="osrednje">
<h1>Kdo je kdo v našem društvu</h1>
<p class="objava">Objavljeno 3. marca 2021</p>
<p>Prostovoljno gasilsko društvo Spodnja Rečica ima 64 članov. Tokrat vam predstavljamo štiri, ki skrbijo, da je društvo pripravljeno na vsak klic.</p>
<ul class="clani">
{items}
</ul>
<h3>Postanite gasilec prostovoljec</h3>
<form action="/prijava.php" method="post" class="prijava">
<p><label>Ime in priimek <input type="text" name="ime"></label></p>
<p><label>Telefon <input type="text" name="telefon"></label></p>
<p><label>Zakaj bi se nam pridružili? <textarea name="zakaj" rows="3" cols="40"></textarea></label></p>
<p><button type="submit">Pošlji prijavo</button></p>
</form>
</main>
<aside class="stranski">
<h4>Dežurni telefon</h4>
<p>112</p>
<h4>Vaje</h4>
<p>Vsako drugo soboto ob 8. uri pri gasilskem domu</p>
</aside>
</div>
<footer class="noga">PGD Spodnja Rečica &middot; Gasilski dom, Rečiška cesta 5 &middot; <a href="mailto:pgd@spodnjarecica.example">pgd@spodnjarecica.example</a></footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;font-family:Arial,sans-serif;background:#f5f2f2;color:#222}
.glava {display:flex;align-items:center;gap:14px;background:#b51d1d;color:#fff;padding:12px 30px}
.drustvo {font-size:24px;font-weight:bold;margin:0}
.geslo {margin:0;font-style:italic}
.meni ul {list-style:none;margin:0;padding:8px 30px;background:#333}
.meni li {display:inline-block;margin-right:16px}
.meni a {color:#fff;text-decoration:none}
.vsebina {display:flex;gap:24px;max-width:1000px;margin:0 auto;padding:16px}
.osrednje {flex:1;background:#fff;padding:16px 24px}
.objava {color:#888}
.clani li {margin-bottom:12px}
.ime {font-weight:bold;color:#b51d1d}
.prijava {background:#f9eaea;padding:10px}
.stranski {width:220px}
.noga {text-align:center;padding:14px;background:#333;color:#fff;font-size:13px}
.noga a {color:#fff}
</style>"""
    return make(
        "gb-sl-firebrigade-clani",
        "lookalike",
        doc("html5", title="Kdo je kdo v našem društvu - PGD Spodnja Rečica", lang="sl", head=head) + body,
        [],
        path="/drustvo/kdo-je-kdo.html",
        container="-",
        heading=None,
        lookalikes=("ul.clani",),
        description="A page without any reader reaction: a Slovenian volunteer fire brigade's site of 2021 (invented), HTML5: who's who of four volunteers, a list of 'span.ime NAME – role br a line about them' written by the brigade; Petra's line mentions Marko, Nika's mentions Janez; a volunteer sign-up form below.",
        language="sl",
        files={"/slike/grb-pgd.svg": svg(70, 70, "#b51d1d", "PGD", 20)},
    )
