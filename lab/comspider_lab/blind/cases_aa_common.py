"""Shared helpers of blind set AA: a thread one comment a line and look-alike rows (set T's ``thread`` and set V's
``rows``, through set V's common module), a story, a case from its page parts (the shared ``case_maker``) through set
AA's templates, ``body`` (a comment's text as uneven records have it: paragraphs, a paragraph in quotation marks as a
``<blockquote>``, runs of paragraphs starting with "– " as a list, bare addresses as links), the Django page of a
django-comments-xtd case (``django_html``, the live tree by set Z's ``xtd_tree``)."""

from __future__ import annotations

import re

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import rows, story, thread
from comspider_lab.blind.cases_z_common import xtd_tree
from comspider_lab.blind.content_aa import SITES_AA
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_aa import PartsK, Story, box, render_aa
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "SITES_AA",
    "PartsK",
    "Seed",
    "Story",
    "body",
    "box",
    "children",
    "django_html",
    "esc",
    "links",
    "make",
    "render_aa",
    "rows",
    "story",
    "thread",
    "xtd_tree",
]

make = case_maker(SITES_AA, render_aa)

_URL = re.compile(r"https?://[^\s]+[^\s.,;:!?)]")
_QUOTES = ("“", "„", "«", '"', "「")


def links(items: str) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="/{slug(t.strip())}/">{esc(t.strip())}</a></li>' for t in items.split("|"))
        + "</ul>"
    )


def _inline(text: str) -> str:
    out, last = "", 0
    for m in _URL.finditer(text):
        out += (
            esc(text[last : m.start()]) + f'<a href="{esc(m.group(0))}" rel="nofollow">{esc(m.group(0))}</a>'
        )
        last = m.end()
    return out + esc(text[last:])


def body(text: str, img: str = "") -> str:
    """A comment's text as markup: each paragraph a ``<p>``; a paragraph in quotation marks a ``<blockquote>``; a run
    of paragraphs starting with "– " one ``<ul>`` (the dash kept, as typed); ``img``: a picture after the text."""
    out = ""
    items: list[str] = []
    for part in text.split("\n\n"):
        if part.startswith("– "):
            items.append(f"<li>{_inline(part)}</li>")
            continue
        if items:
            out += '<ul style="list-style:none;padding-left:1em">' + "".join(items) + "</ul>"
            items = []
        if part.startswith(_QUOTES):
            out += f"<blockquote><p>{_inline(part)}</p></blockquote>"
        else:
            out += f"<p>{_inline(part)}</p>"
    if items:
        out += '<ul style="list-style:none;padding-left:1em">' + "".join(items) + "</ul>"
    if img:
        out += f'<p><img src="/_avatar/{esc(img)}.svg" alt="" width="240" height="160"></p>'
    return out


def django_html(template: str, site_key: str, st: Story, parts: PartsK, after: str) -> str:
    """The page as a Django template: the layout verbatim, ``after`` live template code (at the ``@@DJ@@`` mark of
    ``parts.after``, or after it)."""
    if "@@DJ@@" not in parts.after:
        parts.after = parts.after + "@@DJ@@"
    html = render_aa(template, SITES_AA[site_key], st, parts).replace(
        'src="/_avatar/', 'src="@@MAIN@@/_avatar/'
    )
    html = html.replace("@@DJ@@", "{% endverbatim %}" + after + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"
