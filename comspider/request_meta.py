"""The one browser request per article visit, its meta keys, and closing its page.

Its meta stays picklable (plain data): JOBDIR and scrapy-redis pickle requests. The one
exception is scrapy-playwright's ``playwright_page``, which lives only while the download
runs and is popped (and the page closed) by :func:`close_page`.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from playwright.async_api import Page
from scrapy.http import Request

from comspider.article import Article

logger = logging.getLogger(__name__)

PAGE_KEY = "playwright_page"  # scrapy-playwright's; never pickled (see close_page)
ARTICLE_KEY = "comspider_article"
VISIT_KEY = "comspider_visit"
QUEUE_KEY = "comspider_queue"  # the page-queue claim ({"key", "token"}), set by the scheduler

# One context for all article pages: service workers blocked so that every request
# passes the route handlers (network guard, blocklist).
CONTEXT_KWARGS: dict[str, Any] = {
    "service_workers": "block",
    "viewport": {"width": 1366, "height": 900},
    "java_script_enabled": True,
    "accept_downloads": False,
}


def article_request(
    article: Article,
    *,
    visit: int = 1,
    callback: Callable[..., Any] | None = None,
    errback: Callable[..., Any] | None = None,
    wait_until: str = "domcontentloaded",
    priority: int = 0,
) -> Request:
    """A Playwright request for one visit of ``article``."""
    return Request(
        article.url,
        callback=callback,
        errback=errback,
        dont_filter=True,  # revisits of one URL are the queue's decision, not the dupefilter's
        priority=priority,
        meta={
            "playwright": True,
            "playwright_include_page": True,  # the interaction middleware drives the page
            "playwright_context": "articles",
            "playwright_context_kwargs": dict(CONTEXT_KWARGS),
            "playwright_page_goto_kwargs": {"wait_until": wait_until},
            ARTICLE_KEY: article.to_dict(),
            VISIT_KEY: visit,
        },
    )


def request_article(request: Request) -> Article | None:
    data = request.meta.get(ARTICLE_KEY)
    return Article.from_dict(data) if data else None


async def close_page(request: Request) -> None:
    """Pop the Playwright page from ``request.meta`` and close it (idempotent)."""
    page = request.meta.pop(PAGE_KEY, None)
    if isinstance(page, Page) and not page.is_closed():
        try:
            await page.close()
        except Exception as exc:  # noqa: BLE001 - the browser may have crashed
            logger.debug("closing page of %s failed: %s", request.url, exc)
