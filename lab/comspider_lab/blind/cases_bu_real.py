"""Blind set BU: three discussions kept by the harness's real comment systems, revealed the ways 2012 pages revealed
their comments: Isso loaded by a "Leggi i commenti (6) »" link under an Italian miller's blog post (it); Isso mounted
when a Spanish coastal paper's "Comentarios (5)" tab is chosen beside the shown "Lo más leído" tab (es); Waline
mounted by a "Show 8 comments" control under a knitting magazine's journal post (en). Written for this set; every
name, place and text invented. Isso and Waline keep replies one level deep: every reply answers a top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bu_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    cloud,
    esc,
    links,
    seeds,
    talk,
    ul,
)
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def it_isso_link() -> Case:
    ns = talk("""
Giovanna :: Che bella notizia! Mio nonno portava il grano al vostro mulino negli anni Cinquanta, con il carretto e l'asino. Verrò sicuramente a comprare la farina.
  Il Mulino di Pietralunga :: Grazie Giovanna! Chissà, magari nei registri del nonno c'è anche il suo nome. Li stiamo ancora sfogliando.
Luca B. :: Quanto costa la farina di farro al chilo? E fate anche spedizioni?
  Il Mulino di Pietralunga :: Il farro costa 3,80 euro al chilo. Per ora niente spedizioni, solo vendita il sabato mattina al mulino.
Panificio Ceccarelli :: Abbiamo provato la vostra tipo 1 nel pane di sabato: crosta splendida e profumo di una volta. Ne prenderemo venti chili al mese.
  Marco :: Confermo, il pane del Ceccarelli questa settimana era un'altra cosa.
""")
    path = "/blog/la-macina-gira-di-nuovo"
    block = (
        '<div class="ee-comments"><p class="ee-comlink"><a href="#commenti" id="ee-leggi">Leggi i commenti (6) »</a></p>'
        '<div id="commenti" style="display:none"><h3>Commenti</h3>'
        + isso_embed("it", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script type=\"text/javascript\">document.getElementById('ee-leggi').onclick = function () {"
        " document.getElementById('commenti').style.display = 'block'; this.parentNode.style.display = 'none'; loadIsso(); return false; };</script>"
    )
    side = (
        box(
            "it-isso",
            "Chi sono",
            "<p>Francesco, terza generazione di mugnai. Nel 2011 ho riaperto il mulino ad acqua del nonno sul torrente Carpina.</p>",
            "about",
        )
        + box(
            "it-isso",
            "Orari del mulino",
            "<p>Sabato 8.30–12.30<br />Altri giorni su appuntamento: 075 000 1234</p>",
            "hours",
        )
        + box(
            "it-isso",
            "Post recenti",
            links(
                (
                    "La macina gira di nuovo",
                    "Le pale nuove sono arrivate",
                    "Registri del 1954",
                    "Il grano tenero della Valle",
                ),
                "/blog/",
            ),
            "recent",
        )
        + box(
            "it-isso",
            "Tag",
            cloud("farine:5, farro:3, mulino:4, pane:3, storia:2, acqua:2, grano antico:3"),
            "tags",
        )
        + box(
            "it-isso",
            "Archivio",
            links(
                ("aprile 2012", "marzo 2012", "febbraio 2012", "dicembre 2011"),
                "/blog/archivio/",
                counts=("(2)", "(4)", "(3)", "(5)"),
            ),
            "archive",
        )
    )
    style = ".ee-comlink a{display:inline-block;background:#6b4226;color:#fff;padding:5px 12px;text-decoration:none;font-weight:bold;margin-top:12px}#commenti h3{color:#6b4226}"
    piece = Piece(
        "La macina gira di nuovo",
        "Scritto da Francesco",
        "2012-04-21T09:00:00+02:00",
        "21 aprile 2012",
        """
