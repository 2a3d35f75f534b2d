"""What one visit found, as the policy needs it, and whether a failure is passing.

The spider's outcomes (comspider.items.OUTCOMES): ``comments_found``, ``no_comments``,
``blocked`` and ``error``, with a free-text ``reason`` for the last two (see
comspider.spiders.failures: "HTTP 503", "TimeoutError: ...", "network guard: ...",
"robots.txt ...").
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

FAILURES = ("blocked", "error")

# A failure is passing (worth a revisit) unless its reason says it will happen again. A
# host that does not resolve is passing: offline, or with the resolver down, every host
# fails so, and an outage must not drop a crawl's every page for good.
_PERMANENT = re.compile(
    r"network guard|robots\.txt|not an html page|unsupported|invalid url|unsafe port|"
    r"\bhttp (?:400|401|402|403|404|405|407|410|414|451|501)\b|"
    r"paywall|subscription|login required|sign in to|"
    r"\b(?:popup|frame|request|memory)_limit\b",
    re.IGNORECASE,
)
# Refused by this crawl's own settings: the same run would refuse it again, a run with other
# settings (COMSPIDER_ALLOW_PRIVATE_NETWORKS) may not.
_BY_SETTINGS = re.compile(r"^network guard\b", re.IGNORECASE)
#: The reason a page refused by the crawl's own settings is dropped with.
REFUSED_BY_SETTINGS = "network_guard"


def is_passing(reason: str | None) -> bool:
    """True for failures that may not happen on the next visit: timeouts, connection
    resets, hosts that do not resolve (an outage looks so), HTTP 408/425/429/5xx, a
    browser crash, an overlay in the way, and anything unknown. False for guard and
    robots refusals, ports Chromium never opens (``ERR_UNSAFE_PORT``), 4xx that mean "not
    for you" or "gone", non-HTML documents, paywalls
    and log-in walls, and pages that passed a bound on what they may make the browser do
    (``*_limit``: the same page would do it again)."""
    return not (reason and _PERMANENT.search(reason))


def refused_by_settings(reason: str | None) -> bool:
    """Whether the crawl's own settings refused the page (the network guard): not
    visited again in this run, and visited again by a later run that asks for it (which
    may allow it)."""
    return bool(reason and _BY_SETTINGS.search(reason))


def epoch(value: str | float | datetime | None) -> float | None:
    """POSIX seconds from an ISO 8601 string (naive = UTC), a datetime or a number;
    None for None or anything unparseable."""
    if value is None:
        return None
    if isinstance(value, (int, float)):
        return float(value)
    if isinstance(value, str):
        text = value.strip()
        if not text:
            return None
        try:
            value = datetime.fromisoformat(text)
        except ValueError:
            return None
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    return value.timestamp()


@dataclass(slots=True)
class VisitResult:
    """One visit, as the spider saw it.

    ``comments``: comments found on this visit, already known ones included (a
    VisitItem's ``comments``). ``comment_times``: the timestamps (POSIX seconds) of the
    comments found on this visit that show one, known ones included, in any order.
    """

    outcome: str  # comments_found | no_comments | blocked | error
    comments: int = 0
    reason: str | None = None
    comment_times: tuple[float, ...] = field(default_factory=tuple)
    seconds: float = 0.0  # service time
    # From the comment times (or set directly by the simulator): the earliest, the median
    # of the later ones and how many later ones had a time (the completeness policy's
    # evidence of the discussion's pace).
    first_comment: float | None = None
    median_comment: float | None = None
    timed: int = 0
    closed: bool = False  # the page says its comments are closed
    form: bool | None = None  # a comment form was seen (None: not looked for)
    truncated: bool = False  # a bound cut the thread short

    def __post_init__(self) -> None:
        if self.first_comment is None and self.comment_times:
            times = sorted(t for t in self.comment_times if math.isfinite(t))
            if times:
                self.first_comment = times[0]
                later = times[1:]
                # Dates written "2 hours ago" resolve to a few shared times: too coarse to
                # tell a discussion's pace (fewer distinct times than half the comments).
                if later and len(set(later)) * 2 >= len(later):
                    self.timed = len(later)
                    self.median_comment = later[len(later) // 2]

    @property
    def failed(self) -> bool:
        return self.outcome in FAILURES

    @property
    def passing(self) -> bool:
        return self.failed and is_passing(self.reason)

    @classmethod
    def from_visit(
        cls, visit: Any, comment_times: Iterable[str | float | datetime | None] = ()
    ) -> VisitResult:
        """From a comspider.items.VisitItem (or anything with its fields) and the
        ``published_at`` values of the CommentItems found on that visit."""
        times = tuple(t for t in (epoch(v) for v in comment_times) if t is not None)
        return cls(
            outcome=str(visit.outcome),
            comments=int(visit.comments or 0),
            reason=visit.reason,
            comment_times=times,
            seconds=float(visit.seconds or 0.0),
            closed=bool(getattr(visit, "comments_closed", False)),
            form=getattr(visit, "comment_form", None),
            truncated=bool(getattr(visit, "truncated", False)),
        )
