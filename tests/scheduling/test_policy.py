"""The visit policy: pure functions of (outlet, times, outcome)."""

from __future__ import annotations

import math

import pytest

from comspider.scheduling.estimator import PageTiming, WaitEstimator
from comspider.scheduling.outcome import VisitResult
from comspider.scheduling.visit_policy import (
    CAPTURED,
    FEW_COMMENTS,
    GIVEN_UP,
    NO_COMMENTS,
    PolicyConfig,
    VisitPolicy,
)
from comspider.state.memory import MemoryTimingStore

H = 3600.0
T0 = 1_800_000_000.0


def test_paper_due_time_and_admission_threshold() -> None:
    policy = VisitPolicy(PolicyConfig.paper())
    assert policy.wait_seconds("any") == 3.84 * H
    assert policy.due("any", T0, T0 + 60) == T0 + 3.84 * H
    assert policy.due("any", None, T0) == T0 + 3.84 * H  # unknown publication: admission time
    assert policy.due("any", T0 + 99 * H, T0) == T0 + 3.84 * H  # future publication: now
    # E[S]·L_Q > T_W with E[S] = 34.37 s: 3.84 h / 34.37 s = 402.2 pages
    assert policy.admission("any", T0, T0, 402).admit
    refused = policy.admission("any", T0, T0, 403)
    assert not refused.admit and refused.reason == "queue_full"
    assert refused.expected_queue == pytest.approx(403 * 34.37)
    assert not policy.count_ahead()
    two = VisitPolicy(PolicyConfig.paper(servers=2))
    assert two.admission("any", T0, T0, 804).admit and not two.admission("any", T0, T0, 805).admit


def test_admission_uses_measured_service_time() -> None:
    policy = VisitPolicy(PolicyConfig.paper())
    for _ in range(1000):
        policy.service.observe(10.0)
    assert policy.service.mean < 11.0
    assert policy.admission("any", T0, T0, 1200).admit


def test_immediate_is_a_loss_system() -> None:
    policy = VisitPolicy(PolicyConfig.immediate())
    assert policy.due("o", T0, T0 + 5) == T0
    assert policy.admission("o", T0, T0, 0).admit
    assert not policy.admission("o", T0, T0, 1).admit
    done = policy.after_visit("o", 1, T0, T0 + 10, VisitResult("no_comments", 0))
    assert done.action == "done" and done.outcome == NO_COMMENTS


def test_paper_revisits_at_the_back_of_the_queue() -> None:
    policy = VisitPolicy(PolicyConfig.paper())
    now = T0 + 4 * H
    enough = policy.after_visit("o", 1, T0, now, VisitResult("comments_found", 10))
    assert (enough.action, enough.outcome) == ("done", CAPTURED)
    few = policy.after_visit("o", 1, T0, now, VisitResult("comments_found", 3))
    assert few.action == "requeue" and few.due == now + 3.84 * H and few.outcome == "comments_found"
    last = policy.after_visit("o", 3, T0, now, VisitResult("comments_found", 3))
    assert (last.action, last.outcome) == ("done", FEW_COMMENTS)
    none = policy.after_visit("o", 3, T0, now, VisitResult("no_comments", 0))
    assert none.outcome == NO_COMMENTS
    timeout = policy.after_visit("o", 2, T0, now, VisitResult("error", 0, "TimeoutError"))
    assert timeout.action == "requeue" and timeout.due == now + 3.84 * H
    gone = policy.after_visit("o", 1, T0, now, VisitResult("error", 0, "HTTP 404"))
    assert (gone.action, gone.outcome) == ("drop", "error_permanent")
    guard = policy.after_visit("o", 1, T0, now, VisitResult("blocked", 0, "network guard: x"))
    assert (guard.action, guard.outcome) == ("drop", "network_guard")  # a later run's settings may allow it
    offline = policy.after_visit("o", 1, T0, now, VisitResult("error", 0, "DNS lookup failed: a.example"))
    assert offline.action == "requeue"  # an outage looks so: it may pass
    tired = policy.after_visit("o", 3, T0, now, VisitResult("blocked", 0, "HTTP 429"))
    assert (tired.action, tired.outcome) == ("done", "blocked")


def test_notes_track_comment_times() -> None:
    policy = VisitPolicy(PolicyConfig.paper(min_comments=3))
    times = (T0 + 300, T0 + 100, T0 + 200, T0 + 900, T0 + 10 * H)  # the last one: future
    notes = policy.notes({}, VisitResult("comments_found", 5, None, times), T0 + H)
    assert notes == {"first": T0 + 100, "tenth": T0 + 300, "most": 5, "reached": True, "checked": T0 + H}
    later = policy.notes(notes, VisitResult("error", 0, "TimeoutError"), T0 + 2 * H)
    assert later["checked"] == T0 + H  # a failed visit did not see the page
    timing = policy.page_timing(T0, T0 + 2 * H, later)
    assert timing == PageTiming(T0, T0 + H, 5, T0 + 100, T0 + 300, True)
    assert policy.page_timing(None, T0, later) is None


def test_learned_policy_starts_at_the_prior() -> None:
    policy = VisitPolicy(PolicyConfig.learned())
    assert policy.wait_seconds("new.example") == pytest.approx(3.84 * H)
    assert policy.time_value == pytest.approx(0.0723, abs=1e-3)
    other = VisitPolicy(PolicyConfig.learned(wait_hours=2.0))
    assert other.wait_seconds("new.example") == pytest.approx(2.0 * H)
    mean_rule = VisitPolicy(PolicyConfig.learned(wait_rule="mean"))
    assert mean_rule.wait_seconds("new.example") == pytest.approx(3.84 * H)
    assert policy.count_ahead()


