"""Relative past times in every language CLDR knows (comspider/relative_times.py): read
with their number in any script's digits or in words as a whole short text, never a
duration, a future or "ago" in a sentence; the table ships in the package with its
provenance."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from comspider import relative_times
from comspider.relative_times import Ago, find_past, relative_past, search_past, words_span

HOUR = timedelta(hours=1)


@pytest.mark.parametrize(
    ("text", "delta"),
    [
        ("3 hours ago", 3 * HOUR),
        ("pred 3 hodinami", 3 * HOUR),
        ("3 ժամ առաջ", 3 * HOUR),
        ("4 ชั่วโมงที่แล้ว", 4 * HOUR),  # colloquial Thai beside CLDR's "ที่ผ่านมา"
        ("4 ชั่วโมงที่ผ่านมา", 4 * HOUR),
        ("5 tundi tagasi", 5 * HOUR),  # Estonian's everyday "ago" (partitive) beside CLDR's "5 tunni eest"
        ("3 päeva tagasi", 3 * 24 * HOUR),
        ("२ घण्टा अगाडि", 2 * HOUR),  # Nepali's everyday words beside CLDR's "पहिले"
        ("3 दिन अघि", 3 * 24 * HOUR),
        ("saa 3 zilizopita", 3 * HOUR),
        ("duela 3 ordu", 3 * HOUR),
        ("3 awr yn ôl", 3 * HOUR),
        ("३ तासांपूर्वी", 3 * HOUR),  # Marathi, Devanagari digits
        ("4 घंटे पहले", 4 * HOUR),
        ("৩ ঘণ্টা আগে", 3 * HOUR),  # Bengali digits
        ("۳ ساعت پیش", 3 * HOUR),  # Persian digits
        ("3小时前", 3 * HOUR),
        ("3 시간 전", 3 * HOUR),
        ("il y a 3 heures", 3 * HOUR),
        ("Vor 21 Tagen", timedelta(days=21)),
        ("pred 21 dňami", timedelta(days=21)),
        ("منذ 3 ساعات", 3 * HOUR),
        ("3 horas atrás", 3 * HOUR),
        ("5 minuti eest", timedelta(minutes=5)),
        ("2 weeks ago", timedelta(weeks=2)),
        # everyday forms beside CLDR's: Persian "قبل", Greek "πριν" after the time or
        # without "από", Tamil's hour in two words, Bengali's other spelling, Gujarati
        # without the nasal mark, Russian's "ч." with a stop
        ("۳ ساعت قبل", 3 * HOUR),
        ("3 ώρες πριν", 3 * HOUR),
        ("πριν 3 ώρες", 3 * HOUR),
        ("3 மணி நேரம் முன்பு", 3 * HOUR),
        ("৩ ঘন্টা আগে", 3 * HOUR),
        ("5 મિનિટ પહેલા", timedelta(minutes=5)),
        ("3 ч. назад", 3 * HOUR),
        # Hindi's everyday singular hour and its words for weeks, months and years
        ("१ घंटा पहले", HOUR),
        ("3 हफ्ते पहले", timedelta(weeks=3)),
        # a unit abbreviated with a stop, written without it
        ("5 dk önce", timedelta(minutes=5)),
        ("vor 5 Min", timedelta(minutes=5)),
        ("3 godz temu", 3 * HOUR),
    ],
)
def test_a_number_between_a_patterns_words_is_read(text: str, delta: timedelta) -> None:
    found = relative_past(text)
    assert found is not None and found.delta == delta


@pytest.mark.parametrize(
    ("text", "delta"),
    [
        ("pred hodinou", HOUR),  # the "one" form without its number
        ("an hour ago", HOUR),  # ... or with one word in its place
        ("vor einer Stunde", HOUR),
        ("il y a une heure", HOUR),
        ("un'ora fa", HOUR),
        ("een uur geleden", HOUR),
        ("godzinę temu", HOUR),
        ("egy órája", HOUR),
        ("לפני שעה", HOUR),  # CLDR's own forms without a number
        ("قبل ساعتين", 2 * HOUR),
        ("yesterday", timedelta(days=1)),
        ("вчера", timedelta(days=1)),
        ("昨天", timedelta(days=1)),
    ],
)
def test_a_time_in_words_is_read_as_a_whole_text(text: str, delta: timedelta) -> None:
    found = relative_past(text)
    assert found is not None and found.delta == delta


@pytest.mark.parametrize(
    "text",
    [
        "30 minutes",  # durations
        "1 Jahr",
        "5 min",
        "2 Stunden",
        "in 3 hours",  # futures
        "dans 3 heures",
        "za 3 godziny",
        "3.5 hours ago",  # no count
        "12:30",
        "-5 min",  # a sign, not a time
        "Leo",  # a one-word day in Latin letters that is a name too (Swahili "today")
        "Jana",
        "Anna Smith",
        "Reply",
    ],
)
def test_durations_futures_and_names_are_no_past_times(text: str) -> None:
    assert relative_past(text) is None and search_past(text) is None


def test_a_time_in_words_inside_a_sentence_is_none() -> None:
    assert search_past("I wrote to them an hour ago and nobody answered") is None
    assert search_past("Das war vor einer Stunde noch anders, sagt sie.") is None


def test_a_number_and_its_words_are_found_inside_a_longer_text() -> None:
    assert find_past("Anna · pred 3 hodinami · Reply") == (Ago(3, "hour"), "pred 3 hodinami")
    assert find_past("Posted 3 days ago by Anna") == (Ago(3, "day"), "3 days ago")
    assert relative_past("Anna · pred 3 hodinami · Reply") is None  # not the whole text


def test_months_and_years_count_back_by_the_calendar() -> None:
    reference = datetime(2024, 3, 31, 12, tzinfo=UTC)
    assert Ago(1, "month").before(reference) == datetime(2024, 2, 29, 12, tzinfo=UTC)
    assert Ago(2, "year").before(reference) == datetime(2022, 3, 31, 12, tzinfo=UTC)
    assert Ago(3, "hour").before(reference) == datetime(2024, 3, 31, 9, tzinfo=UTC)


def test_the_table_ships_in_the_package_with_its_provenance() -> None:
    provenance = relative_times.provenance()
    assert provenance["cldr"] and provenance["babel"] and provenance["locales"] > 700


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("— أم سالم, قبل ساعتين", "قبل ساعتين"),
        ("Anna · vor einer Stunde", "vor einer Stunde"),
        ("Anna Berg vor einer Stunde", "vor einer Stunde"),
        ("Tom | yesterday", "yesterday"),
    ],
)
def test_a_time_in_words_is_found_as_a_bylines_part_or_end(text: str, words: str) -> None:
    span = words_span(text)
    assert span is not None and text[span[0] : span[1]] == words


@pytest.mark.parametrize(
    "text",
    [
        "I wrote to them an hour ago and nobody answered them",  # "ago" inside a sentence ends nothing
        "Anna · 3 hours ago",  # a number: find_past's
        "yesterday",  # the whole text: relative_past's
        "Anna Berg",
    ],
)
def test_no_time_in_words_where_none_ends_a_part(text: str) -> None:
    assert words_span(text) is None


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("Il y a quelques secondes", "second"),
        ("vor ein paar Minuten", "minute"),
        ("a few seconds ago", "second"),
        ("há alguns segundos", "second"),
    ],
)
def test_a_few_seconds_or_minutes_in_words(text: str, unit: str) -> None:
    """A comment just written: "a few" in place of the number of seconds or minutes."""
    assert relative_past(text) == Ago(1, unit)


@pytest.mark.parametrize("text", ["vor vielen Jahren", "Il y a deux heures", "a few days ago"])
def test_a_few_hours_days_or_years_are_no_reading(text: str) -> None:
    assert relative_past(text) is None
