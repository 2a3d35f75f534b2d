"""E[S], the mean service time of a visit, measured online.

A running mean with a prior: ``(k·prior + Σs) / (k + n)``, the paper's 34.37 s (Gamma
k = 2.16, θ = 15.91 s) counting as ``prior_weight`` visits; at most ``max_evidence`` visits
count (older ones are down-weighted), so E[S] follows a crawler that speeds up or slows
down. Persisted in the timing store under the outlet name ``__service__`` when given one,
so that every process of a distributed crawl shares it.
"""

from __future__ import annotations

import math
import time

from comspider.state.protocols import TimingStore

PAPER_MEAN_SERVICE = 34.37  # seconds
SERVICE_KEY = "__service__"
MAX_SERVICE_SECONDS = 3600.0


class ServiceTimeMeter:
    def __init__(
        self,
        prior_seconds: float = PAPER_MEAN_SERVICE,
        prior_weight: float = 10.0,
        *,
        store: TimingStore | None = None,
        max_evidence: float = 1000.0,
        refresh_seconds: float = 60.0,
    ) -> None:
        self.prior_seconds = float(prior_seconds)
        self.prior_weight = float(prior_weight)
        self.store = store
        self.max_evidence = float(max_evidence)
        self.refresh_seconds = float(refresh_seconds)
        self._n = 0.0
        self._sum = 0.0
        self._loaded = -math.inf
        self._mean = self.prior_seconds

    def _load(self) -> None:
        if self.store is None:
            return
        now = time.monotonic()
        if now - self._loaded > self.refresh_seconds:
            values = self.store.timing(SERVICE_KEY)
            self._set(values.get("n", 0.0), values.get("sum", 0.0))
            self._loaded = now

    def _set(self, n: float, total: float) -> None:
        self._n, self._sum = n, total
        self._mean = (self.prior_weight * self.prior_seconds + total) / (self.prior_weight + n)

    @property
    def mean(self) -> float:
        """E[S] in seconds."""
        self._load()
        return self._mean

    @property
    def visits(self) -> float:
        self._load()
        return self._n

    def observe(self, seconds: float) -> float:
        """Count one visit's service time; returns the new E[S]. Nonsense is ignored."""
        if not math.isfinite(seconds) or seconds <= 0:
            return self.mean
        seconds = min(seconds, MAX_SERVICE_SECONDS)
        self._load()
        decay = 1.0
        if self._n + 1.0 > self.max_evidence > 1.0:
            decay = (self.max_evidence - 1.0) / self._n
        if self.store is not None:
            values = self.store.update_timing(SERVICE_KEY, {"n": 1.0, "sum": seconds}, decay)
            self._set(values["n"], values["sum"])
            self._loaded = time.monotonic()
        else:
            self._set(self._n * decay + 1.0, self._sum * decay + seconds)
        return self._mean
