"""The browser's egress proxy enforces the guard on redirect hops, which Playwright's
route handlers never see."""

from __future__ import annotations

import ipaddress
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
from playwright.async_api import TimeoutError as PlaywrightTimeout
from playwright.async_api import async_playwright

from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium
from comspider.browser.egress import EgressProxy
from comspider.netguard import AddressGuard
from comspider_lab.testing import asyncio_test

pytestmark = pytest.mark.browser


class _Server:
    def __init__(self, host: str, handler: type[BaseHTTPRequestHandler]) -> None:
        self.hits: list[str] = []
        hits = self.hits

        class Counting(handler):  # type: ignore[valid-type,misc]
            def do_GET(self) -> None:
                hits.append(self.path)
                super().do_GET()

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer((host, 0), Counting)
        self.url = f"http://{host}:{self.httpd.server_address[1]}"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


def _only_127_0_0_1(ip: ipaddress.IPv4Address | ipaddress.IPv6Address) -> str | None:
    """A stand-in for the public internet: 127.0.0.1 is 'public', the rest is not."""
    return None if str(ip) == "127.0.0.1" else "private"


@asyncio_test
async def test_redirect_to_a_refused_address_never_connects():
    class Secret(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.end_headers()
            self.wfile.write(b"internal secrets")

    secret = _Server("127.0.0.2", Secret)

    class Redirector(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if self.path == "/hop":
                self.send_response(302)
                self.send_header("Location", f"{secret.url}/latest/meta-data")
                self.end_headers()
            else:
                self.send_response(200)
                self.send_header("Content-Type", "text/html")
                self.end_headers()
                self.wfile.write(b"<html><body><p>public page</p></body></html>")

    public = _Server("127.0.0.1", Redirector)
    guard = AddressGuard()
    proxy = await EgressProxy(guard, check=_only_127_0_0_1).start()
    try:
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(
                executable_path=find_chromium(),
                args=CHROMIUM_ARGS,
                proxy={"server": proxy.url, "bypass": "<-loopback>"},
            )
            page = await browser.new_page()
            ok = await page.goto(f"{public.url}/page")
            assert ok is not None and ok.status == 200
            assert "public page" in await page.content()
            refused = await page.goto(f"{public.url}/hop")
            assert refused is not None and refused.status == 403
            assert "internal secrets" not in await page.content()
            await browser.close()
    finally:
        await proxy.stop()
        public.close()
        secret.close()
    assert {"/page", "/hop"} <= set(public.hits)
    assert secret.hits == [], "the redirect target must never be contacted"


WEBRTC_PAGE = """<!doctype html><html><body><p>rtc</p><script>
window.candidates = [];
window.rtcDone = false;
const target = '{target}';
const pc = new RTCPeerConnection({{iceServers: [
  {{urls: 'stun:' + target}},
  {{urls: 'turn:' + target + '?transport=udp', username: 'u', credential: 'p'}},
  {{urls: 'turn:' + target + '?transport=tcp', username: 'u', credential: 'p'}},
]}});
pc.createDataChannel('x');
pc.onicecandidate = (e) => {{ if (e.candidate) window.candidates.push(e.candidate.candidate); else window.rtcDone = true; }};
pc.createOffer().then((o) => pc.setLocalDescription(o));
</script></body></html>"""


@asyncio_test
async def test_webrtc_reaches_no_refused_address():
    """With the guard on, a page's WebRTC (STUN and TURN over UDP and TCP) sends nothing
    to a refused address: no UDP leaves outside the proxy, and TCP goes through the proxy,
    which refuses it."""
    import socket

    udp = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    udp.bind(("127.0.0.2", 0))
    udp.settimeout(0.2)
    tcp = socket.socket()
    tcp.bind(("127.0.0.2", udp.getsockname()[1]))
    tcp.listen()
    tcp.settimeout(0.2)
    target = f"127.0.0.2:{udp.getsockname()[1]}"

    class Page(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            body = WEBRTC_PAGE.format(target=target).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    public = _Server("127.0.0.1", Page)
    guard = AddressGuard()
    proxy = await EgressProxy(guard, check=_only_127_0_0_1).start()
    try:
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(
                executable_path=find_chromium(),
                args=CHROMIUM_ARGS,
                proxy={"server": proxy.url, "bypass": "<-loopback>"},
            )
            page = await browser.new_page()
            await page.goto(f"{public.url}/rtc")
            try:  # gathering ends at once when no UDP may be used
                await page.wait_for_function("window.rtcDone", timeout=8000)
            except PlaywrightTimeout:
                pass
            candidates = await page.evaluate("window.candidates")
            await browser.close()
    finally:
        await proxy.stop()
        public.close()
    datagrams, connections = [], []
    try:
        while True:
            datagrams.append(udp.recvfrom(2048))
    except OSError:
        pass
    try:
        while True:
            connections.append(tcp.accept())
    except OSError:
        pass
    udp.close()
    tcp.close()
    assert datagrams == [], "a STUN/TURN datagram reached a refused address"
    assert connections == [], "a TURN/TCP connection reached a refused address"
    assert not [c for c in candidates if " udp " in c], candidates  # no UDP candidate at all


@asyncio_test
async def test_chromiums_service_hosts_are_refused_without_a_dns_query():
    """Through the proxy (the guard on), Chromium's own service endpoints are refused
    before any name is resolved: the browser calls nobody home, and the proxy asks no DNS
    server about them."""
    import asyncio

    proxy = await EgressProxy(AddressGuard(), check=_only_127_0_0_1).start()
    loop = asyncio.get_running_loop()
    resolved: list[str] = []
    real = loop.getaddrinfo

    async def recording(host, *args, **kwargs):
        resolved.append(host)
        return await real(host, *args, **kwargs)

    loop.getaddrinfo = recording  # type: ignore[method-assign]
    try:
        host, port = proxy.url.rsplit("/", 1)[-1].split(":")
        answers = []
        for target in ("accounts.google.com:443", "update.googleapis.com:443"):
            reader, writer = await asyncio.open_connection(host, int(port))
            writer.write(f"CONNECT {target} HTTP/1.1\r\nHost: {target}\r\n\r\n".encode())
            await writer.drain()
            answers.append((await reader.readline()).decode())
            writer.close()
    finally:
        loop.getaddrinfo = real  # type: ignore[method-assign]
        await proxy.stop()
    assert all(" 403 " in a for a in answers), answers
    assert resolved == []
