"""Comment dates as written on pages -> timezone-aware UTC datetimes.

Fast paths for what is common and cheap (ISO 8601 in ``datetime``/``title``/``content``
attributes, Unix timestamps, ``31.10.2023, 19.18 Uhr``, ``2h``/``1d``, relative past
times in every language CLDR knows: :mod:`comspider.relative_times`), then dateparser
for the rest of the world's absolute and relative dates ("vor 2 Stunden", "il y a 5
minutes", "3時間前", "منذ ساعتين"), resolved against a reference time. Dates without a
time zone are taken as UTC. Results are cached per (text, reference time, date order).

A date written in numbers with slashes ("09/06/2020") is 9 June on a page that writes its
dates day first and 6 September on one that writes them month first: the readers take
the page's ``order`` (``DAY_FIRST`` or ``MONTH_FIRST``, decided per page by
:mod:`comspider.date_order` from its unambiguous dates and its locale;
:func:`numeric_order_votes` counts the evidence). Without one, such a date is read as
dateparser reads it (month first, unless the words around it name a language that writes
the day first). A date whose first or second number is over 12 has one reading whatever
the order; dotted dates ("09.06.2020") are read day first, ISO and relative dates are
not touched.
"""

from __future__ import annotations

import logging
import re
from datetime import UTC, datetime, timedelta, tzinfo
from functools import lru_cache
from typing import Final

from comspider.calendars import ETHIOPIC_NUMERALS, calendar_date, find_calendar_date, has_calendar_date
from comspider.date_languages import languages_for
from comspider.month_words import HAND_MONTHS as _MONTH_NAMES
from comspider.month_words import OTHER_MONTHS as _OTHER_MONTHS
from comspider.month_words import WORD_CHARACTER, month_number
from comspider.relative_times import find_past, has_time_word, relative_past, words_span
from comspider.yearless_dates import Yearless, placed_before, read_yearless

log = logging.getLogger(__name__)

#: A page's date order: "09/06/2020" is 9 June (day first) or 6 September (month first).
DAY_FIRST: Final = "DMY"
MONTH_FIRST: Final = "MDY"

_ISO = re.compile(
    r"^\s*(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?"
    r"\s*(Z|[+-]\d{2}:?\d{2})?)?\s*$",
    re.I,
)
_DOTTED = re.compile(
    # the year's own dot ("08.06.2016. u 09:14", as Serbian, Croatian and Hungarian write it;
    # "у" and "в" in Cyrillic)
    r"^\s*(\d{1,2})\.\s?(\d{1,2})(?:\.\s?|\.?,\s?)(\d{4}|\d{2}\b)\.?"
    r"(?:\s*(?:,|um|at|u|у|в|o|ob|@|-|–|\||/)?\s*(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?\s*(?:Uhr|h)?)?\s*$",
    re.I,
)
# The year first with dots and spaces ("2016. 06. 08. 09:14", as Hungarian and Korean write
# it): no word before the time ("오후" would make it the afternoon's).
_YEAR_DOTTED = re.compile(
    r"^\s*((?:19|20)\d{2})\.\s?(\d{1,2})\.\s?(\d{1,2})\.?(?:\s*,?\s*(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$"
)
_SHORT_REL = re.compile(
    r"^\s*(\d{1,4})\s*(s|sec|secs|m|min|mins|h|hr|hrs|d|w|wk|wks|mo|mos|y|yr|yrs)\.?"
    r"(?:\s+ago)?\s*$",
    re.I,
)
_SHORT_UNITS = {
    "s": 1,
    "sec": 1,
    "secs": 1,
    "m": 60,
    "min": 60,
    "mins": 60,
    "h": 3600,
    "hr": 3600,
    "hrs": 3600,
    "d": 86400,
    "w": 604800,
    "wk": 604800,
    "wks": 604800,
    "mo": 2592000,
    "mos": 2592000,
    "y": 31536000,
    "yr": 31536000,
    "yrs": 31536000,
}
_TIMESTAMP = re.compile(r"^\s*(\d{10})(\d{3})?\s*$")
_MONTHS_STEMS = (
    r"jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|janv|févr|avr|"
    r"juil|août|déc|ene|abr|ago|dic|gen|mag|giu|lug|set|ott|янв|фев|мар|апр|мая|июн|"
    r"июл|авг|сен|окт|ноя|дек|sty|lut|kwi|cze|sie|wrz|paź|lis|gru|oca|şub|nis|haz|"
    r"tem|ağu|eyl|eki|kas|ara|gener|febr|març|maig|juny|juliol|setembre|desembre|يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|"
    r"أكتوبر|نوفمبر|ديسمبر"
)
# a digit of any script, or an Ethiopic numeral (not one digit for one: comspider.calendars)
_HAS_DIGIT = re.compile(rf"[\d{ETHIOPIC_NUMERALS}]")
_EDGE_NOISE = re.compile(r"^[\s—–\-|·•@:,(\[]+|[\s—–\-|·•@:,)\]]+$")
_LETTER = re.compile(r"[^\W\d_]", re.U)
# Relative-date words that carry no digit ("yesterday", "منذ ساعتين"...).
_RELATIVE_WORDS = re.compile(
    r"yesterday|today|just now|an? (?:hour|minute|day|week|month|year)|gestern|heute|vorgestern|"
    r"einer? (?:stunde|minute|tag|woche|monat)|hier|aujourd|avant-hier|ayer|hoy|ieri|oggi|"
    r"вчера|сегодня|только что|dün|bugün|wczoraj|dzisiaj|včera|dnes|tegnap|ma |eilen|tänään|"
    r"gisteren|vandaag|igår|idag|i går|i dag|昨日|今日|昨天|今天|刚刚|어제|오늘|방금|أمس|منذ|اليوم|"
    r"אתמול|היום|לפני",
    re.I,
)


#: The mark between a clock's hours and minutes: ":", ".", or an "h", spaced or not
#: ("10:12", "10.12", "10h12", "10 h 12"), in the patterns that find a time as written.
CLOCK_MARK = r"(?:[:.]|\s?h\s?)"
#: A month name elided after its day ("4 d'octubre", "1 d’agost": Catalan), or joined to it
#: by Maltese "ta'" ("12 ta' Ġunju 2020"): read as "de".
_ELIDED = re.compile(r"(?<=\d)\s+(?:d|ta)['’]\s*(?=[^\W\d_])")
#: A time of day with a spaced "h" ("à 10 h 12": French typography's rule), read as "10h12";
#: "10 h 12 min" reads as it stands.
_SPACED_H = re.compile(r"(?<![\d.:/])([01]?\d|2[0-3])\sh\s([0-5]\d)(?!\d|\s*min)")


