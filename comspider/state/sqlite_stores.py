"""The seen-comment, wait-estimator, site-memory, wrapper, site-lease and comment-history
stores in SQLite (the queue's file; see :mod:`.sqlite_db`)."""

from __future__ import annotations

import json
import os
import sqlite3
import time
from collections.abc import Iterable, Mapping
from typing import Any

from comspider import settings as defaults
from comspider.state.protocols import CommentTrace, PendingBatch
from comspider.state.sqlite_db import SQLiteDatabase, database

_CHUNK = 500  # ids per IN (...) query, below SQLite's bound on parameters


class _SQLiteStore:
    """A store on the crawl state's database: ``path_or_db`` is a file path (opened here) or a
    :class:`SQLiteDatabase` the stores and the queue share (closing any of them closes it)."""

    def __init__(
        self,
        path_or_db: str | os.PathLike[str] | SQLiteDatabase,
        synchronous: str = defaults.COMSPIDER_QUEUE_SYNC,
    ) -> None:
        self.db = database(path_or_db, synchronous=synchronous)

    def close(self) -> None:
        self.db.close()


def _mark_seen(conn: sqlite3.Connection, article_key: str, comment_ids: Iterable[str]) -> list[str]:
    """Record the ids the article has not seen yet and return them, in order; in the caller's
    transaction, so that ``stage`` writes its pending batch in the same one."""
    new: list[str] = []
    for comment_id in comment_ids:
        cursor = conn.execute(
            "INSERT OR IGNORE INTO seen (article_key, comment_id) VALUES (?, ?)",
            (article_key, comment_id),
        )
        if cursor.rowcount == 1:
            new.append(comment_id)
    return new


class SQLiteSeenStore(_SQLiteStore):
    """``SeenStore``: one row per (article key, comment id); one per pending batch."""

    def add_new(self, article_key: str, ids: Iterable[str]) -> list[str]:
        with self.db.transaction() as conn:
            return _mark_seen(conn, article_key, dict.fromkeys(ids))

    def unseen(self, article_key: str, ids: Iterable[str]) -> list[str]:
        unique = list(dict.fromkeys(ids))
        known: set[str] = set()
        for start in range(0, len(unique), _CHUNK):
            chunk = unique[start : start + _CHUNK]
            marks = ", ".join("?" * len(chunk))
            rows = self.db.read(
                f"SELECT comment_id FROM seen WHERE article_key = ? AND comment_id IN ({marks})",
                (article_key, *chunk),
            )
            known.update(row[0] for row in rows)
        return [i for i in unique if i not in known]

    def stage(self, article_key: str, token: str, items: Mapping[str, str], record: str) -> list[str]:
        with self.db.transaction() as conn:
            new = _mark_seen(conn, article_key, items)
            if new:
                conn.execute(
                    "INSERT INTO pending_batches (token, article_key, items, record) VALUES (?, ?, ?, ?)",
                    (token, article_key, json.dumps({i: items[i] for i in new}), record),
                )
        return new

    def commit(self, token: str) -> None:
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM pending_batches WHERE token = ?", (token,))

    def pending(self) -> list[PendingBatch]:
        rows = self.db.read("SELECT token, article_key, items, record FROM pending_batches ORDER BY rowid")
        return [PendingBatch(row[0], row[1], dict(json.loads(row[2])), row[3]) for row in rows]

    def adopt(self, token: str, record: str, new_record: str, keep: Iterable[str]) -> bool:
        with self.db.transaction() as conn:
            row = conn.execute(
                "SELECT items FROM pending_batches WHERE token = ? AND record = ?", (token, record)
            ).fetchone()
            if row is None:
                return False
            items = json.loads(row[0])
            kept = {i: items[i] for i in dict.fromkeys(keep) if i in items}
            if kept:
                conn.execute(
                    "UPDATE pending_batches SET items = ?, record = ? WHERE token = ?",
                    (json.dumps(kept), new_record, token),
                )
            else:
                conn.execute("DELETE FROM pending_batches WHERE token = ?", (token,))
            return True

    def seen_count(self, article_key: str) -> int:
        rows = self.db.read("SELECT COUNT(*) FROM seen WHERE article_key = ?", (article_key,))
        return int(rows[0][0])


class SQLiteTimingStore(_SQLiteStore):
    """``TimingStore``: one row per (outlet, statistic)."""

    def timing(self, outlet: str) -> dict[str, float]:
        rows = self.db.read("SELECT name, value FROM timing WHERE outlet = ?", (outlet,))
        return {row[0]: float(row[1]) for row in rows}

    def all_timing(self) -> dict[str, dict[str, float]]:
        out: dict[str, dict[str, float]] = {}
        for row in self.db.read("SELECT outlet, name, value FROM timing ORDER BY outlet"):
            out.setdefault(row[0], {})[row[1]] = float(row[2])
        return out

    def update_timing(self, outlet: str, deltas: Mapping[str, float], decay: float = 1.0) -> dict[str, float]:
        with self.db.transaction() as conn:
            current = {
                row[0]: float(row[1])
                for row in conn.execute("SELECT name, value FROM timing WHERE outlet = ?", (outlet,))
            }
            for name, delta in deltas.items():
                value = current.get(name, 0.0) * decay + float(delta)
                current[name] = value
                conn.execute(
                    "INSERT INTO timing (outlet, name, value) VALUES (?, ?, ?) "
                    "ON CONFLICT (outlet, name) DO UPDATE SET value = excluded.value",
                    (outlet, name, value),
                )
            return current


