"""A comment_id is never written twice for an article, across visits (and, with
a kept crawl state, across processes and restarts).

The ids live in the crawl state's seen store (:func:`comspider.state.backend.crawl_state`:
SQLite or Redis when the crawl keeps its state, else memory). Articles are keyed by their
canonical URL (:func:`comspider.url_keys.article_key`), as in the page queue.

This stage only reads the store, so that the later stages annotate only new comments;
the ids are recorded by the emit stage, together with the lines it writes
(:mod:`comspider.pipelines.written_batches`), which also drops any id another visit
recorded in between.
"""

from __future__ import annotations

from typing import Any

from scrapy.crawler import Crawler

from comspider.items import PageItem
from comspider.state.backend import crawl_state
from comspider.state.protocols import SeenStore
from comspider.url_keys import article_key


class DeduplicationPipeline:
    def __init__(self, crawler: Crawler, store: SeenStore) -> None:
        self.stats = crawler.stats
        self.store = store

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> DeduplicationPipeline:
        return cls(crawler, crawl_state(crawler).seen)

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.comments:
            return item
        ids = [c.comment_id for c in item.comments]
        new = set(self.store.unseen(article_key(item.article.url), ids))
        dropped = len(item.comments) - len(new)
        if dropped:
            self.stats.inc_value("comspider/comments/already_seen", dropped)
        item.comments = [c for c in item.comments if c.comment_id in new]
        return item
