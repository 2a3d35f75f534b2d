"""Train a model: `python -m comspider_lab train clickables|sections [options]`.

By convention the target ``NAME`` lives in ``comspider_lab.training.NAME`` and exposes
``add_train_arguments(parser)`` and ``train(args) -> int``. Targets are imported only
when used, so one target's dependencies never break the others (or the CLI).
"""

from __future__ import annotations

import argparse
import importlib

HELP = "train a classifier from the labelled data in the repository (clickables, sections)"
TARGETS = ("clickables", "sections")


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
    return int(module.train(parser.parse_args(args.rest)) or 0)
