"""Stage 3b: edits and removals (before de-duplication, so it sees every comment of the
visit). Each comment's history across visits (first and last visit, its text's digest)
is kept in the crawl state (:class:`~comspider.state.protocols.CommentHistoryStore`);
this visit is compared with it (:mod:`.comment_history`):

- an edited comment keeps the id its comment record was written with (so it is not
  written again as a comment) and gets a ``comment_edited`` record with its new text;
- a comment seen before and missing from a visit that read the whole thread gets a
  ``comment_removed`` record (last seen, first missed). A visit that failed, was cut
  short (``truncated``) or passed a bound never removes anything.

The records go to their own feed (``feeds/moderation/``), written in two phases like the
comments (:mod:`.written_batches`, keyed by :mod:`.record_keys`): each is recorded in the
seen store before its line goes out, so a removal or an edit is written once, even when
the crawler is killed at any moment (the next visit finds the same change and the store
says it was written; a batch left half written is settled from the feed files).
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from scrapy.crawler import Crawler

from comspider.items import CommentEditedItem, CommentRemovedItem, PageItem
from comspider.pipelines import written_batches
from comspider.pipelines.comment_history import Changes, compare
from comspider.pipelines.written_batches import WrittenBatches
from comspider.state.backend import crawl_state
from comspider.state.protocols import CommentHistoryStore
from comspider.url_keys import article_key

logger = logging.getLogger(__name__)
STAT = "comspider/moderation/"


def read_whole(item: PageItem) -> bool:
    """Whether the visit read every thread of the page to its end: comments found, no
    bound cut a thread short or stopped the visit, no fault during the interaction."""
    report = item.report
    return bool(item.comments) and report.truncation is None and report.limit is None and report.error is None


class ModerationPipeline:
    def __init__(self, crawler: Crawler, history: CommentHistoryStore, batches: WrittenBatches) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.history = history
        self.batches = batches

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> ModerationPipeline:
        return cls(crawler, crawl_state(crawler).history, written_batches.for_crawler(crawler))

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem) or item.error or item.blocked or not item.comments:
            return item
        started = time.monotonic()
        key = article_key(item.article.url)
        try:
            traces = self.history.traces(key)
        except Exception as exc:  # noqa: BLE001 - the comments still go out; the next visit compares
            self.stats.inc_value(STAT + "history_error")
            logger.error(
                "Could not read the comment history of %s (no edits or removals this visit): %r", key, exc
            )
            return item
        whole = read_whole(item)
        changes = await asyncio.to_thread(
            compare, traces, item.comments, visit=item.visit, at=item.visited_at, whole=whole
        )
        if traces and not whole:  # a revisit that cannot tell what is gone
            self.stats.inc_value(STAT + "incomplete_visits")
        await self._write(item, key, changes)
        try:
            self.history.record(key, changes.traces)
        except Exception as exc:  # noqa: BLE001 - written records stay written; the next visit finds them again
            self.stats.inc_value(STAT + "history_error")
            logger.error("Could not record the comment history of %s: %r", key, exc)
        item.timings["moderation"] = time.monotonic() - started
        return item

    async def _write(self, item: PageItem, key: str, changes: Changes) -> None:
        url, at = item.article.url, item.visited_at
        removed = [
            CommentRemovedItem(
                article_url=url,
                comment_id=cid,
                site_comment_id=trace.site_id,
                author=trace.author,
                section=trace.section,
                first_seen_at=trace.first_seen,
                last_seen_at=trace.last_seen,
                last_seen_visit=trace.last_visit,
                first_missed_at=at,
                first_missed_visit=item.visit,
            )
            for cid, trace in changes.removals
        ]
        edited = [
            CommentEditedItem(
                article_url=url,
                comment_id=edit.comment.comment_id,
                site_comment_id=edit.comment.site_comment_id or edit.before.site_id,
                author=edit.comment.author,
                text=edit.comment.text,
                edited=edit.comment.edited,
                previous_seen_at=edit.before.last_seen,
                visit=item.visit,
                crawled_at=at,
            )
            for edit in changes.edits
        ]
        item.removed = await self._emit(key, removed)
        item.edited = await self._emit(key, edited)
        if changes.reappeared:
            self.stats.inc_value(STAT + "reappeared", changes.reappeared)
        if changes.doubted:
            self.stats.inc_value(STAT + "doubted", changes.doubted)
            logger.warning(
                "%s: %d comments missing at once on visit %d, more than a moderator removes: "
                "taken for a visit that did not load them, not recorded as removed",
                url,
                changes.doubted,
                item.visit,
            )
        if item.removed or item.edited:
            logger.info(
                "%s (visit %d): %d comment(s) removed, %d edited since an earlier visit",
                url,
                item.visit,
                item.removed,
                item.edited,
            )

    async def _emit(self, key: str, records: list[Any]) -> int:
        """Write the records never written for this article (two phases); how many."""
        if not records:
            return 0
        token, new = self.batches.stage(key, records)
        scraper = self.crawler.engine.scraper
        for record in new:
            await scraper.start_itemproc_async(record, response=None)
        self.batches.commit(token)
        kind = "removed" if isinstance(records[0], CommentRemovedItem) else "edited"
        self.stats.inc_value(STAT + kind, len(new))
        if len(new) < len(records):
            self.stats.inc_value(STAT + "already_written", len(records) - len(new))
        return len(new)
