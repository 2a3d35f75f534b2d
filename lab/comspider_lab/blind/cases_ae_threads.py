"""Blind set AE: long hand-built discussions, server-rendered in the page as 2010-2014 sites printed them (part one):
a blog engine's numbered list with "#" permalinks, the post author's answers highlighted and pingbacks in the list
(en); a German daily's 60 numbered comments over three pages of which two are in the HTML but hidden (de); page 1 of
a French daily's 118 comments, the other pages not in the HTML (fr); a Spanish blog's thread five levels deep by a
depth class, with removed entries in it (es); a Dutch portal's flat reactions quoting their parents, with signatures
and "Bewerkt" lines (nl); a Polish portal's nested lists with votes, badges and the reader's town (pl); a Russian
diary blog's thread five levels deep by inline margins only (ru) (written from memory of the general shape of such
pages, in invented markup)."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.blind.cases_ae_common import (
    D,
    PartsK,
    Seed,
    avatar,
    children,
    depth_of,
    discussion,
    esc,
    make,
    paras,
    slug,
    story,
    walk,
)
from comspider_lab.blind.model import Case

_EN_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def _en_time(t: datetime) -> str:
    h = t.hour % 12 or 12
    return (
        f"{_EN_MONTHS[t.month - 1]} {t.day}, {t.year} at {h}:{t.minute:02d} {'am' if t.hour < 12 else 'pm'}"
    )


def _as_author(c: list[Seed], who: str, at: set[int]) -> list[Seed]:
    return [Seed(who, x.text, x.parent, x.when) if i in at else x for i, x in enumerate(c)]


# --------------------------------------------------------------------------- en: the blog engine's numbered list


def en_blognumbered() -> Case:
    owner = "Ruth Ellery"
    c = discussion(
        "en",
        34,
        "bus service",
        seed=21,
        start=D(2012, 3, 12, 19),
        fmt=_en_time,
        max_depth=3,
        reply_rate=0.4,
        shorts=("Well said.", "Thanks Ruth, great post as always."),
    )
    replies = [i for i, x in enumerate(c) if x.parent is not None]
    c = _as_author(c, owner, set(replies[1::4]))
    number = {i: n + 1 for n, i in enumerate(walk(c))}
    pings = {
        3: ("Vale Villages Forum", "Bus cuts: round-up of the week", "March 13, 2012 at 8:02 am"),
        9: ("The Ashwell Coombe Commuter", "Who will save the 47?", "March 14, 2012 at 6:40 pm"),
        15: ("Linkblog » Rural transport", "Links for 15 March", "March 15, 2012 at 11:15 am"),
    }

    def one(i: int) -> str:
        x = c[i]
        own = " by-post-author" if x.author == owner else ""
        kids = children(c, i)
        n = number[i]
        return (
            f'<li class="comment depth-{depth_of(c, i) + 1}{own}" id="comment-{400 + n}">'
            f'<div class="comment-body">{avatar("cm", x.author, 40)}'
            f'<div class="comment-author"><cite class="fn">{esc(x.author)}</cite> <span class="says">says:</span></div>'
            f'<div class="comment-meta"><a class="comment-number" href="#comment-{400 + n}">#{n}</a> '
            f'<a href="#comment-{400 + n}">{esc(x.when)}</a></div>'
            f'<div class="comment-text">{paras(x.text)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={400 + n}#respond">Reply</a></div></div>'
            + (f'<ul class="children">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    items = ""
    for k, i in enumerate(children(c, None)):
        if k in pings:
            site, title, when = pings[k]
            items += (
                f'<li class="pingback" id="ping-{k}"><div class="comment-body">Pingback: '
                f'<a href="/{slug(site)}/{slug(title)}/">{esc(site)} » {esc(title)}</a> '
                f'<span class="comment-meta">{esc(when)}</span></div></li>'
            )
        items += one(i)
    block = (
        f'<div id="comments" class="comments-area"><h2 class="comments-title">37 Responses to “The last bus from Ashwell Coombe”</h2>'
        f'<ol class="comment-list">{items}</ol>'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/post-reply" method="post"><p><input name="author" size="30"> Name (required)</p>'
        '<p><textarea name="text" rows="6" cols="60"></textarea></p><p><button type="button">Submit</button></p></form></div></div>'
    )
    st = story(
        "The last bus from Ashwell Coombe",
        "Ruth Ellery",
        "2012-03-12T18:30:00+00:00",
        "March 12, 2012",
        """
