"""Shared helpers of blind set AH: a case from its page parts (the shared ``case_maker``) through set AH's templates,
``story`` (set V's), ``rows`` (fields from a "|"-separated block), ``seeds`` (a thread's comments from a block),
``listing`` (look-alike entries in the usual shape of a discussion entry, in six markups), ``tree`` (a thread in nested
or flat markup, with the controls real sites show) and ``avatar``."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import story
from comspider_lab.blind.content_ah import SITES_AH
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ah import PartsK, Story, render_ah
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "SITES_AH",
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
    "tree",
]

make = case_maker(SITES_AH, render_ah)


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
    """A thread from lines "name | when | parent index or - | text" ("\\n\\n" in the text: two paragraphs)."""
    return [
        Seed(name, text.replace("\\n\\n", "\n\n"), None if parent == "-" else int(parent), when)
        for name, when, parent, text in rows(block, 4)
    ]


def listing(
    p: str,
    items: list[tuple[str, ...]],
    form: str = "div",
    *,
    pics: bool = False,
    links: tuple[str, ...] = (),
    foot: list[str] | None = None,
) -> str:
    """Look-alike entries (name, when, small line, text): a head line with the name in bold, the date and a small
    line, the text, a foot line (a per-entry ``foot`` text, ``links``).

    ``form``: "div", "ul", "ol" (``<li>``), "article" (``<header>``/``<footer>``), "table" (the head in one cell, the
    text in the next), "dl" (``<dt>`` the head, ``<dd>`` the text)."""
    out = ""
    for k, (name, when, sub, text) in enumerate(items):
        pic = avatar(p, name, 44) if pics else ""
        small = f' <small class="{p}-s">{esc(sub)}</small>' if sub else ""
        tail_parts = []
        if foot and foot[k]:
            tail_parts.append(f'<span class="{p}-ft">{esc(foot[k])}</span>')
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
    report: str = "",
    likes: list[str] | None = None,
    number: str = "",
    after_text: bool = False,
    parent: int | None = None,
    key: str = "",
) -> str:
    """The comments under ``parent``: each an ``item`` with a head line (a ``number`` like "#{n}", the name, the date;
    or, ``after_text``, the text first and the head line below it), the text's paragraphs, a foot line (a ``likes``
    text, a ``reply`` link, a ``report`` link); its replies in a ``wrap`` inside it (a ``wrap`` of "ul"/"ol" gets
    ``<li>`` items)."""
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
                    report=report,
                    likes=likes,
                    number=number,
                    after_text=after_text,
                    parent=i,
                    key=key,
                )
                + f"</{wrap}>"
            )
        foot = []
        if likes is not None and likes[i]:
            foot.append(f'<button type="button" class="{p}-like">{esc(likes[i])}</button>')
        if reply:
            foot.append(f'<a class="{p}-re" href="#{key or p}-{i + 1}">{esc(reply)}</a>')
        if report:
            foot.append(f'<a class="{p}-flag" href="/report?e={i + 1}" rel="nofollow">{esc(report)}</a>')
        num = (
            f'<a class="{p}-no" href="#{key or p}-{i + 1}">{esc(number.format(n=i + 1))}</a> '
            if number
            else ""
        )
        head = (
            f'<div class="{p}-h">{num}<{name} class="{p}-n">{esc(x.author)}</{name}> '
            f'<{date} class="{p}-d">{esc(x.when)}</{date}></div>'
        )
        text = "".join(f"<p>{esc(t)}</p>" for t in x.text.split("\n\n"))
        body = f'<div class="{p}-x">{text}</div>'
        out += (
            f'<{item} class="{p}-e" id="{key or p}-{i + 1}">'
            + (avatar(p, x.author, 40) if pics else "")
            + (body + head if after_text else head + body)
            + (f'<div class="{p}-f">{" · ".join(foot)}</div>' if foot else "")
            + sub
            + f"</{item}>"
        )
    return out
