"""The in-page anchors of a section's records: what a link "#r3" inside the page leads to,
read where replies name the record they answer (a reference line, a board's ">>3") and
where a list's records answering one another make it a discussion."""

from __future__ import annotations

from comspider.records.dom import under_any
from comspider.records.model import Record


def record_anchors(records: list[Record]) -> dict[str, int]:
    """The in-page anchors of a section's records -> the record each leads to (the first
    that has it): their ids, and the names of the ``<a name>`` they hold ("#r3" leads to
    the third comment). A name inside a reply nested in its parent's element is the
    reply's, not the parent's (WordPress's ``<a name="comment-7713">`` opens each reply
    inside the ``li`` of the comment it answers). A record without an id of its own takes
    the id of the element that wraps it alone."""
    out: dict[str, int] = {}
    nodes = {r.node for r in records}
    for k, r in enumerate(records):
        if i := r.node.get("id"):
            out.setdefault(i, k)
        elif (
            (up := r.node.getparent()) is not None
            and (i := up.get("id"))
            and up not in nodes
            and sum(1 for child in up if child in nodes) == 1
        ):
            # the box that wraps this record alone (with its avatar and its replies' list):
            # ``li#c40311 > div.nc-main``, the record's body, where "#c40311" leads
            out.setdefault(i, k)
        for el in (r.node, *r.extra):
            for a in el.iter("a"):
                if (n := a.get("name")) and (a is r.node or a not in nodes) and not under_any(a, el, nodes):
                    out.setdefault(n, k)
    return out
