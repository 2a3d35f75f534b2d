"""Blind set AE: mixed pages, this article's discussion beside a list of named, dated short texts that are not
comments: an English local site's bell-ringing peals of the month in the very markup of the thread below them (en); a
French blog's book-signing programme of a book fair, a ``<ul>`` in the post (fr); a Malay portal's Ramadan bazaar
stalls, a table (ms) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ae_common import (
    D,
    PartsK,
    avatar,
    children,
    depth_of,
    discussion,
    esc,
    make,
    paras,
    story,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def _tree(c: list[Seed], p: str, one_extra: str = "") -> str:
    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="{p}-e {p}-l{depth_of(c, i)}">{avatar(p, x.author, 36)}'
            f'<p class="{p}-h"><b class="{p}-n">{esc(x.author)}</b> <span class="{p}-d">{esc(x.when)}</span></p>'
            f'<div class="{p}-x">{paras(x.text)}</div><p class="{p}-f"><a href="#reply">Reply</a></p>'
            + (
                f'<div class="{p}-sub" style="margin-left:34px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    return "".join(one(i) for i in children(c, None))


def en_peals() -> Case:
    c = discussion(
        "en",
        18,
        "bells",
        seed=101,
        start=D(2012, 9, 17, 8),
        fmt=lambda t: t.strftime("%d/%m/%Y %H:%M"),
        max_depth=2,
        reply_rate=0.35,
        shorts=("Lovely sound on a Sunday.",),
    )
    peals = [
        (
            "St Edmund's band, Ashwell Coombe",
            "01/09/2012 14:00",
            "5040 Plain Bob Minor in 2h 41m. Conducted by Frank Lyle; first peal for the treble ringer.",
        ),
        (
            "Holy Trinity, Marshgate",
            "02/09/2012 15:30",
            "5056 Yorkshire Surprise Major. Rung to mark the vicar's twentieth year in the parish.",
        ),
        (
            "St Bride's, Little Wenham",
            "08/09/2012 10:00",
            "5040 Grandsire Triples. A birthday compliment to the tower captain, 80 today.",
        ),
        (
            "All Saints, Fordingham",
            "09/09/2012 16:00",
            "5088 Cambridge Surprise Major. First of the method for three of the band.",
        ),
        (
            "St Mary's, Ashwell Coombe",
            "15/09/2012 13:30",
            "5040 Stedman Triples in 3h 02m, on the newly rehung bells.",
        ),
    ]
    listing = "".join(
        f'<div class="pl-e pl-l0">{avatar("pl", t, 36)}<p class="pl-h"><b class="pl-n">{esc(t)}</b> <span class="pl-d">{esc(d)}</span></p>'
        f'<div class="pl-x"><p>{esc(x)}</p></div></div>'
        for t, d, x in peals
    )
    block = (
        '<div class="pl-box" id="peals"><h3>Peals rung in the district this month</h3>' + listing + "</div>"
        '<div class="pl-box" id="talk"><h2>Your views (18)</h2>' + _tree(c, "pl") + "</div>"
    )
    st = story(
        "Church bells rehung after 60 years of silence",
        "By Joanne Petts",
        "2012-09-17T06:00:00+01:00",
        "17 September 2012",
        """
The eight bells of St Mary's rang out on Saturday for the first time since 1952, after a two-year appeal raised £86,000 to rehang them.

Ringers from across the district took part in a celebration peal.
""",
        section="Community",
    )
    return make(
        "ae-mx-en-peals",
        "mixed",
        "np",
        "en-local",
        st,
        PartsK(after=block),
        c,
        path="/community/church-bells-rehung",
        container="div.pl-box#talk: div.pl-e entries (avatar; p.pl-h: b.pl-n name, span.pl-d 'dd/mm/YYYY HH:MM'; div.pl-x text; 'Reply'); replies in div.pl-sub inside their parent's, three levels; above it div.pl-box#peals, the month's peals in the very same markup",
        heading="Your views (18)",
        description="An English local news site of 2012: 18 comments (replies three levels) below the district's peals of the month (tower and band, date, the peal) in the thread's own markup; the truth is the thread only.",
        lookalikes=("bell-ringing peals of the month, in the thread's own markup",),
    )


def fr_dedicaces() -> Case:
    c = discussion(
        "fr",
        15,
        "le salon du livre",
        seed=113,
        start=D(2012, 10, 2, 9),
        fmt=lambda t: f"{t:%d/%m/%Y} à {t:%H:%M}",
        max_depth=1,
        reply_rate=0.35,
    )
    signings = [
        ("Mireille Donzac", "samedi 13 octobre, 10h-12h", "« Les filles du lavoir », roman"),
        (
            "Jacques Terrenoire",
            "samedi 13 octobre, 14h-16h",
            "« Moulins et meuniers du Val d'Orme », histoire locale",
        ),
        ("Léa Fromental", "samedi 13 octobre, 16h-18h", "« Pipo le héron », album jeunesse"),
        ("Armand Sauvelet", "dimanche 14 octobre, 10h-12h", "« Cuisine des étangs », recettes"),
        ("Odile Perrin-Vasse", "dimanche 14 octobre, 14h-16h", "« La dernière diligence », polar"),
        ("Collectif des Plumes d'Orme", "dimanche 14 octobre, 16h-17h", "« Nouvelles d'ici », recueil"),
    ]
    lst = (
        '<div class="dd-prog"><h3>Le programme des dédicaces</h3><ul>'
        + "".join(f"<li><b>{esc(a)}</b> — {esc(d)}<br>{esc(b)}</li>" for a, d, b in signings)
        + "</ul></div>"
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="rq-e" id="rq{i + 1}"><p class="rq-h"><strong>{esc(x.author)}</strong> a dit le {esc(x.when)}</p>'
            f'<div class="rq-x">{paras(x.text)}</div>'
            + (
                f'<div class="rq-r" style="margin-left:30px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="rq-zone" id="reactions"><h2>15 réactions</h2>'
        + "".join(one(i) for i in children(c, None))
        + '<p><a href="/reagir">Laisser une réaction</a></p></div>'
    )
    st = story(
        "Le salon du livre revient au moulin les 13 et 14 octobre",
        "Olivier",
        "2012-10-01T18:00:00+02:00",
        "1 octobre 2012",
        """
