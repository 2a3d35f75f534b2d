"""The page queue in SQLite (see :mod:`.sqlite_db` for durability)."""

from __future__ import annotations

import json
import os
import sqlite3
import uuid
from collections.abc import Collection, Mapping
from typing import Any

from comspider import settings as defaults
from comspider.state.queue_entry import CLAIMED, DONE, DROPPED, PENDING, STATES, Entry
from comspider.state.sqlite_db import SQLiteDatabase, database

_COLUMNS = (
    "key, article, outlet, visit, due, admitted, state, lease_until, attempts, outcome, token, info, "
    "started, worker, interruptions"
)


def _entry(row: sqlite3.Row) -> Entry:
    return Entry(
        key=row["key"],
        article=json.loads(row["article"]),
        outlet=row["outlet"],
        visit=int(row["visit"]),
        due=float(row["due"]),
        admitted=float(row["admitted"]),
        state=row["state"],
        lease_until=row["lease_until"],
        attempts=int(row["attempts"]),
        outcome=row["outcome"],
        token=row["token"],
        info=json.loads(row["info"] or "{}"),
        started=row["started"],
        worker=row["worker"],
        interruptions=int(row["interruptions"] or 0),
    )


def _json(value: Mapping[str, Any]) -> str:
    return json.dumps(dict(value), ensure_ascii=False, sort_keys=True, default=str)


