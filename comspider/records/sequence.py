"""The code sequences patterns are mined from.

- ``exact_sequence``: the paper's: every node, coded by its exact structure.
- ``shape_sequence``: the same with user-content formatting factored out, so that
  records of small templates whose only variable part is the comment text still repeat:
  attribute-less inline formatting (``b``, ``i``, ``br``, ``span``...) is left out,
  attribute-less text blocks (``p``, ``blockquote``, ``pre``) are leaves, and a run of
  identical such leaves counts once. Template elements carry attributes (classes), user
  formatting rarely does, which is what makes the distinction work.

A ``Sequence`` has the arrays pattern mining needs (in its own index space) and the map
back to the ``FlatDom`` indices. In both, the run of codes of a subtree is determined by
the code of its root, which is what maps repeated substrings back to subtrees.
"""

from __future__ import annotations

import numpy as np

from comspider.records.flatten import FlatDom, flat_arrays

INLINE_FORMATTING = frozenset(
    {
        "b",
        "i",
        "u",
        "s",
        "em",
        "strong",
        "small",
        "big",
        "sup",
        "sub",
        "font",
        "span",
        "br",
        "wbr",
        "abbr",
        "mark",
        "q",
        "code",
        "tt",
        "strike",
        "del",
        "ins",
        "kbd",
        "var",
        "nobr",
    }
)
TEXT_BLOCKS = frozenset({"p", "blockquote", "pre"})


class Sequence:
    """Each field as a list or an int64 array (or both): pattern mining works on the
    arrays and needs the lists only now and then, so a list is made on first use (the
    shape sequence of a 50,000-node page would otherwise build five lists of ints)."""

    __slots__ = ("_arrays", "_lists", "name")

    def __init__(
        self,
        code: list[int] | None = None,
        end: list[int] | None = None,
        parent: list[int] | None = None,
        prev_sibling: list[int] | None = None,
        node: list[int] | None = None,
        name: str = "exact",
        code_array: np.ndarray | None = None,
        end_array: np.ndarray | None = None,
        parent_array: np.ndarray | None = None,
        prev_sibling_arr: np.ndarray | None = None,
        node_arr: np.ndarray | None = None,
    ) -> None:
        # code: structure code; end: exclusive end of each subtree (sequence indices);
        # parent: sequence index of the parent, -1 at the root; prev_sibling: sequence
        # index of the previous sibling or -1; node: sequence index -> FlatDom index
        self._lists: dict[str, list[int] | None] = {
            "code": code,
            "end": end,
            "parent": parent,
            "prev_sibling": prev_sibling,
            "node": node,
        }
        self._arrays: dict[str, np.ndarray | None] = {
            "code": code_array,
            "end": end_array,
            "parent": parent_array,
            "prev_sibling": prev_sibling_arr,
            "node": node_arr,
        }
        self.name = name

    def _list(self, field: str) -> list[int]:
        out = self._lists[field]
        if out is None:
            arr = self._arrays[field]
            out = self._lists[field] = arr.tolist() if arr is not None else []
        return out

    def _array(self, field: str) -> np.ndarray:
        out = self._arrays[field]
        if out is None:
            out = self._arrays[field] = np.array(self._lists[field] or [], dtype=np.int64)
        return out

    @property
    def code(self) -> list[int]:
        return self._list("code")

    @property
    def end(self) -> list[int]:
        return self._list("end")

    @property
    def parent(self) -> list[int]:
        return self._list("parent")

    @property
    def prev_sibling(self) -> list[int]:
        return self._list("prev_sibling")

    @property
    def node(self) -> list[int]:
        return self._list("node")

    def __len__(self) -> int:
        have = self._lists["code"]
        return len(have) if have is not None else int(self._array("code").size)

    def arrays(self) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """(code, end, parent) as int64 arrays."""
        return self._array("code"), self._array("end"), self._array("parent")

    def prev_sibling_array(self) -> np.ndarray:
        return self._array("prev_sibling")

    @property
    def node_array(self) -> np.ndarray:
        return self._array("node")


def exact_sequence(flat: FlatDom) -> Sequence:
    n = len(flat)
    arrays = flat_arrays(flat)
    return Sequence(
        end=flat.end,
        parent=flat.parent,
        name="exact",
        code_array=arrays.code,
        end_array=arrays.end,
        parent_array=arrays.parent,
        prev_sibling_arr=arrays.prev_sibling,
        node_arr=np.arange(n, dtype=np.int64),
    )


def _sig_kinds(sig_names: list[tuple[str, tuple[str, ...]]]) -> list[int]:
    """Per signature: 0 = ordinary, 1 = dropped inline formatting, 2 = text-block leaf."""
    kinds = []
    for tag, attrs in sig_names:
        if attrs:
            kinds.append(0)
        elif tag in INLINE_FORMATTING:
            kinds.append(1)
        elif tag in TEXT_BLOCKS:
            kinds.append(2)
        else:
            kinds.append(0)
    return kinds


