"""Blind set AS: seven hand-built discussions (readers' comments on this article) in the served HTML, as blogs and news
sites printed them around 2008-2014: a gardening blog's threaded "NAME says:" list with depth classes, a pingback
among the comments and one comment awaiting moderation (en); a hosted photo blog's definition list "NAME hat
gesagt…" with "@name" answers (de); a regional paper's comments one table each, "Posté par NAME le …" below the text
(fr); a town paper's 34 numbered comments over two comment pages of the same post (es); a flat list drawn as a thread
by indentation classes only (it); a chronicle blog's "NAME disse..." list (pt); a home-made CMS's definition list of
numbered reactions with "@name" answers (nl). Every class name, name, place and text invented for this set; each
comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_as_common import (
    C,
    Case,
    Parts,
    Story,
    depths,
    esc,
    make,
    page,
    paras,
    seeds,
    thread,
    tree,
)


def en_tomatoes() -> Case:
    cs = thread("""
Carol Whitby | May 13, 2012 at 8:14 pm | - | - | Mine split every single year and I always blamed the variety. Never occurred to me it was the watering. Off to buy a bucket.
Fern | May 13, 2012 at 8:40 pm | 0 | au | Ha, any old bucket will do, Carol! Even an ice cream tub with holes in it.
Dev | May 13, 2012 at 9:55 pm | - | - | Do you drill the holes in the side or the bottom? I tried something like this with a milk bottle and it emptied in ten minutes.
Fern | May 14, 2012 at 7:02 am | 2 | au | Bottom, and only two small ones, about the size of a knitting needle. It should take most of a day to drain.
Dev | May 14, 2012 at 12:31 pm | 3 | - | Two holes. Got it. Will report back in July.
Margaret (plot 23) | May 14, 2012 at 3:47 pm | - | - | On the allotment we sink a length of old drainpipe next to each plant and water down that. Same idea, no buckets blowing about in the wind.
Owen Price | May 15, 2012 at 9:20 am | 5 | - | That's clever Margaret. Does the pipe not fill up with slugs?
Margaret (plot 23) | May 15, 2012 at 6:05 pm | 6 | - | A bit of mesh over the top sorts that out.
Lily | May 16, 2012 at 11:11 pm | - | mod | First year growing anything at all. Is it too late to start tomatoes from seed now? // The garden centre only has huge plants left and they're expensive.
""")
    dep = depths(cs)

    def item(i: int, c: C, sub: str) -> str:
        author = ' <span class="sx-byauthor">(author)</span>' if c.has("au") else ""
        mod = '<p class="sx-wait"><em>Your comment is awaiting moderation.</em></p>' if c.has("mod") else ""
        li = (
            f'<li class="sx-c depth-{dep[i] + 1}{" sx-c-author" if c.has("au") else ""}" id="c-{2210 + i}">'
            f'<div class="sx-c-body"><div class="sx-c-who"><img class="sx-av" src="/_avatar/gl-{i}.svg" alt="" width="32" height="32" /> '
            f'<cite>{esc(c.name)}</cite>{author} <span class="sx-says">says:</span></div>'
            f'<div class="sx-c-when"><a href="#c-{2210 + i}">{esc(c.when)}</a></div>{mod}'
            f"{paras(c.text)}"
            f'<div class="sx-reply"><a href="?replytocom={2210 + i}#respond">Reply</a></div></div>'
            + (f'<ul class="sx-kids">{sub}</ul>' if sub else "")
            + "</li>"
        )
        if i == 2:  # a pingback between the threads, printed in the same list
            li += (
                '<li class="sx-ping" id="c-2230"><div class="sx-c-body"><p>Pingback: '
                '<a href="http://mud-and-marigolds.example.net/2012/05/tomato-time/">Mud and Marigolds » Tomato time '
                "again</a></p><p>[…] Fern over at Gutter Lane has a clever trick with a bucket that I'm going to "
                "try on the big plants this year […]</p></div></li>"
            )
        return li

    title = "Why my tomatoes split, and the bucket trick that saved the rest"
    block = (
        f'<div id="sx-comments"><h3 class="sx-ctitle">10 Responses to &#8220;{esc(title)}&#8221;</h3>'
        '<ol class="sx-talk">'
        + tree(cs, item, lambda s: s)
        + '</ol><div id="respond"><h3>Leave a Reply</h3><form action="/post-comment" method="post">'
        '<p><input type="text" name="author" size="22" /> <label>Name (required)</label></p>'
        '<p><input type="text" name="email" size="22" /> <label>Mail (will not be published) (required)</label></p>'
        '<p><input type="text" name="url" size="22" /> <label>Website</label></p>'
        '<p><textarea name="comment" cols="58" rows="8"></textarea></p><p><input type="submit" value="Submit Comment" /></p>'
        "</form></div></div>"
    )
    st = Story(
        title,
        "Posted by Fern",
        "2012-05-13T17:30:00+01:00",
        "May 13, 2012",
        """
