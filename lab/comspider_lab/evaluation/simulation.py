"""`python -m comspider_lab evaluate simulation [options]`: the page-queue simulation's tables
(the same as `python -m comspider_lab simulate`; see docs/EVALUATION.md)."""

from __future__ import annotations

import argparse
from collections.abc import Sequence

from comspider_lab.simulation import cli


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate simulation", description=__doc__.splitlines()[0]
    )
    cli.add_arguments(parser)
    return cli.run(parser.parse_args(list(argv or [])))
