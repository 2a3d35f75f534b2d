"""The blind set's pages kept as tests (issue 23: "afterwards, keep those pages as tests").

The blind set (lab/comspider_lab/blind, built by someone who had not read the detector)
measures the crawl in Chromium with real comment systems; that takes minutes and stays in
the lab (``python -m comspider_lab.blind evaluate``). What runs here without a browser:
every page whose content is in its HTML as served, through ``comspider.extract``:

- the 14 look-alike lists (events, jobs, recipes, quizzes, changelogs, reviews with
  schema.org markup, a forum index... in 14 languages) give no comment;
- the small threads the section decision finds by their evidence (no word names them as
  comments) keep being found, whole, with their replies.

The small threads it does not find yet are listed in :data:`NOT_YET` with why
(docs/EVALUATION.md, "The section decision by the evidence of a discussion"); a change
that finds one moves it to :data:`FOUND`.
"""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest

from comspider import extract
from comspider_lab.blind.__main__ import _terminated
from comspider_lab.blind.cases import BLIND_DIR, all_cases
from comspider_lab.blind.evaluate import Extracted
from comspider_lab.blind.model import Case
from tests.lab.blind.blind_set_checks import BlindSet

#: Found whole (F1 of their text at least this, every reply with its parent).
FOUND = {"native-cs-nested-list": 0.95, "mixed-fr-forum-thread": 0.95}
NOT_YET = {
    "native-de-single-noheading": "one comment without a heading: one record is no repeated pattern",
    "native-sv-single-article": "one comment in an <article>: as above",
    "native-fr-two-aside": "two comments in an <aside> with no control, anchor or form: too little evidence",
    "mixed-es-reviews-thread": "two comments beside star-rated reviews, no control or anchor",
    "native-en-declarative-shadow": "a declarative shadow root: only the browser attaches it",
}


def _comments(case: Case) -> list[Extracted]:
    page = BLIND_DIR / "site" / case.path.lstrip("/")
    found = extract(
        page.read_bytes(), url=f"http://blind.invalid{case.path}", visited_at="2025-03-01T00:00:00Z"
    )
    return [Extracted(c.author, c.text or "", c.comment_id, c.parent_id) for c in found]


# set A's pages are in site/ (not site_a/), read as of an earlier day than the later sets'
SET = BlindSet("A", {case.id: case for case in all_cases()}, _comments)
CASES = SET.cases
LOOKALIKES = SET.lookalikes()


def test_the_cases_named_here_are_the_blind_sets_static_threads() -> None:
    static = {cid for cid, case in CASES.items() if case.static and case.kind in ("small_thread", "mixed")}
    static |= {"native-en-declarative-shadow"} & set(CASES)
    assert set(FOUND) | set(NOT_YET) >= static, static - set(FOUND) - set(NOT_YET)
    assert len(LOOKALIKES) == 14


test_a_lookalike_list_gives_no_comment = SET.gives_no_comment(LOOKALIKES)
test_a_small_thread_named_by_nothing_is_found_whole = SET.is_found(FOUND)


def test_sigterm_unwinds_the_harness_so_its_services_stop() -> None:
    # the services run in sessions of their own: only the `with Stack(...)` exit stops them
    with pytest.raises(SystemExit) as stopped:
        _terminated(signal.SIGTERM, None)
    assert stopped.value.code == 128 + signal.SIGTERM


def test_the_crawler_of_a_checkout_runs_with_that_checkouts_models(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A frozen copy first on PYTHONPATH must crawl with its own classifiers, not with those
    an editable install maps ``comspider_models`` to (another checkout's ``models/``)."""
    from comspider_lab.blind.evaluate import crawler_environment

    copy = tmp_path / "copy"
    for package in ("comspider", "models"):
        (copy / package).mkdir(parents=True)
        (copy / package / "__init__.py").write_text("")
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path / "elsewhere"), str(copy)]))
    env = crawler_environment(None, None, work)
    assert env["PYTHONPATH"].split(os.pathsep) == [
        str(work / "models-shim"),
        str(tmp_path / "elsewhere"),
        str(copy),
    ]
    assert (work / "models-shim" / "comspider_models").resolve() == (copy / "models").resolve()
    # another release's crawler, and the installed one, keep their own environment
    assert crawler_environment("/opt/other/bin/python", None, work)["PYTHONPATH"] == os.environ["PYTHONPATH"]
    monkeypatch.delenv("PYTHONPATH")
    assert "PYTHONPATH" not in crawler_environment(None, None, work)


def test_a_checkout_named_relative_to_here_is_the_crawls_too(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``PYTHONPATH=lab:.`` in a checkout: the crawl runs in a directory of its own, so the
    entries are made absolute (else it imports the editable install's checkout, whose code
    may be another's)."""
    from comspider_lab.blind.evaluate import crawler_environment

    copy = tmp_path / "copy"
    for package in ("comspider", "models"):
        (copy / package).mkdir(parents=True)
        (copy / package / "__init__.py").write_text("")
    (copy / "lab").mkdir()
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(copy)
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join(["lab", "."]))
    assert crawler_environment(None, None, work)["PYTHONPATH"].split(os.pathsep) == [
        str(work / "models-shim"),
        str(copy / "lab"),
        str(copy),
    ]
    (copy / "models" / "__init__.py").unlink()  # no models of its own: still the copy's code
    assert crawler_environment(None, None, work / "other")["PYTHONPATH"].split(os.pathsep) == [
        str(copy / "lab"),
        str(copy),
    ]
