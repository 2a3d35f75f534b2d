"""The in-page anchors of a section's records: what a link "#r3" inside the page leads to,
read where replies name the record they answer (a reference line, a board's ">>3") and
where a list's records answering one another make it a discussion."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.model import Record


def record_anchors(records: list[Record]) -> dict[str, int]:
    """The in-page anchors of a section's records -> the record each leads to (the first
    that has it): their ids, and the names of the ``<a name>`` they hold ("#r3" leads to
    the third comment). A name inside a reply nested in its parent's element is the
    reply's, not the parent's (WordPress's ``<a name="comment-7713">`` opens each reply
    inside the ``li`` of the comment it answers)."""
    out: dict[str, int] = {}
    owner = {r.node: k for k, r in enumerate(records)}
    for k, r in enumerate(records):
        if i := r.node.get("id"):
            out.setdefault(i, k)
        roots = (r.node, *r.extra)
        for el in roots:
            for a in el.iter("a"):
                if (n := a.get("name")) and _nearest_record(a, roots, owner) in (k, None):
                    out.setdefault(n, k)
    return out


def _nearest_record(
    el: lxml_html.HtmlElement,
    roots: tuple[lxml_html.HtmlElement, ...],
    owner: dict[lxml_html.HtmlElement, int],
) -> int | None:
    """The record whose node is the nearest above ``el`` (itself included), below or at
    one of ``roots``; None when none is before a root is reached."""
    node: lxml_html.HtmlElement | None = el
    while node is not None:
        k = owner.get(node)
        if k is not None:
            return k
        if node in roots:
            return None
        node = node.getparent()
    return None
