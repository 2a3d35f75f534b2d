"""Article metadata on real news pages: trafilatura/htmldate (what the crawler uses,
comspider.annotate.article_metadata) against the hand-written extractor it replaced
(comspider_lab.baselines.handwritten_metadata).

    python -m comspider_lab evaluate article_metadata [--shared-data ../shared/data]

The pages: the 258 fundus test pages (../shared/data/fundus, 181 publishers, 41
countries); the expected values: Fundus's own parse of each page (``<Publisher>.json``,
one entry per page, in the order of the page files' dates). Per extractor: pages with a
publication time; right day (the extracted time's UTC date, or the extracted bare date,
equals the expected UTC date); within a day (the page's time zone can move a bare date);
right to the minute (pages that give a time); title equal to the expected one (case and
whitespace ignored); median and p90 milliseconds per page.
"""

from __future__ import annotations

import argparse
import gzip
import json
import statistics
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path
from typing import Any

from comspider_lab.progress import progress


@dataclass
class Page:
    path: Path
    url: str
    expected_time: datetime
    expected_title: str


def fundus_pages(shared: Path) -> list[Page]:
    pages: list[Page] = []
    root = shared / "fundus"
    for country in sorted(p for p in root.iterdir() if p.is_dir()):
        meta = json.loads((country / "meta.info").read_text("utf-8"))
        by_publisher: dict[str, list[Path]] = {}
        for path in sorted(country.glob("*.html.gz")):
            by_publisher.setdefault(path.name.rsplit("_", 3)[0], []).append(path)
        for publisher, files in sorted(by_publisher.items()):
            expected = json.loads((country / f"{publisher}.json").read_text("utf-8"))
            for path, entry in zip(sorted(files), expected.values(), strict=True):
                when = datetime.fromisoformat(entry["publishing_date"])
                when = when if when.tzinfo else when.replace(tzinfo=UTC)
                pages.append(Page(path, meta[path.name]["url"], when, entry.get("title") or ""))
    return pages


def _day(value: str | None) -> tuple[date | None, datetime | None]:
    """(calendar day, timestamp if any) of an extracted publication time."""
    if not value:
        return None, None
    text = value.strip().replace("Z", "+00:00")
    try:
        when = datetime.fromisoformat(text)
    except ValueError:
        return None, None
    if "T" not in text and " " not in text:
        return when.date(), None
    when = when if when.tzinfo else when.replace(tzinfo=UTC)
    return when.astimezone(UTC).date(), when


def _norm(text: str | None) -> str:
    return " ".join((text or "").split()).casefold()


def evaluate(pages: list[Page], extract: Callable[[str, str], dict[str, Any]], name: str) -> dict[str, Any]:
    found = right = near = timed = minute = titles = 0
    times: list[float] = []
    for page in progress(pages, desc=name, unit="page"):
        html = gzip.decompress(page.path.read_bytes()).decode("utf-8", "replace")
        started = time.perf_counter()
        meta = extract(html, page.url)
        times.append((time.perf_counter() - started) * 1000)
        day, stamp = _day(meta.get("published_at"))
        expected_day = page.expected_time.astimezone(UTC).date()
        if day is not None:
            found += 1
            right += day == expected_day
            near += abs((day - expected_day).days) <= 1
        if stamp is not None:
            timed += 1
            minute += abs((stamp - page.expected_time).total_seconds()) < 60
        titles += bool(page.expected_title) and _norm(meta.get("title")) == _norm(page.expected_title)
    ordered = sorted(times)
    return {
        "name": name,
        "pages": len(pages),
        "found": found,
        "right_day": right,
        "within_a_day": near,
        "with_time": timed,
        "right_minute": minute,
        "title": titles,
        "ms_median": statistics.median(ordered),
        "ms_p90": ordered[int(0.9 * (len(ordered) - 1))],
    }


def main(argv: Sequence[str] | None = None) -> int:
    from lxml import html as lxml_html

    from comspider.annotate.article_metadata import page_metadata
    from comspider_lab.baselines.handwritten_metadata import page_metadata as handwritten
    from comspider_lab.paths import require_shared_data

    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate article_metadata", description=__doc__
    )
    parser.add_argument("--shared-data", type=Path, default=None, help="default: ../shared/data")
    args = parser.parse_args(argv)
    pages = fundus_pages(args.shared_data or require_shared_data())
    rows = [
        evaluate(
            pages, lambda html, url: handwritten(lxml_html.document_fromstring(html)), "hand-written (before)"
        ),
        evaluate(pages, page_metadata, "trafilatura/htmldate (now)"),
    ]
    print(f"{len(pages)} fundus pages\n")
    print(
        "| extractor | date found | right day | within a day | with a time | right to the minute | title | ms median | ms p90 |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {r['name']} | {r['found']} | {r['right_day']} | {r['within_a_day']} | {r['with_time']} | "
            f"{r['right_minute']} | {r['title']} | {r['ms_median']:.1f} | {r['ms_p90']:.1f} |"
        )
    return 0
