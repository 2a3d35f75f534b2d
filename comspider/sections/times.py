"""When the article appeared and when each record was written: the time evidence of a
discussion. Readers write after an article appears, so a discussion's records are dated
on or after the publication time the page declares, and none is dated ahead of the
visit; teasers of older articles, timelines and event listings are not.

The article's time is what the page declares (:mod:`comspider.declared_time`); a record's
time is its ``<time datetime>`` or its byline's date piece, relative ones ("2 hours ago")
read against the time of reading.
"""

from __future__ import annotations

import re
from datetime import datetime

from comspider.calendars import ascii_digits, has_calendar_date
from comspider.declared_time import FUTURE_SLACK, TIME_SLACK, YEARLESS_SPAN, earliest_day
from comspider.page_dates import CLOCK_MARK, day_and_clock, parse_datetime, parse_iso, search_date
from comspider.sections.structure import relative_time
from comspider.yearless_dates import (
    placed_after,
    placed_before,
    read_yearless,
    read_yearless_day,
    yearless_since,
)

#: A date that names its year (or an ISO date): "12.3.2025 8:14", "March 12, 2025",
#: "2025年3月12日"; a day and month alone, or a time of day alone, may be anything.
_WITH_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)|(?<![\d.])\d{1,2}[./]\d{1,2}[./]\d{2}(?!\d)")


def dated(text: str) -> bool:
    """Whether ``text`` holds a date with its year, of any calendar ("۱۴۰۴/۰۶/۱۲" too):
    when it was written, whenever it is read."""
    return bool(_WITH_YEAR.search(text)) or has_calendar_date(text)


def is_written_time(text: str) -> bool:
    """Whether ``text`` says when something was written: a date with its year
    (:func:`dated`), or a time relative to the reading that says so
    (:func:`~comspider.sections.structure.relative_time`), not a duration, a day and month
    without a year (a schedule, a tour date) or a clock time alone."""
    return (
        dated(text)
        or relative_time(text)
        or day_and_clock(text) is not None  # "јуче у 21:10": a day in words, its time of day
    )


def record_time(
    texts: list[str], reference: datetime, order: str | None = None, article: datetime | None = None
) -> datetime | None:
    """The first of a record's date texts that says when it was written
    (:func:`is_written_time`) and reads as a time (relative ones against
    ``reference``; "11/04/2025" in the page's date ``order``), or None. With the
    ``article``'s time, a date without its year and with its time of day ("14 febbraio,
    18:40") placed at its first moment since the article, when that is within
    :data:`YEARLESS_SPAN` of it and not ahead of the reading."""
    for raw in texts:
        text = ascii_digits(raw)
        if not is_written_time(text):
            continue
        try:
            when = parse_iso(text) or parse_datetime(text, reference, order)
            if when is None:
                found = search_date(text, reference, order)
                when = found[0] if found else None
        except (OverflowError, ValueError):
            continue  # "999999 hours ago": no time
        if when is not None:
            return when
    if article is not None:
        placed = yearless_since(texts, article, TIME_SLACK)
        if _soon_after(placed, article, reference):
            return placed
    return None


def yearless_before(texts: list[str], article: datetime) -> datetime | None:
    """The first of ``texts`` that is a date without its year, with its time of day
    ("06:40, 14 серпня") or a day alone ("Senin, 4 Maret": a log's night, at its midnight),
    placed at its last moment before the day the article may be answered from
    (:func:`~comspider.declared_time.earliest_day`), when that is within
    :data:`YEARLESS_SPAN` of it: written in the days before the article (a register's
    entries it quotes), which no reader's answer to it is; None otherwise."""
    start = earliest_day(article)
    for raw in texts:
        text = ascii_digits(raw)
        date = read_yearless(text) or read_yearless_day(text)
        if date is None:
            continue
        when = placed_before(date, start)
        return when if when is not None and start - when <= YEARLESS_SPAN else None
    return None


def _soon_after(placed: datetime | None, article: datetime, reference: datetime) -> bool:
    """Whether a date written without its year, ``placed`` after the article, is within
    :data:`YEARLESS_SPAN` of it and not ahead of the reading."""
    return placed is not None and placed <= min(article + YEARLESS_SPAN, reference + FUTURE_SLACK)


#: A time of day as a date shows it: with its minutes ("18:40", "9h30", "klo 12.15", "10.30
#: Uhr", "3:15 pm") or the hour alone ("klo 12", "10 Uhr", "3 pm"); a dotted date's
#: "12.03" is none.
_CLOCKS = (
    re.compile(r"(?<![\d.:/])([01]?\d|2[0-3])(?::|\s?h\s?)([0-5]\d)(?::[0-5]\d)?(?![\d:])"),
    re.compile(r"(?:\bklo|\bkl\.?)\s*([01]?\d|2[0-3])(?:[.:]([0-5]\d))?(?![\d.:])", re.I),
    re.compile(r"(?<![\d.:/])([01]?\d|2[0-3])(?:\.([0-5]\d))?\s*uhr\b", re.I),
    re.compile(r"(?<![\d.:/])(1[0-2]|0?[1-9])\s*[ap]\.?m\b\.?", re.I),
)


