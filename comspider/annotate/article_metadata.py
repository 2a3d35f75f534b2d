"""News metadata of an article page (title, publisher, publication time, language), for
articles whose source (a URL list, a sparse feed) did not give them.

Title, publisher (site name) and publication time come from trafilatura's metadata
extraction (Barbaresi, ACL 2021), whose dates come from htmldate: Open Graph, JSON-LD,
``<time>``, URL patterns and more, with the original publication date preferred over
updates. On the 258 fundus pages it finds the right publication day more often than the
hand-written extractor it replaced (docs/EVALUATION.md). The time is kept when the page
gives one (converted to UTC); a page that only gives a day yields ``YYYY-MM-DD``. The
language is the page's own declaration (``<html lang>``, else ``og:locale``).

The cost is bounded by the article, not by its comments: only the steps of trafilatura's
``extract_metadata`` that give these fields run (its author, categories, tags and
licence searches, which walk the whole page and copy it, are left out), and the
comment records the caller found (``leave_out``) are set aside while they run, so that
neither htmldate's date search nor the title search walks a thread of thousands of
comments (nor takes a comment's date for the article's). The tree is the same
afterwards.

Call on the page's HTML before anything strips its ``<script>`` elements (JSON-LD).
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from typing import Any

from lxml import html as lxml_html

from comspider.clock import iso
from comspider.records.dom import parse_html
from comspider.records.model import RecordSection

logger = logging.getLogger("comspider.annotate.article_metadata")

DATE_FORMAT = "%Y-%m-%dT%H:%M:%S%z"


def _trafilatura() -> Any:
    # Imported on first use: trafilatura pulls in htmldate, courlan and justext.
    import trafilatura.metadata  # noqa: PLC0415

    # trafilatura and htmldate log every page they find no date on at WARNING/INFO
    for name in ("trafilatura", "htmldate"):
        logging.getLogger(name).setLevel(logging.ERROR)
    return trafilatura.metadata


def publication_time(value: str | None) -> str | None:
    """htmldate's ``%Y-%m-%dT%H:%M:%S%z`` -> ISO 8601 in UTC; a bare midnight without an
    offset means htmldate only knew the day: ``YYYY-MM-DD``."""
    if not value:
        return None
    try:
        when = datetime.strptime(value, DATE_FORMAT)
    except ValueError:
        try:
            when = datetime.strptime(value, "%Y-%m-%dT%H:%M:%S")
        except ValueError:
            return None
        if when.hour == when.minute == when.second == 0:
            return when.date().isoformat()
    return iso(when if when.tzinfo else when.replace(tzinfo=UTC))


def page_language(root: lxml_html.HtmlElement) -> str | None:
    value = root.get("lang") or root.get("xml:lang")
    if not value:
        found = root.xpath('//meta[@property="og:locale"]/@content')
        value = str(found[0]) if found else None
    value = (value or "").strip().replace("_", "-")
    return value or None


def page_metadata(
    html: str | lxml_html.HtmlElement,
    url: str | None = None,
    *,
    leave_out: Iterable[lxml_html.HtmlElement] = (),
    read_at: datetime | None = None,
) -> dict[str, str | None]:
    """Metadata found in the page; None for what it does not say. ``leave_out``: elements
    that are not the article (the records of its comment sections), set aside while the
    metadata is read and put back after. ``read_at``: when the page was read (now unless
    given): no publication date after it."""
    if isinstance(html, lxml_html.HtmlElement):
        root = html
    else:
        try:
            root = lxml_html.document_fromstring(html or "<html></html>")
        except ValueError:
            # A str with an XML encoding declaration (an XHTML page), which lxml refuses
            # as text: the shared parser drops the declaration.
            root = parse_html(html)
    config = {
        "original_date": True,  # the publication, not the last update
        "extensive_search": True,
        "outputformat": DATE_FORMAT,
        "max_date": (read_at or datetime.now(UTC)).strftime("%Y-%m-%d"),
    }
    with set_aside(leave_out):
        document = _article_fields(root, url, config)
    return {
        "title": document.title or None,
        "publisher": document.sitename or None,
        "published_at": publication_time(document.date),
        "language": page_language(root),
    }


def _article_fields(root: lxml_html.HtmlElement, url: str | None, date_config: dict[str, Any]) -> Any:
    """trafilatura's ``extract_metadata`` (2.3), its steps for the title, the site name and
    the date only, in its order and with its rules (the same values)."""
    meta = _trafilatura()
    document = meta.examine_meta(root)
    try:
        document = meta.extract_meta_json(root, document)
    except Exception as exc:  # noqa: BLE001 - trafilatura's own guard: bugs in its JSON-LD reader
        logger.debug("JSON-LD metadata not read: %s", exc)
    if not document.title:
        document.title = meta.extract_title(root)
    if not document.url:
        document.url = meta.extract_url(root, url)
    document.date = meta.find_date(root, **{**date_config, "url": document.url})
    if not document.sitename:
        document.sitename = meta.extract_sitename(root)
    if document.sitename:
        document.sitename = document.sitename.lstrip("@")  # a Twitter handle
        if document.sitename and "." not in document.sitename and not document.sitename[0].isupper():
            document.sitename = document.sitename.title()
    elif document.url:
        found = meta.META_URL.match(document.url)
        if found:
            document.sitename = found[1]
    document.clean_and_trim()
    return document


def comment_nodes(sections: Iterable[RecordSection]) -> list[lxml_html.HtmlElement]:
    """The elements of the records of ``sections``, in their order (for ``leave_out``)."""
    out: list[lxml_html.HtmlElement] = []
    for section in sections:
        for record in section.records:
            out.append(record.node)
            out.extend(record.extra)
    return out


@contextmanager
def set_aside(elements: Iterable[lxml_html.HtmlElement]) -> Iterator[None]:
    """Take ``elements`` (and their tails) out of their tree for the ``with`` block, and
    put each back where it was. Taken in document order and put back in reverse, so an
    element inside another one taken, or next to one, finds its place again."""
    taken: list[tuple[lxml_html.HtmlElement, lxml_html.HtmlElement, lxml_html.HtmlElement | None]] = []
    try:
        for el in elements:
            parent = el.getparent()
            if parent is None:
                continue
            taken.append((el, parent, el.getprevious()))
            parent.remove(el)
        yield
    finally:
        for el, parent, previous in reversed(taken):
            if previous is not None:
                previous.addnext(el)
            else:
                parent.insert(0, el)
