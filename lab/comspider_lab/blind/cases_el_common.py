"""Shared helpers of blind set EL (written for this set on the pattern of set DU's): ``talk`` reads a discussion from
an indented block, one comment a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``page`` (an HTML 4.01 or XHTML 1.0 document head of 2007-2013 around a page's own body, with the era's meta
tags and feed links), ``kids``, ``paras``, ``ul`` and ``make`` (a Case). No page skeleton is shared: each page builds
its own template."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "esc", "kids", "make", "page", "paras", "slug", "talk", "ul"]


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


def ul(titles: list[str], cls: str = "", base: str = "/", tag: str = "ul") -> str:
    """A plain list of links (archives, categories, pages, most read)."""
    c = f' class="{cls}"' if cls else ""
    return (
        f"<{tag}{c}>"
        + "".join(f'<li><a href="{base}{slug(t)}">{esc(t)}</a></li>' for t in titles)
        + f"</{tag}>"
    )


_DOCTYPES = {
    "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
    "html4": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
    "html5": "<!DOCTYPE html>",
}


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    doctype: str = "xhtml",
    generator: str = "",
    head: str = "",
    body_attrs: str = "",
    description: str = "",
    sep: str = " | ",
    title_first: bool = True,
) -> str:
    """A document of 2007-2013: the doctype of its engine, a charset meta, generator, description, the page's sheet."""
    xml = ' xmlns="http://www.w3.org/1999/xhtml"' if doctype == "xhtml" else ""
    langattr = f' xml:lang="{lang}" lang="{lang}"' if doctype == "xhtml" else f' lang="{lang}"'
    meta = (
        '<meta charset="utf-8">'
        if doctype == "html5"
        else '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />'
    )
    gen = f'<meta name="generator" content="{esc(generator)}" />' if generator else ""
    full = f"{title}{sep}{site}" if title_first else f"{site}{sep}{title}"
    return (
        f"{_DOCTYPES[doctype]}\n<html{xml}{langattr}>\n<head>\n{meta}\n"
        f"<title>{esc(full)}</title>\n{gen}"
        f'<meta name="description" content="{esc(description or title)}" />\n'
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
