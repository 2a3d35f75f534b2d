"""Throughput of distributed crawling on the offline news web.

    python -m comspider_lab evaluate throughput [--workers 1,2,4] [--browser-pages 1,2]
                                            [--pages 40] [--memory-pages 0]

For every (workers W, browser pages per worker P): a private redis-server, the offline
news web (in this process), an RSS feed of ``--pages`` article URLs, and W
``scrapy crawl news_comments`` processes with ``COMSPIDER_BACKEND=redis`` (one polls the
feed, all share the page queue; policy ``immediate``: one visit per page, no admission
control, no download delay; ``COMSPIDER_BROWSER_PAGES = CONCURRENT_REQUESTS =
CONCURRENT_REQUESTS_PER_DOMAIN = P``).
Measured:

- pages per minute: visits written to the workers' visit feeds / wall time from the
  start of the first process to the last visit (startup included), and the steady rate
  between the first and the last visit;
- CPU seconds per page: user + system time of the workers and everything they started
  (Chromium, Playwright's driver), as each worker measures it when its crawl closes
  (``comspider/cpu/python_process`` + ``comspider/cpu/browser_processes``: /proc, every
  live descendant with the children it reaped; comspider.monitoring.cpu), for the whole
  run and, apart, its start-up (before the first visit began: imports, the filter lists,
  Playwright's driver), the browsers' launches and what came after the last visit (the
  workers read their CPU then too): a run of a few dozen pages charges its start-up of a
  few CPU seconds to each page, a day's crawl of thousands does not. The benchmark's
  own ``getrusage(RUSAGE_CHILDREN)`` is shown too ("reaped"): it misses Chromium's
  renderers, whose zygote is never waited for when the browser exits (a cpuacct cgroup
  around a 15-page Playwright run counted 32.2 s, /proc 31.9 s, RUSAGE_CHILDREN 8.2 s),
  so the figures measured with it before 2026-11-28 were about a quarter of the truth;
  the offline web's own CPU (this process) is reported apart. And "tree": the benchmark's
  own reading of the same /proc figures for each worker's process tree, every second,
  the largest reading kept (the tree stays up idle until the crawl closes); it needs
  nothing from the crawler, so it measures another checkout's crawler too (``--tree``);
- memory: the proportional set size (PSS: shared pages split between the processes that
  map them) of each worker's process tree, sampled every 3 s (``--pss-every``: the
  kernel's walk that reads it was the benchmark's largest cost on the measured cores,
  :data:`PSS_EVERY`); peak of the sum, and per browser page (peak / (W * P));
- where the time goes (the workers' own stats, ``comspider/time/...`` and
  ``comspider/cpu/...``, summed over the workers): per visit, the browser's phases (wall
  seconds: navigate, load, settle, scroll, clicks, snapshot...), the pipeline stages (CPU
  seconds of their threads: parse, records, sections, metadata, fields, language...),
  and the CPU seconds of the workers' Python processes and of their browsers' processes
  (Chromium and Playwright's driver).

``--memory-pages N``: one more run, one worker with the largest P, N page visits (the
offline web has 81 articles: copies ``?copy=k`` of them make N distinct pages), PSS of
the worker's tree against the pages done (flat after warm-up is the target).

``--tree DIR``: the workers import the crawler from the checkout DIR (first on their
PYTHONPATH) instead of this one, for a before / after table from the same benchmark.
"""

from __future__ import annotations

import argparse
import email.utils
import json
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from comspider.browser.processes import children_map
from comspider.monitoring.tally import cpu_parts
from comspider_lab import local_redis
from comspider_lab.evaluation._checkout import checkout_environment
from comspider_lab.processes import stop_process

if TYPE_CHECKING:
    from comspider_lab.offline_web import OfflineWeb

HELP = "pages per minute, CPU and memory per page against workers and browser pages"


def tree_pss_kb(root: int, kids: dict[int, list[int]]) -> int:
    """PSS of ``root`` and all its descendants, in kB (0 for processes gone meanwhile)."""
    total, stack = 0, [root]
    while stack:
        pid = stack.pop()
        stack.extend(kids.get(pid, ()))
        try:
            with open(f"/proc/{pid}/smaps_rollup") as fh:
                for line in fh:
                    if line.startswith("Pss:"):
                        total += int(line.split()[1])
                        break
        except OSError:
            pass
    return total


