"""A signature line after a comment's text names its reader: a dash, a label that ends
with the language's "by", and the name ("— posted by Lorraine Tuckett", "– skrevet av
Kari", "— by Anna"). Read by the section features (a record's name) and the author field
alike, so that the thread a signature lets in also gets its authors."""

from __future__ import annotations

import re

from comspider.lexicon import BY_WORDS

#: The dash, one to three label words (none before "by" itself) and the connector; a
#: hyphen or tilde only with a space after it ("-_-" is a name).
_SIGNATURE = re.compile(
    rf"^\s*(?:[—–―]|[-~](?=\s))\s*(?P<label>(?:[^\W\d_]+\s+){{0,3}}?)(?P<by>{BY_WORDS})\s*:?\s+(?P<name>\S.*)$",
    re.I,
)


def signature_name(text: str) -> str | None:
    """The name a signature line gives, or None: without the dash it is a credit ("Photo
    by Name") or a phrase ("lettre de Paris"); a name in lower case in a script that has
    case is a phrase too ("– de acuerdo", "- by the way")."""
    m = _SIGNATURE.match(text)
    if m is None or (not m.group("label").strip() and m.group("by").casefold() != "by"):
        return None
    name = " ".join(m.group("name").split())
    first = name[:1]
    if first.lower() == first != first.upper():
        return None
    return name
