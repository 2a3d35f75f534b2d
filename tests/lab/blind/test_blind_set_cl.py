"""Blind set CL's pages (long discussions on English-language news sites and blogs of 2012 as a crawler saved them:
five discussions of 30 to 63 readers' comments in the served HTML, each site a different topic on the systems of the
time (a WordPress-like thread six levels deep with pingbacks and a trackback, a Blogger-like flat list with
'Anonymous' readers and removed entries, a newspaper CMS printing 'Top comments' and 'All comments' both, a hosted
community platform's page 1 of 3 with quoted parents and signatures, a Movable Type-like numbered list answered by
'In reply to #n'), two plain article pages with the era's furniture, two pages whose list looks like a discussion (an
open lab notebook, pothole reports) and one mixed page (a Typepad-like thread beside a bank's branch closures)) kept as
tests, as set CB's are (test_blind_set_cb.py), through ``comspider.extract`` without a browser. What it does not do yet
is listed with the symptom (measured by set CL's first extract run, see the blind README's "Set CL"): expected
failures (strict: the day a case is right, its mark must go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("cl")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
# (cl-orbit-notebook and cl-eastmere-potholes at the first extract run: the 12 entries of an open lab notebook and
# the 12 pothole reports, both quoted in the article's running text and all dated before it, taken as comments;
# rejected since the lead's change of 2026-12-04, 23:20, after the set's held-out measurement)
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # 38 comments six levels deep, the blogger's answers, pingbacks and a trackback among them (not taken)
    "cl-lobby-threaded": (0.95, True),
    # 32 comments in 'All comments', 4 of them also in 'Top comments' (copies, not taken twice)
    "cl-gazette-tabs": (0.95, True),
    # 34 numbered, flat, parents by 'In reply to #n NAME', an entry awaiting moderation
    "cl-bytewire-numbered": (0.95, True),
    # 14 Typepad-like comments, the name after the text, beside the branch closures (not taken)
    "cl-penny-mixed": (0.95, False),
    # 30 hosted comments: at the first extract run nameless records of every action line and of the header ('Have
    # your say 74 comments ...') beside them (62 for 30); the action lines went on 2026-12-04, the header row and
    # the text box on 2026-12-06 (the list after the header is no reply container of it: they share no class)
    "cl-courier-hosted": (0.95, True),
}
#: Found, but not whole at set CL's first extract run.
NOT_WHOLE_YET: dict[str, str] = {
    "cl-penny-mixed": "'@Robert' answer given Robert as parent (the project's convention, set J's: a typed '@First' names the one earlier author of that first name); the truth keeps it flat (null)",
}
#: Not found at set CL's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {
    "cl-terrace-blogger": "the two 'This comment has been removed by the author.' entries and two pieces of"
    " multi-paragraph comments taken as comments (65 for 63); answers typed '@NAME' in the flat list given parents"
    " (the truth keeps the flat list flat: parents 52/63)",
}

#: The plain article pages: the era's furniture.
PLAIN = ("cl-gadget-plain", "cl-touchline-plain")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=10, lookalikes=4, mixed=1)


def test_the_set_is_long_discussions_of_2012() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 5 and all(case.static and case.system is None for case in talk)
    sizes = sorted(len(case.comments) for case in talk)
    assert all(30 <= n <= 80 for n in sizes) and sum(n > 60 for n in sizes) == 1
    # a thread six levels deep (depth 5: the WordPress-like theme's depth-6 setting), and replies on four of the five
    deepest = max(depth(case.comments, i) for case in talk for i in range(len(case.comments)))
    assert deepest == 5
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) == 4
    # 'Anonymous' readers and readers who share a first name
    assert sum(c.author == "Anonymous" for case in talk for c in case.comments) >= 10
    gazette = [c.author for c in CASES["cl-gazette-tabs"].comments]
    assert gazette.count("Sarah") == 4
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(PLAIN) == sorted(case.id for case in lookalikes if case.id in PLAIN)
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert all(10 <= len(case.comments) <= 20 and case.lookalikes and case.static for case in mixed)
    assert {case.language for case in CASES.values()} == {"en"}


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
