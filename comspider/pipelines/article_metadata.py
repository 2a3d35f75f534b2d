"""Fill the article's missing metadata (title, publisher, date, language) from its page
(comspider.annotate.article_metadata: trafilatura and htmldate)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from lxml import etree
from scrapy.crawler import Crawler

from comspider.annotate.article_metadata import page_metadata
from comspider.items import PageItem

logger = logging.getLogger(__name__)


class ArticleMetadataPipeline:
    def __init__(self, crawler: Crawler) -> None:
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ArticleMetadataPipeline:
        return cls(crawler)

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.snapshots:
            return item
        article = item.article
        if article.title and article.publisher and article.published_at and article.language:
            return item
        try:
            meta = await asyncio.to_thread(page_metadata, item.snapshots[0].html, item.final_url)
        except (
            etree.LxmlError,
            ValueError,
            TypeError,
            AttributeError,
        ) as exc:  # a page trafilatura chokes on
            logger.warning("No metadata from %s: %s", article.url, exc)
            self.stats.inc_value("comspider/metadata/failed")
            return item
        for key in ("title", "publisher", "published_at", "language"):
            if not getattr(article, key) and meta.get(key):
                setattr(article, key, meta[key])
        return item
