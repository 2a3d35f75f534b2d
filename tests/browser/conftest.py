"""Fixtures of the browser tests: one Chromium per module on a loop of its own, a fresh
context per test with comspider's init scripts, and a private redis-server."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import pytest

from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium


class BrowserThread:
    """Chromium driven from a private event loop (pytest-twisted owns the test's loop)."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.pw: Any = None
        self.browser: Any = None

    def run(self, coro: Awaitable[Any], timeout: float = 120) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def start(self) -> None:
        from playwright.async_api import async_playwright

        self.pw = await async_playwright().start()
        self.browser = await self.pw.chromium.launch(
            executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True
        )

    async def stop(self) -> None:
        try:
            await self.browser.close()
        finally:
            await self.pw.stop()

    async def context(self) -> Any:
        """A context like the crawler's: downloads refused, service workers blocked, the
        listener and network hooks and the shadow-root opener in every document."""
        from comspider.browser.clickables import LISTENER_HOOK_JS
        from comspider.browser.settle import NETWORK_HOOK_JS
        from comspider.browser.shadow import OPEN_SHADOW_ROOTS_JS

        ctx = await self.browser.new_context(
            viewport={"width": 1366, "height": 900}, accept_downloads=False, service_workers="block"
        )
        await ctx.add_init_script(LISTENER_HOOK_JS)
        await ctx.add_init_script(NETWORK_HOOK_JS)
        await ctx.add_init_script(OPEN_SHADOW_ROOTS_JS)
        return ctx


@pytest.fixture(scope="module")
def chromium() -> Iterator[BrowserThread]:
    if find_chromium() is None:
        pytest.skip("Debian's chromium is not installed")
    bt = BrowserThread()
    bt.run(bt.start())
    try:
        yield bt
    finally:
        bt.run(bt.stop())
        bt.loop.call_soon_threadsafe(bt.loop.stop)
        bt.thread.join(10)


Scenario = Callable[[Any], Awaitable[Any]]
