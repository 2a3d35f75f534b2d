"""Shared helpers of blind set ey (discussions whose comments have no box of their own): ``E`` (one entry as the
page prints it), ``inline`` and ``words`` (a reader's text as markup and as the truth holds it), ``doc`` (an HTML
document of 2007-2013: HTML 4.01, XHTML 1.0 or HTML5 around a site's own body), ``svg`` (a small picture file for a
logo, a banner or a photo) and ``make`` (a Case). No page skeleton is shared: each site builds its own template and
its own comment markup.

A reader's text is written with ``\\n\\n`` between paragraphs and ``\\n`` between the lines of one paragraph
(what the reader typed on a new line); ``[text](url)`` is a link. The truth holds the same text with the links as
their text."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "E", "doc", "esc", "inline", "lines", "make", "paras", "svg", "words"]


@dataclass(frozen=True)
class E:
    """One entry: who, the time as shown, the reader's text, the index of the entry it answers (as the page shows
    it: an indent or a printed "in reply to"), and whether it is a reader's comment (``real``) or an entry the truth
    leaves out (a removed comment's placeholder)."""

    who: str
    at: str
    text: str
    parent: int | None = None
    real: bool = True


_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def inline(text: str) -> str:
    """One line of a reader's text as markup: escaped, links as ``<a>``."""
    out: list[str] = []
    pos = 0
    for m in _LINK.finditer(text):
        out.append(esc(text[pos : m.start()]))
        out.append(f'<a href="{esc(m.group(2))}" rel="nofollow" target="_blank">{esc(m.group(1))}</a>')
        pos = m.end()
    out.append(esc(text[pos:]))
    return "".join(out)


def words(text: str) -> str:
    """The text as the truth holds it: links as their text."""
    return _LINK.sub(lambda m: m.group(1), text)


def lines(text: str, br: str = "<br />") -> str:
    """One paragraph's lines joined by ``<br />``."""
    return br.join(inline(x) for x in text.split("\n"))


def paras(text: str, attrs: str = "", br: str = "<br />") -> str:
    """Every paragraph in its own ``<p>`` (``attrs`` on each), the lines of one by ``<br />``."""
    return "".join(f"<p{attrs}>{lines(x, br)}</p>" for x in text.split("\n\n"))


def svg(w: int, h: int, fill: str, label: str = "", fg: str = "#fff", size: int = 14) -> str:
    """A picture file (an SVG: a coloured box with a few words) standing in for a logo, a banner or a photo."""
    text = (
        f'<text x="{w // 2}" y="{h // 2 + size // 3}" font-family="Arial" font-size="{size}" fill="{fg}" '
        f'text-anchor="middle">{esc(label)}</text>'
        if label
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}">'
        f'<rect width="{w}" height="{h}" fill="{fill}"/>{text}</svg>'
    )


def doc(
    body: str, *, title: str, lang: str, css: str, kind: str = "xhtml", head: str = "", charset: str = "utf-8"
) -> str:
    """An HTML document of 2007-2013: ``kind`` "html4" (HTML 4.01 Transitional), "xhtml" (XHTML 1.0
    Transitional) or "html5"; the site's own style sheet in the head."""
    if kind == "html4":
        top = (
            '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n'
            f'<html lang="{lang}">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset={charset}">\n'
        )
    elif kind == "xhtml":
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}" />\n'
        )
    else:
        top = f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="{charset}">\n'
    return (
        f"{top}<title>{esc(title)}</title>\n{head}\n"
        f'<style type="text/css">\n{css}\n</style>\n</head>\n<body>\n{body}\n</body>\n</html>\n'
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    entries: list[E],
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
    for i, e in enumerate(entries):
        if not e.real:
            continue
        parent = e.parent
        while parent is not None and not entries[parent].real:
            parent = entries[parent].parent
        index[i] = len(seeds)
        seeds.append(Seed(e.who, words(e.text), index[parent] if parent is not None else None, e.at))
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
