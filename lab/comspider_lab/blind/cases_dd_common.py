"""Shared helpers of blind set DD (written for this set): ``talk`` reads a discussion from an indented block, one
comment a line (``NAME @ WHEN # LIKES :: TEXT``, the ``# LIKES`` part optional, paragraphs split by `` // ``, depth
by leading ``>``, a ``^k`` right after the depth marks marks an explicit "in reply to" link to comment ``k`` of a flat
list), ``paras`` (a text's paragraphs with its web addresses made links), ``counted`` (furniture lists with counts),
``loader`` (the platform's saved loader script tags and a stub file that stands for the vendor's script) and ``make``
(a Case)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "counted", "esc", "loader", "make", "paras", "seeds", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the widget printed it: who, when, likes, text, parent index, depth, explicit reply link."""

    who: str
    at: str
    likes: str
    body: str
    parent: int | None
    depth: int
    linked: bool = False


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        parent: int | None = None
        linked = False
        m = re.match(r"\^(\d+)\s+", line)
        if m:
            parent = int(m.group(1))
            linked = True
            line = line[m.end() :]
        head, body = line.split(" :: ", 1)
        likes = ""
        if " # " in head:
            head, likes = head.rsplit(" # ", 1)
        who, at = (x.strip() for x in head.split(" @ ", 1))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, likes.strip(), text, parent, depth, linked))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [Seed(c.who, c.body, c.parent, c.at) for c in cs]


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(None if c.linked else c.parent, []).append(i)
    return out


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow" target="_blank">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str, tag: str = "p", cls: str = "", br: bool = False) -> str:
    parts = [linked(x) for x in text.split("\n\n")]
    if br:
        return "<br><br>".join(parts)
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{c}>{x}</{tag}>" for x in parts)


def counted(rows: str, word: str, cls: str = "") -> str:
    """An ordered list from "title | count" lines."""
    items = []
    for row in rows.strip().splitlines():
        title, count = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/news/{slug(title)[:40]}.html">{esc(title)}</a> <span class="n">{esc(count)} {word}</span></li>'
        )
    c = f' class="{cls}"' if cls else ""
    return f"<ol{c}>" + "".join(items) + "</ol>"


def loader(vendor: str, config: str, global_name: str) -> tuple[str, dict[str, str]]:
    """The platform's loader as the saved page keeps it: its inline configuration and its script tag (served
    here from the site, a stub that finds the widget already drawn and does nothing), and the stub file."""
    path = f"/ext/{vendor}/embed.js"
    stub = (
        f"/* {vendor} embed loader (saved copy) */\n(function(w,d){{\n"
        f"  w.{global_name} = w.{global_name} || {{ q: [], v: '2.4' }};\n"
        f"  var root = d.querySelector('[data-{vendor}-state]');\n"
        f"  if (!root || root.getAttribute('data-{vendor}-state') === 'rendered') return;\n"
        f"  root.setAttribute('data-{vendor}-state', 'offline');\n"
        "})(window, document);\n"
    )
    tags = (
        f'<script type="text/javascript">{config}</script>\n'
        f'<script type="text/javascript">(function(){{var s=document.createElement("script");s.type="text/javascript";s.async=true;'
        f's.src="{path}";(document.getElementsByTagName("head")[0]||document.body).appendChild(s);}})();</script>\n'
        f'<script type="text/javascript" async="" src="{path}"></script>'
    )
    return tags, {path: stub}


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
    files: dict[str, str],
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
        files=files,
    )
