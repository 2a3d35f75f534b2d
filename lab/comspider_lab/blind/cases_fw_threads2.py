"""Blind set fw: four more readers' discussions on the small, old web. An Italian middle school's news page (2012, an
`<ol>` of 4: "b NAME (who) - DATE" br TEXT, the teacher who wrote the article answering last), a German allotment
club's page (2004, `<center>`, four numbered paragraphs "1. u NAME (DATE):" br TEXT, the chairman's answer last), a
Swedish orienteering club's news (2005, 8 reactions in a table of two rows each, a header row "NAME skrev DATE" and a
text row, the report's writer answering twice) and a Basque mountain club's outing report (2013, 2 reactions, one
small bordered table each, a header cell "NAME - DATE" over the text). Every site, name, place and text invented for
this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fw_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- it: a middle school's news, 2012, an ol


def it_gita() -> Case:
    cs = talk("""
Giulia || 22/03/2012 || È stata la gita più bella delle medie! Il museo delle carrozze era un po' noioso, ma la cena in albergo e la passeggiata sul lago di sera sono state fantastiche.
Roberto Ferri || 23/03/2012 || Grazie ai professori che hanno accompagnato i ragazzi. Luca è tornato stanchissimo ma felice e per due giorni non ha fatto altro che raccontare.
Chiara || 23/03/2012 || Quando mettete le foto? Vorrei tanto quella di gruppo davanti al castello, con il prof. Sarti che fa le corna a tutti!
prof.ssa Anna Rinaldi || 24/03/2012 || Chiara, le foto saranno nella galleria del sito entro la settimana prossima (quella del prof. Sarti forse no). Grazie a tutti voi, ragazzi: vi siete comportati benissimo.
""")
    who = ("3ª B", "papà di Luca, 3ª A", "3ª A", "")
    items = "\n".join(
        f"<li><b>{esc(c.who)}</b>{f' ({esc(w)})' if w else ''} - {esc(c.at)}<br>{esc(c.raw)}<br><br></li>"
        for c, w in zip(cs, who, strict=True)
    )
    body = f"""<body style="margin:0;background:#dce6f2;font-family:Arial,Helvetica,sans-serif;font-size:13px">
<table width="770" align="center" border="0" cellpadding="0" cellspacing="0" style="background:#ffffff">
<tr><td colspan="2" style="background:#1f4e8c;padding:8px 14px"><img src="/img/stemma.svg" width="48" height="56" align="left" hspace="8" alt="">
<font size="5" color="#ffffff"><b>Scuola Secondaria di I grado &quot;Borgo Alto&quot;</b></font><br><font size="2" color="#cfe0f5">Istituto Comprensivo di Roccaviva &middot; a.s. 2011/2012</font></td></tr>
<tr><td colspan="2" style="background:#cfe0f5;padding:4px 14px">{nav([("/index.php", "Home"), ("/scuola.php", "La scuola"), ("/news.php", "News"), ("/circolari.php", "Circolari"), ("/galleria.php", "Galleria"), ("/contatti.php", "Contatti")], " | ")}</td></tr>
<tr>
<td width="180" valign="top" style="background:#eef3f9;padding:10px;font-size:11px">
<b>CIRCOLARI</b><br>
n. 118 - Colloqui generali (20/03/2012)<br>
n. 117 - Sciopero del 16 marzo (12/03/2012)<br>
n. 116 - Prove INVALSI classi terze (05/03/2012)<br><br>
<b>ORARI SEGRETERIA</b><br>lun-sab 8.00-10.00<br>mar e gio 14.30-16.30
</td>
<td width="590" valign="top" style="padding:12px 18px">
<font size="1" color="#888888">News &raquo; Gite e uscite &middot; 21/03/2012</font>
<h2 style="color:#1f4e8c;font-size:19px;margin:4px 0 10px">Le terze in gita d'istruzione sul lago</h2>
<p>Dal 18 al 20 marzo le classi terze A e B sono state in gita d'istruzione sul lago, accompagnate da quattro docenti. Il programma prevedeva la visita al castello, al museo delle carrozze e alla cartiera storica, dove i ragazzi hanno fatto un foglio di carta a mano.</p>
<p>La sera, dopo cena, passeggiata sul lungolago e gara di quiz in albergo, vinta dalla 3ª A per un solo punto.</p>
<p>Ringraziamo le famiglie per la collaborazione e i ragazzi per il comportamento corretto.</p>
<p align="right"><i>prof.ssa Anna Rinaldi, referente uscite didattiche</i></p>
<hr size="1" noshade color="#cccccc">
<b style="color:#1f4e8c">I vostri messaggi</b>
<ol>
{items}
</ol>
<p style="font-size:11px;color:#666">I messaggi vengono pubblicati dopo l'approvazione della referente. <a href="/scrivi.php?news=233">Scrivi un messaggio</a></p>
</td>
</tr>
<tr><td colspan="2" align="center" style="background:#1f4e8c;color:#ffffff;font-size:10px;padding:5px">I.C. Roccaviva - Via delle Scuole 4 - Roccaviva &middot; Sito curato dal prof. Marco Sarti &middot; 2012</td></tr>
</table>
</body>
</html>
"""
    return make(
        "fw-it-school-gita",
        "discussion",
        doc("html4t", title="Le terze in gita d'istruzione sul lago - Scuola Borgo Alto", lang="it") + body,
        cs,
        path="/news/2012/233-gita-terze",
        container="the layout table's main cell after an hr and b 'I vostri messaggi': an ol of four li 'b NAME (class or who) - 22/03/2012 br TEXT br br'; a note and a link to write below",
        heading="I vostri messaggi",
        description="An Italian middle school's site of 2012 (invented), a layout table with inline styles: the third-year classes' school trip to the lake; 4 messages under 'I vostri messaggi' (your messages) in a numbered list, each 'NAME (class or who) - DATE' in bold then the text; two pupils, a parent, and last the teacher who wrote the article answering one pupil by name; a left column of dated circulars, office hours, a footer.",
        language="it",
        files={"/img/stemma.svg": svg(48, 56, "#cfe0f5")},
    )


# --------------------------------------------------------------------------- de: an allotment club, 2004, numbered paragraphs in a center


def de_sommerfest() -> Case:
    cs = talk("""
