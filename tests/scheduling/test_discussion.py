"""The completeness policy's arrival model, as pure functions (hours)."""

from __future__ import annotations

import math
import random

import pytest

from comspider.scheduling.discussion import (
    Curve,
    Evidence,
    PaceEstimate,
    Unstarted,
    count_evidence,
    delay_share,
    median_evidence,
    posterior,
)
from comspider.scheduling.lognormal import LogNormal

WIDE = PaceEstimate(0.0, 100.0)  # a prior that says little


def share(t: float, mean: float) -> float:
    return -math.expm1(-t / mean)


def test_the_median_of_the_comments_gives_the_pace() -> None:
    """A visit u hours after the first comment, of a discussion of mean delay θ: the
    median of what it saw is where G(b) = G(u) / 2; from it the posterior finds θ again."""
    theta = 2.0
    for u in (2.0, 6.0):
        half = -theta * math.log1p(-share(u, theta) / 2)
        evidence = median_evidence(u, half, later=400)
        assert evidence is not None
        estimate = posterior(WIDE, [evidence])
        assert estimate is not None and estimate.mu == pytest.approx(math.log(theta), abs=0.1)
        assert 0 < estimate.var < 0.2
    # few comments: a wider posterior; too few, or an impossible median: no evidence
    few, many = median_evidence(4.0, 1.0, later=4), median_evidence(4.0, 1.0, later=40)
    assert few is not None and many is not None
    wide, narrow = posterior(WIDE, [few]), posterior(WIDE, [many])
    assert wide is not None and narrow is not None and wide.var > narrow.var
    assert median_evidence(2.0, 0.7, later=2) is None
    assert median_evidence(2.0, 2.5, later=20) is None


def test_comments_still_coming_evenly_say_the_pace_is_not_short() -> None:
    """Half of them in the first half of the time: no decay seen yet. Alone that says
    only "θ is not short"; with a prior of minutes, the posterior moves to hours."""
    evenly = median_evidence(2.0, 1.0, later=30)
    assert evenly is not None
    alone = posterior(None, [evenly])
    assert alone is not None and alone.var > 2.0  # not informative: not counted for the outlet
    prior = PaceEstimate(math.log(0.25), 2.0**2)
    moved = posterior(prior, [evenly])
    assert moved is not None and math.exp(moved.mu) > 2.0  # hours, not minutes


def test_the_counts_of_two_visits_give_the_pace() -> None:
    theta, u0, u1, later1 = 3.0, 1.0, 4.0, 400
    later0 = round(later1 * share(u0, theta) / share(u1, theta))
    evidence = count_evidence(u0, later0, u1, later1)
    assert evidence is not None
    estimate = posterior(WIDE, [evidence])
    assert estimate is not None and estimate.mu == pytest.approx(math.log(theta), abs=0.1)
    assert count_evidence(u0, 3, u1, 2) is None  # too few to say
    assert posterior(None, []) is None and posterior(WIDE, []) == WIDE


def test_sampled_discussions_are_estimated_without_bias() -> None:
    """Many simulated visits: the posteriors centre on the true pace."""
    rng = random.Random(4)
    theta = 1.5
    errors = []
    for _ in range(300):
        u = rng.uniform(1.0, 6.0)
        delays = sorted(d for d in (rng.expovariate(1 / theta) for _ in range(60)) if d <= u)
        evidence = median_evidence(u, delays[len(delays) // 2], len(delays)) if len(delays) >= 5 else None
        estimate = posterior(WIDE, [evidence]) if evidence is not None else None
        if estimate is not None and estimate.var < 1.0:
            errors.append(estimate.mu - math.log(theta))
    assert len(errors) > 150
    assert abs(sum(errors) / len(errors)) < 0.15


def test_evidence_likelihood() -> None:
    e = Evidence(u=4.0, r=0.25, q=0.5, var=0.01)
    best = max((e.likelihood(math.log(t / 10)), t / 10) for t in range(1, 200))
    assert share(1.0, best[1]) / share(4.0, best[1]) == pytest.approx(0.5, abs=0.02)


def test_curve_and_unstarted_shares() -> None:
    curve = Curve.of(0.5, PaceEstimate(math.log(2.0), 0.0))
    assert curve.share(0.5) == 0.0
    assert curve.share(2.5) == pytest.approx(share(2.0, 2.0), rel=1e-6)
    assert curve.share(curve.age_at(0.97)) == pytest.approx(0.97, abs=1e-6)
    wider = Curve.of(0.5, PaceEstimate(math.log(2.0), 1.0))  # an uncertain pace: a longer tail
    assert wider.age_at(0.97) > curve.age_at(0.97)
    assert curve.age_at(0.9999999, limit=10.0) == 10.0  # the limit is an age
    assert delay_share(-1.0, PaceEstimate(0.0, 1.0)) == 0.0
    t1 = LogNormal(0.0, 1.0)
    pace = PaceEstimate(0.0, 1.0)
    fresh = Unstarted(t1, pace)
    assert 0 < fresh.share(2.0) < fresh.share(10.0) < 1
    assert fresh.share(fresh.age_at(0.5, 48.0)) == pytest.approx(0.5, abs=1e-3)
    late = Unstarted(t1, pace, after=5.0)  # nothing by 5 h: its comments come later
    assert late.share(6.0) < fresh.share(6.0)
    assert late.age_at(0.99999, 48.0) == 48.0  # not within the limit
