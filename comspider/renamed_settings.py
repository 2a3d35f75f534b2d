"""Settings that were renamed: a value given under the old name still counts for one
release, with one warning per process (settings.py lists the old names)."""

from __future__ import annotations

import logging
from typing import Any

logger = logging.getLogger(__name__)

#: old name -> new name
RENAMED = {
    "COMSPIDER_FT": "COMSPIDER_PATTERN_MIN_OCCURRENCES",
    "COMSPIDER_FS": "COMSPIDER_PATTERN_MIN_NODES",
}
_warned: set[str] = set()


def getint(settings: Any, name: str) -> int:
    """The integer setting ``name``, or the value given under its old name."""
    for old, new in RENAMED.items():
        if new == name and settings.get(old) is not None:
            if old not in _warned:
                _warned.add(old)
                logger.warning("%s is deprecated and will be removed: use %s instead", old, new)
            return settings.getint(old)
    return settings.getint(name)
