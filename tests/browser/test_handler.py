"""One browser download handler per crawl for both schemes: Scrapy builds a handler for
``http`` and one for ``https``; both must be the crawler's one instance (one Playwright,
one browser, one egress proxy, the blocklist and consent bundle loaded and logged once),
closed once."""

from __future__ import annotations

import logging

import pytest
from scrapy.core.downloader.handlers import DownloadHandlers

from comspider.browser.handler import BrowserDownloadHandler
from comspider_lab.testing import asyncio_test, comspider_crawler

pytestmark = pytest.mark.browser


@asyncio_test
async def test_http_and_https_share_one_handler_loaded_and_closed_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    crawler = comspider_crawler()
    with caplog.at_level(logging.INFO):
        handlers = DownloadHandlers(crawler)
    http, https = handlers._get_handler("http"), handlers._get_handler("https")
    assert isinstance(http, BrowserDownloadHandler)
    assert http is https
    assert BrowserDownloadHandler.from_crawler(crawler) is http
    assert http.egress is not None  # private networks refused: one proxy, for both schemes
    for what in ("Blocking with", "Cookie consent:"):
        lines = [r for r in caplog.records if r.getMessage().startswith(what)]
        assert len(lines) <= 1, lines  # once (or not at all when the lists are not installed)
    caplog.clear()
    with caplog.at_level(logging.INFO):
        await handlers._close()  # what engine_stopped runs: each scheme's handler in turn
    closing = [r for r in caplog.records if r.getMessage() == "Closing download handler"]
    assert len(closing) == 1


@asyncio_test
async def test_scrapy_playwrights_page_loggers_only_in_a_crawl_that_logs_debug() -> None:
    # each of those loggers asks Playwright's driver for a header of every request and
    # response of a page (a round trip each) for a line a crawl above DEBUG drops
    page_logger = logging.getLogger("scrapy-playwright")
    before = page_logger.level
    try:
        await _page_logger_levels(page_logger)
    finally:
        page_logger.setLevel(before)


async def _page_logger_levels(page_logger: logging.Logger) -> None:
    for level, wanted in (("INFO", logging.INFO), ("DEBUG", logging.NOTSET), ("WARNING", logging.WARNING)):
        handlers = DownloadHandlers(comspider_crawler(overrides={"LOG_LEVEL": level}))
        handler = handlers._get_handler("http")
        assert isinstance(handler, BrowserDownloadHandler)
        assert page_logger.level == wanted, level  # NOTSET: the root's level decides, as before
        await handlers._close()
