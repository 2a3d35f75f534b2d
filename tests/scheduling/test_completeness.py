"""The completeness policy: visit while the discussion grows, stop when it is (nearly)
all there or closed, give way to new pages under load. Plain floats, no clock."""

from __future__ import annotations

import math
from collections.abc import Callable

import pytest

from comspider.scheduling.arrival_model import PACE_PREFIX, ArrivalModel
from comspider.scheduling.completeness import CLOSED, COMPLETE, MAX_VISITS, QUIET
from comspider.scheduling.discussion import PaceEstimate
from comspider.scheduling.estimator import WaitEstimator
from comspider.scheduling.outcome import VisitResult
from comspider.scheduling.visit_policy import PolicyConfig, VisitPolicy
from comspider.state.backend import Backend
from comspider.state.memory import MemoryTimingStore

H = 3600.0
T0 = 1_800_000_000.0


def policy(**kw: object) -> VisitPolicy:
    store = MemoryTimingStore()
    estimator = WaitEstimator(store, refresh_seconds=math.inf)
    return VisitPolicy(
        PolicyConfig.complete(**kw), estimator, arrivals=ArrivalModel(store, refresh_seconds=math.inf)
    )


def seen(
    published: float, at: float, count: int, step_minutes: float, start_minutes: float = 5.0
) -> VisitResult:
    """A visit at ``at`` that finds ``count`` comments, one every ``step_minutes`` from
    ``start_minutes`` after publication."""
    times = tuple(published + 60.0 * (start_minutes + step_minutes * i) for i in range(count))
    return VisitResult("comments_found", count, comment_times=tuple(t for t in times if t <= at))


def test_first_visit_within_the_bound() -> None:
    p = policy()
    wait = p.wait_seconds("new.example")
    assert 0.25 * H <= wait <= 3.0 * H  # half of a typical discussion, at most 3 h
    assert p.due("new.example", T0, T0 + 60) == T0 + wait
    assert policy(first_visit_hours=1.0).wait_seconds("x") <= 1.0 * H


def decaying(published: float, at: float, theta_hours: float, total: int) -> VisitResult:
    """A visit at ``at`` of a discussion of ``total`` comments whose later ones come at a
    decaying rate (mean delay ``theta_hours`` after the first, 5 minutes in)."""
    first = published + 300.0
    times = [first] + [
        first - 3600.0 * theta_hours * math.log1p(-(i + 0.5) / total) for i in range(total - 1)
    ]
    seen_times = tuple(t for t in times if t <= at)
    return VisitResult("comments_found", len(seen_times), comment_times=seen_times)


def test_a_growing_discussion_is_visited_again_when_it_should_be_whole() -> None:
    p = policy()
    now = T0 + 2 * H
    # comments every 4 minutes since 5 min after publication: nowhere near its end
    first = p.after_visit("o", 1, T0, now, seen(T0, now, 29, 4.0))
    assert first.action == "requeue" and first.due is not None
    assert first.due > now + H  # when the rest should be there, not soon
    assert first.due <= T0 + 48 * H  # never past the discussion's horizon
    assert first.info["gain"] >= 0.03 and 0 < first.info["share"] < 0.97
    assert first.info["final"] > 29  # the early count predicts more
    # the second visit finds it over (no comment for the last day): done
    later = first.due
    second = p.after_visit("o", 2, T0, later, seen(T0, later, 40, 4.0), first.info)
    assert second.action == "done" and second.outcome == COMPLETE


def test_an_old_discussion_is_done_at_once() -> None:
    p = policy()
    now = T0 + 40 * H
    done = p.after_visit("o", 1, T0, now, seen(T0, now, 30, 3.0))
    assert done.action == "done" and done.outcome == COMPLETE


def test_closed_comments_stop_at_once() -> None:
    p = policy()
    now = T0 + 2 * H
    closed = p.after_visit("o", 1, T0, now, VisitResult("no_comments", 0, closed=True))
    assert closed.action == "done" and closed.outcome == CLOSED
    # a comment form seen, then gone while the comments still show: closed too
    with_form = seen(T0, now, 20, 4.0)
    with_form.form = True
    first = p.after_visit("o", 1, T0, now, with_form)
    assert first.action == "requeue" and first.info["form"] is True
    gone = seen(T0, first.due or 0, 30, 4.0)
    gone.form = False
    assert p.after_visit("o", 2, T0, first.due or 0, gone, first.info).outcome == CLOSED


