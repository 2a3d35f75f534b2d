"""At most N interactions per site at a time.

Scrapy's per-domain concurrency (``CONCURRENT_REQUESTS_PER_DOMAIN``) holds a slot only
while a page downloads; the interaction runs afterwards, in the download middleware, when
the slot is free again. Without a gate, a site's next page starts its scrolling and clicks
while the previous one is still clicking, and each click can fire dozens of requests. The
gate makes the interactions of one site take turns, as its page loads do.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass


@dataclass(slots=True)
class _Gate:
    semaphore: asyncio.Semaphore
    users: int = 0  # holders and waiters; the gate is dropped when it falls to 0


class SiteGate:
    """``async with gate.hold(site): ...`` lets at most ``limit`` holders per site in at
    once. Gates exist only while a site has holders or waiters."""

    def __init__(self, limit: int) -> None:
        self.limit = max(1, int(limit))
        self._gates: dict[str, _Gate] = {}
        self.waited = 0  # entries that had to wait for another interaction of their site

    @asynccontextmanager
    async def hold(self, site: str) -> AsyncIterator[None]:
        gate = self._gates.get(site)
        if gate is None:
            gate = self._gates[site] = _Gate(asyncio.Semaphore(self.limit))
        gate.users += 1
        try:
            if gate.semaphore.locked():
                self.waited += 1
            async with gate.semaphore:
                yield
        finally:
            gate.users -= 1
            if gate.users == 0:
                self._gates.pop(site, None)

    def __len__(self) -> int:
        return len(self._gates)


__all__ = ["SiteGate"]
