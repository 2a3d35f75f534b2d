"""Blind set K: three discussions on the real comment systems inside ordinary article pages of the era: Isso under a
journalist's WordPress blog of 2010 with its blogroll and archives (en), Waline behind "Ver los 6 comentarios" on a
Bootstrap 3 digital paper (es), and django-comments-xtd server-rendered two levels deep in a microdata newspaper's own
markup (it)."""

from __future__ import annotations

from comspider_lab.blind.cases_k_common import PartsK, Story, fx, make, page, thread
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

# --------------------------------------------------------------------------- en: Isso under a WordPress blog, 2010


def isso_en_blog() -> Case:
    f = fx("wp10")
    c = thread(
        """
Marjorie Keane | | - | I remember the ferry. My father took us across every Sunday in the summer and the man who ran it let us ring the bell.
Tom Boyce | | - | The county says the new bridge will take eight minutes off the trip to the hospital. I'll believe it when I see it.
Lou | | 1 | Eight minutes matters when it's an ambulance, Tom.
Harbourmaster's daughter | | - | Thank you for the photographs. The one of the landing in 1962 has my grandmother in it, on the left with the basket.
Ed Whitlock | | - | Will the old landing be kept? It would make a fine spot for a small museum.
Carrie (the blog) | | 4 | The town has asked for it to be listed. I'll post when I hear more.
"""
    )
    story = Story(
        "The last summer of the Millbrook ferry",
        "Posted on September 2, 2010 by Carrie Ostrander",
        ("Carrie Ostrander",),
        "2010-09-02T19:45:00-04:00",
        "September 2, 2010",
        (
            "On Labor Day the Millbrook ferry makes its last crossing. After ninety-one years, the little cable ferry that has carried farm trucks, school buses and Sunday picnickers across the river will be replaced by a two-lane bridge.",
            "I spent an afternoon with Walt Eberly, who has run the ferry since 1979. He knows every regular by name and most of their dogs. \"People think it's slow,\" he told me. \"It's four minutes. That's not slow, that's a breather.\"",
            "The county bought the ferry from the Eberly family in 1958. Walt's father ran it before him. Walt says he will ride over the new bridge once, to see what it's like, and then take up fishing.",
            "I've put some old photographs from the historical society below. If you have your own memories of the ferry, I'd love to read them.",
        ),
        declare="og",
        section="River towns",
    )
    utility = (
        '<div class="entry-utility">This entry was posted in <a href="/category/river-towns/" rel="category tag">River towns</a> '
        'and tagged <a href="/tag/ferry/" rel="tag">ferry</a>, <a href="/tag/millbrook/" rel="tag">Millbrook</a>. '
        'Bookmark the <a href="/2010/09/last-summer-millbrook-ferry/" rel="bookmark">permalink</a>.</div>'
        '<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/2010/08/county-fair/" rel="prev">← The county fair, then and now</a></div>'
        '<div class="nav-next"><a href="/2010/09/oyster-season/" rel="next">Oyster season opens →</a></div></div>'
    )
    after = (
        utility
        + '<div id="discussion-area"><h3 id="responses-title">Responses</h3>'
        + isso_embed("en")
        + "</div>"
    )

    def widget(inner: str) -> str:
        return f"<li>{inner}</li>"

    rail = (
        widget(
            f.teasers(
                "Recent Posts",
                """
The last summer of the Millbrook ferry | | September 2, 2010 |
The county fair, then and now | | August 24, 2010 |
A walk along the old towpath | | August 11, 2010 |
""",
                component="Recent",
            )
        )
        + widget(f.archives("Archives", "September 2010 | 1\nAugust 2010 | 5\nJuly 2010 | 4\nJune 2010 | 6"))
        + widget(
            f.links(
                "Blogroll",
                "Chesapeake Chronicle; Small Town Papers; The River Reader; Tidewater History Society",
            )
        )
        + widget(f.links("Meta", "Log in; Entries RSS; Comments RSS; WordPress.org"))
    )
    parts = PartsK(
        lead=f.figure(
            "The ferry landing at Millbrook in 1962.", "Photo courtesy of the Millbrook Historical Society"
        ),
        after=after,
        rail=rail,
    )
    return make(
        "k-isso-en-wpblog",
        "discussion",
        "wp10",
        "en-blog-isso",
        story,
        parts,
        c,
        path="/2010/09/last-summer-millbrook-ferry/",
        container="<div id=discussion-area> under a Twenty Ten-like WordPress post",
        heading="Responses",
        description="Isso (en) loaded with the page under a journalist's WordPress blog post of 2010, after the post's categories, tags and previous/next links, beside recent posts with dates, archives by month with counts and a blogroll; six comments, two replies (one by the blog's author); Open Graph date.",
        static=False,
        system="isso",
        check_steps=("wait:1500",),
    )


