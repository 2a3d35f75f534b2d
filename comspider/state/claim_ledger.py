"""Hand back at once the claims of a crawler process that died, instead of waiting out
their leases.

Each crawler process that claims pages from a file-backed queue keeps a small ledger next
to it (``<queue file>.claims/<pid>-<random>.claims``): one JSON line per claim and per
finished claim, in a file it holds an exclusive ``flock`` on for its whole life. The
kernel drops that lock when the process ends, however it ends (SIGKILL included). A
process opening the queue takes every ledger whose lock it can get: its owner is gone,
so the claims it lists without a matching "done" are released (token-checked, so a claim
someone else took over in the meantime is left alone) and the ledger is deleted.

Only processes on one host share a lock, so this is for the SQLite queue; a Redis queue
shared across hosts relies on the leases. Where ``fcntl`` is missing (Windows) the ledger
is off and the leases do the job.
"""

from __future__ import annotations

import json
import logging
import os
import uuid
from collections.abc import Iterator
from pathlib import Path

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

logger = logging.getLogger(__name__)

SUFFIX = ".claims"


def available() -> bool:
    return fcntl is not None


def ledger_folder(queue_file: str | os.PathLike[str]) -> Path:
    path = Path(queue_file)
    return path.with_name(path.name + SUFFIX)


class ClaimLedger:
    """This process's ledger (see the module docstring)."""

    def __init__(self, folder: str | os.PathLike[str]) -> None:
        if fcntl is None:
            raise RuntimeError("claim ledgers need fcntl")
        self.folder = Path(folder)
        self.folder.mkdir(parents=True, exist_ok=True)
        self.path = self.folder / f"{os.getpid()}-{uuid.uuid4().hex[:8]}{SUFFIX}"
        self._fd: int | None = os.open(self.path, os.O_CREAT | os.O_WRONLY | os.O_APPEND, 0o644)
        fcntl.flock(self._fd, fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _write(self, op: str, key: str, token: str | None) -> None:
        if self._fd is None:
            return
        line = json.dumps({"op": op, "key": key, "token": token}, ensure_ascii=False) + "\n"
        try:
            os.write(self._fd, line.encode("utf-8"))
        except OSError as exc:  # a full disk must not stop the crawl: the lease remains
            logger.warning("Claim ledger %s: %s", self.path, exc)

    def claimed(self, key: str, token: str | None) -> None:
        self._write("claim", key, token)

    def finished(self, key: str, token: str | None) -> None:
        self._write("done", key, token)

    def close(self) -> None:
        """A clean end: nothing of ours is left claimed (released beforehand)."""
        if self._fd is None:
            return
        try:
            self.path.unlink(missing_ok=True)
        finally:
            os.close(self._fd)
            self._fd = None


def unfinished(lines: Iterator[str]) -> list[tuple[str, str | None]]:
    """Claims without a matching "done", in claim order; a torn last line is skipped."""
    open_claims: dict[tuple[str, str | None], None] = {}
    for line in lines:
        try:
            record = json.loads(line)
            op, key, token = record["op"], str(record["key"]), record.get("token")
        except (ValueError, KeyError, TypeError):
            continue
        if op == "claim":
            open_claims[(key, token)] = None
        elif op == "done":
            open_claims.pop((key, token), None)
    return list(open_claims)


def orphaned_claims(folder: str | os.PathLike[str]) -> list[tuple[str, str | None]]:
    """The unfinished claims of every dead process's ledger in ``folder``; those ledgers
    are deleted. Live processes' ledgers (locked) are left alone."""
    if fcntl is None:
        return []
    found: list[tuple[str, str | None]] = []
    base = Path(folder)
    if not base.is_dir():
        return found
    for path in sorted(base.glob("*" + SUFFIX)):
        try:
            fd = os.open(path, os.O_RDONLY)
        except OSError:
            continue  # taken over by someone else meanwhile
        try:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError:
                continue  # its owner is alive
            with os.fdopen(os.dup(fd), encoding="utf-8", errors="replace") as handle:
                found.extend(unfinished(iter(handle)))
            path.unlink(missing_ok=True)
        finally:
            os.close(fd)
    return found
