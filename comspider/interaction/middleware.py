"""The interaction download middleware: drives the scrapy-playwright page of every
article request, then closes it and returns a BrowserResponse with the DOM snapshots
(main document first, then frames, popups, navigations) and the InteractionReport.

The Playwright page never leaves this middleware: it is popped from the request's
meta here (in process_response and in process_exception alike) and always closed, with
every page of its visit's browser context; the context itself is closed too, unless the
interaction ended well and the pool keeps it for a later visit (bounded:
comspider.browser.visits, comspider.browser.context_pool).

Faults end the visit as an error that the page queue retries: a page or browser that
closes or crashes under the interaction raises :class:`~comspider.faults.BrowserClosed`
(reason ``browser_closed``; stat ``comspider/browser/closed``), an interaction that
outlives its page budget by ``COMSPIDER_INTERACTION_GRACE`` seconds raises
:class:`~comspider.faults.BrowserDeadline` (stat ``comspider/browser/deadline/interaction``).
While the crawl shuts down they raise :class:`~comspider.faults.VisitAborted` instead.

A visit that lost its browser (the browser or its renderer crashed, Chromium was killed,
a download the browser never finished) is tried again here, in the same run, in every
schedule: after ``COMSPIDER_BROWSER_RETRY_SECONDS`` times the tries so far, alone in the
browser (comspider.browser.visits), one warning each (stat ``comspider/browser/retried``);
the page queue counts each such try in the claim (``comspider.signals.browser_lost``).
After ``COMSPIDER_MAX_ATTEMPTS`` tries that lost it, the visit ends as
:class:`~comspider.faults.GivenUp` (``too_many_attempts``) and the page is dropped.

A bound the page passed (comspider.browser.visit_limits) stops the interaction, keeps
what it found and goes into ``report.limit``, and the thread counts as cut short
(``report.truncation``). A page whose renderer the renderer guard killed for its memory
(``memory_limit``) keeps what its download read instead of failing; a page cut short
while it loaded (a bound, or ``load_timeout``) whose DOM holds less than half of what it
was served is read from what it was served. A page that went to another document by
itself keeps the document the download ended on (the first).

Politeness: the per-site gate (comspider.browser.site_gate) is taken in
``process_request``, before the page's download, and given back when the interaction is
over, so one site's page visits take turns, loading and clicking alike (across workers
with ``COMSPIDER_SITE_GATE_SHARED``).

Components it builds from settings: the comment detector (``COMSPIDER_COMMENT_DETECTOR``),
the clickable ranker (``COMSPIDER_CLICK_RANKER``, :func:`comspider.interaction.ranking.load_ranker`)
and the site memory (``COMSPIDER_SITE_MEMORY_ENABLED``, in the crawl state).
Stats: ``comspider/browser/...`` (pages, clicks, clickables, entry_point/<kind>,
event/<kind>, expansions, consent, memory/..., skipped/<reason>, outcome/<kind>,
interaction_error, budget_exceeded, crash).
"""

from __future__ import annotations

import asyncio
import gzip
import hashlib
import json
import logging
import threading
import time
import weakref
from pathlib import Path

from playwright.async_api import Page
from scrapy import signals
from scrapy.crawler import Crawler
from scrapy.http import Request, Response
from scrapy.utils.httpobj import urlparse_cached

