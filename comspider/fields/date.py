"""A comment's date: the slot where the sampled records have a date (``<time datetime>``
and date attributes first, then the text: absolute and relative, many languages), learnt
once per section and read in each record as it comes, slashed dates in the section's
date order (:mod:`.date_order`)."""

from __future__ import annotations

import re
from collections import Counter
from datetime import datetime

from lxml import html as lxml_html

from comspider.fields.choice import DateOf
from comspider.fields.record_view import Piece, RecordView, at_slot, loose_slot, slot_key
from comspider.page_dates import (
    CLOCK_MARK,
    looks_like_date,
    parse_datetime,
    parse_datetime_like,
    parse_iso,
    search_date,
)
from comspider.records.dom import normalise_ws, text_apart, text_content
from comspider.yearless_dates import placed_before, read_yearless

#: Attributes a date is read from, machine-readable ones first.
DATE_ATTRS = (
    "datetime",
    "data-datetime",
    "data-time",
    "data-date",
    "data-timestamp",
    "data-utime",
    "data-created",
    "content",
    "title",
)


_DATE_SAMPLE = 6  # records whose every date-like piece is parsed to find the date slot


def _full_stamp(value: str) -> bool:
    """A year and a time of day: a tooltip that writes the moment out ("20/07/2023 09:30",
    "Tuesday, July 20, 2023 9:30 AM") over a relative time ("hace 1 día", "3 h")."""
    return bool(_YEAR.search(value) and _CLOCK.search(value))


_DateCand = tuple[str, datetime, str, lxml_html.HtmlElement | None, "Piece | None"]


def _date_candidates(
    view: RecordView, ref: datetime, template: set[str], parse_text: bool, order: str | None = None
) -> list[tuple[str, datetime, str, lxml_html.HtmlElement | None, Piece | None]]:
    """(slot, datetime, raw text, element, piece) for every date found in a record."""
    out: list[tuple[str, datetime, str, lxml_html.HtmlElement | None, Piece | None]] = []
    for key, el in view.order:
        for attr in DATE_ATTRS:
            value = el.get(attr)
            if not value or len(value) > 40:
                continue
            if (
                attr in ("content", "title")
                and not re.match(r"\s*\d{4}-\d{2}-\d{2}|\s*\d{10}", value)
                and (attr == "content" or not _full_stamp(value))
            ):
                continue
            dt = parse_iso(value)
            if dt is None and attr in ("datetime", "title", "data-date", "data-time"):
                dt = parse_datetime(value, ref, order)
            if dt is not None:
                raw = normalise_ws(text_content(el))[:80] if len(el) < 4 else ""
                dt = _with_shown_clock(dt, value, raw, ref, order)
                out.append(("@" + "/".join(key) + "@" + attr, dt, raw or value, el, None))
                break
    if parse_text:
        # Small elements whose whole text holds a date among other words
        # ("Comment by X — 17.07, 2011 @ 13:24").
        for key, el in view.order:
            if (
                (len(key) < 2 and not view.run)
                or len(el) > 6
                or el.tag in ("a", "time")
                or key in view.holds_nested
            ):
                continue
            text = normalise_ws(text_apart(el))
            if not text or len(text) > 120:
                continue
            found = search_date(text, ref, order)
            if found is not None:
                out.append(("#" + "/".join(key), found[0], found[1], el, None))
        for piece in view.pieces:
            if piece.text.casefold() in template:
                continue
            dt = _piece_date(piece.text, ref, order)
            if dt is not None:
                out.append(("/".join(piece.key), dt, piece.text, None, piece))
            elif piece.tail and len(piece.text) <= _TAIL_BYLINE and looks_like_date(piece.text):
                # a byline's words and date after the name's element, in no element of
                # their own ("<b>Wietske</b> schreef op 3 mei 2009 21:14:<br/>")
                found = search_date(piece.text, ref, order)
                if found is not None:
                    out.append(("/".join(piece.key), found[0], found[1], None, piece))
    return out