Last summer half of my tomatoes split the week before they were ripe. I blamed the variety, then the weather, then the neighbour's cat, who had nothing to do with it.

The real reason is boring: I watered them in floods every few days, whenever I remembered. A tomato that has been dry and suddenly gets a bucket of water swells faster than its skin can stretch.

So this year every plant has an old bucket sunk next to it with two small holes in the bottom. I fill the bucket in the morning and it drips out slowly all day. So far not one split fruit, and the plants look happier than I have ever seen them.
""",
        section="Garden",
        related=(
            "The slug wars, week three",
            "Seed swap at the church hall",
            "A greenhouse made of old windows",
            "Rhubarb, again",
        ),
        filed="Filed under Garden, Allotment · Tagged tomatoes, watering",
    )
    return make(
        "as-en-blog-says",
        "discussion",
        "en-gutter",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2012/05/13/why-my-tomatoes-split/",
        container="div#sx-comments: h3 '10 Responses to “…”', ol.sx-talk > li.sx-c.depth-N (img avatar, cite name, '(author)' mark, 'says:', a permalink date 'May 13, 2012 at 8:14 pm', p text, 'Reply'); replies in ul.sx-kids inside the li, three levels; a li.sx-ping pingback between the threads; a comment 'awaiting moderation'; a reply form",
        heading="10 Responses to “Why my tomatoes split, and the bucket trick that saved the rest”",
        description="An English gardening blog of 2012: 9 readers' comments ('NAME says:'), replies three levels deep with depth classes, the blogger's answers marked '(author)', a pingback in the same list (not a comment), one comment awaiting moderation, a two-paragraph comment; the heading counts 10 with the pingback; heavy right sidebar.",
    )


def de_blogger_dl() -> Case:
    cs = thread("""
Silberkorn-Uwe | 14. Mai 2011 21:05 | - | - | Schönes Stück! Der Balgen sieht noch erstaunlich dicht aus. Hast du schon einen Probefilm durchgejagt?
Anonym | 14. Mai 2011 22:17 | - | - | Bei diesen Modellen klemmt fast immer der Verschluss bei 1/250. Einfach ein paar Mal auslösen, dann läuft er meistens wieder.
Jakob K. | 14. Mai 2011 22:40 | - | au | @Silberkorn-Uwe: Noch nicht, der Film liegt schon im Kühlschrank. Am Wochenende geht's los. // @Anonym: Danke für den Tipp, die 1/250 hängt tatsächlich.
Renate Fuhrmann | 15. Mai 2011 09:12 | - | - | Mein Vater hatte genau so eine, mit dem gleichen Lederriemen. Ich habe als Kind immer heimlich durch den Sucher geguckt. Danke für die Erinnerung.
Blende8 | 15. Mai 2011 11:48 | - | - | 6x9 auf Rollfilm 120, oder? Da bekommst du nur acht Bilder auf den Film, also gut überlegen :-)
Ole | 15. Mai 2011 18:30 | - | - | Ich würde die Linse vorsichtig mit etwas Isopropanol reinigen, der Schleier auf dem dritten Foto könnte Pilz sein.
Jakob K. | 15. Mai 2011 19:02 | - | au | @Ole: Pilz hoffentlich nicht! Ich schaue morgen mit der Taschenlampe nach.
Martina | 17. Mai 2011 07:55 | - | - | Wie viel hast du denn auf dem Flohmarkt bezahlt, wenn man fragen darf?
""")
    dl = "".join(
        f'<dt class="kl-autor{" kl-blogger" if c.has("au") else ""}" id="k{7730 + i}">'
        f'<img src="/_avatar/kl-{i}.svg" alt="" width="16" height="16" /> '
        + (f'<a href="/profil/{7730 + i}">{esc(c.name)}</a>' if c.name != "Anonym" else esc(c.name))
        + f' hat gesagt…</dt><dd class="kl-text"><p>{paras(c.text, sep="<br /><br />")}</p></dd>'
        f'<dd class="kl-fuss"><span class="kl-zeit"><a href="#k{7730 + i}" title="Link zum Kommentar">{esc(c.when)}</a></span> '
        '<a class="kl-weg" href="/kommentar-loeschen" title="Kommentar löschen">🗑</a></dd>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="kl-kommentare" id="kommentare"><h4>8 Kommentare:</h4>'
        f'<dl class="kl-liste">{dl}</dl><p class="kl-neu"><a href="/kommentar-schreiben">Kommentar veröffentlichen</a></p>'
        '<p class="kl-abo">Abonnieren: <a href="/feeds/kommentare.xml">Kommentare zum Post (Atom)</a></p></div>'
    )
    st = Story(
        "Ein Fund vom Flohmarkt: die Faltkamera aus dem Schuhkarton",
        "Eingestellt von Jakob K. um 19:40",
        "2011-05-14T19:40:00+02:00",
        "Samstag, 14. Mai 2011",
        """
