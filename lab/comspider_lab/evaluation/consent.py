"""Cookie consent: DuckDuckGo's autoconsent (opt-in) with the accept-text fallback, beside
comspider's hand-written platform rules, on the fundus pages and the offline web.

    python -m comspider_lab evaluate consent                  # fundus pages and the offline web
    python -m comspider_lab evaluate consent --only offline
    python -m comspider_lab evaluate consent --only fundus --limit 50 --no-compare

1. Which consent platforms the 258 fundus pages embed (their markup names the platform's
   script, stub or container), and whether autoconsent has an opt-in rule for it and
   comspider's hand-written rules a selector.
2. The fundus pages in Chromium (served at their URL, inline scripts running, nothing
   else loaded: comspider_lab.evaluation._saved_pages), with autoconsent installed as the
   crawler installs it, then ``dismiss_consent`` as the interaction calls it: platforms
   autoconsent detected, banners it found, accepted or failed on, and banners the text
   fallback accepted. ``--compare`` (the default) visits each page again without
   autoconsent (the hand-written platform rules, then the texts). The platforms' own
   scripts cannot load offline, so most banners that they would draw are not there: this
   counts the banners the saved markup and its inline code show.
3. The offline web's consent outlets (OneTrust, Didomi, Sourcepoint in an iframe), every
   article in a fresh context: which layer accepted, and whether the overlay is gone.
4. ``--timing``: what autoconsent costs per page. Every offline web article is opened in
   a fresh context with and without autoconsent, the two alternating page by page (so a
   machine whose load drifts affects both alike): seconds from ``goto`` to the load event
   and to the end of the consent step, and the median of the per-page differences.
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import logging
import re
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from playwright.async_api import BrowserContext

from comspider.browser.autoconsent import SCRIPT, AutoconsentBridge
from comspider.crawl_settings import crawl_settings
from comspider.interaction.consent import dismiss_consent
from comspider.interaction.consent_rules import CMP_RULES
from comspider.interaction.page_interaction import InteractionConfig
from comspider_lab.evaluation._saved_pages import PageRun, Sandbox, serve_saved, settle_briefly

logger = logging.getLogger(__name__)

# platform -> (markup signature, autoconsent rule names, comspider's hand rule name)
PLATFORMS: dict[str, tuple[str, tuple[str, ...], str]] = {
    "OneTrust": (r"cookielaw\.org|otSDKStub|onetrust", ("Onetrust",), "onetrust"),
    "Sourcepoint": (
        r"privacy-mgmt\.com|sp-prod\.net|sourcepoint|window\._sp_\b",
        ("Sourcepoint-frame",),
        "sourcepoint",
    ),
    "Didomi": (r"didomi|privacy-center\.org", ("didomi",), "didomi"),
    "consentmanager": (
        r"consentmanager\.net|cmpbox",
        ("consentmanager.net", "consentmanager-ncmp"),
        "consentmanager",
    ),
    "Google Funding Choices": (r"fundingchoicesmessages", ("funding-choices",), "funding_choices"),
    "Quantcast / InMobi Choice": (r"quantcast|cmp\.inmobi", ("quantcast",), "quantcast"),
    "Usercentrics": (r"usercentrics", ("usercentrics-api", "usercentrics-button"), "usercentrics"),
    "Cookiebot": (r"cookiebot", ("Cybotcookiebot",), "cookiebot"),
    "Complianz": (r"complianz|cmplz", ("Complianz banner", "Complianz optin"), "complianz"),
    "Moove GDPR": (r"moove_gdpr", ("Moove",), "moove_gdpr"),
    "Ketch": (r"ketchcdn|ketch-tag|ketch_", ("ketch",), "ketch"),
    "Evidon": (r"evidon", ("Evidon",), "evidon"),
    "CookieYes": (r"cookieyes", ("cookieyes",), "cookieyes"),
    "Cookie Notice": (r"cookie-notice", ("cookie-notice",), "cookie_notice"),
    "CookieLawInfo": (r"cookie-law-info", ("cookie-law-info",), "cookielawinfo"),
    "Osano": (r"osano", ("osano",), "osano"),
    "Klaro": (r"klaro", ("Klaro",), "klaro"),
    "iubenda": (r"iubenda", ("iubenda",), "iubenda"),
    "CookieFirst": (r"cookiefirst", ("cookiefirst.com",), "cookiefirst"),
}


async def _dismiss(page: Any) -> Any:
    """The consent step as the interaction runs it, with the crawl's settings."""
    config = InteractionConfig.defaults()
    return await dismiss_consent(
        page, click_timeout=config.consent_click_timeout, max_frames=config.max_frames
    )


