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


def _comment_kind(section: RecordSection) -> tuple[tuple[str, str], tuple[str, str]] | None:
    """The kinds of the comments and of their reply containers, when the section's
    top-level records are reply containers, or comments and reply containers side by
    side (the replies' box right after the comment it answers, the comments themselves
    found too): each container follows an element of the kind its own first element is
    (the same kind for all), every other top-level record is of that kind, and no
    container is of it."""
    tops = [r.node for r in section.records if r.depth == 0]
    if len(tops) < 2:
        return None
    comments: set[tuple[str, str]] = set()
    wrappers: set[tuple[str, str]] = set()
    plain: list[tuple[str, str]] = []
    for node in tops:
        children = _elements(node)
        prev = previous_element(node)
        inner = _kind(children[0]) if children else None
        if inner is not None and prev is not None and _kind(prev) == inner and inner != _kind(node):
            comments.add(inner)
            wrappers.add(_kind(node))
        else:
            plain.append(_kind(node))
    if len(comments) != 1 or len(wrappers) != 1:
        return None
    kind, wrapper = comments.pop(), wrappers.pop()
    if kind == wrapper or any(k != kind for k in plain):
        return None
    return kind, wrapper


def unwrap_reply_containers(section: RecordSection) -> bool:
    """Make a section of reply containers (see module doc) the section of their
    comments, in place; True when it did."""
    kinds = _comment_kind(section)
    if kinds is None:
        return False
    kind, wrapper = kinds
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
    if len(records) < len(section.records) or [r.node for r in records] == [r.node for r in section.records]:
        return False  # fewer than the section had, or the same records
    section.records = records
    section.invariants = []
    return True
