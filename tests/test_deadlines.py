"""Deadlines on awaits: a hung await is given up on time, without waiting for it to
unwind; a close that hangs is reported, never raised."""

from __future__ import annotations

import asyncio

import pytest

from comspider.deadlines import StopRequested, close_within, run_until, within
from comspider.faults import BrowserDeadline
from comspider_lab.testing import asyncio_test


async def _stubborn(unwound: list[str]) -> None:
    """An await that also hangs while it is being cancelled (a ``finally`` that awaits a
    renderer that no longer answers)."""
    try:
        await asyncio.sleep(3600)
    finally:
        await asyncio.shield(asyncio.sleep(3))
        unwound.append("never")


@asyncio_test
async def test_within_gives_up_on_time_without_waiting_for_the_unwinding() -> None:
    unwound: list[str] = []
    loop = asyncio.get_running_loop()
    started = loop.time()
    with pytest.raises(BrowserDeadline) as caught:
        await within(_stubborn(unwound), 0.2, "page_close")
    assert loop.time() - started < 2  # not the 3 s its unwinding takes
    assert caught.value.reason == "deadline: page_close" and unwound == []
    assert await within(asyncio.sleep(0, result=7), 1.0, "fast") == 7


@asyncio_test
async def test_run_until_stops_on_its_event_or_its_budget() -> None:
    stop = asyncio.Event()
    asyncio.get_running_loop().call_later(0.05, stop.set)
    with pytest.raises(StopRequested):
        await run_until(asyncio.sleep(3600), 60.0, stop)
    with pytest.raises(TimeoutError):
        await run_until(asyncio.sleep(3600), 0.05, asyncio.Event())
    assert await run_until(asyncio.sleep(0, result="done"), 1.0, None) == "done"


class _Target:
    def __init__(self, hang: bool = False, fail: bool = False) -> None:
        self.hang, self.fail, self.closed = hang, fail, False

    def is_closed(self) -> bool:
        return self.closed

    async def close(self) -> None:
        if self.fail:
            raise RuntimeError("Target page, context or browser has been closed")
        if self.hang:
            await asyncio.sleep(3600)
        self.closed = True


@asyncio_test
async def test_close_within_reports_a_hung_close_and_never_raises() -> None:
    assert await close_within(_Target(), 1.0) is True
    assert await close_within(_Target(hang=True), 0.05) is False
    assert await close_within(_Target(fail=True), 1.0) is True  # a crashed browser: nothing to close
