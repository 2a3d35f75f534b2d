"""Whether a text has a sentence of its own, in any script.

Readers write sentences; a list of titles, names or labels does not. A sentence ends at a
word's last letter (and a mark it carries) before a full stop, question or exclamation mark
of Latin, Devanagari, Bengali, Arabic, Urdu, Armenian, Ethiopic, Myanmar, Khmer or Tibetan
writing (not a one-letter word's: an initial "Maria L.", an abbreviation "p. 34" ends no
sentence), or at CJK's marks; Thai and Lao end no sentence with a mark, so a clause's long
run of letters stands for one. One pattern for the section features and the evident-thread
check, so that a thread in Amharic or Hindi has sentences for both.
"""

from __future__ import annotations

import re

#: Scripts written without spaces between words: a sentence mark after a letter, or Thai's run.
UNSPACED_SENTENCE = re.compile(r"[^\W\d_][。！？]|[\u0e00-\u0eff]{16}")
_SENTENCE = re.compile(
    r"(?:(?<=\S)[^\W\d_]\S?|[^\W\d_]\S)[.!?…।॥۔؟։።။។།]+(?:\s|$)|[!?]+(?:\s|$)|" + UNSPACED_SENTENCE.pattern
)
#: A title's abbreviation before a name ("Mr. Smith", "Dr. Roe", "Bw. Mwangi", "St. Louis"):
#: no sentence ends there.
_TITLE_BEFORE_NAME = re.compile(r"(?<![^\W\d_])([A-Z][a-z])\.(?=\s+[A-Z])")


def has_sentence(text: str) -> bool:
    """Whether ``text`` has a sentence of its own."""
    return _SENTENCE.search(_TITLE_BEFORE_NAME.sub(r"\1", text)) is not None
