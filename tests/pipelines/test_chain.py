"""The whole item pipeline in a real Scrapy crawl (no browser): a spider hands over visited
pages as the browser stage would, and the JSONL feeds get every comment once and one visit
record per visit."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest_twisted
import scrapy
from scrapy.crawler import CrawlerRunner

from comspider.crawl_settings import crawl_settings
from comspider.items import PageItem
from comspider.state.backend import open_sqlite
from tests.pipelines.conftest import URL, page_item


class SavedPages(scrapy.Spider):
    """Yields the PageItems it is given, one per visit."""

    name = "saved_pages"

    def __init__(self, items: list[PageItem], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.items = items

    async def start(self) -> AsyncIterator[Any]:
        for item in self.items:
            yield item


def _read(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()] if path.exists() else []


@pytest_twisted.inlineCallbacks
def test_two_visits_of_a_page_write_each_comment_once(tmp_path: Path, real_html: str) -> Any:
    comments, visits = tmp_path / "comments.jsonl", tmp_path / "visits.jsonl"
    settings = crawl_settings(
        {
            "COMSPIDER_STATE_PATH": str(tmp_path / "state.sqlite3"),
            "FEEDS": {
                str(comments): {"format": "jsonlines", "item_classes": ["comspider.items.CommentItem"]},
                str(visits): {"format": "jsonlines", "item_classes": ["comspider.items.VisitItem"]},
            },
            "LOG_LEVEL": "WARNING",
        }
    )
    runner = CrawlerRunner(settings)
    items = [page_item(real_html, visit=1), page_item(real_html, visit=2)]
    crawler = runner.create_crawler(SavedPages)
    yield crawler.crawl(items=items)
    written, done = _read(comments), _read(visits)
    assert len(written) >= 20  # 36 records, 16 of them pingbacks (no comments)
    assert len({c["comment_id"] for c in written}) == len(written)
    # the two visits run through the pipelines side by side: whichever is de-duplicated
    # first writes the comments, the other writes none
    assert sorted(v["visit"] for v in done) == [1, 2]
    assert all(v["outcome"] == "comments_found" and v["comments"] >= len(written) for v in done)
    assert sorted(v["new_comments"] for v in done) == [0, len(written)]
    assert all(v["url"] == URL for v in done)
    stats = crawler.stats.get_stats()
    assert stats["comspider/comments/emitted"] == len(written)
    state = open_sqlite(tmp_path / "state.sqlite3")
    assert state.seen.pending() == [], "every batch of lines written was committed"
    state.close()
    assert stats["comspider/visits/comments_found"] == 2
