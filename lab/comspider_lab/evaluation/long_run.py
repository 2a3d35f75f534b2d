"""Python memory over a long crawl in one process: is it flat once warm?

    python -m comspider_lab evaluate long_run [--pages 1000] [--trace]
    python -m comspider_lab evaluate long_run --pipelines-only [--pages 1000]

One ``scrapy crawl news_comments`` process visits ``--pages`` hand-made articles (11
comments each; four loopback hosts, so that four visits run at once) with
``schedule=immediate``. An extension of this module (:class:`MemoryProbe`, added with
``-s EXTENSIONS``) writes, every ``--batch`` visits, the crawler process's own resident
memory (the Python process alone: Scrapy, the pipelines, the Playwright client), its
proportional set size and, with ``--trace``, the largest growths that ``tracemalloc``
sees since the previous batch (by file and line; a traced process runs slower). The
table: pages visited, RSS and PSS of the Python process, and the growth per 100 pages
over the second half of the run (after warm-up). Meanwhile the whole worker's peak PSS
(Python, the driver, Chromium) is sampled as in the fault table.

``--pipelines-only``: the same articles through the crawl's item pipelines in this
process (a SQLite crawl state, no browser, no engine): whether what grows is in the
pipelines or on the browser's side, in minutes instead of a crawl's hour.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from comspider_lab.evaluation.faults import BUDGET_MB, Crawl, Site, ordinary

HELP = "Python memory over a long crawl in one process (1,000 pages): flat after warm-up?"
HOSTS = ("127.0.0.1", "127.0.0.2", "127.0.0.3", "127.0.0.4")


def _own_memory_mb() -> tuple[float, float]:
    """This process's resident set and proportional set size, in MB."""
    rss = pss = 0.0
    try:
        with open(f"/proc/{os.getpid()}/smaps_rollup") as fh:
            for line in fh:
                if line.startswith("Rss:"):
                    rss = int(line.split()[1]) / 1024
                elif line.startswith("Pss:"):
                    pss = int(line.split()[1]) / 1024
    except OSError:
        pass
    return rss, pss


class MemoryProbe:
    """A Scrapy extension (lab only): every COMSPIDER_LAB_MEMORY_BATCH visits, one JSON
    line to COMSPIDER_LAB_MEMORY_FILE with the visits so far, RSS, PSS and (with
    COMSPIDER_LAB_MEMORY_TRACE) tracemalloc's largest growths since the line before."""

    def __init__(self, path: str, batch: int, trace: bool) -> None:
        self.path = Path(path)
        self.batch = max(1, batch)
        self.trace = trace
        self.visits = 0
        self.last: Any = None
        if trace:
            tracemalloc.start(int(os.environ.get("COMSPIDER_LAB_TRACE_FRAMES", "1")))

    @classmethod
    def from_crawler(cls, crawler: Any) -> MemoryProbe:
        from comspider.signals import visit_finished

        settings = crawler.settings
        probe = cls(
            settings.get("COMSPIDER_LAB_MEMORY_FILE"),
            settings.getint("COMSPIDER_LAB_MEMORY_BATCH", 100),
            settings.getbool("COMSPIDER_LAB_MEMORY_TRACE"),
        )
        crawler.signals.connect(probe.visited, signal=visit_finished)
        return probe

    def visited(self, **_: Any) -> None:
        self.visits += 1
        if self.visits % self.batch == 0:
            self.write()

    def write(self) -> None:
        import gc

        gc.collect()
        rss, pss = _own_memory_mb()
        line: dict[str, Any] = {"visits": self.visits, "rss_mb": round(rss, 1), "pss_mb": round(pss, 1)}
        if self.trace:
            snap = tracemalloc.take_snapshot().filter_traces(
                [tracemalloc.Filter(False, tracemalloc.__file__)]
            )
            if self.last is not None:
                stats = snap.compare_to(self.last, "traceback")
                line["growth"] = [
                    {
                        "kb": round(s.size_diff / 1024, 1),
                        "n": s.count_diff,
                        "where": s.traceback.format()[-6:],
                    }
                    for s in stats[:12]
                    if s.size_diff > 0
                ]
            self.last = snap
        with self.path.open("a", encoding="utf-8") as fh:
            fh.write(json.dumps(line) + "\n")


