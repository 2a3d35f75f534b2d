"""The per-site gate of the interaction: one site's interactions take turns, other
sites' run beside them, and nothing is kept for a site once it is done."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest

from comspider import settings
from comspider.browser.site_gate import SiteGate
from comspider.state.memory import MemorySiteLeases
from comspider_lab.testing import asyncio_test

# a gate with the crawl's lease, poll and longest hold
BOUNDS = {
    "ttl": settings.COMSPIDER_SITE_LEASE_SECONDS,
    "poll": settings.COMSPIDER_SITE_GATE_POLL,
    "max_hold": float(settings.COMSPIDER_VISIT_TIMEOUT),
}


@asyncio_test
async def test_one_site_takes_turns_other_sites_run_beside_it() -> None:
    async def scenario() -> tuple[list[tuple[str, str]], int, int]:
        gate = SiteGate(1, **BOUNDS)
        events: list[tuple[str, str]] = []
        release = {name: asyncio.Event() for name in ("a1", "a2", "b1")}

        async def interact(name: str, site: str) -> None:
            async with gate.hold(site):
                events.append(("start", name))
                await release[name].wait()
                events.append(("end", name))

        tasks = [
            asyncio.create_task(interact(n, s))
            for n, s in (("a1", "a.example"), ("a2", "a.example"), ("b1", "b.example"))
        ]
        for _ in range(5):
            await asyncio.sleep(0)
        started = [n for kind, n in events if kind == "start"]
        assert started == ["a1", "b1"]  # a2 waits for a1; b1 does not wait for anyone
        release["a1"].set()
        release["b1"].set()
        for _ in range(5):
            await asyncio.sleep(0)
        release["a2"].set()
        await asyncio.gather(*tasks)
        return events, gate.waited, len(gate)

    events, waited, left = await scenario()
    assert events.index(("end", "a1")) < events.index(("start", "a2"))
    assert waited == 1 and left == 0


@asyncio_test
async def test_a_limit_of_two_lets_two_in() -> None:
    async def scenario() -> int:
        gate = SiteGate(2, **BOUNDS)
        inside = peak = 0
        done = asyncio.Event()

        async def interact() -> None:
            nonlocal inside, peak
            async with gate.hold("a.example"):
                inside += 1
                peak = max(peak, inside)
                await done.wait()
                inside -= 1

        tasks = [asyncio.create_task(interact()) for _ in range(4)]
        for _ in range(5):
            await asyncio.sleep(0)
        done.set()
        await asyncio.gather(*tasks)
        return peak

    assert await scenario() == 2


@asyncio_test
async def test_workers_sharing_a_lease_store_take_turns_on_a_site() -> None:
    """Two workers (two gates on one lease store, as on one Redis): a site's visits take
    turns across them; the lease is renewed while held, so a long visit keeps it."""
    leases = MemorySiteLeases()
    first, second = (SiteGate(1, leases, ttl=1.0, poll=0.02, max_hold=600.0) for _ in range(2))
    inside = peak = 0
    order: list[str] = []

    async def visit(gate: SiteGate, name: str, seconds: float) -> None:
        nonlocal inside, peak
        async with gate.hold("news.example"):
            inside += 1
            peak = max(peak, inside)
            order.append(name)
            await asyncio.sleep(seconds)
            inside -= 1

    await asyncio.gather(
        visit(first, "a", 1.5),  # longer than a lease: kept by renewal
        visit(second, "b", 0.05),
        visit(first, "c", 0.05),
        visit(second, "d", 0.05),
    )
    assert peak == 1 and sorted(order) == ["a", "b", "c", "d"]
    assert first.lost == second.lost == 0
    assert leases.holders("news.example") == 0


@asyncio_test
async def test_a_dead_workers_site_comes_free_when_its_lease_expires() -> None:
    leases = MemorySiteLeases()
    assert leases.acquire("news.example", "a-worker-killed-mid-visit", 1, 0.3)
    gate = SiteGate(1, leases, ttl=5.0, poll=0.02, max_hold=600.0)
    started = asyncio.get_running_loop().time()
    ticket = await gate.acquire("news.example")
    assert asyncio.get_running_loop().time() - started >= 0.2  # it had to wait for the lease
    assert gate.waited == 1
    gate.release(ticket)
    gate.close()


@asyncio_test
async def test_a_shared_gate_spaces_a_sites_visits_by_the_download_delay() -> None:
    """Two workers with DOWNLOAD_DELAY 60: once the first has begun a visit of a site and
    given it back, the second does not start one there before the gap is over."""
    leases = MemorySiteLeases()
    first, second = (SiteGate(1, leases, ttl=5.0, poll=0.02, max_hold=600.0, gap=60.0) for _ in range(2))
    first.release(await first.acquire("news.example"))
    with pytest.raises(asyncio.TimeoutError):
        await asyncio.wait_for(second.acquire("news.example"), 0.3)
    other = await second.acquire("other.example")  # another site is free
    second.release(other)
    assert second.waited == 1


@asyncio_test
async def test_a_visits_own_gap_overrides_the_gates() -> None:
    """AutoThrottle's delay for a site (passed per visit) spaces the workers' starts
    there even when the gate's own gap (DOWNLOAD_DELAY) is 0."""
    leases = MemorySiteLeases()
    first, second = (SiteGate(1, leases, ttl=5.0, poll=0.02, max_hold=600.0, gap=0.0) for _ in range(2))
    first.release(await first.acquire("news.example", gap=60.0))
    with pytest.raises(asyncio.TimeoutError):
        await asyncio.wait_for(second.acquire("news.example"), 0.3)
    second.release(await asyncio.wait_for(second.acquire("other.example", gap=60.0), 1.0))
    first.close()
    second.close()


# get_crawler passes Scrapy's defaults as set values, so Scrapy's Downloader warns.
@pytest.mark.filterwarnings("ignore:The RANDOMIZE_DOWNLOAD_DELAY setting is deprecated")
def test_the_middleware_asks_for_autothrottles_delay_as_the_gap() -> None:
    """With AutoThrottle on, a visit's gap is the download slot's current delay when it is
    larger than DOWNLOAD_DELAY; before the site has a slot, DOWNLOAD_DELAY."""
    from scrapy.core.downloader import Downloader, Slot
    from scrapy.http import Request

    from comspider.interaction.middleware import InteractionMiddleware
    from comspider_lab.testing import comspider_crawler

    def middleware(autothrottle: bool) -> tuple[InteractionMiddleware, Downloader]:
        crawler = comspider_crawler(
            overrides={
                "COMSPIDER_BACKEND": "memory",
                "COMSPIDER_SITE_GATE_SHARED": True,
                "DOWNLOAD_DELAY": 2.0,
                "AUTOTHROTTLE_ENABLED": autothrottle,
            }
        )
        downloader = Downloader(crawler)
        crawler.engine = SimpleNamespace(downloader=downloader)
        return InteractionMiddleware.from_crawler(crawler), downloader

    request = Request("https://news.example/a", meta={"playwright_include_page": True})
    mw, downloader = middleware(autothrottle=True)
    assert mw._gap(request) is None  # no slot yet: the gate's DOWNLOAD_DELAY
    slot = downloader.slots[downloader.get_slot_key(request)] = Slot(1, 7.5)  # AutoThrottle raised it

    assert mw._gap(request) == 7.5
    slot.delay = 0.5
    assert mw._gap(request) == 2.0  # never under DOWNLOAD_DELAY
    mw, downloader = middleware(autothrottle=False)
    downloader.slots[downloader.get_slot_key(request)] = Slot(1, 7.5)
    assert mw._gap(request) is None
