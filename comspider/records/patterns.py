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

import numpy as np

from comspider.records.sequence import Sequence
from comspider.records.suffix_array import lcp_interval_lists, suffix_array

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
    """Maximal repeated sibling forests with >= ft occurrences and >= fs nodes.

    Everything up to the candidate patterns is done on arrays holding all repeats at
    once; Python only sees the patterns that have enough occurrences and nodes.
    """
    n = len(seq)
    if n < 2:
        return []
    code, end, parent = seq.arrays()
    sa = suffix_array(code)
    ells, lbs, rbs = lcp_interval_lists(sa.lcp, min_lcp=fs, min_count=ft)
    if not ells:
        return []
    best = _best_forests(
        sa.sa,
        code,
        end,
        np.array(ells, dtype=np.int64),
        np.array(lbs, dtype=np.int64),
        np.array(rbs, dtype=np.int64),
        fs=fs,
    )
    if best is None:
        return []
    keys, offsets, size, lb, rb = best
    occ, seg = _occurrences(sa.sa, lb, rb)

    # Every occurrence preceded by the same code, its parent: the parent is an invariant
    # containing this one (a non-leaf right before a node in pre-order is its parent), so
    # the larger pattern will do.
    first = sa.sa[lb]
    has_parent = first > 0
    has_parent[has_parent] = parent[first[has_parent]] == first[has_parent] - 1
    if has_parent.any():
        before = np.where(occ > 0, code[occ - 1], -2)
        lead = code[np.maximum(first - 1, 0)]
        differs = np.bincount(seg, weights=before != lead[seg], minlength=lb.size) > 0
        keep = ~(has_parent & ~differs)
        if not keep.all():
            rows = np.flatnonzero(keep)
            keys, offsets, size, lb, rb = keys[rows], offsets[rows], size[rows], lb[rows], rb[rows]
            occ, seg = _occurrences(sa.sa, lb, rb)

    # An occurrence whose later subtrees are not siblings of the first (they belong to an
    # uncle) counts for the prefix of the forest that is.
    n_trees = (keys >= 0).sum(axis=1)
    po = parent[occ]
    k = np.ones(occ.size, dtype=np.int64)
    going = np.ones(occ.size, dtype=bool)
    for j in range(1, keys.shape[1]):
        going &= n_trees[seg] > j
        going[going] = parent[occ[going] + offsets[seg[going], j]] == po[going]
        k += going
    # Bucket of each occurrence: its forest cut to k subtrees.
    sub = keys[seg]
    sub[np.arange(keys.shape[1]) >= k[:, None]] = -1
    sub_size = np.where(k < n_trees[seg], offsets[seg, np.minimum(k, keys.shape[1] - 1)], size[seg])
    keep = sub_size >= fs
    if not keep.all():
        sub, sub_size, occ, seg, k = sub[keep], sub_size[keep], occ[keep], seg[keep], k[keep]
    if occ.size == 0:
        return []
    # Buckets in order of creation (the first pair that names them), occurrences sorted.
    columns = [occ] + [sub[:, j] for j in range(keys.shape[1] - 1, -1, -1)]
    order = lexsort(columns)
    s_sub = sub[order]
    s_occ = occ[order]
    new_bucket = np.empty(order.size, dtype=bool)
    new_bucket[0] = True
    np.any(s_sub[1:] != s_sub[:-1], axis=1, out=new_bucket[1:])
    distinct = new_bucket.copy()
    distinct[1:] |= s_occ[1:] != s_occ[:-1]
    starts = np.flatnonzero(new_bucket)
    created = np.minimum.reduceat(order, starts)
    n_occ = np.add.reduceat(distinct.astype(np.int64), starts)
    maker = order[starts]  # any pair of the bucket: sizes and offsets agree
    big = np.flatnonzero(n_occ >= ft)
    if big.size == 0:
        return []
    big = big[np.argsort(created[big], kind="stable")]
    # The pairs of the buckets kept so far, one per occurrence, ascending per bucket.
    in_big = np.zeros(starts.size, dtype=bool)
    in_big[big] = True
    bucket_of = np.cumsum(new_bucket) - 1
    take = distinct & in_big[bucket_of]
    d_occ = s_occ[take]
    d_bucket = bucket_of[take]
    d_size = sub_size[maker[d_bucket]]
    d_new = np.empty(d_occ.size, dtype=bool)
    d_new[0] = True
    np.not_equal(d_bucket[1:], d_bucket[:-1], out=d_new[1:])
    d_starts = np.flatnonzero(d_new)
    # Occurrences overlapping the previous one (nested or periodic structures) are
    # dropped; the buckets that have some are sorted out one by one.
    overlap = np.zeros(d_occ.size, dtype=bool)
    overlap[1:] = ~d_new[1:] & (d_occ[1:] < d_occ[:-1] + d_size[1:])
    has_overlap = np.logical_or.reduceat(overlap, d_starts)
    plain = (
        _dominated_all(
            code, s_sub[starts[d_bucket[d_starts]]], parent, seq.prev_sibling_array(), d_occ, d_starts
        )
        | has_overlap
    )
    # (bucket id -> position among the kept buckets' pair groups)
    group_of = np.full(starts.size, -1, dtype=np.int64)
    group_of[d_bucket[d_starts]] = np.arange(d_starts.size, dtype=np.int64)

    # Everything the patterns are made of, per group of pairs, as Python lists at once.
    node_map = seq.node_array
    makers = maker[d_bucket[d_starts]]
    g_k = k[makers].tolist()
    g_size = sub_size[makers].tolist()
    g_keys = keys[seg[makers]].tolist()
    g_offsets = offsets[seg[makers]].tolist()
    occ_nodes = node_map[d_occ].tolist()
    later_trees: list[list[int]] = []  # node of the j-th subtree (j >= 1) of every pair
    if keys.shape[1] > 1 and max(g_k) > 1:
        pair_offsets = offsets[seg[maker[d_bucket]]]
        # (past its bucket's k, the maker's forest says nothing about a pair)
        pair_offsets[np.arange(keys.shape[1]) >= k[maker[d_bucket]][:, None]] = 0
        later_trees = [node_map[d_occ + pair_offsets[:, j]].tolist() for j in range(1, keys.shape[1])]
    d_bounds = [*d_starts.tolist(), int(d_occ.size)]
    group_list = group_of.tolist()
    has_overlap_list = has_overlap.tolist()
    drop = plain.tolist()  # dominated, or to be checked one by one
    patterns: list[Pattern] = []
    for b in big.tolist():
        g = group_list[b]
        overlapping = has_overlap_list[g]
        if drop[g] and not overlapping:
            continue  # dominated
        kb = g_k[g]
        bucket_size = g_size[g]
        key = tuple(g_keys[g][:kb])
        offs = tuple(g_offsets[g][:kb])
        lo, hi = d_bounds[g], d_bounds[g + 1]
        if overlapping:
            kept: list[int] = []
            last_end = -1
            for o in d_occ[lo:hi].tolist():
                if o >= last_end:
                    kept.append(o)
                    last_end = o + bucket_size
            # (the sequence's lists are made here, on the first overlapping bucket)
            if len(kept) < ft or _dominated(seq.code, key, kept, seq.parent, seq.prev_sibling):
                continue
            kept_arr = np.array(kept, dtype=np.int64)
            occurrences = node_map[kept_arr].tolist()
            trees_of = list(zip(*[node_map[kept_arr + off].tolist() for off in offs], strict=True))
        else:
            occurrences = occ_nodes[lo:hi]
            if kb == 1:
                trees_of = list(zip(occurrences))  # (x,) for each, made in C
            else:
                trees_of = list(zip(occurrences, *[col[lo:hi] for col in later_trees[: kb - 1]], strict=True))
        patterns.append(
            Pattern(
                codes=key,
                offsets=offs,
                size=bucket_size,
                occurrences=occurrences,
                trees=trees_of,
                source=seq.name,
            )
        )
    patterns.sort(key=lambda pat: (-pat.count * pat.size, pat.occurrences[0]))
    return patterns


