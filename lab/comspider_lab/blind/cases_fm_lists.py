"""Blind set fm: three pages without any reader comment and two mixed pages. A Danish local paper of 2012 (comments
closed under the article, beside a ticker with times, most read, most commented with counts, a poll and a newsletter
box), a Spanish provincial paper of 2013 (no comment yet under the article, and a sidebar "Últimos comentarios" box
of other articles' comments with relative times), a Portuguese regional paper of 2012 (a readers' photo contest's
entries, each a photo, a title, the entrant's name and town, a caption and a vote count); a Brazilian town portal of
2012, mixed (5 comments beside "Leitor-repórter", readers' short reports with names and times) and a Swiss village
paper of 2013, mixed (4 comments beside "Aus den Vereinen", club members' match and event reports). Every site, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fm_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- da: comments closed, 2012


def da_bageri() -> Case:
    body = f"""<body>
<div id="container">
<div id="top"><a href="/" id="logo"><img src="/gfx/mosekaer-lokalavis.svg" width="330" height="60" alt="Mosekær Lokalavis"></a>
<div id="login"><form action="/log-ind" method="post">Brugernavn <input type="text" name="u" size="10"> Adgangskode <input type="password" name="p" size="10"> <input type="submit" value="Log ind"></form><a href="/opret-bruger">Opret bruger</a></div></div>
<ul id="menu">{nav([("/", "Forside"), ("/nyheder/", "Nyheder"), ("/mosekaer/", "Mosekær"), ("/oplandet/", "Oplandet"), ("/sport/", "Sport"), ("/kultur/", "Kultur"), ("/erhverv/", "Erhverv"), ("/debat/", "Debat"), ("/annoncer/", "Annoncer")])}</ul>
<div id="seneste"><b>Seneste nyt</b> <span class="kl">14:32</span> Vejarbejde på Stationsvej fra mandag <span class="kl">13:05</span> Ny formand i borgerforeningen <span class="kl">11:48</span> Mosekær IF køber ny græsslåmaskine <span class="kl">09:20</span> Indbrud i kolonihaverne</div>
<div id="indhold">
<div id="artikel">
<p class="sektion"><a href="/erhverv/">Erhverv</a></p>
<h1>Byens bageri får nye ejere efter 34 år</h1>
<p class="dato">Onsdag 7. november 2012, kl. 06:00 &middot; Af Mette Kjærgaard</p>
<div class="del"><a href="/del/fb/10218">Del på Facebook</a> <span class="antal">73</span> <a href="/del/tw/10218">Tweet</a> <span class="antal">4</span> <a href="/print/10218">Udskriv</a></div>
<p class="manchet">Bager Jens Ulstrup og hans kone Lis overdrager 1. december bageriet på Torvet til to unge bagere fra Aarhus. Morgenbrødet bliver, lover de nye ejere.</p>
<p>I 34 år har Jens Ulstrup stået op klokken tre for at bage rundstykker, rugbrød og wienerbrød til Mosekær. Nu har han og Lis solgt forretningen til Sofie Lind og Anders Bech, begge 29 år.</p>
<p><img src="/billeder/2012/11/bageriet-torvet.svg" width="520" height="300" alt=""><br><span class="billedtekst">Jens og Lis Ulstrup foran bageriet på Torvet. Foto: Mette Kjærgaard</span></p>
<p>&ndash; Vi beholder opskriften på tebirkes og kanelsnegle. Det er vi blevet lovet at gøre af halvdelen af byen, siger Sofie Lind med et smil.</p>
<p>De nye ejere vil udvide med en lille café med otte siddepladser og åbne allerede klokken seks om søndagen.</p>
<div class="faktaboks"><h4>Fakta: Bageriet på Torvet</h4><ul><li>Åbnet i 1921</li><li>Ejet af familien Ulstrup siden 1978</li><li>Fem ansatte, to lærlinge</li></ul></div>
<div class="relaterede"><h4>Læs også</h4><ul>
<li><a href="/erhverv/2012/10/slagteren-lukker">Slagteren i Vestergade lukker</a> <span>24.10.2012</span></li>
<li><a href="/mosekaer/2012/09/torvet-renoveres">Torvet skal renoveres i 2013</a> <span>12.09.2012</span></li>
<li><a href="/erhverv/2012/06/ny-kiosk">Ny kiosk ved stationen</a> <span>02.06.2012</span></li>
</ul></div>
<div id="kommentarer">
<h3>Kommentarer</h3>
<p class="lukket">Der er lukket for kommentarer til denne artikel. Vi lukker for debatten tre dage efter offentliggørelsen.</p>
<p class="regler"><a href="/debatregler">Læs vores debatregler</a></p>
</div>
</div>
<div id="sidebar">
<div class="annonce"><small>Annonce</small><img src="/gfx/annonce-byggemarked.svg" width="300" height="250" alt="Mosekær Byggemarked"></div>
<div class="boks"><h4>Mest læste</h4><ol>{nav([("/mosekaer/2012/11/indbrud-kolonihaver", "Indbrud i kolonihaverne"), ("/sport/2012/11/mosekaer-if-rykker-op", "Mosekær IF rykker op"), ("/erhverv/2012/11/bageriet-nye-ejere", "Byens bageri får nye ejere"), ("/kultur/2012/11/julekoncert", "Julekoncert i kirken")])}</ol></div>
<div class="boks"><h4>Mest kommenterede</h4><ol>
<li><a href="/mosekaer/2012/11/vindmoeller-ved-engen">Vindmøller ved Engen</a> <span class="antal">(41)</span></li>
<li><a href="/mosekaer/2012/10/skolen-sammenlaegning">Skolerne lægges sammen</a> <span class="antal">(33)</span></li>
<li><a href="/sport/2012/11/kunstgraes">Kunstgræsbane til 3 mio.</a> <span class="antal">(18)</span></li>
</ol></div>
<div class="boks"><h4>Dagens spørgsmål</h4><p>Køber du dit brød hos bageren?</p><ul class="resultat"><li>Ja, hver dag 38 %</li><li>Kun i weekenden 41 %</li><li>Nej 21 %</li></ul><p class="lille">1.104 har stemt</p></div>
<div class="boks"><h4>Nyhedsbrev</h4><p>Få dagens nyheder fra Mosekær i din indbakke hver morgen kl. 6.</p><form action="/nyhedsbrev" method="post"><input type="text" name="email" value="Din e-mail"> <input type="submit" value="Tilmeld"></form></div>
<div class="boks"><h4>Vejret i Mosekær</h4><p>I dag: 8&deg; og byger<br>I morgen: 6&deg; og blæst</p></div>
</div>
</div>
<div id="bund">
<div class="kol"><h5>Avisen</h5><ul>{nav([("/om-os", "Om os"), ("/redaktionen", "Redaktionen"), ("/kontakt", "Kontakt"), ("/abonnement", "Abonnement")])}</ul></div>
<div class="kol"><h5>Annoncer</h5><ul>{nav([("/annoncer/priser", "Priser"), ("/annoncer/bestil", "Bestil annonce"), ("/annoncer/doedsfald", "Dødsannoncer"), ("/annoncer/jobs", "Job i området")])}</ul></div>
<div class="kol"><h5>Service</h5><ul>{nav([("/debatregler", "Debatregler"), ("/privatliv", "Privatlivspolitik"), ("/cookies", "Cookies"), ("/rss", "RSS"), ("/arkiv", "Arkiv")])}</ul></div>
<p class="ophav">&copy; 2012 Mosekær Lokalavis ApS &middot; Torvet 4 &middot; Ansvarshavende redaktør: Poul Gammelgaard</p>
</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px/1.5 Verdana,sans-serif;background:#eaeaea;margin:0}#container{width:980px;margin:0 auto;background:#fff}#top{padding:10px;height:62px}#logo{float:left}#login{float:right;font-size:11px}
#menu{list-style:none;margin:0;padding:0;background:#b71c1c;height:30px}#menu li{float:left}#menu a{display:block;color:#fff;padding:6px 11px;font-weight:bold;text-decoration:none}#seneste{font-size:11px;padding:5px 10px;background:#f5f5f5}.kl{color:#b71c1c;font-weight:bold;margin-left:8px}
#artikel{float:left;width:610px;padding:12px}#sidebar{float:right;width:320px;padding:12px}#bund{clear:both;background:#222;color:#aaa;padding:12px;overflow:hidden}.kol{float:left;width:200px}.kol a{color:#ddd}.ophav{clear:both;font-size:11px}
.sektion a{color:#b71c1c;font-weight:bold}.dato{color:#888;font-size:11px}.manchet{font-weight:bold}.billedtekst{font-size:11px;color:#666}.antal{background:#eee;padding:0 4px;font-size:11px}.faktaboks{background:#fdf1e6;padding:6px 10px}
.relaterede span{color:#999;font-size:11px}#kommentarer h3{border-bottom:2px solid #b71c1c}.lukket{color:#777;font-style:italic}.boks{border:1px solid #ddd;margin-bottom:10px;padding:8px}.boks h4{margin:0 0 4px;color:#b71c1c}.lille{font-size:10px;color:#999}
</style>"""
    return make(
        "fm-da-plain-bageri",
        "lookalike",
        "da",
        doc("html4t", title="Byens bageri får nye ejere efter 34 år - Mosekær Lokalavis", lang="da", head=css)
        + body,
        [],
        path="/erhverv/2012/11/bageriet-nye-ejere",
        container="-",
        heading=None,
        description="A Danish local paper of 2012 (invented), no reader comment: the town's bakery gets new owners; under the article 'Kommentarer' and 'Der er lukket for kommentarer til denne artikel.'; a login box, a 'Seneste nyt' ticker with times, share counts, a fact box, related stories with dates, most read, most commented with counts, a poll's results, a newsletter box, the weather, an ad and a three-column footer.",
        files={
            "/gfx/mosekaer-lokalavis.svg": svg(330, 60, "#b71c1c", "Mosekær Lokalavis", 24),
            "/billeder/2012/11/bageriet-torvet.svg": svg(520, 300, "#a1887f", "Bageriet"),
            "/gfx/annonce-byggemarked.svg": svg(300, 250, "#1565c0", "Mosekær Byggemarked", 18),
        },
    )


# --------------------------------------------------------------------------- es: a "latest comments" box, 2013


def es_mercado() -> Case:
    latest = "".join(
        f'<li><span class="uc-autor">{esc(n)}</span> en <a href="/{h}">{esc(t)}</a>: '
        f'<span class="uc-texto">&laquo;{esc(x)}&raquo;</span> <span class="uc-hace">{esc(w)}</span></li>'
        for n, t, h, x, w in (
            (
                "Maripaz",
                "La piscina municipal abrirá el 15 de junio",
                "valdecastro/2013/05/piscina-municipal-15-junio",
                "Por fin una buena noticia, el año pasado abrió en julio y medio verano perdido…",
                "hace 8 minutos",
            ),
            (
                "Un vecino de San Roque",
                "Cortes de agua en el barrio de San Roque",
                "valdecastro/2013/05/cortes-agua-san-roque",
                "Tres días seguidos sin agua por la mañana y nadie avisa con tiempo.",
                "hace 25 minutos",
            ),
            (
                "Antonio_G",
                "El CD Valdecastro empata en el último minuto",
                "deportes/2013/05/cd-valdecastro-empata",
                "El árbitro se inventó el penalti, pero bueno, un punto es un punto.",
                "hace 1 hora",
            ),
            (
                "Lola Serrano",
                "Nueva línea de autobús al hospital comarcal",
                "comarca/2013/05/autobus-hospital-comarcal",
                "¿Alguien sabe si pasará también los sábados?",
                "hace 2 horas",
            ),
            (
                "jubilado72",
                "La feria de mayo ya tiene cartel",
                "cultura/2013/05/feria-de-mayo-cartel",
                "Precioso el cartel, enhorabuena a la autora.",
                "hace 3 horas",
            ),
        )
    )
    body = f"""<body>
<div id="envoltorio">
<div id="cabecera"><a href="/"><img src="/img/diario-valdecastro.svg" width="380" height="66" alt="Diario de Valdecastro"></a><div class="fecha">Viernes, 24 de mayo de 2013 &middot; Valdecastro 24&deg;C</div>
<div class="usuario"><a href="/registro">Regístrate</a> | <a href="/entrar">Entrar</a></div></div>
<ul id="secciones">{nav([("/", "Portada"), ("/valdecastro/", "Valdecastro"), ("/comarca/", "Comarca"), ("/provincia/", "Provincia"), ("/deportes/", "Deportes"), ("/cultura/", "Cultura"), ("/opinion/", "Opinión"), ("/esquelas/", "Esquelas")])}</ul>
<div id="ultima-hora"><b>Última hora</b> &middot; 13:20 Reabre al tráfico la calle Ancha &middot; 12:45 Detenido un joven por robar en una farmacia &middot; 11:10 El pleno aprueba la ordenanza de terrazas</div>
<div id="cuerpo">
<div id="noticia">
<p class="antetitulo">Comercio</p>
<h1>El mercado de abastos reabre tras ocho meses de obras</h1>
<p class="subtitulo">Los 22 puestos vuelven al edificio de la plaza de la Constitución, que estrena cubierta, cámaras frigoríficas y aseos</p>
<p class="autor">Rocío Arjona | Valdecastro | 24.05.2013 - 07:30 h</p>
<div class="compartir"><a href="/compartir/fb/41877">Facebook</a> <span>152</span> <a href="/compartir/tw/41877">Twitter</a> <span>27</span> <a href="/compartir/tuenti/41877">Tuenti</a> <span>9</span> <a href="/imprimir/41877">Imprimir</a> <a href="/enviar/41877">Enviar</a></div>
<p>El mercado de abastos de Valdecastro abre de nuevo sus puertas este sábado, después de ocho meses cerrado por las obras de rehabilitación. Los comerciantes, que durante este tiempo han vendido en carpas en el aparcamiento del polideportivo, estrenarán puestos nuevos.</p>
<p><img src="/fotos/2013/05/mercado-abastos.svg" width="560" height="320" alt=""><br><span class="pie">Interior del mercado, ayer, durante los últimos retoques. Foto: R. A.</span></p>
<p>La obra ha costado 1,2 millones de euros, financiados a partes iguales por el Ayuntamiento y la Diputación. El alcalde, Fermín Ortuño, inaugurará el edificio a las diez de la mañana.</p>
<p>El horario será de 8.30 a 14.30 de lunes a sábado, y los jueves también por la tarde, de 17.30 a 20.30.</p>
<div class="relacionadas"><h4>Noticias relacionadas</h4><ul>
<li><a href="/valdecastro/2012/09/mercado-cierra-obras">El mercado cierra por obras hasta la primavera</a> <span>(21/09/2012)</span></li>
<li><a href="/valdecastro/2013/02/retraso-obras-mercado">Las obras del mercado se retrasan dos meses</a> <span>(14/02/2013)</span></li>
</ul></div>
<p class="etiquetas">Etiquetas: <a href="/tag/mercado">mercado</a>, <a href="/tag/comercio">comercio</a>, <a href="/tag/obras">obras</a></p>
<div id="comentarios">
<h3>Comentarios (0)</h3>
<p class="sin-comentarios">Todavía no hay comentarios. ¡Sé el primero en opinar!</p>
<form action="/comentarios/enviar/41877" method="post"><p>Nombre: <input type="text" name="nombre"> Correo: <input type="text" name="correo"></p><p><textarea name="comentario" rows="5" cols="60"></textarea></p><p><label><input type="checkbox" name="normas"> Acepto las normas de participación</label> <input type="submit" value="Enviar comentario"></p></form>
</div>
</div>
<div id="lateral">
<div class="publi"><small>Publicidad</small><img src="/img/publi-muebles.svg" width="300" height="250" alt="Muebles Carrasco"></div>
<div class="caja"><h4>Lo más leído</h4><ol>{nav([("/sucesos/2013/05/detenido-farmacia", "Detenido un joven por robar en una farmacia"), ("/valdecastro/2013/05/piscina-municipal-15-junio", "La piscina municipal abrirá el 15 de junio"), ("/deportes/2013/05/cd-valdecastro-empata", "El CD Valdecastro empata en el último minuto")])}</ol></div>
<div class="caja ultimos"><h4>Últimos comentarios</h4><ul class="ult-com">{latest}</ul></div>
<div class="caja"><h4>Encuesta</h4><p>¿Comprará en el nuevo mercado?</p><form action="/encuesta/63" method="post"><label><input type="radio" name="r"> Sí</label><br><label><input type="radio" name="r"> No</label><br><label><input type="radio" name="r"> A veces</label><br><input type="submit" value="Votar"></form></div>
<div class="caja"><h4>Boletín</h4><p>Recibe cada mañana las noticias de la comarca.</p><form action="/boletin" method="post"><input type="text" name="correo" value="Tu correo electrónico"> <input type="submit" value="Suscribirme"></form></div>
<div class="caja"><h4>Farmacias de guardia</h4><p>Hoy: Farmacia Montalvo, c/ Real 12</p></div>
</div>
</div>
<div id="pie">{nav([("/quienes-somos", "Quiénes somos"), ("/contacto", "Contacto"), ("/publicidad", "Publicidad"), ("/suscripciones", "Suscripciones"), ("/aviso-legal", "Aviso legal"), ("/privacidad", "Privacidad"), ("/normas", "Normas de participación"), ("/hemeroteca", "Hemeroteca"), ("/rss", "RSS")], " · ")}<br>&copy; 2013 Diario de Valdecastro, S. L.</div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:13px/1.5 Arial,sans-serif;background:#f0f0f0;margin:0}#envoltorio{width:990px;margin:0 auto;background:#fff}#cabecera{padding:10px;height:70px}.fecha{float:right;font-size:11px;color:#888}.usuario{float:right;clear:right;font-size:11px}
#secciones{list-style:none;margin:0;padding:6px 10px;background:#003d6b}#secciones li{display:inline;margin-right:14px}#secciones a{color:#fff;font-weight:bold}#ultima-hora{font-size:11px;background:#ffe9e9;padding:4px 10px;color:#900}
#noticia{float:left;width:620px;padding:12px}#lateral{float:right;width:320px;padding:12px}#pie{clear:both;background:#003d6b;color:#ccd;font-size:11px;padding:10px;text-align:center}#pie a{color:#fff}
.antetitulo{color:#c00;font-weight:bold;text-transform:uppercase;font-size:11px;margin:0}.subtitulo{font-size:16px;color:#555}.autor{font-size:11px;color:#888}.compartir span{background:#eee;padding:0 4px;font-size:11px}.pie{font-size:11px;color:#777}
.relacionadas span{color:#999;font-size:11px}#comentarios h3{border-bottom:2px solid #003d6b}.sin-comentarios{color:#888;font-style:italic}.caja{border:1px solid #ddd;margin-bottom:12px;padding:8px}.caja h4{margin:0 0 6px;color:#003d6b}
.ult-com{list-style:none;margin:0;padding:0}.ult-com li{border-bottom:1px dotted #ccc;padding:4px 0;font-size:12px}.uc-autor{font-weight:bold}.uc-texto{display:block;color:#555;font-style:italic}.uc-hace{font-size:10px;color:#999}
</style>"""
    return make(
        "fm-es-plain-mercado",
        "lookalike",
        "es",
        doc(
            "html5",
            title="El mercado de abastos reabre tras ocho meses de obras | Diario de Valdecastro",
            lang="es",
            head=css,
        )
        + body,
        [],
        path="/valdecastro/2013/05/mercado-abastos-reabre",
        container="-",
        heading=None,
        description="A Spanish provincial paper of 2013 (invented), no reader comment: the covered market reopens; under the article 'Comentarios (0)', 'Todavía no hay comentarios.' and the form; in the sidebar 'Últimos comentarios', ul.ult-com of five other articles' comments ('b NAME en TITLE: «snippet» hace 8 minutos'), not comments of this page; a breaking-news strip with times, share counters, related stories with dates, most read, a poll, a newsletter box, the pharmacy on duty, an ad, a footer of 9 links.",
        lookalikes=("ul.ult-com",),
        files={
            "/img/diario-valdecastro.svg": svg(380, 66, "#003d6b", "Diario de Valdecastro", 26),
            "/fotos/2013/05/mercado-abastos.svg": svg(560, 320, "#b08d57", "mercado"),
            "/img/publi-muebles.svg": svg(300, 250, "#6a1b9a", "Muebles Carrasco", 20),
        },
    )


# --------------------------------------------------------------------------- pt-PT: a readers' photo contest, 2012


def pt_concurso() -> Case:
    entries = "".join(
        f'<li class="foto-concurso"><img src="/imagens/concurso2012/{k}.svg" width="200" height="140" alt="">'
        f'<div class="fc-info"><p class="fc-titulo">N.º {k} &mdash; &laquo;{esc(t)}&raquo;</p>'
        f'<p class="fc-autor">de <b>{esc(n)}</b>, {esc(terra)}</p><p class="fc-legenda">{esc(x)}</p>'
        f'<p class="fc-votos"><a href="/concurso/votar/{k}">Votar</a> &middot; {v} votos</p></div></li>'
        for k, (t, n, terra, x, v) in enumerate(
            (
                (
                    "Ao fim da tarde no cais",
                    "Rui Cardoso",
                    "Vale Amieiro",
                    "Os barcos a voltar da pesca, já com as luzes acesas. Esperei quase uma hora para apanhar este reflexo.",
                    41,
                ),
                (
                    "A avó e as sardinhas",
                    "Filipa Antunes",
                    "Quinta do Freixo",
                    "A minha avó a assar sardinhas no quintal, como faz todos os domingos de agosto desde que me lembro.",
                    67,
                ),
                (
                    "Mergulho",
                    "Tiago Mourão",
                    "Vale Amieiro",
                    "O meu irmão a saltar da ponte velha para o rio. Não aconselho, mas a fotografia ficou bonita.",
                    29,
                ),
                (
                    "Festa de Santo Amaro",
                    "Conceição Lobo",
                    "Aldeia das Pedras",
                    "A procissão a passar na rua principal, com as colchas penduradas nas janelas.",
                    53,
                ),
                (
                    "Campo de girassóis",
                    "Nuno Teixeira",
                    "Herdade da Ribeira",
                    "Tirada às sete da manhã na estrada para a barragem, antes de o calor apertar.",
                    38,
                ),
                (
                    "Gelado derretido",
                    "Beatriz Sá, 11 anos",
                    "Vale Amieiro",
                    "O meu cão comeu o resto do gelado quando caiu no chão. Foi o dia mais feliz dele.",
                    74,
                ),
            ),
            1,
        )
    )
    body = f"""<body>
<div id="geral">
<div id="cabecalho"><a href="/"><img src="/imagens/gazeta-vale-amieiro.svg" width="360" height="62" alt="Gazeta de Vale Amieiro"></a><span class="data">Segunda-feira, 3 de setembro de 2012</span></div>
<ul id="menu">{nav([("/", "Início"), ("/concelho/", "Concelho"), ("/regiao/", "Região"), ("/desporto/", "Desporto"), ("/cultura/", "Cultura"), ("/necrologia/", "Necrologia"), ("/assinaturas/", "Assinaturas")])}</ul>
<div id="rodape-noticias"><b>Últimas:</b> 16:40 Incêndio em mato dominado em Aldeia das Pedras &middot; 15:05 Feira do gado regressa em outubro &middot; 12:30 Escola básica recebe obras no telhado</div>
<div id="conteudo">
<div id="principal">
<p class="seccao">Cultura</p>
<h1>Concurso &laquo;Verão no Concelho&raquo;: as fotografias a concurso</h1>
<p class="autoria">Redação &middot; 03-09-2012 10:15</p>
<div class="partilha"><a href="/partilhar/fb/5521">Partilhar</a> <span>88</span> <a href="/partilhar/tw/5521">Twittar</a> <span>7</span> <a href="/imprimir/5521">Imprimir</a></div>
<p class="entrada">Recebemos 46 fotografias dos nossos leitores para o concurso deste verão. O júri escolheu seis finalistas, e agora cabe aos leitores votar na sua preferida até 15 de setembro.</p>
<p>O vencedor recebe um fim de semana para duas pessoas na Casa da Ribeira, e a fotografia será capa da edição de outubro. Cada leitor pode votar uma vez por dia.</p>
<h3 class="finalistas">As seis finalistas</h3>
<ul class="concurso">{entries}</ul>
<p class="regulamento"><a href="/concurso/regulamento-2012">Regulamento do concurso</a> &middot; Votação até 15 de setembro às 23h59</p>
<div class="relacionadas"><h4>Relacionadas</h4><ul>
<li><a href="/cultura/2012/07/concurso-verao-no-concelho">Envie-nos a sua fotografia de verão</a> <span>02-07-2012</span></li>
<li><a href="/cultura/2011/09/vencedor-concurso-2011">Conheça o vencedor do concurso de 2011</a> <span>19-09-2011</span></li>
</ul></div>
</div>
<div id="lateral">
<div class="bloco pub"><small>Publicidade</small><img src="/imagens/pub-casa-ribeira.svg" width="300" height="250" alt="Casa da Ribeira"></div>
<div class="bloco"><h4>Mais lidas</h4><ol>{nav([("/concelho/2012/09/incendio-aldeia-das-pedras", "Incêndio em Aldeia das Pedras"), ("/desporto/2012/09/amieirense-vence", "Amieirense vence na estreia"), ("/concelho/2012/08/feira-gado", "Feira do gado regressa")])}</ol></div>
<div class="bloco"><h4>Mais comentadas</h4><ol><li><a href="/concelho/2012/08/portagens-a27">Portagens na A27</a> (36)</li><li><a href="/concelho/2012/08/centro-saude-horario">Centro de saúde muda horário</a> (21)</li></ol></div>
<div class="bloco"><h4>Sondagem</h4><p>Qual foi a melhor festa do verão?</p><form action="/sondagem/12" method="post"><label><input type="radio" name="f"> Santo Amaro</label><br><label><input type="radio" name="f"> Festa do Rio</label><br><label><input type="radio" name="f"> Feira Medieval</label><br><input type="submit" value="Votar"></form></div>
<div class="bloco"><h4>Newsletter</h4><form action="/newsletter" method="post"><input type="text" name="email" value="O seu e-mail"> <input type="submit" value="Subscrever"></form></div>
</div>
</div>
<div id="rodape">{nav([("/ficha-tecnica", "Ficha técnica"), ("/estatuto-editorial", "Estatuto editorial"), ("/publicidade", "Publicidade"), ("/assinaturas", "Assinaturas"), ("/contactos", "Contactos"), ("/privacidade", "Privacidade"), ("/arquivo", "Arquivo")], " | ")}<br>&copy; 2012 Gazeta de Vale Amieiro &middot; Semanário regional</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px/1.5 Verdana,Geneva,sans-serif;background:#ececec;margin:0}#geral{width:980px;margin:0 auto;background:#fff}#cabecalho{padding:10px}.data{float:right;font-size:11px;color:#888}
#menu{list-style:none;margin:0;padding:6px 10px;background:#0b6e4f}#menu li{display:inline;margin-right:14px}#menu a{color:#fff;font-weight:bold}#rodape-noticias{font-size:11px;background:#f3f9f6;padding:4px 10px}
#principal{float:left;width:610px;padding:12px}#lateral{float:right;width:320px;padding:12px}#rodape{clear:both;background:#0b6e4f;color:#dfe;font-size:11px;padding:10px;text-align:center}#rodape a{color:#fff}
.seccao{color:#0b6e4f;font-weight:bold;margin:0}.autoria{font-size:11px;color:#888}.partilha span{background:#eee;padding:0 4px}.entrada{font-weight:bold}.concurso{list-style:none;margin:0;padding:0}
.foto-concurso{overflow:hidden;border-bottom:1px solid #e3e3e3;padding:10px 0}.foto-concurso img{float:left;margin-right:12px}.fc-titulo{font-weight:bold;margin:0}.fc-autor{margin:0;font-size:12px;color:#555}.fc-legenda{margin:4px 0;font-style:italic}
.fc-votos{font-size:11px;color:#888;margin:0}.regulamento{font-size:11px}.relacionadas span{color:#999;font-size:11px}.bloco{border:1px solid #ddd;padding:8px;margin-bottom:12px}.bloco h4{margin:0 0 6px;color:#0b6e4f}
</style>"""
    files = {
        "/imagens/gazeta-vale-amieiro.svg": svg(360, 62, "#0b6e4f", "Gazeta de Vale Amieiro", 24),
        "/imagens/pub-casa-ribeira.svg": svg(300, 250, "#795548", "Casa da Ribeira", 20),
    }
    for k, fill in enumerate(("#f4a261", "#e76f51", "#2a9d8f", "#e9c46a", "#f2cc8f", "#81b29a"), 1):
        files[f"/imagens/concurso2012/{k}.svg"] = svg(200, 140, fill, f"N.º {k}")
    return make(
        "fm-pt-plain-concurso",
        "lookalike",
        "pt-PT",
        doc(
            "html4t",
            title="Concurso «Verão no Concelho»: as fotografias a concurso - Gazeta de Vale Amieiro",
            lang="pt-PT",
            head=css,
        )
        + body,
        [],
        path="/cultura/2012/09/concurso-verao-no-concelho-finalistas",
        container="-",
        heading=None,
        description="A Portuguese regional weekly's site of 2012 (invented), no reader comment and no comment area: a readers' photo contest's six finalists in the article, ul.concurso of li.foto-concurso, each a photo, 'N.º k — «TITLE»', 'de b NAME, PLACE', a first-person caption in italics and 'Votar · n votos'; a news strip with times, share counters, related stories with dates, most read, most commented with counts, a poll, a newsletter box, an ad, a footer of 7 links.",
        lookalikes=("ul.concurso",),
        files=files,
    )


# --------------------------------------------------------------------------- pt-BR: comments beside readers' reports, 2012


def br_feira() -> Case:
    cs = talk("""
Dona Cida || 18/08/2012 às 10:14 || Que notícia boa! Sinto falta do pastel de feira e da garapa do seu Tonico. Domingo estarei lá cedinho.
Rodrigo Albuquerque || 18/08/2012 às 11:02 || Só espero que não deixem os carros estacionarem na frente da igreja como antes. Na hora da missa das nove ninguém conseguia passar.
Juliana P. || 18/08/2012 às 13:47 || Alguém sabe se vão aceitar cartão? Quase ninguém anda com dinheiro trocado hoje em dia.
Zé do Sítio Boa Vista || 18/08/2012 às 16:30 || Sou produtor e vou ter barraca de queijo e doce de leite. A prefeitura cobrou só a taxa de limpeza, dez reais por domingo. Vale a pena.
Tati Moreira || 19/08/2012 às 08:05 || Fui hoje! Estava cheia, mas faltou sombra. Umas tendas no meio da praça ajudariam muito.
""")
    comments = "".join(
        f'<div class="comentario"><div class="com-topo"><img src="/imagens/avatar-leitor.svg" width="32" height="32" alt="">'
        f'<strong class="com-nome">{esc(c.who)}</strong> <span class="com-data">{esc(c.at)}</span></div>'
        f'<p class="com-texto">{esc(c.raw)}</p><p class="com-links"><a href="#">Responder</a> | <a href="#">Denunciar</a></p></div>\n'
        for c in cs
    )
    reports = "".join(
        f'<li><p class="lr-titulo">{esc(t)}</p><p class="lr-texto">{esc(x)}</p>'
        f'<p class="lr-envio">Enviado por <b>{esc(n)}</b>, {esc(b)} &mdash; {esc(w)}</p></li>'
        for t, x, n, b, w in (
            (
                "Buraco na Rua das Acácias",
                "O buraco em frente ao número 210 já tem meio metro. Ontem um motoqueiro quase caiu.",
                "Marcos Vinícius",
                "Vila Nova",
                "17/08/2012 18:40",
            ),
            (
                "Poste apagado há duas semanas",
                "A rua inteira fica no escuro depois das seis. Já ligamos para a companhia três vezes.",
                "Sandra Lúcia",
                "Jardim Primavera",
                "17/08/2012 14:12",
            ),
            (
                "Cachorro perdido perto da rodoviária",
                "Um vira-lata caramelo de coleira vermelha está andando sozinho desde terça. Parece manso.",
                "Edson",
                "Centro",
                "16/08/2012 09:55",
            ),
            (
                "Ponto de ônibus sem cobertura",
                "No ponto da Avenida Brasil as pessoas esperam debaixo de sol e chuva. Mandamos foto.",
                "Regina Aparecida",
                "Parque das Flores",
                "15/08/2012 20:31",
            ),
        )
    )
    body = f"""<body>
<div id="tudo">
<div id="topo"><a href="/"><img src="/imagens/portal-jacaranda.svg" width="340" height="64" alt="Portal Jacarandá"></a><span class="tempo">Jacarandá do Norte &middot; 27&deg;C ensolarado</span></div>
<ul id="menu">{nav([("/", "Início"), ("/cidade/", "Cidade"), ("/policia/", "Polícia"), ("/politica/", "Política"), ("/esporte/", "Esporte"), ("/agenda/", "Agenda"), ("/classificados/", "Classificados"), ("/fale-conosco/", "Fale conosco")])}</ul>
<div id="plantao"><b>Plantão</b> 09:40 Trânsito lento na BR perto do trevo &middot; 08:15 Inscrições para o concurso da prefeitura terminam hoje &middot; 07:02 Previsão: domingo de sol</div>
<div id="meio">
<div id="materia">
<p class="editoria">Cidade</p>
<h1>Feira do produtor volta à praça da matriz aos domingos</h1>
<p class="linha-fina">Depois de dois anos no pátio da antiga estação, as barracas retornam ao centro a partir deste domingo, das 6h às 12h</p>
<p class="credito">Por Redação | 18/08/2012 às 08:30 | Atualizado às 09:12</p>
<div class="compartilhe">Compartilhe: <a href="/compartilhar/fb/9031">Facebook</a> (211) &middot; <a href="/compartilhar/tw/9031">Twitter</a> (14) &middot; <a href="/compartilhar/orkut/9031">Orkut</a> (6)</div>
<p>A feira do produtor rural de Jacarandá do Norte volta a ser montada na praça da matriz a partir deste domingo (19). Serão 34 barracas de verduras, frutas, queijos, doces, pastel e caldo de cana.</p>
<p><img src="/imagens/2012/08/feira-praca.svg" width="540" height="300" alt=""><br><span class="legenda">A feira na praça, em foto de 2010. Foto: Arquivo</span></p>
<p>Segundo a Secretaria de Agricultura, a mudança atende a um pedido dos moradores do centro, que reclamavam da distância. A rua lateral da igreja será fechada ao trânsito durante a feira.</p>
<div class="veja-tambem"><h4>Veja também</h4><ul>
<li><a href="/cidade/2012/08/reforma-da-praca">Reforma da praça da matriz é concluída</a> <span>10/08/2012</span></li>
<li><a href="/cidade/2012/07/produtores-pedem-volta">Produtores pedem volta da feira ao centro</a> <span>22/07/2012</span></li>
</ul></div>
<div id="comentarios">
<h3>Comentários (5)</h3>
{comments}<div class="com-form"><h4>Deixe seu comentário</h4><form action="/comentar/9031" method="post"><p>Nome: <input type="text" name="nome"> E-mail: <input type="text" name="email"></p><p><textarea name="texto" rows="4" cols="60"></textarea></p><p><input type="submit" value="Comentar"></p></form>
<p class="aviso">Os comentários são de responsabilidade de seus autores e não representam a opinião do portal.</p></div>
</div>
</div>
<div id="coluna">
<div class="caixa leitor-reporter"><h4>Leitor-repórter</h4><p class="lr-chamada">Viu algo no seu bairro? Mande para nós!</p><ul class="lr-lista">{reports}</ul><p class="lr-mais"><a href="/leitor-reporter/">Ver todas &raquo;</a> &middot; <a href="/leitor-reporter/enviar">Enviar a sua</a></p></div>
<div class="caixa"><h4>Mais lidas</h4><ol>{nav([("/policia/2012/08/assalto-posto", "Assalto a posto de gasolina na BR"), ("/esporte/2012/08/jacaranda-fc-goleia", "Jacarandá FC goleia e lidera"), ("/cidade/2012/08/feira-do-produtor-volta", "Feira do produtor volta à praça")])}</ol></div>
<div class="caixa publicidade"><small>Publicidade</small><img src="/imagens/pub-supermercado.svg" width="300" height="250" alt="Supermercado Bom Preço"></div>
<div class="caixa"><h4>Enquete</h4><p>Você vai à feira no domingo?</p><form action="/enquete/21" method="post"><label><input type="radio" name="e"> Sim</label><br><label><input type="radio" name="e"> Não</label><br><input type="submit" value="Votar"></form></div>
</div>
</div>
<div id="rodape">{nav([("/quem-somos", "Quem somos"), ("/anuncie", "Anuncie"), ("/expediente", "Expediente"), ("/termos", "Termos de uso"), ("/privacidade", "Privacidade"), ("/fale-conosco", "Fale conosco"), ("/rss", "RSS")], " | ")}<br>&copy; 2012 Portal Jacarandá &middot; Todos os direitos reservados</div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:13px/1.5 Arial,sans-serif;background:#e9efe9;margin:0}#tudo{width:980px;margin:0 auto;background:#fff}#topo{padding:10px;height:66px}.tempo{float:right;color:#777;font-size:12px}#menu{list-style:none;margin:0;padding:7px 10px;background:#6a1b9a}#menu li{display:inline;margin-right:14px}#menu a{color:#fff;font-weight:bold}
#plantao{font-size:11px;background:#fff3cd;padding:4px 10px}#materia{float:left;width:610px;padding:12px}#coluna{float:right;width:320px;padding:12px}#rodape{clear:both;background:#4a148c;color:#ddd;font-size:11px;padding:10px;text-align:center}#rodape a{color:#fff}
.editoria{color:#6a1b9a;font-weight:bold;margin:0}.linha-fina{font-size:15px;color:#555}.credito{font-size:11px;color:#888}.legenda{font-size:11px;color:#777}.veja-tambem span{color:#999;font-size:11px}#comentarios h3{border-bottom:2px solid #6a1b9a}
.comentario{border-bottom:1px solid #eee;padding:8px 0}.com-topo img{vertical-align:middle;margin-right:6px}.com-nome{color:#6a1b9a}.com-data{color:#999;font-size:11px}.com-texto{margin:4px 0 2px 38px}.com-links{margin:0 0 0 38px;font-size:10px}.aviso{font-size:10px;color:#999}
.caixa{border:1px solid #ddd;margin-bottom:12px;padding:8px}.caixa h4{margin:0 0 6px;color:#6a1b9a}.lr-lista{list-style:none;margin:0;padding:0}.lr-lista li{border-bottom:1px dotted #ccc;padding:5px 0}.lr-titulo{font-weight:bold;margin:0}.lr-texto{margin:2px 0;font-size:12px}.lr-envio{margin:0;font-size:10px;color:#888}
</style>"""
    return make(
        "fm-br-mixed-feira",
        "mixed",
        "pt-BR",
        doc(
            "html5",
            title="Feira do produtor volta à praça da matriz aos domingos - Portal Jacarandá",
            lang="pt-BR",
            head=css,
        )
        + body,
        cs,
        path="/cidade/2012/08/feira-do-produtor-volta",
        container="div#comentarios after h3 'Comentários (5)': five div.comentario (div.com-topo: avatar, strong.com-nome NAME, span.com-data DATE; p.com-texto TEXT; 'Responder | Denunciar'), flat; the form after them",
        heading="Comentários (5)",
        description="A Brazilian town news portal of 2012 (invented): the farmers' market returns to the church square; 5 comments, flat, under 'Comentários (5)'; beside them in the right column 'Leitor-repórter', ul.lr-lista of four readers' short reports from their neighbourhoods (a bold title, a text, 'Enviado por b NAME, BAIRRO — DATE'), not comments; a 'Plantão' strip with times, share counters (Facebook, Twitter, Orkut), related stories with dates, most read, a poll, an ad, a footer of 7 links.",
        lookalikes=("ul.lr-lista",),
        files={
            "/imagens/portal-jacaranda.svg": svg(340, 64, "#6a1b9a", "Portal Jacarandá", 24),
            "/imagens/2012/08/feira-praca.svg": svg(540, 300, "#7cb342", "feira"),
            "/imagens/avatar-leitor.svg": svg(32, 32, "#c5b3d6"),
            "/imagens/pub-supermercado.svg": svg(300, 250, "#e53935", "Supermercado Bom Preço", 18),
        },
    )


# --------------------------------------------------------------------------- de-CH: comments beside club reports, 2013


def ch_magazin() -> Case:
    cs = talk("""
Ruedi Ammann || 28.11.2013, 20:41 || Gut so. Das alte Magazin ist so eng, dass das neue Tanklöschfahrzeug nur mit eingeklapptem Spiegel hineinpasst.
Vreni Schläfli || 28.11.2013, 21:15 || 2,8 Millionen sind viel Geld für ein Dorf mit 1900 Einwohnern. Ich hätte gerne gewusst, ob man nicht mit Oberhalden zusammen hätte bauen können.
M. Zürrer || 29.11.2013, 07:30 || @Vreni Schläfli: Das wurde 2011 geprüft. Oberhalden wollte nicht, weil die Ausrückzeit ins Unterdorf sonst zu lang geworden wäre.
Feuerwehrfrau Nadja || 29.11.2013, 12:02 || Danke allen, die am Mittwoch gekommen sind! Im Frühling laden wir zum Spatenstich mit Wurst und Most ein.
""")
    comments = "".join(
        f'<div class="kommentar"><p class="k-kopf"><span class="k-name">{esc(c.who)}</span> schrieb am {esc(c.at)}</p>'
        f'<p class="k-text">{esc(c.raw)}</p></div>\n'
        for c in cs
    )
    clubs = "".join(
        f'<div class="verein-bericht"><h5>{esc(v)}</h5><p>{esc(x)}</p><p class="vb-fuss">eingesandt von {esc(n)}, {esc(d)}</p></div>'
        for v, x, n, d in (
            (
                "FC Chräbsbach Senioren",
                "Mit einem 3:1 gegen Ennetweil haben wir die Vorrunde auf dem zweiten Platz abgeschlossen. Doppeltorschütze war einmal mehr unser Captain, der mit 47 Jahren noch immer am schnellsten läuft.",
                "Toni Wüest",
                "25.11.2013",
            ),
            (
                "Turnverein Chräbsbach",
                "Unser Turnerabend war mit 280 Besucherinnen und Besuchern ausverkauft. Die Jugi zeigte einen Tanz zu Ländlermusik, der gleich zweimal wiederholt werden musste.",
                "Claudia Rüegg",
                "24.11.2013",
            ),
            (
                "Schützengesellschaft Chräbsbach",
                "Beim Chlausschiessen nahmen 36 Schützinnen und Schützen teil. Den Chlaussack gewann mit 96 Punkten der jüngste Teilnehmer, gerade 16 Jahre alt.",
                "Hans Kälin",
                "23.11.2013",
            ),
            (
                "Unihockey-Club Chräbsbach",
                "Die Junioren C verloren auswärts in Tannegg knapp mit 4:5. Das letzte Tor fiel zehn Sekunden vor Schluss, schade nach einer starken Aufholjagd.",
                "Simon Fässler",
                "22.11.2013",
            ),
        )
    )
    body = f"""<body>
<div id="rahmen">
<div id="kopfzeile"><a href="/"><img src="/bilder/chraebsbacher-anzeiger.svg" width="360" height="60" alt="Chräbsbacher Anzeiger"></a><span class="ausgabe">Amtliches Publikationsorgan der Gemeinde Chräbsbach &middot; erscheint jeden Freitag</span></div>
<ul id="navigation">{nav([("/", "Aktuell"), ("/gemeinde/", "Gemeinde"), ("/schule/", "Schule"), ("/vereine/", "Vereine"), ("/kirche/", "Kirche"), ("/veranstaltungen/", "Veranstaltungen"), ("/inserate/", "Inserate"), ("/abo/", "Abo")])}</ul>
<div id="neu"><b>Neu:</b> 11:15 Weihnachtsmarkt am 8. Dezember &middot; 10:40 Kehrichtabfuhr am Montag verschoben &middot; 08:05 Strassensperrung Dorfstrasse</div>
<div id="mitte">
<div id="beitrag">
<p class="rubrik">Gemeinde</p>
<h1>Gemeindeversammlung sagt Ja zum neuen Feuerwehrmagazin</h1>
<p class="datum">28. November 2013 &middot; Text: Ursula Baumgartner</p>
<div class="teilen">Teilen: <a href="/teilen/fb/2711">Facebook</a> <span>(58)</span> <a href="/teilen/tw/2711">Twitter</a> <span>(3)</span> <a href="/drucken/2711">Drucken</a></div>
<p class="lead">Mit 212 zu 64 Stimmen hat die Gemeindeversammlung am Mittwochabend den Kredit von 2,8 Millionen Franken für ein neues Feuerwehrmagazin an der Industriestrasse bewilligt.</p>
<p>Das heutige Magazin im Dorfkern stammt aus dem Jahr 1962. Es ist zu klein für die modernen Fahrzeuge und hat weder Garderoben noch Duschen für die 58 Angehörigen der Feuerwehr.</p>
<p><img src="/bilder/2013/11/magazin-alt.svg" width="520" height="290" alt=""><br><span class="legende">Das alte Feuerwehrmagazin an der Dorfstrasse.</span></p>
<p>Der Neubau soll im Frühling 2014 beginnen und im Sommer 2015 bezogen werden. Das alte Gebäude will der Gemeinderat verkaufen oder als Werkhof nutzen.</p>
<div class="verwandt"><h4>Zum Thema</h4><ul>
<li><a href="/gemeinde/2013/10/feuerwehrmagazin-info">Informationsabend zum Feuerwehrmagazin</a> <span>17.10.2013</span></li>
<li><a href="/gemeinde/2013/06/budget-2014">Budget 2014: Steuerfuss bleibt bei 98 Prozent</a> <span>21.06.2013</span></li>
</ul></div>
<div id="kommentare">
<h3>Kommentare (4)</h3>
{comments}<p class="k-hinweis"><a href="/kommentieren/2711">Kommentar schreiben</a> &middot; Kommentare werden vor der Veröffentlichung geprüft.</p>
</div>
</div>
<div id="spalte">
<div class="kasten vereine"><h4>Aus den Vereinen</h4>{clubs}<p class="vb-mehr"><a href="/vereine/berichte/">Alle Vereinsberichte</a> &middot; <a href="/vereine/bericht-einsenden">Bericht einsenden</a></p></div>
<div class="kasten"><h4>Meistgelesen</h4><ol>{nav([("/gemeinde/2013/11/feuerwehrmagazin-ja", "Ja zum Feuerwehrmagazin"), ("/schule/2013/11/neue-schulleiterin", "Neue Schulleiterin ab Januar"), ("/veranstaltungen/2013/11/weihnachtsmarkt", "Weihnachtsmarkt am 8. Dezember")])}</ol></div>
<div class="kasten inserat"><small>Inserat</small><img src="/bilder/inserat-garage.svg" width="260" height="200" alt="Garage Brunner"></div>
<div class="kasten"><h4>Agenda</h4><ul><li>30.11. Altpapiersammlung</li><li>01.12. Adventskonzert, ref. Kirche</li><li>06.12. Samichlaus im Schulhaus</li></ul></div>
</div>
</div>
<div id="fusszeile">{nav([("/impressum", "Impressum"), ("/redaktion", "Redaktion"), ("/inserate/tarife", "Inseratetarife"), ("/abo", "Abonnement"), ("/datenschutz", "Datenschutz"), ("/kontakt", "Kontakt")], " | ")}<br>&copy; 2013 Chräbsbacher Anzeiger &middot; Druckerei Wälti AG</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px/1.5 Helvetica,Arial,sans-serif;background:#f2f2ee;margin:0}#rahmen{width:960px;margin:0 auto;background:#fff}#kopfzeile{padding:10px}.ausgabe{display:block;font-size:11px;color:#888}
#navigation{list-style:none;margin:0;padding:7px 10px;background:#c62828}#navigation li{display:inline;margin-right:14px}#navigation a{color:#fff}#neu{font-size:11px;background:#f7f7f7;padding:4px 10px}
#beitrag{float:left;width:600px;padding:12px}#spalte{float:right;width:300px;padding:12px}#fusszeile{clear:both;background:#333;color:#bbb;font-size:11px;padding:10px;text-align:center}#fusszeile a{color:#fff}
.rubrik{color:#c62828;font-weight:bold;margin:0}.datum{font-size:11px;color:#888}.teilen span{color:#888}.lead{font-weight:bold}.legende{font-size:11px;color:#666}.verwandt span{color:#999;font-size:11px}
#kommentare h3{border-bottom:1px solid #c62828}.kommentar{border-bottom:1px dotted #ccc;padding:6px 0}.k-kopf{margin:0;font-size:11px;color:#888}.k-name{font-weight:bold;color:#333}.k-text{margin:2px 0}.k-hinweis{font-size:11px}
.kasten{border:1px solid #ddd;padding:8px;margin-bottom:12px}.kasten h4{margin:0 0 6px;color:#c62828}.verein-bericht{border-bottom:1px dotted #ccc;padding:5px 0}.verein-bericht h5{margin:0;font-size:12px}.verein-bericht p{margin:2px 0;font-size:12px}.vb-fuss{color:#888;font-size:10px!important}
</style>"""
    return make(
        "fm-ch-mixed-magazin",
        "mixed",
        "de-CH",
        doc(
            "html4t",
            title="Gemeindeversammlung sagt Ja zum neuen Feuerwehrmagazin - Chräbsbacher Anzeiger",
            lang="de-CH",
            head=css,
        )
        + body,
        cs,
        path="/gemeinde/2013/11/feuerwehrmagazin-ja",
        container="div#kommentare after h3 'Kommentare (4)': four div.kommentar, each p.k-kopf 'span.k-name NAME schrieb am DATE' and p.k-text TEXT; flat, one '@NAME:' answer; a 'Kommentar schreiben' link after them",
        heading="Kommentare (4)",
        description="A Swiss village paper of 2013 (invented), Swiss German spelling: the village assembly approves a new fire station; 4 comments, flat, one '@Vreni Schläfli:' answer; beside them in the right column 'Aus den Vereinen', four div.verein-bericht, club members' match and event reports (h5 CLUB, a text in the first person plural, 'eingesandt von NAME, DATE'), not comments; a 'Neu' strip with times, share counts, related stories with dates, most read, an agenda, an ad, a footer of 6 links.",
        lookalikes=("div.vereine",),
        files={
            "/bilder/chraebsbacher-anzeiger.svg": svg(360, 60, "#c62828", "Chräbsbacher Anzeiger", 24),
            "/bilder/2013/11/magazin-alt.svg": svg(520, 290, "#90a4ae", "Feuerwehrmagazin"),
            "/bilder/inserat-garage.svg": svg(260, 200, "#37474f", "Garage Brunner", 20),
        },
    )
