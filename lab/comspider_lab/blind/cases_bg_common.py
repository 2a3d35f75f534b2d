"""Shared helpers of blind set BG, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion from a block of lines, one comment a line, each written by hand), ``rows`` ("|"-separated
fields), ``paras`` (a comment's text as markup), ``tree`` (a thread's markup from a per-case item function),
``as_json`` (a thread as the JSON a page's script reads) and ``bare`` (a small page of the site: a comments page,
an iframe's page)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bg import SITES_BG
from comspider_lab.blind.layout_bg import Parts, Story, esc, ncr, render_bg
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "as_json",
    "bare",
    "esc",
    "make",
    "ncr",
    "paras",
    "rows",
    "seeds",
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


def as_json(cs: list[C], keys: tuple[str, ...] = ()) -> str:
    """The thread as a JSON array: n, name, at, text, to (the parent's n or null) and the marks named in ``keys``."""
    out = []
    for i, c in enumerate(cs):
        d: dict[str, object] = {
            "n": i + 1,
            "name": c.name,
            "at": c.when,
            "text": c.text,
            "to": None if c.seed.parent is None else c.seed.parent + 1,
        }
        for k in keys:
            d[k] = c.get(k)
        out.append(d)
    return json.dumps(out, ensure_ascii=False)


def bare(site_key: str, title: str, body: str, css: str = "") -> str:
    """A small page of the site (a comments page, an iframe's document), in the site's declared encoding."""
    site = SITES_BG[site_key]
    meta = (
        '<meta charset="utf-8">'
        if site.charset == "utf-8"
        else f'<meta http-equiv="Content-Type" content="text/html; charset={site.charset}">'
    )
    page = (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>{meta}<title>{esc(title)}</title>'
        f"<style>body{{font:14px/1.7 sans-serif;margin:10px;color:#222}}{css}</style></head>\n<body>\n{body}\n</body>\n</html>\n"
    )
    return page if site.charset == "utf-8" else ncr(page)


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
    reveal: str = "on_load",
    static: bool = True,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
    comments_page: str | None = None,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_BG[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bg(site, story, parts),
        comments=comments,
        static=static,
        files=files or {},
        check_steps=check_steps,
        comments_page=comments_page,
        lookalikes=lookalikes,
    )
