"""Dates written in the calendars news sites use besides the Gregorian: the Solar Hijri
(Iran, Afghanistan: "۱۲ آبان ۱۴۰۲"), the Ethiopian ("ሐምሌ 13, 2009 ዓ.ም") and the Thai
Buddhist era ("12 ก.พ. 2560", "12 กุมภาพันธ์ 2560 14:05", "12 มี.ค. 68 14:20"), as written in comments and
bylines: a day, the month's name and a year, in either order, maybe a time of day; or
in numbers where the year says the calendar (Iranian sites' "۱۴۰۴/۰۶/۱۲ - ۱۸:۲۰", Thai
"12/06/2555 14:20"): a Gregorian reading of such a year is centuries away from any
page's time.

The conversions are the calendars' own arithmetic: the Solar Hijri by its 33-year
leap cycle (exact over the years any page shows, 1925-2090), the Ethiopian by its
epoch's Julian day number, the Buddhist era by its 543 years.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import UTC, date, datetime, timedelta


def _numbered(months: tuple[str, ...]) -> dict[str, int]:
    """Each month's names (space-separated) -> its number, from 1."""
    return {name: k for k, names in enumerate(months, start=1) for name in names.split()}


_PERSIAN_MONTHS = _numbered(
    (
        "فروردین",
        "اردیبهشت",
        "خرداد",
        "تیر",
        "مرداد امرداد",
        "شهریور",
        "مهر",
        "آبان",
        "آذر",
        "دی",
        "بهمن",
        "اسفند",
    )
)
_ETHIOPIAN_MONTHS = _numbered(
    (
        "መስከረም",
        "ጥቅምት",
        "ኅዳር ኀዳር ህዳር",
        "ታኅሣሥ ታህሳስ ታኅሳስ",
        "ጥር",
        "የካቲት",
        "መጋቢት",
        "ሚያዝያ",
        "ግንቦት",
        "ሰኔ",
        "ሐምሌ ሃምሌ",
        "ነሐሴ ነሀሴ",
        "ጳጉሜ ጳጉሜን",
    )
)
_THAI_MONTHS = _numbered(
    (
        "มกราคม ม.ค.",
        "กุมภาพันธ์ ก.พ.",
        "มีนาคม มี.ค.",
        "เมษายน เม.ย.",
        "พฤษภาคม พ.ค.",
        "มิถุนายน มิ.ย.",
        "กรกฎาคม ก.ค.",
        "สิงหาคม ส.ค.",
        "กันยายน ก.ย.",
        "ตุลาคม ต.ค.",
        "พฤศจิกายน พ.ย.",
        "ธันวาคม ธ.ค.",
    )
)
_MONTHS = {m: ("fa", k) for m, k in _PERSIAN_MONTHS.items()}
_MONTHS.update({m: ("et", k) for m, k in _ETHIOPIAN_MONTHS.items()})
_MONTHS.update({m: ("th", k) for m, k in _THAI_MONTHS.items()})
_MONTH = "|".join(sorted(map(re.escape, _MONTHS), key=len, reverse=True))
_CLOCK = r"(?:[\s,،|-]+(?:ساعت\s*|เวลา\s*)?(\d{1,2})[:.](\d{2})(?:\s*น\.?)?)?"
_DAY_FIRST = re.compile(r"(?<!\d)(\d{1,2})\s+(" + _MONTH + r")\s*,?\s+(\d{4})(?!\d)" + _CLOCK)
#: Amharic writes the word "day" after the day ("መጋቢት 12 ቀን 2016 ዓ.ም.").
_MONTH_FIRST = re.compile(r"(" + _MONTH + r")\s+(\d{1,2})(?:\s*ቀን)?\s*,?\s+(\d{4})(?!\d)" + _CLOCK)
#: Thai sites shorten the Buddhist era's year to two digits after an abbreviated month
#: ("12 มี.ค. 68 14:20": 2568, that is 2025).
_THAI_SHORT_YEAR = re.compile(
    r"(?<!\d)(\d{1,2})\s+("
    + "|".join(sorted((re.escape(m) for m in _THAI_MONTHS if m.endswith(".")), key=len, reverse=True))
    + r")\s*(\d{2})(?![\d:.])"
    + _CLOCK
)
#: Numeric dates whose year only the Solar Hijri (1300-1499: Gregorian 1921-2121, year
#: first as Iran writes them) or the Buddhist era (2450-2649, the day first as Thailand
#: writes them) has.
_HIJRI_NUMERIC = re.compile(
    r"(?<![\d/.-])(1[34]\d\d)\s?([/.-])\s?(\d{1,2})\s?\2\s?(\d{1,2})(?![\d/.-])" + _CLOCK
)
_BUDDHIST_NUMERIC = re.compile(r"(?<![\d/.-])(\d{1,2})([/.-])(\d{1,2})\2(2[456]\d\d)(?![\d/.-])" + _CLOCK)
#: Julian day number of the Ethiopian calendar's day 0 (1 Mäskäräm of year 1 is the next).
_ETHIOPIAN_EPOCH = 1724220
_SOLAR_HIJRI_EPOCH = date(622, 3, 21)  # proleptic Gregorian, as the cycle counts it
_GREGORIAN_JDN = 1721425  # of 31 December of the year 0 (proleptic): date.fromordinal's day 0


