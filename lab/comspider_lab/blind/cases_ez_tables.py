"""Blind set ez: four discussions printed in layout tables: a German town portal of 2005 (two rows a comment in
one table, "@NAME" answers in a flat list), a Spanish football club's site of 2007 (every comment a run of
``<font>`` and ``<b>`` with ``<br>``s in one cell, "Re: NAME" answers), a Greek volunteers' network of 2011 (three
rows a comment, replies in a nested table in an indented cell) and a Vietnamese travel diary of 2012 (one row a
comment, the answers in an indented cell). Every site, name, place and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ez_common import SPACER, Case, blocks, doc, esc, inline, kids, make, talk

# --------------------------------------------------------------------------- de: a town portal, 2005


def de_marktplatz() -> Case:
    cs = talk("""
Erwin Mohr || 14.04.2005 um 18:22 Uhr || Wurde ja auch Zeit. Der Marktplatz sieht seit Jahren aus wie eine Baustelle ohne Bauarbeiter, die Pflastersteine wackeln und bei Regen steht das Wasser vor dem Rathaus knöcheltief. // Ich hoffe nur das sie diesmal rechtzeitig fertig werden und nicht wie bei der Bahnhofstraße ein halbes Jahr länger brauchen.
Sabine K. || 14.04.2005 um 19:05 Uhr || Und wo sollen wir in der Zeit parken?? Ich arbeite in der Apotheke am Markt und schon jetzt findet man morgens kaum einen Platz. Auf den Schulhof passen doch höchstens 40 Autos.
Jürgen Wels || 14.04.2005 um 20:41 Uhr || @Sabine: laut Stadtverwaltung wird während der Bauzeit der Festplatz an der Wiesenstraße als Parkplatz freigegeben, stand im Amtsblatt von letzter Woche auf Seite 3. Sind keine fünf Minuten zu Fuß.
Oma Gertrud || 15.04.2005 um 09:12 Uhr || Ich finde es schade dass die alten Kastanien weg sollen. Unter denen haben wir schon als Kinder gespielt und mein Mann hat mir da 1958 den Antrag gemacht. Kann man die nicht stehen lassen und drum herum bauen?
Markus || 15.04.2005 um 11:37 Uhr || 1,8 Millionen Euro für ein paar neue Pflastersteine und Bänke. In Zeiten wo das Hallenbad zugemacht wird weil angeblich kein Geld da ist. Da fragt man sich schon wer hier die Prioritäten setzt...
Jürgen Wels || 15.04.2005 um 12:50 Uhr || @Markus: das ist so nicht ganz richtig. Über 60 % kommen aus dem Förderprogramm, das Geld hätte man für das Hallenbad gar nicht ausgeben dürfen. Steht alles im [Protokoll der Ratssitzung vom 22. März](http://www.example.de/hallerbach/rat/protokoll-2005-03-22.pdf) ab Seite 7.
Familie Brandt || 15.04.2005 um 21:03 Uhr || Was uns als Anwohner der Kirchgasse interessiert: | - ab wie viel Uhr morgens wird gearbeitet? | - bleibt die Zufahrt zur Kirchgasse offen? | - an wen wendet man sich wenn was ist? // Vielleicht kann das Bürgerbüro dazu hier mal was schreiben.
Oma Gertrud || 16.04.2005 um 10:30 Uhr || Danke an Herrn Wels, das mit dem Festplatz wusste ich garnicht. Und wegen den Kastanien habe ich bei der Stadt angerufen: zwei von den vier bleiben stehen. Immerhin!
Redaktion || 16.04.2005 um 14:15 Uhr || @Familie Brandt: Wir haben beim Bauamt nachgefragt. Gearbeitet wird montags bis freitags von 7 bis 17 Uhr, die Kirchgasse bleibt für Anlieger frei. Ansprechpartner ist Herr Dörr im Bauamt, Tel. 06432 / 55-210.
""")
    path = "/aktuelles/artikel-1384.html"
    rows = []
    for n, c in enumerate(cs):
        text = "<br><br>".join("<br>".join(inline(x) for x in lines) for _q, lines in blocks(c.raw))
        bg = "#DDE6F0" if n % 2 == 0 else "#E9EEF4"
        rows.append(
            f'<tr bgcolor="{bg}"><td class="kleinfett"><a name="k{5021 + n}"></a><b>{esc(c.who)}</b> schrieb am '
            f"{esc(c.at)}:</td></tr>\n"
            f'<tr><td class="text" style="padding:4px 4px 12px 4px">{text}</td></tr>\n'
        )
    left = "".join(
        f'<tr><td class="nav"><img src="{SPACER}" width="6" height="1" alt="">&raquo; '
        f'<a href="/{href}" class="navlink">{esc(label)}</a></td></tr>\n'
        for label, href in (
            ("Startseite", ""),
            ("Aktuelles", "aktuelles/"),
            ("Rathaus & Bürgerbüro", "rathaus/"),
            ("Vereine", "vereine/"),
            ("Veranstaltungen", "termine/"),
            ("Gewerbe von A-Z", "gewerbe/"),
            ("Fotogalerie", "fotos/"),
            ("Gästebuch", "gaestebuch/"),
            ("Links", "links/"),
            ("Impressum", "impressum.html"),
        )
    )
    body = f"""<body bgcolor="#FFFFFF" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0" link="#003399" vlink="#663399">
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="3" bgcolor="#003366" height="70"><font face="Arial" size="6" color="#FFFFFF"><b>&nbsp;Hallerbach aktuell</b></font><br><font face="Verdana" size="1" color="#CCDDEE">&nbsp;&nbsp;Das Bürgerportal für Hallerbach und die Ortsteile Oberhallerbach, Steinrode und Kappel</font></td></tr>
<tr><td colspan="3" bgcolor="#FFCC00" class="klein" height="18">&nbsp;Heute ist Donnerstag, der 21. April 2005 &nbsp;|&nbsp; <a href="/newsletter.html">Newsletter bestellen</a> &nbsp;|&nbsp; <a href="/suche.html">Suche</a></td></tr>
<tr>
<td width="150" valign="top" bgcolor="#E6ECF2">
<table width="150" border="0" cellspacing="0" cellpadding="3">
<tr><td bgcolor="#336699" class="navkopf">Navigation</td></tr>
{left}<tr><td><img src="{SPACER}" width="1" height="15" alt=""></td></tr>
<tr><td bgcolor="#336699" class="navkopf">Wetter in Hallerbach</td></tr>
<tr><td class="klein">Do: 14°C, wolkig<br>Fr: 16°C, heiter<br>Sa: 11°C, Regen</td></tr>
<tr><td><img src="{SPACER}" width="1" height="15" alt=""></td></tr>
<tr><td bgcolor="#336699" class="navkopf">Umfrage</td></tr>
<tr><td class="klein">Soll der Wochenmarkt nach dem Umbau wieder auf den Marktplatz?<br><br><input type="radio" name="u" value="1"> Ja (71%)<br><input type="radio" name="u" value="2"> Nein (18%)<br><input type="radio" name="u" value="3"> Egal (11%)<br><input type="button" value="Abstimmen"><br>324 Stimmen</td></tr>
</table>
</td>
<td width="470" valign="top" style="padding:10px 14px 10px 14px">
<span class="klein"><a href="/">Startseite</a> &gt; <a href="/aktuelles/">Aktuelles</a> &gt; Stadtentwicklung</span>
<h1>Marktplatz: Bauarbeiten beginnen am 2. Mai</h1>
<p class="klein">Donnerstag, 14.04.2005 &middot; von Gerd Hanisch</p>
<p class="text"><b>Nach fast drei Jahren Planung ist es so weit: Am Montag, 2. Mai, rücken die Bagger auf dem Hallerbacher Marktplatz an. Bis Ende Oktober soll der Platz ein neues Pflaster, Bänke, Bäume und eine neue Beleuchtung bekommen.</b></p>
<p class="text">Der Stadtrat hatte die Pläne des Büros Kessler &amp; Partner im März mit 19 zu 6 Stimmen beschlossen. Die Kosten liegen nach der jüngsten Berechnung bei rund 1,8 Millionen Euro, davon trägt das Land über das Förderprogramm für Ortskerne knapp 1,1 Millionen.</p>
<p class="text">Während der Bauzeit wird der Wochenmarkt auf den Hof der Grundschule am Lindenweg verlegt. Die Zufahrt zu den Geschäften rund um den Markt bleibt nach Angaben der Stadt zu Fuß jederzeit möglich, Lieferverkehr ist bis 10 Uhr erlaubt.</p>
<p class="text">Umstritten war bis zuletzt das Schicksal der vier Rosskastanien vor dem Rathaus. Ein Gutachten hatte zwei der Bäume als nicht mehr standsicher eingestuft. &bdquo;Wir prüfen, ob wir wenigstens die beiden gesunden Bäume erhalten können&ldquo;, sagte Bürgermeister Horst Lauber.</p>
<p class="text">Die Stadt lädt alle Anwohner für Mittwoch, 27. April, um 19.30 Uhr zu einer Informationsveranstaltung in den Ratssaal ein.</p>
<p class="klein"><a href="/aktuelles/artikel-1384-druck.html">Druckversion</a> | <a href="/empfehlen.html?id=1384">Artikel weiterempfehlen</a></p>
<br>
<table width="100%" border="0" cellspacing="0" cellpadding="0"><tr><td bgcolor="#003366"><img src="{SPACER}" width="1" height="2" alt=""></td></tr></table>
<p class="text"><b>Kommentare (9)</b> &nbsp;&nbsp; <a href="#schreiben">&raquo; Kommentar schreiben</a></p>
<table width="100%" border="0" cellspacing="0" cellpadding="3">
{"".join(rows)}</table>
<a name="schreiben"></a>
<form action="/aktuelles/kommentar.html" method="post">
<table width="100%" border="0" cellspacing="0" cellpadding="3" bgcolor="#F2F2F2">
<tr><td colspan="2" class="kleinfett">Ihr Kommentar zu diesem Artikel</td></tr>
<tr><td class="klein" width="90">Name:</td><td><input type="text" name="name" size="30"></td></tr>
<tr><td class="klein">E-Mail:</td><td><input type="text" name="mail" size="30"> <span class="klein">(wird nicht angezeigt)</span></td></tr>
<tr><td class="klein" valign="top">Kommentar:</td><td><textarea name="text" cols="40" rows="6"></textarea></td></tr>
<tr><td class="klein">Code:</td><td><b>K7P2</b> <input type="text" name="code" size="6"> <input type="submit" value="Absenden"></td></tr>
<tr><td colspan="2" class="klein">Beleidigende oder rechtswidrige Kommentare werden von der Redaktion gelöscht.</td></tr>
</table>
</form>
</td>
<td width="160" valign="top" bgcolor="#F5F5F5" style="padding:6px">
<table width="148" border="0" cellspacing="0" cellpadding="2">
<tr><td bgcolor="#CC3300" class="navkopf">Meistgelesen</td></tr>
<tr><td class="klein">1. <a href="/aktuelles/artikel-1379.html">Hallenbad bleibt bis auf Weiteres geschlossen</a><br>2. <a href="/aktuelles/artikel-1381.html">Feuerwehr Steinrode feiert 100 Jahre</a><br>3. <a href="/aktuelles/artikel-1376.html">Neuer Pächter für die Stadthalle</a><br>4. <a href="/aktuelles/artikel-1384.html">Marktplatz: Bauarbeiten beginnen am 2. Mai</a></td></tr>
<tr><td><img src="{SPACER}" width="1" height="12" alt=""></td></tr>
<tr><td bgcolor="#CC3300" class="navkopf">Termine</td></tr>
<tr><td class="klein"><b>23.04.</b> Frühjahrsbasar, Ev. Gemeindehaus<br><b>27.04.</b> Infoabend Marktplatz, Ratssaal<br><b>30.04.</b> Maibaumstellen, Kappel<br><b>07.05.</b> Kreisentscheid Jugend musiziert<br><a href="/termine/">alle Termine &raquo;</a></td></tr>
<tr><td><img src="{SPACER}" width="1" height="12" alt=""></td></tr>
<tr><td align="center" class="klein">Anzeige<br><a href="/werbung/brenner.html"><img src="/img/banner-brenner.svg" width="120" height="240" border="0" alt="Autohaus Brenner"></a></td></tr>
</table>
</td>
</tr>
<tr><td colspan="3" bgcolor="#003366" class="fuss" align="center">&copy; 2002-2005 Hallerbach aktuell &middot; Ein Angebot des Gewerbevereins Hallerbach e.V. &middot; <a href="/impressum.html" class="fusslink">Impressum</a> &middot; <a href="/kontakt.html" class="fusslink">Kontakt</a><br>Sie sind Besucher Nr. <b>0184223</b> seit dem 01.06.2002 &middot; Optimiert für Internet Explorer ab 5.5 bei 1024x768</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
<!--
body,td {font-family:Verdana,Arial,Helvetica,sans-serif;font-size:11px;color:#000000}
h1 {font-family:Arial,Helvetica,sans-serif;font-size:18px;color:#003366;margin:6px 0 4px 0}
.text {font-size:12px;line-height:16px}
.klein {font-size:10px;color:#333333}
.kleinfett {font-size:11px;font-weight:bold;color:#003366}
.nav {font-size:11px;border-bottom:1px solid #FFFFFF}
.navlink {color:#003366;text-decoration:none}
.navkopf {font-size:11px;font-weight:bold;color:#FFFFFF}
.fuss {font-size:10px;color:#CCDDEE;padding:6px}
.fusslink {color:#FFFFFF}
a:hover {color:#CC3300}
-->
</style>"""
    banner = (
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="240"><rect width="120" height="240" fill="#c00"/>'
        '<text x="60" y="100" fill="#fff" font-family="Arial" font-size="14" text-anchor="middle">Autohaus</text>'
        '<text x="60" y="120" fill="#fff" font-family="Arial" font-size="16" text-anchor="middle" font-weight="bold">BRENNER</text>'
        '<text x="60" y="160" fill="#ff0" font-family="Arial" font-size="11" text-anchor="middle">Frühjahrs-Check</text>'
        '<text x="60" y="176" fill="#ff0" font-family="Arial" font-size="11" text-anchor="middle">nur 39,- EUR</text></svg>'
    )
    html = (
        doc(
            "html4t",
            title="Hallerbach aktuell - Marktplatz: Bauarbeiten beginnen am 2. Mai",
            lang="de",
            head='<meta name="keywords" content="Hallerbach, Marktplatz, Umbau, Stadtrat, Bürgerportal">\n'
            '<meta name="description" content="Nachrichten aus Hallerbach und Umgebung">\n'
            '<meta name="generator" content="Microsoft FrontPage 5.0">\n' + css,
        )
        + body
    )
    return make(
        "ez-de-portal-marktplatz",
        "discussion",
        "de",
        html,
        cs,
        path=path,
        container="'Kommentare (9)' and '» Kommentar schreiben' above one table of two rows a comment: tr[bgcolor] > td.kleinfett (a name, b NAME, 'schrieb am DATE um TIME Uhr:') and tr > td.text (lines by <br>); flat, '@NAME' answers",
        heading="Kommentare (9)",
        description="A German town portal of 2005 in a FrontPage-era layout table (780 px, left navigation with spacer GIFs, weather, a poll with results, 'Meistgelesen', dated 'Termine', a banner ad, a visitor counter): 9 readers' comments under the article as two rows each of one table (a coloured header row 'NAME schrieb am … Uhr:', a text row with <br>s), flat, three answers said by '@NAME', one by the editors ('Redaktion'), a list typed as lines with '- ', a link; count and '» Kommentar schreiben' above, a form with a code below.",
        files={"/img/banner-brenner.svg": banner},
    )


# --------------------------------------------------------------------------- es: a football club's site, 2007


def es_vegallana() -> Case:
    cs = talk("""
Manolo_grada_norte || 18/11/2007 a las 19:52 || Que partidazo!!! Llevo 30 años yendo al campo y no recuerdo un gol como el de Rubén en el 89. Se me cayó el bocadillo al suelo y me dio igual. AUPA VEGA!!
Isa R. || 18/11/2007 a las 20:10 || Enhorabuena al equipo. Pero hay que decirlo: la primera parte fue muy floja, el Monteluz nos pasó por encima y si no es por Dani en la portería nos vamos al descanso 0-2.
chechu84 || 18/11/2007 a las 20:33 || El arbitro un desastre, el penalti a Sergio en el 60 era clarisimo y ni lo pito. Despues en el descuento se invento 5 minutos de la nada. Menos mal q ganamos xq si no...
Padre de Lucas (alevín) || 18/11/2007 a las 21:02 || Re: chechu84 | Yo lo vi desde la banda de enfrente y no era penalti, Sergio se dejó caer. Lo que sí fue vergonzoso es lo de los insultos al juvenil de ellos desde la grada, con niños delante. Eso no es Vegallana.
Toño Ferrero || 18/11/2007 a las 21:15 || Por fin debutó Álex Prieto, el chaval del juvenil. 17 años y jugó los últimos 25 minutos como si llevara toda la vida en Preferente. Ese chico tiene que subir al primer equipo ya.
Manolo_grada_norte || 18/11/2007 a las 21:40 || Re: Isa | tienes razón en lo de la primera parte, pero Julián cambió el sistema en el descanso, puso a Álex por la banda y fue otro partido. Para eso está el entrenador.
Lurdes || 18/11/2007 a las 22:05 || Subo las fotos del partido aquí para quien las quiera: [álbum en Fotolog](http://www.example.com/fotolog/lurdes_vega/2007-11-18) // La del gol me salió movida, lo siento, es que estaba saltando yo también jajaja
chechu84 || 18/11/2007 a las 22:31 || Re: Padre de Lucas | vale, lo del penalti puede ser discutible, pero en lo de los insultos te doy la razon, esos 4 o 5 de siempre nos hacen quedar fatal.
Isa R. || 19/11/2007 a las 09:14 || Para los que no pudisteis venir, la alineación que sacó Julián: | Dani; Berto, Chema, Iván, Santi; Sergio, Cuco, Pablo, Rubén; Nacho y Jorge. | Cambios: Álex Prieto por Nacho (65'), Quique por Cuco (80').
Directiva C.D. Vegallana || 19/11/2007 a las 12:30 || Desde la directiva queremos dar las gracias a los más de 600 aficionados que vinieron el domingo. Recordamos que el próximo partido es en Valdecuna y que sale autobús desde la Plaza Mayor a las 9:00, plazas limitadas (12 euros socios, 15 no socios). Reservas en el bar Los Arcos.
Ramón (socio 214) || 19/11/2007 a las 13:47 || Re: Directiva | ¿Y la cena de Navidad de la peña cuando se sabe? El año pasado nos avisasteis con tres días.
el_de_la_bufanda || 19/11/2007 a las 16:20 || Segundos a 3 puntos del Monteluz y con un partido menos. Este año SI. Este año subimos. Lo digo desde agosto y nadie me hace caso.
""")
    path = "/noticias/cronica-vegallana-monteluz.html"
    runs = []
    for c in cs:
        text = "<br><br>".join("<br>".join(inline(x) for x in lines) for _q, lines in blocks(c.raw))
        runs.append(
            f'<font face="Verdana, Arial" size="2" color="#006633"><b>{esc(c.who)}</b></font> '
            f'<font face="Verdana, Arial" size="1" color="#888888">escribió el {esc(c.at)}</font><br>\n'
            f'<font face="Verdana, Arial" size="2">{text}</font><br>\n'
            '<img src="/img/linea.svg" width="400" height="1" alt=""><br><br>\n'
        )
    news = "".join(
        f'<font size="1">&#8226;</font> <a href="/noticias/{href}.html">{esc(t)}</a><br>'
        for t, href in (
            ("El juvenil golea en Tordehumos (0-5)", "juvenil-tordehumos"),
            ("Abierta la campaña de socios 2007/08", "campana-socios"),
            ("Renovado el convenio con el Ayuntamiento", "convenio-ayuntamiento"),
            ("Torneo de Navidad de fútbol base", "torneo-navidad"),
        )
    )
    table = "".join(
        f'<tr bgcolor="{"#E8F3EC" if n % 2 else "#FFFFFF"}"><td><font size="1">{n + 1}</font></td><td><font size="1">{"<b>" + esc(t) + "</b>" if "Vegallana" in t else esc(t)}</font></td><td align="right"><font size="1">{p}</font></td></tr>'
        for n, (t, p) in enumerate(
            (
                ("C.D. Monteluz", 31),
                ("C.D. Vegallana", 28),
                ("U.D. Valdecuna", 26),
                ("Atlético Sanchidrián", 24),
                ("C.F. Torrecilla", 22),
                ("S.D. Pinarejo", 19),
            )
        )
    )
    body = f"""<body bgcolor="#0B3D1E" text="#000000" link="#006633" vlink="#336633" alink="#FF9900" background="/img/fondo.svg">
<center>
<table width="760" border="0" cellpadding="0" cellspacing="0" bgcolor="#FFFFFF">
<tr><td colspan="2"><img src="/img/cabecera.svg" width="760" height="110" alt="Club Deportivo Vegallana - Fundado en 1952"></td></tr>
<tr><td colspan="2" bgcolor="#FFCC00" align="center"><font face="Verdana, Arial" size="1"><b><a href="/">INICIO</a> | <a href="/club/">EL CLUB</a> | <a href="/plantilla/">PLANTILLA</a> | <a href="/noticias/">NOTICIAS</a> | <a href="/calendario/">CALENDARIO</a> | <a href="/cantera/">CANTERA</a> | <a href="/socios/">HAZTE SOCIO</a> | <a href="/libro-de-visitas/">LIBRO DE VISITAS</a> | <a href="/contacto/">CONTACTO</a></b></font></td></tr>
<tr>
<td width="560" valign="top" style="padding:12px">
<font face="Verdana, Arial" size="1" color="#888888">Noticias &raquo; Primer equipo &raquo; Domingo 18 de noviembre de 2007</font><br><br>
<font face="Arial" size="5" color="#006633"><b>Crónica: Vegallana 2 - Monteluz 1. ¡Remontada en el 89!</b></font><br><br>
<font face="Verdana, Arial" size="2"><b>Un gol de Rubén Calvo en el minuto 89 da la victoria al Vegallana ante el líder y deja al equipo a tres puntos de la cabeza de la Regional Preferente.</b></font><br><br>
<img src="/img/foto-partido.svg" width="300" height="200" align="right" hspace="8" vspace="4" alt="Celebración del gol">
<font face="Verdana, Arial" size="2">
El campo de Las Eras presentó la mejor entrada de la temporada para recibir al C.D. Monteluz, líder invicto hasta ayer. Y el líder salió mandando: a los diez minutos Ortega cabeceó un córner al palo y en el 23 Benito adelantó a los visitantes tras un error en la salida del balón.<br><br>
El Vegallana tardó en reaccionar. Dani evitó el segundo con dos paradas de mucho mérito antes del descanso, y en el vestuario Julián Ordás cambió el dibujo: tres atrás, Sergio más arriba y el juvenil Álex Prieto, que debutaba con el primer equipo, abierto a la banda izquierda.<br><br>
El empate llegó en el 71 con un disparo desde fuera del área de Pablo Gil que tocó en un defensa. Con el Monteluz encerrado, el partido se rompió en el tramo final y, cuando ya se daba por bueno el empate, Rubén Calvo recogió un rechace en el área pequeña y desató la locura en la grada.<br><br>
&laquo;Hemos sufrido, pero el equipo ha creído hasta el final&raquo;, resumió el entrenador al terminar. El próximo domingo el Vegallana visita a la U.D. Valdecuna.<br><br>
<b>Ficha técnica:</b> C.D. Vegallana 2 (Pablo Gil 71', Rubén Calvo 89') - C.D. Monteluz 1 (Benito 23'). Árbitro: Sr. Mateos Gil. Unos 600 espectadores.
</font><br><br>
<font face="Verdana, Arial" size="1">Enviado por <b>Prensa C.D. Vegallana</b> | <a href="/noticias/imprimir/cronica-vegallana-monteluz.html">Imprimir</a> | <a href="/noticias/enviar/cronica-vegallana-monteluz.html">Enviar a un amigo</a> | Leída 1.214 veces</font>
<br><br>
<table width="100%" border="0" cellpadding="4" cellspacing="0">
<tr><td bgcolor="#006633"><font face="Verdana, Arial" size="2" color="#FFFFFF"><b>Comentarios (12)</b></font></td><td bgcolor="#006633" align="right"><font face="Verdana, Arial" size="1"><a href="#nuevo"><font color="#FFCC00"><b>Añade tu comentario</b></font></a></font></td></tr>
<tr><td colspan="2" bgcolor="#F4F9F5">
{"".join(runs)}</td></tr>
</table>
<a name="nuevo"></a><br>
<form method="post" action="/noticias/comentar.html">
<font face="Verdana, Arial" size="2"><b>Añade tu comentario</b></font><br>
<font face="Verdana, Arial" size="1">Nombre:</font><br><input type="text" name="nombre" size="30" maxlength="40"><br>
<font face="Verdana, Arial" size="1">Comentario:</font><br><textarea name="comentario" cols="50" rows="5"></textarea><br>
<input type="submit" value="Enviar"> <font face="Verdana, Arial" size="1">Los comentarios ofensivos serán borrados.</font>
</form>
</td>
<td width="200" valign="top" bgcolor="#E8F3EC" style="padding:8px">
<font face="Verdana, Arial" size="2" color="#006633"><b>Clasificación</b></font>
<table width="100%" border="0" cellpadding="2" cellspacing="0">{table}</table><br>
<font face="Verdana, Arial" size="2" color="#006633"><b>Próximo partido</b></font><br>
<font face="Verdana, Arial" size="1">Domingo 25/11, 16:30 h<br>U.D. Valdecuna - C.D. Vegallana<br>Campo Municipal de Valdecuna</font><br><br>
<font face="Verdana, Arial" size="2" color="#006633"><b>Últimas noticias</b></font><br>
<font face="Verdana, Arial" size="1">{news}</font><br>
<center><font face="Verdana, Arial" size="1">Publicidad</font><br><img src="/img/anuncio-losarcos.svg" width="180" height="150" alt="Bar Los Arcos"></center><br>
<center><font face="Verdana, Arial" size="1">Visitas: <b>048.917</b></font></center>
</td>
</tr>
<tr><td colspan="2" bgcolor="#006633" align="center"><font face="Verdana, Arial" size="1" color="#FFFFFF">C.D. Vegallana &copy; 2007 &middot; Campo de Las Eras s/n &middot; <a href="mailto:club@example.es"><font color="#FFCC00">club@example.es</font></a> &middot; Web hecha por un socio con mucho cariño</font></td></tr>
</table>
</center>
</body>
</html>
"""

    def svg(w: int, h: int, fill: str, text: str = "") -> str:
        label = (
            f'<text x="{w // 2}" y="{h // 2}" fill="#fff" font-family="Arial" font-size="20" text-anchor="middle">{esc(text)}</text>'
            if text
            else ""
        )
        return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="{w}" height="{h}" fill="{fill}"/>{label}</svg>'

    files = {
        "/img/fondo.svg": svg(40, 40, "#0B3D1E"),
        "/img/cabecera.svg": svg(760, 110, "#006633", "C.D. VEGALLANA · Fundado en 1952"),
        "/img/foto-partido.svg": svg(300, 200, "#7a9a7e"),
        "/img/linea.svg": svg(400, 1, "#99CC99"),
        "/img/anuncio-losarcos.svg": svg(180, 150, "#993300", "Bar Los Arcos"),
    }
    html = (
        doc(
            "none",
            title="C.D. Vegallana - Crónica: Vegallana 2 - Monteluz 1",
            lang="es",
            charset="utf-8",
            head='<meta name="keywords" content="vegallana, futbol, regional preferente, monteluz">',
        )
        + body
    )
    return make(
        "ez-es-club-vegallana",
        "discussion",
        "es",
        html,
        cs,
        path=path,
        container="'Comentarios (12)' and 'Añade tu comentario' in a green header row, then one td holding every comment as runs: font > b NAME, font 'escribió el DATE a las TIME', br, font TEXT (lines by <br>), br, a line image, br br; no wrapper per comment; 'Re: NAME' answers typed by the readers",
        heading="Comentarios (12)",
        description="A Spanish regional football club's self-made site of 2007 (a centred 760 px table on a green background, a header image, a yellow menu bar, the league table, next match, latest news, an ad and a visit counter in the right column): 12 readers' comments under a match report, all in one table cell as <font> and <b> runs separated by <br>s and a line image, no element of their own; four start with 'Re: NAME' (typed by the readers), one by the club's board, a line-up typed as lines, a link to a photo album; count and 'Añade tu comentario' above, a form below.",
        files=files,
    )


# --------------------------------------------------------------------------- el: a volunteers' network, 2011


def el_paralia() -> Case:
    cs = talk("""
Κατερίνα Μ. || 15/05/2011, 21:14 || Μπράβο σε όλους! Ήταν η πρώτη φορά που ήρθα με τα παιδιά μου και ενθουσιάστηκαν. Ο μικρός μάζεψε μόνος του μια σακούλα καπάκια και με ρωτούσε «μαμά, ποιος τα πετάει όλα αυτά;». Καλή ερώτηση...
>Γιώργος Π. (συντονιστής) || 15/05/2011, 22:02 || Κατερίνα, να 'στε καλά! Τα παιδιά ήταν οι καλύτεροι εθελοντές της ημέρας. Τα καπάκια τα κρατάμε χωριστά, πάνε σε πρόγραμμα ανακύκλωσης για αναπηρικά αμαξίδια.
Νίκος_Καλαμάτα || 15/05/2011, 23:40 || Τα περισσότερα σκουπίδια ήταν από τα μπαράκια της παραλίας, να το πούμε κι αυτό. Πλαστικά ποτήρια, καλαμάκια, αποτσίγαρα. Ο Δήμος τι κάνει; Έχουν άδεια αυτά τα μαγαζιά να αφήνουν έτσι την άμμο;
>Ελένη Σ. || 16/05/2011, 08:55 || Νίκο, δεν φταίνε μόνο τα μαγαζιά. Εγώ στον τομέα μου βρήκα πάνες, σχοινιά από δίχτυα και ένα ολόκληρο ψυγειάκι. Όλοι φταίμε λίγο.
>>Νίκος_Καλαμάτα || 16/05/2011, 10:20 || Σωστό κι αυτό, δεν λέω. Αλλά τα αποτσίγαρα μπροστά στις ξαπλώστρες δεν τα έφερε το κύμα.
Dimitra K. || 16/05/2011, 11:31 || Poli kali douleia paidia!! Sorry gia ta greeklish, grafw apo to grafeio. Pote einai o epomenos katharismos? Thelw na ferw kai tin omada perivallontikis tou gymnasiou pou douleuw.
>Γιώργος Π. (συντονιστής) || 16/05/2011, 12:05 || Δήμητρα, ο επόμενος καθαρισμός είναι την Κυριακή 12 Ιουνίου στην παραλία της Κιτριών. Για σχολικές ομάδες στείλτε μας ένα email στο info@example.gr να ετοιμάσουμε γάντια και σακούλες για όλους.
Θανάσης Ρ. || 16/05/2011, 19:48 || Μερικά νούμερα από το φύλλο καταγραφής της ομάδας μας (τομέας Β): | - αποτσίγαρα: 1.870 | - πλαστικά καπάκια: 412 | - καλαμάκια: 236 | - πλαστικές σακούλες: 98 // Τα στείλαμε και στη βάση δεδομένων του προγράμματος, για να συγκρίνουμε με πέρσι.
Μαρία || 17/05/2011, 09:10 || Μπορεί κάποιος να μου πει αν χρειάζεται δήλωση συμμετοχής ή απλά ερχόμαστε; Δεν βρήκα κάτι στη σελίδα.
Σπύρος Λ. || 17/05/2011, 14:22 || Φωτογραφίες από τη μέρα υπάρχουν στο [άλμπουμ της ομάδας](http://www.example.com/photos/kathares-aktes/agios-andreas-2011) για όποιον θέλει να τις κατεβάσει. Ευχαριστούμε και το φούρνο «Το Στάχυ» για τα κουλούρια, έφυγαν σε δέκα λεπτά!
""")
    path = "/nea/katharismos-agios-andreas-2011.html"
    k = kids(cs)

    def entry(i: int) -> str:
        c = cs[i]
        text = "<br /><br />".join("<br />".join(inline(x) for x in lines) for _q, lines in blocks(c.raw))
        cid = 880 + i
        rows = (
            f'<tr><td class="sxolio-kefali"><a name="sxolio{cid}"></a><strong>{esc(c.who)}</strong> &nbsp;'
            f'<span class="mikro">{esc(c.at)}</span></td></tr>\n'
            f'<tr><td class="sxolio-keimeno">{text}</td></tr>\n'
            f'<tr><td class="sxolio-podi" align="right"><a href="#grapse" class="mikro">Απάντηση</a> | '
            f'<a href="/anafora.html?s={cid}" class="mikro">Αναφορά</a></td></tr>\n'
        )
        for j in k.get(i, []):
            rows += (
                f'<tr><td style="padding-left:30px"><table width="100%" border="0" cellspacing="0" cellpadding="4" '
                f'class="apantisi">\n{entry(j)}</table></td></tr>\n'
            )
        return rows

    tables = "".join(
        f'<table width="100%" border="0" cellspacing="0" cellpadding="4" class="sxolio">\n{entry(i)}</table>\n'
        for i in k[None]
    )
    body = f"""<body>
<table width="900" border="0" cellspacing="0" cellpadding="0" align="center" id="kelyfos">
<tr><td colspan="3" id="kefalida"><a href="/"><img src="/eikones/logo.svg" width="900" height="120" border="0" alt="Καθαρές Ακτές - Σύλλογος Εθελοντών Μεσσηνίας" /></a></td></tr>
<tr><td colspan="3" id="menou"><a href="/">Αρχική</a><a href="/syllogos/">Ο Σύλλογος</a><a href="/draseis/">Δράσεις</a><a href="/nea/">Νέα</a><a href="/ethelontes/">Γίνε εθελοντής</a><a href="/fotografies/">Φωτογραφίες</a><a href="/epikoinonia/">Επικοινωνία</a></td></tr>
<tr>
<td width="180" valign="top" class="stili">
<div class="kouti"><div class="kouti-titlos">Δράσεις 2011</div>
<a href="/draseis/katharismoi/">Καθαρισμοί ακτών</a><br />
<a href="/draseis/xelones/">Παρακολούθηση χελωνών</a><br />
<a href="/draseis/sxoleia/">Προγράμματα στα σχολεία</a><br />
<a href="/draseis/dentrofyteusi/">Δεντροφυτεύσεις</a></div>
<div class="kouti"><div class="kouti-titlos">Αρχείο νέων</div>
<a href="/nea/2011/05/">Μάιος 2011</a> (4)<br /><a href="/nea/2011/04/">Απρίλιος 2011</a> (6)<br /><a href="/nea/2011/03/">Μάρτιος 2011</a> (3)<br /><a href="/nea/2011/02/">Φεβρουάριος 2011</a> (2)</div>
<div class="kouti" align="center"><a href="/dorees.html"><img src="/eikones/dorea.svg" width="150" height="90" border="0" alt="Κάντε μια δωρεά" /></a></div>
</td>
<td width="540" valign="top" id="periexomeno">
<div class="mikro"><a href="/">Αρχική</a> &raquo; <a href="/nea/">Νέα</a> &raquo; Καθαρισμός Αγίου Ανδρέα</div>
<h1>Καθαρισμός στον Άγιο Ανδρέα: 62 εθελοντές, 340 κιλά απορρίμματα</h1>
<div class="mikro">Δημοσιεύθηκε: Κυριακή, 15 Μαΐου 2011, 19:30 | Από: Γραφείο Τύπου</div>
<p><img src="/eikones/katharismos.svg" width="240" height="160" align="left" hspace="10" alt="Εθελοντές στην παραλία" /><strong>Με μεγάλη συμμετοχή πραγματοποιήθηκε το πρωί της Κυριακής ο ανοιξιάτικος καθαρισμός της παραλίας του Αγίου Ανδρέα, στο πλαίσιο της πανευρωπαϊκής εκστρατείας για τα θαλάσσια απορρίμματα.</strong></p>
<p>Εξήντα δύο εθελοντές, ανάμεσά τους δεκαπέντε παιδιά, χωρίστηκαν σε τέσσερις ομάδες και καθάρισαν σε τρεις ώρες σχεδόν δύο χιλιόμετρα ακτής. Συνολικά συλλέχθηκαν 340 κιλά απορριμμάτων, από τα οποία τα 210 ήταν πλαστικά.</p>
<p>Όπως κάθε χρόνο, οι ομάδες κατέγραψαν σε ειδικά φύλλα τι βρήκαν. Πρώτα και φέτος στη λίστα τα αποτσίγαρα, ακολουθούν τα πλαστικά καπάκια, τα καλαμάκια και οι σακούλες. Τα στοιχεία θα σταλούν στο πρόγραμμα παρακολούθησης των ακτών.</p>
<p>Ευχαριστούμε θερμά τον Δήμο για τα οχήματα αποκομιδής, τον φούρνο «Το Στάχυ» για το κέρασμα και φυσικά όλους όσοι ήρθαν. Ραντεβού στον επόμενο καθαρισμό!</p>
<p class="mikro">Ετικέτες: <a href="/etiketes/katharismos/">καθαρισμός</a>, <a href="/etiketes/plastika/">πλαστικά</a>, <a href="/etiketes/agios-andreas/">Άγιος Ανδρέας</a> | <a href="/nea/katharismos-agios-andreas-2011-ektyposi.html">Εκτύπωση</a></p>
<div id="sxolia">
<table width="100%" border="0" cellspacing="0" cellpadding="3"><tr><td class="sxolia-titlos">Σχόλια (10)</td><td align="right"><a href="#grapse" class="koumpi">Προσθέστε το σχόλιό σας</a></td></tr></table>
{tables}</div>
<a name="grapse"></a>
<form action="/nea/sxolio.html" method="post" id="forma">
<table border="0" cellspacing="0" cellpadding="3">
<tr><td colspan="2"><strong>Γράψτε το σχόλιό σας</strong></td></tr>
<tr><td class="mikro">Όνομα *</td><td><input type="text" name="onoma" size="30" /></td></tr>
<tr><td class="mikro">Email *</td><td><input type="text" name="email" size="30" /> <span class="mikro">(δεν δημοσιεύεται)</span></td></tr>
<tr><td class="mikro" valign="top">Σχόλιο *</td><td><textarea name="sxolio" cols="45" rows="6"></textarea></td></tr>
<tr><td></td><td><input type="submit" value="Αποστολή" /> <span class="mikro">Τα σχόλια εμφανίζονται μετά από έγκριση.</span></td></tr>
</table>
</form>
</td>
<td width="180" valign="top" class="stili">
<div class="kouti"><div class="kouti-titlos">Επόμενες δράσεις</div>
<b>22/05</b> Ενημέρωση για τις χελώνες, Πολιτιστικό Κέντρο<br />
<b>05/06</b> Παγκόσμια Ημέρα Περιβάλλοντος<br />
<b>12/06</b> Καθαρισμός παραλίας Κιτριών</div>
<div class="kouti"><div class="kouti-titlos">Γίνε μέλος</div>Η ετήσια συνδρομή είναι 10 ευρώ. <a href="/syllogos/melos.html">Αίτηση εγγραφής &raquo;</a></div>
<div class="kouti"><div class="kouti-titlos">Newsletter</div><input type="text" size="16" value="το email σας" /><br /><input type="button" value="Εγγραφή" /></div>
<div class="kouti"><div class="kouti-titlos">Υποστηρικτές</div>Φούρνος «Το Στάχυ»<br />Ταβέρνα «Ο Γιαλός»<br />Τυπογραφείο Αναστασίου</div>
<div class="mikro" align="center">Επισκέπτες: 23.481</div>
</td>
</tr>
<tr><td colspan="3" id="ypogeio">© 2008-2011 Σύλλογος Εθελοντών «Καθαρές Ακτές» Μεσσηνίας · Μη κερδοσκοπικός σύλλογος · <a href="/oroi.html">Όροι χρήσης</a> · Σχεδιασμός: ένας εθελοντής</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dbe9ef;font-family:Tahoma,Verdana,sans-serif;font-size:12px;color:#223}
#kelyfos{background:#fff}#menou{background:#1d6a8a;padding:6px 8px}#menou a{color:#fff;font-weight:bold;text-decoration:none;margin-right:18px}
.stili{background:#f1f7f9;padding:8px}.kouti{border:1px solid #b7d3de;background:#fff;padding:6px;margin-bottom:10px;line-height:18px}
.kouti-titlos{background:#1d6a8a;color:#fff;font-weight:bold;padding:3px 5px;margin:-6px -6px 6px -6px}
#periexomeno{padding:10px 16px}h1{font-family:Georgia,serif;color:#1d6a8a;font-size:20px;margin:8px 0}
.mikro{font-size:10px;color:#667}p{line-height:18px}
.sxolia-titlos{font-size:14px;font-weight:bold;color:#1d6a8a;border-bottom:2px solid #1d6a8a}.koumpi{background:#f7a21b;color:#fff;padding:2px 8px;font-weight:bold;text-decoration:none}
table.sxolio{border:1px solid #cfe0e7;margin-top:8px}table.apantisi{border-left:3px solid #f7a21b;background:#fbfaf4}
.sxolio-kefali{background:#e6f0f4}.sxolio-keimeno{line-height:17px}.sxolio-podi{border-top:1px dotted #cfe0e7}
#ypogeio{background:#1d6a8a;color:#d8ecf3;font-size:10px;padding:8px;text-align:center}#ypogeio a{color:#fff}
</style>"""

    def svg(w: int, h: int, fill: str, text: str = "") -> str:
        label = (
            f'<text x="{w // 2}" y="{h // 2}" fill="#fff" font-family="Georgia" font-size="22" text-anchor="middle">{esc(text)}</text>'
            if text
            else ""
        )
        return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="{w}" height="{h}" fill="{fill}"/>{label}</svg>'

    files = {
        "/eikones/logo.svg": svg(900, 120, "#2a86ab", "Καθαρές Ακτές · Σύλλογος Εθελοντών Μεσσηνίας"),
        "/eikones/dorea.svg": svg(150, 90, "#f7a21b", "Δωρεά"),
        "/eikones/katharismos.svg": svg(240, 160, "#c9b98f"),
    }
    html = (
        doc(
            "xhtml",
            title="Καθαρισμός στον Άγιο Ανδρέα: 62 εθελοντές, 340 κιλά απορρίμματα - Καθαρές Ακτές",
            lang="el",
            head='<meta name="description" content="Σύλλογος Εθελοντών Καθαρές Ακτές Μεσσηνίας" />\n' + css,
        )
        + body
    )
    return make(
        "ez-el-ngo-paralia",
        "discussion",
        "el",
        html,
        cs,
        path=path,
        container="div#sxolia: a title row 'Σχόλια (10)' with 'Προσθέστε το σχόλιό σας', then one table.sxolio a thread: three rows a comment (td.sxolio-kefali: a name, strong NAME, span DATE; td.sxolio-keimeno TEXT; td.sxolio-podi 'Απάντηση | Αναφορά'), each reply a fourth row whose indented td (padding-left) holds a nested table.apantisi of the same three rows",
        heading="Σχόλια (10)",
        description="A Greek volunteers' association of 2011 on a hand-made XHTML page laid out in a 900 px table (header image, menu bar, side boxes of actions, archive, coming dates, supporters, a newsletter field, a visitor counter): 10 readers' comments under a beach clean-up report, three table rows each (name and date, text, 'Απάντηση | Αναφορά'), four replies in nested tables in indented cells, two deep once; one comment in Greeklish, a tally typed as lines, a link to an album; count and 'Προσθέστε το σχόλιό σας' above, a moderated form below.",
        files=files,
    )


# --------------------------------------------------------------------------- vi: a travel diary, 2012


def vi_mucangchai() -> Case:
    cs = talk("""
Minh Tuấn || 24/09/2012 08:15 || Ảnh đẹp quá chị ơi! Ruộng bậc thang vàng óng thế này thì phải đi ngay tuần sau thôi. Chị đi xe máy từ Hà Nội lên mất bao lâu ạ?
>Hà Lê || 24/09/2012 09:02 || Mình đi từ 5h sáng, nghỉ ăn trưa ở Nghĩa Lộ, khoảng 4h chiều thì tới La Pán Tẩn. Tầm 280 km, đoạn đèo Khau Phạ cuối ngày hơi khó đi nếu trời mưa nhé.
Lan Anh || 24/09/2012 10:47 || Đọc mà thèm quá. Năm ngoái mình lên muộn, lúa gặt hết rồi, chỉ còn rơm :( Năm nay nhất định phải đi đúng dịp.
phuot_thu_85 || 24/09/2012 11:30 || Bổ sung cho ai định đi: | - mang áo mưa bộ, đừng mang áo mưa cánh dơi, gió đèo thổi bay luôn | - đổ đầy xăng ở Nghĩa Lộ, trên đèo ít cây xăng | - mang tiền mặt, trong bản không có ATM // Chúc mọi người đi vui!
Thu Trang || 24/09/2012 14:12 || Chị ơi cho em xin số điện thoại nhà nghỉ ở Tú Lệ với ạ. Nhóm em đi 6 người.
>Hà Lê || 24/09/2012 15:40 || Trang ơi nhà nghỉ đó tên là Suối Khoáng, chị không lưu số, em tới đầu bản hỏi ai cũng chỉ cho. Nhóm 6 người thì nên gọi trước vì dịp này đông lắm.
Quang Huy || 24/09/2012 20:05 || Bài viết hay. Nhưng mình nghĩ ai lên đó chụp ảnh thì nên xin phép trước khi chụp bà con và các em nhỏ người Mông. Nhiều đoàn cứ dí máy vào mặt người ta, nhìn rất phản cảm.
>Hà Lê || 24/09/2012 21:18 || Đồng ý với Huy. Mấy bức chân dung trong bài mình đều hỏi trước, có bà cụ còn mời vào nhà uống rượu ngô nữa.
Ngọc || 25/09/2012 07:50 || tháng 10 đi còn kịp ko chị?
Minh Tuấn || 25/09/2012 08:33 || @Ngọc: đầu tháng 10 thì vẫn còn, nhưng khu Tú Lệ gặt sớm hơn. Năm 2010 mình đi mồng 5/10 vẫn còn lúa ở Chế Cu Nha.
Bảo || 25/09/2012 12:14 || Cái ảnh thứ 3 chụp ở đồi Mâm Xôi phải không chị? Góc đó đẹp nhất Mù Cang Chải rồi.
Hà Lê || 25/09/2012 13:02 || @Bảo: đúng rồi, chụp lúc gần 5h chiều, nắng xiên nên màu lúa mới lên được như vậy.
Vy Nguyễn || 26/09/2012 22:41 || Em đọc blog chị từ hồi chị đi Hà Giang. Viết tiếp phần 2 đi chị, em hóng! // Link bài Hà Giang cho ai chưa đọc: [Hà Giang – những khúc cua của đá](http://nhatkyxedich.example.com/2011/11/ha-giang.html)
Tuấn Anh (Sài Gòn) || 27/09/2012 09:15 || Dân Sài Gòn muốn đi thì bay ra Hà Nội rồi thuê xe máy ở phố cổ nha mọi người, khoảng 150k/ngày cho xe số. Mình vừa đi về tuần trước, ngoài đời còn đẹp hơn ảnh.
>phuot_thu_85 || 27/09/2012 10:02 || Bạn thuê ở chỗ nào vậy? Có cho mượn kèm mũ bảo hiểm tử tế không hay phải tự mang?
Hạnh || 28/09/2012 16:30 || Trời ơi đẹp quá, cảm ơn chị đã chia sẻ. Lưu lại để sang năm đi.
Khách || 01/10/2012 19:20 || hay
""")
    path = "/2012/09/ba-ngay-o-mu-cang-chai.html"
    k = kids(cs)
    rows = []

    def row(i: int, indent: int) -> None:
        c = cs[i]
        text = "<br /><br />".join("<br />".join(inline(x) for x in lines) for _q, lines in blocks(c.raw))
        owner = " chu-blog" if c.who == "Hà Lê" else ""
        if indent == 0:
            rows.append(
                f'<tr class="bl{owner}"><td class="ten" width="130" valign="top"><a name="bl{301 + i}"></a>'
                f'<img src="/_avatar/xd/{301 + i}.svg" width="32" height="32" alt="" /><br /><b>{esc(c.who)}</b><br />'
                f'<span class="ngay">{esc(c.at)}</span></td><td class="nd" valign="top">{text}</td></tr>\n'
            )
        else:
            rows.append(
                f'<tr class="tl{owner}"><td></td><td class="nd-tl" style="padding-left:{36 * indent}px">'
                f'<a name="bl{301 + i}"></a>&#8627; <b>{esc(c.who)}</b> <span class="ngay">{esc(c.at)}</span><br />'
                f"{text}</td></tr>\n"
            )
        for j in k.get(i, []):
            row(j, indent + 1)

    for i in k[None]:
        row(i, 0)
    posts = "".join(
        f'<li><a href="/{href}.html">{esc(t)}</a></li>'
        for t, href in (
            ("Ba ngày ở Mù Cang Chải mùa lúa chín", "2012/09/ba-ngay-o-mu-cang-chai"),
            ("Ăn gì ở Hội An trong 24 giờ", "2012/07/an-gi-o-hoi-an"),
            ("Côn Đảo mùa mưa: nên hay không?", "2012/05/con-dao-mua-mua"),
            ("Sapa không chỉ có Fansipan", "2012/02/sapa"),
            ("Hà Giang – những khúc cua của đá", "2011/11/ha-giang"),
        )
    )
    body = f"""<body>
<div id="khung">
<div id="dau"><h1><a href="/">Nhật ký xê dịch</a></h1><div class="khauhieu">Một chiếc xe máy, một cái ba lô và những con đường phía Bắc</div></div>
<table id="menu" cellspacing="0" cellpadding="0"><tr><td><a href="/">Trang chủ</a></td><td><a href="/gioi-thieu.html">Giới thiệu</a></td><td><a href="/mien-bac/">Miền Bắc</a></td><td><a href="/mien-trung/">Miền Trung</a></td><td><a href="/mien-nam/">Miền Nam</a></td><td><a href="/kinh-nghiem/">Kinh nghiệm phượt</a></td><td><a href="/lien-he.html">Liên hệ</a></td></tr></table>
<table width="100%" cellspacing="0" cellpadding="0"><tr>
<td valign="top" id="chinh">
<div class="ngaydang">Thứ Hai, 24 tháng 9, 2012</div>
<h2 class="tieude">Ba ngày ở Mù Cang Chải mùa lúa chín</h2>
<div class="baiviet">
<p>Mỗi năm chỉ có khoảng hai tuần cuối tháng 9, đầu tháng 10 là ruộng bậc thang Mù Cang Chải chuyển sang màu vàng. Năm nay mình xin nghỉ phép ba ngày, chạy xe máy một mình từ Hà Nội lên.</p>
<p><img src="/anh/2012/mcc-1.svg" width="520" height="300" alt="Ruộng bậc thang La Pán Tẩn" /><br /><i>Ruộng bậc thang ở La Pán Tẩn, chiều ngày đầu tiên.</i></p>
<p><b>Ngày 1: Hà Nội – Nghĩa Lộ – Tú Lệ – La Pán Tẩn.</b> Xuất phát lúc 5h sáng để tránh xe tải trên quốc lộ 32. Ăn trưa xôi nếp Tú Lệ, thứ xôi dẻo thơm mà ai đi qua cũng phải dừng lại. Chiều vượt đèo Khau Phạ, mây sà xuống tận mặt đường.</p>
<p><b>Ngày 2: Chế Cu Nha – Dế Xu Phình – đồi Mâm Xôi.</b> Dậy từ 5h để đón sương sớm trên ruộng. Bà con đang gặt ở vùng thấp, vùng cao lúa vẫn vàng rực. Buổi chiều ngồi trên đồi Mâm Xôi chờ nắng xiên, đó là lúc đẹp nhất trong ngày.</p>
<p><img src="/anh/2012/mcc-3.svg" width="520" height="300" alt="Đồi Mâm Xôi" /><br /><i>Đồi Mâm Xôi lúc gần 5h chiều.</i></p>
<p><b>Ngày 3: về Hà Nội.</b> Đường về mưa to từ Nghĩa Lộ, may mà có áo mưa bộ. Về tới nhà lúc 9h tối, người ê ẩm nhưng trong đầu vẫn toàn màu vàng.</p>
<p>Phần 2 mình sẽ viết về chi phí và chỗ ở, mọi người chờ nhé!</p>
</div>
<div class="chanbai">Đăng bởi <b>Hà Lê</b> lúc 07:30 | Chủ đề: <a href="/mien-bac/">Miền Bắc</a>, <a href="/kinh-nghiem/">Kinh nghiệm phượt</a> | <a href="#binhluan">17 bình luận</a></div>
<a name="binhluan"></a>
<div class="khung-bl">
<div class="dem-bl"><b>17 bình luận</b> &nbsp;·&nbsp; <a href="#gui">» Gửi bình luận</a></div>
<table class="bang-bl" width="100%" cellspacing="0" cellpadding="6">
{"".join(rows)}</table>
</div>
<a name="gui"></a>
<form class="gui" action="/gui-binh-luan.html" method="post">
<b>Gửi bình luận của bạn</b><br />
Tên: <input type="text" name="ten" size="25" /> Email: <input type="text" name="email" size="25" /><br />
<textarea name="noidung" rows="5" cols="60"></textarea><br />
<input type="submit" value="Gửi" /> <small>Bình luận có dấu tiếng Việt sẽ được ưu tiên duyệt :)</small>
</form>
</td>
<td valign="top" id="cot">
<div class="hop"><h3>Tác giả</h3><img src="/_avatar/xd/ha-le.svg" width="64" height="64" alt="" align="left" />Hà Lê, 28 tuổi, nhân viên văn phòng ở Hà Nội. Cuối tuần là lên đường.</div>
<div class="hop"><h3>Bài mới</h3><ul>{posts}</ul></div>
<div class="hop"><h3>Lưu trữ</h3><ul><li><a href="/2012/09/">Tháng 9/2012</a> (2)</li><li><a href="/2012/07/">Tháng 7/2012</a> (3)</li><li><a href="/2012/05/">Tháng 5/2012</a> (1)</li><li><a href="/2012/02/">Tháng 2/2012</a> (2)</li></ul></div>
<div class="hop"><h3>Bạn bè</h3><ul><li><a href="http://phuotthu.example.net/">Phượt thủ 85</a></li><li><a href="http://vyvydi.example.com/">Vy đi đâu đó</a></li><li><a href="http://blogminhtuan.example.vn/">Minh Tuấn's blog</a></li></ul></div>
<div class="hop" align="center">Lượt truy cập<br /><span class="dem">0 2 1 4 7 9 3</span></div>
</td></tr></table>
<div id="chan">© 2009-2012 Nhật ký xê dịch · Vui lòng ghi nguồn khi sử dụng ảnh · Giao diện tự làm</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#efe8d8 url(/anh/nen.svg);font:13px/1.6 Arial,Helvetica,sans-serif;color:#333}
#khung{width:880px;margin:0 auto;background:#fffdf7;border:1px solid #d9ccb0}
#dau{background:#7a5c2e;padding:20px 24px}#dau h1{margin:0;font:bold 30px Georgia,serif}#dau h1 a{color:#fff3d6;text-decoration:none}.khauhieu{color:#e8d3a8;font-style:italic}
#menu{width:100%;background:#5a4420}#menu td{padding:6px 10px}#menu a{color:#fff;text-decoration:none;font-weight:bold;font-size:12px}
#chinh{padding:16px 20px}#cot{width:220px;padding:16px 14px 0 0}.ngaydang{color:#a08050;font-size:11px;text-transform:uppercase}
.tieude{font:bold 22px Georgia,serif;color:#5a4420;margin:4px 0 10px}.chanbai{font-size:11px;color:#888;border-top:1px dashed #d9ccb0;padding-top:4px;margin-top:16px}
.khung-bl{margin-top:18px}.dem-bl{background:#f3ead6;padding:6px;border-bottom:2px solid #7a5c2e}
.bang-bl td{border-bottom:1px solid #eee2c8}.ten{background:#faf5ea;font-size:12px}.ngay{color:#999;font-size:10px}
tr.chu-blog td{background:#fff4dc}.nd-tl{font-size:12px;background:#fbf8f0}
.hop{background:#fff;border:1px solid #e4d8bc;padding:8px;margin-bottom:12px;font-size:12px}.hop h3{margin:0 0 6px;font:bold 13px Georgia;color:#7a5c2e;border-bottom:1px solid #e4d8bc}
.hop ul{margin:0;padding-left:16px}.dem{font:bold 14px 'Courier New';background:#000;color:#0f0;padding:1px 4px;letter-spacing:2px}
#chan{background:#5a4420;color:#e8d3a8;text-align:center;font-size:11px;padding:10px}form.gui{background:#f7f1e3;padding:10px;margin-top:14px}
</style>"""

    def svg(w: int, h: int, fill: str) -> str:
        return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="{w}" height="{h}" fill="{fill}"/></svg>'

    files = {
        "/anh/nen.svg": svg(20, 20, "#efe8d8"),
        "/anh/2012/mcc-1.svg": svg(520, 300, "#d8b548"),
        "/anh/2012/mcc-3.svg": svg(520, 300, "#c9a23a"),
    }
    html = (
        doc(
            "xhtml",
            title="Ba ngày ở Mù Cang Chải mùa lúa chín | Nhật ký xê dịch",
            lang="vi",
            head='<meta name="keywords" content="mù cang chải, ruộng bậc thang, phượt, nhật ký du lịch" />\n'
            + css,
        )
        + body
    )
    return make(
        "ez-vi-diary-mucangchai",
        "discussion",
        "vi",
        html,
        cs,
        path=path,
        container="div.khung-bl: '17 bình luận' and '» Gửi bình luận' above table.bang-bl, one row a comment: td.ten (a name, avatar, b NAME, span.ngay DATE) + td.nd TEXT; each answer a row of its own whose first cell is empty and whose second cell td.nd-tl is indented (padding-left) with '↳ NAME DATE' and the text",
        heading="17 bình luận",
        description="A Vietnamese travel diary of 2012 on a self-made template (a 880 px page, a menu table, an author box, recent posts, archive, friends' blogs, a digit counter): 17 readers' comments under a three-day motorbike trip, one table row each (name, avatar and date in the first cell, the text in the second); four answers (three by the blogger, one by a reader) as rows whose indented second cell says '↳ NAME DATE'; two more answers said only by '@NAME' in the flat list; a tip list typed as lines, a link, a one-word comment by 'Khách'.",
        files=files,
    )
