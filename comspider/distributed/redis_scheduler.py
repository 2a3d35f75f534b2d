"""The shared request queue and dupefilter of a distributed crawl: scrapy-redis's, made to
fit Scrapy 2.19 (the inner scheduler of the page queue's
:class:`~comspider.scheduling.scheduler.QueueScheduler` when ``COMSPIDER_BACKEND=redis``).

What scrapy-redis 0.9.1 gets wrong on Scrapy 2.19, and what :class:`RedisRequestScheduler`
does about it:
- it builds Scrapy's default dupefilter with ``from_settings``, which Scrapy 2.19's
  ``RFPDupeFilter`` no longer has (AttributeError at start): the dupefilter is chosen and
  built here;
- its dupefilter hashes requests its own way (method, canonical URL, body), ignoring
  ``REQUEST_FINGERPRINTER_CLASS``: :class:`RedisDupeFilter` uses the crawler's
  fingerprinter;
- its scheduler flushes the shared request queue and the dupefilter when a spider closes
  (``SCHEDULER_PERSIST`` defaults to False): the first worker to finish would delete the
  requests of all the others. Here the shared queue always persists;
- its queue pickles ``Request.to_dict()``: a retried browser request carries the
  Playwright page of its failed attempt in its meta, which cannot be pickled. Such meta
  keys are dropped (the retry opens a new page), and a request that still cannot be
  serialised stays in this process (a local queue), with a log line and a stat;
- its keys are named after the spider only (``news_comments:requests``): here they live
  under ``COMSPIDER_QUEUE_PREFIX`` (``{comspider}:news_comments:requests``), next to the
  page queue, unless ``SCHEDULER_QUEUE_KEY`` / ``SCHEDULER_DUPEFILTER_KEY`` say otherwise.

Feed downloads are not shared: they stay with the worker that polls (the holder of the
feed poll lock). Shared, another worker could pop the poller's only request, and the
poller, holding the lock and seeing nothing left to do, would close at once.
"""

from __future__ import annotations

import collections
import importlib
import logging
from typing import Any

from scrapy.http import Request
from scrapy.utils.misc import build_from_crawler, load_object
from scrapy_redis.dupefilter import RFPDupeFilter
from scrapy_redis.queue import FifoQueue, LifoQueue, PriorityQueue
from scrapy_redis.scheduler import Scheduler

from comspider.request_meta import SOURCE_META
from comspider.state.redis_client import queue_prefix, redis_client, redis_key, redis_url, safe_url

logger = logging.getLogger(__name__)

REDIS_SCHEDULER = "comspider.distributed.redis_scheduler.RedisRequestScheduler"
REDIS_DUPEFILTER = "comspider.distributed.redis_scheduler.RedisDupeFilter"
STAT = "comspider/distributed/"
# Meta keys that belong to one download attempt and cannot travel (a Playwright Page).
VOLATILE_META = ("playwright_page",)


# -- the dupefilter -----------------------------------------------------------------------
class RedisDupeFilter(RFPDupeFilter):
    """scrapy-redis's set of request fingerprints in Redis, with the crawler's request
    fingerprinter (``REQUEST_FINGERPRINTER_CLASS``) instead of its own hash. Requests
    with ``dont_filter`` (every feed, exchange and article request of news_comments)
    never reach it."""

    def __init__(self, server: Any, key: str, debug: bool = False, fingerprinter: Any = None) -> None:
        super().__init__(server, key=key, debug=debug)
        self.fingerprinter = fingerprinter

    @classmethod
    def from_crawler(cls, crawler: Any) -> RedisDupeFilter:
        """A filter keyed for the crawler's spider (``SCHEDULER_DUPEFILTER_KEY``)."""
        settings = crawler.settings
        spider = getattr(crawler, "spider", None)
        name = getattr(spider, "name", None) or "spider"
        key = dupefilter_key(settings) % {"spider": name}
        return cls(
            redis_client(settings),
            key=key,
            debug=settings.getbool("DUPEFILTER_DEBUG"),
            fingerprinter=getattr(crawler, "request_fingerprinter", None),
        )

    def request_fingerprint(self, request: Request) -> str:
        if self.fingerprinter is not None:
            return self.fingerprinter.fingerprint(request).hex()
        return super().request_fingerprint(request)

    def close(self, reason: str = "") -> None:
        """Fingerprints are shared by every worker: closing one worker keeps them."""


def requests_key(settings: Any) -> str:
    explicit = settings.get("SCHEDULER_QUEUE_KEY")
    if explicit:
        return str(explicit)
    return redis_key(queue_prefix(settings).replace("%", "%%"), "%(spider)s:requests")


def dupefilter_key(settings: Any) -> str:
    explicit = settings.get("SCHEDULER_DUPEFILTER_KEY")
    if explicit:
        return str(explicit)
    return redis_key(queue_prefix(settings).replace("%", "%%"), "%(spider)s:dupefilter")


