"""Slow lazy widgets: wait for what scrolling started before concluding that no comments
loaded.

A widget that starts loading only when its placeholder scrolls into view may need several
seconds: a loader script, then a vendor bundle, then the comments API, with pauses
between them in which nothing is in flight. The network hook
(``comspider/browser/js/network_hook.js``) counts the requests and scripts every
document started (``started``) and the timers such work set; :func:`activity` reads them
with the size of the document.

:func:`wait_for_lazy` is called when scrolling ended without comments, and the page,
left to settle, still had work pending or kept starting new work (requests, scripts)
after scrolling ended: it lets the page settle and asks the detector again, round after
round, for as long as each round saw new work or growth of the document (a pause between
two scripts is waited out once), within ``max_seconds``.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

from playwright.async_api import Page

from comspider.page_scripts import script

T = TypeVar("T")

_ACTIVITY_JS = script("comspider.interaction", "activity.js")


@dataclass(slots=True, frozen=True)
class Activity:
    started: int  # requests and scripts started so far
    pending: int  # in flight, and timers that work set
    elements: int
    height: int

    def grew_since(self, other: Activity) -> bool:
        return self.started > other.started or self.elements != other.elements or self.height != other.height


async def activity(page: Page) -> Activity | None:
    """The main document's work counters now; None when unreadable."""
    try:
        started, pending, elements, height = await page.evaluate(_ACTIVITY_JS)
    except Exception:
        return None
    return Activity(int(started), int(pending), int(elements), int(height))


async def wait_for_lazy(
    page: Page,
    before: Activity | None,
    ask: Callable[[], Awaitable[list[T]]],
    settle: Callable[[float], Awaitable[object]],
    *,
    max_seconds: float,
    gap: float = 1.0,
) -> tuple[list[T], int]:
    """(what ``ask`` found, rounds waited). ``before``: :func:`activity` when scrolling
    ended, before the page settled; ``settle(seconds)`` lets the page settle for at most
    that long. Nothing is waited unless work is still pending or new work started while
    the page settled (a chain of loaders still going): what scrolling started and that
    ended by itself needs no more time."""
    if before is None or max_seconds <= 0:
        return [], 0
    last = await activity(page)
    if last is None or not (last.started > before.started or last.pending):
        return [], 0
    deadline = time.monotonic() + max_seconds
    rounds = 0
    while (left := deadline - time.monotonic()) > 0.2:
        if not last.pending:
            await asyncio.sleep(min(gap, left))  # a pause between two steps of a loader
        await settle(max(0.2, deadline - time.monotonic()))
        rounds += 1
        found = await ask()
        if found:
            return found, rounds
        now = await activity(page)
        if now is None or not (now.grew_since(last) or now.pending):
            break
        last = now
    return [], rounds
