"""The page queue in Redis: for several crawler processes (scrapy-redis deployments).

Layout, every key under one hash tag so a Redis Cluster keeps them in one slot::

    {prefix}:pending      sorted set  key -> due time
    {prefix}:leases       sorted set  key -> lease expiry (claimed entries)
    {prefix}:e:<key>      hash        the entry's fields (kept when done/dropped: an
                                      article is admitted once, ever)
    {prefix}:counts       hash        done/<outcome>, dropped/<reason> counters
    {prefix}:workers      sorted set  worker -> heartbeat expiry (workers holding claims)

Every operation is one Lua script, so it is atomic; a worker killed mid-visit holds
claims that ``claim`` hands out again as soon as its heartbeat lapses (or, for a worker
without one, once their leases expire). Durability is
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

# KEYS: pending, leases, workers. ARGV: now, lease_until, token, entry key prefix, worker,
# outlets to skip...
_CLAIM = """
local now = tonumber(ARGV[1])
local prefix = ARGV[4]
-- claims of workers whose heartbeat lapsed are claimable now; the workers are forgotten
local dead = redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', now)
if #dead > 0 then
  local gone = {}
  for _, w in ipairs(dead) do gone[w] = true end
  for _, k in ipairs(redis.call('ZRANGEBYSCORE', KEYS[2], '(' .. now, '+inf')) do
    local w = redis.call('HGET', prefix .. k, 'worker')
    if w and gone[w] then redis.call('ZADD', KEYS[2], now, k) end
  end
  redis.call('ZREMRANGEBYSCORE', KEYS[3], '-inf', now)
end
local skip = {}
for i = 6, #ARGV do skip[ARGV[i]] = true end
-- the first due entry of pending (1) and of leases (2) whose outlet is not skipped
local found = {}
for z = 1, 2 do
  local offset = 0
  while found[z] == nil do
    local batch = redis.call('ZRANGEBYSCORE', KEYS[z], '-inf', now, 'WITHSCORES', 'LIMIT', offset, 64)
    if #batch == 0 then break end
    for i = 1, #batch, 2 do
      if next(skip) == nil or not skip[redis.call('HGET', prefix .. batch[i], 'outlet')] then
        found[z] = {batch[i], tonumber(batch[i + 1])}
        break
      end
    end
    offset = offset + 64
  end
end
local pkey, pscore, lkey, lscore
if found[1] then pkey, pscore = found[1][1], found[1][2] end
if found[2] then lkey, lscore = found[2][1], found[2][2] end
local key, from = pkey, KEYS[1]
if lkey and (pkey == nil or lscore < pscore) then key, from = lkey, KEYS[2] end
if key == nil then return nil end
local ekey = prefix .. key
redis.call('ZREM', from, key)
redis.call('ZADD', KEYS[2], ARGV[2], key)
if redis.call('HGET', ekey, 'state') == 'claimed' and redis.call('HEXISTS', ekey, 'started') == 1 then
  redis.call('HINCRBY', ekey, 'interruptions', 1)
end
redis.call('HDEL', ekey, 'started', 'worker')
redis.call('HSET', ekey, 'state', 'claimed', 'lease_until', ARGV[2], 'token', ARGV[3],
           'updated', ARGV[1])
if ARGV[5] ~= '' then redis.call('HSET', ekey, 'worker', ARGV[5]) end
return {key, redis.call('HGETALL', ekey)}
"""

# KEYS: entry. ARGV: token, now, what ('start' | 'attempt'). A claim's visit began, or
# one of its tries lost its browser.
_MARK = """
if redis.call('HGET', KEYS[1], 'state') ~= 'claimed' then return -1 end
if redis.call('HGET', KEYS[1], 'token') ~= ARGV[1] then return -1 end
redis.call('HSET', KEYS[1], 'updated', ARGV[2])
if ARGV[3] == 'start' then
  redis.call('HSET', KEYS[1], 'started', ARGV[2])
  return 0
end
return redis.call('HINCRBY', KEYS[1], 'attempts', 1)
"""

# KEYS: pending, entry, counts. ARGV: due, now, key, next visit (0 | 1).
_REVIVE = """
if redis.call('HGET', KEYS[2], 'state') ~= 'dropped' then return 0 end
local outcome = redis.call('HGET', KEYS[2], 'outcome')
if outcome and outcome ~= '' then
  if redis.call('HINCRBY', KEYS[3], 'dropped/' .. outcome, -1) <= 0 then
    redis.call('HDEL', KEYS[3], 'dropped/' .. outcome)
  end
end
redis.call('HSET', KEYS[2], 'state', 'pending', 'due', ARGV[1], 'attempts', '0', 'interruptions', '0',
           'updated', ARGV[2])
