"""DOM snapshots -> record sections (structure only)."""

from __future__ import annotations

import asyncio
import logging
import time
from datetime import datetime
from typing import Any

from scrapy.crawler import Crawler
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.declared_time import article_time, declare_article_time, declare_reading_time, url_date
from comspider.items import PageItem
from comspider.pipelines.stage_clock import add_time
from comspider.records.dom import parse_html
from comspider.records.held_sections import FinderKey, Held, HeldSections, crawl_held_sections
from comspider.records.invariants import InvariantSectionFinder
from comspider.records.model import RecordSection, SectionFinder
from comspider.wrappers.service import SiteWrappers, crawl_wrappers, wrapped_section

logger = logging.getLogger(__name__)


class RecordSectionsPipeline:
    def __init__(
        self,
        crawler: Crawler,
        finder: SectionFinder,
        wrappers: SiteWrappers | None = None,
        held: HeldSections | None = None,
    ) -> None:
        self.stats = crawler.stats
        self.finder = finder
        self.wrappers = wrappers
        self.max_chars = crawler.settings.getint("COMSPIDER_MAX_DOM_CHARS")
        # The live detector's parse and sections of the same HTML (records/held_sections),
        # taken when the finder is the invariant one the detector runs, with its settings.
        self.held = held
        self.finder_key: FinderKey | None = None
        if type(finder) is InvariantSectionFinder:
            self.finder_key = (finder.ft, finder.fs, finder.codes, finder.named, finder.bylines)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> RecordSectionsPipeline:
        finder_cls = load_object(crawler.settings["COMSPIDER_SECTION_FINDER"])
        return cls(
            crawler,
            build_from_crawler(finder_cls, crawler),
            crawl_wrappers(crawler),
            crawl_held_sections(crawler),
        )

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
        # the visit's time: the section decision reads the page as it was then (a replay too)
        read_at = datetime.fromisoformat(item.visited_at)
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
                html = snap.html[: self.max_chars]
                # the main document as the live detector read it last (parsed, dated by its
                # address as below, its sections found): not parsed and mined again
                held = self._held(html, snap.url) if snap.kind == "main" else None
                root = item.trees[index] = held.root if held is not None else parse_html(html)
                declare_reading_time(root, read_at)
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
                for section in held.sections if held is not None else self.finder.find_sections(root):
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

    def _held(self, html: str, url: str) -> Held | None:
        if self.held is None or self.finder_key is None:
            return None
        held = self.held.take(html, url, self.finder_key)
        if held is None:
            self.stats.inc_value("comspider/extraction/sections_found_again")
            return None
        self.stats.inc_value("comspider/extraction/sections_reused")
        if held.cut_short:  # as the finder counts it (its warning was logged by the detector's run)
            self.stats.inc_value("comspider/extraction/cut_short")
        return held
