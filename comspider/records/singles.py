"""Comment sections that record invariants cannot see: a single comment, or comments
that share no template subtree.

Record invariants need a pattern that occurs at least F_t >= 2 times. An article with one
comment (and perhaps a reply to it) has nothing that repeats, and about a fifth of the
commented pages of the trafilatura evaluation set are like that. Such records still
*name* themselves: comment systems mark their records with a class or id made of a
comment word (``li.comment#comment-957``, ``div.commentEntry``, ``article.comment``,
``section.comment-item``, ``div#comment-2310``), as opposed to the parts of a record
(``comment-body``, ``comment-author``) and the containers (``comments``,
``comment-list``).

This module finds those named records that no invariant section holds already, groups
them by their parent into sections (method ``"named"``) and leaves the decision to the
section classifier, like every other section. Replies are the named records inside a
record that have its tag and attribute names (the invariant path of a thread: a
WordPress ``li.comment`` inside ``ul.children`` of another ``li.comment``).

One pass over the page's block elements with a class or an id (picked from the page's
flat layout by their signatures, or by lxml's C iterator with a tag filter) and a
regular expression on the class/id of each: a few ms on a 5,000-node page.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

import numpy as np
from lxml import html as lxml_html

from comspider.records.dom import element_after, inside, normalise_ws, text_of
from comspider.records.flatten import FlatDom, flat_arrays
from comspider.records.model import Record, RecordSection
from comspider.sentences import has_sentence

METHOD = "named"

#: Elements that can be a comment record (not inline elements, links or buttons).
RECORD_TAGS = ("li", "div", "article", "section", "blockquote", "dd", "tr", "table")

_WORD = (
    r"(?:comment|kommentar|leserkommentar|usercomment|commentaire|comentario|comentário|"
    r"commento|komentarz|komentář|komentar|reactie|reaktion|posting|yorum)"
)
# Not "wrap", "container", "box", "block": those name the section as often as a record.
_SUFFIX = r"(?:item|entry|single|card|row|node|default|unit|element|post|thread|li)"
#: A class token or id that names one comment record (lowercased): the word alone, with an
#: id number (``comment-123``, ``li-comment-7``, ``comment_42``) or a record-ish suffix
#: (``comment-item``, ``commentEntry``), perhaps behind a short namespace prefix
#: (``isso-comment``, BEM's ``c-comment-card``).
RECORD_TOKEN = re.compile(
    rf"^(?:[a-z]{{1,7}}[-_])?{_WORD}(?:[-_]?\d[\w-]*|[-_]?{_SUFFIX}(?:[-_]?\d[\w-]*)?)?$"
)
_CONTROLS = ("textarea", "select", "input")
#: Shortest text of a record ("quel enfumage !" is 15 characters).
MIN_TEXT = 8
#: Longest text of a record: a "comment" element holding a whole article is not one.
MAX_TEXT = 20_000


#: Every spelling of ``_WORD`` holds one of these: a cheap test before the tokens.
_HINT = re.compile(r"omment|oment|eacti|eaktion|osting|yorum", re.I)


def _names(value: str) -> bool:
    """Does a class attribute (or an id) hold a token that names a comment record?"""
    if not _HINT.search(value):
        return False
    return any(RECORD_TOKEN.match(token) for token in value.lower().split())


def names_record(el: lxml_html.HtmlElement) -> bool:
    """Does the element's class or id name one comment record?"""
    ident = el.get("id")
    if ident and _names(ident):
        return True
    cls = el.get("class")
    return bool(cls) and _names(cls)


def named_elements(
    root: lxml_html.HtmlElement,
    skip: set[lxml_html.HtmlElement] | frozenset[lxml_html.HtmlElement] = frozenset(),
    flat: FlatDom | None = None,
) -> list[lxml_html.HtmlElement]:
    """The elements of ``RECORD_TAGS`` that name a comment record, in document order
    (class values repeat across a page: each is tested once), except those in ``skip``.
    ``flat``: ``root``'s ``FlatDom``, if there is one (see :func:`_flat_candidates`)."""
    out: list[lxml_html.HtmlElement] = []
    by_class: dict[str, bool] = {}
    candidates = _flat_candidates(root, flat) if flat is not None else None
    if candidates is not None:
        elements, with_id = candidates
        out.extend(
            el
            for el, has_id in zip(elements, with_id, strict=True)
            if el not in skip and _is_named(el, by_class, has_id)
        )
        return out
    out.extend(el for el in root.iter(*RECORD_TAGS) if el not in skip and _is_named(el, by_class, True))
    return out


