"""Reply containers taken for the records: a thread whose replies sit in a container
after their comment (Drupal's ``article.comment + div.indented > article.comment``), where
the repeated unit record extraction found is the reply container, not the comment.

There, every reply container follows a comment of the kind its own first element is,
and the top-level comments, not being inside any container, were left out (a thread of
8 comments came out as its 5 replies). Such a section becomes the comments themselves:
every element of that kind directly in the section's container or in a reply container,
in document order, a reply answering the comment its container follows.
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.model import Record, RecordSection
from comspider.records.replies import previous_element


def _kind(el: lxml_html.HtmlElement) -> tuple[str, str]:
    return el.tag, " ".join(sorted((el.get("class") or "").split()))


def _elements(el: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    return [c for c in el if isinstance(c.tag, str)]


def _comment_kind(section: RecordSection) -> tuple[str, str] | None:
    """The kind of the comments, when the section's records are reply containers: each
    top-level one follows an element of the kind its own first element is (the same
    kind for all), and none of them is a container's kind itself."""
    tops = [r.node for r in section.records if r.depth == 0]
    if len(tops) < 2:
        return None
    wrapper = _kind(tops[0])
    kinds: set[tuple[str, str]] = set()
    for node in tops:
        children = _elements(node)
        prev = previous_element(node)
        if _kind(node) != wrapper or not children or prev is None:
            return None
        kinds.add(_kind(children[0]))
        if _kind(prev) != _kind(children[0]):
            return None
    kind = kinds.pop() if len(kinds) == 1 else None
    return kind if kind is not None and kind != wrapper else None


def unwrap_reply_containers(section: RecordSection) -> bool:
    """Make a section of reply containers (see module doc) the section of their
    comments, in place; True when it did."""
    kind = _comment_kind(section)
    if kind is None:
        return False
    wrapper = _kind(section.records[0].node)
    index: dict[lxml_html.HtmlElement, int] = {}
    records: list[Record] = []
    for el in section.container.iter(kind[0]):
        if _kind(el) != kind:
            continue
        holder = el.getparent()
        if holder is section.container:
            parent = None
        elif holder is not None and _kind(holder) == wrapper:
            answered = previous_element(holder)
            parent = index.get(answered) if answered is not None else None
            if parent is None:
                continue  # a container after no comment of the thread: not one of its replies
        else:
            continue  # an element of that kind inside a comment's text
        index[el] = len(records)
        records.append(
            Record(node=el, parent=parent, depth=0 if parent is None else records[parent].depth + 1)
        )
    if len(records) <= len(section.records):
        return False
    section.records = records
    section.invariants = []
    return True
