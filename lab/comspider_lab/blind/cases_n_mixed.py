"""Blind set N: mixed pages: this article's discussion beside furniture that mimics it closely: readers' e-mails
quoted in a mailbag post, a blog's guestbook gadget in the comment block's own markup, an interview transcript in the
same <p><strong> runs as the comments, celebrities' tweets in the post, a paper's vox pops, politicians' statements
(it)."""

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
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: mailbag letters quoted in the post


def mailbag() -> Case:
    c = thread(
        """
Dorothy Kline | March 3, 2012 at 4:19 pm | - | Great answer to Carl. My husband and I did the same thing with our mortgage and never regretted it.
Brandon | March 3, 2012 at 6:02 pm | - | I disagree about the emergency fund for Tanya. Six months is too much with interest rates this low.
The Penny Pincher | March 3, 2012 at 6:45 pm | 1 | Brandon, the point of an emergency fund isn't the return, it's the sleep at night. But three months is fine for a two-income family.
Keisha W. | March 4, 2012 at 9:30 am | - | Please do a mailbag on student loans next time!
Roy Hamlin | March 5, 2012 at 7:11 am | - | Love these Saturday posts.
"""
    )
    letters = [
        (
            "Carl from Dayton",
            "We have $40,000 left on our mortgage at 5.25% and $40,000 in a savings account earning nothing. Should we pay it off?",
        ),
        ("Tanya in Greensboro", "How big should our emergency fund be? We both work, no kids, and we rent."),
        ("Phil, Boise", "Is it worth paying for credit monitoring after the data breach at my bank?"),
    ]
    inbody = "".join(
        f'<div class="mb-letter"><p class="mb-from"><strong>{esc(n)}</strong> writes:</p><blockquote>{esc(q)}</blockquote><p class="mb-answer"><em>My answer:</em> {esc(a)}</p></div>'
        for (n, q), a in zip(
            letters,
            [
                "Keep six months of expenses, pay the rest against the mortgage.",
                "Three to six months of expenses. With two incomes, three is enough.",
                "Your bank is paying for a year of it already. Take the free year and set a reminder.",
            ],
            strict=True,
        )
    )

    def li(i: int, d: int) -> str:
        x = c[i]
        kids = [j for j in range(len(c)) if c[j].parent == i]
        return (
            f'<li class="comment depth-{d + 1}" id="li-comment-{980 + i}"><div id="comment-{980 + i}"><div class="comment-author vcard">{av(i, x.author)}'
            f'<cite class="fn">{esc(x.author)}</cite> <span class="says">says:</span></div><div class="comment-meta commentmetadata"><a href="#">{esc(x.when)}</a></div>'
            f'<div class="comment-body">{ps(x.text)}</div><div class="reply"><a href="#">Reply</a></div></div>'
            + (f'<ul class="children">{"".join(li(j, d + 1) for j in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        f'<div id="comments"><h3 id="comments-title">5 Responses to <em>Saturday Mailbag: mortgages, emergency funds and credit monitoring</em></h3>'
        f'<ol class="commentlist">{"".join(li(i, 0) for i, x in enumerate(c) if x.parent is None)}</ol>{reply_form()}</div>'
    )
    st = story(
        "Saturday Mailbag: mortgages, emergency funds and credit monitoring",
        "The Penny Pincher",
        "The Penny Pincher",
        "2012-03-03T08:00:00-05:00",
        "March 3, 2012",
        """
Every Saturday I answer a few of the questions you send me. This week: the mortgage question I get more than any other, and two more.

As always, send yours to the address on the About page. I read every one.
""",
        declare="og",
    )
    parts = PartsK(
        inbody=inbody,
        after=block,
        rail=rail(
            "wpten",
            box("wpten", "Ask a question", "<p>Send your money questions to the Mailbag.</p>"),
            cats="Mailbag|Budgeting|Credit",
        ),
    )
    return make(
        "n-mx-en-mailbag",
        "mixed",
        "wpten",
        "wp-mailbag",
        st,
        parts,
        c,
        path="/2012/03/03/saturday-mailbag-mortgages/",
        container="WordPress ol.commentlist, li.comment, 'Name says:', ul.children",
        heading="5 Responses to Saturday Mailbag…",
        description="A personal-finance blog's mailbag: readers' e-mails quoted in the post ('Carl from Dayton writes:', a blockquote, 'My answer:') beside the post's own five comments (one answer by the blogger, nested).",
        lookalikes=("readers' e-mails quoted in the post with the blogger's answers",),
    )


# --------------------------------------------------------------------------- en: Blogger guestbook gadget in the comments' markup


def guestbook() -> Case:
    c = thread(
        """
Marianne | March 3, 2012 4:19 PM | - | That border is gorgeous! Did you use the same green for the binding?
Stitch & Bramble | March 3, 2012 5:02 PM | - | Marianne, yes, the same fat quarter, I just had enough.
Quilty Kate | March 4, 2012 9:15 AM | - | I love a scrappy star. Pinning for my next project.
Helen in Shropshire | March 5, 2012 11:40 AM | - | Beautiful work as always. The hand quilting is so even.
"""
    )
    guest = [
        (
            "Bernadette",
            "February 28, 2012 9:02 PM",
            "Found your blog through the quilt show. Lovely to see another Yorkshire quilter!",
        ),
        (
            "Sew Happy Sue",
            "February 20, 2012 3:41 PM",
            "Thank you for the free pattern, my granddaughter loves her cushion.",
        ),
        ("Ingrid", "February 11, 2012 10:15 AM", "Greetings from Norway. Your tutorials are so clear."),
    ]

    def dl(rows_: list[tuple[str, str, str]], pref: str) -> str:
        return "".join(
            f'<dt class="comment-author" id="{pref}{i}"><a name="{pref}{i}"></a>{esc(n)} said...</dt><dd class="comment-body"><p>{esc(t)}</p></dd>'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#{pref}{i}">{esc(w)}</a></span></dd>'
            for i, (n, w, t) in enumerate(rows_)
        )

    block = (
        f'<div class="comments" id="comments"><a name="comments"></a><h4>4 comments:</h4><div id="comments-block"><dl>{dl([(x.author, x.when, x.text) for x in c], "c")}</dl></div>'
        '<p class="comment-footer"><a href="#">Post a Comment</a></p></div>'
    )
    gb = box(
        "bspot",
        "Guestbook",
        f'<div class="gb-block"><dl>{dl(guest, "gb")}</dl></div><p><a href="#">Sign my guestbook</a></p>',
        "HTML3",
    )
    st = story(
        "Scrappy star quilt: finished!",
        "Stitch & Bramble",
        "Stitch & Bramble",
        "2012-03-03T14:00:00+00:00",
        "Saturday, 3 March 2012",
        """
At last! The scrappy star quilt is bound, labelled and on the spare bed. It took eighteen months, with a long pause for the Christmas orders.

Every star is from the scrap bin, and the border is a single fat quarter of green I had been saving for something special.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=gb
        + box("bspot", "Followers", "<p>Followers (156)</p>")
        + box("bspot", "Blog Archive", rows("bspot", ["► 2012 (9)", "► 2011 (58)"])),
    )
    return make(
        "n-mx-en-guestbook",
        "mixed",
        "bspot",
        "bspot-crafts",
        st,
        parts,
        c,
        path="/2012/03/scrappy-star-quilt-finished.html",
        container="Blogger div#comments, dl: dt 'Name said...', dd.comment-body, dd.comment-footer",
        heading="4 comments:",
        description="A quilting blog on Blogger: the post's four comments (the blogger answers 'Marianne, …', no parent) beside the blog's guestbook gadget in the sidebar, written in the comment block's own markup ('Name said...', dd.comment-body, the time).",
        lookalikes=("guestbook gadget in the comment block's own markup (site-wide, not on this post)",),
    )


# --------------------------------------------------------------------------- en: interview transcript and comments, both <p><strong> runs


def transcript() -> Case:
    c = thread(
        """
Ruth Abernathy | March 4th, 2012 | - | What a gift this conversation is. I reread the novel last summer and the ferry scene still undoes me.
Tobias | March 4th, 2012 | - | I wish you had asked her about the second book, the one she abandoned.
The Slow Shelf | March 5th, 2012 | - | She asked us not to, this time. Maybe in a future episode.
Claire Mbeki | March 6th, 2012 | - | Her answer about her father's library is going to stay with me all week.
"""
    )
    qa = [
        ("THE SLOW SHELF", "What was the first book you remember choosing for yourself?"),
        (
            "HELEN MARSH",
            "A battered copy of Kidnapped, from my father's library. I was nine and I chose it for the map.",
        ),
        ("THE SLOW SHELF", "And did the map deliver?"),
        (
            "HELEN MARSH",
            "The map was better than the book, honestly. But I kept reading anyway, which is the whole lesson, isn't it.",
        ),
        ("THE SLOW SHELF", "Which book do you reread most?"),
        ("HELEN MARSH", "Middlemarch, every few years. It changes every time because I do."),
    ]
    inbody = (
        '<div class="transcript">'
        + "".join(f"<p><strong>{esc(n)}:</strong> {esc(t)}</p>" for n, t in qa)
        + "</div>"
    )
    runs = []
    for x in c:
        runs.append(f"<p><strong>{esc(x.author)}</strong> &mdash; {esc(x.when)}</p><p>{esc(x.text)}</p>")
    block = (
        f'<div id="responses"><h2>4 Responses</h2>{"".join(runs)}'
        '<h2>Respond</h2><form><p><input type="text" /> Name</p><p><textarea></textarea></p></form></div>'
    )
    st = story(
        "Episode 31: Helen Marsh on maps, fathers and Middlemarch",
        "The Slow Shelf",
        "The Slow Shelf",
        "2012-03-03T09:00:00+00:00",
        "3 March 2012",
        """
This week we talk with Helen Marsh, whose novel The Ferry Year won the Carrow Prize last autumn. We recorded in her kitchen in Whitby, with gulls.

Here is an excerpt from the transcript, edited for length. The full episode is 52 minutes.
""",
        declare="visible",
    )
    parts = PartsK(
        inbody=inbody,
        after=block,
        rail=rail(
            "wpten",
            box(
                "wpten",
                "Episodes",
                rows("wpten", ["30: Omar Quint", "29: Lise Arnaud", "28: the poets' episode"]),
            ),
            cats="Episodes|Interviews",
        ),
    )
    return make(
        "n-mx-en-transcript",
        "mixed",
        "wpten",
        "podcast-books",
        st,
        parts,
        c,
        path="/2012/03/episode-31-helen-marsh/",
        container="div#responses: runs of <p>, each comment '<p><strong>Name</strong> — date</p><p>text</p>'",
        heading="4 Responses",
        description="A books podcast's show notes: an interview transcript in the post as <p><strong>SPEAKER:</strong> text</p> runs, and the four comments in the same kind of runs below ('Name — March 4th, 2012'), one by the host.",
        lookalikes=("interview transcript in <p><strong> runs in the post",),
    )


# --------------------------------------------------------------------------- en: celebrities' tweets in the post


def celeb_tweets() -> Case:
    c = thread(
        """
bellaboo | 5 hours ago | - | I cried at her speech. So happy for her!!
TheRealMikeD | 5 hours ago | - | Best Actress should have gone to Nora Vance, no contest.
popcornprincess | 4 hours ago | 1 | Nora was great but this was Jade's year.
KristenLovesLA | 3 hours ago | - | That dress though. Stunning.
ShadyAcres | 2 hours ago | - | Hollywood patting itself on the back again.
Mandy_G | 1 hour ago | - | Can we talk about the host? Worst in years.
"""
    )
    tweets = [
        (
            "Nora Vance",
            "@noravance",
            "So so proud of my friend @jadeholloway. You deserve every bit of this. ❤",
            "5 hours ago",
        ),
        ("Teddy Brennan", "@teddybrennan", "JADE!!!!! Screaming in my hotel room.", "5 hours ago"),
        ("Lila Okafor", "@lilaokafor", "That speech. Not a dry eye at our table.", "4 hours ago"),
    ]

    def cm(name: str, when: str, text: str, cls: str, handle: str = "") -> str:
        return (
            f'<div class="{cls}"><div class="c-head"><span class="c-name">{esc(name)}</span>'
            + (f' <span class="c-handle">{esc(handle)}</span>' if handle else "")
            + f' <span class="c-time">{esc(when)}</span></div><div class="c-text">{esc(text)}</div></div>'
        )

    inbody = (
        '<div class="tweet-roundup"><h3>Stars react on Twitter</h3>'
        + "".join(cm(n, w, t, "c-item tweet", h) for n, h, t, w in tweets)
        + "</div>"
    )
    items = []
    for i, x in enumerate(c):
        cls = "c-item reader reply" if x.parent is not None else "c-item reader"
        items.append(
            cm(x.author, x.when, x.text, cls).replace(
                '<div class="c-head">', f'<div class="c-head">{av(i, x.author, 24)}', 1
            )
        )
    block = (
        f'<div class="c-section" id="reader-comments"><h3>Comments (6)</h3>{"".join(items)}'
        '<div class="c-form"><textarea>Add a comment…</textarea></div></div>'
    )
    st = story(
        "Jade Holloway Wins Best Actress, Stars Go Wild on Twitter",
        "By Tasha Reyes",
        "Tasha Reyes",
        "2012-02-27T01:20:00-08:00",
        "February 27, 2012 1:20 AM",
        """
Jade Holloway took home Best Actress for The Lighthouse Keeper's Daughter on Sunday night, and her famous friends could not contain themselves.

Holloway thanked her mother, her acting teacher from high school and "everyone who ever told me I was too short".
""",
        declare="jsonld",
    )
    parts = PartsK(
        inbody=inbody,
        after=block,
        rail=box(
            "network", "Trending", rows("network", ["Oscars after-parties", "Worst dressed", "Host reviews"])
        ),
    )
    return make(
        "n-mx-en-celeb-tweets",
        "mixed",
        "network",
        "network-celeb",
        st,
        parts,
        c,
        path="/2012/02/27/jade-holloway-best-actress-twitter-reactions/",
        container="div#reader-comments, div.c-item.reader (a reply with class reply)",
        heading="Comments (6)",
        description="A celebrity news site: celebrities' tweets quoted in the post in the same markup as the comments (div.c-item, c-name, c-time '5 hours ago', c-text), and the six readers' comments below (one reply, by class).",
        lookalikes=("celebrities' tweets in the post in the comments' own markup",),
    )


# --------------------------------------------------------------------------- en: vox pops


def voxpop() -> Case:
    c = thread(
        """
Graham Eddowes | 03/03/2012 17:22 | - | Free parking after 3pm is the only reason I still shop in town rather than at the retail park.
Lynn, Ashchurch | 03/03/2012 18:05 | - | Those who work in town will be hit hardest. Staff can't afford £6 a day.
Tewkesbury Trader | 03/03/2012 19:40 | - | Ask any shopkeeper on the High Street. Footfall drops every time charges go up.
Sam Pritchard | 04/03/2012 09:12 | - | The council needs the money from somewhere. Better this than closing the library.
Mrs J. Allard | 04/03/2012 11:30 | - | What about a residents' permit? We live here and still pay.
"""
    )
    vox = [
        (
            "Doreen Hale",
            "71, retired, Priors Park",
            "I come in on the bus, so it won't affect me, but my daughter won't come in any more.",
        ),
        (
            "Aled Morgan",
            "34, café owner, Church Street",
            "Half my afternoon trade is people popping in after the school run. They'll go elsewhere.",
        ),
        (
            "Kerry Simms",
            "28, nurse, Walton Cardiff",
            "It's only 50p an hour. I don't think it will make much difference.",
        ),
    ]
    inbody = (
        '<div class="voxpop"><h3>We asked shoppers in the High Street: will you still come into town?</h3>'
        + "".join(
            f'<div class="vp"><img src="/_avatar/vp{i}.svg" width="60" height="60" alt="" /><p class="vp-who"><strong>{esc(n)}</strong>, {esc(d)}</p><p class="vp-said">&ldquo;{esc(t)}&rdquo;</p></div>'
            for i, (n, d, t) in enumerate(vox)
        )
        + "</div>"
    )
    items = "".join(
        f'<div class="uc"><p class="uc-who"><strong>{esc(x.author)}</strong> wrote on {esc(x.when)}:</p><p class="uc-said">{esc(x.text)}</p><p class="uc-tools"><a href="#">Report</a></p></div>'
        for x in c
    )
    block = f'<div class="user-comments" id="ucomments"><h3>Your views (5)</h3>{items}<p class="uc-note">Comments are the views of their authors.</p></div>'
    st = story(
        "End of free afternoon parking 'will kill the High Street'",
        "By Owen Lacey",
        "Owen Lacey",
        "2012-03-03T10:00:00+00:00",
        "Saturday, March 3, 2012",
        """
Traders in Tewkesbury have warned that plans to end free parking after 3pm in the borough's car parks will drive shoppers to out-of-town stores.

The borough council says the change would raise £140,000 a year towards its budget gap. A decision is due on March 20.
""",
        declare="og",
    )
    parts = PartsK(
        inbody=inbody,
        after=block,
        rail=box(
            "ukpaper",
            "Most read",
            rows("ukpaper", ["Abbey bells to ring again", "Road closure on the A38"], True),
        ),
    )
    return make(
        "n-mx-en-voxpop",
        "mixed",
        "ukpaper",
        "uk-voxpop",
        st,
        parts,
        c,
        path="/news/9612007.End_of_free_afternoon_parking/",
        container="div#ucomments, div.uc: '<strong>Name</strong> wrote on 03/03/2012 17:22:', the text",
        heading="Your views (5)",
        description="A UK paper's story with vox pops in the article (photo, '<strong>Name</strong>, 71, retired, Priors Park', the quote) beside five readers' comments in the same <p><strong> shape ('Your views (5)').",
        lookalikes=("vox pops in the article: name, age, job, place and a quote",),
    )


# --------------------------------------------------------------------------- it: politicians' statements beside comments


def hanno_detto() -> Case:
    c = thread(
        """
Franco B. | 3 marzo 2012 alle 16:19 | - | Ogni anno la stessa storia: annunciano la pista ciclabile e poi non se ne fa niente.
Giulia | 3 marzo 2012 alle 18:02 | 0 | Questa volta però i soldi ci sono, lo dice anche la delibera.
Marco Ferri | 4 marzo 2012 alle 09:45 | - | Bell'articolo, finalmente qualcuno che riporta tutte le posizioni.
Il Taccuino | 4 marzo 2012 alle 10:30 | - | Grazie Marco. La delibera completa è nel link in fondo.
"""
    )
    statements = [
        (
            "Luca Zanetti",
            "assessore alla Mobilità",
            "«Entro l'estate partiranno i lavori del primo tratto, da corso Garibaldi a piazza XXV Aprile.»",
        ),
        (
            "Paola Crespi",
            "consigliera di opposizione",
            "«È la quarta volta che lo annunciano. Vedremo i cantieri.»",
        ),
        (
            "Ambrogio Sala",
            "presidente dei commercianti",
            "«Siamo favorevoli, purché non si tolgano parcheggi in via Solferino.»",
        ),
    ]
    inbody = (
        '<div class="dichiarazioni"><h3>Hanno detto</h3>'
        + "".join(
            f'<div class="dich"><p class="d-chi"><b>{esc(n)}</b>, {esc(r)}</p><p class="d-cosa">{esc(t)}</p></div>'
            for n, r, t in statements
        )
        + "</div>"
    )

    def item(i: int) -> str:
        x = c[i]
        kids = [j for j in range(len(c)) if c[j].parent == i]
        return (
            f'<li class="commento{" risposta" if x.parent is not None else ""}" id="commento-{210 + i}"><p class="c-chi"><b>{esc(x.author)}</b> &middot; <span class="c-quando">{esc(x.when)}</span></p>'
            f'<p class="c-cosa">{esc(x.text)}</p><p class="c-rispondi"><a href="#">Rispondi</a></p>'
            + (f'<ul class="risposte">{"".join(item(j) for j in kids)}</ul>' if kids else "")
            + "</li>"
        )

    lis = [item(i) for i, x in enumerate(c) if x.parent is None]
    block = f'<div id="commenti"><h3>4 commenti</h3><ol class="lista-commenti">{"".join(lis)}</ol>{reply_form("Lascia un commento", "Il tuo indirizzo email non sarà pubblicato.")}</div>'
    st = story(
        "Pista ciclabile in corso Garibaldi, il Comune ci riprova",
        "di Il Taccuino",
        "Il Taccuino",
        "2012-03-03T12:00:00+01:00",
        "3 marzo 2012",
        """
La giunta ha approvato giovedì il progetto definitivo della pista ciclabile tra corso Garibaldi e piazza XXV Aprile: 1,2 chilometri, 640 mila euro.

Il progetto era stato annunciato già nel 2008, nel 2009 e nel 2011. Abbiamo raccolto le reazioni.
""",
        declare="og",
    )
    parts = PartsK(
        inbody=inbody,
        after=block,
        rail=rail(
            "thesis",
            box(
                "thesis",
                "Articoli recenti",
                rows("thesis", ["Area C, un mese dopo", "Il mercato di via Fauché"]),
            ),
            cats="Politica|Milano|Cultura",
        ),
    )
    return make(
        "n-mx-it-hanno-detto",
        "mixed",
        "thesis",
        "it-blog",
        st,
        parts,
        c,
        path="/2012/03/03/pista-ciclabile-corso-garibaldi/",
        container="div#commenti ol.lista-commenti, li.commento ('<b>Name</b> · date', text), a reply in ul.risposte",
        heading="4 commenti",
        description="An Italian city-politics blog: politicians' statements gathered in the post ('Hanno detto': <b>Name</b>, role, the quote) in the comments' own shape, beside four comments (one reply nested, the blogger answering 'Grazie Marco.' flat).",
        lookalikes=("politicians' statements in the post (name, role, quote)",),
    )
