"""Suffix array, LCP array and LCP intervals of an integer sequence, with numpy.

The suffix array is built by prefix doubling (Manber & Myers): ``ceil(log2 L)`` rounds,
``L`` the longest repeat, each one ``argsort`` of int64 keys, so O(N log N log L) in the
worst case with a small constant. The rank arrays of every round are kept, which gives
the LCP of each pair of adjacent suffixes by binary lifting over those rounds, fully
vectorised (O(N log L)).

LCP intervals (Abouelhoda, Kurtz, Ohlebusch 2004) are the internal nodes of the suffix
tree: each is a repeated substring with its occurrences ``sa[lb:rb+1]``.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np


@dataclass(slots=True)
class SuffixArray:
    sa: np.ndarray  # suffix start positions in lexicographic order
    lcp: np.ndarray  # lcp[i] = LCP(sa[i-1], sa[i]); lcp[0] = 0
    ranks: list[np.ndarray]  # ranks[j][p] = rank of seq[p:p+2**j]


def suffix_array(seq: np.ndarray | list[int]) -> SuffixArray:
    s = np.asarray(seq, dtype=np.int64)
    n = int(s.size)
    if n == 0:
        empty = np.zeros(0, dtype=np.int64)
        return SuffixArray(empty, empty, [empty])
    if int(s.min()) >= 0 and int(s.max()) < n:
        rank = s  # structure codes are already small non-negative integers
    else:
        _, inverse = np.unique(s, return_inverse=True)
        rank = inverse.astype(np.int64).reshape(-1)
    ranks = [rank]
    sa = np.argsort(rank)
    k = 1
    while k < n and int(rank.max()) < n - 1:
        second = np.zeros(n, dtype=np.int64)  # 0 = past the end; real ranks shifted by 1
        second[: n - k] = rank[k:] + 1
        key = rank * (n + 1) + second
        sa = np.argsort(key)
        sorted_key = key[sa]
        new_rank = np.empty(n, dtype=np.int64)
        steps = np.empty(n, dtype=np.int64)
        steps[0] = 0
        np.not_equal(sorted_key[1:], sorted_key[:-1], out=steps[1:])
        new_rank[sa] = np.cumsum(steps)
        rank = new_rank
        ranks.append(rank)
        k *= 2
    return SuffixArray(sa=sa, lcp=_lcp(sa, ranks, n), ranks=ranks)


def _lcp(sa: np.ndarray, ranks: list[np.ndarray], n: int) -> np.ndarray:
    lcp = np.zeros(n, dtype=np.int64)
    if n < 2:
        return lcp
    a = sa[:-1].copy()
    b = sa[1:].copy()
    length = np.zeros(n - 1, dtype=np.int64)
    # ranks[j] compares prefixes of length 2**j; a prefix running past the end gets a
    # distinct rank (the doubling rounds encode "past the end"), so equality is exact
    # as long as both prefixes fit.
    for j in range(len(ranks) - 1, -1, -1):
        step = 1 << j
        pa = a + length
        pb = b + length
        ok = (pa + step <= n) & (pb + step <= n)
        if not ok.any():
            continue
        idx = np.nonzero(ok)[0]
        rj = ranks[j]
        eq = rj[pa[idx]] == rj[pb[idx]]
        length[idx[eq]] += step
    # Tails shorter than the smallest power of two left: finish with single symbols.
    r0 = ranks[0]
    while True:
        pa = a + length
        pb = b + length
        ok = (pa < n) & (pb < n)
        idx = np.nonzero(ok)[0]
        if idx.size == 0:
            break
        eq = r0[pa[idx]] == r0[pb[idx]]
        if not eq.any():
            break
        length[idx[eq]] += 1
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


def lcp_intervals(lcp: np.ndarray, *, min_lcp: int = 1, min_count: int = 2) -> Iterator[LcpInterval]:
    """Every LCP interval with ``lcp >= min_lcp`` and at least ``min_count`` suffixes.

    Only the stretches where ``lcp >= min_lcp`` are walked in Python (with the usual
    stack algorithm); everything else is skipped with numpy.
    """
    n = int(lcp.size)
    if n < 2 or min_count > n:
        return
    high = lcp >= max(min_lcp, 1)
    high[0] = False
    if not high.any():
        return
    # Runs of consecutive True in `high`: suffixes sa[start-1 .. stop-1] share a prefix.
    padded = np.concatenate(([False], high, [False])).astype(np.int8)
    diff = np.diff(padded)
    starts = np.nonzero(diff == 1)[0]
    stops = np.nonzero(diff == -1)[0]
    lcp_list = lcp.tolist()
    for start, stop in zip(starts.tolist(), stops.tolist(), strict=True):
        if stop - start + 1 < min_count:
            continue
        lcps: list[int] = []  # the stack, as two parallel lists
        lbs: list[int] = []
        top = -1  # lcp on top of the stack
        for i in range(start, stop + 1):
            cur = lcp_list[i] if i < stop else 0
            lb = i - 1
            while cur < top:
                top_lb = lbs.pop()
                top_lcp = lcps.pop()
                if i - top_lb >= min_count:
                    yield LcpInterval(top_lcp, top_lb, i - 1)
                lb = top_lb
                top = lcps[-1] if lcps else -1
            if cur > top and cur > 0:
                lcps.append(cur)
                lbs.append(lb)
                top = cur