def _is_named(el: lxml_html.HtmlElement, by_class: dict[str, bool], has_id: bool) -> bool:
    """Does the element's id or class name a comment? (``by_class``: the answers for
    class values seen already, filled in; ``has_id`` False: the element has no id.)"""
    if has_id:
        ident = el.get("id")
        if ident and (_names(ident) or _answers_to_its_number(el, ident)):
            return True
    cls = el.get("class")
    if not cls:
        return False
    hit = by_class.get(cls)
    if hit is None:
        hit = by_class[cls] = bool(_names(cls))
    return hit


#: The number of a record's id its own controls repeat ("88213" of ``li#88213`` in
#: ``#r88213`` and ``/denunciar/88213``): four digits at least, no year.
_ID_NUMBER = re.compile(r"(?<!\d)(\d{4,})(?!\d)")
_YEAR = re.compile(r"^(?:19|20)\d\d$")
#: Controls that act on the record by its number (reply, report, vote, its permalink): two
#: different ones at least, as a comment shows (a teaser's title link and "Read more" go
#: to one page).
OWN_CONTROLS = 2
#: Words of a control's label at most ("Responder", "Signaler un abus").
CONTROL_WORDS = 4
#: Links read in a record at most, looking for its controls.
CONTROL_LINKS = 40


def _answers_to_its_number(el: lxml_html.HtmlElement, ident: str) -> bool:
    """A record that names itself by what it offers rather than by a word: an id numbered
    as a comment system numbers its comments and at least two short controls whose targets
    carry that number (its reply, report, vote or permalink), in any language."""
    found = _ID_NUMBER.search(ident)
    if found is None or _YEAR.match(found.group(1)):
        return False
    number = re.compile(rf"(?<!\d){found.group(1)}(?!\d)")
    targets: set[str] = set()
    for k, control in enumerate(el.iter("a", "button")):
        if k >= CONTROL_LINKS:
            break
        target = " ".join(
            v for name, v in control.items() if name in ("href", "onclick") or name.startswith("data-")
        )
        if not number.search(target):
            continue
        label = (
            " ".join(control.text_content().split())
            or control.get("title")
            or control.get("aria-label")
            or ""
        )
        if label and len(label.split()) <= CONTROL_WORDS:
            targets.add(target)
            if len(targets) >= OWN_CONTROLS:
                return _one_record(el)
    return False


def _one_record(el: lxml_html.HtmlElement) -> bool:
    """No page part around records: no headline and no comment record inside (a CMS's
    article node, numbered too, whose share links carry its number)."""
    if next(el.iter("h1", "h2", "h3"), None) is not None:
        return False
    return not any(names_record(d) for d in el.iterdescendants(*RECORD_TAGS))


def _flat_candidates(
    root: lxml_html.HtmlElement, flat: FlatDom
) -> tuple[list[lxml_html.HtmlElement], list[bool]] | None:
    """The elements of ``RECORD_TAGS`` that have an id or a class, in document order,
    and whether each has an id, as the page's signatures tell (no element read: a
    third of the time of lxml's iterator on a big page); None when ``flat`` left such
    elements out (inside a script or an svg) or is not ``root``'s."""
    if flat.left_out_tags is None or not flat.left_out_tags.isdisjoint(RECORD_TAGS):
        return None
    if not flat.nodes or flat.nodes[0] is not root:
        return None
    names = flat.sig_names
    wanted = np.array([tag in RECORD_TAGS and ("id" in n or "class" in n) for tag, n in names], dtype=bool)
    has_id = np.array(["id" in n for _tag, n in names], dtype=bool)
    sig = flat_arrays(flat).sig
    at = np.flatnonzero(wanted[sig])
    return list(map(flat.nodes.__getitem__, at.tolist())), has_id[sig[at]].tolist()


