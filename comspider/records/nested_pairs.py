"""Replies in a list of the thread's own kind inside their parent's body.

A thread whose comments are pairs of a head and a body (``<dt>NAME DATE</dt><dd>text</dd>``)
nests each comment's replies as a list of the same kind inside its body (``dd > dl >
dt + dd``). The invariants find the outer pairs, whose bodies hold the lists, as the
records; the inner pairs repeat in another context and their candidate, which mixes
levels, loses to the outer one. Their words are then read as the parent's. Each body
of the records' kind, in a list of the records' own list kind inside a record, with a
head of the records' head kind beside it as theirs is, is a record of its own: a reply
of the innermost record that holds it.
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import element_after, element_before, kind_of
from comspider.records.model import RecordSection
from comspider.records.record_variants import insert_records


def add_nested_pairs(section: RecordSection) -> int:
    """Make records of the head-and-body pairs nested in the records' bodies (see the
    module doc); returns how many were added."""
    records = section.records
    if not records or any(len(r.extra) != 1 for r in records):
        return 0
    nodes = {kind_of(r.node) for r in records}
    heads = {kind_of(r.extra[0]) for r in records}
    lists = {kind_of(p) for r in records if (p := r.node.getparent()) is not None}
    if len(nodes) != 1 or len(heads) != 1 or len(lists) != 1 or nodes == heads:
        return 0
    if all(element_before(r.node) is r.extra[0] for r in records):
        beside = element_before
    elif all(element_after(r.node) is r.extra[0] for r in records):
        beside = element_after
    else:
        return 0
    held = {n for r in records for n in (r.node, *r.extra)}
    found: dict[lxml_html.HtmlElement, lxml_html.HtmlElement] = {}
    for record in records:
        for inner in record.node.iterdescendants():
            if not isinstance(inner.tag, str) or kind_of(inner) not in lists:
                continue
            for body in inner:
                if not isinstance(body.tag, str) or body in held or kind_of(body) not in nodes:
                    continue
                head = beside(body)
                if head is not None and head not in held and kind_of(head) in heads:
                    found[body] = head
    if not found:
        return 0
    insert_records(section, list(found))
    for record in section.records:
        if record.node in found:
            record.extra = [found[record.node]]
    return len(found)
