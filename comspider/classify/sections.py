"""Comment-section classifier: is this record section the article's user comments?

fastText on character 3-grams of the attribute values of the section (ComCrawler's
section classifier): the container, the record containers and all their descendants,
letters only, lowercase, text content ignored (:mod:`comspider.classify.section_features`).
Trained on ``models/data/sections.jsonl`` and shipped quantised as ``models/sections.ftz``.

Two classes implement the ``SectionClassifier`` protocol (``score(section) -> P(comments)``):

- :class:`FastTextSectionClassifier`: the paper's classifier alone (threshold 0.5);
- :class:`CombinedSectionClassifier`: ``0.3 * fastText + 0.7 * FallbackCommentScorer`` (the
  hand-written rules on text, dates, link density, nesting), threshold 0.6 -- the better of
  the two in the site-grouped cross-validation, and the recommended setting::

    COMSPIDER_SECTION_CLASSIFIER = "comspider.classify.sections.CombinedSectionClassifier"
    COMSPIDER_SECTION_THRESHOLD = 0.6

Retrain with ``python -m comspider train sections``; evaluated by
``python -m comspider evaluate sections`` (docs/EVALUATION.md).
"""

from __future__ import annotations

import argparse
import logging
import random
import threading
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from comspider.classify import fasttext_model
from comspider.classify.section_features import document, section_text
from comspider.extraction.model import RecordSection

logger = logging.getLogger(__name__)

MODEL_NAME = "sections"
REPO = Path(__file__).resolve().parents[2]
DATASET = REPO / "models" / "data" / "sections.jsonl"
MODEL_PATH = REPO / "models" / f"{MODEL_NAME}.ftz"

#: fastText hyper-parameters of the shipped model; thread=1 and a fixed seed make training
#: deterministic for a given (sorted, seeded-shuffled) input.
FASTTEXT_PARAMS: dict[str, Any] = {
    "epoch": 25, "lr": 0.5, "dim": 32, "wordNgrams": 1, "minn": 0, "maxn": 0,
    "minCount": 1, "bucket": 100_000, "loss": "softmax", "thread": 1, "seed": 17,
}

#: Positives are repeated this many times in the training input (they are ~5% of it).
POSITIVE_REPEAT = 3

#: Operating threshold on P(comment section) (``COMSPIDER_SECTION_THRESHOLD``), chosen by
#: the site-grouped cross-validation in docs/EVALUATION.md.
DEFAULT_THRESHOLD = 0.5


class FastTextSectionClassifier:
    """``score(section) -> P(comment section)`` from the bundled fastText model.

    The model is loaded on first use (once per process). A section without records or
    without any attribute value scores 0.0."""

    def __init__(self, classifier: fasttext_model.FastTextClassifier | None = None,
                 threshold: float | None = None) -> None:
        self._classifier = classifier
        self._lock = threading.Lock()
        self.threshold = DEFAULT_THRESHOLD if threshold is None else threshold

    @classmethod
    def from_crawler(cls, crawler: Any) -> FastTextSectionClassifier:
        return cls(threshold=crawler.settings.getfloat("COMSPIDER_SECTION_THRESHOLD", DEFAULT_THRESHOLD))

    @classmethod
    def from_path(cls, path: str | Path, threshold: float | None = None) -> FastTextSectionClassifier:
        return cls(fasttext_model.FastTextClassifier.from_path(path), threshold)

    @property
    def classifier(self) -> fasttext_model.FastTextClassifier:
        if self._classifier is None:
            with self._lock:
                if self._classifier is None:
                    self._classifier = _bundled()
        return self._classifier

    def scores(self, sections: Sequence[RecordSection]) -> list[float]:
        lines = [document(section_text(s)) if s.records else "" for s in sections]
        todo = [i for i, line in enumerate(lines) if line]
        out = [0.0] * len(lines)
        for i, p in zip(todo, self.classifier.scores([lines[i] for i in todo]), strict=True):
            out[i] = p
        return out

    def score(self, section: RecordSection) -> float:
        return self.scores([section])[0]


