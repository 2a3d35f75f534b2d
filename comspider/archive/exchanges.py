"""The network exchanges of one visit, as the browser made them: every request of the
visit's context that got a response (the page, its scripts and styles, XHR and fetch of
comment APIs, frames, popups, what clicks asked for), with the response's body.

Requests the browser aborted (the network guard, the ad/tracker blocklist, a popup past
its bound) end in ``requestfailed``, never in ``requestfinished``: they are not recorded.
Bodies are read as each request finishes (a redirect's has none); a body the browser no
longer has (a frame gone, a page closed) is counted (``comspider/archive/body_unavailable``)
and its exchange kept with an empty body. At most ``COMSPIDER_ARCHIVE_MAX_VISIT_BYTES``
of bodies are kept per visit; past it the exchanges are left out and counted
(``comspider/archive/visit_bytes_exceeded``).
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

logger = logging.getLogger(__name__)


@dataclass(slots=True)
class Exchange:
    method: str
    url: str
    request_headers: list[tuple[str, str]]
    request_body: bytes | None
    status: int
    reason: str
    response_headers: list[tuple[str, str]]
    body: bytes
    resource_type: str
    when: datetime
    remote_ip: str | None = None


@dataclass
class VisitTraffic:
    """What one visit's context exchanged over the network (filled by the context's
    events, drained once when the visit is recorded)."""

    url: str
    max_bytes: int
    stats: Any = None
    exchanges: list[Exchange] = field(default_factory=list)
    bytes: int = 0
    _pending: set[asyncio.Task[None]] = field(default_factory=set)
    closed: bool = False

    def watch(self, context: Any) -> None:
        context.on("requestfinished", self._finished)

    def _finished(self, request: Any) -> None:
        if self.closed:
            return
        task = asyncio.ensure_future(self._read(request, datetime.now(UTC)))
        self._pending.add(task)
        task.add_done_callback(self._pending.discard)

    async def _read(self, request: Any, when: datetime) -> None:
        try:
            response = await request.response()
            if response is None:
                return
            request_headers = [(h["name"], h["value"]) for h in await request.headers_array()]
            response_headers = [(h["name"], h["value"]) for h in await response.headers_array()]
            body = b""
            if not 300 <= response.status < 400:
                try:
                    body = await response.body()
                except Exception as exc:
                    self._count("body_unavailable")
                    logger.debug("archive: no body for %s: %s", request.url[:200], exc)
            if self.max_bytes > 0 and self.bytes + len(body) > self.max_bytes:
                self._count("visit_bytes_exceeded")
                return
            address = None
            try:
                server = await response.server_addr()
                address = server["ipAddress"] if server else None
            except Exception:
                pass
            self.bytes += len(body)
            self.exchanges.append(
                Exchange(
                    method=request.method,
                    url=request.url,
                    request_headers=request_headers,
                    request_body=request.post_data_buffer,
                    status=response.status,
                    reason=response.status_text or "",
                    response_headers=response_headers,
                    body=body,
                    resource_type=request.resource_type,
                    when=when,
                    remote_ip=address,
                )
            )
        except Exception as exc:  # the page or context went away under us
            self._count("exchange_lost")
            logger.debug("archive: exchange of %s lost: %s", getattr(request, "url", "?")[:200], exc)

    async def drain(self, seconds: float) -> list[Exchange]:
        """The exchanges so far, after the bodies still being read (bounded); later
        events are ignored."""
        pending = list(self._pending)
        if pending:
            _, late = await asyncio.wait(pending, timeout=seconds)
            for task in late:
                task.cancel()
            if late:
                self._count("exchange_lost", len(late))
        self.closed = True
        return sorted(self.exchanges, key=lambda e: e.when)

    def _count(self, name: str, value: int = 1) -> None:
        if self.stats is not None:
            self.stats.inc_value(f"comspider/archive/{name}", value)
