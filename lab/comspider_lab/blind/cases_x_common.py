"""Shared helpers of blind set X: a thread one comment a line and look-alike rows (set T's ``thread`` and set V's
``rows``, through set V's common module), a story, a case from its page parts (the shared ``case_maker``) through set
X's templates, set L's ``fetch_on``, set V's nested-list renderer ``tree`` (given set X's own class vocabularies), and
renderers of set X's own: custom elements (``ce_thread``), a table whose replies are a table in their parent's cell
(``ntable_thread``), one definition list of labelled fields per comment (``dl_pairs``), anonymous nested divs with
indented replies (``soup_thread``), blockquotes (``quote_thread``) and ``<article>`` items (``art_thread``); the Django
page of a django-comments-xtd case (``django_html``)."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import case_maker, fetch_on
from comspider_lab.blind.cases_v_common import V, num, rows, story, thread, tree
from comspider_lab.blind.content_x import SITES_X
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_x import PartsK, Story, box, render_x
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "Story",
    "V",
    "art_thread",
    "box",
    "ce_thread",
    "children",
    "django_html",
    "dl_pairs",
    "esc",
    "fetch_on",
    "links",
    "make",
    "ntable_thread",
    "num",
    "quote_thread",
    "rows",
    "soup_thread",
    "story",
    "teasers",
    "thread",
    "tree",
]

make = case_maker(SITES_X, render_x)


def links(items: str) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="/{slug(t.strip())}/">{esc(t.strip())}</a></li>' for t in items.split("|"))
        + "</ul>"
    )


def teasers(p: str, block: str) -> str:
    """A grid of related articles: ``title | writer | date`` a line."""
    out = f'<div class="{p}-grid">'
    for line in block.strip().splitlines():
        title, writer, date = (x.strip() for x in line.split("|"))
        out += (
            f'<div class="{p}-tile"><a class="{p}-tile-t" href="/{slug(title)}/">{esc(title)}</a>'
            f'<span class="{p}-tile-w">{esc(writer)}</span> <span class="{p}-tile-d">{esc(date)}</span></div>'
        )
    return out + "</div>"


def _paras(text: str, tag: str = "p") -> str:
    return "".join(f"<{tag}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def ce_thread(cs: list[Seed], p: str, parent: int | None = None, *, reply: str = "", idp: str = "") -> str:
    """Custom elements (no script, light DOM): ``<p-note>`` with ``<p-by>``, ``<p-at>``, ``<p-body>``; replies in a
    ``<p-replies>`` inside their parent."""
    out = f"<{p}-notes>" if parent is None else f"<{p}-replies>"
    for i in children(cs, parent):
        c = cs[i]
        at = f"<{p}-at>{esc(c.when)}</{p}-at>" if c.when else ""
        out += f'<{p}-note id="{idp or p + "n"}{i + 1}"><{p}-by>{esc(c.author)}</{p}-by> {at}<{p}-body>{_paras(c.text)}</{p}-body>'
        if reply:
            out += f'<a class="{p}-re" href="#{p}-write">{esc(reply)}</a>'
        if children(cs, i):
            out += ce_thread(cs, p, i, reply=reply, idp=idp)
        out += f"</{p}-note>"
    return out + (f"</{p}-notes>" if parent is None else f"</{p}-replies>")


def ntable_thread(cs: list[Seed], p: str, parent: int | None = None, *, reply: str = "") -> str:
    """A table, one row a top comment (the name and time in the first cell, the text in the second); its replies in a
    table of their own inside the parent's text cell."""
    out = f'<table class="{p}-tbl">'
    for i in children(cs, parent):
        c = cs[i]
        out += (
            f'<tr class="{p}-row" id="{p}r{i + 1}"><td class="{p}-who"><b>{esc(c.author)}</b><br>'
            f'<span class="{p}-dt">{esc(c.when)}</span></td><td class="{p}-txt">{_paras(c.text)}'
        )
        if reply:
            out += f'<a class="{p}-re" href="#{p}-write">{esc(reply)}</a>'
        if children(cs, i):
            out += ntable_thread(cs, p, i, reply=reply)
        out += "</td></tr>"
    return out + "</table>"


