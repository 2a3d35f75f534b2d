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

from dataclasses import dataclass

from comspider.extraction.flatten import FlatDom

INLINE_FORMATTING = frozenset({
    "b", "i", "u", "s", "em", "strong", "small", "big", "sup", "sub", "font", "span", "br",
    "wbr", "abbr", "mark", "q", "code", "tt", "strike", "del", "ins", "kbd", "var", "nobr",
})
TEXT_BLOCKS = frozenset({"p", "blockquote", "pre"})


@dataclass(slots=True)
class Sequence:
    code: list[int]
    end: list[int]  # exclusive end of each subtree, in sequence indices
    parent: list[int]  # sequence index of the parent, -1 at the root
    prev_sibling: list[int]  # sequence index of the previous sibling, or -1
    node: list[int]  # sequence index -> FlatDom index
    name: str = "exact"

    def __len__(self) -> int:
        return len(self.code)


def exact_sequence(flat: FlatDom) -> Sequence:
    n = len(flat)
    return Sequence(code=flat.code, end=flat.end, parent=flat.parent,
                    prev_sibling=flat.prev_sibling, node=list(range(n)), name="exact")


def shape_sequence(flat: FlatDom) -> Sequence:
    n = len(flat)
    sig_names = flat.sig_names
    # Per signature: 0 = ordinary, 1 = dropped inline formatting, 2 = text-block leaf.
    sig_kind = []
    for tag, attrs in sig_names:
        if attrs:
            sig_kind.append(0)
        elif tag in INLINE_FORMATTING:
            sig_kind.append(1)
        elif tag in TEXT_BLOCKS:
            sig_kind.append(2)
        else:
            sig_kind.append(0)
    sig = flat.sig
    parent = flat.parent
    kind = [sig_kind[s] for s in sig]
    shape = [0] * n
    child_shapes: list[list[int] | None] = [None] * n
    codes: dict[tuple[int, tuple[int, ...]], int] = {}
    leaf_codes: set[int] = set()
    codes_get = codes.get
    for i in range(n - 1, -1, -1):
        k = kind[i]
        if k == 2:
            key = (sig[i], ())
        else:
            kids = child_shapes[i]
            if not kids:
                key = (sig[i], ())
            elif leaf_codes.isdisjoint(kids):
                key = (sig[i], tuple(kids))
            else:
                # reverse order; collapse runs of identical text-block leaves
                collapsed: list[int] = []
                for c in kids:
                    if collapsed and c == collapsed[-1] and c in leaf_codes:
                        continue
                    collapsed.append(c)
                key = (sig[i], tuple(collapsed))
            child_shapes[i] = None
        c = codes_get(key)
        if c is None:
            c = codes[key] = len(codes)
            if k == 2:
                leaf_codes.add(c)
        shape[i] = c
        p = parent[i]
        if p >= 0 and k != 1 and kind[p] != 2:
            pk = child_shapes[p]
            if pk is None:
                child_shapes[p] = [c]
            else:
                pk.append(c)

    # Visible nodes, in document order.
    seq_of = [-1] * n
    node: list[int] = []
    s_parent: list[int] = []
    s_prev: list[int] = []
    s_code: list[int] = []
    last_child: list[int] = []  # per sequence index
    for i in range(n):
        p = parent[i]
        if p >= 0:
            sp = seq_of[p]
            if sp < 0 or kind[p] == 2 or kind[i] == 1:
                continue
            prev = last_child[sp]
            if prev >= 0 and kind[i] == 2 and s_code[prev] == shape[i]:
                continue  # second and later of a run of identical text blocks
        else:
            sp = -1
            prev = -1
        j = len(node)
        seq_of[i] = j
        node.append(i)
        s_parent.append(sp)
        s_prev.append(prev)
        s_code.append(shape[i])
        last_child.append(-1)
        if sp >= 0:
            last_child[sp] = j
    m = len(node)
    size = [1] * m
    for j in range(m - 1, 0, -1):
        p = s_parent[j]
        if p >= 0:
            size[p] += size[j]
    s_end = [j + size[j] for j in range(m)]
    return Sequence(code=s_code, end=s_end, parent=s_parent, prev_sibling=s_prev, node=node,
                    name="shape")
