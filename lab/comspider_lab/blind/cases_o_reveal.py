"""Blind set O: revealed threads: a Canadian paper's second comments page of the same article, an Irish radio site's
"Show all 9 comments", a Spanish Joomla paper's "Ver comentarios (5)" button and an Australian tech site's "Load more
comments" (written from memory of their general shape, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_o_common import (
    SITES_O,
    PartsK,
    av,
    box,
    esc,
    fetch_on,
    form,
    make,
    nest,
    ps,
    rail,
    render_o,
    rows,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: Canadian paper, comments page 2


def ca_page2() -> Case:
    c = thread(
        """
kamloopsdad | Mar 6, 2012 8:04 AM | - | $14 million for a fire hall in Aberdeen while the North Shore hall is falling apart. Priorities.
Linda_R | Mar 6, 2012 8:20 AM | - | Response times up the hill are terrible. My neighbour waited 14 minutes for an ambulance last winter.
tranquille_tom | Mar 6, 2012 8:41 AM | - | Referendum. Any project over $10 million should go to the voters.
BCtaxpayer | Mar 6, 2012 9:02 AM | - | Council will approve it anyway, they always do.
Gord Sinclair | Mar 6, 2012 9:15 AM | - | Good on council. The Aberdeen area has doubled since the current hall was built.
justsayin250 | Mar 6, 2012 9:33 AM | - | Who owns the land they're buying for it? Would love to know.
Marnie T | Mar 6, 2012 9:50 AM | - | My husband is a volunteer firefighter in Barriere. These people deserve a decent building.
sunpeaksskier | Mar 6, 2012 10:12 AM | - | Put solar on the roof at least. The new RCMP building didn't bother.
Rob Mclean | Mar 6, 2012 10:30 AM | - | The article says 14 million, the staff report says 16.2 with the equipment. Which is it?
ValleyViews | Mar 6, 2012 10:48 AM | - | Every city in BC is building these halls. Kamloops is late, not early.
oldtimer1955 | Mar 6, 2012 11:05 AM | - | I remember when the whole city had two fire halls and it was fine.
Jenna K | Mar 6, 2012 11:27 AM | - | Oldtimer, the city was a third of the size then.
Harjit S. | Mar 6, 2012 11:50 AM | - | My insurance dropped when the Dallas hall opened. A hall nearby saves homeowners money too.
kamloopsdad | Mar 6, 2012 12:06 PM | - | Fair point Harjit, didn't think of insurance.
Dwayne | Mar 6, 2012 12:40 PM | - | Tax increase of 2.9% and now this. Seniors on fixed income can't keep up.
Shelley from Sahali | Mar 6, 2012 1:15 PM | - | Will the old hall be sold? It would make a nice community space.
pinegrove | Mar 6, 2012 2:02 PM | - | Public hearing is on the 20th. Go and say your piece instead of typing here.
Ed Marchand | Mar 6, 2012 3:30 PM | - | Journalism at its best, the Ledger actually read the staff report. Thanks.
A. Kowalski | Mar 6, 2012 5:45 PM | - | Build it with local contractors please, not a firm from the Lower Mainland.
Terry | Mar 6, 2012 8:10 PM | - | Fire chief's presentation is on the city website if anyone wants the actual numbers.
Nadine | Mar 7, 2012 7:25 AM | - | Our kids' school is next to the proposed site. Sirens all day?
Cal B. | Mar 7, 2012 9:40 AM | - | Nadine, modern halls don't run sirens until they're on the road. Quieter than you'd think.
"""
    )
    per = 14
    path = "/news/local/council-backs-14m-aberdeen-fire-hall-1.1330522/"
    cpath = path + "comments-page-2/"

    def li(i: int) -> str:
        x = c[i]
        return (
            f'<li class="cmt" id="cmt-{7100 + i}"><div class="cmt-hd"><a class="user" href="/profile/{esc(x.author)}">{esc(x.author)}</a> wrote: <span class="cmt-time">{esc(x.when)}</span></div>'
            f'<div class="cmt-bd">{ps(x.text)}</div><div class="cmt-ft">Agree {(i * 5) % 11} | Disagree {(i * 2) % 7} | <a href="#">Report</a></div></li>'
        )

    def block(page: int) -> str:
        idx = range(per) if page == 1 else range(per, len(c))
        pager = (
            f'<div class="cmt-pager">Comments page <b>1</b> | <a href="{cpath}">2</a> <a href="{cpath}" class="next">Next »</a></div>'
            if page == 1
            else f'<div class="cmt-pager"><a href="{path}" class="prev">« Previous</a> Comments page <a href="{path}">1</a> | <b>2</b></div>'
        )
        return (
            f'<div id="article-comments"><h3 class="ac-hd">Comments ({len(c)})</h3>{pager}<ul class="cmts">{"".join(li(i) for i in idx)}</ul>{pager}'
            + form("Add a comment", "Post", "Username", "Comment")
            + "</div>"
        )

    st = story(
        "Council backs $14M Aberdeen fire hall",
        "Cassie Dorland, Kamloops Ledger",
        "Cassie Dorland",
        "2012-03-06T06:00:00-08:00",
        "March 6, 2012 6:00 AM",
        """