from comspider.archive.recorder import ArchiveRecorder
from comspider.browser.served_documents import HANDED_OVER, HANDED_OVER_KEY
from comspider.browser.site_gate import SiteGate, Ticket
from comspider.browser.visit_limits import MEMORY_LIMIT, VisitLimits
from comspider.browser.visit_limits import REASONS as LIMIT_REASONS
from comspider.browser.visits import BrowserVisits
from comspider.deadlines import within
from comspider.detection import CommentDetector
from comspider.faults import BrowserClosed, BrowserDeadline, GivenUp, VisitAborted, VisitFault
from comspider.interaction.detect import crawl_detector
from comspider.interaction.page_boxes import page_boxes
from comspider.interaction.page_interaction import Interaction, InteractionConfig, interaction_summary
from comspider.interaction.ranking import Ranker, load_ranker
from comspider.interaction.site_memory import SiteKnowledge
from comspider.request_meta import (
    CONTEXT_KEY,
    HTTP_FIRST_KEY,
    LOAD_TIMEOUT,
    LOST_KEY,
    PAGE_KEY,
    QUEUE_KEY,
    UNTIMED_KEY,
    VISIT_KEY,
    VISIT_SERIAL_KEY,
    close_page,
    visit_context,
)
from comspider.signals import browser_lost
from comspider.snapshots import BrowserResponse, InteractionReport, Snapshot
from comspider.state.backend import crawl_state

logger = logging.getLogger(__name__)


