"""Once comments are seen: click "load more" and "show replies" inside (or right after)
the comment section until none is left, bounded in clicks and time, so that every
comment is in the DOM when the snapshot is taken.

The region searched is each section's container (found through the detector's
``SectionHit.xpath``), its next few siblings and its parent's next siblings ("load more"
usually follows the list). When the detector cannot say where the section is, the whole
document is searched, but only elements whose own label says "more comments/replies" or
that sit inside an element named after comments qualify.

An expander is a visible, enabled, in-document button-like element whose label reads
"load/show/view more", "N replies", "Weitere Kommentare laden", "もっと見る"... (many
languages), or a collapsed toggle (``aria-expanded="false"``) about replies. Labels that
hide, collapse, reply, like, report or share never qualify. A replies toggle whose
replies are already in the document, only hidden (the element it controls, or its next
sibling), is not clicked: the snapshot holds them anyway. A button clicked twice
without the region growing is left alone (a "load more" that stays after the last page).
A clicked expander that is still in the document, disabled or busy, is loading what it
asked for (the "load more" of most widgets while their answer is on the way): the
expansion waits for it, a settle at a time, and does not end while it loads, whatever the
settle bound (an answer slower than that bound, on a slow server or a loaded machine,
left the thread read without it and looking whole); it stops waiting once the document
settles with the expander still disabled (nothing is on the way).

Sections inside open shadow roots are found through the snapshot's XPaths (which step
into ``host.shadowRoot``); without sections, the document's open shadow trees are searched
with it, and the articles an endless stream appended are left out. Expanders are clicked
in the page (``el.click()``: fast, indifferent to a frame that resizes as replies arrive);
one whose click changed nothing is clicked again with a real mouse click. When a bound
stops the expansion, :class:`ExpandResult` says so only if expanders are left (a disabled
"load more" that is still loading counts, and so does a clicked one still loading): the
visit then reports its thread truncated.
"""

from __future__ import annotations

import logging
import time
from dataclasses import dataclass

from playwright.async_api import Frame, JSHandle, Page

from comspider.interaction.settle import arm, settle, settled
from comspider.page_scripts import script

logger = logging.getLogger(__name__)

# The labels that make an expander, and those that never do, are in the script.
_FIND_JS = script("comspider.interaction", "expanders.js")
_CLICK_JS = script("comspider.interaction", "click.js")
_FIELDS_JS = script("comspider.interaction", "found_fields.js")
_CLICK_FOUND_JS = script("comspider.interaction", "click_found.js")
_LOADING_JS = script("comspider.interaction", "expanders_loading.js")


@dataclass(slots=True)
class ExpandResult:
    clicks: int = 0
    seconds: float = 0.0
    # "clicks" | "time": a bound stopped the expansion while expanders were left (the
    # thread is cut short); None: nothing was left to expand
    hit_limit: str | None = None


async def find_expanders(
    frame: Page | Frame, section_xpaths: list[str], limit: int = 20, *, with_disabled: bool = False
) -> tuple[int, list[dict], JSHandle | None]:
    """(size of the sections, [{abs, label}] of the expanders found, a handle whose
    ``els`` property holds the elements in the same order; dispose it). ``with_disabled``:
    disabled ones too (a "load more" disabled while it loads is still left to press)."""
    try:
        handle = await frame.evaluate_handle(
            _FIND_JS,
            [section_xpaths, limit, with_disabled],
        )
    except Exception as exc:
        logger.debug("expander search failed: %s", exc)
        return 0, [], None
    try:
        data, size = await handle.evaluate(_FIELDS_JS, ["candidates", "size"])
    except Exception as exc:
        logger.debug("expander search failed: %s", exc)
        await _dispose(handle)
        return 0, [], None
    return int(size or 0), list(data or []), handle


async def _dispose(handle: JSHandle | None) -> None:
    if handle is not None:
        try:
            await handle.dispose()
        except Exception:
            pass


async def _click(handle: JSHandle, i: int, timeout: float, trusted: bool = False) -> bool:
    """``el.click()`` in the page on the ``i``-th element found (one round trip): fast, and
    indifferent to an element that moves (a frame resizing as replies arrive) or hides
    under a sticky bar. ``trusted``: a real mouse click, for the few widgets that ignore
    script clicks (after one that changed nothing)."""
    if not trusted:
        try:
            return bool(await handle.evaluate(_CLICK_FOUND_JS, i))
        except Exception as exc:
            logger.debug("expander not clickable: %s", exc)
            return False
    try:
        els = await handle.get_property("els")
        element = (await els.get_property(str(i))).as_element()
    except Exception as exc:
        logger.debug("expander gone: %s", exc)
        return False
    if element is None:
        return False
    try:
        await element.click(timeout=timeout * 1000)
        return True
    except Exception:
        try:
            await element.evaluate(_CLICK_JS)
            return True
        except Exception as exc:
            logger.debug("expander not clickable: %s", exc)
            return False


