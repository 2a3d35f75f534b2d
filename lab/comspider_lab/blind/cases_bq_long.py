"""Blind set BQ: the long discussion, 40 readers' comments under a Spanish regional paper's article of 2012 on a
festival ban, in the paper's own numbered and nested markup with a pingback among the comments. Every class name,
name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    cloud,
    draw,
    esc,
    links,
    ptext,
    rows,
    seeds,
    slug,
    talk,
)


def es_long() -> Case:
    ns = talk("""
Peñista desde el 94 @ 24/07/2012 - 08:41 :: Llevamos dieciocho años con la peña en la calle Mayor y nunca ha pasado nada grave. Que nos prohíban a todos por cuatro que se pasan es injusto.
  Vecina de la calle Mayor @ 24/07/2012 - 08:58 :: Nunca ha pasado nada grave porque tú no vives aquí. Yo llevo tres años sin dormir del 14 al 18 de agosto y limpiando vómitos del portal.
    Peñista desde el 94 @ 24/07/2012 - 09:10 :: Lo entiendo, pero la solución no es echarnos a todos. Que multen al que ensucia.
      Vecina de la calle Mayor @ 24/07/2012 - 09:22 :: ¿Y quién multa a las cuatro de la mañana? La policía local son seis agentes para todo el pueblo.
  Raúl G. @ 24/07/2012 - 09:35 :: Yo soy de peña y te doy la razón a medias: el problema no son las peñas, es el botellón que se monta alrededor.
Mari Carmen @ 24/07/2012 - 09:40 :: Por fin alguien se atreve. Las fiestas son de todos, también de los mayores y de los críos.
  Javi "El Rubio" @ 24/07/2012 - 09:52 :: Las fiestas sin peñas son una misa. Ya veréis qué animación en la plaza sin charangas.
    Mari Carmen @ 24/07/2012 - 10:05 :: Las charangas pueden seguir, nadie ha dicho lo contrario. Lo que se prohíbe son los locales de peña en las bodegas del casco.
Diario de la Vega Alta @ 24/07/2012 - 10:30 [team] :: Aclaramos, a petición de varios lectores: la ordenanza prohíbe abrir locales de peña en el casco antiguo (calles Mayor, Horno y Tercia, y la plaza de España y su entorno). Las charangas y el desfile de peñas del día 15 se mantienen.
  Peñista desde el 94 @ 24/07/2012 - 10:44 :: Gracias por la aclaración, con el titular parecía que se prohibían las peñas.
    Diario de la Vega Alta @ 24/07/2012 - 11:02 [team] :: Tomamos nota. El titular se refiere a los locales; lo hemos precisado en el primer párrafo.
Un forastero @ 24/07/2012 - 11:15 :: Vengo cada año de Zaragoza solo por las fiestas de San Roque. Si quitan las peñas, este año me quedo en casa.
  Lucía @ 24/07/2012 - 11:31 :: Pues mejor, menos coches aparcados en la cuneta de la carretera.
    Un forastero @ 24/07/2012 - 11:40 :: Qué acogedora. Así os va con el turismo.
Antonio Lafuente @ 24/07/2012 - 12:03 :: ¿Y dónde van a ir las peñas? El Ayuntamiento dice "a las naves del polígono", pero allí no hay ni baños ni luz.
  Concejal de Fiestas (sí, soy yo) @ 24/07/2012 - 12:47 :: Antonio, las naves 3 y 4 del polígono tendrán luz, baños químicos y un autobús cada media hora hasta las seis de la mañana. Lo presentaremos el jueves en la reunión con las peñas.
    Antonio Lafuente @ 24/07/2012 - 13:05 :: Un autobús cada media hora para dos mil personas. Ya lo veremos.
    Raúl G. @ 24/07/2012 - 13:20 :: Si el autobús funciona de verdad, a mí me parece razonable. El año pasado hubo un coma etílico y un herido en la calle Horno.
