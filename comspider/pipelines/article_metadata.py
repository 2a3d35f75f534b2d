"""Fill the article's missing metadata (title, publisher, date, language) from its page."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from lxml import etree
from lxml import html as lxml_html
from scrapy.crawler import Crawler

from comspider.extraction.metadata import page_metadata
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
            meta = await asyncio.to_thread(_metadata, item.snapshots[0].html)
        except (etree.LxmlError, ValueError) as exc:
            logger.warning("No metadata from %s: %s", article.url, exc)
            self.stats.inc_value("comspider/metadata/failed")
            return item
        for key in ("title", "publisher", "published_at", "language"):
            if not getattr(article, key) and meta.get(key):
                setattr(article, key, meta[key])
        return item


def _metadata(html: str) -> dict[str, str | None]:
    return page_metadata(lxml_html.document_fromstring(html or "<html></html>"))
