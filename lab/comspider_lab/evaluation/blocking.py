"""Request blocking on real pages: the project's host list, EasyList, EasyPrivacy, and
comspider's blocker (exemptions first, then all of them), and the comment widgets' requests
that must never be blocked.

    python -m comspider_lab evaluate blocking                 # fundus pages and the offline web
    python -m comspider_lab evaluate blocking --only fundus --limit 50

fundus: the 258 saved news pages (../shared/data/fundus), served at their original URL in
Chromium with their inline scripts running and every other request recorded and aborted
(comspider_lab.evaluation._saved_pages): the requests a page makes from its markup and
inline code; the external scripts themselves never load, so what they would fetch in turn
is not counted (on the live web blocking a loader also saves its cascade).
Offline web: every article of the bundled web (seed 0), loaded from loopback with nothing
blocked, every request recorded.

Each recorded request is then judged by each layer alone and by comspider's
``RequestBlocker`` (resource types left out): blocked requests and pages with one, and the
comment-widget requests (hosts under the ``[comments]`` exemptions of blocklist.txt,
self-hosted widgets recognised by their embed URLs, the offline web's widget host) that a
list alone would block and that comspider blocks (which must be none).
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import re
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any
from urllib.parse import urlsplit

from playwright.async_api import BrowserContext

from comspider.browser.blocklist import HostBlocklist, RequestBlocker
from comspider.browser.filter_lists import FilterLists, request_type
from comspider.crawl_settings import crawl_settings
from comspider_lab.evaluation._saved_pages import (
    PageRun,
    Sandbox,
    Seen,
    serve_saved,
    settle_briefly,
    watch_live,
)

logger = logging.getLogger(__name__)

# Self-hosted comment widgets, by their embed and API URLs (Coral, Isso, Commento and
# Comentario, Remark42, Talkyard, Schnack, Cusdis) and conventional hosts.
SELF_HOSTED_WIDGET = re.compile(
    r"/(?:static|assets/js)/embed\.js|/embed/stream\b|/api/graphql\b.*coral|/js/embed\.(?:min|dev)\.js|"
    r"/isso/|/(?:commento|comentario)\.js|/web/embed\.js|/remark42/|/-/talkyard|/schnack\.js|"
    r"^https?://(?:coral|talk|[a-z.-]*\.talk|comments?|isso|remark42|commento|comentario)\.",
    re.IGNORECASE,
)


@dataclass(slots=True)
class Judge:
    """Every layer's verdict on one request."""

    own: HostBlocklist
    lists: FilterLists
    blocker: RequestBlocker
    widget_prefixes: tuple[str, ...] = ()

    def widget(self, url: str) -> bool:
        return (
            self.own.exemption(url) == "comments"
            or bool(SELF_HOSTED_WIDGET.search(url))
            or url.startswith(self.widget_prefixes)
        )

    def verdicts(self, seen: Seen) -> dict[str, str | None]:
        kind = request_type(seen.resource_type, seen.subframe)
        out: dict[str, str | None] = {
            "own": None if self.own.exempt(seen.url) else self.own.match(seen.url),
        }
        http = seen.url.startswith(("http:", "https:", "ws:", "wss:"))
        for item in self.lists.lists:
            blocked = http and item.engine.check_network_urls(seen.url, seen.source or seen.url, kind).matched
            out[item.name] = item.name if blocked else None
        out["comspider"] = self.blocker.reason(
            seen.url, seen.resource_type, False, seen.source, seen.subframe
        )
        return out


@dataclass(slots=True)
class Tally:
    pages: int = 0
    failed: int = 0
    requests: int = 0
    blocked: Counter[str] = field(default_factory=Counter)  # layer -> requests
    pages_blocked: Counter[str] = field(default_factory=Counter)  # layer -> pages with one
    reasons: Counter[str] = field(default_factory=Counter)  # comspider's reason -> requests
    widget_requests: int = 0
    widget_pages: int = 0
    widget_blocked: Counter[str] = field(default_factory=Counter)  # layer -> widget requests
    widget_examples: dict[str, list[str]] = field(default_factory=dict)
    consent_requests: int = 0
    consent_blocked: Counter[str] = field(default_factory=Counter)
    new_hosts: Counter[str] = field(default_factory=Counter)  # blocked by a list, not by the own list


