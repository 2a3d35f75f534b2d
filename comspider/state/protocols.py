"""The crawl's state, as protocols: the page queue, the seen comment ids, the wait-time
statistics, the site memory of entry points, the per-site leases of politeness and the
history of each comment across visits. Each has three backends: SQLite
(:mod:`.sqlite_queue`, :mod:`.sqlite_stores`; one file), Redis (:mod:`.redis_queue`,
:mod:`.redis_stores`; shared by many processes) and memory (:mod:`.memory`; one process,
nothing kept).

All times are POSIX seconds (floats). Every operation is atomic on its own: a crawler
killed between two calls leaves the stores consistent, and several processes may share
one store.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from comspider.state.queue_entry import Entry


@runtime_checkable
class PageQueue(Protocol):
    """Pages waiting for their visit, ordered by due time, with leased claims.

    Life of an entry: ``admit`` (pending) -> ``claim`` (claimed, leased) -> ``start`` (its
    visit began) -> ``complete`` (done) | ``requeue`` (pending again, visit + 1, new due)
    | ``drop`` (dropped) | ``release`` (pending, same visit). ``revive`` brings a dropped
    entry back. A claim is claimable again when its lease expired or its worker is known
    dead (its ``heartbeat`` lapsed): it is handed out as it is. A claim counts nothing by
    itself: ``attempts`` counts the tries of the visit that lost their browser
    (``add_attempt``) and ``interruptions`` the started visits whose worker died under
    them (taken over, or released as ``interrupted``).
    """

    def admit(self, key: str, article: Mapping[str, Any], outlet: str, due: float, now: float) -> bool:
        """Add a pending entry for visit 1. False, and no change, if the key was ever
        admitted or rejected before: an article enters the queue once, ever."""
        ...

    def reject(self, key: str, article: Mapping[str, Any], outlet: str, reason: str, now: float) -> bool:
        """Record the key as dropped at admission (so it is never admitted later).
        False, and no change, if the key is already known."""
        ...

    def contains(self, key: str) -> bool: ...

    def get(self, key: str) -> Entry | None: ...

    def claim(
        self,
        now: float,
        lease_seconds: float,
        worker: str | None = None,
        skip_outlets: Collection[str] = (),
    ) -> Entry | None:
        """Atomically take the entry with the earliest due time among the pending ones
        due by ``now``, the claimed ones whose lease expired by ``now`` and those of
        workers whose heartbeat lapsed by ``now`` (forgotten then), leaving out the outlets
        of ``skip_outlets``; lease it until ``now + lease_seconds`` under a fresh token for
        ``worker``. A claim taken over after its visit started counts an interruption.
        None if nothing is ready."""
        ...

    def start(self, key: str, token: str, now: float) -> bool:
        """The visit of the claim ``token`` began (the browser loads the page): a worker
        dying from now on interrupts it. False when the claim is not ours."""
        ...

    def add_attempt(self, key: str, token: str, now: float) -> int | None:
        """A try of the claim's visit lost its browser: ``attempts`` + 1, returned; None
        when the claim is not ours."""
        ...

    def heartbeat(self, worker: str, until: float) -> None:
        """``worker`` lives until ``until`` at least (it beats again before)."""
        ...

    def retire(self, worker: str) -> None:
        """``worker`` ended cleanly (its claims were released): forget it."""
        ...

    def complete(
        self,
        key: str,
        outcome: str,
        now: float,
        token: str | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> bool:
        """Claimed -> done. False if the entry is not claimed under ``token`` (when
        given): its lease expired and someone else holds it now."""
        ...

    def requeue(
        self,
        key: str,
        due: float,
        outcome: str,
        now: float,
        token: str | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> bool:
        """Claimed -> pending for the next visit (visit + 1, attempts 0) at ``due``."""
        ...

    def drop(self, key: str, reason: str, now: float, token: str | None = None) -> bool:
        """Pending or claimed -> dropped, for good."""
        ...

    def reopen(self, key: str, due: float, outcomes: Collection[str], now: float) -> bool:
        """Done with one of ``outcomes`` -> pending for another visit (visit + 1,
        attempts 0) at ``due``: a crawl asked again for a page an earlier run failed
        on. False for any other entry."""
        ...

    def release(self, key: str, now: float, token: str | None = None, interrupted: bool = False) -> bool:
        """Claimed -> pending, same visit and due: a worker shutting down cleanly, or
        (``interrupted``) the claim of a worker that died, which counts an interruption
        when its visit had started."""
        ...

    def revive(self, key: str, due: float, now: float, next_visit: bool = False) -> bool:
        """Dropped -> pending at ``due`` (``comspider queue retry``), attempts and
        interruptions 0, the same visit or (``next_visit``) the next. False for any
        other entry."""
        ...

    def renew(self, key: str, token: str, until: float) -> bool:
        """Extend the lease of ``key`` claimed with ``token`` to ``until``; False when the
        claim is no longer ours (expired and taken over, or finished)."""
        ...

    def pending_count(self, due_before: float | None = None) -> int:
        """Pending entries (all, or those due at or before ``due_before``)."""
        ...

    def claimed_count(self) -> int: ...

    def next_due(self) -> float | None:
        """When the next claim can succeed: the earliest pending due time, claimed lease
        expiry or lapse of a claim holder's heartbeat; None when nothing is pending or
        claimed."""
        ...

    def next_due_after(self, after: float) -> float | None:
        """The earliest due time of a pending entry that is later than ``after``; None
        when there is none (what "next at" shows while other pages are overdue)."""
        ...

    def stats(self) -> dict[str, int]:
        """Counts: ``state/<state>`` for each state, ``dropped/<reason>`` and
        ``done/<outcome>``."""
        ...

    def entries(self, states: Collection[str], limit: int | None = None) -> list[Entry]:
        """The entries in ``states``, by due time (a claimed one by its lease expiry);
        at most ``limit``. For people (``comspider queue list``), not for the crawl."""
        ...

    def remove(self, states: Collection[str]) -> int:
        """Forget every entry in ``states``, as if it had never been admitted (its
        article may be admitted again), and its share of the counts; return how many.
        For people (``comspider queue clear``) while no crawler uses the queue."""
        ...

    def close(self) -> None: ...


@dataclass(frozen=True, slots=True)
class PendingBatch:
    """A page's new comments recorded as written before their lines went out: ``items``
    maps each comment id to the item's JSON, ``record`` is the writer's own JSON (who
    wrote, to which feed files, from which offsets), read back to reconcile."""

    token: str
    article_key: str
    items: dict[str, str]
    record: str


@runtime_checkable
class SeenStore(Protocol):
    """The comment ids already emitted per article (the de-duplication and emit
    pipelines'), and the batches of them whose lines were being written (two phases:
    ``stage`` before the lines go out, ``commit`` once they are out; a batch a killed
    writer left behind is ``pending`` until someone reconciles it with the feeds)."""

    def add_new(self, article_key: str, ids: Iterable[str]) -> list[str]:
        """Atomically record ``ids``; return those never recorded before for this
        article, in input order, each once."""
        ...

    def unseen(self, article_key: str, ids: Iterable[str]) -> list[str]:
        """The ids not recorded for this article (read only), in input order, each once."""
        ...

    def stage(self, article_key: str, token: str, items: Mapping[str, str], record: str) -> list[str]:
        """Atomically record the ids (keys of ``items``) never recorded before for this
        article and keep them, with their items and ``record``, as the pending batch
        ``token``; return them in input order. No batch is kept when none is new."""
        ...

    def commit(self, token: str) -> None:
        """The batch's lines are written: forget the batch (its ids stay recorded)."""
        ...

    def pending(self) -> list[PendingBatch]:
        """Every pending batch (written by processes alive or dead)."""
        ...

    def adopt(self, token: str, record: str, new_record: str, keep: Iterable[str]) -> bool:
        """Atomically, if batch ``token`` still has ``record``: give it ``new_record`` and
        keep only the items of ``keep`` (none left: forget the batch). False, and no
        change, when the batch is gone or has another record (someone else took it)."""
        ...

    def seen_count(self, article_key: str) -> int: ...

    def close(self) -> None: ...


