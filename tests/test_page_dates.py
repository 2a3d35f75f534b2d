"""Comment dates read without dateparser read as dateparser reads them, and the forms
dateparser does not read are left to it."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import dateparser
import pytest

from comspider.page_dates import (
    DATEPARSER_LANGUAGES,
    _month_named,
    _parse_cached,
    _short_relative,
    parse_datetime,
    search_date,
)

REF = datetime(2026, 1, 1, 6, 0, tzinfo=UTC)
_SETTINGS = {
    "RELATIVE_BASE": REF.replace(tzinfo=None),
    "TIMEZONE": "UTC",
    "TO_TIMEZONE": "UTC",
    "RETURN_AS_TIMEZONE_AWARE": True,
    "PREFER_DATES_FROM": "past",
    "STRICT_PARSING": False,
}


def _dateparser(text: str) -> datetime | None:
    return dateparser.parse(text, languages=list(DATEPARSER_LANGUAGES), settings=dict(_SETTINGS))


@pytest.mark.parametrize(
    "text",
    [
        "on August 23, 2011 at 8:31 pm.",
        "On September 4, 2012 at 5:59 pm",
        "On Monday, November 5, 2012 at 11:31 am",
        "May 23, 2011 at 12:12 am.",
        "November 6, 2012 · 1:03 AM",
        "Aug 8, 2012 7:54 PM MST",
        "Aug 8, 2012 9:26 PM PDT",
        "July 24, 2012 4:58 PM EDT",
        "November 12, 2012 01:17 PM ET",
        "11 dicembre 2025, ore 21:29",
        "11 декабря 2025, 21:29",
        "1 мая 2024",
        "11 maja 2021, 17:00",
        "3 października 2020",
        "1 يناير 2026 - 08:37",
        "31 ديسمبر 2025 - 03:50",
    ],
)
def test_the_fast_reader_of_written_out_dates_agrees_with_dateparser(text: str) -> None:
    fast = _month_named(text)
    assert fast is not None and fast == _dateparser(text)


@pytest.mark.parametrize(
    "text",
    [
        "3 часа назад",
        "1 минуту назад",
        "5 дней назад",
        "2 недели назад",
        "1 uur geleden",
        "2 dagen geleden",
        "1 week geleden",
        "3時間前",
        "5分前",
        "2日前",
        "1週間前",
    ],
)
def test_the_fast_reader_of_relative_dates_agrees_with_dateparser(text: str) -> None:
    fast = _short_relative(text, REF)
    assert fast is not None and fast == _dateparser(text)


@pytest.mark.parametrize(
    "text",
    [
        # Forms in one language around words of another: dateparser reads none of them,
        # so neither does the fast reader.
        "Do, 23 May 2011, ore 21:29",
        "23 May 2011 um 14:05 PDT",
        "Sept 23, 2011 à 08h07 ET",
        "października 23, 2011 um 14:05",
        "Monday, 23 يناير 2011 - 08:37",
        "on 12. März 2023",
        "3 месяца назад",  # months: left to dateparser's calendar
    ],
)
def test_mixed_forms_are_left_to_dateparser(text: str) -> None:
    assert _month_named(text) is None and _short_relative(text, REF) is None


@pytest.mark.parametrize(
    "text",
    [
        "wtorek, 11 maja 2021, 17:00",
        "le mercredi 15 mai 2019 à 08h07",
        "KateB on October 23rd, 2012 2:06 pm",
        "Posted: 11/7/2012 6:40am PST",
        "1 день назад",
        "Strava Jahresbericht 2021",
        "منذ ساعتين",
    ],
)
def test_a_text_read_by_dateparser_reads_the_same_with_its_scripts_languages(text: str) -> None:
    """dateparser is given the languages written in the text's scripts only
    (comspider.date_languages): the same reading as with all of them."""
    assert _parse_cached.__wrapped__(text, REF, None) == _dateparser(text)


def test_parse_datetime_reads_the_new_forms() -> None:
    parsed = parse_datetime("on May 3, 2012 at 4:19 pm.", REF)
    assert parsed is not None and parsed.isoformat() == "2012-05-03T16:19:00+00:00"


@pytest.mark.parametrize(
    ("text", "iso"),
    [
        ("3 Mei 2010 14.22", "2010-05-03T14:22:00+00:00"),  # Indonesian's May, a time with a dot
        ("3 Mei 2010", "2010-05-03T00:00:00+00:00"),
        ("12 listopada 2012 14.05", "2012-11-12T14:05:00+00:00"),
    ],
)
def test_a_day_a_month_by_name_and_a_year_are_a_date_whatever_the_times_form(text: str, iso: str) -> None:
    parsed = parse_datetime(text, REF)
    assert parsed is not None and parsed.isoformat() == iso
    assert parse_datetime("Top 10 Tips 2012", REF) is None


@pytest.mark.parametrize(
    ("text", "hours"),
    [
        ("4 ชั่วโมงที่แล้ว", 4),
        ("3 ժամ առաջ", 3),
        ("3 awr yn ôl", 3),
        ("३ तासांपूर्वी", 3),
        ("4 घंटे पहले", 4),
        ("pred hodinou", 1),
        ("saa 3 zilizopita", 3),
        ("duela 3 ordu", 3),
    ],
)
def test_relative_past_times_of_every_cldr_language_are_read(text: str, hours: int) -> None:
    """Before dateparser (which knows none of these): comspider.relative_times."""
    ref = datetime(2024, 5, 1, 12, tzinfo=UTC)
    assert parse_datetime(text, ref) == ref - timedelta(hours=hours)


def test_a_relative_past_time_is_found_inside_a_longer_text() -> None:
    ref = datetime(2024, 5, 1, 12, tzinfo=UTC)
    assert search_date("Anna · pred 3 hodinami · Odpovedať", ref) == (
        ref - timedelta(hours=3),
        "pred 3 hodinami",
    )


def test_dashed_dates_follow_the_pages_order() -> None:
    from comspider.page_dates import DAY_FIRST, any_date_span, has_ambiguous_numeric_date, numeric_order_votes

    ref = datetime(2026, 1, 1, tzinfo=UTC)
    assert parse_datetime("03-05-2010 16:19", ref, DAY_FIRST) == datetime(2010, 5, 3, 16, 19, tzinfo=UTC)
    assert has_ambiguous_numeric_date("03-05-2010") and numeric_order_votes("14-05-2010") == (1, 0)
    assert parse_datetime("2010-05-03", ref, DAY_FIRST) == datetime(2010, 5, 3, tzinfo=UTC)  # ISO stays ISO
    assert any_date_span("Harm Dijkstra 03-05-2010 16:19") is not None


def test_a_dashed_date_without_a_time_is_a_date() -> None:
    from comspider.page_dates import DAY_FIRST, search_date

    ref = datetime(2026, 12, 1, tzinfo=UTC)
    assert parse_datetime("30-11-2026", ref) == datetime(2026, 11, 30, tzinfo=UTC)
    assert parse_datetime("05-11-2026", ref, DAY_FIRST) == datetime(2026, 11, 5, tzinfo=UTC)
    found = search_date("— Wim Kroon, 30-11-2026 · reageer", ref)
    assert found is not None and found[1] == "30-11-2026"
    # a run of numbers with dashes that is no date: a phone or part number
    assert search_date("tel 12-34-5678", ref) is None
    assert search_date("ISBN 0-12-3456-7", ref) is None


@pytest.mark.parametrize(
    ("text", "when"),
    [
        (
            "4 d’octubre de 2017 a les 21:10",
            datetime(2017, 10, 4, 21, 10, tzinfo=UTC),
        ),  # Catalan, elided "de"
        ("1 d'agost de 2017", datetime(2017, 8, 1, tzinfo=UTC)),
        ("12 de maig de 2017", datetime(2017, 5, 12, tzinfo=UTC)),  # Catalan's own month names
        ("3 de desembre de 2016, 10:05", datetime(2016, 12, 3, 10, 5, tzinfo=UTC)),
        ("12 de marzo de 2023", datetime(2023, 3, 12, tzinfo=UTC)),  # "de" between day and month
        ("12 ta' Ġunju 2020, 20:14", datetime(2020, 6, 12, 20, 14, tzinfo=UTC)),  # Maltese "ta'"
    ],
)
def test_day_de_month_de_year_in_catalan_spanish_and_maltese(text: str, when: datetime) -> None:
    assert parse_datetime(text, REF) == when


def test_a_word_after_des_is_no_month() -> None:
    assert parse_datetime("3 des enfants", REF) is None


@pytest.mark.parametrize(
    "text",
    ["Rik V. gisteren om 21:10", "heute, 08:10", "yesterday at 9:10 pm", "вчера в 19:02", "昨日 21:10"],
)
def test_yesterday_or_today_with_a_time_of_day_is_a_bylines_date(text: str) -> None:
    from comspider.page_dates import any_date_span

    span = any_date_span(text)
    assert span is not None and span[1] == len(text)


@pytest.mark.parametrize("text", ["mama 12:30", "hieronder 12:30", "todays 12:30"])
def test_a_word_that_only_starts_like_today_is_no_date(text: str) -> None:
    from comspider.page_dates import any_date_span

    assert any_date_span(text) is None


@pytest.mark.parametrize(
    ("text", "back", "clock"),
    [
        ("јуче у 21:10", 1, (21, 10)),  # Serbian Cyrillic: a day CLDR knows, "у" before the clock
        ("eile kell 21.10", 1, (21, 10)),  # Estonian
        ("昨天 21:10", 1, (21, 10)),
        ("today 9:15 pm", 0, (21, 15)),
    ],
)
def test_a_day_in_words_of_any_language_and_its_time_of_day(
    text: str, back: int, clock: tuple[int, int]
) -> None:
    from comspider.page_dates import day_and_clock

    found = day_and_clock(text)
    assert found is not None and found[:2] == (0, len(text)) and found[2] == back and found[3:] == clock
    reference = datetime(2026, 11, 30, 8, tzinfo=UTC)
    assert parse_datetime(text, reference) == (reference - timedelta(days=back)).replace(
        hour=clock[0], minute=clock[1]
    )


@pytest.mark.parametrize("text", ["Anna 21:10", "vor 2 Tagen", "at 21:10", "Seite 3 von 10:30"])
def test_no_day_in_words_before_the_clock(text: str) -> None:
    from comspider.page_dates import day_and_clock

    assert day_and_clock(text) is None


def test_a_date_without_its_year_as_a_bylines_part() -> None:
    """ "Ine · 30 nov 09:12": the name and a day, month and time of day without the year (django-comments-xtd's
    'j M H:i'); found as a span and read as this year's at the reading (the fields place it against the article)."""
    from comspider.page_dates import any_date_span

    text = "Ine de Vries · 30 nov 09:12"
    span = any_date_span(text)
    assert span is not None and text[span[0] : span[1]] == "30 nov 09:12"
    found = search_date(text, datetime(2026, 12, 5, tzinfo=UTC))
    assert found == (datetime(2026, 11, 30, 9, 12, tzinfo=UTC), "30 nov 09:12")
    assert any_date_span("Anna 12") is None


