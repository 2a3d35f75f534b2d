"""The interaction middleware on its own, against a real page in real Chromium: it drives
the page scrapy-playwright hands over, returns a BrowserResponse with the snapshots and the
report, counts its stats, and closes the page, in process_exception too."""

from __future__ import annotations

from typing import Any

import pytest
from scrapy.http import HtmlResponse, Request

from comspider.browser.middleware import InteractionMiddleware
from comspider.request_meta import PAGE_KEY, VISIT_KEY
from comspider.snapshots import BrowserResponse
from comspider_lab.testing import comspider_crawler
from tests.conftest import comment_records

pytestmark = [pytest.mark.browser]

ARTICLE = """<!doctype html><html lang="en"><head><title>A story about the harbour</title></head>
<body><article><h1>A story about the harbour</h1><p>{body}</p></article>
<section class="comments" id="comments"></section>
<button class="show-comments">Show 11 comments</button>
<script>document.querySelector(".show-comments").addEventListener("click", function () {{
  document.getElementById("comments").innerHTML = {comments!r}; this.remove(); }});</script>
</body></html>"""


def _middleware(tmp_path: Any) -> tuple[Any, InteractionMiddleware]:
    crawler = comspider_crawler(
        overrides={
            "COMSPIDER_SETTLE_QUIET": 0.2,
            "COMSPIDER_SCROLL_PAUSE": 0.02,
            "COMSPIDER_SNAPSHOT_DIR": str(tmp_path / "snapshots"),
        }
    )
    crawler.stats.open_spider()
    return crawler, InteractionMiddleware.from_crawler(crawler)


def test_a_hidden_thread_behind_a_button(chromium: Any, static_site: Any, tmp_path: Any) -> None:
    url = static_site.write(
        "story.html", ARTICLE.format(body="Text. " * 80, comments=comment_records("the harbour"))
    )
    crawler, mw = _middleware(tmp_path)

    async def go() -> tuple[Any, bool]:
        context = await chromium.context()
        try:
            page = await context.new_page()
            await page.goto(url, wait_until="domcontentloaded")
            request = Request(url, meta={PAGE_KEY: page, VISIT_KEY: 1})
            response = HtmlResponse(
                url, body=(await page.content()).encode(), encoding="utf-8", request=request
            )
            result = await mw.process_response(request, response)
            return result, page.is_closed() and PAGE_KEY not in request.meta
        finally:
            await context.close()

    result, closed = chromium.run(go())
    assert closed, "the middleware closes the page it was given"
    assert isinstance(result, BrowserResponse) and "interacted" in result.flags
    assert result.report.clicks == 1 and result.report.entry_point
    assert result.report.comments_seen == 11
    assert result.snapshots[0].kind == "main" and "Karin writes about" in result.snapshots[0].html
    assert crawler.stats.get_value("comspider/browser/pages") == 1
    assert crawler.stats.get_value("comspider/browser/entry_point/click") == 1
    assert list((tmp_path / "snapshots").glob("*.json.gz")), "COMSPIDER_SNAPSHOT_DIR is written"


def test_a_response_without_a_page_passes_through(chromium: Any, tmp_path: Any) -> None:
    _, mw = _middleware(tmp_path)
    request = Request("https://news.example/feed.xml")
    response = HtmlResponse(request.url, body=b"<rss/>", request=request)
    assert chromium.run(mw.process_response(request, response)) is response


def test_process_exception_closes_the_page(chromium: Any, static_site: Any, tmp_path: Any) -> None:
    url = static_site.write("plain.html", "<html><body><p>plain</p></body></html>")
    _, mw = _middleware(tmp_path)

    async def go() -> bool:
        context = await chromium.context()
        try:
            page = await context.new_page()
            await page.goto(url)
            request = Request(url, meta={PAGE_KEY: page})
            assert await mw.process_exception(request, TimeoutError("download timed out")) is None
            return page.is_closed() and PAGE_KEY not in request.meta
        finally:
            await context.close()

    assert chromium.run(go())
