"""Blind set CA: two discussions of 2008-2011 in the served HTML: a cycling club's Joomla 1.5 site whose comments
extension prints one table of numbered header and body rows, answers opening with a quote of their parent (es); a
journal on a journal-hosting site whose threaded comments are flat siblings nested only by an inline left margin, with
"(Anonymous)", "(Reply) (Parent) (Thread)" links and a deleted comment's placeholder (en). Every class name, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ca_common import (
    Bits,
    Case,
    Note,
    Piece,
    ad,
    case,
    counter,
    depth,
    draw,
    esc,
    links,
    recent_comments,
    seeds,
    talk,
    widget,
)


def es_joomla() -> Case:
    ns = talk("""
Paco Ruiz @ 12/04/2011 20:14 :: Enhorabuena a todos los que llegasteis arriba. Yo me quedé en el avituallamiento del kilómetro 40 con el cambio roto, a ver si el año que viene hay más suerte.
  Manolo (presidente) @ 12/04/2011 21:30 [quote=Yo me quedé en el avituallamiento del kilómetro 40 con el cambio roto] :: Paco, el próximo sábado hay taller en el local a las diez. Trae la bici y Julián te mira el cambio.
Lucía Garrido @ 13/04/2011 09:05 :: Las fotos del puerto son espectaculares. ¿Quién las hizo? Me gustaría una copia de la del grupo en la cima.
  Jesús M. @ 13/04/2011 10:47 [quote=¿Quién las hizo?] :: Las hice yo con la cámara de mi hija. Mándame un correo a través del formulario de contacto y te las paso en grande.
El Tato @ 13/04/2011 18:22 :: 112 kilómetros y 1.900 metros de desnivel. Para ser la primera salida larga de la temporada no está nada mal. ¡Viva la Cadena!
Rosa @ 14/04/2011 08:10 :: ¿Se sabe ya la fecha de la marcha a la sierra de mayo? Mi marido quiere apuntarse y no es socio.
  Manolo (presidente) @ 14/04/2011 12:55 [quote=Mi marido quiere apuntarse y no es socio] :: Será el 15 de mayo. Los no socios pueden venir pagando el seguro de un día, cinco euros. Lo publicaremos esta semana en el calendario.
""")
    order = list(range(len(ns)))  # the extension lists every comment by time, answers among them
    rows_html = []
    for num, i in enumerate(order, 1):
        n = ns[i]
        quote = ""
        if n.parent is not None:
            quote = (
                f'<div class="quote"><span class="quote-title">Cita de {esc(ns[n.parent].who)}:</span>'
                f'<div class="quote-body">{esc(n.tag("quote"))}</div></div>'
            )
        rows_html.append(
            f'<tr class="sectiontableentry{1 + num % 2}"><td class="cm-num" width="30" valign="top"><a name="comment-{400 + num}" href="#comment-{400 + num}">#{num}</a></td>'
            f'<td class="cm-head"><img src="/_avatar/jc-{i}.svg" width="32" height="32" alt="" align="left" /> <b>{esc(n.who)}</b> '
            f'<span class="cm-date">{esc(n.at)}</span></td></tr>'
            f'<tr class="sectiontableentry{1 + num % 2}"><td>&nbsp;</td><td class="cm-text">{quote}{esc(n.body)}'
            '<div class="cm-links"><a href="#addcomment" onclick="return false">Citar</a> | <a href="#addcomment" onclick="return false">Responder</a> | <a href="/index.php?option=com_ccomment&amp;task=report">Denunciar</a></div></td></tr>'
        )
    after = (
        '<div id="cm-block"><div class="componentheading">Comentarios (7)</div>'
        '<a href="/index.php?option=com_ccomment&amp;task=rss&amp;id=118" class="cm-rss"><img src="/_avatar/rss.svg" alt="RSS" /> Suscribirse a los comentarios</a>'
        '<table class="cm-list" width="100%" cellpadding="4" cellspacing="0" border="0">'
        + "".join(rows_html)
        + "</table>"
        '<a name="addcomment"></a><div class="cm-form"><b>Escribir comentario</b><form method="post" action="/index.php"><table>'
        '<tr><td>Nombre:</td><td><input type="text" name="name" class="inputbox" /></td></tr><tr><td>Email:</td><td><input type="text" name="email" class="inputbox" /></td></tr>'
        '<tr><td>Comentario:</td><td><textarea name="comment" rows="6" cols="40" class="inputbox"></textarea></td></tr>'
        '<tr><td><img src="/_avatar/captcha-7fk2.svg" width="120" height="40" alt="captcha" /></td><td>Escriba el código de la imagen: <input type="text" name="security_try" size="8" /></td></tr>'
        '<tr><td></td><td><input type="submit" class="button" value="Enviar" /></td></tr></table></form></div>'
        '<div class="cm-powered" style="font-size:9px;color:#999">Powered by CComment 2.3 · Copyright (C) 2006-2011</div></div>'
    )
    side = (
        widget(
            "es-penya",
            "Próximas salidas",
            "<ul><li><b>Sáb 16/04</b> Ruta del embalse (75 km)</li><li><b>Dom 24/04</b> Subida al Collado Blanco</li><li><b>Dom 15/05</b> Marcha a la sierra</li></ul>",
        )
        + widget(
            "es-penya",
            "Últimos comentarios",
            recent_comments(
                """
