"""Shared helpers of blind set M: a thread one comment a line (set E's ``thread``), a story, the boxes of a
template (``layout_m.box``), set L's fetch script, the "@Name" parent rule, and a case from its page parts."""

from __future__ import annotations

from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.cases_l_common import fetch_on, story, tree_walk
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


def make(
    case_id: str,
    kind: str,
    template: str,
    site_key: str,
    st: Story,
    parts: PartsK,
    comments: list[Seed],
    *,
    path: str,
    reveal: str = "on_load",
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
    static: bool = True,
    comments_page: str | None = None,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
) -> Case:
    site = SITES_M[site_key]
    return Case(
        case_id,
        kind,
        site.lang.split("-")[0],
        reveal,
        container,
        heading,
        description,
        path,
        render_m(template, site, st, parts),
        comments,
        static=static,
        lookalikes=lookalikes,
        comments_page=comments_page,
        files={**parts.files, **(files or {})},
        check_steps=check_steps,
    )


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