#: Weight of the fastText score in :class:`CombinedSectionClassifier` and its threshold,
#: chosen by the site-grouped cross-validation (docs/EVALUATION.md).
COMBINED_WEIGHT = 0.3
COMBINED_THRESHOLD = 0.6


class CombinedSectionClassifier:
    """``COMBINED_WEIGHT * fastText + (1 - COMBINED_WEIGHT) * FallbackCommentScorer``.

    fastText reads the template's attribute values (what the section is called); the
    fallback rules read what it looks like (sentences, dates, link density, nesting,
    navigation context). Each catches sections the other misses."""

    def __init__(self, fasttext: FastTextSectionClassifier | None = None, fallback: Any = None,
                 threshold: float | None = None, weight: float = COMBINED_WEIGHT) -> None:
        from comspider.extraction.fallback_scorer import FallbackCommentScorer  # noqa: PLC0415

        self.fasttext = fasttext or FastTextSectionClassifier()
        self.fallback = fallback or FallbackCommentScorer()
        self.weight = weight
        self.threshold = COMBINED_THRESHOLD if threshold is None else threshold

    @classmethod
    def from_crawler(cls, crawler: Any) -> CombinedSectionClassifier:
        return cls(threshold=crawler.settings.getfloat("COMSPIDER_SECTION_THRESHOLD", COMBINED_THRESHOLD))

    def combine(self, fasttext_score: float, fallback_score: float) -> float:
        return self.weight * fasttext_score + (1.0 - self.weight) * fallback_score

    def score(self, section: RecordSection) -> float:
        if not section.records:
            return 0.0
        return self.combine(self.fasttext.score(section), float(self.fallback.score(section)))


def _bundled() -> fasttext_model.FastTextClassifier:
    """``models/sections.ftz`` through importlib.resources; the repository's file (with a
    warning) when the ``comspider_models`` package is not installed."""
    return fasttext_model.FastTextClassifier.bundled(MODEL_NAME, fallback=MODEL_PATH)


# --------------------------------------------------------------------------- training
def training_lines(rows: Iterable[dict[str, Any]], positive_repeat: int = POSITIVE_REPEAT,
                   seed: int = 17) -> list[tuple[str, bool]]:
    """(line, positive) pairs in a deterministic order: sorted, then shuffled with a fixed
    seed. Rows without attribute values are left out (they score 0.0 anyway)."""
    out = []
    for row in rows:
        line = document(row["features"])
        if not line:
            continue
        positive = row["label"] == 1
        out.extend([(line, positive)] * (positive_repeat if positive else 1))
    out.sort()
    random.Random(seed).shuffle(out)
    return out


def fit(rows: Iterable[dict[str, Any]], *, quantize: bool = True, positive_repeat: int = POSITIVE_REPEAT,
        **params: Any) -> fasttext_model.FastTextClassifier:
    """Train on dataset rows (in a fresh interpreter, see :func:`fasttext_model.train`)."""
    lines = training_lines(rows, positive_repeat)
    return fasttext_model.train(lines, quantize=quantize, **{**FASTTEXT_PARAMS, **params})


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    fasttext_model.add_model_arguments(parser, DATASET, MODEL_PATH)


def train(args: argparse.Namespace) -> int:
    from comspider.classify.section_dataset import read_rows  # noqa: PLC0415

    rows = read_rows(args.data)
    model = fit(rows, quantize=not args.no_quantize)
    return fasttext_model.save_trained(model, args.out, {
        "rows": len(rows), "positives": sum(1 for r in rows if r["label"] == 1),
        "params": FASTTEXT_PARAMS})


__all__ = ["COMBINED_THRESHOLD", "COMBINED_WEIGHT", "CombinedSectionClassifier", "DEFAULT_THRESHOLD",
           "FastTextSectionClassifier", "add_train_arguments", "fit", "train"]