Le salon du livre du Val d'Orme revient dans la grange du moulin pour sa sixième édition. Une trentaine d'auteurs de la région seront présents.

Voici le programme des dédicaces, tel que me l'a transmis l'association.
""",
        section="Patrimoine",
    )
    return make(
        "ae-mx-fr-dedicaces",
        "mixed",
        "wb",
        "fr-blog",
        st,
        PartsK(inbody=lst, after=block),
        c,
        path="/2012/10/le-salon-du-livre-revient",
        container="div.rq-zone#reactions: div.rq-e entries (p.rq-h: strong name 'a dit le 02/10/2012 à 09:14'; div.rq-x); replies in div.rq-r inside their parent's; in the post's text div.dd-prog, a <ul> of the book signings (a bold author, the day and hours, the book)",
        heading="15 réactions",
        description="A French blog of 2012: 15 reactions (replies one level) below a post holding a book fair's signing programme in a <ul>; the truth is the thread only.",
        lookalikes=("a book fair's signing programme: author, day and hours, the book",),
    )


def ms_bazar() -> Case:
    c = discussion(
        "ms",
        20,
        "bazar Ramadan",
        seed=127,
        start=D(2012, 7, 23, 12),
        fmt=lambda t: t.strftime("%d/%m/%Y %I:%M %p"),
        max_depth=2,
        reply_rate=0.35,
        shorts=("Setuju!",),
    )
    stalls = [
        ("Gerai 1", "Kak Yah Kuih-muih", "20/07/2012", "Kuih lapis, seri muka, onde-onde"),
        ("Gerai 2", "Pak Din Satay", "20/07/2012", "Satay ayam dan daging, nasi impit"),
        ("Gerai 3", "Warung Mak Teh", "21/07/2012", "Nasi kerabu, ayam percik"),
        ("Gerai 4", "Murtabak Abang Zul", "21/07/2012", "Murtabak daging, roti john"),
        ("Gerai 5", "Air Tebu Semantan", "22/07/2012", "Air tebu, air kelapa, cendol"),
        ("Gerai 6", "Dapur Nenek", "22/07/2012", "Rendang tok, lemang, ketupat"),
    ]
    table = (
        '<table class="bz-t" border="1" cellpadding="4" style="border-collapse:collapse;font-size:12px;margin:12px 0">'
        "<caption><b>Senarai gerai bazar tahun ini</b></caption><tr><th>No.</th><th>Peniaga</th><th>Mula berniaga</th><th>Juadah</th></tr>"
        + "".join(
            f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(d)}</td><td>{esc(e)}</td></tr>"
            for a, b, d, e in stalls
        )
        + "</table>"
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<li class="kp-i"><div class="kp-h"><span class="kp-n">{esc(x.author)}</span> · <span class="kp-d">{esc(x.when)}</span></div>'
            f'<div class="kp-x">{paras(x.text)}</div><a class="kp-b" href="#balas">Balas</a>'
            + (f'<ul class="kp-l">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        table
        + '<div class="kp-box" id="pandangan"><h2>Pandangan pembaca (20)</h2><ul class="kp-l">'
        + "".join(one(i) for i in children(c, None))
        + "</ul></div>"
    )
    st = story(
        "Bazar Ramadan Kuala Semantan dipindahkan ke padang bandar",
        "Oleh Nor Azlina Hashim",
        "2012-07-23T10:00:00+08:00",
        "23 Julai 2012",
        """
Bazar Ramadan Kuala Semantan tahun ini dipindahkan ke padang bandar kerana kerja-kerja menaik taraf jalan di lokasi lama.

Majlis daerah berkata tempat letak kereta tambahan disediakan di belakang masjid.
""",
        section="Tempatan",
    )
    return make(
        "ae-mx-ms-bazar",
        "mixed",
        "np",
        "ms-news",
        st,
        PartsK(after=block),
        c,
        path="/tempatan/bazar-ramadan-dipindahkan",
        container="div.kp-box#pandangan > ul.kp-l: li.kp-i entries (div.kp-h: span.kp-n name · span.kp-d 'dd/mm/YYYY hh:mm PM'; div.kp-x; 'Balas'); replies in a nested ul.kp-l, three levels; above it table.bz-t, the bazaar's stalls (number, trader, first day, dishes)",
        heading="Pandangan pembaca (20)",
        description="A Malay district portal of 2012: 20 readers' views (replies three levels) below a table of the Ramadan bazaar's stalls; the truth is the thread only.",
        lookalikes=("a Ramadan bazaar's stalls: trader, first day, dishes, in a table",),
    )


def mixed_ae() -> list[Case]:
    return [en_peals(), fr_dedicaces(), ms_bazar()]
