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
for the interval. :class:`LocalPollLock` is for one process;
:class:`comspider.distributed.poll_lock.RedisPollLock` (``SET key NX PX`` with a token)
makes only one worker of a distributed crawl poll per interval, and is what
the Redis backend's add-on (:mod:`comspider.distributed.addon`) names.

The start requests are a poll too, in every mode: the first worker to open takes the lock
and fetches the feeds; the others drop their start feed downloads (stat
``comspider/sources/start_poll_skipped``) and visit the pages that worker's poll puts in
the shared page queue (they wait up to ``COMSPIDER_IDLE_BEFORE_CLOSE`` seconds for them).
Without ``watch``, the lock is held while the polling worker lives (renewed every
``START_LOCK_SECONDS / 3``, released when it closes), so a worker started later does not
fetch the feeds again, and one that was killed frees it within ``START_LOCK_SECONDS``.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Any, Protocol, runtime_checkable

from scrapy import signals
from scrapy.exceptions import DontCloseSpider, IgnoreRequest
from scrapy.utils.misc import build_from_crawler, load_object
from twisted.internet import task

from comspider.crawler_parts import crawler_part
from comspider.request_meta import SOURCE_META

logger = logging.getLogger(__name__)

LOCK_NAME = "feed-poll"
STAT = "comspider/sources/"
# Without watch: how long the start poll's lock outlives a worker that died holding it.
START_LOCK_SECONDS = 60.0


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


def poll_lock_for(crawler: Any) -> PollLock:
    """The crawler's one poll lock (shared by the poller and the scheduler): the class
    ``COMSPIDER_POLL_LOCK`` names (the Redis backend's add-on names the Redis lock)."""
    return crawler_part(
        crawler,
        "poll_lock",
        lambda: build_from_crawler(load_object(crawler.settings["COMSPIDER_POLL_LOCK"]), crawler),
    )


def fresh_start_feed(request: Any) -> bool:
    """A feed download straight from the spider's start (not a retry or a redirect of
    one, which may come from another worker through a shared queue)."""
    meta = request.meta
    return (
        bool(meta.get("is_start_request"))
        and SOURCE_META in meta
        and not any(k in meta for k in ("redirect_times", "retry_times", "download_slot"))
    )


class FeedPoller:
    def __init__(self, crawler: Any, interval: float, lock: PollLock) -> None:
        self.crawler = crawler
        self.interval = max(float(interval), 0.05)
        self.lock = lock
        self.spider: Any = None
        self._task: Any = None
        self._keeper: Any = None  # renews the start poll's lock (without watch)
        self.start_poll: bool | None = None  # None: not decided (no spider opened yet)
        self._skipped_logged = False

    @classmethod
    def from_crawler(cls, crawler: Any) -> FeedPoller:
        settings = crawler.settings
        poller = cls(crawler, settings.getfloat("COMSPIDER_FEED_INTERVAL"), poll_lock_for(crawler))
        crawler.signals.connect(poller.spider_opened, signal=signals.spider_opened)
        crawler.signals.connect(poller.spider_idle, signal=signals.spider_idle)
        crawler.signals.connect(poller.spider_closed, signal=signals.spider_closed)
        crawler.signals.connect(poller.request_scheduled, signal=signals.request_scheduled)
        return poller

    def _start_lock_seconds(self, spider: Any) -> float:
        return self.interval * 0.9 if watching(spider) else START_LOCK_SECONDS

    def spider_opened(self, spider: Any) -> None:
        # The start requests are this interval's poll: only the lock's holder fetches them.
        try:
            self.start_poll = self.lock.acquire(LOCK_NAME, self._start_lock_seconds(spider))
        except Exception as exc:  # noqa: BLE001 - a lock we cannot reach: poll anyway
            logger.warning("Cannot take the feed poll lock (%r): polling the feeds", exc)
            self.start_poll = True
        if not watching(spider):
            if self.start_poll and hasattr(self.lock, "held_by_other"):  # a shared lock
                self._keeper = task.LoopingCall(self._keep_start_lock)
                self._keeper.start(START_LOCK_SECONDS / 3.0, now=False)
            return
        if not hasattr(spider, "poll_requests"):
            logger.warning("watch=true, but %s has no poll_requests(): not polling", type(spider).__name__)
            return
        self.spider = spider
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

    def _keep_start_lock(self) -> None:
        try:
            self.lock.acquire(LOCK_NAME, START_LOCK_SECONDS)
        except Exception as exc:  # noqa: BLE001 - it expires by itself
            logger.warning("Cannot renew the feed poll lock: %r", exc)

    def request_scheduled(self, request: Any, spider: Any = None) -> None:
        """Drop the start feed downloads of a worker that did not get the poll lock."""
        if self.start_poll is not False or not fresh_start_feed(request):
            return
        self.crawler.stats.inc_value(STAT + "start_poll_skipped")
        if not self._skipped_logged:
            self._skipped_logged = True
            logger.info(
                "Another worker holds the feed poll lock: not fetching the feeds; "
                "visiting the pages of the shared queue"
            )
        raise IgnoreRequest("another worker polls the feeds")

    def spider_idle(self, spider: Any) -> None:
        if self._task is not None:
            raise DontCloseSpider  # watching: the next poll may bring new articles

    def spider_closed(self, spider: Any, reason: str) -> None:
        if self._task is not None and self._task.running:
            self._task.stop()
        self._task = None
        if self._keeper is not None and self._keeper.running:
            self._keeper.stop()
        self._keeper = None
        self.spider = None
        if self.start_poll and hasattr(self.lock, "held_by_other"):
            try:  # a shared lock: free it for the next crawl (only if still ours)
                self.lock.release(LOCK_NAME)
            except Exception as exc:  # noqa: BLE001
                logger.warning("Cannot release the feed poll lock: %r", exc)
