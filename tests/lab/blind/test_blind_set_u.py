"""Blind set U's pages (a second sample of today's news pages, country by country, 2019-2026: the comment count in the
article header, a "top comments" preview, a separate comments page, a thread over numbered pages, a same-origin
iframe, a ``<details>`` that fetches the thread, "expand N replies", threads loaded on scroll, an accordion, "older
comments"; moderators' placeholders, "edited" marks, flat replies quoting their parent, an editor's pick; day-first,
Japanese, Chinese, Arabic-Indic, Devanagari and Persian dates; 26 languages; six pages without any reader comment whose
furniture is a list of names, dates and sentences in comment-like markup; four mixed pages) kept as tests, as set T's
are (test_blind_set_t.py), through ``comspider.extract`` without a browser: only the pages whose thread is in the
served HTML and the pages without comments are read here. The pages without comments give no comment whatever their
furniture, and the static threads it finds keep being found. What it does not do yet is listed with the symptom
(measured after set U's first crawl, ad3bdc9, see the blind README's "Set U"): expected failures (strict: the day a
case is right, its mark must go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("u")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first crawl's), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "u-de-count-anchor": (
        0.95,
        True,
    ),  # the header's '💬 7 Kommentare' anchor, votes '+u / -d', day-first dates
    "u-ar-indic-digits": (0.95, True),  # right to left, dates in Arabic-Indic digits
    "u-ru-moderated-edited": (0.95, True),  # moderators' placeholders, '(изменено)' marks, four levels
    "u-pl-flat-quotes": (0.95, True),  # a flat list, each reply quoting its parent in a blockquote
    "u-pt-editors-pick": (0.95, True),  # an editor's pick whose replies are in a hidden list
    "u-sw-static": (0.95, True),  # Swahili relative times, '👍 n 👎 n'
    "u-en-count-icon": (0.95, True),  # an icon and a number in the byline line, the paper's own answer
    "u-fa-persian-digits": (0.95, True),  # right to left, Solar Hijri dates in Persian digits
    "u-mx-nl-repair-log": (0.95, True),  # beside a repair café's log in the same markup
    "u-mx-id-donors": (0.95, True),  # beside a donors' list in the same markup
    "u-mx-en-bookclub": (0.95, True),  # beside a book club's schedule in the same markup
}
#: Found, but not whole at set U's first crawl.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set U's first crawl (no comment, no false comment).
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
test_the_set_has_its_shape = SET.has_shape(cases=28, lookalikes=6, mixed=4)


def test_the_set_is_todays_threads_country_by_country() -> None:
    threads = [case for case in CASES.values() if case.kind in ("discussion", "revealed", "mixed")]
    assert sum(case.kind in ("discussion", "revealed") for case in threads) == 18
    assert all(2 <= len(case.comments) <= 30 for case in threads)
    needs_a_hand = [case for case in CASES.values() if case.check_steps]
    assert 8 <= len(needs_a_hand) <= 14
    assert sum(case.language == "en" for case in CASES.values()) <= 3
    assert len({case.language for case in CASES.values()}) >= 14


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