City council has given its support to a $14-million fire hall in Aberdeen, saying growth on the southwest hillside has pushed response times past the city's target.

The hall would house an engine company and an ambulance bay. Fire Chief Wes Darrow told council that crews currently take an average of nine minutes to reach the upper neighbourhoods.

A public hearing on the borrowing bylaw is scheduled for March 20.
""",
        declare="og",
    )
    side = rail("paper", box("paper", "Weather", "<p>Kamloops: 6°C, cloudy</p>"))
    page2 = render_o("paper", SITES_O["ca-paper"], st, PartsK(after=block(2), rail=side))
    return make(
        "o-rev-en-ca-page2",
        "revealed",
        "paper",
        "ca-paper",
        st,
        PartsK(after=block(1), rail=side),
        c,
        path=path,
        reveal="second comments page: the article shows comments 1-14; 'Comments page 1 | 2 Next »' leads to comments-page-2/ (the same article with comments 15-22)",
        container="div#article-comments, ul.cmts of li.cmt: '<a>username</a> wrote: Mar 6, 2012 8:04 AM', div.cmt-bd, 'Agree n | Disagree n | Report'",
        heading="Comments (22)",
        description="A Canadian city paper: twenty-two flat comments, fourteen on the article and eight on its second comments page (the same article); usernames, answers naming readers in passing (no parent).",
        static=False,
        files={cpath: page2},
        comments_page=cpath,
        check_steps=("snap", f"goto:{cpath}"),
    )


# --------------------------------------------------------------------------- en: Irish radio site, 'Show all 9 comments'


def ie_showall() -> Case:
    c = thread(
        """
Niamh Brennan | 6th March 2012 at 10:22 | - | The N4 at Dromod is a disgrace. Three crashes on that bend since Christmas.
Paddy Mulvey | 6th March 2012 at 10:41 | - | Well done to the lads from the fire brigade, they were there in minutes.
Gráinne | 6th March 2012 at 11:05 | - | Hope the driver recovers. My cousin drives that road every morning.
Kevin Reynolds | 6th March 2012 at 11:30 | - | Speed cameras on the straight before the bend would sort it.
Maura from Longford | 6th March 2012 at 12:02 | - | The junction needs a roundabout, not more signs.
Eoin | 6th March 2012 at 12:40 | - | It's been on the council's list for years, nothing happens until someone is killed.
Bernie Duignan | 6th March 2012 at 13:15 | - | Thinking of the family. Drive safe everyone.
Tadhg | 6th March 2012 at 14:50 | - | Was stuck in the tailback for an hour. Fair play to the gardaí directing traffic in the rain.
Sinéad Kiernan | 6th March 2012 at 16:05 | - | Listened to the piece on the morning show, the TD finally admitted funding was promised in 2009.
"""
    )

    def li(i: int) -> str:
        x = c[i]
        return (
            f'<li class="cmt-row"><div class="cmt-who"><strong>{esc(x.author)}</strong> <span class="cmt-date">{esc(x.when)}</span></div>'
            f'<p class="cmt-text">{esc(x.text)}</p></li>'
        )

    frag = "/news/_comments/n4-dromod-crash-all.html"
    block = (
        f'<div class="cmt-panel" id="cmt-panel"><h3 class="cmt-title">Listener comments</h3><ul id="cmt-ul">{li(7)}{li(8)}</ul>'
        f'<p class="cmt-more"><a href="#" id="cmt-showall">Show all {len(c)} comments</a></p>'
        + form("Have your say", "Send", "Name", "Your comment")
        + "</div>"
    )
    st = story(
        "Two injured in N4 crash at Dromod",
        "Newsroom",
        "Newsroom",
        "2012-03-06T09:10:00+00:00",
        "06/03/2012 - 09:10",
        """
Two people were taken to hospital after a collision between a car and a van on the N4 near Dromod shortly after 7am.

The road was closed for over three hours while gardaí carried out a forensic examination. Diversions were in place through Rooskey.

