"""Work on many items in worker processes, with the results in the items' order.

At most four items per worker wait in memory. A worker that dies (a crash, the OOM
killer) takes its pool down with it: the items it had not finished are then tried one
at a time, each in a process of its own, so that only the item that kills its process
fails (once), and the rest go on in a new pool.
"""

from __future__ import annotations

import multiprocessing
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

T = TypeVar("T")
R = TypeVar("R")


def in_order(
    items: Iterable[T], work: Callable[[T], R], jobs: int, died: Callable[[T], R]
) -> Iterator[tuple[T, R]]:
    """``(item, work(item))`` for every item, ``work`` run in ``jobs`` processes;
    ``died(item)`` stands for the result of an item whose process died on it. Forked
    where the system forks: the workers start with what the parent has loaded."""
    methods = multiprocessing.get_all_start_methods()
    context = multiprocessing.get_context("fork" if "fork" in methods else None)
    window: deque[tuple[T, Future[R]]] = deque()
    pool = ProcessPoolExecutor(jobs, mp_context=context)
    try:
        for item in items:
            window.append((item, pool.submit(work, item)))
            while len(window) >= jobs * 4:
                pool = yield from _first(window, pool, work, died, jobs, context)
        while window:
            pool = yield from _first(window, pool, work, died, jobs, context)
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _first(
    window: deque[tuple[T, Future[R]]],
    pool: ProcessPoolExecutor,
    work: Callable[[T], R],
    died: Callable[[T], R],
    jobs: int,
    context: multiprocessing.context.BaseContext,
) -> Generator[tuple[T, R], None, ProcessPoolExecutor]:
    """Yield the first item's result (the whole window's after a worker died); return
    the pool to go on with."""
    item, future = window.popleft()
    try:
        result = future.result()
    except BrokenProcessPool:
        pool.shutdown(wait=False, cancel_futures=True)
        window.appendleft((item, future))
        for it, f in list(window):
            if f.done() and not f.cancelled() and f.exception() is None:
                yield it, f.result()  # finished before the death
            else:
                yield it, _alone(it, work, died, context)
        window.clear()
        return ProcessPoolExecutor(jobs, mp_context=context)
    yield item, result
    return pool


def _alone(
    item: T, work: Callable[[T], R], died: Callable[[T], R], context: multiprocessing.context.BaseContext
) -> R:
    with ProcessPoolExecutor(1, mp_context=context) as solo:
        try:
            return solo.submit(work, item).result()
        except BrokenProcessPool:
            return died(item)
