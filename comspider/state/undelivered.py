"""The records a ``comspider.crawl()`` caller has not taken yet, kept until it does.

The crawl writes each comment once (its state marks it written), into a JSON Lines file
that :func:`comspider.crawl` reads and yields from. A caller that leaves its loop early,
or raises inside it, stops the crawl; what the crawl wrote that the caller never took
would be lost with a temporary file. So the file lives beside the crawl state
(``<state folder>/undelivered/``) with the offset of what was yielded, and the next
``comspider.crawl()`` of that state yields the rest first. A crawl that keeps no state
(``COMSPIDER_BACKEND=memory``) writes every comment again when run again: it keeps
nothing here either.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
import uuid
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any, cast

FOLDER = "undelivered"
_OFFSET = ".offset"


def folder_for(settings: Mapping[str, Any]) -> Path | None:
    """Where a crawl with these settings keeps what its caller has not taken; None for a
    crawl that keeps no state."""
    if str(settings.get("COMSPIDER_BACKEND") or "").strip().lower() == "memory":
        return None
    from comspider.state.backend import state_path  # noqa: PLC0415 - the crawl's, not loaded by extract()

    return state_path(cast(Any, settings)).parent / FOLDER  # a mapping answers its get()


class Delivery:
    """One crawl's records file and the offset up to which its records were yielded."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.offset_path = path.with_name(path.name + _OFFSET)

    @classmethod
    def new(cls, folder: Path) -> Delivery:
        folder.mkdir(parents=True, exist_ok=True)
        delivery = cls(folder / f"{uuid.uuid4().hex}.jsonl")
        delivery.path.touch()
        return delivery

    def offset(self) -> int:
        try:
            return int(self.offset_path.read_text("ascii").strip() or 0)
        except (OSError, ValueError):
            return 0

    def taken(self, offset: int) -> None:
        """The caller has the records up to ``offset``: written whole, then renamed, so
        that a kill leaves the old offset or the new one."""
        partial = self.offset_path.with_name(self.offset_path.name + ".new")
        partial.write_text(str(offset), "ascii")
        os.replace(partial, self.offset_path)

    def done(self) -> None:
        """Every record was taken: nothing to keep."""
        for path in (self.path, self.offset_path):
            with contextlib.suppress(FileNotFoundError):
                path.unlink()


def records(feed: Any, offset: int) -> Iterator[tuple[dict[str, Any], int]]:
    """The whole lines after ``offset`` of a file open in binary mode, each with the
    offset after it; a last line without its end is left for a later read."""
    feed.seek(offset)
    for line in feed:
        if not line.endswith(b"\n"):
            return
        offset += len(line)
        if line.strip():
            yield json.loads(line), offset


def leftovers(folder: Path) -> Iterator[tuple[dict[str, Any], Delivery, int]]:
    """The records earlier calls' callers did not take, oldest file first, each with its
    delivery and the offset after it. A file another call holds (its crawl still
    writing, or its caller still reading) is left to it."""
    if not folder.is_dir():
        return
    for path in sorted(folder.glob("*.jsonl"), key=_mtime):
        delivery = Delivery(path)
        try:
            feed = path.open("rb")
        except FileNotFoundError:
            continue  # another call took it
        with feed:
            if not held(feed):
                continue
            for record, offset in records(feed, delivery.offset()):
                yield record, delivery, offset
            delivery.done()


def held(feed: Any) -> bool:
    """Hold the file for this call (an advisory lock, released when it is closed); False
    when another call holds it."""
    try:
        fcntl.flock(feed.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except FileNotFoundError:
        return 0.0
