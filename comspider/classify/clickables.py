"""Entry-point classifier: which clickables open, load or lead to the article's comments.

fastText on character 3-grams of an element's text and attribute values (the paper's
Attribute-fastText) plus a few whole-token features (position relative to the article,
link kind, tag; see :mod:`comspider.classify.clickable_features`), trained on
``models/data/clickables.jsonl`` and shipped quantised as ``models/clickables.ftz``.

For the interaction code::

    ranker = ClickableRanker.from_bundled()
    ranked = ranker.rank(clickables)                      # [(Clickable, score)], best first
    to_click = ranker.candidates(clickables, max_clicks=5)  # score >= threshold, best first

``KeywordRanker`` has the same interface (the paper's KeyWords baseline).
Retrain with ``python -m comspider train clickables``.
"""

from __future__ import annotations

import argparse
import logging
import os
import random
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any, Protocol

from comspider.browser.keywords import COMMENT_KEYWORDS
from comspider.classify import fasttext_model
from comspider.classify.clickable_features import ALL_GROUPS, document, keyword_text

logger = logging.getLogger(__name__)

MODEL_NAME = "clickables"
REPO = Path(__file__).resolve().parents[2]
DATASET = REPO / "models" / "data" / "clickables.jsonl"
MODEL_PATH = REPO / "models" / f"{MODEL_NAME}.ftz"

#: Feature groups of the shipped model (chosen by the ablation in
#: docs/EVALUATION.md).
FEATURE_GROUPS: tuple[str, ...] = ("paper", "tag", "position", "link", "fragment", "shape", "textgrams",
                                   "length", "hrefwords")

#: fastText hyper-parameters of the shipped model. thread=1 and a fixed seed make
#: training deterministic for a given (sorted) input. wordNgrams=3: runs of up to three
#: adjacent tokens (neighbouring character 3-grams, structural tokens side by side) were
#: the largest single gain of the 2026-11 tuning (docs/EVALUATION.md).
#: Word n-grams are hashed into ``bucket`` rows.
FASTTEXT_PARAMS: dict[str, Any] = {
    "epoch": 10, "lr": 0.5, "dim": 32, "wordNgrams": 3, "minn": 0, "maxn": 0,
    "minCount": 1, "bucket": 200_000, "loss": "softmax", "thread": 1, "seed": 17,
}

#: Quantisation of the shipped model: the 60k largest rows of the word and n-gram matrix
#: are kept and the model is fine-tuned after that pruning. 200k buckets quantised
#: without pruning make a 4.8 MB file; pruned, 1.7 MB, and as accurate (the tuning table
#: in docs/EVALUATION.md).
QUANTIZE_OPTIONS: dict[str, Any] = {"cutoff": 60_000, "retrain": True}

#: Positives are repeated this many times in the training input (they are ~2% of it).
POSITIVE_REPEAT = 4

#: Operating threshold on P(entry point): ``COMSPIDER_CLICK_THRESHOLD``. Chosen by the
#: site-grouped cross-validation (docs/EVALUATION.md): the highest threshold whose
#: out-of-fold recall on the labelled real pages is >= 0.98 (0.00084 for the shipped
#: model), rounded down. The crawler clicks the candidates above it in ranked order, at
#: most COMSPIDER_MAX_CLICKS of them.
DEFAULT_THRESHOLD = 0.0008


def threshold_from_env(default: float = DEFAULT_THRESHOLD) -> float:
    value = os.environ.get("COMSPIDER_CLICK_THRESHOLD")
    try:
        return float(value) if value else default
    except ValueError:
        logger.warning("COMSPIDER_CLICK_THRESHOLD=%r is not a number; using %s", value, default)
        return default


class _Scorer(Protocol):
    def scores(self, clickables: Sequence[Any]) -> list[float]: ...


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
        self.threshold = threshold_from_env() if threshold is None else threshold

    @classmethod
    def from_bundled(cls, *, threshold: float | None = None) -> ClickableRanker:
        """The shipped ``models/clickables.ftz``, read through importlib.resources (the
        ``comspider_models`` package); when that package is not installed (an install
        whose package list lacks it), the repository's file, with one warning."""
        return cls(fasttext_model.FastTextClassifier.bundled(MODEL_NAME, fallback=MODEL_PATH),
                   threshold=threshold)

    @classmethod
    def from_path(cls, path: str | os.PathLike[str], *, threshold: float | None = None) -> ClickableRanker:
        return cls(fasttext_model.FastTextClassifier.from_path(path), threshold=threshold)

    def scores(self, clickables: Sequence[Any]) -> list[float]:
        return self.classifier.scores([document(c, self.groups) for c in clickables])


class KeywordRanker(_RankerBase):
    """The paper's KeyWords baseline: score = number of distinct comment keywords in the
    element's text (``text_only``, as in the paper) or in its text and attribute values."""

    def __init__(self, *, text_only: bool = False, keywords: Sequence[str] = COMMENT_KEYWORDS,
                 threshold: float = 1.0) -> None:
        self.text_only = text_only
        self.keywords = tuple(k.lower() for k in keywords)
        self.threshold = threshold

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


# --------------------------------------------------------------------------- training
def training_lines(rows: Iterable[dict[str, Any]], groups: Iterable[str] = FEATURE_GROUPS,
                   positive_repeat: int = POSITIVE_REPEAT, seed: int = 17) -> list[tuple[str, bool]]:
    """(line, positive) pairs in a deterministic order: sorted, then shuffled with a
    fixed seed (fastText reads its input in order; sorted input would train on one
    cluster of look-alike lines after another)."""
    groups = tuple(groups)
    out = []
    for row in rows:
        line = document(row["features"], groups)
        positive = row["label"] == 1
        out.extend([(line, positive)] * (positive_repeat if positive else 1))
    out.sort()
    random.Random(seed).shuffle(out)
    return out


def fit(rows: Iterable[dict[str, Any]], *, groups: Iterable[str] = FEATURE_GROUPS,
        quantize: bool = True, positive_repeat: int = POSITIVE_REPEAT,
        quantize_options: dict[str, Any] | None = None,
        **params: Any) -> fasttext_model.FastTextClassifier:
    """Train a model on dataset rows. Deterministic for the same rows and parameters.

    Training runs in a fresh interpreter (see :func:`fasttext_model.train`).
    """
    lines = training_lines(rows, groups, positive_repeat)
    options = {**QUANTIZE_OPTIONS, **(quantize_options or {})}
    return fasttext_model.train(lines, quantize=quantize, quantize_options=options,
                                **{**FASTTEXT_PARAMS, **params})


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    fasttext_model.add_model_arguments(parser, DATASET, MODEL_PATH)


def train(args: argparse.Namespace) -> int:
    from comspider.classify.clickable_dataset import read_rows  # noqa: PLC0415

    rows = read_rows(args.data)
    model = fit(rows, quantize=not args.no_quantize)
    return fasttext_model.save_trained(model, args.out, {
        "rows": len(rows), "positives": sum(1 for r in rows if r["label"] == 1),
        "groups": list(FEATURE_GROUPS), "params": FASTTEXT_PARAMS, "quantize": QUANTIZE_OPTIONS})


__all__ = [
    "ALL_GROUPS", "ClickableRanker", "DEFAULT_THRESHOLD", "FEATURE_GROUPS", "KeywordRanker",
    "add_train_arguments", "fit", "train", "threshold_from_env",
]
