"""One instance per crawler of the parts several components share (the crawl state, the
feed poll lock, the network guard), without attributes stuck onto Scrapy's Crawler.

    state = crawler_part(crawler, "state", lambda: open_state(crawler))
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from typing import Any, TypeVar

T = TypeVar("T")

_parts: weakref.WeakKeyDictionary[Any, dict[str, Any]] = weakref.WeakKeyDictionary()
_lock = threading.Lock()


def crawler_part(crawler: Any, name: str, make: Callable[[], T]) -> T:
    """The crawler's ``name`` part, made by ``make()`` on first use."""
    with _lock:
        parts = _parts.setdefault(crawler, {})
        if name not in parts:
            parts[name] = make()
        made: T = parts[name]
        return made


def existing_part(crawler: Any, name: str) -> Any:
    """The crawler's ``name`` part if it was made (and not forgotten), else None."""
    with _lock:
        return _parts.get(crawler, {}).get(name)


def forget_part(crawler: Any, name: str) -> None:
    with _lock:
        _parts.get(crawler, {}).pop(name, None)


def late_attribute(crawler: Any, name: str) -> Any:
    """``crawler.engine`` / ``crawler.spider``, or None before the crawl sets them."""
    try:
        return getattr(crawler, name, None)
    except RuntimeError:  # Scrapy's late attributes raise until set
        return None
