"""Browser contexts reused by article visits, one visit after another.

A page opened in a context where no other page is open cost Chromium about twice what one
opened beside an open page cost (1.7 against 0.85 CPU s per page of the offline web,
opened and closed with no interaction), whether the context was new or had served pages
before (docs/EVALUATION.md, issue 24, branch `pool`): the set-up and tear-down of a
context's first page (its window), not the context itself. The pool keeps up to
``COMSPIDER_BROWSER_PAGES`` contexts idle between visits, each holding one blank page of
its own (``about:blank``, never navigated, never given to a visit: the *holder*, opened
with the context before its first visit's page), so that every visit's page opens as a
tab beside it; each context serves at most
``COMSPIDER_CONTEXT_REUSE_VISITS`` visits (1: a fresh context per visit; 0: no limit). A
visit is still alone in its context while it runs, with its own bounds
(comspider.browser.visit_limits, which never count the holder) and its slot
(comspider.browser.visits); what changes is what happens when it ends:

- Every page of the visit (the article's, popups, tabs it opened) is closed, each within
  ``COMSPIDER_BROWSER_CLOSE_TIMEOUT``; only the holder stays. A context with a page that
  does not close is closed itself (and handled as a hung context if that fails too).
- The context goes back to the pool only after a visit that ended well: not after a
  bound (any reason in its VisitLimits, popups included), a crashed page or renderer (the
  renderer guard's kill included), a fault that failed the visit, a visit that had to be
  alone in the browser (a retry after a lost browser), a hung page close, a browser
  restart or the crawl's stop. Those contexts are closed, as before.
- Storage: once the visit's pages are closed, the first-party storage (local storage,
  IndexedDB, Cache API, file systems, shared storage, storage buckets) of every origin
  whose document the visit loaded (main frame, frames, popups, redirect hops) is cleared
  through the DevTools protocol (``Storage.clearDataForOrigin``, from the holder's
  session: it works on the context's own storage), when no page of the visit can write
  any more; a context whose storage cannot be cleared is closed. So a page sees the
  storage a fresh context would show it: a visit's outcome does not depend on which
  visit ran before it in its context. Third-party frames get no storage
  in the crawl's contexts at all (Chromium refuses it, as it refuses third-party cookies,
  in an off-the-record context), and a visit that loaded documents of more than
  :data:`MAX_ORIGINS` origins is not reused.
- Kept between the visits of a context: its holder page (blank, no site's script), and
  Chromium's own state for the context, nothing a page can read. (Its HTTP cache is not
  used: Playwright turns it off while requests are routed, and the crawl routes every
  request.) Cookies follow the crawl's one policy
  (comspider.browser.visits: every visit's cookies are kept and given to every later
  visit's context, reused or new). Service workers are blocked in every crawl context
  (``service_workers="block"``, comspider.request_meta), so none is registered to carry
  over. Permissions: the crawl grants none and a page cannot grant itself one.

Contexts that record the archive or replay one are never reused (their traffic and
replay session belong to one visit): the download handler sets the pool to 1.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import urlsplit

from comspider.deadlines import close_within, within

logger = logging.getLogger(__name__)

#: What is cleared for an origin between two visits of a context: every kind of storage
#: a page can write, but neither cookies (the crawl's cookie policy) nor the HTTP cache.
STORAGE_TYPES = ",".join(
    (
        "local_storage",
        "indexeddb",
        "websql",
        "file_systems",
        "cache_storage",
        "shared_storage",
        "storage_buckets",
        "service_workers",
    )
)
#: A visit that loaded documents of more origins than this is not reused (clearing them
#: all before the next visit would cost more than a fresh context).
MAX_ORIGINS = 64


def document_origin(url: str) -> str | None:
    """The origin of an http(s) document's URL (``scheme://host[:port]``), else None (a
    data:, blob: or about: document stores under its parent's origin or none)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return f"{parts.scheme}://{parts.netloc.rsplit('@', 1)[-1].lower()}"


@dataclass(slots=True)
class Pooled:
    """An idle context: its scrapy-playwright name, the visits it served, its blank
    holder page and a DevTools session on it."""

    name: str
    context: Any
    visits: int
    holder: Any
    session: Any


@dataclass
class ContextPool:
    size: int  # idle contexts kept at most (COMSPIDER_BROWSER_PAGES)
    reuse_visits: int  # COMSPIDER_CONTEXT_REUSE_VISITS: 1, no reuse; 0, no limit
    _idle: list[Pooled] = field(default_factory=list)

    @property
    def enabled(self) -> bool:
        return self.reuse_visits != 1

    def has_room_for(self, visits: int) -> bool:
        """Whether a context that has served ``visits`` may serve one more."""
        return self.reuse_visits <= 0 or visits < self.reuse_visits

    def take(self) -> Pooled | None:
        """The most recently used idle context (its caches are the warmest), if any."""
        return self._idle.pop() if self._idle else None

    def has_room(self) -> bool:
        return self.enabled and len(self._idle) < self.size

    def keep(self, name: str, context: Any, visits: int, holder: Any, session: Any) -> bool:
        """Put a context whose visit's pages are all closed back for the next visit.
        False when the pool is off or full (the caller closes it)."""
        if not self.has_room():
            return False
        pooled = Pooled(name, context, visits, holder, session)
        self._idle.append(pooled)

        def closed(*_: Any) -> None:  # closed from elsewhere (crawl's end, browser gone)
            with contextlib.suppress(ValueError):
                self._idle.remove(pooled)

        with contextlib.suppress(Exception):
            context.once("close", closed)
        return True

    def drain(self) -> list[Pooled]:
        """Every idle context, taken out of the pool (the browser is gone or closing)."""
        idle, self._idle = self._idle, []
        return idle

    def __len__(self) -> int:
        return len(self._idle)


async def open_holder(context: Any, seconds: float) -> tuple[Any, Any]:
    """A blank page of the pool's own in ``context`` and a DevTools session on it."""
    holder = await within(context.new_page(), seconds, "holder_page")
    try:
        session = await within(context.new_cdp_session(holder), seconds, "cdp_session")
    except BaseException:
        await close_within(holder, seconds, "page_close")
        raise
    return holder, session


async def close_pages(context: Any, seconds: float, keep: Any = None) -> bool:
    """Close every page of ``context`` but ``keep`` (all at once, each within
    ``seconds``). True when no other page is left open."""
    pages = [page for page in list(context.pages) if page is not keep and not page.is_closed()]
    if pages:
        closed = await asyncio.gather(*(close_within(page, seconds, "page_close") for page in pages))
        if not all(closed):
            return False
    return all(page is keep or page.is_closed() for page in context.pages)


async def clear_storage(session: Any, origins: frozenset[str]) -> None:
    """Clear the storage of ``origins`` in the context of ``session``'s page (a DevTools
    session: ``Storage.clearDataForOrigin`` works on that page's storage partition, the
    context's). Raises when the browser refuses."""
    await asyncio.gather(
        *(
            session.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": STORAGE_TYPES})
            for origin in sorted(origins)
        )
    )


__all__ = [
    "MAX_ORIGINS",
    "STORAGE_TYPES",
    "ContextPool",
    "Pooled",
    "clear_storage",
    "close_pages",
    "document_origin",
    "open_holder",
]
