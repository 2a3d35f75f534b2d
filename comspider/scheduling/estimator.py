"""Learn the wait T_W per outlet from the comment timestamps the crawler extracts.

Model (per outlet; times in hours, on a log scale, see :mod:`.lognormal`):

- ``t1``:  publication -> 1st comment       (Table IV's PUB-1st)
- ``d``:   1st comment -> 10th comment       (1st-10th)
- ``t10``: publication -> 10th comment       (PUB-10th); T_W(outlet) = E[t10]
- ``commented``: the share of the outlet's pages that get comments at all, Beta(1, 1)
  prior (a page without a comment yet may simply be early: it counts for "no" only by
  its posterior probability of being comment-less, ``(1-p) / (p·S1(e) + 1-p)``).

Each starts at a global prior (the paper's figures: E[t10] = COMSPIDER_WAIT_PRIOR_HOURS
= 3.84 h, E[t1] and E[d] in the paper's 3.41 : 0.42 proportion; log-spreads 1.2, 1.2, 1.8,
the typical within-outlet spreads of Table IV's outlets) with a pseudo-count of
``prior_weight`` pages, and moves toward the outlet's own figures as its pages finish.

Evidence from one finished page (:class:`PageTiming`): exact times where the timestamps
show them; "not yet by the last visit" (right-censored) or "already by the last visit"
(left-censored, ≥ 10 comments but too few timestamps) otherwise. Robustness: times are
clipped to [1 min, 30 days] (a comment "before" publication is a republished article or a
time-zone slip), events are winsorised at ±3.5 sigma of the current model (a misparsed
"2019" does not drag an outlet), and evidence is capped at ``max_evidence`` pages by
down-weighting older pages, so the estimate keeps tracking an outlet that changes.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass, field
from typing import Any

from comspider.scheduling.lognormal import (
    LogNormal,
    Prior,
    lower_tail_moments,
    posterior,
    upper_tail_moments,
)
from comspider.state.protocols import TimingStore

PAPER_WAIT_HOURS = 3.84  # Table IV: average PUB-10th over 20 outlets
PAPER_T1_HOURS = 3.41  # average PUB-1st
PAPER_D_HOURS = 0.42  # average 1st-10th
MIN_HOURS = 1.0 / 60.0
MAX_HOURS = 24.0 * 30.0
WINSOR_SIGMAS = 3.5
REBUILD_SHARE = 0.01
CAP_SLACK = 0.05
COMPONENTS = ("t1", "d", "t10")
STAT_NAMES = (
    *tuple(f"{n}.{s}" for n in COMPONENTS for s in ("w", "sx", "sxx")),
    "commented.yes",
    "commented.no",
    "pages",
)


@dataclass(frozen=True, slots=True)
class TimingPrior:
    wait_hours: float = PAPER_WAIT_HOURS
    sigma_t1: float = 1.2
    sigma_d: float = 1.8
    sigma_t10: float = 1.2
    weight: float = 5.0  # pseudo-pages
    commented_yes: float = 1.0  # Beta prior of the commented share
    commented_no: float = 1.0

    def component(self, name: str) -> Prior:
        scale = self.wait_hours / (PAPER_T1_HOURS + PAPER_D_HOURS)
        if name == "t1":
            return Prior(PAPER_T1_HOURS * scale, self.sigma_t1, self.weight)
        if name == "d":
            return Prior(PAPER_D_HOURS * scale, self.sigma_d, self.weight)
        return Prior(self.wait_hours, self.sigma_t10, self.weight)


@dataclass(frozen=True, slots=True)
class OutletModel:
    """What the estimator believes about one outlet."""

    t1: LogNormal
    d: LogNormal
    t10: LogNormal
    commented: float  # P(a page of this outlet gets comments at all)
    pages: float  # effective evidence (pages, after down-weighting)

    @property
    def wait_hours(self) -> float:
        return self.t10.mean

    def commented_given_none_by(self, hours: float) -> float:
        """P(the page gets comments) after seeing none ``hours`` after publication."""
        p = self.commented
        s = p * self.t1.sf(hours)
        return s / (s + 1.0 - p) if s + 1.0 - p > 0 else 0.0


@dataclass(slots=True)
class PageTiming:
    """The facts about one page whose visits are over (all times POSIX seconds)."""

    published: float
    last_visit: float
    comments: int  # the most comments one visit found
    first_comment: float | None = None  # earliest comment timestamp seen
    tenth_comment: float | None = None  # the min_comments-th earliest, when shown
    reached: bool = False  # a visit found >= min_comments (with or without timestamps)


@dataclass(slots=True)
class _Cached:
    model: OutletModel
    loaded: float
    stats: dict[str, float] = field(default_factory=dict)
    unbuilt: int = 0  # updates since the model was built


def _clip(x: float, part: LogNormal) -> float:
    """Winsorise a log-time at WINSOR_SIGMAS of the current model."""
    spread = WINSOR_SIGMAS * part.sigma
    return min(max(x, part.mu - spread), part.mu + spread)


def _hours(seconds: float) -> float:
    return min(max(seconds / 3600.0, MIN_HOURS), MAX_HOURS)


class WaitEstimator:
    """Per-outlet T_W, persisted in a :class:`TimingStore`.

    ``refresh_seconds``: how long a model read from the store is reused before it is read
    again (other processes may have updated it); 0 reads every time.
    """

    def __init__(
        self,
        store: TimingStore,
        prior: TimingPrior | None = None,
        *,
        max_evidence: float = 1000.0,
        refresh_seconds: float = 60.0,
    ) -> None:
        self.store = store
        self.prior = prior or TimingPrior()
        self.max_evidence = float(max_evidence)
        self.refresh_seconds = float(refresh_seconds)
        self._forever = math.isinf(self.refresh_seconds)
        self._priors = {name: self.prior.component(name) for name in COMPONENTS}
        self._cache: dict[str, _Cached] = {}

    # -- reading ---------------------------------------------------------------------
    def _build(self, stats: dict[str, float]) -> OutletModel:
        parts = {
            name: posterior(
                self._priors[name],
                stats.get(f"{name}.w", 0.0),
                stats.get(f"{name}.sx", 0.0),
                stats.get(f"{name}.sxx", 0.0),
            )
            for name in COMPONENTS
        }
        yes = self.prior.commented_yes + stats.get("commented.yes", 0.0)
        no = self.prior.commented_no + stats.get("commented.no", 0.0)
        return OutletModel(parts["t1"], parts["d"], parts["t10"], yes / (yes + no), stats.get("pages", 0.0))

    def _entry(self, outlet: str) -> _Cached:
        cached = self._cache.get(outlet)
        if cached is not None and (self._forever or time.monotonic() - cached.loaded <= self.refresh_seconds):
            return cached
        stats = self.store.timing(outlet)
        cached = _Cached(self._build(stats), time.monotonic(), stats)
        self._cache[outlet] = cached
        return cached

    def model(self, outlet: str) -> OutletModel:
        return self._entry(outlet).model

    def wait_seconds(self, outlet: str) -> float:
        return self._entry(outlet).model.wait_hours * 3600.0

    def prior_model(self) -> OutletModel:
        return self._build({})

    # -- learning --------------------------------------------------------------------
    def observe(self, outlet: str, page: PageTiming) -> OutletModel | None:
        """Learn from one finished page; returns the outlet's new model (None when the
        page taught nothing: no publication time, or visited before it was published)."""
        if page.last_visit <= page.published:
            return None
        model = self.model(outlet)
        first, tenth = page.first_comment, page.tenth_comment
        if first is not None and tenth is not None:  # the common case, all three exact
            x1 = _clip(math.log(_hours(first - page.published)), model.t1)
            x10 = _clip(math.log(_hours(tenth - page.published)), model.t10)
            xd = _clip(math.log(_hours(tenth - first)), model.d)
            return self._apply(
                outlet,
                {
                    "pages": 1.0,
                    "commented.yes": 1.0,
                    "t1.w": 1.0,
                    "t1.sx": x1,
                    "t1.sxx": x1 * x1,
                    "t10.w": 1.0,
                    "t10.sx": x10,
                    "t10.sxx": x10 * x10,
                    "d.w": 1.0,
                    "d.sx": xd,
                    "d.sxx": xd * xd,
                },
            )
        elapsed = _hours(page.last_visit - page.published)
        deltas: dict[str, float] = {"pages": 1.0}
        if page.comments > 0 or page.first_comment is not None or page.reached:
            deltas["commented.yes"] = p_commented = 1.0
        else:
            p_commented = model.commented_given_none_by(elapsed)
            deltas["commented.yes"] = p_commented
            deltas["commented.no"] = 1.0 - p_commented
        # (component, hours, kind, weight); kind: "=" exact, ">" or "<" censored
        facts: list[tuple[str, float, str, float]] = []
        if first is not None:
            facts.append(("t1", _hours(first - page.published), "=", 1.0))
        else:
            facts.append(("t1", elapsed, ">", p_commented))
        if tenth is not None:
            facts.append(("t10", _hours(tenth - page.published), "=", 1.0))
        else:
            facts.append(("t10", elapsed, "<" if page.reached else ">", 1.0 if page.reached else p_commented))
        if first is not None:
            if tenth is not None:
                facts.append(("d", _hours(tenth - first), "=", 1.0))
            else:
                facts.append(("d", _hours(page.last_visit - first), "<" if page.reached else ">", 1.0))
        for name, hours, kind, weight in facts:
            if weight <= 1e-9:
                continue
            part: LogNormal = getattr(model, name)
            x = math.log(hours)
            if kind == "=":
                x = _clip(x, part)
                m1, m2 = x, x * x
            elif kind == ">":
                m1, m2 = upper_tail_moments(part.mu, part.sigma, x)
            else:
                m1, m2 = lower_tail_moments(part.mu, part.sigma, x)
            deltas[name + ".w"] = weight
            deltas[name + ".sx"] = weight * m1
            deltas[name + ".sxx"] = weight * m2
        return self._apply(outlet, deltas)

    def _apply(self, outlet: str, deltas: dict[str, float]) -> OutletModel:
        stats = self._entry(outlet).stats
        heaviest = max(
            stats.get("t1.w", 0.0), stats.get("d.w", 0.0), stats.get("t10.w", 0.0), stats.get("pages", 0.0)
        )
        decay = 1.0
        # Past the cap by CAP_SLACK, scale everything back to the cap (so the evidence
        # stays between max_evidence and CAP_SLACK more; decaying on every update would
        # cost an update of every statistic each time).
        if heaviest + 1.0 > self.max_evidence * (1.0 + CAP_SLACK) and self.max_evidence > 1.0:
            decay = (self.max_evidence - 1.0) / heaviest
            for name in STAT_NAMES:  # every statistic decays, not only the updated ones
                deltas.setdefault(name, 0.0)
        new_stats = self.store.update_timing(outlet, deltas, decay)
        cached = self._cache[outlet]
        cached.stats = new_stats
        cached.loaded = time.monotonic()
        # Rebuild once the evidence has grown by REBUILD_SHARE (each page while it is
        # small): a model 1 % stale decides the same, and rebuilding costs more than
        # the update.
        cached.unbuilt += 1
        if cached.unbuilt >= max(1.0, REBUILD_SHARE * new_stats.get("pages", 0.0)):
            cached.model = self._build(new_stats)
            cached.unbuilt = 0
        return cached.model

    # -- reporting -------------------------------------------------------------------
    def summary(self) -> list[dict[str, Any]]:
        """One row per outlet with statistics in the store, sorted by evidence."""
        rows: list[dict[str, Any]] = []
        for outlet, stats in self.store.all_timing().items():
            if outlet.startswith("__"):
                continue
            model = self._build(stats)
            rows.append(
                {
                    "outlet": outlet,
                    "pages": round(model.pages, 1),
                    "wait_hours": round(model.wait_hours, 3),
                    "pub_1st_hours": round(model.t1.mean, 3),
                    "first_10th_hours": round(model.d.mean, 3),
                    "median_pub_10th_hours": round(model.t10.median, 3),
                    "commented": round(model.commented, 3),
                }
            )
        rows.sort(key=lambda row: (-row["pages"], row["outlet"]))
        return rows
