"""Shared helpers of blind set ec (written for this set on the pattern of set DU's): ``talk`` reads a discussion from
an indented block, one comment a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``ent`` writes a text the way a page's CMS wrote its characters (Windows-1252 numeric references, named
entities, decimal or hexadecimal references, raw UTF-8); ``make`` (a Case). No page skeleton is shared: each page
builds its own template of its era, tag soup included."""

from __future__ import annotations

import html
import html.entities
import re
from dataclasses import dataclass

from comspider_lab.blind.layout import slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "Seed", "ent", "kids", "make", "slug", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown, text, parent index, depth."""

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
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


# How the CMSs of these pages wrote characters outside ASCII.
_CP1252 = {
    "\u2018": "&#145;",
    "\u2019": "&#146;",
    "\u201c": "&#147;",
    "\u201d": "&#148;",
    "\u2013": "&#150;",
    "\u2014": "&#151;",
    "\u2026": "&#133;",
    "\u20ac": "&#128;",
}
_NAMED = {
    "\u2018": "&lsquo;",
    "\u2019": "&rsquo;",
    "\u201c": "&ldquo;",
    "\u201d": "&rdquo;",
    "\u201e": "&bdquo;",
    "\u2013": "&ndash;",
    "\u2014": "&mdash;",
    "\u2026": "&hellip;",
    "\u00ab": "&laquo;",
    "\u00bb": "&raquo;",
    "\u20ac": "&euro;",
    "\u00a0": "&nbsp;",
}


def ent(text: str, how: str = "raw") -> str:
    """Escape ``text`` for HTML as a CMS of the time did: "raw" (UTF-8 as is), "cp1252" (typographic characters as
    Windows-1252 numeric references, &#146; for ’, other non-ASCII as named entities where HTML 4 has one), "named"
    (every non-ASCII character as a named entity where there is one, else decimal), "dec" (decimal references),
    "hex" (hexadecimal references for typographic characters, the rest raw)."""
    s = html.escape(text, quote=False).replace('"', "&quot;")
    if how == "raw":
        return s
    out: list[str] = []
    for ch in s:
        if ord(ch) < 128:
            out.append(ch)
        elif how == "cp1252" and ch in _CP1252:
            out.append(_CP1252[ch])
        elif how in ("cp1252", "named") and ch in _NAMED:
            out.append(_NAMED[ch])
        elif how in ("cp1252", "named") and ord(ch) < 256:
            name = html.entities.codepoint2name.get(ord(ch))
            out.append(f"&{name};" if name else f"&#{ord(ch)};")
        elif how in ("cp1252", "named", "dec"):
            out.append(f"&#{ord(ch)};")
        elif how == "hex" and ch in _NAMED:
            out.append(f"&#x{ord(ch):X};")
        else:
            out.append(ch)
    return "".join(out)


_ASSET = re.compile(r"""(?:src|href)=["'](/[^"'?#]+\.(?:js|css))""")
# what the saved page's own scripts define, so that its inline calls run as they did on the site
_JS = {"/js/dv-participa.js": "var DVParticipa = { init: function (opts) { this.opts = opts; } };\n"}


def assets(page: str) -> dict[str, str]:
    """The page's own style sheets and scripts (on its own host), as small stand-ins: a saved page without them."""
    out: dict[str, str] = {}
    for path in _ASSET.findall(page):
        out[path] = (
            "/* the site's style sheet (not saved) */\n"
            if path.endswith(".css")
            else _JS.get(path, "/* the site's script (not saved) */\n")
        )
    return out


def make(
    cid: str,
    kind: str,
    lang: str,
    page: str,
    cs: list[C],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=page,
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=True,
        lookalikes=lookalikes,
        files=assets(page),
    )
