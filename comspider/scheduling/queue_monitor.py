"""The page queue in the crawl's stats and log.

    EXTENSIONS = {"comspider.scheduling.queue_monitor.QueueMonitor": 500}
    COMSPIDER_QUEUE_LOG_INTERVAL = 60    # wall seconds between one-line summaries; 0: none

Counters of this run come from the planner as they happen (``comspider/queue/admitted``,
``duplicate``, ``dropped/<reason>``, ``claimed``, ``reclaimed``, ``requeued``,
``done/<outcome>``, ``stale``, ``released``; the scheduler adds ``dispatched`` and
``lease_expired``). This extension adds gauges, refreshed with every summary and at the
end: the queue's states (``comspider/queue/state/<state>``, the whole queue, earlier runs
included), its length L_Q (``comspider/queue/length``: pending pages), totals over the
queue's life (``comspider/queue/total/done/<outcome>``, ``.../total/dropped/<reason>``),
E[S] (``comspider/queue/mean_service_seconds``, clock seconds) and the T_W in use per
outlet, in hours (``comspider/queue/wait_hours/<outlet>``, the outlets with the most
evidence; learned and persisted by the estimator).
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy import signals
from twisted.internet import task

from comspider.crawler_parts import late_attribute
from comspider.scheduling.planner import STAT, VisitPlanner

logger = logging.getLogger(__name__)

OUTLETS_SHOWN = 20


def queue_gauges(planner: VisitPlanner, outlets: int = OUTLETS_SHOWN) -> dict[str, float]:
    """The gauges described in the module docstring."""
    values: dict[str, float] = {}
    counts = planner.queue.stats()
    for name, count in counts.items():
        if name.startswith("state/"):
            values[STAT + name] = count
        else:
            values[STAT + "total/" + name] = count
    values[STAT + "length"] = counts.get("state/pending", 0)
    values[STAT + "mean_service_seconds"] = round(planner.policy.service.mean, 2)
    estimator = planner.policy.estimator
    rows = estimator.summary()[:outlets] if estimator is not None else []
    for row in rows:
        hours = planner.policy.wait_seconds(row["outlet"]) / 3600.0
        values[f"{STAT}wait_hours/{row['outlet']}"] = round(hours, 3)
    return values


def summary_line(planner: VisitPlanner, stats: dict[str, Any], outlets: int = 5) -> str:
    """One line: L_Q, what is due, claimed, this run's counters, E[S], a few T_W."""
    counts = planner.queue.stats()
    now = planner.now()
    due = planner.queue.pending_count(now)
    run = {
        name[len(STAT) :]: value
        for name, value in stats.items()
        if name.startswith(STAT) and isinstance(value, int)
    }
    dropped = sum(v for k, v in run.items() if k.startswith("dropped/"))
    done = sum(v for k, v in run.items() if k.startswith("done/"))
    waits = []
    estimator = planner.policy.estimator
    for row in estimator.summary()[:outlets] if estimator is not None else []:
        hours = planner.policy.wait_seconds(row["outlet"]) / 3600.0
        waits.append(f"{row['outlet']} {hours:.2f} h")
    wait = ", ".join(waits) if waits else f"{planner.policy.config.wait_hours:.2f} h (prior)"
    return (
        f"Page queue: L_Q {counts.get('state/pending', 0)} ({due} due), "
        f"{counts.get('state/claimed', 0)} claimed; this run: "
        f"{run.get('admitted', 0)} admitted, {dropped} dropped, "
        f"{run.get('requeued', 0)} requeued, {done} done; "
        f"E[S] {planner.policy.service.mean:.1f} s; T_W: {wait}"
    )


class QueueMonitor:
    def __init__(self, crawler: Any, interval: float) -> None:
        self.crawler = crawler
        self.interval = interval
        self._task: Any = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> QueueMonitor:
        monitor = cls(crawler, crawler.settings.getfloat("COMSPIDER_QUEUE_LOG_INTERVAL"))
        crawler.signals.connect(monitor.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(monitor.spider_closed, signal=signals.spider_closed)
        return monitor

    def planner(self) -> VisitPlanner | None:
        engine = late_attribute(self.crawler, "engine")
        scheduler = getattr(engine, "scheduler", None) if engine is not None else None
        return getattr(scheduler, "planner", None)

    def spider_opened(self, spider: Any) -> None:
        if self.planner() is None or self.interval <= 0:
            return
        self._task = task.LoopingCall(self.report)
        self._task.start(self.interval, now=False)

    def report(self) -> None:
        planner = self.planner()
        if planner is None:
            return
        try:
            self._publish(planner)
            logger.info(summary_line(planner, self.crawler.stats.get_stats()))
        except Exception as exc:  # noqa: BLE001 - a report must never stop the crawl
            logger.warning("Page queue summary failed: %r", exc)

    def _publish(self, planner: VisitPlanner) -> None:
        stats = self.crawler.stats
        for name, value in queue_gauges(planner).items():
            stats.set_value(name, value)

    def spider_closed(self, spider: Any, reason: str) -> None:
        if self._task is not None and self._task.running:
            self._task.stop()
        self._task = None
        planner = self.planner()
        if planner is not None:
            self.report()
