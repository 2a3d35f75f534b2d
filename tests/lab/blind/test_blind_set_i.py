"""Blind set I's static pages (news sites as they are built today, 2018-2026) kept as tests, as set H's are
(test_blind_set_h.py), through ``comspider.extract`` without a browser: the look-alike pages give no comment, and the
threads it finds keep being found. The one it does not find yet is listed with the symptom (measured after set I's
first crawl, main at f6fd207, see the blind README's "Set I"): an expected failure (strict: the day it is right, the
mark must go). The threads a script renders, fetches or frames (the real systems, the vendor-like widgets, the JSON
islands, the shadow roots, the iframes) are not static: they stay in the lab's crawl (``python -m comspider_lab.blind
evaluate --set i``)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("i")
CASES = SET.cases
#: Look-alikes that give false comments through extract (none at set I's first crawl, main at f6fd207).
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found whole (F1 of their text at least this), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "i-tw-pt-utility": (0.95, True),  # utility classes only, replies by nesting
    "i-sm-he-two-hashed": (0.95, True),  # two records, bare hashed classes, right to left
    "i-mx-tl-who-reacted": (0.95, True),  # beside a "who reacted" list
    "i-mx-ms-video-carousel": (0.95, True),  # beside a short-video carousel
    "i-mx-fa-highlights": (0.95, True),  # beside readers' highlights, right to left
    "i-mx-sw-forwarded-messages": (0.95, True),  # below quoted forwarded messages
    # one reader's rejoinder (blockquote, then 'Name, town · 12.3.2025 klo 18.42') under an opinion
    # column: nothing at set I's first crawl, found since the signed single comments (lead, d342c05)
    "i-sm-fi-single-rejoinder": (0.95, True),
}
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND, NOT_YET, WITH_FALSE, kinds=("discussion", "revealed", "small_thread", "mixed")
)
test_a_lookalike_page_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_lookalike_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
