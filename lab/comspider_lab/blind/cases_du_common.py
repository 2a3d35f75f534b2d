"""Shared helpers of blind set DU (written for this set on the pattern of set DS's): ``talk`` reads a discussion from
an indented block, one comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``styles`` makes the hashed class names of a page's CSS-in-JS or CSS modules (styled-components-, Emotion-,
CSS-modules-, atomic-, vanilla-extract-, react-native-web- and Svelte-like) with their style sheet; ``doc`` (an HTML5 document head of 2019-2025 around a
page's own body), ``initials``, ``ICON`` (inline SVG icons), ``counted`` and ``make`` (a Case). No page skeleton is
shared: each page builds its own template."""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "ICON",
    "C",
    "Case",
    "Seed",
    "counted",
    "doc",
    "esc",
    "initials",
    "kids",
    "make",
    "paras",
    "slug",
    "styles",
    "talk",
]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown, the machine time, text, parent index, depth."""

    who: str
    at: str
    iso: str
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
        who, when = (x.strip() for x in head.split(" @ ", 1))
        at, _, iso = (x.strip() for x in when.partition(" ~ "))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, iso, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def initials(name: str) -> str:
    letters = [w[0] for w in name.replace("_", " ").replace(".", " ").split() if w and w[0].isalpha()]
    return ("".join(letters[:2]) or name[:1]).upper()


_B62 = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def _digest(*parts: str) -> int:
    return int.from_bytes(hashlib.sha1("\x1f".join(parts).encode()).digest()[:8], "big")


def _enc(n: int, alphabet: str, length: int) -> str:
    out = []
    for _ in range(length):
        n, r = divmod(n, len(alphabet))
        out.append(alphabet[r])
    return "".join(out)


def styles(kind: str, salt: str, rules: dict[str, str]) -> tuple[dict[str, str], str]:
    """Class names and the style sheet of a page's components, as its build tool would hash them.

    ``kind``: "sc" (styled-components: "sc-XXXXXX YYYYYY"), "emotion" ("css-xxxxxxx"), "cssmod" (CSS modules:
    "_3xX7a"), "atomic" (one class per declaration, shared: "x1abcdef"), "ve" (vanilla-extract-like: "_1f3k2p5"), "rnw"
    (react-native-web-like: "css-175oi2r" and one "r-xxxxxxx" per declaration), "svelte" (one scope class per component,
    "svelte-xxxxxx", the sheet styling tags in that scope). ``rules``: name -> declarations (for "svelte": a
    "tag{...}" selector body list, e.g. "li{margin:0} p{color:#333}").
    """
    names: dict[str, str] = {}
    sheet: list[str] = []
    seen: set[str] = set()
    for name, decls in rules.items():
        h = _digest(kind, salt, name)
        if kind == "sc":
            comp = "sc-" + _enc(h, _B62[:52], 6)
            cls = _enc(h >> 20, _B62[:52], 6)
            names[name] = f"{comp} {cls}"
            sheet.append(f".{cls}{{{decls}}}")
        elif kind == "emotion":
            cls = "css-" + _enc(h, _B36, 7)
            names[name] = cls
            sheet.append(f".{cls}{{{decls}}}")
        elif kind == "cssmod":
            cls = "_" + str(h % 9 + 1) + _enc(h >> 8, _B62, 4)
            names[name] = cls
            sheet.append(f".{cls}{{{decls}}}")
        elif kind == "atomic":
            atoms = []
            for decl in (d.strip() for d in decls.split(";")):
                if not decl:
                    continue
                cls = "x" + _enc(_digest("atomic", salt, decl), _B36, 7)
                atoms.append(cls)
                if cls not in seen:
                    seen.add(cls)
                    sheet.append(f".{cls}{{{decl}}}")
            names[name] = " ".join(atoms)
        elif kind == "ve":
            cls = "_" + _enc(h, _B36, 6) + str(len(names) % 10)
            names[name] = cls
            sheet.append(f".{cls}{{{decls}}}")
        elif kind == "rnw":
            atoms = ["css-175oi2r"]
            for decl in (d.strip() for d in decls.split(";")):
                if not decl:
                    continue
                cls = "r-" + _enc(_digest("rnw", salt, decl), _B36, 7)
                atoms.append(cls)
                if cls not in seen:
                    seen.add(cls)
                    sheet.append(f".{cls}{{{decl}}}")
            names[name] = " ".join(atoms)
        elif kind == "svelte":
            cls = "svelte-" + _enc(h, _B36, 6)
            names[name] = cls
            for rule in decls.split("}"):
                if "{" in rule:
                    sel, body = rule.split("{", 1)
                    sheet.append(f"{sel.strip()}.{cls}{{{body.strip()}}}")
        else:
            raise ValueError(kind)
    if kind == "rnw":
        sheet.insert(
            0,
            ".css-175oi2r{align-items:stretch;border:0 solid #000;box-sizing:border-box;display:flex;flex-basis:auto;flex-direction:column;flex-shrink:0;list-style:none;margin:0;min-height:0;min-width:0;padding:0;position:relative;z-index:0}",
        )
    return names, "".join(sheet)


_SVG = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" stroke-width="2" aria-hidden="true" focusable="false"'
ICON = {
    "reply": f'<svg {_SVG}><path d="M9 17l-5-5 5-5"/><path d="M4 12h11a5 5 0 0 1 5 5v2"/></svg>',
    "up": f'<svg {_SVG}><path d="M7 11v9H4v-9h3zm0 0l4-8c1.7 0 3 1.3 3 3v3h5a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 20H7"/></svg>',
    "down": f'<svg {_SVG}><path d="M17 13V4h3v9h-3zm0 0l-4 8c-1.7 0-3-1.3-3-3v-3H5a2 2 0 0 1-2-2.3l1.3-7A2 2 0 0 1 6.3 4H17"/></svg>',
    "share": f'<svg {_SVG}><circle cx="18" cy="5" r="3"/><circle cx="6" cy="12" r="3"/><circle cx="18" cy="19" r="3"/><path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4"/></svg>',
    "more": f'<svg {_SVG}><circle cx="5" cy="12" r="1"/><circle cx="12" cy="12" r="1"/><circle cx="19" cy="12" r="1"/></svg>',
    "check": f'<svg {_SVG}><path d="M20 6L9 17l-5-5"/></svg>',
    "flag": f'<svg {_SVG}><path d="M4 22V4m0 0h13l-2 4 2 4H4"/></svg>',
    "heart": f'<svg {_SVG}><path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8L12 21.2l8.8-8.8a5.5 5.5 0 0 0 0-7.8z"/></svg>',
    "chevron": f'<svg {_SVG}><path d="M6 9l6 6 6-6"/></svg>',
    "search": f'<svg {_SVG}><circle cx="11" cy="11" r="7"/><path d="M21 21l-4.3-4.3"/></svg>',
    "menu": f'<svg {_SVG}><path d="M3 6h18M3 12h18M3 18h18"/></svg>',
    "bell": f'<svg {_SVG}><path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9"/><path d="M13.7 21a2 2 0 0 1-3.4 0"/></svg>',
    "globe": f'<svg {_SVG}><circle cx="12" cy="12" r="10"/><path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20"/></svg>',
}


def counted(rows: str, cls: str = "", item_cls: str = "", tag: str = "ol", count_cls: str = "") -> str:
    """A list from "title | count" rows split by " ;; " or new lines (count may be empty)."""
    items = []
    for row in rows.strip().replace(" ;; ", "\n").splitlines():
        title, count = (x.strip() for x in row.split("|"))
        n = f' <span class="{count_cls}">{esc(count)}</span>' if count else ""
        items.append(f'<li class="{item_cls}"><a href="/{slug(title)[:44]}">{esc(title)}</a>{n}</li>')
    return f'<{tag} class="{cls}">' + "".join(items) + f"</{tag}>"


def doc(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    description: str = "",
    head: str = "",
    rtl: bool = False,
    html_attrs: str = "",
    body_attrs: str = "",
    style_attrs: str = "",
) -> str:
    """An HTML5 document of 2019-2025: meta tags, Open Graph, a NewsArticle JSON-LD, the page's style sheet."""
    ld = json.dumps(
        {
            "@context": "https://schema.org",
            "@type": "NewsArticle",
            "headline": title,
            "datePublished": published,
            "author": {"@type": "Person", "name": author},
            "publisher": {"@type": "Organization", "name": site},
        },
        ensure_ascii=False,
    )
    d = ' dir="rtl"' if rtl else ""
    return (
        f'<!DOCTYPE html><html lang="{lang}"{d}{" " + html_attrs if html_attrs else ""}><head>'
        '<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>'
        f"<title>{esc(title)} | {esc(site)}</title>"
        f'<meta name="description" content="{esc(description or title)}"/>'
        f'<meta property="og:type" content="article"/><meta property="og:title" content="{esc(title)}"/>'
        f'<meta property="og:site_name" content="{esc(site)}"/>'
        f'<meta property="article:published_time" content="{esc(published)}"/>'
        f'<meta name="author" content="{esc(author)}"/>'
        f'<script type="application/ld+json">{ld}</script>'
        f"<style{' ' + style_attrs if style_attrs else ''}>{css}</style>{head}</head>"
        f"<body{' ' + body_attrs if body_attrs else ''}>{body}</body></html>\n"
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
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=True,
        lookalikes=lookalikes,
    )
