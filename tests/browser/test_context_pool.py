"""Browser contexts reused by visits one after another (comspider.browser.context_pool),
on real pages in real Chromium: a context serves the next visit with every page of the
last one closed (its popups too) and only the pool's blank holder page left; the storage
the last visit wrote is gone and its cookies are carried; the context is closed instead
after its N visits, after a bound, a crash, a failed visit and a visit alone; and the
interaction middleware gives a context back only after an interaction that ended well."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import pytest
from scrapy.http import HtmlResponse, Request

from comspider.browser.context_pool import document_origin
from comspider.browser.visits import BrowserVisits, Visit
from comspider.interaction.middleware import InteractionMiddleware
from comspider.request_meta import CONTEXT_KEY, PAGE_KEY, VISIT_KEY, VISIT_SERIAL_KEY
from comspider.snapshots import BrowserResponse
from comspider_lab.testing import comspider_crawler
from tests.conftest import comment_records

pytestmark = [pytest.mark.browser]

# Writes every kind of storage a page has, and a cookie; one popup on load.
WRITER = """<!doctype html><html><body><h1>Writer</h1><script>
localStorage.setItem('seen', 'yes');
sessionStorage.setItem('tab', 'yes');
indexedDB.open('hoard', 1);
caches.open('stash').catch(() => {});
document.cookie = 'consent=given; max-age=3600; path=/';
window.open('leaf.html', '_blank');
</script></body></html>"""
LEAF = "<!doctype html><html><body><p>leaf</p></body></html>"
READER = """<!doctype html><html><body><h1>Reader</h1><script>
window.found = Promise.all([indexedDB.databases(), caches.keys()]).then(([dbs, keys]) => ({
  local: localStorage.getItem('seen'), session: sessionStorage.getItem('tab'),
  databases: dbs.map(d => d.name), caches: keys, cookie: document.cookie }));
