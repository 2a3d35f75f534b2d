"""`comspider COMMAND ...` (or `python -m comspider`): one module per command in
`comspider.commands`.

A command module defines ``HELP`` (one line), ``add_arguments(parser)`` and
``run(args) -> int``. Modules are discovered, so adding a command is adding a file
(modules starting with ``_`` are helpers). ``args._parser`` is the command's parser:
``args._parser.error(message)`` ends with one error line and exit status 2.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import pkgutil
import platform
import sys
from collections.abc import Sequence
from importlib import metadata

import comspider
import comspider.commands
from comspider.commands._options import OneLineParser


def _command_modules() -> dict[str, str]:
    names = {}
    for info in pkgutil.iter_modules(comspider.commands.__path__):
        if not info.name.startswith("_"):
            names[info.name.replace("_", "-")] = f"comspider.commands.{info.name}"
    return dict(sorted(names.items()))


def version() -> str:
    """``comspider 0.1.0 (Scrapy 2.19.0, Playwright 1.65.2, Python 3.11.7)``: what a bug
    report needs."""
    parts = []
    for name, label in (("scrapy", "Scrapy"), ("playwright", "Playwright")):
        try:
            parts.append(f"{label} {metadata.version(name)}")
        except metadata.PackageNotFoundError:
            continue
    parts.append(f"Python {platform.python_version()}")
    return f"comspider {comspider.__version__} ({', '.join(parts)})"


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(
        prog="comspider",
        description="comspider: find and extract the user comments under news articles.",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="debug logging")
    parser.add_argument("--version", action="version", version=version(), help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True, parser_class=OneLineParser)
    for name, module_name in _command_modules().items():
        module = importlib.import_module(module_name)
        cmd = sub.add_parser(name, help=module.HELP, description=module.HELP)
        # -v after the command too (`comspider extract -v ...`); SUPPRESS: not given
        # there, the top level's value stands.
        cmd.add_argument(
            "-v", "--verbose", action="store_true", default=argparse.SUPPRESS, help="debug logging"
        )
        module.add_arguments(cmd)
        cmd.set_defaults(_run=module.run, _parser=cmd)
    args, extra = parser.parse_known_args(argv)
    if extra:  # the command's parser lists the command's own options
        args._parser.error("unrecognized arguments: " + " ".join(extra))
    logging.basicConfig(
        level=logging.DEBUG if args.verbose else logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    return int(args._run(args) or 0)
