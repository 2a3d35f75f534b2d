"""Shared helpers of blind set ez (old-school comment markup of small sites, 2003-2013).

``talk`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT``; depth by leading
``>`` (a reply the page shows by its markup: nesting or an indent); an entry that is not a reader's comment starts
with ``!``. In TEXT, `` // `` splits paragraphs and `` | `` lines inside a paragraph (the reader's own line
breaks: a list typed as lines, a signature line); ``[text](url)`` is a link; a paragraph starting ``> `` is a quote
the reader put in (kept in the truth's text, printed the way each page prints quotes).

``plain`` gives the truth's text, ``inline`` and ``blocks`` the pieces each page prints its own way, ``doc`` the top
of a document of the era (HTML 3.2, HTML 4.01 Transitional, XHTML 1.0 or none at all) and ``make`` the Case.
No page skeleton is shared: each site below writes its own template by hand."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "SPACER",
    "C",
    "Case",
    "Seed",
    "blocks",
    "doc",
    "esc",
    "inline",
    "kids",
    "make",
    "plain",
    "slug",
    "talk",
]

# a 1x1 transparent GIF, as the era's layouts used between table cells (inline: no request)
SPACER = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"


@dataclass(frozen=True)
class C:
    """One entry as the page prints it: who, the time shown, the text (mini-markup), parent index, depth, and
    whether it is a reader's comment (``real``) or an entry the truth leaves out."""

    who: str
    at: str
    raw: str
    parent: int | None
    depth: int
    real: bool = True


def talk(block: str) -> list[C]:
    out: list[C] = []
    for source in block.strip().splitlines():
        line = source.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        real = not line.startswith("!")
        line = line.lstrip("!").strip()
        who, at, raw = (x.strip() for x in line.split(" || ", 2))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, raw, parent, depth, real))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def blocks(raw: str) -> list[tuple[bool, list[str]]]:
    """The paragraphs of a text: (is a quote, its lines in mini-markup)."""
    out: list[tuple[bool, list[str]]] = []
    for part in raw.split(" // "):
        part = part.strip()
        quote = part.startswith("> ")
        if quote:
            part = part[2:]
        out.append((quote, [x.strip() for x in part.split(" | ")]))
    return out


def inline(line: str, link_attrs: str = ' target="_blank"') -> str:
    """One line as HTML: escaped, ``[text](url)`` as a link."""
    out: list[str] = []
    pos = 0
    for m in _LINK.finditer(line):
        out.append(esc(line[pos : m.start()]))
        out.append(f'<a href="{esc(m.group(2))}"{link_attrs}>{esc(m.group(1))}</a>')
        pos = m.end()
    out.append(esc(line[pos:]))
    return "".join(out)


def plain(raw: str) -> str:
    """The text a reader wrote, as the truth holds it: paragraphs joined by a blank line, lines by a new line,
    links as their text, quotes kept (without the page's quote marks)."""
    return "\n\n".join(
        "\n".join(_LINK.sub(lambda m: m.group(1), x) for x in lines) for _q, lines in blocks(raw)
    )


def doc(kind: str, *, title: str, lang: str, head: str = "", charset: str = "utf-8") -> str:
    """The top of a document up to and including </head>: ``kind`` "none" (no doctype), "html32", "html4t"
    (HTML 4.01 Transitional) or "xhtml" (XHTML 1.0 Transitional)."""
    top = {
        "none": "<html>\n<head>\n",
        "html32": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 3.2 Final//EN">\n<html>\n<head>\n',
        "html4t": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" '
        '"http://www.w3.org/TR/html4/loose.dtd">\n'
        f'<html lang="{lang}">\n<head>\n',
        "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n',
    }[kind]
    close = " /" if kind == "xhtml" else ""
    return (
        f'{top}<meta http-equiv="Content-Type" content="text/html; charset={charset}"{close}>\n'
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
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
) -> Case:
    """A Case whose truth is the readers' comments only (``real`` entries), parents re-indexed among them."""
    index: dict[int, int] = {}
    seeds: list[Seed] = []
    for i, c in enumerate(cs):
        if not c.real:
            continue
        parent = c.parent
        while parent is not None and not cs[parent].real:
            parent = cs[parent].parent
        index[i] = len(seeds)
        seeds.append(Seed(c.who, plain(c.raw), index[parent] if parent is not None else None, c.at))
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
