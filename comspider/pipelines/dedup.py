"""Stage 4: a comment_id is never emitted twice for an article, across visits (and, with
a shared store, across processes)."""

from __future__ import annotations

from typing import Any, Protocol

from scrapy.crawler import Crawler
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.items import PageItem


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
        store_cls = load_object(crawler.settings.get(
            "COMSPIDER_SEEN_STORE", "comspider.pipelines.dedup.MemorySeenStore"))
        return cls(crawler, build_from_crawler(store_cls, crawler))

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.comments:
            return item
        new = set(self.store.add_new(item.article.url, [c.comment_id for c in item.comments]))
        dropped = len(item.comments) - len(new)
        if dropped:
            self.stats.inc_value("comspider/comments/already_seen", dropped)
        item.comments = [c for c in item.comments if c.comment_id in new]
        return item
