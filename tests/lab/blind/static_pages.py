"""A blind set's static page read as ``comspider.extract`` reads it (no browser), for the
tests that keep each set's pages."""

from __future__ import annotations

from functools import cache

from comspider import extract
from comspider_lab.blind.cases import BLIND_DIR
from comspider_lab.blind.evaluate import Extracted
from comspider_lab.blind.model import Case

READ_AT = "2026-12-01T00:00:00Z"


def static_comments(set_name: str, case: Case) -> list[Extracted]:
    # a page that several checks read is extracted once per worker (a copy each: the checks own their lists)
    return list(_static_comments(set_name, case.id, case.path))


@cache
def _static_comments(set_name: str, _case_id: str, path: str) -> tuple[Extracted, ...]:
    page = BLIND_DIR / f"site_{set_name}" / path.lstrip("/")
    if page.is_dir():
        page = page / "index.html"
    # read after every set's articles were published, as the crawl and `comspider extract`
    # read them (the section decision places the records' times against the reading)
    found = extract(page.read_bytes(), url=f"http://blind.invalid{path}", visited_at=READ_AT)
    return tuple(Extracted(c.author, c.text or "", c.comment_id, c.parent_id) for c in found)
