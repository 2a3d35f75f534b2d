"""The pages `comspider extract` reads: HTML files (plain or gzip), the HTML files under
a directory, and the HTML responses of web archives (WARC, plain or gzip).

A WARC record is a page when it is a ``response`` with status 200 or a ``resource``,
and its content type names HTML; its address (``WARC-Target-URI``) is the page's URL
(for the comment ids) and its ``WARC-Date`` the time relative dates are read against.
warcio (Webrecorder's reader) undoes chunked transfer and gzip/deflate/brotli content
encodings. An archive that breaks off (a torn download) gives its pages up to there and
one failure: a record shorter than its Content-Length is not taken for a page.
"""

from __future__ import annotations

import logging
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from warcio.archiveiterator import ArchiveIterator
from warcio.exceptions import ArchiveLoadFailed
from warcio.limitreader import LimitReader
from warcio.recordloader import ArcWarcRecord

log = logging.getLogger(__name__)

PAGE_SUFFIXES = (".html", ".htm", ".html.gz", ".htm.gz", ".xhtml")
ARCHIVE_SUFFIXES = (".warc", ".warc.gz")


@dataclass(frozen=True, slots=True)
class Page:
    """One page to extract (picklable: it may go to a worker process)."""

    path: Path  # the file it is, or that holds it
    url: str | None = None  # an archived page's address
    when: datetime | None = None  # when it was archived
    html: bytes | None = None  # an archived page's bytes; None: read the file
    failure: str | None = None  # the file could not be read (past this point)

    @property
    def label(self) -> str:
        return f"{self.path} {self.url}" if self.url else str(self.path)


def is_archive(path: Path) -> bool:
    return path.name.lower().endswith(ARCHIVE_SUFFIXES)


def pages(paths: list[Path]) -> Iterator[Page]:
    """The pages of the files named, of the files under the directories named (in path
    order, recursive) and of the web archives among them, in order."""
    for path in paths:
        if path.is_dir():
            found = sorted(
                p
                for p in path.rglob("*")
                if p.name.lower().endswith(PAGE_SUFFIXES + ARCHIVE_SUFFIXES) and p.is_file()
            )
            if not found:
                log.warning("no .html, .html.gz or .warc(.gz) file under %s", path)
        else:
            found = [path]
        for file in found:
            if is_archive(file):
                yield from archived_pages(file)
            else:
                yield Page(file)


def archived_pages(path: Path) -> Iterator[Page]:
    """The HTML pages a WARC file holds, in its order."""
    read = 0
    try:
        with path.open("rb") as fh:
            for record in ArchiveIterator(fh):
                page = _page_of(path, record)
                if not _complete(record):
                    url = record.rec_headers.get_header("WARC-Target-URI")
                    raise EOFError(f"the record of {url} is cut short")
                if page is not None:
                    read += 1
                    yield page
        if path.name.lower().endswith(".gz") and not _gzip_whole(path):
            raise EOFError("the file ends inside a compressed record")
    except (ArchiveLoadFailed, OSError, EOFError, zlib.error, ValueError) as exc:
        yield Page(path, failure=f"cannot read {path}{_after(read)}: {exc}")
    except Exception as exc:  # noqa: BLE001 - warcio on a malformed record: one line, not a crash
        yield Page(path, failure=f"cannot read {path}{_after(read)}: {exc!r}")


def _after(read: int) -> str:
    return f" after {read} pages" if read else ""


def _gzip_whole(path: Path) -> bool:
    """Does every gzip member of the file end? warcio stops quietly where a torn file
    ends inside a member's header; this second, output-free pass of zlib tells."""
    member = zlib.decompressobj(16 + zlib.MAX_WBITS)
    fed = False
    with path.open("rb") as fh:
        while chunk := fh.read(1 << 20):
            data = chunk
            while data:
                fed = True
                member.decompress(data, 1 << 22)  # output dropped, 4 MB at a time
                if member.eof:
                    data = member.unused_data
                    member = zlib.decompressobj(16 + zlib.MAX_WBITS)
                    fed = False
                else:
                    data = member.unconsumed_tail
    return not fed or member.eof


def _complete(record: ArcWarcRecord) -> bool:
    """Did the record hold all the bytes its Content-Length promised? (warcio ends a
    torn archive quietly: the last record is just shorter.)"""
    raw = record.raw_stream
    while raw.read(1 << 16):
        pass
    return not (isinstance(raw, LimitReader) and raw.limit > 0)


def _page_of(path: Path, record: ArcWarcRecord) -> Page | None:
    rec_type = record.rec_type
    headers = record.rec_headers
    if rec_type == "response":
        http = record.http_headers
        if http is None or http.get_statuscode() != "200":
            return None
        content_type = http.get_header("Content-Type") or ""
    elif rec_type == "resource":
        content_type = headers.get_header("Content-Type") or ""
    else:
        return None  # requests, metadata, revisits, warcinfo
    if "html" not in content_type.lower():
        return None
    html = record.content_stream().read()
    return Page(
        path, headers.get_header("WARC-Target-URI"), _warc_date(headers.get_header("WARC-Date")), html
    )


def _warc_date(value: str | None) -> datetime | None:
    if not value:
        return None
    try:
        when = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return when if when.tzinfo else when.replace(tzinfo=UTC)
