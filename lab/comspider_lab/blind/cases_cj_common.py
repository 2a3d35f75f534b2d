"""Shared helpers of blind set CJ (written for this set): ``talk`` (a discussion from an indented block, one comment a
line: "Name @ shown time :: text // next paragraph", two spaces of indent a level of reply), ``seeds`` (the truth),
``case`` (a Case from a site, a piece and the page's parts), ``box`` (a widget in the site's skin), ``items`` (rows of
"a | b | c" lines), ``paras`` (a text's paragraphs with their web addresses made links)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.content_cj import SITES_CJ
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cj import Bits, Piece, num, render_cj, widget
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
    "esc",
    "items",
    "linklist",
    "num",
    "paras",
    "seeds",
    "slug",
    "talk",
]


@dataclass(frozen=True)
class Note:
    who: str
    at: str
    body: str  # paragraphs joined with a blank line
    parent: int | None
    depth: int


def talk(block: str) -> list[Note]:
    out: list[Note] = []
    last_at_depth: dict[int, int] = {}
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        depth = (len(line) - len(line.lstrip(" "))) // 2
        head, _, text = line.strip().partition(" :: ")
        who, _, at = head.partition(" @ ")
        parent = last_at_depth[depth - 1] if depth else None
        body = "\n\n".join(p.strip() for p in text.split(" // "))
        out.append(Note(who.strip(), at.strip(), body, parent, depth))
        last_at_depth[depth] = len(out) - 1
    return out


def seeds(ns: list[Note], skip: tuple[int, ...] = ()) -> list[Seed]:
    """The truth: every note but those at ``skip`` (entries that are not readers' comments), parents renumbered."""
    keep = [i for i in range(len(ns)) if i not in skip]
    index = {old: new for new, old in enumerate(keep)}
    out = []
    for i in keep:
        parent = ns[i].parent
        out.append(Seed(ns[i].who, ns[i].body, index[parent] if parent is not None else None, ns[i].at))
    return out


def items(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def _linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str, tag: str = "p", joiner: str = "") -> str:
    """A text's paragraphs, each in its own element (or, with ``joiner``, joined by it, e.g. "<br><br>")."""
    if joiner:
        return joiner.join(_linked(x) for x in text.split("\n\n"))
    return "".join(f"<{tag}>{_linked(x)}</{tag}>" for x in text.split("\n\n"))


def box(site_key: str, title: str, inner: str, cls: str = "text") -> str:
    return widget(SITES_CJ[site_key], esc(title), inner, cls)


def linklist(block: str, tag: str = "ul", with_count: str = "") -> str:
    """A list of "title | extra" lines as links (``with_count``: the count's noun, shown after)."""
    out = []
    for row in items(block):
        title = row[0]
        extra = (
            f' <span class="count">({esc(row[1])}{" " + with_count if with_count else ""})</span>'
            if len(row) > 1
            else ""
        )
        out.append(f'<li><a href="/{slug(title)[:40]}/">{esc(title)}</a>{extra}</li>')
    return f"<{tag}>{''.join(out)}</{tag}>"


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
    date_header: str = "",
) -> Case:
    site = SITES_CJ[site_key]
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cj(site, piece, bits, num(cid, 1000, 9999), date_header),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
