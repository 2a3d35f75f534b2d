"""Shared helpers of blind set AW, written for this set: ``make`` (a case from a site, a story and page parts, with
more pages of the same article when the comments go on), ``thread`` (a discussion from a block of lines, one comment
a line, each written by hand), ``rows`` ("|"-separated fields), ``paras`` (a comment's text as markup) and ``tree``
(a thread's markup from a per-case item function)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_aw import SITES_AW
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_aw import Parts, Story, render_aw
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
    "page",
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


def thread(block: str, base: int = 0) -> list[C]:
    """Lines "name | when or - | parent or - | marks (comma-separated) or - | text"; " // " in the text starts a new
    paragraph (the truth joins paragraphs with a blank line). A parent is the number of the line in the block
    (from 0), shifted by ``base`` (the block's place in the whole thread)."""
    out = []
    for name, when, parent, marks, text in rows(block, 5):
        seed = Seed(
            name,
            "\n\n".join(p.strip() for p in text.split(" // ")),
            None if parent == "-" else int(parent) + base,
            "" if when == "-" else when,
        )
        out.append(C(seed, () if marks == "-" else tuple(m.strip() for m in marks.split(","))))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [c.seed for c in cs]


def _linked(par: str) -> str:
    """A paragraph's markup, each "www." or "http" word a link (as the sites of the time turned them)."""
    return " ".join(
        f'<a href="{esc(w if w.startswith("http") else "http://" + w)}" rel="nofollow">{esc(w)}</a>'
        if w.startswith(("www.", "http"))
        else esc(w)
        for w in par.split(" ")
    )


def paras(text: str, tag: str = "p", cls: str = "", quote: bool = False) -> str:
    """A comment's paragraphs; ``quote``: the first is a quotation of the parent (in a ``blockquote``)."""
    attr = f' class="{cls}"' if cls else ""
    ps = text.split("\n\n")
    out = "".join(f"<{tag}{attr}>{_linked(p)}</{tag}>" for p in ps[1 if quote else 0 :])
    return (f"<blockquote>{_linked(ps[0])}</blockquote>" if quote else "") + out


def tree(
    cs: list[C],
    item: Callable[[int, C, str], str],
    wrap: Callable[[str], str],
    parent: int | None = None,
    only: range | None = None,
) -> str:
    """The comments under ``parent`` in order (of those in ``only``, if given), each drawn by ``item(index, comment,
    replies)``, the replies being ``wrap(items)`` when there are any, else ""."""
    out = ""
    for i in children(seeds(cs), parent):
        if only is not None and i not in only:
            continue
        inner = tree(cs, item, wrap, i, only)
        out += item(i, cs[i], wrap(inner) if inner else "")
    return out


def page(site_key: str, story: Story, parts: Parts) -> str:
    return render_aw(SITES_AW[site_key], story, parts)


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
    more_pages: dict[str, Parts] | None = None,
) -> Case:
    """``more_pages``: the article's other comment pages (path -> the parts of that page), served beside it; the
    check visits them in order after the first, keeping the text of each."""
    site = SITES_AW[site_key]
    files = {p: render_aw(site, story, pp) for p, pp in (more_pages or {}).items()}
    steps: tuple[str, ...] = ()
    for p in files:
        steps += ("snap", f"goto:{p}")
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_aw(site, story, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
        files=files,
        check_steps=steps,
    )
