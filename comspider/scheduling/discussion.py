"""How much of an article's discussion is there: the comment-arrival model of the
completeness policy (:mod:`.completeness`), as pure functions (times in hours).

An article's first comment comes T1 after its publication (the estimator's per-outlet
log-normal ``t1``, :mod:`.estimator`). Every later comment comes B after the first, with
``log B ~ N(m, s²)``: ``m`` is the article's own pace, ``s`` (:data:`WITHIN_SPREAD`) the
spread of the delays within one discussion. Articles of one outlet differ in pace,
``m ~ N(mu, tau²)`` (:mod:`.arrival_model` learns mu and tau per outlet). The share of the
final discussion present t hours after the first comment is ``G(t) = Φ((ln t − m)/s)``;
it does not depend on the discussion's size, which the count then predicts (final ≈
count / share: the early count predicts the final one).

What a visit tells about ``m``: u hours after the first comment, half of the later
comments seen had come by b hours (their median timestamp), so ``G(b) / G(u) ≈ 1/2``; or,
without timestamps, an earlier visit at u0 saw the share q of the comments this one sees
at u1, so ``G(u0) / G(u1) ≈ q``. Both read ``Φ(z − Δ) = q·Φ(z)`` with ``z = (ln u − m)/s``
and ``Δ = ln(u/b)/s``, solved for z (:func:`solve_scale`); the sampling noise of q gives
the estimate's variance, and a normal prior (the outlet's mu, tau) shrinks it. With m
known up to a normal error of variance v, the expected share is again log-normal:
``Φ((ln t − m̂)/√(s² + v))`` (:class:`Curve`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from comspider.scheduling.lognormal import LogNormal, norm_cdf, norm_ppf

# The spread (log-sd) of comment delays within one discussion. An exponentially decaying
# comment rate, the usual model of a news story's discussion, has log-sd π/√6 = 1.28;
# the simulator's world draws its discussions with 1.3 (see docs/EVALUATION.md).
WITHIN_SPREAD = 1.3
_INV_SQRT_2PI = 1.0 / math.sqrt(2.0 * math.pi)
_Z_LIMIT = 12.0
MIN_HOURS = 1.0 / 60.0


def _pdf(z: float) -> float:
    return _INV_SQRT_2PI * math.exp(-0.5 * z * z)


def solve_scale(delta: float, q: float) -> float:
    """The z with ``Φ(z − delta) = q·Φ(z)`` (``delta`` > 0, 0 < q < 1). The left side over
    Φ(z) rises from 0 to 1 with z, so bisection finds it; clamped to ±12."""
    lo, hi = -_Z_LIMIT, _Z_LIMIT
    for _ in range(32):  # 24 / 2^32: far below the noise of any visit
        mid = 0.5 * (lo + hi)
        if norm_cdf(mid - delta) < q * norm_cdf(mid):
            lo = mid
        else:
            hi = mid
    return 0.5 * (lo + hi)


@dataclass(frozen=True, slots=True)
class PaceEstimate:
    """An estimate of an article's pace m (log-hours) and its variance."""

    mu: float
    var: float


def _estimate(u: float, delta: float, q: float, q_var: float, spread: float) -> PaceEstimate | None:
    if not (delta > 1e-6 and 0.0 < q < 1.0 and u > 0):
        return None
    z = solve_scale(delta, q)
    slope = _pdf(z - delta) - q * _pdf(z)  # d(q·Φ(z) − Φ(z − Δ))/dz, up to its sign
    if slope <= 1e-12 or abs(z) >= _Z_LIMIT - 1e-3:
        return None  # the visit is consistent with any pace far out: it says nothing
    dz_dq = norm_cdf(z) / slope
    return PaceEstimate(math.log(u) - spread * z, (spread * dz_dq) ** 2 * q_var)


def pace_from_median(
    u: float, median: float, later: int, spread: float = WITHIN_SPREAD
) -> PaceEstimate | None:
    """The pace from one visit ``u`` hours after the first comment, at which the median of
    the ``later`` comments seen after the first had come ``median`` hours after it."""
    if later < 3 or median <= 0 or median >= u:
        return None
    median = max(median, MIN_HOURS)
    # the sample median sits at the quantile 1/2 of the seen comments, give or take
    return _estimate(u, math.log(u / median) / spread, 0.5, 1.0 / (4.0 * (later + 2)), spread)


def pace_from_counts(
    u0: float, later0: int, u1: float, later1: int, spread: float = WITHIN_SPREAD
) -> PaceEstimate | None:
    """The pace from two visits ``u0`` < ``u1`` hours after the first comment, which saw
    ``later0`` and ``later1`` comments after the first (binomial noise in their ratio)."""
    if later1 < 3 or u1 <= u0 or u0 <= 0:
        return None
    q = min(max(later0, 0.5) / later1, 1.0 - 0.5 / later1)
    return _estimate(u1, math.log(u1 / u0) / spread, q, q * (1.0 - q) / later1, spread)


def combine(prior_mu: float, prior_var: float, seen: PaceEstimate | None) -> PaceEstimate:
    """The posterior of m: the prior N(mu, tau²) and one estimate, precision-weighted."""
    if seen is None or not math.isfinite(seen.var) or seen.var <= 0:
        return PaceEstimate(prior_mu, prior_var)
    weight = prior_var / (prior_var + seen.var)
    return PaceEstimate(
        prior_mu + weight * (seen.mu - prior_mu), prior_var * seen.var / (prior_var + seen.var)
    )


@dataclass(frozen=True, slots=True)
class Curve:
    """The expected share of an article's final discussion against its age (hours since
    publication), once its first comment (``first``, hours) is known."""

    first: float
    delays: LogNormal  # of the later comments after the first, the pace's error included

    @classmethod
    def of(cls, first: float, pace: PaceEstimate, spread: float = WITHIN_SPREAD) -> Curve:
        return cls(first, LogNormal(pace.mu, math.sqrt(spread * spread + max(pace.var, 0.0))))

    def share(self, age: float) -> float:
        return self.delays.cdf(age - self.first)

    def age_at(self, share: float) -> float:
        """The age at which the expected share reaches ``share``."""
        return self.first + math.exp(self.delays.mu + self.delays.sigma * norm_ppf(share))


@dataclass(frozen=True, slots=True)
class Unstarted:
    """The expected share of the final discussion against the age (hours) of an article
    whose first comment has not come by ``after`` hours (0: nothing known yet): T1 beyond
    it, then the outlet's later comments."""

    t1: LogNormal
    delays: LogNormal
    after: float = 0.0
    points: int = 8

    def _firsts(self) -> list[float]:
        n = self.points
        if self.after <= 0:
            return [self.t1.quantile((j + 0.5) / n) for j in range(n)]
        return [self.t1.conditional_quantile((j + 0.5) / n, self.after) for j in range(n)]

    def share(self, age: float) -> float:
        firsts = self._firsts()
        return sum(self.delays.cdf(age - f) for f in firsts) / len(firsts)

    def age_at(self, share: float, limit: float) -> float:
        """The age at which the expected share reaches ``share``; ``limit`` when later."""
        firsts = self._firsts()

        def at(age: float) -> float:
            return sum(self.delays.cdf(age - f) for f in firsts) / len(firsts)

        lo, hi = max(self.after, 0.0), limit
        if at(hi) < share:
            return limit
        for _ in range(30):  # to a millionth of the limit: seconds in 48 hours
            mid = 0.5 * (lo + hi)
            if at(mid) < share:
                lo = mid
            else:
                hi = mid
        return hi
