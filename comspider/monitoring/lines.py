"""One-line messages of a watched crawl: a finished visit, a progress report."""

from __future__ import annotations

from typing import Any

BAR_WIDTH = 24


TEXT_SHOWN = 60  # characters of a clicked element's text in a visit line


def visit_line(visit: Any, entry_text: str | None = None) -> str:
    """``Visited <url> (visit 1): comments_found, 12 new / 15 comments, 1 click ("Show 15
    comments"), 8.3 s, disqus``; failures name their reason instead of the comment
    counts. ``entry_text``: the text of the element whose click exposed the comments."""
    outcome = str(getattr(visit, "outcome", "?"))
    clicks = int(getattr(visit, "clicks", 0) or 0)
    parts = [outcome]
    if outcome in ("error", "blocked") and getattr(visit, "reason", None):
        parts[0] = f"{outcome} ({visit.reason})"
    else:
        parts.append(f"{int(visit.new_comments or 0)} new / {int(visit.comments or 0)} comments")
    clicked = f"{clicks} click{'s' if clicks != 1 else ''}"
    text = " ".join((entry_text or "").split())
    if text and clicks:
        shown = text if len(text) <= TEXT_SHOWN else text[: TEXT_SHOWN - 1] + "…"
        clicked += f" ({shown!r})" if '"' in shown else f' ("{shown}")'
    parts.append(clicked)
    parts.append(f"{float(getattr(visit, 'seconds', 0.0) or 0.0):.1f} s")
    platform = getattr(visit, "platform", None)
    if platform:
        parts.append(str(platform))
    if getattr(visit, "fetched_by", None) == "http":
        parts.append("read from its served HTML (no browser)")
    if getattr(visit, "truncated", False):
        parts.append(f"thread cut short ({getattr(visit, 'truncation', None) or 'a bound'})")
    return f"Visited {visit.url} (visit {int(getattr(visit, 'visit', 1) or 1)}): " + ", ".join(parts)


def progress_bar(done: int, total: int, width: int = BAR_WIDTH) -> str:
    """``[██████░░░░░░] 12/40``."""
    total = max(total, done, 1)
    filled = round(width * done / total)
    return "[" + "█" * filled + "░" * (width - filled) + f"] {done}/{total}"


def progress_line(
    *,
    visited: int,
    in_progress: int,
    queued: int,
    due: int,
    comments: int,
    minutes: float,
    next_due: str | None = None,
    other_requests: int = 0,
    bar: bool = False,
) -> str:
    """``Progress: 12 visited, 2 in progress, 30 queued (4 due, next at 15:53 UTC),
    340 comments, 6.1 pages/min``, after a bar when ``bar``. ``in_progress``: visits under
    way; ``other_requests`` (feeds, link resolution) are shown apart: ``8 in progress
    (2 visits, 6 other requests)``. ``next_due``: when the next page not yet due falls
    due. The bar counts visits: done of done + under way + queued (its total grows as
    the feed admits pages and as pages are queued again for a revisit)."""
    rate = visited / minutes if minutes > 0 else 0.0
    waiting = (
        f"{queued} queued ({due} due" + (f", next at {next_due}" if next_due and queued > due else "") + ")"
    )
    running = f"{in_progress} in progress"
    if other_requests:
        running = (
            f"{in_progress + other_requests} in progress ({in_progress} visit{'s' if in_progress != 1 else ''}, "
            f"{other_requests} other request{'s' if other_requests != 1 else ''})"
        )
    text = f"{visited} visited, {running}, {waiting}, {comments} comments, {rate:.1f} pages/min"
    if bar:
        text = progress_bar(visited, visited + in_progress + queued) + " " + text
    return "Progress: " + text
