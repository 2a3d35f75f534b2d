"""The event loop: one server (or ``servers``) visiting pages from a due-time queue.

Events are the feed's arrivals (admission control, due time) and the server becoming
free (it takes the page with the earliest due time that is due, or idles until one is).
Every decision is the library's own: :class:`VisitPolicy` sets due times, refuses pages,
decides on revisits and (learned policy) learns each outlet's T_W from what the visits
saw, exactly as the crawler's planner does; only the queue is an in-memory heap here.

A visit at time t of an article published at p sees the comments its discussion has
then (:mod:`.discussions`: none before the 1st comment, 10 from the 10th on, and the
rest of its final N coming at a decaying rate; drawn consistently across the visits of
one page). A share of visits fails for a passing reason (a timeout, an overlay); those
count as visits.

Beside the paper's measure (a visit found >= 10 comments), the user's: the share of each
admitted article's final comments (its comments ``final_hours`` after publication)
captured by its visits, the visits per admitted article, the first visit's delay after
publication, and the comments a moderator removed that two visits caught (seen by one,
missing from a later one). The completeness policy's revisits give way to new articles
while pages are being refused (``VisitPolicy.yields``), as the planner's do.
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

from comspider.scheduling.arrival_model import ArrivalModel
from comspider.scheduling.estimator import TimingPrior, WaitEstimator
from comspider.scheduling.outcome import VisitResult
from comspider.scheduling.service import ServiceTimeMeter
from comspider.scheduling.visit_policy import GIVEN_UP, PolicyConfig, VisitPolicy
from comspider.state.memory import MemoryTimingStore
from comspider_lab.simulation.discussions import Discussions
from comspider_lab.simulation.world import World

QUEUE_SAMPLES = 4000
SCATTER_SAMPLES = 20000
GRID_STEP_HOURS = 0.25  # resolution of the capture-over-time curve
# While a page was refused for a full queue this recently (seconds), the queue counts as
# overloaded (the planner's OVERLOAD_SECONDS).
OVERLOAD_SECONDS = 900.0


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
    # the user's measure, over the admitted articles
    final_hours: float = 48.0
    final_comments: int = 0  # their comments at final_hours
    captured_comments: int = 0  # of those, seen by a visit
    share_sum: float = 0.0  # sum of per-article shares, over admitted articles with comments
    share_articles: int = 0
    yielded: int = 0  # revisits that gave way to new articles
    removals: int = 0  # comments removed by final_hours
    removals_seen: int = 0  # of those, seen by a visit before the removal
    removals_detected: int = 0  # seen, then missing from a later visit
    capture_curve: np.ndarray | None = None  # share of the final comments captured by age (grid)

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

    @property
    def final_share(self) -> float:
        """The share of the admitted articles' final comments captured (pooled)."""
        return self.captured_comments / self.final_comments if self.final_comments else 0.0

    @property
    def mean_share(self) -> float:
        """The same, per article, averaged over admitted articles with final comments."""
        return self.share_sum / self.share_articles if self.share_articles else 0.0

    @property
    def removal_recall(self) -> float:
        return self.removals_detected / self.removals if self.removals else 0.0


def make_policy(config: PolicyConfig, mean_service_prior: float) -> VisitPolicy:
    service = ServiceTimeMeter(mean_service_prior)
    estimator = None
    arrivals = None
    if config.learns:
        store = MemoryTimingStore()
        estimator = WaitEstimator(store, TimingPrior(wait_hours=config.wait_hours), refresh_seconds=math.inf)
        arrivals = ArrivalModel(store, refresh_seconds=math.inf)
    return VisitPolicy(config, estimator, service, arrivals)


