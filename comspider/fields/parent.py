"""Reply structure of flat comment lists.

Many comment systems render a thread as one flat list in thread order, the replies not
nested in the DOM but marked: a link up to the comment replied to
(``<a href="#comment-17">↑ Anna</a>``), or a level in the record's attributes
(``b-comment_level_2``, ``depth-3``, ``data-depth="1"``, ``aria-level="2"``), a number
(``#2.1`` under ``#2``; "En respuesta a #5:" under the comment numbered ``#5``), or a reply
modifier that only replies carry (``kommentar--antwort``, ``comment--reply``). Record
extraction sees siblings; this module gives them back their parents and depths.

It runs on comment sections only (from the field extraction, after the section
classifier), and only touches sections whose records are all at the top level, so
nesting found in the DOM always wins. Parent links win over levels, levels over reply
modifiers: a link names the parent, a level says "the nearest shallower record above",
a modifier only "the nearest top-level record above".
"""

from __future__ import annotations

import re
from itertools import pairwise

from lxml import html as lxml_html

from comspider.calendars import ascii_digits
from comspider.fields.template_words import count_mask
from comspider.records.model import Record, RecordSection

# A level in a class token: "b-comment_level_2", "depth-3", "comment-lvl2", "indent_1",
# "nested-2", "level2".
_LEVEL_TOKEN = re.compile(
    r"(?:^|[-_])(?:level|depth|lvl|indent|nest(?:ed|ing)?|thread-?level)[-_]?(\d{1,2})$", re.I
)
_LEVEL_ATTRS = ("data-level", "data-depth", "aria-level", "data-indent", "data-nesting")
# A reply without a level: "kommentar--antwort", "comment--reply", "is-child", "sub-comment",
# in the languages templates name their classes in ("yorum cevap", "kommentar svar").
_REPLY_TOKEN = re.compile(
    r"(?:^|[-_])(?:reply|answer|antwort|antwoord|child|response|respuesta|risposta|r[ée]ponse|"
    r"resposta|odpowied[zź]|odpoved|odgovor|otvet|ответ|cevap|yan[iı]t|svar|vastaus|v[aá]lasz|balasan|"
    r"sub-?comment|nested)(?:$|[-_])",
    re.I,
)
_MAX_LINKS = 8  # links inspected per record: the header's, not every link of a long text


def _level(node: lxml_html.HtmlElement) -> int | None:
    for name in _LEVEL_ATTRS:
        value = node.get(name)
        if value is not None and value.strip().isdigit():
            return int(value.strip())
    for value in (node.get("class") or "").split():
        m = _LEVEL_TOKEN.search(value)
        if m:
            return int(m.group(1))
    return None


def _links(node: lxml_html.HtmlElement) -> tuple[list[str], list[str]]:
    """One walk of a record's links: the names a link can jump to in it (its id, and
    anchor names inside it, ``<a name="c17">`` at the top of a record; five at most),
    and the fragments of its in-page links (``#comment-17``), in document order."""
    anchors = [node.get("id")] if node.get("id") else []
    fragments: list[str] = []
    for a in node.iter("a"):
        if len(anchors) <= 4 and a.get("name"):
            anchors.append(a.get("name"))
        href = a.get("href")
        if href and "#" in href:
            frag = href.strip().rsplit("#", 1)[1]
            if frag:
                fragments.append(frag)
    return anchors, fragments


def _link_parents(records: list[Record]) -> list[int | None]:
    owner: dict[str, int] = {}
    links = [_links(r.node) for r in records]
    for k, (names, _frags) in enumerate(links):
        for name in names:
            owner.setdefault(name, k)
    parents: list[int | None] = [None] * len(records)
    for k, (names, frags) in enumerate(links):
        # The first links that point elsewhere (a permalink points at its own record):
        # the header's, not every link of a long text.
        own = set(names)
        for frag in [f for f in frags if f not in own][:_MAX_LINKS]:
            j = owner.get(frag)
            if j is not None and j < k:
                parents[k] = j
                break
    return parents


#: A class token ending in a small number ("livello-2", "taso_3", "niv2"): a level in any
#: language, when its numbers run as a thread's levels do (:func:`_stem_levels`).
_NUMBERED_TOKEN = re.compile(r"^(?P<stem>.*?[^\W\d_])[-_]?(?P<n>\d)$")


