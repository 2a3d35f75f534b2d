"""Stage 4d: does the page say its comments are closed, and does it offer a comment form
(:mod:`comspider.closed_comments`)? The visit record carries both
(``comments_closed``, ``comment_form``); the completeness policy stops visiting a page
whose comments are closed, or whose form an earlier visit saw is gone."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from scrapy.crawler import Crawler

from comspider.annotate.closed_comments import closed_marker, has_comment_form
from comspider.items import PageItem

logger = logging.getLogger(__name__)


class CommentsClosedPipeline:
    def __init__(self, crawler: Crawler) -> None:
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> CommentsClosedPipeline:
        return cls(crawler)

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.snapshots or item.error or item.blocked:
            return item
        started = time.monotonic()
        documents = [s.html for s in item.snapshots]
        marker = await asyncio.to_thread(closed_marker, documents)
        item.comment_form = await asyncio.to_thread(has_comment_form, documents)
        if marker:
            item.comments_closed = True
            self.stats.inc_value("comspider/comments/closed")
            logger.debug("%s says its comments are closed: %r", item.article.url, marker)
        item.timings["closed"] = time.monotonic() - started
        return item
