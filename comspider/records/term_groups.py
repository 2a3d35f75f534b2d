"""Comments written as the groups of a definition list.

HTML groups a ``<dl>``'s children: each term (``<dt>``, one or a few in a row) with the
descriptions (``<dd>``) that follow it, up to the next term. A thread written as one list
(``<dt>NAME · DATE</dt><dd>text</dd><dd>date · Reply</dd>``) has one comment per group,
whatever the invariants found: the terms alone (the texts left out), the descriptions
each a record (a text and its footer two comments), or a group without a time missed.
Where a section's records are terms or descriptions of lists, each group holding a
record becomes one record (its first element the record, the others its extras), and
the list's other groups of the records' own head kind become records too. A group inside
another group's description (a reply list in the answered comment's ``<dd>``) replies to
it. A section whose records already are whole groups is left as it is.
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import kind_of
from comspider.records.model import Record, RecordSection

_TERM, _DESCRIPTION = "dt", "dd"


def _groups(dl: lxml_html.HtmlElement) -> list[list[lxml_html.HtmlElement]]:
    """The list's groups in document order: terms in a row, then their descriptions."""
    out: list[list[lxml_html.HtmlElement]] = []
    current: list[lxml_html.HtmlElement] = []
    described = False
    for child in dl:
        if not isinstance(child.tag, str):
            continue
        if child.tag == _TERM:
            if described:
                out.append(current)
                current, described = [], False
            current.append(child)
        elif child.tag == _DESCRIPTION:
            if not current or current[0].tag != _TERM:
                # descriptions without a term (a wiki's indented answers): each its own
                if current:
                    out.append(current)
                current, described = [child], True
                continue
            current.append(child)
            described = True
        else:
            return []  # a list with other children (scripts, divs) is not read as groups
    if current:
        out.append(current)
    return out


def group_terms(section: RecordSection) -> bool:
    """Make the section's records whole groups of their lists (see the module doc);
    returns whether anything changed."""
    records = section.records
    lists = _lists(records)
    if not lists:
        return False
    owner: dict[lxml_html.HtmlElement, int] = {}
    groups: list[list[lxml_html.HtmlElement]] = []
    for dl in lists:
        for group in _groups(dl):
            for el in group:
                owner[el] = len(groups)
            groups.append(group)
    if not groups:
        return False
    old_group = {id(r): _group_of(r.node, owner) for r in records}
    if all(_whole(r, old_group[id(r)], groups) for r in records):
        return False  # each record is a whole group already
    held = {g for g in old_group.values() if g is not None}
    # the other groups of the records' head kind in the same lists (an entry without a time)
    heads = {kind_of(groups[g][0]) for g in held}
    picked = held | {g for g, group in enumerate(groups) if kind_of(group[0]) in heads and _says(group)}
    # in document order (a reply list's groups come inside the answered group's description)
    place = {el: i for i, el in enumerate(section.container.iter())}
    chosen = sorted(picked, key=lambda g: place.get(groups[g][0], -1))
    by_group = {g: i for i, g in enumerate(chosen)}
    new = [Record(node=groups[g][0], extra=list(groups[g][1:])) for g in chosen]
    members = {el: i for i, g in enumerate(chosen) for el in groups[g]}
    inherited: dict[int, int | None] = {}
    parts: dict[int, list[lxml_html.HtmlElement]] = {}
    parallel = len(section.invariants) == len(records)
    for k, r in enumerate(records):
        g = old_group[id(r)]
        if g is None:
            continue
        i = by_group[g]
        if parallel:
            parts.setdefault(i, []).extend(section.invariants[k])
        if i not in inherited:
            pg = old_group[id(records[r.parent])] if r.parent is not None else None
            inherited[i] = by_group.get(pg) if pg is not None and pg != g else None
    for i, rec in enumerate(new):
        holder = _holder(rec.node, members, i)
        parent = holder if holder is not None else inherited.get(i)
        # a parent precedes its replies (an inherited one may be a group placed after it)
        rec.parent = parent if parent is not None and parent < i else None
        rec.depth = 0 if rec.parent is None else new[rec.parent].depth + 1
    section.records = new
    # the thread's own list is its container, where one list holds all the others
    ids = {id(dl) for dl in lists}
    outer = [dl for dl in lists if not any(id(up) in ids for up in dl.iterancestors())]
    if len(outer) == 1 and outer[0] is not section.container:
        section.container = outer[0]
    if parallel:
        section.invariants = [parts.get(i, []) for i in range(len(new))]
    return True


def _lists(records: list[Record]) -> list[lxml_html.HtmlElement]:
    """The lists whose groups the records are (none unless every record is a term or a
    description of a list)."""
    if not records or any(r.node.tag not in (_TERM, _DESCRIPTION) for r in records):
        return []
    parents = [r.node.getparent() for r in records]
    if any(p is None or p.tag != "dl" for p in parents):
        return []
    return list({id(p): p for p in parents if p is not None}.values())


def _group_of(node: lxml_html.HtmlElement, owner: dict[lxml_html.HtmlElement, int]) -> int | None:
    return owner.get(node)


def _whole(record: Record, group: int | None, groups: list[list[lxml_html.HtmlElement]]) -> bool:
    return group is not None and sorted((record.node, *record.extra), key=_order) == groups[group]


def _order(el: lxml_html.HtmlElement) -> int:
    parent = el.getparent()
    return parent.index(el) if parent is not None else 0


def _says(group: list[lxml_html.HtmlElement]) -> bool:
    """Whether a group has words in its descriptions (a name alone is no entry)."""
    return any(el.tag == _DESCRIPTION and el.text_content().strip() for el in group)


def _holder(node: lxml_html.HtmlElement, members: dict[lxml_html.HtmlElement, int], own: int) -> int | None:
    """The group (position) whose description holds ``node``, innermost first."""
    up = node.getparent()
    while up is not None:
        at = members.get(up)
        if at is not None and at != own:
            return at
        up = up.getparent()
    return None
