"""The fault table: real crawls against hostile pages and injected faults.

    python -m comspider_lab evaluate faults [--only NAME,...] [--list]

Every row is one or more real ``scrapy crawl news_comments`` processes against a
loopback site of hand-made pages (a few ordinary articles with comments, beside the
fault), with ``COMSPIDER_ALLOW_PRIVATE_NETWORKS=true``. For each row:

- finished: every process ended on its own (or, for the rows that stop it, as told) with
  status 0, and the last one with ``finish_reason: finished``;
- lost: ordinary pages that no visit found with all their comments (and whose comments
  are not all in the feeds), plus fault pages with no visit record at all (a page dropped
  silently);
- doubled: comment ids written more than once, across all the runs of the row;
- cut by a kill: comments a visit found that are not in the feeds. A page's new comment
  ids are recorded (with the items, as a pending batch) before their lines go out and the
  batch is dropped once they are out; a crawl settles at its start the batches a killed
  process left (comspider.pipelines.written_batches), so a kill there should cost none;
- seconds: wall time of the row's processes together;
- peak memory: the largest proportional set size (PSS: shared pages split between the
  processes that map them) of one worker's process tree (Scrapy, the Playwright driver,
  Chromium), sampled every half second;
- check: the row's own figure (what the fault would have done, and what it did).

Rows: meta refresh, redirect loops, hung servers, popup storm, the browser killed during
a download and during an interaction, SIGKILL x3 in each schedule mode and backend, a
stalled Public Suffix List host, WebRTC, a crawl under strace (no calls home), three
workers on one site, with and without a ``DOWNLOAD_DELAY`` of 10 s; and two controls that show the checks see what they look for: the
strace crawl with the old Chromium flags and Scrapy's own cookie middleware, and the three
workers without the shared site gate. The Redis rows start a private redis-server.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable
from contextlib import closing
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

from comspider.browser.processes import children_map, kill_browser_processes
from comspider_lab.evaluation._fault_table import parse_arguments, print_table, run_rows, working_folder
from comspider_lab.evaluation.throughput import tree_pss_kb
from comspider_lab.hand_pages import COMMENTERS, article, comment_records

HELP = "the fault table: hangs, crashes, kills, hostile pages; finished, lost, doubled, memory"

BUDGET_MB = 1536  # docs/DEPLOY.md: 1.5 GB per worker with 4 browser pages (FAST below)


# -- pages ----------------------------------------------------------------------------------
def clicky(title: str, api: str) -> str:
    """Comments behind a button that fetches them from ``api``."""
    return article(
        title,
        comments="",
        extra=(
            '<button class="show-comments" onclick="load()">Show 11 comments</button>'
            f"<script>function load() {{ fetch('{api}').then(r => r.text()).then(h => {{"
            "document.getElementById('comments').innerHTML = h; }); }</script>"
        ),
    )


Handler = Callable[[BaseHTTPRequestHandler, dict[str, list[str]]], "bytes | str | None"]


class Site:
    """A loopback site: ``pages`` maps a path to HTML or to a handler (which answers
    itself and returns None, or returns a body). Counts the GETs of each path."""

    def __init__(
        self, pages: dict[str, str | Handler], host: str = "127.0.0.1", cookies: bool = False
    ) -> None:
        self.pages = pages
        self.hits: Counter[str] = Counter()
        self.lock = threading.Lock()
        site = self

        class Answer(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                parts = urlsplit(self.path)
                with site.lock:
                    site.hits[parts.path] += 1
                page = site.pages.get(parts.path)
                try:
                    if page is None:
                        self.send_error(404)
                        return
                    body = page(self, parse_qs(parts.query)) if callable(page) else page
                    if body is None:
                        return
                    data = body.encode() if isinstance(body, str) else body
                    self.send_response(200)
                    self.send_header("Content-Type", "text/html; charset=utf-8")
                    self.send_header("Content-Length", str(len(data)))
                    if cookies:
                        self.send_header("Set-Cookie", "session=abc; Path=/")
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:
                    pass

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer((host, 0), Answer)
        self.server.daemon_threads = True
        self.base = f"http://{host}:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path: str) -> str:
        return self.base + path

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def ordinary(names: list[str]) -> dict[str, str | Handler]:
    return {f"/{n}.html": article(f"The {n} story") for n in names}


# -- crawls ---------------------------------------------------------------------------------
FAST = {
    "DOWNLOAD_DELAY": 0,
    "AUTOTHROTTLE_ENABLED": False,
    "COMSPIDER_BROWSER_PAGES": 4,
    "CONCURRENT_REQUESTS": 4,
    "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
    "LOG_LEVEL": "INFO",
}


def command(args: dict[str, str], settings: dict[str, Any]) -> list[str]:
    cmd = [sys.executable, "-m", "scrapy", "crawl", "news_comments"]
    for key, value in args.items():
        cmd += ["-a", f"{key}={value}"]
    for key, value in settings.items():
        cmd += ["-s", f"{key}={value if isinstance(value, str) else json.dumps(value)}"]
    return cmd


@dataclass
class Run:
    returncode: int
    log: str
    seconds: float
    peak_mb: float
    signalled: str | None = None


@dataclass
class Crawl:
    """The runs of one row in one working directory (their feeds accumulate)."""

    workdir: Path
    args: dict[str, str]
    settings: dict[str, Any]
    env: dict[str, str] = field(default_factory=dict)
    runs: list[Run] = field(default_factory=list)

    def run(
        self,
        stop: Callable[[subprocess.Popen[bytes]], str | None] | None = None,
        timeout: float = 600,
        cwd: Path | None = None,
    ) -> Run:
        """One process; ``stop(proc)`` runs beside it (returns the signal it sent, if any)."""
        folder = cwd or self.workdir
        folder.mkdir(parents=True, exist_ok=True)
        env = {
            **os.environ,
            "SCRAPY_SETTINGS_MODULE": "comspider.settings",
            "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
            **self.env,
        }
        log_path = folder / f"run{len(self.runs)}.log"
        started = time.monotonic()
        with log_path.open("wb") as log:
            proc = subprocess.Popen(
                command(self.args, {**FAST, **self.settings}),
                cwd=folder,
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        peak = [0]
        done = threading.Event()

        def sample() -> None:
            while not done.wait(0.5):
                peak[0] = max(peak[0], tree_pss_kb(proc.pid, children_map()))

        sampler = threading.Thread(target=sample, daemon=True)
        sampler.start()
        signalled = stop(proc) if stop else None
        try:
            proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            signalled = (signalled or "") + " timeout"
        finally:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
            done.set()
            sampler.join(2)
        run = Run(
            proc.returncode,
            log_path.read_text(errors="replace"),
            round(time.monotonic() - started, 1),
            peak[0] / 1024,
            signalled,
        )
        self.runs.append(run)
        return run


def jsonl(folder: Path) -> list[dict[str, Any]]:
    rows = []
    for path in sorted(folder.glob("*.jsonl")) if folder.is_dir() else []:
        for line in path.read_text("utf-8").splitlines():
            try:
                rows.append(json.loads(line))
            except ValueError:
                pass  # a line torn by SIGKILL
    return rows


def visit_lines(folder: Path) -> int:
    return sum(p.read_bytes().count(b"\n") for p in folder.glob("*.jsonl")) if folder.is_dir() else 0


# -- the table ------------------------------------------------------------------------------
@dataclass
class Row:
    name: str
    finished: bool
    lost: int
    doubled: int
    cut: int
    seconds: float
    peak_mb: float
    check: str

    def line(self) -> str:
        return (
            f"| {self.name} | {'yes' if self.finished else 'NO'} | {self.lost} | {self.doubled} | {self.cut} | "
            f"{self.seconds:.0f} | {f'{self.peak_mb:.0f}' if self.peak_mb else '–'} | {self.check} |"
        )


def judge(
    name: str,
    crawls: list[Crawl],
    ordinary_urls: list[str],
    fault_urls: list[str],
    check: str,
    must_finish: bool = True,
) -> Row:
    """finished / lost / doubled / seconds / peak memory over the crawls of a row."""
    comments: list[dict[str, Any]] = []
    visits: list[dict[str, Any]] = []
    for crawl in crawls:
        for folder in {crawl.workdir, *crawl.workdir.glob("worker*")}:
            comments += jsonl(folder / "feeds" / "comments")
            visits += jsonl(folder / "feeds" / "visits")
    runs = [r for c in crawls for r in c.runs]
    last_ok = all(
        r.returncode == 0 and "'finish_reason': 'finished'" in r.log and "timeout" not in (r.signalled or "")
        for c in crawls
        for r in c.runs[-1:]
    )
    stopped_ok = all(r.returncode == 0 or r.signalled == "SIGKILL" for r in runs)
    per_page = Counter(c["article_url"] for c in comments)
    found: Counter[str] = Counter()
    for v in visits:
        found[v["url"]] = max(found[v["url"]], int(v.get("comments") or 0))
    lost = sum(1 for u in ordinary_urls if max(found[u], per_page[u]) < len(COMMENTERS))
    visited = {v["url"] for v in visits}
    lost += sum(1 for u in fault_urls if u not in visited)
    # found by a visit, not in the feeds: a SIGKILL between recording them as written
    # and writing them (the one window where a kill costs comments; see the section)
    cut = sum(max(0, found[u] - per_page[u]) for u in ordinary_urls)
    doubled = sum(n - 1 for n in Counter(c["comment_id"] for c in comments).values() if n > 1)
    seconds = (
        sum(r.seconds for r in runs)
        if len(crawls) == 1
        else max(sum(r.seconds for r in c.runs) for c in crawls)
    )
    return Row(
        name,
        (last_ok and stopped_ok) if must_finish else stopped_ok,
        lost,
        doubled,
        cut,
        seconds,
        max((r.peak_mb for r in runs), default=0.0),
        check,
    )


def outcomes(crawl: Crawl, urls: list[str]) -> str:
    visits = jsonl(crawl.workdir / "feeds" / "visits")
    out = []
    for url in urls:
        seen = [
            f"{v['outcome']}" + (f" ({v['reason'][:40]})" if v.get("reason") else "")
            for v in visits
            if v["url"] == url
        ]
        out.append(" -> ".join(seen) or "no visit")
    return "; ".join(out)


# -- rows -----------------------------------------------------------------------------------
def row_meta_refresh(tmp: Path) -> Row:
    names = ["one", "two"]
    pages = ordinary(names)
    pages["/refresh.html"] = article("The refreshing story", head='<meta http-equiv="refresh" content="0">')
    pages["/away.html"] = article(
        "The leaving story", head='<meta http-equiv="refresh" content="0; url=/one.html?again">'
    )
    site = Site(pages)
    try:
        faults = [site.url("/refresh.html"), site.url("/away.html")]
        urls = [site.url(f"/{n}.html") for n in names]
        crawl = Crawl(tmp / "meta", {"urls": ",".join(faults + urls), "schedule": "immediate"}, {})
        crawl.run(timeout=300)
    finally:
        site.close()
    return judge(
        "meta refresh (`content=0` to itself; to another page)",
        [crawl],
        urls,
        faults,
        outcomes(crawl, faults),
    )


def row_redirect_loops(tmp: Path) -> Row:
    def hop(target: str) -> Handler:
        def answer(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> None:
            handler.send_response(302)
            handler.send_header("Location", target)
            handler.send_header("Content-Length", "0")
            handler.end_headers()

        return answer

    names = ["one", "two"]
    pages = ordinary(names)
    pages["/loop-a"] = hop("/loop-b")
    pages["/loop-b"] = hop("/loop-a")
    pages["/js-a.html"] = article("Ping", extra="<script>location.replace('/js-b.html')</script>")
    pages["/js-b.html"] = article("Pong", extra="<script>location.replace('/js-a.html')</script>")
    site = Site(pages)
    try:
        faults = [site.url("/loop-a"), site.url("/js-a.html")]
        urls = [site.url(f"/{n}.html") for n in names]
        crawl = Crawl(tmp / "redirects", {"urls": ",".join(faults + urls), "schedule": "immediate"}, {})
        crawl.run(timeout=300)
    finally:
        site.close()
    return judge(
        "redirect loops (HTTP 302 A->B->A; script A->B->A)", [crawl], urls, faults, outcomes(crawl, faults)
    )


def row_hung_servers(tmp: Path) -> Row:
    release = threading.Event()

    def hang(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> None:
        release.wait(900)

    def api(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> str | None:
        release.wait(900)
        return comment_records("never")

    names = ["one", "two"]
    pages = ordinary(names)
    pages["/hang.html"] = hang  # the page never answers
    pages["/script.html"] = article("The waiting story", extra='<script src="/hang.js"></script>')
    pages["/hang.js"] = hang  # a script it waits for never comes
    pages["/api.html"] = clicky("The silent story", "/api")
    pages["/api"] = api  # the comment API never answers the click
    site = Site(pages)
    try:
        faults = [site.url("/hang.html"), site.url("/script.html"), site.url("/api.html")]
        urls = [site.url(f"/{n}.html") for n in names]
        crawl = Crawl(tmp / "hung", {"urls": ",".join(faults + urls), "schedule": "immediate"}, {})
        crawl.run(timeout=600)
    finally:
        release.set()
        site.close()
    return judge(
        "hung servers (page, script, comment API never answer)",
        [crawl],
        urls,
        faults,
        outcomes(crawl, faults),
    )


def row_popup_storm(tmp: Path) -> Row:
    storm = article(
        "The stormy story",
        comments="",
        extra=(
            '<button class="show-comments" onclick="storm()">Show 11 comments</button><script>'
            "function storm() { for (let i = 0; i < 50; i++) window.open('/child.html?' + i, '_blank');"
            f"document.getElementById('comments').innerHTML = {json.dumps(comment_records('the stormy story'))}; }}"
            "</script>"
        ),
    )
    child = (
        "<!doctype html><html><body><p>child</p><script>"
        "window.open('/child.html?a' + Math.random(), '_blank'); window.open('/child.html?b' + Math.random(), '_blank');"
        "</script></body></html>"
    )
    names = ["one", "two"]
    pages = ordinary(names)
    pages["/storm.html"] = storm
    pages["/child.html"] = child
    site = Site(pages)
    try:
        urls = [site.url("/storm.html")] + [site.url(f"/{n}.html") for n in names]
        crawl = Crawl(tmp / "storm", {"urls": ",".join(urls), "schedule": "immediate"}, {})
        crawl.run(timeout=300)
    finally:
        site.close()
    stat = _stat(crawl.runs[-1].log, "comspider/browser/limit/popup_limit")
    return judge(
        "popup storm (a click opens 50 windows, each opening 2 more)",
        [crawl],
        urls,
        [],
        f"popup windows loaded {site.hits['/child.html']}, bound hit {stat}x; {outcomes(crawl, urls[:1])}",
    )


def row_browser_killed(tmp: Path, during: str) -> Row:
    moment = threading.Event()
    served: Counter[str] = Counter()

    def victim(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> str:
        served["victim"] += 1
        if served["victim"] == 1:
            moment.set()
            time.sleep(4)
        return article("The victim story")

    def api(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> str:
        served["api"] += 1
        if served["api"] == 1:
            moment.set()
            time.sleep(4)
        return comment_records("the victim story")

    names = ["one", "two", "three"]
    pages = ordinary(names)
    if during == "download":
        pages["/victim.html"] = victim
    else:
        pages["/victim.html"] = clicky("The victim story", "/api")
        pages["/api"] = api
    site = Site(pages)
    killed = [0]
    try:
        urls = [site.url("/one.html"), site.url("/victim.html")] + [site.url(f"/{n}.html") for n in names[1:]]
        crawl = Crawl(
            tmp / f"killed-{during}",
            {"urls": ",".join(urls), "schedule": "queued"},
            {
                "COMSPIDER_STATE_PATH": str(tmp / f"killed-{during}.sqlite3"),
                "COMSPIDER_SCHEDULE_POLICY": "paper",
                "COMSPIDER_WAIT_PRIOR_HOURS": 0,
                "COMSPIDER_RETRY_SECONDS": 1,
                "COMSPIDER_MIN_COMMENTS": 1,
                "COMSPIDER_DOWNLOAD_WATCHDOG": 20,
            },
        )

        def kill(proc: subprocess.Popen[bytes]) -> None:
            if moment.wait(240):
                killed[0] = kill_browser_processes(proc.pid)

        def stop(proc: subprocess.Popen[bytes]) -> None:
            threading.Thread(target=kill, args=(proc,), daemon=True).start()

        crawl.run(stop, timeout=300)
    finally:
        site.close()
    return judge(
        f"browser killed during the {during}",
        [crawl],
        urls,
        [],
        f"browser processes killed {killed[0]}; victim: {outcomes(crawl, [site.url('/victim.html')])}",
    )


def pending_batches(backend: str, settings: dict[str, Any], folder: Path) -> Callable[[], int]:
    """How many comment batches are being written now (staged, lines not all out yet)."""
    if backend == "redis":
        import redis

        from comspider.state.redis_stores import RedisSeenStore

        client = redis.Redis.from_url(settings["REDIS_URL"])
        key = RedisSeenStore(client, settings["COMSPIDER_QUEUE_PREFIX"]).k_batches
        return lambda: int(client.scard(key))
    path = folder / "state.sqlite3"
    return lambda: sqlite_pending_batches(path)


def sqlite_pending_batches(path: Path) -> int:
    """The comment batches being written now in a running crawl's SQLite state, read
    without disturbing it (read-only; 0 while the file does not exist or is busy)."""
    import sqlite3

    if not path.exists():
        return 0
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=1)) as conn:
            return int(conn.execute("SELECT COUNT(*) FROM pending_batches").fetchone()[0])
    except sqlite3.Error:
        return 0


SETTLED = re.compile(
    r"Settled (\d+) comment batch\(es\).*?: (\d+) line\(s\) were in their feed files, (\d+) written"
)


def settled(runs: list[Run]) -> tuple[int, int, int]:
    """Batches settled at start-up over the runs, lines found in the feeds, lines written again."""
    totals = [0, 0, 0]
    for run in runs:
        for match in SETTLED.finditer(run.log):
            for i in range(3):
                totals[i] += int(match.group(i + 1))
    return totals[0], totals[1], totals[2]


def row_sigkill(tmp: Path, schedule: str, backend: str, redis_url: str | None, seed: int = 5) -> Row:
    rng = random.Random(seed)
    names = [f"p{i}" for i in range(8)]
    site = Site(ordinary(names))
    folder = tmp / f"sigkill-{schedule}-{backend}"
    # Short leases, so that the Redis rows do not wait ten minutes for a killed worker's
    # claims (renewed every 2 s while a worker lives; SQLite releases them at restart).
    settings: dict[str, Any] = {"COMSPIDER_LEASE_SECONDS": 6, "COMSPIDER_MAX_ATTEMPTS": 5}
    if schedule == "queued":  # due at once, one visit each (enough comments)
        settings |= {
            "COMSPIDER_SCHEDULE_POLICY": "paper",
            "COMSPIDER_WAIT_PRIOR_HOURS": 0,
            "COMSPIDER_MIN_COMMENTS": 1,
            "COMSPIDER_ADMISSION_CONTROL": False,
        }
    if backend == "redis":
        settings |= {
            "COMSPIDER_BACKEND": "redis",
            "REDIS_URL": redis_url,
            "COMSPIDER_QUEUE_PREFIX": f"faults-{uuid.uuid4().hex[:8]}",
            "COMSPIDER_IDLE_BEFORE_CLOSE": 0,
            # a killed worker's site lease is free after 10 s (default 60 s)
            "COMSPIDER_SITE_LEASE_SECONDS": 10,
        }
    else:
        settings["COMSPIDER_STATE_PATH"] = str(folder / "state.sqlite3")
    urls = [site.url(f"/{n}.html") for n in names]
    crawl = Crawl(folder, {"urls": ",".join(urls), "schedule": schedule}, settings)
    visits = folder / "feeds" / "visits"
    kills = 0
    pending = pending_batches(backend, settings, folder)
    aimed = [0]
    try:
        for threshold in (1, 3, 5, None):

            def stop(proc: subprocess.Popen[bytes], threshold: int | None = threshold) -> str | None:
                if threshold is None:
                    return None
                deadline = time.monotonic() + 300
                while proc.poll() is None and time.monotonic() < deadline:
                    if visit_lines(visits) >= threshold:
                        # a random moment in the next 1.5 s, or sooner: the first moment a
                        # page's lines are being written (the window the batches close)
                        until = time.monotonic() + rng.uniform(0.0, 1.5)
                        while time.monotonic() < until and proc.poll() is None:
                            if pending():
                                aimed[0] += 1
                                break
                            time.sleep(0.002)
                        if proc.poll() is None:
                            os.killpg(proc.pid, signal.SIGKILL)
                            return "SIGKILL"
                        return None
                    time.sleep(0.05)
                return None

            run = crawl.run(stop, timeout=400)
            kills += run.signalled == "SIGKILL"
    finally:
        site.close()
    per_url = Counter(v["url"] for v in jsonl(visits))
    batches, found, again = settled(crawl.runs)
    return judge(
        f"SIGKILL x3, schedule={schedule}, {backend}",
        [crawl],
        urls,
        [],
        f"kills {kills} ({aimed[0]} while a page's lines were being written), runs {len(crawl.runs)}, "
        f"visit lines {sum(per_url.values())} for {len(urls)} pages (most per page "
        f"{max(per_url.values(), default=0)}); settled at restart: {batches} batches, {found} lines "
        f"found in the feeds, {again} written again",
    )


def row_stalled_psl(tmp: Path) -> Row:
    stalled = socket.socket()
    stalled.bind(("127.0.0.1", 0))
    stalled.listen()
    contacts = [0]
    held: list[socket.socket] = []

    def accept() -> None:
        while True:
            try:
                conn, _ = stalled.accept()
            except OSError:
                return
            contacts[0] += 1  # accepted and never answered
            held.append(conn)

    threading.Thread(target=accept, daemon=True).start()
    names = ["one", "two", "three"]
    site = Site(ordinary(names), cookies=True)
    try:
        urls = [site.url(f"/{n}.html") for n in names]
        crawl = Crawl(
            tmp / "psl",
            {"urls": ",".join(urls), "schedule": "immediate"},
            {},
            env={
                "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS": f"http://127.0.0.1:{stalled.getsockname()[1]}/psl.dat"
            },
        )
        crawl.run(timeout=300)
    finally:
        site.close()
        stalled.close()
        for conn in held:
            conn.close()
    return judge(
        "stalled Public Suffix List host (cookies set; TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS names it)",
        [crawl],
        urls,
        [],
        f"connections to the list host {contacts[0]}",
    )


def row_webrtc(tmp: Path) -> Row:
    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.2", 0))
    udp.settimeout(0.2)
    target = f"127.0.0.2:{udp.getsockname()[1]}"
    rtc = (
        "<script>const pc = new RTCPeerConnection({iceServers: ["
        f"{{urls: 'stun:{target}'}}, {{urls: 'turn:{target}?transport=udp', username: 'u', credential: 'p'}}]}});"
        "pc.createDataChannel('x'); pc.createOffer().then((o) => pc.setLocalDescription(o));</script>"
    )
    names = ["one", "two", "three"]
    pages: dict[str, str | Handler] = {f"/{n}.html": article(f"The {n} story", extra=rtc) for n in names}
    site = Site(pages)
    try:
        urls = [site.url(f"/{n}.html") for n in names]
        crawl = Crawl(tmp / "webrtc", {"urls": ",".join(urls), "schedule": "immediate"}, {})
        crawl.run(timeout=300)
    finally:
        site.close()
    datagrams = 0
    try:
        while True:
            udp.recvfrom(4096)
            datagrams += 1
    except OSError:
        pass
    udp.close()
    return judge(
        "WebRTC (STUN/TURN servers on 127.0.0.2 in every page)",
        [crawl],
        urls,
        [],
        f"UDP datagrams received by the STUN/TURN address {datagrams}",
    )


def row_workers(tmp: Path, redis_url: str, shared: bool = True, delay: float = 0.0) -> Row:
    """Three workers on one Redis crawl of one site's nine click-to-load pages: how many
    page visits run on the site at once, and with ``delay`` (``DOWNLOAD_DELAY``), the
    smallest gap between two page loads on the site, whichever workers made them."""
    lock = threading.Lock()
    spans: dict[str, list[float]] = {}

    def mark(name: str, end: bool = False) -> None:
        with lock:
            span = spans.setdefault(name, [time.monotonic(), time.monotonic()])
            if end:
                span[1] = time.monotonic()

    def page(name: str) -> Handler:
        html = clicky(f"The {name} story", f"/api?article={name}")

        def answer(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> str:
            mark(name)
            mark(name, end=True)
            return html

        return answer

    def api(handler: BaseHTTPRequestHandler, query: dict[str, list[str]]) -> str:
        name = query["article"][0]
        mark(name)
        time.sleep(1.0)
        mark(name, end=True)
        return comment_records(f"the {name} story")

    names = [f"a{i}" for i in range(9)]
    pages: dict[str, str | Handler] = {f"/{n}.html": page(n) for n in names}
    pages["/api"] = api
    site = Site(pages)
    prefix = f"polite-{uuid.uuid4().hex[:8]}"
    urls = [site.url(f"/{n}.html") for n in names]
    folder = tmp / ("workers" if shared else "workers-unshared") if not delay else tmp / "workers-delay"
    crawls = [
        Crawl(
            folder / f"worker{i}",
            {"urls": ",".join(urls)},
            {
                "COMSPIDER_BACKEND": "redis",
                "REDIS_URL": redis_url,
                "COMSPIDER_QUEUE_PREFIX": prefix,
                "CONCURRENT_REQUESTS": 2,
                "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
                "COMSPIDER_SCHEDULE_POLICY": "immediate",
                "COMSPIDER_ADMISSION_CONTROL": False,
                "COMSPIDER_IDLE_BEFORE_CLOSE": 5,
                "COMSPIDER_SITE_GATE_POLL": 0.1,
                "COMSPIDER_SITE_GATE_SHARED": shared,
                "DOWNLOAD_DELAY": delay,
            },
        )
        for i in range(3)
    ]
    threads = [threading.Thread(target=c.run, kwargs={"timeout": 400}) for c in crawls]
    try:
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        site.close()
    events = sorted([(s, 1) for s, _ in spans.values()] + [(e, -1) for _, e in spans.values()])
    now = peak = 0
    for _, step in events:
        now += step
        peak = max(peak, now)
    used = sum(1 for c in crawls if jsonl(c.workdir / "feeds" / "visits"))
    label = "3 workers on one site (Redis, 1 page at a time per site)"
    if not shared:
        label = "control: 3 workers, site gate not shared (COMSPIDER_SITE_GATE_SHARED=false)"
    loads = sorted(start for start, _ in spans.values())
    gaps = [b - a for a, b in itertools.pairwise(loads)]
    check = (
        f"most page visits at once on the site {peak}; workers that visited {used}; "
        f"smallest gap between two page loads {min(gaps, default=0.0):.2f} s"
    )
    if delay:
        label = f"3 workers on one site, DOWNLOAD_DELAY {delay:g} s (Redis)"
    return judge(label, crawls, urls, [], check)


# The Chromium flags and cookie middleware comspider had before it called nobody home
# (for the control row of the calls-home check).
OLD_CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
    "--disable-features=Translate,OptimizationHints,MediaRouter",
    "--mute-audio",
]


def row_calls_home(tmp: Path, control: bool = False) -> Row:
    """A crawl under strace (comspider_lab.egress_trace): every connection and datagram of
    the process tree that is not for the crawl's own site. The pages set cookies, run
    WebRTC towards addresses elsewhere, and one waits 12 s for an image (so that the
    browser lives long enough for its background services)."""
    from comspider_lab import egress_trace

    rtc = (
        "<script>try { const pc = new RTCPeerConnection({iceServers: [{urls: 'stun:192.0.2.10:3478'}]});"
        "pc.createDataChannel('x'); pc.createOffer().then((o) => pc.setLocalDescription(o)); } catch (e) {}</script>"
    )

    def slow_image(handler: BaseHTTPRequestHandler, _: dict[str, list[str]]) -> str:
        time.sleep(12)
        return ""

    names = ["one", "two", "three"]
    pages: dict[str, str | Handler] = {f"/{n}.html": article(f"The {n} story", extra=rtc) for n in names}
    pages["/one.html"] = article("The one story", extra=rtc + '<img src="/slow.png" alt="">')
    pages["/slow.png"] = slow_image
    site = Site(pages, cookies=True)
    folder = tmp / ("calls-home-control" if control else "calls-home")
    settings: dict[str, Any] = {}
    if control:
        settings = {
            "PLAYWRIGHT_LAUNCH_OPTIONS": {"headless": True, "args": OLD_CHROMIUM_ARGS},
            "DOWNLOADER_MIDDLEWARES": {
                "comspider.downloadermiddlewares.network_guard.NetworkGuardMiddleware": 50,
                "comspider.interaction.middleware.InteractionMiddleware": 950,
            },
        }
    urls = [site.url(f"/{n}.html") for n in names]
    crawl = Crawl(folder, {"urls": ",".join(urls), "schedule": "immediate"}, settings)
    folder.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if not k.startswith("TLDEXTRACT_")}
    env |= {"SCRAPY_SETTINGS_MODULE": "comspider.settings", "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true"}
    started = time.monotonic()
    try:
        trace = egress_trace.EgressTrace.run(
            command(crawl.args, {**FAST, **settings}),
            trace_file=folder / "strace.txt",
            cwd=folder,
            env=env,
            timeout=300,
        )
    finally:
        site.close()
    (folder / "run0.log").write_text(trace.output)
    crawl.runs.append(Run(trace.returncode, trace.output, round(time.monotonic() - started, 1), 0.0))
    violations = trace.violations({("127.0.0.1", int(site.base.rsplit(":", 1)[1]))})
    where = Counter(f"{e.ip}:{e.port}" for e in violations.elements())
    label = "no calls home: a crawl under strace"
    if control:
        label = "control: the same with the old Chromium flags and Scrapy's cookie middleware"
    return judge(
        label,
        [crawl],
        urls,
        [],
        f"connections or datagrams to anything but the site: {sum(violations.values())}"
        + (f" ({', '.join(f'{k} x{n}' for k, n in where.most_common(4))})" if where else "")
        + f"; route probes (UDP connect, nothing sent) {sum(trace.route_probes().values())}",
    )


def _stat(log: str, name: str) -> int:
    marker = f"'{name}': "
    for line in log.splitlines():
        if marker in line:
            try:
                return int(line.split(marker, 1)[1].rstrip(",}"))
            except ValueError:
                return 0
    return 0


# -- main -----------------------------------------------------------------------------------
def rows(tmp: Path, redis_url: str | None) -> dict[str, Callable[[], Row]]:
    table: dict[str, Callable[[], Row]] = {
        "meta_refresh": lambda: row_meta_refresh(tmp),
        "redirect_loops": lambda: row_redirect_loops(tmp),
        "hung_servers": lambda: row_hung_servers(tmp),
        "popup_storm": lambda: row_popup_storm(tmp),
        "killed_download": lambda: row_browser_killed(tmp, "download"),
        "killed_interaction": lambda: row_browser_killed(tmp, "interaction"),
        "sigkill_queued_sqlite": lambda: row_sigkill(tmp, "queued", "sqlite", None),
        "sigkill_immediate_sqlite": lambda: row_sigkill(tmp, "immediate", "sqlite", None),
        "stalled_psl": lambda: row_stalled_psl(tmp),
        "webrtc": lambda: row_webrtc(tmp),
        "calls_home": lambda: row_calls_home(tmp),
        "calls_home_control": lambda: row_calls_home(tmp, control=True),
    }
    if redis_url:
        table |= {
            "sigkill_queued_redis": lambda: row_sigkill(tmp, "queued", "redis", redis_url),
            "sigkill_immediate_redis": lambda: row_sigkill(tmp, "immediate", "redis", redis_url),
            "workers": lambda: row_workers(tmp, redis_url),
            "workers_control": lambda: row_workers(tmp, redis_url, shared=False),
            "workers_delay": lambda: row_workers(tmp, redis_url, delay=10.0),
        }
    return table


def main(argv: list[str] | None = None) -> int:
    args = parse_arguments(argv, "faults", HELP)
    with working_folder("comspider-faults-", args.keep) as (tmp, redis_url):
        table = rows(tmp, redis_url)
        if args.list:
            print("\n".join(table))
            return 0
        results = run_rows(table, args.only)
        print_table(results, BUDGET_MB)
        if not redis_url:
            print("\n(redis-server not found: the Redis rows were not run)")
        bad = [
            r.name
            for r in results
            if not (r.finished and r.lost == 0 and r.doubled == 0 and r.peak_mb <= BUDGET_MB)
        ]
        if bad:
            print(f"\nrows that do not read finished / 0 lost / 0 doubled / within budget: {bad}")
        print(f"\nworking folder: {tmp}" if args.keep else "")
        return 1 if bad else 0