Auf dem Flohmarkt an der Stadthalle lag sie zwischen alten Schallplatten und einem Karton voller Türklinken: eine Faltkamera für Rollfilm, schwarz lackiert, mit einem Lederriemen, der schon bessere Tage gesehen hat.

Der Balgen hat keine sichtbaren Löcher, der Verschluss läuft auf allen Zeiten außer der kürzesten. Die Linse hat einen leichten Schleier, den ich mir noch genauer ansehen muss.

Nächste Woche kommt ein Schwarzweißfilm hinein. Ich bin gespannt, was nach siebzig Jahren noch aus ihr herauskommt.
""",
        section="Kameras",
        related=("Entwickeln in der Badewanne", "Der beste Film für den Winter", "Fotopapier aus der DDR"),
        filed="Labels: Flohmarkt, Kameras, Mittelformat",
    )
    return make(
        "as-de-blog-hat-gesagt",
        "discussion",
        "de-kellerlicht",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2011/05/ein-fund-vom-flohmarkt.html",
        container="div#kommentare.kl-kommentare: h4 '8 Kommentare:', dl.kl-liste: dt.kl-autor (icon, name link, 'hat gesagt…'), dd.kl-text (paragraphs split by <br /><br />), dd.kl-fuss (permalink time '14. Mai 2011 21:05', delete icon); flat",
        heading="8 Kommentare:",
        description="A German hosted photo blog of 2011: 8 comments in a definition list, 'NAME hat gesagt…' above each, the time as a permalink below; one 'Anonym'; the blogger answers flat, addressing two readers by '@name' in one comment of two paragraphs.",
    )


def fr_tables() -> Case:
    cs = thread("""
bernard77 | 08/04/2010 à 11:42 | - | - | Enfin ! Sur le parking de la mairie on ne pouvait plus se garer le jeudi matin, c'était devenu impossible pour aller chez le médecin.
Claudine R. | 08/04/2010 à 12:15 | - | - | Et les commerçants de la rue Basse, on y a pensé ? Le marché leur amenait du monde devant les vitrines.
un habitant du Clos | 08/04/2010 à 14:03 | - | - | Place de la Halle il y a de l'ombre, ce sera bien plus agréable l'été. Bonne décision.
Martine et Guy | 08/04/2010 à 17:28 | - | - | Nous sommes maraîchers depuis vingt-deux ans sur ce marché. Le nouvel emplacement nous convient, à condition que l'accès pour les camions soit prévu avant six heures.
Lucien Fabre | 09/04/2010 à 08:10 | - | - | Réponse à Claudine : la rue Basse est à deux minutes à pied de la Halle, les gens continueront à passer.
Zoé | 09/04/2010 à 21:54 | - | - | Pourvu qu'ils gardent le fromager du Jura, c'est la seule raison pour laquelle je me lève le jeudi !
""")
    tables = "".join(
        f'<table class="rc-bloc" width="100%" cellspacing="0" cellpadding="4"><tr><td class="rc-txt">{paras(c.text, sep="<br /><br />")}</td></tr>'
        f'<tr><td class="rc-pied">Posté par <b>{esc(c.name)}</b> le {esc(c.when)} · <a href="/signaler?r={9140 + i}">Signaler un abus</a></td></tr></table>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="rc-zone"><h2 class="rc-titre">Réactions des internautes (6)</h2>'
        + tables
        + '<h3>Votre réaction</h3><form action="/reagir" method="post"><p>Pseudo : <input type="text" name="pseudo" /> '
        'E-mail : <input type="text" name="mel" /></p><p><textarea name="texte" rows="5" cols="60"></textarea></p>'
        '<p class="rc-charte">Les réactions sont publiées après modération, conformément à notre <a href="/charte">charte</a>.</p>'
        '<p><input type="submit" value="Envoyer" /></p></form></div>'
    )
    st = Story(
        "Le marché du jeudi déménage place de la Halle dès le mois de mai",
        "Par Sophie Maréchal",
        "2010-04-08T06:00:00+02:00",
        "Publié le 08/04/2010 à 06h00",
        """
C'est acté : à partir du jeudi 6 mai, le marché hebdomadaire quittera le parking de la mairie pour s'installer sous la place de la Halle, restaurée l'an dernier.

Le conseil municipal a voté le transfert mardi soir à l'unanimité. Les quarante-deux commerçants abonnés conserveront leur emplacement relatif, et les places de stationnement du parking seront rendues aux usagers de la mairie et du cabinet médical.

