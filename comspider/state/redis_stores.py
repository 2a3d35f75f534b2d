"""The seen-comment and wait-estimator stores in Redis (next to :mod:`.redis_queue`)::

{prefix}:seen:<article key>   set   comment ids already emitted
{prefix}:batches              set   tokens of the pending batches (ids staged, lines going out)
{prefix}:batch:<token>        hash  article, record, and "i:<comment id>" -> the item's JSON
{prefix}:timing:<outlet>      hash  the estimator's statistics for that outlet
{prefix}:outlets              set   outlets with statistics
{prefix}:site_memory          hash  site -> JSON list of remembered entry points
{prefix}:gate:<site>          zset  holders of the site's politeness leases, scored by expiry
{prefix}:history:<article>    hash  comment id -> JSON of its CommentTrace
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

import redis

from comspider import settings as defaults
from comspider.state.protocols import CommentTrace, PendingBatch

# KEYS: the article's set. ARGV: ids. Returns the ids SADD added.
_ADD_NEW = """
local new = {}
for i, id in ipairs(ARGV) do
  if redis.call('SADD', KEYS[1], id) == 1 then new[#new + 1] = id end
end
return new
"""

# KEYS: the article's set, the batch's hash, the batches set. ARGV: token, article key,
# record, id1, item1, ... Records the new ids and keeps them in the batch; returns them.
_STAGE = """
local new = {}
for i = 4, #ARGV, 2 do
  if redis.call('SADD', KEYS[1], ARGV[i]) == 1 then
    new[#new + 1] = ARGV[i]
    redis.call('HSET', KEYS[2], 'i:' .. ARGV[i], ARGV[i + 1])
  end
end
if #new > 0 then
  redis.call('HSET', KEYS[2], 'article', ARGV[2], 'record', ARGV[3])
  redis.call('SADD', KEYS[3], ARGV[1])
end
return new
"""

# KEYS: the batch's hash, the batches set. ARGV: token, record, new record, ids to keep.
# 1 when the batch still had the record and was taken over (or forgotten: nothing kept).
_ADOPT = """
if redis.call('HGET', KEYS[1], 'record') ~= ARGV[2] then return 0 end
local keep = {}
for i = 4, #ARGV do keep['i:' .. ARGV[i]] = true end
local kept = 0
for _, field in ipairs(redis.call('HKEYS', KEYS[1])) do
  if string.sub(field, 1, 2) == 'i:' then
    if keep[field] then kept = kept + 1 else redis.call('HDEL', KEYS[1], field) end
  end
end
if kept == 0 then
  redis.call('DEL', KEYS[1])
  redis.call('SREM', KEYS[2], ARGV[1])
else
  redis.call('HSET', KEYS[1], 'record', ARGV[3])
end
return 1
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
# zset, the site's "started lately" key (it lives ``gap`` seconds). ARGV: token, limit,
# ttl (s), gap (s). 1 when leased.
_ACQUIRE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1e6
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if not redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) or redis.call('EXISTS', KEYS[2]) == 1 then
    return 0
  end
  local gap = math.ceil(tonumber(ARGV[4]) * 1000)
  if gap > 0 then
    redis.call('SET', KEYS[2], '1', 'PX', gap)
  end
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
    def __init__(self, client: redis.Redis, prefix: str = defaults.COMSPIDER_QUEUE_PREFIX) -> None:
        self.client = client
        self.k_seen = "{" + prefix + "}:seen:"
        self.k_batch = "{" + prefix + "}:batch:"
        self.k_batches = "{" + prefix + "}:batches"
        self._add_new = client.register_script(_ADD_NEW)
        self._stage = client.register_script(_STAGE)
        self._adopt = client.register_script(_ADOPT)

    def add_new(self, article_key: str, ids: Iterable[str]) -> list[str]:
        unique = list(dict.fromkeys(ids))
        if not unique:
            return []
        added = self._add_new(keys=[self.k_seen + article_key], args=unique)
        return [_text(i) for i in added]

    def unseen(self, article_key: str, ids: Iterable[str]) -> list[str]:
        unique = list(dict.fromkeys(ids))
        if not unique:
            return []
        known = self.client.smismember(self.k_seen + article_key, unique)
        return [i for i, k in zip(unique, known, strict=True) if not k]

    def stage(self, article_key: str, token: str, items: Mapping[str, str], record: str) -> list[str]:
        if not items:
            return []
        args = [token, article_key, record]
        for comment_id, item in items.items():
            args += [comment_id, item]
        keys = [self.k_seen + article_key, self.k_batch + token, self.k_batches]
        return [_text(i) for i in self._stage(keys=keys, args=args)]

    def commit(self, token: str) -> None:
        pipe = self.client.pipeline(transaction=True)
        pipe.delete(self.k_batch + token)
        pipe.srem(self.k_batches, token)
        pipe.execute()

    def pending(self) -> list[PendingBatch]:
        out = []
        for token in sorted(_text(t) for t in self.client.smembers(self.k_batches)):
            fields = {_text(k): _text(v) for k, v in self.client.hgetall(self.k_batch + token).items()}
            if "record" not in fields:
                continue  # committed meanwhile
            items = {k[2:]: v for k, v in fields.items() if k.startswith("i:")}
            out.append(PendingBatch(token, fields["article"], items, fields["record"]))
        return out

    def adopt(self, token: str, record: str, new_record: str, keep: Iterable[str]) -> bool:
        keys = [self.k_batch + token, self.k_batches]
        return bool(self._adopt(keys=keys, args=[token, record, new_record, *dict.fromkeys(keep)]))

    def seen_count(self, article_key: str) -> int:
        return int(self.client.scard(self.k_seen + article_key))

    def close(self) -> None:
        self.client.close()


class RedisTimingStore:
    def __init__(self, client: redis.Redis, prefix: str = defaults.COMSPIDER_QUEUE_PREFIX) -> None:
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
    def __init__(self, client: redis.Redis, prefix: str = defaults.COMSPIDER_QUEUE_PREFIX) -> None:
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

    def __init__(self, client: redis.Redis, prefix: str = defaults.COMSPIDER_QUEUE_PREFIX) -> None:
        self.client = client
        self.k_gate = "{" + prefix + "}:gate:"
        self.k_started = "{" + prefix + "}:gate-started:"
        self._acquire = client.register_script(_ACQUIRE)
        self._renew = client.register_script(_RENEW)
        self._holders = client.register_script(_HOLDERS)

    def acquire(self, site: str, token: str, limit: int, ttl: float, gap: float = 0.0) -> bool:
        return bool(
            self._acquire(
                keys=[self.k_gate + site, self.k_started + site],
                args=[token, int(limit), repr(float(ttl)), repr(max(0.0, float(gap)))],
            )
        )

    def renew(self, site: str, token: str, ttl: float) -> bool:
        return bool(self._renew(keys=[self.k_gate + site], args=[token, repr(float(ttl))]))

    def release(self, site: str, token: str) -> None:
        self.client.zrem(self.k_gate + site, token)

    def holders(self, site: str) -> int:
        return int(self._holders(keys=[self.k_gate + site]))

    def close(self) -> None:
        self.client.close()


class RedisCommentHistory:
    """``CommentHistoryStore``: a hash per article (one HSET: atomic)."""

    def __init__(self, client: redis.Redis, prefix: str = defaults.COMSPIDER_QUEUE_PREFIX) -> None:
        self.client = client
        self.k_history = "{" + prefix + "}:history:"

    def traces(self, article_key: str) -> dict[str, CommentTrace]:
        raw = self.client.hgetall(self.k_history + article_key)
        return {_text(k): CommentTrace.from_json(json.loads(v)) for k, v in raw.items()}

    def record(self, article_key: str, traces: Mapping[str, CommentTrace]) -> None:
        if traces:
            mapping: dict[str | bytes, str] = {
                cid: json.dumps(t.to_json(), ensure_ascii=False) for cid, t in traces.items()
            }
            self.client.hset(self.k_history + article_key, mapping=mapping)  # type: ignore[arg-type]

    def close(self) -> None:
        self.client.close()
