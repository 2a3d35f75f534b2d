"""Shared helpers of blind set ej (written for this set on the pattern of set DU's): ``talk`` reads a discussion from an
indented block, one comment a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``);
``paras``, ``data_js`` (JSON safe inside an inline script), ``ld_json`` (a NewsArticle or BlogPosting JSON-LD), ``seeds``
and ``make`` (a Case revealed one way). No page skeleton is shared: each page builds its own template."""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "data_js", "esc", "kids", "ld_json", "make", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown, text, parent index, depth."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, at = (x.strip() for x in head.split(" @ ", 1))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def data_js(obj: object, indent: int | None = None) -> str:
    """JSON for an inline <script>: no "</" that would end the element."""
    return json.dumps(obj, ensure_ascii=False, indent=indent).replace("</", "<\\/")


def ld_json(kind: str, headline: str, published: str, author: str, publisher: str) -> str:
    return (
        '<script type="application/ld+json">'
        + data_js(
            {
                "@context": "https://schema.org",
                "@type": kind,
                "headline": headline,
                "datePublished": published,
                "author": {"@type": "Person", "name": author},
                "publisher": {"@type": "Organization", "name": publisher},
            }
        )
        + "</script>"
    )


def make(
    cid: str,
    lang: str,
    html: str,
    cs: list[C],
    *,
    path: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool,
    steps: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
    comments_page: str | None = None,
    kind: str = "revealed",
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=static,
        comments_page=comments_page,
        lookalikes=lookalikes,
        files=dict(files or {}),
        check_steps=steps,
    )
