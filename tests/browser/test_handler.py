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


@asyncio_test
async def test_a_browser_launch_is_timed_once_for_the_visits_that_wait_for_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The CPU of a launch is the stat ``comspider/cpu/browser_launch`` (the crawl's CPU
    per page is read without it), counted once when several visits wait for one launch."""
    import asyncio

    from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler

    launches = []

    async def launch(self: BrowserDownloadHandler) -> None:
        if not hasattr(self, "browser"):
            await asyncio.sleep(0.05)
            if not hasattr(self, "browser"):
                launches.append(1)
                self.browser = object()

    monkeypatch.setattr(ScrapyPlaywrightDownloadHandler, "_maybe_launch_browser", launch)
    clock = iter(range(100))  # each CPU reading one second more than the last
    monkeypatch.setattr("comspider.browser.handler.process_cpu", lambda: (float(next(clock)), 0.0))
    crawler = comspider_crawler()
    handlers = DownloadHandlers(crawler)
    handler = handlers._get_handler("http")
    assert isinstance(handler, BrowserDownloadHandler)
    try:
        await asyncio.gather(*(handler._maybe_launch_browser() for _ in range(4)))
        await handler._maybe_launch_browser()
        assert launches == [1]
        assert crawler.stats.get_value("comspider/cpu/browser_launch") == 1.0, "read before and after, once"
        del handler.browser
        await handler._maybe_launch_browser()  # a relaunch adds its own
        assert launches == [1, 1]
        assert crawler.stats.get_value("comspider/cpu/browser_launch") == 2.0
    finally:
        if hasattr(handler, "browser"):
            del handler.browser
        await handlers._close()