def _stem_levels(records: list[Record]) -> list[int] | None:
    """Levels from a class token that every record carries with the same stem and its own
    number, whatever word the stem is, when the numbers read as a thread's: they start at
    the lowest, at 0 or 1, go deeper one step at a time, come back up, and are not a
    stripe's two values taking turns."""
    per_record: list[dict[str, int]] = []
    for r in records:
        numbered: dict[str, int] = {}
        for token in (r.node.get("class") or "").split():
            m = _NUMBERED_TOKEN.match(token)
            if m:
                numbered[m["stem"].lower()] = int(m["n"])
        if not numbered:
            return None
        per_record.append(numbered)
    for stem in sorted(set.intersection(*(set(n) for n in per_record))):
        levels = [n[stem] for n in per_record]
        steps = list(pairwise(levels))
        if (
            len(set(levels)) >= 2
            and levels[0] == min(levels) <= 1
            and all(b <= a + 1 for a, b in steps)
            and any(b < a for a, b in steps)
            and not (len(set(levels)) == 2 and all(a != b for a, b in steps))
        ):
            return levels
    return None


def _level_parents(records: list[Record]) -> list[int | None] | None:
    levels: list[int] = []
    for r in records:
        level = _level(r.node)
        if level is None:
            break  # every record needs a level: the first without one ends the search
        levels.append(level)
    else:
        if len(set(levels)) < 2 or levels[0] != min(levels):  # a thread list starts at the top
            levels = []
    if len(levels) < len(records):
        levels = _stem_levels(records) or []
    if not levels:
        return None
    parents: list[int | None] = []
    stack: list[int] = []  # records on the path to the current one
    for k, v in enumerate(levels):
        while stack and levels[stack[-1]] >= v:
            stack.pop()
        parents.append(stack[-1] if stack else None)
        stack.append(k)
    return parents


def _marker_parents(records: list[Record]) -> list[int | None] | None:
    """One level of replies marked by a class token that only some records carry: each
    marked record replies to the nearest unmarked one above it."""
    classes = [set((r.node.get("class") or "").split()) for r in records]
    common = set.intersection(*classes)
    markers = {t for c in classes for t in c - common if _REPLY_TOKEN.search(t)}
    if not markers:
        return None
    marked = [bool(c & markers) for c in classes]
    if marked[0]:
        return None
    parents: list[int | None] = []
    top: int | None = None
    for k, is_reply in enumerate(marked):
        parents.append(top if is_reply else None)
        if not is_reply:
            top = k
    return parents


#: A record's number as the site writes it over the record, a reply's with its parent's
#: ("2-1", "2.1", "2-1-3"), in any script's digits, in a short line.
_LABEL = re.compile(r"(?<![\d.:/-])(\d+(?:[-.]\d+)*)(?![\d:/])")
LABEL_CHARS = 40
#: Text nodes of a record looked at for its number (it opens the record).
LABEL_LOOKED = 4


#: A number marked as the record's ("#3", "#2.1"): wins over a bare one in the same lines (a
#: vote's "+6", a count "Leserempfehlung 47" before or beside it).
_MARKED_LABEL = re.compile(r"(?<![\w&])#\s?(\d+(?:[-.]\d+)*)(?![\d:/])")


def _label(record: Record) -> tuple[str, str] | None:
    """The record's number line: (the line with its numbers as "#", the number in ASCII
    digits), from its first short text nodes: a line with one number marked "#" first
    ("ThomasMelber", "#1.1 — vor 8 Stunden", "Leserempfehlung", "20"), else one with one
    number."""
    lines: list[str] = []
    for text in record.node.itertext():
        line = " ".join(text.split())
        if line:
            lines.append(line)
            if len(lines) == LABEL_LOOKED:
                break
    for pattern in (_MARKED_LABEL, _LABEL):
        for line in lines:
            found = pattern.findall(line)
            if len(line) <= LABEL_CHARS and len(found) == 1:
                return count_mask(line), ascii_digits(found[0]).replace(".", "-")
    return None


