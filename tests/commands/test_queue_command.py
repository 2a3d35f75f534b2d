"""`comspider queue list|stats|clear` on the stored crawl state (SQLite; Redis too)."""

from __future__ import annotations

import uuid
from pathlib import Path

import pytest

from comspider.cli import main
from comspider.state.backend import open_redis, open_sqlite

NOW = 1_800_000_000.0  # 2027-01-15 08:00 UTC


def _fill(backend: object) -> None:
    queue = backend.queue  # type: ignore[attr-defined]
    for i in range(3):
        url = f"https://news.example/story/{i}"
        assert queue.admit(url, {"url": url}, "news.example", NOW + 3600 * (i + 1), NOW)
    queue.reject(
        "https://news.example/full", {"url": "https://news.example/full"}, "news.example", "queue_full", NOW
    )
    claimed = queue.claim(NOW + 3600, 600)  # story/0 is due first
    assert claimed is not None and claimed.key.endswith("/0")
    # "captured": the word queues written before the visit records' words were adopted hold
    assert queue.complete(claimed.key, "captured", NOW + 3700, token=claimed.token)


def _cli(args: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    assert main(["queue", *args]) == 0
    return capsys.readouterr().out


def test_list_stats_and_clear_a_sqlite_queue(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "state.sqlite3"
    backend = open_sqlite(path)
    _fill(backend)
    backend.close()
    state = ["--state", str(path)]

    listed = _cli(["list", *state], capsys)
    assert f"Crawl state: sqlite {path}" in listed
    assert "https://news.example/story/1" in listed and "https://news.example/story/2" in listed
    assert "story/0" not in listed and "/full" not in listed, "only the pages waiting"
    assert "2027-01-15 10:00 UTC" in listed, "when each is due"
    everything = _cli(["list", "--all", *state], capsys)
    assert "story/0" in everything and "comments_found" in everything and "queue_full" in everything

    stats = _cli(["stats", *state], capsys)
    rows = {line.split()[0]: line.split()[1] for line in stats.splitlines()[1:] if len(line.split()) > 1}
    assert rows["pending"] == "2" and rows["done"] == "1" and rows["dropped"] == "1"
    assert rows["comments_found"] == "1" and rows["queue_full"] == "1"
    assert "captured" not in stats

    assert "Removed 2 page(s)" in _cli(["clear", *state], capsys)
    assert "No pages waiting." in _cli(["list", *state], capsys)
    assert "Removed 2 page(s): every page" in _cli(["clear", "--all", *state], capsys)
    assert "No pages in the queue." in _cli(["list", "--all", *state], capsys)


def test_no_state_yet_is_said_not_created(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "never" / "state.sqlite3"
    assert "nothing queued" in _cli(["list", "--state", str(path)], capsys)
    assert not path.exists()


@pytest.mark.redis
def test_list_and_clear_a_redis_queue(redis_url: str, capsys: pytest.CaptureFixture[str]) -> None:
    prefix = f"test-{uuid.uuid4().hex[:8]}"
    backend = open_redis(redis_url, prefix)
    _fill(backend)
    backend.close()
    shared = ["-s", "COMSPIDER_BACKEND=redis", "-s", f"COMSPIDER_REDIS_URL={redis_url}"]
    shared += ["-s", f"COMSPIDER_QUEUE_PREFIX={prefix}"]
    listed = _cli(["list", *shared], capsys)
    assert f"Crawl state: redis {redis_url} prefix={prefix}" in listed  # where, not just "redis"
    assert "story/1" in listed and "story/0" not in listed
    assert "Removed 4 page(s): every page" in _cli(["clear", "--all", *shared], capsys)
    assert "No pages in the queue." in _cli(["list", "--all", *shared], capsys)


def test_dropped_pages_are_listed_and_retried(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "state.sqlite3"
    backend = open_sqlite(path)
    queue = backend.queue
    for name in ("crashy", "gone", "kept"):
        url = f"http://news.example/{name}"
        assert queue.admit(f"https://news.example/{name}", {"url": url}, "news.example", NOW, NOW)
    for key, reason in (("crashy", "too_many_attempts"), ("gone", "error_permanent")):
        got = queue.claim(NOW, 600)
        assert got is not None and got.key.endswith(key)
        assert queue.drop(got.key, reason, NOW + 1, token=got.token)
    backend.close()
    state = ["--state", str(path)]

    listed = _cli(["list", "--dropped", *state], capsys)
    assert "http://news.example/crashy" in listed and "too_many_attempts" in listed
    assert "http://news.example/gone" in listed and "error_permanent" in listed
    assert "/kept" not in listed and "comspider queue retry" in listed

    retried = _cli(["retry", "http://news.example/crashy", *state], capsys)
    assert "1 page(s) queued again" in retried
    assert main(["queue", "retry", "https://news.example/kept", *state]) == 1, "not dropped"
    assert "Not dropped" in capsys.readouterr().out
    assert "1 page(s) queued again" in _cli(["retry", *state], capsys)
    assert "No pages dropped." in _cli(["list", "--dropped", *state], capsys)
    backend = open_sqlite(path)
    crashy, gone = (backend.queue.get(f"https://news.example/{n}") for n in ("crashy", "gone"))
    assert (crashy.state, crashy.visit, crashy.attempts) == ("pending", 1, 0), "its visit never ended"
    assert (gone.state, gone.visit) == ("pending", 2), "a visit that failed for good: the next"
    backend.close()
