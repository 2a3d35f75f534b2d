"""Progress bars for the lab's long commands (train, evaluate, demo): tqdm on a terminal,
nothing in a log file or a pipe."""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator
from typing import Any, TypeVar

T = TypeVar("T")


def on_terminal() -> bool:
    try:
        return sys.stderr.isatty()
    except (AttributeError, ValueError):
        return False


def progress(iterable: Iterable[T], desc: str, total: int | None = None, unit: str = "it") -> Iterator[T]:
    """``iterable`` with a tqdm bar on stderr when it is a terminal; as it is otherwise."""
    if not on_terminal():
        yield from iterable
        return
    from tqdm import tqdm

    yield from tqdm(iterable, desc=desc, total=total, unit=unit, leave=False, file=sys.stderr)


def bar(total: int | None, desc: str, unit: str = "it") -> Any:
    """A manual bar (``.update(n)``, ``.close()``): tqdm on a terminal, a no-op otherwise."""
    if not on_terminal():
        return _NoBar()
    from tqdm import tqdm

    return tqdm(total=total, desc=desc, unit=unit, leave=False, file=sys.stderr)


class _NoBar:
    n = 0

    def update(self, n: int = 1) -> None:
        self.n += n

    def set_postfix_str(self, text: str) -> None:
        pass

    def close(self) -> None:
        pass
