"""Blind set DM: two article pages without any reader comment: an American coastal town paper of 2013 whose page
carries a community calendar in schema.org Event microdata and a list of obituaries with names and dates beside a
comment area nobody has used; an Argentine culture magazine of 2010 whose book review carries the critics' verdicts
in schema.org Review microdata and a list of book launches, its comments closed. Every class name, name, place and
text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dm_common import Case, doc, esc, make

# --------------------------------------------------------------------------- US, 2013: Event microdata, obituaries

LEDGER_CSS = (
    "body{margin:0;background:#eef3f7;font:14px/1.5 Arial,Helvetica,sans-serif;color:#1d2a33}#page{width:1000px;margin:0 auto;background:#fff}"
    "#brand{background:#06466e;color:#fff;padding:14px 18px}#brand .title{font:bold 36px Georgia}#brand .wx{float:right;font-size:12px}"
    "#sections{background:#f2a900;padding:0 12px}#sections a{display:inline-block;padding:7px 10px;color:#06466e;font-weight:bold}"
    "#main{float:left;width:640px;padding:16px}#rail{float:right;width:310px;padding:16px 8px}.rail-box{border:1px solid #c9d6df;margin-bottom:12px;padding:8px}"
    ".rail-box h3{margin:0 0 6px;font-size:14px;color:#06466e;text-transform:uppercase}.ev{border-bottom:1px dotted #bbb;padding:5px 0}.ev .when{color:#a05a00;font-weight:bold}"
    ".obit{padding:5px 0;border-bottom:1px solid #eee}.obit .nm{font-weight:bold}#bottom{clear:both;background:#06466e;color:#cfe0ec;padding:16px;font-size:12px}"
)

EVENTS = """
Osprey Point Farmers Market | 2013-09-14T08:00 | Sat., Sept. 14, 8 a.m.-noon | Town Dock lot | Last market with live music this season; bring your own bags.
Library Book Sale | 2013-09-14T10:00 | Sat., Sept. 14, 10 a.m. | Osprey Point Free Library | Hardcovers $1, paperbacks 50 cents. Proceeds to the children's room.
Harbor Cleanup Day | 2013-09-15T09:00 | Sun., Sept. 15, 9 a.m. | Heron Beach pavilion | Gloves and bags provided by the Bay Keepers.
Blood Drive | 2013-09-17T13:00 | Tue., Sept. 17, 1-7 p.m. | St. Brendan's parish hall | Walk-ins welcome; bring photo ID.
Seniors' Bingo | 2013-09-18T13:30 | Wed., Sept. 18, 1:30 p.m. | Osprey Point Senior Center | $5 for 10 cards. Coffee and cake included.
"""

OBITS = """
Dorothy M. Caswell, 91 | Sept. 8, 2013 | Osprey Point | Retired schoolteacher; taught third grade at Bayview Elementary for 34 years.
Francis "Frankie" Lomasney, 67 | Sept. 7, 2013 | North Osprey | Lobsterman for 45 years; loved the Red Sox and his grandchildren.
Rita A. Medeiros, 78 | Sept. 6, 2013 | Wexham | Longtime volunteer at the Wexham Historical Society.
George T. Halloran, 84 | Sept. 5, 2013 | Osprey Point | Owner of Halloran's Hardware on Front Street from 1962 to 2004.
"""


def us_ledger() -> Case:
    evs = []
    for k, row in enumerate(EVENTS.strip().splitlines()):
        name, iso, shown, place, note = (x.strip() for x in row.split("|"))
        evs.append(
            '<div class="ev" itemscope itemtype="http://schema.org/Event">'
            f'<span class="when"><meta itemprop="startDate" content="{iso}" />{esc(shown)}</span><br />'
            f'<a itemprop="url" href="/calendar/event/{40917 + 13 * k}"><span itemprop="name">{esc(name)}</span></a>'
            f' &mdash; <span itemprop="location" itemscope itemtype="http://schema.org/Place"><span itemprop="name">{esc(place)}</span></span>'
            f'<br /><span itemprop="description">{esc(note)}</span></div>'
        )
    obits = []
    for row in OBITS.strip().splitlines():
        name, died, town, line = (x.strip() for x in row.split("|"))
        obits.append(
            f'<div class="obit"><a class="nm" href="/obituaries/">{esc(name)}</a>, of {esc(town)}<br />'
            f'<span class="dt">Died {esc(died)}</span> &middot; {esc(line)} <a href="/obituaries/">Guest book</a></div>'
        )
    story = (
        '<p class="crumbs"><a href="/">Home</a> &rsaquo; <a href="/news/">News</a> &rsaquo; <a href="/news/schools/">Schools</a></p>'
        '<h1 itemprop="headline">School board approves later start time for Osprey Point High</h1>'
        '<p class="byline">By Devin Marchetti, Staff Writer &middot; <time datetime="2013-09-10T19:45">Posted Sep 10, 2013 at 7:45 PM</time> '
        "&middot; Updated Sep 11, 2013 at 6:10 AM</p>"
        '<div class="share"><a href="#">Like</a> 96 &middot; <a href="#">Tweet</a> 21 &middot; <a href="#">Email</a> &middot; <a href="#">Print</a></div>'
        "<p>OSPREY POINT &mdash; Beginning in January, Osprey Point High School students will start class at 8:25 a.m., 50 minutes later "
        "than today, after the school board voted 4-1 Monday night to change the schedule.</p>"
        "<p>Superintendent Carla Wentworth said the change follows a year-long study by a committee of parents, teachers and students, "
        "who pointed to research linking early start times to poor sleep in teenagers.</p>"
        '<p>Board member Phil Dunleavy, who cast the lone vote against, said he worried about after-school jobs and sports. "Our '
        'kids who work at the marina or play fall sports will be getting home in the dark," he said.</p>'
        "<p>Bus routes will be redrawn over the fall, and elementary schools will keep their current times, Wentworth said.</p>"
        '<div class="related"><h4>Related stories</h4><ul><li><a href="#">Committee recommends later bell for high school (May 2013)</a></li>'
        '<li><a href="#">Board approves $31.4 million school budget</a></li></ul></div>'
        '<div id="story-talk"><h3>Comments (0)</h3><p>There are no comments on this story yet.</p>'
        '<p><a href="/login">Log in</a> or <a href="/register">register</a> to post a comment. Comments are subject to our '
        '<a href="/terms">terms of use</a>.</p></div>'
    )
    rail = (
        '<div class="rail-box"><h3>Community Calendar</h3>'
        + "".join(evs)
        + '<p><a href="/calendar/">Full calendar &raquo;</a> &middot; '
        '<a href="/calendar/submit">Submit an event</a></p></div>'
        '<div class="rail-box"><h3>Obituaries</h3>'
        + "".join(obits)
        + '<p><a href="/obituaries/">All obituaries &raquo;</a></p></div>'
        '<div class="rail-box"><h3>Most Popular</h3><ol><li><a href="#">School board approves later start time</a> (2,841 views)</li>'
        '<li><a href="#">Police: Wexham man charged in boat theft</a> (1,906 views)</li><li><a href="#">Clam flats reopen after red tide</a> (1,377 views)</li></ol></div>'
        '<div class="rail-box"><h3>Tides</h3><p>High 6:42 a.m., 7:01 p.m. &middot; Low 12:31 a.m., 12:55 p.m.</p></div>'
    )
    body = (
        '<div id="page"><div id="brand"><span class="wx">68&deg; Osprey Point &middot; Partly cloudy</span><span class="title">The Osprey Point Ledger</span></div>'
        '<div id="sections"><a href="/">Home</a><a href="/news/">News</a><a href="/sports/">Sports</a><a href="/opinion/">Opinion</a>'
        '<a href="/obituaries/">Obituaries</a><a href="/calendar/">Calendar</a><a href="/classifieds/">Classifieds</a><a href="/eedition/">e-Edition</a></div>'
        f'<div id="main" itemscope itemtype="http://schema.org/NewsArticle">{story}</div><div id="rail">{rail}</div>'
        '<div id="bottom">Copyright &copy; 2013 The Osprey Point Ledger, a Coastal Shore Media newspaper. All rights reserved. '
        '<a href="#">Contact us</a> | <a href="#">Advertise</a> | <a href="#">Privacy policy</a></div></div>'
    )
    html = doc(
        "School board approves later start time for Osprey Point High - The Osprey Point Ledger",
        "en",
        LEDGER_CSS,
        body,
    )
    return make(
        "dm-plain-us-ledger-events",
        "lookalike",
        "en",
        html,
        [],
        path="/news/schools/20130910/school-board-approves-later-start-time",
        container="-",
        heading=None,
        description="A small American coastal town paper of September 2013: a school board story whose empty 'Comments (0)' area "
        "nobody has used, beside a community calendar of 5 events in schema.org Event microdata (name, startDate, Place, "
        "description) and 4 obituaries with names, towns, dates and a line each; most popular with counts, tides.",
        lookalikes=(
            "a community calendar in schema.org Event microdata",
            "obituaries with names, towns and dates",
        ),
    )


# --------------------------------------------------------------------------- Argentina, 2010: Review microdata

VEREDA_CSS = (
    "body{margin:0;background:#f6f1e7;font:15px/1.6 Georgia,'Times New Roman',serif;color:#262626}#marco{width:960px;margin:0 auto;background:#fffdf8}"
    "#cabezal{padding:20px 24px;border-bottom:1px solid #222}#cabezal .t{font:italic bold 40px Georgia;color:#9c1f1f}#cabezal .b{font:12px Arial;color:#777}"
    "#secc{font:bold 12px Arial;padding:6px 24px;border-bottom:1px solid #ccc}#secc a{margin-right:14px;color:#222;text-transform:uppercase}"
    "#texto{float:left;width:600px;padding:20px 24px}#costado{float:right;width:280px;padding:20px 12px;font-size:13px}"
    ".critica{border-left:3px solid #9c1f1f;padding:4px 10px;margin:10px 0;background:#faf5ec}.critica .medio{font:bold 12px Arial}.critica .fecha{color:#888;font:11px Arial}"
    ".presentacion{border-bottom:1px dotted #aaa;padding:6px 0}#base{clear:both;border-top:1px solid #222;padding:14px 24px;font:11px Arial;color:#666}"
)

CRITICS = """
Julieta Arrieta | Suplemento Letras del Diario del Plata | 2010-08-07 | 7 de agosto de 2010 | 4 | Una novela de familia que se lee como un policial; las últimas cuarenta páginas son de lo mejor del año.
Martín Eguren | Revista Tinta Suelta | 2010-08-09 | 9 de agosto de 2010 | 2 | Bien escrita y demasiado larga: la mitad de los Ferraro sobran y ninguno se termina de entender.
Sofía Landaburu | Radio Ciudad, programa "Página Impar" | 2010-08-11 | 11 de agosto de 2010 | 5 | La voz de la abuela Nélida es inolvidable. Hacía mucho que no lloraba con un libro argentino.
Ernesto Villalba | Blog La Mesa de Saldos | 2010-08-12 | 12 de agosto de 2010 | 3 | Correcta, prolija, previsible. Se entiende el premio; cuesta entender el entusiasmo.
Carolina Pizarro | Semanario El Ateneo de Quilmes | 2010-08-14 | 14 de agosto de 2010 | 4 | Vega Iturbe escribe el conurbano de los ochenta sin nostalgia ni postal: eso ya es mucho.
"""

LAUNCHES = """
Jue 19/8, 19 h | Librería Dos Orillas, Palermo | "El invierno de los Ferraro", con la autora y Julieta Arrieta
Sáb 21/8, 18 h | Centro Cultural Sur, Avellaneda | Lectura de poemas de Tomás Araoz, "Cuaderno de la mudanza"
Mar 24/8, 19.30 h | Biblioteca Popular Almafuerte | Charla: editar poesía en tiempos de blogs, con Graciela Monti
Vie 27/8, 20 h | Bar Las Violetas de Boedo | Presentación de la revista Tinta Suelta n.º 12
"""


def ar_vereda() -> Case:
    revs = []
    for row in CRITICS.strip().splitlines():
        who, outlet, iso, shown, rating, body = (x.strip() for x in row.split("|"))
        revs.append(
            '<div class="critica" itemscope itemtype="http://schema.org/Review">'
            f'<meta itemprop="itemReviewed" content="El invierno de los Ferraro" />'
            f'<p itemprop="reviewBody">"{esc(body)}"</p>'
            f'<p><span itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">{esc(who)}</span></span>, '
            f'<span class="medio" itemprop="publisher">{esc(outlet)}</span> &middot; '
            f'<time class="fecha" itemprop="datePublished" datetime="{iso}">{esc(shown)}</time> &middot; '
            f'<span itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating"><meta itemprop="bestRating" content="5" />'
            f'<span itemprop="ratingValue">{rating}</span>/5</span></p></div>'
        )
    pres = []
    for row in LAUNCHES.strip().splitlines():
        when, where, what = (x.strip() for x in row.split("|"))
        pres.append(
            f'<div class="presentacion"><b>{esc(when)}</b><br />{esc(what)}<br /><i>{esc(where)}</i></div>'
        )
    texto = (
        '<div itemscope itemtype="http://schema.org/Review"><p class="volanta">Libros · Crítica</p>'
        "<h1>Crítica: 'El invierno de los Ferraro', la novela que divide a los libreros</h1>"
        '<p class="bajada"><b>La segunda novela de Inés Vega Iturbe, premio del Fondo Editorial Bonaerense, cuenta treinta años de una familia '
        "de Lanús Oeste. Emociona, pero le sobran cien páginas.</b></p>"
        '<p class="firma">Por <span itemprop="author">Bruno Cattáneo</span> · <time itemprop="datePublished" datetime="2010-08-18">Miércoles 18 de agosto de 2010</time></p>'
        '<meta itemprop="itemReviewed" content="El invierno de los Ferraro" />'
        '<div class="compartir">Compartir: <a href="#">Facebook</a> (58) · <a href="#">Twitter</a> (9) · <a href="#">Imprimir</a></div>'
        '<div itemprop="reviewBody">'
        "<p>Hay libros que los libreros recomiendan en voz baja y libros que recomiendan a los gritos. 'El invierno de los Ferraro' "
        "consigue las dos cosas a la vez: en las mesas de novedades de la calle Corrientes no hay librero que no tenga una opinión.</p>"
        "<p>La novela sigue a tres generaciones de una familia de Lanús Oeste entre 1978 y 2008, desde el taller de tornería del "
        "abuelo Aldo hasta la venta de la casa. La voz que sostiene todo es la de Nélida, la abuela, que narra desde una cocina.</p>"
        "<p>Cuando Vega Iturbe se concentra en ella, el libro es extraordinario. Cuando se dispersa en primos, cuñados y vecinos, "
        "se vuelve un álbum de fotos que nadie pidió ver entero.</p>"
        "<p><b>El invierno de los Ferraro</b>, Inés Vega Iturbe. Ediciones del Arrabal, 412 páginas, $89.</p>"
        '<p class="nota">Nuestra calificación: <span itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating">'
        '<span itemprop="ratingValue">3</span> de <span itemprop="bestRating">5</span></span></p></div></div>'
        "<h3>Qué dijo el resto de la crítica</h3>"
        + "".join(revs)
        + '<div class="cerrado"><p><i>Los comentarios de esta nota están cerrados.</i></p></div>'
    )
    costado = (
        "<h4>Agenda de presentaciones</h4>"
        + "".join(pres)
        + '<h4>Lo más leído</h4><ol><li><a href="#">Crítica: El invierno de los Ferraro</a></li><li><a href="#">Diez librerías de viejo que sobreviven</a></li>'
        '<li><a href="#">Entrevista: Graciela Monti</a></li></ol>'
        "<h4>Ranking de ventas</h4><ol><li>El invierno de los Ferraro (Arrabal)</li><li>Los años del pan dulce (Planeta Sur)</li><li>Cuaderno de la mudanza (Hojarasca)</li></ol>"
        '<h4>Newsletter</h4><form><input type="text" name="mail" /> <input type="submit" value="Suscribirme" /></form>'
    )
    body = (
        '<div id="marco"><div id="cabezal"><span class="t">La Vereda</span><div class="b">Cultura porteña · Año IV · Buenos Aires</div></div>'
        '<div id="secc"><a href="/">Portada</a><a href="/libros/">Libros</a><a href="/cine/">Cine</a><a href="/teatro/">Teatro</a>'
        '<a href="/musica/">Música</a><a href="/agenda/">Agenda</a></div>'
        f'<div id="texto">{texto}</div><div id="costado">{costado}</div>'
        '<div id="base">© 2010 La Vereda · Revista de cultura · Buenos Aires, Argentina · Contacto · Pauta publicitaria</div></div>'
    )
    html = doc(
        "Crítica: 'El invierno de los Ferraro', la novela que divide a los libreros | La Vereda",
        "es-AR",
        VEREDA_CSS,
        body,
    )
    return make(
        "dm-plain-ar-vereda-criticas",
        "lookalike",
        "es",
        html,
        [],
        path="/libros/critica-el-invierno-de-los-ferraro",
        container="-",
        heading=None,
        description="An Argentine culture magazine of August 2010: a book review in schema.org Review microdata, under it 'Qué dijo "
        "el resto de la crítica': 5 critics' verdicts as schema.org Review items (a quoted sentence, the critic's name, "
        "outlet, date, rating), then 'Los comentarios de esta nota están cerrados'; a sidebar of book launches with dates; "
        "most read, sales ranking.",
        lookalikes=(
            "other critics' short verdicts in schema.org Review microdata",
            "book launches with dates and names",
        ),
    )


def plain_dm() -> list[Case]:
    return [us_ledger(), ar_vereda()]
