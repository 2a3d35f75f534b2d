"""Each new comment's own language (``language``), by fastText language
identification with a confidence floor (comspider.annotate.language); None when the
text is too short to tell or the model is not installed (one warning)."""

from __future__ import annotations

import asyncio
import time
from typing import Any

from scrapy.crawler import Crawler

from comspider.annotate.language import LanguageIdentifier
from comspider.items import PageItem


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
        started = time.monotonic()
        languages = await asyncio.to_thread(self.identifier.identify_many, [c.text for c in item.comments])
        for comment, language in zip(item.comments, languages, strict=True):
            comment.language = language
        self.stats.inc_value("comspider/comments/language_unknown", sum(lang is None for lang in languages))
        item.timings["language"] = time.monotonic() - started
        return item
