"""Blind set fi: two small real discussions in the layouts of the set's look-alike lists, and two mixed pages. A Spanish
regional paper of 2015 (4 readers' opinions with dates above "Escribe tu opinión"), a Polish allotment gardens'
association of 2012 (3 entries in a plain list, name and text only, no heading, above "Dodaj wpis"), an Italian town
paper of 2018, mixed (a book festival's guest list with a one-line quote each, and 3 readers' comments under the
article in a dl above a comment form) and a German village paper of 2020, mixed (5 readers' opinions under the
article, and the sidebar's "Schwarzes Brett", notices "TEXT — NAME, DATE" above "Anzeige aufgeben"). Every site,
name and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fi_common import Case, doc, esc, items, make, svg, talk

# --------------------------------------------------------------------------- es: a regional paper's readers, 2015


def es_piscina() -> Case:
    cs = talk("""
Maribel Ortuño || 12/07/2015 21:14 || Cerrar la piscina a mitad de julio es una broma. Las obras se tenían que haber hecho en primavera, que tiempo hubo de sobra.
Paco_del_Molino || 12/07/2015 22:03 || Yo trabajé de socorrista allí y el vaso pequeño lleva perdiendo agua desde hace tres veranos. Prefiero que lo arreglen bien ahora y no a medias.
Lucía G. || 13/07/2015 9:47 || ¿Alguien sabe si el bono de temporada sirve mientras tanto en la piscina de Carrascal? En el ayuntamiento no me supieron decir nada.
Eusebio || 13/07/2015 11:20 || Lucía, en la taquilla me dijeron que sí, enseñando el carné y el bono. Pero hay que ir antes de las cuatro, que luego no cabe ni un alfiler.
""")
    ops = "".join(
        f'<div class="op"><p class="autor"><b>{esc(c.who)}</b> &mdash; {esc(c.at)}</p><p>{esc(c.raw)}</p></div>'
        for c in cs
    )
    body = f"""<body>
