"""Shared helpers of blind set CN: ``case`` (a Case from a site, a piece and page bits) and the re-exports the
set's case files use."""

from __future__ import annotations

from comspider_lab.blind.content_cn import SITES_CN, box, link_list, paras, talk
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cn import Bits, Piece, num, render_cn
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "SITES_CN",
    "Bits",
    "Case",
    "Piece",
    "Seed",
    "box",
    "case",
    "esc",
    "link_list",
    "num",
    "paras",
    "slug",
    "talk",
]


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
        html=render_cn(SITES_CN[site_key], piece, bits),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