def autoconsent_names(bridge: AutoconsentBridge) -> set[str]:
    """Rules with an opt-in: the JSON rules sent, and the platforms built into the script."""
    names = {rule["name"] for rule in bridge.bundle.main_rules + bridge.bundle.frame_rules}
    names |= set(re.findall(r'name ?= ?"([^"]+)"', bridge.bundle.script))
    return names


def platforms_in(html: str) -> list[str]:
    return [name for name, (sig, _, _) in PLATFORMS.items() if re.search(sig, html, re.IGNORECASE)]


def coverage_table(pages: list[Any], bridge: AutoconsentBridge) -> str:
    counts: Counter[str] = Counter()
    with_any = 0
    for saved in pages:
        found = platforms_in(gzip.decompress(saved.path.read_bytes()).decode("utf-8", "replace"))
        counts.update(found)
        with_any += bool(found)
    known = autoconsent_names(bridge)
    hand = {rule.name for rule in CMP_RULES}
    lines = [
        f"{len(pages)} fundus pages, {with_any} embed at least one consent platform",
        "",
        "| platform | pages | autoconsent opt-in rule | comspider's hand rule |",
        "|---|---:|---|---|",
    ]
    for name, n in counts.most_common():
        _, rules, hand_name = PLATFORMS[name]
        have = [r for r in rules if r in known]
        lines.append(
            f"| {name} | {n} | {', '.join(have) or 'none'} | {hand_name if hand_name in hand else 'none'} |"
        )
    return "\n".join(lines)


@dataclass(slots=True)
class Visit:
    ran: bool = False  # autoconsent started looking in the main document
    detected: list[str] = field(default_factory=list)  # platforms autoconsent detected
    found: list[str] = field(default_factory=list)  # banners autoconsent found
    accepted: list[str] = field(default_factory=list)  # by autoconsent
    failed: list[str] = field(default_factory=list)
    fallback: list[str] = field(default_factory=list)  # accepted by the fallback (texts / hand rules)
    overlay_left: bool | None = None
    error: str | None = None


async def visit(
    context: BrowserContext,
    url: str,
    html: bytes | None,
    bridge: AutoconsentBridge | None,
    wait: float,
    overlay: str = "",
) -> Visit:
    out = Visit()
    if bridge is not None:
        await bridge.install(context)
    page = await context.new_page()
    if html is not None:
        await serve_saved(page, PageRun(url, url), html)
    try:
        await page.goto(url, wait_until="domcontentloaded", timeout=30_000)
    except Exception as exc:  # noqa: BLE001 - counted as an error
        out.error = str(exc).splitlines()[0][:200]
        return out
    await settle_briefly(page, wait)
    result = await _dismiss(page)
    out.accepted = [c for c in result.clicked if c.startswith("autoconsent/")]
    out.fallback = [c for c in result.clicked if not c.startswith("autoconsent/")]
    out.failed = list(result.failed)
    if bridge is not None:
        log = bridge.log_for(page)
        out.ran = any(
            run.main and run.lifecycle not in ("loading", "waitingForInitResponse")
            for run in log.runs.values()
        )
        out.detected = sorted(log.detected)
        out.found = sorted({run.cmp for run in log.runs.values() if run.cmp})
    if overlay:
        out.overlay_left = await page.locator(overlay).count() > 0
    return out


