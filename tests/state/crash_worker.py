"""A crawler stand-in for the SIGKILL test: claims pages, "visits" them, records the
outcome, until the queue is empty. Page ``article["plan"]`` needs that many visits before
one finds 10 comments. Every step is appended to a log file.

    python crash_worker.py sqlite PATH LOG      |   python crash_worker.py redis URL/PREFIX LOG
"""

from __future__ import annotations

import os
import random
import sys
import time

from comspider.clock import SystemClock
from comspider.scheduling.outcome import VisitResult
from comspider.scheduling.planner import VisitPlanner
from comspider.scheduling.visit_policy import PolicyConfig, VisitPolicy
from comspider.state.backend import open_redis, open_sqlite

LEASE_SECONDS = 0.5
CONFIG = PolicyConfig(
    name="crash",
    wait="fixed",
    wait_hours=0.0,
    revisit="back",
    queue_length="all",
    admission=False,
    max_visits=3,
    max_attempts=10_000,
)


def main(kind: str, where: str, log: str) -> int:
    if kind == "sqlite":
        backend = open_sqlite(where)
    else:
        url, _, prefix = where.rpartition("/")
        backend = open_redis(url, prefix)
    planner = VisitPlanner(backend, VisitPolicy(CONFIG), SystemClock(), lease_seconds=LEASE_SECONDS)
    fd = os.open(log, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
    os.write(fd, f"start {os.getpid()}\n".encode())
    rng = random.Random(os.getpid())
    while True:
        entry = planner.claim()
        if entry is None:
            if not planner.has_pending():
                break
            time.sleep(0.02)  # a lease of a killed worker has not expired yet
            continue
        os.write(fd, f"claim {entry.key} {entry.visit} {entry.attempts}\n".encode())
        time.sleep(rng.uniform(0.0, 0.01))  # the visit
        enough = entry.visit >= int(entry.article["plan"])
        result = VisitResult("comments_found" if enough else "no_comments", 10 if enough else 0, seconds=0.01)
        decision = planner.record(entry, result)
        os.write(fd, f"recorded {entry.key} {entry.visit} {decision.action}\n".encode())
    os.write(fd, f"exit {os.getpid()}\n".encode())
    os.close(fd)
    backend.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(*sys.argv[1:4]))
