"""Visit timing: when to visit each article so that its comments are there.

The ComCrawler paper's page queuing system (section VII-B) as a library:

- :mod:`.protocols`: ``PageQueue``, ``SeenStore``, ``TimingStore``; backends in
  :mod:`.sqlite_queue` / :mod:`.sqlite_stores` (default, one file), :mod:`.redis_queue` /
  :mod:`.redis_stores` (shared by many processes) and :mod:`.memory`; :mod:`.backend`
  opens them from settings.
- :mod:`.policy`: due time = published + T_W(outlet), admission control E[S]·L_Q > T_W,
  revisits; :mod:`.estimator` learns T_W per outlet; :mod:`.service` measures E[S].
- :mod:`.planner`: the facade the Scrapy scheduler wraps.
- :mod:`.simulation`: the discrete-event simulator behind ``python -m comspider simulate``.
"""

from comspider.scheduling.backend import Backend, open_backend, open_memory, open_redis, open_sqlite
from comspider.scheduling.entry import CLAIMED, DONE, DROPPED, PENDING, Entry
from comspider.scheduling.estimator import OutletModel, PageTiming, TimingPrior, WaitEstimator
from comspider.scheduling.keys import article_key, outlet_of
from comspider.scheduling.outcome import VisitResult, is_passing
from comspider.scheduling.planner import Offer, VisitPlanner
from comspider.scheduling.policy import Admission, PolicyConfig, VisitDecision, VisitPolicy
from comspider.scheduling.protocols import PageQueue, SeenStore, TimingStore
from comspider.scheduling.service import ServiceTimeMeter

__all__ = [
    "Admission", "Backend", "CLAIMED", "DONE", "DROPPED", "Entry", "Offer", "OutletModel",
    "PENDING", "PageQueue", "PageTiming", "PolicyConfig", "SeenStore", "ServiceTimeMeter",
    "TimingPrior", "TimingStore", "VisitDecision", "VisitPlanner", "VisitPolicy",
    "VisitResult", "WaitEstimator", "article_key", "is_passing", "open_backend",
    "open_memory", "open_redis", "open_sqlite", "outlet_of",
]
