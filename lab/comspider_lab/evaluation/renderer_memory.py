"""How much memory a real page's renderer holds: the measurement behind the renderer
guard's default (``COMSPIDER_MAX_RENDERER_MB``, comspider.browser.processes).

    python -m comspider_lab evaluate renderer_memory [--fundus 30] [--dragnet 10]

Pages, served on loopback (every request to another host refused, as offline): the
``--fundus`` largest news pages of ../shared/data/fundus (real publishers' HTML, their
scripts inline), the ``--dragnet`` largest pages of ../shared/data/dragnet (blogs and
news with their comment threads in the HTML), and hand-made threads of 2,000, 10,000 and
20,000 comments (comspider_lab.hand_pages.big_thread). Each page in a browser context
of its own in Debian's Chromium with the crawler's flags: loaded, scrolled to its end in
steps, then serialised (``page.content()``, as a snapshot does). Meanwhile the private
memory of every renderer of the browser (what the guard reads: anonymous resident pages,
/proc/<pid>/statm) is sampled every 0.1 s; a page's figure is the largest sample while it
was open.
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import json
import statistics
import threading
import time
from pathlib import Path
from typing import Any

from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium
from comspider.browser.processes import RendererGuard
from comspider_lab.evaluation.faults import Site
from comspider_lab.hand_pages import big_thread
from comspider_lab.paths import require_shared_data

HELP = "renderer memory of real heavy pages and of huge threads (the renderer guard's default)"


def _largest(folder: Path, pattern: str, n: int) -> list[tuple[str, str]]:
    files = sorted(folder.glob(pattern), key=lambda p: p.stat().st_size, reverse=True)[:n]
    out = []
    for path in files:
        html = gzip.decompress(path.read_bytes()).decode("utf-8", errors="replace")
        out.append((f"{path.parent.name}/{path.name}", html))
    return out


class Sampler:
    """The largest private memory of any renderer of this process, every 0.1 s."""

    def __init__(self) -> None:
        self.guard = RendererGuard(0.0, 0.1)
        self.peak = 0.0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self._stop.wait(0.1):
            self.guard.check()
            self.peak = max(self.peak, self.guard.peak_mb)

    def start(self) -> Sampler:
        self._thread.start()
        return self

    def reset(self) -> None:
        self.guard.peak_mb = 0.0
        self.peak = 0.0

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(2)


async def _measure(pages: list[tuple[str, str, str]], sampler: Sampler) -> list[dict[str, Any]]:
    from playwright.async_api import async_playwright

    rows = []
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)
        try:
            for group, name, url in pages:
                context = await browser.new_context(viewport={"width": 1366, "height": 900})
                origin = url.split("/", 3)[:3]

                async def route(route: Any, request: Any, origin: list[str] = origin) -> None:
                    if request.url.split("/", 3)[:3] == origin:
                        await route.continue_()
                    else:
                        await route.abort()

                await context.route("**/*", route)
                sampler.reset()
                started = time.monotonic()
                error = ""
                try:
                    page = await context.new_page()
                    await page.goto(url, wait_until="load", timeout=120_000)
                    height = await page.evaluate("document.documentElement.scrollHeight")
                    for y in range(0, min(int(height), 200_000), 2000):
                        await page.evaluate(f"window.scrollTo(0, {y})")
                        await asyncio.sleep(0.05)
                    html = await page.content()
                    await asyncio.sleep(0.3)
                    size = len(html)
                except Exception as exc:  # noqa: BLE001 - a page that fails is reported, not fatal
                    error, size = f"{type(exc).__name__}"[:40], 0
                finally:
                    await context.close()
                rows.append(
                    {
                        "group": group,
                        "page": name,
                        "mb": round(sampler.peak, 1),
                        "dom_chars": size,
                        "seconds": round(time.monotonic() - started, 1),
                        "error": error,
                    }
                )
                print(json.dumps(rows[-1]), flush=True)
        finally:
            await browser.close()
    return rows


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--fundus", type=int, default=30, help="largest fundus pages (default 30)")
    parser.add_argument("--dragnet", type=int, default=10, help="largest dragnet pages (default 10)")
    parser.add_argument("--threads", default="2000,10000,20000", help="hand-made thread sizes")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate renderer_memory", description=HELP
    )
    add_arguments(parser)
    args = parser.parse_args(argv)
    data = require_shared_data()
    sources: dict[str, list[tuple[str, str]]] = {
        "fundus": _largest(data / "fundus", "*/*.html.gz", args.fundus),
        "dragnet": _largest(data / "dragnet" / "pages", "*.html.gz", args.dragnet),
        "thread": [(f"{n} comments", big_thread(n)) for n in map(int, filter(None, args.threads.split(",")))],
    }
    served: dict[str, str] = {}
    pages = []
    for group, items in sources.items():
        for i, (name, html) in enumerate(items):
            path = f"/{group}/{i}.html"
            served[path] = html
            pages.append((group, name, path))
    site = Site(dict(served))
    sampler = Sampler().start()
    try:
        rows = asyncio.run(_measure([(g, n, site.url(p)) for g, n, p in pages], sampler))
    finally:
        sampler.stop()
        site.close()
    print("\n| pages | n | median MB | p90 MB | largest MB (page) |")
    print("|---|---|---|---|---|")
    for group in ("fundus", "dragnet"):
        values = sorted((r["mb"], r["page"]) for r in rows if r["group"] == group and not r["error"])
        if not values:
            continue
        mbs = [v for v, _ in values]
        p90 = mbs[min(len(mbs) - 1, int(0.9 * len(mbs)))]
        print(
            f"| {group} (the {len(mbs)} largest) | {len(mbs)} | {statistics.median(mbs):.0f} | {p90:.0f} "
            f"| {values[-1][0]:.0f} ({values[-1][1]}) |"
        )
    for row in rows:
        if row["group"] == "thread":
            print(f"| {row['page']} | 1 | | | {row['mb']:.0f} |")
    failed = [r["page"] for r in rows if r["error"]]
    if failed:
        print(f"\npages that failed to load: {failed}")
    return 0
