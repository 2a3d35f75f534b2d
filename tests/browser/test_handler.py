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
async def test_a_browser_launch_is_told_once_for_the_visits_that_wait_for_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A launch says when it begins and ends (the crawl's monitor reads its CPU apart from
    the visits', ``comspider/cpu/browser_launch``), once when several visits wait for one
    launch; a relaunch says so again."""
    import asyncio

    from scrapy_playwright.handler import ScrapyPlaywrightDownloadHandler

    from comspider.signals import browser_launched, browser_launching

    launches = []

    async def launch(self: BrowserDownloadHandler) -> None:
        if not hasattr(self, "browser"):
            await asyncio.sleep(0.05)
            if not hasattr(self, "browser"):
                launches.append(1)
                self.browser = object()

    monkeypatch.setattr(ScrapyPlaywrightDownloadHandler, "_maybe_launch_browser", launch)
    crawler = comspider_crawler()
    told: list[str] = []
    crawler.signals.connect(lambda **_: told.append("launching"), signal=browser_launching, weak=False)
    crawler.signals.connect(lambda **_: told.append("launched"), signal=browser_launched, weak=False)
    handlers = DownloadHandlers(crawler)
    handler = handlers._get_handler("http")
    assert isinstance(handler, BrowserDownloadHandler)
    try:
        await asyncio.gather(*(handler._maybe_launch_browser() for _ in range(4)))
        await handler._maybe_launch_browser()
        assert launches == [1]
        assert told == ["launching", "launched"]
        del handler.browser
        await handler._maybe_launch_browser()  # a relaunch
        assert launches == [1, 1]
        assert told == ["launching", "launched"] * 2
    finally:
        if hasattr(handler, "browser"):
            del handler.browser
        await handlers._close()
