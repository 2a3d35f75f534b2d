"""Shared helpers of blind set CK, written for this set: ``talk`` (a discussion from an indented block, one entry a
line), ``truth`` (the reader comments of such a block as Seeds), ``body`` (a comment's text as the site printed it:
paragraphs, a quoted earlier comment, a bullet list, links), ``case`` (a Case from a site, a post and page parts),
``widget`` and ``lis`` (sidebar furniture)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.content_ck import SITES_CK
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ck import Parts, Post, num, render_ck
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Case",
    "Entry",
    "Parts",
    "Post",
    "Seed",
    "body",
    "case",
    "esc",
    "lis",
    "num",
    "slug",
    "talk",
    "truth",
    "widget",
]


@dataclass
class Entry:
    """One entry of a discussion as printed: a reader comment (kind "c"), a pingback or trackback ("ping") or a
    removed entry ("gone"); ``parent`` is the index of the entry it answers in the list of entries; ``author`` is
    True for the post's author (the site marks the answer)."""

    who: str
    text: str
    at: str
    depth: int
    parent: int | None
    kind: str = "c"
    author: bool = False
    votes: int = 0


def talk(block: str) -> list[Entry]:
    """Lines "  NAME @ DATE :: TEXT" (two spaces of indentation per level of reply). NAME "*Name" is the post's
    author; a line "PING @ DATE :: SITE :: TITLE" is a pingback; "GONE @ DATE" a removed entry; "[n]" at the end of
    DATE gives the votes. In TEXT, " // " separates paragraphs, a paragraph "> ..." is a quoted earlier comment and a
    paragraph "- a | b | c" is a bullet list."""
    out: list[Entry] = []
    stack: list[int] = []
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        depth = (len(line) - len(line.lstrip(" "))) // 2
        line = line.strip()
        head, _, text = line.partition(" :: ")
        who, _, at = head.partition(" @ ")
        votes = 0
        m = re.search(r"\s*\[(\d+)\]$", at)
        if m:
            votes = int(m.group(1))
            at = at[: m.start()]
        del stack[depth:]
        parent = stack[-1] if depth and stack else None
        kind = "ping" if who == "PING" else "gone" if who == "GONE" else "c"
        author = who.startswith("*")
        out.append(Entry(who.lstrip("*"), text, at, depth, parent, kind, author, votes))
        stack.append(len(out) - 1)
    return out


def truth(entries: list[Entry]) -> list[Seed]:
    """The reader comments (pingbacks and removed entries left out), parents renumbered; a comment answering a
    left-out entry has no parent."""
    index: dict[int, int] = {}
    seeds: list[Seed] = []
    for i, e in enumerate(entries):
        if e.kind != "c":
            continue
        index[i] = len(seeds)
        parent = index.get(e.parent) if e.parent is not None else None
        seeds.append(Seed(e.who, plain(e.text), parent, e.at))
    return seeds


def plain(text: str) -> str:
    """A comment's text as the reader wrote it: paragraphs on blank lines, list items on their own lines."""
    paras = []
    for x in text.split(" // "):
        if x.startswith("> "):
            paras.append(x[2:])
        elif x.startswith("- "):
            paras.append("\n".join(i.strip() for i in x[2:].split(" | ")))
        else:
            paras.append(x)
    return "\n\n".join(paras)


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow">{url}</a>'

    return _URL.sub(a, esc(text))


def body(text: str, *, ptag: str = "p", quote: str = "blockquote", br: bool = False) -> str:
    """A comment's text in markup: each paragraph a <p> (or, with ``br``, lines joined by <br><br> as Blogger and
    Typepad printed them), a quote in a blockquote, a list in a ul."""
    parts: list[str] = []
    for x in text.split(" // "):
        if x.startswith("> "):
            parts.append(f"<{quote}>{linked(x[2:])}</{quote}>")
        elif x.startswith("- "):
            parts.append(
                "<ul>" + "".join(f"<li>{linked(i.strip())}</li>" for i in x[2:].split(" | ")) + "</ul>"
            )
        elif br:
            parts.append(linked(x))
        else:
            parts.append(f"<{ptag}>{linked(x)}</{ptag}>")
    if br:
        out = ""
        for k, part in enumerate(parts):
            if k and not part.startswith("<") and not parts[k - 1].startswith("<"):
                out += "<br /><br />"
            out += part
        return out
    return "".join(parts)


def widget(site_key: str, title: str, inner: str, cls: str = "") -> str:
    p = SITES_CK[site_key].prefix
    return f'<div class="{p}-wid {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def lis(lines: str, tag: str = "ul", fmt: str = "{a}") -> str:
    """A list from lines "a | b | c" (``fmt`` uses a, b, c: each escaped; a is also linked)."""
    items = []
    for line in lines.strip().splitlines():
        bits = [b.strip() for b in line.split(" | ")] + ["", ""]
        a, b, c = (esc(x) for x in bits[:3])
        items.append("<li>" + fmt.format(a=f'<a href="/{slug(bits[0])[:40]}/">{a}</a>', b=b, c=c) + "</li>")
    return f"<{tag}>" + "".join(items) + f"</{tag}>"


def case(
    cid: str,
    kind: str,
    site_key: str,
    post: Post,
    parts: Parts,
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
        html=render_ck(SITES_CK[site_key], post, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )


__all__ += ["linked", "plain"]
_ = num
