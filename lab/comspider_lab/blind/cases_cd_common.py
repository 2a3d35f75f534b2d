"""Shared helpers of blind set CD, written for this set: ``talk`` (a discussion from an indented block, one comment a
line: "NAME @ WHEN :: TEXT", paragraphs split by " // ", two spaces of indent a level: the parent is the latest line one
level up), ``seeds``, ``paras`` (a text's paragraphs as elements), ``case`` (a Case from a site and page bits) and the
2012 furniture: blog archives with counts, followers, popular posts with snippets, profile boxes, labels, a calendar,
classifieds, obituaries, weather, events, share bars."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cd import SITES_CD
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cd import Bits, render_cd
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Seed",
    "archive",
    "calendar",
    "case",
    "esc",
    "gadget",
    "linkify",
    "num",
    "paras",
    "popular",
    "rows",
    "seeds",
    "share_bar",
    "slug",
    "talk",
    "ul_links",
]


@dataclass(frozen=True)
class Note:
    who: str
    body: str
    parent: int | None
    at: str
    depth: int


def talk(block: str) -> list[Note]:
    out: list[Note] = []
    stack: list[int] = []  # index of the latest note at each depth
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        depth = (len(line) - len(line.lstrip(" "))) // 2
        head, _, body = line.strip().partition(" :: ")
        who, _, at = head.partition(" @ ")
        parent = stack[depth - 1] if depth else None
        stack[depth:] = [len(out)]
        out.append(
            Note(who.strip(), "\n\n".join(x.strip() for x in body.split(" // ")), parent, at.strip(), depth)
        )
    return out


def seeds(ns: list[Note]) -> list[Seed]:
    return [Seed(n.who, n.body, n.parent, n.at) for n in ns]


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split(" | ")] for line in block.strip().splitlines() if line.strip()]


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def linkify(text: str) -> str:
    """Escaped text with http:// addresses made links."""
    words = []
    for w in esc(text).split(" "):
        if w.startswith(("http://", "www.")):
            href = w if w.startswith("http") else "http://" + w
            words.append(f'<a href="{href}" rel="nofollow">{w}</a>')
        else:
            words.append(w)
    return " ".join(words)


def paras(text: str, tag: str = "p", cls: str = "", br: bool = False) -> str:
    """A text's paragraphs: one element each, or (``br``) one run with <br><br> between them, as Blogger did."""
    if br:
        return "<br><br>".join(linkify(x) for x in text.split("\n\n"))
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{linkify(x)}</{tag}>" for x in text.split("\n\n"))


def gadget(p: str, title: str, inner: str, cls: str = "") -> str:
    return f'<div class="{p}-gadget {cls}"><h2>{esc(title)}</h2><div class="{p}-gc">{inner}</div></div>'


def ul_links(items: list[str] | tuple[str, ...], base: str = "/") -> str:
    return "<ul>" + "".join(f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a></li>' for x in items) + "</ul>"


def archive(p: str, block: str, title: str = "Blog Archive") -> str:
    """'YEAR (n)' lines and, indented, 'Month (n)' lines, the open month's post titles indented twice."""
    out = []
    for line in block.strip("\n").splitlines():
        depth = (len(line) - len(line.lstrip())) // 2
        t = line.strip()
        arrow = "▼ " if depth < 2 and "*" in t else ("► " if depth < 2 else "")
        t = t.replace("*", "")
        out.append(
            f'<li style="margin-left:{depth * 12}px">{arrow}<a href="/{slug(t)[:30]}">{esc(t)}</a></li>'
        )
    return gadget(
        p, title, f'<ul class="{p}-arch" style="list-style:none;padding:0">' + "".join(out) + "</ul>"
    )


def popular(p: str, block: str, title: str = "Popular Posts") -> str:
    """'title | snippet' lines."""
    items = "".join(
        f'<li><a href="/{slug(t)[:40]}.html"><b>{esc(t)}</b></a><div class="{p}-snip">{esc(s)}</div></li>'
        for t, s in rows(block)
    )
    return gadget(p, title, f'<ul class="{p}-pop">{items}</ul>')


def calendar(p: str, month: str, days: int, first: int, linked: set[int]) -> str:
    """A month's calendar table: ``first`` the weekday (0 = Sunday) of the 1st, ``linked`` the days with posts."""
    cells = ["<td></td>"] * first
    for d in range(1, days + 1):
        cells.append(f'<td><a href="/2012/{d:02d}/">{d}</a></td>' if d in linked else f"<td>{d}</td>")
    while len(cells) % 7:
        cells.append("<td></td>")
    trs = "".join("<tr>" + "".join(cells[i : i + 7]) + "</tr>" for i in range(0, len(cells), 7))
    return gadget(
        p,
        "Calendar",
        f'<table class="{p}-cal"><caption>{esc(month)}</caption><tr><th>S</th><th>M</th><th>T</th><th>W</th><th>T</th><th>F</th><th>S</th></tr>{trs}</table>',
    )


def share_bar(p: str, key: str) -> str:
    return (
        f'<div class="{p}-share"><span>Like {num(key, 0, 80)}</span> <span>Tweet {num(key + "t", 0, 40)}</span> '
        f'<span>+1 {num(key + "g", 0, 9)}</span> <span>Pin it</span> <a href="/email?u={slug(key)[:20]}">Email this</a></div>'
    )


def case(
    cid: str,
    kind: str,
    site_key: str,
    title: str,
    bits: Bits,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_CD[site_key]
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cd(site, f"{title} | {site.name}", bits),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
