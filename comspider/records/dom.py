"""HTML (str or bytes, any encoding, broken or absurdly deep) -> an lxml.html tree.

lxml's HTML parser (libxml2) is fast and tolerant, but it gives up on documents nested
deeper than its limit (256 levels, 2048 with ``huge_tree``): the rest of the document is
silently lost. When that happens we rebuild the tree with a small iterative tree builder
on top of the standard library's tokenizer, which has no depth limit.

Also here: ``text_of``, the iterative text walker (no recursion anywhere, pages can be
thousands of levels deep), and ``wide_chars``.
"""

from __future__ import annotations

import codecs
import logging
import re
import unicodedata
from collections.abc import Callable
from html.parser import HTMLParser as _StdlibTokenizer

from lxml import etree
from lxml import html as lxml_html

from comspider.snapshots import SHADOW_ROOT_TAG

log = logging.getLogger(__name__)

# Elements whose whole subtree is noise for structure and text.
IGNORED_TAGS = frozenset({"script", "style", "noscript", "template"})
# Elements kept as one leaf: their inside (icon paths, formulas) is noise for structure.
OPAQUE_TAGS = frozenset({"svg", "math"})
VOID_TAGS = frozenset(
    {
        "area",
        "base",
        "br",
        "col",
        "embed",
        "hr",
        "img",
        "input",
        "link",
        "meta",
        "param",
        "source",
        "track",
        "wbr",
        "keygen",
    }
)

#: An id or anchor name that numbers one item (``comment-957``, ``c58815644``, ``post_12``):
#: what a permalink points to (the record finder's anchored terms, the section evidence).
NUMBERED_ID = re.compile(r"\d{2,}|[a-f0-9]{8,}", re.I)
_META_CHARSET = re.compile(rb"""<meta[^>]{0,200}?charset\s*=\s*["']?\s*([A-Za-z0-9_:.-]{2,40})""", re.I)
_XML_DECL = re.compile(r"^\s*<\?xml[^>]*\?>", re.I)
_BAD_CHARS = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
_WS = re.compile(r"\s+")


def normalise_ws(text: str) -> str:
    """Collapse every run of whitespace into one space and strip."""
    return " ".join(text.split())


def folded(text: str) -> str:
    """``text`` casefolded with its whitespace collapsed: words compared blind to case and spacing."""
    return " ".join(text.casefold().split())


def numbered(el: lxml_html.HtmlElement) -> bool:
    """Whether an element's id carries a number (:data:`NUMBERED_ID`): a record of a list
    the site numbers (``comment-4410``)."""
    return NUMBERED_ID.search(el.get("id") or "") is not None


def kind_of(el: lxml_html.HtmlElement) -> tuple[str, str]:
    """An element's kind: its tag and first class ("" without one)."""
    return str(el.tag), ((el.get("class") or "").split() or [""])[0]


