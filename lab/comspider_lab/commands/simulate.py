"""`python -m comspider_lab simulate`: a discrete-event simulation of the page queue that
compares visit policies (at once, a fixed delay, the paper's, the learned one)."""

from __future__ import annotations

import argparse

from comspider_lab.simulation import cli

HELP = "simulate the page queue and compare visit-timing policies (tables and PNG plots)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    cli.add_arguments(parser)


def run(args: argparse.Namespace) -> int:
    return cli.run(args)
