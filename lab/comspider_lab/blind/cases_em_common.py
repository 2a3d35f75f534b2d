"""Shared helpers of blind set em (written for this set on the pattern of set DU's): ``talk`` reads a discussion from
an indented block, one comment a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``page`` (an XHTML 1.0 or HTML 4.01 document head of 2009-2014 around a page's own body), ``paras``, ``box``
(a grey placeholder where a photo or an advert stood) and ``make`` (a Case). No page skeleton is shared: each page
builds its own template."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "box", "esc", "kids", "links", "make", "page", "paras", "slug", "talk"]


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


def brs(text: str) -> str:
    """Paragraphs as the era's text areas printed them: one block, ``<br /><br />`` between paragraphs."""
    return "<br /><br />\n".join(esc(x) for x in text.split("\n\n"))


def box(w: int | str, h: int, label: str = "", bg: str = "#d9d9d9") -> str:
    width = f"{w}px" if isinstance(w, int) else w
    return (
        f'<div style="width:{width};height:{h}px;background:{bg};color:#888;font:10px Arial;text-align:center;'
        f'line-height:{h}px;overflow:hidden">{esc(label)}</div>'
    )


def links(rows: str, cls: str = "", tag: str = "ul", item_cls: str = "", prefix: str = "/") -> str:
    """A list of links from rows split by " ;; " (``title | extra``: the extra printed after the link)."""
    items = []
    for row in rows.strip().split(" ;; "):
        title, _, extra = (x.strip() for x in row.partition("|"))
        more = f" <span>{esc(extra)}</span>" if extra else ""
        ic = f' class="{item_cls}"' if item_cls else ""
        items.append(f'<li{ic}><a href="{prefix}{slug(title)[:40]}.html">{esc(title)}</a>{more}</li>')
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>" + "".join(items) + f"</{tag}>"


XHTML = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
    '<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}"{attrs}>'
)
HTML4 = '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n<html lang="{lang}"{attrs}>'
HTML5 = '<!DOCTYPE html>\n<html lang="{lang}"{attrs}>'


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    doctype: str = "xhtml",
    charset: str = "utf-8",
    head: str = "",
    html_attrs: str = "",
    body_attrs: str = "",
    sep: str = " | ",
) -> str:
    """A document of 2009-2014: its doctype, a content-type meta, keywords and Open Graph tags, the page's style."""
    dt = {"xhtml": XHTML, "html4": HTML4, "html5": HTML5}[doctype]
    top = dt.format(lang=lang, attrs=(" " + html_attrs) if html_attrs else "")
    close = " /" if doctype == "xhtml" else ""
    return (
        f"{top}\n<head>\n"
        f'<meta http-equiv="Content-Type" content="text/html; charset={charset}"{close}>\n'
        f"<title>{esc(title)}{sep}{esc(site)}</title>\n"
        f'<meta name="description" content="{esc(title)}"{close}>\n'
        f'<meta property="og:title" content="{esc(title)}"{close}>\n'
        f'<meta property="og:site_name" content="{esc(site)}"{close}>\n'
        f'<meta property="og:type" content="article"{close}>\n'
        f'<meta name="author" content="{esc(author)}"{close}>\n'
        f'<meta property="article:published_time" content="{esc(published)}"{close}>\n'
        f'<style type="text/css">\n{css}\n</style>\n{head}\n</head>\n'
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
