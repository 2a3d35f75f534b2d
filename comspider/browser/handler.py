"""scrapy-playwright's download handler with comspider's browser policy.

- Chromium comes from ``COMSPIDER_CHROMIUM`` (Debian's build; no `playwright install`).
- Every page request and every context request passes the BrowserRequestPolicy
  (network guard, then the ad/tracker blocklist and resource types of
  comspider.browser.blocklist), so popups and iframes are covered.
- Every document of every context (popups and iframes included) gets the clickable
  listener hook and the network hook before its own scripts run: the interaction reads
  them (comspider.browser.clickables, comspider.browser.settle); and DuckDuckGo's
  autoconsent, which accepts cookie banners (comspider.browser.autoconsent); and, unless
  ``COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS`` is off, the script that opens closed shadow
  roots (comspider.browser.shadow).
- Unless private networks are allowed, Chromium reaches the web only through the
  EgressProxy, which checks every resolved address at connect time (redirect hops and
  DNS rebinding included).
- A browser that crashes or is killed is reported (one warning, the stat
  ``comspider/browser/disconnected``) and relaunched for the next page by
  scrapy-playwright; a download that still never ends (a navigation that died with the
  browser waits forever in scrapy-playwright) is given up after
  ``COMSPIDER_DOWNLOAD_WATCHDOG`` seconds, with one warning and the stat
  ``comspider/browser/download_hung``: the visit fails for a passing reason and the
  page queue visits it again.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured
from scrapy.http import Request, Response
from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler

from comspider.browser.autoconsent import AutoconsentBridge
from comspider.browser.blocklist import RequestBlocker
from comspider.browser.clickables import LISTENER_HOOK_JS
from comspider.browser.egress import EgressProxy
from comspider.browser.request_filter import BrowserRequestPolicy
from comspider.browser.settle import NETWORK_HOOK_JS
from comspider.browser.shadow import OPEN_SHADOW_ROOTS_JS

logger = logging.getLogger(__name__)


class BrowserDownloadHung(TimeoutError):
    """The browser download of a page did not end within the watchdog's time."""


class BrowserDownloadHandler(ScrapyPlaywrightDownloadHandler):
    abort_request: Any  # scrapy-playwright's PLAYWRIGHT_ABORT_REQUEST predicate, then ours

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        chromium = crawler.settings.get("COMSPIDER_CHROMIUM")
        if not (self.config.cdp_url or self.config.connect_url):
            if not chromium:
                raise NotConfigured(
                    "Chromium not found: install Debian's chromium (apt-get install chromium) "
                    "or set COMSPIDER_CHROMIUM to the browser binary"
                )
            self.config.launch_options["executable_path"] = chromium
        self.policy = BrowserRequestPolicy.from_crawler(crawler)
        blocker = RequestBlocker.from_settings(crawler.settings)
        if blocker is not None:
            self.policy.add_blocker(blocker)
        if self.abort_request is not None:  # a PLAYWRIGHT_ABORT_REQUEST of the project's own
            self.policy.add_blocker(_as_blocker(self.abort_request))
        self.abort_request = self.policy.should_abort
        self.watchdog = crawler.settings.getfloat("COMSPIDER_DOWNLOAD_WATCHDOG")
        self.autoconsent = AutoconsentBridge.from_settings(crawler.settings)  # None: not installed/off
        self.open_closed_shadow_roots = crawler.settings.getbool("COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS")
        self._closing = False
        self.egress: EgressProxy | None = None
        if not self.policy.guard.allow_private and not (self.config.cdp_url or self.config.connect_url):
            self.egress = EgressProxy(self.policy.guard)

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> BrowserDownloadHandler:
        return cls(crawler)

    async def _launch(self) -> None:
        if self.egress is not None:
            await self.egress.start()
            options = self.config.launch_options
            # "<-loopback>" removes Chromium's implicit proxy bypass for localhost.
            options["proxy"] = {"server": self.egress.url, "bypass": "<-loopback>"}
            options["args"] = [
                *options.get("args", []),
                "--force-webrtc-ip-handling-policy=disable_non_proxied_udp",
            ]
            logger.info("Browser traffic goes through the guarded egress proxy %s", self.egress.url)
        await super()._launch()

    async def _download_request(self, request: Request, spider: Any = None) -> Response:
        if self.watchdog <= 0:
            return await super()._download_request(request, spider)
        try:
            async with asyncio.timeout(self.watchdog) as deadline:
                return await super()._download_request(request, spider)
        except TimeoutError:
            if not deadline.expired():  # a timeout of the download itself, not the watchdog's
                raise
            self.stats.inc_value("comspider/browser/download_hung")
            logger.warning(
                "Browser download of %s did not end within %.0f s (COMSPIDER_DOWNLOAD_WATCHDOG; "
                "a crashed browser?): this visit fails and the page is visited again",
                request.url,
                self.watchdog,
            )
            raise BrowserDownloadHung(f"browser download did not end within {self.watchdog:.0f} s") from None

    async def _browser_disconnected_callback(self) -> None:
        if not self._closing:
            self.stats.inc_value("comspider/browser/disconnected")
            logger.warning(
                "Chromium disconnected (crashed or killed): its open pages fail and are retried, "
                "and a new browser is launched for the next page"
            )
        await super()._browser_disconnected_callback()

    async def _close(self) -> None:
        self._closing = True
        try:
            await super()._close()
        finally:
            if self.egress is not None:
                await self.egress.stop()

    async def _create_browser_context(
        self, name: str, context_kwargs: dict | None, spider: Any = None
    ) -> Any:
        wrapper = await super()._create_browser_context(name, context_kwargs, spider)
        await wrapper.context.route("**/*", self.policy.route)
        await wrapper.context.add_init_script(LISTENER_HOOK_JS)
        await wrapper.context.add_init_script(NETWORK_HOOK_JS)
        if self.autoconsent is not None:
            await self.autoconsent.install(wrapper.context)
        if self.open_closed_shadow_roots:  # COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS
            await wrapper.context.add_init_script(OPEN_SHADOW_ROOTS_JS)
        return wrapper


def _as_blocker(predicate: Any) -> Any:
    """A PLAYWRIGHT_ABORT_REQUEST predicate (bool or awaitable bool) as a policy blocker."""

    async def blocker(request: Any) -> str | None:
        verdict = predicate(request)
        if hasattr(verdict, "__await__"):
            verdict = await verdict
        return "custom" if verdict else None

    return blocker
