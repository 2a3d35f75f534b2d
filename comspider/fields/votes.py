"""A comment's likes and dislikes: a number inside (or next to) a like/vote control, in
the slot most sampled records have one, learnt once per section and read in each record
as it comes."""

from __future__ import annotations

import re
from collections import Counter

from lxml import html as lxml_html

from comspider.fields.choice import CountOf
from comspider.fields.record_view import (
    Piece,
    RecordView,
    ancestor_hints,
    at_slot,
    hint_text,
    slot_key,
)
from comspider.records.dom import normalise_ws, text_content

_LIKE_HINT = re.compile(
    r"like|vote|upvote|thumb|score|point|karma|rating|heart|reaction|favou?rite|recommend|"
    r"helpful|plus|gef[äa]llt|positive|\bup\b|applause|clap|kudos|empfehl|j'aime|me gusta|"
    r"mi piace|лайк|нрав",
    re.I,
)


_DISLIKE_HINT = re.compile(
    r"dislike|down|minus|negative|thumbs?-?o?-?down|contra|unlike|nicht hilfreich", re.I
)


_NUMBER = re.compile(r"^\s*[+\-−]?(\d{1,3}(?:[.,\s]\d{3})+|\d+(?:[.,]\d+)?)\s*([kKmM]|tsd\.?|mio\.?)?\s*$")


_NUMBER_WITH_WORD = re.compile(
    r"^\s*[+]?(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)\s*([kKmM])?\s+"
    r"(\w+(?:\s\w+)?)\s*$",
    re.U,
)


# "Like (4)", "أعجبني (4)", "Gefällt mir: 3": a label, then the count in brackets or after a colon.
_WORD_WITH_NUMBER = re.compile(
    r"^\s*([^\W\d_]+(?:\s[^\W\d_]+){0,2})\s*(?:\(\s*(\d{1,9})\s*\)|\[\s*(\d{1,9})\s*\]"
    r"|:\s*(\d{1,9}))\s*$",
    re.U,
)


_LIKE_ATTRS = ("data-like-count", "data-likes", "data-count", "data-votes", "data-score", "data-upvotes")


_DISLIKE_ATTRS = ("data-dislike-count", "data-dislikes", "data-downvotes", "data-count")


_COUNT_SLOT_ENDS = (*_LIKE_ATTRS, *_DISLIKE_ATTRS, "aria")  # how a count's attribute slot ends


def parse_count(text: str) -> int | None:
    """'12', '1.2k', '1,234', '+3', '12 likes', '1 Person' -> int."""
    m = _NUMBER.match(text) or _NUMBER_WITH_WORD.match(text)
    if not m:
        w = _WORD_WITH_NUMBER.match(text)
        return int(w.group(2) or w.group(3) or w.group(4)) if w else None
    number, suffix = m.group(1), (m.group(2) or "").lower()
    if suffix:
        value = float(number.replace(",", "."))
        mult = 1000 if suffix.startswith(("k", "tsd")) else 1_000_000
        return round(value * mult)
    digits = re.sub(r"[.,\s]", "", number)
    return int(digits) if digits.isdigit() and len(digits) <= 9 else None


_Count = tuple[str, int, lxml_html.HtmlElement | None, Piece | None]


def _count_candidates(view: RecordView, node: lxml_html.HtmlElement, dislikes: bool) -> list[_Count]:
    """(slot, count, element, piece) of every like (or dislike) count of one record."""
    want, other = (_DISLIKE_HINT, None) if dislikes else (_LIKE_HINT, _DISLIKE_HINT)
    cands: list[_Count] = []
    for key, el in view.order:
        hints = hint_text(el)
        if other is not None and other.search(hints):
            continue
        for attr in _DISLIKE_ATTRS if dislikes else _LIKE_ATTRS:
            value = el.get(attr)
            if value is not None and (attr != "data-count" or want.search(hints)):
                n = parse_count(value)
                if n is not None:
                    cands.append(("@" + "/".join(key) + attr, n, el, None))
                    break
        label = el.get("aria-label") or ""
        if label and want.search(label) and (other is None or not other.search(label)):
            n = parse_count(label)
            if n is not None:
                cands.append(("@" + "/".join(key) + "aria", n, el, None))
    for piece in view.pieces:
        if not any(c.isdigit() for c in piece.text):
            continue
        n = parse_count(piece.text)
        if n is None:
            continue
        m = _NUMBER_WITH_WORD.match(piece.text)
        w = None if m else _WORD_WITH_NUMBER.match(piece.text)
        word = m.group(3) if m else (w.group(1) if w else "")
        context = ancestor_hints(piece.owner, node, 3) + " " + word
        # The control's icon: the element before the number.
        prev = piece.el if piece.tail else piece.owner.getprevious()
        if prev is not None and isinstance(prev.tag, str):
            context += " " + hint_text(prev) + " " + normalise_ws(text_content(prev))[:20]
        if want.search(context) and (other is None or not other.search(context)):
            cands.append(("/".join(piece.key), n, None, piece))
    return cands


def _count_at(view: RecordView, slot: str) -> _Count | None:
    """The count in ``slot`` of one record, found without scanning the record."""
    if slot.startswith("@"):
        for attr in _COUNT_SLOT_ENDS:
            if slot.endswith(attr):
                el = view.elements.get(slot_key(slot[1 : -len(attr)]))
                if el is None:
                    return None
                n = parse_count(el.get("aria-label" if attr == "aria" else attr) or "")
                return (slot, n, el, None) if n is not None else None
        return None
    for piece in at_slot(view, slot):
        n = parse_count(piece.text)
        return (slot, n, None, piece) if n is not None else None
    return None


def learn_count_slot(
    views: list[RecordView], nodes: list[lxml_html.HtmlElement], dislikes: bool
) -> str | None:
    """The slot the most of the sampled records ``views`` (with their ``nodes``) have a
    like (or dislike) count in, or None when they have none."""
    votes: Counter[str] = Counter()
    for view, node in zip(views, nodes, strict=True):
        for slot in dict.fromkeys(c[0] for c in _count_candidates(view, node, dislikes)):
            votes[slot] += 1
    if not votes:
        return None
    return max(votes, key=lambda s: votes[s])


def read_count(
    view: RecordView,
    node: lxml_html.HtmlElement,
    slot: str | None,
    dislikes: bool,
    taken: Piece | None = None,
) -> CountOf | None:
    """One record's likes (or dislikes): at the learnt ``slot``, else the record is
    scanned. ``taken``: the record's piece read as its likes already, no dislikes."""
    if slot is None:
        return None
    pick = _count_at(view, slot)
    if pick is None:
        cands = _count_candidates(view, node, dislikes)
        pick = cands[0] if cands else None
    if pick is None or (taken is not None and pick[3] is taken):
        return None
    return (pick[1], pick[2], pick[3])