class SQLiteSiteMemoryStore(_SQLiteStore):
    """``SiteMemoryStore``: one row per site, its entries as JSON."""

    def get(self, site: str) -> list[dict[str, Any]]:
        rows = self.db.read("SELECT entries FROM site_memory WHERE site = ?", (site,))
        return list(json.loads(rows[0][0])) if rows else []

    def put(self, site: str, entries: list[dict[str, Any]]) -> None:
        with self.db.transaction() as conn:
            conn.execute(
                "INSERT INTO site_memory (site, entries, updated) VALUES (?, ?, ?) "
                "ON CONFLICT (site) DO UPDATE SET entries = excluded.entries, "
                "updated = excluded.updated",
                (site, json.dumps(entries), time.time()),
            )

    def delete(self, site: str) -> None:
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM site_memory WHERE site = ?", (site,))


class SQLiteWrapperStore(_SQLiteStore):
    """``WrapperStore``: one row per site, its document as JSON, with its version."""

    def get(self, site: str) -> tuple[dict[str, Any] | None, int]:
        rows = self.db.read("SELECT document, version FROM wrappers WHERE site = ?", (site,))
        return (dict(json.loads(rows[0][0])), int(rows[0][1])) if rows else (None, 0)

    def put(self, site: str, document: dict[str, Any], version: int) -> bool:
        with self.db.transaction() as conn:
            row = conn.execute("SELECT version FROM wrappers WHERE site = ?", (site,)).fetchone()
            if (int(row[0]) if row else 0) != version:
                return False
            conn.execute(
                "INSERT INTO wrappers (site, version, document, updated) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (site) DO UPDATE SET version = excluded.version, "
                "document = excluded.document, updated = excluded.updated",
                (site, version + 1, json.dumps(document, ensure_ascii=False), time.time()),
            )
        return True

    def delete(self, site: str) -> None:
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM wrappers WHERE site = ?", (site,))

    def sites(self) -> list[str]:
        return [str(row[0]) for row in self.db.read("SELECT site FROM wrappers ORDER BY site")]


class SQLiteSiteLeases(_SQLiteStore):
    """``SiteLeaseStore``: one row per (site, holder), for processes sharing one file."""

    def acquire(self, site: str, token: str, limit: int, ttl: float, gap: float = 0.0) -> bool:
        now = time.time()
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM site_leases WHERE site = ? AND until <= ?", (site, now))
            mine = conn.execute(
                "SELECT 1 FROM site_leases WHERE site = ? AND token = ?", (site, token)
            ).fetchone()
            if mine is None:
                count = conn.execute("SELECT COUNT(*) FROM site_leases WHERE site = ?", (site,)).fetchone()[0]
                if int(count) >= limit:
                    return False
                # The gap the last starter asked for holds for everyone (as Redis's
                # expiring key does); only a start with a gap writes one.
                free = conn.execute("SELECT until FROM site_gaps WHERE site = ?", (site,)).fetchone()
                if free is not None and now < float(free[0]):
                    return False
                if gap > 0:
                    conn.execute(
                        "INSERT INTO site_gaps (site, until) VALUES (?, ?) "
                        "ON CONFLICT (site) DO UPDATE SET until = excluded.until",
                        (site, now + gap),
                    )
            conn.execute(
                "INSERT INTO site_leases (site, token, until) VALUES (?, ?, ?) "
                "ON CONFLICT (site, token) DO UPDATE SET until = excluded.until",
                (site, token, now + ttl),
            )
            return True

    def renew(self, site: str, token: str, ttl: float) -> bool:
        now = time.time()
        with self.db.transaction() as conn:
            cursor = conn.execute(
                "UPDATE site_leases SET until = ? WHERE site = ? AND token = ? AND until > ?",
                (now + ttl, site, token, now),
            )
            return cursor.rowcount == 1

    def release(self, site: str, token: str) -> None:
        with self.db.transaction() as conn:
            conn.execute("DELETE FROM site_leases WHERE site = ? AND token = ?", (site, token))

    def holders(self, site: str) -> int:
        rows = self.db.read(
            "SELECT COUNT(*) FROM site_leases WHERE site = ? AND until > ?", (site, time.time())
        )
        return int(rows[0][0])


class SQLiteCommentHistory(_SQLiteStore):
    """``CommentHistoryStore``: one row per (article key, comment id), its trace as JSON."""

    def traces(self, article_key: str) -> dict[str, CommentTrace]:
        rows = self.db.read(
            "SELECT comment_id, trace FROM comment_history WHERE article_key = ?", (article_key,)
        )
        return {row[0]: CommentTrace.from_json(json.loads(row[1])) for row in rows}

    def record(self, article_key: str, traces: Mapping[str, CommentTrace]) -> None:
        with self.db.transaction() as conn:
            conn.executemany(
                "INSERT INTO comment_history (article_key, comment_id, trace) VALUES (?, ?, ?) "
                "ON CONFLICT (article_key, comment_id) DO UPDATE SET trace = excluded.trace",
                [
                    (article_key, cid, json.dumps(t.to_json(), ensure_ascii=False))
                    for cid, t in traces.items()
                ],
            )