<div id="contenedor">
<div id="cabecera"><a href="/"><img src="/img/heraldo.svg" width="400" height="66" alt="El Heraldo de Valdeoliva"></a><span>Domingo, 12 de julio de 2015</span></div>
<ul id="menu">{items("/", ["Portada", "Valdeoliva", "Comarca", "Deportes", "Cultura", "Opinión", "Esquelas"])}</ul>
<div id="noticia">
<p class="seccion">Valdeoliva</p>
<h1>La piscina municipal cerrará tres semanas por obras en el vaso pequeño</h1>
<p class="firma">R. Benítez &middot; 12/07/2015 &middot; 19:30</p>
<p>El Ayuntamiento de Valdeoliva cerrará la piscina municipal desde el lunes 20 de julio hasta el 9 de agosto para reparar las fugas del vaso infantil, que pierde cada día varios miles de litros de agua.</p>
<p>Según la concejala de Deportes, Pilar Moratalla, la empresa adjudicataria no pudo empezar antes porque el material llegó con retraso. Los abonados de temporada recibirán una compensación que todavía no se ha concretado.</p>
<p>Mientras dure el cierre, el consistorio ha pedido a la vecina localidad de Carrascal que admita a los bañistas de Valdeoliva en su piscina.</p>
<p><img src="/img/2015/07/piscina.svg" width="560" height="280" alt="La piscina municipal"><br><small>La piscina municipal, el pasado junio.</small></p>
<h3 class="opi">Opiniones de los lectores</h3>
{ops}
<div class="escribe">
<h4>Escribe tu opinión</h4>
<form action="/opinion/enviar" method="post">
<p>Nombre: <input type="text" name="nombre" size="30"></p>
<p><textarea name="texto" rows="5" cols="60"></textarea></p>
<p><input type="checkbox" name="normas"> He leído y acepto las normas de participación</p>
<p><input type="submit" value="Enviar"></p>
</form>
</div>
</div>
<div id="lateral">
<h4>Lo más leído</h4>
<ol>{items("/", ["Las fiestas de agosto ya tienen cartel", "Un incendio calcina dos hectáreas de pinar", "El Valdeoliva CF ficha a dos juveniles"])}</ol>
<h4>Farmacia de guardia</h4><p>Farmacia Olmedo, calle Mayor 14</p>
</div>
<div id="pie">El Heraldo de Valdeoliva &middot; Aviso legal &middot; <a href="/contacto">Contacto</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:14px Arial,sans-serif;margin:0;background:#e5e5e5}#contenedor{width:960px;margin:0 auto;background:#fff}#cabecera{display:flex;justify-content:space-between;align-items:center;padding:8px 12px}#cabecera span{color:#777;font-size:12px}
#menu{list-style:none;margin:0;padding:6px 12px;background:#0d3a66}#menu li{display:inline;margin-right:14px}#menu a{color:#fff}#noticia{float:left;width:640px;padding:10px 16px}#lateral{float:right;width:250px;padding:10px;background:#f3f3f3}#pie{clear:both;background:#0d3a66;color:#fff;padding:6px 12px;font-size:11px}#pie a{color:#fff}
.seccion{color:#c00;font-weight:bold;font-size:12px}.firma{color:#888;font-size:12px}.opi{border-top:2px solid #0d3a66;padding-top:8px}.op{border-bottom:1px solid #ddd;padding:4px 0}.op .autor{color:#555;font-size:12px;margin-bottom:2px}.escribe{background:#f3f6f9;padding:6px 12px;margin-top:12px}
</style>"""
    return make(
        "fi-es-news-piscina",
        "discussion",
        "es",
        doc(
            "html4t",
            title="La piscina municipal cerrará tres semanas por obras - El Heraldo de Valdeoliva",
            lang="es",
            head=css,
        )
        + body,
        cs,
        path="/valdeoliva/2015/07/la-piscina-municipal-cerrara-tres-semanas",
        container="div.op after h3.opi 'Opiniones de los lectores' in div#noticia, no wrapper: each p.autor ('b NAME — dd/mm/yyyy H:MM') and p TEXT; then div.escribe 'Escribe tu opinión' with a form",
        heading="Opiniones de los lectores",
        description="A Spanish regional paper of 2015 (invented): the municipal pool closes for three weeks; 4 readers' opinions after 'Opiniones de los lectores', each a div.op with 'NAME — 12/07/2015 21:14' and a paragraph, flat (the fourth answers the third by name); right below 'Escribe tu opinión' and a form; most-read list and the pharmacy on duty beside it.",
        files={
            "/img/heraldo.svg": svg(400, 66, "#0d3a66", "El Heraldo de Valdeoliva", 22),
            "/img/2015/07/piscina.svg": svg(560, 280, "#3a9ad9", "piscina"),
        },
    )


# --------------------------------------------------------------------------- pl: an allotment association, 2012


def pl_dzialki() -> Case:
    cs = talk("""
Krystyna z działki 41 || - || Czy woda będzie też w alejce przy kompostowniku? W zeszłym roku ten kran był zakręcony aż do czerwca.
Ryszard Mazurek || - || Proszę przypomnieć wszystkim, żeby po podlewaniu zakręcali zawory przy altanach. Rok temu przez otwarty zawór zalało nam całą piwnicę.
Wiesia || - || Dziękujemy zarządowi za szybką naprawę rury. W sobotę przyniosę na zebranie sadzonki pomidorów dla chętnych.
""")
    wpisy = "".join(f"<li><b>{esc(c.who)}</b>: {esc(c.raw)}</li>" for c in cs)
    body = f"""<body>
<table width="800" align="center" cellspacing="0" cellpadding="0" class="ramka">
<tr><td colspan="2" class="gora"><h1>ROD „Malwa” w Olszynie</h1><p>Rodzinny Ogród Działkowy &middot; 212 działek</p></td></tr>
<tr><td colspan="2" class="menu">{items("/", ["Strona główna", "Ogłoszenia zarządu", "Regulamin", "Opłaty", "Galeria", "Kontakt"], " | ")}</td></tr>
<tr><td valign="top" class="tresc">
<h2>Woda w ogrodzie od 21 kwietnia</h2>
<p class="kiedy">Ogłoszenie zarządu, 16.04.2012</p>
<p>Zarząd informuje, że po naprawie pękniętej rury przy bramie głównej woda zostanie puszczona do wszystkich alejek w sobotę 21 kwietnia o godzinie 9.00.</p>
<p>Prosimy działkowców o sprawdzenie zaworów i kranów na swoich działkach przed tym terminem. Zgłoszenia przecieków przyjmuje pan Henryk, gospodarz ogrodu, w każdą sobotę w świetlicy.</p>
<p>Tego samego dnia o 11.00 odbędzie się zebranie w sprawie wiosennych porządków.</p>
<ul class="wpisy">{wpisy}</ul>
<form action="/ogloszenia/wpis" method="post">
<p>Imię lub nr działki: <input type="text" name="kto" size="24"></p>
<p><textarea name="tresc" rows="3" cols="48"></textarea></p>
<p><input type="submit" value="Dodaj wpis"></p>
</form>
</td>
<td valign="top" width="200" class="bok">
<h4>Dyżury zarządu</h4>
<p>Soboty 10.00-12.00, świetlica</p>
<h4>Opłaty 2012</h4>
<p>Składka członkowska i opłata ogrodowa do 30 czerwca.</p>
</td></tr>
<tr><td colspan="2" class="dol">ROD „Malwa” &middot; ul. Ogrodowa 12, Olszyna</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px Verdana,sans-serif;background:#eef3e8;margin:10px}.ramka{background:#fff}.gora{background:#5b8c2a;color:#fff;padding:8px 14px}.gora h1{margin:0}.gora p{margin:0}.menu{background:#dbe8cc;padding:5px 14px}
.tresc{padding:10px 14px}.bok{background:#f5f8f1;padding:8px;font-size:12px}.dol{background:#5b8c2a;color:#fff;padding:5px 14px;font-size:11px}.kiedy{color:#777;font-size:11px}.wpisy{border-top:1px dotted #5b8c2a;padding-top:8px}.wpisy li{margin-bottom:6px}
</style>"""
    return make(
        "fi-pl-club-dzialki",
        "discussion",
        "pl",
        doc("html4t", title="Woda w ogrodzie od 21 kwietnia - ROD Malwa", lang="pl", head=css) + body,
        cs,
        path="/ogloszenia/woda-w-ogrodzie-od-21-kwietnia.html",
        container="ul.wpisy after the announcement's last paragraph in a layout table's cell, no heading: li 'b NAME: TEXT'; no time; a form 'Dodaj wpis' right below",
        heading=None,
        description="A Polish allotment gardens' association's site of 2012 (invented), in a layout table: the water is turned on again; 3 entries in ul.wpisy, each 'b NAME: TEXT', no heading, no time, no class or word saying comment; a form with 'Imię lub nr działki' and 'Dodaj wpis' right below; the board's hours beside it.",
    )


# --------------------------------------------------------------------------- it: a book festival's guests beside readers' comments, 2018


def it_festival() -> Case:
    cs = talk("""
Carla Menegazzo || 20 settembre 2018 alle 19:05 || Finalmente la biblioteca torna a riempirsi. L'anno scorso l'incontro sotto il portico era stato bellissimo, speriamo nel bel tempo.
Davide R. || 20 settembre 2018 alle 21:48 || Peccato che la serata con il fumettista sia di giovedì: chi lavora in città non ce la fa ad arrivare per le sei.
Nonna Pina || 21 settembre 2018 alle 8:12 || Porterò i miei nipoti al laboratorio delle storie. Si può prenotare anche per telefono o bisogna passare in biblioteca?
""")
    path = "/cultura/2018/09/torna-pagine-in-piazza"
    ospiti = "".join(
        f"<li><b>{esc(n)}</b>, {esc(r)} &ndash; <i>&laquo;{esc(t)}&raquo;</i></li>"
        for n, r, t in (
            (
                "Elena Sartorello",
                "scrittrice",
                "Porto il romanzo che ho scritto in cucina, nelle ore in cui i miei figli dormivano.",
            ),
            (
                "Matteo Guarnieri",
                "fumettista",
                "Disegnerò dal vivo la piazza di Roncofrio, con tutti quelli che vorranno farsi ritrarre.",
            ),
            (
                "Silvia Dal Molin",
                "bibliotecaria",
                "Le storie più belle che conosco me le hanno raccontate i bambini del laboratorio.",
            ),
            (
                "Franco Trevisiol",
                "storico locale",
                "Racconterò come si viveva sul fiume prima che costruissero l'argine.",
            ),
        )
    )
    coms = "".join(
        f'<dt><span class="nome">{esc(c.who)}</span> <span class="quando">{esc(c.at)}</span></dt><dd>{esc(c.raw)}</dd>'
        for c in cs
    )
    body = f"""<body>
<div class="pagina">
<header><a href="/"><img src="/immagini/gazzettino-roncofrio.svg" width="380" height="60" alt="Il Gazzettino di Roncofrio"></a>
<nav>{items("/", ["Home", "Cronaca", "Cultura", "Sport", "Eventi", "Necrologi"], " ")}</nav></header>
<div class="colonne">
<article>
<h1>Torna &laquo;Pagine in piazza&raquo;: tre giorni di libri a Roncofrio</h1>
<p class="autore">di Luisa Bortolami &middot; 20 settembre 2018</p>
<p>Dal 27 al 29 settembre la biblioteca civica e la piazza del municipio ospiteranno la quinta edizione di &laquo;Pagine in piazza&raquo;, la rassegna dedicata a chi scrive e a chi legge in provincia.</p>
<p>Il programma prevede incontri con gli autori, un laboratorio di storie per i bambini dai sei ai dieci anni e, sabato sera, una lettura a più voci sotto il portico. Tutti gli incontri sono gratuiti.</p>
<p><img src="/immagini/2018/09/pagine-in-piazza.svg" width="560" height="260" alt=""></p>
<h3>Gli ospiti</h3>
<ul class="ospiti">{ospiti}</ul>
<p class="info">Il laboratorio dei bambini è a numero chiuso. Informazioni in biblioteca, tel. 0363 000 512.</p>
<section class="lettori">
<h3>3 commenti</h3>
<dl>{coms}</dl>
<h4>Lascia un commento</h4>
<form action="/commenta" method="post"><input type="hidden" name="art" value="{path}">
<p><input type="text" name="nome" placeholder="Nome"> <input type="text" name="email" placeholder="Email"></p>
<p><textarea name="testo" rows="4" cols="58"></textarea></p>
<p><input type="submit" value="Pubblica"></p>
</form>
</section>
</article>
<aside>
<h4>Eventi della settimana</h4>
<p>23/09 Mercatino dell'usato<br>27-29/09 Pagine in piazza<br>30/09 Castagnata degli alpini</p>
<h4>Meteo</h4><p>Sabato: sereno, 24&deg;</p>
</aside>
</div>
<footer>Il Gazzettino di Roncofrio &middot; periodico d'informazione locale &middot; <a href="/redazione">Redazione</a></footer>
</div>
</body>
</html>
"""
    css = """<style>
body{font:15px/1.5 Georgia,serif;margin:0;background:#f5f2ea}.pagina{max-width:960px;margin:0 auto;background:#fff;padding:0 20px}header{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #8b1e3f}header nav a{margin-left:10px;color:#8b1e3f}
.colonne{display:flex;gap:26px}article{flex:1}aside{width:230px;font-size:13px}.autore{color:#888;font-size:13px}.ospiti li{margin-bottom:6px}.info{font-size:13px;color:#666}
.lettori{border-top:1px solid #ccc;margin-top:20px}.lettori dt{margin-top:10px}.nome{font-weight:bold}.quando{color:#999;font-size:12px}.lettori dd{margin:2px 0 0 0}footer{font-size:12px;color:#888;padding:16px 0}
</style>"""
    return make(
        "fi-it-mixed-festival",
        "mixed",
        "it",
        doc(
            "html5",
            title="Torna «Pagine in piazza»: tre giorni di libri a Roncofrio - Il Gazzettino di Roncofrio",
            lang="it",
            head=css,
        )
        + body,
        cs,
        path=path,
        container="section.lettori after h3 '3 commenti': a dl, dt (span.nome NAME, span.quando '20 settembre 2018 alle 19:05') and dd TEXT; then 'Lascia un commento' and a form; above it in the same article ul.ospiti 'Gli ospiti': four li 'b NAME, ROLE – i «QUOTE»'",
        heading="3 commenti",
        description="The first mixed page: an Italian town paper's site of 2018 (invented), a book festival returns; 3 readers' comments in section.lettori under '3 commenti', a dl of dt 'NAME DATE alle TIME' and dd TEXT, then 'Lascia un commento' and a form; above them, in the article, 'Gli ospiti', four guests each with a role and a one-line quote in «», and an information line, not comments; the week's events beside it.",
        lookalikes=("ul.ospiti",),
        files={
            "/immagini/gazzettino-roncofrio.svg": svg(380, 60, "#8b1e3f", "Il Gazzettino di Roncofrio", 22),
            "/immagini/2018/09/pagine-in-piazza.svg": svg(560, 260, "#c9a26b", "Pagine in piazza"),
        },
    )


# --------------------------------------------------------------------------- de: a village shop beside the notice board, 2020


def de_dorfladen() -> Case:
    cs = talk("""
Renate Hägele || 14.03.2020 um 18:44 Uhr || Endlich wieder frische Brötchen im Ort, ohne dass man dafür nach Kirchbrunn fahren muss. Wir haben gleich zwei Anteile gezeichnet.
Uwe Bräuninger || 14.03.2020 um 20:10 Uhr || Schöne Sache, aber die Öffnungszeiten passen nicht für Pendler. Bis 18 Uhr schafft es von uns keiner aus dem Werk zurück.
Jana || 15.03.2020 um 09:02 Uhr || Ich war heute Morgen schon dort. Die Eier vom Hof Lindenmaier und der Honig aus dem Pfarrgarten sind klasse, und man trifft wieder Leute beim Einkaufen.
Karl-Heinz Spö. || 15.03.2020 um 11:37 Uhr || Wer sich für den Samstagsdienst an der Kasse eintragen möchte: Die Liste hängt neben der Kühltheke. Es fehlen noch Leute für den April.
Familie Zaiser || 15.03.2020 um 16:25 Uhr || Danke an alle, die beim Umbau mitgeholfen haben. Vielleicht gibt es ja bald auch einen kleinen Tisch für einen Kaffee am Vormittag?
""")
    path = "/ortsgeschehen/2020/03/dorfladen-eroeffnet"
    meinungen = "".join(
        f'<div class="m"><h5>{esc(c.who)}</h5><p class="zeit">{esc(c.at)}</p><p>{esc(c.raw)}</p></div>'
        for c in cs
    )
    brett = "".join(
        f"<p>{esc(t)} &mdash; <i>{esc(n)}, {esc(d)}</i></p>"
        for t, n, d in (
            (
                "Kinderfahrrad, 20 Zoll, blau, gut erhalten, für 40 Euro abzugeben.",
                "Petra Kienzle",
                "13.03.2020",
            ),
            (
                "Wer hat meinen grauen Kater gesehen? Er hört auf Moritz und ist seit Dienstag nicht heimgekommen.",
                "Elke Faißt",
                "12.03.2020",
            ),
            (
                "Suche jemanden, der mir einmal in der Woche beim Rasenmähen hilft. Bezahlung nach Absprache.",
                "Gottlob Renz",
                "11.03.2020",
            ),
        )
    )
    body = f"""<body>
<div id="seite">
<div id="kopf"><a href="/"><img src="/grafik/ortsblatt.svg" width="420" height="64" alt="Ortsblatt Hainstetten"></a></div>
<div id="navi">{items("/", ["Startseite", "Ortsgeschehen", "Vereine", "Kirche", "Termine", "Schwarzes Brett"], " | ")}</div>
<div id="haupt">
<h1>Dorfladen Hainstetten hat eröffnet</h1>
<p class="datum">Freitag, 13. März 2020 &middot; Text: Sabine Gekle</p>
<p>Nach eineinhalb Jahren Planung hat am Freitagmorgen der genossenschaftliche Dorfladen im alten Milchhäusle eröffnet. 164 Bürgerinnen und Bürger haben Anteile gezeichnet, rund 40 Ehrenamtliche haben beim Umbau mitgeholfen.</p>
<p>Im Sortiment sind Brot und Backwaren, Obst und Gemüse, Milchprodukte, Eier und Fleisch von Höfen aus der Umgebung sowie das Nötigste für den Alltag. Geöffnet ist montags bis freitags von 7 bis 18 Uhr und samstags von 7 bis 12 Uhr.</p>
<p>Ortsvorsteher Wolfgang Seibold dankte bei der Eröffnung allen Helfern: Ohne sie stünde das Milchhäusle noch leer.</p>
<p><img src="/grafik/2020/dorfladen.svg" width="540" height="270" alt="Der neue Dorfladen"><br><span class="bu">Der Dorfladen im ehemaligen Milchhäusle.</span></p>
<div class="meinungen">
<h3>Meinungen</h3>
{meinungen}
</div>
<div class="schreiben">
<h4>Ihre Meinung</h4>
<form action="/meinung" method="post"><input type="hidden" name="artikel" value="{path}">
<p>Name <input type="text" name="name"></p>
<p><textarea name="meinung" rows="4" cols="56"></textarea></p>
<p><input type="submit" value="Abschicken"></p>
</form>
</div>
</div>
<div id="rand">
<h4>Schwarzes Brett</h4>
<div class="brett">{brett}</div>
<p><a href="/schwarzes-brett/anzeige-aufgeben">Anzeige aufgeben</a></p>
<h4>Termine</h4>
<p>21.03. Altpapiersammlung<br>28.03. Jahreshauptversammlung Musikverein</p>
</div>
<div id="fuss">Ortsblatt Hainstetten &middot; Amtsblatt und Heimatzeitung &middot; <a href="/impressum">Impressum</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:14px Arial,Helvetica,sans-serif;margin:0;background:#e4e7ea}#seite{width:940px;margin:0 auto;background:#fff}#kopf{padding:10px}#navi{background:#37474f;padding:6px 10px}#navi a{color:#fff}
#haupt{float:left;width:620px;padding:10px 16px}#rand{float:right;width:250px;padding:10px;background:#f1f3f4;font-size:13px}#fuss{clear:both;background:#37474f;color:#fff;padding:6px 10px;font-size:11px}#fuss a{color:#fff}
.datum{color:#888;font-size:12px}.bu{font-size:12px;color:#666}.m{border-bottom:1px solid #ddd;padding:4px 0}.m h5{margin:6px 0 0;font-size:14px}.zeit{color:#999;font-size:11px;margin:0}.schreiben{background:#f1f3f4;padding:6px 12px;margin-top:12px}.brett p{border-bottom:1px dotted #aaa;padding-bottom:4px}
</style>"""
    return make(
        "fi-de-mixed-dorfladen",
        "mixed",
        "de",
        doc("html4t", title="Dorfladen Hainstetten hat eröffnet - Ortsblatt Hainstetten", lang="de", head=css)
        + body,
        cs,
        path=path,
        container="div.meinungen after h3 'Meinungen' in div#haupt: div.m (h5 NAME, p.zeit '14.03.2020 um 18:44 Uhr', p TEXT); then div.schreiben 'Ihre Meinung' with a form; beside it the sidebar's div.brett 'Schwarzes Brett': three p 'TEXT — i NAME, 13.03.2020' and 'Anzeige aufgeben'",
        heading="Meinungen",
        description="The second mixed page: a German village paper's site of 2020 (invented), the cooperative village shop opens; 5 readers' opinions under 'Meinungen', each a div.m with an h5 name, a time '14.03.2020 um 18:44 Uhr' and a paragraph, then 'Ihre Meinung' and a form; beside them the sidebar's 'Schwarzes Brett', three notices 'TEXT — NAME, DATE' (the same date style) and 'Anzeige aufgeben', not comments; dates of the month below.",
        lookalikes=("div.brett",),
        files={
            "/grafik/ortsblatt.svg": svg(420, 64, "#37474f", "Ortsblatt Hainstetten", 24),
            "/grafik/2020/dorfladen.svg": svg(540, 270, "#a1887f", "Dorfladen"),
        },
    )
