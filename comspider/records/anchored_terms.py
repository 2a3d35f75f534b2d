"""Comments written as a definition list with an anchor per comment: a section the
invariants cannot see when it holds one or two comments.

Blogger's classic template and other blog engines write a thread as ``<dl>``: each
comment a ``<dt>`` (its author: "Anna said...") followed by ``<dd>`` elements (its text,
its date). One or two comments repeat nothing often enough for the record invariants
(F_t), and nothing names the records as comments (their classes name the parts:
``comment-author``, ``comment-body``). What marks each group as one item of a
discussion is its anchor: the ``<dt>`` or a link at its start carries an id or an anchor
name that numbers it (``id="c2472681237401249579"``, ``<a name="c12">``), or an id that
the group's own permalink points to (``<dt id="p0">`` ... ``<a href="#p0">``).

A definition list whose every term is anchored that way, and that no section holds
already, becomes a section (method ``"anchored_terms"``): each record a term with the
definitions after it (``Record.extra``). So does one of three terms or more without
anchors where every term is a person's name alone and its definitions prose (a small
blog's readers as ``dt NAME / dd TEXT``): a glossary's terms are things. The section
decision decides, as for every other section (a glossary with numbered anchors shows no
byline, no time after the article, no discussion).
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import NUMBERED_ID, element_before, text_content
from comspider.records.model import Record, RecordSection
from comspider.records.visibility import drop_records

METHOD = "anchored_terms"
#: Most terms a list may have (a longer one is for the invariants).
MAX_TERMS = 200
#: Elements at the start of a term searched for its anchor.
_HEAD = 4


def _anchored(term: lxml_html.HtmlElement) -> bool:
    if NUMBERED_ID.search(term.get("id") or ""):
        return True
    for i, el in enumerate(term.iterdescendants()):
        if i >= _HEAD:
            break
        if el.tag == "a" and (
            NUMBERED_ID.search(el.get("name") or "") or NUMBERED_ID.search(el.get("id") or "")
        ):
            return True
    return False


def _groups(dl: lxml_html.HtmlElement, *, anchored: bool = True) -> list[Record] | None:
    """The list's (term, definitions) groups, or None when it is not one of terms each
    with a definition (and, if ``anchored``, each anchored)."""
    records: list[Record] = []
    for child in dl:
        tag = child.tag
        if not isinstance(tag, str):
            continue
        if tag == "dt":
            if len(records) >= MAX_TERMS:
                return None
            records.append(Record(child))
        elif tag == "dd":
            if not records:
                return None  # a definition before any term
            records[-1].extra.append(child)
    if not records or any(not r.extra for r in records):
        return None
    if anchored and not all(_anchored(r.node) or _linked(r) for r in records):
        return None
    return records


#: Fewest terms of a list read by its names alone (one or two are a pair of anything).
MIN_NAMED_TERMS = 3
#: Most words of a term that names who wrote its definitions.
NAME_TERM_WORDS = 5
#: Fewest words of each term's definitions: what a reader writes, no label's value.
NAMED_TEXT_WORDS = 6


def _named_groups(dl: lxml_html.HtmlElement) -> list[Record] | None:
    """The list's groups where every term is a person's name alone (a few words, a capital
    first, no digit) and every term's definitions are prose: a blog's readers written as
    ``dt NAME / dd TEXT`` with no anchor (a glossary's terms are things, a spec sheet's
    values short)."""
    records = _groups(dl, anchored=False)
    if records is None or len(records) < MIN_NAMED_TERMS:
        return None
    for r in records:
        words = text_content(r.node).split()
        if (
            not words
            or len(words) > NAME_TERM_WORDS
            or not words[0][:1].isupper()
            or any(ch.isdigit() for w in words for ch in w)
            or sum(len(text_content(dd).split()) for dd in r.extra) < NAMED_TEXT_WORDS
        ):
            return None
    return records


def _linked(record: Record) -> bool:
    """The term has an id that a link of its own group points to (its permalink:
    ``<dt id="p0">`` ... ``<a href="#p0">7 June 2025</a>``), whatever the id looks like."""
    anchor = record.node.get("id")
    if not anchor:
        return False
    target = "#" + anchor
    return any((a.get("href") or "").endswith(target) for dd in record.extra for a in dd.iter("a"))


def anchored_term_sections(
    root: lxml_html.HtmlElement, sections: list[RecordSection], *, snapshot: int = 0
) -> list[RecordSection]:
    """Sections of the definition lists of anchored terms that none of ``sections`` holds
    (its container, or one of its records' nodes). A section of ``sections`` whose
    records are such a list's terms alone (the invariants saw the terms repeat, not the
    definitions after each) gets its definitions (in place)."""
    taken: set[lxml_html.HtmlElement] = set()
    for s in sections:
        taken.add(s.container)
        for r in s.records:
            taken.add(r.node)
            taken.update(r.extra)
        if s.container.tag == "dl" and not any(r.extra for r in s.records):
            _complete(s)
            taken.update(n for r in s.records for n in (r.node, *r.extra))
    out = []
    for dl in root.iter("dl"):
        if dl in taken:
            continue
        records = _groups(dl)
        if records is None:
            records = _named_groups(dl)
        if records is None or any(r.node in taken for r in records):
            continue
        out.append(RecordSection(dl, records, snapshot=snapshot, method=METHOD))
    return out


def _complete(section: RecordSection) -> None:
    """Make the records of ``section``, found in a definition list, its groups: the
    invariants saw the terms repeat (each term a record without the definitions after
    it), or the terms and the definitions each as records of their own (a term, its text
    and its date three records of one comment). No anchor is needed here: the list's
    items already repeat, and a term is never a whole item without its definitions (a
    name and a time without the text they head)."""
    groups = _groups(section.container, anchored=False)
    if groups is None:
        return
    if [g.node for g in groups] == [r.node for r in section.records]:
        for record, group in zip(section.records, groups, strict=True):
            record.extra = group.extra
        return
    children = {child for g in groups for child in (g.node, *g.extra)}
    if all(r.node in children and r.depth == 0 for r in section.records):
        section.records[:] = groups
        return
    # Replies in a list of their own inside their parent's definition (``dd > dl > dt``):
    # each term, wherever it is, with the definitions after it in its own list.
    if all(r.node.tag == "dt" and not r.extra for r in section.records):
        for record in section.records:
            record.extra = _definitions(record.node)
        return
    # The definitions alone, replies in lists inside them (``dd > dl > dt + dd``: the
    # invariants saw the definitions repeat, each holding its replies): each definition
    # with its term before it, the term first (the name and time the definition lacks).
    # The reply lists themselves, read as records between a definition and its replies'
    # (Thesis's ``dd > dl.children``), go first: the pairs in them are the replies.
    _drop_reply_lists(section)
    if all(r.node.tag == "dd" and not r.extra for r in section.records):
        found = [_term_of(r.node) for r in section.records]
        terms = [t for t in found if t is not None]
        if len(terms) == len(found) == len(set(terms)):
            for record, term in zip(section.records, terms, strict=True):
                record.extra = [record.node]
                record.node = term


def _drop_reply_lists(section: RecordSection) -> None:
    """Drop the records of ``section`` that are definition lists inside another record's
    definition, where every other record is a definition: the replies' lists, each
    holding the replies' definitions (records of their own already), their replies
    moving up to the definition that holds the list."""
    records = section.records
    lists = {k for k, r in enumerate(records) if r.node.tag == "dl" and not r.extra}
    if not lists or len(lists) == len(records):
        return
    if any(r.node.tag != "dd" or r.extra for k, r in enumerate(records) if k not in lists):
        return
    definitions = {r.node for k, r in enumerate(records) if k not in lists}
    if all(any(a in definitions for a in records[k].node.iterancestors("dd")) for k in lists):
        drop_records(section, lists)


def attach_definitions(section: RecordSection) -> None:
    """Give each term among the records of ``section`` that has none the definitions after
    it, when the section's other terms have theirs: a reply's ``dt`` found in the list
    inside its parent's definition (``dd > dl > dt + dd``) after the top-level terms were
    given theirs, its name and time without the words they head (in place)."""
    records = section.records
    if not any(r.node.tag == "dt" and r.extra for r in records):
        return
    held = {n for r in records for n in (r.node, *r.extra)}
    attached = False
    for record in records:
        if record.node.tag == "dt" and not record.extra:
            found = _definitions(record.node)
            if found and not any(d in held for d in found):
                record.extra = found
                held.update(found)
                attached = True
    if attached:
        _nest_in_definitions(records)


def _nest_in_definitions(records: list[Record]) -> None:
    """Each record without a parent whose element lies inside another record's
    definition answers that record (the nearest): a term's definition holds the list of
    its replies, outside the term's own element (in place; parents come first)."""
    owner = {n: k for k, r in enumerate(records) for n in (r.node, *r.extra)}
    for k, record in enumerate(records):
        if record.parent is not None:
            continue
        p = next((owner[a] for a in record.node.iterancestors() if owner.get(a, k) != k), None)
        if p is not None and p < k:
            record.parent = p
            record.depth = records[p].depth + 1


def _term_of(definition: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The term right before ``definition`` (its only definition's term), if there is one."""
    before = element_before(definition)
    return before if before is not None and before.tag == "dt" else None


def _definitions(term: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    """The ``dd`` elements right after ``term``, up to the next term."""
    out = []
    for sib in term.itersiblings():
        if sib.tag == "dt":
            break
        if sib.tag == "dd":
            out.append(sib)
    return out
