"""The archive of a real crawl (tests/conftest.py `recorded_crawl`): every item names a
record that is there, the files validate with warcio's own checker, pywb replays them,
and nothing the browser blocked is in them."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from comspider.archive.reader import ArchiveIndex, archive_files

pytestmark = [pytest.mark.browser, pytest.mark.slow]

REPO = Path(__file__).resolve().parents[2]
PYWB = REPO / ".venv-pywb" / "bin"


def test_every_item_names_its_record(recorded_crawl):
    result = recorded_crawl.result
    assert result.comments and len(result.visits) == len(recorded_crawl.articles)
    index = ArchiveIndex.open(recorded_crawl.archive)
    snapshots = {s.ref.record_id: (s, v) for v in index.visits.values() for s in v.snapshots}
    visits = {v.ref.record_id: v for v in index.recorded_visits() if v.ref is not None}
    for comment in result.comments:
        snap, visit = snapshots[comment["warc_record_id"]]
        assert snap.ref.file.name == comment["warc_file"]
        assert visit.url == comment["article_url"]
        # the comment's text is in the DOM snapshot it names
        assert comment["text"][:30] in index.snapshot(snap).html.replace("&amp;", "&") or comment["author"]
    no_screenshot = 0
    for item in result.visits:
        visit = visits[item["warc_record_id"]]
        assert visit.ref is not None and visit.ref.file.name == item["warc_file"]
        assert visit.url == item["url"]
        assert visit.summary["visited_at"] == item["visited_at"]
        if item["outcome"] == "comments_found":
            assert visit.snapshots and visit.boxes is not None
            # a screenshot that did not come in time (a loaded machine) is counted, not fatal
            no_screenshot += visit.screenshot is None
            boxes = index.json(visit.boxes)
            assert boxes["viewport"][0] > 0 and len(boxes["elements"]) > 10
    assert no_screenshot == result.stat("comspider/archive/screenshot_failed")
    # the segments rotated by size (COMSPIDER_ARCHIVE_MAX_FILE_BYTES in the fixture)
    assert len(archive_files(recorded_crawl.archive)) >= 2
    assert result.stat("comspider/archive/write_failed") == 0


def test_the_requests_that_made_the_comments_are_recorded(recorded_crawl):
    index = ArchiveIndex.open(recorded_crawl.archive)
    methods_urls = set(index.any_visit)
    for article in recorded_crawl.articles:
        assert ("GET", article["url"]) in methods_urls
    # the page scripts and the comment APIs the clicks asked for, not only documents
    assert any(url.endswith(".js") for _, url in methods_urls)
    assert any("comment" in url.lower() and not url.endswith((".js", ".css")) for _, url in methods_urls)


def test_blocked_requests_are_not_recorded(recorded_crawl):
    blocked = {
        k: v
        for k, v in _stats(recorded_crawl.result.log).items()
        if k.startswith("comspider/browser/blocked/")
    }
    assert blocked, "the offline web's ads are blocked: the check needs some"
    index = ArchiveIndex.open(recorded_crawl.archive)
    from comspider.browser.blocklist import RequestBlocker
    from comspider.crawl_settings import crawl_settings

    blocker = RequestBlocker.from_settings(crawl_settings())
    assert blocker is not None and blocker.blocklist is not None
    recorded_ads = [url for _, url in index.any_visit if blocker.blocklist.match(url)]
    assert not recorded_ads, recorded_ads[:5]


def test_warcio_check_validates_the_archive(recorded_crawl):
    files = [str(p) for p in archive_files(recorded_crawl.archive)]
    proc = subprocess.run(
        [sys.executable, "-m", "warcio.cli", "check", "-v", *files],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    assert "digest pass" in proc.stdout and "digest fail" not in proc.stdout


def test_pywb_replays_the_recorded_pages(recorded_crawl, tmp_path):
    if not (PYWB / "wayback").exists():
        pytest.fail("pywb is not installed: `make setup` puts it in .venv-pywb (requirements-pywb.txt)")
    env = {**os.environ, "PATH": f"{PYWB}:{os.environ['PATH']}"}
    subprocess.run(
        [str(PYWB / "wb-manager"), "init", "crawl"], cwd=tmp_path, env=env, check=True, capture_output=True
    )
    files = [str(p) for p in archive_files(recorded_crawl.archive)]
    subprocess.run(
        [str(PYWB / "wb-manager"), "add", "crawl", *files],
        cwd=tmp_path,
        env=env,
        check=True,
        capture_output=True,
    )
    from tests.conftest import free_port

    port = free_port()
    server = subprocess.Popen(
        [str(PYWB / "wayback"), "-b", "127.0.0.1", "-p", str(port)],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        article = next(a for a in recorded_crawl.articles if a["mechanism"] == "static")
        body = _get_when_up(f"http://127.0.0.1:{port}/crawl/2id_/{article['url']}")
        index = ArchiveIndex.open(recorded_crawl.archive)
        recorded = index.any_visit[("GET", article["url"])][0]
        assert body == index.response(recorded)[3]  # the very bytes the browser got
    finally:
        server.terminate()
        server.wait(timeout=20)
    shutil.rmtree(tmp_path / "collections", ignore_errors=True)


def _get_when_up(url: str) -> bytes:
    deadline = time.monotonic() + 60
    while True:
        try:
            with urllib.request.urlopen(url, timeout=10) as response:
                return bytes(response.read())
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.5)


def _stats(log: str) -> dict[str, int]:
    out = {}
    for line in log.splitlines():
        line = line.strip().rstrip(",")
        if line.startswith("'comspider/") and ": " in line:
            key, _, value = line.partition(": ")
            try:
                out[key.strip("'{ ")] = int(value.rstrip("},"))
            except ValueError:
                pass
    return out


def test_visit_records_are_json(recorded_crawl):
    index = ArchiveIndex.open(recorded_crawl.archive)
    for visit in index.recorded_visits():
        assert json.dumps(visit.summary)
        assert visit.summary["article"]["url"] == visit.url
