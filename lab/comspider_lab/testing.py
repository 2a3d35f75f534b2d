"""Helpers for tests (like scrapy.utils.test): run asyncio coroutines under pytest-twisted.

``pytest_twisted.ensureDeferred`` drives a coroutine with Twisted, which cannot await
asyncio futures (Playwright, asyncio servers). ``asyncio_test`` runs the coroutine as an
asyncio task on the reactor's loop instead.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Callable, Coroutine
from typing import Any

import pytest_twisted
from twisted.internet.defer import Deferred


def asyncio_test(fn: Callable[..., Coroutine[Any, Any, Any]]) -> Callable[..., Any]:
    @functools.wraps(fn)
    async def runner(*args: Any, **kwargs: Any) -> Any:
        return await Deferred.fromFuture(asyncio.ensure_future(fn(*args, **kwargs)))

    return pytest_twisted.ensureDeferred(runner)


def comspider_crawler(spidercls: type | None = None, overrides: dict[str, Any] | None = None) -> Any:
    """scrapy.utils.test.get_crawler with comspider's settings under ``overrides``: the
    crawler a component's ``from_crawler`` gets in a real crawl (add-ons applied)."""
    from scrapy.utils.test import get_crawler

    from comspider.crawl_settings import crawl_settings

    return get_crawler(spidercls, {**crawl_settings().copy_to_dict(), **(overrides or {})})
