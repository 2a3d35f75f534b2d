"""The seen-comment and wait-estimator stores in Redis (next to :mod:`.redis_queue`)::

{prefix}:seen:<article key>   set   comment ids already emitted
{prefix}:timing:<outlet>      hash  the estimator's statistics for that outlet
{prefix}:outlets              set   outlets with statistics
{prefix}:site_memory          hash  site -> JSON list of remembered entry points
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
