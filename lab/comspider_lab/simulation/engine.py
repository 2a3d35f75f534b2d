"""The event loop: one server (or ``servers``) visiting pages from a due-time queue.

Events are the feed's arrivals (admission control, due time) and the server becoming
free (it takes the page with the earliest due time that is due, or idles until one is).
Every decision is the library's own: :class:`VisitPolicy` sets due times, refuses pages,
decides on revisits and (learned policy) learns each outlet's T_W from what the visits
saw, exactly as the crawler's planner does; only the queue is an in-memory heap here.

A visit at time t of an article published at p sees ``n(t - p)`` comments: none before the
1st comment, 1 + Binomial(8, g) between the 1st and the 10th (g = ((t-p-T1)/D)^(1/f): the
8 comments in between come front-loaded, f = ``front_loading``; drawn consistently across
the visits of one page), and 10 and more after the 10th. A share of visits fails for a
passing reason (a timeout, an overlay); those count as visits.
"""

from __future__ import annotations

import bisect
import heapq
import math
import random
import time
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from comspider.scheduling.estimator import TimingPrior, WaitEstimator
from comspider.scheduling.outcome import VisitResult
from comspider.scheduling.service import ServiceTimeMeter
from comspider.scheduling.visit_policy import CAPTURED, GIVEN_UP, PolicyConfig, VisitPolicy
from comspider.state.memory import MemoryTimingStore
from comspider_lab.simulation.world import World

MIDDLE = 8  # comments between the 1st and the 10th
QUEUE_SAMPLES = 4000
SCATTER_SAMPLES = 20000


@dataclass(slots=True)
class SimResult:
    policy: str
    articles: int = 0
    commented: int = 0  # articles that ever reach 10 comments
    admitted: int = 0
    dropped: int = 0  # refused at admission
    quiet: int = 0  # of which: refused as pages of outlets without comments
    captured: int = 0  # a visit found >= min_comments
    visits: int = 0
    failed_visits: int = 0
    given_up: int = 0
    visits_by_number: list[int] = field(default_factory=list)
    captured_by_visit: list[int] = field(default_factory=list)
    queue_sum: float = 0.0  # sum of L_Q seen by arrivals (Poisson arrivals see time averages)
    queue_max: int = 0
    capture_delay_sum: float = 0.0  # hours, visit - publication, over captured pages
    first_delay_sum: float = 0.0  # hours, first visit - publication
    first_visits: int = 0
    seconds: float = 0.0  # CPU time of the run
    queue_series: tuple[np.ndarray, np.ndarray] | None = None  # (hours, L_Q)
    scatter: tuple[np.ndarray, np.ndarray] | None = None  # (visit delay hours, comments)
    outlets: list[dict[str, Any]] = field(default_factory=list)  # learned T_W per outlet

    @property
    def capture_share(self) -> float:
        return self.captured / self.articles if self.articles else 0.0

    @property
    def capture_of_commented(self) -> float:
        return self.captured / self.commented if self.commented else 0.0

    @property
    def drop_share(self) -> float:
        return self.dropped / self.articles if self.articles else 0.0

    @property
    def mean_queue(self) -> float:
        return self.queue_sum / self.articles if self.articles else 0.0

    @property
    def visits_per_page(self) -> float:
        return self.visits / self.admitted if self.admitted else 0.0

    @property
    def captures_per_visit(self) -> float:
        return self.captured / self.visits if self.visits else 0.0

    @property
    def mean_capture_delay(self) -> float:
        return self.capture_delay_sum / self.captured if self.captured else 0.0

    @property
    def mean_first_delay(self) -> float:
        return self.first_delay_sum / self.first_visits if self.first_visits else 0.0


def make_policy(config: PolicyConfig, mean_service_prior: float) -> VisitPolicy:
    service = ServiceTimeMeter(mean_service_prior)
    estimator = None
    if config.wait == "learned" or config.revisit == "learned":
        estimator = WaitEstimator(
            MemoryTimingStore(), TimingPrior(wait_hours=config.wait_hours), refresh_seconds=math.inf
        )
    return VisitPolicy(config, estimator, service)


