"""Shared helpers of blind set BU. The thread notation and walkers (``talk``, ``draw``, ``flat``, ``depth``,
``seeds``, ``ptext``, ``rows``, ``links``, ``cloud``) are set BQ's generic helpers, reused as they are; ``box`` (a
sidebar widget in the look of the site's engine), ``ul`` (a furniture list from "a | b | c" lines) and ``case`` (a Case
from a site, a piece and page bits) are this set's."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.cases_bq_common import (
    Note,
    cloud,
    depth,
    draw,
    flat,
    links,
    ptext,
    rows,
    seeds,
    talk,
)
from comspider_lab.blind.content_bu import SITES_BU
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bu import BOXES, Bits, Piece, num, render_bu
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "box",
    "case",
    "cloud",
    "depth",
    "draw",
    "esc",
    "flat",
    "links",
    "num",
    "ptext",
    "rows",
    "seeds",
    "slug",
    "talk",
    "ul",
]

_SMALL_LOOKS = {"dotclear", "s9y", "b2evo", "ee", "squarespace"}


def box(site_key: str, title: str, inner: str, cls: str = "html") -> str:
    """A sidebar widget in the look of the site's engine (the title escaped here, the inner markup as given)."""
    look = SITES_BU[site_key].look
    look = "small" if look in _SMALL_LOOKS else look
    return BOXES[look].format(cls=cls, title=esc(title), inner=inner)


def ul(block: str, item: Callable[[list[str]], str], tag: str = "ul", cls: str = "") -> str:
    """A furniture list: one ``item(fields)`` per "a | b | c" line of ``block``."""
    attr = f' class="{cls}"' if cls else ""
    return f"<{tag}{attr}>" + "".join(f"<li>{item(r)}</li>" for r in rows(block)) + f"</{tag}>"


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
    site = SITES_BU[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bu(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