def ascii_digits(text: str) -> str:
    """Digits of any script as ASCII ("১১ মে ২০২৫" -> "11 মে 2025", "۱۸:۲۰" -> "18:20"),
    one character for one."""
    if text.isascii():
        return text
    return "".join(
        str(unicodedata.digit(c)) if c.isdigit() and not c.isascii() and not _ethiopic_digit(c) else c
        for c in text
    )


def _ethiopic_digit(c: str) -> bool:
    """Ethiopic digits are numerals, not one digit for one ("፲፪" is 12: :func:`_ethiopic_value`)."""
    return "\u1369" <= c <= "\u1371"  # the ones of ETHIOPIC_NUMERALS


def has_calendar_date(text: str) -> bool:
    """Whether ``text`` holds a day, a month of one of these calendars and a year."""
    return find_calendar_date(text) is not None


def calendar_date(text: str) -> datetime | None:
    """The first such date in ``text`` as a UTC datetime (its time of day when written),
    or None."""
    found = find_calendar_date(text)
    return found[0] if found else None


#: Ethiopic numerals (ones, tens, hundred, ten thousand), as a character class's range: a
#: number written in several of them ("፳፻፯" is 20 × 100 + 7), not digit for digit.
ETHIOPIC_NUMERALS = "\u1369-\u137c"
ETHIOPIC_NUMERAL = re.compile(f"[{ETHIOPIC_NUMERALS}]+")
_ETHIOPIC_VALUES = {chr(0x1369 + k): k + 1 for k in range(9)} | {
    chr(0x1372 + k): 10 * (k + 1) for k in range(9)
}


def _ethiopic_value(run: str) -> int:
    total = group = 0
    for ch in run:
        if ch == "\u137b":  # hundred
            total += (group or 1) * 100
            group = 0
        elif ch == "\u137c":  # ten thousand
            total = (total + group or 1) * 10000
            group = 0
        else:
            group += _ETHIOPIC_VALUES[ch]
    return total + group


def _with_ethiopic_numbers(text: str) -> tuple[str, list[int]]:
    """``text`` with its Ethiopic numerals as ASCII numbers, and for each of its characters
    (and its end) where in ``text`` it comes from."""
    out: list[str] = []
    starts: list[int] = []
    at = 0
    for m in ETHIOPIC_NUMERAL.finditer(text):
        out.append(text[at : m.start()])
        starts.extend(range(at, m.start()))
        number = str(_ethiopic_value(m.group()))
        out.append(number)
        starts.extend([m.start()] * (len(number) - 1) + [m.end() - 1])
        at = m.end()
    out.append(text[at:])
    starts.extend(range(at, len(text) + 1))
    return "".join(out), starts


