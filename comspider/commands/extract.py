"""`python -m comspider extract FILE|DIR|- [...]`: comments of saved pages as JSON lines.

Each line: ``file``, ``comment_id``, ``parent_id``, ``depth``, ``author``,
``published_at``, ``text``. ``--all-fields``: ``file``, then the whole comment record the
crawl and ``comspider.extract`` write (every key of docs/schema/records.schema.json's
comment: the article's metadata, ``language``, ``platform``...), then the record's
XPath and its section's index and score. Files are HTML, or
gzip-compressed HTML (known by its first bytes, whatever its name), or web archives
(``.warc``, ``.warc.gz``: each HTML response is a page, and its lines also carry its
``url``); a directory stands for the files under it, ``-`` for one page on stdin
(:mod:`._extract_sources`). A file that is not a page (binary data, plain text) is an
error, not "0 comments" (:mod:`comspider.saved_pages`). Comment sections are chosen by the
shipped section classifier (the project setting COMSPIDER_SECTION_CLASSIFIER's default).
``--jobs N`` extracts N pages at a time in worker processes (:mod:`._extract_workers`);
the lines come out in the same order and are the same bytes as with one. Exit status: 0
when every input was read, 1 when one failed (the others' lines are still written), 2 for
a usage error.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import logging
import os
import sys
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from functools import partial
from pathlib import Path
from typing import Any

from comspider.commands._extract_sources import Page, pages
from comspider.commands._extract_workers import in_order
from comspider.declared_time import WIDEST_OFFSET
from comspider.items import CommentItem
from comspider.page_comments import PageComment, default_scorer, extract_comments, page_records
from comspider.page_dates import parse_datetime
from comspider.records.invariants import DEFAULT_FS, DEFAULT_FT
from comspider.saved_pages import NotAPage, read_page, read_page_bytes

# One encoder for every line: json.dumps with options builds a new one per call.
_encode = json.JSONEncoder(ensure_ascii=False).encode

HELP = (
    "extract the comments of saved pages (.html, .html.gz) and web archives (.warc, .warc.gz) as JSON lines"
)
EPILOG = """\
output: one JSON line per comment on stdout: file (as typed; "-" for stdin), url (archived
pages only), comment_id, parent_id, depth, author, published_at, text. --all-fields: file
(and url), then the comment record the crawl writes (every key of its comment records,
language and platform included: docs/schema/records.schema.json), then xpath (the
comment's element), section_index (its section's number among those found on the page)
and section_score.
Log lines and, for more than one page, the summary ("N comments from M pages (K failed)")
go to stderr.

comment ids hash the article's URL: --url, else the page's canonical URL, else (a page
without one) the file's absolute path as a file:// URI, the same from any directory
("-" for stdin).

published_at is UTC; a time written without a time zone is on the page's clock (the offset
of the article's declared time, "2024-02-14T09:15:00+02:00"), else UTC.