def dl_pairs(cs: list[Seed], p: str, labels: tuple[str, str, str]) -> str:
    """One ``<dl>`` per comment, flat: label/value pairs for the name, the time and the text."""
    out = f'<div class="{p}-recs">'
    for i, c in enumerate(cs):
        out += (
            f'<dl class="{p}-rec" id="{p}{i + 1}"><dt>{esc(labels[0])}</dt><dd class="{p}-n">{esc(c.author)}</dd>'
            f'<dt>{esc(labels[1])}</dt><dd class="{p}-d">{esc(c.when)}</dd>'
            f'<dt>{esc(labels[2])}</dt><dd class="{p}-t">{_paras(c.text)}</dd></dl>'
        )
    return out + "</div>"


def soup_thread(cs: list[Seed], parent: int | None = None, *, reply: str = "", depth: int = 0) -> str:
    """Anonymous nested divs (no class on the items): the name in a ``<b>``, the time in a ``<small>``, the text in a
    bare div; replies in a div indented by an inline margin inside their parent's div."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        out += (
            f"<div><div><b>{esc(c.author)}</b> <small>{esc(c.when)}</small></div><div>{_paras(c.text)}</div>"
            + (f'<div><a href="#r{i + 1}">{esc(reply)}</a></div>' if reply else "")
        )
        if children(cs, i):
            out += f'<div style="margin-left:2.5em">{soup_thread(cs, i, reply=reply, depth=depth + 1)}</div>'
        out += "</div>"
    return out


def quote_thread(cs: list[Seed], p: str) -> str:
    """Flat: each comment a ``<blockquote>`` with a ``<footer>``: ``<cite>`` name and a time."""
    return "".join(
        f'<blockquote class="{p}-q">{_paras(c.text)}<footer class="{p}-f">— <cite>{esc(c.author)}</cite>, '
        f'<span class="{p}-t">{esc(c.when)}</span></footer></blockquote>'
        for c in cs
    )


def art_thread(cs: list[Seed], p: str, isos: list[str], parent: int | None = None, *, reply: str = "") -> str:
    """``<article>`` items: a ``<header>`` with the name and a ``<time datetime>``, the text, a ``<footer>`` with a
    reply link; replies in a ``<section>`` inside their parent."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        out += (
            f'<article class="{p}-post" id="{p}{i + 1}"><header class="{p}-hd"><span class="{p}-au">{esc(c.author)}</span> '
            f'<time datetime="{esc(isos[i])}">{esc(c.when)}</time></header><div class="{p}-bd">{_paras(c.text)}</div>'
            + (f'<footer class="{p}-ft"><a href="#{p}-form">{esc(reply)}</a></footer>' if reply else "")
        )
        if children(cs, i):
            out += f'<section class="{p}-sub">{art_thread(cs, p, isos, i, reply=reply)}</section>'
        out += "</article>"
    return out


def django_html(template: str, site_key: str, st: Story, parts: PartsK, after: str, rail: str = "") -> str:
    """The page as a Django template: the layout verbatim, ``after`` (and ``rail``, if given) live template code."""
    parts.after = parts.after + "@@DJ_AFTER@@"
    if rail:
        parts.rail = parts.rail + "@@DJ_RAIL@@"
    html = render_x(template, SITES_X[site_key], st, parts).replace(
        'src="/_avatar/', 'src="@@MAIN@@/_avatar/'
    )
    html = html.replace("@@DJ_AFTER@@", "{% endverbatim %}" + after + "{% verbatim %}")
    html = html.replace("@@DJ_RAIL@@", "{% endverbatim %}" + rail + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"
