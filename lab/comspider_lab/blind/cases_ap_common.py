"""Shared helpers of blind set AP, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion from a block of lines, one comment a line, each written by hand), ``rows`` ("|"-separated
fields), ``paras`` (a text as markup), ``nest`` (a thread's markup with replies inside their parent) and ``depth``
(how deep a comment sits)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_ap import SITES_AP
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ap import Parts, Story, render_ap
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "depth",
    "esc",
    "kids",
    "make",
    "nest",
    "paras",
    "rows",
    "seeds",
    "slug",
    "thread",
]


def rows(block: str, n: int = 0) -> list[tuple[str, ...]]:
    """Lines of ``n`` "|"-separated fields (the last may hold "|"); by default as many as the first line has."""
    lines = [ln for ln in block.strip().splitlines() if ln.strip()]
    n = n or lines[0].count("|") + 1
    out = []
    for line in lines:
        parts = tuple(x.strip() for x in line.split("|", n - 1))
        assert len(parts) == n, line
        out.append(parts)
    return out


@dataclass(frozen=True)
class C:
    """A comment as the case writes it: its seed (the truth), the case's marks and, for replies that quote, the
    quoted words (drawn on the page, not part of the comment's text)."""

    seed: Seed
    marks: tuple[str, ...]
    quote: str = ""

    @property
    def name(self) -> str:
        return self.seed.author

    @property
    def when(self) -> str:
        return self.seed.when

    @property
    def parent(self) -> int | None:
        return self.seed.parent

    def has(self, mark: str) -> bool:
        return mark in self.marks

    def get(self, key: str, default: str = "") -> str:
        for m in self.marks:
            if m.startswith(key + "="):
                return m.split("=", 1)[1]
        return default


def thread(block: str) -> list[C]:
    """Lines "name | when or - | parent index or - | marks (comma-separated) or - | text"; " // " in the text starts
    a new paragraph; a text "«quoted words» >> own words" gives the words the reply quotes from its parent."""
    out = []
    for name, when, parent, marks, text in rows(block, 5):
        quote = ""
        if " >> " in text:
            quote, text = (x.strip() for x in text.split(" >> ", 1))
            quote = quote.strip("«»")
        seed = Seed(
            name,
            "\n\n".join(p.strip() for p in text.split(" // ")),
            None if parent == "-" else int(parent),
            "" if when == "-" else when,
        )
        out.append(C(seed, () if marks == "-" else tuple(m.strip() for m in marks.split(",")), quote))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [c.seed for c in cs]


def kids(cs: list[C], parent: int | None) -> list[int]:
    return [i for i, c in enumerate(cs) if c.parent == parent]


def depth(cs: list[C], i: int) -> int:
    """1 for a top-level comment, 2 for its replies, and so on."""
    d = 1
    p = cs[i].parent
    while p is not None:
        d += 1
        p = cs[p].parent
    return d


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def nest(
    cs: list[C],
    item: Callable[[int, C, str], str],
    wrap: Callable[[str, int], str],
    parent: int | None = None,
) -> str:
    """The comments under ``parent`` in order, each drawn by ``item(index, comment, replies)``; the replies are
    ``wrap(items, parent index)`` when there are any, else ""."""
    out = ""
    for i in kids(cs, parent):
        inner = nest(cs, item, wrap, i)
        out += item(i, cs[i], wrap(inner, i) if inner else "")
    return out


def make(
    cid: str,
    kind: str,
    site_key: str,
    story: Story,
    parts: Parts,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_AP[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_ap(site, story, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
