"""Blind set AP's pages (the shape of a thread, who answers whom, in the served HTML: sixteen discussions of 8 to 14
readers' comments, each showing its replies a different way (lists nested in the parent's item, a flat list indented
only by inline margins, a depth class only, a replies container right after the parent, a replies box inside the
parent's card, "Reactie op" links, quoted parents, flat "@name" answers, a forum thread whose quotes link to the
quoted post, the author's answers in another class, folded hidden replies, replies in other markup than top-level
cards, replies without a time and signatures after the text, an old board's table indented by spacer cells, a ``dl``,
two visible levels with "↪ name" links); six pages without any reader comment whose furniture holds a nested list
that is not a discussion: a family tree, a council agenda, a knockout bracket, a sourdough starter's lineage, a flood
call chain, a craft lineage; two plain article pages; four mixed pages) kept as tests, as set AL's are
(test_blind_set_al.py), through ``comspider.extract`` without a browser. What it does not do yet is listed with the
symptom (measured after set AP's first crawl, at b2abe3e, see the blind README's "Set AP"): expected failures
(strict: the day a case is right, its mark must go)."""

from __future__ import annotations

from comspider_lab.blind.check import comment_attributes
from comspider_lab.blind.widgets import Seed
from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("ap")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first crawl's), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "ap-en-bothy-nested": (0.95, True),  # 13, lists nested in the parent's li, four levels: F1 0.99
    "ap-de-bruecke-margin": (0.95, True),  # 11, depth only by inline margin-left, four levels
    "ap-fr-passerelle-depth": (0.95, True),  # 12, depth only by a depth-N class, five levels
    "ap-it-rifugio-box": (0.95, True),  # 9, replies in a box inside the parent's card
    "ap-nl-dorpshuis-inreplyto": (0.95, True),  # 14 flat, 'Reactie op <a href=#r-…>': F1 0.97
    "ap-sv-jordkallare-author": (0.95, True),  # 11, the blogger's answers in another class
    "ap-ja-ashiyu-collapsed": (0.95, True),  # 12, replies folded and hidden
    "ap-cs-lipa-notime": (0.95, True),  # 9, signatures after the text, four replies without a time
    "ap-hu-golyak-dl": (0.95, True),  # 8 in a dl, signatures after the text
    "ap-es-feria-sibling": (
        0.95,
        True,
    ),  # 10, replies in a container after the parent (every parent since 2026-12-01)
    "ap-pl-autobus-at-flat": (0.95, False),  # 10 flat, '@name' answers: F1 1.00
    "ap-ko-jajeongeo-spacer": (0.95, False),  # 10 table rows indented by a spacer image: F1 1.00
    "ap-pt-ponte-quote": (0.95, True),  # 10, replies quoting their parent by name (left out since 2026-12-01)
    "ap-uk-biblioteka-twolevel": (0.85, False),  # 13, two visible levels and '↪ name' links: F1 0.90
    "ap-mx-nb-fakkel": (0.95, True),  # 6 beside the torch relay's legs (not taken)
    "ap-mx-ms-kambing": (0.95, True),  # 5 beside the goat's pedigree (not taken)
    "ap-mx-he-tsaada": (0.95, True),  # 6 beside the walk's stages and marshals (not taken)
    "ap-mx-hi-samiti": (0.95, True),  # 5 beside the society's committees (not taken)
    # after set AP's first crawl (the lead, 2026-12-01): a card's dated replies in other markup
    "ap-tr-yayla-replymarkup": (
        0.95,
        True,
    ),  # 11 of 11, four levels; the replies' names read at their own slots
    # a forum's quote boxes linked to the quoted post no longer taken for the posts' text (2026-12-01)
    "ap-ru-plotina-forum": (0.95, True),  # 12, each quote 'name писал(а): ↑' linking to the quoted post
}
#: Found, but not whole at set AP's first crawl.
NOT_WHOLE_YET: dict[str, str] = {
    "ap-pl-autobus-at-flat": "parents 4/10: the truth is flat (one list, six answers addressing their parent as "
    "'@nick' in the text, no link, no indentation); the six '@' answers given a parent",
    "ap-ko-jajeongeo-spacer": "parents 3/10 with every record right: one flat table, the depth only in a spacer "
    "image's width and 'ㄴ' in the first cell",
    "ap-uk-biblioteka-twolevel": "P 0.91 R 0.89 (parents 8/13 at the first crawl, 12/13 since the reply lines "
    "naming a sibling reply): two visible levels, an answer to an answer in the same div.vd-gilka naming its parent "
    "with '↪ <a href=\"#vdNNNN\">name</a>'",
}
#: Not found at set AP's first crawl (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=28, lookalikes=8, mixed=4)


def _deepest(comments: list[Seed]) -> int:
    return max((depth(comments, i) for i in range(len(comments))), default=-1)


def test_the_set_is_the_shape_of_a_thread() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 16
    assert all(5 <= len(case.comments) <= 30 for case in talk)
    assert all(case.static and case.server == "main" and not case.files for case in CASES.values())
    # most threads two to five levels deep; two five levels deep (fr by a class, uk by links)
    assert sum(2 <= _deepest(case.comments) + 1 <= 5 for case in talk) >= 14
    assert sorted(cid for cid, case in CASES.items() if _deepest(case.comments) == 4) == [
        "ap-fr-passerelle-depth",
        "ap-uk-biblioteka-twolevel",
    ]
    # "comment" in the markup's attributes on at most five discussions (en and it)
    assert sum(bool(comment_attributes(case)) for case in talk) == 2
    # the flat '@name' answers are flat in the truth; the linked 'Reactie op' answers and forum quotes are not
    pl = CASES["ap-pl-autobus-at-flat"]
    assert (
        all(c.parent is None for c in pl.comments) and sum(c.text.startswith("@") for c in pl.comments) == 6
    )
    assert _deepest(CASES["ap-nl-dorpshuis-inreplyto"].comments) == 3
    assert _deepest(CASES["ap-ru-plotina-forum"].comments) == 3
    # quoted words are not part of a reply's text
    pt = CASES["ap-pt-ponte-quote"]
    assert not any("«" in c.text or "disse:" in c.text for c in pt.comments)
    # four replies without a time (cs)
    assert sum(c.when == "" for c in CASES["ap-cs-lipa-notime"].comments) == 4
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sum(not case.lookalikes for case in lookalikes) == 2  # the plain pages
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(4 <= len(case.comments) <= 10 and case.lookalikes for case in mixed)
    assert all(_deepest(case.comments) >= 1 for case in mixed)
    languages = [case.language for case in CASES.values()]
    assert len(set(languages)) == len(languages) == 28  # each page in a language of its own
    assert languages.count("en") <= 2
    assert len({case.lookalikes[0] for case in lookalikes + mixed if case.lookalikes}) == 10


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
