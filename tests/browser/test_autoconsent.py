"""DuckDuckGo's autoconsent in opt-in mode: where its files are found, which rules are
sent, what the per-page log concludes, and in Chromium: it accepts the offline web's
three consent platforms (OneTrust, Didomi, Sourcepoint in its iframe), and a banner it
does not know is still accepted by its text."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

import pytest

from comspider.browser import autoconsent as autoconsent_module
from comspider.browser.autoconsent import (
    AutoconsentBridge,
    AutoconsentBundle,
    AutoconsentLog,
    bridge_for,
    init_message,
)
from comspider.crawl_settings import crawl_settings
from comspider.interaction.consent import dismiss_consent
from comspider.interaction.page_interaction import InteractionConfig
from comspider.interaction.settle import settle_page
from comspider_lab.testing import asyncio_test

RULES = {
    "autoconsent": [
        {"name": "main-only", "detectCmp": [], "detectPopup": [], "optIn": [{"click": "#a"}], "optOut": []},
        {"name": "no-opt-in", "detectCmp": [], "detectPopup": [], "optOut": [{"click": "#r"}]},
        {"name": "cosmetic", "cosmetic": True, "optIn": [{"hide": "#b"}], "optOut": [{"hide": "#b"}]},
        {"name": "frame-only", "runContext": {"main": False, "frame": True}, "optIn": [{"click": "#f"}]},
        {"name": "both", "runContext": {"frame": True}, "optIn": [{"click": "#c"}]},
    ]
}


def test_a_bundle_folder_or_the_npm_package_and_the_rules_that_can_opt_in(tmp_path: Path):
    flat = tmp_path / "flat"
    flat.mkdir()
    (flat / "autoconsent.playwright.js").write_text("/* script */")
    (flat / "rules.json").write_text(json.dumps(RULES))
    (flat / "package.json").write_text('{"version": "1.2.3"}')
    bundle = AutoconsentBundle.from_folder(flat)
    assert bundle.version == "1.2.3" and bundle.script == "/* script */"
    assert [r["name"] for r in bundle.main_rules] == ["main-only", "both"]
    assert [r["name"] for r in bundle.frame_rules] == ["frame-only", "both"]
    main_init, frame_init = init_message(bundle.main_rules), init_message(bundle.frame_rules)
    assert '"autoAction": "optIn"' in main_init and '"main-only"' in main_init
    assert '"main-only"' not in frame_init

    npm = tmp_path / "node_modules" / "@duckduckgo" / "autoconsent"
    (npm / "dist").mkdir(parents=True)
    (npm / "rules").mkdir()
    (npm / "dist" / "autoconsent.playwright.js").write_text("/* npm */")
    (npm / "rules" / "rules.json").write_text(json.dumps(RULES))
    assert AutoconsentBundle.locate(str(npm)).script == "/* npm */"


def test_a_sites_own_rules_go_only_to_the_documents_their_pattern_matches(tmp_path: Path):
    rules = {
        "autoconsent": [
            {"name": "generic", "optIn": [{"click": "#a"}]},
            {
                "name": "site",
                "runContext": {"urlPattern": "^https://(www\\.)?news\\.example/"},
                "optIn": [{"click": "#s"}],
            },
            {"name": "unreadable", "runContext": {"urlPattern": "(?<x"}, "optIn": [{"click": "#u"}]},
            {
                "name": "frame-site",
                "runContext": {"main": False, "frame": True, "urlPattern": "cmp\\.example"},
                "optIn": [{"click": "#f"}],
            },
        ]
    }
    (tmp_path / "autoconsent.playwright.js").write_text("/* script */")
    (tmp_path / "rules.json").write_text(json.dumps(rules))
    bundle = AutoconsentBundle.from_folder(tmp_path)

    def names(url: str, main: bool) -> list[str]:
        message = json.loads(bundle.init_for(url, main))
        assert message["type"] == "initResp" and message["config"]["autoAction"] == "optIn"
        return [rule["name"] for rule in message["rules"]["autoconsent"]]

    # a pattern Python cannot read is always sent: autoconsent decides in the page
    assert names("https://www.news.example/a/1", True) == ["generic", "site", "unreadable"]
    assert names("https://other.example/news.example/", True) == ["generic", "unreadable"]
    assert names("https://consent.cmp.example/frame", False) == ["frame-site"]
    assert names("https://widget.example/frame", False) == []
    whole = [rule["name"] for rule in json.loads(init_message(bundle.main_rules))["rules"]["autoconsent"]]
    assert whole == ["generic", "site", "unreadable"]  # the bundle's main rules, every site's
    assert bundle.init_for("https://x.example/1", True) is bundle.init_for(
        "https://y.example/2", True
    )  # kept


def test_missing_files_give_one_warning_and_no_bridge(tmp_path: Path, caplog, monkeypatch):
    monkeypatch.setattr(autoconsent_module, "_warned", set())
    settings = crawl_settings({"COMSPIDER_AUTOCONSENT_PATH": str(tmp_path / "nowhere")})
    with caplog.at_level(logging.WARNING, logger="comspider.browser.autoconsent"):
        assert AutoconsentBridge.from_settings(settings) is None
        assert AutoconsentBridge.from_settings(settings) is None
    warnings = [r.getMessage() for r in caplog.records if "autoconsent not found" in r.getMessage()]
    assert len(warnings) == 1 and "make setup" in warnings[0]
    assert AutoconsentBridge.from_settings(crawl_settings({"COMSPIDER_AUTOCONSENT_ENABLED": False})) is None
    assert AutoconsentBridge.from_settings(crawl_settings({"COMSPIDER_CONSENT_ENABLED": False})) is None


def _report(instance: str, lifecycle: str, url: str = "https://n.example/a", main: bool = True) -> dict:
    return {
        "type": "report",
        "instanceId": instance,
        "url": url,
        "mainFrame": main,
        "state": {"lifecycle": lifecycle, "detectedCmps": ["Onetrust"] if lifecycle != "started" else []},
    }


def test_the_log_waits_while_a_banner_is_handled_and_reports_each_result_once():
    log = AutoconsentLog()
    log.record(_report("1", "started"), True)
    assert not log.busy(2.5)  # looking for a platform: nothing to wait for
    log.record(_report("1", "cmpDetected"), True)
    assert log.busy(2.5) and not log.busy(0.0)  # its banner may still show, briefly
    log.record(_report("1", "runningOptIn"), True)
    assert log.busy(0.0)
    log.record({"type": "optInResult", "cmp": "Onetrust", "result": True, "url": "https://n.example/a"}, True)
    log.record(_report("1", "done"), True)
    assert not log.busy(2.5)
    assert log.detected == {"Onetrust"}
    [run] = log.take_results()
    assert (run.cmp, run.result, run.main) == ("Onetrust", True, True)
    assert log.take_results() == []
    # a failed opt-in is a result too (the fallback then tries)
    log.record(_report("2", "runningOptIn", "https://cmp.example/index.html", False), False)
    log.record(
        {"type": "optInResult", "cmp": "x", "result": False, "url": "https://cmp.example/index.html"}, False
    )
    [failed] = log.take_results()
    assert failed.result is False and not failed.main


@asyncio_test
async def test_the_wait_is_bounded_and_ends_when_the_result_comes():
    stuck = AutoconsentLog()
    stuck.record(_report("3", "runningOptIn"), True)
    await stuck.settled(0.3)  # returns at its bound
    assert stuck.busy(0.0)
    log = AutoconsentLog()
    log.record(_report("4", "openPopupDetected"), True)
    asyncio.get_running_loop().call_later(
        0.1,
        log.record,
        {"type": "optInResult", "cmp": "c", "result": True, "url": "https://n.example/a"},
        True,
    )
    await log.settled(30.0)
    assert not log.busy(0.0)


# ---------------------------------------------------------------------------------------
# In Chromium
# ---------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def bridge() -> AutoconsentBridge:
    found = AutoconsentBridge.from_settings(crawl_settings())
    if found is None:
        pytest.fail(
            "autoconsent's files are not in comspider/browser/autoconsent_bundle/: run `make setup` "
            "(npm installs @duckduckgo/autoconsent)"
        )
    return found


CONSENT_OUTLETS = {
    "rheinischer": ("autoconsent/onetrust@main", "#onetrust-consent-sdk"),
    "quotidien": ("autoconsent/didomi@main", "#didomi-host"),
    "faro": ("autoconsent/sourcepoint-frame@frame", "[id^=sp_message_container_]"),
}


@pytest.mark.browser
def test_autoconsent_accepts_the_offline_webs_consent_platforms(chromium, offline_web, bridge, static_site):
    firsts: dict[str, str] = {}
    for art in offline_web.truth()["articles"]:
        if art["outlet"] in CONSENT_OUTLETS and art["comments"]:
            firsts.setdefault(art["outlet"], art["url"])
    unknown = static_site.write(
        "unknown-banner.html",
        '<!doctype html><html lang="de"><body><article><h1>Ein Artikel</h1><p>Text.</p></article>'
        '<div class="hinweis-box" style="position:fixed;inset:auto 0 0 0;background:#fff">'
        "<p>Wir verwenden Cookies, um Inhalte zu personalisieren.</p>"
        '<button onclick="this.parentNode.remove()">Alle akzeptieren</button></div></body></html>',
    )

    async def visit(url: str) -> tuple[Any, int, bool]:
        context = await chromium.context()
        try:
            await bridge.install(context)
            page = await context.new_page()
            assert bridge_for(page) is bridge
            await page.goto(url, wait_until="load")
            # As a visit does (InteractionSession): the page settles, then the consent step.
            config = InteractionConfig.from_settings(crawl_settings())
            await settle_page(page, config.settle_quiet, config.settle_max, max_frames=config.max_frames)
            result = await dismiss_consent(
                page, click_timeout=config.consent_click_timeout, max_frames=config.max_frames
            )
            overlay = CONSENT_OUTLETS.get(next((o for o, u in firsts.items() if u == url), ""), ("", ""))[1]
            left = await page.locator(overlay).count() if overlay else 0
            cookies = await context.cookies()
            return result, left, bool(cookies)
        finally:
            await context.close()

    for outlet, url in firsts.items():
        result, left, cookies = chromium.run(visit(url))
        assert result.clicked == [CONSENT_OUTLETS[outlet][0]], (outlet, result)
        assert left == 0 and cookies, outlet  # the overlay is gone and the choice stored
    result, _, _ = chromium.run(visit(unknown))
    assert result.clicked == ["text@main"], result  # no rule knows it: the accept text does


@pytest.mark.browser
def test_reports_that_say_nothing_new_stay_in_the_page(chromium, static_site, tmp_path: Path):
    # a stand-in for autoconsent's script: it keeps the binding it finds at its start, and
    # reports each attempt of its search, as the real one does
    folder = tmp_path / "bundle"
    folder.mkdir()
    (folder / "rules.json").write_text(json.dumps(RULES))
    (folder / "autoconsent.playwright.js").write_text(
        "(() => { const send = window.autoconsentSendMessage; const id = String(Math.random());"
        " const report = (lifecycle, attempts, cmps) => send({type: 'report', instanceId: id,"
        "   url: location.href, mainFrame: true,"
        "   state: {lifecycle, clicks: 0, findCmpAttempts: attempts, detectedCmps: cmps}});"
        " report('loading', 0, []); for (let i = 1; i <= 8; i++) report('started', i, []);"
        " report('cmpDetected', 9, ['x']); report('cmpDetected', 10, ['x']);"
        " send({type: 'optInResult', cmp: 'x', result: true, url: location.href}); })();"
    )
    bridge = AutoconsentBridge(AutoconsentBundle.from_folder(folder), wait=1.0)
    seen: list[dict] = []
    handle = bridge._on_message

    async def counted(source: Any, message: Any) -> None:
        seen.append(message)
        await handle(source, message)

    bridge._on_message = counted  # type: ignore[method-assign]
    url = static_site.write("reports.html", "<html><body><p>An article.</p></body></html>")

    async def go() -> list[str]:
        ctx = await chromium.context()
        try:
            await bridge.install(ctx)
            page = await ctx.new_page()
            await page.goto(url, wait_until="load")
            log = bridge.log_for(page)
            await asyncio.sleep(0.3)
            runs = [run for run in log.runs.values() if run.url == url]
            assert [(run.lifecycle, run.result) for run in runs] == [("cmpDetected", True)]
            assert log.detected == {"x"}
            return [
                m["type"] + ":" + (m.get("state") or {}).get("lifecycle", "")
                for m in seen
                if m.get("url") == url
            ]
        finally:
            await ctx.close()

    # the start and the search's attempts stay in the page; what the log reads passes
    assert chromium.run(go()) == ["report:cmpDetected", "optInResult:"]


@pytest.mark.browser
def test_the_url_patterns_read_in_python_as_autoconsent_reads_them_in_the_page(chromium):
    """Every site rule's urlPattern of the installed bundle decides in Python as
    ``url.match(pattern)`` does in the page, on URLs that match it and URLs that do not."""
    bundle = AutoconsentBundle.locate(None)
    if bundle is None:
        pytest.skip("autoconsent is not installed (make setup)")
    patterns = sorted(
        {autoconsent_module._url_pattern(r) for r in bundle.main_rules + bundle.frame_rules} - {""}
    )
    assert patterns
    urls = [
        "https://www.bbc.co.uk/news/1",
        "https://www.aliexpress.com/item/1.html",
        "https://plus.gmx.com/lt?x=1",
        "https://cmp-consent-tool.privacymanager.io/frame",
        "https://www.tumblr.com/dashboard",
        "https://help.coinbase.com/en",
        "http://www.ah.nl/producten",
        "https://news.example.org/article/2026/11/29/story.html?utm=1#comments",
        "about:blank",
    ]

    async def in_page() -> list[list[bool]]:
        context = await chromium.context()
        try:
            page = await context.new_page()
            return await page.evaluate(
                "([patterns, urls]) => patterns.map(p => urls.map(u => u.match(p) !== null))",
                [patterns, urls],
            )
        finally:
            await context.close()

    js = chromium.run(in_page())
    py = [[autoconsent_module._for_url({"runContext": {"urlPattern": p}}, u) for u in urls] for p in patterns]
    assert py == js
    assert any(any(row) for row in js)  # some of the URLs are a site's own


@pytest.mark.browser
def test_autoconsent_runs_in_no_blank_start_and_no_error_page(chromium, static_site, bridge):
    """A page's blank start and the error page of a refused frame get no autoconsent (no
    ``init`` from them); the article and a blank frame inside it do."""
    url = static_site.write(
        "gated.html",
        '<html><body><p>An article.</p><iframe src="/refused-frame"></iframe><iframe></iframe></body></html>',
    )
    inits: list[tuple[str, bool]] = []
    handle = bridge._on_message

    async def counted(source: Any, message: Any) -> None:
        if isinstance(message, dict) and message.get("type") == "init":
            inits.append((str(message.get("url")), source["frame"].parent_frame is None))
        await handle(source, message)

    bridge._on_message = counted  # type: ignore[method-assign]

    async def go() -> None:
        context = await chromium.context()
        try:
            await bridge.install(context)

            async def refuse(route: Any, request: Any) -> None:
                if request.url.endswith("/refused-frame"):
                    await route.abort("blockedbyclient")
                else:
                    await route.continue_()

            await context.route("**/*", refuse)
            await context.new_page()  # a page that stays blank (the pool's holder)
            page = await context.new_page()
            await page.goto(url, wait_until="load")
            for _ in range(40):
                if len(inits) >= 2:
                    break
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.3)
        finally:
            bridge._on_message = handle  # type: ignore[method-assign]
            await context.close()

    chromium.run(go())
    assert sorted(inits) == [("about:blank", False), (url, True)]
