"""Shared helpers of blind set Y: a thread one comment a line and look-alike rows (set T's ``thread`` and set V's
``rows``, through set V's common module), a story, a case from its page parts (the shared ``case_maker``) through set
Y's templates, and renderers of set Y's own: nested open ``<details>`` (``fold_thread``), one paragraph a comment
(``para_thread``), names as headings (``named_thread``), a flat run of entries whose depth is a class and an "in reply
to" label (``depth_thread``), "time · name wrote:" entries (``wrote_thread``), a horizontal strip of cards with the
name after the text (``strip_thread``), plain divs (``plain_thread``), the text before its byline (``after_thread``),
a ledger table (``ledger``); a related-articles list, a photo gallery, an author box; the Django page of a
django-comments-xtd case (``django_html``)."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import rows, story, thread
from comspider_lab.blind.content_y import SITES_Y
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_y import PartsK, Story, box, render_y
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "Story",
    "after_thread",
    "author_box",
    "box",
    "children",
    "depth_thread",
    "django_html",
    "esc",
    "fold_thread",
    "gallery",
    "ledger",
    "links",
    "make",
    "named_thread",
    "para_thread",
    "plain_thread",
    "related",
    "rows",
    "story",
    "strip_thread",
    "thread",
    "wrote_thread",
]

make = case_maker(SITES_Y, render_y)


def links(items: str) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="/{slug(t.strip())}/">{esc(t.strip())}</a></li>' for t in items.split("|"))
        + "</ul>"
    )


def related(p: str, block: str) -> str:
    """Related articles, ``title | writer | date`` a line."""
    out = f'<ol class="{p}-rel">'
    for line in block.strip().splitlines():
        title, writer, date = (x.strip() for x in line.split("|"))
        out += (
            f'<li><a href="/{slug(title)}/">{esc(title)}</a> <span class="{p}-rel-by">{esc(writer)}</span>'
            f' <span class="{p}-rel-d">{esc(date)}</span></li>'
        )
    return out + "</ol>"


def gallery(p: str, block: str) -> str:
    """A photo gallery, ``caption | credit`` a line (generated images)."""
    out = f'<div class="{p}-gal">'
    for i, line in enumerate(block.strip().splitlines()):
        caption, credit = (x.strip() for x in line.split("|"))
        out += (
            f'<figure class="{p}-shot"><img src="/_avatar/g{i}.svg" alt="" width="320" height="200">'
            f'<figcaption><span class="{p}-cap">{esc(caption)}</span> <span class="{p}-credit">{esc(credit)}</span></figcaption></figure>'
        )
    return out + "</div>"


def author_box(p: str, name: str, bio: str, when: str) -> str:
    return (
        f'<div class="{p}-author"><img src="/_avatar/author.svg" alt="" width="64" height="64">'
        f'<p class="{p}-author-n">{esc(name)}</p><p class="{p}-author-b">{esc(bio)}</p>'
        f'<p class="{p}-author-s">{esc(when)}</p></div>'
    )


def _paras(text: str, tag: str = "p") -> str:
    return "".join(f"<{tag}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def _when(c: Seed, tag: str, cls: str) -> str:
    return f'<{tag} class="{cls}">{esc(c.when)}</{tag}>' if c.when else ""


def fold_thread(cs: list[Seed], p: str, parent: int | None = None, *, reply: str = "", idp: str = "") -> str:
    """Each entry an open ``<details>``: the ``<summary>`` holds the name and the time, the text follows; replies are
    ``<details>`` inside their parent's."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        out += (
            f'<details class="{p}-f" id="{idp or p}{i + 1}" open><summary class="{p}-s"><b class="{p}-n">{esc(c.author)}</b> '
            f'{_when(c, "span", p + "-w")}</summary><div class="{p}-b">{_paras(c.text)}</div>'
            + (f'<a class="{p}-r" href="#{p}-form">{esc(reply)}</a>' if reply else "")
        )
        if children(cs, i):
            out += f'<div class="{p}-kids">{fold_thread(cs, p, i, reply=reply, idp=idp)}</div>'
        out += "</details>"
    return out


def para_thread(cs: list[Seed], p: str) -> str:
    """Flat: one ``<p>`` an entry, the text first, then a line break, the name in ``<i>`` and the time."""
    return "".join(
        f'<p class="{p}-p"><span class="{p}-x">{esc(c.text)}</span><br><i>{esc(c.author)}</i>'
        + (f', <span class="{p}-t">{esc(c.when)}</span>' if c.when else "")
        + "</p>"
        for c in cs
    )