def compact_clocks(text: str) -> str:
    """``text`` with its spaced-"h" times of day written as one word ("10 h 12" -> "10h12")."""
    return _SPACED_H.sub(r"\1h\2", text) if " h" in text else text


def looks_like_date(text: str) -> bool:
    """Cheap filter before any parsing (dateparser is slow on what is not a date): short,
    and a date pattern, a time of day, a number with a time unit or a month name, or a
    relative-date word ("yesterday")."""
    t = _ELIDED.sub(" de ", compact_clocks(text.strip()))
    if not t or len(t) > 80:
        return False
    if _JUST_NOW.match(t.rstrip(".!")):
        return True
    if _HAS_DIGIT.search(t):
        return bool(
            _DATE_SEARCH.search(t)
            or has_calendar_date(t)
            or _SHORT_REL.match(t)
            or _CLOCK.search(t)
            or _NUMBER_AND_UNIT.search(t)
            or _RELATIVE_WORDS.search(t)
            or relative_past(t) is not None
            or month_word_date(t)
            or day_and_clock(t) is not None
        )
    return bool(_RELATIVE_WORDS.search(t)) or relative_past(t) is not None


def _names_a_month(word: str) -> bool:
    """A month of the hand-written tables, or one month of any language CLDR knows."""
    return word in _MONTH_NAMES or word in _OTHER_MONTHS or bool(month_number(word))


def month_word_date(text: str) -> bool:
    """A day, a month this module reads by name and a year, whatever the search patterns
    know of the month or of the time's form ("3 Mei 2010 14.22": Indonesian's and Dutch's
    May, a time with a dot)."""
    for m in _WORD_DATE_SEARCH.finditer(text):
        words = [w.casefold() for w in _WORD_IN_DATE.findall(m.group(0)) if w.casefold() != "de"]
        if any(_names_a_month(w) for w in words[:2]):
            return True
    return False


# Languages dateparser tries (it detects among them). All ~200 of its locales would cost
# seconds on the first string that is not a date and ~20 ms on every new one after that;
# these cover the news sites comspider targets.
DATEPARSER_LANGUAGES = (
    "en",
    "de",
    "fr",
    "es",
    "it",
    "pt",
    "nl",
    "pl",
    "ru",
    "uk",
    "tr",
    "sv",
    "da",
    "nb",
    "fi",
    "cs",
    "sk",
    "sl",
    "hr",
    "sr",
    "bg",
    "ro",
    "hu",
    "el",
    "lt",
    "lv",
    "et",
    "ca",
    "ar",
    "he",
    "fa",
    "hi",
    "th",
    "vi",
    "id",
    "ms",
    "ja",
    "zh",
    "ko",
)
_CLOCK = re.compile(r"\b\d{1,2}[:h]\d{2}\b|\d{1,2}\s*[ap](?:\.\s?)?m\b", re.I)
# Time units and month names in many languages (stems), for "3 Std.", "5分前", "2 dni temu".
_UNIT_OR_MONTH = re.compile(
    r"sec|min|hour|hr|day|week|wk|month|year|yr|std|stund|tag|woche|monat|jahr|heure|jour|semaine|"
    r"mois|\ban|hora|día|dia|semana|mes|año|ano|\bora|giorn|settiman|mese|anno|час|мин|дн|день|"
    r"недел|месяц|год|лет|godzin|minut|tydz|miesi|\brok|\blat\b|saat|dakika|gün|hafta|\bay\b|yıl|"
    r"uur|dag|week|maand|jaar|timm|veck|mån|\bår|tunti|päivä|viikko|kuukau|vuosi|hodin|dní|týd|"
    r"měsí|óra|perc|nap|hét|hónap|év|ώρ|λεπτ|μέρ|εβδομ|μήν|χρόν|giờ|phút|ngày|tuần|tháng|năm|jam|"
    r"menit|hari|minggu|bulan|tahun|秒|分|時間|日|週|月|年|小时|分钟|天|周|시간|분|일|주|개월|년|"
    r"ساع|دقيق|يوم|أيام|أسبوع|شهر|سنة|سنوات|שע|דק|יום|ימים|שבוע|חודש|שנ|" + _MONTHS_STEMS,
    re.I,
)


# A number next to a time unit or a month name ("3 Std.", "5分前", "März 12", "12 de marzo
# de 2023"), the word not inside another word: "chris77" is a name, not "hr" and a number.
_NUMBER_AND_UNIT = re.compile(
    r"\d\s*\.?\s*(?:de\s+)?(?:"
    + _UNIT_OR_MONTH.pattern
    + r")|(?<![^\W\d_])(?:"
    + _UNIT_OR_MONTH.pattern
    + r")[^\W\d_]*\.?\s*(?:de\s+)?\d",
    re.I,
)


def _aware(dt: datetime) -> datetime:
    if dt.tzinfo is None:
        return dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC)


def parse_iso(text: str) -> datetime | None:
    """ISO 8601 date or date-time (also with a space), or a Unix timestamp."""
    t = text.strip()
    if not t:
        return None
    m = _TIMESTAMP.match(t)
    if m:
        try:
            return datetime.fromtimestamp(int(m.group(1)), UTC)
        except (OverflowError, OSError, ValueError):
            return None
    if not _ISO.match(t):
        return None
    try:
        return _aware(datetime.fromisoformat(t.replace("z", "Z").replace("Z", "+00:00")))
    except ValueError:
        return None


# A date in numbers with slashes, the year last: "09/06/2020", "9/6/20". Not a piece of a
# longer run of numbers ("2020/06/09", "1/2/3/4").
_SLASHED_SEARCH = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})(?![\d/])")
_SLASHED = re.compile(
    r"^\s*(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})"
    r"(?:\s*(?:,|at|@|-|–|\|)?\s*(\d{1,2})[:.h](\d{2})(?::(\d{2}))?\s*(am|pm|a\.\s?m\.|p\.\s?m\.)?)?\s*$",
    re.I,
)
# The same with dashes and a four-digit year ("03-05-2010", Dutch and others): read as
# slashed ("2010-05-03" and "03-05-10" are not this).
_DASHED = re.compile(r"(?<![\d/-])(\d{1,2})-(\d{1,2})-(\d{4})(?![\d/-])")


