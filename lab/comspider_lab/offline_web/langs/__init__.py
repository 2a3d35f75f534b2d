"""Phrase banks, interface labels and date formats per language.

Each module defines the same names (checked by the tests): ``CODE``, ``DIR``, ``UI``,
``NAV``, ``FOOTER``, ``FIRST``, ``LAST``, ``NICKS``, ``ROLES``, ``TOPICS``, ``BODY``,
``OPENERS``, ``STATEMENTS``, ``REASONS``, ``CLOSERS``, ``SHORT``, ``REPLIES``, ``LINKS``,
``EMOJI``, ``BADGES``, ``WEEKDAYS``, ``MONEY``, ``SEP`` and the functions ``ago(seconds)``,
``datetime_long(dt)``, ``date_short(dt)``, ``number(n)``.
Text is written per language (no machine filler); slots in braces are filled by
comspider_lab.offline_web.textgen.
"""

from __future__ import annotations

import importlib
from types import ModuleType

LANGUAGES = ("en", "de", "fr", "es", "it", "pt", "nl", "ja", "ar", "ru")

_cache: dict[str, ModuleType] = {}


def get(code: str) -> ModuleType:
    if code not in _cache:
        if code not in LANGUAGES:
            raise KeyError(code)
        _cache[code] = importlib.import_module(f"comspider_lab.offline_web.langs.{code}")
    return _cache[code]


def span(seconds: float) -> tuple[str, int]:
    """Split an age into the unit a relative date shows: ("now"|"min"|"h"|"d"|"w", n)."""
    s = max(0.0, seconds)
    if s < 60:
        return "now", 0
    if s < 3600:
        return "min", int(s // 60)
    if s < 86400:
        return "h", int(s // 3600)
    if s < 7 * 86400:
        return "d", int(s // 86400)
    return "w", int(s // (7 * 86400))


def group_digits(n: int, sep: str) -> str:
    return f"{n:,}".replace(",", sep)
