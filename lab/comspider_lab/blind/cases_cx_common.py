"""Shared helpers of blind set CX: ``thread`` (a discussion from an indented block, one comment a line), ``tree``
(markup of a nested thread), ``paras``, ``case`` (a Case from a site, a piece and page bits) and the era's furniture in
the site's language (``box``, ``most_read``, ``cloud``, ``newsletter``, ``poll``, ``related``, ``ticker``). Written
for this set."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.content_cx import SITES_CX, TERMS
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cx import Bits, Piece, num, render_cx
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Piece",
    "Seed",
    "box",
    "case",
    "cloud",
    "esc",
    "most_read",
    "newsletter",
    "num",
    "paras",
    "poll",
    "related",
    "slug",
    "thread",
    "ticker",
    "tree",
]


def thread(block: str) -> list[Seed]:
    """One comment a line: ``<indent>NAME @ WHEN :: TEXT`` (" // " separates paragraphs); two spaces of indent
    more than the line before make a reply to it, the same indent a sibling."""
    seeds: list[Seed] = []
    stack: list[tuple[int, int]] = []  # (indent, index)
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        indent = len(line) - len(line.lstrip(" "))
        head, _, text = line.strip().partition(" :: ")
        who, _, when = head.partition(" @ ")
        while stack and stack[-1][0] >= indent:
            stack.pop()
        parent = stack[-1][1] if stack else None
        seeds.append(
            Seed(who.strip(), "\n\n".join(x.strip() for x in text.split(" // ")), parent, when.strip())
        )
        stack.append((indent, len(seeds) - 1))
    return seeds


def tree(
    seeds: list[Seed],
    item: Callable[[int, Seed, str], str],
    wrap: Callable[[str, int], str],
    parent: int | None = None,
) -> str:
    """The thread's markup: ``item(i, seed, replies_html)`` for each comment, ``wrap(items_html, depth)`` around
    each list of siblings (depth 0 the top list)."""
    depth = 0
    p = parent
    while p is not None:
        depth += 1
        p = seeds[p].parent
    kids = [i for i, s in enumerate(seeds) if s.parent == parent]
    if not kids:
        return ""
    return wrap("".join(item(i, seeds[i], tree(seeds, item, wrap, i)) for i in kids), depth)


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    p = SITES_CX[site_key].prefix
    return f'<div class="{p}-w {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def most_read(site_key: str, block: str) -> str:
    """A most-read list from "title | count" lines."""
    t = TERMS[SITES_CX[site_key].lang]
    items = "".join(
        f'<li><a href="/{slug(title)[:40]}.html">{esc(title)}</a> <small>({esc(count)} {esc(t["reads"])})</small></li>'
        for title, count in rows(block)
    )
    return box(site_key, t["most_read"], f"<ol>{items}</ol>", "mr")


def related(site_key: str, titles: tuple[str, ...]) -> str:
    t = TERMS[SITES_CX[site_key].lang]
    items = "".join(f'<li><a href="/{slug(x)[:40]}.html">{esc(x)}</a></li>' for x in titles)
    return box(site_key, t["related"], f"<ul>{items}</ul>", "rel")


def cloud(site_key: str, words: str) -> str:
    site = SITES_CX[site_key]
    t = TERMS[site.lang]
    links = " ".join(
        f'<a href="/tag/{slug(w)}/" style="font-size:{9 + num(w, 0, 9)}px">{esc(w)}</a>'
        for w in words.split(",")
    )
    return box(site_key, t["tags"], f'<div class="{site.prefix}-cloud">{links}</div>', "tc")


def newsletter(site_key: str) -> str:
    t = TERMS[SITES_CX[site_key].lang]
    return box(
        site_key,
        t["newsletter"],
        f'<p>{esc(t["newsletter_text"])}</p><form action="/newsletter" method="post"><input type="email" name="email" '
        f'placeholder="e-mail"> <input type="submit" value="{esc(t["subscribe"])}"></form>',
        "nl",
    )


def poll(site_key: str, question: str, answers: str) -> str:
    """A poll from "answer | percent" lines (results shown)."""
    t = TERMS[SITES_CX[site_key].lang]
    items = "".join(f"<li>{esc(a)} <b>{esc(pc)} %</b></li>" for a, pc in rows(answers))
    return box(
        site_key,
        t["poll"],
        f'<p>{esc(question)}</p><ul class="res">{items}</ul><p><a href="/poll">{esc(t["vote"])}</a></p>',
        "pl",
    )


def ticker(label: str, block: str) -> str:
    return f"<b>{esc(label)}</b>" + "".join(
        f'<a href="/{slug(h)[:40]}.html">{esc(t)} {esc(h)}</a>' for t, h in rows(block)
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
    site = SITES_CX[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="served HTML" if comments else "-",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cx(site, piece, bits),
        comments=comments,
        static=bool(comments),
        lookalikes=lookalikes,
    )
