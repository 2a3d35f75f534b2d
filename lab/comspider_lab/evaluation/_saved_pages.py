"""Open pages in Debian's Chromium for the blocking and consent evaluations, recording
every request they make.

Saved pages (fundus) are served at their original URL through request interception, as
``comspider_lab.training.clickable_pages`` does, but with their inline scripts running
(tag-manager snippets, consent stubs and ad set-ups then make the requests they make on
the live site, as far as they can without their external scripts). Every other request
is recorded and aborted; the browser also resolves no host name at all
(``--host-resolver-rules``), so a WebSocket or anything else that escapes interception
still cannot leave the machine. Live pages (the offline web, on loopback) load normally,
their requests recorded.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import Browser, BrowserContext, Page, Route, async_playwright

from comspider.browser.blocklist import document_url
from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium
from comspider_lab.training.clickable_pages import VIEWPORT, prepare_html

logger = logging.getLogger(__name__)

NO_EGRESS_ARGS = ["--host-resolver-rules=MAP * ~NOTFOUND"]


@dataclass(slots=True)
class Seen:
    """One request a page made (the article's own document excluded)."""

    url: str
    resource_type: str
    source: str  # the requesting document's URL
    subframe: bool  # a frame's own navigation


@dataclass(slots=True)
class PageRun:
    key: str
    url: str
    requests: list[Seen] = field(default_factory=list)
    error: str | None = None
    extra: dict[str, Any] = field(default_factory=dict)


def record(run: PageRun, request: Any) -> bool:
    """Note ``request``; True when it is the page's own top-level navigation."""
    try:
        frame = request.frame
        navigation = bool(request.is_navigation_request())
        subframe = frame.parent_frame is not None
    except Exception:  # noqa: BLE001 - a service worker's request has no frame
        frame, navigation, subframe = None, False, False
    if navigation and not subframe:
        return True
    run.requests.append(Seen(request.url, request.resource_type, document_url(frame, navigation), subframe))
    return False


async def serve_saved(page: Page, run: PageRun, html: bytes) -> None:
    """Serve ``html`` as ``run.url``; record and abort every other request."""
    body, content_type = prepare_html(html)
    served = False

    async def handle(route: Route) -> None:
        nonlocal served
        top = record(run, route.request)
        if top and not served:
            served = True
            await route.fulfill(status=200, body=body, headers={"content-type": content_type})
        else:
            await route.abort()

    await page.route("**/*", handle)


async def watch_live(page: Page, run: PageRun) -> None:
    """Record the requests of a page loaded from the network (loopback)."""

    async def handle(route: Route) -> None:
        record(run, route.request)
        await route.fallback()

    await page.route("**/*", handle)


class Sandbox:
    """One headless Chromium; :meth:`map` runs a job per item, each in a fresh context."""

    def __init__(self, concurrency: int = 3, *, offline: bool = True) -> None:
        self.concurrency = max(1, concurrency)
        self.offline = offline
        self._pw: Any = None
        self.browser: Browser | None = None

    async def __aenter__(self) -> Sandbox:
        self._pw = await async_playwright().start()
        args = [*CHROMIUM_ARGS, *(NO_EGRESS_ARGS if self.offline else [])]
        self.browser = await self._pw.chromium.launch(
            executable_path=find_chromium(), args=args, headless=True
        )
        return self

    async def __aexit__(self, *exc: object) -> None:
        if self.browser is not None:
            await self.browser.close()
        if self._pw is not None:
            await self._pw.stop()

    async def map(
        self,
        items: Sequence[Any],
        job: Callable[[BrowserContext, Any], Awaitable[Any]],
        *,
        progress: bool = True,
    ) -> list[Any]:
        assert self.browser is not None
        queue: asyncio.Queue[tuple[int, Any]] = asyncio.Queue()
        for i, item in enumerate(items):
            queue.put_nowait((i, item))
        results: list[Any] = [None] * len(items)
        done = 0

        async def worker() -> None:
            nonlocal done
            assert self.browser is not None
            while not queue.empty():
                i, item = queue.get_nowait()
                context = await self.browser.new_context(viewport=VIEWPORT, service_workers="block")
                try:
                    results[i] = await asyncio.wait_for(job(context, item), 90)
                except Exception as exc:  # noqa: BLE001 - one page must not stop the batch
                    logger.warning(
                        "page %r failed: %s", item, str(exc).splitlines()[0][:200] if str(exc) else exc
                    )
                    results[i] = exc
                finally:
                    await context.close()
                done += 1
                if progress and done % 25 == 0:
                    logger.info("%d/%d pages", done, len(items))

        await asyncio.gather(*(worker() for _ in range(self.concurrency)))
        return results


async def settle_briefly(page: Page, seconds: float) -> None:
    """The load event (bounded), then ``seconds`` for timers and late requests."""
    try:
        await page.wait_for_load_state("load", timeout=10_000)
    except Exception:  # noqa: BLE001 - a page whose load never ends is measured as it is
        pass
    await asyncio.sleep(seconds)