Dopo diciotto mesi di lavori, sabato scorso la vecchia macina in pietra del mulino ha ripreso a girare con la forza del torrente. Il primo sacco di farina di grano tenero è uscito alle undici e un quarto, davanti a una trentina di amici e vicini.

Le pale della ruota sono nuove, in castagno, fatte a mano da un falegname di Montone. La macina invece è quella del 1921: l'abbiamo solo ripulita e rabboccata.

Da maggio saremo aperti ogni sabato mattina con farina tipo 1, integrale e di farro. Grazie a tutti quelli che ci hanno aiutato.
""",
        tags=("mulino", "farine"),
    )
    return case(
        "bu-it-isso-leggi",
        "discussion",
        "it-isso",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="isso",
        reveal="link: 'Leggi i commenti (6) »' under the post shows a hidden box and loads Isso's client into it",
        container="div.ee-comments > div#commenti (display:none until the click): h3 'Commenti' and Isso's section#isso-thread",
        heading="Commenti",
        description="An Italian miller's blog of April 2012 on a custom-built CMS: a post on a reopened water mill with Isso holding 6 comments (the mill answering twice, a reader answering a bakery; replies one level deep) loaded only by a 'Leggi i commenti (6) »' link styled as a button; the sidebar's about box, opening hours, recent posts, tags and archive with counts. Most awkward: before the click the page has the link and no heading.",
        check_steps=("click:#ee-leggi", "wait:3000"),
    )


def es_isso_tab() -> Case:
    ns = talk("""
Paco el del Puerto :: Cuarenta años pescando en Punta Carrasca y nunca había visto tantos delfines juntos. Esa mañana salimos tres barcas y nos acompañaron hasta la bocana.
  Lucía Ferrer :: Paco, ¿pudisteis grabarlos? Mi hijo no se cree que había crías.
Un vecino de La Ermita :: Ojalá esto sirva para que el ayuntamiento controle de una vez las motos de agua en la cala.
Marina :: Los biólogos del acuario dicen que vuelven cada primavera siguiendo al boquerón. Lo raro es que se acerquen tanto.
  El Faro de Punta Carrasca :: Marina, según la bióloga Ana Soler, del centro de recuperación, el agua templada de este año puede explicar que entren tanto en la bahía.
""")
    path = "/local/una-manada-de-delfines-entra-en-la-bahia.html"
    block = (
        '<div class="ff-pestanas"><ul class="ff-tabs"><li><a href="#ff-leido" id="ff-t1" class="ff-activa">Lo más leído</a></li>'
        '<li><a href="#ff-coment" id="ff-t2">Comentarios (5)</a></li></ul>'
        '<div id="ff-leido" class="ff-panel">'
        + ul(
            """
Cortes de agua en el barrio del Faro este jueves | 1.204 lecturas
El Carrasca CF asciende a Regional Preferente | 988 lecturas
Vuelve la feria del atún a la lonja | 760 lecturas
Obras en el paseo marítimo hasta junio | 512 lecturas
""",
            lambda r: f'<a href="/local/{esc(r[0][:20])}">{esc(r[0])}</a> <small>({esc(r[1])})</small>',
            "ol",
        )
        + '</div><div id="ff-coment" class="ff-panel" style="display:none">'
        + isso_embed("es", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script type=\"text/javascript\">(function () { var a = document.getElementById('ff-t1'), b = document.getElementById('ff-t2');"
        " function ver(k) { a.className = k === 1 ? 'ff-activa' : ''; b.className = k === 2 ? 'ff-activa' : '';"
        " document.getElementById('ff-leido').style.display = k === 1 ? '' : 'none'; document.getElementById('ff-coment').style.display = k === 2 ? '' : 'none';"
        " if (k === 2) loadIsso(); }"
        " a.onclick = function () { ver(1); return false; }; b.onclick = function () { ver(2); return false; }; })();</script>"
    )
    left = box(
        "es-isso",
        "Mareas de hoy",
        "<p>Pleamar 06:12 y 18:40<br />Bajamar 00:05 y 12:26<br />Coeficiente 78</p>",
        "mareas",
    ) + box(
        "es-isso",
        "Encuesta",
        "<p>¿Deben limitarse las motos de agua en la cala de La Ermita?</p><form><label><input type='radio' name='e' /> Sí</label><br /><label><input type='radio' name='e' /> No</label><br /><input type='submit' value='Votar' /></form>",
        "encuesta",
    )
    side = (
        box(
            "es-isso",
            "Publicidad",
            '<div style="height:240px;background:#eee;color:#999;text-align:center">PUBLICIDAD</div>',
            "banner",
        )
        + box(
            "es-isso",
            "Últimas noticias",
            ul(
                """
