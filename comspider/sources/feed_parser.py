"""RSS 2.0 / 0.9x, RSS 1.0 (RDF) and Atom (1.0, 0.3) feeds -> Articles, with lxml.

:func:`parse_feed` never raises on bad input: it returns a :class:`FeedResult` whose
``reason`` says why nothing came out (``feed_unparseable``, ``not_a_feed``,
``feed_empty``, ``feed_no_links``, ``feed_empty_body``). Bytes are repaired first
(encoding, entities: :mod:`comspider.sources.encoding`); a feed with XML errors is then
parsed in recover mode, fields are also looked for below an item's children (the recovery
may nest them), and when libxml2's recovery lost items (a stray end tag closes the root
early and the rest is dropped) the items are parsed one by one instead. ``recovered`` says
that any of this was needed; whatever items survive are returned.

Per item:

- ``url``: RSS ``feedburner:origLink``, else ``link`` (or an ``atom:link``), else a
  permalink ``guid``, else ``rdf:about``; Atom ``link rel=alternate`` (HTML first), else
  ``related``/``via``, else an http(s) ``id``. Relative links are resolved against
  ``xml:base`` and the feed URL; only http(s) links are kept; duplicates are dropped.
  Google News article links are decoded offline when they can be (old style), see
  :mod:`comspider.sources.gnews_links`;
- ``title``: text, tags stripped, entities decoded; for Google News without the trailing
  `` - Publisher``;
- ``publisher``: the item's ``<source>``; else the channel / feed title (not for Google
  News); else the Atom author or ``dc:creator``;
- ``published_at``: ``pubDate``, Atom ``published``/``updated``, ``dc:date`` (ISO 8601
  UTC, None when unparseable);
- ``language``: the item's ``xml:lang`` / ``dc:language``, else the channel's
  ``language`` / ``dc:language`` / ``xml:lang``, else (Google News) the feed URL's ``hl``.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from urllib.parse import urljoin, urlsplit

from lxml import etree

from comspider.article import Article
from comspider.sources.dates import iso_date
from comspider.sources.encoding import clean_xml
from comspider.sources.gnews_links import article_id_of, resolve_offline
from comspider.sources.google_news import (
    feed_language,
    looks_like_google_news_feed,
    strip_publisher,
)
from comspider.sources.reason import Reason

ATOM = "http://www.w3.org/2005/Atom"
ATOM03 = "http://purl.org/atom/ns#"
RSS1 = "http://purl.org/rss/1.0/"
RSS09 = "http://my.netscape.com/rdf/simple/0.9/"
RDF = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
DC = "http://purl.org/dc/elements/1.1/"
DCTERMS = "http://purl.org/dc/terms/"
FEEDBURNER = "http://rssnamespace.org/feedburner/ext/1.0"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"
_CORE = {None, "", ATOM, ATOM03, RSS1, RSS09}  # namespaces of the feed's own elements
_TAGS = re.compile(
    r"</?(?:a|abbr|b|big|br|cite|code|del|div|em|font|h[1-6]|i|img|ins|mark|p|q|s|small|"
    r"span|strike|strong|sub|sup|time|tt|u)\b[^>]{0,2000}>",
    re.I,
)
_ITEMS = {"item", "entry"}
# Elements a broken feed may leave nested in a title: never part of the title's text.
_FIELDS = {
    "item",
    "entry",
    "link",
    "pubDate",
    "guid",
    "description",
    "category",
    "source",
    "enclosure",
    "author",
    "comments",
    "published",
    "updated",
    "summary",
    "content",
    "encoded",
    "date",
    "creator",
    "origLink",
}
_MAX_ITEMS = 10_000


@dataclass(slots=True)
class FeedResult:
    """What one feed (or URL list) gave. ``reason`` is set when it gave nothing usable."""

    feed: str
    articles: list[Article] = field(default_factory=list)
    reason: Reason | None = None
    kind: str | None = None  # "rss", "rdf", "atom", "urls"
    title: str | None = None
    language: str | None = None
    recovered: bool = False  # the XML had errors and was repaired or recovered
    skipped: int = 0  # items (or lines) without a usable link
    warnings: list[Reason] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.reason is None

    def __len__(self) -> int:
        return len(self.articles)


# ------------------------------------------------------------------------------------
# Element helpers
# ------------------------------------------------------------------------------------


def _name(element: etree._Element) -> tuple[str | None, str]:
    tag = element.tag
    if not isinstance(tag, str):
        return None, ""
    if tag.startswith("{"):
        namespace, _, local = tag[1:].partition("}")
        return namespace, local
    return None, tag


def _children(element: etree._Element) -> Iterator[tuple[str | None, str, etree._Element]]:
    for child in element:
        namespace, local = _name(child)
        if local:
            yield namespace, local, child


def _first(
    element: etree._Element,
    local: str,
    namespaces: set[str | None] | frozenset[str | None] = frozenset(_CORE),
) -> etree._Element | None:
    for namespace, name, child in _children(element):
        if name == local and namespace in namespaces:
            return child
    return None


def _all(
    element: etree._Element,
    local: str,
    namespaces: set[str | None] | frozenset[str | None] = frozenset(_CORE),
) -> list[etree._Element]:
    return [
        child for namespace, name, child in _children(element) if name == local and namespace in namespaces
    ]


def _descendants(item: etree._Element) -> Iterator[tuple[str | None, str, etree._Element]]:
    """Descendants of an item, not entering nested items (recovered feeds nest them)."""
    stack = list(reversed(list(item)))
    while stack:
        element = stack.pop()
        namespace, local = _name(element)
        if not local or local in _ITEMS:
            continue
        yield namespace, local, element
        stack.extend(reversed(list(element)))


def _find(
    item: etree._Element, local: str, namespaces: frozenset[str | None], deep: bool
) -> list[etree._Element]:
    """Children named ``local``; in a recovered feed, else descendants (the recovery may
    have put ``<link>`` inside an unclosed ``<title>``)."""
    found = _all(item, local, namespaces)
    if found or not deep:
        return found
    return [el for ns, name, el in _descendants(item) if name == local and ns in namespaces]


def _text(element: etree._Element | None) -> str | None:
    """The text of an element, without the subtrees of feed elements a broken feed left
    inside it (``<title>Headline<link>...</link></title>``)."""
    if element is None:
        return None
    parts = [element.text or ""]
    stack = [(child, False) for child in reversed(list(element))]
    while stack:
        node, done = stack.pop()
        if done:
            parts.append(node.tail or "")
            continue
        local = _name(node)[1]
        if local in _FIELDS:
            parts.append(node.tail or "")
            continue
        parts.append(node.text or "")
        stack.append((node, True))
        stack.extend((child, False) for child in reversed(list(node)))
    value = " ".join("".join(parts).split())
    return value or None


def _clean_title(value: str | None) -> str | None:
    """Titles: tags stripped (HTML-typed or CDATA titles), entities decoded once."""
    if not value:
        return None
    text = value
    if "<" in text:
        text = _TAGS.sub(" ", text)
    if "&" in text:
        text = html.unescape(text)
    text = " ".join(text.split())
    return text or None


def _language(value: str | None) -> str | None:
    """BCP 47 casing: ``en-us`` -> ``en-US``, ``zh-hant-tw`` -> ``zh-Hant-TW``."""
    if not value:
        return None
    parts = value.strip().replace("_", "-").split("-")
    if not parts[0] or not re.fullmatch(r"[A-Za-z]{2,8}", parts[0]):
        return None
    out = [parts[0].lower()]
    for part in parts[1:]:
        if len(part) == 2 and part.isalpha():
            out.append(part.upper())
        elif len(part) == 4 and part.isalpha():
            out.append(part.title())
        elif part:
            out.append(part.lower())
    return "-".join(out)


def _absolute(link: str | None, base: str | None) -> str | None:
    if not link:
        return None
    value = "".join(link.split())  # links wrapped over lines
    if not value:
        return None
    try:
        url = urljoin(base, value) if base else value
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return url


def _base(element: etree._Element, fallback: str) -> str:
    try:
        base = element.base
    except (ValueError, TypeError):
        base = None
    return base or fallback


# ------------------------------------------------------------------------------------
# Items
# ------------------------------------------------------------------------------------


@dataclass(slots=True)
class _Channel:
    kind: str
    title: str | None
    language: str | None
    author: str | None
    google: bool
    deep: bool  # the XML was recovered: look for fields below the item's children too


_CORE_NS = frozenset(_CORE)


def _get(
    item: etree._Element, local: str, deep: bool, namespaces: frozenset[str | None] = _CORE_NS
) -> etree._Element | None:
    found = _find(item, local, namespaces, deep)
    return found[0] if found else None


def _rss_link(item: etree._Element, feed_url: str, deep: bool) -> str | None:
    base = _base(item, feed_url)
    original = _get(item, "origLink", deep, frozenset({FEEDBURNER}))
    if original is not None and _absolute(_text(original), base):
        return _absolute(_text(original), base)
    for link in _find(item, "link", _CORE_NS, deep):
        href = link.get("href")
        rel = link.get("rel", "alternate")
        if href and rel == "alternate":  # atom:link inside RSS
            url = _absolute(href, _base(link, base))
        else:
            url = _absolute(_text(link), _base(link, base))
        if url:
            return url
    guid = _get(item, "guid", deep)
    if guid is not None and guid.get("isPermaLink", "true").strip().lower() != "false":
        value = _text(guid)
        if value and "://" in value:
            return _absolute(value, base)
    about = item.get(f"{{{RDF}}}about")
    return _absolute(about, base) if about else None


def _atom_link(entry: etree._Element, feed_url: str, deep: bool) -> str | None:
    base = _base(entry, feed_url)
    ranked = []
    for index, link in enumerate(_find(entry, "link", _CORE_NS, deep)):
        rel = (link.get("rel") or "alternate").strip()
        kind = (link.get("type") or "text/html").lower()
        href = link.get("href") or _text(link)
        if not href or rel not in ("alternate", "related", "via"):
            continue
        rank = (0 if rel == "alternate" else 1 if rel == "related" else 2, 0 if "html" in kind else 1, index)
        ranked.append((rank, href, link))
    for _, href, link in sorted(ranked, key=lambda r: r[0]):
        url = _absolute(href, _base(link, base))
        if url:
            return url
    entry_id = _text(_get(entry, "id", deep))
    if entry_id and entry_id.startswith(("http://", "https://")):
        return _absolute(entry_id, base)
    return None


_RSS_DATES = (
    ("pubDate", _CORE_NS),
    ("date", frozenset({DC})),
    ("published", _CORE_NS),
    ("updated", _CORE_NS),
    ("issued", frozenset({DCTERMS})),
    ("modified", frozenset({DCTERMS})),
)
_ATOM_DATES = (
    ("published", _CORE_NS),
    ("updated", _CORE_NS),
    ("issued", _CORE_NS),
    ("modified", _CORE_NS),
    ("created", _CORE_NS),
    ("date", frozenset({DC})),
    ("issued", frozenset({DCTERMS})),
    ("modified", frozenset({DCTERMS})),
    ("pubDate", _CORE_NS),
)


def _item_date(item: etree._Element, atom: bool, deep: bool) -> str | None:
    for local, namespaces in _ATOM_DATES if atom else _RSS_DATES:
        for element in _find(item, local, namespaces, deep):
            value = iso_date(_text(element))
            if value:
                return value
    return None


def _author(item: etree._Element, deep: bool) -> str | None:
    author = _get(item, "author", deep)
    if author is not None:
        name = _first(author, "name")
        text = _text(name) if name is not None else _text(author)
        if text:
            match = re.fullmatch(r"\S+@\S+\s*\((.+)\)", text)  # RSS: "a@b.c (Name)"
            return match.group(1).strip() if match else text
    return _text(_get(item, "creator", deep, frozenset({DC})))


def _item_article(
    item: etree._Element, channel: _Channel, feed_url: str, feed_label: str, url_language: str | None
) -> Article | None:
    atom, deep = channel.kind == "atom", channel.deep
    url = _atom_link(item, feed_url, deep) if atom else _rss_link(item, feed_url, deep)
    if url is None:
        return None
    source = _get(item, "source", deep)
    publisher = None
    if source is not None:
        source_title = _first(source, "title")  # Atom <source><title>
        publisher = _text(source_title) if source_title is not None else _text(source)
    title = _clean_title(_text(_get(item, "title", deep)))
    if channel.google and title:
        title = strip_publisher(title, publisher)
    if not publisher and not channel.google:
        publisher = channel.title
    if not publisher:
        publisher = channel.author or _author(item, deep)
    language = _language(item.get(XML_LANG) or _text(_get(item, "language", deep, frozenset({DC}))))
    return Article(
        url=url,
        title=title,
        publisher=publisher,
        published_at=_item_date(item, atom, deep),
        language=language or channel.language or (url_language if channel.google else None),
        feed=feed_label,
    )


# ------------------------------------------------------------------------------------
# Feeds
# ------------------------------------------------------------------------------------


def _parser() -> etree.XMLParser:
    return etree.XMLParser(
        recover=True,
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        remove_comments=True,
        remove_pis=True,
        huge_tree=False,
        collect_ids=False,
    )


def _is_google(
    root: etree._Element, channel: etree._Element | None, feed_url: str, items: list[etree._Element]
) -> bool:
    if looks_like_google_news_feed(feed_url):
        return True
    generator = _text(_first(channel, "generator")) if channel is not None else None
    if generator and generator.startswith("NFE/"):
        return True
    links = [_text(_first(item, "link")) for item in items[:10]]
    hits = sum(1 for link in links if link and article_id_of(link))
    return (
        bool(items)
        and hits >= max(1, len(links) // 2)
        and all(_first(item, "source") is not None for item in items[:10])
    )


def parse_feed(
    body: bytes,
    feed_url: str,
    *,
    content_type: str | bytes | None = None,
    google: bool | None = None,
    decode_links: bool = True,
    feed_label: str | None = None,
    max_items: int = _MAX_ITEMS,
) -> FeedResult:
    """Parse a feed body.

    ``feed_url`` resolves relative links (use the response URL); ``feed_label`` is what
    goes into ``Article.feed`` (default ``feed_url``). ``google`` forces (True/False) or
    lets the parser detect (None) Google News conventions (title suffix, ``<source>``
    publisher, ``hl`` language). ``decode_links`` decodes old-style Google News links
    offline (new-style ones stay Google links, see ``resolve_offline``).
    """
    label = feed_label or feed_url
    result = FeedResult(feed=label)
    if not body or not body.strip():
        result.reason = Reason("feed_empty_body", f"{label} answered an empty body")
        return result
    cleaned = clean_xml(body, content_type)
    parser = _parser()
    try:
        root = etree.fromstring(cleaned.body, parser, base_url=feed_url)
    except (etree.XMLSyntaxError, ValueError):
        root = None
    result.recovered = cleaned.repaired or bool(len(parser.error_log))
    if root is None:
        result.reason = Reason("feed_unparseable", f"{label} is not XML ({_first_error(parser)})")
        return result
    namespace, local = _name(root)
    deep = bool(len(parser.error_log))
    if local == "rss" or (local == "channel" and namespace in _CORE):
        kind = "rss"
        channel = root if local == "channel" else _first(root, "channel")
    elif local == "RDF":
        kind = "rdf"
        channel = _first(root, "channel")
    elif local == "feed" and namespace in (ATOM, ATOM03, None):
        kind = "atom"
        channel = root
    else:
        what = "an HTML page" if local.lower() in ("html", "body") else f"<{local}>"
        result.reason = Reason("not_a_feed", f"{label} is {what}, not RSS, Atom or RDF")
        return result
    # Every item in document order: a recovered feed may nest items in one another or
    # leave them outside <channel>.
    wanted = "entry" if kind == "atom" else "item"
    items = [
        el
        for el in root.iter()
        if isinstance(el.tag, str) and _name(el)[1] == wanted and _name(el)[0] in _CORE
    ]
    result.kind = kind
    cut_off = deep and _last_item_cut_off(cleaned.body, wanted)
    if cut_off and items:
        items = items[:-1]
    items = items[:max_items]

    title = _clean_title(_text(_first(channel, "title"))) if channel is not None else None
    language = None
    if channel is not None:
        language = _language(
            _text(_first(channel, "language"))
            or _text(_first(channel, "language", {DC}))
            or channel.get(XML_LANG)
        )
    language = language or _language(root.get(XML_LANG))
    author = None
    if kind == "atom":
        feed_author = _first(root, "author")
        author = _text(_first(feed_author, "name")) if feed_author is not None else None
    is_google = _is_google(root, channel, feed_url, items) if google is None else google
    url_language = _language(feed_language(label) or feed_language(feed_url))
    info = _Channel(kind, title, language, author, is_google, deep)
    result.title, result.language = title, language or (url_language if is_google else None)
    if deep:
        salvaged = _salvage(cleaned.body, wanted, feed_url)
        if cut_off and salvaged:
            salvaged = salvaged[:-1]
        if len(salvaged) > len(items):
            items = salvaged[:max_items]
    if cut_off:
        result.warnings.append(
            Reason("item_truncated", f"{label} ends inside its last item: that item is dropped")
        )

    seen: set[str] = set()
    no_link = 0
    for item in items:
        article = _item_article(item, info, feed_url, label, url_language)
        if article is None:
            result.skipped += 1
            no_link += 1
            continue
        if decode_links:
            step = resolve_offline(article)
            if isinstance(step, Article):
                article = step
            elif isinstance(step, Reason):
                result.warnings.append(step)
                result.skipped += 1
                continue
        if article.url in seen:
            continue
        seen.add(article.url)
        result.articles.append(article)
    if no_link:
        result.warnings.append(Reason("item_no_link", f"{label}: {no_link} item(s) without a usable link"))
    if not items:
        result.reason = Reason("feed_empty", f"{label} has no items")
    elif not result.articles:
        result.reason = Reason("feed_no_links", f"{label} has {len(items)} item(s) but no usable link")
    return result


def _last_item_cut_off(body: bytes, wanted: str) -> bool:
    """Whether the document ends inside its last item (a feed cut off in transfer) before
    that item's link is complete: no end tag follows the last item's start tag, and no
    finished link element (``<link>..</link>``, ``<link href=".."/>``, ``origLink``,
    ``guid``) or ``rdf:about`` is in what is left of it. A cut-off link
    (``https://news.example/2024/05/a-sto``) still parses as a URL, so such an item is
    not used."""
    item = wanted.encode()
    starts = list(re.finditer(rb"<(?:[\w.-]+:)?" + item + rb"[\s>/]", body))
    if not starts:
        return False
    tail = body[starts[-1].start() :]
    if re.match(rb"<(?:[\w.-]+:)?" + item + rb"[^>]*/>", tail):
        return False  # an empty item
    if re.search(rb"</(?:[\w.-]+:)?" + item + rb"\s*>", tail):
        return False  # the item is whole
    return not _COMPLETE_LINK.search(tail)


_COMPLETE_LINK = re.compile(
    rb"</(?:[\w.-]+:)?(?:link|origLink|guid)\s*>"
    rb"|<(?:[\w.-]+:)?link\b[^<>]*\bhref\s*=\s*(?:\"[^\"]*\"|'[^']*')[^<>]*>"
    rb"|^<(?:[\w.-]+:)?item\b[^<>]*\babout\s*=\s*(?:\"[^\"]*\"|'[^']*')[^<>]*>"
)


_ROOT_START = re.compile(rb"<(?:rss|[A-Za-z_][\w.-]*:RDF|RDF|feed)\b[^>]*>")


def _salvage(body: bytes, wanted: str, feed_url: str) -> list[etree._Element]:
    """Items of a broken feed parsed one by one. libxml2's recovery drops everything after
    a stray end tag closes the root early; cutting the text at each ``<item>`` and parsing
    each piece inside a copy of the root's start tag (for its namespaces and xml:base)
    gets them back."""
    root_start = _ROOT_START.search(body)
    if root_start is None:
        return []
    opening = root_start.group(0)
    name = re.match(rb"<([^\s>/]+)", opening)
    closing = b"</" + (name.group(1) if name else b"rss") + b">"
    starts = [m.start() for m in re.finditer(rb"<" + wanted.encode() + rb"[\s>]", body)]
    items: list[etree._Element] = []
    for index, start in enumerate(starts):
        end = starts[index + 1] if index + 1 < len(starts) else len(body)
        chunk = body[start:end]
        for marker in (b"</channel>", b"</feed>", closing):
            cut = chunk.find(marker)
            if cut >= 0:
                chunk = chunk[:cut]
        try:
            piece = etree.fromstring(opening + chunk + closing, _parser(), base_url=feed_url)
        except (etree.XMLSyntaxError, ValueError):
            continue
        if piece is None:
            continue
        found = [
            el
            for el in piece.iter()
            if isinstance(el.tag, str) and _name(el)[1] == wanted and _name(el)[0] in _CORE
        ]
        if found:
            items.append(found[0])
    return items


def _first_error(parser: etree.XMLParser) -> str:
    for error in parser.error_log:
        return f"line {error.line}: {error.message}"
    return "no root element"
