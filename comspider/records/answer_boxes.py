"""Answers written into the box of the comment they answer: records of their own.

Blogs of 2008 let the author answer a reader inside the reader's own box: at the end of
the comment's body, a block that opens with a short bold label naming the one who answers
(``<div class="inline"><b>Fern replies:</b> <i>…</i></div>``). Read as part of the reader's
record, the answer's words are glued to the reader's and its author is lost.

What tells such a box from a quotation (``<b>Jim wrote:</b> …`` opening a reply) is where
it sits and who speaks: it closes the body (nothing follows it), and every such box in the
list carries the same label, one voice answering several readers. A quotation opens its
record and names whoever is quoted. Each box found so becomes a reply of the record that
holds it.
"""

from __future__ import annotations

from collections import defaultdict

from lxml import html as lxml_html

from comspider.page_dates import any_date_span
from comspider.page_voices import signed_by
from comspider.records.dom import kind_of, quoted
from comspider.records.model import RecordSection
from comspider.records.record_variants import insert_records

#: Records (at least) whose boxes must carry the same label: one answer alone is no voice.
MIN_ANSWERS = 2
#: Words of a label ("Fern replies:", "Antwort von Fern:").
LABEL_WORDS = 4
_BLOCKS = frozenset({"div", "p", "blockquote", "dd", "section", "aside", "li"})
_LABELS = frozenset({"b", "strong"})


def _label(box: lxml_html.HtmlElement) -> str | None:
    """The box's opening label when it is one: the first thing in the box a bold element of
    a few words ending in a colon, its first word capitalised where the script has
    capitals, and words after it."""
    if (box.text or "").strip() or not len(box):
        return None
    first = _first_shown(box)
    if first is None:
        return None
    if isinstance(first.tag, str) and first.tag in _BLOCKS:
        return _header(box, first)
    if not isinstance(first.tag, str) or first.tag not in _LABELS:
        return None
    label = " ".join(first.text_content().split())
    words = label.rstrip(":：").split()
    if not label.endswith((":", "：")) or not 0 < len(words) <= LABEL_WORDS or words[0][0].islower():
        return None
    after = box.text_content()[len(first.text_content()) :]
    return label if len(after.split()) >= 2 else None