Julián | Taller de mecánica básica | El sábado traigo las llaves nuevas.
Carmen | Cena de fin de temporada 2010 | ¡Qué buena estaba la paella!
""",
                "en",
                "latestcomments",
            ),
            "latest",
        )
        + widget(
            "es-penya",
            "Encuesta",
            '<form><b>¿Qué ruta prefieres para la marcha de mayo?</b><br /><input type="radio" name="v" /> La sierra<br /><input type="radio" name="v" /> El embalse<br /><input type="radio" name="v" /> Los pinares<br />'
            '<input type="submit" value="Votar" class="button" /> <a href="/index.php?option=com_poll">Resultados</a></form>',
            "poll",
        )
        + widget(
            "es-penya", "Patrocinadores", ad("Bicicletas Hermanos Ortega · Talleres Villarrubia", 170, 120)
        )
        + widget("es-penya", "Visitas", counter("Visitantes desde 2007", 48213))
    )
    piece = Piece(
        "Crónica de la primera salida larga: 112 km al puerto de la Cadena",
        "Escrito por Manolo",
        "2011-04-11T22:05:00+02:00",
        "Lunes, 11 de Abril de 2011 22:05",
        "Última actualización el Martes, 12 de Abril de 2011 08:30",
        """
El domingo salimos veintitrés socios desde la plaza a las ocho en punto, con fresco pero sin viento. Era la primera salida larga de la temporada y el objetivo era subir el puerto de la Cadena por la vertiente norte.

Hasta el kilómetro 40 rodamos en grupo a buen ritmo. En el avituallamiento se quedó Paco con el cambio roto, y el resto empezamos la subida en grupetas. Diecinueve llegamos a la cima, los últimos con la lengua fuera pero contentos.

Gracias a Jesús por las fotos y a la furgoneta de apoyo de Ortega. La próxima salida será el sábado por el embalse.
""",
        category="Noticias",
    )
    style = (
        ".componentheading{font:bold 15px 'Trebuchet MS';color:#8c2a12;border-bottom:1px solid #d9cdb6;margin-top:14px}.cm-list td{font-size:11px}.sectiontableentry1 td{background:#faf7f0}"
        ".cm-num a{font-weight:bold;color:#8c2a12}.cm-date{color:#999}.quote{background:#f2ece0;border:1px dashed #c9b99a;padding:3px 6px;margin:2px 0 6px}.quote-title{font-weight:bold;font-size:10px}"
        ".cm-links{font-size:10px;text-align:right}"
    )
    return case(
        "ca-es-joomla-cita",
        "discussion",
        "es-penya",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/index.php/noticias/118-cronica-primera-salida-larga",
        reveal="on_load",
        container="div#cm-block: div.componentheading 'Comentarios (7)', table.cm-list with two rows a comment (td.cm-num '#n' and td.cm-head with the name and date; td.cm-text with the text, answers opening with div.quote 'Cita de NAME:' and its words)",
        heading="Comentarios (7)",
        description="A Spanish cycling club's Joomla 1.5 site, 2011: a ride report with 7 members' comments as a comments extension printed them, one table of two rows a comment (a '#n' and the name and date, then the text), listed by time; three answers open with a dashed box quoting part of their parent's text ('Cita de NAME:'), which gives the parent; the club's president answering twice; an image captcha form; upcoming rides, latest comments of other articles, a poll, sponsors and a visitor counter. Most awkward: a comment is two table rows, and the answers hold words of their parent.",
        static=True,
        lookalikes=("latest comments of other articles", "upcoming rides"),
    )


def en_livejournal() -> Case:
    ns = talk("""
