"""The crawl's Redis connection (``COMSPIDER_BACKEND = "redis"``): one URL, one key prefix,
scrapy-redis's connection defaults (timeouts, retry on timeout) plus ``REDIS_PARAMS``.

Nothing connects at import or at construction: clients connect on first use.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import urlsplit, urlunsplit

from scrapy_redis import connection, defaults

REDIS = "redis"
# When neither COMSPIDER_REDIS_URL nor REDIS_URL is set (as settings.py documents).
LOCAL_REDIS = "redis://localhost:6379/0"


def backend_kind(settings: Any) -> str:
    return str(settings["COMSPIDER_BACKEND"]).strip().lower()


def uses_redis(settings: Any) -> bool:
    return backend_kind(settings) == REDIS


def redis_url(settings: Any) -> str:
    """``COMSPIDER_REDIS_URL``, else scrapy-redis's ``REDIS_URL``."""
    return str(settings.get("COMSPIDER_REDIS_URL") or settings.get("REDIS_URL") or LOCAL_REDIS)


def queue_prefix(settings: Any) -> str:
    return str(settings["COMSPIDER_QUEUE_PREFIX"])


def redis_key(prefix: str, name: str) -> str:
    """``{prefix}:name``: the prefix is a hash tag, so a crawl's keys share one Redis
    Cluster slot (the Lua scripts touch several at once)."""
    return "{" + prefix + "}:" + name


def redis_client(settings: Any) -> Any:
    """A client for the crawl's Redis with ``REDIS_PARAMS`` applied."""
    params = dict(defaults.REDIS_PARAMS)
    params.update(
        settings.getdict("REDIS_PARAMS")
        if hasattr(settings, "getdict")
        else dict(settings.get("REDIS_PARAMS") or {})
    )
    params["url"] = redis_url(settings)
    return connection.get_redis(**params)


def safe_url(url: str) -> str:
    """The URL without its password, for logs."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.rsplit("@", 1)[-1]
    user = f"{parts.username}:***@" if parts.username else ":***@"
    return urlunsplit((parts.scheme, user + netloc, parts.path, parts.query, parts.fragment))
