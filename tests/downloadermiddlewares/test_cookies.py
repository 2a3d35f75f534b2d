"""Scrapy's cookie middleware never downloads the Public Suffix List: a crawl with
comspider's settings splits cookie domains with the list bundled with tldextract, even
when the environment names a list host (here one that would stall forever)."""

from __future__ import annotations

import socket
import threading

import pytest
from scrapy.downloadermiddlewares import cookies as scrapy_cookies
from scrapy.http import Request, Response

from comspider.downloadermiddlewares.cookies import BUNDLED_SUFFIXES, CookiesMiddleware
from comspider_lab.testing import comspider_crawler


@pytest.fixture
def stalled_list_host(monkeypatch: pytest.MonkeyPatch):
    """A host that accepts connections and never answers, named as tldextract's list URL."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    accepted: list[object] = []

    def accept() -> None:
        while True:
            try:
                accepted.append(server.accept())
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()
    monkeypatch.setenv(
        "TLDEXTRACT_PUBLIC_SUFFIX_LIST_URLS", f"http://127.0.0.1:{server.getsockname()[1]}/psl"
    )
    yield accepted
    server.close()


def test_the_cookie_middleware_uses_the_bundled_suffix_list(stalled_list_host, monkeypatch) -> None:
    monkeypatch.setattr(
        scrapy_cookies, "_split_domain", scrapy_cookies.TLDExtract(include_psl_private_domains=True)
    )
    crawler = comspider_crawler()
    names = crawler.settings.getwithbase("DOWNLOADER_MIDDLEWARES")
    assert names["comspider.downloadermiddlewares.cookies.CookiesMiddleware"] == 700
    assert names["scrapy.downloadermiddlewares.cookies.CookiesMiddleware"] is None
    middleware = CookiesMiddleware.from_crawler(crawler)
    assert scrapy_cookies._split_domain is BUNDLED_SUFFIXES
    assert BUNDLED_SUFFIXES.suffix_list_urls == ()

    # a cookie for a public suffix of the list's private section (github.io) is dropped,
    # as Scrapy does with the full list; the site's own cookie is kept for itself only
    request = Request("https://someone.github.io/post")
    response = Response(
        request.url,
        headers={"Set-Cookie": ["a=1; Domain=github.io", "b=2; Domain=someone.github.io"]},
        request=request,
    )
    middleware.process_response(request, response)
    follow = Request("https://someone.github.io/next")
    middleware.process_request(follow)
    assert follow.headers.get("Cookie") == b"b=2"
    other = Request("https://else.github.io/")
    middleware.process_request(other)
    assert other.headers.get("Cookie") is None
    assert stalled_list_host == [], "the suffix list host was contacted"
