"""DOM snapshots -> record sections (structure only)."""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from scrapy.crawler import Crawler
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.items import PageItem
from comspider.pipelines.stage_clock import add_time
from comspider.records.dom import parse_html
from comspider.records.model import RecordSection, SectionFinder
from comspider.sections.times import article_time, declare_article_time, url_date
from comspider.wrappers.service import SiteWrappers, crawl_wrappers, wrapped_section

logger = logging.getLogger(__name__)


class RecordSectionsPipeline:
    def __init__(self, crawler: Crawler, finder: SectionFinder, wrappers: SiteWrappers | None = None) -> None:
        self.stats = crawler.stats
        self.finder = finder
        self.wrappers = wrappers
        self.max_chars = crawler.settings.getint("COMSPIDER_MAX_DOM_CHARS")

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RecordSectionsPipeline:
        finder_cls = load_object(crawler.settings["COMSPIDER_SECTION_FINDER"])
        return cls(crawler, build_from_crawler(finder_cls, crawler), crawl_wrappers(crawler))

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or item.error or item.blocked:
            return item
        started = time.monotonic()
        parsing = [0.0, 0.0]  # wall and CPU seconds of parsing, within the stage
        item.sections, cpu = await asyncio.to_thread(self._find_timed, item, parsing)
        wall = time.monotonic() - started
        add_time(item, "parse", parsing[0], parsing[1])
        add_time(item, "records", max(0.0, wall - parsing[0]), max(0.0, cpu - parsing[1]))
        self.stats.inc_value("comspider/extraction/sections", len(item.sections))
        return item

    def _find_timed(self, item: PageItem, parsing: list[float]) -> tuple[list[RecordSection], float]:
        started = time.thread_time()
        sections = self._find(item, parsing)
        return sections, time.thread_time() - started

    def _find(self, item: PageItem, parsing: list[float]) -> list[RecordSection]:
        """Sections of every snapshot; each snapshot parsed once, its tree kept on the
        item (``trees``) for the later stages."""
        sections: list[RecordSection] = []
        main = None  # the article's main document, whose declared time its other documents take
        for index, snap in enumerate(item.snapshots):
            if len(snap.html) > self.max_chars:
                self.stats.inc_value("comspider/extraction/truncated_dom")
                logger.warning(
                    "DOM of %s is %d chars; extracting from the first %d",
                    snap.url,
                    len(snap.html),
                    self.max_chars,
                )
            try:
                wall, cpu = time.monotonic(), time.thread_time()
                root = item.trees[index] = parse_html(snap.html[: self.max_chars])
                parsing[0] += time.monotonic() - wall
                parsing[1] += time.thread_time() - cpu
                if snap.kind == "main":
                    main = root
                    # a blog's permalink dates the article that declares no time ("/2012/03/slug")
                    declare_article_time(root, url_date(snap.url))
                elif main is not None:  # a frame, a popup or a comments page of the article
                    # read only when the article has such a document: not on the pages that have none
                    declare_article_time(root, article_time(main))
                if self.wrappers is not None:  # the site's wrapper first: no mining when it finds them
                    found = wrapped_section(self.wrappers, item, index, root, snap.url)
                    if found is not None:
                        sections.append(found)
                        continue
                for section in self.finder.find_sections(root):
                    section.snapshot = index
                    sections.append(section)
            except Exception as exc:  # noqa: BLE001 - one bad document must not cost the others
                self.stats.inc_value("comspider/extraction/failed")
                logger.warning(
                    "Record extraction failed on %s (%s): %s",
                    snap.url,
                    snap.kind,
                    f"{type(exc).__name__}: {exc}"[:300],
                )
        return sections