def _has_controls(el: lxml_html.HtmlElement) -> bool:
    for control in el.iter(*_CONTROLS):
        if control.tag != "input" or (control.get("type") or "text").lower() not in ("hidden", "checkbox"):
            return True
    return False


def _signature(el: lxml_html.HtmlElement) -> tuple[str, frozenset[str]]:
    return el.tag, frozenset(el.keys())


def named_sections(
    root: lxml_html.HtmlElement,
    sections: list[RecordSection],
    *,
    snapshot: int = 0,
    flat: FlatDom | None = None,
) -> list[RecordSection]:
    """Sections of named comment records that none of ``sections`` holds (see module doc).

    A named record is skipped when it is a record of an existing section, or inside one
    of about its size (the same comment, or a reply in a thread the invariants found; not
    a page-layout "record" that holds the whole comment area), or when its parent is
    already a section's container. ``flat``: the page's ``FlatDom`` if there is one (for
    subtree sizes)."""
    taken: set[lxml_html.HtmlElement] = set()
    for s in sections:
        taken.update([r.node for r in s.records])
        for r in s.records:
            if r.extra:
                taken.update(r.extra)
    # Records of a section are never named records of their own: not even tested (a page
    # of 4,000 comments with ids like ``comment-4711`` would test each).
    named = named_elements(root, skip=taken, flat=flat)
    if not named:
        return []
    containers = {s.container for s in sections}
    named_set = set(named)
    named_taken: dict[lxml_html.HtmlElement, bool] = {}

    def is_named(el: lxml_html.HtmlElement) -> bool:
        # ``el in named_elements(root)``, for a skipped one
        if el in named_set:
            return True
        if el not in taken:
            return False
        hit = named_taken.get(el)
        if hit is None:
            hit = named_taken[el] = el.tag in RECORD_TAGS and names_record(el)
        return hit

    no_controls: dict[lxml_html.HtmlElement, bool] = {}

    def can_hold(el: lxml_html.HtmlElement) -> bool:
        # A named element holding the comment form is no record, and must not hide the
        # records inside it.
        ok = no_controls.get(el)
        if ok is None:
            ok = no_controls[el] = not _has_controls(el)
        return ok

    def size(el: lxml_html.HtmlElement) -> int:
        i = flat.index.get(el, -1) if flat is not None else -1
        if i >= 0:
            return flat.end[i] - i  # type: ignore[union-attr]
        return sum(1 for _ in el.iter())

    holds_record = _holder_test(sections, flat)

    # Outermost named records (no named ancestor that can hold them); the others are
    # kept with their outermost named ancestor, whose replies they may be.
    top: list[lxml_html.HtmlElement] = []
    inner: dict[lxml_html.HtmlElement, lxml_html.HtmlElement] = {}
    for el in named:
        anc = el.getparent()
        owner = None
        blocked = False
        while anc is not None:
            if is_named(anc):
                if can_hold(anc):
                    owner = anc
            elif anc in taken and size(anc) <= 3 * size(el) + 20:
                blocked = True
                break
            anc = anc.getparent()
        if blocked or not can_hold(el) or holds_record(el):
            # (a box around a record, between it and its section's container: the
            # avatar beside the column the invariants found; the same comment again)
            continue
        if not MIN_TEXT <= len(normalise_ws(text_of(el))) <= MAX_TEXT:
            continue
        if owner is None:
            top.append(el)
        else:
            inner[el] = owner
    # a comment's other parts, numbered with it, in the boxes after it: not records of their own
    parts = {el: _numbered_parts(el) for el in top}
    held = {d for found in parts.values() for box in found for d in box.iter()}
    top = [el for el in top if el not in held]
    groups: dict[lxml_html.HtmlElement, list[lxml_html.HtmlElement]] = {}
    joining: dict[lxml_html.HtmlElement, list[lxml_html.HtmlElement]] = {}
    for el in top:
        parent = el.getparent()
        if parent is None or parent.tag in ("body", "html"):
            continue
        if parent in containers:
            # A comment beside the records another template of the list found (a
            # comment among pingbacks): it joins that section.
            joining.setdefault(parent, []).append(el)
            continue
        groups.setdefault(parent, []).append(el)
    if joining:
        by_container = {s.container: s for s in sections}
        for parent, els in joining.items():
            section = by_container[parent]
            if {el.tag for el in els} <= {r.node.tag for r in section.records}:
                _join(section, [Record(node=el) for el in els if el not in taken])
    replies_of: dict[lxml_html.HtmlElement, list[lxml_html.HtmlElement]] = {}
    for el, outermost in inner.items():  # document order
        replies_of.setdefault(outermost, []).append(el)

    out: list[RecordSection] = []
    for parent, tops in groups.items():
        records: list[Record] = []
        for el in tops:
            base = len(records)
            records.append(Record(node=el, extra=parts[el]))
            sig = _signature(el)
            chain: list[tuple[lxml_html.HtmlElement, int]] = [(el, base)]  # open records
            for reply in replies_of.get(el, ()):  # document order
                if _signature(reply) != sig:
                    continue  # a part of the record (comment-body), not a reply
                while chain and not inside(reply, chain[-1][0]):
                    chain.pop()
                if not chain:
                    break
                _holder, index = chain[-1]
                records.append(Record(node=reply, parent=index, depth=records[index].depth + 1))
                chain.append((reply, len(records) - 1))
        if records:
            out.append(
                RecordSection(
                    container=parent,
                    records=records,
                    snapshot=snapshot,
                    method=METHOD,
                    invariants=[[] for _ in records],
                )
            )
    return out