redis.call('HINCRBY', KEYS[2], 'visit', tonumber(ARGV[4]))
redis.call('ZADD', KEYS[1], ARGV[1], ARGV[3])
return 1
"""

# KEYS: leases, workers. The earliest heartbeat lapse of a worker holding claims.
_LAPSE = """
local lapse = nil
for _, k in ipairs(redis.call('ZRANGE', KEYS[1], 0, -1)) do
  local w = redis.call('HGET', ARGV[1] .. k, 'worker')
  if w then
    local t = redis.call('ZSCORE', KEYS[2], w)
    if t and (lapse == nil or tonumber(t) < lapse) then lapse = tonumber(t) end
  end
end
if lapse == nil then return nil end
return tostring(lapse)
"""

# KEYS: pending, entry, counts. ARGV: due, now, key, the outcomes that may be reopened...
_REOPEN = """
if redis.call('HGET', KEYS[2], 'state') ~= 'done' then return 0 end
local outcome = redis.call('HGET', KEYS[2], 'outcome')
local wanted = false
for i = 4, #ARGV do if ARGV[i] == outcome then wanted = true end end
if not wanted then return 0 end
redis.call('HSET', KEYS[2], 'state', 'pending', 'due', ARGV[1], 'attempts', '0', 'interruptions', '0',
           'updated', ARGV[2])
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
if op == 'interrupt' and state == 'claimed' and redis.call('HEXISTS', KEYS[3], 'started') == 1 then
  redis.call('HINCRBY', KEYS[3], 'interruptions', 1)
end
redis.call('HDEL', KEYS[3], 'lease_until', 'token', 'started', 'worker')
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
             'attempts', '0', 'interruptions', '0')
  redis.call('HINCRBY', KEYS[3], 'visit', 1)
  redis.call('ZADD', KEYS[1], ARGV[5], ARGV[7])
elseif op == 'release' or op == 'interrupt' then
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
        started=float(fields["started"]) if fields.get("started") else None,
        worker=fields.get("worker") or None,
        interruptions=int(fields.get("interruptions") or 0),
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
        self.k_workers = f"{tag}:workers"
        self._renew: Any = None
        self._insert = client.register_script(_INSERT)
        self._claim = client.register_script(_CLAIM)
        self._finish_script = client.register_script(_FINISH)
        self._reopen = client.register_script(_REOPEN)
        self._mark = client.register_script(_MARK)
        self._revive = client.register_script(_REVIVE)
        self._lapse = client.register_script(_LAPSE)

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

    def claim(
        self,
        now: float,
        lease_seconds: float,
        worker: str | None = None,
        skip_outlets: Collection[str] = (),
    ) -> Entry | None:
        result = self._claim(
            keys=[self.k_pending, self.k_leases, self.k_workers],
            args=[
                _num(now),
                _num(now + lease_seconds),
                uuid.uuid4().hex,
                self.k_entry,
                worker or "",
                *dict.fromkeys(skip_outlets),
            ],
        )
        if not result:
            return None
        return _entry(_text(result[0]) or "", _pairs(result[1]))

    def start(self, key: str, token: str, now: float) -> bool:
        return int(self._mark(keys=[self.k_entry + key], args=[token, _num(now), "start"])) == 0

    def add_attempt(self, key: str, token: str, now: float) -> int | None:
        attempts = int(self._mark(keys=[self.k_entry + key], args=[token, _num(now), "attempt"]))
        return None if attempts < 0 else attempts

    def heartbeat(self, worker: str, until: float) -> None:
        self.client.zadd(self.k_workers, {worker: float(until)})

    def retire(self, worker: str) -> None:
        self.client.zrem(self.k_workers, worker)

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

    def release(self, key: str, now: float, token: str | None = None, interrupted: bool = False) -> bool:
        return self._finish("interrupt" if interrupted else "release", key, token, now)

    def revive(self, key: str, due: float, now: float, next_visit: bool = False) -> bool:
        keys = [self.k_pending, self.k_entry + key, self.k_counts]
        return bool(self._revive(keys=keys, args=[_num(due), _num(now), key, int(next_visit)]))

    def pending_count(self, due_before: float | None = None) -> int:
        if due_before is None:
            return int(self.client.zcard(self.k_pending))
        return int(self.client.zcount(self.k_pending, "-inf", _num(due_before)))

    def claimed_count(self) -> int:
        return int(self.client.zcard(self.k_leases))

    def next_due(self) -> float | None:
        firsts = [self.client.zrange(name, 0, 0, withscores=True) for name in (self.k_pending, self.k_leases)]
        scores = [float(first[0][1]) for first in firsts if first]
        if firsts[1]:  # claims: one of their workers may lapse before their leases
            lapse = self._lapse(keys=[self.k_leases, self.k_workers], args=[self.k_entry])
            if lapse is not None:
                scores.append(float(_text(lapse) or "inf"))
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
