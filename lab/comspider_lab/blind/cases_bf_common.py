"""Shared helpers of blind set BF, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion from a block of lines, one post a line, each written by hand), ``rows`` ("|"-separated
fields), ``paras`` (a post's text as markup), ``tree`` (a thread's markup from a per-case item function),
``snippet`` (the start of a post, as a quote of it shows it) and ``member`` (a forum member's joined date and post
count, fixed per name)."""

from __future__ import annotations

import zlib
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bf import SITES_BF
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bf import Parts, Story, render_bf
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "esc",
    "make",
    "member",
    "paras",
    "rows",
    "seeds",
    "slug",
    "snippet",
    "thread",
    "tree",
]


def rows(block: str, n: int = 0) -> list[tuple[str, ...]]:
    """Lines of ``n`` "|"-separated fields (the last may hold "|"); by default as many as the first line has."""
    out = []
    lines = block.strip().splitlines()
    n = n or lines[0].count("|") + 1
    for line in lines:
        parts = tuple(x.strip() for x in line.split("|", n - 1))
        assert len(parts) == n, line
        out.append(parts)
    return out


@dataclass(frozen=True)
class C:
    """A post as the case writes it: the seed (the truth) and the case's own marks (``key`` or ``key=value``)."""

    seed: Seed
    marks: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.seed.author

    @property
    def when(self) -> str:
        return self.seed.when

    @property
    def text(self) -> str:
        return self.seed.text

    def has(self, mark: str) -> bool:
        return mark in self.marks

    def get(self, key: str, default: str = "") -> str:
        for m in self.marks:
            if m.startswith(key + "="):
                return m.split("=", 1)[1]
        return default


def thread(block: str) -> list[C]:
    """Lines "name | when or - | parent index or - | marks (comma-separated) or - | text"; " // " in the text
    starts a new paragraph (the truth joins paragraphs with a blank line)."""
    out = []
    for name, when, parent, marks, text in rows(block, 5):
        seed = Seed(
            name,
            "\n\n".join(p.strip() for p in text.split(" // ")),
            None if parent == "-" else int(parent),
            "" if when == "-" else when,
        )
        out.append(C(seed, () if marks == "-" else tuple(m.strip() for m in marks.split(","))))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [c.seed for c in cs]


def paras(text: str, tag: str = "p", cls: str = "", br: bool = False) -> str:
    """A post's paragraphs: each in ``tag`` or, with ``br``, joined by two line breaks (the forum's own way)."""
    if br:
        return "<br /><br />".join(esc(p) for p in text.split("\n\n"))
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def snippet(text: str, limit: int = 90) -> str:
    """The start of a post as a quote shows it: its first paragraph, cut at a word before ``limit`` characters."""
    first = text.split("\n\n")[0]
    if len(first) <= limit:
        return first
    return first[:limit].rsplit(" ", 1)[0] + " ..."


def member(name: str, lang_months: tuple[str, ...] = ()) -> tuple[str, int]:
    """A member's joined date ("Mar 2007" or month number) and post count, fixed per name (crc32, not hash())."""
    h = zlib.crc32(name.encode("utf-8"))
    year = 2003 + h % 7
    month = h // 7 % 12
    posts = 3 + h // 97 % 4800
    label = f"{lang_months[month]} {year}" if lang_months else f"{month + 1:02d}/{year}"
    return label, posts


def tree(
    cs: list[C],
    item: Callable[[int, C, str], str],
    wrap: Callable[[str], str],
    parent: int | None = None,
) -> str:
    """The posts under ``parent`` in order, each drawn by ``item(index, post, replies)``, the replies being
    ``wrap(items)`` when there are any, else ""."""
    out = ""
    for i in children(seeds(cs), parent):
        inner = tree(cs, item, wrap, i)
        out += item(i, cs[i], wrap(inner) if inner else "")
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
    site = SITES_BF[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bf(site, story, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
