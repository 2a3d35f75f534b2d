"""Shared helpers of blind set BT, written for this set after set BQ's: ``talk`` (a discussion from an indented block,
one comment a line, each written by hand; the indentation gives the parent), ``draw`` (a nested thread's markup from a
per-case item function), ``flat``, ``depth``, ``ptext``, ``case`` (a Case from a site, a piece and page bits), ``box``
(a right-column box in the look of the site), ``links``, ``rows`` and the era's furniture (``ticker``, ``poll``,
``newsletter``, ``stocks``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bt import SITES_BT
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bt import BOX_CLS, Bits, Piece, num, render_bt
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
    "flat",
    "links",
    "newsletter",
    "num",
    "poll",
    "ptext",
    "rows",
    "seeds",
    "slug",
    "stocks",
    "talk",
    "ticker",
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
    a line answers the nearest line above it that is one level less indented. A line ``^k name @ when :: text``
    (at the top level) answers comment number k (1-based) of the block, for flat lists whose answers name or quote
    the comment they answer. " // " in a text starts a new paragraph (the truth joins paragraphs with a blank line)."""
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
            k, head = head[1:].split(" ", 1)
            ref = int(k) - 1
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
    order: Callable[[list[int]], list[int]] | None = None,
) -> str:
    """The comments under ``parent``, each as ``item(index, note, replies)``; the replies are ``nest(their markup,
    index)`` or "". ``order`` reorders the top level (e.g. newest first)."""
    html = ""
    kids = children(seeds(ns), parent)
    if order is not None and parent is None:
        kids = order(kids)
    for i in kids:
        below = draw(ns, item, nest, i)
        html += item(i, ns[i], nest(below, i) if below else "")
    return html


def flat(ns: list[Note], item: Callable[[int, Note], str]) -> str:
    return "".join(item(i, n) for i, n in enumerate(ns))


def depth(ns: list[Note], i: int) -> int:
    d = 0
    while ns[i].parent is not None:
        i = ns[i].parent  # type: ignore[assignment]
        d += 1
    return d


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    """A right-column box in the site's look (the title escaped here, the inner markup as given)."""
    look = SITES_BT[site_key].look
    return f'<div class="{BOX_CLS[look]} {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def links(
    items: list[str] | tuple[str, ...], base: str = "/", tag: str = "ul", counts: tuple[str, ...] = ()
) -> str:
    """A list of links (``counts``: a text after each link, e.g. "(12)")."""
    lis = "".join(
        f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a>{" " + esc(counts[k]) if k < len(counts) else ""}</li>'
        for k, x in enumerate(items)
    )
    return f"<{tag}>{lis}</{tag}>"


def ticker(label: str, items: list[str] | tuple[str, ...], cls: str = "tk") -> str:
    """A breaking-news ticker under the menu (a marquee, as 2012 sites still had)."""
    return (
        f'<div class="{cls}" style="background:#fff3cd;border-bottom:1px solid #e0c060;padding:4px 10px;font-size:12px">'
        f'<b style="color:#b00">{esc(label)}</b> <marquee scrollamount="3" style="width:80%;vertical-align:middle">'
        + " &#160;•&#160; ".join(esc(x) for x in items)
        + "</marquee></div>"
    )


def poll(question: str, answers: list[tuple[str, int]], votes_word: str, button: str) -> str:
    total = sum(n for _, n in answers)
    return (
        f'<form class="poll" action="/poll/vote" method="post"><p><b>{esc(question)}</b></p>'
        + "".join(
            f'<label><input type="radio" name="a" value="{k}" /> {esc(a)}</label> <small>{round(100 * n / total)}%</small><br />'
            for k, (a, n) in enumerate(answers)
        )
        + f'<input type="submit" value="{esc(button)}" /> <small>{total} {esc(votes_word)}</small></form>'
    )


def newsletter(text: str, button: str) -> str:
    return (
        f'<form class="nl" action="/newsletter" method="post"><p>{esc(text)}</p>'
        f'<input type="text" name="email" size="22" /> <input type="submit" value="{esc(button)}" /></form>'
    )


def stocks(block: str) -> str:
    """A small market table from "name | value | change" lines."""
    return (
        '<table class="mkt" cellpadding="2" cellspacing="0" width="100%">'
        + "".join(
            f'<tr><td>{esc(a)}</td><td align="right">{esc(b)}</td>'
            f'<td align="right" style="color:{"#080" if c.startswith("+") else "#b00"}">{esc(c)}</td></tr>'
            for a, b, c in rows(block)
        )
        + "</table>"
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
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool = False,
    system: str | None = None,
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_BT[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bt(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
