"""Shared helpers of blind set ea (written anew for this set on the pattern of set DU's): ``talk`` reads a discussion
from an indented block, one comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``); a reply's
parent is given either by leading ``>`` (depth: the nearest entry before it one level up, for threads printed in tree
order) or by a leading ``^N`` (the index of its parent, for flat lists printed in time order); ``kids``, ``depths``,
``paras`` and ``make`` (a Case). No page skeleton is shared: each page builds its own template of its era."""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "depths", "esc", "jsonld", "kids", "make", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown, the machine time, text, parent index, depth."""

    who: str
    at: str
    iso: str
    body: str
    parent: int | None
    depth: int


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        parent: int | None = None
        depth = 0
        if line.startswith("^"):
            ref, line = line[1:].split(" ", 1)
            parent = int(ref)
            depth = out[parent].depth + 1
        else:
            depth = len(line) - len(line.lstrip(">"))
            line = line.lstrip(">").strip()
            if depth:
                parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        head, body = line.split(" :: ", 1)
        who, when = (x.strip() for x in head.split(" @ ", 1))
        at, _, iso = (x.strip() for x in when.partition(" ~ "))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        out.append(C(who, at, iso, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def tree_order(cs: list[C]) -> list[int]:
    """The entries in the order a threaded page prints them (each reply after its parent's subtree so far)."""
    k = kids(cs)
    order: list[int] = []

    def walk(i: int) -> None:
        order.append(i)
        for j in k.get(i, []):
            walk(j)

    for i in k.get(None, []):
        walk(i)
    return order


def depths(cs: list[C]) -> list[int]:
    return [c.depth for c in cs]


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def jsonld(kind: str, headline: str, published: str, author: str, site: str) -> str:
    return (
        '<script type="application/ld+json">'
        + json.dumps(
            {
                "@context": "http://schema.org",
                "@type": kind,
                "headline": headline,
                "datePublished": published,
                "author": {"@type": "Person", "name": author},
                "publisher": {"@type": "Organization", "name": site},
            },
            ensure_ascii=False,
        )
        + "</script>"
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    cs: list[C],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    """A case; the truth lists the comments in the order the page prints them (``cs`` must already be in it)."""
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=True,
        lookalikes=lookalikes,
    )
