"""Several crawler processes on one Redis: the ``COMSPIDER_BACKEND = "redis"`` switch.

    scrapy crawl news_comments -s COMSPIDER_BACKEND=redis -s REDIS_URL=redis://HOST:6379/0

That one setting (plus the URL: ``COMSPIDER_REDIS_URL``, else scrapy-redis's ``REDIS_URL``)
moves every piece of shared crawl state to Redis. Settings are frozen when the crawl
starts, so the switch is made by the components themselves, in their ``from_crawler``:

- the page queue, the seen-comment store and the wait-time store
  (:func:`comspider.scheduling.backend.open_backend`);
- the inner scheduler of :class:`~comspider.scheduling.scheduler.QueueScheduler` (feeds,
  the Google News exchange, retries): :class:`RedisRequestScheduler`, scrapy-redis's
  scheduler made to fit Scrapy 2.19, when ``COMSPIDER_INNER_SCHEDULER`` is left at its
  default; with :class:`RedisDupeFilter` when ``DUPEFILTER_CLASS`` is left at Scrapy's;
- the feed poll lock (:class:`RedisPollLock`, ``SET NX PX`` with a token, released only
  by its owner) when ``COMSPIDER_POLL_LOCK`` is left at its default;
- the leases of claimed pages are renewed while their worker lives (:func:`renew_lease`),
  so a short ``COMSPIDER_LEASE_SECONDS`` brings a killed worker's pages back soon without
  taking a slow page away from a live one.

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

The spider itself needs nothing from scrapy-redis: ``news_comments`` produces its start
requests in ``async def start()`` (scrapy-redis's ``RedisSpider`` still uses the removed
``start_requests``); which worker polls the feeds is decided by the poll lock
(:mod:`comspider.scheduling.feed_poller`).
"""

from __future__ import annotations

import collections
import logging
import uuid
from typing import Any

from scrapy.http import Request

logger = logging.getLogger(__name__)

REDIS = "redis"
DEFAULT_REDIS_URL = "redis://localhost:6379/0"
DEFAULT_PREFIX = "comspider"
REDIS_SCHEDULER = "comspider.scheduling.distributed.RedisRequestScheduler"
REDIS_DUPEFILTER = "comspider.scheduling.distributed.RedisDupeFilter"
REDIS_POLL_LOCK = "comspider.scheduling.distributed.RedisPollLock"
SCRAPY_DUPEFILTER = "scrapy.dupefilters.RFPDupeFilter"
STAT = "comspider/distributed/"
# Meta keys that belong to one download attempt and cannot travel (a Playwright Page).
VOLATILE_META = ("playwright_page",)


# -- settings -----------------------------------------------------------------------------
def backend_kind(settings: Any) -> str:
    return str(settings.get("COMSPIDER_BACKEND") or "sqlite").strip().lower()


def uses_redis(settings: Any) -> bool:
    return backend_kind(settings) == REDIS


def redis_url(settings: Any) -> str:
    return str(settings.get("COMSPIDER_REDIS_URL") or settings.get("REDIS_URL")
               or DEFAULT_REDIS_URL)


def queue_prefix(settings: Any) -> str:
    return str(settings.get("COMSPIDER_QUEUE_PREFIX") or DEFAULT_PREFIX)


def left_at_default(settings: Any, name: str, default: str) -> bool:
    """Whether ``name`` still has its project-wide default: equal to ``default`` and not
    given on the command line (``-s``) or by a Scrapyd ``setting=``."""
    value = settings.get(name)
    if not value:
        return True
    if str(value) != default:
        return False
    priority = settings.getpriority(name) if hasattr(settings, "getpriority") else None
    return priority is None or priority <= 20  # "project" priority and below


def redis_client(settings: Any) -> Any:
    """A client for the crawl's Redis, with scrapy-redis's connection defaults (timeouts,
    retry on timeout) and ``REDIS_PARAMS``. Connects on first use, not here."""
    from scrapy_redis import connection, defaults

    params = dict(defaults.REDIS_PARAMS)
    params.update(settings.getdict("REDIS_PARAMS") if hasattr(settings, "getdict")
                  else dict(settings.get("REDIS_PARAMS") or {}))
    params["url"] = redis_url(settings)
    return connection.get_redis(**params)


def _key(prefix: str, name: str) -> str:
    return "{" + prefix + "}:" + name


# -- the feed poll lock -------------------------------------------------------------------
# KEYS: the lock. ARGV: token, ttl ms. Take it, or extend it when we already hold it.
_ACQUIRE = """
if redis.call('SET', KEYS[1], ARGV[1], 'NX', 'PX', ARGV[2]) then return 1 end
if redis.call('GET', KEYS[1]) == ARGV[1] then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return 0
"""

