"""Network failures named by kind in a visit's reason: DNS, connection refused, TLS,
timeouts; from Chromium's net::ERR_* codes, Scrapy's and Twisted's exceptions, and the
egress proxy's answers."""

from __future__ import annotations

import pytest
from scrapy import Request
from scrapy.exceptions import CannotResolveHostError, DownloadConnectionRefusedError
from scrapy.http import HtmlResponse
from scrapy.spidermiddlewares.httperror import HttpError
from twisted.internet.error import DNSLookupError
from twisted.python.failure import Failure

from comspider.network_errors import failure_category, proxy_failure, twisted_failure
from comspider.spiders.failures import failure_reason, refine_reason
from comspider_lab.testing import asyncio_test


class PlaywrightError(Exception):
    """What scrapy-playwright raises: Playwright's Error with Chromium's message."""


@pytest.mark.parametrize(
    ("message", "start", "category"),
    [
        (
            "Page.goto: net::ERR_NAME_NOT_RESOLVED at https://a.invalid/x",
            "DNS lookup failed: a.invalid",
            "dns",
        ),
        (
            "Page.goto: net::ERR_CONNECTION_REFUSED at http://127.0.0.1:9999/",
            "connection refused: 127.0.0.1",
            "connection refused",
        ),
        (
            "Page.goto: net::ERR_CERT_AUTHORITY_INVALID at https://self.example/",
            "TLS failed: self.example: cert authority invalid",
            "tls",
        ),
        (
            "Page.goto: net::ERR_SSL_PROTOCOL_ERROR at https://old.example/",
            "TLS failed: old.example: protocol error",
            "tls",
        ),
        (
            "Page.goto: net::ERR_CONNECTION_TIMED_OUT at https://slow.example/",
            "timed out: slow.example",
            "timeout",
        ),
    ],
)
def test_chromium_codes(message: str, start: str, category: str) -> None:
    request = Request("https://ignored.example/")
    failure = Failure(PlaywrightError(message))
    failure.request = request  # type: ignore[attr-defined]
    kind, reason = failure_reason(failure)
    assert kind == "error" and reason.startswith(start), reason
    assert "net::ERR_" in reason, "the browser's own code is kept"
    assert failure_category(reason) == category


def test_scrapy_and_twisted_exceptions() -> None:
    url = "https://a.invalid/robots.txt"
    assert (
        twisted_failure(CannotResolveHostError("no results"), url)
        == "DNS lookup failed: a.invalid (CannotResolveHostError)"
    )
    assert (
        twisted_failure(DNSLookupError("a.invalid"), url) == "DNS lookup failed: a.invalid (DNSLookupError)"
    )
    assert twisted_failure(DownloadConnectionRefusedError(), url).startswith("connection refused: a.invalid")
    assert twisted_failure(ValueError("nothing to do with the network"), url) is None


def test_the_egress_proxy_answers() -> None:
    body = "<html><body><pre>cannot resolve nowhere.example: [Errno -2] Name or service not known</pre>"
    assert (
        proxy_failure(502, body, "http://nowhere.example/")
        == "DNS lookup failed: nowhere.example: host not found (egress proxy)"
    )
    assert proxy_failure(502, "cannot connect to x.example: refused", "http://x.example/").startswith(
        "connection refused"
    )
    assert proxy_failure(502, "Bad gateway from the origin", "http://x.example/") is None
    request = Request("http://nowhere.example/")
    response = HtmlResponse(request.url, status=502, body=body.encode(), request=request)
    failure = Failure(HttpError(response, "Ignoring non-200 response"))
    failure.request = request  # type: ignore[attr-defined]
    assert failure_reason(failure)[1].startswith("DNS lookup failed: nowhere.example")


@asyncio_test
async def test_a_tunnel_failure_is_told_apart_by_a_dns_lookup() -> None:
    tunnel = (
        "connection failed: x: through the egress proxy (DNS or connect) (net::ERR_TUNNEL_CONNECTION_FAILED)"
    )
    assert (await refine_reason(tunnel, "https://localhost:1/")).startswith("connection refused: localhost")
    assert (await refine_reason(tunnel, "https://no-such-host.invalid/")).startswith("DNS lookup failed")
    assert await refine_reason("HTTP 503", "https://localhost/") == "HTTP 503"


def test_categories() -> None:
    assert failure_category("HTTP 503") == "http 503"
    assert failure_category("network guard: loopback") == "network guard"
    assert failure_category("Forbidden by robots.txt") == "robots.txt"
    assert failure_category(None) == "unknown"