@runtime_checkable
class TimingStore(Protocol):
    """Per-outlet sufficient statistics of the wait estimator (floats by name)."""

    def timing(self, outlet: str) -> dict[str, float]: ...

    def all_timing(self) -> dict[str, dict[str, float]]: ...

    def update_timing(self, outlet: str, deltas: Mapping[str, float], decay: float = 1.0) -> dict[str, float]:
        """Atomically set ``v = v * decay + delta`` for each name in ``deltas`` (missing
        values count as 0); return all of the outlet's values afterwards."""
        ...

    def close(self) -> None: ...


@runtime_checkable
class SiteMemoryStore(Protocol):
    """Per site, the JSON-able list of remembered entry points (the browser's
    :class:`~comspider.interaction.site_memory.SiteKnowledge` decides what they mean)."""

    def get(self, site: str) -> list[dict[str, Any]]: ...

    def put(self, site: str, entries: list[dict[str, Any]]) -> None: ...

    def delete(self, site: str) -> None: ...

    def close(self) -> None: ...


@runtime_checkable
class SiteLeaseStore(Protocol):
    """Per site, at most ``limit`` holders at once, each under a lease that expires unless
    renewed (a worker that dies frees its site). Times are the store's own clock (the
    Redis server's for Redis, so that workers' clocks need not agree)."""

    def acquire(self, site: str, token: str, limit: int, ttl: float, gap: float = 0.0) -> bool:
        """Atomically drop the site's expired leases and, if fewer than ``limit`` remain
        and the gap asked by the site's last new lease is over, lease ``token`` for
        ``ttl`` seconds; a new lease with ``gap`` > 0 keeps the site from new leases for
        that long. False when the site is full or too soon (a holder taking its own lease
        again is neither)."""
        ...

    def renew(self, site: str, token: str, ttl: float) -> bool:
        """Extend ``token``'s lease by ``ttl`` from now; False when it expired (lost)."""
        ...

    def release(self, site: str, token: str) -> None: ...

    def holders(self, site: str) -> int:
        """Leases of the site that have not expired."""
        ...

    def close(self) -> None: ...


