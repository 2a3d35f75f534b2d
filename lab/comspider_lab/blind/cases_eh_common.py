"""Shared helpers of blind set EH (written anew for this set): ``talk`` reads a discussion from an indented block, one
comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``); ``hashed``
makes class names as a front-end build would (styled-components-like "sc-bdVaJa kXJpVb", Emotion-like "css-1q2w3e",
CSS-modules-like "Component_part__x8Kd2", Astro-like "astro-xxxxxxxx" scope ids); ``page`` is an HTML5 document head
of 2019-2025 around a page's own body; ``mk`` makes the Case. No page skeleton is shared: each page builds its own
template."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Case",
    "T",
    "abbr",
    "esc",
    "hashed",
    "mk",
    "page",
    "paras",
    "replies_of",
    "slug",
    "svg",
    "talk",
    "tops",
]


@dataclass(frozen=True)
class T:
    """One entry as printed: author, time shown, machine time, text, parent index, depth."""

    who: str
    at: str
    iso: str
    body: str
    parent: int | None
    depth: int


def talk(block: str) -> list[T]:
    out: list[T] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, when = (x.strip() for x in head.split(" @ ", 1))
        at, _, iso = (x.strip() for x in when.partition(" ~ "))
        parent = max(i for i, c in enumerate(out) if c.depth == depth - 1) if depth else None
        out.append(T(who, at, iso, "\n\n".join(p.strip() for p in body.split(" // ")), parent, depth))
    return out


def tops(ts: list[T]) -> list[int]:
    return [i for i, t in enumerate(ts) if t.parent is None]


def replies_of(ts: list[T], i: int) -> list[int]:
    return [j for j, t in enumerate(ts) if t.parent == i]


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def abbr(name: str) -> str:
    words = [w for w in name.replace("_", " ").replace(".", " ").replace("-", " ").split() if w[:1].isalnum()]
    return ("".join(w[0] for w in words[:2]) or name[:1]).upper()


_A52 = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
_A62 = _A52 + "0123456789"
_A36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def _h(*parts: str) -> int:
    return int.from_bytes(hashlib.md5("|".join(parts).encode()).digest()[:8], "big")


def _code(n: int, alphabet: str, k: int) -> str:
    s = []
    for _ in range(k):
        n, r = divmod(n, len(alphabet))
        s.append(alphabet[r])
    return "".join(s)


def hashed(kind: str, salt: str, rules: dict[str, str]) -> tuple[dict[str, str], str]:
    """Class names and the style sheet for ``rules`` (name -> declarations).

    kind "sc": "sc-AbCdEf GhIjKl"; "emotion": "css-1q2w3e4"; "cssmod": "<Module>_<name>__<5>" (the name given as
    "Module.part"); "astro": "astro-xxxxxxxx" one scope id for the page plus a plain name per rule.
    """
    names: dict[str, str] = {}
    sheet: list[str] = []
    scope = "astro-" + _code(_h("astro", salt), _A36[10:], 8)
    for name, decls in rules.items():
        n = _h(kind, salt, name)
        if kind == "sc":
            a, b = "sc-" + _code(n, _A52, 6), _code(n >> 24, _A52, 6)
            names[name] = f"{a} {b}"
            sheet.append(f".{b}{{{decls}}}")
        elif kind == "emotion":
            c = "css-" + _code(n, _A36, 7)
            names[name] = c
            sheet.append(f".{c}{{{decls}}}")
        elif kind == "cssmod":
            mod, _, part = name.partition(".")
            c = f"{mod}_{part}__{_code(n, _A62, 5)}"
            names[name] = c
            sheet.append(f".{c}{{{decls}}}")
        elif kind == "astro":
            names[name] = f"{name} {scope}"
            sheet.append(f".{name}.{scope}{{{decls}}}")
        else:
            raise ValueError(kind)
    return names, "".join(sheet)


_SVG = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" stroke-width="1.8" aria-hidden="true"'
_PATHS = {
    "reply": '<path d="M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11z"/>',
    "share": '<path d="M4 12v8h16v-8M16 6l-4-4-4 4M12 2v14"/>',
    "flag": '<path d="M4 21V4h12l-2 4 2 4H4"/>',
    "dots": '<circle cx="5" cy="12" r="1.5"/><circle cx="12" cy="12" r="1.5"/><circle cx="19" cy="12" r="1.5"/>',
    "search": '<circle cx="11" cy="11" r="7"/><path d="M20 20l-4-4"/>',
    "user": '<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4 4-6 8-6s8 2 8 6"/>',
    "menu": '<path d="M3 6h18M3 12h18M3 18h18"/>',
    "up": '<path d="M12 19V5M5 12l7-7 7 7"/>',
    "down": '<path d="M12 5v14M5 12l7 7 7-7"/>',
    "bookmark": '<path d="M6 3h12v18l-6-4-6 4z"/>',
    "play": '<path d="M7 4l13 8-13 8z"/>',
}


def svg(name: str) -> str:
    return f"<svg {_SVG}>{_PATHS[name]}</svg>"


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    section: str,
    head: str = "",
    html_attrs: str = "",
    body_attrs: str = "",
) -> str:
    """An HTML5 document as a 2019-2025 server renders it: meta, Open Graph, Twitter card, NewsArticle JSON-LD."""
    ld = json.dumps(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": title,
            "datePublished": published,
            "articleSection": section,
            "author": [{"@type": "Person", "name": author}],
            "publisher": {"@type": "NewsMediaOrganization", "name": site},
            "isAccessibleForFree": True,
        },
        ensure_ascii=False,
    )
    return (
        f'<!DOCTYPE html><html lang="{lang}"{" " + html_attrs if html_attrs else ""}><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        f"<title>{esc(title)} – {esc(site)}</title>"
        f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(title)}">'
        f'<meta property="og:site_name" content="{esc(site)}"><meta name="twitter:card" content="summary_large_image">'
        f'<meta property="article:published_time" content="{published}"><meta property="article:section" content="{esc(section)}">'
        f'<script type="application/ld+json">{ld}</script><style>{css}</style>{head}</head>'
        f"<body{' ' + body_attrs if body_attrs else ''}>{body}</body></html>\n"
    )


def mk(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    ts: list[T],
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
        html=html,
        comments=[Seed(t.who, t.body, t.parent, t.at) for t in ts],
        static=True,
        lookalikes=lookalikes,
    )
