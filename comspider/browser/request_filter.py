"""Which browser requests to abort: the network guard first, then the blocklists.

Installed by the download handler on every page (through scrapy-playwright's
``abort_request`` hook) and on every browser context (so popups are covered too).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from playwright.async_api import Request as PlaywrightRequest
from playwright.async_api import Route
from scrapy.crawler import Crawler
from scrapy.statscollectors import StatsCollector

from comspider.browser.visit_limits import limits_of
from comspider.netguard import AddressGuard

logger = logging.getLogger(__name__)

# A further predicate (e.g. the ad/tracker blocklist); returns a reason slug or None.
Blocker = Callable[[PlaywrightRequest], "str | Awaitable[str | None] | None"]


class BrowserRequestPolicy:
    def __init__(
        self, guard: AddressGuard, blockers: list[Blocker] | None = None, stats: StatsCollector | None = None
    ) -> None:
        self.guard = guard
        self.blockers = list(blockers or [])
        self.stats = stats

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> BrowserRequestPolicy:
        return cls(AddressGuard.from_crawler(crawler), stats=crawler.stats)

    def add_blocker(self, blocker: Blocker) -> None:
        self.blockers.append(blocker)

    async def should_abort(self, request: PlaywrightRequest) -> bool:
        reason = await self.guard.reason(request.url, browser=True)
        if reason:
            self.guard.record(request.url, reason, "browser")
            return True
        for blocker in self.blockers:
            verdict = blocker(request)
            if hasattr(verdict, "__await__"):
                verdict = await verdict  # type: ignore[misc]
            if verdict:
                if self.stats is not None:
                    self.stats.inc_value(f"comspider/browser/blocked/{verdict}")
                return True
        return False

    async def route(self, route: Route, request: PlaywrightRequest) -> None:
        """Context-level route handler (pages without their own route, e.g. popups).
        A popup past its visit's bound (comspider.browser.visit_limits) loads nothing
        while it is being closed."""
        try:
            if _excess_popup(request) or await self.should_abort(request):
                await route.abort("blockedbyclient")
            else:
                await route.fallback()
        except Exception as exc:  # the page may be closing; never break the crawl here
            logger.debug("route handler for %s failed: %s", request.url[:200], exc)


def _excess_popup(request: PlaywrightRequest) -> bool:
    try:
        page = request.frame.page
        limits = limits_of(page.context)
    except Exception:
        return False
    return limits is not None and limits.refuses(page)