From April the last bus from Ashwell Coombe to the village will leave at 6.10 in the evening, not 10.40. The county says the late runs carried too few passengers.

I rang the operator, who told me the decision is the county's. The county told me it is the operator's. So here we are.

If you use the late bus, please say so below, and I will pass this page on to our county councillor.
""",
        section="Village",
    )
    return make(
        "ae-en-blognumbered",
        "discussion",
        "wb",
        "en-blog",
        st,
        PartsK(after=block),
        c,
        path="/2012/03/the-last-bus-from-ashwell-coombe",
        container="div#comments.comments-area > ol.comment-list: li.comment.depth-n entries (div.comment-body: avatar, cite.fn name 'says:', div.comment-meta: a '#n' number and the date as permalinks, div.comment-text, a Reply link); replies in ul.children inside their parent's <li>, four levels; the post author's answers li.by-post-author; three pingbacks (li.pingback: 'Pingback: Site » Title', a date) between the top-level entries; a reply form",
        heading="37 Responses to “The last bus from Ashwell Coombe”",
        description="A village blog of 2012 on a blog engine's classic theme: 34 comments numbered #1 to #34 in tree order with '#' permalinks, 'says:', times like 'March 12, 2012 at 7:14 pm', replies nested four levels, the post author's answers highlighted, three pingbacks in the list (not comments) counted in the heading; class names with 'comment'.",
        lookalikes=("pingbacks in the thread's list",),
    )


# --------------------------------------------------------------------------- de: three pages, two hidden


def de_seiten() -> Case:
    c = discussion(
        "de",
        60,
        "die Ortsumfahrung",
        seed=33,
        start=D(2012, 4, 3, 7),
        fmt=lambda t: t.strftime("%d.%m.%Y, %H:%M Uhr"),
        shorts=("Endlich!", "Wer soll das bezahlen?", "Sehr guter Artikel."),
    )
    votes = [((i * 37) % 29 + 1, (i * 11) % 9) for i in range(len(c))]

    def one(i: int) -> str:
        x = c[i]
        up, down = votes[i]
        return (
            f'<div class="lb-eintrag" id="lb{i + 1}"><div class="lb-kopf"><span class="lb-nr">{i + 1}.</span> '
            f'<b class="lb-name">{esc(x.author)}</b> <span class="lb-zeit">schrieb am {esc(x.when)}</span>'
            f'<span class="lb-wert" style="float:right">+{up} / -{down}</span></div>'
            f'<div class="lb-text">{paras(x.text)}</div>'
            '<p class="lb-links"><a href="/melden">Beitrag melden</a></p></div>'
        )

    pages = ""
    for p in range(3):
        chunk = "".join(one(i) for i in range(p * 20, p * 20 + 20))
        hide = "" if p == 0 else ' style="display:none"'
        pages += f'<div class="lb-seite" id="lb-seite-{p + 1}"{hide}>{chunk}</div>'
    pager = (
        '<p class="lb-blaettern">Seite '
        + " ".join(
            f'<a href="#lb-seite-{p}" onclick="lbSeite({p});return false"{" class=lb-akt" if p == 1 else ""}>{p}</a>'
            for p in (1, 2, 3)
        )
        + ' <a href="#" onclick="lbSeite(Math.min(3,(window.lbAkt||1)+1));return false">»</a></p>'
    )
    script = "<script>function lbSeite(n){window.lbAkt=n;for(let p=1;p<=3;p++){document.getElementById('lb-seite-'+p).style.display=p===n?'block':'none';}}</script>"
    block = (
        '<div class="lb-forum" id="leserbeitraege"><h2>Leserbeiträge (60)</h2>'
        '<p class="lb-info"><small>Sortiert nach Datum, älteste zuerst. 20 Beiträge pro Seite.</small></p>'
        + pager
        + pages
        + pager
        + '<p class="lb-zu"><b>Zu diesem Artikel können keine Beiträge mehr geschrieben werden.</b></p></div>'
        + script
    )
    st = story(
        "Ortsumfahrung: Regierungspräsidium gibt grünes Licht",
        "Von Karin Weidle",
        "2012-04-03T06:00:00+02:00",
        "03.04.2012",
        """
