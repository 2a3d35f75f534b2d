"""Shared helpers of blind set fk (small reader discussions, 2 to 6 comments, that a reader sees only after the page
does something: a shadow root, a dialog, a frame, a scroll, a click, a toggle, a page of its own, a tab).

``talk`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT`` (SHOWN is the time
as the page prints it); a reply starts with ``>``. In TEXT, `` // `` splits paragraphs. ``plain`` gives the truth's
text, ``nest`` the HTML of a thread from a per-site ``entry(c, index, replies)`` function, ``as_json`` the thread as
the page's script reads it, ``js_str`` a Python string as a JS literal, ``doc`` the top of a document, ``items`` a
list of links, ``svg`` an image and ``make`` the Case. No page skeleton is shared: each site writes its own template
by hand."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "C",
    "Case",
    "as_json",
    "doc",
    "esc",
    "items",
    "js_str",
    "make",
    "nest",
    "paras",
    "plain",
    "svg",
    "talk",
]


@dataclass(frozen=True)
class C:
    who: str
    at: str
    raw: str
    parent: int | None
    depth: int


def talk(block: str) -> list[C]:
    out: list[C] = []
    for source in block.strip().splitlines():
        line = source.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        who, at, raw = (x.strip() for x in line.split(" || ", 2))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, raw, parent, depth))
    return out


def paras(raw: str, *, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x.strip())}</{tag}>" for x in raw.split(" // "))


def plain(raw: str) -> str:
    return "\n\n".join(" ".join(x.split()) for x in raw.split(" // "))


def nest(
    cs: list[C],
    entry: Callable[[C, int, str], str],
    wrap: Callable[[str, int], str],
    parent: int | None = None,
    depth: int = 0,
) -> str:
    """The thread as HTML: ``entry(c, i, replies_html)`` for each entry, ``wrap(items_html, depth)`` per level."""
    kids = [i for i, c in enumerate(cs) if c.parent == parent]
    if not kids:
        return ""
    return wrap("".join(entry(cs[i], i, nest(cs, entry, wrap, i, depth + 1)) for i in kids), depth)


def as_json(cs: list[C]) -> str:
    return json.dumps(
        [
            {
                "n": i + 1,
                "von": c.who,
                "am": c.at,
                "txt": plain(c.raw),
                "auf": (c.parent + 1) if c.parent is not None else 0,
            }
            for i, c in enumerate(cs)
        ],
        ensure_ascii=False,
        indent=1,
    )


def js_str(text: str) -> str:
    """A JS string literal that is safe inside a <script> element."""
    return json.dumps(text, ensure_ascii=False).replace("</", "<\\/")


def items(base: str, labels: list[str] | tuple[str, ...], sep: str = "") -> str:
    if sep:
        return sep.join(f'<a href="{base}{slug(x)}">{esc(x)}</a>' for x in labels)
    return "".join(f'<li><a href="{base}{slug(x)}">{esc(x)}</a></li>' for x in labels)


def svg(w: int, h: int, fill: str, text: str = "", size: int = 14) -> str:
    label = (
        f'<text x="{w // 2}" y="{h // 2 + size // 3}" fill="#fff" font-family="Arial" font-size="{size}" '
        f'text-anchor="middle">{esc(text)}</text>'
        if text
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="{w}" height="{h}" '
        f'fill="{fill}"/>{label}</svg>'
    )


def doc(*, title: str, lang: str, head: str = "") -> str:
    """The top of an HTML5 document up to and including </head>."""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)}</title>\n{head}\n</head>\n"
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    cs: list[C],
    *,
    path: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool = False,
    comments_page: str | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
) -> Case:
    seeds = [Seed(c.who, plain(c.raw), c.parent, "" if c.at == "-" else c.at) for c in cs]
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=seeds,
        static=static,
        comments_page=comments_page,
        lookalikes=lookalikes,
        files=dict(files or {}),
        check_steps=check_steps,
    )
