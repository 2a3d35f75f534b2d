"""Blind set fq's pages (built blind: readers' discussions under news articles and blog posts of 2012-2015 as a
crawler saved them then, everything in the served HTML, in languages whose dates and relative times are written in
their own words: Brazilian Portuguese, Mexican and Argentine Spanish, Indonesian, Vietnamese, Turkish, Russian,
Ukrainian, Czech, Romanian, Greek and Hungarian, each an invented site with its own template of its year and that
era's furniture: a Brazilian city paper's opinions newest first under "O que você acha?" with "há 3 horas" and
"Curtir (n)"; a Mexican city paper's "NAME dijo:" boxes with the newsroom's flat answer; an Argentine football site's
messages, text first and the name after it, under "La voz de la tribuna"; an Indonesian portal's responses with "2 jam
yang lalu" and no heading; a Russian tech blog's thread four levels deep with the blogger's answers marked "автор",
"вчера в 18:40"; a Ukrainian city portal's two-column responses with votes, "2 години тому", no heading; a Czech town
paper's `<dl>`; a Greek town paper's thread two levels deep with "πριν από 2 ώρες"; two pages without any reader
comment (a Romanian parenting blog's due-date club roster, a Vietnamese tech blog's security hall of fame); two mixed
pages (a Hungarian farming weekly's comments beside growers' pest sightings, a Turkish student paper's "Tartışma"
beside a roommate board)) kept as tests, as set FP's are (test_blind_set_fp.py), through ``comspider.extract``
without a browser. The tables below hold set fq's first extract run (at 12b45475, see the blind README's "Set fq")."""

from __future__ import annotations

import re

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("fq")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
#: (At the first run: fq-ro-plain-dpn, 6 false comments, the side column's due-date club roster; none since
#: 2026-12-07, the article's own comment block over the form saying "0 comentarii".)
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # ul.op-lista newest first: span.op-nome, time.op-quando 'há 3 horas', p.op-texto, 'Curtir (n)'
    "fq-br-news-ciclovia": (0.99, True),
    # div.cmt-caja 'NAME dijo:' and a local date; the newsroom's flat answer marked 'Respuesta de la redacción'
    "fq-mx-news-tianguis": (0.99, True),
    # div.msj: the text first, then '— NAME · 27/10/2013 21:14'
    "fq-ar-sports-tribuna": (0.99, True),
    # ol.tanggapan without heading: a.tg-nama, span.tg-waktu '2 jam yang lalu', div.tg-isi
    "fq-id-portal-jembatan": (0.99, True),
    # div.rp with div.rp-otvety inside its parent, four levels; 'автор' on the blogger's answers
    "fq-ru-blog-ssd": (0.99, True),
    # div.vidg two columns without heading: name and '2 години тому' left, text and votes right
    "fq-uk-portal-marshrutka": (0.99, True),
    # dl#prispevky: dt.hlava NAME (masked IP) DATE, dd.telo TEXT
    "fq-cs-news-parkovani": (0.99, True),
    # ol.sxolia, replies in ol.sx-apantiseis inside their parent li, 'πριν από 2 ώρες'
    "fq-el-news-paraliaki": (0.99, True),
    # the mixed page whose look-alike list (ul.kf-lista, growers' pest sightings) gave nothing
    "fq-hu-mixed-kukorica": (0.99, True),
    # the mixed page: div.katki under 'Tartışma' with the form after it; 4 false comments at the first run (the
    # right column's roommate board, ul.ilanlar), none since 2026-12-07
    "fq-tr-mixed-yemekhane": (0.99, True),
}
#: Found, but not whole at set fq's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set fq's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The pages without any reader comment.
PLAIN = ("fq-ro-plain-dpn", "fq-vi-plain-vinhdanh")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=12, lookalikes=2, mixed=2)

_URL = re.compile(r"""\s(?:href|src|action|background)=["']([^"']*)["']""", re.IGNORECASE)
#: a relative time in the page's own words
_RELATIVE = re.compile(
    r"^(há |hace |\d+ jam yang lalu|\d+ menit yang lalu|вчера в |сегодня в |вчора о |\d+ (години|хвилин) тому|"
    r"πριν από |\d+ (napja|órája)|tegnap |dün |\d+ (saat|dakika) önce)"
)


