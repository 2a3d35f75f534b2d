"""Shared helpers of blind set ES (written for this set on the pattern of set DU's): ``talk`` reads a discussion from
an indented block, one comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``page`` (a document head of 2010-2013: an XHTML 1.0 Transitional or an HTML5 doctype, the
``Content-Type`` meta of the time, keywords, Open Graph, the page's own style sheet), ``kids``, ``paras`` and
``make`` (a Case). No page skeleton is shared: each page builds its own template of its site and year."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "esc", "kids", "links", "make", "page", "paras", "slug", "talk"]


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


def links(titles: str, base: str, tag: str = "ul", attrs: str = "", item: str = "li") -> str:
    """A list of links from titles split by " ;; "."""
    rows = "".join(
        f'<{item}><a href="{base}{slug(t)[:40] or n}.html">{esc(t)}</a></{item}>'
        for n, t in enumerate(x.strip() for x in titles.split(" ;; "))
    )
    return f"<{tag}{attrs}>{rows}</{tag}>"


XHTML = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
)


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    keywords: str = "",
    description: str = "",
    head: str = "",
    rtl: bool = False,
    html5: bool = False,
    body_attrs: str = "",
) -> str:
    """A document as a site of 2010-2013 served it."""
    d = ' dir="rtl"' if rtl else ""
    if html5:
        top = f'<!DOCTYPE html>\n<html lang="{lang}"{d}>\n<head>\n<meta charset="utf-8">\n'
        close = ">"
    else:
        top = (
            XHTML
            + f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}" xml:lang="{lang}"{d}>\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        )
        close = " />"
    return (
        top + f"<title>{esc(title)} - {esc(site)}</title>\n"
        f'<meta name="keywords" content="{esc(keywords or title)}"{close}\n'
        f'<meta name="description" content="{esc(description or title)}"{close}\n'
        f'<meta property="og:title" content="{esc(title)}"{close}\n'
        f'<meta property="og:site_name" content="{esc(site)}"{close}\n'
        f'<meta property="og:type" content="article"{close}\n'
        f'<meta property="article:published_time" content="{esc(published)}"{close}\n'
        f'<meta name="author" content="{esc(author)}"{close}\n'
        f'<style type="text/css">\n{css}\n</style>\n{head}</head>\n'
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
