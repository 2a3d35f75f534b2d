"""Blind set ff: a Spanish regional daily of 2013 (4 readers' opinions under "Lo que opinan nuestros lectores (4)"),
an Italian local paper of 2012 (a single one-line comment under "Dite la vostra"), a Romanian county paper of 2014
(3 comments without any heading), a Turkish coastal town's news site of 2013 (4 under "Okurlarımız ne dedi?"), a
Portuguese regional paper of 2012 without any reader comment (its "Equipa de serviço" list of journalists on duty)
and an Argentine town paper of 2011, mixed (2 readers' opinions beside the day's classified ads). Every site, name
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ff_common import (
    Case,
    anchors,
    doc,
    esc,
    footer,
    items,
    make,
    paras,
    svg,
    talk,
)

# --------------------------------------------------------------------------- es: a zebra crossing, 2013


def es_paso() -> Case:
    cs = talk("""
Mari Carmen R. || 17/09/2013 - 09:14 || Ya era hora. Mi hijo cruza todos los días por ahí y los coches bajan a setenta por la cuesta. El semáforo lo llevamos pidiendo desde 2009.
vecino_del_5 || 17/09/2013 - 10:02 || Un paso de peatones no arregla nada si no ponen también un badén. La gente no frena ni en los que ya hay en la avenida.
Tomás Ugarte || 17/09/2013 - 11:45 || Que pongan un policía local a la entrada y a la salida del colegio, como se hacía antes. Eso no cuesta ni un euro de obra. // Y de paso que multen a los que aparcan en doble fila, que son los mismos padres que luego se quejan.
Lucía || 17/09/2013 - 13:20 || Firmé ayer en la panadería de la plaza. Había ya más de doscientas firmas en la hoja.
""")
    path = "/san-quirce/2013/09/17/vecinos-piden-paso-peatones-colegio.html"
    ops = "".join(
        f'<div class="opi" id="opi-{3310 + i}"><img class="opi-foto" src="/img/lector.svg" width="40" height="40" alt="">'
        f'<div class="opi-cuerpo"><span class="opi-autor">{esc(c.who)}</span> <span class="opi-fecha">{esc(c.at)}</span>'
        f'{paras(c.raw)}<span class="opi-votos"><a href="#" class="si">&#9650; {[12, 3, 9, 5][i]}</a> '
        f'<a href="#" class="no">&#9660; {[1, 4, 0, 0][i]}</a></span> <a href="/denunciar?o={3310 + i}" class="opi-den">Denunciar</a></div></div>\n'
        for i, c in enumerate(cs)
    )
    ticker = "".join(
        f"<li><b>{t}</b> {esc(x)}</li>"
        for t, x in (
            ("08:52", "Corte de tráfico en la carretera de Villanueva por obras hasta las 14:00"),
            ("09:30", "El pleno aprueba la nueva ordenanza de terrazas"),
            ("10:15", "Suspendido el mercadillo del jueves por las fiestas"),
        )
    )
    leido = "".join(
        f'<li><a href="/san-quirce/2013/09/{h}.html">{esc(t)}</a></li>'
        for h, t in (
            ("16/fiestas-programa-completo", "Fiestas de la Virgen: el programa completo"),
            ("15/incendio-nave-poligono", "Un incendio destruye una nave del polígono"),
            (
                "17/vecinos-piden-paso-peatones-colegio",
                "Los vecinos piden un paso de peatones junto al colegio",
            ),
            ("14/cd-san-quirce-gana-derbi", "El CD San Quirce gana el derbi comarcal"),
            ("12/nueva-linea-autobus-capital", "Nueva línea de autobús a la capital"),
        )
    )
    relacionadas = "".join(
        f'<li><a href="/san-quirce/{h}.html">{esc(t)}</a> <span class="f">{d}</span></li>'
        for h, t, d in (
            (
                "2013/06/04/ayuntamiento-estudia-semaforo-colegio",
                "El Ayuntamiento estudiará un semáforo junto al colegio",
                "04/06/2013",
            ),
            (
                "2013/02/20/atropello-leve-calle-mayor",
                "Atropello leve de una niña en la calle Mayor",
                "20/02/2013",
            ),
            ("2012/11/08/ampa-reclama-seguridad-vial", "El AMPA reclama más seguridad vial", "08/11/2012"),
        )
    )
    body = f"""<body>
