"""Faults stay local (issues 28 and 29): restarts, lost browsers and hostile neighbours.

    python -m comspider_lab evaluate fault_locality [--only NAME,...] [--list] [--keep]

The rows of the fault table (comspider_lab.evaluation.faults: the same columns, sites
and crawls) that ask whether a fault costs more than the one visit it hit:

- SIGKILL x3, 2 s after each run's first visit ended, of a crawl of 30 pages on three
  loopback hosts with ``CONCURRENT_REQUESTS`` 8 (more pages claimed than visited, some
  visits under way), then a fourth run to the end; each schedule, SQLite and Redis, with the default attempts, leases and heartbeat.
  The check names the pages dropped (``Dropped ... too_many_*`` lines), what the last
  run's opening line says about earlier runs and every run's exit status;
- Chromium killed in the middle of a visit while a visit on another host runs, in each
  schedule: only the victim's visit fails, and it is tried again in the same run;
- a page whose scripts make 10,000 requests beside a normal page on another host: the
  neighbour is complete, the log's tracebacks are counted;
- a page of 20,000 comments in its HTML, and a page that grows its array buffers and its
  DOM without end, each beside ordinary pages on another host, with the renderer guard
  (``COMSPIDER_MAX_RENDERER_MB``) on and off: what the big page writes and its
  truncation, the neighbours, the renderers killed and the worker's peak PSS;
- one of two Redis workers killed 3 s after its first visit ended (its claims under way):
  how long after the kill the survivor ends, and its longest stretch without a visit
  ending, against 2 x ``COMSPIDER_WORKER_HEARTBEAT``.
"""

from __future__ import annotations

import itertools
import json
import os
import signal
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable
from datetime import datetime
from http.server import BaseHTTPRequestHandler
from pathlib import Path
from typing import Any

from comspider.browser.processes import kill_browser_processes
from comspider_lab.evaluation._fault_table import parse_arguments, print_table, run_rows, working_folder
from comspider_lab.evaluation.faults import (
    BUDGET_MB,
    Crawl,
    Row,
    Site,
    clicky,
    jsonl,
    judge,
    ordinary,
    outcomes,
    visit_lines,
)
from comspider_lab.hand_pages import article, big_thread, comment_records

HELP = "faults stay local: SIGKILL x3, Chromium killed, a request flood, a huge thread, a memory hog, a Redis worker killed"
HOSTS = ("127.0.0.1", "127.0.0.2", "127.0.0.3")
HEARTBEAT = 30.0  # COMSPIDER_WORKER_HEARTBEAT's default (comspider/settings.py)


def _queued() -> dict[str, Any]:
    """schedule=queued, every page due at once and visited once."""
    return {
        "COMSPIDER_SCHEDULE_POLICY": "paper",
        "COMSPIDER_WAIT_PRIOR_HOURS": 0,
        "COMSPIDER_MIN_COMMENTS": 1,
        "COMSPIDER_ADMISSION_CONTROL": False,
    }


def _backend(backend: str, redis_url: str | None, folder: Path) -> dict[str, Any]:
    if backend == "redis":
        return {
            "COMSPIDER_BACKEND": "redis",
            "REDIS_URL": redis_url,
            "COMSPIDER_QUEUE_PREFIX": f"locality-{uuid.uuid4().hex[:8]}",
        }
    return {"COMSPIDER_STATE_PATH": str(folder / "state.sqlite3")}


def _count(crawls: list[Crawl], needle: str) -> int:
    return sum(run.log.count(needle) for crawl in crawls for run in crawl.runs)


def _statuses(crawl: Crawl) -> str:
    return ",".join(str(run.returncode) for run in crawl.runs)


