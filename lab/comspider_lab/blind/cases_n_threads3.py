"""Blind set N: more discussions: a sports blog's 'Join the discussion' nested by depth classes, a parenting blog's
'Name said...' list without any time, a Twenty Eleven-like tech blog, German, Spanish and Brazilian Portuguese blogs,
and two comments under a UK weekly's story."""

from __future__ import annotations

from comspider_lab.blind.cases_n_common import (
    PartsK,
    av,
    box,
    esc,
    make,
    ps,
    rail,
    reply_form,
    rows,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: sports blog, depth classes, 'Join the discussion'


def sports_depth() -> Case:
    c = thread(
        """
RangerRick54 | 3 hours ago | - | Trading up to 9 for a tackle would be the smartest thing this front office has done in a decade.
BlueCollarBill | 3 hours ago | 0 | And give up next year's second? No way. The draft is too deep at tackle to pay that price.
RangerRick54 | 2 hours ago | 1 | Deep in rounds 2-3 maybe. There are two franchise guys and they'll both be gone by 10.
stat_geek | 2 hours ago | 2 | Since 2000, tackles taken in the top 10 have made 2.3 Pro Bowls on average. Rounds 2-3: 0.4. Rick is right.
BlueCollarBill | 2 hours ago | 3 | Fine, but Pro Bowls are a popularity contest.
Coach K in Dayton | 2 hours ago | - | Whoever they take, they need to fix the secondary first. We gave up 31 passing TDs.
ladyranger | 1 hour ago | - | Great breakdown Tony. The mock draft tool link is broken though.
Tony Marchetti | 1 hour ago | 6 | Thanks, fixed it!
gridiron_gus | 45 minutes ago | - | If Holloway is there at 14 and they don't take him I'm burning my season tickets.
RangerRick54 | 30 minutes ago | 8 | You say that every year Gus.
Northside Nate | 12 minutes ago | - | Mock draft 3.0 when?
"""
    )
    items = []
    for i, d in tree_walk(c):
        x = c[i]
        items.append(
            f'<div class="gg-comment depth-{d + 1}" id="gg-{7700 + i}" style="margin-left:{d * 30}px">'
            f'<div class="gg-pic">{av(i, x.author, 32)}</div><div class="gg-txt"><span class="gg-name">{esc(x.author)}</span>'
            + (' <span class="gg-badge">Author</span>' if x.author == "Tony Marchetti" else "")
            + f' <span class="gg-time">{esc(x.when)}</span><div class="gg-msg">{esc(x.text)}</div>'
            f'<div class="gg-bar"><a href="#">Reply</a> <a href="#" class="up">👍 {(i * 7) % 13}</a></div></div></div>'
        )
    block = (
        '<div class="gg-discuss" id="discussion"><h3 class="gg-hd">Join the discussion</h3>'
        '<div class="gg-login">Comment as: <a href="#">Facebook</a> · <a href="#">Twitter</a> · <a href="#">Guest</a></div>'
        f'{"".join(items)}<div class="gg-more">Showing all 11</div></div>'
    )
    st = story(
        "Mock Draft 2.0: Rangers Should Trade Up for a Tackle",
        "Tony Marchetti",
        "Tony Marchetti",
        "2012-03-03T09:30:00-05:00",
        "March 3, 2012",
        """
With the combine behind us, the picture at the top of the draft is clearer, and it says the Rangers need to move.

Two tackles, Darnell Holloway and Pete Szymanski, separated themselves in Indianapolis. Neither will last past the tenth pick.

My mock has the Rangers sending pick 14 and next year's second to Jacksonville for pick 9.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box("network", "Schedule", rows("network", ["Apr 26: Draft round 1", "Apr 27: Rounds 2-3"]))
        + box("network", "Forum", "<p>Join 2,400 fans in the Gridiron Gospel forum.</p>"),
    )
    return make(
        "n-sports-en-depth",
        "discussion",
        "network",
        "network-sports",
        st,
        parts,
        c,
        path="/2012/03/03/mock-draft-2-trade-up-tackle/",
        container="div#discussion, div.gg-comment siblings with depth-N classes and inline margins (four levels)",
        heading="Join the discussion",
        description="A fan blog of a blog network: eleven comments with relative times ('3 hours ago', '45 minutes ago'), nested four levels by depth classes and margins on sibling divs, an 'Author' badge; the heading never says 'comment'.",
    )


# --------------------------------------------------------------------------- en: parenting blog, 'Name said...', no time


def mom_said() -> Case:
    c = thread(
        """
Jenny B | | - | LOL at the Cheerios in the DVD player. We found a grilled cheese in ours once.
Amanda @ Three Little Birds | | - | This is my life right now. Solidarity, mama!
Trish | | - | The part about the car seat buckles made me snort my coffee.
Kelly Simmons | | - | I needed this laugh today. Thank you.
Rochelle | | - | Mine are 14 and 16 now and I promise it gets easier. Then it gets harder in a different way.
Sarah Jo | | - | Shared this on Facebook, my sister has four boys and she will die.
Nicole @ Coffee and Crayons | | - | "The minivan is not a dining room" needs to be on a t-shirt.
Beth | | - | Do you have a recipe for the crock pot mac and cheese you mentioned?
MeganLovesMaple | | - | Oh this is so us. Every. Single. Day.
Laurie Ann | | - | Pinning this!
Dana K. | | - | My husband read this over my shoulder and said "is she living in our house?"
Gina | | - | We named our minivan Big Bertha. She has seen things.
Holly | | - | Just found your blog from the blog hop, new follower!
Kristy M | | - | I laughed so hard I woke the baby. Worth it.
Pam in Ohio | | - | Grandma of seven here. Enjoy every sticky minute, they go so fast.
"""
    )
    items = "".join(
        f'<div class="comment-wrap" id="comment-{3310 + i}"><div class="c-gravatar">{av(i, x.author, 48)}</div>'
        f'<div class="c-right"><p class="c-author"><span class="c-name">{esc(x.author)}</span> said...</p><div class="c-words">{ps(x.text)}</div>'
        '<p class="c-reply"><a href="#respond">Reply</a></p></div></div>'
        for i, x in enumerate(c)
    )
    block = f'<div id="comments-wrap"><h3 class="c-title">15 Comments</h3><div class="commentlist">{items}</div>{reply_form("Leave a Reply")}</div>'
    st = story(
        "Things Found in My Minivan This Week",
        "Posted by Kara",
        "Kara",
        "2012-03-02T21:00:00-05:00",
        "March 2, 2012",
        """
I cleaned out the minivan on Thursday. It took two hours and a shop vac, and I am not proud of what I found.

In no particular order: three sippy cups (two with milk, do not ask), a library book from 2010, nineteen crayons, one shoe that belongs to no one in this family, and half a grilled cheese.

The minivan is not a dining room. I say this every day. Nobody listens.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "wpten",
            box("wpten", "Giveaways", "<p>Win a $50 gift card! Ends 3/10.</p>"),
            box(
                "wpten",
                "Grab my button",
                '<textarea rows="3">&lt;a href="#"&gt;Minivans and Mayhem&lt;/a&gt;</textarea>',
            ),
            cats="Funny|Kids|Recipes|Giveaways",
        ),
    )
    return make(
        "n-mom-en-said",
        "discussion",
        "wpten",
        "wp-mom",
        st,
        parts,
        c,
        path="/things-found-in-my-minivan-this-week/",
        container="div#comments-wrap div.commentlist, div.comment-wrap: gravatar, 'Name said...', the text, Reply",
        heading="15 Comments",
        description="A parenting blog on a magazine-like WordPress theme: fifteen short flat comments, 'Name said...', no time at all on any of them.",
    )


