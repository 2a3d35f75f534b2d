"""Blind set EL: article pages of 2008-2009 without any reader discussion whose furniture holds signed, dated lists: a
French village blog on Typepad (recent comments on other notes, a photo album's captions, "Les commentaires de cette
note sont fermés" under a note that never had any) and a Spanish regional news portal on Joomla 1.5 (a timed wire
list, an events calendar module, most read, and a "Preguntas frecuentes" block of questions and answers in the
article). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_el_common import Case, esc, make, page, slug, ul

# --------------------------------------------------------------------------- fr: Typepad, 2008


def fr_typepad() -> Case:
    recent = [
        ("Mireille", "Les cèpes sont là (enfin)"),
        ("Jean-Pierre B.", "Les cèpes sont là (enfin)"),
        ("Cathy de Souillac", "Le lavoir a retrouvé son toit"),
        ("Hélène", "Le lavoir a retrouvé son toit"),
        ("Bernard Lafage", "Vendanges chez les Couderc"),
    ]
    notes = [
        "La foire aux noix du 2 novembre",
        "Les cèpes sont là (enfin)",
        "Le lavoir a retrouvé son toit",
        "Vendanges chez les Couderc",
        "Rentrée à l'école de Saint-Cirq-la-Combe",
    ]
    album = [
        ("Les stands sous la halle, vers 9 heures", "photo Hélène Vialard"),
        ("Noix de Franquette, calibre 28 et plus", "photo Hélène Vialard"),
        ("Le concours du plus gros cerneau", "photo Marc Vialard"),
        ("Démonstration de l'ancien moulin à huile", "photo Hélène Vialard"),
    ]
    css = """
