"""Two `scrapy crawl news_comments` workers on one real redis-server, against one offline
news web: ``-s COMSPIDER_BACKEND=redis`` and the Redis URL are all they are told.

Four articles of the offline news web with comments in their HTML, the paper's policy
with T_W = 3 virtual minutes (one wall second is a virtual minute) and
COMSPIDER_MIN_COMMENTS so high that every page is visited exactly COMSPIDER_MAX_VISITS = 2
times. The feed is served by a test server that holds the first GET until both workers are
up, so both take part.

- ``test_two_workers_share_one_queue``: one worker fetches the feed, the other waits for
  its pages; together they visit each page exactly twice (each visit by one worker, the
  page loaded twice in all), every comment is emitted once across the two feeds (the
  second visit, often by the other worker, emits nothing new), everything the shared seen
  store counts is in the feeds, and the comments of the truth are there.
- ``test_a_killed_worker_pages_are_claimed_again``: one worker is SIGKILLed (its whole
  process group, Chromium included) while it holds claims; after their lease (8 s,
  renewed while a worker lives; its site leases last as long) the other claims those pages
  again and finishes the crawl.
  A claim whose visit had not started (waiting for the browser or for its site's turn)
  costs the page nothing; one whose visit was under way counts an interruption, and the
  stat ``comspider/queue/reclaimed`` counts those.
"""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import threading
import time
import uuid
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import pytest

from comspider.clock import ScaledClock
from comspider.state.backend import open_redis
from comspider.state.queue_entry import Entry
from comspider.url_keys import article_key
from comspider_lab.evaluation.offline_web import match_comments
from comspider_lab.evaluation.throughput import Feed
from comspider_lab.offline_web import OfflineWeb
from tests.conftest import TEST_SETTINGS, assert_valid_records, crawl_command

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.redis]

SPEED = 60.0
# Pages with comments in the HTML as served (the mechanism least dependent on the
# interaction, which is measured elsewhere): two per outlet, each with at least
# MIN_TRUE comments, the smallest such pages (they are quicker to visit).
OUTLETS = ("ledger", "sabah")
PER_OUTLET = 2
MIN_TRUE = 20
MAX_VISITS = 2
LEASE_SECONDS = 8


# -- a feed that waits for the workers ----------------------------------------------------
class GatedFeed(Feed):
    """The benchmark's loopback RSS feed; GETs of it wait until :meth:`open`; its pubDate
    is the virtual time it is served at, so every page falls due together."""

    def __init__(self, clock: ScaledClock, urls: list[str]) -> None:
        self.gate = threading.Event()
        self.gets = 0
        self.waiting = 0
        super().__init__(urls, now=clock.now)

    def before_serve(self) -> None:
        self.gets += 1
        self.waiting += 1
        self.gate.wait(120)
        self.waiting -= 1

    def open(self) -> None:
        self.gate.set()

    def close(self) -> None:
        self.gate.set()
        super().close()


def pick_pages(web: OfflineWeb) -> dict[str, tuple[str, str]]:
    """label -> (outlet, path) of static articles with comments (all already published:
    the second visit finds the first one's comments again, which the shared seen store
    must not emit twice, whichever worker makes it)."""
    counts = {(a["outlet"], a["title"]): len(a["comments"]) for a in web.truth()["articles"]}
    pages = {}
    for outlet in OUTLETS:
        static = [
            a
            for a in web.world.by_name[outlet].articles
            if a.mechanism == "static" and counts.get((outlet, a.title), 0) >= MIN_TRUE
        ]
        static.sort(key=lambda a: (counts.get((outlet, a.title), 0), a.path))
        for article in static[:PER_OUTLET]:
            pages[f"{outlet}{article.path}"] = (outlet, article.path)
    return pages


def record_page_loads(web: OfflineWeb, pages: dict[str, tuple[str, str]]) -> Counter[str]:
    """Count the GETs of each page the web serves, by label."""
    loads: Counter[str] = Counter()
    for outlet in {o for o, _ in pages.values()}:
        labels = {path: label for label, (o, path) in pages.items() if o == outlet}
        site = web.world.by_name[outlet]
        handle = site.handle

        def counting(request, _handle=handle, _labels=labels):
            if request.method == "GET" and request.path in _labels:
                loads[_labels[request.path]] += 1
            return _handle(request)

        site.handle = counting  # type: ignore[method-assign]
    return loads


