"""A DOM tree as flat arrays in document order, with each node's structure code.

``struct(x) = <x.tag, sorted attribute names of x, struct(x.children)>`` (ComCrawler,
section IV-C; attribute values are left out because ids and hrefs are unique per
element). Codes are hash-consed: equal structures get the same small integer, so the
code of a node stands for its whole subtree and the page becomes a sequence of integers
in which every occurrence of the same subtree is the same run of codes.

Everything is computed iteratively: lxml's C-level document-order iterator for the
layout, then one reverse sweep (children always come after their parent in pre-order)
for sizes and codes. No recursion, so 5,000-level pages are fine.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from lxml import etree
from lxml import html as lxml_html

from comspider.extraction.dom import IGNORED_TAGS, OPAQUE_TAGS


@dataclass(slots=True)
class FlatDom:
    """Pre-order arrays; node ``i``'s subtree is ``range(i, end[i])``."""

    nodes: list[lxml_html.HtmlElement]
    parent: list[int]  # -1 for the root
    prev_sibling: list[int]  # -1 for a first child
    end: list[int]  # exclusive end of the subtree
    depth: list[int]
    sig: list[int]  # code of (tag, sorted attribute names)
    code: list[int]  # structure code of the whole subtree
    index: dict[lxml_html.HtmlElement, int]
    sig_names: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)

    def __len__(self) -> int:
        return len(self.nodes)

    def size(self, i: int) -> int:
        return self.end[i] - i

    def contains(self, ancestor: int, node: int) -> bool:
        return ancestor <= node < self.end[ancestor]


def flatten(root: lxml_html.HtmlElement) -> FlatDom:
    """Lay out ``root``'s element subtree (ignored tags left out, opaque tags as leaves)."""
    nodes: list[lxml_html.HtmlElement] = []
    parent: list[int] = []
    prev_sibling: list[int] = []
    depth: list[int] = []
    sig: list[int] = []
    index: dict[lxml_html.HtmlElement, int] = {root: 0}
    sig_codes: dict[tuple[str, tuple[str, ...]], int] = {}
    sig_names: list[tuple[str, tuple[str, ...]]] = []
    last_child: list[int] = []
    closed: set[int] = set()  # opaque elements: their inside is skipped
    add_node, add_parent, add_prev = nodes.append, parent.append, prev_sibling.append
    add_depth, add_sig, add_last = depth.append, sig.append, last_child.append
    index_get = index.get
    ignored, opaque_tags = IGNORED_TAGS, OPAQUE_TAGS

    for el in root.iter(etree.Element):
        if nodes:
            pi = index_get(el.getparent(), -1)
            if pi < 0 or pi in closed:
                continue  # inside an ignored or opaque element
            tag = el.tag
            if tag in ignored:
                continue
            i = len(nodes)
            index[el] = i
            add_prev(last_child[pi])
            last_child[pi] = i
            add_depth(depth[pi] + 1)
        else:
            pi = -1
            tag = el.tag
            i = 0
            add_prev(-1)
            add_depth(0)
        add_node(el)
        add_parent(pi)
        add_last(-1)
        if tag in opaque_tags:
            closed.add(i)
        names = el.keys()
        if names:
            key = (tag, tuple(sorted(names)) if len(names) > 1 else (names[0],))
        else:
            key = (tag, ())
        s = sig_codes.get(key)
        if s is None:
            s = sig_codes[key] = len(sig_names)
            sig_names.append(key)
        add_sig(s)

    n = len(nodes)
    size = [1] * n
    code = [0] * n
    child_codes: list[list[int] | None] = [None] * n
    codes: dict[tuple[int, tuple[int, ...]], int] = {}
    for i in range(n - 1, -1, -1):
        kids = child_codes[i]
        key = (sig[i], tuple(kids) if kids else ())
        c = codes.get(key)
        if c is None:
            c = codes[key] = len(codes)
        code[i] = c
        p = parent[i]
        if p >= 0:
            size[p] += size[i]
            pk = child_codes[p]
            if pk is None:
                child_codes[p] = [c]
            else:
                pk.append(c)  # reverse order: a consistent encoding all the same
        child_codes[i] = None
    end = [i + size[i] for i in range(n)]
    return FlatDom(nodes=nodes, parent=parent, prev_sibling=prev_sibling, end=end, depth=depth,
                   sig=sig, code=code, index=index, sig_names=sig_names)