Gerda Pohl || 14.06.2004 || Ein wunderschönes Fest! Der Kuchen vom Stand der Parzelle 17 war wieder der beste. Nächstes Jahr bitte mehr Bänke im Schatten, für uns Ältere.
Heinz W. || 15.06.2004 || Die Tombola war super organisiert. Ich habe den Rasenmäher gewonnen und kann ihn gut gebrauchen, herzlichen Dank an den Spender!
Familie Özdemir || 17.06.2004 || Unsere Kinder haben vom Ponyreiten noch tagelang erzählt. Beim Aufbau im nächsten Jahr helfen wir gern mit, sagt einfach Bescheid.
Klaus Brenner || 20.06.2004 || Liebe Gerda, die Bänke sind notiert. Familie Özdemir, wir kommen auf euch zu! Der Termin für 2005 steht übrigens schon fest: Samstag, 18. Juni.
""")
    suffix = ("", "", ", Parzelle 42", ", 1. Vorsitzender")
    items = "\n".join(
        f'<p align="left"><b>{i}.</b> <u>{esc(c.who)}</u>{esc(s)} ({esc(c.at)}):<br>{esc(c.raw)}</p>'
        for i, (c, s) in enumerate(zip(cs, suffix, strict=True), 1)
    )
    body = f"""<body bgcolor="#ffffff" text="#000000" link="#006600" vlink="#336633">
