"""Blind set fj: four more discussions. An American city blog on Movable Type (2011, 5 comments, the text first and
"Posted by: NAME | DATE" under it, comments closed, the old ones shown), a Spanish regional magazine on
ExpressionEngine (2013, 10 numbered comments on the page, page 1 of 2 of the comments, the second page linked at the
bottom), an English football fan site whose article pages show the replies of a phpBB forum topic ("Discuss this
article", 6 posts, one quoting another) and an Italian local paper's in-house CMS (2013, 8 numbered comments, replies
nested, "Rispondi" and "Segnala abuso"). Every site, name and text invented for this set; each comment written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fj_common import Case, doc, esc, kids, links, make, paras, slug, svg, talk

# --------------------------------------------------------------------------- en: Movable Type, comments closed, 2011


def en_mt_diner() -> Case:
    cs = talk("""
Ray Donnelly || March 4, 2011 9:12 AM || Forty-one years. My father took me there after every Little League game and I took my daughter there after every recital. The pie case alone deserves a plaque.
Lisa Kowalczyk || March 4, 2011 11:40 AM || Does anyone know if Dot is keeping the recipes? The Saturday chili was the only thing that got me through February.
jmarsh || March 4, 2011 2:05 PM || Not to be that guy, but the lot is worth more as condos than as a diner. Nobody should be surprised. What would help is the city letting small places open in the old mill buildings without a two-year permit process.
Ellen F. || March 5, 2011 8:30 AM || Lisa, I asked her yesterday. She says the chili is going to her nephew, who is looking at a space on Canal Street. Keep your fingers crossed.
Pete Amaral || March 7, 2011 6:51 PM || Went for the last breakfast this morning. Line out the door at 6 a.m., people taking pictures of the booths. Dot cried, we all cried. Thanks for writing this up.
""")
    path = "/archives/2011/03/the-last-plate-at-dots.html"
    thread = ""
    for i, c in enumerate(cs):
        n = 40212 + i * 5
        who = (
            f'<a href="http://example.org/~{slug(c.who)}" rel="nofollow">{esc(c.who)}</a>'
            if i in (0, 4)
            else esc(c.who)
        )
        thread += (
            f'<a id="c{n:06d}"></a>\n<div class="comment" id="comment-{n}">\n'
            f'<div class="comment-content">{paras(c.raw)}</div>\n'
            f'<p class="comment-footer">Posted by: {who} | <a href="{path}#comment-{n}">{esc(c.at)}</a></p>\n</div>\n'
        )
    body = f"""<body class="layout-two-column-right">
