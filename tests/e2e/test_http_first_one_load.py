"""HTTP first costs a site one load of a page that goes on to the browser: the browser
renders the document the fetch loaded (``fetched_by`` ``http+browser``), with the cookie
the page set (its comment API answers only that session), and a site whose pages never
end at their served HTML is then visited in the browser alone (COMSPIDER_HTTP_FIRST_SITE_TRIES).

One site of three articles whose comments load on a click (the script from another host,
a widget's), from an API that answers only the session cookie the article page set;
every load of an article is counted, with its User-Agent."""

from __future__ import annotations

import threading
import uuid
from collections import Counter
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.conftest import COMMENTERS, comment_records

pytestmark = [pytest.mark.browser, pytest.mark.slow]

NAMES = ("alpha", "beta", "gamma")


def article(name: str, widget: str) -> str:
    return f"""<!doctype html><html lang="en"><head><meta charset="utf-8"><title>The {name} story</title></head>
<body><article><h1>The {name} story</h1><p>{"The article text. " * 30}</p></article>
<button class="show-comments" onclick="load()">Show {len(COMMENTERS)} comments</button>
<section id="comments"></section>
<script src="{widget}/widget.js?article={name}"></script></body></html>"""


# The page's script comes from another host (a widget's): the browser renders the fetched
# document, which has no address of its own, and still loads it (Chromium's local network
# check would take that document for a public one and refuse a loopback script).
WIDGET = b"""function load() {
  const name = location.pathname.split('/').pop().replace('.html', '');
  fetch('/api/comments?article=' + name).then(r => r.text()).then(html => {
    document.getElementById('comments').innerHTML = html;
  });
}"""


def test_a_page_for_the_browser_is_loaded_once_with_its_cookie(run_crawl, tmp_path: Path):
    loads: Counter[str] = Counter()
    agents: list[str] = []
    sessions: dict[str, str] = {}  # article -> the session its page load set
    refused: list[str] = []
    lock = threading.Lock()

    class Handler(SimpleHTTPRequestHandler):
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

        def do_GET(self) -> None:
            parts = urlsplit(self.path)
            name = parts.path.strip("/").removesuffix(".html")
            if name in NAMES:
                session = uuid.uuid4().hex
                with lock:
                    loads[name] += 1
                    agents.append(self.headers.get("User-Agent", ""))
                    sessions[name] = session
                self._send(article(name, widget).encode(), cookie=f"sid-{name}={session}; Path=/; HttpOnly")
                return
            if parts.path == "/widget.js":
                self._send(WIDGET, content_type="text/javascript")
                return
            if parts.path == "/api/comments":
                name = parse_qs(parts.query)["article"][0]
                cookies = self.headers.get("Cookie", "")
                with lock:
                    known = sessions.get(name)
                if known is None or f"sid-{name}={known}" not in cookies:
                    with lock:
                        refused.append(f"{name}: {cookies!r}")
                    self.send_response(403)
                    self.end_headers()
                    return
                self._send(comment_records(f"the {name} story").encode())
                return
            self.send_response(404)
            self.end_headers()

        def _send(
            self, body: bytes, cookie: str | None = None, content_type: str = "text/html; charset=utf-8"
        ) -> None:
            self.send_response(200)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            if cookie:
                self.send_header("Set-Cookie", cookie)
            self.end_headers()
            self.wfile.write(body)

    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(Handler, directory=str(tmp_path)))
    widget_host = ThreadingHTTPServer(("127.0.0.2", 0), partial(Handler, directory=str(tmp_path)))
    for running in (server, widget_host):
        threading.Thread(target=running.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}"
    widget = f"http://127.0.0.2:{widget_host.server_address[1]}"
    try:
        result = run_crawl(
            {"urls": ",".join(f"{base}/{n}.html" for n in NAMES), "schedule": "immediate"},
            {
                "COMSPIDER_HTTP_FIRST": True,
                "COMSPIDER_HTTP_FIRST_SITE_TRIES": 2,  # the third article: the site is paused
                "CONCURRENT_REQUESTS_PER_DOMAIN": 1,
                "ROBOTSTXT_OBEY": False,
            },
        )
    finally:
        for running in (server, widget_host):
            running.shutdown()
            running.server_close()

    assert result.returncode == 0, result.log[-3000:]
    # one load of each page, by the browser's User-Agent (the fetch asked as the browser would)
    assert loads == dict.fromkeys(NAMES, 1), loads
    assert all("Chrome/" in agent for agent in agents), agents
    # the comments of every page: the session cookie of the one load reached the browser
    found = Counter(c["article_url"].rsplit("/", 1)[-1].removesuffix(".html") for c in result.comments)
    assert found == dict.fromkeys(NAMES, len(COMMENTERS)), (found, refused, result.visits)
    assert not refused, refused
    # two visits rendered the fetched document; the third skipped the fetch (site paused)
    assert sorted(v["fetched_by"] for v in result.visits) == ["browser", "http+browser", "http+browser"]
    assert result.stat("comspider/visit/http_first/handed_over") == 2
    assert result.stat("comspider/visit/http_first/site_paused") == 1
    assert result.stat("comspider/visit/http_first/site_skipped") == 1
    assert "comspider/visit/http_first/second_load" not in result.log
