"""Turn a failed article visit into an outcome: ("blocked" | "error" | "aborted", reason).

Network failures are named by kind (comspider.network_errors): ``DNS lookup failed: ...``,
``connection refused: ...``, ``TLS failed: ...``, ``timed out: ...``, with the browser's
``net::ERR_*`` code or Twisted's exception kept in the text.

``aborted`` is not a visit outcome: the crawl was stopping and cut the visit short
(comspider.faults.VisitAborted); the spider writes no record for it and the page queue
hands the page out again.
"""

from __future__ import annotations

import asyncio
import socket
from urllib.parse import urlsplit

from scrapy.exceptions import IgnoreRequest
from scrapy.spidermiddlewares.httperror import HttpError
from twisted.python.failure import Failure

from comspider.faults import VisitAborted, VisitFault
from comspider.netguard import RefusedRequest
from comspider.network_errors import chromium_failure, proxy_failure, tunnel_reason, twisted_failure

# Statuses that say "not for you" rather than "broken".
BLOCKING_STATUSES = {401, 402, 403, 407, 429, 451}
TUNNEL_FAILED = "net::ERR_TUNNEL_CONNECTION_FAILED"


def failure_reason(failure: Failure) -> tuple[str, str]:
    exc = failure.value
    if isinstance(exc, VisitAborted):
        return "aborted", exc.reason
    if isinstance(exc, VisitFault):  # the browser closed, a deadline: one short reason
        return "error", exc.reason
    assert exc is not None
    request = getattr(failure, "request", None)
    url = getattr(request, "url", None)
    if isinstance(exc, RefusedRequest):
        return "blocked", f"network guard: {exc.reason}"
    if isinstance(exc, HttpError):
        status = exc.response.status
        named = proxy_failure(status, _text(exc.response), url)
        if named:
            return "error", named
        kind = "blocked" if status in BLOCKING_STATUSES else "error"
        return kind, f"HTTP {status}"
    if isinstance(exc, IgnoreRequest):
        text = str(exc) or "ignored"
        return ("blocked" if "robots.txt" in text else "error"), text[:200]
    named = chromium_failure(str(exc), url) or twisted_failure(exc, url)
    if named:
        return "error", named
    name = type(exc).__name__
    message = " ".join(str(exc).split())[:200]
    return "error", f"{name}: {message}" if message else name


async def refine_reason(reason: str, url: str) -> str:
    """Behind the egress proxy an https host that fails to resolve and one that does
    not answer look the same to Chromium; one DNS lookup of the visit's own host tells
    them apart."""
    if TUNNEL_FAILED not in reason:
        return reason
    host = urlsplit(url).hostname
    if not host:
        return reason
    try:
        await asyncio.wait_for(
            asyncio.get_running_loop().getaddrinfo(host, None, type=socket.SOCK_STREAM), 10.0
        )
    except (OSError, UnicodeError):
        return tunnel_reason(False, url)
    except TimeoutError:
        return reason
    return tunnel_reason(True, url)


def _text(response: object) -> str:
    try:
        return str(getattr(response, "text", ""))[:2000]
    except (AttributeError, ValueError, UnicodeDecodeError):
        return ""
