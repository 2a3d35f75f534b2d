"""Shared helpers of blind set AK, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion's comments from a block of lines, one comment per line, each written by hand), ``rows``
(fields of a "|"-separated block), ``body`` (a comment's text as markup: paragraphs, a bulleted list, links) and
``nest`` (a thread's markup from a per-case item function, so that each page's markup is written by its case)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_ak import SITES_AK
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ak import Parts, Story, render_ak
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = ["Case", "Parts", "Row", "Seed", "Story", "body", "esc", "make", "nest", "rows", "slug", "thread"]

_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def rows(block: str, n: int = 4) -> list[tuple[str, ...]]:
    """Lines of ``n`` "|"-separated fields (the last may hold "|")."""
    out = []
    for line in block.strip().splitlines():
        parts = tuple(x.strip() for x in line.split("|", n - 1))
        assert len(parts) == n, line
        out.append(parts)
    return out


@dataclass(frozen=True)
class Row:
    """A comment as written in the case: its seed (the truth), its marks (the case's own flags) and its raw text."""

    seed: Seed
    marks: tuple[str, ...]
    raw: str

    def has(self, mark: str) -> bool:
        return mark in self.marks

    def get(self, prefix: str, default: str = "") -> str:
        for m in self.marks:
            if m.startswith(prefix + "="):
                return m.split("=", 1)[1]
        return default


def _plain(raw: str) -> str:
    """The text a reader sees: links by their label, a bulleted paragraph one item a line."""
    paras = []
    for p in raw.split(" // "):
        p = _LINK.sub(lambda m: m.group(1), p)
        if p.startswith("• "):
            p = "\n".join(x.strip() for x in p[2:].split(" • "))
        paras.append(p)
    return "\n\n".join(paras)


def thread(block: str) -> list[Row]:
    """Lines "name | when | parent index or - | marks (comma-separated) or - | text"; in the text " // " starts a
    new paragraph, a paragraph opening with "• " is a list (items split on " • "), "[label](url)" is a link."""
    out = []
    for name, when, parent, marks, text in rows(block, 5):
        seed = Seed(name, _plain(text), None if parent == "-" else int(parent), "" if when == "-" else when)
        out.append(Row(seed, () if marks == "-" else tuple(m.strip() for m in marks.split(",")), text))
    return out


def seeds_of(rs: list[Row]) -> list[Seed]:
    return [r.seed for r in rs]


def _inline(p: str) -> str:
    out, last = "", 0
    for m in _LINK.finditer(p):
        out += (
            esc(p[last : m.start()]) + f'<a href="{esc(m.group(2))}" rel="nofollow ugc">{esc(m.group(1))}</a>'
        )
        last = m.end()
    return out + esc(p[last:])


def body(raw: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    out = ""
    for p in raw.split(" // "):
        if p.startswith("• "):
            out += "<ul>" + "".join(f"<li>{_inline(x.strip())}</li>" for x in p[2:].split(" • ")) + "</ul>"
        else:
            out += f"<{tag}{attr}>{_inline(p)}</{tag}>"
    return out


def nest(
    rs: list[Row],
    item: Callable[[int, Row, str], str],
    sub: Callable[[str, int], str],
    parent: int | None = None,
) -> str:
    """The comments under ``parent``, each drawn by ``item(index, row, replies_markup)``; the replies' markup is
    ``sub(items, parent_index)`` when there are replies, else ""."""
    seeds = seeds_of(rs)
    out = ""
    for i in children(seeds, parent):
        inner = nest(rs, item, sub, i)
        out += item(i, rs[i], sub(inner, i) if inner else "")
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
    static: bool = True,
    reveal: str = "on_load",
    lookalikes: tuple[str, ...] = (),
    check_steps: tuple[str, ...] = (),
) -> Case:
    site = SITES_AK[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_ak(site, story, parts),
        comments=comments,
        static=static,
        lookalikes=lookalikes,
        check_steps=check_steps,
    )
