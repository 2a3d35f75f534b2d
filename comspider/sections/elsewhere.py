"""Records that lead elsewhere: each one a titled link to another page of the site.

A list of teasers, search results, products, events or jobs is a list of other pages:
each record opens with a link, labelled with its own title, to a page of its own on the
same site ("/mtb_news/strava-update" under "Strava-Karten ab sofort mit mehr Infos"). A
discussion's records lead nowhere of the kind: their links are permalinks into this
page, a profile named by its author (a name, not a title), a commenter's own site on
another host, a reply action; a link a reader pastes into a comment sits in one record,
not in most. Whatever the list is called and whatever it lists, that is evidence that it
is no discussion (a share of the section's records, as the other vetoes are).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from urllib.parse import urlsplit

from lxml import html as lxml_html

from comspider.page_links import joined
from comspider.url_keys import outlet_of

#: Words a link's label needs to be a title rather than a name ("Anna K. Meyer").
TITLE_WORDS = 4
#: Share of the records that must lead elsewhere for the list to count as such: a link
#: pasted into a few comments says nothing.
MIN_SHARE = 0.5
#: Of the records that lead elsewhere, the share whose pages must differ: teasers each
#: lead to their own page; a "read the article" link in every record leads to one.
DISTINCT = 0.8


def titled_link(el: lxml_html.HtmlElement, href: str) -> tuple[str, str] | None:
    """``(href, title)`` when the link ``el`` is labelled with a title of its own: its text
    has :data:`TITLE_WORDS` words, or (a card's empty link over its image or its whole
    area) its ``title`` attribute has and the caller finds that title in the record's
    text. None for other links (a name, a button, a permalink into this page)."""
    if href.startswith(("#", "mailto:", "tel:")):
        return None
    label = " ".join(el.text_content().split())
    if len(label.split()) >= TITLE_WORDS:
        return href, ""
    title = " ".join((el.get("title") or "").split())
    if not label and len(title.split()) >= TITLE_WORDS:
        return href, title
    return None


def elsewhere_share(leads: Sequence[str | None], page: str | None) -> float:
    """Share of the records (one entry each: its first titled link, or None) that lead to
    another page of this site, when at least :data:`MIN_SHARE` of them do and those pages
    differ; else 0. Without the page's own URL, the site is the host most of the links
    name (relative links are on it)."""
    if not leads:
        return 0.0
    own_host, own_path = _split(page) if page else (None, None)
    targets: list[tuple[str, str]] = []
    for href in leads:
        target = joined(page, href) if href is not None else None
        if target is None:
            continue
        host, path = _split(target)
        targets.append((host or own_host or "", path))
    if not targets:
        return 0.0
    site = own_host if own_host is not None else Counter(h for h, _p in targets).most_common(1)[0][0]
    paths = [
        p
        for h, p in targets
        if (h == site or h == "")
        and p not in ("", own_path)
        and not (own_path and p.startswith(own_path + "/"))
    ]
    share = len(paths) / len(leads)
    if share < MIN_SHARE or len(set(paths)) < DISTINCT * len(paths):
        return 0.0
    return share


def _split(url: str) -> tuple[str | None, str]:
    """(the outlet's host, as :func:`~comspider.url_keys.outlet_of` names it, or None for a
    relative URL; path without the trailing slash)."""
    parts = urlsplit(url)
    if parts.scheme not in ("", "http", "https"):
        return None, ""
    return (outlet_of(url) if parts.hostname else None), parts.path.rstrip("/")
