"""The comments one visit of a simulated article sees, drawn consistently across its
visits (a later visit sees what an earlier one saw, and more).

An article's later comments (after the first, at T1) come at delays B from it, B
exponential of mean ``exp(pace)`` (or log-normal: ``log B ~ N(pace, spread²)``, the
world's ``within``); the 9th of them comes exactly at D (the world's 1st->10th
time), so 8 come before D (B truncated to (0, D)) and ``N − 10`` after it (B truncated to
(D, ∞)). A visit u hours after the first comment sees ``1 + Bin(8, G(u)/G(D))`` comments
before D and ``10 + Bin(N − 10, (G(u) − G(D)) / (1 − G(D)))`` after, each count drawn
from the earlier visit's by conditional binomials. For the completeness policy a visit
also reports the median delay of the later comments it saw (an order statistic, drawn
from the Beta law of uniform order statistics), as the crawler reads it from the
comments' timestamps.

The offline web's outlets (not ``World.anchored``) have no 10th-comment anchor: their
later comments come at exponential delays of mean ``exp(pace)`` after the first, and a
visit sees ``1 + Bin(N − 1, G(u))`` comments.
"""

from __future__ import annotations

import math
from statistics import NormalDist

import numpy as np

from comspider_lab.simulation.world import World

MIDDLE = 8  # comments between the 1st and the 10th
_NORMAL = NormalDist()


def _cdf(z: float) -> float:
    return 0.5 * math.erfc(-z / math.sqrt(2.0))


class Discussions:
    def __init__(self, world: World, seed: int) -> None:
        self.t1 = (world.t1 / 3600.0).tolist()
        self.d = (world.d / 3600.0).tolist()
        self.total = world.total.astype(int).tolist()
        self.pace = world.pace.tolist()
        self.anchored = world.anchored.tolist()
        self.lognormal = world.spec.within == "lognormal"
        self.spread = world.spec.spread
        self.final_hours = world.spec.final_hours
        self.rng = np.random.default_rng(seed)
        # article -> [G reached before D, comments before D, G reached after D, comments after D]
        self.state: dict[int, list[float]] = {}
        self.finals: dict[int, int] = {}  # article -> its comments at final_hours

    def _g(self, a: int, u: float) -> float:
        """The share of the article's later comments that came within u hours of its first."""
        if u <= 0:
            return 0.0
        if self.lognormal and self.anchored[a]:
            return _cdf((math.log(u) - self.pace[a]) / self.spread)
        return -math.expm1(-u / math.exp(self.pace[a]))

    def _g_inverse(self, a: int, share: float) -> float:
        share = min(max(share, 1e-12), 1.0 - 1e-12)
        if self.lognormal and self.anchored[a]:
            return math.exp(self.pace[a] + self.spread * _NORMAL.inv_cdf(share))
        return -math.exp(self.pace[a]) * math.log1p(-share)

    def count(self, a: int, age: float) -> int:
        """Comments present ``age`` hours after publication (0 for articles without)."""
        if age > self.final_hours and a not in self.finals:
            self.finals[a] = self._count(a, self.final_hours)
        return self._count(a, age)

    def _count(self, a: int, age: float) -> int:
        t1 = self.t1[a]
        if not math.isfinite(t1) or age < t1:
            return 0
        u, d = age - t1, self.d[a]
        st = self.state.setdefault(a, [0.0, 0.0, 0.0, 0.0])
        if not self.anchored[a]:  # no anchor at the 10th: all later comments alike
            g = self._g(a, u)
            if g > st[2]:
                left = self.total[a] - 1 - int(st[3])
                p = (g - st[2]) / (1.0 - st[2]) if st[2] < 1.0 else 1.0
                st[3] += int(self.rng.binomial(left, min(max(p, 0.0), 1.0))) if left > 0 else 0
                st[2] = g
            return 1 + int(st[3])
        gd = self._g(a, d)
        g_mid = min(self._g(a, min(u, d)) / gd, 1.0) if gd > 0 else 1.0
        if g_mid > st[0]:
            left = MIDDLE - int(st[1])
            p = (g_mid - st[0]) / (1.0 - st[0]) if st[0] < 1.0 else 1.0
            st[1] += int(self.rng.binomial(left, min(p, 1.0))) if left > 0 else 0
            st[0] = g_mid
        if u < d:
            return 1 + int(st[1])
        late = self.total[a] - 10
        g_late = (self._g(a, u) - gd) / (1.0 - gd) if gd < 1.0 else 1.0
        if late > 0 and g_late > st[2]:
            left = late - int(st[3])
            p = (g_late - st[2]) / (1.0 - st[2]) if st[2] < 1.0 else 1.0
            st[3] += int(self.rng.binomial(left, min(max(p, 0.0), 1.0))) if left > 0 else 0
            st[2] = g_late
        return 10 + int(st[3])

    def final(self, a: int) -> int:
        """The article's comments at ``final_hours`` (drawn consistently with its visits)."""
        if a not in self.finals:
            self.finals[a] = self._count(a, self.final_hours)
        return self.finals[a]

    def median_delay(self, a: int, age: float) -> tuple[float, int] | None:
        """(median delay in hours after the first comment, how many later comments) of
        what a visit at ``age`` saw, after :meth:`count` for that age; None with fewer
        than 3 later comments."""
        st = self.state.get(a)
        t1 = self.t1[a]
        if st is None or age < t1:
            return None
        u, d = age - t1, self.d[a]
        if not self.anchored[a]:
            n = int(st[3])
            if n < 3:
                return None
            k = n // 2 + 1
            return self._g_inverse(a, float(self.rng.beta(k, n + 1 - k)) * self._g(a, u)), n
        mid = int(st[1])
        late = int(st[3]) if u >= d else 0
        at_d = 1 if u >= d else 0
        n = mid + at_d + late
        if n < 3:
            return None
        k = n // 2 + 1  # the order statistic from_visit takes: sorted(later)[n // 2]
        gd = self._g(a, d)
        if k <= mid:
            top = self._g(a, min(u, d))
            share = float(self.rng.beta(k, mid + 1 - k)) * top
        elif k == mid + 1 and at_d:
            return d, n
        else:
            j = k - mid - at_d
            share = gd + float(self.rng.beta(j, late + 1 - j)) * (self._g(a, u) - gd)
        return self._g_inverse(a, share), n

    def arrival_age(self, a: int, rank: float) -> float:
        """Hours after publication at which the article's ``rank``-th comment (1: the
        first) comes, on its expected curve (for the simulated removals)."""
        t1, d, n = self.t1[a], self.d[a], self.total[a]
        if rank <= 1:
            return t1
        if not self.anchored[a]:
            return t1 + self._g_inverse(a, (rank - 1) / n)
        gd = self._g(a, d)
        if rank <= 10 or n <= 10:
            share = min((rank - 1) / 9.0, 1.0) * gd
        else:
            share = gd + (rank - 10) / (n - 10 + 1) * (1.0 - gd)
        return t1 + self._g_inverse(a, share)
