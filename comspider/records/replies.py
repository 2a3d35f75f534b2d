"""Replies held in a sibling container after their comment are that comment's replies.

Some templates render a comment and then, as its next sibling, a container with its
replies (``div.comment + div.reply_indent > div.comment``), nesting further replies the
same way. When the replies and the top-level comments repeat separately (two comments
at each level, say), record extraction reports the reply container as a section of its
own. A section whose container directly follows a record of another section, and whose
records are elements of that record's kind, is merged into that section: its records
become replies of the record before it (its own replies one level deeper), in document
order.
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import text_of
from comspider.records.model import Record, RecordSection
from comspider.sentences import has_sentence


def _kind(el: lxml_html.HtmlElement) -> str:
    return el.tag


def previous_element(el: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The previous element sibling, skipping empty ones (anchors, clearing divs)."""
    prev = el.getprevious()
    while prev is not None and (
        not isinstance(prev.tag, str) or (len(prev) == 0 and not (prev.text or "").strip())
    ):
        prev = prev.getprevious()
    return prev


def attach_reply_sections(sections: list[RecordSection]) -> list[RecordSection]:
    """``sections`` with the sections of sibling reply containers merged into the
    section of the comment they follow (see module doc). Keeps the order."""
    owner: dict[lxml_html.HtmlElement, tuple[RecordSection, int]] = {}
    for s in sections:
        for k, r in enumerate(s.records):
            owner[r.node] = (s, k)
    merged: set[int] = set()
    for t in sections:
        if not t.records or id(t) in merged:
            continue
        prev = previous_element(t.container)
        hit = owner.get(prev) if prev is not None else None
        if hit is None:
            continue
        s, k = hit
        if s is t or id(s) in merged or s.snapshot != t.snapshot:
            continue
        if {_kind(r.node) for r in t.records} != {_kind(s.records[k].node)}:
            continue
        if _other_template(t, s.records[k].node):
            continue  # a sort bar or a heading row above the list: the replies are no kin of it
        if _a_missed_card(t, s.records[k].node):
            continue  # a record of the list the mining missed (a thread of another depth), no reply container
        if not _own_words(s.records[k].node):
            continue  # a "Leave a comment" link line above the list answers nothing
        if _copy_of_one(s.records[k].node, t):
            continue  # an editors' pick above the list, a copy of one of its comments
        _merge(s, k, t)
        merged.add(id(t))
        for j, r in enumerate(s.records):
            owner[r.node] = (s, j)
    return [s for s in sections if id(s) not in merged]


def _other_template(t: RecordSection, before: lxml_html.HtmlElement) -> bool:
    """Whether the records of ``t`` and the record ``before`` their container are each
    of a class, share none, and ``before`` says no sentence: a sort bar or a "Comments
    (96)" row in a class of its own, no comment whose replies follow it."""
    mine = set((before.get("class") or "").split())
    theirs = {c for r in t.records for c in (r.node.get("class") or "").split()}
    if not mine or not theirs or mine & theirs:
        return False
    # a post answered in a reply template of its own ("div.post" + "div.replies > div.reply")
    # says something; a bar or a heading row says no sentence
    return not has_sentence(text_of(before))


#: Share of a container's text its one record holds to be the container's own body.
BODY_SHARE = 0.8


def _a_missed_card(t: RecordSection, before: lxml_html.HtmlElement) -> bool:
    """Whether ``t`` is a record card of the list the mining missed, cut another way: its
    container has the template (tag and classes) of the record before it, and its one
    record is that card's body (nearly all its text: the avatar's initials aside). A box
    of replies holds several records, or a part of its text."""
    box = t.container
    if len(t.records) != 1 or box.tag != before.tag or not box.get("class"):
        return False
    if set(box.get("class", "").split()) != set(before.get("class", "").split()):
        return False
    whole = len(text_of(box))
    return whole > 0 and len(text_of(t.records[0].node)) >= BODY_SHARE * whole


#: Characters of the passage a record before the list must share with one of the list's
#: records to be that record's copy (a sentence or two, not a name).
COPY_CHARS = 40


def _copy_of_one(before: lxml_html.HtmlElement, t: RecordSection) -> bool:
    """Whether the longest passage of ``before`` is a passage of one of the list's records:
    a comment copied above its thread ("Reactie van de dag"), which the list does not answer."""
    passage = max((" ".join(p.split()) for p in before.itertext()), key=len, default="")
    if len(passage) < COPY_CHARS:
        return False
    return any(passage in " ".join(r.node.text_content().split()) for r in t.records)


#: Words outside links a record needs before a list after it can be its replies.
MIN_OWN_WORDS = 3


def _own_words(el: lxml_html.HtmlElement) -> bool:
    words = 0
    for node in el.iter():
        if not isinstance(node.tag, str):
            continue
        if node.tag != "a" and not any(a.tag == "a" for a in node.iterancestors() if a is not el):
            words += len((node.text or "").split())
        if node is not el:
            words += len((node.tail or "").split())
        if words >= MIN_OWN_WORDS:
            return True
    return False


def _merge(s: RecordSection, k: int, t: RecordSection) -> None:
    """Insert ``t``'s records into ``s`` as replies of ``s.records[k]``."""
    parent = s.records[k]
    # After the parent and the records nested in it.
    at = k + 1
    while at < len(s.records) and _descends(s.records[at], k, s.records):
        at += 1
    inserted: list[Record] = []
    for rec in t.records:
        p = rec.parent
        inserted.append(
            Record(
                node=rec.node,
                parent=None if p is None else -(p + 1),  # resolved below
                depth=parent.depth + 1 + rec.depth,
                extra=rec.extra,
            )
        )
    old = s.records
    new_records = old[:at] + inserted + old[at:]
    # Old positions >= at move by len(inserted).
    shift = len(inserted)
    for j, rec in enumerate(new_records):
        if at <= j < at + shift:
            p = rec.parent
            rec.parent = k if p is None else at + (-p - 1)
        elif rec.parent is not None and rec.parent >= at:
            rec.parent += shift
    s.records = new_records
    if len(s.invariants) == len(old):
        extra_inv = t.invariants if len(t.invariants) == len(t.records) else [[] for _ in t.records]
        s.invariants = s.invariants[:at] + extra_inv + s.invariants[at:]


def _descends(rec: Record, k: int, records: list[Record]) -> bool:
    p = rec.parent
    while p is not None:
        if p == k:
            return True
        p = records[p].parent
    return False
