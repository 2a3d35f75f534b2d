"""Shared helpers of blind set en (written anew for this set on the pattern of set DU's): ``talk`` reads a discussion
from an indented block, one comment a line (``NAME | URL @ SHOWN :: TEXT``; paragraphs split by `` // ``, a paragraph
starting with ``» `` is a line the commenter quoted (printed as a quote, not the commenter's text), depth by leading
``>``, a name ending in `` *`` is the blog's author); ``xhtml`` (an XHTML 1.0 Transitional document head of 2006-2014
around a page's own body), ``kids``, ``own`` (the commenter's own paragraphs), ``make`` (a Case). No page skeleton
is shared: each page builds its own template."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "esc", "kids", "make", "own", "slug", "talk", "xhtml"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, website, the time shown, the paragraphs, parent index, depth, author."""

    who: str
    url: str
    at: str
    parts: tuple[str, ...]
    parent: int | None
    depth: int
    author: bool

    @property
    def quotes(self) -> list[str]:
        return [p[2:] for p in self.parts if p.startswith("» ")]

    @property
    def text(self) -> str:
        return "\n\n".join(p for p in self.parts if not p.startswith("» "))


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
        who, _, url = (x.strip() for x in who.partition(" | "))
        author = who.endswith(" *")
        who = who.removesuffix(" *").strip()
        parts = tuple(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, url, at, parts, parent, depth, author))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def own(c: C, tag: str = "p", attrs: str = "", quote: str = "<blockquote>{}</blockquote>") -> str:
    """The comment's paragraphs, each in ``tag``; a quoted line in ``quote``."""
    return "".join(
        quote.format(esc(p[2:])) if p.startswith("» ") else f"<{tag}{attrs}>{esc(p)}</{tag}>" for p in c.parts
    )


def xhtml(title: str, lang: str, head: str, body: str, *, body_attrs: str = "", html_attrs: str = "") -> str:
    """An XHTML 1.0 Transitional document as the blog engines of 2006-2014 served it."""
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}"'
        f"{' ' + html_attrs if html_attrs else ''}>\n<head>\n"
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(title)}</title>\n{head}\n</head>\n<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
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
        comments=[Seed(c.who, c.text, c.parent, c.at) for c in cs],
        static=True,
        lookalikes=lookalikes,
    )
