"""Markdown tables and PNG plots of simulation results."""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from comspider_lab.simulation.engine import SimResult
from comspider_lab.simulation.outlets import AVERAGE_D, AVERAGE_T1, TABLE_IV
from comspider_lab.simulation.world import World


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def policy_table(results: Sequence[SimResult], min_comments: int = 10) -> str:
    head = (
        f"| policy | captured (≥ {min_comments} comments) | of commented pages | dropped "
        "at admission | mean L_Q | visits per admitted page | visits per article | "
        "captures per visit | hours to capture | given up | CPU s |"
    )
    lines = [head, "|" + "---|" * 11]
    for r in results:
        lines.append(
            f"| {r.policy} | {_pct(r.capture_share)} | {_pct(r.capture_of_commented)} | "
            f"{_pct(r.drop_share)} | {r.mean_queue:.0f} | {r.visits_per_page:.3f} | "
            f"{r.visits / r.articles:.3f} | {r.captures_per_visit:.3f} | "
            f"{r.mean_capture_delay:.2f} | {_pct(r.given_up / r.articles)} | {r.seconds:.1f} |"
        )
    return "\n".join(lines)


def completeness_table(results: Sequence[SimResult]) -> str:
    """The user's measure: the share of the admitted articles' final comments captured
    (pooled, and per article), at what cost and how early, and the removals caught."""
    head = (
        "| policy | final comments captured | per article (mean) | visits per admitted article | "
        "first visit (h after publication) | admitted | captured (≥ 10) | revisits yielded | "
        "removals caught | CPU s |"
    )
    lines = [head, "|" + "---|" * 10]
    for r in results:
        lines.append(
            f"| {r.policy} | {_pct(r.final_share)} | {_pct(r.mean_share)} | {r.visits_per_page:.2f} | "
            f"{r.mean_first_delay:.2f} | {_pct(r.admitted / r.articles if r.articles else 0.0)} | "
            f"{_pct(r.capture_share)} | {r.yielded:,} | {_pct(r.removal_recall)} of {r.removals:,} "
            f"({_pct(r.removals_seen / r.removals if r.removals else 0.0)} seen) | {r.seconds:.1f} |"
        )
    return "\n".join(lines)


def policy_lines(results: Sequence[SimResult]) -> str:
    """One line per policy, for scripts (the command's last lines)."""
    return "\n".join(
        f"policy={r.policy.replace(' ', '_')} final_share={r.final_share:.3f} "
        f"visits_per_article={r.visits_per_page:.2f} first_visit_h={r.mean_first_delay:.2f}"
        for r in results
    )


def visits_table(results: Sequence[SimResult]) -> str:
    width = max(len(r.visits_by_number) for r in results) - 1
    head = "| policy | " + " | ".join(f"visit {v}: visits / captured" for v in range(1, width + 1))
    lines = [head + " |", "|" + "---|" * (width + 1)]
    for r in results:
        cells = []
        for v in range(1, width + 1):
            if v < len(r.visits_by_number):
                cells.append(f"{r.visits_by_number[v]:,} / {r.captured_by_visit[v]:,}")
            else:
                cells.append("-")
        lines.append(f"| {r.policy} | " + " | ".join(cells) + " |")
    return "\n".join(lines)


def calibration_table(world: World) -> str:
    """The simulated comment arrival against Table IV (hours: mean (standard deviation))."""
    hosts = [o.host for o in world.outlets]
    t1 = world.t1 / 3600.0
    d = world.d / 3600.0
    lines = [
        (
            "| outlet | PUB-1st paper | PUB-1st simulated | 1st-10th paper | 1st-10th simulated | "
            "PUB-10th median simulated |"
        ),
        "|---|---|---|---|---|---|",
    ]
    for name, host, m1, s1, m2, s2 in TABLE_IV:
        mask = world.outlet == hosts.index(host)
        a, b = t1[mask], d[mask]
        lines.append(
            f"| {name} | {m1:.2f} ({s1:.2f}) | {a.mean():.2f} ({a.std():.2f}) | "
            f"{m2:.2f} ({s2:.2f}) | {b.mean():.2f} ({b.std():.2f}) | "
            f"{np.median(a + b):.2f} |"
        )
    commented = [i for i, o in enumerate(world.outlets) if o.commented]
    mask = np.isin(world.outlet, commented)
    a, b = t1[mask], d[mask]
    lines.append(
        f"| Average ({len(commented)} outlets) | "
        f"{AVERAGE_T1[0]:.2f} ({AVERAGE_T1[1]:.2f}) | "
        f"{a.mean():.2f} ({a.std():.2f}) | {AVERAGE_D[0]:.2f} ({AVERAGE_D[1]:.2f}) | "
        f"{b.mean():.2f} ({b.std():.2f}) | {np.median(a + b):.2f} |"
    )
    return "\n".join(lines)


