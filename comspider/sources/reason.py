"""Why a source produced nothing: a small value the spider logs (one line) and counts (a stat).

Every step of :mod:`comspider.sources` that can fail for reasons outside our control (a
broken feed, an HTTP 429 from Google, a malformed article id) returns a :class:`Reason`
instead of raising, so a crawl never stops on bad input::

    result = parse_batchexecute(response)
    if isinstance(result, Reason):
        self.logger.info("%s: %s", article.url, result)
        self.crawler.stats.inc_value(result.stat)
        return

Codes are short ``snake_case`` slugs, stable across releases (they name stats); the
message is for people. The catalogue is in :data:`CODES`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

STAT_PREFIX = "comspider/sources/"

#: Every code a function of this package may return, with what it means. Codes built
#: from an HTTP status (``feed_http_404``, ``gnews_http_429``) are listed by their prefix.
CODES: dict[str, str] = {
    # feeds and URL lists
    "feed_http_": "the feed answered with this HTTP status",
    "feed_empty_body": "the feed answered with an empty body",
    "feed_unparseable": "the body is not XML, even in recover mode",
    "not_a_feed": "the document is XML or HTML but not RSS, Atom or RDF",
    "feed_empty": "the feed has no items",
    "feed_no_links": "the feed has items, but none with a usable http(s) link",
    "feed_download": "the feed could not be downloaded (DNS, timeout, refused, ...)",
    "feed_ignored": "a middleware dropped the feed request (robots.txt, network guard)",
    "urls_empty": "the URL list holds no URL",
    "url_invalid": "a line of a URL list is not an http(s) URL (a warning, per line)",
    "item_no_link": "a feed item has no usable link (a warning, per item)",
    "item_truncated": "the feed ends inside its last item (cut off in transfer): that item is dropped",
    # Google News article links
    "gnews_bad_id": "a news.google.com article id that is not base64 protobuf with a field 4",
    "gnews_bad_url": "the URL an article id (or the exchange) gave is not an http(s) URL",
    "gnews_http_": "a step of the link exchange answered with this HTTP status",
    "gnews_consent": "Google redirected the article page to its cookie consent page",
    "gnews_no_signature": "the article page carries no data-n-a-sg / data-n-a-ts attributes",
    "gnews_bad_answer": "the batchexecute answer is not the expected )]}' JSON envelope",
    "gnews_no_result": "the batchexecute answer has no garturlres for our request",
    "gnews_error": "the batchexecute answer carries an error entry",
    "gnews_download": "a step of the link exchange could not be downloaded",
    "gnews_ignored": "a middleware dropped an exchange request (robots.txt, network guard)",
}


@dataclass(frozen=True, slots=True)
class Reason:
    """A failure as a value: ``code`` names a stat, ``message`` says what happened."""

    code: str
    message: str

    @property
    def stat(self) -> str:
        """The Scrapy stat key for this reason: ``comspider/sources/<code>``."""
        return STAT_PREFIX + self.code

    def __str__(self) -> str:
        return f"{self.code}: {self.message}"

    def to_dict(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message}


def http_reason(prefix: str, status: int, what: str) -> Reason:
    """``Reason("<prefix>_http_<status>", ...)`` with a hint for the statuses that matter."""
    hint = {
        400: "bad request (the id or the signature was refused)",
        403: "forbidden",
        404: "not found",
        429: "rate limited: slow down (DOWNLOAD_DELAY / AUTOTHROTTLE)",
        500: "server error",
        502: "bad gateway",
        503: "service unavailable (rate limited or down)",
    }.get(status, "unexpected status")
    return Reason(f"{prefix}_http_{status}", f"{what} answered HTTP {status}: {hint}")