def shape_codes(flat: FlatDom) -> np.ndarray:
    """The shape code of every node (hidden ones included).

    A node's shape depends on its subtree only, so it is a function of its structure
    code: it is worked out once per code, from a representative node, children first
    (a child's code is smaller than its parent's). Going through the codes in order
    numbers the shapes by first appearance in a reverse pre-order sweep, as a
    node-by-node sweep would.
    """
    arrays = flat_arrays(flat)
    sig_kind = _sig_kinds(flat.sig_names)
    code_rep = arrays.code_rep.tolist()
    code_sig = arrays.sig[arrays.code_rep].tolist()
    kids_start = arrays.child_start[arrays.code_rep].tolist()
    kids_stop = arrays.child_start[arrays.code_rep + 1].tolist()
    children_codes = arrays.code[arrays.children].tolist()
    shape_of: list[int] = []
    shapes: dict[tuple[int, tuple[int, ...]], int] = {}
    leaf_codes: set[int] = set()
    shapes_get = shapes.get
    for c in range(len(code_rep)):
        s = code_sig[c]
        k = sig_kind[s]
        a, b = kids_start[c], kids_stop[c]
        if k == 2 or a == b:
            key: tuple[int, tuple[int, ...]] = (s, ())
        else:
            # reverse document order, inline formatting left out
            kids = [shape_of[x] for x in reversed(children_codes[a:b]) if sig_kind[code_sig[x]] != 1]
            if not kids:
                key = (s, ())
            elif leaf_codes.isdisjoint(kids):
                key = (s, tuple(kids))
            else:
                # collapse runs of identical text-block leaves
                collapsed: list[int] = []
                for x in kids:
                    if collapsed and x == collapsed[-1] and x in leaf_codes:
                        continue
                    collapsed.append(x)
                key = (s, tuple(collapsed))
        v = shapes_get(key)
        if v is None:
            v = shapes[key] = len(shapes)
            if k == 2:
                leaf_codes.add(v)
        shape_of.append(v)
    return np.array(shape_of, dtype=np.int64)[arrays.code]


def shape_sequence(flat: FlatDom) -> Sequence:
    arrays = flat_arrays(flat)
    n = len(flat)
    shape = shape_codes(flat)
    kind = np.array(_sig_kinds(flat.sig_names), dtype=np.int8)[arrays.sig]
    parent = arrays.parent
    end = arrays.end
    # Hidden subtrees: inline formatting, the inside of text blocks, and the second and
    # later of a run of identical text blocks (inline formatting between them aside).
    hidden_root = kind == 1
    hidden_root[1:] |= kind[parent[1:]] == 2
    if n > 1:
        # nearest previous sibling that is not inline formatting, through ``children``
        kids = arrays.children
        pos = np.arange(n - 1, dtype=np.int64)
        usable = np.where(kind[kids] != 1, pos, -1)
        before = np.full(n - 1, -1, dtype=np.int64)
        before[1:] = np.maximum.accumulate(usable)[:-1]
        ok = before >= 0
        ok[ok] = parent[kids[before[ok]]] == parent[kids[ok]]
        prev_block = np.full(n, -1, dtype=np.int64)
        prev_block[kids[ok]] = kids[before[ok]]
        dup = (kind == 2) & (prev_block >= 0)
        dup[dup] = shape[prev_block[dup]] == shape[dup]
        hidden_root |= dup
    hidden_root[0] = False
    roots = np.flatnonzero(hidden_root)
    cover = np.bincount(roots, minlength=n + 1) - np.bincount(end[roots], minlength=n + 1)
    visible = np.cumsum(cover[:n]) == 0
    node = np.flatnonzero(visible)
    m = int(node.size)
    seq_of = np.cumsum(visible) - 1
    s_parent = np.full(m, -1, dtype=np.int64)
    s_parent[1:] = seq_of[parent[node[1:]]]
    # Visible nodes before each subtree's end: the subtree's end in the sequence.
    s_end = np.cumsum(visible)[end[node] - 1]
    s_prev = np.full(m, -1, dtype=np.int64)
    if m > 2:
        order = np.argsort(s_parent[1:], kind="stable") + 1
        same = s_parent[order[1:]] == s_parent[order[:-1]]
        s_prev[order[1:][same]] = order[:-1][same]
    s_code = shape[node]
    return Sequence(
        name="shape",
        code_array=s_code,
        end_array=s_end,
        parent_array=s_parent,
        prev_sibling_arr=s_prev,
        node_arr=node,
    )
