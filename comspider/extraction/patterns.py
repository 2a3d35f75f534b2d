"""Frequent structure patterns -> candidate invariant subtrees (ComCrawler IV-C).

The page is the sequence of structure codes in document order. Every LCP interval of
its suffix array is a repeated substring with its occurrences. Because a code stands
for its whole subtree, a repeated substring always starts with whole subtrees; we keep
its longest prefix made of whole sibling subtrees (a "forest": e.g. avatar block +
author line + date) and drop the partial tail (the start of a variable comment body).
That maps every maximal repeat onto the subtrees it covers.

A pattern is kept when it occurs at least ``ft`` times and covers at least ``fs`` nodes
(the paper's F_t and F_s). Patterns contained in a larger invariant (their parents, or
their left siblings, are the same structure at every occurrence) are dropped: the
larger one leads to the same records.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider.extraction.sequence import Sequence
from comspider.extraction.suffix_array import lcp_intervals, suffix_array

MAX_FOREST = 3  # sibling subtrees per pattern (avatar + name + date)


@dataclass(slots=True)
class Pattern:
    codes: tuple[int, ...]  # structure code of each sibling subtree
    offsets: tuple[int, ...]  # position of each subtree relative to the first (sequence)
    size: int  # nodes covered (sequence nodes)
    occurrences: list[int]  # FlatDom index of the first subtree, ascending
    trees: list[tuple[int, ...]]  # FlatDom indices of the subtrees of each occurrence
    source: str = "exact"  # which code sequence it was mined from

    @property
    def count(self) -> int:
        return len(self.occurrences)


def mine_patterns(seq: Sequence, *, ft: int, fs: int) -> list[Pattern]:
    """Maximal repeated sibling forests with >= ft occurrences and >= fs nodes."""
    n = len(seq)
    if n < 2:
        return []
    code = seq.code
    end = seq.end
    parent = seq.parent
    prev_sib = seq.prev_sibling
    sa = suffix_array(code)
    sa_list: list[int] = sa.sa.tolist()
    best: dict[tuple[int, ...], tuple[int, int, tuple[int, ...], int]] = {}
    for interval in lcp_intervals(sa.lcp, min_lcp=fs, min_count=ft):
        p = sa_list[interval.lb]
        limit = p + interval.lcp
        trees: list[int] = []
        offsets: list[int] = []
        t = p
        while len(trees) < MAX_FOREST and t < limit and end[t] <= limit:
            trees.append(code[t])
            offsets.append(t - p)
            t = end[t]
        if not trees or t - p < fs:
            continue
        key = tuple(trees)
        if len(set(key)) < len(key):
            continue  # a run of identical siblings: the single subtree says it all
        prev = best.get(key)
        if prev is None or interval.count > prev[1] - prev[0] + 1:
            best[key] = (interval.lb, interval.rb, tuple(offsets), t - p)

    # Every occurrence preceded by the same code, its parent: the parent is an invariant
    # containing this one (a non-leaf right before a node in pre-order is its parent), so
    # the larger pattern will do.
    for key in list(best):
        lb, rb = best[key][0], best[key][1]
        p = sa_list[lb]
        if p > 0 and parent[p] == p - 1:
            c0 = code[p - 1]
            if all(o > 0 and code[o - 1] == c0 for o in sa_list[lb: rb + 1]):
                del best[key]

    # An occurrence whose later subtrees are not siblings of the first (they belong to an
    # uncle) counts for the prefix of the forest that is.
    buckets: dict[tuple[int, ...], tuple[tuple[int, ...], int, set[int]]] = {}
    for key, (lb, rb, offsets, size) in best.items():
        occ = sa_list[lb: rb + 1]
        if len(offsets) == 1:
            groups: dict[int, list[int]] = {1: occ}
        else:
            groups = {}
            n_off = len(offsets)
            for o in occ:
                k = 1
                po = parent[o]
                while k < n_off and parent[o + offsets[k]] == po:
                    k += 1
                groups.setdefault(k, []).append(o)
        for k, members in groups.items():
            sub = key[:k]
            bucket = buckets.get(sub)
            if bucket is None:
                sub_size = offsets[k] if k < len(offsets) else size
                bucket = buckets[sub] = (offsets[:k], sub_size, set())
            bucket[2].update(members)

    patterns: list[Pattern] = []
    for key, (offsets, size, occ_set) in buckets.items():
        if size < fs or len(occ_set) < ft:
            continue
        # Drop occurrences overlapping the previous one (nested or periodic structures).
        kept: list[int] = []
        last_end = -1
        for o in sorted(occ_set):
            if o >= last_end:
                kept.append(o)
                last_end = o + size
        if len(kept) < ft:
            continue
        if _dominated(code, key, kept, parent, prev_sib):
            continue
        node = seq.node
        if len(offsets) == 1:
            trees_of = [(node[o],) for o in kept]
        else:
            trees_of = [tuple([node[o + off] for off in offsets]) for o in kept]
        patterns.append(Pattern(codes=key, offsets=offsets, size=size,
                                occurrences=[node[o] for o in kept], trees=trees_of,
                                source=seq.name))
    patterns.sort(key=lambda pat: (-pat.count * pat.size, pat.occurrences[0]))
    return patterns


def _dominated(code: list[int], key: tuple[int, ...], occ: list[int], parent: list[int],
               prev_sib: list[int]) -> bool:
    """True when a larger invariant contains every occurrence of this one."""
    parents = [parent[o] for o in occ]
    if parents[0] >= 0 and len(set(parents)) == len(parents):
        pcode = code[parents[0]]
        if all(code[q] == pcode for q in parents):
            return True
    if len(key) < MAX_FOREST:
        left = prev_sib[occ[0]]
        if left >= 0:
            lcode = code[left]
            if lcode not in key and all(
                prev_sib[o] >= 0 and code[prev_sib[o]] == lcode for o in occ
            ):
                return True
    return False
