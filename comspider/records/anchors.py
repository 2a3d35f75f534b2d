"""The in-page anchors of a section's records: what a link "#r3" inside the page leads to,
read where replies name the record they answer (a reference line, a board's ">>3") and
where a list's records answering one another make it a discussion."""

from __future__ import annotations

from comspider.records.model import Record


def record_anchors(records: list[Record]) -> dict[str, int]:
    """The in-page anchors of a section's records -> the record each leads to (the first
    that has it): their ids, and the names of the ``<a name>`` they hold ("#r3" leads to
    the third comment)."""
    out: dict[str, int] = {}
    for k, r in enumerate(records):
        if i := r.node.get("id"):
            out.setdefault(i, k)
        for el in (r.node, *r.extra):
            for a in el.iter("a"):
                if n := a.get("name"):
                    out.setdefault(n, k)
    return out
