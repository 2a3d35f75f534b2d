"""``schedule=immediate`` with a kept state (here ``COMSPIDER_STATE_PATH``; a JOBDIR does
the same) resumes like a queued crawl: a graceful stop, a SIGKILL and a restart never
visit a page twice, never lose one, and never write a comment twice.

Run 1 is stopped with SIGTERM while one of its pages hangs in the browser (its server
never answers): the stop is bounded (``COMSPIDER_SHUTDOWN_TIMEOUT``), the hung visit is
cut short and not counted. Run 2 is SIGKILLed (its whole process group) after one more
visit. Run 3 runs to its end. Then every article was visited once (at most one visit
line each), no comment was written twice, the page queue holds every article as done, and
every comment is in the feeds but those of a page whose writing the SIGKILL cut short
(the known window: a comment is recorded as written just before its line goes out)."""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from collections import Counter
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from comspider.state.backend import open_sqlite
from comspider.url_keys import article_key
from comspider_lab.hand_pages import article
from tests.conftest import COMMENTERS, TEST_SETTINGS, crawl_command, read_jsonl

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NAMES = ("one", "two", "three", "four")


def serve(
    root: Path, host: str, hang: threading.Event | None = None, hit: threading.Event | None = None
) -> ThreadingHTTPServer:
    class Handler(SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

        def do_GET(self) -> None:
            if hang is not None and self.path.startswith("/hung.html") and not hang.is_set():
                if hit is not None:
                    hit.set()
                hang.wait(600)  # no answer until the test lets it go
            try:
                super().do_GET()
            except OSError:
                pass

    server = ThreadingHTTPServer((host, 0), partial(Handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def lines(folder: Path) -> int:
    return sum(p.read_bytes().count(b"\n") for p in folder.glob("*.jsonl")) if folder.is_dir() else 0


def test_an_immediate_crawl_stops_on_time_resumes_and_writes_each_comment_once(tmp_path: Path) -> None:
    site, other = tmp_path / "site", tmp_path / "other"
    site.mkdir()
    other.mkdir()
    for name in NAMES:
        (site / f"{name}.html").write_text(article(f"The {name} story"), encoding="utf-8")
    (other / "hung.html").write_text(article("The hung story"), encoding="utf-8")
    release, requested = threading.Event(), threading.Event()
    main = serve(site, "127.0.0.1")
    slow = serve(other, "127.0.0.2", hang=release, hit=requested)  # another site: in parallel
    urls = [f"http://127.0.0.1:{main.server_address[1]}/{n}.html" for n in NAMES]
    urls.insert(1, f"http://127.0.0.2:{slow.server_address[1]}/hung.html")
    state = tmp_path / "state.sqlite3"
    workdir = tmp_path / "crawl"
    workdir.mkdir()
    command = crawl_command(
        {"urls": ",".join(urls), "schedule": "immediate"},
        {
            **TEST_SETTINGS,
            "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
            "COMSPIDER_STATE_PATH": str(state),
            "COMSPIDER_SHUTDOWN_TIMEOUT": 5,
            # the hung page would hold a graceful stop for ten minutes
            "PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT": 600_000,
            "COMSPIDER_DOWNLOAD_WATCHDOG": 0,
        },
    )
    env = {
        **os.environ,
        "SCRAPY_SETTINGS_MODULE": "comspider.settings",
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
    }
    visits_dir = workdir / "feeds" / "visits"
    logs: list[str] = []

    def run(stop: str | None) -> int:
        log = workdir / f"run{len(logs)}.log"
        with log.open("w") as out:
            proc = subprocess.Popen(
                command, cwd=workdir, env=env, stdout=out, stderr=subprocess.STDOUT, start_new_session=True
            )
            try:
                if stop == "term":  # once the hung page is in the browser and a visit is done
                    while proc.poll() is None and not (requested.is_set() and lines(visits_dir) >= 1):
                        time.sleep(0.05)
                    proc.send_signal(signal.SIGTERM)
                elif stop == "kill":
                    before = lines(visits_dir)
                    while proc.poll() is None and lines(visits_dir) < before + 1:
                        time.sleep(0.05)
                    os.killpg(proc.pid, signal.SIGKILL)
                # a hang detector, not a timing figure: without the bounded stop, run 1
                # would wait for the hung page for ten minutes
                proc.wait(timeout=150)
            finally:
                if proc.poll() is None:
                    os.killpg(proc.pid, signal.SIGKILL)
                    proc.wait()
        logs.append(log.read_text(errors="replace"))
        return proc.returncode

    try:
        first = run("term")
        release.set()  # the hung page answers from now on
        run("kill")
        last = run(None)
    finally:
        release.set()
        for server in (main, slow):
            server.shutdown()
            server.server_close()

    assert first == 0, logs[0][-3000:]
    assert "'finish_reason': 'shutdown'" in logs[0], logs[0][-3000:]
    assert "cut short, not counted" in logs[0], logs[0][-3000:]
    assert last == 0 and "'finish_reason': 'finished'" in logs[-1], logs[-1][-3000:]
    assert "Traceback" not in "".join(logs)

    visits = read_jsonl(visits_dir)
    comments = read_jsonl(workdir / "feeds" / "comments")
    per_page = Counter(article_key(v["url"]) for v in visits)
    assert max(per_page.values()) == 1, per_page  # never visited twice
    assert all(v["outcome"] == "comments_found" for v in visits), visits
    emitted = Counter((article_key(c["article_url"]), c["comment_id"]) for c in comments)
    assert max(emitted.values()) == 1, "a comment was written twice"
    per_article = Counter(key for key, _ in emitted)
    backend = open_sqlite(state)
    try:
        stats = backend.queue.stats()
        seen = {article_key(u): backend.seen.seen_count(article_key(u)) for u in urls}
    finally:
        backend.close()
    assert stats["state/done"] == len(urls) and stats.get("state/pending", 0) == 0, stats  # no page lost
    assert seen == {article_key(u): len(COMMENTERS) for u in urls}, seen  # every comment was found
    # Written: all of them, except the comments of a page whose writing the SIGKILL cut
    # short (they are recorded as written just before their lines go out, so that none
    # is ever written twice): at most one page, for the one kill.
    cut = {key: seen[key] - per_article[key] for key in seen if per_article[key] < seen[key]}
    assert len(cut) <= 1, (cut, per_article)
