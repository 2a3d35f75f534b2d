"""Shared helpers of blind set DV (written for this set on the pattern of set DU's): ``thread`` reads the whole life
of a readers' discussion from an indented block, one entry a line, comments and what is not a comment alike::

    NAME @ SHOWN ~ ISO :: TEXT                      a comment (paragraphs split by `` // ``)
    NAME {edited=LABEL|pending|low|blocked|staff=BADGE} @ SHOWN ~ ISO :: TEXT
                                                    a comment with marks (the page prints them; not its text)
    !gone NAME? @ SHOWN? ~ ISO? :: PLACEHOLDER     a removed or deleted entry's placeholder (not a comment)
    !note NAME :: TEXT                             a notice of the moderators or the newsroom set between
                                                    the entries, not an entry of the discussion (not a comment)

Depth by leading ``>``: an entry's parent is the nearest entry before it one level up. The truth keeps the comments
only; a reply to a removed entry keeps as parent the nearest comment above it in the thread (None if there is none).
``doc`` writes a page's HTML head of its era around its own body, ``make`` the Case. No page skeleton is shared:
each page builds its own template."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "E", "Seed", "doc", "esc", "kids", "make", "paras", "slug", "thread", "truth"]


@dataclass(frozen=True)
class E:
    """One entry of a discussion as the page prints it."""

    kind: str  # "c" (a comment), "gone" (a removed or deleted entry's placeholder), "note" (a notice)
    who: str
    at: str
    iso: str
    body: str
    parent: int | None  # the entry (any kind) it sits under
    depth: int
    marks: dict[str, str] = field(default_factory=dict)

    @property
    def is_comment(self) -> bool:
        return self.kind == "c"

    def mark(self, name: str) -> str:
        return self.marks.get(name, "")

    def has(self, name: str) -> bool:
        return name in self.marks


def thread(block: str) -> list[E]:
    out: list[E] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        kind = "c"
        if line.startswith("!"):
            kind, _, line = line[1:].partition(" ")
            assert kind in ("gone", "note"), kind
            line = line.strip()
        if line.startswith(":: "):
            head, body = "", line[3:]
        else:
            head, body = line.split(" :: ", 1)
        marks: dict[str, str] = {}
        if "{" in head:
            pre, rest = head.split("{", 1)
            flags, post = rest.split("}", 1)
            head = pre.strip() + post
            for flag in flags.split("|"):
                k, _, v = flag.partition("=")
                marks[k.strip()] = v.strip()
        who, _, when = (x.strip() for x in head.partition(" @ "))
        at, _, iso = (x.strip() for x in when.partition(" ~ "))
        if who.startswith("@ "):  # no name, a time only
            who, at, iso = "", *(x.strip() for x in who[2:].partition(" ~ ")[::2])
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, e in enumerate(out) if e.depth == depth - 1)
        out.append(E(kind, who, at, iso, text, parent, depth, marks))
    return out


def kids(es: list[E]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, e in enumerate(es):
        out.setdefault(e.parent, []).append(i)
    return out


def truth(es: list[E]) -> list[Seed]:
    """The comments of a discussion, each with the nearest comment above it in the thread as its parent."""
    index: dict[int, int] = {}
    seeds: list[Seed] = []
    for i, e in enumerate(es):
        if not e.is_comment:
            continue
        p = e.parent
        while p is not None and not es[p].is_comment:
            p = es[p].parent
        index[i] = len(seeds)
        seeds.append(Seed(e.who, e.body, index[p] if p is not None else None, e.at))
    return seeds


def paras(text: str, tag: str = "p", attrs: str = "", joiner: str = "") -> str:
    return joiner.join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def brs(text: str) -> str:
    """Paragraphs as the older boards printed them: text and ``<br><br>``."""
    return "<br><br>".join(esc(x) for x in text.split("\n\n"))


def doc(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    description: str = "",
    head: str = "",
    doctype: str = "<!DOCTYPE html>",
    html_attrs: str = "",
    body_attrs: str = "",
    ld: bool = True,
    charset: str = '<meta charset="utf-8">',
    section: str = "",
    keywords: str = "",
) -> str:
    """An HTML document of 2012-2024: meta tags, Open Graph, optionally a NewsArticle JSON-LD, the page's style
    sheet, the page's own body."""
    ld_tag = ""
    if ld:
        data = {
            "@context": "http://schema.org",
            "@type": "NewsArticle",
            "headline": title,
            "datePublished": published,
            "author": {"@type": "Person", "name": author},
            "publisher": {"@type": "Organization", "name": site},
        }
        ld_tag = f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>\n'
    extra = ""
    if section:
        extra += f'<meta property="article:section" content="{esc(section)}">\n'
    if keywords:
        extra += f'<meta name="keywords" content="{esc(keywords)}">\n'
    return (
        f'{doctype}\n<html lang="{lang}"{" " + html_attrs if html_attrs else ""}>\n<head>\n{charset}\n'
        f"<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta name="description" content="{esc(description or title)}">\n'
        f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(title)}">\n'
        f'<meta property="og:site_name" content="{esc(site)}">\n'
        f'<meta property="article:published_time" content="{esc(published)}">\n'
        f'<meta name="author" content="{esc(author)}">\n{extra}{ld_tag}'
        f'<style type="text/css">{css}</style>\n{head}</head>\n'
        f"<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    es: list[E],
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
        comments=truth(es),
        static=True,
        lookalikes=lookalikes,
    )