Das Regierungspräsidium hat den Planfeststellungsbeschluss für die Ortsumfahrung erlassen. Damit kann der Bau im kommenden Jahr beginnen.

Die neue Straße soll die Ortsdurchfahrt um täglich 14 000 Fahrzeuge entlasten. Gegner kündigen eine Klage an.

Die Kosten werden auf 38 Millionen Euro geschätzt.
""",
        section="Region",
    )
    return make(
        "ae-de-seiten",
        "discussion",
        "np",
        "de-news",
        st,
        PartsK(after=block),
        c,
        path="/region/ortsumfahrung-gruenes-licht",
        container="div.lb-forum#leserbeitraege: a pager 'Seite 1 2 3 »' (script links) above and below; three div.lb-seite of 20 entries each, pages 2 and 3 in the HTML with display:none; flat div.lb-eintrag entries numbered 1. to 60. (b name, 'schrieb am 03.04.2012, 07:14 Uhr', a '+n / -m' rating floated right; div.lb-text; 'Beitrag melden'); the discussion closed",
        heading="Leserbeiträge (60)",
        description="A German regional daily of 2012: 60 numbered readers' posts on three pages of 20, pages 2 and 3 already in the HTML and hidden, shown by the pager's script; ratings '+n / -m'; no class with 'comment'.",
    )


# --------------------------------------------------------------------------- fr: page 1 of 5 only


def fr_page1() -> Case:
    c = discussion(
        "fr",
        25,
        "la fermeture de la maternité",
        seed=41,
        start=D(2012, 3, 14, 7),
        fmt=lambda t: f"Le {t:%d/%m/%Y} à {t.hour}h{t.minute:02d}",
        max_depth=1,
        reply_rate=0.3,
        shorts=("Scandaleux.",),
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        rep = (
            f'<p class="commentaire-rep"><small>En réponse à {esc(c[x.parent].author)}</small></p>'
            if x.parent is not None
            else ""
        )
        return (
            f'<div class="commentaire" id="c{9100 + i}"><div class="commentaire-tete"><strong class="commentaire-auteur">{esc(x.author)}</strong> '
            f'<span class="commentaire-date">{esc(x.when)}</span></div>{rep}'
            f'<div class="commentaire-texte">{paras(x.text)}</div>'
            '<p class="commentaire-outils"><a href="#repondre">Répondre</a> · <a href="/alerter">Alerter</a></p>'
            + (
                f'<div class="commentaire-reponses" style="margin-left:36px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    pager = (
        '<p class="commentaires-pages">Page <b>1</b> '
        + " ".join(f'<a href="?page={p}#commentaires">{p}</a>' for p in (2, 3, 4, 5))
        + ' <a href="?page=2#commentaires">Suivante »</a></p>'
    )
    block = (
        '<div class="commentaires" id="commentaires"><h2>118 commentaires</h2>'
        "<p><small>Les commentaires sont affichés du plus ancien au plus récent, 25 par page.</small></p>"
        + pager
        + "".join(one(i) for i in children(c, None))
        + pager
        + '<p><a href="/connexion">Connectez-vous</a> pour réagir.</p></div>'
    )
    st = story(
        "La maternité de Vaudrecourt fermera ses portes en juin",
        "Par Hélène Desforges",
        "2012-03-14T06:00:00+01:00",
        "Publié le 14/03/2012",
        """
