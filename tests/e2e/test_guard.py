"""A real crawl with the guard on: loopback (also percent-encoded) is refused before any
request leaves, each refusal a `blocked` visit with one line and no traceback; the crawl,
whose every page failed, exits 1."""

from __future__ import annotations

import pytest

pytestmark = pytest.mark.browser


def test_crawl_refuses_loopback_when_guarded(static_site, run_crawl):
    url = static_site.write("page.html", "<html><body><p>secret</p></body></html>")
    hits: list[str] = []
    static_site.server.RequestHandlerClass = _counting(static_site.server.RequestHandlerClass, hits)

    # the same host percent-encoded: a browser decodes it, so Scrapy's guard must too
    encoded = url.replace("127.0.0.1", "%31%32%37.0.0.1")
    result = run_crawl(
        {"urls": f"{url},{encoded},file:///etc/passwd", "schedule": "immediate"},
        env={"COMSPIDER_ALLOW_PRIVATE_NETWORKS": "false"},
    )

    # every page refused: `scrapy crawl` too exits 1 (comspider.monitoring.verdict)
    assert result.returncode == 1, result.log[-2000:]
    assert result.stat("comspider/exit_status") == 1
    assert hits == [], "no request may reach a loopback server"
    assert [(v["outcome"], v["reason"], v["fetched_by"]) for v in result.visits] == [
        ("blocked", "network guard: loopback", None)  # nothing read the page
    ] * 2
    assert result.stat("comspider/guard/refused/loopback") == 2
    assert "Traceback" not in result.log
    # A file: URL never becomes an article at all: the URL list refuses it.
    assert result.stat("comspider/sources/url_invalid") == 1
    assert "Network guard refused scrapy request to http://127.0.0.1" in result.log
    assert result.comments == []


def _counting(handler: type, hits: list[str]):
    """A request-handler factory that records every connection it serves."""

    def factory(*args: object, **kwargs: object) -> object:
        hits.append("request")
        return handler(*args, **kwargs)

    return factory
