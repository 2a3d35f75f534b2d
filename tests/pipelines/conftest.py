"""Fixtures of the pipeline tests: a saved real page with user comments, as the browser
stage would hand it over (a PageItem with its snapshot), and a crawler with comspider's
settings."""

from __future__ import annotations

import gzip
from pathlib import Path
from typing import Any

import pytest

from comspider.article import Article
from comspider.items import PageItem
from comspider.snapshots import InteractionReport, Snapshot
from comspider_lab.testing import comspider_crawler

# A WordPress blog post with 70+ reader comments, nested replies and pingbacks
# (trafilatura's evaluation set, in ../shared/data).
PAGE = "moritz-meyer.net.vreni.html.gz"
URL = "https://moritz-meyer.net/2009/08/vreni/"
VISITED = "2024-01-01T12:00:00+00:00"


@pytest.fixture(scope="session")
def real_html(shared_data: Path) -> str:
    return gzip.decompress((shared_data / "trafilatura" / "pages" / PAGE).read_bytes()).decode("utf-8")


@pytest.fixture
def crawler(tmp_path: Path) -> Any:
    """A crawler whose state is kept in a file of this test (the seen store persists)."""
    return comspider_crawler(overrides={"COMSPIDER_STATE_PATH": str(tmp_path / "state.sqlite3")})


def page_item(
    html: str, *, visit: int = 1, url: str = URL, frame_html: str | None = None, visited_at: str = VISITED
) -> PageItem:
    snapshots = [Snapshot(url=url, html=html, kind="main")]
    if frame_html is not None:
        snapshots.append(
            Snapshot(url=url + "widget", html=frame_html, kind="frame", frame_path="/html/body/iframe[1]")
        )
    return PageItem(
        article=Article(url=url),
        visit=visit,
        visited_at=visited_at,
        final_url=url,
        snapshots=snapshots,
        report=InteractionReport(entry_point="static"),
    )
