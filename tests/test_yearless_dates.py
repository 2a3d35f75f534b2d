"""Dates written without their year, as sites show this year's comments."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from comspider.yearless_dates import Yearless, placed_after, read_yearless, yearless_since


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("14 febbraio, 18:40", Yearless(2, 14, 18, 40)),
        ("4 апреля в 19:02", Yearless(4, 4, 19, 2)),
        ("3. März um 09:15", Yearless(3, 3, 9, 15)),
        ("Mar 3, 9:15 PM", Yearless(3, 3, 21, 15)),
        ("Mon, Mar 3 at 9:15 pm", Yearless(3, 3, 21, 15)),
        ("12 Eyl 14:30", Yearless(9, 12, 14, 30)),
        ("10月1日 16:20", Yearless(10, 1, 16, 20)),
        ("10月1日(水) 16:20", Yearless(10, 1, 16, 20)),
        ("10월 1일 16:20", Yearless(10, 1, 16, 20)),
        ("14.02., 18:40", Yearless(2, 14, 18, 40)),
        ("14 de febrero a las 18:40", Yearless(2, 14, 18, 40)),
        ("18:40, 14 febbraio", Yearless(2, 14, 18, 40)),
        ("١٤ فبراير، ١٨:٤٠", Yearless(2, 14, 18, 40)),  # Arabic-Indic digits, the Arabic comma
    ],
)
def test_a_day_a_month_and_a_clock_are_read(text: str, expected: Yearless | None) -> None:
    assert read_yearless(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "14 febbraio 2025, 18:40",  # a year: for the date readers
        "12.3.2025 18:40",
        "14 febbraio",  # no time of day: a schedule's day as much as a comment's
        "3 min 14:30",  # a word that is no month
        "Vol 3, 12:30",  # a three-letter word before a day may be anything's
        "32 marzo 18:40",
        "14 febbraio 25:40",
    ],
)
def test_what_is_not_such_a_date(text: str) -> None:
    assert read_yearless(text) is None


def test_placed_at_its_first_moment_since_a_time() -> None:
    start = datetime(2025, 2, 14, 17, tzinfo=UTC)
    assert placed_after(Yearless(2, 14, 18, 40), start) == datetime(2025, 2, 14, 18, 40, tzinfo=UTC)
    # a day before the start: next year's
    assert placed_after(Yearless(2, 13, 18, 40), start) == datetime(2026, 2, 13, 18, 40, tzinfo=UTC)
    # 29 February: the next leap year's
    assert placed_after(Yearless(2, 29, 9, 0), start) == datetime(2028, 2, 29, 9, 0, tzinfo=UTC)
    # across the new year
    start = datetime(2024, 12, 31, 22, tzinfo=UTC)
    assert yearless_since(["1 gennaio, 09:10"], start, timedelta(days=1)) == datetime(
        2025, 1, 1, 9, 10, tzinfo=UTC
    )


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("9月3日", Yearless(9, 3, 0, 0)),
        ("14 febbraio", Yearless(2, 14, 0, 0)),
        ("10월 1일", Yearless(10, 1, 0, 0)),
    ],
)
def test_a_day_and_month_alone_are_read_as_the_days_midnight(text: str, expected: Yearless) -> None:
    from comspider.yearless_dates import read_yearless_day

    assert read_yearless_day(text) == expected


@pytest.mark.parametrize("text", ["Vol 3", "3 min", "2025-03-01", "March"])
def test_what_is_no_day_and_month(text: str) -> None:
    from comspider.yearless_dates import read_yearless_day

    assert read_yearless_day(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "3. 3. ob 9.15",
            Yearless(3, 3, 9, 15),
        ),  # Slovene: the day spaced from the month, "ob" before the clock
        ("14. 2. v 18:40", Yearless(2, 14, 18, 40)),
        ("14.02., 18:40", Yearless(2, 14, 18, 40)),
    ],
)
def test_a_dotted_day_and_month_spaced_or_not(text: str, expected: Yearless) -> None:
    assert read_yearless(text) == expected


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "ma 9 mei, 20:14",
            Yearless(5, 9, 20, 14),
        ),  # Dutch (set AH, built blind: a thread dated 2026 for 2016)
        ("Di 10. Mai, 07:02", Yearless(5, 10, 7, 2)),  # German
        ("śr 11 maja 18:50", Yearless(5, 11, 18, 50)),  # Polish
        ("to 12 maj 09:15", Yearless(5, 12, 9, 15)),  # Swedish
    ],
)
def test_a_two_letter_weekday_before_the_date(text: str, expected: Yearless) -> None:
    assert read_yearless(text) == expected


@pytest.mark.parametrize(
    "text", ["Le 9 janvier à 13:06", "on 9 May, 20:14", "la 9 mayo, 20:14", "am 9. Mai, 20:14"]
)
def test_a_word_that_opens_a_date_elsewhere_is_no_weekday(text: str) -> None:
    # read as yearless, the page's full machine date (a title's) would give way to it (a real page's comments)
    assert read_yearless(text) is None


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # three or four digits in a row where a day runs into a clock, a clock into a
        # day, or in a CJK day's brackets: read, not turned down as a year
        ("Mar 3112:15", Yearless(3, 31, 12, 15)),
        ("10:2016 April", Yearless(4, 16, 10, 20)),
        ("12H2016 mai", Yearless(5, 16, 12, 20)),
        ("10月1日(123) 16:20", Yearless(10, 1, 16, 20)),
        ("April 16, 2024 at 10:20 AM", None),
    ],
)
def test_runs_of_digits_a_date_without_its_year_may_hold(text: str, expected: Yearless | None) -> None:
    assert read_yearless(text) == expected
