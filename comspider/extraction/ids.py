"""Stable comment ids: the same comment on the same article gets the same id on every
visit, whatever its position, likes or relative date ("3 hours ago" changes)."""

from __future__ import annotations

import hashlib
import unicodedata


def normalise_for_id(text: str | None) -> str:
    """NFKC, case-folded, whitespace collapsed."""
    if not text:
        return ""
    # str.split() and the regex \s agree on what whitespace is (both Py_UNICODE_ISSPACE)
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def comment_id(article_url: str, author: str | None, text: str, *, length: int = 20) -> str:
    """sha1 hex of (article URL without fragment, author, text), normalised; 20 chars."""
    url = (article_url or "").split("#", 1)[0].strip()
    payload = "\x1f".join((url, normalise_for_id(author), normalise_for_id(text)))
    return hashlib.sha1(payload.encode("utf-8")).hexdigest()[:length]
