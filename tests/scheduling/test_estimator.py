"""The per-outlet wait estimator and the service-time meter."""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import pytest

from comspider.scheduling.estimator import PageTiming, TimingPrior, WaitEstimator
from comspider.scheduling.lognormal import LogNormal, lower_tail_moments, upper_tail_moments
from comspider.scheduling.service import ServiceTimeMeter
from comspider.state.backend import Backend
from comspider.state.memory import MemoryTimingStore

H = 3600.0
T0 = 1_800_000_000.0


def draw(rng: random.Random, median_t1: float, median_d: float, sigma: float = 1.0) -> tuple[float, float]:
    return (median_t1 * math.exp(sigma * rng.gauss(0, 1)), median_d * math.exp(sigma * rng.gauss(0, 1)))


def page(t1: float, d: float, visit_hours: float) -> PageTiming:
    """What a visit ``visit_hours`` after publication sees (exact timestamps)."""
    seen_first = t1 <= visit_hours
    seen_tenth = t1 + d <= visit_hours
    return PageTiming(
        T0,
        T0 + visit_hours * H,
        12 if seen_tenth else (3 if seen_first else 0),
        T0 + t1 * H if seen_first else None,
        T0 + (t1 + d) * H if seen_tenth else None,
        seen_tenth,
    )


def true_median_t10(median_t1: float, median_d: float, sigma: float = 1.0) -> float:
    rng = random.Random(99)
    values = sorted(sum(draw(rng, median_t1, median_d, sigma)) for _ in range(20001))
    return values[10000]


def test_lognormal_helpers() -> None:
    model = LogNormal.from_mean(3.84, 1.2)
    assert model.mean == pytest.approx(3.84)
    assert model.cdf(model.quantile(0.3)) == pytest.approx(0.3)
    assert model.sf(model.median) == pytest.approx(0.5)
    above = model.conditional_quantile(0.5, 10.0)
    assert above > 10.0 and model.sf(above) == pytest.approx(model.sf(10.0) / 2)
    level = model.density(3.84)
    assert model.level_time(level) == pytest.approx(3.84)
    assert model.level_time(100.0) is None
    m1, m2 = upper_tail_moments(0.0, 1.0, 0.0)
    assert m1 == pytest.approx(math.sqrt(2 / math.pi)) and m2 == pytest.approx(1.0)
    m1, _ = lower_tail_moments(0.0, 1.0, 0.0)
    assert m1 == pytest.approx(-math.sqrt(2 / math.pi))
    far, _ = upper_tail_moments(0.0, 1.0, 40.0)  # no overflow in the far tail
    assert 40.0 < far < 40.1


def test_prior_is_the_papers_wait() -> None:
    estimator = WaitEstimator(MemoryTimingStore())
    model = estimator.model("nobody.example")
    assert model.wait_hours == pytest.approx(3.84)
    assert model.t1.mean == pytest.approx(3.84 * 3.41 / 3.83)
    assert model.commented == 0.5 and model.pages == 0
    assert WaitEstimator(MemoryTimingStore(), TimingPrior(wait_hours=2.0)).model(
        "x"
    ).wait_hours == pytest.approx(2.0)


def test_learns_an_outlet_seen_late() -> None:
    rng = random.Random(1)
    estimator = WaitEstimator(MemoryTimingStore())
    for _ in range(600):
        estimator.observe("o", page(*draw(rng, 0.5, 0.2), visit_hours=200.0))
    model = estimator.model("o")
    assert model.t1.median == pytest.approx(0.5, rel=0.1)
    assert model.d.median == pytest.approx(0.2, rel=0.1)
    assert model.t10.median == pytest.approx(true_median_t10(0.5, 0.2), rel=0.1)
    assert model.commented > 0.95


