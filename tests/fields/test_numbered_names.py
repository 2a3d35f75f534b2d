"""A list's numbers written before the names ("1. Inger Bach") are no part of the names."""

from __future__ import annotations

import comspider
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


def test_a_number_in_an_element_of_its_own_is_no_place_before_the_name() -> None:
    # "<b>1.</b> <u>Gerda Pohl</u> (14.06.2004):" over the text: the name still opens the record
    texts = [
        "Ein wunderschönes Fest, nächstes Jahr bitte mehr Bänke im Schatten für uns.",
        "Die Tombola war super organisiert, herzlichen Dank an den Spender des Preises.",
        "Liebe Gerda, die Bänke sind notiert, und beim Aufbau helfen wir gern wieder mit.",
    ]
    names = ["Gerda Pohl", "Heinz Wolf", "Anke Brandt"]
    rows = "".join(
        f"<p><b>{i}.</b> <u>{name}</u> ({day}.06.2004):<br>{text}</p>"
        for i, (name, day, text) in enumerate(zip(names, [14, 15, 17], texts, strict=True), 1)
    )
    page = (
        "<html><head><title>Sommerfest</title></head><body><h2>Sommerfest</h2><p>Am Samstag feierten wir.</p>"
        f"<div>{rows}</div></body></html>"
    )
    found = comspider.extract(
        page, url="https://garten.example/sommerfest", visited_at="2004-07-01T00:00:00Z"
    )
    assert [c.author for c in found] == names
