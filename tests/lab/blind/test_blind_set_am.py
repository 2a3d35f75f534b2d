"""Blind set AM's pages (discussions as today's news sites and blogs load them in the browser: fourteen discussions of
4 to 12 readers' comments, each revealed or drawn a different way (inline JSON drawn at load, a JSON file fetched
after load, drawn when scrolled near, behind a count button, in a dialog opened from the byline, in an open shadow
root, in a same-origin iframe, "more" pages that append, replies folded under toggles, a <template> cloned after load
without any heading; Isso in a <details> accordion and behind a privacy placeholder, Waline behind a switch and in a
bottom sheet); six plain article pages with client-rendered furniture; five pages without any reader comment whose
script-drawn list looks like a discussion: analysts' price targets, the article's version history, a "recently
booked" feed, a newsroom assistant's sample conversation, the staff's book picks; three mixed pages) kept as tests,
as set AL's are (test_blind_set_al.py), through ``comspider.extract`` without a browser.

No thread of this set is in the served HTML as a page shows it (none is ``static``): extract sees the look-alike
pages (their lists drawn by script, so not in the served HTML either), the served HTML of the discussion pages (which
must give no false comment) and one thread that is in the served HTML though not shown until the page's script
clones it: the Hindi page's ``<template>``. Measured after set AM's first crawl, at 8d6186c (see the blind README's
"Set AM"): extract gave no false comment on any page and found the Hindi template's thread whole; what the crawl
(with the browser) does not do yet is in the README, not here, since extract cannot see it."""

from __future__ import annotations

from comspider_lab.blind.check import comment_attributes
from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("am")
CASES = SET.cases
#: Pages without comments that give false comments through extract: none at set AM's first crawl.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Static threads (comments in the served HTML as shown) found: none in this set.
FOUND: dict[str, tuple[float, bool]] = {}
NOT_WHOLE_YET: dict[str, str] = {}
NOT_YET: dict[str, str] = {}
WITH_FALSE: dict[str, str] = {}
#: Threads in the served HTML though a script shows them (found through extract: F1 at least this, parents kept).
IN_SERVED_HTML: dict[str, tuple[float, bool]] = {
    "am-hi-template-noheading": (0.95, True),  # 5 in a <template>, no heading: F1 1.00
}
#: The pages whose thread only the browser shows: their served HTML must give no false comment.
BROWSER_ONLY = sorted(
    cid for cid, case in CASES.items() if case.kind != "lookalike" and cid not in IN_SERVED_HTML
)


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=28, lookalikes=11, mixed=3)


def test_the_set_is_discussions_loaded_in_the_browser() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 14
    assert all(2 <= len(case.comments) <= 20 for case in talk)
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) == 14
    assert not any(case.static for case in CASES.values())
    assert all(case.server == "main" for case in CASES.values())
    real = [case for case in talk if case.system]
    assert len(real) == 4 and {case.system for case in real} == {"isso", "waline"}
    assert all(case.check_steps for case in CASES.values())
    assert sum(case.heading is None for case in talk) == 1
    assert max(depth(c.comments, i) for c in talk for i in range(len(c.comments))) == 2
    # "comment" in the markup's attributes of one discussion page only (es: section#comments)
    assert sum(bool(comment_attributes(case)) for case in talk) == 1
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    plain = [case for case in lookalikes if not case.lookalikes]
    assert len(plain) == 6
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(3 <= len(case.comments) <= 8 and case.lookalikes for case in mixed)
    languages = [case.language for case in CASES.values()]
    assert len(set(languages)) == len(languages) == 28  # each page in a language of its own
    assert languages.count("en") == 1
    assert len({case.lookalikes[0] for case in lookalikes + mixed if case not in plain}) == 8


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
test_a_thread_in_the_served_html_is_found = SET.is_found(IN_SERVED_HTML)
test_a_browser_only_page_gives_no_false_comment = SET.gives_no_false_comment(dict.fromkeys(BROWSER_ONLY, ""))
