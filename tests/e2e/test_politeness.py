"""Politeness across the pages of one site: Scrapy's per-domain concurrency covers only a
page's download, so the interactions (the clicks that load comments) of one site must take
turns on their own. Three articles of one site, each loading its comments on a click from
a slow comment API: the API calls of different articles never overlap."""

from __future__ import annotations

import itertools
import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.conftest import COMMENTERS, comment_records

pytestmark = [pytest.mark.browser, pytest.mark.slow]


def article(name: str) -> str:
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The {name} story</title></head>
<body><article><h1>The {name} story</h1><p>{"The article text. " * 30}</p></article>
<button class="show-comments" onclick="load()">Show {len(COMMENTERS)} comments</button>
<section id="comments"></section>
<script>
function load() {{
  fetch('/api/comments?article={name}').then(r => r.text()).then(html => {{
    document.getElementById('comments').innerHTML = html;
  }});
}}
</script></body></html>"""


def test_one_sites_interactions_take_turns(run_crawl, tmp_path: Path):
    root = tmp_path / "site"
    root.mkdir()
    names = ("alpha", "beta", "gamma")
    for name in names:
        (root / f"{name}.html").write_text(article(name), encoding="utf-8")
    calls: list[tuple[str, float, float]] = []
    lock = threading.Lock()

    class Handler(SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

        def do_GET(self) -> None:
            parts = urlsplit(self.path)
            if parts.path != "/api/comments":
                super().do_GET()
                return
            name = parse_qs(parts.query)["article"][0]
            started = time.monotonic()
            time.sleep(1.5)  # a slow comment API
            body = comment_records(f"the {name} story").encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            with lock:
                calls.append((name, started, time.monotonic()))

    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    try:
        result = run_crawl(
            {"urls": ",".join(f"{base}/{n}.html" for n in names), "schedule": "immediate"},
            {"CONCURRENT_REQUESTS_PER_DOMAIN": 1, "CONCURRENT_REQUESTS": 6},
        )
    finally:
        server.shutdown()
        server.server_close()

    assert result.returncode == 0, result.log[-3000:]
    per_article: dict[str, int] = {}
    for c in result.comments:
        per_article[c["article_url"]] = per_article.get(c["article_url"], 0) + 1
    assert sorted(per_article.values()) == [len(COMMENTERS)] * 3, (per_article, result.visits)
    assert {name for name, _, _ in calls} == set(names)
    spans = sorted((start, end, name) for name, start, end in calls)
    for (_, end, first), (start, _, second) in itertools.pairwise(spans):
        assert start >= end, f"{second}'s comment request began while {first}'s was running: {spans}"
    assert result.stat("comspider/browser/site_gate_waits") >= 1
