"""Wait for a document to settle after an action, instead of sleeping a fixed time.

A document is settled when, for ``quiet`` seconds, nothing changed in its DOM (open
shadow trees included), no fetch, XHR or script inserted by script is in flight, no timer
that an action started is pending, and no loading indicator (spinner, skeleton,
"Loading..." line, ``aria-busy``) that appeared since the wait began is visible. The wait
is always bounded by ``maximum``. Frames that appear while it waits (a click that mounts
a widget's iframe) are waited for too, within the same bound.

So comments that arrive 2-4 s after a click are waited for: the click handler's
``setTimeout(load, 2500)`` is a pending timer, the skeleton it inserts is a fresh
loading indicator, and the fetch that follows is a request in flight. And so is a lazy
widget that scrolling set going: its IntersectionObserver callback, the loader script it
inserts, the timers that loader sets and the bundle it loads next are one chain of work.

The network hook (``comspider/browser/js/network_hook.js``) runs before the page's own
scripts, in every document (the download handler installs it): it counts fetch/XHR and
scripts in flight, and the timers (up to 10 s) set while a click or key press is
dispatched, while an IntersectionObserver callback runs, while a script inserted by
script runs or its load handlers run, and by those timers in turn, for 10 s after the
action that began the chain (a carousel started by a click does not keep every wait busy).
"""

from __future__ import annotations

import asyncio
import logging
import time

from playwright.async_api import Frame, Page

from comspider.page_scripts import script

logger = logging.getLogger(__name__)

_ARM_JS = script("comspider.interaction", "arm.js")
_SETTLE_JS = script("comspider.interaction", "settle.js")
_CHANGES_JS = script("comspider.interaction", "dom_changes.js")


async def arm(target: Page | Frame) -> None:
    """Call right before an action: the next :func:`settle` in this document also waits
    for the loading indicators the action inserts at once. Never raises."""
    try:
        await target.evaluate(_ARM_JS)
    except Exception:
        pass


async def changes(target: Page | Frame) -> int:
    """DOM changes (mutation records) in this document since the last :func:`arm`; -1 when
    unknown (not armed, navigated, closed)."""
    try:
        return int(await target.evaluate(_CHANGES_JS))
    except Exception:
        return -1


async def arm_page(page: Page, max_frames: int) -> None:
    """:func:`arm` the main document and its child frames."""
    targets: list[Page | Frame] = [page]
    try:
        targets += [
            f
            for f in page.frames
            if f is not page.main_frame and not f.is_detached() and (f.url or "").startswith("http")
        ][:max_frames]
    except Exception:
        pass
    await asyncio.gather(*(arm(t) for t in targets))


async def settle(target: Page | Frame, quiet: float, maximum: float, *, wait_ready: bool = False) -> float:
    """Seconds waited (the bound when the document never settled). Never raises: a
    closed, crashed or navigating document counts as settled."""
    return (await settled(target, quiet, maximum, wait_ready=wait_ready))[0]


async def settled(
    target: Page | Frame, quiet: float, maximum: float, *, wait_ready: bool = False
) -> tuple[float, bool]:
    """:func:`settle`, and whether the document did settle (False: ``maximum`` passed
    first)."""
    try:
        result = await asyncio.wait_for(
            target.evaluate(_SETTLE_JS, [int(quiet * 1000), int(maximum * 1000), bool(wait_ready)]),
            timeout=maximum + 5.0,
        )
    except Exception:
        return 0.0, True
    if result[1]:
        logger.debug("%s did not settle within %.1f s: %s", _url(target), maximum, result[1])
    return float(result[0]) / 1000.0, not result[1]


def _url(target: Page | Frame) -> str:
    try:
        return target.url[:120]
    except Exception:
        return "?"


async def settle_page(
    page: Page, quiet: float, maximum: float, *, max_frames: int, wait_ready: bool = False
) -> float:
    """Settle the main document and its child frames side by side; seconds waited."""
    started = time.monotonic()
    targets: list[Page | Frame] = [page]
    try:
        targets += [
            f
            for f in page.frames
            if f is not page.main_frame and not f.is_detached() and (f.url or "").startswith("http")
        ][:max_frames]
    except Exception:
        pass
    await asyncio.gather(*(settle(t, quiet, maximum, wait_ready=wait_ready) for t in targets))
    # Frames that appeared meanwhile (a click that mounts a widget's iframe, often on
    # another site): their documents load on their own, unseen by the waits above.
    left = maximum - (time.monotonic() - started)
    try:
        fresh = [
            f for f in page.frames if f is not page.main_frame and f not in targets and not f.is_detached()
        ][:max_frames]
    except Exception:
        fresh = []
    if fresh and left > 0.2:
        await asyncio.gather(*(_settle_new_frame(f, quiet, left) for f in fresh))
    return time.monotonic() - started


async def _settle_new_frame(frame: Frame, quiet: float, maximum: float) -> None:
    started = time.monotonic()
    try:  # about:blank until its navigation commits
        await frame.wait_for_load_state("load", timeout=max(1, int(maximum * 1000)))
    except Exception:
        return
    left = maximum - (time.monotonic() - started)
    if left > 0.1 and (frame.url or "").startswith("http"):
        await settle(frame, quiet, left)


async def wait_for_load(page: Page, timeout: float) -> bool:
    """Wait for the window's load event, bounded; True when it fired."""
    try:
        await page.wait_for_load_state("load", timeout=max(1, int(timeout * 1000)))
        return True
    except Exception:
        return False