# KEYS: the lock. ARGV: token. Delete it only when we hold it.
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


class RedisPollLock:
    """A :class:`~comspider.scheduling.feed_poller.PollLock` shared by every worker on one
    Redis: ``SET {prefix}:lock:<name> <token> NX PX <ttl>``. The token is this process's
    own, so only the holder extends or releases the lock; a holder that dies leaves it to
    expire."""

    def __init__(self, client: Any, prefix: str = DEFAULT_PREFIX) -> None:
        self.client = client
        self.prefix = prefix
        self.token = uuid.uuid4().hex
        self._acquire = client.register_script(_ACQUIRE)
        self._release = client.register_script(_RELEASE)

    @classmethod
    def from_crawler(cls, crawler: Any) -> RedisPollLock:
        return cls(redis_client(crawler.settings), queue_prefix(crawler.settings))

    def key(self, name: str) -> str:
        return _key(self.prefix, "lock:" + name)

    def acquire(self, name: str, ttl_seconds: float) -> bool:
        ttl = max(int(float(ttl_seconds) * 1000), 1)
        return bool(self._acquire(keys=[self.key(name)], args=[self.token, ttl]))

    def release(self, name: str) -> None:
        self._release(keys=[self.key(name)], args=[self.token])

    def holder(self, name: str) -> str | None:
        value = self.client.get(self.key(name))
        if value is None:
            return None
        return value.decode() if isinstance(value, bytes) else str(value)

    def held_by_other(self, name: str) -> bool:
        holder = self.holder(name)
        return holder is not None and holder != self.token

    def close(self) -> None:
        self.client.close()


# -- the dupefilter -----------------------------------------------------------------------
def _redis_dupefilter_base() -> type:
    from scrapy_redis.dupefilter import RFPDupeFilter

    return RFPDupeFilter


class RedisDupeFilter(_redis_dupefilter_base()):  # type: ignore[misc]
    """scrapy-redis's set of request fingerprints in Redis, with the crawler's request
    fingerprinter (``REQUEST_FINGERPRINTER_CLASS``) instead of its own hash. Requests
    with ``dont_filter`` (every feed, exchange and article request of news_comments)
    never reach it."""

    def __init__(self, server: Any, key: str, debug: bool = False,
                 fingerprinter: Any = None) -> None:
        super().__init__(server, key=key, debug=debug)
        self.fingerprinter = fingerprinter

    @classmethod
    def from_crawler(cls, crawler: Any) -> RedisDupeFilter:
        """A filter keyed for the crawler's spider (``SCHEDULER_DUPEFILTER_KEY``)."""
        settings = crawler.settings
        spider = getattr(crawler, "spider", None)
        name = getattr(spider, "name", None) or "spider"
        key = dupefilter_key(settings) % {"spider": name}
        return cls(redis_client(settings), key=key, debug=settings.getbool("DUPEFILTER_DEBUG"),
                   fingerprinter=getattr(crawler, "request_fingerprinter", None))

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
    return _key(queue_prefix(settings).replace("%", "%%"), "%(spider)s:requests")


def dupefilter_key(settings: Any) -> str:
    explicit = settings.get("SCHEDULER_DUPEFILTER_KEY")
    if explicit:
        return str(explicit)
    return _key(queue_prefix(settings).replace("%", "%%"), "%(spider)s:dupefilter")


# -- the inner scheduler ------------------------------------------------------------------
def _redis_scheduler_base() -> type:
    from scrapy_redis.scheduler import Scheduler

    return Scheduler


def portable(request: Request, encode: Any) -> bytes | None:
    """``encode(request)`` (the shared queue's serialisation: pickled ``to_dict``) without
    the meta keys of a past download attempt; None when it still cannot be serialised."""
    for name in VOLATILE_META:
        request.meta.pop(name, None)
    try:
        return encode(request)
    except Exception:  # noqa: BLE001 - pickling errors come in many types
        return None


