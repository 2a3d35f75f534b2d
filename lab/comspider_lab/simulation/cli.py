"""``python -m comspider_lab simulate``:
simulate the page queue under several visit policies and print Markdown tables."""

from __future__ import annotations

import argparse
import json
import time
from dataclasses import asdict
from pathlib import Path

from comspider_lab.simulation import report
from comspider_lab.simulation.run import (
    ABLATIONS,
    DEFAULT_POLICIES,
    POLICIES,
    WORLDS,
    Knobs,
    build_world,
    default_jobs,
    policy_config,
    run_policies,
)
from comspider_lab.simulation.world import WorldSpec

DEFAULT_PLOTS = Path("feeds") / "simulation"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    spec = WorldSpec()
    parser.add_argument(
        "--articles", type=int, default=spec.articles, help="articles the feed brings (default %(default)s)"
    )
    parser.add_argument("--seed", type=int, default=spec.seed, help="random seed (world)")
    parser.add_argument(
        "--policies",
        default=",".join(DEFAULT_POLICIES),
        help="comma-separated (default %(default)s), from: "
        + ", ".join(POLICIES + ABLATIONS)
        + ", learned@NU (the learned policy valuing an hour of waiting at NU), complete@GAIN "
        "(the completeness policy stopping below GAIN)",
    )
    parser.add_argument(
        "--world",
        choices=WORLDS,
        default="paper",
        help="whose comment arrival: Table IV's outlets (paper, the default) or the offline web's",
    )
    parser.add_argument(
        "--within",
        choices=("exponential", "lognormal"),
        default=spec.within,
        help="Table IV world: a discussion's later comments at a decaying rate (exponential delays, "
        "the default) or at log-normal delays of log-sd 1.3 (a heavier tail than the policy's model)",
    )
    parser.add_argument(
        "--final-hours",
        type=float,
        default=spec.final_hours,
        help="an article's final discussion: its comments this long after publication (default %(default)s)",
    )
    parser.add_argument(
        "--ablations", action="store_true", help="also run the learned policy's parts one at a time"
    )
    parser.add_argument(
        "--fixed-hours",
        type=float,
        default=1.0,
        help="the delay of the 'fixed' policy (default %(default)s h)",
    )
    parser.add_argument("--arrivals-per-minute", type=float, default=spec.arrivals_per_minute)
    parser.add_argument("--servers", type=int, default=1, help="pages visited in parallel")
    parser.add_argument(
        "--uncommented-share",
        type=float,
        default=0.0,
        help="share of articles from outlets without comments (default 0: Table IV's outlets only)",
    )
    parser.add_argument(
        "--failure-rate",
        type=float,
        default=spec.failure_rate,
        help="share of visits failing for a passing reason",
    )
    parser.add_argument(
        "--feed-lag-minutes",
        type=float,
        default=spec.feed_lag_minutes,
        help="mean delay between publication and the feed",
    )
    parser.add_argument(
        "--front-loading",
        type=float,
        default=spec.front_loading,
        help="how early comments 2..9 come after the 1st (1 = evenly)",
    )
    parser.add_argument("--min-comments", type=int, default=10)
    parser.add_argument("--max-visits", type=int, default=3)
    parser.add_argument(
        "--jobs",
        type=int,
        default=default_jobs(),
        help="policies simulated in parallel processes (default %(default)s)",
    )
    parser.add_argument(
        "--plots", type=Path, default=DEFAULT_PLOTS, help="folder for the PNG plots (default %(default)s)"
    )
    parser.add_argument("--no-plots", action="store_true")
    parser.add_argument("--json", type=Path, help="also write the figures as JSON here")


def run(args: argparse.Namespace) -> int:
    names = [n.strip() for n in args.policies.split(",") if n.strip()]
    if args.ablations:
        names += [n for n in ABLATIONS if n not in names]
    knobs = Knobs(
        fixed_hours=args.fixed_hours,
        servers=args.servers,
        min_comments=args.min_comments,
        max_visits=args.max_visits,
    )
    configs = [policy_config(name, knobs) for name in names]
    spec = WorldSpec(
        articles=args.articles,
        arrivals_per_minute=args.arrivals_per_minute,
        feed_lag_minutes=args.feed_lag_minutes,
        failure_rate=args.failure_rate,
        front_loading=args.front_loading,
        seed=args.seed,
        final_hours=args.final_hours,
        within=args.within,
    )
    started = time.perf_counter()
    world = build_world(spec, args.uncommented_share, args.world)
    built = time.perf_counter()
    results = run_policies(world, configs, jobs=args.jobs, seed=args.seed)
    finished = time.perf_counter()

    days = float(world.arrival[-1]) / 86400.0 if world.size else 0.0
    print(f"## Page queue simulation: {world.size:,} articles over {days:.0f} days\n")
    print(
        f"Poisson arrivals λ = {spec.arrivals_per_minute} / min, Gamma service "
        f"(k = {spec.service_shape}, θ = {spec.service_scale} s), {args.servers} server(s), "
        f"{len(world.outlets)} outlets ({'the offline web' if args.world == 'offline-web' else 'Table IV'}; "
        f"{args.uncommented_share:.0%} of articles from "
        f"outlets without comments), {spec.failure_rate:.0%} of visits fail for a passing "
        f"reason, feed lag {spec.feed_lag_minutes:g} min, later comments at {spec.within} delays, "
        f"final discussion at "
        f"{spec.final_hours:g} h, {spec.removal_share:.0%} of comments removed later, seed {spec.seed}.\n"
    )
    print("### The whole discussion: final comments captured\n")
    print(report.completeness_table(results))
    print()
    print(f"### The paper's measure: a visit finds ≥ {args.min_comments} comments\n")
    print(report.policy_table(results, args.min_comments))
    print()
    print(report.visits_table(results))
    print()
    print("### Comment arrival: Table IV against the simulated world (hours, mean (sd))\n")
    if args.world == "paper":
        print(report.calibration_table(world))
    for result in results:
        if result.outlets and result.policy == "learned" and args.world == "paper":
            print(f"\n### What the {result.policy} policy learned (end of run)\n")
            print(report.learned_table(result, world))
        if result.outlets and result.policy == "complete":
            print(f"\n### What the {result.policy} policy learned (end of run)\n")
            print(report.pace_table(result, world))
    print(
        f"\nWall time: world {built - started:.1f} s, policies {finished - built:.1f} s "
        f"({args.jobs} process(es)); total {finished - started:.1f} s."
    )
    if not args.no_plots:
        queue = report.plot_queue(results, args.plots / "queue_length.png")
        comments = report.plot_comments(results, args.plots / "comments_vs_delay.png", args.min_comments)
        capture = report.plot_capture(results, args.plots / "capture_over_time.png")
        print(f"Plots: {queue}, {comments}, {capture}")
    if args.json:
        rows = []
        for r in results:
            row = {
                k: v for k, v in asdict(r).items() if k not in ("queue_series", "scatter", "capture_curve")
            }
            row.update(
                final_share=r.final_share,
                mean_share=r.mean_share,
                removal_recall=r.removal_recall,
                capture_share=r.capture_share,
                drop_share=r.drop_share,
                mean_queue=r.mean_queue,
                visits_per_page=r.visits_per_page,
                captures_per_visit=r.captures_per_visit,
                mean_capture_delay=r.mean_capture_delay,
            )
            rows.append(row)
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps({"spec": asdict(spec), "results": rows}, indent=1, default=str))
    print()
    print(report.policy_lines(results))
    return 0
