"""`python -m comspider extract FILE [FILE ...]`: comments of saved pages as JSON lines.

Each line: ``file``, ``comment_id``, ``parent_id``, ``depth``, ``author``,
``published_at``, ``text`` (``--all-fields`` adds likes and dislikes, the date as
written, the author's profile link, the site's comment id, the permalink, whether it was
edited, the record's XPath and the section's score). Files are HTML, or gzip-compressed HTML
(``.gz``). Comment sections are chosen by the shipped section classifier (the project
setting COMSPIDER_SECTION_CLASSIFIER's default).
"""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import os
import sys
from datetime import UTC, datetime
from pathlib import Path

from comspider.extraction.invariants import DEFAULT_FS, DEFAULT_FT
from comspider.page_comments import extract_comments

HELP = "extract the comments of saved HTML pages (.html, .html.gz) as JSON lines"
log = logging.getLogger(__name__)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("files", nargs="+", type=Path, metavar="FILE", help=".html or .html.gz")
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
        "(default: the file's modification time)",
    )
    parser.add_argument(
        "--url",
        default=None,
        help="article URL for the comment ids (default: the page's canonical URL, else the file path)",
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


def _reference_time(spec: datetime | None, path: Path) -> datetime:
    if spec is not None:
        return spec
    try:
        return datetime.fromtimestamp(path.stat().st_mtime, UTC)
    except OSError:
        return datetime.now(UTC)


def run(args: argparse.Namespace) -> int:
    try:
        return _run(args)
    except BrokenPipeError:  # `... | head`: the reader has had enough
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def _run(args: argparse.Namespace) -> int:
    failures = 0
    out = sys.stdout
    for path in args.files:
        try:
            html = _read(path)
        except (OSError, EOFError, gzip.BadGzipFile) as exc:
            log.error("cannot read %s: %s", path, exc)
            failures += 1
            continue
        try:
            comments = extract_comments(
                html,
                article_url=args.url,
                fallback_url=str(path),
                reference_time=_reference_time(args.reference_time, path),
                ft=args.ft,
                fs=args.fs,
                mode=args.sections,
                threshold=args.min_score,
                details=args.all_fields,  # only --all-fields prints them
            )
        except Exception as exc:  # one bad page must not stop the others
            log.exception("extraction failed on %s: %s", path, exc)
            failures += 1
            continue
        for pc in comments:
            c = pc.comment
            row: dict[str, object] = {
                "file": str(path),
                "comment_id": pc.comment_id,
                "parent_id": pc.parent_id,
                "depth": c.depth,
                "author": c.author,
                "published_at": c.published_at,
                "text": c.text,
            }
            if args.all_fields:
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
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
        log.info("%s: %d comments", path, len(comments))
    return 1 if failures and failures == len(args.files) else 0
