"""Blind set BA: two mixed pages of 2008-2014: a reader discussion beside a list of a new kind that looks like one: a
local players' cast list with each actor's line about the part (en), and a village blog's list of family nicknames
with the story of each (es). Written for this set; every name, place and text invented; each comment and entry
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ba_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)


def en_cast_list() -> Case:
    cast = rows("""
Maureen Staples | Lady Bracknell | I have wanted this part since I saw it at school in 1971. I am finally old enough.
Tom Everett | Jack Worthing | Learning the lines on the bus to work has confused a lot of commuters.
Priya Chandran | Gwendolen | She is the most sensible person in the play, which is not saying much.
Callum Reid | Algernon | I eat eleven cucumber sandwiches every night. My doctor is concerned.
Joan Pettifer | Miss Prism | My forty-second show with the Players, and my first handbag.
""")
    li = "".join(
        f'<li class="gz-castrow"><b class="gz-cast-actor">{esc(a)}</b> <span class="gz-cast-role">as {esc(r)}</span>'
        f'<p class="gz-cast-line">{esc(x)}</p></li>'
        for a, r, x in cast
    )
    inside = f'<div class="gz-cast"><h4>Meet the cast</h4><ul class="gz-cast-list">{li}</ul></div>'
    cs = thread("""
Dorothy Lamb | 15 March 2012 8:41pm | - | - | Saw the dress rehearsal and Maureen is magnificent. Book early, Saturday is nearly full.
Steve Garside | 15 March 2012 9:10pm | - | - | Is the hall accessible now? Last year my dad couldn't get his wheelchair past the stage door.
Oakhurst Players | 15 March 2012 9:32pm | 1 | - | Yes, Steve, the new ramp at the side entrance was finished in January. Ask at the door and we will save a space at the front.
Steve Garside | 15 March 2012 9:40pm | 2 | - | Brilliant, thank you. We'll come on the Friday.
Anna Whitcombe | 16 March 2012 7:15am | - | - | Proud of my mum, Joan, who has been in every production since before I was born!
Gary | 16 March 2012 12:30pm | - | - | Tickets at £6 are a bargain. Cheaper than the cinema and there's cake in the interval.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="gz-op" id="op-{3100 + i}"><p class="gz-op-h"><b>{esc(c.name)}</b> <span>{esc(c.when)}</span></p>'
            f'{paras(c.text)}<p class="gz-op-f"><a href="#reply">Reply</a></p>{sub}</div>'
        )

    after = (
        '<div class="gz-ops"><h3>Have your say (6)</h3>'
        + tree(cs, item, lambda s: f'<div class="gz-op-sub" style="margin-left:26px">{s}</div>')
        + '<p><a href="/login">Log in</a> to comment.</p></div>'
    )
    st = Story(
        "Players bring Wilde to the Memorial Hall",
        "By Lucy Arden",
        "2012-03-15T10:00:00+00:00",
        "Thursday, 15 March 2012",
        """
The Oakhurst Players open their spring production, a comedy of manners by the Irish playwright everyone in the cast refers to simply as Oscar, at the Memorial Hall next Wednesday.

Director Ben Hollis says the company chose the play because it suits its mix of old hands and newcomers. Rehearsals began in January, twice a week, in the back room of the Red Lion.

Performances run from Wednesday to Saturday at 7.30pm, with a Saturday matinee at 2.30pm. Tickets cost £6 from the library or at the door.
""",
        section="Community",
        related=(
            "Food bank appeal reaches target",
            "Park railings to be restored",
            "Library book sale this weekend",
        ),
        tags=("theatre", "community"),
    )
    return make(
        "ba-mixed-en-cast",
        "mixed",
        "en-oakhurst",
        st,
        Parts(inside=inside, after=after),
        seeds(cs),
        path="/community/2012/03/15/players-bring-wilde-to-memorial-hall",
        container="div.gz-ops: h3 'Have your say (6)', div.gz-op (p.gz-op-h: b name, span time; text; Reply); replies in div.gz-op-sub inside; beside a cast list in the article (div.gz-cast: h4 'Meet the cast', li.gz-castrow: b actor, 'as ROLE', p.gz-cast-line)",
        heading="Have your say (6)",
        description="A 2012 weekly: an article on the local players' spring play with a 'Meet the cast' list in the article (five actors, their parts and a line each about the part) and 6 readers' comments (2 replies, two levels, the Players' answer among them); times '15 March 2012 8:41pm'.",
        lookalikes=("a cast list (actor, part, a line about the part)",),
    )