def test_a_dates_time_after_a_word_of_any_language_is_read() -> None:
    # "kl.", "klockan", "kello", "в", "o" between the date and its time: the time was lost
    # (the date alone read) where the word was not one of a few listed
    ref = datetime(2026, 12, 1, tzinfo=UTC)
    for text, hour, minute in (
        ("4 juni 2020 kl. 08:15", 8, 15),
        ("4 juni 2020 klockan 08:15", 8, 15),
        ("12.03.2021 kello 14.02", 14, 2),
        ("3 марта 2020 в 19:02", 19, 2),
        ("Dodano 14.03.2020 o 10:15", 10, 15),
    ):
        found = search_date(text, ref)
        assert found is not None and (found[0].hour, found[0].minute) == (hour, minute), text


def test_a_day_written_as_an_ordinal_before_its_month_is_a_date() -> None:
    from comspider.page_dates import date_span

    text = "Last edited by Dan; 18th June 2010 at 21:30. Reason: lap times"
    span = date_span(text)
    assert span is not None and text[span[0] : span[1]].startswith("18th June 2010")
    assert date_span("the 4th of the 12 boats") is None


@pytest.mark.parametrize(
    ("text", "when"),
    [
        # the year's own dot, as Serbian, Croatian, Bosnian and Hungarian write it: still day first
        ("08.06.2016.", datetime(2016, 6, 8, tzinfo=UTC)),
        ("08.06.2016. 09:14", datetime(2016, 6, 8, 9, 14, tzinfo=UTC)),
        ("8. 6. 2016. u 09:14", datetime(2016, 6, 8, 9, 14, tzinfo=UTC)),
        ("3.3.2015 ob 9.15", datetime(2015, 3, 3, 9, 15, tzinfo=UTC)),
        # the year first with dots and spaces (Hungarian, Korean)
        ("2016. 06. 08. 09:14", datetime(2016, 6, 8, 9, 14, tzinfo=UTC)),
        ("2016. 6. 8.", datetime(2016, 6, 8, tzinfo=UTC)),
    ],
)
def test_a_dotted_date_with_the_years_dot_is_day_first(text: str, when: datetime) -> None:
    assert parse_datetime(text, datetime(2017, 1, 1, tzinfo=UTC)) == when


