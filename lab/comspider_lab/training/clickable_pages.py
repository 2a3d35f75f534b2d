"""Open saved pages in Debian's Chromium, offline, and run the clickable collector on them.

Each page is served at its original URL through Playwright request interception, so
relative links resolve and "another host" means what it means on the live site. Every
other request (scripts, CSS, images, frames, fonts) is aborted: nothing leaves the
machine. The document is served with ``Content-Security-Policy: script-src 'none'``: the
page's own scripts do not run (deterministic DOM), yet the browser still treats
scripting as enabled, so ``<noscript>`` content is not rendered, as on the live site; the
collector itself runs through the DevTools protocol, which the CSP does not restrict.
``<meta http-equiv=refresh>`` is removed so that no page navigates away.

Without external CSS and icon fonts, icon-only links have no size; saved pages are
therefore collected with ``keep_zero_size=True`` (still dropping what inline styles and
``<style>`` blocks hide).
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from playwright.async_api import Browser, Page, Route, ViewportSize, async_playwright

from comspider import settings
from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium
from comspider.interaction.clickables import Collection, collect

logger = logging.getLogger(__name__)

_META_REFRESH = re.compile(rb"<meta[^>]+http-equiv\s*=\s*[\"']?refresh[^>]*>", re.IGNORECASE)
CSP = "script-src 'none'; object-src 'none'; frame-src 'none'; worker-src 'none'"
VIEWPORT: ViewportSize = {"width": 1280, "height": 900}


def prepare_html(html: bytes) -> tuple[bytes, str]:
    """(body, content type) to serve: meta refreshes removed, UTF-8 declared when valid."""
    body = _META_REFRESH.sub(b"", html)
    try:
        body.decode("utf-8")
        return body, "text/html; charset=utf-8"
    except UnicodeDecodeError:
        return body, "text/html"


async def load_saved(page: Page, url: str, html: bytes, *, timeout_ms: int = 30_000) -> None:
    """Navigate ``page`` to ``url`` served from ``html``; every other request is aborted."""
    body, content_type = prepare_html(html)
    served = False

    async def handle(route: Route) -> None:
        nonlocal served
        request = route.request
        if not served and request.is_navigation_request() and request.frame == page.main_frame:
            served = True
            await route.fulfill(
                status=200,
                body=body,
                headers={"content-type": content_type, "content-security-policy": CSP},
            )
        else:
            await route.abort()

    await page.route("**/*", handle)
    try:
        await page.goto(url, wait_until="domcontentloaded", timeout=timeout_ms)
    finally:
        await page.unroute("**/*")


async def collect_saved(
    page: Page, url: str, html: bytes, *, marks: dict[str, str] | None = None, **options: Any
) -> Collection:
    """Load a saved page offline and collect its clickables (zero-size ones kept)."""
    await load_saved(page, url, html)
    options.setdefault("keep_zero_size", True)
    options.setdefault("limit", settings.COMSPIDER_MAX_CLICKABLES)  # as the crawl collects
    return await collect(page, marks=marks, **options)


class OfflineBrowser:
    """One headless Chromium; ``run`` maps an async job over items with N pages at once."""

    def __init__(self, concurrency: int = 4) -> None:
        self.concurrency = max(1, concurrency)
        self._pw: Any = None
        self.browser: Browser | None = None

    async def __aenter__(self) -> OfflineBrowser:
        self._pw = await async_playwright().start()
        self.browser = await self._pw.chromium.launch(
            executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True
        )
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self.browser is not None:
            await self.browser.close()
        if self._pw is not None:
            await self._pw.stop()

    async def run(
        self,
        items: Sequence[Any],
        job: Callable[[Page, Any], Awaitable[Any]],
    ) -> list[Any]:
        """``job(page, item)`` for each item in a fresh context; exceptions are returned."""
        assert self.browser is not None
        queue: asyncio.Queue[tuple[int, Any]] = asyncio.Queue()
        for i, item in enumerate(items):
            queue.put_nowait((i, item))
        results: list[Any] = [None] * len(items)

        async def worker() -> None:
            assert self.browser is not None
            while not queue.empty():
                i, item = queue.get_nowait()
                context = await self.browser.new_context(
                    viewport=VIEWPORT, java_script_enabled=True, service_workers="block"
                )
                try:
                    page = await context.new_page()
                    results[i] = await job(page, item)
                except Exception as exc:  # noqa: BLE001 - one bad page must not stop the batch
                    logger.warning("offline page %r failed: %s", item, str(exc).splitlines()[0][:200])
                    results[i] = exc
                finally:
                    await context.close()

        await asyncio.gather(*(worker() for _ in range(self.concurrency)))
        return results
