"""Bounds on what one page can make the browser do, watched over its whole visit.

Every article visit is alone in its browser context while it runs (comspider.browser.handler;
a context may serve visits one after another: comspider.browser.context_pool), so a
visit's popups, frames, requests and memory are those of its context. A hostile or broken
page can open windows that open windows, nest frames without end, fire requests in a
loop or grow its heap until the machine swaps. Each bound has a setting, a stat and a
reason in the visit record:

| bound | setting | when it is passed |
|---|---|---|
| popups | ``COMSPIDER_MAX_POPUPS`` | pages of the context besides the article's (popups, followed links): every further one is closed at once and loads nothing, and ``window.open`` returns null past the bound in each document; the visit goes on (``popup_limit``) |
| frames | ``COMSPIDER_MAX_CONTEXT_FRAMES`` | frames alive in the context's pages at once: the visit stops (``frame_limit``) |
| requests | ``COMSPIDER_MAX_CONTEXT_REQUESTS`` | requests made by the context: the visit stops (``request_limit``) |
| script requests | ``COMSPIDER_MAX_SCRIPT_REQUESTS`` | fetch, XMLHttpRequest and sendBeacon calls of one document: every further call fails at once in the page and never reaches the network (``js/request_guard.js``); the visit goes on (``request_limit``) |
| memory | ``COMSPIDER_MAX_CONTEXT_MEMORY_MB`` | memory the context's pages hold (sampled: JavaScript heap, DOM, array buffers): the visit stops (``memory_limit``) |
| renderer memory | ``COMSPIDER_MAX_RENDERER_MB`` | a renderer's private memory (anonymous resident pages), read from /proc by the renderer guard (comspider.browser.processes): the renderer is killed, its pages crash and the visit keeps what the download read (``memory_limit``) |

A visit that stops keeps what the browser can still give (the DOM at that moment, even
while the page still loads: comspider.browser.handler) and its context is closed; the
visit record says the thread may be cut short (``truncation``: the bound). Stats:
``comspider/browser/limit/<reason>``. 0 turns a bound off.

Every request of a page passes the browser's request handlers in Python, one protocol
message at a time: a script that fires ten thousand requests would queue them behind
each other for minutes and starve every other visit (and the context would not close
before they are all handled). The script-request bound stops such a loop inside the
page, before a single message is sent; the context's request bound still counts what
other ways of asking (images, frames, workers) make.

Memory is what each page of the context holds as Chromium's DevTools protocol reports
it (``Runtime.getHeapUsage``): the JavaScript heap, Blink's heap (the DOM: 300,000
elements hold about 800 MB of it) and the backing stores of array buffers, sampled every
``COMSPIDER_LIMITS_INTERVAL`` seconds (a tenth of it once half the bound is used: a page
that grows by hundreds of MB a second is caught before it is far past): the parts of a
renderer's memory a page controls.
The JavaScript heap alone (``JSHeapUsedSize``) missed the other two: a page holding 400 MB
of ``Uint8Array`` and a 790 MB DOM measured 1.3 MB. Images, layers and the GPU's memory
are still not counted.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import weakref
from dataclasses import dataclass
from typing import Any

from comspider.browser import processes
from comspider.browser.context_pool import document_origin
from comspider.deadlines import close_within, within
from comspider.page_scripts import init_script

logger = logging.getLogger(__name__)

#: The parts of ``Runtime.getHeapUsage`` a page's memory is the sum of: the JavaScript
#: heap, Blink's heap (the DOM) and array buffers' backing stores (the last two are
#: missing from older Chromium's answer and count 0 there).
_HEAP_PARTS = ("usedSize", "embedderHeapUsedSize", "backingStorageSize")

POPUP_LIMIT = "popup_limit"
FRAME_LIMIT = "frame_limit"
REQUEST_LIMIT = "request_limit"
MEMORY_LIMIT = "memory_limit"
REASONS = (POPUP_LIMIT, FRAME_LIMIT, REQUEST_LIMIT, MEMORY_LIMIT)
# A page that crashes within this many seconds of the renderer guard killing a renderer
# crashed for its memory (the guard reads pids, Playwright knows pages: the time links them).
KILL_WINDOW = 3.0

_registry: weakref.WeakKeyDictionary[Any, VisitLimits] = weakref.WeakKeyDictionary()


@dataclass(frozen=True, slots=True)
class LimitConfig:
    max_popups: int = 10
    max_frames: int = 200
    max_requests: int = 5000
    max_memory_mb: float = 512.0
    interval: float = 2.0  # s between memory samples
    close_timeout: float = 10.0
    max_script_requests: int = 1000  # fetch/XHR/sendBeacon calls per document

    @classmethod
    def from_settings(cls, settings: Any) -> LimitConfig:
        return cls(
            max_popups=settings.getint("COMSPIDER_MAX_POPUPS"),
            max_frames=settings.getint("COMSPIDER_MAX_CONTEXT_FRAMES"),
            max_requests=settings.getint("COMSPIDER_MAX_CONTEXT_REQUESTS"),
            max_memory_mb=settings.getfloat("COMSPIDER_MAX_CONTEXT_MEMORY_MB"),
            interval=settings.getfloat("COMSPIDER_LIMITS_INTERVAL"),
            close_timeout=settings.getfloat("COMSPIDER_BROWSER_CLOSE_TIMEOUT"),
            max_script_requests=settings.getint("COMSPIDER_MAX_SCRIPT_REQUESTS"),
        )


class VisitLimits:
    """Watches one visit's browser context. ``tripped`` is set when a bound that stops
    the visit is passed; ``reason`` says which (``popup_limit`` does not stop it, but is
    the reason when nothing else is)."""

    def __init__(self, context: Any, config: LimitConfig, stats: Any = None, url: str = "") -> None:
        self.context = context
        self.config = config
        self.stats = stats
        self.url = url
        self.popups = 0
        self.requests = 0
        self.peak_frames = 0
        self.peak_memory_mb = 0.0
        self.reason: str | None = None
        self.tripped = asyncio.Event()
        self.renderer_killed = False  # by the renderer guard, for its memory
        self.crashed = False  # a page of the visit crashed (its context is not reused)
        self.ignored: Any = None  # a page of the context that is not the visit's (the pool's holder)
        # The origins whose documents the visit loaded: their storage is cleared before a
        # reused context's next visit (comspider.browser.context_pool).
        self.origins: set[str] = set()
        self._pages: list[Any] = []
        self._sampler: asyncio.Task[None] | None = None
        self._cdp: dict[Any, Any] = {}
        self._closers: set[asyncio.Future[bool]] = set()
        self._excess: weakref.WeakSet[Any] = weakref.WeakSet()  # popups past the bound

    # -- wiring ------------------------------------------------------------------------
    def attach(self) -> VisitLimits:
        _registry[self.context] = self
        self.context.on("page", self._on_page)
        self.context.on("request", self._on_request)
        for page in self.context.pages:
            self._on_page(page)
        if self.config.max_memory_mb > 0:
            self._sampler = asyncio.ensure_future(self._sample_memory())
        return self

    def detach(self) -> None:
        if self._sampler is not None:
            self._sampler.cancel()
            self._sampler = None
        for event, handler in (("page", self._on_page), ("request", self._on_request)):
            with contextlib.suppress(Exception):
                self.context.remove_listener(event, handler)
        for page in self._pages:
            with contextlib.suppress(Exception):
                page.remove_listener("crash", self._on_crash)
        # The registry's value refers to its key (self.context): left there, a weak key
        # never dies and every visit's context, pages, frames and DevTools sessions stay in
        # the crawl's memory (the Python process grew with each page: issue 29 §6).
        with contextlib.suppress(TypeError):
            if _registry.get(self.context) is self:
                del _registry[self.context]
        self._pages.clear()
        self._cdp.clear()

    # -- events ------------------------------------------------------------------------
    def _on_page(self, page: Any) -> None:
        if page is self.ignored or page in self._pages:
            return
        first = not self._pages
        self._pages.append(page)
        page.on("frameattached", self._on_frame)
        page.on("crash", self._on_crash)
        if not first:
            # Every page of the context after the article's own counts: popups, and the
            # few tabs the interaction opens to follow a link. A popup's own "popup" event
            # may fire before anyone listens on it, and its opener may be closed by the
            # time one asks, so the context's "page" event is what counts.
            self._on_popup(page)

    def _on_popup(self, popup: Any) -> None:
        self.popups += 1
        limit = self.config.max_popups
        if limit <= 0 or self.popups <= limit:
            return
        if self.popups == limit + 1:
            self._count(POPUP_LIMIT)
            logger.warning(
                "%s opened more than %d popups (COMSPIDER_MAX_POPUPS): closing every further one",
                self.url or "A page",
                limit,
            )
            self.reason = self.reason or POPUP_LIMIT
        self._excess.add(popup)  # its requests are refused until it is closed
        task = asyncio.ensure_future(close_within(popup, self.config.close_timeout, "popup_close"))
        self._closers.add(task)
        task.add_done_callback(self._closers.discard)

    def _on_frame(self, _frame: Any) -> None:
        limit = self.config.max_frames
        if limit <= 0 or self.tripped.is_set():
            return
        frames = 0
        for page in self._pages:
            with contextlib.suppress(Exception):
                frames += len(page.frames)
        self.peak_frames = max(self.peak_frames, frames)
        if frames > limit:
            self._trip(FRAME_LIMIT, f"{frames} frames at once (COMSPIDER_MAX_CONTEXT_FRAMES={limit})")

    def _on_crash(self, _page: Any) -> None:
        """A page whose renderer the renderer guard just killed for its memory
        (comspider.browser.processes) passed the memory bound (``renderer_killed``
        also when another bound had stopped the visit first)."""
        self.crashed = True
        if not processes.renderer_killed_within(KILL_WINDOW):
            return
        self.renderer_killed = True
        if not self.tripped.is_set():
            self._trip(MEMORY_LIMIT, "its renderer held more than COMSPIDER_MAX_RENDERER_MB and was killed")

    def _on_request(self, request: Any) -> None:
        self.requests += 1
        with contextlib.suppress(Exception):
            if request.resource_type == "document":
                origin = document_origin(request.url)
                if origin is not None:
                    self.origins.add(origin)
        limit = self.config.max_requests
        if limit > 0 and self.requests > limit and not self.tripped.is_set():
            self._trip(REQUEST_LIMIT, f"more than {limit} requests (COMSPIDER_MAX_CONTEXT_REQUESTS)")

    async def _sample_memory(self) -> None:
        limit = self.config.max_memory_mb
        interval = self.config.interval
        while not self.tripped.is_set():
            await asyncio.sleep(interval)
            used = await self.memory_mb()
            # past half the bound, look ten times as often: a page growing fast is caught
            # before it is far past the bound
            interval = self.config.interval / 10.0 if used > limit / 2 else self.config.interval
            self.peak_memory_mb = max(self.peak_memory_mb, used)
            if used > limit:
                self._trip(
                    MEMORY_LIMIT,
                    f"{used:.0f} MB of page memory: JavaScript heap, DOM and buffers "
                    f"(COMSPIDER_MAX_CONTEXT_MEMORY_MB={limit:g})",
                )

    async def memory_mb(self) -> float:
        """The memory the context's open pages hold (JavaScript heap, DOM, array
        buffers), in MB."""
        total = 0.0
        for page in list(self._pages):
            try:
                if page.is_closed():
                    continue
                session = await self.session(page)
                usage = await within(session.send("Runtime.getHeapUsage"), 5.0, "cdp_heap_usage")
            except Exception as exc:
                logger.debug("memory of a page of %s not sampled: %s", self.url, exc)
                continue
            total += sum(float(usage.get(part) or 0.0) for part in _HEAP_PARTS) / 1e6
        return total

    async def session(self, page: Any) -> Any:
        """A DevTools session on ``page`` (one per page, kept while the visit lasts)."""
        session: Any = self._cdp.get(page)
        if session is None:
            session = await within(self.context.new_cdp_session(page), 5.0, "cdp_session")
            self._cdp[page] = session
        return session

    def refuses(self, page: Any) -> bool:
        """Whether ``page`` is a popup past the bound (closing): its requests are refused."""
        return page in self._excess

    # -- the verdict -------------------------------------------------------------------
    def _trip(self, reason: str, detail: str) -> None:
        self.reason = reason
        self._count(reason)
        logger.warning("Visit of %s stopped: %s (%s)", self.url or "a page", reason, detail)
        self.tripped.set()

    def _count(self, reason: str) -> None:
        if self.stats is not None:
            self.stats.inc_value(f"comspider/browser/limit/{reason}")


def popup_guard_js(limit: int) -> str:
    """An init script for a visit's context: in each document, ``window.open`` opens at most
    ``limit`` windows and then returns null at once. A storm of ``window.open`` calls in
    one script would otherwise hold that script (each call waits for the browser to make
    a window) while the context's bound closes the windows one by one."""
    return init_script("comspider.browser", "popup_guard.js", int(limit))


def request_guard_js(limit: int) -> str:
    """An init script for a visit's context: in each document, the page's scripts may
    start at most ``limit`` fetch, XMLHttpRequest and sendBeacon calls (see the module
    docstring)."""
    return init_script("comspider.browser", "request_guard.js", int(limit))


def limits_of(context: Any) -> VisitLimits | None:
    """The limits watching ``context`` (a per-visit context), if any."""
    try:
        return _registry.get(context)
    except TypeError:
        return None


__all__ = ["REASONS", "LimitConfig", "VisitLimits", "limits_of", "popup_guard_js", "request_guard_js"]