@pytest.mark.parametrize(
    ("text", "when", "written"),
    [
        ("Posted at 9:40 AM May 7, 2012", (2012, 5, 7, 9, 40), "9:40 AM May 7, 2012"),
        ("at 21:05 on 3 May 2012", (2012, 5, 3, 21, 5), "21:05 on 3 May 2012"),
        ("Anna | 12:30 | 3 May 2012", (2012, 5, 3, 12, 30), "12:30 | 3 May 2012"),
        (
            "May 7, 2012 at 9:40 AM",
            (2012, 5, 7, 9, 40),
            "May 7, 2012 at 9:40 AM",
        ),  # the time after: as before
        ("13:99 3 May 2012", (2012, 5, 3, 0, 0), "3 May 2012"),  # no time of day
    ],
)
def test_a_time_of_day_written_before_its_date(text: str, when: tuple[int, ...], written: str) -> None:
    """ "Posted at 9:40 AM May 7, 2012" (set CC, built blind): the time before the date is the comment's time, and
    part of the date as written."""
    from comspider.page_dates import search_date

    found = search_date(text, datetime(2012, 6, 1, tzinfo=UTC))
    assert found is not None
    assert found[0] == datetime(*when, tzinfo=UTC) and found[1] == written


@pytest.mark.parametrize(
    ("text", "hour"),
    [
        ("30/11/2012 10:15 p. m.", 22),  # the Spanish academies' "p. m.", with its space
        ("30/11/2012 10:15 a. m.", 10),
        ("12 de marzo de 2012 a las 8:40 p. m.", 20),
    ],
)
def test_a_half_of_the_day_written_with_a_space_is_read(text: str, hour: int) -> None:
    parsed = parse_datetime(text, REF)
    assert parsed is not None and parsed.hour == hour
    found = search_date(f"Lucía · {text}", REF)
    assert found is not None and found[0].hour == hour


