"""scrapy-playwright's download handler with comspider's browser policy.

- Chromium comes from ``COMSPIDER_CHROMIUM`` (Debian's build; no `playwright install`),
  with the flags of comspider.browser.chromium (nothing calls home, WebRTC sends no UDP
  outside a proxy).
- Every page request and every context request passes the BrowserRequestPolicy
  (network guard, then the ad/tracker blocklist and resource types of
  comspider.browser.blocklist), so popups and iframes are covered.
- Every document of every context (popups and iframes included) gets the clickable
  listener hook and the network hook before its own scripts run (``js/``): the
  interaction reads them (comspider.interaction.clickables, comspider.interaction.settle);
  and DuckDuckGo's autoconsent, which accepts cookie banners (comspider.browser.autoconsent);
  and, unless ``COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS`` is off, the script that opens closed
  shadow roots (``js/open_shadow_roots.js``).
- Unless private networks are allowed, Chromium reaches the web only through the
  EgressProxy, which checks every resolved address at connect time (redirect hops and
  DNS rebinding included).
- Each article visit is alone in a browser context (``COMSPIDER_CONTEXT_PER_VISIT``),
  at most ``COMSPIDER_BROWSER_PAGES`` at once, watched by its VisitLimits (popups, frames,
  requests, memory) and closed with a deadline (comspider.browser.visits); a context whose
  visit ended well serves later visits, one after another, its pages closed and its
  storage cleared in between (``COMSPIDER_CONTEXT_REUSE_VISITS``,
  comspider.browser.context_pool; never while recording or replaying an archive).
- A visit starts when its page begins to load (its browser slot and its site's turn
  taken): the handler says so (``comspider.signals.visit_started``) and notes the time
  (``comspider_started_at``: failed visits record their real seconds).
- A browser that crashes or is killed is reported (one warning, the stat
  ``comspider/browser/disconnected``) and relaunched for the next page by
  scrapy-playwright; a download that still never ends (a navigation that died with the
  browser waits forever in scrapy-playwright) is given up after
  ``COMSPIDER_DOWNLOAD_WATCHDOG`` seconds, with one warning and the stat
  ``comspider/browser/download_hung``. Both lose the visit its browser: the interaction
  middleware tries it again in the same run.
- A page that passes a bound while it loads (frames, requests, memory) keeps what it
  loaded: the download ends there and the interaction, stopped at once, snapshots the
  page as it is (the comments of a huge thread that fit). A page that navigates away by
  itself while it loads (a refresh loop, a redirect by script) keeps what its first
  document held: the HTML it was served (comspider.faults.PageLimit only when nothing
  is left to read).
- HTTP first (``COMSPIDER_HTTP_FIRST``): a page whose document was fetched over HTTP
  before it came here has its navigation answered with that document by the page's route
  (no second load of it from the site: comspider.browser.served_documents); the fetch
  asks :meth:`BrowserDownloadHandler.browser_headers` for the browser's own headers.
- Closing the browser at the end of a crawl is bounded too: a browser that does not close
  within ``COMSPIDER_BROWSER_CLOSE_TIMEOUT`` is killed.
- One handler per crawler serves both schemes: Scrapy builds a handler for each entry of
  ``DOWNLOAD_HANDLERS`` (``http`` and ``https``), and two scrapy-playwright handlers are
  two Playwright drivers, two browsers, two egress proxies, two blocklists and consent
  bundles loaded (and logged) twice. ``from_crawler`` hands Scrapy the crawler's one
  instance for every scheme; ``close`` runs once.
"""

from __future__ import annotations

import asyncio
import logging
import time
import weakref
from typing import Any

from playwright.async_api import Error as PlaywrightError
from playwright.async_api import Page
from playwright.async_api import TimeoutError as PlaywrightTimeoutError
from scrapy.crawler import Crawler
from scrapy.exceptions import NotConfigured
from scrapy.http import HtmlResponse, Request, Response
from scrapy_playwright._utils import _is_safe_close_error
from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler

