"""Shared helpers of blind set CC, written for this set: ``talk`` (a discussion from an indented block, one comment a
line: "NAME @ shown time :: text", " // " between paragraphs, two spaces of indent a level of reply), ``rows`` ("a |
b | c" lines), ``tree`` (a nested list of comments from a per-comment function), ``case`` (a Case from a site, a piece
and page bits) and the era's sidebar furniture (``box``, ``links``, ``tag_cloud``, ``tweets``, ``recent_comments``,
``popular``, ``newsletter``, ``author_box``, ``related``, ``also_like``, ``blogroll``, ``ad``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_cc import SITES_CC
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cc import Bits, Piece, num, render_cc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "ad",
    "also_like",
    "author_box",
    "blogroll",
    "box",
    "case",
    "esc",
    "links",
    "newsletter",
    "num",
    "paras",
    "popular",
    "recent_comments",
    "related",
    "rows",
    "seeds",
    "slug",
    "tag_cloud",
    "talk",
    "tree",
    "tweets",
]


@dataclass(frozen=True)
class Note:
    who: str
    at: str
    body: str  # paragraphs joined by a blank line
    parent: int | None
    depth: int


def talk(block: str) -> list[Note]:
    out: list[Note] = []
    last_at_depth: dict[int, int] = {}
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        depth = (len(line) - len(line.lstrip(" "))) // 2
        head, _, body = line.strip().partition(" :: ")
        who, _, at = head.rpartition(" @ ")
        parent = last_at_depth[depth - 1] if depth else None
        out.append(
            Note(who.strip(), at.strip(), "\n\n".join(x.strip() for x in body.split(" // ")), parent, depth)
        )
        last_at_depth[depth] = len(out) - 1
    return out


def seeds(ns: list[Note]) -> list[Seed]:
    return [Seed(n.who, n.body, n.parent, n.at) for n in ns]


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split(" | ")] for line in block.strip().splitlines() if line.strip()]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def tree(
    ns: list[Note],
    item: Callable[[int, Note, str], str],
    list_open: str = "<ul>",
    list_close: str = "</ul>",
    parent: int | None = None,
    top_open: str = "",
) -> str:
    """The comments under ``parent`` as ``item(i, note, sub)`` (``sub``: its replies' list, or "")."""
    kids = [i for i, n in enumerate(ns) if n.parent == parent]
    if not kids:
        return ""
    inner = "".join(item(i, ns[i], tree(ns, item, list_open, list_close, i)) for i in kids)
    return (top_open if parent is None and top_open else list_open) + inner + list_close


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    p = SITES_CC[site_key].prefix
    return f'<div class="{p}-w {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def links(titles: list[str] | tuple[str, ...], base: str = "/") -> str:
    return (
        "<ul>" + "".join(f'<li><a href="{base}{slug(t)[:40]}/">{esc(t)}</a></li>' for t in titles) + "</ul>"
    )


def tag_cloud(site_key: str, words: str) -> str:
    """A tag cloud from "word:size" items."""
    inner = " ".join(
        f'<a href="/tag/{slug(w)}/" style="font-size:{int(s)}pt">{esc(w)}</a>'
        for w, s in (x.rsplit(":", 1) for x in words.split(", "))
    )
    return box(site_key, "Tags", f'<div class="tagcloud">{inner}</div>')


def tweets(site_key: str, handle: str, block: str) -> str:
    """A Twitter widget from "text | when" lines."""
    items = "".join(
        f'<li><span class="tw-t">{esc(t)}</span> <a class="tw-d" href="#">{esc(w)}</a></li>'
        for t, w in rows(block)
    )
    return box(
        site_key,
        "Twitter",
        f'<ul class="tw-list">{items}</ul><p><a href="#">Follow @{esc(handle)}</a></p>',
    )


def recent_comments(site_key: str, block: str, title: str = "Recent Comments") -> str:
    """A recent-comments widget of other posts, from "name | post title" lines."""
    items = "".join(
        f'<li class="rc"><a href="/{slug(who)}/">{esc(who)}</a> on <a href="/{slug(t)[:40]}/#c{num(who + t, 10, 999)}">{esc(t)}</a></li>'
        for who, t in rows(block)
    )
    return box(site_key, title, f"<ul>{items}</ul>")


def popular(site_key: str, title: str, block: str, word: str) -> str:
    """Most popular / most commented with counts, from "title | count" lines."""
    items = "".join(
        f'<li><a href="/{slug(t)[:40]}/">{esc(t)}</a> <span class="n">({esc(c)} {esc(word)})</span></li>'
        for t, c in rows(block)
    )
    return box(site_key, title, f"<ol>{items}</ol>")


def newsletter(site_key: str, text: str) -> str:
    return box(
        site_key,
        "Newsletter",
        f'<p>{esc(text)}</p><form action="/subscribe"><input type="text" name="email" value="Your email address"> '
        '<input type="submit" value="Sign up"></form>',
    )


def author_box(site_key: str, name: str, bio: str) -> str:
    p = SITES_CC[site_key].prefix
    return (
        f'<div class="{p}-author"><img src="/_avatar/{p}-author-{slug(name)}.svg" alt="" width="60" height="60">'
        f"<h4>About {esc(name)}</h4><p>{esc(bio)}</p></div>"
    )


def related(site_key: str, block: str, title: str = "Related Posts") -> str:
    """Related posts with excerpts, from "title | excerpt" lines."""
    p = SITES_CC[site_key].prefix
    items = "".join(
        f'<li><a href="/{slug(t)[:40]}/">{esc(t)}</a><p class="{p}-ex">{esc(x)}</p></li>'
        for t, x in rows(block)
    )
    return f'<div class="{p}-related"><h3>{esc(title)}</h3><ul>{items}</ul></div>'


def also_like(site_key: str, titles: list[str], title: str = "You might also like:") -> str:
    p = SITES_CC[site_key].prefix
    items = "".join(
        f'<a class="{p}-thumb" href="/{slug(t)[:40]}/"><img src="/_avatar/{p}-t-{slug(t)[:20]}.svg" alt="" width="100" height="75"><span>{esc(t)}</span></a>'
        for t in titles
    )
    return f'<div class="{p}-alsolike"><h4>{esc(title)}</h4>{items}</div>'


def blogroll(site_key: str, names: list[str]) -> str:
    return box(site_key, "Blogroll", links(names, "http://www.example.com/"))


def ad(site_key: str, size: str = "300x250") -> str:
    p = SITES_CC[site_key].prefix
    w, h = size.split("x")
    return f'<div class="{p}-ad" style="width:{w}px;height:{h}px">Advertisement</div>'


def case(
    cid: str,
    kind: str,
    site_key: str,
    piece: Piece,
    bits: Bits,
    comments: list[Seed],
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
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cc(SITES_CC[site_key], piece, bits),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
