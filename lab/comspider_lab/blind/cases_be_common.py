"""Shared helpers of blind set BE, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion from a block of lines, one comment a line, each written by hand), ``rows`` ("|"-separated
fields), ``paras`` (a comment's text as markup) and ``tree`` (a thread's markup from a per-case item function)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_be import SITES_BE
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_be import Parts, Story, render_be
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
    """A comment as the case writes it: the seed (the truth) and the case's own marks (``key`` or ``key=value``)."""

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
    check_steps: tuple[str, ...] = (),
    reveal: str = "on_load",
) -> Case:
    site = SITES_BE[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_be(site, story, parts, path),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
        check_steps=check_steps,
    )
