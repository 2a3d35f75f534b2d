"""The article's own writers, as the page declares them, and lists they signed.

A live blog's updates, a newsroom's notes or a reporter's timeline are signed like
comments (a name, a time, prose) but by the people who wrote the article. The page says
who they are: ``<meta name="author">``, ``article:author``, the JSON-LD ``author``,
``itemprop="author"`` / ``rel="author"``; and its visible byline names the co-writers a
single declared name leaves out ("Elin Forsgren, Jonas Lindqvist och Maja Ekholm"): the
shortest text before the list that holds a declared name is read as that byline. Any
language: the names are what is known, not the words around them.
"""

from __future__ import annotations

import json
import re
import weakref
from collections.abc import Iterator

from lxml import html as lxml_html

from comspider.records.dom import folded, inside
from comspider.records.model import RecordSection

#: Meta names and properties that declare the article's writer.
_AUTHOR_META = frozenset({"author", "article:author", "dc.creator", "sailthru.author", "parsely-author"})
#: Longest byline read for co-writers (words, and characters for scripts without spaces).
BYLINE_WORDS = 25
BYLINE_CHARS = 200
#: Share of a list's named records signed by the writers for it to be theirs.
WRITERS_SHARE = 2 / 3
#: Fewest records for a list to be judged by its signatures.
MIN_SIGNED = 3
#: Shortest name read (characters): initials and single letters say too little.
MIN_NAME = 3


def _json_ld_authors(data: object) -> Iterator[str]:
    """Every ``author`` name in a JSON-LD value (objects, lists, ``@graph``)."""
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, dict):
            for key, value in item.items():
                if key in ("author", "creator"):
                    for who in value if isinstance(value, list) else [value]:
                        name = who.get("name") if isinstance(who, dict) else who
                        if isinstance(name, str):
                            yield name
                elif isinstance(value, list | dict):
                    stack.append(value)


#: Each document's declared writers, read once (kept while its root lives): the names its
#: head and structured data declare, and each name its markup marks (``itemprop="author"``,
#: ``rel="author"``) with the elements that mark it.
_writers: weakref.WeakKeyDictionary[
    lxml_html.HtmlElement, tuple[frozenset[str], dict[str, list[lxml_html.HtmlElement]]]
] = weakref.WeakKeyDictionary()


def declared_writers(
    root: lxml_html.HtmlElement, within: lxml_html.HtmlElement | None = None
) -> frozenset[str]:
    """The writers' names (folded) the page's markup declares, read once per document.
    ``within``: a list whose own marks do not count: a comment system that marks each
    reader ``itemprop="author"`` declares its readers, not the article's writers (a name
    it marks counts where the page marks it outside the list too)."""
    try:
        head, marked = _writers[root]
    except KeyError:
        head, marked = _read_writers(root)
        try:
            _writers[root] = (head, marked)
        except TypeError:  # pragma: no cover - an element type without weak references
            pass
    if within is None:
        return head | frozenset(marked)
    return head | frozenset(n for n, els in marked.items() if any(not inside(el, within) for el in els))


def _read_writers(
    root: lxml_html.HtmlElement,
) -> tuple[frozenset[str], dict[str, list[lxml_html.HtmlElement]]]:
    names: set[str] = set()
    for meta in root.iter("meta"):
        key = (meta.get("name") or meta.get("property") or "").strip().lower()
        content = (meta.get("content") or "").strip()
        if key in _AUTHOR_META and content and "://" not in content:
            names.add(folded(content))
    for script in root.iter("script"):
        if (script.get("type") or "").lower() == "application/ld+json" and script.text:
            try:
                names.update(folded(n) for n in _json_ld_authors(json.loads(script.text)))
            except ValueError:
                continue
    # the elements ``//*[@itemprop="author" or @rel="author"]`` finds, in one walk (half
    # that XPath's time on a page of 57k elements)
    marked: dict[str, list[lxml_html.HtmlElement]] = {}
    for el in root.iter():
        if (el.get("itemprop") != "author" and el.get("rel") != "author") or not isinstance(el.tag, str):
            continue
        text = " ".join(el.text_content().split())
        if 0 < len(text.split()) <= 5 and len(name := folded(text)) >= MIN_NAME:
            marked.setdefault(name, []).append(el)
    return frozenset(n for n in names if len(n) >= MIN_NAME), marked


#: Levels a byline is grown up from the element that holds a declared name.
BYLINE_LEVELS = 3


def _fits(text: str) -> bool:
    return len(text) <= BYLINE_CHARS and len(text.split()) <= BYLINE_WORDS


def _bylines(
    root: lxml_html.HtmlElement, before: lxml_html.HtmlElement, declared: frozenset[str]
) -> list[str]:
    """The visible bylines before ``before`` (outside it), folded: from each element whose
    own text holds a declared name, the largest block up to :data:`BYLINE_LEVELS` above
    it whose text is still a line ("By <a>Anna</a>, <a>Jon</a> and <a>Mia</a>")."""
    found: list[str] = []
    around = set(before.iterancestors())  # their text holds the list's own
    for el in root.iter():
        if el is before:
            break
        if not isinstance(el.tag, str) or el.tag in ("script", "style", "head", "title"):
            continue
        own = folded(el.text or "")
        if not own or not any(n in own for n in declared):
            continue
        line = folded(el.text_content())
        up = el.getparent()
        for _ in range(BYLINE_LEVELS):
            if up is None or up in around:
                break
            text = folded(up.text_content())
            if not _fits(text):
                break
            line, up = text, up.getparent()
        if _fits(line):
            found.append(line)
    return found


def signed_by_the_writers(section: RecordSection, names: list[str | None]) -> bool:
    """Whether the list's records (``names``: their authors as read, None where unnamed)
    are mostly signed by the article's own writers: the newsroom's list, not its readers'.
    A thread where the writer answers some readers has readers' names besides."""
    named = [f for n in names if n and len(f := folded(n)) >= MIN_NAME]
    if len(named) < MIN_SIGNED:
        return False
    root = section.container.getroottree().getroot()
    declared = declared_writers(root, section.container)
    if not declared:
        return False
    bylines = _bylines(root, section.container, declared)

    def writer(name: str) -> bool:
        return name in declared or any(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", b) for b in bylines)

    return sum(writer(n) for n in named) >= WRITERS_SHARE * len(named)