def row_sigkill_at(tmp: Path, schedule: str, backend: str, redis_url: str | None, after: float = 2.0) -> Row:
    sites = [Site(ordinary([f"p{i}" for i in range(10)]), host=host) for host in HOSTS]
    urls = [site.url(f"/p{i}.html") for i in range(10) for site in sites]
    folder = tmp / f"kill-{schedule}-{backend}"
    settings: dict[str, Any] = {"CONCURRENT_REQUESTS": 8, **_backend(backend, redis_url, folder)}
    if schedule == "queued":
        settings |= _queued()
    crawl = Crawl(folder, {"urls": ",".join(urls), "schedule": schedule}, settings)
    feed = folder / "feeds" / "visits"
    per_run: list[int] = []

    def kill(proc: subprocess.Popen[bytes]) -> str | None:
        # ``after`` s after this run's first visit ended: its claims are held, the next
        # visits under way (on a quiet machine about 10 s after the start; on a loaded
        # one a fixed time from the start may fall before the browser is up)
        before = visit_lines(feed)
        deadline = time.monotonic() + 300
        while proc.poll() is None and time.monotonic() < deadline and visit_lines(feed) <= before:
            time.sleep(0.05)
        time.sleep(after)
        if proc.poll() is not None:
            return None
        os.killpg(proc.pid, signal.SIGKILL)
        return "SIGKILL"

    try:
        for _ in range(3):
            before = visit_lines(feed)
            crawl.run(kill, timeout=400)
            per_run.append(visit_lines(feed) - before)
        before = visit_lines(feed)
        crawl.run(timeout=600)
        per_run.append(visit_lines(feed) - before)
    finally:
        for site in sites:
            site.close()
    visits = jsonl(folder / "feeds" / "visits")
    per_url = Counter(v["url"] for v in visits)
    last = crawl.runs[-1].log
    opening = next((line for line in last.splitlines() if "earlier run" in line), "")
    note = opening.split("] ", 1)[-1][:160] if opening else "no mention of earlier runs"
    return judge(
        f"SIGKILL x3 {after:g} s after each run's first visit, 30 pages, schedule={schedule}, {backend}",
        [crawl],
        urls,
        [],
        f"exit statuses {_statuses(crawl)}; visits per run {'+'.join(map(str, per_run))}; dropped {_count([crawl], 'Dropped ')} "
        f"(too_many_attempts {_count([crawl], 'too_many_attempts')}); visit lines {sum(per_url.values())} "
        f"for {len(urls)} pages (most per page {max(per_url.values(), default=0)}); last run: {note}",
    )


