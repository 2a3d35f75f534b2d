"""Shared helpers of blind set BH, written for this set: ``thread`` (a discussion from a block of lines, one comment a
line, each written by hand), ``tree`` (a thread's markup from a per-case item function), ``paras``, ``frame_page`` (a
small page of its own for an iframe or a fetched part) and ``make`` (a case from a site, a story and page parts)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bh import SITES_BH
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bh import Parts, Story, ncr, render_bh
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "esc",
    "frame_page",
    "make",
    "paras",
    "seeds",
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
    """Lines "name | when or - | parent index or - | marks (comma-separated) or - | text"; " // " in the text starts a
    new paragraph (the truth joins paragraphs with a blank line)."""
    out = []
    for line in block.strip().splitlines():
        name, when, parent, marks, text = (x.strip() for x in line.split("|", 4))
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


def frame_page(lang: str, direction: str, title: str, css: str, body: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}" dir="{direction}">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(title)}</title>\n<style>{css}</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n"
    )


def make(
    cid: str,
    kind: str,
    site_key: str,
    story: Story,
    parts: Parts,
    comments: list[Seed],
    *,
    path: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool = True,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
    ascii_refs: bool = False,
) -> Case:
    site = SITES_BH[site_key]
    html = render_bh(site, story, parts)
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=ncr(html) if ascii_refs else html,
        comments=comments,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
