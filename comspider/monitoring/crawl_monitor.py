"""A crawl you can watch, as a Scrapy extension.

    EXTENSIONS = {"comspider.monitoring.crawl_monitor.CrawlMonitor": 520}
    COMSPIDER_PROGRESS_INTERVAL = 30    # wall seconds between progress lines; 0: none

- one line per finished visit (``visit_finished``): URL, outcome (with the reason of a
  failure), new / total comments, clicks, seconds, platform; INFO, WARNING for errors;
- every ``COMSPIDER_PROGRESS_INTERVAL`` seconds: visited, in progress (visits and other
  requests apart: feeds, link resolution), queued (and due, and when the next page not
  yet due falls due), comments, pages per minute; with a progress bar of the visits in
  front when the log goes to a terminal (stderr is a TTY and no LOG_FILE), never in a
  file or a pipe;
- when the spider closes: the summary table (:func:`~.tally.summary_table`), ending
  with how to go on (:mod:`.verdict`), whose exit status is the stat
  ``comspider/exit_status`` (what ``comspider crawl`` and ``scrapy crawl`` exit with);
  with where a visit's time went (the browser's phases, the pipeline stages, the CPU
  seconds of the Python process and of the browser's processes), and the crawl's CPU
  by part: its start-up (read when the first visit starts), the browser's launches
  (``comspider/cpu/browser_launch``: read when the browser stage says a launch begins
  and ends, ``comspider.signals.browser_launching`` and ``browser_launched``; what of it
  came before the first visit's start, ``comspider/cpu/startup/browser_launch``), the
  visits, and what came after the last visit (read when each visit ends: the stats
  ``comspider/cpu/startup/*`` and ``comspider/cpu/last_visit/*``).

It reads the page queue through the scheduler (``engine.scheduler.planner``), as
comspider.scheduling.queue_monitor does, without importing the scheduling stage. A visit
is in progress from the moment the engine sends its request until its visit line: while
the browser loads the page and while the pipelines extract (Scrapy's downloader lets go
of it before that, so counting ``downloader.active`` made the bar's total shrink).
"""

from __future__ import annotations

import logging
import sys
import time
from datetime import UTC, datetime
from typing import Any

from scrapy import signals
from twisted.internet import task

from comspider.crawler_parts import existing_part, late_attribute
from comspider.monitoring.cpu import process_cpu
from comspider.monitoring.lines import progress_line, visit_line
from comspider.monitoring.tally import CrawlTally, cpu_sum, summary_table
from comspider.monitoring.verdict import Verdict, crawl_verdict
from comspider.request_meta import ARTICLE_KEY, VISIT_KEY
from comspider.signals import browser_launched, browser_launching, visit_finished, visit_started

logger = logging.getLogger(__name__)


