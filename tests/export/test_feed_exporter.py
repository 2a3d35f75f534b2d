"""A feed write that fails stops the crawl in one line (close reason feed_failed, exit
status 1), nothing it could not write is recorded as written, and the next crawl, given
a good output, writes those comments, once. Real crawls in this process (the emit stage
and the feed exports, no browser) on a full disk (/dev/full), and the checked file under
a removed or replaced path."""

from __future__ import annotations

import errno
import json
import logging
import os
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import pytest_twisted
import scrapy
from scrapy.crawler import CrawlerRunner

from comspider.article import Article
from comspider.crawl_settings import crawl_settings
from comspider.export.unbuffered_storage import CheckedFile
from comspider.items import CommentItem, PageItem
from comspider.snapshots import InteractionReport
from comspider.state.backend import open_sqlite

PAGES, PER_PAGE = 3, 4


class Pages(scrapy.Spider):
    """Visits as the pipelines hand them to the emit stage: each page with its comments."""

    name = "pages"

    async def start(self) -> AsyncIterator[Any]:
        for n in range(PAGES):
            url = f"https://news.example/{n}.html"
            comments = [
                CommentItem(
                    article_url=url, comment_id=f"p{n}-c{i}", text=f"comment {i}", crawled_at="2026-11-26"
                )
                for i in range(PER_PAGE)
            ]
            yield PageItem(
                article=Article(url=url),
                visit=1,
                visited_at="2026-11-26T00:00:00+00:00",
                final_url=url,
                snapshots=[],
                report=InteractionReport(),
                comments=comments,
                found=len(comments),
            )


def _crawler(tmp_path: Path, output: Path) -> Any:
    settings = crawl_settings(
        {
            "COMSPIDER_STATE_PATH": str(tmp_path / "state.sqlite3"),
            "ITEM_PIPELINES": {"comspider.pipelines.emit.EmitPipeline": 900},
            "FEEDS": {str(output): {"format": "jsonlines"}},
            "LOG_LEVEL": "WARNING",
        }
    )
    return CrawlerRunner(settings).create_crawler(Pages)


@pytest_twisted.inlineCallbacks
def test_a_full_disk_stops_the_crawl_and_the_next_one_writes_what_it_could_not(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> Any:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full here")
    caplog.set_level(logging.INFO, logger="comspider.export.feed_exporter")
    full = tmp_path / "full.jsonl"
    full.symlink_to("/dev/full")  # every write: No space left on device
    first = _crawler(tmp_path, full)
    yield first.crawl()
    stats = first.stats.get_stats()
    assert stats["finish_reason"] == "feed_failed"
    assert stats["comspider/exit_status"] == 1
    [line] = [r.message for r in caplog.records if r.message.startswith("Cannot write the feed")]
    assert line.startswith(f"Cannot write the feed {full}: No space left on device; stopping the crawl")
    unwritten = stats["comspider/comments/unwritten"]
    state = open_sqlite(tmp_path / "state.sqlite3")
    pending = {i for batch in state.seen.pending() for i in batch.items}
    state.close()
    assert unwritten == len(pending) > 0, "each comment not written is pending, not recorded as written"

    good = tmp_path / "good.jsonl"
    second = _crawler(tmp_path, good)
    yield second.crawl()
    assert second.stats.get_value("finish_reason") == "finished"
    rows = [json.loads(line) for line in good.read_text("utf-8").splitlines()]
    written = Counter(row["comment_id"] for row in rows if row["type"] == "comment")
    assert set(written) == {f"p{n}-c{i}" for n in range(PAGES) for i in range(PER_PAGE)}
    assert max(written.values()) == 1
    assert second.stats.get_value("comspider/seen/reemitted") == unwritten
    # where the records go is said once, at the start (a new user's trial: nothing said it)
    assert [r.message for r in caplog.records if r.message.startswith("Records go to: ")] == [
        f"Records go to: {full}",
        f"Records go to: {good}",
    ]


def test_a_feed_file_removed_or_replaced_under_the_crawl_fails_its_next_write(tmp_path: Path) -> None:
    folder = tmp_path / "feeds"
    folder.mkdir()
    path = folder / "out.jsonl"
    file = CheckedFile(path, "ab")
    assert file.write(b'{"a": 1}\n') == 9
    (folder / "out.jsonl").unlink()
    folder.rmdir()
    with pytest.raises(FileNotFoundError) as removed:
        file.write(b'{"a": 2}\n')
    assert "removed while the crawl wrote it" in str(removed.value)
    file.close()

    path = tmp_path / "moved.jsonl"
    file = CheckedFile(path, "ab")
    path.rename(tmp_path / "elsewhere.jsonl")
    path.write_text("")  # a new file where the old one was
    with pytest.raises(OSError) as replaced:
        file.write(b"x\n")
    assert replaced.value.errno == errno.ESTALE
    file.close()
