"""The spider of ``comspider reextract``: no request at all, one page item per recorded
visit, built from the archive's snapshots and visit record, through the crawl's own item
pipelines."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import scrapy

from comspider.archive.reader import ArchiveIndex
from comspider.article import Article
from comspider.items import PageItem
from comspider.snapshots import InteractionReport


class ReextractSpider(scrapy.Spider):
    name = "comspider_reextract"

    def __init__(self, archive: str, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.archive = archive

    async def start(self) -> AsyncIterator[Any]:
        index = ArchiveIndex.open(self.archive)
        for visit in index.recorded_visits():
            yield page_item(index, visit.summary, [index.snapshot(s) for s in visit.snapshots], visit)


def page_item(index: ArchiveIndex, summary: dict[str, Any], snapshots: list[Any], visit: Any) -> PageItem:
    report = InteractionReport(
        clicks=int(summary.get("clicks") or 0),
        clickables=int(summary.get("clickables") or 0),
        clicked=list(summary.get("clicked") or []),
        expansions=int(summary.get("expansions") or 0),
        # the replayed visit's record counts the discussion's pages as the crawl's did
        events=["comment_page"] * int(summary.get("comment_pages") or 0),
        entry_point=summary.get("entry_point"),
        seconds=float(summary.get("seconds") or 0.0),
        error=summary.get("report_error"),
        truncation=summary.get("truncation"),
        limit=summary.get("limit"),
        archive_visit=visit.visit_id,
    )
    item = PageItem(
        article=Article.from_dict(summary.get("article") or {"url": visit.url}),
        visit=int(summary.get("visit") or 1),
        visited_at=str(summary.get("visited_at")),
        final_url=str(summary.get("final_url") or visit.url),
        snapshots=snapshots,
        report=report,
        error=summary.get("error"),
        blocked=summary.get("blocked"),
    )
    if visit.ref is not None:  # the items refer to the recorded visit
        item.warc_file, item.warc_record_id = visit.ref.file.name, visit.ref.record_id
    return item
