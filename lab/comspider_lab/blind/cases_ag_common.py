"""Shared helpers of blind set AG: a case from its page parts (the shared ``case_maker``) through set AG's templates,
``story`` (set V's), ``rows`` (entries from a "|"-separated block), ``entries`` (look-alike entries in the usual shape
of a discussion entry, in six markups), ``seeds`` (a thread's comments from a block), ``tree`` (a thread in nested
markup) and ``avatar``."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import story
from comspider_lab.blind.content_ag import SITES_AG
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ag import PartsK, Story, render_ag
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "SITES_AG",
    "PartsK",
    "Seed",
    "Story",
    "avatar",
    "children",
    "entries",
    "esc",
    "make",
    "rows",
    "seeds",
    "slug",
    "story",
    "tree",
]

make = case_maker(SITES_AG, render_ag)


def avatar(p: str, key: str, size: int = 40) -> str:
    return f'<img class="{p}-av" src="/_avatar/{esc(slug(key))}.svg" alt="" width="{size}" height="{size}">'


def rows(block: str, n: int = 4) -> list[tuple[str, ...]]:
    """Lines of ``n`` "|"-separated fields (the last may hold "|"-free prose)."""
    out = []
    for line in block.strip().splitlines():
        parts = tuple(x.strip() for x in line.split("|", n - 1))
        assert len(parts) == n, line
        out.append(parts)
    return out


def seeds(block: str) -> list[Seed]:
    """A thread from lines "name | when | parent index or - | text" ("\\n\\n" in the text: two paragraphs)."""
    return [
        Seed(name, text.replace("\\n\\n", "\n\n"), None if parent == "-" else int(parent), when)
        for name, when, parent, text in rows(block, 4)
    ]


def entries(
    p: str,
    items: list[tuple[str, ...]],
    form: str = "div",
    *,
    pics: bool = False,
    links: tuple[str, ...] = (),
    control: list[str] | None = None,
    foot: list[str] | None = None,
) -> str:
    """Look-alike entries (name, when, small line, text) in the usual shape of a discussion entry: a head line with the
    name and the date (a small line after it), the text, a foot line (a per-entry ``foot`` text, per-entry ``control``
    buttons, ``links``).

    ``form``: "div", "ul", "ol" (entries as ``<li>``), "article" (``<header>``/``<footer>``), "table" (the name, date
    and small line in one cell, the text in the next), "dl" (``<dt>`` the head line, ``<dd>`` the text)."""
    out = ""
    for k, (name, when, sub, text) in enumerate(items):
        pic = avatar(p, name, 44) if pics else ""
        small = f' <small class="{p}-s">{esc(sub)}</small>' if sub else ""
        tail_parts = []
        if foot and foot[k]:
            tail_parts.append(f'<span class="{p}-ft">{esc(foot[k])}</span>')
        if control and control[k]:
            tail_parts.append(f'<button type="button" class="{p}-btn">{esc(control[k])}</button>')
        tail_parts += [f'<a href="#{p}-{k + 1}-{slug(t)}">{esc(t)}</a>' for t in links]
        tail = " · ".join(tail_parts)
        paras = "".join(f"<p>{esc(t)}</p>" for t in text.split("\\n\\n"))
        head = f'<b class="{p}-n">{esc(name)}</b> <span class="{p}-d">{esc(when)}</span>{small}'
        if form == "table":
            out += (
                f'<tr class="{p}-r" id="{p}-{k + 1}"><td class="{p}-c1">{pic}{head}</td><td class="{p}-c2">{paras}'
                + (f'<p class="{p}-f">{tail}</p>' if tail else "")
                + "</td></tr>"
            )
        elif form == "dl":
            out += (
                f'<dt class="{p}-h" id="{p}-{k + 1}">{pic}{head}</dt><dd class="{p}-x">{paras}'
                + (f'<p class="{p}-f">{tail}</p>' if tail else "")
                + "</dd>"
            )
        elif form == "article":
            out += (
                f'<article class="{p}-e" id="{p}-{k + 1}"><header class="{p}-h">{pic}<strong class="{p}-n">{esc(name)}</strong> '
                f'<time class="{p}-d">{esc(when)}</time>{small}</header><div class="{p}-x">{paras}</div>'
                + (f'<footer class="{p}-f">{tail}</footer>' if tail else "")
                + "</article>"
            )
        else:
            tag = "li" if form in ("ul", "ol") else "div"
            out += (
                f'<{tag} class="{p}-e" id="{p}-{k + 1}">{pic}<div class="{p}-h">{head}</div><div class="{p}-x">{paras}</div>'
                + (f'<div class="{p}-f">{tail}</div>' if tail else "")
                + f"</{tag}>"
            )
    if form in ("ul", "ol"):
        return f'<{form} class="{p}-l">{out}</{form}>'
    if form == "table":
        return f'<table class="{p}-t" cellpadding="5" border="0">{out}</table>'
    if form == "dl":
        return f'<dl class="{p}-dl">{out}</dl>'
    return out


def tree(
    c: list[Seed],
    p: str,
    *,
    item: str = "div",
    wrap: str = "div",
    name: str = "b",
    date: str = "span",
    pics: bool = False,
    reply: str = "",
    likes: list[int] | None = None,
    parent: int | None = None,
    key: str = "",
) -> str:
    """The comments under ``parent``: each an ``item`` (a head line with the name and the date, the text's
    paragraphs, a foot line with a ``reply`` link and a ``likes`` count), its replies in a ``wrap`` inside it (a
    ``wrap`` of "ul"/"ol" gets ``<li>`` items)."""
    out = ""
    for i in children(c, parent):
        x = c[i]
        sub = ""
        if children(c, i):
            sub = (
                f'<{wrap} class="{p}-sub">'
                + tree(
                    c,
                    p,
                    item="li" if wrap in ("ul", "ol") else item,
                    wrap=wrap,
                    name=name,
                    date=date,
                    pics=pics,
                    reply=reply,
                    likes=likes,
                    parent=i,
                    key=key,
                )
                + f"</{wrap}>"
            )
        foot = []
        if likes is not None:
            foot.append(f'<button type="button" class="{p}-up">👍 {likes[i]}</button>')
        if reply:
            foot.append(f'<a href="#{key or p}-{i + 1}">{esc(reply)}</a>')
        out += (
            f'<{item} class="{p}-e" id="{key or p}-{i + 1}">'
            + (avatar(p, x.author, 40) if pics else "")
            + f'<div class="{p}-h"><{name} class="{p}-n">{esc(x.author)}</{name}> <{date} class="{p}-d">{esc(x.when)}</{date}></div>'
            + "".join(f"<p>{esc(t)}</p>" for t in x.text.split("\n\n"))
            + (f'<div class="{p}-f">{" ".join(foot)}</div>' if foot else "")
            + sub
            + f"</{item}>"
        )
    return out
