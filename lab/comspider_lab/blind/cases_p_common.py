"""Shared helpers of blind set P: a thread one comment a line (set E's ``thread``), a story, an avatar with
initials, a nested rendering of a thread, scripts that fetch an HTML fragment on a click or a scroll (set L's
``fetch_on``), and a case from its page parts."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.cases_l_common import case_maker, fetch_on, tree_walk
from comspider_lab.blind.content_p import SITES_P
from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_p import PartsK, Story, box, h, render_p
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "SITES_P",
    "PartsK",
    "Seed",
    "Story",
    "box",
    "children",
    "esc",
    "fetch_on",
    "h",
    "initials",
    "make",
    "nest",
    "ps",
    "render_p",
    "story",
    "teasers",
    "thread",
    "tree_walk",
]


def ps(text: str, tag: str = "p", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{c}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def initials(name: str, cls: str) -> str:
    """An avatar of today: a round badge with the initials (aria-hidden)."""
    parts = [p for p in name.replace("_", " ").replace(".", " ").split() if p]
    ini = "".join(p[0] for p in parts[:2]).upper() or "?"
    return f'<span class="{cls}" aria-hidden="true">{esc(ini)}</span>'


def nest(
    c: list[Seed], item: Callable[[int, int, str], str], parent: int | None = None, depth: int = 0
) -> str:
    """Each comment by ``item(index, depth, replies_html)``, its replies rendered first."""
    return "".join(item(i, depth, nest(c, item, i, depth + 1)) for i in children(c, parent))


def story(
    title: str, byline: str, iso: str, shown: str, paras: str, declare: str = "jsonld", **kw: str
) -> Story:
    """``paras``: paragraphs separated by blank lines; the byline is the author's name."""
    p = tuple(" ".join(x.split()) for x in paras.strip().split("\n\n"))
    return Story(title, byline, (byline,), iso, shown, p, declare=declare, **kw)


def teasers(template: str, heading: str, titles: str) -> str:
    """A rail box of linked headlines (``|``-separated)."""
    items = "".join(f'<li><a href="#">{esc(t.strip())}</a></li>' for t in titles.split("|"))
    return box(template, heading, f"<ol>{items}</ol>")


make = case_maker(SITES_P, render_p)
