"""Comment-section classifier: is this record section the article's user comments?

fastText on character 3-grams of the attribute values of the section (ComCrawler's
section classifier): the container, the record containers and all their descendants,
letters only, lowercase, text content ignored (:mod:`comspider.sections.features`).
Trained on ``models/data/sections.jsonl`` and shipped quantised as ``models/sections.ftz``.

Two classes implement the ``SectionClassifier`` protocol (``score(section) -> P(comments)``):

- :class:`FastTextSectionClassifier`: the paper's classifier alone (threshold 0.5);
- :class:`CombinedSectionClassifier`: one logistic regression on the structural terms,
  the evidence of a discussion and the fastText score (stacked), with the hand-set
  vetoes of things that are no comments by definition -- the default::

    COMSPIDER_SECTION_CLASSIFIER = "comspider.sections.classifier.CombinedSectionClassifier"
    COMSPIDER_SECTION_THRESHOLD = 0.3

Retrain with ``python -m comspider_lab train sections``; evaluated by
``python -m comspider_lab evaluate sections`` (docs/EVALUATION.md).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from comspider import fasttext_model
from comspider import settings as defaults
from comspider.records.model import RecordSection
from comspider.sections.features import document, section_text

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


#: Threshold of :class:`CombinedSectionClassifier` (``COMSPIDER_SECTION_THRESHOLD``).
COMBINED_THRESHOLD: float = defaults.COMSPIDER_SECTION_THRESHOLD


class CombinedSectionClassifier:
    """One logistic score over the structural rules' terms, the evidence of a discussion
    and the fastText score (its weights, ``"combined"`` in ``models/sections.weights.json``,
    are fitted on out-of-fold fastText scores, as the shipped model scores sites it has not
    seen), plus the vetoes (:data:`~comspider.sections.rules.VETOES`).

    fastText and a few terms read the template's names (what the section is called); the
    rest read what it looks like and what readers can do with it (bylines, sentences,
    dates, replies, votes, anchors, distinct authors, the form and count nearby). No term
    is a gate: a section that names nothing like comments passes on its evidence, and one
    named like comments does not pass on its name alone when it shows none."""

    def __init__(
        self,
        fasttext: FastTextSectionClassifier | None = None,
        rules: Any = None,
        threshold: float | None = None,
        weights: Any = None,
    ) -> None:
        from comspider.sections.rules import StructuralSectionScorer  # noqa: PLC0415

        self.fasttext = fasttext or FastTextSectionClassifier()
        self.rules = rules or StructuralSectionScorer()
        self._weights = weights
        self.threshold = COMBINED_THRESHOLD if threshold is None else threshold

    @classmethod
    def from_crawler(cls, crawler: Any) -> CombinedSectionClassifier:
        return cls.from_settings(crawler.settings)

    @classmethod
    def from_settings(cls, settings: Any) -> CombinedSectionClassifier:
        return cls(threshold=settings.getfloat("COMSPIDER_SECTION_THRESHOLD"))

    @property
    def weights(self) -> Any:
        if self._weights is None:
            from comspider.sections.rules import bundled_weights  # noqa: PLC0415

            self._weights = bundled_weights("combined")
        return self._weights

    def score_terms(self, terms: dict[str, float], fasttext_score: float) -> float:
        """The score from the rules' terms (:func:`~comspider.sections.rules.terms`) and
        the fastText score."""
        return float(self.weights.score({**terms, "fasttext": fasttext_score}))

    def score(self, section: RecordSection) -> float:
        from comspider.sections.rules import terms  # noqa: PLC0415
        from comspider.sections.selection import evident_floor  # noqa: PLC0415

        if not section.records:
            return 0.0
        features = self.rules.features(section)
        if features["empty"]:
            return 0.0
        score = self.score_terms(terms(features), self.fasttext.score(section))
        return evident_floor(section, features, score, self.rules.features)


def _bundled() -> fasttext_model.FastTextClassifier:
    """``models/sections.ftz`` through importlib.resources; the repository's file (with a
    warning) when the ``comspider_models`` package is not installed."""
    return fasttext_model.FastTextClassifier.bundled(MODEL_NAME, fallback=MODEL_PATH)


__all__ = [
    "COMBINED_THRESHOLD",
    "DEFAULT_THRESHOLD",
    "CombinedSectionClassifier",
    "FastTextSectionClassifier",
]
