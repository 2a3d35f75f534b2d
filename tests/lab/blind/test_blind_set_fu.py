"""Blind set fu's pages (built blind: the smallest discussions in the plainest markup, 2 to 5 readers' comments on
pages of small local sites of 2008-2016, everything in the served HTML, in Estonian, Lithuanian, Slovak, Portuguese
(Portugal), Galician, Icelandic, Irish, Luxembourgish, Romanian, Indonesian and Swahili, each an invented site with
its own hand-written template: a village paper's "Kirjutas NAME · DATE" under "Teie sõnad"; a parish newsletter's
"NAME: text" paragraphs without time or heading; a village's texts with "— NAME, PLACE" under each under
"Komentáre"; a cycling club's table of name | text | date rows under "Comentários"; a walker's blog's two comments
in one block separated by br br, without heading; a school's "1) NAME (DATE)" entries under "Ce ați spus"; a brass
band's blockquotes with a cite under each under "Är Bréiwer"; a hobby blog's bare dl without heading; three pages
without any reader comment (a district's stray-sheep notices, a dairy co-operative's milk-delivery notes above the
form members send them with, a pottery club's kiln log); one mixed page (3 comments beside a community hall's booking
diary)) kept as tests, as set FS's are (test_blind_set_fs.py), through ``comspider.extract`` without a browser. Set
fu's first extract run (at 41b8e65c, see the blind README's "Set fu") found two of the nine threads (the table and
the text-first blocks), nothing on the seven others, and four false comments on the dairy co-operative's page."""

from __future__ import annotations

import re

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("fu")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {
    "fu-sw-coop-maziwa": "the four members' milk-delivery notes (div.taarifa: 'strong NAME – 3/6/2014', a line) "
    "right above the form members send them with are given as 4 comments",
}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # three p 'strong NAME: TEXT' after an hr, no time, no heading, no form: Genutė answers "Vytautai," (the
    # vocative of Vytautas) under the parish news's date
    "fu-lt-parish-atlaidai": (0.99, True),
    # div.zap: p TEXT, then p.pod '— NAME, PLACE', no time, under 'Komentáre'; the first extract run's F1 0.98
    # (P 0.97, R 1.00): a few words beyond the truth's texts in what was found
    "fu-sk-village-lavicky": (0.97, True),
    # table.tab: one tr a comment, td.q b NAME | td TEXT | td.d '13/10/2009', under 'Comentários'
    "fu-pt-club-passeio": (0.99, True),
    # not found at the first run (the work set); found since 2026-12-07: the one word every record shows before its
    # name ('Kirjutas', "wrote") is the template's, not one reader's
    "fu-et-village-kiik": (0.99, True),
    # not found at the first run: five numbered p.n '1) NAME (19.12.2015)' each over a p TEXT under 'Ce ați spus';
    # found since 2026-12-07 (evening): the list's number is no part of the name, and the last record opens by
    # answering an earlier one's author ("Ioana, pozele ...")
    "fu-ro-school-serbare": (0.99, True),
    # not found at the first run: a bare dl of three dt NAME / dd TEXT, no heading, no time, a form below; found since
    # 2026-12-07 (evening): terms that are names over prose are a list to judge without anchors
    "fu-id-blog-cupang": (0.99, True),
}
#: Found, but not whole at set fu's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set fu's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {
    "fu-gl-blog-muinos": "two 'b NAME — TEXT' in one div separated only by br br, no time, no heading: nothing "
    "found",
    "fu-lb-band-concert": "three blockquote TEXT each followed by a sibling cite NAME under 'Är Bréiwer', no "
    "time: nothing found",
    "fu-ga-mixed-halla": "three div.tr 'strong NAME, 20 Feabhra 2008' over p TEXT under 'Tuairimí' beside the "
    "hall's booking diary (which gave nothing either): nothing found",
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The pages without any reader comment.
PLAIN = ("fu-et-club-ahi", "fu-is-district-rettir", "fu-sw-coop-maziwa")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=12, lookalikes=3, mixed=1)

_URL = re.compile(r"""\s(?:href|src|action|background)=["']([^"']*)["']""", re.IGNORECASE)
_DATED = ("fu-et-village-kiik", "fu-pt-club-passeio", "fu-ro-school-serbare", "fu-ga-mixed-halla")


def test_the_set_is_the_smallest_discussions_in_plain_markup() -> None:
    talk = [case for case in CASES.values() if case.kind in ("discussion", "mixed")]
    assert len(talk) == 9 and all(case.static and case.system is None for case in talk)
    assert all(2 <= len(case.comments) <= 5 for case in talk)
    assert sorted({case.language for case in CASES.values()}) == sorted(
        ["et", "lt", "sk", "pt", "gl", "is", "ga", "lb", "ro", "id", "sw"]
    )
    # no script at all and no frame: the thread is in the served HTML
    assert not [c.id for c in CASES.values() if re.search(r"<script|<iframe", c.html, re.IGNORECASE)]
    # flat threads only; dates on four pages, none on the five others
    assert all(x.parent is None for case in talk for x in case.comments)
    for case in talk:
        assert all(bool(x.when) == (case.id in _DATED) for x in case.comments), case.id
    # eight markups, one a discussion
    html = {cid: case.html for cid, case in CASES.items()}
    assert "Kirjutas <b>Malle Kuusik</b> &middot; 15.05.2011" in html["fu-et-village-kiik"]
    assert "<p><strong>Aldona:</strong> Labai" in html["fu-lt-parish-atlaidai"]
    assert '<p class="pod">— Ján Kováčik, Horná Lipová</p>' in html["fu-sk-village-lavicky"]
    assert '<td class="d" valign="top">13/10/2009</td>' in html["fu-pt-club-passeio"]
    assert "<br><br>\n<b>Brais de Cerdedo</b>" in html["fu-gl-blog-muinos"]
    assert '<p class="n">1) Mihaela P. (19.12.2015)</p>' in html["fu-ro-school-serbare"]
    assert "</blockquote>\n<cite>Nelly Hoscheit</cite>" in html["fu-lb-band-concert"]
    assert "<dt>Bayu Santoso</dt>" in html["fu-id-blog-cupang"]
    sk = CASES["fu-sk-village-lavicky"]
    assert sk.html.index(sk.comments[0].text) < sk.html.index(sk.comments[0].author)
    # headings: the reader addressed on three, none on three, "Comments" on two
    headings = {c.id: c.heading for c in talk if c.kind == "discussion"}
    assert sorted(h for h in headings.values() if h) == sorted(
        ["Teie sõnad", "Ce ați spus", "Är Bréiwer", "Komentáre", "Comentários"]
    )
    assert sorted(cid for cid, h in headings.items() if h is None) == [
        "fu-gl-blog-muinos",
        "fu-id-blog-cupang",
        "fu-lt-parish-atlaidai",
    ]
    # a form after four discussions
    with_form = sorted(c.id for c in talk if c.kind == "discussion" and "<form" in c.html)
    assert with_form == [
        "fu-et-village-kiik",
        "fu-id-blog-cupang",
        "fu-pt-club-passeio",
        "fu-sk-village-lavicky",
    ]
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
    # one list right above a form
    sw = CASES["fu-sw-coop-maziwa"].html
    assert sw.index('class="taarifa"') < sw.index("<form") and sw.count("<form") == 1
    assert all(case.lookalikes for case in CASES.values() if case.kind == "mixed")


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
