"""Shared helpers of blind set fe (English-language news sites and blogs of 2011-2013 as a crawler saved them then,
everything in the served HTML, with the era's heavy furniture).

``talk`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT``; depth by leading
``>`` (a reply the page shows by its markup: nesting or a box under the comment); an entry that is not a reader's
comment starts with ``!`` (a pingback or a trackback: ``!SITE || SHOWN || TITLE``). In TEXT, `` // `` splits
paragraphs and `` | `` lines inside a paragraph; a paragraph opening with ``> `` is a quotation the writer put in a
``<blockquote>`` (its words are part of the comment's text); ``[text](url)`` is a link; ``{e:NAME}`` a smiley image
(the site's own, not part of the truth's text).

``plain`` gives the truth's text, ``lines_html`` a text as HTML, ``doc`` the top of a document of the era, ``sidebar``
pieces of the era's furniture (each site passes its own tags and class names) and ``make`` the Case. No page skeleton
is shared: each site below writes its own template by hand."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "C",
    "Case",
    "avatars",
    "doc",
    "esc",
    "kids",
    "lines_html",
    "make",
    "plain",
    "smilies",
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
    real: bool = True


def talk(block: str) -> list[C]:
    out: list[C] = []
    for source in block.strip().splitlines():
        line = source.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        real = not line.startswith("!")
        line = line.lstrip("!").strip()
        who, at, raw = (x.strip() for x in line.split(" || ", 2))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, raw, parent, depth, real))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_EMO = re.compile(r"\{e:([a-z]+)\}")


def _inline(line: str, emo: str, cls: str) -> str:
    out: list[str] = []
    pos = 0
    for m in re.finditer(f"{_LINK.pattern}|{_EMO.pattern}", line):
        out.append(esc(line[pos : m.start()]))
        if m.group(1) is not None:
            out.append(f'<a href="{esc(m.group(2))}" rel="nofollow">{esc(m.group(1))}</a>')
        else:
            name = m.group(3)
            alt = {"smile": ":)", "wink": ";)", "grin": ":D", "sad": ":(", "eek": ":o"}.get(name, "")
            out.append(f'<img src="{emo}icon_{name}.svg" alt="{alt}" class="{cls}" width="15" height="15" />')
        pos = m.end()
    out.append(esc(line[pos:]))
    return "".join(out)


def lines_html(
    raw: str,
    *,
    para: str = "p",
    br: str = "<br />",
    emo: str = "/img/smilies/",
    cls: str = "smiley",
    quote: str = "",
) -> str:
    """A text as HTML: paragraphs wrapped in ``<p>`` (or joined by ``para``), lines by ``br``; a ``> `` paragraph a
    ``<blockquote>`` (with ``quote`` as its class when given)."""
    out: list[str] = []
    for p in raw.split(" // "):
        q = p.startswith("> ")
        body = br.join(_inline(x.strip(), emo, cls) for x in (p[2:] if q else p).split(" | "))
        if q:
            qc = f' class="{quote}"' if quote else ""
            out.append(
                f"<blockquote{qc}><p>{body}</p></blockquote>"
                if para == "p"
                else f"<blockquote{qc}>{body}</blockquote>"
            )
        elif para == "p":
            out.append(f"<p>{body}</p>")
        else:
            out.append(body)
    if para == "p":
        return "\n".join(out)
    joined = ""
    for i, part in enumerate(out):
        if i and not (part.startswith("<blockquote") or out[i - 1].startswith("<blockquote")):
            joined += para
        joined += part
    return joined


def plain(raw: str) -> str:
    """The text a reader wrote, as the truth holds it: paragraphs (quotations too) joined by a blank line, lines by a
    new line, links as their text, smiley images left out."""
    out = []
    for p in raw.split(" // "):
        if p.startswith("> "):
            p = p[2:]
        lines = []
        for x in p.split(" | "):
            x = _EMO.sub(" ", _LINK.sub(lambda m: m.group(1), x))
            lines.append(" ".join(x.split()))
        out.append("\n".join(lines))
    return "\n\n".join(out)


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


SMILIES = {"smile": "#f5c518", "wink": "#f0a500", "grin": "#f7d44c", "sad": "#7aa7d8", "eek": "#e08a3c"}


def smilies(prefix: str) -> dict[str, str]:
    return {f"{prefix}icon_{name}.svg": svg(15, 15, fill) for name, fill in SMILIES.items()}


_SHADES = ["#8a9bb0", "#b0908a", "#8ab097", "#a58ab0", "#b0a98a", "#7f9fa8", "#a8877f"]


def avatars(names: list[str], prefix: str, size: int = 48, ext: str = ".svg") -> dict[str, str]:
    """One image per name (``prefix`` + slug + ``ext``): the era's gravatars and identicons as the site saved them."""
    out: dict[str, str] = {}
    for i, n in enumerate(sorted(set(names))):
        out[f"{prefix}{slugify(n)}{ext}"] = svg(
            size, size, _SHADES[i % len(_SHADES)], n[:1].upper(), size // 2
        )
    return out


def slugify(text: str) -> str:
    out = "".join(ch.lower() if ch.isalnum() else "-" for ch in text)
    return "-".join(p for p in out.split("-") if p) or "x"


def doc(kind: str, *, title: str, head: str = "", lang: str = "en") -> str:
    """The top of a document up to and including </head>: "html4t", "xhtml" or "html5"."""
    top = {
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
        '<meta charset="utf-8">'
        if kind == "html5"
        else f'<meta http-equiv="Content-Type" content="text/html; charset=utf-8"{close}>'
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
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
) -> Case:
    """A Case whose truth is the readers' comments only (``real`` entries), parents re-indexed among them."""
    index: dict[int, int] = {}
    seeds: list[Seed] = []
    for i, c in enumerate(cs):
        if not c.real:
            continue
        parent = c.parent
        while parent is not None and not cs[parent].real:
            parent = cs[parent].parent
        index[i] = len(seeds)
        seeds.append(Seed(c.who, plain(c.raw), index[parent] if parent is not None else None, c.at))
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
        comments=seeds,
        static=True,
        lookalikes=lookalikes,
        files=dict(files or {}),
    )