Pilar la del horno @ 24/07/2012 - 13:42 :: En la calle Horno vivimos gente de más de ochenta años. Mi madre tiene 91. No es justo que no pueda dormir cinco noches seguidas en su propia casa.
  Javi "El Rubio" @ 24/07/2012 - 14:01 :: Con todo el respeto, Pilar, eso ha sido siempre así y se sabe cuando uno compra en el casco.
    Pilar la del horno @ 24/07/2012 - 14:15 :: Mi madre no compró, Javi. Nació en esa casa en 1921. Las peñas llegaron después.
      Javi "El Rubio" @ 24/07/2012 - 14:33 :: Tienes razón, lo retiro. Perdona.
Anónimo @ 24/07/2012 - 15:10 :: Ya estamos con la prohibición de turno. El año que viene prohibirán la música.
Sergio P. @ 24/07/2012 - 15:48 :: Soy de la peña Los Tranquilos (el nombre es irónico). Propusimos al Ayuntamiento un horario: música hasta las tres y la limpieza a nuestro cargo. Nadie nos contestó.
  Mari Carmen @ 24/07/2012 - 16:02 :: Eso me parece una propuesta sensata. ¿Por qué no se aceptó?
    Sergio P. @ 24/07/2012 - 16:20 :: Según nos dijeron, porque no hay manera de controlar a las veinte peñas por igual.
Lola @ 24/07/2012 - 17:05 [pingback_after] :: Lo que falta en este pueblo es diálogo. El jueves en la reunión, que vaya todo el mundo, vecinos incluidos.
Tere @ 24/07/2012 - 18:30 :: Las bodegas del casco son del siglo XVII. Con tanto altavoz y tanto salto se están agrietando los techos. Eso también habría que contarlo.
  Diario de la Vega Alta @ 24/07/2012 - 19:12 [team] :: Tere, el informe del arquitecto municipal sobre las bodegas está citado en la ordenanza; publicaremos un artículo sobre él el lunes.
Marcos @ 24/07/2012 - 20:25 :: No entiendo por qué se aprueba en julio para unas fiestas de agosto. Así no hay tiempo de organizar nada.
  Concejal de Fiestas (sí, soy yo) @ 24/07/2012 - 21:40 :: Marcos, tienes razón en que vamos tarde. La ordenanza estaba en exposición pública desde abril, pero reconozco que no la explicamos bien.
jubilado @ 25/07/2012 - 08:15 :: A mí me gustaría que volvieran las verbenas de antes, con orquesta en la plaza y todo el pueblo bailando. Lo de las peñas es cosa de los últimos veinte años.
  Lucía @ 25/07/2012 - 08:50 :: Mi abuela dice lo mismo. Y tiene razón.
Peñista desde el 94 @ 25/07/2012 - 09:30 :: Resumiendo: este año nos vamos al polígono. Si no funciona, en septiembre volvemos a hablar.
  Vecina de la calle Mayor @ 25/07/2012 - 09:44 :: Me parece bien. Y gracias por entenderlo, de verdad.
Ramón @ 25/07/2012 - 10:20 :: ¿Alguien sabe si el encierro del día 16 también cambia de recorrido?
  Raúl G. @ 25/07/2012 - 10:36 :: No, el encierro sigue igual, por la calle Tercia hasta la plaza.
