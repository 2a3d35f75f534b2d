"""A crashed browser in the middle of a crawl: Chromium's browser process is killed
(SIGKILL) twice, once while it loads one article and once during another's interaction
(the click that loads its comments is waiting for the comment API). One warning and a
stat say so each time; a page that was loading is downloaded again in a relaunched
browser (by scrapy-playwright at once, or by the interaction middleware's try in the same
run, whichever the moment of the kill leads to; a download left hanging is given up by the
watchdog); a page whose interaction lost its browser (``browser_closed``) is never an
empty page: the same visit is tried again in the same run, alone in the browser, after a
back-off (one warning each, the stat ``comspider/browser/retried``). Every article ends
with all its comments, nothing is lost and nothing written twice, and the crawl ends on
its own."""

from __future__ import annotations

import os
import signal
import subprocess
import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from comspider.browser.processes import browser_processes
from comspider_lab.hand_pages import article
from tests.conftest import COMMENTERS, TEST_SETTINGS, comment_records, crawl_command, read_jsonl

pytestmark = [pytest.mark.browser, pytest.mark.slow]

TIMEOUT = 300


def clicky_article(title: str) -> str:
    """Comments behind a button that fetches them from a (slow) comment API."""
    return (
        f'<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title></head>'
        f"<body><article><h1>{title}</h1><p>{'The article text. ' * 30}</p></article>"
        '<button class="show-comments" onclick="load()">Show 11 comments</button>'
        '<section id="comments"></section><script>function load() {'
        "fetch('/api/comments').then(r => r.text()).then(h => {"
        "document.getElementById('comments').innerHTML = h; }); }</script></body></html>"
    )


def test_a_killed_browser_costs_one_visit_and_nothing_else(tmp_path: Path):
    root = tmp_path / "site"
    root.mkdir()
    for name in ("first", "victim", "last"):
        (root / f"{name}.html").write_text(article(f"The {name} story"), encoding="utf-8")
    (root / "clicky.html").write_text(clicky_article("The clicky story"), encoding="utf-8")
    loading_victim = threading.Event()
    interacting = threading.Event()
    served = {"victim": 0, "api": 0}

    class Handler(SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

        def do_GET(self) -> None:
            if self.path.startswith("/api/comments"):
                served["api"] += 1
                if served["api"] == 1:  # the first click's request: the browser dies now
                    interacting.set()
                    time.sleep(4)
                body = comment_records("the clicky story").encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                return
            if self.path.startswith("/victim.html"):
                served["victim"] += 1
                if served["victim"] == 1:  # the first load hangs until the browser is gone
                    loading_victim.set()
                    time.sleep(4)
            super().do_GET()

    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    urls = ",".join(f"{base}/{n}.html" for n in ("first", "victim", "clicky", "last"))
    workdir = tmp_path / "crawl"
    workdir.mkdir()
    # the page queue with no wait: due at once, a failed visit due again after a second;
    # no admission control (with T_W = 0 it refuses any page that would wait at all, and
    # the four pages of one site, one at a time, wait for each other)
    settings = {
        **TEST_SETTINGS,
        "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
        "COMSPIDER_SCHEDULE_POLICY": "paper",
        "COMSPIDER_WAIT_PRIOR_HOURS": 0,
        "COMSPIDER_ADMISSION_CONTROL": False,
        "COMSPIDER_RETRY_SECONDS": 1,
        # a visit that lost its browser is tried again after 1 s, not the default 5 s
        "COMSPIDER_BROWSER_RETRY_SECONDS": 1,
        "COMSPIDER_MIN_COMMENTS": 1,
        "COMSPIDER_DOWNLOAD_WATCHDOG": 20,
    }
    env = {
        **os.environ,
        "SCRAPY_SETTINGS_MODULE": "comspider.settings",
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
    }
    proc = subprocess.Popen(
        crawl_command({"urls": urls, "schedule": "queued"}, settings),
        cwd=workdir,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    killed: list[int] = []

    def kill_browser() -> None:
        waiting = [loading_victim, interacting]
        deadline = time.monotonic() + 240
        while waiting and time.monotonic() < deadline:
            for moment in list(waiting):
                if moment.is_set():
                    waiting.remove(moment)
                    for pid in browser_processes(proc.pid):
                        os.kill(pid, signal.SIGKILL)
                        killed.append(pid)
            time.sleep(0.05)

    killer = threading.Thread(target=kill_browser, daemon=True)
    killer.start()
    try:
        log, _ = proc.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        proc.kill()
        log, _ = proc.communicate()
        raise AssertionError("the crawl did not finish:\n" + log[-6000:]) from None
    finally:
        if proc.poll() is None:
            proc.kill()
        server.shutdown()
        server.server_close()
    killer.join(5)
    (workdir / "crawl.log").write_text(log, encoding="utf-8")

    assert len(killed) >= 2, "the browser was not killed twice"
    assert proc.returncode == 0, log[-3000:]
    visits = read_jsonl(workdir / "feeds" / "visits")
    comments = read_jsonl(workdir / "feeds" / "comments")
    victim = [v for v in visits if v["url"].endswith("/victim.html")]
    assert victim and victim[-1]["outcome"] == "comments_found", victim
    assert all(v["outcome"] == "error" and v["reason"] for v in victim[:-1]), victim
    # killed during the interaction: the browser's loss (browser_closed), not an empty
    # page; the same visit tried again in this run finds all its comments
    clicky = [v for v in visits if v["url"].endswith("/clicky.html")]
    assert [v["outcome"] for v in clicky] == ["comments_found"], clicky
    retried = [line for line in log.splitlines() if "Visit of " in line and "lost its browser" in line]
    assert any("/clicky.html lost its browser (browser_closed)" in line for line in retried), log[-5000:]
    assert served["api"] >= 2, served
    for name in ("first", "last"):
        assert [v["outcome"] for v in visits if v["url"].endswith(f"/{name}.html")][-1] == "comments_found", (
            visits
        )
    per_page: dict[str, int] = {}
    for c in comments:
        per_page[c["article_url"]] = per_page.get(c["article_url"], 0) + 1
    assert sorted(per_page.values()) == [len(COMMENTERS)] * 4, per_page
    assert len({c["comment_id"] for c in comments}) == len(comments)
    # one clear line and a stat about the crash
    warnings = [line for line in log.splitlines() if "WARNING" in line and "Chromium disconnected" in line]
    assert len(warnings) >= 1, log[-5000:]
    assert "'comspider/browser/disconnected': " in log, log[-3000:]
