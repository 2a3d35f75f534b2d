"""Month (and weekday) names of every language CLDR knows, for reading dates written with one ("4 Ebrill
2023", "2023 ഏപ്രിൽ 4", "4 квітня 2023 р."): the table ``models/month_words.json``, made by
``python -m comspider_lab train month_words`` from CLDR through Babel.

A word maps to its month (1-12), or to 0 when locales disagree on which month it names
("listopad"): then it says that a text is a date, not which.
"""

from __future__ import annotations

import json
import sys
import unicodedata
from functools import lru_cache
from importlib import resources

DATA_FILE = "month_words.json"
#: Invisible joiners and direction marks, dropped from a word (Sinhala writes a joiner
#: inside "අප්‍රේල්", some pages do not).
_INVISIBLE = dict.fromkeys(map(ord, "\u200b\u200c\u200d\u200e\u200f\u2066\u2067\u2068\u2069\u061c\u00ad"))


def normalise(word: str) -> str:
    """Case-folded, composed, without invisible marks and without a final full stop."""
    return unicodedata.normalize("NFC", word.translate(_INVISIBLE)).casefold().rstrip(".")


@lru_cache(maxsize=1)
def _data() -> tuple[dict[str, int], frozenset[str]]:
    data = json.loads(resources.files("comspider_models").joinpath(DATA_FILE).read_text("utf-8"))
    return {str(k): int(v) for k, v in data["months"].items()}, frozenset(data["weekdays"])


def _table() -> dict[str, int]:
    return _data()[0]


def calendar_word(word: str) -> bool:
    """Whether ``word`` names a weekday or a month in some language CLDR knows ("Jumatatu",
    "Mon", "aprīlis"): a date's word, not a name."""
    key = normalise(word)
    months, weekdays = _data()
    return key in weekdays or key in months


#: Letters a word in plain ASCII needs to be read by the table: CLDR's three-letter
#: abbreviations of the world's languages are English words too ("vol", "win", "lap":
#: "Vol. 3, 2012" is no 3 March); the hand-written tables of comspider.page_dates hold
#: the common ones.
ASCII_MIN_LETTERS = 4


def month_number(word: str) -> int | None:
    """The month ``word`` names (1-12), 0 when languages disagree, None when it names none."""
    key = normalise(word)
    if key.isascii() and len(key) < ASCII_MIN_LETTERS:
        return None
    return _table().get(key)


def any_month_number(word: str) -> int | None:
    """The one month ``word`` names in any language, short ASCII abbreviations too ("Eyl",
    "Haz"): for a word already known to stand where a date's month does; None when it
    names none or not one only."""
    return _table().get(normalise(word)) or None


def _mark_ranges() -> str:
    """A character class body of the combining marks of the Basic Multilingual Plane (an
    Indic vowel sign or virama is no letter to ``[^\\W\\d_]``, yet inside the word)."""
    ranges: list[tuple[int, int]] = []
    for code in range(0x0300, min(sys.maxunicode, 0xFFFF) + 1):
        if unicodedata.category(chr(code)).startswith("M"):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1] = (ranges[-1][0], code)
            else:
                ranges.append((code, code))
    return "".join(f"\\u{a:04x}" if a == b else f"\\u{a:04x}-\\u{b:04x}" for a, b in ranges)


#: A word's letters in any script, with the marks it carries and joiners between them.
WORD_CHARACTER = rf"(?:[^\W\d_]|[{_mark_ranges()}\u200c\u200d])"
