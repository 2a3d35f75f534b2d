"""The local JSONL feed storage: one write per line, and a torn last line closed before
appending."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

from scrapy.settings import Settings
from scrapy.statscollectors import MemoryStatsCollector

from comspider.export.unbuffered_storage import UnbufferedFileFeedStorage


def _spider() -> SimpleNamespace:
    crawler = SimpleNamespace()
    crawler.stats = MemoryStatsCollector(SimpleNamespace(settings=Settings({"STATS_DUMP": False})))
    return SimpleNamespace(crawler=crawler)


def test_a_torn_last_line_is_ended_before_the_next_run_appends(tmp_path: Path) -> None:
    feed = tmp_path / "comments.jsonl"
    feed.write_bytes(b'{"id": 1}\n{"id": 2, "te')  # a run killed mid-line
    spider = _spider()
    file = UnbufferedFileFeedStorage(str(feed)).open(spider)
    file.write(b'{"id": 3}\n')
    file.close()
    lines = feed.read_bytes().split(b"\n")
    assert lines[:3] == [b'{"id": 1}', b'{"id": 2, "te', b'{"id": 3}']
    assert json.loads(lines[2]) == {"id": 3}
    assert spider.crawler.stats.get_value("comspider/feeds/torn_line_closed") == 1


def test_a_whole_feed_is_appended_to_as_it_is(tmp_path: Path) -> None:
    feed = tmp_path / "comments.jsonl"
    feed.write_bytes(b'{"id": 1}\n')
    spider = _spider()
    file = UnbufferedFileFeedStorage(str(feed)).open(spider)
    file.write(b'{"id": 2}\n')
    file.close()
    assert feed.read_bytes() == b'{"id": 1}\n{"id": 2}\n'
    assert spider.crawler.stats.get_value("comspider/feeds/torn_line_closed") is None
    overwritten = UnbufferedFileFeedStorage(str(feed), feed_options={"overwrite": True}).open(spider)
    overwritten.close()
    assert feed.read_bytes() == b""
