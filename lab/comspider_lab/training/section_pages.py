"""Rendered pages with real comment widgets, for the section classifier's dataset.

The saved pages of the shared data are static HTML; the offline news web and Isso render
their comments with JavaScript, so their DOMs are taken from Chromium:

- ``offline_web``: every article of the bundled offline web (seed 0, frozen clock), opened
  and revealed by :mod:`comspider_lab.offline_web.oracle`'s recipes (consent, click, scroll,
  iframe, "load more", reply toggles); the document and each frame are saved just before
  the page closes, as the crawler serialises them (open shadow trees inlined, closed
  ones forced open, an article stream's appended articles left out), with the article's
  true comment texts. A thread of several comment pages is saved as its last page.
- ``isso``: a real Isso server (the PyPI package) embedded in local pages, with threads
  of several sizes and nesting seeded through its HTTP API.

Each snapshot is one JSON line in ``<cache>/rendered.jsonl``:
``{"source", "site", "file", "url", "frame", "html", "comments": [true texts],
"lookalikes": [[kind, XPath]]}`` (the look-alike blocks an outlet lists for the page).
"""

from __future__ import annotations

import asyncio
import json
import logging
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request
from datetime import UTC, datetime
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from comspider.interaction.shadow import document_html
from comspider_lab.processes import stop_process

logger = logging.getLogger(__name__)

RENDERED = "rendered.jsonl"


class _SnapshotPage:
    """A Playwright page whose ``close()`` first saves the HTML of every frame."""

    def __init__(self, page: Any, sink: list[tuple[str, str]]) -> None:
        self._page = page
        self._sink = sink

    def __getattr__(self, name: str) -> Any:
        return getattr(self._page, name)

    async def close(self) -> None:
        for frame in self._page.frames:
            if frame is not self._page.main_frame and not frame.url.startswith("http"):
                continue
            try:
                html = await document_html(frame)  # as the crawler's snapshots: shadow trees inlined
            except Exception as exc:  # noqa: BLE001 - a detached frame is skipped
                logger.debug("frame %s: %s", frame.url, exc)
                continue
            self._sink.append(("main" if frame is self._page.main_frame else frame.url, html))
        await self._page.close()


class _SnapshotContext:
    def __init__(self, context: Any, sink: list[tuple[str, str]]) -> None:
        self._context = context
        self._sink = sink

    def __getattr__(self, name: str) -> Any:
        return getattr(self._context, name)

    async def new_page(self) -> _SnapshotPage:
        return _SnapshotPage(await self._context.new_page(), self._sink)


async def _offline_web_snapshots(
    truth: dict[str, Any], concurrency: int, lookalikes: dict[str, list[tuple[str, str]]]
) -> list[dict[str, Any]]:
    from playwright.async_api import async_playwright

    from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium
    from comspider.browser.handler import OPEN_SHADOW_ROOTS
    from comspider_lab.offline_web.oracle import RECIPES, visit

    rows: list[dict[str, Any]] = []
    sem = asyncio.Semaphore(concurrency)
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)

        async def one(art: dict[str, Any]) -> None:
            async with sem:
                sink: list[tuple[str, str]] = []
                context = await browser.new_context(viewport={"width": 1280, "height": 900})
                await context.add_init_script(OPEN_SHADOW_ROOTS)  # as the crawler: closed roots too
                try:
                    await visit(
                        _SnapshotContext(context, sink),
                        art["url"],
                        RECIPES[art["outlet"]],
                        len(art["comments"]),
                        art["entry_point"] is not None,
                        art["entry_point"],
                    )
                finally:
                    await context.close()
                path = urlsplit(art["url"]).path
                for frame, html in sink:
                    rows.append(
                        {
                            "source": "offline_web",
                            "site": f"{art['outlet']}.offline-web.invalid",
                            "file": f"seed0/{art['outlet']}{path}",
                            "url": f"http://{art['outlet']}.offline-web.invalid{path}",
                            "frame": frame if frame == "main" else urlsplit(frame).path,
                            "html": html,
                            "comments": [c["text"] for c in art["comments"]],
                            "lookalikes": lookalikes.get(art["url"], []) if frame == "main" else [],
                        }
                    )

        await asyncio.gather(*(one(a) for a in truth["articles"]))
        await browser.close()
    return rows


def collect_offline_web(seed: int = 0, concurrency: int = 2) -> list[dict[str, Any]]:
    from comspider.clock import ManualClock
    from comspider_lab.offline_web import OfflineWeb

    clock = ManualClock(datetime(2026, 3, 2, 9, 0, tzinfo=UTC))
    with OfflineWeb(clock=clock, seed=seed) as web:
        truth = web.truth()
        # (kind, XPath) of the look-alikes the outlets put on their pages (hard negatives)
        lookalikes = {
            site.url(art.path): site.lookalike_regions(art)
            for site, art in web.world.articles()
            if hasattr(site, "lookalike_regions")
        }
        rows = asyncio.run(_offline_web_snapshots(truth, concurrency, lookalikes))
    rows.sort(key=lambda r: (r["file"], r["frame"]))
    return rows