<center>
<img src="/bilder/kopf.svg" width="640" height="80" alt="Kleingartenverein Am Mühlgraben e.V."><br>
<font face="Arial" size="2">[ {nav([("/index.htm", "Start"), ("/verein.htm", "Verein"), ("/termine.htm", "Termine"), ("/parzellen.htm", "Freie Parzellen"), ("/satzung.htm", "Satzung"), ("/kontakt.htm", "Kontakt")], " | ")} ]</font>
<hr width="640" size="2" color="#006600" noshade>
<table width="640" border="0" cellpadding="4" cellspacing="0"><tr><td>
<font face="Arial" size="2">
<center><font size="4" color="#006600"><b>Sommerfest 2004 - ein voller Erfolg!</b></font><br><font size="1">geschrieben am 13.06.2004 vom Vorstand</font></center>
<p>Bei bestem Wetter feierten am vergangenen Samstag rund 250 Gartenfreunde, Nachbarn und Gäste unser traditionelles Sommerfest auf dem Festplatz am Vereinsheim. Für die Kinder gab es Ponyreiten, Kinderschminken und eine Schatzsuche durch die Anlage.</p>
<p>Die Tombola mit über 300 Preisen war schon um 16 Uhr ausverkauft. Der Erlös von 812,50 Euro geht an die Jugendabteilung der Freiwilligen Feuerwehr.</p>
<p>Ein großes Dankeschön an alle Helfer, Kuchenbäcker und Spender!</p>
<center><img src="/bilder/2004/fest.svg" width="300" height="180" alt="Sommerfest"></center>
<br>
<center><font size="3" color="#006600"><b>~ Ihre Meinung ~</b></font></center>
{items}
<center><font size="1">Ihre Meinung an: <a href="mailto:vorstand@kgv-muehlgraben.example">vorstand@kgv-muehlgraben.example</a></font></center>
</font>
</td></tr></table>
<hr width="640" size="2" color="#006600" noshade>
<font face="Arial" size="1">KGV Am Mühlgraben e.V. &middot; Vereinsheim: Mühlgrabenweg 12 &middot; Sprechstunde So 10-12 Uhr<br>
Letzte Änderung: 20.06.2004 &middot; Besucher seit 2002: 8.451</font>
</center>
</body>
</html>
"""
    return make(
        "fw-de-garden-sommerfest",
        "discussion",
        doc("quirks", title="KGV Am Mühlgraben - Sommerfest 2004", lang="de", charset="utf-8") + body,
        cs,
        path="/aktuelles/sommerfest2004.htm",
        container="a center'd table's font element after center font b '~ Ihre Meinung ~': four sibling p 'b 1. u NAME, PLACE (14.06.2004): br TEXT'; a mailto line below",
        heading="~ Ihre Meinung ~",
        description="A German allotment garden club's site of 2004 (invented), no doctype, everything in center and font: the summer fete was a success; 4 reactions under '~ Ihre Meinung ~' (your opinion), numbered paragraphs '1. NAME (DATE):' with the name underlined, then the text after a br; a family signs with its plot number, and the club's chairman, the article's writer, answers last; a mailto line, the last change date and a visitor counter.",
        language="de",
        files={
            "/bilder/kopf.svg": svg(640, 80, "#006600", "KGV Am Mühlgraben e.V.", 26),
            "/bilder/2004/fest.svg": svg(300, 180, "#f9a825", "Sommerfest", 22),
        },
    )


# --------------------------------------------------------------------------- sv: an orienteering club, 2005, a header row and a text row per reaction


def sv_klubbmasterskap() -> Case:
    cs = talk("""
Lena Bergqvist || 2005-09-12 kl. 20.41 || Tack för en jättefin bana! Kontroll 7 i mossen var riktigt klurig, jag gick fel två gånger innan jag hittade den.
Olle || 2005-09-12 kl. 21.15 || Samma här med sjuan. Var det inte lite väl många stenar där? Kartan visade bara en.
Gunnar Lind || 2005-09-13 kl. 07.50 || Olle och Lena, ni har rätt, det ligger två stenar där men bara en på kartan. Vi rättar kartan innan höstens nattcup.
Kerstin Åberg || 2005-09-13 kl. 12.02 || Grattis till Maja som vann D12 på sitt första KM! Och tack till alla som stod och frös vid korvgrillen.
Maja || 2005-09-13 kl. 16.30 || tack kerstin!!! nästa år springer jag D14 och vinner den med
Bosse Ekström || 2005-09-14 kl. 09.12 || Är det någon som har hittat en blå vindjacka vid målet? Storlek L, med klubbmärket på ärmen.
Pia || 2005-09-14 kl. 18.45 || Bosse, den hänger i klubbstugan på kroken innanför dörren.
Gunnar Lind || 2005-09-15 kl. 22.10 || Resultaten med sträcktider finns nu under Resultat i menyn. Tack alla för i år!
""")
    rows = "\n".join(
        f'<tr bgcolor="#{"e4efe4" if i % 2 else "f4f8f4"}"><td><font size="1"><b>{esc(c.who)}</b> skrev {esc(c.at)}</font></td></tr>\n'
        f'<tr bgcolor="#{"e4efe4" if i % 2 else "f4f8f4"}"><td><font size="2">{esc(c.raw)}</font><br>&nbsp;</td></tr>'
        for i, c in enumerate(cs)
    )
    body = f"""<body bgcolor="#f2f2e6" marginwidth="0" marginheight="0">
