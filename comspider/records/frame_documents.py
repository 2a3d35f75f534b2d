"""The documents a page carries inside its frames' ``srcdoc`` attribute.

A browser renders ``<iframe srcdoc="…">`` as a document of its own, and the crawl reads it
as one (a frame snapshot). A page read from its HTML alone (``comspider extract``,
:func:`comspider.extract`) holds such documents only as attribute text: saved pages do
(SingleFile writes every frame, a comment widget's included, into its ``srcdoc``), and so
do widgets that write their thread into a frame. Each is parsed here as the frame's own
document, nested frames too, so that it is read as the crawl reads the frame.
"""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.dom import parse_html

# Bounds for a page that nests or repeats frames without end: a saved page of a news
# article has a few (widgets, embeds, advertisements), each one or two levels deep.
MAX_FRAME_DOCUMENTS = 24
MAX_FRAME_DEPTH = 4


def srcdoc_documents(root: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    """The parsed documents of ``root``'s ``iframe[srcdoc]`` elements and of theirs, in
    document order level by level, at most :data:`MAX_FRAME_DOCUMENTS` of them."""
    out: list[lxml_html.HtmlElement] = []
    level = [root]
    for _ in range(MAX_FRAME_DEPTH):
        found: list[lxml_html.HtmlElement] = []
        for doc in level:
            for frame in doc.iter("iframe"):
                source = frame.get("srcdoc")
                if not source or not source.strip():
                    continue
                if len(out) + len(found) >= MAX_FRAME_DOCUMENTS:
                    return out + found
                found.append(parse_html(source))
        if not found:
            break
        out.extend(found)
        level = found
    return out
