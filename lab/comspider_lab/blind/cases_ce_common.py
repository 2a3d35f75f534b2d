"""Shared helpers of blind set CE: ``talk`` (a discussion from an indented block, one comment a line), ``Note``,
``seeds``, ``rows``, ``case`` (a Case from a site, a piece and page bits) and the era's furniture in each site's look
(``box``, ``most_read``, ``ticker``, ``around_web``, ``poll``, ``stocks``, ``weather``, ``newsletter``, ``related``,
``bio``, ``gallery``). Written for this set."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ce import SITES_CE
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ce import Bits, Piece, num, render_ce
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "around_web",
    "bio",
    "box",
    "case",
    "esc",
    "gallery",
    "most_read",
    "newsletter",
    "num",
    "paras",
    "poll",
    "related",
    "rows",
    "seeds",
    "slug",
    "stocks",
    "talk",
    "ticker",
    "weather",
]


@dataclass(frozen=True)
class Note:
    """One line of a ``talk`` block: the comment, its tags ("k=v" or a bare flag), its depth."""

    seed: Seed
    tags: dict[str, str]
    depth: int

    @property
    def who(self) -> str:
        return self.seed.author

    @property
    def body(self) -> str:
        return self.seed.text

    @property
    def at(self) -> str:
        return self.seed.when

    @property
    def parent(self) -> int | None:
        return self.seed.parent

    def tag(self, key: str) -> str:
        return self.tags.get(key, "")


def talk(block: str) -> list[Note]:
    """``NAME | WHEN | tags :: text`` lines, two spaces of indent a level (a reply to the nearest line above it that is
    one level less deep); " // " in the text separates paragraphs."""
    out: list[Note] = []
    for line in block.strip("\n").splitlines():
        if not line.strip():
            continue
        depth = (len(line) - len(line.lstrip(" "))) // 2
        head, _, text = line.strip().partition(" :: ")
        who, when, tagtext = ([x.strip() for x in head.split("|")] + ["", ""])[:3]
        tags: dict[str, str] = {}
        for t in filter(None, (x.strip() for x in tagtext.split(","))):
            k, _, v = t.partition("=")
            tags[k] = v or "1"
        parent = None
        if depth:
            for j in range(len(out) - 1, -1, -1):
                if out[j].depth == depth - 1:
                    parent = j
                    break
            assert parent is not None, line
        out.append(Note(Seed(who, text.replace(" // ", "\n\n"), parent, when), tags, depth))
    return out


def seeds(ns: list[Note]) -> list[Seed]:
    return [n.seed for n in ns]


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    p = SITES_CE[site_key].prefix
    return f'<div class="{p}-box {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def most_read(site_key: str, tabs: tuple[str, ...], block: str, word: str) -> str:
    """A "Most read | Most shared | Most commented" box (the first tab shown) from "title | count" lines."""
    p = SITES_CE[site_key].prefix
    head = "".join(
        f'<li class="{"on" if k == 0 else ""}"><a href="#mr{k}">{esc(t)}</a></li>' for k, t in enumerate(tabs)
    )
    items = "".join(
        f'<li><a href="/{slug(t)[:40]}">{esc(t)}</a> <span class="{p}-n">({esc(n)} {esc(word)})</span></li>'
        for t, n in rows(block)
    )
    return f'<div class="{p}-box {p}-mr"><ul class="{p}-tabs">{head}</ul><ol>{items}</ol></div>'


def ticker(label: str, block: str) -> str:
    return f"<b>{esc(label)}</b>" + "".join(
        f'<a href="/{slug(r[-1])[:40]}">{esc(" ".join(r))}</a>' for r in rows(block)
    )


def around_web(site_key: str, block: str, title: str = "From around the web") -> str:
    """Sponsored links with thumbnails from "headline | source" lines."""
    p = SITES_CE[site_key].prefix
    items = "".join(
        f'<li><a href="http://ads.example.net/r?{num(h, 1000, 9999)}" rel="nofollow"><img src="/_avatar/sp-{num(h, 10, 99)}.svg" '
        f'width="100" height="70" alt=""><span>{esc(h)}</span></a> <small>{esc(s)}</small></li>'
        for h, s in rows(block)
    )
    return (
        f'<div class="{p}-box {p}-otw"><h3>{esc(title)}</h3><ul>{items}</ul>'
        f'<p class="{p}-by"><small>Sponsored links · What\'s this?</small></p></div>'
    )


def poll(site_key: str, q: str, block: str, votes: int) -> str:
    p = SITES_CE[site_key].prefix
    items = "".join(
        f'<li><label><input type="radio" name="poll"> {esc(a)}</label> <span>{esc(pc)}%</span></li>'
        for a, pc in rows(block)
    )
    return box(
        site_key,
        "Quick poll",
        f'<p class="{p}-q"><b>{esc(q)}</b></p><ul style="list-style:none;padding:0">{items}</ul>'
        f"<p><button>Vote</button> <small>{votes} votes · Not a scientific poll</small></p>",
    )


def stocks(site_key: str, block: str, title: str = "Markets") -> str:
    items = "".join(
        f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(c)}</td></tr>" for a, b, c in rows(block)
    )
    return box(
        site_key,
        title,
        f'<table width="100%" style="font-size:11px">{items}</table><small>Delayed 20 mins</small>',
    )


def weather(site_key: str, place: str, block: str) -> str:
    items = "".join(f"<li><b>{esc(d)}</b> {esc(t)} {esc(s)}</li>" for d, t, s in rows(block))
    return box(site_key, f"Weather: {place}", f'<ul style="list-style:none;padding:0">{items}</ul>')


def newsletter(site_key: str, text: str) -> str:
    return box(
        site_key,
        "Newsletter",
        f'<p>{esc(text)}</p><form action="/newsletter"><input name="email" placeholder="Your email"> <button>Sign up</button></form>',
    )


def related(site_key: str, block: str, title: str = "Related stories") -> str:
    items = "".join(
        f'<li><a href="/{slug(t)[:40]}">{esc(t)}</a> <small>{esc(d)}</small></li>' for t, d in rows(block)
    )
    return box(site_key, title, f"<ul>{items}</ul>")


def bio(site_key: str, name: str, text: str) -> str:
    p = SITES_CE[site_key].prefix
    return (
        f'<div class="{p}-bio" style="border:1px solid #ddd;padding:8px;margin:12px 0;overflow:hidden">'
        f'<img src="/_avatar/by-{slug(name)}.svg" width="60" height="60" alt="{esc(name)}" style="float:left;margin-right:8px">'
        f'<b>About {esc(name)}</b><p>{esc(text)}</p><a href="/author/{slug(name)}">More by {esc(name)}</a> · '
        f'<a href="/author/{slug(name)}/rss">RSS</a></div>'
    )


def gallery(site_key: str, title: str, block: str) -> str:
    """A photo gallery from "caption | credit" lines."""
    p = SITES_CE[site_key].prefix
    items = "".join(
        f'<li><img src="/_avatar/g-{slug(c)[:20]}.svg" width="140" height="94" alt=""><p>{esc(c)} <i>Photo: {esc(cr)}</i></p></li>'
        for c, cr in rows(block)
    )
    return f'<div class="{p}-gal"><h3>{esc(title)}</h3><ul style="list-style:none;padding:0;overflow:hidden">{items}</ul></div>'


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
    site = SITES_CE[site_key]
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_ce(site, piece, bits),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
