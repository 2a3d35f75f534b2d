"""Shared helpers of blind set DN (written for this set): ``talk`` reads a discussion from an indented block, one
comment a line (``NAME @ WHEN :: TEXT``; WHEN may be empty for pages that print no time; paragraphs split by
`` // ``; depth by leading ``>``; ``NAME @ WHEN ^N :: TEXT`` marks a flat answer whose page links comment N as the
one it answers), ``paras`` (a text's paragraphs), ``doc`` (an XHTML or HTML 4 page shell of 2010-2014 around a
page's own body) and ``make`` (a Case). Each page writes its own template around these."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "doc", "esc", "kids", "make", "paras", "seeds", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, when (may be ""), text, parent index, depth."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int
    linked: bool = False  # a flat answer whose parent the page names by a link


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, at = (x.strip() for x in head.split(" @", 1))
        parent: int | None = None
        linked = False
        if "^" in at:
            at, ref = (x.strip() for x in at.split("^", 1))
            parent = int(ref)
            linked = True
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth, linked))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [Seed(c.who, c.body, c.parent, c.at) for c in cs]


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    """Children by nesting only (flat answers stay at the top level)."""
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(None if c.linked else c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", br: bool = False, cls: str = "") -> str:
    parts = [esc(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{c}>{x}</{tag}>" for x in parts)


def doc(
    title: str, lang: str, css: str, body: str, *, head: str = "", body_attrs: str = "", xhtml: bool = True
) -> str:
    if xhtml:
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n'
        )
        meta = '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
    else:
        top = f'<!DOCTYPE html>\n<html lang="{lang}">\n'
        meta = '<meta charset="utf-8">\n'
    return (
        f"{top}<head>\n{meta}<title>{esc(title)}</title>\n{head}\n"
        f'<style type="text/css">{css}</style>\n</head>\n<body{" " + body_attrs if body_attrs else ""}>\n{body}\n</body>\n</html>\n'
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
        comments=seeds(cs),
        static=True,
        lookalikes=lookalikes,
    )
