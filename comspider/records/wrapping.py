"""A record that only wraps another record is that record, not a second one.

Record search may take a thread's comments by their column (the records of most of it)
and a reply box's by their rows (``<div class="flex gap-3">`` holding the avatar's
initials and the column), when some replies are grouped differently (a folded group
behind "Show 3 more replies"): merging the box into the thread would add rows whose only
words are the avatar's "AC". Such a wrapper says nothing of its own (at most
:data:`WRAPPER_CHARS` characters outside the records it holds).
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import IGNORED_TAGS

#: Characters a wrapper may show outside the records it holds (an avatar's initials).
WRAPPER_CHARS = 4


def _own_chars(node: lxml_html.HtmlElement, inner: set[lxml_html.HtmlElement], limit: int) -> int:
    """Characters (not spaces) of ``node``'s text outside the ``inner`` elements, counted
    up to ``limit`` + 1."""
    count = 0
    stack: list[lxml_html.HtmlElement] = [node]
    while stack:
        el = stack.pop()
        if el is not node and el in inner:
            if el.tail:
                count += len("".join(el.tail.split()))
            continue
        if isinstance(el.tag, str) and el.tag not in IGNORED_TAGS and el.text:
            count += len("".join(el.text.split()))
        if el is not node and el.tail:
            count += len("".join(el.tail.split()))
        if count > limit:
            return count
        stack.extend(reversed(list(el)))
    return count


def wraps_only(node: lxml_html.HtmlElement, records: set[lxml_html.HtmlElement]) -> bool:
    """Whether ``node`` holds some of ``records`` and says nothing of its own besides."""
    inner = {d for d in node.iterdescendants() if d in records}
    return bool(inner) and _own_chars(node, inner, WRAPPER_CHARS) <= WRAPPER_CHARS
