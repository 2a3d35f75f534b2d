"""Shared helpers of blind set CB. The generic ones (``talk``: a discussion from an indented block, one comment a
line; ``Note``, ``seeds``, ``draw``, ``flat``, ``rows``, ``ptext``, ``links``) are set BQ's, imported; ``case`` (a Case
from a site, a piece and page bits), ``box`` (a widget in the site's look), ``most_read`` (a most-read list with counts)
and ``ticker`` are this set's."""

from __future__ import annotations

import re

from comspider_lab.blind.cases_bq_common import Note, draw, flat, links, ptext, rows, seeds, talk
from comspider_lab.blind.content_cb import SITES_CB, TERMS
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cb import Bits, Piece, num, render_cb
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
    "draw",
    "esc",
    "flat",
    "linked",
    "links",
    "most_read",
    "num",
    "paras",
    "ptext",
    "rows",
    "seeds",
    "slug",
    "talk",
    "ticker",
    "unnamed",
]


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    p = SITES_CB[site_key].prefix
    return f'<div class="{p}-w {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def most_read(site_key: str, block: str, word: str) -> str:
    """A most-read list from "title | count" lines (``word``: the count's noun, e.g. "lecturas")."""
    site = SITES_CB[site_key]
    items = "".join(
        f'<li><a href="/{slug(title)[:40]}">{esc(title)}</a> <small>{esc(count)} {esc(word)}</small></li>'
        for title, count in rows(block)
    )
    return box(site_key, TERMS[site.lang]["most_read"], f"<ol>{items}</ol>", "mr")


def ticker(label: str, block: str) -> str:
    """A ticker from "time | headline" lines."""
    return f"<b>{esc(label)}</b>" + "".join(
        f'<a href="/{slug(h)[:40]}">{esc(t)} {esc(h)}</a>' for t, h in rows(block)
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
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool = False,
    system: str | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_CB[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cb(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        check_steps=check_steps,
        lookalikes=lookalikes,
    )


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    """A paragraph's text escaped, with its web addresses made links (as the sites' software did)."""

    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow" target="_blank">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    """A text's paragraphs, each in its own element, with links."""
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{linked(x)}</{tag}>" for x in text.split("\n\n"))


def unnamed(ns: list[Note]) -> list[Note]:
    """The name "~" in a ``talk`` block is a comment printed without any name: its author is ""."""
    return [Note(Seed("" if n.who == "~" else n.who, n.body, n.parent, n.at), n.tags) for n in ns]
