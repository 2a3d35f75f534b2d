"""The rendered boxes of the page's elements when its snapshot is taken (js/element_boxes.js),
for the archive: the visual features of a section or a clickable (position, size,
visibility, share of the viewport, distance to the article's end) can then be computed
from the recorded snapshot. Main document only; frames appear as their <iframe>'s box."""

from __future__ import annotations

import logging
from typing import Any

from playwright.async_api import Page

from comspider.deadlines import within
from comspider.page_scripts import script

logger = logging.getLogger(__name__)

_BOXES_JS = script("comspider.interaction", "element_boxes.js")
MAX_ELEMENTS = 6000  # a page's elements with a box; a huge page keeps its first ones


async def page_boxes(page: Page, seconds: float) -> dict[str, Any] | None:
    """``{"viewport", "page", "article", "elements": [[xpath, x, y, w, h, shown], ...]}``,
    or None when the page could not say in time."""
    try:
        boxes = await within(page.evaluate(_BOXES_JS, MAX_ELEMENTS), seconds, "boxes")
    except Exception as exc:
        logger.debug("boxes of %s not read: %s", page.url[:120], exc)
        return None
    return boxes if isinstance(boxes, dict) else None
