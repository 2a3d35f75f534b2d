"""Shared helpers of blind set G: a compact way to write a thread, and the pages' rendering."""

from __future__ import annotations

from comspider_lab.blind.cases_b_small import paras, tree
from comspider_lab.blind.cases_e_common import thread
from comspider_lab.blind.content_b import art
from comspider_lab.blind.content_g import SITES_G
from comspider_lab.blind.layout import Article, Blocks
from comspider_lab.blind.layout_d import render_d
from comspider_lab.blind.layout_e import TEMPLATES_E, render_e
from comspider_lab.blind.layout_f import TEMPLATES_F, render_f

__all__ = ["art", "page", "paras", "thread", "tree"]


def page(template: str, lang: str, article: Article, blocks: Blocks) -> str:
    """A page of set F's templates (layout_f), of set E's (layout_e) or of set D's and C's (layout_d), all
    declaring their article (NewsArticle JSON-LD, article:published_time, the author's meta, a byline)."""
    if template in TEMPLATES_F:
        return render_f(template, SITES_G[lang], article, blocks)
    if template in TEMPLATES_E:
        return render_e(template, SITES_G[lang], article, blocks)
    return render_d(template, SITES_G[lang], article, blocks)