# --------------------------------------------------------------------------- en: Twenty Eleven-like tech blog


def tech_eleven() -> Case:
    c = thread(
        """
kfrazier | March 3, 2012 at 4:19 pm | - | Worked perfectly on 11.10, thanks. One thing: the PPA line has a typo, "precise" should be "oneiric" for anyone not on the beta.
Bitwise Journal | March 3, 2012 at 5:01 pm | 0 | Good catch, fixed. Thanks!
Lukas H. | March 3, 2012 at 7:33 pm | - | On Debian squeeze I had to install libgtk2.0-dev first or the configure step fails.
Marco P | March 4, 2012 at 2:10 am | 2 | Same on Mint 12. Lukas's tip fixed it.
Anonymous Coward | March 4, 2012 at 9:48 am | - | Why not just use the snapshot from the repo? Compiling from source is a waste of time in 2012.
Bitwise Journal | March 4, 2012 at 10:15 am | 4 | The repo version is 0.8, the bug fix I wanted is in 0.9.2. If 0.8 works for you, by all means.
Deb Nakamura | March 5, 2012 at 6:02 pm | - | Bookmarked. Clearest guide I've found for this.
"""
    )

    def li(i: int, d: int) -> str:
        x = c[i]
        kids = [j for j in range(len(c)) if c[j].parent == i]
        return (
            f'<li class="comment{" byuser bypostauthor" if x.author == "Bitwise Journal" else ""} depth-{d + 1}" id="li-comment-{871 + i}">'
            f'<article id="comment-{871 + i}" class="comment"><footer class="comment-meta"><div class="comment-author vcard">{av(i, x.author, 68)}'
            f'<span class="fn">{esc(x.author)}</span> on <a href="#comment-{871 + i}"><time pubdate datetime="2012-03-0{3 + (i > 3)}">{esc(x.when)}</time></a> <span class="says">said:</span></div></footer>'
            f'<div class="comment-content">{ps(x.text)}</div><div class="reply"><a class="comment-reply-link" href="#">Reply <span>&darr;</span></a></div></article>'
            + (f'<ul class="children">{"".join(li(j, d + 1) for j in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        '<div id="comments"><h2 id="comments-title">7 thoughts on &ldquo;<span>Building the 0.9.2 release from source on Ubuntu</span>&rdquo;</h2>'
        f'<ol class="commentlist">{"".join(li(i, 0) for i, x in enumerate(c) if x.parent is None)}</ol>{reply_form()}</div>'
    )
    st = story(
        "Building the 0.9.2 release from source on Ubuntu",
        "Bitwise Journal",
        "Bitwise Journal",
        "2012-03-03T14:00:00+00:00",
        "March 3, 2012",
        """
The 0.9.2 release fixes the clipboard bug that has been driving me mad since November, but the distributions have not packaged it yet. Here is how to build it yourself.

First install the build dependencies, then fetch the tarball, verify the checksum and run the usual configure, make, make install.

If configure complains about GTK, see the notes at the end.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "wpten",
            box("wpten", "Tags", "<p>bash · debian · gtk · ubuntu · vim</p>"),
            cats="Howto|News|Rants",
            months="March 2012|February 2012",
        ),
    )
    return make(
        "n-tech-en-eleven",
        "discussion",
        "wpten",
        "wpten-tech",
        st,
        parts,
        c,
        path="/2012/03/03/building-0-9-2-from-source-on-ubuntu/",
        container="Twenty Eleven-like ol.commentlist, li.comment > article.comment, footer.comment-meta 'Name on March 3, 2012 at 4:19 pm said:', ul.children",
        heading="7 thoughts on “Building the 0.9.2 release from source on Ubuntu”",
        description="A Linux tutorial blog on a Twenty Eleven-like theme: seven comments, three replies (two by the blogger), 'Name on <time> said:', an 'Anonymous Coward'.",
    )


# --------------------------------------------------------------------------- de: WordPress, 'Name meint:'


def de_meint() -> Case:
    c = thread(
        """
Jana aus Plagwitz | 3. März 2012 um 16:19 | - | Die Pizza dort ist wirklich die beste im Süden, aber sonntags ist es hoffnungslos voll.
Kiezbummler | 3. März 2012 um 17:05 | 0 | Deshalb gehe ich immer dienstags. Da ist es ruhig und der Koch hat Zeit zum Reden.
Matze | 3. März 2012 um 19:44 | - | Der Kaffee danach im Eckladen ist auch nicht zu verachten.
Sabine K. | 4. März 2012 um 10:02 | - | Schöner Text! Gibt es dort auch etwas Vegetarisches außer Margherita?
Olli | 5. März 2012 um 08:37 | - | Wieder was gelernt. Ich wohne seit acht Jahren um die Ecke und war nie drin.
"""
    )

    def li(i: int, d: int) -> str:
        x = c[i]
        kids = [j for j in range(len(c)) if c[j].parent == i]
        return (
            f'<li class="comment depth-{d + 1}" id="li-comment-{60 + i}"><div id="comment-{60 + i}"><div class="comment-author vcard">{av(i, x.author)}'
            f'<cite class="fn">{esc(x.author)}</cite> <span class="says">meint:</span></div><div class="comment-meta commentmetadata"><a href="#comment-{60 + i}">{esc(x.when)}</a></div>'
            f'<div class="comment-body">{ps(x.text)}</div><div class="reply"><a href="#">Antworten</a></div></div>'
            + (f'<ul class="children">{"".join(li(j, d + 1) for j in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        '<div id="comments"><h3 id="comments-title">5 Antworten auf <em>Tresen-Tour (7): Die Pizzeria an der Bornaischen</em></h3>'
        f'<ol class="commentlist">{"".join(li(i, 0) for i, x in enumerate(c) if x.parent is None)}</ol>'
        + reply_form(
            "Schreibe einen Kommentar",
            "Deine E-Mail-Adresse wird nicht veröffentlicht. Erforderliche Felder sind markiert *",
        )
        + "</div>"
    )
    st = story(
        "Tresen-Tour (7): Die Pizzeria an der Bornaischen",
        "Kiezbummler",
        "Kiezbummler",
        "2012-03-03T12:00:00+01:00",
        "3. März 2012",
        """
Teil sieben meiner kleinen Tresen-Tour durch Connewitz führt in eine Pizzeria, die es seit 1994 gibt und die aussieht, als hätte sich seitdem nichts verändert.

Der Ofen ist echt, der Wein kommt aus der Pfalz und der Chef erzählt gern von Neapel.

Fazit: hingehen, aber nicht am Sonntag.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "wpten",
            box(
                "wpten",
                "Blogroll",
                rows("wpten", ['<a href="#">Südbahnhof</a>', '<a href="#">Radeln in Leipzig</a>']),
            ),
            cats="Essen|Kiez|Fahrrad",
            months="März 2012|Februar 2012",
        ),
    )
    return make(
        "n-de-wp-meint",
        "discussion",
        "wpten",
        "de-wp",
        st,
        parts,
        c,
        path="/2012/03/03/tresen-tour-7-pizzeria/",
        container="WordPress ol.commentlist, li.comment: 'Name meint:', '3. März 2012 um 16:19', ul.children",
        heading="5 Antworten auf Tresen-Tour (7)…",
        description="A German WordPress city blog: five comments, one answer by the blogger nested, 'meint:' for 'says:', 'Antworten' links.",
    )


