"""A page's record features read once while its sections are scored and chosen.

Scoring and choosing read the same records again and again: a record is read for each
section that holds it (a thread and the reply lists inside it), for the rules, for the
evident-thread checks and for the pruning: half of the reads on 150 real pages were
repeats. What a record shows depends on its subtree and on which of its descendants are
the section's other records (left out); the tree does not change while sections are
scored. So a read is kept with the children its walk entered and the ones it left out,
and serves a later read of the same record whose left-out set agrees on every one of them.

Only inside :func:`features_memo` (per page, per thread: a context variable), so nothing
outlives the page or crosses between pages.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from lxml import html as lxml_html

#: (record roots, element budget) -> (what was read, children entered, children left out)
Memo = dict[
    tuple[tuple[lxml_html.HtmlElement, ...], int],
    tuple[Any, list[lxml_html.HtmlElement], list[lxml_html.HtmlElement]],
]

_MEMO: ContextVar[Memo | None] = ContextVar("comspider_record_features", default=None)


@contextmanager
def features_memo() -> Iterator[None]:
    """Keep record features for the duration (a page's scoring and choice); nested uses
    share the outer one."""
    if _MEMO.get() is not None:
        yield
        return
    token = _MEMO.set({})
    try:
        yield
    finally:
        _MEMO.reset(token)


def active_memo() -> Memo | None:
    return _MEMO.get()


def recall(
    memo: Memo,
    key: tuple[tuple[lxml_html.HtmlElement, ...], int],
    skip: set[lxml_html.HtmlElement] | frozenset[lxml_html.HtmlElement],
) -> Any | None:
    """A kept read of the same record valid for ``skip``: every child it left out is left
    out again and none it entered is."""
    kept = memo.get(key)
    if kept is None:
        return None
    found, entered, left_out = kept
    if skip.issuperset(left_out) and skip.isdisjoint(entered):
        return found
    return None
