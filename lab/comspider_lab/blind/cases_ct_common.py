"""Shared helpers of blind set CT: ``entries`` (a discussion written as blocks: a line "@@ author | shown date |
parent" and the text below it, paragraphs separated by a blank line), ``case`` (a Case from a site, a skeleton, a
story and the case's parts), ``box`` (a widget in a site's look) and ``paras``."""

from __future__ import annotations

from comspider_lab.blind.content_ct import SITES_CT
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ct import Parts, Story, render_ct
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "Parts", "Seed", "Story", "box", "case", "entries", "esc", "links", "paras", "slug"]


def entries(block: str) -> list[Seed]:
    """Comments from blocks "@@ author | shown date | parent index or -" + text. The author "~" is a comment printed
    without any name (author "")."""
    out: list[Seed] = []
    for chunk in block.strip().split("@@ ")[1:]:
        head, _, body = chunk.partition("\n")
        who, when, parent = (x.strip() for x in head.split("|"))
        text = "\n\n".join(" ".join(p.split()) for p in body.strip().split("\n\n") if p.strip())
        out.append(Seed("" if who == "~" else who, text, None if parent == "-" else int(parent), when))
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def links(titles: list[str] | tuple[str, ...], base: str = "/", tag: str = "ul") -> str:
    items = "".join(f'<li><a href="{base}{slug(t)[:40]}.html">{esc(t)}</a></li>' for t in titles)
    return f"<{tag}>{items}</{tag}>"


def box(site_key: str, title: str, inner: str) -> str:
    p = SITES_CT[site_key].prefix
    return f'<div class="{p}bx {p}box {p}-w"><h4>{esc(title)}</h4>{inner}</div>'


def case(
    cid: str,
    kind: str,
    site_key: str,
    skeleton: str,
    story: Story,
    parts: Parts,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
) -> Case:
    site = SITES_CT[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_ct(skeleton, site, story, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
        files=files or {},
    )
