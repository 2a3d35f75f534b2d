"""Shared helpers of blind set CW, written for this set: ``talk`` (a discussion from an indented block, one comment a
line: ``NAME @ WHEN :: TEXT``, paragraphs split by " // ", two spaces of indent per reply level), ``seeds`` (the truth's
comments), ``tree`` (a nested rendering), ``case`` (a Case from a site, a piece and page bits) and the era's furniture
(``most_read`` with counts, ``related``, ``tag_cloud``, ``poll``, ``newsletter``, ``blogroll``, ``links``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_cw import SITES_CW
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cw import Bits, Piece, box, num, render_cw
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "blogroll",
    "box",
    "case",
    "esc",
    "links",
    "most_read",
    "newsletter",
    "num",
    "paras",
    "poll",
    "related",
    "rows",
    "seeds",
    "side",
    "slug",
    "tag_cloud",
    "talk",
    "tree",
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
    stack: list[int] = []  # index of the latest note at each depth
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        depth = (len(line) - len(line.lstrip(" "))) // 2
        head, _, text = line.strip().partition(" :: ")
        who, _, at = head.partition(" @ ")
        body = "\n\n".join(x.strip() for x in text.split(" // "))
        del stack[depth:]
        parent = stack[-1] if depth else None
        assert depth == len(stack), line
        out.append(Note(who.strip(), at.strip(), body, parent, depth))
        stack.append(len(out) - 1)
    return out


def seeds(ns: list[Note]) -> list[Seed]:
    return [Seed(n.who, n.body, n.parent, n.at) for n in ns]


def tree(ns: list[Note], item: Callable[[int, Note, str], str], parent: int | None = None) -> str:
    """Each note by ``item(index, note, rendered replies)``, replies inside their parent."""
    return "".join(item(i, n, tree(ns, item, i)) for i, n in enumerate(ns) if n.parent == parent)


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def paras(text: str, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<p{attr}>{esc(x)}</p>" for x in text.split("\n\n"))


def links(titles: tuple[str, ...] | list[str], base: str = "/") -> str:
    return (
        "<ul>" + "".join(f'<li><a href="{base}{slug(t)[:40]}/">{esc(t)}</a></li>' for t in titles) + "</ul>"
    )


def side(site_key: str, title: str, inner: str, cls: str = "") -> str:
    return box(SITES_CW[site_key], title, inner, cls)


def most_read(site_key: str, block: str, word: str = "views", title: str = "Most Read") -> str:
    """A most-read list from "title | count" lines."""
    items = "".join(
        f'<li><a href="/{slug(t)[:40]}/">{esc(t)}</a> <small>({esc(c)} {esc(word)})</small></li>'
        for t, c in rows(block)
    )
    return side(site_key, title, f"<ol>{items}</ol>", "mostread")


def related(site_key: str, titles: tuple[str, ...], title: str = "Related Posts") -> str:
    return side(site_key, title, links(titles), "related")


def tag_cloud(site_key: str, words: str) -> str:
    inner = " ".join(
        f'<a href="/tag/{slug(w)}/" style="font-size:{num(w, 9, 20)}px">{esc(w)}</a>'
        for w in words.split(", ")
    )
    return side(site_key, "Tags", f'<div class="cloud">{inner}</div>', "tagcloud")


def poll(site_key: str, question: str, block: str) -> str:
    items = "".join(f"<li>{esc(a)} <b>{esc(pc)}</b> ({esc(v)} votes)</li>" for a, pc, v in rows(block))
    return side(
        site_key,
        "Poll",
        f"<p>{esc(question)}</p><ul>{items}</ul><p><a href='/polls/'>More polls</a></p>",
        "poll",
    )


def newsletter(site_key: str, text: str) -> str:
    return side(
        site_key,
        "Newsletter",
        f'<p>{esc(text)}</p><form action="/subscribe" method="post"><input type="text" name="email" value="Your e-mail address"> '
        '<input type="submit" value="Sign up"></form>',
        "newsletter",
    )


def blogroll(site_key: str, names: tuple[str, ...], title: str = "Blogroll") -> str:
    return side(
        site_key,
        title,
        "<ul>"
        + "".join(
            f'<li><a href="http://{slug(n)}.example.net/" rel="external">{esc(n)}</a></li>' for n in names
        )
        + "</ul>",
        "blogroll",
    )


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
        html=render_cw(SITES_CW[site_key], piece, bits),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
