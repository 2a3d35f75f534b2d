"""One random world: the articles a feed brings, their outlets and comment times, the
service time of every visit, and which visits fail for a passing reason. Drawn once with
numpy from a seed, then replayed identically under every policy.

Each commented article's discussion: its first comment T1 after publication and its 10th
D after the first (Table IV's outlets), N comments in the end (10 + LogNormal(ln 30, 1)),
and the comments after the first at a rate decaying from it: exponential delays of mean
θ (``within="exponential"``; or log-normal ones of log-sd ``spread``,
``within="lognormal"``), the article's own pace (``pace`` = log θ, log-hours) set so that
the 9th of them comes at D on average. D's spread across articles makes each outlet's
delays heavy-tailed (comspider_lab.simulation.discussions draws the counts the visits see).
"""

from __future__ import annotations

from dataclasses import dataclass
from statistics import NormalDist

import numpy as np

from comspider_lab.simulation.outlets import Outlet, draw_times

PAPER_ARRIVALS_PER_MINUTE = 1.85  # Google News US, section VII-B
PAPER_GAMMA_SHAPE = 2.16  # service time ~ Gamma(k, theta): E[S] = 34.37 s
PAPER_GAMMA_SCALE = 15.91  # seconds


@dataclass(frozen=True, slots=True)
class WorldSpec:
    articles: int = 1_000_000
    arrivals_per_minute: float = PAPER_ARRIVALS_PER_MINUTE
    service_shape: float = PAPER_GAMMA_SHAPE
    service_scale: float = PAPER_GAMMA_SCALE
    feed_lag_minutes: float = 10.0  # mean delay publication -> the feed shows it (exp.)
    failure_rate: float = 0.05  # share of visits failing for a passing reason
    front_loading: float = 2.0  # >1: comments 2..9 crowd after the 1st (a decaying rate)
    seed: int = 1
    within: str = "exponential"  # the delays after the first comment: "exponential" | "lognormal"
    spread: float = 1.3  # their log-sd within a discussion, when log-normal
    final_hours: float = 48.0  # an article's final discussion: its comments this long after publication
    removal_share: float = 0.03  # share of comments a moderator removes later
    removal_hours: float = 2.0  # median delay of a removal after the comment (log-sd 1)


@dataclass(slots=True)
class World:
    spec: WorldSpec
    outlets: list[Outlet]
    arrival: np.ndarray  # seconds, sorted
    published: np.ndarray  # seconds
    outlet: np.ndarray  # index into outlets
    t1: np.ndarray  # seconds publication -> 1st comment (inf: never)
    d: np.ndarray  # seconds 1st -> 10th comment
    total: np.ndarray  # comments the article ends with (>= 10 when commented)
    pace: np.ndarray  # log-hours: the scale of the delays of its later comments after the first
    anchored: np.ndarray  # bool: its 10th comment comes at D (Table IV's outlets; not the offline web's)
    service: np.ndarray  # a pool of service times, used in visit order
    failure: np.ndarray  # a pool of uniforms, used in visit order
    uncommented_share: float = 0.0  # as given to build the outlets
    kind: str = "paper"  # whose outlets (comspider_lab.simulation.run.WORLDS)

    @property
    def size(self) -> int:
        return int(self.arrival.shape[0])


def make_world(spec: WorldSpec, outlets: list[Outlet], uncommented_share: float = 0.0) -> World:
    rng = np.random.default_rng(spec.seed)
    n = spec.articles
    gaps = rng.exponential(60.0 / spec.arrivals_per_minute, n)
    arrival = np.cumsum(gaps)
    lag = rng.exponential(spec.feed_lag_minutes * 60.0, n) if spec.feed_lag_minutes > 0 else np.zeros(n)
    shares = np.array([o.share for o in outlets], dtype=float)
    outlet = rng.choice(len(outlets), size=n, p=shares / shares.sum())
    t1_hours, d_hours = draw_times(outlets, outlet, rng)
    total = 10 + np.floor(rng.lognormal(np.log(30.0), 1.0, n))
    pool = 3 * n + 1000
    # the 9th of the N - 1 later comments at D: G(D) = 8.5 / (N - 1)
    share_at_d = np.minimum(8.5 / (total - 1.0), 0.999)
    d_safe = np.where(np.isfinite(d_hours), d_hours, 1.0)
    if spec.within == "lognormal":
        inv = NormalDist().inv_cdf
        pace = np.log(d_safe) - spec.spread * np.array([inv(q) for q in share_at_d.tolist()])
    elif spec.within == "exponential":
        pace = np.log(d_safe / -np.log1p(-share_at_d))
    else:
        raise ValueError(f"within must be exponential or lognormal, not {spec.within!r}")
    decay = np.array([o.decay_h or 0.0 for o in outlets])[outlet]
    anchored = decay <= 0
    pace = np.where(anchored, pace, np.log(np.where(anchored, 1.0, decay)))
    return World(
        spec=spec,
        outlets=outlets,
        arrival=arrival,
        published=arrival - lag,
        outlet=outlet,
        t1=t1_hours * 3600.0,
        d=d_hours * 3600.0,
        total=total,
        pace=pace,
        anchored=anchored,
        service=rng.gamma(spec.service_shape, spec.service_scale, pool),
        failure=rng.random(pool),
        uncommented_share=uncommented_share,
    )
