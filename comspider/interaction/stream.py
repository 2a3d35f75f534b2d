"""Endless article streams: pages that append the next article (and the next...) as the
reader scrolls past the end of the first one.

The page's own headline (``<h1>``, ``itemprop=headline``) is the one that matches its
title. A further article is a sibling after one of the wrappers of that headline with the
same tag and first class (a clone of the article's template) holding a headline of its
own. Before scrolling, :func:`mark_baseline` remembers every element of the document; an
element that appeared later is *appended*, and an appended element holding a headline
after the article's (its outermost new ancestor), or an appended clone with a long text,
is a further article too. Further articles and the appended siblings after them are
*cut*:

- scrolling stops once the first article appended while scrolling reaches the viewport
  (the first article's comment area has been scrolled through by then), see
  :mod:`comspider.interaction.scroll`;
- snapshots leave the cut elements out (:mod:`comspider.interaction.shadow`), so the next
  articles' comments are never attributed to the first;
- the clickable collector skips them, so another article's comment button is never
  clicked.

A comment section is never a clone of the article's wrapper and has no headline of the
article's kind, so it is never cut; a page that renders its own article late, or loads its
comments into a placeholder, keeps them.
"""

from __future__ import annotations

import logging

from playwright.async_api import Frame, Page

from comspider.page_scripts import script

logger = logging.getLogger(__name__)

#: The in-page key of the baseline (a WeakSet of the elements present before scrolling).
BASELINE_KEY = "comspider.baseline"
#: The in-page key of the last computed cut (an array of elements), read by the collector.
CUT_KEY = "comspider.streamCut"

# The cut itself is computed by js/lib/stream_cut.js (streamCut), which the snapshot
# serialiser and the scroll's stop check share.
_BASELINE_JS = script("comspider.interaction", "stream_baseline.js")
_MARK_JS = script("comspider.interaction", "stream_mark.js")
_IN_CUT_JS = script("comspider.interaction", "in_stream_cut.js")


async def mark_baseline(target: Page | Frame) -> None:
    """Remember the elements of the document now, before scrolling. Never raises."""
    try:
        await target.evaluate(_BASELINE_JS)
    except Exception as exc:
        logger.debug("stream baseline failed: %s", exc)


async def mark_stream(target: Page | Frame) -> int:
    """Compute the cut now (for the clickable collector); the number of cut elements,
    0 when the page is no stream or the baseline is missing. Never raises."""
    try:
        return int(await target.evaluate(_MARK_JS))
    except Exception:
        return 0


async def cut_frames(page: Page) -> set[Frame]:
    """The frames whose ``<iframe>`` sits in an appended article: their documents belong
    to the next articles. Empty when the page is no stream."""
    if not await mark_stream(page):
        return set()
    out: set[Frame] = set()
    for frame in page.main_frame.child_frames:
        try:
            element = await frame.frame_element()
            try:
                if await element.evaluate(_IN_CUT_JS):
                    out.add(frame)
            finally:
                await element.dispose()
        except Exception:
            continue
    # frames inside those frames go with them
    for frame in page.frames:
        parent = frame.parent_frame
        while parent is not None and parent not in out:
            parent = parent.parent_frame
        if parent is not None:
            out.add(frame)
    return out
