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


# Month names (and their usual abbreviations) of the languages whose comment dates are
# most often written out (Catalan's own last: "12 de maig de 2017"): read without dateparser, which takes about a millisecond per
# new string (four seconds for a page of 4,000 comments).
HAND_MONTHS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        "january jan januar jänner jän janvier janv enero ene gennaio gen januari janeiro gener",
        "february feb februar février févr fevrier febrero febbraio februari fevereiro fev febrer febr",
        "march mar märz mär mrz mars marzo maart março març",
        "april apr avril avr abril abr aprile",
        "may mai mayo maggio mag mei maio maig",
        "june jun juni juin junio giugno giu junho juny",
        "july jul juli juillet juil julio luglio lug julho juliol",
        "august aug août aout agosto ago augustus",
        "september sep sept septembre septiembre setiembre settembre set setembro setembre",
        "october oct oktober okt octobre octubre ottobre ott outubro out",
        "november nov novembre noviembre novembro",
        "december dec dezember dez décembre déc decembre diciembre dic dicembre dezembro desembre des",
    ),
    start=1,
):
    for _name in _names.split():
        HAND_MONTHS.setdefault(_name, _number)
# Russian (nominative and genitive: "12 марта 2024"), Polish (genitive: "11 maja 2021")
# and Arabic ("1 يناير 2026") month names, as written in dates.
OTHER_MONTHS: dict[str, int] = {}
for _number, _names in enumerate(
    (
        "январь января stycznia يناير",
        "февраль февраля lutego فبراير",
        "март марта marca مارس",
        "апрель апреля kwietnia أبريل",
        "май мая maja مايو",
        "июнь июня czerwca يونيو",
        "июль июля lipca يوليو",
        "август августа sierpnia أغسطس",
        "сентябрь сентября września سبتمبر",
        "октябрь октября października أكتوبر",
        "ноябрь ноября listopada نوفمبر",
        "декабрь декабря grudnia ديسمبر",
    ),
    start=1,
):
    for _name in _names.split():
        OTHER_MONTHS.setdefault(_name, _number)


def named_month(word: str) -> int | None:
    """The month of the hand-written tables ``word`` names (1-12), or None."""
    key = word.casefold().rstrip(".")
    return HAND_MONTHS.get(key) or OTHER_MONTHS.get(key)
