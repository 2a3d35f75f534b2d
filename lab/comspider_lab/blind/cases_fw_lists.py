"""Blind set fw: four pages of the small, old web without any reader reaction, each holding a list of names and
dates of another kind. A Dutch chess club's members list with the year each joined and a line each (2008); a Latvian
local-history site's "what's new on this site" log, dates and editors' names (2011); an Afrikaans congregation's
church-council minutes, numbered items with who reported and when (2012); a Welsh local-history society's photo
album, captions with who lent the photo and who added it when (2014). Every site, name, place and text invented for
this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fw_common import Case, doc, esc, make, nav, svg

# --------------------------------------------------------------------------- nl: a chess club, 2008, the members list


def nl_ledenlijst() -> Case:
    members = (
        ("Henk van der Meulen", "1974", "oprichter, speelt nog elke dinsdag"),
        ("Ria Bosschaart", "1983", "penningmeester; clubkampioen 1991 en 2002"),
        ("Gerrit Jan Holtkamp", "1990", "wedstrijdleider, houdt de ratinglijst bij"),
        ("Mustafa Yilmaz", "2001", "clubkampioen 2007"),
        ("Anneke de Wit", "2004", "jeugdleider op zaterdagochtend"),
        ("Bas Kroon", "2006", "speelt alleen rapid en snelschaak"),
        ("Lotte Verhoef", "2008", "nieuw lid per september, welkom!"),
        ("Daan Verhoef", "2008", "jeugdlid, broer van Lotte"),
    )
    rows = "\n".join(
        f'<tr bgcolor="{"#ffffff" if i % 2 else "#f0f0e8"}"><td><font size="2">{esc(n)}</font></td><td align="center"><font size="2">{esc(y)}</font></td><td><font size="2">{esc(t)}</font></td></tr>'
        for i, (n, y, t) in enumerate(members)
    )
    body = f"""<body bgcolor="#ffffff" link="#000080">
<table width="700" border="0" cellpadding="0" cellspacing="0" align="center">
<tr><td colspan="2"><img src="/plaatjes/logo.svg" width="700" height="80" alt="Schaakclub De Toren Ravenshoek"></td></tr>
<tr>
<td width="150" valign="top" bgcolor="#e8e8d8"><font face="Arial" size="2"><br>
&nbsp;{nav([("/index.html", "Home"), ("/nieuws.html", "Nieuws"), ("/competitie.html", "Competitie"), ("/leden.html", "Ledenlijst"), ("/jeugd.html", "Jeugd"), ("/lid-worden.html", "Lid worden"), ("/route.html", "Route")], "<br>&nbsp;")}
<br><br>&nbsp;<b>Clubavond</b><br>&nbsp;dinsdag 19.30 uur<br>&nbsp;Dorpshuis De Linde<br><br>
</font></td>
<td width="550" valign="top" style="padding:10px 16px"><font face="Arial" size="2">
<font size="4" color="#000080"><b>Ledenlijst seizoen 2008-2009</b></font>
<p>Schaakclub De Toren telt dit seizoen 31 leden, van wie 9 jeugdleden. Hieronder een deel van onze leden met het jaar waarin zij lid werden. Wie niet op deze pagina wil staan, kan dat doorgeven aan de secretaris.</p>
<table width="100%" border="1" cellpadding="4" cellspacing="0" bordercolor="#999999">
<tr bgcolor="#000080"><th align="left"><font size="2" color="#ffffff">Naam</font></th><th><font size="2" color="#ffffff">Lid sinds</font></th><th align="left"><font size="2" color="#ffffff">Bijzonderheden</font></th></tr>
{rows}
</table>
<p>Nieuwe leden zijn altijd welkom. De eerste drie clubavonden zijn gratis; daarna bedraagt de contributie 45 euro per jaar (jeugd 20 euro).</p>
<hr size="1" noshade>
<font size="1">Laatst bijgewerkt: 16-10-2008 door Gerrit Jan Holtkamp &middot; Secretariaat: secretaris@detoren-ravenshoek.example</font>
</font></td>
</tr>
</table>
</body>
</html>
"""
    return make(
        "fw-nl-chess-ledenlijst",
        "lookalike",
        doc("html4t", title="Schaakclub De Toren - Ledenlijst", lang="nl") + body,
        [],
        path="/leden.html",
        container="-",
        heading=None,
        lookalikes=("table[border='1']",),
        description="A page without any reader reaction: a Dutch village chess club's site of 2008 (invented), a layout table with a left menu: the members list of the 2008-2009 season, a bordered table of eight rows NAME | year joined | a line about the member (club champion, junior leader, new member, welcome); an intro, the dues, the last-updated line with the editor's name and date.",
        language="nl",
        files={"/plaatjes/logo.svg": svg(700, 80, "#000080", "Schaakclub De Toren Ravenshoek", 28)},
    )


# --------------------------------------------------------------------------- lv: a local-history site, 2011, "what's new on this site"


def lv_jaunumi() -> Case:
    log = (
        (
            "14.03.2011.",
            "Ilze Ozoliņa",
            "Pievienotas 14 fotogrāfijas no Dzērvenieku pamatskolas 1938. gada izlaiduma. Paldies Annai Kalniņai par albumu!",
        ),
        (
            "02.03.2011.",
            "Jānis Liepiņš",
            "Papildināts raksts par Dzērvenieku dzirnavām: atrasts 1912. gada dzirnavnieka līgums.",
        ),
        ("19.02.2011.", "Ilze Ozoliņa", "Jauna sadaļa „Atmiņu stāsti“ ar trim stāstiem par kolhoza laikiem."),
        (
            "05.02.2011.",
            "Māris Bērziņš",
            "Izlabotas kļūdas mājvārdu kartē, pievienotas sešas viensētas pie Rubeņu ezera.",
        ),
        (
            "21.01.2011.",
            "Jānis Liepiņš",
            "Ievietots 1935. gada pagasta iedzīvotāju saraksts (skenēts, 12 lapas).",
        ),
        ("08.01.2011.", "Ilze Ozoliņa", "Mājaslapa pārcelta uz jaunu adresi. Lūdzam nomainīt grāmatzīmes!"),
    )
    items = "\n".join(f"<li><b>{esc(d)}</b> {esc(t)} <i>({esc(n)})</i></li>" for d, n, t in log)
    body = f"""<body style="background:#e6dccb;margin:0;font-family:Georgia,'Times New Roman',serif;font-size:14px">
