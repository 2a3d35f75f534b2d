"""One real crawl of the offline news web shared by the end-to-end tests that check a crawl
against the web's truth: test_offline_crawl (one article of every comment mechanism),
test_lookalike_outlets (look-alikes and a "latest comments" sidebar) and test_interaction
(every interaction outcome, the site memory on each site's second page). Each test picks
its pages with its sampler below; the crawl visits the union of them once (most of the
mechanisms' pages are also the interaction's first pages), writing the interaction log and
the DOM snapshots, one page per site at a time, and each test checks its own pages.

The real web's hard cases have a crawl of their own (test_hard_cases.py, with Isso)."""

from __future__ import annotations

import copy
import gzip
import json
from collections import defaultdict
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from comspider_lab.evaluation.offline_web import truth_at_last_visits
from tests.conftest import CrawlResult, run_crawl_process

# test_hard_cases.py crawls these mechanisms.
HARD_CASES = {
    "shadow_open",
    "shadow_closed",
    "paged_thread",
    "comment_pages",
    "article_stream",
    "cross_site_frame",
    "heavy_page",
    "slow_lazy",
}

CLICK_OUTLETS = ("bayview", "rheinischer", "quotidien", "faro", "corriere", "tejo", "delta", "toto")
ONE_PAGE_OUTLETS = ("ledger", "alpen", "sabah", "vestnik", "pinewood")


def mechanism_sample(truth: dict) -> list[dict]:
    """The article with the most comments of each mechanism (and one of each without)."""
    best: dict[str, dict] = {}
    for article in truth["articles"]:
        if article["mechanism"] in HARD_CASES:
            continue
        current = best.get(article["mechanism"])
        if current is None or len(article["comments"]) > len(current["comments"]):
            best[article["mechanism"]] = article
    return sorted(best.values(), key=lambda a: a["mechanism"])


def lookalike_sample(truth: dict) -> tuple[list[dict], list[dict]]:
    """(The Coastline Courier's articles: look-alikes, no comments; Dorfblatt Oberland's two
    largest threads, beside a sidebar of the latest comments)."""
    coastline = [a for a in truth["articles"] if a["outlet"] == "coastline"]
    dorfblatt = sorted(
        (a for a in truth["articles"] if a["outlet"] == "dorfblatt" and a["comments"]),
        key=lambda a: -len(a["comments"]),
    )[:2]
    return coastline, dorfblatt


def interaction_sample(truth: dict) -> tuple[list[dict], list[dict]]:
    """(first pages, second pages): per outlet the pages with the most comments; two of
    the click outlets (the second one exercises the site memory); two pages without."""
    by_outlet: dict[str, list[dict]] = defaultdict(list)
    for art in truth["articles"]:
        by_outlet[art["outlet"]].append(art)
    first, second = [], []
    for outlet, arts in sorted(by_outlet.items()):
        ranked = sorted((a for a in arts if a["comments"]), key=lambda a: -len(a["comments"]))
        if outlet in CLICK_OUTLETS:
            first.append(ranked[0])
            second.append(ranked[1])
        elif outlet in ONE_PAGE_OUTLETS:
            first.append(ranked[0])
    disabled = [
        a for a in truth["articles"] if a["mechanism"] == "disabled" and a["outlet"] in ("bayview", "vestnik")
    ]
    return first, second + disabled


@dataclass
class OfflineWebCrawl:
    result: CrawlResult
    urls: list[str]  # every page crawled, each once
    lines: list[dict]  # the interaction log, in the order the visits finished
    snapshots: dict[str, list[dict]]  # URL -> its DOM snapshots
    truth_at_start: dict  # the web's truth when the crawl began: what the samples picked from
    truth_at_last_visits: dict  # each page's truth at its visit (comspider_lab...truth_at_last_visits)

    def truth(self) -> dict:
        """The web's truth when the crawl began (a copy to change at will). Its threads
        grow with the clock: later, the samples could pick other pages."""
        return copy.deepcopy(self.truth_at_start)

    def truth_at_visits(self) -> dict:
        """Each crawled page as it was at its visit (a copy to change at will): comments
        posted after it are not missed ones, those posted while it ran are optional."""
        return copy.deepcopy(self.truth_at_last_visits)

    @property
    def reports(self) -> dict[str, dict]:
        return {r["url"]: r for r in self.lines}


def read_snapshots(folder: Path) -> dict[str, list[dict]]:
    out: dict[str, list[dict]] = {}
    for path in folder.glob("*.json.gz"):
        with gzip.open(path, "rt", encoding="utf-8") as fh:
            data = json.load(fh)
        out[data["url"]] = data["snapshots"]
    return out


@pytest.fixture(scope="session")
def offline_web_crawl(offline_web: Any, tmp_path_factory: pytest.TempPathFactory) -> OfflineWebCrawl:
    truth = offline_web.truth()
    first, later = interaction_sample(truth)
    coastline, dorfblatt = lookalike_sample(truth)
    # the interaction's first pages of each site before its second ones
    pages = first + mechanism_sample(truth) + coastline + dorfblatt + later
    urls = list(dict.fromkeys(a["url"] for a in pages))
    work = tmp_path_factory.mktemp("offline-web-crawl")
    urls_file = work / "urls.txt"
    urls_file.write_text("\n".join(urls) + "\n")
    log_path, snap_dir = work / "interaction.jsonl", work / "snapshots"
    result = run_crawl_process(
        work / "crawl",
        {"urls_file": str(urls_file), "schedule": "immediate"},
        {
            "COMSPIDER_INTERACTION_LOG": str(log_path),
            "COMSPIDER_SNAPSHOT_DIR": str(snap_dir),
            "COMSPIDER_SCROLL_PAUSE": 0.05,
            # pages whose served HTML holds their thread read without the browser (the
            # default, said here: tests/e2e/test_http_first.py reads this crawl)
            "COMSPIDER_HTTP_FIRST": True,
            # one page per site at a time: a site's second page comes after its first
            "CONCURRENT_REQUESTS": 8,
            "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
        },
        timeout=600,
    )
    lines = (
        [json.loads(line) for line in log_path.read_text("utf-8").splitlines()] if log_path.exists() else []
    )
    at_visits = truth_at_last_visits(offline_web, result.visits, datetime.now(UTC), urls)
    return OfflineWebCrawl(result, urls, lines, read_snapshots(snap_dir), truth, at_visits)
