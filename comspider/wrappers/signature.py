"""A page's template signature: its structure and its style, each as a fixed-size sketch,
and the similarity of two pages (Gowda and Mattmann, "Clustering web pages based on
structure and style similarity": a weighted mix of a tree similarity and the Jaccard
similarity of the pages' CSS class sets).

Structure: the paper's tree edit distance costs O(n^2) memory and more time per pair of
pages, too much to run on every page of a crawl. Its stand-in here is the pq-gram profile
(Augsten, Böhlen and Gamper, "The pq-gram distance between ordered labeled trees", which
approximates the tree edit distance): every element, with its parent above it (p = 2),
and each window of q = 3 consecutive children below it, is one gram. An element's label is
what the record extraction codes a node by (its tag and its sorted attribute names; values
vary per page). The grams are taken as a *set*: a page with 3 comments and one with 300
have the same grams in their comment section, which is the weakness of tree edit distance
the paper names (uneven numbers of repeated groups). Style: the set of class tokens, as in
the paper.

Each set is kept as a bottom-k sketch (the k smallest of its 53-bit hashes): a fixed size
whatever the page, from which the Jaccard similarity of two sets is estimated without the
sets (exact when a set has fewer than k members). Hashes are stable across processes and
machines (BLAKE2b of the labels), so sketches can be stored and shared.

Scripts, styles and templates are left out, and the inside of an ``svg`` or ``math``
element, as in the record extraction, and the formatting of user text (``USER_INLINE``,
``USER_BLOCKS``). The walk is iterative.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from lxml import html as lxml_html

from comspider.records.dom import IGNORED_TAGS, OPAQUE_TAGS

#: Sketch sizes: the standard error of an estimated Jaccard similarity J is about
#: sqrt(J (1 - J) / k), 0.03 at J = 0.5 for 256 grams.
STRUCTURE_K = 256
STYLE_K = 128
#: Elements read at most (a page of millions of unclosed tags is still one template).
MAX_ELEMENTS = 200_000

#: The formatting of user text (comment bodies, article paragraphs), which varies from
#: page to page of one template (a page with 300 comments holds more kinds of it than one
#: with 3), as the record extraction's shape codes see it: inline elements without
#: attributes are left out with their insides, text blocks without attributes are leaves.
#: Templates put attributes on their elements.
USER_INLINE = frozenset(
    {
        "b", "i", "u", "s", "em", "strong", "small", "big", "sup", "sub", "font", "span", "br", "wbr",
        "abbr", "mark", "q", "code", "tt", "strike", "del", "ins", "kbd", "var", "nobr",
    }
)  # fmt: skip
USER_BLOCKS = frozenset({"p", "blockquote", "pre"})
_MASK = (1 << 53) - 1  # exact in JSON readers that hold numbers as doubles
_PAD = 0x9E3779B97F4A7C15  # the label of the pq-grams' padding nodes
_LABELS: dict[object, int] = {}


def _stable(text: str) -> int:
    return int.from_bytes(hashlib.blake2b(text.encode("utf-8", "replace"), digest_size=8).digest(), "big")


def _label(el: lxml_html.HtmlElement) -> int:
    key = (el.tag, tuple(el.keys()))
    found = _LABELS.get(key)
    if found is None:
        if len(_LABELS) > 100_000:
            _LABELS.clear()
        found = _LABELS[key] = _stable(str(el.tag) + "[" + ",".join(sorted(key[1])) + "]")
    return found


def _token(token: str) -> int:
    found = _LABELS.get(token)
    if found is None:
        if len(_LABELS) > 100_000:
            _LABELS.clear()
        found = _LABELS[token] = _stable("." + token)
    return found


@dataclass(frozen=True, slots=True)
class PageSignature:
    """Bottom-k sketches (ascending hashes) of a page's pq-grams and of its class tokens;
    ``elements``: the elements read."""

    structure: tuple[int, ...]
    style: tuple[int, ...]
    elements: int = 0

    def to_dict(self) -> dict[str, list[int]]:
        return {"structure": list(self.structure), "style": list(self.style)}

    @classmethod
    def from_dict(cls, data: dict[str, Sequence[int]]) -> PageSignature:
        return cls(
            tuple(sorted(int(x) for x in data.get("structure", ()))),
            tuple(sorted(int(x) for x in data.get("style", ()))),
        )


def _mix(h: np.ndarray) -> np.ndarray:
    """splitmix64's finaliser: every output bit depends on every input bit."""
    h = h ^ (h >> np.uint64(30))
    h = h * np.uint64(0xBF58476D1CE4E5B9)
    h = h ^ (h >> np.uint64(27))
    h = h * np.uint64(0x94D049BB133111EB)
    return h ^ (h >> np.uint64(31))


