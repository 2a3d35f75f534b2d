"""Shared helpers of blind set J: a thread one comment a line (set E's ``thread``), nested markup (``tree``), the
JSON a script renders (``rows_json``) and set I's renderer for such rows (``RENDER_JS``), and a case from its page
parts."""

from __future__ import annotations

from comspider_lab.blind.cases_b_small import paras, tree
from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.cases_h_common import rows_json
from comspider_lab.blind.cases_i_common import RENDER_JS
from comspider_lab.blind.content_j import SITES_J
from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_j import PartsJ, Post, render_j
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "RENDER_JS",
    "PartsJ",
    "Post",
    "Seed",
    "esc",
    "make",
    "page",
    "paras",
    "rows_json",
    "thread",
    "tree",
]


def page(template: str, site_key: str, post: Post, parts: PartsJ) -> str:
    return render_j(template, SITES_J[site_key], post, parts)


def make(
    case_id: str,
    kind: str,
    template: str,
    site_key: str,
    post: Post,
    parts: PartsJ,
    comments: list[Seed],
    *,
    path: str,
    reveal: str = "on_load",
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
    static: bool = True,
    system: str | None = None,
    comments_page: str | None = None,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
) -> Case:
    site = SITES_J[site_key]
    return Case(
        case_id,
        kind,
        site.lang,
        reveal,
        container,
        heading,
        description,
        path,
        render_j(template, site, post, parts),
        comments,
        system=system,
        static=static,
        lookalikes=lookalikes,
        comments_page=comments_page,
        files={**parts.files, **(files or {})},
        check_steps=check_steps,
    )