def _first_shown(box: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The box's first element past the icons it opens with (``<img src="mic.svg"> <b>Răspuns
    de la Redacția:</b>``), where no text stands between them."""
    for child in box:
        if not isinstance(child.tag, str):
            continue
        if child.tag != "img":
            return child
        if (child.tail or "").strip():
            return None
    return None


#: Words of a box's header line ("版主 阿娟 回覆於 2010/05/03 22:10", "Reply from Fern, 3 May").
HEADER_WORDS = 8


def _header(box: lxml_html.HtmlElement, first: lxml_html.HtmlElement) -> str | None:
    """The label of a box that opens with a header line of its own: a short block naming
    the one who answers in bold and when ("版主 <b>阿娟</b> 回覆於 2010/05/03 22:10"), words
    after it. The label is the line without its time (the same in every such box)."""
    if next(first.iter(*_LABELS), None) is None:
        return None  # no bold name: told before the line's words are read
    line = " ".join(first.text_content().split())
    label = _undated(line)
    after = box.text_content()[len(first.text_content()) :]
    return label if label and len(after.split()) >= 1 and after.strip() else None


def _undated(line: str) -> str | None:
    """A short dated line's label (of a box's header or footer line, the same in each box
    one voice writes), when its words are few; else None."""
    if not line or len(line) > HEADER_CHARS:
        return None
    span = any_date_span(line)
    if span is None:
        return None
    # the words before the date (a weekday or a time after it differs from box to box), or,
    # where the line opens with its date, the words after it that hold no number
    label = " ".join(line[: span[0]].split())
    if not any(ch.isalpha() for ch in label):
        label = " ".join(w for w in line[span[1] :].split() if not any(ch.isdigit() for ch in w))
    return label if label and len(label.split()) <= HEADER_WORDS else None


#: Characters of a header or footer line at most (a label, a name and a date).
HEADER_CHARS = 120


def _dated_line(box: lxml_html.HtmlElement) -> str | None:
    """The label of a box a dated line of its own opens or closes, whatever its markup (an
    inline "<span>阿布 回覆於 2008/11/03 09:12</span><br>…", a footer "<p>こむぎ | 2009/10/05
    08:40</p>" under the answer's text), with words of the box's own beside it; else None."""
    if (box.text or "").strip():
        return None
    children = [c for c in box if isinstance(c.tag, str)]
    if len(children) < 2 and not (children and (children[0].tail or "").strip()):
        return None  # a line alone: nothing of the box's own beside it
    last = children[-1]
    for line_el in (children[0], None if (last.tail or "").strip() else last):
        if (
            line_el is None
            or line_el.tag == "br"
            or next(line_el.iterdescendants(*_BLOCKS, "br"), None) is not None
        ):
            continue  # a line holds no blocks nor breaks (a box of lines is the answer, not its line)
        line = " ".join(line_el.text_content().split())
        if not any(ch.isdigit() for ch in line):
            continue  # an answer's line gives its day in figures (read before any date reader)
        label = _undated(line)
        if label is not None and any(ch.isalpha() for ch in label):
            whole = " ".join(box.text_content().split())
            if len(whole) - len(line) > 1:
                return label
    return None


def _dated_outside(box: lxml_html.HtmlElement, record: lxml_html.HtmlElement) -> bool:
    """Whether the record shows a date of its own outside the box (the reader's comment the
    box answers has its byline: the box is a second comment, not the comment's own body)."""
    within = set(box.iterdescendants())
    parts = [record.text or ""]
    for el in record.iterdescendants():
        if el is box:
            parts.append(el.tail or "")
            continue
        if el in within:
            continue
        if isinstance(el.tag, str):
            parts.append(el.text or "")
        parts.append(el.tail or "")
    words = " ".join("".join(parts).split())
    return any_date_span(words) is not None


#: Characters the record shows outside the box: the reader's words the box answers.
SAID_CHARS = 12


def _said_before(box: lxml_html.HtmlElement, record: lxml_html.HtmlElement) -> bool:
    """Whether the record says something outside the box (the reader's comment it
    answers), not only an avatar's initials beside its own body."""
    outside = len("".join(record.text_content().split())) - len("".join(box.text_content().split()))
    return outside >= SAID_CHARS


def _closes(box: lxml_html.HtmlElement, record: lxml_html.HtmlElement, controls: bool = False) -> bool:
    """Nothing of the record follows the box: it and each ancestor up to the record are
    the last thing their parent shows (``controls``: or only a line of links follows, a
    "Reply")."""
    el = box
    while el is not record:
        if (el.tail or "").strip():
            return False
        if any(isinstance(s.tag, str) and not (controls and _controls(s)) for s in el.itersiblings()):
            return False
        parent = el.getparent()
        if parent is None:
            return False
        el = parent
    return True


#: Characters of a line of controls after a comment's body ("Reply · Report").
CONTROL_CHARS = 40


def _controls(el: lxml_html.HtmlElement) -> bool:
    """A short line whose words are all its links' or buttons' (a record's "Reply")."""
    size = 0
    for piece in el.itertext():  # stops at the first words past a control line's length
        size += len("".join(piece.split()))
        if size > CONTROL_CHARS:
            return False
    if not size:
        return True  # an empty element shows nothing after the box
    words = "".join(el.text_content().split())
    linked = "".join("".join(a.text_content().split()) for a in el.iter("a", "button"))
    return linked == words


def _byline(el: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The bold name opening ``el`` when a date follows it on its line ("<b>Carol</b>
    answered on June 13, 2012:<br>…"): a comment's byline; else None."""
    if (el.text or "").strip() or not len(el):
        return None
    first = el[0]
    if not isinstance(first.tag, str) or first.tag not in _LABELS:
        return None
    if not 0 < len(first.text_content().split()) <= LABEL_WORDS:
        return None
    line = [first.tail or ""]
    for sib in first.itersiblings():
        if not isinstance(sib.tag, str) or sib.tag == "br" or sib.tag in _BLOCKS:
            break
        line.append(sib.text_content() + (sib.tail or ""))
    words = " ".join("".join(line).split())
    if not words or len(words.split()) > HEADER_WORDS or any_date_span(words) is None:
        return None
    return first


#: Earlier records a boxed answer's words are looked for in (a quotation quotes the
#: thread's recent past: bounded work).
QUOTED_BACK = 200


def _bylined_answer(
    record: lxml_html.HtmlElement, holders: set[lxml_html.HtmlElement]
) -> tuple[lxml_html.HtmlElement, str] | None:
    """An answer boxed at the end of a comment under a byline of the comment's own shape
    (the record opens with a bold name and a date on its line, the box too: "<li><b>Linda
    S.</b> wrote on June 12:<br>…<blockquote><b>Carol</b> answered on June 13:<br>…"): one
    comment inside another, even alone. The box, and its words after its byline's name
    (where an earlier record holds them, the box quotes it: no answer)."""
    head = _byline(record)
    if head is None:
        return None
    for el in record.iterdescendants(*_BLOCKS):
        if el in holders:
            return None  # a record nested in this one: the markup shows its replies
        own = _byline(el)
        if own is None or own.tag != head.tag or not _closes(el, record) or not _said_before(el, record):
            continue
        words = " ".join(el.text_content().split())[len(" ".join(own.text_content().split())) :].strip()
        return (el, words) if words else None
    return None


def _holder(el: lxml_html.HtmlElement, holders: set[lxml_html.HtmlElement]) -> lxml_html.HtmlElement | None:
    """The innermost record around ``el`` (a loop up its parents: a generator over
    ``iterancestors`` cost more than the walk on a page of 4,000 comments)."""
    parent = el.getparent()
    while parent is not None and parent not in holders:
        parent = parent.getparent()
    return parent


def add_answer_boxes(section: RecordSection) -> int:
    """Make records of the answers boxed at the end of the comments they answer (see the
    module doc); returns how many were added."""
    records = section.records
    if len(records) < MIN_ANSWERS:
        return 0
    holders = {r.node for r in records}
    boxes: dict[tuple[tuple[str, str], str], list[tuple[int, lxml_html.HtmlElement]]] = defaultdict(list)
    candidates: dict[tuple[tuple[str, str], str], list[tuple[int, lxml_html.HtmlElement, bool]]] = (
        defaultdict(list)
    )
    bylined: list[lxml_html.HtmlElement] = []
    texts: list[str] | None = None
    for k, record in enumerate(records):
        answer = _bylined_answer(record.node, holders)
        if answer is not None:
            box, words = answer
            if texts is None:  # read only where such a box stands
                texts = [" ".join(r.node.text_content().split()) for r in records]
            if not any(words in t for t in texts[max(0, k - QUOTED_BACK) : k]):
                bylined.append(box)
                continue
        for el in record.node.iterdescendants(*_BLOCKS):
            if el in holders or quoted(el) or _holder(el, holders) is not record.node:
                continue  # a record nested in this one holds it
            label = _label(el)
            dated = label is None
            if dated and (el.text or "").strip():
                continue  # a paragraph of the text, no box of lines
            # a labelled box may have the record's line of controls after it; a box found by
            # its dated line alone is the last thing its record shows (a cheaper test, on more boxes)
            if not _closes(el, record.node, controls=not dated):
                continue  # something of the record after it
            if dated and (label := _dated_line(el)) is None:
                continue
            assert label is not None
            candidates[(kind_of(el), label)].append((k, el, dated))
    # the dearer tests only for a label two boxes share, or one box's that names the page's voice
    for key, group in candidates.items():
        if len(group) < MIN_ANSWERS and signed_by(group[0][1]) is None:
            continue
        for k, el, dated in group:
            node = records[k].node
            if not _said_before(el, node) or (dated and not _dated_outside(el, node)):
                continue  # nothing said outside it, or the record's one dated line is the box's
            boxes[key].append((k, el))
    found: list[lxml_html.HtmlElement] = list(bylined)
    for held in boxes.values():
        answered = len({k for k, _ in held})
        if answered != len(held):
            continue  # two boxes in one record: not one answer each
        if answered >= MIN_ANSWERS and not all(_closes(el, records[k].node) for k, el in held):
            continue  # one voice in several boxes: each the last thing its record shows
        # one answer alone: a voice only when its bold label names the site or the article's
        # author ("<b>پاسخ آیینه شمال:</b>", the site answering); a header line naming the
        # author is any post's byline
        if answered < MIN_ANSWERS and signed_by(held[0][1]) is None:
            continue
        found.extend(el for _, el in held)
    if not found:
        return 0
    insert_records(section, found)
    return len(found)
