"""The output fault table: real `comspider crawl` processes whose output fails or that are
interrupted, and the same command run again.

    python -m comspider_lab evaluate output_faults [--only NAME,...] [--list] [--keep]

Every row crawls a small loopback site (articles whose URLs have commas, 11 comments
each) with a real `comspider crawl` (Chromium, ``COMSPIDER_ALLOW_PRIVATE_NETWORKS=true``),
in one schedule (``immediate`` or ``queued``) and one crawl state (SQLite, or a private
redis-server), and does to it what a user meets:

- unwritable output: ``--output /proc/nope/out.jsonl`` (a folder that cannot be made);
- read-only output: an output file made immutable (``chattr +i``; ``chmod 444`` when not
  root) before the crawl;
- disk full: the output on a tmpfs of 20 KB (two pages' lines fit, the third's do not);
  without the right to mount, a link to /dev/full (every write fails), said in the row;
- read-only mid-crawl: the output file made immutable after the first visit line;
- folder removed: the output's folder deleted after the first visit line (its lines
  until then are copied first: they were written, and the user deleted them);
- SIGINT once, SIGINT twice: Ctrl-C after the first visit line (the second a second
  later);
- every URL failing: pages the site does not have (HTTP 404).

Then, but for the last row, the crawl is run again as its last line says (the same
command, with an output it can write) until it exits 0. For each row:

- status: the faulty run's exit status, and the one expected (README, "Crawling the real
  web");
- last line: the faulty run's last line (shortened), checked against the one expected;
- lost: comments of the site not in any output file at the end (the ground truth: every
  article's 11 comments; none for the failing URLs);
- twice: comment ids in the output files more than once;
- re-run: the exit status of each run after the faulty one.

A row is green when the status and the last line are the expected ones and nothing is
lost or written twice.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from comspider_lab import local_redis
from comspider_lab.hand_pages import COMMENTERS, article
from comspider_lab.processes import stop_process

HELP = "output faults and interruptions of comspider crawl: exit status, last line, lost, written twice"

PAGES = 5
TIMEOUT = 900  # s for one crawl; a Redis re-run may wait out a claim's lease (600 s)
TMPFS_KB = 20  # two pages' lines (about 8.5 KB each) fit, the third's do not
SETTINGS = ("COMSPIDER_ALLOW_PRIVATE_NETWORKS=true", "DOWNLOAD_DELAY=0", "AUTOTHROTTLE_ENABLED=false")
# A queued crawl of pages with no learned timing waits the prior T_W (3.84 h) before a
# visit: these make its pages due at once, visited once each.
QUEUED = (
    "COMSPIDER_SCHEDULE_POLICY=paper",
    "COMSPIDER_WAIT_PRIOR_HOURS=0",
    "COMSPIDER_MIN_COMMENTS=1",
    "COMSPIDER_ADMISSION_CONTROL=false",
)

NEXT_KEPT = "  next: the "  # ...N comment(s) it could not write are kept in the crawl state
NEXT_AGAIN = "  next: run the same command again to go on"
NEXT_FAILED = "  next: see the failures by reason above"
STOPPED_AT_ONCE = "comspider crawl: stopped at once (a second signal)"


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


class Site:
    """The articles on loopback: ``/news/<n>,UAf9GNd.html``."""

    def __init__(self, root: Path) -> None:
        (root / "news").mkdir(parents=True, exist_ok=True)
        self.names = [f"story-{n}" for n in range(PAGES)]
        for name in self.names:
            (root / "news" / f"{name},UAf9GNd.html").write_text(article(f"The {name} story"), "utf-8")
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(root)))
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        port = self.server.server_address[1]
        self.urls = [f"http://127.0.0.1:{port}/news/{name},UAf9GNd.html" for name in self.names]

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@dataclass
class Run:
    status: int
    log: str
    seconds: float

    @property
    def last_line(self) -> str:
        lines = [line for line in self.log.splitlines() if line.strip()]
        return lines[-1] if lines else ""


@dataclass
class Row:
    name: str
    schedule: str
    backend: str
    expected_status: int
    expected_last: str
    runs: list[Run] = field(default_factory=list)
    lost: int = 0
    twice: int = 0
    note: str = ""

    @property
    def ok(self) -> bool:
        first = self.runs[0] if self.runs else None
        return (
            first is not None
            and first.status == self.expected_status
            and first.last_line.startswith(self.expected_last)
            and self.lost == 0
            and self.twice == 0
            and all(r.status == 0 for r in self.runs[1:])
        )

    def line(self) -> str:
        first = self.runs[0]
        last = first.last_line.strip()
        last = last if len(last) <= 70 else last[:69] + "…"
        again = ", ".join(str(r.status) for r in self.runs[1:]) or "–"
        seconds = sum(r.seconds for r in self.runs)
        return (
            f"| {self.name}{f' ({self.note})' if self.note else ''} | {self.schedule} | {self.backend} "
            f"| {first.status} ({self.expected_status}) | `{last}` | {again} | {self.lost} | {self.twice} "
            f"| {seconds:.0f} | {'yes' if self.ok else 'NO'} |"
        )


Action = Callable[[subprocess.Popen[bytes], Path], None]


class Lab:
    def __init__(self, tmp: Path, redis_url: str | None) -> None:
        self.tmp = tmp
        self.redis_url = redis_url
        self.site = Site(tmp / "site")

    def close(self) -> None:
        self.site.close()

    # -- a crawl ------------------------------------------------------------------------
    def crawl(
        self, work: Path, output: str, schedule: str, backend: str, urls: list[str], act: Action | None
    ) -> Run:
        work.mkdir(parents=True, exist_ok=True)
        command = [sys.executable, "-m", "comspider", "crawl", "--schedule", schedule, "--output", output]
        for url in urls:
            command += ["--url", url]
        queued = QUEUED if schedule == "queued" else ()
        for setting in (*SETTINGS, *queued, *self.backend_settings(backend, work)):
            command += ["-s", setting]
        env = {k: v for k, v in os.environ.items() if not k.startswith(("SCRAPY_", "COMSPIDER_"))}
        log = work / f"run-{len(list(work.glob('run-*.log')))}.log"
        started = time.monotonic()
        with log.open("wb") as out:
            proc = subprocess.Popen(command, cwd=work, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            if act is not None:
                act(proc, log)
            proc.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            pass  # recorded as status -9 (killed here): the row is not green
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        return Run(proc.returncode, log.read_text("utf-8", errors="replace"), time.monotonic() - started)

    def backend_settings(self, backend: str, work: Path) -> list[str]:
        if backend != "redis":
            return []
        assert self.redis_url is not None
        return [
            "COMSPIDER_BACKEND=redis",
            f"REDIS_URL={self.redis_url}",
            f"COMSPIDER_QUEUE_PREFIX={work.name}",
            "COMSPIDER_IDLE_BEFORE_CLOSE=0",
        ]

    # -- a row --------------------------------------------------------------------------
    def row(
        self,
        name: str,
        schedule: str,
        backend: str,
        output: str,
        act: Action | None,
        expected: tuple[int, str],
        *,
        urls: list[str] | None = None,
        rerun: str | None = "good.jsonl",
        prepare: Callable[[Path], str] | None = None,
        cleanup: Callable[[Path], None] | None = None,
    ) -> Row:
        slug = name.replace(" ", "-")
        work = self.tmp / f"{slug}-{schedule}-{backend}-{uuid.uuid4().hex[:6]}"
        work.mkdir(parents=True)
        row = Row(name, schedule, backend, *expected)
        if prepare is not None:
            row.note = prepare(work)
        given = urls if urls is not None else self.site.urls
        try:
            row.runs.append(self.crawl(work, output, schedule, backend, given, act))
            for _ in range(3):  # as the last line says, until it exits 0
                if rerun is None or (len(row.runs) > 1 and row.runs[-1].status == 0):
                    break
                row.runs.append(self.crawl(work, rerun, schedule, backend, given, None))
        finally:
            if cleanup is not None:
                cleanup(work)
        if urls is None:
            row.lost, row.twice = count(work)
        return row


def count(work: Path) -> tuple[int, int]:
    """(comments of the site in no output file, comment ids in them more than once):
    every whole JSON line of every .jsonl file under ``work``."""
    ids: Counter[str] = Counter()
    articles: Counter[str] = Counter()
    for path in work.rglob("*.jsonl"):
        if not path.is_file():
            continue
        for line in path.read_bytes().splitlines():
            try:
                row = json.loads(line)
            except ValueError:
                continue  # a line cut short
            if isinstance(row, dict) and row.get("type") == "comment":
                ids[row["comment_id"]] += 1
                articles[row["article_url"]] += 1
    expected = PAGES * len(COMMENTERS)
    return max(0, expected - len(ids)), sum(n - 1 for n in ids.values() if n > 1)


# -- the faults -------------------------------------------------------------------------
def after_first_visit(then: Callable[[subprocess.Popen[bytes], Path], None]) -> Action:
    """``then(process, working folder)`` once the crawl's first visit line is out."""

    def act(proc: subprocess.Popen[bytes], log: Path) -> None:
        while proc.poll() is None and "Visited " not in log.read_text("utf-8", errors="replace"):
            time.sleep(0.1)
        if proc.poll() is None:
            then(proc, log.parent)

    return act


