"""When to visit a page, whether to take it at all, and whether to come back.

Pure and clock-free: every method takes ``now`` (POSIX seconds), so the planner, the
simulator and the tests drive it alike.

- Due time: ``published (or admission time when unknown) + T_W(outlet)``.
- Admission control (the paper's): refuse a page when ``E[S]·L_Q / servers > T_W``, where
  E[S] is the measured mean service time and L_Q the queue length: every pending page
  (``queue_length="all"``, the paper's) or only those due before the new one
  (``"ahead"``: with per-outlet T_W the pages due later do not delay it).
- Revisits: a visit that found fewer than ``min_comments`` comments, or failed for a
  passing reason, sends the page back with a new due time, up to ``max_visits`` visits.
  ``revisit="back"`` is the paper's "back of the queue": due again T_W from now.

The learned policy (``wait="learned"``, ``revisit="learned"``) weighs what waiting and
visiting buy. Let F be the outlet's learned distribution of the time to the 10th comment
(:mod:`.estimator`). Waiting t hours buys F(t) of a captured page and costs ``nu``·t;
a visit costs ``kappa``:

- T_W(outlet) = argmax F(t) - nu·t, the time past the mode where F's density falls to
  ``nu`` (``wait_rule="marginal"``; ``"mean"`` is the paper's rule per outlet, E[T]).
  ``nu`` is set so that the prior gives exactly ``wait_hours`` (3.84 h): a page is worth
  waiting for as long as another hour raises its chance of 10 comments by ``nu`` ≈ 7 %.
- After a visit that found too few comments, e hours in: revisit at
  t* = argmax P(T <= t | T > e)·p - nu·(t - e) (the same rule, conditioned on what the
  visit saw: no comment yet, or the 1st comment ``a`` hours ago, which conditions the
  1st->10th time instead; ``p`` is the chance the page gets comments at all), and only if
  the chance of ``min_comments`` by then is at least ``kappa`` (:meth:`revisit_bar`: from
  ``visit_cost`` when the queue has room to ``busy_visit_cost`` when new pages are being
  refused, since a revisit then takes a new page's place); otherwise the page is done
  ("given_up").
- Pages of outlets where fewer than ``quiet_share`` of the pages get comments at all are
  refused at admission (``quiet_outlet``), but for an ``explore_share`` sample.

The completeness policy (``wait="complete"``, ``revisit="complete"``; :mod:`.completeness`)
aims at the whole discussion instead of ``min_comments``: its first visit when an outlet's
discussion is typically half there, its revisits when the rest of it should be, until
another visit would add less than ``min_gain`` of it.
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass, field
from typing import Any

from comspider.crawl_settings import as_settings
from comspider.faults import TOO_MANY_ATTEMPTS
from comspider.scheduling.arrival_model import ArrivalModel
from comspider.scheduling.completeness import Completeness
from comspider.scheduling.estimator import PAPER_WAIT_HOURS, PageTiming, TimingPrior, WaitEstimator
from comspider.scheduling.lognormal import LogNormal, norm_ppf
from comspider.scheduling.outcome import REFUSED_BY_SETTINGS, VisitResult, refused_by_settings
from comspider.scheduling.service import PAPER_MEAN_SERVICE, ServiceTimeMeter
from comspider.state.memory import MemoryTimingStore

WAITS = ("learned", "fixed", "complete")
WAIT_RULES = ("marginal", "mean")
REVISITS = ("learned", "back", "complete")
POLICIES = ("complete", "learned", "paper", "immediate")  # COMSPIDER_SCHEDULE_POLICY
QUEUE_LENGTHS = ("ahead", "all")

# How steeply the revisit bar rises with the queue's load (E[S]·L_Q / T_W): a queue half
# full costs little, one about to refuse pages costs a new page per revisit.
LOAD_EXPONENT = 4.0

# Final outcomes of a page (the queue entry's outcome once done or dropped), in the visit
# records' words (comspider.items.OUTCOMES) where they mean the same: `comspider queue
# stats` and the visits feed then speak alike.
CAPTURED = "comments_found"  # a visit found >= min_comments
FEW_COMMENTS = "few_comments"  # max visits reached with 1..min_comments-1
NO_COMMENTS = "no_comments"  # max visits reached with none
GIVEN_UP = "given_up"  # the learned policy judged another visit not worth it


@dataclass(frozen=True, slots=True)
class PolicyConfig:
    name: str = "learned"
    wait: str = "learned"  # "learned": T_W per outlet from the estimator; "fixed": wait_hours
    wait_hours: float = PAPER_WAIT_HOURS  # the fixed T_W, and the learned T_W's prior
    wait_rule: str = "marginal"  # learned T_W: "marginal" | "mean" (E[PUB-10th])
    revisit: str = "learned"  # "learned" | "back" (the paper's: T_W after the visit)
    queue_length: str = "ahead"  # "ahead" | "all" (the paper's)
    admission: bool = True  # the paper's admission control
    min_comments: int = 10
    max_visits: int = 3
    servers: int = 1  # pages visited in parallel (c in A/S/c/D)
    time_value: float | None = None  # learned: nu per hour; None: from the prior
    visit_cost: float = 0.2  # learned: kappa, the least P(success) a revisit must offer...
    busy_visit_cost: float = 0.6  # ...rising to this as the queue fills (see revisit_bar)
    quiet_share: float = 0.1  # learned: refuse pages of outlets where fewer get comments...
    explore_share: float = 0.05  # ...except this share of them, to notice a change
    max_wait_hours: float = 48.0  # learned: T_W never longer
    retry_seconds: float = 900.0  # learned: after a failure for a passing reason
    min_revisit_seconds: float = 900.0  # learned
    max_revisit_seconds: float = 48 * 3600.0  # learned
    max_attempts: int = 3  # tries of one visit that lost their browser before the page is dropped
    max_interruptions: int = 10  # started visits whose worker died, before the page is dropped
    # The completeness policy (.completeness):
    min_gain: float = 0.03  # least expected share of the discussion a revisit must add
    busy_gain: float = 0.05  # ...while new pages are being refused (else it yields to them)
    first_visit_hours: float = 3.0  # first visit at most this long after publication
    first_share: float = 0.5  # first visit when this share of a typical discussion is there
    discussion_hours: float = 48.0  # no visit planned later than this after publication
    plan_margin: float = 0.25  # a revisit aims where the rest is this times min_gain...
    plan_quantile: float = 0.975  # ...for a discussion this slow, at this quantile of its pace,
    plan_spread: float = 1.0  # ...its log-pace's spread taken as at least this

    def __post_init__(self) -> None:
        for name, value, allowed in (
            ("wait", self.wait, WAITS),
            ("wait_rule", self.wait_rule, WAIT_RULES),
            ("revisit", self.revisit, REVISITS),
            ("queue_length", self.queue_length, QUEUE_LENGTHS),
        ):
            if value not in allowed:
                raise ValueError(f"{name} must be one of {allowed}, not {value!r}")
        if self.max_visits < 1 or self.min_comments < 1 or self.servers < 1:
            raise ValueError("max_visits, min_comments and servers must be >= 1")
        if self.wait_hours < 0 or (self.wait == "learned" and self.wait_hours <= 0):
            raise ValueError("wait_hours must be > 0 for a learned wait (>= 0 when fixed)")
        if (self.wait == "complete") != (self.revisit == "complete"):
            raise ValueError("wait and revisit are both 'complete' or neither")
        if not (0.0 < self.min_gain < 1.0 and 0.0 < self.first_share < 1.0 and 0.0 < self.plan_margin <= 1.0):
            raise ValueError("min_gain, first_share and plan_margin must be between 0 and 1")
        if not 0.0 < self.plan_quantile < 1.0:
            raise ValueError("plan_quantile must be between 0 and 1")
        if self.first_visit_hours <= 0 or self.discussion_hours <= 0:
            raise ValueError("first_visit_hours and discussion_hours must be > 0")

    @property
    def learns(self) -> bool:
        return self.wait in ("learned", "complete") or self.revisit in ("learned", "complete")

    @property
    def plan_z(self) -> float:
        """The standard normal quantile of ``plan_quantile``."""
        return norm_ppf(self.plan_quantile)

    @property
    def completes(self) -> bool:
        """The completeness policy: the whole discussion is the target."""
        return self.revisit == "complete"

    # The policies the simulator compares.
    @classmethod
    def immediate(cls, **kw: Any) -> PolicyConfig:
        """The paper's first deployment: visit at once, one visit."""
        return cls(
            **{
                "name": "immediate",
                "wait": "fixed",
                "wait_hours": 0.0,
                "revisit": "back",
                "queue_length": "all",
                "max_visits": 1,
                **kw,
            }
        )

    @classmethod
    def fixed(cls, hours: float = 1.0, **kw: Any) -> PolicyConfig:
        """A fixed delay for every outlet, otherwise the paper's queue."""
        return cls(
            **{
                "name": f"fixed {hours:g} h",
                "wait": "fixed",
                "wait_hours": hours,
                "revisit": "back",
                "queue_length": "all",
                **kw,
            }
        )

    @classmethod
    def paper(cls, **kw: Any) -> PolicyConfig:
        """Section VII-B: T_W = 3.84 h for every outlet, E[S]·L_Q > T_W drops, revisit at
        the back of the queue, 3 visits."""
        return cls(
            **{
                "name": "paper",
                "wait": "fixed",
                "wait_hours": PAPER_WAIT_HOURS,
                "revisit": "back",
                "queue_length": "all",
                **kw,
            }
        )

    @classmethod
    def learned(cls, **kw: Any) -> PolicyConfig:
        return cls(**{"name": "learned", **kw})

    @classmethod
    def complete(cls, **kw: Any) -> PolicyConfig:
        """The whole discussion: visits while it grows (:mod:`.completeness`)."""
        return cls(**{"name": "complete", "wait": "complete", "revisit": "complete", **kw})

    @classmethod
    def from_settings(cls, settings: Any) -> PolicyConfig:
        """From Scrapy settings (or a mapping of the knobs that differ from
        comspider/settings.py)."""
        settings = as_settings(settings)
        mode = str(settings["COMSPIDER_SCHEDULE_POLICY"]).strip().lower()
        base: dict[str, Any] = {
            "wait_hours": settings.getfloat("COMSPIDER_WAIT_PRIOR_HOURS"),
            "min_comments": settings.getint("COMSPIDER_MIN_COMMENTS"),
            "max_visits": settings.getint("COMSPIDER_MAX_VISITS"),
            "servers": settings.getint("COMSPIDER_QUEUE_SERVERS"),
            "admission": settings.getbool("COMSPIDER_ADMISSION_CONTROL"),
            "max_attempts": settings.getint("COMSPIDER_MAX_ATTEMPTS"),
            "max_interruptions": settings.getint("COMSPIDER_MAX_INTERRUPTIONS"),
        }
        if mode == "paper":
            return cls.paper(**base)
        if mode == "learned":
            return cls.learned(
                **base,
                time_value=settings.getfloat("COMSPIDER_WAIT_VALUE") or None,
                visit_cost=settings.getfloat("COMSPIDER_VISIT_COST"),
                busy_visit_cost=settings.getfloat("COMSPIDER_BUSY_VISIT_COST"),
                retry_seconds=settings.getfloat("COMSPIDER_RETRY_SECONDS"),
                max_wait_hours=settings.getfloat("COMSPIDER_MAX_WAIT_HOURS"),
            )
        if mode == "complete":
            return cls.complete(
                **base,
                retry_seconds=settings.getfloat("COMSPIDER_RETRY_SECONDS"),
                min_gain=settings.getfloat("COMSPIDER_REVISIT_MIN_GAIN"),
                busy_gain=settings.getfloat("COMSPIDER_REVISIT_BUSY_GAIN"),
                first_visit_hours=settings.getfloat("COMSPIDER_FIRST_VISIT_HOURS"),
                discussion_hours=settings.getfloat("COMSPIDER_DISCUSSION_HOURS"),
            )
        if mode == "immediate":
            base.pop("wait_hours")
            return cls.immediate(**{**base, "max_visits": 1})
        raise ValueError(f"COMSPIDER_SCHEDULE_POLICY must be one of {', '.join(POLICIES)}, not {mode!r}")