# -- the inner scheduler ------------------------------------------------------------------
def portable(request: Request, encode: Any) -> bytes | None:
    """``encode(request)`` (the shared queue's serialisation: pickled ``to_dict``) without
    the meta keys of a past download attempt; None when it still cannot be serialised."""
    for name in VOLATILE_META:
        request.meta.pop(name, None)
    try:
        return encode(request)
    except Exception:  # noqa: BLE001 - pickling errors come in many types
        return None


class RedisRequestScheduler(Scheduler):
    """scrapy-redis's scheduler (a priority queue of pickled requests in Redis, shared by
    every worker) made to fit Scrapy 2.19: see the module docstring."""

    df: Any  # scrapy-redis's dupefilter, made in open() when not given

    def __init__(self, server: Any, crawler: Any = None, **kwargs: Any) -> None:
        super().__init__(server, **kwargs)
        self.crawler = crawler
        self.local: collections.deque[Request] = collections.deque()

    @classmethod
    def from_crawler(cls, crawler: Any) -> RedisRequestScheduler:
        settings = crawler.settings
        kwargs: dict[str, Any] = {
            "persist": True,  # other workers share the queue: never flush it on close
            "flush_on_start": settings.getbool("SCHEDULER_FLUSH_ON_START"),
            "idle_before_close": 0,  # never block the reactor on a pop
            "queue_key": requests_key(settings),
            "dupefilter_key": dupefilter_key(settings),
        }
        if settings.get("SCHEDULER_QUEUE_CLASS"):
            kwargs["queue_cls"] = settings.get("SCHEDULER_QUEUE_CLASS")
        serializer = settings.get("SCHEDULER_SERIALIZER")
        if serializer:
            kwargs["serializer"] = (
                importlib.import_module(serializer) if isinstance(serializer, str) else serializer
            )
        dupefilter = settings["DUPEFILTER_CLASS"]  # the add-on's RedisDupeFilter unless set otherwise
        dupefilter_cls = load_object(dupefilter)
        kwargs["dupefilter_cls"] = dupefilter
        if not hasattr(dupefilter_cls, "from_spider") and dupefilter != REDIS_DUPEFILTER:
            kwargs["dupefilter"] = build_from_crawler(dupefilter_cls, crawler)
        server = redis_client(settings)
        server.ping()  # fail at start, with the URL in the error, not at the first request
        scheduler = cls(server, crawler=crawler, **kwargs)
        scheduler.stats = crawler.stats
        return scheduler

    def open(self, spider: Any) -> None:
        if self.df is None and self.dupefilter_cls == REDIS_DUPEFILTER:
            self.df = RedisDupeFilter(
                self.server,
                key=self.dupefilter_key % {"spider": spider.name},
                debug=self.crawler.settings.getbool("DUPEFILTER_DEBUG"),
                fingerprinter=getattr(self.crawler, "request_fingerprinter", None),
            )
        super().open(spider)
        logger.info(
            "Shared request queue: %s on %s", self.queue.key, safe_url(redis_url(self.crawler.settings))
        )

    def close(self, reason: str) -> None:
        if self.local:
            logger.warning(
                "%d request(s) this worker kept for itself (feed downloads, unserialisable requests) are dropped at close",
                len(self.local),
            )

    def enqueue_request(self, request: Request) -> bool:
        if not request.dont_filter and self.df.request_seen(request):
            self.df.log(request, self.spider)
            return False
        if SOURCE_META in request.meta:  # a feed download: the poller's own (module docstring)
            self.local.append(request)
            self._inc("feeds_kept")
            return True
        data = portable(request, self.queue._encode_request)
        if data is None:
            self.local.append(request)
            self._inc("local")
            logger.warning(
                "Request %s cannot be serialised for the shared queue (its meta "
                "or callback is not plain data); this worker keeps it",
                request,
            )
            return True
        _push_encoded(self.queue, request, data)
        self._inc("shared")
        if self.stats:
            self.stats.inc_value("scheduler/enqueued/redis")
        return True

    def next_request(self) -> Request | None:
        if self.local:
            return self.local.popleft()
        request = self.queue.pop(0)
        if request is not None and self.stats:
            self.stats.inc_value("scheduler/dequeued/redis")
        return request

    def has_pending_requests(self) -> bool:
        return bool(self.local) or len(self.queue) > 0

    def __len__(self) -> int:
        return len(self.local) + len(self.queue)

    def _inc(self, name: str) -> None:
        if self.stats:
            self.stats.inc_value(STAT + "requests/" + name)


def _push_encoded(queue: Any, request: Request, data: bytes) -> None:
    """Push what :func:`portable` encoded, without encoding it again."""
    if isinstance(queue, PriorityQueue):
        queue.server.execute_command("ZADD", queue.key, -request.priority, data)
    elif isinstance(queue, (FifoQueue, LifoQueue)):
        queue.server.lpush(queue.key, data)
    else:  # a queue class of one's own
        queue.push(request)
