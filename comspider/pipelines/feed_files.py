"""Where this crawl's comment lines go, and reading them back after a kill.

A feed can be read back when its storage writes each line at once to a local file
(:class:`~comspider.export.unbuffered_storage.UnbufferedFileFeedStorage` says so with
``flushes_each_line``), in JSON Lines, UTF-8, uncompressed, with the comment id and
article URL among its fields. Every other feed that takes comments (stdout, S3, a
buffered file, CSV, gzip...) is "blind": what a killed process sent there cannot be
checked.

:func:`comment_feeds` gives, for one comment, the readable files with their size now (the
lines of a batch staged now start at or after it) and the blind feeds' URIs;
:func:`ids_in_files` finds which ids of a batch are in those files, reading each only
from that offset (what the dead writer wrote after staging the batch), so the search is
bounded by the writer's last moments, not by the feed's history.
"""

from __future__ import annotations

import json
import os
from collections.abc import Collection, Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scrapy.exporters import JsonLinesItemExporter
from scrapy.extensions.feedexport import FeedExporter

from comspider.pipelines.record_keys import record_key
from comspider.url_keys import article_key

# A rotating feed (FEED_EXPORT_BATCH_ITEM_COUNT) may have moved a batch's later lines to
# a new file of the same folder: such files are read from their start, up to this many
# bytes each (they hold only what the dead writer wrote after the batch began).
ROTATED_READ_LIMIT = 64 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class FeedFile:
    path: str  # absolute
    offset: int  # the file's size when the batch was staged
    rotates: bool  # FEED_EXPORT_BATCH_ITEM_COUNT: later lines may be in a newer file

    def to_json(self) -> list[Any]:
        return [self.path, self.offset, self.rotates]

    @classmethod
    def from_json(cls, value: list[Any]) -> FeedFile:
        return cls(str(value[0]), int(value[1]), bool(value[2]))


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
        if path is None or not _readable(slot):
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
        files.append(FeedFile(path, offset, bool(slot.feed_options.get("batch_item_count"))))
    return files, blind


def _readable(slot: Any) -> bool:
    options = slot.feed_options
    fields = options.get("fields")
    exporter = slot.exporters.get(slot.format)
    return (
        bool(getattr(slot.storage, "flushes_each_line", False))
        and exporter is not None
        and issubclass(exporter, JsonLinesItemExporter)
        and not options.get("postprocessing")
        and str(options.get("encoding") or "utf-8").lower().replace("_", "-") in ("utf-8", "utf8")
        and (not fields or {"comment_id", "article_url"} <= set(fields))
    )


def ids_in_files(files: Iterable[FeedFile], key: str, ids: Collection[str], since: float) -> set[str]:
    """The ids of article ``key`` whose lines are in every one of ``files`` (each read
    from its offset; for a rotating feed, also the folder's files modified since
    ``since``). No files: none."""
    found: set[str] | None = None
    for feed in files:
        here = _ids_in(Path(feed.path), feed.offset, key, ids, None)
        if feed.rotates and len(here) < len(ids):
            for sibling in _modified_since(Path(feed.path), since):
                here |= _ids_in(sibling, 0, key, ids, ROTATED_READ_LIMIT)
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


def _ids_in(path: Path, offset: int, key: str, ids: Collection[str], limit: int | None) -> set[str]:
    found: set[str] = set()
    try:
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
                    row_key = record_key(row) if isinstance(row, dict) else None
                    if (
                        row_key is not None
                        and row_key in ids
                        and article_key(str(row.get("article_url"))) == key
                    ):
                        found.add(row_key)
                if limit is not None and read >= limit:
                    break
    except OSError:
        pass
    return found
