"""Train a model: `python -m comspider train clickables|sections [options]`.

By convention the target ``NAME`` lives in ``comspider.classify.NAME`` and exposes
``add_train_arguments(parser)`` and ``train(args) -> int``.
"""

from __future__ import annotations

import argparse
import importlib

HELP = "train a classifier from the labelled data in the repository (clickables, sections)"
TARGETS = ("clickables", "sections")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    sub = parser.add_subparsers(dest="target", metavar="TARGET", required=True)
    for target in TARGETS:
        module = importlib.import_module(f"comspider.classify.{target}")
        p = sub.add_parser(target, help=module.__doc__.splitlines()[0] if module.__doc__ else target)
        module.add_train_arguments(p)
        p.set_defaults(_train=module.train)


def run(args: argparse.Namespace) -> int:
    return int(args._train(args) or 0)
