"""Turn a failed article visit into an outcome: ("blocked" | "error", reason)."""

from __future__ import annotations

from scrapy.exceptions import IgnoreRequest
from scrapy.spidermiddlewares.httperror import HttpError
from twisted.python.failure import Failure

from comspider.netguard import RefusedRequest

# Statuses that say "not for you" rather than "broken".
BLOCKING_STATUSES = {401, 402, 403, 407, 429, 451}


def failure_reason(failure: Failure) -> tuple[str, str]:
    exc = failure.value
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
