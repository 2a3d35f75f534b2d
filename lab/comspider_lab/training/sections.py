"""Train the comment-section classifier (``models/sections.ftz``):
``python -m comspider_lab train sections``."""

from __future__ import annotations

import argparse
import random
from collections.abc import Iterable
from typing import Any

from comspider.classify.fasttext_model import FastTextClassifier
from comspider.classify.section_classifier import MODEL_PATH
from comspider.classify.section_features import document
from comspider_lab.paths import DATA
from comspider_lab.training import fasttext_training

DATASET = DATA / "sections.jsonl"

#: fastText hyper-parameters of the shipped model; thread=1 and a fixed seed make training
#: deterministic for a given (sorted, seeded-shuffled) input.
FASTTEXT_PARAMS: dict[str, Any] = {
    "epoch": 25,
    "lr": 0.5,
    "dim": 32,
    "wordNgrams": 1,
    "minn": 0,
    "maxn": 0,
    "minCount": 1,
    "bucket": 100_000,
    "loss": "softmax",
    "thread": 1,
    "seed": 17,
}

#: Positives are repeated this many times in the training input (they are ~5% of it).
POSITIVE_REPEAT = 3


def training_lines(
    rows: Iterable[dict[str, Any]], positive_repeat: int = POSITIVE_REPEAT, seed: int = 17
) -> list[tuple[str, bool]]:
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


def fit(
    rows: Iterable[dict[str, Any]],
    *,
    quantize: bool = True,
    positive_repeat: int = POSITIVE_REPEAT,
    **params: Any,
) -> FastTextClassifier:
    """Train on dataset rows (in a fresh interpreter, see :func:`fasttext_training.train`)."""
    lines = training_lines(rows, positive_repeat)
    return fasttext_training.train(lines, quantize=quantize, **{**FASTTEXT_PARAMS, **params})


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    fasttext_training.add_model_arguments(parser, DATASET, MODEL_PATH)


def train(args: argparse.Namespace) -> int:
    from comspider_lab.training.section_dataset import read_rows

    rows = read_rows(args.data)
    model = fit(rows, quantize=not args.no_quantize)
    return fasttext_training.save_trained(
        model,
        args.out,
        {"rows": len(rows), "positives": sum(1 for r in rows if r["label"] == 1), "params": FASTTEXT_PARAMS},
    )
