"""One page's interaction: clear the way, look, scroll, look, click the ranked candidates
until comments show, expand them, and collect the DOM snapshots.

The steps, each bounded, the whole bounded by the page budget:

1. wait for the load event (bounded) and for the DOM to settle;
2. accept cookie-consent overlays, in the main document and in consent frames, and an
   embed's consent placeholder in the page ("External content ... Accept");
3. ask the comment detector (main document and frames): comments here are ``static``;
4. scroll through the page until it stops growing (an endless stream of articles: until
   the next article, :mod:`comspider.interaction.stream`), settle, ask again, waiting for a
   slow lazy widget's work (:mod:`comspider.interaction.lazy`): ``scroll``;
5. if there are still no comments: collect the clickables (main document and every
   iframe), try the site memory's remembered entry point first, then the ranked
   candidates (:mod:`comspider.interaction.ranking`), one at a time, at most ``max_clicks``;
   after each action the DOM settles and the detector is asked again. What a click
   causes is handled: a popup is followed and closed, a navigation is analysed and
   undone (back), a modal or an iframe widget is looked into, a dialog is dismissed, a
   download is cancelled. A page that shows at most ``FEW_SHOWN`` comments tries the
   candidates whose label counts more and names comments ("Read all 10 comments" under a
   preview of the most liked one; stat ``behind_a_count``). Another page the visit reaches
   (popup, navigation, comments page) is judged with the article's declared time;
6. once comments are seen, wherever they are: "load more" / "show replies" until none is
   left (:mod:`comspider.interaction.expand`), then the thread's further comment pages
   (:mod:`comspider.interaction.comment_pages`); a bound that cuts the thread short sets
   ``report.truncation``;
7. snapshots: the main document, its frames, then the popups and navigations that held
   comments.

``InteractionReport.entry_point`` says what exposed the comments:

- ``"static"`` / ``"scroll"``: present after loading / after scrolling, no click;
- ``"/html[1]/body[1]/.../button[1]"``: a click on that element of the main document;
- ``"<iframe XPath> >> <XPath>"``: a click inside a frame (the chain of ``<iframe>``
  XPaths from the top document, then the element's XPath in the frame's document);
- ``"anchor: <XPath>"``: a same-document ``#fragment`` link whose target was scrolled
  into view (no click);
- ``"navigation: <XPath>"``: the element's link was followed (or its click navigated)
  to another document holding the comments (snapshot kind ``navigation``);
- ``"popup: <XPath>"``: the click opened a popup holding the comments (kind ``popup``);
- ``None``: no comments were seen.

``report.clicks`` counts entry-point actions that cost requests (clicks and followed
links, not anchor scrolls); consent clicks and expansion clicks are counted in
``consent_dismissed`` and ``expansions``.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass, field, replace
from typing import Any

from playwright.async_api import Dialog, Download, Frame, Page
from playwright.async_api import Request as PlaywrightRequest

from comspider.calendars import ascii_digits
from comspider.crawl_settings import crawl_settings
from comspider.deadlines import StopRequested, close_within, run_until, within
from comspider.detection import CommentDetector
from comspider.interaction.clickables import Clickable, collect_page_clickables, frame_chain_of, frame_for
from comspider.interaction.comment_pages import CommentPages, CommentPagesConfig
from comspider.interaction.consent import dismiss_consent
from comspider.interaction.detect import ArticleTime, DocHits, comments_of, detect
from comspider.interaction.document_reads import DocumentReads
from comspider.interaction.expand import expand
from comspider.interaction.lazy import activity, wait_for_lazy
from comspider.interaction.locate import (
    ClickTarget,
    document_identity,
    element_state,
    element_steps,
    pattern_matches,
    related_document,
    scroll_to_fragment,
)
from comspider.interaction.page_snapshots import page_snapshots
from comspider.interaction.ranking import (
    Candidate,
    Ranker,
    action_for,
    discussion_shaped,
    label_numbers,
    names_comments,
    plan,
)
from comspider.interaction.scroll import ScrollLimits, ScrollResult, grew_below, scroll_frames, scroll_through
from comspider.interaction.settle import arm_page, changes, settle_page, wait_for_load
from comspider.interaction.site_memory import EntryPattern, SiteKnowledge, frame_key, pattern_from_steps
from comspider.interaction.stream import mark_baseline, mark_stream
from comspider.page_scripts import script
from comspider.snapshots import InteractionReport, Snapshot

logger = logging.getLogger(__name__)
#: Seconds to read a document's HTML, as a detection reads it.
_READ_TIMEOUT = 10.0

_REQUEST_FAULTS_JS = script("comspider.interaction", "request_faults.js")
_DOCUMENT_JS = script("comspider.interaction", "document_origin.js")
_DOCUMENT_URL_JS = script("comspider.interaction", "document_url.js")
# A fetch/XHR an action of ours started that has had no answer for this long at the end of
# a visit that found no comments: the comments' request never answered (a hung comment
# API), so the visit failed, and is retried, rather than found the page without comments.
UNANSWERED_SECONDS = 10.0


@dataclass(slots=True)
class InteractionConfig:
    """The interaction's knobs, read once from the settings (each documented, with its
    default, in comspider/settings.py)."""

    scroll: ScrollLimits  # COMSPIDER_SCROLL_*
    max_clicks: int  # COMSPIDER_MAX_CLICKS
    settle_quiet: float  # COMSPIDER_SETTLE_QUIET
    settle_max: float  # COMSPIDER_SETTLE_MAX
    load_max: float  # COMSPIDER_LOAD_WAIT_MAX: s to wait for the load event
    page_budget: float  # COMSPIDER_PAGE_BUDGET
    max_dom_chars: int  # COMSPIDER_MAX_DOM_CHARS
    click_timeout: float  # COMSPIDER_CLICK_TIMEOUT
    consent: bool  # COMSPIDER_CONSENT_ENABLED
    expand_max_clicks: int  # COMSPIDER_EXPAND_MAX_CLICKS
    expand_max_seconds: float  # COMSPIDER_EXPAND_MAX_SECONDS
    offsite_min_score: float  # COMSPIDER_CLICK_OFFSITE_MIN_SCORE
    rescue: bool  # COMSPIDER_CLICK_RESCUE: nothing above the threshold: the best naming comments
    memory_fallback_clicks: int  # COMSPIDER_SITE_MEMORY_FALLBACK_CLICKS
    max_frames: int  # COMSPIDER_MAX_FRAMES
    navigation_timeout: float  # PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT, in seconds
    collect_limit: int  # COMSPIDER_MAX_CLICKABLES
    comment_pages_max: int  # COMSPIDER_COMMENT_PAGES_MAX: further comment pages read
    lazy_wait_max: float  # COMSPIDER_LAZY_WAIT_MAX: s waited for what scrolling started
    close_timeout: float  # COMSPIDER_BROWSER_CLOSE_TIMEOUT: closing a popup or a tab
    grace: float  # COMSPIDER_INTERACTION_GRACE: s past the page budget before it is given up

    @classmethod
    def from_settings(cls, settings: Any) -> InteractionConfig:
        return cls(
            scroll=ScrollLimits(
                max_steps=settings.getint("COMSPIDER_SCROLL_MAX_STEPS"),
                max_height=settings.getint("COMSPIDER_SCROLL_MAX_HEIGHT"),
                max_seconds=settings.getfloat("COMSPIDER_SCROLL_MAX_SECONDS"),
                pause=settings.getfloat("COMSPIDER_SCROLL_PAUSE"),
            ),
            max_clicks=settings.getint("COMSPIDER_MAX_CLICKS"),
            settle_quiet=settings.getfloat("COMSPIDER_SETTLE_QUIET"),
            settle_max=settings.getfloat("COMSPIDER_SETTLE_MAX"),
            load_max=settings.getfloat("COMSPIDER_LOAD_WAIT_MAX"),
            page_budget=settings.getfloat("COMSPIDER_PAGE_BUDGET"),
            max_dom_chars=settings.getint("COMSPIDER_MAX_DOM_CHARS"),
            click_timeout=settings.getfloat("COMSPIDER_CLICK_TIMEOUT"),
            consent=settings.getbool("COMSPIDER_CONSENT_ENABLED"),
            expand_max_clicks=settings.getint("COMSPIDER_EXPAND_MAX_CLICKS"),
            expand_max_seconds=settings.getfloat("COMSPIDER_EXPAND_MAX_SECONDS"),
            offsite_min_score=settings.getfloat("COMSPIDER_CLICK_OFFSITE_MIN_SCORE"),
            rescue=settings.getbool("COMSPIDER_CLICK_RESCUE"),
            memory_fallback_clicks=settings.getint("COMSPIDER_SITE_MEMORY_FALLBACK_CLICKS"),
            max_frames=settings.getint("COMSPIDER_MAX_FRAMES"),
            navigation_timeout=settings.getfloat("PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT") / 1000.0,
            collect_limit=settings.getint("COMSPIDER_MAX_CLICKABLES"),
            comment_pages_max=settings.getint("COMSPIDER_COMMENT_PAGES_MAX"),
            lazy_wait_max=settings.getfloat("COMSPIDER_LAZY_WAIT_MAX"),
            close_timeout=settings.getfloat("COMSPIDER_BROWSER_CLOSE_TIMEOUT"),
            grace=settings.getfloat("COMSPIDER_INTERACTION_GRACE"),
        )

    @property
    def consent_click_timeout(self) -> float:
        """A consent button's click: 2 s at most (an overlay's button is there or not)."""
        return min(2.0, self.click_timeout)

    @classmethod
    def defaults(cls, **changes: Any) -> InteractionConfig:
        """The configuration of a crawl with comspider's settings, with ``changes``."""
        config = cls.from_settings(crawl_settings())
        return replace(config, **changes) if changes else config


