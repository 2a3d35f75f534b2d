"""Another comment's words quoted in a reply, in a box opened by a line whose link leads
to that comment's anchor ("<div><b>Лесник</b> писал(а): <a href='#p10233'>↑</a></div>
<div>весной опять размоет</div>", then the reply's own words): the quoted comment's words,
not the reply's, and no slot of the reply's template.

Forums put such a box before the reply's text in some posts only; read as a slot, it moves
the text's slot in the posts that quote (the box takes the text's place among the
siblings), and a post's text became the words it quotes. Found by structure alone, in any
language: a link to another record of the section, on a line of its own (nothing after the
link but a colon), with the reply's own words after the box.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from lxml import html as lxml_html

from comspider.records.dom import folded, inside
from comspider.records.model import Record

#: Characters (without spaces) of the line naming whose words follow ("Maria das Dores
#: escreveu em 12/03/2014 às 10:22:"): a line's length, not a paragraph's.
LINE_CHARS = 80
#: Characters (without spaces) of the reply's own words after the box.
OWN_WORDS_CHARS = 20
#: Characters (without spaces) of the quoted words: a word or two may be anyone's.
MIN_QUOTED_CHARS = 12
#: What may follow the link on its line.
_LINE_ENDS = frozenset({"", ":", "：", "):", ")"})
_INLINE = frozenset({"a", "b", "strong", "i", "em", "span", "small", "cite", "font", "u", "sup", "sub"})


def chars(text: str | None) -> int:
    """Characters of ``text`` without its spaces."""
    return len("".join((text or "").split()))


def _text_before(el: lxml_html.HtmlElement, box: lxml_html.HtmlElement) -> int:
    """Characters of ``box``'s text before ``el`` (a descendant), counted up to a line's length."""
    n = chars(box.text)
    for d in box.iterdescendants():
        if d is el:
            return n
        if d.tag.__class__ is str:
            n += chars(d.text) + (0 if inside(el, d) else chars(d.tail))
        if n > LINE_CHARS:
            return n
    return n


def words_after(el: lxml_html.HtmlElement, least: int = OWN_WORDS_CHARS) -> bool:
    """Whether the reply's own words (``least`` characters) follow ``el`` among its
    siblings (or as its tail)."""
    n = chars(el.tail)
    for s in el.itersiblings():
        if n >= least:
            return True
        if s.tag.__class__ is str:
            n += chars(s.text_content())
        n += chars(s.tail)
    return n >= least


def _after_link(a: lxml_html.HtmlElement, line: lxml_html.HtmlElement) -> str:
    """The line's text after the link, up to the first block or quotation that follows."""
    out: list[str] = []
    el = a
    while el is not line:
        out.append(el.tail or "")
        for s in el.itersiblings():
            if s.tag.__class__ is str and s.tag not in _INLINE:
                return "".join(out)
            out.append(s.text_content() if s.tag.__class__ is str else "")
            out.append(s.tail or "")
        parent = el.getparent()
        if parent is None:
            break
        el = parent
    return "".join(out)


#: Marks a quotation's cut words carry at either end ("…", "«…»").
_CUT = " .…«»“”„\"'"


def linked_quotes(
    rec: Record, anchors: Mapping[str, int], records: Sequence[Record]
) -> set[lxml_html.HtmlElement]:
    """The boxes of ``rec`` that quote another record of the section (``anchors``: the
    records' in-page anchors, :func:`comspider.records.anchors.record_anchors`, into
    ``records``): the largest element opened by a line whose link leads to another
    record's anchor and holding, after that line, only words the linked record holds,
    with the reply's own words after it."""
    if not anchors:
        return set()
    own = rec.node.get("id")
    roots = (rec.node, *rec.extra)
    out: set[lxml_html.HtmlElement] = set()
    for root in roots:
        for a in root.iter("a"):
            href = a.get("href") or ""
            target = anchors.get(href[1:]) if href.startswith("#") and href[1:] != own else None
            if target is None or records[target] is rec:
                continue
            line = a.getparent()
            while line is not None and line.tag in _INLINE and line not in roots:
                line = line.getparent()
            if line is None or line in roots:
                continue
            label = a.text_content()
            after = _after_link(a, line)
            before = line.text_content().partition(label)[0] if label.strip() else ""
            if after.strip() not in _LINE_ENDS or chars(before) > LINE_CHARS:
                continue  # a link inside the reply's own sentence ("As <a>Anna</a> said, …")
            said = folded(before + label + after)
            if not said:
                continue  # a line of no words (an arrow image linked to the quoted post)
            quoted = folded(
                " ".join(n.text_content() for n in (records[target].node, *records[target].extra))
            )
            box = None
            el: lxml_html.HtmlElement | None = line
            while el is not None and el not in roots and (el is line or _text_before(line, el) <= LINE_CHARS):
                rest = folded(el.text_content()).partition(said)[2].strip(_CUT)
                if rest:
                    if chars(rest) < MIN_QUOTED_CHARS or rest not in quoted:
                        break  # more than the linked comment's words: the reply's own are in it
                    if words_after(el):
                        box = el
                el = el.getparent()
            if box is not None and not any(b is box or inside(box, b) for b in out):
                out = {b for b in out if not inside(b, box)}
                out.add(box)
    return out


__all__ = ["linked_quotes"]
