"""Shared helpers of blind set S: set Q's thread one comment a line (``cases_q_common.thread``, "@" for a parent by
"@Name", an empty ``when`` for a comment that shows no time), paragraphs, a nested rendering, a story, and a case from
its page parts (the shared ``case_maker``) through set S's templates."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_q_common import brs, nest, ps, thread
from comspider_lab.blind.content_s import SITES_S, SITES_S_K
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import SiteK
from comspider_lab.blind.layout_s import PartsK, Story, box, num, render_s
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "Story",
    "box",
    "brs",
    "children",
    "esc",
    "links",
    "make",
    "nest",
    "num",
    "ps",
    "slug",
    "story",
    "thread",
]

_BY_NAME = {s.site.name: s for s in SITES_S.values()}


def links(items: str, wrap: str = "ul") -> str:
    """A list of links from ``|``-separated titles."""
    inner = "".join(f'<li><a href="/{slug(t.strip())}/">{esc(t.strip())}</a></li>' for t in items.split("|"))
    return f"<{wrap}>{inner}</{wrap}>"


def story(title: str, byline: str, iso: str, shown: str, paras: str, declare: str = "og", **kw: str) -> Story:
    """``paras``: paragraphs separated by blank lines; ``shown`` empty for a page that shows no date."""
    p = tuple(" ".join(x.split()) for x in paras.strip().split("\n\n"))
    return Story(title, byline, (byline,), iso, shown, p, declare=declare, **kw)


def _render(template: str, site: SiteK, st: Story, parts: PartsK) -> str:
    return render_s(template, _BY_NAME[site.name], st, parts)


make = case_maker(SITES_S_K, _render)
