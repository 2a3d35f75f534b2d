"""The crawler's click plan on the labelled real pages: `python -m comspider_lab evaluate click_plan`.

The clickable evaluation (``evaluate clickables``) scores the classifier alone; the crawl
clicks what :func:`comspider.interaction.ranking.plan` makes of its scores: the candidates
at or above ``COMSPIDER_CLICK_THRESHOLD`` after the safety rules, the keyword rescue when
none passes, and the discussion-shaped candidate after them (``COMSPIDER_CLICK_RESCUE``),
at most ``COMSPIDER_MAX_CLICKS`` clicks until the entry point. This script runs that plan on
``models/data/clickables.jsonl`` (the real pages: fundus, trafilatura) with out-of-fold
scores of the shipped model's recipe:

* **CV**: 10-fold cross-validation grouped by site (as ``evaluate clickables``);
* **hold-out**: for each of the five most frequent languages, a model trained without it,
  its pages planned with that model (a language the classifier never read: the words of
  the entry point are new to it, as on a site in a language of its own).

Per configuration of the plan: on the pages with an entry point, the share whose entry
point is clicked within the click budget and the clicks spent until then (or the budget);
on the pages without one, the clicks spent in vain. Negatives were sampled per page: a
sampled row that passes the threshold stands for ``weight`` clickables (clicked in turn),
a rescued one for one click.

The configurations: ``threshold`` (no rescue), ``+ keyword rescue`` (the plan before the
discussion shape, 2026-11-28), ``+ keyword rescue + discussion shape`` (the shipped plan).
"""

from __future__ import annotations

import argparse
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from comspider import settings
from comspider.interaction import clickable_ranker as ranker
from comspider.interaction.clickables import Clickable
from comspider.interaction.ranking import plan
from comspider_lab.evaluation.clickables import cross_val, fasttext_scorer, site_folds
from comspider_lab.training.clickable_dataset import DATASET_PATH, read_rows

CONFIGS = ("threshold", "+ keyword rescue", "+ keyword rescue + discussion shape")


class _Scored:
    """A ranker whose scores are given (the out-of-fold ones), ranked as the crawl ranks."""

    def __init__(self, scores: dict[int, float], threshold: float) -> None:
        self.scores = scores
        self.threshold = threshold

    def rank(self, clickables: Sequence[Clickable]) -> list[tuple[Clickable, float]]:
        scored = [(c, self.scores[c.index]) for c in clickables]
        return sorted(scored, key=lambda cs: (-cs[1], cs[0].index))


@dataclass(slots=True)
class PageRun:
    has_entry: bool
    reached: bool
    clicks: float
    by_shape: bool  # reached through the discussion-shaped candidate


def clickable_of(row: dict[str, Any], index: int) -> Clickable:
    """The row's clickable as the crawl saw it, in its page (``frame_url``: the page)."""
    data = {**row["features"], "xpath": row["xpath"], "abs_xpath": row["xpath"], "frame_url": row["url"]}
    data["index"] = index
    return Clickable.from_dict(data)


def run_page(rows: list[dict[str, Any]], scores: list[float], config: str, threshold: float) -> PageRun:
    """The plan of one page under ``config``, clicked until its entry point or the budget."""
    clickables = [clickable_of(r, i) for i, r in enumerate(rows)]
    budget = settings.COMSPIDER_MAX_CLICKS
    planned = plan(
        clickables,
        _Scored(dict(enumerate(scores)), threshold),
        limit=budget + 10,
        offsite_min_score=settings.COMSPIDER_CLICK_OFFSITE_MIN_SCORE,
        rescue=config != "threshold",
    )
    if config != CONFIGS[2]:
        planned = [p for p in planned if p.rescued != "shape"]
    clicks = 0.0
    for cand in planned:
        row = rows[cand.clickable.index]
        if row["label"] == 1:
            return PageRun(True, True, clicks + 1, cand.rescued == "shape")
        clicks += 1 if cand.rescued else row["weight"]
        if clicks >= budget:
            break
    return PageRun(any(r["label"] == 1 for r in rows), False, min(clicks, budget), False)


def pages_of(rows: list[dict[str, Any]]) -> dict[tuple[str, str], list[int]]:
    by_page: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, r in enumerate(rows):
        by_page[(r["source"], r["file"])].append(i)
    return by_page


def table_rows(
    name: str, rows: list[dict[str, Any]], scores: list[float], pages: list[list[int]], threshold: float
) -> list[str]:
    out = []
    for config in CONFIGS:
        runs = [
            run_page([rows[i] for i in idx], [scores[i] for i in idx], config, threshold) for idx in pages
        ]
        with_entry = [r for r in runs if r.has_entry]
        without = [r for r in runs if not r.has_entry]
        n, m = max(1, len(with_entry)), max(1, len(without))
        out.append(
            f"| {name} | {config} | {len(with_entry)} | "
            f"{sum(r.reached for r in with_entry) / n:.3f} | {sum(r.by_shape for r in with_entry)} | "
            f"{sum(r.clicks for r in with_entry) / n:.2f} | {len(without)} | "
            f"{sum(r.clicks for r in without) / m:.3f} | {sum(r.clicks > 0 for r in without) / m:.3f} |"
        )
    return out


HEADER = (
    "| scores | plan | pages with an entry point | entry point clicked within the budget | "
    "of them by the shape | clicks per page | pages without | clicks per page | share clicked |\n"
    "|---|---|---:|---:|---:|---:|---:|---:|---:|"
)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate click_plan", description=__doc__.splitlines()[0]
    )
    ap.add_argument("--data", type=Path, default=DATASET_PATH)
    ap.add_argument("--sources", default="fundus,trafilatura")
    ap.add_argument("--threshold", type=float, default=ranker.DEFAULT_THRESHOLD)
    ap.add_argument("--languages", type=int, default=5, help="languages held out, the most frequent first")
    args = ap.parse_args(argv)
    t0 = time.time()
    rows = [r for r in read_rows(args.data) if r["source"] in set(args.sources.split(","))]
    scorer = fasttext_scorer(quantize=True)
    by_page = pages_of(rows)
    print(
        f"{len(rows)} clickables of {len(by_page)} pages ({sum(r['label'] for r in rows)} entry points); "
        f"threshold {args.threshold}, at most {settings.COMSPIDER_MAX_CLICKS} clicks per page.\n"
    )
    print(HEADER)
    scores = cross_val(rows, site_folds(rows), scorer)
    for line in table_rows("10-fold CV by site", rows, scores, list(by_page.values()), args.threshold):
        print(line, flush=True)
    page_language = {key: rows[idx[0]]["language"] for key, idx in by_page.items()}
    top = [lang for lang, _ in Counter(r["language"] for r in rows if r["label"]).most_common(args.languages)]
    for lang in top:
        train = [r for r in rows if r["language"] != lang]
        test_pages = [idx for key, idx in by_page.items() if page_language[key] == lang]
        test_idx = [i for idx in test_pages for i in idx]
        held = scorer(train, [rows[i] for i in test_idx])
        by_row = dict(zip(test_idx, held, strict=True))
        full = [by_row.get(i, 0.0) for i in range(len(rows))]
        for line in table_rows(f"{lang} held out", rows, full, test_pages, args.threshold):
            print(line, flush=True)
    print(f"\n_{time.time() - t0:.0f} s_")
    return 0