Bea @ 25/07/2012 - 12:02 :: Yo solo pido que pongan mas papeleras y baños, con peñas o sin peñas.
Nuria @ 25/07/2012 - 13:17 :: Mi hijo de diecisiete años ya ha dicho que si no hay peña en el casco no viene a las fiestas. Igual eso también es bueno, no se.
Carlos @ 25/07/2012 - 22:54 :: Felices fiestas a todos, que al final es lo que importa.
""")
    assert len(ns) == 40, len(ns)
    number = {
        i: k + 1
        for k, i in enumerate(
            int(x) for x in draw(ns, lambda i, _n, sub: f"{i},{sub}", lambda s, _p: s).strip(",").split(",")
        )
    }
    votes = (
        31,
        44,
        12,
        29,
        18,
        25,
        6,
        14,
        40,
        9,
        11,
        3,
        7,
        2,
        22,
        15,
        8,
        19,
        47,
        5,
        38,
        26,
        4,
        21,
        17,
        9,
        13,
        16,
        10,
        12,
        14,
        20,
        11,
        24,
        30,
        5,
        7,
        28,
        9,
        33,
    )
    pingback = (
        '<li class="dv-com dv-pingback dv-nivel-1" id="comentario-99170"><div class="dv-cab"><span class="dv-num">·</span> '
        '<span class="dv-autor"><a href="/out/blog-fiestas">Fiestas sin peñas en el casco: la polémica llega a los pueblos de la Vega « Blog de Fiestas del Jalón</a></span> '
        '<span class="dv-fecha">24/07/2012 - 17:40</span></div><div class="dv-texto"><p>[…] El Diario de la Vega Alta publica hoy la ordenanza de Villanueva y abre un debate con más de treinta comentarios de vecinos y peñistas […]</p></div></li>'
    )

    def item(i: int, n: Note, sub: str) -> str:
        lvl = 1
        j = i
        while ns[j].parent is not None:
            j = ns[j].parent  # type: ignore[assignment]
            lvl += 1
        cls = f"dv-com dv-nivel-{lvl}" + (" dv-redaccion" if n.tag("team") else "")
        return (
            f'<li class="{cls}" id="comentario-{99100 + i}"><div class="dv-cab"><span class="dv-num">#{number[i]}</span> '
            f'<span class="dv-autor">{esc(n.who)}</span> escribió el <span class="dv-fecha">{esc(n.at)}</span></div>'
            f'<div class="dv-texto">{ptext(n.body)}</div><div class="dv-pie"><span class="dv-votos">▲ {votes[i]} ▼ {votes[-1 - i] // 4}</span> '
            f'<a href="/comentar?responder={99100 + i}#dv-form">Responder</a></div>{sub}</li>'
            + (pingback if n.tag("pingback_after") else "")
        )

    after = (
        f'<div class="dv-coms" id="comentarios"><h3>Comentarios ({len(ns)})</h3><p class="dv-normas">Los comentarios son de los lectores. <a href="/normas">Normas de participación</a></p>'
        '<ol class="dv-lista">'
        + draw(ns, item, lambda s, _p: f'<ul class="dv-hijos">{s}</ul>')
        + '</ol><div id="dv-form"><h3>Deja tu comentario</h3><p>Debes estar registrado para comentar. <a href="/login">Inicia sesión</a> o <a href="/registro">regístrate</a>.</p></div></div>'
    )
    side = (
        box(
            "es-vegaalta",
            "Lo más leído",
            links(
                (
                    "Un incendio calcina diez hectáreas junto al Jalón",
                    "San Roque 2012: programa completo",
                    "El CD Vega Alta ficha a dos juveniles",
                    "Cortes de agua el jueves en el barrio de la Estación",
                ),
                "/local/",
                "ol",
            ),
        )
        + box(
            "es-vegaalta",
            "Lo más comentado",
            links(
                (
                    "Prohibidas las peñas en el casco antiguo durante San Roque",
                    "La piscina municipal subirá la entrada",
                    "Nuevo radar en la N-232",
                    "El colegio de la Vega pierde una unidad",
                ),
                "/local/",
                "ol",
                ("(40)", "(52)", "(118)", "(27)"),
            ),
        )
        + box(
            "es-vegaalta",
            "Últimos comentarios",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> en <a href="/local/{slug(t)[:30]}">{esc(t)}</a>: «{esc(x)}»</li>'
                for a, t, x in rows("""
Rosario | La piscina municipal subirá la entrada | Dos euros más por niño, una vergüenza…
pepe_ejea | Nuevo radar en la N-232 | Ese radar está puesto para recaudar, no para…
Inma | El colegio de la Vega pierde una unidad | Los niños de tres años irán a clases de 27…
""")
            )
            + "</ul>",
        )
        + box(
            "es-vegaalta",
            "Síguenos en Twitter",
            "<ul>"
            + "".join(
                f"<li><b>@diariovegaalta</b> {esc(x)} <small>{esc(w)}</small></li>"
                for x, w in rows("""