# --------------------------------------------------------------------------- es: Waline behind a button, 2015


def waline_es_button() -> Case:
    f = fx("bs3")
    c = thread(
        """
Antonio Requena | | - | Ya era hora. El tramo de la rambla es una trampa cada vez que llueve fuerte, y en otoño llueve fuerte casi todas las semanas.
Lola M. | | - | ¿Y el carril bici? En el proyecto que se presentó en 2013 venía un carril bici hasta el Zapillo.
Paco del Alquián | | 1 | Sigue en el proyecto, lo dijeron en el pleno del martes.
Mari Carmen | | - | Siete meses de obras en pleno centro. Los comercios de la avenida lo van a notar, ojalá se cumplan los plazos.
Juanjo | | - | Muy buena la infografía, por fin se entiende por dónde irá el desvío.
Rosa Martínez | | - | Espero que planten árboles de verdad y no esas palmeras que no dan sombra.
"""
    )
    path = "/almeria/la-avenida-de-la-rambla-se-reforma-siete-meses-20151103.html"
    story = Story(
        "La avenida de la Rambla se reformará durante siete meses",
        "Pilar Sánchez | Almería",
        ("Pilar Sánchez",),
        "2015-11-03T10:20:00+01:00",
        "03/11/2015 - 10:20",
        (
            "El Ayuntamiento de Almería ha adjudicado las obras de reforma de la avenida de la Rambla, que comenzarán el 16 de noviembre y durarán siete meses.",
            "El proyecto incluye un nuevo colector de pluviales para evitar las inundaciones, aceras más anchas, arbolado y un carril bici entre la Puerta de Purchena y el paseo marítimo.",
            "Durante las obras, el tráfico se desviará por la calle Granada. Las líneas de autobús 3 y 7 cambiarán temporalmente su recorrido.",
            "El presupuesto asciende a 4,2 millones de euros, cofinanciados por fondos europeos.",
        ),
        declare="jsonld",
        kicker="Obras",
        section="Almería",
    )
    block = (
        '<div class="panel panel-default" id="opiniones"><div class="panel-heading"><h3 class="panel-title">Comentarios</h3></div>'
        '<div class="panel-body"><p><button type="button" class="btn btn-default" id="ver-coment">Ver los 6 comentarios</button></p>'
        '<div id="wl-es"></div><p class="text-muted small">El Faro de Almería no se hace responsable de las opiniones de los lectores.</p></div></div>'
    )
    locale = (
        "locale: { placeholder: 'Escribe tu comentario...', sofa: 'Aún no hay comentarios', submit: 'Enviar', "
        "reply: 'Responder', cancelReply: 'Cancelar', nick: 'Nombre', mail: 'Correo', link: 'Web', more: 'Cargar más' },"
    )
    end = waline_embed("root", path, "en", extra=locale) + (
        "<script>document.getElementById('ver-coment').addEventListener('click', function () {"
        " this.parentNode.remove(); mountWaline(document.getElementById('wl-es')); });</script>"
    )
    related = f.teasers(
        "Noticias relacionadas",
        """
El Zapillo tendrá un nuevo paseo marítimo en 2016 | Pilar Sánchez | 28/10/2015 |
Las lluvias inundan de nuevo la Rambla | Redacción | 19/10/2015 |
Aprobado el plan de movilidad urbana | Luis Gómez | 02/10/2015 |
""",
        thumbs=True,
    )
    rail = f.ranked(
        "Lo más leído",
        """
La avenida de la Rambla se reformará durante siete meses |
Un incendio calcina un invernadero en El Ejido |
La UD Almería pierde en casa |
El Cable Inglés abrirá como mirador |
""",
    ) + f.newsletter("Boletín", "Recibe cada mañana las noticias de Almería.", "Tu correo", "Suscribirme")
    parts = PartsK(
        lead=f.share("Facebook | 164\nTwitter | 23\nWhatsApp | "),
        after=f.tags("Temas:", "Almería; obras; Rambla; carril bici") + block + related,
        rail=rail,
        head=WALINE_CSS,
        end=end,
    )
    return make(
        "k-waline-es-button",
        "revealed",
        "bs3",
        "es-digital",
        story,
        parts,
        c,
        path=path,
        reveal="button 'Ver los 6 comentarios' mounts Waline",
        container="<div class=panel id=opiniones> under the article, between the tags and the related news",
        heading="Comentarios",
        description="Waline (English client with Spanish labels) mounted when the reader presses 'Ver los 6 comentarios' on a Bootstrap 3 digital paper of 2015; six comments, one reply; tags before it, related news with bylines and dates after it; JSON-LD date.",
        static=False,
        system="waline",
        check_steps=("click:#ver-coment", "wait:2500"),
    )


