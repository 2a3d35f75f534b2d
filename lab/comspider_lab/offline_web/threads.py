"""Comment threads: display order, nesting and pagination, without recursion."""

from __future__ import annotations

from comspider_lab.offline_web.model import Comment

ORDERS = ("oldest", "newest", "top")


def children_of(comments: list[Comment]) -> dict[str | None, list[Comment]]:
    """Parent id -> its replies (arrival order); top level under None.
    Replies whose parent is not in the list are dropped (cannot happen for arrivals)."""
    ids = {c.id for c in comments}
    out: dict[str | None, list[Comment]] = {None: []}
    for c in comments:
        parent = c.parent if c.parent in ids else None if c.parent is None else "#orphan"
        out.setdefault(parent, []).append(c)
    return out


def top_level(comments: list[Comment], order: str = "oldest") -> list[Comment]:
    tops = [c for c in comments if c.parent is None]
    if order == "newest":
        return list(reversed(tops))
    if order == "top":
        return sorted(tops, key=lambda c: (-c.likes, c.seq))
    return tops


def thread_order(
    comments: list[Comment], order: str = "oldest", roots: list[Comment] | None = None
) -> list[Comment]:
    """Pre-order: each top-level comment (in ``order``), then its replies, oldest first."""
    kids = children_of(comments)
    out: list[Comment] = []
    for root in roots if roots is not None else top_level(comments, order):
        stack = [root]
        while stack:
            c = stack.pop()
            out.append(c)
            stack.extend(reversed(kids.get(c.id, [])))
    return out


def page(
    comments: list[Comment], order: str, after: str | None, size: int
) -> tuple[list[Comment], str | None, int]:
    """One page of ``size`` top-level threads after the thread ``after`` (a top-level id;
    None for the first page). Returns (comments in display order, next cursor, threads left)."""
    tops = top_level(comments, order)
    start = 0
    if after:
        for i, c in enumerate(tops):
            if c.id == after:
                start = i + 1
                break
    chosen = tops[start : start + size]
    left = max(len(tops) - start - size, 0)
    nxt = chosen[-1].id if chosen and left else None
    return thread_order(comments, order, chosen), nxt, left


def descendants_count(comments: list[Comment]) -> dict[str, int]:
    """Comment id -> number of replies below it (all depths)."""
    kids = children_of(comments)
    count: dict[str, int] = {}
    for c in reversed(thread_order(comments)):
        count[c.id] = sum(1 + count[k.id] for k in kids.get(c.id, []))
    return count
