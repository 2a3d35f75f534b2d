"""Shared helpers of blind set BX, written for this set after set BQ's: ``talk`` (a discussion from an indented block,
one comment a line, each written by hand; the indentation, or a leading ``^k``, gives the parent), ``draw`` (a nested
thread's markup from a per-case item function), ``flat``, ``seeds``, ``depth``, ``ptext``, ``case`` (a Case from a site,
a piece and page bits), ``box`` (a sidebar widget in the look of the site), ``links``, ``rows`` and the era's furniture:
``most_read`` (with counts), ``around_web`` (sponsored links), ``newsletter``, ``login_box``, ``poll``,
``latest_comments`` (other stories' comments across the site), ``gallery``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bx import SITES_BX
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bx import Bits, Piece, num, render_bx
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "around_web",
    "box",
    "case",
    "children",
    "depth",
    "draw",
    "esc",
    "flat",
    "gallery",
    "latest_comments",
    "links",
    "login_box",
    "most_read",
    "newsletter",
    "num",
    "poll",
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
    a line answers the nearest line above it that is one level less indented. A line ``^k name @ when :: text`` (at
    the top level) answers comment number k (1-based) of the block, for flat lists whose answers name or quote the
    comment they answer. " // " in a text starts a new paragraph (the truth joins paragraphs with a blank line)."""
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
    """The comments under ``parent``, each as ``item(index, note, replies)``; the replies are ``nest(their markup,
    index)`` or ""."""
    html = ""
    for i in children(seeds(ns), parent):
        below = draw(ns, item, nest, i)
        html += item(i, ns[i], nest(below, i) if below else "")
    return html


def flat(ns: list[Note], item: Callable[[int, Note], str]) -> str:
    return "".join(item(i, n) for i, n in enumerate(ns))


def depth(ns: list[Note], i: int) -> int:
    d = 0
    p = ns[i].parent
    while p is not None:
        d += 1
        p = ns[p].parent
    return d


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


_BOX = {
    "metro": '<div class="mx-box {cls}"><h3>{title}</h3>{inner}</div>',
    "local": '<div class="lc-box {cls}"><h3>{title}</h3>{inner}</div>',
    "blog": '<div class="nb-w {cls}"><h4>{title}</h4>{inner}</div>',
    "station": '<div class="st-box {cls}"><h3>{title}</h3>{inner}</div>',
}


def box(site_key: str, title: str, inner: str, cls: str = "") -> str:
    """A sidebar widget in the site's look (the title escaped here, the inner markup as given)."""
    return _BOX[SITES_BX[site_key].look].format(cls=cls, title=esc(title), inner=inner)


def links(
    items: list[str] | tuple[str, ...], base: str = "/", tag: str = "ul", counts: tuple[str, ...] = ()
) -> str:
    """A list of links (``counts``: a text after each link, e.g. "(12)")."""
    lis = "".join(
        f'<li><a href="{base}{slug(x)[:40]}">{esc(x)}</a>{" " + esc(counts[k]) if k < len(counts) else ""}</li>'
        for k, x in enumerate(items)
    )
    return f"<{tag}>{lis}</{tag}>"


def most_read(site_key: str, block: str, title: str = "Most read", base: str = "/news/") -> str:
    """A most-read or most-commented box from "headline | count text" lines."""
    items = rows(block)
    return box(site_key, title, links([r[0] for r in items], base, "ol", tuple(r[1] for r in items)), "most")


def around_web(site_key: str, block: str, title: str = "From around the web") -> str:
    """A sponsored-links box from "headline | advertiser" lines."""
    inner = (
        "<ul>"
        + "".join(
            f'<li><a href="/sponsored/?u={slug(h)[:30]}" rel="nofollow"><img src="/_avatar/sp-{slug(h)[:16]}.svg" alt="" width="80" height="60" /> '
            f"{esc(h)}</a> <small>({esc(a)})</small></li>"
            for h, a in rows(block)
        )
        + '</ul><p style="font-size:10px;text-align:right">Sponsored links · <a href="/about-these-links">What is this?</a></p>'
    )
    return box(site_key, title, inner, "sponsored")


def newsletter(site_key: str, what: str) -> str:
    return box(
        site_key,
        "Get the newsletter",
        f'<p>{esc(what)}</p><form action="/newsletter/signup" method="post"><input type="text" name="email" value="Your email address" /> '
        '<input type="submit" value="Sign up" /></form>',
        "newsletter",
    )


def login_box(site_key: str, note: str = "") -> str:
    return box(
        site_key,
        "Log in",
        '<form action="/account/login" method="post"><p>Username: <input type="text" name="u" size="14" /></p>'
        '<p>Password: <input type="password" name="p" size="14" /></p><p><input type="submit" value="Log in" /> '
        '<a href="/account/register">Register</a> · <a href="/account/forgot">Forgot password?</a></p></form>'
        + (f"<p><small>{esc(note)}</small></p>" if note else ""),
        "login",
    )


def poll(site_key: str, question: str, block: str, votes: int) -> str:
    """A poll box from "answer | percent" lines, already voted."""
    inner = (
        f'<p><b>{esc(question)}</b></p><ul class="poll">'
        + "".join(f"<li>{esc(a)} <b>{esc(p)}%</b></li>" for a, p in rows(block))
        + f'</ul><p><small>{votes:,} votes · <a href="/polls/">Past polls</a></small></p>'
    )
    return box(site_key, "Quick poll", inner, "poll")


def latest_comments(site_key: str, block: str, title: str = "Latest comments") -> str:
    """Other stories' latest comments across the site, from "name | when | story | excerpt" lines."""
    inner = (
        "<ul>"
        + "".join(
            f'<li><b>{esc(n)}</b> on <a href="/news/{slug(s)[:36]}">{esc(s)}</a> <small>{esc(w)}</small><br />'
            f"“{esc(x)}”</li>"
            for n, w, s, x in rows(block)
        )
        + "</ul>"
    )
    return box(site_key, title, inner, "latest-talk")


def gallery(site_key: str, title: str, block: str) -> str:
    """A photo gallery teaser from "caption | credit" lines."""
    inner = (
        "".join(
            f'<div style="float:left;width:90px;margin:2px;font-size:10px"><img src="/_avatar/g-{slug(c)[:16]}.svg" alt="" width="88" height="60" />'
            f"{esc(c)} <i>{esc(cr)}</i></div>"
            for c, cr in rows(block)
        )
        + '<div style="clear:both"></div>'
    )
    return box(site_key, title, inner, "gallery")


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
    site = SITES_BX[site_key]
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bx(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
    )
