"""Shared helpers of blind set fv (article pages of local and regional news sites as served in 2023-2026, in twelve
languages other than English, each site with its own invented template; everything in the served HTML).

``talk`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT`` (SHOWN is the time
as the page prints it, or ``-`` where it prints none); a leading ``>`` makes the entry a reply to the last entry one
level up, ``@N`` a reply to entry N (0-based) printed in the flat list. In TEXT, `` // `` splits paragraphs. ``plain``
gives the truth's text, ``paras`` a text as HTML, ``kids`` the replies to an entry, ``doc`` the top of a document,
``nav`` a list of links, ``svg`` an image and ``make`` the Case. No page skeleton is shared: each site writes its own
template by hand."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "doc", "esc", "kids", "make", "nav", "paras", "plain", "svg", "talk"]


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
        parent: int | None = None
        if line.startswith("@"):
            head, line = line[1:].split(" ", 1)
            parent = int(head)
            depth = out[parent].depth + 1
        else:
            depth = len(line) - len(line.lstrip(">"))
            if depth:
                parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        parts = [x.strip() for x in line.lstrip(">").strip().split(" || ")]
        assert len(parts) == 3, line
        out.append(C(parts[0], parts[1], parts[2], parent, depth))
    return out


def kids(cs: list[C], parent: int | None) -> list[int]:
    return [i for i, c in enumerate(cs) if c.parent == parent]


def paras(raw: str, *, p: bool = True, join: str = "<br><br>", cls: str = "") -> str:
    parts = [esc(x.strip()) for x in raw.split(" // ")]
    if p:
        c = f' class="{cls}"' if cls else ""
        return "".join(f"<p{c}>{x}</p>" for x in parts)
    return join.join(parts)


def plain(raw: str) -> str:
    return "\n\n".join(" ".join(x.split()) for x in raw.split(" // "))


def nav(pairs: list[tuple[str, str]], sep: str = "") -> str:
    """Links from (href, label) pairs: joined by ``sep``, or as li elements without it."""
    if sep:
        return sep.join(f'<a href="{h}">{esc(x)}</a>' for h, x in pairs)
    return "".join(f'<li><a href="{h}">{esc(x)}</a></li>' for h, x in pairs)


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


def doc(*, title: str, lang: str, head: str = "", dir_: str = "") -> str:
    """The top of an HTML5 document up to and including </head>."""
    d = f' dir="{dir_}"' if dir_ else ""
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"{d}>\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)}</title>\n{head}\n</head>\n"
    )


def make(
    cid: str,
    kind: str,
    html: str,
    cs: list[C],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    language: str,
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
) -> Case:
    seeds = [Seed(c.who, plain(c.raw), c.parent, "" if c.at == "-" else c.at) for c in cs]
    assert path.isascii() and not path.endswith("/"), path
    for f, text in (files or {}).items():
        assert f.isascii(), f
        assert "comment" not in text.lower(), (cid, f)
    low = html.lower()
    # the theme: everything in the served HTML, nothing fetched from elsewhere
    assert 'src="http' not in low and "<iframe" not in low, cid
    assert "<script" not in low, cid
    # the set's brief: the theme's years; never the English word anywhere in markup or text
    assert any(str(y) in html for y in range(2023, 2027)), cid
    assert "comment" not in low, cid
    assert "disqus" not in low, cid
    if kind == "discussion":
        assert 2 <= len(cs) <= 10, cid
    if kind == "lookalike":
        assert not cs and lookalikes, cid
    for c in cs:
        assert c.who in html or esc(c.who) in html, (cid, c.who)
    return Case(
        id=cid,
        kind=kind,
        language=language,
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
