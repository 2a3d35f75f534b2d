"""Shared helpers of blind set H: a thread one comment a line (set E's ``thread``), nested markup (``tree``), and
a case from its page parts."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_b_small import paras, tree
from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_h import Parts, Post, SiteH, render_h
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Parts", "Post", "esc", "make", "paras", "rows_json", "thread", "tree"]


def make(
    case_id: str,
    kind: str,
    template: str,
    site: SiteH,
    post: Post,
    parts: Parts,
    comments: list[Seed],
    *,
    path: str,
    reveal: str = "on_load",
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
    static: bool = True,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
) -> Case:
    return Case(
        case_id,
        kind,
        site.lang,
        reveal,
        container,
        heading,
        description,
        path,
        render_h(template, site, post, parts),
        comments,
        static=static,
        lookalikes=lookalikes,
        files=files or {},
        check_steps=check_steps,
    )


def rows_json(comments: list[Seed], extra: dict[int, dict[str, str]] | None = None) -> str:
    """A thread as the JSON a script renders: id, parent id, name, time as shown, text."""
    out = []
    for i, c in enumerate(comments):
        row = {
            "id": 5100 + i * 7,
            "parent": None if c.parent is None else 5100 + c.parent * 7,
            "name": c.author,
            "when": c.when,
            "text": c.text,
        }
        row.update((extra or {}).get(i, {}))
        out.append(row)
    return json.dumps(out, ensure_ascii=False, indent=1)