def tally(runs: Sequence[PageRun | BaseException], judge: Judge, layers: Sequence[str]) -> Tally:
    out = Tally()
    for run in runs:
        if not isinstance(run, PageRun) or run.error:
            out.failed += 1
            continue
        out.pages += 1
        page_layers: set[str] = set()
        widget_seen = False
        for seen in run.requests:
            out.requests += 1
            verdicts = judge.verdicts(seen)
            for layer in layers:
                if verdicts.get(layer):
                    out.blocked[layer] += 1
                    page_layers.add(layer)
            reason = verdicts["comspider"]
            if reason:
                out.reasons[reason] += 1
                if not verdicts["own"]:
                    out.new_hosts[urlsplit(seen.url).hostname or "?"] += 1
            if judge.widget(seen.url):
                widget_seen = True
                out.widget_requests += 1
                for layer in layers:
                    if verdicts.get(layer):
                        out.widget_blocked[layer] += 1
                        examples = out.widget_examples.setdefault(layer, [])
                        if len(examples) < 6:
                            examples.append(seen.url[:110])
            elif judge.own.exemption(seen.url) == "consent":
                out.consent_requests += 1
                for layer in layers:
                    if verdicts.get(layer):
                        out.consent_blocked[layer] += 1
        out.widget_pages += widget_seen
        for layer in page_layers:
            out.pages_blocked[layer] += 1
    return out


LAYER_NAMES = {
    "own": "comspider's host list alone (blocklist.txt)",
    "easylist": "EasyList alone",
    "easyprivacy": "EasyPrivacy alone",
    "comspider": "**comspider**: exemptions, host list, EasyList, EasyPrivacy",
}


def table(name: str, t: Tally, layers: Sequence[str]) -> str:
    lines = [
        (
            f"{name}: {t.pages} pages ({t.failed} failed to load), {t.requests} requests "
            f"({t.requests / max(1, t.pages):.1f} per page); {t.widget_requests} comment-widget requests "
            f"on {t.widget_pages} pages, {t.consent_requests} consent-platform requests"
        ),
        "",
        (
            "| layer | requests blocked | share | per page | pages with a block | widget requests blocked "
            "| consent-platform requests blocked |"
        ),
        "|---|---:|---:|---:|---:|---:|---:|",
    ]
    for layer in layers:
        n = t.blocked[layer]
        lines.append(
            f"| {LAYER_NAMES.get(layer, layer)} | {n} | {n / max(1, t.requests):.1%} | "
            f"{n / max(1, t.pages):.1f} | {t.pages_blocked[layer]} | {t.widget_blocked[layer]} | "
            f"{t.consent_blocked[layer]} |"
        )
    return "\n".join(lines)


def details(t: Tally) -> str:
    lines = ["comspider's reasons: " + ", ".join(f"{r} {n}" for r, n in t.reasons.most_common())]
    lines.append(
        "hosts blocked beyond the host list (top 12): "
        + ", ".join(f"{h} {n}" for h, n in t.new_hosts.most_common(12))
    )
    for layer, examples in sorted(t.widget_examples.items()):
        lines.append(f"widget requests {layer} blocks: " + "; ".join(examples))
    return "\n".join(f"- {line}" for line in lines)


