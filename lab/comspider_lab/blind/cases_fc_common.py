"""Shared helpers of blind set fc (readers' discussions under news articles of 2010-2015, interleaved with the
page's furniture as the sites served it: advertisements inside the thread, newsletter and "most read" boxes inside the
comments' container, share bars and recommend counters on every comment, an editor's pick shown twice, the comment
form between the first comments and the rest, "load more" comments served hidden, a pinned moderator notice, a poll
right after the thread).

``thread`` reads a discussion from an indented block, one entry a line: ``NAME || SHOWN || TEXT``; a reply starts
with one ``>`` per level below the top (the page shows it by nesting or by an "in reply to" line, as its template
does). In TEXT, `` // `` splits paragraphs.

``plain`` gives the truth's text, ``paras`` a text as HTML, ``top`` the document's head of its era, ``walk`` renders
a tree by a page's own item function and ``make`` the Case. No page skeleton is shared: each site writes its own
template by hand."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "R", "esc", "make", "paras", "plain", "svg", "thread", "top", "walk"]


@dataclass(frozen=True)
class R:
    """One reader's comment as a page shows it."""

    who: str
    at: str
    raw: str
    parent: int | None
    depth: int


def thread(block: str) -> list[R]:
    out: list[R] = []
    for source in block.strip().splitlines():
        line = source.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        who, at, raw = (x.strip() for x in line.lstrip(">").strip().split(" || ", 2))
        parent = max(i for i, r in enumerate(out) if r.depth == depth - 1) if depth else None
        out.append(R(who, at, raw, parent, depth))
    return out


def paras(raw: str, *, how: str = "p", br: str = "<br><br>") -> str:
    """A text as HTML: each paragraph in <p> (how="p") or joined by ``br`` (how="br")."""
    parts = [esc(p.strip()) for p in raw.split(" // ")]
    if how == "p":
        return "".join(f"<p>{p}</p>" for p in parts)
    return br.join(parts)


def plain(raw: str) -> str:
    return "\n\n".join(" ".join(p.split()) for p in raw.split(" // "))


def walk(rs: list[R], item: Callable[[int, R, str], str], parent: int | None = None) -> list[str]:
    """The items of one level, in page order, each given the HTML of its replies (already rendered)."""
    return [item(i, r, "".join(walk(rs, item, i))) for i, r in enumerate(rs) if r.parent == parent]


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


def top(kind: str, *, title: str, lang: str, head: str) -> str:
    """The document up to </head>: "xhtml" (2010-2011), "html4" or "html5" (2012-2015)."""
    start = {
        "xhtml": '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n',
        "html4": '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" '
        '"http://www.w3.org/TR/html4/loose.dtd">\n'
        f'<html lang="{lang}">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n',
        "html5": f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n',
    }[kind]
    return f"{start}<title>{esc(title)}</title>\n{head}\n</head>\n"


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    rs: list[R],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
) -> Case:
    seeds = [Seed(r.who, plain(r.raw), r.parent, r.at) for r in rs]
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
