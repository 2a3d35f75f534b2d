"""Shared helpers of blind set CI: ``talk`` (a discussion from an indented block, one comment a line:
"NAME | WHEN | PARENT | TEXT", PARENT "-" or the 0-based index of the replied-to comment, " // " between paragraphs),
``paras`` (a text's paragraphs as elements) and ``case`` (a Case from a site, a post and the page parts)."""

from __future__ import annotations

from comspider_lab.blind.content_ci import (
    ad,
    bio,
    blogroll,
    facebook_box,
    newsletter,
    poll,
    recent_comments,
    related,
    rows,
    tabbed,
    tag_cloud,
    twitter_widget,
    widget,
)
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ci import Parts, Post, SiteCI, render_ci
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Case",
    "Parts",
    "Post",
    "Seed",
    "SiteCI",
    "ad",
    "bio",
    "blogroll",
    "case",
    "esc",
    "facebook_box",
    "kids",
    "newsletter",
    "paras",
    "poll",
    "recent_comments",
    "related",
    "rows",
    "slug",
    "tabbed",
    "tag_cloud",
    "talk",
    "twitter_widget",
    "widget",
]


def talk(block: str) -> list[Seed]:
    out: list[Seed] = []
    for line in block.strip().splitlines():
        if not line.strip():
            continue
        who, when, parent, text = (x.strip() for x in line.split(" | ", 3))
        body = "\n\n".join(" ".join(x.split()) for x in text.split(" // "))
        out.append(Seed(who, body, None if parent == "-" else int(parent), when))
    return out


def kids(cs: list[Seed], parent: int | None) -> list[int]:
    return [i for i, c in enumerate(cs) if c.parent == parent]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def case(
    cid: str,
    kind: str,
    site: SiteCI,
    post: Post,
    parts: Parts,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load" if comments else "-",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_ci(site, post, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
