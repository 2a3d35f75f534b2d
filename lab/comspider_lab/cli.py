"""`python -m comspider_lab COMMAND ...`: one module per command in `comspider_lab.commands`.

A command module defines ``HELP`` (one line), ``add_arguments(parser)`` and
``run(args) -> int``. Modules are discovered, so adding a command is adding a file.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import pkgutil
import sys
from collections.abc import Sequence

import comspider_lab.commands


def _command_modules() -> dict[str, str]:
    names = {}
    for info in pkgutil.iter_modules(comspider_lab.commands.__path__):
        if not info.name.startswith("_"):
            names[info.name.replace("_", "-")] = f"comspider_lab.commands.{info.name}"
    return dict(sorted(names.items()))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab",
        description="comspider's lab: the offline news web, evaluations, training, the simulator and the demo.",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)
    for name, module_name in _command_modules().items():
        module = importlib.import_module(module_name)
        cmd = sub.add_parser(name, help=module.HELP, description=module.HELP)
        module.add_arguments(cmd)
        cmd.set_defaults(_run=module.run)
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    return int(args._run(args) or 0)
