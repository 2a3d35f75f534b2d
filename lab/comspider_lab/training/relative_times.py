"""Generate the crawler's table of relative past times from CLDR (through Babel):
`python -m comspider_lab train relative_times [--out models/relative_times.json]`.

For every locale Babel knows: each unit's (second to year) past patterns, long, short and
narrow, every plural form ("pred {0} hodinami", "{0}h ago"); the patterns of the plural
form "one" without their number ("pred hodinou"; long ones only) or with one word in its
place ("vor einer Stunde", "egy órája"); the forms CLDR writes without a number ("לפני שעה",
"قبل ساعتين"); "yesterday", "the day before yesterday", "today" and "now". Left out: a
pattern that is also some locale's future or duration (a duration is no written time),
a pattern that is some locale's future more often than a past, and a one-word day in Latin letters that the hand-written lists do not have ("jana",
"leo": names too). A few colloquial variants CLDR lacks are added (``COLLOQUIAL``). The
file records the CLDR and Babel versions. :mod:`comspider.relative_times` reads it.
"""

from __future__ import annotations

import argparse
import json
import re
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import babel
from babel import Locale, localedata
from babel.core import get_global

from comspider.relative_times import UNITS, normalise

OUT = Path(__file__).resolve().parents[3] / "models" / "relative_times.json"
_WIDTHS = ("", "-short", "-narrow")
_FIXED_COUNTS = {"zero": 0, "one": 1, "two": 2}
#: Colloquial words for "ago" beside CLDR's, per language: (CLDR's, the colloquial one).
COLLOQUIAL = {
    "th": (("ที่ผ่านมา", "ที่แล้ว"),),
    "ta": (("முன்", "முன்பு"),),
    "ar": (("قبل", "منذ"),),
    # "३ दिन अघि", "२ घण्टा अगाडि" beside "पहिले"
    "ne": (("पहिले", "अघि"), ("पहिले", "अगाडि")),
    # Persian's everyday "قبل" beside CLDR's "پیش" ("۳ ساعت قبل"); Gujarati written
    # without the nasal mark ("5 મિનિટ પહેલા"); Greek without "από" ("πριν 3 ώρες")
    "fa": (("پیش", "قبل"),),
    "gu": (("પહેલાં", "પહેલા"),),
    "el": (("πριν από", "πριν"),),
}
#: Colloquial patterns CLDR lacks: (language, unit, pattern).
COLLOQUIAL_PATTERNS = (
    ("pt", "second", "{0} segundos atrás"),
    ("pt", "minute", "{0} minutos atrás"),
    ("pt", "minute", "{0} minuto atrás"),
    ("pt", "hour", "{0} horas atrás"),
    ("pt", "hour", "{0} hora atrás"),
    ("pt", "day", "{0} dias atrás"),
    ("pt", "day", "{0} dia atrás"),
    ("pt", "week", "{0} semanas atrás"),
    ("pt", "week", "{0} semana atrás"),
    ("pt", "month", "{0} meses atrás"),
    ("pt", "month", "{0} mês atrás"),
    ("pt", "year", "{0} anos atrás"),
    ("pt", "year", "{0} ano atrás"),
    # Estonian's everyday "ago", with the partitive ("3 tundi tagasi") where CLDR's "eest"
    # takes the genitive ("3 tunni eest")
    ("et", "second", "{0} sekundit tagasi"),
    ("et", "second", "{0} sekund tagasi"),
    ("et", "minute", "{0} minutit tagasi"),
    ("et", "minute", "{0} minut tagasi"),
    ("et", "hour", "{0} tundi tagasi"),
    ("et", "hour", "{0} tund tagasi"),
    ("et", "day", "{0} päeva tagasi"),
    ("et", "day", "{0} päev tagasi"),
    ("et", "week", "{0} nädalat tagasi"),
    ("et", "week", "{0} nädal tagasi"),
    ("et", "month", "{0} kuud tagasi"),
    ("et", "month", "{0} kuu tagasi"),
    ("et", "year", "{0} aastat tagasi"),
    ("et", "year", "{0} aasta tagasi"),
    # Russian's hour abbreviated with a full stop as its minute is ("3 ч. назад")
    ("ru", "hour", "{0} ч. назад"),
    # Tamil's hour in two words ("3 மணி நேரம் முன்பு") and the singular after a number
    ("ta", "hour", "{0} மணி நேரம் முன்பு"),
    ("ta", "hour", "{0} மணி நேரத்திற்கு முன்பு"),
    ("ta", "minute", "{0} நிமிடம் முன்பு"),
    ("ta", "day", "{0} நாள் முன்பு"),
    # Bengali's hour as often spelt with ন্ট as with ণ্ট ("৩ ঘন্টা আগে")
    ("bn", "hour", "{0} ঘন্টা আগে"),
    # Hindi's everyday singulars and units where CLDR writes one form ("1 घंटा पहले",
    # "2 महीने पहले", "3 हफ्ते पहले", "5 साल पहले")
    ("hi", "second", "{0} सेकंड पहले"),
    ("hi", "hour", "{0} घंटा पहले"),
    ("hi", "week", "{0} हफ्ते पहले"),
    ("hi", "week", "{0} हफ्ता पहले"),
    ("hi", "week", "{0} हफ़्ते पहले"),
    ("hi", "week", "{0} हफ़्ता पहले"),
    ("hi", "month", "{0} महीने पहले"),
    ("hi", "month", "{0} महीना पहले"),
    ("hi", "year", "{0} साल पहले"),
    # Greek's "ago" after the time too ("3 ώρες πριν"), as readers' widgets write it
    *(
        ("el", unit, f"{{0}} {word} πριν")
        for unit, words in (
            ("second", "δευτερόλεπτο δευτερόλεπτα"),
            ("minute", "λεπτό λεπτά"),
            ("hour", "ώρα ώρες"),
            ("day", "ημέρα ημέρες μέρα μέρες"),
            ("week", "εβδομάδα εβδομάδες"),
            ("month", "μήνα μήνες"),
            ("year", "χρόνο χρόνια"),
        )
        for word in words.split()
    ),
)
#: A unit abbreviated with a full stop is as often written without it ("5 dk önce",
#: "vor 5 Min", "3 godz temu"): each such past pattern also without its stops.
_ABBREVIATED = re.compile(r"(?<=[^\W\d_])\.(?=\s|$)")
#: One-word days in Latin letters kept (those the hand-written lists have; "hier" and
#: "ma" are everyday words of other languages, left to those lists' own rules).
_LATIN_DAYS = (
    "yesterday today gestern heute vorgestern ayer hoy ieri oggi igår idag eilen tänään tegnap včera dnes "
    "wczoraj dzisiaj dün bugün gisteren vandaag ontem hoje azi astăzi jučer juče danas vakar šodien "
    "šiandien eile täna ahir avui kemarin"
)
LATIN_DAY_WORDS = frozenset(_LATIN_DAYS.split())


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--out", type=Path, default=OUT, help=f"the table (default {OUT})")