#: The day, a slash, the month and the year after a space ("3/2 2008", Swedish, Danish and
#: Norwegian writing): day first, read as the dotted date it is written for.
_SPACED_YEAR = re.compile(r"(?<![\d/])(\d{1,2})/(\d{1,2})\s((?:19|20)\d{2})(?![\d/])")


def _day_month_year(text: str) -> str:
    return _SPACED_YEAR.sub(r"\1.\2.\3", text) if "/" in text else text


def _as_slashed(text: str) -> str:
    return _DASHED.sub(r"\1/\2/\3", text) if "-" in text else text


def numeric_order_votes(text: str) -> tuple[int, int]:
    """(day first, month first): how many of the slashed dates in ``text`` can only be
    read one way ("14/04/2020": the day first; "04/14/2020": the month first). A date
    whose two numbers are both 12 or less tells nothing; neither does one that is no
    date either way."""
    day_first = month_first = 0
    for m in _SLASHED_SEARCH.finditer(_as_slashed(text)):
        a, b = int(m.group(1)), int(m.group(2))
        if not (1 <= a <= 31 and 1 <= b <= 31):
            continue
        if a > 12 >= b:
            day_first += 1
        elif b > 12 >= a:
            month_first += 1
    return day_first, month_first


def has_ambiguous_numeric_date(text: str) -> bool:
    """Does ``text`` hold a slashed date whose reading depends on the page's order
    ("09/06/2020", "09-06-2020")?"""
    for m in _SLASHED_SEARCH.finditer(_as_slashed(text)):
        if 1 <= int(m.group(1)) <= 12 and 1 <= int(m.group(2)) <= 12:
            return True
    return False


def _slashed(text: str, ref: datetime, order: str | None) -> datetime | None:
    """ "09/06/2020", "9/6/20 14:05", "06/09/2020 at 2:05 pm" in the page's ``order``;
    an ambiguous one without an order is left to dateparser (its words may name the
    language)."""
    m = _SLASHED.match(_as_slashed(text))
    if not m:
        return None
    a, b, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
    if a > 12 or (a <= 12 and b <= 12 and order == DAY_FIRST):
        day, month = a, b
    elif b > 12 or order == MONTH_FIRST:
        day, month = b, a
    else:
        return None
    if year < 100:  # "12/25/99": the century that puts it before the reference time
        year += 2000 if year <= ref.year % 100 + 1 else 1900
    hour, minute, second = int(m.group(4) or 0), int(m.group(5) or 0), int(m.group(6) or 0)
    half = (m.group(7) or "").replace(".", "").replace(" ", "").casefold()
    if half:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if half == "pm" else 0)
    try:
        return datetime(year, month, day, hour, minute, second, tzinfo=UTC)
    except ValueError:
        return None


def _dotted(text: str) -> datetime | None:
    m = _DOTTED.match(text)
    if m:
        day, month, year = int(m.group(1)), int(m.group(2)), int(m.group(3))
    elif (m := _YEAR_DOTTED.match(text)) is not None:
        year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
    else:
        return None
    if year < 100:
        year += 2000
    hour = int(m.group(4) or 0)
    minute = int(m.group(5) or 0)
    second = int(m.group(6) or 0)
    try:
        return datetime(year, month, day, hour, minute, second, tzinfo=UTC)
    except ValueError:
        return None


_UNIT_SECONDS = (
    (r"sec|second|sekunde|seconde|segundo|secondo", 1),
    (r"min|minute|minuto", 60),
    (r"h|hr|hrs|hour|std|stunde|heure|hora|ora|ore", 3600),
    (r"d|day|tag|jour|día|dia|giorno|giorni", 86400),
    (r"w|wk|week|woche|semaine|semana|settimana|settimane", 604800),
    (r"mo|month|monat|mois|mes|mese|mesi", 2592000),
    (r"y|yr|yrs|year|jahr|an|ans|année|año|anno|anni", 31536000),
)
# "3 hours ago", "vor 3 Stunden", "il y a 3 heures", "hace 3 horas", "3 ore fa": the
# common cases without dateparser (which takes milliseconds per new string).
_REL_NUMBER_UNIT = r"(\d{1,4})\s*([a-zäéíñ]+)\.?"
_RELATIVE_FAST = (
    re.compile(r"^" + _REL_NUMBER_UNIT + r"\s+(?:ago|fa)$", re.I),
    re.compile(r"^(?:vor|il y a|hace|há)\s+" + _REL_NUMBER_UNIT + r"$", re.I),
)
# The same in Dutch, Russian and Japanese ("3 uur geleden", "3 часа назад", "3時間前"):
# each unit word as dateparser reads it (minutes to weeks: the same span on every
# calendar; months and years are left to dateparser).
_RELATIVE_WORDS_UNITS = {
    "geleden": {
        "seconde": 1,
        "seconden": 1,
        "minuut": 60,
        "minuten": 60,
        "uur": 3600,
        "dag": 86400,
        "dagen": 86400,
        "week": 604800,
        "weken": 604800,
    },
    "назад": {
        "секунду": 1,
        "секунды": 1,
        "секунд": 1,
        "минуту": 60,
        "минуты": 60,
        "минут": 60,
        "час": 3600,
        "часа": 3600,
        "часов": 3600,
        "день": 86400,
        "дня": 86400,
        "дней": 86400,
        "неделю": 604800,
        "недели": 604800,
        "недель": 604800,
    },
    "前": {"秒": 1, "分": 60, "時間": 3600, "日": 86400, "週間": 604800},
}
_RELATIVE_AFTER = re.compile(r"^(\d{1,4})\s*([^\W\d_]+)\s*(geleden|назад|前)$")


