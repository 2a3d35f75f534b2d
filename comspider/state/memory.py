"""In-process stores (one process, nothing persisted): for the simulator, unit tests, and a
crawl that needs no persistence. Thread-safe; same behaviour as the SQLite and Redis ones."""

from __future__ import annotations

import heapq
import itertools
import math
import threading
import time
import uuid
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import replace
from typing import Any

from comspider.state.protocols import CommentTrace, PendingBatch
from comspider.state.queue_entry import CLAIMED, DONE, DROPPED, PENDING, STATES, Entry


class MemoryQueue:
    def __init__(self) -> None:
        self._entries: dict[str, Entry] = {}
        self._heap: list[tuple[float, int, str]] = []  # (ready_at, seq, key), lazily pruned
        self._seq = itertools.count()
        self._counts: Counter[str] = Counter()
        self._workers: dict[str, float] = {}  # worker -> heartbeat until
        self._lock = threading.RLock()

    # -- helpers ---------------------------------------------------------------------
    def _ready_at(self, entry: Entry) -> float | None:
        if entry.state == PENDING:
            return entry.due
        if entry.state == CLAIMED:
            return entry.lease_until
        return None

    def _put(self, entry: Entry) -> None:
        self._entries[entry.key] = entry
        ready = self._ready_at(entry)
        if ready is not None:
            heapq.heappush(self._heap, (ready, next(self._seq), entry.key))

    def _live_top(self) -> tuple[float, str] | None:
        while self._heap:
            ready, _, key = self._heap[0]
            entry = self._entries.get(key)  # None: removed
            if entry is not None and self._ready_at(entry) == ready:
                return ready, key
            heapq.heappop(self._heap)  # stale: the entry moved on
        return None

    def _holder(self, key: str, token: str | None) -> Entry | None:
        entry = self._entries.get(key)
        if entry is None or entry.state != CLAIMED:
            return None
        if token is not None and entry.token != token:
            return None
        return entry

    # -- PageQueue -------------------------------------------------------------------
    def admit(self, key: str, article: Mapping[str, Any], outlet: str, due: float, now: float) -> bool:
        with self._lock:
            if key in self._entries:
                return False
            self._put(
                Entry(
                    key=key,
                    article=dict(article),
                    outlet=outlet,
                    visit=1,
                    due=float(due),
                    admitted=float(now),
                )
            )
            return True

    def reject(self, key: str, article: Mapping[str, Any], outlet: str, reason: str, now: float) -> bool:
        with self._lock:
            if key in self._entries:
                return False
            self._put(
                Entry(
                    key=key,
                    article=dict(article),
                    outlet=outlet,
                    visit=1,
                    due=float(now),
                    admitted=float(now),
                    state=DROPPED,
                    outcome=reason,
                )
            )
            self._counts[f"dropped/{reason}"] += 1
            return True

    def contains(self, key: str) -> bool:
        with self._lock:
            return key in self._entries

    def get(self, key: str) -> Entry | None:
        with self._lock:
            return self._entries.get(key)

    def claim(
        self,
        now: float,
        lease_seconds: float,
        worker: str | None = None,
        skip_outlets: Collection[str] = (),
    ) -> Entry | None:
        with self._lock:
            self._reap(now)
            key = self._first_ready(now, skip_outlets)
            if key is None:
                return None
            entry = self._entries[key]
            taken_over = entry.state == CLAIMED and entry.started is not None
            claimed = replace(
                entry,
                state=CLAIMED,
                lease_until=now + lease_seconds,
                token=uuid.uuid4().hex,
                started=None,
                worker=worker,
                interruptions=entry.interruptions + int(taken_over),
            )
            self._put(claimed)
            return claimed

    def _reap(self, now: float) -> None:
        """Claims of workers whose heartbeat lapsed are claimable now; the workers are
        forgotten."""
        dead = {w for w, until in self._workers.items() if until <= now}
        if not dead:
            return
        for entry in list(self._entries.values()):
            if entry.state == CLAIMED and entry.worker in dead and (entry.lease_until or now) > now:
                self._put(replace(entry, lease_until=now))
        for name in dead:
            del self._workers[name]

    def _first_ready(self, now: float, skip_outlets: Collection[str]) -> str | None:
        top = self._live_top()
        if top is None or top[0] > now:
            return None
        if not skip_outlets or self._entries[top[1]].outlet not in skip_outlets:
            return top[1]
        ready = sorted(
            (at, e.admitted, e.key)
            for e in self._entries.values()
            if (at := self._ready_at(e)) is not None and at <= now and e.outlet not in skip_outlets
        )
        return ready[0][2] if ready else None

    def start(self, key: str, token: str, now: float) -> bool:
        with self._lock:
            entry = self._holder(key, token)
            if entry is None:
                return False
            self._entries[key] = replace(entry, started=float(now))  # ready time unchanged
            return True

    def add_attempt(self, key: str, token: str, now: float) -> int | None:
        with self._lock:
            entry = self._holder(key, token)
            if entry is None:
                return None
            self._entries[key] = replace(entry, attempts=entry.attempts + 1)
            return entry.attempts + 1

    def heartbeat(self, worker: str, until: float) -> None:
        with self._lock:
            self._workers[worker] = float(until)

    def retire(self, worker: str) -> None:
        with self._lock:
            self._workers.pop(worker, None)

    def complete(
        self,
        key: str,
        outcome: str,
        now: float,
        token: str | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> bool:
        with self._lock:
            entry = self._holder(key, token)
            if entry is None:
                return False
            self._put(
                replace(
                    entry,
                    state=DONE,
                    outcome=outcome,
                    lease_until=None,
                    token=None,
                    started=None,
                    worker=None,
                    info=dict(info) if info is not None else entry.info,
                )
            )
            self._counts[f"done/{outcome}"] += 1
            return True

    def requeue(
        self,
        key: str,
        due: float,
        outcome: str,
        now: float,
        token: str | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> bool:
        with self._lock:
            entry = self._holder(key, token)
            if entry is None:
                return False
            self._put(
                replace(
                    entry,
                    state=PENDING,
                    visit=entry.visit + 1,
                    due=float(due),
                    attempts=0,
                    interruptions=0,
                    outcome=outcome,
                    lease_until=None,
                    token=None,
                    started=None,
                    worker=None,
                    info=dict(info) if info is not None else entry.info,
                )
            )
            return True

    def reopen(self, key: str, due: float, outcomes: Collection[str], now: float) -> bool:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None or entry.state != DONE or entry.outcome not in outcomes:
                return False
            name = f"done/{entry.outcome}"
            self._counts[name] -= 1
            if self._counts[name] <= 0:
                del self._counts[name]
            self._put(
                replace(
                    entry, state=PENDING, visit=entry.visit + 1, due=float(due), attempts=0, interruptions=0
                )
            )
            return True

    def drop(self, key: str, reason: str, now: float, token: str | None = None) -> bool:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None or entry.state not in (PENDING, CLAIMED):
                return False
            if entry.state == CLAIMED and token is not None and entry.token != token:
                return False
            self._put(
                replace(
                    entry,
                    state=DROPPED,
                    outcome=reason,
                    lease_until=None,
                    token=None,
                    started=None,
                    worker=None,
                )
            )
            self._counts[f"dropped/{reason}"] += 1
            return True

    def release(self, key: str, now: float, token: str | None = None, interrupted: bool = False) -> bool:
        with self._lock:
            entry = self._holder(key, token)
            if entry is None:
                return False
            counted = entry.interruptions + int(interrupted and entry.started is not None)
            self._put(
                replace(
                    entry,
                    state=PENDING,
                    lease_until=None,
                    token=None,
                    started=None,
                    worker=None,
                    interruptions=counted,
                )
            )
            return True

    def revive(self, key: str, due: float, now: float, next_visit: bool = False) -> bool:
        with self._lock:
            entry = self._entries.get(key)
            if entry is None or entry.state != DROPPED:
                return False
            name = f"dropped/{entry.outcome}"
            if entry.outcome and self._counts.get(name):
                self._counts[name] -= 1
                if self._counts[name] <= 0:
                    del self._counts[name]
            self._put(
                replace(
                    entry,
                    state=PENDING,
                    visit=entry.visit + int(next_visit),
                    due=float(due),
                    attempts=0,
                    interruptions=0,
                )
            )
            return True

    def renew(self, key: str, token: str, until: float) -> bool:
        with self._lock:
            entry = self._holder(key, token)
            if entry is None:
                return False
            self._put(replace(entry, lease_until=float(until)))
            return True

    def pending_count(self, due_before: float | None = None) -> int:
        with self._lock:
            return sum(
                1
                for e in self._entries.values()
                if e.state == PENDING and (due_before is None or e.due <= due_before)
            )

    def claimed_count(self) -> int:
        with self._lock:
            return sum(1 for e in self._entries.values() if e.state == CLAIMED)

    def next_due(self) -> float | None:
        with self._lock:
            top = self._live_top()
            lapses = [
                self._workers[e.worker]
                for e in self._entries.values()
                if e.state == CLAIMED and e.worker in self._workers
            ]
            times = ([] if top is None else [top[0]]) + lapses
            return min(times) if times else None

    def next_due_after(self, after: float) -> float | None:
        with self._lock:
            later = [e.due for e in self._entries.values() if e.state == PENDING and e.due > after]
        return min(later) if later else None

    def stats(self) -> dict[str, int]:
        with self._lock:
            states = Counter(e.state for e in self._entries.values())
            out = {f"state/{s}": states.get(s, 0) for s in STATES}
            out.update(self._counts)
            return out

    def entries(self, states: Collection[str], limit: int | None = None) -> list[Entry]:
        with self._lock:
            chosen = [e for e in self._entries.values() if e.state in states]
        chosen.sort(key=lambda e: (self._ready_at(e) or e.due, e.admitted))
        return chosen[:limit] if limit is not None else chosen

    def remove(self, states: Collection[str]) -> int:
        with self._lock:
            gone = [e for e in self._entries.values() if e.state in states]
            for entry in gone:
                del self._entries[entry.key]
                if entry.state in (DONE, DROPPED) and entry.outcome:
                    name = f"{entry.state}/{entry.outcome}"
                    self._counts[name] -= 1
                    if self._counts[name] <= 0:
                        del self._counts[name]
            return len(gone)

    def close(self) -> None:
        pass


class MemorySeenStore:
    def __init__(self) -> None:
        self._seen: dict[str, set[str]] = {}
        self._batches: dict[str, PendingBatch] = {}
        self._lock = threading.Lock()

    def add_new(self, article_key: str, ids: Iterable[str]) -> list[str]:
        with self._lock:
            seen = self._seen.setdefault(article_key, set())
            new: list[str] = []
            for comment_id in ids:
                if comment_id not in seen:
                    seen.add(comment_id)
                    new.append(comment_id)
            return new

    def unseen(self, article_key: str, ids: Iterable[str]) -> list[str]:
        with self._lock:
            seen = self._seen.get(article_key, set())
            return [i for i in dict.fromkeys(ids) if i not in seen]

    def stage(self, article_key: str, token: str, items: Mapping[str, str], record: str) -> list[str]:
        with self._lock:
            seen = self._seen.setdefault(article_key, set())
            new = [i for i in items if i not in seen]
            seen.update(new)
            if new:
                self._batches[token] = PendingBatch(token, article_key, {i: items[i] for i in new}, record)
            return new

    def commit(self, token: str) -> None:
        with self._lock:
            self._batches.pop(token, None)

    def pending(self) -> list[PendingBatch]:
        with self._lock:
            return list(self._batches.values())

    def adopt(self, token: str, record: str, new_record: str, keep: Iterable[str]) -> bool:
        with self._lock:
            batch = self._batches.get(token)
            if batch is None or batch.record != record:
                return False
            kept = {i: batch.items[i] for i in dict.fromkeys(keep) if i in batch.items}
            if kept:
                self._batches[token] = PendingBatch(token, batch.article_key, kept, new_record)
            else:
                del self._batches[token]
            return True

    def seen_count(self, article_key: str) -> int:
        with self._lock:
            return len(self._seen.get(article_key, ()))

    def close(self) -> None:
        pass


class MemoryTimingStore:
    def __init__(self) -> None:
        self._values: dict[str, dict[str, float]] = {}
        self._lock = threading.Lock()

    def timing(self, outlet: str) -> dict[str, float]:
        with self._lock:
            return dict(self._values.get(outlet, {}))

    def all_timing(self) -> dict[str, dict[str, float]]:
        with self._lock:
            return {outlet: dict(values) for outlet, values in self._values.items()}

    def update_timing(self, outlet: str, deltas: Mapping[str, float], decay: float = 1.0) -> dict[str, float]:
        with self._lock:
            values = self._values.setdefault(outlet, {})
            for name, delta in deltas.items():
                values[name] = values.get(name, 0.0) * decay + float(delta)
            return dict(values)

    def close(self) -> None:
        pass


class MemorySiteMemoryStore:
    def __init__(self) -> None:
        self._data: dict[str, list[dict[str, Any]]] = {}
        self._lock = threading.Lock()

    def get(self, site: str) -> list[dict[str, Any]]:
        with self._lock:
            return [dict(e) for e in self._data.get(site, [])]

    def put(self, site: str, entries: list[dict[str, Any]]) -> None:
        with self._lock:
            self._data[site] = [dict(e) for e in entries]

    def delete(self, site: str) -> None:
        with self._lock:
            self._data.pop(site, None)

    def close(self) -> None:
        pass


class MemorySiteLeases:
    """``SiteLeaseStore`` in one process (monotonic clock)."""

    def __init__(self) -> None:
        self._leases: dict[str, dict[str, float]] = {}
        self._free_at: dict[str, float] = {}  # site -> when the gap after its last start ends
        self._lock = threading.Lock()

    def _live(self, site: str, now: float) -> dict[str, float]:
        leases = self._leases.setdefault(site, {})
        for token in [t for t, until in leases.items() if until <= now]:
            del leases[token]
        return leases

    def acquire(self, site: str, token: str, limit: int, ttl: float, gap: float = 0.0) -> bool:
        with self._lock:
            now = time.monotonic()
            leases = self._live(site, now)
            if token not in leases:
                if len(leases) >= limit or now < self._free_at.get(site, -math.inf):
                    return False
                if gap > 0:
                    self._free_at[site] = now + gap
            leases[token] = now + ttl
            return True

    def renew(self, site: str, token: str, ttl: float) -> bool:
        with self._lock:
            now = time.monotonic()
            leases = self._live(site, now)
            if token not in leases:
                return False
            leases[token] = now + ttl
            return True

    def release(self, site: str, token: str) -> None:
        with self._lock:
            leases = self._leases.get(site)
            if leases is not None:
                leases.pop(token, None)
                if not leases:
                    del self._leases[site]

    def holders(self, site: str) -> int:
        with self._lock:
            return len(self._live(site, time.monotonic()))

    def close(self) -> None:
        pass


class MemoryCommentHistory:
    """``CommentHistoryStore`` in one process."""

    def __init__(self) -> None:
        self._data: dict[str, dict[str, CommentTrace]] = {}
        self._lock = threading.Lock()

    def traces(self, article_key: str) -> dict[str, CommentTrace]:
        with self._lock:
            return dict(self._data.get(article_key, {}))

    def record(self, article_key: str, traces: Mapping[str, CommentTrace]) -> None:
        with self._lock:
            self._data.setdefault(article_key, {}).update(traces)

    def close(self) -> None:
        pass