<table width="780" align="center" cellpadding="0" cellspacing="0" style="background:#fffdf8;border:1px solid #a08c6a">
<tr><td colspan="2" style="background:#5b3a1a;padding:12px 18px"><font size="5" color="#f5e6c8">Dzērvenieku novadpētniecība</font><br><font size="2" color="#d8c3a0">Pagasta vēsture, ļaudis un mājas</font></td></tr>
<tr>
<td width="170" valign="top" style="background:#f1e7d3;padding:10px;font-size:12px">
{nav([("/index.html", "Sākums"), ("/vesture.html", "Pagasta vēsture"), ("/majas.html", "Mājvārdi"), ("/skola.html", "Skola"), ("/foto.html", "Fotogrāfijas"), ("/atminas.html", "Atmiņu stāsti"), ("/kontakti.html", "Kontakti")], "<br>")}
<br><br><b>Muzejs atvērts</b><br>otrd., cetu. 10-16<br>sestd. 10-14
</td>
<td valign="top" style="padding:14px 20px">
<h2 style="color:#5b3a1a;margin-top:0">Laipni lūgti!</h2>
<p>Šī lapa ir Dzērvenieku pagasta muzeja un novadpētnieku pulciņa kopīgs darbs. Te apkopojam visu, ko zinām par pagasta vēsturi, mājām un cilvēkiem: fotogrāfijas, dokumentus un atmiņas.</p>
<p>Ja jums mājās ir vecas fotogrāfijas vai vēstules, kas saistītas ar Dzērveniekiem, lūdzu, sazinieties ar muzeju. Mēs tās noskenēsim un atdosim atpakaļ.</p>
<h3 style="color:#5b3a1a;border-bottom:1px solid #a08c6a">Jaunumi lapā</h3>
<ul style="padding-left:18px;line-height:1.5">
{items}
</ul>
<p style="font-size:11px;color:#777">Vecākus jaunumus skatīt <a href="/jaunumi-2010.html">arhīvā</a>.</p>
</td>
</tr>
<tr><td colspan="2" align="center" style="background:#5b3a1a;color:#d8c3a0;font-size:11px;padding:6px">Dzērvenieku pagasta muzejs &middot; Skolas iela 2 &middot; 2011 &middot; Lapu uztur novadpētnieku pulciņš</td></tr>
</table>
</body>
</html>
"""
    return make(
        "fw-lv-history-jaunumi",
        "lookalike",
        doc("html4t", title="Dzērvenieku novadpētniecība", lang="lv") + body,
        [],
        path="/index.html",
        container="-",
        heading=None,
        lookalikes=("ul",),
        description="A page without any reader reaction: a Latvian rural parish museum's local-history site of 2011 (invented), a layout table: its welcome page, and under 'Jaunumi lapā' (what's new on this site) a list of six li 'b DATE, a sentence on what was added or fixed, i (EDITOR)', three editors, newest first (the site's own log, not reactions); opening hours, a footer.",
        language="lv",
    )


# --------------------------------------------------------------------------- af: a congregation, 2012, church-council minutes


def af_notule() -> Case:
    items = (
        (
            "4.1",
            "Diakonie",
            "mev. Elsabé Coetzee",
            "Die sopkombuis het in Februarie 340 maaltye bedien. Daar is dringend nog twee groot potte en vrywilligers vir Donderdae nodig.",
        ),
        (
            "4.2",
            "Jeug",
            "br. Pieter du Toit",
            "Die jeugkamp op 16-18 Maart het 27 inskrywings. Die kerkraad word gevra om R1 500 vir vervoer goed te keur. Goedgekeur.",
        ),
        (
            "4.3",
            "Eiendomme",
            "oudl. Koos van Wyk",
            "Die dak van die kerksaal lek weer aan die oostekant. Drie kwotasies is ontvang; die laagste is R8 200. Besluit: oudl. Van Wyk reël met die kontrakteur.",
        ),
        (
            "4.4",
            "Musiek",
            "mev. Annatjie Louw",
            "Die orrel is op 28 Februarie gestem. Die koor oefen vir die Paasdiens en verwelkom nuwe stemme, veral tenore.",
        ),
        (
            "4.5",
            "Finansies",
            "mnr. Hennie Steyn",
            "Die dankoffer van 2011 was R64 300, R5 000 meer as die vorige jaar. Die volledige state lê by die kerkkantoor ter insae.",
        ),
    )
    paras = "\n".join(
        f"<p><b>{esc(n)} {esc(t)}</b> (verslag deur {esc(who)}):<br>{esc(x)}</p>" for n, t, who, x in items
    )
    body = f"""<body bgcolor="#f7f3e8">
