"""Scroll a page to the bottom in viewport steps until it stops growing, bounded in
steps, height and time (endless-scroll pages stop at the bounds)."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass

from playwright.async_api import Page

_METRICS_JS = """() => {
  const el = document.scrollingElement || document.documentElement || document.body;
  return [el ? el.scrollHeight : 0, window.scrollY, window.innerHeight];
}"""


@dataclass(slots=True)
class ScrollLimits:
    max_steps: int = 40
    max_height: int = 60_000
    max_seconds: float = 20.0
    pause: float = 0.25


@dataclass(slots=True)
class ScrollResult:
    steps: int
    height: int
    hit_limit: str | None  # "steps", "height", "time" or None when the page ended


async def scroll_through(page: Page, limits: ScrollLimits) -> ScrollResult:
    started = time.monotonic()
    height, y, view = await page.evaluate(_METRICS_JS)
    still = 0
    steps = 0
    while True:
        if steps >= limits.max_steps:
            return ScrollResult(steps, height, "steps")
        if height >= limits.max_height and y + view >= limits.max_height:
            return ScrollResult(steps, height, "height")
        if time.monotonic() - started > limits.max_seconds:
            return ScrollResult(steps, height, "time")
        await page.evaluate("(dy) => window.scrollBy(0, dy)", max(200, int(view * 0.9)))
        steps += 1
        await asyncio.sleep(limits.pause)
        new_height, y, view = await page.evaluate(_METRICS_JS)
        at_bottom = y + view >= new_height - 2
        if at_bottom and new_height <= height:
            still += 1
            if still >= 2:
                return ScrollResult(steps, new_height, None)
        else:
            still = 0
        height = new_height
