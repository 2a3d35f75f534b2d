"""At most N page visits per site at a time, their loading and their clicks alike, in one
worker or across all the workers of a crawl.

Scrapy's per-domain concurrency (``CONCURRENT_REQUESTS_PER_DOMAIN``) holds a slot only
while a page downloads; the interaction runs afterwards, in the download middleware, when
the slot is free again, and it holds in one process only. The gate is taken before a
browser visit's download starts and given back when its interaction is over, so a site's
next page waits for the previous one's clicks, whichever worker makes them.

- In one process: an asyncio semaphore per site (a gate exists only while a site has
  holders or waiters).
- Shared (``COMSPIDER_SITE_GATE_SHARED``; the Redis add-on turns it on): after the local
  semaphore, a lease in the crawl state's site-lease store (Redis: a sorted set per site
  on the server's clock). A lease lasts ``COMSPIDER_SITE_LEASE_SECONDS`` and is renewed
  while its visit runs (never past ``COMSPIDER_VISIT_TIMEOUT``), so a worker that dies
  frees its sites within a lease. A full site is asked again every
  ``COMSPIDER_SITE_GATE_POLL`` seconds (with jitter). The shared gate also spaces the
  starts of a site's visits by ``gap`` seconds across the workers (``DOWNLOAD_DELAY``:
  Scrapy's own delay holds per worker, so two workers could otherwise visit a site back
  to back), or by a visit's own gap (the middleware passes AutoThrottle's current delay
  for the site when it is larger).
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
import uuid
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager, suppress
from dataclasses import dataclass, field

from comspider.state.protocols import SiteLeaseStore

logger = logging.getLogger(__name__)


@dataclass(slots=True)
class _Gate:
    semaphore: asyncio.Semaphore
    users: int = 0  # holders and waiters; the gate is dropped when it falls to 0


@dataclass(slots=True)
class Ticket:
    """One holder of a site's gate (give it back with :meth:`SiteGate.release`)."""

    site: str
    token: str = field(default_factory=lambda: uuid.uuid4().hex)
    since: float = field(default_factory=time.monotonic)
    shared: bool = False
    released: bool = False


class SiteGate:
    """``ticket = await gate.acquire(site)`` ... ``gate.release(ticket)``, or
    ``async with gate.hold(site): ...``: at most ``limit`` holders per site at once."""

    def __init__(
        self,
        limit: int,
        leases: SiteLeaseStore | None = None,
        *,
        ttl: float,
        poll: float,
        max_hold: float,
        gap: float = 0.0,
    ) -> None:
        self.limit = max(1, int(limit))
        self.leases = leases
        self.gap = max(0.0, float(gap))
        self.ttl = max(float(ttl), 1.0)
        self.poll = max(float(poll), 0.01)
        self.max_hold = float(max_hold)
        self._gates: dict[str, _Gate] = {}
        self._held: dict[str, Ticket] = {}  # token -> shared ticket, for renewal
        self._renewer: asyncio.Task[None] | None = None
        self.waited = 0  # entries that had to wait for another visit of their site
        self.lost = 0  # shared leases that expired while held (a stalled worker)

    async def acquire(self, site: str, gap: float | None = None) -> Ticket:
        """``gap``: this visit's spacing from the site's last start, when it differs
        from the gate's (AutoThrottle's current delay for the site)."""
        gate = self._gates.get(site)
        if gate is None:
            gate = self._gates[site] = _Gate(asyncio.Semaphore(self.limit))
        gate.users += 1
        ticket = Ticket(site)
        try:
            if gate.semaphore.locked():
                self.waited += 1
            await gate.semaphore.acquire()
        except BaseException:
            self._leave(site, gate)
            raise
        if self.leases is None:
            return ticket
        try:
            await self._lease(ticket, self.gap if gap is None else max(0.0, float(gap)))
        except BaseException:
            gate.semaphore.release()
            self._leave(site, gate)
            raise
        return ticket

    async def _lease(self, ticket: Ticket, gap: float) -> None:
        assert self.leases is not None
        waited = False
        while not self.leases.acquire(ticket.site, ticket.token, self.limit, self.ttl, gap):
            if not waited:
                waited = True
                self.waited += 1
            await asyncio.sleep(self.poll * random.uniform(0.5, 1.5))
        ticket.shared = True
        ticket.since = time.monotonic()
        self._held[ticket.token] = ticket
        if self._renewer is None or self._renewer.done():
            self._renewer = asyncio.ensure_future(self._renew())

    def release(self, ticket: Ticket) -> None:
        if ticket.released:
            return
        ticket.released = True
        if ticket.shared and self.leases is not None:
            self._held.pop(ticket.token, None)
            try:
                self.leases.release(ticket.site, ticket.token)
            except Exception as exc:
                logger.warning("Could not release the site lease of %s: %r", ticket.site, exc)
        gate = self._gates.get(ticket.site)
        if gate is not None:
            gate.semaphore.release()
            self._leave(ticket.site, gate)

    def _leave(self, site: str, gate: _Gate) -> None:
        gate.users -= 1
        if gate.users == 0:
            self._gates.pop(site, None)

    @asynccontextmanager
    async def hold(self, site: str) -> AsyncIterator[None]:
        ticket = await self.acquire(site)
        try:
            yield
        finally:
            self.release(ticket)

    async def _renew(self) -> None:
        """Renew the shared leases held, every third of a lease, while there are any."""
        assert self.leases is not None
        while self._held:
            await asyncio.sleep(self.ttl / 3.0)
            now = time.monotonic()
            for token, ticket in list(self._held.items()):
                if now - ticket.since > self.max_hold:
                    continue  # a visit that never ends: let its lease run out
                try:
                    ok = self.leases.renew(ticket.site, token, self.ttl)
                except Exception as exc:
                    logger.warning("Could not renew the site lease of %s: %r", ticket.site, exc)
                    continue
                if not ok and self._held.pop(token, None) is not None:
                    self.lost += 1
                    logger.warning("The site lease of %s expired while held (a stalled worker?)", ticket.site)

    def close(self) -> None:
        """Give back every shared lease still held (the spider is closing)."""
        if self._renewer is not None:
            self._renewer.cancel()
            self._renewer = None
        for ticket in list(self._held.values()):
            with suppress(Exception):
                self.release(ticket)

    def __len__(self) -> int:
        return len(self._gates)


__all__ = ["SiteGate", "Ticket"]
