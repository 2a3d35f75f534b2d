"""Blind set fx: four pages of small sites without any reader reaction, each holding a list of people's names, dates
and short texts that is not a discussion. A Greek primary school's farewell page (2013): the pupils' messages to their
retiring teacher, every one addressed to her ("Αγαπητή κυρία Ελένη, ..."), signed by pupil and class; a Slovene
running club's congratulations from the committee (2014), dated, each addressing the runner by first name; an
Estonian basketball club's team roster with short bios (2012); a Lithuanian choir's concert programme with soloists
(2007). Every site, name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fx_common import Case, doc, esc, make, nav, svg

# --------------------------------------------------------------------------- el: a school's farewell messages to a retiring teacher, 2013


def el_apoxairetismos() -> Case:
    msgs = (
        (
            "Αγαπητή κυρία Ελένη, σας ευχαριστώ που με μάθατε να διαβάζω και να μην φοβάμαι τις διαιρέσεις. Θα σας θυμάμαι πάντα!",
            "Νίκος Παπαδάκης",
            "Δ΄ τάξη",
        ),
        (
            "Κυρία Ελένη, ήσασταν η πιο καλή δασκάλα του σχολείου. Να πηγαίνετε συχνά στη θάλασσα τώρα που θα έχετε χρόνο.",
            "Μαρία Σταματοπούλου",
            "Γ΄ τάξη",
        ),
        (
            "Αγαπητή μας κυρία Ελένη, ευχαριστούμε για τις εκδρομές στο δάσος και για τα βιβλία που μας φέρνατε από το σπίτι σας.",
            "Γιώργος και Άννα Μαυρίδη",
            "ΣΤ΄ τάξη",
        ),
        (
            "Κυρία Ελένη, σας έφτιαξα μια ζωγραφιά με το σχολείο μας. Να την κρεμάσετε στην κουζίνα σας!",
            "Δέσποινα Κ.",
            "Α΄ τάξη",
        ),
        (
            "Αγαπητή κυρία Ελένη, ο μπαμπάς μου λέει ότι ήσασταν και δική του δασκάλα. Σας ευχαριστούμε και οι δύο.",
            "Παναγιώτης Λαμπράκης",
            "Ε΄ τάξη",
        ),
    )
    items = "\n".join(
        f'<li class="minima"><p>&laquo;{esc(t)}&raquo;</p><p class="ypografi">{esc(n)}, {esc(k)}</p></li>'
        for t, n, k in msgs
    )
    body = f"""<body>
