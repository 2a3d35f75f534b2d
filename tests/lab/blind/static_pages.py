"""A blind set's static page read as ``comspider.extract`` reads it (no browser), for the
tests that keep each set's pages."""

from __future__ import annotations

from comspider import extract
from comspider_lab.blind.cases import BLIND_DIR
from comspider_lab.blind.evaluate import Extracted
from comspider_lab.blind.model import Case


def static_comments(set_name: str, case: Case) -> list[Extracted]:
    page = BLIND_DIR / f"site_{set_name}" / case.path.lstrip("/")
    if page.is_dir():
        page = page / "index.html"
    found = extract(
        page.read_bytes(), url=f"http://blind.invalid{case.path}", visited_at="2025-12-01T00:00:00Z"
    )
    return [Extracted(c.author, c.text or "", c.comment_id, c.parent_id) for c in found]