Local councillors have renewed calls for safety works at the junction.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=rail("d7", box("d7", "On Air Now", "<p>The Midlands Morning Show, 7-10am</p>")),
        end=fetch_on("click:#cmt-showall", frag, "#cmt-ul"),
    )
    return make(
        "o-rev-en-ie-showall",
        "revealed",
        "d7",
        "ie-radio",
        st,
        parts,
        c,
        path="/news/two-injured-in-n4-crash-at-dromod",
        reveal="click: the page shows the latest 2 comments; 'Show all 9 comments' fetches the whole list (HTML) in their place",
        container="div.cmt-panel, ul#cmt-ul of li.cmt-row: '<strong>Name</strong> 6th March 2012 at 10:22', p.cmt-text",
        heading="Listener comments",
        description="An Irish regional radio station's news page: nine flat comments, of which the page shows the last two; 'Show all 9 comments' replaces them with all nine (fetched).",
        static=False,
        files={frag: "".join(li(i) for i in range(len(c)))},
        check_steps=("click:#cmt-showall", "wait:800"),
    )


# --------------------------------------------------------------------------- es: Joomla paper, 'Ver comentarios (5)'


def es_ver() -> Case:
    c = thread(
        """
Antonio Rus | 06/03/2012 12:41 | - | Por fin alguien se acuerda de la carretera de Quesada. Llevamos diez años con los mismos baches.
Mari Carmen | 06/03/2012 13:15 | 0 | Y la curva de la venta, que cada invierno se lleva un coche. Ojalá no se quede en promesa.
Pepe el de Peal | 06/03/2012 16:02 | - | 2,3 millones está muy bien pero a ver cuándo empiezan. Las elecciones están cerca...
Lucía G. | 06/03/2012 19:30 | - | Enhorabuena al periódico por seguir el tema. Sin vosotros nadie se enteraba.
Rafael Moya | 07/03/2012 08:05 | - | Que no se olviden del arcén para los ciclistas, que en primavera somos muchos.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="comment-box{" respuesta" if d else ""}" id="comment-item-{230 + i}"><div class="comment-head"><span class="comment-author">{esc(x.author)}</span> '
            f'<span class="comment-date">{esc(x.when)}</span> <a class="comment-anchor" href="#comment-item-{230 + i}">#{i + 1}</a></div>'
            f'<div class="comment-body">{esc(x.text)}</div><div class="comment-tools"><a href="#">Responder</a> | <a href="#">Citar</a> | <a href="#">Denunciar</a></div>'
            + (f'<div class="comment-children">{kids}</div>' if kids else "")
            + "</div>"
        )

    frag = "/component/comentarios/ajax/article-1821.html"
    block = (
        '<div id="comentarios-wrap"><p><button type="button" id="btn-ver-comentarios" class="button">Ver comentarios (5)</button></p>'
        '<div id="comentarios-lista"></div>'
        + form("Escribe tu comentario", "Enviar", "Nombre", "Comentario")
        + "</div>"
    )
    st = story(
        "La Diputación licita la mejora de la carretera de Quesada por 2,3 millones",
        "Redacción",
        "Redacción",
        "2012-03-06T11:00:00+01:00",
        "Martes, 06 de Marzo de 2012 11:00",
        """
La Diputación Provincial ha sacado a licitación las obras de mejora de la carretera que une Cazorla con Quesada, con un presupuesto de 2,3 millones de euros.

El proyecto incluye el ensanche de la calzada en seis kilómetros, la corrección de la curva de la venta y nuevos arcenes.

Las obras podrían comenzar antes del verano, según fuentes del ente provincial.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "k2",
            box("k2", "El tiempo", "<p>Cazorla: 14°C, soleado</p>"),
            links="Contacto|Publicidad|Aviso legal",
        ),
        end=fetch_on("click:#btn-ver-comentarios", frag, "#comentarios-lista"),
    )
    return make(
        "o-rev-es-ver-comentarios",
        "revealed",
        "k2",
        "es-joomla",
        st,
        parts,
        c,
        path="/local/1821-la-diputacion-licita-la-carretera-de-quesada.html",
        reveal="click: the button 'Ver comentarios (5)' fetches the comments (HTML) into the empty div#comentarios-lista",
        container="div#comentarios-lista, div.comment-box: span.comment-author, span.comment-date '06/03/2012 12:41', '#n', div.comment-body, 'Responder | Citar | Denunciar'; the reply in div.comment-children",
        heading=None,
        description="A Spanish regional paper on Joomla: five comments (one reply nested in its parent) that the page shows only after the button 'Ver comentarios (5)' is pressed (fetched); no heading.",
        static=False,
        files={frag: nest(c, item)},
        check_steps=("click:#btn-ver-comentarios", "wait:800"),
    )


