"""Train the comment-section classifier: ``python -m comspider_lab train sections``.

Two files, both reproducible byte for byte from ``models/data/sections.jsonl``:

- ``models/sections.ftz``: fastText on the character 3-grams of the sections' attribute
  values (ComCrawler's classifier), all rows;
- ``models/sections.weights.json``: two logistic regressions on the structural rules'
  terms and the evidence of a discussion (:func:`comspider.sections.rules.terms` of each
  row's ``structure``): ``"rules"`` on the terms alone (``StructuralSectionScorer``) and
  ``"combined"`` on the terms plus the fastText score (``CombinedSectionClassifier``, the
  default). The combined one is *stacked*: its fastText column holds out-of-fold scores
  (5 folds grouped by site), as the shipped model will score sites it has not seen. The
  vetoes (:data:`comspider.sections.rules.VETOES`) are hand-set and stay out of the fit.
"""

from __future__ import annotations

import argparse
import json
import random
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from comspider.fasttext_model import FastTextClassifier
from comspider.sections.classifier import MODEL_PATH
from comspider.sections.features import document
from comspider.sections.rules import RULE_TERMS, VETOES, WEIGHTS_PATH, Weights, blind, terms
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

#: Positives are repeated this many times in the training input (they are ~2% of it).
POSITIVE_REPEAT = 3
#: Folds of the out-of-fold fastText scores the combined weights are fitted on.
STACK_FOLDS = 5
#: Inverse regularisation strength of the logistic regressions (scikit-learn's ``C``).
LOGISTIC_C = 1.0
#: The fastText score's name among the combined terms.
FASTTEXT_TERM = "fasttext"
#: Every labelled section is fitted a second time with its names blanked out (the terms
#: that read attribute values, and fastText, at 0), at this weight: almost every labelled
#: comment section names itself, so a fit on them alone learns "named like comments" and
#: drops a thread whose markup names nothing (the site-grouped cross-validation in
#: docs/EVALUATION.md: 62 % of comment sections pass with their names blanked, 83 % with
#: the copies at 0.25, for 0.004 of F1 on the sections as they are).
BLANKED_WEIGHT = 0.25


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
    """Train fastText on dataset rows (in a fresh interpreter, see :func:`fasttext_training.train`)."""
    lines = training_lines(rows, positive_repeat)
    return fasttext_training.train(lines, quantize=quantize, **{**FASTTEXT_PARAMS, **params})


def fasttext_scores(model: FastTextClassifier, rows: Sequence[dict[str, Any]]) -> list[float]:
    """P(comment section) of each row (0.0 for a row without attribute values)."""
    lines = [document(r["features"]) for r in rows]
    keep = [i for i, line in enumerate(lines) if line]
    out = [0.0] * len(rows)
    for i, p in zip(keep, model.scores([lines[i] for i in keep]), strict=True):
        out[i] = p
    return out


def site_folds(rows: Sequence[dict[str, Any]], k: int) -> list[int]:
    """Fold index per row; ``GroupKFold`` by site (deterministic)."""
    from sklearn.model_selection import GroupKFold

    fold = [0] * len(rows)
    for i, (_train, test) in enumerate(GroupKFold(n_splits=k).split(rows, groups=[r["site"] for r in rows])):
        for j in test:
            fold[j] = i
    return fold


def out_of_fold_fasttext(rows: Sequence[dict[str, Any]], k: int = STACK_FOLDS) -> list[float]:
    """Each row's fastText score from a model trained without its site."""
    fold = site_folds(rows, k)
    out = [0.0] * len(rows)
    for f in range(k):
        model = fit([r for r, g in zip(rows, fold, strict=True) if g != f])
        test = [i for i, g in enumerate(fold) if g == f]
        for i, p in zip(test, fasttext_scores(model, [rows[i] for i in test]), strict=True):
            out[i] = p
    return out


