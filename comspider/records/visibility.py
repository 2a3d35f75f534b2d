"""What a page does not show is not a comment: hidden records and template placeholders.

Comment widgets keep a hidden copy of their record template in the page (filled in by
script for each new comment: ``<li style="display:none"><b>_author_</b> _time_
_text_</li>``), hide down-rated or reported comments behind a notice, and render
records that no reader sees. Record invariants find all of them, because they share the
template. A record is dropped when its element, or an element between it and the
section's container, is hidden (the ``hidden`` attribute, ``display: none`` or
``visibility: hidden`` in its inline style), or when its text is a template's
placeholders (``_text_``, ``{{ author }}``, ``%comment%``, ``${date}``). The section's
container itself is not checked: a whole comment area that a script reveals (or that
the crawler opened by a click) is still the page's comments.

Replies of a dropped record move up to its parent.
"""

from __future__ import annotations

import re

from lxml import etree
from lxml import html as lxml_html

from comspider.records.dom import IGNORED_TAGS, OPAQUE_TAGS, text_content, text_of
from comspider.records.model import Record, RecordSection

_HIDDEN_STYLE = re.compile(r"(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b", re.I)
# Placeholders of client-side templates: _text_, {{ author.name }}, %comment%, ${date}, [[time]].
_PLACEHOLDER = re.compile(
    r"(?<![\w])_[a-z][a-z0-9]*(?:_[a-z0-9]+)*_(?![\w])|\{\{[^{}]{1,40}\}\}|%[a-z_]{2,20}%|"
    r"\$\{[\w.]{1,40}\}|\[\[[\w.]{1,40}\]\]|<%=?[^%]{1,40}%>",
    re.I,
)
_LEFT_OUT = (*sorted(IGNORED_TAGS | OPAQUE_TAGS), etree.Entity)
_WORD = re.compile(r"\S+")
# The placeholders as they may look in ``text_content`` (no spaces added between blocks, no
# whitespace collapsed: no word boundaries, any inner length). When the record holds no
# text that ``text_of`` leaves out, every placeholder of ``text_of`` matches this too.
_LOOSE_PLACEHOLDER = re.compile(
    r"_[a-z][a-z0-9]*(?:_[a-z0-9]+)*_|\{\{[^{}]*\}\}|%[a-z_]{2,20}%|"
    r"\$\{[\w.]{1,40}\}|\[\[[\w.]{1,40}\]\]|<%[^%]*%>",
    re.I,
)


def hidden(el: lxml_html.HtmlElement) -> bool:
    """Does the element's own markup hide it?"""
    if el.get("hidden") is not None:
        return True
    style = el.get("style")
    return bool(style) and bool(_HIDDEN_STYLE.search(style))


def hidden_or_classed(el: lxml_html.HtmlElement, classes: frozenset[str]) -> bool:
    """:func:`hidden`, or a class of ``classes`` on the element: its attributes read in one
    call (three lookups by name cost more, on every element of every record)."""
    for name, value in el.items():
        if name == "class":
            if value and not classes.isdisjoint(value.split()):
                return True
        elif name == "hidden" or (name == "style" and value and _HIDDEN_STYLE.search(value)):
            return True
    return False


def hidden_record(record: Record) -> bool:
    """Is the record's own element hidden? (Not a wrapper around it: collapsed replies,
    ``div.replies[hidden]`` until "3 Antworten anzeigen" is clicked, are comments all the
    same, and so is their text.)"""
    return hidden(record.node) or any(hidden(x) for x in record.extra)


def placeholder_text(text: str) -> bool:
    """Is ``text`` a template's placeholders rather than what someone wrote? At least a
    fifth of its words are placeholders (a comment that writes ``_jeder_`` for emphasis
    is not a template)."""
    found = _PLACEHOLDER.findall(text)
    return bool(found) and 5 * len(found) >= len(_WORD.findall(text))


def drop_records(section: RecordSection, drop: set[int]) -> None:
    """Remove the records at the positions ``drop``; their replies move up to the
    nearest kept ancestor (depths follow)."""
    if not drop:
        return
    records = section.records
    keep = [k for k in range(len(records)) if k not in drop]
    new_pos = {old: new for new, old in enumerate(keep)}
    invariants = section.invariants if len(section.invariants) == len(records) else []
    out: list[Record] = []
    for old in keep:
        rec = records[old]
        p = rec.parent
        while p is not None and p in drop:
            p = records[p].parent
        rec.parent = new_pos[p] if p is not None else None
        out.append(rec)
    for rec in out:  # depths in document order: a parent precedes its replies
        rec.depth = out[rec.parent].depth + 1 if rec.parent is not None else 0
    section.records = out
    if invariants:
        section.invariants = [invariants[k] for k in keep]


def drop_invisible(section: RecordSection) -> None:
    """Drop the hidden and the placeholder records of ``section`` (see module doc)."""
    drop = set()
    memo: dict[object, tuple[dict[object, int], int]] = {}
    for k, rec in enumerate(section.records):
        if hidden_record(rec) and not folded(rec.node, memo):
            drop.add(k)
            continue
        node = rec.node
        text = text_content(node)  # lxml's C walk: cheap enough for every record
        # A character every placeholder needs (str's own search: a regular expression
        # class costs ten times as much on the long text of a thread).
        if (
            ("_" in text or "{" in text or "%" in text or "[" in text or "<" in text or "$" in text)
            and _may_hold_placeholder(node, text)
            and placeholder_text(text_of(node))
        ):
            drop.add(k)
    drop_records(section, drop)


_COUNT = re.compile(r"\d+")


def folded(
    node: lxml_html.HtmlElement, memo: dict[object, tuple[dict[object, int], int]] | None = None
) -> bool:
    """Whether a hidden record is one of the replies a control beside them unfolds: hidden
    records of its template among its siblings, and after them a visible button or link
    whose count is theirs ("Zobrazit další odpovědi (2)" after two hidden replies). A
    template's hidden copy or a hidden duplicate has no such control. ``memo`` keeps each
    parent's reading for its other hidden records (read once, not once a record)."""
    parent = node.getparent()
    if parent is None:
        return False
    shape = (node.tag, node.get("class"))
    key = (parent, shape)
    known = memo.get(key) if memo is not None else None
    if known is None:
        siblings = [el for el in parent if isinstance(el.tag, str)]
        count = sum(1 for el in siblings if (el.tag, el.get("class")) == shape and hidden(el))
        # the place of the last visible sibling holding a control with that count
        last = -1
        for at, el in enumerate(siblings):
            if not hidden(el) and any(
                any(int(n) == count for n in _COUNT.findall(text_content(control))[:2])
                for control in el.iter("button", "a")
            ):
                last = at
        known = ({el: at for at, el in enumerate(siblings)}, last)
        if memo is not None:
            memo[key] = known
    places, last = known
    return places.get(node, len(places)) < last


def _may_hold_placeholder(node: lxml_html.HtmlElement, text: str) -> bool:
    """False only when ``text_of(node)`` surely has no placeholder (``text`` is
    ``text_content(node)``): saves ``text_of`` on records that merely hold a ``$`` or a ``[``."""
    if _LOOSE_PLACEHOLDER.search(text):
        return True
    # Text that text_of leaves out (a script's, an svg's) could join two pieces into one;
    # an icon's empty <svg> cannot. (Both leave out comments and processing instructions.)
    return any(not isinstance(el.tag, str) or text_content(el) for el in node.iter(*_LEFT_OUT))
