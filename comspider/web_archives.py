"""The HTML pages a web archive (WARC, plain or gzip) holds.

A record is a page when it is a ``response`` with status 200 or a ``resource``, and its
content type names HTML; its address (``WARC-Target-URI``) is the page's URL and its
``WARC-Date`` when it was archived. warcio (Webrecorder's reader) undoes chunked transfer
and gzip/deflate/brotli content encodings. warcio ends a torn archive quietly; here a
record shorter than its Content-Length, or a gzip member that never ends, raises
:class:`ArchiveError` after the last whole page.
"""

from __future__ import annotations

import logging
import zlib
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from comspider.saved_pages import is_gzip

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from warcio.recordloader import ArcWarcRecord

SUFFIXES = (".warc", ".warc.gz")


class ArchiveError(OSError):
    """The archive cannot be read (past ``pages`` pages)."""

    def __init__(self, message: str, pages: int) -> None:
        super().__init__(message)
        self.pages = pages


@dataclass(frozen=True, slots=True)
class ArchivedPage:
    url: str | None
    when: datetime | None
    html: bytes


# How a WARC file (or warcio's other format, ARC) begins, once gunzipped.
_STARTS = (b"WARC/", b"filedesc://")


def is_archive(path: Path) -> bool:
    """Named as a web archive (.warc, .warc.gz), or a file that begins as one."""
    return path.name.lower().endswith(SUFFIXES) or (path.is_file() and _begins_as_archive(path))


def _first_bytes(path: Path, size: int = 64) -> bytes:
    """The file's first bytes, gunzipped if it is gzip data (whatever its name)."""
    with path.open("rb") as fh:
        head = fh.read(4096)
    if is_gzip(head):
        try:
            head = zlib.decompressobj(16 + zlib.MAX_WBITS).decompress(head, size)
        except zlib.error:
            pass  # not gzip after all: the bytes as they are
    return head.lstrip(b"\r\n")[:size]


def _begins_as_archive(path: Path) -> bool:
    try:
        return _first_bytes(path).startswith(_STARTS)
    except OSError:
        return False  # its reader will say why


#: The address prefix of the records comspider's crawl archive adds to each response
#: (comspider.archive.records: the rendered DOM snapshots, screenshots, boxes, the visit):
#: not pages of their own. `comspider replay` reads them as the crawl did.
COMSPIDER_RECORDS = "urn:comspider:"


def archived_pages(path: Path) -> Iterator[ArchivedPage]:
    """The HTML pages of a WARC file, in its order: each status-200 HTML response, and
    each HTML resource record but comspider's own (:data:`COMSPIDER_RECORDS`)."""
    # warcio takes 30 ms to import: only a command or a call that reads an archive pays it.
    from warcio.archiveiterator import ArchiveIterator  # noqa: PLC0415
    from warcio.exceptions import ArchiveLoadFailed  # noqa: PLC0415

    read = 0
    try:
        # warcio reads some text files as records of nothing (no error, no page) and
        # quotes a whole binary "first line" in its error: one short error instead.
        head = _first_bytes(path)
        if not head.startswith(_STARTS):
            seen = f"it begins {head[:24]!r}" if head.strip() else "it is empty"
            if head.lstrip()[:1] == b"<":
                seen += " (an HTML page? name it .html)"
            raise ArchiveError(f"{path} is not a web archive (WARC): {seen}", 0)
        comspiders = 0
        with path.open("rb") as fh:
            for record in ArchiveIterator(fh):
                comspiders += _comspiders(record)
                page = _page_of(record)
                if not _complete(record):
                    url = record.rec_headers.get_header("WARC-Target-URI")
                    raise EOFError(f"the record of {url} is cut short")
                if page is not None:
                    read += 1
                    yield page
        if _file_is_gzip(path) and not _gzip_whole(path):
            raise EOFError("the file ends inside a compressed record")
        if comspiders:
            log.info(
                "%s is a comspider crawl archive: its %d rendered snapshot(s) are not read as pages, its "
                "HTML responses are (comspider reextract gives the crawl's records from the snapshots)",
                path,
                comspiders,
            )
    except ArchiveError:
        raise
    except (ArchiveLoadFailed, OSError, EOFError, zlib.error, ValueError) as exc:
        raise ArchiveError(f"cannot read {path}{_after(read)}: {_short(str(exc))}", read) from exc
    except Exception as exc:  # warcio on a malformed record: one error, not any crash
        raise ArchiveError(f"cannot read {path}{_after(read)}: {_short(repr(exc))}", read) from exc


def _short(message: str, limit: int = 200) -> str:
    """One log line: warcio's messages run over several lines, and quote what it could
    not parse (a "line" of binary data)."""
    if "not a multi-member gzip" in message:
        return (
            "the file was gzipped as a whole, not record by record as a .warc.gz must be; "
            "gunzip it and read the .warc"
        )
    message = " ".join(message.split())
    return message if len(message) <= limit else message[:limit] + "..."


def _file_is_gzip(path: Path) -> bool:
    with path.open("rb") as fh:
        return is_gzip(fh.read(2))


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
    from warcio.limitreader import LimitReader  # noqa: PLC0415

    raw = record.raw_stream
    while raw.read(1 << 16):
        pass
    return not (isinstance(raw, LimitReader) and raw.limit > 0)


def _comspiders(record: ArcWarcRecord) -> int:
    """1 for one of comspider's DOM snapshots."""
    uri = record.rec_headers.get_header("WARC-Target-URI") or ""
    return int(record.rec_type == "resource" and uri.startswith(COMSPIDER_RECORDS + "snapshot:"))


def _page_of(record: ArcWarcRecord) -> ArchivedPage | None:
    rec_type = record.rec_type
    headers = record.rec_headers
    if rec_type == "response":
        http = record.http_headers
        if http is None or http.get_statuscode() != "200":
            return None
        content_type = http.get_header("Content-Type") or ""
    elif rec_type == "resource":
        if (headers.get_header("WARC-Target-URI") or "").startswith(COMSPIDER_RECORDS):
            return None  # comspider's own: the rendered DOM of a page whose response is read
        content_type = headers.get_header("Content-Type") or ""
    else:
        return None  # requests, metadata, revisits, warcinfo
    if "html" not in content_type.lower():
        return None
    html = record.content_stream().read()
    return ArchivedPage(
        headers.get_header("WARC-Target-URI"), _warc_date(headers.get_header("WARC-Date")), html
    )


def _warc_date(value: str | None) -> datetime | None:
    if not value:
        return None
    try:
        when = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return when if when.tzinfo else when.replace(tzinfo=UTC)
