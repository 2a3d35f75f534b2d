"""The real-page gate: every page the committed baseline has right is extracted again by
this checkout's comspider (``comspider.extract``, two processes) and must stay right
(rules in comspider_lab/evaluation/_real_pages_gate.py): dragnet pages with comments
extracted with F1 >= 0.9 keep at least half of it, dragnet pages without comments that
gave none still give none, and the trafilatura snippets found are still found.

The baseline is lab/comspider_lab/evaluation/data/real_pages_baseline.json; a change
that loses a page on purpose refreshes it in the same commit (`python -m comspider_lab
evaluate real_pages --write-baseline`), with the reason in the commit message.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from comspider_lab.evaluation._page_runs import extract_pages
from comspider_lab.evaluation._real_pages_baseline import BASELINE, read_pages
from comspider_lab.evaluation._real_pages_gate import REFRESH, Guard, guards, violation
from comspider_lab.evaluation._real_pages_run import load_corpora, score_runs
from comspider_lab.evaluation._real_pages_scores import PageResult


@pytest.fixture(scope="module")
def guarded() -> list[Guard]:
    return guards(read_pages(BASELINE)[1])


def test_the_baseline_guards_pages_of_every_rule(guarded: list[Guard]) -> None:
    # A baseline that guards nothing would pass everything: each rule must have pages.
    rules = {g.rule for g in guarded}
    assert rules == {"right", "clean", "found"}, rules


@pytest.mark.slow  # minutes: the workers take it first (tests/conftest.py), not last
def test_pages_the_baseline_has_right_stay_right(shared_data: Path, guarded: list[Guard]) -> None:
    corpora = load_corpora(shared_data, only={g.key for g in guarded})
    assert len(corpora.paths()) == len(guarded), "the baseline names pages the shared data does not have"
    now = score_runs(corpora, extract_pages(corpora.paths(), jobs=2))
    snippets = {t.key: t.snippets for t in corpora.trafilatura}
    lost = [line for g in guarded if (line := violation(g, now[g.key], snippets.get(g.key, ()))) is not None]
    assert not lost, (
        f"{len(lost)} of {len(guarded)} real pages the baseline has right are lost:\n  "
        + "\n  ".join(lost)
        + f"\n{REFRESH}"
    )


def test_a_lost_page_is_named_with_its_figures() -> None:
    right = Guard("dragnet/1", "right", PageResult("dragnet/1", 7, gold="comments", f1=0.98))
    now = PageResult("dragnet/1", 0, part="tune", site="example.org", gold="comments", p=0.0, r=0.0, f1=0.0)
    assert violation(right, now) == (
        "dragnet/1 (example.org, tune part): comment F1 0.000 (0 comments), below half of the baseline's 0.980 (7 comments)"
    )
    assert violation(right, PageResult("dragnet/1", 5, gold="comments", f1=0.6)) is None
    clean = Guard("dragnet/2", "clean", PageResult("dragnet/2", 0, gold="none"))
    assert "3 comments on a page without comments" in (
        violation(clean, PageResult("dragnet/2", 3, gold="none")) or ""
    )
    found = Guard("trafilatura/a.html", "found", PageResult("trafilatura/a.html", 4, found="110"))
    line = violation(found, PageResult("trafilatura/a.html", 4, found="100"), ("one", "two", "three"))
    assert line is not None and "'two'" in line and "'one'" not in line