#: Longest tail text read as a byline around a date.
_TAIL_BYLINE = 60


def _piece_date(text: str, ref: datetime, order: str | None) -> datetime | None:
    """A text piece's date: as the date readers read it, or a day and month with a time of
    day and without the year that they do not ("3. 3. ob 9.15"), this year's as read at
    ``ref`` (the fields place it against the article: :func:`~comspider.fields.extractor`)."""
    if looks_like_date(text):
        dt = parse_datetime_like(text, ref, order)
        if dt is not None:
            return dt
    if len(text) > _YEARLESS_CHARS or not _A_CLOCK.search(text):
        return None  # read_yearless reads a time of day or nothing: a count ("12") costs no read
    yearless = read_yearless(text)
    return placed_before(yearless, ref) if yearless is not None else None


#: Longest piece read as a date without its year, and the time of day it must show.
_YEARLESS_CHARS = 48
_A_CLOCK = re.compile(rf"\d{CLOCK_MARK}\d\d")


def _date_at(
    view: RecordView, slot: str, ref: datetime, template: set[str], order: str | None = None
) -> _DateCand | None:
    """The date in ``slot`` of one record, found without scanning the record."""
    if slot.startswith("@"):
        _at, path, attr = slot.split("@", 2)
        el = view.elements.get(slot_key(path))
        if el is None:
            return None
        value = el.get(attr)
        if not value or len(value) > 40:
            return None
        dt = parse_iso(value)
        if dt is None and attr in ("datetime", "title", "data-date", "data-time"):
            dt = parse_datetime(value, ref, order)
        if dt is None:
            return None
        raw = normalise_ws(text_content(el))[:80] if len(el) < 4 else ""
        return (slot, _with_shown_clock(dt, value, raw, ref, order), raw or value, el, None)
    if slot.startswith("#"):
        el = view.elements.get(slot_key(slot[1:]))
        if el is None:
            return None
        found = search_date(normalise_ws(text_apart(el)), ref, order)
        return (slot, found[0], found[1], el, None) if found else None
    for piece in at_slot(view, slot):
        if piece.text.casefold() in template:
            continue
        dt = _piece_date(piece.text, ref, order)
        if dt is not None:
            return (slot, dt, piece.text, None, piece)
        if looks_like_date(piece.text):
            # The date slot's text holds more than the date ("schrieb am 12. März 2010:").
            found = search_date(piece.text, ref, order) if len(piece.text) <= 80 else None
            if found is not None:
                return (slot, found[0], found[1], None, piece)
    return None


#: A machine-readable day without its time ("2025-03-12").
BARE_DAY = re.compile(r"\s*\d{4}-\d{2}-\d{2}\s*")


def _with_shown_clock(dt: datetime, value: str, shown: str, ref: datetime, order: str | None) -> datetime:
    """A date attribute that gives the day alone (``datetime="2025-03-12"``) with the time of
    day its element shows ("вчора о 19:02", "heute, 08:10"): the day from the attribute,
    which does not depend on when the page is read, the clock from the text."""
    if not shown or not BARE_DAY.fullmatch(value) or not _CLOCK.search(shown):
        return dt
    seen = parse_datetime_like(shown, ref, order)
    if seen is None:
        return dt
    return dt.replace(hour=seen.hour, minute=seen.minute, second=0)


#: A month and a year alone ("Jun 2008", "Oct. 2005", "06/2008"): when a member joined, not
#: when a post was written.
_MONTH_AND_YEAR = re.compile(r"^\W*(?:[^\W\d_]{3,10}\.?,?\s+\d{4}|\d{1,2}[/.-]\d{4})\W*$")
#: A year written out (a date, not a time of day alone: "10:16 am").
_YEAR = re.compile(r"(?<!\d)\d{4}(?!\d)|\d{1,2}[/.-]\d{1,2}[/.-]\d{2}(?!\d)")
#: A time of day ("01:20 PM", "9h30", "9 h 30").
_CLOCK = re.compile(r"\d{1,2}(?::|\s?h\s?)\d{2}")