def _record_numbers(records: list[Record]) -> list[str] | None:
    """Each record's number ("2-1" for "#2.1"), where every record opens with one number
    line, the same line but for its number; else None."""
    numbers: list[str] = []
    line: str | None = None
    for r in records:  # to the first record that has no number line, or another one
        label = _label(r)
        if label is None or (line is not None and label[0] != line):
            return None
        line = label[0]
        numbers.append(label[1])
    return numbers


def _numbered_parents(records: list[Record]) -> list[int | None] | None:
    """Replies numbered under their parents' numbers ("ความคิดเห็นที่ ๒" and its replies
    "ความคิดเห็นที่ ๒-๑", "๒-๒"; "#3" and "#3.1"): each record opens with one line, the same
    but for its number, and a reply's number is its parent's with one more part."""
    numbers = _record_numbers(records)
    if numbers is None or len(set(numbers)) != len(numbers) or not any("-" in n for n in numbers):
        return None
    at = {n: k for k, n in enumerate(numbers)}
    parents: list[int | None] = []
    for k, n in enumerate(numbers):
        up = at.get(n.rpartition("-")[0]) if "-" in n else None
        if "-" in n and (up is None or up >= k):
            return None  # a reply before its parent, or to none shown: no such numbering
        parents.append(up)
    return parents


#: A reply's reference to an earlier record by the number shown over it: a mark and the
#: number opening a text (">>5 ...", "#5 ..."), or a number marked and followed by a colon
#: ("En respuesta a #5: ...", "Svar till #5:"); a "#1" inside a sentence ("your #1 fan") is none.
_OPENING_REFERENCE = re.compile(r"^\W{0,3}(?:#|>>|＞＞)\s?(\d{1,4})(?![^\W_])")
_COLON_REFERENCE = re.compile(r"(?:#|>>|＞＞)\s?(\d{1,4})\s?[:：]")
#: Text nodes of a record, after its number line, looked at for its reference: its opening.
REFERENCE_LOOKED = 6
#: How far into a text node a reference followed by a colon is looked for.
REFERENCE_CHARS = 60


def _reference(record: Record) -> str | None:
    """The number of the record a record names at its opening, in ASCII digits, or None."""
    looked = 0
    for node in (record.node, *record.extra):
        for text in node.itertext():
            line = " ".join(text.split())
            if not line:
                continue
            looked += 1
            if looked > REFERENCE_LOOKED:
                return None
            m = _OPENING_REFERENCE.match(line) if looked > 1 else None  # the first is the record's own number
            m = m or _COLON_REFERENCE.search(line, 0, REFERENCE_CHARS)
            if m:
                return ascii_digits(m.group(1))
    return None


def _referenced_parents(records: list[Record]) -> list[int | None] | None:
    """Records numbered over each one ("#1" ... "#8", every record the same line but for
    its number, the numbers one after another) whose replies name the record they answer by that number at their
    opening ("En respuesta a #5: ...", ">>5 ..."): that record, when shown before."""
    numbers = _record_numbers(records)
    if numbers is None or any("-" in n for n in numbers):
        return None
    # the records' numbers, one after another (a count over each record, a vote's "+8", is none)
    steps = {int(b) - int(a) for a, b in pairwise(numbers)}
    if steps not in ({1}, {-1}):
        return None
    at = {n: k for k, n in enumerate(numbers)}
    parents: list[int | None] = []
    for k, r in enumerate(records):
        named = at.get(_reference(r) or "")
        parents.append(named if named is not None and named < k else None)
    return parents


def thread_flat_records(section: RecordSection) -> bool:
    """Give the records of a flat section the parents their markup names. True when it
    found any reply."""
    records = section.records
    if len(records) < 2 or any(r.parent is not None or r.depth for r in records):
        return False
    parents: list[int | None] | None = _link_parents(records)
    for fallback in (_level_parents, _numbered_parents, _referenced_parents, _marker_parents):
        if parents is not None and any(p is not None for p in parents):
            break
        parents = fallback(records)
    if parents is None or not any(p is not None for p in parents):
        return False
    for k, rec in enumerate(records):
        p = parents[k]
        rec.parent = p
        rec.depth = records[p].depth + 1 if p is not None else 0
    return True


__all__ = ["thread_flat_records"]
