"""Train the entry-point classifier (``models/clickables.ftz``):
``python -m comspider_lab train clickables``.

The features and the model's use live in the crawler
(:mod:`comspider.interaction.clickable_features`, :mod:`comspider.interaction.clickable_ranker`);
the hyper-parameters and the training here.
"""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterable
from typing import Any

from comspider.fasttext_model import FastTextClassifier
from comspider.interaction.clickable_features import document
from comspider.interaction.clickable_ranker import FEATURE_GROUPS, MODEL_PATH
from comspider_lab.paths import DATA
from comspider_lab.training import fasttext_training

DATASET = DATA / "clickables.jsonl"

#: fastText hyper-parameters of the shipped model. thread=1 and a fixed seed make
#: training deterministic for a given (sorted) input. wordNgrams=3: runs of up to three
#: adjacent tokens (neighbouring character 3-grams, structural tokens side by side) were
#: the largest single gain of the 2026-11 tuning (docs/EVALUATION.md).
#: Word n-grams are hashed into ``bucket`` rows.
FASTTEXT_PARAMS: dict[str, Any] = {
    "epoch": 10,
    "lr": 0.5,
    "dim": 32,
    "wordNgrams": 3,
    "minn": 0,
    "maxn": 0,
    "minCount": 1,
    "bucket": 200_000,
    "loss": "softmax",
    "thread": 1,
    "seed": 17,
}

#: Quantisation of the shipped model: the 60k largest rows of the word and n-gram matrix
#: are kept and the model is fine-tuned after that pruning. 200k buckets quantised
#: without pruning make a 4.8 MB file; pruned, 1.7 MB, and as accurate (the tuning table
#: in docs/EVALUATION.md).
QUANTIZE_OPTIONS: dict[str, Any] = {"cutoff": 60_000, "retrain": True}

#: Positives are repeated this many times in the training input (they are ~2% of it).
POSITIVE_REPEAT = 4


def training_lines(
    rows: Iterable[dict[str, Any]],
    groups: Iterable[str] = FEATURE_GROUPS,
    positive_repeat: int = POSITIVE_REPEAT,
    seed: int = 17,
) -> list[tuple[str, bool]]:
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


def fit(
    rows: Iterable[dict[str, Any]],
    *,
    groups: Iterable[str] = FEATURE_GROUPS,
    quantize: bool = True,
    positive_repeat: int = POSITIVE_REPEAT,
    quantize_options: dict[str, Any] | None = None,
    **params: Any,
) -> FastTextClassifier:
    """Train a model on dataset rows. Deterministic for the same rows and parameters.

    Training runs in a fresh interpreter (see :func:`fasttext_training.train`).
    """
    lines = training_lines(rows, groups, positive_repeat)
    options = {**QUANTIZE_OPTIONS, **(quantize_options or {})}
    return fasttext_training.train(
        lines, quantize=quantize, quantize_options=options, **{**FASTTEXT_PARAMS, **params}
    )


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    fasttext_training.add_model_arguments(parser, DATASET, MODEL_PATH)


def train(args: argparse.Namespace) -> int:
    from comspider_lab.training.clickable_dataset import read_rows

    rows = read_rows(args.data)
    model = fit(rows, quantize=not args.no_quantize)
    return fasttext_training.save_trained(
        model,
        args.out,
        {
            "rows": len(rows),
            "positives": sum(1 for r in rows if r["label"] == 1),
            "groups": list(FEATURE_GROUPS),
            "params": FASTTEXT_PARAMS,
            "quantize": QUANTIZE_OPTIONS,
        },
    )
