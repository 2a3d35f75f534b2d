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

from playwright.async_api import Frame, Page

from comspider.page_scripts import script

_METRICS_JS = script("comspider.interaction", "scroll_metrics.js")
_STEP_JS = script("comspider.interaction", "scroll_step.js")
_FRAME_BOTTOM_JS = script("comspider.interaction", "frame_bottom.js")
_IN_FLIGHT_JS = script("comspider.interaction", "requests_in_flight.js")


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


async def _wait_requests(page: Page | Frame, limit: float) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        try:
            busy = await page.evaluate(_IN_FLIGHT_JS)
        except Exception:
            return
        if not busy:
            return
        await asyncio.sleep(0.1)


async def scroll_through(page: Page | Frame, limits: ScrollLimits) -> ScrollResult:
    """Scroll down to the end of the page, or of the first article of an endless stream
    (after :func:`comspider.interaction.stream.mark_baseline`), within the bounds."""
    started = time.monotonic()
    height, y, view, _, _ = await page.evaluate(_METRICS_JS)
    view = view or 800
    still = 0
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
            await _wait_requests(page, limits.request_wait)
            new_height, y, view, _, following = await page.evaluate(_METRICS_JS)
        view = view or 800
        if following is not None and following < view:
            return ScrollResult(steps, new_height, "stream")
        at_bottom = y + view >= new_height - 2
        if at_bottom and new_height <= height:
            still += 1
            if still >= 2:
                return ScrollResult(steps, new_height, None)
        else:
            still = 0
        height = new_height


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
