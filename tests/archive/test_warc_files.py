"""The archive's files and its recorder under faults: a write that fails is cut back
(the file stays a valid WARC) and counted, a folder that cannot be written is counted,
a screenshot that fails loses only the screenshot; segments rotate by size."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from scrapy.statscollectors import MemoryStatsCollector

from comspider.archive.config import ArchiveConfig
from comspider.archive.reader import ArchiveIndex, archive_files
from comspider.archive.recorder import ArchiveRecorder
from comspider.archive.records import json_bytes, new_id, resource_record
from comspider.archive.warc_files import WarcSegments
from comspider.snapshots import Snapshot
from comspider_lab.testing import asyncio_test


class _Stats(MemoryStatsCollector):
    def __init__(self) -> None:
        self._stats: dict[str, Any] = {}


def _batch(size: int) -> Any:
    from datetime import UTC, datetime

    return lambda w: [
        resource_record(
            w,
            "urn:x",
            "application/json",
            json_bytes(os.urandom(size).hex()),
            new_id(),
            datetime.now(UTC),
            {},
        )
    ]


def _check(path: Path) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "warcio.cli", "check", str(path)], capture_output=True, text=True
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr


def test_segments_rotate_by_size(tmp_path: Path) -> None:
    files = WarcSegments(tmp_path, max_bytes=2_000)
    names = {files.write(_batch(3_000), "a batch") for _ in range(3)}
    assert len(names) == 3 and None not in names
    for path in archive_files(tmp_path):
        _check(path)


def test_a_failed_write_is_cut_back_and_counted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: Any
) -> None:
    stats = _Stats()
    files = WarcSegments(tmp_path, max_bytes=10**9, stats=stats)
    assert files.write(_batch(100), "first") is not None
    path = files.current
    assert path is not None
    size = path.stat().st_size
    real_open = Path.open

    def full_disk(self: Path, mode: str = "r", *args: Any, **kwargs: Any) -> Any:
        handle = real_open(self, mode, *args, **kwargs)
        if "a" in mode:
            write = handle.write

            def half_then_fail(data: bytes) -> int:
                write(data[: len(data) // 2])
                raise OSError(errno.ENOSPC, "No space left on device")

            handle.write = half_then_fail
        return handle

    monkeypatch.setattr(Path, "open", full_disk)
    assert files.write(_batch(5_000), "the snapshots of http://a.example/") is None
    monkeypatch.setattr(Path, "open", real_open)
    assert path.stat().st_size == size  # cut back: the file ends with a whole record
    _check(path)
    assert stats.get_value("comspider/archive/write_failed") == 1
    assert "No space left on device" in caplog.text
    assert files.write(_batch(100), "after") is not None  # and recording goes on
    _check(path)


def test_a_folder_that_cannot_be_written_is_counted(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    stats = _Stats()
    files = WarcSegments(blocker / "archive", max_bytes=10**9, stats=stats)
    assert files.write(_batch(10), "x") is None
    assert stats.get_value("comspider/archive/write_failed") == 1


class _Context:
    pass


class _Page:
    """A page whose screenshot fails."""

    context = _Context()
    url = "http://a.example/1"

    async def screenshot(self, **_: Any) -> bytes:
        raise RuntimeError("Target crashed")


@asyncio_test
async def test_a_failed_screenshot_loses_only_the_screenshot(tmp_path: Path) -> None:
    stats = _Stats()
    config = ArchiveConfig(str(tmp_path), 10**9, True, True, 0, 5.0, None)
    recorder = ArchiveRecorder(config, stats)
    snaps = [Snapshot(url="http://a.example/1", html="<html><body><p>hi</p></body></html>")]
    visit_id = await recorder.record_visit(_Page(), "http://a.example/1", snaps, {"elements": []})
    assert visit_id
    assert stats.get_value("comspider/archive/screenshot_failed") == 1
    assert snaps[0].warc_record_id and snaps[0].warc_file
    index = ArchiveIndex.open(tmp_path)
    [visit] = index.visits.values()
    assert visit.screenshot is None and len(visit.snapshots) == 1 and visit.boxes is not None
    assert index.snapshot(visit.snapshots[0]).html == snaps[0].html
