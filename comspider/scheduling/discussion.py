"""How much of an article's discussion is there: the comment-arrival model of the
completeness policy (:mod:`.completeness`), as pure functions (times in hours).

An article's first comment comes T1 after its publication (the estimator's per-outlet
log-normal ``t1``, :mod:`.estimator`). Its later comments come at a rate that decays
exponentially from then on (a story's novelty fades): each B after the first, with B
exponential of mean ``θ``, the article's pace. Articles of one outlet differ in pace, and
``log θ ~ N(mu, tau²)`` (:mod:`.arrival_model` learns mu and tau per outlet): over its
articles, an outlet's comment delays are log-normal-like, heavy-tailed. The share of the
final discussion present t hours after the first comment is ``G(t) = 1 − exp(−t/θ)``; it
does not depend on the discussion's size, which the count then predicts (final ≈ count
/ share: the early count predicts the final one).

What a visit tells about θ (:class:`Evidence`): u hours after the first comment, half of
the later comments it saw had come by b hours (their median timestamp), so
``G(b) / G(u) ≈ 1/2``; or, from the counts, an earlier visit at u0 saw the share q of the
later comments this one sees at u1, so ``G(u0) / G(u1) ≈ q``. Both read
``(1 − e^{−r·x}) / (1 − e^{−x}) = q`` with ``x = u/θ`` and ``r = b/u``, q with binomial
noise; with the outlet's normal prior on log θ they give its posterior, computed on a grid
(:func:`posterior`: a discussion still going at an even rate says only that θ is not
short, which a point estimate cannot say). With log θ known up to a normal error, the
expected share averages G over it (:class:`Curve`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from comspider.scheduling.lognormal import LogNormal

MIN_HOURS = 1.0 / 60.0
# Gauss-Hermite nodes and weights (probabilists', 5 points): E[f(Z)] for Z ~ N(0, 1).
_NODES = (-2.856970013872806, -1.355626179974266, 0.0, 1.355626179974266, 2.856970013872806)
_WEIGHTS = (0.011257411327721, 0.222075922005613, 0.533333333333333, 0.222075922005613, 0.011257411327721)


def _ratio(r: float, x: float) -> float:
    """(1 − e^{−r·x}) / (1 − e^{−x}): the share of the comments by u that came by r·u."""
    return -math.expm1(-r * x) / -math.expm1(-x)


@dataclass(frozen=True, slots=True)
class PaceEstimate:
    """What is known of an article's pace: log θ (log-hours) ``mu``, its variance ``var``."""

    mu: float
    var: float


@dataclass(frozen=True, slots=True)
class Evidence:
    """One visit's word on θ: of the later comments seen ``u`` hours after the first, the
    share ``q`` (noise variance ``var``) had come by ``r·u``."""

    u: float
    r: float
    q: float
    var: float

    def likelihood(self, log_theta: float) -> float:
        expected = _ratio(self.r, self.u / math.exp(log_theta))
        return math.exp(-0.5 * (self.q - expected) ** 2 / self.var)


def median_evidence(u: float, median: float, later: int) -> Evidence | None:
    """A visit ``u`` hours after the first comment, at which the median of the ``later``
    comments seen after the first had come ``median`` hours after it."""
    if later < 3 or median <= 0 or median >= u:
        return None
    # the sample median sits at the quantile 1/2 of the seen comments, give or take
    return Evidence(u, max(median, MIN_HOURS) / u, 0.5, 1.0 / (4.0 * (later + 2)))


def count_evidence(u0: float, later0: int, u1: float, later1: int) -> Evidence | None:
    """Two visits ``u0`` < ``u1`` hours after the first comment, which saw ``later0`` and
    ``later1`` comments after the first (binomial noise in their ratio)."""
    if later1 < 3 or u1 <= u0 or u0 <= 0:
        return None
    q = min(max(later0, 0.5) / later1, 1.0 - 0.5 / later1)
    return Evidence(u1, u0 / u1, q, q * (1.0 - q) / later1)


# The values of log θ the posterior is computed on: a minute to a month.
_GRID = tuple(math.log(1.0 / 60.0) + i * 0.15 for i in range(int((math.log(720.0 * 60.0)) / 0.15) + 1))


