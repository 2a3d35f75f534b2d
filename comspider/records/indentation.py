"""Replies shown only by indentation: sibling records whose inline style pushes each
level further in (``style="margin-left: 25px"`` per level, as LiveJournal and many old
forums write a thread; ``margin-inline-start`` in today's widgets). The DOM does not nest them, so no other step sees the thread;
the indentation is the only thing that says who answers whom.
"""

from __future__ import annotations

import re

from lxml import html as lxml_html

from comspider.records.model import RecordSection

#: The left indentation, or the logical one of today's templates (``margin-inline-start``:
#: the start side in either writing direction).
_INDENT = re.compile(
    r"(?:^|;)\s*(?:margin|padding)-(?:left|inline-start)\s*:\s*(\d+(?:\.\d+)?)\s*(px|em|rem)?", re.I
)
#: Levels of indentation beyond which the values are no thread's (a layout's columns).
MAX_LEVELS = 12


def _indent(style: str | None) -> float | None:
    if not style:
        return None
    m = _INDENT.search(style)
    return float(m.group(1)) if m else None


def indents(style: str | None) -> bool:
    """Whether an inline style sets a left (or start-side) indentation."""
    return style is not None and _INDENT.search(style) is not None


#: A spacer cell's width attribute ("30", "30px").
_WIDTH = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$", re.I)
_STYLE_WIDTH = re.compile(r"(?:^|;)\s*width\s*:\s*(\d+(?:\.\d+)?)\s*(px)?", re.I)


def _record_indent(node: lxml_html.HtmlElement) -> float | None:
    """A record's indentation: its inline margin, the width of the spacer image it opens
    with, or, for a table row (or a table of one row: a comment each), the width of the
    empty cells it opens with (an old forum or a newspaper's CMS indents a reply's rows
    so)."""
    own = _indent(node.get("style"))
    if own is not None:
        return own
    first = next((c for c in node if isinstance(c.tag, str)), None)
    if first is not None and first.tag == "img":
        return _spacer_width(first)
    if node.tag == "table":
        # a table a comment (one row: the spacer cell, then the comment's cell)
        row = _only_row(node)
        if row is None:
            return None
        node = row
    if node.tag != "tr":
        return None
    # the empty cells it opens with, their widths summed (one spacer cell a level, or one
    # cell as wide as the levels); where they state no width, the inline indent of the
    # cell after them (``<td></td><td style="padding-left:36px">↳ NAME``)
    total = 0.0
    opened = False
    for cell in node:
        if not isinstance(cell.tag, str):
            continue
        if not _is_spacer(cell):
            if opened and not total:
                return _indent(cell.get("style"))
            break
        width = _spacer_width_stated(cell)
        if width is None:
            opened = True
            continue
        total += width
    return total if total else None


def _is_spacer(cell: lxml_html.HtmlElement) -> bool:
    """Whether a cell is empty: nothing but spacer images or breaks."""
    if cell.tag not in ("td", "th") or cell.text_content().strip():
        return False
    return all(d.tag in ("img", "br") for d in cell.iterdescendants() if isinstance(d.tag, str))


def _spacer_width_stated(cell: lxml_html.HtmlElement) -> float | None:
    """The width an empty cell (:func:`_is_spacer`) states, itself or by its one spacer
    image, else None."""
    m = _WIDTH.match(cell.get("width") or "") or _STYLE_WIDTH.search(cell.get("style") or "")
    if m:
        return float(m.group(1))
    # a cell as wide as the spacer image it holds (``<td><img width="31" height="1"></td>``)
    images = list(cell.iterdescendants("img"))
    return _spacer_width(images[0]) if len(images) == 1 else None


def _only_row(table: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """A table's one row (written in a ``tbody`` or not), or None."""
    rows = list(table.iterchildren("tr"))
    for body in table.iterchildren("tbody"):
        rows.extend(body.iterchildren("tr"))
    return rows[0] if len(rows) == 1 else None


#: A spacer image's height at most: a line of one pixel or two, no picture.
SPACER_HEIGHT = 2


def _spacer_width(img: lxml_html.HtmlElement) -> float | None:
    """The width of a spacer image a record opens with (``<img width="60" height="1">``:
    an old template indents a reply's row so), or None for any other image (an avatar)."""
    height = _WIDTH.match(img.get("height") or "")
    width = _WIDTH.match(img.get("width") or "")
    if height is None or width is None or float(height.group(1)) > SPACER_HEIGHT:
        return None
    return float(width.group(1))


def _shown(node: lxml_html.HtmlElement, extra: list[lxml_html.HtmlElement]) -> lxml_html.HtmlElement:
    """The element a record shows itself in: its node, or, when the node is the empty
    anchor a record opens with (``<a id="c313"></a><div style="padding-left: 20px">``),
    the element after it."""
    empty_anchor = node.tag == "a" and len(node) == 0 and not (node.text or "").strip()
    return extra[0] if empty_anchor and extra else node


def nest_by_indentation(section: RecordSection) -> None:
    """Parents and depths of a flat section's records from their inline left
    indentation, when every record states one (or the first states none, at the list's
    own margin, and so do the others at its level) and the first is the least indented."""
    records = section.records
    if len(records) < 2 or any(r.depth or r.parent is not None for r in records):
        return
    parent = records[0].node.getparent()
    if any(r.node.getparent() is not parent for r in records):
        return  # siblings only: indentation compares within one list
    stated = [_record_indent(_shown(r.node, r.extra)) for r in records]
    if stated[0] is None and any(i is not None for i in stated):
        # the replies indented, the comments at the list's own margin (no style of their own)
        stated = [0.0 if i is None else i for i in stated]
    if any(i is None for i in stated):
        return
    indents = [float(i) for i in stated if i is not None]
    values = sorted(set(indents))
    if len(values) < 2 or len(values) > MAX_LEVELS or indents[0] != values[0]:
        return
    level = {v: k for k, v in enumerate(values)}
    stack: list[int] = []  # positions of the open records, one per level
    for k, (rec, value) in enumerate(zip(records, indents, strict=True)):
        depth = level[value]
        del stack[depth:]
        if depth > len(stack):  # a level skipped: under the deepest open record
            depth = len(stack)
        rec.depth = depth
        rec.parent = stack[-1] if stack else None
        stack.append(k)
