"""Suffix array, LCP array and LCP intervals of an integer sequence, with numpy.

The suffix array is built by prefix doubling (Manber & Myers), generalised to k-fold
steps: a round ranks the prefixes of length ``a * L`` from ``a`` consecutive ranks of
length ``L``, with ``a`` as large as fits one int64 sort key (ranks are few in the first
rounds, so a page usually needs three rounds instead of eight). Each round is one
``argsort``, so O(N log N log L) in the worst case with a small constant. The rank
arrays of every round are kept, which gives the LCP of each pair of adjacent suffixes
by lifting over those rounds, fully vectorised (O(N log L)).

LCP intervals (Abouelhoda, Kurtz, Ohlebusch 2004) are the internal nodes of the suffix
tree: each is a repeated substring with its occurrences ``sa[lb:rb+1]``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

import numpy as np

_KEY_LIMIT = (1 << 63) - 1
MAX_ARITY = 16


@dataclass(slots=True)
class SuffixArray:
    sa: np.ndarray  # suffix start positions in lexicographic order
    lcp: np.ndarray  # lcp[i] = LCP(sa[i-1], sa[i]); lcp[0] = 0
    ranks: list[np.ndarray]  # ranks[j][p] = rank of seq[p:p+lengths[j]]
    lengths: list[int] = field(default_factory=list)  # prefix length of each rank array


def suffix_array(seq: np.ndarray | list[int]) -> SuffixArray:
    s = np.asarray(seq, dtype=np.int64)
    n = int(s.size)
    if n == 0:
        empty = np.zeros(0, dtype=np.int64)
        return SuffixArray(empty, empty, [empty], [1])
    if int(s.min()) >= 0 and int(s.max()) < n:
        rank = s  # structure codes are already small non-negative integers
        distinct = int(np.bincount(s).max()) <= 1
    else:
        _, inverse = np.unique(s, return_inverse=True)
        rank = inverse.astype(np.int64).reshape(-1)
        distinct = int(rank.max()) == n - 1
    ranks = [rank]
    lengths = [1]
    top = int(rank.max())  # ranks are 0..top
    k = 1
    while k < n and not distinct:
        # Key of p: (rank[p], rank[p+k]+1, ..., rank[p+(a-1)k]+1), 0 past the end.
        base = top + 2
        arity = 2
        while arity < MAX_ARITY and base ** (arity + 1) <= _KEY_LIMIT and arity * k < n:
            arity += 1
        key = rank.copy()
        for t in range(1, arity):
            key *= base
            shift = t * k
            if shift < n:
                key[: n - shift] += rank[shift:] + 1
        sa = np.argsort(key)
        sorted_key = key[sa]
        steps = np.empty(n, dtype=np.int64)
        steps[0] = 0
        np.not_equal(sorted_key[1:], sorted_key[:-1], out=steps[1:])
        np.cumsum(steps, out=steps)
        rank = np.empty(n, dtype=np.int64)
        rank[sa] = steps
        top = int(steps[-1])
        distinct = top == n - 1
        ranks.append(rank)
        k *= arity
        lengths.append(k)
        if not distinct and k < n:
            shared = np.empty(n, dtype=bool)  # (in sorted order) has a twin next to it
            shared[0] = False
            np.equal(sorted_key[1:], sorted_key[:-1], out=shared[1:])
            shared[:-1] |= shared[1:]
            if int(np.count_nonzero(shared)) * _FEW_LEFT < n:
                # Few suffixes still share their prefix: sort only those from now on.
                starts = np.flatnonzero(np.append(True, steps[1:] != steps[:-1]))
                rank = starts[rank]  # each group numbered by its first place in the order
                while k < n and not distinct:
                    sa, rank, arity, distinct = _refine(sa, rank, k, n)
                    ranks.append(rank)
                    k *= arity
                    lengths.append(k)
    sa = np.empty(n, dtype=np.int64)
    sa[rank] = np.arange(n, dtype=np.int64)  # ranks are distinct now
    return SuffixArray(sa=sa, lcp=_lcp(sa, ranks, lengths, n), ranks=ranks, lengths=lengths)


_FEW_LEFT = 4  # refine only the unsorted suffixes once they are fewer than 1/4 of all


def _refine(sa: np.ndarray, rank: np.ndarray, k: int, n: int) -> tuple[np.ndarray, np.ndarray, int, bool]:
    """One doubling round over the suffixes that still share their prefix of length ``k``.

    ``sa`` is in order of those prefixes and ``rank[p]`` is the place in ``sa`` of the
    first suffix with p's prefix (Manber & Myers): a suffix alone in its group keeps its
    place, a group is sorted within its own places. Returns the new order, ranks, the
    arity of the step and whether all suffixes are apart now."""
    sizes = np.bincount(rank, minlength=n)
    slots = np.flatnonzero(sizes[rank[sa]] > 1)  # places of the suffixes to sort
    todo = sa[slots]
    base = n + 1
    arity = 2
    while arity < MAX_ARITY and base ** (arity + 1) <= _KEY_LIMIT and arity * k < n:
        arity += 1
    key = rank[todo]
    for t in range(1, arity):
        key *= base
        later = todo + t * k
        inside = later < n
        key[inside] += rank[later[inside]] + 1
    order = np.argsort(key)
    todo = todo[order]
    key = key[order]
    sa = sa.copy()
    sa[slots] = todo
    new = np.empty(todo.size, dtype=bool)
    new[0] = True
    np.not_equal(key[1:], key[:-1], out=new[1:])
    first = np.maximum.accumulate(np.where(new, np.arange(todo.size, dtype=np.int64), 0))
    rank = rank.copy()
    rank[todo] = slots[first]
    return sa, rank, arity, bool(new.all())


def _lcp(sa: np.ndarray, ranks: list[np.ndarray], lengths: list[int], n: int) -> np.ndarray:
    lcp = np.zeros(n, dtype=np.int64)
    if n < 2:
        return lcp
    a = sa[:-1]
    b = sa[1:]
    length = np.zeros(n - 1, dtype=np.int64)
    # ranks[j] compares prefixes of length lengths[j]; a prefix running past the end gets
    # a distinct rank (the rounds encode "past the end"), so equal ranks mean equal
    # prefixes that both fit, and the position n (a suffix matched to its end) gets a
    # rank of its own. The last ranks are all distinct: every LCP is shorter than the
    # last length, and shorter than lengths[j+1] once the levels above j are done.
    for j in range(len(ranks) - 2, -1, -1):
        step = lengths[j]
        rj = np.append(ranks[j], -1)
        idx = np.arange(n - 1, dtype=np.int64)
        pa = a + length
        pb = b + length
        for _ in range(lengths[j + 1] // step - 1):
            same = rj[pa] == rj[pb]
            idx = idx[same]
            if idx.size == 0:
                break
            length[idx] += step
            pa = pa[same] + step
            pb = pb[same] + step
    lcp[1:] = length
    return lcp


@dataclass(slots=True)
class LcpInterval:
    lcp: int  # length of the repeated substring
    lb: int  # first index in the suffix array
    rb: int  # last index (inclusive)

    @property
    def count(self) -> int:
        return self.rb - self.lb + 1


def lcp_interval_lists(
    lcp: np.ndarray, *, min_lcp: int = 1, min_count: int = 2
) -> tuple[list[int], list[int], list[int]]:
    """``lcp_intervals`` as three parallel lists (lcp, lb, rb), in the same order:
    by right end, inner intervals first."""
    out_lcp: list[int] = []
    out_lb: list[int] = []
    out_rb: list[int] = []
    n = int(lcp.size)
    if n < 2 or min_count > n:
        return out_lcp, out_lb, out_rb
    high = lcp >= max(min_lcp, 1)
    high[0] = False
    if not high.any():
        return out_lcp, out_lb, out_rb
    # Only the positions where the LCP changes matter to the stack (a run of equal
    # values neither pushes nor pops after its first position), plus the end of every
    # stretch of high values, where everything is popped. The sentinel 0 goes right
    # after each stretch.
    padded = np.zeros(n + 1, dtype=np.int64)
    padded[:n] = np.where(high, lcp, 0)
    change = np.empty(n + 1, dtype=bool)
    change[0] = False
    np.not_equal(padded[1:], padded[:-1], out=change[1:])
    pos = np.flatnonzero(change)
    vals = padded[pos]
    add_lcp, add_lb, add_rb = out_lcp.append, out_lb.append, out_rb.append
    # The stack holds the intervals below the top one as (lcp, lb) pairs; the top one
    # is kept in two variables (top lcp 0: empty).
    below: list[tuple[int, int]] = []
    push, pop = below.append, below.pop
    top = 0
    top_lb = 0
    for i, cur in zip(pos.tolist(), vals.tolist(), strict=True):
        lb = i - 1
        while cur < top:
            if i - top_lb >= min_count:
                add_lcp(top)
                add_lb(top_lb)
                add_rb(i - 1)
            lb = top_lb
            top, top_lb = pop()
        if cur > top:
            push((top, top_lb))
            top, top_lb = cur, lb
    return out_lcp, out_lb, out_rb


def lcp_intervals(lcp: np.ndarray, *, min_lcp: int = 1, min_count: int = 2) -> Iterator[LcpInterval]:
    """Every LCP interval with ``lcp >= min_lcp`` and at least ``min_count`` suffixes.

    The usual stack algorithm, walked in Python only over the positions where the LCP
    changes inside the stretches where ``lcp >= min_lcp``; everything else is skipped
    with numpy.
    """
    for ell, lb, rb in zip(*lcp_interval_lists(lcp, min_lcp=min_lcp, min_count=min_count), strict=True):
        yield LcpInterval(ell, lb, rb)
