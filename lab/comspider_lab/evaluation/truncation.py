"""Truncated threads: is every thread a bound cut short reported, and no whole one?

    python -m comspider_lab evaluate truncation
    python -m comspider_lab evaluate truncation --bounds defaults,clicks_8 --outlets shannon,riverside

For each bound configuration, one real crawl (``scrapy crawl news_comments -a
schedule=immediate``) of the offline web's pages whose threads need expanding or paging
(load more, reply toggles, comment pages), on a frozen clock. A page is *cut short* when
its comments in the feeds miss some of the truth (recall < 1), *reported* when its visit
says ``truncated``. The table counts per configuration: pages cut short and reported,
cut short and silent (the number that must be 0), reported although whole (false
alarms), and the reasons given (``VisitItem.truncation``).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from comspider_lab.evaluation.interaction import FROZEN_AT, run_crawl
from comspider_lab.evaluation.offline_web import score_crawl

#: Outlets whose threads need "load more", reply toggles or further comment pages.
OUTLETS = ("bayview", "alpen", "sabah", "delta", "kestrel", "shannon", "riverside", "minho")

BOUNDS: dict[str, dict[str, str]] = {
    "defaults": {},
    "clicks_8": {"COMSPIDER_EXPAND_MAX_CLICKS": "8"},
    "seconds_3": {"COMSPIDER_EXPAND_MAX_SECONDS": "3"},
    "pages_1": {"COMSPIDER_COMMENT_PAGES_MAX": "1"},
}


def table(rows: dict[str, dict[str, Any]]) -> str:
    lines = [
        "| bounds | pages | cut short | reported | silent | reported, whole | reasons |",
        "|---|---:|---:|---:|---:|---:|---|",
    ]
    for name, r in rows.items():
        reasons = ", ".join(f"{k} {v}" for k, v in sorted(r["reasons"].items())) or "–"
        lines.append(
            f"| {name} | {r['pages']} | {r['cut']} | {r['reported']} | {r['silent']} | "
            f"{r['false_alarms']} | {reasons} |"
        )
    return "\n".join(lines)


def evaluate(truth: dict, crawl: dict[str, Any]) -> dict[str, Any]:
    scores = score_crawl(truth, crawl["comments"], crawl["visits"])["pages"]
    visits = {v["url"]: v for v in crawl["visits"]}
    out: dict[str, Any] = {"pages": 0, "cut": 0, "reported": 0, "silent": 0, "false_alarms": 0}
    reasons: Counter[str] = Counter()
    silent: list[str] = []
    for page in scores:
        visit = visits.get(page["url"])
        if visit is None or not page["true"]:
            continue
        out["pages"] += 1
        cut = page["correct"] < page["true"]
        flagged = bool(visit.get("truncated"))
        if flagged:
            reasons[str(visit.get("truncation"))] += 1
        out["cut"] += cut
        out["reported"] += cut and flagged
        out["silent"] += cut and not flagged
        out["false_alarms"] += flagged and not cut
        if cut and not flagged:
            silent.append(f"{page['url']} ({page['correct']}/{page['true']})")
    out["reasons"] = dict(reasons)
    out["silent_pages"] = silent
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate truncation", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--bounds", default=",".join(BOUNDS), help=f"from {', '.join(BOUNDS)}")
    parser.add_argument("--outlets", default=",".join(OUTLETS), help="comma-separated outlets")
    parser.add_argument("--seed", type=int, default=0, help="offline web seed")
    parser.add_argument("--out", help="keep the crawls' folders here (default: a temporary folder)")
    args = parser.parse_args(argv)

    from comspider.clock import ManualClock
    from comspider_lab.offline_web import OfflineWeb

    names = [b.strip() for b in args.bounds.split(",") if b.strip()]
    unknown = [b for b in names if b not in BOUNDS]
    if unknown:
        parser.error(f"unknown bounds: {unknown}")
    outlets = {o.strip() for o in args.outlets.split(",") if o.strip()}
    base = Path(args.out) if args.out else Path(tempfile.mkdtemp(prefix="comspider-truncation-"))
    rows: dict[str, dict[str, Any]] = {}
    code = 0
    with OfflineWeb(clock=ManualClock(FROZEN_AT), seed=args.seed) as web:
        truth = web.truth()
        truth = {**truth, "articles": [a for a in truth["articles"] if a["outlet"] in outlets]}
        urls = [a["url"] for a in truth["articles"]]
        print(f"{len(urls)} pages of {len(outlets)} outlets; crawls in {base}", file=sys.stderr)
        for name in names:
            print(f"crawling with bounds {name}: {BOUNDS[name]}", file=sys.stderr)
            crawl = run_crawl(web, base / name, BOUNDS[name], urls)
            code = code or crawl["code"]
            rows[name] = evaluate(truth, crawl)
    print(table(rows))
    for name, r in rows.items():
        for page in r["silent_pages"]:
            print(f"silent cut ({name}): {page}")
    return code