def shown_minute(text: str) -> int | None:
    """The minute of the time of day ``text`` shows (0 for an hour alone), or None when it
    shows none."""
    t = ascii_digits(text)
    for clock in _CLOCKS:
        m = clock.search(t)
        if m is not None:
            return int(m.group(2)) if m.lastindex and m.lastindex >= 2 and m.group(2) else 0
    return None


#: A time of day and nothing else ("kl. 18.40", "18:40", "um 18:40 Uhr", "at 6:40 pm"):
#: today's, as the page was shown.
_CLOCK_ONLY = re.compile(
    rf"\W*(?:[^\W\d_]{{1,5}}\.?\s*)?(?:[01]?\d|2[0-3]){CLOCK_MARK}[0-5]\d(?:\s*[ap]\.?m\.?)?(?:\s*uhr)?\W*",
    re.I,
)


def clock_only(text: str) -> bool:
    """Whether ``text`` shows a time of day alone, without a day."""
    return _CLOCK_ONLY.fullmatch(ascii_digits(text)) is not None


#: Records that must show a time of day before their minutes say anything.
SCHEDULE_MIN_CLOCKS = 3


def scheduled(texts: list[str]) -> bool:
    """Whether the times ``texts`` (one a record) are a schedule's: each of at least
    :data:`SCHEDULE_MIN_CLOCKS` shows a time of day, and every one of them is on a
    quarter hour (or an hour alone: "klo 12"). Readers write at any minute: three
    comments on quarter hours by chance are one in three thousand; defences, tours,
    meetings and departures are set on them."""
    minutes = [shown_minute(t) for t in texts]
    return len(minutes) >= SCHEDULE_MIN_CLOCKS and all(m is not None and m % 15 == 0 for m in minutes)


def dated_days_after(texts: list[str], article: datetime, reference: datetime) -> bool:
    """Whether the first of a record's date texts is a day and month alone ("9月3日",
    "14 febbraio") whose first such day since the article's is within
    :data:`YEARLESS_SPAN` of it and not ahead of the reading."""
    for text in texts:
        day = read_yearless_day(text)
        if day is None:
            continue
        return _soon_after(placed_after(day, earliest_day(article)), article, reference)
    return False


def written_since(texts: list[str], article: datetime, reference: datetime, order: str | None = None) -> bool:
    """Whether a record whose date texts are ``texts`` reads as written at or after
    ``article`` itself, without :data:`TIME_SLACK` (a day's date is its midnight: an
    article's own byline, a caption of its day, is no later than the article)."""
    when = record_time(texts, reference, order, article)
    return when is not None and article <= when <= reference + FUTURE_SLACK


def earliest_written(texts: list[str], article: datetime) -> datetime:
    """The earliest time a record may show and be written after ``article``: a day
    before it (:data:`TIME_SLACK`: a page that declares only its day, or its local time as
    UTC), except where both are days alone, the article's declared or shown without a
    time of day and the record's written without one: two days of the page's one
    calendar, where the day before the article's is before it."""
    day_alone = (article.hour, article.minute, article.second, article.microsecond) == (0, 0, 0, 0)
    if day_alone and not any(shown_minute(t) is not None or relative_time(t) for t in texts):
        return article
    return article - TIME_SLACK


def written_after(
    texts: list[str], article: datetime, reference: datetime, order: str | None = None
) -> bool | None:
    """Whether a record whose date texts are ``texts`` was written on or after
    ``article`` (within :data:`TIME_SLACK`) and not ahead of ``reference`` (within
    :data:`FUTURE_SLACK`); None when none of its texts says when it was written.
    ``order``: the page's date order (:mod:`comspider.date_order`).

    A text that says when but that the date readers cannot read (a language or a
    calendar they lack) still counts where it can: a date's year against the article's,
    and a time relative to the reading ("prieš 3 val.") as written since the article,
    which a page shows only for recent records."""
    when = record_time(texts, reference, order, article)
    if when is not None:
        return earliest_written(texts, article) <= when <= reference + FUTURE_SLACK
    for raw in texts:
        text = ascii_digits(raw)
        year = _WITH_YEAR.search(text)
        if year is not None and len(year.group(0)) == 4:
            return article.year <= int(year.group(0)) <= reference.year
        if relative_time(text):
            return True
    return None
