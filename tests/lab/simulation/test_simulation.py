"""The discrete-event simulator: small worlds, fixed seeds."""

from __future__ import annotations

import argparse
import math
import re
from pathlib import Path

import numpy as np
import pytest

from comspider_lab.simulation import cli
from comspider_lab.simulation.engine import SimResult
from comspider_lab.simulation.outlets import AVERAGE_D, AVERAGE_T1, TABLE_IV, paper_outlets
from comspider_lab.simulation.run import Knobs, build_world, policy_config, run_policies
from comspider_lab.simulation.world import WorldSpec

POLICIES = ("immediate", "fixed", "paper", "learned")


def summary(r: SimResult) -> tuple:
    return (
        r.admitted,
        r.dropped,
        r.captured,
        r.visits,
        r.given_up,
        r.failed_visits,
        tuple(r.visits_by_number),
        r.queue_sum,
    )


def test_outlets_match_table_iv() -> None:
    outlets = paper_outlets()
    assert len(outlets) == 20
    assert np.mean([o.t1_mean for o in outlets]) == pytest.approx(AVERAGE_T1[0])
    assert np.mean([o.d_mean for o in outlets]) == pytest.approx(AVERAGE_D[0])
    for mean_key, sd_key, (mean, sd) in (("t1_mean", "t1_sd", AVERAGE_T1), ("d_mean", "d_sd", AVERAGE_D)):
        second = np.mean([getattr(o, sd_key) ** 2 + getattr(o, mean_key) ** 2 for o in outlets])
        assert math.sqrt(second - mean**2) == pytest.approx(sd)  # the pooled spread
    for outlet, row in zip(outlets, TABLE_IV, strict=False):
        assert (outlet.t1_mean, outlet.t1_sd, outlet.d_mean, outlet.d_sd) == row[2:]
    quiet = paper_outlets(uncommented_share=0.5)
    assert sum(o.share for o in quiet if not o.commented) == pytest.approx(0.5)
    assert sum(o.share for o in quiet) == pytest.approx(1.0)


def test_runs_are_deterministic_and_consistent() -> None:
    world = build_world(WorldSpec(articles=3000, seed=7), uncommented_share=0.3)
    configs = [policy_config(name, Knobs()) for name in POLICIES]
    first = run_policies(world, configs, jobs=1)
    second = run_policies(world, configs, jobs=2)  # forked workers: same figures
    assert [summary(r) for r in first] == [summary(r) for r in second]
    for r in first:
        assert r.articles == 3000 and r.admitted + r.dropped == r.articles
        assert r.visits == sum(r.visits_by_number) and r.captured == sum(r.captured_by_visit)
        assert r.captured <= r.admitted <= r.visits <= 3 * r.admitted
        assert r.captured <= r.commented
    immediate = first[0]
    assert immediate.visits == immediate.admitted  # one visit each
    assert immediate.capture_share < first[2].capture_share
    learned = first[3]
    assert learned.quiet > 0 and learned.outlets


def test_learned_beats_the_paper_at_fewer_visits() -> None:
    """The target, on a small world (the 1M-article figures are in docs/EVALUATION.md)."""
    world = build_world(WorldSpec(articles=20000, seed=1))
    paper, learned = run_policies(world, [policy_config("paper", Knobs()), policy_config("learned", Knobs())])
    assert learned.capture_share > paper.capture_share
    assert learned.visits_per_page < paper.visits_per_page
    assert learned.mean_capture_delay < paper.mean_capture_delay


def test_the_complete_policy_captures_the_whole_discussion() -> None:
    """The issue's figures on a small world (the 1M-article ones are in docs/EVALUATION.md):
    nearly all of the admitted articles' final comments, at most two visits each, the
    first within four hours; the paper's and the learned policy stop at ten comments."""
    world = build_world(WorldSpec(articles=12000, seed=1))
    paper, learned, complete = run_policies(
        world, [policy_config(n, Knobs()) for n in ("paper", "learned", "complete")]
    )
    assert (
        complete.final_share >= 0.95 and complete.visits_per_page <= 2.0 and complete.mean_first_delay <= 4.0
    )
    assert complete.final_share > paper.final_share + 0.1 and complete.final_share > learned.final_share + 0.1
    assert 0 < complete.removals_detected <= complete.removals_seen <= complete.removals
    assert complete.capture_curve is not None and complete.capture_curve[-1] == pytest.approx(
        complete.final_share
    )
    assert list(complete.capture_curve) == sorted(complete.capture_curve)  # capture only grows
    assert any(row["pace_articles"] for row in complete.outlets)  # it learned the outlets' paces


def test_the_offline_web_world() -> None:
    world = build_world(WorldSpec(articles=3000, seed=2), kind="offline-web")
    assert len(world.outlets) == 13 and not world.anchored.any()
    (complete,) = run_policies(world, [policy_config("complete", Knobs())])
    assert complete.final_share > 0.9
    with pytest.raises(ValueError):
        build_world(WorldSpec(articles=10), kind="elsewhere")


def test_cli_prints_tables_and_writes_plots(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    parser = argparse.ArgumentParser()
    cli.add_arguments(parser)
    out = tmp_path / "plots"
    args = parser.parse_args(
        [
            "--articles",
            "2000",
            "--jobs",
            "1",
            "--plots",
            str(out),
            "--policies",
            "immediate,paper,learned,learned@0.04,complete,complete@0.05",
            "--json",
            str(tmp_path / "r.json"),
        ]
    )
    assert cli.run(args) == 0
    text = capsys.readouterr().out
    assert "| policy | captured (≥ 10 comments)" in text
    assert "| learned, ν = 0.04/h |" in text and "Washington Post" in text
    assert "| policy | final comments captured |" in text and "| complete@0.05 |" in text
    last = text.strip().splitlines()[-6:]  # for scripts: one line per policy, last
    assert [line.split()[0] for line in last] == [
        "policy=immediate",
        "policy=paper",
        "policy=learned",
        "policy=learned,_ν_=_0.04/h",
        "policy=complete",
        "policy=complete@0.05",
    ]
    assert all(
        re.fullmatch(
            r"policy=\S+ final_share=\d\.\d{3} visits_per_article=\d+\.\d\d first_visit_h=\d+\.\d\d", x
        )
        for x in last
    )
    for name in ("queue_length.png", "comments_vs_delay.png", "capture_over_time.png"):
        data = (out / name).read_bytes()
        assert data.startswith(b"\x89PNG") and len(data) > 10_000
    assert (tmp_path / "r.json").stat().st_size > 0
    with pytest.raises(ValueError):
        policy_config("sometimes", Knobs())
