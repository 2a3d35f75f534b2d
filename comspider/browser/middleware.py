"""The interaction download middleware: drives the scrapy-playwright page of every
article request, then closes it and returns a BrowserResponse with the DOM snapshots.

The Playwright page never leaves this middleware: it is popped from the request's
meta here (in process_response and in process_exception alike) and always closed.
"""

from __future__ import annotations

import logging
import time

from playwright.async_api import Page
from scrapy.crawler import Crawler
from scrapy.http import Request, Response
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.browser.interaction import Interaction, InteractionConfig
from comspider.browser.response import BrowserResponse
from comspider.browser.scroll import ScrollLimits
from comspider.browser.snapshot import InteractionReport, Snapshot
from comspider.extraction.model import CommentDetector

logger = logging.getLogger(__name__)

PAGE_KEY = "playwright_page"


async def close_page(request: Request) -> None:
    """Pop the Playwright page from ``request.meta`` and close it (idempotent)."""
    page = request.meta.pop(PAGE_KEY, None)
    if isinstance(page, Page) and not page.is_closed():
        try:
            await page.close()
        except Exception as exc:  # the browser may have crashed
            logger.debug("closing page of %s failed: %s", request.url, exc)


def _config_from_settings(settings) -> InteractionConfig:  # type: ignore[no-untyped-def]
    return InteractionConfig(
        scroll=ScrollLimits(
            max_steps=settings.getint("COMSPIDER_SCROLL_MAX_STEPS", 40),
            max_height=settings.getint("COMSPIDER_SCROLL_MAX_HEIGHT", 60_000),
            max_seconds=settings.getfloat("COMSPIDER_SCROLL_MAX_SECONDS", 20.0),
            pause=settings.getfloat("COMSPIDER_SCROLL_PAUSE", 0.25),
        ),
        max_clicks=settings.getint("COMSPIDER_MAX_CLICKS", 5),
        settle_quiet=settings.getfloat("COMSPIDER_SETTLE_QUIET", 0.5),
        settle_max=settings.getfloat("COMSPIDER_SETTLE_MAX", 5.0),
        page_budget=settings.getfloat("COMSPIDER_PAGE_BUDGET", 90.0),
        max_dom_chars=settings.getint("COMSPIDER_MAX_DOM_CHARS", 15_000_000),
    )


class InteractionMiddleware:
    def __init__(self, crawler: Crawler, config: InteractionConfig, detector: CommentDetector) -> None:
        self.crawler = crawler
        self.stats = crawler.stats
        self.config = config
        self.detector = detector

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> InteractionMiddleware:
        detector_cls = load_object(crawler.settings["COMSPIDER_COMMENT_DETECTOR"])
        return cls(crawler, _config_from_settings(crawler.settings),
                   build_from_crawler(detector_cls, crawler))

    async def process_response(self, request: Request, response: Response) -> Response:
        page = request.meta.get(PAGE_KEY)
        if not isinstance(page, Page):
            return response
        started = time.monotonic()
        try:
            if page.is_closed():
                report, snapshots = InteractionReport(error="page closed (browser crash?)"), []
            else:
                report, snapshots = await Interaction(page, self.config, self.detector).run()
        finally:
            await close_page(request)
        latency = float(request.meta.get("download_latency") or 0.0)
        report.seconds = round(latency + (time.monotonic() - started), 3)
        self._count(report)
        if not snapshots:
            snapshots = [Snapshot(url=response.url, html=response.text, kind="main")]
        main = snapshots[0]
        return BrowserResponse(
            url=main.url,
            status=response.status,
            headers=response.headers,
            body=main.html.encode("utf-8"),
            encoding="utf-8",
            request=request,
            flags=[*response.flags, "interacted"],
            ip_address=response.ip_address,
            snapshots=snapshots,
            report=report,
        )

    async def process_exception(self, request: Request, exception: BaseException) -> None:
        await close_page(request)
        return None

    def _count(self, report: InteractionReport) -> None:
        self.stats.inc_value("comspider/browser/pages")
        self.stats.inc_value("comspider/browser/clicks", report.clicks)
        self.stats.inc_value("comspider/browser/clickables", report.clickables)
        self.stats.inc_value(f"comspider/browser/entry_point/{_entry_kind(report.entry_point)}")
        for event in report.events:
            self.stats.inc_value(f"comspider/browser/event/{event.split(':')[0]}")
        if report.error:
            self.stats.inc_value("comspider/browser/interaction_error")


def _entry_kind(entry_point: str | None) -> str:
    if entry_point is None:
        return "none"
    if entry_point in {"static", "scroll"}:
        return entry_point
    return "click"
