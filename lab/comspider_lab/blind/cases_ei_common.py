"""Shared helpers of blind set EI (written anew for this set on the pattern of set DU's): ``talk`` reads a discussion
from an indented block, one comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, depth by
leading ``>``); ``page`` (an HTML document head of its year around a page's own body and style sheet), ``kids``,
``paras``, ``links`` and ``make`` (a Case). No page skeleton is shared: each page builds its own template."""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "esc", "kids", "links", "make", "page", "paras", "slug", "talk"]


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


def links(titles: str, item: str = "li", cls: str = "", base: str = "/") -> str:
    """Linked titles from lines (or " ;; "-separated), each in ``item``."""
    c = f' class="{cls}"' if cls else ""
    rows = [t.strip() for t in titles.strip().replace(" ;; ", "\n").splitlines() if t.strip()]
    return "".join(f'<{item}{c}><a href="{base}{slug(t)[:44]}">{esc(t)}</a></{item}>' for t in rows)


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    year: int,
    description: str = "",
    head: str = "",
    rtl: bool = False,
    ld_type: str = "NewsArticle",
    body_attrs: str = "",
) -> str:
    """A document of its year: an XHTML-ish head before 2015 (no JSON-LD, Open Graph only), HTML5 with a JSON-LD
    article after."""
    d = ' dir="rtl"' if rtl else ""
    og = (
        f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(title)}">'
        f'<meta property="og:site_name" content="{esc(site)}">'
        f'<meta property="article:published_time" content="{esc(published)}">'
    )
    if year < 2015:
        head0 = (
            f'<!DOCTYPE html>\n<html lang="{lang}"{d}>\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
            f"<title>{esc(title)} - {esc(site)}</title>\n"
            f'<meta name="description" content="{esc(description or title)}">\n'
            f'<meta name="author" content="{esc(author)}">\n{og}\n'
        )
    else:
        ld = json.dumps(
            {
                "@context": "https://schema.org",
                "@type": ld_type,
                "headline": title,
                "datePublished": published,
                "author": {"@type": "Person", "name": author},
                "publisher": {"@type": "Organization", "name": site},
            },
            ensure_ascii=False,
        )
        head0 = (
            f'<!doctype html>\n<html lang="{lang}"{d}>\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{esc(title)} | {esc(site)}</title>\n"
            f'<meta name="description" content="{esc(description or title)}">\n'
            f'<meta name="author" content="{esc(author)}">\n{og}\n'
            f'<script type="application/ld+json">{ld}</script>\n'
        )
    b = f" {body_attrs}" if body_attrs else ""
    return f"{head0}<style>{css}</style>\n{head}\n</head>\n<body{b}>\n{body}\n</body>\n</html>\n"


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