async def expand(
    frame: Page | Frame,
    section_xpaths: list[str],
    *,
    max_clicks: int,
    max_seconds: float,
    quiet: float,
    settle_max: float,
    click_timeout: float,
    per_round: int = 25,
) -> ExpandResult:
    """Click the expanders of one document's comment sections until none is left. Each
    round clicks every expander found (at most ``per_round``: the reply toggles of a
    thread, the "load more" button), then lets the document settle once."""
    result = ExpandResult()
    started = time.monotonic()
    strikes: dict[str, int] = {}
    before, clicked = 0, list[str]()  # the size before the last round, what it clicked
    pressed: dict[str, None] = {}  # where every expander clicked was (absolute XPaths)
    idle = False  # the last wait for a loading expander ended with the document settled
    while True:
        if result.clicks >= max_clicks:
            result.hit_limit = "clicks"
            break
        if time.monotonic() - started > max_seconds:
            result.hit_limit = "time"
            break
        size, candidates, handle = await find_expanders(frame, section_xpaths, limit=per_round + 10)
        if clicked and size <= before and not idle and await _loading(frame, list(pressed)):
            # The last round's answer is still on the way (its "load more" disabled while
            # it loads), later than the settle bound (a slow server, a loaded machine): it
            # is waited for, not struck off for changing nothing.
            await _dispose(handle)
            idle = await _wait(frame, quiet, settle_max, max_seconds, started)
            continue
        if clicked:
            logger.debug("expansion round: %d clicked, size %d -> %d", len(clicked), before, size)
            if size <= before:  # the last round changed nothing
                for key in clicked:
                    strikes[key] = strikes.get(key, 0) + 1
        wait = False
        try:
            chosen = [
                (i, c) for i, c in enumerate(candidates) if strikes.get(c["abs"] + "|" + c["label"], 0) < 2
            ][:per_round]
            if not chosen:
                # Nothing left to click: the end of the thread, unless an expander clicked
                # is still loading (disabled, so no candidate): a thread read before its
                # last answer came would look whole with comments missing.
                wait = not idle and await _loading(frame, list(pressed))
                if not wait:
                    break
                continue
            before, clicked, idle = size, [], False
            await arm(frame)
            for i, c in chosen:
                if result.clicks >= max_clicks or time.monotonic() - started > max_seconds:
                    break
                key = c["abs"] + "|" + c["label"]
                if handle is None or not await _click(handle, i, click_timeout, strikes.get(key, 0) > 0):
                    strikes[key] = 2
                    continue
                result.clicks += 1
                clicked.append(key)
                pressed[c["abs"]] = None
        finally:
            await _dispose(handle)
            if wait:
                idle = await _wait(frame, quiet, settle_max, max_seconds, started)
        if clicked:
            await settle(frame, quiet, min(settle_max, max(0.5, max_seconds - (time.monotonic() - started))))
    if result.hit_limit is not None:  # a bound only cuts the thread short when expanders are left
        _, left, probe = await find_expanders(frame, section_xpaths, limit=per_round, with_disabled=True)
        await _dispose(probe)
        loading = not idle and await _loading(frame, list(pressed))
        if not loading and not any(strikes.get(c["abs"] + "|" + c["label"], 0) < 2 for c in left):
            result.hit_limit = None
    result.seconds = time.monotonic() - started
    return result


async def _loading(frame: Page | Frame, xpaths: list[str]) -> bool:
    """Whether an expander clicked (at one of ``xpaths``) still waits for its answer:
    in the document, disabled or busy (a "Loading..." label is no expander's, so the
    search above does not see it)."""
    if not xpaths:
        return False
    try:
        return bool(await frame.evaluate(_LOADING_JS, xpaths))
    except Exception as exc:
        logger.debug("loading expander check failed: %s", exc)
        return False


async def _wait(
    frame: Page | Frame, quiet: float, settle_max: float, max_seconds: float, started: float
) -> bool:
    """Let the document settle once more, within the expansion's bound; whether it did
    (settled with the expander still disabled: nothing is on the way, it stays so)."""
    left = max_seconds - (time.monotonic() - started)
    return (await settled(frame, quiet, min(settle_max, max(0.5, left))))[1]
