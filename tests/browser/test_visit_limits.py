"""Bounds on what one page can make the browser do, on real pages in real Chromium: a
popup storm is cut at the limit (every further popup closed at once) and the visit goes
on; a frame bomb, a request flood and a growing heap stop the visit, with the bound as the
reason."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from comspider.browser.visit_limits import LimitConfig, VisitLimits

pytestmark = [pytest.mark.browser]

STORM = """<!doctype html><html><body><h1>Storm</h1>
<button id="go" onclick="for (let i = 0; i < 30; i++) window.open('child.html?' + i, '_blank')">Comments</button>
</body></html>"""
# Each popup opens two of its own: the limit counts popups of popups too. (Not of their
# own kind: a storm that copies itself raced the closes of the popups past the limit
# against their loads, and on a loaded machine left more than the limit open.)
CHILD = """<!doctype html><html><body><p>child</p>
<script>window.open('leaf.html?a' + Math.random(), '_blank');
window.open('leaf.html?b' + Math.random(), '_blank');</script></body></html>"""
LEAF = """<!doctype html><html><body><p>leaf</p></body></html>"""
FRAMES = """<!doctype html><html><body><script>
for (let i = 0; i < 400; i++) { const f = document.createElement('iframe'); f.srcdoc = '<p>' + i; document.body.appendChild(f); }
</script></body></html>"""
FLOOD = """<!doctype html><html><body><script>
for (let i = 0; i < 400; i++) fetch('flood.txt?' + i).catch(() => {});
</script></body></html>"""
# Memory outside the JavaScript heap: array buffers' backing stores, then a large DOM
# (Blink's heap); the JavaScript heap itself stays at a megabyte or two.
BUFFERS = """<!doctype html><html><body><script>
window.bufs = [];
const grow = () => { window.bufs.push(new Uint8Array(20e6).fill(1)); setTimeout(grow, 50); };
grow();
</script></body></html>"""
DOM = """<!doctype html><html><body><script>
const grow = () => { const f = document.createDocumentFragment();
  for (let i = 0; i < 20000; i++) { const d = document.createElement('div'); d.textContent = 'node ' + i; f.appendChild(d); }
  document.body.appendChild(f); setTimeout(grow, 50); };
grow();
</script></body></html>"""
HEAP = """<!doctype html><html><body><script>
window.hoard = [];
const grow = () => { for (let i = 0; i < 200000; i++) window.hoard.push({i, s: 'x' + i}); setTimeout(grow, 50); };
grow();
</script></body></html>"""


def _watch(
    chromium: Any, url: str, config: LimitConfig, action: str | None = None, wait: float = 3.0
) -> dict:
    """Open ``url`` (and click ``action``) in a context watched by ``config``'s limits;
    what they saw once a limit stopped the visit, or after ``wait`` seconds."""

    async def go() -> dict:
        context = await chromium.context()
        limits = VisitLimits(context, config, url=url).attach()
        try:
            page = await context.new_page()
            await page.goto(url, wait_until="domcontentloaded")
            if action:
                await page.click(action)
            try:
                await asyncio.wait_for(limits.tripped.wait(), wait)
            except TimeoutError:
                pass
            return _seen(limits, context)
        finally:
            limits.detach()
            await context.close()

    return chromium.run(go(), timeout=wait + 60)


def _seen(limits: VisitLimits, context: Any) -> dict:
    return {
        "reason": limits.reason,
        "tripped": limits.tripped.is_set(),
        "popups": limits.popups,
        "open_pages": len(context.pages),
        "requests": limits.requests,
        "frames": limits.peak_frames,
        "memory": limits.peak_memory_mb,
    }


def test_a_popup_storm_is_cut_at_the_limit_and_the_visit_goes_on(chromium: Any, static_site: Any) -> None:
    static_site.write("child.html", CHILD)
    static_site.write("leaf.html", LEAF)
    url = static_site.write("storm.html", STORM)
    limit = 5
    # at least: the storm's 30, and the two each popup within the limit opens
    storm = 30 + 2 * limit

    async def go() -> dict:
        context = await chromium.context()
        limits = VisitLimits(context, LimitConfig(max_popups=limit, max_memory_mb=0), url=url).attach()
        try:
            page = await context.new_page()
            await page.goto(url, wait_until="domcontentloaded")
            await page.click("#go")
            # until the storm is over and the popups past the limit are closed (at the
            # deadline, the checks below say what was left)
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 30
            while loop.time() < deadline and not (limits.popups >= storm and len(context.pages) <= 1 + limit):
                await asyncio.sleep(0.05)
            return _seen(limits, context)
        finally:
            limits.detach()
            await context.close()

    seen = chromium.run(go(), timeout=60)
    assert seen["reason"] == "popup_limit" and not seen["tripped"], seen
    assert seen["popups"] >= storm, seen
    assert seen["open_pages"] <= 1 + limit, seen  # the page and the popups within the limit


def test_a_frame_bomb_stops_the_visit(chromium: Any, static_site: Any) -> None:
    url = static_site.write("frames.html", FRAMES)
    seen = _watch(chromium, url, LimitConfig(max_frames=50, max_memory_mb=0))
    assert seen["tripped"] and seen["reason"] == "frame_limit" and seen["frames"] > 50


def test_a_request_flood_stops_the_visit(chromium: Any, static_site: Any) -> None:
    static_site.write("flood.txt", "x")
    url = static_site.write("flood.html", FLOOD)
    seen = _watch(chromium, url, LimitConfig(max_requests=100, max_memory_mb=0))
    assert seen["tripped"] and seen["reason"] == "request_limit" and seen["requests"] > 100


def test_a_growing_heap_stops_the_visit(chromium: Any, static_site: Any) -> None:
    url = static_site.write("heap.html", HEAP)
    # at most a minute (the check returns when the bound trips): a loaded machine grows
    # the page more slowly
    seen = _watch(chromium, url, LimitConfig(max_memory_mb=40, interval=0.2), wait=60.0)
    assert seen["tripped"] and seen["reason"] == "memory_limit" and seen["memory"] > 40


@pytest.mark.parametrize("name, page", [("buffers.html", BUFFERS), ("dom.html", DOM)])
def test_memory_outside_the_javascript_heap_stops_the_visit(
    chromium: Any, static_site: Any, name: str, page: str
) -> None:
    """Array buffers and a growing DOM hold memory the JavaScript heap does not show."""
    url = static_site.write(name, page)
    seen = _watch(chromium, url, LimitConfig(max_memory_mb=150, interval=0.2), wait=60.0)
    assert seen["tripped"] and seen["reason"] == "memory_limit" and seen["memory"] > 150


class _Context:
    """A stand-in for a Playwright context: listeners and pages only."""

    def __init__(self) -> None:
        self.pages: list[Any] = []

    def on(self, *_: Any) -> None:
        pass

    def remove_listener(self, *_: Any) -> None:
        pass


def test_a_detached_visits_context_is_not_kept_alive() -> None:
    """The registry of limits by context must not hold a visit's context (its value
    refers to it): after the visit, context, pages and sessions can be collected."""
    import gc
    import weakref

    from comspider.browser.visit_limits import limits_of

    context = _Context()
    limits = VisitLimits(context, LimitConfig(max_memory_mb=0)).attach()
    assert limits_of(context) is limits
    limits.detach()
    assert limits_of(context) is None
    gone = weakref.ref(context)
    del context, limits
    gc.collect()
    assert gone() is None
