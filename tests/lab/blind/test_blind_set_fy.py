"""Blind set fy's pages (built blind: small sites of 2004-2020, a village paper, a table tennis club, a sourdough
blog, a parish, a village school, a beekeeping blog, a commune's local news site, each an invented site with its own
hand-written template, no script, everything in the served HTML, in Dutch, German, Swedish, Italian, Finnish,
Croatian, Romanian, Slovak, Catalan, Indonesian, Vietnamese and Spanish; every reader's reaction a paragraph or list
item that starts with its writer's name: "strong NAME schreef:" with the time after the text; undated "b NAME
(VILLAGE):" paragraphs; a list of "i NAME – TEXT" with no heading; numbered "1. b NAME:" paragraphs with titles in the
names; undated "b NAME kirjoitti:" paragraphs on a page with no year at all; a list of "strong NAME (VILLAGE): TEXT"
with one answer nested; "#1 b NAME spune:" paragraphs; and five pages without any reader reaction whose paragraphs
also start with a bold name or label and a colon (an interview, a council meeting's minutes, a caterer's customer
testimonials, a homestay's FAQ "Hỏi:"/"Đáp:", quotations by invented famous people)) kept as tests, as set FX's are
(test_blind_set_fx.py), through ``comspider.extract`` without a browser. Set fy's first extract run (at d53c462c,
see the blind README's "Set fy") found four of the seven threads whole, nothing on the three others, and no false
comment on any page."""

from __future__ import annotations

import re

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("fy")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # four sibling p.lezer 'strong NAME schreef: br TEXT span.tijd (DATE)', the time after the text, a form below
    "fy-nl-paper-drempels": (0.99, True),
    # four p '1. b NAME: TEXT span.quando — DATE' in div.messaggi, a number before the name, titles in the names
    "fy-it-parish-festa": (0.99, True),
    # ul.rasprava of three li 'strong NAME (VILLAGE): TEXT br span.kad DATE', the blogger's answer in an inner ul
    "fy-hr-blog-pcelar": (0.99, True),
    # three div.vocea, 'p #1 b NAME spune: br TEXT' and a p of the date under it, a form below
    "fy-ro-news-podul": (0.99, True),
    # three sibling p 'b NAME (VILLAGE): TEXT' under h4 'Eure Meinung', no date on any reaction: the head of section
    # answers "Hallo Heike," under the headline's date (the title "TTV Kirchbrunn - Sechs neue Tische")
    "fy-de-club-tischtennis": (0.99, True),
    # ul.svansen of four li 'i NAME – TEXT span.dag 3/2 2008': "Lasse, fryser du" after the name's dash, the
    # dates day first with the year after a space
    "fy-sv-blog-surdeg": (0.99, True),
}
#: Found, but not whole at set fy's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set fy's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {
    "fy-fi-school-leirikoulu": "three p 'b NAME kirjoitti: br TEXT' in div.palaute under h3 'Vanhempien terveiset', "
    "no date nor year anywhere on the page, a form below: nothing found",
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The pages without any reader comment.
PLAIN = (
    "fy-ca-council-acta",
    "fy-es-blog-citas",
    "fy-id-catering-testimoni",
    "fy-sk-paper-rozhovor",
    "fy-vi-homestay-hoidap",
)


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=12, lookalikes=5, mixed=0)

_URL = re.compile(r"""\s(?:href|src|action|background)=["']([^"']*)["']""", re.IGNORECASE)
_ATTR = re.compile(r"""\b(?:class|id)=["']([^"']*)["']""", re.IGNORECASE)


def test_the_set_is_small_sites_of_2004_2020() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 7 and all(case.static and case.system is None for case in talk)
    assert sorted(len(case.comments) for case in talk) == [3, 3, 3, 4, 4, 4, 4]
    assert sorted({case.language for case in CASES.values()}) == sorted(
        ["nl", "de", "sv", "it", "fi", "hr", "ro", "sk", "ca", "id", "vi", "es"]
    )
    # no script, no frame; no year after 2020
    for case in CASES.values():
        assert not re.search(r"<script|<iframe|<article|<time", case.html, re.IGNORECASE), case.id
        assert not re.search(r"\b202[1-9]\b", case.html), case.id
    # no class or id says comment (nor reaction, reply, opinion) in any language
    words = ("comm", "koment", "komment", "coment", "reac", "reakc", "reag", "opin", "reply", "antw", "svar")
    for case in CASES.values():
        for name in _ATTR.findall(case.html):
            assert not any(w in name.lower() for w in words), (case.id, name)
    # every reaction named, its name on the page before its text; undated on the German and Finnish pages
    assert all(x.author for case in talk for x in case.comments)
    undated = {"fy-de-club-tischtennis", "fy-fi-school-leirikoulu"}
    for case in talk:
        assert all(bool(x.when) == (case.id not in undated) for x in case.comments), case.id
        for x in case.comments:
            first = x.text.split("\n")[0][:30].replace("'", "&#x27;")
            assert case.html.index(x.author) < case.html.index(first), (case.id, x.author)
    # the Finnish page shows no year at all
    assert not re.search(r"\b(19|20)\d\d\b", CASES["fy-fi-school-leirikoulu"].html)
    # one nested answer (the Croatian beekeeper's), the others flat
    hr = CASES["fy-hr-blog-pcelar"].comments
    assert [x.parent for x in hr] == [None, 0, None, None]
    assert all(x.parent is None for case in talk if case.id != "fy-hr-blog-pcelar" for x in case.comments)
    # readers answering each other or the writer answering them by name
    said = {
        "fy-nl-paper-drempels": "Ria, plantenbakken",
        "fy-de-club-tischtennis": "Hallo Heike",
        "fy-sv-blog-surdeg": "Lasse, fryser du",
        "fy-it-parish-festa": "Lucia, la ricetta",
        "fy-fi-school-leirikoulu": "Hei Janne ja Tuula!",
        "fy-hr-blog-pcelar": "Mato, mi kupujemo",
        "fy-ro-news-podul": "Gheorghiță, nici eu",
    }
    for cid, text in said.items():
        assert any(text in x.text for x in CASES[cid].comments), cid
    # forms on four threads and two pages without comments
    forms = {cid for cid, case in CASES.items() if "<form" in case.html}
    assert forms == {
        "fy-nl-paper-drempels",
        "fy-it-parish-festa",
        "fy-fi-school-leirikoulu",
        "fy-ro-news-podul",
        "fy-id-catering-testimoni",
        "fy-vi-homestay-hoidap",
    }
    # the pages without comments also open their paragraphs with a bold name or label and a colon
    for cid in PLAIN:
        assert len(re.findall(r"<(?:b|strong)>[^<]{2,80}:</(?:b|strong)>", CASES[cid].html)) >= 4, cid
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


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