body{margin:0;padding:0;background:#e9e4d6;font-family:Georgia,'Times New Roman',serif;color:#3b3022}
a{color:#8a4b14}a:hover{color:#c0641c}
#container{width:800px;margin:0 auto;background:#fffdf7;border:1px solid #d6ccb4}
#container-inner{padding:0}
#banner{background:#6f5a3a;padding:28px 30px;color:#fff8e8}
#banner-header{font-size:30px;margin:0;font-weight:normal}
#banner-header a{color:#fff8e8;text-decoration:none}
#banner-description{font-size:13px;font-style:italic;margin:6px 0 0}
#pagebody-inner{padding:20px 20px 10px}
#alpha{float:left;width:530px}
#beta{float:right;width:215px;font-size:12px}
.date-header{font-size:11px;text-transform:uppercase;letter-spacing:.1em;color:#8c7b5c;margin:0 0 6px}
.entry-header{font-size:22px;font-weight:normal;margin:0 0 12px}
.entry-body{font-size:14px;line-height:1.6}
.entry-footer{font-size:11px;color:#8c7b5c;border-top:1px dotted #b8a98a;margin:16px 0 0;padding-top:6px}
.trackbacks-info,.comments-info{font-size:12px}
.comments-closed{font-style:italic;color:#6d604a;background:#f4efe2;padding:8px 10px;font-size:13px}
.module{margin:0 0 22px}
.module-header{font-size:12px;text-transform:uppercase;letter-spacing:.08em;border-bottom:1px solid #b8a98a;margin:0 0 6px;padding:0 0 3px;color:#6f5a3a}
.module-content ul{margin:0;padding:0;list-style:none}
.module-content li{margin:0 0 6px;line-height:1.4}
.module-photo .photo{margin:0 0 10px}
.module-photo .caption{display:block;font-style:italic}
.module-photo .credit{display:block;font-size:10px;color:#8c7b5c}
#footer{clear:both;padding:14px 20px;font-size:11px;color:#8c7b5c;border-top:1px solid #d6ccb4}
"""
    rc = "".join(
        f'<li><a href="/mon_weblog/2008/10/{slug(note)}.html#comment-{80931 + n * 13}">{esc(who)}</a> sur <a href="/mon_weblog/2008/10/{slug(note)}.html">{esc(note)}</a></li>'
        for n, (who, note) in enumerate(recent)
    )
    al = "".join(
        f'<div class="photo"><a href="/photos/foire_aux_noix/{n + 1}.html"><img src="/_avatar/noix-{n}.svg" width="200" height="133" alt="" /></a>'
        f'<span class="caption">{esc(cap)}</span><span class="credit">{esc(cr)}</span></div>'
        for n, (cap, cr) in enumerate(album)
    )
    body = f"""<div id="container"><div id="container-inner" class="pkg">
<div id="banner"><div id="banner-inner" class="pkg"><h1 id="banner-header"><a href="/mon_weblog/" accesskey="1">Les carnets de Saint-Cirq</a></h1><h2 id="banner-description">Chroniques d'un village du Haut-Quercy, par Hélène Vialard</h2></div></div>
<div id="pagebody"><div id="pagebody-inner" class="pkg">
<div id="alpha"><div id="alpha-inner" class="pkg">
<p class="content-nav"><a href="/mon_weblog/2008/10/les-cepes-sont-la-enfin.html">&laquo; Les cèpes sont là (enfin)</a> | <a href="/mon_weblog/">Accueil</a></p>
<h2 class="date-header">dimanche 2 novembre 2008</h2>
<div class="entry-category-villages entry-author-helene entry-type-post entry" id="entry-56083214">
<h3 class="entry-header">La foire aux noix du 2 novembre</h3>
<div class="entry-content"><div class="entry-body">
<p>Il faisait un froid de canard ce matin sous la halle, mais il y avait du monde : une trentaine de producteurs, dont beaucoup venus de la vallée, et des acheteurs dès sept heures et demie. Les premiers sacs de Franquette sont partis à 3,20 € le kilo, un peu plus que l'an dernier.</p>
<p>Monsieur Couderc, qui tient le stand le plus près de la fontaine depuis plus de quarante ans, m'a expliqué que la récolte était belle malgré la grêle de juin : « Moins de noix, mais plus grosses. On ne va pas se plaindre. »</p>
<p>L'après-midi, le comité des fêtes avait organisé le concours du plus gros cerneau (gagné par une petite fille de Gramat, avec un cerneau entier de 9 grammes) et une démonstration de l'ancien moulin à huile, remis en état par l'association du patrimoine. L'odeur de l'huile chaude a attiré tout le village.</p>
<p>Quelques photos dans l'album, à droite. La prochaine foire aura lieu le premier dimanche de décembre, avec les truffes si la saison le permet.</p>
</div></div>
<p class="entry-footer"><span class="post-footers">Publié le 2 novembre 2008 à 19:05 dans <a href="/mon_weblog/villages/">Villages</a></span> <span class="separator">|</span> <a class="permalink" href="/mon_weblog/2008/11/la-foire-aux-noix.html">Lien permanent</a> <span class="separator">|</span> <a href="/mon_weblog/2008/11/la-foire-aux-noix.html#comments">Commentaires (0)</a> <span class="separator">|</span> <a href="/mon_weblog/2008/11/la-foire-aux-noix.html#trackback">TrackBack (0)</a></p>
</div>
<div class="trackbacks" id="trackback"><h3 class="trackbacks-header">TrackBack</h3><div class="trackbacks-info"><p>URL TrackBack de cette note :<br /><span class="trackbacks-link">http://carnets-saint-cirq.typepad.fr/services/trackback/6a00e54f8c4b528833010535a4e0c1970c</span></p></div></div>
<div class="comments" id="comments"><h3 class="comments-header">Commentaires</h3><div class="comments-info"><p class="comments-closed">Les commentaires de cette note sont fermés.</p></div></div>
</div></div>
<div id="beta"><div id="beta-inner" class="pkg">
<div class="module-about module"><h2 class="module-header">À propos</h2><div class="module-content"><img src="/_avatar/helene-vialard.svg" width="60" height="60" alt="" style="float:left;margin:0 6px 4px 0" /><p>Hélène, 58 ans, ancienne institutrice, revenue vivre dans la maison de ses grands-parents. J'écris ici sur le village, ses fêtes et ses habitants.</p><p><a href="/mon_weblog/atom.xml">S'abonner à ce blog</a></p></div></div>
<div class="module-recent-comments module"><h2 class="module-header">Commentaires récents</h2><div class="module-content"><ul class="module-list">{rc}</ul></div></div>
<div class="module-recent-posts module"><h2 class="module-header">Notes récentes</h2><div class="module-content">{ul(notes, "module-list", "/mon_weblog/2008/10/")}</div></div>
<div class="module-photo module"><h2 class="module-header">Album : la foire aux noix</h2><div class="module-content">{al}<p><a href="/photos/foire_aux_noix/">Voir l'album (18 photos)</a></p></div></div>
<div class="module-categories module"><h2 class="module-header">Catégories</h2><div class="module-content">{ul(["Cuisine", "École", "Patrimoine", "Villages", "Vignes et vergers"], "module-list", "/mon_weblog/")}</div></div>
<div class="module-archives module"><h2 class="module-header">Archives</h2><div class="module-content">{ul(["novembre 2008", "octobre 2008", "septembre 2008", "août 2008", "juillet 2008"], "module-list", "/mon_weblog/archives/")}</div></div>
<div class="module-powered module"><div class="module-content">Blog propulsé par <a href="http://www.typepad.fr/">TypePad</a></div></div>
</div></div>
</div></div>
<div id="footer">© Hélène Vialard 2008 · Les photos de ce blog ne sont pas libres de droits.</div>
</div></div>"""
    html = page(
        "La foire aux noix du 2 novembre",
        "Les carnets de Saint-Cirq",
        "fr",
        css,
        body,
        sep=": ",
        title_first=False,
        generator="http://www.typepad.com/",
        head='<link rel="alternate" type="application/atom+xml" title="Atom" href="/mon_weblog/atom.xml" />\n',
        body_attrs='class="layout-two-column-right post"',
    )
    return make(
        "el-plain-fr-typepad-noix",
        "lookalike",
        "fr",
        html,
        [],
        path="/mon_weblog/2008/11/la-foire-aux-noix.html",
        container="-",
        heading=None,
        description="A French village blog on Typepad, November 2008: a note with 'Publié le … | Commentaires (0) | TrackBack (0)', its TrackBack URL and 'Commentaires: Les commentaires de cette note sont fermés.'; the sidebar's 'À propos' box, 'Commentaires récents' (5 'NAME sur NOTE' lines about other notes), recent notes, a photo album of 4 captions with credits, categories, archives; no reader comment.",
        lookalikes=(
            "'Commentaires récents': 5 'NAME sur NOTE' lines",
            "'Album': 4 photo captions with credits",
            "'Les commentaires de cette note sont fermés.'",
        ),
    )


# --------------------------------------------------------------------------- es: Joomla 1.5 regional portal, 2009


def es_joomla() -> Case:
    wire = [
        ("13:47", "El Gobierno regional aprueba el plan de carreteras 2010-2013"),
        ("13:20", "Detenido en Villaseca un hombre por el robo de cobre en la vía del tren"),
        ("12:58", "La campaña de la aceituna empleará a 1.200 temporeros en la comarca"),
        ("12:31", "El CD Valdemora ficha al delantero Rubén Olmedo hasta final de temporada"),
        ("11:55", "Cortes de tráfico en la avenida de Castilla por las obras del colector"),
        ("11:12", "La Diputación convoca 40 becas para jóvenes agricultores"),
    ]
    events = [
        ("Vie, 16 Oct 2009", "20:30", "Concierto de la Banda Municipal", "Teatro Cervantes"),
        ("Sáb, 17 Oct 2009", "10:00", "Mercadillo solidario de Cáritas", "Plaza Mayor"),
        ("Sáb, 17 Oct 2009", "18:00", "CD Valdemora - UD Torrejoncillo", "Campo municipal Las Eras"),
        ("Dom, 18 Oct 2009", "09:00", "Ruta senderista al castillo de Peñaluenga", "Salida: Ayuntamiento"),
        ("Mié, 21 Oct 2009", "19:30", "Charla: el uso responsable del agua", "Casa de Cultura"),
    ]
    faq = [
        (
            "¿Cuánto subirá mi recibo?",
            "Para una familia de cuatro personas con un consumo medio de 30 metros cúbicos al trimestre, el recibo pasará de 41,60 a 46,90 euros, según los cálculos de la concejalía de Hacienda.",
        ),
        (
            "¿Cuándo se aplica la nueva tarifa?",
            "Desde el 1 de enero de 2010. El primer recibo con los nuevos precios llegará en abril, con el consumo del primer trimestre.",
        ),
        (
            "¿Hay descuentos para familias numerosas o pensionistas?",
            "Sí. Las familias numerosas tendrán un 30% de descuento en el primer tramo y los pensionistas con ingresos inferiores al salario mínimo, un 50%. Hay que pedirlo en el registro del Ayuntamiento antes del 31 de diciembre.",
        ),
        (
            "¿Por qué sube el agua?",
            "El Ayuntamiento alega que la tarifa no se revisaba desde 2003 y que el servicio pierde unos 380.000 euros al año. Parte de la subida pagará la renovación de la red de la zona vieja, donde se pierde casi un tercio del agua.",
        ),
    ]
    css = """
body{margin:0;background:#d9dde2;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#222}
a{color:#0b4a8b;text-decoration:none}a:hover{text-decoration:underline}
#wrapper{width:970px;margin:0 auto;background:#fff;border-left:1px solid #b9c0c8;border-right:1px solid #b9c0c8}
#header{height:110px;background:#0b4a8b;color:#fff;position:relative}
#logo{position:absolute;left:20px;top:22px;font:bold 38px 'Times New Roman',serif;color:#fff}
#logo small{display:block;font:normal 12px Arial,sans-serif;color:#cfe0f2}
#fecha{position:absolute;right:20px;top:16px;font-size:11px;color:#cfe0f2}
#topmenu{background:#e3e9f0;border-bottom:3px solid #c8102e;padding:0 10px}
#topmenu ul.menu{margin:0;padding:0;list-style:none}
#topmenu ul.menu li{display:inline}
#topmenu ul.menu li a{display:inline-block;padding:8px 10px;font-weight:bold;color:#0b4a8b}
#left{float:left;width:180px;padding:10px}
#main{float:left;width:540px;padding:10px}
#right{float:right;width:200px;padding:10px}
.moduletable{margin:0 0 14px;border:1px solid #d3d9e0}
.moduletable h3{margin:0;background:#0b4a8b;color:#fff;font-size:12px;padding:5px 8px;text-transform:uppercase}
.moduletable ul{margin:6px 8px;padding:0 0 0 12px}
table.ultima{width:100%;border-collapse:collapse}
table.ultima td{padding:4px 6px;border-bottom:1px solid #eceff3;vertical-align:top}
table.ultima td.hora{color:#c8102e;font-weight:bold;width:38px}
.jev_evdt{font-weight:bold;color:#555;padding:4px 8px 0}
.jev_evt{padding:0 8px}
.jev_loc{padding:0 8px 4px;color:#777;font-size:11px;border-bottom:1px dotted #ccc}
.breadcrumbs{font-size:11px;color:#666;margin:0 0 8px}
td.contentheading{font:bold 22px Georgia,serif;color:#111;padding:4px 0}
td.buttonheading{text-align:right;vertical-align:top}
.small{font-size:11px;color:#666}
.createdate{font-size:11px;color:#666;padding:0 0 8px}
.modifydate{font-size:11px;color:#999;padding-top:10px}
.contentpaneopen{width:100%}
.article-body p{font-size:13px;line-height:1.55}
.faq{background:#f3f6fa;border:1px solid #d3d9e0;padding:8px 12px;margin:12px 0}
.faq h4{margin:4px 0 8px;color:#c8102e;text-transform:uppercase;font-size:13px}
.faq dt{font-weight:bold;margin:8px 0 2px}
.faq dd{margin:0 0 6px;line-height:1.5}
.pagenav{font-size:11px}
.banner{margin:0 0 14px;text-align:center;color:#999;font-size:10px;background:#f4f4f4;height:250px;line-height:250px}
#footer{clear:both;background:#0b4a8b;color:#cfe0f2;padding:12px 20px;font-size:11px}
#footer a{color:#fff}
"""
    wl = "".join(
        f'<tr><td class="hora">{h}</td><td><a href="/index.php?option=com_content&amp;view=article&amp;id={9410 - n}&amp;Itemid=2">{esc(t)}</a></td></tr>'
        for n, (h, t) in enumerate(wire)
    )
    ev = "".join(
        f'<div class="jev_evdt">{esc(d)} · {h}</div><div class="jev_evt"><a href="/index.php?option=com_jevents&amp;task=icalrepeat.detail&amp;evid={230 + n}">{esc(t)}</a></div><div class="jev_loc">{esc(loc)}</div>'
        for n, (d, h, t, loc) in enumerate(events)
    )
    fq = "".join(f"<dt>{esc(q)}</dt><dd>{esc(a)}</dd>" for q, a in faq)
    menu = "".join(
        f'<li class="item{n}"><a href="/index.php?option=com_content&amp;view=category&amp;id={n}"><span>{s}</span></a></li>'
        for n, s in enumerate(
            [
                "Portada",
                "Valdemora",
                "Comarca",
                "Región",
                "Deportes",
                "Cultura",
                "Agenda",
                "Opinión",
                "Hemeroteca",
            ]
        )
    )
    body = f"""<div id="wrapper">
<div id="header"><div id="logo">El Heraldo de Valdemora<small>Diario digital de la comarca del Alto Tajuña</small></div><div id="fecha">Jueves, 15 de Octubre de 2009 · Valdemora 17 °C</div></div>
<div id="topmenu"><ul class="menu">{menu}</ul></div>
<div id="left">
<div class="moduletable"><h3>Secciones</h3><ul class="menu"><li><a href="/valdemora">Valdemora</a></li><li><a href="/comarca">Comarca</a></li><li><a href="/sucesos">Sucesos</a></li><li><a href="/economia">Economía</a></li><li><a href="/campo">Campo</a></li><li><a href="/deportes">Deportes</a></li><li><a href="/esquelas">Esquelas</a></li></ul></div>
<div class="moduletable"><h3>Lo más leído</h3>{ul(["La nueva tarifa del agua subirá el recibo un 12,7%", "Cierra la fábrica de harinas de Villaseca tras 80 años", "El CD Valdemora ficha al delantero Rubén Olmedo", "Fiestas del Pilar: programa completo", "Accidente en la N-320 a la altura de Fuentelsaz"], "mostread", "/index.php/")}</div>
<div class="moduletable"><h3>Acceso</h3><form action="/index.php" method="post" id="form-login"><p>Usuario<br /><input type="text" name="username" size="14" /></p><p>Contraseña<br /><input type="password" name="passwd" size="14" /></p><p><input type="submit" value="Iniciar sesión" /></p><p><a href="/index.php?option=com_user&amp;view=register">Crear una cuenta</a></p></form></div>
</div>
<div id="main">
<span class="breadcrumbs pathway"><a href="/" class="pathway">Portada</a> <img src="/_avatar/arrow.svg" alt="" width="8" height="8" /> <a href="/valdemora" class="pathway">Valdemora</a> <img src="/_avatar/arrow.svg" alt="" width="8" height="8" /> La nueva tarifa del agua subirá el recibo un 12,7%</span>
<table class="contentpaneopen"><tr><td class="contentheading" width="100%">La nueva tarifa del agua subirá el recibo un 12,7% a partir de enero</td>
<td align="right" width="100%" class="buttonheading"><a href="/index.php?view=article&amp;id=9402&amp;format=pdf" title="PDF"><img src="/_avatar/pdf_button.svg" alt="PDF" width="16" height="16" /></a> <a href="/index.php?view=article&amp;id=9402&amp;tmpl=component&amp;print=1" title="Imprimir"><img src="/_avatar/printButton.svg" alt="Imprimir" width="16" height="16" /></a> <a href="/index.php?option=com_mailto&amp;tmpl=component" title="E-mail"><img src="/_avatar/emailButton.svg" alt="E-mail" width="16" height="16" /></a></td></tr></table>
<table class="contentpaneopen">
<tr><td width="70%" align="left" valign="top" colspan="2"><span class="small">Escrito por Pilar Sanz Redondo</span>&nbsp;&nbsp;</td></tr>
<tr><td valign="top" colspan="2" class="createdate">Jueves, 15 de Octubre de 2009 10:32</td></tr>
<tr><td valign="top" colspan="2" class="article-body">
<p><img src="/_avatar/pleno-agua.svg" width="220" height="150" alt="Pleno" style="float:right;margin:0 0 8px 10px" /><strong>El pleno aprobó anoche, con los votos del equipo de gobierno y la abstención de la oposición, la revisión de las ordenanzas fiscales para 2010. La tasa del agua es la que más sube.</strong></p>
<p>Los vecinos de Valdemora pagarán más por el agua a partir del próximo mes de enero. El pleno municipal aprobó en la noche del miércoles una subida media del 12,7% en la tarifa de abastecimiento, la primera desde 2003, junto con la actualización del resto de tasas conforme al IPC.</p>
<p>El concejal de Hacienda, Tomás Illana, defendió que el servicio «no puede seguir perdiendo dinero» y recordó que la red de la zona vieja tiene más de cincuenta años. La portavoz de la oposición, Amparo Gil, se abstuvo porque, dijo, «la subida es necesaria, pero llega en el peor momento para muchas familias».</p>
<p>Las ordenanzas quedan ahora expuestas al público durante treinta días hábiles, en los que los vecinos pueden presentar alegaciones.</p>
<div class="faq"><h4>Preguntas frecuentes</h4><dl>{fq}</dl></div>
<p>El Ayuntamiento atenderá dudas sobre la nueva tarifa en la oficina de Aguas de Valdemora, en la calle Real, 14, de lunes a viernes de 9 a 14 horas.</p>
</td></tr>
<tr><td colspan="2" align="left" class="modifydate">Última actualización el Jueves, 15 de Octubre de 2009 12:05</td></tr>
</table>
<span class="article_separator">&nbsp;</span>
<table align="center" class="pagenav"><tr><th class="pagenav_prev"><a href="/valdemora/9401-fiestas-del-pilar">&lt; Anterior</a></th><td width="50">&nbsp;</td><th class="pagenav_next"><a href="/valdemora/9403-cierra-la-fabrica">Siguiente &gt;</a></th></tr></table>
</div>
<div id="right">
<div class="banner">PUBLICIDAD</div>
<div class="moduletable"><h3>Última hora</h3><table class="ultima">{wl}</table></div>
<div class="moduletable"><h3>Próximos eventos</h3>{ev}<p style="padding:4px 8px"><a href="/agenda">Ver toda la agenda</a></p></div>
<div class="moduletable"><h3>El tiempo</h3><p style="padding:4px 8px">Hoy: 19° / 7°, cielos despejados.<br />Mañana: 16° / 5°, viento del norte.</p></div>
</div>
<div id="footer">© 2009 El Heraldo de Valdemora · Ediciones del Alto Tajuña S.L. · <a href="/aviso-legal">Aviso legal</a> · <a href="/publicidad">Publicidad</a> · Desarrollado con <a href="http://www.joomla.org">Joomla!</a></div>
</div>"""
    html = page(
        "La nueva tarifa del agua subirá el recibo un 12,7% a partir de enero",
        "El Heraldo de Valdemora",
        "es-es",
        css,
        body,
        sep=" - ",
        generator="Joomla! 1.5 - Open Source Content Management",
        head='<meta name="keywords" content="Valdemora, agua, tarifa, pleno, ordenanzas" />\n<link href="/index.php?format=feed&amp;type=rss" rel="alternate" type="application/rss+xml" title="RSS 2.0" />\n',
    )
    return make(
        "el-plain-es-joomla-agua",
        "lookalike",
        "es",
        html,
        [],
        path="/valdemora/9402-nueva-tarifa-agua-recibo",
        container="-",
        heading=None,
        description="A Spanish regional news portal on Joomla 1.5, October 2009: the article in 'contentpaneopen' tables ('Escrito por', date, PDF/print/e-mail icons, 'Última actualización') with a 'Preguntas frecuentes' block of 4 questions and answers in the body; modules: most read, a login form, 'Última hora' (6 timed wire headlines), 'Próximos eventos' (5 events with date, time and place), weather, an advert; no reader comment.",
        lookalikes=(
            "'Preguntas frecuentes': 4 questions and answers in the article",
            "'Última hora': 6 timed headlines",
            "'Próximos eventos': 5 events with date, time, place",
        ),
    )


def plain2_el() -> list[Case]:
    return [fr_typepad(), es_joomla()]
