"""Shared helpers of blind set DB (written for this set): ``talk`` reads a discussion from a block, one comment a
line (``NAME @ WHEN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``, a leading ``*`` on the name marks
the post's author, a trailing ``^N`` on the text names the comment it answers by an explicit "in reply to" link in a
flat list), ``paras`` (a text's paragraphs with its web addresses made links), ``box`` (a sidebar unit),
``counted`` (an ordered list with counts) and ``make`` (a Case)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "box", "counted", "esc", "links", "make", "paras", "seeds", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, when, text, parent index, depth, by the post's author."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int
    staff: bool = False


_REPLY = re.compile(r"\s*\^(\d+)$")


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
        staff = who.startswith("*")
        who = who.lstrip("*")
        parent: int | None = None
        m = _REPLY.search(body)
        if m:
            parent = int(m.group(1))
            body = body[: m.start()]
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
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


def box(
    title: str,
    inner: str,
    tag: str = "div",
    cls: str = "box",
    title_tag: str = "h3",
    title_cls: str = "box-title",
) -> str:
    return f'<{tag} class="{cls}"><{title_tag} class="{title_cls}">{esc(title)}</{title_tag}>{inner}</{tag}>'


def links(titles: tuple[str, ...] | list[str], prefix: str = "/", tag: str = "ul") -> str:
    return (
        f"<{tag}>"
        + "".join(f'<li><a href="{prefix}{slug(t)}/">{esc(t)}</a></li>' for t in titles)
        + f"</{tag}>"
    )


def counted(rows: str, word: str, tag: str = "ol") -> str:
    """A list from "title | count" lines."""
    items = []
    for row in rows.strip().splitlines():
        title, count = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/{slug(title)[:40]}/">{esc(title)}</a> <span class="n">({esc(count)}{" " + word if word else ""})</span></li>'
        )
    return f"<{tag}>" + "".join(items) + f"</{tag}>"


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
