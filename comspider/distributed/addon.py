"""The Redis backend as a Scrapy add-on: listed in ``ADDONS`` for every crawl, it acts only
when ``COMSPIDER_BACKEND = "redis"`` (see :mod:`comspider.distributed`).

It rewrites the settings before they freeze, so ``crawler.settings`` names the components
that really run. A setting the user gave a value of their own (anything but the value
comspider/settings.py writes, or any value given on the command line or by Scrapyd) is
left alone.
"""

from __future__ import annotations

import logging
from typing import Any

from scrapy.settings import SETTINGS_PRIORITIES, BaseSettings

from comspider import settings as defaults
from comspider.distributed.redis_scheduler import REDIS_DUPEFILTER, REDIS_SCHEDULER
from comspider.state.redis_client import queue_prefix, redis_url, safe_url, uses_redis

logger = logging.getLogger(__name__)

REDIS_POLL_LOCK = "comspider.distributed.poll_lock.RedisPollLock"
# A worker with nothing to do stays this long while another worker polls the feeds.
REDIS_IDLE_BEFORE_CLOSE = 30.0

#: setting -> its value on the Redis backend
REDIS_VALUES: dict[str, Any] = {
    "COMSPIDER_INNER_SCHEDULER": REDIS_SCHEDULER,
    "DUPEFILTER_CLASS": REDIS_DUPEFILTER,
    "COMSPIDER_POLL_LOCK": REDIS_POLL_LOCK,
    "COMSPIDER_IDLE_BEFORE_CLOSE": REDIS_IDLE_BEFORE_CLOSE,
    # the ledger of claims is for processes on one host; Redis relies on leases
    "COMSPIDER_CLAIM_LEDGER": False,
    # politeness across workers: one site's visits take turns whichever worker makes them
    "COMSPIDER_SITE_GATE_SHARED": True,
}
# Scrapy's own default of a setting comspider/settings.py does not write.
_SCRAPY_DEFAULTS = {"DUPEFILTER_CLASS": "scrapy.dupefilters.RFPDupeFilter"}


def left_at_default(settings: BaseSettings, name: str) -> bool:
    """Whether ``name`` still has the value comspider/settings.py (or Scrapy) gives it,
    from no higher source than the project's settings."""
    default = getattr(defaults, name, _SCRAPY_DEFAULTS.get(name))
    priority = settings.getpriority(name)
    if priority is not None and priority > SETTINGS_PRIORITIES["project"]:
        return False
    value = settings.get(name)
    return value == default or (default is not None and str(value) == str(default))


class RedisBackend:
    """``ADDONS = {"comspider.distributed.addon.RedisBackend": 0}``."""

    def update_settings(self, settings: BaseSettings) -> None:
        if not uses_redis(settings):
            return
        changed = []
        for name, value in REDIS_VALUES.items():
            if left_at_default(settings, name):
                settings.set(name, value, priority="project")
                changed.append(name)
        logger.info(
            "Redis backend on %s, key prefix %s: %s set for several workers",
            safe_url(redis_url(settings)),
            queue_prefix(settings),
            ", ".join(changed) or "nothing else",
        )
