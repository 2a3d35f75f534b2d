"""Fill the article's missing metadata (title, publisher, date, language) from its page
(comspider.annotate.article_metadata: trafilatura and htmldate).

It runs after the comment sections are chosen, on the main snapshot's tree as the
record stage parsed it (parsed here only when that stage did not run), with the comment
records set aside: its cost is the article's, not the thread's."""

from __future__ import annotations

import logging
from datetime import date, datetime
from typing import Any

from lxml import etree
from scrapy.crawler import Crawler

from comspider.annotate.article_metadata import comment_nodes, page_metadata
from comspider.items import PageItem
from comspider.pipelines.stage_clock import in_thread
from comspider.records.dom import parse_html

logger = logging.getLogger(__name__)


def _day_only(when: str) -> bool:
    """An ISO date without a time of day ("2024-05-01")."""
    return len(when.strip()) == 10


def _same_day(day: str, timed: str) -> bool:
    """Whether ``timed`` (ISO, with its time) falls on ``day`` or a day beside it (its zone)."""
    try:
        a, b = date.fromisoformat(day.strip()), datetime.fromisoformat(timed.strip()).date()
    except ValueError:
        return False
    return abs((a - b).days) <= 1 and not _day_only(timed)


class ArticleMetadataPipeline:
    def __init__(self, crawler: Crawler) -> None:
        self.stats = crawler.stats
        self.max_chars = crawler.settings.getint("COMSPIDER_MAX_DOM_CHARS")

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ArticleMetadataPipeline:
        return cls(crawler)

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not item.snapshots:
            return item
        article = item.article
        if (
            article.title
            and article.publisher
            and article.published_at
            and not _day_only(article.published_at)
            and article.language
        ):
            return item
        try:
            meta = await in_thread(item, "metadata", lambda: self._metadata(item))
        except (
            etree.LxmlError,
            ValueError,
            TypeError,
            AttributeError,
        ) as exc:  # a page trafilatura chokes on
            logger.warning("No metadata from %s: %s", article.url, exc)
            self.stats.inc_value("comspider/metadata/failed")
            return item
        for key in ("title", "publisher", "published_at", "language"):
            if not getattr(article, key) and meta.get(key):
                setattr(article, key, meta[key])
        timed = meta.get("published_at")
        if (
            article.published_at
            and _day_only(article.published_at)
            and timed
            and _same_day(article.published_at, timed)
        ):
            # the address's or the feed's day ("/2024/05/01/"), the page's own time of that day
            article.published_at = timed
        return item

    def _metadata(self, item: PageItem) -> dict[str, str | None]:
        root = item.trees.get(0)
        if root is None:
            root = item.trees[0] = parse_html(item.snapshots[0].html[: self.max_chars])
        comments = comment_nodes(s for s in item.sections if s.snapshot == 0)
        return page_metadata(
            root, item.final_url, leave_out=comments, read_at=datetime.fromisoformat(item.visited_at)
        )
