"""The per-outlet pace of discussions (see :mod:`.discussion`): ``log θ ~ N(mu, tau²)``,
learned from every visit's estimate of its article's pace and persisted in the crawl
state's timing store (the wait estimator's, under ``__pace__:<outlet>``).

Each visit replaces its article's earlier contribution (the notes keep what it gave), so
an article counts once, with its latest estimate: ``n`` articles, ``sx``, ``sxx`` of their
estimates, ``sv`` the sum of the estimates' own variances. Then, with a prior of
``weight`` articles at (mu0, tau0):

    mu   = (weight·mu0 + sx) / (weight + n)
    tau² = (weight·tau0² + max(S − sv, 0) + weight·n/(weight + n)·(x̄ − mu0)²) / (weight + n)

(S the scatter of the estimates around their mean: the part of it that their own noise
explains, sv, is not a difference between articles.)

The prior is fitted on the simulator's world at the paper's figures (Table IV's first
comments and 10th comments, 10 + LogNormal(ln 30, 1) comments per discussion, a decaying
rate within a discussion): mu0 = −1.49 (a mean delay θ of 13.5 minutes after the first
comment, on the median article), tau0 = 2.11 (the median spread within an outlet).
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from typing import Any

from comspider.scheduling.discussion import PaceEstimate
from comspider.state.protocols import TimingStore

PACE_PREFIX = "__pace__:"
PRIOR_MU = -1.49
PRIOR_TAU = 2.11
PRIOR_WEIGHT = 5.0
MIN_TAU = 0.3
# Rebuild a cached model once its evidence has grown by this share (each article while it
# is small): a model 1 % stale plans the same, and rebuilding on every visit costs more.
REBUILD_SHARE = 0.01


@dataclass(frozen=True, slots=True)
class OutletPace:
    mu: float
    tau: float
    articles: float

    @property
    def var(self) -> float:
        return self.tau * self.tau


class ArrivalModel:
    """Per-outlet :class:`OutletPace`, read from and written to a :class:`TimingStore`
    (re-read after ``refresh_seconds``: other processes update it too)."""

    def __init__(
        self,
        store: TimingStore,
        *,
        prior_mu: float = PRIOR_MU,
        prior_tau: float = PRIOR_TAU,
        prior_weight: float = PRIOR_WEIGHT,
        refresh_seconds: float = 60.0,
    ) -> None:
        self.store = store
        self.prior_mu = prior_mu
        self.prior_tau = prior_tau
        self.prior_weight = prior_weight
        self.refresh_seconds = refresh_seconds
        self._cache: dict[str, tuple[float, OutletPace]] = {}
        self._unbuilt: dict[str, int] = {}

    def _build(self, stats: dict[str, float]) -> OutletPace:
        k, mu0, var0 = self.prior_weight, self.prior_mu, self.prior_tau**2
        n = max(stats.get("n", 0.0), 0.0)
        if n < 1e-9:
            return OutletPace(mu0, self.prior_tau, 0.0)
        sx, sxx, sv = stats.get("sx", 0.0), stats.get("sxx", 0.0), stats.get("sv", 0.0)
        mean = sx / n
        scatter = max(sxx - sx * sx / n, 0.0)
        mu = (k * mu0 + sx) / (k + n)
        var = (k * var0 + max(scatter - sv, 0.0) + k * n / (k + n) * (mean - mu0) ** 2) / (k + n)
        return OutletPace(mu, max(math.sqrt(max(var, 0.0)), MIN_TAU), n)

    def pace(self, outlet: str) -> OutletPace:
        cached = self._cache.get(outlet)
        if cached is not None and (
            math.isinf(self.refresh_seconds) or time.monotonic() - cached[0] <= self.refresh_seconds
        ):
            return cached[1]
        model = self._build(self.store.timing(PACE_PREFIX + outlet))
        self._cache[outlet] = (time.monotonic(), model)
        return model

    def prior(self) -> OutletPace:
        return self._build({})

    def contribute(self, outlet: str, seen: PaceEstimate, before: dict[str, Any] | None) -> dict[str, float]:
        """Count ``seen`` as the article's estimate in place of ``before`` (what its
        earlier visit contributed, from the notes); returns what to keep in the notes."""
        x, v = seen.mu, seen.var
        deltas = {"n": 1.0, "sx": x, "sxx": x * x, "sv": v}
        if before:
            old_x, old_v = float(before.get("x", 0.0)), float(before.get("v", 0.0))
            deltas = {"n": 0.0, "sx": x - old_x, "sxx": x * x - old_x * old_x, "sv": v - old_v}
        stats = self.store.update_timing(PACE_PREFIX + outlet, deltas)
        unbuilt = self._unbuilt.get(outlet, 0) + 1
        cached = self._cache.get(outlet)
        if cached is None or unbuilt >= max(1.0, REBUILD_SHARE * stats.get("n", 0.0)):
            self._cache[outlet] = (time.monotonic(), self._build(stats))
            unbuilt = 0
        self._unbuilt[outlet] = unbuilt
        return {"x": x, "v": v}

    def summary(self) -> list[dict[str, Any]]:
        rows: list[dict[str, Any]] = []
        for name, stats in self.store.all_timing().items():
            if name.startswith(PACE_PREFIX):
                model = self._build(stats)
                rows.append(
                    {
                        "outlet": name[len(PACE_PREFIX) :],
                        "articles": round(model.articles, 1),
                        "mean_delay_hours": round(math.exp(model.mu), 3),
                        "pace_spread": round(model.tau, 3),
                    }
                )
        rows.sort(key=lambda row: (-float(row["articles"]), str(row["outlet"])))
        return rows