def test_the_set_is_discussions_of_2012_2015_in_their_own_words() -> None:
    talk = [case for case in CASES.values() if case.kind in ("discussion", "mixed")]
    discussions = [case for case in talk if case.kind == "discussion"]
    assert len(talk) == 10 and len(discussions) == 8
    assert all(case.static and case.system is None for case in talk)
    assert all(3 <= len(case.comments) <= 12 for case in talk)
    languages = sorted(case.language for case in CASES.values())
    assert languages == ["cs", "el", "es-AR", "es-MX", "hu", "id", "pt-BR", "ro", "ru", "tr", "uk", "vi"]
    # no script loaded and no frame: the thread is in the served HTML
    assert not [
        c.id for c in CASES.values() if re.search(r"<script[^>]*\ssrc=|<iframe", c.html, re.IGNORECASE)
    ]
    # relative times in the language's own words on at least four discussions, local absolute dates on the rest
    relative = sorted(c.id for c in discussions if any(_RELATIVE.match(x.when) for x in c.comments))
    assert relative == [
        "fq-br-news-ciclovia",
        "fq-el-news-paraliaki",
        "fq-id-portal-jembatan",
        "fq-ru-blog-ssd",
        "fq-uk-portal-marshrutka",
    ]
    absolute = [c for c in discussions if c.id not in relative]
    assert all(re.search(r"\b20(12|13|14)\b", x.when) for c in absolute for x in c.comments)
    # nested answers on two discussions, and on no other page
    nested = sorted(c.id for c in talk if any(x.parent is not None for x in c.comments))
    assert nested == ["fq-el-news-paraliaki", "fq-ru-blog-ssd"]
    ru = CASES["fq-ru-blog-ssd"].comments
    assert max(depth(ru, i) for i in range(len(ru))) == 3
    el = CASES["fq-el-news-paraliaki"].comments
    assert max(depth(el, i) for i in range(len(el))) == 2
    # the blogger's and the newsroom's answers, marked on the page, named without the mark
    assert sum(x.author == "Андрей Котельников" for x in ru) == 3
    assert CASES["fq-ru-blog-ssd"].html.count('<span class="rp-avtor">автор</span>') == 3
    mx = CASES["fq-mx-news-tianguis"]
    assert mx.comments[4].author == "Redacción El Vigía" and mx.comments[4].parent is None
    assert mx.html.count("Respuesta de la redacción") == 1
    # two discussions without a heading; two (and more) under a heading without the language's word for comments
    assert sorted(c.id for c in discussions if c.heading is None) == [
        "fq-id-portal-jembatan",
        "fq-uk-portal-marshrutka",
    ]
    words = ("coment", "коммент", "komentá", "σχόλι", "hozzászól", "yorum", "коментар")
    other = sorted(c.id for c in talk if c.heading and not any(w in c.heading.lower() for w in words))
    assert other == ["fq-ar-sports-tribuna", "fq-br-news-ciclovia", "fq-ru-blog-ssd", "fq-tr-mixed-yemekhane"]
    # likes or votes on two discussions
    assert CASES["fq-br-news-ciclovia"].html.count("Curtir (") == 7
    assert CASES["fq-uk-portal-marshrutka"].html.count("Подобається:") == 8
    # the Argentine messages: each text before its name
    ar = CASES["fq-ar-sports-tribuna"]
    for x in ar.comments:
        assert ar.html.index(x.text.split("\n")[0][:40]) < ar.html.index(f"<b>{x.author}</b>")
    # every link to the site itself or an example domain; nothing loaded from elsewhere; ASCII paths
    for case in CASES.values():
        assert case.path.isascii(), case.id
        for text in [case.html, *case.files.values()]:
            for url in _URL.findall(text):
                if url.startswith(("http://", "https://")):
                    assert ".example." in url or "//example." in url, (case.id, url)
                else:
                    assert not url.startswith("//"), (case.id, url)
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(case.id for case in lookalikes) == sorted(PLAIN)
    assert all(not case.comments and case.lookalikes for case in lookalikes)
    assert all(case.lookalikes for case in CASES.values() if case.kind == "mixed")


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
