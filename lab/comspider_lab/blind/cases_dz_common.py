"""Shared helpers of blind set dz (written for this set on the pattern of set DU's): ``talk`` reads a discussion from
an indented block, one comment a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``page`` (an XHTML 1.0 or HTML 4.01 document head of 2009-2014 around a page's own body: meta tags, Open
Graph, the page's style sheet and its analytics snippet), ``kids``, ``paras``, ``brs`` (paragraphs joined by
``<br><br>``, as the era's CMSs printed them), ``links`` (a list of linked titles with an optional count) and ``make``
(a Case). No page skeleton is shared: each page builds its own template."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "brs", "esc", "kids", "links", "make", "page", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown, text, parent index, depth."""

    who: str
    at: str
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
        who, at = (x.strip() for x in head.split(" @ ", 1))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def brs(text: str, br: str = "<br />") -> str:
    return (br + br).join(esc(x) for x in text.split("\n\n"))


def links(rows: str, cls: str = "", item_cls: str = "", tag: str = "ul", count: str = " ({})") -> str:
    """A list from "title | count" rows split by " ;; " or new lines (count may be empty)."""
    items = []
    for row in rows.strip().replace(" ;; ", "\n").splitlines():
        title, n = (x.strip() for x in row.split("|"))
        shown = f" <span>{esc(count.format(n))}</span>" if n else ""
        ic = f' class="{item_cls}"' if item_cls else ""
        items.append(f'<li{ic}><a href="/{slug(title)[:44]}.html">{esc(title)}</a>{shown}</li>')
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>" + "".join(items) + f"</{tag}>"


_XHTML = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">'
)
_HTML4 = (
    '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">'
)


def page(
    title: str,
    lang: str,
    css: str,
    body: str,
    *,
    description: str,
    doctype: str = "xhtml",
    head: str = "",
    body_attrs: str = "",
    analytics: str = "UA-0000000-1",
) -> str:
    """A document of 2009-2014: its doctype, meta tags, Open Graph, the page's style sheet and an analytics snippet
    that loads nothing (a saved page)."""
    dt = {"xhtml": _XHTML, "html4": _HTML4, "html5": "<!DOCTYPE html>"}[doctype]
    x = ' xmlns="http://www.w3.org/1999/xhtml"' if doctype == "xhtml" else ""
    close = " /" if doctype == "xhtml" else ""
    ga = (
        '<script type="text/javascript">var _gaq = _gaq || [];'
        f"_gaq.push(['_setAccount', '{analytics}']);_gaq.push(['_trackPageview']);</script>"
    )
    return (
        f'{dt}\n<html{x} lang="{lang}"><head>'
        f'<meta http-equiv="Content-Type" content="text/html; charset=utf-8"{close}>'
        f"<title>{esc(title)}</title>"
        f'<meta name="description" content="{esc(description)}"{close}>'
        f'<meta property="og:title" content="{esc(title)}"{close}><meta property="og:type" content="article"{close}>'
        f'<style type="text/css">{css}</style>{head}{ga}</head>'
        f"<body{' ' + body_attrs if body_attrs else ''}>{body}</body></html>\n"
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
