"""A date written without its year and with its time of day, as sites show this year's
comments: "14 febbraio, 18:40", "4 апреля в 19:02", "3. März um 09:15", "Mar 3, 9:15 PM",
"10月1日 16:20", "10월 1일 16:20", "14.02., 18:40".

Such a date alone says nothing of when (dateparser puts it in whatever year its settings
prefer: "10月1日 16:20" became 14 January 2010). Read as a month, a day and a clock, it is
placed against a time the page declares (:func:`placed_after`): the first such moment on
or after it.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from typing import NamedTuple

from comspider.calendars import ascii_digits
from comspider.month_words import (
    ASCII_MIN_LETTERS,
    WORD_CHARACTER,
    any_month_number,
    calendar_word,
    named_month,
)


class Yearless(NamedTuple):
    """A date without its year: month, day, hour, minute."""

    month: int
    day: int
    hour: int
    minute: int


_WORD = rf"{WORD_CHARACTER}{{2,16}}"
#: A time of day: "18:40", "9.15 PM", "08h07", "19:02 Uhr".
_CLOCK = r"(?P<h>\d{1,2})[:.h](?P<mi>\d{2})(?:\s*(?P<half>[ap]\.?\s?m\.?))?(?:\s*(?:uhr|h)\b)?"
#: Between the date and the clock: punctuation, or one short word ("um", "в", "alle",
#: "a las", "kl.", "at").
_BETWEEN = rf"[\s,،、]*(?:[@|·•–-]|{WORD_CHARACTER}{{1,5}}\.?(?:\s{WORD_CHARACTER}{{1,3}})?)?[\s,،、]*"
#: A weekday before the date ("mer 14 febbraio", "Mon, Mar 3").
_WEEKDAY = rf"(?:(?P<wd>{_WORD})\.?,?\s+)?"
_DAY_MONTH = rf"(?P<d>\d{{1,2}})(?:\.|er|st|nd|rd|th)?\s*(?:de\s+)?(?P<m>{_WORD})\.?"
_MONTH_DAY = rf"(?P<m>{_WORD})\.?\s+(?P<d>\d{{1,2}})(?:st|nd|rd|th)?"
_CJK_DAY = r"(?P<mn>\d{1,2})\s*[月월]\s*(?P<d>\d{1,2})\s*[日일](?:\s*[(（][^)）]{1,3}[)）])?"
#: "14.02.", "3. 3." (Slovene, Czech and Slovak space the day from the month)
_DOTTED = r"(?P<d>\d{1,2})\.\s?(?P<mn>\d{1,2})\."

_FORMS = tuple(
    re.compile(rf"^{form}$", re.I)
    for date in (_DAY_MONTH, _MONTH_DAY, _CJK_DAY, _DOTTED)
    for form in (rf"{_WEEKDAY}{date}{_BETWEEN}{_CLOCK}", rf"{_CLOCK}{_BETWEEN}{_WEEKDAY}{date}")
)
#: The same dates without a time of day ("9月3日", "3. März", "14 febbraio", "Mar 3").
_DAYS = tuple(
    re.compile(rf"^{_WEEKDAY}{date}$", re.I) for date in (_DAY_MONTH, _MONTH_DAY, _CJK_DAY, _DOTTED)
)
#: Weekdays in two letters before the date ("ma 9 mei", "Di 10. Mai", "śr 11 maja"): the
#: short forms, which the tables (CLDR's longer abbreviations) lack, of Dutch, German,
#: Polish, Czech and Slovak, the Scandinavian languages and Finnish. Not the words a date
#: opens with elsewhere ("Le 9 janvier", "on 9 May", "la", "am"): read as weekdays they
#: would make the page's full machine date give way to a yearless reading.
_SHORT_WEEKDAYS = frozenset(
    [
        "ma",
        "di",
        "wo",
        "do",
        "vr",
        "za",
        "zo",
        "mo",
        "mi",
        "fr",
        "sa",
        "so",
        "pn",
        "wt",
        "śr",
        "cz",
        "pt",
        "sb",
        "nd",
        "po",
        "út",
        "st",
        "čt",
        "pá",
        "ne",
        "må",
        "ti",
        "to",
        "lö",
        "sö",
        "lø",
        "sø",
        "ke",
        "pe",
        "su",
    ]
)
#: Three digits or more in a row that none of the forms can hold (a year: "April 16, 2024
#: at 10:20 AM", most dates with theirs; the forms' backtracking over words is dear). The
#: forms write one or two digits at a time; three or four in a row only where a day runs
#: into a clock ("Mar 3112:15": followed by the clock's separator), a clock into a day
#: ("10:2016 April": after it), or in the brackets after a CJK day ("10月1日(木)").
_NO_FORMS_DIGITS = re.compile(r"(?<![\d:.hH(（])\d{3,}(?![\d:.hH])")
_EDGES = re.compile(r"^[\s—–\-|·•@:,(\[]+|[\s—–\-|·•@:,)\]]+$")


def read_yearless(text: str) -> Yearless | None:
    """The month, day and time of day of a date written without its year, or None (a
    text with a year, without a time of day, or that is not such a date)."""
    return _read(text, _FORMS, 48, clocked=True)


def read_yearless_day(text: str) -> Yearless | None:
    """A day and month written without a year or a time of day ("9月3日", "14 febbraio"),
    as midnight of that day, or None."""
    return _read(text, _DAYS, 32, clocked=False)


def _read(text: str, forms: tuple[re.Pattern[str], ...], longest: int, *, clocked: bool) -> Yearless | None:
    """The first of ``forms`` the whole of ``text`` reads as, with a month, a real day and
    (when ``clocked``) a time of day."""
    t = _EDGES.sub("", ascii_digits(text))
    if not t or len(t) > longest or _NO_FORMS_DIGITS.search(t):
        return None
    for form in forms:
        m = form.match(t)
        if m is None:
            continue
        found = m.groupdict()
        if found.get("wd") and not (calendar_word(found["wd"]) or found["wd"].casefold() in _SHORT_WEEKDAYS):
            continue
        month = int(found["mn"]) if found.get("mn") else _month(found.get("m"), t[: m.start("m")].strip())
        when = (_clock(m) if clocked else (0, 0)) if 1 <= month <= 12 else None
        if when is not None and 1 <= int(found["d"]) <= 31:
            return Yearless(month, int(found["d"]), *when)
    return None


def _month(word: str | None, before: str) -> int:
    """The month a word names (the hand-written tables, then any language CLDR knows), 0
    when it names none or not one only. After its day, CLDR's three-letter ASCII
    abbreviations are read too ("12 Eyl"): a word before a day may be anything's ("Vol 3")."""
    if not word:
        return 0
    if word.isascii() and len(word.rstrip(".")) < ASCII_MIN_LETTERS and not before[-1:].isdigit():
        return named_month(word) or 0
    return named_month(word) or any_month_number(word) or 0


