"""Blind set H's static pages (news sites and blogs of 2008-2014) kept as tests, as set G's are
(test_blind_set_g.py), through ``comspider.extract`` without a browser: the look-alike lists give no comment,
and the threads it finds keep being found. Those it does not find yet, those found with false comments beside
them, and the look-alike that gives false comments are listed with the symptom (measured after set H's first
crawl, main at 887631e, see the blind README's "Set H"): each is an expected failure (strict: the day it is
right, the mark must go). The three threads a script fetches (tr, sv, hu) are not static: they stay in the
lab's crawl (``python -m comspider_lab.blind evaluate --set h``); the Polish thread folded behind its link is
in the served HTML and is kept here."""

from __future__ import annotations

import pytest

from comspider_lab.blind.cases import all_cases
from comspider_lab.blind.evaluate import Extracted, score_case
from comspider_lab.blind.model import Case
from tests.lab.blind.static_pages import static_comments

CASES = {case.id: case for case in all_cases("h")}
#: Look-alikes that give false comments (at the first crawl, main at 887631e: the lifestream, rejected since
#: the evidence asks for sentences).
LOOKALIKES_NOT_YET: dict[str, str] = {}
LOOKALIKES = sorted(
    cid for cid, case in CASES.items() if case.kind == "lookalike" and cid not in LOOKALIKES_NOT_YET
)
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
}
NOT_YET = {
    "h-pt-forum-rows": "six posts of a phpBB-like table.forumline below the article: nothing",
    "h-mx-vi-most-commented": "six div.yk-item records (name with town, text, time below) beside a 'most commented' list: nothing",
}
#: Threads that give false comments: not right until the false ones go and the thread is found.
WITH_FALSE: dict[str, str] = {}


def _comments(case: Case) -> list[Extracted]:
    return static_comments("h", case)


def test_every_static_thread_is_named_here() -> None:
    static = {
        cid for cid, case in CASES.items() if case.static and case.kind in ("discussion", "revealed", "mixed")
    }
    named = set(FOUND) | set(NOT_YET) | set(WITH_FALSE)
    assert named == static, static ^ named


@pytest.mark.parametrize("case_id", LOOKALIKES)
def test_a_lookalike_list_gives_no_comment(case_id: str) -> None:
    assert _comments(CASES[case_id]) == []


@pytest.mark.parametrize("case_id", sorted(LOOKALIKES_NOT_YET))
@pytest.mark.xfail(strict=True, reason="gives false comments at set H's first crawl (see LOOKALIKES_NOT_YET)")
def test_a_lookalike_not_yet_rejected(case_id: str) -> None:
    assert _comments(CASES[case_id]) == []


@pytest.mark.parametrize("case_id", sorted(FOUND))
def test_a_thread_is_found(case_id: str) -> None:
    case = CASES[case_id]
    least, structure = FOUND[case_id]
    score = score_case(case, _comments(case))
    assert score.false_comments == 0
    assert score.f1 is not None and score.f1 >= least, score
    if structure:
        assert score.structure_ok, score


@pytest.mark.parametrize("case_id", sorted(NOT_YET))
def test_a_thread_not_found_yet_gives_no_false_comment(case_id: str) -> None:
    case = CASES[case_id]
    assert score_case(case, _comments(case)).false_comments == 0


@pytest.mark.parametrize("case_id", sorted(NOT_YET))
@pytest.mark.xfail(strict=True, reason="not found at set H's first crawl (see NOT_YET)")
def test_a_thread_not_found_yet(case_id: str) -> None:
    case = CASES[case_id]
    score = score_case(case, _comments(case))
    assert score.f1 is not None and score.f1 >= 0.9, score


def test_the_pingbacks_thread_itself_is_found() -> None:
    case = CASES["h-mx-en-pingbacks-thread"]
    score = score_case(case, _comments(case))
    assert score.recall is not None and score.recall >= 0.95, score
    assert score.structure_ok, score


@pytest.mark.parametrize("case_id", sorted(WITH_FALSE))
@pytest.mark.xfail(strict=True, reason="false comments at set H's first crawl (see WITH_FALSE)")
def test_a_thread_with_false_comments(case_id: str) -> None:
    case = CASES[case_id]
    score = score_case(case, _comments(case))
    assert score.false_comments == 0, score
    assert score.f1 is not None and score.f1 >= 0.9, score