def lexsort(columns: list[np.ndarray]) -> np.ndarray:
    """``np.lexsort(columns)`` (last column primary, stable), as one sort of int64 keys
    that pack the columns and the position when they fit in 63 bits: a third of the time
    of lexsort's column-by-column passes on the pattern tables."""
    m = int(columns[0].size)
    if m == 0:
        return np.lexsort(columns)
    lows = [int(col.min()) for col in columns]
    spans = [int(col.max()) - low + 1 for col, low in zip(columns, lows, strict=True)]
    total = m
    for span in spans:
        total *= span
    if total >= 1 << 63:
        return np.lexsort(columns)
    key = np.zeros(m, dtype=np.int64)
    for col, low, span in zip(reversed(columns), reversed(lows), reversed(spans), strict=True):
        key *= span
        key += col - low
    key *= m
    key += np.arange(m, dtype=np.int64)  # ties keep their order, as in a stable sort
    key.sort()
    return key % m


def _best_forests(
    sa: np.ndarray,
    code: np.ndarray,
    end: np.ndarray,
    ell: np.ndarray,
    lb: np.ndarray,
    rb: np.ndarray,
    *,
    fs: int,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray] | None:
    """Each repeat cut to the whole sibling-subtree forest it starts with; per forest the
    repeat with most occurrences. Forests in order of first appearance among the repeats.

    Returns (codes of the subtrees, -1 padded; their offsets; nodes covered; lb; rb).
    """
    n = int(code.size)
    p = sa[lb]
    limit = p + ell
    t = p.copy()
    alive = np.ones(p.size, dtype=bool)
    tree_at = np.empty((p.size, MAX_FOREST), dtype=np.int64)
    for j in range(MAX_FOREST):
        e = end[np.minimum(t, n - 1)]
        alive &= (t < limit) & (e <= limit)
        tree_at[:, j] = np.where(alive, t, -1)
        t = np.where(alive, e, t)
    size = t - p
    keys = np.where(tree_at >= 0, code[np.maximum(tree_at, 0)], -1)
    ok = (tree_at[:, 0] >= 0) & (size >= fs)
    for x in range(1, MAX_FOREST):
        for y in range(x):
            # a run of identical siblings: the single subtree says it all
            ok &= (keys[:, x] < 0) | (keys[:, x] != keys[:, y])
    good = np.flatnonzero(ok)  # still in the order the repeats were listed
    if good.size == 0:
        return None
    keys = keys[good]
    count = (rb - lb)[good]
    # Per forest: most occurrences, the first listed on a tie; forests by first listing.
    columns = [good, -count] + [keys[:, j] for j in range(MAX_FOREST - 1, -1, -1)]
    order = lexsort(columns)
    s_keys = keys[order]
    new = np.empty(order.size, dtype=bool)
    new[0] = True
    np.any(s_keys[1:] != s_keys[:-1], axis=1, out=new[1:])
    starts = np.flatnonzero(new)
    winner = order[starts]
    first = np.minimum.reduceat(order, starts)
    winner = winner[np.argsort(first, kind="stable")]
    rows = good[winner]
    offsets = np.where(tree_at[rows] >= 0, tree_at[rows] - p[rows][:, None], 0)
    return keys[winner], offsets, size[rows], lb[rows], rb[rows]