12:40 | Detenido un hombre por robar en tres barcos del puerto
11:15 | La cofradía pide adelantar la veda del pulpo
09:30 | Cortes de agua en el barrio del Faro este jueves
""",
                lambda r: f"<b>{esc(r[0])}</b> <a href='#'>{esc(r[1])}</a>",
            ),
            "ultimas",
        )
        + box(
            "es-isso",
            "El tiempo",
            "<p>Punta Carrasca: 19°, soleado. Viento de levante, 15 km/h.</p>",
            "tiempo",
        )
    )
    style = (
        ".ff-tabs{list-style:none;margin:18px 0 0;padding:0;overflow:hidden}.ff-tabs li{float:left;margin-right:3px}.ff-tabs a{display:block;padding:5px 12px;background:#dfe9f3;color:#0f4c81;font-weight:bold;text-decoration:none}"
        ".ff-tabs a.ff-activa{background:#0f4c81;color:#fff}.ff-panel{border:1px solid #0f4c81;padding:8px}"
    )
    piece = Piece(
        "Una manada de delfines entra en la bahía de Punta Carrasca",
        "Escrito por Redacción",
        "2012-05-08T10:20:00+02:00",
        "Martes, 08 de Mayo de 2012 10:20",
        """
Una manada de más de treinta delfines mulares entró el lunes por la mañana en la bahía de Punta Carrasca y permaneció cerca de dos horas junto a la bocana del puerto, ante la mirada de pescadores y paseantes.

Entre los animales había al menos cuatro crías, según el centro de recuperación de fauna marina, que pide a las embarcaciones de recreo que mantengan una distancia mínima de sesenta metros.

No es la primera vez que se ven delfines en la zona, pero sí la primera en muchos años que se acercan tanto a la costa.
""",
    )
    return case(
        "bu-es-isso-pestana",
        "discussion",
        "es-isso",
        piece,
        Bits(inside=block, side=side, left=left, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="isso",
        reveal="tab: 'Comentarios (5)' beside the chosen tab 'Lo más leído'; choosing it shows its panel and loads Isso",
        container="div.ff-pestanas > div#ff-coment (display:none until its tab is chosen) with Isso's section#isso-thread; no heading",
        heading=None,
        description="A Spanish coastal paper of May 2012 on a Joomla 1.5-like CMS: an article on dolphins in the bay with two tabs under it, the shown one the site's most read list with reading counts, the other loading Isso with 5 comments (the paper answering once; replies one level deep); the columns' tides, a poll, an ad slot, latest news with times and the weather. Most awkward: no heading; the comments' tab is the second of two and the first shows a list with counts.",
        lookalikes=("most read with reading counts", "latest news with times"),
        check_steps=("click:#ff-t2", "wait:3000"),
    )


def en_waline_show() -> Case:
    ns = talk("""
Harriet Cole :: I have been waiting for this pattern since you showed the swatch last autumn. The little picot edge is perfect.
  Thimble and Thread :: Thank you Harriet! The picot is optional, but we think it makes the shawl.
Dinah M. :: Is the yarn weight really fingering? The photos make it look like a heavier lace.
  Thimble and Thread :: It is a fingering weight, Dinah, blocked very hard. Unblocked it is much denser.
