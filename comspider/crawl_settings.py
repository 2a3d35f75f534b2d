"""Scrapy settings with comspider's project settings applied, for code that runs the
crawler's components outside ``scrapy crawl`` (the Python API, ``comspider extract``,
the lab, tests).

    settings = crawl_settings({"COMSPIDER_MAX_CLICKS": 3})
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scrapy.settings import Settings

SETTINGS_MODULE = "comspider.settings"


def crawl_settings(overrides: Mapping[str, Any] | None = None, priority: str = "cmdline") -> Settings:
    """Scrapy's defaults, then comspider/settings.py, then ``overrides``."""
    settings = Settings()
    settings.setmodule(SETTINGS_MODULE, priority="project")
    if overrides:
        settings.setdict(dict(overrides), priority=priority)
    return settings


def as_settings(settings: Any) -> Any:
    """Scrapy settings as they are; a plain mapping as overrides of :func:`crawl_settings`
    (library callers and tests name only the knobs they change)."""
    if hasattr(settings, "getpriority"):
        return settings
    return crawl_settings(settings or {})