# ------------------------------------------------------------------------------ Isso
ISSO_PAGE = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8"><title>{title}</title></head>
<body><header class="site-header"><nav><ul class="menu"><li><a href="/">Home</a></li>
<li><a href="/news">News</a></li><li><a href="/sport">Sport</a></li></ul></nav></header>
<article class="post"><h1>{title}</h1><p>{body}</p></article>
<script data-isso="{isso}/" data-isso-vote="true" src="{isso}/js/embed.min.js"></script>
<section id="isso-thread" data-isso-id="/{name}" data-title="{title}"></section>
</body></html>"""

# (page, language, title, [(author, text, index of the parent or None)])
ISSO_THREADS: list[tuple[str, str, str, list[tuple[str, str, int | None]]]] = [
    (
        "harbour.html",
        "en",
        "Harbour plans approved",
        [
            ("Maria", "Finally! The harbour has been empty for years.", None),
            ("Jonas", "Who is going to pay for all of this, though?", None),
            ("Ines", "The city budget, as far as I know.", 1),
            ("Jonas", "Then expect higher taxes next year.", 2),
            ("Paul", "Not necessarily, there are regional funds for this.", 3),
            ("Kim", "I hope they keep the old crane as a monument.", None),
        ],
    ),
    (
        "schule.html",
        "de",
        "Neue Schule am Stadtrand",
        [
            ("Anna", "Endlich passiert etwas, wir warten seit Jahren darauf.", None),
            ("Bernd", "Und wer bezahlt den Bus dorthin?", None),
            ("Clara", "Der Landkreis, steht doch im Artikel.", 1),
        ],
    ),
    (
        "velo.html",
        "fr",
        "Pistes cyclables : le débat continue",
        [
            ("Luc", "Très bonne nouvelle pour les enfants qui vont à l'école à vélo.", None),
            ("Sophie", "Encore faut-il que les voitures respectent les pistes.", None),
            ("Marc", "On verra bien dans six mois.", None),
            ("Julie", "Je suis d'accord avec Sophie.", 1),
            ("Hugo", "Moi aussi, le soir c'est dangereux.", 3),
        ],
    ),
    (
        "lluvia.html",
        "es",
        "Lluvias récord en la costa",
        [
            ("Pedro", "En mi calle el agua llegó a la rodilla.", None),
            ("Lucía", "Hace falta limpiar los desagües antes del otoño.", None),
        ],
    ),
    (
        "stadion.html",
        "en",
        "Stadium vote delayed again",
        [
            (
                f"Reader{i}",
                f"Comment number {i}: "
                + ("the vote should happen now." if i % 2 else "waiting another month changes nothing."),
                None,
            )
            for i in range(12)
        ]
        + [("Editor", "Thanks for all your comments.", 0)],
    ),
]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait_for(url: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except urllib.error.HTTPError:
            return
        except OSError:
            time.sleep(0.1)
    raise RuntimeError(f"{url} did not come up")


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


async def _render(urls: list[str], wait_selector: str) -> list[str]:
    from playwright.async_api import async_playwright

    from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium

    out = []
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)
        for url in urls:
            page = await browser.new_page()
            await page.goto(url, wait_until="load")
            await page.wait_for_selector(wait_selector, state="attached", timeout=20000)
            await page.wait_for_timeout(1000)
            out.append(await page.content())
            await page.close()
        await browser.close()
    return out


def collect_isso() -> list[dict[str, Any]]:
    binary = shutil.which("isso", path=str(Path(sys.executable).parent)) or shutil.which("isso")
    if not binary:
        raise RuntimeError("isso is not installed (it is in requirements.txt)")
    with tempfile.TemporaryDirectory(prefix="comspider-isso-") as tmp:
        root = Path(tmp) / "site"
        root.mkdir()
        server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(root)))
        threading.Thread(target=server.serve_forever, daemon=True).start()
        origin = f"http://127.0.0.1:{server.server_address[1]}"
        port = _free_port()
        conf = Path(tmp) / "isso.cfg"
        conf.write_text(
            f"[general]\ndbpath = {tmp}/comments.db\nhost = {origin}\nnotify = stdout\ngravatar = false\n"
            f"[server]\nlisten = http://127.0.0.1:{port}/\n[guard]\nenabled = false\n"
            "[moderation]\nenabled = false\n",
            encoding="utf-8",
        )
        proc = subprocess.Popen(
            [binary, "-c", str(conf), "run"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        isso = f"http://127.0.0.1:{port}"
        try:
            _wait_for(f"{isso}/js/embed.min.js")
            urls = []
            for name, lang, title, thread in ISSO_THREADS:
                ids: list[int] = []
                for author, text, parent in thread:
                    body = json.dumps(
                        {
                            "text": text,
                            "author": author,
                            "title": title,
                            "parent": None if parent is None else ids[parent],
                        }
                    ).encode()
                    req = urllib.request.Request(
                        f"{isso}/new?uri=/{name}",
                        data=body,
                        method="POST",
                        headers={"Content-Type": "application/json"},
                    )
                    with urllib.request.urlopen(req, timeout=10) as resp:
                        ids.append(json.loads(resp.read())["id"])
                (root / name).write_text(
                    ISSO_PAGE.format(
                        lang=lang, title=title, isso=isso, name=name, body="The article text. " * 20
                    ),
                    encoding="utf-8",
                )
                urls.append(f"{origin}/{name}")
            htmls = asyncio.run(_render(urls, ".isso-comment"))
        finally:
            stop_process(proc)
            server.shutdown()
            server.server_close()
    return [
        {
            "source": "isso",
            "site": "isso.invalid",
            "file": f"isso/{name}",
            "url": f"http://isso.invalid/{name}",
            "frame": "main",
            "html": html,
            "comments": [t for _a, t, _p in thread],
        }
        for (name, _lang, _title, thread), html in zip(ISSO_THREADS, htmls, strict=True)
    ]


def collect(cache: Path, *, concurrency: int = 2) -> int:
    """Render both sources into ``<cache>/rendered.jsonl``; returns the snapshot count."""
    cache.mkdir(parents=True, exist_ok=True)
    rows = collect_offline_web(concurrency=concurrency) + collect_isso()
    with (cache / RENDERED).open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    return len(rows)


def read_rendered(cache: Path) -> list[dict[str, Any]]:
    path = cache / RENDERED
    if not path.is_file():
        return []
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]