class SQLiteQueue:
    """``PageQueue`` in one SQLite file; ``path_or_db`` is a file path or a shared
    :class:`SQLiteDatabase`."""

    def __init__(
        self,
        path_or_db: str | os.PathLike[str] | SQLiteDatabase,
        synchronous: str = defaults.COMSPIDER_QUEUE_SYNC,
    ) -> None:
        self.db = database(path_or_db, synchronous=synchronous)

    def _insert(
        self,
        key: str,
        article: Mapping[str, Any],
        outlet: str,
        due: float,
        now: float,
        state: str,
        outcome: str | None,
    ) -> bool:
        ready = due if state == PENDING else None
        with self.db.transaction() as conn:
            cursor = conn.execute(
                "INSERT OR IGNORE INTO queue (key, article, outlet, visit, due, admitted, state,"
                " ready_at, outcome, updated) VALUES (?, ?, ?, 1, ?, ?, ?, ?, ?, ?)",
                (key, _json(article), outlet, float(due), float(now), state, ready, outcome, float(now)),
            )
            return cursor.rowcount == 1

    def admit(self, key: str, article: Mapping[str, Any], outlet: str, due: float, now: float) -> bool:
        return self._insert(key, article, outlet, due, now, PENDING, None)

    def reject(self, key: str, article: Mapping[str, Any], outlet: str, reason: str, now: float) -> bool:
        return self._insert(key, article, outlet, now, now, DROPPED, reason)

    def contains(self, key: str) -> bool:
        return bool(self.db.read("SELECT 1 FROM queue WHERE key = ?", (key,)))

    def get(self, key: str) -> Entry | None:
        rows = self.db.read(f"SELECT {_COLUMNS} FROM queue WHERE key = ?", (key,))
        return _entry(rows[0]) if rows else None

    def claim(
        self,
        now: float,
        lease_seconds: float,
        worker: str | None = None,
        skip_outlets: Collection[str] = (),
    ) -> Entry | None:
        token = uuid.uuid4().hex
        now = float(now)
        lease = now + float(lease_seconds)
        skip = list(dict.fromkeys(skip_outlets))
        where = f" AND outlet NOT IN ({', '.join('?' for _ in skip)})" if skip else ""
        with self.db.transaction() as conn:
            self._reap(conn, now)
            row = conn.execute(
                f"SELECT key FROM queue WHERE ready_at IS NOT NULL AND ready_at <= ?{where} "
                "ORDER BY ready_at, admitted LIMIT 1",
                (now, *skip),
            ).fetchone()
            if row is None:
                return None
            conn.execute(
                "UPDATE queue SET interruptions = interruptions + "
                "(CASE WHEN state = 'claimed' AND started IS NOT NULL THEN 1 ELSE 0 END), "
                "state = ?, ready_at = ?, lease_until = ?, token = ?, worker = ?, started = NULL, "
                "updated = ? WHERE key = ?",
                (CLAIMED, lease, lease, token, worker, now, row["key"]),
            )
            claimed = conn.execute(f"SELECT {_COLUMNS} FROM queue WHERE key = ?", (row["key"],)).fetchone()
            return _entry(claimed)

    @staticmethod
    def _reap(conn: sqlite3.Connection, now: float) -> None:
        """Claims of workers whose heartbeat lapsed are claimable now; the workers are
        forgotten."""
        if conn.execute("SELECT 1 FROM workers WHERE until <= ? LIMIT 1", (now,)).fetchone() is None:
            return
        conn.execute(
            "UPDATE queue SET ready_at = ? WHERE state = 'claimed' AND ready_at > ? "
            "AND worker IN (SELECT worker FROM workers WHERE until <= ?)",
            (now, now, now),
        )
        conn.execute("DELETE FROM workers WHERE until <= ?", (now,))

    def start(self, key: str, token: str, now: float) -> bool:
        with self.db.transaction() as conn:
            cursor = conn.execute(
                "UPDATE queue SET started = ?, updated = ? WHERE key = ? AND state = 'claimed' AND token = ?",
                (float(now), float(now), key, token),
            )
            return cursor.rowcount == 1

    def add_attempt(self, key: str, token: str, now: float) -> int | None:
        with self.db.transaction() as conn:
            cursor = conn.execute(
                "UPDATE queue SET attempts = attempts + 1, updated = ? "
                "WHERE key = ? AND state = 'claimed' AND token = ?",
                (float(now), key, token),
            )
            if cursor.rowcount != 1:
                return None
            return int(conn.execute("SELECT attempts FROM queue WHERE key = ?", (key,)).fetchone()[0])

    def heartbeat(self, worker: str, until: float) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "INSERT INTO workers (worker, until) VALUES (?, ?) "
                "ON CONFLICT (worker) DO UPDATE SET until = excluded.until",
                (worker, float(until)),
            )

    def retire(self, worker: str) -> None:
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM workers WHERE worker = ?", (worker,))

    def _finish(
        self,
        key: str,
        token: str | None,
        now: float,
        sql: str,
        params: tuple,
        states: tuple[str, ...] = (CLAIMED,),
    ) -> bool:
        marks = ", ".join("?" for _ in states)
        where = f" WHERE key = ? AND state IN ({marks})"
        args: tuple = (*params, float(now), key, *states)
        if token is not None:
            where += " AND (state != 'claimed' OR token = ?)"
            args = (*args, token)
        with self.db.transaction() as conn:
            return conn.execute(sql + ", updated = ?" + where, args).rowcount == 1

    def complete(
        self,
        key: str,
        outcome: str,
        now: float,
        token: str | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> bool:
        if info is None:
            return self._finish(
                key,
                token,
                now,
                "UPDATE queue SET state = ?, outcome = ?, ready_at = NULL, lease_until = NULL, token = NULL, "
                "started = NULL, worker = NULL",
                (DONE, outcome),
            )
        return self._finish(
            key,
            token,
            now,
            "UPDATE queue SET state = ?, outcome = ?, ready_at = NULL, "
            "lease_until = NULL, token = NULL, started = NULL, worker = NULL, info = ?",
            (DONE, outcome, _json(info)),
        )

    def requeue(
        self,
        key: str,
        due: float,
        outcome: str,
        now: float,
        token: str | None = None,
        info: Mapping[str, Any] | None = None,
    ) -> bool:
        sql = (
            "UPDATE queue SET state = ?, visit = visit + 1, due = ?, ready_at = ?, "
            "attempts = 0, interruptions = 0, outcome = ?, lease_until = NULL, token = NULL, "
            "started = NULL, worker = NULL"
        )
        params: tuple = (PENDING, float(due), float(due), outcome)
        if info is not None:
            sql += ", info = ?"
            params = (*params, _json(info))
        return self._finish(key, token, now, sql, params)

    def reopen(self, key: str, due: float, outcomes: Collection[str], now: float) -> bool:
        wanted = list(outcomes)
        if not wanted:
            return False
        marks = ", ".join("?" for _ in wanted)
        with self.db.transaction() as conn:
            return (
                conn.execute(
                    "UPDATE queue SET state = ?, visit = visit + 1, due = ?, ready_at = ?, attempts = 0, "
                    f"interruptions = 0, updated = ? WHERE key = ? AND state = ? AND outcome IN ({marks})",
                    (PENDING, float(due), float(due), float(now), key, DONE, *wanted),
                ).rowcount
                == 1
            )

    def drop(self, key: str, reason: str, now: float, token: str | None = None) -> bool:
        return self._finish(
            key,
            token,
            now,
            "UPDATE queue SET state = ?, outcome = ?, ready_at = NULL, lease_until = NULL, token = NULL, "
            "started = NULL, worker = NULL",
            (DROPPED, reason),
            states=(PENDING, CLAIMED),
        )

    def release(self, key: str, now: float, token: str | None = None, interrupted: bool = False) -> bool:
        counted = "interruptions + (started IS NOT NULL)" if interrupted else "interruptions"
        return self._finish(
            key,
            token,
            now,
            f"UPDATE queue SET state = ?, ready_at = due, lease_until = NULL, token = NULL, "
            f"interruptions = {counted}, started = NULL, worker = NULL",
            (PENDING,),
        )

    def revive(self, key: str, due: float, now: float, next_visit: bool = False) -> bool:
        with self.db.transaction() as conn:
            cursor = conn.execute(
                "UPDATE queue SET state = ?, visit = visit + ?, due = ?, ready_at = ?, attempts = 0, "
                "interruptions = 0, updated = ? WHERE key = ? AND state = ?",
                (PENDING, int(next_visit), float(due), float(due), float(now), key, DROPPED),
            )
            return cursor.rowcount == 1

    def renew(self, key: str, token: str, until: float) -> bool:
        """Extend the lease of ``key`` claimed with ``token`` to ``until``. False when the
        claim is no longer ours. A crawler renews its claims while it lives, so that a
        page waiting its turn (its site busy) is not taken for a dead crawler's."""
        with self.db.transaction() as conn:
            cursor = conn.execute(
                "UPDATE queue SET lease_until = ?, ready_at = ? WHERE key = ? AND state = 'claimed' AND token = ?",
                (float(until), float(until), key, token),
            )
            return cursor.rowcount == 1

    def pending_count(self, due_before: float | None = None) -> int:
        if due_before is None:
            rows = self.db.read("SELECT COUNT(*) FROM queue WHERE state = 'pending'")
        else:
            rows = self.db.read(
                "SELECT COUNT(*) FROM queue WHERE state = 'pending' AND due <= ?", (float(due_before),)
            )
        return int(rows[0][0])

    def claimed_count(self) -> int:
        return int(self.db.read("SELECT COUNT(*) FROM queue WHERE state = 'claimed'")[0][0])

    def next_due(self) -> float | None:
        rows = self.db.read(
            "SELECT MIN(ready_at) FROM queue WHERE ready_at IS NOT NULL UNION ALL "
            "SELECT MIN(until) FROM workers WHERE worker IN "
            "(SELECT worker FROM queue WHERE worker IS NOT NULL AND state = 'claimed')"
        )
        times = [float(row[0]) for row in rows if row[0] is not None]
        return min(times) if times else None

    def next_due_after(self, after: float) -> float | None:
        rows = self.db.read("SELECT MIN(due) FROM queue WHERE state = 'pending' AND due > ?", (float(after),))
        return None if rows[0][0] is None else float(rows[0][0])

    def stats(self) -> dict[str, int]:
        out = {f"state/{state}": 0 for state in STATES}
        rows = self.db.read("SELECT state, outcome, COUNT(*) FROM queue GROUP BY state, outcome")
        for row in rows:
            state, outcome, count = row[0], row[1], int(row[2])
            out[f"state/{state}"] = out.get(f"state/{state}", 0) + count
            if state in (DONE, DROPPED) and outcome:
                out[f"{state}/{outcome}"] = out.get(f"{state}/{outcome}", 0) + count
        return out

    def entries(self, states: Collection[str], limit: int | None = None) -> list[Entry]:
        wanted = [s for s in states if s in STATES]
        if not wanted:
            return []
        marks = ", ".join("?" for _ in wanted)
        sql = (
            f"SELECT {_COLUMNS} FROM queue WHERE state IN ({marks}) "
            "ORDER BY COALESCE(ready_at, due), admitted"
        )
        params: tuple = tuple(wanted)
        if limit is not None:
            sql += " LIMIT ?"
            params = (*params, int(limit))
        return [_entry(row) for row in self.db.read(sql, params)]

    def remove(self, states: Collection[str]) -> int:
        wanted = [s for s in states if s in STATES]
        if not wanted:
            return 0
        marks = ", ".join("?" for _ in wanted)
        with self.db.transaction() as conn:
            return int(conn.execute(f"DELETE FROM queue WHERE state IN ({marks})", tuple(wanted)).rowcount)

    def close(self) -> None:
        self.db.close()

    def __repr__(self) -> str:
        return f"SQLiteQueue({str(self.db.path)!r})"