</script></body></html>"""
FRAME_BOMB = """<!doctype html><html><body><script>
for (let i = 0; i < 80; i++) { const f = document.createElement('iframe'); f.srcdoc = '<p>' + i; document.body.appendChild(f); }
</script></body></html>"""


def _visits(**overrides: Any) -> tuple[Any, BrowserVisits]:
    settings = {
        "COMSPIDER_BROWSER_PAGES": 2,
        "COMSPIDER_CONTEXT_REUSE_VISITS": 3,
        "COMSPIDER_MAX_CONTEXT_MEMORY_MB": 0,
        **overrides,
    }
    crawler = comspider_crawler(overrides=settings)
    crawler.stats.open_spider()
    return crawler, BrowserVisits.of(crawler)


async def _start(chromium: Any, visits: BrowserVisits, url: str, alone: bool = False) -> tuple[Visit, Any]:
    """A visit as the download handler opens it: in a pooled context, or a new one."""
    visit = await visits.open(url, alone=alone)
    await visits.prepare(visit)
    if visit.context is None:
        context = await chromium.context()
        await visits.give_cookies(context)  # as the download handler does
        holder, session = await visits.hold(visit.name, context)
        visits.context_created(visit.name, context, holder, session)
    page = await visit.context.new_page()
    await page.goto(url, wait_until="load")
    return visit, page


async def _pages_of(context: Any, at_least: int) -> None:
    for _ in range(100):
        if len(context.pages) >= at_least:
            return
        await asyncio.sleep(0.05)


def _closed(context: Any) -> asyncio.Event:
    event = asyncio.Event()
    context.once("close", lambda *_: event.set())
    return event


def test_a_context_serves_visits_one_after_another_each_alone_then_is_closed_after_n(
    chromium: Any, static_site: Any
) -> None:
    writer = static_site.write("writer.html", WRITER)
    static_site.write("leaf.html", LEAF)
    crawler, visits = _visits(COMSPIDER_CONTEXT_REUSE_VISITS=2)

    async def go() -> dict:
        first, _ = await _start(chromium, visits, writer)
        context = first.context
        closed = _closed(context)
        await _pages_of(context, 3)  # the holder, the article and its popup
        holder = first.holder
        pages = [p for p in context.pages if p is not holder]
        first_popups = first.limits.popups
        assert await visits.close(first.name, reusable=True, serial=first.serial)
        seen: dict[str, Any] = {
            "holder_first": context.pages[0] is holder and first_popups == 1,
            "left": [p for p in context.pages if p is not holder],
            "pages_closed": all(p.is_closed() for p in pages),
            "holder": holder.url,
            "pooled": len(visits.pool),
            "slots_free": len(visits) == 0,
        }
        second, _ = await _start(chromium, visits, writer)
        await _pages_of(context, 3)  # holder, article, popup
        seen.update(
            same=second.context is context and second.name == first.name,
            uses=second.uses,
            popups=second.limits.popups,  # the holder is not the visit's
            stale=await visits.close(first.name, serial=first.serial),  # the first visit's request
            still_open=visits.visit(second.name) is second,
        )
        assert await visits.close(second.name, reusable=True, serial=second.serial)
        await asyncio.wait_for(closed.wait(), 10)
        third, _ = await _start(chromium, visits, writer)
        seen.update(third_new=third.name != first.name and third.context is not context)
        await visits.close(third.name)
        return seen

    seen = chromium.run(go())
    assert seen["holder_first"], "the holder opens before the visit's page and is not counted as its popup"
    assert seen["left"] == [] and seen["pages_closed"], "every page of the visit (its popup too) is closed"
    assert seen["holder"] == "about:blank" and seen["pooled"] == 1 and seen["slots_free"]
    assert seen["same"] and seen["uses"] == 2 and seen["popups"] == 1
    assert seen["stale"] and seen["still_open"], "a request of an earlier visit ends nothing"
    assert seen["third_new"], "closed after its 2 visits: the next visit gets a new context"
    assert crawler.stats.get_value("comspider/browser/context/reused") == 1
    assert crawler.stats.get_value("comspider/browser/context/recycled/used_up") == 1


def test_the_next_visit_finds_no_storage_of_the_last_but_its_cookies(chromium: Any, static_site: Any) -> None:
    writer = static_site.write("writer.html", WRITER)
    static_site.write("leaf.html", LEAF)
    reader = static_site.write("reader.html", READER)
    _, visits = _visits()

    async def go() -> tuple[dict, dict, bool]:
        first, page = await _start(chromium, visits, writer)
        await page.wait_for_function("indexedDB.databases().then(d => d.length > 0)")
        await page.wait_for_function("caches.keys().then(k => k.length > 0)")
        origins = set(first.limits.origins)
        await visits.close(first.name, reusable=True)
        second, page = await _start(chromium, visits, reader)
        found = await page.evaluate("window.found")
        # the same page in a fresh context: what the reused one must show
        fresh, page = await _start(chromium, visits, reader)
        assert fresh.context is not second.context
        baseline = await page.evaluate("window.found")
        for visit in (second, fresh):
            await visits.close(visit.name)
        return found, baseline, document_origin(writer) in origins

    found, baseline, tracked = chromium.run(go())
    assert tracked, "the visit's document origins are tracked"
    assert found["local"] is None and found["session"] is None
    assert found["databases"] == [] and found["caches"] == []
    assert "consent=given" in found["cookie"], "cookies follow the crawl's policy: carried"
    assert found == baseline, "the reused context shows what a fresh one shows"


def test_a_context_is_closed_not_reused_after_a_bound_a_crash_a_failure_or_a_visit_alone(
    chromium: Any, static_site: Any
) -> None:
    bomb = static_site.write("bomb.html", FRAME_BOMB)
    plain = static_site.write("plain.html", "<!doctype html><html><body><p>plain</p></body></html>")
    crawler, visits = _visits(COMSPIDER_MAX_CONTEXT_FRAMES=20)

    async def ended(url: str, alone: bool = False, crash: bool = False, reusable: bool = True) -> bool:
        visit, page = await _start(chromium, visits, url, alone=alone)
        closed = _closed(visit.context)
        if crash:
            session = await visit.context.new_cdp_session(page)
            with contextlib.suppress(Exception):  # the page dies under the call
                await asyncio.wait_for(session.send("Page.crash"), 5)
            for _ in range(100):
                if visit.limits.crashed:
                    break
                await asyncio.sleep(0.05)
        else:
            await asyncio.sleep(0.2)
        await visits.close(visit.name, reusable=reusable)
        await asyncio.wait_for(closed.wait(), 10)
        return closed.is_set()

    async def go() -> dict:
        seen = {
            "bound": await ended(bomb),
            "crash": await ended(plain, crash=True),
            "fault": await ended(plain, reusable=False),
        }
        kept, _ = await _start(chromium, visits, plain)
        await visits.close(kept.name, reusable=True)
        pooled = len(visits.pool)
        seen["alone"] = await ended(plain, alone=True)
        seen["pool_kept"] = (
            pooled == 1 and len(visits.pool) == 1,
            "a visit alone never takes a pooled context",
        )
        return seen

    seen = chromium.run(go(), timeout=180)
    assert seen.pop("pool_kept")
    assert all(seen.values()), seen
    for why in ("bound", "crash", "fault", "alone"):
        assert crawler.stats.get_value(f"comspider/browser/context/recycled/{why}") == 1, why
    assert crawler.stats.get_value("comspider/browser/context/reused") is None


ARTICLE = """<!doctype html><html lang="en"><head><title>A story about the pier</title></head>
<body><article><h1>A story about the pier</h1><p>{body}</p></article>
<section class="comments">{comments}</section></body></html>"""


def test_the_interaction_middleware_gives_back_a_context_only_after_an_interaction_that_ended_well(
    chromium: Any, static_site: Any, tmp_path: Any
) -> None:
    url = static_site.write(
        "pier.html", ARTICLE.format(body="Text. " * 80, comments=comment_records("the pier"))
    )
    crawler = comspider_crawler(
        overrides={
            "COMSPIDER_SETTLE_QUIET": 0.2,
            "COMSPIDER_SCROLL_PAUSE": 0.02,
            "COMSPIDER_MAX_CONTEXT_MEMORY_MB": 0,
            "COMSPIDER_CONTEXT_REUSE_VISITS": 4,
        }
    )
    crawler.stats.open_spider()
    mw = InteractionMiddleware.from_crawler(crawler)

    async def once(fail: bool) -> tuple[Any, Any]:
        visit, page = await _start(chromium, mw.visits, url)
        meta = {PAGE_KEY: page, VISIT_KEY: 1, CONTEXT_KEY: visit.name, VISIT_SERIAL_KEY: visit.serial}
        request = Request(url, meta=meta)
        if fail:  # the download failed: the handler's error reaches process_exception
            return await mw.process_exception(request, TimeoutError("download timed out")), visit
        response = HtmlResponse(url, body=(await page.content()).encode(), encoding="utf-8", request=request)
        return await mw.process_response(request, response), visit

    async def go() -> dict:
        result, visit = await once(fail=False)
        context = visit.context
        seen: dict[str, Any] = {
            "result": result,
            "pooled": len(mw.visits.pool),
            "left": [p for p in context.pages if p is not visit.holder],
        }
        closed = _closed(context)
        result, again = await once(fail=True)
        await asyncio.wait_for(closed.wait(), 10)
        seen.update(reused=again.context is context, failed=result, pooled_after=len(mw.visits.pool))
        return seen

    seen = chromium.run(go(), timeout=180)
    assert isinstance(seen["result"], BrowserResponse), seen["result"]
    assert "Karin writes about the pier" in seen["result"].snapshots[0].html
    assert seen["pooled"] == 1 and seen["left"] == []
    assert seen["reused"] and seen["failed"] is None and seen["pooled_after"] == 0
    assert crawler.stats.get_value("comspider/browser/context/recycled/fault") == 1
