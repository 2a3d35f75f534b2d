"""Shared helpers of blind set ev (written for this set on the pattern of set DU's): ``talk`` reads a discussion from
an indented block, one comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``, an entry that is not a reader's comment (a pingback, a trackback, a removed entry) starts with ``!``);
``page`` (an HTML or XHTML document of 2006-2013 around a blog's own body), ``smiley`` (an emoticon image and its
file), ``grav`` (an avatar URL in the manner of a gravatar, identicon or MyBlogLog picture) and ``make`` (a Case).
No page skeleton is shared: each blog builds its own template."""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "C",
    "Case",
    "Seed",
    "esc",
    "grav",
    "kids",
    "make",
    "page",
    "paras",
    "plain",
    "rich",
    "slug",
    "smiley",
    "talk",
]


@dataclass(frozen=True)
class C:
    """One entry as the page prints it: who, the time shown, the machine time, text, parent index, depth, and
    whether it is a reader's comment (``real``) or an entry the truth leaves out (pingback, trackback, removed)."""

    who: str
    at: str
    iso: str
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
        who, when = (x.strip() for x in head.split(" @ ", 1))
        at, _, iso = (x.strip() for x in when.partition(" ~ "))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, iso, text, parent, depth, real))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
SMILEY_CODES = (":-)", ":)", ";-)", ";)", ":D", ":-(", ":(")


def _inline(text: str, faces: dict[str, str]) -> str:
    out: list[str] = []
    pos = 0
    for m in _LINK.finditer(text):
        out.append(_smilies(esc(text[pos : m.start()]), faces))
        out.append(f'<a href="{esc(m.group(2))}" rel="nofollow">{esc(m.group(1))}</a>')
        pos = m.end()
    out.append(_smilies(esc(text[pos:]), faces))
    return "".join(out)


def _smilies(text: str, faces: dict[str, str]) -> str:
    for code in SMILEY_CODES:
        if code in faces:
            text = re.sub(r"(^|(?<=\s))" + re.escape(esc(code)) + r"(?=\s|$)", faces[code], text)
    return text


def _plain_inline(text: str, codes: tuple[str, ...]) -> str:
    text = _LINK.sub(lambda m: m.group(1), text)
    words = [w for w in text.split(" ") if w not in codes]
    return " ".join(words).strip()


def _blocks(raw: str) -> list[tuple[str, list[str]]]:
    """A comment's markup: paragraphs split by `` // `` (or the blank line ``talk`` made of it), a list started
    inside a paragraph beginning a block of its own; ``> `` a quote, ``* a * b`` a list, ``# a # b`` a numbered
    list, ``{code} a | b`` a code block (lines split by `` | ``); inline ``[text](url)`` links and smiley codes."""
    out: list[tuple[str, list[str]]] = []
    parts: list[str] = []
    for part in raw.replace(" // ", "\n\n").split("\n\n"):
        part = part.strip()
        for mark in (" * ", " # "):
            if mark in part and not part.startswith(mark.strip() + " "):
                intro, rest = part.split(mark, 1)
                parts += [intro, mark.strip() + " " + rest]
                break
        else:
            parts.append(part)
    for part in parts:
        if part.startswith("> "):
            out.append(("quote", [part[2:]]))
        elif part.startswith("* "):
            out.append(("ul", [x.strip() for x in part[2:].split(" * ")]))
        elif part.startswith("# "):
            out.append(("ol", [x.strip() for x in part[2:].split(" # ")]))
        elif part.startswith("{code} "):
            out.append(("code", [x.rstrip() for x in part[7:].split(" | ")]))
        else:
            out.append(("p", [part]))
    return out


def plain(raw: str, codes: tuple[str, ...] = ()) -> str:
    """The text a reader wrote, as the truth holds it: blocks joined by a blank line, list items and code lines by a
    new line, links as their text, the smiley codes the page shows as images (``codes``) left out."""
    parts: list[str] = []
    for kind, items in _blocks(raw):
        if kind == "code":
            parts.append("\n".join(items))
        else:
            parts.append("\n".join(_plain_inline(x, codes) for x in items))
    return "\n\n".join(p for p in parts if p)


