"""How soon a feed crawl starts visiting: `comspider crawl --feed-url` on the offline web.

A user who starts a queued feed crawl expects the pages already due to be visited while
the rest of the feed is still being read. This runs the user's command with the shipped
settings (politeness delays included) against the bundled offline web, in a fresh
directory, and reads its log as it comes: the seconds from "Spider opened" to the first
"Visited" line, how many feed articles were queued by then, and the visits and queued
articles over a fixed window after it. The crawl is then stopped with SIGINT, as a user
would. ``--tree`` runs another checkout's crawler (put first on PYTHONPATH; the crawl runs
outside any checkout, so `python -m` cannot pick up the working directory's).

    python -m comspider_lab evaluate feed_start [--tree DIR] [--window 60] [--runs 1]
"""

from __future__ import annotations

import argparse
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass
from pathlib import Path

from comspider_lab.evaluation._checkout import checkout_environment

_OPENED = re.compile(r"\] INFO: Spider opened")
_QUEUED = re.compile(r"\] INFO: Queued ")
_VISITED = re.compile(r"\] (?:INFO|WARNING): Visited ")


@dataclass
class Start:
    first_visit: float | None  # seconds from "Spider opened"; None: none within the limit
    queued_before: int  # feed articles queued before the first visit
    visits: int  # visits within the window after the first one
    queued_in_window: int  # articles queued within that window
    articles: int  # articles in the offline web's feed


def run_once(tree: Path | None, window: float, limit: float) -> Start:
    from comspider_lab.offline_web import OfflineWeb

    web = OfflineWeb().start()
    try:
        env = checkout_environment(tree)
        with tempfile.TemporaryDirectory() as tmp:
            proc = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "comspider",
                    "crawl",
                    "--feed-url",
                    web.feed_url,
                    "-s",
                    "COMSPIDER_ALLOW_PRIVATE_NETWORKS=true",
                ],
                cwd=tmp,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
                errors="replace",
            )
            return _watch(proc, window, limit, len(web.article_urls()))
    finally:
        web.stop()


def _watch(proc: subprocess.Popen[str], window: float, limit: float, articles: int) -> Start:
    """Read the crawl's log until ``window`` seconds after its first visit (or ``limit``
    seconds after it opened), then stop it with SIGINT."""
    assert proc.stderr is not None
    events: list[tuple[float, str]] = []  # (monotonic time, kind)
    done = threading.Event()

    def read() -> None:
        assert proc.stderr is not None
        for line in proc.stderr:
            now = time.monotonic()
            for kind, pattern in (("opened", _OPENED), ("queued", _QUEUED), ("visited", _VISITED)):
                if pattern.search(line):
                    events.append((now, kind))
        done.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    started = time.monotonic()
    while not done.wait(0.2):
        first = next((t for t, k in events if k == "visited"), None)
        now = time.monotonic()
        if (first is not None and now > first + window) or now > started + limit:
            break
    proc.send_signal(signal.SIGINT)
    try:
        proc.wait(timeout=120)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()
    reader.join(timeout=10)
    opened = next((t for t, k in events if k == "opened"), started)
    first = next((t for t, k in events if k == "visited"), None)
    if first is None:
        return Start(None, sum(1 for _, k in events if k == "queued"), 0, 0, articles)
    end = first + window
    return Start(
        first_visit=first - opened,
        queued_before=sum(1 for t, k in events if k == "queued" and t <= first),
        visits=sum(1 for t, k in events if k == "visited" and t <= end),
        queued_in_window=sum(1 for t, k in events if k == "queued" and first < t <= end),
        articles=articles,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate feed_start", description=__doc__.split("\n")[0])
    parser.add_argument("--tree", type=Path, help="a checkout whose crawler to run instead")
    parser.add_argument("--window", type=float, default=60.0, help="seconds counted after the first visit")
    parser.add_argument("--limit", type=float, default=400.0, help="give up on a first visit after this")
    parser.add_argument("--runs", type=int, default=1)
    args = parser.parse_args(argv)
    print(
        f"| crawler | run | s to the first visit | feed articles queued before it (of all) "
        f"| visits in the {args.window:g} s after | articles queued in them |"
    )
    print("|---|---|---|---|---|---|")
    name = str(args.tree) if args.tree else "this checkout"
    for run in range(1, args.runs + 1):
        s = run_once(args.tree, args.window, args.limit)
        first = f"{s.first_visit:.1f}" if s.first_visit is not None else f"none in {args.limit:g}"
        print(
            f"| {name} | {run} | {first} | {s.queued_before} ({s.articles}) | {s.visits} | {s.queued_in_window} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
