"""Replies folded away after a reply continue its list; they do not answer it.

A reply list that shows its first reply and folds the rest ("3 more replies") holds
them in a box after that reply: ``div.replies > div.reply + a.more + div.folded >
div.reply``. The box sits one level deeper than the reply before it, so the climb
from deeper to shallower records (:func:`comspider.records.invariants.record_parents`)
makes them that reply's answers. Two things tell the fold from a reply's own answers
(``div.replies > div.reply + div.replies > div.reply``), in any language and whatever
the control says:

- the records in the box are of the reply's own kind, and the reply is an answer
  itself (a top-level comment's folded replies are its answers: they are another kind);
- the box is not of the kind of the list the reply sits in: a thread nests answers in
  boxes of one kind at every level (``div.children``, or ``replies depth-2`` after
  ``replies depth-1``: digits aside), while the fold is a box of its own.
"""

from __future__ import annotations

import re

from lxml import html as lxml_html

from comspider.records.flatten import FlatDom

_DIGITS = re.compile(r"\d+")


def _kind(el: lxml_html.HtmlElement) -> tuple[str, str]:
    """An element's tag and classes, digits aside (a level's number is no other kind)."""
    classes = sorted(_DIGITS.sub("", c) for c in (el.get("class") or "").split())
    return str(el.tag), " ".join(classes)


def continue_folded_replies(flat: FlatDom, records: list[int], parents: list[int]) -> list[int]:
    """``parents`` with each record of a folded box (module doc) answering what the reply
    before the box answers. Changes ``parents`` in place and returns it."""
    nodes, parent = flat.nodes, flat.parent
    record_set = set(records)
    for k, r in enumerate(records):
        p = parents[k]
        if p < 0 or parents[p] < 0:
            continue
        box, list_of_p = parent[r], parent[records[p]]
        if box < 0 or box in record_set or box == list_of_p or parent[box] != list_of_p:
            continue
        if _kind(nodes[r]) != _kind(nodes[records[p]]):
            continue
        if _kind(nodes[box]) == _kind(nodes[list_of_p]):
            continue
        parents[k] = parents[p]
    return parents
