"""The article's publication time as its page declares it: its head's meta tags, JSON-LD's
``datePublished``, the article's ``datePublished``/``pubdate`` element, or a ``/2012/05/14/``
or ``/2012/05/slug`` address. Read once per document; a widget's frame or a separate
comments page is given the article's (:func:`declare_article_time`). Both the section
decision (records dated on or after it) and the fields (a date written without its year
is placed after it) read it.
"""

from __future__ import annotations

import re
import weakref
from datetime import UTC, datetime, timedelta
from urllib.parse import urlsplit

from lxml import html as lxml_html

from comspider.page_dates import parse_iso

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
#: ``time.entry-date``, HTML5's old ``pubdate``): the first one in the page. As the XPath
#: ``//*[@itemprop="datePublished"][@content or @datetime or @title] | //time[@pubdate][@datetime]
#: | //*[contains(concat(" ", normalize-space(@class), " "), " published ")][@datetime or @title]
#: | //*[...the same " published "...]/time[@datetime] | //time[...class " entry-date "...][@datetime]``
#: finds it, in one walk of the elements (the XPath's five walks and its class strings were
#: some 4% of a 57k-element page's extraction).
#: XPath's normalize-space() splits a class on these only (not on "\v" or a no-break space).
_XML_SPACE = re.compile(r"[ \t\r\n]+")


def _has_class(value: str | None, word: str) -> bool:
    """Whether a ``class`` value holds ``word`` as XPath's ``contains(concat(" ",
    normalize-space(@class), " "), " word ")`` says."""
    return value is not None and word in value and word in _XML_SPACE.split(value)


