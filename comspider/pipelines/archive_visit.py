"""The visit's own record in the archive (``COMSPIDER_ARCHIVE_DIR``): after the pipelines,
one JSON record per visit (the article as the crawl knew it, the visit, its time, its
outcome, the entry point and the clicks, the snapshots' record ids, the comments found),
which the visit item then refers to (``warc_file``, ``warc_record_id``). A replay reads the
visit time and the article from it (comspider.pipelines.replay_visit). Off without an
archive; a record that cannot be written leaves the item's reference null (one log line,
a stat) and the crawl goes on."""

from __future__ import annotations

import uuid
from typing import Any

from scrapy.crawler import Crawler

from comspider.archive.recorder import ArchiveRecorder
from comspider.items import PageItem


class ArchiveVisitPipeline:
    def __init__(self, recorder: ArchiveRecorder) -> None:
        self.recorder = recorder

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ArchiveVisitPipeline:
        return cls(ArchiveRecorder.of(crawler))

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or not self.recorder.recording:
            return item
        report = item.report
        visit_id = report.archive_visit or str(uuid.uuid4())
        summary = {
            "visit_id": visit_id,
            "article": item.article.to_dict(),
            "visit": item.visit,
            "visited_at": item.visited_at,
            "final_url": item.final_url,
            "error": item.error,
            "blocked": item.blocked,
            "found": item.found,
            "entry_point": report.entry_point,
            "clicks": report.clicks,
            "clickables": report.clickables,
            "expansions": report.expansions,
            "comment_pages": report.events.count("comment_page"),
            "seconds": report.seconds,
            "report_error": report.error,
            "clicked": list(report.clicked),
            "truncation": report.truncation,
            "limit": report.limit,
            "snapshots": [
                {
                    "url": s.url,
                    "kind": s.kind,
                    "frame_path": s.frame_path,
                    "warc_file": s.warc_file,
                    "warc_record_id": s.warc_record_id,
                }
                for s in item.snapshots
            ],
            "comments": [c.comment_id for c in item.comments],
        }
        written = await self.recorder.record_visit_summary(visit_id, item.article.url, summary)
        if written is not None:
            item.warc_file, item.warc_record_id = written
        return item
