"""The array-based layout, code sequences and pattern mining against plain node-by-node
reference implementations (the definitions they must reproduce exactly)."""

from __future__ import annotations

import gzip
from pathlib import Path

import pytest
from lxml import etree
from lxml import html as lxml_html

from comspider.records import flatten as flatten_module
from comspider.records.dom import IGNORED_TAGS, OPAQUE_TAGS, parse_html
from comspider.records.flatten import FlatDom, flatten
from comspider.records.patterns import MAX_FOREST, Pattern, _dominated, mine_patterns
from comspider.records.sequence import (
    INLINE_FORMATTING,
    TEXT_BLOCKS,
    Sequence,
    exact_sequence,
    shape_sequence,
)
from comspider.records.suffix_array import lcp_intervals, suffix_array
from comspider_lab.synthetic import deep_page, news_page, page_with_nodes, running_example

HAND_MADE = [
    (
        '<html><body><svg class="i"><path d="M0"/><g><path/></g></svg><script>var x</script>'
        '<div class="c"><p>a</p><p>b<b>c</b></p><p>d</p><br><p>e</p><span class="x"><i>f</i></span>'
        '</div><div class="c"><p>a</p><blockquote><p>q</p></blockquote><math><mi>x</mi></math>'
        "<!-- note --><template><p>t</p></template></div></body></html>"
    ),
    "<html><body>"
    '<ul class="l">'
    + '<li class="r"><a href="#">x</a><em>y</em></li>' * 6
    + "</ul><p>z</p><p>z</p><p>z</p></body></html>",
]


def _pages() -> list[tuple[str, str]]:
    pages = [
        ("running", running_example().html),
        ("deep", deep_page(300, n_comments=8).html),
        ("nodes", page_with_nodes(2500, seed=3).html),
    ]
    for template in ("wordpress", "threads", "flat"):
        pages.append((template, news_page(25, seed=7, template=template, reply_rate=0.5).html))
    pages += [(f"hand{i}", html) for i, html in enumerate(HAND_MADE)]
    return pages


PAGES = _pages()


def _reference_layout(root: lxml_html.HtmlElement) -> tuple[list, list[int], list[int]]:
    """Nodes, parents and signatures by walking lxml children with an explicit stack."""
    nodes: list = []
    parents: list[int] = []
    sig_keys: list[tuple[str, tuple[str, ...]]] = []
    stack = [(root, -1)]
    while stack:
        el, p = stack.pop()
        i = len(nodes)
        nodes.append(el)
        parents.append(p)
        sig_keys.append((el.tag, tuple(sorted(el.keys()))))
        if el.tag not in OPAQUE_TAGS:
            kids = [c for c in el if isinstance(c.tag, str) and c.tag not in IGNORED_TAGS]
            stack.extend((c, i) for c in reversed(kids))
    names: dict[tuple[str, tuple[str, ...]], int] = {}
    sigs = [names.setdefault(k, len(names)) for k in sig_keys]
    return nodes, parents, sigs


def _reference_codes(sig: list[int], parent: list[int]) -> list[int]:
    """Hash-consing of (signature, children codes), children before their parents."""
    code = [0] * len(sig)
    kids: list[list[int]] = [[] for _ in sig]
    table: dict[tuple[int, tuple[int, ...]], int] = {}
    for i in range(len(sig) - 1, -1, -1):
        code[i] = table.setdefault((sig[i], tuple(kids[i])), len(table))
        if parent[i] >= 0:
            kids[parent[i]].append(code[i])
    return code


