"""Train a model: `python -m comspider_lab train clickables|sections [options]`.

``--annotations LABELS`` (anywhere after the target; with ``--archive DIR`` when the
archive is not the labels folder's parent) adds the labels made with ``comspider
annotate`` to the target's data for this training (comspider_lab.training.annotations).

By convention the target ``NAME`` lives in ``comspider_lab.training.NAME`` and exposes
``add_train_arguments(parser)`` and ``train(args) -> int``. Targets are imported only
when used, so one target's dependencies never break the others (or the CLI).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import tempfile
from pathlib import Path

HELP = "train a classifier from the labelled data in the repository (clickables, sections), or make the relative-times and month-names tables from CLDR"
TARGETS = ("clickables", "sections", "relative_times", "month_words")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("target", choices=TARGETS, help="which model")
    parser.add_argument(
        "rest", nargs=argparse.REMAINDER, help="the target's own options (see: train TARGET --help)"
    )


def run(args: argparse.Namespace) -> int:
    module = importlib.import_module(f"comspider_lab.training.{args.target}")
    parser = argparse.ArgumentParser(
        prog=f"python -m comspider_lab train {args.target}",
        description=(module.__doc__ or args.target).splitlines()[0],
    )
    module.add_train_arguments(parser)
    extra = argparse.ArgumentParser(add_help=False)
    extra.add_argument("--annotations", type=Path, default=None)
    extra.add_argument("--archive", type=Path, default=None)
    known, rest = extra.parse_known_args(args.rest)
    target_args = parser.parse_args(rest)
    if known.annotations is None:
        return int(module.train(target_args) or 0)
    from comspider_lab.training.annotations import dataset_with_annotations

    with tempfile.TemporaryDirectory(prefix="comspider-train-") as folder:
        combined = Path(folder) / f"{args.target}.jsonl"
        rows, positives = dataset_with_annotations(
            args.target, target_args.data, known.annotations, combined, known.archive
        )
        print(f"{rows} annotated rows ({positives} positive) from {known.annotations}", file=sys.stderr)
        target_args.data = combined
        return int(module.train(target_args) or 0)