class CrawlMonitor:
    def __init__(self, crawler: Any, interval: float, bar: bool) -> None:
        self.crawler = crawler
        self.interval = interval
        self.bar = bar
        self.tally = CrawlTally()
        self.started = time.monotonic()
        self._task: Any = None
        # Visits reported (visit_finished) whose requests the engine still holds for a
        # moment: (article URL, visit number); pruned at each report.
        self._reported: set[tuple[str, int]] = set()
        self._launch_from: float | None = None  # the CPU when a browser launch began

    @classmethod
    def from_crawler(cls, crawler: Any) -> CrawlMonitor:
        settings = crawler.settings
        terminal = not settings.get("LOG_FILE") and _isatty(sys.stderr)
        monitor = cls(crawler, settings.getfloat("COMSPIDER_PROGRESS_INTERVAL"), terminal)
        crawler.signals.connect(monitor.visit_finished, signal=visit_finished)
        crawler.signals.connect(monitor.visit_started, signal=visit_started)
        crawler.signals.connect(monitor.browser_launching, signal=browser_launching)
        crawler.signals.connect(monitor.browser_launched, signal=browser_launched)
        crawler.signals.connect(monitor.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(monitor.spider_closed, signal=signals.spider_closed)
        return monitor

    def spider_opened(self, spider: Any) -> None:
        self.started = time.monotonic()
        if self.interval > 0:
            self._task = task.LoopingCall(self.report)
            self._task.start(self.interval, now=False)

    def visit_started(self, **_: Any) -> None:
        """The first visit's start ends the crawl's start-up: its CPU is read then (a
        launch under way then counts in the start-up up to this reading)."""
        if self.tally.cpu_startup is None:
            self.tally.cpu_startup = process_cpu()
            if self._launch_from is not None:
                now = cpu_sum(self.tally.cpu_startup)
                spent = max(0.0, now - self._launch_from)
                self.tally.cpu_startup_launch += spent
                self.tally.cpu_launch += spent
                self._launch_from = now

    def browser_launching(self, **_: Any) -> None:
        self._launch_from = cpu_sum(process_cpu())

    def browser_launched(self, **_: Any) -> None:
        """A launch's CPU (this process and the browser's, while it ran) adds to
        ``comspider/cpu/browser_launch``; what of it came before the first visit's start,
        to ``comspider/cpu/startup/browser_launch`` too."""
        if self._launch_from is not None:
            spent = max(0.0, cpu_sum(process_cpu()) - self._launch_from)
            self.tally.cpu_launch += spent
            if self.tally.cpu_startup is None:
                self.tally.cpu_startup_launch += spent
        self._launch_from = None

    def visit_finished(
        self,
        visit: Any,
        entry_text: str | None = None,
        timings: dict[str, dict[str, float]] | None = None,
        **_: Any,
    ) -> None:
        self.tally.add(visit)
        self.tally.add_timings(timings)
        # the CPU at the last visit's end (a /proc read: about 4 ms a visit)
        self.tally.cpu_last_visit = process_cpu()
        self._reported.add((str(getattr(visit, "url", "")), int(getattr(visit, "visit", 1) or 1)))
        level = logging.WARNING if getattr(visit, "outcome", "") == "error" else logging.INFO
        logger.log(level, visit_line(visit, entry_text))

    def report(self) -> None:
        try:
            logger.info(self.progress())
        except Exception as exc:  # noqa: BLE001 - a report must never stop the crawl
            logger.debug("Progress report failed: %r", exc)

    def progress(self) -> str:
        queued, due, next_due = self._queue()
        visits, others = self._under_way()
        return progress_line(
            visited=self.tally.visits,
            in_progress=visits,
            other_requests=others,
            queued=queued,
            due=due,
            comments=self.tally.comments_new,
            minutes=(time.monotonic() - self.started) / 60.0,
            next_due=next_due,
            bar=self.bar,
        )

    def _under_way(self) -> tuple[int, int]:
        """(visits, other requests) the engine has under way: sent and not yet done with
        (Scrapy's engine slot, ``inprogress``: downloading or in the spider and the
        pipelines); visits already reported do not count."""
        engine = late_attribute(self.crawler, "engine")
        held = getattr(getattr(engine, "_slot", None), "inprogress", None)  # no public view
        if held is None:
            held = getattr(getattr(engine, "downloader", None), "active", None) or ()
        visits: set[tuple[str, int]] = set()
        others = 0
        for request in list(held):
            meta = getattr(request, "meta", {})
            article = meta.get(ARTICLE_KEY)
            if article and VISIT_KEY in meta:
                visits.add((str(article.get("url", "")), int(meta[VISIT_KEY] or 1)))
            else:
                others += 1
        self._reported &= visits  # a reported visit leaves the engine soon after
        return len(visits - self._reported), others

    def _queue(self) -> tuple[int, int, str | None]:
        """(pages waiting, of them due now, when the next page not yet due falls due)
        from the page queue; a crawl without one counts the requests its scheduler
        holds."""
        engine = late_attribute(self.crawler, "engine")
        scheduler = getattr(engine, "scheduler", None)
        planner = getattr(scheduler, "planner", None)
        if planner is None:
            held = len(scheduler) if scheduler is not None and hasattr(scheduler, "__len__") else 0
            return held, held, None
        queue = planner.queue
        pending = int(queue.pending_count())
        due = int(queue.pending_count(planner.now()))
        next_not_due = getattr(planner, "next_not_due", None)
        upcoming = next_not_due() if callable(next_not_due) else None
        return pending, due, clock_time(upcoming) if upcoming is not None else None

    def spider_closed(self, spider: Any, reason: str) -> None:
        if self._task is not None and self._task.running:
            self._task.stop()
        self._task = None
        self.tally.cpu_python, self.tally.cpu_browser = process_cpu()
        stats = self.crawler.stats
        stats.set_value("comspider/cpu/python_process", round(self.tally.cpu_python, 2))
        if self.tally.cpu_browser is not None:
            stats.set_value("comspider/cpu/browser_processes", round(self.tally.cpu_browser, 2))
        if self.tally.cpu_launch:
            stats.set_value("comspider/cpu/browser_launch", round(self.tally.cpu_launch, 2))
            stats.set_value("comspider/cpu/startup/browser_launch", round(self.tally.cpu_startup_launch, 2))
        for name, reading in (("startup", self.tally.cpu_startup), ("last_visit", self.tally.cpu_last_visit)):
            if reading is not None:
                stats.set_value(f"comspider/cpu/{name}/python_process", round(reading[0], 2))
                if reading[1] is not None:
                    stats.set_value(f"comspider/cpu/{name}/browser_processes", round(reading[1], 2))
        verdict = self.verdict(reason)
        stats.set_value("comspider/exit_status", verdict.status)
        unwritten = int(stats.get_value("comspider/comments/unwritten") or 0)
        settled = int(stats.get_value("comspider/seen/reemitted") or 0)  # written now, for earlier runs
        elapsed = time.monotonic() - self.started
        logger.info(summary_table(self.tally, elapsed, reason, verdict, unwritten, settled))

    def verdict(self, reason: str) -> Verdict:
        stats = self.crawler.stats.get_stats()
        state = existing_part(self.crawler, "state")  # the crawl state, when one was opened
        kept = getattr(state, "kind", "memory") != "memory" if state is not None else True
        waiting = int(stats.get("comspider/queue/state/pending") or 0)
        return crawl_verdict(stats, reason, kept=kept, waiting=waiting)


def clock_time(epoch: float) -> str:
    """``15:53 UTC``; with the date when it is not today."""
    when = datetime.fromtimestamp(epoch, UTC)
    if when.date() != datetime.now(UTC).date():
        return when.strftime("%Y-%m-%d %H:%M UTC")
    return when.strftime("%H:%M UTC")


def _isatty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):
        return False