Sam from Leeds :: Ordered the spring issue this morning. Any chance of a stockist in Yorkshire?
Polly Anders :: I test knitted the border and can say the chart is very clear, even for someone who usually knits from words.
  Harriet Cole :: Polly, how long did the border take you?
Wren :: Lovely colours. Will there be a kit?
""")
    path = "/journal/2012/4/2/the-spring-issue-is-here.html"
    block = (
        '<div class="sq-comments"><div class="sq-count"><a href="#" id="sq-show" class="sq-show">Show 8 comments</a> · <a href="#" onclick="return false">Add a comment</a></div>'
        '<div id="sq-box" style="display:none"><h3 class="sq-h">Comments</h3><div id="sq-waline"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#sq-waline'", path, "en")
        + "<script type=\"text/javascript\">document.getElementById('sq-show').onclick = function () {"
        " document.getElementById('sq-box').style.display = 'block'; this.style.display = 'none'; mountWaline(); return false; };</script>"
    )
    side = (
        box("en-waline", "Search", '<form action="/search"><input name="q" size="20" /></form>', "search")
        + box(
            "en-waline",
            "Journal Entries",
            links(
                (
                    "The spring issue is here",
                    "Behind the cover shoot",
                    "Meet our test knitters",
                    "Yarn crawl in Bath",
                ),
                "/journal/",
            ),
            "entries",
        )
        + box(
            "en-waline",
            "Categories",
            links(
                ("Issues", "Patterns", "Events", "Studio"),
                "/journal/category/",
                counts=("(12)", "(31)", "(9)", "(17)"),
            ),
            "categories",
        )
        + box(
            "en-waline",
            "Twitter",
            ul(
                """
Spring issue shipping today! Thank you for your patience. | 2 days ago
Cover shoot done, and the model kept the shawl. | 3 weeks ago
""",
                lambda r: f"{esc(r[0])} <small>{esc(r[1])}</small>",
            ),
            "twitter",
        )
        + box(
            "en-waline",
            "Stockists",
            "<p>Find us in 40 yarn shops in the UK and Ireland. <a href='/stockists'>See the list</a></p>",
            "stockists",
        )
    )
    style = ".sq-count{margin-top:16px;border-top:1px solid #222;padding-top:6px;font-size:12px;text-transform:uppercase;letter-spacing:1px}.sq-show{font-weight:bold;color:#222}.sq-h{font-size:14px}"
    piece = Piece(
        "The spring issue is here",
        "April 2, 2012 · Posted by Imogen",
        "2012-04-02T10:00:00+01:00",
        "Monday, April 2, 2012",
        """
The spring issue of Thimble & Thread is back from the printer and on its way to subscribers and stockists. It has eleven patterns, from a cabled cardigan for children to the picot-edged Hawthorn shawl on the cover.

We also visited three small mills in Wales and Cornwall, and our test knitters tell you what they learned from a winter of swatching.

Single copies are £7.50 from our shop, and subscriptions start with this issue if you order before the end of April.
""",
        tags=("issues", "patterns"),
    )
    return case(
        "bu-en-waline-show",
        "discussion",
        "en-waline",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="control: the link 'Show 8 comments' under the post shows a hidden box and mounts Waline in it",
        container="div.sq-comments > div#sq-box (display:none until the click): h3 'Comments' and div#sq-waline (Waline's client, its English interface)",
        heading="Comments",
        description="A small knitting magazine's journal of April 2012 on a hosted site builder: a post announcing an issue with a 'Show 8 comments · Add a comment' bar that mounts Waline with 8 comments (the magazine answering twice, a reader answering a reader; replies one level deep); the sidebar's search, journal entries, categories with counts, the magazine's tweets and stockists. Most awkward: the count bar is the only sign of a discussion before the click.",
        lookalikes=("tweets",),
        check_steps=("click:#sq-show", "wait:3000"),
    )


def real_bu() -> list[Case]:
    return [it_isso_link(), es_isso_tab(), en_waline_show()]
