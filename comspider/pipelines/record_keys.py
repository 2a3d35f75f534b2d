"""The key under which a written record is remembered in the seen store, and found again
in a feed file after a kill: a comment by its ``comment_id``; a removal by
``removed:<comment_id>`` (a comment is removed once); an edit by
``edited:<comment_id>:<digest of its new text>`` (each new text once)."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from typing import Any

REMOVED, EDITED = "comment_removed", "comment_edited"


def text_digest(text: str | None) -> str:
    """A short digest of a text, blind to whitespace (what a reader would call the same)."""
    flat = " ".join((text or "").split())
    return hashlib.sha1(flat.encode("utf-8")).hexdigest()[:16]


def record_key(record: Mapping[str, Any]) -> str | None:
    """The key of a comment, removal or edit record (a dict); None for other records."""
    comment_id = record.get("comment_id")
    if not isinstance(comment_id, str) or not comment_id:
        return None
    kind = record.get("type")
    if kind == REMOVED:
        return f"removed:{comment_id}"
    if kind == EDITED:
        return f"edited:{comment_id}:{text_digest(record.get('text'))}"
    return comment_id
