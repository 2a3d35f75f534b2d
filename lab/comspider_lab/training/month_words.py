"""Generate the crawler's table of month names from CLDR (through Babel):
`python -m comspider_lab train month_words [--out models/month_words.json]`.

For every locale Babel knows, the Gregorian calendar's month names as dates write them
(the "format" context: Latvian "aprīlis", Polish "kwietnia", Ukrainian "квітня") and as they
stand alone, wide and abbreviated, case-folded and without a final full stop; and the
weekdays' names the same way ("Jumatatu 2/2/2015": a day of a date, not a reader's name). A word that
names one month in every locale that has it is kept with that month ("ebrill": 4); a word
that names different months in different locales ("listopad": November in Polish and Czech,
October in Croatian) is kept as a month of none (0): it says a text is a date, not which
one. Left out: words holding a digit (they are numbers: "4月", "M04"), and words shorter
than three letters, but for a month's full name of two in a script of syllables ("मई",
"মে", "மே", "ሜይ": May in Hindi, Bengali, Tamil, Amharic); two letters of an alphabet are
an abbreviation or a word of another language. A word that is also a weekday somewhere ("mar", Spanish's Tuesday) stays: a
weekday is never written between a day and a year. The file records the CLDR and Babel
versions. :mod:`comspider.month_words` reads it.
"""

from __future__ import annotations

import argparse
import json
import unicodedata
from collections import defaultdict
from pathlib import Path
from typing import Any

import babel
from babel import Locale, localedata
from babel.core import get_global

from comspider.month_words import normalise

OUT = Path(__file__).resolve().parents[3] / "models" / "month_words.json"
_CONTEXTS = ("format", "stand-alone")
_WIDTHS = ("wide", "abbreviated")
MIN_LETTERS = 3
#: Scripts whose two letters are no month's full name (a word or an abbreviation elsewhere:
#: "me", "ma", "مه", "мш"), by the first word of the letters' Unicode names.
_ALPHABETS = frozenset({"LATIN", "CYRILLIC", "GREEK", "ARABIC", "HEBREW", "SYRIAC", "CJK", "HANGUL"})


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=Path, default=OUT, help=f"where to write the table (default {OUT})")


def _names(mapping: Any) -> list[tuple[int, str]]:
    try:
        return [(int(k), str(v)) for k, v in dict(mapping).items()]
    except Exception:  # noqa: BLE001 - a locale without the width
        return []


def _syllables(word: str) -> bool:
    """A word of two letters of a script of syllables (Devanagari, Bengali, Tamil, Ethiopic,
    Myanmar...): a whole word there, as "मई" is."""
    if len(word) != 2:
        return False
    try:
        scripts = {unicodedata.name(ch).split()[0] for ch in word}
    except ValueError:
        return False
    return not scripts & _ALPHABETS


def build() -> dict[str, Any]:
    months: defaultdict[str, set[int]] = defaultdict(set)
    weekdays: set[str] = set()
    locales = 0
    for ident in sorted(localedata.locale_identifiers()):
        try:
            locale = Locale.parse(ident)
        except Exception:  # noqa: BLE001 - an alias Babel cannot load
            continue
        locales += 1
        for context in _CONTEXTS:
            for width in _WIDTHS:
                for number, name in _names(locale.months.get(context, {}).get(width, {})):
                    word = normalise(name)
                    if any(ch.isdigit() for ch in word):
                        continue
                    if len(word) >= MIN_LETTERS or (width == "wide" and _syllables(word)):
                        months[word].add(number)
                for _day, name in _names(locale.days.get(context, {}).get(width, {})):
                    word = normalise(name)
                    if len(word) >= MIN_LETTERS and not any(ch.isdigit() for ch in word):
                        weekdays.add(word)
    table = {w: (next(iter(n)) if len(n) == 1 else 0) for w, n in sorted(months.items())}
    return {
        "months": table,
        "weekdays": sorted(weekdays),
        "provenance": {
            "cldr": str(get_global("cldr").get("version", "")) if get_global("cldr") else "",
            "babel": babel.__version__,
            "locales": locales,
            "ambiguous": sum(1 for n in table.values() if n == 0),
        },
    }


def train(args: argparse.Namespace) -> int:
    table = build()
    args.out.write_text(json.dumps(table, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    p = table["provenance"]
    print(
        f"{args.out}: {len(table['months'])} month words, {len(table['weekdays'])} weekday words ({p['ambiguous']} naming different months in different "
        f"locales); CLDR {p['cldr']}, Babel {p['babel']}, {p['locales']} locales"
    )
    return 0