L'agence régionale de santé a confirmé la fermeture de la maternité de Vaudrecourt au 30 juin. Les accouchements se feront désormais à Saint-Aubin-les-Forges ou à Montclair-sur-Oise.

Un collectif d'habitants prépare une manifestation samedi devant l'hôpital.
""",
        section="Région",
    )
    return make(
        "ae-fr-page1",
        "discussion",
        "np",
        "fr-news",
        st,
        PartsK(after=block),
        c,
        path="/region/la-maternite-fermera-en-juin",
        container="div.commentaires#commentaires: '118 commentaires', a pager 'Page 1 2 3 4 5 Suivante »' above and below (links to ?page=n, not saved); div.commentaire entries (strong.commentaire-auteur, span.commentaire-date 'Le 14/03/2012 à 7h14'; on a reply 'En réponse à X'; div.commentaire-texte); replies in div.commentaire-reponses inside their parent's",
        heading="118 commentaires",
        description="A French regional daily of 2012: page 1 of 5 of a discussion of 118 comments; only page 1's 25 comments are in the HTML (the truth), the pager's links lead to pages that were not saved; replies one level with 'En réponse à X'; class names with 'comment' ('commentaire').",
    )


# --------------------------------------------------------------------------- es: depth classes, removed entries


def es_moderados() -> Case:
    c = discussion(
        "es",
        40,
        "las fiestas de agosto",
        seed=52,
        start=D(2012, 8, 20, 10),
        fmt=lambda t: (
            f"{t.day} {['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][t.month - 1]}, {t.year} a las {t:%H:%M}"
        ),
        max_depth=4,
        reply_rate=0.55,
        shorts=("Totalmente de acuerdo.",),
    )
    removed_after = {3, 14, 27}  # a removed entry among the replies of these comments

    def gone(k: int, d: int) -> str:
        return (
            f'<div class="ms-nota ms-prof-{d}" id="nota{k}"><div class="ms-cab"><span class="ms-f">{esc(c[k].when)}</span></div>'
            '<p class="ms-borrado"><em>Este mensaje fue eliminado por un moderador.</em></p></div>'
        )

    def one(i: int) -> str:
        x = c[i]
        d = depth_of(c, i) + 1
        kids = children(c, i)
        inner = "".join(one(k) for k in kids) + (gone(i, d + 1) if i in removed_after else "")
        return (
            f'<div class="ms-nota ms-prof-{d}" id="nota{i + 1}">{avatar("ms", x.author, 32)}'
            f'<div class="ms-cab"><b class="ms-autor">{esc(x.author)}</b> <span class="ms-f">{esc(x.when)}</span></div>'
            f'<div class="ms-cuerpo">{paras(x.text)}</div><p class="ms-resp"><a href="#responder">Responder</a></p>'
            + (f'<div class="ms-hijos">{inner}</div>' if inner else "")
            + "</div>"
        )

    css = (
        "<style>"
        + "".join(f".ms-prof-{d}{{margin-left:{(d - 1) * 4}px}}" for d in range(1, 7))
        + ".ms-hijos{padding-left:26px;border-left:1px dotted #bbb}</style>"
    )
    block = (
        '<div class="ms-zona" id="respuestas"><h2>43 respuestas a «Las fiestas de agosto, a debate»</h2>'
        + "".join(one(i) for i in children(c, None))
        + '<p class="ms-cerrado">Los mensajes están moderados. Sé respetuoso.</p></div>'
    )
    st = story(
        "Las fiestas de agosto, a debate",
        "Chema",
        "2012-08-20T09:00:00+02:00",
        "20 agosto, 2012",
        """
Terminadas las fiestas, toca hacer balance. Este año la comisión recortó la verbena del sábado y trajo una orquesta más barata.