from comspider.archive.reader import replay_archive
from comspider.archive.recorder import ArchiveRecorder
from comspider.archive.replay import Replayer
from comspider.browser.autoconsent import AutoconsentBridge
from comspider.browser.blocklist import RequestBlocker
from comspider.browser.chromium import flag_list, headless_shell_beside, with_flags
from comspider.browser.egress import EgressProxy
from comspider.browser.processes import RendererGuard, kill_browser_processes
from comspider.browser.request_filter import BrowserRequestPolicy
from comspider.browser.served_documents import (
    CHROMIUM_ACCEPT,
    HANDED_OVER_KEY,
    SERVED_KEY,
    ServedDocument,
    ServedDocuments,
)
from comspider.browser.visit_limits import popup_guard_js, request_guard_js
from comspider.browser.visits import BrowserVisits, Visit
from comspider.deadlines import close_within, within
from comspider.faults import BrowserClosed, BrowserDeadline, PageLimit, VisitAborted
from comspider.page_scripts import init_script
from comspider.request_meta import (
    CONTEXT_KEY,
    LOAD_TIMEOUT,
    LOST_KEY,
    PAGE_KEY,
    STARTED_AT_KEY,
    UNTIMED_KEY,
    VISIT_CONTEXT_PREFIX,
    VISIT_SERIAL_KEY,
)
from comspider.signals import browser_launched, browser_launching, visit_started
from comspider.snapshots import BrowserResponse, InteractionReport, Snapshot

logger = logging.getLogger(__name__)

# What every document of a crawl context gets before its own scripts (js/): the clickable
# listener hook and the network hook the interaction reads, and the closed shadow roots
# opened (COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS).
LISTENER_HOOK = init_script("comspider.browser", "listener_hook.js")
NETWORK_HOOK = init_script("comspider.browser", "network_hook.js")
OPEN_SHADOW_ROOTS = init_script("comspider.browser", "open_shadow_roots.js")

# Seconds before the browser's user agent is asked again after a failure (HTTP first).
AGENT_RETRY = 60.0
# The crawler's one handler (module docstring). Not a crawler_part: building the handler
# makes crawler parts of its own, under that registry's lock.
_HANDLERS: weakref.WeakKeyDictionary[Crawler, BrowserDownloadHandler] = weakref.WeakKeyDictionary()


def _quiet_page_loggers(settings: Any) -> None:
    """scrapy-playwright logs each request and response of a page at DEBUG, and asks
    Playwright's driver for a header of each first (a round trip per request and per
    response), whenever its logger lets DEBUG through: always in a crawl, where Scrapy
    filters in its log handler and leaves the loggers at NOTSET. A crawl whose LOG_LEVEL
    drops those lines anyway sets that logger to its level, so the page gets no such
    listeners; a crawl at DEBUG keeps them."""
    level = settings.get("LOG_LEVEL")
    number = logging.getLevelName(level.upper()) if isinstance(level, str) else level
    wanted = number if isinstance(number, int) and number > logging.DEBUG else logging.NOTSET
    logging.getLogger("scrapy-playwright").setLevel(wanted)


class BrowserDownloadHung(BrowserDeadline):
    """The browser download of a page did not end within the watchdog's time (the
    navigation's own timeout is far shorter: the browser is what hangs)."""

    lost_browser = True

    def __init__(self, seconds: float) -> None:
        super().__init__("download", seconds)