#: A comment's number in an id ("comment176204"): three digits at least.
_NUMBER = re.compile(r"\d{3,}")
#: Sibling boxes one comment's parts may take.
MAX_PARTS = 3


def attach_numbered_parts(sections: list[RecordSection]) -> list[RecordSection]:
    """The records of every section given their numbered parts (:func:`_numbered_parts`)
    where they say no more than a byline (a name and a date: no sentence, at most
    :data:`HEADER_CHARS`) and have no parts of their own (a byline's table found without
    its text's table), and the sections left without the records those parts hold. A box
    that holds a record of a section (a comment's replies, numbered with it) is none."""
    nodes = {r.node for s in sections for r in s.records}
    held: set[lxml_html.HtmlElement] = set()
    for section in sections:
        for record in section.records:
            # the id and the box after the record first: reading a record's text is dearer,
            # most ids hold no number, and in most lists the next record follows at once
            if (
                record.extra
                or not _NUMBER.search(record.node.get("id") or "")
                or not _may_have_parts(record.node)
                or not _a_header(record.node)
            ):
                continue
            parts = [box for box in _numbered_parts(record.node) if not any(d in nodes for d in box.iter())]
            if parts:
                record.extra = parts
                held.update(d for box in parts for d in box.iter())
    if not held:
        return sections
    return [s for s in sections if not all(r.node in held for r in s.records)]


#: Longest text of a record read as a comment's header only (its name and date).
HEADER_CHARS = 120


def _a_header(el: lxml_html.HtmlElement) -> bool:
    """Whether a record says no more than a comment's header: a name and a date."""
    text = normalise_ws(text_of(el))
    return len(text) <= HEADER_CHARS and not has_sentence(text)


def _may_have_parts(el: lxml_html.HtmlElement) -> bool:
    """False where :func:`_numbered_parts` finds none before its first box: no element
    after the record, or one that names a record (the next comment)."""
    box = element_after(el)
    return box is not None and not names_record(box)