def row_chromium_killed(tmp: Path, schedule: str) -> Row:
    """Chromium killed while a click-to-load victim waits for its comment API, with a
    neighbour's visit open on another host."""
    moment = threading.Event()
    served: Counter[str] = Counter()

    def api(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> str:
        served["api"] += 1
        if served["api"] == 1:
            moment.set()
            time.sleep(4)
        return comment_records("the victim story")

    def slow_neighbour(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> str:
        served["neighbour"] += 1
        if served["neighbour"] == 1:
            time.sleep(3)  # open while the browser is killed
        return article("The neighbour story")

    victim_site = Site({"/victim.html": clicky("The victim story", "/api"), "/api": api, **ordinary(["one"])})
    other = Site({"/neighbour.html": slow_neighbour, **ordinary(["two", "three"])}, host=HOSTS[1])
    urls = [
        victim_site.url("/victim.html"),
        other.url("/neighbour.html"),
        victim_site.url("/one.html"),
        other.url("/two.html"),
        other.url("/three.html"),
    ]
    folder = tmp / f"chromium-killed-{schedule}"
    settings: dict[str, Any] = {"COMSPIDER_STATE_PATH": str(folder / "state.sqlite3")}
    if schedule == "queued":
        settings |= _queued()
    crawl = Crawl(folder, {"urls": ",".join(urls), "schedule": schedule}, settings)
    killed = [0]

    def stop(proc: subprocess.Popen[bytes]) -> None:
        def kill() -> None:
            if moment.wait(240):
                killed[0] = kill_browser_processes(proc.pid)

        threading.Thread(target=kill, daemon=True).start()

    try:
        crawl.run(stop, timeout=400)
    finally:
        victim_site.close()
        other.close()
    return judge(
        f"Chromium killed mid-visit beside a visit on another host, schedule={schedule}",
        [crawl],
        urls,
        [],
        f"exit {_statuses(crawl)}; browser processes killed {killed[0]}; victim: {outcomes(crawl, urls[:1])}; "
        f"neighbour: {outcomes(crawl, urls[1:2])}; retried in the run "
        f"{_stat(crawl, 'comspider/browser/retried')}",
    )


FLOOD = "<script>for (let i = 0; i < 10000; i++) {{ fetch('/ping?i=' + i).catch(() => {{}}); }}</script>"


def row_flood(tmp: Path) -> Row:
    """A page whose script starts 10,000 requests, beside a normal page on another host."""

    def ping(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> str:
        return "ok"

    flood_site = Site({"/flood.html": article("The flood story", extra=FLOOD.format()), "/ping": ping})
    other = Site(
        {
            "/neighbour.html": clicky("The neighbour story", "/api"),
            "/api": comment_records("the neighbour story"),
        },
        host=HOSTS[1],
    )
    urls = [flood_site.url("/flood.html"), other.url("/neighbour.html")]
    folder = tmp / "flood"
    crawl = Crawl(folder, {"urls": ",".join(urls), "schedule": "immediate"}, {})
    try:
        crawl.run(timeout=400)
    finally:
        pings = flood_site.hits["/ping"]
        flood_site.close()
        other.close()
    return judge(
        "10,000-request flood beside a normal page on another host",
        [crawl],
        urls[1:],
        urls[:1],
        f"exit {_statuses(crawl)}; flood: {outcomes(crawl, urls[:1])}, requests that reached the server "
        f"{pings}; neighbour: {outcomes(crawl, urls[1:])}; tracebacks in the log "
        f"{_count([crawl], 'Traceback')}",
    )


# A page that keeps growing array buffers and its DOM (20 MB and 20,000 elements every
# 50 ms, without end), its comments in the HTML.
HOG = (
    "<script>window.bufs = []; const grow = () => { window.bufs.push(new Uint8Array(20e6).fill(1));"
    " const f = document.createDocumentFragment(); for (let i = 0; i < 20000; i++) {"
    " const d = document.createElement('div'); d.textContent = 'node ' + i; f.appendChild(d); }"
    " document.body.appendChild(f); setTimeout(grow, 50); }; setTimeout(grow, 1000);</script>"
)


def _neighbours() -> tuple[Site, list[str]]:
    """Three ordinary pages on another host, visited while the fault page is."""
    other = Site(ordinary(["n1", "n2", "n3"]), host=HOSTS[1])
    return other, [other.url(f"/{n}.html") for n in ("n1", "n2", "n3")]


def _guard_note(crawl: Crawl) -> str:
    return (
        f"renderers killed by the guard {_stat(crawl, 'comspider/browser/renderer_killed')}, "
        f"largest renderer {_stat(crawl, 'comspider/browser/renderer_peak_mb')} MB"
    )


def row_memory_hog(tmp: Path, guard: bool = True) -> Row:
    """The buffer-and-DOM memory hog beside ordinary pages on another host; ``guard``
    False: COMSPIDER_MAX_RENDERER_MB 0 (the visit's own memory bound alone, as before the
    renderer guard)."""
    hog_site = Site({"/hog.html": article("The hoarding story", extra=HOG)})
    other, neighbours = _neighbours()
    urls = [hog_site.url("/hog.html"), *neighbours]
    folder = tmp / f"hog-{'guard' if guard else 'noguard'}"
    # the snapshots each visit kept, for a look at what the hog's visit read (--keep)
    settings: dict[str, Any] = {"COMSPIDER_SNAPSHOT_DIR": str(folder / "snapshots")}
    if not guard:
        settings["COMSPIDER_MAX_RENDERER_MB"] = 0
    crawl = Crawl(folder, {"urls": ",".join(urls), "schedule": "immediate"}, settings)
    try:
        crawl.run(timeout=900)
    finally:
        hog_site.close()
        other.close()
    return judge(
        f"a buffer-and-DOM memory hog beside 3 pages on another host, renderer guard "
        f"{'on (default)' if guard else 'off'}",
        [crawl],
        urls,
        [],
        f"exit {_statuses(crawl)}; hog: {outcomes(crawl, urls[:1])}; neighbours: {outcomes(crawl, urls[1:])}; "
        f"{_guard_note(crawl)}",
    )


def row_big_thread(tmp: Path, comments: int = 20_000, guard: bool = True) -> Row:
    """A page of ``comments`` comments in its HTML (20,000: about 240k elements, 9.8 MB)
    beside ordinary pages on another host."""
    big = Site({"/big.html": big_thread(comments)})
    other, neighbours = _neighbours()
    urls = [big.url("/big.html"), *neighbours]
    folder = tmp / f"big-{comments}-{'guard' if guard else 'noguard'}"
    settings: dict[str, Any] = {} if guard else {"COMSPIDER_MAX_RENDERER_MB": 0}
    crawl = Crawl(folder, {"urls": ",".join(urls), "schedule": "immediate"}, settings)
    try:
        crawl.run(timeout=900)
    finally:
        big.close()
        other.close()
    visits = [v for v in jsonl(folder / "feeds" / "visits") if v["url"] == urls[0]]
    written = sum(1 for c in jsonl(folder / "feeds" / "comments") if c["article_url"] == urls[0])
    last = visits[-1] if visits else {}
    row = judge(
        f"a page of {comments:,} comments beside 3 pages on another host, renderer guard "
        f"{'on (default)' if guard else 'off'}",
        [crawl],
        urls[1:],
        urls[:1],
        f"exit {_statuses(crawl)}; big page: {outcomes(crawl, urls[:1])}, comments written **{written:,}** "
        f"of {comments:,}, truncation {last.get('truncation')}, {last.get('seconds')} s; neighbours: "
        f"{outcomes(crawl, urls[1:])}; {_guard_note(crawl)}",
    )
    return row


def row_redis_worker_killed(tmp: Path, redis_url: str, after: float = 3.0) -> Row:
    """Two Redis workers on 24 pages of three hosts; one is SIGKILLed ``after`` s after
    its first visit ended."""
    sites = [Site(ordinary([f"w{i}" for i in range(8)]), host=host) for host in HOSTS]
    urls = [site.url(f"/w{i}.html") for i in range(8) for site in sites]
    prefix = f"survivor-{uuid.uuid4().hex[:8]}"
    folder = tmp / "redis-survivor"
    crawls = [
        Crawl(
            folder / f"worker{i}",
            {"urls": ",".join(urls), "schedule": "immediate"},
            {
                "COMSPIDER_BACKEND": "redis",
                "REDIS_URL": redis_url,
                "COMSPIDER_QUEUE_PREFIX": prefix,
                "CONCURRENT_REQUESTS": 8,
                "COMSPIDER_ADMISSION_CONTROL": False,
            },
        )
        for i in range(2)
    ]
    killed_at = [0.0]
    killed_wall = [0.0]
    ended_at = [0.0]

    def kill(proc: subprocess.Popen[bytes]) -> str | None:
        # ``after`` s after the worker's first visit ended (its next visits are under way
        # and its claims started), or after 120 s without one
        visits = crawls[0].workdir / "feeds" / "visits"
        deadline = time.monotonic() + 120
        while proc.poll() is None and time.monotonic() < deadline and not jsonl(visits):
            time.sleep(0.2)
        time.sleep(after)
        if proc.poll() is not None:
            return None
        os.killpg(proc.pid, signal.SIGKILL)
        killed_at[0], killed_wall[0] = time.monotonic(), time.time()
        return "SIGKILL"

    def survive() -> None:
        crawls[1].run(timeout=900)
        ended_at[0] = time.monotonic()

    threads = [
        threading.Thread(target=crawls[0].run, kwargs={"stop": kill, "timeout": 120}),
        threading.Thread(target=survive),
    ]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        for site in sites:
            site.close()
    took = ended_at[0] - killed_at[0] if killed_at[0] else 0.0
    dead_visits = len(jsonl(crawls[0].workdir / "feeds" / "visits"))
    # the survivor's longest stretch without a visit ending, from the kill on: a wait for
    # the dead worker's claims shows here (the visits themselves take a few seconds each)
    ends = sorted(
        datetime.fromisoformat(v["visited_at"]).timestamp()
        for v in jsonl(crawls[1].workdir / "feeds" / "visits")
        if v.get("visited_at")
    )
    after_kill = [killed_wall[0], *[t for t in ends if t > killed_wall[0]]]
    idle = max((b - a for a, b in itertools.pairwise(after_kill)), default=0.0)
    row = judge(
        f"one of two Redis workers SIGKILLed {after:g} s after its first visit (24 pages, 3 hosts)",
        crawls,
        urls,
        [],
        f"exit statuses {_statuses(crawls[0])} / {_statuses(crawls[1])}; the killed worker finished "
        f"{dead_visits} visits; the survivor ended **{took:.0f} s** after the kill, its longest stretch "
        f"without a visit ending after the kill **{idle:.0f} s** (2 x heartbeat = {2 * HEARTBEAT:.0f} s; "
        f"lease 600 s)",
        must_finish=False,
    )
    survivor = crawls[1].runs[-1]
    row.finished = survivor.returncode == 0 and "'finish_reason': 'finished'" in survivor.log
    return row


def _stat(crawl: Crawl, name: str) -> int:
    marker = f"'{name}': "
    total = 0
    for run in crawl.runs:
        for line in run.log.splitlines():
            if marker in line:
                try:
                    total += int(line.split(marker, 1)[1].rstrip(",}"))
                except ValueError:
                    pass
    return total


def rows(tmp: Path, redis_url: str | None) -> dict[str, Callable[[], Row]]:
    table: dict[str, Callable[[], Row]] = {
        "kill_immediate_sqlite": lambda: row_sigkill_at(tmp, "immediate", "sqlite", None),
        "kill_queued_sqlite": lambda: row_sigkill_at(tmp, "queued", "sqlite", None),
        "chromium_killed_immediate": lambda: row_chromium_killed(tmp, "immediate"),
        "chromium_killed_queued": lambda: row_chromium_killed(tmp, "queued"),
        "flood": lambda: row_flood(tmp),
        "big_thread": lambda: row_big_thread(tmp),
        "big_thread_no_guard": lambda: row_big_thread(tmp, guard=False),
        "memory_hog": lambda: row_memory_hog(tmp),
        "memory_hog_no_guard": lambda: row_memory_hog(tmp, guard=False),
    }
    if redis_url:
        table |= {
            "kill_immediate_redis": lambda: row_sigkill_at(tmp, "immediate", "redis", redis_url),
            "kill_queued_redis": lambda: row_sigkill_at(tmp, "queued", "redis", redis_url),
            "redis_survivor": lambda: row_redis_worker_killed(tmp, redis_url),
        }
    return table


def main(argv: list[str] | None = None) -> int:
    args = parse_arguments(argv, "fault_locality", HELP)
    with working_folder("comspider-locality-", args.keep) as (tmp, redis_url):
        table = rows(tmp, redis_url)
        if args.list:
            print("\n".join(table))
            return 0
        results = run_rows(table, args.only)
        print_table(results, BUDGET_MB)
        bad = [r.name for r in results if not (r.finished and r.lost == 0 and r.doubled == 0)]
        bad += [r.name for r in results if r.peak_mb > BUDGET_MB]
        if bad:
            print(f"\nrows that do not read finished / 0 lost / 0 doubled / within budget: {bad}")
        print(f"\nworking folder: {tmp}" if args.keep else "")
        print(json.dumps({"rows": len(results), "bad": bad}), file=sys.stderr)
        return 1 if bad else 0
