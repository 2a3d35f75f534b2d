"""Stable comment ids: the same comment on the same article gets the same id on every
visit, whatever its position, likes or relative date ("3 hours ago" changes).

The id is a hash of the article, the author and the text. Two comments of one page with
the same author and text in two sections are one comment shown twice (a "top comments"
box and the full list, a page and its frame) unless the page says they are two:
different ids of the site's own, or, without those, different absolute dates ("09:18"
and "09:24" on 22/11/2024: a double post, a pingback from two posts, 24 hearts from one
reader). Then the first keeps the plain id and each other one gets an id that also
hashes its own site id or date, so it is written too, and keeps that id on every visit.
Two records of one section are two comments whatever they say (a double post with the
same minute and no site id, a "This comment has been removed by the author." left
twice): one that would get an id another record of its section has hashes its ordinal
among the section's records with its author and text instead (``#2``, ``#3``: the same
in every copy of the section, a page's and its frame's).
"""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable

from comspider.records.model import ExtractedComment


def normalise_for_id(text: str | None) -> str:
    """NFKC, case-folded, whitespace collapsed."""
    if not text:
        return ""
    # str.split() and the regex \s agree on what whitespace is (both Py_UNICODE_ISSPACE)
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def comment_id(article_url: str, author: str | None, text: str, *, length: int = 20, twin: str = "") -> str:
    """sha1 hex of (article URL without fragment, author, text), normalised; 20 chars.
    ``twin``: what sets this comment apart from another with the same author and text."""
    url = (article_url or "").split("#", 1)[0].strip()
    parts = (url, normalise_for_id(author), normalise_for_id(text))
    payload = "\x1f".join((*parts, twin) if twin else parts)
    return hashlib.sha1(payload.encode("utf-8")).hexdigest()[:length]


_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")

# What tells two comments of the same author and text apart: the site's id, and the
# date when it is written with its year (a relative date changes from visit to visit).
Evidence = tuple[str | None, str | None]


def _evidence(c: ExtractedComment) -> Evidence:
    date = c.published_text
    return (c.site_comment_id or None, normalise_for_id(date) if date and _YEAR.search(date) else None)


def _apart(a: Evidence, b: Evidence) -> bool:
    if a[0] and b[0]:
        return a[0] != b[0]
    return bool(a[1] and b[1] and a[1] != b[1])


def page_comment_ids(
    article_url: str, comments: Iterable[ExtractedComment], given: dict[str, ExtractedComment] | None = None
) -> list[str]:
    """The ids of a page's comments, in order (see the module doc). ``given``: the ids
    handed out so far on the page (other sections), with the comment each went to;
    updated."""
    given = {} if given is None else given
    ids: list[str] = []
    here: set[str] = set()  # the ids of this section's records
    nth: dict[str, int] = {}  # how many records of the section have this plain id
    for c in comments:
        plain = cid = comment_id(article_url, c.author, c.text)
        nth[plain] = nth.get(plain, 0) + 1
        held = given.setdefault(cid, c)
        if held is not c:
            mine = _evidence(c)
            if _apart(_evidence(held), mine):
                twin = f"site:{mine[0]}" if mine[0] else f"date:{mine[1]}"
                cid = comment_id(article_url, c.author, c.text, twin=twin)
                given.setdefault(cid, c)
        if cid in here:  # another record of the section has it: a twin of this section
            cid = comment_id(article_url, c.author, c.text, twin=f"#{nth[plain]}")
            given.setdefault(cid, c)
        here.add(cid)
        ids.append(cid)
    return ids
