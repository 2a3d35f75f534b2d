"""Bounds keep what fits, and failed visits say how long they took, in one real crawl
(issue 29): a page that holds 300 sibling frames in its HTML passes the frame bound
while it loads and keeps the comments of its HTML (``frame_limit``); a page whose
renderer hoards memory is killed by the renderer guard and keeps what its download read
(``memory_limit``), its neighbours untouched; a page whose server sends the comments and
then never finishes the document keeps what it loaded (``load_timeout``); a page whose
server never answers is an error that records the seconds it cost, not 0.0."""

from __future__ import annotations

import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from comspider_lab.hand_pages import article
from tests.conftest import COMMENTERS

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NAVIGATION_TIMEOUT_S = 8

FRAMES = article(
    "The framed story",
    extra="".join(f'<iframe srcdoc="<p>frame {i}</p>" width="10" height="10"></iframe>' for i in range(300)),
)
# From its first script on, 20 MB array buffers every 20 ms, up to about 700 MB.
HOARDER = article(
    "The hoarding story",
    extra="<script>window.bufs = []; const grow = () => { if (window.bufs.length < 35) {"
    " window.bufs.push(new Uint8Array(20e6).fill(1)); setTimeout(grow, 20); } }; grow();</script>",
)
PARTIAL = article("The partial story", extra="<!-- the rest never comes -->")


class _Site:
    def __init__(self) -> None:
        self.release = threading.Event()
        site = self

        class Answer(BaseHTTPRequestHandler):
            def do_GET(self) -> None:
                if self.path == "/hung.html":  # never answers
                    site.release.wait(120)
                    return
                if self.path == "/partial.html":  # the comments, then the rest never comes
                    head = PARTIAL.encode()
                    self.send_response(200)
                    self.send_header("Content-Type", "text/html; charset=utf-8")
                    self.send_header("Content-Length", str(len(head) * 2))
                    self.end_headers()
                    self.wfile.write(head)
                    self.wfile.flush()
                    site.release.wait(120)
                    return
                pages = {
                    "/frames.html": FRAMES,
                    "/hoard.html": HOARDER,
                    "/plain.html": article("The plain story"),
                }
                body = pages.get(self.path)
                if body is None:
                    self.send_error(404)
                    return
                data = body.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Answer)
        self.server.daemon_threads = True
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.release.set()
        self.server.shutdown()
        self.server.server_close()


def test_bounds_keep_what_fits_and_failed_visits_record_their_seconds(run_crawl: Any, tmp_path: Path) -> None:
    site = _Site()
    names = ("frames", "hoard", "partial", "hung", "plain")
    urls = {name: f"{site.base}/{name}.html" for name in names}
    try:
        result = run_crawl(
            {"urls": ",".join(urls.values()), "schedule": "immediate"},
            {
                "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
                "COMSPIDER_MAX_CONTEXT_FRAMES": 50,
                # the renderer guard alone watches memory here
                "COMSPIDER_MAX_CONTEXT_MEMORY_MB": 0,
                # between the framed page's renderer (up to 260 MB seen on a loaded machine)
                # and the hoarder's (700 MB)
                "COMSPIDER_MAX_RENDERER_MB": 400,
                "COMSPIDER_RENDERER_GUARD_INTERVAL": 0.1,
                "PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT": NAVIGATION_TIMEOUT_S * 1000,
                "COMSPIDER_PAGE_BUDGET": 30,
                # the bounds of the browser are what is tested: every page goes to it (the
                # framed page's served HTML holds its whole thread, its frames are srcdoc
                # ones, and would be read without the browser, no frame bound passed)
                "COMSPIDER_HTTP_FIRST": False,
            },
            timeout=400,
        )
    finally:
        site.close()
    assert result.returncode == 0, result.log[-3000:]
    first = {}
    for visit in result.visits:
        first.setdefault(visit["url"], visit)
    per_page = {
        name: sum(1 for c in result.comments if c["article_url"] == url) for name, url in urls.items()
    }

    framed = first[urls["frames"]]
    assert framed["outcome"] == "comments_found" and framed["truncation"] == "frame_limit", (
        {k: framed.get(k) for k in ("outcome", "reason", "truncation", "comments")},
        [line for line in result.log.splitlines() if "frames.html" in line or "renderer held" in line][:8],
    )
    assert per_page["frames"] == len(COMMENTERS)

    hoard = first[urls["hoard"]]
    assert hoard["outcome"] == "comments_found" and hoard["reason"] == "memory_limit", hoard
    assert hoard["truncation"] == "memory_limit" and per_page["hoard"] == len(COMMENTERS)
    assert result.stat("comspider/browser/renderer_killed") >= 1
    assert "Traceback" not in result.log

    partial = first[urls["partial"]]
    assert partial["outcome"] == "comments_found" and partial["truncation"] == "load_timeout", partial
    assert per_page["partial"] == len(COMMENTERS)

    hung = first[urls["hung"]]
    assert hung["outcome"] == "error" and hung["seconds"] >= NAVIGATION_TIMEOUT_S, hung

    assert per_page["plain"] == len(COMMENTERS), "the neighbours are untouched"
