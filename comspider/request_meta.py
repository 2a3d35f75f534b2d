"""The one browser request per article visit, its meta keys, and closing its page.

Its meta stays picklable (plain data): JOBDIR and scrapy-redis pickle requests. The one
exception is scrapy-playwright's ``playwright_page``, which lives only while the download
runs and is popped (and the page closed) by :func:`close_page`.

Each visit is alone in a browser context (the download handler names it
``comspider-visit-<n>`` at download time): ending the visit closes the page with every
popup and tab the page opened, and nothing of one page (storage, a runaway script)
reaches the next; a context may serve later visits, one after another
(comspider.browser.context_pool).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from playwright.async_api import Page
from scrapy.http import Request

from comspider.article import Article
from comspider.deadlines import CLOSE_SECONDS, close_within

logger = logging.getLogger(__name__)

PAGE_KEY = "playwright_page"  # scrapy-playwright's; never pickled (see close_page)
ARTICLE_KEY = "comspider_article"
VISIT_KEY = "comspider_visit"
QUEUE_KEY = "comspider_queue"  # the page-queue claim ({"key", "token"}), set by the scheduler
SOURCE_META = "comspider_source"  # a feed download: the source it polls, as plain data
CONTEXT_KEY = "playwright_context"  # scrapy-playwright's: the name of the request's context
# When the visit's page began to load (POSIX seconds; kept over its tries), for the real
# seconds of a visit that failed.
STARTED_AT_KEY = "comspider_started_at"
# Tries of the visit that lost their browser so far (a try after one is alone in it).
LOST_KEY = "comspider_browser_lost"
# The flag of a response whose page did not finish loading in time (what it loaded is kept).
LOAD_TIMEOUT = "load_timeout"
# Names of the per-visit contexts (the download handler's); closing the page closes them.
VISIT_CONTEXT_PREFIX = "comspider-visit-"
# The seconds an article visit spent fetching and judging its served HTML before it went to
# the browser (HTTP first: comspider.interaction.http_first), {"http_fetch", "http_judge"}.
HTTP_FIRST_KEY = "comspider_http_first"
# Which visit of its context the request's is (a context may serve visits one after
# another: comspider.browser.context_pool); set by the download handler.
VISIT_SERIAL_KEY = "comspider_visit_serial"
# Scrapy's AutoThrottle learns no delay from a request that carries it (True): a load our own
# bound cut short took the bound's time, not the site's (set by the download handler).
UNTIMED_KEY = "autothrottle_dont_adjust_delay"

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


def visit_context(request: Request) -> bool:
    """Whether the request's page lives in a context of its own (see the module docstring)."""
    return str(request.meta.get(CONTEXT_KEY, "")).startswith(VISIT_CONTEXT_PREFIX)


async def close_page(request: Request, seconds: float = CLOSE_SECONDS) -> bool:
    """Pop the Playwright page from ``request.meta`` and close it, with its context when
    the context is the visit's own (idempotent). Bounded: a close that does not end within
    ``seconds`` is given up with one warning; returns False then, else True."""
    page = request.meta.pop(PAGE_KEY, None)
    if not isinstance(page, Page):
        return True
    own = visit_context(request)
    try:
        target: Any = page.context if own else page
    except Exception:  # noqa: BLE001 - the browser is gone
        return True
    if await close_within(target, seconds, "context_close" if own else "page_close"):
        return True
    logger.warning(
        "Closing the %s of %s did not end within %.0f s: given up (the browser keeps it "
        "until it is restarted)",
        "context" if own else "page",
        request.url,
        seconds,
    )
    return False
