"""Shared helpers of blind set CH: ``case`` (a Case from a site, a piece and page bits), ``box`` (a widget in the
site's look), ``listing`` (a most-read or most-commented list from "title | count" lines), ``related`` (related
stories with thumbnails), ``paras`` (a text's paragraphs, each in its own element), ``rows`` (a block of "a | b | c"
lines)."""

from __future__ import annotations

from comspider_lab.blind.content_ch import SITES_CH
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ch import Bits, Piece, num, render_ch
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Piece",
    "Seed",
    "box",
    "case",
    "esc",
    "listing",
    "num",
    "paras",
    "related",
    "rows",
    "slug",
]


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    p = SITES_CH[site_key].prefix
    return f'<div class="{p}-box {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def listing(site_key: str, title: str, block: str, word: str, cls: str = "mr") -> str:
    items = "".join(
        f'<li><a href="/news/{slug(t)[:40]}">{esc(t)}</a> <small>({esc(n)}{" " + esc(word) if word else ""})</small></li>'
        for t, n in rows(block)
    )
    return box(site_key, title, f"<ol>{items}</ol>", cls)


def related(site_key: str, title: str, titles: tuple[str, ...]) -> str:
    p = SITES_CH[site_key].prefix
    items = "".join(
        f'<li><a href="/news/{slug(t)[:40]}"><img src="/_avatar/r{i}-{p}.svg" alt="" width="70" height="50" /></a>'
        f'<a href="/news/{slug(t)[:40]}">{esc(t)}</a></li>'
        for i, t in enumerate(titles)
    )
    return f'<div class="{p}-rel"><h3>{esc(title)}</h3><ul>{items}</ul></div>'


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
    site = SITES_CH[site_key]
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_ch(site, piece, bits),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
