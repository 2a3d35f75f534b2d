"""Shared helpers of blind set M: a thread one comment a line (set E's ``thread``), a story, the boxes of a
template (``layout_m.box``), set L's fetch script, the "@Name" parent rule, and a case from its page parts."""

from __future__ import annotations

from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.cases_l_common import case_maker, fetch_on, story, tree_walk
from comspider_lab.blind.content_m import SITES_M
from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_m import PartsK, Story, box, render_m, rows
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "Story",
    "av",
    "box",
    "children",
    "esc",
    "fetch_on",
    "make",
    "page",
    "ps",
    "rows",
    "story",
    "thread",
    "tree_walk",
]


def ps(text: str, tag: str = "p") -> str:
    return "".join(f"<{tag}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def av(i: int, name: str, size: int = 40) -> str:
    return f'<img src="/_avatar/m{i}-{esc(name[:12])}.svg" width="{size}" height="{size}" alt="">'


def page(template: str, site_key: str, st: Story, parts: PartsK) -> str:
    return render_m(template, SITES_M[site_key], st, parts)


make = case_maker(SITES_M, render_m)


def lookalike(
    case_id: str,
    template: str,
    site_key: str,
    st: Story,
    parts: PartsK,
    path: str,
    description: str,
    lookalikes: tuple[str, ...],
) -> Case:
    return make(
        case_id,
        "lookalike",
        template,
        site_key,
        st,
        parts,
        [],
        path=path,
        container="-",
        heading=None,
        description=description,
        lookalikes=lookalikes,
    )
