"""Month names of every language CLDR knows (comspider/month_words.py and the table
``models/month_words.json``), and the dates comspider.page_dates reads with them."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from comspider.month_words import month_number
from comspider.page_dates import any_date_span, looks_like_date, parse_datetime, search_date
from comspider.sections.structure import date_piece

REF = datetime(2026, 11, 1, tzinfo=UTC)


@pytest.mark.parametrize(
    ("word", "month"),
    [
        ("Ebrill", 4),  # Welsh
        ("aprīlis", 4),  # Latvian
        ("квітня", 4),  # Ukrainian, as dates write it
        ("ഏപ്രിൽ", 4),  # Malayalam
        ("balandžio", 4),  # Lithuanian, genitive
        ("listopad", 0),  # November in Polish and Czech, October in Croatian: a month, not which
        ("मई", 5),  # Hindi: a month's full name of two letters of a script of syllables
        ("মে", 5),  # Bengali
        ("ሜይ", 5),  # Amharic
        ("me", None),  # two letters of an alphabet: an abbreviation, or a word elsewhere
        ("vol", None),  # a three-letter word in ASCII is left to the hand-written tables
        ("people", None),
    ],
)
def test_a_word_names_its_month_in_any_language(word: str, month: int | None) -> None:
    assert month_number(word) == month


@pytest.mark.parametrize(
    ("text", "when"),
    [
        ("4 Ebrill 2023", datetime(2023, 4, 4, tzinfo=UTC)),
        ("Aprili 4, 2023", datetime(2023, 4, 4, tzinfo=UTC)),
        ("4 квітня 2023 р.", datetime(2023, 4, 4, tzinfo=UTC)),
        ("4 ఏప్రిల్ 2023", datetime(2023, 4, 4, tzinfo=UTC)),
        ("৪ এপ্রিল ২০২৩", datetime(2023, 4, 4, tzinfo=UTC)),
        ("2023 ഏപ്രിൽ 4", datetime(2023, 4, 4, tzinfo=UTC)),
        ("2023. gada 4. aprīlis 14:05", datetime(2023, 4, 4, 14, 5, tzinfo=UTC)),
        ("2011 m. balandžio 4 d. 14:05", datetime(2011, 4, 4, 14, 5, tzinfo=UTC)),
        ("2023. április 4. 14:05", datetime(2023, 4, 4, 14, 5, tzinfo=UTC)),
        ("11 मई 2025, 10:15", datetime(2025, 5, 11, 10, 15, tzinfo=UTC)),
        ("১১ মে ২০২৫, ১০:১৫", datetime(2025, 5, 11, 10, 15, tzinfo=UTC)),
    ],
)
def test_dates_with_a_month_of_any_language_are_read(text: str, when: datetime) -> None:
    assert looks_like_date(text)
    assert parse_datetime(text, REF) == when
    assert date_piece(text)
    assert any_date_span(text) is not None
    found = search_date(f"Anna · {text}", REF)
    assert found is not None and found[0].date() == when.date()


@pytest.mark.parametrize("text", ["Vol. 3, 2012", "in 2012 about 40 people", "Top 10 Tips 2012"])
def test_numbers_beside_other_words_are_no_dates(text: str) -> None:
    assert parse_datetime(text, REF) is None


def test_two_letters_of_an_alphabet_between_a_day_and_a_year_are_no_month() -> None:
    assert any_date_span("3 to 2012, 10:30") is None
