"""Shared helpers of blind set fa (readers' discussions under pages that are not news stories, 2009-2014).

``talk`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT``; depth by leading
``>`` (a reply the page shows as one by its markup: nesting or an indent). In TEXT, `` // `` splits paragraphs and
`` | `` lines inside a paragraph (the reader's own line breaks); a paragraph starting ``$ `` is a code block the reader
pasted (its lines split by `` | ``, printed in a ``<pre>``); ``[text](url)`` is a link.

``plain`` gives the truth's text (paragraphs joined by a blank line, lines by a new line, links as their text),
``paras`` the HTML of a text as one site prints it, ``svg`` a placeholder image of the site's own, ``make`` the Case.
No page skeleton is shared: each site writes its own template by hand."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "esc", "kids", "make", "paras", "plain", "svg", "talk"]


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


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def _blocks(raw: str) -> list[tuple[bool, list[str]]]:
    out: list[tuple[bool, list[str]]] = []
    for part in raw.split(" // "):
        part = part.strip()
        code = part.startswith("$ ")
        if code:
            part = part[2:]
        out.append((code, [x.rstrip() if code else x.strip() for x in part.split(" | ")]))
    return out


def _inline(line: str) -> str:
    out: list[str] = []
    pos = 0
    for m in _LINK.finditer(line):
        out.append(esc(line[pos : m.start()]))
        out.append(f'<a href="{esc(m.group(2))}" rel="nofollow">{esc(m.group(1))}</a>')
        pos = m.end()
    out.append(esc(line[pos:]))
    return "".join(out)


def plain(raw: str) -> str:
    return "\n\n".join(
        "\n".join(_LINK.sub(lambda m: m.group(1), x) for x in lines) for _c, lines in _blocks(raw)
    )


def paras(raw: str, p: str = "p", br: str = "<br>", pre: str = "pre") -> str:
    """The text as HTML: each paragraph in ``<p>`` (or joined by ``br`` twice when ``p`` is empty), code in ``pre``."""
    parts: list[str] = []
    for code, lines in _blocks(raw):
        if code:
            parts.append(f"<{pre}>" + esc("\n".join(lines)) + f"</{pre.split()[0]}>")
        elif p:
            parts.append(f"<{p}>" + br.join(_inline(x) for x in lines) + f"</{p.split()[0]}>")
        else:
            parts.append(br.join(_inline(x) for x in lines))
    return "\n".join(parts) if p else (br + br).join(parts)


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
    files: dict[str, str] | None = None,
) -> Case:
    seeds = [Seed(c.who, plain(c.raw), c.parent, c.at) for c in cs]
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
        comments=seeds,
        static=True,
        lookalikes=lookalikes,
        files=dict(files or {}),
    )