Prohibidos los locales de peña en el casco antiguo durante San Roque | hace 3 horas
Corte de tráfico en la calle Tercia por obras hasta el viernes | hace 6 horas
¿Peñas fuera del casco? Opina en nuestra web | hace 8 horas
""")
            )
            + "</ul>",
        )
        + box(
            "es-vegaalta",
            "Etiquetas",
            cloud(
                "San Roque:5, peñas:4, Ayuntamiento:4, fiestas:5, casco antiguo:3, polígono:2, encierro:2, policía local:1, bodegas:2"
            ),
        )
        + box(
            "es-vegaalta",
            "Hemeroteca",
            links(("julio 2012", "junio 2012", "mayo 2012", "abril 2012"), "/hemeroteca/"),
        )
    )
    style = (
        ".dv-coms h3{border-bottom:3px solid #a31515;color:#a31515;font-size:15px}.dv-normas{font-size:11px;color:#888}.dv-lista,.dv-hijos{list-style:none;margin:0;padding:0}.dv-hijos{margin-left:26px}"
        ".dv-com{border-top:1px solid #e5e5e5;padding:6px 0}.dv-cab{font-size:11px;color:#777}.dv-num{color:#a31515;font-weight:bold}.dv-autor{font-weight:bold;color:#222}.dv-redaccion>.dv-cab .dv-autor{color:#a31515}"
        ".dv-texto p{margin:3px 0}.dv-pie{font-size:11px;color:#999}.dv-pingback{background:#f6f6f6;font-size:11px}"
    )
    piece = Piece(
        "Prohibidos los locales de peña en el casco antiguo de Villanueva durante San Roque",
        "Por Elena Sánchez",
        "2012-07-24T07:30:00+02:00",
        "Martes, 24 de julio de 2012 - 07:30",
        """
El pleno del Ayuntamiento de Villanueva de la Vega aprobó anoche, con los votos del equipo de gobierno y la abstención de la oposición, la nueva ordenanza de fiestas. La norma prohíbe abrir locales de peña en las bodegas y bajos del casco antiguo durante las fiestas de San Roque, del 14 al 18 de agosto.

Las peñas que hasta ahora se instalaban en la calle Mayor, la calle Horno y el entorno de la plaza de España tendrán que trasladarse a dos naves municipales del polígono de La Vega. El Ayuntamiento pondrá un autobús gratuito durante toda la noche.

Las quejas de los vecinos por ruido y suciedad y un informe del arquitecto municipal sobre el estado de las bodegas del siglo XVII están detrás de la decisión. La Federación de Peñas ha pedido una reunión urgente con el alcalde.
""",
        dek="Las veinte peñas del pueblo tendrán que trasladarse a las naves del polígono.",
        section="Fiestas",
        tags=("San Roque", "peñas", "fiestas"),
        caption="La calle Mayor durante las fiestas de San Roque del año pasado. Foto: D. V. A.",
    )
    return case(
        "bq-es-cuarenta",
        "discussion",
        "es-vegaalta",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/fiestas/2012/07/24/prohibidos-locales-pena-casco-antiguo-san-roque",
        reveal="on_load",
        container="div.dv-coms#comentarios: h3 'Comentarios (40)', ol.dv-lista > li.dv-com.dv-nivel-N (div.dv-cab '#n NAME escribió el DATE', div.dv-texto, votes and 'Responder'), replies in ul.dv-hijos, four levels; a pingback li among them",
        heading="Comentarios (40)",
        description="A Spanish regional paper of 2012: a festival-ban article with 40 readers' comments numbered #1 to #40 in thread order, replies four levels deep, the paper answering three times and a councillor twice; 'NAME escribió el DATE' head lines, up/down votes; a pingback from another blog in the very same li markup between two top-level comments; a registered-only form; the side's most read, most commented with counts, latest comments of other articles, the paper's tweets, a tag cloud and the archive. Most awkward: its length, and the pingback in the comments' markup.",
        static=True,
        lookalikes=("a pingback in the comments' markup", "latest comments of other articles"),
    )


def long_bq() -> list[Case]:
    return [es_long()]
