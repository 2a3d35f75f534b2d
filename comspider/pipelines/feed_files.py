"""Where this crawl's comment lines go, and reading them back after a kill.

A feed can be read back when its storage writes each line at once to a local file
(:class:`~comspider.export.unbuffered_storage.UnbufferedFileFeedStorage` says so with
``flushes_each_line``; a regular file, not a device or a pipe), UTF-8, uncompressed,
with the comment id and article URL among its fields, in one of the formats
``comspider crawl --output`` writes: JSON Lines, a JSON array, CSV (with its header
line) or XML. Every other feed that takes comments
(stdout, S3, a buffered file, gzip...) is "blind": what a killed process sent there
cannot be checked.

Only whole records count as written: a line, row or ``<item>`` cut short (by a kill, or
by a disk that filled up) is not.

:func:`comment_feeds` gives, for one comment, the readable files with their size now (the
lines of a batch staged now start at or after it) and the blind feeds' URIs;
:func:`ids_in_files` finds which ids of a batch are in those files, reading each only
from that offset (what the dead writer wrote after staging the batch), so the search is
bounded by the writer's last moments, not by the feed's history.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import stat
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from lxml import etree
from scrapy.exporters import CsvItemExporter, JsonItemExporter, JsonLinesItemExporter, XmlItemExporter
from scrapy.extensions.feedexport import FeedExporter

from comspider.pipelines.record_keys import record_key
from comspider.url_keys import article_key

# A rotating feed (FEED_EXPORT_BATCH_ITEM_COUNT) may have moved a batch's later lines to
# a new file of the same folder: such files are read from their start, up to this many
# bytes each (they hold only what the dead writer wrote after the batch began).
ROTATED_READ_LIMIT = 64 * 1024 * 1024

# The formats that can be read back, by the exporter that writes them.
READABLE = (
    (JsonLinesItemExporter, "jsonlines"),
    (JsonItemExporter, "json"),
    (CsvItemExporter, "csv"),
    (XmlItemExporter, "xml"),
)
_XML_ITEM = re.compile(rb"<item>.*?</item>", re.DOTALL)


@dataclass(frozen=True, slots=True)
class FeedFile:
    path: str  # absolute
    offset: int  # the file's size when the batch was staged
    rotates: bool  # FEED_EXPORT_BATCH_ITEM_COUNT: later lines may be in a newer file
    format: str = "jsonlines"  # one of READABLE's

    def to_json(self) -> list[Any]:
        return [self.path, self.offset, self.rotates, self.format]

    @classmethod
    def from_json(cls, value: list[Any]) -> FeedFile:
        fmt = str(value[3]) if len(value) > 3 else "jsonlines"  # batches staged before formats
        return cls(str(value[0]), int(value[1]), bool(value[2]), fmt)


def feed_exporter(crawler: Any) -> FeedExporter | None:
    extensions = getattr(crawler, "extensions", None)
    for extension in getattr(extensions, "middlewares", ()):
        if isinstance(extension, FeedExporter):
            return extension
    return None


def comment_feeds(exporter: FeedExporter | None, comment: Any) -> tuple[list[FeedFile], list[str]]:
    """The readable files that take ``comment`` (with their size now) and the URIs of the
    blind feeds that take it."""
    files: list[FeedFile] = []
    blind: list[str] = []
    for slot in exporter.slots if exporter is not None else ():
        if not slot.filter.accepts(comment):
            continue
        storage = slot.storage
        path = getattr(storage, "path", None)
        fmt = _readable(slot)
        if path is None or fmt is None or not _regular_or_absent(path):
            blind.append(slot.uri)
            continue
        path = os.path.abspath(path)
        if slot.file is None and getattr(storage, "write_mode", "ab") == "wb":
            offset = 0  # opened later, truncated then
        else:
            try:
                offset = os.path.getsize(path)
            except OSError:
                offset = 0
        files.append(FeedFile(path, offset, bool(slot.feed_options.get("batch_item_count")), fmt))
    return files, blind


def _readable(slot: Any) -> str | None:
    """The format a feed can be read back in (READABLE), or None."""
    options = slot.feed_options
    fields = options.get("fields")
    exporter = slot.exporters.get(slot.format)
    fmt = next(
        (name for cls, name in READABLE if isinstance(exporter, type) and issubclass(exporter, cls)), None
    )
    if (
        fmt is None
        or not getattr(slot.storage, "flushes_each_line", False)
        or options.get("postprocessing")
        or str(options.get("encoding") or "utf-8").lower().replace("_", "-") not in ("utf-8", "utf8")
        or (fields and not {"comment_id", "article_url"} <= set(fields))
    ):
        return None
    return fmt


def _regular_or_absent(path: str) -> bool:
    """A file that can be read back: not a device (/dev/full reads as endless zeros) or
    a pipe."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except OSError:
        return True  # made when the first line goes out