def test_censored_visits_do_not_bias_the_estimate_low() -> None:
    """Pages all visited 1.5 h after publication: a third have no 10th comment yet.
    Learning from the 10th comments seen only would underestimate the outlet."""
    rng = random.Random(2)
    truth = true_median_t10(0.6, 0.3)
    ours = WaitEstimator(MemoryTimingStore())
    naive: list[float] = []
    for _ in range(2000):
        t1, d = draw(rng, 0.6, 0.3)
        seen = page(t1, d, visit_hours=1.5)
        ours.observe("o", seen)
        if seen.tenth_comment is not None:
            naive.append(math.log((seen.tenth_comment - T0) / H))
    naive_median = math.exp(sorted(naive)[len(naive) // 2])
    learned = ours.model("o").t10.median
    assert abs(math.log(learned / truth)) < 0.5 * abs(math.log(naive_median / truth))
    assert learned == pytest.approx(truth, rel=0.2)


def test_robust_to_absurd_timestamps() -> None:
    rng = random.Random(3)
    clean = WaitEstimator(MemoryTimingStore())
    dirty = WaitEstimator(MemoryTimingStore())
    for i in range(800):
        seen = page(*draw(rng, 1.0, 0.3), visit_hours=200.0)
        clean.observe("o", seen)
        if i % 20 == 0:  # 5 %: a misparsed year, a comment "before" publication
            bad = -3 * H if i % 40 == 0 else 10 * 365 * 24 * H
            seen = PageTiming(T0, seen.last_visit, 12, T0 + bad, T0 + bad + 60, True)
        dirty.observe("o", seen)
    assert dirty.model("o").t10.median == pytest.approx(clean.model("o").t10.median, rel=0.15)


def test_shrinks_toward_the_prior_with_little_evidence() -> None:
    estimator = WaitEstimator(MemoryTimingStore())
    prior = estimator.model("o").t10.median
    estimator.observe("o", page(0.05, 0.05, visit_hours=10.0))
    one = estimator.model("o").t10.median
    assert 0.1 < one < prior
    for _ in range(200):
        estimator.observe("o", page(0.05, 0.05, visit_hours=10.0))
    assert estimator.model("o").t10.median < 0.2


def test_quiet_outlet_and_tracking_a_change() -> None:
    estimator = WaitEstimator(MemoryTimingStore(), max_evidence=50.0)
    for _ in range(60):
        estimator.observe("o", PageTiming(T0, T0 + 72 * H, 0))
    assert estimator.model("o").commented < 0.1
    rng = random.Random(4)
    for _ in range(300):  # the outlet opens comments, and they come fast
        estimator.observe("o", page(*draw(rng, 0.3, 0.1), visit_hours=24.0))
    model = estimator.model("o")
    assert model.commented > 0.8 and model.t10.median < 1.0
    assert model.pages <= 50.0 * 1.05 + 1


def test_learned_model_is_persisted_and_shared(open_store: Callable[[], Backend]) -> None:
    rng = random.Random(5)
    first = WaitEstimator(open_store().timing, refresh_seconds=0)
    for _ in range(50):
        first.observe("o.example", page(*draw(rng, 0.4, 0.1), visit_hours=48.0))
    second = WaitEstimator(open_store().timing, refresh_seconds=0)  # another connection
    assert second.model("o.example").t10.median == pytest.approx(first.model("o.example").t10.median)
    rows = second.summary()
    assert rows[0]["outlet"] == "o.example" and rows[0]["pages"] == 50
    assert rows[0]["wait_hours"] == pytest.approx(first.model("o.example").wait_hours, abs=1e-3)


def test_service_meter(store: Backend) -> None:
    meter = ServiceTimeMeter(store=store.timing, refresh_seconds=0)
    assert meter.mean == 34.37
    for _ in range(10):
        meter.observe(14.37)
    assert meter.mean == pytest.approx(24.37)
    for bad in (float("nan"), -1.0, 0.0, float("inf")):
        meter.observe(bad)
    assert meter.visits == 10
    meter.observe(1e9)  # clipped to an hour
    assert meter.mean < 250
    shared = ServiceTimeMeter(store=store.timing, refresh_seconds=0)
    assert shared.mean == pytest.approx(meter.mean)
    assert "__service__" not in {row["outlet"] for row in WaitEstimator(store.timing).summary()}
