"""Open the crawl state on one backend, chosen by settings:

    COMSPIDER_BACKEND      sqlite (default) | redis | memory
    COMSPIDER_STATE_PATH   the SQLite file; default <JOBDIR>/comspider-state.sqlite3 when
                           JOBDIR is set, else .scrapy/comspider/state.sqlite3
    COMSPIDER_QUEUE_SYNC   SQLite's synchronous pragma: FULL (default) | NORMAL
    COMSPIDER_REDIS_URL    default: REDIS_URL (scrapy-redis's), else redis://localhost:6379/0
    COMSPIDER_QUEUE_PREFIX the Redis key prefix, one crawl per prefix (default comspider)

The state is six stores on that backend: the page queue, the comment ids already
written per article, the per-outlet wait-time statistics, the per-site memory of entry
points, the per-site leases that keep several workers polite to one site, and each
comment's history across visits (first and last seen, its text's digest: edits and
removals). A crawl opens it once (:func:`crawl_state`); the scheduler, the pipelines
and the browser share it.

Whether a crawl keeps its state is one rule (:func:`keeps_state`): a queued crawl always
does; an immediate crawl does when it has a JOBDIR, an explicit ``COMSPIDER_STATE_PATH``
or the Redis backend, and otherwise runs on memory (run twice, it writes its comments
twice, which is what an evaluation run wants; the log says so at the start).
``comspider crawl`` always keeps its state (it sets the default file).
"""

from __future__ import annotations

import logging
import os
import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

import redis
from scrapy import signals

from comspider import settings as defaults
from comspider.crawler_parts import crawler_part, forget_part, late_attribute
from comspider.exception_chain import causes, first_line
from comspider.state.memory import (
    MemoryCommentHistory,
    MemoryQueue,
    MemorySeenStore,
    MemorySiteLeases,
    MemorySiteMemoryStore,
    MemoryTimingStore,
)
from comspider.state.protocols import (
    CommentHistoryStore,
    PageQueue,
    SeenStore,
    SiteLeaseStore,
    SiteMemoryStore,
    TimingStore,
)
from comspider.state.redis_client import backend_kind, queue_prefix, redis_client, redis_url, safe_url
from comspider.state.redis_queue import RedisQueue
from comspider.state.redis_stores import (
    RedisCommentHistory,
    RedisSeenStore,
    RedisSiteLeases,
    RedisSiteMemoryStore,
    RedisTimingStore,
)
from comspider.state.sqlite_db import SQLiteDatabase
from comspider.state.sqlite_queue import SQLiteQueue
from comspider.state.sqlite_stores import (
    SQLiteCommentHistory,
    SQLiteSeenStore,
    SQLiteSiteLeases,
    SQLiteSiteMemoryStore,
    SQLiteTimingStore,
)

logger = logging.getLogger(__name__)

BACKENDS = ("sqlite", "redis", "memory")
DEFAULT_STATE_FILE = Path(".scrapy") / "comspider" / "state.sqlite3"
JOBDIR_STATE_FILE = "comspider-state.sqlite3"


class _Settings(Protocol):
    def get(self, name: str, default: Any = None) -> Any: ...


@dataclass(slots=True)
class Backend:
    kind: str
    location: str  # the file, the Redis URL + prefix, or "memory"
    queue: PageQueue
    seen: SeenStore
    timing: TimingStore
    site_memory: SiteMemoryStore
    site_leases: SiteLeaseStore
    history: CommentHistoryStore = field(default_factory=MemoryCommentHistory)

    def close(self) -> None:
        # The SQLite stores share one connection and the Redis ones one client: close once.
        self.queue.close()


def open_sqlite(path: str | os.PathLike[str], synchronous: str = defaults.COMSPIDER_QUEUE_SYNC) -> Backend:
    db = SQLiteDatabase(path, synchronous=synchronous)
    return Backend(
        "sqlite",
        str(db.path),
        SQLiteQueue(db),
        SQLiteSeenStore(db),
        SQLiteTimingStore(db),
        SQLiteSiteMemoryStore(db),
        SQLiteSiteLeases(db),
        SQLiteCommentHistory(db),
    )


