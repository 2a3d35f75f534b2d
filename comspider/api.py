"""comspider from Python: comments of a saved page, and a crawl as an iterator.

    import comspider

    for c in comspider.extract(html, url="https://example.org/news/1"):
        print(c.author, c.published_at, c.language, c.text)

    for record in comspider.crawl(urls=["https://example.org/news/1"], max_articles=10):
        print(record["author"], record["text"])

    for url, comments in comspider.extract_archive("crawl.warc.gz"):
        print(url, len(comments))

:func:`extract` runs the crawl's extraction (record sections, the section classifier,
comment fields, the article's metadata, the comment's language, the platform) on one
page, in this process, without a browser: the page as it is, nothing clicked. A
:class:`Comment` has the fields of a comment record (docs/schema/records.schema.json).
:func:`extract_archive` does the same for every HTML page of a web archive (WARC).

:func:`crawl` runs the real crawl (``comspider crawl``, with Chromium) in a child process
and yields each record as it is written, so a ``for`` loop sees comments while the crawl
goes on; leaving the loop early stops the crawl.
"""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Mapping, Sequence
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from comspider.items import CommentItem
from comspider.log_relay import LogRelay
from comspider.page_comments import page_records
from comspider.saved_pages import page_bytes
from comspider.spiders.arguments import SpiderArguments
from comspider.state import undelivered
from comspider.web_archives import ArchiveError, archived_pages

__all__ = [
    "ArchiveError",
    "Comment",
    "CrawlError",
    "UnknownOptionError",
    "crawl",
    "extract",
    "extract_archive",
]

CRAWL_OPTIONS = (
    "feed",
    "urls_file",
    "country",
    "language",
    "topic",
    "query",
    "max_articles",
    "schedule",
    "watch",
)


@dataclasses.dataclass(slots=True, kw_only=True)
class Comment(CommentItem):
    """One comment, with the fields of a comment record (``type``, ``schema_version``,
    ``article_url``, ``comment_id``, ``parent_id``, ``depth``, ``author``, ``author_url``,
    ``published_at``, ``published_text``, ``edited``, ``text``, ``language``, ``likes``,
    ``dislikes``, ``platform``, ``site_comment_id``, ``permalink``, ``section``...)."""

    def to_dict(self) -> dict[str, Any]:
        """The record as the crawl writes it (a JSON-ready dict)."""
        return dataclasses.asdict(self)