exit status: 0 every input was read (even with no comments), 1 an input failed (missing,
unreadable, not an HTML page, not a web archive, a torn archive, a directory without pages:
one ERROR line each; the other inputs' lines are still written), 2 a usage error.
"""
log = logging.getLogger(__name__)


class _Files(argparse.Action):
    """The inputs; ``-`` at most once (stdin holds one page: a second read finds it empty)."""

    def __call__(
        self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any, option: Any = None
    ) -> None:
        if sum(1 for v in values if str(v) == "-") > 1:
            parser.error("- (the standard input) given more than once: it holds one page")
        setattr(namespace, self.dest, values)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.epilog = EPILOG
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.add_argument(
        "files",
        nargs="+",
        type=Path,
        action=_Files,
        metavar="FILE",
        help=".html, .htm or .html.gz (.htm.gz), .warc or .warc.gz; a directory: every such file under "
        "it, in path order; -: one page read from stdin",
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
        default="accepted",
        help="every section the crawler would keep (accepted, the default: what a crawl and "
        "comspider.extract give), the best-scoring one alone (best), or all",
    )
    parser.add_argument(
        "--min-score",
        type=_score,
        default=None,
        metavar="0..1",
        help="score (0 to 1) a section needs to count as comments, with --sections best|accepted "
        "(default: the crawl's, COMSPIDER_SECTION_THRESHOLD)",
    )
    parser.add_argument(
        "--reference-time",
        default=None,
        type=_iso_time,
        metavar="ISO",
        help="resolve relative dates ('3 hours ago') against this time "
        "(default: an archived page's WARC-Date, a saved page's modification time, now for stdin)",
    )
    parser.add_argument(
        "--url",
        default=None,
        help="article URL for the comment ids of saved pages (default: the page's canonical URL, else "
        "the file's absolute path as a file:// URI; an archived page has its own)",
    )
    # The two thresholds of record extraction with invariants (F_t and F_s in Chen, Meng
    # and Dragut, PVLDB 16(4), 2022), as comspider.records.invariants applies them.
    parser.add_argument(
        "--ft",
        type=partial(_at_least, 2),
        default=DEFAULT_FT,
        metavar="N",
        help="fewest times a piece of page structure must repeat to be read as a list of records "
        f"(comments, teasers...): lists shorter than this are not found (at least 2; default {DEFAULT_FT})",
    )
    parser.add_argument(
        "--fs",
        type=partial(_at_least, 1),
        default=DEFAULT_FS,
        metavar="N",
        help="fewest HTML elements such a repeated piece must have: higher ignores small repeats such "
        f"as lists of bare links, and comments of very simple markup (at least 1; default {DEFAULT_FS})",
    )
    parser.add_argument(
        "--all-fields",
        action="store_true",
        help="print the crawl's whole comment record (language, platform, the article's metadata, "
        "likes, ...) and xpath, section_index and section_score",
    )


def _score(spec: str) -> float:
    try:
        value = float(spec)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{spec!r} is not a number") from None
    if not 0.0 <= value <= 1.0:  # section scores are probabilities
        raise argparse.ArgumentTypeError(f"{spec}: a section's score is between 0 and 1")
    return value


def _at_least(least: int, spec: str) -> int:
    """A whole number of ``least`` or more (argparse names the option before the message)."""
    try:
        value = int(spec)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{spec!r} is not a whole number") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"{value} is too small; accepted: {least} or more")
    return value


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
        raise argparse.ArgumentTypeError(f"{n} is too small; accepted: 0 (one per CPU) or more")
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
    relative_at_mtime: bool = False  # relative dates read against the file's modification time


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
    done = failures = broken_files = comments = at_mtime = 0
    out = sys.stdout
    for page, result in results:
        if result.failure is not None:
            log.error("%s", result.failure)
            if page.whole_file:
                broken_files += 1
            else:
                done += 1
                failures += 1
            continue
        done += 1
        try:
            out.write("".join(result.lines))
            out.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:  # a full disk: one line, not a traceback
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())  # nothing left to flush at exit
            log.error("could not write the comments to the standard output: %s", exc.strerror or exc)
            return 1
        comments += len(result.lines)
        at_mtime += result.relative_at_mtime
        log.info("%s: %d comments", page.label, len(result.lines))
    if at_mtime:
        log.info(
            "relative dates ('3 hours ago') on %d page(s) were read against the file's modification "
            "time; give --reference-time when the page was saved at another time",
            at_mtime,
        )
    if done > 1 or (done and broken_files):
        said = [f"{failures} failed"] if failures else []
        if broken_files:
            said.append(f"{broken_files} file{'s' if broken_files > 1 else ''} not read to the end")
        log.info("%d comments from %d pages%s", comments, done, f" ({', '.join(said)})" if said else "")
    return 1 if failures or broken_files else 0


def _died(page: Page) -> _Result:
    return _Result([], f"extraction failed on {page.label}: its worker process died")


def _extract(page: Page, options: _Options) -> _Result:
    """One page's lines, or the line that says why there are none."""
    if page.failure is not None:
        return _Result([], page.failure)
    try:
        html = _html(page)
    except NotAPage as exc:
        return _Result([], f"{page.label}: {exc}{_gz_hint(page)}")
    except (OSError, ValueError) as exc:
        return _Result([], f"cannot read {page.label}: {exc}")
    # Without --reference-time or an archive's date: the file's modification time.
    at_mtime = options.reference_time is None and page.when is None and not page.from_stdin
    reference_time = (
        options.reference_time or page.when or (_file_time(page.path) if at_mtime else datetime.now(UTC))
    )
    article_url = page.url or options.url
    try:
        if options.all_fields:  # the crawl's comment records, as comspider.extract makes them
            records = page_records(
                html,
                CommentItem,
                url=article_url,
                fallback_url=_article_key(page),
                reference_time=reference_time,
                ft=options.ft,
                fs=options.fs,
                mode=options.sections,
                threshold=options.min_score,
            )
            comments = [pc for _, pc in records]
        else:
            comments = extract_comments(
                html,
                article_url=article_url,
                fallback_url=_article_key(page),
                reference_time=reference_time,
                ft=options.ft,
                fs=options.fs,
                mode=options.sections,
                threshold=options.min_score,
                details=False,  # only --all-fields prints the details
            )
    except Exception as exc:  # one bad page must not stop the others
        log.debug("extraction failed on %s", page.label, exc_info=True)
        return _Result([], f"extraction failed on {page.label}: {exc!r}")
    lines = []
    if options.all_fields:
        for item, pc in records:
            row = _where(page)
            row.update(dataclasses.asdict(item))
            row.update(xpath=pc.comment.xpath, section_index=pc.section, section_score=pc.section_score)
            lines.append(_encode(row) + "\n")
    else:
        for pc in comments:
            c = pc.comment
            row = _where(page)
            row.update(
                comment_id=pc.comment_id,
                parent_id=pc.parent_id,
                depth=c.depth,
                author=c.author,
                published_at=c.published_at,
                text=c.text,
            )
            lines.append(_encode(row) + "\n")
    return _Result(lines, relative_at_mtime=at_mtime and _has_relative_dates(comments, reference_time))


def _where(page: Page) -> dict[str, object]:
    """A line's first keys: the file as typed, and an archived page's own URL."""
    row: dict[str, object] = {"file": str(page.path)}
    if page.url is not None:
        row["url"] = page.url
    return row


def _html(page: Page) -> bytes:
    """The page's bytes: an archived page's as archived, stdin's and a file's gunzipped
    when they are gzip data and sniffed (NotAPage)."""
    if page.html is None:
        return read_page(page.path)
    return read_page_bytes(page.html) if page.from_stdin else page.html


def _gz_hint(page: Page) -> str:
    return " (nor gzip data, whatever its name)" if page.path.name.lower().endswith(".gz") else ""


def _article_key(page: Page) -> str:
    """What the comment ids hash when neither --url nor the page gives an address: the
    file's absolute path as a file:// URI, the same however the path was typed."""
    if page.from_stdin:
        return "-"
    try:
        return page.path.resolve().as_uri()
    except (OSError, ValueError, RuntimeError):
        return str(page.path)


def _has_relative_dates(comments: list[PageComment], reference_time: datetime, sample: int = 20) -> bool:
    """Do some of the page's dates depend on the reference time ("vor 2 Stunden",
    "yesterday")? Tried on the first ``sample`` distinct dates as written: a date read a
    day later that moves is relative, where the comment's time was read from it (not
    from a ``datetime`` attribute beside it: ``<time datetime="2024-05-01T09:00Z">vor 2
    Stunden</time>`` depends on no reference time)."""
    later = reference_time + timedelta(days=1)
    dated = {
        pc.comment.published_text: pc.comment.published_at for pc in comments if pc.comment.published_text
    }
    for text, published_at in list(dated.items())[:sample]:
        now, then = parse_datetime(text, reference_time), parse_datetime(text, later)
        if now is None or now == then or not published_at:
            continue
        # as far from the comment's time as a page's clock may be from UTC
        if abs(now - datetime.fromisoformat(published_at)) <= WIDEST_OFFSET:
            return True
    return False
