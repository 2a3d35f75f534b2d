"""Last stage: emit every new CommentItem and turn the PageItem into its VisitItem.

The comments are sent through the item pipelines as items of their own (the earlier
stages pass them through), so the feed exports, the item_scraped signal and the stats see
each one; the PageItem itself becomes the visit record.

The new comments are recorded as written in two phases around their lines
(:mod:`comspider.pipelines.written_batches`); at the start of the crawl, the batches a
killed process left half written are settled first, and again while the crawl runs.
"""

from __future__ import annotations

from typing import Any

from scrapy import signals
from scrapy.crawler import Crawler

from comspider.items import PageItem, VisitItem
from comspider.pipelines import written_batches
from comspider.pipelines.stage_clock import StageTimer
from comspider.pipelines.written_batches import WrittenBatches
from comspider.signals import visit_finished
from comspider.url_keys import article_key


def visit_outcome(item: PageItem) -> tuple[str, str | None]:
    if item.blocked:
        return "blocked", item.blocked
    if item.error:
        return "error", item.error
    if item.found:  # a bound the page passed may have cut the comments short
        return "comments_found", item.report.limit
    if item.report.unanswered:  # the comments' request never answered: a failure, retried
        return "error", item.report.unanswered
    return "no_comments", item.report.error or item.report.limit


class EmitPipeline:
    def __init__(self, crawler: Crawler, batches: WrittenBatches) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.batches = batches

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> EmitPipeline:
        pipeline = cls(crawler, written_batches.for_crawler(crawler))
        # After the feed exporter's own spider_opened (an extension, connected earlier):
        # its feeds are set up when the settled lines go out.
        crawler.signals.connect(pipeline.batches.reconcile, signal=signals.spider_opened)
        crawler.signals.connect(pipeline.batches.start, signal=signals.spider_opened)
        crawler.signals.connect(pipeline.batches.stop, signal=signals.spider_closed)
        return pipeline

    async def process_item(self, item: Any) -> Any:
        if not isinstance(item, PageItem):
            return item
        scraper = self.crawler.engine.scraper
        if item.comments:
            with StageTimer(item, "writing"):
                token, new = self.batches.stage(article_key(item.article.url), item.comments)
                if len(new) < len(item.comments):  # recorded by another visit since stage 400
                    self.stats.inc_value("comspider/comments/already_seen", len(item.comments) - len(new))
                item.comments = new
                for comment in new:
                    await scraper.start_itemproc_async(comment, response=None)
                self.batches.commit(token)
        outcome, reason = visit_outcome(item)
        self.stats.inc_value(f"comspider/visits/{outcome}")
        self.stats.inc_value("comspider/comments/emitted", len(item.comments))
        report = item.report
        entry = report.entry_point if item.found else None
        visit = VisitItem(
            url=item.article.url,
            visit=item.visit,
            outcome=outcome,
            reason=reason,
            clicks=report.clicks,
            clickables=report.clickables,
            expansions=report.expansions,
            comment_pages=report.events.count("comment_page"),
            comments=item.found,
            new_comments=len(item.comments),
            entry_point=entry,
            truncated=report.truncation is not None,
            truncation=report.truncation,
            comments_closed=item.comments_closed,
            comment_form=item.comment_form,
            removed_comments=item.removed,
            edited_comments=item.edited,
            platform=item.platform,
            fetched_by=report.fetched_by,
            seconds=round(report.seconds + sum(item.timings.values()), 3),
            final_url=item.final_url,
            visited_at=item.visited_at,
            publisher=item.article.publisher,
            published_at=item.article.published_at,
            warc_file=item.warc_file,
            warc_record_id=item.warc_record_id,
        )
        timings = visit_timings(item)
        self._count_time(timings)
        await self.crawler.signals.send_catch_log_async(
            signal=visit_finished,
            visit=visit,
            queue=item.queue,
            comment_times=item.found_times,
            entry_text=report.entry_text if entry else None,  # for the visit's log line
            timings=timings,
        )
        return visit

    def _count_time(self, timings: dict[str, dict[str, float]]) -> None:
        """The crawl's stats: ``comspider/time/<part>/<phase>``, seconds summed over the
        visits (``browser`` and ``python`` wall seconds, ``python_cpu`` CPU seconds)."""
        self.stats.inc_value("comspider/time/visits")
        for part, phases in timings.items():
            for phase, seconds in phases.items():
                key = f"comspider/time/{part}/{phase}"
                self.stats.set_value(key, round(float(self.stats.get_value(key, 0.0)) + seconds, 4))


def visit_timings(item: PageItem) -> dict[str, dict[str, float]]:
    """Where the visit's time went: the browser's phases (wall seconds), the pipeline
    stages (wall seconds, and the CPU seconds of the threads that ran them)."""
    return {"browser": dict(item.report.timings), "python": dict(item.timings), "python_cpu": dict(item.cpu)}