# "Just now" in many languages: the reference time itself. Whole strings only, and no
# plain word for "now" that is also an everyday word elsewhere ("most", "net", "ora").
_JUST_NOW = re.compile(
    r"^(?:just now|right now|now|a moment ago|moments ago|a few seconds ago|gerade eben|soeben|"
    r"à l'instant|a l'instant|à l’instant|ahora mismo|justo ahora|hace un momento|adesso|"
    r"proprio ora|poco fa|agora mesmo|há pouco|zojuist|только что|щойно|az önce|przed chwilą|"
    r"před chvílí|právě teď|éppen most|just nu|nyss|lige nu|akkurat nå|juuri nyt|μόλις τώρα|"
    r"vừa xong|baru saja|الآن|للتو|הרגע|たった今|刚刚|刚才|방금|방금 전)$",
    re.I,
)


def _unit_seconds(word: str) -> int | None:
    w = word.lower().rstrip(".")
    for pattern, seconds in _UNIT_SECONDS:
        for stem in pattern.split("|"):
            if w == stem or (len(stem) > 2 and w.startswith(stem)):
                return seconds
    return None


def _short_relative(text: str, reference: datetime) -> datetime | None:
    if _JUST_NOW.match(text.strip().rstrip(".!")):
        return reference
    m = _SHORT_REL.match(text)
    if m:
        return reference - timedelta(seconds=int(m.group(1)) * _SHORT_UNITS[m.group(2).lower()])
    for pattern in _RELATIVE_FAST:
        m = pattern.match(text)
        if m:
            seconds = _unit_seconds(m.group(2))
            if seconds is not None:
                return reference - timedelta(seconds=int(m.group(1)) * seconds)
    m = _RELATIVE_AFTER.match(text)
    if m:
        unit = _RELATIVE_WORDS_UNITS[m.group(3)].get(m.group(2).casefold())
        if unit is not None:
            return reference - timedelta(seconds=int(m.group(1)) * unit)
    return None


def _cldr_relative(text: str, reference: datetime) -> datetime | None:
    """A relative past time of any language CLDR knows, the whole text ("pred 3
    hodinami", "4 ชั่วโมงที่แล้ว", "pred hodinou"), counted back from ``reference``."""
    ago = relative_past(text)
    return ago.before(reference) if ago is not None else None


def parse_datetime(text: str, reference_time: datetime, order: str | None = None) -> datetime | None:
    """A date as written on a page -> aware UTC datetime, or None. ``order``: the page's
    date order (``DAY_FIRST``, ``MONTH_FIRST``; see the module doc)."""
    if not text or not looks_like_date(text):
        return None
    return parse_datetime_like(text, reference_time, order)


def parse_datetime_like(text: str, reference_time: datetime, order: str | None = None) -> datetime | None:
    """:func:`parse_datetime` of a text that passed :func:`looks_like_date` already (a slot
    read in every record tests it first: its filter is a fifth of the parse)."""
    ref = _aware(reference_time).replace(microsecond=0)
    cleaned = _local_half(_EDGE_NOISE.sub("", _ELIDED.sub(" de ", compact_clocks(" ".join(text.split())))))
    cleaned = _day_month_year(cleaned)
    if not cleaned:
        return None
    # The order only matters to a slashed (or dashed) date: one cache entry for every other text.
    if order is not None and "/" not in cleaned and "-" not in cleaned:
        order = None
    other = calendar_date(cleaned)  # a Solar Hijri, Ethiopian or Buddhist-era date
    return other if other is not None else _parse_cached(cleaned, ref, order)


_ENGLISH_MONTHS = frozenset(
    [
        "january",
        "jan",
        "february",
        "feb",
        "march",
        "mar",
        "april",
        "apr",
        "may",
        "june",
        "jun",
        "july",
        "jul",
        "august",
        "aug",
        "september",
        "sep",
        "sept",
        "october",
        "oct",
        "november",
        "nov",
        "december",
        "dec",
    ]
)
# What may follow the year after one of those: a time of day, as they write it.
_OTHER_CLOCK = re.compile(r"(?:(?:,\s*|\s+|\s*[-–]\s*)\d{1,2}:\d{2})?\s*$")
#: A month's word: three letters or more, or two of a script of syllables ("मई", "মে",
#: "ሜይ": May in Hindi, Bengali, Amharic), which an alphabet's two letters are not ("to").
_MONTH_LETTERS = rf"(?:{WORD_CHARACTER}{{3,16}}|[\u0900-\u1dff\ua000-\uabff]{WORD_CHARACTER})"
_MONTH_WORD = rf"({_MONTH_LETTERS})\.?"
_CLOCK_PART = (
    r"(?:\s*(?:,|at|um|à|a las|a les|alle|om|às|@|-|–|\||·|, ore)?\s*(\d{1,2})[:.h](\d{2})(?::(\d{2}))?"
    r"\s*(am|pm|a\.\s?m\.|p\.\s?m\.)?(?:\s*uhr|\s*h)?)?"
)
_WEEKDAY_PREFIX = re.compile(r"^[^\W\d_]{2,12}\.?,\s*", re.U)
# "on August 23, 2011 at 8:31 pm." (English: dateparser reads the "on" and the last dot
# only there), and a time zone's abbreviation at the end ("Aug 8, 2012 7:54 PM PDT").
_ON = re.compile(r"^on\s+", re.I)
_PM_DOT = re.compile(r"(?<=[ap]m)\.$", re.I)
_ENGLISH_WEEKDAYS = frozenset(
    [
        "monday",
        "mon",
        "tuesday",
        "tue",
        "tues",
        "wednesday",
        "wed",
        "thursday",
        "thu",
        "thur",
        "thurs",
        "friday",
        "fri",
        "saturday",
        "sat",
        "sunday",
        "sun",
    ]
)
_ITALIAN_MONTHS = frozenset(
    [
        "gennaio",
        "gen",
        "febbraio",
        "feb",
        "marzo",
        "mar",
        "aprile",
        "apr",
        "maggio",
        "mag",
        "giugno",
        "giu",
        "luglio",
        "lug",
        "agosto",
        "ago",
        "settembre",
        "set",
        "ottobre",
        "ott",
        "novembre",
        "nov",
        "dicembre",
        "dic",
    ]
)
_ORE = re.compile(r",\s*ore\s", re.I)  # "11 dicembre 2025, ore 21:29"
# Words and forms of a time that are not English ("um 14:05", "à 08h07").
_NOT_ENGLISH = re.compile(r"(?:^|\s)(?:um|à|a las|a les|alle|om|às|ore|uhr)(?:\s|$)|\d\s*h(?:\s*\d|$)", re.I)
_ZONE_SUFFIX = re.compile(
    r"^(.*\d(?:\s*[ap](?:\.\s?)?m\.?)?)\s+(UTC|GMT|EST|EDT|CST|CDT|MST|MDT|PST|PDT|ET|CT|MT|PT)$", re.I
)
_MONTH_FIRST = re.compile(
    r"^" + _MONTH_WORD + r"\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})" + _CLOCK_PART + r"\s*$", re.I
)
_DAY_FIRST = re.compile(
    r"^(\d{1,2})\.?\s*(?:de\s+)?" + _MONTH_WORD + r",?\s+(?:de\s+)?(\d{4})" + _CLOCK_PART + r"\s*$", re.I
)


