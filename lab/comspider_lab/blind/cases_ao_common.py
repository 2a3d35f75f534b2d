"""Shared helpers of blind set AO, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion from a block of lines, one comment a line, each written by hand; a line marked ``gone`` is
a removed comment's placeholder, drawn but not in the truth), ``rows`` ("|"-separated fields), ``paras`` (a text as
markup), ``tree`` (a thread's markup from a per-case item function) and ``seeds`` (the truth of a thread)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_ao import SITES_AO
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ao import Parts, Story, render_ao
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "esc",
    "make",
    "paras",
    "rows",
    "seeds",
    "slug",
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
    """A line of a thread: name, time as shown, the parent's line index, the case's marks, the text."""

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
    def gone(self) -> bool:
        return self.has("gone")


def thread(block: str) -> list[C]:
    """Lines "name | when or - | parent line index or - | marks (comma-separated) or - | text"; " // " in the text
    starts a new paragraph (the truth joins paragraphs with a blank line)."""
    out = []
    for name, when, parent, marks, text in rows(block, 5):
        out.append(
            C(
                name,
                "" if when == "-" else when,
                None if parent == "-" else int(parent),
                () if marks == "-" else tuple(m.strip() for m in marks.split(",")),
                "\n\n".join(p.strip() for p in text.split(" // ")),
            )
        )
    return out


def seeds(cs: list[C]) -> list[Seed]:
    """The truth: every line but the removed ones, parents renumbered."""
    index: dict[int, int] = {}
    out: list[Seed] = []
    for i, c in enumerate(cs):
        if c.gone:
            continue
        assert c.parent is None or c.parent in index, (c.name, c.parent)
        index[i] = len(out)
        out.append(Seed(c.name, c.text, None if c.parent is None else index[c.parent], c.when))
    return out


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def tree(
    cs: list[C],
    item: Callable[[int, C, str], str],
    wrap: Callable[[str], str],
    parent: int | None = None,
) -> str:
    """The lines under ``parent`` in order, each drawn by ``item(index, line, replies)``, the replies being
    ``wrap(items)`` when there are any, else ""."""
    out = ""
    for i, c in enumerate(cs):
        if c.parent != parent:
            continue
        inner = tree(cs, item, wrap, i)
        out += item(i, c, wrap(inner) if inner else "")
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
    site = SITES_AO[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_ao(site, story, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
