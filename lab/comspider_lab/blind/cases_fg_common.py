"""Shared helpers of blind set fg (regional and national news sites and blogs of 2010-2014 as they served their
pages, with the full furniture of those years: tag clouds, blogrolls, "recent comments" widgets, "most commented"
and "most read" lists, ad slots, share bars, related stories, long menus and footers).

``talk`` reads a thread from an indented block, one entry a line: ``NAME || SHOWN || TEXT`` (SHOWN is the date as
the page prints it, or ``-`` where it prints none); a reply starts with ``>`` (one per level). In TEXT, `` // ``
splits paragraphs. ``plain`` gives the truth's text, ``paras`` a text as HTML, ``doc`` the top of a document of the
era, ``items``/``anchors``/``cloud``/``footer`` small pieces of furniture (each site wraps them in its own markup)
and ``make`` the Case. No page skeleton is shared: each site writes its own template by hand."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "C",
    "Case",
    "anchors",
    "cloud",
    "doc",
    "esc",
    "footer",
    "items",
    "make",
    "paras",
    "plain",
    "slug",
    "svg",
    "talk",
]


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
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        who, at, raw = (x.strip() for x in line.split(" || ", 2))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, raw, parent, depth))
    return out


def paras(raw: str, *, p: bool = True, join: str = "<br><br>") -> str:
    parts = [esc(x.strip()) for x in raw.split(" // ")]
    if p:
        return "".join(f"<p>{x}</p>" for x in parts)
    return join.join(parts)


def plain(raw: str) -> str:
    return "\n\n".join(" ".join(x.split()) for x in raw.split(" // "))


def anchors(base: str, labels: list[str] | tuple[str, ...], sep: str = " ") -> str:
    return sep.join(f'<a href="{base}{slug(x)}">{esc(x)}</a>' for x in labels)


def items(base: str, labels: list[str] | tuple[str, ...], cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(f'<li{c}><a href="{base}{slug(x)}">{esc(x)}</a></li>' for x in labels)


def cloud(base: str, tags: list[tuple[str, int]]) -> str:
    """A tag cloud of the era: each tag a link whose font size says how often it was used (8 to 22 px)."""
    return " ".join(
        f'<a href="{base}{slug(t)}" class="tag-link-{i}" style="font-size:{n}px" title="{n * 3} topics">{esc(t)}</a>'
        for i, (t, n) in enumerate(tags, 1)
    )


def footer(base: str, groups: list[tuple[str, list[str]]], *, box: str, title: str = "h4") -> str:
    """Dozens of footer links in columns: ``box`` is the column's tag and class, e.g. 'div class="col"'."""
    tag = box.split()[0]
    return "".join(
        f"<{box}><{title}>{esc(t)}</{title}><ul>{items(base, xs)}</ul></{tag}>" for t, xs in groups
    )


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


def doc(kind: str, *, title: str, lang: str, head: str = "") -> str:
    """The top of a document up to and including </head>: "html5", "html4t" or "xhtml"."""
    if kind == "html5":
        return (
            f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            f"<title>{esc(title)}</title>\n{head}\n</head>\n"
        )
    top = {
        "html4t": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" '
        '"http://www.w3.org/TR/html4/loose.dtd">\n'
        f'<html lang="{lang}">\n<head>\n',
        "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n',
    }[kind]
    close = " /" if kind == "xhtml" else ""
    return (
        f'{top}<meta http-equiv="Content-Type" content="text/html; charset=utf-8"{close}>\n'
        f"<title>{esc(title)}</title>\n{head}\n</head>\n"
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
    files: dict[str, str] | None = None,
) -> Case:
    seeds = [Seed(c.who, plain(c.raw), c.parent, "" if c.at == "-" else c.at) for c in cs]
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
        comments=seeds,
        static=True,
        lookalikes=lookalikes,
        files=dict(files or {}),
    )
