"""Shared helpers of blind set ew (written for this set on the pattern of set ev's): ``talk`` reads a discussion from
an indented block, one entry a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``
for replies the page shows by an indent, ``NAME -> OTHER @ ...`` for a reply the page says in words ("@OTHER",
"en respuesta a OTHER": OTHER's latest comment, or ``-> #N`` the N-th entry, from 0), an entry that is not a reader's comment (a removed one) starts with ``!``); ``html`` and
``br`` print a comment's text as ``<p>`` paragraphs or as lines split by ``<br />``, ``plain`` gives it as the truth
holds it, ``page`` is a bare HTML or XHTML document of 2007-2013 around a site's own body and ``make`` a Case. No page
skeleton is shared: each site builds its own template."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "br", "esc", "html", "inline", "make", "page", "plain", "talk"]


@dataclass(frozen=True)
class C:
    """One entry as the page prints it: who, the time shown, text, parent index, depth (an indent), and whether it
    is a reader's comment (``real``) or an entry the truth leaves out (a removed comment's placeholder)."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int
    real: bool = True


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        real = not line.startswith("!")
        line = line.lstrip("!").strip()
        head, body = line.split(" :: ", 1)
        who, at = (x.strip() for x in head.split(" @ ", 1))
        to = ""
        if " -> " in who:
            who, to = (x.strip() for x in who.split(" -> ", 1))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        elif to.startswith("#"):
            parent = int(to[1:])
        elif to:
            parent = max(i for i, c in enumerate(out) if c.who == to)
        out.append(C(who, at, body.strip(), parent, depth, real))
    return out


_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")


def inline(text: str) -> str:
    """A line of a comment as markup: ``[text](url)`` links, the rest escaped."""
    out: list[str] = []
    pos = 0
    for m in _LINK.finditer(text):
        out.append(esc(text[pos : m.start()]))
        out.append(f'<a href="{esc(m.group(2))}" rel="nofollow" target="_blank">{esc(m.group(1))}</a>')
        pos = m.end()
    out.append(esc(text[pos:]))
    return "".join(out)


def _blocks(raw: str) -> list[tuple[str, list[str]]]:
    """Paragraphs split by `` // ``; ``> `` a quote, ``* a * b`` a list (a paragraph's words before it `` * a * b``
    a paragraph of their own), ``# a # b`` a numbered list, ``- a - b``
    lines a reader typed with dashes (the dashes are part of the text)."""
    out: list[tuple[str, list[str]]] = []
    parts: list[str] = []
    for part in raw.split(" // "):
        part = part.strip()
        if " * " in part and not part.startswith("* "):
            intro, rest = part.split(" * ", 1)
            parts += [intro, "* " + rest]
        else:
            parts.append(part)
    for part in parts:
        if part.startswith("> "):
            out.append(("quote", [part[2:]]))
        elif part.startswith("* "):
            out.append(("ul", [x.strip() for x in part[2:].split(" * ")]))
        elif part.startswith("- "):
            out.append(("dash", ["- " + x.strip() for x in part[2:].split(" - ")]))
        elif part.startswith("# "):
            out.append(("ol", [x.strip() for x in part[2:].split(" # ")]))
        else:
            out.append(("p", [part]))
    return out


def plain(raw: str) -> str:
    """The text a reader wrote, as the truth holds it: blocks joined by a blank line, list items by a new line,
    links as their text."""
    return "\n\n".join(
        "\n".join(_LINK.sub(lambda m: m.group(1), x) for x in items) for _, items in _blocks(raw)
    )


def html(raw: str, attrs: str = "", quote: str = "blockquote") -> str:
    """A comment's text as ``<p>`` paragraphs (``attrs`` on every block: an indent), lists and quotes."""
    out: list[str] = []
    for kind, items in _blocks(raw):
        if kind == "quote":
            out.append(f"<{quote}{attrs}>{inline(items[0])}</{quote.split()[0]}>")
        elif kind == "dash":
            out.append(f"<p{attrs}>" + "<br />\n".join(inline(x) for x in items) + "</p>")
        elif kind in ("ul", "ol"):
            out.append(f"<{kind}{attrs}>" + "".join(f"<li>{inline(x)}</li>" for x in items) + f"</{kind}>")
        else:
            out.append(f"<p{attrs}>{inline(items[0])}</p>")
    return "\n".join(out)


def br(raw: str, quote: str = "i", bullet: str = "- ") -> str:
    """A comment's text as lines split by ``<br />`` (no element of its own): quotes in ``quote``, list items as
    lines starting with ``bullet``."""
    lines: list[str] = []
    for kind, items in _blocks(raw):
        if kind == "quote":
            lines.append(f"<{quote}>{inline(items[0])}</{quote.split()[0]}>")
        elif kind == "ul":
            lines += [esc(bullet) + inline(x) for x in items]
        elif kind == "dash":
            lines += [inline(x) for x in items]
        elif kind == "ol":
            lines += [f"{n}) " + inline(x) for n, x in enumerate(items, 1)]
        else:
            lines.append(inline(items[0]))
    return "<br />\n".join(lines)


def page(
    body: str,
    *,
    title: str,
    lang: str,
    css: str,
    head: str = "",
    doctype: str = "xhtml",
    charset: str = "UTF-8",
    body_attrs: str = "",
) -> str:
    """An HTML document of 2007-2013: XHTML 1.0 Transitional (``xhtml``), HTML 4.01 Transitional (``html4``) or
    HTML5 (``html5``), the site's own style sheet."""
    if doctype == "xhtml":
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
            f'<meta http-equiv="Content-Type" content="text/html; charset={charset}" />\n'
        )
    elif doctype == "html4":
        top = (
            '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" '
            '"http://www.w3.org/TR/html4/loose.dtd">\n'
            f'<html lang="{lang}">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset={charset}">\n'
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
    html_text: str,
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
        seeds.append(Seed(c.who, plain(c.body), index[parent] if parent is not None else None, c.at))
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html_text,
        comments=seeds,
        static=True,
        lookalikes=lookalikes,
        files=dict(files or {}),
    )