def learned_table(result: SimResult, world: World) -> str:
    """What the learned policy believes about Table IV's outlets at the end of the run."""
    named = {row[1] for row in TABLE_IV}
    hosts = [o.host for o in world.outlets]
    lines = [
        (
            "| outlet | PUB-10th mean, true | PUB-10th median, true | median, learned | "
            "P(commented), learned | T_W learned (h) | T_W paper (h) |"
        ),
        "|---|---|---|---|---|---|---|",
    ]
    for row in result.outlets:
        if row["host"] not in named:
            continue
        mask = world.outlet == hosts.index(row["host"])
        true_median = float(np.median((world.t1[mask] + world.d[mask]) / 3600.0))
        lines.append(
            f"| {row['outlet']} | {row['true_wait']:.2f} | {true_median:.2f} | "
            f"{row['learned_median']:.2f} | {row['commented']:.2f} | "
            f"{row['learned_wait']:.2f} | 3.84 |"
        )
    return "\n".join(lines)


def pace_table(result: SimResult, world: World) -> str:
    """What the completeness policy believes about each outlet's discussions at the end
    of the run, against the world's truth: the median delay of a comment after the
    article's first (over the outlet's articles), the spread of the articles' paces, and
    the first visit it plans."""
    hosts = [o.host for o in world.outlets]
    lines = [
        (
            "| outlet | median delay after the 1st comment (h), true | learned | pace spread "
            "(log-sd), true | learned | articles | first visit planned (h) |"
        ),
        "|---|---|---|---|---|---|---|",
    ]
    for row in result.outlets:
        if row.get("pace_mu") is None:
            continue
        mask = (world.outlet == hosts.index(row["host"])) & np.isfinite(world.t1)
        if not mask.any():
            continue
        paces = world.pace[mask]
        # an exponential delay's median is its mean times ln 2
        lognormal = world.spec.within == "lognormal" and bool(world.anchored[mask].all())
        true_median = math.exp(float(np.median(paces))) * (1.0 if lognormal else math.log(2.0))
        lines.append(
            f"| {row['outlet']} | {true_median:.2f} | {math.log(2.0) * math.exp(row['pace_mu']):.2f} | "
            f"{float(np.std(paces)):.2f} | {row['pace_tau']:.2f} | {row['pace_articles']:.0f} | "
            f"{row['learned_wait']:.2f} |"
        )
    return "\n".join(lines)


def plot_queue(results: Sequence[SimResult], path: Path) -> Path:
    """L_Q over the whole run (left) and over its first two days (right)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (whole, start) = plt.subplots(1, 2, figsize=(12, 4.5), dpi=110)
    for r in results:
        if r.queue_series is None:
            continue
        hours, length = r.queue_series
        whole.plot(hours / 24.0, length, lw=0.6, label=r.policy)
        early = hours <= 48.0
        start.plot(hours[early], length[early], lw=1.0, marker=".", ms=2, label=r.policy)
    whole.set_xlabel("simulated time (days)")
    whole.set_title("Queue length over the run")
    start.set_xlabel("simulated time (hours)")
    start.set_title("The first two days")
    for ax in (whole, start):
        ax.set_ylabel("queue length L_Q (pending pages)")
        ax.grid(alpha=0.3)
    whole.legend(loc="upper right", fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return path


def plot_comments(results: Sequence[SimResult], path: Path, min_comments: int = 10) -> Path:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(12, 4.8), dpi=110)
    bins = np.logspace(-2, math.log10(100.0), 41)
    centres = np.sqrt(bins[:-1] * bins[1:])
    for r in results:
        if r.scatter is None or r.scatter[0].size == 0:
            continue
        delay, found = r.scatter
        keep = delay > 0
        delay, found = delay[keep], found[keep]
        left.scatter(delay[:4000], np.maximum(found[:4000], 0.5), s=3, alpha=0.25, label=r.policy)
        which = np.digitize(delay, bins) - 1
        share = np.full(centres.shape, np.nan)
        for b in range(centres.size):
            sel = which == b
            if sel.sum() >= 20:
                share[b] = float((found[sel] >= min_comments).mean())
        right.plot(centres, share, marker=".", lw=1, label=r.policy)
    for ax in (left, right):
        ax.set_xscale("log")
        ax.set_xlabel("visit delay after publication (hours)")
        ax.grid(alpha=0.3, which="both")
    left.set_yscale("log")
    left.set_ylabel("comments found (0 drawn at 0.5)")
    left.set_title("Comments found against visit delay (sample of visits)")
    right.set_ylabel(f"share of visits finding ≥ {min_comments} comments")
    right.set_title("Success of a visit against its delay")
    right.legend(fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return path


def plot_capture(results: Sequence[SimResult], path: Path) -> Path:
    """The share of the admitted articles' final comments captured against the hours
    since publication, per policy."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(8, 4.8), dpi=110)
    for r in results:
        if r.capture_curve is None or r.capture_curve.size == 0:
            continue
        hours = np.arange(r.capture_curve.size) * (r.final_hours / max(r.capture_curve.size - 1, 1))
        ax.plot(hours, 100.0 * r.capture_curve, lw=1.4, label=f"{r.policy} ({100 * r.final_share:.1f} %)")
    ax.set_xlabel("hours since publication")
    ax.set_ylabel("final comments captured (%)")
    ax.set_ylim(0, 100)
    ax.set_title("Capture of the final discussion over time (admitted articles)")
    ax.grid(alpha=0.3)
    ax.legend(loc="lower right", fontsize=8)
    fig.tight_layout()
    path.parent.mkdir(parents=True, exist_ok=True)
    fig.savefig(path)
    plt.close(fig)
    return path
