"""Blind set CY's pages (English-language news sites, blogs and small sites of 2011-2013 as a crawler saved their
served HTML, each in its own server-printed template with the era's furniture, where a list on the page looks like a
readers' discussion but is not one, beside real readers' discussions: three discussions of 6 to 12 comments (an
allotment blog's "9 Responses to …" with the blogger's answers, a lost-cinemas blog's "Feedback" with the names after
the texts, a regional evening paper's 12 posts without any heading); one plain article page; four pages whose list
looks like a discussion (a brig's deck log where the comments sit, a parish prayer list, a tenants' association's
responses from the floor, teachers' notes under an honor roll); two mixed pages (a time bank's board beside 5
comments, a newspaper staff's own words beside 7 comments)) kept as tests, as set CB's are (test_blind_set_cb.py),
through ``comspider.extract`` without a browser. What it does not do yet is listed with the symptom (measured by set
CY's first extract run, see the blind README's "Set CY"): expected failures (strict: the day a case is right, its mark
must go)."""

from __future__ import annotations

from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("cy")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {
    # the brig's deck log under the post (ol of li > article: avatar, cite name, role, time link, a line,
    # 'Permalink'), then 'Comments are closed.': every one of the 10 log entries taken as a comment
    "cy-ship-log": "10 false comments: the deck log's entries",
}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # '9 Responses to …', li.response with depth classes, the blogger answering three times, 3 levels
    "cy-plot17b-responses": (0.95, True),
    # 'Feedback', 6 flat entries, the name after the text in 'Posted by: NAME | DATE'
    "cy-lantern-feedback": (0.95, True),
    # 12 posts without any heading, a sort bar only, answers nested, towns beside the names
    "cy-moorgate-no-heading": (0.95, True),
    # 5 JComments-like boxes beside the time bank's board of 8 offers and requests (not taken)
    "cy-time-bank-mixed": (0.95, True),
    # 7 comments beside the staff's own words (7 cards, not taken); the photographer of the list answers a reader
    "cy-newsroom-mixed": (0.95, True),
}
#: Found, but not whole at set CY's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set CY's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The plain article page: no comment area, the era's furniture.
PLAIN = ("cy-clayfield-plain",)


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=10, lookalikes=5, mixed=2)


def test_the_set_is_lookalike_lists_beside_discussions() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 3 and all(case.static and case.system is None for case in talk)
    assert all(2 <= len(case.comments) <= 15 for case in talk)
    # no heading on one, a heading that never says 'comment' on the two others
    headings = [case.heading for case in talk]
    assert headings.count(None) == 1
    assert all("comment" not in h.lower() for h in headings if h)
    # replies on two (a chain of three levels on one), the names after the texts on one (flat)
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) == 2
    assert max(depth(case.comments, i) for case in talk for i in range(len(case.comments))) == 2
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert len(mixed) == 2 and all(
        3 <= len(case.comments) <= 12 and case.lookalikes and case.static for case in mixed
    )
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(PLAIN) == sorted(case.id for case in lookalikes if case.id in PLAIN)
    assert {case.language for case in CASES.values()} == {"en"}


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