# --------------------------------------------------------------------------- it: django-comments-xtd in the paper's own markup, 2013


def _django_page(template: str, site_key: str, story: Story, parts: PartsK, after: str) -> str:
    parts.after = parts.after + "@@DJ_AFTER@@"
    html = page(template, site_key, story, parts).replace('src="/_avatar/', 'src="@@MAIN@@/_avatar/')
    html = html.replace("@@DJ_AFTER@@", "{% endverbatim %}" + after + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"


def _xtd_item(var: str, inner: str) -> str:
    return (
        f'<div class="intervento" id="intervento-{{{{ {var}.comment.id }}}}"><div class="intervento-testa">'
        f'<span class="intervento-nome">{{{{ {var}.comment.name }}}}</span> '
        f'<span class="intervento-data">{{{{ {var}.comment.submit_date|date:"j F Y, H:i" }}}}</span></div>'
        f'<div class="intervento-testo">{{{{ {var}.comment.comment|linebreaks }}}}</div>'
        '<div class="intervento-azioni"><a href="#rispondi">Rispondi</a> · <a href="#segnala">Segnala</a></div>'
        f"{inner}</div>"
    )


def xtd_it_md() -> Case:
    f = fx("md")
    c = thread(
        """
Giovanni Ferrero | | - | Finalmente una decisione. La strada per Barolo in primavera è un incubo con i pullman dei turisti.
Lucia B. | | 0 | Sono d'accordo, ma i pullman dove parcheggeranno? Nell'articolo non si dice.
Giovanni Ferrero | | 1 | Nel parcheggio nuovo sotto il castello, credo. Ne hanno parlato in consiglio comunale.
Marco Sandri | | - | Una zona a traffico limitato nei giorni feriali penalizza chi ci lavora. Io consegno il pane tutte le mattine alle sei.
Anna Rivetti | | 3 | Per i fornitori c'è la deroga fino alle dieci, è scritto nell'ordinanza.
Piero | | - | Bravi! Le Langhe sono patrimonio UNESCO, non un'autostrada.
Elisa Gallo | | - | Qualcuno sa se i residenti delle frazioni avranno il permesso?
"""
    )
    story = Story(
        "Barolo, dal primo maggio il centro storico diventa zona a traffico limitato",
        "di Francesca Bosio e Luca Marengo",
        ("Francesca Bosio", "Luca Marengo"),
        "2013-04-18T12:00:00+02:00",
        "18 aprile 2013",
        (
            "Dal primo maggio il centro storico di Barolo sarà chiuso al traffico dalle 10 alle 19. Lo ha deciso la giunta comunale con un'ordinanza approvata ieri sera.",
            "Potranno entrare solo i residenti, i mezzi di soccorso e, fino alle 10, i fornitori. I pullman turistici dovranno fermarsi nel nuovo parcheggio sotto il castello, collegato al paese da una navetta.",
            "Il sindaco ha spiegato che la misura è sperimentale e sarà valutata a fine ottobre, dopo la vendemmia.",
        ),
        declare="microdata",
        kicker="Barolo",
        section="Cronaca",
    )
    item2 = _xtd_item("c2", "")
    item1 = _xtd_item(
        "c1",
        '{% if c1.children %}<div class="risposte">{% for c2 in c1.children %}'
        + item2
        + "{% endfor %}</div>{% endif %}",
    )
    item0 = _xtd_item(
        "c0",
        '{% if c0.children %}<div class="risposte">{% for c1 in c0.children %}'
        + item1
        + "{% endfor %}</div>{% endif %}",
    )
    after = (
        '<section class="aside-box commenti-lettori" id="lettori"><h3 class="aside-title">Commenti dei lettori</h3>'
        "{% get_xtdcomment_tree for article as tree %}{% for c0 in tree %}" + item0 + "{% endfor %}"
        '<p class="aside-meta">Per commentare è necessario <a href="/accedi">accedere</a>. I commenti sono moderati.</p></section>'
    )
    related = f.teasers(
        "Leggi anche",
        """
La Morra, nuovo parcheggio per i camper | di Luca Marengo | 12 aprile 2013 |
Alba, il mercato del sabato cambia piazza | di Francesca Bosio | 6 aprile 2013 |
Vinitaly, le Langhe fanno il pieno | di Redazione | 9 aprile 2013 |
""",
    )
    rail = f.ranked(
        "I più letti",
        """
Barolo, dal primo maggio il centro storico diventa ZTL |
Bra, chiude la storica pasticceria di via Vittorio |
Grandine sulle vigne di Monforte |
Alba, presentato il programma della Fiera del tartufo |
""",
    ) + f.gallery(
        "Fotogallery",
        """
Il castello di Barolo al tramonto | Foto di Stefano Arnaudo
Le vigne di Cannubi in aprile | Foto di Stefano Arnaudo
""",
    )
    parts = PartsK(
        lead=f.share("Facebook | 71\nTwitter | 9\nGoogle+ | 1"),
        after=f.tags("Tag:", "Barolo; ZTL; turismo; Langhe"),
        rail=rail,
        before_footer=f'<div class="page-wrap">{related}</div>',
    )
    case = make(
        "k-xtd-it-microdata",
        "discussion",
        "md",
        "it-quotidiano",
        story,
        PartsK(),
        c,
        path="/cronaca/barolo-ztl-centro-storico-dal-primo-maggio.html",
        container="<section class='aside-box commenti-lettori' id=lettori>, div.intervento, replies in div.risposte",
        heading="Commenti dei lettori",
        description="django-comments-xtd's tree server-rendered in a microdata newspaper's own markup (div.intervento, replies in div.risposte, 'Rispondi · Segnala'), three levels; seven comments, three replies (one to a reply); two authors in the NewsArticle microdata; the box reuses the rail's 'aside-box' class.",
        system="django-comments-xtd",
    )
    case.server = "django"
    case.html = _django_page("md", "it-quotidiano", story, parts, after)
    return case


def real_cases_k() -> list[Case]:
    return [isso_en_blog(), waline_es_button(), xtd_it_md()]
