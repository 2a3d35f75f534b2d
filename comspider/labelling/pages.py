"""A recorded snapshot made ready for the annotation page.

The snapshot (the DOM the pipelines saw) is parsed as the pipelines parse it
(:func:`comspider.records.dom.parse_html`), every element numbered in document order
(``data-cs-i``) so that a click in the browser names the element whose XPath
(``getroottree().getpath``: the training data's convention) the label keeps. What would
act instead of being shown goes: scripts (the snapshot is the DOM after them), event
handler attributes, refreshes, ``<base>``. Styles, images and fonts are served from the
archive's recorded responses (``res/``), frames from their own snapshots, and the overlay
script is added last.
"""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import quote

from lxml import html as lxml_html

from comspider.page_links import joined
from comspider.records.dom import parse_html

INDEX_ATTRIBUTE = "data-cs-i"
_URL_ATTRIBUTES = ("src", "href", "poster", "data-src")
_DROP_TAGS = {"script", "noscript", "base"}


@dataclass(slots=True)
class PreparedPage:
    html: str
    paths: list[str]  # element number -> its XPath in the snapshot


def prepare(html: str, page_url: str, prefix: str, frames: dict[str, int]) -> PreparedPage:
    """``prefix``: the server path of this visit (``/<token>/v/<visit id>``); ``frames``:
    the positional XPath of an ``<iframe>`` (``/html[1]/body[1]/iframe[2]``, as a frame
    snapshot names it) -> the number of its frame's snapshot."""
    root = parse_html(html)
    tree = root.getroottree()
    elements = [el for el in root.iter() if isinstance(el.tag, str)]
    paths = [tree.getpath(el) for el in elements]
    doomed = []
    for number, el in enumerate(elements):
        tag = el.tag.lower()
        if tag in _DROP_TAGS or (tag == "meta" and (el.get("http-equiv") or "").lower() == "refresh"):
            doomed.append(el)
            continue
        for name in list(el.attrib):
            if name.lower().startswith("on"):
                del el.attrib[name]
        el.set(INDEX_ATTRIBUTE, str(number))
        if tag == "iframe":
            snapshot = frames.get(indexed_path(el))
            el.set("src", f"{prefix}/page/{snapshot}" if snapshot is not None else "about:blank")
            el.attrib.pop("srcdoc", None)
            continue
        if tag == "a" and el.get("href"):
            el.set("href", "#")  # never leaves the page: a click is a label
            continue
        for name in _URL_ATTRIBUTES:
            value = el.get(name)
            if not value or value.startswith(("data:", "#", "javascript:")):
                continue
            target = joined(page_url, value.strip())
            if target:
                el.set(name, resource_url(prefix, target))
        if el.get("srcset"):
            del el.attrib["srcset"]
    for el in doomed:
        el.drop_tree()
    body = root.find("body")
    overlay = lxml_html.Element("script", src=f"{prefix}/overlay.js")
    (body if body is not None else root).append(overlay)
    return PreparedPage(lxml_html.tostring(root, encoding="unicode", doctype="<!DOCTYPE html>"), paths)


def resource_url(prefix: str, url: str) -> str:
    if url.startswith("javascript:"):
        return "about:blank"
    return f"{prefix}/res?url={quote(url, safe='')}"


def indexed_path(el: lxml_html.HtmlElement) -> str:
    """The element's XPath with a position on every step (``/html[1]/body[1]/div[2]``),
    as the in-page XPath helper writes it."""
    steps = []
    node: lxml_html.HtmlElement | None = el
    while node is not None and isinstance(node.tag, str):
        parent = node.getparent()
        same = [c for c in parent if c.tag == node.tag] if parent is not None else [node]
        steps.append(f"{node.tag}[{same.index(node) + 1}]")
        node = parent
    return "/" + "/".join(reversed(steps))