Les livraisons des commerçants se feront par la rue des Tanneurs, fermée à la circulation le jeudi de 5 heures à 14 heures.
""",
        section="Région",
        related=(
            "La piscine intercommunale rouvre ses portes",
            "Travaux sur la départementale 12",
            "Le collège Jean-Moulin fête ses cinquante ans",
        ),
        lead="Le conseil municipal a voté mardi le transfert du marché hebdomadaire sous la halle restaurée.",
        filed="Région · marché, commerce",
    )
    return make(
        "as-fr-tables-poste-par",
        "discussion",
        "fr-valdoise",
        st,
        Parts(after=block),
        seeds(cs),
        path="/region/2010/04/08/le-marche-du-jeudi-demenage.html",
        container="div.rc-zone: h2 'Réactions des internautes (6)', one table.rc-bloc per comment (td.rc-txt text, then td.rc-pied 'Posté par <b>NAME</b> le 08/04/2010 à 11:42 · Signaler un abus' below it); flat; a form 'Votre réaction'",
        heading="Réactions des internautes (6)",
        description="A French regional daily of 2010: 6 readers' reactions, each its own two-row table with the text first and 'Posté par NAME le … à …' under it; flat, one answer opening 'Réponse à Claudine :'; a moderation charter and form.",
    )


_ES_THREAD = """
Maribel C. | 4 junio, 2013 a las 09:12 | - | - | Dos años sin piscina con los veranos que tenemos aquí. Los niños se van a pasar julio en la calle.
Paco el del kiosco | 4 junio, 2013 a las 09:30 | 0 | - | Y los que no tenemos coche para ir a la de Villalba, ni te cuento.
Maribel C. | 4 junio, 2013 a las 09:41 | 1 | - | Exacto Paco. Que pongan al menos un autobús los sábados.
Ernesto Gil | 4 junio, 2013 a las 10:05 | - | - | La piscina tiene cuarenta años y el vaso pierde agua desde hace diez. Era reformarla o cerrarla para siempre.
Rocío | 4 junio, 2013 a las 10:22 | - | - | ¿Alguien sabe si el club de natación podrá entrenar en otro sitio? Mi hija compite en infantiles.
Javier Montes | 4 junio, 2013 a las 10:48 | 4 | - | Según dijo el concejal en el pleno, han pedido horas en el polideportivo de Villalba. Todavía no hay respuesta.
Rocío | 4 junio, 2013 a las 11:02 | 5 | - | Gracias Javier, estaré atenta.
anónimo | 4 junio, 2013 a las 11:15 | - | - | Dos años es lo que dicen ahora. Ya veremos cuántos son al final.
Luisa Berenguer | 4 junio, 2013 a las 11:40 | 7 | - | Eso mismo pensaba yo. El polideportivo iban a ser ocho meses y fueron casi tres años.
Tomás | 4 junio, 2013 a las 12:03 | - | - | Me parece bien que se invierta en algo que usamos todos en vez de en rotondas.
Amparo S. | 4 junio, 2013 a las 12:30 | - | - | Soy socorrista en la piscina desde hace seis veranos. Nadie nos ha dicho nada todavía de qué pasa con nuestros contratos.
Redacción | 4 junio, 2013 a las 13:10 | 10 | - | Amparo, hemos preguntado al Ayuntamiento y nos dicen que el personal de temporada se recolocará en las instalaciones deportivas. Actualizaremos la noticia en cuanto tengamos más datos.
Amparo S. | 4 junio, 2013 a las 13:25 | 11 | - | Muchas gracias, ojalá sea verdad.
Quique | 4 junio, 2013 a las 14:47 | - | - | ¿Y la cubierta? Si van a hacer obra, que la hagan climatizada y se pueda usar en invierno.
Ernesto Gil | 4 junio, 2013 a las 15:02 | 13 | - | Lo de cubrirla encarecía el proyecto casi al doble, lo explicaron en el pleno.
Quique | 4 junio, 2013 a las 15:20 | 14 | - | Pues una pena, para una vez que se hace algo.
Begoña | 4 junio, 2013 a las 16:33 | - | - | Mis padres van cada mañana a hacer aquagym. Para ellos es la única actividad del verano.
Dani R. | 4 junio, 2013 a las 17:58 | - | - | ¿Por qué no empiezan las obras en septiembre y nos dejan este último verano?
Javier Montes | 4 junio, 2013 a las 18:15 | 17 | - | Creo que es por la subvención de la Diputación, que hay que justificarla antes de fin de año.
Carmen Villa | 4 junio, 2013 a las 19:40 | - | - | Que no se olviden de los vestuarios, que dan pena. Y de una rampa para las sillas de ruedas.
Pepe Llorens | 4 junio, 2013 a las 20:12 | - | - | Lo de siempre, se gastan el dinero en fiestas y luego no hay para mantener lo que tenemos.
Tomás | 4 junio, 2013 a las 20:30 | 20 | - | Las fiestas las paga la comisión con lo que sacan de la barra, Pepe, no el Ayuntamiento.
Pepe Llorens | 4 junio, 2013 a las 21:05 | 21 | - | Pues mejor me lo pones.
Inés | 4 junio, 2013 a las 21:48 | - | - | Aprendí a nadar en esa piscina y mis hijos también. Que la dejen bonita, que se lo merece.
Salva | 5 junio, 2013 a las 08:15 | - | - | ¿Se sabe ya qué empresa la va a hacer?
Luisa Berenguer | 5 junio, 2013 a las 08:50 | 24 | - | Aún no, el concurso se abre en julio según el acta.
Nuria | 5 junio, 2013 a las 09:33 | - | - | En Villalba el abono de verano cuesta el doble para los que no están empadronados. Estaría bien que llegaran a un acuerdo entre los dos pueblos.
Maribel C. | 5 junio, 2013 a las 09:51 | 26 | - | Muy buena idea Nuria, habría que proponerlo en la próxima junta de vecinos.
Gabriel Ortiz | 5 junio, 2013 a las 11:20 | - | - | Los de la peña ciclista nos ofrecemos a organizar una ruta para recaudar algo de dinero para el club de natación mientras tanto.
Rocío | 5 junio, 2013 a las 11:45 | 28 | - | ¡Qué bien! Contad con nosotras.
vecina del barrio alto | 5 junio, 2013 a las 14:02 | - | - | Y mientras tanto, ¿qué hacemos con el solar de al lado? Lleva años lleno de hierbas.
Herminia | 5 junio, 2013 a las 17:36 | - | - | Yo voté a este alcalde y no me arrepiento. Alguien tenía que tomar la decisión.
Adrián | 5 junio, 2013 a las 22:10 | - | - | Ojalá pongan un tobogán, aunque sea pequeño.
Carmen Villa | 6 junio, 2013 a las 10:05 | 32 | - | Y sombra, Adrián, mucha sombra. Que el año pasado no había ni un árbol en el césped.
"""


def es_two_pages() -> Case:
    cs = thread(_ES_THREAD)
    split = 20  # comments 0-19 on the post's first comment page, 20-33 on the second
    assert cs[split].seed.parent is None
    path = "/local/piscina-municipal-cierre-reforma/"
    page2 = path + "comentarios/pagina-2/"

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="cm-n" id="cm-{15500 + i}"><div class="cm-cab"><span class="cm-num">#{i + 1}</span> '
            f'<img src="/_avatar/dc-{i}.svg" alt="" width="40" height="40" /> <strong class="cm-autor">{esc(c.name)}</strong> '
            f'<a class="cm-fecha" href="#cm-{15500 + i}">{esc(c.when)}</a></div><div class="cm-txt">{paras(c.text)}</div>'
            f'<a class="cm-resp" href="?responder={15500 + i}#formulario">Responder</a>'
            + (f'<ul class="cm-hijos">{sub}</ul>' if sub else "")
            + "</li>"
        )

    def comments_block(first: bool) -> str:
        tops = [i for i, c in enumerate(cs) if c.seed.parent is None and (i < split) == first]

        def sub_of(i: int) -> str:
            kids = [j for j, x in enumerate(cs) if x.seed.parent == i]
            return "".join(item(j, cs[j], sub_of(j)) for j in kids)

        body = "".join(item(i, cs[i], sub_of(i)) for i in tops)
        nav = (
            f'<div class="cm-pags"><a class="cm-sig" href="{page2}">Comentarios más recientes &raquo;</a></div>'
            if first
            else f'<div class="cm-pags"><a class="cm-ant" href="{path}">&laquo; Comentarios anteriores</a></div>'
        )
        return (
            f'<div id="comentarios"><h3 class="cm-titulo">34 comentarios en &#8220;{esc(title)}&#8221;</h3>{nav}'
            f'<ol class="cm-lista">{body}</ol>{nav}'
            '<div id="formulario"><h3>Deja un comentario</h3><form action="/enviar-comentario" method="post">'
            '<p><input name="autor" /> Nombre (obligatorio)</p><p><input name="correo" /> Correo (no se publicará) (obligatorio)</p>'
            '<p><input name="web" /> Web</p><p><textarea name="comentario" rows="6" cols="58"></textarea></p>'
            '<p><input type="submit" value="Publicar comentario" /></p></form></div></div>'
        )

    title = "El pleno aprueba cerrar la piscina municipal dos años para reformarla"
    st = Story(
        title,
        "Redacción",
        "2013-06-04T08:30:00+02:00",
        "4 junio, 2013",
        """
