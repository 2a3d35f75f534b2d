"""The browser's egress proxy enforces the guard on redirect hops, which Playwright's
route handlers never see."""

from __future__ import annotations

import ipaddress
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest
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
