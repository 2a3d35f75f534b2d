"""Shared helpers of blind set DW (written anew for this set): ``talk`` reads a small discussion from an indented block,
one comment a line (``NAME @ SHOWN ~ ISO :: TEXT``; ``NAME :: TEXT`` when the page shows no time; paragraphs split by
`` // ``, depth by leading ``>``); ``head`` (the ``<head>`` of a page of 2015-2025: meta tags, Open Graph, a JSON-LD
where the site had one), ``paras``, ``links`` and ``make`` (a Case). No page skeleton is shared: each page writes its
own template, its own class names and its own furniture."""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "esc", "head", "kids", "links", "make", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown ("" if none), the machine time, text, parent, depth."""

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
        head_, body = line.split(" :: ", 1)
        who, at, iso = head_.strip(), "", ""
        if " @ " in head_:
            who, when = (x.strip() for x in head_.split(" @ ", 1))
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


def links(titles: str, prefix: str = "/", item: str = "li", attrs: str = "") -> str:
    """Linked titles, one a line (or split by " ;; "), each in an ``item`` element."""
    rows = [t.strip() for t in titles.strip().replace(" ;; ", "\n").splitlines() if t.strip()]
    a = f" {attrs}" if attrs else ""
    return "".join(f'<{item}{a}><a href="{prefix}{slug(t)}">{esc(t)}</a></{item}>' for t in rows)


def head(
    title: str,
    site: str,
    *,
    published: str,
    author: str,
    description: str = "",
    ld: bool = True,
    css: str = "",
    extra: str = "",
    charset: str = '<meta charset="utf-8">',
) -> str:
    """The ``<head>`` of an article page: title, description, Open Graph, a NewsArticle JSON-LD (if ``ld``), styles."""
    data = json.dumps(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": title,
            "datePublished": published,
            "author": {"@type": "Person", "name": author},
            "publisher": {"@type": "Organization", "name": site},
        },
        ensure_ascii=False,
    )
    return (
        f"<head>{charset}"
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{esc(title)} – {esc(site)}</title>"
        f'<meta name="description" content="{esc(description or title)}">'
        f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(title)}">'
        f'<meta property="og:site_name" content="{esc(site)}">'
        f'<meta property="article:published_time" content="{esc(published)}">'
        f'<meta name="author" content="{esc(author)}">'
        + (f'<script type="application/ld+json">{data}</script>' if ld else "")
        + (f"<style>{css}</style>" if css else "")
        + f"{extra}</head>"
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
    scripts: tuple[str, ...] = (),
) -> Case:
    """``scripts``: the paths of the page's own script files, saved beside it (their code does not matter here)."""
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
        files={
            p: f"/* {p.rsplit('/', 1)[-1]}: the site's script, not needed to read the page */\n"
            for p in scripts
        },
    )
