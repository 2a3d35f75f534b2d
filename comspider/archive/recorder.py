"""Recording a crawl into the archive (``COMSPIDER_ARCHIVE_DIR``).

One per crawler (:meth:`ArchiveRecorder.of`), with two narrow hooks:

- the download handler calls :meth:`watch` for each visit's browser context: its
  network exchanges are collected (comspider.archive.exchanges);
- the interaction middleware calls :meth:`record_visit` once the snapshots are taken,
  while the page is still open: the exchanges, the snapshots, the rendered boxes and a
  full-page screenshot are written (three batches: a failure loses only its own), and
  each snapshot learns its file and record id (what a comment found in it refers to);
- then :class:`~comspider.archive.pipeline.ArchiveVisitPipeline` writes the visit's own
  record (what the visit item refers to).

Nothing here may fail a visit: every fault is one log line and a stat
(``comspider/archive/...``), and the crawl goes on without that record.
"""

from __future__ import annotations

import asyncio
import logging
import uuid
import weakref
from collections.abc import Sequence
from datetime import UTC, datetime
from typing import Any

from warcio.warcwriter import WARCWriter

from comspider.archive.config import ArchiveConfig
from comspider.archive.exchanges import Exchange, VisitTraffic
from comspider.archive.records import (
    BOXES_URN,
    FRAME_PATH_HEADER,
    KIND_HEADER,
    SCREENSHOT_URN,
    SNAPSHOT_HEADER,
    SNAPSHOT_KIND_HEADER,
    SNAPSHOT_URN,
    VISIT_HEADER,
    VISIT_URN,
    exchange_records,
    json_bytes,
    new_id,
    resource_record,
)
from comspider.archive.warc_files import WarcSegments
from comspider.crawler_parts import crawler_part
from comspider.deadlines import within
from comspider.snapshots import Snapshot

logger = logging.getLogger(__name__)

SCREENSHOT_QUALITY = 70  # JPEG: a long page's PNG is several MB


