"""Shared helpers of blind set DE (written for this set): ``talk`` reads a discussion from an indented block, one
comment a line (``NAME @ WHEN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``, a leading ``*`` on the
name marks the post's author), ``kids`` (the children of each comment), ``paras`` (a text's paragraphs), ``doc`` (the
page's outer document of the era) and ``make`` (a Case)."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "doc", "esc", "kids", "make", "paras", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, when, text, parent index, depth, by the post's author."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int
    staff: bool = False


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
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth, staff))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", br: bool = False) -> str:
    parts = [esc(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    return "".join(f"<{tag}>{x}</{tag}>" for x in parts)


def doc(
    lang: str, title: str, site: str, css: str, body_cls: str, body: str, head: str = "", xhtml: bool = True
) -> str:
    """The outer document: an XHTML 1.0 Transitional doctype (or HTML 4.01 when not ``xhtml``), the era's head."""
    if xhtml:
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n'
        )
    else:
        top = f'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html lang="{lang}">\n'
    return (
        top + "<head>\n"
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta property="og:title" content="{esc(title)}" /><meta property="og:site_name" content="{esc(site)}" />\n'
        f'<style type="text/css">{css}</style>\n{head}\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-0000000-1']); _gaq.push(['_trackPageview']);</script>\n"
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
