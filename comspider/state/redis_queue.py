"""The page queue in Redis: for several crawler processes (scrapy-redis deployments).

Layout, every key under one hash tag so a Redis Cluster keeps them in one slot::

    {prefix}:pending      sorted set  key -> due time
    {prefix}:leases       sorted set  key -> lease expiry (claimed entries)
    {prefix}:e:<key>      hash        the entry's fields (kept when done/dropped: an
                                      article is admitted once, ever)
    {prefix}:counts       hash        done/<outcome>, dropped/<reason> counters

Every operation is one Lua script, so it is atomic; a worker killed mid-visit holds a
lease that expires, after which ``claim`` hands the page out again. Durability is
Redis's: run it with ``appendonly yes`` for a crawl that must survive a Redis restart.
"""

from __future__ import annotations

import json
import uuid
from collections.abc import Collection, Mapping
from typing import Any

import redis

from comspider import settings as defaults
from comspider.state.queue_entry import CLAIMED, DONE, DROPPED, PENDING, STATES, Entry

# KEYS: pending, leases, entry, counts. ARGV: article, outlet, due, now, state, outcome.
_INSERT = """
if redis.call('EXISTS', KEYS[3]) == 1 then return 0 end
redis.call('HSET', KEYS[3], 'article', ARGV[1], 'outlet', ARGV[2], 'visit', '1',
           'due', ARGV[3], 'admitted', ARGV[4], 'state', ARGV[5], 'attempts', '0',
           'outcome', ARGV[6], 'info', '{}', 'updated', ARGV[4])
if ARGV[5] == 'pending' then
  redis.call('ZADD', KEYS[1], ARGV[3], ARGV[7])
else
  redis.call('HINCRBY', KEYS[4], 'dropped/' .. ARGV[6], 1)
end
return 1
"""

# KEYS: pending, leases. ARGV: now, lease_until, token, entry key prefix.
_CLAIM = """
local now = tonumber(ARGV[1])
local p = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
local l = redis.call('ZRANGE', KEYS[2], 0, 0, 'WITHSCORES')
local key, from = nil, nil
if p[1] and tonumber(p[2]) <= now then key, from = p[1], KEYS[1] end
if l[1] and tonumber(l[2]) <= now and (key == nil or tonumber(l[2]) < tonumber(p[2])) then
  key, from = l[1], KEYS[2]
end
if key == nil then return nil end
local ekey = ARGV[4] .. key
redis.call('ZREM', from, key)
redis.call('ZADD', KEYS[2], ARGV[2], key)
redis.call('HSET', ekey, 'state', 'claimed', 'lease_until', ARGV[2], 'token', ARGV[3],
           'updated', ARGV[1])
redis.call('HINCRBY', ekey, 'attempts', 1)
return {key, redis.call('HGETALL', ekey)}
"""

# KEYS: pending, entry, counts. ARGV: due, now, key, the outcomes that may be reopened...
_REOPEN = """
if redis.call('HGET', KEYS[2], 'state') ~= 'done' then return 0 end
local outcome = redis.call('HGET', KEYS[2], 'outcome')
local wanted = false
for i = 4, #ARGV do if ARGV[i] == outcome then wanted = true end end
if not wanted then return 0 end
redis.call('HSET', KEYS[2], 'state', 'pending', 'due', ARGV[1], 'attempts', '0', 'updated', ARGV[2])
redis.call('HINCRBY', KEYS[2], 'visit', 1)
redis.call('HINCRBY', KEYS[3], 'done/' .. outcome, -1)
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
return 1
"""

# KEYS: pending, leases, entry, counts. ARGV: op, token, now, outcome, due, info, key.
_FINISH = """
local state = redis.call('HGET', KEYS[3], 'state')
local op = ARGV[1]
if not state then return 0 end
if op == 'drop' then
  if state ~= 'pending' and state ~= 'claimed' then return 0 end
else
  if state ~= 'claimed' then return 0 end
end
if state == 'claimed' and ARGV[2] ~= '' and redis.call('HGET', KEYS[3], 'token') ~= ARGV[2] then
  return 0
end
redis.call('ZREM', KEYS[1], ARGV[7])
redis.call('ZREM', KEYS[2], ARGV[7])
redis.call('HDEL', KEYS[3], 'lease_until', 'token')
redis.call('HSET', KEYS[3], 'updated', ARGV[3])
if ARGV[6] ~= '' then redis.call('HSET', KEYS[3], 'info', ARGV[6]) end
if op == 'complete' then
  redis.call('HSET', KEYS[3], 'state', 'done', 'outcome', ARGV[4])
  redis.call('HINCRBY', KEYS[4], 'done/' .. ARGV[4], 1)
elseif op == 'drop' then
  redis.call('HSET', KEYS[3], 'state', 'dropped', 'outcome', ARGV[4])
  redis.call('HINCRBY', KEYS[4], 'dropped/' .. ARGV[4], 1)
elseif op == 'requeue' then
  redis.call('HSET', KEYS[3], 'state', 'pending', 'outcome', ARGV[4], 'due', ARGV[5],
             'attempts', '0')
  redis.call('HINCRBY', KEYS[3], 'visit', 1)
  redis.call('ZADD', KEYS[1], ARGV[5], ARGV[7])
elseif op == 'release' then
  redis.call('HSET', KEYS[3], 'state', 'pending')
  redis.call('ZADD', KEYS[1], redis.call('HGET', KEYS[3], 'due'), ARGV[7])
end
return 1
"""


