from __future__ import annotations

from types import SimpleNamespace

from comspider.scheduling.outcome import VisitResult, epoch, is_passing
from comspider.url_keys import article_key, outlet_of


def test_article_key_canonicalises() -> None:
    assert (
        article_key("HTTP://Example.org:80/a/b?utm_source=x&id=3#comments") == "https://example.org/a/b?id=3"
    )
    assert article_key("https://example.org/a?b=2&a=1&fbclid=zz") == "https://example.org/a?a=1&b=2"
    assert article_key("https://example.org:8443/a") == "https://example.org:8443/a"
    assert article_key("https://example.org") == "https://example.org/"
    assert article_key(" https://EXAMPLE.org./x ") == "https://example.org/x"
    assert article_key("mailto:x@example.org") == "mailto:x@example.org"


def test_outlet_is_host_without_www() -> None:
    assert outlet_of("https://www.TheGuardian.com/world/x") == "theguardian.com"
    assert outlet_of("https://amp.theguardian.com/x") == "amp.theguardian.com"
    assert outlet_of("not a url") == "unknown"


def test_passing_reasons() -> None:
    for reason in (
        None,
        "",
        "TimeoutError: page load timed out",
        "HTTP 503",
        "HTTP 429",
        "HTTP 500",
        "ConnectionRefusedError",
        "TargetClosedError: browser crashed",
        "overlay in the way",
        "DNSLookupError: no such host",  # offline, or the resolver down, every host fails so
        "DNS lookup failed: a.example: host not found (net::ERR_NAME_NOT_RESOLVED)",
    ):
        assert is_passing(reason), reason
    for reason in (
        "HTTP 404",
        "HTTP 410",
        "HTTP 403",
        "network guard: private address",
        "robots.txt forbids",
        "not an HTML page (application/pdf)",
        "unsafe port: Chromium refuses this port (net::ERR_UNSAFE_PORT)",
    ):
        assert not is_passing(reason), reason


def test_epoch_and_visit_result_from_visit_item() -> None:
    assert epoch("2026-01-01T00:00:00+00:00") == epoch("2026-01-01T00:00:00") == 1767225600.0
    assert epoch("2026-01-01T01:00:00+01:00") == 1767225600.0
    assert epoch("yesterday") is None and epoch(None) is None and epoch(5) == 5.0
    item = SimpleNamespace(outcome="comments_found", comments=12, reason=None, seconds=31.5)
    result = VisitResult.from_visit(
        item, ["2026-01-01T00:00:00Z", None, "garbage", "2026-01-01T00:10:00+00:00"]
    )
    assert result.comments == 12 and result.seconds == 31.5 and not result.failed
    assert result.comment_times == (1767225600.0, 1767226200.0)
    failed = VisitResult("error", reason="HTTP 404")
    assert failed.failed and not failed.passing
    assert VisitResult("blocked", reason="HTTP 429").passing


def test_the_comment_times_give_the_first_and_the_median() -> None:
    from comspider.scheduling.outcome import VisitResult

    result = VisitResult("comments_found", 5, comment_times=(50.0, 10.0, 30.0, 20.0, 40.0))
    assert (result.first_comment, result.median_comment, result.timed) == (10.0, 40.0, 4)
    coarse = VisitResult("comments_found", 6, comment_times=(10.0, 20.0, 20.0, 20.0, 20.0, 30.0))
    assert coarse.first_comment == 10.0 and coarse.median_comment is None  # "2 hours ago" x4
