"""The review's pages (review_pages/README.md): threads that a change of 2026-11-30 first read worse than the code
before it (a reader's numbered lines taken for the template's, undated replies run into their parent, a hidden rest
or address of a comment dropped, a reader's place kept in the text), each read as 5f854e8 read it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from comspider import extract

PAGES = Path(__file__).parent / "review_pages"
EXPECTED: dict[str, list[list[object]]] = json.loads((PAGES / "expected.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("page", sorted(EXPECTED))
def test_a_review_page_reads_as_before(page: str) -> None:
    found = extract(
        (PAGES / page).read_bytes(),
        url="https://news.example/2012/03/story",
        visited_at="2012-03-20T00:00:00Z",
    )
    assert [[c.author, c.parent_id is not None, c.text] for c in found] == EXPECTED[page]
