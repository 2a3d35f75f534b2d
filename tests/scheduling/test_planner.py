"""The planner facade with a ManualClock: hours of queue life in milliseconds."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from comspider.article import Article
from comspider.clock import ManualClock, iso
from comspider.scheduling.estimator import WaitEstimator
from comspider.scheduling.outcome import VisitResult
from comspider.scheduling.planner import VisitPlanner
from comspider.scheduling.service import ServiceTimeMeter
from comspider.scheduling.visit_policy import PolicyConfig, VisitPolicy
from comspider.state.backend import Backend, open_sqlite, state_path
from comspider.state.queue_entry import DONE, DROPPED, PENDING

START = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
H = 3600.0


def planner_for(
    backend: Backend, config: PolicyConfig, clock: ManualClock, lease: float = 600.0
) -> VisitPlanner:
    policy = VisitPolicy(
        config,
        WaitEstimator(backend.timing, refresh_seconds=0),
        ServiceTimeMeter(store=backend.timing, refresh_seconds=0),
    )
    return VisitPlanner(backend, policy, clock, lease_seconds=lease)


def article(n: int, published: datetime | None = START, host: str = "news.example") -> Article:
    return Article(
        url=f"https://{host}/story/{n}?utm_source=gn",
        title=f"Story {n}",
        publisher="News",
        published_at=iso(published) if published else None,
    )


def times(base: datetime, count: int, step_minutes: float = 1.0) -> tuple[float, ...]:
    return tuple((base + timedelta(minutes=step_minutes * i)).timestamp() for i in range(count))


def test_lifecycle_paper_policy(store: Backend) -> None:
    clock = ManualClock(START)
    planner = planner_for(store, PolicyConfig.paper(), clock)
    offer = planner.offer(article(1))
    assert offer.status == "admitted" and offer.outlet == "news.example"
    assert offer.key == "https://news.example/story/1"
    assert offer.due == pytest.approx(START.timestamp() + 3.84 * H)
    # the same article again, under another URL form, is a duplicate
    again = Article(url="http://NEWS.example/story/1#comments", title="Story 1")
    assert planner.offer(again).status == "duplicate"
    assert planner.has_pending()
    assert planner.claim() is None  # not due yet
    assert planner.seconds_until_next() == pytest.approx(3.84 * H)
    clock.advance(3.84 * H)
    entry = planner.claim()
    assert entry is not None and entry.visit == 1 and entry.article["title"] == "Story 1"
    decision = planner.record(
        entry, VisitResult("comments_found", 3, seconds=30.0, comment_times=times(START, 3, 60))
    )
    assert decision.action == "requeue"
    stored = store.queue.get(entry.key)
    assert stored.state == PENDING and stored.visit == 2 and stored.info["most"] == 3
    clock.advance(3.84 * H)
    entry = planner.claim()
    assert entry.visit == 2 and entry.info["first"] == START.timestamp()
    planner.record(entry, VisitResult("comments_found", 14, seconds=40.0, comment_times=times(START, 14, 30)))
    assert store.queue.get(entry.key).state == DONE
    assert store.queue.get(entry.key).outcome == "comments_found"
    assert not planner.has_pending() and planner.seconds_until_next() is None
    values = planner.stats.values  # type: ignore[attr-defined]
    assert values["comspider/queue/admitted"] == 1
    assert values["comspider/queue/duplicate"] == 1
    assert values["comspider/queue/requeued"] == 1
    assert values["comspider/queue/done/comments_found"] == 1
    assert planner.policy.service.visits == 2
    # the estimator learned from the page although the policy is the paper's
    summary = planner.summary()
    assert summary["outlets"][0]["outlet"] == "news.example"
    assert summary["queue"]["state/done"] == 1
    gauges = planner.stat_values()
    assert gauges["comspider/queue/state/done"] == 1
    assert "comspider/wait_hours/news.example" in gauges


def test_max_visits_and_unknown_publication(store: Backend) -> None:
    clock = ManualClock(START)
    planner = planner_for(store, PolicyConfig.paper(max_visits=2), clock)
    offer = planner.offer(article(2, published=None))
    assert offer.due == pytest.approx(START.timestamp() + 3.84 * H)  # admission time + T_W
    for visit in (1, 2):
        clock.advance(4 * H)
        entry = planner.claim()
        assert entry.visit == visit
        planner.record(entry, VisitResult("no_comments", 0, seconds=20.0))
    final = store.queue.get(offer.key)
    assert (final.state, final.outcome, final.visit) == (DONE, "no_comments", 2)
    clock.advance(24 * H)
    assert planner.claim() is None


def test_admission_control_drops_and_remembers(store: Backend) -> None:
    clock = ManualClock(START)
    # T_W of 0.01 h = 36 s with E[S] = 34.37 s: room for one page in the queue
    planner = planner_for(store, PolicyConfig.paper(wait_hours=0.01), clock)
    assert planner.offer(article(1)).status == "admitted"
    assert planner.offer(article(2)).status == "admitted"  # 34.37 * 1 <= 36
    dropped = planner.offer(article(3))
    assert dropped.status == "dropped" and dropped.admission.reason == "queue_full"
    assert store.queue.get(dropped.key).state == DROPPED
    assert planner.offer(article(3)).status == "duplicate"  # considered once, ever
    assert planner.stats.values["comspider/queue/dropped/queue_full"] == 1  # type: ignore


def test_lease_expiry_costs_a_page_nothing_until_its_visit_started(
    store: Backend, caplog: pytest.LogCaptureFixture
) -> None:
    clock = ManualClock(START)
    planner = planner_for(store, PolicyConfig.paper(max_interruptions=2), clock, lease=300.0)
    offered = planner.offer(article(4, published=START - timedelta(hours=10)))
    key = offered.key
    first = planner.claim(worker="w1")  # overdue: claimable at once
    assert first.key == key and (first.attempts, first.interruptions) == (0, 0)
    assert planner.claim() is None
    clock.advance(301)  # the worker died while the page waited for its site's turn
    second = planner.claim(worker="w2")
    assert second.key == key and second.visit == 1 and (second.attempts, second.interruptions) == (0, 0)
    # the dead worker's late report is ignored
    planner.record(first, VisitResult("comments_found", 50, seconds=10.0))
    assert store.queue.get(key).state == "claimed"
    assert planner.stats.values["comspider/queue/stale"] == 1  # type: ignore[attr-defined]
    # started, then the worker died: an interruption, twice: one too many
    for _ in range(2):
        got = store.queue.get(key)
        assert store.queue.start(key, got.token, planner.now())
        clock.advance(301)
        if got.interruptions == 0:
            assert planner.claim().interruptions == 1
    with caplog.at_level("WARNING"):
        assert planner.claim() is None
    gone = store.queue.get(key)
    assert (gone.state, gone.outcome) == (DROPPED, "too_many_interruptions")
    # the page's own URL in the line (the key is canonical: https, no query)
    assert "https://news.example/story/4?utm_source=gn" in caplog.text and "queue retry" in caplog.text


def test_a_visit_that_lost_its_browser_on_every_try_is_dropped(store: Backend) -> None:
    clock = ManualClock(START)
    planner = planner_for(store, PolicyConfig.paper(max_attempts=2), clock, lease=300.0)
    key = planner.offer(article(6, published=START - timedelta(hours=10))).key
    entry = planner.claim()
    assert store.queue.add_attempt(key, entry.token, planner.now()) == 1
    decision = planner.record(entry, VisitResult("error", reason="too_many_attempts"))
    assert (decision.action, decision.outcome) == ("drop", "too_many_attempts")
    assert store.queue.get(key).state == DROPPED
    # counted in the claim, the process died before the drop: dropped at the next claim
    key = planner.offer(article(7, published=START - timedelta(hours=10))).key
    entry = planner.claim()
    for _ in range(2):
        store.queue.add_attempt(key, entry.token, planner.now())
    clock.advance(301)
    assert planner.claim() is None
    assert (store.queue.get(key).state, store.queue.get(key).outcome) == (DROPPED, "too_many_attempts")


def test_release_on_shutdown(store: Backend) -> None:
    clock = ManualClock(START)
    planner = planner_for(store, PolicyConfig.paper(), clock)
    planner.offer(article(5, published=START - timedelta(hours=5)))
    entry = planner.claim()
    assert planner.release(entry)
    again = planner.claim()
    assert again.key == entry.key and again.visit == 1


def test_learned_policy_learns_and_adapts(store: Backend) -> None:
    clock = ManualClock(START)
    planner = planner_for(store, PolicyConfig.learned(), clock)
    first_due = planner.offer(article(100, host="fast.example")).due
    assert first_due == pytest.approx(START.timestamp() + 3.84 * H, rel=1e-6)
    # 40 pages of an outlet whose 10 comments come within 20 minutes
    for n in range(40):
        published = clock.now()
        planner.offer(article(n, published=published, host="fast.example"))
        clock.advance(30 * 60)
    clock.advance(4 * H)
    while (entry := planner.claim()) is not None:
        published = datetime.fromisoformat(entry.article["published_at"])
        planner.record(
            entry,
            VisitResult(
                "comments_found",
                25,
                seconds=30.0,
                comment_times=times(published + timedelta(minutes=5), 25, 1.5),
            ),
        )
    wait = planner.policy.wait_seconds("fast.example")
    assert wait < 1.5 * H
    later = planner.offer(article(200, published=clock.now(), host="fast.example"))
    assert later.due == pytest.approx(clock.now().timestamp() + wait, abs=1.0)
    assert planner.summary()["outlets"][0]["pages"] >= 40


def test_from_settings_sqlite(tmp_path: Path) -> None:
    path = tmp_path / "q" / "queue.sqlite3"
    settings = {
        "COMSPIDER_BACKEND": "sqlite",
        "COMSPIDER_STATE_PATH": str(path),
        "COMSPIDER_CLOCK": "fixed:2026-03-01T12:00:00+00:00",
        "COMSPIDER_SCHEDULE_POLICY": "paper",
        "COMSPIDER_MAX_VISITS": "2",
        "COMSPIDER_LEASE_SECONDS": "120",
        "COMSPIDER_MEAN_SERVICE_PRIOR": "20",
    }
    planner = VisitPlanner.from_settings(settings)
    try:
        assert planner.policy.config.max_visits == 2 and planner.lease_seconds == 120
        assert planner.policy.service.mean == 20
        assert planner.now() == START.timestamp()
        assert planner.offer(article(1)).status == "admitted"
    finally:
        planner.close()
    reopened = open_sqlite(path)
    try:
        assert reopened.queue.pending_count() == 1
    finally:
        reopened.close()
    assert state_path({"JOBDIR": "/jobs/x"}) == Path("/jobs/x/comspider-state.sqlite3")
    assert state_path({}).name == "state.sqlite3"
    with pytest.raises(ValueError):
        VisitPlanner.from_settings({"COMSPIDER_BACKEND": "cassandra"})


@pytest.mark.redis
def test_from_settings_redis(redis_url: str) -> None:
    planner = VisitPlanner.from_settings(
        {
            "COMSPIDER_BACKEND": "redis",
            "REDIS_URL": redis_url,
            "COMSPIDER_QUEUE_PREFIX": "planner-test",
            "COMSPIDER_CLOCK": "fixed:2026-03-01T12:00:00+00:00",
        }
    )
    try:
        assert planner.backend.kind == "redis"
        assert planner.offer(article(1)).status == "admitted"
        assert planner.offer(article(1)).status == "duplicate"
    finally:
        planner.close()


def test_the_crawl_state_is_kept_only_when_asked(tmp_path: Path) -> None:
    from comspider.state.backend import crawl_state
    from comspider_lab.testing import comspider_crawler as get_crawler

    kept = get_crawler(overrides={"COMSPIDER_STATE_PATH": str(tmp_path / "q.sqlite3")})
    state = crawl_state(kept)
    assert state.kind == "sqlite" and crawl_state(kept) is state, "one state per crawler"
    assert state.seen.add_new("a", ["1", "2"]) == ["1", "2"]
    assert state.seen.add_new("a", ["2", "3"]) == ["3"]
    # an immediate crawl (no schedule=queued spider) without JOBDIR or path: memory
    assert crawl_state(get_crawler()).kind == "memory"
    assert crawl_state(get_crawler(overrides={"JOBDIR": str(tmp_path / "job")})).kind == "sqlite"


def test_next_not_due_is_the_next_page_still_waiting(store: Backend) -> None:
    """ "next at" in the progress line: not the earliest (overdue) due time."""
    clock = ManualClock(START)
    planner = planner_for(store, PolicyConfig.paper(), clock)
    assert planner.next_not_due() is None  # empty
    old = START - timedelta(days=2)
    for n, published in enumerate((old, old, START - timedelta(hours=1), START)):
        assert planner.offer(article(n, published)).status == "admitted"
    now = clock.now().timestamp()
    assert planner.next_due() is not None and planner.next_due() < now  # overdue pages
    upcoming = planner.next_not_due()
    exact = START.timestamp() + 2.84 * H  # published an hour ago + T_W 3.84 h
    assert upcoming is not None and exact <= upcoming <= exact + 1.0
    clock.advance(3.84 * H)  # everything due
    assert planner.next_not_due() is None


def test_completeness_revisits_and_yields_under_load(store: Backend) -> None:
    """The completeness policy through the queue: a growing discussion is requeued with
    the share its revisit should add; once new pages are refused for a full queue, a
    revisit that adds little gives way to them (done as yielded, a stat, a log line)."""
    clock = ManualClock(START)
    policy = VisitPolicy(
        PolicyConfig.complete(busy_gain=0.99),  # every revisit counts as adding little
        WaitEstimator(store.timing, refresh_seconds=0),
        ServiceTimeMeter(4000.0, store=store.timing, refresh_seconds=0),  # slow: the queue fills at once
    )
    planner = VisitPlanner(store, policy, clock, lease_seconds=600)
    offer = planner.offer(article(1))
    assert offer.status == "admitted" and offer.due is not None
    clock.advance(offer.due - clock.now().timestamp() + 1)
    entry = planner.claim()
    assert entry is not None and entry.visit == 1
    decision = planner.record(entry, VisitResult("comments_found", 20, comment_times=times(START, 20, 6.0)))
    assert decision.action == "requeue" and decision.info["gain"] > 0.03
    assert not planner.overloaded() and decision.due is not None
    clock.advance(decision.due - clock.now().timestamp() + 1)
    # the revisit is due; new pages fill the queue until one is refused
    offers = [planner.offer(article(10 + n, published=clock.now())) for n in range(6)]
    assert [o.status for o in offers].count("dropped") >= 1 and planner.overloaded()
    claimed = []
    while (nxt := planner.claim()) is not None:
        claimed.append(nxt.key)
        planner.record(nxt, VisitResult("no_comments", 0))
    stats = planner.stats.values  # type: ignore[attr-defined]
    assert stats["comspider/queue/yielded"] == 1 and stats["comspider/queue/done/yielded"] == 1
    first = planner.queue.get(entry.key)
    assert first is not None and first.state == DONE and first.outcome == "yielded"
    assert entry.key not in claimed
