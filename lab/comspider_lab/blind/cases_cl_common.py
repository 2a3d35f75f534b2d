"""Shared helpers of blind set CL: ``talk`` (a discussion from a block, one entry a line:
``>>NAME @ DATE {flags} :: TEXT // NEXT PARAGRAPH``, each leading ">" one level deeper, the parent being the latest
entry one level up), ``truth`` (the entries that are readers' comments, with their parents re-indexed), the furniture
of 2012 (``box``, ``most_list``, ``latest_elsewhere``, ``tag_cloud``, ``bio``, ``poll``, ``social``), ``paras`` and
``case``. Flags: ``author`` (the post's author answering), ``removed`` (a removed entry, shown as removed: not in the
truth), ``ping`` (a pingback or trackback: not in the truth), ``v=N`` (votes)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from comspider_lab.blind.content_cl import SITES_CL
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cl import Bits, Piece, num, render_cl
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "Bits",
    "Case",
    "Entry",
    "Piece",
    "Seed",
    "bio",
    "box",
    "case",
    "esc",
    "latest_elsewhere",
    "linked",
    "most_list",
    "num",
    "paras",
    "poll",
    "slug",
    "social",
    "tag_cloud",
    "talk",
    "truth",
]


@dataclass
class Entry:
    who: str
    at: str
    body: str
    depth: int
    parent: int | None  # index among all entries
    flags: set[str] = field(default_factory=set)
    votes: int = 0
    raw: str = (
        ""  # the text as typed in the block (a list paragraph keeps its "- " marks): what the page renders
    )

    @property
    def real(self) -> bool:
        return not ({"removed", "ping"} & self.flags)


_LINE = re.compile(r"^(>*)\s*(.+?) @ (.+?)(?: \{([^}]*)\})? :: (.*)$")


def talk(block: str) -> list[Entry]:
    out: list[Entry] = []
    last_at_depth: dict[int, int] = {}
    for line in block.strip().splitlines():
        if not line.strip():
            continue
        m = _LINE.match(line.strip())
        assert m, line[:60]
        depth = len(m.group(1))
        flags: set[str] = set()
        votes = 0
        for f in (m.group(4) or "").split(","):
            f = f.strip()
            if f.startswith("v="):
                votes = int(f[2:])
            elif f:
                flags.add(f)
        parent = last_at_depth[depth - 1] if depth else None
        raw = "\n\n".join(" ".join(x.split()) for x in m.group(5).split(" // "))
        body = "\n\n".join(
            "\n".join(x[2:].split(" - ")) if x.startswith("- ") else x for x in raw.split("\n\n")
        )
        out.append(Entry(m.group(2).strip(), m.group(3).strip(), body, depth, parent, flags, votes, raw))
        last_at_depth[depth] = len(out) - 1
        for d in [d for d in last_at_depth if d > depth]:
            del last_at_depth[d]
    return out


def truth(es: list[Entry]) -> list[Seed]:
    """The readers' comments (no removed entry, no pingback), parents re-indexed among them."""
    idx: dict[int, int] = {}
    seeds: list[Seed] = []
    for i, e in enumerate(es):
        if not e.real:
            continue
        parent = None
        if e.parent is not None:
            assert e.parent in idx, (e.who, "answers an entry outside the truth")
            parent = idx[e.parent]
        idx[i] = len(seeds)
        seeds.append(Seed(e.who, e.body, parent, e.at))
    return seeds


_URL = re.compile(r"(https?://[^\s<]+[^\s<.,;:!?)]|www\.[^\s<]+[^\s<.,;:!?)])")


def linked(text: str) -> str:
    def a(m: re.Match[str]) -> str:
        url = m.group(1)
        href = url if url.startswith("http") else "http://" + url
        return f'<a href="{href}" rel="nofollow">{url}</a>'

    return _URL.sub(a, esc(text))


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    """Paragraphs with links; a paragraph whose lines start with "- " becomes a list, one starting with "> " a quote."""
    attr = f' class="{cls}"' if cls else ""
    out = []
    for x in text.split("\n\n"):
        if x.startswith("- "):
            out.append("<ul>" + "".join(f"<li>{linked(i)}</li>" for i in x[2:].split(" - ")) + "</ul>")
        else:
            out.append(f"<{tag}{attr}>{linked(x)}</{tag}>")
    return "".join(out)


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    p = SITES_CL[site_key].prefix
    return f'<div class="{p}-box {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def _rows(block: str) -> list[list[str]]:
    return [[c.strip() for c in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def most_list(site_key: str, title: str, block: str, word: str, cls: str = "mr") -> str:
    """A most-read or most-commented list from "title | count" lines."""
    items = "".join(
        f'<li><a href="/{slug(t)[:40]}/">{esc(t)}</a> <span class="n">({esc(n)} {esc(word)})</span></li>'
        for t, n in _rows(block)
    )
    return box(site_key, title, f"<ol>{items}</ol>", cls)


def latest_elsewhere(site_key: str, title: str, block: str) -> str:
    """Other posts' latest comments from "name | post title | snippet" lines."""
    items = "".join(
        f'<li><b>{esc(a)}</b> on <a href="/{slug(t)[:40]}/">{esc(t)}</a>: “{esc(x)}”</li>'
        for a, t, x in _rows(block)
    )
    return box(site_key, title, f'<ul class="rc">{items}</ul>', "rc-box")


def tag_cloud(site_key: str, words: str) -> str:
    items = " ".join(
        f'<a href="/tag/{slug(w)}/" style="font-size:{9 + num(w, 0, 9)}px">{esc(w)}</a>'
        for w in words.split(",")
    )
    return box(site_key, "Tags", f'<div class="cloud">{items}</div>')


def bio(site_key: str, name: str, text: str) -> str:
    return box(
        site_key,
        "About the author",
        f'<img src="/_avatar/bio-{slug(name)}.svg" width="60" height="60" alt="" style="float:left;margin:0 8px 4px 0"><p><b>{esc(name)}</b> {esc(text)}</p>',
    )


def poll(site_key: str, question: str, block: str, total: str) -> str:
    items = "".join(f"<li>{esc(a)} <b>{esc(b)}</b></li>" for a, b in _rows(block))
    return box(
        site_key,
        "Poll",
        f"<p>{esc(question)}</p><ul>{items}</ul><p><small>Total votes: {esc(total)}</small></p>",
    )


def social(site_key: str, fans: int, followers: int) -> str:
    return box(
        site_key,
        "Follow us",
        f'<p class="soc"><a href="http://www.facebook.com/">Facebook</a> · {fans:,} people like this</p>'
        f'<p class="soc"><a href="http://twitter.com/">Twitter</a> · {followers:,} followers</p>'
        '<p class="soc"><a href="/feed/">RSS feed</a> · <a href="/newsletter">Email updates</a></p>',
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
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cl(SITES_CL[site_key], piece, bits),
        comments=comments,
        static=kind in ("discussion", "mixed"),
        lookalikes=lookalikes,
    )