# --------------------------------------------------------------------------- en: Australian tech site, 'Load more comments'


def au_loadmore() -> Case:
    c = thread(
        """
Shane K | 2 days ago | - | 12 Mbps on a "50 Mbps" plan at 8pm. Every night. Not good enough.
Priya V | 2 days ago | 0 | Same in Parramatta. The contention on that exchange is shocking.
Matt the Network Guy | 2 days ago | 0 | It's the backhaul, not the exchange. They bought too little CVC for the evening peak.
Alicia Brown | 2 days ago | - | Switched to a smaller ISP last year and never looked back. Half the price too.
Doug | 2 days ago | - | The ACCC should make them advertise typical evening speeds, not theoretical maximums.
Hamish | 1 day ago | - | Great test methodology, good to see someone actually measuring at peak times.
Leanne Cho | 1 day ago | 5 | Agree, most reviews just run one speed test at lunchtime.
Tommo | 1 day ago | - | Who cares, it's faster than my 4G in Toowoomba.
Ravi | 1 day ago | - | Any chance you'll repeat the test after the NBN rollout in our suburb?
Byte Down Under | 1 day ago | 8 | Ravi, yes, we plan to redo it in six months with the same lines.
Kerry | 20 hours ago | - | The upload speeds are the real scandal. 1 Mbps in 2012.
Gus | 18 hours ago | - | My modem drops out every time it rains. Copper is rotten in our street.
Jess L | 12 hours ago | - | Could you publish the raw data? I'd love to graph it by suburb.
Nick P | 5 hours ago | - | Telling that none of the big three would comment.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="bdu-comment depth-{d}" id="bdu-c{4400 + i}">{av(i, x.author, 36, "bdu-av")}<div class="bdu-main"><div class="bdu-meta"><span class="bdu-name">{esc(x.author)}</span> <span class="bdu-ago">{esc(x.when)}</span></div>'
            f'<div class="bdu-text">{ps(x.text)}</div><div class="bdu-acts"><a href="#">Reply</a> <a href="#">Like</a></div></div>'
            + (f'<div class="bdu-replies">{kids}</div>' if kids else "")
            + "</div>"
        )

    first = [i for i in range(len(c)) if i < 8]
    rest = [i for i in range(len(c)) if i >= 8]

    def threads(idx: list[int]) -> str:
        return "".join(item(i, 0, nest(c, item, i, 1)) for i in idx if c[i].parent is None)

    frag = "/ajax/comments/nbn-peak-speeds-page2.html"
    block = (
        f'<div id="bdu-comments"><h3>{len(c)} Comments</h3><div id="bdu-list">{threads(first)}</div>'
        '<p class="bdu-more"><a href="#" id="bdu-loadmore">Load more comments</a></p>'
        + form("Leave a comment", "Post Comment")
        + "</div>"
    )
    st = story(
        "We tested evening broadband speeds on five ISPs: here's what you actually get",
        "Grant Lui",
        "Grant Lui",
        "2012-03-04T10:00:00+10:00",
        "March 4, 2012",
        """
For two weeks we ran speed tests every hour on five ADSL2+ connections in Brisbane, Sydney and Melbourne. Between 7pm and 11pm, none of them came close to the speeds on the box.

The worst connection averaged 38 percent of its advertised speed at peak. The best, from a smaller provider, held 81 percent.

We asked the three largest providers for comment; none responded by deadline.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "k2",
            box(
                "k2", "Latest Reviews", rows("k2", ["Galaxy Nexus", "Kindle Fire", "Asus Transformer Prime"])
            ),
        ),
        end=fetch_on("click:#bdu-loadmore", frag, "#bdu-list", mode="append"),
    )
    return make(
        "o-rev-en-au-loadmore",
        "revealed",
        "k2",
        "au-tech",
        st,
        parts,
        c,
        path="/broadband/we-tested-evening-broadband-speeds-on-five-isps",
        reveal="load_more: the first 5 threads (8 comments) in the page; 'Load more comments' appends the other threads (6 comments, fetched HTML)",
        container="div#bdu-comments, div#bdu-list of div.bdu-comment: avatar, span.bdu-name, relative time, div.bdu-text; replies in div.bdu-replies inside their parent",
        heading="14 Comments",
        description="An Australian tech news site: fourteen comments (four replies), times relative ('2 days ago'); the page shows eight, 'Load more comments' appends the last six (fetched), the site's own answer among them.",
        static=False,
        files={frag: threads(rest)},
        check_steps=("click:#bdu-loadmore", "wait:800"),
    )