class PageGone(Exception):
    """The page crashed or was closed while we interacted with it."""


@dataclass(slots=True)
class _Outcome:
    found: bool = False
    docs: list[DocHits] = field(default_factory=list)  # in-page/in-frame documents with comments
    entry: str | None = None
    how: str = "click"
    pattern: str = ""
    frame: str | None = None  # frame_key of the element's frame, None in the main document
    acted: bool = False  # the action happened (a click, a followed link), found or not


class Interaction:
    def __init__(
        self,
        page: Page,
        config: InteractionConfig,
        detector: CommentDetector,
        ranker: Ranker,
        memory: SiteKnowledge | None = None,
    ) -> None:
        self.page = page
        self.config = config
        self.detector = detector
        self.ranker = ranker
        self.memory = memory
        self.report = InteractionReport()
        self.extra: list[Snapshot] = []  # documents reached by clicks (popups, navigations)
        self.counters: dict[str, int] = {}  # stats: skips, memory, consent rules, outcomes
        self.timings: dict[str, float] = {}  # seconds per phase
        self.identity: dict[str, Any] = {}  # the article's title and URL, to recognise its comments page
        # the documents' HTML as last read, with the detector's answer: a document nothing
        # touched since is not serialised nor analysed again
        self.reads = DocumentReads()
        self.article: ArticleTime | None = None  # the article's time, for its other documents
        self._started = time.monotonic()
        self._popups: list[Page] = []
        self._crashed = False
        self._click_in_flight: str | None = None  # a click the page may have taken when it crashed
        # set by the crash event: a step that does not check for a crash (one awaiting a
        # script of the dead page) would otherwise hold the visit for the page budget
        self._crash_seen = asyncio.Event()
        self._leaving = False
        self._nav_started = False
        self._rescroll = False
        self._clicking = False  # an entry-point click is under way (confirm() is accepted)
        # The page went to another document by itself (a redirect by script, a refresh to
        # elsewhere): its snapshot is not the article's; the middleware keeps the first.
        self.left_document = False
        # the article's document (its time origin): a new URL in the same document (the
        # history API: an address bar that follows the article in view) is no navigation
        self._document: float | None = None
        self.url = page.url
        self.thread_pages = CommentPages(  # further comment pages, read once each
            CommentPagesConfig(
                max_pages=config.comment_pages_max,
                navigation_timeout=config.navigation_timeout,
                load_max=config.load_max,
                max_dom_chars=config.max_dom_chars,
                max_frames=config.max_frames,
                settle_quiet=config.settle_quiet,
                settle_max=config.settle_max,
            ),
            self,
            self.url,
            self.extra,
        )

    # -- small helpers -------------------------------------------------------------------
    def count(self, name: str, n: int = 1) -> None:
        self.counters[name] = self.counters.get(name, 0) + n

    def event(self, name: str) -> None:
        self.report.events.append(name)

    def _time(self, phase: str, since: float) -> float:
        now = time.monotonic()
        self.timings[phase] = round(self.timings.get(phase, 0.0) + now - since, 3)
        return now

    async def _moved(self, url: str, url_before: str, document_before: float | None) -> bool:
        """Whether the page left the document it had at ``url_before``: a new URL and a new
        document. A URL the page's script changed with the history API (pushState,
        replaceState) keeps the document, its state and what our clicks opened."""
        if _doc(url) == _doc(url_before):
            return False
        if document_before is None:  # the document was not known: the URL tells
            return True
        return await _document_of(self.page) != document_before

    def _check_alive(self) -> None:
        """A crashed or closed page ends the interaction (the visit keeps what it has)."""
        if self._crashed or self.page.is_closed():
            raise PageGone("page crashed" if self._crashed else "page closed")

    @property
    def gone(self) -> bool:
        """The page crashed or was closed under the interaction."""
        return self._crashed or self.page.is_closed()

    def _left(self) -> float:
        return self.config.page_budget - (time.monotonic() - self._started)

    async def _settle(self, page: Page | None = None) -> None:
        await settle_page(
            page or self.page,
            self.config.settle_quiet,
            self.config.settle_max,
            max_frames=self.config.max_frames,
        )

    async def _detect(self, page: Page | None = None, elsewhere: bool | None = None) -> list[DocHits]:
        """The documents of ``page`` (the article's page by default) showing comments.
        ``elsewhere``: its main document is not the article (a popup, a comments page, a
        navigation of the article's page): judged with the article's time."""
        truncated: list[str] = []
        docs = await detect(
            page or self.page,
            self.detector,
            max_chars=self.config.max_dom_chars,
            max_frames=self.config.max_frames,
            truncated=truncated,
            reads=self.reads,
            article=self.article
            if elsewhere or (elsewhere is None and page not in (None, self.page))
            else None,
        )
        if truncated and "dom_truncated" not in self.counters:
            self.count("dom_truncated")
            self.report.limit = self.report.limit or "dom_truncated"
            logger.warning(
                "DOM of %s is over %d characters: the comment detector reads the first %d",
                truncated[0],
                self.config.max_dom_chars,
                self.config.max_dom_chars,
            )
        return docs

    # -- what comment pages ask of the visit (comspider.interaction.comment_pages.VisitSteps) --
    def truncate(self, reason: str, why: str) -> None:
        """A bound cut the thread short: the visit says so (the first reason), one stat per
        reason (``comspider/browser/truncated/<reason>``) and one log line."""
        if self.report.truncation is None:
            self.report.truncation = reason
        if f"truncated/{reason}" not in self.counters:
            self.count(f"truncated/{reason}")
            logger.info("Thread of %s cut short (%s): %s", self.url, reason, why)

    def time_left(self) -> float:
        return self._left()

    def watch(self, page: Page) -> None:
        self._watch(page)

    async def settle_on(self, page: Page) -> None:
        await self._settle(page)

    async def detect_on(self, page: Page) -> list[DocHits]:
        return await self._detect(page)

    async def expand_docs(self, docs: list[DocHits]) -> int:
        before = self.report.expansions
        await self._expand(docs)
        return self.report.expansions - before

    # -- page events -----------------------------------------------------------------------
    async def _on_dialog(self, dialog: Dialog) -> None:
        self.event(f"dialog:{dialog.type}")
        try:
            seconds = self.config.close_timeout
            if dialog.type == "beforeunload" and self._leaving:
                await within(dialog.accept(), seconds, "dialog")  # our own "back": let the page go
            elif dialog.type == "confirm" and self._clicking:
                self.count("confirm_accepted")  # "Show the comments?" after our click
                await within(dialog.accept(), seconds, "dialog")
            else:
                await within(dialog.dismiss(), seconds, "dialog")
        except Exception:
            pass

    async def _on_download(self, download: Download) -> None:
        self.event("download")
        try:
            await within(download.cancel(), self.config.close_timeout, "download_cancel")
        except Exception:
            pass

    def _on_popup(self, popup: Page) -> None:
        self.event("popup")
        self._popups.append(popup)
        self._watch(popup)

    def _on_crash(self, _page: Page) -> None:
        self._crashed = True
        self._crash_seen.set()
        self.event("crash")

    def _on_request(self, request: PlaywrightRequest) -> None:
        try:
            if request.is_navigation_request() and request.frame == self.page.main_frame:
                self._nav_started = True
        except Exception:
            pass

    def _watch(self, page: Page) -> None:
        page.on("dialog", self._on_dialog)
        page.on("download", self._on_download)

    # -- the visit -------------------------------------------------------------------------
    async def _explore_until_crash(self) -> None:
        """The exploration, ended as soon as the page crashes."""
        try:
            await run_until(self._explore(), max(1.0, self.config.page_budget) + 1.0, self._crash_seen)
        except StopRequested:
            raise PageGone("page crashed") from None

    async def run(self, stop: asyncio.Event | None = None) -> tuple[InteractionReport, list[Snapshot]]:
        """The interaction, within the page budget; ``stop`` (a bound on the page passed:
        comspider.browser.visit_limits) ends it early, keeping what it found."""
        page = self.page
        self._watch(page)
        page.on("popup", self._on_popup)
        page.on("crash", self._on_crash)
        page.on("request", self._on_request)
        self._document = await _document_of(page)
        if _doc(page.url) != _doc(self.url) and _doc(await _loaded_from(page) or "") != _doc(self.url):
            # gone to another document already (a script's pushState since the download
            # keeps the article's document: its navigation entry still names the article)
            self._document = None
        try:
            await run_until(self._explore_until_crash(), max(1.0, self.config.page_budget), stop)
        except StopRequested:
            self.event("stopped")
            logger.info("Interaction on %s stopped early: a bound on the page was passed", self.url)
        except TimeoutError:
            self.report.error = f"page budget of {self.config.page_budget:.0f} s exceeded"
            self.event("budget")
            if self.report.entry_point is not None:  # comments seen, their expansion unfinished
                self.truncate("page_budget", self.report.error)
            logger.warning("Interaction on %s stopped: %s", self.url, self.report.error)
        except Exception as exc:  # a fault mid-interaction: keep what we have
            if self._crashed:
                self.report.error = "page crashed"
                if self._click_in_flight is not None:  # the crash cut the click short: it was made
                    self.report.clicks += 1
                    self.report.clicked.append(self._click_in_flight)
            elif isinstance(exc, PageGone):
                self.report.error = str(exc)
            else:
                self.report.error = f"{type(exc).__name__}: {exc}"[:300]
            logger.warning("Interaction on %s stopped early: %s", self.url, self.report.error.splitlines()[0])
        finally:
            for name, handler in (
                ("popup", self._on_popup),
                ("crash", self._on_crash),
                ("request", self._on_request),
            ):
                try:
                    page.remove_listener(name, handler)
                except Exception:
                    pass
            await asyncio.gather(*(_close(popup, self.config.close_timeout) for popup in self._popups))
        snapshots: list[Snapshot] = []
        if not page.is_closed() and not self._crashed:
            await self._request_faults()
            t = time.monotonic()
            try:
                snapshots = await asyncio.wait_for(
                    page_snapshots(
                        page, "main", self.config.max_dom_chars, self.config.max_frames, self.reads
                    ),
                    20.0,
                )
            except Exception as exc:
                self.report.error = self.report.error or f"snapshot failed: {exc}"[:300]
            self._time("snapshot", t)
        if self.reads.unchanged:  # reads answered with the HTML held (nothing changed since)
            self.count("reads/unchanged", self.reads.unchanged)
        if self.reads.detections_skipped:
            self.count("reads/detections_skipped", self.reads.detections_skipped)
        self.report.seconds = round(time.monotonic() - self._started, 3)
        self.report.timings = dict(self.timings)
        if snapshots:
            main, frames = snapshots[:1], snapshots[1:]
            if await self._moved(main[0].url, self.url, self._document):
                # the page went to another document by itself: not the article any more
                self.left_document = True
                self.event("navigated_away")
                self.truncate("navigated_away", f"the page went to {main[0].url[:200]} by itself")
                return self.report, self.extra
            return self.report, main + frames + self.extra
        return self.report, self.extra

    async def _request_faults(self) -> None:
        """What the page's requests say at the end: calls the request guard refused
        (``request_limit``), and a call an action started that never answered (a hung
        comment API: the visit failed if no comments were found)."""
        try:
            faults = await within(self.page.evaluate(_REQUEST_FAULTS_JS), 5.0, "request_faults")
        except Exception:
            return
        refused = int(faults.get("refused") or 0) if isinstance(faults, dict) else 0
        waiting = float(faults.get("waiting") or 0.0) / 1000.0 if isinstance(faults, dict) else 0.0
        if refused:
            self.count("requests_refused", refused)
            self.report.limit = self.report.limit or "request_limit"
            logger.warning(
                "%s made more fetch/XHR calls than COMSPIDER_MAX_SCRIPT_REQUESTS: %d refused in the page",
                self.url,
                refused,
            )
        if waiting >= UNANSWERED_SECONDS and self.report.entry_point is None:
            self.report.unanswered = (
                f"comment request unanswered: a request our click started had no answer after {waiting:.0f} s"
            )

    async def _explore(self) -> None:
        cfg, page, report = self.config, self.page, self.report
        t = time.monotonic()
        await wait_for_load(page, cfg.load_max)
        t = self._time("load", t)
        self._check_alive()
        await self._settle()
        t = self._time("settle", t)
        if cfg.consent:
            await self._consent(page)
            t = self._time("consent", t)
        self.identity = await document_identity(page)
        self.article = await self._article_time(page)
        docs = await self._detect()
        t = self._time("detect", t)
        if docs:
            report.entry_point = "static"
        await mark_baseline(page)  # what scrolling appends: an endless stream's next articles
        scrolled = await self._scroll(cfg.scroll)
        # what scrolling started goes on after it (read for the lazy wait, which only a
        # page without comments yet needs)
        before = await activity(page) if not docs else None
        await scroll_frames(page, cfg.max_frames)
        await self._settle()
        if scrolled.hit_limit is None and await grew_below(page, scrolled.height):
            # a loader answered after the walk ended at the bottom: walk on, once
            self.count("scroll_resumed")
            started = scrolled.steps
            scrolled = await self._scroll(
                replace(
                    cfg.scroll,
                    max_steps=max(1, cfg.scroll.max_steps - started),
                    max_seconds=max(1.0, cfg.scroll.max_seconds - (time.monotonic() - t)),
                )
            )
            await self._settle()
        t = self._time("scroll", t)
        if not docs:
            if cfg.consent and not report.consent_dismissed:
                await self._consent(page)  # overlays that show late
            docs = await self._detect()
            if not docs:  # a slow lazy widget may still be loading what scrolling started
                docs, rounds = await wait_for_lazy(
                    page,
                    before,
                    self._detect,
                    lambda most: settle_page(
                        page, cfg.settle_quiet, min(cfg.settle_max, most), max_frames=cfg.max_frames
                    ),
                    max_seconds=min(cfg.lazy_wait_max, self._left() - 10),
                )
                if rounds:
                    self.count("lazy_wait")
                    self.event("lazy_wait" if not docs else "lazy_loaded")
            if docs:
                report.entry_point = "scroll"
            t = self._time("detect", t)
        self._check_alive()
        if not docs:
            # the clickables serve only the search for an entry point: a page whose
            # comments showed already is not walked for them (on a long static thread
            # that walk and its answer cost more than the rest of the visit's reads)
            clickables = await self._collect()
            t = self._time("collect", t)
            docs = await self._entry_points(clickables)
            t = self._time("entry", t)
        else:
            # the collection would have refreshed the stream's cut (articles appended while
            # the walk settled), which the expansion's and the pagers' scripts read
            await mark_stream(page)
            if comments_of(docs) <= FEW_SHOWN:
                # a preview ("the most liked comment") above "Read all 10 comments": the
                # thread is behind the control that counts more than the page shows
                docs = await self._behind_a_count(comments_of(docs)) or docs
                t = self._time("entry", t)
        self._check_alive()
        if docs:
            await self._expand(docs)
            self._check_alive()
            docs = await self._detect() or docs
            report.comments_seen = max(report.comments_seen, comments_of(docs))
            t = self._time("expand", t)
            await self.thread_pages.read(page, docs)  # "Older comments", comment-page-2, ...
            self._time("comment_pages", t)

    async def _scroll(self, limits: ScrollLimits) -> ScrollResult:
        """One walk down the page (:func:`scroll_through`), its steps and bound reported."""
        scrolled = await scroll_through(self.page, limits)
        self.report.scrolls += scrolled.steps
        if scrolled.hit_limit == "stream":
            self.event("stream")
            logger.info("%s appends further articles as it scrolls: only the first one is read", self.url)
        elif scrolled.hit_limit:
            self.event(f"scroll_limit:{scrolled.hit_limit}")
            logger.info("Scrolling %s stopped at the %s bound", self.url, scrolled.hit_limit)
        return scrolled

    async def _consent(self, page: Page) -> None:
        result = await dismiss_consent(
            page, click_timeout=self.config.consent_click_timeout, max_frames=self.config.max_frames
        )
        if result.dismissed:
            self.report.consent_dismissed = True
            for rule in result.clicked:
                self.event(f"consent:{rule}")
                self.count(f"consent/{rule.split('@')[0]}")

    async def _collect(self) -> list[Clickable]:
        try:
            found = await collect_page_clickables(
                self.page, limit=self.config.collect_limit, max_frames=self.config.max_frames
            )
        except Exception as exc:
            logger.info("No clickables collected on %s: %s", self.url, str(exc)[:200])
            self.count("clickables_failed")
            return []
        self.report.clickables = max(self.report.clickables, len(found))
        return found

    async def _expand(self, docs: list[DocHits]) -> None:
        cfg = self.config
        started = time.monotonic()
        for doc in docs:
            left_clicks = cfg.expand_max_clicks - self.report.expansions
            left_time = min(cfg.expand_max_seconds - (time.monotonic() - started), self._left() - 5)
            if left_clicks <= 0 or left_time <= 0:
                self.event("expand_limit")
                if left_clicks <= 0:
                    self.truncate("expand_clicks", f"{cfg.expand_max_clicks} expansion clicks made")
                elif self._left() - 5 <= 0:
                    self.truncate("page_budget", "the page budget ran out before the expansion")
                else:
                    self.truncate("expand_seconds", f"{cfg.expand_max_seconds:.0f} s of expansion spent")
                break
            by_budget = left_time < cfg.expand_max_seconds - (time.monotonic() - started)
            result = await expand(
                doc.frame,
                doc.xpaths,
                max_clicks=left_clicks,
                max_seconds=left_time,
                quiet=cfg.settle_quiet,
                settle_max=cfg.settle_max,
                click_timeout=min(1.0, cfg.click_timeout),  # trusted clicks: only where script clicks fail
            )
            self.report.expansions += result.clicks
            if result.hit_limit:  # stopped by a bound with expanders left
                self.event(f"expand_limit:{result.hit_limit}")
                if result.hit_limit == "clicks":
                    self.truncate("expand_clicks", f"{cfg.expand_max_clicks} expansion clicks made")
                elif by_budget:
                    self.truncate("page_budget", "the page budget ran out during the expansion")
                else:
                    self.truncate("expand_seconds", f"{cfg.expand_max_seconds:.0f} s of expansion spent")

    # -- entry points ---------------------------------------------------------------------
    async def _memory_candidates(
        self, clickables: list[Clickable]
    ) -> tuple[list[tuple[EntryPattern, Candidate]], bool]:
        """(candidates from the site memory, whether the site is known)."""
        if self.memory is None:
            return [], False
        template = self._template()
        hints = self.memory.hints(self.url, template)
        out: list[tuple[EntryPattern, Candidate]] = []
        for hint in hints:
            if hint.frame is None:
                frames: list[Frame] = [self.page.main_frame]
            else:
                frames = [
                    f
                    for f in self.page.frames
                    if f is not self.page.main_frame
                    and not f.is_detached()
                    and frame_key(f.url or "") == hint.frame
                ]
            for frame in frames:
                count, matches = await pattern_matches(frame, hint.pattern)
                if not matches or count > 5:
                    continue
                main = frame is self.page.main_frame
                clickable = next(
                    (
                        c
                        for c in clickables
                        if c.abs_xpath == matches[0]
                        and (c.frame_id == "main") == main
                        and (main or c.frame_url == frame.url)
                    ),
                    None,
                )
                if clickable is None:
                    clickable = Clickable(xpath=matches[0], abs_xpath=matches[0], tag="", frame_url=frame.url)
                action = (
                    action_for(clickable)
                    if clickable.tag
                    else ("follow" if hint.how == "follow" else "click")
                )
                out.append((hint, Candidate(clickable, 1.0, action, memory=True, frame=frame)))
                break
        return out, any(
            h.successes >= 2 and (template is None or h.template in (template, None)) for h in hints
        )

    def _template(self) -> str | None:
        """The page's template, when the detector groups the site's pages by template
        (:class:`~comspider.detection.TemplateLocator`)."""
        of = getattr(self.detector, "template_of", None)
        if not callable(of):
            return None
        try:
            found = of(self.page.url) or of(self.url)
        except Exception:
            return None
        return str(found) if found else None

    async def _behind_a_count(self, seen: int) -> list[DocHits]:
        """The entry points whose label counts more comments than the ``seen`` the page
        shows (a label naming comments, or a discussion's entry point's shape: not a date's
        link, a pager, a vote), tried as any entry point is (the ranker decides which are
        entry points);
        the documents that show comments after the one that worked (none when none did,
        or when it led to another document, which is snapshotted then)."""
        counted = [
            c
            for c in await self._collect()
            if (declared_count(_label(c)) or 0) > seen and (names_comments(c) or discussion_shaped(c))
        ]
        if not counted:
            return []
        self.count("behind_a_count")
        return await self._entry_points(counted)

    async def _entry_points(self, clickables: list[Clickable]) -> list[DocHits]:
        cfg, report = self.config, self.report
        budget = cfg.max_clicks
        remembered, known = await self._memory_candidates(clickables)
        if remembered:
            self.count("memory/hit")
        elif known:
            budget = min(budget, cfg.memory_fallback_clicks)
            self.count("memory/absent")
            self.event("memory:absent")
        skips: dict[str, int] = {}
        planned = plan(
            clickables,
            self.ranker,
            limit=budget + 10,
            offsite_min_score=cfg.offsite_min_score,
            skip={c.key for _, c in remembered},
            counts=skips,
            rescue=cfg.rescue,
        )
        for reason, n in skips.items():
            self.count(reason.replace("_", "/") if reason.startswith("rescued") else f"skipped/{reason}", n)
        queue: list[tuple[EntryPattern | None, Candidate]] = [*remembered, *((None, c) for c in planned)]
        for hint, cand in queue:
            if report.clicks >= budget:
                self.count("max_clicks")
                break
            if self._left() < 5:
                self.event("budget_low")
                break
            acted_before = len(report.clicked)
            outcome = await self._try(cand)
            if len(report.clicked) > acted_before:  # clicked or followed: say what, in words
                report.clicked_text.append(_label(cand.clickable))
            self._check_alive()
            if outcome.found:
                report.entry_point = outcome.entry
                report.entry_text = _label(cand.clickable) or None
                if hint is not None:
                    self.event("memory:success")
                    self.count("memory/success")
                if self.memory is not None and outcome.pattern:
                    self.memory.success(
                        self.url, EntryPattern(outcome.pattern, outcome.how, outcome.frame, self._template())
                    )
                return outcome.docs
            if hint is not None and self.memory is not None:
                self.count("memory/failure")
                self.event("memory:failure")
                if self.memory.failure(self.url, hint):
                    self.count("memory/forgotten")
                elif hint.successes >= 2 and outcome.acted:
                    # the site's usual entry point is here and was used: the page most
                    # likely has no comments (yet); other candidates would be guesses
                    self.count("memory/stop")
                    break
        return []

    async def _try(self, cand: Candidate) -> _Outcome:
        page, c = self.page, cand.clickable
        frame = cand.frame
        if frame is None:
            try:
                frame = await frame_for(page, c)
            except Exception:
                frame = None
        if frame is None or frame.is_detached():
            self.count("skipped/frame_gone")
            return _Outcome()
        xpaths = [c.xpath, c.abs_xpath] if c.xpath != c.abs_xpath else [c.abs_xpath]
        state = await element_state(frame, xpaths, c.fragment)
        if not state.exists and self._rescroll:
            self._rescroll = False
            await scroll_through(
                page,
                ScrollLimits(
                    max_steps=15, max_height=self.config.scroll.max_height, max_seconds=6.0, pause=0.15
                ),
            )
            await self._settle()
            state = await element_state(frame, xpaths, c.fragment)
        if not state.exists:
            self.count("skipped/gone")
            return _Outcome()
        if state.submits:
            self.count("skipped/submit")
            return _Outcome()
        if state.disabled:
            self.count("skipped/disabled")
            return _Outcome()
        main = frame is page.main_frame
        if not main:  # a widget's own script must have run before its button works
            try:
                await frame.wait_for_load_state("load", timeout=min(self.config.load_max, 8.0) * 1000)
            except Exception:
                pass
        prefix = ""
        if not main:
            chain = c.frame_chain or await _chain(frame)
            prefix = " >> ".join(chain) + " >> " if chain else ""
        where = prefix + state.abs
        steps = await element_steps(frame, state.abs)
        pattern = pattern_from_steps(steps)
        fkey = None if main else frame_key(frame.url or "")

        if cand.action == "anchor" and state.target and c.fragment:
            await arm_page(page, self.config.max_frames)
            await scroll_to_fragment(frame, c.fragment)
            await self._settle()
            docs = await self._detect()
            if docs:
                self.count("outcome/anchor")
                return _Outcome(True, docs, f"anchor: {where}", "anchor", pattern, fkey)
        if cand.action == "follow" and (state.href or c.href):
            return await self._follow(str(state.href or c.href), where, pattern, fkey)
        return await self._click(frame, state.abs, where, pattern, fkey)

    async def _follow(self, href: str, where: str, pattern: str, fkey: str | None) -> _Outcome:
        """Open a link in a new tab of the same context, analyse it, close it."""
        self.report.clicks += 1
        self.report.clicked.append(where)
        self.event("follow")
        other = await self.page.context.new_page()
        self._watch(other)
        try:
            try:
                await other.goto(
                    href, wait_until="domcontentloaded", timeout=self.config.navigation_timeout * 1000
                )
            except Exception as exc:
                logger.debug("following %s failed: %s", href[:200], exc)
                self.count("outcome/follow_failed")
                return _Outcome()
            if await self._analyse(other, "navigation"):
                self.count("outcome/follow")
                return _Outcome(True, [], f"navigation: {where}", "follow", pattern, fkey)
            return _Outcome(acted=True)
        finally:
            await _close(other, self.config.close_timeout)

    async def _click(
        self, frame: Frame, abs_xpath: str, where: str, pattern: str, fkey: str | None
    ) -> _Outcome:
        page, cfg = self.page, self.config
        url_before = page.url
        document_before = await _document_of(page)
        popups_before = len(self._popups)
        self._nav_started = False
        await arm_page(page, cfg.max_frames)
        target = ClickTarget(frame, abs_xpath)  # Playwright's locator, or the element in a shadow tree
        self._clicking = True
        self._click_in_flight = where
        try:
            await target.click(cfg.click_timeout)
        except Exception:
            try:  # covered by an overlay, off-screen, or not "visible" to Playwright
                await target.dispatch(cfg.click_timeout)
            except Exception as exc:
                if self._crashed or page.is_closed():
                    self._clicking = False
                    raise
                try:
                    late = await self._landed_late(frame, where, pattern, fkey)
                finally:
                    self._clicking = False
                    self._click_in_flight = None
                if late is not None:
                    return late
                logger.debug("click on %s failed: %s", where, exc)
                self.count("skipped/unclickable")
                return _Outcome()
        self._click_in_flight = None
        self.report.clicks += 1
        self.report.clicked.append(where)
        try:
            await self._settle()  # a confirm() the click leads to comes while it settles
        finally:
            self._clicking = False
        if self._nav_started:
            try:
                await page.wait_for_load_state("domcontentloaded", timeout=cfg.navigation_timeout * 1000)
            except Exception:
                pass
        # a popup (new tab or window) opened by the click: follow it, then close it
        for popup in self._popups[popups_before:]:
            found = await self._analyse(popup, "popup")
            await _close(popup, self.config.close_timeout)
            if found:
                self.count("outcome/popup")
                return _Outcome(True, [], f"popup: {where}", "popup", pattern, fkey)
        # a navigation of the page: analyse the new document, then come back
        if await self._moved(page.url, url_before, document_before):
            self.event("navigation")
            found = await self._analyse(page, "navigation")
            await self._go_back(url_before)
            if found:
                self.count("outcome/navigation")
                return _Outcome(True, [], f"navigation: {where}", "navigation", pattern, fkey)
            return _Outcome(acted=True)
        docs = await self._detect()
        if not docs and await changes(frame) == 0 and not self._popups[popups_before:]:
            # nothing at all happened: the click may have missed (a moving iframe, a
            # covering element); dispatch it in the page once more
            self.count("click_retry")
            await arm_page(page, cfg.max_frames)
            try:
                await target.dispatch(cfg.click_timeout)
                await self._settle()
            except Exception:
                pass
            if await self._moved(page.url, url_before, document_before):
                await self._go_back(url_before)
                docs = []
            else:
                docs = await self._detect()
        if docs:
            self.count("outcome/in_frame" if fkey else "outcome/in_page")
            return _Outcome(True, docs, where, "click", pattern, fkey)
        try:  # a modal that is not the comments: close it for the next candidate
            await page.keyboard.press("Escape")
        except Exception:
            pass
        return _Outcome(acted=True)

    async def _landed_late(self, frame: Frame, where: str, pattern: str, fkey: str | None) -> _Outcome | None:
        """A click Playwright gave up on may have reached the page all the same: on a
        loaded machine a widget's own renderer answers after the timeout (the first click
        went through, the retry found its button gone). The clicked document changed
        since it was armed and comments show now: that was the click; else None."""
        if await changes(frame) <= 0:
            return None
        await self._settle()
        docs = await self._detect()
        if not docs:
            return None
        self.report.clicks += 1
        self.report.clicked.append(where)
        self.count("click_late")
        self.count("outcome/in_frame" if fkey else "outcome/in_page")
        return _Outcome(True, docs, where, "click", pattern, fkey)

    async def _article_time(self, page: Page) -> ArticleTime | None:
        """The article's time, read (when a document of another asks) from its HTML as
        loaded: its declared time is in what the server sent."""
        try:
            return ArticleTime(await self.reads.html(page.main_frame, _READ_TIMEOUT), page.url)
        except Exception:
            return None

    async def _analyse(self, page: Page, kind: str) -> bool:
        """Another document (popup, followed link, navigation): comments there? Expanded
        and snapshotted when so."""
        cfg = self.config
        try:
            await page.wait_for_load_state("domcontentloaded", timeout=cfg.navigation_timeout * 1000)
        except Exception:
            return False
        await wait_for_load(page, min(cfg.load_max, 6.0))
        await self._settle(page)
        if cfg.consent:
            await self._consent(page)
        docs = await self._detect(page, elsewhere=True)
        if not docs:
            await scroll_through(
                page,
                ScrollLimits(
                    max_steps=15,
                    max_height=cfg.scroll.max_height,
                    max_seconds=min(8.0, cfg.scroll.max_seconds),
                    pause=cfg.scroll.pause,
                ),
            )
            await self._settle(page)
            docs = await self._detect(page, elsewhere=True)
        if not docs:
            return False
        other = await document_identity(page)
        if not related_document(self.identity, other):
            self.count("outcome/unrelated")
            self.event("unrelated")
            logger.info(
                "Comments at %s (reached from %s) belong to another article: ignored",
                other.get("url"),
                self.url,
            )
            return False
        await self._expand(docs)
        docs = await self._detect(page, elsewhere=True) or docs
        self.report.comments_seen = max(self.report.comments_seen, comments_of(docs))
        self.extra.extend(await page_snapshots(page, kind, cfg.max_dom_chars, cfg.max_frames, self.reads))
        await self.thread_pages.read(page, docs)  # its further pages ("Older comments", ...)
        return True

    async def _go_back(self, url: str) -> None:
        page, cfg = self.page, self.config
        self._leaving = True
        try:
            try:
                await page.go_back(wait_until="domcontentloaded", timeout=cfg.navigation_timeout * 1000)
            except Exception:
                pass
            if _doc(page.url) != _doc(url):
                await page.goto(url, wait_until="domcontentloaded", timeout=cfg.navigation_timeout * 1000)
        except Exception as exc:
            logger.info("Could not come back to %s: %s", url, str(exc)[:200])
            self.count("back_failed")
        finally:
            self._leaving = False
        await wait_for_load(page, min(cfg.load_max, 6.0))
        # the article again, in a new document (unknown if it could not come back)
        self._document = await _document_of(page) if _doc(page.url) == _doc(url) else None
        await self._settle()
        self._rescroll = True  # lazy parts are gone: scroll again if a candidate needs them


