"""Relative past times in every language CLDR knows: "3 hours ago", "pred 3 hodinami",
"3 ժամ առաջ", "4 ชั่วโมงที่แล้ว", "saa 3 zilizopita", "duela 3 ordu", "pred hodinou".

The words come from CLDR's relative-time patterns of every locale (long, short and narrow,
each plural form), generated into ``models/relative_times.json`` (the ``comspider_models``
package) by ``python -m comspider_lab train relative_times``, with a few colloquial
variants the patterns lack ("ที่แล้ว" beside Thai's "ที่ผ่านมา"). The file names the CLDR and
Babel versions it was made from.

Two kinds of text are read:

- a number (in any script's digits) between a pattern's words: "pred 3 hodinami",
  "३ तासांपूर्वी", also inside a longer text ("Anna · 3 ժամ առաջ": :func:`search_past`);
- a time in words without a number, only as the whole of a short text (in a sentence,
  "ago" says nothing of when it was written): a pattern of the plural form "one" without
  its number or with one word in its place ("pred hodinou", "vor einer Stunde", "an hour
  ago"), the forms CLDR writes without a number ("לפני שעה", "قبل ساعتين"), and the days
  ("yesterday", "вчера", "昨天"; a one-word day in Latin letters only where the
  hand-written lists of :mod:`comspider.sections.structure` have it: "jana" and "leo" are
  names too).

A pattern that is also some locale's future or duration ("{0} h", "{0} d") is left out:
a duration ("30 minutes", "1 Jahr") is no written time.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import lru_cache
from importlib import resources
from typing import Any

#: The units in the data file's order, with their length (a month 30 days, a year 365:
#: :meth:`Ago.before` counts calendar months and years).
UNITS = ("second", "minute", "hour", "day", "week", "month", "year")
_UNIT_SECONDS = (1, 60, 3600, 86400, 604800, 2592000, 31536000)
DATA_FILE = "relative_times.json"
#: Longest text read as a time in words, and its most words.
WORDS_MAX_CHARS = 48
WORDS_MAX_TOKENS = 6
#: The word that may stand for the number of a pattern's "one" form ("einer", "une", "an").
SLOT_WORD_MAX = 8
#: Units up to which words may stand for a pattern's number ("a few seconds", "einige Minuten"):
#: a comment just written; how many hours or days "a few" are would be a guess.
_FEW_UNIT = 1
_MAX_NUMBER = 9999
_SPACES = str.maketrans({"\u00a0": " ", "\u202f": " ", "\u2009": " ", "\u2007": " ", "’": "'", "ʼ": "'"})
_SPACES_AND_MARKS = {
    **_SPACES,
    **dict.fromkeys(map(ord, "\u200e\u200f\u200b\u200c\u200d\u2066\u2067\u2068\u2069\u061c")),
}
_OTHER_DIGIT = re.compile(r"(?![0-9])\d")
_NUMBER = re.compile(r"\d+")
_EDGE = " .,:;·•|-–—()[]!"


@dataclass(frozen=True, slots=True)
class Ago:
    """A relative past time: ``count`` ``unit``s before the reading."""

    count: int
    unit: str

    @property
    def delta(self) -> timedelta:
        return timedelta(seconds=self.count * _UNIT_SECONDS[UNITS.index(self.unit)])

    def before(self, reference: datetime) -> datetime:
        """The time it names, counted back from ``reference`` (months and years by the
        calendar, a day past the month's end clamped to its last day)."""
        if self.unit not in ("month", "year"):
            return reference - self.delta
        months = self.count * (12 if self.unit == "year" else 1)
        total = reference.year * 12 + reference.month - 1 - months
        year, month = divmod(total, 12)
        month += 1
        if year < 1:
            return reference - self.delta
        for day in range(reference.day, 27, -1):
            try:
                return reference.replace(year=year, month=month, day=day)
            except ValueError:
                continue
        return reference.replace(year=year, month=month, day=min(reference.day, 28))


def _ascii_digit(m: re.Match[str]) -> str:
    return str(unicodedata.digit(m.group(0)))


def normalise(text: str) -> str:
    """Lowercase, one space between words, digits of any script as ASCII, an apostrophe
    after a letter its own word ("un'ora" -> "un' ora"), no invisible marks: the form of
    the patterns and of the texts read."""
    text = text.translate(_SPACES_AND_MARKS).casefold()
    if not text.isascii():
        text = _OTHER_DIGIT.sub(_ascii_digit, text)
    if "'" in text:
        text = text.replace("'", "' ")
    return " ".join(text.split())


@dataclass(frozen=True)
class _Table:
    # the suffix's first character -> [(suffix, {the prefix's last character: [(prefix, unit)]})]
    by_suffix_head: dict[str, list[tuple[str, dict[str, list[tuple[str, int]]]]]]
    # the prefix's last character -> [(prefix, unit)], for patterns that end with the number
    empty_suffix: dict[str, list[tuple[str, int]]]
    words: dict[str, tuple[int, int]]  # whole text -> (unit, count)
    slots: dict[tuple[str, str], int]  # (before, after) the one word of a "one" form -> unit
    # (before, after) the number of a pattern of seconds or minutes -> unit: "a few" in its place
    few: dict[tuple[str, str], int]
    vocabulary: frozenset[str]  # the words of the slots' patterns: a text has one of them or is none
    any_word: frozenset[str]  # every word of the words and slots: a text in words has one of them
    provenance: dict[str, Any]


@lru_cache(maxsize=1)
def _table() -> _Table:
    data = json.loads(resources.files("comspider_models").joinpath(DATA_FILE).read_text("utf-8"))
    heads: dict[str, dict[str, dict[str, int]]] = {}
    empty: dict[str, list[tuple[str, int]]] = {}
    for prefix, suffix, unit in data["numbered"]:
        if not suffix:
            empty.setdefault(prefix[-1:], []).append((prefix, unit))
        else:
            heads.setdefault(suffix[:2], {}).setdefault(suffix, {})[prefix] = unit
    by_head: dict[str, list[tuple[str, dict[str, list[tuple[str, int]]]]]] = {}
    for head, suffixes in heads.items():
        entries = []
        for suffix, prefixes in sorted(suffixes.items(), key=lambda sp: -len(sp[0])):
            by_last: dict[str, list[tuple[str, int]]] = {}
            for prefix, unit in sorted(prefixes.items(), key=lambda pu: -len(pu[0])):
                by_last.setdefault(prefix[-1:], []).append((prefix, unit))
            entries.append((suffix, by_last))
        by_head[head] = entries
    words = {text: (unit, count) for text, unit, count in data["words"]}
    slots = {(before, after): unit for before, after, unit in data["slots"]}
    few = {(prefix, suffix): unit for prefix, suffix, unit in data["numbered"] if unit <= _FEW_UNIT}
    vocabulary = frozenset(
        w for pairs in (slots, few) for pair in pairs for part in pair for w in part.split()
    )
    any_word = vocabulary | {w for text in words for w in text.split()}
    return _Table(by_head, empty, words, slots, few, vocabulary, any_word, data["provenance"])


def provenance() -> dict[str, Any]:
    """Where the data file's words come from (CLDR and Babel versions, locales read)."""
    return dict(_table().provenance)


def _spaced(char: str) -> bool:
    """Whether words of ``char``'s script are set apart by spaces (not Thai, Lao,
    Myanmar, Khmer, Chinese or Japanese): only there does a word end at a letter."""
    code = ord(char)
    return not (0x0E00 <= code <= 0x0EFF or 0x1000 <= code <= 0x109F or 0x1780 <= code <= 0x17FF) and not (
        code >= 0x2E80 and not 0xAC00 <= code <= 0xD7AF
    )


def _wordish(char: str) -> bool:
    return char.isalnum() or unicodedata.category(char)[0] == "M"


def _numbered(text: str, whole: bool) -> tuple[Ago, int, int] | None:
    """A pattern with its number in the normalised ``text`` (the whole of it when
    ``whole``), with where it starts and ends in ``text``."""
    table = _table()
    n = len(text)
    for m in _NUMBER.finditer(text):
        i, j = m.span()
        if (i > 0 and text[i - 1] in ".,:/") or (j + 1 < n and text[j] in ".,:/" and text[j + 1].isdigit()):
            continue  # "3.5", "12:30", "1/2": no count
        if j - i <= 4:
            before = text[:i].rstrip()
            after = text[j:].lstrip()
            found = _pattern_at(table, before, after, whole)
            if found is not None:
                unit, prefix, suffix = found
                end = n - len(after) + suffix
                return Ago(int(text[i:j]), UNITS[unit]), len(before) - prefix, end
        if whole:
            return None
    return None


def _prefix_ok(before: str, prefix: str, whole: bool) -> bool:
    if not prefix:
        return not whole or not before.strip(_EDGE)
    if not before.endswith(prefix):
        return False
    rest = before[: -len(prefix)]
    if whole:
        return not rest.strip(_EDGE)
    return not rest or not (_wordish(rest[-1]) and _spaced(prefix[0]))


def _pattern_at(table: _Table, before: str, after: str, whole: bool) -> tuple[int, int, int] | None:
    """(unit, length of the prefix, length of the suffix) of the pattern around a number
    with ``before`` and ``after`` it."""
    if not (after.strip(_EDGE) if whole else after and _wordish(after[0])):
        for prefix, unit in table.empty_suffix.get(before[-1:], ()):
            if _prefix_ok(before, prefix, whole):
                return unit, len(prefix), 0
        if not after:
            return None
    heads = table.by_suffix_head
    for suffix, prefixes in (
        *heads.get(after[:2], ()),
        *(heads.get(after[:1], ()) if len(after) > 1 else ()),
    ):
        if not after.startswith(suffix):
            continue
        rest = after[len(suffix) :]
        if whole:
            if rest.strip(_EDGE):
                continue
        elif rest and _wordish(rest[0]) and _spaced(suffix[-1]):
            continue
        for prefix, unit in (*prefixes.get(before[-1:], ()), *prefixes.get("", ())):
            if _prefix_ok(before, prefix, whole):
                return unit, len(prefix), len(suffix)
    return None


def _in_words(text: str) -> Ago | None:
    """A time in words without a number, the whole of ``text`` (normalised)."""
    text = text.strip(_EDGE)
    if not text or len(text) > WORDS_MAX_CHARS:
        return None
    table = _table()
    hit = table.words.get(text)
    if hit is not None:
        return Ago(hit[1], UNITS[hit[0]])
    tokens = text.split(" ")
    if len(tokens) > WORDS_MAX_TOKENS or table.vocabulary.isdisjoint(tokens):
        return None
    for k, token in enumerate(tokens):
        if len(token) > SLOT_WORD_MAX or not token.rstrip("'").isalpha():
            continue
        unit = table.slots.get((" ".join(tokens[:k]), " ".join(tokens[k + 1 :])))
        if unit is not None:
            return Ago(1, UNITS[unit])
        # "a few" for the number of seconds or minutes ("il y a quelques secondes", "vor ein
        # paar Minuten", "a few seconds ago"): a comment just written
        for width in (1, 2):
            filler = tokens[k : k + width]
            if len(filler) < width or not all(w.isalpha() and len(w) <= SLOT_WORD_MAX for w in filler):
                continue
            unit = table.few.get((" ".join(tokens[:k]), " ".join(tokens[k + width :])))
            if unit is not None:
                return Ago(1, UNITS[unit])
    return None


@lru_cache(maxsize=8192)
def relative_past(text: str) -> Ago | None:
    """The relative past time that is the whole of ``text`` ("3 hours ago", "pred
    hodinou", "вчера"), or None."""
    if len(text) > 4 * WORDS_MAX_CHARS:
        return None
    if _NUMBER.search(text) is None:
        low = text.casefold()
        if _table().any_word.isdisjoint(low.split()):
            return None  # no word of a time in words
        return _in_words(normalise(text))
    found = _numbered(normalise(text), whole=True)
    return found[0] if found else None


@lru_cache(maxsize=8192)
def search_past(text: str) -> Ago | None:
    """The first relative past time with a number inside ``text`` ("Anna · pred 3
    hodinami · Reply"), or a time in words that is the whole of it; None when there is
    none."""
    if _NUMBER.search(text) is None:
        low = text.casefold()
        if len(low) > 4 * WORDS_MAX_CHARS or _table().any_word.isdisjoint(low.split()):
            return None  # no word of a time in words
        return _in_words(normalise(text))
    found = _numbered(normalise(text), whole=False)
    return found[0] if found else None


def _same_length(text: str) -> str:
    """``text`` lowercased, its digits ASCII and its spaces plain, one character for one
    (so that a match's place is its place in ``text``)."""
    out = []
    for c in text.translate(_SPACES):
        if c.isdigit() and not c.isascii():
            out.append(str(unicodedata.digit(c)))
            continue
        folded = c.casefold()
        out.append(folded if len(folded) == 1 else c.lower()[:1] or c)
    return "".join(out)


def find_past(text: str) -> tuple[Ago, str] | None:
    """The first relative past time inside ``text`` and its words as written there
    ("Anna pred 3 hodinami" -> (3 hours, "pred 3 hodinami")), or None (a time in
    words: only the whole text)."""
    found = search_past(text)
    if found is None:
        return None
    if any(c.isdigit() for c in text):
        at = _numbered(_same_length(text), whole=False)
        if at is not None and at[0] == found:
            return found, text[at[1] : at[2]].strip()
    return found, text.strip()


#: Where a byline's parts meet: "Anna · vor einer Stunde", "— أم سالم, قبل ساعتين".
_PARTS = re.compile(r"\s*(?:[,·•|—–]|\s-\s)\s*")
#: Longest text whose parts or last words are searched for a time in words.
WORDS_SEARCH_CHARS = 120


def words_span(text: str) -> tuple[int, int] | None:
    """Where a time in words without a number stands in a short byline (its start and
    end in ``text``): one of its parts between separators ("— أم سالم, قبل ساعتين") or
    its last words ("Anna vor einer Stunde"), each read as the whole of a text (in a
    sentence, "ago" says nothing). None for a text with a digit (:func:`find_past`)."""
    if len(text) > WORDS_SEARCH_CHARS or _NUMBER.search(text) is not None:
        return None
    if _table().any_word.isdisjoint(text.casefold().split()):
        return None
    for part in _PARTS.split(text):
        part = part.strip(_EDGE)
        if part and part != text.strip(_EDGE) and _in_words(normalise(part)) is not None:
            at = text.rfind(part)
            return at, at + len(part)
    tokens = text.split()
    for k in range(min(WORDS_MAX_TOKENS, len(tokens) - 1), 0, -1):
        tail = " ".join(tokens[-k:]).strip(_EDGE)
        if tail and _in_words(normalise(tail)) is not None:
            at = text.rfind(tokens[-k])
            return at, at + len(" ".join(tokens[-k:]).rstrip(_EDGE))
    return None


def has_time_word(text: str) -> bool:
    """Whether ``text`` has a word of a time in words ("yesterday", "вчера", "Stunde"):
    a cheap test before a reader looks closer."""
    return not _table().any_word.isdisjoint(text.casefold().split())


def is_relative_past(text: str) -> bool:
    """Whether ``text`` holds a relative past time (:func:`search_past`)."""
    return search_past(text) is not None
