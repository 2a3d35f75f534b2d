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
(:mod:`comspider.pipelines.written_batches`).

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

    def open(self, spider: Any) -> IO[bytes]:
        path = Path(self.path).absolute()
        if not path.parent.exists():
            path.parent.mkdir(parents=True)
        file = CheckedFile(path, self.write_mode)
        if "a" in self.write_mode:
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


def _close_torn_line(path: Path, file: IO[bytes], spider: Any) -> None:
    """End a torn last line (a run killed mid-write by something other than this storage,
    or another writer) before appending: this run's first line would join it, and two
    lines would be lost instead of one."""
    try:
        size = path.stat().st_size
        if size == 0:
            return
        with path.open("rb") as tail:
            tail.seek(size - 1)
            if tail.read(1) == b"\n":
                return
    except OSError:
        return
    file.write(b"\n")
    logger.warning("feed %s ended in a torn line; ended it with a newline before appending", path)
    stats = getattr(getattr(spider, "crawler", None), "stats", None)
    if stats is not None:
        stats.inc_value("comspider/feeds/torn_line_closed")
