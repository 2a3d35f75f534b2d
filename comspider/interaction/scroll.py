"""Scroll through a page in steps of about one viewport until it stops growing, bounded
in steps, height and time (endless-scroll pages stop at the bounds; an endless stream of
articles stops where the second article begins, :mod:`comspider.interaction.stream`).

Lazy loaders react to a step through IntersectionObservers; when a step starts requests
(the hook of :mod:`comspider.interaction.settle` counts them), the next step waits for them,
briefly, so that the growth they cause is seen.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass
from typing import Any

from playwright.async_api import Frame, Page

from comspider.page_scripts import script

_METRICS_JS = script("comspider.interaction", "scroll_metrics.js")
_STEP_JS = script("comspider.interaction", "scroll_step.js")
_FRAME_BOTTOM_JS = script("comspider.interaction", "frame_bottom.js")
_ANSWERED_JS = script("comspider.interaction", "requests_answered.js")


# How long a step waits for the requests it started (not a setting: the settle wait after
# scrolling covers slower loaders).
REQUEST_WAIT = 1.5


@dataclass(slots=True)
class ScrollLimits:
    """The bounds of one scroll-through (``COMSPIDER_SCROLL_*``)."""

    max_steps: int
    max_height: int
    max_seconds: float
    pause: float  # s more after each step (the step already waits two frames), waited in the page
    request_wait: float = REQUEST_WAIT  # s a step waits for the requests it started


@dataclass(slots=True)
class ScrollResult:
    steps: int
    height: int
    # "steps", "height", "time", "stream" (the next article of an endless stream came
    # into view), or None when the page ended
    hit_limit: str | None


async def _answered(page: Page | Frame, limit: float) -> list[Any] | None:
    """Wait, in the page, for the requests in flight to be answered (at most ``limit``
    s); the scroll state then, None when unreadable."""
    try:
        state = await asyncio.wait_for(page.evaluate(_ANSWERED_JS, [int(limit * 1000)]), limit + 5.0)
    except Exception:
        return None
    return state if isinstance(state, list) else None


async def scroll_through(page: Page | Frame, limits: ScrollLimits) -> ScrollResult:
    """Scroll down to the end of the page, or of the first article of an endless stream
    (after :func:`comspider.interaction.stream.mark_baseline`), within the bounds."""
    started = time.monotonic()
    height, y, view, _, _ = await page.evaluate(_METRICS_JS)
    view = view or 800
    steps = 0
    while True:
        if steps >= limits.max_steps:
            return ScrollResult(steps, height, "steps")
        if height >= limits.max_height and y + view >= limits.max_height:
            return ScrollResult(steps, height, "height")
        if time.monotonic() - started > limits.max_seconds:
            return ScrollResult(steps, height, "time")
        # the step waits the pause in the page and answers with the metrics after it
        state = await page.evaluate(_STEP_JS, [max(200, int(view * 0.9)), int(max(0.0, limits.pause) * 1000)])
        steps += 1
        if not state:  # the metrics could not be read in the step: read them again
            state = await page.evaluate(_METRICS_JS)
        new_height, y, view, inflight, following = state
        if inflight:
            state = await _answered(page, limits.request_wait) or await page.evaluate(_METRICS_JS)
            new_height, y, view, _, following = state
        view = view or 800
        if following is not None and following < view:
            return ScrollResult(steps, new_height, "stream")
        # At the bottom and not grown, with what the step started answered: the end. A
        # second step here only waited ~0.1 s more for a late loader; the settle after the
        # walk waits for one properly, and :func:`grew_below` then walks on.
        if y + view >= new_height - 2 and new_height <= height:
            return ScrollResult(steps, new_height, None)
        height = new_height


async def grew_below(page: Page | Frame, height: int) -> bool:
    """Whether the document grew past ``height`` (where a walk ended at the bottom) with
    its new part below the viewport: a loader that answered after the walk (a debounced
    scroll handler, a slow widget) appended it, and it is walked through too."""
    try:
        new_height, y, view, _, _ = await page.evaluate(_METRICS_JS)
    except Exception:
        return False
    return bool(new_height > height + 2 and y + (view or 800) < new_height - 2)


async def scroll_frames(page: Page, max_frames: int) -> int:
    """Scroll every child frame that scrolls by itself to its bottom once (lazy widgets
    inside iframes); returns how many frames were scrolled."""
    done = 0
    for frame in [f for f in page.frames if f is not page.main_frame][:max_frames]:
        try:
            if frame.is_detached() or not (frame.url or "").startswith("http"):
                continue
            await asyncio.wait_for(frame.evaluate(_FRAME_BOTTOM_JS), 3.0)
            done += 1
        except Exception:
            continue
    return done
