"""Blind set ga: four readers' discussions on small sites of 2007-2016, each reaction introduced by its writer's name
in plain markup. A Spanish local news site (2009, XHTML, sibling paragraphs "strong NAME (PLACE) | DATE br TEXT"
under a heading, a form), an Italian parish newsletter (2012, a list of "TEXT — i NAME", the priest's answer nested
in a list of its own, no date on any), an Austrian brass band association (2016, HTML5, divs "span.kapit NAME schrieb
am DATE:" then the text, a heading and a form) and a Dutch model railway blog (2007, a definition list "dt em NAME -
DATE" and "dd TEXT", a form). Every site, name, place and text invented for this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ga_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- es: a local news site, 2009, "strong NAME (PLACE) | DATE"


def es_mercado() -> Case:
    cs = talk("""
Lucía Pérez Arnedo || 14/05/2009 || Por fin. Llevábamos tres años yendo al mercado de Cascante porque aquí sólo quedaban dos puestos en la calle Mayor. Que no se pierda otra vez por culpa de los horarios.
Javier || 14/05/2009 || Está muy bien lo del mercado, pero ¿alguien ha pensado dónde vamos a aparcar los jueves? La plaza de San Roque ya está llena a las nueve sin ningún puesto.
Carmen Ezquerro || 15/05/2009 || Javier, el Ayuntamiento abre la explanada del frontón esos días, lo pusieron en el bando. Y Lucía, yo tampoco vuelvo a Cascante: aquí tengo al hortelano de Murillo a dos pasos de casa.
Tomás Lacarra || 15/05/2009 || Soy uno de los hortelanos que vuelven a la plaza. Gracias, Carmen, por acordarse de nosotros. Llevaremos espárragos y alcachofas mientras dure la temporada, y quien quiera cajas grandes que las encargue el martes.
Redacción || 16/05/2009 || Aclaración para Javier y para todos: la explanada del frontón estará abierta de ocho a tres los jueves. La Policía Local nos confirma que no habrá multas en la calle del Cierzo durante el primer mes.
""")
    items = "\n".join(
        f'<p class="lector"><strong>{esc(c.who)}</strong>{place} | {esc(c.when)}<br />\n{esc(c.raw)}</p>'
        for c, place in zip(
            cs, (" (Villanueva)", " (Fustiñana)", " (Villanueva)", " (Murillo)", ""), strict=True
        )
    )
    body = f"""<body>
