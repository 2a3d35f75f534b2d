"""Comment arrival per outlet, after the ComCrawler paper's Table IV.

Table IV gives, for 5 of the 20 outlets studied, the mean and the standard deviation
(hours) of the time from publication to the 1st comment (PUB-1st) and from the 1st to the
10th comment (1st-10th), and the same over all 20 outlets: 3.41 (45.37) and 0.42 (3.75).
(The parenthesised figures are standard deviations: for every row PUB-10th's spread is
the root of the sum of the squared spreads, as for independent times.)

Each outlet's times are drawn log-normal with its mean and spread. The 15 outlets the
paper does not list are synthetic: their means are spread log-normally around the value
that makes the 20-outlet average 3.41 h (0.42 h), and they share one coefficient of
variation, chosen so that the spread over all 20 outlets' pages (equal shares) is the
paper's 45.37 h (3.75 h). The result is heavy-tailed: the median page of a synthetic
outlet gets its first comment within the half hour, and a few wait for days.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from statistics import NormalDist

import numpy as np

# name, host, PUB-1st mean, sd, 1st-10th mean, sd (hours)
TABLE_IV = (
    ("Daily Mail", "dailymail.co.uk", 1.48, 3.02, 0.21, 0.41),
    ("Fox News", "foxnews.com", 1.94, 3.16, 0.55, 9.13),
    ("Washington Post", "washingtonpost.com", 6.48, 5.84, 0.58, 3.20),
    ("The Guardian", "theguardian.com", 0.87, 1.49, 0.09, 0.82),
    ("New York Times", "nytimes.com", 2.88, 5.60, 0.26, 0.76),
)
AVERAGE_T1 = (3.41, 45.37)  # mean, sd over the 20 outlets
AVERAGE_D = (0.42, 3.75)
N_OUTLETS = 20
SYNTHETIC_SPREAD = 0.75  # log-sd of the synthetic outlets' means (as among the five)


@dataclass(frozen=True, slots=True)
class Outlet:
    name: str
    host: str
    t1_mean: float  # hours
    t1_sd: float
    d_mean: float
    d_sd: float
    share: float = 1.0  # relative share of the feed's articles
    commented: bool = True  # False: the outlet has no comment section at all
    synthetic: bool = False
    # None: the 10th comment D after the first (Table IV), the later ones as the world says
    # (WorldSpec.within); hours: every later comment at an exponential delay of this mean
    # after the first, a rate decaying as exp(-t / decay_h) (the offline web's outlets)
    decay_h: float | None = None

    @staticmethod
    def _lognormal(mean: float, sd: float) -> tuple[float, float]:
        sigma2 = math.log1p((sd / mean) ** 2)
        return math.log(mean) - sigma2 / 2, math.sqrt(sigma2)

    @property
    def t1_lognormal(self) -> tuple[float, float]:
        """(mu, sigma) of log-hours."""
        return self._lognormal(self.t1_mean, self.t1_sd)

    @property
    def d_lognormal(self) -> tuple[float, float]:
        return self._lognormal(self.d_mean, self.d_sd)


def _synthetic(
    target_mean: float, target_sd: float, known: list[tuple[float, float]], count: int
) -> list[tuple[float, float]]:
    """(mean, sd) for ``count`` outlets so that with ``known`` they average
    ``target_mean`` and the pooled spread (equal shares) is ``target_sd``."""
    total = len(known) + count
    rest_mean = (target_mean * total - sum(m for m, _ in known)) / count
    z = [NormalDist().inv_cdf((i + 0.5) / count) for i in range(count)]
    raw = [math.exp(SYNTHETIC_SPREAD * zi) for zi in z]
    means = [rest_mean * r * count / sum(raw) for r in raw]
    second = (target_sd**2 + target_mean**2) * total - sum(s * s + m * m for m, s in known)
    cv2 = second / sum(m * m for m in means) - 1.0
    if cv2 <= 0:
        raise ValueError("the known outlets already exceed the target spread")
    cv = math.sqrt(cv2)
    return [(m, cv * m) for m in means]


def paper_outlets(uncommented_share: float = 0.0, uncommented_outlets: int = 10) -> list[Outlet]:
    """Table IV's five outlets, 15 synthetic ones, and (when ``uncommented_share`` > 0)
    ``uncommented_outlets`` outlets without comments that get that share of the feed."""
    known_t1 = [(row[2], row[3]) for row in TABLE_IV]
    known_d = [(row[4], row[5]) for row in TABLE_IV]
    count = N_OUTLETS - len(TABLE_IV)
    syn_t1 = _synthetic(*AVERAGE_T1, known_t1, count)
    syn_d = _synthetic(*AVERAGE_D, known_d, count)
    commented_share = (1.0 - uncommented_share) / N_OUTLETS
    outlets = [Outlet(name, host, a, b, c, d, commented_share) for name, host, a, b, c, d in TABLE_IV]
    # pair slow first comments with slow 10th comments half of the time (rank shuffle)
    order = [(i * 7) % count for i in range(count)]
    for i in range(count):
        (a, b), (c, d) = syn_t1[i], syn_d[order[i]]
        outlets.append(
            Outlet(
                f"Outlet {i + 1:02d}",
                f"outlet-{i + 1:02d}.example",
                a,
                b,
                c,
                d,
                commented_share,
                synthetic=True,
            )
        )
    if uncommented_share > 0:
        for i in range(uncommented_outlets):
            outlets.append(
                Outlet(
                    f"No comments {i + 1:02d}",
                    f"quiet-{i + 1:02d}.example",
                    1.0,
                    1.0,
                    1.0,
                    1.0,
                    uncommented_share / uncommented_outlets,
                    commented=False,
                    synthetic=True,
                )
            )
    return outlets


def draw_times(
    outlets: list[Outlet], index: np.ndarray, rng: np.random.Generator
) -> tuple[np.ndarray, np.ndarray]:
    """Per article (outlet ``index``): hours from publication to the 1st comment, and
    from the 1st to the 10th; ``inf`` for outlets without comments."""
    mu1 = np.array([o.t1_lognormal[0] for o in outlets])
    s1 = np.array([o.t1_lognormal[1] for o in outlets])
    mu2 = np.array([o.d_lognormal[0] for o in outlets])
    s2 = np.array([o.d_lognormal[1] for o in outlets])
    commented = np.array([o.commented for o in outlets])
    n = index.shape[0]
    t1 = np.exp(mu1[index] + s1[index] * rng.standard_normal(n))
    d = np.exp(mu2[index] + s2[index] * rng.standard_normal(n))
    quiet = ~commented[index]
    t1[quiet] = np.inf
    d[quiet] = np.inf
    return t1, d


# The offline web's 13 outlets of docs/EVALUATION.md, "The bundled offline news web".
OFFLINE_WEB_OUTLETS = (
    "ledger",
    "bayview",
    "rheinischer",
    "alpen",
    "quotidien",
    "faro",
    "corriere",
    "tejo",
    "delta",
    "toto",
    "sabah",
    "vestnik",
    "pinewood",
)


def offline_web_outlets() -> list[Outlet]:
    """The offline web's outlets with their own comment arrival (ArrivalParams): the first
    comment an exponential reaction time after publication (drawn log-normal with its mean
    and spread), the others at exponential delays after it (mean ``decay_h``). The 1st-10th
    time is only what the paper's and the learned policies read from timestamps: about a
    quarter of the decay time for a discussion of 40 comments."""
    from comspider_lab.offline_web.outlets import OUTLET_CLASSES

    specs = {cls.spec.key: cls.spec for cls in OUTLET_CLASSES}
    out = []
    for key in OFFLINE_WEB_OUTLETS:
        spec = specs[key]
        params = spec.arrival
        d_mean = 0.26 * params.decay_h
        out.append(
            Outlet(
                spec.name,
                f"{key}.offline-web.example",
                params.reaction_mean_h,
                params.reaction_mean_h,
                d_mean,
                d_mean,
                decay_h=params.decay_h,
            )
        )
    return out