<table width="100%" border="0" cellspacing="0" cellpadding="0">
<tr><td bgcolor="#d35400" height="60">&nbsp;&nbsp;<font face="Trebuchet MS, Arial" size="6" color="#ffffff"><b>Skogsbrynets OK</b></font> <font face="Arial" size="2" color="#ffe0c0">orientering sedan 1962</font></td></tr>
</table>
<table width="100%" border="0" cellspacing="0" cellpadding="8">
<tr>
<td width="150" valign="top" bgcolor="#ffe8d2"><font face="Arial" size="2">
{nav([("/index.asp", "Startsida"), ("/nyheter.asp", "Nyheter"), ("/kalender.asp", "Kalender"), ("/resultat.asp", "Resultat"), ("/kartor.asp", "Kartor"), ("/klubbstugan.asp", "Klubbstugan"), ("/styrelsen.asp", "Styrelsen")], "<br>")}
<br><br><font size="1"><b>Nästa träning</b><br>tis 20/9 kl 18.00<br>Samling: klubbstugan</font>
</font></td>
<td valign="top"><font face="Arial" size="2">
<font size="1" color="#777777">Nyheter &raquo; 2005-09-11</font><br>
<font size="4" color="#d35400"><b>Klubbmästerskapen avgjorda i regnet</b></font>
<p>Trots regnet kom 64 löpare till årets klubbmästerskap i Norrskogen. Banorna lades av Gunnar Lind och gick genom den gamla kartans södra del med mycket myr och sten.</p>
<p>Nytt för i år var en sagobana för de minsta, och tolv barn under åtta år sprang den med föräldrarna. Varmkorv och saft serverades vid målet av ungdomssektionen.</p>
<p>Fullständiga resultat kommer under Resultat när sträcktiderna är inlagda.</p>
<p><i>/Gunnar Lind, banläggare</i></p>
<br>
<table width="560" border="0" cellspacing="0" cellpadding="4">
<tr><td bgcolor="#d35400"><font color="#ffffff"><b>Vad tyckte du om KM?</b></font></td></tr>
{rows}
</table>
<p><font size="1"><a href="/skriv.asp?id=412">Skriv något</a> &middot; du måste vara inloggad som medlem</font></p>
</font></td>
</tr>
</table>
<center><font face="Arial" size="1" color="#777777">Skogsbrynets OK &middot; Klubbstugan, Granvägen 3 &middot; &copy; 2005 &middot; Sidan uppdateras av webbgruppen</font></center>
</body>
</html>
"""
    return make(
        "fw-sv-club-klubbmasterskap",
        "discussion",
        doc("html4t", title="Skogsbrynets OK - Klubbmästerskapen avgjorda i regnet", lang="sv") + body,
        cs,
        path="/nyheter/2005/412-klubbmasterskap",
        container="the layout table's main cell: a table whose first row is 'Vad tyckte du om KM?' and then two tr a reaction, eight times (td font size=1 'b NAME skrev 2005-09-12 kl. 20.41' | next tr td font TEXT), rows alternating colours; a link to write below",
        heading="Vad tyckte du om KM?",
        description="A Swedish orienteering club's site of 2005 (invented), a full-width layout table with a left menu: the club championships were run in the rain; 8 reactions under 'Vad tyckte du om KM?' (what did you think of the championships), in one table of two rows a reaction: a header row 'NAME skrev DATE' and a text row, colours alternating; the report's writer, the course setter, answers twice (once two others by name); a child's lower-case message, a lost jacket and its answer; a link to write, a footer.",
        language="sv",
    )


# --------------------------------------------------------------------------- eu: a mountain club, 2013, one bordered table per reaction


def eu_irteera() -> Case:
    cs = talk("""