def ids_in_files(files: Iterable[FeedFile], key: str, ids: Collection[str], since: float) -> set[str]:
    """The ids of article ``key`` whose lines are in every one of ``files`` (each read
    from its offset; for a rotating feed, also the folder's files modified since
    ``since``). No files: none."""
    found: set[str] | None = None
    for feed in files:
        here = _ids_in(Path(feed.path), feed.offset, key, ids, None, feed.format)
        if feed.rotates and len(here) < len(ids):
            for sibling in _modified_since(Path(feed.path), since):
                here |= _ids_in(sibling, 0, key, ids, ROTATED_READ_LIMIT, feed.format)
        found = here if found is None else found & here
    return found or set()


def _modified_since(path: Path, since: float) -> Iterator[Path]:
    try:
        siblings = list(path.parent.iterdir())
    except OSError:
        return
    for sibling in siblings:
        try:
            if sibling != path and sibling.is_file() and sibling.stat().st_mtime >= since:
                yield sibling
        except OSError:
            continue


def _ids_in(
    path: Path, offset: int, key: str, ids: Collection[str], limit: int | None, fmt: str = "jsonlines"
) -> set[str]:
    """The ids of ``ids`` (of article ``key``) among the whole records of ``path`` after
    ``offset`` (at most ``limit`` bytes of them)."""
    found: set[str] = set()
    try:
        if not stat.S_ISREG(path.stat().st_mode):
            return found
        for row in _records(path, offset, limit, fmt):
            row_key = record_key(row)
            if row_key is not None and row_key in ids and article_key(str(row.get("article_url"))) == key:
                found.add(row_key)
    except (OSError, csv.Error):
        pass
    return found


def _records(path: Path, offset: int, limit: int | None, fmt: str) -> Iterator[dict[str, Any]]:
    """The whole records of a feed file after ``offset``, as dicts of their fields."""
    if fmt == "csv":
        yield from _csv_records(path, offset, limit)
        return
    if fmt == "xml":
        yield from _xml_records(_tail(path, offset, limit))
        return
    if fmt == "json":
        yield from _json_array_records(_tail(path, offset, limit).decode("utf-8", errors="replace"))
        return
    with path.open("rb") as file:
        file.seek(offset)
        read = 0
        for line in file:
            read += len(line)
            if b'"comment_id"' in line:
                try:
                    row = json.loads(line)
                except ValueError:
                    row = None  # a line torn by the kill: not written
                if isinstance(row, dict):
                    yield row
            if limit is not None and read >= limit:
                break


def _json_array_records(text: str) -> Iterator[dict[str, Any]]:
    """The objects of a JSON array's items after an offset (``[``, ``,`` and white space
    between them, however indented), up to the first that is cut short."""
    decoder = json.JSONDecoder()
    at = 0
    while True:
        while at < len(text) and text[at] in "[,] \t\r\n":
            at += 1
        if at >= len(text):
            return
        try:
            row, at = decoder.raw_decode(text, at)
        except ValueError:
            return  # cut short: not written
        if isinstance(row, dict):
            yield row


def _tail(path: Path, offset: int, limit: int | None) -> bytes:
    with path.open("rb") as file:
        file.seek(offset)
        return file.read(limit if limit is not None else -1)


def _csv_records(path: Path, offset: int, limit: int | None) -> Iterator[dict[str, Any]]:
    """Rows after ``offset`` under the file's header line; a last row without its line
    end was cut short."""
    with path.open("r", encoding="utf-8", errors="replace", newline="") as file:
        header = next(csv.reader(file), None)
    if not header:
        return
    data = _tail(path, offset, limit)
    if not data.endswith(b"\n"):
        data = data[: data.rfind(b"\n") + 1]  # the torn last row
    rows = csv.reader(io.StringIO(data.decode("utf-8", errors="replace"), newline=""))
    for row in rows:
        if row != header and len(row) == len(header):
            yield dict(zip(header, row, strict=True))


def _xml_records(data: bytes) -> Iterator[dict[str, Any]]:
    """Every whole ``<item>`` element: its children's texts."""
    for match in _XML_ITEM.finditer(data):
        try:
            element = etree.fromstring(match.group(0))
        except etree.XMLSyntaxError:
            continue
        yield {child.tag: child.text or "" for child in element if isinstance(child.tag, str)}
