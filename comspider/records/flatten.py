"""A DOM tree as flat arrays in document order, with each node's structure code.

``struct(x) = <x.tag, sorted attribute names of x, struct(x.children)>`` (ComCrawler,
section IV-C; attribute values are left out because ids and hrefs are unique per
element). Codes are hash-consed: equal structures get the same small integer, so the
code of a node stands for its whole subtree and the page becomes a sequence of integers
in which every occurrence of the same subtree is the same run of codes. Codes are
numbered in order of first appearance in a reverse pre-order sweep (children before
their parents, so a child's code is always smaller than its parent's).

Everything is computed without recursion, so 5,000-level pages are fine: one pass of
lxml's C-level document-order iterator collects the nodes, their parents and their
(tag, attribute names) signatures; the rest is numpy. Sizes come from pointer doubling
over "last child" links, and the structure classes from a polynomial hash of each
subtree's pre-order run of (signature, relative depth), which every subtree gets from
two prefix sums. The classes are then checked exactly (same signature and the same
classes of children, in order, at every node: by induction that is structural
equality), and in the never-expected case of a hash collision the codes are computed
again by a plain hash-consing sweep.
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass, field

import numpy as np
from lxml import etree
from lxml import html as lxml_html

from comspider.records.dom import IGNORED_TAGS, OPAQUE_TAGS
from comspider.records.indentation import indents


@dataclass(slots=True)
class FlatArrays:
    """The same layout as numpy int64 arrays, plus the child lists and one
    representative node per structure code (for the code sequences)."""

    parent: np.ndarray
    end: np.ndarray
    depth: np.ndarray
    sig: np.ndarray
    code: np.ndarray
    children: np.ndarray  # every non-root node, grouped by parent, in document order
    child_start: np.ndarray  # children of p: children[child_start[p]:child_start[p + 1]]
    code_rep: np.ndarray  # code_rep[c]: the last node (in document order) with code c
    prev_sibling: np.ndarray


@dataclass(slots=True)
class FlatDom:
    """Pre-order arrays; node ``i``'s subtree is ``range(i, end[i])``."""

    nodes: list[lxml_html.HtmlElement]
    parent: list[int]  # -1 for the root
    end: list[int]  # exclusive end of the subtree
    depth: list[int]
    sig: list[int]  # code of (tag, sorted attribute names)
    index: dict[lxml_html.HtmlElement, int]
    sig_names: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    arrays: FlatArrays | None = None
    # Tags of the elements left out inside ignored and opaque elements (None: not known):
    # with none of a kind of element left out, the nodes are every element of that kind.
    left_out_tags: set[str] | None = None
    # ``prev_sibling`` and ``code`` as lists, made from the arrays when first asked for:
    # most pages need neither (50,000 ints each to build and free on a big page).
    lazy: dict[str, list[int]] = field(default_factory=dict)

    @property
    def prev_sibling(self) -> list[int]:
        """Previous sibling of each node, -1 for a first child."""
        return self._lazy_list("prev_sibling")

    @property
    def code(self) -> list[int]:
        """Structure code of each node's whole subtree."""
        return self._lazy_list("code")

    def _lazy_list(self, name: str) -> list[int]:
        got = self.lazy.get(name)
        if got is None:
            got = self.lazy[name] = getattr(flat_arrays(self), name).tolist()
        return got

    def __len__(self) -> int:
        return len(self.nodes)

    def size(self, i: int) -> int:
        return self.end[i] - i

    def contains(self, ancestor: int, node: int) -> bool:
        return ancestor <= node < self.end[ancestor]


