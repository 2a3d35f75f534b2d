"""Blind set CI's pages (medium and long discussions on English-language news sites and blogs of 2012 as a crawler
saved them, each printed by the server in a system of the time: a WordPress theme's threaded list on page 2 of 2 with a
pingback, a Blogger ``dl`` with "Anonymous" and a removed entry, Typepad's "Posted by:" after the text with signatures
and a preview box, Drupal 7 with subjects, votes and "(not verified)", Movable Type's numbered entries with "In reply
to NAME" and a closed notice, a vBulletin thread under the article with quotes and signatures, a Canadian daily's own
CMS with 26 comments and readers' picks shown twice, a TV station's hosted platform with replies inside the parent's
box; three plain pages with the era's furniture; three pages whose list looks like a discussion: a staff mock draft,
alumni class notes, a chili cook-off's entries; two mixed pages: yard sale listings, snow-day closings with signed
notes) kept as tests, as set CB's are (test_blind_set_cb.py), through ``comspider.extract`` without a browser. What it
does not do yet is listed with the symptom (measured by set CI's first extract run, see the blind README's "Set CI"):
expected failures (strict: the day a case is right, its mark must go)."""

from __future__ import annotations

import pytest

from comspider_lab.blind.evaluate import score_case
from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("ci")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # WordPress, 12 of 26 on page 2 of 2 ('« Older Comments'), 7 replies three levels deep, a pingback among them
    "ci-wp-taproom": (0.95, True),
    # Blogger dl, two 'Anonymous', a removed entry's dt/dd before the second Anonymous (see NOT_WHOLE_YET)
    "ci-blogger-sweater": (0.95, False),
    # Typepad, 'Posted by: NAME | DATE' after the text, signatures kept in the text, a preview box
    "ci-typepad-filters": (0.95, True),
    # Drupal 7, subjects, '+14 -3' votes, 'Anonymous (not verified)', div.indented three levels
    "ci-drupal-roundabout": (0.95, True),
    # Movable Type, '#n', 'In reply to NAME' lines, a trackback above, closed after the thread
    "ci-mt-bikelanes": (0.95, True),
    # a hosted platform's output, page 1 of 3, replies inside the parent's box (see NOT_WHOLE_YET)
    "ci-tv-cursive": (0.95, False),
    # 5 Joomla comments beside 8 yard sale listings (not taken), answers quoting their parent
    "ci-mixed-yard-sales": (0.95, True),
    # vBulletin-backed thread, 9 posts, answers quoting their parent under an image-only 'View Post' link
    "ci-vb-goalie": (0.95, True),
    # 6 flat entries beside 8 snow-day closings with signed notes (not taken) (see NOT_WHOLE_YET)
    "ci-mixed-closings": (0.95, False),
    # WITH_FALSE until the lead's change of 2026-12-06 (removal notices, placeholders, term groups)
    "ci-daily-recycling": (0.95, True),
}
#: Found, but not whole at set CI's first extract run.
NOT_WHOLE_YET: dict[str, str] = {
    "ci-tv-cursive": "the reply to a reply, printed as a sibling (div.pl-reply2) after its parent inside the top "
    "comment's grey box, gets the top comment as its parent",
    "ci-mixed-closings": "the three answers, printed flat after the top-level entries with 'in reply to NAME' in "
    "their byline, get no parent",
}
#: Not found at set CI's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}
#: Pages on which extract stops with an error.
CRASHES: dict[str, str] = {}
# (ci-vb-goalie, at the first extract run: ValueError('empty separator') after the 9 posts' records were found, the
# quote line's link an image with no words; the crawl's item failed the same way, 'no visit'. Mended in the lead's
# change of 2026-12-04, 22:20, and a section's failing fields cost that section only since)
#: Threads found whole but with authors that are the template's words or another entry's: every extracted author
#: must be a truth's.
AUTHORS_YET: dict[str, str] = {}

#: The plain article pages: the era's furniture only.
PLAIN = ("ci-plain-gazette", "ci-plain-foodblog", "ci-plain-travel")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    CRASHES,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=16, lookalikes=6, mixed=2)


def test_the_set_is_medium_and_long_discussions_of_2012() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 8 and all(case.static and case.system is None for case in talk)
    sizes = sorted(len(case.comments) for case in talk)
    assert all(5 <= n <= 30 for n in sizes)
    assert sum(25 <= n <= 30 for n in sizes) == 1 and sum(n < 10 for n in sizes) >= 2
    # replies on six of the eight (Blogger's and Typepad's are flat), all six with chains of three levels or more
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) == 6
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 2 for c in talk) == 6
    # 'Anonymous' and 'Guest' authors
    assert sum(any(c.author in ("Anonymous", "Guest") for c in case.comments) for case in CASES.values()) >= 4
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(PLAIN) == sorted(case.id for case in lookalikes if case.id in PLAIN)
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(5 <= len(case.comments) <= 6 and case.lookalikes and case.static for case in mixed)
    assert {case.language for case in CASES.values()} == {"en"}


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)


@pytest.mark.parametrize("case_id", sorted(CRASHES))
@pytest.mark.xfail(
    strict=True, reason="extract fails on the page at set CI's first extract run (see CRASHES)"
)
def test_a_page_extract_stops_on(case_id: str) -> None:
    case = CASES[case_id]
    score = score_case(case, SET.comments(case))
    assert score.false_comments == 0, score
    assert score.f1 is not None and score.f1 >= 0.9, score


@pytest.mark.parametrize("case_id", sorted(AUTHORS_YET))
@pytest.mark.xfail(
    strict=True, reason="another entry's name as an author at set CI's first extract run (see AUTHORS_YET)"
)
def test_the_authors_are_the_readers_names(case_id: str) -> None:
    case = CASES[case_id]
    authors = sorted(e.author or "" for e in SET.comments(case))
    assert authors == sorted(c.author for c in case.comments)


@pytest.mark.parametrize("case_id", sorted(set(FOUND) - set(AUTHORS_YET)))
def test_the_authors_of_a_found_thread(case_id: str) -> None:
    """'Anonymous', 'Guest', the post's author and the newsroom keep their names; Drupal's '(not verified)' is not
    part of a name."""
    case = CASES[case_id]
    authors = sorted(e.author or "" for e in SET.comments(case))
    assert authors == sorted(c.author for c in case.comments)
