"""Run an evaluation or benchmark script: `python -m comspider_lab evaluate NAME [args]`.

``NAME`` is a module in ``comspider_lab.evaluation`` exposing ``main(argv) -> int``; each
prints the tables recorded in docs/EVALUATION.md.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil

import comspider_lab.evaluation

HELP = "run an evaluation or benchmark from comspider_lab.evaluation and print its tables"


def _names() -> list[str]:
    return sorted(
        info.name
        for info in pkgutil.iter_modules(comspider_lab.evaluation.__path__)
        if not info.name.startswith("_")
    )


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("name", help="one of: " + ", ".join(_names()))
    parser.add_argument("rest", nargs=argparse.REMAINDER, help="arguments for that script")


def run(args: argparse.Namespace) -> int:
    if args.name not in _names():
        raise SystemExit(f"unknown evaluation {args.name!r}; choose from {', '.join(_names())}")
    module = importlib.import_module(f"comspider_lab.evaluation.{args.name}")
    return int(module.main(args.rest) or 0)
