"""Python's cyclic garbage collector paused while one page is extracted.

Extraction allocates hundreds of thousands of small objects that hold no reference
cycles (text pieces, path tuples, element proxies) and keeps most of them alive until
the page is done; each generation-2 collection walks all of them again, which cost a
fifth of the time on a page of 4,000 comments. Reference counting frees them as usual;
the few cycles made meanwhile are collected once the collector runs again.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")


@contextmanager
def gc_paused() -> Iterator[None]:
    """No cyclic collection inside the block; nested blocks and a collector that was
    off already are left as they were."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def without_gc(fn: Callable[P, T]) -> Callable[P, T]:
    """``fn`` run inside :func:`gc_paused`."""

    @wraps(fn)
    def run(*args: P.args, **kwargs: P.kwargs) -> T:
        with gc_paused():
            return fn(*args, **kwargs)

    return run
