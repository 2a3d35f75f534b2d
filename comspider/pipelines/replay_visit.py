"""Replay (``comspider replay``, ``COMSPIDER_REPLAY_ARCHIVE``): each page item takes the
recorded visit's time and article, first of all, so that relative dates ("2 hours ago")
resolve as they did, and the feed's metadata is the same: the replay's items equal the
recorded crawl's."""

from __future__ import annotations

from typing import Any

from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured

from comspider.archive.reader import replay_archive
from comspider.article import Article
from comspider.items import PageItem


class ReplayVisitPipeline:
    def __init__(self, visits: dict[str, dict[str, Any]]) -> None:
        self.visits = visits  # article URL -> its first recorded visit's record

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ReplayVisitPipeline:
        archive = replay_archive(crawler)
        if archive is None:
            raise NotConfigured  # silent: not a replay
        return cls(archive.first_visits())

    def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem):
            return item
        recorded = self.visits.get(item.article.url)
        if recorded is None:
            return item
        item.visited_at = str(recorded.get("visited_at") or item.visited_at)
        article = recorded.get("article")
        if isinstance(article, dict):
            item.article = Article.from_dict(article)
        return item
