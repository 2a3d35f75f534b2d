"""The interaction middleware on its own, against a real page in real Chromium: it drives
the page scrapy-playwright hands over, returns a BrowserResponse with the snapshots and the
report, counts its stats, and closes the page, in process_exception too."""

from __future__ import annotations

import asyncio
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

import pytest
from scrapy.http import HtmlResponse, Request

from comspider.article import Article
from comspider.browser.processes import RendererGuard
from comspider.browser.visit_limits import request_guard_js
from comspider.faults import BrowserClosed, GivenUp
from comspider.interaction import page_interaction
from comspider.interaction.middleware import InteractionMiddleware
from comspider.items import PageItem
from comspider.pipelines.emit import visit_outcome
from comspider.request_meta import CONTEXT_KEY, LOST_KEY, PAGE_KEY, QUEUE_KEY, VISIT_KEY
from comspider.scheduling.outcome import is_passing
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
    crawler, mw = _middleware(
        tmp_path,
        COMSPIDER_BROWSER_RETRY_SECONDS=0.01,
        COMSPIDER_MAX_ATTEMPTS=3,
        # the default page budget (90 s): a crash ends the interaction at once, whatever
        # step it lands in (it once waited the budget out: 92-101 s in the full suite)
    )
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


def _visit_in_context(
    chromium: Any,
    mw: InteractionMiddleware,
    url: str,
    init_scripts: tuple[str, ...] = (),
    during: Any = None,
) -> Any:
    """process_response on a real page in a visit's own context (watched by its
    VisitLimits, as the download handler makes it); ``during()`` runs beside the
    interaction. Returns the response or the exception raised."""

    async def go() -> Any:
        visit = await mw.visits.open(url)
        context = await chromium.context()
        for init in init_scripts:
            await context.add_init_script(init)
        mw.visits.context_created(visit.name, context)
        page = await context.new_page()
        await page.goto(url, wait_until="domcontentloaded")
        request = Request(url, meta={PAGE_KEY: page, VISIT_KEY: 1, CONTEXT_KEY: visit.name})
        response = HtmlResponse(url, body=(await page.content()).encode(), encoding="utf-8", request=request)
        side = asyncio.ensure_future(during()) if during else None
        try:
            result: Any = await mw.process_response(request, response)
        except Exception as exc:
            result = exc
        if side is not None:
            side.cancel()
            await asyncio.gather(side, return_exceptions=True)
        return result

    return chromium.run(go(), timeout=180)


# Its comments in the HTML; a moment later it hoards array buffers, 20 MB every 20 ms up
# to about 700 MB.
HOARDER = """<!doctype html><html lang="en"><head><title>A story that hoards</title></head>
<body><article><h1>A story that hoards</h1><p>{body}</p></article>
<section class="comments">{comments}</section>
<script>window.bufs = [];
const grow = () => {{ if (window.bufs.length < 35) {{ window.bufs.push(new Uint8Array(20e6).fill(1)); setTimeout(grow, 20); }} }};
grow();</script>
</body></html>"""


def test_a_page_whose_renderer_the_guard_kills_keeps_what_its_download_read(
    chromium: Any, static_site: Any, tmp_path: Any
) -> None:
    """Not a crash retried (the page would hoard again): the renderer guard killed it
    for its memory, the visit keeps the comments the download read and names the bound."""
    url = static_site.write(
        "hoard.html", HOARDER.format(body="Text. " * 80, comments=comment_records("the hoard"))
    )
    crawler, mw = _middleware(tmp_path, COMSPIDER_MAX_CONTEXT_MEMORY_MB=0)
    guard = RendererGuard(250.0, 0.1)

    async def watch() -> None:
        guard.start()
        try:
            await asyncio.sleep(3600)
        finally:
            guard.stop()

    result = _visit_in_context(chromium, mw, url, during=watch)
    assert guard.killed == 1
    assert isinstance(result, BrowserResponse), result
    assert result.report.limit == "memory_limit" and result.report.truncation == "memory_limit"
    assert "Karin writes about the hoard" in result.snapshots[0].html
    assert crawler.stats.get_value("comspider/browser/closed") is None, "not counted as a crash"


# Its comments in the HTML, then 300 fetches in a loop.
FLOODER = """<!doctype html><html lang="en"><head><title>A story that floods</title></head>
<body><article><h1>A story that floods</h1><p>{body}</p></article>
<section class="comments">{comments}</section>
<script>for (let i = 0; i < 300; i++) fetch('ping.txt?' + i).catch(() => {{}});</script>
</body></html>"""


