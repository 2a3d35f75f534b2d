"""One figure for every entry point: what a page of 57k elements and about 4,000 comments
costs more than a tiny page, in `comspider extract`, `comspider.extract` and a crawl's
pipelines, beside trafilatura's ``extract(include_comments=True)`` on the same pages in
the same run.

    python -m comspider_lab evaluate entry_costs [--repeat 5]

The pages are the extraction benchmark's (``comspider_lab.synthetic``): a tiny news page
with 3 comments and the flat template grown to 57k elements. Measured, in turns (one
round of every entry point on both pages, ``--repeat`` rounds after one warm-up round),
CPU seconds (user + system):

- ``comspider extract FILE``: the whole command, a process of its own (start-up included:
  it cancels out in the difference);
- ``comspider.extract(html)``: in this process: parsing, records, sections, fields, the
  article's metadata, the comments' language and the platform;
- the crawl's pipelines: a PageItem with the page as its snapshot through the item
  pipelines of ITEM_PIPELINES up to the last (records, sections, metadata, fields,
  de-duplication, platform, language), in this process, their threads included;
- the crawl's pipelines on the first page of a site (a new site each time: no site
  wrapper learnt yet, so the records are mined, and the wrapper stage learns one), then
  the same after the live comment detector read the same HTML (as a crawl's last
  detection does before its snapshot; the detection's own CPU is the browser phase's
  and not counted here): the records stage takes its parse and record sections
  (comspider/records/held_sections.py). On a site whose wrapper is learnt the detector
  answers from the wrapper and holds nothing;
- trafilatura: ``trafilatura.extract(html, include_comments=True)`` in this process.

The table gives the median CPU seconds per page, the 57k page's extra cost over the tiny
one, and that extra as a share of trafilatura's (the target: at most 0.15).
"""

from __future__ import annotations

import argparse
import asyncio
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

REFERENCE = "2024-05-01T00:00:00+00:00"


def _command_cpu(path: Path) -> float:
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(
        [sys.executable, "-m", "comspider", "extract", str(path), "--reference-time", REFERENCE],
        check=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def _cpu(fn: Callable[[], Any]) -> float:
    started = time.process_time()  # every thread of this process
    fn()
    return time.process_time() - started


class Pipelines:
    """The crawl's item pipelines, built as a crawl builds them, without the last one
    (emit needs a running engine)."""

    def __init__(self) -> None:
        from scrapy.exceptions import NotConfigured
        from scrapy.utils.misc import build_from_crawler, load_object
        from scrapy.utils.reactor import install_reactor

        from comspider_lab.testing import comspider_crawler

        install_reactor(
            "twisted.internet.asyncioreactor.AsyncioSelectorReactor"
        )  # Scrapy's components ask for it
        self.crawler = comspider_crawler(overrides={"COMSPIDER_BACKEND": "memory"})
        order = sorted(self.crawler.settings.getdict("ITEM_PIPELINES").items(), key=lambda kv: kv[1])
        self.stages = []
        for path, _ in order[:-1]:
            try:
                self.stages.append(build_from_crawler(load_object(path), self.crawler))
            except NotConfigured:  # off in this crawl (the replay's stage), as Scrapy leaves it out
                continue
        self.visits = 0

    def run(self, html: str, new_site: bool = False) -> None:
        asyncio.run(self._through(html, self._next_url(new_site)))

    def after_detection(self, html: str) -> float:
        """CPU seconds of the pipelines on the first page of a site, which the live
        detector has just read."""
        from comspider.interaction.detect import crawl_detector, detector_hits

        url = self._next_url(new_site=True)
        detector_hits(crawl_detector(self.crawler), html, url)
        return _cpu(lambda: asyncio.run(self._through(html, url)))

    def _next_url(self, new_site: bool = False) -> str:
        self.visits += 1  # a new article each time: de-duplication keeps every comment
        site = f"site-{self.visits}.example" if new_site else "news.example"
        return f"https://{site}/article-{self.visits}"

    async def _through(self, html: str, url: str) -> None:
        from comspider.article import Article
        from comspider.items import PageItem
        from comspider.snapshots import InteractionReport, Snapshot

        item: Any = PageItem(
            article=Article(url=url),
            visit=1,
            visited_at=REFERENCE,
            final_url=url,
            snapshots=[Snapshot(url=url, html=html, kind="main")],
            report=InteractionReport(entry_point="static"),
        )
        for stage in self.stages:
            item = await stage.process_item(item)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m comspider_lab evaluate entry_costs", description=__doc__)
    parser.add_argument("--repeat", type=int, default=5, help="rounds after one warm-up round")
    args = parser.parse_args(argv)

    import trafilatura

    import comspider
    from comspider_lab.synthetic import news_page, page_with_nodes

    pages = {
        "tiny": news_page(3, seed=0, template="flat", teasers=2).html,
        "57k": page_with_nodes(57000, template="flat").html,
    }
    pipelines = Pipelines()
    when = datetime(2024, 5, 1, tzinfo=UTC)
    entries: dict[str, Callable[[str, Path], float]] = {
        "`comspider extract` (command)": lambda html, path: _command_cpu(path),
        "`comspider.extract` (metadata, language)": lambda html, path: _cpu(
            lambda: comspider.extract(html, "https://news.example/a", visited_at=when)
        ),
        "the crawl's pipelines": lambda html, path: _cpu(lambda: pipelines.run(html)),
        "the crawl's pipelines, a site's first page": lambda html, path: _cpu(
            lambda: pipelines.run(html, True)
        ),
        "the same after the live detection": lambda html, path: pipelines.after_detection(html),
        "trafilatura `extract(include_comments=True)`": lambda html, path: _cpu(
            lambda: trafilatura.extract(html, include_comments=True)
        ),
    }
    cpu: dict[tuple[str, str], list[float]] = {(e, p): [] for e in entries for p in pages}
    with tempfile.TemporaryDirectory() as tmp:
        paths = {}
        for name, html in pages.items():
            paths[name] = Path(tmp) / f"{name}.html"
            paths[name].write_text(html, encoding="utf-8")
        for round_ in range(args.repeat + 1):
            for entry, measure in entries.items():
                for name, html in pages.items():
                    seconds = measure(html, paths[name])
                    if round_:  # the first round warms up (imports, models, caches)
                        cpu[(entry, name)].append(seconds)
            print(f"# round {round_} of {args.repeat}", file=sys.stderr, flush=True)
    median = {key: statistics.median(values) for key, values in cpu.items()}
    spread = {key: (min(values), max(values)) for key, values in cpu.items()}
    peer = next(e for e in entries if e.startswith("trafilatura"))
    peer_extra = median[(peer, "57k")] - median[(peer, "tiny")]
    print(f"\nCPU s per page, median of {args.repeat} interleaved rounds (min-max in brackets)\n")
    print(
        "| entry point | tiny page | 57k-element page | extra for the 57k page | extra / trafilatura's extra |"
    )
    print("|---|---|---|---|---|")
    for entry in entries:
        tiny, big = median[(entry, "tiny")], median[(entry, "57k")]
        lo, hi = spread[(entry, "57k")]
        extra = big - tiny
        print(
            f"| {entry} | {tiny:.3f} | {big:.3f} ({lo:.2f}-{hi:.2f}) | {extra:+.3f} | "
            f"{extra / peer_extra:.3f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
