"""Shared helpers of blind set BY, written for this set: ``talk`` (a discussion from an indented block, one comment a
line, each written by hand; the indentation gives the parent), ``Note`` (a comment and its per-case tags),
``walk`` (comments in thread order with their depth), ``paras``, ``case`` (a Case from a site, a piece and page
bits), ``box`` (a right-column widget in the look of the site), ``links`` and ``rows``."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_by import SITES_BY
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_by import Bits, Piece, num, render_by
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
    "esc",
    "links",
    "num",
    "paras",
    "rows",
    "seeds",
    "slug",
    "talk",
    "walk",
]


@dataclass(frozen=True)
class Note:
    """A comment as written for a case: its seed (the truth) and the case's own tags (``key`` or ``key=value``)."""

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
    a line answers the nearest line above it that is one level less indented. " // " in a text starts a new
    paragraph (the truth joins paragraphs with a blank line)."""
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
        name, _, when = head.strip().partition(" @ ")
        assert level <= len(open_at), raw
        parent = open_at[level - 1] if level else None
        open_at = [*open_at[:level], len(out)]
        paragraphs = "\n\n".join(p.strip() for p in text.split(" // "))
        out.append(Note(Seed(name.strip(), paragraphs, parent, when.strip()), tags))
    return out


def seeds(ns: list[Note], keep_when: bool = True) -> list[Seed]:
    return [n.seed if keep_when else Seed(n.who, n.body, n.parent, "") for n in ns]


def walk(ns: list[Note], parent: int | None = None, depth: int = 0) -> list[tuple[int, int]]:
    """(index, depth) of every comment under ``parent`` in thread order (each followed by its answers)."""
    out: list[tuple[int, int]] = []
    for i in children(seeds(ns), parent):
        out.append((i, depth))
        out += walk(ns, i, depth + 1)
    return out


def paras(text: str, tag: str = "p", cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


_BOX = {
    "news": '<div class="nw-box {cls}"><h3>{title}</h3>{inner}</div>',
    "blog": '<div class="bl-w {cls}"><h4>{title}</h4>{inner}</div>',
    "lj": '<div class="lj-box {cls}"><h4>{title}</h4>{inner}</div>',
}


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    """A right-column widget in the site's look (the title escaped here, the inner markup as given)."""
    return _BOX[SITES_BY[site_key].look].format(cls=cls, title=esc(title), inner=inner)


def links(
    items: list[str] | tuple[str, ...], base: str = "/", tag: str = "ul", counts: tuple[str, ...] = ()
) -> str:
    """A list of links (``counts``: a text after each link, e.g. "(12)")."""
    lis = "".join(
        f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a>{" " + esc(counts[k]) if k < len(counts) else ""}</li>'
        for k, x in enumerate(items)
    )
    return f"<{tag}>{lis}</{tag}>"


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
    site = SITES_BY[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_by(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
