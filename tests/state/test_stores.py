"""The seen-comment, timing and site-lease stores, on every backend."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from comspider.state.backend import Backend
from comspider.state.protocols import CommentTrace


def test_add_new_returns_only_new_ids_in_order(store: Backend) -> None:
    seen = store.seen
    assert seen.add_new("art", ["c3", "c1", "c3", "c2"]) == ["c3", "c1", "c2"]
    assert seen.add_new("art", ["c1", "c4", "c2", "c5"]) == ["c4", "c5"]
    assert seen.add_new("art", []) == []
    assert seen.add_new("other", ["c1"]) == ["c1"]  # per article
    assert seen.seen_count("art") == 5 and seen.seen_count("none") == 0


def test_add_new_is_atomic_across_connections(open_store: Callable[[], Backend]) -> None:
    stores = [open_store(), open_store(), open_store()]
    ids = [f"c{i}" for i in range(300)]
    results: list[list[str]] = [[] for _ in stores]
    barrier = threading.Barrier(len(stores))

    def work(index: int) -> None:
        barrier.wait()
        for start in range(0, len(ids), 7):
            results[index] += stores[index].seen.add_new("art", ids[start : start + 11])

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(stores))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    emitted = [i for result in results for i in result]
    assert sorted(emitted) == sorted(ids)  # every id emitted exactly once overall


def test_timing_update_with_decay(store: Backend) -> None:
    timing = store.timing
    assert timing.timing("o") == {}
    assert timing.update_timing("o", {"a": 1.5, "b": -2.0}) == {"a": 1.5, "b": -2.0}
    values = timing.update_timing("o", {"a": 1.0}, decay=0.5)
    assert values["a"] == 1.75 and values["b"] == -2.0
    timing.update_timing("p", {"a": 0.1})
    assert timing.all_timing() == {"o": {"a": 1.75, "b": -2.0}, "p": {"a": 0.1}}
    assert timing.timing("o")["a"] == 1.75


def test_site_leases_hold_a_limit_per_site_across_connections(open_store: Callable[[], Backend]) -> None:
    """Two workers (two connections) share one site's limit; another site is free; a
    released lease lets the next holder in."""
    one, two = open_store().site_leases, open_store().site_leases
    assert one.acquire("news.example", "w1", 1, 30.0)
    assert not two.acquire("news.example", "w2", 1, 30.0), "one holder at a time"
    assert two.acquire("other.example", "w2", 1, 30.0)
    assert one.acquire("news.example", "w1", 1, 30.0), "a holder may take its own lease again"
    assert one.holders("news.example") == 1 and two.renew("news.example", "w1", 30.0)
    one.release("news.example", "w1")
    assert two.acquire("news.example", "w2", 1, 30.0) and two.holders("news.example") == 1
    assert two.acquire("news.example", "w3", 2, 30.0), "a limit of two lets a second in"


def test_a_dead_holders_lease_expires(store: Backend) -> None:
    leases = store.site_leases
    assert leases.acquire("news.example", "dead", 1, 0.3)  # a worker that never renews
    assert not leases.acquire("news.example", "alive", 1, 30.0)
    time.sleep(0.5)
    assert not leases.renew("news.example", "dead", 30.0), "an expired lease is lost"
    assert leases.acquire("news.example", "alive", 1, 30.0)


def test_a_batch_is_staged_then_committed(store: Backend) -> None:
    """Two phases: the new ids are recorded and kept with their items until commit."""
    seen = store.seen
    seen.add_new("art", ["c1"])
    items = {"c1": '{"a": 1}', "c2": '{"a": 2}', "c3": '{"a": 3}'}
    assert seen.unseen("art", ["c3", "c1", "c2", "c3"]) == ["c3", "c2"]
    assert seen.stage("art", "t1", items, "rec") == ["c2", "c3"]
    assert seen.unseen("art", ["c2", "c3", "c4"]) == ["c4"], "staged ids count as written"
    assert seen.stage("art", "t2", {"c3": "{}"}, "rec") == [], "nothing new: no batch"
    (batch,) = seen.pending()
    assert (batch.token, batch.article_key, batch.items, batch.record) == (
        "t1",
        "art",
        {"c2": '{"a": 2}', "c3": '{"a": 3}'},
        "rec",
    )
    seen.commit("t1")
    assert seen.pending() == [] and seen.seen_count("art") == 3


def test_a_pending_batch_is_taken_over_once(open_store: Callable[[], Backend]) -> None:
    """Two crawls settling one dead writer's batch: the first takes it (keeping the
    items still to write), the second finds another record and leaves it."""
    one, two = open_store().seen, open_store().seen
    one.stage("art", "t1", {"c1": "1", "c2": "2", "c3": "3"}, "dead")
    assert one.adopt("t1", "dead", "mine", ["c3", "c1"])
    assert not two.adopt("t1", "dead", "theirs", ["c1"])
    (batch,) = two.pending()
    assert (batch.record, batch.items) == ("mine", {"c1": "1", "c3": "3"})
    assert two.adopt("t1", "mine", "again", []), "nothing left to write"
    assert one.pending() == [] and not one.adopt("t1", "again", "x", ["c1"])


def test_site_leases_space_a_sites_visits_across_connections(open_store: Callable[[], Backend]) -> None:
    """With a gap (DOWNLOAD_DELAY), a site's next lease waits that long after the last one
    began, whichever worker asks: a freed site is not visited back to back."""
    one, two = open_store().site_leases, open_store().site_leases
    assert one.acquire("news.example", "w1", 1, 30.0, gap=60.0)
    assert one.acquire("news.example", "w1", 1, 30.0, gap=60.0), "a holder may take its own lease again"
    one.release("news.example", "w1")
    assert not two.acquire("news.example", "w2", 1, 30.0, gap=60.0), "too soon after w1 began"
    assert not two.acquire("news.example", "w2", 1, 30.0, gap=0.0), "w1's gap holds for everyone"
    assert two.acquire("other.example", "w2", 1, 30.0, gap=60.0), "another site is its own"
    assert two.holders("news.example") == 0
    assert one.acquire("quiet.example", "w1", 1, 30.0), "no gap asked: none kept"
    one.release("quiet.example", "w1")
    assert two.acquire("quiet.example", "w2", 1, 30.0, gap=60.0)


def _trace(visit: int, digest: str = "d1", **kw: object) -> CommentTrace:
    at = f"2026-03-0{visit}T12:00:00+00:00"
    return CommentTrace(
        first_visit=1,
        first_seen="2026-03-01T12:00:00+00:00",
        last_visit=visit,
        last_seen=at,
        digest=digest,
        **kw,
    )  # type: ignore[arg-type]


def test_comment_history_keeps_each_comments_first_and_last_visit(open_store: Callable[[], Backend]) -> None:
    """Per article and comment id, the latest trace recorded; others stay; a second
    connection reads the same; unicode ids and texts survive."""
    one, two = open_store().history, open_store().history
    assert one.traces("art") == {}
    one.record(
        "art", {"c1": _trace(1, site_id="957", section="/html/body/ol"), "c2": _trace(1, text="Grüße 👋")}
    )
    one.record("art", {"c1": _trace(2, digest="d2"), "ç3": _trace(2, author="Zoë", parent="c1")})
    one.record("other", {"c1": _trace(1, missed_at="2026-03-02T12:00:00+00:00")})
    got = two.traces("art")
    assert set(got) == {"c1", "c2", "ç3"}
    assert (got["c1"].first_visit, got["c1"].last_visit, got["c1"].digest) == (1, 2, "d2")
    assert got["c2"].text == "Grüße 👋" and got["ç3"].parent == "c1" and got["ç3"].author == "Zoë"
    assert two.traces("other")["c1"].missed_at == "2026-03-02T12:00:00+00:00"
    one.record("art", {})  # nothing to record: no change
    assert len(two.traces("art")) == 3