def flatten(root: lxml_html.HtmlElement) -> FlatDom:
    """Lay out ``root``'s element subtree (ignored tags left out, opaque tags as leaves)."""
    parent = array("q", [-1])
    sig = array("q", [0])
    sig_names: list[tuple[str, tuple[str, ...]]] = []
    sig_codes: dict[tuple[str, tuple[str, ...]], int] = {}
    # (tag, attribute names as lxml lists them) -> signature code
    sig_cache: dict[object, int] = {}
    # Element -> pre-order index, in document order (it gives the node list). Opaque
    # elements are entered as -1 until the end, so that their inside is skipped.
    index: dict[lxml_html.HtmlElement, int] = {root: 0}
    opaque: list[int] = []
    left_out: set[str] = set()

    def new_sig(tag: str, names: list[str]) -> int:
        key = (tag, tuple(sorted(names)))
        s = sig_codes.get(key)
        if s is None:
            s = sig_codes[key] = len(sig_names)
            sig_names.append(key)
        return s

    tag = root.tag
    names = root.keys()
    sig[0] = sig_cache[(tag, *names) if names else tag] = new_sig(tag, names)
    if tag in OPAQUE_TAGS:
        index[root] = -1
        opaque.append(0)
    add_parent, add_sig = parent.append, sig.append
    index_get, sig_get, leave_out = index.get, sig_cache.get, left_out.add
    ignored, special = IGNORED_TAGS, IGNORED_TAGS | OPAQUE_TAGS
    elements = root.iter(etree.Element)
    next(elements)  # the root
    i = 1  # the next node's index (``len(index)``)
    for el in elements:
        pi = index_get(el.getparent(), -1)
        if pi < 0:
            leave_out(el.tag)  # inside an ignored or opaque element
            continue
        tag = el.tag
        if tag in special:
            if tag in ignored:
                leave_out(tag)
                continue
            opaque.append(i)
            index[el] = -1
        else:
            index[el] = i
        i += 1
        add_parent(pi)
        names = el.keys()
        if "style" in names and len(names) > 1 and indents(el.get("style")):
            # A reply indented by its own margin is the same record as the comment it
            # answers: that style is the instance's place in the thread, not the template.
            names = [n for n in names if n != "style"]
        key = (tag, *names) if names else tag
        s = sig_get(key)
        if s is None:
            s = sig_cache[key] = new_sig(tag, names)
        add_sig(s)
    nodes = list(index)
    for i in opaque:
        index[nodes[i]] = i

    par = np.frombuffer(parent, dtype=np.int64)
    sg = np.frombuffer(sig, dtype=np.int64)
    arrays = _layout(par, sg)
    return FlatDom(
        nodes=nodes,
        parent=par.tolist(),
        end=arrays.end.tolist(),
        depth=arrays.depth.tolist(),
        sig=sig.tolist(),
        index=index,
        sig_names=sig_names,
        arrays=arrays,
        left_out_tags=left_out,
    )


def flat_arrays(flat: FlatDom) -> FlatArrays:
    """``flat.arrays``, worked out from the lists if it was built without them."""
    if flat.arrays is None:
        flat.arrays = _layout(np.array(flat.parent, dtype=np.int64), np.array(flat.sig, dtype=np.int64))
    return flat.arrays


def _layout(par: np.ndarray, sg: np.ndarray) -> FlatArrays:
    """Sizes, depths, child lists, previous siblings and codes from parents and signatures."""
    n = int(par.size)
    ids = np.arange(n, dtype=np.int64)
    # Children grouped by parent, in document order.
    children = np.argsort(par[1:], kind="stable") + 1
    n_children = np.bincount(par[1:], minlength=n)
    child_start = np.zeros(n + 1, dtype=np.int64)
    np.cumsum(n_children, out=child_start[1:])
    # Last node of every subtree: follow "last child" links down to a leaf, by doubling.
    last = ids.copy()
    has_kids = n_children > 0
    last[has_kids] = children[child_start[1:][has_kids] - 1]
    while True:
        nxt = last[last]
        if np.array_equal(nxt, last):
            break
        last = nxt
    end = last + 1
    # depth[i] = i - (subtrees closed before i)
    closed = np.cumsum(np.bincount(end, minlength=n + 1))
    depth = ids - closed[:n]
    prev = np.full(n, -1, dtype=np.int64)
    if n > 2:
        same = par[children[1:]] == par[children[:-1]]
        prev[children[1:][same]] = children[:-1][same]
    code, code_rep = _codes(sg, par, end, depth, children, child_start, n_children)
    if code is None:
        code, code_rep = _codes_by_sweep(sg, par)
    return FlatArrays(
        parent=par,
        end=end,
        depth=depth,
        sig=sg,
        code=code,
        children=children,
        child_start=child_start,
        code_rep=code_rep,
        prev_sibling=prev,
    )