def test_no_comments_yet_waits_for_them_unless_the_outlet_has_none() -> None:
    p = policy()
    now = T0 + 2 * H
    empty = p.after_visit("o", 1, T0, now, VisitResult("no_comments", 0))
    assert empty.action == "requeue" and empty.due is not None and empty.due > now
    # an outlet whose pages never get comments: its commented share falls, and then
    # an empty visit is the last
    quiet = policy()
    assert quiet.estimator is not None
    for n in range(60):
        notes = quiet.notes({}, VisitResult("no_comments", 0), T0 + 30 * H)
        quiet.learn("quiet.example", T0 + n, T0 + 30 * H, notes)
    done = quiet.after_visit("quiet.example", 1, T0, now, VisitResult("no_comments", 0))
    assert done.action == "done" and done.outcome == QUIET


def test_failures_and_the_visit_limit() -> None:
    p = policy()
    now = T0 + 2 * H
    retry = p.after_visit("o", 1, T0, now, VisitResult("error", 0, "TimeoutError: slow"))
    assert retry.action == "requeue" and retry.due == now + 900
    gone = p.after_visit("o", 1, T0, now, VisitResult("blocked", 0, "HTTP 404"))
    assert gone.action == "drop"
    last = p.after_visit("o", 3, T0, now, seen(T0, now, 29, 4.0))
    assert last.action == "done" and last.outcome == MAX_VISITS


def test_a_revisit_yields_only_under_load_and_when_it_adds_little() -> None:
    p = policy()
    assert not p.yields(2, {"gain": 0.03}, overloaded=False)
    assert p.yields(2, {"gain": 0.03}, overloaded=True)
    assert not p.yields(2, {"gain": 0.3}, overloaded=True)
    assert not p.yields(1, {}, overloaded=True)  # a first visit never yields


def test_admission_refuses_a_page_it_cannot_visit_in_time() -> None:
    p = policy()
    wait = p.wait_seconds("o")
    due = T0 + wait
    # 3 h after publication at most: E[S]·L_Q/c with E[S] = 34.37 s and one server
    fits = int((3 * H - 60) / 34.37)
    assert p.admission("o", due, T0 + 60, fits - 5).admit
    refused = p.admission("o", due, T0 + 60, fits + 5)
    assert not refused.admit and refused.reason == "queue_full"
    # an article the feed lists 5 h after publication: visited as soon as the queue allows,
    # refused only when it would wait more than half the bound
    late = T0 + 5 * H
    assert p.admission("o", p.due("o", T0, late), late, 0).admit
    assert p.admission("o", p.due("o", T0, late), late, int(1.4 * H / 34.37)).admit
    assert not p.admission("o", p.due("o", T0, late), late, int(1.6 * H / 34.37)).admit


def test_the_outlets_pace_is_learned_from_the_visits() -> None:
    p = policy()
    assert p.completeness is not None
    prior = p.completeness.arrivals.pace("slow.example")
    for n in range(30):  # discussions whose comments slow down over hours (θ = 3 h)
        pub = T0 + n * H
        now = pub + 8 * H
        p.after_visit("slow.example", 1, pub, now, decaying(pub, now, 3.0, 60), {})
    learned = p.completeness.arrivals.pace("slow.example")
    assert learned.articles == pytest.approx(30)
    assert learned.mu > prior.mu + 1.0  # slower than the prior's minutes
    assert p.wait_seconds("slow.example") > p.wait_seconds("other.example")


def test_the_pace_is_kept_in_the_crawl_state(open_store: Callable[[], Backend]) -> None:
    """Every backend: an article's contribution is replaced by its next visit's, and a
    second connection reads what the first learned."""
    one = ArrivalModel(open_store().timing, refresh_seconds=0)
    kept = one.contribute("a.example", PaceEstimate(1.0, 0.2), None)
    kept = one.contribute("a.example", PaceEstimate(2.0, 0.1), kept)  # the same article again
    one.contribute("a.example", PaceEstimate(0.0, 0.1), None)
    two = ArrivalModel(open_store().timing, refresh_seconds=0)
    pace = two.pace("a.example")
    assert pace.articles == pytest.approx(2.0)
    stats = open_store().timing.timing(PACE_PREFIX + "a.example")
    assert stats["sx"] == pytest.approx(2.0) and stats["sv"] == pytest.approx(0.2)
    assert two.summary()[0]["outlet"] == "a.example"
    assert two.pace("other.example") == two.prior()
