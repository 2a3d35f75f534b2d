"""The interaction download middleware: drives the scrapy-playwright page of every
article request, then closes it and returns a BrowserResponse with the DOM snapshots
(main document first, then frames, popups, navigations) and the InteractionReport.

The Playwright page never leaves this middleware: it is popped from the request's
meta here (in process_response and in process_exception alike) and always closed.

Components it builds from settings: the comment detector (``COMSPIDER_COMMENT_DETECTOR``),
the clickable ranker (``COMSPIDER_CLICK_RANKER``, :func:`comspider.browser.ranking.load_ranker`)
and the site memory (``COMSPIDER_SITE_MEMORY_ENABLED``, in the crawl state).
Stats: ``comspider/browser/...`` (pages, clicks, clickables, entry_point/<kind>,
event/<kind>, expansions, consent, memory/..., skipped/<reason>, outcome/<kind>,
interaction_error, budget_exceeded, crash).
"""

from __future__ import annotations

import gzip
import hashlib
import json
import logging
import threading
import time
from pathlib import Path

from playwright.async_api import Page
from scrapy.crawler import Crawler
from scrapy.http import Request, Response
from scrapy.utils.httpobj import urlparse_cached
from scrapy.utils.misc import build_from_crawler, load_object

from comspider.browser.interaction import Interaction, InteractionConfig, interaction_summary
from comspider.browser.ranking import Ranker, load_ranker
from comspider.browser.site_gate import SiteGate
from comspider.browser.site_memory import SiteKnowledge
from comspider.detection import CommentDetector
from comspider.request_meta import PAGE_KEY, VISIT_KEY, close_page
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
    ) -> None:
        self.crawler = crawler
        self.gate = gate
        self.stats = crawler.stats
        self.config = config
        self.detector = detector
        self.ranker = ranker
        self.memory = memory
        self.log_path = Path(log_path) if log_path else None
        self.snapshot_dir = Path(snapshot_dir) if snapshot_dir else None
        self._log_lock = threading.Lock()

    @classmethod
    def from_crawler(cls, crawler: Crawler) -> InteractionMiddleware:
        settings = crawler.settings
        detector_cls = load_object(settings["COMSPIDER_COMMENT_DETECTOR"])
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
        mw = cls(
            crawler,
            InteractionConfig.from_settings(settings),
            build_from_crawler(detector_cls, crawler),
            load_ranker(settings),
            memory,
            settings.get("COMSPIDER_INTERACTION_LOG"),
            settings.get("COMSPIDER_SNAPSHOT_DIR"),
            SiteGate(per_site),
        )
        return mw

    async def process_response(self, request: Request, response: Response) -> Response:
        page = request.meta.get(PAGE_KEY)
        if not isinstance(page, Page):
            return response
        if self.gate is None:
            return await self._interact(request, response, page)
        try:
            async with self.gate.hold(urlparse_cached(request).hostname or ""):
                return await self._interact(request, response, page)
        finally:
            await close_page(request)  # also when the wait for the gate was cancelled

    async def _interact(self, request: Request, response: Response, page: Page) -> Response:
        started = time.monotonic()
        counters: dict[str, int] = {}
        timings: dict[str, float] = {}
        snapshots: list[Snapshot]
        try:
            if page.is_closed():
                logger.warning(
                    "Page of %s was closed before the interaction (browser crash?): "
                    "keeping the downloaded HTML",
                    request.url,
                )
                report, snapshots = InteractionReport(error="page closed (browser crash?)"), []
            else:
                interaction = Interaction(page, self.config, self.detector, self.ranker, self.memory)
                report, snapshots = await interaction.run()
                counters, timings = interaction.counters, interaction.timings
        finally:
            await close_page(request)
        latency = float(request.meta.get("download_latency") or 0.0)
        report.seconds = round(latency + (time.monotonic() - started), 3)
        self._count(report, counters)
        self._log(request.url, report, counters, timings)
        if not snapshots or snapshots[0].kind != "main":
            snapshots = [Snapshot(url=response.url, html=response.text, kind="main"), *snapshots]
        self._dump(request, snapshots)
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
            if "crash" in report.error or "closed" in report.error.lower():
                inc("comspider/browser/crash")

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