class ArchiveRecorder:
    def __init__(self, config: ArchiveConfig, stats: Any = None) -> None:
        self.config = config
        self.stats = stats
        self.files = (
            WarcSegments(config.directory, config.max_file_bytes, stats)
            if config.directory is not None
            else None
        )
        self._traffic: weakref.WeakKeyDictionary[Any, VisitTraffic] = weakref.WeakKeyDictionary()

    @classmethod
    def of(cls, crawler: Any) -> ArchiveRecorder:
        return crawler_part(
            crawler,
            "archive_recorder",
            lambda: cls(ArchiveConfig.from_settings(crawler.settings), crawler.stats),
        )

    @property
    def recording(self) -> bool:
        return self.files is not None

    # -- hook 1: the download handler ----------------------------------------------------
    def watch(self, context: Any, url: str) -> None:
        """Collect the network exchanges of a visit's browser context."""
        if not self.recording:
            return
        traffic = VisitTraffic(url, self.config.max_visit_bytes, self.stats)
        try:
            traffic.watch(context)
        except Exception as exc:
            self._count("watch_failed")
            logger.warning("Archive: the network of %s is not recorded (%s)", url, exc)
            return
        self._traffic[context] = traffic

    # -- hook 2: the interaction middleware ----------------------------------------------
    async def record_visit(
        self, page: Any, url: str, snapshots: Sequence[Snapshot], boxes: dict[str, Any] | None
    ) -> str | None:
        """Write the visit's exchanges, snapshots, boxes and screenshot; set each
        snapshot's ``warc_file``/``warc_record_id``. The visit's id (every record of it
        carries it), or None when not recording."""
        if not self.recording:
            return None
        visit_id = str(uuid.uuid4())
        traffic = self._traffic.pop(page.context, None)
        exchanges = await traffic.drain(self.config.seconds) if traffic is not None else []
        screenshot = await self._screenshot(page, url) if self.config.screenshots else None
        when = datetime.now(UTC)
        if exchanges:
            await self._write(lambda w: self._exchange_batch(w, exchanges, visit_id), f"the network of {url}")
        ids = [new_id() for _ in snapshots]
        written = await self._write(
            lambda w: self._snapshot_batch(w, snapshots, ids, visit_id, when, boxes),
            f"the snapshots of {url}",
        )
        if written is not None:
            for snap, record_id in zip(snapshots, ids, strict=True):
                snap.warc_file, snap.warc_record_id = written, record_id
        if screenshot is not None:
            main_id = ids[0] if ids and written is not None else None
            await self._write(
                lambda w: [self._screenshot_record(w, url, screenshot, visit_id, when, main_id)],
                f"the screenshot of {url}",
            )
        self._count("visits")
        return visit_id

    async def _screenshot(self, page: Any, url: str) -> bytes | None:
        try:
            data = await within(
                page.screenshot(
                    full_page=True, type="jpeg", quality=SCREENSHOT_QUALITY, animations="disabled"
                ),
                self.config.seconds,
                "screenshot",
            )
        except Exception as exc:
            self._count("screenshot_failed")
            logger.warning("Archive: no screenshot of %s (%s); the crawl goes on", url, _short(exc))
            return None
        return bytes(data)

    def forget(self, context: Any) -> None:
        """A visit that ends without a recording (its download failed): drop its traffic."""
        traffic = self._traffic.pop(context, None)
        if traffic is not None:
            traffic.closed = True

    # -- hook 3: the visit's own record (comspider.archive.pipeline) ---------------------
    async def record_visit_summary(
        self, visit_id: str, url: str, summary: dict[str, Any]
    ) -> tuple[str, str] | None:
        """Write the visit's JSON record; (file, record id) or None."""
        if not self.recording:
            return None
        record_id = new_id()
        when = datetime.now(UTC)
        written = await self._write(
            lambda w: [
                resource_record(
                    w,
                    VISIT_URN + url,
                    "application/json",
                    json_bytes(summary),
                    record_id,
                    when,
                    {VISIT_HEADER: visit_id, KIND_HEADER: "visit"},
                    record_type="metadata",
                )
            ],
            f"the visit record of {url}",
        )
        return (written, record_id) if written is not None else None

    # -- batches -------------------------------------------------------------------------
    async def _write(self, batch: Any, what: str) -> str | None:
        assert self.files is not None
        try:
            return await asyncio.to_thread(self.files.write, batch, what)
        except Exception as exc:  # never the crawl's problem
            self._count("write_failed")
            logger.warning("Archive: %s not recorded (%s)", what, _short(exc))
            return None

    @staticmethod
    def _exchange_batch(writer: WARCWriter, exchanges: list[Exchange], visit_id: str) -> list[Any]:
        records: list[Any] = []
        for exchange in exchanges:
            records.extend(exchange_records(writer, exchange, visit_id))
        return records

    @staticmethod
    def _snapshot_batch(
        writer: WARCWriter,
        snapshots: Sequence[Snapshot],
        ids: list[str],
        visit_id: str,
        when: datetime,
        boxes: dict[str, Any] | None,
    ) -> list[Any]:
        records = []
        for index, (snap, record_id) in enumerate(zip(snapshots, ids, strict=True)):
            extra = {
                VISIT_HEADER: visit_id,
                KIND_HEADER: "snapshot",
                SNAPSHOT_HEADER: str(index),
                SNAPSHOT_KIND_HEADER: snap.kind,
            }
            if snap.frame_path:
                extra[FRAME_PATH_HEADER] = snap.frame_path
            records.append(
                resource_record(
                    writer,
                    SNAPSHOT_URN + snap.url,
                    "text/html; charset=utf-8",
                    snap.html.encode("utf-8"),
                    record_id,
                    when,
                    extra,
                )
            )
        if boxes is not None and ids:
            records.append(
                resource_record(
                    writer,
                    BOXES_URN + snapshots[0].url,
                    "application/json",
                    json_bytes(boxes),
                    new_id(),
                    when,
                    {VISIT_HEADER: visit_id, KIND_HEADER: "boxes", "WARC-Refers-To": ids[0]},
                    record_type="metadata",
                )
            )
        return records

    @staticmethod
    def _screenshot_record(
        writer: WARCWriter, url: str, data: bytes, visit_id: str, when: datetime, refers_to: str | None
    ) -> Any:
        extra = {VISIT_HEADER: visit_id, KIND_HEADER: "screenshot"}
        if refers_to:
            extra["WARC-Refers-To"] = refers_to
        return resource_record(writer, SCREENSHOT_URN + url, "image/jpeg", data, new_id(), when, extra)

    def _count(self, name: str, value: int = 1) -> None:
        if self.stats is not None:
            self.stats.inc_value(f"comspider/archive/{name}", value)


def _short(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {text[0][:160]}" if text else type(exc).__name__
