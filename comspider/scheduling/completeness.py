"""The completeness policy (``COMSPIDER_SCHEDULE_POLICY = "complete"``): visit each
article as often as its discussion's growth asks, to capture the whole discussion, not
the first ten comments.

The target is the share of the article's final discussion captured (its comments as a
reader finds them once it is over). Every visit updates what is known of the article
(:mod:`.discussion`: when its first comment came, its pace from the comments' timestamps
or the counts of its visits) and of its outlet (:mod:`.arrival_model`, the estimator's
first-comment times and commented share), and then:

- the first visit is due when the outlet's discussions are typically half there
  (``first_share``), at most ``first_visit_hours`` after publication (early data, and an
  early sighting of the comments that moderators later remove);
- after a visit that saw the article's discussion with an expected share ``s`` of it, the
  next visit goes where the rest should be in, ``1 − plan_margin·min_gain`` of it, even
  if the discussion is slower than the best guess (its pace at the ``plan_quantile``
  of what is known, known no better than ``plan_spread`` in log-hours: discussions come in
  bursts the model does not see), so that this visit is likely the last; it would add
  ``gain = share(then) − s``, and is planned when ``gain ≥ min_gain`` (within
  ``discussion_hours`` of publication), else the page is done. A plan of one more visit
  for all the rest: the most of the discussion per visit;
- a page whose comments are closed ("Comments are closed", or the comment form an
  earlier visit saw is gone) is done at once;
- a page that showed no comment yet is visited again when its comments, if it gets any
  (the outlet's commented share, given none so far), should be there; else it is done;
- admission (the paper's queueing rule): a page is refused when the expected queueing
  ``E[S]·L_Q/c`` would put its first visit later than ``first_visit_hours`` after
  publication; and while pages are being refused, a revisit that would add less than
  ``busy_gain`` of its discussion gives way to new articles (:meth:`yields`).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from comspider.scheduling.arrival_model import ArrivalModel
from comspider.scheduling.discussion import (
    Curve,
    Evidence,
    PaceEstimate,
    Unstarted,
    count_evidence,
    median_evidence,
    posterior,
)
from comspider.scheduling.estimator import WaitEstimator
from comspider.scheduling.outcome import VisitResult

# Final outcomes of a page under this policy (the queue entry's outcome once done).
COMPLETE = "complete"  # the expected rest of the discussion is below min_gain
CLOSED = "comments_closed"  # the page says its comments are closed, or its form is gone
HORIZON = "horizon"  # no visit within discussion_hours would add min_gain
MAX_VISITS = "max_visits"  # COMSPIDER_MAX_VISITS reached
QUIET = "no_comments"  # no comment yet, and none expected
YIELDED = "yielded"  # a revisit that gave way to new articles (planner.claim)

# An estimate of a page's pace noisier than this (log-hours²) is not counted for its outlet.
INFORMATIVE_VAR = 2.0


@dataclass(frozen=True, slots=True)
class Plan:
    """What to do after a visit: ``due`` (POSIX) of the next one, or None and why not."""

    due: float | None
    outcome: str
    gain: float = 0.0  # expected share of the discussion the next visit adds
    share: float = 0.0  # expected share of the discussion seen so far
    final: float | None = None  # expected comments in the end


class Completeness:
    def __init__(self, config: Any, estimator: WaitEstimator, arrivals: ArrivalModel) -> None:
        self.config = config
        self.estimator = estimator
        self.arrivals = arrivals
        self._first: dict[str, tuple[tuple[float, ...], float]] = {}  # outlet -> (models' key, seconds)

    # -- the outlet's typical discussion ----------------------------------------------------
    def outlet_pace(self, outlet: str) -> PaceEstimate:
        """The pace of an article of this outlet before anything is known of it."""
        pace = self.arrivals.pace(outlet)
        return PaceEstimate(pace.mu, pace.var)

    def first_wait(self, outlet: str) -> float:
        """Seconds from publication to the first visit: when ``first_share`` of the
        outlet's typical discussion is there, at most ``first_visit_hours``, at least
        ``min_revisit_seconds``."""
        cfg = self.config
        t1 = self.estimator.model(outlet).t1
        pace = self.arrivals.pace(outlet)
        # models that moved by less than a tenth (in log-hours) plan the same first visit
        key = (round(t1.mu, 1), round(t1.sigma, 1), round(pace.mu, 1), round(pace.tau, 1))
        cached = self._first.get(outlet)
        if cached is not None and cached[0] == key:
            return cached[1]
        hours = Unstarted(t1, self.outlet_pace(outlet)).age_at(cfg.first_share, cfg.first_visit_hours)
        seconds = min(max(hours * 3600.0, cfg.min_revisit_seconds), cfg.first_visit_hours * 3600.0)
        self._first[outlet] = (key, seconds)
        return seconds

    def affordable(self, outlet: str, due: float, now: float) -> float:
        """Seconds of queueing a page due at ``due`` can afford: its first visit no later
        than ``first_visit_hours`` after publication (due − first wait); a page already
        that old when the feed lists it (or nearly) can still wait half of that, for a
        first visit as soon as the queue allows."""
        bound = self.config.first_visit_hours * 3600.0
        published = due - self.first_wait(outlet)
        return max(bound - (now - published), bound / 2.0)

    # -- after a visit -----------------------------------------------------------------------
    def plan(
        self,
        outlet: str,
        visit: int,
        published: float | None,
        now: float,
        result: VisitResult,
        notes: dict[str, Any],
    ) -> Plan:
        """The next visit of a page after a successful visit (``notes``: the entry's
        notes, updated with this visit by :meth:`VisitPolicy.notes`; this adds its own)."""
        cfg = self.config
        origin = notes.get("origin")
        if origin is None:
            origin = min(published, now) if published is not None else now - self.first_wait(outlet)
            notes["origin"] = origin
        origin = float(origin)
        age = max((now - origin) / 3600.0, 1.0 / 60.0)
        horizon = cfg.discussion_hours
        if result.form:
            notes["form"] = True
        if result.closed or (notes.get("form") and result.form is False and result.comments > 0):
            return Plan(None, CLOSED, share=1.0)
        first = notes.get("first")
        if result.comments <= 0 and first is None:
            return self._unstarted(outlet, visit, origin, age, horizon)
        if first is None:  # comments without timestamps: when they began, as the outlet's
            t1 = self.estimator.model(outlet).t1
            first_age = min(t1.quantile(0.5 * t1.cdf(age)) if t1.cdf(age) > 0 else age / 2, age)
        else:
            first_age = min(max((float(first) - origin) / 3600.0, 0.0), age)
        u = max(age - first_age, 1.0 / 60.0)
        later = max(result.comments - 1, 0)
        evidence: list[Evidence] = []
        if result.median_comment is not None and first is not None:
            delay = max((result.median_comment - float(first)) / 3600.0, 0.0)
            median = median_evidence(u, delay, result.timed)
            evidence += [median] if median is not None else []
        previous = notes.get("prev")
        if previous:
            earlier = max(float(previous[0]) - first_age, 1.0 / 60.0)
            counts = count_evidence(earlier, int(previous[1]), u, later)
            evidence += [counts] if counts is not None else []
        notes["prev"] = [age, later]
        outlet_pace = self.outlet_pace(outlet)
        own = posterior(None, evidence)  # what the article says alone: its outlet learns it
        if own is not None and own.var < INFORMATIVE_VAR:
            notes["contrib"] = self.arrivals.contribute(outlet, own, notes.get("contrib"))
        pace = posterior(outlet_pace, evidence) or outlet_pace
        notes["pace"] = [round(pace.mu, 4), round(pace.var, 4)]
        curve = Curve.of(first_age, pace)
        share = curve.share(age)
        final = result.comments / max(share, 0.05)
        if 1.0 - share < cfg.min_gain:
            return Plan(None, COMPLETE, share=share, final=final)
        if visit >= cfg.max_visits:
            return Plan(None, MAX_VISITS, share=share, final=final)
        # Aim where the rest should be small even if the discussion is slower than the best
        # guess (its pace at the plan_quantile of what is known, known no better than
        # plan_spread: discussions come in bursts the model does not see), so that the
        # visit is likely the last instead of one more after it.
        spread = max(math.sqrt(pace.var), cfg.plan_spread)
        slow = Curve.of(first_age, PaceEstimate(pace.mu + cfg.plan_z * spread, pace.var))
        target = slow.age_at(1.0 - cfg.plan_margin * cfg.min_gain, horizon)
        gain = curve.share(target) - share
        if gain < cfg.min_gain:
            return Plan(None, HORIZON, gain, share, final)
        due = max(origin + target * 3600.0, now + cfg.min_revisit_seconds)
        return Plan(due, "revisit", gain, share, final)

    def _unstarted(self, outlet: str, visit: int, origin: float, age: float, horizon: float) -> Plan:
        cfg = self.config
        model = self.estimator.model(outlet)
        commented = model.commented_given_none_by(age)
        curve = Unstarted(model.t1, self.outlet_pace(outlet), after=age)
        if visit >= cfg.max_visits:
            return Plan(None, MAX_VISITS)
        target = curve.age_at(1.0 - cfg.plan_margin * cfg.min_gain, horizon)
        gain = commented * curve.share(target)
        if gain < cfg.min_gain:
            return Plan(None, QUIET, gain)
        due = max(origin + target * 3600.0, origin + age * 3600.0 + cfg.min_revisit_seconds)
        return Plan(due, "revisit", gain)

    def yields(self, visit: int, info: dict[str, Any], overloaded: bool) -> bool:
        """Whether a claimed revisit gives way to new articles: pages are being refused
        and it would add less than ``busy_gain`` of its discussion."""
        if not overloaded or visit < 2:
            return False
        gain = info.get("gain")
        return gain is not None and float(gain) < self.config.busy_gain
