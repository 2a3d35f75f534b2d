"""Where a visit's Python time goes: each pipeline stage's wall seconds and the CPU
seconds of the thread that ran it, kept on the PageItem (``timings``, ``cpu``) and
summed into the crawl's stats by the last stage (``comspider/time/...``)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from typing import TypeVar

from comspider.items import PageItem

T = TypeVar("T")


def _on_cpu(fn: Callable[[], T]) -> tuple[T, float]:
    started = time.thread_time()
    result = fn()
    return result, time.thread_time() - started


def add_time(item: PageItem, stage: str, wall: float, cpu: float) -> None:
    item.timings[stage] = round(item.timings.get(stage, 0.0) + wall, 4)
    item.cpu[stage] = round(item.cpu.get(stage, 0.0) + cpu, 4)


async def in_thread(item: PageItem, stage: str, fn: Callable[[], T]) -> T:
    """``fn()`` in a worker thread (the reactor goes on meanwhile), timed as ``stage``:
    wall seconds from here (waiting for a thread included), CPU seconds of the thread."""
    started = time.monotonic()
    result, cpu = await asyncio.to_thread(_on_cpu, fn)
    add_time(item, stage, time.monotonic() - started, cpu)
    return result


class StageTimer:
    """A stage that runs in the reactor's thread: ``with StageTimer(item, "writing"):``."""

    def __init__(self, item: PageItem, stage: str) -> None:
        self.item = item
        self.stage = stage
        self._wall = self._cpu = 0.0

    def __enter__(self) -> StageTimer:
        self._wall, self._cpu = time.monotonic(), time.thread_time()
        return self

    def __exit__(self, *exc: object) -> None:
        add_time(self.item, self.stage, time.monotonic() - self._wall, time.thread_time() - self._cpu)
