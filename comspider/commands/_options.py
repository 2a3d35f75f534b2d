"""Options shared by the crawler's commands: ``-s NAME=VALUE`` Scrapy settings, and an
argument parser whose errors are one line (exit status 2), never a usage dump."""

from __future__ import annotations

import argparse
import sys
from typing import Any, NoReturn

from comspider.commands._setting_values import (
    SettingValueError,
    check_settings,
    known_settings,
    unknown_setting,
)
from comspider.crawl_settings import crawl_settings


class OneLineParser(argparse.ArgumentParser):
    """argparse, but an error is one line: ``comspider crawl: error: ...`` (exit 2);
    an unknown option lists the valid ones."""

    def error(self, message: str) -> NoReturn:
        if message.startswith("unrecognized arguments"):
            options = sorted(
                {s for action in self._actions for s in action.option_strings if s.startswith("--")}
            )
            message += "; valid options: " + ", ".join(options)
        self.exit(2, f"{self.prog}: error: {message}\n")


def add_settings_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "-s",
        "--set",
        dest="settings",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a Scrapy or comspider setting, as `scrapy crawl -s` takes it (repeatable)",
    )


class SettingError(ValueError):
    """A bad ``-s NAME=VALUE``."""


def parse_settings(pairs: list[str]) -> dict[str, Any]:
    """``["A=1", "B=x"]`` -> ``{"A": "1", "B": "x"}`` (strings, as Scrapy takes them from
    its command line). Raises :class:`SettingError` for a pair without ``=``, for an
    unknown ``COMSPIDER_*`` name (with the closest known names) and for a ``COMSPIDER_*``
    value of the wrong kind or range, given here or read from the environment
    (comspider.commands._setting_values)."""
    known = known_settings()
    out: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        name = name.strip()
        if not sep or not name:
            raise SettingError(f"-s {pair!r}: not NAME=VALUE; accepted: e.g. -s COMSPIDER_MAX_CLICKS=3")
        unknown = unknown_setting(name, known)
        if unknown is not None:
            raise SettingError(f"-s {name}: {unknown}")
        out[name] = value
    try:
        check_settings(crawl_settings(out))
    except SettingValueError as error:
        raise SettingError(str(error)) from None
    return out


def fail(parser: argparse.ArgumentParser, message: str) -> NoReturn:
    """One error line and exit status 2."""
    print(f"{parser.prog}: error: {message}", file=sys.stderr)
    raise SystemExit(2)