steamfan_bob @ 2009-03-02 08:14 pm (UTC) :: Great photo of the old signal box! My grandad was a porter at Dunmere Halt until 1961. He used to say the last train on a Saturday night was always full of farmers who had missed the bus.
  dunmere_days @ 2009-03-02 08:40 pm (UTC) [owner] :: Oh, I'd love to hear more about him. Do you have any photos from his time there?
    steamfan_bob @ 2009-03-02 09:02 pm (UTC) :: Only one, of him with the station cat. I'll scan it at the weekend and send it over.
      dunmere_days @ 2009-03-02 09:15 pm (UTC) [owner] :: A station cat! That settles it, it's going in the next entry.
(Anonymous) @ 2009-03-03 07:31 am (UTC) :: Wasn't the track lifted in 1967, not 1966? I remember the demolition train going past our school.
  dunmere_days @ 2009-03-03 12:05 pm (UTC) [owner] :: You might be right. The closure was 1966 but the lifting went on well into the next year. I'll correct it.
  railway_margaret @ 2009-03-03 01:20 pm (UTC) :: The lifting started in October 1966 and finished the following March, according to the county record office. So you're both right!
mossy_pete @ 2009-03-03 10:48 pm (UTC) :: Walked the trackbed last summer. You can still find the platform edge under the brambles if you know where to look.
  kettle_lady @ 2009-03-04 06:02 pm (UTC) :: Is it on a public footpath? I'd like to take the children.
    mossy_pete @ 2009-03-04 09:36 pm (UTC) :: Yes, the section from the road bridge to the halt is a permissive path now. Wear boots, it's muddy.