def _bottom(values: np.ndarray, k: int) -> tuple[int, ...]:
    if values.size == 0:
        return ()
    unique = np.unique(values & np.uint64(_MASK))
    return tuple(int(x) for x in unique[:k].tolist())


def page_signature(
    root: lxml_html.HtmlElement, *, structure_k: int = STRUCTURE_K, style_k: int = STYLE_K
) -> PageSignature:
    """The signature of the page (or the subtree) under ``root``."""
    labels: list[int] = []
    parent: list[int] = []
    kids: list[list[int]] = []
    tokens: set[str] = set()
    stack: list[tuple[lxml_html.HtmlElement, int]] = [(root, -1)]
    while stack and len(labels) < MAX_ELEMENTS:
        el, up = stack.pop()
        tag = el.tag
        if not isinstance(tag, str) or tag in IGNORED_TAGS:
            continue
        bare = not len(el.attrib)
        if bare and tag in USER_INLINE:
            continue
        i = len(labels)
        labels.append(_label(el))
        parent.append(up)
        kids.append([])
        if up >= 0:
            kids[up].append(i)
        cls = el.get("class")
        if cls:
            tokens.update(cls.split())
        if tag not in OPAQUE_TAGS and not (bare and tag in USER_BLOCKS):
            stack.extend((child, i) for child in reversed(el))
    # pq-grams, p = 2, q = 3: (parent, node, three consecutive children), children padded
    # with two padding nodes on each side; a leaf has one gram of padding.
    cols: list[list[int]] = [[], [], [], [], []]
    for i, label in enumerate(labels):
        up = parent[i]
        above = labels[up] if up >= 0 else _PAD
        below = [_PAD, _PAD, *(labels[c] for c in kids[i]), _PAD, _PAD] if kids[i] else [_PAD, _PAD, _PAD]
        for j in range(len(below) - 2):
            cols[0].append(above)
            cols[1].append(label)
            cols[2].append(below[j])
            cols[3].append(below[j + 1])
            cols[4].append(below[j + 2])
    structure: tuple[int, ...] = ()
    if cols[0]:
        with np.errstate(over="ignore"):
            h = np.zeros(len(cols[0]), dtype=np.uint64)
            for col in cols:
                h = _mix(h * np.uint64(0x100000001B3) + np.array(col, dtype=np.uint64))
        structure = _bottom(h, structure_k)
    style: tuple[int, ...] = ()
    if tokens:
        with np.errstate(over="ignore"):
            style = _bottom(_mix(np.array([_token(t) for t in tokens], dtype=np.uint64)), style_k)
    return PageSignature(structure, style, len(labels))


def jaccard(a: Sequence[int], b: Sequence[int], k: int) -> float:
    """The Jaccard similarity of two sets estimated from their bottom-k sketches (exact
    when both sets are smaller than ``k``); two empty sets are alike (1.0)."""
    if not a and not b:
        return 1.0
    if not a or not b:
        return 0.0
    sa, sb = set(a), set(b)
    union = sorted(sa | sb)[:k]
    both = sum(1 for x in union if x in sa and x in sb)
    return both / len(union)


def structure_similarity(a: PageSignature, b: PageSignature) -> float:
    return jaccard(a.structure, b.structure, STRUCTURE_K)


def style_similarity(a: PageSignature, b: PageSignature) -> float:
    return jaccard(a.style, b.style, STYLE_K)


def similarity(a: PageSignature, b: PageSignature, structure_weight: float) -> float:
    """The paper's aggregate: ``kappa * structure + (1 - kappa) * style``."""
    kappa = min(1.0, max(0.0, structure_weight))
    value = 0.0
    if kappa > 0.0:
        value += kappa * structure_similarity(a, b)
    if kappa < 1.0:
        value += (1.0 - kappa) * style_similarity(a, b)
    return value
