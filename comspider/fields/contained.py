"""A section's fields read so that a fault in one section costs that section only.

Field reading walks markup nobody has seen; a bug it meets on one page (an empty quote
line, say) must not cost the page's other sections, or the visit's record: one log line
names the page and the fault, the section's comments are left out, and the caller counts
it (the crawl: ``comspider/fields/section_failed``).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from comspider.records.model import ExtractedComment

logger = logging.getLogger(__name__)


def fields_or_none(
    where: str, read: Callable[..., list[ExtractedComment]], *args: Any, **kwargs: Any
) -> list[ExtractedComment] | None:
    """``read(*args, **kwargs)``, or None (and one warning naming ``where``) when it raises."""
    try:
        return read(*args, **kwargs)
    except Exception as exc:  # noqa: BLE001 - any fault of the reading: the section's alone
        logger.warning(
            "comment fields failed on a section of %s (%s); its comments are left out",
            where[:200],
            f"{type(exc).__name__}: {exc}"[:200],
        )
        return None


__all__ = ["fields_or_none"]
