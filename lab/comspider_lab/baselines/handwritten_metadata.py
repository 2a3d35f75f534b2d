"""The crawler's former, hand-written article metadata extractor (title, publisher,
publication date, language from Open Graph / article: meta tags, JSON-LD NewsArticle and
<html lang>), kept as the baseline of ``evaluate article_metadata``. The crawler now uses
comspider.annotate.article_metadata (trafilatura / htmldate)."""

from __future__ import annotations

import json
from datetime import datetime

from lxml import html as lxml_html

from comspider.clock import iso

_ARTICLE_TYPES = {
    "newsarticle",
    "article",
    "reportagenewsarticle",
    "blogposting",
    "opinionnewsarticle",
    "analysisnewsarticle",
    "liveblogposting",
}


def _meta(root: lxml_html.HtmlElement, *names: str) -> str | None:
    for name in names:
        for el in root.xpath(f'//meta[@property="{name}" or @name="{name}" or @itemprop="{name}"]'):
            content = (el.get("content") or "").strip()
            if content:
                return content
    return None


def _iso_date(text: str | None) -> str | None:
    if not text:
        return None
    try:
        return iso(datetime.fromisoformat(text.strip().replace("Z", "+00:00")))
    except ValueError:
        return None


def _json_ld(root: lxml_html.HtmlElement) -> dict:
    for script in root.xpath('//script[@type="application/ld+json"]'):
        try:
            data = json.loads(script.text or "")
        except (ValueError, TypeError):
            continue
        stack = [data]
        while stack:
            node = stack.pop()
            if isinstance(node, list):
                stack.extend(node)
            elif isinstance(node, dict):
                kind = node.get("@type")
                kinds = kind if isinstance(kind, list) else [kind]
                if any(isinstance(k, str) and k.lower() in _ARTICLE_TYPES for k in kinds):
                    return node
                stack.extend(v for v in node.values() if isinstance(v, (list, dict)))
    return {}


def page_metadata(root: lxml_html.HtmlElement) -> dict[str, str | None]:
    """Metadata found in the page; None for what it does not say. Call before scripts are
    stripped (JSON-LD lives in <script>)."""
    ld = _json_ld(root)
    publisher = ld.get("publisher")
    if isinstance(publisher, dict):
        publisher = publisher.get("name")
    title = ld.get("headline") or _meta(root, "og:title", "twitter:title")
    if not title:
        titles = root.xpath("//title/text()")
        title = titles[0].strip() if titles else None
    return {
        "title": title if isinstance(title, str) else None,
        "publisher": (publisher if isinstance(publisher, str) else None)
        or _meta(root, "og:site_name", "application-name"),
        "published_at": _iso_date(
            ld.get("datePublished") if isinstance(ld.get("datePublished"), str) else None
        )
        or _iso_date(_meta(root, "article:published_time", "datePublished", "pubdate", "date")),
        "language": (root.get("lang") or root.get("xml:lang") or _meta(root, "og:locale") or None),
    }
