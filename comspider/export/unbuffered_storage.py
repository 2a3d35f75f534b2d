"""Local JSONL feeds that survive SIGKILL: every exported line goes to the file at once.

    FEED_STORAGES = {"": "comspider.export.unbuffered_storage.UnbufferedFileFeedStorage",
                     "file": "comspider.export.unbuffered_storage.UnbufferedFileFeedStorage"}

Scrapy's ``FileFeedStorage`` writes through an 8 KiB user-space buffer, so a killed
process loses its last few dozen items. That matters to the page queue: a comment is
marked as emitted (the persistent seen store) just before it is exported, and a visit is
recorded in the queue just after its comments; a comment still sitting in the buffer at
a kill would be lost for good, since the restarted crawl never emits it again. Without a
buffer each item is one ``write(2)`` of one whole line (appends are atomic on a local
file system), so what was exported is in the file, up to a power failure (the page
cache), and a killed process leaves no partial line behind in practice. The lines of a
page being written at the kill are settled at the next start by reading them back
(:mod:`comspider.pipelines.written_batches`); a torn last line left by anything else (a
disk that filled up, another writer) is moved to ``<feed>.torn`` before appending, so
that every line of a JSON Lines or CSV feed is a whole record.

A write either goes out whole or raises (:class:`CheckedFile`): a short write (a disk
filling up) is continued until it fails, and a file removed or replaced while the crawl
writes it (its folder deleted, the file moved away) is a failed write, not lines sent
to a file nobody can open any more. The feed exporter stops the crawl on it
(:mod:`comspider.export.feed_exporter`).
"""

from __future__ import annotations

import errno
import io
import logging
import os
import stat
from pathlib import Path
from typing import IO, Any

from scrapy.extensions.feedexport import FileFeedStorage

logger = logging.getLogger(__name__)


class UnbufferedFileFeedStorage(FileFeedStorage):
    # what was exported is in the file: a pending comment batch can be checked against it
    # (comspider.pipelines.feed_files)
    flushes_each_line = True

    def __init__(self, uri: str, *, feed_options: dict[str, Any] | None = None) -> None:
        super().__init__(uri, feed_options=feed_options)
        self.format = str((feed_options or {}).get("format") or "")

    def open(self, spider: Any) -> IO[bytes]:
        path = Path(self.path).absolute()
        if not path.parent.exists():
            path.parent.mkdir(parents=True)
        if "a" in self.write_mode and self.format in LINE_FORMATS:
            _move_torn_line(path, spider)
        file = CheckedFile(path, self.write_mode)
        if "a" in self.write_mode and self.format not in LINE_FORMATS:
            _close_torn_line(path, file, spider)
        return file


class CheckedFile(io.FileIO):
    """An unbuffered file whose every ``write`` is whole or raises :class:`OSError`, and
    raises when the file at its path is no longer this one (removed or replaced)."""

    def __init__(self, path: Path, mode: str) -> None:
        super().__init__(path, mode)
        self.path = path
        info = os.fstat(self.fileno())
        self._identity = (info.st_dev, info.st_ino)
        self._regular = stat.S_ISREG(info.st_mode)  # a device or a pipe has no such identity

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        if self._regular:
            self._check()
        done = 0
        while done < len(view):
            written = super().write(view[done:])
            if not written:
                raise OSError(errno.EIO, "the feed file took no more bytes", str(self.path))
            done += written
        return done

    def _check(self) -> None:
        try:
            info = os.stat(self.path)
        except FileNotFoundError:
            raise FileNotFoundError(
                errno.ENOENT,
                "the feed file (or its folder) was removed while the crawl wrote it",
                str(self.path),
            ) from None
        if (info.st_dev, info.st_ino) != self._identity:
            raise OSError(errno.ESTALE, "the feed file was replaced while the crawl wrote it", str(self.path))


#: Feeds of one record a line: a torn last line is no record, and is moved aside whole.
LINE_FORMATS = frozenset({"jsonlines", "jsonl", "jl", "csv"})


def _move_torn_line(path: Path, spider: Any) -> None:
    """Move a torn last line (a process killed mid-write by something other than this
    storage, a disk that filled up, another writer) from the feed to ``<feed>.torn``
    before appending, so that every line of the feed is a whole record a reader can
    parse; the bytes are kept there. A record it held was not written, and the crawl's
    settling of its batches writes it again (comspider.pipelines.written_batches)."""
    try:
        feed = path.open("rb")
    except FileNotFoundError:
        return  # a new feed
    except OSError as exc:
        logger.error("feed %s could not be read before appending: %s", path, exc)
        return
    try:
        with feed:
            size = _torn_size(feed)
            if not size:
                return
            whole = _last_line_end(feed, size)
            feed.seek(whole)
            torn = feed.read()
        aside = path.with_name(path.name + ".torn")
        with aside.open("ab") as kept:
            kept.write(torn + b"\n")
        os.truncate(path, whole)
    except OSError as exc:
        logger.error("feed %s ends in a torn line that could not be moved aside: %s", path, exc)
        return
    logger.warning(
        "feed %s ended in a torn line (%d bytes, not a whole record): moved to %s before appending",
        path,
        len(torn),
        aside,
    )
    _count(spider, "comspider/feeds/torn_line_moved")


def _torn_size(feed: IO[bytes]) -> int:
    """The feed's size when its last line has no end (torn), else 0."""
    size = feed.seek(0, os.SEEK_END)
    if size == 0:
        return 0
    feed.seek(size - 1)
    return 0 if feed.read(1) == b"\n" else size


def _count(spider: Any, name: str) -> None:
    stats = getattr(getattr(spider, "crawler", None), "stats", None)
    if stats is not None:
        stats.inc_value(name)


def _last_line_end(feed: IO[bytes], size: int, block: int = 1 << 16) -> int:
    """The offset just after the file's last newline (0 when it has none), read backwards."""
    end = size
    while end > 0:
        start = max(0, end - block)
        feed.seek(start)
        found = feed.read(end - start).rfind(b"\n")
        if found >= 0:
            return start + found + 1
        end = start
    return 0


def _close_torn_line(path: Path, file: IO[bytes], spider: Any) -> None:
    """End a torn last line of a feed that is not one record a line (XML) before
    appending: this run's first output would join it."""
    try:
        with path.open("rb") as tail:
            torn = _torn_size(tail)
    except OSError:
        return
    if not torn:
        return
    file.write(b"\n")
    logger.warning("feed %s ended in a torn line; ended it with a newline before appending", path)
    _count(spider, "comspider/feeds/torn_line_closed")
