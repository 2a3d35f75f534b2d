"""Records whose markup differs from the records around them are records too.

The invariants find a thread's records by what repeats: a reply without a time (the
template leaves the slot out), an answer by the article's author with a badge beside the
name, a comment whose replies nest inside it (``<li>`` with a ``<ul>`` of replies where
its siblings have none): each has other structure codes than the others, so it is no
record, and its text is read as part of the record that holds it, or lost. What still
says it is one of the section's records is its element: the same tag and class as the
records, inside the section, holding a part of the records' template of its own (their
name or text slot, by tag and class, not one inside a nested record). Such an element
becomes a record, in document order, a reply of the innermost record that holds it; a
record inside it becomes its reply.

The class may carry a modifier besides the records' classes (``sn-i sn-own``: the post
author's answer highlighted). A class is needed (a bare ``<div>`` in a ``<div>`` says nothing; a list item in a list
item is a nested list, and may go without), and so is a template part with a class and
text of its own (layout classes such as ``row`` and ``col`` nest in themselves, but their
boxes hold only boxes), unless the records are numbered by their ids and it is numbered
the same way (a reply with neither a name nor a time).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from lxml import html as lxml_html

from comspider.records.dom import element_before, kind_of, numbered, quoted
from comspider.records.model import Record, RecordSection

_Signature = tuple[str, str]


def _signature(el: lxml_html.HtmlElement) -> _Signature | None:
    cls = " ".join((el.get("class") or "").split())
    if not isinstance(el.tag, str) or not (cls or el.tag == "li"):
        return None
    return (el.tag, cls)


def _of_kind(el: lxml_html.HtmlElement, own: _Signature) -> bool:
    """``el`` is of the records' kind: their tag and class, or their tag and every class of
    theirs with a modifier of its own (``sn-i sn-own``: the post author's answer
    highlighted, ``comment bypostauthor``)."""
    sig = _signature(el)
    if sig is None or sig[0] != own[0]:
        return False
    if sig == own:
        return True
    mine, theirs = set(sig[1].split()), set(own[1].split())
    return bool(theirs) and theirs < mine


def _direct_template(direct: list[set[_Signature]]) -> set[_Signature]:
    """The parts (with a class) that at least half the records hold as their own children
    (``direct``: each record's :func:`_child_parts`)."""
    shared = Counter(p for parts in direct for p in parts)
    return {p for p, n in shared.items() if n * 2 >= len(direct)}


def _child_parts(el: lxml_html.HtmlElement) -> set[_Signature]:
    return {p for c in el if (p := _part(c)) is not None}


def _built_alike(el: lxml_html.HtmlElement, direct: set[_Signature]) -> bool:
    """Whether ``el`` holds :data:`MIN_CARD_PARTS` of the records' own child parts as its own children."""
    return len(_child_parts(el) & direct) >= MIN_CARD_PARTS


def _part(el: lxml_html.HtmlElement) -> _Signature | None:
    """A template part's signature: it needs a class of its own."""
    sig = _signature(el)
    return sig if sig is not None and sig[1] else None


def _template_parts(records: list[Record], own: _Signature) -> set[_Signature]:
    """Signatures of the parts (with a class) that hold text of their own (a name, a
    time, the text) in at least half the records: a layout's boxes hold only boxes."""
    counts: Counter[_Signature] = Counter()
    for r in records:
        counts.update(
            {
                sig
                for el in r.node.iterdescendants()
                if (el.text or "").strip() and (sig := _part(el)) is not None and sig != own
            }
        )
    return {sig for sig, n in counts.items() if n * 2 >= len(records)}


def _dominant_signature(records: list[Record]) -> _Signature | None:
    """The (tag, class) of more than half of two or more records, or None."""
    if len(records) < 2:
        return None
    own, seen = Counter(_signature(r.node) for r in records).most_common(1)[0]
    return None if own is None or seen * 2 <= len(records) else own


def add_record_variants(section: RecordSection) -> int:
    """Make the record variants of ``section`` (see module doc) records of it, in place.
    Returns how many were added."""
    records = section.records
    own = _dominant_signature(records)
    if own is None:
        return 0
    holders = {r.node for r in records}
    tag = own[0]
    classes = own[1].split()
    candidates = [
        el
        for el in section.container.iter(tag)
        if el not in holders
        # (each of the records' classes in its class attribute, as _of_kind needs: most
        # elements of the records' tag are turned down without their signature)
        and all(c in (el.get("class") or "") for c in classes)
        and _of_kind(el, own)
        and (_signature(el) == own or not _in_quote(el, section.container))
    ]
    if not candidates:
        return 0  # the common case, found without reading the records' parts
    parts = _template_parts(records, own)
    # Records numbered by their ids (id="rx-4410"): a candidate numbered the same way is
    # one of them whatever it holds (a reply with neither a name nor a time).
    by_number = sum(1 for r in records if numbered(r.node)) * 2 > len(records)
    # a class with a modifier must also be built as the records are (their template's
    # parts as its own children): "row relative" in a grid of "row"s is layout
    direct = _direct_template([_child_parts(r.node) for r in records])
    found = [
        el
        for el in candidates
        if ((by_number and numbered(el)) or (parts and _holds_own_part(el, parts, own)))
        and (_signature(el) == own or _built_alike(el, direct))
    ]
    if not found:
        return 0
    insert_records(section, found)
    return len(found)


def _holds_own_part(el: lxml_html.HtmlElement, parts: set[_Signature], own: _Signature) -> bool:
    """Whether ``el`` holds one of the template ``parts`` of its own: not inside a nested
    element of the records' kind (a reply's name is the reply's)."""
    for d in el.iterdescendants():
        if _part(d) not in parts:
            continue
        up = d.getparent()
        while up is not None and up is not el and not _of_kind(up, own):
            up = up.getparent()
        if up is el:
            return True
    return False


def insert_records(section: RecordSection, found: list[lxml_html.HtmlElement]) -> None:
    """Put ``found`` among the section's records in document order, each a reply of the
    innermost record that holds it; a record inside a new one becomes its reply."""
    boxes = _reply_boxes(section.records)

    def holder(
        rec: Record, fresh: bool, merged: list[Record], by_node: dict[lxml_html.HtmlElement, int]
    ) -> int | None:
        at = _innermost_holder(rec.node, by_node)
        if fresh and at is None and boxes:
            at = _boxed_after(rec.node, section.container, boxes, by_node)
        return at

    place_records(section, [Record(node=el) for el in found], holder)


#: Where a record goes: (the record, whether it is new, the records in document order,
#: their nodes' places) -> the place of the record holding it, or None.
Holder = Callable[[Record, bool, list[Record], dict[lxml_html.HtmlElement, int]], int | None]


def place_records(section: RecordSection, new: list[Record], holder: Holder) -> None:
    """Put the ``new`` records among the section's in document order: each a reply of its
    ``holder``'s record; a record the holder puts inside a new one becomes its reply, the
    others keep their parents."""
    old = section.records
    parallel = len(section.invariants) == len(old)
    invariants = dict(zip((id(r) for r in old), section.invariants, strict=False))
    fresh = {id(r) for r in new}
    order = {el: i for i, el in enumerate(section.container.iter())}
    merged = sorted(old + new, key=lambda r: order.get(r.node, -1))
    index = {id(r): i for i, r in enumerate(merged)}
    by_node = {r.node: i for i, r in enumerate(merged)}
    old_parent = {id(r): (None if r.parent is None else id(old[r.parent])) for r in old}
    for rec in merged:
        is_new = id(rec) in fresh
        at = holder(rec, is_new, merged, by_node)
        if is_new:
            rec.parent = at
        else:
            parent_id = old_parent[id(rec)]
            rec.parent = None if parent_id is None else index[parent_id]
            # a new record between this one and the parent it had: its reply now
            if at is not None and id(merged[at]) in fresh:
                rec.parent = at
        rec.depth = 0 if rec.parent is None else merged[rec.parent].depth + 1
    section.records = merged
    if parallel:
        section.invariants = [invariants.get(id(r), []) for r in merged]


def _reply_boxes(records: list[Record]) -> set[tuple[str, str]]:
    """The kinds (tag and first class) of the boxes the section's replies sit in: each
    reply's own parent element, when that is not its parent record."""
    out = set()
    for rec in records:
        if rec.parent is not None:
            box = rec.node.getparent()
            if box is not None and box is not records[rec.parent].node:
                out.add(kind_of(box))
    return out


def _boxed_after(
    node: lxml_html.HtmlElement,
    container: lxml_html.HtmlElement,
    boxes: set[tuple[str, str]],
    by_node: dict[lxml_html.HtmlElement, int],
) -> int | None:
    """The record right before the reply box that holds ``node``, when the box is of a kind
    the section's replies sit in and follows that record as its sibling (a newsroom's answer
    in a box after the guest's post it answers, as other answers sit in such boxes inside
    their parents)."""
    for anc in node.iterancestors():
        if anc is container:
            return None
        if kind_of(anc) in boxes:
            before = element_before(anc)
            return by_node.get(before) if before is not None else None
    return None


def _innermost_holder(node: lxml_html.HtmlElement, by_node: dict[lxml_html.HtmlElement, int]) -> int | None:
    parent = node.getparent()
    while parent is not None:
        at = by_node.get(parent)
        if at is not None:
            return at
        parent = parent.getparent()
    return None


#: Template parts a reply's card must repeat of its parent's (a name line and a text, say).
MIN_CARD_PARTS = 2


def add_reply_cards(section: RecordSection) -> int:
    """Make records of the replies written inside their parent's card in a box of another
    class ("版主回覆" under each reader's comment, an editor's answer): a child of a record
    whose own children repeat the records' template parts (by tag and class: ``hy-head``,
    ``hy-text``, ``hy-time``) while the record holds those parts outside it. Read as part
    of the parent, its text is glued to the reader's; it becomes the parent's reply.
    Returns how many were added."""
    records = section.records
    if _dominant_signature(records) is None:
        return 0
    direct = [_child_parts(r.node) for r in records]
    template = _direct_template(direct)
    if len(template) < MIN_CARD_PARTS:
        return 0
    holders = {r.node for r in records}
    found: list[lxml_html.HtmlElement] = []

    template_tags = {tag for tag, _cls in template}

    def card(el: lxml_html.HtmlElement) -> bool:
        if len(el) < MIN_CARD_PARTS:
            return False  # fewer children than parts (most of a record's inline elements)
        if sum(1 for c in el if c.tag in template_tags and c.get("class")) < MIN_CARD_PARTS:
            return False  # too few children that may be parts: told without their signatures
        inner = _child_parts(el) - {_part(el)}
        return len(inner & template) >= MIN_CARD_PARTS and bool(el.text_content().strip())

    for record, parts in zip(records, direct, strict=True):
        if len(parts & template) < MIN_CARD_PARTS:
            continue
        for child in record.node:
            if not isinstance(child.tag, str) or child in holders or quoted(child):
                continue
            if card(child):
                found.append(child)
            elif not (child.text or "").strip() and not any(g in holders for g in child):
                # the replies' own box ("dq-risposte") holding the answer cards
                found.extend(
                    g
                    for g in child
                    if isinstance(g.tag, str) and g not in holders and not quoted(g) and card(g)
                )
    if not found:
        return 0
    insert_records(section, found)
    return len(found)


def _in_quote(el: lxml_html.HtmlElement, container: lxml_html.HtmlElement) -> bool:
    """Whether ``el`` is, or sits in, a quotation inside ``container`` (a comment quoted in
    another, styled as one: ``comment comment-quoted``)."""
    node: lxml_html.HtmlElement | None = el
    while node is not None and node is not container:
        if quoted(node):
            return True
        node = node.getparent()
    return False
