"""The article visits the browser holds: one browser context each, a bounded number at
once, each watched by its :class:`~comspider.browser.visit_limits.VisitLimits`, each
closed with a deadline, all of them cut short when the crawl stops.

One per crawler (``BrowserVisits.of(crawler)``), shared by the download handler (which
opens a visit before the page loads) and the interaction middleware (which closes it
after the interaction).

- Slots: ``COMSPIDER_BROWSER_PAGES`` visits at once. A slot is taken before the page
  loads (so the download watchdog never counts the wait for one) and given back when the
  visit is closed: by the interaction middleware after the interaction, or by the
  download handler when the download fails.
- Alone: a visit tried again after its browser was lost (``open(..., alone=True)``)
  waits until no other visit is open and keeps new ones out until it closes: if the
  page itself is what crashes the browser, it takes no other site's visit with it.
- Closing: a context that does not close within ``COMSPIDER_BROWSER_CLOSE_TIMEOUT``
  (a renderer that hangs, as after ``<meta http-equiv="refresh" content="0">``) is given
  up: one warning, the stat ``comspider/browser/deadline/context_close``, its slot comes
  back, and the browser is restarted (the download handler's ``restart``) once the
  visits still open have closed, with no new visit opening meanwhile: a hung context
  never takes other sites' visits down with it.
- Reuse: a visit is alone in its context while it runs; when it ends well its context's
  pages are all closed and the context serves a later visit, up to
  ``COMSPIDER_CONTEXT_REUSE_VISITS`` visits (comspider.browser.context_pool says what is
  kept and what is cleared, and which visits' contexts are closed instead). A visit in a
  reused context keeps its context's name; ``serial`` tells its visits apart.
- Cookies: the cookies of a visit's context are kept when it ends and given to the next
  visits' contexts, new or reused (at most :data:`MAX_COOKIES`, the newest), as one
  browser profile would keep them: a consent choice made on one page of a site holds on
  its next page. Nothing else a page can see (storage, service workers, open pages)
  outlives its visit; a reused context keeps only the pool's blank holder page.
- Shutdown: ``aborting`` refuses new visits (comspider.browser.shutdown sets it on the
  first signal); :meth:`abort_all` closes every visit's context; the visits in flight end
  as :class:`~comspider.faults.VisitAborted` (not counted as visits).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from comspider.browser.context_pool import MAX_ORIGINS, ContextPool, clear_storage, close_pages, open_holder
from comspider.browser.visit_limits import LimitConfig, VisitLimits
from comspider.crawler_parts import crawler_part
from comspider.deadlines import close_within, within
from comspider.request_meta import VISIT_CONTEXT_PREFIX

logger = logging.getLogger(__name__)

MAX_COOKIES = 3000  # cookies carried from one visit to the next, the newest


@dataclass(slots=True)
class Visit:
    name: str
    url: str
    limits: VisitLimits
    context: Any = None
    slot: bool = True  # holds a slot until released
    alone: bool = False  # no other visit open beside it (a retry after a lost browser)
    # Set when the visit's browser is gone (closed, aborted, crashed): a download still
    # waiting is given up at once (scrapy-playwright would wait for a file download that
    # a closed page never starts).
    ended: asyncio.Event = field(default_factory=asyncio.Event)
    first: Any = None  # the response of the page's first document (what it was served)
    serial: int = 0  # tells apart the visits of one reused context (the name is the context's)
    uses: int = 1  # visits its context has served, this one included
    holder: Any = None  # the pool's blank page in its context (not the visit's)
    holder_session: Any = None  # a DevTools session on the holder
    # The page's document as HTTP first fetched it, for its navigation (taken once by the
    # page's route: comspider.browser.served_documents); None: the browser loads it.
    served: Any = None
    handed_over: bool = False  # its navigation was answered with that document

    def watch_first_document(self, page: Any) -> None:
        """Keep the response of ``page``'s first document (its main frame's first
        answer that is not a redirect), then stop listening: a page that navigates away
        by itself still has what it was served."""

        def seen(response: Any) -> None:
            try:
                if response.frame != page.main_frame or response.request.resource_type != "document":
                    return
                if 300 <= response.status < 400:
                    return  # a redirect hop
            except Exception:
                pass
            else:
                if self.first is None:
                    self.first = response
            with contextlib.suppress(Exception):
                page.remove_listener("response", seen)

        page.on("response", seen)


@dataclass
class BrowserVisits:
    pages: int  # COMSPIDER_BROWSER_PAGES
    limits: LimitConfig
    stats: Any = None
    aborting: bool = False
    # Set by the download handler: restart the browser (after a context that would not close).
    restart: Callable[[], Awaitable[None]] | None = None
    pool: ContextPool = field(default_factory=lambda: ContextPool(0, 1))  # no reuse unless set
    _visits: dict[str, Visit] = field(default_factory=dict)
    _cookies: dict[tuple[str, str, str], dict[str, Any]] = field(default_factory=dict)
    _slots: asyncio.Semaphore | None = None
    _names: Any = field(default_factory=lambda: itertools.count(1))
    _serials: Any = field(default_factory=lambda: itertools.count(1))
    _alone_waiting: int = 0  # visits waiting to be alone in the browser
    _restart_pending: bool = False  # a context hung: restart once the open visits closed
    _restarting: Any = None  # the restart under way (a task)
    _changed: asyncio.Event | None = None  # set whenever a visit closes or a restart ends
    _cut: asyncio.Event | None = None  # set by abort_all: work in flight ends now

    @classmethod
    def of(cls, crawler: Any) -> BrowserVisits:
        settings = crawler.settings
        pages = max(1, settings.getint("COMSPIDER_BROWSER_PAGES"))
        return crawler_part(
            crawler,
            "browser_visits",
            lambda: cls(
                pages=pages,
                limits=LimitConfig.from_settings(settings),
                stats=crawler.stats,
                pool=ContextPool(pages, settings.getint("COMSPIDER_CONTEXT_REUSE_VISITS")),
            ),
        )

    # -- slots and visits ----------------------------------------------------------------
    def _semaphore(self) -> asyncio.Semaphore:
        if self._slots is None:  # made on the crawl's loop, on first use
            self._slots = asyncio.Semaphore(self.pages)
        return self._slots

    def _event(self) -> asyncio.Event:
        if self._changed is None:  # made on the crawl's loop, on first use
            self._changed = asyncio.Event()
        return self._changed

    async def _until(self, ready: Callable[[], bool]) -> None:
        event = self._event()
        while not ready():
            event.clear()
            await event.wait()

    def _alone_open(self) -> bool:
        return any(v.alone for v in self._visits.values())

    async def open(self, url: str, alone: bool = False) -> Visit:
        """Wait for a slot (and, ``alone``, for every other visit to close; no visit
        opens while one waits to be alone or a browser restart waits), then a new visit
        (its context name for scrapy-playwright): in an idle context of the pool when
        there is one (never for a visit alone: a fresh context), else in a new one."""
        if alone:
            self._alone_waiting += 1
            try:
                await self._until(lambda: not self._visits and not self._restart_pending)
            finally:
                self._alone_waiting -= 1
        else:
            await self._until(
                lambda: not self._alone_waiting and not self._alone_open() and not self._restart_pending
            )
        await self._semaphore().acquire()
        pooled = None if alone else self.pool.take()
        name = pooled.name if pooled is not None else f"{VISIT_CONTEXT_PREFIX}{next(self._names)}"
        visit = Visit(
            name,
            url,
            VisitLimits(None, self.limits, self.stats, url),
            alone=alone,
            serial=next(self._serials),
        )
        self._visits[name] = visit
        if pooled is not None:
            visit.uses, visit.holder, visit.holder_session = pooled.visits + 1, pooled.holder, pooled.session
            self._watch(visit, pooled.context)
            self._count("context/reused")
        return visit

    async def prepare(self, visit: Visit) -> None:
        """Before a visit in a reused context loads: the cookies kept since its context's
        last visit (a new context gets them when it is made)."""
        if visit.uses > 1 and visit.context is not None:
            await self.give_cookies(visit.context)

    async def give_cookies(self, context: Any) -> None:
        """The cookies kept from earlier visits into ``context`` (bounded; a failure only
        logged: the visit goes on without them)."""
        cookies = self.cookies()
        if not cookies:
            return
        try:
            await within(context.add_cookies(cookies), self.limits.close_timeout, "cookies")
        except Exception as exc:
            logger.debug("cookies not carried over: %s", exc)

    async def hold(self, name: str, context: Any) -> tuple[Any, Any]:
        """A new context of a visit that may go to the pool: its holder page (and a
        DevTools session on it), opened before the visit's first page, so that this page
        too opens as a tab (comspider.browser.context_pool). (None, None) when the pool
        is off, for a visit alone, or when it cannot be opened (the visit goes on)."""
        visit = self._visits.get(name)
        if not self.pool.enabled or visit is None or visit.alone:
            return None, None
        try:
            return await open_holder(context, self.limits.close_timeout)
        except Exception as exc:
            logger.debug("no holder page for the context of %s: %s", visit.url, exc)
            return None, None

    def context_created(self, name: str, context: Any, holder: Any = None, session: Any = None) -> bool:
        """The download handler made the visit's context (with its holder page, if any:
        :meth:`hold`): watch it. False for a visit that is over (a download retried by
        scrapy-playwright after its visit was closed)."""
        visit = self._visits.get(name)
        if visit is None:
            return False
        if visit.context is not None:  # a new context after a browser crash
            visit.limits.detach()
        visit.holder, visit.holder_session = holder, session
        self._watch(visit, context)
        return True

    def _watch(self, visit: Visit, context: Any) -> None:
        visit.context = context
        visit.limits.context = context
        visit.limits.ignored = visit.holder  # not one of the visit's pages
        visit.limits.attach()

    def visit(self, name: str) -> Visit | None:
        return self._visits.get(name)

    def _release(self, name: str) -> None:
        visit = self._visits.pop(name, None)
        if visit is None:
            return
        visit.ended.set()
        visit.limits.detach()
        if visit.slot:
            visit.slot = False
            self._semaphore().release()
        if self._restart_pending and not self._visits and self._restarting is None:
            self._restarting = asyncio.ensure_future(self._restart())
        self._event().set()

    def __len__(self) -> int:
        return len(self._visits)

    # -- closing -------------------------------------------------------------------------
    async def close(
        self, name: str, seconds: float | None = None, *, reusable: bool = False, serial: int | None = None
    ) -> bool:
        """End a visit (bounded): ``reusable`` (it ended well) and allowed by the pool
        (:meth:`_recycled`), its context's pages are closed and the context kept for a later
        visit; else its context is closed. Its slot comes back when that is done, or at
        once when it never had a context; a context that does not close restarts the
        browser. ``serial``: only that visit of the context (a request of an earlier one
        ends nothing). True when it closed in time."""
        visit = self._visits.get(name)
        if visit is None or (serial is not None and visit.serial != serial):
            return True
        if visit.context is None:
            self._release(name)
            return True
        timeout = self.limits.close_timeout if seconds is None else seconds
        context = visit.context
        await self._keep_cookies(context, min(timeout, 5.0))
        if self.pool.enabled:
            why = self._recycled(visit, reusable) or await self._tidy(visit, timeout)
            if why is None and self.pool.keep(name, context, visit.uses, visit.holder, visit.holder_session):
                self._release(name)
                return True
            self._count(f"context/recycled/{why or 'pool_full'}")
        if await close_within(context, timeout, "context_close"):
            self._release(name)
            return True
        await self.context_hung(visit.url, timeout)
        self._release(name)
        return False

    def _recycled(self, visit: Visit, reusable: bool) -> str | None:
        """Why a visit's context is closed instead of reused (None: it may be reused)."""
        limits = visit.limits
        if self.aborting or self._restart_pending or visit.ended.is_set():
            return "browser"
        if visit.alone:
            return "alone"
        if limits.crashed or limits.renderer_killed:
            return "crash"
        if limits.reason is not None or limits.tripped.is_set():
            return "bound"
        if not reusable:
            return "fault"
        if not self.pool.has_room_for(visit.uses):
            return "used_up"
        if len(limits.origins) > MAX_ORIGINS:
            return "origins"
        if not self.pool.has_room():
            return "pool_full"
        return None

    async def _tidy(self, visit: Visit, seconds: float) -> str | None:
        """Make a visit's context ready for the next visit (module docstring of
        comspider.browser.context_pool): its holder page opened first when it has none (the
        context never loses its window), every page of the visit closed, the storage of
        the origins it loaded cleared. None when done, else why the context is closed."""
        context = visit.context
        origins = frozenset(visit.limits.origins)
        visit.limits.detach()  # the holder is not one of the visit's pages
        if visit.holder is None or visit.holder.is_closed():
            try:
                visit.holder, visit.holder_session = await open_holder(context, seconds)
            except Exception as exc:
                logger.debug("no holder page for a pooled context: %s", exc)
                return "holder"
        if not await close_pages(context, seconds, keep=visit.holder):
            return "page_close"
        if origins:
            try:
                await within(clear_storage(visit.holder_session, origins), seconds, "storage_clear")
            except Exception as exc:
                logger.warning(
                    "The storage %s left in its browser context could not be cleared (%s): the context "
                    "is closed instead of reused",
                    visit.url,
                    exc,
                )
                return "storage"
        return None

    def _count(self, name: str) -> None:
        if self.stats is not None:
            self.stats.inc_value(f"comspider/browser/{name}")

    async def _keep_cookies(self, context: Any, seconds: float) -> None:
        try:
            cookies = await within(context.cookies(), seconds, "cookies")
        except Exception:
            return
        self.remember_cookies(cookies)

    def remember_cookies(self, cookies: list[dict[str, Any]]) -> None:
        """Keep ``cookies`` (Playwright's form) for the next visits' contexts, the newest
        winning (a visit's context, or HTTP first's fetch of a page read without the browser)."""
        for cookie in cookies:
            key = (str(cookie.get("name")), str(cookie.get("domain")), str(cookie.get("path")))
            self._cookies.pop(key, None)
            self._cookies[key] = dict(cookie)
        while len(self._cookies) > MAX_COOKIES:
            self._cookies.pop(next(iter(self._cookies)))

    def cookies(self) -> list[dict[str, Any]]:
        """The cookies kept from earlier visits, for a new visit's context."""
        return list(self._cookies.values())

    async def context_hung(self, url: str, seconds: float) -> None:
        """A context did not close in time: count it, say so once, and restart the
        browser once the other visits open now have closed (none opens meanwhile)."""
        if self.stats is not None:
            self.stats.inc_value("comspider/browser/deadline/context_close")
        others = len(self._visits) - 1
        logger.warning(
            "The browser context of %s did not close within %.0f s (a hung renderer): the browser is "
            "restarted %s",
            url,
            seconds,
            f"once the {others} other visit(s) open now have ended" if others > 0 else "now",
        )
        if self.restart is not None:
            self._restart_pending = True

    async def _restart(self) -> None:
        try:
            if self.restart is not None:
                await self.restart()
        except Exception as exc:
            logger.debug("restarting the browser failed: %r", exc)
        finally:
            self.pool.drain()  # closed with the browser
            self._restart_pending = False
            self._restarting = None
            self._event().set()

    def browser_gone(self) -> None:
        """The browser disconnected: every visit's context is gone with it. Their
        downloads and interactions fail (BrowserClosed) and the visits are closed. A
        restart that waited is done by now."""
        for visit in self._visits.values():
            visit.limits.detach()
            visit.context = None
            visit.ended.set()
        self.pool.drain()  # the idle contexts are gone with the browser
        if self._restarting is None:
            self._restart_pending = False
        self._event().set()

    def _cut_event(self) -> asyncio.Event:
        if self._cut is None:  # made on the crawl's loop, on first use
            self._cut = asyncio.Event()
        return self._cut

    async def cut_short(self) -> None:
        """Returns when :meth:`abort_all` cuts the visits in flight short (the bounded
        shutdown's deadline): what waits on the network for a visit gives up then."""
        await self._cut_event().wait()

    async def abort_all(self) -> int:
        """The crawl is stopping: refuse new visits and close those in flight (bounded,
        all at once). Returns how many were closed."""
        self.aborting = True
        self._cut_event().set()  # HTTP first's fetches in flight end with the visits
        names = list(self._visits)
        idle = [pooled.context for pooled in self.pool.drain()]
        closes = [self.close(name) for name in names]
        closes += [close_within(context, self.limits.close_timeout, "context_close") for context in idle]
        if closes:
            await asyncio.gather(*closes, return_exceptions=True)
        return len(names)


__all__ = ["BrowserVisits", "Visit"]