# The year first: a word after it that is not the month ("gada", "m.", "оны"), the day
# before the month or after it (with a word of its own: "d."), then a time.
def _year_first_pattern(group: str) -> str:
    """The year-first date; ``group``: "(" to capture its year, days and month, "(?:" not."""
    return (
        rf"{group}(?:19|20)\d{{2}})\.?,?\s+(?:{WORD_CHARACTER}{{1,5}}\.?\s+)?(?:{group}\d{{1,2}})\.?\s+)?"
        rf"{group}{_MONTH_LETTERS})\.?"
        rf"(?:\s+{group}\d{{1,2}})(?![\d:])\.?(?:\s*{WORD_CHARACTER}{{1,3}}\.)?)?"
    )


_YEAR_FIRST = re.compile(r"^" + _year_first_pattern("(") + _CLOCK_PART + r"\s*$", re.I)


def _month_named(text: str, english: bool = False) -> datetime | None:
    """ "March 12, 2023 at 2:05 pm", "12. März 2023 um 14:05", "21. Jan. 2015, 21:03",
    "Mittwoch, Mai 10, 2017 4:14:00 PM", "12 de marzo de 2023", "on May 3, 2012 at 4:19
    pm.", "Aug 8, 2012 7:54 PM PDT", "11 dicembre 2025, ore 21:29" -> UTC datetime.
    ``english``: only English month names (dateparser reads the forms around them in
    English only)."""
    t = text.strip()
    zone = _ZONE_SUFFIX.match(t)
    if zone is not None:
        offset = _zone_offset(zone.group(2).upper())
        local = _month_named(zone.group(1), english=True) if offset is not None else None
        return local - offset if local is not None and offset is not None else None
    english = english or _ON.match(t) is not None or _PM_DOT.search(t) is not None or "·" in t
    if english:
        if _NOT_ENGLISH.search(t):
            return None
        t = _PM_DOT.sub("", _ON.sub("", t))
    italian = _ORE.search(t) is not None
    prefix = _WEEKDAY_PREFIX.match(t)
    if prefix is not None:
        # The forms dateparser reads in one language only: a weekday of that language.
        weekday = prefix.group(0).rstrip(" ,.").casefold()
        if (english and weekday not in _ENGLISH_WEEKDAYS) or italian:
            return None
        t = t[prefix.end() :]
    m = _MONTH_FIRST.match(t)
    if m:
        month_word, day, year = m.group(1), m.group(2), m.group(3)
        clock = m.groups()[3:]
    else:
        m = _DAY_FIRST.match(t)
        if not m:
            return None
        day, month_word, year = m.group(1), m.group(2), m.group(3)
        clock = m.groups()[3:]
        other = _OTHER_MONTHS.get(month_word.casefold())
        if other is not None and not english and not italian and prefix is None:
            return _at(int(year), other, int(day), clock) if _OTHER_CLOCK.match(t, m.end(3)) else None
    word = month_word.casefold()
    month = _MONTH_NAMES.get(word)
    if (
        month is None
        and not english
        and not italian
        and word not in _OTHER_MONTHS
        and not _NOT_ENGLISH.search(t)
    ):
        # any language's, when it names one month only (not around another's words: "um")
        month = month_number(word) or None
    if (
        month is None
        or (english and word not in _ENGLISH_MONTHS)
        or (italian and word not in _ITALIAN_MONTHS)
    ):
        return None
    return _at(int(year), month, int(day), clock)


def _year_first(text: str) -> datetime | None:
    """ "2023 ഏപ്രിൽ 4", "2023. gada 4. aprīlis", "2011 m. balandžio 4 d. 14:05", "2023 api.
    4": the year first, a month any language names by one word, its day before or after it."""
    m = _YEAR_FIRST.match(text.strip())
    if m is None or (m.group(2) is None) == (m.group(4) is None):
        return None
    month = _MONTH_NAMES.get(m.group(3).casefold()) or month_number(m.group(3))
    if not month:
        return None
    return _at(int(m.group(1)), month, int(m.group(2) or m.group(4)), m.groups()[4:])


def _at(year: int, month: int, day: int, clock: tuple[str | None, ...]) -> datetime | None:
    """The datetime of a date and the (hour, minute, second, am/pm) groups of its time."""
    hour = int(clock[0] or 0)
    minute = int(clock[1] or 0)
    second = int(clock[2] or 0)
    half = (clock[3] or "").replace(".", "").replace(" ", "").casefold()
    if half:
        if not 1 <= hour <= 12:
            return None
        hour = hour % 12 + (12 if half == "pm" else 0)
    try:
        return datetime(year, month, day, hour, minute, second, tzinfo=UTC)
    except ValueError:
        return None


@lru_cache(maxsize=32)
def _zone_offset(abbreviation: str) -> timedelta | None:
    """The offset from UTC dateparser gives a time zone's abbreviation ("PDT": -7 h)."""
    try:
        from dateparser.timezone_parser import pop_tz_offset_from_string  # noqa: PLC0415 - slow import
    except ImportError:  # pragma: no cover - dateparser is a requirement
        return None
    _rest, zone = pop_tz_offset_from_string(f"1 {abbreviation}")
    return zone.utcoffset(None) if isinstance(zone, tzinfo) else None


