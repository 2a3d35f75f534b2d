"""Blind set H's static pages (news sites and blogs of 2008-2014) kept as tests, as set G's are
(test_blind_set_g.py), through ``comspider.extract`` without a browser: the look-alike lists give no comment,
and the threads it finds keep being found. Those it does not find yet, those found with false comments beside
them, and the look-alike that gives false comments are listed with the symptom (measured after set H's first
crawl, main at 887631e, see the blind README's "Set H"): each is an expected failure (strict: the day it is
right, the mark must go). The three threads a script fetches (tr, sv, hu) are not static: they stay in the
lab's crawl (``python -m comspider_lab.blind evaluate --set h``); the Polish thread folded behind its link is
in the served HTML and is kept here."""

from __future__ import annotations

from comspider_lab.blind.evaluate import score_case
from tests.lab.blind.blind_set_checks import BlindSet

SET = BlindSet.of("h")
CASES = SET.cases
#: Look-alikes that give false comments (at the first crawl, main at 887631e: the lifestream, rejected since
#: the evidence asks for sentences).
LOOKALIKES_NOT_YET: dict[str, str] = {}
#: Found whole (F1 of their text at least this), and whether every reply keeps its parent.
FOUND: dict[str, tuple[float, bool]] = {
    "h-en-wordpress-says": (0.95, True),
    "h-de-blogger-dl": (0.95, True),
    "h-fr-typepad-footer": (0.95, True),
    # "Enviado por" stays in the authors of the Tuesday records ("Mar, 03/05/2011"); the others lose theirs
    "h-es-drupal-indented": (0.9, True),
    "h-it-joomla-jcomments": (0.95, True),
    "h-cs-ee-numbered": (0.95, True),
    "h-el-movabletype-footer": (0.95, True),
    "h-pl-toggle-link": (0.95, True),  # folded (display:none) behind its link: read from the HTML
    "h-mx-id-blogger-popular": (0.95, True),
    # the crawl finds all seven with their parents (F1 1.00); extract, five (F1 0.82, parents wrong)
    "h-mx-de-tweets-thread": (0.8, False),
    "h-mx-fr-recent-readers": (0.95, True),
    "h-mx-es-lottery-thread": (0.95, True),
    # found after the changes set H was held out for (09cc4e4): a comment of table rows is one record
    "h-nl-table-rows": (0.95, True),
    # and replies shown by indentation, the body no line of links
    "h-ru-journal-indent": (0.9, True),
    # pingbacks are no comments (records/pingbacks.py)
    "h-mx-en-pingbacks-thread": (0.95, True),
    # a phpBB-like table of posts with a profile column (found since f728f76, its text the post's since 44cea96)
    "h-pt-forum-rows": (0.95, True),
}
NOT_YET = {
    "h-mx-vi-most-commented": "six div.yk-item records (name with town, text, time below) beside a 'most commented' list: nothing",
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}

test_every_static_thread_is_named_here = SET.every_static_thread_is_named(
    FOUND, NOT_YET, WITH_FALSE, kinds=("discussion", "revealed", "mixed")
)
test_a_lookalike_list_gives_no_comment = SET.gives_no_comment(SET.lookalikes(LOOKALIKES_NOT_YET))
test_a_lookalike_not_yet_rejected = SET.lookalikes_not_yet_rejected(LOOKALIKES_NOT_YET)
test_a_thread_is_found = SET.is_found(FOUND)
test_a_thread_not_found_yet_gives_no_false_comment = SET.gives_no_false_comment(NOT_YET)
test_a_thread_not_found_yet = SET.not_found_yet(NOT_YET)


def test_the_pingbacks_thread_itself_is_found() -> None:
    case = CASES["h-mx-en-pingbacks-thread"]
    score = score_case(case, SET.comments(case))
    assert score.recall is not None and score.recall >= 0.95, score
    assert score.structure_ok, score


test_a_thread_with_false_comments = SET.with_false_comments(WITH_FALSE)
