"""Replies written inside their parent's body, in the parent's own run of header and body.

A template without an element per comment writes each as a run of siblings, a header line
and a body after it (``<a name="c12"></a><p class="name"><b>NAME</b> wrote on DATE</p>
<blockquote>text</blockquote>``), and an old forum or guestbook nests the answers in the
body they answer: the same header and body inside the parent's ``<blockquote>``. The runs
are found at the top level only; read as part of the parent, a reply's name line and text
are glued into the parent's. A header of the runs' own signature (tag and class) inside a
record's body, followed by an element of the bodies' signature, is a record too: its
anchor (if any), its header and its body, the reply of the record whose body holds it.
"""

from __future__ import annotations

from collections import Counter

from lxml import html as lxml_html

from comspider.records.dom import element_after, element_before, link_target
from comspider.records.model import Record, RecordSection
from comspider.records.record_variants import place_records

_Signature = tuple[str, str]


def _signature(el: lxml_html.HtmlElement) -> _Signature:
    return (str(el.tag), " ".join(sorted((el.get("class") or "").split())))


def _parts(rec: Record) -> list[lxml_html.HtmlElement]:
    """The record's run without its leading empty anchors."""
    return [el for el in (rec.node, *rec.extra) if isinstance(el.tag, str) and not link_target(el)]


def _run_shape(records: list[Record]) -> tuple[_Signature, _Signature] | None:
    """The signature of the runs' header (first part) and body (second part) when most runs
    share them and the header carries a class (a bare ``<p>`` says nothing of a header)."""
    pairs = Counter(
        (_signature(parts[0]), _signature(parts[1])) for r in records if len(parts := _parts(r)) >= 2
    )
    if not pairs:
        return None
    shape, count = pairs.most_common(1)[0]
    if count * 2 <= len(records) or not shape[0][1]:
        return None
    return shape


def add_nested_runs(section: RecordSection) -> int:
    """Make records of the replies nested in their parents' bodies (see module doc), in
    place, in document order. Returns how many were added."""
    records = section.records
    if len(records) < 2 or sum(1 for r in records if r.extra) * 2 <= len(records):
        return 0
    shape = _run_shape(records)
    if shape is None:
        return 0
    header, body = shape
    taken = {el for r in records for el in (r.node, *r.extra)}
    found: list[Record] = []
    for rec in records:
        for part in _parts(rec)[1:]:
            for el in part.iter(header[0]):
                if el is part or el in taken or _signature(el) != header:
                    continue
                after = element_after(el)
                if after is None or _signature(after) != body:
                    continue
                before = element_before(el)
                anchor = before if before is not None and link_target(before) else None
                new = Record(
                    node=anchor if anchor is not None else el,
                    extra=[el, after] if anchor is not None else [after],
                )
                found.append(new)
                taken.update((new.node, *new.extra))
    if not found:
        return 0
    bodies = {el: r for r in [*records, *found] for el in _parts(r)[1:]}
    # the innermost body that holds each new record: its parent (a reply in a reply's body
    # answers that reply)
    parents = {id(r): next((bodies[a] for a in r.node.iterancestors() if a in bodies), None) for r in found}

    def holder(
        rec: Record, fresh: bool, merged: list[Record], by_node: dict[lxml_html.HtmlElement, int]
    ) -> int | None:
        parent = parents.get(id(rec))
        return None if parent is None else by_node[parent.node]

    place_records(section, found, holder)
    return len(found)
