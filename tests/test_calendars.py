"""Dates of the Solar Hijri, Ethiopian and Thai Buddhist calendars, as pages write them."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from comspider.calendars import ascii_digits, calendar_date, find_calendar_date
from comspider.page_dates import any_date_span, parse_datetime


@pytest.mark.parametrize(
    ("text", "day"),
    [
        # Solar Hijri: Nowruz across leap years, and days of known events
        ("۱ فروردین ۱۴۰۲", (2023, 3, 21)),
        ("1 فروردین 1403", (2024, 3, 20)),
        ("30 اسفند 1403", (2025, 3, 20)),
        ("1 فروردین 1404", (2025, 3, 21)),
        ("22 بهمن 1357", (1979, 2, 11)),
        ("۱۲ آبان ۱۴۰۲", (2023, 11, 3)),
        # Ethiopian: Enkutatash 2016 E.C.; the month first, with its era
        ("1 መስከረም 2016", (2023, 9, 12)),
        ("ሐምሌ 13, 2009 ዓ.ም", (2017, 7, 20)),
        # the word "day" after the day (set AO, built blind)
        ("መጋቢት 12 ቀን 2016 ዓ.ም. ከጠዋቱ 2:05", (2024, 3, 21)),
        # Thai Buddhist era, the month abbreviated or in full
        ("12 ก.พ. 2560", (2017, 2, 12)),
        ("5 ธันวาคม 2562", (2019, 12, 5)),
        # the era's year in two digits after an abbreviated month, as Thai sites print it
        ("12 มี.ค. 68", (2025, 3, 12)),
        ("5 ต.ค. 67", (2024, 10, 5)),
        # in numbers, where only the calendar has such a year: Iran's year first, Thailand's day first
        ("۱۴۰۴/۰۶/۱۲", (2025, 9, 3)),
        ("1391/03/22", (2012, 6, 11)),
        ("۱۳۹۱-۰۳-۲۲", (2012, 6, 11)),
        ("12/06/2555", (2012, 6, 12)),
    ],
)
def test_the_calendars_days(text: str, day: tuple[int, int, int]) -> None:
    assert calendar_date(text) == datetime(*day, tzinfo=UTC)
    assert parse_datetime(text, datetime(2026, 1, 1, tzinfo=UTC)) == datetime(*day, tzinfo=UTC)


def test_a_time_of_day_and_the_text_that_says_it() -> None:
    found = find_calendar_date("สมชาย · 12 กุมภาพันธ์ 2560 เวลา 14:05 น. ขอบคุณครับ")
    assert found is not None
    assert found[0] == datetime(2017, 2, 12, 14, 5, tzinfo=UTC)
    assert found[1].startswith("12 กุมภาพันธ์ 2560")


def test_a_numeric_date_with_its_time_of_day() -> None:
    found = find_calendar_date("حسین م. · ۱۴۰۴/۰۶/۱۲ - ۱۸:۲۰")
    assert found is not None
    assert found[0] == datetime(2025, 9, 3, 18, 20, tzinfo=UTC)
    assert found[1] == "۱۴۰۴/۰۶/۱۲ - ۱۸:۲۰"


@pytest.mark.parametrize(
    "text",
    [
        "۳۱ مهر ۱۴۰۲",
        "35 ጥር 2010",
        "آبان ۱۴۰۲",
        "12 ก.พ.",
        "2012/03/22",
        "12/06/2012",
        "1391/13/22",
        "v1.1391.2.3",
    ],
)
def test_no_date_without_a_valid_day_month_and_year(text: str) -> None:
    assert calendar_date(text) is None


def test_a_bylines_date_in_another_calendar_is_found() -> None:
    text = "مریم کاظمی · ۱۲ آبان ۱۴۰۲"
    span = any_date_span(text)
    assert span is not None and text[span[0] : span[1]] == "۱۲ آبان ۱۴۰۲"


def test_a_date_in_ethiopic_numerals() -> None:
    """ "፳፻፯" is 20 × 100 + 7: the numerals are read as numbers, not digit for digit, and the
    text that says the date is the page's own."""
    found = find_calendar_date("አበበ መጋቢት ፲፪ ቀን ፳፻፯ ዓ.ም.")
    assert found is not None
    assert found[0].date() == date(2015, 3, 21)
    assert found[1] == "መጋቢት ፲፪ ቀን ፳፻፯"
    assert ascii_digits("፲፪ ۱۲") == "፲፪ 12"
