"""A page's date order: whether its "09/06/2020" is 9 June (day first) or 6 September
(month first), decided once per comment section and applied to every comment in it.

Only a slashed date whose two numbers are both 12 or less needs it
(:func:`comspider.page_dates.has_ambiguous_numeric_date`); ISO, dotted, relative and
written-out dates read the same on every page. The evidence, in order:

1. the page's own dates that can only be read one way ("14/04/2020", "04/14/2020"): in
   the comment section first, then anywhere on the page (article, sidebars, ``<meta>``
   values); the order most of them show;
2. the language and region the page declares: ``<html lang>``, ``og:locale``,
   ``Content-Language`` (a region that writes the month first, "en-US", "es-US"; any
   other region, or a language written day first, "de", "fr", "en-GB");
3. the site's country domain (``.de``, ``.co.uk``: day first; ``.us``: month first);
   the address is the page's, else its canonical link;
4. the article's declared time: the one order in which every ambiguous date of the
   section falls on or after the article ("05-06-2012" under an article of 4 June 2012),
   or, where both do, the one in which the discussion starts within days of it;
5. else none: the date is read as dateparser reads it (month first, unless the words
   around it are of a language written day first), the most common convention of the
   pages that declare nothing.
"""

from __future__ import annotations

import re
from datetime import datetime
from urllib.parse import urlsplit

from lxml import html as lxml_html

from comspider import declared_time
from comspider.page_dates import (
    DAY_FIRST,
    MONTH_FIRST,
    has_ambiguous_numeric_date,
    numeric_order_votes,
    search_date,
)
from comspider.page_links import split

# Regions that write the month first: the US and the places that follow its usage.
_MONTH_FIRST_REGIONS = frozenset({"us", "ph", "fm", "mh", "pw", "as", "gu", "mp", "pr", "um", "vi"})
# Regions and languages where neither order is the rule (Canada writes both) or the year
# comes first (a slashed date with the year last is no evidence of their usage).
_NO_RULE_REGIONS = frozenset({"ca"})
_YEAR_FIRST_LANGUAGES = frozenset({"zh", "ja", "ko", "hu", "lt", "mn", "fa", "eu"})
# Country domains that sites use for other reasons (.tv, .io, .fm...): no country.
_GENERIC_COUNTRY_DOMAINS = frozenset(
    {
        "tv",
        "io",
        "fm",
        "me",
        "co",
        "ai",
        "ly",
        "ws",
        "cc",
        "to",
        "gg",
        "la",
        "nu",
        "tk",
        "am",
        "sh",
        "ac",
        "im",
        "eu",
    }
)
_YEAR_FIRST_DOMAINS = frozenset({"cn", "jp", "kr", "tw", "hu", "lt", "mn", "ir"})
_LANG_TAG = re.compile(r"^\s*([a-z]{2,3})(?:[-_]([a-z]{2}|\d{3}))?\b", re.I)
_SKIP_TEXT = frozenset({"script", "style", "noscript", "template"})


def section_date_order(
    section_root: lxml_html.HtmlElement,
    page_url: str | None,
    section_texts: list[str] | None = None,
    reference_time: datetime | None = None,
) -> str | None:
    """``DAY_FIRST``, ``MONTH_FIRST`` or None (no evidence) for the comment section whose
    container is ``section_root`` (see the module doc). ``section_texts``: texts of the
    section already at hand (its sampled records'), read before the rest of it."""
    for texts in (section_texts or [], [_text_of(section_root)]):
        order = _majority(texts)
        if order is not None:
            return order
    doc = _document(section_root)
    if doc is None:
        return None
    order = _majority([_text_of(doc), *_meta_values(doc)])
    if order is not None:
        return order
    order = locale_order(doc, page_url)
    if order is not None:
        return order
    texts = section_texts or _text_of(section_root).split("\n")
    return _order_after_article(
        section_root, texts, reference_time or declared_time.reading_time(section_root)
    )


#: Ambiguous dates of a section read against the article's time (step 5), at most.
_AFTER_ARTICLE_SAMPLE = 30


