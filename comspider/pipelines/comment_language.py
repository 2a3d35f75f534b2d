"""Each new comment's own language (``language``), by fastText language
identification with a confidence floor (comspider.annotate.language); None when the
text is too short to tell or the model is not installed (one warning)."""

from __future__ import annotations

from typing import Any

from scrapy.crawler import Crawler

from comspider.annotate.language import LanguageIdentifier
from comspider.items import PageItem
from comspider.pipelines.stage_clock import in_thread


class CommentLanguagePipeline:
    def __init__(self, crawler: Crawler, identifier: LanguageIdentifier | None) -> None:
        self.stats = crawler.stats
        self.identifier = identifier

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> CommentLanguagePipeline:
        return cls(crawler, LanguageIdentifier.from_settings(crawler.settings))

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.comments or self.identifier is None:
            return item
        identifier = self.identifier
        texts = [c.text for c in item.comments]
        languages = await in_thread(item, "language", lambda: identifier.identify_many(texts))
        for comment, language in zip(item.comments, languages, strict=True):
            comment.language = language
        self.stats.inc_value("comspider/comments/language_unknown", sum(lang is None for lang in languages))
        return item
