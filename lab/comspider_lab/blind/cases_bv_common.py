"""Shared helpers of blind set BV, written for this set: ``talk`` (a discussion from an indented block, one comment a
line, each written by hand; the indentation gives the parent), ``draw`` (a nested thread's markup from a per-case item
function), ``seeds``, ``ptext``, ``case`` (a Case from a site, a piece and page bits), ``box`` (a side module in the
look of the site), ``links``, ``rows`` (a list from a block of "a | b | c" lines) and ``grid`` (a furniture table)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bv import SITES_BV
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bv import Bits, Piece, render_bv
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "box",
    "case",
    "children",
    "depth",
    "draw",
    "esc",
    "grid",
    "links",
    "ptext",
    "rows",
    "seeds",
    "slug",
    "talk",
]


@dataclass(frozen=True)
class Note:
    """A comment as written for a case: its seed (the truth) and the case's own tags."""

    seed: Seed
    tags: tuple[str, ...] = ()

    @property
    def who(self) -> str:
        return self.seed.author

    @property
    def at(self) -> str:
        return self.seed.when

    @property
    def body(self) -> str:
        return self.seed.text

    @property
    def parent(self) -> int | None:
        return self.seed.parent

    def tag(self, key: str, default: str = "") -> str:
        for t in self.tags:
            if t == key:
                return key
            if t.startswith(key + "="):
                return t.split("=", 1)[1]
        return default


def talk(block: str) -> list[Note]:
    """Lines ``name @ when :: text`` or ``name @ when [tag,key=value] :: text``; two spaces of indentation per level:
    a line answers the nearest line above it one level less indented. ``^k name @ when :: text`` (top level)
    answers comment k (1-based) of the block, for flat lists whose answers name or quote the comment they answer.
    " // " in a text starts a new paragraph (the truth joins paragraphs with a blank line)."""
    out: list[Note] = []
    open_at: list[int] = []
    for raw in block.strip("\n").splitlines():
        if not raw.strip():
            continue
        level = (len(raw) - len(raw.lstrip(" "))) // 2
        head, text = raw.strip().split(" :: ", 1)
        tags: tuple[str, ...] = ()
        if head.endswith("]"):
            head, inner = head[:-1].rsplit("[", 1)
            tags = tuple(x.strip() for x in inner.split(",") if x.strip())
        ref: int | None = None
        if head.startswith("^"):
            num, head = head[1:].split(" ", 1)
            ref = int(num) - 1
            assert level == 0 and 0 <= ref < len(out), raw
        name, _, when = head.strip().partition(" @ ")
        assert level <= len(open_at), raw
        parent = open_at[level - 1] if level else ref
        open_at = [*open_at[:level], len(out)]
        paragraphs = "\n\n".join(p.strip() for p in text.split(" // "))
        out.append(Note(Seed(name.strip(), paragraphs, parent, when.strip()), tags))
    return out


def seeds(ns: list[Note], keep_when: bool = True) -> list[Seed]:
    return [n.seed if keep_when else Seed(n.who, n.body, n.parent, "") for n in ns]


def ptext(text: str, cls: str = "", tag: str = "p") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def draw(
    ns: list[Note],
    item: Callable[[int, Note, str], str],
    nest: Callable[[str, int], str],
    parent: int | None = None,
) -> str:
    """The comments under ``parent``, each ``item(index, note, replies)``; replies are ``nest(markup, index)`` or ""."""
    html = ""
    for i in children(seeds(ns), parent):
        below = draw(ns, item, nest, i)
        html += item(i, ns[i], nest(below, i) if below else "")
    return html


def depth(ns: list[Note], i: int) -> int:
    d = 0
    while ns[i].parent is not None:
        i = ns[i].parent  # type: ignore[assignment]
        d += 1
    return d


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


_BOX = {
    "portal": '<div class="tp-mod {cls}"><h4>{title}</h4><div class="c">{inner}</div></div>',
    "club": '<div class="moduletable {cls}"><h3>{title}</h3>{inner}</div>',
    "radio": '<div class="fm-box {cls}"><h3>{title}</h3>{inner}</div>',
    "paper": '<div class="ar-box {cls}"><h4>{title}</h4>{inner}</div>',
    "bulletin": '<div class="{cls}"><h4>{title}</h4>{inner}</div>',
}


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    """A side module in the site's look (the title escaped here, the inner markup as given)."""
    return _BOX[SITES_BV[site_key].look].format(cls=cls, title=esc(title), inner=inner)


def links(
    items: list[str] | tuple[str, ...], base: str = "/", tag: str = "ul", counts: tuple[str, ...] = ()
) -> str:
    """A list of links (``counts``: a text after each link, e.g. "(12)")."""
    lis = "".join(
        f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a>{" " + esc(counts[k]) if k < len(counts) else ""}</li>'
        for k, x in enumerate(items)
    )
    return f"<{tag}>{lis}</{tag}>"


def grid(
    block: str, head: bool = True, cls: str = "", attrs: str = 'width="100%" cellpadding="2" cellspacing="0"'
) -> str:
    """A furniture table from "a | b | c" lines (the first line the header row when ``head``)."""
    rs = rows(block)
    out = f'<table class="{cls}" {attrs}>'
    for k, r in enumerate(rs):
        cell = "th" if head and k == 0 else "td"
        out += "<tr>" + "".join(f"<{cell}>{esc(x)}</{cell}>" for x in r) + "</tr>"
    return out + "</table>"


def case(
    cid: str,
    kind: str,
    site_key: str,
    piece: Piece,
    bits: Bits,
    comments: list[Seed],
    *,
    path: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool = False,
    system: str | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_BV[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bv(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
