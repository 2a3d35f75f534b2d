"""Site wrappers on saved real pages (issue 27): does a wrapper learnt on one page of a
site find the next page's comments as the full method does, and at what cost?

    python -m comspider_lab evaluate wrappers_real [--part tune|report|all] [--pages]

dragnet's pages are grouped by site (the split's sites: blogspot.com and wordpress.com
stay one site each, whose blogs are then several templates of it) and read in the order
of their ids, each site's pages as one crawl of that site would see them: on each page
the site's wrapper is tried first, as the crawl's record stage does (a verified section
is taken as the page's comments, without mining); otherwise the full method runs (record
finding, the section classifier, the section decision); then the page's chosen sections
teach the site's wrappers, as the crawl's learning stage does. Every page is also read by
the full method alone, the crawl with ``COMSPIDER_WRAPPERS_ENABLED=false``.

Scored as ``evaluate real_pages`` scores dragnet (token F1 of author, date and text against
the annotators' lines; comments on a page without any make it a false page), on the pages
a wrapper could apply to: a site's second and later pages. CPU seconds of the wrapper
(signature, match, locate, verify) plus the fields, against the full method plus the
fields, on the documents where the wrapper hit, each timed once after an untimed run.
The wrappers' settings are the crawl's defaults; nothing was tuned on these pages.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from comspider_lab.evaluation._dragnet_split import load_split
from comspider_lab.evaluation._real_corpora import DragnetPage, dragnet_pages
from comspider_lab.evaluation._real_pages_scores import read_html, score_dragnet
from comspider_lab.paths import require_shared_data

VISITED_AT = datetime(2026, 11, 1, tzinfo=UTC)  # as evaluate real_pages


@dataclass
class PageOutcome:
    key: str
    site: str
    part: str
    has_comments: bool
    outcome: str  # the wrapper's: hit, miss, no_wrapper, unmatched, unknown (no template yet)
    f1_on: float | None = None  # with wrappers (pages with comments)
    f1_off: float | None = None
    n_on: int = 0
    n_off: int = 0
    cpu_wrapper: float | None = None  # on hits: wrapper + fields
    cpu_full: float | None = None  # on hits: full method + fields
    events: list[str] = field(default_factory=list)


class Reader:
    """The crawl's two ways of reading a document, with the shipped classifier."""

    def __init__(self) -> None:
        from comspider.crawl_settings import crawl_settings
        from comspider.page_comments import default_scorer
        from comspider.state.memory import MemoryWrapperStore
        from comspider.wrappers.service import SiteWrappers, WrapperConfig

        settings = crawl_settings()
        self.scorer = default_scorer()
        self.threshold = settings.getfloat("COMSPIDER_SECTION_THRESHOLD")
        self.wrappers = SiteWrappers(MemoryWrapperStore(), self.scorer, WrapperConfig.from_settings(settings))

    def full(self, root: Any) -> list[Any]:
        from comspider.records.invariants import find_sections
        from comspider.sections.selection import choose_sections

        sections = find_sections(root)
        for s in sections:
            s.comment_score = self.scorer.score(s)
        return choose_sections(sections, self.threshold)

    def texts(self, sections: list[Any], url: str) -> tuple[list[str | None], int]:
        from comspider.page_comments import comments_of_sections

        found = comments_of_sections(sections, article_url=url, reference_time=VISITED_AT, details=False)
        out: list[str | None] = []
        for pc in found:
            c = pc.comment
            out.extend((c.author, c.published_text, c.text))
        return out, len(found)

    def wrapped(self, root: Any, url: str) -> tuple[Any, list[Any]]:
        doc, found = self.wrappers.apply(root, url, reference_time=VISITED_AT)
        return doc, ([found] if found is not None else [])


def _cpu(fn: Any) -> float:
    fn()  # untimed: lazy loading and caches are not the method's cost
    started = time.process_time()
    fn()
    return time.process_time() - started


def read_site(reader: Reader, site: str, part: str, pages: Sequence[DragnetPage]) -> list[PageOutcome]:
    from comspider.records.dom import decode_html, parse_html

    out: list[PageOutcome] = []
    for page in pages:
        url = f"https://{site}/{page.id}"
        html = decode_html(read_html(page.path))
        root = parse_html(html)
        off = reader.full(root)
        doc, wrapped = reader.wrapped(root, url)
        on = wrapped or off
        texts_on, n_on = reader.texts(on, url)
        texts_off, n_off = reader.texts(off, url)
        row = PageOutcome(page.key, site, part, page.has_comments, doc.outcome, n_on=n_on, n_off=n_off)
        if page.has_comments and not page.doubtful:
            row.f1_on = score_dragnet(page, part, site, texts_on, n_on).f1
            row.f1_off = score_dragnet(page, part, site, texts_off, n_off).f1
        if wrapped:
            row.cpu_wrapper = _cpu(lambda r=root, u=url: reader.texts(reader.wrapped(r, u)[1], u))
            row.cpu_full = _cpu(lambda r=root, u=url: reader.texts(reader.full(r), u))
        row.events = reader.wrappers.record(doc, on, reference_time=VISITED_AT).events
        out.append(row)
    return out


