"""Shared helpers of blind set DG (written for this set).

``talk`` reads a discussion from an indented block, one comment a line: ``NAME @ WHEN :: TEXT``; paragraphs are
split by `` // ``; a leading ``>`` per level gives the depth (the parent is the latest comment one level up); a
leading ``^k`` (before the name) marks an explicit reply to comment ``k`` (0-based) in a flat list (a quoted floor,
a ">>n" link, "reply to #n"); trailing ``|| key=value`` fields carry what the page prints beside the text (a title,
votes, a place). ``doc`` writes an HTML document of the era, ``make`` a Case.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "doc", "esc", "kids", "make", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    who: str
    at: str
    body: str
    parent: int | None
    depth: int
    meta: dict[str, str] = field(default_factory=dict)

    def get(self, key: str, default: str = "") -> str:
        return self.meta.get(key, default)


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        explicit: int | None = None
        m = re.match(r"\^(\d+)\s+", line)
        if m:
            explicit = int(m.group(1))
            line = line[m.end() :]
        fields = line.split(" || ")
        head, body = fields[0].split(" :: ", 1)
        meta = dict(f.split("=", 1) for f in fields[1:])
        who, at = (x.strip() for x in head.split(" @ ", 1))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = explicit
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth, meta))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent if c.depth else None, []).append(i)
    return out


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def paras(text: str, tag: str = "p", br: bool = False, cls: str = "") -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" target="_blank" rel="nofollow">{url}</a>'

    parts = [_URL.sub(a, esc(x)) for x in text.split("\n\n")]
    if br:
        return "<br>\n<br>\n".join(parts)
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{c}>{x}</{tag}>" for x in parts)


def doc(
    lang: str,
    title: str,
    css: str,
    body: str,
    *,
    rtl: bool = False,
    head: str = "",
    xhtml: bool = True,
    body_attrs: str = "",
    charset: str = "utf-8",
) -> str:
    d = ' dir="rtl"' if rtl else ""
    if xhtml:
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}"{d}>\n<head>\n'
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}" />\n'
        )
    else:
        top = f'<!DOCTYPE html>\n<html lang="{lang}"{d}>\n<head>\n<meta charset="{charset}">\n'
    return (
        top
        + f"<title>{esc(title)}</title>\n{head}\n"
        + f'<style type="text/css">{css}</style>\n</head>\n<body{(" " + body_attrs) if body_attrs else ""}>\n'
        + body
        + "\n</body>\n</html>\n"
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
