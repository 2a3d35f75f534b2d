"""Blind set T's pages (discussions as today's sites build them, 2018-2026: client-rendered threads from JSON, custom
elements with open, closed and declarative shadow roots, drawers, tabs, dialogs, bottom sheets, collapsed replies,
load more, threads loaded when scrolled into view, a separate comments page; 28 languages; eight pages without any
reader comment whose furniture is a modern list that resembles a discussion; six mixed pages) kept as tests, as set
S's are (test_blind_set_s.py), through ``comspider.extract`` without a browser: only the pages whose thread is in the
served HTML and the pages without comments are read here. The pages without comments give no comment whatever their
furniture, and the static threads it finds keep being found. What it does not do yet is listed with the symptom
(measured after set T's first crawl, 7d3e107, see the blind README's "Set T"): expected failures (strict: the day a
case is right, its mark must go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("t")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {
    "t-la-tr-school-app": "a school app's four announcements (teacher, role, time, message, read count) are given as comments",
}
#: Found (F1 of their text at least this, just below the first crawl's), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "t-es-ssr-hydrate": (
        0.95,
        True,
    ),  # server-rendered CSS-module markup, <time> relative labels, hydration JSON
    "t-ar-utility-static": (0.95, True),  # right to left, utility classes only, the blogger's answer nested
    "t-he-declarative-shadow": (0.95, True),  # a declarative shadow root, read as the browser attaches it
    "t-nl-utility-dates": (
        0.95,
        True,
    ),  # utility classes only, absolute dates in <time>, the blogger's answers
    "t-vi-removed-pinned": (0.95, True),  # a pinned comment, a 'removed' placeholder among the comments
    "t-sv-testid-only": (0.95, True),  # no class at all, only data-testid attributes
    "t-mx-en-ai-chat": (0.95, True),  # beside an assistant's sample chat in the same utility markup
    "t-mx-ro-chapters": (0.95, True),  # beside a podcast's chapter markers in the same row markup
    "t-mx-ms-school-app": (0.95, True),  # beside a school app's notices in the same utility markup
}
#: Found, but not whole at set T's first crawl.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set T's first crawl (no comment, no false comment).
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
test_the_set_has_its_shape = SET.has_shape(cases=36, lookalikes=8, mixed=6)


def test_the_set_is_modern_threads_in_many_languages() -> None:
    threads = [case for case in CASES.values() if case.kind in ("discussion", "revealed", "mixed")]
    assert sum(case.kind in ("discussion", "revealed") for case in threads) == 22
    assert all(2 <= len(case.comments) <= 25 for case in threads)
    assert sum(len(case.comments) >= 14 for case in threads) >= 3
    needs_a_hand = [case for case in CASES.values() if case.check_steps]
    assert 12 <= len(needs_a_hand) <= 18
    assert sum(case.language == "en" for case in CASES.values()) <= 4
    assert len({case.language for case in CASES.values()}) >= 14


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
