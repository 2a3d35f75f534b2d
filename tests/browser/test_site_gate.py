"""The per-site gate of the interaction: one site's interactions take turns, other
sites' run beside them, and nothing is kept for a site once it is done."""

from __future__ import annotations

import asyncio

from comspider.browser.site_gate import SiteGate
from comspider_lab.testing import asyncio_test


@asyncio_test
async def test_one_site_takes_turns_other_sites_run_beside_it() -> None:
    async def scenario() -> tuple[list[tuple[str, str]], int, int]:
        gate = SiteGate(1)
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
        gate = SiteGate(2)
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
