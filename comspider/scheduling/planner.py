"""The scheduling library behind one facade, for the Scrapy scheduler to wrap:

    planner = VisitPlanner.from_settings(crawler.settings, stats=crawler.stats)
    planner.offer(article)          # from the feed: admitted | duplicate | dropped
    entry = planner.claim()         # the next page that is due, leased (or None)
    ...visit entry.article, visit number entry.visit...
    planner.record(entry, VisitResult.from_visit(visit_item, comment_times))
    # or, from a request's meta: planner.record_key(key, token, result)
    planner.seconds_until_next()    # how long the spider may idle
    planner.has_pending()           # keep the spider open while True

Time comes from the injected clock; everything persists in the backend, so a crawler
killed at any moment resumes where it was (a page claimed by a process that died is
handed out again as soon as the process is known dead: its heartbeat lapsed, or its
ledger says so; at the latest when its lease expires). Being claimed, or being visited
when the process was killed, costs a page nothing; it is dropped only when its visit
lost the browser ``max_attempts`` times (``too_many_attempts``) or its worker died under
it ``max_interruptions`` times (``too_many_interruptions``).
"""

from __future__ import annotations

import logging
import math
from collections import Counter
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from comspider.clock import Clock, SystemClock, from_spec
from comspider.crawl_settings import as_settings
from comspider.faults import TOO_MANY_ATTEMPTS
from comspider.scheduling.completeness import YIELDED
from comspider.scheduling.estimator import TimingPrior, WaitEstimator
from comspider.scheduling.outcome import VisitResult, epoch
from comspider.scheduling.service import ServiceTimeMeter
from comspider.scheduling.visit_policy import Admission, PolicyConfig, VisitDecision, VisitPolicy
from comspider.state.backend import Backend, open_backend
from comspider.state.queue_entry import CLAIMED, Entry
from comspider.url_keys import article_key, outlet_of

logger = logging.getLogger(__name__)

STAT = "comspider/queue/"
# A page refused for a full queue this recently (clock seconds) means the queue cannot
# visit new pages in time: revisits that would add little then give way to them.
OVERLOAD_SECONDS = 900.0


class Stats(Protocol):
    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None: ...


class CounterStats:
    """A stand-in for Scrapy's stats collector outside a crawl."""

    def __init__(self) -> None:
        self.values: Counter[str] = Counter()

    def inc_value(self, key: str, count: int = 1, start: int = 0) -> None:
        self.values[key] += count


@dataclass(frozen=True, slots=True)
class Offer:
    status: str  # "admitted" | "duplicate" | "dropped"
    key: str
    outlet: str
    due: float | None = None
    admission: Admission | None = None


