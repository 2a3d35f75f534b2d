"""A forum post's subject line that repeats its topic's: "Re: Council to turn off one in
three streetlights" over every post of a thread printed under (or as) the article. The
page says the topic: its title and main heading. Such a line is the template's, neither
the post's text nor a teaser's headline.
"""

from __future__ import annotations

import re
import weakref

from lxml import html as lxml_html

#: The short marks mail and boards put before a subject they answer ("Re:", German "AW:",
#: Scandinavian "SV:", Finnish "VS:", Polish "Odp:", Portuguese "Res:", Turkish "Ynt:"),
#: folded, as a pattern's alternatives.
REPLY_MARKS = "re|aw|sv|vs|odp|res|ynt"
#: A reply's prefix before a subject ("Re:", "AW:", "Odp:", "Ответ:").
_REPLY_PREFIX = re.compile(r"^[^\W\d_]{1,6}\s?:\s*")
#: Characters a subject must have to be told by the page's title, and its share of the
#: title or heading that holds it.
SUBJECT_CHARS = 12
SUBJECT_SHARE = 0.5


def _folded(text: str) -> str:
    # a root module imports no stage (tests/test_layout.py): records.dom.folded's twin
    return " ".join(text.casefold().split())


def thread_subject(title: str, el: lxml_html.HtmlElement) -> bool:
    """Whether a post's title is its topic's subject (after a reply's prefix): the page's
    title or main heading holds it. A reader's own title says something of its own."""
    core = _folded(_REPLY_PREFIX.sub("", title))
    if len(core) < SUBJECT_CHARS:
        return False
    root = el.getroottree().getroot()
    # most of the title or of the heading: a reader's one-word title ("Interpretation")
    # the article's title happens to hold is their own
    return root is not None and any(
        core in head and len(core) >= SUBJECT_SHARE * len(head) for head in _page_heads(root)
    )


#: Each document's title and main headings, folded, read once (kept while its root lives).
_HEADS: weakref.WeakKeyDictionary[lxml_html.HtmlElement, tuple[str, ...]] = weakref.WeakKeyDictionary()


def _page_heads(root: lxml_html.HtmlElement) -> tuple[str, ...]:
    try:
        return _HEADS[root]
    except KeyError:
        pass
    heads = tuple(_folded(t.text_content()) for t in (*root.iter("title"), *root.iter("h1")))
    try:
        _HEADS[root] = heads
    except TypeError:  # pragma: no cover - an element type without weak references
        pass
    return heads