Muchos me habéis escrito para quejaros y otros para defender a la comisión. Aquí tenéis sitio para hablarlo con calma.
""",
        section="Fiestas",
    )
    return make(
        "ae-es-moderados",
        "discussion",
        "wb",
        "es-blog",
        st,
        PartsK(head=css, after=block),
        c,
        path="/2012/08/las-fiestas-de-agosto-a-debate",
        container="div.ms-zona#respuestas: div.ms-nota.ms-prof-n entries (n the level, 1 to 5; avatar; div.ms-cab: b.ms-autor name, span.ms-f '20 agosto, 2012 a las 10:14'; div.ms-cuerpo; 'Responder'); replies in div.ms-hijos inside their parent's; three removed entries ('Este mensaje fue eliminado por un moderador.', a date, no name) among the replies",
        heading="43 respuestas a «Las fiestas de agosto, a debate»",
        description="A Spanish village blog of 2012: 40 comments nested five levels deep, each entry's level also in a class ms-prof-1 to ms-prof-5, three removed entries (not comments) among the replies, counted in the heading's 43; no class with 'comment'.",
    )


# --------------------------------------------------------------------------- nl: quotes, signatures, "Bewerkt"


def nl_citaten() -> Case:
    c = discussion(
        "nl",
        28,
        "de nieuwe sporthal",
        seed=64,
        start=D(2012, 1, 9, 8),
        fmt=lambda t: (
            f"{t.day} {['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'][t.month - 1]} {t.year} {t:%H:%M}"
        ),
        max_depth=3,
        reply_rate=0.5,
        shorts=("Helemaal mee eens.",),
    )
    sigs = {"Henk de Vries": "Groeten uit Polderwijk", "Kees Mulder": "-- Wie niet waagt, die niet wint."}
    edited = {5: 2, 11: 1, 19: 3}

    def one(i: int) -> str:
        x = c[i]
        quote = ""
        if x.parent is not None:
            p = c[x.parent]
            quote = (
                f'<blockquote class="rx-citaat"><p><a href="#rx{x.parent + 1}">{esc(p.author)} schreef:</a></p>'
                f"{paras(p.text)}</blockquote>"
            )
        sig = f'<div class="rx-onderschrift">{esc(sigs[x.author])}</div>' if x.author in sigs else ""
        ed = (
            f'<p class="rx-bewerkt"><small>Bewerkt: {edited[i]} keer, laatst door {esc(x.author)} op {esc(x.when)}</small></p>'
            if i in edited
            else ""
        )
        return (
            f'<div class="rx-post" id="rx{i + 1}"><div class="rx-links"><b>{esc(x.author)}</b><br>'
            f"{avatar('rx', x.author, 48)}<br><small>Berichten: {(i * 53) % 900 + 12}</small></div>"
            f'<div class="rx-rechts"><p class="rx-datum"><small>{esc(x.when)}</small></p>{quote}'
            f'<div class="rx-tekst">{paras(x.text)}</div>{ed}{sig}'
            '<p class="rx-knop"><a href="#reageer">Citeer</a> · <a href="/meld">Meld</a></p></div></div>'
        )

    css = "<style>.rx-post{display:flex;gap:12px;border-bottom:1px solid #ddd;padding:8px 0}.rx-links{width:110px;font-size:12px}.rx-rechts{flex:1}.rx-citaat{background:#f3f3f3;border-left:3px solid #aaa;margin:4px 0;padding:2px 8px;font-size:12px}.rx-onderschrift{border-top:1px solid #ccc;font-size:11px;color:#888;margin-top:6px}</style>"
    block = (
        '<div class="rx-zone" id="reacties"><h2>Reacties (28)</h2>'
        + "".join(one(i) for i in range(len(c)))
        + '<p id="reageer"><a href="/inloggen">Log in</a> om te reageren.</p></div>'
    )
    st = story(
        "Raad stemt in met nieuwe sporthal in Polderwijk",
        "Door Evert Brouwer",
        "2012-01-09T06:00:00+01:00",
        "9 januari 2012",
        """
