"""A list of excerpts: what a discussion under the article is not.

A widget of the latest comments of other posts, a list of teasers or of forum topics
shows each entry cut off, its text ending in an ellipsis ("Ich habe noch einen Satz
Konusschlüssel, wann kann...") where the whole is on another page. Readers write whole
comments: one of them may trail off, every one of a list does not.
"""

from __future__ import annotations

import re

from comspider.records.dom import text_of
from comspider.records.model import RecordSection

#: An entry's text cut off: an ellipsis at its end, in dots or the character, bracketed or not.
_CUT = re.compile(r"(?:\.{3}|…)\s*[\]\)]?$")
#: Entries a list has at least for its ellipses to say it (two readers may both trail off).
MIN_EXCERPTS = 3


def excerpts(section: RecordSection) -> bool:
    """Whether every record of the section (three at least) ends in an ellipsis."""
    records = section.records
    if len(records) < MIN_EXCERPTS:
        return False
    for record in records:
        text = " ".join(text_of(n) for n in (record.node, *record.extra)).strip()
        if not _CUT.search(text):
            return False
    return True
