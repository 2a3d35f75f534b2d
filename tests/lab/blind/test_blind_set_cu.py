"""Blind set CU's pages (held out: ordinary readers' discussions as English-language news sites and blogs of 2011-2013
served them, the common case: a WordPress allotment blog with pingbacks in the list and the blogger's answers marked
"Author", a Blogger baking blog's ``dl`` list with a removed comment and "@Name" answers, a TypePad city-hall blog with
the name after the text and a trackback above, a regional evening paper's "Have your say" page 1 of 3, a US weekly on
Drupal 7 with auto subjects and ``div.indented`` replies, an arts magazine's numbered comments quoting each other; two
plain article pages, a young writers' poems page, a mixed page beside club cricket captains' reports) kept as tests, as
set CB's are (test_blind_set_cb.py), through ``comspider.extract`` without a browser. What it does not do yet is listed
with the symptom (measured by set CU's first extract run, see the blind README's "Set CU"): expected failures (strict:
the day a case is right, its mark must go)."""

from __future__ import annotations

from comspider_lab.blind.cases_cu_common import NOT_COMMENTS
from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("cu")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # 15 threaded 4 levels deep, the blogger's answers with an 'Author' badge, two pingbacks in the same list (not taken)
    "cu-wp-allotment-blight": (0.95, True),
    # 10 in Blogger's dl (dt name, dd text, dd time), a removed entry (not taken), answers by '@Name'
    "cu-blogger-saffron-buns": (0.95, True),
    # 12 flat, the name after the text in 'Posted by: NAME | time', a trackback above (not taken)
    "cu-typepad-garage": (0.95, True),
    # page 1 of 3: 19 comments and a removed entry, name and town in one line, recommend counts
    "cu-paper-bus-station": (0.95, True),
    # 8 numbered, two opening with a blockquote of the comment they answer
    "cu-ee-gig-review": (0.95, True),
    # 9 beside club cricket captains' match reports (not taken)
    "cu-paper-cricket-mixed": (0.95, True),
}
#: Found, but not whole at set CU's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set CU's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {
    # each of the two anonymous posters' comments ('Submitted by NAME (not verified) on …') comes out as two records:
    # one with the name whose text is the auto subject and '(not verified) on', and, as its reply, one without an
    # author holding the text (2 false comments, those two replies' parents lost)
    "cu-drupal-school-board": "an anonymous '(not verified)' comment split in two records",
}

#: The plain article pages and the page whose list looks like a discussion.
PLAIN = ("cu-wp-plain-show", "cu-paper-plain-court")
LISTS = ("cu-joomla-young-writers",)


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=10, lookalikes=3, mixed=1)


def test_the_set_is_the_common_case_of_2011_2013() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 6 and all(case.static and case.system is None for case in talk)
    sizes = sorted(len(case.comments) for case in talk)
    assert sizes[0] >= 3 and sizes[-1] <= 60
    # replies on four (nesting, indented siblings, "@Name", a quote), four levels deep on two; flat lists on two
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) == 4
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 3 for c in talk) == 2
    assert {case.language for case in CASES.values()} == {"en"}
    lookalikes = sorted(case.id for case in CASES.values() if case.kind == "lookalike")
    assert lookalikes == sorted(PLAIN + LISTS)
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(5 <= len(case.comments) <= 15 and case.lookalikes for case in mixed)


def test_pingbacks_trackbacks_and_removed_entries_are_not_in_the_truth() -> None:
    texts = [c.text for case in CASES.values() for c in case.comments]
    assert not any(t.startswith("[...]") or "has been removed by" in t for t in texts)
    assert NOT_COMMENTS == ("pingback", "trackback", "removed")


def test_the_pingbacks_are_not_taken() -> None:
    """The WordPress list's two pingbacks (a linking post's title and an excerpt with '[...]') give no record."""
    case = CASES["cu-wp-allotment-blight"]
    assert not any("[...]" in (e.text or "") for e in SET.comments(case))


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
