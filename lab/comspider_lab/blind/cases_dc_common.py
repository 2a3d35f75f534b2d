"""Shared helpers of blind set DC (written for this set): ``talk`` reads a discussion from an indented block, one
comment a line (``NAME @ WHEN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``, a leading ``*`` on the
name marks the post's author; in a flat list an answer opening with "@NAME" gets the latest earlier comment by that
name as its parent), ``paras`` (a text's paragraphs, web addresses made links as the systems of 2012 did), ``doc``
(an XHTML page of 2012 around a body), ``box`` and ``counted`` (sidebar furniture) and ``make`` (a Case)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "box", "counted", "doc", "esc", "links", "make", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
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


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str, tag: str = "p", br: bool = False) -> str:
    parts = [linked(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    return "".join(f"<{tag}>{x}</{tag}>" for x in parts)


def links(titles: tuple[str, ...] | list[str], prefix: str = "/") -> str:
    return (
        "<ul>" + "".join(f'<li><a href="{prefix}{slug(t)}.html">{esc(t)}</a></li>' for t in titles) + "</ul>"
    )


def counted(rows: str, word: str, tag: str = "ol") -> str:
    """A list from "title | count" lines."""
    items = []
    for row in rows.strip().splitlines():
        title, count = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/{slug(title)[:40]}.html">{esc(title)}</a> <span class="n">({esc(count)} {word})</span></li>'
        )
    return f"<{tag}>" + "".join(items) + f"</{tag}>"


def box(title: str, inner: str, cls: str = "box", tag: str = "div", title_tag: str = "h3") -> str:
    return f'<{tag} class="{cls}"><{title_tag}>{esc(title)}</{title_tag}>{inner}</{tag}>'


def doc(lang: str, title: str, site: str, css: str, body: str, body_cls: str = "", head: str = "") -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}" xml:lang="{lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta property="og:title" content="{esc(title)}" /><meta property="og:site_name" content="{esc(site)}" />\n'
        f'<style type="text/css">{css}</style>\n{head}\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-2468013-4']); _gaq.push(['_trackPageview']);</script>\n"
        f'</head>\n<body class="{body_cls}">\n{body}\n</body>\n</html>\n'
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