class CrawlError(RuntimeError):
    """The crawl process failed: it could not start, every page failed, none of its
    sources could be read, or a feed could not be written (``status``: its exit status,
    as ``comspider crawl`` gives it). The message ends with the last lines of its log."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


class UnknownOptionError(ValueError, TypeError):
    """An option :func:`crawl` does not take. A ValueError, as every bad argument of
    :func:`crawl` is; also the TypeError Python raises for an unexpected keyword
    argument, so code written for either catches it."""


def _when(value: datetime | str | None) -> datetime:
    if value is None:
        return datetime.now(UTC)
    if isinstance(value, str):
        try:
            when = datetime.fromisoformat(value.replace("Z", "+00:00"))
        except ValueError:
            raise ValueError(
                f"extract() takes visited_at as a datetime or an ISO 8601 time such as "
                f"'2026-11-20T12:00:00Z', not {value[:80]!r}"
            ) from None
    elif isinstance(value, datetime):
        when = value
    else:
        raise TypeError(
            f"extract() takes visited_at as a datetime or an ISO 8601 str, not {type(value).__name__}"
        )
    return when if when.tzinfo else when.replace(tzinfo=UTC)


def extract(
    html: str | bytes, url: str | None = None, *, visited_at: datetime | str | None = None
) -> list[Comment]:
    """The comments of one page.

    ``html``: the page as text, or as bytes (decoded as the crawl decodes them: a BOM,
    UTF-8, the declared charset; gzip data, as in a ``.html.gz`` file, is decompressed,
    up to 100 MB). ``url``: the article's URL (comment ids hash it; default: the page's
    canonical URL). ``visited_at``: when the page was saved; relative dates ("2 hours
    ago") are resolved against it (default: now); a time written without a time zone is
    on the page's clock, the offset of the article's declared time ("...+02:00"), else UTC.

    Every comment section a crawl of the page would keep is read (a page may hold two).
    A page without comments, or bytes that are not a page, give an empty list.
    Errors: TypeError when ``html`` is neither ``str`` nor ``bytes`` (None, a file
    object, a path), or a ``str`` that is no markup (no ``<`` at all: a file's path or a
    URL, ``"page.html"``) or names an existing file, and when ``url`` is no ``str`` or
    ``visited_at`` neither a datetime nor a ``str``; ValueError for gzip bytes that are
    corrupt, cut short or larger than 100 MB decompressed, and for a ``visited_at`` that
    is no ISO 8601 time.
    """
    if not isinstance(html, str | bytes | bytearray):
        what = "a path" if isinstance(html, os.PathLike) else type(html).__name__
        raise TypeError(
            f"extract() takes the page's HTML as str or bytes, not {what}; for a saved file: "
            "extract(Path(file).read_bytes()); for a web archive: extract_archive(path)"
        )
    if isinstance(html, str) and _names_a_file(html):
        raise TypeError(
            f"extract() takes the page's HTML as str or bytes, not a path or URL ({html[:80]!r} has no "
            "markup); for a saved file: extract(Path(file).read_bytes()), or `comspider extract FILE` "
            "from the command line; for a web archive: extract_archive(path)"
        )
    if url is not None and not isinstance(url, str):
        raise TypeError(f"extract() takes url as a str (the article's address), not {type(url).__name__}")
    when = _when(visited_at)
    if isinstance(html, bytes | bytearray):
        html = page_bytes(bytes(html))  # gzip undone, within the size cap
    # every comment section the crawl keeps (two widgets, a highlighted thread beside the
    # whole one), as a crawl of the page writes them: not only the likeliest section
    records = page_records(html, Comment, url=url, reference_time=when, mode="accepted")
    return [comment for comment, _ in records]


def _names_a_file(text: str) -> bool:
    """A str given as the page that is no markup: a file's path or a URL (no '<' at all),
    or the name of a file that exists. Empty text is an empty page; HTML, fragments
    included, always has a '<'."""
    if not text.strip():
        return False
    if "<" not in text:
        return True
    if len(text) > 4096 or "\n" in text:
        return False
    try:
        return Path(text).is_file()
    except (OSError, ValueError):
        return False


def extract_archive(path: str | os.PathLike[str]) -> Iterator[tuple[str | None, list[Comment]]]:
    """``(url, comments)`` for every HTML page of a web archive (``.warc``, ``.warc.gz``),
    in the archive's order: each page as :func:`extract` reads it, with its own address
    (``WARC-Target-URI``) and archiving time (``WARC-Date``). An archive that breaks off
    raises :class:`ArchiveError` after its last whole page (``.pages`` of them)."""
    for page in archived_pages(Path(path)):
        yield page.url, extract(page.html, page.url, visited_at=page.when)


def crawl(
    urls: str | Sequence[str] | None = None,
    feed_url: str | Sequence[str] | None = None,
    *,
    settings: Mapping[str, Any] | None = None,
    visits: bool = False,
    log_file: str | os.PathLike[str] | None = None,
    **options: Any,
) -> Iterator[dict[str, Any]]:
    """Crawl and yield each comment record (a dict, as the JSON Lines feed has it) as
    soon as it is written; with ``visits=True`` the visit records and the moderation
    records (``comment_removed``, ``comment_edited``) too (``type`` tells them apart).

    ``options`` are the spider's arguments: ``feed`` (``"google"``, ``"none"``),
    ``urls_file``, ``country``, ``language``, ``topic``, ``query``, ``max_articles``,
    ``schedule``, ``watch``. ``settings``: any
    Scrapy or comspider setting (``{"COMSPIDER_MAX_CLICKS": 3}``). ``log_file``: where
    the crawl's log goes (default: a temporary file, quoted in :class:`CrawlError`).

    Like ``comspider crawl`` it keeps the crawl state under the working directory, so a
    second call does not visit the same pages or yield the same comments again; a
    caller that leaves the loop early (or raises in it) stops the crawl, and what the
    crawl wrote that the caller did not take is yielded first by the next call
    (comspider.state.undelivered); ``settings={"COMSPIDER_BACKEND": "memory"}`` keeps nothing. The crawl's warnings and
    errors are logged again on the ``comspider.crawl`` logger as they are written.

    Bad arguments raise ValueError before anything starts: a bad value
    (comspider.spiders.arguments.ArgumentError), an unknown option
    (:class:`UnknownOptionError`, also a TypeError), or a misspelt ``COMSPIDER_*``
    setting or a bad value of one, in ``settings`` or the environment
    (comspider.commands._setting_values.SettingValueError).
    """
    unknown = sorted(set(options) - set(CRAWL_OPTIONS))
    if unknown:
        raise UnknownOptionError(
            f"crawl() got unknown option(s) {', '.join(unknown)}; valid: urls, feed_url, "
            f"{', '.join(CRAWL_OPTIONS)}, settings, visits, log_file"
        )
    kwargs: dict[str, str] = {}
    for name, value in (("urls", urls), ("feed_url", feed_url), *options.items()):
        if value is None or value is False:
            continue
        if isinstance(value, (list, tuple)):  # one per line: commas stay in their URLs
            value = "\n".join(str(v) for v in value)
        kwargs[name] = "true" if value is True else str(value)
    SpiderArguments.parse(dict(kwargs))
    # Scrapy's settings load when a crawl is asked for, not on `import comspider`
    from comspider.commands._setting_values import check_settings  # noqa: PLC0415
    from comspider.crawl_settings import crawl_settings  # noqa: PLC0415

    check_settings(crawl_settings(dict(settings or {})))
    return _run(kwargs, dict(settings or {}), visits, log_file)


def _command(kwargs: dict[str, str], settings: dict[str, Any], output: Path, log: Path) -> list[str]:
    cmd = [sys.executable, "-m", "comspider", "crawl", "--output", str(output), "--log-file", str(log)]
    for name, value in kwargs.items():
        cmd += ["--watch"] if name == "watch" else [f"--{name.replace('_', '-')}", value]
    for name, value in settings.items():
        text = value if isinstance(value, str) else json.dumps(value)
        cmd += ["-s", f"{name}={text}"]
    return cmd


def _run(
    kwargs: dict[str, str], settings: dict[str, Any], visits: bool, log_file: str | os.PathLike[str] | None
) -> Iterator[dict[str, Any]]:
    keep = undelivered.folder_for(settings)
    if keep is not None:  # what earlier calls' callers did not take, first
        for record, earlier, offset in undelivered.leftovers(keep):
            earlier.taken(offset)
            if visits or record.get("type") == "comment":
                yield record
    with tempfile.TemporaryDirectory(prefix="comspider-crawl-") as folder:
        delivery = undelivered.Delivery.new(keep) if keep is not None else None
        output = delivery.path if delivery is not None else Path(folder) / "records.jsonl"
        log = Path(log_file) if log_file is not None else Path(folder) / "crawl.log"
        output.touch()
        errors = Path(folder) / "stderr.txt"
        with errors.open("w", encoding="utf-8") as stderr:
            process = subprocess.Popen(
                _command(kwargs, settings, output, log),
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=stderr,
            )
        relay = LogRelay(log)
        with output.open("rb") as feed:
            if delivery is not None:
                undelivered.held(feed)  # no other call takes it while this one runs
            try:
                offset = 0
                while True:
                    relay.poll()
                    running = process.poll() is None
                    read = False
                    for record, end in undelivered.records(feed, offset):
                        read, offset = True, end
                        if delivery is not None:
                            delivery.taken(end)  # the caller has it once yielded
                        if visits or record.get("type") == "comment":
                            yield record
                    if not running and not read:
                        break
                    if not read:
                        time.sleep(0.2)
            finally:
                _stop(process)  # a caller that left the loop: what the crawl still writes is kept
        relay.poll()
        if delivery is not None:
            delivery.done()
        if process.returncode != 0:
            tail = _tail(log) or _tail(errors)
            raise CrawlError(
                f"the crawl ended with exit status {process.returncode}:\n{tail}", process.returncode
            )


def _tail(path: Path, lines: int = 20) -> str:
    try:
        return "\n".join(path.read_text("utf-8", errors="replace").splitlines()[-lines:])
    except OSError:
        return ""


def _stop(process: subprocess.Popen[bytes]) -> None:
    """Stop a crawl still running (the caller left the loop): Scrapy closes cleanly on
    SIGINT; kill it if it takes too long."""
    if process.poll() is None:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=60)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
