"""The commenting system (``platform``) of each comment and of the visit.

:func:`comspider.annotate.platform.detect_platform` reads the visit's snapshots (frame
URLs, widget markup, script hosts); a comment found in a vendor's frame gets that
vendor, the others the page's platform (``native`` when none is recognised). The visit
gets its comments' platform, or the widget seen on a page without comments, else None.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from scrapy.crawler import Crawler

from comspider.annotate.platform import NATIVE, detect_platform
from comspider.items import PageItem
from comspider.pipelines.comment_fields import section_locator
from comspider.pipelines.stage_clock import in_thread


class PlatformPipeline:
    def __init__(self, crawler: Crawler) -> None:
        self.stats = crawler.stats

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> PlatformPipeline:
        return cls(crawler)

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.snapshots:
            return item
        snapshots = item.snapshots
        detection = await in_thread(item, "platform", lambda: detect_platform(snapshots))
        where = {section_locator(item, s): s.snapshot for s in item.sections}
        for comment in item.comments:
            comment.platform = detection.for_snapshot(where.get(comment.section))
        if item.comments:
            item.platform = Counter(c.platform for c in item.comments).most_common(1)[0][0]
        elif item.found:  # every comment already written on an earlier visit
            item.platform = detection.platform
        else:
            item.platform = detection.platform if detection.platform != NATIVE else None
        if item.platform:
            self.stats.inc_value(f"comspider/platform/{item.platform}")
        return item
