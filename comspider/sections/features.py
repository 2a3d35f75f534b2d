"""The section classifier's input: the attribute values of a record section.

As in ComCrawler (Chen, Meng, Dragut, ICDE 2024), a section is described by the attribute
values of its DOM, never its text: the container, every record container (and the extra
sibling nodes of a record) and all their descendants. Values are reduced by the paper's
preprocessing (:mod:`comspider.ngrams`: letters only, lowercase) and then to
character 3-grams for fastText.

Which values: every attribute except those that carry content or addresses rather than
template names (``href``, ``src``, ``alt``, ``title``, ``aria-label``, ``style``,
``datetime``, ``content``, ``value``...). Each distinct letter word is kept once, in
document order, so a section of 200 comments and one of 5 with the same template give
nearly the same line; at most ``MAX_WORDS`` words, read from an evenly spaced sample of at
most ``RECORD_SAMPLE`` records (the cost of a section does not grow with its comments).
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.ngrams import char_ngrams, letter_words
from comspider.records.dom import IGNORED_TAGS
from comspider.records.model import RecordSection
from comspider.sections.structure import sample_records

#: Attributes whose values are content, addresses or styling, not template names.
SKIPPED_ATTRIBUTES = frozenset(
    {
        "href",
        "src",
        "srcset",
        "sizes",
        "alt",
        "title",
        "aria-label",
        "aria-description",
        "aria-describedby",
        "aria-labelledby",
        "aria-controls",
        "aria-owns",
        "style",
        "datetime",
        "content",
        "value",
        "placeholder",
        "action",
        "poster",
        "data-src",
        "data-srcset",
        "data-href",
        "data-url",
        "data-lazy-src",
        "data-original",
        "width",
        "height",
        "cite",
        "onclick",
        "onload",
        "onerror",
        "onmouseover",
        "xmlns",
        "lang",
        "dir",
        "loading",
        "decoding",
        "download",
        "label",
        "summary",
        "headers",
        "coords",
        "integrity",
    }
)
MAX_WORDS = 400
# Elements read per section at most. Real sections reach MAX_WORDS or their end well
# before (1,256 saved pages, 10,765 sections: 5,678 at most); a page of unclosed tags
# has hundreds of sections nested in each other, each holding most of the page, with
# the same few words everywhere.
MAX_ELEMENTS = 12_000
MAX_WORD_LENGTH = 30  # longer letter runs are hashes or base64, not names
NGRAM = 3


def attribute_values(section: RecordSection, *, limit: int = MAX_WORDS) -> list[str]:
    """Distinct letter words of the section's attribute values, in document order
    (container first, then each sampled record's subtree), from MAX_ELEMENTS elements at
    most. Iterative."""
    roots: list[lxml_html.HtmlElement] = [section.container]
    for record in sample_records(section.records):
        roots.append(record.node)
        roots.extend(record.extra)
    seen: set[str] = set()
    words: list[str] = []
    # Elements, not id()s: lxml proxies are created on access and an id can be reused.
    visited: set[lxml_html.HtmlElement] = set()
    # The container's own attributes, then the records' subtrees (records are inside the
    # container but the container's subtree also holds non-record parts: titles, forms).
    stack: list[tuple[lxml_html.HtmlElement, bool]] = [(r, i > 0) for i, r in enumerate(roots)]
    stack.reverse()
    budget = MAX_ELEMENTS
    while stack and len(words) < limit and budget:
        budget -= 1
        el, descend = stack.pop()
        if not isinstance(el.tag, str) or el.tag in IGNORED_TAGS or (descend and el in visited):
            continue
        if descend:
            visited.add(el)
        for name, value in el.items():
            if name in SKIPPED_ATTRIBUTES or not value:
                continue
            for word in letter_words(value[:300]):
                if len(word) <= MAX_WORD_LENGTH and word not in seen:
                    seen.add(word)
                    words.append(word)
        if descend:
            stack.extend((child, True) for child in reversed(el))
    return words[:limit]


def section_text(section: RecordSection) -> str:
    """The distinct attribute words as one string (what the dataset stores)."""
    return " ".join(attribute_values(section))


def document(words_text: str) -> str:
    """One fastText input line: character 3-grams of the attribute words."""
    return " ".join(char_ngrams(words_text, NGRAM))
