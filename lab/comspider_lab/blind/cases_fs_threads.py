"""Blind set fs: four discussions of 2012-2014. A Mexican city paper (5 comments, "12/03/2012 - 19:40 hrs.", under
"Comentarios (5)"), an Argentine sports site (9 comments, "hace 2 horas", votes for and against, under "¿Vos qué
opinás?"), a Vietnamese food blog (6 comments, "2 giờ trước", the blogger's two answers in the flat list) and a
Turkish regional portal (6 comments, "3 saat önce", a layout table without any heading). Every site, name, place
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fs_common import C, Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- mx: a city paper, 2012, absolute dates


def mx_mercado() -> Case:
    cs = talk("""
Lupita Zárate || 12/03/2012 - 14:05 hrs. || Por fin. Mi mamá vendió flores ahí treinta años y todavía no le dicen si le toca el mismo local o uno de los del fondo, junto a las bodegas.
don Chema del barrio de San Juan || 12/03/2012 - 15:22 hrs. || Quedó bonito, pero ¿y el estacionamiento? Los sábados no va a haber dónde dejar la camioneta, ya lo verán.
RaulTpz || 12/03/2012 - 17:48 hrs. || Dos años y 38 millones para ponerle techo nuevo y pintar. Que publiquen las cuentas completas, el regidor de obras lo prometió en diciembre.
Marisol V. || 13/03/2012 - 09:12 hrs. || Fui hoy temprano por unas gorditas y doña Chela ya estaba en su lugar de siempre. Eso sí, los baños todavía no abren.
Ing. Bernardo Olea || 13/03/2012 - 11:30 hrs. || Lupita, según el padrón de locatarios los que tenían local antes de la obra conservan su número. Que su mamá pregunte en la administración con su credencial.
""")
    items = "\n".join(
        f'<div class="coment" id="c{40217 + i}">\n'
        f'<div class="coment-cab"><img src="/img/usr-gen.svg" width="24" height="24" alt="" /> '
        f'<span class="coment-autor">{esc(c.who)}</span> <span class="coment-fecha">{esc(c.at)}</span></div>\n'
        f'<div class="coment-txt">{paras(c.raw)}</div>\n'
        f'<div class="coment-pie"><a href="/denuncia?c={40217 + i}">Reportar abuso</a></div>\n</div>'
        for i, c in enumerate(cs)
    )
    body = f"""<body>