# -- workers ------------------------------------------------------------------------------
@dataclass
class Worker:
    name: str
    workdir: Path
    proc: subprocess.Popen
    log_path: Path
    killed: bool = False
    comments: list[dict] = field(default_factory=list)
    visits: list[dict] = field(default_factory=list)

    def log(self) -> str:
        return self.log_path.read_text(errors="replace") if self.log_path.exists() else ""

    def stat(self, name: str) -> int:
        marker = f"'{name}': "
        for line in self.log().splitlines():
            if marker in line:
                try:
                    return int(line.split(marker, 1)[1].rstrip(",}"))
                except ValueError:
                    return 0
        return 0

    def visit_lines(self) -> int:
        folder = self.workdir / "feeds" / "visits"
        return sum(p.read_bytes().count(b"\n") for p in folder.glob("*.jsonl")) if folder.is_dir() else 0

    def read_feeds(self) -> None:
        for kind, rows in (("comments", self.comments), ("visits", self.visits)):
            for path in sorted((self.workdir / "feeds" / kind).glob("*.jsonl")):
                for line in path.read_text("utf-8").splitlines():
                    try:
                        rows.append(json.loads(line))
                    except ValueError:
                        pass  # a line torn by SIGKILL
            assert_valid_records(rows)


@dataclass
class Crawl:
    web: OfflineWeb
    clock: ScaledClock
    feed: GatedFeed
    urls: dict[str, str]  # page label -> article URL
    loads: Counter[str]
    redis_url: str
    prefix: str
    tmp: Path
    workers: list[Worker] = field(default_factory=list)

    def start_worker(self, name: str) -> Worker:
        workdir = self.tmp / name
        workdir.mkdir()
        command = crawl_command(
            {"feed_url": self.feed.url},
            {
                **TEST_SETTINGS,
                # The switch, and where Redis is: nothing else about distribution.
                "COMSPIDER_BACKEND": "redis",
                "REDIS_URL": self.redis_url,
                "COMSPIDER_QUEUE_PREFIX": self.prefix,
                # Two browser pages per worker, so that neither can take every page.
                "CONCURRENT_REQUESTS": 2,
                "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
                "COMSPIDER_CLOCK": self.clock.spec(),
                "COMSPIDER_SCHEDULE_POLICY": "paper",
                "COMSPIDER_WAIT_PRIOR_HOURS": 0.05,
                "COMSPIDER_MIN_COMMENTS": 1000,
                "COMSPIDER_MAX_VISITS": MAX_VISITS,
                "COMSPIDER_MAX_ATTEMPTS": 3,
                "COMSPIDER_ADMISSION_CONTROL": False,
                "COMSPIDER_LEASE_SECONDS": LEASE_SECONDS,
                # ...and a dead worker's sites free within a lease of the same length (not
                # the default 60 s the survivor would wait for the site of a visit cut short)
                "COMSPIDER_SITE_LEASE_SECONDS": LEASE_SECONDS,
                "COMSPIDER_IDLE_BEFORE_CLOSE": 120,
                "COMSPIDER_QUEUE_LOG_INTERVAL": 5,
            },
        )
        env = {
            **os.environ,
            "SCRAPY_SETTINGS_MODULE": "comspider.settings",
            "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
        }
        log_path = workdir / "crawl.log"
        with log_path.open("w") as log:
            proc = subprocess.Popen(
                command, cwd=workdir, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
            )
        worker = Worker(name, workdir, proc, log_path)
        self.workers.append(worker)
        return worker

    def wait_until(self, condition, timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if condition():
                return
            dead = [w for w in self.workers if w.proc.poll() is not None and not w.killed]
            assert not dead, f"{dead[0].name} exited while waiting for {what}:\n{dead[0].log()[-3000:]}"
            time.sleep(0.05)
        raise AssertionError(f"timed out waiting for {what}")

    def both_up(self) -> None:
        """Both workers open, one holding the feed GET, the other told to wait for it."""
        self.wait_until(
            lambda: (
                self.feed.waiting == 1
                and sum("Another worker holds the feed poll lock" in w.log() for w in self.workers) == 1
            ),
            120,
            "both workers to open",
        )
        self.feed.open()

    def finish(self, timeout: float = 240) -> None:
        for worker in self.workers:
            try:
                worker.proc.wait(timeout=timeout)
            finally:
                if worker.proc.poll() is None:
                    os.killpg(worker.proc.pid, signal.SIGKILL)
                    worker.proc.wait()
            worker.read_feeds()


@pytest.fixture
def crawl(tmp_path: Path, redis_url: str) -> Iterator[Crawl]:
    clock = ScaledClock(SPEED)
    web = OfflineWeb(clock=clock, seed=0)
    pages = pick_pages(web)
    loads = record_page_loads(web, pages)
    web.start()
    urls = {label: web.world.by_name[o].url(path) for label, (o, path) in pages.items()}
    feed = GatedFeed(clock, list(urls.values()))
    run = Crawl(web, clock, feed, urls, loads, redis_url, f"e2e-{uuid.uuid4().hex[:8]}", tmp_path)
    try:
        yield run
    finally:
        for worker in run.workers:
            if worker.proc.poll() is None:
                os.killpg(worker.proc.pid, signal.SIGKILL)
                worker.proc.wait()
        feed.close()
        web.stop()


def queue_state(crawl: Crawl) -> tuple[dict, dict, dict]:
    backend = open_redis(crawl.redis_url, crawl.prefix)
    try:
        keys = {article_key(u): o for o, u in crawl.urls.items()}
        entries = {k: backend.queue.get(k) for k in keys}
        seen = {k: backend.seen.seen_count(k) for k in keys}
        return entries, seen, backend.queue.stats()
    finally:
        backend.close()


def check_queue_done(crawl: Crawl) -> dict[str, int]:
    entries, seen, states = queue_state(crawl)
    assert states["state/pending"] == 0 and states["state/claimed"] == 0, states
    for key, entry in entries.items():
        assert entry is not None, key
        assert (entry.state, entry.visit) == ("done", MAX_VISITS), (key, entry)
    return seen


def test_two_workers_share_one_queue(crawl: Crawl) -> None:
    first = crawl.start_worker("w1")
    second = crawl.start_worker("w2")
    crawl.both_up()
    crawl.finish()
    truth_end = crawl.web.truth()
    loads = dict(crawl.loads)

    for worker in crawl.workers:
        log = worker.log()
        assert worker.proc.returncode == 0, log[-4000:]
        assert "'finish_reason': 'finished'" in log, log[-3000:]
        assert "Traceback" not in log, log[-6000:]
        assert "Shared request queue: {" in log, "the switch made the request queue shared"

    # One poll of the feed, by one worker; the other dropped its start feed download.
    assert crawl.feed.gets == 1
    assert sorted(w.stat("comspider/sources/start_poll_skipped") for w in crawl.workers) == [0, 1]
    assert sum(w.stat("comspider/queue/admitted") for w in crawl.workers) == len(crawl.urls)

    # Visits disjoint: each (page, visit) by exactly one worker, both workers visited,
    # and each page was loaded exactly as often as the policy says.
    visits = first.visits + second.visits
    per_visit = Counter((article_key(v["url"]), v["visit"]) for v in visits)
    keys = {article_key(u): o for o, u in crawl.urls.items()}
    assert set(per_visit) == {(k, n) for k in keys for n in range(1, MAX_VISITS + 1)}
    assert max(per_visit.values()) == 1, per_visit
    assert first.visits and second.visits, "both workers visited pages"
    assert loads == dict.fromkeys(crawl.urls, MAX_VISITS), loads
    seen = check_queue_done(crawl)

    # Comments: none twice across the two feeds; per page, everything the shared seen
    # store counts as emitted (by either worker, over both visits) is in the feeds;
    # against the truth, the comments published by the last visit are there.
    comments = first.comments + second.comments
    emitted = Counter((article_key(c["article_url"]), c["comment_id"]) for c in comments)
    assert max(emitted.values(), default=1) == 1, "a comment was emitted twice"
    truth = {a["url"]: a for a in truth_end["articles"]}
    last_visit = {article_key(v["url"]): v for v in visits if v["visit"] == MAX_VISITS}
    rows = []
    for outlet, url in crawl.urls.items():
        key = article_key(url)
        found = [c["text"] for c in comments if article_key(c["article_url"]) == key]
        assert len(found) == seen[key], (outlet, len(found), seen[key])
        visited = datetime.fromisoformat(last_visit[key]["visited_at"])
        true_then = [
            c["text"] for c in truth[url]["comments"] if datetime.fromisoformat(c["published_at"]) <= visited
        ]
        rows.append(
            (
                outlet,
                len(true_then),
                len(match_comments(true_then, found)),
                len(found),
                sorted(
                    {
                        v["visit"]: w.name
                        for w in crawl.workers
                        for v in w.visits
                        if article_key(v["url"]) == key
                    }.items()
                ),
            )
        )
    print(
        "\n".join(
            f"{o}: {n_true} published by its last visit, {n_found} emitted, {n_ok} of them true; visits {who}"
            for o, n_true, n_ok, n_found, who in rows
        )
    )
    # Recall over the pages: the interaction's own misses aside (measured elsewhere), the
    # comments are there.
    published, matched = sum(r[1] for r in rows), sum(r[2] for r in rows)
    assert matched >= 0.75 * published and matched > 0, rows
    print(
        f"w1: {len(first.visits)} visits, {len(first.comments)} comments; "
        f"w2: {len(second.visits)} visits, {len(second.comments)} comments"
    )


def test_a_killed_worker_pages_are_claimed_again(crawl: Crawl) -> None:
    rng = random.Random(int(os.environ.get("COMSPIDER_TEST_SEED", "7")))
    first = crawl.start_worker("w1")
    second = crawl.start_worker("w2")
    crawl.both_up()
    # The worker that did not poll dies while it holds claims.
    victim = next(w for w in crawl.workers if "Another worker holds the feed poll lock" in w.log())
    survivor = first if victim is second else second
    backend = open_redis(crawl.redis_url, crawl.prefix)

    def claims_of(proc: subprocess.Popen) -> dict[str, Entry]:
        """The claims a worker process holds (its name is host-pid-suffix)."""
        held = {}
        for k in backend.queue.client.zrange(backend.queue.k_leases, 0, -1):
            key = k.decode() if isinstance(k, bytes) else k
            entry = backend.queue.get(key)
            if entry is not None and entry.state == "claimed" and f"-{proc.pid}-" in f"-{entry.worker}":
                held[key] = entry
        return held

    try:
        crawl.wait_until(
            lambda: bool(claims_of(victim.proc)) and sum(crawl.loads.values()) >= 2,
            120,
            "claims in the victim, pages loading",
        )
        time.sleep(rng.uniform(0.3, 1.5))
        os.killpg(victim.proc.pid, signal.SIGKILL)
        victim.killed = True
        victim.proc.wait()
        at_kill = {
            (k.decode() if isinstance(k, bytes) else k)
            for k in backend.queue.client.zrange(backend.queue.k_leases, 0, -1)
        }
        held = claims_of(victim.proc)
    finally:
        backend.close()
    crawl.finish()
    loads = dict(crawl.loads)

    log = survivor.log()
    assert survivor.proc.returncode == 0, log[-4000:]
    assert "'finish_reason': 'finished'" in log, log[-3000:]
    assert "Traceback" not in log, log[-6000:]
    # The dead worker's claims came back: the survivor made each of those visits; the
    # visits it had under way count as reclaimed (claims only cost nothing).
    assert held, "the victim held claims when it was killed"
    for key, entry in held.items():
        assert any(article_key(v["url"]) == key and v["visit"] == entry.visit for v in survivor.visits), (
            key,
            entry.visit,
            survivor.visits,
        )
    under_way = sum(entry.started is not None for entry in held.values())
    assert survivor.stat("comspider/queue/reclaimed") >= under_way, (held, log[-3000:])
    seen = check_queue_done(crawl)

    keys = {article_key(u): o for o, u in crawl.urls.items()}
    visits = first.visits + second.visits
    per_visit = Counter((article_key(v["url"]), v["visit"]) for v in visits)
    assert max(per_visit.values()) == 1, per_visit
    for key, outlet in keys.items():
        assert MAX_VISITS <= loads.get(outlet, 0) <= MAX_VISITS + (key in at_kill), (outlet, loads, at_kill)
    comments = first.comments + second.comments
    emitted = Counter((article_key(c["article_url"]), c["comment_id"]) for c in comments)
    assert max(emitted.values(), default=1) == 1, "a comment was emitted twice"
    per_article = Counter(k for k, _ in emitted)
    for key in keys:
        assert per_article[key] <= seen[key]
    print(
        f"killed {victim.name} holding {len(held)} claim(s) ({under_way} under way), "
        f"{len(at_kill)} in all; survivor reclaimed "
        f"{survivor.stat('comspider/queue/reclaimed')}; visit lines {len(visits)} of "
        f"{len(keys) * MAX_VISITS}; page loads {sum(loads.values())}; comments "
        f"{len(comments)} emitted, {sum(seen.values())} seen"
    )
