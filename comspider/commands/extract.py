"""`python -m comspider extract FILE|DIR [...]`: comments of saved pages as JSON lines.

Each line: ``file``, ``comment_id``, ``parent_id``, ``depth``, ``author``,
``published_at``, ``text`` (``--all-fields`` adds likes and dislikes, the date as
written, the author's profile link, the site's comment id, the permalink, whether it was
edited, the record's XPath and the section's score). Files are HTML, or gzip-compressed HTML
(``.gz``), or web archives (``.warc``, ``.warc.gz``: each HTML response is a page, and its
lines also carry its ``url``); a directory stands for the files under it
(:mod:`._extract_sources`). Comment sections are chosen by the shipped section classifier
(the project setting COMSPIDER_SECTION_CLASSIFIER's default). ``--jobs N`` extracts N
pages at a time in worker processes (:mod:`._extract_workers`); the lines come out in the
same order and are the same bytes as with one.
"""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import os
import sys
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from pathlib import Path

from comspider.commands._extract_sources import Page, pages
from comspider.commands._extract_workers import in_order
from comspider.extraction.invariants import DEFAULT_FS, DEFAULT_FT
from comspider.page_comments import default_scorer, extract_comments

# One encoder for every line: json.dumps with options builds a new one per call.
_encode = json.JSONEncoder(ensure_ascii=False).encode

HELP = (
    "extract the comments of saved pages (.html, .html.gz) and web archives (.warc, .warc.gz) as JSON lines"
)
log = logging.getLogger(__name__)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "files",
        nargs="+",
        type=Path,
        metavar="FILE",
        help=".html, .htm or .html.gz (.htm.gz), .warc or .warc.gz; a directory: every such file under "
        "it, in path order",
    )
    parser.add_argument(
        "--jobs",
        "-j",
        type=_jobs,
        default=1,
        metavar="N",
        help="pages extracted at a time, each in a worker process (0: one per CPU; default 1); "
        "the output is the same, in the same order",
    )
    parser.add_argument(
        "--sections",
        choices=("best", "accepted", "all"),
        default="best",
        help="the best-scoring section if it looks like comments (default), every section the crawler "
        "would keep (accepted), or all",
    )
    parser.add_argument(
        "--min-score",
        type=float,
        default=None,
        help="score a section needs with --sections best|accepted (default: the classifier's, 0.5)",
    )
    parser.add_argument(
        "--reference-time",
        default=None,
        type=_iso_time,
        metavar="ISO",
        help="resolve relative dates ('3 hours ago') against this time "
        "(default: an archived page's WARC-Date, a saved page's modification time)",
    )
    parser.add_argument(
        "--url",
        default=None,
        help="article URL for the comment ids of saved pages (default: the page's canonical URL, else "
        "the file path; an archived page has its own)",
    )
    parser.add_argument("--ft", type=int, default=DEFAULT_FT, help=f"F_t (default {DEFAULT_FT})")
    parser.add_argument("--fs", type=int, default=DEFAULT_FS, help=f"F_s (default {DEFAULT_FS})")
    parser.add_argument(
        "--all-fields",
        action="store_true",
        help="also print likes, dislikes, published_text, author_url, site_comment_id, permalink, "
        "edited, xpath, section and section_score",
    )


def _read(path: Path) -> bytes:
    data = path.read_bytes()
    if path.suffix == ".gz" or data[:2] == b"\x1f\x8b":
        return gzip.decompress(data)
    return data


def _iso_time(spec: str) -> datetime:
    """``--reference-time``: an ISO 8601 time (naive means UTC); anything else is a usage
    error (one line, exit status 2)."""
    try:
        when = datetime.fromisoformat(spec.strip().replace("Z", "+00:00"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{spec!r} is not an ISO 8601 time; accepted: e.g. 2026-11-20T14:00:00+01:00 or 2026-11-20"
        ) from None
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def _file_time(path: Path) -> datetime:
    """A saved page's modification time: when it was saved, as far as can be told."""
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return datetime.now(UTC)


def _jobs(spec: str) -> int:
    try:
        n = int(spec)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{spec!r} is not a number of jobs") from None
    if n < 0:
        raise argparse.ArgumentTypeError("--jobs must be 0 (one per CPU) or more")
    return n or os.cpu_count() or 1


@dataclass(frozen=True, slots=True)
class _Options:
    """What a worker needs of the command line (picklable)."""

    url: str | None
    reference_time: datetime | None
    ft: int
    fs: int
    sections: str
    min_score: float | None
    all_fields: bool


@dataclass(frozen=True, slots=True)
class _Result:
    lines: list[str]
    failure: str | None = None  # the one log line of a file that gave nothing


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except BrokenPipeError:  # `... | head`: the reader has had enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _run(args: argparse.Namespace) -> int:
    options = _Options(
        url=args.url,
        reference_time=args.reference_time,
        ft=args.ft,
        fs=args.fs,
        sections=args.sections,
        min_score=args.min_score,
        all_fields=args.all_fields,
    )
    jobs = getattr(args, "jobs", 1)
    work = partial(_extract, options=options)
    found = pages(args.files)
    if jobs > 1:
        default_scorer()  # loaded once, before the workers fork
        results = in_order(found, work, jobs, _died)
    else:
        results = ((page, work(page)) for page in found)
    done = failures = comments = 0
    out = sys.stdout
    for page, result in results:
        done += 1
        if result.failure is not None:
            log.error("%s", result.failure)
            failures += 1
            continue
        out.write("".join(result.lines))
        comments += len(result.lines)
        log.info("%s: %d comments", page.label, len(result.lines))
    if done > 1:
        log.info("%d comments from %d pages%s", comments, done, f" ({failures} failed)" if failures else "")
    return 1 if failures and failures == done else 0


def _died(page: Page) -> _Result:
    return _Result([], f"extraction failed on {page.label}: its worker process died")


def _extract(page: Page, options: _Options) -> _Result:
    """One page's lines, or the line that says why there are none."""
    if page.failure is not None:
        return _Result([], page.failure)
    try:
        html = page.html if page.html is not None else _read(page.path)
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        return _Result([], f"cannot read {page.path}: {exc}")
    try:
        comments = extract_comments(
            html,
            article_url=page.url or options.url,
            fallback_url=str(page.path),
            reference_time=options.reference_time or page.when or _file_time(page.path),
            ft=options.ft,
            fs=options.fs,
            mode=options.sections,
            threshold=options.min_score,
            details=options.all_fields,  # only --all-fields prints them
        )
    except Exception as exc:  # one bad page must not stop the others
        log.debug("extraction failed on %s", page.label, exc_info=True)
        return _Result([], f"extraction failed on {page.label}: {exc!r}")
    lines = []
    for pc in comments:
        c = pc.comment
        row: dict[str, object] = {"file": str(page.path)}
        if page.url is not None:
            row["url"] = page.url
        row.update(
            comment_id=pc.comment_id,
            parent_id=pc.parent_id,
            depth=c.depth,
            author=c.author,
            published_at=c.published_at,
            text=c.text,
        )
        if options.all_fields:
            row.update(
                likes=c.likes,
                dislikes=c.dislikes,
                published_text=c.published_text,
                author_url=c.author_url,
                site_comment_id=c.site_comment_id,
                permalink=c.permalink,
                edited=c.edited,
                xpath=c.xpath,
                section=pc.section,
                section_score=pc.section_score,
            )
        lines.append(_encode(row) + "\n")
    return _Result(lines)