<div id="contenedor">
<div id="cabecera"><img src="/img/cabecera.svg" width="960" height="90" alt="El Eco del Cierzo" /></div>
<ul id="menu">{nav([("/index.html", "Portada"), ("/local.html", "Local"), ("/comarca.html", "Comarca"), ("/deportes.html", "Deportes"), ("/agenda.html", "Agenda"), ("/contacto.html", "Contacto")])}</ul>
<div id="principal">
<p class="seccion">Local</p>
<h1>El mercado de los jueves vuelve a la plaza de San Roque</h1>
<p class="firma">Por Pilar Garde &middot; Villanueva del Cierzo, 13 de mayo de 2009</p>
<p class="entradilla">Después de tres años en la calle Mayor, los puestos de fruta, verdura y quesos regresan a la plaza a partir del jueves 21 de mayo.</p>
<p>El pleno aprobó el lunes por unanimidad el traslado. Los vendedores pedían desde hace tiempo un sitio con sombra y con toma de agua, y la plaza de San Roque cuenta con las dos cosas desde la reforma del año pasado.</p>
<p>El concejal de Comercio, Rafael Iriarte, explicó que el mercado empezará a las ocho y media y que los puestos se colocarán alrededor de la fuente para dejar libre el paso a la iglesia.</p>
<div id="lectores">
<h3>Lo que dicen nuestros lectores</h3>
{items}
</div>
<form action="/enviar.php" method="post" id="escribe">
<p><b>Escribe tu mensaje</b></p>
<p>Nombre: <input type="text" name="nombre" size="25" /> Pueblo: <input type="text" name="pueblo" size="20" /></p>
<p><textarea name="mensaje" rows="5" cols="60"></textarea></p>
<p><input type="submit" value="Enviar" /></p>
</form>
</div>
<div id="lateral">
<h4>Lo más leído</h4>
<ol>{nav([("/local/fiestas-2009.html", "Programa de las fiestas de agosto"), ("/deportes/cd-cierzo-ascenso.html", "El CD Cierzo roza el ascenso"), ("/comarca/obras-nacional.html", "Obras en la carretera de Tudela")])}</ol>
<h4>El tiempo</h4>
<p>Jueves: sol y cierzo flojo.</p>
</div>
<div id="pie">El Eco del Cierzo &middot; periódico digital de la Ribera &middot; <a href="mailto:redaccion@ecodelcierzo.example">redaccion@ecodelcierzo.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#dfe3e6;font-family:Arial,Helvetica,sans-serif;font-size:13px}
#contenedor {width:960px;margin:0 auto;background:#fff}
#menu {margin:0;padding:6px;background:#1d4f7a;list-style:none}
#menu li {display:inline;margin-right:14px}
#menu a {color:#fff;font-weight:bold;text-decoration:none}
#principal {float:left;width:640px;padding:10px 20px}
#lateral {float:right;width:240px;padding:10px;background:#f2f4f5}
.seccion {color:#c0392b;text-transform:uppercase;font-weight:bold}
.firma {color:#777;font-size:11px}
.entradilla {font-weight:bold}
.lector {border-top:1px solid #ddd;padding-top:6px}
#pie {clear:both;background:#1d4f7a;color:#fff;font-size:11px;padding:6px;text-align:center}
#pie a {color:#fff}
</style>"""
    return make(
        "ga-es-news-mercado",
        "discussion",
        doc(
            "xhtml",
            title="El mercado de los jueves vuelve a la plaza de San Roque - El Eco del Cierzo",
            lang="es",
            head=head,
        )
        + body,
        cs,
        path="/local/2009/mercado-plaza-san-roque.html",
        container="div#lectores after h3 'Lo que dicen nuestros lectores': five sibling p.lector 'strong NAME (PLACE) | DD/MM/YYYY br TEXT' (the newsroom's without a place); a form below",
        heading="Lo que dicen nuestros lectores",
        description="A Spanish local news site of 2009 (invented), XHTML, a float layout: the Thursday market goes back to the square; 5 readers' messages under h3 'Lo que dicen nuestros lectores', each a paragraph 'strong NAME (PLACE) | DD/MM/YYYY', a line break, the text; Carmen answers Javier and Lucía by name, the grower Tomás thanks Carmen, the newsroom ('Redacción') answers Javier; a form below; the article dated 13 de mayo de 2009.",
        language="es",
        files={"/img/cabecera.svg": svg(960, 90, "#1d4f7a", "El Eco del Cierzo", 34)},
    )


# --------------------------------------------------------------------------- it: a parish newsletter, 2012, "TEXT — i NAME"


def it_campanile() -> Case:
    cs = talk("""
Rosanna Ferri || || Che bella festa! Le frittelle delle signore del coro erano le migliori degli ultimi anni. Peccato solo per la processione: con quel vento la statua ondeggiava e noi in fondo non sentivamo niente delle preghiere.
^0 don Piero || || Cara Rosanna, hai ragione, l'altoparlante si è scaricato a metà strada. L'anno prossimo lo portiamo sul carretto dei fiori con una batteria nuova, così lo sente anche chi sta in fondo.
Gianni dell'oratorio || || Grazie ai ragazzi che hanno montato e smontato i tavoli fino a mezzanotte. Senza di loro la pesca di beneficenza non avrebbe nemmeno aperto.
Marisa Conti || || Gianni, i ragazzi sono stati bravissimi, e mio nipote è tornato a casa stanco ma felice. Per la pesca propongo di raccogliere i premi già da settembre, così non ci riduciamo all'ultima settimana.
""")
    nested = f'\n<ul class="sotto"><li>{esc(cs[1].raw)} &mdash; <i>{esc(cs[1].who)}</i></li></ul>'
    items = "\n".join(
        f"<li>{esc(c.raw)} &mdash; <i>{esc(c.who)}</i>{nested if i == 0 else ''}</li>"
        for i, c in enumerate(cs)
        if i != 1
    )
    body = f"""<body>
<table width="770" align="center" cellpadding="0" cellspacing="0" class="foglio">
<tr><td colspan="2" class="testata"><img src="/immagini/campanile.svg" width="770" height="100" alt="Il Campanile di San Vito"></td></tr>
<tr><td colspan="2" class="menu">{nav([("/index.html", "Home"), ("/orari.html", "Orari delle messe"), ("/bollettino.html", "Il bollettino"), ("/oratorio.html", "Oratorio"), ("/contatti.html", "Contatti")], " | ")}</td></tr>
<tr>
<td valign="top" class="corpo">
<p class="numero">Bollettino n. 34 &middot; marzo 2012</p>
<h2>La festa del patrono: grazie a tutti!</h2>
<p>Domenica 18 marzo la nostra comunità ha festeggiato San Vito con la messa solenne, la processione per le vie di Borgo Ronchi e la pesca di beneficenza nel cortile dell'oratorio. Il ricavato, 1.840 euro, andrà alla sistemazione del tetto della cappella del cimitero.</p>
<p>Ringraziamo il coro parrocchiale, le signore che hanno preparato le frittelle, la banda di Ronchi Alto e tutti i volontari. Nel prossimo numero le foto della giornata.</p>
<p class="firma">don Piero Gallina, parroco</p>
<p class="scritto"><b>Ci avete scritto:</b></p>
<ul class="voci">
{items}
</ul>
<p class="piccolo">Per scrivere al bollettino: <a href="mailto:bollettino@sanvito-borgoronchi.example">bollettino@sanvito-borgoronchi.example</a> oppure un biglietto nella cassetta in fondo alla chiesa.</p>
</td>
<td valign="top" width="190" class="colonna">
<h4>Appuntamenti</h4>
<p>Mercoledì ore 21: prove del coro<br>Venerdì: Via Crucis<br>Sabato: catechismo</p>
<h4>Numeri precedenti</h4>
<ul>{nav([("/bollettino/33.html", "n. 33 - febbraio"), ("/bollettino/32.html", "n. 32 - gennaio"), ("/bollettino/31.html", "n. 31 - Natale")])}</ul>
</td>
</tr>
<tr><td colspan="2" class="piede">Parrocchia di San Vito martire &middot; Borgo Ronchi &middot; piazza della Chiesa 1</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#efe9dc;font-family:"Trebuchet MS",Arial,sans-serif;font-size:13px}
.foglio {background:#fff;border:1px solid #c8b98f}
.menu {background:#7b2d26;padding:5px 12px}
.menu a {color:#fff;text-decoration:none}
.corpo {padding:10px 20px}
.numero {color:#7b2d26;font-size:11px;text-transform:uppercase}
.firma {text-align:right;font-style:italic}
.voci li {margin-bottom:10px}
.sotto {list-style:circle;margin-top:6px}
.colonna {background:#f7f2e6;padding:8px;font-size:12px}
.piccolo {font-size:11px;color:#777}
.piede {background:#7b2d26;color:#fff;text-align:center;font-size:11px;padding:4px}
</style>"""
    return make(
        "ga-it-parish-festa",
        "discussion",
        doc("html4t", title="Il Campanile di San Vito - La festa del patrono", lang="it", head=head) + body,
        cs,
        path="/bollettino/34-festa-del-patrono.html",
        container="ul.voci after a bold 'Ci avete scritto:' line (no heading element): three li 'TEXT — i NAME', the parish priest's answer to the first in a nested ul.sotto; no date on any; a mailto line below, no form",
        heading=None,
        description="An Italian parish newsletter's site of 2012 (invented), a layout table: thanks for the patron saint's feast; 4 parishioners' notes in a list after a bold 'Ci avete scritto:' line, no heading element and no form, each li the text then '— i NAME', no date on any; don Piero answers Rosanna ('Cara Rosanna') in a list nested in her item, Marisa answers Gianni by name in the flat list; a mailto line; the newsletter dated marzo 2012.",
        language="it",
        files={"/immagini/campanile.svg": svg(770, 100, "#7b2d26", "Il Campanile di San Vito", 32)},
    )


# --------------------------------------------------------------------------- de-AT: a brass band association, 2016, "span.kapit NAME schrieb am DATE:"


def de_musikverein() -> Case:
    cs = talk("""
Gerda Huber || 9. Mai 2016 || Wunderschön war's! Beim Marsch durch die Ortschaft hab ich meinen Enkel zum ersten Mal mit der Tuba gesehen, da sind mir die Tränen gekommen. Nur die Bänke im Zelt waren nach drei Stunden schon recht hart.
Obmann Franz Leitner || 9. Mai 2016 || Hallo Gerda! Danke für die lieben Worte, der Lukas hat sich wirklich tapfer geschlagen. Die Bänke geben wir zurück, nächstes Jahr leihen wir uns die gepolsterten von der Feuerwehr aus.
Sepp aus Unterreith || 10. Mai 2016 || Ich war beim Frühschoppen am Sonntag dabei. Der Böhmische Traum hat so gut geklungen wie schon lang nicht mehr. Könntet ihr die Aufnahme vom Radio Kleinreith irgendwo hinstellen?
Martina Wallner || 11. Mai 2016 || Sepp, die Aufnahme gibt es auf CD beim Kapellmeister, ich hab mir gestern eine geholt. Und ein großes Danke an die Jugendkapelle, die Kleinen haben uns alle überrascht.
""")
    items = "\n".join(
        f'<div class="eintrag">\n<p class="kopfzeile"><span class="kapit">{esc(c.who)}</span> schrieb am {esc(c.when)}:</p>\n<p>{esc(c.raw)}</p>\n</div>'
        for c in cs
    )
    body = f"""<body>
<header class="kopf">
<a href="/index.html"><img src="/grafik/wappen.svg" width="64" height="64" alt="Musikverein Kleinreith"></a>
<div class="vereinsname">Musikverein Kleinreith<br><small>gegründet 1921 &middot; Bezirk Rohrbach</small></div>
</header>
<nav class="hauptmenue"><ul>{nav([("/index.html", "Start"), ("/verein.html", "Verein"), ("/termine.html", "Termine"), ("/jugend.html", "Jugend"), ("/fotos.html", "Fotos"), ("/kontakt.html", "Kontakt")])}</ul></nav>
<div class="seite">
<main class="inhalt">
<h1>Bezirksmusikfest 2016 &ndash; ein Wochenende voller Blasmusik</h1>
<p class="datum">Veröffentlicht am 8. Mai 2016</p>
<p>Drei Tage lang stand Kleinreith ganz im Zeichen der Blasmusik: 14 Kapellen aus dem ganzen Bezirk marschierten am Samstag durch den Ort, am Sonntag spielte unsere Jugendkapelle zum ersten Mal beim Frühschoppen.</p>
<p>Wir danken allen Helferinnen und Helfern, der Freiwilligen Feuerwehr für das Zelt und der Gemeinde für die Unterstützung.</p>
<img src="/grafik/festzelt.svg" width="480" height="240" alt="Das Festzelt am Sportplatz">
<section class="gaestebuch">
<h3>Was ihr uns geschrieben habt</h3>
{items}
</section>
<section class="schreiben">
<h4>Auch etwas schreiben?</h4>
<form action="/eintragen.php" method="post">
<p><label>Name <input type="text" name="name"></label></p>
<p><label>Text <textarea name="text" rows="4" cols="50"></textarea></label></p>
<p><button type="submit">Abschicken</button></p>
</form>
</section>
</main>
<aside class="rand">
<h4>Nächste Termine</h4>
<ul><li>Marschwertung in Aigen</li><li>Kirchenkonzert im Juni</li><li>Sommerfest am Badesee</li></ul>
<h4>Proben</h4>
<p>Jeden Freitag um 20 Uhr im Musikheim.</p>
</aside>
</div>
<footer class="fuss">Musikverein Kleinreith &middot; Musikheim, Schulgasse 5 &middot; <a href="/impressum.html">Impressum</a></footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;font-family:"Open Sans",Arial,sans-serif;background:#f4f1ea;color:#2b2b2b}
.kopf {display:flex;align-items:center;gap:14px;background:#0f5132;color:#fff;padding:10px 30px}
.vereinsname {font-size:22px;font-weight:bold}
.hauptmenue ul {list-style:none;margin:0;padding:8px 30px;background:#e7dfc9}
.hauptmenue li {display:inline-block;margin-right:18px}
.seite {display:flex;max-width:1040px;margin:0 auto}
.inhalt {flex:1;background:#fff;padding:16px 28px}
.datum {color:#888;font-size:13px}
.eintrag {border-left:3px solid #0f5132;padding:2px 12px;margin:12px 0}
.kopfzeile {color:#555;font-size:14px}
.kapit {font-variant:small-caps;font-weight:bold;color:#0f5132}
.rand {width:250px;padding:16px}
.fuss {text-align:center;font-size:12px;padding:14px;background:#0f5132;color:#fff}
.fuss a {color:#fff}
</style>"""
    return make(
        "ga-de-at-band-musikfest",
        "discussion",
        doc("html5", title="Bezirksmusikfest 2016 - Musikverein Kleinreith", lang="de-AT", head=head) + body,
        cs,
        path="/berichte/2016/bezirksmusikfest.html",
        container="section.gaestebuch after h3 'Was ihr uns geschrieben habt': four div.eintrag, each 'p span.kapit NAME schrieb am D. MONAT YYYY:' then 'p TEXT'; a form below",
        heading="Was ihr uns geschrieben habt",
        description="An Austrian village brass band association's site of 2016 (invented), HTML5: the district band festival; 4 visitors' notes under h3 'Was ihr uns geschrieben habt', each a div, a line 'NAME (a small caps span) schrieb am 9. Mai 2016:' then a paragraph of text; the chairman ('Obmann Franz Leitner') greets 'Hallo Gerda!', Martina answers Sepp by name; a form below; the report dated 8. Mai 2016.",
        language="de-AT",
        files={
            "/grafik/wappen.svg": svg(64, 64, "#c8a200", "MVK", 18),
            "/grafik/festzelt.svg": svg(480, 240, "#0f5132", "Festzelt", 26),
        },
    )


# --------------------------------------------------------------------------- nl: a model railway blog, 2007, "dt em NAME - DATE" / "dd TEXT"


def nl_modelspoor() -> Case:
    cs = talk("""
Henk van Dijk || 4 november 2007 || Mooi werk, Wim! Die bomen van schuimrubber en zeegras kende ik nog niet. Hoe lang heeft zo'n bos van dertig bomen je gekost?
Wim || 4 november 2007 || @Henk: ongeveer drie avonden, het verven duurt het langst. Ik laat ze een nacht drogen voordat het strooisel erop gaat.
Ria Bosman || 6 november 2007 || Mijn man en ik bouwen ook aan een baan op zolder, spoor N. Werkt jouw manier ook op die kleine schaal, of worden de bomen dan te grof?
Wim || 7 november 2007 || @Ria: voor spoor N zou ik fijner zeegras nemen en de stammen van koperdraad maken, dan blijft het in verhouding. Succes op zolder!
Gerrit uit Zwolle || 12 november 2007 || Ik heb het gisteren geprobeerd met de kleinkinderen. Het werd een rommeltje op de keukentafel, maar het bos staat er. Henk, je moet het echt eens proberen.
""")
    items = "\n".join(f"<dt><em>{esc(c.who)}</em> - {esc(c.when)}</dt>\n<dd>{esc(c.raw)}</dd>" for c in cs)
    body = f"""<body>
<div id="kop">
<img src="/plaatjes/kop.svg" width="760" height="80" alt="Wim's Modelspoor">
</div>
<div id="links">
<h4>Over mij</h4>
<p>Wim, gepensioneerd machinist, bouwt sinds jaar en dag aan de baan &quot;Oosterveld&quot; in H0.</p>
<h4>Rubrieken</h4>
<ul>{nav([("/rubriek/landschap.html", "Landschap"), ("/rubriek/gebouwen.html", "Gebouwen"), ("/rubriek/digitaal.html", "Digitaal rijden"), ("/rubriek/beurzen.html", "Beurzen")])}</ul>
<h4>Links</h4>
<ul>{nav([("http://modelspoorclub.example/", "Modelspoorclub Oost"), ("http://treinenforum.example/", "Treinenforum")])}</ul>
</div>
<div id="midden">
<h2>Bomen maken van schuimrubber</h2>
<p class="klein">Geplaatst in <a href="/rubriek/landschap.html">Landschap</a></p>
<p>Deze week heb ik het bosje achter het station van Oosterveld eindelijk af. Dertig bomen, allemaal zelf gemaakt van ijzerdraad, schuimrubber en zeegras uit de hobbywinkel.</p>
<p><img src="/plaatjes/bos.svg" width="320" height="200" alt="Het bosje achter het station"></p>
<p>Eerst draai je de stam van vijf draadjes, dan smeer je er houtlijm op en rol je de takken door het gemalen schuimrubber. Verven met bruin en twee tinten groen, en klaar.</p>
<p class="klein">Wim | zondag 4 november 2007</p>
<dl class="gastenboek">
{items}
</dl>
<form action="/schrijf.php" method="post" class="schrijfvak">
<p>Naam: <input type="text" name="naam"><br>
<textarea name="tekst" rows="5" cols="45"></textarea><br>
<input type="submit" value="Plaatsen"></p>
</form>
</div>
<div id="onder">Wim's Modelspoor &middot; <a href="mailto:wim@wimsmodelspoor.example">wim@wimsmodelspoor.example</a></div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0 auto;width:760px;background:#2f3a2f;font-family:Verdana,Arial,sans-serif;font-size:12px}
#links {float:left;width:170px;background:#dfe6cf;padding:8px}
#midden {margin-left:186px;background:#fff;padding:10px 18px}
.klein {font-size:10px;color:#888}
.gastenboek dt {margin-top:12px;color:#4b5d2a;font-weight:bold}
.gastenboek dd {margin:4px 0 0 18px}
.schrijfvak {background:#eef2e4;padding:8px}
#onder {clear:both;color:#ccc;font-size:10px;text-align:center;padding:6px}
#onder a {color:#ccc}
</style>"""
    html = doc("html4t", title="Wim's Modelspoor: Bomen maken van schuimrubber", lang="nl", head=head) + body
    return make(
        "ga-nl-blog-bomen",
        "discussion",
        html,
        cs,
        path="/landschap/bomen-van-schuimrubber.html",
        container="dl.gastenboek, no heading: five dt 'em NAME - D MAAND YYYY' each followed by dd TEXT; the blogger (Wim) writes twice, '@Henk:' and '@Ria:'; a form below",
        heading=None,
        description="A Dutch model railway hobby blog of 2007 (invented), a left column: making trees of foam rubber; 5 readers' notes in a definition list under the post, no heading, each a dt 'em NAME - 4 november 2007' and a dd with the text; the blogger Wim answers '@Henk:' and '@Ria:', Gerrit addresses Henk by name; a form below; the post dated zondag 4 november 2007.",
        language="nl",
        files={
            "/plaatjes/kop.svg": svg(760, 80, "#4b5d2a", "Wim's Modelspoor", 30),
            "/plaatjes/bos.svg": svg(320, 200, "#3f6b2a", "bosje", 20),
        },
    )
