"""Shared helpers of blind set CM: ``case`` (a Case from a site, a piece and page bits), ``box`` (a widget in the
site's look), ``counted`` (a most-read or most-commented list with counts), ``links``, ``paras``, ``c`` (a Seed)."""

from __future__ import annotations

from comspider_lab.blind.content_cm import SITES_CM
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cm import Bits, Piece, num, render_cm
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Piece",
    "Seed",
    "box",
    "c",
    "case",
    "counted",
    "esc",
    "links",
    "num",
    "paras",
    "slug",
]


def c(author: str, text: str, when: str = "", parent: int | None = None) -> Seed:
    """A comment: its text's paragraphs separated by blank lines (leading spaces of the source removed)."""
    parts = [" ".join(x.split()) for x in text.strip().split("\n\n")]
    return Seed(author, "\n\n".join(parts), parent, when)


def box(site_key: str, title: str, inner: str) -> str:
    p = SITES_CM[site_key].prefix
    return f'<div class="{p}-box"><h4>{esc(title)}</h4>{inner}</div>'


def links(titles: tuple[str, ...] | list[str], base: str = "/") -> str:
    return "<ul>" + "".join(f'<li><a href="{base}{slug(t)[:40]}">{esc(t)}</a></li>' for t in titles) + "</ul>"


def counted(site_key: str, title: str, block: str, word: str) -> str:
    """A numbered list from "headline | count" lines."""
    items = []
    for line in block.strip().splitlines():
        h, _, n = line.rpartition("|")
        items.append(
            f'<li><a href="/{slug(h)[:40]}">{esc(h.strip())}</a> <small>({esc(n.strip())} {esc(word)})</small></li>'
        )
    return box(site_key, title, "<ol>" + "".join(items) + "</ol>")


def paras(text: str, tag: str = "p") -> str:
    return "".join(f"<{tag}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


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
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cm(SITES_CM[site_key], piece, bits),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
