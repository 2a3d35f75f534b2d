"""Blind set BM's pages (news as phones get them, 2016-2026: m. editions, AMP-style lightweight pages and app-like
web pages; fourteen discussions of 6 to 16 readers' comments reached the ways phone pages reveal them (an accordion,
a floating badge's bottom sheet, a tab bar, a lightweight comments page, "load more", numbered comment pages, a list
drawn from JSON after load, another origin's fixed-height iframe, infinite scroll appending the next article, a lazy
section; Waline and Isso twice each behind a sticky bar, a cookie sheet, a badge and a comments page); six plain
pages; four pages without any reader comment whose list looks like a discussion: earthquake felt reports, shared
word-game results, a reporters' stories strip, a civil-protection alert feed; four mixed pages) kept as tests, as set
BK's are (test_blind_set_bk.py), through ``comspider.extract`` without a browser: the static pages only (two
discussions and the four mixed pages; the others need a click, a script or another page, and stay in the lab's
crawl). Set BM's first extract run, at 8a61f336 (see the blind README's "Set BM"), found every static thread whole
and gave no false comment: nothing is marked as not done yet (strict expected failures would list it, with the
symptom)."""

from __future__ import annotations

from comspider_lab.blind.check import comment_attributes
from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("bm")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    "bm-de-akkordeon": (0.95, True),  # 12 in a closed <details>, initials as avatars, relative times
    "bm-pt-scroll-infinito": (0.95, True),  # 8; the next article's 5 come only with a browser's scroll
    "bm-mx-hr-poruke": (0.95, True),  # 7 beside an interview by messages shown as chat bubbles (not taken)
    "bm-mx-ca-audioguia": (0.95, True),  # 6 in a closed <details> beside an audio guide's stops (not taken)
    "bm-mx-en-posts": (0.95, True),  # 8 beside five embedded microblog posts (not taken)
    "bm-mx-nb-tegninger": (0.95, True),  # 6 hidden until 'Vis kommentarer (6)', beside children's drawings
}
#: Found, but not whole at set BM's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set BM's first extract run (no comment, no false comment).
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
test_the_set_has_its_shape = SET.has_shape(cases=28, lookalikes=10, mixed=4)


def test_the_set_is_phone_discussions() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 14
    assert all(4 <= len(case.comments) <= 20 for case in talk)
    assert all(any(c.parent is not None for c in case.comments) for case in talk)
    # at least 10 need an action, a script or another page (the accordion's thread is in the served HTML, folded)
    assert sum(not case.static for case in talk) >= 10
    assert sum(case.system in ("isso", "waline") for case in talk) == 4
    assert sum(case.comments_page is not None for case in talk) == 4
    # the real systems keep replies one level deep
    assert all(
        max(depth(c.comments, i) for i in range(len(c.comments))) == 1 for c in talk if c.system is not None
    )
    hand = [case for case in talk if case.system is None]
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 2 for c in hand) >= 6
    assert sum(bool(comment_attributes(case)) for case in talk) <= 4
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    plain = [case for case in lookalikes if case.lookalikes[0].startswith("none:")]
    assert len(plain) == 6
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(4 <= len(case.comments) <= 20 and case.lookalikes for case in mixed)
    languages = [case.language for case in CASES.values()]
    assert len(set(languages)) == len(languages) == 28  # each page in a language of its own
    assert languages.count("en") <= 1
    assert len({case.lookalikes[0] for case in lookalikes + mixed if case not in plain}) == 8


def test_the_next_article_s_comments_are_not_this_one_s() -> None:
    """The infinite-scroll page's next article carries comments of its own, in the same markup: none in the truth."""
    case = CASES["bm-pt-scroll-infinito"]
    nxt = next(text for path, text in case.files.items() if path.endswith(".seguinte.html"))
    assert "rv-coment" in nxt
    assert not any(c.text in nxt for c in case.comments)


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