@lru_cache(maxsize=8192)
def _parse_cached(text: str, ref: datetime, order: str | None = None) -> datetime | None:
    # The fast readers in turn, each only when the ones before found nothing.
    fast = (
        parse_iso(text)
        or _dotted(text)
        or _slashed(text, ref, order)
        or _short_relative(text, ref)
        or _cldr_relative(text, ref)
        or _day_word_clock(text, ref)
        or _month_named(text)
        or _year_first(text)
    )
    if fast is not None:
        return fast
    if not _LETTER.search(text) and not re.search(r"\d[/.-]\d", text):
        return None  # digits and punctuation only, no date separators: not a date
    try:
        import dateparser  # noqa: PLC0415 - slow to import: only when a date needs it
    except ImportError:  # pragma: no cover - dateparser is a requirement
        return None
    settings = {
        "RELATIVE_BASE": ref.replace(tzinfo=None),
        "TIMEZONE": "UTC",
        "TO_TIMEZONE": "UTC",
        "RETURN_AS_TIMEZONE_AWARE": True,
        "PREFER_DATES_FROM": "past",
        "STRICT_PARSING": False,
    }
    if order is not None and _SLASHED_SEARCH.search(text):
        settings["DATE_ORDER"] = order  # the page's, over the language dateparser guesses
    try:
        # Only the languages written in the text's scripts (comspider.date_languages): the
        # others cannot read it, and dateparser tries each on a text that is no date.
        languages = list(languages_for(text, DATEPARSER_LANGUAGES))
        parsed = dateparser.parse(text, languages=languages, settings=settings)
    except Exception as exc:  # noqa: BLE001 - dateparser raises odd errors on odd input
        log.debug("dateparser failed on %r: %s", text, exc)
        return None
    if parsed is None:
        return None
    parsed = _aware(parsed)
    # A comment is not written in the future (beyond a day of clock skew), nor before 1995.
    if parsed > ref + timedelta(days=1) or parsed.year < 1995:
        return None
    return parsed


_MONTHS = (
    r"(?:jan|feb|mär|mar|apr|mai|may|jun|jul|aug|sep|okt|oct|nov|dez|dec|janv|févr|"
    r"avr|juil|août|déc|ene|abr|ago|dic|gen|mag|giu|lug|set|ott)[a-zäéûô]*\.?"
)
#: The morning's and the afternoon's marks written after a time where the page's language
#: has its own ("١٠:٢٢ ص", "٠١:٤٧ م" in Arabic, "۱۰:۲۲ ق.ظ" in Persian): the first of each
#: pair is the morning's. Read as "am" and "pm" (:func:`_local_half`).
_LOCAL_HALVES = r"صباحاً|صباحًا|صباحا|ص|مساءً|مساءا|مساء|م|ق\.\s?ظ|ب\.\s?ظ"
_LOCAL_HALF_AFTER_CLOCK = re.compile(rf"(\d{{1,2}}[:.]\d{{2}}(?::\d{{2}})?)\s*({_LOCAL_HALVES})(?![^\W\d_])")


def _local_half(text: str) -> str:
    """``text`` with a local morning or afternoon mark after its time written "am" or "pm"
    (a mark after a 24-hour time, "14:20 م", says nothing more: left out)."""
    if not any(c in text for c in "صمقب"):
        return text

    def half(m: re.Match[str]) -> str:
        if not 1 <= int(m.group(1).replace(".", ":").split(":")[0]) <= 12:
            return m.group(1)
        return f"{m.group(1)} {'am' if m.group(2)[0] in 'صق' else 'pm'}"

    return _LOCAL_HALF_AFTER_CLOCK.sub(half, text)


# Between the date and its time: punctuation, or a short word in any language ("um", "at",
# "kl.", "klockan", "kello", "o", "в", "saat", "godz."), or "a las".
_CLOCK_AFTER = (
    rf"\s*(?:,|a las|@|-|–|\||[^\W\d_]{{1,7}}\.?)?\s*\d{{1,2}}{CLOCK_MARK}\d{{2}}"
    rf"(?:\s*[ap](?:\.\s?)?m\.?|\s*(?:{_LOCAL_HALVES})(?![^\W\d_]))?(?:\s*Uhr)?"
)
_TIME = rf"(?:{_CLOCK_AFTER})?"
_DATE_SEARCH = re.compile(
    r"\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?"
    r"|\d{1,2}\.\s?\d{1,2}\.?,?\s?(?:\d{4}|\d{2})\b\.?"
    + _TIME
    # the year first with dots ("2016. 06. 08.", Hungarian and Korean), as _YEAR_DOTTED reads it
    + r"|(?<![\d.])(?:19|20)\d{2}\.\s?\d{1,2}\.\s?\d{1,2}\b\.?"
    + _TIME
    # the year first in Chinese, Japanese and Korean ("2011年10月14日(金) 21:05", "2011년 10월 14일")
    + r"|(?<!\d)(?:19|20)\d{2}\s?[年년]\s?\d{1,2}\s?[月월]\s?\d{1,2}\s?[日일](?:\s?[(（][^)）]{1,3}[)）])?"
    + _TIME
    + r"|\d{4}/\d{1,2}/\d{1,2}(?![\d/])"
    + _TIME
    + r"|(?<![\d/])\d{1,2}/\d{1,2}/\d{2,4}"
    + _TIME
    # "3/2 2008", as _SPACED_YEAR reads it
    + r"|(?<![\d/])\d{1,2}/\d{1,2}\s(?:19|20)\d{2}(?![\d/])"
    + _TIME
    # "30-11-2026" (Dutch, Indian, Danish sites), as _DASHED reads it: a four-digit year
    + r"|(?<![\d/-])\d{1,2}-\d{1,2}-\d{4}(?![\d/-])"
    + _TIME
    + r"|\d{1,2}(?:st|nd|rd|th)?\.?\s+"
    + _MONTHS
    + r",?\s+\d{4}"
    + _TIME
    + r"|"
    + _MONTHS
    + r"\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4}"
    + _TIME
    + r"|\d+\s+\w{3,12}\s+(?:ago|geleden|sedan|siden|назад|temu|önce|fa)"
    r"|(?:vor|il y a|hace|há)\s+\d+\s+\w{3,12}",
    re.I,
)
# A day, a month word and a year in any language and script ("28 Noiembrie 2026, 14:39",
# "Listopad 3, 2021"): where :data:`_DATE_SEARCH` knows no such month, the parse decides.
_WORD_DATE_SEARCH = re.compile(
    rf"(?<!\d)\d{{1,2}}\.?\s+(?:de\s+)?{_MONTH_LETTERS}\.?,?\s+(?:de\s+)?\d{{4}}(?!\d)"
    + _TIME
    + rf"|(?<![^\W\d_]){_MONTH_LETTERS}\.?\s+\d{{1,2}},?\s+\d{{4}}(?!\d)"
    + _TIME
    + r"|(?<!\d)"
    + _year_first_pattern("(?:")
    + r"(?![\d.])"
    + _TIME,
    re.I,
)
_WORD_IN_DATE = re.compile(rf"{_MONTH_LETTERS}")
_ODD_DOTTED = re.compile(r"^(\d{1,2})\.\s?(\d{1,2})\.?,\s?(\d{4})(.*)$")


