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

#: Classes that say where an element stands among its siblings, not what it is (Drupal's
#: ``comment odd first`` and ``comment even first last`` are one kind).
_POSITION_CLASSES = frozenset({"odd", "even", "alt", "first", "last"})


def _classes(el: lxml_html.HtmlElement) -> frozenset[str]:
    return frozenset((el.get("class") or "").split()) - _POSITION_CLASSES


def _first_class(el: lxml_html.HtmlElement) -> str | None:
    return next((c for c in (el.get("class") or "").split() if c not in _POSITION_CLASSES), None)


def _same_kind(a: lxml_html.HtmlElement, b: lxml_html.HtmlElement) -> bool:
    """One tag, and the classes of one are among the other's, or both name the same kind
    first: a guest's comment is of the kind of a member's (Drupal's ``comment clear-block``
    and ``comment comment-by-anonymous clear-block``), and of the author's (``comment
    comment-by-node-author clearfix``)."""
    if a.tag != b.tag:
        return False
    ca, cb = _classes(a), _classes(b)
    if not ca or not cb:
        return ca == cb  # a classless element is of the classless kind only
    return ca <= cb or cb <= ca or _first_class(a) == _first_class(b)


def _empty_anchor(el: lxml_html.HtmlElement) -> bool:
    """``<a id="comment-5121"></a>``: a target Drupal prints before each comment."""
    return el.tag == "a" and not len(el) and not (el.text or "").strip()


def _elements(el: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    return [c for c in el if isinstance(c.tag, str)]


def _first_element(el: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The container's first element past empty anchors (Drupal prints ``<a
    id="comment-5121"></a>`` before each comment, in a reply container too)."""
    return next((child for child in _elements(el) if not _empty_anchor(child)), None)


def _answered(holder: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The element a reply container follows, past empty anchors."""
    prev = previous_element(holder)
    while prev is not None and _empty_anchor(prev):
        prev = previous_element(prev)
    return prev


def _comment_kind(
    section: RecordSection,
) -> tuple[lxml_html.HtmlElement, lxml_html.HtmlElement] | None:
    """A comment and a reply container, when the section's top-level records are reply
    containers, or comments and reply containers side by side (the replies' box right
    after the comment it answers, the comments themselves found too): each container
    follows an element of the kind its own first element is (the same kind for all),
    every other top-level record is of that kind, and no container is of it."""
    tops = [r.node for r in section.records if r.depth == 0]
    if len(tops) < 2:
        return None
    comment: lxml_html.HtmlElement | None = None
    wrapper: lxml_html.HtmlElement | None = None
    plain: list[lxml_html.HtmlElement] = []
    for node in tops:
        inner = _first_element(node)
        prev = _answered(node)
        if inner is not None and prev is not None and _same_kind(prev, inner) and not _same_kind(inner, node):
            if comment is None or wrapper is None:
                comment, wrapper = inner, node
            elif not (_same_kind(inner, comment) and _same_kind(node, wrapper)):
                return None  # two kinds of comment or of container
        else:
            plain.append(node)
    if comment is None or wrapper is None or _same_kind(comment, wrapper):
        return None
    if any(not _same_kind(node, comment) for node in plain):
        return None
    return comment, wrapper


def unwrap_reply_containers(section: RecordSection) -> bool:
    """Make a section of reply containers (see module doc) the section of their
    comments, in place; True when it did."""
    kinds = _comment_kind(section)
    if kinds is None:
        return False
    comment, wrapper = kinds
    index: dict[lxml_html.HtmlElement, int] = {}
    records: list[Record] = []
    for el in section.container.iter(comment.tag):
        if not _same_kind(el, comment):
            continue
        holder = el.getparent()
        if holder is section.container:
            parent = None
        elif holder is not None and _same_kind(holder, wrapper) and not _same_kind(holder, comment):
            answered = _answered(holder)
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
