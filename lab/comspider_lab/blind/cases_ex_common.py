"""Shared helpers of blind set ex (written for this set on the pattern of set ev's): ``talk`` reads a discussion from
an indented block, one comment a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``plain`` (a comment's text as the truth holds it), ``rich`` (its markup as the page prints it), ``page`` (an
HTML or XHTML document of 2010-2014 around a site's own body), ``photo`` (an SVG picture for the case's files) and
``make`` (a Case). No page skeleton is shared: each site builds its own template."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "av", "esc", "kids", "make", "page", "photo", "plain", "rich", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One reader's comment as the page prints it: who, the time shown, the raw text, parent index, depth."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int


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
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, body.strip(), parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def _blocks(raw: str) -> list[tuple[str, list[str]]]:
    """Paragraphs split by `` // ``; ``> `` a quote, ``* a * b`` a list, ``# a # b`` a numbered list (a list may
    follow its introduction in the same paragraph); inline ``[text](url)`` links."""
    parts: list[str] = []
    for part in raw.split(" // "):
        part = part.strip()
        for mark in (" * ", " # "):
            if mark in part and not part.startswith(mark.strip() + " "):
                intro, rest = part.split(mark, 1)
                parts += [intro, mark.strip() + " " + rest]
                break
        else:
            parts.append(part)
    out: list[tuple[str, list[str]]] = []
    for part in parts:
        if part.startswith("> "):
            out.append(("quote", [part[2:]]))
        elif part.startswith("* "):
            out.append(("ul", [x.strip() for x in part[2:].split(" * ")]))
        elif part.startswith("# "):
            out.append(("ol", [x.strip() for x in part[2:].split(" # ")]))
        else:
            out.append(("p", [part]))
    return out


def plain(raw: str) -> str:
    """The text a reader wrote, as the truth holds it: blocks joined by a blank line, list items by a new line,
    links as their text."""
    return "\n\n".join(
        "\n".join(_LINK.sub(lambda m: m.group(1), x) for x in items) for _k, items in _blocks(raw)
    )


def _inline(text: str) -> str:
    out: list[str] = []
    pos = 0
    for m in _LINK.finditer(text):
        out.append(esc(text[pos : m.start()]))
        out.append(f'<a href="{esc(m.group(2))}" rel="nofollow" target="_blank">{esc(m.group(1))}</a>')
        pos = m.end()
    out.append(esc(text[pos:]))
    return "".join(out)


def rich(raw: str, mode: str = "p", quote: str = "blockquote", ptag: str = "p") -> str:
    """The comment's markup as the site printed it. ``mode``: "p" (one ``<p>`` a paragraph) or "br" (one block with
    ``<br />`` between paragraphs, as many CMSs of the time did). ``quote``: the tag (and attributes) of quotes."""
    out: list[str] = []
    prev = ""
    for kind, items in _blocks(raw):
        if kind == "quote":
            out.append(f"<{quote}>{_inline(items[0])}</{quote.split()[0]}>")
        elif kind in ("ul", "ol"):
            out.append(f"<{kind}>" + "".join(f"<li>{_inline(x)}</li>" for x in items) + f"</{kind}>")
        elif mode == "p":
            out.append(f"<{ptag}>{_inline(items[0])}</{ptag}>")
        else:
            out.append(("<br /><br />" if prev == "p" else "") + _inline(items[0]))
        prev = kind
    return "".join(out)


def av(key: str, folder: str = "u", size: int = 48) -> str:
    """An avatar URL served by the lab's static server, shaped like a site's user-picture path."""
    h = hashlib.md5(key.strip().lower().encode()).hexdigest()
    return f"/_avatar/{folder}/{h[:2]}/{h[2:14]}_{size}.svg"


def photo(w: int, h: int, sky: str, ground: str, shape: str = "") -> str:
    """A picture as an SVG file: a sky, a ground and whatever ``shape`` adds (SVG elements)."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
        f'<rect width="{w}" height="{h}" fill="{sky}"/><rect y="{h * 2 // 3}" width="{w}" height="{h - h * 2 // 3}" '
        f'fill="{ground}"/>{shape}</svg>'
    )


def page(
    body: str,
    *,
    title: str,
    lang: str,
    css: str,
    head: str = "",
    xhtml: bool = True,
    charset: str = "utf-8",
    body_attrs: str = "",
) -> str:
    """An HTML document of 2010-2014: an XHTML 1.0 Transitional doctype (or HTML5), the site's own style sheet."""
    if xhtml:
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}" />\n'
        )
    else:
        top = f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="{charset}" />\n'
    return (
        f"{top}<title>{esc(title)}</title>\n{head}\n"
        f'<style type="text/css">\n{css}\n</style>\n</head>\n'
        f"<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
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
    check_steps: tuple[str, ...] = (),
) -> Case:
    """A Case whose truth is the readers' comments, each once, in the order of the thread."""
    seeds = [Seed(c.who, plain(c.body), c.parent, c.at) for c in cs]
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
        check_steps=check_steps,
    )
