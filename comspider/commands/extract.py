"""`python -m comspider extract FILE|DIR [...]`: comments of saved pages as JSON lines.

Each line: ``file``, ``comment_id``, ``parent_id``, ``depth``, ``author``,
``published_at``, ``text`` (``--all-fields`` adds likes and dislikes, the date as
written, the author's profile link, the site's comment id, the permalink, whether it was
edited, the record's XPath and the section's score). Files are HTML, or gzip-compressed HTML
(``.gz``); a directory stands for the pages under it. Comment sections are chosen by the
shipped section classifier (the project setting COMSPIDER_SECTION_CLASSIFIER's default).
``--jobs N`` extracts N files at a time in worker processes; the lines come out in the
same order and are the same bytes as with one.
"""

from __future__ import annotations

import argparse
import gzip
import json
import logging
import multiprocessing
import os
import sys
from collections import deque
from collections.abc import Generator, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from comspider.extraction.invariants import DEFAULT_FS, DEFAULT_FT
from comspider.page_comments import default_scorer, extract_comments

# One encoder for every line: json.dumps with options builds a new one per call.
_encode = json.JSONEncoder(ensure_ascii=False).encode

HELP = "extract the comments of saved HTML pages (.html, .html.gz) as JSON lines"
log = logging.getLogger(__name__)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "files",
        nargs="+",
        type=Path,
        metavar="FILE",
        help=".html, .htm or .html.gz (.htm.gz); a directory: every such file under it, in name order",
    )
    parser.add_argument(
        "--jobs",
        "-j",
        type=_jobs,
        default=1,
        metavar="N",
        help="files extracted at a time, each in a worker process (0: one per CPU; default 1); "
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


def _jobs(spec: str) -> int:
    try:
        n = int(spec)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{spec!r} is not a number of jobs") from None
    if n < 0:
        raise argparse.ArgumentTypeError("--jobs must be 0 (one per CPU) or more")
    return n or os.cpu_count() or 1


_PAGE_SUFFIXES = (".html", ".htm", ".html.gz", ".htm.gz", ".xhtml")


def _pages(paths: list[Path]) -> Iterator[Path]:
    """The files named, and the pages under the directories named (sorted, recursive)."""
    for path in paths:
        if path.is_dir():
            found = sorted(
                p for p in path.rglob("*") if p.name.lower().endswith(_PAGE_SUFFIXES) and p.is_file()
            )
            if not found:
                log.warning("no .html or .html.gz file under %s", path)
            yield from found
        else:
            yield path


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
    paths = _pages(args.files)
    results = _in_workers(paths, options, jobs) if jobs > 1 else ((p, _extract(p, options)) for p in paths)
    files = failures = comments = 0
    out = sys.stdout
    for path, result in results:
        files += 1
        if result.failure is not None:
            log.error("%s", result.failure)
            failures += 1
            continue
        out.write("".join(result.lines))
        comments += len(result.lines)
        log.info("%s: %d comments", path, len(result.lines))
    if files > 1:
        log.info("%d comments from %d files%s", comments, files, f" ({failures} failed)" if failures else "")
    return 1 if failures and failures == files else 0


def _extract(path: Path, options: _Options) -> _Result:
    """One file's lines, or the line that says why there are none."""
    try:
        html = _read(path)
    except (OSError, EOFError, gzip.BadGzipFile) as exc:
        return _Result([], f"cannot read {path}: {exc}")
    try:
        comments = extract_comments(
            html,
            article_url=options.url,
            fallback_url=str(path),
            reference_time=_reference_time(options.reference_time, path),
            ft=options.ft,
            fs=options.fs,
            mode=options.sections,
            threshold=options.min_score,
            details=options.all_fields,  # only --all-fields prints them
        )
    except Exception as exc:  # one bad page must not stop the others
        log.debug("extraction failed on %s", path, exc_info=True)
        return _Result([], f"extraction failed on {path}: {exc!r}")
    lines = []
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


def _in_workers(paths: Iterator[Path], options: _Options, jobs: int) -> Iterator[tuple[Path, _Result]]:
    """``_extract`` of every path in ``jobs`` worker processes, yielded in input order; at
    most four files per worker wait in memory. A worker that dies (a crash, the OOM
    killer) takes its pool down with it: the files it had not finished are then tried
    one at a time, each in a process of its own, so that only the file that kills its
    process is reported (once), and the rest go on in a new pool."""
    # Fork where there is fork: the workers start with the modules (and the section
    # model, loaded here once) the parent has.
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    default_scorer()
    window: deque[tuple[Path, Future[_Result]]] = deque()
    pool = ProcessPoolExecutor(jobs, mp_context=context)
    try:
        for path in paths:
            window.append((path, pool.submit(_extract, path, options)))
            while len(window) >= jobs * 4:
                pool = yield from _drain_one(window, pool, options, jobs, context)
        while window:
            pool = yield from _drain_one(window, pool, options, jobs, context)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _drain_one(
    window: deque[tuple[Path, Future[_Result]]],
    pool: ProcessPoolExecutor,
    options: _Options,
    jobs: int,
    context: multiprocessing.context.BaseContext,
) -> Generator[tuple[Path, _Result], None, ProcessPoolExecutor]:
    """Yield the first file's result (all of the window's after a worker died); return
    the pool to go on with."""
    path, future = window.popleft()
    try:
        result = future.result()
    except BrokenProcessPool:
        pool.shutdown(wait=False, cancel_futures=True)
        window.appendleft((path, future))
        for p, f in list(window):
            if not (f.done() and not f.cancelled() and f.exception() is None):
                result = _alone(p, options, context)
            else:
                result = f.result()
            yield p, result
        window.clear()
        return ProcessPoolExecutor(jobs, mp_context=context)
    yield path, result
    return pool


def _alone(path: Path, options: _Options, context: multiprocessing.context.BaseContext) -> _Result:
    """``_extract`` of one file in a worker process of its own."""
    with ProcessPoolExecutor(1, mp_context=context) as solo:
        try:
            return solo.submit(_extract, path, options).result()
        except BrokenProcessPool:
            return _Result([], f"extraction failed on {path}: its worker process died")