<div id="cab">
<div class="cab-sup">Martes, 17 de septiembre de 2013 &middot; <a href="/suscripcion">Suscríbete</a> &middot; <a href="/hemeroteca">Hemeroteca</a> &middot; <a href="/registro">Registro</a></div>
<div class="logo"><a href="/"><img src="/img/logo-diario.svg" width="300" height="60" alt="El Diario de la Vega"></a></div>
<ul class="menu">{items("/seccion/", ["Portada", "San Quirce", "Comarca", "Deportes", "Economía", "Cultura", "Sucesos", "Opinión", "Fotos", "Vídeos", "Agenda"])}</ul>
<div class="ultima"><span class="ult-tit">Última hora</span><ul>{ticker}</ul></div>
</div>
<div id="centro">
<div id="noticia">
<p class="antetitulo"><a href="/seccion/san-quirce">San Quirce</a> &middot; Seguridad vial</p>
<h1>Los vecinos de San Quirce piden un paso de peatones junto al colegio</h1>
<p class="entradilla">La asociación de vecinos ha reunido casi trescientas firmas en una semana y las entregará el viernes en el Ayuntamiento.</p>
<p class="firma">Redacción / P. Almagro &middot; 17/09/2013 &middot; 07:40</p>
<div class="compartir"><a href="/compartir/facebook?u={path}">Facebook <b>37</b></a> <a href="/compartir/twitter?u={path}">Twitter <b>12</b></a> <a href="/compartir/email?u={path}">Enviar</a> <a href="javascript:window.print()">Imprimir</a></div>
<div class="foto"><img src="/img/2013/09/colegio-cuesta.svg" width="560" height="320" alt=""><p class="pie">La cuesta de la calle Hortelanos a la salida del colegio público, ayer por la tarde. / P. A.</p></div>
<p>Los vecinos del barrio de las Eras llevan años quejándose de la velocidad a la que bajan los coches por la calle Hortelanos, justo delante de la puerta del colegio público Nuestra Señora de la Vega. Ahora han decidido pasar a la acción: la asociación de vecinos ha recogido firmas en comercios del barrio para pedir un paso de peatones elevado y un semáforo.</p>
<p>&laquo;Cada mañana cruzan más de cuatrocientos niños y no hay ni una raya pintada&raquo;, explica la presidenta de la asociación, que recuerda que en febrero una niña sufrió un atropello leve en la calle Mayor.</p>
<p>Fuentes municipales aseguran que el proyecto está &laquo;en estudio&raquo; desde junio y que el coste de un paso elevado rondaría los 18.000 euros. El concejal de Tráfico no descarta incluirlo en los presupuestos de 2014.</p>
<p>Las hojas de firmas seguirán hasta el jueves en la panadería de la plaza, en la farmacia de la calle Real y en el bar del polideportivo.</p>
<div class="relacionadas"><h3>Noticias relacionadas</h3><ul>{relacionadas}</ul></div>
<div class="publi-ancha"><a href="/publicidad/clic?id=88"><img src="/img/publi/muebles-ortega.svg" width="560" height="70" alt="Muebles Ortega: todo al 30%"></a><span>Publicidad</span></div>
<div id="opiniones">
<h3>Lo que opinan nuestros lectores (4)</h3>
{ops}<p class="normas">Las opiniones son de los lectores y no de El Diario de la Vega. <a href="/normas">Normas de participación</a></p>
</div>
<div id="opinar"><h3>Deja tu opinión</h3><form action="/opinar" method="post"><p><label>Nombre <input type="text" name="nombre"></label> <label>Correo (no se publicará) <input type="text" name="correo"></label></p><textarea name="texto" rows="4" cols="60"></textarea><p><input type="submit" value="Enviar"></p></form></div>
</div>
<div id="lateral">
<div class="tiempo"><h4>El tiempo en San Quirce</h4><img src="/img/tiempo/sol.svg" width="40" height="40" alt="Soleado"> <span class="temp">24&deg;</span> <span class="minmax">Máx. 27&deg; / Mín. 13&deg;</span><p>Mañana: nubes y claros</p></div>
<div class="publi-cuadro"><img src="/img/publi/autoescuela.svg" width="300" height="250" alt="Autoescuela La Vega"><span>Publicidad</span></div>
<div class="masleido"><h4>Lo más leído</h4><ol>{leido}</ol></div>
<div class="encuesta"><h4>Encuesta</h4><form action="/encuesta/votar" method="post"><p>¿Debe el Ayuntamiento poner un semáforo junto al colegio?</p><label><input type="radio" name="v" value="1"> Sí, cuanto antes</label><br><label><input type="radio" name="v" value="2"> Basta con un paso elevado</label><br><label><input type="radio" name="v" value="3"> No es necesario</label><br><input type="submit" value="Votar"> <a href="/encuesta/resultados">Ver resultados</a> (512 votos)</form></div>
<div class="boletin"><h4>Boletín diario</h4><p>Recibe cada mañana las noticias de la comarca.</p><form action="/boletin" method="post"><input type="text" name="email" value="tu correo"> <input type="submit" value="Alta"></form></div>
</div>
</div>
<div id="pie">
<div class="pie-cols">{footer("/", [("Secciones", ["Portada", "San Quirce", "Comarca", "Deportes", "Economía", "Cultura", "Sucesos", "Opinión"]), ("Servicios", ["Esquelas", "Farmacias de guardia", "Cartelera", "Horarios de autobús", "El tiempo", "Loterías", "Clasificados"]), ("El Diario", ["Quiénes somos", "Contacto", "Publicidad", "Aviso legal", "Política de privacidad", "Cookies", "Trabaja con nosotros", "Mapa web"])], box='div class="pcol"', title="h5")}</div>
<p class="copy">&copy; 2013 El Diario de la Vega S.L. &middot; Todos los derechos reservados</p>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;font:14px Georgia,serif;color:#222;background:#eee}#cab,#centro,#pie{width:960px;margin:0 auto;background:#fff}
.cab-sup{font:11px Arial;color:#666;padding:4px 10px}.logo{padding:8px 10px}.menu{list-style:none;margin:0;padding:0;background:#7a0f12}.menu li{display:inline-block}.menu a{color:#fff;padding:6px 9px;display:block;font:bold 12px Arial}
.ultima{background:#fde8e8;font:12px Arial;padding:4px 10px}.ultima ul{display:inline;margin:0;padding:0}.ultima li{display:inline;margin-right:14px}.ult-tit{background:#c00;color:#fff;padding:1px 5px;margin-right:8px}
#noticia{float:left;width:600px;padding:10px 20px}#lateral{float:right;width:300px;padding:10px;font:12px Arial}#pie{clear:both;font:12px Arial;padding:10px}
.antetitulo{font:bold 11px Arial;color:#7a0f12;text-transform:uppercase}.entradilla{font-size:16px;color:#444}.firma,.pie,.f{font:11px Arial;color:#888}
.compartir a{font:11px Arial;border:1px solid #ccc;padding:2px 5px;margin-right:4px}.publi-ancha span,.publi-cuadro span{display:block;font-size:9px;color:#aaa}
.opi{overflow:hidden;border-top:1px dotted #ccc;padding:8px 0}.opi-foto{float:left}.opi-cuerpo{margin-left:50px}.opi-autor{font-weight:bold;color:#7a0f12}.opi-fecha{font:11px Arial;color:#999}
.opi-votos a,.opi-den{font:11px Arial;color:#888}.normas{font-size:11px;color:#888}.pcol{float:left;width:300px}.pcol ul{list-style:none;padding:0}.copy{clear:both;color:#999}
</style>"""
    files = {
        "/img/logo-diario.svg": svg(300, 60, "#7a0f12", "El Diario de la Vega", 22),
        "/img/2013/09/colegio-cuesta.svg": svg(560, 320, "#8a9a7a", "calle Hortelanos"),
        "/img/lector.svg": svg(40, 40, "#bbb"),
        "/img/tiempo/sol.svg": svg(40, 40, "#f5b800"),
        "/img/publi/muebles-ortega.svg": svg(560, 70, "#333", "Muebles Ortega: todo al 30%"),
        "/img/publi/autoescuela.svg": svg(300, 250, "#0a5", "Autoescuela La Vega"),
    }
    html = (
        doc(
            "xhtml",
            title="Los vecinos de San Quirce piden un paso de peatones junto al colegio - El Diario de la Vega",
            lang="es",
            head=css,
        )
        + body
    )
    return make(
        "ff-es-news-paso",
        "discussion",
        "es",
        html,
        cs,
        path=path,
        container="div#opiniones 'Lo que opinan nuestros lectores (4)' after the related news and a wide advertisement: one div.opi an opinion (img.opi-foto avatar; div.opi-cuerpo: span.opi-autor NAME, span.opi-fecha DATE, TEXT in p, votes ▲ n ▼ n, 'Denunciar'); a note on the rules after them",
        heading="Lo que opinan nuestros lectores (4)",
        description="A Spanish regional daily of 2013 (invented): a town's residents ask for a zebra crossing by the school; 4 readers' opinions, flat, with avatars, dates and vote arrows, one of two paragraphs; around them a 'Última hora' ticker with times, a share bar with counts, a photo with caption, related news with dates, ads, the weather, 'Lo más leído', a poll, a newsletter box and a footer of 23 links.",
        files=files,
    )


# --------------------------------------------------------------------------- it: a chestnut fair postponed, 2012


def it_sagra() -> Case:
    cs = talk("""
Giuliana58 || 12 ottobre 2012 alle 18:37 || Peccato, ma meglio rimandare che prendersi tutta l'acqua in piazza.
""")
    path = "/notizie/cronaca/2012/10/12/sagra-castagna-rinviata"
    gallery = "".join(
        f'<li><a href="/foto/sagra-2011/{n}"><img src="/foto/sagra-2011/t{n}.svg" width="120" height="80" alt=""></a><span>{esc(cap)}</span></li>'
        for n, cap in (
            (1, "Le caldarroste in piazza del Comune"),
            (2, "Il corteo storico della Pro Loco"),
            (3, "La banda di Montevalle apre la festa"),
            (4, "Bambini al laboratorio del pane"),
        )
    )
    ultimora = "".join(
        f'<div class="uo"><span class="ora">{t}</span> <a href="/notizie/{h}">{esc(x)}</a></div>'
        for t, h, x in (
            (
                "17:58",
                "cronaca/frana-provinciale-22",
                "Frana sulla provinciale 22, strada chiusa fino a lunedì",
            ),
            (
                "17:20",
                "sport/montevalle-calcio-nuovo-allenatore",
                "Montevalle Calcio, ecco il nuovo allenatore",
            ),
            (
                "16:45",
                "politica/consiglio-comunale-bilancio",
                "Consiglio comunale, slitta il voto sul bilancio",
            ),
        )
    )
    piuletti = "".join(
        f'<li><span class="n">{i}</span> <a href="/notizie/{h}">{esc(x)}</a></li>'
        for i, (h, x) in enumerate(
            (
                (
                    "cronaca/2012/10/12/sagra-castagna-rinviata",
                    "Maltempo, la Sagra della castagna rinviata di una settimana",
                ),
                ("cronaca/frana-provinciale-22", "Frana sulla provinciale 22"),
                ("economia/chiude-storico-forno-via-roma", "Chiude lo storico forno di via Roma"),
                ("scuola/mensa-nuovo-appalto", "Mensa scolastica, nuovo appalto e nuovi menù"),
            ),
            1,
        )
    )
    body = f"""<body>
<div class="pagina">
<div class="testata"><a href="/"><img src="/grafica/testata.svg" width="420" height="70" alt="La Gazzetta di Montevalle"></a><div class="meteo-mini"><img src="/grafica/meteo/pioggia.svg" width="30" height="30" alt="pioggia"> Montevalle 11&deg;C &middot; pioggia &middot; <a href="/meteo">Previsioni</a></div></div>
<div class="nav">{anchors("/sezione/", ["Home", "Cronaca", "Politica", "Economia", "Sport", "Cultura e spettacoli", "Scuola", "Lettere", "Necrologie", "Meteo"], " | ")}</div>
<div class="ultimora"><strong>ULTIM'ORA</strong>{ultimora}</div>
<div class="col-sx">
<div class="articolo">
<div class="occhiello">Cronaca &middot; Maltempo</div>
<h1>Maltempo, la Sagra della castagna rinviata di una settimana</h1>
<div class="sommario">La Pro Loco: &laquo;Con le previsioni di domenica non potevamo rischiare&raquo;. Confermati tutti gli stand</div>
<div class="data">Venerdì 12 ottobre 2012, ore 16:10 &middot; di Marta Ferrini</div>
<div class="social"><span class="fb">Mi piace <b>58</b></span> <span class="tw">Tweet <b>9</b></span> <span class="g">+1 <b>2</b></span> <a href="/invia-articolo?id=4471">Invia</a></div>
<p>La trentaduesima Sagra della castagna di Montevalle, in programma per domenica 14 ottobre, è stata rinviata a domenica 21. Lo ha deciso ieri sera il direttivo della Pro Loco dopo aver letto gli ultimi bollettini meteo, che danno pioggia forte per tutto il fine settimana.</p>
<p>&laquo;Abbiamo già le castagne, i bracieri e i volontari, ma con la piazza allagata non si può fare niente&raquo;, spiega il presidente della Pro Loco. Gli espositori hanno già confermato la loro presenza anche per la nuova data.</p>
<p>Resta invariato il programma: apertura degli stand alle 10, corteo storico alle 15 e concerto della banda alle 17. La navetta dal parcheggio della stazione sarà gratuita.</p>
<div class="galleria"><h3>Le foto dell'edizione 2011</h3><ul>{gallery}</ul></div>
<div class="banner"><img src="/pubblicita/cantina-sociale.svg" width="468" height="60" alt="Cantina Sociale dei Colli"></div>
<div class="la-vostra">
<h3>Dite la vostra</h3>
<div class="intervento"><div class="chi"><b>{esc(cs[0].who)}</b> &mdash; {esc(cs[0].at)}</div><div class="cosa">{paras(cs[0].raw, p=False)}</div><div class="azioni"><a href="/segnala?i=90213">segnala</a> &middot; <a href="#scrivi">rispondi</a></div></div>
</div>
<div id="scrivi"><h4>Scrivi anche tu</h4><form action="/interventi/nuovo" method="post"><input type="text" name="nome" value="Nome"><br><textarea name="testo" rows="4" cols="55"></textarea><br><input type="submit" value="Invia"></form></div>
</div>
</div>
<div class="col-dx">
<div class="riquadro"><h4>I più letti</h4><ul class="classifica">{piuletti}</ul></div>
<div class="riquadro pubbli"><img src="/pubblicita/ottica-bini.svg" width="300" height="250" alt="Ottica Bini"><small>pubblicità</small></div>
<div class="riquadro"><h4>Il sondaggio</h4><p>Secondo voi la Sagra va spostata a settembre?</p><p><input type="radio" name="s"> Sì &nbsp; <input type="radio" name="s"> No &nbsp; <input type="radio" name="s"> Non so</p><p><button type="button">Vota</button> &middot; 203 voti</p></div>
<div class="riquadro"><h4>Newsletter</h4><p>Le notizie di Montevalle ogni sera nella tua casella.</p><input type="text" name="mail"> <button type="button">Iscriviti</button></div>
</div>
<div class="fondo">{footer("/", [("Sezioni", ["Cronaca", "Politica", "Economia", "Sport", "Cultura", "Scuola", "Lettere"]), ("Servizi", ["Farmacie di turno", "Cinema", "Eventi", "Necrologie", "Annunci", "Meteo"]), ("Gazzetta", ["Chi siamo", "Redazione", "Pubblicità", "Abbonamenti", "Privacy", "Note legali", "Contatti"])], box='div class="blocco"', title="b")}<p>La Gazzetta di Montevalle &middot; Reg. Trib. n. 14/2003 &middot; P.IVA 01234560789</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:13px Verdana,sans-serif;background:#f3f0e8;color:#222}.pagina{width:980px;margin:0 auto;background:#fff}.testata{padding:10px;position:relative}.meteo-mini{position:absolute;right:10px;top:25px;font-size:11px}
.nav{background:#1b3d6d;padding:6px 10px}.nav a{color:#fff;font-weight:bold;font-size:12px}.ultimora{background:#ffd;padding:4px 10px;font-size:11px}.ultimora strong{color:#c00;margin-right:8px}.uo{display:inline;margin-right:14px}.ora{color:#c00}
.col-sx{float:left;width:640px;padding:10px 15px}.col-dx{float:right;width:300px;padding:10px}.fondo{clear:both;background:#1b3d6d;color:#ccd;padding:10px;font-size:11px}.fondo a{color:#fff}.blocco{float:left;width:300px}
.occhiello{color:#1b3d6d;font-weight:bold;font-size:11px}.sommario{font-size:15px}.data{color:#888;font-size:11px}.social span{border:1px solid #ddd;padding:1px 4px;font-size:11px}
.galleria ul{list-style:none;padding:0}.galleria li{display:inline-block;width:125px;font-size:10px;vertical-align:top}.intervento{border-left:3px solid #1b3d6d;padding:4px 10px;margin:8px 0}.chi{font-size:11px;color:#555}.azioni{font-size:10px}
.classifica{list-style:none;padding:0}.n{color:#c00;font-weight:bold}.riquadro{border:1px solid #ddd;margin-bottom:10px;padding:6px}
</style>"""
    files = {
        "/grafica/testata.svg": svg(420, 70, "#1b3d6d", "La Gazzetta di Montevalle", 24),
        "/grafica/meteo/pioggia.svg": svg(30, 30, "#5b7fa8"),
        "/pubblicita/cantina-sociale.svg": svg(468, 60, "#6a1b3d", "Cantina Sociale dei Colli"),
        "/pubblicita/ottica-bini.svg": svg(300, 250, "#2a7", "Ottica Bini"),
        **{f"/foto/sagra-2011/t{n}.svg": svg(120, 80, "#a0522d", f"foto {n}", 11) for n in range(1, 5)},
    }
    html = (
        doc(
            "html5",
            title="Maltempo, la Sagra della castagna rinviata di una settimana | La Gazzetta di Montevalle",
            lang="it",
            head=css,
        )
        + body
    )
    return make(
        "ff-it-news-sagra",
        "discussion",
        "it",
        html,
        cs,
        path=path,
        container="div.la-vostra 'Dite la vostra' after a photo gallery and a banner: one div.intervento (div.chi 'b NAME — DATE', div.cosa TEXT, 'segnala · rispondi'), then the form 'Scrivi anche tu'",
        heading="Dite la vostra",
        description="An Italian local paper of 2012 (invented): a chestnut fair postponed for rain, with a single one-line reader's comment, no avatar; around it a weather line in the masthead, an 'ULTIM'ORA' ticker with times, share counts, a gallery of four captioned photos of last year's fair, banners, 'I più letti', a poll, a newsletter box and a footer of 20 links.",
        files=files,
    )


# --------------------------------------------------------------------------- ro: the market hall, 2014


def ro_piata() -> Case:
    cs = talk("""
Dorina M. || 15.04.2014, 10:12 || Frumos pe hârtie, dar tarabele noi sunt prea mici. Unde își pun țăranii lăzile cu legume?
Ionuț || 15.04.2014, 11:30 || Bine că au pus în sfârșit acoperiș. Iarna trecută am cumpărat cartofi cu noroi până la glezne.
tanti Veta || 15.04.2014, 19:45 || Prețurile o să crească, că tot noi plătim chiria la taraba cea nouă. Așa a fost și când au renovat piața din cartierul de jos.
""")
    path = "/actualitate/piata-centrala-se-redeschide-dupa-renovare"
    entries = "".join(
        f'<li><table class="mes"><tr><td class="av"><img src="/static/av.svg" width="36" height="36" alt=""></td>'
        f'<td><span class="nm">{esc(c.who)}</span> <span class="dt">{esc(c.at)}</span><div class="tx">{paras(c.raw, p=False)}</div>'
        f'<span class="lk">Îmi place ({[6, 11, 4][i]})</span></td></tr></table></li>'
        for i, c in enumerate(cs)
    )
    stiri = "".join(
        f'<li><span class="ora">{t}</span> <a href="/actualitate/{h}">{esc(x)}</a></li>'
        for t, h, x in (
            ("09:40", "apa-oprita-strada-morii", "Apa oprită miercuri pe strada Morii"),
            ("08:55", "accident-dn-intrarea-in-oras", "Accident la intrarea în oraș, fără victime"),
            ("08:10", "elevii-olimpici-premiati", "Elevii olimpici, premiați de primărie"),
        )
    )
    citite = "".join(
        f'<li><a href="/actualitate/{h}">{esc(x)}</a> <em>{v} vizualizări</em></li>'
        for h, x, v in (
            (
                "piata-centrala-se-redeschide-dupa-renovare",
                "Piața Centrală se redeschide după renovare",
                "4.118",
            ),
            ("targ-de-paste-in-parc", "Târg de Paște în parcul central", "2.904"),
            ("spitalul-judetean-aparat-nou", "Aparat nou la Spitalul Județean", "2.377"),
            ("meciul-de-duminica-amanat", "Meciul de duminică, amânat", "1.850"),
        )
    )
    galerie = "".join(
        f'<div class="poza"><img src="/foto/2014/04/piata-{n}.svg" width="150" height="100" alt=""><p>{esc(cap)}</p></div>'
        for n, cap in (
            (1, "Noul acoperiș al halei de legume"),
            (2, "Tarabele de lactate, încă goale luni dimineață"),
            (3, "Primarul la inaugurare"),
        )
    )
    body = f"""<body>
<table id="sus" width="980" align="center" cellpadding="0" cellspacing="0"><tr><td><a href="/"><img src="/static/sigla.svg" width="320" height="64" alt="Monitorul de Valea Lungă"></a></td><td class="vreme"><b>Vremea</b><br>Valea Lungă: 17&deg;C, înnorat<br><small>Miercuri: 19&deg;C, soare</small></td><td class="curs">Curs BNR: 1 EUR = 4,4612 lei</td></tr></table>
<div id="meniu">{anchors("/categorie/", ["Acasă", "Actualitate", "Administrație", "Economie", "Sport", "Cultură", "Educație", "Sănătate", "Anunțuri", "Contact"])}</div>
<div id="flux"><b>Știri pe scurt:</b><ul>{stiri}</ul></div>
<div id="corp">
<div id="stg">
<div class="crumbs"><a href="/">Acasă</a> &raquo; <a href="/categorie/actualitate">Actualitate</a></div>
<h1>Piața Centrală se redeschide după renovare</h1>
<div class="info">Publicat: 15.04.2014, 08:30 &middot; Autor: Radu Cernat &middot; <span class="afisari">1.236 afișări</span></div>
<div class="share"><a href="/share/fb?u={path}" class="sfb">Distribuie (44)</a> <a href="/share/tw?u={path}" class="stw">Tweet (3)</a> <a href="/share/mail?u={path}">Trimite pe e-mail</a></div>
<p><b>După opt luni de lucrări, Piața Centrală din Valea Lungă își redeschide porțile de joi. Hala de legume are acoperiș nou, iar tarabele au fost înlocuite cu mese din inox.</b></p>
<p>Lucrările, finanțate din fonduri europene și din bugetul local, au costat aproape 2,1 milioane de lei. Pe lângă acoperiș și tarabe, s-au făcut toalete publice, un spațiu pentru lactate cu vitrine frigorifice și 40 de locuri de parcare.</p>
<p>Producătorii care aveau contracte în piața veche își păstrează locurile, dar chiria lunară crește de la 90 la 130 de lei. Administrația piețelor spune că prețul include curentul și apa pentru vitrine.</p>
<p>Piața va fi deschisă de luni până sâmbătă între 6 și 19, iar duminica până la ora 13.</p>
<div class="galerie"><h3>Galerie foto</h3>{galerie}</div>
<div class="reclama"><img src="/reclame/banca-agricola.svg" width="600" height="80" alt="Credit pentru fermieri"><span>Publicitate</span></div>
<ul class="mesaje">{entries}</ul>
<form class="scrie" action="/mesaj-nou" method="post"><p>Nume: <input type="text" name="nume"> E-mail: <input type="text" name="email"></p><textarea name="mesaj" rows="4" cols="60"></textarea><br><input type="submit" value="Trimite"></form>
<div class="inrudite"><h3>Citește și</h3><ul><li><a href="/actualitate/lucrari-piata-centrala-incep-luni">Încep lucrările la Piața Centrală</a> <span>12.08.2013</span></li><li><a href="/actualitate/comerciantii-mutati-provizoriu">Comercianții, mutați provizoriu în parcarea stadionului</a> <span>02.09.2013</span></li><li><a href="/actualitate/fonduri-europene-piete">Fonduri europene pentru piețe agroalimentare</a> <span>21.03.2013</span></li></ul></div>
</div>
<div id="dr">
<div class="cutie"><h4>Cele mai citite</h4><ol>{citite}</ol></div>
<div class="cutie"><img src="/reclame/mobila.svg" width="250" height="250" alt="Mobilă la comandă"><br><small>Publicitate</small></div>
<div class="cutie"><h4>Sondaj</h4><p>Ați cumpăra din piața renovată la prețuri mai mari?</p><p><label><input type="radio" name="r"> Da</label> <label><input type="radio" name="r"> Nu</label> <label><input type="radio" name="r"> Depinde</label></p><input type="button" value="Votează"></div>
<div class="cutie"><h4>Abonează-te la newsletter</h4><input type="text" name="e" value="adresa de e-mail"> <input type="button" value="OK"></div>
</div>
</div>
<div id="jos">{footer("/", [("Secțiuni", ["Actualitate", "Administrație", "Economie", "Sport", "Cultură", "Educație", "Sănătate"]), ("Utile", ["Farmacii de gardă", "Mersul trenurilor", "Program cinema", "Anunțuri", "Decese", "Vremea"]), ("Despre noi", ["Redacția", "Publicitate", "Termeni și condiții", "Confidențialitate", "Arhivă", "Contact"])], box='div class="col"')}<p>&copy; 2014 Monitorul de Valea Lungă. Reproducerea integrală interzisă.</p></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;font:13px Tahoma,Arial,sans-serif;background:#dfe4ea}#sus,#meniu,#flux,#corp,#jos{width:980px;margin:0 auto;background:#fff}.vreme,.curs{font-size:11px;padding:6px}
#meniu{background:#0b5394;padding:6px}#meniu a{color:#fff;margin:0 6px;font-weight:bold}#flux{font-size:11px;padding:4px 8px}#flux ul{display:inline;padding:0}#flux li{display:inline;margin-left:10px}.ora{color:#0b5394;font-weight:bold}
#stg{float:left;width:640px;padding:10px 15px}#dr{float:right;width:280px;padding:10px}#jos{clear:both;background:#333;color:#ccc;padding:10px;font-size:11px}#jos a{color:#eee}.col{float:left;width:320px}
.info,.crumbs{font-size:11px;color:#888}.share a{font-size:11px;margin-right:6px}.poza{display:inline-block;width:155px;font-size:10px;vertical-align:top}.reclama span{display:block;font-size:9px;color:#aaa}
.mesaje{list-style:none;padding:0;border-top:2px solid #0b5394}.mes{width:100%;border-bottom:1px solid #eee}.av{width:44px;vertical-align:top}.nm{font-weight:bold}.dt{color:#999;font-size:11px}.lk{font-size:10px;color:#0b5394}
.cutie{border:1px solid #ccd;margin-bottom:10px;padding:6px}.cutie em{color:#999;font-size:10px}.inrudite span{color:#999;font-size:10px}
</style>"""
    files = {
        "/static/sigla.svg": svg(320, 64, "#0b5394", "Monitorul de Valea Lungă", 20),
        "/static/av.svg": svg(36, 36, "#c8c8c8"),
        "/reclame/banca-agricola.svg": svg(600, 80, "#184", "Credit pentru fermieri"),
        "/reclame/mobila.svg": svg(250, 250, "#853", "Mobilă la comandă"),
        **{f"/foto/2014/04/piata-{n}.svg": svg(150, 100, "#778", f"piața {n}", 11) for n in range(1, 4)},
    }
    html = (
        doc(
            "html4t",
            title="Piața Centrală se redeschide după renovare - Monitorul de Valea Lungă",
            lang="ro",
            head=css,
        )
        + body
    )
    return make(
        "ff-ro-news-piata",
        "discussion",
        "ro",
        html,
        cs,
        path=path,
        container="ul.mesaje without any heading, between a banner and the form: one li a comment, a one-row table.mes (td.av avatar; span.nm NAME, span.dt DATE, div.tx TEXT, 'Îmi place (n)'); related articles with dates after the form",
        heading=None,
        description="A Romanian county paper of 2014 (invented): the renovated market hall reopens; 3 readers' comments in a list without any heading, each a one-row table with avatar, name, date and like count; around them a weather and exchange-rate masthead, 'Știri pe scurt' with times, view and share counts, a captioned gallery, banners, 'Citește și' with dates, 'Cele mai citite' with view counts, a poll, a newsletter box and a footer of 19 links.",
        files=files,
    )


# --------------------------------------------------------------------------- tr: the ferry's winter timetable, 2013


def tr_vapur() -> Case:
    cs = talk("""
Serpil Hanım || 21.10.2013 08:47 || Sabah 7.15 vapuru kalkarsa işe nasıl yetişeceğiz? Otobüsle körfezi dolaşmak bir saatten fazla sürüyor.
Emre K. || 21.10.2013 09:30 || Her kış tarifesinde aynı şey oluyor. Mart ayında yine eski saatlere dönerler, görürsünüz.
balıkçı Hasan || 21.10.2013 12:02 || Önce iskeleyi tamir etsinler. Vapur yanaşırken tahtalar inliyor, bir gün biri denize düşecek.
Nur || 21.10.2013 18:15 || Öğrenci indirimi devam ediyor mu? Haberde hiç yazmıyor.
""")
    path = "/haber/yerel/kis-tarifesinde-sabah-vapuru-kalkiyor-2841.html"
    okur = "".join(
        f'<div class="okur"><div class="okur-ust"><img src="/resim/profil-bos.svg" width="32" height="32" alt=""> <strong>{esc(c.who)}</strong><span class="zaman">{esc(c.at)}</span></div>'
        f'<div class="okur-metin">{paras(c.raw)}</div><div class="okur-alt"><a href="#">Beğen ({[21, 7, 15, 2][i]})</a> <a href="#">Beğenme ({[1, 3, 0, 0][i]})</a> <a href="#">Şikayet et</a></div></div>\n'
        for i, c in enumerate(cs)
    )
    sondakika = "".join(
        f"<li>{t} &ndash; {esc(x)}</li>"
        for t, x in (
            ("08:05", "Sahil yolunda asfalt çalışması: tek şerit"),
            ("07:40", "Belediye meclisi bugün toplanıyor"),
            ("07:12", "Lodos uyarısı: küçük tekneler limandan çıkmasın"),
        )
    )
    cok = "".join(
        f'<li><a href="/haber/{h}.html">{esc(x)}</a></li>'
        for h, x in (
            ("yerel/kis-tarifesinde-sabah-vapuru-kalkiyor-2841", "Kış tarifesinde sabah vapuru kalkıyor"),
            ("spor/kiyispor-deplasmandan-puanla-dondu-2838", "Kıyıspor deplasmandan puanla döndü"),
            ("yerel/sahil-yolunda-asfalt-2836", "Sahil yolunda asfalt çalışması"),
            ("ekonomi/zeytin-hasadi-basladi-2830", "Zeytin hasadı başladı, fiyatlar düşük"),
            ("yasam/eski-hamam-muze-oluyor-2825", "Eski hamam müze oluyor"),
        )
    )
    body = f"""<body>
<div class="ust-serit"><div class="ic">21 Ekim 2013 Pazartesi &middot; <span class="hava">Kıyıköy 18&deg;C parçalı bulutlu</span> &middot; <span class="doviz">Dolar 1,9806 &middot; Euro 2,7093</span> &middot; <a href="/uye-ol">Üye ol</a> | <a href="/giris">Giriş</a></div></div>
<div class="ic logo-alan"><a href="/"><img src="/resim/kiyi-haber.svg" width="260" height="56" alt="Kıyı Haber"></a><img src="/reklam/ust-728.svg" width="600" height="60" alt="Reklam" class="ust-reklam"></div>
<div class="ic"><ul class="ana-menu">{items("/kategori/", ["Manşet", "Yerel", "Gündem", "Ekonomi", "Spor", "Yaşam", "Kültür-Sanat", "Foto Galeri", "Video", "Yazarlar", "Künye"])}</ul></div>
<div class="ic sondakika"><span>SON DAKİKA</span><ul>{sondakika}</ul></div>
<div class="ic govde">
<div class="sol">
<h1>Kış tarifesinde sabah vapuru kalkıyor</h1>
<h2 class="spot">Belediyenin yeni tarifesine göre sabah 7.15 seferi 1 Kasım'dan itibaren yapılmayacak. İlk vapur 8.00'de kalkacak.</h2>
<div class="kunye">Haber Merkezi &middot; Güncelleme: 21.10.2013 07:55 &middot; <span class="okunma">2.914 kez okundu</span></div>
<div class="paylas">Paylaş: <a href="/paylas/facebook/2841">Facebook (63)</a> <a href="/paylas/twitter/2841">Twitter (18)</a> <a href="/yazdir/2841">Yazdır</a> <a href="/arkadasina-gonder/2841">Arkadaşına gönder</a> <a href="#" class="yazi-buyut">A+</a> <a href="#" class="yazi-kucult">A-</a></div>
<img src="/resim/haber/2841-iskele.svg" width="620" height="340" alt="">
<p class="foto-alt">Kıyıköy iskelesinde sabah vapurunu bekleyen yolcular (Fotoğraf: Kıyı Haber)</p>
<p>Belediye Deniz İşletmeleri'nin açıkladığı kış tarifesine göre, yıllardır işçi ve öğrencilerin kullandığı sabah 7.15 seferi 1 Kasım'dan itibaren kaldırılıyor. Karşı kıyıya ilk vapur saat 8.00'de kalkacak.</p>
<p>İşletme müdürlüğü, kış aylarında sabah seferinde yolcu sayısının otuzun altına düştüğünü ve yakıt giderlerinin karşılanamadığını açıkladı. Akşam 18.30 seferi ise korunacak.</p>
<p>Kararı duyan mahalle sakinleri dün akşam iskelede toplanarak imza kampanyası başlattı. Muhtarlık, toplanan imzaları bu hafta belediye meclisine sunacağını söyledi.</p>
<div class="ilgili"><h3>İlgili haberler</h3><ul><li><a href="/haber/yerel/yaz-tarifesi-aciklandi-2610.html">Yaz tarifesi açıklandı</a> <small>28.05.2013</small></li><li><a href="/haber/yerel/iskele-onarimi-ihaleye-cikiyor-2502.html">İskele onarımı ihaleye çıkıyor</a> <small>12.04.2013</small></li><li><a href="/haber/yerel/yeni-vapur-geliyor-2377.html">Körfeze yeni vapur geliyor</a> <small>03.02.2013</small></li></ul></div>
<div class="okurlar"><h3>Okurlarımız ne dedi?</h3>
{okur}</div>
<div class="yaz"><h4>Siz de yazın</h4><form action="/okur-gonder" method="post"><input type="text" name="ad" placeholder="Adınız"> <textarea name="metin" rows="4" cols="60"></textarea> <input type="submit" value="Gönder"></form><p class="uyari">Hakaret, küfür ve kişilik haklarına saldırı içeren mesajlar yayınlanmaz.</p></div>
</div>
<div class="sag">
<div class="kutu reklam-kutu"><img src="/reklam/300x250-market.svg" width="300" height="250" alt="Kıyı Market"></div>
<div class="kutu"><h4>Çok Okunanlar</h4><ol>{cok}</ol></div>
<div class="kutu"><h4>Anket</h4><p>Sabah vapuru kaldırılmalı mı?</p><label><input type="radio" name="a"> Evet</label><br><label><input type="radio" name="a"> Hayır</label><br><input type="button" value="Oy ver"> <small>(1.208 oy)</small></div>
<div class="kutu"><h4>Hava Durumu</h4><p>Bugün 18&deg; / 11&deg; parçalı bulutlu<br>Salı 16&deg; / 10&deg; yağmurlu<br>Çarşamba 17&deg; / 9&deg; güneşli</p></div>
<div class="kutu"><h4>E-bülten</h4><p>Günün haberleri her akşam e-postanızda.</p><input type="text" name="eposta"> <input type="button" value="Kaydol"></div>
</div>
</div>
<div class="alt"><div class="ic">{footer("/", [("Kategoriler", ["Yerel", "Gündem", "Ekonomi", "Spor", "Yaşam", "Kültür-Sanat", "Yazarlar"]), ("Hizmetler", ["Nöbetçi eczaneler", "Vapur saatleri", "Namaz vakitleri", "Hava durumu", "Foto Galeri", "Video"]), ("Kıyı Haber", ["Künye", "İletişim", "Reklam", "Gizlilik", "RSS", "Arşiv", "Site haritası"])], box='div class="sutun"', title="h5")}<p>&copy; 2013 Kıyı Haber &middot; Tüm hakları saklıdır.</p></div></div>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:13px Arial,sans-serif;color:#222;background:#fff}.ic{width:980px;margin:0 auto}.ust-serit{background:#0a2e4d;color:#cde;font-size:11px;padding:4px 0}.ust-serit a{color:#fff}
.logo-alan{padding:8px 0;overflow:hidden}.ust-reklam{float:right}.ana-menu{list-style:none;margin:0;padding:0;background:#e30a17}.ana-menu li{display:inline-block}.ana-menu a{color:#fff;padding:7px 10px;display:block;font-weight:bold}
.sondakika{background:#fff3f3;font-size:12px;padding:4px 0}.sondakika span{background:#e30a17;color:#fff;padding:2px 6px}.sondakika ul{display:inline;padding:0}.sondakika li{display:inline;margin-left:12px}
.govde{overflow:hidden}.sol{float:left;width:640px;padding:10px 0}.sag{float:right;width:310px;padding:10px 0}.spot{font-size:15px;color:#444}.kunye,.foto-alt{font-size:11px;color:#888}.paylas a{font-size:11px;margin-right:6px}
.okur{border-bottom:1px solid #eee;padding:8px 0}.okur-ust strong{margin:0 8px}.zaman{color:#999;font-size:11px}.okur-alt a{font-size:10px;color:#666;margin-right:6px}.uyari{font-size:10px;color:#999}
.kutu{border:1px solid #ddd;padding:6px;margin-bottom:10px}.alt{background:#0a2e4d;color:#aac;font-size:11px;padding:10px 0}.alt a{color:#fff}.sutun{float:left;width:320px}
</style>"""
    files = {
        "/resim/kiyi-haber.svg": svg(260, 56, "#e30a17", "Kıyı Haber", 24),
        "/resim/profil-bos.svg": svg(32, 32, "#ccc"),
        "/resim/haber/2841-iskele.svg": svg(620, 340, "#3b6e8f", "iskele"),
        "/reklam/ust-728.svg": svg(600, 60, "#f80", "Reklam"),
        "/reklam/300x250-market.svg": svg(300, 250, "#080", "Kıyı Market"),
    }
    html = (
        doc("html5", title="Kış tarifesinde sabah vapuru kalkıyor - Kıyı Haber", lang="tr", head=css) + body
    )
    return make(
        "ff-tr-news-vapur",
        "discussion",
        "tr",
        html,
        cs,
        path=path,
        container="div.okurlar 'Okurlarımız ne dedi?' after the related news: one div.okur a reader's message (div.okur-ust avatar, strong NAME, span.zaman DATE; div.okur-metin TEXT in p; 'Beğen (n) Beğenme (n) Şikayet et')",
        heading="Okurlarımız ne dedi?",
        description="A Turkish coastal town's news site of 2013 (invented): the morning ferry dropped from the winter timetable; 4 readers' messages with blank avatars, dates and like counts under a heading that asks what readers said; around them a top strip with weather and exchange rates, a 'SON DAKİKA' ticker with times, read and share counts, a captioned photo, related news with dates, ads, 'Çok Okunanlar', a poll, a three-day weather box, an e-newsletter box and a footer of 20 links.",
        files=files,
    )


# --------------------------------------------------------------------------- pt: no reader comment, 2012


def pt_sardinha() -> Case:
    servico = "".join(
        f'<li><strong>{esc(who)}</strong> <span class="func">{esc(role)}</span><br><span class="turno">{esc(when)}</span></li>'
        for who, role, when in (
            ("Helena Vasconcelos", "edição de fecho", "sábado, 16 de junho de 2012, 16h00–24h00"),
            ("Rui Meireles", "online e redes sociais", "sábado, 16 de junho de 2012, 08h00–16h00"),
            ("Marta Quintela", "fotografia", "sábado, 16 de junho de 2012, 10h00–18h00"),
            ("Tiago Sarmento", "desporto", "sábado, 16 de junho de 2012, 14h00–22h00"),
        )
    )
    galeria = "".join(
        f'<figure><img src="/imagens/2012/06/lota-{n}.svg" width="140" height="95" alt=""><figcaption>{esc(cap)}</figcaption></figure>'
        for n, cap in (
            (1, "O primeiro leilão da manhã na lota"),
            (2, "Caixas de sardinha à espera do gelo"),
            (3, "Pescadores a remendar as redes no cais"),
        )
    )
    body = f"""<body>
<header class="topo"><div class="largura"><a href="/" class="marca"><img src="/imagens/noticias-da-costa.svg" width="280" height="56" alt="Notícias da Costa"></a>
<div class="meteo">Porto de Vila Nova: 21&deg; &middot; vento NO 20 km/h &middot; ondulação 1,5 m</div>
<nav>{anchors("/", ["Início", "Região", "Pesca e Mar", "Economia", "Desporto", "Cultura", "Opinião", "Multimédia", "Classificados"], " ")}</nav></div></header>
<div class="largura ticker"><b>Agora</b> <span>15:42 Marés vivas: capitania recomenda cuidado na barra</span> <span>14:10 Festas de São João: programa alterado</span> <span>12:55 Estrada da praia reaberta ao trânsito</span></div>
<div class="largura corpo">
<article class="peca">
<p class="seccao">Pesca e Mar</p>
<h1>Quota da sardinha esgotada antes do São João, pescadores temem verão parado</h1>
<p class="lead">Os armadores de Vila Nova dizem que a frota pode ficar em terra até setembro. Associação pede reforço da quota ao ministério.</p>
<p class="autor">Texto de Filipe Amaral &middot; 16.06.2012 &middot; 13:20 &middot; <span class="partilhas">Partilhas: 112</span> <a href="/enviar">Enviar por e-mail</a> <a href="/imprimir">Imprimir</a></p>
<p>A quota de sardinha atribuída à frota do cerco de Vila Nova para o primeiro semestre ficou esgotada esta semana, duas semanas antes das festas de São João, quando a procura costuma atingir o máximo do ano.</p>
<p>&laquo;Temos doze barcos e sessenta homens à espera. Se não houver reforço, o verão está perdido&raquo;, disse ao Notícias da Costa o presidente da associação de armadores, que já pediu uma reunião urgente ao ministério.</p>
<p>Na lota, o preço médio da sardinha subiu para 3,40 euros o quilo, mais do dobro do registado em junho do ano passado. Os restaurantes da marginal contam vender sardinha congelada ou vinda de outros portos durante as festas.</p>
<div class="galeria"><h3>Fotogaleria: um dia na lota</h3>{galeria}</div>
<aside class="relacionados"><h3>Relacionados</h3><ul><li><a href="/pesca-e-mar/2012/05/armadores-pedem-reuniao">Armadores pedem reunião ao ministério</a> <time>28.05.2012</time></li><li><a href="/pesca-e-mar/2012/04/preco-sardinha-dispara">Preço da sardinha dispara na lota</a> <time>19.04.2012</time></li><li><a href="/regiao/2012/06/sao-joao-programa">Festas de São João: o programa</a> <time>11.06.2012</time></li></ul></aside>
<div class="reacoes"><h3>Reações</h3><p>Ainda não há reações a esta notícia. <a href="/registo">Registe-se</a> para ser o primeiro.</p></div>
</article>
<aside class="coluna">
<div class="caixa"><h4>Equipa de serviço</h4><ul class="de-servico">{servico}</ul><p class="contacto">Tem uma notícia? Ligue 255 000 000 ou escreva para redacao@example.pt</p></div>
<div class="caixa anuncio"><img src="/imagens/pub/conservas.svg" width="300" height="250" alt="Conservas do Norte"><small>Publicidade</small></div>
<div class="caixa"><h4>Mais lidas</h4><ol><li><a href="/pesca-e-mar/2012/06/quota-sardinha-esgotada">Quota da sardinha esgotada</a></li><li><a href="/regiao/2012/06/marés-vivas">Marés vivas: cuidado na barra</a></li><li><a href="/desporto/2012/06/clube-naval-regata">Clube Naval vence regata</a></li><li><a href="/cultura/2012/06/banda-filarmonica-150-anos">Banda filarmónica faz 150 anos</a></li></ol></div>
<div class="caixa"><h4>Sondagem</h4><p>Vai comer sardinha no São João mesmo a este preço?</p><p><label><input type="radio" name="s"> Sim</label> <label><input type="radio" name="s"> Não</label></p><button type="button">Votar</button> <small>388 votos</small></div>
<div class="caixa"><h4>Newsletter</h4><input type="email" placeholder="o seu e-mail"> <button type="button">Subscrever</button></div>
</aside>
</div>
<footer class="rodape"><div class="largura">{footer("/", [("Secções", ["Região", "Pesca e Mar", "Economia", "Desporto", "Cultura", "Opinião", "Multimédia"]), ("Serviços", ["Farmácias", "Marés", "Necrologia", "Classificados", "Assinaturas", "Edição impressa"]), ("O jornal", ["Ficha técnica", "Estatuto editorial", "Contactos", "Publicidade", "Termos de uso", "Privacidade"])], box='section class="bloco"', title="h5")}<p>&copy; 2012 Notícias da Costa</p></div></footer>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:14px Georgia,serif;color:#222}.largura{width:980px;margin:0 auto}.topo{background:#063;color:#fff}.topo a{color:#fff}.meteo{font:11px Arial;float:right;margin-top:-40px}nav a{font:bold 12px Arial;margin-right:10px}
.ticker{font:12px Arial;background:#eef6f0;padding:4px}.ticker b{color:#063}.ticker span{margin-left:14px}.corpo{overflow:hidden}.peca{float:left;width:640px}.coluna{float:right;width:300px;font:12px Arial}
.seccao{font:bold 11px Arial;color:#063}.lead{font-size:16px}.autor{font:11px Arial;color:#888}figure{display:inline-block;width:145px;margin:4px;font:10px Arial}.relacionados time{font:10px Arial;color:#999}
.caixa{border-top:3px solid #063;margin-bottom:12px;padding:4px}.de-servico{list-style:none;padding:0}.de-servico li{margin-bottom:6px}.func{color:#063}.turno{font-size:10px;color:#888}
.rodape{background:#222;color:#aaa;font:11px Arial;padding:10px 0;margin-top:10px}.rodape a{color:#ddd}.bloco{float:left;width:320px}
</style>"""
    html = (
        doc(
            "html5",
            title="Quota da sardinha esgotada antes do São João, pescadores temem verão parado | Notícias da Costa",
            lang="pt-PT",
            head=css,
        )
        + body
    )
    return make(
        "ff-pt-plain-sardinha",
        "lookalike",
        "pt-PT",
        html,
        [],
        path="/pesca-e-mar/2012/06/quota-sardinha-esgotada",
        container="-",
        heading=None,
        description="A Portuguese regional paper of 2012 (invented), no reader comment: a sardine quota runs out before the summer festival; 'Reações' says none yet; the sidebar's 'Equipa de serviço' (four journalists on duty, each a name, a desk and a dated shift); a weather line, an 'Agora' ticker with times, a share count, a captioned photo gallery, related articles with dates, an ad, 'Mais lidas', a poll, a newsletter box and a footer of 19 links.",
        lookalikes=("ul.de-servico",),
        files={
            "/imagens/noticias-da-costa.svg": svg(280, 56, "#063", "Notícias da Costa", 22),
            "/imagens/pub/conservas.svg": svg(300, 250, "#a33", "Conservas do Norte"),
            **{f"/imagens/2012/06/lota-{n}.svg": svg(140, 95, "#567", f"lota {n}", 11) for n in range(1, 4)},
        },
    )


# --------------------------------------------------------------------------- es-AR: water cuts beside classified ads, 2011


def ar_agua() -> Case:
    cs = talk("""
Graciela || - || Tres días sin agua en barrio Las Lomas y nadie de la cooperativa atiende el teléfono. ¿Hasta cuándo vamos a estar así?
Hernán P. || - || El tanque del barrio está roto desde diciembre, lo dijeron en la radio. Lo que falta es que lo arreglen de una vez y no con parches.
""")
    path = "/noticias/2011/02/15/cortes-de-agua-barrio-las-lomas.htm"
    avisos = "".join(
        f'<div class="aviso"><p class="av-txt">{esc(txt)}</p><p class="av-pie">{esc(who)} &middot; {esc(when)}</p></div>'
        for txt, who, when in (
            (
                "Vendo bicicleta rodado 26, poco uso, con canasto. Tratar al 15-4412-0098.",
                "Raúl",
                "15/02/2011",
            ),
            ("Se ofrece señora para limpieza por hora, zona centro, con referencias.", "Norma", "15/02/2011"),
            ("Alquilo depto. 2 ambientes frente a la plaza, sin mascotas.", "Inmobiliaria Sur", "14/02/2011"),
        )
    )
    op = "".join(
        f'<div class="participa"><img src="/imagenes/usuario.svg" width="34" height="34" alt="" class="pic">'
        f'<p class="quien">{esc(c.who)} dijo:</p><p class="que">{esc(c.raw)}</p></div>'
        for c in cs
    )
    body = f"""<body>
<div id="contenedor">
<div id="header"><a href="/"><img src="/imagenes/el-correo.svg" width="300" height="60" alt="El Correo de Villa Alta"></a>
<div id="clima">Villa Alta &middot; 31&deg; &middot; despejado &middot; humedad 40%</div></div>
<div id="nav">{anchors("/seccion/", ["Inicio", "Locales", "Policiales", "Política", "Deportes", "Campo", "Sociales", "Clasificados", "Fúnebres"], " &middot; ")}</div>
<div id="ultimo"><span>Lo último</span> 11:20 Asumió el nuevo comisario &middot; 10:45 Feria de artesanos el sábado &middot; 09:30 Paro de colectivos levantado</div>
<div id="principal">
<h1>Cortes de agua: los vecinos de Las Lomas llevan tres días sin servicio</h1>
<p class="bajada">La cooperativa atribuye el problema a una rotura en el tanque elevado. Prometen un camión cisterna desde hoy.</p>
<p class="fecha">Martes 15 de febrero de 2011 &middot; <a href="/seccion/locales">Locales</a> &middot; Compartido 29 veces</p>
<img src="/imagenes/2011/02/tanque-lomas.svg" width="520" height="300" alt="">
<p class="epigrafe">El tanque elevado del barrio, con la pérdida en la base. (Foto: El Correo)</p>
<p>Desde el sábado a la noche, unas trescientas familias del barrio Las Lomas no tienen agua corriente. Los vecinos cargan bidones en la plaza y en la estación de servicio de la ruta.</p>
<p>Desde la Cooperativa de Servicios explicaron que una rotura en la base del tanque elevado obligó a vaciarlo y que la reparación demandará al menos hasta el jueves. Mientras tanto, un camión cisterna recorrerá el barrio dos veces por día.</p>
<p>Los vecinos se quejan de que el tanque ya había perdido agua en diciembre y de que no se los avisó del corte.</p>
<div class="notas"><b>Notas relacionadas:</b> <a href="/noticias/2010/12/20/perdida-tanque-las-lomas.htm">Pérdida en el tanque de Las Lomas</a> (20/12/2010) &middot; <a href="/noticias/2011/01/11/cooperativa-aumento-tarifa.htm">La cooperativa pide aumento de tarifa</a> (11/01/2011)</div>
<div class="banner"><img src="/imagenes/pub/corralon.svg" width="520" height="60" alt="Corralón San Martín"></div>
<h3 class="tu-op">Tu opinión</h3>
{op}
<form action="/opinion" method="post" class="f-op"><input type="text" name="nombre" value="Nombre"> <textarea name="opinion" rows="3" cols="50"></textarea> <input type="submit" value="Publicar"></form>
</div>
<div id="costado">
<div class="modulo"><h4>Clasificados de hoy</h4>{avisos}<p><a href="/seccion/clasificados">Ver todos los avisos &raquo;</a> &middot; <a href="/clasificados/publicar">Publicá el tuyo</a></p></div>
<div class="modulo"><h4>Lo más visto</h4><ol><li><a href="/noticias/2011/02/15/cortes-de-agua-barrio-las-lomas.htm">Cortes de agua en Las Lomas</a></li><li><a href="/noticias/2011/02/14/choque-ruta-8.htm">Choque en la ruta 8</a></li><li><a href="/noticias/2011/02/13/club-atletico-debut.htm">Debut con triunfo del Atlético</a></li></ol></div>
<div class="modulo"><h4>Encuesta</h4><p>¿Cómo califica el servicio de la cooperativa?</p><p><input type="radio" name="e"> Bueno <input type="radio" name="e"> Regular <input type="radio" name="e"> Malo</p><input type="button" value="Votar"></div>
<div class="modulo"><img src="/imagenes/pub/farmacia.svg" width="240" height="200" alt="Farmacia del Pueblo"></div>
</div>
<div id="footer">{footer("/", [("Secciones", ["Locales", "Policiales", "Política", "Deportes", "Campo", "Sociales"]), ("Servicios", ["Clasificados", "Fúnebres", "Farmacias de turno", "Horarios de colectivos", "Clima"]), ("El Correo", ["Staff", "Contacto", "Publicidad", "Suscripciones", "Archivo"])], box='div class="fcol"', title="strong")}<p>El Correo de Villa Alta &copy; 2011 &middot; Todos los derechos reservados</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#c9d6e3;font:13px Arial,sans-serif}#contenedor{width:960px;margin:0 auto;background:#fff}#header{padding:10px;position:relative}#clima{position:absolute;right:10px;top:30px;font-size:11px}
#nav{background:#234;padding:6px 10px}#nav a{color:#fff;font-weight:bold}#ultimo{font-size:11px;padding:4px 10px;background:#ffe}#ultimo span{color:#c00;font-weight:bold}
#principal{float:left;width:560px;padding:10px 20px}#costado{float:right;width:320px;padding:10px}#footer{clear:both;background:#234;color:#bbb;padding:10px;font-size:11px}#footer a{color:#fff}.fcol{float:left;width:300px}
.bajada{font-size:15px;color:#444}.fecha,.epigrafe{font-size:11px;color:#888}.notas{font-size:12px;border-top:1px solid #ddd;padding-top:6px}
.participa{overflow:hidden;border-bottom:1px solid #eee;padding:6px 0}.pic{float:left;margin-right:8px}.quien{margin:0;font-weight:bold;color:#234}.que{margin:2px 0 0 42px}
.modulo{border:1px solid #ccd;margin-bottom:10px;padding:6px}.aviso{border-bottom:1px dashed #ccc;padding:4px 0}.av-txt{margin:0}.av-pie{margin:0;font-size:10px;color:#888}
</style>"""
    html = (
        doc(
            "html4t",
            title="Cortes de agua: los vecinos de Las Lomas llevan tres días sin servicio - El Correo de Villa Alta",
            lang="es-AR",
            head=css,
        )
        + body
    )
    return make(
        "ff-ar-mixed-agua",
        "mixed",
        "es-AR",
        html,
        cs,
        path=path,
        container="after h3.tu-op 'Tu opinión' (a sibling of the entries, no wrapper): one div.participa an opinion (img.pic avatar, p.quien 'NAME dijo:', p.que TEXT), no time; beside it the sidebar's 'Clasificados de hoy': three div.aviso (p.av-txt TEXT, p.av-pie 'NAME · DATE')",
        heading="Tu opinión",
        description="The mixed page: an Argentine town paper of 2011 (invented), water cuts in a neighbourhood; 2 readers' opinions ('NAME dijo:', avatar, no time) directly in the article column after 'Tu opinión'; beside them 'Clasificados de hoy', three named, dated short ads (text first, 'NAME · DATE' under it) that are not comments; a weather line, 'Lo último' with times, a share count, a captioned photo, related notes with dates, banners, 'Lo más visto', a poll and a footer of 16 links.",
        lookalikes=("div.aviso",),
        files={
            "/imagenes/el-correo.svg": svg(300, 60, "#234", "El Correo de Villa Alta", 20),
            "/imagenes/usuario.svg": svg(34, 34, "#aab"),
            "/imagenes/2011/02/tanque-lomas.svg": svg(520, 300, "#789", "tanque"),
            "/imagenes/pub/corralon.svg": svg(520, 60, "#b60", "Corralón San Martín"),
            "/imagenes/pub/farmacia.svg": svg(240, 200, "#0a6", "Farmacia del Pueblo"),
        },
    )