tinplate_ted @ 2009-03-05 11:11 am (UTC) :: Friended you. More of these please, there's hardly anything online about the branch.
  dunmere_days @ 2009-03-05 05:40 pm (UTC) [owner] :: Thank you and welcome! Next up: the 1953 timetable.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 88213 + 254 * i
        who = (
            "(Anonymous)"
            if n.who == "(Anonymous)"
            else f'<span class="ljuser" lj:user="{esc(n.who)}"><a href="/users/{esc(n.who)}/profile"><img src="/_avatar/userinfo.svg" alt="[info]" width="17" height="17" /></a><a href="/users/{esc(n.who)}/"><b>{esc(n.who)}</b></a></span>'
        )
        pic = (
            ""
            if n.who == "(Anonymous)"
            else f'<img src="/_avatar/up-{esc(n.who)}.svg" width="60" height="60" alt="" />'
        )
        parent_link = f' (<a href="#t{88213 + 254 * n.parent}">Parent</a>)' if n.parent is not None else ""
        html = (
            f'<a name="t{cid}"></a><div id="ljcmt{cid}" style="margin-left: {depth(ns, i) * 25}px; margin-top: 5px">'
            '<table cellpadding="2" cellspacing="0" width="100%" class="talk-comment"><tr valign="top">'
            f'<td width="65">{pic}</td><td><table class="talk-head"><tr><td>{who}</td></tr>'
            f'<tr><td><font size="-1">{esc(n.at)}</font></td></tr></table>'
            f'<div class="talk-text">{esc(n.body)}</div>'
            f'<p style="margin: 0.7em 0 0.2em 0"><font size="-2">(<a href="/{cid}.html?replyto={cid}">Reply</a>){parent_link} (<a href="/{cid}.html?thread={cid}#t{cid}">Thread</a>)</font></p>'
            "</td></tr></table></div>"
        )
        return html + sub

    thread = draw(ns, item, lambda s, _p: s)
    deleted = (
        '<a name="t91000"></a><div id="ljcmt91000" style="margin-left: 0px; margin-top: 5px">'
        '<table cellpadding="2" cellspacing="0" width="100%"><tr><td>(Deleted comment)</td></tr></table></div>'
    )
    after = (
        '<div id="Comments"><div class="talk-info" style="margin:10px 0;font-size:12px"><b>12 comments</b> | '
        '<a href="/1723.html?mode=reply">Leave a comment</a> | <a href="/1723.html?view=flat">Flat</a> | <a href="/1723.html?view=tree">Tree</a></div>'
        + thread
        + deleted
        + '<div style="margin:10px 0;font-size:12px"><a href="/1723.html?mode=reply">Leave a comment</a></div></div>'
    )
    side = (
        widget(
            "en-railway",
            "Profile",
            '<p><b>dunmere_days</b><br />Name: Alan<br />Location: Cornwall, United Kingdom<br />Interests: 48</p><a href="/profile">View profile</a>',
        )
        + widget(
            "en-railway",
            "Links",
            links(
                ("Branch Line Society", "Old Station Photos", "Signal Box Memories", "Disused Stations"),
                "/out/",
            ),
        )
        + widget(
            "en-railway",
            "Tags",
            links(
                ("dunmere halt", "signal boxes", "timetables", "trackbed walks", "family"),
                "/tag/",
                counts=("(14)", "(6)", "(4)", "(9)", "(3)"),
            ),
        )
        + widget(
            "en-railway",
            "Calendar",
            '<table class="cal" cellpadding="1" style="font-size:10px"><tr><th colspan="7">March 2009</th></tr><tr><td></td><td></td><td></td><td></td><td></td><td></td><td>1</td></tr>'
            '<tr><td><a href="/2009/03/02/">2</a></td><td>3</td><td>4</td><td>5</td><td>6</td><td>7</td><td>8</td></tr></table>',
        )
        + widget(
            "en-railway",
            "Page Summary",
            links(("Dunmere Halt, 1962", "Signal box photos at last"), "/2009/03/"),
        )
    )
    piece = Piece(
        "Dunmere Halt, 1962",
        "dunmere_days",
        "2009-03-02T19:40:00Z",
        "Mar. 2nd, 2009",
        "07:40 pm",
        """
Finally got the scanner working. Here is the photo my father took from the footbridge at Dunmere Halt in the summer of 1962: the signal box, the little wooden shelter and the 2.15 to Bodmin waiting in the platform.

The halt closed with the rest of the branch in January 1966. Within a year the track was gone and the signal box was pulled down. The shelter survived as a henhouse on a farm up the valley until the 1980s.

If anyone has photos or memories of the branch, I'd love to hear them. I'm trying to put together a timeline of the line's last years.
""",
        tags=("dunmere halt", "signal boxes"),
    )
    style = ".talk-comment{border-top:1px solid #d4dbe4}.talk-head td{padding:0;font-size:11px}.talk-text{margin-top:4px}"
    return case(
        "ca-en-livejournal-margins",
        "discussion",
        "en-railway",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/1723.html",
        reveal="on_load",
        container="div#Comments: 'a name' anchors and div#ljcmtN siblings, each a table (userpic, the name with its info icon, the time, div.talk-text, '(Reply) (Parent) (Thread)'), nested only by style='margin-left: Npx' (four levels); a '(Deleted comment)' entry at the end",
        heading=None,
        description="An English journal on a journal-hosting site, 2009: an entry about a closed branch line's halt with 12 comments in the site's threaded view, every comment a sibling div nested only by an inline left margin (25 px a level, four levels), usernames with an info icon, one '(Anonymous)', the journal's owner answering four times, '(Reply) (Parent) (Thread)' links, and a '(Deleted comment)' placeholder (not a comment); the profile, links, tags with counts, a calendar and the page summary. Most awkward: the nesting is only in the style attribute, and there is no heading, only '12 comments | Leave a comment'.",
        static=True,
    )


def threads2_ca() -> list[Case]:
    return [es_joomla(), en_livejournal()]
