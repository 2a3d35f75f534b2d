"""Deadlines on the awaits on the browser.

A Playwright call can wait forever: ``page.close()`` after a
``<meta http-equiv="refresh" content="0">`` never returns, an ``evaluate`` in a renderer
stuck in an endless script never answers. :func:`within` runs an awaitable with a
deadline and, when the deadline passes, gives it up *without waiting for it to unwind*:
``asyncio.wait_for`` would cancel it and then wait for the cancellation, and a cancelled
call whose ``finally`` awaits the same hung renderer would hold us as long as the call
itself. The abandoned task is cancelled and left to end on its own (its result, an error
on a closed page, is read and dropped).

:func:`close_within` closes a page or a browser context with a deadline and never raises.

Shared by the browser stage and the spider (which closes pages in its errback), so it
lives at the root of the package.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import Any, TypeVar

from comspider.faults import BrowserDeadline

logger = logging.getLogger(__name__)

T = TypeVar("T")

#: Seconds a page or a context is given to close before it is given up on.
CLOSE_SECONDS = 10.0


def _drop_result(task: asyncio.Future[Any]) -> None:
    if not task.cancelled():
        task.exception()  # read, so that asyncio does not log "never retrieved"


async def within(awaitable: Awaitable[T], seconds: float, what: str) -> T:
    """``await awaitable``, or :class:`~comspider.faults.BrowserDeadline` after
    ``seconds``. On the deadline the awaitable is cancelled and abandoned; when the caller
    itself is cancelled, so is the awaitable."""
    task = asyncio.ensure_future(awaitable)
    try:
        done, _ = await asyncio.wait({task}, timeout=max(seconds, 0.0))
    except BaseException:
        task.cancel()
        task.add_done_callback(_drop_result)
        raise
    if task in done:
        return task.result()
    task.cancel()
    task.add_done_callback(_drop_result)
    raise BrowserDeadline(what, seconds)


class StopRequested(Exception):
    """:func:`run_until` ended because its stop event was set."""


async def run_until(awaitable: Awaitable[T], seconds: float, stop: asyncio.Event | None = None) -> T:
    """``await awaitable`` for at most ``seconds`` (then ``TimeoutError``), or until
    ``stop`` is set (then :class:`StopRequested`); either way the awaitable is cancelled
    and abandoned, as by :func:`within`."""
    task = asyncio.ensure_future(awaitable)
    stopper = asyncio.ensure_future(stop.wait()) if stop is not None else None
    waiters: set[asyncio.Future[Any]] = {task} if stopper is None else {task, stopper}
    try:
        done, _ = await asyncio.wait(waiters, timeout=max(seconds, 0.0), return_when=asyncio.FIRST_COMPLETED)
    except BaseException:
        task.cancel()
        task.add_done_callback(_drop_result)
        raise
    finally:
        if stopper is not None:
            stopper.cancel()
    if task in done:
        return task.result()
    task.cancel()
    task.add_done_callback(_drop_result)
    if stopper is not None and stopper in done:
        raise StopRequested()
    raise TimeoutError(f"not done within {seconds:g} s")


async def close_within(target: Any, seconds: float = CLOSE_SECONDS, what: str = "close") -> bool:
    """Close a Playwright page or browser context within ``seconds``. True when it is
    closed (or was already, or the browser is gone), False when the close did not end in
    time. Never raises (but passes on a cancellation of the caller)."""
    try:
        if getattr(target, "is_closed", None) is not None and target.is_closed():
            return True
        await within(target.close(), seconds, what)
        return True
    except BrowserDeadline:
        return False
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # noqa: BLE001 - a crashed browser: nothing left to close
        logger.debug("%s failed: %s", what, exc)
        return True


__all__ = ["CLOSE_SECONDS", "StopRequested", "close_within", "run_until", "within"]
