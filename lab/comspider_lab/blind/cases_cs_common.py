"""Shared helpers of blind set CS: ``case`` (a Case from the page's HTML), ``paras`` (a text's paragraphs) and the
layout helpers."""

from __future__ import annotations

from comspider_lab.blind.content_cs import SITES_CS
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cs import ad, head, links, menu, num, share_bar, tag_cloud
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "SITES_CS",
    "Case",
    "Seed",
    "ad",
    "case",
    "esc",
    "head",
    "links",
    "menu",
    "num",
    "paras",
    "share_bar",
    "slug",
    "tag_cloud",
]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def case(
    cid: str,
    kind: str,
    html: str,
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
        reveal="served HTML" if comments else "-",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=comments,
        static=bool(comments),
        lookalikes=lookalikes,
    )