@pytest.mark.parametrize(("name", "html"), PAGES, ids=[p[0] for p in PAGES])
def test_flatten_matches_the_node_by_node_definition(
    name: str, html: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = parse_html(html)
    flat = flatten(root)
    nodes, parents, sigs = _reference_layout(root)
    assert len(flat.nodes) == len(nodes) and all(a is b for a, b in zip(flat.nodes, nodes, strict=False))
    assert flat.parent == parents and flat.sig == sigs
    assert flat.index == {el: i for i, el in enumerate(nodes)}
    n = len(nodes)
    ends = list(range(1, n + 1))
    depth = [0] * n
    prev = [-1] * n
    last: dict[int, int] = {}
    for i in range(1, n):
        depth[i] = depth[parents[i]] + 1
        prev[i] = last.get(parents[i], -1)
        last[parents[i]] = i
    for i in range(n - 1, 0, -1):
        ends[parents[i]] = max(ends[parents[i]], ends[i])
    assert flat.end == ends and flat.depth == depth and flat.prev_sibling == prev
    assert flat.code == _reference_codes(sigs, parents)
    # The exact fallback (taken on a hash collision) gives the same codes.
    monkeypatch.setattr(flatten_module, "_codes", lambda *args: (None, None))
    again = flatten(root)
    assert again.code == flat.code
    assert again.arrays is not None and again.arrays.code_rep.tolist() == flat.arrays.code_rep.tolist()


def test_flatten_of_a_lone_opaque_or_text_free_root() -> None:
    svg = lxml_html.fragment_fromstring('<svg class="a"><g><path/></g></svg>')
    flat = flatten(svg)
    assert len(flat) == 1 and flat.end == [1] and flat.code == [0]
    div = etree.Element("div")
    assert flatten(div).code == [0]


def _reference_shape(flat: FlatDom) -> Sequence:
    """One reverse sweep for the shapes, one forward sweep for the visible nodes."""
    n = len(flat)
    kinds = []
    for tag, attrs in flat.sig_names:
        kinds.append(0 if attrs else 1 if tag in INLINE_FORMATTING else 2 if tag in TEXT_BLOCKS else 0)
    kind = [kinds[s] for s in flat.sig]
    shape = [0] * n
    kids: list[list[int]] = [[] for _ in range(n)]
    table: dict[tuple[int, tuple[int, ...]], int] = {}
    leaves: set[int] = set()
    for i in range(n - 1, -1, -1):
        collapsed: list[int] = []
        if kind[i] != 2:
            for c in kids[i]:
                if not (collapsed and c == collapsed[-1] and c in leaves):
                    collapsed.append(c)
        key = (flat.sig[i], tuple(collapsed))
        if key not in table:
            table[key] = len(table)
            if kind[i] == 2:
                leaves.add(table[key])
        shape[i] = table[key]
        p = flat.parent[i]
        if p >= 0 and kind[i] != 1 and kind[p] != 2:
            kids[p].append(shape[i])
    seq_of = [-1] * n
    node: list[int] = []
    s_parent: list[int] = []
    s_prev: list[int] = []
    last: dict[int, int] = {}
    for i in range(n):
        p = flat.parent[i]
        sp = seq_of[p] if p >= 0 else -1
        if p >= 0:
            if sp < 0 or kind[p] == 2 or kind[i] == 1:
                continue
            before = last.get(sp, -1)
            if before >= 0 and kind[i] == 2 and shape[node[before]] == shape[i]:
                continue
        seq_of[i] = len(node)
        s_prev.append(last.get(sp, -1) if p >= 0 else -1)
        last[sp] = len(node)
        node.append(i)
        s_parent.append(sp)
    m = len(node)
    s_end = list(range(1, m + 1))
    for j in range(m - 1, 0, -1):
        s_end[s_parent[j]] = max(s_end[s_parent[j]], s_end[j])
    return Sequence(
        code=[shape[i] for i in node],
        end=s_end,
        parent=s_parent,
        prev_sibling=s_prev,
        node=node,
        name="shape",
    )


@pytest.mark.parametrize(("name", "html"), PAGES, ids=[p[0] for p in PAGES])
def test_shape_sequence_matches_the_node_by_node_definition(name: str, html: str) -> None:
    flat = flatten(parse_html(html))
    got = shape_sequence(flat)
    want = _reference_shape(flat)
    assert got.node == want.node
    assert got.code == want.code
    assert got.parent == want.parent
    assert got.prev_sibling == want.prev_sibling
    assert got.end == want.end


def _reference_mine(seq: Sequence, *, ft: int, fs: int) -> list[Pattern]:
    """Repeat by repeat, occurrence by occurrence."""
    code, end, parent = seq.code, seq.end, seq.parent
    sa = suffix_array(code)
    sa_list = sa.sa.tolist()
    best: dict[tuple[int, ...], tuple[int, int, tuple[int, ...], int]] = {}
    for iv in lcp_intervals(sa.lcp, min_lcp=fs, min_count=ft):
        p = sa_list[iv.lb]
        limit = p + iv.lcp
        trees: list[int] = []
        offsets: list[int] = []
        t = p
        while len(trees) < MAX_FOREST and t < limit and end[t] <= limit:
            trees.append(code[t])
            offsets.append(t - p)
            t = end[t]
        key = tuple(trees)
        if not trees or t - p < fs or len(set(key)) < len(key):
            continue
        if key not in best or iv.count > best[key][1] - best[key][0] + 1:
            best[key] = (iv.lb, iv.rb, tuple(offsets), t - p)
    for key in list(best):
        lb, rb = best[key][0], best[key][1]
        p = sa_list[lb]
        if (
            p > 0
            and parent[p] == p - 1
            and all(o > 0 and code[o - 1] == code[p - 1] for o in sa_list[lb : rb + 1])
        ):
            del best[key]
    buckets: dict[tuple[int, ...], tuple[tuple[int, ...], int, set[int]]] = {}
    for key, (lb, rb, offsets, size) in best.items():
        groups: dict[int, list[int]] = {}
        for o in sa_list[lb : rb + 1]:
            k = 1
            while k < len(offsets) and parent[o + offsets[k]] == parent[o]:
                k += 1
            groups.setdefault(k, []).append(o)
        for k, members in groups.items():
            if key[:k] not in buckets:
                buckets[key[:k]] = (offsets[:k], offsets[k] if k < len(offsets) else size, set())
            buckets[key[:k]][2].update(members)
    patterns: list[Pattern] = []
    for key, (offsets, size, occ) in buckets.items():
        kept: list[int] = []
        for o in sorted(occ):
            if not kept or o >= kept[-1] + size:
                kept.append(o)
        if size < fs or len(kept) < ft or _dominated(code, key, kept, parent, seq.prev_sibling):
            continue
        patterns.append(
            Pattern(
                codes=key,
                offsets=offsets,
                size=size,
                occurrences=[seq.node[o] for o in kept],
                trees=[tuple(seq.node[o + off] for off in offsets) for o in kept],
                source=seq.name,
            )
        )
    patterns.sort(key=lambda pat: (-pat.count * pat.size, pat.occurrences[0]))
    return patterns


def _as_tuples(patterns: list[Pattern]) -> list[tuple]:
    return [(p.codes, p.offsets, p.size, p.occurrences, p.trees, p.source) for p in patterns]


@pytest.mark.parametrize(("name", "html"), PAGES, ids=[p[0] for p in PAGES])
def test_mine_patterns_matches_the_repeat_by_repeat_definition(name: str, html: str) -> None:
    flat = flatten(parse_html(html))
    for seq in (exact_sequence(flat), shape_sequence(flat)):
        for ft, fs in ((2, 3), (3, 5), (2, 1)):
            got = mine_patterns(seq, ft=ft, fs=fs)
            assert _as_tuples(got) == _as_tuples(_reference_mine(seq, ft=ft, fs=fs)), (seq.name, ft, fs)


# Real pages where forests of different repeats fall into the same bucket (a bucket's
# later subtrees must come from its own pairs), plus a few large ones.
REAL_PAGES = [
    "yle.fi.3-11212601.html.gz",
    "nalas-loewenseiten.info.m.html.gz",
    "heise.de.lithium.html.gz",
    "tour-magazin.de-unfall.html.gz",
    "moritz-meyer.net.vreni.html.gz",
    "hearya.com.metal.html.gz",
]


@pytest.mark.parametrize("name", REAL_PAGES)
def test_real_pages_match_the_definitions(shared_data: Path, name: str) -> None:
    path = shared_data / "trafilatura" / "pages" / name
    flat = flatten(parse_html(gzip.decompress(path.read_bytes())))
    assert flat.code == _reference_codes(flat.sig, flat.parent)
    shape = shape_sequence(flat)
    want = _reference_shape(flat)
    assert (shape.node, shape.code, shape.end) == (want.node, want.code, want.end)
    for seq in (exact_sequence(flat), shape):
        for ft, fs in ((2, 3), (2, 1)):
            got = mine_patterns(seq, ft=ft, fs=fs)
            assert _as_tuples(got) == _as_tuples(_reference_mine(seq, ft=ft, fs=fs)), (seq.name, ft, fs)