def _mean(values: Sequence[float]) -> str:
    return f"{statistics.fmean(values):.3f}" if values else "–"


def table(rows: Sequence[PageOutcome], part: str) -> str:
    later = [r for r in rows if r.part == part or part == "all"]
    outcomes: dict[str, int] = defaultdict(int)
    for r in later:
        outcomes[r.outcome] += 1
    gold = [r for r in later if r.f1_on is not None]
    none = [r for r in later if not r.has_comments]
    hits = [r for r in later if r.cpu_wrapper is not None]
    changed = [r for r in gold if abs((r.f1_on or 0) - (r.f1_off or 0)) > 1e-9]
    lines = [
        f"| {part} | {len(later)} | "
        + ", ".join(f"{k} {v}" for k, v in sorted(outcomes.items()))
        + f" | {len(gold)} | {_mean([r.f1_off or 0.0 for r in gold])} | **{_mean([r.f1_on or 0.0 for r in gold])}** | "
        f"{sum(1 for r in changed if (r.f1_on or 0) > (r.f1_off or 0))} / "
        f"{sum(1 for r in changed if (r.f1_on or 0) < (r.f1_off or 0))} | "
        f"{sum(1 for r in none if r.n_off)}/{len(none)} | {sum(1 for r in none if r.n_on)}/{len(none)} | "
        + (
            f"{len(hits)} | {statistics.median(r.cpu_wrapper or 0 for r in hits) * 1000:.1f} | "
            f"{statistics.median(r.cpu_full or 0 for r in hits) * 1000:.1f}"
            if hits
            else "0 | – | –"
        )
        + " |"
    ]
    return "\n".join(lines)


HEADER = (
    "| part | later pages (a site's 2nd and after) | the wrapper on them | with comments (scored) "
    "| F1 full method | F1 with wrappers | pages better / worse with wrappers | false pages, full method "
    "| false pages, with wrappers | wrapper hits timed | wrapper + fields, median CPU ms "
    "| full method + fields, median CPU ms |\n|---|---:|---|---:|---:|---:|---|---:|---:|---:|---:|---:|"
)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m comspider_lab evaluate wrappers_real")
    parser.add_argument(
        "--data", type=Path, default=None, help="the shared data folder (default ../shared/data)"
    )
    parser.add_argument("--part", choices=("tune", "report", "all"), default="all")
    parser.add_argument("--pages", action="store_true", help="also print every page whose F1 changed")
    args = parser.parse_args(list(argv) if argv is not None else None)

    every = dragnet_pages((args.data or require_shared_data()).resolve())
    split = load_split(every)
    by_site: dict[str, list[DragnetPage]] = defaultdict(list)
    for page in every:
        if args.part == "all" or split.part(page) == args.part:
            by_site[split.site(page)].append(page)
    reader = Reader()
    rows: list[PageOutcome] = []
    started = time.monotonic()
    for site, pages in sorted(by_site.items()):
        if len(pages) < 2:
            continue
        read = read_site(reader, site, split.part(pages[0]), sorted(pages, key=lambda p: p.id))
        rows.extend(read[1:])  # a site's first page has no wrapper to try
    sites = sum(1 for pages in by_site.values() if len(pages) >= 2)
    print(
        f"dragnet, {sites} sites with 2 or more pages, {len(rows)} later pages; "
        f"{time.monotonic() - started:.0f} s\n"
    )
    print(HEADER)
    for part in ("tune", "report", "all") if args.part == "all" else (args.part,):
        print(table(rows, part))
    if args.pages:
        print("\n| page | site | wrapper | F1 full | F1 wrappers | comments full | comments wrappers |")
        print("|---|---|---|---:|---:|---:|---:|")
        for r in rows:
            if r.n_on != r.n_off or (r.f1_on or 0) != (r.f1_off or 0):
                f_on = "–" if r.f1_on is None else f"{r.f1_on:.3f}"
                f_off = "–" if r.f1_off is None else f"{r.f1_off:.3f}"
                print(f"| {r.key} | {r.site} | {r.outcome} | {f_off} | {f_on} | {r.n_off} | {r.n_on} |")
    return 0