El pleno del Ayuntamiento de Las Cuestas aprobó anoche, con los votos del equipo de gobierno y la abstención de la oposición, el proyecto de reforma integral de la piscina municipal, que permanecerá cerrada las temporadas de 2014 y 2015.

La instalación, inaugurada en 1973, pierde agua por varias grietas del vaso principal y sus vestuarios no cumplen la normativa de accesibilidad. El presupuesto de la obra asciende a 1,2 millones de euros, de los que la Diputación aporta la mitad.

El concejal de Deportes explicó que se estudia un acuerdo con el Ayuntamiento de Villalba para que los vecinos puedan usar su piscina durante las obras. El concurso para adjudicar los trabajos se abrirá en julio.
""",
        section="Local",
        related=(
            "Las fiestas de agosto tendrán un día sin petardos",
            "Nuevo horario del centro de salud",
            "El colegio San Roque amplía el comedor",
            "Cortes de tráfico por el asfaltado de la avenida",
        ),
        filed="Publicado en Local · Etiquetas: piscina, pleno, obras",
    )
    html2 = page("es-cuestas", st, Parts(after=comments_block(False)))
    return make(
        "as-es-two-comment-pages",
        "discussion",
        "es-cuestas",
        st,
        Parts(after=comments_block(True)),
        seeds(cs),
        path=path,
        container="div#comentarios: h3 '34 comentarios en “…”', 'Comentarios más recientes »' link to the post's second comment page (…/comentarios/pagina-2/, the same article with comments #21-#34 and '« Comentarios anteriores'), ol.cm-lista > li.cm-n ('#n', avatar, strong.cm-autor, a.cm-fecha '4 junio, 2013 a las 09:12', div.cm-txt, 'Responder'); replies in ul.cm-hijos, three levels",
        heading="34 comentarios en “El pleno aprueba cerrar la piscina municipal dos años para reformarla”",
        description="A Spanish town paper of 2013 on a blog engine: 34 numbered comments over two comment pages of the same post (20 on the article's page, 14 on its second comment page, a thread never split between pages), replies three levels deep, the newsroom's answer; all 34 in the truth.",
        files={page2: html2},
        check_steps=("snap", f"goto:{page2}"),
    )


def it_indent_classes() -> Case:
    cs = thread("""
