"""The page queue explains itself: when a queued page is due and why, an article already
queued, a revisit and why."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from comspider.request_meta import QUEUE_KEY
from tests.scheduling.test_scheduler import HOUR, advance, article, finish, offer, open_scheduler


def _messages(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name.startswith("comspider.scheduling")]


def test_queued_pages_say_when_they_are_due_and_why(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    scheduler, crawler, spider = open_scheduler(tmp_path)
    with caplog.at_level(logging.INFO):
        assert offer(scheduler, spider, article(1))  # published 12:00, T_W 1 h (the paper policy)
        assert not offer(scheduler, spider, article(1))
        assert offer(scheduler, spider, article(2, published=None))
    queued, again, unpublished = [m for m in _messages(caplog) if "queue" in m.lower()][:3]
    assert queued.startswith("Queued https://news.example/story/1")
    assert (
        "due 13:00 UTC (in 1.0 h)" in queued and "published 12:00 UTC + T_W 1.00 h for news.example" in queued
    )
    assert "schedule=immediate" in queued, "says how to visit now"
    assert again.startswith("Already queued: https://news.example/story/1") and "due 13:00 UTC" in again
    assert "comspider queue list" in again
    assert "no publication time, so from now" in unpublished

    caplog.clear()
    advance(scheduler, HOUR)
    request = scheduler.next_request()
    assert request is not None and request.meta[QUEUE_KEY]
    with caplog.at_level(logging.INFO):
        finish(crawler, request, comments=3)
    [revisit] = [m for m in _messages(caplog) if m.startswith("Revisit")]
    assert "queued for 14:00 UTC (in 1.0 h)" in revisit and "3 comments" in revisit
    scheduler.close("finished")


def test_the_opening_line_says_when_earlier_pages_are_due(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    scheduler, _, spider = open_scheduler(tmp_path)
    offer(scheduler, spider, article(1))
    scheduler.close("finished")
    with caplog.at_level(logging.INFO):
        scheduler, _, _ = open_scheduler(tmp_path)
    [opening] = [m for m in _messages(caplog) if m.startswith("Page queue: policy")]
    assert "1 page(s) waiting from earlier runs; the next is due 13:00 UTC (in 1.0 h)" in opening
    assert "comspider queue clear" in opening
    scheduler.close("finished")
