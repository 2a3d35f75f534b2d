"""Shared helpers of blind set CP: ``entries`` (a discussion from a block, one entry per "----" separated part:
a head line "NAME | WHEN | PARENT" then the text, paragraphs blank-line separated), ``case`` (a Case from a site, a
piece and page bits), ``box`` (a widget in the site's look), ``links`` and ``paras``."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_cp import SITES_CP, TERMS
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cp import Bits, Piece, num, render_cp
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "TERMS",
    "Bits",
    "Case",
    "Entry",
    "Piece",
    "Seed",
    "box",
    "case",
    "entries",
    "esc",
    "links",
    "num",
    "paras",
    "seeds",
    "slug",
]


@dataclass(frozen=True)
class Entry:
    who: str
    at: str
    parent: int | None
    body: str  # paragraphs separated by a blank line

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(x.split()) for x in self.body.split("\n\n") if x.strip()]


def entries(block: str) -> list[Entry]:
    out: list[Entry] = []
    for part in block.strip().split("\n----\n"):
        head, _, body = part.strip().partition("\n")
        who, at, parent = (x.strip() for x in head.split("|"))
        text = "\n\n".join(" ".join(x.split()) for x in body.strip().split("\n\n") if x.strip())
        out.append(Entry(who, at, int(parent) if parent else None, text))
    return out


def seeds(es: list[Entry]) -> list[Seed]:
    return [Seed(e.who, e.body, e.parent, e.at) for e in es]


def paras(text: str, tag: str = "p") -> str:
    return "".join(f"<{tag}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def box(site_key: str, title: str, inner: str) -> str:
    p = SITES_CP[site_key].prefix
    return f'<div class="{p}-box"><h4>{esc(title)}</h4>{inner}</div>'


def links(titles: tuple[str, ...] | list[str], base: str = "/", tag: str = "ul") -> str:
    return (
        f"<{tag}>"
        + "".join(f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a></li>' for x in titles)
        + f"</{tag}>"
    )


def case(
    cid: str,
    kind: str,
    site_key: str,
    piece: Piece,
    bits: Bits,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_CP[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cp(site, piece, bits),
        comments=comments,
        static=bool(comments),
        lookalikes=lookalikes,
    )