def pipelines_only(pages: int, batch: int) -> list[dict[str, Any]]:
    """The crawl's item pipelines (all but the last, which needs a running engine) in this
    process, with a SQLite crawl state, on ``pages`` hand-made articles of four hosts, as
    the crawl would hand them over (no browser): this process's RSS and the number of
    objects the garbage collector tracks, every ``batch`` pages."""
    import asyncio
    import gc

    from scrapy.exceptions import NotConfigured
    from scrapy.utils.misc import build_from_crawler, load_object
    from scrapy.utils.reactor import install_reactor

    from comspider.article import Article
    from comspider.items import PageItem
    from comspider.snapshots import InteractionReport, Snapshot
    from comspider_lab.hand_pages import article
    from comspider_lab.testing import comspider_crawler

    install_reactor("twisted.internet.asyncioreactor.AsyncioSelectorReactor")
    tmp = Path(tempfile.mkdtemp(prefix="comspider-long-run-pipelines-"))
    crawler = comspider_crawler(overrides={"COMSPIDER_STATE_PATH": str(tmp / "state.sqlite3")})
    crawler.stats.open_spider()
    order = sorted(crawler.settings.getdict("ITEM_PIPELINES").items(), key=lambda kv: kv[1])
    stages = []
    for path, _ in order[:-1]:
        try:
            stages.append(build_from_crawler(load_object(path), crawler))
        except NotConfigured:
            pass
    rows: list[dict[str, Any]] = []

    async def run() -> None:
        for i in range(1, pages + 1):
            url = f"http://{HOSTS[i % len(HOSTS)]}:8000/p{i}.html"
            item: Any = PageItem(
                article=Article(url=url),
                visit=1,
                visited_at="2026-11-28T10:00:00+00:00",
                final_url=url,
                snapshots=[Snapshot(url=url, html=article(f"The p{i} story"), kind="main")],
                report=InteractionReport(entry_point="static"),
            )
            for stage in stages:
                item = await stage.process_item(item)
            if i % batch == 0:
                gc.collect()
                rss, pss = _own_memory_mb()
                rows.append(
                    {
                        "visits": i,
                        "rss_mb": round(rss, 1),
                        "pss_mb": round(pss, 1),
                        "objects": len(gc.get_objects()),
                    }
                )
                print(json.dumps(rows[-1]), file=sys.stderr, flush=True)

    asyncio.run(run())
    return rows


def _slope(rows: list[dict[str, Any]], pages: int) -> None:
    half = [r for r in rows if r["visits"] > pages / 2]
    if len(half) >= 2:
        slope = (half[-1]["rss_mb"] - half[0]["rss_mb"]) / (half[-1]["visits"] - half[0]["visits"]) * 100
        print(f"\ngrowth after warm-up (second half): {slope:+.2f} MB per 100 pages")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--pages", type=int, default=1000, help="articles to visit (default 1000)")
    parser.add_argument("--batch", type=int, default=100, help="visits between two samples (default 100)")
    parser.add_argument("--trace", action="store_true", help="tracemalloc's largest growths per batch")
    parser.add_argument("--keep", action="store_true", help="keep the working folder")
    parser.add_argument(
        "--pipelines-only",
        action="store_true",
        help="the item pipelines in this process, without a browser or a crawl (RSS and objects)",
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m comspider_lab evaluate long_run", description=HELP)
    add_arguments(parser)
    args = parser.parse_args(argv)
    if args.pipelines_only:
        rows = pipelines_only(args.pages, args.batch)
        print(f"\n{args.pages} pages through the item pipelines in one process (no browser)\n")
        print("| pages | Python RSS (MB) | Python PSS (MB) | objects tracked by the GC |")
        print("|---|---|---|---|")
        for row in rows:
            print(f"| {row['visits']} | {row['rss_mb']:.1f} | {row['pss_mb']:.1f} | {row['objects']:,} |")
        _slope(rows, args.pages)
        return 0
    tmp = Path(tempfile.mkdtemp(prefix="comspider-long-run-"))
    per_host = (args.pages + len(HOSTS) - 1) // len(HOSTS)
    sites = [Site(ordinary([f"p{i}" for i in range(per_host)]), host=host) for host in HOSTS]
    urls = [site.url(f"/p{i}.html") for i in range(per_host) for site in sites][: args.pages]
    (tmp / "urls.txt").write_text("\n".join(urls) + "\n")
    samples = tmp / "memory.jsonl"
    crawl = Crawl(
        tmp / "crawl",
        {"urls_file": str(tmp / "urls.txt"), "schedule": "immediate"},
        {
            "CONCURRENT_REQUESTS": 8,
            "EXTENSIONS": {"comspider_lab.evaluation.long_run.MemoryProbe": 900},
            "COMSPIDER_LAB_MEMORY_FILE": str(samples),
            "COMSPIDER_LAB_MEMORY_BATCH": args.batch,
            "COMSPIDER_LAB_MEMORY_TRACE": args.trace,
        },
    )
    started = time.monotonic()
    try:
        run = crawl.run(timeout=6 * 3600)
    finally:
        for site in sites:
            site.close()
    rows = [json.loads(line) for line in samples.read_text().splitlines()] if samples.exists() else []
    print(
        f"\n{args.pages} pages in one process, {time.monotonic() - started:.0f} s, exit {run.returncode}; "
        f"peak PSS of the worker {run.peak_mb:.0f} MB (budget {BUDGET_MB})\n"
    )
    print("| pages visited | Python RSS (MB) | Python PSS (MB) |")
    print("|---|---|---|")
    for row in rows:
        print(f"| {row['visits']} | {row['rss_mb']:.1f} | {row['pss_mb']:.1f} |")
    _slope(rows, args.pages)
    if args.trace:
        for row in rows:
            for g in row.get("growth", [])[:5]:
                print(row["visits"], g["kb"], "KB", g["n"], " | ".join(g["where"]), file=sys.stderr)
    if args.keep:
        print(f"\nworking folder: {tmp}")
    return 0
