"""Shared helpers of blind set fb (the comment templates of blog hosts and portals of 2008-2013 outside the
English-speaking world, as their pages were served).

``talk`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT``; depth by leading
``>`` (a reply the page shows by its markup: nesting, an indent, a box under the comment); an entry that is not a
reader's comment starts with ``!`` (a secret comment's notice: ``!SECRET || SHOWN || -``). In TEXT, `` // `` splits
paragraphs and `` | `` lines inside a paragraph; ``[text](url)`` is a link; ``{e:NAME}`` an emoticon image (the
host's own GIF, not part of the truth's text).

``plain`` gives the truth's text, ``lines_html`` a text as HTML (paragraphs and lines by the host's choice), ``doc``
the top of a document of the era and ``make`` the Case. No page skeleton is shared: each host below writes its own
template by hand."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "doc", "esc", "kids", "lines_html", "make", "plain", "svg", "talk"]


@dataclass(frozen=True)
class C:
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
_EMO = re.compile(r"\{e:([a-z]+)\}")


def _inline(line: str, emo: str, alt: bool) -> str:
    out: list[str] = []
    pos = 0
    for m in re.finditer(f"{_LINK.pattern}|{_EMO.pattern}", line):
        out.append(esc(line[pos : m.start()]))
        if m.group(1) is not None:
            out.append(f'<a href="{esc(m.group(2))}" target="_blank" rel="nofollow">{esc(m.group(1))}</a>')
        else:
            name = m.group(3)
            a = f":{name}:" if alt else ""
            out.append(
                f'<img src="{emo}{name}.svg" alt="{a}" class="emoticon" width="19" height="19" border="0">'
            )
        pos = m.end()
    out.append(esc(line[pos:]))
    return "".join(out)


def lines_html(
    raw: str, *, para: str = "<br><br>", br: str = "<br>", emo: str = "/emo/", alt: bool = True
) -> str:
    """A text as HTML: paragraphs joined by ``para`` (or wrapped when ``para`` is "p"), lines by ``br``."""
    paras = [br.join(_inline(x.strip(), emo, alt) for x in p.split(" | ")) for p in raw.split(" // ")]
    if para == "p":
        return "".join(f"<p>{p}</p>" for p in paras)
    return para.join(paras)


def plain(raw: str) -> str:
    """The text a reader wrote, as the truth holds it: paragraphs joined by a blank line, lines by a new line,
    links as their text, emoticon images left out."""
    out = []
    for p in raw.split(" // "):
        lines = []
        for x in p.split(" | "):
            x = _EMO.sub(" ", _LINK.sub(lambda m: m.group(1), x))
            lines.append(" ".join(x.split()))
        out.append("\n".join(lines))
    return "\n\n".join(out)


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


EMOTICONS = {
    "smile": "#f5c518",
    "wink": "#f0a500",
    "laugh": "#f7d44c",
    "sad": "#7aa7d8",
    "heart": "#e0457b",
    "sweat": "#9cd3e8",
}


def emoticon_files(prefix: str) -> dict[str, str]:
    return {f"{prefix}{name}.svg": svg(19, 19, fill) for name, fill in EMOTICONS.items()}


def doc(kind: str, *, title: str, lang: str, head: str = "", charset: str = "utf-8") -> str:
    """The top of a document up to and including </head>: "html4t" or "xhtml"."""
    top = {
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
