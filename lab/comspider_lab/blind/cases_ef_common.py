"""Shared helpers of blind set ef (written for this set): ``thread`` reads a discussion from an indented block, one
comment a line (``NAME | SHOWN | ISO :: TEXT``, paragraphs split by `` // ``, depth by leading ``+``); ``saved_from``
(the mark Chrome writes at the top of a page saved "complete"), ``singlefile_head`` (SingleFile's banner and meta
tags), ``svg_uri`` / ``GIF1`` (images inlined as ``data:`` URIs), ``ps`` (paragraphs) and ``case`` (a Case whose
comments are in the saved HTML). No page skeleton is shared: each page builds its own template."""

from __future__ import annotations

import base64
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "GIF1",
    "Case",
    "T",
    "case",
    "esc",
    "ps",
    "saved_from",
    "singlefile_head",
    "svg_file",
    "svg_uri",
    "thread",
    "tree",
]

GIF1 = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"


@dataclass(frozen=True)
class T:
    """One comment as the saved page prints it."""

    who: str
    at: str
    iso: str
    body: str
    parent: int | None
    depth: int


def thread(block: str) -> list[T]:
    out: list[T] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip("+"))
        line = line.lstrip("+").strip()
        head, body = line.split(" :: ", 1)
        who, at, iso = (x.strip() for x in head.split(" | "))
        parent = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(T(who, at, iso, "\n\n".join(p.strip() for p in body.split(" // ")), parent, depth))
    return out


def tree(ts: list[T]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, t in enumerate(ts):
        out.setdefault(t.parent, []).append(i)
    return out


def ps(text: str, attrs: str = "") -> str:
    return "".join(f"<p{attrs}>{esc(x)}</p>" for x in text.split("\n\n"))


def svg_uri(fill: str, label: str = "", w: int = 40, h: int = 40, circle: bool = True) -> str:
    shape = (
        f'<circle cx="{w // 2}" cy="{h // 2}" r="{min(w, h) // 2}" fill="{fill}"/>'
        if circle
        else f'<rect width="{w}" height="{h}" fill="{fill}"/>'
    )
    text = (
        f'<text x="50%" y="55%" font-family="Arial" font-size="{min(w, h) // 2 - 2}" fill="#fff" '
        f'text-anchor="middle" dominant-baseline="middle">{esc(label)}</text>'
        if label
        else ""
    )
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">{shape}{text}</svg>'
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode()).decode()


def saved_from(url: str) -> str:
    """The "Mark of the Web" Chrome writes at the top of a page saved "complete"."""
    return f"<!-- saved from url=({len(url):04d}){url} -->\n"


def singlefile_head(url: str, saved: str) -> str:
    return f"<!--\n Page saved with SingleFile \n url: {url} \n saved date: {saved}\n-->"


def svg_file(fill: str, w: int, h: int, label: str = "") -> str:
    t = (
        f'<text x="12" y="{h - 12}" font-family="Arial" font-size="14" fill="#fff">{esc(label)}</text>'
        if label
        else ""
    )
    return f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}"><rect width="{w}" height="{h}" fill="{fill}"/>{t}</svg>'


def case(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    ts: list[T],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
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
        comments=[Seed(t.who, t.body, t.parent, t.at) for t in ts],
        static=True,
        lookalikes=lookalikes,
        files=files or {},
    )