<div id="container"><div id="container-inner" class="pkg">
<div id="banner"><div id="banner-inner" class="pkg"><h1 id="banner-header"><a href="/" accesskey="1">Port Aldwin Notebook</a></h1><h2 id="banner-description">Downtown, the waterfront and the people who keep them going</h2></div></div>
<div id="pagebody"><div id="pagebody-inner" class="pkg">
<div id="alpha"><div id="alpha-inner" class="pkg">
<p class="content-nav"><a href="/archives/2011/03/snow-emergency-parking.html">&laquo; Snow emergency parking, again</a> | <a href="/">Main</a> | <a href="/archives/2011/03/ferry-schedule-spring.html">Spring ferry schedule &raquo;</a></p>
<h2 class="date-header">March 3, 2011</h2>
<div class="entry" id="entry-2210">
<h3 class="entry-header">The last plate at Dot's</h3>
<div class="entry-content"><div class="entry-body">
<p>After forty-one years on the corner of Water and Fulton, Dot's Diner will serve its last breakfast on Monday. Dorothy Pacheco, who bought the place from her uncle in 1979, has sold the building to a developer who plans a four-story condominium block.</p>
<p>"I'm seventy-three and my knees are done," she told me on Wednesday, between refills. "I'm not sad about the building. I'm sad about the regulars."</p>
<p><img alt="Dot's counter, March 2011" src="/images/dots-counter.svg" width="450" height="260" class="mt-image-center" /></p>
<p>The regulars, for their part, were already trading stories along the counter: the night the harbor flooded in 1991 and Dot served coffee in waders, the mayor who was refused a table for being rude to a waitress, the pie case that has never been empty before noon.</p>
</div></div>
<p class="entry-footer"><span class="post-footers">Posted by Anne Sorrell on March 3, 2011 8:05 PM</span> <span class="separator">|</span> <a class="permalink" href="{path}">Permalink</a></p>
</div>
<div class="trackbacks"><h3 class="trackbacks-header">TrackBack</h3><div class="trackbacks-info"><p>TrackBack URL for this entry:<br />http://example.org/mt/mt-tb.cgi/2210</p></div></div>
<div class="comments" id="comments">
<h3 class="comments-header">Comments</h3>
<div class="comments-content">
{thread}</div>
<p class="comments-closed">Comments are now closed on this entry.</p>
</div>
</div></div>
<div id="beta"><div id="beta-inner" class="pkg">
<div class="module-search module"><h2 class="module-header">Search</h2><div class="module-content"><form method="get" action="/mt/mt-search.cgi"><input id="search" name="search" size="20" /><input type="submit" value="Search" /></form></div></div>
<div class="module-categories module"><h2 class="module-header">Categories</h2><div class="module-content"><ul class="module-list">{links("/archives/", ["Downtown", "Food", "Harbor", "City Hall", "Ferries"], wrap="li")}</ul></div></div>
<div class="module-archives module"><h2 class="module-header">Archives</h2><div class="module-content"><ul class="module-list"><li class="module-list-item"><a href="/archives/2011/03/">March 2011</a></li><li class="module-list-item"><a href="/archives/2011/02/">February 2011</a></li></ul></div></div>
<div class="module-powered module"><div class="module-content">Powered by<br /><a href="https://www.movabletype.org">Movable Type 4.38</a></div></div>
</div></div>
</div></div>
</div></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e9e4d8;font:13px/1.5 'Lucida Grande',Verdana,sans-serif}#container{width:800px;margin:0 auto;background:#fff}#banner{background:#2d3e50;padding:20px}#banner a{color:#fff;text-decoration:none}#banner-description{color:#cbd;font-size:13px;font-weight:normal}
#alpha{float:left;width:540px;padding:15px}#beta{float:right;width:200px;padding:15px;font-size:11px}#pagebody-inner{overflow:hidden}.date-header{font-size:11px;color:#999;text-transform:uppercase}.entry-footer{font-size:11px;color:#999;border-top:1px dotted #ccc}
.comment{border-bottom:1px dotted #ccc;padding:6px 0}.comment-footer{font-size:11px;color:#777}.comments-closed{font-style:italic;color:#999}.module-list{padding-left:14px}
</style>"""
    return make(
        "fj-en-mt-diner",
        "discussion",
        "en",
        doc("xhtml", title="Port Aldwin Notebook: The last plate at Dot's", lang="en", head=css) + body,
        cs,
        path=path,
        container="div#comments > div.comments-content: a#cN then div.comment (div.comment-content p TEXT, then p.comment-footer 'Posted by: NAME | a DATE'); the name after the text; then 'Comments are now closed on this entry.' and no form",
        heading="Comments",
        description="An American city blog of 2011 on Movable Type 4 with an older style (invented): the last days of a downtown diner; 5 comments under 'Comments', each the text first and 'Posted by: NAME | March 4, 2011 9:12 AM' under it, flat; comments closed ('Comments are now closed on this entry.'), no form; the entry's own 'Posted by Anne Sorrell on …' footer, a TrackBack URL box, categories and archives around.",
        files={"/images/dots-counter.svg": svg(450, 260, "#b04a3a", "Dot's")},
    )


# --------------------------------------------------------------------------- es: ExpressionEngine, comments page 1 of 2, 2013


def es_ee_embalse() -> Case:
    cs = talk("""
Rocío M. || 14/02/2013 a las 10:32 || Yo hice la ruta el domingo pasado y el tramo de la presa está fatal, con piedras sueltas en la bajada. Con niños pequeños no lo recomiendo hasta que lo arreglen.
Pedro Azcárate || 14/02/2013 a las 11:05 || Muy buena noticia. Lo del aparcamiento en la ermita era un problema desde hace años, los fines de semana no había quien dejara el coche.
Montse || 14/02/2013 a las 12:48 || ¿Se sabe si la pasarela nueva será accesible para sillas de ruedas? Mi padre va en silla y nos encantaría volver a llevarle al mirador.
Juanjo_bici || 14/02/2013 a las 13:15 || @Rocío M. la bajada de la presa se puede evitar por el camino de la izquierda, el de los pinos. Es un poco más largo pero mucho más cómodo.
Alberto Gil || 14/02/2013 a las 16:20 || Ojalá pongan también alguna fuente. En verano la vuelta entera son catorce kilómetros sin una gota de agua y siempre hay alguien que se queda tirado.
Rocío M. || 14/02/2013 a las 17:02 || @Juanjo_bici gracias, no lo conocía. Lo probaremos en Semana Santa.
Lucía Ferrándiz || 14/02/2013 a las 19:44 || Soy de la asociación de vecinos de Valdecantos y llevamos tres años pidiendo esto. Gracias a la revista por darle visibilidad.
Anónimo || 15/02/2013 a las 08:10 || Seiscientos mil euros para una pasarela mientras el centro de salud sigue sin pediatra por las tardes. Cada uno tiene sus prioridades.
Montse || 15/02/2013 a las 09:37 || @Anónimo son fondos europeos de desarrollo rural, no se pueden gastar en el centro de salud. Otra cosa es que haya que exigir el pediatra, que también.
Chema || 15/02/2013 a las 12:25 || Los de la escuela de piragüismo también esperamos que no nos quiten el embarcadero con las obras. Nadie nos ha dicho nada todavía.
""")
    rest = talk("""
Elena Ríos || 15/02/2013 a las 18:40 || @Chema en la presentación dijeron que el embarcadero se queda donde está, la pasarela empieza a la altura del merendero.
Vicente || 16/02/2013 a las 09:02 || Espero que esta vez la obra dure lo que dicen. La del puente viejo iba a ser de seis meses y fueron dos años.
Juanjo_bici || 16/02/2013 a las 20:15 || Para quien pregunte por la ruta alternativa: he subido el track a la web del club, sección rutas, con el nombre Vuelta al Embalse por los pinos.
Montse || 17/02/2013 a las 11:30 || Me han contestado del ayuntamiento: la pasarela tendrá una pendiente máxima del seis por ciento, apta para sillas. ¡Por fin!
""")
    path = "/noticias/articulo/la-vuelta-al-embalse-tendra-pasarela-nueva"
    cpage = "/noticias/comentarios/la-vuelta-al-embalse-tendra-pasarela-nueva/P10"

    def rows(items: list[tuple[int, str, str, str]]) -> str:
        return "".join(
            f'<li class="comentario" id="c{2800 + n}">\n<span class="num">{n}</span>\n'
            f'<p class="autor"><strong>{esc(who)}</strong> <span class="fecha">{esc(at)}</span></p>\n'
            f'<div class="texto">{paras(raw)}</div>\n</li>\n'
            for n, who, at, raw in items
        )

    first = rows([(i + 1, c.who, c.at, c.raw) for i, c in enumerate(cs)])
    second = rows([(i + 11, c.who, c.at, c.raw) for i, c in enumerate(rest)])
    form = """<div id="deja-comentario"><h3>Deja tu comentario</h3>
<form id="comment_form" method="post" action="/"><div class="hiddenFields"><input type="hidden" name="ACT" value="14" /><input type="hidden" name="entry_id" value="1344" /></div>
<p><label for="name">Nombre</label><br /><input type="text" name="name" id="name" size="40" /></p>
<p><label for="email">Correo electrónico (no se publicará)</label><br /><input type="text" name="email" id="email" size="40" /></p>
<p><textarea name="comment" cols="60" rows="8"></textarea></p>
<p><input type="checkbox" name="notify_me" value="yes" /> Avisadme de nuevos comentarios por correo</p>
<p><input type="submit" name="submit" value="Enviar" /></p>
</form></div>"""
    head = """<div id="cabecera"><a href="/" id="logo"><img src="/themes/sierra/logo.svg" width="300" height="70" alt="Revista Sierra de Albarán" /></a>
<ul id="menu">{menu}</ul></div>""".format(
        menu=links("/", ["Portada", "Noticias", "Rutas", "Pueblos", "Gastronomía", "Agenda", "Suscripción"])
    )
    side = """<div id="lateral">
<div class="caja"><h4>Agenda</h4><ul><li><b>23 feb</b> Marcha de los almendros, Valdecantos</li><li><b>2 mar</b> Feria del queso, Torrealba</li><li><b>16 mar</b> Limpieza del río, Albarán</li></ul></div>
<div class="caja"><h4>En papel</h4><p><img src="/themes/sierra/portada-feb.svg" width="180" height="240" alt="Número de febrero" /><br />Número 87, febrero 2013</p></div>
</div>"""
    css = """<style type="text/css">
body{margin:0;background:#efe9df;font:14px/1.55 Georgia,serif;color:#2b2b2b}#pagina{width:960px;margin:0 auto;background:#fff}#cabecera{padding:14px;border-bottom:4px solid #a0522d}#menu{margin:8px 0 0;padding:0}#menu li{display:inline;margin-right:14px;font:bold 12px Arial,sans-serif;text-transform:uppercase}
#principal{float:left;width:620px;padding:16px}#lateral{float:right;width:260px;padding:16px;font-size:13px}.caja{background:#f7f3ec;padding:8px;margin-bottom:12px}#pie{clear:both;background:#333;color:#ccc;font-size:12px;padding:10px}#pie a{color:#fff}
.firma{font:12px Arial,sans-serif;color:#888}ol.comentarios{list-style:none;padding:0}.comentario{border-top:1px solid #e3dccf;padding:10px 0 10px 44px;position:relative}.num{position:absolute;left:0;top:10px;font:bold 20px Arial,sans-serif;color:#a0522d}.autor{margin:0;font-family:Arial,sans-serif;font-size:13px}.fecha{color:#999;font-size:12px}
.paginacion{font:13px Arial,sans-serif;text-align:center;background:#f7f3ec;padding:6px}
</style>"""
    body = f"""<body>
<div id="pagina">
{head}
<div id="principal">
<p class="seccion"><a href="/noticias">Noticias</a> &rsaquo; <a href="/noticias/categoria/medio-ambiente">Medio ambiente</a></p>
<h1>La vuelta al embalse tendrá una pasarela nueva y un aparcamiento junto a la ermita</h1>
<p class="entradilla">La Diputación adjudica las obras por 612.000 euros. Empezarán en abril y durarán siete meses.</p>
<p class="firma">Por <a href="/autores/irene-salcedo">Irene Salcedo</a> &middot; 13 de febrero de 2013</p>
<p>La ruta que rodea el embalse de Valdecantos, la más transitada de la comarca, tendrá a partir del otoño una pasarela de madera de 380 metros sobre la zona que se inunda cada primavera. Hasta ahora, los caminantes tenían que dar un rodeo de casi dos kilómetros por la carretera.</p>
<p>El proyecto incluye además un aparcamiento de sesenta plazas junto a la ermita de San Blas, paneles informativos sobre las aves del embalse y la reparación del firme en el tramo de la presa.</p>
<p><img src="/images/uploads/embalse-valdecantos.svg" width="600" height="300" alt="" /><br /><small>El embalse de Valdecantos desde el mirador. Foto: Revista Sierra de Albarán</small></p>
<p>Las obras se financian con fondos europeos de desarrollo rural. Según la Diputación, la ruta permanecerá abierta durante los trabajos, salvo algunos días en el tramo de la pasarela.</p>
<p class="etiquetas">Etiquetas: <a href="/noticias/etiqueta/valdecantos">Valdecantos</a>, <a href="/noticias/etiqueta/rutas">rutas</a></p>
<div id="comentarios">
<h3>14 comentarios</h3>
<ol class="comentarios">
{first}</ol>
<p class="paginacion">Página 1 de 2 &nbsp; <strong>1</strong> <a href="{cpage}">2</a> <a href="{cpage}">Siguiente &rsaquo;</a></p>
</div>
{form}
</div>
{side}
<div id="pie">&copy; 2013 Revista Sierra de Albarán &middot; <a href="/aviso-legal">Aviso legal</a> &middot; <a href="/contacto">Contacto</a></div>
</div>
</body>
</html>
"""
    page2 = (
        doc(
            "xhtml",
            title="Comentarios: La vuelta al embalse tendrá una pasarela nueva | Revista Sierra de Albarán",
            lang="es",
            head=css,
        )
        + f"""<body>
<div id="pagina">
{head}
<div id="principal">
<h1><a href="{path}">La vuelta al embalse tendrá una pasarela nueva y un aparcamiento junto a la ermita</a></h1>
<div id="comentarios">
<h3>14 comentarios</h3>
<ol class="comentarios">
{second}</ol>
<p class="paginacion">Página 2 de 2 &nbsp; <a href="{path}">&lsaquo; Anterior</a> <a href="{path}">1</a> <strong>2</strong></p>
</div>
{form}
</div>
{side}
<div id="pie">&copy; 2013 Revista Sierra de Albarán</div>
</div>
</body>
</html>
"""
    )
    return make(
        "fj-es-ee-embalse",
        "discussion",
        "es",
        doc(
            "xhtml",
            title="La vuelta al embalse tendrá una pasarela nueva | Revista Sierra de Albarán",
            lang="es",
            head=css,
        )
        + body,
        cs,
        path=path,
        container="div#comentarios > ol.comentarios: li.comentario (span.num N, p.autor strong NAME span.fecha '14/02/2013 a las 10:32', div.texto p TEXT); flat, answers by '@name'; 'Página 1 de 2' with links to the second comments page",
        heading="14 comentarios",
        description="A Spanish regional magazine's site of 2013 on ExpressionEngine (invented): a new boardwalk on the reservoir walk; the heading says '14 comentarios' but the page prints comments 1 to 10, numbered, each the name, '14/02/2013 a las 10:32' and the text, flat with '@name' answers; 'Página 1 de 2' links to the comments page /noticias/comentarios/…/P10 holding 11 to 14 (truth: only the 10 printed on the article's page); the form below; a standfirst, byline, captioned photo, tags, events and the print issue around.",
        files={
            cpage: page2,
            "/themes/sierra/logo.svg": svg(300, 70, "#a0522d", "Sierra de Albarán", 22),
            "/themes/sierra/portada-feb.svg": svg(180, 240, "#6b8e23", "n.º 87"),
            "/images/uploads/embalse-valdecantos.svg": svg(600, 300, "#4f7f9f", "Valdecantos"),
        },
    )


# --------------------------------------------------------------------------- en: a phpBB topic's replies under an article, 2012


def en_phpbb_keeper() -> Case:
    cs = talk("""
HollinsRoadEnd || Tue Jan 10, 2012 8:22 pm || Good business. He was the best keeper in the division in the second half of last season and the wages won't be anything silly at our level.
Brenton_Exile || Tue Jan 10, 2012 8:41 pm || Two and a half years for a 31-year-old keeper is fine, they go on forever. Worried about the back four in front of him, not him.
Sully77 || Tue Jan 10, 2012 9:03 pm || Agree with Brenton. Still no left back and the window shuts in three weeks. // Hope the board hasn't spent the whole budget on this one.
WheelieBinMan || Tue Jan 10, 2012 9:47 pm || The budget for a free transfer keeper is basically his signing-on fee. Relax, we are not signing the left back until the loan from Harbridge is sorted, everyone at the ground knows that.
Sully77 || Tue Jan 10, 2012 10:12 pm || Everyone at the ground knew about the striker in the summer as well and look how that ended.
old_gold_mags || Wed Jan 11, 2012 7:15 am || Saw him at the supporters' club do in November, spent an hour talking to kids and signing programmes. Nice to have one who wants to be here.
""")
    quote = ("WheelieBinMan", "we are not signing the left back until the loan from Harbridge is sorted")
    path = "/news/2012/01/ashby-signs-new-deal-to-2014"
    posts = ""
    for i, c in enumerate(cs):
        n = 118402 + i * 9
        q = ""
        if i == 4:
            q = f"<blockquote><div><cite>{esc(quote[0])} wrote:</cite>{esc(quote[1])}</div></blockquote>"
        body_html = "<br /><br />".join(esc(x.strip()) for x in c.raw.split(" // "))
        posts += f"""<div id="p{n}" class="post bg{2 - i % 2}"><div class="inner">
<div class="postbody">
<ul class="profile-icons"><li class="report-icon"><a href="/forum/report.php?f=3&amp;p={n}" title="Report this post"><span>Report this post</span></a></li><li class="quote-icon"><a href="/forum/posting.php?mode=quote&amp;f=3&amp;p={n}" title="Reply with quote"><span>Reply with quote</span></a></li></ul>
<h3><a href="/forum/viewtopic.php?p={n}#p{n}">Re: Ashby signs new deal to 2014</a></h3>
<p class="author"><a href="/forum/viewtopic.php?p={n}#p{n}"><img src="/forum/styles/prosilver/imageset/icon_post_target.svg" width="11" height="9" alt="Post" title="Post" /></a>by <strong><a href="/forum/memberlist.php?mode=viewprofile&amp;un={slug(c.who)}">{esc(c.who)}</a></strong> &raquo; {esc(c.at)}</p>
<div class="content">{q}{body_html}</div>
</div>
<div class="back2top"><a href="#wrap" class="top" title="Top">Top</a></div>
</div></div>
<hr class="divider" />
"""
    body = f"""<body id="wrap">
<div id="site">
<div id="top"><a href="/"><img src="/img/badge.svg" width="70" height="80" alt="" /></a><div><h1><a href="/">The Brook End</a></h1><p>Independent supporters' site of Ashworth Vale FC since 2002</p></div></div>
<ul id="nav">{links("/", ["News", "Match reports", "Fixtures", "The Squad", "Away Travel", "Forum", "Shop"])}</ul>
<div id="main">
<div class="article">
<h2>Ashby signs new deal to 2014</h2>
<p class="meta">Posted by <a href="/forum/memberlist.php?mode=viewprofile&amp;un=admin">Valeside Dave</a> on 10 January 2012 &middot; <a href="#discuss">6 replies</a></p>
<p>Goalkeeper Marcus Ashby has signed a contract extension that will keep him at Cowley Lane until the summer of 2014, the club confirmed this afternoon.</p>
<p>Ashby, 31, joined on a free from Pellbridge in the summer of 2010 and has kept eleven clean sheets this season, more than any keeper in the division. His previous deal would have run out in June.</p>
<p><img src="/img/news/ashby.svg" width="480" height="270" alt="" /></p>
<p>Manager Kenny Frayne said: "Marcus is the first name on the team sheet. Getting this done early lets us concentrate on the rest of the window."</p>
</div>
<div class="discuss" id="discuss">
<h3>Discuss this article</h3>
<p class="topic-info">Latest replies from the forum topic <a href="/forum/viewtopic.php?f=3&amp;t=22817">Ashby signs new deal to 2014</a> (6 replies)</p>
<div class="forumbg">
{posts}</div>
<p class="discuss-links"><a href="/forum/posting.php?mode=reply&amp;f=3&amp;t=22817" class="button">Post a reply</a> &middot; <a href="/forum/viewtopic.php?f=3&amp;t=22817">View the whole topic in the forum</a></p>
<p class="small">You need to be <a href="/forum/ucp.php?mode=login">logged in</a> to the forum to reply. No account? <a href="/forum/ucp.php?mode=register">Register</a>, it's free.</p>
</div>
</div>
<div id="side">
<div class="box"><h4>Next match</h4><p>Sat 14 Jan, 3pm<br /><b>Ashworth Vale v Dunmere Town</b><br />Cowley Lane</p></div>
<div class="box"><h4>Table</h4><table class="table"><tr><td>5</td><td>Dunmere Town</td><td>41</td></tr><tr><td>6</td><td>Ashworth Vale</td><td>39</td></tr><tr><td>7</td><td>Kelsall Athletic</td><td>38</td></tr></table></div>
<div class="box"><h4>Active forum topics</h4><ul>{links("/forum/", ["Left back: who?", "Away travel to Dunmere", "Programme swap shop", "Ground redevelopment thread"])}</ul></div>
</div>
<div id="foot">The Brook End is not affiliated with Ashworth Vale FC. &middot; Forum powered by <a href="https://www.phpbb.com/">phpBB</a> &copy; phpBB Group</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#2a2a2a;font:13px Verdana,Arial,sans-serif}#site{width:960px;margin:0 auto;background:#fff}#top{background:#d99a00;padding:10px;display:flex;gap:12px}#top a{color:#111;text-decoration:none}#top p{margin:0;font-size:11px}
#nav{background:#111;margin:0;padding:6px}#nav li{display:inline;margin-right:12px}#nav a{color:#d99a00}#main{float:left;width:640px;padding:12px}#side{float:right;width:260px;padding:12px;font-size:12px}.box{background:#f4f1e6;padding:6px;margin-bottom:10px}#foot{clear:both;background:#111;color:#888;font-size:10px;padding:8px}
.meta{font-size:11px;color:#888}.discuss{border-top:3px solid #d99a00;margin-top:20px}.forumbg{background:#ecf1f3;padding:4px}.post{padding:6px 10px;margin-bottom:4px}.bg1{background:#ecf3f7}.bg2{background:#e1ebf2}.postbody h3{font-size:12px;margin:0}.author{font-size:11px;color:#555;margin:2px 0 6px}
.profile-icons{float:right;list-style:none;margin:0;padding:0}.profile-icons li{display:inline;margin-left:6px;font-size:10px}.content{font-family:'Lucida Grande','Trebuchet MS',sans-serif}blockquote{background:#ebeadd;border:1px solid #dbdbce;margin:6px 1px 6px 25px;padding:5px;font-size:12px}blockquote cite{display:block;font-style:normal;font-weight:bold}
.back2top{text-align:right;font-size:10px}.divider{display:none}.small{font-size:11px;color:#777}
</style>"""
    return make(
        "fj-en-phpbb-keeper",
        "discussion",
        "en",
        doc("xhtml", title="Ashby signs new deal to 2014 - The Brook End", lang="en-gb", head=css) + body,
        cs,
        path=path,
        container="div#discuss 'Discuss this article' > div.forumbg: div.post.bg1/bg2 > div.inner > div.postbody (ul.profile-icons 'Report this post' 'Reply with quote', h3 'Re: TITLE', p.author 'by strong NAME » Tue Jan 10, 2012 8:22 pm', div.content TEXT); the fifth post opens with a blockquote 'NAME wrote:' of the fourth",
        heading="Discuss this article",
        description="An English football supporters' site of 2012 (invented) whose article pages show the replies of the forum's phpBB 3 topic: the goalkeeper signs a new deal; 6 posts under 'Discuss this article', prosilver-like, each 'Re: TITLE', 'by NAME » Tue Jan 10, 2012 8:22 pm', the text, 'Report this post' and 'Reply with quote'; flat; the fifth opens with a quote of the fourth ('WheelieBinMan wrote: …', not part of its text); one post of two paragraphs split by br br; 'Post a reply' and login links instead of a form; the next match, a league table and active forum topics beside it.",
        files={
            "/img/badge.svg": svg(70, 80, "#111", "AVFC", 14),
            "/img/news/ashby.svg": svg(480, 270, "#d99a00", "Ashby"),
            "/forum/styles/prosilver/imageset/icon_post_target.svg": svg(11, 9, "#888"),
        },
    )


# --------------------------------------------------------------------------- it: a local paper's in-house CMS, 2013


def it_cms_parcheggi() -> Case:
    cs = talk("""
Marco_B || 12/03/2013 alle 14:22 || Un euro e cinquanta all'ora per parcheggiare davanti all'ospedale mi sembra una vergogna. Chi va a fare la dialisi tre volte a settimana cosa deve fare?
>Giuliana T. || 12/03/2013 alle 15:10 || Nell'articolo c'è scritto che per i pazienti in terapia ci sarà un abbonamento agevolato. Bisogna chiedere il modulo all'ufficio relazioni con il pubblico.
>>Marco_B || 12/03/2013 alle 16:48 || Grazie, non l'avevo letto. Speriamo che non ci vogliano tre mesi per averlo.
Ferruccio || 12/03/2013 alle 17:30 || Le strisce blu in via dei Tigli sono arrivate fino al cancello della scuola. Alle otto del mattino i genitori si fermano in doppia fila, adesso sarà ancora peggio.
Anna Maria Pozzi || 12/03/2013 alle 19:02 || Io abito in piazza Garibaldi e il permesso per i residenti costa trenta euro l'anno. Onestamente mi sta bene, almeno si trova posto la sera.
>lettore_borgo || 12/03/2013 alle 21:35 || Per lei va bene, ma chi lavora in centro e non ci abita? I commessi dei negozi pagheranno otto ore al giorno.
>>Anna Maria Pozzi || 13/03/2013 alle 08:14 || Ha ragione, ci vorrebbe un abbonamento anche per chi lavora in centro. Lo proponga in consiglio di quartiere, giovedì c'è l'assemblea.
Dario Ventresca || 13/03/2013 alle 10:27 || Con il parcheggio scambiatore della stazione gratuito e la navetta ogni dieci minuti non vedo il problema. Basta abituarsi a lasciare l'auto fuori.
""")
    path = "/cronaca/2013/03/12/strisce-blu-in-centro-dal-primo-aprile-33817.html"

    def one(i: int, lvl: int) -> str:
        c = cs[i]
        n = 99121 + i
        sub = kids(cs, i)
        inner = '<div class="risposte">' + "".join(one(k, lvl + 1) for k in sub) + "</div>" if sub else ""
        parent = c.parent
        to = (
            f'<span class="in-risposta">in risposta a <a href="#commento-{99121 + parent}">{esc(cs[parent].who)}</a></span>'
            if parent is not None
            else ""
        )
        return (
            f'<div class="commento livello-{lvl}" id="commento-{n}">\n'
            f'<div class="testata-commento"><span class="num">{i + 1}</span> <strong class="utente">{esc(c.who)}</strong> '
            f'<span class="data">{esc(c.at)}</span> {to}</div>\n'
            f'<div class="corpo">{paras(c.raw)}</div>\n'
            f'<div class="azioni"><a href="/commenti/rispondi?id={n}" class="rispondi">Rispondi</a> &middot; '
            f'<a href="/commenti/segnala?id={n}" class="segnala">Segnala abuso</a></div>\n'
            f"{inner}</div>\n"
        )

    thread = "".join(one(i, 1) for i in kids(cs, None))
    body = f"""<body class="articolo">
<div id="testata"><div class="wrap"><a href="/" class="logo"><img src="/static/img/logo-eco.svg" width="380" height="64" alt="L'Eco di Borgo Sereno" /></a><span class="dataoggi">Mercoledì 13 marzo 2013</span></div></div>
<div id="nav"><div class="wrap"><ul>{links("/", ["Home", "Cronaca", "Politica", "Economia", "Sport", "Cultura", "Provincia", "Necrologie"])}</ul></div></div>
<div class="wrap" id="corpo-pagina">
<div id="colonna-sx">
<p class="occhiello">VIABILITÀ</p>
<h1>Strisce blu in centro dal primo aprile: un euro e cinquanta all'ora</h1>
<p class="sommario">La giunta approva il nuovo piano della sosta. Permessi a 30 euro l'anno per i residenti, gratis il parcheggio della stazione con navetta.</p>
<p class="autore">di <b>Silvia Landolfi</b> &middot; 12 marzo 2013</p>
<div class="strumenti"><a href="/stampa/33817">Stampa</a> | <a href="/invia/33817">Invia</a> | <a href="#commenti">Commenti (8)</a></div>
<div class="testo">
<p>Dal primo aprile la sosta nel centro storico di Borgo Sereno sarà a pagamento dalle 8 alle 20, dal lunedì al sabato. Lo ha deciso ieri la giunta comunale, che ha approvato il nuovo piano della sosta con il voto contrario dell'assessore al commercio.</p>
<p>Le strisce blu saranno 640, tra piazza Garibaldi, corso Vittorio, via dei Tigli e l'area dell'ospedale. La tariffa sarà di un euro e cinquanta all'ora, con la prima mezz'ora gratuita nelle vie dei negozi.</p>
<p><img src="/static/foto/2013/03/strisce-blu.svg" width="600" height="320" alt="" /><br /><span class="didascalia">Piazza Garibaldi, dove la sosta diventerà a pagamento (foto Archivio Eco)</span></p>
<p>I residenti potranno chiedere un permesso da 30 euro l'anno. Per i pazienti in terapia all'ospedale è previsto un abbonamento agevolato. Il parcheggio scambiatore della stazione resterà gratuito, con una navetta ogni dieci minuti.</p>
</div>
<div id="commenti" class="box-commenti">
<h3>Commenti (8)</h3>
<p class="regole">I commenti sono moderati. Prima di scrivere leggi le <a href="/regole-commenti">regole della community</a>.</p>
{thread}<div class="scrivi"><h4>Scrivi un commento</h4><p>Per commentare devi essere registrato. <a href="/utenti/accedi">Accedi</a> o <a href="/utenti/registrati">registrati</a>.</p></div>
</div>
</div>
<div id="colonna-dx">
<div class="box"><h4>Le più lette</h4><ol>{links("/cronaca/", ["Incidente sulla provinciale, due feriti", "Chiude la storica merceria di via Roma", "Carnevale, i vincitori della sfilata"])}</ol></div>
<div class="box"><h4>Meteo</h4><p>Oggi: nuvoloso, 6&deg;/13&deg;<br />Domani: pioggia, 5&deg;/10&deg;</p></div>
<div class="box pubblicita"><img src="/static/adv/banner-300.svg" width="300" height="250" alt="Pubblicità" /></div>
</div>
</div>
<div id="piede"><div class="wrap">L'Eco di Borgo Sereno &middot; Quotidiano on line &middot; Reg. Trib. n. 0/2009 &middot; <a href="/redazione">Redazione</a> &middot; <a href="/privacy">Privacy</a></div></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;background:#f2f2f2}.wrap{width:980px;margin:0 auto}#testata{background:#fff;padding:10px 0}.dataoggi{float:right;font-size:12px;color:#777;margin-top:24px}#nav{background:#8b0000}#nav ul{margin:0;padding:6px 0}#nav li{display:inline;margin-right:14px}#nav a{color:#fff;text-decoration:none;font-weight:bold}
#corpo-pagina{background:#fff;overflow:hidden}#colonna-sx{float:left;width:640px;padding:14px}#colonna-dx{float:right;width:300px;padding:14px}.box{border-top:3px solid #8b0000;margin-bottom:14px;font-size:13px}#piede{background:#222;color:#aaa;font-size:11px;padding:10px 0}#piede a{color:#fff}
.occhiello{color:#8b0000;font-weight:bold;font-size:12px}.sommario{font-size:16px;color:#444}.autore,.strumenti{font-size:12px;color:#888}.didascalia{font-size:11px;color:#777}
.box-commenti{border-top:3px solid #8b0000;margin-top:20px}.regole{font-size:11px;color:#888}.commento{border-bottom:1px solid #eee;padding:8px 0}.risposte{margin-left:30px;border-left:2px solid #eee;padding-left:10px}.num{background:#8b0000;color:#fff;font-size:11px;padding:1px 5px}.data,.in-risposta{font-size:11px;color:#999}.azioni{font-size:11px}
</style>"""
    return make(
        "fj-it-cms-parcheggi",
        "discussion",
        "it",
        doc(
            "xhtml",
            title="Strisce blu in centro dal primo aprile - L'Eco di Borgo Sereno",
            lang="it",
            head=css,
        )
        + body,
        cs,
        path=path,
        container="div#commenti.box-commenti after a rules line: div.commento.livello-N (div.testata-commento: span.num N, strong.utente NAME, span.data '12/03/2013 alle 14:22', 'in risposta a NAME'; div.corpo p TEXT; div.azioni 'Rispondi · Segnala abuso'); replies in div.risposte inside their parent",
        heading="Commenti (8)",
        description="An Italian local daily's site of 2013 on its own CMS (invented): paid parking in the town centre; 8 numbered comments under 'Commenti (8)', each the number, a username, '12/03/2013 alle 14:22', 'in risposta a NAME' on replies, the text and 'Rispondi · Segnala abuso'; replies in div.risposte inside their parent, three levels; registration needed to write (no form); a rules line, a standfirst, byline, print/send tools, most-read, weather and an ad around.",
        files={
            "/static/img/logo-eco.svg": svg(380, 64, "#8b0000", "L'Eco di Borgo Sereno", 24),
            "/static/foto/2013/03/strisce-blu.svg": svg(600, 320, "#557", "piazza Garibaldi"),
            "/static/adv/banner-300.svg": svg(300, 250, "#e0a020", "Pubblicità"),
        },
    )