def cost(runs: Sequence[PageRun | BaseException], judge: Judge) -> str:
    """Microseconds per request of comspider's blocker with and without the filter lists."""
    seen = [s for run in runs if isinstance(run, PageRun) for s in run.requests]
    if not seen:
        return ""
    host_only = RequestBlocker(judge.blocker.blocklist, [], None)
    out = []
    for name, blocker in (
        ("host list only", host_only),
        ("host list + EasyList + EasyPrivacy", judge.blocker),
    ):
        started = time.perf_counter()
        for _ in range(3):
            for s in seen:
                blocker.reason(s.url, s.resource_type, False, s.source, s.subframe)
        out.append(f"{name} {(time.perf_counter() - started) / (3 * len(seen)) * 1e6:.0f} µs")
    return "- decision time per request: " + ", ".join(out)


# --------------------------------------------------------------------------- runs
async def fundus_runs(limit: int | None, concurrency: int, wait: float) -> list[Any]:
    from comspider_lab.training.clickable_sources import fundus_pages

    pages = list(fundus_pages())[: limit or None]

    async def job(context: BrowserContext, saved: Any) -> PageRun:
        run = PageRun(saved.key, saved.url)
        page = await context.new_page()
        await serve_saved(page, run, saved.read_bytes())
        try:
            await page.goto(saved.url, wait_until="domcontentloaded", timeout=30_000)
        except Exception as exc:  # noqa: BLE001 - recorded, counted as failed
            run.error = str(exc).splitlines()[0][:200]
            return run
        await settle_briefly(page, wait)
        return run

    async with Sandbox(concurrency, offline=True) as sandbox:
        return await sandbox.map(pages, job)


async def offline_web_runs(concurrency: int, wait: float) -> tuple[list[Any], str]:
    from comspider_lab.offline_web import OfflineWeb

    web = OfflineWeb(seed=0).start()
    try:
        urls = web.article_urls()
        widget = web.base_urls["talkwell"]

        async def job(context: BrowserContext, url: str) -> PageRun:
            run = PageRun(url, url)
            page = await context.new_page()
            await watch_live(page, run)
            await page.goto(url, wait_until="domcontentloaded", timeout=30_000)
            await settle_briefly(page, wait)
            return run

        async with Sandbox(concurrency, offline=False) as sandbox:
            return await sandbox.map(urls, job), widget
    finally:
        web.stop()


def make_judge(widget_prefixes: tuple[str, ...] = ()) -> tuple[Judge, list[str]]:
    settings = crawl_settings({"COMSPIDER_BLOCK_RESOURCE_TYPES": []})
    blocker = RequestBlocker.from_settings(settings)
    if blocker is None or blocker.filter_lists is None or blocker.blocklist is None:
        raise SystemExit(
            "EasyList/EasyPrivacy not found: run `make setup` (Debian's webext-ublock-origin-chromium)"
        )
    judge = Judge(HostBlocklist.bundled(), blocker.filter_lists, blocker, widget_prefixes)
    return judge, ["own", *blocker.filter_lists.names, "comspider"]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate blocking", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--only", choices=("fundus", "offline"), help="one of the two page sets")
    parser.add_argument("--limit", type=int, help="at most N fundus pages")
    parser.add_argument("--concurrency", type=int, default=3, help="pages at once")
    parser.add_argument("--wait", type=float, default=1.5, help="seconds after the load event")
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    print(f"# Request blocking, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC")
    if args.only in (None, "fundus"):
        started = time.monotonic()
        runs = asyncio.run(fundus_runs(args.limit, args.concurrency, args.wait))
        judge, layers = make_judge()
        t = tally(runs, judge, layers)
        print()
        print(table("fundus", t, layers))
        print()
        print(details(t))
        print(cost(runs, judge))
        print(f"\n({time.monotonic() - started:.0f} s)")
    if args.only in (None, "offline"):
        started = time.monotonic()
        runs, widget = asyncio.run(offline_web_runs(args.concurrency, args.wait))
        judge, layers = make_judge((widget,))
        t = tally(runs, judge, layers)
        print()
        print(table("offline web", t, layers))
        print()
        print(details(t))
        print(f"\n({time.monotonic() - started:.0f} s)")
    return 0