class InteractionMiddleware:
    def __init__(
        self,
        crawler: Crawler,
        config: InteractionConfig,
        detector: CommentDetector,
        ranker: Ranker,
        memory: SiteKnowledge | None = None,
        log_path: str | None = None,
        snapshot_dir: str | None = None,
        gate: SiteGate | None = None,
        visits: BrowserVisits | None = None,
    ) -> None:
        self.crawler = crawler
        self.gate = gate
        self.visits = visits or BrowserVisits.of(crawler)
        self._tickets: weakref.WeakKeyDictionary[Request, Ticket] = weakref.WeakKeyDictionary()
        self.stats = crawler.stats
        self.config = config
        self.detector = detector
        self.ranker = ranker
        self.memory = memory
        self.log_path = Path(log_path) if log_path else None
        self.snapshot_dir = Path(snapshot_dir) if snapshot_dir else None
        self._log_lock = threading.Lock()
        self._autothrottle = crawler.settings.getbool("AUTOTHROTTLE_ENABLED")
        self.archive = ArchiveRecorder.of(crawler)
        self.max_attempts = crawler.settings.getint("COMSPIDER_MAX_ATTEMPTS")
        self.retry_seconds = crawler.settings.getfloat("COMSPIDER_BROWSER_RETRY_SECONDS")

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> InteractionMiddleware:
        settings = crawler.settings
        memory = None
        if settings.getbool("COMSPIDER_SITE_MEMORY_ENABLED"):
            memory = SiteKnowledge(
                crawl_state(crawler).site_memory,
                max_patterns=settings.getint("COMSPIDER_SITE_MEMORY_PATTERNS"),
                max_failures=settings.getint("COMSPIDER_SITE_MEMORY_MAX_FAILURES"),
            )
        per_site = settings.getint("COMSPIDER_INTERACTIONS_PER_SITE") or settings.getint(
            "CONCURRENT_REQUESTS_PER_DOMAIN"
        )
        gate = SiteGate(
            per_site,
            crawl_state(crawler).site_leases if settings.getbool("COMSPIDER_SITE_GATE_SHARED") else None,
            ttl=settings.getfloat("COMSPIDER_SITE_LEASE_SECONDS"),
            poll=settings.getfloat("COMSPIDER_SITE_GATE_POLL"),
            max_hold=settings.getfloat("COMSPIDER_VISIT_TIMEOUT"),
            gap=settings.getfloat("DOWNLOAD_DELAY"),
        )
        mw = cls(
            crawler,
            InteractionConfig.from_settings(settings),
            crawl_detector(crawler),
            load_ranker(settings),
            memory,
            settings.get("COMSPIDER_INTERACTION_LOG"),
            settings.get("COMSPIDER_SNAPSHOT_DIR"),
            gate,
            BrowserVisits.of(crawler),
        )
        crawler.signals.connect(mw._spider_closed, signal=signals.spider_closed)
        return mw

    def _spider_closed(self) -> None:
        if self.gate is not None:
            self.gate.close()

    # -- the site gate -----------------------------------------------------------------
    async def process_request(self, request: Request) -> None:
        if self.gate is None or not request.meta.get("playwright_include_page") or request in self._tickets:
            return None
        if self.visits.aborting:
            raise VisitAborted(detail="the crawl is stopping")
        self._tickets[request] = await self.gate.acquire(
            urlparse_cached(request).hostname or "", gap=self._gap(request)
        )
        return None

    def _gap(self, request: Request) -> float | None:
        """AutoThrottle's current delay for the request's download slot when it is on:
        each worker adapts its own delay to the site's latency, and the shared gate
        spaces every worker's visits by it (None: the gate's DOWNLOAD_DELAY)."""
        engine = self.crawler.engine
        if not self._autothrottle or self.gate is None or engine is None:
            return None
        downloader = engine.downloader
        slot = downloader.slots.get(downloader.get_slot_key(request))
        return None if slot is None else max(self.gate.gap, slot.delay)

    def _leave_gate(self, request: Request) -> None:
        ticket = self._tickets.pop(request, None)
        if ticket is not None and self.gate is not None:
            self.gate.release(ticket)

    # -- the interaction ---------------------------------------------------------------
    async def process_response(self, request: Request, response: Response) -> Response | Request:
        page = request.meta.get(PAGE_KEY)
        interacted = False  # the interaction ended well: its context may serve another visit
        try:
            if not isinstance(page, Page):
                if isinstance(response, BrowserResponse) and response.report.fetched_by == "http":
                    self._served(request, response)  # read from its served HTML (HTTP first)
                return response
            result = await self._interact(request, response, page)
            interacted = True
            return result
        except VisitFault as fault:
            if not fault.lost_browser or self.visits.aborting:
                raise
            lost = fault
        finally:
            await self._close(request, interacted)  # also when the interaction failed or was cancelled
            self._leave_gate(request)
        return await self._try_again(request, lost)

    async def _close(self, request: Request, reusable: bool = False) -> None:
        """End the visit: its pages closed with its context, or, ``reusable`` and the
        pool allowing it, the context kept for a later visit (comspider.browser.visits;
        bounded, a hung one restarts the browser); the page alone outside a visit context."""
        name = str(request.meta.get(CONTEXT_KEY, ""))
        if visit_context(request) and self.visits.visit(name) is not None:
            request.meta.pop(PAGE_KEY, None)
            await self.visits.close(name, reusable=reusable, serial=request.meta.get(VISIT_SERIAL_KEY))
        elif not await close_page(request, self.visits.limits.close_timeout):
            self.stats.inc_value("comspider/browser/deadline/page_close")

    def _gone(self, request: Request, when: str) -> VisitFault:
        """The page closed or crashed under us: an error to retry, or, at shutdown, an
        aborted visit."""
        if self.visits.aborting:
            return VisitAborted(detail="the crawl is stopping")
        self.stats.inc_value("comspider/browser/closed")
        return BrowserClosed(detail=f"the page closed {when} (a browser crash?)")

    async def _interact(self, request: Request, response: Response, page: Page) -> Response:
        started = time.monotonic()
        if page.is_closed():
            raise self._gone(request, "before the interaction")
        visit = self.visits.visit(str(request.meta.get(CONTEXT_KEY, "")))
        limits = visit.limits if visit is not None else None
        interaction = Interaction(page, self.config, self.detector, self.ranker, self.memory)
        deadline = self.config.page_budget + self.config.grace
        try:
            report, snapshots = await within(
                interaction.run(limits.tripped if limits is not None else None), deadline, "interaction"
            )
        except BrowserDeadline:
            self.stats.inc_value("comspider/browser/deadline/interaction")
            logger.warning(
                "Interaction on %s did not end within %.0f s (page budget + COMSPIDER_INTERACTION_GRACE): "
                "given up, the page is visited again",
                request.url,
                deadline,
            )
            if interaction.gone or self.visits.aborting:
                raise self._gone(request, "during the interaction") from None
            raise
        if interaction.gone:
            if not self._killed_for_memory(limits) or not response.text:
                raise self._gone(request, "during the interaction")
            # the renderer guard killed its renderer for its memory: what the download read
            snapshots = []
        if limits is not None and limits.reason:
            report.limit = limits.reason if limits.tripped.is_set() else report.limit or limits.reason
            if limits.tripped.is_set():  # stopped by the bound: the thread may go on
                report.truncation = report.truncation or limits.reason
        if LOAD_TIMEOUT in response.flags:  # the page did not finish loading: what it loaded
            report.truncation = report.truncation or LOAD_TIMEOUT
            report.unanswered = report.unanswered or "timed out: the page did not finish loading in time"
        if interaction.left_document:  # the page went elsewhere by itself: its first document
            snapshots = [s for s in snapshots if s.kind not in ("main", "frame")]
        counters, timings = interaction.counters, interaction.timings
        latency = float(request.meta.get("download_latency") or 0.0)
        report.seconds = round(latency + (time.monotonic() - started), 3)
        report.timings = {"navigate": round(latency, 3), **report.timings}
        report.timings.update(request.meta.get(HTTP_FIRST_KEY) or {})  # its HTTP fetch first
        if request.meta.get(HANDED_OVER_KEY):  # the browser rendered that fetch's document
            report.fetched_by = HANDED_OVER
        self._count(report, counters)
        self._log(request.url, report, counters, timings)
        if not snapshots or snapshots[0].kind != "main":
            snapshots = [Snapshot(url=response.url, html=response.text, kind="main"), *snapshots]
        elif _cut_while_loading(response) and len(snapshots[0].html) < len(response.text) / 2:
            # the page stopped before it had parsed half of what it was served: read that
            snapshots = [Snapshot(url=response.url, html=response.text, kind="main"), *snapshots[1:]]
        self._dump(request, snapshots)
        report.archive_visit = await self._record(page, request.url, snapshots)
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

    def _served(self, request: Request, response: BrowserResponse) -> None:
        """A visit the HTTP-first path read from its served HTML
        (comspider.interaction.http_first): its interaction log line and snapshot dump,
        as a browser visit's."""
        report = response.report
        self._log(request.url, report, {}, dict(report.timings))
        self._dump(request, response.snapshots)

    def _killed_for_memory(self, limits: VisitLimits | None) -> bool:
        return (
            limits is not None
            and limits.tripped.is_set()
            and (limits.reason == MEMORY_LIMIT or limits.renderer_killed)
            and not self.visits.aborting
        )

    async def process_exception(self, request: Request, exception: BaseException) -> Request | None:
        await self._close(request)
        self._leave_gate(request)
        if isinstance(exception, VisitFault) and exception.lost_browser and not self.visits.aborting:
            return await self._try_again(request, exception)
        return None

    async def _try_again(self, request: Request, fault: VisitFault) -> Request:
        """The visit lost its browser: the same visit again after a back-off, alone in
        the browser; given up (too_many_attempts) after COMSPIDER_MAX_ATTEMPTS such tries.
        Tries the page queue counted before (the claim's ``attempt``) count too."""
        claim = request.meta.get(QUEUE_KEY) or {}
        lost = int(request.meta.get(LOST_KEY, claim.get("attempt", 0)) or 0) + 1
        self.crawler.signals.send_catch_log(browser_lost, request=request, attempts=lost)
        if self.max_attempts > 0 and lost >= self.max_attempts:
            self.stats.inc_value("comspider/browser/given_up")
            logger.warning(
                "Visit of %s lost its browser %d times (last: %s): given up, the page is dropped",
                request.url,
                lost,
                fault.reason,
            )
            raise GivenUp(detail=f"the browser was lost {lost} times (last: {fault.reason})") from fault
        delay = self.retry_seconds * lost
        self.stats.inc_value("comspider/browser/retried")
        logger.warning(
            "Visit of %s lost its browser (%s): tried again in %.0f s, alone in the browser (try %d of %d)",
            request.url,
            fault.reason,
            delay,
            lost + 1,
            self.max_attempts,
        )
        await asyncio.sleep(delay)
        if self.visits.aborting:
            raise VisitAborted(detail="the crawl is stopping")
        again = request.replace(dont_filter=True)
        again.meta[LOST_KEY] = lost
        again.meta.pop(PAGE_KEY, None)
        again.meta.pop("download_latency", None)
        again.meta.pop(UNTIMED_KEY, None)  # the new visit's answer time counts
        return again

    def _count(self, report: InteractionReport, counters: dict[str, int]) -> None:
        inc = self.stats.inc_value
        inc("comspider/browser/pages")
        inc("comspider/browser/clicks", report.clicks)
        inc("comspider/browser/clickables", report.clickables)
        inc("comspider/browser/expansions", report.expansions)
        if report.consent_dismissed:
            inc("comspider/browser/consent_dismissed")
        inc(f"comspider/browser/entry_point/{entry_kind(report.entry_point)}")
        for event in report.events:
            inc(f"comspider/browser/event/{event.split(':')[0]}")
        for name, value in counters.items():
            inc(f"comspider/browser/{name}", value)
        if self.gate is not None:
            self.stats.set_value("comspider/browser/site_gate_waits", self.gate.waited)
        if report.error:
            inc("comspider/browser/interaction_error")
            if "budget" in report.error:
                inc("comspider/browser/budget_exceeded")

    def _log(
        self, url: str, report: InteractionReport, counters: dict[str, int], timings: dict[str, float]
    ) -> None:
        if self.log_path is None:
            return
        line = json.dumps(interaction_summary(report, counters, url, timings), ensure_ascii=False)
        try:
            with self._log_lock:
                self.log_path.parent.mkdir(parents=True, exist_ok=True)
                with self.log_path.open("a", encoding="utf-8") as fh:
                    fh.write(line + "\n")
        except OSError as exc:
            logger.warning("Cannot write the interaction log %s: %s", self.log_path, exc)

    async def _record(self, page: Page, url: str, snapshots: list[Snapshot]) -> str | None:
        """``COMSPIDER_ARCHIVE_DIR``: the visit into the archive while its page is open
        (comspider.archive.recorder; never fails the visit)."""
        if not self.archive.recording:
            return None
        config = self.archive.config
        boxes = await page_boxes(page, config.seconds) if config.boxes else None
        return await self.archive.record_visit(page, url, snapshots, boxes)

    def _dump(self, request: Request, snapshots: list[Snapshot]) -> None:
        """``COMSPIDER_SNAPSHOT_DIR``: one gzipped JSON per visit with every snapshot (for
        debugging and for the interaction evaluation, which checks what was exposed)."""
        if self.snapshot_dir is None:
            return
        visit = request.meta.get(VISIT_KEY, 1)
        name = f"{hashlib.sha1(request.url.encode()).hexdigest()[:16]}-{visit}.json.gz"
        data = {
            "url": request.url,
            "visit": visit,
            "snapshots": [
                {"url": s.url, "kind": s.kind, "frame_path": s.frame_path, "html": s.html} for s in snapshots
            ],
        }
        try:
            self.snapshot_dir.mkdir(parents=True, exist_ok=True)
            with gzip.open(self.snapshot_dir / name, "wt", encoding="utf-8") as fh:
                json.dump(data, fh, ensure_ascii=False)
        except OSError as exc:
            logger.warning("Cannot write snapshots to %s: %s", self.snapshot_dir, exc)


def _cut_while_loading(response: Response) -> bool:
    """A response the download handler cut short while its page loaded (a bound passed,
    the load timed out): its body is the HTML the page was served."""
    return bool({LOAD_TIMEOUT, *LIMIT_REASONS} & set(response.flags))


def entry_kind(entry_point: str | None) -> str:
    """``none``, ``static``, ``scroll``, ``click``, ``frame``, ``anchor``, ``navigation``, ``popup``."""
    if entry_point is None:
        return "none"
    if entry_point in {"static", "scroll"}:
        return entry_point
    for prefix in ("anchor", "navigation", "popup"):
        if entry_point.startswith(prefix + ":"):
            return prefix
    if ">>" in entry_point:
        return "frame"
    return "click"
