"""The interaction middleware on its own, against a real page in real Chromium: it drives
the page scrapy-playwright hands over, returns a BrowserResponse with the snapshots and the
report, counts its stats, and closes the page, in process_exception too."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from scrapy.http import HtmlResponse, Request

from comspider.faults import BrowserClosed, GivenUp
from comspider.interaction.middleware import InteractionMiddleware
from comspider.request_meta import CONTEXT_KEY, LOST_KEY, PAGE_KEY, QUEUE_KEY, VISIT_KEY
from comspider.signals import browser_lost
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


def _middleware(tmp_path: Any, **overrides: Any) -> tuple[Any, InteractionMiddleware]:
    crawler = comspider_crawler(
        overrides={
            "COMSPIDER_SETTLE_QUIET": 0.2,
            "COMSPIDER_SCROLL_PAUSE": 0.02,
            "COMSPIDER_SNAPSHOT_DIR": str(tmp_path / "snapshots"),
            **overrides,
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


CONFIRMING = """<!doctype html><html lang="en"><head><title>A story about the bridge</title></head>
<body><article><h1>A story about the bridge</h1><p>{body}</p></article>
<section class="comments" id="comments"></section>
<button class="show-comments">Show 11 comments</button>
<script>document.querySelector(".show-comments").addEventListener("click", function () {{
  if (confirm("Load the comments? They may contain spoilers.")) {{
    document.getElementById("comments").innerHTML = {comments!r}; this.remove(); }} }});</script>
</body></html>"""


def _visit(
    chromium: Any, mw: InteractionMiddleware, url: str, during: Any = None, meta: dict | None = None
) -> Any:
    """process_response on a real page; ``during(page)`` runs beside the interaction.
    Returns the response, or the exception the middleware raised, and whether the page
    was closed and popped."""

    async def go() -> tuple[Any, bool]:
        context = await chromium.context()
        try:
            page = await context.new_page()
            await page.goto(url, wait_until="domcontentloaded")
            request = Request(url, meta={PAGE_KEY: page, VISIT_KEY: 1, **(meta or {})})
            response = HtmlResponse(
                url, body=(await page.content()).encode(), encoding="utf-8", request=request
            )
            side = asyncio.ensure_future(during(page)) if during else None
            try:
                result: Any = await mw.process_response(request, response)
            except Exception as exc:
                result = exc
            if side is not None:
                await asyncio.gather(side, return_exceptions=True)
            return result, page.is_closed() and PAGE_KEY not in request.meta
        finally:
            await context.close()

    return chromium.run(go())


def test_a_confirm_after_a_candidate_click_is_accepted(
    chromium: Any, static_site: Any, tmp_path: Any
) -> None:
    url = static_site.write(
        "bridge.html", CONFIRMING.format(body="Text. " * 80, comments=comment_records("the bridge"))
    )
    crawler, mw = _middleware(tmp_path)
    result, closed = _visit(chromium, mw, url)
    assert closed and isinstance(result, BrowserResponse)
    assert result.report.comments_seen == 11 and "dialog:confirm" in result.report.events
    assert crawler.stats.get_value("comspider/browser/confirm_accepted") == 1


def test_a_page_that_crashes_under_the_interaction_is_tried_again_then_given_up(
    chromium: Any, static_site: Any, tmp_path: Any
) -> None:
    """Not an empty page: the same visit again (its browser was lost), after a back-off,
    in the same run; the try that reaches COMSPIDER_MAX_ATTEMPTS gives the page up."""
    url = static_site.write(
        "crash.html", ARTICLE.format(body="Text. " * 80, comments=comment_records("the crash"))
    )
    crawler, mw = _middleware(tmp_path, COMSPIDER_BROWSER_RETRY_SECONDS=0.01, COMSPIDER_MAX_ATTEMPTS=3)
    lost: list[int] = []
    crawler.signals.connect(lambda attempts, **_: lost.append(attempts), signal=browser_lost, weak=False)

    async def crash(page: Any) -> None:
        await asyncio.sleep(0.3)
        session = await page.context.new_cdp_session(page)
        await session.send("Page.crash")

    result, closed = _visit(chromium, mw, url, crash, meta={QUEUE_KEY: {"key": url, "attempt": 1}})
    assert isinstance(result, Request) and result.dont_filter and result.meta[LOST_KEY] == 2, result
    assert PAGE_KEY not in result.meta and result.meta[QUEUE_KEY]["key"] == url
    assert closed and lost == [2], "the claim's earlier try counts"
    assert crawler.stats.get_value("comspider/browser/closed") == 1
    assert crawler.stats.get_value("comspider/browser/retried") == 1
    result, closed = _visit(chromium, mw, url, crash, meta={LOST_KEY: 2})
    assert isinstance(result, GivenUp) and result.reason == "too_many_attempts", result
    assert isinstance(result.__cause__, BrowserClosed) and closed and lost == [2, 3]


def test_comments_past_the_dom_limit_give_a_reason(chromium: Any, static_site: Any, tmp_path: Any) -> None:
    url = static_site.write(
        "long.html",
        ARTICLE.format(body="A long article. " * 2000, comments=comment_records("the long one")),
    )
    _, mw = _middleware(tmp_path, COMSPIDER_MAX_DOM_CHARS=5000)
    result, _ = _visit(chromium, mw, url)
    assert isinstance(result, BrowserResponse) and result.report.limit == "dom_truncated"


FRAME_BOMB = """<!doctype html><html lang="en"><head><title>A story with frames</title></head>
<body><article><h1>A story with frames</h1><p>{body}</p></article>
<section class="comments">{comments}</section>
<script>setTimeout(() => {{ for (let i = 0; i < 300; i++) {{
  const f = document.createElement('iframe'); f.srcdoc = '<p>' + i; document.body.appendChild(f); }} }}, 300);</script>
</body></html>"""


def test_a_page_past_a_bound_stops_keeps_what_it_found_and_its_context_closes(
    chromium: Any, static_site: Any, tmp_path: Any
) -> None:
    """In a visit's own context (as the download handler makes it), a page that nests
    frames without end stops the interaction: the comments it shows are kept, the visit
    record names the bound, and the context is closed with the visit."""
    url = static_site.write(
        "frames.html", FRAME_BOMB.format(body="Text. " * 80, comments=comment_records("the frames"))
    )
    crawler, mw = _middleware(tmp_path, COMSPIDER_MAX_CONTEXT_FRAMES=50, COMSPIDER_MAX_CONTEXT_MEMORY_MB=0)

    async def go() -> tuple[Any, bool]:
        visit = await mw.visits.open(url)
        context = await chromium.context()
        mw.visits.context_created(visit.name, context)
        page = await context.new_page()
        await page.goto(url, wait_until="domcontentloaded")
        request = Request(url, meta={PAGE_KEY: page, VISIT_KEY: 1, CONTEXT_KEY: visit.name})
        response = HtmlResponse(url, body=(await page.content()).encode(), encoding="utf-8", request=request)
        result = await mw.process_response(request, response)
        return result, page.is_closed() and mw.visits.visit(visit.name) is None and len(mw.visits) == 0

    result, closed = chromium.run(go())
    assert closed, "the visit's context is closed and its slot given back"
    assert isinstance(result, BrowserResponse) and result.report.limit == "frame_limit"
    assert result.report.truncation == "frame_limit", "the thread may go on: said so"
    assert "Karin writes about" in result.snapshots[0].html  # what it found is kept
    assert crawler.stats.get_value("comspider/browser/limit/frame_limit") == 1
