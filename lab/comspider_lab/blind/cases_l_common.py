"""Shared helpers of blind set L: a thread one comment a line (set E's ``thread``), a story, the furniture boxes of a
template (``layout_l.box``), scripts that fetch an HTML fragment on a click, a scroll or at load, and a case from its
page parts."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping

from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.content_l import SITES_L
from comspider_lab.blind.layout import esc
from comspider_lab.blind.layout_l import PartsK, SiteK, Story, box, render_l, rows
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "Story",
    "box",
    "case_maker",
    "children",
    "esc",
    "fetch_on",
    "make",
    "rows",
    "story",
    "thread",
    "tree_walk",
]


def story(
    title: str, byline: str, author: str, iso: str, shown: str, paras: str, declare: str = "og", **kw: str
) -> Story:
    """``paras``: paragraphs separated by blank lines."""
    ps = tuple(" ".join(p.split()) for p in paras.strip().split("\n\n"))
    return Story(title, byline, (author,), iso, shown, ps, declare=declare, **kw)


def tree_walk(comments: list[Seed], parent: int | None = None, depth: int = 0) -> list[tuple[int, int]]:
    """(index, depth) of every comment in reading order: each comment followed by its replies."""
    out: list[tuple[int, int]] = []
    for i in children(comments, parent):
        out.append((i, depth))
        out += tree_walk(comments, i, depth + 1)
    return out


def fetch_on(trigger: str, url: str, target: str, mode: str = "replace", remove_trigger: bool = True) -> str:
    """A script: on ``trigger`` ("click:#id", "scroll:#id" when the element nears the viewport, or "load"), fetch the
    HTML fragment at ``url`` and put it into ``#target`` (``mode``: replace its content, or append to it)."""
    kind, _, sel = trigger.partition(":")
    put = "t.innerHTML = html" if mode == "replace" else "t.insertAdjacentHTML('beforeend', html)"
    run = (
        f"function go() {{ if (window.__l_done) return; window.__l_done = true; fetch({json.dumps(url)})"
        f".then(function (r) {{ return r.text(); }}).then(function (html) {{ var t = document.querySelector({json.dumps(target)}); {put};"
        + (
            f" var b = document.querySelector({json.dumps(sel)}); if (b) b.remove();"
            if remove_trigger and kind == "click"
            else ""
        )
        + " }); }"
    )
    if kind == "click":
        hook = f"document.querySelector({json.dumps(sel)}).addEventListener('click', function (e) {{ e.preventDefault(); go(); }});"
    elif kind == "scroll":
        hook = (
            f"window.addEventListener('scroll', function () {{ var el = document.querySelector({json.dumps(sel)});"
            " if (el && el.getBoundingClientRect().top < window.innerHeight + 150) go(); });"
        )
    else:
        hook = "window.addEventListener('load', go);"
    return f"<script>\n(function () {{\n{run}\n{hook}\n}})();\n</script>"


def case_maker(
    sites: Mapping[str, SiteK], render: Callable[[str, SiteK, Story, PartsK], str]
) -> Callable[..., Case]:
    """The ``make`` of a set whose pages are built from a story and its page parts by one of
    its templates (sets L to P): a case from its site's key, story, parts and comments."""

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
        system: str | None = None,
        files: dict[str, str] | None = None,
        comments_page: str | None = None,
        check_steps: tuple[str, ...] = (),
    ) -> Case:
        site = sites[site_key]
        return Case(
            case_id,
            kind,
            site.lang.split("-")[0],
            reveal,
            container,
            heading,
            description,
            path,
            render(template, site, st, parts),
            comments,
            system=system,
            static=static,
            lookalikes=lookalikes,
            files={**parts.files, **(files or {})},
            comments_page=comments_page,
            check_steps=check_steps,
        )

    return make


make = case_maker(SITES_L, render_l)
