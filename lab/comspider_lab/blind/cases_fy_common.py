"""Shared helpers of blind set fy (small sites of 2004-2020: a village paper, a table tennis club, a baking blog, a
parish, a school, a beekeeping blog, a local news site; and five pages of the same kind of sites whose paragraphs
also start with a bold name or label and a colon, with no reader reaction at all).

``talk`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT`` (SHOWN is the time
as the page prints it, or ``-`` where it prints none; a line starting with ``>`` answers the last entry one level
up). ``plain`` gives the truth's text, ``doc`` the top of a document, ``nav`` a list of links, ``svg`` an image and
``make`` the Case. No page skeleton is shared: each site writes its own template by hand."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "doc", "esc", "make", "nav", "plain", "svg", "talk"]

# no class or id on any page of this set says "comment" (nor reaction, reply, opinion) in any language
_WORDS = (
    "comm",
    "koment",
    "komment",
    "coment",
    "reac",
    "reakc",
    "reag",
    "hozzasz",
    "yorum",
    "opin",
    "reply",
    "antw",
    "odpov",
    "odgov",
    "risp",
    "respu",
    "svar",
    "vastau",
    "raspun",
    "binhluan",
    "tanggap",
    "mening",
    "meinung",
    "parer",
)


@dataclass(frozen=True)
class C:
    who: str
    at: str
    raw: str
    parent: int | None
    depth: int


def talk(block: str) -> list[C]:
    out: list[C] = []
    for source in block.strip().splitlines():
        line = source.strip()
        if not line:
            continue
        parent: int | None = None
        depth = len(line) - len(line.lstrip(">"))
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        parts = [x.strip() for x in line.lstrip(">").strip().split(" || ")]
        assert len(parts) == 3, line
        out.append(C(parts[0], parts[1], parts[2], parent, depth))
    return out


def plain(raw: str) -> str:
    return "\n\n".join(" ".join(x.split()) for x in raw.split(" // "))


def nav(pairs: list[tuple[str, str]], sep: str = "") -> str:
    """Links from (href, label) pairs: joined by ``sep``, or as li elements without it."""
    if sep:
        return sep.join(f'<a href="{h}">{esc(x)}</a>' for h, x in pairs)
    return "".join(f'<li><a href="{h}">{esc(x)}</a></li>' for h, x in pairs)


def svg(w: int, h: int, fill: str, text: str = "", size: int = 14) -> str:
    label = (
        f'<text x="{w // 2}" y="{h // 2 + size // 3}" fill="#fff" font-family="Arial" font-size="{size}" '
        f'text-anchor="middle">{esc(text)}</text>'
        if text
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="{w}" height="{h}" '
        f'fill="{fill}"/>{label}</svg>'
    )


def doc(kind: str, *, title: str, lang: str = "en", head: str = "", charset: str = "utf-8") -> str:
    """The top of a document up to and including </head>: "quirks" (no doctype), "html4t", "xhtml" or "html5"."""
    top = {
        "quirks": f'<html lang="{lang}">\n<head>\n',
        "html4t": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" '
        '"http://www.w3.org/TR/html4/loose.dtd">\n'
        f'<html lang="{lang}">\n<head>\n',
        "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n',
        "html5": f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n',
    }[kind]
    close = " /" if kind == "xhtml" else ""
    meta = (
        f'<meta charset="{charset}">'
        if kind == "html5"
        else f'<meta http-equiv="Content-Type" content="text/html; charset={charset}"{close}>'
    )
    return f"{top}{meta}\n<title>{esc(title)}</title>\n{head}\n</head>\n"


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
    language: str,
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
    undated: bool = False,
) -> Case:
    seeds = [Seed(c.who, plain(c.raw), c.parent, "" if c.at == "-" else c.at) for c in cs]
    assert path.isascii() and not path.endswith("/"), path
    for f in files or {}:
        assert f.isascii(), f
    low = html.lower()
    # the theme: everything in the served HTML, nothing fetched from elsewhere, no script needed
    assert 'src="http' not in low and "<iframe" not in low, cid
    assert "<script" not in low, cid
    # the set's brief: the theme's years (2004-2020) or no year at all (undated), no comment widget of any system
    if undated:
        assert not any(str(y) in html for y in range(1990, 2027)), cid
    else:
        assert any(str(y) in html for y in range(2004, 2021)), cid
    assert not any(str(y) in html for y in range(2021, 2027)), cid
    assert "disqus" not in low and "wp-comment" not in low and "<article" not in low and "<time" not in low, (
        cid
    )
    for name in re.findall(r'\b(?:class|id)="([^"]*)"', html):
        assert not any(w in name.lower() for w in _WORDS), (cid, name)
    # every reaction starts with its writer's name: the name is on the page before the text
    for c in cs:
        at = html.find(esc(c.who))
        assert 0 <= at < html.find(esc(plain(c.raw).split("\n")[0][:40])), (cid, c.who)
    if kind == "lookalike":
        assert not cs, cid
    else:
        assert 2 <= len(cs) <= 6, cid
        assert sum(1 for c in cs if c.parent is not None) <= 1, cid
    return Case(
        id=cid,
        kind=kind,
        language=language,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=seeds,
        static=True,
        lookalikes=lookalikes,
        files=dict(files or {}),
    )