<table width="720" align="center" border="0" cellpadding="12" cellspacing="0" bgcolor="#ffffff" style="border:1px solid #b59f6b">
<tr><td align="center" bgcolor="#3b4a2f"><font face="Georgia" size="5" color="#ffffff">Gemeente Rietfontein-Oos</font><br><font face="Arial" size="1" color="#dcd3b5">{nav([("/index.htm", "Tuis"), ("/eredienste.htm", "Eredienste"), ("/nuus.htm", "Nuus"), ("/notules.htm", "Notules"), ("/kontak.htm", "Kontak")], " | ")}</font></td></tr>
<tr><td><font face="Arial" size="2">
<center><font size="4"><b>Notule van die kerkraadsvergadering</b></font><br>gehou op 5 Maart 2012 om 19:00 in die konsistorie</center>
<p><b>1. Opening</b><br>Ds. Francois Nel open met Skriflesing uit Psalm 121 en gebed.</p>
<p><b>2. Teenwoordig</b><br>Ds. F. Nel (voorsitter), oudl. K. van Wyk, oudl. S. Botha, mnr. H. Steyn, mev. E. Coetzee, br. P. du Toit, mev. A. Louw. Verskoning: oudl. J. Meyer.</p>
<p><b>3. Notule van 6 Februarie 2012</b><br>Goedgekeur op voorstel van oudl. Botha, gesekondeer deur mnr. Steyn.</p>
<p><b>4. Verslae van die bedieninge</b></p>
{paras}
<p><b>5. Volgende vergadering</b><br>2 April 2012 om 19:00.</p>
<p><b>6. Sluiting</b><br>Oudl. Botha sluit met gebed om 20:45.</p>
<p><i>Goedgekeur as korrek:</i> ________________ Voorsitter &nbsp; &nbsp; ________________ Skriba</p>
<hr size="1" noshade>
<font size="1">Op die webwerf geplaas deur die skriba, oudl. Sarel Botha, op 8 Maart 2012. <a href="/notules.htm">Ander notules</a></font>
</font></td></tr>
<tr><td align="center" bgcolor="#ece4cc"><font face="Arial" size="1">Gemeente Rietfontein-Oos &middot; Kerkstraat 14 &middot; Kerkkantoor oop Ma-Vr 8:00-12:00 &middot; 2012</font></td></tr>
</table>
</body>
</html>
"""
    return make(
        "fw-af-church-notule",
        "lookalike",
        doc(
            "html4t",
            title="Notule van die kerkraadsvergadering, 5 Maart 2012 - Gemeente Rietfontein-Oos",
            lang="af",
        )
        + body,
        [],
        path="/notules/2012-03-05.htm",
        container="-",
        heading=None,
        lookalikes=("p",),
        description="A page without any reader reaction: an Afrikaans village congregation's site of 2012 (invented), a single layout table: the church council's minutes of 5 March 2012, numbered paragraphs; under '4. Verslae van die bedieninge' five p 'b 4.1 MINISTRY (verslag deur NAME): br what was reported' (the council members' reports, not reactions), attendance, the next meeting's date, a signature line, who posted it and when.",
        language="af",
    )


# --------------------------------------------------------------------------- cy: a local-history society, 2014, a photo album's captions


def cy_oriel() -> Case:
    photos = (
        ("siop", "Siop y Gornel a&rsquo;r pwmp petrol, tua 1932.", "Megan Puw", "Dafydd", "04/02/2014"),
        ("capel", "Gorymdaith Gŵyl Ddewi o flaen Capel Bethel, 1948.", "Gwilym Prys", "Dafydd", "04/02/2014"),
        (
            "ysgol",
            "Plant Ysgol Cwmderwen gyda Mr Hywel Roberts, y prifathro, 1957.",
            "Eluned Jones",
            "Catrin",
            "11/02/2014",
        ),
        (
            "fferm",
            "Cneifio ar fferm Tŷ&rsquo;n Llwyn, haf 1961.",
            "Teulu Tŷ&rsquo;n Llwyn",
            "Catrin",
            "11/02/2014",
        ),
        ("tren", "Y trên olaf yng ngorsaf Cwmderwen, 1964.", "Ifan Ellis", "Dafydd", "19/02/2014"),
        ("carnifal", "Brenhines y Carnifal a&rsquo;i morynion, 1970.", "Sioned Rees", "Catrin", "25/02/2014"),
    )
    cells = [
        f'<td width="33%" valign="top" align="center"><img src="/lluniau/{slug}.svg" width="200" height="140" alt=""><br>'
        f'<font size="2">{cap}</font><br><font size="1" color="#666666">Llun: {who} &middot; Ychwanegwyd {d} gan {editor}</font></td>'
        for slug, cap, who, editor, d in photos
    ]
    grid = "\n".join("<tr>" + "".join(cells[i : i + 3]) + "</tr>" for i in range(0, len(cells), 3))
    body = f"""<body style="margin:0;background:#dfe7df;font-family:Arial,Helvetica,sans-serif">
