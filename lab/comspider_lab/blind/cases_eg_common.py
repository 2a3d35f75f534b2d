"""Shared helpers of blind set eg (written for this set): ``talk`` reads a discussion from a block, one comment a line
(``KEY[<PARENTKEY] | NAME | SHOWN | ISO | TEXT``, paragraphs split by `` // ``; the parent is named by its key, so that
a reply may come long after the comment it answers, as in a flat list in time order); ``head`` (a document head of its
era: XHTML 1.0 or HTML5, with the meta tags of its time), ``paras``, ``ranked`` (a numbered or bulleted link list) and
``make`` (a Case). No page skeleton is shared: each page writes its own template."""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "esc", "head", "make", "paras", "ranked", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: its key, who, the time shown, the machine time, text, parent index."""

    key: str
    who: str
    at: str
    iso: str
    body: str
    parent: int | None


def talk(block: str) -> list[C]:
    out: list[C] = []
    index: dict[str, int] = {}
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        key, who, at, iso, body = (x.strip() for x in line.split(" | ", 4))
        parent: int | None = None
        if "<" in key:
            key, pkey = key.split("<", 1)
            parent = index[pkey]
        assert key not in index, key
        index[key] = len(out)
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        out.append(C(key, who, at, iso, text, parent))
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def ranked(titles: list[str], tag: str = "ol", cls: str = "", prefix: str = "/") -> str:
    c = f' class="{cls}"' if cls else ""
    items = "".join(f'<li><a href="{prefix}{slug(t)[:40]}.html">{esc(t)}</a></li>' for t in titles)
    return f"<{tag}{c}>{items}</{tag}>"


def head(
    title: str,
    site: str,
    lang: str,
    css: str,
    *,
    published: str,
    author: str,
    era: str = "html5",
    charset: str = "utf-8",
    extra: str = "",
    ld: bool = False,
) -> str:
    """The document's start up to <body>: ``era`` "xhtml" (an XHTML 1.0 Transitional page of 2006-2011) or "html5"."""
    meta = (
        f'<meta property="og:title" content="{esc(title)}"/><meta property="og:site_name" content="{esc(site)}"/>'
        f'<meta property="og:type" content="article"/>'
        f'<meta property="article:published_time" content="{esc(published)}"/>'
        f'<meta name="author" content="{esc(author)}"/>'
    )
    if ld:
        data = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "headline": title,
            "datePublished": published,
            "author": {"@type": "Person", "name": author},
            "publisher": {"@type": "Organization", "name": site},
        }
        meta += f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>'
    if era == "xhtml":
        return (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}" />\n'
            f"<title>{esc(title)} - {esc(site)}</title>\n{meta}\n"
            f'<style type="text/css">{css}</style>\n{extra}\n</head>\n'
        )
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="{charset}">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)} | {esc(site)}</title>\n{meta}\n<style>{css}</style>\n{extra}\n</head>\n"
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
