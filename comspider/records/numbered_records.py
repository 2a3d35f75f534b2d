"""Elements numbered in the records' own id scheme are records, whatever their markup.

A board that writes members', guests' and the newsroom's posts in three shapes
(``div#km-1`` with an avatar column, ``p#km-2`` of one line, ``table#km-3``) numbers them
all in one scheme: the invariants find the shape that repeats most, and the others are
left out, their comments lost. The scheme is the evidence, in any language: where most of
a section's records carry ids that differ only in their number (``km-1``, ``km-4``), an
element in the section's container whose id is of that scheme, with another number, and
that holds words of its own, is one of its records when it is of another shape than
theirs (tag and first class: one of their own shape is judged by its parts,
:mod:`.record_variants`). Ids numbered in another scheme (``div-comment-4`` inside
``comment-4``, ``comment-form``) are not, nor are parts of records that are runs of
siblings (``dt`` + ``dd``).
"""

from __future__ import annotations

import re
from collections import Counter

from lxml import html as lxml_html

from comspider.records.dom import kind_of
from comspider.records.model import RecordSection
from comspider.records.record_variants import insert_records

_NUMBER = re.compile(r"\d+")
#: Share of the records whose ids must follow one scheme.
MIN_SCHEME_SHARE = 2 / 3
#: Words an element needs of its own (outside records inside it) to be a record.
MIN_WORDS = 3


def _scheme(el: lxml_html.HtmlElement) -> tuple[str, str] | None:
    """(the id with its one number as "#", the number), or None for an id without
    exactly one number."""
    ident = el.get("id") or ""
    numbers = _NUMBER.findall(ident)
    if len(numbers) != 1:
        return None
    return _NUMBER.sub("#", ident), numbers[0]


def add_numbered_records(section: RecordSection) -> int:
    """Make the elements of the records' id scheme (module doc) records of ``section``,
    in place. Returns how many were added."""
    records = section.records
    if not records:
        return 0
    if len(records) == 1:
        return _nested_in_one(section)
    schemes = [_scheme(r.node) for r in records]
    counted = Counter(s[0] for s in schemes if s is not None)
    if not counted:
        return 0
    scheme, seen = counted.most_common(1)[0]
    if seen < MIN_SCHEME_SHARE * len(records) or scheme == "#":
        return 0
    if any(r.extra for r in records):
        return 0  # runs of siblings (dt + dd): an element alone would be a part of one
    holders = {r.node for r in records}
    shapes = {kind_of(r.node) for r in records}
    numbers = {s[1] for s in schemes if s is not None}
    found = []
    for el in section.container.iter():
        if not el.get("id"):
            continue  # no number of the scheme: the cheapest test first (most elements have no id)
        if el in holders or not isinstance(el.tag, str) or kind_of(el) in shapes:
            continue  # a record's own shape is record_variants' to judge by its parts
        mine = _scheme(el)
        if mine is None or mine[0] != scheme or mine[1] in numbers:
            continue
        if _speaks(el, holders):
            found.append(el)
            numbers.add(mine[1])
    if not found:
        return 0
    insert_records(section, found)
    return len(found)


def _nested_in_one(section: RecordSection) -> int:
    """A lone record's replies numbered in its own id scheme inside it (``li#recado-2291``
    holding ``ol > li#recado-2294``, the columnist's answer): one id says little of a
    scheme across a container, but an element of it inside the record, with words of
    its own, is a comment within the comment, whatever its shape."""
    record = section.records[0]
    mine = _scheme(record.node)
    if mine is None or mine[0] == "#" or record.extra:
        return 0
    holders = {record.node}
    numbers = {mine[1]}
    found = []
    for el in record.node.iterdescendants():
        if not isinstance(el.tag, str) or not el.get("id"):
            continue
        theirs = _scheme(el)
        if theirs is None or theirs[0] != mine[0] or theirs[1] in numbers:
            continue
        if _speaks(el, holders):
            found.append(el)
            numbers.add(theirs[1])
            holders.add(el)
    if not found:
        return 0
    insert_records(section, found)
    return len(found)


def _speaks(el: lxml_html.HtmlElement, holders: set[lxml_html.HtmlElement]) -> bool:
    """Whether ``el`` holds words of its own (outside the records inside it) enough for a
    record: :data:`MIN_WORDS`, or as many characters of a script written without spaces."""
    return len(_own_text(el, holders).split()) >= MIN_WORDS or _dense(el, holders)


def _own_text(el: lxml_html.HtmlElement, holders: set[lxml_html.HtmlElement]) -> str:
    """``el``'s text outside the records inside it."""
    parts: list[str] = []
    stack = [el]
    while stack:
        node = stack.pop()
        if node is not el and node in holders:
            continue
        if node.text:
            parts.append(node.text)
        for child in reversed(node):
            if isinstance(child.tag, str):
                stack.append(child)
            if child.tail and child is not el:
                parts.append(child.tail)
    return " ".join(parts)


def _dense(el: lxml_html.HtmlElement, holders: set[lxml_html.HtmlElement]) -> bool:
    """Words of a script that writes none between them (Japanese, Chinese, Thai): enough
    characters of its own stand for the words."""
    text = "".join(_own_text(el, holders).split())
    return len(text) >= 4 * MIN_WORDS and not any(c.isascii() for c in text[: MIN_WORDS * 4] if c.isalpha())