<table width="760" align="center" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td style="background:#a51d2d;padding:10px 16px"><font size="5" color="#ffffff">Cymdeithas Hanes Cwmderwen</font><br><font size="2" color="#f3d4d8">Hanes y cwm a&rsquo;i bobl</font></td></tr>
<tr><td style="background:#f3d4d8;padding:4px 16px"><font size="2">{nav([("/index.html", "Hafan"), ("/cyfarfodydd.html", "Cyfarfodydd"), ("/oriel.html", "Oriel luniau"), ("/cyhoeddiadau.html", "Cyhoeddiadau"), ("/aelodaeth.html", "Aelodaeth"), ("/cysylltu.html", "Cysylltu")], " | ")}</font></td></tr>
<tr><td style="padding:14px 16px"><font size="2">
<font size="4" color="#a51d2d"><b>Oriel luniau: Cwmderwen ddoe</b></font>
<p>Dyma rai o&rsquo;r lluniau a fenthycwyd i&rsquo;r Gymdeithas ar ôl ein noson &quot;Lluniau yn y Festri&quot; ym mis Ionawr. Diolch o galon i bawb a ddaeth â&rsquo;u hen luniau. Os ydych chi&rsquo;n adnabod rhywun yn y lluniau, cysylltwch â&rsquo;r ysgrifennydd.</p>
<table width="100%" border="0" cellpadding="8" cellspacing="4">
{grid}
</table>
<p><font size="1">Mae hawlfraint y lluniau gan eu perchnogion. Peidiwch â&rsquo;u copïo heb ganiatâd. <a href="/oriel-2.html">Tudalen 2 &raquo;</a></font></p>
</font></td></tr>
<tr><td align="center" style="background:#a51d2d;color:#ffffff;font-size:10px;padding:5px">Cymdeithas Hanes Cwmderwen &middot; Cyfarfod bob ail nos Fawrth yn y Festri &middot; 2014</td></tr>
</table>
</body>
</html>
"""
    fills = ("#795548", "#5d4037", "#607d8b", "#8d6e63", "#455a64", "#6d4c41")
    return make(
        "fw-cy-history-oriel",
        "lookalike",
        doc("xhtml", title="Oriel luniau - Cymdeithas Hanes Cwmderwen", lang="cy") + body,
        [],
        path="/oriel.html",
        container="-",
        heading=None,
        lookalikes=("table[cellspacing='4']",),
        description="A page without any reader reaction: a Welsh village local-history society's site of 2014 (invented), XHTML with a layout table: the photo album 'Cwmderwen ddoe', a table of six cells, each an image, a caption with the photo's year and a small line 'Llun: NAME · Ychwanegwyd DATE gan EDITOR' (who lent it, when and by whom it was added; not reactions); a copyright note, a link to page 2, a footer.",
        language="cy",
        files={
            f"/lluniau/{p[0]}.svg": svg(200, 140, f, p[0], 18) for p, f in zip(photos, fills, strict=True)
        },
    )
