"""Blind set O: mixed pages, this article's discussion beside furniture in the comments' own markup: last week's best
comments from other articles, customers' reviews quoted in a review, storm spotters' reports, members' layouts, Orkut
scraps and test knitters' errata notes (written from memory of their general shape, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_o_common import (
    PartsK,
    av,
    box,
    esc,
    form,
    make,
    nest,
    ps,
    rail,
    rows,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: magazine, 'Best of last week's comments'


def best_of() -> Case:
    c = thread(
        """
Geoff Allard | 6 March 2012, 9:14am | - | Copper tape worked for one season on my raised beds, then the slugs seemed to get used to it. Beer traps are still the best.
Hilary Stone | 6 March 2012, 11:30am | - | Nematodes every April and September. Expensive, but I haven't lost a lettuce in three years.
Ruth (plot 14) | 6 March 2012, 2:02pm | - | We have a pair of thrushes nesting in the hedge and they clear the snails off the path every morning. Encourage the birds!
Dennis Whitlow | 7 March 2012, 8:40am | - | Wool pellets around the hostas. Smells like a wet sheep for a week but it works.
"""
    )
    other = [
        (
            "Pam Treadwell",
            "28 February 2012",
            "On: Leeks from seed",
            "Sow them in a deep tray, not a module, and trim the tops twice before planting out.",
        ),
        (
            "Colin Barnes",
            "29 February 2012",
            "On: Is it too early for potatoes?",
            "Chitting on the windowsill since January. The earlies go in on Good Friday, always have.",
        ),
        (
            "Jan Szabo",
            "1 March 2012",
            "On: Rhubarb forcing",
            "An upturned dustbin does the job as well as a terracotta forcer at a tenth of the price.",
        ),
    ]

    def item(author: str, when: str, text: str, i: int, on: str = "") -> str:
        return (
            f'<li class="ac-comment">{av(i, author, 40)}<div class="ac-meta"><span class="ac-name">{esc(author)}</span> <span class="ac-date">{esc(when)}</span>'
            + (f' <a class="ac-on" href="#">{esc(on)}</a>' if on else "")
            + f'</div><div class="ac-text">{ps(text)}</div><div class="ac-tools"><a href="#">Reply</a> · <a href="#">Report</a></div></li>'
        )

    best = "".join(item(a, w, t, 20 + k, on) for k, (a, w, on, t) in enumerate(other))
    block = (
        f'<div id="allotment-comments"><h3>Comments ({len(c)})</h3><ul class="ac-list">'
        + "".join(item(x.author, x.when, x.text, i) for i, x in enumerate(c))
        + "</ul>"
        + form("Add your comment", "Post")
        + f'</div><div class="ac-best"><h3>Best of last week\'s comments</h3><ul class="ac-list">{best}</ul></div>'
    )
    st = story(
        "Slugs: ten remedies tested on our trial plots",
        "Maggie Rowntree",
        "Maggie Rowntree",
        "2012-03-05T10:00:00+00:00",
        "5 March 2012",
        """
Last summer we split our trial plot into ten strips and tried a different slug remedy on each: copper tape, beer traps, grit, wool pellets, nematodes, coffee grounds and more.

Beer traps and nematodes came out on top; grit and coffee grounds did nothing we could measure. Wool pellets were good but smelly.

Full results table below. Tell us what works on your plot.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "d7",
            box("d7", "This month", rows("d7", ["Sow broad beans", "Chit potatoes", "Prune gooseberries"])),
        ),
    )
    return make(
        "o-mx-en-best-of",
        "mixed",
        "d7",
        "uk-mag",
        st,
        parts,
        c,
        path="/grow/slugs-ten-remedies-tested",
        container="div#allotment-comments, ul.ac-list of li.ac-comment: avatar, span.ac-name, span.ac-date, div.ac-text",
        heading="Comments (4)",
        description="A gardening magazine's article with four flat comments and, under them, 'Best of last week's comments': three readers' comments on other articles in the very same markup (with 'On: article title').",
        lookalikes=("last week's best comments from other articles, in the comments' own markup",),
    )


# --------------------------------------------------------------------------- en: gadget review quoting customers' reviews