def element_before(el: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The element sibling right before ``el`` (comments and processing instructions
    passed over), or None."""
    before = el.getprevious()
    while before is not None and not isinstance(before.tag, str):
        before = before.getprevious()
    return before


def link_target(el: lxml_html.HtmlElement) -> bool:
    """An ``<a>`` that holds nothing and links nowhere: a place a link may point at
    (``<a name="c12"></a>``, ``<a id="c12"></a>``)."""
    return el.tag == "a" and not len(el) and not el.get("href") and not (el.text or "").strip()


def element_after(el: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The element sibling right after ``el`` (comments and processing instructions
    passed over), or None."""
    after = el.getnext()
    while after is not None and not isinstance(after.tag, str):
        after = after.getnext()
    return after


def under_any(
    el: lxml_html.HtmlElement, stop: lxml_html.HtmlElement, nodes: set[lxml_html.HtmlElement]
) -> bool:
    """Whether an ancestor of ``el`` below ``stop`` is one of ``nodes`` (a record nested in
    another, a part left out)."""
    if not nodes:
        return False
    for anc in el.iterancestors():
        if anc is stop:
            return False
        if anc in nodes:
            return True
    return False


#: Elements :func:`first_of` walks in Python before it asks lxml to search.
FIRST_WALK = 2000


def first_of(el: lxml_html.HtmlElement, *tags: str, inclusive: bool = True) -> lxml_html.HtmlElement | None:
    """``next(el.iter(*tags), None)`` (``inclusive=False``: ``el.iterdescendants``, as
    ``el.find(".//tag")`` finds), the same element, without a walk of the whole tree:
    lxml's iterator finds the match after the one it hands out before handing it out, so
    the first ``<title>`` or ``<h1>`` of a page cost a walk of all its elements. The first
    :data:`FIRST_WALK` elements are looked at here, the rest by lxml's search."""
    wanted = frozenset(tags)
    for n, node in enumerate(el.iter() if inclusive else el.iterdescendants()):
        if node.tag in wanted:
            return node
        if n >= FIRST_WALK:
            return next(el.iter(*tags) if inclusive else el.iterdescendants(*tags), None)
    return None


def holding(nodes: set[lxml_html.HtmlElement]) -> set[lxml_html.HtmlElement]:
    """The elements of ``nodes`` that hold another of them (a record with a reply nested
    in it). Each ancestor is looked at once: the walk up from a node stops at one seen."""
    out: set[lxml_html.HtmlElement] = set()
    seen: set[lxml_html.HtmlElement] = set()
    for node in nodes:
        for anc in node.iterancestors():
            if anc in seen:
                break
            seen.add(anc)
            if anc in nodes:
                out.add(anc)
    return out


#: Table parts a browser's parser adds to every table (a served page may leave them out).
_TABLE_PARTS = frozenset({"tbody", "thead", "tfoot"})


def table_part(el: lxml_html.HtmlElement) -> bool:
    """Is ``el`` a table's body, head or foot: a part a browser's parser puts in every
    table, which the served HTML often leaves out?"""
    parent = el.getparent()
    return el.tag in _TABLE_PARTS and parent is not None and parent.tag == "table"


def list_box(container: lxml_html.HtmlElement) -> lxml_html.HtmlElement:
    """The box of a list whose records are ``container``'s: the table of a table body, so
    that the served HTML and a browser's tree read the list's box, its names and its
    surroundings alike."""
    return container.getparent() if table_part(container) else container


def inside(node: lxml_html.HtmlElement, ancestor: lxml_html.HtmlElement) -> bool:
    """Is ``ancestor`` one of ``node``'s ancestors (not ``node`` itself)?"""
    anc = node.getparent()
    while anc is not None:
        if anc is ancestor:
            return True
        anc = anc.getparent()
    return False


def text_content(el: lxml_html.HtmlElement) -> str:
    """``el.text_content()``, the same string: lxml's text serialiser instead of its
    ``string()`` XPath, which costs an XPath evaluation per call (half the time on a
    record of a few elements, and more on a long thread)."""
    return str(etree.tostring(el, method="text", encoding=str, with_tail=False))


def text_apart(el: lxml_html.HtmlElement) -> str:
    """``el``'s text, with a space where one text node opens with a digit right after
    another that ends with a letter or a digit: elements written without a space between
    them ("<a>Ackroyd62</a><span>3 May 2012</span>") read "Ackroyd62 3 May 2012", not a
    23rd of May. Elsewhere the same as :func:`text_content`."""
    parts: list[str] = []
    for text in el.itertext():
        if not text:
            continue
        if parts and text[0].isdigit() and parts[-1][-1].isalnum():
            parts.append(" ")
        parts.append(text)
    return "".join(parts)


def decode_html(data: bytes) -> str:
    """Bytes -> text: BOM, then strict UTF-8, then the declared charset, then cp1252."""
    for bom, enc in (
        (codecs.BOM_UTF8, "utf-8"),
        (codecs.BOM_UTF16_LE, "utf-16-le"),
        (codecs.BOM_UTF16_BE, "utf-16-be"),
    ):
        if data.startswith(bom):
            return data[len(bom) :].decode(enc, errors="replace")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    match = _META_CHARSET.search(data[:8192])
    if match:
        name = match.group(1).decode("ascii", "ignore").lower()
        if name in {"iso-8859-1", "latin-1", "latin1", "us-ascii", "ascii"}:
            name = "cp1252"  # what browsers do (WHATWG encoding standard)
        try:
            return data.decode(codecs.lookup(name).name, errors="replace")
        except LookupError:
            log.debug("unknown declared charset %r, falling back to cp1252", name)
    return data.decode("cp1252", errors="replace")


def _empty_document() -> lxml_html.HtmlElement:
    return lxml_html.document_fromstring(b"<html><body></body></html>", parser=_parser())


def _parser() -> lxml_html.HTMLParser:
    """lxml.html's parser with a C-level element class lookup: every element is an
    ``HtmlElement`` (lxml.html's default lookup calls back into Python for every element
    proxy to give form fields their own classes, which costs ~15% of a DOM walk)."""
    parser = lxml_html.HTMLParser(encoding="utf-8", huge_tree=True, remove_comments=True, remove_pis=True)
    parser.set_element_class_lookup(
        etree.ElementDefaultClassLookup(
            element=lxml_html.HtmlElement,
            comment=lxml_html.HtmlComment,
            pi=lxml_html.HtmlProcessingInstruction,
            entity=lxml_html.HtmlEntity,
        )
    )
    return parser


def parse_html(html: str | bytes) -> lxml_html.HtmlElement:
    """Parse a whole document; never raises on bad input (returns an empty document)."""
    text = decode_html(html) if isinstance(html, bytes | bytearray) else str(html)
    text = _XML_DECL.sub("", text, count=1)
    text = _BAD_CHARS.sub("", text)
    if not text.strip():
        return _empty_document()
    data = text.encode("utf-8")
    parser = _parser()
    try:
        root = lxml_html.document_fromstring(data, parser=parser)
    except (etree.ParserError, ValueError) as exc:
        log.info("lxml could not parse the document (%s); using the fallback builder", exc)
        return build_tree(text)
    if any("excessive depth" in entry.message.lower() for entry in parser.error_log):
        log.info("document deeper than libxml2's limit; rebuilding it with the fallback builder")
        root = build_tree(text)
    _attach_declarative_shadow_roots(root)
    return root


def _attach_declarative_shadow_roots(root: lxml_html.HtmlElement) -> None:
    """A declarative shadow root (``<template shadowrootmode="open">`` as a host's child)
    is the host's shadow tree as the browser attaches it: it becomes the element a
    browser snapshot has there (:data:`comspider.snapshots.SHADOW_ROOT_TAG`), so that the
    served HTML reads as the crawl's snapshot of it does. Other templates stay inert."""
    found = [t for t in root.iter("template") if t.get("shadowrootmode") or t.get("shadowroot")]
    for template in found:
        mode = template.get("shadowrootmode") or template.get("shadowroot") or "open"
        template.attrib.clear()
        template.tag = SHADOW_ROOT_TAG
        template.set("mode", mode)


class _TreeBuilder(_StdlibTokenizer):
    """A minimal HTML tree builder: a stack of open elements, void elements, end tags
    closing up to the nearest open element of that name. No depth limit, no recursion."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.root: lxml_html.HtmlElement = _parser().makeelement("html")
        self.stack: list[lxml_html.HtmlElement] = [self.root]
        self.open_count: dict[str, int] = {}
        self.skip_depth = 0  # inside an element we could not create

    def _append_text(self, data: str) -> None:
        parent = self.stack[-1]
        if len(parent):
            last = parent[-1]
            last.tail = (last.tail or "") + data
        else:
            parent.text = (parent.text or "") + data

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "html" and len(self.stack) == 1 and not len(self.root):
            for name, value in attrs:
                try:
                    self.root.set(name, value or "")
                except (ValueError, TypeError):
                    pass
            return
        try:
            el = etree.SubElement(self.stack[-1], tag)
        except (ValueError, TypeError):
            el = etree.SubElement(self.stack[-1], "span")
        for name, value in attrs:
            try:
                el.set(name, value or "")
            except (ValueError, TypeError):
                pass  # attribute names lxml refuses (quotes, '@click'...)
        if tag not in VOID_TAGS:
            self.stack.append(el)
            self.open_count[el.tag] = self.open_count.get(el.tag, 0) + 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)
        if tag not in VOID_TAGS and len(self.stack) > 1 and self.stack[-1].tag == tag:
            self._pop()

    def _pop(self) -> None:
        el = self.stack.pop()
        self.open_count[el.tag] -= 1

    def handle_endtag(self, tag: str) -> None:
        if not self.open_count.get(tag):
            return  # stray end tag
        while len(self.stack) > 1:
            el = self.stack[-1]
            self._pop()
            if el.tag == tag:
                break

    def handle_data(self, data: str) -> None:
        self._append_text(data)


def build_tree(text: str) -> lxml_html.HtmlElement:
    """Fallback parser for documents lxml cannot take (too deep): never raises."""
    builder = _TreeBuilder()
    try:
        builder.feed(text)
        builder.close()
    except Exception as exc:  # noqa: BLE001 - the stdlib tokenizer is lenient; be safe anyway
        log.info("fallback HTML builder stopped early: %s", exc)
    root = builder.root
    if root.find("body") is None:
        # Keep the usual shape: <html><head/><body>...</body></html>.
        body = etree.Element("body")
        head = None
        for child in list(root):
            if child.tag == "head":
                head = child
                continue
            body.append(child)
        body.text, root.text = root.text, None
        root.append(body)
        if head is not None:
            root.insert(0, head)
    return root


def as_root(root_or_html: lxml_html.HtmlElement | str | bytes) -> lxml_html.HtmlElement:
    """Accept a parsed element or a document; return an element."""
    if isinstance(root_or_html, bytearray):
        return parse_html(bytes(root_or_html))
    if isinstance(root_or_html, str | bytes):
        return parse_html(root_or_html)
    return root_or_html


BLOCK_TAGS = frozenset(
    {
        "address",
        "article",
        "aside",
        "blockquote",
        "br",
        "dd",
        "details",
        "div",
        "dl",
        "dt",
        "fieldset",
        "figcaption",
        "figure",
        "footer",
        "form",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "header",
        "hr",
        "li",
        "main",
        "nav",
        "ol",
        "p",
        "pre",
        "section",
        "summary",
        "table",
        "tbody",
        "td",
        "tfoot",
        "th",
        "thead",
        "tr",
        "ul",
        "img",
        "button",
        "time",
        "option",
    }
)


def wide_chars(text: str) -> int:
    """The wide characters of ``text`` (Chinese, Japanese, Korean): a script written without
    spaces, whose few characters say what many Latin letters do."""
    return sum(1 for c in text if c >= "\u1100" and unicodedata.east_asian_width(c) in "WF")


def text_of(root: lxml_html.HtmlElement, skip: Callable[[lxml_html.HtmlElement], bool] | None = None) -> str:
    """Whitespace-normalised visible text under ``root``: inline markup joins its
    neighbours (``Dan<b>ke</b>`` is "Danke"), block elements are separated by a space.
    Ignored tags and the inside of ``skip(el)`` elements are left out. Iterative."""
    parts: list[str] = []
    stack: list[tuple[lxml_html.HtmlElement, bool]] = [(root, False)]
    while stack:
        node, closing = stack.pop()
        if closing:
            if node.tag in BLOCK_TAGS:
                parts.append(" ")
            if node is not root and node.tail:
                parts.append(node.tail)
            continue
        tag = node.tag
        if (
            not isinstance(tag, str)
            or tag in IGNORED_TAGS
            or (node is not root and skip is not None and skip(node))
        ):
            if node is not root and node.tail:
                parts.append(node.tail)
            continue
        if tag in BLOCK_TAGS:
            parts.append(" ")
        if node.text and tag not in OPAQUE_TAGS:
            parts.append(node.text)
        stack.append((node, True))
        if tag not in OPAQUE_TAGS:
            for child in reversed(node):
                stack.append((child, False))
    return normalise_ws("".join(parts))


#: Words of a field's label at most ("Autore", "Inviato", "Data e ora").
LABEL_WORDS = 3


def field_label(term: lxml_html.HtmlElement) -> bool:
    """Whether a definition list's term is a field's label: its list has two terms or more
    and each is a short text without a digit ("Autore" / name, "Inviato" / date, "Testo" /
    text). A term with a date is a comment's byline ("<dt>Anna, 12.03.2010</dt><dd>…")."""
    parent = term.getparent()
    if parent is None:
        return False
    terms = [c for c in parent if c.tag == "dt"]
    if len(terms) < 2:
        return False
    for t in terms:
        text = " ".join(t.text_content().split())
        if not text or len(text.split()) > LABEL_WORDS or any(ch.isdigit() for ch in text):
            return False
    return True


#: The tags of a quotation.
QUOTE_TAGS = frozenset({"blockquote", "q"})


def quoted(el: lxml_html.HtmlElement) -> bool:
    """A quotation of another comment inside a reply (``<blockquote>``, ``<q>``, a class
    saying so: ``comment comment-quoted``): it repeats another's words, nobody wrote them
    there."""
    return el.tag in QUOTE_TAGS or "quot" in (el.get("class") or "").casefold()
