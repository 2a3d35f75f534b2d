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

from comspider.records.dom import kind_of, quoted
from comspider.records.model import RecordSection
from comspider.records.record_variants import insert_records

#: Records (at least) whose boxes must carry the same label: one answer alone is no voice.
MIN_ANSWERS = 2
#: Words of a label ("Fern replies:", "Antwort von Fern:").
LABEL_WORDS = 4
_BLOCKS = frozenset({"div", "p", "blockquote", "dd", "section", "aside"})
_LABELS = frozenset({"b", "strong"})


def _label(box: lxml_html.HtmlElement) -> str | None:
    """The box's opening label when it is one: the first thing in the box a bold element of
    a few words ending in a colon, its first word capitalised where the script has
    capitals, and words after it."""
    if (box.text or "").strip() or not len(box):
        return None
    first = box[0]
    if not isinstance(first.tag, str) or first.tag not in _LABELS:
        return None
    label = " ".join(first.text_content().split())
    words = label.rstrip(":：").split()
    if not label.endswith((":", "：")) or not 0 < len(words) <= LABEL_WORDS or words[0][0].islower():
        return None
    after = box.text_content()[len(first.text_content()) :]
    return label if len(after.split()) >= 2 else None


def _closes(box: lxml_html.HtmlElement, record: lxml_html.HtmlElement) -> bool:
    """Nothing of the record follows the box: it and each ancestor up to the record are
    the last thing their parent shows."""
    el = box
    while el is not record:
        if (el.tail or "").strip():
            return False
        if any(isinstance(s.tag, str) for s in el.itersiblings()):
            return False
        parent = el.getparent()
        if parent is None:
            return False
        el = parent
    return True


def add_answer_boxes(section: RecordSection) -> int:
    """Make records of the answers boxed at the end of the comments they answer (see the
    module doc); returns how many were added."""
    records = section.records
    if len(records) < MIN_ANSWERS:
        return 0
    holders = {r.node for r in records}
    boxes: dict[tuple[tuple[str, str], str], list[tuple[int, lxml_html.HtmlElement]]] = defaultdict(list)
    for k, record in enumerate(records):
        for el in record.node.iterdescendants(*_BLOCKS):
            if (
                el in holders
                or quoted(el)
                or next(a for a in el.iterancestors() if a in holders) is not record.node
            ):
                continue  # a record nested in this one holds it
            label = _label(el)
            if label is not None and _closes(el, record.node):
                boxes[(kind_of(el), label)].append((k, el))
    found: list[lxml_html.HtmlElement] = []
    for held in boxes.values():
        if len({k for k, _ in held}) >= MIN_ANSWERS and len({k for k, _ in held}) == len(held):
            found.extend(el for _, el in held)
    if not found:
        return 0
    insert_records(section, found)
    return len(found)