def reviews_quoted() -> Case:
    c = thread(
        """
Jarrah W | March 6, 2012 at 10:02 am | - | Bought the black one last week. Battery is fine for me, I get two days with Bluetooth off.
Steph | March 6, 2012 at 11:48 am | - | Does it work with the Telstra 4G network or only 3G?
Gadget Grotto | March 6, 2012 at 1:15 pm | 1 | Steph, 3G only in Australia, the 4G bands don't match.
Aaron Fitzgerald | March 6, 2012 at 4:30 pm | - | $649 outright is too much for a phone with 16GB and no SD slot.
Mel in Toowong | March 7, 2012 at 9:20 am | - | Great review as always. The camera samples at night were really helpful.
"""
    )
    quoted = [
        (
            "Daniel K.",
            "Verified buyer, February 2012",
            "★★★★☆",
            "Screen is gorgeous but the battery won't last a full day of heavy use.",
        ),
        (
            "Sarah P.",
            "Verified buyer, February 2012",
            "★★☆☆☆",
            "Returned mine after a week, the speaker crackled at high volume.",
        ),
        (
            "M. Tran",
            "Verified buyer, January 2012",
            "★★★★★",
            "Best phone I've owned. Fast, light and the camera is excellent.",
        ),
    ]

    def rec(author: str, when: str, text: str, i: int, kids: str = "", stars: str = "") -> str:
        return (
            f'<div class="gg-comment">{av(i, author, 32)}<p class="gg-head"><b>{esc(author)}</b> <span class="gg-when">{esc(when)}</span>'
            + (f' <span class="gg-stars">{stars}</span>' if stars else "")
            + f'</p><div class="gg-body">{ps(text)}</div>'
            + (f'<div class="gg-kids">{kids}</div>' if kids else "")
            + "</div>"
        )

    inbody = (
        '<div class="gg-quoted"><h4>What buyers are saying</h4>'
        + "".join(rec(a, w, t, 30 + k, stars=s) for k, (a, w, s, t) in enumerate(quoted))
        + "</div>"
    )
    block = (
        f'<div id="gg-comments"><h3>{len(c)} Responses</h3>'
        + nest(c, lambda i, d, kids: rec(c[i].author, c[i].when, c[i].text, i, kids))
        + form("Leave a Reply", "Submit Comment")
        + "</div>"
    )
    st = story(
        "Review: the Nimbus X2 is a lovely phone with a battery problem",
        "Owen Pratt",
        "Owen Pratt",
        "2012-03-05T09:00:00+10:00",
        "March 5, 2012",
        """
The Nimbus X2 has the best screen we've seen on an Android phone this year, a fast dual-core chip and a camera that holds up at night. It also has a battery that struggles to get through a working day.

We are not alone: the early reviews from buyers on the retailer's site say the same. Here is a sample.

Verdict: 7/10. Wait for the firmware update, or for the price to drop.
""",
        declare="og",
    )
    parts = PartsK(
        inbody=inbody,
        after=block,
        rail=rail("k2", box("k2", "Top Deals", rows("k2", ["Nimbus X2 $599 at Harveys", "Tab 10 $399"]))),
    )
    return make(
        "o-mx-en-reviews-quoted",
        "mixed",
        "k2",
        "au-gadget",
        st,
        parts,
        c,
        path="/reviews/item/412-nimbus-x2-review.html",
        container="div#gg-comments, div.gg-comment: avatar, p.gg-head (<b>Name</b>, date), div.gg-body; the reply in div.gg-kids",
        heading="5 Responses",
        description="An Australian gadget review with five comments (the site's answer as a reply) and, inside the article, three buyers' reviews from a retailer's site in the comments' own markup (name, 'Verified buyer', stars, text).",
        lookalikes=("buyers' reviews quoted in the article, in the comments' own markup",),
    )


# --------------------------------------------------------------------------- en: storm chaser blog, spotter reports


