"""Shared helpers of blind set K: a thread one comment a line (set E's ``thread``), nested markup (``tree``), the JSON a
script renders (``rows_json``) and set I's renderer for such rows (``RENDER_JS``), the furniture of a template's kit
(``fx``), and a case from its page parts."""

from __future__ import annotations

from comspider_lab.blind.cases_b_small import paras, tree
from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.cases_h_common import rows_json
from comspider_lab.blind.cases_i_common import RENDER_JS
from comspider_lab.blind.content_k import SITES_K
from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_k import TEMPLATE_KIT, Fx, PartsK, Story, render_k
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "RENDER_JS",
    "Fx",
    "PartsK",
    "Seed",
    "Story",
    "esc",
    "fx",
    "make",
    "page",
    "paras",
    "rows_json",
    "thread",
    "tree",
]


def fx(template: str) -> Fx:
    """The furniture builders in the kit of a template."""
    return Fx(TEMPLATE_KIT[template])


def page(template: str, site_key: str, story: Story, parts: PartsK) -> str:
    return render_k(template, SITES_K[site_key], story, parts)


def make(
    case_id: str,
    kind: str,
    template: str,
    site_key: str,
    story: Story,
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
    system: str | None = None,
    comments_page: str | None = None,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
) -> Case:
    site = SITES_K[site_key]
    return Case(
        case_id,
        kind,
        site.lang,
        reveal,
        container,
        heading,
        description,
        path,
        render_k(template, site, story, parts),
        comments,
        system=system,
        static=static,
        lookalikes=lookalikes,
        comments_page=comments_page,
        files={**parts.files, **(files or {})},
        check_steps=check_steps,
    )
