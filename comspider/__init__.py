"""comspider: find and extract the user comments under news articles, on any site.

    import comspider
    comments = comspider.extract(html, url="https://example.org/news/1")   # list[Comment]
    for url, comments in comspider.extract_archive("crawl.warc.gz"):        # per page
        ...
    for record in comspider.crawl(urls=["https://example.org/news/1"]):     # dicts
        ...

The names are loaded on first use (:mod:`comspider.api`): ``import comspider`` itself
imports nothing heavy and starts nothing (Scrapy's settings import it on every crawl).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = [
    "ArchiveError",
    "Comment",
    "CrawlError",
    "UnknownOptionError",
    "crawl",
    "extract",
    "extract_archive",
]

if TYPE_CHECKING:
    from comspider.api import (
        ArchiveError,
        Comment,
        CrawlError,
        UnknownOptionError,
        crawl,
        extract,
        extract_archive,
    )


def __getattr__(name: str) -> Any:
    if name in __all__:
        return getattr(importlib.import_module("comspider.api"), name)
    raise AttributeError(f"module 'comspider' has no attribute {name!r}")
