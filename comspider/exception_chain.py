"""An exception and the ones it was raised from or while handling, for one-line
messages: a crawl that cannot start reports the first cause, not Scrapy's clean-up
errors raised over it."""

from __future__ import annotations

from collections.abc import Iterator


def causes(error: BaseException) -> Iterator[BaseException]:
    """``error``, then each exception it was raised from or while handling (``__cause__``,
    else ``__context__``), the earliest last; a cycle ends it."""
    seen: set[int] = set()
    cause: BaseException | None = error
    while cause is not None and id(cause) not in seen:
        seen.add(id(cause))
        yield cause
        cause = cause.__cause__ or cause.__context__


def first_line(error: BaseException) -> str:
    """The first line of the exception's message; its type's name when it has none."""
    text = str(error).strip().splitlines()
    return text[0] if text else type(error).__name__