def spotters() -> Case:
    c = thread(
        """
Cody Brannigan | March 3, 2012 at 11:52 pm | - | Incredible footage of the wall cloud. What lens were you on for the wide shots?
Tornado Alley Log | March 4, 2012 at 8:10 am | 0 | Cody, a 10-22mm on a crop body, wide open. The lightning did the rest.
Kim Nakashima | March 4, 2012 at 9:35 am | - | Glad you guys stayed safe. The road core punch near Chickasha looked sketchy on radar.
Luis Arreola | March 4, 2012 at 2:20 pm | - | Nice write-up. The hail at our place in Tuttle was golf ball sized, dented the truck.
"""
    )
    spot = [
        (
            "Spotter K5JWR",
            "9:41 pm",
            "Rotating wall cloud 3 miles SW of Amber, moving NE at 30 mph. No funnel yet.",
        ),
        (
            "Spotter Grady Co. EM",
            "9:48 pm",
            "Brief funnel reported by trained spotter near Amber, did not touch down.",
        ),
        ("Spotter N0XYZ", "10:02 pm", "Hail up to 1.75 inches in Tuttle, covering the ground."),
    ]

    def rec(author: str, when: str, text: str, i: int, kids: str = "") -> str:
        return (
            f'<li class="tal-c"><div class="tal-c-meta"><span class="tal-c-name">{esc(author)}</span> <span class="tal-c-date">{esc(when)}</span></div>'
            f'<div class="tal-c-text">{ps(text)}</div>'
            + (f'<ul class="tal-c-kids">{kids}</ul>' if kids else "")
            + "</li>"
        )

    inbody = (
        '<div class="spotter-log"><h4>Spotter reports from the net (as relayed)</h4><ul class="tal-comments">'
        + "".join(rec(a, w, t, 40 + k) for k, (a, w, t) in enumerate(spot))
        + "</ul></div>"
    )
    block = (
        '<div id="tal-discussion"><h3>Discussion</h3><ul class="tal-comments">'
        + nest(c, lambda i, d, kids: rec(c[i].author, c[i].when, c[i].text, i, kids))
        + "</ul>"
        + form("Leave a comment", "Post")
        + "</div>"
    )
    st = story(
        "Chase log: wall cloud near Amber, hail in Tuttle",
        "Tornado Alley Log",
        "Tornado Alley Log",
        "2012-03-03T23:30:00-06:00",
        "March 3, 2012",
        """
We left Norman at 6pm and set up west of Chickasha as the storm went up. By 9:30 it had a beautiful rotating wall cloud, lit from behind by constant lightning.

The amateur radio net was busy all evening. Here is what spotters were relaying while we watched.

We punched back through the core on the way home and caught some big hail. Video is up on the channel.
""",
        declare="jsonld",
    )
    parts = PartsK(
        inbody=inbody,
        after=block,
        rail=rail("sq5", box("sq5", "Chase stats 2012", "<p>4 chases · 1 tornado · 2,140 miles</p>")),
    )
    return make(
        "o-mx-en-spotters",
        "mixed",
        "sq5",
        "us-weather",
        st,
        parts,
        c,
        path="/journal/2012/3/3/chase-log-wall-cloud-near-amber.html",
        container="div#tal-discussion, ul.tal-comments of li.tal-c: span.tal-c-name, span.tal-c-date, div.tal-c-text; the reply in ul.tal-c-kids",
        heading="Discussion",
        description="A storm chaser's blog with four comments (the blogger's answer as a reply) and, in the post, three storm spotters' radio reports (call sign, time, report) in the comments' very own markup.",
        lookalikes=("storm spotter reports in the comments' own markup",),
    )


# --------------------------------------------------------------------------- en: model railway blog, members' layouts