def fast_outlet(
    estimator: WaitEstimator, outlet: str, t1_hours: float, d_hours: float, pages: int = 300
) -> None:
    for i in range(pages):
        jitter = 1.0 + 0.5 * math.sin(i)  # deterministic spread
        first = T0 + t1_hours * jitter * H
        tenth = first + d_hours * jitter * H
        estimator.observe(outlet, PageTiming(T0, T0 + 48 * H, 30, first, tenth, True))


def test_learned_wait_follows_the_outlet() -> None:
    estimator = WaitEstimator(MemoryTimingStore())
    policy = VisitPolicy(PolicyConfig.learned(), estimator)
    fast_outlet(estimator, "fast.example", 0.3, 0.1)
    fast_outlet(estimator, "slow.example", 8.0, 1.0)
    fast = policy.wait_seconds("fast.example") / H
    slow = policy.wait_seconds("slow.example") / H
    assert fast < 1.5 < 3.84 < slow < 20
    # the capped maximum
    capped = VisitPolicy(PolicyConfig.learned(max_wait_hours=5.0), estimator)
    assert capped.wait_seconds("slow.example") == 5.0 * H


def test_learned_revisit_and_give_up() -> None:
    estimator = WaitEstimator(MemoryTimingStore())
    policy = VisitPolicy(PolicyConfig.learned(), estimator)
    fast_outlet(estimator, "o.example", 2.0, 0.5)
    # no comment 1 h after publication: come back later, with a fair chance
    delay, p = policy.revisit("o.example", T0, T0 + H, 0, {})
    assert 0.25 * H <= delay <= 48 * H and p > 0.3
    decision = policy.after_visit("o.example", 1, T0, T0 + H, VisitResult("no_comments", 0))
    assert decision.action == "requeue" and decision.due == pytest.approx(T0 + H + delay)
    # 3 comments, the first 20 minutes ago: the 1st->10th time decides, and sooner
    notes = {"first": T0 + H - 1200}
    soon, p_soon = policy.revisit("o.example", T0, T0 + H, 3, notes)
    assert soon < delay and p_soon > 0.3
    # nothing after 40 h on an outlet whose pages all had comments within hours: the
    # page probably never gets any; not worth a visit
    late = policy.after_visit("o.example", 2, T0, T0 + 40 * H, VisitResult("no_comments", 0))
    assert (late.action, late.outcome) == ("done", GIVEN_UP)
    # a passing failure: retried soon
    retry = policy.after_visit("o.example", 1, T0, T0 + H, VisitResult("error", 0, "TimeoutError"))
    assert retry.action == "requeue" and retry.due == T0 + H + 900


def test_revisit_bar_rises_with_the_queue() -> None:
    policy = VisitPolicy(PolicyConfig.learned())
    wait = policy.wait_seconds("o")
    full = int(wait / policy.service.mean)
    assert policy.revisit_bar("o", None) == 0.2
    assert policy.revisit_bar("o", 0) == 0.2
    assert 0.2 < policy.revisit_bar("o", full // 2) < 0.25
    assert policy.revisit_bar("o", full) == pytest.approx(0.6, abs=0.01)
    assert policy.revisit_bar("o", full * 3) == pytest.approx(0.6)


def test_quiet_outlets_are_refused_but_explored() -> None:
    estimator = WaitEstimator(MemoryTimingStore())
    policy = VisitPolicy(PolicyConfig.learned(), estimator)
    for _ in range(100):  # pages seen two days after publication, never a comment
        estimator.observe("quiet.example", PageTiming(T0, T0 + 48 * H, 0))
    assert estimator.model("quiet.example").commented < 0.1
    keys = [f"https://quiet.example/{i}" for i in range(2000)]
    decisions = [policy.admission("quiet.example", T0, T0, 0, key) for key in keys]
    admitted = [d for d in decisions if d.admit]
    assert all(d.reason == "quiet_outlet" for d in decisions if not d.admit)
    assert 40 < len(admitted) < 160  # about 5 %
    again = [policy.admission("quiet.example", T0, T0, 0, key).admit for key in keys]
    assert again == [d.admit for d in decisions]  # stable per key
    assert policy.admission("loud.example", T0, T0, 0, keys[0]).admit
    paper = VisitPolicy(PolicyConfig.paper(), estimator)
    assert paper.admission("quiet.example", T0, T0, 0, keys[0]).admit


def test_config_validation_and_settings() -> None:
    with pytest.raises(ValueError):
        PolicyConfig(wait="sometimes")
    with pytest.raises(ValueError):
        PolicyConfig(max_visits=0)
    config = PolicyConfig.from_settings(
        {
            "COMSPIDER_SCHEDULE_POLICY": "paper",
            "COMSPIDER_MAX_VISITS": "4",
            "COMSPIDER_WAIT_PRIOR_HOURS": "2.5",
        }
    )
    assert (config.name, config.max_visits, config.wait_hours) == ("paper", 4, 2.5)
    learned = PolicyConfig.from_settings(
        {"COMSPIDER_SCHEDULE_POLICY": "learned", "COMSPIDER_VISIT_COST": "0.3"}
    )
    assert learned.name == "learned" and learned.visit_cost == 0.3
    complete = PolicyConfig.from_settings({"COMSPIDER_REVISIT_MIN_GAIN": "0.05"})
    assert (complete.name, complete.min_gain, complete.completes) == ("complete", 0.05, True)
    assert PolicyConfig.from_settings({"COMSPIDER_SCHEDULE_POLICY": "immediate"}).max_visits == 1
    with pytest.raises(ValueError):
        PolicyConfig.from_settings({"COMSPIDER_SCHEDULE_POLICY": "random"})
