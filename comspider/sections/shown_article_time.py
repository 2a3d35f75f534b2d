"""The article's time as its page shows it beside the headline, for pages that declare none.

Many pages (most of a 2012 crawl's blogs and small papers) put no machine-readable time in
the head, the structured data or a ``<time>`` element: only the words under the headline,
"By Tom Harker, May 3, 2012", "Posted on 03.05.2012", or a blog's date header above the
post's title. The section decision reads that date where the page declares none: a
discussion's records are written after it.

The headline is the longest of the first ``h1``-``h3`` headings whose words the
document's ``<title>`` holds (a title adds the site's name, which a heading may show too),
or that opens with the title's first part (a title may shorten the headline); on a page
with no such heading, a childless block whose text is the title's first part (a table
layout's ``<div class=hl>``). The date is the first one with its year in the text right
after the headline, else right before it (a blog's "Thursday, May 3, 2012" over the post),
a slashed one read in the page's date order. Nothing is read without such a headline: a
date found anywhere else on the page may be a sidebar's or a teaser's.
"""

from __future__ import annotations

import re
import weakref
from datetime import datetime

from lxml import html as lxml_html

from comspider.date_order import section_date_order
from comspider.page_dates import has_ambiguous_numeric_date, search_date
from comspider.records.dom import first_of
from comspider.sections.times import dated

#: Headings looked at for the headline, in document order.
MAX_HEADINGS = 30
#: Shortest headline matched against the title (a heading of one short word is a section's).
MIN_HEADLINE_CHARS = 12
#: Text nodes read after the headline, and before it.
AFTER_TEXTS = 24
BEFORE_TEXTS = 6
#: Characters of those texts searched for the date.
MAX_CHARS = 400

_HEADINGS = ("h1", "h2", "h3")
#: What separates a title's parts: the headline's from the site's name.
_TITLE_PARTS = re.compile(r"\s+[-–—|:·»]\s+|\s*::\s*")
_NOT_READ = frozenset({"script", "style", "noscript", "option", "textarea"})

_shown: weakref.WeakKeyDictionary[lxml_html.HtmlElement, datetime | None] = weakref.WeakKeyDictionary()


def shown_article_time(el: lxml_html.HtmlElement, reference: datetime) -> datetime | None:
    """The article's date as the page shows it by its headline, read once per document;
    None without a headline that the title names or without a date with its year by it.
    ``reference``: when the page was read (a date ahead of it is no article's)."""
    root = el.getroottree().getroot()
    if root is None:
        return None
    try:
        return _shown[root]
    except KeyError:
        pass
    except TypeError:  # pragma: no cover - an element type without weak references
        return _read(root, reference)
    found = _read(root, reference)
    _shown[root] = found
    return found


def _read(root: lxml_html.HtmlElement, reference: datetime) -> datetime | None:
    headline = article_headline(root)
    if headline is None:
        return None
    after = headline.xpath(f"following::text()[position() <= {AFTER_TEXTS}]")
    before = headline.xpath(f"preceding::text()[position() <= {BEFORE_TEXTS}]")
    for texts in (after, list(reversed(before))):
        when = _first_date(texts, reference)
        if when is not None:
            return when
    return None


def article_headline(root: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The article's headline (see the module doc), or None."""
    title = first_of(root, "title", inclusive=False)
    words = " ".join((title.text_content() if title is not None else "").split()).casefold()
    if not words:
        return None
    # the title's parts ("Standerhejsning flyttet - Roklubben Fjordbo"): a title may shorten
    # the headline, which then opens with its first part, or with its longest where the
    # site's name comes first ("TTV Kirchbrunn - Sechs neue Tische" over "Sechs neue Tische
    # für die Halle"; a site's name is seldom the longest part)
    parts = [p for p in _TITLE_PARTS.split(words) if len(p) >= MIN_HEADLINE_CHARS]
    openers = {parts[0], max(parts, key=len)} if parts else set()
    best: tuple[int, lxml_html.HtmlElement] | None = None
    for n, heading in enumerate(root.iter(*_HEADINGS)):
        if n >= MAX_HEADINGS:
            break
        text = " ".join(heading.text_content().split()).casefold()
        if len(text) < MIN_HEADLINE_CHARS:
            continue
        # the longest heading the title holds (the site's name is in the title too), or
        # one that opens with the title's first or longest long part
        held = (
            text in words
            or any(text.startswith(p) for p in openers)
            or any(_shortened(p, text) for p in openers)
        )
        if held and (best is None or len(text) > best[0]):
            best = (len(text), heading)
    if best is None:
        return _styled_headline(root, words)
    return best[1]


#: Least words of a title's part that a headline may hold with words between them.
SHORTENED_WORDS = 4


def _shortened(part: str, heading: str) -> bool:
    """Whether the title's ``part`` is ``heading`` with words left out, its words in the
    heading's order ("crònica: la travessa al coll de la creu" for "Crònica: la travessa
    de Sant Jaume de Frontanyà al coll de la Creu"): a title shortens the headline so."""
    wanted = part.split()
    if len(wanted) < SHORTENED_WORDS:
        return False
    words = iter(heading.split())
    return all(any(w == h for h in words) for w in wanted)


#: Elements looked at for a headline set in a styled block (no heading element).
MAX_STYLED = 400


def _styled_headline(root: lxml_html.HtmlElement, title: str) -> lxml_html.HtmlElement | None:
    """A table-layout page's headline, a block of text alone and no heading element
    ("<div class=hl>…</div>"): the first element of the body without children whose
    text is the title's whole first part (the site's name after it)."""
    body = first_of(root, "body", inclusive=False)
    parts = [p for p in _TITLE_PARTS.split(title) if len(p) >= MIN_HEADLINE_CHARS]
    if body is None or not parts:
        return None
    for n, el in enumerate(body.iter()):
        if n >= MAX_STYLED:
            break
        if len(el) or not isinstance(el.tag, str) or el.tag in _NOT_READ or el.tag == "a":
            continue
        if " ".join((el.text or "").split()).casefold() == parts[0]:
            return el
    return None


def _first_date(texts: list[object], reference: datetime) -> datetime | None:
    """The first date with its year in ``texts`` (text nodes in reading order), searched
    text by text (a date is written in one)."""
    read = 0
    for text in texts:
        parent = getattr(text, "getparent", lambda: None)()
        if parent is not None and getattr(text, "is_tail", False):
            parent = parent.getparent()  # a tail is its element's parent's text
        if parent is not None and parent.tag in _NOT_READ:
            continue
        piece = " ".join(str(text).split())
        if not piece:
            continue
        read += len(piece)
        if read > MAX_CHARS:
            break
        if not dated(piece):
            continue
        # "10/04/2012" is 10 April on a page that writes the day first, as its comments are read
        order = (
            section_date_order(parent, None)
            if parent is not None and has_ambiguous_numeric_date(piece)
            else None
        )
        found = search_date(piece, reference, order)
        if found is not None and dated(found[1]) and found[0] <= reference:
            return found[0]
    return None
