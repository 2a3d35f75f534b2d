"""A fault in one section's field reading costs that section only (comspider.fields.contained)."""

from __future__ import annotations

import logging
from datetime import UTC, datetime

import pytest

from comspider.fields.contained import fields_or_none
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.model import ExtractedComment


def test_a_reading_that_raises_gives_none_and_one_line(caplog: pytest.LogCaptureFixture) -> None:
    def broken(section: object, *, reference_time: object) -> list[ExtractedComment]:
        raise ValueError("empty separator")

    with caplog.at_level(logging.WARNING, logger="comspider.fields.contained"):
        assert fields_or_none("http://example.org/a", broken, object(), reference_time=None) is None
    assert len(caplog.records) == 1
    assert "http://example.org/a" in caplog.text and "ValueError: empty separator" in caplog.text


def test_a_reading_that_works_is_given_back() -> None:
    assert fields_or_none("http://example.org/a", list) == []


def test_the_other_sections_of_the_page_keep_their_comments(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two comment sections, the first one's reading broken: the second's comments come out."""
    import comspider.page_comments as page_comments

    real = page_comments.comment_fields
    calls: list[int] = []

    def first_breaks(section, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        if len(calls) == 1:
            raise ValueError("a bug met on this section")
        return real(section, **kwargs)

    monkeypatch.setattr(page_comments, "comment_fields", first_breaks)

    def thread(cls: str, names: list[str]) -> str:
        items = "".join(
            f"<li class='c'><b class='who'>{n}</b> <span class='when'>May {i + 3}, 2012</span>"
            f"<p>{n} thinks the council should have asked the residents of the street first, {i} times over.</p>"
            f"<a href='#reply'>Reply</a></li>"
            for i, n in enumerate(names)
        )
        return f"<div id='{cls}'><h3>Comments</h3><ol class='{cls}'>{items}</ol></div>"

    page = (
        "<html><body><article><h1>The street</h1><p>The council closed the street.</p></article>"
        + thread("comments-a", ["Ann", "Bert", "Cleo"])
        + thread("comments-b", ["Dora", "Ed", "Fay"])
        + "</body></html>"
    )
    sections = sorted(find_sections(parse_html(page)), key=lambda s: s.container.get("class") or "")
    assert [s.container.get("class") for s in sections] == ["comments-a", "comments-b"]
    found = page_comments.comments_of_sections(
        sections, article_url="http://example.org/street", reference_time=datetime(2012, 6, 1, tzinfo=UTC)
    )
    assert [c.comment.author for c in found] == ["Dora", "Ed", "Fay"]