@dataclass(slots=True)
class Admission:
    admit: bool
    due: float
    wait: float  # T_W of the page's outlet, seconds
    expected_queue: float  # E[S]·L_Q / servers, seconds
    reason: str | None = None  # why not admitted


@dataclass(slots=True)
class VisitDecision:
    action: str  # "requeue" | "done" | "drop"
    outcome: str  # requeue: the visit's outcome; done/drop: the page's final outcome
    due: float | None = None  # requeue: the next visit's due time
    info: dict[str, Any] = field(default_factory=dict)  # the entry's notes after this visit
    success_probability: float | None = None  # learned revisits: P(enough comments then)

    @property
    def final(self) -> bool:
        return self.action != "requeue"


class VisitPolicy:
    def __init__(
        self,
        config: PolicyConfig | None = None,
        estimator: WaitEstimator | None = None,
        service: ServiceTimeMeter | None = None,
        arrivals: ArrivalModel | None = None,
    ) -> None:
        self.config = config or PolicyConfig()
        if estimator is None and self.config.learns:
            estimator = WaitEstimator(MemoryTimingStore(), TimingPrior(wait_hours=self.config.wait_hours))
        self.estimator = estimator
        self.service = service or ServiceTimeMeter(PAPER_MEAN_SERVICE)
        self.completeness: Completeness | None = None
        if self.config.completes:
            assert estimator is not None
            self.completeness = Completeness(
                self.config,
                estimator,
                arrivals or ArrivalModel(estimator.store, refresh_seconds=estimator.refresh_seconds),
            )
        self._waits: dict[str, tuple[Any, float]] = {}  # outlet -> (model, T_W seconds)
        self.time_value = self.config.time_value
        if self.time_value is None and estimator is not None:
            # nu: the prior's density at its own T_W, so that no evidence gives wait_hours
            prior = estimator.prior_model().t10
            self.time_value = prior.density(self.config.wait_hours or prior.mean)

    # -- admission -------------------------------------------------------------------
    def wait_seconds(self, outlet: str) -> float:
        cfg = self.config
        if self.completeness is not None:
            return self.completeness.first_wait(outlet)
        if cfg.wait != "learned" or self.estimator is None:
            return cfg.wait_hours * 3600.0
        model = self.estimator.model(outlet)
        cached = self._waits.get(outlet)
        if cached is not None and cached[0] is model:
            return cached[1]
        t10 = model.t10
        hours = t10.mean if cfg.wait_rule == "mean" else t10.level_time(self.time_value or 0.0)
        if hours is None:  # so spread out that no wait pays: the outlet's mean
            hours = t10.mean
        seconds = min(hours, cfg.max_wait_hours) * 3600.0
        self._waits[outlet] = (model, seconds)
        return seconds

    def due(self, outlet: str, published: float | None, now: float) -> float:
        """Not before ``published + T_W``; a publication time in the future (a feed's
        time-zone slip) counts as now."""
        base = now if published is None else min(published, now)
        return base + self.wait_seconds(outlet)

    def count_ahead(self) -> bool:
        """Whether :meth:`admission` wants L_Q counted up to the new page's due time."""
        return self.config.queue_length == "ahead"

    def admission(
        self, outlet: str, due: float, now: float, queue_length: int, key: str | None = None
    ) -> Admission:
        """Admit, or refuse because the queue is too long for the page (``queue_full``) or,
        learned policies, because its outlet's pages hardly ever get comments
        (``quiet_outlet``; ``explore_share`` of those pages, chosen by a hash of
        ``key``, are admitted anyway)."""
        cfg = self.config
        wait = self.wait_seconds(outlet)
        expected = self.service.mean * queue_length / cfg.servers
        affordable = wait if self.completeness is None else self.completeness.affordable(outlet, due, now)
        if cfg.admission and expected > affordable:
            return Admission(False, due, affordable, expected, "queue_full")
        if (
            cfg.learns
            and cfg.quiet_share > 0
            and self.estimator is not None
            and self.estimator.model(outlet).commented < cfg.quiet_share
            and not self.explores(key)
        ):
            return Admission(False, due, wait, expected, "quiet_outlet")
        return Admission(True, due, wait, expected)

    def explores(self, key: str | None) -> bool:
        """Whether a page belongs to the exploration sample (stable per key)."""
        if key is None:
            return True
        return zlib.crc32(key.encode("utf-8")) % 10_000 < self.config.explore_share * 10_000

    # -- after a visit -----------------------------------------------------------------
    def notes(self, info: dict[str, Any], result: VisitResult, now: float) -> dict[str, Any]:
        """The entry's notes updated with this visit: earliest comment time ("first"),
        the min_comments-th earliest ("tenth"), most comments seen ("most"), whether a
        visit found enough ("reached"), when a visit last saw the page ("checked")."""
        out = dict(info)
        times = sorted(t for t in result.comment_times if math.isfinite(t) and t <= now + 60)
        if times:
            first = out.get("first")
            out["first"] = times[0] if first is None else min(float(first), times[0])
            k = self.config.min_comments
            if out.get("tenth") is None and len(times) >= k:
                out["tenth"] = times[k - 1]
        if not result.failed:
            out["checked"] = now
            out["most"] = max(int(out.get("most", 0)), result.comments)
            if result.comments >= self.config.min_comments:
                out["reached"] = True
        if result.first_comment is not None and math.isfinite(result.first_comment):
            first = out.get("first")
            if result.first_comment <= now + 60:
                out["first"] = (
                    result.first_comment if first is None else min(float(first), result.first_comment)
                )
        return out

    def revisit_bar(self, outlet: str, queue_length: int | None) -> float:
        """The least chance of success a learned revisit must offer: ``visit_cost`` when
        the queue has room, rising (as load^4) to ``busy_visit_cost`` as the work queued
        ahead of a new page of this outlet (``queue_length``, counted as for admission;
        load = E[S]·L_Q / T_W) approaches its T_W, where new pages start being refused:
        then a revisit takes the place of a new page, whose first visit succeeds about
        that often."""
        cfg = self.config
        if queue_length is None:
            return cfg.visit_cost
        wait = self.wait_seconds(outlet)
        load = 1.0 if wait <= 0 else self.service.mean * queue_length / cfg.servers / wait
        pressure = min(max(load, 0.0), 1.0) ** LOAD_EXPONENT
        return cfg.visit_cost + (cfg.busy_visit_cost - cfg.visit_cost) * pressure

    def after_visit(
        self,
        outlet: str,
        visit: int,
        published: float | None,
        now: float,
        result: VisitResult,
        info: dict[str, Any] | None = None,
        queue_length: int | None = None,
    ) -> VisitDecision:
        """Done, requeue or drop after a visit. ``queue_length``: as for
        :meth:`admission` of a new page of this outlet now (learned revisits only)."""
        cfg = self.config
        notes = self.notes(info or {}, result, now)
        if result.failed:
            if result.reason == TOO_MANY_ATTEMPTS:  # it lost its browser on every try
                return VisitDecision("drop", TOO_MANY_ATTEMPTS, info=notes)
            if refused_by_settings(result.reason):  # a later run's settings may allow it
                return VisitDecision("drop", REFUSED_BY_SETTINGS, info=notes)
            if not result.passing:
                return VisitDecision("drop", f"{result.outcome}_permanent", info=notes)
            if visit >= cfg.max_visits:
                return VisitDecision("done", result.outcome, info=notes)
            delay = self.wait_seconds(outlet) if cfg.revisit == "back" else cfg.retry_seconds
            return VisitDecision("requeue", result.outcome, now + delay, notes)
        if self.completeness is not None:
            return self._complete_after(outlet, visit, published, now, result, notes)
        if result.comments >= cfg.min_comments:
            return VisitDecision("done", CAPTURED, info=notes)
        if visit >= cfg.max_visits:
            return VisitDecision("done", FEW_COMMENTS if result.comments else NO_COMMENTS, info=notes)
        if cfg.revisit == "back":
            return VisitDecision("requeue", result.outcome, now + self.wait_seconds(outlet), notes)
        delay, p_success = self.revisit(outlet, published, now, result.comments, notes)
        if p_success < self.revisit_bar(outlet, queue_length):
            return VisitDecision("done", GIVEN_UP, info=notes, success_probability=p_success)
        return VisitDecision("requeue", result.outcome, now + delay, notes, p_success)

    def _complete_after(
        self, outlet: str, visit: int, published: float | None, now: float, result: VisitResult, notes: dict
    ) -> VisitDecision:
        assert self.completeness is not None
        plan = self.completeness.plan(outlet, visit, published, now, result, notes)
        notes["gain"] = round(plan.gain, 4)
        notes["share"] = round(plan.share, 4)
        if plan.final is not None:
            notes["final"] = round(plan.final, 1)
        if plan.due is None:
            return VisitDecision("done", plan.outcome, info=notes, success_probability=plan.gain)
        return VisitDecision("requeue", result.outcome, plan.due, notes, plan.gain)

    def yields(self, visit: int, info: dict[str, Any], overloaded: bool) -> bool:
        """Whether a claimed revisit gives way to new articles (completeness policy only;
        see :meth:`Completeness.yields`)."""
        return self.completeness is not None and self.completeness.yields(visit, info, overloaded)

    def revisit(
        self, outlet: str, published: float | None, now: float, found: int, notes: dict[str, Any]
    ) -> tuple[float, float]:
        """The learned revisit: (delay in seconds, P(>= min_comments by then)). See the
        module's docstring."""
        cfg = self.config
        assert self.estimator is not None
        model = self.estimator.model(outlet)
        base = now if published is None else min(published, now)
        elapsed = max((now - base) / 3600.0, 1.0 / 60.0)
        first = notes.get("first")
        part: LogNormal
        if found <= 0 and first is None:
            part, start, p_commented = model.t10, elapsed, model.commented_given_none_by(elapsed)
        elif first is not None:
            part, start, p_commented = model.d, max((now - float(first)) / 3600.0, 1 / 60), 1.0
        else:  # comments without timestamps
            part, start, p_commented = model.t10, elapsed, 1.0
        nu = self.time_value or 0.0
        survival = part.sf(start)
        if survival <= 0.0 or p_commented <= 0.0:
            return cfg.min_revisit_seconds, 0.0
        target = part.level_time(nu * survival / p_commented)
        if target is None or target <= start:
            return cfg.min_revisit_seconds, 0.0
        lo = start + cfg.min_revisit_seconds / 3600.0
        hi = start + cfg.max_revisit_seconds / 3600.0
        target = min(max(target, lo), hi)
        p_success = p_commented * (part.cdf(target) - part.cdf(start)) / survival
        return (target - start) * 3600.0, p_success

    def page_timing(self, published: float | None, now: float, notes: dict[str, Any]) -> PageTiming | None:
        """What the estimator learns from a page whose visits are over."""
        checked = notes.get("checked")
        if published is None or checked is None:
            return None
        first, tenth = notes.get("first"), notes.get("tenth")
        return PageTiming(
            published=min(published, now),
            last_visit=float(checked),
            comments=int(notes.get("most", 0)),
            first_comment=None if first is None else float(first),
            tenth_comment=None if tenth is None else float(tenth),
            reached=bool(notes.get("reached")),
        )

    def learn(self, outlet: str, published: float | None, now: float, notes: dict[str, Any]) -> None:
        """Feed a finished page to the estimator (when there is one)."""
        if self.estimator is None:
            return
        timing = self.page_timing(published, now, notes)
        if timing is not None:
            self.estimator.observe(outlet, timing)
