"""The feed poll lock shared by every worker on one Redis (see
:mod:`comspider.scheduling.feed_poller`)."""

from __future__ import annotations

import uuid
from typing import Any

from comspider.state.redis_client import queue_prefix, redis_client, redis_key

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

    def __init__(self, client: Any, prefix: str) -> None:
        self.client = client
        self.prefix = prefix
        self.token = uuid.uuid4().hex
        self._acquire = client.register_script(_ACQUIRE)
        self._release = client.register_script(_RELEASE)

    @classmethod
    def from_crawler(cls, crawler: Any) -> RedisPollLock:
        return cls(redis_client(crawler.settings), queue_prefix(crawler.settings))

    def key(self, name: str) -> str:
        return redis_key(self.prefix, "lock:" + name)

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