_BASE = 0x9E3779B97F4A7C15  # odd, so invertible modulo 2**64
_BASE_INV = pow(_BASE, -1, 1 << 64)
_SIG_MUL = 0xBF58476D1CE4E5B9
_DEPTH_MUL = 0x94D049BB133111EB
_OFFSET = 0x2545F4914F6CDD1D


def _powers(base: int, n: int) -> np.ndarray:
    p = np.full(n, base, dtype=np.uint64)
    p[0] = 1
    return np.cumprod(p)  # wraps modulo 2**64


def _codes(
    sig: np.ndarray,
    parent: np.ndarray,
    end: np.ndarray,
    depth: np.ndarray,
    children: np.ndarray,
    child_start: np.ndarray,
    n_children: np.ndarray,
) -> tuple[np.ndarray | None, np.ndarray]:
    """Structure codes from subtree hashes, checked exactly; (None, _) on a collision."""
    n = int(sig.size)
    with np.errstate(over="ignore"):
        usig = sig.astype(np.uint64)
        udepth = depth.astype(np.uint64)
        pw = _powers(_BASE, n)
        # Subtree i is the run i..end[i]-1 of (sig, depth - depth[i]);
        # hash(i) = sum_k (SIG*sig[k] + DEPTH*(depth[k] - depth[i]) + OFF) * BASE**(k - i).
        w = (usig * np.uint64(_SIG_MUL) + udepth * np.uint64(_DEPTH_MUL) + np.uint64(_OFFSET)) * pw
        s = np.zeros(n + 1, dtype=np.uint64)
        np.cumsum(w, out=s[1:])
        q = np.zeros(n + 1, dtype=np.uint64)
        np.cumsum(pw, out=q[1:])
        h = (s[end] - s[:n]) - udepth * np.uint64(_DEPTH_MUL) * (q[end] - q[:n])
        h *= _powers(_BASE_INV, n)
    # Classes numbered by first appearance in reverse document order. (What
    # ``np.unique(..., return_index=True, return_inverse=True)`` gives, a third of its
    # time: its stable sort is a merge sort, numpy's default sort is vectorised, and
    # only the first place of each class is needed.)
    h_rev = h[::-1]
    by_hash = np.argsort(h_rev)
    sorted_h = h_rev[by_hash]
    new = np.empty(n, dtype=bool)
    new[0] = True
    np.not_equal(sorted_h[1:], sorted_h[:-1], out=new[1:])
    first_rev = np.minimum.reduceat(by_hash, np.flatnonzero(new))
    inv_rev = np.empty(n, dtype=np.int64)
    inv_rev[by_hash] = np.cumsum(new) - 1
    order = np.argsort(first_rev)
    number = np.empty(order.size, dtype=np.int64)
    number[order] = np.arange(order.size, dtype=np.int64)
    code = number[inv_rev][::-1].copy()
    code_rep = (n - 1) - first_rev[order]
    # Exact check: every node has its representative's signature and children classes.
    rep = code_rep[code]
    if not (np.array_equal(sig[rep], sig) and np.array_equal(n_children[rep], n_children)):
        return None, code_rep
    if n > 1:
        kid_parent = parent[children]
        rank = np.arange(n - 1, dtype=np.int64) - child_start[kid_parent]
        twin = children[child_start[rep[kid_parent]] + rank]
        if not np.array_equal(code[twin], code[children]):
            return None, code_rep
    return code, code_rep


def _codes_by_sweep(sig: np.ndarray, parent: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Plain hash-consing, children before parents (the reference definition)."""
    n = int(sig.size)
    sig_l = sig.tolist()
    parent_l = parent.tolist()
    code = [0] * n
    child_codes: list[list[int] | None] = [None] * n
    codes: dict[tuple[int, tuple[int, ...]], int] = {}
    rep: list[int] = []
    for i in range(n - 1, -1, -1):
        kids = child_codes[i]
        key = (sig_l[i], tuple(kids) if kids else ())
        c = codes.get(key)
        if c is None:
            c = codes[key] = len(codes)
            rep.append(i)
        code[i] = c
        p = parent_l[i]
        if p >= 0:
            pk = child_codes[p]
            if pk is None:
                child_codes[p] = [c]
            else:
                pk.append(c)
        child_codes[i] = None
    return np.array(code, dtype=np.int64), np.array(rep, dtype=np.int64)
