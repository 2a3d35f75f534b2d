"""Shared helpers of blind set fd (comments whose records carry rich and uneven content, and pages of user-made content
that is not comments, 2009-2016, everything in the served HTML).

``talk`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT``; depth by leading
``>`` (a reply the page shows by its markup). An optional fourth field ``|| EXTRA`` carries what the site adds under
a text and is not the writer's words: ``edit=WHEN`` (an "edited at" note), ``sig=TEXT`` (a profile signature under a
rule).

TEXT is blocks split by `` // ``; a block is a paragraph (lines split by `` | ``) unless it starts with a tag:
``Q:`` a quoted passage (blockquote; lines by `` | ``), ``UL:`` / ``OL:`` a list (items by `` | ``), ``CODE:`` a code
block (lines by `` | ``), ``TAB:`` a small table (rows by `` | ``, cells by `` ; ``, the first row a header), ``IMG:``
a pasted picture (``FILE ; CAPTION``), ``VID:`` an embedded video (``ID``: an iframe to the video host, no text).
Inline, ``[text](url)`` is a link and ``{e:NAME}`` an emoticon image (not part of the truth's text). A link or an
emoticon is never glued to punctuation, so that the text a browser shows matches the truth's.

``plain`` gives the truth's text: blocks joined by a blank line; lines, list items and table rows by a new line;
table cells by a space; a picture's caption as its text; a video nothing; links as their text; emoticons left out."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "C",
    "Case",
    "body_html",
    "doc",
    "emoticon_files",
    "esc",
    "kids",
    "make",
    "pictures",
    "plain",
    "player",
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
    extra: dict[str, str] = field(default_factory=dict)


def talk(block: str) -> list[C]:
    out: list[C] = []
    for source in block.strip().splitlines():
        line = source.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        parts = [x.strip() for x in line.split(" || ")]
        who, at, raw = parts[:3]
        extra: dict[str, str] = {}
        for item in parts[3:]:
            key, _, value = item.partition("=")
            extra[key] = value
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, raw, parent, depth, extra))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_EMO = re.compile(r"\{e:([a-z]+)\}")
_TAGS = ("Q:", "UL:", "OL:", "CODE:", "TAB:", "IMG:", "VID:")


def _inline(line: str, emo: str) -> str:
    out: list[str] = []
    pos = 0
    for m in re.finditer(f"{_LINK.pattern}|{_EMO.pattern}", line):
        out.append(esc(line[pos : m.start()]))
        if m.group(1) is not None:
            out.append(f'<a href="{esc(m.group(2))}" rel="nofollow">{esc(m.group(1))}</a>')
        else:
            name = m.group(3)
            out.append(f'<img src="{emo}{name}.svg" alt="" class="smiley" width="16" height="16">')
        pos = m.end()
    out.append(esc(line[pos:]))
    return "".join(out)


def _split(block: str) -> tuple[str, list[str]]:
    for tag in _TAGS:
        if block.startswith(tag):
            rest = block[len(tag) :].lstrip()
            if tag == "CODE:":  # a code block keeps its indents
                return "CODE", [x.rstrip() for x in rest.split(" | ")]
            return tag[:-1], [x.strip() for x in rest.split(" | ")]
    return "P", [x.strip() for x in block.split(" | ")]


DEFAULT_FORMATS: dict[str, str] = {
    "P": "<p>{}</p>",
    "Q": "<blockquote>{}</blockquote>",
    "UL": "<ul>{}</ul>",
    "OL": "<ol>{}</ol>",
    "CODE": "<pre><code>{}</code></pre>",
    "TAB": '<table border="1" cellpadding="3" cellspacing="0">{}</table>',
    "IMG": '<div class="pic"><img src="{src}" width="{w}" height="{h}" alt=""><br><span>{cap}</span></div>',
    "VID": '<iframe src="{src}" width="420" height="236" frameborder="0" allowfullscreen></iframe>',
}


def body_html(
    raw: str,
    *,
    emo: str,
    img: str = "",
    video: str = "",
    br: str = "<br>",
    formats: dict[str, str] | None = None,
) -> str:
    """A text as HTML, each block by the site's ``formats`` (defaults above); pictures under ``img``, video iframes
    at ``video`` + ID."""
    fm = {**DEFAULT_FORMATS, **(formats or {})}
    out: list[str] = []
    for block in raw.split(" // "):
        kind, parts = _split(block.strip())
        if kind in ("P", "Q"):
            out.append(fm[kind].format(br.join(_inline(x, emo) for x in parts)))
        elif kind in ("UL", "OL"):
            out.append(fm[kind].format("".join(f"<li>{_inline(x, emo)}</li>" for x in parts)))
        elif kind == "CODE":
            out.append(fm[kind].format("\n".join(esc(x) for x in parts)))
        elif kind == "TAB":
            rows = []
            for n, row in enumerate(parts):
                cell = "th" if n == 0 else "td"
                rows.append(
                    "<tr>" + "".join(f"<{cell}>{esc(x.strip())}</{cell}>" for x in row.split(" ; ")) + "</tr>"
                )
            out.append(fm[kind].format("".join(rows)))
        elif kind == "IMG":
            name, _, cap = parts[0].partition(" ; ")
            out.append(
                fm[kind].format(src=esc(img + name.strip()), w=320, h=200, cap=_inline(cap.strip(), emo))
            )
        elif kind == "VID":
            out.append(fm[kind].format(src=esc(video + parts[0].strip())))
    return "\n".join(out)


def _flat(x: str) -> str:
    return " ".join(_EMO.sub(" ", _LINK.sub(lambda m: m.group(1), x)).split())


def plain(raw: str) -> str:
    out: list[str] = []
    for block in raw.split(" // "):
        kind, parts = _split(block.strip())
        if kind == "VID":
            continue
        if kind == "CODE":  # as the pre shows it, indents kept
            out.append("\n".join(parts))
            continue
        if kind == "TAB":
            out.append("\n".join(" ".join(_flat(c) for c in row.split(" ; ")) for row in parts))
        elif kind == "IMG":
            out.append(_flat(parts[0].partition(" ; ")[2]))
        else:
            out.append("\n".join(_flat(x) for x in parts))
    return "\n\n".join(x for x in out if x)


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


EMOTICONS = {
    "smile": "#f5c518",
    "wink": "#f0a500",
    "laugh": "#f7d44c",
    "sad": "#7aa7d8",
    "heart": "#e0457b",
    "cool": "#5aa469",
}


def emoticon_files(prefix: str) -> dict[str, str]:
    return {f"{prefix}{name}.svg": svg(16, 16, fill) for name, fill in EMOTICONS.items()}


def pictures(prefix: str, cs: list[C], color: str) -> dict[str, str]:
    """The SVG of every picture the comments paste (no text inside: a photo)."""
    out: dict[str, str] = {}
    for c in cs:
        for block in c.raw.split(" // "):
            if block.strip().startswith("IMG:"):
                name = block.strip()[4:].partition(" ; ")[0].strip()
                out[prefix + name] = svg(320, 200, color)
    return out


def player(prefix: str, cs: list[C]) -> dict[str, str]:
    """The video host's embed page of every video the comments embed: a poster and a play button, no text."""
    out: dict[str, str] = {}
    for c in cs:
        for block in c.raw.split(" // "):
            if block.strip().startswith("VID:"):
                vid = block.strip()[4:].strip()
                out[prefix + vid] = (
                    '<!DOCTYPE html>\n<html><head><meta charset="utf-8"><style>body{margin:0;background:#000}'
                    "#play{position:absolute;left:180px;top:88px;width:60px;height:60px;border-radius:30px;"
                    "background:rgba(255,255,255,.8)}</style></head><body>"
                    f'<img src="{prefix}poster-{esc(vid)}.svg" width="420" height="236" alt="">'
                    '<div id="play"></div></body></html>\n'
                )
                out[f"{prefix}poster-{vid}.svg"] = svg(420, 236, "#333")
    return out


def doc(kind: str, *, title: str, lang: str, head: str = "", rtl: bool = False) -> str:
    """The top of a document up to and including </head>: "html4t", "xhtml" or "html5"."""
    d = ' dir="rtl"' if rtl else ""
    top = {
        "html4t": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" '
        '"http://www.w3.org/TR/html4/loose.dtd">\n'
        f'<html lang="{lang}"{d}>\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n',
        "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}"{d}>\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n',
        "html5": f'<!DOCTYPE html>\n<html lang="{lang}"{d}>\n<head>\n<meta charset="utf-8">\n',
    }[kind]
    return f"{top}<title>{esc(title)}</title>\n{head}\n</head>\n"


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
    seeds = [Seed(c.who, plain(c.raw), c.parent, c.at) for c in cs]
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
