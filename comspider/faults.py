"""The faults that end a browser visit early, raised by the browser stage and turned into
a visit outcome by the spider (comspider.spiders.failures).

Shared types (the browser stage raises them, the spider reads them), so they live at the
root of the package and import no stage. Each carries a short, stable ``reason`` that
goes into the visit record and names a stat.

- :class:`BrowserClosed`: the page or the whole browser closed or crashed under the
  visit (reason ``browser_closed``). An ``error``, passing: the page queue visits the page
  again.
- :class:`BrowserDeadline`: an await on the browser did not end in time (reason
  ``deadline: <what>``). An ``error``, passing.
- :class:`PageLimit`: the page passed a bound on what it may make the browser do before
  its DOM could be read (reason ``popup_limit``, ``frame_limit``, ``request_limit``,
  ``memory_limit``; see comspider.browser.visit_limits). An ``error``, permanent: the
  same page would do it again.
- :class:`VisitAborted`: the crawl is shutting down and cut the visit short. Not a visit
  at all: no record is written, and the page queue hands the page out again (same visit).

A fault that says the browser was lost under the visit (``lost_browser``: the browser or
the page's renderer crashed, a download the browser never finished) is tried again in the
same run (comspider.interaction.middleware); a visit that lost its browser on every try
ends as :class:`GivenUp` (reason ``too_many_attempts``), and the page queue drops it.
"""

from __future__ import annotations

from scrapy.exceptions import IgnoreRequest

BROWSER_CLOSED = "browser_closed"
TOO_MANY_ATTEMPTS = "too_many_attempts"


class VisitFault(Exception):
    """A visit that ended early; ``reason`` is what the visit record says."""

    reason: str = "visit_fault"
    lost_browser: bool = False  # the browser (or the page's renderer) was lost: worth a new try

    def __init__(self, reason: str | None = None, detail: str = "") -> None:
        if reason is not None:
            self.reason = reason
        self.detail = detail
        super().__init__(f"{self.reason}: {detail}" if detail else self.reason)


class BrowserClosed(VisitFault):
    """The page, its context or the browser closed (or crashed) during the visit."""

    reason = BROWSER_CLOSED
    lost_browser = True


class BrowserDeadline(VisitFault, TimeoutError):
    """An await on the browser did not end within its deadline."""

    def __init__(self, what: str, seconds: float) -> None:
        self.what = what
        self.seconds = seconds
        super().__init__(f"deadline: {what}", f"no answer within {seconds:g} s")


class PageLimit(VisitFault):
    """The page passed one of the bounds on popups, frames, requests or memory."""


class GivenUp(VisitFault):
    """Every try of the visit lost its browser (COMSPIDER_MAX_ATTEMPTS): the page is
    dropped."""

    reason = TOO_MANY_ATTEMPTS


class VisitAborted(VisitFault, IgnoreRequest):
    """The crawl is stopping: the visit was cut short and does not count."""

    reason = "aborted"


__all__ = [
    "BROWSER_CLOSED",
    "TOO_MANY_ATTEMPTS",
    "BrowserClosed",
    "BrowserDeadline",
    "GivenUp",
    "PageLimit",
    "VisitAborted",
    "VisitFault",
]
