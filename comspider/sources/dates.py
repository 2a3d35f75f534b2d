"""Feed dates -> ISO 8601 in UTC (``2026-11-21T08:00:00+00:00``), or None.

Tried in order: RFC 822 (RSS ``pubDate``, with the usual abbreviated zone names), ISO 8601
(Atom, ``dc:date``), then ``dateparser`` for localised or odd forms ("Fr, 21 Nov. 2026
08:00:00 +0100", "21 listopada 2026 08:00"), restricted to absolute dates that name a
year, so nothing is ever read relative to the clock. A date without a zone is UTC.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta, timezone
from email.utils import parsedate_to_datetime

from comspider.clock import iso

# Zone abbreviations RFC 822 does not know but feeds use. IST is India's.
_ZONES = {
    "CET": 1,
    "CEST": 2,
    "MET": 1,
    "MEST": 2,
    "BST": 1,
    "IST": 5.5,
    "JST": 9,
    "KST": 9,
    "HKT": 8,
    "SGT": 8,
    "AWST": 8,
    "ACST": 9.5,
    "AEST": 10,
    "AEDT": 11,
    "NZST": 12,
    "NZDT": 13,
    "MSK": 3,
    "EET": 2,
    "EEST": 3,
    "WET": 0,
    "WEST": 1,
    "BRT": -3,
    "ART": -3,
    "UTC": 0,
    "Z": 0,
    "PHT": 8,
    "WIB": 7,
    "ICT": 7,
    "PKT": 5,
    "SAST": 2,
    "EAT": 3,
    "WAT": 1,
    "HST": -10,
    "AKST": -9,
    "AKDT": -8,
    "CAT": 2,
    "AST": -4,
    "ADT": -3,
    "NST": -3.5,
}
_ZONE_AT_END = re.compile(r"\s([A-Za-z]{1,5})\s*$")
_MIN_YEAR, _MAX_YEAR = 1970, 2100


def _offset(hours: float) -> str:
    sign = "-" if hours < 0 else "+"
    minutes = round(abs(hours) * 60)
    return f"{sign}{minutes // 60:02d}{minutes % 60:02d}"


def _plausible(value: datetime) -> datetime | None:
    if value.tzinfo is None:
        value = value.replace(tzinfo=UTC)
    if not _MIN_YEAR <= value.year <= _MAX_YEAR:
        return None
    return value


def _rfc822(text: str) -> datetime | None:
    match = _ZONE_AT_END.search(text)
    if match and match.group(1).upper() in _ZONES:
        text = text[: match.start(1)] + _offset(_ZONES[match.group(1).upper()])
    try:
        value = parsedate_to_datetime(text)
    except (TypeError, ValueError, IndexError, OverflowError):
        return None
    year = re.search(r"\b(\d{4})\b", text)
    if year and int(year.group(1)) != value.year:  # "0001" read as 2001
        return None
    return value


def _iso8601(text: str) -> datetime | None:
    value = text.strip()
    if value.endswith(("z", "Z")):
        value = value[:-1] + "+00:00"
    try:
        return datetime.fromisoformat(value)
    except ValueError:
        pass
    # "2026-11-21T08:00:00.123456789+01:00", ",5" fractions, "+0100" zones.
    match = re.fullmatch(
        r"(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?(?:[.,]\d+)?"
        r"\s*(?:([+-])(\d{2}):?(\d{2})?)?",
        value,
    )
    if not match:
        return None
    year, month, day, hour, minute, second, sign, zh, zm = match.groups()
    tz = UTC
    if sign:
        delta = timedelta(hours=int(zh), minutes=int(zm or 0))
        tz = timezone(delta if sign == "+" else -delta)
    try:
        return datetime(int(year), int(month), int(day), int(hour), int(minute), int(second or 0), tzinfo=tz)
    except ValueError:
        return None


def _dateparser(text: str) -> datetime | None:
    if not re.search(r"\b\d{4}\b", text):  # absolute dates only: they name a year
        return None
    try:
        import dateparser  # noqa: PLC0415 - slow to import: only when a date needs it
    except ImportError:  # pragma: no cover - a requirement, but optional here
        return None
    try:
        return dateparser.parse(
            text,
            settings={
                "TIMEZONE": "UTC",
                "TO_TIMEZONE": "UTC",
                "RETURN_AS_TIMEZONE_AWARE": True,
                "PARSERS": ["custom-formats", "absolute-time"],
                "REQUIRE_PARTS": ["day", "month", "year"],
                "PREFER_DAY_OF_MONTH": "first",
            },
        )
    except Exception:  # noqa: BLE001 - dateparser raises many kinds on odd input
        return None


def iso_date(text: str | None) -> str | None:
    """A feed date as ISO 8601 UTC with seconds precision, or None when unparseable."""
    if text is None:
        return None
    value = " ".join(text.split())
    if not value or len(value) > 200:
        return None
    for parse in (_rfc822, _iso8601, _dateparser):
        result = parse(value)
        if result is not None:
            checked = _plausible(result)
            return iso(checked) if checked else None
    return None
