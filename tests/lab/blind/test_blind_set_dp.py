"""Blind set DP's pages (held out: English-language news sites and blogs of 2008-2013, US, UK, Irish, Australian and
Indian, as a crawler saved their served HTML, each site in its own server-printed template with the era's furniture:
7 discussions of 7 to 16 comments (a WordPress-like thread three deep with a pingback and the blogger's answers
marked, a UK weekly's "Have your say" page 1 of 2 with names and towns after the texts, a Movable Type-like list
signed "Posted by:" with trackbacks after it and comments closed, an Australian TV station's numbered list with
thumbs votes, a Blogger-like thread with "Anonymous" and the blogger's answers, a fishing magazine's forum thread
with quoted answers, a Drupal-like thread five deep with "(not verified)" guests; two never say "comment" in their
markup); 2 plain pages; 1 mixed page beside listeners' texted road reports) kept as tests, as set DA's are
(test_blind_set_da.py), through ``comspider.extract`` without a browser. What it does not do yet is listed (measured
by set DP's first extract run, at 5418ccd6, see the blind README's "Set DP"): expected failures (strict: the day a
case is right, its mark must go). The set is held out: the tables say no more than which case is where."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("dp")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    "dp-us-wp-cedar-fork": (0.95, True),
    "dp-uk-weekly-wenborough": (0.95, False),
    "dp-ie-mt-dromard": (0.95, False),
    "dp-au-tv-kestrel-bay": (0.95, False),
    "dp-us-mag-backroad-angler": (0.95, True),
    "dp-uk-drupal-brackley-vale": (0.95, True),
    "dp-ie-mixed-ballyross": (0.95, True),
    # Blogger's threaded markup whose thread blocks (div.comment-thread, top level and inline) carry no id: at the
    # first extract run the blocks were read as 5 comments (a false one, 0/11 parents); now the li.comment inside
    "dp-in-blogger-kaveripuram": (0.95, True),
}
#: Found, but not whole at set DP's first extract run.
NOT_WHOLE_YET: dict[str, str] = {
    "dp-uk-weekly-wenborough": "its parents are not the truth's",
    "dp-ie-mt-dromard": "its parents are not the truth's",
    "dp-au-tv-kestrel-bay": "its parents are not the truth's",
}
#: Not found at set DP's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The plain article pages.
PLAIN = ("dp-au-plain-dry-creek", "dp-in-plain-sahyadri")
#: The discussions whose markup never says "comment".
WITHOUT_THE_WORD = ("dp-uk-weekly-wenborough", "dp-us-mag-backroad-angler")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=10, lookalikes=2, mixed=1)


def test_the_set_is_english_discussions_of_2008_to_2013() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 7 and all(case.static and case.system is None for case in talk)
    sizes = sorted(len(case.comments) for case in talk)
    assert min(sizes) >= 3 and max(sizes) <= 40
    # threads two levels deep or more on three (nesting), '@name' answers typed on three flat lists
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 2 for c in talk) >= 3
    assert sum(any(x.text.startswith("@") for x in c.comments) for c in talk) == 3
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(case.id for case in lookalikes) == sorted(PLAIN)
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(5 <= len(case.comments) <= 15 and case.lookalikes and case.static for case in mixed)
    assert {case.language for case in CASES.values()} == {"en"}


def test_two_discussions_never_say_comment() -> None:
    for cid in WITHOUT_THE_WORD:
        assert "comment" not in CASES[cid].html.lower(), cid


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