<div id="contenedor">
<div id="barra-sup"><span>Ciudad Tepezalco, lunes 12 de marzo de 2012</span> <span class="clima">Clima: 27&deg;C, soleado</span> <span class="acceso"><a href="/usuarios/entrar">Iniciar sesión</a> | <a href="/usuarios/registro">Regístrate</a></span></div>
<div id="cabeza"><a href="/"><img src="/img/logo-centinela.svg" width="420" height="70" alt="El Centinela de Tepezalco" /></a>
<div class="banner-top"><img src="/img/pub/728-mueblerias.svg" width="468" height="60" alt="Publicidad" /></div></div>
<ul id="menu">{nav([("/", "Portada"), ("/local", "Local"), ("/policiaca", "Policiaca"), ("/estado", "Estado"), ("/nacional", "Nacional"), ("/deportes", "Deportes"), ("/espectaculos", "Espectáculos"), ("/opinion", "Opinión"), ("/clasificados", "Clasificados")])}</ul>
<div id="ultima-hora"><b>Última hora:</b> 19:05 Cierran la carretera a Santa Inés por deslave &middot; 18:32 Detienen a dos por robo en la colonia Obrera &middot; 17:50 Los Jaguares empatan 1-1 en casa</div>
<div id="izq">
<p class="ruta"><a href="/">Portada</a> &raquo; <a href="/local">Local</a></p>
<h1>Reabren el mercado La Ladrillera tras dos años de obras</h1>
<p class="balazo">Los 214 locatarios regresarán de forma escalonada; el ayuntamiento promete estacionamiento para el segundo semestre</p>
<p class="firma">Por <b>Adriana Castrejón</b> | El Centinela | 12 de marzo de 2012, 12:40 hrs.</p>
<div class="compartir">Compartir: <a href="#">Facebook</a> (318) <a href="#">Twitter</a> (41) <a href="#">Enviar por correo</a> <a href="#">Imprimir</a> | <a href="#comentarios">5 comentarios</a></div>
<div class="foto"><img src="/fotos/2012/03/mercado-ladrillera.svg" width="560" height="320" alt="" /><p class="pie">El nuevo techo del mercado La Ladrillera, visto desde la calle del Carmen. Foto: Héctor Salinas</p></div>
<p>Después de dos años de trabajos y una inversión de 38 millones de pesos, el mercado La Ladrillera abrió de nuevo sus puertas este lunes con una ceremonia encabezada por el presidente municipal, Gilberto Arreola, y los representantes de la unión de locatarios.</p>
<p>La obra incluyó un techo nuevo de lámina térmica, la sustitución total de la instalación eléctrica y del drenaje, y la construcción de una zona de comidas con 36 fondas. Los baños y el estacionamiento, sin embargo, quedaron pendientes.</p>
<p>De acuerdo con la administración del mercado, los locatarios regresarán por giros: esta semana los de comida y verdura, y la próxima los de ropa, flores y artículos para el hogar.</p>
<p>"Fue una espera larga, pero valió la pena", dijo Graciela Montaño, presidenta de la unión, quien pidió a los clientes "volver a comprar en el centro".</p>
<div class="relacionadas"><h4>Notas relacionadas</h4><ul>
<li><a href="/local/2011/12/05/mercado-retraso">Otra vez se retrasa la entrega del mercado La Ladrillera</a> <span>05/12/2011</span></li>
<li><a href="/local/2011/06/21/locatarios-protesta">Locatarios protestan en el palacio municipal</a> <span>21/06/2011</span></li>
<li><a href="/local/2010/03/08/mercado-cierre">Cierran el mercado La Ladrillera para su remodelación</a> <span>08/03/2010</span></li>
</ul></div>
<div class="etiquetas">Etiquetas: <a href="/tag/mercado-ladrillera">mercado La Ladrillera</a>, <a href="/tag/centro">centro</a>, <a href="/tag/obras-publicas">obras públicas</a>, <a href="/tag/ayuntamiento">ayuntamiento</a></div>
<div id="comentarios">
<h3>Comentarios (5)</h3>
<p class="aviso">Los comentarios son responsabilidad de quien los escribe. El Centinela se reserva el derecho de eliminar los que sean ofensivos.</p>
{items}
<div class="escribe"><h4>Escribe tu comentario</h4><p>Para comentar necesitas <a href="/usuarios/entrar">iniciar sesión</a> o <a href="/usuarios/registro">registrarte</a>.</p></div>
</div>
</div>
<div id="der">
<div class="caja"><h4>Lo más leído</h4><ol>{nav([("/policiaca/2012/03/11/balacera", "Balacera en la feria de San José deja dos heridos"), ("/local/2012/03/12/mercado-ladrillera", "Reabren el mercado La Ladrillera tras dos años de obras"), ("/deportes/2012/03/11/jaguares", "Jaguares rescatan el empate en el último minuto"), ("/local/2012/03/10/agua", "Sin agua 12 colonias hasta el miércoles")])}</ol></div>
<div class="caja"><h4>Lo más comentado</h4><ol><li><a href="/local/2012/03/10/agua">Sin agua 12 colonias hasta el miércoles</a> (48)</li><li><a href="/estado/2012/03/09/gasolina">Sube otra vez la gasolina en la frontera del estado</a> (31)</li><li><a href="/local/2012/03/12/mercado-ladrillera">Reabren el mercado La Ladrillera</a> (5)</li></ol></div>
<div class="caja encuesta"><h4>Encuesta</h4><p>¿Volverá a hacer sus compras en el mercado La Ladrillera?</p><form action="/encuestas/votar" method="post"><p><input type="radio" name="v" value="1" /> Sí, cada semana<br /><input type="radio" name="v" value="2" /> De vez en cuando<br /><input type="radio" name="v" value="3" /> No, prefiero el supermercado</p><p><input type="submit" value="Votar" /> <a href="/encuestas/resultados/88">Ver resultados</a> (1,204 votos)</p></form></div>
<div class="caja pub"><img src="/img/pub/300-farmacia.svg" width="300" height="250" alt="Publicidad" /></div>
<div class="caja"><h4>Indicadores</h4><p>Dólar: $12.71 compra / $13.05 venta<br />Euro: $16.62<br />Gasolina Magna: $10.36</p></div>
</div>
<div id="pie">
<p>{nav([("/quienes-somos", "Quiénes somos"), ("/directorio", "Directorio"), ("/suscripciones", "Suscripciones"), ("/anunciate", "Anúnciate con nosotros"), ("/aviso-privacidad", "Aviso de privacidad"), ("/rss", "RSS")], " | ")}</p>
<p>El Centinela de Tepezalco. Av. de los Fresnos 418, Centro, Ciudad Tepezalco. Tel. (555) 555 0142. Todos los derechos reservados &copy; 2012. Prohibida la reproducción total o parcial sin autorización.</p>
</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#ececec;font:12px Arial,Helvetica,sans-serif;color:#222}#contenedor{width:970px;margin:0 auto;background:#fff;overflow:hidden}#barra-sup{background:#222;color:#ccc;font-size:11px;padding:4px 10px}#barra-sup a{color:#fff}.acceso{float:right}.clima{margin-left:20px}
#cabeza{overflow:hidden;padding:10px}#cabeza a img{float:left}.banner-top{float:right}#menu{list-style:none;margin:0;padding:0;background:#8b1a1a;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;font-weight:bold;padding:7px 11px;text-decoration:none}
#ultima-hora{background:#fff6d5;border-bottom:1px solid #e8d9a0;padding:5px 10px;font-size:11px}#izq{float:left;width:600px;padding:10px 15px}#der{float:right;width:310px;padding:10px}
h1{font:bold 26px Georgia,serif;margin:6px 0}.balazo{font-size:14px;color:#555}.firma,.ruta{font-size:11px;color:#777}.compartir{background:#f2f2f2;padding:4px;font-size:11px}.pie{font-size:10px;color:#777}
.relacionadas h4,.caja h4,#comentarios h3{border-bottom:2px solid #8b1a1a;margin:12px 0 6px}.etiquetas{font-size:11px}.aviso{font-size:10px;color:#888}
.coment{border-bottom:1px dotted #bbb;padding:6px 0}.coment-cab img{vertical-align:middle}.coment-autor{font-weight:bold;color:#8b1a1a}.coment-fecha{color:#999;font-size:10px;margin-left:6px}.coment-txt p{margin:4px 0}.coment-pie{font-size:10px;text-align:right}
.escribe{background:#f6f6f6;padding:6px}.caja{margin-bottom:14px}#pie{clear:both;background:#333;color:#bbb;font-size:11px;padding:10px}#pie a{color:#fff}
</style>"""
    return make(
        "fs-mx-news-mercado",
        "discussion",
        doc(
            "xhtml",
            title="Reabren el mercado La Ladrillera tras dos años de obras - El Centinela de Tepezalco",
            lang="es-MX",
            head=css,
        )
        + body,
        cs,
        path="/local/2012/03/12/mercado-ladrillera",
        container="div#comentarios after h3 'Comentarios (5)' and a rules line: five div.coment (div.coment-cab img span.coment-autor NAME span.coment-fecha '12/03/2012 - 14:05 hrs.', div.coment-txt p TEXT, div.coment-pie 'Reportar abuso'); a log-in notice 'Escribe tu comentario' below",
        heading="Comentarios (5)",
        description="A Mexican city paper of 2012 (invented): the town market reopens after two years of works; 5 readers' comments over two days, absolute dates '12/03/2012 - 14:05 hrs.', flat (the fifth answers the first by name inside its text); a latest-news ticker with times, share counts, related stories with dates, tags, most read, most commented with counts, a poll with a vote count, exchange rates, ads, a log-in line and a long footer.",
        language="es",
        files={
            "/img/usr-gen.svg": svg(24, 24, "#c9c9c9"),
            "/img/logo-centinela.svg": svg(420, 70, "#8b1a1a", "El Centinela de Tepezalco", 26),
            "/img/pub/728-mueblerias.svg": svg(
                468, 60, "#2b5d8c", "Mueblerías Olvera: 12 meses sin intereses", 16
            ),
            "/img/pub/300-farmacia.svg": svg(300, 250, "#1f7a3a", "Farmacia San Rafael", 20),
            "/fotos/2012/03/mercado-ladrillera.svg": svg(560, 320, "#a4845c", "Mercado La Ladrillera", 28),
        },
    )


# --------------------------------------------------------------------------- ar: a sports site, 2014, relative times, votes


def ar_ranqueles() -> Case:
    cs = talk("""
Bicho_de_Ranqueles || hace 5 horas || ¡Qué manera de sufrir, por Dios! El cabezazo de Maidana en el 93 lo grité como el del ascenso del 98. Vamos Ranquel todavía.
el tano Ferraro || hace 5 horas || Ganamos, pero jugamos horrible. Cuarenta minutos sin patear al arco. Sosa tiene que explicar por qué sacó a Quiroga en el entretiempo.
MarielaDT || hace 4 horas || Tano, Quiroga salió con una molestia en el aductor, lo dijeron en la transmisión de la radio. No todo es culpa de Sosa.
Rubén de la platea || hace 4 horas || Lo de la popular visitante fue una vergüenza: veinte minutos parado el partido por las bengalas y nadie del club dice nada.
Pichi || hace 3 horas || Si ganamos los dos que quedan de local subimos directo. Hay que llenar la cancha el domingo, muchachos.
Nacho Albarracín || hace 2 horas || Maidana es el mejor cinco que tuvo el club en diez años y le pagan tarde. Pónganse al día con el pibe antes de que se lo lleve alguno de la B Nacional.
gringa_ranquelina || hace 1 hora || Saqué las entradas para el domingo por la página y anduvo bárbaro, tres minutos y listo. ¡Nos vemos en la tribuna!
CarlosH || hace 48 minutos || El arbitraje, mejor ni hablar. Dos amarillas que no eran y el penal a Gutiérrez ni lo miró.
Viejo Bustos || hace 15 minutos || Fui socio cuarenta años y no me acuerdo de un equipo con tanto corazón. Que no lo desarmen en el verano, por favor.
""")
    votes = [(21, 2), (12, 9), (15, 1), (9, 0), (30, 1), (18, 4), (7, 0), (5, 6), (11, 0)]
    stamps = [
        "19/10/2014 18:12",
        "19/10/2014 18:20",
        "19/10/2014 18:51",
        "19/10/2014 19:03",
        "19/10/2014 20:09",
        "19/10/2014 21:14",
        "19/10/2014 22:02",
        "19/10/2014 22:30",
        "19/10/2014 23:04",
    ]

    def item(i: int, c: C) -> str:
        up, down = votes[i]
        return (
            f'<li class="op" id="op-{88412 + i}">\n'
            f'<header class="op-hd"><img src="/static/img/hincha.svg" width="32" height="32" alt=""> '
            f'<a class="op-user" href="/hinchas/{88412 + i}">{esc(c.who)}</a> '
            f'<span class="op-hace" title="{stamps[i]}">{esc(c.at)}</span></header>\n'
            f'<p class="op-txt">{esc(c.raw)}</p>\n'
            f'<footer class="op-ft"><a class="afavor" href="#op-{88412 + i}">A favor</a> <b>{up}</b> &middot; '
            f'<a class="encontra" href="#op-{88412 + i}">En contra</a> <b>{down}</b> &middot; '
            f'<a href="/denunciar/{88412 + i}">Denunciar</a></footer>\n</li>'
        )

    items = "\n".join(item(i, c) for i, c in enumerate(cs))
    body = f"""<body class="nota futbol-ascenso">
<header id="top">
<div class="top-bar"><span class="fecha">Domingo 19 de octubre de 2014</span><form class="login" action="/ingresar" method="post"><input type="text" name="usuario" placeholder="Usuario"> <input type="password" name="clave" placeholder="Contraseña"> <button>Ingresá</button> <a href="/registro">Registrate</a></form></div>
<div class="marca"><a href="/"><img src="/static/img/tribuna-sur.svg" width="300" height="64" alt="Tribuna Sur"></a><span class="bajada">El deporte del sur de la provincia, minuto a minuto</span></div>
<nav id="secciones"><ul>{nav([("/", "Inicio"), ("/futbol/primera", "Primera"), ("/futbol/ascenso", "Ascenso"), ("/futbol/liga-regional", "Liga Regional"), ("/basquet", "Básquet"), ("/rugby", "Rugby"), ("/hockey", "Hockey"), ("/turf", "Turf"), ("/fotos", "Fotos")])}</ul></nav>
<div id="marcadores"><b>Resultados:</b> FINAL Ranqueles 2-1 Unión de Lobos &middot; FINAL Sportivo Arroyo Seco 0-0 Defensores del Oeste &middot; 20:30 Atlético Pampa Chica vs. Estudiantes de Colonia Ruiz &middot; 21:00 Juventud Unida vs. Alumni</div>
</header>
<div id="cuerpo">
<article id="nota">
<p class="volanta">Torneo Federal B &middot; Fecha 16</p>
<h1>Ranqueles lo dio vuelta en el último minuto y sueña con el ascenso</h1>
<p class="copete">Con un cabezazo de Maidana en el tiempo de descuento, el Ranquel le ganó 2-1 a Unión de Lobos y quedó a un punto de la punta a dos fechas del final.</p>
<p class="autor">Por Gastón Echeverry &middot; 19/10/2014 &middot; 17:55</p>
<div class="compartir"><a href="#">Me gusta</a> 342 &middot; <a href="#">Twittear</a> 57 &middot; <a href="#">Google+</a> 4 &middot; <a href="#hinchada">9 opiniones</a></div>
<figure><img src="/static/fotos/2014/10/maidana-festejo.svg" width="620" height="340" alt=""><figcaption>Maidana corre a festejar con la hinchada local. (Foto: Lucía Barrientos)</figcaption></figure>
<p>Parecía otra tarde de bronca en el estadio Julio A. Reinoso. Unión de Lobos había golpeado primero con un tiro libre de Benítez a los 22 del segundo tiempo y Ranqueles no encontraba la pelota.</p>
<p>Pero el equipo de Hernán Sosa empató con un remate cruzado de Gutiérrez a los 39 y, cuando el cuarto árbitro ya había levantado el cartel de cinco minutos, Ezequiel Maidana cabeceó al segundo palo un córner de Luna para desatar la locura.</p>
<p>El partido estuvo detenido veinte minutos en el primer tiempo por el uso de pirotecnia en la tribuna visitante. El informe del árbitro Cristian Olmedo podría derivar en una sanción para Unión.</p>
<p>El domingo que viene Ranqueles recibe a Alumni, y cerrará de local ante Juventud Unida.</p>
<table class="ficha"><caption>Síntesis</caption><tr><th>Ranqueles (2)</th><th>Unión de Lobos (1)</th></tr><tr><td>Goles: Gutiérrez 39' ST, Maidana 49' ST</td><td>Gol: Benítez 22' ST</td></tr><tr><td colspan="2">Estadio: Julio A. Reinoso. Árbitro: Cristian Olmedo. Público: 4.200.</td></tr></table>
<div class="tags">Temas: <a href="/tema/ranqueles">Ranqueles</a> <a href="/tema/federal-b">Federal B</a> <a href="/tema/ascenso">ascenso</a> <a href="/tema/union-de-lobos">Unión de Lobos</a></div>
<section id="hinchada">
<h3>¿Vos qué opinás?</h3>
<p class="normas">Las opiniones son de los usuarios registrados. Leé las <a href="/normas">normas de participación</a>.</p>
<ol class="opiniones">
{items}
</ol>
<form class="opinar" action="/opinar/nota/21784" method="post"><textarea name="texto" rows="3" cols="60" placeholder="Ingresá para dar tu opinión"></textarea><button>Enviar</button></form>
</section>
</article>
<aside id="lateral">
<div class="bloque"><h4>Lo más visto</h4><ol>{nav([("/futbol/ascenso/2014/10/19/ranqueles-remontada", "Ranqueles lo dio vuelta en el último minuto"), ("/basquet/2014/10/18/atenas", "Atenas del Sur ganó el clásico en suplementario"), ("/futbol/liga-regional/2014/10/19/goleada", "Goleada histórica en la Liga Regional"), ("/rugby/2014/10/18/final", "Los Teros juegan la final del Regional")])}</ol></div>
<div class="bloque"><h4>Más comentadas</h4><ol><li><a href="/futbol/ascenso/2014/10/15/sancion">Suspendieron la cancha de Unión por dos fechas</a> <span>(64)</span></li><li><a href="/futbol/primera/2014/10/18/superclasico">El superclásico, en números</a> <span>(41)</span></li><li><a href="/futbol/ascenso/2014/10/19/ranqueles-remontada">Ranqueles lo dio vuelta</a> <span>(9)</span></li></ol></div>
<div class="bloque"><h4>Posiciones &middot; Zona 3</h4><table class="tabla"><tr><th></th><th>Equipo</th><th>Pts</th></tr><tr><td>1</td><td>Alumni</td><td>31</td></tr><tr><td>2</td><td>Ranqueles</td><td>30</td></tr><tr><td>3</td><td>Juventud Unida</td><td>27</td></tr><tr><td>4</td><td>Unión de Lobos</td><td>22</td></tr></table></div>
<div class="bloque encuesta"><h4>Encuesta</h4><p>¿Sube Ranqueles este año?</p><p>Sí, directo: 61% &middot; Por el reducido: 27% &middot; No: 12%</p><p class="chico">2.318 votos</p></div>
<div class="bloque pub"><img src="/static/pub/300x250-corralon.svg" width="300" height="250" alt="Publicidad"></div>
<div class="bloque"><h4>Notas relacionadas</h4><ul><li><a href="/futbol/ascenso/2014/10/12/ranqueles-empate">Ranqueles empató en Arroyo Seco</a> <span>12/10/2014</span></li><li><a href="/futbol/ascenso/2014/10/05/maidana">Maidana: "Este grupo se merece el ascenso"</a> <span>05/10/2014</span></li></ul></div>
</aside>
</div>
<footer id="pie">
<p>{nav([("/quienes-somos", "Quiénes somos"), ("/publicidad", "Publicidad"), ("/contacto", "Contacto"), ("/rss", "RSS"), ("/terminos", "Términos y condiciones")], " | ")}</p>
<p>Tribuna Sur &copy; 2014 &middot; Diario deportivo digital &middot; Av. San Martín 1180, Villa Ranqueles &middot; Registro de propiedad intelectual en trámite.</p>
</footer>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:13px/1.4 'Trebuchet MS',Arial,sans-serif;background:#f0f2f0;color:#222}#top{background:#0b3d20;color:#fff}.top-bar{font-size:11px;padding:4px 12px;overflow:hidden}.login{float:right}.marca{padding:8px 12px}.bajada{margin-left:16px;color:#b9d8c3}
#secciones ul{list-style:none;margin:0;padding:0 12px;background:#145c32;overflow:hidden}#secciones li{float:left}#secciones a{color:#fff;display:block;padding:8px 10px;font-weight:bold}#marcadores{background:#ffd400;color:#222;font-size:12px;padding:5px 12px}
#cuerpo{width:980px;margin:0 auto;background:#fff;overflow:hidden}#nota{float:left;width:640px;padding:12px}#lateral{float:right;width:310px;padding:12px}.volanta{color:#145c32;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font-size:28px;margin:4px 0}.copete{font-size:15px;color:#444}.autor{font-size:11px;color:#888}
.compartir{background:#eef3ef;padding:4px 8px;font-size:11px}figcaption{font-size:11px;color:#777}.ficha{border-collapse:collapse;width:100%;font-size:12px}.ficha td,.ficha th{border:1px solid #ccc;padding:3px}
#hinchada{border-top:3px solid #145c32;margin-top:16px}.normas{font-size:11px;color:#777}.opiniones{list-style:none;padding:0}.op{border-bottom:1px solid #e5e5e5;padding:8px 0}.op-hd img{vertical-align:middle}.op-user{font-weight:bold;color:#145c32}.op-hace{color:#999;font-size:11px;margin-left:6px}.op-txt{margin:4px 0 4px 38px}.op-ft{font-size:11px;margin-left:38px;color:#666}
.bloque{margin-bottom:16px}.bloque h4{background:#145c32;color:#fff;padding:4px 8px;margin:0 0 6px}.tabla{width:100%;font-size:12px}.chico{font-size:11px;color:#888}#pie{background:#0b3d20;color:#b9d8c3;font-size:11px;padding:12px;text-align:center}#pie a{color:#fff}
</style>"""
    return make(
        "fs-ar-sports-ranqueles",
        "discussion",
        doc(
            "html5",
            title="Ranqueles lo dio vuelta en el último minuto y sueña con el ascenso | Tribuna Sur",
            lang="es-AR",
            head=css,
        )
        + body,
        cs,
        path="/futbol/ascenso/2014/10/19/ranqueles-remontada",
        container="section#hinchada after h3 '¿Vos qué opinás?' and a rules line: ol.opiniones of nine li.op (header.op-hd img a.op-user NAME span.op-hace 'hace 5 horas' with the absolute time in its title, p.op-txt TEXT, footer.op-ft 'A favor N · En contra N · Denunciar'); a form below",
        heading="¿Vos qué opinás?",
        description="An Argentine sports site of 2014 (invented): a regional club wins in stoppage time; 9 registered fans' opinions over five hours, relative times 'hace 5 horas' to 'hace 15 minutos', each with votes for and against, flat (the third answers the second by name inside its text), under a heading with no word for comments; a results ticker with kick-off times, share counts, the match sheet, most viewed, most commented with counts, a standings table, a poll with percentages, related stories with dates, an ad, a log-in form and a footer.",
        language="es",
        files={
            "/static/img/hincha.svg": svg(32, 32, "#9bb8a4"),
            "/static/img/tribuna-sur.svg": svg(300, 64, "#0b3d20", "TRIBUNA SUR", 30),
            "/static/fotos/2014/10/maidana-festejo.svg": svg(620, 340, "#2d6b43", "Maidana festeja", 30),
            "/static/pub/300x250-corralon.svg": svg(300, 250, "#c0392b", "Corralón El Pampa", 22),
        },
    )


# --------------------------------------------------------------------------- vi: a food blog, 2014, the blogger answers


def vi_banhcan() -> Case:
    cs = talk("""
Hà Phương || 3 ngày trước || Chị ơi, không có khuôn đất thì dùng chảo chống dính nhỏ được không ạ? Nhà em ở thành phố, tìm mua khuôn khó lắm.
Mây || 3 ngày trước || Được em nhé, chảo nhỏ đường kính chừng 12 cm là vừa. Nhớ đậy nắp và để lửa thật nhỏ thì bánh mới nở đều, không bị khét đáy.
Tuấn Phố Núi || 2 ngày trước || Bánh căn phải chấm nước mắm cá mòi mới đúng vị quê mình. Chấm nước mắm chua ngọt thường là mất nửa cái ngon rồi.
Lê Thị Ngọc || 1 ngày trước || Mình làm theo công thức hôm qua, ngâm gạo 6 tiếng, bánh giòn rụm. Cả nhà khen nức nở, cảm ơn Mây nhiều lắm!
bếp của Bin || 5 giờ trước || Cho mình hỏi dùng bột gạo mua sẵn có được không, hay bắt buộc phải xay gạo ngâm?
Mây || 2 giờ trước || Bột gạo khô cũng làm được nhưng bánh sẽ hơi cứng. Bạn trộn thêm một chén cơm nguội xay nhuyễn là đỡ hơn nhiều.
""")

    def item(i: int, c: C) -> str:
        owner = c.who == "Mây"
        badge = ' <span class="nhan">Tác giả</span>' if owner else ""
        return (
            f'<div class="bl{" bl-chu" if owner else ""}" id="bl-{1630 + i}">\n'
            f'<img class="anh" src="/anh/{"may" if owner else "ban-doc"}.svg" width="40" height="40" alt="">\n'
            f'<div class="bl-than"><p class="bl-ten"><b>{esc(c.who)}</b>{badge} <span class="bl-tg">{esc(c.at)}</span></p>\n'
            f"{paras(c.raw)}\n"
            f'<p class="bl-lk"><a href="#bl-form">Trả lời</a> · <a href="#bl-{1630 + i}">Thích</a></p></div>\n</div>'
        )

    items = "\n".join(item(i, c) for i, c in enumerate(cs))
    tags = " ".join(
        f'<a href="/the/{k}" style="font-size:{s}px">{esc(t)}</a>'
        for k, t, s in (
            ("banh", "bánh", 18),
            ("mon-mien-trung", "món miền Trung", 15),
            ("an-sang", "ăn sáng", 13),
            ("do-chay", "đồ chay", 11),
            ("canh", "canh", 12),
            ("mon-nhau", "món nhậu", 10),
            ("tet", "Tết", 16),
            ("nuoc-cham", "nước chấm", 14),
        )
    )
    body = f"""<body>
<div class="khung">
<div class="dau"><a href="/" class="ten-blog">Góc bếp nhỏ của Mây</a><p class="khau-hieu">Nấu cho người thương, viết cho người xa nhà</p></div>
<ul class="menu">{nav([("/", "Trang chủ"), ("/chuyen-muc/mon-man", "Món mặn"), ("/chuyen-muc/banh", "Các loại bánh"), ("/chuyen-muc/do-uong", "Đồ uống"), ("/gioi-thieu", "Về Mây"), ("/lien-he", "Liên hệ")])}</ul>
<div class="giua">
<div class="bai">
<h1>Bánh căn không cần khuôn đất: làm ở nhà vẫn giòn</h1>
<p class="ngay">Thứ Bảy, 15/11/2014 · Chuyên mục <a href="/chuyen-muc/banh">Các loại bánh</a> · <a href="#bl">6 bình luận</a></p>
<p>Hồi nhỏ ở quê, sáng nào mẹ cũng mua cho mấy chị em một đĩa bánh căn nóng hổi ở đầu chợ. Ra thành phố học rồi ở lại làm việc, mình thèm mãi món này mà chẳng tìm đâu ra khuôn đất để làm.</p>
<p><img src="/anh/2014/11/banh-can.svg" width="560" height="320" alt="Bánh căn"></p>
<p><b>Nguyên liệu</b> (cho 4 người): 500 g gạo tẻ, 1 chén cơm nguội, 2 quả trứng gà, hành lá, 200 g mực hoặc tôm, muối.</p>
<p>Gạo ngâm ít nhất 6 tiếng rồi xay với cơm nguội và 700 ml nước cho thật mịn. Để bột nghỉ 1 tiếng. Chảo nhỏ làm nóng, quét chút dầu, đổ bột vào khoảng nửa chảo, thả vài miếng mực, đập chút trứng lên trên, đậy nắp chừng 2 phút là được.</p>
<p>Ăn kèm nước mắm pha với xoài xanh bào sợi và mỡ hành. Chúc các bạn thành công!</p>
<div class="chia-se">Thích 128 · Chia sẻ 34 · <a href="/in/banh-can">In công thức</a></div>
<div class="lien-quan"><h4>Bài viết liên quan</h4><ul>
<li><a href="/2014/10/banh-xeo-mien-trung">Bánh xèo miền Trung vỏ mỏng</a> (22/10/2014)</li>
<li><a href="/2014/09/nuoc-mam-ca-moi">Tự làm nước mắm cá mòi kho</a> (03/09/2014)</li>
<li><a href="/2014/06/banh-beo">Bánh bèo chén cho bữa sáng</a> (14/06/2014)</li>
</ul></div>
</div>
<div id="bl" class="binh-luan">
<h3>Bình luận (6)</h3>
{items}
<form id="bl-form" action="/gui-binh-luan" method="post"><h4>Gửi bình luận của bạn</h4><p><input type="text" name="ten" placeholder="Tên của bạn"> <input type="text" name="email" placeholder="Email (không hiển thị)"></p><p><textarea name="nd" rows="4" cols="60"></textarea></p><p><input type="submit" value="Gửi"></p></form>
</div>
</div>
<div class="cot-phai">
<div class="hop"><img src="/anh/may-chan-dung.svg" width="120" height="120" alt="Mây"><p>Chào bạn, mình là Mây, dân văn phòng mê nấu nướng, đang sống xa quê.</p></div>
<div class="hop"><h4>Tìm kiếm</h4><form action="/tim" method="get"><input type="text" name="q"></form></div>
<div class="hop"><h4>Đọc nhiều nhất</h4><ol>{nav([("/2014/02/thit-kho-trung", "Thịt kho trứng nước dừa (2.418 lượt xem)"), ("/2014/10/banh-xeo-mien-trung", "Bánh xèo miền Trung (1.962 lượt xem)"), ("/2013/12/dua-hanh", "Dưa hành ngày Tết (1.530 lượt xem)")])}</ol></div>
<div class="hop"><h4>Thẻ</h4><div class="the">{tags}</div></div>
<div class="hop"><h4>Lưu trữ</h4><ul>{nav([("/2014/11", "Tháng Mười Một 2014 (3)"), ("/2014/10", "Tháng Mười 2014 (5)"), ("/2014/09", "Tháng Chín 2014 (4)"), ("/2014/08", "Tháng Tám 2014 (6)")])}</ul></div>
<div class="hop qc"><p class="nho">Quảng cáo</p><img src="/anh/qc/noi-com-dien.svg" width="250" height="250" alt="Quảng cáo"></div>
<div class="hop"><h4>Blog bạn bè</h4><ul>{nav([("http://example.org/bep-nha-ngoai", "Bếp nhà ngoại"), ("http://example.org/an-gi-hom-nay", "Ăn gì hôm nay"), ("http://example.org/banh-ngot-tu-lam", "Bánh ngọt tự làm")])}</ul></div>
</div>
<div class="chan"><p>&copy; 2014 Góc bếp nhỏ của Mây. Vui lòng ghi nguồn khi chia sẻ công thức. · <a href="/rss">RSS</a> · <a href="/lien-he">Liên hệ</a></p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#fbf3e8;font:14px/1.6 Tahoma,Arial,sans-serif;color:#3b2f2a}.khung{width:940px;margin:0 auto;background:#fff;overflow:hidden;border:1px solid #eadbc8}.dau{padding:18px 20px;background:#f6e3cb}.ten-blog{font:bold 30px Georgia,serif;color:#a0522d;text-decoration:none}.khau-hieu{margin:0;color:#8a7566;font-style:italic}
.menu{list-style:none;margin:0;padding:6px 20px;background:#a0522d}.menu li{display:inline;margin-right:14px}.menu a{color:#fff}.giua{float:left;width:600px;padding:14px 20px}.cot-phai{float:right;width:260px;padding:14px 14px 14px 0;font-size:13px}
h1{font:bold 24px Georgia,serif;color:#7a3b1a}.ngay{font-size:12px;color:#998}.chia-se{background:#fbf3e8;font-size:12px;padding:4px 8px}.lien-quan h4,.binh-luan h3,.hop h4{color:#a0522d;border-bottom:1px dashed #d9bfa0}
.bl{overflow:hidden;padding:8px 0;border-bottom:1px solid #f0e4d6}.bl-chu{background:#fff8ef}.anh{float:left;border-radius:20px}.bl-than{margin-left:52px}.bl-ten{margin:0}.nhan{background:#a0522d;color:#fff;font-size:10px;padding:1px 4px;border-radius:3px}.bl-tg{font-size:11px;color:#aaa;margin-left:6px}.bl-than p{margin:2px 0}.bl-lk{font-size:11px}
.hop{margin-bottom:16px}.the a{margin-right:4px}.nho{font-size:10px;color:#bbb;margin:0}.chan{clear:both;background:#f6e3cb;font-size:12px;padding:10px 20px;text-align:center}
</style>"""
    return make(
        "fs-vi-blog-banhcan",
        "discussion",
        doc(
            "html5",
            title="Bánh căn không cần khuôn đất: làm ở nhà vẫn giòn | Góc bếp nhỏ của Mây",
            lang="vi",
            head=css,
        )
        + body,
        cs,
        path="/2014/11/banh-can-khong-can-khuon",
        container="div#bl.binh-luan after h3 'Bình luận (6)': six div.bl in one flat list (img.anh, div.bl-than: p.bl-ten b NAME [span.nhan 'Tác giả'] span.bl-tg '3 ngày trước', p TEXT, p.bl-lk 'Trả lời · Thích'), the blogger's two answers div.bl.bl-chu among them; a form below",
        heading="Bình luận (6)",
        description="A Vietnamese food blog of 2014 (invented): a recipe for bánh căn without the clay mould; 6 comments over three days, relative times '3 ngày trước' to '2 giờ trước', the blogger's two answers printed flat in the list with a 'Tác giả' badge, each right after the question it answers (no name, no mark: top-level); share counts, related posts with dates, the blogger's box, most read with view counts, a tag cloud, archives with counts, an ad, a blogroll and a footer.",
        language="vi",
        files={
            "/anh/may.svg": svg(40, 40, "#a0522d", "M", 18),
            "/anh/ban-doc.svg": svg(40, 40, "#d8c8b8"),
            "/anh/may-chan-dung.svg": svg(120, 120, "#e0b890", "Mây", 24),
            "/anh/2014/11/banh-can.svg": svg(560, 320, "#c98b4f", "bánh căn", 30),
            "/anh/qc/noi-com-dien.svg": svg(250, 250, "#3a6ea5", "Nồi cơm điện", 22),
        },
    )


# --------------------------------------------------------------------------- tr: a regional portal, 2013, no heading, a table


def tr_sahilyolu() -> Case:
    cs = talk("""
Hasan Usta || 6 saat önce || Yol güzel olmuş ama kavşağa hâlâ trafik lambası konmadı. Akşamüstü okul servisleri geçerken bir kaza olmasından korkuyoruz.
Kireçdereli Ayşe || 5 saat önce || Otuz yıldır bu yolu bekliyorduk. Emeği geçen herkese teşekkürler, artık pazara yarım saatte gidiyoruz.
emekli öğretmen || 3 saat önce || Sahildeki çay bahçelerinin yeri ne olacak? Haberde hiç bahsedilmemiş, esnaf ne yapacağını bilmiyor.
Murat K. || 2 saat önce || Asfaltın kalitesine bakın, ilk kışta çukurlar açılır. Geçen yıl Yukarıçamlık yolunda da aynısı oldu.
Denizci Rıza || 47 dakika önce || Balıkçı barınağının girişini daralttılar, tekneyi karaya çekmek eskisinden zor. Belediye buna bir çözüm bulsun.
Gülten Ç. || 12 dakika önce || Keşke bisiklet yolu da yapılsaydı. Çocuklar sahile yine ana yoldan gidecek.
""")
    rows = "\n".join(
        f'<tr class="gorus" id="g{5520 + i}">\n'
        f'<td class="gorus-kim" valign="top" width="130"><img src="/resim/uye.svg" width="36" height="36" alt=""><br><b>{esc(c.who)}</b><br><small>{esc(c.at)}</small></td>\n'
        f'<td class="gorus-metin" valign="top">{esc(c.raw)}<div class="gorus-alt"><a href="/sikayet/{5520 + i}">Şikayet et</a></div></td>\n'
        "</tr>"
        for i, c in enumerate(cs)
    )
    body = f"""<body>
<table width="990" align="center" cellpadding="0" cellspacing="0" class="ana">
<tr><td colspan="3" class="ust"><a href="/"><img src="/resim/kirecdere-haber.svg" width="380" height="70" alt="Kireçdere Haber"></a>
<div class="ust-sag">26 Haziran 2013 Çarşamba &nbsp; <b>Kireçdere</b> 24&deg;C parçalı bulutlu<br><form action="/uye/giris" method="post">Üye girişi: <input type="text" name="k" size="10"> <input type="password" name="s" size="10"> <input type="submit" value="Giriş"> <a href="/uye/kayit">Üye ol</a></form></div></td></tr>
<tr><td colspan="3" class="menu">{nav([("/", "Ana Sayfa"), ("/gundem", "Gündem"), ("/kirecdere", "Kireçdere"), ("/ilceler", "İlçeler"), ("/ekonomi", "Ekonomi"), ("/spor", "Spor"), ("/saglik", "Sağlık"), ("/egitim", "Eğitim"), ("/video", "Video"), ("/foto-galeri", "Foto Galeri")], " | ")}</td></tr>
<tr><td colspan="3" class="sondakika"><b>SON DAKİKA</b> 14:52 Karayolunda zincirleme kaza: 3 yaralı &middot; 14:10 Fındık alım fiyatı açıklandı &middot; 13:35 Kireçdere Belediyespor yeni hocasıyla anlaştı &middot; 12:20 Yarın elektrik kesintisi yapılacak mahalleler</td></tr>
<tr>
<td class="sol" valign="top" width="640">
<div class="yol"><a href="/">Ana Sayfa</a> &gt; <a href="/kirecdere">Kireçdere</a></div>
<h1>Sahil yolu trafiğe açıldı</h1>
<p class="spot">Yapımı üç yıl süren 11 kilometrelik Kireçdere sahil yolu, düzenlenen törenle trafiğe açıldı. İlçe merkezi ile Gümüşkıyı arası yarım saate indi.</p>
<p class="tarih">26 Haziran 2013, 08:40 &middot; Güncelleme: 26 Haziran 2013, 09:15 &middot; Haber: Selim Karaosmanoğlu</p>
<div class="paylas">Paylaş: <a href="#">Facebook</a> 214 &middot; <a href="#">Twitter</a> 38 &middot; <a href="#">Yazdır</a> &middot; <a href="#">Arkadaşına gönder</a> &middot; Okunma: 3.870</div>
<img src="/resim/haber/2013/06/sahil-yolu.svg" width="620" height="330" alt="Sahil yolu">
<p>Kireçdere ile Gümüşkıyı beldesi arasındaki sahil yolu, dün akşam düzenlenen törenle trafiğe açıldı. Törene Kireçdere Belediye Başkanı Nevzat Aydoğdu, il genel meclisi üyeleri ve çok sayıda vatandaş katıldı.</p>
<p>Yaklaşık 42 milyon liraya mal olan yol, iki gidiş iki geliş olarak yapıldı. Yol boyunca iki kavşak, bir yaya köprüsü ve üç otobüs durağı bulunuyor. Sahildeki çay bahçelerinin yeni yerleri ise henüz belli değil.</p>
<p>Başkan Aydoğdu, "Bu yol Kireçdere'nin otuz yıllık hayaliydi" dedi. Kavşaklara trafik lambalarının ağustos ayında takılacağı bildirildi.</p>
<div class="etiket">Etiketler: <a href="/etiket/sahil-yolu">sahil yolu</a>, <a href="/etiket/kirecdere-belediyesi">Kireçdere Belediyesi</a>, <a href="/etiket/gumuskiyi">Gümüşkıyı</a>, <a href="/etiket/ulasim">ulaşım</a></div>
<div class="ilgili"><b>İlgili haberler</b><ul>
<li><a href="/kirecdere/2013/05/sahil-yolu-son-asfalt">Sahil yolunda son kat asfalt döküldü</a> 17.05.2013</li>
<li><a href="/kirecdere/2012/09/cay-bahceleri">Çay bahçesi işletmecileri belediyeye gitti</a> 11.09.2012</li>
<li><a href="/kirecdere/2010/04/sahil-yolu-temel">Sahil yolunun temeli atıldı</a> 02.04.2010</li>
</ul></div>
<table class="gorusler" width="100%" cellpadding="6" cellspacing="0">
{rows}
</table>
<div class="yaz"><b>Siz de yazın</b><form action="/gorus/gonder/17422" method="post"><p>Adınız: <input type="text" name="ad" size="25"></p><p><textarea name="metin" rows="4" cols="60"></textarea></p><p class="kucuk">Hakaret, küfür ve suçlama içeren yazılar yayınlanmaz.</p><p><input type="submit" value="Gönder"></p></form></div>
</td>
<td width="20">&nbsp;</td>
<td class="sag" valign="top" width="330">
<div class="kutu"><b>Çok okunanlar</b><ol>{nav([("/kirecdere/2013/06/sahil-yolu-acildi", "Sahil yolu trafiğe açıldı"), ("/gundem/2013/06/findik-fiyati", "Fındık alım fiyatı açıklandı"), ("/spor/2013/06/belediyespor-hoca", "Belediyespor yeni hocasıyla anlaştı"), ("/saglik/2013/06/hastane-randevu", "Devlet hastanesinde randevu dönemi")])}</ol></div>
<div class="kutu"><b>Çok yorumlananlar</b><ol><li><a href="/gundem/2013/06/findik-fiyati">Fındık alım fiyatı açıklandı</a> (57)</li><li><a href="/kirecdere/2013/06/pazar-yeri">Pazar yeri taşınıyor mu?</a> (33)</li><li><a href="/kirecdere/2013/06/sahil-yolu-acildi">Sahil yolu trafiğe açıldı</a> (6)</li></ol></div>
<div class="kutu anket"><b>Anket</b><p>Sahil yolundaki çay bahçeleri nereye taşınmalı?</p><p>Yeni parka: %44<br>Limanın yanına: %31<br>Olduğu yerde kalsın: %25</p><p class="kucuk">Toplam 912 oy</p></div>
<div class="kutu reklam"><img src="/resim/reklam/300x250-mobilya.svg" width="300" height="250" alt="Reklam"></div>
<div class="kutu"><b>Döviz</b><p>Dolar 1,9412 &middot; Euro 2,5287 &middot; Altın (gr) 84,10</p></div>
</td>
</tr>
<tr><td colspan="3" class="alt">{nav([("/kunye", "Künye"), ("/iletisim", "İletişim"), ("/reklam", "Reklam"), ("/rss", "RSS"), ("/gizlilik", "Gizlilik")], " | ")}<br>Kireçdere Haber &copy; 2013. Sitede yayınlanan haberlerin her hakkı saklıdır, kaynak gösterilmeden kullanılamaz. Yerel Basın Cemiyeti üyesidir.</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dfe6ec;font:12px Verdana,Tahoma,sans-serif;color:#222}.ana{background:#fff}.ust{padding:8px;background:#fff}.ust img{float:left}.ust-sag{float:right;font-size:11px;text-align:right}.menu{background:#004a80;padding:6px 10px}.menu a{color:#fff;font-weight:bold}
.sondakika{background:#c4161c;color:#fff;padding:5px 10px;font-size:11px}.sol{padding:10px}.sag{padding:10px 10px 10px 0}.yol,.tarih,.kucuk{font-size:10px;color:#888}h1{font:bold 24px Arial,sans-serif;margin:6px 0}.spot{font-weight:bold;color:#444}
.paylas{background:#f1f4f7;padding:4px;font-size:11px}.etiket{font-size:11px}.ilgili ul{padding-left:18px}.gorusler{border-top:2px solid #004a80;margin-top:14px}.gorus td{border-bottom:1px solid #e3e8ec}.gorus-kim{background:#f6f8fa;font-size:11px;text-align:center}.gorus-kim small{color:#888}.gorus-alt{font-size:10px;text-align:right;margin-top:4px}
.yaz{background:#f1f4f7;padding:6px;margin-top:10px}.kutu{margin-bottom:14px;border:1px solid #dde3e8;padding:6px}.kutu b{color:#004a80}.alt{background:#004a80;color:#cfe0ee;font-size:11px;padding:10px;text-align:center}.alt a{color:#fff}
</style>"""
    return make(
        "fs-tr-portal-sahilyolu",
        "discussion",
        doc("html4t", title="Sahil yolu trafiğe açıldı - Kireçdere Haber", lang="tr", head=css) + body,
        cs,
        path="/kirecdere/2013/06/sahil-yolu-acildi",
        container="table.gorusler after the related stories, no heading: six tr.gorus, each td.gorus-kim (img, b NAME, small '6 saat önce') beside td.gorus-metin TEXT and div.gorus-alt 'Şikayet et'; the form 'Siz de yazın' below",
        heading=None,
        description="A Turkish regional news portal of 2013 (invented), a layout-table template: a coastal road opens; 6 readers' comments the same day, relative times '6 saat önce' to '12 dakika önce', flat, in a table of one row per comment (name and time in the left cell, the text in the right) straight after the related stories, with no heading; a breaking-news ticker with times, share and read counts, tags, most read, most commented with counts, a poll with percentages, exchange rates, an ad, a log-in form and a footer.",
        language="tr",
        files={
            "/resim/uye.svg": svg(36, 36, "#b5c3cf"),
            "/resim/kirecdere-haber.svg": svg(380, 70, "#004a80", "Kireçdere Haber", 30),
            "/resim/haber/2013/06/sahil-yolu.svg": svg(620, 330, "#5b8db8", "Sahil yolu", 30),
            "/resim/reklam/300x250-mobilya.svg": svg(300, 250, "#7a4b2a", "Mobilya fuarı", 22),
        },
    )
