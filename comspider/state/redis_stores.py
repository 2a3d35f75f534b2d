"""The seen-comment and wait-estimator stores in Redis (next to :mod:`.redis_queue`)::

{prefix}:seen:<article key>   set   comment ids already emitted
{prefix}:timing:<outlet>      hash  the estimator's statistics for that outlet
{prefix}:outlets              set   outlets with statistics
{prefix}:site_memory          hash  site -> JSON list of remembered entry points
{prefix}:gate:<site>          zset  holders of the site's politeness leases, scored by expiry
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

import redis

# KEYS: the article's set. ARGV: ids. Returns the ids SADD added.
_ADD_NEW = """
local new = {}
for i, id in ipairs(ARGV) do
  if redis.call('SADD', KEYS[1], id) == 1 then new[#new + 1] = id end
end
return new
"""

# KEYS: the outlet's hash, the outlets set. ARGV: outlet, decay, name1, delta1, ...
_UPDATE = """
local decay = tonumber(ARGV[2])
for i = 3, #ARGV, 2 do
  local old = tonumber(redis.call('HGET', KEYS[1], ARGV[i]) or '0')
  redis.call('HSET', KEYS[1], ARGV[i], string.format('%.17g', old * decay + tonumber(ARGV[i + 1])))
end
redis.call('SADD', KEYS[2], ARGV[1])
return redis.call('HGETALL', KEYS[1])
"""


# Leases on the Redis server's clock (workers' clocks need not agree). KEYS: the site's
# zset. ARGV: token, limit, ttl (s). 1 when leased.
_ACQUIRE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1e6
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then
  return 0
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], math.ceil(tonumber(ARGV[3]) * 2000))
return 1
"""
# KEYS: the site's zset. ARGV: token, ttl. 1 when the lease was still held and is renewed.
_RENEW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1e6
local expiry = redis.call('ZSCORE', KEYS[1], ARGV[1])
if not expiry or tonumber(expiry) <= now then
  redis.call('ZREM', KEYS[1], ARGV[1])
  return 0
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], math.ceil(tonumber(ARGV[2]) * 2000))
return 1
"""
# KEYS: the site's zset. The leases that have not expired.
_HOLDERS = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1e6
return redis.call('ZCOUNT', KEYS[1], '(' .. now, '+inf')
"""


def _text(value: bytes | str) -> str:
    return value.decode("utf-8") if isinstance(value, bytes) else value


class RedisSeenStore:
    def __init__(self, client: redis.Redis, prefix: str = "comspider") -> None:
        self.client = client
        self.k_seen = "{" + prefix + "}:seen:"
        self._add_new = client.register_script(_ADD_NEW)

    def add_new(self, article_key: str, ids: Iterable[str]) -> list[str]:
        unique = list(dict.fromkeys(ids))
        if not unique:
            return []
        added = self._add_new(keys=[self.k_seen + article_key], args=unique)
        return [_text(i) for i in added]

    def seen_count(self, article_key: str) -> int:
        return int(self.client.scard(self.k_seen + article_key))

    def close(self) -> None:
        self.client.close()


class RedisTimingStore:
    def __init__(self, client: redis.Redis, prefix: str = "comspider") -> None:
        self.client = client
        tag = "{" + prefix + "}"
        self.k_timing = f"{tag}:timing:"
        self.k_outlets = f"{tag}:outlets"
        self._update = client.register_script(_UPDATE)

    def timing(self, outlet: str) -> dict[str, float]:
        return {_text(k): float(v) for k, v in self.client.hgetall(self.k_timing + outlet).items()}

    def all_timing(self) -> dict[str, dict[str, float]]:
        outlets = sorted(_text(o) for o in self.client.smembers(self.k_outlets))
        return {outlet: self.timing(outlet) for outlet in outlets}

    def update_timing(self, outlet: str, deltas: Mapping[str, float], decay: float = 1.0) -> dict[str, float]:
        args: list[str] = [outlet, repr(float(decay))]
        for name, delta in deltas.items():
            args += [name, repr(float(delta))]
        flat = self._update(keys=[self.k_timing + outlet, self.k_outlets], args=args)
        items = [_text(v) for v in flat]
        return {k: float(v) for k, v in zip(items[0::2], items[1::2], strict=True)}

    def close(self) -> None:
        self.client.close()


class RedisSiteMemoryStore:
    def __init__(self, client: redis.Redis, prefix: str = "comspider") -> None:
        self.client = client
        self.key = "{" + prefix + "}:site_memory"

    def get(self, site: str) -> list[dict[str, Any]]:
        raw = self.client.hget(self.key, site)
        return list(json.loads(raw)) if raw else []

    def put(self, site: str, entries: list[dict[str, Any]]) -> None:
        self.client.hset(self.key, site, json.dumps(entries))

    def delete(self, site: str) -> None:
        self.client.hdel(self.key, site)

    def close(self) -> None:
        self.client.close()


class RedisSiteLeases:
    """``SiteLeaseStore`` shared by every worker of the crawl."""

    def __init__(self, client: redis.Redis, prefix: str = "comspider") -> None:
        self.client = client
        self.k_gate = "{" + prefix + "}:gate:"
        self._acquire = client.register_script(_ACQUIRE)
        self._renew = client.register_script(_RENEW)
        self._holders = client.register_script(_HOLDERS)

    def acquire(self, site: str, token: str, limit: int, ttl: float) -> bool:
        return bool(self._acquire(keys=[self.k_gate + site], args=[token, int(limit), repr(float(ttl))]))

    def renew(self, site: str, token: str, ttl: float) -> bool:
        return bool(self._renew(keys=[self.k_gate + site], args=[token, repr(float(ttl))]))

    def release(self, site: str, token: str) -> None:
        self.client.zrem(self.k_gate + site, token)

    def holders(self, site: str) -> int:
        return int(self._holders(keys=[self.k_gate + site]))

    def close(self) -> None:
        self.client.close()
