"""Comment-section classifier: is this record section the article's user comments?

fastText on character 3-grams of the attribute values of the section (ComCrawler's
section classifier): the container, the record containers and all their descendants,
letters only, lowercase, text content ignored (:mod:`comspider.classify.section_features`).
Trained on ``models/data/sections.jsonl`` and shipped quantised as ``models/sections.ftz``.

Two classes implement the ``SectionClassifier`` protocol (``score(section) -> P(comments)``):

- :class:`FastTextSectionClassifier`: the paper's classifier alone (threshold 0.5);
- :class:`CombinedSectionClassifier`: ``0.3 * fastText + 0.7 * StructuralSectionScorer`` (the
  hand-written rules on text, dates, link density, nesting), threshold 0.6 -- the better of
  the two in the site-grouped cross-validation, and the recommended setting::

    COMSPIDER_SECTION_CLASSIFIER = "comspider.classify.section_classifier.CombinedSectionClassifier"
    COMSPIDER_SECTION_THRESHOLD = 0.6

Retrain with ``python -m comspider_lab train sections``; evaluated by
``python -m comspider_lab evaluate sections`` (docs/EVALUATION.md).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from comspider import settings as defaults
from comspider.classify import fasttext_model
from comspider.classify.section_features import document, section_text
from comspider.extraction.model import RecordSection

logger = logging.getLogger(__name__)

MODEL_NAME = "sections"
REPO = Path(__file__).resolve().parents[2]
MODEL_PATH = REPO / "models" / f"{MODEL_NAME}.ftz"  # the repository's copy (editable installs)


#: Operating threshold on P(comment section) (``COMSPIDER_SECTION_THRESHOLD``), chosen by
#: the site-grouped cross-validation in docs/EVALUATION.md.
DEFAULT_THRESHOLD = 0.5


class FastTextSectionClassifier:
    """``score(section) -> P(comment section)`` from the bundled fastText model.

    The model is loaded on first use (once per process). A section without records or
    without any attribute value scores 0.0."""

    def __init__(
        self, classifier: fasttext_model.FastTextClassifier | None = None, threshold: float | None = None
    ) -> None:
        self._classifier = classifier
        self._lock = threading.Lock()
        self.threshold = DEFAULT_THRESHOLD if threshold is None else threshold

    @classmethod
    def from_crawler(cls, crawler: Any) -> FastTextSectionClassifier:
        return cls.from_settings(crawler.settings)

    @classmethod
    def from_settings(cls, settings: Any) -> FastTextSectionClassifier:
        return cls(threshold=settings.getfloat("COMSPIDER_SECTION_THRESHOLD"))

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
COMBINED_THRESHOLD: float = defaults.COMSPIDER_SECTION_THRESHOLD


class CombinedSectionClassifier:
    """``COMBINED_WEIGHT * fastText + (1 - COMBINED_WEIGHT) * StructuralSectionScorer``.

    fastText reads the template's attribute values (what the section is called); the
    fallback rules read what it looks like (sentences, dates, link density, nesting,
    navigation context). Each catches sections the other misses."""

    def __init__(
        self,
        fasttext: FastTextSectionClassifier | None = None,
        fallback: Any = None,
        threshold: float | None = None,
        weight: float = COMBINED_WEIGHT,
    ) -> None:
        from comspider.classify.section_rules import StructuralSectionScorer  # noqa: PLC0415

        self.fasttext = fasttext or FastTextSectionClassifier()
        self.fallback = fallback or StructuralSectionScorer()
        self.weight = weight
        self.threshold = COMBINED_THRESHOLD if threshold is None else threshold

    @classmethod
    def from_crawler(cls, crawler: Any) -> CombinedSectionClassifier:
        return cls.from_settings(crawler.settings)

    @classmethod
    def from_settings(cls, settings: Any) -> CombinedSectionClassifier:
        return cls(threshold=settings.getfloat("COMSPIDER_SECTION_THRESHOLD"))

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


__all__ = [
    "COMBINED_THRESHOLD",
    "COMBINED_WEIGHT",
    "DEFAULT_THRESHOLD",
    "CombinedSectionClassifier",
    "FastTextSectionClassifier",
]
