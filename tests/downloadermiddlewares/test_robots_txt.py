"""A robots.txt that cannot be fetched: one warning line naming the site and the failure
(no traceback), the site crawled as if it allowed everything; a passing failure is asked
for once more."""

from __future__ import annotations

import logging
from types import SimpleNamespace
from typing import Any

import pytest
from scrapy import Request
from scrapy.exceptions import CannotResolveHostError, DownloadTimeoutError
from scrapy.http import TextResponse

from comspider.downloadermiddlewares.robots_txt import RobotsTxtMiddleware
from comspider_lab.testing import asyncio_test, comspider_crawler


def _middleware(answers: list[Any]) -> tuple[RobotsTxtMiddleware, list[str]]:
    asked: list[str] = []

    async def download_async(request: Request) -> Any:
        asked.append(request.url)
        answer = answers.pop(0)
        if isinstance(answer, Exception):
            raise answer
        return answer

    crawler = comspider_crawler()
    crawler.engine = SimpleNamespace(download_async=download_async)
    return RobotsTxtMiddleware(crawler), asked


@asyncio_test
async def test_a_dns_failure_is_one_line_and_no_rules(caplog: pytest.LogCaptureFixture) -> None:
    middleware, asked = _middleware([CannotResolveHostError("no results for hostname lookup")])
    with caplog.at_level(logging.INFO):
        assert await middleware.robot_parser(Request("https://gone.example/news/1")) is None
        assert await middleware.robot_parser(Request("https://gone.example/news/2")) is None
    assert asked == ["https://gone.example/robots.txt"], "asked once per site"
    lines = [r for r in caplog.records if "robots" in r.name]
    assert len(lines) == 1 and lines[0].levelname == "WARNING" and lines[0].exc_info is None
    assert lines[0].getMessage() == (
        "robots.txt of gone.example could not be fetched (DNS lookup failed: gone.example "
        "(CannotResolveHostError)); crawling it as if it allowed everything"
    )


@asyncio_test
async def test_a_timeout_is_asked_for_once_more() -> None:
    url = "https://slow.example/robots.txt"
    rules = TextResponse(url, body=b"User-agent: *\nDisallow: /private/\n", encoding="utf-8")
    middleware, asked = _middleware([DownloadTimeoutError("took too long"), rules])
    parser = await middleware.robot_parser(Request("https://slow.example/news/1"))
    assert asked == [url, url]
    assert parser is not None and not parser.allowed("https://slow.example/private/x", "comspider")
