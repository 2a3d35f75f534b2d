"""The crawler talks to nobody but the sites it crawls. A real crawl of loopback pages
runs under strace, which records every outgoing connection and datagram of the whole
process tree (Scrapy, the Playwright driver, Chromium and its helpers): nothing may leave
for any address but the crawl's own site. The pages set cookies (Scrapy's cookie
middleware then splits their domains with the Public Suffix List, which must not be
downloaded), they run WebRTC with STUN servers elsewhere (no UDP may leave), and one
waits 12 s for an image, so that the browser lives long enough for its background
services to call (without the flags, Chromium 156 queries DNS for update.googleapis.com
and accounts.google.com within that time)."""

from __future__ import annotations

import os
import sys
import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from comspider_lab import egress_trace
from tests.conftest import COMMENTERS, TEST_SETTINGS, comment_records, crawl_command, read_jsonl

pytestmark = [pytest.mark.browser, pytest.mark.slow]

ARTICLE = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{title}</title></head>
<body><article><h1>{title}</h1><p>{text}</p></article>
<section id="comments"><h2>Comments</h2>{comments}</section>{extra}
<script>
try {{
  const pc = new RTCPeerConnection({{iceServers: [{{urls: 'stun:192.0.2.10:3478'}}, {{urls: 'stun:stun.example.org:3478'}}]}});
  pc.createDataChannel('x');
  pc.createOffer().then((o) => pc.setLocalDescription(o));
}} catch (e) {{}}
</script></body></html>"""


class CookieSite(SimpleHTTPRequestHandler):
    """Static files; every answer sets a cookie (so Scrapy's cookie middleware looks its
    domain up in the Public Suffix List)."""

    def end_headers(self) -> None:
        self.send_header("Set-Cookie", "session=abc; Path=/")
        super().end_headers()

    def do_GET(self) -> None:
        if self.path.startswith("/slow.png"):
            time.sleep(12)
        super().do_GET()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@pytest.mark.skipif(not egress_trace.available(), reason="strace is not installed (apt-get install strace)")
def test_a_crawl_connects_to_its_site_and_nowhere_else(tmp_path: Path) -> None:
    root = tmp_path / "site"
    root.mkdir()
    names = ("harbour", "bridge")
    for name in names:
        (root / f"{name}.html").write_text(
            ARTICLE.format(
                title=f"The {name} story",
                text="Words. " * 60,
                comments=comment_records(name),
                extra='<img src="slow.png" alt="">' if name == "bridge" else "",
            ),
            encoding="utf-8",
        )
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(CookieSite, directory=str(root)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    port = server.server_address[1]
    workdir = tmp_path / "crawl"
    workdir.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith("TLDEXTRACT_")} | {
        "SCRAPY_SETTINGS_MODULE": "comspider.settings",
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
    }
    command = crawl_command(
        {"urls": ",".join(f"http://127.0.0.1:{port}/{n}.html" for n in names), "schedule": "immediate"},
        {**TEST_SETTINGS, "LOG_LEVEL": "INFO"},
    )
    try:
        trace = egress_trace.EgressTrace.run(
            command, trace_file=tmp_path / "strace.txt", cwd=workdir, env=env, timeout=300
        )
    finally:
        server.shutdown()
        server.server_close()
    assert trace.returncode == 0, trace.output[-3000:]
    comments = read_jsonl(workdir / "feeds" / "comments")
    assert len(comments) == len(COMMENTERS) * len(names), trace.output[-3000:]
    assert "comspider/articles/error" not in trace.output
    site = {("127.0.0.1", port)}
    assert any((e.ip, e.port) in site for e in trace.leaving()), (
        "the trace saw none of the crawl's own requests"
    )
    violations = trace.violations(allowed=site)
    report = "\n".join(f"{n} x {e.call} {e.protocol} {e.ip}:{e.port}" for e, n in violations.most_common())
    print(f"route probes (UDP connect, nothing sent): {dict(trace.route_probes())}", file=sys.stderr)
    assert not violations, f"connections or datagrams to anything but the crawl's site:\n{report}"
