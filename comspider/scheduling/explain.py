"""Why a page waits: the log lines of the page queue, in a person's words.

Queued https://a.example/x: due 15:53 UTC (in 3.8 h): published 12:03 UTC + T_W 3.84 h
for a.example (the prior; no comment timing learned yet); schedule=immediate visits now
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import UTC, datetime
from typing import Any

from comspider.scheduling.outcome import epoch

IMMEDIATE_HINT = "schedule=immediate (comspider crawl --schedule immediate) visits now"


def clock(seconds: float, now: float) -> str:
    """``15:53 UTC``, with the date when it is another day than ``now``."""
    when = datetime.fromtimestamp(seconds, UTC)
    today = datetime.fromtimestamp(now, UTC).date()
    return when.strftime("%H:%M UTC" if when.date() == today else "%Y-%m-%d %H:%M UTC")


def span(seconds: float) -> str:
    """``2.5 d``, ``3.8 h``, ``12 min``, ``40 s``."""
    seconds = max(seconds, 0.0)
    if seconds >= 2 * 86400:
        return f"{seconds / 86400:.1f} d"
    if seconds >= 3600:
        return f"{seconds / 3600:.1f} h"
    if seconds >= 60:
        return f"{seconds / 60:.0f} min"
    return f"{seconds:.0f} s"


def queued_line(
    url: str,
    article: Mapping[str, Any],
    outlet: str,
    due: float,
    wait: float,
    now: float,
    learned: bool,
) -> str:
    """The line for a page admitted to the queue: when it is due, and why then."""
    published = epoch(article.get("published_at"))
    when = "now" if due <= now else f"{clock(due, now)} (in {span(due - now)})"
    base = (
        f"published {clock(published, now)}" if published is not None else "no publication time, so from now"
    )
    source = "learned from this outlet's comments" if learned else "the prior; no comment timing learned yet"
    return f"Queued {url}: due {when}: {base} + T_W {wait / 3600:.2f} h for {outlet} ({source}); {IMMEDIATE_HINT}"


def known_line(url: str, state: str, due: float | None, visit: int, now: float) -> str:
    """The line for an article the queue already holds (from this or an earlier run)."""
    if state == "pending" and due is not None:
        when = "now" if due <= now else f"{clock(due, now)} (in {span(due - now)})"
        return (
            f"Already queued: {url} (visit {visit}) is due {when}; `comspider queue list` shows the "
            "queue, `comspider queue clear` empties it"
        )
    return f"Not queued again: {url} is {state} in the page queue (an article is queued once, ever)"


def revisit_line(
    url: str,
    due: float,
    now: float,
    outcome: str,
    comments: int,
    reason: str | None,
    gain: float | None = None,
    final: float | None = None,
) -> str:
    """The line for a page requeued for its next visit; with the completeness policy's
    ``gain`` (the share of the discussion the visit should add) and ``final`` (the
    comments expected in the end)."""
    why = f"{outcome}, {comments} comments" if not reason else f"{outcome}: {reason}"
    if gain is not None and not reason:
        why += f"; it should add {100 * gain:.0f} % of the discussion"
        if final is not None:
            why += f" (about {final:.0f} comments in the end)"
    return f"Revisit of {url} queued for {clock(due, now)} (in {span(due - now)}): {why}"
