"""Shared helpers of blind set DP (written for this set on the pattern of set DO's): ``talk`` reads a discussion
from an indented block, one comment a line (``NAME @ WHEN :: TEXT``; paragraphs split by `` // ``; depth by leading
``>``; a leading ``+`` on the name marks the post's or article's own author, a leading ``*`` a registered member;
``^N`` before the name gives an explicit parent, the comment a reply links to), ``paras`` (a text's paragraphs with
web addresses made links), ``doc`` (an XHTML page of 2008-2013), ``ranked`` (a list of titles with counts),
``share`` (a share bar with counts as saved) and ``make`` (a Case)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "doc", "esc", "kids", "make", "paras", "ranked", "share", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, when, text, parent index, depth, member, the author."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int
    member: bool = False
    staff: bool = False


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        explicit: int | None = None
        if line.startswith("^"):
            num, line = line[1:].split(" ", 1)
            explicit = int(num)
        head, body = line.split(" :: ", 1)
        who, at = (x.strip() for x in head.split(" @ ", 1))
        member = who.startswith("*")
        staff = who.startswith("+")
        who = who.lstrip("*+")
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = explicit
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth, member, staff))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent if c.depth else None, []).append(i)
    return out


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str, tag: str = "p", br: bool = False, cls: str = "") -> str:
    parts = [linked(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{c}>{x}</{tag}>" for x in parts)


def doc(
    title: str, site: str, css: str, body: str, lang: str = "en", body_cls: str = "", head: str = ""
) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta property="og:title" content="{esc(title)}" />\n<meta property="og:site_name" content="{esc(site)}" />\n'
        f'<style type="text/css">{css}</style>\n{head}\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-5130982-2']); _gaq.push(['_trackPageview']);</script>\n"
        f"</head>\n<body{f' class={chr(34)}{body_cls}{chr(34)}' if body_cls else ''}>\n{body}\n</body>\n</html>\n"
    )


def ranked(rows: str, word: str = "", tag: str = "ol", cls: str = "") -> str:
    """A list from "title | count" lines (count optional)."""
    items = []
    for row in rows.strip().splitlines():
        title, _, count = (x.strip() for x in row.partition("|"))
        extra = f' <span class="n">({esc(count)}{" " + word if word else ""})</span>' if count else ""
        items.append(f'<li><a href="/{slug(title)[:40]}/">{esc(title)}</a>{extra}</li>')
    c = f' class="{cls}"' if cls else ""
    return f"<{tag}{c}>" + "".join(items) + f"</{tag}>"


def share(counts: dict[str, str], cls: str = "sharebar") -> str:
    items = "".join(
        f'<li class="s-{slug(k)}"><a href="#" rel="nofollow">{esc(k)}</a> <span class="cnt">{esc(v)}</span></li>'
        for k, v in counts.items()
    )
    return f'<ul class="{cls}">{items}</ul>'


def make(
    cid: str,
    kind: str,
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
        language="en",
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
