"""Replies a flat thread marks in their words: "@Dot Hargreaves same here", or a quote of
the comment answered (``<blockquote><cite>Giorgi wrote:</cite><p>a phrase of
his</p></blockquote>`` before the reply's own words).

Many blogs and forums render every comment at one level, and a reader answers by naming
the comment's author or quoting it. Those are the reply structure the page has, in any
language: a reply names an author of an EARLIER comment (the nearest one, when that
author wrote several), or quotes words an earlier comment holds. The quote is the other
comment's, not the reply's: it leaves the reply's text.

Runs after the fields are read (authors and texts known), on sections whose records are
all at the top level and where no markup gave a parent (:mod:`.parent` runs first and
wins).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from lxml import html as lxml_html

from comspider.records.model import ExtractedComment, Record

#: A mention opens the reply: "@" and the name, then a separator, a space or the end.
_AFTER_NAME = re.compile(r"[\s,:;.!?)\]-]|$")
#: The least text of a quote that identifies the quoted comment (a word or two may be
#: anyone's).
MIN_QUOTE_CHARS = 12
_WORD = re.compile(r"\S+")


def _fold(text: str) -> str:
    return " ".join(text.casefold().split())


def _flat(node: lxml_html.HtmlElement) -> str:
    """A node's text, its pieces apart (a ``<cite>`` and the ``<p>`` after it are two)."""
    return " ".join(" ".join(node.itertext()).split())


def _mentioned(text: str, authors: Sequence[str | None], before: int) -> int | None:
    """The nearest comment before ``before`` whose author the text opens with
    ("@Name ..."); the longest name that matches ("@Kev the Veg" over "@Kev")."""
    opening = _fold(text)
    if not opening.startswith("@"):
        return None
    opening = opening[1:]
    best: tuple[int, int] | None = None  # (length of the name, index)
    for j in range(before - 1, -1, -1):
        name = _fold(authors[j] or "")
        compact = name.replace(" ", "")
        for candidate in {name, compact}:
            if len(candidate) < 2 or not opening.startswith(candidate):
                continue
            if not _AFTER_NAME.match(opening, len(candidate)):
                continue
            if best is None or len(candidate) > best[0]:
                best = (len(candidate), j)
    return best[1] if best else None


def _quote(node: lxml_html.HtmlElement) -> tuple[str, str] | None:
    """A record's leading quote: its whole text (cite included) and the quoted words."""
    for quote in node.iter("blockquote"):
        whole = _flat(quote)
        cited = " ".join(_flat(c) for c in quote.iter("cite"))
        words = whole[len(cited) :].strip() if cited and whole.startswith(cited) else whole
        return (whole, words) if len(words) >= MIN_QUOTE_CHARS else None
    return None


def _without_quote(text: str, quote: str) -> str:
    """``text`` without the quote it opens with (compared blind to whitespace: the
    text's blocks are joined by line breaks); ``text`` when it does not open with it."""
    if not " ".join(text.split()).startswith(quote):
        return text
    words = list(_WORD.finditer(text))
    count = len(quote.split())
    rest = text[words[count - 1].end() :].strip() if len(words) >= count else ""
    return rest or text


def _quoted(words: str, texts: Sequence[str], before: int) -> int | None:
    """The nearest comment before ``before`` whose text holds ``words``."""
    folded = _fold(words)
    for j in range(before - 1, -1, -1):
        if folded in _fold(texts[j]):
            return j
    return None


def thread_by_references(comments: list[ExtractedComment | None], records: Sequence[Record]) -> bool:
    """Give the comments of a flat thread (``comments[i]`` read from ``records[i]``; None
    for a record without text) the parents their "@name" openings and quotes name; a
    quote leaves the reply's text. True when any reply was found."""
    if len(comments) < 2 or any(c is not None and c.parent is not None for c in comments):
        return False
    authors = [c.author if c is not None else None for c in comments]
    texts = [c.text if c is not None else "" for c in comments]
    found = False
    for i, c in enumerate(comments):
        if c is None or i == 0:
            continue
        parent = _mentioned(c.text, authors, i)
        quote = _quote(records[i].node) if parent is None else None
        if quote is not None:
            parent = _quoted(quote[1], texts, i)
            if parent is not None:
                c.text = _without_quote(c.text, quote[0])
        if parent is not None and comments[parent] is not None:
            c.parent = parent
            c.depth = comments[parent].depth + 1  # type: ignore[union-attr]
            found = True
    return found


__all__ = ["thread_by_references"]
