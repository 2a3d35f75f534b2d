"""Open the three scheduling stores (queue, seen comment ids, wait estimates) on one
backend, chosen by settings:

    COMSPIDER_BACKEND       sqlite (default) | redis | memory
    COMSPIDER_QUEUE_PATH    the SQLite file; default <JOBDIR>/comspider-queue.sqlite3 when
                            JOBDIR is set, else .scrapy/comspider/queue.sqlite3
    COMSPIDER_QUEUE_SYNC    SQLite's synchronous pragma: FULL (default) | NORMAL
    COMSPIDER_REDIS_URL     default: REDIS_URL (scrapy-redis's), else redis://localhost:6379/0
    COMSPIDER_QUEUE_PREFIX  the Redis key prefix, one queue per prefix (default comspider)

``settings`` is anything with ``get(name, default)``: Scrapy's Settings or a dict.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from comspider.scheduling.memory import MemoryQueue, MemorySeenStore, MemoryTimingStore
from comspider.scheduling.protocols import PageQueue, SeenStore, TimingStore

BACKENDS = ("sqlite", "redis", "memory")
DEFAULT_QUEUE_FILE = Path(".scrapy") / "comspider" / "queue.sqlite3"
DEFAULT_REDIS_URL = "redis://localhost:6379/0"
_CRAWLER_ATTR = "_comspider_scheduling_backend"


class _Settings(Protocol):
    def get(self, name: str, default: Any = None) -> Any: ...


@dataclass(slots=True)
class Backend:
    kind: str
    location: str  # the file, the Redis URL + prefix, or "memory"
    queue: PageQueue
    seen: SeenStore
    timing: TimingStore

    def close(self) -> None:
        # The SQLite stores share one connection and the Redis ones one client: close once.
        self.queue.close()


def open_sqlite(path: str | os.PathLike[str], synchronous: str = "FULL") -> Backend:
    from comspider.scheduling.sqlite_db import SQLiteDatabase
    from comspider.scheduling.sqlite_queue import SQLiteQueue
    from comspider.scheduling.sqlite_stores import SQLiteSeenStore, SQLiteTimingStore

    db = SQLiteDatabase(path, synchronous=synchronous)
    return Backend("sqlite", str(db.path), SQLiteQueue(db), SQLiteSeenStore(db),
                   SQLiteTimingStore(db))


def open_redis(url: str = DEFAULT_REDIS_URL, prefix: str = "comspider") -> Backend:
    import redis

    from comspider.scheduling.redis_queue import RedisQueue
    from comspider.scheduling.redis_stores import RedisSeenStore, RedisTimingStore

    client = redis.Redis.from_url(url)
    return Backend("redis", f"{url} prefix={prefix}", RedisQueue(client, prefix),
                   RedisSeenStore(client, prefix), RedisTimingStore(client, prefix))


def open_memory() -> Backend:
    return Backend("memory", "memory", MemoryQueue(), MemorySeenStore(), MemoryTimingStore())


def queue_path(settings: _Settings) -> Path:
    explicit = settings.get("COMSPIDER_QUEUE_PATH")
    if explicit:
        return Path(str(explicit))
    jobdir = settings.get("JOBDIR")
    if jobdir:
        return Path(str(jobdir)) / "comspider-queue.sqlite3"
    return DEFAULT_QUEUE_FILE


def open_backend(settings: _Settings) -> Backend:
    kind = str(settings.get("COMSPIDER_BACKEND") or "sqlite").strip().lower()
    if kind == "sqlite":
        return open_sqlite(queue_path(settings),
                           str(settings.get("COMSPIDER_QUEUE_SYNC") or "FULL"))
    if kind == "redis":
        url = settings.get("COMSPIDER_REDIS_URL") or settings.get("REDIS_URL") or DEFAULT_REDIS_URL
        return open_redis(str(url), str(settings.get("COMSPIDER_QUEUE_PREFIX") or "comspider"))
    if kind == "memory":
        return open_memory()
    raise ValueError(f"COMSPIDER_BACKEND must be one of {', '.join(BACKENDS)}, not {kind!r}")


def backend_for_crawler(crawler: Any) -> Backend:
    """The crawler's one backend, opened on first use and closed when the engine stops,
    so the scheduler, the pipelines and the stats share it."""
    backend = getattr(crawler, _CRAWLER_ATTR, None)
    if backend is None:
        backend = open_backend(crawler.settings)
        setattr(crawler, _CRAWLER_ATTR, backend)
        try:
            from scrapy import signals

            def _close() -> None:
                if getattr(crawler, _CRAWLER_ATTR, None) is backend:
                    delattr(crawler, _CRAWLER_ATTR)
                    backend.close()

            crawler.signals.connect(_close, signal=signals.engine_stopped, weak=False)
        except Exception:  # noqa: BLE001 - a crawler without signals (tests): close by hand
            pass
    return backend


class CrawlerSeenStore:
    """For ``COMSPIDER_SEEN_STORE = "comspider.scheduling.backend.CrawlerSeenStore"``:
    the de-duplication pipeline gets the crawler backend's persistent seen store."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> SeenStore:
        return backend_for_crawler(crawler).seen