Giorgio B. | 2 marzo 2012 alle 18:20 | - | - | Ci voleva. In via Roma alle otto di mattina non si passa, tra il bus della scuola e i furgoni che scaricano.
Anna Pellegrini | 2 marzo 2012 alle 18:45 | 0 | - | D'accordo sul traffico, ma così tutte le macchine finiranno in via dei Mille, che è ancora più stretta.
Giorgio B. | 2 marzo 2012 alle 19:02 | 1 | - | Via dei Mille ha il divieto per i mezzi pesanti, almeno quelli spariranno.
Sandro | 2 marzo 2012 alle 20:10 | - | - | E i residenti di via Roma come faranno a uscire dal garage verso la statale? Dovranno fare tutto il giro del paese.
Redazione | 2 marzo 2012 alle 21:30 | 3 | staff | Sandro, il Comune ci conferma che per i residenti ci sarà un permesso per percorrere il tratto finale in senso contrario fino al parcheggio del mercato.
Sandro | 2 marzo 2012 alle 21:48 | 4 | - | Grazie per la risposta, mi sembra ragionevole.
Lucia dalla Valle | 3 marzo 2012 alle 08:12 | - | - | Speriamo mettano anche le strisce davanti alla farmacia, lì attraversare è un terno al lotto.
pensionato73 | 3 marzo 2012 alle 09:40 | - | - | Sperimentazione di tre mesi, dicono. Poi resterà così per sempre, come tutte le cose provvisorie in Italia.
Marco Ferri | 3 marzo 2012 alle 10:15 | 7 | - | Non per forza. Il senso unico in piazza del Duomo l'hanno tolto dopo due mesi perché non funzionava.
Tiziana | 3 marzo 2012 alle 12:55 | - | - | I negozianti di via Roma sono stati sentiti? Mia sorella ha la merceria lì e non ne sapeva niente fino a ieri.
""")
    dep = depths(cs)
    divs = "".join(
        f'<div class="parere livello-{dep[i] + 1}{" parere-staff" if c.has("staff") else ""}" id="p{620 + i}">'
        f'<div class="parere-testa">Scritto da <span class="parere-nome">{esc(c.name)}</span> | '
        f'<span class="parere-data">{esc(c.when)}</span></div>{paras(c.text, cls="parere-testo")}'
        f'<div class="parere-azioni"><a href="?rispondi={620 + i}#scrivi">Rispondi</a></div></div>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="pareri"><h3>La vostra opinione (10)</h3>'
        + divs
        + '<div id="scrivi"><h4>Scrivi il tuo commento</h4><form action="/invia" method="post"><p>Nome <input name="n" /> '
        'Email <input name="e" /></p><p><textarea name="t" rows="5" cols="60"></textarea></p><p><input type="submit" value="Invia" /></p></form></div></div>'
    )
    css = ".parere{border-bottom:1px solid #eee;padding:6px 0}.livello-2{margin-left:36px}.livello-3{margin-left:72px}.parere-staff{background:#fff7e0}"
    st = Story(
        "Viabilità, da lunedì senso unico in via Roma: ecco i percorsi alternativi",
        "di Paola Gervasi",
        "2012-03-02T12:00:00+01:00",
        "venerdì 2 marzo 2012",
        """
Da lunedì 5 marzo via Roma diventerà a senso unico in direzione del centro, dalla rotonda della statale fino a piazza Garibaldi. La sperimentazione durerà tre mesi.

Chi esce dal centro verso la statale dovrà percorrere via dei Mille e via Manzoni. Il Comune installerà nuovi cartelli e, nelle prime due settimane, vigili urbani agli incroci principali.

