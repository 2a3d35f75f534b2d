"""Long-running mode: poll the spider's sources again and again (``-a watch=true``).

    EXTENSIONS = {"comspider.scheduling.feed_poller.FeedPoller": 510}
    COMSPIDER_FEED_INTERVAL = 600                 # wall seconds between polls
    COMSPIDER_POLL_LOCK = "comspider.scheduling.feed_poller.LocalPollLock"

Every ``COMSPIDER_FEED_INTERVAL`` seconds the poller asks the spider for its source
requests again (``spider.poll_requests()``: feed downloads, URL lists) and hands them to
the engine; each article is admitted once, ever (the page queue's ``admit`` is idempotent
per article key), so a poll only adds what is new. The spider is kept open
(``DontCloseSpider``) until it is stopped (Ctrl-C, SIGTERM, CLOSESPIDER_TIMEOUT).

Several workers of one crawl must not all poll: a poll first takes a :class:`PollLock`
for the interval. :class:`LocalPollLock` is for one process; a shared implementation
(e.g. Redis ``SET key NX PX``) makes only one worker poll per interval.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any, Protocol, runtime_checkable

from scrapy import signals
from scrapy.exceptions import DontCloseSpider
from scrapy.utils.misc import build_from_crawler, load_object

logger = logging.getLogger(__name__)

DEFAULT_LOCK = "comspider.scheduling.feed_poller.LocalPollLock"
LOCK_NAME = "feed-poll"
STAT = "comspider/sources/"


@runtime_checkable
class PollLock(Protocol):
    def acquire(self, name: str, ttl_seconds: float) -> bool:
        """Take the lock ``name`` for ``ttl_seconds`` (it expires by itself); False when
        someone else holds it."""
        ...

    def release(self, name: str) -> None: ...


class LocalPollLock:
    """A :class:`PollLock` within one process (timed, thread-safe)."""

    def __init__(self) -> None:
        self._until: dict[str, float] = {}
        self._lock = threading.Lock()

    @classmethod
    def from_crawler(cls, crawler: Any) -> LocalPollLock:
        return cls()

    def acquire(self, name: str, ttl_seconds: float) -> bool:
        now = time.monotonic()
        with self._lock:
            if self._until.get(name, -1.0) > now:
                return False
            self._until[name] = now + max(float(ttl_seconds), 0.0)
            return True

    def release(self, name: str) -> None:
        with self._lock:
            self._until.pop(name, None)


def watching(spider: Any) -> bool:
    return bool(getattr(getattr(spider, "arguments", None), "watch", False))


class FeedPoller:
    def __init__(self, crawler: Any, interval: float, lock: PollLock) -> None:
        self.crawler = crawler
        self.interval = max(float(interval), 0.05)
        self.lock = lock
        self.spider: Any = None
        self._task: Any = None

    @classmethod
    def from_crawler(cls, crawler: Any) -> FeedPoller:
        settings = crawler.settings
        lock = build_from_crawler(load_object(settings.get("COMSPIDER_POLL_LOCK") or DEFAULT_LOCK),
                                  crawler)
        poller = cls(crawler, settings.getfloat("COMSPIDER_FEED_INTERVAL", 600.0), lock)
        crawler.signals.connect(poller.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(poller.spider_idle, signal=signals.spider_idle)
        crawler.signals.connect(poller.spider_closed, signal=signals.spider_closed)
        return poller

    def spider_opened(self, spider: Any) -> None:
        if not watching(spider):
            return
        if not hasattr(spider, "poll_requests"):
            logger.warning("watch=true, but %s has no poll_requests(): not polling",
                           type(spider).__name__)
            return
        self.spider = spider
        # The start requests were this interval's poll: hold the lock for it.
        self.lock.acquire(LOCK_NAME, self.interval * 0.9)
        from twisted.internet import task

        self._task = task.LoopingCall(self.poll)
        self._task.start(self.interval, now=False)
        logger.info("Watching the sources: polling every %.0f s until stopped", self.interval)

    def poll(self) -> int:
        """One poll: the sources' requests into the engine; returns how many."""
        spider, stats = self.spider, self.crawler.stats
        if spider is None:
            return 0
        # A little less than the interval, so the next tick of this worker finds it free.
        if not self.lock.acquire(LOCK_NAME, self.interval * 0.9):
            stats.inc_value(STAT + "polls_skipped")
            return 0
        count = 0
        try:
            for request in spider.poll_requests():
                self.crawler.engine.crawl(request)
                count += 1
        except Exception as exc:  # noqa: BLE001 - a bad poll must not stop the crawl
            stats.inc_value(STAT + "poll_error")
            logger.error("Polling the sources failed: %r", exc)
        stats.inc_value(STAT + "polls")
        logger.debug("Polled the sources: %d request(s)", count)
        return count

    def spider_idle(self, spider: Any) -> None:
        if self._task is not None:
            raise DontCloseSpider  # watching: the next poll may bring new articles

    def spider_closed(self, spider: Any, reason: str) -> None:
        if self._task is not None and self._task.running:
            self._task.stop()
        self._task = None
        self.spider = None
