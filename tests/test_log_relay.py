"""A crawl's warnings and errors reach the caller's logging as they are written."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from comspider.log_relay import LogRelay


def test_warnings_and_errors_are_passed_on_once_as_they_come(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    log = tmp_path / "crawl.log"
    relay = LogRelay(log)
    assert relay.poll() == 0, "nothing written yet"
    caplog.set_level(logging.INFO, logger="comspider.crawl")
    with log.open("w", encoding="utf-8") as out:
        out.write("2026-11-26 12:00:00 [scrapy.core.engine] INFO: Spider opened\n")
        out.write(
            "2026-11-26 12:00:01 [comspider.spiders.news_comments] WARNING: 2 of the 2 URL(s) given "
            "were visited by an earlier run\n"
        )
        out.write("2026-11-26 12:00:02 [scrapy.core.scraper] ERROR: Spider error processing <GET x>\n")
        out.write("Traceback (most recent call last):\n")
        out.write("2026-11-26 12:00:03 [comspider.monitoring.crawl_monitor] WARNING: Visited http://a.ex")
        out.flush()
        assert relay.poll() == 2, "the unfinished line waits"
        out.write("ample/ (visit 1): error (HTTP 503)\n")
    assert relay.poll() == 1
    assert relay.poll() == 0, "each line once"
    got = [(r.levelno, r.getMessage()) for r in caplog.records]
    assert got == [
        (
            logging.WARNING,
            "2 of the 2 URL(s) given were visited by an earlier run (comspider.spiders.news_comments)",
        ),
        (logging.ERROR, "Spider error processing <GET x> (scrapy.core.scraper)"),
        (
            logging.WARNING,
            "Visited http://a.example/ (visit 1): error (HTTP 503) (comspider.monitoring.crawl_monitor)",
        ),
    ]
