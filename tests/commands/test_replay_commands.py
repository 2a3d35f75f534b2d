"""`comspider replay` and `comspider reextract` on the recorded crawl of the offline web
(tests/conftest.py `recorded_crawl`; its web is stopped): the replay goes through the same
browser, clicks and pipelines with every request answered from the archive, the
reextract through the pipelines alone; both give the recorded crawl's items."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import assert_valid_records

pytestmark = [pytest.mark.browser, pytest.mark.slow]

# what may differ between two runs of the same visits: the time they took
TIMING = {"seconds"}


def _records(path: Path) -> list[dict]:
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    assert_valid_records(rows)
    return rows


def _comparable(rows: list[dict], drop: set[str]) -> list[str]:
    return sorted(json.dumps({k: v for k, v in r.items() if k not in drop}, sort_keys=True) for r in rows)


def _comspider(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "comspider", *args], cwd=cwd, capture_output=True, text=True, timeout=400
    )


def test_replay_gives_the_recorded_items_offline(recorded_crawl, tmp_path):
    out = tmp_path / "replay.jsonl"
    log = tmp_path / "replay.log"
    proc = _comspider(
        "replay",
        str(recorded_crawl.archive),
        "--output",
        str(out),
        "--log-file",
        str(log),
        "-s",
        "STATS_DUMP=true",
        cwd=tmp_path,
    )
    text = log.read_text("utf-8") if log.exists() else ""
    assert proc.returncode == 0, proc.stderr[-2000:] + text[-3000:]
    assert "Traceback" not in text, text[-4000:]
    # a visit that failed while recording (a timeout on a loaded machine) left no page to
    # replay: the others must come out the same
    failed = {v["url"] for v in recorded_crawl.result.visits if v["outcome"] == "error"}
    original = recorded_crawl.result.comments + [
        v for v in recorded_crawl.result.visits if v["url"] not in failed
    ]
    replayed = [r for r in _records(out) if r.get("url") not in failed]
    # the replay records nothing itself: its items name no archive of their own
    assert all(r["warc_file"] is None for r in replayed if r["type"] == "visit")
    assert _comparable(replayed, TIMING | {"warc_file", "warc_record_id"}) == _comparable(
        original, TIMING | {"warc_file", "warc_record_id"}
    )
    assert "'comspider/replay/answered'" in text


def test_reextract_gives_the_recorded_items(recorded_crawl, tmp_path):
    out = tmp_path / "reextract.jsonl"
    proc = _comspider("reextract", str(recorded_crawl.archive), "--output", str(out), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    original = recorded_crawl.result.comments + recorded_crawl.result.visits
    # the same items, pointing at the same records
    assert _comparable(_records(out), TIMING) == _comparable(original, TIMING)


def test_replay_and_reextract_refuse_what_is_no_archive(tmp_path):
    (tmp_path / "page.warc.gz").write_bytes(b"not a warc")
    for command in ("replay", "reextract"):
        proc = _comspider(command, str(tmp_path), cwd=tmp_path)
        assert proc.returncode == 1
        assert proc.stderr.strip().splitlines()[-1].startswith(f"comspider {command}: error: ")
    proc = _comspider("replay", str(tmp_path / "missing"), cwd=tmp_path)
    assert proc.returncode == 1 and "no such archive" in proc.stderr
