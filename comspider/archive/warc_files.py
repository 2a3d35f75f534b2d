"""The archive's WARC files: one segment file at a time, a new one past a size, each
record batch written whole or not at all.

- Files: ``<dir>/comspider-<UTC start>-<pid>-<n>.warc.gz`` (WARC 1.1, one gzip member
  per record, so any tool reads them record by record), each opening with a
  ``warcinfo`` record. A file past ``COMSPIDER_ARCHIVE_MAX_FILE_BYTES`` is closed and
  the next batch starts the next segment. The pid keeps two crawlers sharing a folder
  apart.
- A batch (the records of one visit, or one visit record) is serialised in memory and
  written with one ``write``; a write that fails (disk full, a read-only folder) is cut
  back to the file's previous end, so the file stays a valid WARC, and the batch is
  dropped: one log line, the stat ``comspider/archive/write_failed``, and the crawl goes
  on. Safe to call from worker threads.
"""

from __future__ import annotations

import io
import logging
import os
import threading
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from warcio.warcwriter import WARCWriter

logger = logging.getLogger(__name__)

WARC_VERSION = "WARC/1.1"
SUFFIX = ".warc.gz"

# builds the records of a batch with the writer given (create_warc_record...)
Batch = Callable[[WARCWriter], Iterable[Any]]


def software() -> str:
    try:
        from importlib.metadata import version  # noqa: PLC0415

        return f"comspider/{version('comspider')}"
    except Exception:
        return "comspider"


class WarcSegments:
    def __init__(
        self, directory: str | Path, max_bytes: int, stats: Any = None, prefix: str = "comspider"
    ) -> None:
        self.directory = Path(directory)
        self.max_bytes = max_bytes
        self.stats = stats
        self.prefix = prefix
        self.started = datetime.now(UTC).strftime("%Y%m%d%H%M%S")
        self._lock = threading.Lock()
        self._number = 0
        self._path: Path | None = None
        self._size = 0

    # -- the current segment -----------------------------------------------------------
    def _next_path(self) -> Path:
        self._number += 1
        return self.directory / f"{self.prefix}-{self.started}-{os.getpid()}-{self._number:05d}{SUFFIX}"

    def _open_segment(self) -> Path:
        """The file to append to, a new segment (with its warcinfo) when there is none or
        the current one is full."""
        if self._path is not None and self._size < self.max_bytes:
            return self._path
        self.directory.mkdir(parents=True, exist_ok=True)
        path = self._next_path()
        buffer = io.BytesIO()
        writer = WARCWriter(buffer, gzip=True, warc_version=WARC_VERSION)
        info = writer.create_warcinfo_record(
            path.name,
            {
                "software": software(),
                "format": "WARC File Format 1.1",
                "description": "comspider crawl archive",
            },
        )
        writer.write_record(info)
        with path.open("xb") as fh:
            fh.write(buffer.getvalue())
        self._path, self._size = path, len(buffer.getvalue())
        return path

    # -- batches -----------------------------------------------------------------------
    def write(self, batch: Batch, what: str) -> str | None:
        """Write the records ``batch`` builds; the file's name (relative to the archive
        folder), or None when nothing could be written (logged and counted)."""
        buffer = io.BytesIO()
        writer = WARCWriter(buffer, gzip=True, warc_version=WARC_VERSION)
        count = 0
        try:
            for record in batch(writer):
                writer.write_record(record)
                count += 1
        except Exception as exc:  # a record that cannot be built: left out, the crawl goes on
            self._failed(what, exc, "record_failed")
            return None
        data = buffer.getvalue()
        with self._lock:
            try:
                path = self._open_segment()
            except OSError as exc:
                self._path = None
                self._failed(what, exc, "write_failed")
                return None
            try:
                with path.open("ab") as fh:
                    fh.write(data)
                    fh.flush()
            except OSError as exc:
                self._cut_back(path)
                self._failed(what, exc, "write_failed")
                return None
            self._size += len(data)
            self._count("records_written", count)
            self._count("bytes_written", len(data))
            return path.name

    def _cut_back(self, path: Path) -> None:
        """A partial write is removed, so the file ends with a whole record."""
        try:
            with path.open("r+b") as fh:
                fh.truncate(self._size)
        except OSError:
            self._path = None  # the next batch starts a new segment

    def _failed(self, what: str, exc: BaseException, stat: str) -> None:
        self._count(stat)
        logger.warning("Archive: %s not recorded (%s: %s); the crawl goes on", what, type(exc).__name__, exc)

    def _count(self, name: str, value: int = 1) -> None:
        if self.stats is not None:
            self.stats.inc_value(f"comspider/archive/{name}", value)

    @property
    def current(self) -> Path | None:
        return self._path