def find_calendar_date(text: str) -> tuple[datetime, str] | None:
    """The first such date in ``text`` and the text that says it."""
    starts: list[int] | None = None
    if ETHIOPIC_NUMERAL.search(text):
        converted, starts = _with_ethiopic_numbers(text)
        t = ascii_digits(converted)
    else:
        t = ascii_digits(text)  # one character for one: the span is the text's too
    found = _numeric(t) if ("1" in t or "2" in t) else None
    if found is None:
        if text.isascii():
            return None  # every month name here is in another script: the common case, at once
        found = _named(t)
        if found is None:
            return None
    m, calendar, year, number, day = found
    try:
        when = _gregorian(calendar, year, number, day)
    except ValueError:
        return None
    if when is None:
        return None
    hour, minute = m.group(m.re.groups - 1), m.group(m.re.groups)
    timed = hour is not None and int(hour) < 24 and int(minute) < 60
    clock = timedelta(hours=int(hour), minutes=int(minute)) if timed else timedelta()
    said = text[starts[m.start()] : starts[m.end() - 1] + 1] if starts else text[m.start() : m.end()]
    return datetime(when.year, when.month, when.day, tzinfo=UTC) + clock, said


def _named(text: str) -> tuple[re.Match[str], str, int, int, int] | None:
    """A date with its month's name: (its match, the calendar, year, month, day)."""
    m = _DAY_FIRST.search(text)
    if m is not None:
        day, month, year = int(m.group(1)), m.group(2), int(m.group(3))
    else:
        m = _MONTH_FIRST.search(text)
        if m is not None:
            month, day, year = m.group(1), int(m.group(2)), int(m.group(3))
        else:
            m = _THAI_SHORT_YEAR.search(text)
            if m is None:
                return None
            day, month, year = int(m.group(1)), m.group(2), 2500 + int(m.group(3))
    calendar, number = _MONTHS[month]
    return m, calendar, year, number, day


def _numeric(text: str) -> tuple[re.Match[str], str, int, int, int] | None:
    """A numeric date of the Solar Hijri or the Buddhist era: (its match, the calendar,
    year, month, day)."""
    m = _HIJRI_NUMERIC.search(text)
    if m is not None:
        return m, "fa", int(m.group(1)), int(m.group(3)), int(m.group(4))
    m = _BUDDHIST_NUMERIC.search(text)
    if m is not None:
        return m, "th", int(m.group(4)), int(m.group(3)), int(m.group(1))
    return None


def _gregorian(calendar: str, year: int, month: int, day: int) -> date | None:
    if not 1 <= day <= 31:
        return None
    if calendar == "th":
        return date(year - 543, month, day) if year > 2400 else date(year, month, day)
    if calendar == "et":
        if day > 30 or (month == 13 and day > 6):
            return None
        jdn = _ETHIOPIAN_EPOCH + 365 * (year - 1) + year // 4 + 30 * (month - 1) + day
        return date.fromordinal(jdn - _GREGORIAN_JDN)
    return _from_solar_hijri(year, month, day)


def _from_solar_hijri(year: int, month: int, day: int) -> date | None:
    """The Gregorian date of a Solar Hijri one: days since 1 Farvardin 1 by the 33-year
    cycle's leap years (8 in each: years whose remainder of 33 is 1, 5, 9, 13, 17, 22,
    26, 30), counted from the day that puts 1 Farvardin 1402 on 21 March 2023."""
    if not (1 <= month <= 12 and 1 <= day <= (31 if month <= 6 else 30)):
        return None
    past = year - 1
    leaps = 8 * (past // 33) + sum(1 for r in (1, 5, 9, 13, 17, 22, 26, 30) if r <= past % 33)
    days = 365 * past + leaps + (31 * (month - 1) if month <= 7 else 186 + 30 * (month - 7)) + day - 1
    return _SOLAR_HIJRI_EPOCH + timedelta(days=days)


__all__ = ["ascii_digits", "calendar_date", "find_calendar_date", "has_calendar_date"]
