"""Blind set CX's pages (ordinary readers' discussions under news articles and blog posts of 2011-2013 in ten
languages other than English, as the sites' servers printed them: a WordPress-like blog's threaded list with the
blogger's answers and a pingback and a trackback, a French daily's own CMS with votes and a removed reaction, a
Blogger-like threaded list with 'Anónimo' readers, a JComments-like flat list answered by '@Name', a Drupal-like page
1 of 2 with guests '(niezweryfikowany)', a hosted platform's server-printed nested thread; two plain pages; a
look-alike (a local radio's summer hosts' own words); a mixed page (carnival designers' quotes above readers'
opinions signed after the text)) kept as tests, as set CB's are (test_blind_set_cb.py), through ``comspider.extract``
without a browser: the static pages only. Set CX's first extract run (see the blind README's "Set CX") found every
thread whole and no false comment, so no case is marked as an expected failure: the tables of what it does not do
yet are empty."""

from __future__ import annotations

from comspider_lab.blind.check import comment_attributes
from tests.lab.blind.blind_set_checks import BlindSet, depth

SET = BlindSet.of("cx")
CASES = SET.cases
#: Pages without comments that give false comments through extract.
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found (F1 of their text at least this, just below the first extract run's), and whether every reply keeps its
#: parent.
FOUND: dict[str, tuple[float, bool]] = {
    # a WordPress-like ol.commentlist, 3 levels, the blogger's answers marked, a pingback and a trackback after them
    "cx-de-wordpress": (0.95, True),
    # nested reactions with +/- votes, 4 levels, a moderators' placeholder between them
    "cx-fr-cms": (0.95, True),
    # a Blogger-like threaded list, two 'Anónimo', the blogger's answers in inline threads
    "cx-es-blogger": (0.95, True),
    # a JComments-like flat list, five answers only by a typed '@Name'
    "cx-it-jcomments": (0.95, True),
    # a Drupal-like page 1 of 2, div.indented siblings, guests '(niezweryfikowany)'
    "cx-pl-drupal": (0.95, True),
    # a hosted platform's server-printed thread, 4 levels, ratings, a guest 'Гость'
    "cx-ru-platform": (0.95, True),
    # 6 flat opinions signed after the text, beside the carnival designers' quotes (not taken)
    "cx-pt-carnaval-mixed": (0.95, True),
}
#: Found, but not whole at set CX's first extract run.
NOT_WHOLE_YET: dict[str, str] = {}
#: Not found at set CX's first extract run (no comment, no false comment).
NOT_YET: dict[str, str] = {}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

#: The plain article pages with the era's furniture.
PLAIN = ("cx-nl-plain", "cx-cs-plain")


test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND,
    NOT_YET,
    WITH_FALSE,
    kinds=("discussion", "revealed", "small_thread", "mixed"),
    main_only=True,
    not_whole=NOT_WHOLE_YET,
)
test_the_set_has_its_shape = SET.has_shape(cases=10, lookalikes=3, mixed=1)


def test_the_set_is_ordinary_discussions_in_ten_languages() -> None:
    talk = [case for case in CASES.values() if case.kind == "discussion"]
    assert len(talk) == 6 and all(case.static and case.system is None for case in talk)
    assert all(3 <= len(case.comments) <= 25 for case in talk)
    # threaded replies on at least three, two levels deep or more on at least three
    assert sum(any(c.parent is not None for c in case.comments) for case in talk) >= 3
    assert sum(max(depth(c.comments, i) for i in range(len(c.comments))) >= 2 for c in talk) >= 3
    # the ordinary markup of the time says "comment" on most of them
    assert sum(bool(comment_attributes(case)) for case in talk) >= 3
    mixed = [case for case in CASES.values() if case.kind == "mixed"]
    assert len(mixed) == 1 and all(5 <= len(case.comments) <= 15 and case.lookalikes for case in mixed)
    lookalikes = [case for case in CASES.values() if case.kind == "lookalike"]
    assert sorted(PLAIN) == sorted(case.id for case in lookalikes if case.id in PLAIN)
    languages = [case.language for case in CASES.values()]
    assert len(set(languages)) == 10 and "en" not in languages


test_a_page_without_comments_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_page_without_comments_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_found_whole = SET.found_whole(NOT_WHOLE_YET)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)
test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
