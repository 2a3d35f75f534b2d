"""Stage 2: keep the record sections the classifier calls comment sections."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from scrapy.crawler import Crawler
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.extraction.model import RecordSection, SectionClassifier
from comspider.items import PageItem


class CommentSectionsPipeline:
    def __init__(self, crawler: Crawler, classifier: SectionClassifier, threshold: float) -> None:
        self.stats = crawler.stats
        self.classifier = classifier
        self.threshold = threshold

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> CommentSectionsPipeline:
        classifier_cls = load_object(crawler.settings["COMSPIDER_SECTION_CLASSIFIER"])
        return cls(
            crawler,
            build_from_crawler(classifier_cls, crawler),
            crawler.settings.getfloat("COMSPIDER_SECTION_THRESHOLD"),
        )

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.sections:
            return item
        started = time.monotonic()
        item.sections = await asyncio.to_thread(self._keep, item.sections)
        item.timings["sections"] = time.monotonic() - started
        self.stats.inc_value("comspider/extraction/comment_sections", len(item.sections))
        return item

    def _keep(self, sections: list[RecordSection]) -> list[RecordSection]:
        candidates = []
        for section in sections:
            section.comment_score = self.classifier.score(section)
            if section.comment_score >= self.threshold:
                candidates.append(section)
        # Of sections that overlap (one container inside the other), keep the likelier,
        # then the larger: the same comments must not be extracted twice.
        candidates.sort(key=lambda s: (s.comment_score, len(s.records)), reverse=True)
        kept: list[RecordSection] = []
        for section in candidates:
            if not any(_overlap(section, other) for other in kept):
                kept.append(section)
        return sorted(kept, key=lambda s: (s.snapshot, _document_order(s)))


def _overlap(a: RecordSection, b: RecordSection) -> bool:
    if a.snapshot != b.snapshot:
        return False
    return (
        a.container is b.container
        or a.container in b.container.iterancestors()
        or b.container in a.container.iterancestors()
    )


def _document_order(section: RecordSection) -> int:
    return section.container.sourceline or 0
