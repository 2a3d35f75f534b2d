"""Shared helpers of blind set DA (written for this set): ``talk`` reads a discussion from an indented block, one
comment a line (``NAME @ WHEN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``, a leading ``*`` on
the name marks the post's author; in a flat list an answer opening with "@NAME" gets the latest earlier comment by
that name as its parent, as set CB decided), ``paras`` (a text's paragraphs with its web addresses made links, as
the systems of 2012 did), ``widget`` and ``counted`` (sidebar furniture) and ``make`` (a Case)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "counted", "esc", "make", "paras", "seeds", "slug", "talk", "widget"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, when, text, parent index, depth, by the post's author."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int
    staff: bool = False


def talk(block: str, at_names: bool = False) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, at = (x.strip() for x in head.split(" @ ", 1))
        staff = who.startswith("*")
        who = who.lstrip("*")
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        elif at_names and text.startswith("@"):
            for i in range(len(out) - 1, -1, -1):
                if text[1:].lower().startswith(out[i].who.lower()):
                    parent = i
                    break
            assert parent is not None, text[:40]
        out.append(C(who, at, text, parent, depth, staff))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [Seed(c.who, c.body, c.parent, c.at) for c in cs]


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str, tag: str = "p", br: bool = False) -> str:
    """A text's paragraphs, each in its own element (or joined by <br /><br /> when ``br``), with links."""
    parts = [linked(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    return "".join(f"<{tag}>{x}</{tag}>" for x in parts)


def widget(title: str, inner: str, tag: str = "li", cls: str = "widget", title_tag: str = "h3") -> str:
    return f'<{tag} class="{cls}"><{title_tag} class="widget-title">{esc(title)}</{title_tag}>{inner}</{tag}>'


def counted(rows: str, word: str) -> str:
    """An ordered list from "title | count" lines."""
    items = []
    for row in rows.strip().splitlines():
        title, count = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/{slug(title)[:40]}/">{esc(title)}</a> <span class="count">({esc(count)} {word})</span></li>'
        )
    return "<ol>" + "".join(items) + "</ol>"


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
        comments=seeds(cs),
        static=True,
        lookalikes=lookalikes,
    )
