"""Pingbacks and trackbacks are not comments.

Blog software lists the notices other blogs' posts sent when they linked to the article
among its readers' comments, in the comments' own template ("Pingback: <a>Another blog
» A post</a>", an excerpt "[…] … […]"). No reader wrote them; they are dropped
(replies a reader wrote to one stay, as replies of its parent). WordPress, Movable Type
and Typepad mark them in the record's class or id; the text says so where they do not.
"""

from __future__ import annotations

import re

from comspider.records.model import RecordSection
from comspider.records.visibility import drop_records

_MARKED = re.compile(r"\b(?:ping|track)[-_]?back", re.I)
#: The notice's opening in any language: the word itself comes first ("Pingback:",
#: "Pingback von …", "Trackback de …"); no reader opens a comment with it.
_SAID = re.compile(r"^\s*(?:ping|track)[-_ ]?backs?\b", re.I)


def drop_pingbacks(section: RecordSection) -> None:
    """Drop the records of ``section`` that are pingbacks or trackbacks."""
    drop = set()
    for k, rec in enumerate(section.records):
        node = rec.node
        marks = f"{node.get('class') or ''} {node.get('id') or ''}"
        if _MARKED.search(marks) or _SAID.match(_opening(node, 40)):
            drop.add(k)
    if drop:
        drop_records(section, drop)


def _opening(node: object, chars: int) -> str:
    """The first ``chars`` characters of the node's text (its ``text_content()``), without
    joining the whole text of a long record."""
    out = ""
    for piece in node.itertext():  # type: ignore[attr-defined]
        out += piece
        if len(out) >= chars:
            break
    return out[:chars]
