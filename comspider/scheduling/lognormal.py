"""Log-normal waiting times with a conjugate prior and censored observations.

A waiting time T (hours) is modelled as ``log T ~ Normal(mu, sigma^2)``. The posterior
after weighted observations ``x = log T`` with sufficient statistics (w, Σx, Σx²) and a
Normal-Inverse-χ² prior (mean ``mu0``, spread ``sigma0``, pseudo-count ``k`` for both) is

    mu    = (k·mu0 + w·x̄) / (k + w)
    sigma² = (k·sigma0² + S + k·w/(k + w)·(x̄ − mu0)²) / (k + w),   S = Σx² − (Σx)²/w

so with no evidence the model is the prior, and it moves to the data as w grows past k.
Censored times (only "T > c" or "T < c" is known) enter through their expected
sufficient statistics under the current model (one step of EM, done online):
``E[X | X > c]`` and ``E[X² | X > c]`` from the truncated normal.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist

_SQRT2 = math.sqrt(2.0)
_INV_SQRT_2PI = 1.0 / math.sqrt(2.0 * math.pi)
_STANDARD = NormalDist()
_P_MIN = 1e-12


def norm_cdf(z: float) -> float:
    return 0.5 * math.erfc(-z / _SQRT2)


def norm_sf(z: float) -> float:
    return 0.5 * math.erfc(z / _SQRT2)


def norm_ppf(p: float) -> float:
    return _STANDARD.inv_cdf(min(max(p, _P_MIN), 1.0 - _P_MIN))


def _mills(a: float) -> float:
    """phi(a) / (1 - Phi(a)), accurate in the far tail too."""
    if a > 8.0:
        return a + 1.0 / a - 2.0 / a**3
    return _INV_SQRT_2PI * math.exp(-0.5 * a * a) / norm_sf(a)


def upper_tail_moments(mu: float, sigma: float, c: float) -> tuple[float, float]:
    """E[X | X > c] and E[X² | X > c] for X ~ Normal(mu, sigma²)."""
    a = (c - mu) / sigma
    lam = _mills(a)
    mean = mu + sigma * lam
    var = sigma * sigma * max(1.0 + a * lam - lam * lam, 1e-6)
    return mean, var + mean * mean


def lower_tail_moments(mu: float, sigma: float, c: float) -> tuple[float, float]:
    """E[X | X < c] and E[X² | X < c]."""
    mean, second = upper_tail_moments(-mu, sigma, -c)
    return -mean, second


@dataclass(frozen=True, slots=True)
class LogNormal:
    """A waiting time in hours: ``log T ~ Normal(mu, sigma²)``."""

    mu: float
    sigma: float

    @classmethod
    def from_mean(cls, mean_hours: float, sigma: float) -> LogNormal:
        return cls(math.log(mean_hours) - 0.5 * sigma * sigma, sigma)

    @property
    def mean(self) -> float:
        return math.exp(self.mu + 0.5 * self.sigma * self.sigma)

    @property
    def median(self) -> float:
        return math.exp(self.mu)

    def quantile(self, q: float) -> float:
        return math.exp(self.mu + self.sigma * norm_ppf(q))

    def cdf(self, hours: float) -> float:
        if hours <= 0:
            return 0.0
        return norm_cdf((math.log(hours) - self.mu) / self.sigma)

    def sf(self, hours: float) -> float:
        if hours <= 0:
            return 1.0
        return norm_sf((math.log(hours) - self.mu) / self.sigma)

    def density(self, hours: float) -> float:
        """The probability density at ``hours`` (per hour)."""
        if hours <= 0:
            return 0.0
        z = (math.log(hours) - self.mu) / self.sigma
        return _INV_SQRT_2PI * math.exp(-0.5 * z * z) / (hours * self.sigma)

    def level_time(self, level: float) -> float | None:
        """The time past the mode where the density falls to ``level`` (per hour): the
        optimum of ``P(T <= t) - level·t``. None when the density never reaches it.

        In z = (log t - mu) / sigma, density = level reads
        ``z²/2 + sigma·z + mu + log(sigma·sqrt(2π)) + log(level) = 0``; the larger root.
        """
        if level <= 0:
            return math.inf
        k = self.mu + math.log(self.sigma / _INV_SQRT_2PI) + math.log(level)
        disc = self.sigma * self.sigma - 2.0 * k
        if disc < 0:
            return None
        z = -self.sigma + math.sqrt(disc)
        return math.exp(min(self.mu + self.sigma * z, 700.0))

    def conditional_quantile(self, q: float, above: float) -> float:
        """The q-quantile of T given T > ``above`` (hours)."""
        survival = self.sf(above) * (1.0 - q)
        if survival <= 0.0:
            return above
        return max(above, math.exp(self.mu - self.sigma * norm_ppf(survival)))


@dataclass(frozen=True, slots=True)
class Prior:
    mean_hours: float
    sigma: float
    weight: float  # pseudo-count of the prior, for mu and sigma alike

    @property
    def mu(self) -> float:
        return math.log(self.mean_hours) - 0.5 * self.sigma * self.sigma


def posterior(prior: Prior, w: float, sx: float, sxx: float) -> LogNormal:
    """The model after evidence (w, Σx, Σx²) on log-hours."""
    mu0, s0, k = prior.mu, prior.sigma, prior.weight
    if w <= 1e-12:
        return LogNormal(mu0, s0)
    mean = sx / w
    scatter = max(sxx - sx * sx / w, 0.0)
    mu = (k * mu0 + w * mean) / (k + w)
    var = (k * s0 * s0 + scatter + k * w / (k + w) * (mean - mu0) ** 2) / (k + w)
    return LogNormal(mu, math.sqrt(max(var, 1e-6)))
