"""Shared helpers of blind set fx (small sites of 2005-2016: a town's sports club, a library's news, a choir, a local
paper's small web edition, a hobby blog, a school's parents' page; tables, paragraphs, divs with the site's own class
names in its language, ``<br>``, ``<hr>``, lists; no script).

``talk`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT`` (SHOWN is the time
as the page prints it, or ``-`` where it prints none). In TEXT, `` // `` splits paragraphs. ``plain`` gives the
truth's text, ``paras`` a text as HTML, ``doc`` the top of a document, ``nav`` a list of links, ``svg`` an image and
``make`` the Case. No page skeleton is shared: each site writes its own template by hand."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "doc", "esc", "make", "nav", "paras", "plain", "svg", "talk"]


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
        if line.startswith("@"):
            head, line = line[1:].split(" ", 1)
            parent = int(head)
            depth = out[parent].depth + 1
        else:
            depth = len(line) - len(line.lstrip(">"))
            if depth:
                parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        parts = [x.strip() for x in line.lstrip(">").strip().split(" || ")]
        assert len(parts) == 3, line
        out.append(C(parts[0], parts[1], parts[2], parent, depth))
    return out


def paras(raw: str, *, p: bool = True, join: str = "<br><br>", cls: str = "") -> str:
    parts = [esc(x.strip()) for x in raw.split(" // ")]
    if p:
        c = f' class="{cls}"' if cls else ""
        return "".join(f"<p{c}>{x}</p>" for x in parts)
    return join.join(parts)


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
    """The top of a document up to and including </head>: "quirks" (no doctype), "html4t" or "xhtml"."""
    top = {
        "quirks": f'<html lang="{lang}">\n<head>\n',
        "html4t": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" '
        '"http://www.w3.org/TR/html4/loose.dtd">\n'
        f'<html lang="{lang}">\n<head>\n',
        "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n',
    }[kind]
    close = " /" if kind == "xhtml" else ""
    return (
        f'{top}<meta http-equiv="Content-Type" content="text/html; charset={charset}"{close}>\n'
        f"<title>{esc(title)}</title>\n{head}\n</head>\n"
    )


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
    # the set's brief: the theme's years (2005-2016) or no year at all (undated), no comment widget of any system
    if undated:
        assert not any(str(y) in html for y in range(1990, 2027)), cid
    else:
        assert any(str(y) in html for y in range(2005, 2017)), cid
    assert not any(str(y) in html for y in range(2017, 2027)), cid
    assert "disqus" not in low and "wp-comment" not in low and "<article" not in low and "<time" not in low, (
        cid
    )
    if kind == "lookalike":
        assert not cs, cid
    else:
        assert 2 <= len(cs) <= 7, cid
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