L'obiettivo, spiega l'assessore alla viabilità, è ridurre le code del mattino davanti alla scuola elementare e rendere più sicuro il passaggio dei pedoni.
""",
        section="Cronaca",
        related=(
            "Consiglio comunale, approvato il bilancio",
            "Sagra della castagna: il programma",
            "Nuovi orari per la biblioteca civica",
        ),
        lead="Sperimentazione di tre mesi. Per i residenti un permesso speciale.",
        filed="Cronaca · viabilità, via Roma",
    )
    return make(
        "as-it-indent-classes",
        "discussion",
        "it-borgofranco",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/cronaca/2012/03/02/senso-unico-via-roma.html",
        container="div.pareri: h3 'La vostra opinione (10)', a flat run of div.parere.livello-N ('Scritto da NAME | 2 marzo 2012 alle 18:20' above, p.parere-testo, 'Rispondi'); the thread drawn only by the classes livello-1/2/3 (margins), three levels; a form",
        heading="La vostra opinione (10)",
        description="An Italian town paper of 2012: 10 comments in one flat run of divs whose replies are shown only by indentation classes (livello-2, livello-3), 'Scritto da NAME | date' above the text; the newsroom answers a reader.",
    )


def pt_disse() -> Case:
    cs = thread("""
Zezé | 21 de outubro de 2009 22:14 | - | - | Lurdes, que crônica linda! Fiquei imaginando a dona Alzira com a agulha no colo e o ônibus sacolejando.
Anônimo | 22 de outubro de 2009 08:03 | - | - | Eu pego o 47 todo dia e acho que conheço essa senhora! Ela desce na praça do Cruzeiro, não é?
Lurdes | 22 de outubro de 2009 09:30 | - | au | Zezé, obrigada, querida. Anônimo, é ela mesma! Da próxima vez diga que leu sobre ela aqui.
Maria do Carmo | 22 de outubro de 2009 14:47 | - | - | Me lembrou minha avó, que fazia crochê na fila do banco. Nunca perdia um minuto.
Beto Salgueiro | 23 de outubro de 2009 19:20 | - | - | Crônica de quem sabe olhar as pessoas. Continue escrevendo, professora.
Cida | 24 de outubro de 2009 10:12 | - | - | Chorei no final, com o botão de presente para o motorista. // Vou mandar o link para minhas irmãs.
Lurdes | 24 de outubro de 2009 16:55 | - | au | Beto e Cida, vocês me deixam vermelha. Semana que vem tem mais histórias do 47.
""")
    items = "".join(
        f'<div class="vr-coment{" vr-dona" if c.has("au") else ""}" id="v{301 + i}"><div class="vr-quem">'
        f'<img src="/_avatar/vr-{i}.svg" alt="" width="35" height="35" /> <b>{esc(c.name)}</b> disse...</div>'
        f'<div class="vr-texto">{paras(c.text)}</div><div class="vr-data"><a href="#v{301 + i}">{esc(c.when)}</a></div></div>'
        for i, c in enumerate(cs)
    )
    block = (
        f'<div class="vr-comentarios"><h4>7 comentários:</h4>{items}'
        '<p><a href="/comentar">Postar um comentário</a></p><p class="vr-assinar">Assinar: <a href="/feeds/comentarios">Postar comentários (Atom)</a></p></div>'
    )
    st = Story(
        "A costureira do ônibus 47",
        "Postado por Lurdes às 21:05",
        "2009-10-21T21:05:00-02:00",
        "quarta-feira, 21 de outubro de 2009",
        """
Todo dia, às sete e dez, a dona Alzira sobe no 47 com uma sacola de pano e uma almofadinha de alfinetes presa no pulso. Senta sempre no mesmo banco, o terceiro do lado da janela, e abre a costura no colo.

Em quarenta minutos de viagem ela faz uma bainha, prega três botões e ainda conversa com o cobrador sobre o neto que foi para o interior. Nunca vi ninguém furar o dedo com tanto balanço.

Ontem, quando desci, ela entregou ao motorista um botão novo, costurado numa tirinha de papel. Era para a farda dele, que estava sem o botão do meio havia uma semana.
""",
        section="Crônicas",
        related=("O padeiro que assobiava", "Receita de bolo de fubá da minha mãe", "Férias em Caxambu"),
        filed="Marcadores: crônicas, ônibus, bairro",
    )
    return make(
        "as-pt-blog-disse",
        "discussion",
        "pt-varanda",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2009/10/costureira-do-onibus-47.html",
        container="div.vr-comentarios: h4 '7 comentários:', div.vr-coment (avatar, b NAME 'disse...', div.vr-texto, the time as a permalink below '21 de outubro de 2009 22:14'); flat; 'Postar um comentário'",
        heading="7 comentários:",
        description="A Brazilian hosted chronicle blog of 2009: 7 comments, 'NAME disse...' above and the permalink time below, one 'Anônimo', the blogger's two flat answers addressing readers by name, a two-paragraph comment.",
    )


def nl_dl_numbered() -> Case:
    cs = thread("""
