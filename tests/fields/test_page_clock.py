"""A time written without a zone is on the page's clock: the offset its article declares."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import comspider
from comspider.fields.page_clock import on_page_clock

READ_AT = datetime(2024, 3, 1, tzinfo=UTC)
CET = timedelta(hours=1)


def _page(declared: str, stamps: list[str]) -> str:
    head = f'<meta property="article:published_time" content="{declared}">'
    texts = (
        "Das sehe ich ganz anders, die Stadt hätte längst handeln müssen.",
        "Endlich schreibt jemand darüber, danke für den Bericht.",
        "Wer soll das bezahlen? Die Gebühren steigen doch jetzt schon jedes Jahr.",
    )
    names = ("Klaus Müller", "Anna Schmidt", "Peter")
    rows = "".join(
        f"<div class=c><b>{name}</b> {stamp}<p>{text}</p></div>"
        for name, stamp, text in zip(names, stamps, texts, strict=True)
    )
    return (
        f"<html lang=de><head>{head}<title>T</title></head><body><article><h1>Titel</h1>"
        f"<p>Ein Artikel über etwas.</p></article><section><h2>Leserbriefe</h2>{rows}</section></body></html>"
    )


def _times(html: str) -> list[str | None]:
    return [c.published_at for c in comspider.extract(html, url="https://example.de/a", visited_at=READ_AT)]


def test_a_time_without_a_zone_is_on_the_clock_the_article_declares() -> None:
    stamps = [
        "<span>14.02.2024, 11:30</span>",
        "<span>14.02.2024, 12:05</span>",
        "<span>15.02.2024, 08:01</span>",
    ]
    assert _times(_page("2024-02-14T09:15:00+01:00", stamps)) == [
        "2024-02-14T10:30:00+00:00",
        "2024-02-14T11:05:00+00:00",
        "2024-02-15T07:01:00+00:00",
    ]
    # a day declared without its time of day: the clock is unknown, UTC
    assert _times(_page("2024-02-14", stamps))[0] == "2024-02-14T11:30:00+00:00"


def test_a_time_that_says_its_zone_is_not_moved() -> None:
    stamps = [
        '<time datetime="2024-02-14T11:30:00+01:00">14.02.2024, 11:30</time>',
        '<time datetime="2024-02-14T11:05:00Z">14.02.2024, 12:05</time>',
        "<span>15.02.2024, 08:01 UTC</span>",
    ]
    assert _times(_page("2024-02-14T09:15:00+01:00", stamps)) == [
        "2024-02-14T10:30:00+00:00",
        "2024-02-14T11:05:00+00:00",
        "2024-02-15T08:01:00+00:00",
    ]


def test_only_a_written_time_of_day_without_a_zone_moves() -> None:
    at = datetime(2024, 2, 14, 11, 30, tzinfo=UTC)
    assert on_page_clock(at, "14.02.2024, 11:30", CET) == at - CET
    assert on_page_clock(at, "14. Februar 2024 um 11.30 Uhr", CET) == at - CET
    assert on_page_clock(at, "14.02.2024, 11:30 MEZ", CET) == at  # its zone written
    assert on_page_clock(at, "2024-02-14T11:30:00+01:00", CET) == at
    assert on_page_clock(at, "vor 2 Stunden", CET) == at  # an instant
    assert on_page_clock(at, "14.02.2024, 11:30", None) == at  # no clock declared
    day = datetime(2024, 2, 14, tzinfo=UTC)
    assert on_page_clock(day, "14.02.2024", CET) == day  # a day stays that day
