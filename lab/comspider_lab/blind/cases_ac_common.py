"""Shared helpers of blind set AC: a thread one comment a line (set T's ``thread`` through set V's common module), a
story, a case from its page parts (the shared ``case_maker``) through set AC's templates, ``body`` (a comment's text:
paragraphs, bare addresses as links), ``avatar``, ``form_below`` (the era's form or closing line under a thread, per
language), ``xtd_loops`` and ``django_html`` (the Django page of a django-comments-xtd case)."""

from __future__ import annotations

import re
from collections.abc import Callable

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import story, thread
from comspider_lab.blind.content_ac import LABELS, SITES_AC
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ac import PartsK, Story, render_ac, widget
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "LABELS",
    "SITES_AC",
    "PartsK",
    "Seed",
    "Story",
    "avatar",
    "body",
    "children",
    "django_html",
    "esc",
    "form_below",
    "make",
    "render_ac",
    "slug",
    "story",
    "thread",
    "widget",
    "xtd_loops",
]

make = case_maker(SITES_AC, render_ac)

_URL = re.compile(r"https?://[^\s]+[^\s.,;:!?)]")


def _inline(text: str) -> str:
    out, last = "", 0
    for m in _URL.finditer(text):
        out += (
            esc(text[last : m.start()]) + f'<a href="{esc(m.group(0))}" rel="nofollow">{esc(m.group(0))}</a>'
        )
        last = m.end()
    return out + esc(text[last:])


def body(text: str, tag: str = "p") -> str:
    """A comment's text as markup: each paragraph a ``<p>`` (or ``tag``), bare addresses as links."""
    return "".join(f"<{tag}>{_inline(part)}</{tag}>" for part in text.split("\n\n"))


def brs(text: str) -> str:
    """A comment's text with its paragraphs parted by ``<br><br>``."""
    return "<br><br>".join(_inline(part) for part in text.split("\n\n"))


def avatar(p: str, key: str, size: int = 40) -> str:
    return f'<img class="{p}-pic" src="/_avatar/{esc(slug(key))}.svg" alt="" width="{size}" height="{size}">'


# the form under a thread: heading, name, email, button, rules
_FORM: dict[str, tuple[str, str, str, str, str]] = {
    "en": (
        "Leave a reply",
        "Name",
        "Email (not published)",
        "Submit",
        "Be civil. Abusive or off-topic posts will be removed.",
    ),
    "sv": (
        "Skriv en kommentar",
        "Namn",
        "E-post (visas inte)",
        "Skicka",
        "Håll god ton. Personangrepp raderas.",
    ),
    "fi": (
        "Kirjoita kommentti",
        "Nimimerkki",
        "Sähköposti (ei julkaista)",
        "Lähetä",
        "Asiattomat viestit poistetaan.",
    ),
    "ko": ("댓글 쓰기", "이름", "비밀번호", "등록", "욕설과 광고는 삭제됩니다."),
    "ar": ("أضف تعليقك", "الاسم", "البريد الإلكتروني (لن ينشر)", "أرسل", "التعليقات المسيئة تحذف."),
    "el": (
        "Γράψτε το σχόλιό σας",
        "Όνομα",
        "Email (δεν δημοσιεύεται)",
        "Αποστολή",
        "Τα υβριστικά μηνύματα διαγράφονται.",
    ),
    "tr": ("Yorum yazın", "Adınız", "E-posta (yayınlanmaz)", "Gönder", "Hakaret içeren yorumlar silinir."),
    "da": ("Skriv en kommentar", "Navn", "E-mail (vises ikke)", "Send", "Hold en god tone."),
    "hu": ("Szólj hozzá", "Név", "E-mail (nem jelenik meg)", "Elküld", "A sértő hozzászólásokat töröljük."),
    "ro": ("Scrie un mesaj", "Nume", "E-mail (nu se publică)", "Trimite", "Mesajele jignitoare se șterg."),
}


def form_below(lang: str, p: str, *, heading: str | None = None) -> str:
    """The era's form under a thread: a heading, name and email fields, a text area, a button, the rules text."""
    hd, name, mail, button, rules = _FORM[lang]
    return (
        f'<div class="{p}-form"><h3>{esc(heading or hd)}</h3><form action="/post" method="post">'
        f'<p><input type="text" name="author" size="28"> <label>{esc(name)}</label></p>'
        f'<p><input type="text" name="email" size="28"> <label>{esc(mail)}</label></p>'
        f'<p><textarea name="body" cols="54" rows="7"></textarea></p>'
        f'<p><button type="button">{esc(button)}</button></p></form>'
        f'<p class="{p}-rules"><small>{esc(rules)}</small></p></div>'
    )


def xtd_loops(item: Callable[[str, int], str], close: str, wrap: tuple[str, str], depth: int = 3) -> str:
    """Live template code: django-comments-xtd's tree of the page's article, ``item(var, depth)`` the markup of an
    entry before its replies, the replies wrapped in ``wrap``, then ``close`` (ends the entry), ``depth`` levels."""

    def level(parent: str | None, d: int) -> str:
        v = f"c{d}"
        src = "tree" if parent is None else f"{parent}.children"
        inner = ""
        if d + 1 < depth:
            inner = "{% if " + v + ".children %}" + wrap[0] + level(v, d + 1) + wrap[1] + "{% endif %}"
        return "{% for " + v + " in " + src + " %}" + item(v, d) + inner + close + "{% endfor %}"

    return "{% get_xtdcomment_tree for article as tree %}" + level(None, 0)


def django_html(template: str, site_key: str, st: Story, parts: PartsK, after: str) -> str:
    """The page as a Django template: the layout verbatim, ``after`` live template code at the ``@@DJ@@`` mark of
    ``parts.after`` (or after it)."""
    if "@@DJ@@" not in parts.after:
        parts.after = parts.after + "@@DJ@@"
    html = render_ac(template, SITES_AC[site_key], st, parts).replace(
        'src="/_avatar/', 'src="@@MAIN@@/_avatar/'
    )
    html = html.replace("@@DJ@@", "{% endverbatim %}" + after + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"
