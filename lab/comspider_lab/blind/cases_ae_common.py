"""Shared helpers of blind set AE: a case from its page parts (the shared ``case_maker``) through set AE's templates,
``story`` (set V's), long threads (``discussion`` of ``content_ae.py``), time formats of 2010-2014 sites, ``paras``
(a comment's text as markup), ``avatar``, and ``django_html``/``xtd_loops`` for the django-comments-xtd pages."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import story
from comspider_lab.blind.content_ae import SITES_AE, depth_of, discussion
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ae import PartsK, Story, render_ae
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "SITES_AE",
    "D",
    "PartsK",
    "Seed",
    "Story",
    "avatar",
    "children",
    "depth_of",
    "discussion",
    "django_html",
    "esc",
    "make",
    "paras",
    "slug",
    "story",
    "walk",
    "xtd_loops",
]

make = case_maker(SITES_AE, render_ae)


def D(y: int, mo: int, d: int, h: int = 9, mi: int = 0) -> datetime:
    return datetime(y, mo, d, h, mi)


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{c}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def avatar(p: str, key: str, size: int = 40) -> str:
    return f'<img class="{p}-av" src="/_avatar/{esc(slug(key))}.svg" alt="" width="{size}" height="{size}">'


def walk(comments: list[Seed], parent: int | None = None) -> list[int]:
    """The comments in tree order (each followed by its replies)."""
    out: list[int] = []
    for i in children(comments, parent):
        out.append(i)
        out += walk(comments, i)
    return out


def xtd_loops(
    item: Callable[[str, int], str],
    close: str,
    wrap: Callable[[str, int], tuple[str, str]],
    depth: int = 3,
) -> str:
    """Live template code: django-comments-xtd's tree of the page's article; ``item(var, depth)`` an entry before its
    replies, the replies wrapped in ``wrap(var, depth)``, then ``close``."""

    def level(parent: str | None, d: int) -> str:
        v = f"c{d}"
        src = "tree" if parent is None else f"{parent}.children"
        inner = ""
        if d + 1 < depth:
            w0, w1 = wrap(v, d)
            inner = "{% if " + v + ".children %}" + w0 + level(v, d + 1) + w1 + "{% endif %}"
        return "{% for " + v + " in " + src + " %}" + item(v, d) + inner + close + "{% endfor %}"

    return "{% get_xtdcomment_tree for article as tree %}" + level(None, 0)


def django_html(template: str, site_key: str, st: Story, parts: PartsK, after: str) -> str:
    """The page as a Django template: the layout verbatim, ``after`` live template code at the ``@@DJ@@`` mark."""
    if "@@DJ@@" not in parts.after:
        parts.after = parts.after + "@@DJ@@"
    html = render_ae(template, SITES_AE[site_key], st, parts).replace(
        'src="/_avatar/', 'src="@@MAIN@@/_avatar/'
    )
    html = html.replace("@@DJ@@", "{% endverbatim %}" + after + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"
