"""Shared helpers of blind set DS (written for this set on the pattern of set DQ's): ``talk`` reads a discussion
from an indented block, one comment a line (``NAME @ WHEN :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``doc`` (a document head of the era around a page's own body), ``counted`` (titles with counts), ``share``
(a share bar with counts as saved) and ``make`` (a Case). No page skeleton is shared: each page builds its own
template."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "counted", "doc", "esc", "kids", "make", "paras", "share", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, when, text, parent index, depth."""

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


def paras(text: str, tag: str = "p", br: bool = False) -> str:
    parts = [esc(x) for x in text.split("\n\n")]
    if br:
        return "<br /><br />".join(parts)
    return "".join(f"<{tag}>{x}</{tag}>" for x in parts)


def counted(rows: str, word: str, tag: str = "ol") -> str:
    """A list from "title | count" rows split by " ;; " or new lines."""
    items = []
    for row in rows.strip().replace(" ;; ", "\n").splitlines():
        title, count = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/{slug(title)[:40]}.html">{esc(title)}</a> <span class="n">({esc(count)} {word})</span></li>'
        )
    return f"<{tag}>" + "".join(items) + f"</{tag}>"


def share(counts: list[tuple[str, str]], cls: str = "share") -> str:
    return (
        f'<div class="{cls}">'
        + " ".join(
            f'<a class="s-{slug(n)}" href="#">{esc(n)}</a> <b class="cnt">{esc(c)}</b>' for n, c in counts
        )
        + "</div>"
    )


def doc(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    body_cls: str = "",
    head: str = "",
    rtl: bool = False,
) -> str:
    d = ' dir="rtl"' if rtl else ""
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}" xml:lang="{lang}"{d}>\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta property="og:title" content="{esc(title)}" /><meta property="og:site_name" content="{esc(site)}" />\n'
        f'<style type="text/css">{css}</style>\n{head}'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-5519024-1']); _gaq.push(['_trackPageview']);</script>\n"
        f"</head>\n<body{f' class={chr(34)}{body_cls}{chr(34)}' if body_cls else ''}>\n{body}\n</body>\n</html>\n"
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    cs: list[C],
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
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=True,
        lookalikes=lookalikes,
    )