def _doc(url: str) -> str:
    return (url or "").split("#", 1)[0]


async def _document_of(page: Page) -> float | None:
    """The page's current document (its time origin); None when it cannot be read (the
    page is between documents, or closed)."""
    try:
        origin = await within(page.evaluate(_DOCUMENT_JS), 5.0, "document_origin")
    except Exception:
        return None
    return float(origin) if isinstance(origin, int | float) else None


async def _loaded_from(page: Page) -> str | None:
    """The URL the page's current document was loaded from (None: not readable)."""
    try:
        url = await within(page.evaluate(_DOCUMENT_URL_JS), 5.0, "document_url")
    except Exception:
        return None
    return url if isinstance(url, str) else None


async def _chain(frame: Frame) -> tuple[str, ...]:
    try:
        return await frame_chain_of(frame)
    except Exception:
        return ()


async def _close(page: Page, seconds: float) -> None:
    await close_within(page, seconds, "popup_close")


#: Comments a page may show of its thread for a control counting more to be tried (a
#: preview of the most liked ones above "Read all 10 comments").
FEW_SHOWN = 3


def declared_count(label: str) -> int | None:
    """The largest count a control's label writes ("Tüm 10 yorumu oku", "Read all 1,204
    comments", "١٢ تعليق"), as the ranking reads a count in a label, or None."""
    return max(label_numbers(ascii_digits(label[:80])), default=None)


def _label(clickable: Clickable) -> str:
    """What a person sees on an element: its text, else its aria-label or title."""
    attrs = clickable.attrs or {}
    text = clickable.text or attrs.get("aria-label") or attrs.get("title") or ""
    return " ".join(text.split())[:100]


def interaction_summary(
    report: InteractionReport, counters: dict[str, int], url: str, timings: dict[str, float] | None = None
) -> dict[str, Any]:
    """One JSON-able line per page for ``COMSPIDER_INTERACTION_LOG``."""
    return {
        "url": url,
        "clickables": report.clickables,
        "clicks": report.clicks,
        "clicked": report.clicked,
        "clicked_text": report.clicked_text,
        "entry_point": report.entry_point,
        "entry_text": report.entry_text,
        "comments_seen": report.comments_seen,
        "expansions": report.expansions,
        "consent_dismissed": report.consent_dismissed,
        "scrolls": report.scrolls,
        "seconds": report.seconds,
        "events": report.events,
        "error": report.error,
        "truncation": report.truncation,
        "counters": counters,
        "timings": timings or {},
        "fetched_by": report.fetched_by,  # "http": read from its served HTML, no interaction
    }
