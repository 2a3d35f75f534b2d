"""Shared helpers of blind set BL, written for this set: ``thread`` (a discussion from a block of lines, one
comment a line, each written by hand), ``tree`` (a thread's markup from a per-case item function), ``paras``,
``make`` (a case from a site, a story and page parts)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bl import SiteBL, site
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bl import Parts, Story, render_bl
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "C",
    "Case",
    "Parts",
    "Seed",
    "SiteBL",
    "Story",
    "depth",
    "esc",
    "make",
    "paras",
    "plain",
    "seeds",
    "site",
    "slug",
    "thread",
    "tree",
]


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
    for line in block.strip().splitlines():
        parts = [x.strip() for x in line.split("|", 4)]
        assert len(parts) == 5, line
        name, when, parent, marks, text = parts
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


def plain(cs: list[C]) -> list[Seed]:
    """The real systems show their own times: the seeds carry none."""
    return [Seed(c.seed.author, c.seed.text, c.seed.parent, "") for c in cs]


def depth(cs: list[C], i: int) -> int:
    d = 0
    p = cs[i].seed.parent
    while p is not None:
        d += 1
        p = cs[p].seed.parent
    return d


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def tree(
    cs: list[C],
    item: Callable[[int, C, str], str],
    wrap: Callable[[str], str],
    parent: int | None = None,
    only: list[int] | None = None,
) -> str:
    """The comments under ``parent`` in order (or the top-level ones listed in ``only``), each drawn by
    ``item(index, comment, replies)``, the replies being ``wrap(items)`` when there are any, else ""."""
    out = ""
    for i in only if only is not None else children(seeds(cs), parent):
        inner = tree(cs, item, wrap, i)
        out += item(i, cs[i], wrap(inner) if inner else "")
    return out


def make(
    cid: str,
    kind: str,
    st: SiteBL,
    story: Story,
    parts: Parts,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    reveal: str = "on_load",
    static: bool = True,
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
    system: str | None = None,
    comments_page: str | None = None,
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language=st.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bl(st, story, parts),
        comments=comments,
        static=static,
        lookalikes=lookalikes,
        files=files or {},
        check_steps=check_steps,
        system=system,
        comments_page=comments_page,
    )
