"""Scrapy's cookie middleware, with the Public Suffix List that ships with tldextract.

Scrapy's ``CookiesMiddleware`` asks a module-level ``TLDExtract`` whether a cookie's
domain is a public suffix. That extractor downloads the Public Suffix List on first use
(from publicsuffix.org, or from ``TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS``), with no timeout
and no network-guard check, synchronously in the reactor's thread: a stalled list host
freezes the whole crawl, and the download is a call to a host that is not the crawl's.

This subclass, built in its place (``DOWNLOADER_MIDDLEWARES``), hands Scrapy's module an
extractor that reads the snapshot bundled with tldextract and nothing else (no URLs, no
cache directory), before any cookie is seen. What a cookie may do is unchanged.
"""

from __future__ import annotations

from typing import Any

import tldextract
from scrapy.downloadermiddlewares import cookies as scrapy_cookies

#: The bundled Public Suffix List, private domains included (as Scrapy asks for them).
BUNDLED_SUFFIXES = tldextract.TLDExtract(
    suffix_list_urls=(), cache_dir=None, include_psl_private_domains=True
)


def use_bundled_suffix_list() -> None:
    """Make Scrapy's cookie middleware split domains with :data:`BUNDLED_SUFFIXES`."""
    scrapy_cookies._split_domain = BUNDLED_SUFFIXES


class CookiesMiddleware(scrapy_cookies.CookiesMiddleware):
    """``scrapy.downloadermiddlewares.cookies.CookiesMiddleware`` on the bundled list."""

    @classmethod
    def from_crawler(cls, crawler: Any) -> Any:
        middleware = super().from_crawler(crawler)  # NotConfigured when COOKIES_ENABLED is off
        use_bundled_suffix_list()
        return middleware
