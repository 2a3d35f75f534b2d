"""Shared helpers of blind set ek (written for this set, on the pattern of set DU's): ``talk`` reads a discussion
from an indented block, one comment a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``xdoc`` wraps a page's own body in an XHTML 1.0 / HTML 4.01 document head of 2007-2013 (generator, feeds,
the page's style sheet); ``links`` (a list of links) and ``make`` (a Case). No page skeleton is shared: each page
builds its own template."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "esc", "kids", "links", "make", "paras", "slug", "talk", "xdoc"]


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


def paras(text: str, tag: str = "p", attrs: str = "", joiner: str = "") -> str:
    """The text's paragraphs, each in ``tag`` (or, with ``tag=""``, joined by ``joiner``, e.g. "<br /><br />")."""
    if not tag:
        return joiner.join(esc(x) for x in text.split("\n\n"))
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def links(
    rows: str, sep: str = " ;; ", tag: str = "ul", attrs: str = "", item: str = "li", prefix: str = "/"
) -> str:
    """A list of links from "title | extra" rows (extra: text printed after the link, may be empty)."""
    out = []
    for row in rows.strip().split(sep):
        title, _, extra = (x.strip() for x in row.partition("|"))
        more = f" {esc(extra)}" if extra else ""
        out.append(f'<{item}><a href="{prefix}{slug(title)[:40]}/">{esc(title)}</a>{more}</{item}>')
    return f"<{tag}{attrs}>" + "".join(out) + f"</{tag}>"


XHTML = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
)
HTML4 = (
    '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n'
)


def xdoc(
    title: str,
    lang: str,
    css: str,
    body: str,
    *,
    doctype: str = "xhtml",
    generator: str = "",
    feeds: tuple[tuple[str, str], ...] = (),
    head: str = "",
    body_attrs: str = "",
) -> str:
    """A document of 2007-2013: doctype, content type, generator, feeds, the page's style sheet."""
    dt = XHTML if doctype == "xhtml" else HTML4
    html_attrs = (
        f' xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}"'
        if doctype == "xhtml"
        else f' lang="{lang}"'
    )
    slash = " /" if doctype == "xhtml" else ""
    gen = f'<meta name="generator" content="{esc(generator)}"{slash}>\n' if generator else ""
    fd = "".join(
        f'<link rel="alternate" type="application/rss+xml" title="{esc(t)}" href="{esc(h)}"{slash}>\n'
        for t, h in feeds
    )
    return (
        f"{dt}<html{html_attrs}>\n<head>\n"
        f'<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"{slash}>\n'
        f"<title>{esc(title)}</title>\n{gen}{fd}"
        f'<style type="text/css">\n{css}\n</style>\n{head}</head>\n'
        f"<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def make(
    cid: str,
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
        kind="discussion",
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
