"""When the article appeared and when each record was written: the time evidence of a
discussion. Readers write after an article appears, so a discussion's records are dated
on or after the publication time the page declares, and none is dated ahead of the
visit; teasers of older articles, timelines and event listings are not.

The article's time is what the page declares (its head's meta tags, JSON-LD's
``datePublished``, the article's ``datePublished``/``pubdate`` element, a ``/2012/05/14/`` or
``/2012/05/slug`` address, its own or the one it was fetched from); a record's time is its ``<time datetime>`` or its byline's date piece, relative
ones ("2 hours ago") read against the time of reading.
"""

from __future__ import annotations

import re
import weakref
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit

from lxml import html as lxml_html

from comspider.calendars import ascii_digits, has_calendar_date
from comspider.page_dates import parse_datetime, parse_iso, search_date
from comspider.sections.structure import relative_time
from comspider.yearless_dates import placed_after, read_yearless_day, yearless_since

#: Head ``<meta>`` names (``property``, ``name`` or ``itemprop``) of the article's
#: publication time; modification times are left out.
_PUBLISHED_META = frozenset(
    {
        "article:published_time",
        "og:published_time",
        "article:published",
        "datepublished",
        "date",
        "pubdate",
        "publishdate",
        "publish-date",
        "publish_date",
        "publication_date",
        "dc.date",
        "dc.date.issued",
        "dc.date.created",
        "dcterms.created",
        "dcterms.issued",
        "sailthru.date",
        "parsely-pub-date",
        "article.published",
        "original-publish-date",
    }
)
_JSON_LD_PUBLISHED = re.compile(r'"datePublished"\s*:\s*"([^"]{8,40})"')
#: The article's own elements that carry its time (schema.org microdata, hAtom's
#: ``published`` on an ``<abbr title>`` or a ``<time datetime>`` or around one (Joomla's
#: ``dd.published > time``), WordPress's
#: ``time.entry-date``, HTML5's old ``pubdate``): the first one in the page.
_PUBLISHED_ELEMENTS = (
    '//*[@itemprop="datePublished"][@content or @datetime or @title] | //time[@pubdate][@datetime] | '
    '//*[contains(concat(" ", normalize-space(@class), " "), " published ")][@datetime or @title] | '
    '//*[contains(concat(" ", normalize-space(@class), " "), " published ")]/time[@datetime] | '
    '//time[contains(concat(" ", normalize-space(@class), " "), " entry-date ")][@datetime]'
)
#: An address's path's date: ``/2012/05/14/`` or a month's ``/2012/05/slug`` (blog engines'
#: permalinks: the article appeared on that day, or in that month, not before); a month's
#: own pages ("/2012/05/", "index.html", its feed, its page 2) date no article.
_URL_DATE = re.compile(
    r"/((?:19|20)\d{2})/(\d{1,2})/(?:(\d{1,2})(?:/|$|[-_])|(?P<slug>[^/]*[^\W\d_][^/]*)(?:/|$))"
)
_MONTH_PAGES = re.compile(r"(?:index|default)(?:\.\w+)?|feed|page|amp|rss|atom", re.I)
_article_times: weakref.WeakKeyDictionary[lxml_html.HtmlElement, datetime | None] = (
    weakref.WeakKeyDictionary()
)

#: A record dated less than this before the article still counts as after it: a page
#: that declares only its day, or its local time as UTC.
TIME_SLACK = timedelta(days=1)
#: A record dated more than this after the page is read is ahead of it (an event, a
#: deadline), as no comment can be (a site's clock or time zone may be off by hours).
FUTURE_SLACK = timedelta(days=2)
#: A date without its year ("14 febbraio, 18:40") says when a record was written only
#: placed against the article's time, and only this soon after it: news sites close their
#: discussions within days, and a later one (a schedule's, a tour's) is any year's.
YEARLESS_SPAN = timedelta(days=7)


def article_time(el: lxml_html.HtmlElement) -> datetime | None:
    """The publication time of the article of ``el``'s page as the page declares it, or
    None. Read once per document (kept while its root lives)."""
    root = el.getroottree().getroot()
    if root is None:
        return None
    try:
        return _article_times[root]
    except KeyError:
        pass
    found = _read_article_time(root)
    try:
        _article_times[root] = found
    except TypeError:  # pragma: no cover - an element type without weak references
        pass
    return found


def declare_article_time(root: lxml_html.HtmlElement, when: datetime | None) -> None:
    """Give a document of the article's that declares no time of its own (a comment
    widget's frame, a separate comments page) the article's time: its discussion is the
    article's, dated against it."""
    root = root.getroottree().getroot()  # where article_time looks, whatever element is given
    if when is not None and article_time(root) is None:
        try:
            _article_times[root] = when
        except TypeError:  # pragma: no cover - an element type without weak references
            pass


