"""Shared helpers of blind set BS, written for this set after set BQ's pattern: ``talk`` (a discussion from an
indented block, one comment a line, each written by hand; the indentation gives the parent, ``^k`` at the top level
answers comment k), ``draw`` (a nested thread's markup from a per-case item function), ``flat``, ``ptext``,
``case`` (a Case from a site, a piece and page bits), ``box`` (a sidebar widget in the look of the site), ``links``,
``cloud`` (a tag cloud), ``rows`` (a list from "a | b | c" lines), ``calendar`` (a month calendar), ``archive`` (an
archive tree) and ``followers`` (a grid of followers' pictures)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bs import SITES_BS
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bs import Bits, Piece, num, render_bs
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "archive",
    "box",
    "calendar",
    "case",
    "children",
    "cloud",
    "depth",
    "draw",
    "esc",
    "flat",
    "followers",
    "links",
    "num",
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
    answers comment k (1-based). " // " in a text starts a new paragraph (joined by a blank line in the truth)."""
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
) -> str:
    """The comments under ``parent``, each ``item(index, note, replies)``; replies are ``nest(markup, index)``."""
    html = ""
    for i in children(seeds(ns), parent):
        below = draw(ns, item, nest, i)
        html += item(i, ns[i], nest(below, i) if below else "")
    return html


def order(ns: list[Note], parent: int | None = None) -> list[int]:
    """Thread order (each comment followed by its replies, depth first)."""
    out: list[int] = []
    for i in children(seeds(ns), parent):
        out += [i, *order(ns, i)]
    return out


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


_BOX = {
    "journal": '<div class="qp-box {cls}"><h3>{title}</h3>{inner}</div>',
    "hosted": '<div class="hb-gadget {cls}"><h2>{title}</h2><div class="hb-widget-content">{inner}</div></div>',
    "selfhost": '<div class="sh-plugin {cls}"><h4>{title}</h4>{inner}</div>',
    "cms": '<div class="cm-module {cls}"><h3>{title}</h3>{inner}</div>',
    "paper": '<div class="np-box {cls}"><h3>{title}</h3>{inner}</div>',
}


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    """A sidebar widget in the site's look (title escaped here, inner markup as given)."""
    return _BOX[SITES_BS[site_key].look].format(cls=cls, title=esc(title), inner=inner)


def links(
    items: list[str] | tuple[str, ...], base: str = "/", tag: str = "ul", counts: tuple[str, ...] = ()
) -> str:
    lis = "".join(
        f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a>{" " + esc(counts[k]) if k < len(counts) else ""}</li>'
        for k, x in enumerate(items)
    )
    return f"<{tag}>{lis}</{tag}>"


def cloud(words: str, base: str = "/tag/") -> str:
    """A tag cloud from "word:weight, ..." (weight 1-5)."""
    out = []
    for part in words.split(","):
        w, _, n = part.strip().rpartition(":")
        out.append(f'<a href="{base}{slug(w)}" style="font-size:{9 + 3 * int(n)}px">{esc(w)}</a>')
    return '<div class="tag-cloud">' + " ".join(out) + "</div>"


def calendar(month: str, days: int, first: int, linked: tuple[int, ...], heads: str) -> str:
    """A month calendar table: ``first`` the weekday column (0-6) of day 1, ``heads`` 7 letters comma-separated."""
    cells = [""] * first + [str(d) for d in range(1, days + 1)]
    cells += [""] * (-len(cells) % 7)
    body = ""
    for w in range(0, len(cells), 7):
        body += (
            "<tr>"
            + "".join(
                f'<td><a href="/{slug(month)}/{c}">{c}</a></td>'
                if c and int(c) in linked
                else f"<td>{c}</td>"
                for c in cells[w : w + 7]
            )
            + "</tr>"
        )
    return (
        f'<table class="sh-cal qp-cal" summary="{esc(month)}"><caption>{esc(month)}</caption><tr>'
        + "".join(f"<th>{esc(h)}</th>" for h in heads.split(","))
        + f"</tr>{body}</table>"
    )


def archive(years: str) -> str:
    """An archive tree from "2012 (14): März (3), Februar (5); 2011 (40)" (the first month open)."""
    out = '<ul class="archive-tree">'
    for k, part in enumerate(years.split(";")):
        year, _, months = part.strip().partition(":")
        y = year.split()[0]
        out += f'<li>{"▼" if k == 0 else "►"} <a href="/{y}/">{esc(year.strip())}</a>'
        if months.strip():
            out += (
                "<ul>"
                + "".join(
                    f'<li>{"▼" if j == 0 else "►"} <a href="/{y}/{j:02d}/">{esc(m.strip())}</a></li>'
                    for j, m in enumerate(months.split(","))
                )
                + "</ul>"
            )
        out += "</li>"
    return out + "</ul>"


def followers(n_shown: int, key: str) -> str:
    return (
        '<div class="followers-grid">'
        + "".join(
            f'<img src="/_avatar/fl-{key}-{k}.svg" alt="" width="30" height="30" /> ' for k in range(n_shown)
        )
        + "</div>"
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
    site = SITES_BS[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bs(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