def _occurrences(sa: np.ndarray, lb: np.ndarray, rb: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """All of ``sa[lb[i]:rb[i] + 1]`` concatenated, and the ``i`` of each."""
    counts = rb - lb + 1
    seg = np.repeat(np.arange(lb.size, dtype=np.int64), counts)
    starts = np.zeros(lb.size, dtype=np.int64)
    np.cumsum(counts[:-1], out=starts[1:])
    pos = np.arange(seg.size, dtype=np.int64) - starts[seg] + lb[seg]
    return sa[pos], seg


def _dominated_all(
    code: np.ndarray,
    keys: np.ndarray,
    parent: np.ndarray,
    prev_sib: np.ndarray,
    occ: np.ndarray,
    starts: np.ndarray,
) -> np.ndarray:
    """``_dominated`` for many patterns at once: ``occ[starts[g]:starts[g + 1]]`` are
    the occurrences (ascending) of the pattern with subtree codes ``keys[g]``."""
    groups = starts.size
    size = np.diff(np.append(starts, occ.size))
    group = np.repeat(np.arange(groups, dtype=np.int64), size)
    # Every occurrence under its own parent, the parents all of the same structure.
    parents = parent[occ]
    first_parent = parents[starts]
    same_code = np.logical_and.reduceat(code[parents] == code[first_parent][group], starts)
    by_parent = lexsort([parents, group])
    twin = (group[by_parent][1:] == group[by_parent][:-1]) & (
        parents[by_parent][1:] == parents[by_parent][:-1]
    )
    shared = np.bincount(group[by_parent][1:][twin], minlength=groups) > 0
    dominated = (first_parent >= 0) & ~shared & same_code
    # Every occurrence after the same left sibling, which is not part of the forest.
    left = prev_sib[occ]
    left_code = np.where(left >= 0, code[np.maximum(left, 0)], -1)
    lead = left_code[starts]
    same_left = np.logical_and.reduceat((left >= 0) & (left_code == lead[group]), starts)
    n_trees = (keys >= 0).sum(axis=1)
    in_key = (keys == lead[:, None]).any(axis=1)
    dominated |= (n_trees < MAX_FOREST) & (lead >= 0) & ~in_key & same_left
    return dominated


def _dominated(
    code: list[int], key: tuple[int, ...], occ: list[int], parent: list[int], prev_sib: list[int]
) -> bool:
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
            if lcode not in key and all(prev_sib[o] >= 0 and code[prev_sib[o]] == lcode for o in occ):
                return True
    return False
