"""One page in the queue: what the crawler needs to visit it, and where it stands.

Times are POSIX seconds (UTC) as floats everywhere in the stores; the planner converts
the clock's datetimes at its boundary.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

PENDING = "pending"  # waiting for its due time (or overdue, waiting for a worker)
CLAIMED = "claimed"  # a worker took it; reclaimable once the lease expires or the worker dies
DONE = "done"  # visited for the last time
DROPPED = "dropped"  # never visited again: refused at admission, or given up
STATES = (PENDING, CLAIMED, DONE, DROPPED)


@dataclass(slots=True, frozen=True)
class Entry:
    key: str  # canonical article URL (keys.article_key)
    article: dict[str, Any]  # Article.to_dict()
    outlet: str  # host, keys.outlet_of
    visit: int  # the visit this entry is (to be) claimed for: 1, 2, 3, ...
    due: float  # not visited before this time
    admitted: float  # when the article entered the queue
    state: str = PENDING
    lease_until: float | None = None  # set while claimed
    attempts: int = 0  # tries of the current visit that lost their browser (a crash)
    outcome: str | None = None  # the last outcome, or the reason of a drop
    token: str | None = None  # the current claim's token; stale tokens are refused
    info: dict[str, Any] = field(default_factory=dict)  # policy notes (e.g. comments seen)
    started: float | None = None  # when the current claim's visit began loading (claimed only)
    worker: str | None = None  # the worker holding the claim (its heartbeat says it lives)
    # Visits of the current visit number that began and never ended: their worker died
    # (killed, or crashed) with them under way. Not attempts: a worker killed from outside
    # says nothing about the page.
    interruptions: int = 0

    @property
    def published(self) -> str | None:
        return self.article.get("published_at")

    def to_dict(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "article": self.article,
            "outlet": self.outlet,
            "visit": self.visit,
            "due": self.due,
            "admitted": self.admitted,
            "state": self.state,
            "lease_until": self.lease_until,
            "attempts": self.attempts,
            "outcome": self.outcome,
            "token": self.token,
            "info": self.info,
            "started": self.started,
            "worker": self.worker,
            "interruptions": self.interruptions,
        }
