"""Shared helpers of blind set ee (written for this set on the pattern of set DU's): ``talk`` reads a small discussion
from an indented block, one comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, a reply
marked by a leading ``>``); ``page`` is a bare document head of 2012-2022 (each page writes its own body and style
sheet: no template is shared); ``paras`` and ``make`` (a Case). Every site, name, place and text of the set is invented.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "esc", "kids", "make", "page", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown, the machine time, text, parent index, depth."""

    who: str
    at: str
    iso: str
    body: str
    parent: int | None
    depth: int


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, when = (x.strip() for x in head.split(" @ ", 1))
        at, _, iso = (x.strip() for x in when.partition(" ~ "))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, iso, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    doctype: str = "<!DOCTYPE html>",
    head: str = "",
    html_attrs: str = "",
    body_attrs: str = "",
    ld: bool = True,
) -> str:
    """A document of 2012-2022: charset, title, description, Open Graph, article:published_time, optionally a
    NewsArticle JSON-LD, the page's own style sheet and head tags, then the page's own body."""
    jsonld = ""
    if ld:
        data = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "headline": title,
            "datePublished": published,
            "author": {"@type": "Person", "name": author},
            "publisher": {"@type": "Organization", "name": site},
        }
        jsonld = f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>\n'
    return (
        f'{doctype}\n<html lang="{lang}"{" " + html_attrs if html_attrs else ""}>\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(title)} - {esc(site)}</title>\n"
        f'<meta name="description" content="{esc(title)}">\n'
        f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(title)}">\n'
        f'<meta property="og:site_name" content="{esc(site)}">\n'
        f'<meta property="article:published_time" content="{esc(published)}">\n'
        f'<meta name="author" content="{esc(author)}">\n{jsonld}'
        f"<style>{css}</style>\n{head}</head>\n"
        f"<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    cs: list[C],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=True,
        lookalikes=lookalikes,
    )
