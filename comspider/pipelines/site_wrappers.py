"""After the comment sections are chosen and read: what the site wrappers did on each
document of the page counts (hits, misses), and they learn from it (a wrapper for a
template that has none, for a new template, or again after repeated misses). See
:mod:`comspider.wrappers.service`.

Stats: ``comspider/wrappers/<event>``: ``hit``, ``miss`` (the full method found comments
the wrapper did not), ``learnt``, ``relearnt``, ``dropped``, ``new_template``,
``unmatched`` (a page of a known site like none of its templates: a redesign, or a new
kind of page), ``evicted``, ``no_comments``; ``comspider/wrappers/miss/<reason>``.
"""

from __future__ import annotations

import asyncio
import logging
import time
from datetime import datetime
from typing import Any

from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured

from comspider.items import PageItem
from comspider.wrappers.service import Document, SiteWrappers, crawl_wrappers

logger = logging.getLogger(__name__)


class SiteWrappersPipeline:
    def __init__(self, crawler: Crawler, wrappers: SiteWrappers) -> None:
        self.stats = crawler.stats
        self.wrappers = wrappers

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> SiteWrappersPipeline:
        wrappers = crawl_wrappers(crawler)
        if wrappers is None:
            raise NotConfigured("COMSPIDER_WRAPPERS_ENABLED is off")
        return cls(crawler, wrappers)

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or item.error or item.blocked or not item.templates:
            return item
        started = time.monotonic()
        await asyncio.to_thread(self._record, item)
        item.timings["wrappers"] = time.monotonic() - started
        return item

    def _record(self, item: PageItem) -> None:
        reference = datetime.fromisoformat(item.visited_at)
        for index, doc in sorted(item.templates.items()):
            if not isinstance(doc, Document):
                continue
            sections = [s for s in item.sections if s.snapshot == index]
            change = self.wrappers.record(doc, sections, reference_time=reference)
            for event in change.events:
                self.stats.inc_value(f"comspider/wrappers/{event}")
                if event == "miss":
                    self.stats.inc_value(f"comspider/wrappers/miss/{doc.reason or 'unknown'}")
            if "learnt" in change.events or "relearnt" in change.events or "dropped" in change.events:
                what = [e for e in change.events if e in ("new_template", "learnt", "relearnt", "dropped")]
                logger.info("Site wrappers of %s: %s (from %s)", doc.site, ", ".join(what), doc.url)
