"""Shared helpers of blind set fr (small reader discussions, 2 to 8 comments, that a reader sees only after the
page's own script does something: a counted button, a scroll that fetches JSON into a <template>, a speech-bubble
icon that opens a modal, an accordion, a comments page of its own, "load more", an open shadow root, a same-origin
iframe; two pages whose reveal shows something else and two mixed pages).

``thread`` reads a discussion from an indented block, one entry a line: ``NAME | SHOWN | TEXT`` (SHOWN is the time
as the page prints it); a reply starts with ``>``. In TEXT, `` / `` splits paragraphs. ``flat`` gives the truth's
text, ``tree`` the HTML of a thread from a per-site ``one(e, index, replies)`` function, ``to_json`` the thread as a
page's script reads it (the keys are each site's own), ``jsq`` a Python value as a JS literal that is safe inside a
<script>, ``head`` the top of a document, ``links`` a list of links, ``picture`` an SVG image and ``case`` the Case.
No page skeleton is shared: each site's template is written by hand in its own function."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Case",
    "E",
    "case",
    "esc",
    "flat",
    "head",
    "jsq",
    "links",
    "paras",
    "picture",
    "thread",
    "to_json",
    "tree",
]


@dataclass(frozen=True)
class E:
    who: str
    at: str
    raw: str
    parent: int | None
    depth: int


def thread(block: str) -> list[E]:
    out: list[E] = []
    for source in block.strip().splitlines():
        line = source.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        who, at, raw = (x.strip() for x in line.split(" | ", 2))
        parent: int | None = None
        if depth:
            parent = max(i for i, e in enumerate(out) if e.depth == depth - 1)
        out.append(E(who, at, raw, parent, depth))
    return out


def flat(raw: str) -> str:
    return "\n\n".join(" ".join(x.split()) for x in raw.split(" / "))


def paras(raw: str, *, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x.strip())}</{tag}>" for x in raw.split(" / "))


def tree(
    es: list[E],
    one: Callable[[E, int, str], str],
    wrap: Callable[[str, int], str],
    parent: int | None = None,
    depth: int = 0,
) -> str:
    """The thread as HTML: ``one(e, i, replies_html)`` per entry, ``wrap(items_html, depth)`` per level."""
    kids = [i for i, e in enumerate(es) if e.parent == parent]
    if not kids:
        return ""
    return wrap("".join(one(es[i], i, tree(es, one, wrap, i, depth + 1)) for i in kids), depth)


def to_json(es: list[E], keys: tuple[str, str, str, str, str], indent: int | None = 1) -> str:
    """The thread as a JSON list; ``keys``: the names of (id, author, time, text, parent id or 0)."""
    k_id, k_who, k_at, k_txt, k_par = keys
    return json.dumps(
        [
            {
                k_id: i + 1,
                k_who: e.who,
                k_at: e.at,
                k_txt: flat(e.raw),
                k_par: (e.parent + 1) if e.parent is not None else 0,
            }
            for i, e in enumerate(es)
        ],
        ensure_ascii=False,
        indent=indent,
    )


def jsq(value: Any) -> str:
    """A JS literal (string, list, object) that is safe inside a <script> element."""
    return json.dumps(value, ensure_ascii=False).replace("</", "<\\/")


def links(base: str, labels: list[str] | tuple[str, ...], *, li: bool = True, sep: str = " ") -> str:
    if li:
        return "".join(f'<li><a href="{base}{slug(x)}">{esc(x)}</a></li>' for x in labels)
    return sep.join(f'<a href="{base}{slug(x)}">{esc(x)}</a>' for x in labels)


def picture(w: int, h: int, fill: str, text: str = "", size: int = 16) -> str:
    label = (
        f'<text x="{w // 2}" y="{h // 2 + size // 3}" fill="#fff" font-family="Verdana" font-size="{size}" '
        f'text-anchor="middle">{esc(text)}</text>'
        if text
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
        f'<rect width="{w}" height="{h}" fill="{fill}"/>{label}</svg>'
    )


def head(*, title: str, lang: str, css: str, extra: str = "") -> str:
    """The top of an HTML5 document up to and including </head>."""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)}</title>\n{extra}<style>\n{css.strip()}\n</style>\n</head>\n"
    )


def case(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    es: list[E],
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
    seeds = [Seed(e.who, flat(e.raw), e.parent, e.at) for e in es]
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
