"""Shared helpers of blind set BR, written for this set: ``talk`` (a discussion from an indented block, one comment a
line, each written by hand; the indentation gives the parent), ``draw`` (a thread's markup from a per-case item
function), ``flat`` (every comment in order, with its depth), ``ptext``, ``case`` (a Case from a site, a piece and page
bits) and ``rows`` (a furniture list from a block of "a | b | c" lines)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_br import SITES_BR
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_br import Bits, Piece, render_br
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "SITES_BR",
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "case",
    "children",
    "depth",
    "draw",
    "esc",
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
    """Lines ``name @ when :: text`` or ``name @ when [tag,key=value] :: text`` (``name :: text`` without a time);
    two spaces of indentation per level: a line answers the nearest line above it that is one level less indented;
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
        name, _, when = head.strip().partition(" @ ")
        assert level <= len(open_at), raw
        parent = open_at[level - 1] if level else None
        open_at = [*open_at[:level], len(out)]
        paragraphs = "\n\n".join(p.strip() for p in text.split(" // "))
        out.append(Note(Seed(name.strip(), paragraphs, parent, when.strip()), tags))
    return out


def seeds(ns: list[Note], keep_when: bool = True) -> list[Seed]:
    return [n.seed if keep_when else Seed(n.who, n.body, n.parent, "") for n in ns]


def depth(ns: list[Note], i: int) -> int:
    d = 0
    while ns[i].parent is not None:
        i = ns[i].parent  # type: ignore[assignment]
        d += 1
    return d


def ptext(text: str, cls: str = "", tag: str = "p") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def draw(
    ns: list[Note],
    item: Callable[[int, Note, str], str],
    nest: Callable[[str, int], str],
    parent: int | None = None,
) -> str:
    """The comments under ``parent``, each as ``item(index, note, replies)``; the replies are ``nest(their markup,
    index)`` or ""."""
    html = ""
    for i in children(seeds(ns), parent):
        below = draw(ns, item, nest, i)
        html += item(i, ns[i], nest(below, i) if below else "")
    return html


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


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
    site = SITES_BR[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_br(site, piece, bits, path),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
