"""Shared helpers of blind set AF: a case from its page parts (the shared ``case_maker``) through set AF's templates,
``story`` (set V's), ``rows`` (a list's entries from a "|"-separated block), ``listing`` (look-alike entries in the
usual shape of a discussion entry, in several markups), ``seeds`` (a thread's comments from a block) and ``avatar``."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import story
from comspider_lab.blind.content_af import SITES_AF
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_af import PartsK, Story, render_af
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "SITES_AF",
    "PartsK",
    "Seed",
    "Story",
    "avatar",
    "children",
    "esc",
    "listing",
    "make",
    "rows",
    "seeds",
    "slug",
    "story",
]

make = case_maker(SITES_AF, render_af)


def avatar(p: str, key: str, size: int = 40) -> str:
    return f'<img class="{p}-pic" src="/_avatar/{esc(slug(key))}.svg" alt="" width="{size}" height="{size}">'


def rows(block: str, n: int = 4) -> list[tuple[str, ...]]:
    """Lines of ``n`` "|"-separated fields (the last may hold "|"-free prose)."""
    out = []
    for line in block.strip().splitlines():
        parts = tuple(x.strip() for x in line.split("|", n - 1))
        assert len(parts) == n, line
        out.append(parts)
    return out


def seeds(block: str) -> list[Seed]:
    """A thread from lines "name | when | parent index or - | text"."""
    out = []
    for name, when, parent, text in rows(block, 4):
        out.append(Seed(name, text, None if parent == "-" else int(parent), when))
    return out


def listing(
    p: str,
    entries: list[tuple[str, ...]],
    form: str = "div",
    *,
    pics: bool = False,
    link: str = "",
    foot: str = "",
) -> str:
    """Look-alike entries (name, when, small line, text) in the usual shape of a discussion entry: a head line with a
    bold name and a date (a small line under it), the text, a foot line (a ``foot`` text, a per-entry ``link``).

    ``form``: "div" (div entries), "ul" (a ``<ul>`` of ``<li>``), "article" (``<article>`` with ``<header>`` and
    ``<footer>``), "table" (a row per entry: name and date in one cell, the text in the next), "dl" (``<dt>`` the
    name and date, ``<dd>`` the text)."""
    out = ""
    for k, (name, when, sub, text) in enumerate(entries):
        pic = avatar(p, name, 44) if pics else ""
        small = f'<br><small class="{p}-s">{esc(sub)}</small>' if sub else ""
        tail = ""
        if foot or link:
            tail_parts = [esc(foot)] if foot else []
            if link:
                tail_parts.append(f'<a href="#{p}-{k + 1}">{esc(link)}</a>')
            tail = " · ".join(tail_parts)
        if form == "table":
            out += (
                f'<tr class="{p}-r" id="{p}-{k + 1}"><td class="{p}-c1">{pic}<b class="{p}-n">{esc(name)}</b><br>'
                f'<span class="{p}-d">{esc(when)}</span>{small}</td><td class="{p}-c2"><p>{esc(text)}</p>'
                + (f'<p class="{p}-f"><small>{tail}</small></p>' if tail else "")
                + "</td></tr>"
            )
            continue
        if form == "dl":
            out += (
                f'<dt class="{p}-h" id="{p}-{k + 1}">{pic}<b class="{p}-n">{esc(name)}</b> <span class="{p}-d">{esc(when)}</span>{small}</dt>'
                f'<dd class="{p}-x"><p>{esc(text)}</p>'
                + (f'<p class="{p}-f"><small>{tail}</small></p>' if tail else "")
                + "</dd>"
            )
            continue
        if form == "article":
            out += (
                f'<article class="{p}-e" id="{p}-{k + 1}"><header class="{p}-h">{pic}<strong class="{p}-n">{esc(name)}</strong> '
                f'<time class="{p}-d">{esc(when)}</time>{small}</header><div class="{p}-x"><p>{esc(text)}</p></div>'
                + (f'<footer class="{p}-f">{tail}</footer>' if tail else "")
                + "</article>"
            )
            continue
        tag = "li" if form == "ul" else "div"
        out += (
            f'<{tag} class="{p}-e" id="{p}-{k + 1}">{pic}<p class="{p}-h"><b class="{p}-n">{esc(name)}</b> '
            f'<span class="{p}-d">{esc(when)}</span>{small}</p><div class="{p}-x"><p>{esc(text)}</p></div>'
            + (f'<p class="{p}-f"><small>{tail}</small></p>' if tail else "")
            + f"</{tag}>"
        )
    if form == "ul":
        return f'<ul class="{p}-l">{out}</ul>'
    if form == "table":
        return f'<table class="{p}-t" cellpadding="6">{out}</table>'
    if form == "dl":
        return f'<dl class="{p}-dl">{out}</dl>'
    return out
