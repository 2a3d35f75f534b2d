"""The local JSONL feed storage: one write per line, and a torn last line moved aside before
appending."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from types import SimpleNamespace

import pytest
from scrapy.settings import Settings
from scrapy.statscollectors import MemoryStatsCollector

from comspider.export.unbuffered_storage import UnbufferedFileFeedStorage


def _spider() -> SimpleNamespace:
    crawler = SimpleNamespace()
    crawler.stats = MemoryStatsCollector(SimpleNamespace(settings=Settings({"STATS_DUMP": False})))
    return SimpleNamespace(crawler=crawler)


def test_a_torn_last_line_is_moved_aside_before_the_next_run_appends(tmp_path: Path) -> None:
    # every line of a JSONL feed stays a record a reader can parse; the torn bytes are kept
    feed = tmp_path / "comments.jsonl"
    feed.write_bytes(b'{"id": 1}\n{"id": 2, "te')  # a run killed mid-line
    spider = _spider()
    file = UnbufferedFileFeedStorage(str(feed), feed_options={"format": "jsonlines"}).open(spider)
    file.write(b'{"id": 3}\n')
    file.close()
    assert [json.loads(line) for line in feed.read_bytes().splitlines()] == [{"id": 1}, {"id": 3}]
    assert (tmp_path / "comments.jsonl.torn").read_bytes() == b'{"id": 2, "te\n'
    assert spider.crawler.stats.get_value("comspider/feeds/torn_line_moved") == 1
    # a feed that is one torn line holds no record: it is empty before the append
    feed.write_bytes(b'{"id": 4, "te')
    UnbufferedFileFeedStorage(str(feed), feed_options={"format": "jsonlines"}).open(spider).close()
    assert feed.read_bytes() == b""


def test_a_torn_end_of_a_feed_of_another_format_is_ended_before_appending(tmp_path: Path) -> None:
    feed = tmp_path / "comments.xml"
    feed.write_bytes(b"<items><item><id>1</id></item>")
    spider = _spider()
    file = UnbufferedFileFeedStorage(str(feed), feed_options={"format": "xml"}).open(spider)
    file.close()
    assert feed.read_bytes() == b"<items><item><id>1</id></item>\n"
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


def test_a_new_feed_is_opened_without_a_word(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    feed = tmp_path / "new" / "comments.jsonl"
    spider = _spider()
    with caplog.at_level(logging.INFO):
        file = UnbufferedFileFeedStorage(str(feed), feed_options={"format": "jsonlines"}).open(spider)
        file.write(b'{"id": 1}\n')
        file.close()
    assert feed.read_bytes() == b'{"id": 1}\n'
    assert not caplog.records and spider.crawler.stats.get_value("comspider/feeds/torn_line_moved") is None
