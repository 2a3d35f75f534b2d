"""A failed visit's outcome: faults of the browser stage are errors with one short reason
(retried by the page queue), a refused host is blocked, a visit cut short by the shutdown
is no visit at all."""

from __future__ import annotations

from scrapy.http import Request
from twisted.python.failure import Failure

from comspider.faults import BrowserClosed, BrowserDeadline, PageLimit, VisitAborted
from comspider.netguard import RefusedRequest
from comspider.scheduling.outcome import is_passing
from comspider.spiders.failures import failure_reason


def _failure(exc: BaseException) -> Failure:
    failure = Failure(exc)
    failure.request = Request("https://news.example/a")  # type: ignore[attr-defined]
    return failure


def test_browser_faults_are_errors_the_queue_retries() -> None:
    assert failure_reason(_failure(BrowserClosed(detail="crash"))) == ("error", "browser_closed")
    kind, reason = failure_reason(_failure(BrowserDeadline("interaction", 150)))
    assert (kind, reason) == ("error", "deadline: interaction")
    assert is_passing("browser_closed") and is_passing(reason)


def test_a_bound_the_page_passed_is_an_error_not_worth_retrying() -> None:
    assert failure_reason(_failure(PageLimit("request_limit"))) == ("error", "request_limit")
    assert not is_passing("request_limit") and not is_passing("popup_limit")


def test_a_refused_host_is_blocked_and_an_aborted_visit_is_no_visit() -> None:
    refused = RefusedRequest("http://%31%32%37.0.0.1/", "loopback")
    assert failure_reason(_failure(refused)) == ("blocked", "network guard: loopback")
    assert failure_reason(_failure(VisitAborted(detail="stopping")))[0] == "aborted"