def _split(pattern: str) -> tuple[str, str] | None:
    norm = normalise(pattern)
    if "{0}" not in norm or norm.count("{0}") > 1:
        return None
    before, after = norm.split("{0}")
    return before.strip(), after.strip()


def _latin(text: str) -> bool:
    return all(
        c.isascii() or 0x00C0 <= ord(c) <= 0x024F or 0x1E00 <= ord(c) <= 0x1EFF for c in text if c.isalpha()
    )


def _values(mapping: Any) -> dict[Any, str]:
    return {k: mapping[k] for k in mapping}


def build() -> dict[str, Any]:
    numbered: dict[tuple[str, str], Counter[int]] = defaultdict(Counter)
    words: dict[str, Counter[tuple[int, int]]] = defaultdict(Counter)
    slots: dict[tuple[str, str], Counter[int]] = defaultdict(Counter)
    not_past: set[tuple[str, str]] = set()  # durations, split at {0}
    futures: Counter[tuple[str, str]] = Counter()  # futures, split at {0}: how often
    not_past_words: set[str] = set()
    locales = 0
    for ident in localedata.locale_identifiers():
        try:
            locale = Locale.parse(ident)
            fields = locale._data["date_fields"]
            units = locale._data["unit_patterns"]
        except (KeyError, ValueError):
            continue
        locales += 1
        language = ident.split("_")[0]
        for name in UNITS:
            for width_name in ("long", "short", "narrow"):
                for form, pattern in _values(units.get(f"duration-{name}", {}).get(width_name, {})).items():
                    if form == "per":
                        continue  # "{0} per hour" (Mazanderani's is its past: "{0} هفته پیش")
                    split = _split(pattern)
                    if split:
                        not_past.add(split)
        for u, name in enumerate(UNITS):
            for width in _WIDTHS:
                field = fields.get(name + width)
                if not field:
                    continue
                for future in _values(field.get("future", {})).values():
                    split = _split(future)
                    if split:
                        futures[split] += 1
                    else:
                        not_past_words.add(normalise(future))
                for offset, word in _values(field.get("relative", {})).items():
                    if offset > 0:
                        not_past_words.add(normalise(word))
                past = _values(field.get("past", {}))
                variants = dict(past)
                for old, new in COLLOQUIAL.get(language, ()):
                    for form, pattern in past.items():
                        if old in pattern and new:
                            variants[f"{form}+{new}"] = pattern.replace(old, new)
                for form, pattern in list(variants.items()):
                    if _ABBREVIATED.search(pattern):
                        variants[f"{form}+nostop"] = _ABBREVIATED.sub("", pattern)
                for form, pattern in variants.items():
                    plural = form.split("+")[0]
                    split = None if "({0})" in pattern else _split(pattern)
                    if split is None:  # "לפני שעה ({0})", "قبل ساعتين": the count is the form's
                        text = normalise(pattern.replace("({0})", "").replace("{0}", ""))
                        if plural in _FIXED_COUNTS:
                            words[text.strip()][(u, _FIXED_COUNTS[plural])] += 1
                        continue
                    numbered[split][u] += 1
                    before, after = split
                    if plural == "one":
                        slots[(before, after)][u] += 1
                    if plural == "one" and width == "":
                        bare = " ".join(f"{before} {after}".split())
                        if " " in bare or not _latin(bare):
                            words[bare][(u, 1)] += 1
            field = fields.get(name)
            if field:
                rel = _values(field.get("relative", {}))
                if name == "day":
                    for offset in (-2, -1, 0):
                        if offset in rel:
                            words[normalise(rel[offset])][(u, -offset)] += 1
                if name == "second" and 0 in rel:
                    words[normalise(rel[0])][(u, 0)] += 1
    for _language, unit, pattern in COLLOQUIAL_PATTERNS:
        split = _split(pattern)
        assert split is not None
        numbered[split][UNITS.index(unit)] += 1
    dropped = {"future or duration": 0, "a sign and a letter": 0, "one Latin word": 0, "unit in doubt": 0}
    out_numbered = []
    for (before, after), counts in sorted(numbered.items()):
        # A duration, or a future more often than a past (a locale or two have a future
        # among their past patterns: Arabic's "خلال {0} أشهر")
        if (before, after) in not_past or futures[(before, after)] >= counts.total() or not (before or after):
            dropped["future or duration"] += 1
            continue
        if sum(c.isalpha() for c in before + after) < 2 or (before and not any(c.isalpha() for c in before)):
            dropped["a sign and a letter"] += 1  # "-{0} h": a range or a sign, not a time
            continue
        out_numbered.append([before, after, counts.most_common(1)[0][0]])
    out_words = []
    for text, word_counts in sorted(words.items()):
        if not text or text in not_past_words:
            dropped["future or duration"] += 1
            continue
        if " " not in text and _latin(text) and text not in LATIN_DAY_WORDS:
            dropped["one Latin word"] += 1
            continue
        (word_unit, count), _n = word_counts.most_common(1)[0]
        out_words.append([text, word_unit, count])
    out_slots = []
    for (before, after), slot_counts in sorted(slots.items()):
        if (before, after) in not_past or futures[(before, after)] >= slot_counts.total():
            continue
        if sum(c.isalpha() for c in before + after) < 3:
            continue
        if len(slot_counts) > 1:
            dropped["unit in doubt"] += 1
        out_slots.append([before, after, slot_counts.most_common(1)[0][0]])
    return {
        "provenance": {
            "source": "CLDR relative-time patterns (date_fields) through Babel",
            "cldr": str(get_global("cldr").get("version", "?"))
            if hasattr(get_global("cldr"), "get")
            else "?",
            "babel": babel.__version__,
            "locales": locales,
            "generated_by": "python -m comspider_lab train relative_times",
            "dropped": dropped,
        },
        "units": list(UNITS),
        "numbered": out_numbered,
        "words": out_words,
        "slots": out_slots,
    }


def train(args: argparse.Namespace) -> int:
    table = build()
    args.out.write_text(json.dumps(table, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    p = table["provenance"]
    print(
        f"{args.out}: {len(table['numbered'])} patterns with a number, {len(table['words'])} in words, "
        f"{len(table['slots'])} with a word for one; CLDR {p['cldr']}, Babel {p['babel']}, {p['locales']} locales; "
        f"left out: {p['dropped']}"
    )
    return 0