De gemeenteraad heeft ingestemd met de bouw van een nieuwe sporthal bij het Zwanenplein. De oude hal uit 1971 gaat dicht.

De sporthal kost 6,8 miljoen euro. Oppositiepartijen vinden het plan te duur.
""",
        section="Regio",
    )
    return make(
        "ae-nl-citaten",
        "discussion",
        "np",
        "nl-news",
        st,
        PartsK(head=css, after=block),
        c,
        path="/regio/raad-stemt-in-met-sporthal",
        container="div.rx-zone#reacties: flat div.rx-post entries in time order as a forum shows them (div.rx-links: b name, avatar, 'Berichten: n'; div.rx-rechts: the date, on a reply a blockquote.rx-citaat 'Name schreef:' linking to the parent and the parent's whole text, div.rx-tekst, on three a 'Bewerkt: n keer, laatst door X op …' line, a signature div.rx-onderschrift under two readers' posts, 'Citeer · Meld')",
        heading="Reacties (28)",
        description="A Dutch regional portal of 2012: 28 reactions, flat in time order, every reply quoting its parent whole ('X schreef:'), signatures under two readers' posts, 'Bewerkt: 2 keer, laatst door …' lines, a post count per reader; the truth keeps the reader's own words only, the parent being the quoted post; no class with 'comment'.",
    )


# --------------------------------------------------------------------------- pl: nested lists, votes, badges, towns


def pl_odznaki() -> Case:
    c = discussion(
        "pl",
        45,
        "nowy most",
        seed=75,
        start=D(2012, 6, 4, 6),
        fmt=lambda t: t.strftime("%Y-%m-%d %H:%M"),
        max_depth=2,
        reply_rate=0.45,
        shorts=("Brawo!", "Nareszcie."),
    )
    towns = ("Mrowlin", "Brzozowiec", "Wilczyn", "Dębnica", "Lipówka", "Olszyna")
    badges = {0: "Stały czytelnik", 1: "Prenumerator", 2: ""}

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        b = badges[sum(map(ord, x.author)) % 3]
        badge = (
            f' <span class="op-odz" style="background:#2b6;color:#fff;font-size:10px;padding:0 4px">{b}</span>'
            if b
            else ""
        )
        return (
            f'<li class="op-w" id="op{i + 1}"><div class="op-g"><b class="op-nick">{esc(x.author)}</b>{badge} '
            f'<span class="op-skad">({esc(towns[sum(map(ord, x.author)) % len(towns)])})</span> '
            f'<span class="op-data">{esc(x.when)}</span></div>'
            f'<div class="op-t">{paras(x.text)}</div>'
            f'<div class="op-oc"><a href="#">👍 {(i * 13) % 31}</a> <a href="#">👎 {(i * 7) % 11}</a> · <a href="#odp">Odpowiedz</a></div>'
            + (f'<ul class="op-l">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        '<div class="op-box" id="opinie"><h2>Opinie czytelników (45)</h2><ul class="op-l">'
        + "".join(one(i) for i in children(c, None))
        + '</ul><p><a href="/logowanie">Zaloguj się</a>, aby dodać opinię.</p></div>'
    )
    st = story(
        "Nowy most na Rzece Mrowli otwarty. Korki zniknęły?",
        "Anna Pietrzak",
        "2012-06-04T05:30:00+02:00",
        "4 czerwca 2012",
        """
W poniedziałek rano kierowcy po raz pierwszy przejechali nowym mostem na Rzece Mrowli. Stary most zostanie zamknięty do remontu.

