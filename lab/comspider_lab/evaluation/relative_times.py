"""Relative past times per language: the share of CLDR's past forms that the crawler
recognises as a written time and reads to the right time.

    python -m comspider_lab evaluate relative_times [--save FILE] [--before FILE]

For each of ``LANGUAGES`` (74), every past form CLDR gives (units second to year; long,
short and narrow; the numbers 1, 2, 5 and 21, each in its plural form's pattern, ASCII
digits), deduplicated: *recognised* is ``comspider.sections.times.is_written_time`` (the
section evidence: a record's written time), *read* is
``comspider.page_dates.parse_datetime`` (the comment's ``published_at``) giving the
reference time minus that many units (within 5 % for months and years: 30-day months
and calendar months both count). In-sample by construction: the crawler's table
(models/relative_times.json) is generated from the same CLDR data, so "after" measures
that the reader reads what the table holds, not what pages write.

``--dateish-cost`` prints instead what ``comspider.sections.structure.dateish`` costs per
text piece (CPU, best of 5 rounds over fresh copies of the pieces of at most 60
characters of the first 120 trafilatura pages: ../shared/data/trafilatura).

``--save FILE`` writes the per-language figures; ``--before FILE`` prints them beside
this checkout's. The "before" figures come from another checkout's crawler with this lab:
``PYTHONPATH=OTHER_CHECKOUT:lab python -m comspider_lab evaluate relative_times --save F``.
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path

from babel import Locale
from lxml import html as lxml_html

from comspider.page_dates import parse_datetime
from comspider.sections.structure import dateish
from comspider.sections.times import is_written_time
from comspider_lab.paths import require_shared_data

_LANGUAGE_LIST = (
    "en de fr es it pt nl sv da nb fi et lv lt pl cs sk sl hr sr bs bg mk ru uk be ro hu el tr az kk uz ky "
    "mn hy ka he ar fa ur hi mr bn pa gu ta te kn ml si ne th lo my km vi id ms fil sw am zu af sq is ga "
    "cy eu ca gl ja zh ko"
)
LANGUAGES = tuple(_LANGUAGE_LIST.split())
UNITS = ("second", "minute", "hour", "day", "week", "month", "year")
_SECONDS = {"second": 1, "minute": 60, "hour": 3600, "day": 86400, "week": 604800}
NUMBERS = (1, 2, 5, 21)
REFERENCE = datetime(2024, 5, 15, 12, 0, tzinfo=UTC)


def _expected(n: int, unit: str) -> tuple[datetime, timedelta]:
    """The time ``n`` ``unit``s before the reference, and the tolerance."""
    if unit in _SECONDS:
        return REFERENCE - timedelta(seconds=n * _SECONDS[unit]), timedelta(0)
    days = n * (30.4 if unit == "month" else 365.25)
    return REFERENCE - timedelta(days=days), timedelta(days=days * 0.05 + 1)


def past_forms(language: str) -> list[tuple[str, int, str]]:
    """(text, number, unit) of every past form of ``language``, deduplicated."""
    locale = Locale.parse(language)
    fields = locale._data["date_fields"]
    plural = locale.plural_form
    out: dict[str, tuple[int, str]] = {}
    for unit in UNITS:
        for width in ("", "-short", "-narrow"):
            field = fields.get(unit + width)
            if not field:
                continue
            past = field.get("past", {})
            for n in NUMBERS:
                form = plural(n)
                pattern = past.get(form) if form in past else past.get("other")
                if pattern:
                    out.setdefault(pattern.replace("{0}", str(n)), (n, unit))
    return [(text, n, unit) for text, (n, unit) in out.items()]


def measure() -> dict[str, dict[str, int]]:
    figures = {}
    for language in LANGUAGES:
        forms = past_forms(language)
        recognised = read = 0
        for text, n, unit in forms:
            recognised += is_written_time(text)
            want, slack = _expected(n, unit)
            try:
                got = parse_datetime(text, REFERENCE)
            except (OverflowError, ValueError):
                got = None
            read += got is not None and abs(got - want) <= slack
        figures[language] = {"forms": len(forms), "recognised": recognised, "read": read}
    return figures


def _share(part: int, whole: int) -> str:
    return f"{part / whole:.2f}" if whole else "-"


def dateish_cost(rounds: int = 5, pages: int = 120) -> tuple[float, int, int]:
    """(CPU microseconds per call, pieces, pieces that are dateish)."""
    folder = require_shared_data() / "trafilatura" / "pages"
    pieces: list[str] = []
    for path in sorted(folder.glob("*.gz"))[:pages]:
        try:
            with gzip.open(path) as page:
                root = lxml_html.fromstring(page.read())
        except (ValueError, OSError):
            continue
        for raw in root.itertext():
            text = " ".join(str(raw).split())
            if text and len(text) <= 60:
                pieces.append(text)
    best, found = float("inf"), 0
    for _ in range(rounds):
        fresh = ["".join(list(p)) for p in pieces]
        start = time.process_time()
        found = sum(1 for p in fresh if dateish(p))
        best = min(best, time.process_time() - start)
    return best * 1e6 / len(pieces), len(pieces), found


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m comspider_lab evaluate relative_times")
    parser.add_argument("--dateish-cost", action="store_true", help="the CPU of dateish per text piece")
    parser.add_argument("--save", type=Path, default=None, help="write the per-language figures here")
    parser.add_argument("--before", type=Path, default=None, help="figures saved from another checkout")
    args = parser.parse_args(argv)
    if args.dateish_cost:
        micros, pieces, found = dateish_cost()
        print(
            f"dateish: {micros:.2f} µs CPU per piece (best of 5 rounds), {found} of {pieces} pieces dateish"
        )
        return 0
    figures = measure()
    if args.save is not None:
        args.save.write_text(json.dumps(figures, indent=1) + "\n", encoding="utf-8")
    before = json.loads(args.before.read_text(encoding="utf-8")) if args.before else None
    print(
        f"\nCLDR past forms (1, 2, 5, 21 x second..year x long/short/narrow) per language: {len(LANGUAGES)}\n"
    )
    if before:
        print("| language | forms | recognised before | recognised after | read before | read after |")
        print("|---|---|---|---|---|---|")
    else:
        print("| language | forms | recognised | read |")
        print("|---|---|---|---|")
    totals = {"forms": 0, "recognised": 0, "read": 0, "b_recognised": 0, "b_read": 0}
    for language, f in figures.items():
        totals["forms"] += f["forms"]
        totals["recognised"] += f["recognised"]
        totals["read"] += f["read"]
        if before:
            b = before[language]
            totals["b_recognised"] += b["recognised"]
            totals["b_read"] += b["read"]
            print(
                f"| {language} | {f['forms']} | {_share(b['recognised'], f['forms'])} | "
                f"{_share(f['recognised'], f['forms'])} | {_share(b['read'], f['forms'])} | {_share(f['read'], f['forms'])} |"
            )
        else:
            print(
                f"| {language} | {f['forms']} | {_share(f['recognised'], f['forms'])} | {_share(f['read'], f['forms'])} |"
            )
    n = totals["forms"]
    if before:
        print(
            f"| **all** | {n} | {_share(totals['b_recognised'], n)} | {_share(totals['recognised'], n)} | "
            f"{_share(totals['b_read'], n)} | {_share(totals['read'], n)} |"
        )
        full_before = sum(b["read"] == b["forms"] for b in before.values())
        full_after = sum(f["read"] == f["forms"] for f in figures.values())
        print(f"\nlanguages whose every form is read: {full_before} before, {full_after} after")
    else:
        print(f"| **all** | {n} | {_share(totals['recognised'], n)} | {_share(totals['read'], n)} |")
    return 0
