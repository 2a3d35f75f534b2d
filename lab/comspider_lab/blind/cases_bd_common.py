"""Shared helpers of blind set BD, written for this set: ``posts`` (a forum thread from a block of lines, one post a
line, each written by hand), ``seeds`` (the thread's reader comments: every post but the ones marked ``x``, a robot's
or the journalist's opening post, an advertisement dressed as a post, a deleted post's placeholder), ``member`` (a
member's join date and post count, the same on every page for the same name), ``rows``, ``paras`` and ``make``."""

from __future__ import annotations

import zlib
from dataclasses import dataclass

from comspider_lab.blind.content_bd import SITES_BD
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bd import Parts, Story, render_bd
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Case",
    "P",
    "Parts",
    "Seed",
    "Story",
    "esc",
    "make",
    "member",
    "paras",
    "posts",
    "rows",
    "seeds",
    "slug",
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
class P:
    """A post as the page prints it: its number on the page (from 0), author, time as shown, the post it quotes
    (``parent``, a line number, or None), the case's marks (``key`` or ``key=value``) and its own text."""

    num: int
    name: str
    when: str
    parent: int | None
    marks: tuple[str, ...]
    text: str

    def has(self, mark: str) -> bool:
        return mark in self.marks

    def get(self, key: str, default: str = "") -> str:
        for m in self.marks:
            if m.startswith(key + "="):
                return m.split("=", 1)[1]
        return default

    @property
    def paragraphs(self) -> list[str]:
        return self.text.split("\n\n")


def posts(block: str) -> list[P]:
    """Lines "name | when | quoted line or - | marks (";"-separated) or - | text"; " // " in the text starts a new
    paragraph (the truth joins paragraphs with a blank line)."""
    out = []
    for k, (name, when, parent, marks, text) in enumerate(rows(block, 5)):
        out.append(
            P(
                k,
                name,
                "" if when == "-" else when,
                None if parent == "-" else int(parent),
                () if marks == "-" else tuple(m.strip() for m in marks.split(";")),
                "\n\n".join(p.strip() for p in text.split(" // ")),
            )
        )
        assert out[-1].parent is None or out[-1].parent < k, (name, k)
    return out


def seeds(ps: list[P]) -> list[Seed]:
    """The reader comments: every post not marked ``x``; a post quoting an ``x`` post answers the article."""
    index: dict[int, int] = {}
    out: list[Seed] = []
    for p in ps:
        if p.has("x"):
            continue
        parent = index.get(p.parent) if p.parent is not None else None
        index[p.num] = len(out)
        out.append(Seed(p.name, p.text, parent, p.when))
    return out


MONTHS_EN = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def member(name: str, before_year: int) -> tuple[int, int, int]:
    """(join month 1-12, join year, post count) of a member, the same for the same name and year."""
    h = zlib.crc32(name.encode("utf-8"))
    return h % 12 + 1, before_year - 1 - (h >> 4) % 6, 3 + (h >> 8) % 4200


def paras(text: str, tag: str = "p", cls: str = "", sep: str = "") -> str:
    """A comment's text as markup: one element per paragraph, or with ``sep`` (e.g. "<br /><br />") in one run."""
    if sep:
        return sep.join(esc(p) for p in text.split("\n\n"))
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


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
    site = SITES_BD[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bd(site, story, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
