"""Article metadata with a bounded cost against trafilatura's whole-page metadata, on every
saved real page.

    python -m comspider_lab evaluate metadata_bounded [--shared-data ../shared/data] [--limit N]

"whole page" is what the crawler did before (trafilatura's ``extract_metadata`` over the
whole tree: title, author, URL, date, site name, categories, tags, licence; the page
parsed by lxml's default parser, as the crawl's metadata stage parsed it);
"bounded" is :func:`comspider.annotate.article_metadata.page_metadata` as the crawl and
``comspider.extract`` now call it: the title, URL, date and site name steps only, with
the records of the page's comment sections (the sections ``comspider.extract`` keeps) set
aside. Per corpus: pages where each field (title, publisher, publication time, language)
is the same; on the fundus pages, right publication day and title against Fundus's
expected parse for both; CPU milliseconds per page (median, p90, max, total) for both.
"""

from __future__ import annotations

import argparse
import gzip
import statistics
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from comspider_lab.evaluation.article_metadata import Page, _day, _norm, fundus_pages
from comspider_lab.progress import progress

FIELDS = ("title", "publisher", "published_at", "language")
REFERENCE = datetime(2024, 5, 1, tzinfo=UTC)


def whole_page(root: Any, url: str | None) -> dict[str, str | None]:
    """The metadata as the crawler read it before: trafilatura's ``extract_metadata`` on
    the whole tree."""
    from comspider.annotate.article_metadata import (
        DATE_FORMAT,
        _trafilatura,
        page_language,
        publication_time,
    )

    config = {
        "original_date": True,
        "extensive_search": True,
        "outputformat": DATE_FORMAT,
        "max_date": datetime.now(UTC).strftime("%Y-%m-%d"),
    }
    document = _trafilatura().extract_metadata(root, default_url=url, date_config=config)
    return {
        "title": document.title or None,
        "publisher": document.sitename or None,
        "published_at": publication_time(document.date),
        "language": page_language(root),
    }


@dataclass
class Corpus:
    name: str
    pages: int = 0
    same: dict[str, int] = field(default_factory=lambda: dict.fromkeys(FIELDS, 0))
    cpu_whole: list[float] = field(default_factory=list)
    cpu_bounded: list[float] = field(default_factory=list)
    with_comments: int = 0
    differences: list[str] = field(default_factory=list)


def _files(shared: Path) -> list[tuple[str, Path, str | None]]:
    out: list[tuple[str, Path, str | None]] = []
    for page in fundus_pages(shared):
        out.append(("fundus", page.path, page.url))
    out += [("trafilatura", p, None) for p in sorted((shared / "trafilatura" / "pages").glob("*.gz"))]
    out += [("dragnet", p, None) for p in sorted((shared / "dragnet" / "pages").glob("*.gz"))]
    return out


def compare(shared: Path, limit: int = 0) -> tuple[list[Corpus], dict[str, dict[str, int]]]:
    from lxml import html as lxml_html

    from comspider.annotate.article_metadata import comment_nodes, page_metadata
    from comspider.page_comments import extract_comments
    from comspider.records.dom import decode_html, parse_html
    from comspider.records.model import RecordSection

    expected: dict[Path, Page] = {p.path: p for p in fundus_pages(shared)}
    corpora: dict[str, Corpus] = {}
    truth = {name: {"pages": 0, "right_day": 0, "title": 0} for name in ("whole page", "bounded")}
    files = _files(shared)
    if limit:
        files = files[:limit]
    for corpus_name, path, url in progress(files, desc="metadata", unit="page"):
        corpus = corpora.setdefault(corpus_name, Corpus(corpus_name))
        html = gzip.decompress(path.read_bytes())
        root = parse_html(html)
        try:
            plain = lxml_html.document_fromstring(decode_html(html))
        except ValueError:  # an XML declaration: the crawl fell back to the shared parser
            plain = parse_html(html)
        chosen: list[RecordSection] = []
        extract_comments(
            root, article_url=url or "", reference_time=REFERENCE, chosen_out=chosen, details=False
        )
        nodes = comment_nodes(chosen)
        started = time.process_time()
        before = whole_page(plain, url)
        corpus.cpu_whole.append(time.process_time() - started)
        started = time.process_time()
        after = page_metadata(root, url, leave_out=nodes)
        corpus.cpu_bounded.append(time.process_time() - started)
        corpus.pages += 1
        corpus.with_comments += bool(nodes)
        for key in FIELDS:
            if before[key] == after[key]:
                corpus.same[key] += 1
            else:
                corpus.differences.append(f"{path.name} {key}: {before[key]!r} -> {after[key]!r}")
        page = expected.get(path)
        if page is not None:
            expected_day = page.expected_time.astimezone(UTC).date()
            for name, meta in (("whole page", before), ("bounded", after)):
                truth[name]["pages"] += 1
                truth[name]["right_day"] += _day(meta["published_at"])[0] == expected_day
                truth[name]["title"] += bool(page.expected_title) and _norm(meta["title"]) == _norm(
                    page.expected_title
                )
    return list(corpora.values()), truth


def _ms(values: list[float]) -> str:
    ordered = sorted(values)
    p90 = ordered[int(0.9 * (len(ordered) - 1))]
    return f"{statistics.median(ordered) * 1000:.1f} / {p90 * 1000:.1f} / {ordered[-1] * 1000:.0f}"


def main(argv: Sequence[str] | None = None) -> int:
    from comspider_lab.paths import require_shared_data

    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate metadata_bounded", description=__doc__
    )
    parser.add_argument("--shared-data", type=Path, default=None, help="default: ../shared/data")
    parser.add_argument("--limit", type=int, default=0, help="at most N pages (0: all)")
    parser.add_argument("--differences", action="store_true", help="list every page whose fields differ")
    args = parser.parse_args(argv)
    corpora, truth = compare(args.shared_data or require_shared_data(), args.limit)
    print(
        "\n| corpus | pages | with comment records | same title | same publisher | same time | same language "
        "| CPU ms whole page (median / p90 / max) | CPU ms bounded | CPU s whole / bounded |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---|---|---|")
    for c in corpora:
        print(
            f"| {c.name} | {c.pages} | {c.with_comments} | "
            + " | ".join(str(c.same[k]) for k in FIELDS)
            + f" | {_ms(c.cpu_whole)} | {_ms(c.cpu_bounded)} | {sum(c.cpu_whole):.1f} / {sum(c.cpu_bounded):.1f} |"
        )
    print("\nAgainst Fundus's expected parse (fundus pages):\n")
    print("| metadata | pages | right publication day | title |")
    print("|---|---:|---:|---:|")
    for name, row in truth.items():
        print(f"| {name} | {row['pages']} | {row['right_day']} | {row['title']} |")
    differences = [d for c in corpora for d in c.differences]
    print(f"\n{len(differences)} fields differ")
    for line in differences if args.differences else differences[:40]:
        print(f"- {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