class VisitPlanner:
    def __init__(
        self,
        backend: Backend,
        policy: VisitPolicy,
        clock: Clock | None = None,
        *,
        lease_seconds: float,
        stats: Stats | None = None,
    ) -> None:
        self.backend = backend
        self.queue = backend.queue
        self.policy = policy
        self.clock = clock or SystemClock()
        self.lease_seconds = float(lease_seconds)
        self.stats = stats if stats is not None else CounterStats()
        self._overloaded_until = -math.inf  # clock time: new pages are being refused until then
        self._refused: tuple[float, float] = (0.0, 0.0)  # the last refusal's (expected, affordable) s

    @classmethod
    def from_settings(
        cls,
        settings: Any,
        *,
        clock: Clock | None = None,
        backend: Backend | None = None,
        stats: Stats | None = None,
    ) -> VisitPlanner:
        settings = as_settings(settings)
        backend = backend or open_backend(settings)
        config = PolicyConfig.from_settings(settings)
        prior = TimingPrior(
            wait_hours=config.wait_hours or TimingPrior().wait_hours,
            weight=settings.getfloat("COMSPIDER_WAIT_PRIOR_WEIGHT"),
        )
        estimator = WaitEstimator(
            backend.timing, prior, max_evidence=settings.getfloat("COMSPIDER_WAIT_MAX_EVIDENCE")
        )
        service = ServiceTimeMeter(settings.getfloat("COMSPIDER_MEAN_SERVICE_PRIOR"), store=backend.timing)
        return cls(
            backend,
            VisitPolicy(config, estimator, service),
            clock or from_spec(settings["COMSPIDER_CLOCK"]),
            lease_seconds=settings.getfloat("COMSPIDER_LEASE_SECONDS"),
            stats=stats,
        )

    def now(self) -> float:
        return self.clock.now().timestamp()

    def _inc(self, name: str, count: int = 1) -> None:
        self.stats.inc_value(STAT + name, count)

    # -- the feed side -----------------------------------------------------------------
    def offer(self, article: Any) -> Offer:
        """Consider an article from a feed (an Article or its dict): admitted once, ever;
        refused (and remembered as refused) when the queue is too long for it."""
        data: Mapping[str, Any] = article if isinstance(article, Mapping) else article.to_dict()
        url = str(data["url"])
        key, outlet = article_key(url), outlet_of(url)
        if self.queue.contains(key):
            self._inc("duplicate")
            return Offer("duplicate", key, outlet)
        now = self.now()
        published = epoch(data.get("published_at"))
        due = self.policy.due(outlet, published, now)
        length = self.queue.pending_count(due) if self.policy.count_ahead() else self.queue.pending_count()
        admission = self.policy.admission(outlet, due, now, length)
        if not admission.admit:
            if admission.reason == "queue_full":
                self._overloaded_until = now + OVERLOAD_SECONDS
                self._refused = (admission.expected_queue, admission.wait)
            if self.queue.reject(key, data, outlet, admission.reason or "refused", now):
                self._inc(f"dropped/{admission.reason}")
                logger.info(
                    "Dropped %s at admission: expected queueing %.0f s > %.0f s it can wait (L_Q=%d, E[S]=%.1f s)",
                    url,
                    admission.expected_queue,
                    admission.wait,
                    length,
                    self.policy.service.mean,
                )
                return Offer("dropped", key, outlet, due, admission)
            self._inc("duplicate")
            return Offer("duplicate", key, outlet)
        if not self.queue.admit(key, data, outlet, due, now):
            self._inc("duplicate")
            return Offer("duplicate", key, outlet)
        self._inc("admitted")
        return Offer("admitted", key, outlet, due, admission)

    # -- the visiting side -------------------------------------------------------------
    def claim(self, worker: str | None = None, skip_outlets: Collection[str] = ()) -> Entry | None:
        """Lease the next due page (for ``worker``; none of ``skip_outlets``); a page whose
        visit lost its browser ``max_attempts`` times, or whose worker died under it
        ``max_interruptions`` times, is dropped instead."""
        config = self.policy.config
        while True:
            now = self.now()
            entry = self.queue.claim(now, self.lease_seconds, worker=worker, skip_outlets=skip_outlets)
            if entry is None:
                return None
            if entry.attempts >= config.max_attempts > 0:
                self._give_up(
                    entry,
                    TOO_MANY_ATTEMPTS,
                    f"visit {entry.visit} lost its browser {entry.attempts} times",
                    now,
                )
                continue
            if entry.interruptions >= config.max_interruptions > 0:
                self._give_up(
                    entry,
                    "too_many_interruptions",
                    f"visit {entry.visit} was under way {entry.interruptions} times when its worker died",
                    now,
                )
                continue
            if self._yields(entry, now):
                continue
            if entry.interruptions:
                self._inc("reclaimed")
            self._inc("claimed")
            return entry

    def overloaded(self, now: float | None = None) -> bool:
        """Whether new pages are being refused for a full queue (one was, lately)."""
        return (self.now() if now is None else now) < self._overloaded_until

    def _yields(self, entry: Entry, now: float) -> bool:
        """A revisit of a nearly complete discussion gives way to new articles while they
        are being refused (completeness policy): done as ``yielded``, not visited."""
        if not self.policy.yields(entry.visit, entry.info, self.overloaded(now)):
            return False
        if not self.queue.complete(entry.key, YIELDED, now, token=entry.token, info=entry.info):
            return False
        self._inc(f"done/{YIELDED}")
        self._inc("yielded")
        expected, affordable = self._refused
        logger.info(
            "Revisit %d of %s yields to new articles: it would add %.0f %% of its discussion, and new "
            "pages are being refused (expected queueing %.0f s > %.0f s they can wait)",
            entry.visit,
            entry.article.get("url") or entry.key,
            100.0 * float(entry.info.get("gain") or 0.0),
            expected,
            affordable,
        )
        self.policy.learn(entry.outlet, epoch(entry.article.get("published_at")), now, entry.info)
        return True

    def _give_up(self, entry: Entry, reason: str, why: str, now: float) -> None:
        if self.queue.drop(entry.key, reason, now, token=entry.token):
            self._inc(f"dropped/{reason}")
            logger.warning(
                "Dropped %s: %s (%s; `comspider queue retry` visits it again)", entry_url(entry), why, reason
            )

    def record(self, entry: Entry, result: VisitResult) -> VisitDecision:
        """Apply the outcome of a visit of a claimed ``entry``: done, back in the queue
        with a new due time, or dropped; learn from it when the page is over."""
        now = self.now()
        if result.seconds > 0:
            self.policy.service.observe(result.seconds)
        published = epoch(entry.article.get("published_at"))
        decision = self.policy.after_visit(entry.outlet, entry.visit, published, now, result, entry.info)
        queue = self.queue
        if decision.action == "requeue":
            assert decision.due is not None
            ok = queue.requeue(
                entry.key, decision.due, decision.outcome, now, token=entry.token, info=decision.info
            )
        elif decision.action == "done":
            ok = queue.complete(entry.key, decision.outcome, now, token=entry.token, info=decision.info)
        else:
            ok = queue.drop(entry.key, decision.outcome, now, token=entry.token)
        if not ok:
            self._inc("stale")
            logger.warning(
                "Visit %d of %s came back after its lease expired; ignored", entry.visit, entry_url(entry)
            )
            return decision
        if decision.action == "requeue":
            self._inc("requeued")
        else:  # as the queue's own counts name them: done/<outcome>, dropped/<reason>
            self._inc(f"{'dropped' if decision.action == 'drop' else decision.action}/{decision.outcome}")
            self.policy.learn(entry.outlet, published, now, decision.info)
        return decision

    def record_key(self, key: str, token: str | None, result: VisitResult) -> VisitDecision | None:
        """:meth:`record` for a page known by its key and claim token (what a request's
        meta can carry); None when that claim is no longer current."""
        entry = self.queue.get(key)
        if entry is None or entry.state != CLAIMED or (token is not None and entry.token != token):
            self._inc("stale")
            logger.warning("A visit of %s came back for a claim that is no longer current; ignored", key)
            return None
        return self.record(entry, result)

    def release(self, entry: Entry) -> bool:
        """Hand a claimed page back unvisited (the spider is closing)."""
        ok = self.queue.release(entry.key, self.now(), token=entry.token)
        if ok:
            self._inc("released")
        return ok

    # -- state -------------------------------------------------------------------------
    def next_due(self) -> float | None:
        return self.queue.next_due()

    def next_not_due(self, now: float | None = None) -> float | None:
        """When the next page that is not due yet falls due; None when every pending page
        is due. What a person watching the crawl asks ("next at"), unlike
        :meth:`next_due`, which is the earliest due time and lies in the past while pages
        are overdue."""
        return self.queue.next_due_after(self.now() if now is None else now)

    def seconds_until_next(self) -> float | None:
        """Seconds until a claim can succeed (0 when one can now); None when empty."""
        due = self.queue.next_due()
        return None if due is None else max(0.0, due - self.now())

    def has_pending(self) -> bool:
        return self.queue.pending_count() + self.queue.claimed_count() > 0

    def summary(self, outlets: int = 20) -> dict[str, Any]:
        estimator = self.policy.estimator
        return {
            "policy": self.policy.config.name,
            "backend": f"{self.backend.kind}: {self.backend.location}",
            "queue": self.queue.stats(),
            "mean_service_seconds": round(self.policy.service.mean, 2),
            "outlets": estimator.summary()[:outlets] if estimator is not None else [],
        }

    def stat_values(self, outlets: int = 20) -> dict[str, float]:
        """Gauges for Scrapy's stats: queue states, E[S], T_W (hours) per outlet."""
        summary = self.summary(outlets)
        values: dict[str, float] = {STAT + k: v for k, v in summary["queue"].items()}
        values[STAT + "mean_service_seconds"] = summary["mean_service_seconds"]
        for row in summary["outlets"]:
            values[f"comspider/wait_hours/{row['outlet']}"] = row["wait_hours"]
        return values

    def close(self) -> None:
        self.backend.close()


def entry_url(entry: Entry) -> str:
    """The page's URL as it was given (the key is canonical: scheme and case may differ)."""
    url = entry.article.get("url") if isinstance(entry.article, Mapping) else None
    return str(url) if url else entry.key
