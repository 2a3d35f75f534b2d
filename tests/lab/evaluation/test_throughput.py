"""The throughput benchmark's CPU split by process kind and its comment score (the offline
web's truth), on this process and on hand-made feeds: no crawl."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from comspider.browser.processes import children_map
from comspider_lab.evaluation.throughput import (
    Run,
    kind_table,
    process_kind,
    read_feed,
    startup_table,
    tree_cpu_by_kind,
)


def test_processes_are_told_apart_by_their_command_line() -> None:
    assert process_kind(os.getpid()) == "python"
    child = subprocess.Popen(["sleep", "5"])
    try:
        assert process_kind(child.pid) == "other"
    finally:
        child.kill()
        child.wait()


def test_the_split_counts_the_tree_and_what_it_reaped() -> None:
    child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(5)"])
    try:
        split = tree_cpu_by_kind(os.getpid(), children_map())
    finally:
        child.kill()
        child.wait()
    assert set(split) <= {"python", "other"}
    assert split["python"] > 0


def test_the_table_gives_seconds_per_page_and_the_renderers_share() -> None:
    run = Run(1, 4, 10, pages=10, cpu_by_kind={"python": 5.0, "renderer": 15.0})
    row = kind_table([run]).splitlines()[-1]
    assert row.startswith("| 1 x 4 | 0.50 | 0.00 | 0.00 | 1.50 |")
    assert row.endswith("| 2.00 | 75% |")


def test_feeds_are_read_line_by_line(tmp_path: Path) -> None:
    folder = tmp_path / "feeds" / "comments"
    folder.mkdir(parents=True)
    (folder / "a.jsonl").write_text(json.dumps({"text": "x"}) + "\nnot json\n", encoding="utf-8")
    assert read_feed(tmp_path, "comments") == [{"text": "x"}]
    assert read_feed(tmp_path, "visits") == []


def test_a_process_keeps_the_kind_it_was_seen_with() -> None:
    """A process exiting when the crawl closes has no command line left: it keeps the kind
    an earlier reading gave it."""
    child = subprocess.Popen(["sleep", "5"])
    try:
        known = {child.pid: "browser"}
        split = tree_cpu_by_kind(os.getpid(), children_map(), known)
    finally:
        child.kill()
        child.wait()
    assert "browser" in split and known[child.pid] == "browser"


def test_the_start_up_is_a_line_of_its_own() -> None:
    """The workers' readings at the first visit's start and the last visit's end split a
    run's CPU: its start-up and the browsers' launches are not charged to the pages."""
    run = Run(workers=1, pages_per_worker=4, target=20, pages=20)
    run.stats = {
        "comspider/cpu/python_process": 14.0,
        "comspider/cpu/browser_processes": 30.0,
        "comspider/cpu/startup/python_process": 3.0,
        "comspider/cpu/startup/browser_processes": 1.0,
        "comspider/cpu/last_visit/python_process": 13.5,
        "comspider/cpu/last_visit/browser_processes": 29.5,
        "comspider/cpu/browser_launch": 2.0,
    }
    parts = run.cpu_parts()
    assert parts is not None
    assert (parts["startup"], parts["launch"], parts["visits"], parts["after"]) == (4.0, 2.0, 37.0, 1.0)
    row = startup_table([run]).splitlines()[-1].split(" | ")
    assert row[1:4] == ["4.0 (3.0)", "2.0", "1.85"]
    assert row[6] == "2.20", "the whole run's figure beside it"
    run.stats["comspider/cpu/startup/browser_launch"] = 0.5  # of the launches, before the first visit
    parts = run.cpu_parts()
    assert parts is not None and (parts["startup"], parts["visits"]) == (3.5, 37.5), "the parts add up"
    assert Run(workers=1, pages_per_worker=4, target=20).cpu_parts() is None, "a crawler without the readings"


def test_the_sampler_reads_the_pss_less_often_than_the_cpu(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """The workers' PSS (the kernel's walk of every page they map, the benchmark's largest
    cost on the cores it measures) is read every ``pss_every`` seconds, their CPU by kind
    every ``sample_every``; the tree's CPU is the sum of its kinds. A clock of our own: 10 s
    of a run in steps of the sampler's 0.2-s sleep."""
    from comspider_lab.evaluation import throughput

    clock = [0.0]
    reads = {"pss": 0, "cpu": 0}

    class Worker:
        pid = 4242
        returncode = 0

        def __init__(self, *args: object, **kwargs: object) -> None:
            pass

        def poll(self) -> int | None:
            return None if clock[0] < 10.0 else 0

        def wait(self, timeout: float | None = None) -> int:
            return 0

    def pss(root: int, kids: object) -> int:
        reads["pss"] += 1
        return 1000 + reads["pss"]

    def by_kind(root: int, kids: object, known: object = None) -> dict[str, float]:
        reads["cpu"] += 1
        return {"python": float(reads["cpu"]), "browser": 2.0}

    def sleep(seconds: float) -> None:
        clock[0] += seconds

    monkeypatch.setattr(throughput.subprocess, "Popen", Worker)
    monkeypatch.setattr(throughput, "tree_pss_kb", pss)
    monkeypatch.setattr(throughput, "tree_cpu_by_kind", by_kind)
    monkeypatch.setattr(throughput, "children_map", dict)
    monkeypatch.setattr(throughput.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(throughput.time, "sleep", sleep)
    run = throughput.run_config(
        1, 4, 8, ["http://127.0.0.1/a"], "redis://x", tmp_path / "run", 60.0, pss_every=3.0
    )
    assert reads["cpu"] == 10, "the CPU every second"
    assert reads["pss"] == 4, "the PSS at 0, 3, 6 and 9 s"
    assert run.peak_pss_kb == 1004 and len(run.memory) == 4
    assert run.tree_cpu == 10.0 + 2.0, "the largest reading of the tree, the sum of its kinds"
    assert run.cpu_by_kind == {"python": 10.0, "browser": 2.0}


def test_a_checkout_without_what_make_installs_is_refused(tmp_path: Path) -> None:
    """A bare worktree lacks the autoconsent bundle (git-ignored, installed by `make`): its
    crawl runs no consent script and is not comparable, so the benchmark refuses it with
    one line, unless told to run it anyway."""
    from comspider_lab.evaluation.throughput import INSTALLED_PARTS, main, missing_parts

    assert missing_parts(tmp_path) == list(INSTALLED_PARTS)
    part = tmp_path / INSTALLED_PARTS[0]
    part.parent.mkdir(parents=True)
    part.write_text("// bundle")
    assert missing_parts(tmp_path) == []
    assert main(["--tree", str(tmp_path / "bare"), "--workers", "1", "--browser-pages", "1"]) == 2