def test_the_request_guard_fails_a_documents_calls_past_the_bound_and_the_visit_keeps_its_comments(
    chromium: Any, static_site: Any, tmp_path: Any
) -> None:
    """js/request_guard.js in every document of the visit: past
    COMSPIDER_MAX_SCRIPT_REQUESTS, fetch fails in the page at once; the visit goes on,
    keeps its comments and names request_limit."""
    static_site.write("ping.txt", "ok")
    url = static_site.write(
        "flood.html", FLOODER.format(body="Text. " * 80, comments=comment_records("the flood"))
    )
    crawler, mw = _middleware(tmp_path, COMSPIDER_MAX_SCRIPT_REQUESTS=20, COMSPIDER_MAX_CONTEXT_MEMORY_MB=0)
    guard = request_guard_js(mw.visits.limits.max_script_requests)
    result = _visit_in_context(chromium, mw, url, init_scripts=(guard,))
    assert isinstance(result, BrowserResponse), result
    assert result.report.limit == "request_limit"
    assert "Karin writes about the flood" in result.snapshots[0].html
    assert crawler.stats.get_value("comspider/browser/requests_refused") == 280


# Comments behind a button whose comment API never answers.
HUNG_API = """<!doctype html><html lang="en"><head><title>A story whose comments hang</title></head>
<body><article><h1>A story whose comments hang</h1><p>{body}</p></article>
<section class="comments" id="comments"></section>
<button class="show-comments">Show 11 comments</button>
<script>document.querySelector(".show-comments").addEventListener("click", function () {{
  fetch("{api}").then(r => r.text()).then(h => {{ document.getElementById("comments").innerHTML = h; }}); }});</script>
</body></html>"""


def test_a_comment_api_that_never_answers_is_a_failure_not_an_empty_page(
    chromium: Any, static_site: Any, tmp_path: Any, monkeypatch: Any
) -> None:
    """The click's request still waits when the visit ends: ``unanswered`` in the report,
    which the visit record turns into an error the page queue retries (not no_comments)."""
    hung = threading.Event()

    class Hang(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            hung.wait(60)

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Hang)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    api = f"http://127.0.0.1:{server.server_address[1]}/comments"
    monkeypatch.setattr(page_interaction, "UNANSWERED_SECONDS", 1.0)
    url = static_site.write("hung.html", HUNG_API.format(body="Text. " * 80, api=api))
    _, mw = _middleware(tmp_path, COMSPIDER_MAX_CONTEXT_MEMORY_MB=0)
    try:
        result = _visit_in_context(chromium, mw, url)
    finally:
        hung.set()
        server.shutdown()
        server.server_close()
    assert isinstance(result, BrowserResponse), result
    assert result.report.unanswered and "unanswered" in result.report.unanswered
    item = PageItem(
        article=Article(url=url),
        visit=1,
        visited_at="2026-11-28T00:00:00Z",
        final_url=url,
        snapshots=result.snapshots,
        report=result.report,
    )
    outcome, reason = visit_outcome(item)
    assert outcome == "error" and is_passing(reason), (outcome, reason)


def test_a_page_cut_short_while_it_loaded_is_read_from_what_it_was_served(
    chromium: Any, static_site: Any, tmp_path: Any
) -> None:
    """The download handler cut the load short at a bound (the response's flag names it,
    its body is the HTML the page was served) before the page had parsed half of it: the
    served HTML is the main snapshot, not the little the DOM held."""
    served = ARTICLE.format(body="Text. " * 80, comments="") + comment_records("the served page") * 20
    url = static_site.write("early.html", "<!doctype html><html><body><p>Barely parsed.</p></body></html>")
    _, mw = _middleware(tmp_path)

    async def go() -> Any:
        context = await chromium.context()
        try:
            page = await context.new_page()
            await page.goto(url, wait_until="domcontentloaded")
            request = Request(url, meta={PAGE_KEY: page, VISIT_KEY: 1})
            response = HtmlResponse(
                url,
                body=served.encode(),
                encoding="utf-8",
                request=request,
                flags=["playwright", "memory_limit"],
            )
            return await mw.process_response(request, response)
        finally:
            await context.close()

    result = chromium.run(go())
    assert isinstance(result, BrowserResponse)
    assert "Karin writes about the served page" in result.snapshots[0].html
    assert result.snapshots[0].kind == "main"