def layouts() -> Case:
    c = thread(
        """
Graham Pryce | Wed 7th March 2012 | - | The ballasting on the approach to the station is spot on. What glue mix do you use?
Alison Teague | Wed 7th March 2012 | - | Fantastic cameo with the coal merchant's lorry. Is that a kit or scratch-built?
Neil Orme | Thu 8th March 2012 | - | Lovely, but the platform looks a touch low for GWR practice. Easily fixed with a strip of plasticard.
"""
    )
    members = [
        (
            "Colin W.",
            "Exhibit A: 'Dunfield Junction'",
            "OO gauge, 12ft x 2ft, BR Western Region 1958. Built over four winters.",
        ),
        ("Margaret H.", "Exhibit B: 'Bryn Coch'", "009 narrow gauge slate line, fits on a 4ft shelf."),
    ]

    def rec(author: str, when: str, text: str, i: int) -> str:
        return (
            f'<div class="blm-comment" id="blm-{60 + i}"><div class="blm-who"><a href="#">{esc(author)}</a></div><div class="blm-when">{esc(when)}</div>'
            f'<div class="blm-text">{ps(text)}</div></div>'
        )

    showcase = (
        '<div class="blm-showcase"><h4>Also in this month\'s show and tell</h4>'
        + "".join(rec(a, w, t, 70 + k) for k, (a, w, t) in enumerate(members))
        + "</div>"
    )
    block = (
        f'<div class="blm-comments"><h3>{len(c)} comments</h3>'
        + "".join(rec(x.author, x.when, x.text, i) for i, x in enumerate(c))
        + form("Add a comment", "Send")
        + "</div>"
    )
    st = story(
        "Layout of the month: Pelham Road goods yard",
        "Branch Line Modeller",
        "Branch Line Modeller",
        "2012-03-06T19:00:00+00:00",
        "Tuesday 6th March 2012",
        """
This month's layout is Pelham Road, a small goods yard in OO gauge built by Tom Greaves on a 6ft board in his spare bedroom.

Tom has gone for a late-fifties Western Region feel, with a coal merchant's yard, a cattle dock and a tiny station served by a single auto-coach.

Readers sent in their own layouts too; two are shown below the article.
""",
        declare="visible",
    )
    parts = PartsK(
        after=showcase + block,
        rail=rail(
            "tiny", box("tiny", "Techniques", rows("tiny", ["Ballasting", "Weathering", "Point motors"]))
        ),
    )
    return make(
        "o-mx-en-layouts",
        "mixed",
        "tiny",
        "uk-rail",
        st,
        parts,
        c,
        path="/2012/03/layout-of-the-month-pelham-road.html",
        container="div.blm-comments, div.blm-comment: div.blm-who (linked name), div.blm-when (date only), div.blm-text",
        heading="3 comments",
        description="A model railway blog's layout of the month with three flat comments (dates without a time) and, above them, two readers' layouts of the month's show and tell in the comments' own markup (name, exhibit, description).",
        lookalikes=("readers' layouts in the comments' own markup",),
    )


# --------------------------------------------------------------------------- pt: Brazilian blog, Orkut scraps


