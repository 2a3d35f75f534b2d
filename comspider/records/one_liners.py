"""Comments of one line each: a name and a sentence, and nothing a pattern can repeat.

``<li><b>Name</b>: text</li>`` and ``<p><strong>Name</strong> — text</p>`` are two nodes
each, under the record invariants' least pattern size (F_s = 3), and their text is no
element; such a list has no invariant the finder can climb from. Small sites and old blogs
print their readers' comments so. They are found here: runs of sibling elements of one tag
and class, each opening with a short inline name element and going on with words of its
own (method ``"one_line"``). What such a list is stays for the section decision: most are
no comments (a term and its definition, a label and a fact).

One pass over the page's ``b``, ``strong``, ``cite`` and ``a`` elements (lxml's C
iterator with a tag filter), a few tests on each: linear in the page.
"""

from __future__ import annotations

from lxml import etree
from lxml import html as lxml_html

from comspider.records.model import Record, RecordSection

METHOD = "one_line"

#: Inline elements that hold a reader's name at the start of a one-line comment.
NAME_TAGS = ("b", "strong", "cite", "a")
#: Elements a one-line comment is written in.
RECORD_TAGS = frozenset({"li", "p", "dd", "div"})
#: A name: one to this many words, at most this many characters, no sentence's end.
MAX_NAME_WORDS = 5
MAX_NAME_CHARS = 48
#: Words (or, in a script written without spaces, characters) of the comment after the name.
MIN_WORDS = 3
MIN_UNSPACED_CHARS = 8
#: Elements in a one-line comment at most (the name, a time, a link, a line break).
MAX_ELEMENTS = 4
#: Block elements no one-line comment holds.
_BLOCKS = frozenset(
    {"div", "p", "ul", "ol", "dl", "table", "section", "article", "form", "h1", "h2", "h3", "h4"}
)
_SENTENCE_END = (".", "!", "?", "。", "！", "？")


def one_line_sections(
    root: lxml_html.HtmlElement, sections: list[RecordSection], *, snapshot: int = 0
) -> list[RecordSection]:
    """New sections of one-line records that no section of ``sections`` holds."""
    taken = {r.node for s in sections for r in s.records}
    taken |= {n for s in sections for r in s.records for n in r.extra}
    groups: dict[tuple[int, str, str], list[lxml_html.HtmlElement]] = {}
    parents: dict[int, lxml_html.HtmlElement] = {}
    for name in root.iter(*NAME_TAGS):
        record = name.getparent()
        if record is None or record.tag not in RECORD_TAGS or not _opens_with(record, name):
            continue
        if not _is_name(name) or not _one_line(record, name):
            continue
        parent = record.getparent()
        if parent is None:
            continue
        key = (id(parent), record.tag, record.get("class") or "")
        groups.setdefault(key, []).append(record)
        parents[id(parent)] = parent
    out: list[RecordSection] = []
    for (parent_id, _tag, _cls), records in groups.items():
        if len(records) < 2 or len(set(map(id, records))) < len(records):
            continue
        parent = parents[parent_id]
        if _inside(parent, taken) or any(r in taken for r in records):
            continue
        out.append(
            RecordSection(
                container=parent,
                records=[Record(r) for r in records],
                snapshot=snapshot,
                method=METHOD,
                invariants=[[] for _ in records],
            )
        )
    return out


def _opens_with(record: lxml_html.HtmlElement, name: lxml_html.HtmlElement) -> bool:
    """Whether ``name`` is the record's first element and no text comes before it."""
    if (record.text or "").strip():
        return False
    first = next(record.iterchildren(etree.Element), None)
    return first is name


def _is_name(name: lxml_html.HtmlElement) -> bool:
    text = " ".join(name.text_content().split()).rstrip(":：,")
    if not text or len(text) > MAX_NAME_CHARS or text.endswith(_SENTENCE_END):
        return False
    return len(text.split()) <= MAX_NAME_WORDS and any(c.isalpha() for c in text)


def _one_line(record: lxml_html.HtmlElement, name: lxml_html.HtmlElement) -> bool:
    """Whether the record is a name and words of its own, in one line (no block inside,
    few elements)."""
    for count, el in enumerate(record.iterdescendants(etree.Element), 1):
        if count > MAX_ELEMENTS or el.tag in _BLOCKS:
            return False
    rest = " ".join(record.text_content().split())
    said = rest[len(" ".join(name.text_content().split())) :].strip(" :：—–-,")
    words = said.split()
    # a script written without spaces says as much in a few characters
    unspaced = 0 < len(words) < MIN_WORDS and len(said) >= MIN_UNSPACED_CHARS and not said.isascii()
    return len(words) >= MIN_WORDS or unspaced


def _inside(el: lxml_html.HtmlElement, taken: set[lxml_html.HtmlElement]) -> bool:
    """Whether ``el`` or an element above it is a record of another section."""
    node: lxml_html.HtmlElement | None = el
    while node is not None:
        if node in taken:
            return True
        node = node.getparent()
    return False