def learn_date_slot(
    views: list[RecordView], ref: datetime, template: set[str], order: str | None = None
) -> str | None:
    """The slot where the most of the first sampled records ``views`` have a date (every
    date-like piece of theirs parsed), or None when they have none."""
    slot_votes: Counter[str] = Counter()
    dated: Counter[str] = Counter()  # of them, dates with a year and more than a month
    clocked: Counter[str] = Counter()  # of them, with a time of day
    for view in views[:_DATE_SAMPLE]:
        seen: dict[str, str] = {}
        for c in _date_candidates(view, ref, template, True, order):
            seen.setdefault(c[0], c[2])
        for slot, raw in seen.items():
            slot_votes[slot] += 1
            dated[slot] += bool(_YEAR.search(raw)) and not _MONTH_AND_YEAR.match(raw)
            clocked[slot] += bool(_CLOCK.search(raw))
    if not slot_votes:
        return None
    # Attribute slots (machine-readable) win ties over text slots, then slots whose dates
    # have a year and say more than a month (a post's "03-05-2012, 01:20 PM" over the
    # member's "Join Date: Jun 2008" in a forum's profile column; "August 9th, 2012" over a
    # "10:16 am" of its own), then those with a time of day, text pieces over dates found
    # inside a longer element text.
    return max(
        slot_votes,
        key=lambda s: (
            slot_votes[s],
            s.startswith("@"),
            dated[s],
            clocked[s],
            not s.startswith("#"),
            s.count("/"),
        ),
    )


def read_date(
    view: RecordView, slot: str | None, ref: datetime, template: set[str], order: str | None = None
) -> DateOf | None:
    """One record's date: at the learnt ``slot``, else the record is scanned; ``order``:
    the section's date order."""
    if slot is None:
        return None
    pick = _date_at(view, slot, ref, template, order)
    if pick is None:
        cands = _date_candidates(view, ref, template, True, order)
        loose = loose_slot(slot)
        pick = next((c for c in cands if loose_slot(c[0]) == loose), None)
        if pick is None:
            # The slot moved (an extra badge shifted positions): any date of the
            # record, machine-readable ones first. Only short texts: a date inside a
            # comment's own words must stay in its text.
            attr = [c for c in cands if c[0].startswith("@")]
            text = [
                c for c in cands if not c[0].startswith(("@", "#")) and len(c[2]) <= 40 and not in_prose(c[4])
            ]
            inner = [c for c in cands if c[0].startswith("#") and len(c[2]) <= 60]
            found = attr or text or inner
            pick = found[0] if found else None
    if pick is None:
        return None
    _slot, dt, raw, el, date_piece = pick
    return (dt, raw, el, date_piece)


_INLINE = frozenset(
    {"a", "span", "b", "i", "em", "strong", "small", "font", "mark", "u", "abbr", "q", "cite"}
)


def slashed_texts(views: list[RecordView]) -> list[str]:
    """The texts and date attributes of the records ``views`` that may hold a slashed
    date: the first evidence of the section's date order."""
    out: list[str] = []
    for view in views:
        out.extend(p.text for p in view.pieces if "/" in p.text or "-" in p.text)
        for _key, el in view.order:
            for attr in ("title", "datetime", "data-date", "data-time"):
                value = el.get(attr)
                if value and ("/" in value or "-" in value) and len(value) <= 40:
                    out.append(value)
    return out


def in_prose(piece: Piece | None) -> bool:
    """An inline element's own text inside running text: the link "hier" in "Den Bericht
    gibt es hier, falls...", which dateparser would read as the French "yesterday"."""
    if piece is None or piece.tail or piece.el.tag not in _INLINE:
        return False
    parent = piece.el.getparent()
    if parent is None:
        return False
    return bool((parent.text or "").strip()) or any((c.tail or "").strip() for c in parent)