Kees van Dam | 4 okt 2011, 19:05 | - | - | Goed plan. Nu moet je met de fiets over de provinciale weg en daar rijden ze 80.
Hennie | 4 okt 2011, 19:31 | - | - | Wie gaat dat betalen? De gemeente zegt al jaren dat er geen geld is voor het onderhoud van de dijkweg.
J. Bakker | 4 okt 2011, 20:02 | - | - | @Hennie het waterschap betaalt de helft, staat in het artikel.
Hennie | 4 okt 2011, 20:15 | - | - | @J. Bakker dan heb ik niet goed gelezen, excuus.
fietsfanaat | 4 okt 2011, 21:40 | - | - | Als het pad er komt graag ook verlichting. In de winter is het om half vijf al donker.
Riek Zwart | 5 okt 2011, 08:12 | - | - | Wij wonen aan de dijk en hebben nu al last van brommers die over het gras rijden. Komen er paaltjes?
Gert-Jan | 5 okt 2011, 09:47 | - | - | Mooi voor de toeristen in de zomer. De veerpont ligt er al jaren bij zonder dat iemand hem kan vinden.
Kees van Dam | 5 okt 2011, 12:20 | - | - | @Riek Zwart volgens de dorpsraad komen er klaphekjes, zoals bij de uiterwaarden.
Trijntje | 5 okt 2011, 14:03 | - | - | Vergeet de schapen niet. Die lopen daar nu vrij en de boer moet er ook nog langs kunnen.
W. de Groot | 5 okt 2011, 17:55 | - | - | Ik fiets elke dag naar Westerwaard voor mijn werk. Dit scheelt me tien minuten en een hoop zenuwen.
Marjolein | 6 okt 2011, 10:30 | - | - | Is er al een datum voor de informatieavond?
Redactie Polderpost | 6 okt 2011, 11:15 | - | - | @Marjolein de informatieavond is op donderdag 20 oktober om 20.00 uur in het dorpshuis.
""")
    dl = "".join(
        f'<dt class="rx-kop"><a name="r{i + 1}"></a><span class="rx-nr">#{i + 1}</span> <b>{esc(c.name)}</b> | '
        f'<span class="rx-tijd">{esc(c.when)}</span></dt><dd class="rx-tekst">{paras(c.text, sep="<br /><br />")}</dd>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="rx"><b class="rx-titel">Reacties (12)</b>'
        f'<dl class="rx-lijst">{dl}</dl>'
        '<b class="rx-titel">Reageer op dit artikel</b><form action="/reageer.php" method="post"><table>'
        '<tr><td>Naam:</td><td><input name="naam" /></td></tr><tr><td>E-mail:</td><td><input name="email" /></td></tr>'
        '<tr><td valign="top">Reactie:</td><td><textarea name="reactie" rows="5" cols="50"></textarea></td></tr>'
        '<tr><td></td><td><input type="submit" value="Plaats reactie" /></td></tr></table></form>'
        '<p class="rx-regels">Reacties met scheldwoorden worden verwijderd.</p></div>'
    )
    st = Story(
        "Dorpsraad wil fietspad langs de dijk doortrekken tot aan de veerpont",
        "door Aaltje Visser",
        "2011-10-04T16:20:00+02:00",
        "dinsdag 4 oktober 2011",
        """
De dorpsraad van Oosterwaard wil het fietspad op de dijk met twee kilometer verlengen, tot aan de veerpont naar Westerwaard. Nu houdt het pad op bij de oude steenfabriek en moeten fietsers verder over de provinciale weg.

Het waterschap heeft toegezegd de helft van de kosten te betalen, omdat de dijk op dat stuk toch wordt verstevigd. Voor de andere helft klopt de dorpsraad aan bij de gemeente.

Op de informatieavond in het dorpshuis worden de tekeningen getoond. Bewoners kunnen daar ook vragen stellen over de afsluiting voor brommers.
""",
        section="Regio",
        related=(
            "Kermis dit jaar op het kerkplein",
            "School krijgt nieuw schoolplein",
            "Kaatsers winnen in Friesland",
        ),
        filed="Regio · Oosterwaard",
    )
    return make(
        "as-nl-dl-numbered",
        "discussion",
        "nl-polderpost",
        st,
        Parts(after=block),
        seeds(cs),
        path="/nieuws/artikel-4471.html",
        container="div.rx: b 'Reacties (12)', dl.rx-lijst: dt.rx-kop ('#1', b NAME, '|', span.rx-tijd '4 okt 2011, 19:05'), dd.rx-tekst; flat, answers open with '@name'; a form in a layout table",
        heading="Reacties (12)",
        description="A Dutch village paper's home-made CMS of 2011 laid out in tables: 12 numbered reactions in a definition list (dt '#n NAME | time', dd text), flat, four answers opening with '@name', the newsroom's answer; the heading is a bold line, not an h-element.",
    )


def threads_as() -> list[Case]:
    return [
        en_tomatoes(),
        de_blogger_dl(),
        fr_tables(),
        es_two_pages(),
        it_indent_classes(),
        pt_disse(),
        nl_dl_numbered(),
    ]
