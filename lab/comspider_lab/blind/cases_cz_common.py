"""Shared helpers of blind set CZ: ``talk`` (a discussion from an indented block, one comment a line: "NAME @ WHEN ::
TEXT", paragraphs split by " // ", two spaces of indent per reply level), ``Note``, ``seeds``, ``tree`` (draw a
thread), ``rows``; ``case`` (a Case from a site, a piece and page bits) and the era's widgets in the site's look
(``box``, ``most_read`` with counts, ``poll``, ``cloud``, ``links``, ``ticker``). Written for this set."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_cz import SITES_CZ, TERMS
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cz import Bits, Piece, num, render_cz
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
    "esc",
    "links",
    "most_read",
    "num",
    "paras",
    "poll",
    "rows",
    "seeds",
    "slug",
    "talk",
    "ticker",
    "tree",
]


@dataclass(frozen=True)
class Note:
    who: str
    at: str
    body: str  # paragraphs joined by a blank line
    parent: int | None


def talk(block: str) -> list[Note]:
    notes: list[Note] = []
    stack: list[int] = []  # the latest note index at each depth
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        depth = (len(line) - len(line.lstrip(" "))) // 2
        head, body = line.strip().split(" :: ", 1)
        who, at = head.split(" @ ", 1)
        parent = stack[depth - 1] if depth else None
        notes.append(
            Note(who.strip(), at.strip(), "\n\n".join(x.strip() for x in body.split(" // ")), parent)
        )
        stack = [*stack[:depth], len(notes) - 1]
    return notes


def seeds(ns: list[Note]) -> list[Seed]:
    return [Seed(n.who, n.body, n.parent, n.at) for n in ns]


def tree(
    ns: list[Note],
    item: Callable[[int, Note, str], str],
    wrap: Callable[[str], str],
    parent: int | None = None,
) -> str:
    """The thread drawn recursively: ``item(i, note, replies_html)``; ``wrap(items_html)`` wraps a reply level."""
    out = ""
    for i, n in enumerate(ns):
        if n.parent == parent:
            sub = tree(ns, item, wrap, i)
            out += item(i, n, wrap(sub) if sub else "")
    return out


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    site = SITES_CZ[site_key]
    p = site.prefix
    if site.skin == "wp":
        return f'<aside class="widget {cls}"><h3 class="widget-title">{esc(title)}</h3>{inner}</aside>'
    if site.skin == "blogger":
        return (
            f'<div class="widget {cls}"><h2>{esc(title)}</h2><div class="widget-content">{inner}</div></div>'
        )
    if site.skin == "joomla":
        return f'<div class="moduletable {cls}"><h3>{esc(title)}</h3>{inner}</div>'
    if site.skin == "drupal":
        return f'<div class="block {cls}"><h2>{esc(title)}</h2><div class="content">{inner}</div></div>'
    return f'<div class="{p}-w {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def most_read(site_key: str, block: str, word: str) -> str:
    """A most-read list from "title | count" lines (``word``: the count's noun)."""
    site = SITES_CZ[site_key]
    items = "".join(
        f'<li><a href="/{slug(title)[:40]}/">{esc(title)}</a> <small>({esc(count)} {esc(word)})</small></li>'
        for title, count in rows(block)
    )
    return box(site_key, TERMS[site.lang]["most_read"], f"<ol>{items}</ol>", "mostread")


def poll(site_key: str, question: str, answers: list[tuple[str, int]]) -> str:
    t = TERMS[SITES_CZ[site_key].lang]
    total = sum(n for _, n in answers)
    inner = (
        f'<form action="/poll" method="post"><p>{esc(question)}</p>'
        + "".join(
            f'<label><input type="radio" name="a" value="{k}"> {esc(a)}</label> <small>{round(100 * n / total)} %</small><br>'
            for k, (a, n) in enumerate(answers)
        )
        + f'<input type="submit" value="{esc(t["vote"])}"></form>'
    )
    return box(site_key, t["poll"], inner, "poll")


def cloud(site_key: str, words: str) -> str:
    p = SITES_CZ[site_key].prefix
    inner = f'<div class="{p}-cloud">' + "".join(
        f'<a href="/tag/{slug(w)}/" style="font-size:{num(w, 9, 19)}px">{esc(w)}</a> '
        for w in words.split(",")
    )
    return box(site_key, TERMS[SITES_CZ[site_key].lang]["tags"], inner + "</div>", "tagcloud")


def links(site_key: str, title: str, items: tuple[str, ...], base: str = "/", cls: str = "") -> str:
    inner = "<ul>" + "".join(f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a></li>' for x in items) + "</ul>"
    return box(site_key, title, inner, cls)


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
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_CZ[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cz(site, piece, bits),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
