"""The Chromium switches a crawl adds to the browser's own (COMSPIDER_CHROMIUM_EXTRA_ARGS):
feature lists joined, other switches replaced, and the handler launching with them; the
headless shell installed with Chromium chosen for the crawl (COMSPIDER_HEADLESS_SHELL); Ctrl-C
left to the crawl."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from playwright.async_api import async_playwright
from scrapy.core.downloader.handlers import DownloadHandlers

from comspider.browser.chromium import (
    CHROMIUM_ARGS,
    find_chromium,
    flag_list,
    headless_shell_beside,
    with_flags,
)
from comspider.browser.handler import BrowserDownloadHandler
from comspider_lab.testing import asyncio_test, comspider_crawler


def test_feature_lists_are_joined_not_replaced() -> None:
    args = ["--a", "--disable-features=One,Two", "--x=1"]
    out = with_flags(args, ["--disable-features=Two,Three", "--x=2", "--b"])
    assert out == ["--a", "--disable-features=One,Two,Three", "--x=2", "--b"]
    assert args == ["--a", "--disable-features=One,Two", "--x=1"]  # the caller's list is kept


def test_the_crawl_keeps_its_own_disabled_features() -> None:
    out = with_flags(CHROMIUM_ARGS, ["--disable-features=site-per-process"])
    disabled = [a for a in out if a.startswith("--disable-features=")]
    assert len(disabled) == 1  # Chromium reads the last one only
    features = disabled[0].split("=", 1)[1].split(",")
    assert "site-per-process" in features and "Translate" in features and "DnsOverHttps" in features


@pytest.mark.parametrize(
    ("value", "flags"),
    [
        (None, []),
        ([], []),
        (["--a", "--b=1,2"], ["--a", "--b=1,2"]),
        ('["--a", "--b=1,2"]', ["--a", "--b=1,2"]),
        ("--a  --b=1,2", ["--a", "--b=1,2"]),
        ("", []),
    ],
)
def test_flag_list_reads_lists_json_and_spaced_strings(value: object, flags: list[str]) -> None:
    assert flag_list(value) == flags


@asyncio_test
async def test_the_handler_launches_chromium_with_the_extra_args() -> None:
    crawler = comspider_crawler(
        overrides={"COMSPIDER_CHROMIUM_EXTRA_ARGS": ["--disable-features=IsolateOrigins", "--test-switch"]}
    )
    handlers = DownloadHandlers(crawler)
    handler = handlers._get_handler("http")
    assert isinstance(handler, BrowserDownloadHandler)
    try:
        args = handler.config.launch_options["args"]
        assert "--test-switch" in args
        disabled = [a for a in args if a.startswith("--disable-features=")]
        assert len(disabled) == 1 and "IsolateOrigins" in disabled[0].split("=", 1)[1].split(",")
        assert "--test-switch" not in CHROMIUM_ARGS  # the module's list is not changed
    finally:
        await handlers._close()


@pytest.mark.parametrize(
    ("overrides", "handled"),
    [({}, False), ({"PLAYWRIGHT_LAUNCH_OPTIONS": {"handle_sigint": True, "handle_sigterm": True}}, True)],
)
@asyncio_test
async def test_ctrl_c_is_left_to_the_crawl_not_to_the_playwright_driver(
    overrides: dict, handled: bool
) -> None:
    # The driver shares the terminal's process group: if it handled Ctrl-C it would close
    # Chromium under the visits Scrapy's shutdown lets finish. A project's own choice stays.
    crawler = comspider_crawler(overrides=overrides)
    handlers = DownloadHandlers(crawler)
    handler = handlers._get_handler("http")
    assert isinstance(handler, BrowserDownloadHandler)
    try:
        options = handler.config.launch_options
        assert options["handle_sigint"] is handled and options["handle_sigterm"] is handled
    finally:
        await handlers._close()


def _executable(path: Path) -> Path:
    path.write_text("#!/bin/sh\n")
    path.chmod(0o755)
    return path


def test_the_headless_shell_is_the_one_installed_beside_chromium(tmp_path: Path) -> None:
    chromium = _executable(tmp_path / "chromium")
    assert headless_shell_beside(str(chromium)) is None  # none installed
    shell = _executable(tmp_path / "chromium-headless-shell")
    assert headless_shell_beside(str(chromium)) == str(shell)
    assert headless_shell_beside(str(shell)) == str(shell)  # given already
    link = tmp_path / "bin" / "chromium"
    link.parent.mkdir()
    link.symlink_to(chromium)  # beside the binary, not beside a link to it
    assert headless_shell_beside(str(link)) == str(shell)
    (tmp_path / "chromium-headless-shell").chmod(0o644)  # not executable: not a browser
    assert headless_shell_beside(str(chromium)) is None


@pytest.mark.parametrize(
    ("overrides", "shell"),
    [
        ({}, True),
        ({"COMSPIDER_HEADLESS_SHELL": False}, False),
        ({"PLAYWRIGHT_LAUNCH_OPTIONS": {"headless": False}}, False),  # a window: the browser's own
    ],
)
@asyncio_test
async def test_the_handler_launches_the_headless_shell_when_installed(
    tmp_path: Path, overrides: dict, shell: bool
) -> None:
    chromium = _executable(tmp_path / "chromium")
    installed = _executable(tmp_path / "chromium-headless-shell")
    crawler = comspider_crawler(overrides={"COMSPIDER_CHROMIUM": str(chromium), **overrides})
    handlers = DownloadHandlers(crawler)
    handler = handlers._get_handler("http")
    assert isinstance(handler, BrowserDownloadHandler)
    try:
        launched = handler.config.launch_options["executable_path"]
        assert launched == str(installed if shell else chromium)
        assert os.access(launched, os.X_OK)
    finally:
        await handlers._close()


_CHROMIUM = find_chromium()
_SHELL = headless_shell_beside(_CHROMIUM) if _CHROMIUM else None


@pytest.mark.skipif(_SHELL is None, reason="Debian's chromium-headless-shell is not installed")
@asyncio_test
async def test_the_headless_shell_keeps_a_cross_site_frame_out_of_the_articles_renderer() -> None:
    """With the crawl's switches the headless shell isolates sites as Chromium does: a
    cross-site frame runs in a renderer of its own (its own target), not the article's."""
    pages = {
        "http://news.test/": '<p>article</p><iframe src="http://widget.test/thread"></iframe>',
        "http://widget.test/thread": "<p>comments</p>",
    }
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=_SHELL, args=CHROMIUM_ARGS, headless=True)
        try:
            context = await browser.new_context()
            await context.route(
                "**/*",
                lambda route: route.fulfill(body=pages.get(route.request.url, ""), content_type="text/html"),
            )
            page = await context.new_page()
            await page.goto("http://news.test/")
            await page.wait_for_function("document.querySelector('iframe').contentWindow !== null")
            await page.frame(url="http://widget.test/thread").wait_for_load_state()  # type: ignore[union-attr]
            session = await context.new_cdp_session(page)
            targets = (await session.send("Target.getTargets"))["targetInfos"]
            assert [t["url"] for t in targets if t["type"] == "iframe"] == ["http://widget.test/thread"]
            assert "--site-per-process" in CHROMIUM_ARGS
        finally:
            await browser.close()