def open_redis(
    url_or_client: Any, prefix: str = defaults.COMSPIDER_QUEUE_PREFIX, url: str | None = None
) -> Backend:
    """The Redis backend on a URL (a plain client) or on a client of one's own (``url``:
    the URL it was made from, for the location; the password is masked)."""
    if isinstance(url_or_client, str):
        client, where = redis.Redis.from_url(url_or_client), safe_url(url_or_client)
    else:
        client, where = url_or_client, safe_url(url) if url else "redis (a client of one's own)"
    return Backend(
        "redis",
        f"{where} prefix={prefix}",
        RedisQueue(client, prefix),
        RedisSeenStore(client, prefix),
        RedisTimingStore(client, prefix),
        RedisSiteMemoryStore(client, prefix),
        RedisSiteLeases(client, prefix),
        RedisCommentHistory(client, prefix),
    )


def open_memory() -> Backend:
    return Backend(
        "memory",
        "memory",
        MemoryQueue(),
        MemorySeenStore(),
        MemoryTimingStore(),
        MemorySiteMemoryStore(),
        MemorySiteLeases(),
        MemoryCommentHistory(),
    )


def state_path(settings: _Settings) -> Path:
    explicit = settings.get("COMSPIDER_STATE_PATH")
    if explicit:
        return Path(str(explicit))
    jobdir = settings.get("JOBDIR")
    if jobdir:
        return Path(str(jobdir)) / JOBDIR_STATE_FILE
    return DEFAULT_STATE_FILE


def open_backend(settings: _Settings) -> Backend:
    """The backend ``COMSPIDER_BACKEND`` names (see the module docstring)."""
    kind = backend_kind(settings)
    if kind == "sqlite":
        return open_sqlite(state_path(settings), str(settings.get("COMSPIDER_QUEUE_SYNC")))
    if kind == "redis":
        return open_redis(redis_client(settings), queue_prefix(settings), redis_url(settings))
    if kind == "memory":
        return open_memory()
    raise ValueError(f"COMSPIDER_BACKEND must be one of {', '.join(BACKENDS)}, not {kind!r}")


def state_unavailable(settings: _Settings, error: BaseException) -> str | None:
    """One line for a crawl state that cannot be reached or opened (Redis down, a
    SQLite file that cannot be opened), looking through the exceptions ``error`` was
    raised while handling; None when the cause is something else. The Redis URL's
    password is masked."""
    for cause in causes(error):
        if isinstance(cause, redis.RedisError):
            where = safe_url(redis_url(settings))
            return f"cannot reach the crawl state on Redis at {where}: {first_line(cause)}"
        if isinstance(cause, sqlite3.Error):
            return f"cannot open the crawl state {state_path(settings)}: {first_line(cause)}"
    return None


def keeps_state(crawler: Any) -> bool:
    """Whether this crawl's state outlives it (see the module docstring)."""
    settings = crawler.settings
    if backend_kind(settings) != "sqlite":
        return backend_kind(settings) == "redis"
    if settings.get("JOBDIR") or settings.get("COMSPIDER_STATE_PATH"):
        return True
    spider = late_attribute(crawler, "spider")
    arguments = getattr(spider, "arguments", None)
    return str(getattr(arguments, "schedule", "immediate")) == "queued"


def crawl_state(crawler: Any) -> Backend:
    """The crawl's one state, opened on first use and closed when the engine stops."""
    return crawler_part(crawler, "state", lambda: _open_for(crawler))


def _open_for(crawler: Any) -> Backend:
    backend = open_backend(crawler.settings) if keeps_state(crawler) else open_memory()
    if backend_kind(crawler.settings) == "memory":  # say it: a re-run writes everything again
        logger.info("Crawl state in memory (COMSPIDER_BACKEND=memory): a re-run writes these comments again")
    elif backend.kind == "memory":
        logger.info(
            "Crawl state in memory: a re-run writes these comments again; set "
            "COMSPIDER_STATE_PATH or JOBDIR to keep it (comspider crawl keeps it by default)"
        )

    def _close() -> None:
        forget_part(crawler, "state")
        backend.close()

    crawler.signals.connect(_close, signal=signals.engine_stopped, weak=False)
    return backend