def test_an_a_before_a_word_after_a_time_is_no_half_of_the_day() -> None:
    assert parse_datetime("10:15 a mi casa", REF) is None


@pytest.mark.parametrize("text", ["18.03.2013. у 16:20", "18.03.2013. в 16:20", "18.03.2013. u 16:20"])
def test_a_dotted_date_and_its_time_after_a_cyrillic_at(text: str) -> None:
    assert parse_datetime(text, REF) == datetime(2013, 3, 18, 16, 20, tzinfo=UTC)


@pytest.mark.parametrize(
    ("text", "when"),
    [
        # Arabic: ص the morning's, م the afternoon's, after the time (set DG, built blind: an Egyptian paper)
        ("١١/٠٣/٢٠١٢ ١٠:٢٢ ص", datetime(2012, 3, 11, 10, 22, tzinfo=UTC)),
        ("١١/٠٣/٢٠١٢ ٠١:٤٧ م", datetime(2012, 3, 11, 13, 47, tzinfo=UTC)),
        ("أبو يوسف - الريحان - ١١/٠٣/٢٠١٢ ٠٤:٣٠ م", datetime(2012, 3, 11, 16, 30, tzinfo=UTC)),
        ("11/03/2012 09:05 مساءً", datetime(2012, 3, 11, 21, 5, tzinfo=UTC)),
        # Persian: ق.ظ before noon, ب.ظ after it
        ("11/03/2012 01:47 ب.ظ", datetime(2012, 3, 11, 13, 47, tzinfo=UTC)),
        ("11/03/2012 10:22 ق.ظ", datetime(2012, 3, 11, 10, 22, tzinfo=UTC)),
        # after a 24-hour time the mark says nothing more
        ("١١/٠٣/٢٠١٢ ١٤:٢٠ م", datetime(2012, 3, 11, 14, 20, tzinfo=UTC)),
    ],
)
def test_a_local_mark_of_the_morning_or_afternoon_after_the_time(text: str, when: datetime) -> None:
    from comspider.page_dates import DAY_FIRST, search_date

    found = search_date(text, REF, DAY_FIRST)
    assert found is not None and found[0] == when
    assert found[1] in text  # the span as the page writes it, its mark included