def _num(value: float) -> str:
    return repr(float(value))


def _text(value: bytes | str | None) -> str | None:
    if value is None:
        return None
    return value.decode("utf-8") if isinstance(value, bytes) else value


def _entry(key: str, fields: Mapping[str, str]) -> Entry:
    lease = fields.get("lease_until")
    return Entry(
        key=key,
        article=json.loads(fields["article"]),
        outlet=fields["outlet"],
        visit=int(fields["visit"]),
        due=float(fields["due"]),
        admitted=float(fields["admitted"]),
        state=fields["state"],
        lease_until=float(lease) if lease else None,
        attempts=int(fields.get("attempts") or 0),
        outcome=fields.get("outcome") or None,
        token=fields.get("token") or None,
        info=json.loads(fields.get("info") or "{}"),
    )


def _pairs(flat: list[Any]) -> dict[str, str]:
    items = [_text(v) or "" for v in flat]
    return dict(zip(items[0::2], items[1::2], strict=True))


# KEYS: leases, entry. ARGV: key, token, lease until. Extend a claim we still hold.
_RENEW = """
if redis.call('HGET', KEYS[2], 'state') ~= 'claimed' then return 0 end
if redis.call('HGET', KEYS[2], 'token') ~= ARGV[2] then return 0 end
redis.call('ZADD', KEYS[1], 'XX', ARGV[3], ARGV[1])
redis.call('HSET', KEYS[2], 'lease_until', ARGV[3])
return 1
"""