def es_motes() -> Case:
    motes = rows("""
Los Campanillas | familia Ortega | El bisabuelo tocaba las campanas de la iglesia y se le oía desde el otro lado del río. Desde entonces, todos los Ortega son Campanillas.
El Tío Relámpago | Anselmo Ruiz | Corría más que nadie en las fiestas de 1952 y ganó la carrera del pollo tres años seguidos.
Las Pajaritas | hermanas Molina | Se levantaban antes que los pájaros para ir a la huerta y cantaban todo el camino.
Los Sietemesinos | familia Cano | Nadie recuerda quién nació antes de tiempo, pero el mote ha pasado ya por cuatro generaciones.
El Notario | Paco Giménez | No era notario, pero lo apuntaba todo en una libreta, hasta el tiempo que hacía cada día.
""")
    dl = "".join(
        f'<dt class="mt-mote">{esc(m)}</dt><dd class="mt-quien">{esc(q)}</dd><dd class="mt-historia">{esc(h)}</dd>'
        for m, q, h in motes
    )
    inside = f'<div class="mt-caja"><h3>Algunos motes del pueblo</h3><dl class="mt-lista">{dl}</dl></div>'
    cs = thread("""
Rosario Ortega | 27 de agosto de 2009 19:12 | - | - | ¡Qué ilusión ver a mi familia aquí! Mi abuela siempre decía que las campanas se oían hasta en el cortijo de los Cano.
Manolo el de la fragua | 27 de agosto de 2009 20:03 | - | - | Te faltan los Mochuelos, que somos nosotros. Mi padre dormía de día y trabajaba de noche en el horno.
El Heraldo | 27 de agosto de 2009 20:40 | 1 | - | Apuntado, Manolo. Preparamos una segunda parte con todos los que nos vayáis mandando.
Pepi Cano | 28 de agosto de 2009 09:15 | - | - | Lo de los Sietemesinos es verdad, nadie sabe de dónde viene. Mi tío decía que fue por un burro, no por una persona.
Antonio | 28 de agosto de 2009 11:48 | 3 | - | Yo también he oído lo del burro. Un burro que nació antes de tiempo y que vivió treinta años.
Luisa desde Barcelona | 28 de agosto de 2009 22:30 | - | - | Me he ido del pueblo hace cuarenta años y todavía en Barcelona me llaman Pajarita. Soy la pequeña de las Molina.
Vicente | 29 de agosto de 2009 10:02 | - | - | ¡El Notario! Todavía tengo una libreta suya donde apuntó la nevada del 56.
El Heraldo | 29 de agosto de 2009 12:20 | 6 | - | Vicente, ¿nos dejarías fotografiarla? Sería una joya para el blog.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="cm-li" id="cm-{910 + i}"><div class="cm-cab"><img src="/_avatar/al-{i}.svg" alt="" width="32" height="32" /> '
            f"<cite>{esc(c.name)}</cite> dijo:<br /><small>{esc(c.when)}</small></div>{paras(c.text)}"
            f'<a class="cm-resp" href="#responder">Responder</a>{sub}</li>'
        )

    after = (
        '<div id="cm-zona"><h3>8 respuestas a “Los motes del pueblo”</h3><ol class="cm-ol">'
        + tree(cs, item, lambda s: f'<ul class="cm-hijos">{s}</ul>')
        + '</ol><h3>Deja un comentario</h3><form action="/comentar" method="post"><textarea name="t" rows="5" cols="50"></textarea><br />'
        '<input type="submit" value="Enviar" /></form></div>'
    )
    st = Story(
        "Los motes del pueblo",
        "Publicado por El Heraldo",
        "2009-08-27T12:00:00+02:00",
        "jueves, 27 de agosto de 2009",
        """
En el Almendral nadie se llama por su apellido. Se llama por su mote, y el mote se hereda como la casa o las tierras. Hay familias que ya no recuerdan el apellido del bisabuelo, pero saben perfectamente por qué los llaman como los llaman.

Esta semana, con las fiestas a la vuelta de la esquina, hemos preguntado en la plaza por algunos de los motes más conocidos y por la historia que hay detrás.

Si el vuestro no está, contadlo y haremos una segunda entrega.
""",
        section="Gente",
        related=("Programa de las fiestas 2009", "La huerta de la tía Encarna", "Fotos antiguas de la plaza"),
        tags=("motes", "fiestas"),
    )
    return make(
        "ba-mixed-es-motes",
        "mixed",
        "es-almendral",
        st,
        Parts(inside=inside, after=after),
        seeds(cs),
        path="/2009/08/los-motes-del-pueblo.html",
        container="div#cm-zona: h3 '8 respuestas a “Los motes del pueblo”', ol.cm-ol > li.cm-li (div.cm-cab: avatar, cite name 'dijo:', small time; text; Responder); replies in ul.cm-hijos inside; beside a dl.mt-lista in the post (dt.mt-mote, dd.mt-quien, dd.mt-historia)",
        heading="8 respuestas a “Los motes del pueblo”",
        description="A 2009 Spanish village blog: a post listing five family nicknames (nickname, who bears it, the story) and 8 comments (3 replies, the blog's answers among them); times '27 de agosto de 2009 19:12'.",
        lookalikes=("a village's family nicknames (nickname, family, story)",),
    )


def mixed_ba() -> list[Case]:
    return [en_cast_list(), es_motes()]