def named_thread(
    cs: list[Seed], p: str, parent: int | None = None, *, reply: str = "", hn: str = "h4"
) -> str:
    """Each entry a ``<section>`` whose heading is the name; the time in a ``<p>`` below it; replies in a div inside
    their parent's section."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        out += (
            f'<section class="{p}-e" id="{p}{i + 1}"><{hn} class="{p}-n">{esc(c.author)}</{hn}>'
            + (f'<p class="{p}-d">{esc(c.when)}</p>' if c.when else "")
            + f'<div class="{p}-x">{_paras(c.text)}</div>'
            + (f'<p class="{p}-a"><a href="#{p}-form">{esc(reply)}</a></p>' if reply else "")
        )
        if children(cs, i):
            out += f'<div class="{p}-in">{named_thread(cs, p, i, reply=reply, hn=hn)}</div>'
        out += "</section>"
    return out


def _dfs(cs: list[Seed], parent: int | None = None, depth: int = 0) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for i in children(cs, parent):
        out.append((i, depth))
        out += _dfs(cs, i, depth + 1)
    return out


def depth_thread(cs: list[Seed], p: str, to: str, *, reply: str = "") -> str:
    """A flat run of sibling entries in the thread's order; a reply carries a depth class (indented by CSS) and a
    label "``to`` Name" naming the one it answers."""
    out = f"<style>.{p}-d1{{margin-left:3em}}.{p}-d2{{margin-left:6em}}</style>"
    for i, depth in _dfs(cs):
        c = cs[i]
        label = (
            f'<span class="{p}-to">{esc(to)} <a href="#{p}{(c.parent or 0) + 1}">{esc(cs[c.parent].author)}</a></span>'
            if c.parent is not None
            else ""
        )
        out += (
            f'<div class="{p}-e {p}-d{depth}" id="{p}{i + 1}"><img class="{p}-av" src="/_avatar/{p}{i}.svg" alt="" width="36" height="36">'
            f'<cite class="{p}-n">{esc(c.author)}</cite> {_when(c, "span", p + "-t")} {label}'
            f'<div class="{p}-x">{_paras(c.text)}</div>'
            + (f'<button type="button" class="{p}-r">{esc(reply)}</button>' if reply else "")
            + "</div>"
        )
    return out


def wrote_thread(cs: list[Seed], p: str, wrote: str, parent: int | None = None, *, reply: str = "") -> str:
    """Each entry: "time · Name wrote:" on a line, then the text; replies in a bordered div inside their parent's."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        out += (
            f'<div class="{p}-w" id="{p}{i + 1}"><p class="{p}-h">'
            + (f'<span class="{p}-t">{esc(c.when)}</span> · ' if c.when else "")
            + f'<strong>{esc(c.author)}</strong> {esc(wrote)}</p><div class="{p}-x">{_paras(c.text)}</div>'
            + (f'<a class="{p}-r" href="#{p}-form">{esc(reply)}</a>' if reply else "")
        )
        if children(cs, i):
            out += f'<div class="{p}-sub" style="border-left:3px solid #ccc;padding-left:1em">{wrote_thread(cs, p, wrote, i, reply=reply)}</div>'
        out += "</div>"
    return out


def strip_thread(cs: list[Seed], p: str) -> str:
    """Flat: a horizontal strip of cards (scroll-snap), the text first and the name below it; no time."""
    return (
        f'<div class="{p}-strip" style="display:flex;gap:16px;overflow-x:auto;scroll-snap-type:x mandatory">'
        + "".join(
            f'<div class="{p}-card" style="flex:0 0 260px;scroll-snap-align:start;border:1px solid #ddd;padding:12px">'
            f'<p class="{p}-q">{esc(c.text)}</p><p class="{p}-who">{esc(c.author)}'
            + (f' <small class="{p}-t">{esc(c.when)}</small>' if c.when else "")
            + "</p></div>"
            for c in cs
        )
        + "</div>"
    )


def plain_thread(cs: list[Seed], p: str, parent: int | None = None, *, reply: str = "", idp: str = "") -> str:
    """Divs: a head (name and time), the text, a reply link; replies in a div inside their parent's."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        out += (
            f'<div class="{p}-i" id="{idp or p}{i + 1}"><div class="{p}-hd"><span class="{p}-nm">{esc(c.author)}</span> '
            f'{_when(c, "span", p + "-tm")}</div><div class="{p}-tx">{_paras(c.text)}</div>'
            + (f'<div class="{p}-ft"><a href="#{p}-form">{esc(reply)}</a></div>' if reply else "")
        )
        if children(cs, i):
            out += f'<div class="{p}-sub">{plain_thread(cs, p, i, reply=reply, idp=idp)}</div>'
        out += "</div>"
    return out


def after_thread(cs: list[Seed], p: str, parent: int | None = None, *, reply: str = "", idp: str = "") -> str:
    """The text first, then a byline (name and time) under it; replies in a div inside their parent's."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        out += (
            f'<div class="{p}-u" id="{idp or p}{i + 1}"><div class="{p}-tx">{_paras(c.text)}</div>'
            f'<div class="{p}-by"><b>{esc(c.author)}</b> {_when(c, "span", p + "-tm")}'
            + (f' <a class="{p}-re" href="#{p}-form">{esc(reply)}</a>' if reply else "")
            + "</div>"
        )
        if children(cs, i):
            out += f'<div class="{p}-sub">{after_thread(cs, p, i, reply=reply, idp=idp)}</div>'
        out += "</div>"
    return out


def ledger(es: list[Seed], p: str, heads: tuple[str, str, str]) -> str:
    """A table, a row an entry: name, time, text."""
    return (
        f'<table class="{p}-tbl"><thead><tr><th>{esc(heads[0])}</th><th>{esc(heads[1])}</th><th>{esc(heads[2])}</th></tr></thead><tbody>'
        + "".join(
            f'<tr><td class="{p}-n">{esc(e.author)}</td><td class="{p}-t">{esc(e.when)}</td><td class="{p}-x">{esc(e.text)}</td></tr>'
            for e in es
        )
        + "</tbody></table>"
    )


def django_html(template: str, site_key: str, st: Story, parts: PartsK, after: str) -> str:
    """The page as a Django template: the layout verbatim, ``after`` live template code."""
    parts.after = parts.after + "@@DJ_AFTER@@"
    html = render_y(template, SITES_Y[site_key], st, parts).replace(
        'src="/_avatar/', 'src="@@MAIN@@/_avatar/'
    )
    html = html.replace("@@DJ_AFTER@@", "{% endverbatim %}" + after + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"