@pytest.mark.parametrize(
    ("text", "when"),
    [
        # French typography's spaced "h" (set EI, built blind: a fact-check's correction log)
        ("13 septembre 2021 à 10 h 12", datetime(2021, 9, 13, 10, 12, tzinfo=UTC)),
        ("13 septembre 2021 à 10\u202fh\u202f12", datetime(2021, 9, 13, 10, 12, tzinfo=UTC)),
        ("13 de setembro de 2021 às 10 h 12", datetime(2021, 9, 13, 10, 12, tzinfo=UTC)),
        ("le 13/09/2021 à 10 h 12 min", datetime(2021, 9, 13, 10, 12, tzinfo=UTC)),
    ],
)
def test_a_time_of_day_with_a_spaced_h(text: str, when: datetime) -> None:
    from comspider.page_dates import DAY_FIRST
    from comspider.sections.times import shown_minute

    assert parse_datetime(text, REF, DAY_FIRST) == when
    assert shown_minute(text) == when.minute
    found = search_date(f"Marie — {text} — a écrit", REF, DAY_FIRST)
    assert found is not None and found[0] == when and found[1] in text


def test_a_date_written_the_chinese_japanese_or_korean_way_is_found_inside_a_byline() -> None:
    """ "1. Posted by みどり 2011年10月14日 21:05" (set ES's Japanese blog host): the year first
    with 年, 月, 日 (년, 월, 일 in Korean), a weekday in brackets, then the time."""
    from comspider.page_dates import search_date

    ref = datetime(2012, 1, 1, tzinfo=UTC)
    for text, raw in (
        ("1. Posted by みどり 2011年10月14日 21:05", "2011年10月14日 21:05"),
        ("港の八百屋 2011年10月14日(金) 21:05", "2011年10月14日(金) 21:05"),
        ("김민서 2011년 10월 14일 21:05 작성", "2011년 10월 14일 21:05"),
    ):
        found = search_date(text, ref)
        assert found is not None and found[1] == raw
        assert found[0] == datetime(2011, 10, 14, 21, 5, tzinfo=UTC)


def test_day_slash_month_and_the_year_after_a_space() -> None:
    # "3/2 2008": Swedish, Danish and Norwegian writing, the day first
    assert parse_datetime("3/2 2008", REF) == datetime(2008, 2, 3, tzinfo=UTC)
    assert search_date("Lasse – Jag har fryst min rågsurdeg. 4/2 2008 kl. 21:12", REF) == (
        datetime(2008, 2, 4, 21, 12, tzinfo=UTC),
        "4/2 2008 kl. 21:12",
    )
    # a slashed date with its year after a second slash keeps the page's order; no year, no date
    assert parse_datetime("3/2/2008", REF) == datetime(2008, 3, 2, tzinfo=UTC)
    assert parse_datetime("3/2 20080", REF) is None