class RedisQueue:
    """``PageQueue`` in Redis. ``client`` is a ``redis.Redis``; ``prefix`` names the
    crawl (one queue per prefix)."""

    def __init__(self, client: redis.Redis, prefix: str = defaults.COMSPIDER_QUEUE_PREFIX) -> None:
        self.client = client
        self.prefix = prefix
        tag = "{" + prefix + "}"
        self.k_pending = f"{tag}:pending"
        self.k_leases = f"{tag}:leases"
        self.k_counts = f"{tag}:counts"
        self.k_entry = f"{tag}:e:"
        self._renew: Any = None
        self._insert = client.register_script(_INSERT)
        self._claim = client.register_script(_CLAIM)
        self._finish_script = client.register_script(_FINISH)
        self._reopen = client.register_script(_REOPEN)

    def _ins(
        self,
        key: str,
        article: Mapping[str, Any],
        outlet: str,
        due: float,
        now: float,
        state: str,
        outcome: str,
    ) -> bool:
        body = json.dumps(dict(article), ensure_ascii=False, sort_keys=True, default=str)
        keys = [self.k_pending, self.k_leases, self.k_entry + key, self.k_counts]
        return bool(self._insert(keys=keys, args=[body, outlet, _num(due), _num(now), state, outcome, key]))

    def admit(self, key: str, article: Mapping[str, Any], outlet: str, due: float, now: float) -> bool:
        return self._ins(key, article, outlet, due, now, PENDING, "")

    def reject(self, key: str, article: Mapping[str, Any], outlet: str, reason: str, now: float) -> bool:
        return self._ins(key, article, outlet, now, now, DROPPED, reason)

    def contains(self, key: str) -> bool:
        return bool(self.client.exists(self.k_entry + key))

    def get(self, key: str) -> Entry | None:
        fields = self.client.hgetall(self.k_entry + key)
        if not fields:
            return None
        return _entry(key, {_text(k) or "": _text(v) or "" for k, v in fields.items()})

    def claim(self, now: float, lease_seconds: float) -> Entry | None:
        result = self._claim(
            keys=[self.k_pending, self.k_leases],
            args=[_num(now), _num(now + lease_seconds), uuid.uuid4().hex, self.k_entry],
        )
        if not result:
            return None
        return _entry(_text(result[0]) or "", _pairs(result[1]))

    def _finish(
        self,
        op: str,
        key: str,
        token: str | None,
        now: float,
        outcome: str = "",
        due: float = 0.0,
        info: Mapping[str, Any] | None = None,
    ) -> bool:
        body = "" if info is None else json.dumps(dict(info), ensure_ascii=False, sort_keys=True, default=str)
        keys = [self.k_pending, self.k_leases, self.k_entry + key, self.k_counts]
        return bool(
            self._finish_script(keys=keys, args=[op, token or "", _num(now), outcome, _num(due), body, key])
        )

    def complete(
        self,
        key: str,
        outcome: str,
        now: float,
        token: str | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> bool:
        return self._finish("complete", key, token, now, outcome, info=info)

    def requeue(
        self,
        key: str,
        due: float,
        outcome: str,
        now: float,
        token: str | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> bool:
        return self._finish("requeue", key, token, now, outcome, due=due, info=info)

    def reopen(self, key: str, due: float, outcomes: Collection[str], now: float) -> bool:
        if not outcomes:
            return False
        keys = [self.k_pending, self.k_entry + key, self.k_counts]
        return bool(self._reopen(keys=keys, args=[_num(due), _num(now), key, *outcomes]))

    def drop(self, key: str, reason: str, now: float, token: str | None = None) -> bool:
        return self._finish("drop", key, token, now, reason)

    def release(self, key: str, now: float, token: str | None = None) -> bool:
        return self._finish("release", key, token, now)

    def pending_count(self, due_before: float | None = None) -> int:
        if due_before is None:
            return int(self.client.zcard(self.k_pending))
        return int(self.client.zcount(self.k_pending, "-inf", _num(due_before)))

    def claimed_count(self) -> int:
        return int(self.client.zcard(self.k_leases))

    def next_due(self) -> float | None:
        firsts = [self.client.zrange(name, 0, 0, withscores=True) for name in (self.k_pending, self.k_leases)]
        scores = [float(first[0][1]) for first in firsts if first]
        return min(scores) if scores else None

    def next_due_after(self, after: float) -> float | None:
        first = self.client.zrangebyscore(
            self.k_pending, f"({_num(after)}", "+inf", start=0, num=1, withscores=True
        )
        return float(first[0][1]) if first else None

    def stats(self) -> dict[str, int]:
        pipe = self.client.pipeline(transaction=True)
        pipe.zcard(self.k_pending)
        pipe.zcard(self.k_leases)
        pipe.hgetall(self.k_counts)
        pending, claimed, counts = pipe.execute()
        out = {f"state/{state}": 0 for state in STATES}
        out["state/pending"] = int(pending)
        out["state/claimed"] = int(claimed)
        for name, value in counts.items():
            label, count = _text(name) or "", int(value)
            out[label] = count
            state = label.split("/", 1)[0]
            out[f"state/{state}"] = out.get(f"state/{state}", 0) + count
        return out

    def renew(self, key: str, token: str, until: float) -> bool:
        """Extend the lease of ``key`` claimed with ``token`` to ``until`` (clock seconds).
        False when the claim is no longer ours (expired and taken over, or finished).
        Shared queues only: a worker renews its claims while it lives."""
        if self._renew is None:
            self._renew = self.client.register_script(_RENEW)
        return bool(
            self._renew(keys=[self.k_leases, self.k_entry + key], args=[key, token, repr(float(until))])
        )

    def entries(self, states: Collection[str], limit: int | None = None) -> list[Entry]:
        keys: list[str] = []
        for state, zset in ((PENDING, self.k_pending), (CLAIMED, self.k_leases)):
            if state in states:
                keys.extend(_text(k) or "" for k in self.client.zrange(zset, 0, -1))  # type: ignore[arg-type]
        if any(state in states for state in (DONE, DROPPED)):
            keys.extend(key for key, state in self._scan_states() if state in states)
        found = [entry for entry in (self.get(key) for key in dict.fromkeys(keys)) if entry is not None]
        found = [e for e in found if e.state in states]
        found.sort(
            key=lambda e: (e.lease_until if e.state == CLAIMED and e.lease_until else e.due, e.admitted)
        )
        return found[:limit] if limit is not None else found

    def remove(self, states: Collection[str]) -> int:
        gone = self.entries(states)
        pipe = self.client.pipeline(transaction=True)
        for entry in gone:
            pipe.delete(self.k_entry + entry.key)
            pipe.zrem(self.k_pending, entry.key)
            pipe.zrem(self.k_leases, entry.key)
            if entry.state in (DONE, DROPPED) and entry.outcome:
                pipe.hincrby(self.k_counts, f"{entry.state}/{entry.outcome}", -1)
        pipe.execute()
        counts = self.client.hgetall(self.k_counts)
        empty = [name for name, value in counts.items() if int(value) <= 0]
        if empty:
            self.client.hdel(self.k_counts, *empty)
        return len(gone)

    def _scan_states(self) -> list[tuple[str, str]]:
        """(key, state) of every entry, by SCAN (done and dropped live only in hashes)."""
        out = []
        for name in self.client.scan_iter(match=self.k_entry + "*", count=500):
            full = _text(name) or ""
            state = _text(self.client.hget(full, "state")) or ""
            out.append((full[len(self.k_entry) :], state))
        return out

    def close(self) -> None:
        self.client.close()

    def __repr__(self) -> str:
        return f"RedisQueue(prefix={self.prefix!r})"