def _published_element(root: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The first element of the document, in document order, that declares the article's
    time (see above)."""
    for el in root.iter():
        tag = el.tag
        if tag.__class__ is not str:
            continue  # a comment or a processing instruction
        cls = el.get("class")
        if el.get("itemprop") == "datePublished" and (
            el.get("content") is not None or el.get("datetime") is not None or el.get("title") is not None
        ):
            return el
        if _has_class(cls, "published") and (el.get("datetime") is not None or el.get("title") is not None):
            return el
        if tag == "time" and el.get("datetime") is not None:
            parent = el.getparent()
            if (
                el.get("pubdate") is not None
                or _has_class(cls, "entry-date")
                or (parent is not None and _has_class(parent.get("class"), "published"))
            ):
                return el
    return None


#: An address's path's date: ``/2012/05/14/`` or a month's ``/2012/05/slug`` (blog engines'
#: permalinks: the article appeared on that day, or in that month, not before); a month's
#: own pages ("/2012/05/", "index.html", its feed, its page 2) date no article.
_URL_DATE = re.compile(
    r"/((?:19|20)\d{2})/(\d{1,2})/(?:(\d{1,2})(?:/|$|[-_])|(?P<slug>[^/]*[^\W\d_][^/]*)(?:/|$))"
)
_MONTH_PAGES = re.compile(r"(?:index|default)(?:\.\w+)?|feed|page|amp|rss|atom", re.I)
#: Per document: the declared time (UTC) and its wall clock as written (naive), or None.
_article_times: weakref.WeakKeyDictionary[lxml_html.HtmlElement, tuple[datetime | None, datetime | None]] = (
    weakref.WeakKeyDictionary()
)
_reading_times: weakref.WeakKeyDictionary[lxml_html.HtmlElement, datetime] = weakref.WeakKeyDictionary()

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


def earliest_day(article: datetime) -> datetime:
    """The start of the day :data:`TIME_SLACK` before the article's: the first moment a
    day written without its year (or its time: its midnight) may be placed at."""
    return (article - TIME_SLACK).replace(hour=0, minute=0, second=0, microsecond=0)


def article_time(el: lxml_html.HtmlElement) -> datetime | None:
    """The publication time of the article of ``el``'s page as the page declares it, or
    None. Read once per document (kept while its root lives)."""
    root = el.getroottree().getroot()
    if root is None:
        return None
    return _declared(root)[0]


def _declared(root: lxml_html.HtmlElement) -> tuple[datetime | None, datetime | None]:
    """:func:`article_time` and :func:`article_wall_clock` of a document's root, read once."""
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


def article_wall_clock(el: lxml_html.HtmlElement) -> datetime | None:
    """The article's declared time as the page's own clock shows it (naive: "09:15" of
    ``2024-02-14T09:15:00+02:00``), which a record's time written without a zone is
    compared with; None when the page declares no time of day."""
    root = el.getroottree().getroot()
    return _declared(root)[1] if root is not None else None


#: The widest offset from UTC a clock has (UTC-12 to UTC+14).
WIDEST_OFFSET = timedelta(hours=14)


def article_offset(el: lxml_html.HtmlElement) -> timedelta | None:
    """The offset from UTC of the page's own clock, as its article's declared time writes
    it ("2024-02-14T09:15:00+02:00": +2 h; "...Z" or a time without a zone: 0), or None
    when the page declares no time of day."""
    root = el.getroottree().getroot()
    when, clock = _declared(root) if root is not None else (None, None)
    if when is None or clock is None:
        return None
    offset = clock - when.astimezone(UTC).replace(tzinfo=None)
    if abs(offset) > WIDEST_OFFSET or offset % timedelta(minutes=15):
        return None
    return offset


def declare_article_time(root: lxml_html.HtmlElement, when: datetime | None) -> None:
    """Give a document of the article's that declares no time of its own (a comment
    widget's frame, a separate comments page) the article's time: its discussion is the
    article's, dated against it."""
    root = root.getroottree().getroot()  # where article_time looks, whatever element is given
    if when is not None and article_time(root) is None:
        try:
            _article_times[root] = (when, None)  # no clock of its own to read a record against
        except TypeError:  # pragma: no cover - an element type without weak references
            pass


def _read_article_time(root: lxml_html.HtmlElement) -> tuple[datetime | None, datetime | None]:
    """The declared time (in UTC) and its wall clock as written (naive), when it says one."""
    found, text = _declared_article_time(root)
    return found, _wall_clock(text) if found is not None and text else None


def _wall_clock(text: str) -> datetime | None:
    """The time of day an ISO 8601 text writes, naive, or None (a date alone, a timestamp)."""
    t = text.strip().replace("z", "Z").replace("Z", "+00:00")
    if len(t) <= 10 or t.isdigit():
        return None
    try:
        return datetime.fromisoformat(t).replace(tzinfo=None)
    except ValueError:
        return None


def _declared_article_time(root: lxml_html.HtmlElement) -> tuple[datetime | None, str]:
    declared: list[tuple[datetime, str]] = []
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
            content = meta.get("content") or ""
            when = parse_iso(content)
            if when is not None:
                declared.append((when, content))
    if declared:
        return min(declared, key=lambda d: d[0])  # the first publication, not a later edition
    for script in root.iter("script"):
        if (script.get("type") or "").lower() == "application/ld+json" and script.text:
            m = _JSON_LD_PUBLISHED.search(script.text)
            when = parse_iso(m.group(1)) if m else None
            if when is not None and m is not None:
                return when, m.group(1)
    node = _published_element(root)
    if node is not None:
        content = node.get("content") or node.get("datetime") or node.get("title") or ""
        when = parse_iso(content)
        if when is not None:
            return when, content
    return url_date(address), ""


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


def now() -> datetime:
    return datetime.now(UTC)


def declare_reading_time(root: lxml_html.HtmlElement, when: datetime) -> None:
    """Give a document the time it was read (a visit's ``visited_at``, a saved page's
    date): the section decision places the records' relative and yearless times, and
    what would be ahead of the reading, against it, so that the same saved page gives the
    same comments whatever day it is extracted or replayed."""
    root = root.getroottree().getroot()  # where reading_time looks, whatever element is given
    try:
        _reading_times[root] = when if when.tzinfo is not None else when.replace(tzinfo=UTC)
    except TypeError:  # pragma: no cover - an element type without weak references
        pass


def reading_time(el: lxml_html.HtmlElement) -> datetime:
    """When ``el``'s document was read, as declared (:func:`declare_reading_time`); a
    document read now (the live detector's) declares nothing."""
    root = el.getroottree().getroot()
    when = _reading_times.get(root) if root is not None else None
    return when if when is not None else now()