Miasto zapowiada, że w ciągu miesiąca zmieni organizację ruchu na dojazdach.
""",
        section="Region",
    )
    return make(
        "ae-pl-odznaki",
        "discussion",
        "np",
        "pl-news",
        st,
        PartsK(after=block),
        c,
        path="/region/nowy-most-otwarty",
        container="div.op-box#opinie > ul.op-l: li.op-w entries (div.op-g: b.op-nick, a badge 'Stały czytelnik' or 'Prenumerator' on some, the reader's town in brackets, 'YYYY-MM-DD HH:MM'; div.op-t; '👍 n 👎 m · Odpowiedz'); replies in a nested ul.op-l inside their parent's <li>, three levels",
        heading="Opinie czytelników (45)",
        description="A Polish regional portal of 2012: 45 opinions in nested lists three levels deep, badges ('Stały czytelnik', 'Prenumerator'), the reader's town and thumbs votes on each; no class with 'comment'.",
    )


# --------------------------------------------------------------------------- ru: inline margins only


def ru_otstupy() -> Case:
    months = [
        "января",
        "февраля",
        "марта",
        "апреля",
        "мая",
        "июня",
        "июля",
        "августа",
        "сентября",
        "октября",
        "ноября",
        "декабря",
    ]
    c = discussion(
        "ru",
        52,
        "котельной",
        seed=86,
        start=D(2012, 11, 2, 17),
        fmt=lambda t: f"{t.day} {months[t.month - 1]} {t.year}, {t:%H:%M}",
        max_depth=4,
        reply_rate=0.6,
        shorts=("+1", "Согласна."),
    )

    def one(i: int) -> str:
        x = c[i]
        d = depth_of(c, i)
        return (
            f'<div id="t{7700 + i}" style="margin-left:{d * 25}px;margin-bottom:10px">'
            f'<table cellpadding="0" cellspacing="0" width="100%" style="background:{"#f4f4ee" if d % 2 else "#fff"};border:1px solid #ddd">'
            f'<tr><td width="40" valign="top">{avatar("t", x.author, 32)}</td><td style="padding:4px">'
            f'<span style="font-weight:bold">{esc(x.author)}</span> <span style="color:#888;font-size:11px">{esc(x.when)}</span>'
            f'<div style="margin:4px 0">{paras(x.text, "p")}</div>'
            f'<span style="font-size:11px">(<a href="?replyto={7700 + i}">Ответить</a>) (<a href="?thread={7700 + i}">Ветвь дискуссии</a>) '
            f'(<a href="#t{7700 + i}">Ссылка</a>)</span></td></tr></table></div>'
        )

    block = (
        '<div style="margin-top:20px" id="otvety"><h3>52 ответа</h3>'
        '<p style="font-size:11px">(<a href="?mode=reply">Написать</a>) (<a href="?expand_all=1">Развернуть все</a>)</p>'
        + "".join(one(i) for i in walk(c))
        + "</div>"
    )
    st = story(
        "Про котельную и про то, почему у нас опять холодно",
        "vyazovka_blog",
        "2012-11-02T16:00:00+04:00",
        "2 ноября 2012",
        """
Третий день в домах на Садовой плюс четырнадцать. В котельной говорят, что ждут насос, в администрации — что котельная не их.

Пишу сюда, потому что на сайте администрации комментарии закрыты. Давайте соберём всё, что кто знает.
""",
        section="Посёлок",
    )
    return make(
        "ae-ru-otstupy",
        "discussion",
        "wb",
        "ru-blog",
        st,
        PartsK(after=block),
        c,
        path="/2012/11/pro-kotelnuyu",
        container="div#otvety: flat sibling divs in tree order, each only an id and an inline style margin-left of 25px per level (0 to 4), holding a one-row layout table (avatar cell; a bold name, a grey date, the text's <p>s, '(Ответить) (Ветвь дискуссии) (Ссылка)'); no class on any entry",
        heading="52 ответа",
        description="A Russian diary blog of 2012: 52 comments in a thread five levels deep, the level given only by an inline margin-left on flat sibling divs, each a layout table without classes; no class with 'comment'.",
    )


def threads_ae() -> list[Case]:
    return [
        en_blognumbered(),
        de_seiten(),
        fr_page1(),
        es_moderados(),
        nl_citaten(),
        pl_odznaki(),
        ru_otstupy(),
    ]
