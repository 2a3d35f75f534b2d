"""Politeness across workers: three `scrapy crawl news_comments` workers on one Redis
share one crawl of six articles of one site, each of which loads its comments on a click
from a slow comment API. The site sees one page visit at a time (its loading, clicks and
API calls), whichever worker makes it: the per-site gate is a lease in Redis. A loopback
server records, per article, when its first request began and its last one ended; no two
articles' spans overlap."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import threading
import time
import uuid
from collections import Counter
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from comspider.url_keys import article_key
from tests.conftest import COMMENTERS, TEST_SETTINGS, comment_records, crawl_command, read_jsonl

pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.redis]

NAMES = [f"a{i}" for i in range(6)]
WORKERS = 3


def article(name: str) -> str:
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The {name} story</title></head>
<body><article><h1>The {name} story</h1><p>{"The article text. " * 30}</p></article>
<button class="show-comments" onclick="load()">Show {len(COMMENTERS)} comments</button>
<section id="comments"></section>
<script>function load() {{ fetch('/api/comments?article={name}').then(r => r.text()).then(h => {{
  document.getElementById('comments').innerHTML = h; }}); }}</script></body></html>"""


class SiteLog:
    """Per article: [first request start, last request end] as the site saw them."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.spans: dict[str, list[float]] = {}

    def begin(self, name: str) -> None:
        with self.lock:
            span = self.spans.setdefault(name, [time.monotonic(), time.monotonic()])
            span[0] = min(span[0], time.monotonic())

    def end(self, name: str) -> None:
        with self.lock:
            self.spans[name][1] = time.monotonic()

    def peak(self) -> int:
        """Most articles in progress at once."""
        events = sorted([(s, 1) for s, _ in self.spans.values()] + [(e, -1) for _, e in self.spans.values()])
        now = peak = 0
        for _, step in events:  # an end at the same instant as a start comes first
            now += step
            peak = max(peak, now)
        return peak


def serve(root: Path, log: SiteLog) -> ThreadingHTTPServer:
    class Handler(SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

        def do_GET(self) -> None:
            parts = urlsplit(self.path)
            if parts.path == "/api/comments":
                name = parse_qs(parts.query)["article"][0]
                log.begin(name)
                time.sleep(1.0)  # a slow comment API: overlapping visits would show here
                body = comment_records(f"the {name} story").encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
                log.end(name)
                return
            name = parts.path.strip("/").removesuffix(".html")
            if name in NAMES:
                log.begin(name)
            super().do_GET()
            if name in NAMES:
                log.end(name)

    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def test_three_workers_visit_one_site_one_page_at_a_time(tmp_path: Path, redis_url: str) -> None:
    root = tmp_path / "site"
    root.mkdir()
    for name in NAMES:
        (root / f"{name}.html").write_text(article(name), encoding="utf-8")
    site = SiteLog()
    server = serve(root, site)
    urls = ",".join(f"http://127.0.0.1:{server.server_address[1]}/{n}.html" for n in NAMES)
    command = crawl_command(
        {"urls": urls},
        {
            **TEST_SETTINGS,
            "COMSPIDER_BACKEND": "redis",
            "REDIS_URL": redis_url,
            "COMSPIDER_QUEUE_PREFIX": f"polite-{uuid.uuid4().hex[:8]}",
            "CONCURRENT_REQUESTS": 2,
            "CONCURRENT_REQUESTS_PER_DOMAIN": 1,  # the configured concurrency per site
            "COMSPIDER_SCHEDULE_POLICY": "immediate",
            "COMSPIDER_ADMISSION_CONTROL": False,
            "COMSPIDER_IDLE_BEFORE_CLOSE": 5,
            "COMSPIDER_SITE_GATE_POLL": 0.1,
        },
    )
    env = {
        **os.environ,
        "SCRAPY_SETTINGS_MODULE": "comspider.settings",
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
    }
    procs, logs = [], []
    try:
        for i in range(WORKERS):
            workdir = tmp_path / f"worker{i}"
            workdir.mkdir()
            log = (workdir / "crawl.log").open("w")
            logs.append(workdir / "crawl.log")
            procs.append(
                subprocess.Popen(
                    command,
                    cwd=workdir,
                    env=env,
                    stdout=log,
                    stderr=subprocess.STDOUT,
                    start_new_session=True,
                )
            )
            log.close()
        for proc in procs:
            proc.wait(timeout=300)
    finally:
        for proc in procs:
            if proc.poll() is None:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
        server.shutdown()
        server.server_close()

    texts = [p.read_text(errors="replace") for p in logs]
    assert all(p.returncode == 0 for p in procs), texts[0][-3000:]
    comments = list(itertools.chain.from_iterable(read_jsonl(p.parent / "feeds" / "comments") for p in logs))
    visits = list(itertools.chain.from_iterable(read_jsonl(p.parent / "feeds" / "visits") for p in logs))
    workers_used = sum(1 for p in logs if read_jsonl(p.parent / "feeds" / "visits"))
    per_article = Counter(article_key(c["article_url"]) for c in comments)
    assert sorted(per_article.values()) == [len(COMMENTERS)] * len(NAMES), (per_article, visits)
    assert len({c["comment_id"] for c in comments}) == len(comments), "a comment was written twice"
    assert workers_used >= 2, "the workers did not share the crawl"
    assert set(site.spans) == set(NAMES)
    assert site.peak() == 1, f"the site saw {site.peak()} page visits at once: {site.spans}"
