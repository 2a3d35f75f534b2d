"""Shared helpers of blind set AV, written for this set: ``thread`` (a discussion from a block of lines, one comment a
line, each written by hand), ``seeds`` (the truth of one or more comment pages, removed entries left out), ``tree`` (a
thread's markup from a per-case item function), ``rows``, ``paras`` and ``make`` (a case from a site, a story and page
parts, with a second comment page when there is one)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_av import SITES_AV
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_av import Parts, Story, render_av
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
    """A comment as the page shows it: name, time as shown, the index (in its block) of the comment it answers,
    the case's own marks (``key`` or ``key=value``; ``rm``: removed, shown as a notice, not in the truth) and text
    (paragraphs separated by a blank line)."""

    name: str
    when: str
    parent: int | None
    marks: tuple[str, ...]
    text: str

    @property
    def removed(self) -> bool:
        return "rm" in self.marks

    def has(self, mark: str) -> bool:
        return mark in self.marks

    def get(self, key: str, default: str = "") -> str:
        for m in self.marks:
            if m.startswith(key + "="):
                return m.split("=", 1)[1]
        return default


def thread(block: str) -> list[C]:
    """Lines "name | when or - | parent index or - | marks (comma-separated) or - | text"; " // " in the text
    starts a new paragraph."""
    out: list[C] = []
    for name, when, parent, marks, text in rows(block, 5):
        c = C(
            name,
            "" if when == "-" else when,
            None if parent == "-" else int(parent),
            () if marks == "-" else tuple(m.strip() for m in marks.split(",")),
            "\n\n".join(p.strip() for p in text.split(" // ")),
        )
        assert c.parent is None or c.parent < len(out), (name, text[:30])
        assert c.parent is None or not out[c.parent].removed, "a removed comment has no answers here"
        out.append(c)
    return out


def seeds(*pages: list[C]) -> list[Seed]:
    """The truth of the comment pages in order: every comment not removed, its parent re-indexed."""
    out: list[Seed] = []
    for cs in pages:
        index: dict[int, int] = {}
        for i, c in enumerate(cs):
            if c.removed:
                continue
            index[i] = len(out)
            out.append(Seed(c.name, c.text, None if c.parent is None else index[c.parent], c.when))
    return out


def children(cs: list[C], parent: int | None) -> list[int]:
    return [i for i, c in enumerate(cs) if c.parent == parent]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def tree(
    cs: list[C],
    item: Callable[[int, C, str], str],
    wrap: Callable[[str], str],
    parent: int | None = None,
) -> str:
    """The comments under ``parent`` in order, each drawn by ``item(index, comment, replies)``, the replies being
    ``wrap(items)`` when there are any, else ""."""
    out = ""
    for i in children(cs, parent):
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
    page2: tuple[str, Parts] | None = None,
) -> Case:
    """``page2``: (path, parts) of the article's second comment page, the same article with its other comments."""
    site = SITES_AV[site_key]
    files: dict[str, str] = {}
    steps: tuple[str, ...] = ()
    if page2:
        files[page2[0]] = render_av(site, story, page2[1])
        steps = ("snap", f"goto:{page2[0]}")
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load" if not page2 else "on_load; page 2 of the comments by the pager's link",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_av(site, story, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
        files=files,
        check_steps=steps,
    )