def _numbered_parts(el: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    """The sibling boxes after a record that hold its other parts: an old template
    writes one comment as a table of its name and date (``table#comment176204``) and a
    table after it of its text (``div#comment176204_show``) and reply links, each part
    named with the comment's number. Boxes up to the next named record, each holding an
    element whose id has the record's number."""
    number = _NUMBER.search(el.get("id") or "")
    if number is None:
        return []
    same = re.compile(rf"(?<!\d){number.group()}(?!\d)")
    out: list[lxml_html.HtmlElement] = []
    box = element_after(el)
    while box is not None and len(out) < MAX_PARTS and not names_record(box):
        if not any(same.search(d.get("id") or "") for d in box.iter() if isinstance(d.tag, str)):
            break
        out.append(box)
        box = element_after(box)
    return out


#: Characters a box may add around a record and still be that record (a badge, "¶").
BOX_TEXT = 20


def _holder_test(
    sections: list[RecordSection], flat: FlatDom | None
) -> Callable[[lxml_html.HtmlElement], bool]:
    """``holds(el)``: is ``el`` a box around one record of a section, inside that
    section's container, the record holding all its text but a few characters
    (django-comments-xtd's ``div.comment``: an avatar beside the column the invariants
    found)? Not a comment whose own parts or a small list of its own (the vote count and
    its spacer) repeat inside it: their container is inside the comment; nor a comment
    with its one reply as the record inside. The records inside ``el`` are
    found by the flat layout's ranges when ``flat`` has them (a bisection), else by
    walking ``el``."""
    container_of: dict[lxml_html.HtmlElement, lxml_html.HtmlElement] = {}
    for s in sections:
        for r in s.records:
            container_of.setdefault(r.node, s.container)
    starts: list[int] = []
    if flat is not None:
        starts = sorted(i for i in (flat.index.get(el, -1) for el in container_of) if i >= 0)
    by_flat = flat is not None and len(starts) == len(container_of)

    def inside(el: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
        i = flat.index.get(el, -1) if by_flat else -1  # type: ignore[union-attr]
        if i < 0:
            return [d for d in el.iterdescendants() if d in container_of]
        end = flat.end[i]  # type: ignore[union-attr]
        k = bisect.bisect_right(starts, i)
        out = []
        while k < len(starts) and starts[k] < end:
            out.append(flat.nodes[starts[k]])  # type: ignore[union-attr]
            k += 1
        return out

    def holds(el: lxml_html.HtmlElement) -> bool:
        held = inside(el)
        if not held:
            return False
        around = set(el.iterancestors())
        mine = set(held)
        # the outermost records inside (a reply inside its parent's column is the parent's)
        outer = [
            r for r in held if container_of[r] in around and not any(a in mine for a in r.iterancestors())
        ]
        if len(outer) != 1:
            return False
        # the box adds an avatar, a badge: hardly any text (not a comment of its own,
        # whose one reply is the record inside)
        own = len(normalise_ws(text_of(el)))
        return own - len(normalise_ws(text_of(outer[0]))) <= max(BOX_TEXT, own // 10)

    return holds


def _join(section: RecordSection, new: list[Record]) -> None:
    """Add top-level ``new`` records to ``section``, in document order (parents remapped)."""
    if not new:
        return
    old = section.records
    position = {el: i for i, el in enumerate(section.container.iter())}
    merged = sorted([*old, *new], key=lambda r: position.get(r.node, -1))
    index = {id(r): k for k, r in enumerate(merged)}
    parents = [old[r.parent] if r.parent is not None else None for r in old]
    for r, p in zip(old, parents, strict=True):
        r.parent = index[id(p)] if p is not None else None
    # a record inside a new one answers it (a comment with replies whose own template the
    # invariants missed: its replies had been given to the comment before it, or none)
    fresh = {r.node: index[id(r)] for r in new}
    for r in old:
        holder = next((fresh[a] for a in r.node.iterancestors() if a in fresh), None)
        if holder is not None and (r.parent is None or r.parent < holder):
            r.parent = holder
    for r in merged:
        r.depth = 0 if r.parent is None else merged[r.parent].depth + 1
    if len(section.invariants) == len(old):
        inv = {id(r): v for r, v in zip(old, section.invariants, strict=True)}
        section.invariants = [inv.get(id(r), []) for r in merged]
    section.records = merged


def in_document_order(root: lxml_html.HtmlElement, sections: list[RecordSection]) -> list[RecordSection]:
    """``sections`` sorted by the document position of their containers (stable)."""
    wanted = {s.container for s in sections}
    position: dict[lxml_html.HtmlElement, int] = {}
    for i, el in enumerate(root.iter()):
        if el in wanted:
            position[el] = i
            if len(position) == len(wanted):
                break
    return sorted(sections, key=lambda s: position.get(s.container, -1))