Miren Etxeberria || 2013/05/14 || Zorionak denoi! Argazkiak ikusita, badirudi eguraldi ederra izan zenutela gailurrean. Hurrengo irteeran ni ere joango naiz, belauna sendatu bezain laster.
Joxe Mari || 2013/05/15 || Bidea ondo markatuta al dago iturritik gora? Iaz lainoarekin galdu egin ginen eta ordubete eman genuen pagadian buelta eta buelta.
""")
    items = "\n".join(
        f'<table width="100%" border="1" cellspacing="0" cellpadding="5" bordercolor="#9fb7c9" style="margin-bottom:8px">\n'
        f'<tr><td bgcolor="#dfe9f1"><font size="2"><b>{esc(c.who)}</b> - {esc(c.at)}</font></td></tr>\n'
        f'<tr><td><font size="2">{esc(c.raw)}</font></td></tr>\n</table>'
        for c in cs
    )
    body = f"""<body style="margin:0;background:#b9ccd9;font-family:Verdana,Arial,sans-serif">
<div style="width:760px;margin:0 auto;background:#ffffff">
<table width="760" border="0" cellspacing="0" cellpadding="0">
<tr><td><img src="/irudiak/goiburua.svg" width="760" height="110" alt="Harrigorri Mendi Taldea"></td></tr>
<tr><td bgcolor="#2c5f7c" style="padding:4px 10px"><font size="2" color="#ffffff">{nav([("/", "Hasiera"), ("/irteerak", "Irteerak"), ("/egutegia", "Egutegia"), ("/argazkiak", "Argazkiak"), ("/bazkideak", "Bazkide egin"), ("/harremanak", "Harremanetan")], " &middot; ")}</font></td></tr>
<tr><td style="padding:14px 20px"><font size="2">
<font size="1" color="#888888">2013/05/13 &middot; Irteerak</font><br>
<font size="4" color="#2c5f7c"><b>Urdinmendi gailurrera, 23 mendizale</b></font>
<p>Igandean, maiatzaren 12an, taldeko 23 kide igo ginen Urdinmendira, Artzain Zubiko aparkalekutik abiatuta. Lehen orduan pagadian gora joan ginen, iturrira arte, eta handik harkaitz artean gailurreraino.</p>
<p>Goian eguzkia eta haize hotza genituen, eta ikuspegi zoragarria izan genuen itsasoraino. Bazkaria Artzain Zubiko aterpean egin genuen, eta arratsaldeko seietan itzuli ginen herrira.</p>
<p>Hurrengo irteera: ekainaren 9an, Iturrigorri eta Lezeaundi.</p>
<p align="right"><i>Iñaki, taldeko idazkaria</i></p>
<p><img src="/irudiak/2013/gailurra.svg" width="360" height="220" alt="Taldea gailurrean"></p>
<p><b>Zuen iruzkinak</b></p>
{items}
<p><font size="1">Iruzkinak bazkideek bakarrik idatz ditzakete. <a href="/sartu">Sartu</a></font></p>
</font></td></tr>
<tr><td bgcolor="#2c5f7c" align="center" style="padding:5px"><font size="1" color="#ffffff">Harrigorri Mendi Taldea &middot; Herriko Plaza 2 &middot; 2013</font></td></tr>
</table>
</div>
</body>
</html>
"""
    return make(
        "fw-eu-mountain-irteera",
        "discussion",
        doc("xhtml", title="Urdinmendi gailurrera - Harrigorri Mendi Taldea", lang="eu") + body,
        cs,
        path="/irteerak/2013/urdinmendi",
        container="the layout table's cell after p b 'Zuen iruzkinak': two tables (border=1), each a tr td 'b NAME - 2013/05/14' and a tr td TEXT; a members-only note below",
        heading="Zuen iruzkinak",
        description="A Basque mountain club's site of 2013 (invented), XHTML with a layout table and font tags: 23 members climbed a peak; 2 readers' reactions under 'Zuen iruzkinak' (your comments), each its own small bordered table, a shaded header cell 'NAME - DATE' over a text cell; no answer; a members-only note, the next outing's date, a footer.",
        language="eu",
        files={
            "/irudiak/goiburua.svg": svg(760, 110, "#2c5f7c", "Harrigorri Mendi Taldea", 30),
            "/irudiak/2013/gailurra.svg": svg(360, 220, "#78909c", "gailurra", 22),
        },
    )
