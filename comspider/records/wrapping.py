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


def own_chars(
    node: lxml_html.HtmlElement, inner: set[lxml_html.HtmlElement], limit: int, *, letters: bool = False
) -> int:
    """Characters (not spaces; with ``letters``, letters and digits only) of ``node``'s
    text outside the ``inner`` elements, counted up to ``limit`` + 1."""
    size = _letters if letters else _chars
    count = 0
    stack: list[lxml_html.HtmlElement] = [node]
    while stack:
        el = stack.pop()
        if el is not node and el in inner:
            if el.tail:
                count += size(el.tail)
            continue
        if isinstance(el.tag, str) and el.tag not in IGNORED_TAGS and el.text:
            count += size(el.text)
        if el is not node and el.tail:
            count += size(el.tail)
        if count > limit:
            return count
        stack.extend(reversed(list(el)))
    return count


def _chars(text: str) -> int:
    return len("".join(text.split()))


def _letters(text: str) -> int:
    return sum(ch.isalnum() for ch in text)


def wraps_only(node: lxml_html.HtmlElement, records: set[lxml_html.HtmlElement]) -> bool:
    """Whether ``node`` holds some of ``records`` and says nothing of its own besides."""
    inner = {d for d in node.iterdescendants() if d in records}
    return bool(inner) and own_chars(node, inner, WRAPPER_CHARS) <= WRAPPER_CHARS