def rich(raw: str, faces: dict[str, str] | None = None, mode: str = "p", quote: str = "blockquote") -> str:
    """The comment's markup as the blog printed it. ``mode``: "p" (one ``<p>`` a paragraph) or "br" (Blogger's and
    old templates' one block with ``<br />`` between paragraphs). ``quote``: the tag of quotes."""
    faces = faces or {}
    out: list[str] = []
    for kind, items in _blocks(raw):
        if kind == "quote":
            out.append(f"<{quote}>{_inline(items[0], faces)}</{quote.split()[0]}>")
        elif kind in ("ul", "ol"):
            out.append(f"<{kind}>" + "".join(f"<li>{_inline(x, faces)}</li>" for x in items) + f"</{kind}>")
        elif kind == "code":
            out.append("<pre><code>" + esc("\n".join(items)) + "</code></pre>")
        else:
            text = _inline(items[0], faces)
            out.append(f"<p>{text}</p>" if mode == "p" else text)
    if mode == "p":
        return "".join(out)
    html = ""
    for i, (kind, _items) in enumerate(_blocks(raw)):
        block = out[i]
        if i and kind == "p" and _blocks(raw)[i - 1][0] == "p":
            html += "<br /><br />"
        html += block
    return html


def grav(key: str, kind: str = "gravatar", size: int = 48) -> str:
    """An avatar URL served by the lab's static server, shaped like the era's avatar services."""
    h = hashlib.md5(key.strip().lower().encode()).hexdigest()
    if kind == "gravatar":
        return f"/_avatar/gravatar/avatar/{h}.svg?s={size}&amp;d=identicon&amp;r=G"
    if kind == "mybloglog":
        return f"/_avatar/mybloglog/coi/{h[:12]}.svg"
    if kind == "blogger":
        return f"/_avatar/blogger/img/b/R29vZ2xl/{h[:16]}/s45/photo.svg"
    return f"/_avatar/{kind}/{h}.svg"


_FACES = {
    "smile": '<circle cx="8" cy="8" r="7" fill="#fc0" stroke="#a70"/><circle cx="5.5" cy="6" r="1"/><circle cx="10.5" cy="6" r="1"/><path d="M4.5 9.5q3.5 3 7 0" stroke="#000" fill="none"/>',
    "wink": '<circle cx="8" cy="8" r="7" fill="#fc0" stroke="#a70"/><path d="M4.5 6h2" stroke="#000"/><circle cx="10.5" cy="6" r="1"/><path d="M4.5 9.5q3.5 3 7 0" stroke="#000" fill="none"/>',
    "biggrin": '<circle cx="8" cy="8" r="7" fill="#fc0" stroke="#a70"/><circle cx="5.5" cy="6" r="1"/><circle cx="10.5" cy="6" r="1"/><path d="M4 9h8q-4 5-8 0z" fill="#fff" stroke="#000"/>',
    "sad": '<circle cx="8" cy="8" r="7" fill="#fc0" stroke="#a70"/><circle cx="5.5" cy="6" r="1"/><circle cx="10.5" cy="6" r="1"/><path d="M4.5 12q3.5-3 7 0" stroke="#000" fill="none"/>',
}


def smiley(face: str, path: str, alt: str, cls: str = "wp-smiley") -> tuple[str, tuple[str, str]]:
    """An emoticon image as the blog software printed it, and its file (path, SVG text) for the case's files."""
    svg = f'<svg xmlns="http://www.w3.org/2000/svg" width="15" height="15" viewBox="0 0 16 16">{_FACES[face]}</svg>'
    return f'<img src="{path}" alt="{esc(alt)}" class="{cls}" width="15" height="15" />', (path, svg)


def page(
    body: str,
    *,
    title: str,
    lang: str,
    css: str,
    head: str = "",
    xhtml: bool = True,
    charset: str = "UTF-8",
    body_attrs: str = "",
) -> str:
    """An HTML document of 2006-2013: an XHTML 1.0 Transitional doctype (or HTML5), the blog's own style sheet."""
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
    faces: dict[str, str] | None = None,
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
        seeds.append(
            Seed(
                c.who, plain(c.body, tuple(faces or ())), index[parent] if parent is not None else None, c.at
            )
        )
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