def visits_table(rows: list[tuple[str, list[Visit | BaseException], bool]]) -> str:
    lines = [
        (
            "| run | pages | errors | autoconsent ran | platform detected (autoconsent) | banner found (autoconsent) | accepted by autoconsent "
            "| autoconsent failed | accepted by the fallback | accepted in all |"
        ),
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for name, visits, with_ac in rows:
        ok = [v for v in visits if isinstance(v, Visit) and not v.error]
        errors = len(visits) - len(ok)

        def n(pred: Any, ok: list[Visit] = ok) -> int:
            return sum(1 for v in ok if pred(v))

        lines.append(
            f"| {name} | {len(visits)} | {errors} | "
            + (
                f"{n(lambda v: v.ran)} | {n(lambda v: v.detected)} | {n(lambda v: v.found)} | {n(lambda v: v.accepted)} | {n(lambda v: v.failed)} | "
                if with_ac
                else "– | – | – | – | – | "
            )
            + f"{n(lambda v: v.fallback)} | {n(lambda v: v.accepted or v.fallback)} |"
        )
    return "\n".join(lines)


def rule_counts(visits: list[Visit | BaseException]) -> str:
    counts: Counter[str] = Counter()
    for v in visits:
        if isinstance(v, Visit):
            counts.update(x.split("@")[0] for x in v.accepted + v.fallback)
            counts.update(f"detected:{d}" for d in v.detected)
    return ", ".join(f"{k} {n}" for k, n in counts.most_common()) or "none"


async def fundus_visits(
    pages: list[Any], bridge: AutoconsentBridge | None, concurrency: int, wait: float
) -> list[Any]:
    async def job(context: BrowserContext, saved: Any) -> Visit:
        return await visit(context, saved.url, saved.read_bytes(), bridge, wait)

    async with Sandbox(concurrency, offline=True) as sandbox:
        return await sandbox.map(pages, job)


OFFLINE_OVERLAYS = {
    "rheinischer": ("OneTrust", "#onetrust-consent-sdk"),
    "quotidien": ("Didomi", "#didomi-host"),
    "faro": ("Sourcepoint (iframe)", "[id^=sp_message_container_]"),
}


async def offline_visits(
    bridge: AutoconsentBridge | None, concurrency: int, wait: float
) -> list[tuple[str, Any]]:
    from comspider_lab.offline_web import OfflineWeb

    web = OfflineWeb(seed=0).start()
    try:
        items = [
            (site.name, site.url(art.path))
            for site, art in web.world.articles()
            if site.name in OFFLINE_OVERLAYS
        ]

        async def job(context: BrowserContext, item: tuple[str, str]) -> Visit:
            outlet, url = item
            return await visit(context, url, None, bridge, wait, OFFLINE_OVERLAYS[outlet][1])

        async with Sandbox(concurrency, offline=False) as sandbox:
            results = await sandbox.map(items, job)
        return [(outlet, r) for (outlet, _), r in zip(items, results, strict=True)]
    finally:
        web.stop()


def offline_table(rows: list[tuple[str, list[tuple[str, Any]]]]) -> str:
    lines = [
        "| run | outlet (platform) | pages | accepted by autoconsent | by the fallback | overlay gone | rules |",
        "|---|---|---:|---:|---:|---:|---|",
    ]
    for name, visits in rows:
        for outlet, (platform, _) in OFFLINE_OVERLAYS.items():
            mine = [v for o, v in visits if o == outlet and isinstance(v, Visit) and not v.error]
            total = sum(1 for o, _ in visits if o == outlet)
            rules = Counter(x for v in mine for x in v.accepted + v.fallback)
            lines.append(
                f"| {name} | {outlet} ({platform}) | {total} | {sum(1 for v in mine if v.accepted)} | "
                f"{sum(1 for v in mine if v.fallback)} | {sum(1 for v in mine if v.overlay_left is False)} | "
                + ", ".join(f"{k} {n}" for k, n in rules.most_common())
                + " |"
            )
    return "\n".join(lines)


async def timing_runs(bridge: AutoconsentBridge, repeat: int) -> list[tuple[str, bool, float, float]]:
    """(url, with autoconsent, s to load, s to consent done) per visit, A/B interleaved."""
    from comspider_lab.offline_web import OfflineWeb

    web = OfflineWeb(seed=0).start()
    out: list[tuple[str, bool, float, float]] = []
    try:
        async with Sandbox(1, offline=False) as sandbox:
            assert sandbox.browser is not None
            for round_ in range(repeat):
                for i, url in enumerate(web.article_urls()):
                    order = (True, False) if (i + round_) % 2 == 0 else (False, True)
                    for with_ac in order:
                        context = await sandbox.browser.new_context(service_workers="block")
                        try:
                            if with_ac:
                                await bridge.install(context)
                            page = await context.new_page()
                            started = time.monotonic()
                            await page.goto(url, wait_until="load", timeout=30_000)
                            loaded = time.monotonic() - started
                            await _dismiss(page)
                            out.append((url, with_ac, loaded, time.monotonic() - started))
                        finally:
                            await context.close()
    finally:
        web.stop()
    return out


def timing_table(rows: list[tuple[str, bool, float, float]]) -> str:
    import statistics

    lines = [
        "| run | visits | load s median | load + consent s median | load + consent s p90 |",
        "|---|---:|---:|---:|---:|",
    ]
    for with_ac, name in ((False, "hand-written rules + accept texts"), (True, "autoconsent + accept texts")):
        mine = [r for r in rows if r[1] is with_ac]
        done = sorted(r[3] for r in mine)
        lines.append(
            f"| {name} | {len(mine)} | {statistics.median(r[2] for r in mine):.2f} | "
            f"{statistics.median(done):.2f} | {done[int(0.9 * (len(done) - 1))]:.2f} |"
        )
    by_url: dict[str, dict[bool, list[float]]] = {}
    for url, with_ac, _, total in rows:
        by_url.setdefault(url, {True: [], False: []})[with_ac].append(total)
    diffs = [
        statistics.median(v[True]) - statistics.median(v[False])
        for v in by_url.values()
        if v[True] and v[False]
    ]
    lines.append("")
    lines.append(
        f"median per-page difference (autoconsent - hand rules): {statistics.median(diffs):+.2f} s "
        f"over {len(diffs)} pages (quartiles {sorted(diffs)[len(diffs) // 4]:+.2f} / "
        f"{sorted(diffs)[3 * len(diffs) // 4]:+.2f} s)"
    )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate consent", description=__doc__.splitlines()[0]
    )
    parser.add_argument("--only", choices=("fundus", "offline"), help="one of the two page sets")
    parser.add_argument("--limit", type=int, help="at most N fundus pages")
    parser.add_argument("--concurrency", type=int, default=3, help="pages at once")
    parser.add_argument("--wait", type=float, default=2.0, help="seconds after the load event")
    parser.add_argument(
        "--no-compare", dest="compare", action="store_false", help="skip the runs without autoconsent"
    )
    parser.add_argument(
        "--timing", type=int, metavar="N", help="only the timing: N rounds over the offline web"
    )
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(message)s")
    bridge = AutoconsentBridge.from_settings(crawl_settings())
    if bridge is None:
        raise SystemExit(f"autoconsent ({SCRIPT}) not found: run `make setup`")
    print(f"# Cookie consent, {datetime.now(UTC):%Y-%m-%d %H:%M} UTC; autoconsent {bridge.bundle.version}")
    if args.timing:
        print()
        print(timing_table(asyncio.run(timing_runs(bridge, args.timing))))
        return 0
    if args.only in (None, "fundus"):
        from comspider_lab.training.clickable_sources import fundus_pages

        pages = list(fundus_pages())[: args.limit or None]
        print()
        print(coverage_table(pages, bridge))
        started = time.monotonic()
        rows: list[tuple[str, list[Any], bool]] = [
            (
                "autoconsent + accept texts (default)",
                asyncio.run(fundus_visits(pages, bridge, args.concurrency, args.wait)),
                True,
            )
        ]
        if args.compare:
            rows.append(
                (
                    "hand-written rules + accept texts",
                    asyncio.run(fundus_visits(pages, None, args.concurrency, args.wait)),
                    False,
                )
            )
        print()
        print(visits_table(rows))
        print()
        for name, visits, _ in rows:
            print(f"- {name}: {rule_counts(visits)}")
        print(f"\n({time.monotonic() - started:.0f} s)")
    if args.only in (None, "offline"):
        started = time.monotonic()
        offline_rows = [
            ("autoconsent + accept texts", asyncio.run(offline_visits(bridge, args.concurrency, args.wait)))
        ]
        if args.compare:
            offline_rows.append(
                (
                    "hand-written rules + accept texts",
                    asyncio.run(offline_visits(None, args.concurrency, args.wait)),
                )
            )
        print()
        print(offline_table(offline_rows))
        print(f"\n({time.monotonic() - started:.0f} s)")
    return 0