def posterior(prior: PaceEstimate | None, evidence: Sequence[Evidence]) -> PaceEstimate | None:
    """log θ given the evidence and a normal prior (None: flat over the grid), on the
    grid, summed up by its mean and variance. A visit whose comments still come at an even
    rate only says θ is not short: the prior then says how long. None when there is
    neither prior nor evidence."""
    if not evidence:
        return prior
    weights = []
    for x in _GRID:
        w = 1.0 if prior is None else math.exp(-0.5 * (x - prior.mu) ** 2 / max(prior.var, 1e-9))
        for e in evidence:
            w *= e.likelihood(x)
        weights.append(w)
    total = sum(weights)
    if total <= 1e-300:
        return prior  # evidence at odds with everything on the grid: keep what was known
    mean = sum(w * x for w, x in zip(weights, _GRID, strict=True)) / total
    var = sum(w * (x - mean) ** 2 for w, x in zip(weights, _GRID, strict=True)) / total
    return PaceEstimate(mean, max(var, 1e-4))


def delay_share(hours: float, pace: PaceEstimate) -> float:
    """The expected share of a discussion's later comments within ``hours`` of its first,
    its pace known as ``pace`` (log θ normal: averaged by Gauss-Hermite)."""
    if hours <= 0:
        return 0.0
    sd = math.sqrt(max(pace.var, 0.0))
    total = 0.0
    for node, weight in zip(_NODES, _WEIGHTS, strict=True):
        total += weight * -math.expm1(-hours / math.exp(pace.mu + sd * node))
    return total


def _inverse(share: float, at: Callable[[float], float], lo: float, hi: float) -> float:
    """The age in [lo, hi] where the increasing ``at(age)`` reaches ``share`` (hi when not),
    by bisection in log-time."""
    if at(hi) < share:
        return hi
    a, b = math.log(max(lo, MIN_HOURS)), math.log(hi)
    for _ in range(30):
        mid = 0.5 * (a + b)
        if at(math.exp(mid)) < share:
            a = mid
        else:
            b = mid
    return max(math.exp(b), lo)


@dataclass(frozen=True, slots=True)
class Curve:
    """The expected share of an article's final discussion against its age (hours since
    publication), once its first comment (``first``, hours) is known."""

    first: float
    pace: PaceEstimate

    @classmethod
    def of(cls, first: float, pace: PaceEstimate) -> Curve:
        return cls(first, pace)

    def share(self, age: float) -> float:
        return delay_share(age - self.first, self.pace)

    def age_at(self, share: float, limit: float = 24.0 * 365) -> float:
        """The age at which the expected share reaches ``share`` (``limit`` when later)."""
        if limit <= self.first + MIN_HOURS:
            return limit
        later = _inverse(share, lambda t: delay_share(t, self.pace), MIN_HOURS, limit - self.first)
        return min(self.first + later, limit)


@dataclass(frozen=True, slots=True)
class Unstarted:
    """The expected share of the final discussion against the age (hours) of an article
    whose first comment has not come by ``after`` hours (0: nothing known yet): T1 beyond
    it, then the outlet's later comments (its pace unknown: ``pace`` is the outlet's)."""

    t1: LogNormal
    pace: PaceEstimate
    after: float = 0.0
    points: int = 6

    def _firsts(self) -> list[float]:
        n = self.points
        if self.after <= 0:
            return [self.t1.quantile((j + 0.5) / n) for j in range(n)]
        return [self.t1.conditional_quantile((j + 0.5) / n, self.after) for j in range(n)]

    def share(self, age: float) -> float:
        firsts = self._firsts()
        return sum(delay_share(age - f, self.pace) for f in firsts) / len(firsts)

    def age_at(self, share: float, limit: float) -> float:
        """The age at which the expected share reaches ``share``; ``limit`` when later."""
        firsts = self._firsts()

        def at(age: float) -> float:
            return sum(delay_share(age - f, self.pace) for f in firsts) / len(firsts)

        return _inverse(share, at, max(self.after, MIN_HOURS), limit)