def _read_article_time(root: lxml_html.HtmlElement) -> datetime | None:
    declared: list[datetime] = []
    address = None
    head = root.find("head")
    for meta in head.iter("meta", "link") if head is not None else ():
        if meta.tag == "link":
            if (meta.get("rel") or "").lower() == "canonical":
                address = meta.get("href")
            continue
        key = (meta.get("property") or meta.get("name") or meta.get("itemprop") or "").strip().lower()
        if key == "og:url" and address is None:
            address = meta.get("content")
        elif key in _PUBLISHED_META:
            when = parse_iso(meta.get("content") or "")
            if when is not None:
                declared.append(when)
    if declared:
        return min(declared)  # the first publication, not a later edition
    for script in root.iter("script"):
        if (script.get("type") or "").lower() == "application/ld+json" and script.text:
            m = _JSON_LD_PUBLISHED.search(script.text)
            when = parse_iso(m.group(1)) if m else None
            if when is not None:
                return when
    for node in root.xpath(_PUBLISHED_ELEMENTS)[:1]:
        when = parse_iso(node.get("content") or node.get("datetime") or node.get("title") or "")
        if when is not None:
            return when
    return url_date(address)


class MonthStart(datetime):
    """The first day of the month an address names ("/2012/05/slug.html"): a bound on
    when the article appeared, weaker than a day the page declares."""


def url_date(url: str | None) -> datetime | None:
    """The earliest time an address's date allows (``/2012/05/14/slug``: that day;
    ``/2012/05/slug.html``: the month's first day, a :class:`MonthStart`), or None."""
    parts = urlsplit(url or "")
    if parts.scheme not in ("http", "https", ""):
        return None  # a saved file's folders ("/2025/10/page.html") say when it was saved, if anything
    m = _URL_DATE.search(parts.path)
    if not m or (m.group("slug") is not None and _MONTH_PAGES.fullmatch(m.group("slug"))):
        return None
    try:
        if m.group(3) is None:
            when: datetime = MonthStart(int(m.group(1)), int(m.group(2)), 1, tzinfo=UTC)
        else:
            when = datetime(int(m.group(1)), int(m.group(2)), int(m.group(3)), tzinfo=UTC)
    except ValueError:
        return None
    return when if when <= now() else None  # "/2048/12/": a photo's name, no date


#: A date that names its year (or an ISO date): "12.3.2025 8:14", "March 12, 2025",
#: "2025年3月12日"; a day and month alone, or a time of day alone, may be anything.
_WITH_YEAR = re.compile(r"(?<!\d)(?:19|20)\d{2}(?!\d)|(?<![\d.])\d{1,2}[./]\d{1,2}[./]\d{2}(?!\d)")


def is_written_time(text: str) -> bool:
    """Whether ``text`` says when something was written: a date with its year, or a time
    relative to the reading that says so (:func:`~comspider.sections.structure.relative_time`),
    not a duration, a day and month without a year (a schedule, a tour date) or a clock
    time alone; a date of another calendar has its year too ("۱۴۰۴/۰۶/۱۲")."""
    return bool(_WITH_YEAR.search(text)) or relative_time(text) or has_calendar_date(text)


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
        if placed is not None and placed <= min(article + YEARLESS_SPAN, reference + FUTURE_SLACK):
            return placed
    return None


#: A time of day as a date shows it: with its minutes ("18:40", "9h30", "klo 12.15", "10.30
#: Uhr", "3:15 pm") or the hour alone ("klo 12", "10 Uhr", "3 pm"); a dotted date's
#: "12.03" is none.
_CLOCKS = (
    re.compile(r"(?<![\d.:/])([01]?\d|2[0-3])[:h]([0-5]\d)(?::[0-5]\d)?(?![\d:])"),
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
    r"\W*(?:[^\W\d_]{1,5}\.?\s*)?(?:[01]?\d|2[0-3])[:.h][0-5]\d(?:\s*[ap]\.?m\.?)?(?:\s*uhr)?\W*", re.I
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
        start = (article - TIME_SLACK).replace(hour=0, minute=0, second=0, microsecond=0)
        placed = placed_after(day, start)
        return placed is not None and placed <= min(article + YEARLESS_SPAN, reference + FUTURE_SLACK)
    return False


def now() -> datetime:
    return datetime.now(UTC)


def written_since(texts: list[str], article: datetime, reference: datetime, order: str | None = None) -> bool:
    """Whether a record whose date texts are ``texts`` reads as written at or after
    ``article`` itself, without :data:`TIME_SLACK` (a day's date is its midnight: an
    article's own byline, a caption of its day, is no later than the article)."""
    when = record_time(texts, reference, order, article)
    return when is not None and article <= when <= reference + FUTURE_SLACK


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
        return article - TIME_SLACK <= when <= reference + FUTURE_SLACK
    for raw in texts:
        text = ascii_digits(raw)
        year = _WITH_YEAR.search(text)
        if year is not None and len(year.group(0)) == 4:
            return article.year <= int(year.group(0)) <= reference.year
        if relative_time(text):
            return True
    return None