#: The word between a date and its time ("2020 klockan 08:15"), and the time after it.
_CONNECTOR_WORD = re.compile(rf"(?<=\d)\s*[^\W\d_]{{1,7}}\.?\s*(?=\d{{1,2}}{CLOCK_MARK}\d{{2}})")
_TRAILING_TIME = re.compile(_CLOCK_AFTER + "$", re.I)


def _parse_span(span: str, reference_time: datetime, order: str | None) -> datetime | None:
    """A found date span read as written; else with the word before its time left out
    ("4 juni 2020 klockan 08:15": a word the parser does not know); else without its time."""
    dt = parse_datetime(span, reference_time, order)
    if dt is not None:
        return dt
    bare = _CONNECTOR_WORD.sub(" ", span, count=1)
    if bare != span and (dt := parse_datetime(bare, reference_time, order)) is not None:
        return dt
    day = _TRAILING_TIME.sub("", span)
    return parse_datetime(day, reference_time, order) if day and day != span else None


#: A time of day written right before its date ("Posted at 9:40 AM May 7, 2012", "21:05, 3 May
#: 2012", "10:22 pm on 3 May 2012"): a colon's clock, its am/pm, and what joins it to the date.
_CLOCK_BEFORE = re.compile(
    r"(?<![\d:.])(\d{1,2}):(\d{2})(?::\d{2})?(?:\s*([ap])(?:\.\s?)?m\.?)?\s*(?:,|on|-|–|—|\||@|·)?\s*$", re.I
)


def _with_clock_before(text: str, start: int, when: datetime, raw: str) -> tuple[datetime, str]:
    """``when`` (read from ``raw``, found at ``start`` of ``text``) with the time of day
    written right before it, and the span from that time; as found when there is none, or
    the date holds its own time."""
    if when.hour or when.minute or _CLOCK.search(raw):
        return when, raw
    m = _CLOCK_BEFORE.search(text[max(0, start - 24) : start])
    if m is None:
        return when, raw
    hour, minute = int(m.group(1)), int(m.group(2))
    half = (m.group(3) or "").lower()
    if half and not 1 <= hour <= 12:
        return when, raw
    if half:
        hour = hour % 12 + (12 if half == "p" else 0)
    if hour > 23 or minute > 59:
        return when, raw
    head = text[max(0, start - 24) + m.start() : start]
    return when.replace(hour=hour, minute=minute), f"{head}{raw}" if head.endswith(" ") else f"{head} {raw}"


def search_date(text: str, reference_time: datetime, order: str | None = None) -> tuple[datetime, str] | None:
    """The first date inside a longer text ("Comment by X — 17.07, 2011 @ 13:24");
    ``order``: the page's date order (see the module doc)."""
    found = _search_date(text, reference_time, order)
    if found is None or found[1] not in text:
        return found
    return _with_clock_before(text, text.index(found[1]), *found)


def _search_date(
    text: str, reference_time: datetime, order: str | None = None
) -> tuple[datetime, str] | None:
    if not text or not _HAS_DIGIT.search(text):
        return None
    for m in _DATE_SEARCH.finditer(text[:300]):
        raw = m.group(0).strip(" ,@|-–")
        candidate = _day_month_year(raw)  # "3/2 2008" -> "3.2.2008"
        odd = _ODD_DOTTED.match(candidate)
        if odd:  # "17.07, 2011 @ 13:24" -> "17.07.2011 13:24"
            rest = re.sub(r"^[\s,@|–-]+", " ", odd.group(4))
            candidate = f"{odd.group(1)}.{odd.group(2)}.{odd.group(3)}{rest}"
        dt = _parse_span(candidate, reference_time, order)
        if dt is not None:
            return dt, raw
    for m in _WORD_DATE_SEARCH.finditer(text[:300]):
        raw = m.group(0).strip(" ,@|-–")
        dt = _parse_span(raw, reference_time, order)
        if dt is not None:
            return dt, raw
    other = find_calendar_date(text[:300])  # "مریم · ۱۲ آبان ۱۴۰۲"
    if other is not None:
        return other
    # A relative past time of any language CLDR knows ("Anna · pred 3 hodinami").
    past = find_past(text[:300])
    if past is not None:
        return past[0].before(_aware(reference_time).replace(microsecond=0)), past[1]
    # A day and month without the year and a time of day, a byline's part ("Ine · 30 nov
    # 09:12"): this year's at the reading (the fields place it against the article).
    found = _yearless_in(text[:120])
    if found is not None:
        (start, end), yearless = found
        when = placed_before(yearless, _aware(reference_time))
        if when is not None:
            return when, text[start:end]
    return None


@lru_cache(maxsize=4096)  # a record's pieces are scanned by several readers: each text once
def date_span(text: str) -> tuple[int, int] | None:
    """Where a date is written inside ``text`` (start, end), by pattern alone (no parsing):
    absolute dates, "N units ago" and their translations. Cheap: for scanning a page."""
    if not _HAS_DIGIT.search(text):
        return None
    m = _DATE_SEARCH.search(text[:400])
    return (m.start(), m.end()) if m else None


