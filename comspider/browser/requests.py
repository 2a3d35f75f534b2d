"""The one browser request per article visit. Its meta stays picklable (plain data)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from scrapy.http import Request

from comspider.sources.article import Article

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