def _order_after_article(section_root: lxml_html.HtmlElement, texts: list[str], read: datetime) -> str | None:
    """The order in which the section's ambiguous dates follow the article's declared time:
    the one in which every date falls on or after it (less
    :data:`~comspider.declared_time.TIME_SLACK`) and not after the reading ``read`` (plus
    :data:`~comspider.declared_time.FUTURE_SLACK`); where both do, the one in which the
    section's first date falls within :data:`~comspider.declared_time.YEARLESS_SPAN` of the
    article when the other's does not (a discussion starts within days of its article:
    "08/03/2012 09:14" first under an article of 8 March 2012 is 8 March, not 3 August).
    None when the page declares no time, no date is ambiguous, or the dates do not tell."""
    ambiguous = [t for t in texts if has_ambiguous_numeric_date(t)][:_AFTER_ARTICLE_SAMPLE]
    if not ambiguous:
        return None
    article = declared_time.article_time(section_root)
    if article is None:
        return None
    earliest, latest = article - declared_time.TIME_SLACK, read + declared_time.FUTURE_SLACK

    def first(order: str) -> datetime | None:
        """The section's first date (in page order) in ``order`` when every date fits, else None."""
        whens = []
        for text in ambiguous:
            found = search_date(text, read, order)
            if found is None or not earliest <= found[0] <= latest:
                return None
            whens.append(found[0])
        return whens[0]

    day, month = first(DAY_FIRST), first(MONTH_FIRST)
    if day is None or month is None:
        return DAY_FIRST if day is not None else MONTH_FIRST if month is not None else None
    soon = article + declared_time.YEARLESS_SPAN
    if (day <= soon) != (month <= soon):
        return DAY_FIRST if day <= soon else MONTH_FIRST
    return None


def locale_order(doc: lxml_html.HtmlElement, page_url: str | None) -> str | None:
    """The order the page's declared language and region, else its country domain, stand
    for (None: nothing declared, or a language or region without one rule)."""
    for tag in _declared_languages(doc):
        order = _order_of_language(tag)
        if order is not None:
            return order if order != "" else None
    host = urlsplit(page_url).hostname if page_url else None
    if not host:
        host = _canonical_host(doc)
    return _order_of_domain(host) if host else None


def _majority(texts: list[str]) -> str | None:
    day = month = 0
    for text in texts:
        d, m = numeric_order_votes(text)
        day += d
        month += m
    if day == month:
        return None
    return DAY_FIRST if day > month else MONTH_FIRST


def _document(el: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    try:
        return el.getroottree().getroot()
    except (AttributeError, ValueError):
        return None


def _text_of(root: lxml_html.HtmlElement) -> str:
    """The text of ``root`` without scripts and styles (a slashed number in a script is
    no date the page shows)."""
    parts: list[str] = []
    for el in root.iter():
        tag = el.tag
        if isinstance(tag, str) and tag not in _SKIP_TEXT and el.text and ("/" in el.text or "-" in el.text):
            parts.append(el.text)
        if el is not root and el.tail and ("/" in el.tail or "-" in el.tail):
            parts.append(el.tail)
    return "\n".join(parts)


def _meta_values(doc: lxml_html.HtmlElement) -> list[str]:
    return [str(m.get("content")) for m in doc.iter("meta") if "/" in (m.get("content") or "")][:50]


def _declared_languages(doc: lxml_html.HtmlElement) -> list[str]:
    """The language tags the page declares, the most specific first: ``<html lang>``,
    ``og:locale``, ``Content-Language``."""
    found = [doc.get("lang") or doc.get("xml:lang") or ""]
    for meta in doc.iter("meta"):
        key = (meta.get("property") or meta.get("name") or meta.get("http-equiv") or "").strip().casefold()
        if key in ("og:locale", "content-language", "language", "dc.language"):
            found.append(meta.get("content") or "")
    return [tag for tag in found if tag.strip()]


def _order_of_language(tag: str) -> str | None:
    """The order a language tag stands for; "" for a known tag without one rule; None
    for what is no language tag (the next declaration is read)."""
    m = _LANG_TAG.match(tag.split(",")[0])
    if m is None:
        return None
    language, region = m.group(1).casefold(), (m.group(2) or "").casefold()
    if language in ("und", "mul", "zxx"):
        return None  # "undetermined", "several", "no language"
    if region in _MONTH_FIRST_REGIONS:
        return MONTH_FIRST
    if region in _NO_RULE_REGIONS or language in _YEAR_FIRST_LANGUAGES:
        return ""
    if language == "en" and not region:
        return None  # English alone: where the site is tells more
    return DAY_FIRST


def _order_of_domain(host: str) -> str | None:
    labels = host.rstrip(".").casefold().rsplit(".", 1)
    tld = labels[-1] if len(labels) == 2 else ""
    if len(tld) != 2 or not tld.isalpha() or tld in _GENERIC_COUNTRY_DOMAINS or tld in _YEAR_FIRST_DOMAINS:
        return None
    if tld in _MONTH_FIRST_REGIONS:
        return MONTH_FIRST
    if tld in _NO_RULE_REGIONS:
        return None
    return DAY_FIRST


def _canonical_host(doc: lxml_html.HtmlElement) -> str | None:
    for tag, name, value, attr in (
        ("link", "rel", "canonical", "href"),
        ("meta", "property", "og:url", "content"),
    ):
        for el in doc.iter(tag):
            if el.get(name) == value:
                href = (el.get(attr) or "").strip()
                parts = split(href) if href.startswith(("http://", "https://")) else None
                if parts is not None:
                    return parts.hostname
    return None
