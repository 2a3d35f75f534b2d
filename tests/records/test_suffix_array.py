"""Suffix array, LCP array and LCP intervals against brute force."""

from __future__ import annotations

import random

import numpy as np

from comspider.records.suffix_array import lcp_intervals, suffix_array


def _brute_sa(seq: list[int]) -> list[int]:
    return sorted(range(len(seq)), key=lambda i: seq[i:])


def _lcp(a: list[int], b: list[int]) -> int:
    n = 0
    while n < len(a) and n < len(b) and a[n] == b[n]:
        n += 1
    return n


def test_suffix_array_and_lcp_match_brute_force() -> None:
    rng = random.Random(4)
    for trial in range(60):
        n = rng.randint(1, 120)
        alphabet = rng.choice([2, 3, 5, 40])
        seq = [rng.randrange(alphabet) for _ in range(n)]
        if trial % 5 == 0:  # long periodic runs: the worst case for doubling
            seq = ([1, 2, 3] * 50)[:n]
        result = suffix_array(seq)
        assert result.sa.tolist() == _brute_sa(seq)
        expected = [0] + [_lcp(seq[a:], seq[b:]) for a, b in zip(result.sa[:-1], result.sa[1:], strict=True)]
        assert result.lcp.tolist() == expected


def test_lcp_intervals_are_the_repeats() -> None:
    rng = random.Random(9)
    for _ in range(30):
        seq = [rng.randrange(3) for _ in range(rng.randint(5, 60))]
        result = suffix_array(seq)
        got = {(iv.lcp, iv.lb, iv.rb) for iv in lcp_intervals(result.lcp, min_lcp=2, min_count=2)}
        # Brute force: every maximal group of adjacent suffixes sharing a prefix of length
        # L >= 2 whose LCP over the group is exactly L, with L not exceeded by a wider group.
        sa = result.sa.tolist()
        lcp = result.lcp.tolist()
        expected = set()
        n = len(sa)
        for lb in range(n):
            for rb in range(lb + 1, n):
                ell = min(lcp[lb + 1 : rb + 1])
                if ell < 2:
                    break
                left_ok = lb == 0 or lcp[lb] < ell
                right_ok = rb == n - 1 or lcp[rb + 1] < ell
                if left_ok and right_ok:
                    expected.add((ell, lb, rb))
        assert got == expected


def test_every_interval_is_a_real_repeat() -> None:
    seq = np.array([5, 1, 2, 5, 1, 2, 5, 1, 3, 5, 1, 2], dtype=np.int64)
    result = suffix_array(seq)
    for iv in lcp_intervals(result.lcp, min_lcp=1, min_count=2):
        starts = result.sa[iv.lb : iv.rb + 1].tolist()
        patterns = {tuple(seq[s : s + iv.lcp].tolist()) for s in starts}
        assert len(patterns) == 1
        assert all(s + iv.lcp <= len(seq) for s in starts)