def _clock(m: re.Match[str]) -> tuple[int, int] | None:
    hour, minute = int(m.group("h")), int(m.group("mi"))
    half = (m.group("half") or "").replace(".", "").replace(" ", "").casefold()
    if half:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if half == "pm" else 0)
    if hour > 23 or minute > 59:
        return None
    return hour, minute


def placed_after(date: Yearless, start: datetime) -> datetime | None:
    """The first moment ``date`` names at or after ``start`` (in its year or the next;
    29 February in the next leap year), in UTC like the page's other times."""
    for year in range(start.year, start.year + 5):
        try:
            when = datetime(year, date.month, date.day, date.hour, date.minute, tzinfo=UTC)
        except ValueError:
            continue  # 29 February of a common year
        if when >= start:
            return when
    return None


def placed_before(date: Yearless, end: datetime) -> datetime | None:
    """The last moment ``date`` names at or before ``end``: this year's, as a page read at
    ``end`` means it."""
    for year in range(end.year, end.year - 5, -1):
        try:
            when = datetime(year, date.month, date.day, date.hour, date.minute, tzinfo=UTC)
        except ValueError:
            continue
        if when <= end:
            return when
    return None


def yearless_since(texts: list[str], article: datetime, slack: timedelta) -> datetime | None:
    """The first of ``texts`` that is a date without its year, placed at its first moment
    no earlier than ``slack`` before ``article``; None when none is."""
    for text in texts:
        date = read_yearless(text)
        if date is not None:
            return placed_after(date, article - slack)
    return None