def interrupt(times: int) -> Action:
    def send(proc: subprocess.Popen[bytes], work: Path) -> None:
        for n in range(times):
            if n:
                time.sleep(1.0)
            proc.send_signal(signal.SIGINT)

    return after_first_visit(send)


def make_immutable(path: Path) -> None:
    if os.geteuid() == 0:
        subprocess.run(["chattr", "+i", str(path)], check=True)
    else:
        path.chmod(0o444)


def make_mutable(path: Path) -> None:
    if path.exists() and os.geteuid() == 0:
        subprocess.run(["chattr", "-i", str(path)], check=False)


def can_mount() -> bool:
    return os.geteuid() == 0 and shutil.which("mount") is not None


def rows(lab: Lab) -> dict[str, Callable[[], list[Row]]]:
    kept = (1, NEXT_KEPT)

    def unwritable() -> list[Row]:
        expected = (
            2,
            "comspider crawl: error: --output '/proc/nope/out.jsonl': cannot make the folder /proc/nope",
        )
        return [lab.row("unwritable output", "immediate", "sqlite", "/proc/nope/out.jsonl", None, expected)]

    def read_only() -> list[Row]:
        def prepare(work: Path) -> str:
            (work / "ro.jsonl").write_text("")
            make_immutable(work / "ro.jsonl")
            return "chattr +i" if os.geteuid() == 0 else "chmod 444"

        expected = (2, "comspider crawl: error: --output 'ro.jsonl': cannot write ro.jsonl: ")
        return [
            lab.row(
                "read-only output file",
                "immediate",
                "sqlite",
                "ro.jsonl",
                None,
                expected,
                prepare=prepare,
                cleanup=lambda w: make_mutable(w / "ro.jsonl"),
            )
        ]

    def disk_full(schedule: str, backend: str) -> Row:
        def prepare(work: Path) -> str:
            disk = work / "disk"
            disk.mkdir()
            if can_mount():
                subprocess.run(
                    ["mount", "-t", "tmpfs", "-o", f"size={TMPFS_KB}k", "tmpfs", str(disk)], check=True
                )
                return f"tmpfs of {TMPFS_KB} KB"
            (disk / "out.jsonl").symlink_to("/dev/full")
            return "/dev/full"

        def cleanup(work: Path) -> None:
            disk = work / "disk"
            if os.path.ismount(disk):  # its lines are counted after the unmount: copy them out
                if (disk / "out.jsonl").is_file():
                    shutil.copyfile(disk / "out.jsonl", work / "full-disk-lines.jsonl")
                subprocess.run(["umount", str(disk)], check=False)

        return lab.row(
            "disk full mid-crawl",
            schedule,
            backend,
            "disk/out.jsonl",
            None,
            kept,
            prepare=prepare,
            cleanup=cleanup,
        )

    def immutable_mid(schedule: str, backend: str) -> Row:
        row = lab.row(
            "read-only mid-crawl",
            schedule,
            backend,
            "out.jsonl",
            after_first_visit(lambda proc, work: make_immutable(work / "out.jsonl")),
            kept,
            cleanup=lambda work: make_mutable(work / "out.jsonl"),
        )
        row.note = "chattr +i" if os.geteuid() == 0 else "chmod 444"
        return row

    def folder_removed(schedule: str, backend: str) -> Row:
        def remove(proc: subprocess.Popen[bytes], work: Path) -> None:
            # its lines so far were written: the user deletes them, the crawl does not lose them
            shutil.copyfile(work / "feeds" / "out.jsonl", work / "before-removal.jsonl")
            shutil.rmtree(work / "feeds")

        return lab.row(
            "folder removed mid-crawl", schedule, backend, "feeds/out.jsonl", after_first_visit(remove), kept
        )

    def sigint(times: int, schedule: str, backend: str) -> Row:
        expected = (130, NEXT_AGAIN if times == 1 else STOPPED_AT_ONCE)
        name = "SIGINT once" if times == 1 else "SIGINT twice"
        return lab.row(name, schedule, backend, "out.jsonl", interrupt(times), expected, rerun="out.jsonl")

    def failing(schedule: str) -> list[Row]:
        # HTTP 404: a failure that would happen again, so a queued crawl does not wait
        # to retry it (a passing one, such as a refused connection, is retried later)
        base = lab.site.urls[0].rsplit("/", 1)[0]
        urls = [f"{base}/gone-{n},UAf9GNd.html" for n in range(3)]
        return [
            lab.row(
                "every URL failing",
                schedule,
                "sqlite",
                "out.jsonl",
                None,
                (1, NEXT_FAILED),
                urls=urls,
                rerun=None,
            )
        ]

    backends = ["sqlite", "redis"] if lab.redis_url else ["sqlite"]
    table: dict[str, Callable[[], list[Row]]] = {
        "unwritable": unwritable,
        "read_only": read_only,
        "disk_full": lambda: [disk_full("immediate", "sqlite"), disk_full("queued", backends[-1])],
        "read_only_mid": lambda: [
            immutable_mid("immediate", "sqlite"),
            immutable_mid("queued", backends[-1]),
        ],
        "folder_removed": lambda: [
            folder_removed("immediate", "sqlite"),
            folder_removed("queued", backends[-1]),
        ],
        "sigint_once": lambda: [
            sigint(1, s, b) for s, b in (("immediate", "sqlite"), ("queued", backends[-1]))
        ],
        "sigint_twice": lambda: [
            sigint(2, s, b) for s, b in (("immediate", "sqlite"), ("queued", backends[-1]))
        ],
        "failing": lambda: failing("immediate") + failing("queued"),
    }
    return table


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m comspider_lab evaluate output_faults", description=HELP)
    parser.add_argument("--only", default="", help="comma-separated row groups (see --list)")
    parser.add_argument("--list", action="store_true", help="list the row groups and exit")
    parser.add_argument("--keep", action="store_true", help="keep the working folder (logs, outputs)")
    args = parser.parse_args(argv)
    tmp = Path(tempfile.mkdtemp(prefix="comspider-output-faults-"))
    redis_proc = None
    redis_url = None
    if local_redis.available():
        redis_proc, port = local_redis.start_redis(tmp)
        redis_url = f"redis://127.0.0.1:{port}/0"
    lab = Lab(tmp, redis_url)
    try:
        table = rows(lab)
        if args.list:
            print("\n".join(table))
            return 0
        wanted = [n for n in args.only.split(",") if n] or list(table)
        unknown = [n for n in wanted if n not in table]
        if unknown:
            raise SystemExit(f"unknown rows {unknown}; choose from {', '.join(table)}")
        results: list[Row] = []
        for name in wanted:
            print(f"running {name} ...", file=sys.stderr, flush=True)
            for row in table[name]():
                results.append(row)
                print(row.line(), file=sys.stderr, flush=True)
        print(
            f"\n{PAGES} articles of {len(COMMENTERS)} comments each, their URLs with commas (--url); "
            "the re-runs as the last line says (an output it can write)\n"
        )
        print(
            "| fault | schedule | state | exit status (expected) | last line | re-runs | lost | twice | seconds | green |"
        )
        print("|---|---|---|---|---|---|---|---|---|---|")
        for row in results:
            print(row.line())
        if not redis_url:
            print("\n(redis-server not found: the Redis rows were not run)")
        bad = [f"{r.name}/{r.schedule}/{r.backend}" for r in results if not r.ok]
        if bad:
            print(f"\nrows not green: {bad}")
        if args.keep:
            print(f"\nworking folder: {tmp}")
        return 1 if bad else 0
    finally:
        lab.close()
        if redis_proc is not None:
            stop_process(redis_proc)
        if not args.keep:
            for path in tmp.rglob("*"):  # immutable files left by a failed row
                make_mutable(path) if path.is_file() else None
            for mount in tmp.rglob("disk"):
                if os.path.ismount(mount):
                    subprocess.run(["umount", str(mount)], check=False)
            shutil.rmtree(tmp, ignore_errors=True)
