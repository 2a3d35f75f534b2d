"""Shared helpers of blind set BW: ``talk``, ``seeds``, ``draw``, ``flat``, ``ptext``, ``rows``, ``links`` and
``cloud`` are set BQ's generic helpers (``cases_bq_common``); ``box`` (a widget in the look of a BW site), ``case``
(a Case from a BW site, a piece and page bits) and ``digits`` (Western digits written in a local script) are this
set's."""

from __future__ import annotations

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
from comspider_lab.blind.content_bw import SITES_BW
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bw import Bits, Piece, num, render_bw
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "box",
    "case",
    "children",
    "cloud",
    "depth",
    "digits",
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
]

_DIGITS = {
    "ar": "٠١٢٣٤٥٦٧٨٩",
    "fa": "۰۱۲۳۴۵۶۷۸۹",
    "hi": "०१२३४५६७८९",
    "bn": "০১২৩৪৫৬৭৮৯",
    "th": "๐๑๒๓๔๕๖๗๘๙",
    "ta": "௦௧௨௩௪௫௬௭௮௯",
}


def digits(text: str | int, lang: str) -> str:
    """Western digits of ``text`` written in the script of ``lang``."""
    table = _DIGITS[lang]
    return "".join(table[int(ch)] if ch.isascii() and ch.isdigit() else ch for ch in str(text))


_BOX = {
    "rtl": '<div class="wq-box {cls}"><h3>{title}</h3>{inner}</div>',
    "desi": '<div class="dz-box {cls}"><h3>{title}</h3>{inner}</div>',
    "portal": '<div class="gp-box {cls}"><h3>{title}</h3>{inner}</div>',
    "blog": '<div class="hb-w {cls}"><h4>{title}</h4>{inner}</div>',
    "paper": '<div class="rp-box {cls}"><h3>{title}</h3>{inner}</div>',
}


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    """A widget in the site's look (the title escaped here, the inner markup as given)."""
    return _BOX[SITES_BW[site_key].look].format(cls=cls, title=esc(title), inner=inner)


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
    site = SITES_BW[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bw(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