def simulate(
    world: World, config: PolicyConfig, *, mean_service_prior: float = 34.37, seed: int = 0
) -> SimResult:
    started = time.process_time()
    policy = make_policy(config, mean_service_prior)
    rand = random.Random(seed).random
    min_comments = config.min_comments
    servers = config.servers
    front = 1.0 / world.spec.front_loading
    fail_rate = world.spec.failure_rate

    arrival = world.arrival.tolist()
    published = world.published.tolist()
    outlet_index = world.outlet.tolist()
    hosts = [o.host for o in world.outlets]
    t1 = world.t1.tolist()
    dd = world.d.tolist()
    total = world.total.tolist()
    service_pool = world.service.tolist()
    failure_pool = world.failure.tolist()
    pool_size = len(service_pool)
    n = len(arrival)

    result = SimResult(
        policy=config.name,
        articles=n,
        commented=int(np.isfinite(world.t1).sum()),
        visits_by_number=[0] * (config.max_visits + 1),
        captured_by_visit=[0] * (config.max_visits + 1),
    )
    heap: list[tuple[float, int, int]] = []  # (due, seq, article)
    dues: list[float] = []  # sorted due times of the pending pages ("ahead" counting)
    count_ahead = policy.count_ahead()
    free = [0.0] * servers  # heap of the times the servers become free
    visit_of: dict[int, int] = {}
    info_of: dict[int, dict[str, Any]] = {}
    partial: dict[int, tuple[float, int]] = {}
    seq = 0
    k = 0  # visits so far (index into the pools)
    stride = max(1, n // QUEUE_SAMPLES)
    q_t: list[float] = []
    q_l: list[int] = []
    scatter_every = max(1, (n * 3 // 2) // SCATTER_SAMPLES)
    s_x: list[float] = []
    s_y: list[int] = []
    queue_sum = 0
    queue_max = 0
    admitted = dropped = captured = given_up = failed = quiet = 0
    capture_delay = first_delay = 0.0
    visits_by_number = result.visits_by_number
    captured_by_visit = result.captured_by_visit
    due_of = policy.due
    admission = policy.admission
    after_visit = policy.after_visit
    learn = policy.learn if policy.estimator is not None else None
    observe_service = policy.service.observe
    wait_of = policy.wait_seconds
    learned_revisits = config.revisit == "learned"
    heappush, heappop = heapq.heappush, heapq.heappop
    inf = math.inf

    i = 0
    while True:
        start = max(free[0], heap[0][0]) if heap else inf
        if i < n and arrival[i] <= start:
            # -- an article arrives from the feed --------------------------------------
            now = arrival[i]
            length = len(heap)
            queue_sum += length
            if length > queue_max:
                queue_max = length
            if i % stride == 0:
                q_t.append(now / 3600.0)
                q_l.append(length)
            host = hosts[outlet_index[i]]
            due = due_of(host, published[i], now)
            decision = admission(
                host, due, now, bisect.bisect_right(dues, due) if count_ahead else length, str(i)
            )
            if decision.admit:
                admitted += 1
                heappush(heap, (due, seq, i))
                seq += 1
                if count_ahead:
                    bisect.insort(dues, due)
                visit_of[i] = 1
            else:
                dropped += 1
                if decision.reason == "quiet_outlet":
                    quiet += 1
            i += 1
            continue
        if not heap:
            break
        # -- a server takes the earliest due page ------------------------------------------
        due, _, a = heappop(heap)
        if count_ahead:
            del dues[bisect.bisect_left(dues, due)]
        now = start
        heapq.heapreplace(free, now + service_pool[k % pool_size])
        observe_service(service_pool[k % pool_size])
        visit = visit_of[a]
        visits_by_number[visit] += 1
        pub = published[a]
        host = hosts[outlet_index[a]]
        if visit == 1:
            first_delay += (now - pub) / 3600.0
        if failure_pool[k % pool_size] < fail_rate:
            failed += 1
            res = VisitResult("error", 0, "TimeoutError: page load timed out")
            found = -1
        else:
            age = now - pub - t1[a]
            if age < 0:
                found = 0
                res = VisitResult("no_comments", 0)
            else:
                d = dd[a]
                first_time = pub + t1[a]
                if age >= d:
                    found = int(min(total[a], 10 + 9 * (age - d) / d))
                    # the earliest and the 10th timestamps are all the policy reads
                    times = (first_time,) * (min_comments - 1) + (first_time + d,)
                else:
                    g = (age / d) ** front
                    g0, k0 = partial.get(a, (0.0, 0))
                    if g > g0:
                        p = (g - g0) / (1.0 - g0)
                        for _ in range(MIDDLE - k0):
                            if rand() < p:
                                k0 += 1
                        partial[a] = (g, k0)
                    found = 1 + k0
                    times = (first_time,)
                res = VisitResult("comments_found", found, None, times)
        k += 1
        if k % scatter_every == 0 and found >= 0:
            s_x.append((now - pub) / 3600.0)
            s_y.append(found)
        if learned_revisits:
            ahead = bisect.bisect_right(dues, now + wait_of(host)) if count_ahead else len(heap)
            verdict = after_visit(host, visit, pub, now, res, info_of.get(a), ahead)
        else:
            verdict = after_visit(host, visit, pub, now, res, info_of.get(a))
        if verdict.action == "requeue":
            assert verdict.due is not None  # a requeue always carries the next due time
            visit_of[a] = visit + 1
            info_of[a] = verdict.info
            heappush(heap, (verdict.due, seq, a))
            seq += 1
            if count_ahead:
                bisect.insort(dues, verdict.due)
            continue
        if verdict.outcome == CAPTURED:
            captured += 1
            captured_by_visit[visit] += 1
            capture_delay += (now - pub) / 3600.0
        elif verdict.outcome == GIVEN_UP:
            given_up += 1
        if learn is not None:
            learn(host, pub, now, verdict.info)
        visit_of.pop(a, None)
        info_of.pop(a, None)
        partial.pop(a, None)

    result.admitted, result.dropped, result.captured = admitted, dropped, captured
    result.given_up, result.failed_visits, result.visits = given_up, failed, k
    result.quiet = quiet
    result.queue_sum, result.queue_max = float(queue_sum), queue_max
    result.capture_delay_sum, result.first_delay_sum = capture_delay, first_delay
    result.first_visits = visits_by_number[1]
    result.queue_series = (np.array(q_t), np.array(q_l))
    result.scatter = (np.array(s_x), np.array(s_y))
    if policy.estimator is not None:
        for o in world.outlets:
            model = policy.estimator.model(o.host)
            result.outlets.append(
                {
                    "outlet": o.name,
                    "host": o.host,
                    "synthetic": o.synthetic,
                    "true_wait": o.t1_mean + o.d_mean if o.commented else math.inf,
                    "learned_wait": policy.wait_seconds(o.host) / 3600.0,
                    "learned_median": model.t10.median,
                    "learned_t1": model.t1.mean,
                    "learned_d": model.d.mean,
                    "commented": model.commented,
                    "pages": model.pages,
                }
            )
    result.seconds = time.process_time() - started
    return result
