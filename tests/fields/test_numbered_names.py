"""A list's numbers written before the names ("1. Inger Bach") are no part of the names."""

from __future__ import annotations

from comspider.fields.extractor import _without_numbers
from comspider.records.model import ExtractedComment


def _authors(*names: str | None) -> list[str | None]:
    out: list[ExtractedComment | None] = [ExtractedComment(text="x", author=n) for n in names]
    _without_numbers(out)
    return [c.author if c is not None else None for c in out]


def test_the_entries_numbers_in_order_leave_the_names() -> None:
    assert _authors("1. Inger Bach", "2. Poul Erik Madsen", None, "4) Mette L.") == [
        "Inger Bach",
        "Poul Erik Madsen",
        None,
        "Mette L.",
    ]


def test_one_numbered_name_or_numbers_out_of_order_stay() -> None:
    assert _authors("1. FC Köln Fan", "Anna") == ["1. FC Köln Fan", "Anna"]
    assert _authors("3. Anna", "1. Bo") == ["3. Anna", "1. Bo"]