class _Route:
    def __init__(self) -> None:
        self.done: list[str] = []

    async def continue_(self, **overrides: object) -> None:
        self.done.append("continue")

    async def fallback(self, **overrides: object) -> None:
        self.done.append("continue")

    async def abort(self, *args: object) -> None:
        self.done.append("abort")


class _Request:
    def __init__(self, url: str, navigation: bool = False, resource_type: str = "image") -> None:
        self.url = url
        self.method = "GET"
        self.resource_type = resource_type
        self.headers_read = 0
        self._navigation = navigation

    def is_navigation_request(self) -> bool:
        return self._navigation

    async def all_headers(self) -> dict[str, str]:
        self.headers_read += 1
        return {"user-agent": "Chromium"}


@asyncio_test
async def test_the_page_route_reads_the_headers_of_the_page_request_only() -> None:
    """scrapy-playwright reads every request's headers through the driver and drops them;
    the crawl's page route reads them for the page's own document only (they go on the
    Scrapy request), and still refuses what the policy blocks."""
    import asyncio

    from scrapy.http.headers import Headers

    crawler = comspider_crawler(overrides={"COMSPIDER_ALLOW_PRIVATE_NETWORKS": True})
    handlers = DownloadHandlers(crawler)
    handler = handlers._get_handler("http")
    assert isinstance(handler, BrowserDownloadHandler)
    try:
        url = "http://127.0.0.1:9/article.html"
        headers = Headers()
        initial = asyncio.Event()
        route_request = handler._make_request_handler(
            context_name="visit-1",
            method="GET",
            url=url,
            headers=headers,
            body=None,
            encoding="utf-8",
            spider=None,
            initial_request_done=initial,
        )
        page = _Request(url, navigation=True, resource_type="document")
        image = _Request("http://127.0.0.1:9/avatar.svg")
        font = _Request("http://127.0.0.1:9/face.woff2", resource_type="font")  # blocked by type
        routes = [_Route() for _ in range(3)]
        for route, request in zip(routes, (page, image, font), strict=True):
            await route_request(route, request)
        assert initial.is_set() and headers.get("user-agent") == b"Chromium"
        assert page.headers_read == 1 and image.headers_read == 0 and font.headers_read == 0
        assert [r.done for r in routes] == [["continue"], ["continue"], ["abort"]]
    finally:
        await handlers._close()
