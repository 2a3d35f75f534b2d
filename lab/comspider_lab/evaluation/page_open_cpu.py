"""What opening a page costs the browser, with no interaction: the floor under a visit's CPU.

    python -m comspider_lab evaluate page_open_cpu [--pages 24] [--wait 0,3,10]

The throughput benchmark's article URLs of the offline news web (interleaved by outlet),
each opened in a fresh browser context of one Chromium launched with the crawl's flags and
the crawl's init scripts (listener, network and shadow-root hooks; no autoconsent, no
request routing), waited for its load event and then ``--wait`` seconds, and closed: what
every visit pays before the interaction does anything. Per wait: the CPU seconds per page
of Chromium's processes and Playwright's driver (/proc, every descendant of this process
with the children it reaped: renderers closed with their pages count), and the main
document's renderer tasks from Chromium's own ``Performance.getMetrics`` (all its tasks;
script, layout and style recalculation within them). The difference between two waits is
what an idle open page costs per second.
"""

from __future__ import annotations

import argparse
import asyncio
import os
from typing import Any

from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium
from comspider.browser.handler import LISTENER_HOOK, NETWORK_HOOK, OPEN_SHADOW_ROOTS
from comspider.monitoring.cpu import descendants_cpu
from comspider_lab.evaluation.throughput import article_urls

HELP = "CPU of opening a page in a fresh browser context, with no interaction"

METRICS = ("TaskDuration", "ScriptDuration", "LayoutDuration", "RecalcStyleDuration")


async def open_pages(urls: list[str], wait: float) -> tuple[float, dict[str, float]]:
    """(CPU seconds of the browser's processes, summed renderer metrics) over ``urls``."""
    from playwright.async_api import Error as PlaywrightError
    from playwright.async_api import async_playwright

    sums = dict.fromkeys(METRICS, 0.0)
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)
        before = descendants_cpu(os.getpid()) or 0.0
        for url in urls:
            context = await browser.new_context()
            for hook in (LISTENER_HOOK, NETWORK_HOOK, OPEN_SHADOW_ROOTS):
                await context.add_init_script(hook)
            page = await context.new_page()
            cdp: Any = await context.new_cdp_session(page)
            await cdp.send("Performance.enable")
            try:
                await page.goto(url, wait_until="load", timeout=30_000)
            except PlaywrightError as exc:  # counted as it is: the page's CPU so far
                print(f"# {url}: {exc}".splitlines()[0])
            await asyncio.sleep(wait)
            metrics = {m["name"]: m["value"] for m in (await cdp.send("Performance.getMetrics"))["metrics"]}
            for name in METRICS:
                sums[name] += float(metrics.get(name, 0.0))
            await context.close()
        cpu = (descendants_cpu(os.getpid()) or 0.0) - before
        await browser.close()
    return cpu, sums


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="comspider evaluate page_open_cpu", description=HELP)
    parser.add_argument("--pages", type=int, default=24, help="article URLs (the throughput run's first N)")
    parser.add_argument("--wait", default="0,3,10", help="seconds each page stays open after its load event")
    parser.add_argument("--seed", type=int, default=0, help="the offline web's seed")
    args = parser.parse_args(argv)
    from comspider_lab.offline_web import OfflineWeb

    web = OfflineWeb(seed=args.seed)
    web.start()
    rows = []
    try:
        urls = article_urls(web, args.pages)
        for wait in (float(w) for w in args.wait.split(",") if w.strip()):
            cpu, sums = asyncio.run(open_pages(urls, wait))
            n = len(urls)
            rows.append(
                f"| {wait:g} | {n} | {cpu / n:.2f} | "
                + " | ".join(f"{sums[m] / n:.3f}" for m in METRICS)
                + f" | {os.getloadavg()[0]:.1f} |"
            )
    finally:
        web.stop()
    print(
        "| wait after load, s | pages | CPU s / page (Chromium and driver) | main document's tasks s | "
        "of which script | layout | style | load avg |"
    )
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
