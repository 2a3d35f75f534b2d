"""Shared helpers of blind set BZ: the thread-writing helpers of set BQ (``talk``: one comment a line, the indentation
or a ``^k`` mark gives the parent; ``draw``, ``flat``, ``depth``, ``ptext``, ``rows``, ``seeds``) and this set's own
``box`` (a right-column widget), ``links`` (a list of links, optionally with counts) and ``case``."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import Note, depth, draw, flat, ptext, rows, seeds, talk
from comspider_lab.blind.content_bz import SITES_BZ, TERMS
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bz import Bits, Piece, render_bz
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "TERMS",
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "box",
    "case",
    "depth",
    "draw",
    "esc",
    "flat",
    "links",
    "ptext",
    "rows",
    "seeds",
    "slug",
    "talk",
]


def box(title: str, inner: str, cls: str = "") -> str:
    return f'<div class="nz-box {cls}"><h4>{esc(title)}</h4>{inner}</div>'


def links(
    items: list[str] | tuple[str, ...], base: str = "/", tag: str = "ol", counts: tuple[str, ...] = ()
) -> str:
    lis = "".join(
        f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a>{" <span class=cnt>" + esc(counts[k]) + "</span>" if k < len(counts) else ""}</li>'
        for k, x in enumerate(items)
    )
    return f"<{tag}>{lis}</{tag}>"


def case(
    cid: str,
    kind: str,
    site_key: str,
    piece: Piece,
    bits: Bits,
    comments: list[Seed],
    *,
    path: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool = False,
    system: str | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_BZ[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bz(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