# -- the feed -----------------------------------------------------------------------------
class Feed:
    """An RSS feed of ``urls`` on loopback at ``/rss.xml``, every item published at the time
    it is served (``now``: the system clock unless another is given). Subclasses may
    override :meth:`before_serve` (the e2e tests hold the GETs back until the workers run)."""

    def __init__(self, urls: list[str], now: Callable[[], datetime] | None = None) -> None:
        self.urls = urls
        self.now = now or (lambda: datetime.now(UTC))
        feed = self

        class Handler(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                if self.path != "/rss.xml":
                    self.send_error(404)
                    return
                feed.before_serve()
                body = feed.rss().encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/rss+xml")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/rss.xml"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def before_serve(self) -> None:
        """Called in the server thread before each GET of the feed is answered."""

    def rss(self) -> str:
        when = email.utils.format_datetime(self.now().replace(microsecond=0), usegmt=True)
        items = "".join(
            f"<item><title>{i}</title><link>{escape(u)}</link><pubDate>{when}</pubDate></item>"
            for i, u in enumerate(self.urls)
        )
        return (
            '<?xml version="1.0"?><rss version="2.0"><channel><title>comspider feed</title>'
            f"{items}</channel></rss>"
        )

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def article_urls(web: OfflineWeb, count: int) -> list[str]:
    """``count`` distinct article URLs, interleaved by outlet (so that P pages of one
    worker are on P different sites); past the web's 81 articles, ``?copy=k`` copies."""
    per_outlet = [
        [site.url(a.path) for a in sorted(site.articles, key=lambda a: a.path)]
        for site in sorted(web.world.by_name.values(), key=lambda s: s.name)
    ]
    base: list[str] = []
    for i in range(max(len(x) for x in per_outlet)):
        base.extend(x[i] for x in per_outlet if i < len(x))
    urls = []
    for k in range(count):
        url = base[k % len(base)]
        copy = k // len(base)
        urls.append(url if copy == 0 else f"{url}{'&' if '?' in url else '?'}copy={copy}")
    return urls


# -- one run ------------------------------------------------------------------------------
@dataclass
class Run:
    workers: int
    pages_per_worker: int
    target: int
    pages: int = 0
    wall: float = 0.0
    steady_ppm: float = 0.0
    reaped_cpu: float = 0.0  # getrusage(RUSAGE_CHILDREN): misses Chromium's renderers
    tree_cpu: float = 0.0  # the workers' process trees read from /proc by the benchmark
    web_cpu: float = 0.0
    cpu_by_kind: dict[str, float] = field(default_factory=dict)  # the trees' CPU by process kind
    peak_pss_kb: int = 0
    per_worker_pages: list[int] = field(default_factory=list)
    memory: list[tuple[int, int]] = field(default_factory=list)  # (pages done, PSS kB)
    failures: list[str] = field(default_factory=list)
    load: float = 0.0  # 1-minute load average at the end (other work on the machine)
    stats: dict[str, float] = field(default_factory=dict)  # the workers' time stats, summed
    # the comments against the offline web's truth at each page's visit (score_comments)
    true_comments: int = 0
    found_comments: int = 0
    correct_comments: int = 0
    f1: float | None = None

    @property
    def cpu(self) -> float:
        """CPU seconds of the workers and all they started (their own measure; the
        benchmark's reading of their trees for a crawler that does not measure itself)."""
        python = self.stats.get("comspider/cpu/python_process", 0.0)
        return python + self.stats.get("comspider/cpu/browser_processes", 0.0) or self.tree_cpu

    def cpu_parts(self) -> dict[str, float] | None:
        """The workers' CPU seconds (Python and browser processes) in the parts of a crawl,
        from their own readings (summed over the workers): ``startup`` before the first
        visit began (imports, the filter lists, Playwright's driver; the launches apart),
        ``launch`` the browsers' launches, ``visits`` from the first visit's start to the
        last visit's end without the launches, ``after`` from then to the close
        (comspider.monitoring.tally.cpu_parts); None for a crawler that does not take them
        (another checkout's, ``--tree``)."""
        s = self.stats
        keys = ("comspider/cpu/startup/python_process", "comspider/cpu/last_visit/python_process")
        if not all(key in s for key in keys) or "comspider/cpu/python_process" not in s:
            return None

        def both(name: str) -> float:
            return s.get(f"comspider/cpu/{name}/python_process", 0.0) + s.get(
                f"comspider/cpu/{name}/browser_processes", 0.0
            )

        launch = s.get("comspider/cpu/browser_launch", 0.0)
        early = s.get("comspider/cpu/startup/browser_launch", 0.0)  # launches before the first visit
        parts = cpu_parts(both("startup"), both("last_visit"), self.cpu, launch, early)
        parts["startup_python"] = s.get("comspider/cpu/startup/python_process", 0.0)
        parts["visits_python"] = max(
            0.0,
            s.get("comspider/cpu/last_visit/python_process", 0.0)
            - s.get("comspider/cpu/startup/python_process", 0.0),
        )
        return parts

    @property
    def ppm(self) -> float:
        return 60.0 * self.pages / self.wall if self.wall else 0.0


def visit_times(workdir: Path) -> list[float]:
    times = []
    for path in (workdir / "feeds" / "visits").glob("*.jsonl"):
        for line in path.read_text("utf-8", errors="replace").splitlines():
            try:
                times.append(datetime.fromisoformat(json.loads(line)["visited_at"]).timestamp())
            except (ValueError, KeyError, TypeError):
                pass
    return times


_STAT = re.compile(r"'(comspider/(?:time|cpu|visit)/[^']+)': ([0-9.]+)")


def time_stats(workdir: Path) -> dict[str, float]:
    """The worker's ``comspider/time/...``, ``comspider/cpu/...`` and ``comspider/visit/...``
    (HTTP first) stats, from the stats dump Scrapy logs when the crawl closes."""
    log = workdir / "crawl.log"
    text = log.read_text("utf-8", errors="replace") if log.is_file() else ""
    dump = text.rsplit("Dumping Scrapy stats", 1)[-1] if "Dumping Scrapy stats" in text else ""
    return {key: float(value) for key, value in _STAT.findall(dump)}


def read_feed(workdir: Path, kind: str) -> list[dict]:
    """The items of a worker's ``feeds/<kind>/*.jsonl`` (comments, visits)."""
    items = []
    for path in sorted((workdir / "feeds" / kind).glob("*.jsonl")):
        for line in path.read_text("utf-8", errors="replace").splitlines():
            try:
                items.append(json.loads(line))
            except ValueError:
                pass
    return items


def score_comments(run: Run, web: OfflineWeb, folder: Path, urls: list[str]) -> None:
    """The run's comments against the offline web's truth, each page as it was at its
    visit (the demo's scorer: comspider_lab.evaluation.offline_web): a change that makes a
    page cheaper must keep its comments. Pages never visited count as misses."""
    from comspider_lab.evaluation.offline_web import score_crawl, truth_at_last_visits

    comments: list[dict] = []
    visits: list[dict] = []
    for workdir in sorted(p for p in folder.iterdir() if p.is_dir()):
        comments += read_feed(workdir, "comments")
        visits += read_feed(workdir, "visits")
    truth = truth_at_last_visits(web, visits, web.clock.now(), urls=urls)
    total = score_crawl(truth, comments, visits)["total"]
    run.true_comments, run.found_comments = total["true"], total["found"]
    run.correct_comments, run.f1 = total["correct"], total["f1"]


# Which part of the crawl a process is, from its command line (Chromium rewrites its own
# into one string: split on spaces too).
PROCESS_KINDS = ("python", "driver", "browser", "renderer", "gpu", "utility", "other")


def process_kind(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as fh:
            words = fh.read().replace(b"\0", b" ").decode("utf-8", "replace").split()
    except OSError:
        return "other"
    if not words:
        return "other"
    exe = os.path.basename(words[0])
    if "chrom" in exe:
        kind = next((w[len("--type=") :] for w in words if w.startswith("--type=")), "browser")
        return {"gpu-process": "gpu", "zygote": "renderer"}.get(
            kind, kind if kind in PROCESS_KINDS else "other"
        )
    if exe.startswith("node") or "playwright" in exe:
        return "driver"
    return "python" if exe.startswith("python") else "other"


def tree_cpu_by_kind(
    root: int, kids: dict[int, list[int]], known: dict[int, str] | None = None
) -> dict[str, float]:
    """CPU seconds of ``root``'s process tree by kind (:data:`PROCESS_KINDS`): each
    process's own time, and the time of the children it reaped (a renderer closed with its
    page is reaped by Chromium's zygote, so it counts as a renderer still). ``known``: the
    kinds seen in earlier readings, kept for a process whose command line is gone (one
    exiting when the crawl closes)."""
    known = {} if known is None else known
    out: dict[str, float] = {}
    tick = os.sysconf("SC_CLK_TCK")
    stack = [root]
    while stack:
        pid = stack.pop()
        stack.extend(kids.get(pid, ()))
        try:
            with open(f"/proc/{pid}/stat", "rb") as fh:
                fields = fh.read().rsplit(b")", 1)[1].split()
            own = (int(fields[11]) + int(fields[12])) / tick
            reaped = (int(fields[13]) + int(fields[14])) / tick
        except (OSError, ValueError, IndexError):
            continue
        kind = process_kind(pid)
        if kind == "other":
            kind = known.get(pid, kind)
        known[pid] = kind
        out[kind] = out.get(kind, 0.0) + own + reaped
    return out


#: Seconds between two readings of the workers' PSS in a run of the matrix. PSS is the
#: kernel's walk of every page a process maps (``smaps_rollup``): for 2 workers × 4 pages
#: about 40 ms of this process's CPU a reading of both trees, two thirds of the
#: benchmark's own CPU when read every second (0.11 of its 0.17 CPU s a page), on the
#: cores the crawl is measured on. Every 3 s, the peak of 1-s series of 2 × 4 runs was
#: found within 2.1 % (the spread of the peak between runs is about 10 %); ``--pss-every
#: 1`` reads it as before. The CPU readings stay every second (about 4 ms a reading).
PSS_EVERY = 3.0


def count_visits(workdir: Path) -> int:
    folder = workdir / "feeds" / "visits"
    return sum(p.read_bytes().count(b"\n") for p in folder.glob("*.jsonl")) if folder.is_dir() else 0


def run_config(
    workers: int,
    pages: int,
    target: int,
    urls: list[str],
    redis_url: str,
    folder: Path,
    timeout: float,
    sample_every: float = 1.0,
    extra: dict[str, str] | None = None,
    tree: Path | None = None,
    pss_every: float = PSS_EVERY,
) -> Run:
    """One run of ``workers`` crawls of ``pages`` browser pages each over ``target`` of
    ``urls``. Every ``sample_every`` seconds the workers' process trees' CPU is read from
    /proc (by kind, :func:`tree_cpu_by_kind`), and every ``pss_every`` seconds (at least
    ``sample_every``) their PSS (:func:`tree_pss_kb`): see :data:`PSS_EVERY`."""
    run = Run(workers, pages, target)
    feed = Feed(urls[:target])
    prefix = f"bench-{workers}x{pages}-{int(time.time())}"
    settings = {
        "COMSPIDER_BACKEND": "redis",
        "REDIS_URL": redis_url,
        "COMSPIDER_QUEUE_PREFIX": prefix,
        # the browser's slots are COMSPIDER_BROWSER_PAGES: CONCURRENT_REQUESTS alone left
        # them at the crawler's default whatever P was (runs before 2026-12-04)
        "COMSPIDER_BROWSER_PAGES": pages,
        "CONCURRENT_REQUESTS": pages,
        "CONCURRENT_REQUESTS_PER_DOMAIN": pages,
        "DOWNLOAD_DELAY": 0,
        "AUTOTHROTTLE_ENABLED": False,
        "COMSPIDER_SCHEDULE_POLICY": "immediate",
        "COMSPIDER_ADMISSION_CONTROL": False,
        "COMSPIDER_QUEUE_SERVERS": workers * pages,
        "COMSPIDER_IDLE_BEFORE_CLOSE": 60,
        "COMSPIDER_LEASE_SECONDS": 300,
        "LOG_LEVEL": "INFO",
        **(extra or {}),
    }
    env = {
        **checkout_environment(tree),
        "SCRAPY_SETTINGS_MODULE": "comspider.settings",
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
    }
    command = [sys.executable, "-m", "scrapy", "crawl", "news_comments", "-a", f"feed_url={feed.url}"]
    for key, value in settings.items():
        command += ["-s", f"{key}={value if isinstance(value, str) else json.dumps(value)}"]
    before_children = resource.getrusage(resource.RUSAGE_CHILDREN)
    before_self = resource.getrusage(resource.RUSAGE_SELF)
    started = time.monotonic()
    started_wall = time.time()
    procs: list[tuple[subprocess.Popen[bytes], Path]] = []
    folder.mkdir(parents=True, exist_ok=True)
    samples = (folder / "memory.tsv").open("w") if sample_every > 1.0 else None
    try:
        for i in range(workers):
            workdir = folder / f"w{i}"
            workdir.mkdir(parents=True)
            with (workdir / "crawl.log").open("w") as log:
                procs.append(
                    (
                        subprocess.Popen(
                            command,
                            cwd=workdir,
                            env=env,
                            stdout=log,
                            stderr=subprocess.STDOUT,
                            start_new_session=True,
                        ),
                        workdir,
                    )
                )
        next_sample = next_pss = 0.0
        peak_cpu = [0.0] * workers  # a tree's CPU falls only when a part of it is gone
        split: list[dict[str, float]] = [{} for _ in range(workers)]  # by kind, at the peak
        kinds_seen: dict[int, str] = {}
        while any(p.poll() is None for p, _ in procs):
            now = time.monotonic()
            if now - started > timeout:
                run.failures.append(f"timeout after {timeout:.0f} s")
                break
            if now >= next_sample:
                next_sample = now + sample_every
                kids = children_map()
                if now >= next_pss:
                    next_pss = now + max(pss_every, sample_every)
                    pss = sum(tree_pss_kb(p.pid, kids) for p, _ in procs if p.poll() is None)
                    done = sum(count_visits(w) for _, w in procs)
                    run.peak_pss_kb = max(run.peak_pss_kb, pss)
                    run.memory.append((done, pss))
                    if samples is not None:  # kept on disk: a long run's figures survive a kill
                        samples.write(f"{now - started:.1f}\t{done}\t{pss}\n")
                        samples.flush()
                for i, (p, _) in enumerate(procs):
                    if p.poll() is None:
                        kinds = tree_cpu_by_kind(p.pid, kids, kinds_seen)
                        # the whole tree's CPU is the sum of its kinds (tree_cpu's figure,
                        # without a second and third scan of /proc)
                        peak_cpu[i] = max(peak_cpu[i], sum(kinds.values()))
                        # the last reading with Chromium alive: once the browser process has
                        # exited, its time (and its GPU and utility processes') is the driver's
                        # reaped time
                        if "browser" in kinds and sum(kinds.values()) >= sum(split[i].values()):
                            split[i] = kinds
            time.sleep(0.2)
    finally:
        for proc, _ in procs:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGTERM)
        for proc, _ in procs:
            try:
                proc.wait(timeout=60)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        feed.close()
        if samples is not None:
            samples.close()
    run.load = os.getloadavg()[0]
    run.tree_cpu = sum(peak_cpu)
    for kinds in split:
        for kind, seconds in kinds.items():
            run.cpu_by_kind[kind] = run.cpu_by_kind.get(kind, 0.0) + seconds
    after_children = resource.getrusage(resource.RUSAGE_CHILDREN)
    after_self = resource.getrusage(resource.RUSAGE_SELF)
    run.reaped_cpu = (
        after_children.ru_utime
        - before_children.ru_utime
        + after_children.ru_stime
        - before_children.ru_stime
    )
    run.web_cpu = after_self.ru_utime - before_self.ru_utime + after_self.ru_stime - before_self.ru_stime
    times = []
    for proc, workdir in procs:
        mine = visit_times(workdir)
        for key, value in time_stats(workdir).items():
            run.stats[key] = run.stats.get(key, 0.0) + value
        run.per_worker_pages.append(len(mine))
        times.extend(mine)
        if proc.returncode not in (0, -signal.SIGTERM):
            run.failures.append(f"{workdir.name} exited {proc.returncode}")
    run.pages = len(times)
    if times:
        run.wall = max(times) - started_wall
        if len(times) > 1 and max(times) > min(times):
            run.steady_ppm = 60.0 * (len(times) - 1) / (max(times) - min(times))
    return run


# -- tables -------------------------------------------------------------------------------
def matrix_table(runs: list[Run]) -> str:
    lines = [
        (
            "| workers | browser pages / worker | pages | pages per worker | wall s | "
            "pages/min | steady pages/min | CPU s / page (crawl) | CPU s / page (tree) | CPU s / page (reaped) | "
            "CPU s / page (web) | CPU-bound pages/min | peak PSS MB | PSS MB / browser page | "
            "comments correct / found / true | comment F1 | visits read from the served HTML | load avg |"
        ),
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in runs:
        pages = max(r.pages, 1)
        lines.append(
            f"| {r.workers} | {r.pages_per_worker} | {r.pages}/{r.target} | "
            f"{'+'.join(map(str, r.per_worker_pages))} | {r.wall:.0f} | {r.ppm:.1f} | "
            f"{r.steady_ppm:.1f} | {r.cpu / pages:.2f} | {r.tree_cpu / pages:.2f} | "
            f"{r.reaped_cpu / pages:.2f} | "
            f"{r.web_cpu / pages:.2f} | {cpu_bound(r):.0f} | "
            f"{r.peak_pss_kb / 1024:.0f} | "
            f"{r.peak_pss_kb / 1024 / (r.workers * r.pages_per_worker):.0f} | "
            f"{r.correct_comments} / {r.found_comments} / {r.true_comments} | "
            f"{'-' if r.f1 is None else f'{r.f1:.3f}'} | {r.stats.get('comspider/visit/http_only', 0):.0f} | "
            f"{r.load:.1f} |"
        )
    return "\n".join(lines)


BROWSER_PHASES = (
    "navigate",
    "load",
    "settle",
    "consent",
    "detect",
    "scroll",
    "collect",
    "entry",
    "expand",
    "comment_pages",
    "snapshot",
)
PYTHON_STAGES = ("parse", "records", "sections", "metadata", "fields", "platform", "language", "writing")


def time_table(runs: list[Run]) -> str:
    """Per visit: the browser's phases (wall s), the pipeline stages (CPU s of their
    threads), and the CPU seconds of the Python processes and of the browsers'."""
    head = (
        ["workers x pages", "visits"]
        + [f"browser {p}" for p in BROWSER_PHASES]
        + [f"py {s}" for s in PYTHON_STAGES]
        + ["py stages CPU", "Python process CPU", "browser processes CPU", "crawl CPU (all)"]
    )
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in runs:
        n = r.stats.get("comspider/time/visits", 0.0)
        if not n:
            continue
        cells = [f"{r.workers} x {r.pages_per_worker}", f"{n:.0f}"]
        cells += [f"{r.stats.get(f'comspider/time/browser/{p}', 0.0) / n:.2f}" for p in BROWSER_PHASES]
        cells += [f"{r.stats.get(f'comspider/time/python_cpu/{s}', 0.0) / n:.3f}" for s in PYTHON_STAGES]
        stages = sum(v for k, v in r.stats.items() if k.startswith("comspider/time/python_cpu/"))
        pages = max(r.pages, 1)
        python = r.stats.get("comspider/cpu/python_process")
        browser = r.stats.get("comspider/cpu/browser_processes")
        cells += [
            f"{stages / n:.3f}",
            f"{python / pages:.2f}" if python is not None else "-",
            f"{browser / pages:.2f}" if browser is not None else "-",
            f"{r.cpu / pages:.2f}",
        ]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def kind_table(runs: list[Run]) -> str:
    """CPU seconds per page by process kind, from the benchmark's readings of the workers'
    process trees (renderers: their own time and, once closed, their zygote's reaped time)."""
    lines = [
        "| workers x pages | "
        + " | ".join(PROCESS_KINDS)
        + " | all (tree) | renderer processes, share of the tree |",
        "|" + "---|" * (len(PROCESS_KINDS) + 3),
    ]
    for r in runs:
        pages = max(r.pages, 1)
        total = sum(r.cpu_by_kind.values())
        cells = [f"{r.workers} x {r.pages_per_worker}"]
        cells += [f"{r.cpu_by_kind.get(k, 0.0) / pages:.2f}" for k in PROCESS_KINDS]
        share = r.cpu_by_kind.get("renderer", 0.0) / total if total else 0.0
        cells += [f"{total / pages:.2f}", f"{share:.0%}"]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


def startup_table(runs: list[Run]) -> str:
    """The crawl's CPU with its start-up apart (the workers' own readings, summed over the
    workers): what a 24-page run charges to its pages once, and what a page costs after."""
    lines = [
        (
            "| workers x pages | start-up CPU s (Python) | browser launches CPU s | CPU s / page, visits only | "
            "of it Python (launches in) | after the last visit CPU s | CPU s / page, whole run | "
            "CPU-bound pages/min, visits only |"
        ),
        "|---|---|---|---|---|---|---|---|",
    ]
    for r in runs:
        parts = r.cpu_parts()
        if parts is None:
            continue
        pages = max(r.pages, 1)
        per_page = parts["visits"] / pages
        bound = 60.0 * (os.cpu_count() or 1) / per_page if per_page else 0.0
        lines.append(
            f"| {r.workers} x {r.pages_per_worker} | {parts['startup']:.1f} ({parts['startup_python']:.1f}) | "
            f"{parts['launch']:.1f} | {per_page:.2f} | {parts['visits_python'] / pages:.2f} | "
            f"{parts['after']:.1f} | {r.cpu / pages:.2f} | {bound:.0f} |"
        )
    return "\n".join(lines)


def cpu_bound(run: Run) -> float:
    """Pages per minute the machine's cores would give at the run's crawl CPU per page
    (the offline web's own CPU left out: a real site serves from its own machines)."""
    per_page = run.cpu / max(run.pages, 1)
    return 60.0 * (os.cpu_count() or 1) / per_page if per_page else 0.0


def memory_table(run: Run, rows: int = 10) -> str:
    lines = ["| pages done | PSS of the worker's process tree, MB |", "|---|---|"]
    if not run.memory:
        return "\n".join(lines)
    step = max(run.target // rows, 1)
    for mark in range(step, run.target + 1, step):
        window = [pss for done, pss in run.memory if mark - step < done <= mark]
        if window:
            lines.append(
                f"| {mark} | {max(window) / 1024:.0f} (mean {sum(window) / len(window) / 1024:.0f}) |"
            )
    return "\n".join(lines)


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x.strip()]


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--workers", default="1,2,4", help="worker counts (default 1,2,4)")
    parser.add_argument("--browser-pages", default="1,2", help="browser pages per worker (default 1,2)")
    parser.add_argument("--pages", type=int, default=40, help="page visits per run")
    parser.add_argument(
        "--memory-pages", type=int, default=0, help="a memory run of this many pages (one worker); 0: none"
    )
    parser.add_argument("--timeout", type=float, default=1800, help="wall seconds per run")
    parser.add_argument(
        "--pss-every",
        type=float,
        default=PSS_EVERY,
        help=f"seconds between two readings of the workers' PSS (default {PSS_EVERY:g}; 1 as before 2026-11-29)",
    )
    parser.add_argument("--seed", type=int, default=0, help="the offline web's seed")
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    parser.add_argument("--tree", type=Path, help="the workers run the crawler of this checkout")
    parser.add_argument(
        "--without-installed-parts",
        action="store_true",
        help="run a crawler that lacks what `make` installs (the autoconsent bundle): not comparable",
    )
    parser.add_argument(
        "--set",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a setting for every worker (repeatable), e.g. COMSPIDER_SETTLE_QUIET=0.3",
    )


#: What `make` installs into a checkout and git ignores, relative to it: a crawler without
#: it runs (no consent script on any page) and reads about 5 % faster, so two trees are
#: compared only with it in both (a bare `git worktree` lacks it).
INSTALLED_PARTS = ("comspider/browser/autoconsent_bundle/autoconsent.playwright.js",)


def missing_parts(checkout: Path) -> list[str]:
    """The :data:`INSTALLED_PARTS` the crawler of ``checkout`` lacks."""
    return [part for part in INSTALLED_PARTS if not (checkout / part).is_file()]


def _crawler_checkout(tree: Path | None) -> Path:
    """The checkout whose crawler the workers run: ``--tree``, else this process's."""
    if tree is not None:
        return tree
    import comspider

    return Path(comspider.__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="comspider evaluate throughput", description=HELP)
    add_arguments(parser)
    args = parser.parse_args(argv)
    checkout = _crawler_checkout(args.tree)
    missing = missing_parts(checkout)
    if missing and not args.without_installed_parts:
        print(
            f"the crawler at {checkout} lacks {', '.join(missing)} (`make` installs it): its crawl would not be "
            "comparable; install it, or pass --without-installed-parts",
            file=sys.stderr,
        )
        return 2
    from comspider_lab.offline_web import OfflineWeb

    extra = dict(item.split("=", 1) for item in args.set)
    work = Path(tempfile.mkdtemp(prefix="comspider-throughput-"))
    redis_proc, redis_port = local_redis.start_redis(work)
    redis_url = f"redis://127.0.0.1:{redis_port}/0"
    web = OfflineWeb(seed=args.seed)
    web.start()
    runs: list[Run] = []
    try:
        urls = article_urls(web, max(args.pages, args.memory_pages))
        for workers in _ints(args.workers):
            for pages in _ints(args.browser_pages):
                run = run_config(
                    workers,
                    pages,
                    args.pages,
                    urls,
                    redis_url,
                    work / f"run-{workers}x{pages}",
                    args.timeout,
                    extra=extra,
                    tree=args.tree,
                    pss_every=args.pss_every,
                )
                score_comments(run, web, work / f"run-{workers}x{pages}", urls[: args.pages])
                runs.append(run)
                parts = run.cpu_parts()
                visits_only = (
                    f" ({parts['visits'] / max(run.pages, 1):.2f} visits only, start-up "
                    f"{parts['startup'] + parts['launch']:.1f} s apart)"
                    if parts is not None
                    else ""
                )
                print(
                    f"# {workers} worker(s) x {pages} page(s): {run.pages} pages, "
                    f"{run.ppm:.1f}/min, {run.cpu / max(run.pages, 1):.2f} CPU s/page{visits_only}, "
                    f"comment F1 {run.f1 if run.f1 is None else round(run.f1, 3)} {' '.join(run.failures)}",
                    file=sys.stderr,
                    flush=True,
                )
        print(
            f"Offline news web, {os.cpu_count()} CPU(s); load avg: the machine's 1-minute "
            "load average at the end of each run (other work included)\n"
        )
        if runs:
            print(matrix_table(runs) + "\n", flush=True)
            print("Where the time goes, per visit (browser phases: wall s; Python: CPU s)\n")
            print(time_table(runs) + "\n", flush=True)
            print("CPU s per page by process (the benchmark's /proc readings of each worker's tree)\n")
            print(kind_table(runs) + "\n", flush=True)
            if any(r.cpu_parts() is not None for r in runs):
                print(
                    "The crawl's CPU with its start-up apart (the workers' own readings: start-up "
                    "before the first visit began, the browsers' launches, the visits, after them)\n"
                )
                print(startup_table(runs) + "\n", flush=True)
        if args.memory_pages:
            pages = max(_ints(args.browser_pages))
            print(
                f"# memory run: samples (wall s, pages, PSS kB) in {work / 'memory' / 'memory.tsv'}",
                file=sys.stderr,
                flush=True,
            )
            run = run_config(
                1,
                pages,
                args.memory_pages,
                urls,
                redis_url,
                work / "memory",
                args.timeout,
                sample_every=2.0,
                extra=extra,
                tree=args.tree,
                pss_every=2.0,  # the memory run: every reading's PSS
            )
            print(
                f"Memory over {run.pages} pages (1 worker, {pages} browser pages, "
                f"{run.ppm:.1f} pages/min{', ' + ', '.join(run.failures) if run.failures else ''})\n"
            )
            print(memory_table(run), flush=True)
        for run in runs:
            for failure in run.failures:
                print(f"- {run.workers}x{run.pages_per_worker}: {failure}")
    finally:
        stop_process(redis_proc)
        if not args.keep:
            shutil.rmtree(work, ignore_errors=True)
        else:
            print(f"\nWork folder: {work}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
