"""`comspider annotate` end to end in a real browser, on the recorded crawl of the offline
web (tests/conftest.py `recorded_crawl`): open the page, pick a visit, click the comment
section in the recorded page, save; mark the entry point and a page without comments;
then the lab trains on the saved labels."""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from playwright.async_api import async_playwright, expect

from comspider.archive.reader import ArchiveIndex
from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium
from comspider.labelling.labels import LabelStore
from comspider.labelling.server import AnnotationServer
from comspider_lab.testing import asyncio_test
from comspider_lab.training.annotations import clickable_rows
from tests.conftest import REPO

pytestmark = [pytest.mark.browser, pytest.mark.slow]


#: How long a click's answer may take: the annotation server replays the visit's archive and
#: writes the label; on a loaded 2-core machine that passed Playwright's 5-s default.
ANSWER_MS = 30_000


async def _label(page, url: str, kind: str, xpath: str | None) -> str:
    """Pick the visit of ``url``, then label the element at ``xpath`` (None: "No comments")."""
    await page.locator(".visit", has_text=url).first.click()
    # the frame shows the previous visit until the new one commits, and the overlay script
    # comes after the page's elements: wait for this visit's document and its overlay
    view = await page.locator("#view").element_handle()
    src = await view.get_attribute("src")
    document = await view.content_frame()
    assert src and document is not None
    await document.wait_for_url(lambda url: url.endswith(src), timeout=ANSWER_MS)
    await document.wait_for_selector("html[data-cs-overlay]", state="attached", timeout=ANSWER_MS)
    frame = page.frame_locator("#view")
    if xpath is None:
        await page.click("#no-comments")
    else:
        await page.click(f"#mode-{kind}")
        await frame.locator(f"xpath={xpath}").first.dispatch_event("click")
        # locator waits, not wait_for_function: its polling evals a string, which the
        # page's Content-Security-Policy (script-src 'self') refuses
        await expect(page.locator("#save")).to_be_enabled(timeout=ANSWER_MS)
        await page.click("#save")
    await expect(page.locator("#status")).to_have_text(re.compile(r"^saved"), timeout=ANSWER_MS)
    return str(await page.text_content("#status"))


@asyncio_test
async def test_annotate_open_click_save_and_retrain(recorded_crawl, tmp_path: Path) -> None:
    labels = tmp_path / "labels"
    index = ArchiveIndex.open(recorded_crawl.archive)
    server = AnnotationServer(index, LabelStore(labels, "tester")).start()
    comments = recorded_crawl.result.comments
    visits = {v["url"]: v for v in recorded_crawl.result.visits}
    # the comment section of a page that gave comments (static ones first)
    found = [a for a in recorded_crawl.articles if visits[a["url"]]["outcome"] == "comments_found"]
    static, section = next(
        (a, c["section"])
        for a in sorted(found, key=lambda a: a["mechanism"] != "static")
        for c in comments
        if c["article_url"] == a["url"] and ">>" not in c["section"]
    )
    # an entry point clicked in the page itself, and a page without comments
    button = next(a for a in found if (visits[a["url"]]["entry_point"] or "").startswith("/"))
    entry = visits[button["url"]]["entry_point"]
    disabled = next(
        (a for a in recorded_crawl.articles if visits[a["url"]]["outcome"] == "no_comments"), static
    )
    try:
        async with async_playwright() as pw:
            browser = await pw.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS)
            try:
                page = await browser.new_page()
                # the token is the key: without it there is nothing
                wrong = await page.goto(server.url.replace(server.token, "x" * len(server.token)))
                assert wrong is not None and wrong.status == 404
                await page.goto(server.url)
                await page.wait_for_selector(".visit")
                assert await page.locator(".visit").count() == len(recorded_crawl.articles)
                assert "saved: section" in await _label(page, static["url"], "section", section)
                assert "saved: entry_point" in await _label(page, button["url"], "entry_point", entry)
                assert "saved: no_comments" in await _label(page, disabled["url"], "no_comments", None)
            finally:
                await browser.close()
    finally:
        server.stop()

    [marked, none] = [json.loads(line) for line in (labels / "sections.jsonl").read_text().splitlines()]
    assert marked["xpath"] == section and marked["label"] == 1 and marked["kind"] == "section"
    assert marked["url"] == static["url"] and marked["source"] == "annotation"
    assert marked["annotator"] == "tester" and marked["annotated_at"]
    snapshot_ids = {c["warc_record_id"] for c in comments if c["article_url"] == static["url"]}
    assert marked["warc_record_id"] in snapshot_ids  # the very snapshot the comments came from
    assert marked["file"] == f"{marked['warc_file']}#{marked['warc_record_id']}"
    assert none["kind"] == "no_comments" and none["xpath"] is None and none["label"] == 0
    [clicked] = [json.loads(line) for line in (labels / "clickables.jsonl").read_text().splitlines()]
    assert (
        clicked["kind"] == "entry_point" and clicked["label"] == 1 and clicked["rule"] == "annotation/tester"
    )

    # retrain on the saved labels (a small slice of the data keeps it quick)
    small = tmp_path / "sections.jsonl"
    lines = (REPO / "models" / "data" / "sections.jsonl").read_text("utf-8").splitlines()
    small.write_text("\n".join(lines[:300] + lines[-300:]) + "\n")
    proc = subprocess.run(
        [sys.executable, "-m", "comspider_lab", "train", "sections", "--data", str(small),
         "--annotations", str(labels), "--archive", str(recorded_crawl.archive),
         "--out", str(tmp_path / "sections.ftz"), "--weights", str(tmp_path / "weights.json"), "--no-quantize"],
        capture_output=True, text=True, timeout=600, cwd=tmp_path,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "annotated rows (1 positive)" in proc.stderr, proc.stderr[-2000:]
    assert (tmp_path / "sections.ftz").stat().st_size > 0
    # the entry point's row: the crawler's collector run on the recorded snapshot (training
    # the clickable ranker takes minutes; the rows are what it adds)
    rows = await asyncio.to_thread(clickable_rows, labels, recorded_crawl.archive)
    [positive] = [r for r in rows if r["label"] == 1]
    assert positive["source"] == "annotation" and positive["annotator"] == "tester"
    assert positive["features"]["tag"] and len(rows) > 5