def scraps() -> Case:
    c = thread(
        """
Rosana | 5 de março de 2012 10:14 | - | Que lindo esse caminho de mesa, Jussara! Você usou linha 8 ou linha 6?
Dona Cida | 5 de março de 2012 13:40 | - | Minha filha vai casar em maio e quero fazer uns desses para a festa. Vou tentar!
Jussara | 5 de março de 2012 18:02 | 0 | Rosana, usei linha 6 e agulha 2,5. Fica mais firme.
Kátia Moreira | 6 de março de 2012 09:25 | - | Suas fotos estão cada vez melhores. Parabéns pelo blog!
"""
    )
    scr = [
        (
            "Lúcia Helena",
            "4 mar",
            "Jussara, feliz aniversário atrasado!! Deus te abençoe, beijos da prima de Anápolis",
        ),
        ("Marcos", "2 mar", "Oi tia, a mãe mandou dizer que o almoço de domingo é lá em casa"),
        ("Neusa Fátima", "28 fev", "Passando pra deixar um beijo e um scrap de bom dia ☀"),
    ]

    def rec(author: str, when: str, text: str, i: int) -> str:
        return (
            f'<div class="comentario">{av(i, author, 35)}<div class="com-topo"><a href="#">{esc(author)}</a> disse...</div>'
            f'<div class="com-texto">{ps(text)}</div><div class="com-data">{esc(when)}</div></div>'
        )

    orkut = (
        '<div class="widget scraps"><h3 class="sidetitle">Recados do meu Orkut</h3>'
        + "".join(rec(a, w, t, 80 + k) for k, (a, w, t) in enumerate(scr))
        + '<p><a href="#">ver todos os recados</a></p></div>'
    )
    block = (
        f'<div id="comentarios"><h4>{len(c)} comentários:</h4>'
        + "".join(rec(x.author, x.when, x.text, i) for i, x in enumerate(c))
        + '<p class="comment-footer"><a href="#">Postar um comentário</a></p></div>'
    )
    st = story(
        "Caminho de mesa de crochê para o Dia das Mães",
        "Jussara",
        "Jussara",
        "2012-03-05T08:00:00-03:00",
        "segunda-feira, 5 de março de 2012",
        """
Gente, terminei o caminho de mesa que prometi para a minha mãe! Foram duas semanas de crochê à noite, depois da novela.

O gráfico é simples, só pontos altos e correntinhas, e rende bem com dois novelos de linha crua.

Semana que vem coloco o passo a passo com fotos.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=orkut
        + rail("sq5", box("sq5", "Seguidores", "<p>214 seguidores</p>"), links="Artesanato|Receitas"),
    )
    return make(
        "o-mx-pt-recados",
        "mixed",
        "sq5",
        "br-orkut",
        st,
        parts,
        c,
        path="/2012/03/caminho-de-mesa-de-croche.html",
        container="div#comentarios, div.comentario: avatar, 'Name disse...', div.com-texto, div.com-data (the date after the text)",
        heading="4 comentários:",
        description="A Brazilian crochet blog with four comments (the blogger answering by name: no parent) and, in the sidebar, the blogger's Orkut scraps (messages to her, not about the post) in the comments' very own markup.",
        lookalikes=("Orkut scraps in the comments' own markup",),
    )


# --------------------------------------------------------------------------- en: knitting blog, test knitters' errata


def errata() -> Case:
    c = thread(
        """
Jen Kowalski | March 6, 2012 at 7:45 pm | - | Cast on last night in a worsted alpaca. The cable chart is so clear, thank you for the written version too.
Bethany R. | March 6, 2012 at 9:12 pm | - | Would this work in a DK weight if I go up a size?
Purl Harbor | March 7, 2012 at 8:30 am | 1 | Bethany, yes, knit the 40" size for a 36" finished chest in DK. Swatch first!
Holly Ames | March 7, 2012 at 12:05 pm | - | Bought it! Can't wait for my yarn to arrive.
Marguerite | March 7, 2012 at 5:50 pm | - | The sleeve decreases are so tidy. Is there a trick to the left-leaning one?
"""
    )
    notes = [
        (
            "Test knitter: Andrea (size 36)",
            "Feb 20, 2012",
            "Row 14 of chart B: the count should read 42 stitches, not 44.",
        ),
        (
            "Test knitter: Yuki (size 44)",
            "Feb 22, 2012",
            "In the sleeve instructions, 'repeat from * 6 times' should be 7 times for the two largest sizes.",
        ),
        (
            "Test knitter: Lorna (size 40)",
            "Feb 25, 2012",
            "The yardage for size 40 is closer to 1,350 yards than 1,200.",
        ),
    ]

    def rec(author: str, when: str, text: str, i: int, kids: str = "") -> str:
        return (
            f'<li class="ph-comment">{av(i, author, 36)}<div class="ph-c-head"><cite>{esc(author)}</cite> <small>{esc(when)}</small></div>'
            f'<div class="ph-c-body">{ps(text)}</div>'
            + (f'<ul class="ph-c-children">{kids}</ul>' if kids else "")
            + "</li>"
        )

    erratabox = (
        '<div class="ph-errata"><h4>Errata (fixed in version 1.1)</h4><ol class="ph-commentlist">'
        + "".join(rec(a, w, t, 90 + k) for k, (a, w, t) in enumerate(notes))
        + "</ol></div>"
    )
    block = (
        f'<div id="ph-comments"><h3>{len(c)} thoughts on this pattern</h3><ol class="ph-commentlist">'
        + nest(c, lambda i, d, kids: rec(c[i].author, c[i].when, c[i].text, i, kids))
        + "</ol>"
        + form("Leave a Reply", "Post Comment")
        + "</div>"
    )
    st = story(
        "New pattern: the Casco Bay cardigan",
        "Purl Harbor",
        "Purl Harbor",
        "2012-03-06T12:00:00-05:00",
        "March 6, 2012",
        """
The Casco Bay cardigan is finally out! A top-down raglan with a single cable panel up the back and seed stitch edges, in sizes 32 to 52 inches.

Many thanks to my five test knitters, who found the mistakes below before you had to. The pattern has been corrected.

It's $6 on the pattern shop, with a 20% discount until Sunday.
""",
        declare="og",
    )
    parts = PartsK(
        inbody=erratabox,
        after=block,
        rail=rail("tiny", box("tiny", "Yarn along", "<p>Currently knitting: socks</p>")),
    )
    return make(
        "o-mx-en-errata",
        "mixed",
        "tiny",
        "knit-blog",
        st,
        parts,
        c,
        path="/2012/03/06/new-pattern-the-casco-bay-cardigan/",
        container="div#ph-comments, ol.ph-commentlist of li.ph-comment: avatar, cite name, small date, div.ph-c-body; the reply in ul.ph-c-children",
        heading="5 thoughts on this pattern",
        description="A knitting pattern blog with five comments (the designer's answer as a reply) and, in the post, three test knitters' errata notes (name with size, date, correction) in the comments' very own markup and list class.",
        lookalikes=("test knitters' errata notes in the comments' own markup",),
    )
