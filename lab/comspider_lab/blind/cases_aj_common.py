"""Shared helpers of blind set AJ: ``make`` (a case from a site, a story and page parts), ``seeds`` (a thread's comments
from a block of lines), ``rows`` (fields from a "|"-separated block), ``nest`` (a thread's markup from a per-case
item function) and ``paras``. Written for this set; each case writes its own markup through its own item function."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.content_aj import SITES_AJ
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_aj import Parts, Story, render_aj
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = ["Case", "Parts", "Seed", "Story", "esc", "make", "nest", "paras", "rows", "seeds", "slug"]


def rows(block: str, n: int = 4) -> list[tuple[str, ...]]:
    """Lines of ``n`` "|"-separated fields (the last may not hold "|")."""
    out = []
    for line in block.strip().splitlines():
        parts = tuple(x.strip() for x in line.split("|", n - 1))
        assert len(parts) == n, line
        out.append(parts)
    return out


def seeds(block: str) -> list[Seed]:
    """A thread from lines "name | when | parent index or - | text" ("//" in the text: a new paragraph)."""
    return [
        Seed(name, text.replace(" // ", "\n\n"), None if parent == "-" else int(parent), when)
        for name, when, parent, text in rows(block, 4)
    ]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(t)}</{tag}>" for t in text.split("\n\n"))


def nest(
    c: list[Seed],
    item: Callable[[int, Seed, str], str],
    sub: Callable[[str], str],
    parent: int | None = None,
) -> str:
    """The comments under ``parent``, each drawn by ``item(index, seed, replies_markup)``; the replies' markup is
    ``sub(items)`` when there are replies, else ""."""
    out = ""
    for i in children(c, parent):
        inner = nest(c, item, sub, i)
        out += item(i, c[i], sub(inner) if inner else "")
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
    system: str | None = None,
    lookalikes: tuple[str, ...] = (),
    check_steps: tuple[str, ...] = (),
) -> Case:
    site = SITES_AJ[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_aj(site, story, parts),
        comments=comments,
        system=system,
        static=static,
        lookalikes=lookalikes,
        check_steps=check_steps,
    )
