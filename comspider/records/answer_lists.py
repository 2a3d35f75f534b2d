"""A list of answers kept apart from the comments they answer is part of their thread.

Some templates print the comments, then a second list of the answers ("Svar (4)"), each
answer linking to the comment it answers (``Svar på <a href="#sk-2">#2</a>``). The
invariants find two sections, one per list, and an answer's link leads out of its own
section, so nothing reads it: the answers come out as comments of their own, answering
nothing. The evidence is the links, in any language: where most records of one list link
to records of another list of the same kind beside it (under the same parent), both are
one thread, in document order, and the links give the answers their parents
(:mod:`comspider.fields.references`).
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import kind_of
from comspider.records.model import RecordSection

#: Share of a list's records that must link to the other list's records.
MIN_LINKED = 0.5


def _kind(section: RecordSection) -> tuple[str, str] | None:
    """The tag and first class of a section's first record."""
    return kind_of(section.records[0].node) if section.records else None


def _anchors(section: RecordSection) -> set[str]:
    return {ident for r in section.records if (ident := r.node.get("id"))}


def _links_into(section: RecordSection, anchors: set[str]) -> int:
    """How many of the section's records link to one of ``anchors`` ("#sk-2")."""
    linked = 0
    for r in section.records:
        for a in r.node.iter("a"):
            href = (a.get("href") or "").strip()
            if href.startswith("#") and href[1:] in anchors:
                linked += 1
                break
    return linked


def merge_answer_lists(sections: list[RecordSection]) -> list[RecordSection]:
    """``sections`` with each list of answers (module doc) merged into the list its records
    answer, as one section under their common parent. Keeps the order."""
    merged: set[int] = set()
    for k, first in enumerate(sections):
        if id(first) in merged or not first.records:
            continue
        anchors = _anchors(first)
        if not anchors:
            continue
        parent: lxml_html.HtmlElement | None = first.container.getparent()
        for later in sections[k + 1 :]:
            if id(later) in merged or later.snapshot != first.snapshot or not later.records:
                continue
            if later.container.getparent() is not parent or parent is None or _kind(later) != _kind(first):
                continue
            if later.container is first.container or {r.node for r in later.records} & {
                r.node for r in first.records
            }:
                continue  # the same list found twice (a single record beside the records), not a list beside it
            if _links_into(later, anchors) < MIN_LINKED * len(later.records):
                continue
            shift = len(first.records)
            parallel = len(first.invariants) == len(first.records) and len(later.invariants) == len(
                later.records
            )
            for r in later.records:
                if r.parent is not None:
                    r.parent += shift
            first.records = first.records + later.records
            first.invariants = first.invariants + later.invariants if parallel else []
            first.container = parent
            merged.add(id(later))
            anchors = _anchors(first)
    return [s for s in sections if id(s) not in merged]
