"""Keep the record sections the classifier calls comment sections (scored here,
chosen by :func:`comspider.sections.selection.choose_sections`: a reply list
inside an accepted thread merged into it, duplicate lists and records that are no
comments left out)."""

from __future__ import annotations

from typing import Any

from scrapy.crawler import Crawler
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.items import PageItem
from comspider.pipelines.stage_clock import in_thread
from comspider.records.model import RecordSection, SectionClassifier
from comspider.sections.features_memo import features_memo
from comspider.sections.selection import choose_sections


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
        sections = item.sections
        item.sections = await in_thread(item, "sections", lambda: self._keep(sections))
        self.stats.inc_value("comspider/extraction/comment_sections", len(item.sections))
        return item

    def _keep(self, sections: list[RecordSection]) -> list[RecordSection]:
        with features_memo():  # the records are read once for the scores and the choice
            for section in sections:
                if section.method == "wrapper" and section.comment_score is not None:
                    continue  # a site wrapper's section, verified and scored (comspider.wrappers)
                section.comment_score = self.classifier.score(section)
            return choose_sections(sections, self.threshold)
