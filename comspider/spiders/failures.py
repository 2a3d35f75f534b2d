"""Turn a failed article visit into an outcome: ("blocked" | "error" | "aborted", reason).

``aborted`` is not a visit outcome: the crawl was stopping and cut the visit short
(comspider.faults.VisitAborted); the spider writes no record for it and the page queue
hands the page out again.
"""

from __future__ import annotations

from scrapy.exceptions import IgnoreRequest
from scrapy.spidermiddlewares.httperror import HttpError
from twisted.python.failure import Failure

from comspider.faults import VisitAborted, VisitFault
from comspider.netguard import RefusedRequest

# Statuses that say "not for you" rather than "broken".
BLOCKING_STATUSES = {401, 402, 403, 407, 429, 451}


def failure_reason(failure: Failure) -> tuple[str, str]:
    exc = failure.value
    if isinstance(exc, VisitAborted):
        return "aborted", exc.reason
    if isinstance(exc, VisitFault):  # the browser closed, a deadline: one short reason
        return "error", exc.reason
    if isinstance(exc, RefusedRequest):
        return "blocked", f"network guard: {exc.reason}"
    if isinstance(exc, HttpError):
        status = exc.response.status
        kind = "blocked" if status in BLOCKING_STATUSES else "error"
        return kind, f"HTTP {status}"
    if isinstance(exc, IgnoreRequest):
        text = str(exc) or "ignored"
        return ("blocked" if "robots.txt" in text else "error"), text[:200]
    name = type(exc).__name__
    message = " ".join(str(exc).split())[:200]
    return "error", f"{name}: {message}" if message else name
