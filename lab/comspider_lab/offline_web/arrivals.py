"""The comment arrival process of one article.

A reader reaction delay R (exponential, per-outlet mean), then top-level comments as a
non-homogeneous Poisson process whose rate decays with the story's age,
lambda(t) = lambda0 * exp(-(t - R) / tau), so an article gains most of its comments in its
first hours and then goes quiet (as ComCrawler's Table IV observes). Each comment may get
replies, each an exponential delay after its parent, down to the outlet's maximum depth.

Then the article's age at the start of the web is chosen from the arrivals so that its
comment count at the start is what its kind asks for (fresh, normal, big, saturated).
"""

from __future__ import annotations

import math
import random
from collections import deque
from dataclasses import dataclass

from comspider_lab.offline_web.model import BIG, FEW, FRESH, NORMAL, SATURATED, ArrivalParams

MAX_COMMENTS = 320
HOUR = 3600.0


@dataclass(frozen=True, slots=True)
class Arrival:
    offset_s: float  # after publication
    parent: int | None  # index (in the sorted list) of the comment replied to
    depth: int


def _process(
    rng: random.Random, params: ArrivalParams, reaction_s: float, expected_top: float, decay_h: float
) -> list[Arrival]:
    tau = decay_h * HOUR
    # Top-level comments: the first at the reaction time, then inverse-transform
    # sampling of the decaying Poisson process (cumulative intensity in units of events).
    raw: list[tuple[float, int | None, int]] = [(reaction_s, None, 0)]
    total = max(expected_top - 1.0, 0.0)
    cumulative = 0.0
    while len(raw) < MAX_COMMENTS:
        cumulative += rng.expovariate(1.0)
        if cumulative >= total:
            break
        raw.append((reaction_s - tau * math.log(1.0 - cumulative / total), None, 0))
    # Replies: breadth first, each after its parent.
    queue = deque(range(len(raw)))
    while queue and len(raw) < MAX_COMMENTS:
        i = queue.popleft()
        t, _, depth = raw[i]
        if depth >= params.max_depth or rng.random() >= params.reply_prob:
            continue
        n = 1
        while n < params.max_replies and rng.random() < 0.45:
            n += 1
        for _ in range(n):
            if len(raw) >= MAX_COMMENTS:
                break
            delay = 30.0 + rng.expovariate(1.0 / (params.reply_delay_min * 60.0))
            raw.append((t + delay, i, depth + 1))
            queue.append(len(raw) - 1)
    order = sorted(range(len(raw)), key=lambda k: (raw[k][0], k))
    position = {old: new for new, old in enumerate(order)}
    out: list[Arrival] = []
    for k in order:
        t, parent, depth = raw[k]
        out.append(Arrival(t, None if parent is None else position[parent], depth))
    return out


def _reply_factor(params: ArrivalParams) -> float:
    """Expected comments per top-level comment, replies included (branching process)."""
    if params.max_depth == 0:
        return 1.0
    per = params.reply_prob * (1.0 + 0.45 + 0.45**2 if params.max_replies >= 3 else 1.45)
    total, level = 1.0, 1.0
    for _ in range(params.max_depth):
        level *= per
        total += level
    return total


def count_at(arrivals: list[Arrival], age_s: float) -> int:
    return sum(1 for a in arrivals if a.offset_s <= age_s)


def plan_article(rng: random.Random, params: ArrivalParams, kind: str) -> tuple[list[Arrival], float]:
    """The arrivals of one article and its age (seconds) at the start of the web."""
    factor = _reply_factor(params)
    if kind == FRESH:
        for _ in range(40):
            age = rng.uniform(4, 40) * 60.0
            reaction = age + rng.uniform(-0.5, 1.2) * 20 * 60.0
            reaction = max(reaction, 60.0)
            expected = rng.uniform(40, 70) / factor
            arrivals = _process(rng, params, reaction, expected, rng.uniform(3, 6))
            if count_at(arrivals, age) <= 4 and count_at(arrivals, age + 3 * HOUR) >= 12:
                return arrivals, age
        return arrivals, age  # pragma: no cover - the loop practically always succeeds
    if kind == FEW:
        return _few(rng, params, factor)
    if kind == SATURATED:
        target = rng.randint(15, 45)
    elif kind == BIG:
        target = rng.randint(110, 170)
    elif kind == NORMAL:
        target = rng.randint(12, 60)
    else:
        raise ValueError(f"unknown article kind {kind!r}")
    expected = target * (1.0 if kind == SATURATED else 1.5) / factor
    reaction = rng.expovariate(1.0 / (params.reaction_mean_h * HOUR))
    arrivals = []
    for _ in range(60):
        arrivals = _process(rng, params, reaction, expected, params.decay_h)
        if len(arrivals) >= target + (0 if kind == SATURATED else 3):
            break
        expected *= 1.15
    if kind == SATURATED:
        age = arrivals[-1].offset_s + rng.uniform(6, 40) * HOUR
        return arrivals, age
    target = min(target, len(arrivals) - 1)
    lo, hi = arrivals[target - 1].offset_s, arrivals[target].offset_s
    return arrivals, lo + (hi - lo) * rng.uniform(0.2, 0.8)


def _few(rng: random.Random, params: ArrivalParams, factor: float) -> tuple[list[Arrival], float]:
    """1 to 9 comments in all (replies included), all of them there at the start."""
    target = rng.randint(1, 9)
    reaction = rng.expovariate(1.0 / (params.reaction_mean_h * HOUR))
    expected = max(1.0, target / factor)
    arrivals: list[Arrival] = []
    for _ in range(60):
        arrivals = _process(rng, params, reaction, expected, params.decay_h)
        if len(arrivals) >= target:
            break
        expected *= 1.3
    # The first ``target`` in time order: a reply comes after its parent, so each kept
    # reply's parent is kept too.
    arrivals = arrivals[:target]
    return arrivals, arrivals[-1].offset_s + rng.uniform(6, 40) * HOUR