TRACE_TEXT = 1000  # characters of a comment's text its trace keeps


@dataclass(frozen=True, slots=True)
class CommentTrace:
    """One comment of an article across its visits: when it was first and last seen,
    what it said then (``digest`` of its text), where, and whether it is gone (its
    removal was recorded: ``missed_at``, the time of the visit that first missed it)."""

    first_visit: int
    first_seen: str  # ISO 8601
    last_visit: int
    last_seen: str
    digest: str  # of the normalised text last seen
    site_id: str | None = None  # the site's own comment id
    section: str | None = None
    author: str | None = None
    parent: str | None = None  # comment_id of its parent
    missed_at: str | None = None  # set once its removal is recorded
    text: str | None = None  # its text last seen, cut at TRACE_TEXT (edits without site ids)

    def to_json(self) -> dict[str, Any]:
        return {
            "fv": self.first_visit,
            "fs": self.first_seen,
            "lv": self.last_visit,
            "ls": self.last_seen,
            "d": self.digest,
            "id": self.site_id,
            "s": self.section,
            "a": self.author,
            "p": self.parent,
            "m": self.missed_at,
            "t": self.text,
        }

    @classmethod
    def from_json(cls, value: Mapping[str, Any]) -> CommentTrace:
        return cls(
            int(value["fv"]),
            str(value["fs"]),
            int(value["lv"]),
            str(value["ls"]),
            str(value["d"]),
            value.get("id"),
            value.get("s"),
            value.get("a"),
            value.get("p"),
            value.get("m"),
            value.get("t"),
        )


@runtime_checkable
class CommentHistoryStore(Protocol):
    """Per article, a :class:`CommentTrace` per comment id (the moderation pipeline's:
    edits and removals are told from it)."""

    def traces(self, article_key: str) -> dict[str, CommentTrace]: ...

    def record(self, article_key: str, traces: Mapping[str, CommentTrace]) -> None:
        """Atomically set the traces of these comment ids (the others stay)."""
        ...

    def close(self) -> None: ...