<div id="selida">
<div id="kefalida"><img src="/eikones/sxoleio.svg" width="760" height="100" alt="2ο Δημοτικό Σχολείο Λευκοπόταμου"></div>
<div id="menou">{nav([("/index.html", "Αρχική"), ("/nea.html", "Νέα"), ("/drastiriotites.html", "Δραστηριότητες"), ("/syllogos.html", "Σύλλογος Γονέων"), ("/epikoinonia.html", "Επικοινωνία")], " | ")}</div>
<div id="periexomeno">
<h2>Αντίο, κυρία Ελένη!</h2>
<p class="imerominia">Παρασκευή 14 Ιουνίου 2013</p>
<p>Μετά από 32 χρόνια στην εκπαίδευση, τα 19 από αυτά στο σχολείο μας, η δασκάλα μας Ελένη Καραγιάννη συνταξιοδοτείται. Στη γιορτή λήξης της σχολικής χρονιάς, τα παιδιά όλων των τάξεων της έγραψαν μηνύματα σε χρωματιστές καρτέλες, που κρεμάστηκαν σε ένα δέντρο στην αυλή.</p>
<p>Δημοσιεύουμε μερικά από αυτά, με την άδεια των γονέων:</p>
<ul class="minimata">
{items}
</ul>
<p>Κυρία Ελένη, σας ευχόμαστε υγεία και χαρά! <br><i>Ο Διευθυντής και ο Σύλλογος Διδασκόντων</i></p>
</div>
<div id="podia">2ο Δημοτικό Σχολείο Λευκοπόταμου &middot; Οδός Σχολείου 5 &middot; τηλ. 210 555 0123</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#e3eef7;font-family:Arial,sans-serif;font-size:13px}
#selida {width:760px;margin:0 auto;background:#fff}
#menou {background:#1565c0;padding:4px 10px}
#menou a {color:#fff}
#periexomeno {padding:10px 20px}
.imerominia {color:#888;font-size:11px}
.minimata {list-style:none;padding:0}
.minima {background:#fffbe6;border:1px solid #f0d98c;margin:6px 0;padding:4px 10px}
.ypografi {text-align:right;font-style:italic;color:#555;margin:0}
#podia {background:#1565c0;color:#fff;font-size:11px;text-align:center;padding:4px}
</style>"""
    return make(
        "fx-el-school-apoxairetismos",
        "lookalike",
        doc("html4t", title="Αντίο, κυρία Ελένη! - 2ο Δημοτικό Σχολείο", lang="el", head=head) + body,
        [],
        path="/nea/2013/antio-kyria-eleni.html",
        container="-",
        heading=None,
        lookalikes=("ul.minimata",),
        description="A page without any reader reaction: a Greek primary school's site of 2013 (invented): farewell to a retiring teacher; the pupils' messages written on cards at the end-of-year celebration, a list of five, each a quoted message all addressed to the same teacher ('Αγαπητή κυρία Ελένη, σας ευχαριστώ…') with 'NAME, class' under it; the head's wish at the end; the page dated.",
        language="el",
        files={"/eikones/sxoleio.svg": svg(760, 100, "#1565c0", "2ο Δημοτικό Σχολείο", 30)},
    )


# --------------------------------------------------------------------------- sl: a running club's congratulations from the committee, 2014


def sl_cestitke() -> Case:
    rows = (
        (
            "19. 10. 2014",
            "Ana Kranjc",
            "Ana, iskrene čestitke za tvoj prvi maraton! 3 ure in 58 minut na prvem maratonu je odličen čas.",
        ),
        (
            "12. 10. 2014",
            "Matej Zupan",
            "Matej, bravo za drugo mesto v svoji kategoriji na teku okoli Brezovega hriba. Trening na hribu se je obrestoval!",
        ),
        (
            "28. 9. 2014",
            "Jožica in Franc Bizjak",
            "Jožica in Franc, čestitamo za skupno prehojenih in pretečenih 1000 kilometrov v letošnji klubski akciji.",
        ),
        (
            "14. 9. 2014",
            "Urška Golob",
            "Urška, čestitke za osebni rekord na 10 km (44:12). Naslednjič pa pod 44!",
        ),
        (
            "7. 9. 2014",
            "Luka Žagar",
            "Luka, dobrodošel med trenerji in čestitke za opravljen tečaj za vaditelja teka.",
        ),
    )
    body_rows = "\n".join(
        f'<tr><td class="datum">{esc(d)}</td><td class="ime">{esc(n)}</td><td class="besedilo">{esc(t)}</td></tr>'
        for d, n, t in rows
    )
    body = f"""<body>
<div id="okvir">
<div id="glava"><img src="/slike/glava.svg" width="780" height="100" alt="Tekaški klub Zeleni Breg"></div>
<div id="meni"><ul>{nav([("/index.html", "Domov"), ("/novice.html", "Novice"), ("/treningi.html", "Treningi"), ("/cestitke.html", "Čestitke"), ("/koledar.html", "Koledar tekem"), ("/vclanitev.html", "Včlanitev")])}</ul></div>
<div id="vsebina">
<h2>Čestitke našim članom</h2>
<p>Upravni odbor kluba vsak mesec čestita članom za dosežke. Če ste dosegli kaj, kar bi radi delili s klubom, nam to sporočite na sestanku ali po e-pošti.</p>
<table class="cestitke" width="100%" cellpadding="5" cellspacing="0">
<tr><th>Datum</th><th>Član</th><th>Čestitka</th></tr>
{body_rows}
</table>
<p class="podpis">Upravni odbor TK Zeleni Breg</p>
</div>
<div id="noga">TK Zeleni Breg &middot; treningi ob torkih in četrtkih ob 18. uri pri gasilskem domu &middot; posodobljeno 20. 10. 2014</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#eef5e9;font-family:Verdana,sans-serif;font-size:12px}
#okvir {width:780px;margin:0 auto;background:#fff}
#meni ul {list-style:none;margin:0;padding:4px;background:#2e7d32}
#meni li {display:inline;margin-right:12px}
#meni a {color:#fff}
#vsebina {padding:10px 20px}
.cestitke th {background:#2e7d32;color:#fff;text-align:left}
.cestitke td {border-bottom:1px solid #c8e6c9;vertical-align:top}
.datum {white-space:nowrap;color:#666}
.ime {font-weight:bold;white-space:nowrap}
.podpis {text-align:right;font-style:italic}
#noga {background:#2e7d32;color:#fff;font-size:10px;text-align:center;padding:4px}
</style>"""
    return make(
        "fx-sl-club-cestitke",
        "lookalike",
        doc("html4t", title="TK Zeleni Breg - Čestitke", lang="sl", head=head) + body,
        [],
        path="/cestitke.html",
        container="-",
        heading=None,
        lookalikes=("table.cestitke",),
        description="A page without any reader reaction: a Slovene village running club's site of 2014 (invented): the committee's congratulations to members, a table of five rows DATE | MEMBER | a congratulation addressing the member by first name ('Ana, iskrene čestitke za tvoj prvi maraton!'), all written by the committee, signed once below; a last-updated footer.",
        language="sl",
        files={"/slike/glava.svg": svg(780, 100, "#2e7d32", "TK Zeleni Breg", 32)},
    )


# --------------------------------------------------------------------------- et: a basketball club's roster with short bios, 2012


def et_koosseis() -> Case:
    players = (
        (
            "4",
            "Rasmus Tamm",
            "12.03.1991",
            "mängujuht",
            "Klubis alates 2008. aastast. Töötab päeval autoremonditöökojas, peab kõige täpsemat vabaviskestatistikat.",
        ),
        (
            "7",
            "Kristjan Lepik",
            "05.11.1988",
            "ääremängija",
            "Meeskonna kapten. Tuli tagasi pärast kaheaastast vigastuspausi, möödunud hooajal resultatiivseim.",
        ),
        (
            "9",
            "Siim Kuusk",
            "21.07.1994",
            "ääremängija",
            "Noorim mängija, gümnaasiumi lõpuklass. Kasvanud üles klubi noortetrennides.",
        ),
        (
            "11",
            "Margus Õunapuu",
            "30.01.1985",
            "keskmängija",
            "Kaks meetrit ja kuus sentimeetrit. Treenib ka klubi poiste võistkonda.",
        ),
        (
            "14",
            "Andres Kivi",
            "16.09.1990",
            "tagamängija",
            "Liitus meeskonnaga 2012. aasta suvel naaberlinnast. Armastab kaugviskeid.",
        ),
        (
            "15",
            "Tarmo Sepp",
            "02.04.1983",
            "keskmängija",
            "Meeskonna vanim, mänginud klubis juba kaksteist hooaega.",
        ),
    )
    rows = "\n".join(
        f'<tr><td class="nr">{esc(nr)}</td><td class="nimi"><b>{esc(n)}</b><br><span class="synd">sünd. {esc(b)}</span></td>'
        f'<td class="pos">{esc(p)}</td><td class="tutvustus">{esc(t)}</td></tr>'
        for nr, n, b, p, t in players
    )
    body = f"""<body bgcolor="#f2f2f2">
<table width="760" align="center" cellpadding="0" cellspacing="0" class="raam">
<tr><td class="pais"><img src="/pildid/logo.svg" width="760" height="90" alt="KK Kadakaveski Hundid"></td></tr>
<tr><td class="menyy">{nav([("/index.html", "Avaleht"), ("/uudised.html", "Uudised"), ("/koosseis.html", "Koosseis"), ("/mangukava.html", "Mängukava"), ("/noored.html", "Noored"), ("/toetajad.html", "Toetajad")], " :: ")}</td></tr>
<tr><td class="sisu">
<h2>Meeskonna koosseis hooajal 2012/2013</h2>
<p>KK Kadakaveski Hundid mängib sel hooajal maakonna meistrivõistlustel ja karikasarjas. Kodumängud toimuvad laupäeviti kell 16 Kadakaveski kooli spordisaalis.</p>
<table class="koosseis" width="100%" cellpadding="4" cellspacing="1">
<tr class="pealkiri"><td>Nr</td><td>Nimi</td><td>Positsioon</td><td>Lühitutvustus</td></tr>
{rows}
</table>
<p><b>Peatreener:</b> Jaan Raudsepp (alates 2010)<br><b>Füsioterapeut:</b> Kadri Laur</p>
</td></tr>
<tr><td class="jalus">KK Kadakaveski Hundid &middot; viimati muudetud 02.10.2012</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {font-family:Arial,sans-serif;font-size:12px}
.raam {background:#fff;border:1px solid #999}
.menyy {background:#222;padding:5px;text-align:center}
.menyy a {color:#f9a825;text-decoration:none}
.sisu {padding:10px 18px}
.koosseis {background:#ccc}
.koosseis td {background:#fff;vertical-align:top}
.koosseis .pealkiri td {background:#f9a825;font-weight:bold}
.nr {font-size:18px;font-weight:bold;text-align:center;width:30px}
.synd {font-size:10px;color:#777}
.jalus {background:#222;color:#aaa;font-size:10px;text-align:center;padding:3px}
</style>"""
    return make(
        "fx-et-club-koosseis",
        "lookalike",
        doc("html4t", title="KK Kadakaveski Hundid - Koosseis 2012/2013", lang="et", head=head) + body,
        [],
        path="/koosseis.html",
        container="-",
        heading=None,
        lookalikes=("table.koosseis",),
        description="A page without any reader reaction: an Estonian village basketball club's site of 2012 (invented): the team roster of the 2012/2013 season, a table of six players, number | 'b NAME br sünd. DATE OF BIRTH' | position | a short bio of one or two sentences; the coach and physio below, a last-changed footer.",
        language="et",
        files={"/pildid/logo.svg": svg(760, 90, "#222222", "KK Kadakaveski Hundid", 30)},
    )


# --------------------------------------------------------------------------- lt: a choir's concert programme with soloists, 2007


def lt_programa() -> Case:
    pieces = (
        (
            "Oi, toli toli",
            "lietuvių liaudies daina, harm. P. Vaitkus",
            "solistė Rūta Jankauskienė (sopranas)",
        ),
        ("Vakaro giesmė", "muz. A. Mikalauskas, žodž. J. Bružas", ""),
        ("Žalioj lankelėj", "lietuvių liaudies daina", "solistas Darius Petrauskas (baritonas)"),
        ("Pavasario vėjai", "muz. ir žodž. S. Rimkutė", "solistės Eglė ir Aistė Kazlauskaitės"),
        ("Ave Maria", "muz. K. Norkus", "solistė Rūta Jankauskienė, vargonai Vytautas Kairys"),
        ("Tėviškės laukai", "muz. A. Mikalauskas", "visi choro dalyviai ir žiūrovai"),
    )
    items = "\n".join(
        f"<li><b>{esc(t)}</b> &ndash; {esc(a)}{'<br><i>' + esc(s) + '</i>' if s else ''}</li>"
        for t, a, s in pieces
    )
    body = f"""<body>
<div class="puslapis">
<div class="antraste"><h1>Mišrus choras &bdquo;Gintarėlis&ldquo;</h1><p>Rūdupio kultūros namai</p></div>
<div class="meniu">{nav([("/index.html", "Pradžia"), ("/apie.html", "Apie chorą"), ("/koncertai.html", "Koncertai"), ("/nuotraukos.html", "Nuotraukos"), ("/kontaktai.html", "Kontaktai")], " &middot; ")}</div>
<div class="turinys">
<h2>Rudens koncertas &bdquo;Tėviškės laukai&ldquo;</h2>
<p class="laikas">2007 m. spalio 21 d., sekmadienis, 15 val. &middot; Rūdupio bažnyčia</p>
<p>Kviečiame į tradicinį choro rudens koncertą. Dirigentė <b>Irena Stankevičienė</b>, koncertmeisteris <b>Vytautas Kairys</b>. Įėjimas nemokamas, aukos bus skiriamos bažnyčios vargonų remontui.</p>
<h3>Programa</h3>
<ol class="programa">
{items}
</ol>
<p><i>Pertrauka po ketvirtojo kūrinio.</i></p>
<p>Choro repeticijos vyksta antradieniais ir ketvirtadieniais 18.30 kultūros namų salėje. Laukiame naujų narių, ypač vyrų!</p>
</div>
<div class="apacia">&copy; 2007 Mišrus choras &bdquo;Gintarėlis&ldquo;</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#f5f0e1;font-family:"Times New Roman",serif;font-size:15px}
.puslapis {width:720px;margin:0 auto;background:#fff;border:1px solid #c9b37e}
.antraste {background:#8d6e1f;color:#fff;padding:10px 16px}
.antraste h1 {margin:0;font-size:26px}
.antraste p {margin:0}
.meniu {background:#efe4c4;padding:4px 16px}
.turinys {padding:10px 20px}
.laikas {font-weight:bold;color:#8d6e1f}
.programa li {margin-bottom:6px}
.apacia {text-align:center;font-size:11px;color:#999;padding:4px}
</style>"""
    return make(
        "fx-lt-choir-programa",
        "lookalike",
        doc("html4t", title="Choras Gintarėlis - Rudens koncertas", lang="lt", head=head) + body,
        [],
        path="/koncertai/2007-rudens-koncertas.html",
        container="-",
        heading=None,
        lookalikes=("ol.programa",),
        description="A page without any reader reaction: a Lithuanian village mixed choir's site of 2007 (invented): the autumn concert's announcement with date, conductor and accompanist; the programme, an ordered list of six pieces 'b TITLE – composer or folk song, arranger' with the soloists' names in italics under four of them; rehearsal times and a footer.",
        language="lt",
        files={},
    )
