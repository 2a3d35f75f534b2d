"""Shared helpers of blind set E: a compact way to write a thread, and the pages' rendering."""

from __future__ import annotations

from comspider_lab.blind.content_b import art
from comspider_lab.blind.content_e import SITES_E
from comspider_lab.blind.layout import Article, Blocks
from comspider_lab.blind.layout_d import render_d
from comspider_lab.blind.layout_e import TEMPLATES_E, render_e
from comspider_lab.blind.widgets import Seed

__all__ = ["art", "page", "thread"]


def thread(block: str) -> list[Seed]:
    """One comment a line: ``author | when | parent | text`` (parent: the index of the replied-to comment, or
    ``-``; when: as shown, or empty); `` ¶ `` in a text separates its paragraphs."""
    out: list[Seed] = []
    for line in block.strip().splitlines():
        author, when, parent, text = (part.strip() for part in line.split("|", 3))
        out.append(
            Seed(author, text.replace(" ¶ ", "\n\n"), None if parent == "-" else int(parent), when=when)
        )
    return out


def page(template: str, lang: str, article: Article, blocks: Blocks, declared: bool = True) -> str:
    """A page of set E's templates (layout_e) or of set D's and C's (layout_d, always declared)."""
    if template in TEMPLATES_E:
        return render_e(template, SITES_E[lang], article, blocks, declared)
    assert declared
    return render_d(template, SITES_E[lang], article, blocks)
