"""Stage 4: a comment_id is never emitted twice for an article, across visits (and, with
a shared store, across processes and restarts).

The store is ``COMSPIDER_SEEN_STORE``: a class path (built with ``from_crawler`` when it
has one), or ``"auto"`` (also None or empty): the page queue's persistent store (the
crawl's SQLite file or Redis, ``comspider.scheduling.backend``) when the crawl queues its
visits (``schedule=queued`` with the QueueScheduler), else a per-process memory store, so
that an immediate crawl run twice emits its comments twice, as before. Articles are keyed
by their canonical URL (``comspider.scheduling.keys.article_key``), as in the queue.
"""

from __future__ import annotations

from typing import Any, Protocol

from scrapy.crawler import Crawler
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.items import PageItem
from comspider.scheduling.keys import article_key

AUTO = "auto"


class SeenStore(Protocol):
    def add_new(self, article_key: str, ids: list[str]) -> list[str]:
        """Record ``ids`` as seen for the article; return those not seen before."""
        ...


class MemorySeenStore:
    """Per-process store; the scheduling stage provides persistent ones."""

    def __init__(self) -> None:
        self._seen: dict[str, set[str]] = {}

    def add_new(self, article_key: str, ids: list[str]) -> list[str]:
        seen = self._seen.setdefault(article_key, set())
        new = [i for i in ids if i not in seen]
        seen.update(new)
        return new


class DeduplicationPipeline:
    def __init__(self, crawler: Crawler, store: SeenStore) -> None:
        self.stats = crawler.stats
        self.store = store

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> DeduplicationPipeline:
        return cls(crawler, seen_store_for(crawler))

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.comments:
            return item
        ids = [c.comment_id for c in item.comments]
        new = set(self.store.add_new(article_key(item.article.url), ids))
        dropped = len(item.comments) - len(new)
        if dropped:
            self.stats.inc_value("comspider/comments/already_seen", dropped)
        item.comments = [c for c in item.comments if c.comment_id in new]
        return item


def seen_store_for(crawler: Crawler) -> SeenStore:
    """The store ``COMSPIDER_SEEN_STORE`` names (see the module docstring)."""
    path = crawler.settings.get("COMSPIDER_SEEN_STORE") or AUTO
    if path == AUTO:
        from comspider.scheduling.scheduler import queued_crawl

        if queued_crawl(crawler):
            from comspider.scheduling.backend import backend_for_crawler

            return backend_for_crawler(crawler).seen
        return MemorySeenStore()
    return build_from_crawler(load_object(path), crawler)
