"""Shared helpers of blind set V: a thread one comment a line and a stable number (set T's ``thread`` and ``num``), a
story, a case from its page parts (the shared ``case_maker``) through set V's templates, set U's scripts that fetch an
HTML fragment (``fetch_js``), and a server-side thread renderer of its own (``tree``) in a class vocabulary given per
page, whose comment times are written as the page writes them (yearless dates, a time of day, "yesterday", weekdays,
relative times), in a ``<time>`` without ``datetime``, a ``<span>`` or a permalink."""

from __future__ import annotations

from collections.abc import Iterable

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_t_common import num, story, thread
from comspider_lab.blind.cases_u_common import fetch_js
from comspider_lab.blind.content_v import SITES_V
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_v import PartsK, box, render_v
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "V",
    "box",
    "children",
    "esc",
    "fetch_js",
    "links",
    "make",
    "num",
    "rows",
    "slug",
    "story",
    "thread",
    "tree",
]

make = case_maker(SITES_V, render_v)

_ROLES = ("list", "item", "meta", "av", "name", "time", "text", "bar", "votes", "replies", "badge")


def V(pattern: str, **tags: str) -> dict[str, str]:
    """A class vocabulary: ``pattern`` with ``{}`` for the role (``"kv-{}"``); ``tags``: the tag of ``list``,
    ``item``, ``replies``, ``name``, ``text`` and ``time`` (defaults ``div``, ``b`` for the name, ``span`` for the
    time; ``time``: a ``<time>`` element without ``datetime``; ``a``: a permalink ``#{id}``)."""
    v = {r: pattern.replace("{}", r) for r in _ROLES}
    v.update({f"tag_{k}": t for k, t in tags.items()})
    return v


def links(items: str) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="/{slug(t.strip())}/">{esc(t.strip())}</a></li>' for t in items.split("|"))
        + "</ul>"
    )


def rows(block: str) -> list[Seed]:
    """``name | when | text`` a line: entries of a look-alike list (not comments)."""
    out = []
    for line in block.strip().splitlines():
        a, w, t = (x.strip() for x in line.split("|", 2))
        out.append(Seed(a, t, None, w))
    return out


def tree(
    cs: list[Seed],
    v: dict[str, str],
    *,
    votes: str = "",
    reply: str = "",
    seed: str = "",
    idp: str = "c",
    avatar: bool = False,
    meta_below: bool = False,
    badges: dict[int, str] | None = None,
    roots: Iterable[int] | None = None,
    wrap: bool = True,
) -> str:
    """The thread's HTML: each comment an item (a meta line: an avatar's initial, the name, a badge, the time; the
    text in paragraphs; a bar with votes by the format ``votes`` with ``{u}``/``{d}`` and a ``reply`` button), replies
    nested in a ``replies`` box. ``meta_below``: the meta line after the text (as some apps show it)."""
    t = {k: v.get(f"tag_{k}", "div") for k in ("list", "item", "replies", "text")}
    t["name"] = v.get("tag_name", "b")
    tt = v.get("tag_time", "span")

    def cl(role: str) -> str:
        return f' class="{v[role]}"' if v.get(role) else ""

    def item(i: int) -> str:
        c = cs[i]
        iid = f"{idp}{i + 1}"
        meta = ""
        if avatar:
            meta += f'<span{cl("av")} aria-hidden="true">{esc(c.author[:1].upper())}</span>'
        meta += f"<{t['name']}{cl('name')}>{esc(c.author)}</{t['name']}>"
        if badges and i in badges:
            meta += f" <span{cl('badge')}>{esc(badges[i])}</span>"
        if c.when:
            if tt == "a":
                meta += f' <a{cl("time")} href="#{iid}">{esc(c.when)}</a>'
            else:
                meta += f" <{tt}{cl('time')}>{esc(c.when)}</{tt}>"
        head = f"<div{cl('meta')}>{meta}</div>"
        body = (
            f"<{t['text']}{cl('text')}>"
            + "".join(f"<p>{esc(p)}</p>" for p in c.text.split("\n\n"))
            + f"</{t['text']}>"
        )
        acts = ""
        if votes:
            u = num(seed + c.author + c.text[:16], 0, 40)
            d = num(seed + c.text[:16] + c.author, 0, 9)
            acts += f"<span{cl('votes')}>{esc(votes.replace('{u}', str(u)).replace('{d}', str(d)))}</span>"
        if reply:
            acts += f' <button type="button">{esc(reply)}</button>'
        bar = f"<div{cl('bar')}>{acts}</div>" if acts else ""
        out = f'<{t["item"]}{cl("item")} id="{iid}">' + (
            body + head + bar if meta_below else head + body + bar
        )
        kids = children(cs, i)
        if kids:
            out += f"<{t['replies']}{cl('replies')}>" + "".join(item(k) for k in kids) + f"</{t['replies']}>"
        return out + f"</{t['item']}>"

    rs = children(cs, None) if roots is None else list(roots)
    inner = "".join(item(i) for i in rs)
    return f"<{t['list']}{cl('list')}>{inner}</{t['list']}>" if wrap else inner
