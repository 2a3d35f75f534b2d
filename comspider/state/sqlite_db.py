"""One SQLite file for the crawl state: the page queue, the seen comment ids (and the
batches of them being written), the wait
estimator, the site memory, the per-site leases and the comments' history across visits.

WAL journal, one ``BEGIN IMMEDIATE`` transaction per operation, ``synchronous=FULL`` by
default: a commit is on disk before the call returns, so a process killed with SIGKILL at
any moment loses nothing it was told was done, and a half-done operation is rolled back
on the next open. Several processes may share the file (writers queue on the lock,
waiting up to ``busy_timeout``).
"""

from __future__ import annotations

import os
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from comspider import settings as defaults

SCHEMA_VERSION = 1
SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")

# Queue columns a file made by an earlier comspider lacks: added when it is opened.
ADDED_QUEUE_COLUMNS = (
    ("started", "REAL"),
    ("worker", "TEXT"),
    ("interruptions", "INTEGER NOT NULL DEFAULT 0"),
)

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS queue (
    key TEXT PRIMARY KEY,
    article TEXT NOT NULL,          -- JSON of Article.to_dict()
    outlet TEXT NOT NULL,
    visit INTEGER NOT NULL,
    due REAL NOT NULL,
    admitted REAL NOT NULL,
    state TEXT NOT NULL,
    ready_at REAL,                  -- due while pending, lease expiry while claimed
    lease_until REAL,
    attempts INTEGER NOT NULL DEFAULT 0,
    outcome TEXT,
    token TEXT,
    info TEXT NOT NULL DEFAULT '{}',
    updated REAL NOT NULL,
    started REAL,                   -- when the claim's visit began loading (claimed only)
    worker TEXT,                    -- the worker holding the claim (see workers)
    interruptions INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS queue_ready ON queue (ready_at) WHERE ready_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS queue_pending_due ON queue (due) WHERE state = 'pending';
CREATE TABLE IF NOT EXISTS seen (
    article_key TEXT NOT NULL,
    comment_id TEXT NOT NULL,
    PRIMARY KEY (article_key, comment_id)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS pending_batches (
    token TEXT PRIMARY KEY,         -- a page's new comments whose lines were being written
    article_key TEXT NOT NULL,
    items TEXT NOT NULL,            -- JSON: comment id -> the item's JSON
    record TEXT NOT NULL            -- the writer's JSON (who, which feed files, offsets)
);
CREATE TABLE IF NOT EXISTS timing (
    outlet TEXT NOT NULL,
    name TEXT NOT NULL,
    value REAL NOT NULL,
    PRIMARY KEY (outlet, name)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS site_memory (
    site TEXT PRIMARY KEY,
    entries TEXT NOT NULL,          -- JSON list of remembered entry points
    updated REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS site_leases (
    site TEXT NOT NULL,
    token TEXT NOT NULL,
    until REAL NOT NULL,            -- POSIX seconds (processes sharing the file share a host)
    PRIMARY KEY (site, token)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS workers (
    worker TEXT PRIMARY KEY,        -- a crawler process holding claims
    until REAL NOT NULL             -- its heartbeat: known dead once this has passed
);
CREATE TABLE IF NOT EXISTS site_gaps (
    site TEXT PRIMARY KEY,
    until REAL NOT NULL             -- POSIX seconds: when the gap after its last start ends
);
CREATE TABLE IF NOT EXISTS comment_history (
    article_key TEXT NOT NULL,
    comment_id TEXT NOT NULL,
    trace TEXT NOT NULL,            -- JSON of a CommentTrace: first and last visit, digest, ...
    PRIMARY KEY (article_key, comment_id)
) WITHOUT ROWID;
"""


class SQLiteDatabase:
    """A connection to the scheduling database, usable from several threads (calls are
    serialised by a lock) and shared by the SQLite stores of one process."""

    def __init__(
        self,
        path: str | os.PathLike[str],
        synchronous: str = defaults.COMSPIDER_QUEUE_SYNC,
        busy_timeout: float = 30.0,
    ) -> None:
        self.path = Path(path)
        sync = synchronous.upper()
        if sync not in SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {SYNCHRONOUS}, not {synchronous!r}")
        if self.path.parent and not self.path.parent.exists():
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        self._conn = sqlite3.connect(
            str(self.path),
            timeout=busy_timeout,
            isolation_level=None,
            check_same_thread=False,
        )
        self._conn.row_factory = sqlite3.Row
        self._conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
        mode = self._conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
        if str(mode).lower() != "wal":
            raise RuntimeError(f"{self.path}: SQLite refused WAL mode (got {mode!r})")
        self._conn.execute(f"PRAGMA synchronous = {sync}")
        self._create_schema()

    def _create_schema(self) -> None:
        with self.transaction() as conn:
            for statement in SCHEMA.split(";"):
                if statement.strip():
                    conn.execute(statement)
            # Columns added since schema 1 was written (older comspiders ignore them).
            have = {str(r[1]) for r in conn.execute("PRAGMA table_info(queue)").fetchall()}
            for column, kind in ADDED_QUEUE_COLUMNS:
                if column not in have:
                    conn.execute(f"ALTER TABLE queue ADD COLUMN {column} {kind}")
            conn.execute("CREATE INDEX IF NOT EXISTS queue_worker ON queue (worker) WHERE worker IS NOT NULL")
            row = conn.execute("SELECT value FROM meta WHERE name = 'schema'").fetchone()
            if row is None:
                conn.execute("INSERT INTO meta (name, value) VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
            elif int(row[0]) > SCHEMA_VERSION:
                raise RuntimeError(
                    f"{self.path}: schema {row[0]} is newer than this comspider ({SCHEMA_VERSION})"
                )

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Connection]:
        """``BEGIN IMMEDIATE`` ... ``COMMIT`` (``ROLLBACK`` on error), under the lock."""
        with self._lock:
            conn = self._conn
            conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
            except BaseException:
                conn.execute("ROLLBACK")
                raise
            conn.execute("COMMIT")

    def read(self, sql: str, params: tuple = ()) -> list[sqlite3.Row]:
        with self._lock:
            return self._conn.execute(sql, params).fetchall()

    def close(self) -> None:
        with self._lock:
            try:
                self._conn.close()
            except sqlite3.Error:
                pass

    def __repr__(self) -> str:
        return f"SQLiteDatabase({str(self.path)!r})"


def database(path_or_db: str | os.PathLike[str] | SQLiteDatabase, **kwargs: object) -> SQLiteDatabase:
    """A :class:`SQLiteDatabase` for a path (opened) or an existing one (shared)."""
    if isinstance(path_or_db, SQLiteDatabase):
        return path_or_db
    return SQLiteDatabase(path_or_db, **kwargs)  # type: ignore[arg-type]
