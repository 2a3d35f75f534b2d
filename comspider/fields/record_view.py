"""A record's text pieces and elements, each placed by its path from the record.

A path step is an element's signature (tag + sorted attribute names) and its position
among the siblings with the same signature, so the same template slot has the same path
in every record of a section; the slots the fields are learnt from are these paths
joined by "/". The walk is iterative: records of any depth are fine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache

from lxml import html as lxml_html

from comspider.records.dom import BLOCK_TAGS, IGNORED_TAGS, OPAQUE_TAGS
from comspider.records.model import Record

Key = tuple[str, ...]


#: Controls and their groups: a form's parts, and a fieldset (a forum post's attachments
#: under "Attached files", a poll's options) that a reader's words never are.
NOT_CONTENT = frozenset(
    {"button", "form", "fieldset", "select", "option", "textarea", "input", "label", "nav", "menu"}
)

#: Of those, the ones a record may be itself (a vote's form around each comment, a thread
#: of nested fieldsets): then they hold its text.
_RECORD_BOXES = frozenset({"form", "fieldset"})


@dataclass(slots=True)
class Piece:
    el: lxml_html.HtmlElement  # the element the text hangs on
    tail: bool  # True: el.tail; False: el.text
    key: Key  # path of the owner element (el, or el's parent for a tail)
    text: str  # whitespace-normalised
    owner: lxml_html.HtmlElement
    in_control: bool  # inside a button/form/nav...
    in_invariant: bool = False  # inside an invariant subtree (template slot)


@dataclass(slots=True)
class RecordView:
    pieces: list[Piece] = field(default_factory=list)
    # Path -> element, in the order the walk lists them (each parent's children when it
    # is entered); keys are unique, so this is also the order of the elements.
    elements: dict[Key, lxml_html.HtmlElement] = field(default_factory=dict)
    # Reading-order tokens for text assembly: a Piece, or a Key standing for a block break.
    tokens: list[Piece | Key] = field(default_factory=list)
    holds_nested: set[Key] = field(default_factory=set)  # elements around nested records
    run: bool = False  # the record is a run of sibling nodes (its roots are its parts)

    @property
    def order(self) -> list[tuple[Key, lxml_html.HtmlElement]]:
        """(path, element) of every element, in ``elements``' order: only the records
        whose slots are learnt (or not found) read it, so it is not kept per record."""
        return list(self.elements.items())


_SIGS: dict[tuple[str, tuple[str, ...]], str] = {}
#: Attributes that say how an element looks or whether it shows, not what it is.
_STATES = frozenset({"style", "hidden"})


def signature(el: lxml_html.HtmlElement) -> str:
    """The element's step in a slot: its tag and attribute names, but an inline ``style``
    (a reply's indent, ``padding-left:42px``, on one record's cell moves no slot) and
    ``hidden`` (a state a script toggles: a low-rated comment's text folded under a notice
    is in the slot the others' texts are)."""
    names = el.keys()
    if not names:
        return el.tag
    key = (el.tag, tuple(names))
    found = _SIGS.get(key)
    if found is None:
        if len(_SIGS) > 50_000:
            _SIGS.clear()
        kept = sorted(n for n in names if n not in _STATES)
        found = _SIGS[key] = el.tag + "[" + ",".join(kept) + "]" if kept else el.tag
    return found


def _run_step(root: lxml_html.HtmlElement) -> str:
    """A run's part as a path's step: its signature without an inline style or a class
    (the blogger's own answer, ``dt.me`` + ``dd.me`` among bare ``dt`` + ``dd``, is in
    the slots the others' are)."""
    if not _RUN_PRESENTATION.intersection(root.attrib):
        return signature(root)
    names = sorted(n for n in root.attrib if n not in _RUN_PRESENTATION)
    return root.tag + "[" + ",".join(names) + "]" if names else str(root.tag)


_RUN_PRESENTATION = _STATES | {"class"}


def record_view(
    roots: list[lxml_html.HtmlElement],
    skip: set[lxml_html.HtmlElement],
    invariants: set[lxml_html.HtmlElement] | None = None,
    dropped: set[lxml_html.HtmlElement] | None = None,
) -> RecordView:
    """Text pieces and elements of one record (its node and extra sibling nodes, in
    document order), the elements in ``skip`` (the other records) left out (hidden parts
    stay: a collapsed "read more" holds the comment's own text), and those in ``dropped``
    (another comment's words quoted in it: :mod:`.quote_boxes`) left out without taking a
    place among their siblings, so that the slots after them keep their paths. A record of several sibling nodes (a run) owns the text between and after
    them: their tails. Iterative."""
    view = RecordView(run=len(roots) > 1)
    inv = invariants or set()
    gone = dropped or set()
    root_set = set(roots)
    # The roots whose tails are not the record's (a single element's tail is outside it).
    outside = root_set if len(roots) == 1 else set()
    # (element, key, closing, inside a control, inside an invariant) -- the flags are the
    # parent's for an opening entry and for the tail of a closing one.
    stack: list[tuple[lxml_html.HtmlElement, Key, bool, bool, bool]] = []
    seen: dict[str, int] = {}
    root_entries = []
    for root in roots:
        # A record's own attributes name the record (a reply's extra class, the author's
        # answer), not a slot in it: one root's key is its tag, so the records that differ
        # in them share their slots. The roots of a run keep their attributes' names (they
        # tell the parts apart), but for an inline style (a reply's parts carry a margin).
        s = _run_step(root) if len(roots) > 1 else root.tag
        k = seen.get(s, 0)
        seen[s] = k + 1
        key: Key = (f"{s}#{k}",)
        view.elements[key] = root
        root_entries.append((root, key, False, False, root in inv))
    stack.extend(reversed(root_entries))
    pieces, tokens = view.pieces, view.tokens
    add_piece, add_token = pieces.append, tokens.append
    elements = view.elements
    push, pop = stack.append, stack.pop
    while stack:
        el, key, closing, ctrl, in_inv = pop()
        if closing:
            if el.tag in BLOCK_TAGS:
                add_token(key)
            tail = el.tail
            if tail and el not in outside and not tail.isspace():
                piece = Piece(el, True, key[:-1], " ".join(tail.split()), el.getparent(), ctrl, in_inv)
                add_piece(piece)
                add_token(piece)
            continue
        tag = el.tag
        if el not in root_set and (
            tag.__class__ is not str or tag in IGNORED_TAGS or el in skip or el in gone
        ):
            tail = el.tail
            if tail and not tail.isspace():
                piece = Piece(el, True, key[:-1], " ".join(tail.split()), el.getparent(), ctrl, in_inv)
                add_piece(piece)
                add_token(piece)
            if el in gone:
                add_token(key[:-1])
            elif el in skip:
                add_token(key[:-1])  # a nested record breaks the text
                for j in range(1, len(key)):
                    view.holds_nested.add(key[:j])
            continue
        # a record that is a form (a vote's buttons around each comment) holds its text
        here_ctrl = ctrl or (tag in NOT_CONTENT and not (tag in _RECORD_BOXES and el in root_set))
        here_inv = in_inv or (el in inv if inv else False)
        if tag in BLOCK_TAGS:
            add_token(key)
        text = el.text
        if text and not text.isspace() and tag not in OPAQUE_TAGS:
            piece = Piece(el, False, key, " ".join(text.split()), el, here_ctrl, here_inv)
            add_piece(piece)
            add_token(piece)
        push((el, key, True, ctrl, in_inv))
        if tag in OPAQUE_TAGS or not len(el):
            continue
        counts: dict[str, int] = {}
        children = []
        for child in el:
            ctag = child.tag
            if ctag.__class__ is str and child in gone:
                ckey = (*key, "#")  # no place among the siblings: the slots after it keep theirs
            elif ctag.__class__ is str:
                sig = signature(child)
                k = counts.get(sig, 0)
                counts[sig] = k + 1
                ckey = (*key, f"{sig}#{k}")
                if ctag not in IGNORED_TAGS and child not in skip:
                    elements[ckey] = child
            else:
                ckey = (*key, "#")
            children.append((child, ckey, False, here_ctrl, here_inv))
        children.reverse()
        stack.extend(children)
    return view


def hint_text(el: lxml_html.HtmlElement) -> str:
    """Attribute values that describe an element's role (class, id, itemprop...)."""
    parts = []
    for name, value in el.items():
        if name in (
            "class",
            "id",
            "itemprop",
            "rel",
            "data-testid",
            "aria-label",
            "role",
            "title",
        ) or name.startswith("data-"):
            parts.append(name if name.startswith("data-") else "")
            parts.append(value)
    return " ".join(parts)


def ancestor_hints(el: lxml_html.HtmlElement, stop: lxml_html.HtmlElement, levels: int = 3) -> str:
    parts = []
    cur = el
    for _ in range(levels):
        if cur is None or (cur is stop and cur is not el):
            break  # the record's own classes ("comment byuser") describe the record
        parts.append(hint_text(cur))
        cur = cur.getparent()
    return " ".join(parts)


def loose_slot(slot: str) -> str:
    """A slot without sibling positions: matches when optional siblings shift them."""
    return re.sub(r"#\d+", "", slot)


def roots_of(rec: Record) -> list[lxml_html.HtmlElement]:
    if not rec.extra:
        return [rec.node]
    parent = rec.node.getparent()
    nodes = [rec.node, *rec.extra]
    if parent is None:
        return nodes
    return sorted(nodes, key=parent.index)


@lru_cache(maxsize=1024)  # one learnt slot, read in every record
def slot_key(slot: str) -> Key:
    """The steps of a slot string (the ``"/".join`` of a piece's key)."""
    return tuple(slot.split("/"))


def at_slot(view: RecordView, slot: str) -> list[Piece]:
    """The pieces of a record whose ``"/".join(piece.key) == slot``, without a string
    built for every piece of every record: the key tuples compare. A key a step of which
    holds a "/" (a namespaced tag such as ``{http://www.w3.org/1999/xhtml}div``) joins to
    more steps than it has, so only a key shorter than the slot's steps is joined (and
    most of those are turned down by their last step)."""
    path = slot_key(slot)
    steps = len(path)
    return [
        p
        for p in view.pieces
        if p.key == path
        or (len(p.key) < steps and (not p.key or slot.endswith(p.key[-1])) and "/".join(p.key) == slot)
    ]


def slot_of(piece: Piece) -> str:
    return "/".join(piece.key) + ("~" if piece.tail else "")


def ancestors(el: lxml_html.HtmlElement, levels: int) -> list[lxml_html.HtmlElement]:
    out = []
    cur = el.getparent()
    for _ in range(levels):
        if cur is None:
            break
        out.append(cur)
        cur = cur.getparent()
    return out
