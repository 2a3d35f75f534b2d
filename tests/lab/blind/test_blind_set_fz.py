"""Blind set fz's pages (built blind: small sites of 2005-2019, a Portuguese cooking blog, a Polish allotment garden,
a Danish village hall, a Czech hiking club, a French village library, an English village cricket club, each an
invented site with its own hand-written template, no script, everything in the served HTML; no reader's reaction
shows a date or a time, each is a paragraph, table row, list item or div opened by its writer's name: "b NAME:"
paragraphs under a heading; a table of rows "strong NAME (dz. N):" with no heading; "b NAME skrev:" paragraphs on a
page with no year at all; a list of "i NAME – TEXT" with no heading; divs with the name on its own line and the text
in paragraphs under it; "b NAME said..." paragraphs; and six pages without any reader reaction whose paragraphs are
also opened by a bold or italic name and a colon or dash (a Norwegian lesson's dialogue, a Hungarian play's excerpt,
an Estonian article quoting text messages, a Lithuanian radio transcript, a Turkish panel's summary, a Greek
children's story)) kept as tests, as set FY's are (test_blind_set_fy.py), through ``comspider.extract`` without a
browser. Set fz's first extract run (at c1dd838a, see the blind README's "Set fz") found two of the six threads
whole, nothing on the four others, and no false comment on any page."""

from __future__ import annotations

import html
import re

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("fz")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # four sibling p 'b NAME: TEXT' in div.recados under h4 'Recados dos leitores', no date, a form below
    "fz-pt-blog-marmelada": (0.99, True),
    # four div.petitmot 'strong.signe NAME' then one or two p, in section.mots under h3 'Vos petits mots', no date
    "fz-fr-library-agrandit": (0.99, True),
    # table.glosy of four tr 'td.kto strong NAME (dz. N):' and 'td.tresc TEXT', no heading, no date: readers answer
    # one another in the vocative ("Pani Grażyno,", "Panie Tadeuszu,")
    "fz-pl-allotment-wodociag": (0.99, True),
    # four sibling p 'b NAME skrev: br TEXT', no year anywhere on the page: "Poul Erik," answers Poul Erik Dam
    "fz-da-hall-hoestfest": (0.99, True),
    # ul.vzkazy of four li 'i NAME – TEXT', no heading, no date, a form below ("Jitko,", "Marku,")
    "fz-cs-club-kamenny-vrch": (0.99, True),
    # four sibling p.saidso 'b NAME said... TEXT' in div.outfield, no heading, no date
    "fz-en-cricket-fernley": (0.99, True),
}
#: Found, but not whole at set fz's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set fz's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The pages without any reader comment.
PLAIN = (
    "fz-el-story-xelona",
    "fz-et-news-sonumid",
    "fz-hu-theatre-harangonto",
    "fz-lt-radio-malunas",
    "fz-no-lesson-skobutikken",
    "fz-tr-panel-firinlar",
)


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=12, lookalikes=6, mixed=0)

_URL = re.compile(r"""\s(?:href|src|action|background)=["']([^"']*)["']""", re.IGNORECASE)
_ATTR = re.compile(r"""\b(?:class|id)=["']([^"']*)["']""", re.IGNORECASE)
_WHEN = re.compile(r"\b\d{1,4}[./:-]\d{1,2}(?:[./:-]\d{0,4})?\b|\b(?:19|20)\d\d\b")


def test_the_set_is_small_sites_of_2005_2019() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 6 and all(case.static and case.system is None for case in talk)
    assert all(3 <= len(case.comments) <= 5 for case in talk)
    assert sorted({case.language for case in CASES.values()}) == sorted(
        ["pt", "pl", "da", "cs", "fr", "en-GB", "nb", "hu", "et", "lt", "tr", "el"]
    )
    # no script, no frame; no year after 2019
    for case in CASES.values():
        assert not re.search(r"<script|<iframe|<article|<time", case.html, re.IGNORECASE), case.id
        assert not re.search(r"\b202\d\b", case.html), case.id
    # no class or id says comment (nor reaction, reply, opinion, feedback) in any language
    words = (
        "comm",
        "koment",
        "komment",
        "coment",
        "reac",
        "reakc",
        "opin",
        "reply",
        "feedb",
        "svar",
        "repon",
    )
    for case in CASES.values():
        for name in _ATTR.findall(case.html):
            assert not any(w in name.lower() for w in words), (case.id, name)
    # every reaction named, its name on the page before its text; no reaction dated, no date among them
    for case in talk:
        assert all(x.author and not x.when and x.parent is None for x in case.comments), case.id
        first_name = html.escape(case.comments[0].author)
        last_text = html.escape(case.comments[-1].text.split("\n")[-1][-30:])
        between = case.html[case.html.index(first_name) : case.html.index(last_text)]
        assert not _WHEN.search(between), case.id
        for x in case.comments:
            first = html.escape(x.text.split("\n")[0][:30])
            assert case.html.index(html.escape(x.author)) < case.html.index(first), (case.id, x.author)
    # the Danish page shows no year at all
    assert not re.search(r"\b(19|20)\d\d\b", CASES["fz-da-hall-hoestfest"].html)
    # readers answering each other or the writer answering them by name
    said = {
        "fz-pt-blog-marmelada": "Rui, isso acontece",
        "fz-pl-allotment-wodociag": "Pani Grażyno",
        "fz-da-hall-hoestfest": "Poul Erik, det hul",
        "fz-cs-club-kamenny-vrch": "Jitko, s kočárkem",
        "fz-fr-library-agrandit": "Josiane, oui",
        "fz-en-cricket-fernley": "Margaret, I've got",
    }
    for cid, text in said.items():
        assert any(text in x.text for x in CASES[cid].comments), cid
    # at most two headings that name the reactions, at most two forms among the threads
    assert [case.id for case in talk if case.heading] == ["fz-pt-blog-marmelada", "fz-fr-library-agrandit"]
    forms = {cid for cid, case in CASES.items() if "<form" in case.html}
    assert forms == {
        "fz-pt-blog-marmelada",
        "fz-cs-club-kamenny-vrch",
        "fz-no-lesson-skobutikken",
        "fz-et-news-sonumid",
        "fz-tr-panel-firinlar",
    }
    # the pages without comments also open their paragraphs with a bold or italic name and a colon or dash
    opener = r"<(?:b|strong|i)>[^<]{2,80}(?::</(?:b|strong|i)>|</(?:b|strong|i)> &ndash;)"
    for cid in PLAIN:
        assert len(re.findall(opener, CASES[cid].html)) >= 4, cid
    # every link to the site itself, a mailto or an example domain; nothing loaded from elsewhere; ASCII paths
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
