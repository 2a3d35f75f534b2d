"""Shared helpers of blind set ER (written for this set): ``talk`` reads a discussion from an indented block, one
comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``); ``kids``,
``paras``, ``initials``; ``page`` (a document of 2010-2013 around a page's own body: XHTML or early-HTML5 doctype,
Open Graph and Facebook meta tags, the widget's configuration script as the saved page keeps it, no external
script) and ``make`` (a Case). No page skeleton is shared: each page builds its own template, and each hosted
widget's rendered markup is written out by its page."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "esc", "initials", "kids", "make", "page", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the widget drew it: who, the time shown, the machine time, text, parent index, depth."""

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


def paras(text: str, tag: str = "p", attrs: str = "", br: bool = False) -> str:
    """The text's paragraphs, each in ``tag``; with ``br``, one run of text with ``<br><br>`` between them."""
    if br:
        return "<br><br>".join(esc(x) for x in text.split("\n\n"))
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def initials(name: str) -> str:
    letters = [w[0] for w in name.replace("_", " ").replace(".", " ").split() if w and w[0].isalpha()]
    return ("".join(letters[:2]) or name[:1]).upper()


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    url: str,
    config: str = "",
    xhtml: bool = True,
    head: str = "",
    body_attrs: str = "",
) -> str:
    """A saved article page of 2010-2013: the doctype of its time, meta and Open Graph tags, the page's style sheet,
    the comment widget's configuration script (as the saved page keeps it; the loader's remote script is not kept)."""
    doctype = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xmlns:fb="http://ogp.me/ns/fb#" xml:lang="{lang}" lang="{lang}">'
        if xhtml
        else f'<!DOCTYPE html>\n<html lang="{lang}">'
    )
    cfg = f'<script type="text/javascript">\n{config}\n</script>' if config else ""
    return (
        f"{doctype}\n<head>\n"
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta name="description" content="{esc(title)}" />\n'
        f'<meta property="og:title" content="{esc(title)}" />\n'
        f'<meta property="og:type" content="article" />\n'
        f'<meta property="og:url" content="{esc(url)}" />\n'
        f'<meta property="og:site_name" content="{esc(site)}" />\n'
        f'<meta property="article:published_time" content="{esc(published)}" />\n'
        f'<meta name="author" content="{esc(author)}" />\n'
        f'<style type="text/css">\n{css}\n</style>\n{head}\n{cfg}\n</head>\n'
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