def simulate(
    world: World, config: PolicyConfig, *, mean_service_prior: float = 34.37, seed: int = 0
) -> SimResult:
    started = time.process_time()
    policy = make_policy(config, mean_service_prior)
    discussions = Discussions(world, seed)
    count_at = discussions.count
    min_comments = config.min_comments
    servers = config.servers
    fail_rate = world.spec.failure_rate
    final_hours = world.spec.final_hours
    completes = config.completes

    arrival = world.arrival.tolist()
    published = world.published.tolist()
    outlet_index = world.outlet.tolist()
    hosts = [o.host for o in world.outlets]
    t1 = world.t1.tolist()
    dd = world.d.tolist()
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
        final_hours=final_hours,
    )
    heap: list[tuple[float, int, int]] = []  # (due, seq, article)
    dues: list[float] = []  # sorted due times of the pending pages ("ahead" counting)
    count_ahead = policy.count_ahead()
    free = [0.0] * servers  # heap of the times the servers become free
    visit_of: dict[int, int] = {}
    info_of: dict[int, dict[str, Any]] = {}
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
    admitted = dropped = captured = given_up = failed = quiet = yielded = 0
    capture_delay = first_delay = 0.0
    visits_by_number = result.visits_by_number
    captured_by_visit = result.captured_by_visit
    # the user's measure: per admitted article, the ages (hours) and counts of its visits
    seen_visits: dict[int, list[tuple[float, int]]] = {}
    admitted_list: list[int] = []
    reached: set[int] = set()
    overloaded_until = -math.inf
    due_of = policy.due
    admission = policy.admission
    after_visit = policy.after_visit
    yields = policy.yields
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
                admitted_list.append(i)
                heappush(heap, (due, seq, i))
                seq += 1
                if count_ahead:
                    bisect.insort(dues, due)
                visit_of[i] = 1
            else:
                dropped += 1
                if decision.reason == "quiet_outlet":
                    quiet += 1
                elif decision.reason == "queue_full":
                    overloaded_until = now + OVERLOAD_SECONDS
            i += 1
            continue
        if not heap:
            break
        # -- a server takes the earliest due page ------------------------------------------
        due, _, a = heappop(heap)
        if count_ahead:
            del dues[bisect.bisect_left(dues, due)]
        now = start
        visit = visit_of[a]
        pub = published[a]
        host = hosts[outlet_index[a]]
        if completes and yields(visit, info_of.get(a) or {}, now < overloaded_until):
            # a revisit of a nearly complete discussion gives way to new articles
            yielded += 1
            if learn is not None:
                learn(host, pub, now, info_of.get(a) or {})
            visit_of.pop(a, None)
            info_of.pop(a, None)
            continue
        heapq.heapreplace(free, now + service_pool[k % pool_size])
        observe_service(service_pool[k % pool_size])
        visits_by_number[visit] += 1
        age_h = (now - pub) / 3600.0
        if visit == 1:
            first_delay += age_h
        if failure_pool[k % pool_size] < fail_rate:
            failed += 1
            res = VisitResult("error", 0, "TimeoutError: page load timed out")
            found = -1
        else:
            found = count_at(a, age_h)
            if found <= 0:
                res = VisitResult("no_comments", 0)
            else:
                first_time = pub + t1[a]
                # the earliest and the 10th timestamps are all the paper's and the learned
                # policies read; the completeness policy also reads the median of the rest
                if found >= 10:
                    times = (first_time,) * (min_comments - 1) + (first_time + dd[a],)
                else:
                    times = (first_time,)
                if completes:
                    median = discussions.median_delay(a, age_h)
                    res = VisitResult(
                        "comments_found",
                        found,
                        None,
                        times,
                        first_comment=first_time,
                        median_comment=None if median is None else first_time + median[0] * 3600.0,
                        timed=0 if median is None else median[1],
                    )
                else:
                    res = VisitResult("comments_found", found, None, times)
            seen_visits.setdefault(a, []).append((age_h, found))
            if found >= min_comments and a not in reached:
                # the paper's measure: the first visit that found >= min_comments
                reached.add(a)
                captured += 1
                captured_by_visit[visit] += 1
                capture_delay += age_h
        k += 1
        if k % scatter_every == 0 and found >= 0:
            s_x.append(age_h)
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
        if verdict.outcome == GIVEN_UP:
            given_up += 1
        if learn is not None:
            learn(host, pub, now, verdict.info)
        visit_of.pop(a, None)
        info_of.pop(a, None)

    result.admitted, result.dropped, result.captured = admitted, dropped, captured
    result.given_up, result.failed_visits, result.visits = given_up, failed, k
    result.quiet, result.yielded = quiet, yielded
    result.queue_sum, result.queue_max = float(queue_sum), queue_max
    result.capture_delay_sum, result.first_delay_sum = capture_delay, first_delay
    result.first_visits = visits_by_number[1]
    result.queue_series = (np.array(q_t), np.array(q_l))
    result.scatter = (np.array(s_x), np.array(s_y))
    _measure(result, world, discussions, admitted_list, seen_visits, seed)
    if policy.estimator is not None:
        for o in world.outlets:
            model = policy.estimator.model(o.host)
            pace = policy.completeness.arrivals.pace(o.host) if policy.completeness is not None else None
            result.outlets.append(
                {
                    "pace_mu": None if pace is None else pace.mu,
                    "pace_tau": None if pace is None else pace.tau,
                    "pace_articles": None if pace is None else pace.articles,
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


def _measure(
    result: SimResult,
    world: World,
    discussions: Discussions,
    admitted: list[int],
    seen_visits: dict[int, list[tuple[float, int]]],
    seed: int,
) -> None:
    """The user's measure over the admitted articles: final comments captured, the
    capture curve, and the removals that two visits caught."""
    final_hours = world.spec.final_hours
    steps = round(final_hours / GRID_STEP_HOURS) + 1
    diff = np.zeros(steps + 1)
    rng = random.Random(seed + 7)
    draws = np.random.default_rng(seed + 7)
    removal_mu = math.log(world.spec.removal_hours)
    total = captured = 0
    share_sum = 0.0
    share_n = removals = removals_seen = detected = 0
    for a in admitted:
        final = discussions.final(a)
        if final <= 0:
            continue
        visits = seen_visits.get(a, [])
        best = 0
        for age, count in visits:
            now_captured = final if age >= final_hours else min(count, final)
            if now_captured > best:
                diff[min(int(age / GRID_STEP_HOURS + 0.999), steps - 1)] += now_captured - best
                best = now_captured
        total += final
        captured += best
        share_sum += best / final
        share_n += 1
        # moderation: each of its final comments removed with removal_share, some time after
        # it came; caught when a visit saw it and a later one came after the removal
        ages = [age for age, _ in visits]
        for _ in range(int(draws.binomial(final, world.spec.removal_share))):
            came = discussions.arrival_age(a, rng.uniform(1.0, final))
            gone = came + math.exp(removal_mu + rng.gauss(0.0, 1.0))
            if gone > final_hours:
                continue
            removals += 1
            saw = any(came <= v < gone for v in ages)
            removals_seen += saw
            detected += saw and any(v >= gone for v in ages)
    result.final_comments, result.captured_comments = total, captured
    result.share_sum, result.share_articles = share_sum, share_n
    result.removals, result.removals_seen, result.removals_detected = removals, removals_seen, detected
    result.capture_curve = np.cumsum(diff)[:steps] / total if total else np.zeros(steps)
