"""One behavioural suite for every PageQueue backend (memory, SQLite, Redis)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import pytest

from comspider.state.backend import Backend
from comspider.state.queue_entry import CLAIMED, DONE, DROPPED, PENDING

T0 = 1_800_000_000.0
ARTICLE = {"url": "https://news.example/a", "title": "A", "published_at": None}


def art(i: int) -> dict:
    return {"url": f"https://news.example/{i}", "title": f"Article {i}"}


def test_admit_is_once_ever(store: Backend) -> None:
    q = store.queue
    assert q.admit("k", ARTICLE, "news.example", T0 + 10, T0)
    assert not q.admit("k", {"url": "https://other"}, "other", T0, T0)
    assert q.contains("k") and not q.contains("nope")
    assert q.pending_count() == 1
    entry = q.get("k")
    assert entry is not None
    assert (entry.visit, entry.state, entry.due, entry.admitted) == (1, PENDING, T0 + 10, T0)
    assert entry.article == ARTICLE and entry.outlet == "news.example"
    # once done, still known: never admitted again
    got = q.claim(T0 + 10, 60)
    assert got is not None and q.complete("k", "captured", T0 + 11, token=got.token)
    assert not q.admit("k", ARTICLE, "news.example", T0 + 20, T0 + 20)
    assert q.get("k").state == DONE


def test_reject_remembers_the_key(store: Backend) -> None:
    q = store.queue
    assert q.reject("k", ARTICLE, "news.example", "queue_full", T0)
    assert not q.reject("k", ARTICLE, "news.example", "queue_full", T0)
    assert not q.admit("k", ARTICLE, "news.example", T0, T0)
    assert q.get("k").state == DROPPED and q.get("k").outcome == "queue_full"
    assert q.pending_count() == 0 and q.claim(T0 + 1e6, 60) is None
    assert q.stats()["dropped/queue_full"] == 1
    assert q.stats()["state/dropped"] == 1


def test_claim_waits_for_due_and_takes_earliest(store: Backend) -> None:
    q = store.queue
    q.admit("late", art(1), "o", T0 + 300, T0)
    q.admit("early", art(2), "o", T0 + 100, T0)
    q.admit("mid", art(3), "o", T0 + 200, T0)
    assert q.claim(T0 + 99, 60) is None
    assert q.next_due() == T0 + 100
    first = q.claim(T0 + 1000, 60)
    second = q.claim(T0 + 1000, 60)
    third = q.claim(T0 + 1000, 60)
    assert [first.key, second.key, third.key] == ["early", "mid", "late"]
    assert first.state == CLAIMED and first.attempts == 0 and first.token
    assert first.lease_until == T0 + 1060
    assert q.claim(T0 + 1000, 60) is None
    assert q.pending_count() == 0 and q.claimed_count() == 3


def test_expired_lease_is_claimed_again(store: Backend) -> None:
    q = store.queue
    q.admit("k", ARTICLE, "o", T0, T0)
    first = q.claim(T0, 60)
    assert first is not None
    assert q.claim(T0 + 59, 60) is None  # still leased
    assert q.next_due() == T0 + 60
    second = q.claim(T0 + 61, 60)
    assert second is not None and second.key == "k"
    # nothing counted: the claim's visit never started
    assert second.attempts == 0 and second.interruptions == 0
    assert second.token != first.token and second.visit == 1
    # the first worker comes back late: its token is stale
    assert not q.complete("k", "captured", T0 + 62, token=first.token)
    assert not q.requeue("k", T0 + 100, "no_comments", T0 + 62, token=first.token)
    assert q.complete("k", "captured", T0 + 62, token=second.token)
    assert q.get("k").state == DONE and q.get("k").outcome == "captured"
    assert q.stats()["done/captured"] == 1


def test_requeue_is_next_visit_at_new_due(store: Backend) -> None:
    q = store.queue
    q.admit("k", ARTICLE, "o", T0, T0)
    got = q.claim(T0, 60)
    assert q.requeue(
        "k", T0 + 3600, "no_comments", T0 + 5, token=got.token, info={"most": 3, "first": T0 - 100.5}
    )
    entry = q.get("k")
    assert (entry.state, entry.visit, entry.due, entry.attempts) == (PENDING, 2, T0 + 3600, 0)
    assert entry.outcome == "no_comments" and entry.info == {"most": 3, "first": T0 - 100.5}
    assert entry.token is None and entry.lease_until is None
    assert q.claim(T0 + 3599, 60) is None
    again = q.claim(T0 + 3600, 60)
    assert again.visit == 2 and again.attempts == 0 and again.info["most"] == 3
    # requeue needs a claim
    assert q.complete("k", "few_comments", T0 + 3601, token=again.token)
    assert not q.requeue("k", T0, "x", T0)


def test_reopen_gives_a_failed_page_another_visit(store: Backend) -> None:
    q = store.queue
    for key, outcome in (("failed", "error"), ("found", "comments_found")):
        q.admit(key, ARTICLE, "o", T0, T0)
        got = q.claim(T0, 60)
        assert q.complete(key, outcome, T0 + 1, token=got.token)
    assert q.stats()["done/error"] == 1
    assert not q.reopen("found", T0 + 10, ("blocked", "error"), T0 + 10), "not a failure"
    assert not q.reopen("failed", T0 + 10, (), T0 + 10)
    assert q.reopen("failed", T0 + 10, ("blocked", "error"), T0 + 10)
    entry = q.get("failed")
    assert (entry.state, entry.visit, entry.due, entry.attempts) == (PENDING, 2, T0 + 10, 0)
    assert not q.reopen("failed", T0 + 10, ("error",), T0 + 10), "only a done page"
    assert q.stats().get("done/error", 0) == 0 and q.stats()["done/comments_found"] == 1
    again = q.claim(T0 + 10, 60)
    assert again is not None and again.key == "failed" and again.visit == 2


def test_next_due_after_is_the_earliest_later_pending_due(store: Backend) -> None:
    q = store.queue
    assert q.next_due_after(T0) is None
    for key, due in (("a", T0 - 50), ("b", T0 + 30), ("c", T0 + 10)):
        q.admit(key, ARTICLE, "o", due, T0)
    assert q.next_due_after(T0) == T0 + 10
    assert q.next_due_after(T0 + 10) == T0 + 30, "strictly later"
    assert q.next_due_after(T0 + 30) is None
    got = q.claim(T0, 60)  # "a", overdue: claimed pages are not pending
    assert got is not None and got.key == "a"
    assert q.next_due_after(T0 - 100) == T0 + 10


def test_drop_and_release(store: Backend) -> None:
    q = store.queue
    for i in range(3):
        q.admit(f"k{i}", art(i), "o", T0, T0)
    assert q.drop("k0", "error_permanent", T0)  # pending -> dropped
    got = q.claim(T0, 60)
    assert got.key == "k1"
    assert q.release("k1", T0 + 1, token=got.token)
    entry = q.get("k1")
    assert entry.state == PENDING and entry.visit == 1 and entry.due == T0
    got = q.claim(T0 + 2, 60)
    assert got.key == "k1" and got.attempts == 0
    assert not q.drop("k1", "x", T0 + 3, token="not-the-token")
    assert q.drop("k1", "too_many_attempts", T0 + 3, token=got.token)
    assert not q.drop("k1", "again", T0 + 4)  # already dropped
    stats = q.stats()
    assert stats["dropped/error_permanent"] == 1 and stats["dropped/too_many_attempts"] == 1
    assert stats["state/dropped"] == 2 and stats["state/pending"] == 1


def test_counts_and_next_due(store: Backend) -> None:
    q = store.queue
    assert q.next_due() is None and q.pending_count() == 0
    for i in range(5):
        q.admit(f"k{i}", art(i), "o", T0 + 100 * i, T0)
    assert q.pending_count() == 5
    assert q.pending_count(due_before=T0 + 200) == 3
    assert q.pending_count(due_before=T0 - 1) == 0
    q.claim(T0, 1000)
    assert q.next_due() == T0 + 100
    assert q.claimed_count() == 1 and q.pending_count() == 4
    stats = q.stats()
    assert stats["state/pending"] == 4 and stats["state/claimed"] == 1


def test_unicode_and_odd_keys(store: Backend) -> None:
    q = store.queue
    key = "https://zeitung.example/artikel/über?id=1&x={a}"
    article = {"url": key, "title": 'Käse – 日本語 \u2028 "quoted"'}
    assert q.admit(key, article, "zeitung.example", T0, T0)
    got = q.claim(T0, 10)
    assert got.key == key and got.article == article


def test_concurrent_claims_never_share_an_entry(open_store: Callable[[], Backend]) -> None:
    first = open_store()
    n = 120
    for i in range(n):
        first.queue.admit(f"k{i:03d}", art(i), "o", T0 + i, T0)
    workers = [open_store(), open_store(), first]  # separate connections where possible
    claimed: list[list[str]] = [[] for _ in workers]
    barrier = threading.Barrier(len(workers))
    errors: list[BaseException] = []

    def work(index: int) -> None:
        try:
            barrier.wait()
            queue = workers[index].queue
            while True:
                entry = queue.claim(T0 + n, 600)
                if entry is None:
                    return
                claimed[index].append(entry.key)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(len(workers))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert not errors
    everything = [key for keys in claimed for key in keys]
    assert len(everything) == n
    assert len(set(everything)) == n
    assert first.queue.claimed_count() == n


def test_entries_survive_reopening(open_store: Callable[[], Backend]) -> None:
    if open_store.kind == "memory":  # type: ignore[attr-defined]
        pytest.skip("the memory queue lives and dies with its process")
    first = open_store()
    first.queue.admit("a", art(1), "o", T0, T0)
    first.queue.admit("b", art(2), "o", T0 + 50, T0)
    got = first.queue.claim(T0, 60)
    first.queue.requeue("a", T0 + 500, "no_comments", T0, token=got.token, info={"most": 2})
    first.seen.add_new("a", ["c1", "c2"])
    first.timing.update_timing("o", {"t10.w": 1.0, "t10.sx": 0.5})
    first.close()
    second = open_store()
    entry = second.queue.get("a")
    assert (entry.visit, entry.due, entry.info) == (2, T0 + 500, {"most": 2})
    assert second.queue.pending_count() == 2
    assert second.seen.add_new("a", ["c2", "c3"]) == ["c3"]
    assert second.timing.timing("o") == {"t10.w": 1.0, "t10.sx": 0.5}
    assert not second.queue.admit("b", art(2), "o", T0, T0)


def test_entries_list_by_due_and_remove_forgets(store: Backend) -> None:
    """What `comspider queue list|clear` uses: entries by due time, and removal that
    lets an article be admitted again."""
    q = store.queue
    for i, due in enumerate((300.0, 100.0, 200.0)):
        assert q.admit(f"k{i}", {"url": f"u{i}"}, "o", due, 0.0)
    q.reject("gone", {"url": "gone"}, "o", "queue_full", 0.0)
    claimed = q.claim(150.0, 60.0)
    assert claimed is not None and claimed.key == "k1"
    assert [e.key for e in q.entries((PENDING,))] == ["k2", "k0"]
    # a claimed page by its lease expiry (210)
    assert [e.key for e in q.entries((PENDING, CLAIMED), limit=2)] == ["k2", "k1"]
    assert [e.key for e in q.entries((DROPPED,))] == ["gone"]
    assert q.remove((PENDING, CLAIMED)) == 3
    assert q.pending_count() == 0 and q.claimed_count() == 0 and q.next_due() is None
    assert q.admit("k0", {"url": "u0"}, "o", 50.0, 0.0), "forgotten: admitted again"
    assert q.stats()["dropped/queue_full"] == 1
    assert q.remove((DROPPED, DONE)) == 1
    assert "dropped/queue_full" not in q.stats() and q.stats()["state/dropped"] == 0
    assert [e.key for e in q.entries((PENDING, CLAIMED, DONE, DROPPED))] == ["k0"]
    assert q.claim(60.0, 60.0) is not None, "the queue still works"


def test_a_claim_counts_nothing_until_its_visit_starts(store: Backend) -> None:
    q = store.queue
    q.admit("k", ARTICLE, "o", T0, T0)
    first = q.claim(T0, 60, worker="w1")
    assert first.worker == "w1" and first.started is None
    # waiting for its site's turn when the worker died: taken over, nothing counted
    second = q.claim(T0 + 61, 60, worker="w2")
    assert (second.key, second.attempts, second.interruptions, second.worker) == ("k", 0, 0, "w2")
    assert not q.start("k", first.token, T0 + 62), "a stale claim"
    assert q.start("k", second.token, T0 + 62)
    assert q.get("k").started == T0 + 62
    # started, then its worker died: taken over, one interruption, not an attempt
    third = q.claim(T0 + 200, 60, worker="w3")
    assert (third.attempts, third.interruptions, third.started) == (0, 1, None)
    # a try that lost its browser is an attempt
    assert q.add_attempt("k", third.token, T0 + 201) == 1
    assert q.add_attempt("k", third.token, T0 + 202) == 2
    assert q.add_attempt("k", second.token, T0 + 203) is None
    assert q.get("k").attempts == 2
    # a new visit starts afresh
    assert q.requeue("k", T0 + 500, "no_comments", T0 + 203, token=third.token)
    entry = q.get("k")
    assert (entry.attempts, entry.interruptions, entry.started, entry.worker) == (0, 0, None, None)


def test_a_released_claim_counts_an_interruption_only_when_started_and_killed(store: Backend) -> None:
    q = store.queue
    for key in ("waiting", "visiting", "closing"):
        q.admit(key, {"url": f"https://news.example/{key}"}, "o", T0, T0)
    claims = {c.key: c for c in (q.claim(T0, 60, worker="w") for _ in range(3))}
    assert q.start("visiting", claims["visiting"].token, T0 + 1)
    assert q.start("closing", claims["closing"].token, T0 + 1)
    # the claims a dead worker left (its ledger): interrupted; a clean stop: not
    assert q.release("waiting", T0 + 2, token=claims["waiting"].token, interrupted=True)
    assert q.release("visiting", T0 + 2, token=claims["visiting"].token, interrupted=True)
    assert q.release("closing", T0 + 2, token=claims["closing"].token)
    counted = {key: q.get(key).interruptions for key in claims}
    assert counted == {"waiting": 0, "visiting": 1, "closing": 0}
    assert all(q.get(key).state == PENDING and q.get(key).started is None for key in claims)


def test_a_dead_workers_claims_come_back_when_its_heartbeat_lapses(store: Backend) -> None:
    q = store.queue
    for i in range(3):
        q.admit(f"k{i}", art(i), "o", T0, T0)
    q.heartbeat("dead", T0 + 30)
    q.heartbeat("alive", T0 + 30)
    mine = q.claim(T0, 600, worker="dead")
    theirs = q.claim(T0, 600, worker="alive")
    q.claim(T0, 600)  # a worker without a heartbeat: its lease alone
    assert q.next_due() == T0 + 30, "the heartbeat lapses long before the leases"
    q.heartbeat("alive", T0 + 60)  # it beats again; the other is gone
    assert q.claim(T0 + 29, 600, worker="alive") is None
    taken = q.claim(T0 + 31, 600, worker="alive")
    assert taken is not None and taken.key == mine.key and taken.worker == "alive"
    assert q.claim(T0 + 32, 600, worker="alive") is None, "a live worker's claims stay its own"
    assert q.get(theirs.key).token == theirs.token
    q.retire("alive")
    q.heartbeat("dead", T0 + 100)  # back from the dead: it only claims anew
    assert q.get(mine.key).worker == "alive"


def test_claims_skip_the_outlets_asked(store: Backend) -> None:
    q = store.queue
    q.admit("a1", art(1), "a.example", T0, T0)
    q.admit("a2", art(2), "a.example", T0 + 1, T0)
    q.admit("b1", art(3), "b.example", T0 + 2, T0)
    got = q.claim(T0 + 10, 60, skip_outlets={"a.example"})
    assert got is not None and got.key == "b1"
    assert q.claim(T0 + 10, 60, skip_outlets=["a.example", "b.example"]) is None
    assert q.claim(T0 + 10, 60, skip_outlets=["b.example"]).key == "a1"


def test_revive_brings_a_dropped_page_back(store: Backend) -> None:
    q = store.queue
    q.admit("k", ARTICLE, "o", T0, T0)
    got = q.claim(T0, 60)
    assert q.add_attempt("k", got.token, T0 + 1) == 1
    assert q.drop("k", "too_many_attempts", T0 + 2, token=got.token)
    assert not q.revive("other", T0 + 3, T0 + 3)
    assert q.revive("k", T0 + 3, T0 + 3)
    entry = q.get("k")
    assert (entry.state, entry.visit, entry.due, entry.attempts) == (PENDING, 1, T0 + 3, 0)
    assert q.stats().get("dropped/too_many_attempts", 0) == 0 and q.stats()["state/dropped"] == 0
    assert not q.revive("k", T0 + 4, T0 + 4), "only a dropped page"
    got = q.claim(T0 + 5, 60)
    assert q.drop("k", "error_permanent", T0 + 6, token=got.token)
    assert q.revive("k", T0 + 7, T0 + 7, next_visit=True)
    assert q.get("k").visit == 2
