"""Replay: the browser's requests answered from a recorded archive, none from the network.

Each replayed visit (a browser context) has a :class:`ReplaySession` tied to the first
recorded visit of its article: a request is answered with that visit's recorded
response to the same method and URL (the same request body first, for a POST), the
n-th asking getting the n-th recorded answer (an API polled twice answers as it did),
the last one repeated after that; a request that visit never made is answered from any
visit of the archive. A request nothing in the archive answers fails at once
(``net::ERR_INTERNET_DISCONNECTED``), with one log line and the stat
``comspider/replay/unmatched``. Redirects are answered as recorded (status and
``Location``), so the browser follows them as it did.
"""

from __future__ import annotations

import asyncio
import logging
from collections import Counter
from typing import Any

from comspider.archive.reader import ArchiveIndex, RecordedResponse, body_hash

logger = logging.getLogger(__name__)

# Headers that would make the browser treat the recorded bytes differently
_DROP = {"content-encoding", "transfer-encoding", "content-length", "set-cookie2"}


class ReplaySession:
    def __init__(self, archive: ArchiveIndex, visit_id: str | None, stats: Any = None) -> None:
        self.archive = archive
        self.visit_id = visit_id
        self.stats = stats
        self.asked: Counter[tuple[str, str, str | None]] = Counter()

    def find(self, method: str, url: str, body: bytes | None) -> RecordedResponse | None:
        key = (method.upper(), url)
        hashed = body_hash(body)
        scopes = []
        if self.visit_id is not None and self.visit_id in self.archive.responses:
            scopes.append(self.archive.responses[self.visit_id].get(key) or [])
        scopes.append(self.archive.any_visit.get(key) or [])
        for candidates in scopes:
            if not candidates:
                continue
            same_body = [c for c in candidates if c.body_hash == hashed] or candidates
            n = self.asked[(key[0], url, hashed)]
            return same_body[min(n, len(same_body) - 1)]
        return None

    async def answer(self, route: Any, request: Any) -> None:
        """Fulfil ``route`` from the archive, or fail it."""
        try:
            body = request.post_data_buffer
        except Exception:
            body = None
        recorded = self.find(request.method, request.url, body)
        if recorded is None:
            self._count("unmatched")
            logger.info("Replay: no recorded response for %s %s: failed", request.method, request.url[:300])
            await route.abort("internetdisconnected")
            return
        self.asked[(request.method.upper(), request.url, body_hash(body))] += 1
        status, _, headers, data = await asyncio.to_thread(self.archive.response, recorded)
        kept: dict[str, str] = {}
        for name, value in headers:
            lower = name.lower()
            if lower in _DROP:
                continue
            kept[lower] = f"{kept[lower]}\n{value}" if lower in kept and lower == "set-cookie" else value
        self._count("answered")
        await route.fulfill(status=status, headers=kept, body=data)

    def _count(self, name: str) -> None:
        if self.stats is not None:
            self.stats.inc_value(f"comspider/replay/{name}")


class Replayer:
    """The sessions of a replaying crawl, by browser context name."""

    def __init__(self, archive: ArchiveIndex, stats: Any = None) -> None:
        self.archive = archive
        self.stats = stats
        self._sessions: dict[str, ReplaySession] = {}

    def session(self, context_name: str, url: str | None) -> ReplaySession:
        session = self._sessions.get(context_name)
        if session is None:
            visit_id = self.archive.first_visit_id(url) if url else None
            session = self._sessions[context_name] = ReplaySession(self.archive, visit_id, self.stats)
        return session

    def end(self, context_name: str) -> None:
        self._sessions.pop(context_name, None)
