"""Python memory over a long crawl in one process: is it flat once warm?

    python -m comspider_lab evaluate long_run [--pages 1000] [--trace]

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


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--pages", type=int, default=1000, help="articles to visit (default 1000)")
    parser.add_argument("--batch", type=int, default=100, help="visits between two samples (default 100)")
    parser.add_argument("--trace", action="store_true", help="tracemalloc's largest growths per batch")
    parser.add_argument("--keep", action="store_true", help="keep the working folder")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m comspider_lab evaluate long_run", description=HELP)
    add_arguments(parser)
    args = parser.parse_args(argv)
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
    half = [r for r in rows if r["visits"] > args.pages / 2]
    if len(half) >= 2:
        slope = (half[-1]["rss_mb"] - half[0]["rss_mb"]) / (half[-1]["visits"] - half[0]["visits"]) * 100
        print(f"\ngrowth after warm-up (second half): {slope:+.2f} MB per 100 pages")
    if args.trace:
        for row in rows:
            for g in row.get("growth", [])[:5]:
                print(row["visits"], g["kb"], "KB", g["n"], " | ".join(g["where"]), file=sys.stderr)
    if args.keep:
        print(f"\nworking folder: {tmp}")
    return 0