# --------------------------------------------------------------------------- es: Thesis-like, 'Name dice:'


def es_dice() -> Case:
    c = thread(
        """
Lucía Ferrer | 3 marzo, 2012 a las 4:19 pm | - | Qué envidia, Oporto es mi ciudad favorita. ¿Probaste la francesinha del bar de la esquina de la Ribeira?
Cuaderno de Bitácora | 3 marzo, 2012 a las 6:40 pm | 0 | ¡Sí! Y casi no puedo levantarme de la silla después.
Andrés M. | 4 marzo, 2012 a las 11:15 am | - | Muy buena guía. Apunto lo de la librería para mayo.
Pilar | 5 marzo, 2012 a las 9:02 pm | - | Las fotos del tranvía son preciosas.
"""
    )

    def li(i: int, d: int) -> str:
        x = c[i]
        kids = [j for j in range(len(c)) if c[j].parent == i]
        return (
            f'<li class="comment depth-{d + 1}" id="comment-{410 + i}"><div class="comment-body"><div class="comment-author vcard">{av(i, x.author, 32)}'
            f'<cite class="fn">{esc(x.author)}</cite> <span class="says">dice:</span></div><div class="comment-meta"><a href="#comment-{410 + i}">{esc(x.when)}</a></div>'
            f'{ps(x.text)}<div class="reply"><a href="#">Responder</a></div></div>'
            + (f'<ul class="children">{"".join(li(j, d + 1) for j in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        f'<div id="comments"><h3>4 comentarios</h3><ol class="commentlist">{"".join(li(i, 0) for i, x in enumerate(c) if x.parent is None)}</ol>'
        + reply_form("Deja un comentario", "Tu dirección de correo electrónico no será publicada.")
        + "</div>"
    )
    st = story(
        "Tres días en Oporto con poco dinero",
        "por Irene",
        "Irene",
        "2012-03-02T10:00:00+01:00",
        "2 marzo, 2012",
        """
Oporto se puede recorrer a pie, con buen calzado y muchas ganas de subir cuestas.

Dormimos en un albergue junto a la estación, comimos en tascas por menos de diez euros y cruzamos el puente de hierro al atardecer.

Lo mejor: la librería con la escalera roja, aunque hay que hacer cola.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "thesis",
            box(
                "thesis",
                "Entradas recientes",
                rows("thesis", ['<a href="#">Lisboa en tranvía</a>', '<a href="#">Libros de enero</a>']),
            ),
            cats="Viajes|Libros|Café",
        ),
    )
    return make(
        "n-es-wp-dice",
        "discussion",
        "thesis",
        "es-wp",
        st,
        parts,
        c,
        path="/2012/03/02/tres-dias-en-oporto/",
        container="WordPress ol.commentlist, li.comment: 'Name dice:', '3 marzo, 2012 a las 4:19 pm', ul.children",
        heading="4 comentarios",
        description="A Spanish travel blog on WordPress: four comments, one answer by the blogger nested, 'dice:', 'Responder'.",
    )


# --------------------------------------------------------------------------- pt: Blogger, 'Name disse...'


def pt_disse() -> Case:
    c = thread(
        """
Rosângela | 3 de março de 2012 16:19 | - | Que lindo esse tapete, Lu! Vou tentar fazer com barbante cru também.
Anônimo | 3 de março de 2012 18:45 | - | Onde você comprou a agulha de 3,5? Não acho aqui em Londrina.
Lu | 4 de março de 2012 09:10 | - | Rosângela, manda foto quando terminar! Anônimo, comprei na loja da Rua XV, mas tem pela internet também.
"""
    )
    items = "".join(
        f'<dt class="comment-author" id="c{8800 + i}"><a name="c{8800 + i}"></a>'
        + (
            esc(x.author)
            if x.author == "Anônimo"
            else f'<a href="http://example.org/perfil/{i}" rel="nofollow">{esc(x.author)}</a>'
        )
        + f' disse...</dt><dd class="comment-body"><p>{esc(x.text)}</p></dd><dd class="comment-footer"><span class="comment-timestamp"><a href="#c{8800 + i}">{esc(x.when)}</a></span></dd>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div class="comments" id="comments"><a name="comments"></a><h4>3 comentários:</h4><div id="comments-block"><dl>{items}</dl></div>'
        '<p class="comment-footer"><a href="#">Postar um comentário</a></p></div>'
        '<div class="blog-pager"><a href="#">Postagem mais recente</a> <a href="#">Postagem mais antiga</a> <a href="/">Início</a></div>'
    )
    st = story(
        "Tapete de barbante para a cozinha (com gráfico)",
        "Lu",
        "Lu",
        "2012-03-03T10:00:00-03:00",
        "sábado, 3 de março de 2012",
        """
Terminei o tapete da cozinha! Usei barbante número 6 cru e agulha 3,5.

O gráfico está logo abaixo. São 14 carreiras, e a borda é de pontos baixos com picô.

Demorei umas duas semanas, fazendo à noite depois da novela.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=box("bspot", "Seguidores", "<p>Seguidores (218)</p>")
        + box("bspot", "Arquivo do blog", rows("bspot", ["► 2012 (12)", "► 2011 (64)"])),
    )
    return make(
        "n-pt-bspot-disse",
        "discussion",
        "bspot",
        "pt-bspot",
        st,
        parts,
        c,
        path="/2012/03/tapete-de-barbante-para-cozinha.html",
        container="Blogger div#comments div#comments-block dl: dt 'Name disse...', dd.comment-body, dd.comment-footer (time)",
        heading="3 comentários:",
        description="A Brazilian crochet blog on Blogger's classic comment block: three comments, an 'Anônimo', the blogger answering two readers in one comment (no parent).",
    )


# --------------------------------------------------------------------------- en: UK weekly, two comments


def uk_two() -> Case:
    c = thread(
        """
Brian Wetherall | Friday, March 2, 2012, 19:05 | - | My grandfather worked at the tannery from 1931 until it closed. He would have loved to see the building used again.
Jo Castle | Saturday, March 3, 2012, 08:40 | - | Will there be parking? Church Street is already impossible on market day.
"""
    )
    items = "".join(
        f'<div class="ccomment"><div class="ccomment-meta"><span class="ccomment-name">{esc(x.author)}</span> wrote:</div>'
        f'<blockquote class="ccomment-text">{ps(x.text)}</blockquote><div class="ccomment-date">{esc(x.when)}</div></div>'
        for x in c
    )
    block = (
        f'<div class="story-comments"><h3>Comments (2)</h3>{items}'
        '<p class="cc-note">You need to be <a href="#">registered</a> to post a comment. Comments are pre-moderated.</p></div>'
    )
    st = story(
        "Old tannery to become 24 flats and a café",
        "By Tom Ridley",
        "Tom Ridley",
        "2012-03-02T12:00:00+00:00",
        "Friday, March 2, 2012",
        """
The derelict tannery on Church Street will be turned into 24 flats and a ground-floor café after councillors approved the plans on Wednesday.

The Victorian building has stood empty since 1987. The developer says the chimney and the loading doors will be kept.

Work is due to start in the summer.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box("ukpaper", "Nostalgia", "<p>Ashbourne in the 1950s: your photographs</p>")
        + box("ukpaper", "Property", "<p>Find homes for sale in Ashbourne</p>"),
    )
    return make(
        "n-uk-en-two",
        "discussion",
        "ukpaper",
        "uk-derby",
        st,
        parts,
        c,
        path="/news/local/old-tannery-to-become-24-flats-1-4318802",
        container="div.story-comments, div.ccomment: 'Name wrote:', the text in a blockquote, then the date",
        heading="Comments (2)",
        description="A UK weekly's story with two comments ('Name wrote:', the text in a <blockquote>, 'Friday, March 2, 2012, 19:05' below).",
    )