class RedisRequestScheduler(_redis_scheduler_base()):  # type: ignore[misc]
    """scrapy-redis's scheduler (a priority queue of pickled requests in Redis, shared by
    every worker) made to fit Scrapy 2.19: see the module docstring."""

    def __init__(self, server: Any, crawler: Any = None, **kwargs: Any) -> None:
        super().__init__(server, **kwargs)
        self.crawler = crawler
        self.local: collections.deque[Request] = collections.deque()

    @classmethod
    def from_crawler(cls, crawler: Any) -> RedisRequestScheduler:
        import importlib

        from scrapy.utils.misc import load_object

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
            kwargs["serializer"] = (importlib.import_module(serializer)
                                    if isinstance(serializer, str) else serializer)
        dupefilter = settings.get("DUPEFILTER_CLASS") or SCRAPY_DUPEFILTER
        if left_at_default(settings, "DUPEFILTER_CLASS", SCRAPY_DUPEFILTER):
            dupefilter = REDIS_DUPEFILTER
        dupefilter_cls = load_object(dupefilter)
        kwargs["dupefilter_cls"] = dupefilter
        if not hasattr(dupefilter_cls, "from_spider") and dupefilter != REDIS_DUPEFILTER:
            from scrapy.utils.misc import build_from_crawler

            kwargs["dupefilter"] = build_from_crawler(dupefilter_cls, crawler)
        server = redis_client(settings)
        server.ping()  # fail at start, with the URL in the error, not at the first request
        scheduler = cls(server, crawler=crawler, **kwargs)
        scheduler.stats = crawler.stats
        return scheduler

    def open(self, spider: Any) -> None:
        if self.df is None and self.dupefilter_cls == REDIS_DUPEFILTER:
            self.df = RedisDupeFilter(
                self.server, key=self.dupefilter_key % {"spider": spider.name},
                debug=self.crawler.settings.getbool("DUPEFILTER_DEBUG"),
                fingerprinter=getattr(self.crawler, "request_fingerprinter", None))
        super().open(spider)
        logger.info("Shared request queue: %s on %s", self.queue.key,
                    _safe_url(redis_url(self.crawler.settings)))

    def close(self, reason: str) -> None:
        if self.local:
            logger.warning("%d request(s) that could not be shared are lost at close",
                           len(self.local))

    def enqueue_request(self, request: Request) -> bool:
        if not request.dont_filter and self.df.request_seen(request):
            self.df.log(request, self.spider)
            return False
        data = portable(request, self.queue._encode_request)
        if data is None:
            self.local.append(request)
            self._inc("local")
            logger.warning("Request %s cannot be serialised for the shared queue (its meta "
                           "or callback is not plain data); this worker keeps it", request)
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
    from scrapy_redis.queue import FifoQueue, LifoQueue, PriorityQueue

    if isinstance(queue, PriorityQueue):
        queue.server.execute_command("ZADD", queue.key, -request.priority, data)
    elif isinstance(queue, (FifoQueue, LifoQueue)):
        queue.server.lpush(queue.key, data)
    else:  # a queue class of one's own
        queue.push(request)


def _safe_url(url: str) -> str:
    """The URL without its password, for logs."""
    from urllib.parse import urlsplit, urlunsplit

    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[-1]
    user = f"{parts.username}:***@" if parts.username else ":***@"
    return urlunsplit((parts.scheme, user + netloc, parts.path, parts.query, parts.fragment))


def inner_scheduler_path(settings: Any, default: str) -> str:
    """The inner scheduler the QueueScheduler builds: the setting, or the shared Redis
    queue when the backend is Redis and ``COMSPIDER_INNER_SCHEDULER`` is at its default."""
    chosen = str(settings.get("COMSPIDER_INNER_SCHEDULER") or default)
    if uses_redis(settings) and left_at_default(settings, "COMSPIDER_INNER_SCHEDULER", default):
        return REDIS_SCHEDULER
    return chosen


# -- lease renewal ------------------------------------------------------------------------
# KEYS: leases, entry. ARGV: key, token, lease until. Extend a claim we still hold.
_RENEW = """
if redis.call('HGET', KEYS[2], 'state') ~= 'claimed' then return 0 end
if redis.call('HGET', KEYS[2], 'token') ~= ARGV[2] then return 0 end
redis.call('ZADD', KEYS[1], 'XX', ARGV[3], ARGV[1])
redis.call('HSET', KEYS[2], 'lease_until', ARGV[3])
return 1
"""


def renew_lease(queue: Any, key: str, token: str | None, until: float) -> bool | None:
    """Extend the lease of ``key`` claimed with ``token`` to ``until`` (clock seconds).
    True when renewed, False when the claim is no longer ours (expired and taken over,
    or finished), None when the queue cannot renew (not a Redis queue)."""
    from comspider.scheduling.redis_queue import RedisQueue

    if not isinstance(queue, RedisQueue) or not token:
        return None
    script = getattr(queue, "_comspider_renew", None)
    if script is None:
        script = queue.client.register_script(_RENEW)
        queue._comspider_renew = script  # type: ignore[attr-defined]
    return bool(script(keys=[queue.k_leases, queue.k_entry + key],
                       args=[key, token, repr(float(until))]))