def any_date_span(text: str) -> tuple[int, int] | None:
    """:func:`date_span`, or a dashed date ("03-05-2010"), a day, a month word and a year
    in another language or calendar, or a relative past time in any language CLDR knows (for finding bylines; dearer)."""
    span = date_span(text)
    if span is not None:
        return span
    if not _HAS_DIGIT.search(text):
        # a time in words: the whole text ("yesterday"), or a byline's part or end
        # ("— أم سالم, قبل ساعتين", "Anna vor einer Stunde")
        if relative_past(text) is not None:
            return 0, len(text)
        return words_span(text)
    head = text[:400]
    dashed = _DASHED.search(head)  # "03-05-2010 16:19"
    if dashed is not None:
        return dashed.start(), dashed.end()
    for m in _WORD_DATE_SEARCH.finditer(head):
        # "5 Mei 2025 07:52", "3 Haziran 2024": a month this module knows, or a time of
        # day after it ("Top 10 Tips 2012" is no date)
        words = [w.casefold() for w in _WORD_IN_DATE.findall(m.group(0))]
        if any(_names_a_month(w) for w in words[:2]) or _CLOCK.search(m.group(0)):
            return m.start(), m.end()
    other = find_calendar_date(head)  # "۱۲ آبان ۱۴۰۲", "ሐምሌ 13, 2009"
    if other is not None:
        at = head.find(other[1])
        if at >= 0:
            return at, at + len(other[1])
    past = find_past(head)  # "пре 40 минута", "3 giờ trước": CLDR's forms
    if past is not None:
        at = head.find(past[1])
        if at >= 0:
            return at, at + len(past[1])
    day = _DAY_WORD_CLOCK.search(head)  # "gisteren om 21:10", "heute, 08:10"
    if day is not None:
        return day.start(), day.end()
    found = day_and_clock(head)  # any language's day word: "јуче у 21:10"
    if found is not None:
        return found[0], found[1]
    yearless = _yearless_in(head)  # "Ine · 30 nov 09:12"
    return yearless[0] if yearless is not None else None


#: Where a byline's parts meet: "Ine · 30 nov 09:12", "Anna | 14 febbraio, 18:40".
_BYLINE_PARTS = re.compile(r"\s+[·•|—–-]\s+")


def _yearless_in(text: str) -> tuple[tuple[int, int], Yearless] | None:
    """A part of a short byline that is a date without its year and with its time of
    day (:mod:`comspider.yearless_dates`), or the whole text that is one: where it is,
    and the date as read (read once: both the span and the date are wanted)."""
    if len(text) > 120:
        return None
    parts = _BYLINE_PARTS.split(text)
    for part in [*parts, text] if len(parts) > 1 else [text]:
        bare = part.strip()
        yearless = read_yearless(bare) if bare else None
        if yearless is not None:
            at = text.find(bare)
            return (at, at + len(bare)), yearless
    return None


#: Digits and the marks of a clock, set apart from the words around them.
_CLOCK_MARKS = re.compile(r"[\d:.,]+")
#: A time of day: "21:10", "9.15", "08h07", "9:15 pm".
_A_CLOCK = re.compile(
    rf"(?<![\d.:])(\d{{1,2}}){CLOCK_MARK}(\d{{2}})(?:\s*([ap])(?:\.\s?)?m\.?)?(?![\d.:])", re.I
)
#: Words before the clock read as a day ("i går", "hôm qua") and one short word between them ("у", "om", "kell").
_DAY_WORDS_AT_MOST = 2
_CONNECTOR_CHARS = 5


def day_and_clock(text: str) -> tuple[int, int, int, int, int] | None:
    """A day in words that CLDR knows in any language ("yesterday", "јуче", "eile", "昨天";
    today, or up to two days back) followed by a time of day, perhaps after one short word
    ("јуче у 21:10", "eile kell 21.10"): (start, end, days back, hour, minute)."""
    if not has_time_word(_CLOCK_MARKS.sub(" ", text)):
        return None  # no word of a day ("14:02" alone, "Apr 12 at 6:45"; "昨天21:10" has one)
    for clock in _A_CLOCK.finditer(text):
        hour, minute = int(clock.group(1)), int(clock.group(2))
        if clock.group(3):
            hour = hour % 12 + (12 if clock.group(3).lower() == "p" else 0)
        if hour > 23 or minute > 59:
            continue
        before = text[: clock.start()].rstrip(" ,")
        words = before.split()
        for skip in (0, 1):  # the connector ("у", "om", "à") or none
            if skip and (not words or len(words[-1].rstrip(".")) > _CONNECTOR_CHARS):
                continue
            kept = words[: len(words) - skip]
            for n in range(min(_DAY_WORDS_AT_MOST, len(kept)), 0, -1):
                if not _LETTER.search(kept[-n]):
                    continue  # a separator ("·"), no word of the day
                day = " ".join(kept[-n:]).strip(",")
                ago = relative_past(day) if day and not _HAS_DIGIT.search(day) else None
                if ago is not None and ago.unit == "day" and ago.count <= 2:
                    return before.rfind(kept[-n]), clock.end(), ago.count, hour, minute
    return None


def _day_word_clock(text: str, reference: datetime) -> datetime | None:
    """The whole text a day in words and a time of day (:func:`day_and_clock`), on the day
    it names before ``reference``."""
    found = day_and_clock(text)
    if found is None or found[0] != 0 or found[1] != len(text):
        return None
    _start, _end, back, hour, minute = found
    day = reference - timedelta(days=back)
    return day.replace(hour=hour, minute=minute, second=0, microsecond=0)


#: Yesterday or today (the day before yesterday) in the common languages of news sites,
#: with the time of day after them: how sites date their newest comments.
_DAY_WORD_CLOCK = re.compile(
    r"(?<!\w)(?:yesterday|today|gestern|heute|vorgestern|hier|aujourd'hui|aujourd’hui|avant-hier|ayer|hoy|"
    r"anteayer|ieri|oggi|ontem|hoje|gisteren|vandaag|eergisteren|igår|idag|i går|i dag|i forgårs|i gaar|"
    r"eilen|tänään|wczoraj|dzisiaj|dziś|včera|včeraj|danes|jučer|juče|danas|dnes|tegnap|ma|ieri|azi|вчера|днес|сегодня|вчора|сьогодні|"
    r"dün|bugün|χθες|σήμερα|hôm qua|hôm nay|kemarin|hari ini|jana|leo|أمس|اليوم|אתמול|היום|昨日|今日|昨天|今天|"
    r"어제|오늘|कल|आज)(?![^\W\d_])"
    rf"[\s,]*(?:{WORD_CHARACTER}{{1,5}}\.?\s*)?\d{{1,2}}{CLOCK_MARK}\d{{2}}(?:\s*[ap](?:\.\s?)?m\.?)?(?!\d)",
    re.I,
)