def term_rows(
    rows: Sequence[dict[str, Any]], fasttext: Sequence[float] | None, *, names_blanked: bool = False
) -> tuple[list[str], list[list[float]]]:
    """The fitted terms of each row (the vetoes left out), with the fastText score last
    when given; ``names_blanked``: with the terms that read names (and fastText) at 0."""
    names = list(RULE_TERMS) + ([FASTTEXT_TERM] if fasttext is not None else [])
    matrix = []
    for i, row in enumerate(rows):
        t = terms(row["structure"])
        if fasttext is not None:
            t[FASTTEXT_TERM] = float(fasttext[i])
        if names_blanked:
            t = blind(t)
        matrix.append([float(t.get(name, 0.0)) for name in names])
    return names, matrix


def fit_weights(
    rows: Sequence[dict[str, Any]],
    fasttext: Sequence[float] | None = None,
    *,
    blanked_weight: float = BLANKED_WEIGHT,
) -> Weights:
    """A logistic regression on the rows' terms (and fastText scores), and on the same rows
    with their names blanked at ``blanked_weight`` (:data:`BLANKED_WEIGHT`); deterministic
    (lbfgs), rounded to 4 decimals."""
    from sklearn.linear_model import LogisticRegression

    names, matrix = term_rows(rows, fasttext)
    labels = [int(r["label"]) for r in rows]
    weights_of_rows = [1.0] * len(rows)
    if blanked_weight > 0:
        matrix += term_rows(rows, fasttext, names_blanked=True)[1]
        labels += labels
        weights_of_rows += [blanked_weight] * len(rows)
    model = LogisticRegression(C=LOGISTIC_C, max_iter=10_000)
    model.fit(matrix, labels, sample_weight=weights_of_rows)
    weights = {name: round(float(w), 4) for name, w in zip(names, model.coef_[0], strict=True)}
    return Weights(round(float(model.intercept_[0]), 4), weights)


def weights_document(rows: Sequence[dict[str, Any]], rules: Weights, combined: Weights) -> dict[str, Any]:
    return {
        "_doc": (
            "Learned weights of the comment-section classifier's logistic scores (comspider/sections/"
            "rules.py): 'rules' on the structural terms and the evidence of a discussion alone "
            "(StructuralSectionScorer), 'combined' on the terms plus the fastText score of "
            f"models/sections.ftz, fitted on {STACK_FOLDS}-fold site-grouped out-of-fold fastText scores "
            "(CombinedSectionClassifier, the default); each also on the rows with their names blanked, "
            "at blanked_weight. The vetoes are hand-set in the code. Trained by "
            "`python -m comspider_lab train sections` from models/data/sections.jsonl."
        ),
        "rows": len(rows),
        "positives": sum(1 for r in rows if r["label"] == 1),
        "logistic_c": LOGISTIC_C,
        "vetoes": VETOES,
        "blanked_weight": BLANKED_WEIGHT,
        "scores": {"rules": rules.as_json(), "combined": combined.as_json()},
    }


def add_train_arguments(parser: argparse.ArgumentParser) -> None:
    fasttext_training.add_model_arguments(parser, DATASET, MODEL_PATH)
    parser.add_argument(
        "--weights", type=Path, default=WEIGHTS_PATH, help="learned weights file (default: %(default)s)"
    )


def train(args: argparse.Namespace) -> int:
    from comspider_lab.training.section_dataset import read_rows

    rows = read_rows(args.data)
    model = fit(rows, quantize=not args.no_quantize)
    rules = fit_weights(rows)
    combined = fit_weights(rows, out_of_fold_fasttext(rows))
    args.weights.write_text(
        json.dumps(weights_document(rows, rules, combined), indent=1, sort_keys=True) + "\n",
        encoding="utf-8",
    )
    return fasttext_training.save_trained(
        model,
        args.out,
        {
            "rows": len(rows),
            "positives": sum(1 for r in rows if r["label"] == 1),
            "params": FASTTEXT_PARAMS,
            "weights": str(args.weights),
        },
    )
