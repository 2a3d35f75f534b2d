"""A process killed between recording a page's comments as written and writing their
lines: the next crawl settles the batch it left, from its feed file (lines found there
are not written again, the others are, once), on the SQLite and the Redis backend."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import subprocess
import time
import uuid
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_twisted
import scrapy
from scrapy.crawler import CrawlerRunner

from comspider.crawl_settings import crawl_settings
from comspider.items import CommentItem
from comspider.pipelines.feed_files import FeedFile, comment_feeds, feed_exporter
from comspider.pipelines.writer_identity import this_process
from comspider.state.backend import Backend, open_redis, open_sqlite
from comspider.url_keys import article_key

URL = "https://news.example/2026/11/story.html"
OTHER = "https://news.example/2026/11/other.html"


class NoPages(scrapy.Spider):
    name = "no_pages"

    async def start(self) -> AsyncIterator[Any]:
        return
        yield


def comment(url: str, n: int) -> CommentItem:
    return CommentItem(
        article_url=url,
        comment_id=f"{url[-10:]}-c{n}",
        text=f"comment {n}",
        crawled_at="2026-11-26T00:00:00Z",
    )


def line(item: CommentItem) -> str:
    return json.dumps(dataclasses.asdict(item), ensure_ascii=False) + "\n"


def dead_writer() -> dict[str, Any]:
    """This host, the pid of a process that has ended."""
    proc = subprocess.Popen(["true"])
    proc.wait()
    return {**this_process(), "pid": proc.pid, "start": "1"}


def record(writer: dict[str, Any], files: list[list[Any]], blind: list[str], at: float = 0.0) -> str:
    return json.dumps({"writer": writer, "at": at, "files": files, "blind": blind})


@pytest.fixture(params=["sqlite", pytest.param("redis", marks=pytest.mark.redis)])
def state(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[dict[str, Any], Backend]:
    """Crawl settings on a fresh state, and the state opened on its own."""
    if request.param == "sqlite":
        path = tmp_path / "state.sqlite3"
        return {"COMSPIDER_STATE_PATH": str(path)}, open_sqlite(path)
    url, prefix = request.getfixturevalue("redis_url"), f"test-{uuid.uuid4().hex[:12]}"
    settings = {"COMSPIDER_BACKEND": "redis", "COMSPIDER_REDIS_URL": url, "COMSPIDER_QUEUE_PREFIX": prefix}
    return settings, open_redis(url, prefix)


@pytest_twisted.inlineCallbacks
def test_a_killed_writers_batch_is_settled_once(state: tuple[dict[str, Any], Backend], tmp_path: Path) -> Any:
    overrides, backend = state
    seen = backend.seen
    feeds = tmp_path / "feeds"
    feeds.mkdir()
    # The killed run's feed file: earlier history, then 3 of the batch's 6 lines and the
    # 4th torn by the kill. The batch was staged when the file had the history only.
    page = [comment(URL, n) for n in range(6)]
    history = "".join(line(comment(OTHER, n)) for n in range(50, 60))
    killed = feeds / "killed.jsonl"
    killed.write_text(history + "".join(line(c) for c in page[:3]) + line(page[3])[:40], "utf-8")
    items = {c.comment_id: line(c).strip() for c in page}
    files = [[str(killed), len(history.encode()), False]]
    assert len(seen.stage(article_key(URL), "killed", items, record(dead_writer(), files, []))) == 6
    # A dead writer whose only feed was stdout: nothing to read back, written again.
    blind = [comment(OTHER, n) for n in range(2)]
    seen.stage(
        article_key(OTHER),
        "blind",
        {c.comment_id: line(c).strip() for c in blind},
        record(dead_writer(), [], ["stdout:"]),
    )
    # Batches still being written (this process) or written on another host a moment
    # ago: left alone.
    seen.stage(article_key(OTHER), "alive", {"x1": line(comment(OTHER, 9))}, record(this_process(), [], []))
    elsewhere = {**this_process(), "host": "another-host"}
    seen.stage(
        article_key(OTHER),
        "elsewhere",
        {"x2": line(comment(OTHER, 8))},
        record(elsewhere, [], [], time.time()),
    )
    # Pending on a host that has not come back for two hours: taken over, written again.
    lost = {**this_process(), "host": "lost-host"}
    orphan = comment(OTHER, 7)
    seen.stage(
        article_key(OTHER),
        "orphan",
        {orphan.comment_id: line(orphan).strip()},
        record(lost, [["/srv/feeds/lost.jsonl", 0, False]], [], time.time() - 7200),
    )

    out = feeds / "now.jsonl"
    settings = crawl_settings(
        {
            **overrides,
            "FEEDS": {str(out): {"format": "jsonlines", "item_classes": ["comspider.items.CommentItem"]}},
            "LOG_LEVEL": "WARNING",
        }
    )
    crawler = CrawlerRunner(settings).create_crawler(NoPages)
    yield crawler.crawl()

    rows = []
    for path in (killed, out):
        for text in path.read_text("utf-8").splitlines():
            try:
                rows.append(json.loads(text))
            except ValueError:
                continue  # the torn line
    counts = Counter(r["comment_id"] for r in rows if r["article_url"] == URL)
    assert counts == Counter({c.comment_id: 1 for c in page}), "each line once over both runs"
    again = [json.loads(t)["comment_id"] for t in out.read_text("utf-8").splitlines()]
    assert sorted(again) == sorted(
        [c.comment_id for c in page[3:]] + [c.comment_id for c in blind] + [orphan.comment_id]
    )
    stats = crawler.stats.get_stats()
    assert stats["comspider/seen/reconciled_batches"] == 3
    assert stats["comspider/seen/reconciled_written"] == 3
    assert stats["comspider/seen/reemitted"] == 6
    assert stats["comspider/seen/orphaned_batches"] == 1
    assert stats["comspider/seen/pending_elsewhere"] == 1
    assert sorted(b.token for b in seen.pending()) == ["alive", "elsewhere"]
    backend.close()
    # What a batch staged now would record: this crawl's comment file, from its end.
    files, blind_uris = comment_feeds(feed_exporter(crawler), page[0])
    assert files == [FeedFile(str(out), out.stat().st_size, False)] and blind_uris == []


@pytest_twisted.inlineCallbacks
def test_a_running_crawl_takes_over_a_lost_hosts_batch(
    state: tuple[dict[str, Any], Backend], tmp_path: Path
) -> Any:
    """A batch another host left pending past COMSPIDER_ORPHANED_BATCH_SECONDS, staged
    after this crawl opened: the crawl's periodic settling writes it, once."""
    overrides, backend = state
    seen = backend.seen
    lost = {**this_process(), "host": "lost-host"}
    page = [comment(URL, n) for n in range(3)]

    class Waiting(NoPages):
        name = "waiting"

        async def start(self) -> AsyncIterator[Any]:
            seen.stage(
                article_key(URL),
                "orphan",
                {c.comment_id: line(c).strip() for c in page},
                record(lost, [], [], time.time() - 60),
            )
            for _ in range(600):  # until a periodic settling took it (at most 60 s)
                if not seen.pending():
                    break
                await asyncio.sleep(0.1)
            return
            yield

    out = tmp_path / "now.jsonl"
    settings = crawl_settings(
        {
            **overrides,
            "COMSPIDER_ORPHANED_BATCH_SECONDS": 4,
            "FEEDS": {str(out): {"format": "jsonlines", "item_classes": ["comspider.items.CommentItem"]}},
            "LOG_LEVEL": "WARNING",
        }
    )
    crawler = CrawlerRunner(settings).create_crawler(Waiting)
    yield crawler.crawl()
    written = [json.loads(t)["comment_id"] for t in out.read_text("utf-8").splitlines()]
    assert sorted(written) == sorted(c.comment_id for c in page)
    assert seen.pending() == []
    assert crawler.stats.get_value("comspider/seen/orphaned_batches") == 1
    backend.close()
