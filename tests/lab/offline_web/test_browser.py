"""A few outlets in Debian's Chromium: the scripts really do what the truth says."""

from __future__ import annotations

import asyncio
import concurrent.futures
from collections.abc import Awaitable, Callable
from urllib.parse import urlsplit

import pytest
from playwright.async_api import TimeoutError as PlaywrightTimeoutError

from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium
from comspider_lab.offline_web import OfflineWeb

pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(find_chromium() is None, reason="Debian's chromium is not installed"),
]


def in_browser(test: Callable[..., Awaitable[None]]) -> None:
    """Run an async Playwright test on a loop of its own (the test runner has its own)."""

    async def main() -> None:
        from playwright.async_api import async_playwright

        async with async_playwright() as pw:
            browser = await pw.chromium.launch(
                executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True
            )
            try:
                context = await browser.new_context(viewport={"width": 1280, "height": 900})
                await test(context)
            finally:
                await browser.close()

    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, main()).result(timeout=240)


def pick(web: OfflineWeb, outlet: str) -> dict:
    """The outlet's article with the fewest comments, but some."""
    found = sorted(
        (a for a in web.truth()["articles"] if a["outlet"] == outlet and len(a["comments"]) >= 5),
        key=lambda a: len(a["comments"]),
    )
    assert found, outlet
    return found[0]


def norm(texts: list[str]) -> list[str]:
    return [" ".join(t.split()) for t in texts]


def test_click_to_load_button_and_confirm_dialog(web: OfflineWeb) -> None:
    art = pick(web, "bayview")

    async def test(context) -> None:
        page = await context.new_page()
        dialogs: list[str] = []

        async def on_dialog(d) -> None:
            dialogs.append(d.type)
            await d.dismiss()

        page.on("dialog", on_dialog)
        await page.goto(art["url"])
        assert await page.locator("[data-testid=comment]").count() == 0
        button = page.locator(f"xpath={art['entry_point']}")
        assert "comments" in (await button.inner_text()).lower()
        await button.click()
        await page.wait_for_selector("[data-testid=comment]")
        while await page.locator("[data-testid=load-more-comments]").count():
            before = await page.locator("[data-testid=comment]").count()
            await page.locator("[data-testid=load-more-comments]").click()
            await page.wait_for_function(
                f"document.querySelectorAll('[data-testid=comment]').length > {before}"
            )
        got = norm(
            await page.locator("[data-testid=comment] > [data-testid=comment-body]").all_text_contents()
        )
        assert sorted(got) == sorted(c["text"] for c in art["comments"])
        await page.locator("[data-testid=comment] button[data-action=report]").first.click()
        assert dialogs == ["confirm"]

    in_browser(test)


def test_lazy_loader_waits_for_the_scroll(web: OfflineWeb) -> None:
    art = pick(web, "alpen")

    async def test(context) -> None:
        page = await context.new_page()
        api_calls: list[str] = []
        page.on("request", lambda r: api_calls.append(r.url) if "/api/community/" in r.url else None)
        await page.goto(art["url"], wait_until="load")
        await page.wait_for_timeout(800)
        assert api_calls == [] and await page.locator("ar-posting").count() == 0
        await page.locator("#postings").scroll_into_view_if_needed()
        await page.wait_for_selector("ar-posting", state="attached")
        assert len(api_calls) == 1
        while await page.locator(".postings-more").count():
            before = await page.locator("ar-posting").count()
            await page.locator(".postings-more").click()
            await page.wait_for_function(f"document.querySelectorAll('ar-posting').length > {before}")
        got = norm(await page.locator("ar-posting > .posting--content").all_text_contents())
        assert sorted(got) == sorted(c["text"] for c in art["comments"])
        # replies are collapsed behind toggles until clicked
        toggle = page.locator(".posting--toggle-replies").first
        if await toggle.count():
            box = page.locator(".posting--toggle-replies + .posting--replies").first
            assert await box.is_hidden()
            await toggle.click()
            assert await box.is_visible()

    in_browser(test)


def test_consent_overlay_blocks_clicks_until_accepted(web: OfflineWeb) -> None:
    art = pick(web, "rheinischer")

    async def test(context) -> None:
        from playwright.async_api import TimeoutError as PlaywrightTimeout

        page = await context.new_page()
        await page.goto(art["url"])
        await page.wait_for_selector("#onetrust-accept-btn-handler")
        button = page.locator(f"xpath={art['entry_point']}")
        with pytest.raises(PlaywrightTimeout):
            await button.click(timeout=1500, trial=True)  # the overlay intercepts the pointer
        await page.locator("#onetrust-accept-btn-handler").click()
        assert await page.locator("#onetrust-consent-sdk").count() == 0
        await button.click()
        assert await page.locator(".skelett").count() == 1  # nothing yet: they come seconds later
        await page.wait_for_selector(".kommentar", timeout=15000)
        got = norm(await page.locator(".kommentar > .kommentar__text").all_text_contents())
        assert sorted(got) == sorted(c["text"] for c in art["comments"])

    in_browser(test)


def test_iframe_widget_is_cross_origin_and_needs_a_click_inside(web: OfflineWeb) -> None:
    art = pick(web, "delta")

    async def test(context) -> None:
        page = await context.new_page()
        await page.goto(art["url"], wait_until="load")
        frame = await (await page.query_selector("iframe#reacties-frame")).content_frame()
        assert urlsplit(frame.url).netloc != urlsplit(page.url).netloc
        assert urlsplit(frame.url).netloc == urlsplit(art["entry_frame_url"]).netloc
        assert await frame.locator(".tw-comment").count() == 0
        # the widget's script binds the button after the frame has loaded: on a loaded machine a
        # click may come first and do nothing, and a reader would click again
        for attempt in range(3):
            entry = frame.locator(f"xpath={art['entry_point']}")
            if await entry.count():  # gone once the comments have come
                await entry.click()
            try:
                await frame.wait_for_selector(".tw-comment", timeout=15_000)
                break
            except PlaywrightTimeoutError:
                if attempt == 2:
                    raise
        while await frame.locator("[data-tw-action=more]").count():
            before = await frame.locator(".tw-comment").count()
            await frame.locator("[data-tw-action=more]").click()
            await frame.wait_for_function(f"document.querySelectorAll('.tw-comment').length > {before}")
        got = norm(await frame.locator(".tw-comment__main > .tw-comment__text").all_text_contents())
        assert sorted(got) == sorted(c["text"] for c in art["comments"])
        # the parent page cannot reach into the frame's DOM
        assert await page.evaluate(
            "() => { try { return document.getElementById('reacties-frame').contentDocument === null; }"
            " catch (e) { return true; } }"
        )

    in_browser(test)
