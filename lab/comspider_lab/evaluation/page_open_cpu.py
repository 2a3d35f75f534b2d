"""What opening a page costs the browser, with no interaction: the floor under a visit's CPU.

    python -m comspider_lab evaluate page_open_cpu [--pages 24] [--wait 0,3,10]
        [--contexts fresh,reused,held,shared] [--at-once 4]

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

``--contexts`` (each a row; default ``fresh``) says where each page opens, with
``--at-once`` pages open at the same time (each in its own lane): ``fresh``, a new
context per page, closed with it (the crawl with ``COMSPIDER_CONTEXT_REUSE_VISITS=1``);
``reused``, one context per lane serving its pages one after another, each page closed
before the next opens; ``held``, the same with a blank page of the lane's own kept open
in the context (the crawl's context pool, comspider.browser.context_pool); ``shared``,
one context for every lane (``COMSPIDER_CONTEXT_PER_VISIT=false``). The renderer metrics
are those of the pages' main documents, whatever the mode.
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


CONTEXTS = ("fresh", "reused", "held", "shared")


async def open_pages(
    urls: list[str], wait: float, contexts: str = "fresh", at_once: int = 1
) -> tuple[float, dict[str, float]]:
    """(CPU seconds of the browser's processes, summed renderer metrics) over ``urls``,
    opened as ``contexts`` says (module docstring), ``at_once`` at a time."""
    from playwright.async_api import Error as PlaywrightError
    from playwright.async_api import async_playwright

    sums = dict.fromkeys(METRICS, 0.0)
    queue = list(urls)
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)

        async def new_context() -> Any:
            context = await browser.new_context()
            for hook in (LISTENER_HOOK, NETWORK_HOOK, OPEN_SHADOW_ROOTS):
                await context.add_init_script(hook)
            return context

        before = descendants_cpu(os.getpid()) or 0.0
        shared = await new_context() if contexts == "shared" else None

        async def lane() -> None:
            own = None
            if contexts in ("reused", "held"):
                own = await new_context()
                if contexts == "held":
                    await own.new_page()  # blank, open while the lane's pages come and go
            while queue:
                url = queue.pop(0)
                context = shared or own or await new_context()
                page = await context.new_page()
                cdp: Any = await context.new_cdp_session(page)
                await cdp.send("Performance.enable")
                try:
                    await page.goto(url, wait_until="load", timeout=30_000)
                except PlaywrightError as exc:  # counted as it is: the page's CPU so far
                    print(f"# {url}: {exc}".splitlines()[0])
                await asyncio.sleep(wait)
                metrics = {
                    m["name"]: m["value"] for m in (await cdp.send("Performance.getMetrics"))["metrics"]
                }
                for name in METRICS:
                    sums[name] += float(metrics.get(name, 0.0))
                await (page.close() if context is shared or context is own else context.close())
            if own is not None:
                await own.close()

        await asyncio.gather(*(lane() for _ in range(max(1, at_once))))
        cpu = (descendants_cpu(os.getpid()) or 0.0) - before
        await browser.close()
    return cpu, sums


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="comspider evaluate page_open_cpu", description=HELP)
    parser.add_argument("--pages", type=int, default=24, help="article URLs (the throughput run's first N)")
    parser.add_argument("--wait", default="0,3,10", help="seconds each page stays open after its load event")
    parser.add_argument("--seed", type=int, default=0, help="the offline web's seed")
    parser.add_argument(
        "--contexts", default="fresh", help=f"where the pages open, a row each: {', '.join(CONTEXTS)}"
    )
    parser.add_argument("--at-once", type=int, default=1, help="pages open at the same time")
    args = parser.parse_args(argv)
    modes = [m.strip() for m in args.contexts.split(",") if m.strip()]
    if not modes or any(m not in CONTEXTS for m in modes):
        parser.error(f"--contexts: one or more of {', '.join(CONTEXTS)}")
    from comspider_lab.offline_web import OfflineWeb

    web = OfflineWeb(seed=args.seed)
    web.start()
    rows = []
    try:
        urls = article_urls(web, args.pages)
        for mode in modes:
            for wait in (float(w) for w in args.wait.split(",") if w.strip()):
                cpu, sums = asyncio.run(open_pages(urls, wait, mode, args.at_once))
                n = len(urls)
                rows.append(
                    f"| {mode} | {args.at_once} | {wait:g} | {n} | {cpu / n:.2f} | "
                    + " | ".join(f"{sums[m] / n:.3f}" for m in METRICS)
                    + f" | {os.getloadavg()[0]:.1f} |"
                )
    finally:
        web.stop()
    print(
        "| contexts | pages at once | wait after load, s | pages | CPU s / page (Chromium and driver) | "
        "main document's tasks s | of which script | layout | style | load avg |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
