"""SIGKILL a worker at random moments, restart it, again and again: afterwards no page is
lost and none was visited more often than the policy says."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
import uuid
from collections import defaultdict
from pathlib import Path

import pytest

from comspider.state.backend import open_redis, open_sqlite

WORKER = Path(__file__).with_name("crash_worker.py")
PAGES = 30
KILLS = 8
MAX_VISITS = 3


def plan(i: int) -> int:
    return i % MAX_VISITS + 1  # visits page i needs before it finds 10 comments


def wait_for_line(log: Path, line: str, proc: subprocess.Popen[bytes], timeout: float = 60.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if log.exists() and line in log.read_text():
            return True
        if proc.poll() is not None:
            return False
        time.sleep(0.01)
    raise AssertionError(f"the worker never wrote {line!r}")


@pytest.mark.parametrize("kind", ["sqlite", pytest.param("redis", marks=pytest.mark.redis)])
def test_sigkill_loses_nothing(kind: str, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    if kind == "sqlite":
        where = str(tmp_path / "queue.sqlite3")
        backend = open_sqlite(where)
    else:
        url, prefix = request.getfixturevalue("redis_url"), f"crash-{uuid.uuid4().hex[:8]}"
        where = f"{url}/{prefix}"
        backend = open_redis(url, prefix)
    now = time.time()
    keys = {}
    for i in range(PAGES):
        key = f"https://news.example/{i}"
        keys[key] = plan(i)
        assert backend.queue.admit(key, {"url": key, "plan": plan(i)}, "news.example", now, now)
    backend.close()

    log = tmp_path / "worker.log"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(sys.path)}
    rng = random.Random(20260301)
    killed = 0
    for _ in range(KILLS):
        proc = subprocess.Popen([sys.executable, str(WORKER), kind, where, str(log)], env=env)
        if not wait_for_line(log, f"start {proc.pid}\n", proc):
            break  # finished on its own
        time.sleep(rng.uniform(0.0, 0.3))
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            killed += 1
        proc.wait(timeout=30)
        if f"exit {proc.pid}" in log.read_text():
            break
    final = subprocess.run([sys.executable, str(WORKER), kind, where, str(log)], env=env, timeout=300)
    assert final.returncode == 0

    backend = open_sqlite(where) if kind == "sqlite" else open_redis(*where.rsplit("/", 1))
    try:
        for key, needed in keys.items():
            entry = backend.queue.get(key)
            assert entry is not None, f"{key} lost"
            assert (entry.state, entry.outcome, entry.visit) == ("done", "comments_found", needed), key
        stats = backend.queue.stats()
        assert stats["state/done"] == PAGES and stats["state/pending"] == 0
        assert stats["state/claimed"] == 0
    finally:
        backend.close()
    if kind == "sqlite":
        with sqlite3.connect(where) as conn:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"

    claimed: dict[str, set[int]] = defaultdict(set)
    finished: dict[str, int] = defaultdict(int)
    interrupted = 0
    for line in log.read_text().splitlines():
        parts = line.split()
        if parts[0] == "claim":
            claimed[parts[1]].add(int(parts[2]))
            interrupted += int(parts[3]) > 1
        elif parts[0] == "recorded" and parts[3] == "done":
            finished[parts[1]] += 1
    for key, needed in keys.items():
        assert claimed[key] == set(range(1, needed + 1)), key  # each visit of the plan, no more
        assert finished[key] <= 1
    print(f"{kind}: {killed} kills, {interrupted} visits taken over after a lease expired")