class BrowserDownloadHandler(ScrapyPlaywrightDownloadHandler):
    abort_request: Any  # scrapy-playwright's PLAYWRIGHT_ABORT_REQUEST predicate, then ours

    def __init__(self, crawler: Crawler) -> None:
        super().__init__(crawler)
        self.crawler = crawler
        settings = crawler.settings
        _quiet_page_loggers(settings)
        chromium = settings.get("COMSPIDER_CHROMIUM")
        self.remote = bool(self.config.cdp_url or self.config.connect_url)
        if not self.remote:
            if not chromium:
                raise NotConfigured(
                    "Chromium not found: install Debian's chromium (apt-get install chromium) "
                    "or set COMSPIDER_CHROMIUM to the browser binary"
                )
            # the headless shell installed with that Chromium, when headless (COMSPIDER_HEADLESS_SHELL)
            headless = self.config.launch_options.get("headless", True)
            if headless and settings.getbool("COMSPIDER_HEADLESS_SHELL"):
                chromium = headless_shell_beside(chromium) or chromium
            self.config.launch_options["executable_path"] = chromium
            # Ctrl-C in a terminal reaches the Playwright driver too (one process group):
            # left to it, the driver closes Chromium under the visits Scrapy's shutdown is
            # finishing, and they fail as a browser crash. The crawl closes its browser itself.
            self.config.launch_options.setdefault("handle_sigint", False)
            self.config.launch_options.setdefault("handle_sigterm", False)
            logger.info("Browser: %s", chromium)
            # COMSPIDER_CHROMIUM_EXTRA_ARGS: switches of the user's, joined to the crawl's own
            extra_args = flag_list(settings.get("COMSPIDER_CHROMIUM_EXTRA_ARGS"))
            if extra_args:
                options = self.config.launch_options
                options["args"] = with_flags(options.get("args") or [], extra_args)
        self.policy = BrowserRequestPolicy.from_crawler(crawler)
        blocker = RequestBlocker.from_settings(settings)
        if blocker is not None:
            self.policy.add_blocker(blocker)
        if self.abort_request is not None:  # a PLAYWRIGHT_ABORT_REQUEST of the project's own
            self.policy.add_blocker(_as_blocker(self.abort_request))
        self.abort_request = self.policy.should_abort
        self.watchdog = settings.getfloat("COMSPIDER_DOWNLOAD_WATCHDOG")
        self.close_timeout = settings.getfloat("COMSPIDER_BROWSER_CLOSE_TIMEOUT")
        self.per_visit = settings.getbool("COMSPIDER_CONTEXT_PER_VISIT")
        self.visits = BrowserVisits.of(crawler)
        self.visits.restart = self.restart_browser
        self.autoconsent = AutoconsentBridge.from_settings(settings)  # None: not installed/off
        self.open_closed_shadow_roots = settings.getbool("COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS")
        self._closing = False
        self._closed = False
        self._launch_told = False  # a launch under way was announced (_maybe_launch_browser)
        self.served = ServedDocuments.of(crawler)
        self._agent_lock: asyncio.Lock | None = None
        self._agent_retry_at = 0.0  # time.monotonic() when the user agent may be asked again
        # The archive (comspider.archive): each visit's network recorded, or, replaying,
        # every browser request answered from a recorded archive instead of the network.
        self.archive = ArchiveRecorder.of(crawler)
        replayed = replay_archive(crawler)
        self.replayer = Replayer(replayed, self.stats) if replayed is not None else None
        if self.archive.recording or self.replayer is not None:
            # a context's recorded traffic and replay session are one visit's
            self.visits.pool.reuse_visits = 1
        self.egress: EgressProxy | None = None
        if not self.policy.guard.allow_private and not self.remote:
            self.egress = EgressProxy(self.policy.guard)
        # a renderer holding more than a page may is killed (read from /proc: a browser
        # of our own only)
        self.renderer_guard = RendererGuard(
            0.0 if self.remote else settings.getfloat("COMSPIDER_MAX_RENDERER_MB"),
            settings.getfloat("COMSPIDER_RENDERER_GUARD_INTERVAL"),
            stats=crawler.stats,
        )

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> BrowserDownloadHandler:
        # the same instance for http and https (module docstring)
        handler = _HANDLERS.get(crawler)
        if handler is None:
            handler = _HANDLERS[crawler] = cls(crawler)
        return handler

    @classmethod
    def of(cls, crawler: Crawler) -> BrowserDownloadHandler | None:
        """The crawler's handler, once Scrapy has built it (None in a crawl without it)."""
        return _HANDLERS.get(crawler)

    async def browser_headers(self) -> dict[str, str] | None:
        """The headers the browser's navigations send that decide which document a site
        serves (its ``User-Agent``, read from the browser once, and Chromium's ``Accept``):
        HTTP first's fetch sends them. None when the browser cannot tell (then no fetched
        document is handed over)."""
        if self.served.browser_headers is not None or time.monotonic() < self._agent_retry_at:
            return self.served.browser_headers
        if self._agent_lock is None:
            self._agent_lock = asyncio.Lock()
        async with self._agent_lock:  # the visits that ask meanwhile wait for the one answer
            if self.served.browser_headers is None and time.monotonic() >= self._agent_retry_at:
                timeout = (self.config.navigation_timeout_ms or 30_000) / 1000.0
                try:
                    agent = await within(self._user_agent(), timeout, "user_agent")
                except Exception as exc:
                    self._agent_retry_at = time.monotonic() + AGENT_RETRY
                    logger.info(
                        "The browser's user agent is unknown (%s): pages fetched over HTTP are loaded "
                        "again by the browser (asked again in %.0f s)",
                        f"{type(exc).__name__}: {exc}"[:200],
                        AGENT_RETRY,
                    )
                else:
                    self.served.browser_headers = {
                        "User-Agent": agent,
                        "Accept": CHROMIUM_ACCEPT,
                        "Upgrade-Insecure-Requests": "1",
                    }
        return self.served.browser_headers

    async def _user_agent(self) -> str:
        await self._maybe_launch_browser()
        session = await self.browser.new_browser_cdp_session()
        try:
            version = await session.send("Browser.getVersion")
        finally:
            await session.detach()
        return str(version["userAgent"])

    async def close(self) -> None:
        # Scrapy closes the handler of each scheme: the shared one closes once.
        if self._closed:
            return
        self._closed = True
        await super().close()

    async def _maybe_launch_browser(self) -> None:
        # A launch says when it starts and ends (comspider.signals), so that what it costs
        # is read apart from the visits (``comspider/cpu/browser_launch``); the visits that
        # wait for the same launch say nothing.
        if hasattr(self, "browser") or self._launch_told:
            await super()._maybe_launch_browser()
            return
        self._launch_told = True
        self.crawler.signals.send_catch_log(browser_launching)
        try:
            await super()._maybe_launch_browser()
        finally:
            self._launch_told = False
            self.crawler.signals.send_catch_log(browser_launched)

    async def _launch(self) -> None:
        if self.egress is not None:
            await self.egress.start()
            options = self.config.launch_options
            # "<-loopback>" removes Chromium's implicit proxy bypass for localhost.
            options["proxy"] = {"server": self.egress.url, "bypass": "<-loopback>"}
            logger.info("Browser traffic goes through the guarded egress proxy %s", self.egress.url)
        await super()._launch()
        self.renderer_guard.start()

    # -- downloads ---------------------------------------------------------------------
    async def _download_request(self, request: Request, spider: Any = None) -> Response:
        if self.visits.aborting:
            raise VisitAborted(detail="the crawl is stopping")
        if not (self.per_visit and request.meta.get("playwright_include_page")):
            if self.served.take(request.meta.pop(SERVED_KEY, None)) is not None:  # no visit of its own
                self.served.count("second_load/shared_context")
            self._started(request)
            return await self._watched(request, spider)
        # a try after a lost browser is alone in it: a page that crashes the browser
        # crashes no other site's visit with it
        visit = await self.visits.open(request.url, alone=int(request.meta.get(LOST_KEY) or 0) > 0)
        if self.visits.aborting:
            await self.visits.close(visit.name)
            raise VisitAborted(detail="the crawl is stopping")
        request.meta[CONTEXT_KEY] = visit.name
        request.meta[VISIT_SERIAL_KEY] = visit.serial
        visit.served = self.served.take(request.meta.pop(SERVED_KEY, None))
        self._started(request)
        try:
            await self.visits.prepare(visit)
            response = await self._watched(request, spider, visit)
            if visit.handed_over:  # its navigation was answered with the fetched document
                request.meta[HANDED_OVER_KEY] = True
            return response
        except BaseException:
            # the page never reaches the interaction middleware: its context goes now
            request.meta.pop(PAGE_KEY, None)
            await self.visits.close(visit.name, serial=visit.serial)
            raise

    def _started(self, request: Request) -> None:
        """The visit begins: its time (kept over the tries of a visit that lost its
        browser), and the page queue is told."""
        request.meta.setdefault(STARTED_AT_KEY, time.time())
        self.crawler.signals.send_catch_log(visit_started, request=request)

    async def _create_page(self, request: Request, spider: Any) -> Page:
        page = await super()._create_page(request, spider)
        # scrapy-playwright counts every request and response of the page by resource type
        # (the stats playwright/request_count/* and playwright/response_count/*, which
        # nothing of comspider reads): each count is a listener call that Playwright's
        # client wraps per event (inspect.signature of the listener, its arguments mapped
        # to API objects), 0.1-0.4 ms of Python CPU per request. The crawl counts a
        # visit's requests itself (comspider.browser.visit_limits).
        for event, listener in (
            ("request", self._increment_request_stats),
            ("response", self._increment_response_stats),
        ):
            try:
                page.remove_listener(event, listener)
            except Exception as exc:  # never fails the visit
                logger.debug("scrapy-playwright's %s stats listener not removed: %s", event, exc)
        visit = self.visits.visit(str(request.meta.get(CONTEXT_KEY, "")))
        if visit is not None:
            visit.watch_first_document(page)
        return page

    async def _watched(self, request: Request, spider: Any, visit: Visit | None = None) -> Response:
        """The download, given up when the watchdog's time is over (a browser that died
        mid-navigation), when the page passes a bound while it loads (what it loaded is
        kept), or when its visit ended under it (closed at shutdown, the browser gone:
        scrapy-playwright would wait for a file download that a closed page never
        starts)."""
        started = time.monotonic()
        download = asyncio.ensure_future(super()._download_request(request, spider))
        stop = asyncio.ensure_future(visit.limits.tripped.wait()) if visit is not None else None
        gone = asyncio.ensure_future(visit.ended.wait()) if visit is not None else None
        waiters: set[asyncio.Future[Any]] = {f for f in (download, stop, gone) if f is not None}
        try:
            done, _ = await asyncio.wait(
                waiters,
                timeout=self.watchdog if self.watchdog > 0 else None,
                return_when=asyncio.FIRST_COMPLETED,
            )
        except BaseException:
            download.cancel()
            raise
        finally:
            for waiter in (stop, gone):
                if waiter is not None:
                    waiter.cancel()
        if download in done:
            try:
                return download.result()
            except Exception as exc:
                if visit is not None and visit.limits.tripped.is_set():
                    # the bound failed the load (the renderer guard killed the page's
                    # renderer): what it loaded is kept, as when the bound came first
                    return await self._cut_short(request, visit, started)
                kept = await self._first_document(request, visit, exc, started)
                if kept is None:
                    raise
                return kept
        download.cancel()  # abandoned: a hung navigation must not hold the crawl
        download.add_done_callback(_drop_result)
        if gone is not None and gone in done:
            if self.visits.aborting:
                raise VisitAborted(detail="the crawl is stopping")
            raise BrowserClosed(detail="the browser closed while the page loaded")
        if stop is not None and stop in done and visit is not None:
            return await self._cut_short(request, visit, started)
        self.stats.inc_value("comspider/browser/download_hung")
        logger.warning(
            "Browser download of %s did not end within %.0f s (COMSPIDER_DOWNLOAD_WATCHDOG; "
            "a crashed browser?): this visit fails and the page is visited again",
            request.url,
            self.watchdog,
        )
        raise BrowserDownloadHung(self.watchdog)

    async def _cut_short(self, request: Request, visit: Visit, started: float) -> Response:
        """The page passed a bound while it loaded: the download ends here and the
        interaction (stopped at once) snapshots the page as it is; without a page, what
        its first document was served; without either, the bound is the visit's error."""
        reason = visit.limits.reason or "limit"
        request.meta["download_latency"] = time.monotonic() - started
        request.meta[UNTIMED_KEY] = True  # our bound's time, not the site's: no delay learnt from it
        page = request.meta.get(PAGE_KEY)
        html = await self._served_html(visit)
        if isinstance(page, Page) and not page.is_closed():
            logger.info("%s passed a bound while it loaded (%s): keeping what it loaded", request.url, reason)
            return HtmlResponse(
                url=_page_url(page, request.url),
                body=(html or "").encode("utf-8"),
                encoding="utf-8",
                request=request,
                flags=["playwright", reason],
            )
        if html is not None and visit.first is not None:
            return self._first_document_response(request, visit, html, reason, started)
        raise PageLimit(reason, "while the page loaded")

    async def _first_document(
        self, request: Request, visit: Visit | None, exc: Exception, started: float
    ) -> Response | None:
        """A download that failed because the page navigated away by itself (a refresh
        loop, a reload, a redirect by script) keeps what its first document held; one
        whose document came but did not finish loading in time (a huge thread on a busy
        machine, a script that holds the parser) keeps what it loaded: the interaction
        goes on with it, the thread reported cut short (``load_timeout``), and the visit
        fails (retried) when it finds no comments."""
        if visit is None or visit.first is None:
            return None
        page = request.meta.get(PAGE_KEY)
        if isinstance(exc, PlaywrightTimeoutError) and isinstance(page, Page) and not page.is_closed():
            self.stats.inc_value("comspider/browser/load_timeout")
            logger.info("%s did not finish loading in time: keeping what it loaded", request.url)
            request.meta["download_latency"] = time.monotonic() - started
            # the load timeout's time, not the site's answer: AutoThrottle would make it every later
            # page's delay on the host (a page that never loads slowed the next ones to 40 s)
            request.meta[UNTIMED_KEY] = True
            return HtmlResponse(
                url=_page_url(page, request.url),
                body=(await self._served_html(visit) or "").encode("utf-8"),
                encoding="utf-8",
                request=request,
                flags=["playwright", LOAD_TIMEOUT],
            )
        if not _navigated_away(exc):
            return None
        html = await self._served_html(visit)
        if html is None:
            return None
        self.stats.inc_value("comspider/browser/navigated_away")
        logger.info(
            "%s navigated away by itself while it loaded: reading the HTML its first document held",
            request.url,
        )
        return self._first_document_response(request, visit, html, "navigated_away", started)

    async def _served_html(self, visit: Visit | None) -> str | None:
        """The HTML the visit's first document was served (None when unknown or gone)."""
        first = visit.first if visit is not None else None
        if first is None:
            return None
        try:
            body = await within(first.body(), self.close_timeout, "first_document")
        except Exception as exc:
            logger.debug("the first document of %s is gone: %s", visit.url if visit else "?", exc)
            return None
        return bytes(body).decode("utf-8", errors="replace")

    def _first_document_response(
        self, request: Request, visit: Visit, html: str, why: str, started: float
    ) -> BrowserResponse:
        """The page's first document as the visit's one snapshot (no interaction): its
        page is closed with the visit by the interaction middleware."""
        request.meta.pop(PAGE_KEY, None)
        url = str(getattr(visit.first, "url", "") or request.url)
        report = InteractionReport(
            events=[why],
            truncation=why,
            limit=visit.limits.reason,
            seconds=round(time.monotonic() - started, 3),
        )
        return BrowserResponse(
            url=url,
            status=int(getattr(visit.first, "status", 200) or 200),
            body=html.encode("utf-8"),
            encoding="utf-8",
            request=request,
            flags=["playwright", why],
            snapshots=[Snapshot(url=url, html=html, kind="main")],
            report=report,
        )

    async def _create_browser_context(
        self, name: str, context_kwargs: dict | None, spider: Any = None
    ) -> Any:
        wrapper = await super()._create_browser_context(name, context_kwargs, spider)
        await wrapper.context.route("**/*", self.policy.route)
        await wrapper.context.add_init_script(LISTENER_HOOK)
        await wrapper.context.add_init_script(NETWORK_HOOK)
        if self.autoconsent is not None:
            await self.autoconsent.install(wrapper.context)
        if self.open_closed_shadow_roots:  # COMSPIDER_OPEN_CLOSED_SHADOW_ROOTS
            await wrapper.context.add_init_script(OPEN_SHADOW_ROOTS)
        if name.startswith(VISIT_CONTEXT_PREFIX) and self.visits.limits.max_popups > 0:
            await wrapper.context.add_init_script(popup_guard_js(self.visits.limits.max_popups))
        if name.startswith(VISIT_CONTEXT_PREFIX) and self.visits.limits.max_script_requests > 0:
            # after the network hook: a refused call is never counted in flight
            await wrapper.context.add_init_script(request_guard_js(self.visits.limits.max_script_requests))
        if name.startswith(VISIT_CONTEXT_PREFIX):
            visit = self.visits.visit(name)
            self.archive.watch(wrapper.context, visit.url if visit is not None else "")
        if self.replayer is not None:  # registered last: answers before the policy's route
            await wrapper.context.route("**/*", self._replay_route(name))
        if name.startswith(VISIT_CONTEXT_PREFIX):  # earlier visits' cookies (a consent choice stays made)
            await self.visits.give_cookies(wrapper.context)
        holder, session = (None, None)
        if name.startswith(VISIT_CONTEXT_PREFIX):  # the pool's blank page, before the visit's
            holder, session = await self.visits.hold(name, wrapper.context)
        if name.startswith(VISIT_CONTEXT_PREFIX) and not self.visits.context_created(
            name, wrapper.context, holder, session
        ):
            # scrapy-playwright retrying the download of a visit that is over (aborted)
            await close_within(wrapper.context, self.close_timeout, "context_close")
            if self.visits.aborting:
                raise VisitAborted(detail="the crawl is stopping")
            raise BrowserClosed(detail="the visit's context was closed")
        return wrapper

    # -- replay (comspider.archive.replay) ----------------------------------------------
    def _make_request_handler(self, context_name: str, *args: Any, **kwargs: Any) -> Any:
        """scrapy-playwright's page route sends requests to the network: a replay answers
        them from the archive instead."""
        if self.replayer is not None:
            return self._replay_route(context_name)
        upstream = super()._make_request_handler(context_name, *args, **kwargs)
        initial_done = kwargs.get("initial_request_done")
        visit = self.visits.visit(context_name)
        served = visit.served if visit is not None and isinstance(visit.served, ServedDocument) else None
        if self.process_request_headers is not None or initial_done is None:
            if served is not None and visit is not None:  # a project's header hook sees every request
                visit.served = None
                self.served.count("second_load/header_hook")
            return upstream
        return self._light_route(
            upstream, initial_done, visit if served is not None else None, kwargs.get("headers")
        )

    def _light_route(
        self, upstream: Any, initial_done: asyncio.Event, visit: Visit | None = None, headers: Any = None
    ) -> Any:
        """The page's route: scrapy-playwright's for navigations until the page's own
        document has been requested (its final headers go on the Scrapy request); every
        other request is checked by the policy and continued without reading its headers
        (scrapy-playwright asks the driver for each request's headers and drops them: a
        round trip through Playwright's driver per image, script and call). The page's own
        document, when HTTP first fetched it (``visit.served``), is answered with that
        response instead of being loaded again."""
        stats = self.stats

        async def route_request(route: Any, request: Any) -> None:
            if not initial_done.is_set() and request.is_navigation_request():
                if (
                    visit is not None
                    and isinstance(visit.served, ServedDocument)
                    and await self._hand_over(route, request, visit, initial_done, headers)
                ):
                    return
                await upstream(route, request)
                return
            try:
                if await self.abort_request(request):
                    await route.abort()
                    stats.inc_value("playwright/request_count/aborted")
                else:
                    await route.continue_()
            except PlaywrightError as exc:
                if not _is_safe_close_error(exc):
                    raise
                logger.debug("request %s not routed (its page closed): %s", request.url[:200], exc)

        return route_request

    async def _hand_over(
        self, route: Any, request: Any, visit: Visit, initial_done: asyncio.Event, headers: Any
    ) -> bool:
        """Answer the page's first navigation with the document HTTP first fetched (True),
        when it is that document's: the main frame's, to its URL, still fresh. The
        document is used once, whatever happens."""
        served = visit.served
        assert isinstance(served, ServedDocument)
        visit.served = None
        try:
            main = request.frame.parent_frame is None
        except Exception:
            main = False
        if not (main and served.answers(request.url)):
            self.served.count("second_load/other_navigation")
            return False
        if not self.served.fresh(served):
            self.served.count("second_load/stale")
            return False
        if await self.abort_request(request):
            return False  # refused as scrapy-playwright's route would (its stat, its abort)
        initial_done.set()
        if headers is not None:  # the Scrapy request carries the navigation's headers, as upstream
            headers.clear()
            headers.update(await request.all_headers())
        try:
            await route.fulfill(status=served.status, headers=served.headers, body=served.body)
        except PlaywrightError as exc:
            if not _is_safe_close_error(exc):
                raise
            logger.debug("the document of %s not handed over (its page closed): %s", request.url[:200], exc)
            return True
        visit.handed_over = True
        self.served.count("handed_over")
        return True

    def _replay_route(self, context_name: str) -> Any:
        replayer = self.replayer
        assert replayer is not None
        visit = self.visits.visit(context_name)
        session = replayer.session(context_name, visit.url if visit is not None else None)

        async def route(route: Any, request: Any) -> None:
            try:
                if await self.policy.should_abort(request):  # blocked: never recorded either
                    await route.abort("blockedbyclient")
                else:
                    await session.answer(route, request)
            except Exception as exc:  # the page may be closing; never break the crawl here
                logger.debug("replay route for %s failed: %s", request.url[:200], exc)

        return route

    # -- the browser's life ------------------------------------------------------------
    async def _browser_disconnected_callback(self) -> None:
        if not self._closing:
            self.stats.inc_value("comspider/browser/disconnected")
            logger.warning(
                "Chromium disconnected (crashed or killed): its open pages fail and are retried, "
                "and a new browser is launched for the next page"
            )
        self.visits.browser_gone()
        await super()._browser_disconnected_callback()

    async def restart_browser(self) -> None:
        """Close the browser (it is relaunched for the next page); kill it when it does not
        close in time."""
        browser = getattr(self, "browser", None)
        if browser is None:
            return
        self.stats.inc_value("comspider/browser/restarted")
        try:
            await within(browser.close(), self.close_timeout, "browser_close")
        except BrowserDeadline:
            killed = kill_browser_processes()
            logger.warning(
                "Chromium did not close within %.0f s: killed %d process(es)", self.close_timeout, killed
            )
        except Exception as exc:
            logger.debug("closing the browser failed: %s", exc)

    async def _close(self) -> None:
        self._closing = True
        self.renderer_guard.stop()
        try:
            await within(super()._close(), self.close_timeout * 2, "browser_shutdown")
        except BrowserDeadline:
            killed = 0 if self.remote else kill_browser_processes()
            self.stats.inc_value("comspider/browser/deadline/browser_shutdown")
            logger.warning(
                "Closing the browser did not end within %.0f s: killed %d Chromium process(es)",
                self.close_timeout * 2,
                killed,
            )
        finally:
            if self.egress is not None:
                await self.egress.stop()


#: What Playwright says when a document went away under a call (a navigation by the page).
_NAVIGATION_ERRORS = (
    "is navigating",
    "Execution context was destroyed",
    "interrupted by another navigation",
    "frame was detached",
)


def _navigated_away(exc: BaseException) -> bool:
    text = str(exc)
    return any(marker in text for marker in _NAVIGATION_ERRORS)


def _page_url(page: Page, fallback: str) -> str:
    try:
        url = page.url
    except Exception:
        return fallback
    return url if url and url != "about:blank" else fallback


def _drop_result(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()


def _as_blocker(predicate: Any) -> Any:
    """A PLAYWRIGHT_ABORT_REQUEST predicate (bool or awaitable bool) as a policy blocker."""

    async def blocker(request: Any) -> str | None:
        verdict = predicate(request)
        if hasattr(verdict, "__await__"):
            verdict = await verdict
        return "custom" if verdict else None

    return blocker
