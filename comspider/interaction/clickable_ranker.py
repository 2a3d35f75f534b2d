"""Entry-point classifier: which clickables open, load or lead to the article's comments.

fastText on character 3-grams of an element's text and attribute values (the paper's
Attribute-fastText) plus a few whole-token features (position relative to the article,
link kind, tag; see :mod:`comspider.interaction.clickable_features`), trained on
``models/data/clickables.jsonl`` and shipped quantised as ``models/clickables.ftz``.

For the interaction code::

    ranker = ClickableRanker.from_bundled()
    ranked = ranker.rank(clickables)                      # [(Clickable, score)], best first
    to_click = ranker.candidates(clickables, max_clicks=5)  # score >= threshold, best first

``KeywordRanker`` has the same interface (the paper's KeyWords baseline).
Retrain with ``python -m comspider_lab train clickables``.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from comspider import fasttext_model
from comspider import settings as defaults
from comspider.interaction.clickable_features import ALL_GROUPS, document, keyword_text
from comspider.lexicon import COMMENT_KEYWORDS

logger = logging.getLogger(__name__)

MODEL_NAME = "clickables"
REPO = Path(__file__).resolve().parents[2]
MODEL_PATH = REPO / "models" / f"{MODEL_NAME}.ftz"  # the repository's copy (editable installs)

#: Feature groups of the shipped model (chosen by the ablation in
#: docs/EVALUATION.md).
FEATURE_GROUPS: tuple[str, ...] = (
    "paper",
    "tag",
    "position",
    "link",
    "fragment",
    "shape",
    "textgrams",
    "length",
    "hrefwords",
)

#: Operating threshold on P(entry point): ``COMSPIDER_CLICK_THRESHOLD`` (its reason is
#: written where it is set, in comspider/settings.py).
DEFAULT_THRESHOLD: float = defaults.COMSPIDER_CLICK_THRESHOLD


class _RankerBase:
    threshold: float

    def scores(self, clickables: Sequence[Any]) -> list[float]:
        raise NotImplementedError

    def rank(self, clickables: Sequence[Any]) -> list[tuple[Any, float]]:
        """All clickables with their scores, best first (ties: document order)."""
        scores = self.scores(clickables)
        order = sorted(range(len(clickables)), key=lambda i: (-scores[i], i))
        return [(clickables[i], scores[i]) for i in order]

    def candidates(
        self, clickables: Sequence[Any], *, max_clicks: int | None = None, threshold: float | None = None
    ) -> list[tuple[Any, float]]:
        """The clickables scoring at least the threshold, best first, at most ``max_clicks``."""
        t = self.threshold if threshold is None else threshold
        out = [(c, s) for c, s in self.rank(clickables) if s >= t]
        return out[:max_clicks] if max_clicks is not None else out


class ClickableRanker(_RankerBase):
    """Scores clickables (``Clickable`` objects or their ``to_dict()`` form) with fastText."""

    def __init__(
        self,
        classifier: fasttext_model.FastTextClassifier,
        *,
        groups: Iterable[str] = FEATURE_GROUPS,
        threshold: float | None = None,
    ) -> None:
        self.classifier = classifier
        self.groups = tuple(groups)
        self.threshold = DEFAULT_THRESHOLD if threshold is None else threshold

    @classmethod
    def from_settings(cls, settings: Any) -> ClickableRanker | KeywordRanker:
        """The shipped model at ``COMSPIDER_CLICK_THRESHOLD``; the keyword ranker, with one
        warning, when the model cannot be loaded (a broken install must not stop a crawl)."""
        try:
            return cls.from_bundled(threshold=settings.getfloat("COMSPIDER_CLICK_THRESHOLD"))
        except Exception as exc:  # fastText raises plain exceptions
            logger.warning(
                "Clickable ranker unavailable (%s: %s); ranking with the keyword ranker instead",
                type(exc).__name__,
                str(exc)[:200],
            )
            return KeywordRanker()

    @classmethod
    def from_bundled(cls, *, threshold: float | None = None) -> ClickableRanker:
        """The shipped ``models/clickables.ftz``, read through importlib.resources (the
        ``comspider_models`` package); when that package is not installed (an install
        whose package list lacks it), the repository's file, with one warning."""
        return cls(
            fasttext_model.FastTextClassifier.bundled(MODEL_NAME, fallback=MODEL_PATH), threshold=threshold
        )

    @classmethod
    def from_path(cls, path: str | os.PathLike[str], *, threshold: float | None = None) -> ClickableRanker:
        return cls(fasttext_model.FastTextClassifier.from_path(path), threshold=threshold)

    def scores(self, clickables: Sequence[Any]) -> list[float]:
        return self.classifier.scores([document(c, self.groups) for c in clickables])


class KeywordRanker(_RankerBase):
    """The paper's KeyWords baseline: score = number of distinct comment keywords in the
    element's text (``text_only``, as in the paper) or in its text and attribute values."""

    def __init__(
        self, *, text_only: bool = False, keywords: Sequence[str] = COMMENT_KEYWORDS, threshold: float = 1.0
    ) -> None:
        self.text_only = text_only
        self.keywords = tuple(k.lower() for k in keywords)
        self.threshold = threshold

    @classmethod
    def from_settings(cls, settings: Any) -> KeywordRanker:
        """Scores count keywords, so the shipped threshold (a small probability) means
        "at least one keyword"; a threshold of 2 asks for two."""
        return cls(threshold=settings.getfloat("COMSPIDER_CLICK_THRESHOLD"))

    def _text(self, c: Any) -> str:
        if self.text_only:
            text = c.get("text") if isinstance(c, dict) else getattr(c, "text", "")
            return str(text or "").lower()
        return keyword_text(c)

    def scores(self, clickables: Sequence[Any]) -> list[float]:
        out = []
        for c in clickables:
            low = self._text(c)
            out.append(float(sum(1 for k in self.keywords if k in low)))
        return out


__all__ = ["ALL_GROUPS", "DEFAULT_THRESHOLD", "FEATURE_GROUPS", "ClickableRanker", "KeywordRanker"]
