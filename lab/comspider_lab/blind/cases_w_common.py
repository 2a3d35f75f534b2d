"""Shared helpers of blind set W: a thread one comment a line and a stable number (set T's ``thread`` and ``num``,
through set V's common module), a story, a case from its page parts (the shared ``case_maker``) through set W's
templates, set L's ``fetch_on``, set V's nested-list renderer (``tree``, given set W's own class vocabularies) and two
renderers of its own: a definition list (``dl_thread``) and a table (``table_thread``)."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import case_maker, fetch_on
from comspider_lab.blind.cases_v_common import V, links, num, rows, story, thread, tree
from comspider_lab.blind.content_w import SITES_W
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_w import PartsK, box, render_w
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "PartsK",
    "Seed",
    "V",
    "box",
    "children",
    "dl_thread",
    "esc",
    "fetch_on",
    "links",
    "make",
    "num",
    "rows",
    "slug",
    "story",
    "table_thread",
    "thread",
    "tree",
]

make = case_maker(SITES_W, render_w)


def _paras(text: str) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in text.split("\n\n"))


def dl_thread(cs: list[Seed], p: str, parent: int | None = None, *, reply: str = "") -> str:
    """A definition list: ``<dt>`` the name and time, ``<dd>`` the text; a reply in a ``<dl>`` inside its parent's
    ``<dd>``. ``p``: the class prefix."""
    out = f'<dl class="{p}-dl">'
    for i in children(cs, parent):
        c = cs[i]
        when = f' <span class="{p}-at">{esc(c.when)}</span>' if c.when else ""
        out += f'<dt class="{p}-who" id="{p}{i + 1}"><strong>{esc(c.author)}</strong>{when}</dt>'
        out += f'<dd class="{p}-said">{_paras(c.text)}'
        if reply:
            out += f'<a class="{p}-re" href="#{p}-form">{esc(reply)}</a>'
        if children(cs, i):
            out += dl_thread(cs, p, i, reply=reply)
        out += "</dd>"
    return out + "</dl>"


def table_thread(cs: list[Seed], p: str, *, head: tuple[str, str] | None = None) -> str:
    """A table, one row a comment: the name and time in the first cell, the text in the second (flat)."""
    out = f'<table class="{p}-tbl">'
    if head:
        out += f"<tr><th>{esc(head[0])}</th><th>{esc(head[1])}</th></tr>"
    for c in cs:
        out += (
            f'<tr class="{p}-row"><td class="{p}-by"><b>{esc(c.author)}</b><br><small>{esc(c.when)}</small></td>'
            f'<td class="{p}-msg">{_paras(c.text)}</td></tr>'
        )
    return out + "</table>"
