"""Shared helpers of blind set AD: a thread one comment a line (set T's ``thread`` through set V's common module, with
the reader's list items "- ", article quotes "> " and links "[text](address)" kept for the markup and taken out of
the truth's text), a story, a case from its page parts (the shared ``case_maker``) through set AD's templates,
``body`` (a comment's text as markup), ``avatar``, ``login_prompt`` (the registered readers' line under a thread, per
language), ``jump`` (the count and "jump to comments" line of an article's header), ``xtd_loops`` and
``django_html`` (the Django page of a django-comments-xtd case)."""

from __future__ import annotations

import re
from collections.abc import Callable

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import story
from comspider_lab.blind.cases_v_common import thread as _thread
from comspider_lab.blind.content_ad import LABELS, SITES_AD
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ad import PartsK, Story, render_ad, widget
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "LABELS",
    "SITES_AD",
    "PartsK",
    "Seed",
    "Story",
    "avatar",
    "body",
    "children",
    "django_html",
    "esc",
    "jump",
    "login_prompt",
    "make",
    "render_ad",
    "slug",
    "story",
    "thread",
    "widget",
    "xtd_loops",
]

make = case_maker(SITES_AD, render_ad)

# the text as the reader typed it (list items, article quotes, links), by the truth's text
_RAW: dict[str, str] = {}
_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_URL = re.compile(r"https?://[^\s<]+[^\s<.,;:!?)]")


def _clean(raw: str) -> str:
    parts = []
    for part in raw.split("\n\n"):
        if part.startswith(("- ", "> ")):
            part = part[2:]
        parts.append(_LINK.sub(r"\1", part))
    return "\n\n".join(parts)


def thread(block: str) -> list[Seed]:
    """One comment a line (``author | when | parent | text``, ``¶`` between paragraphs); a paragraph "- …" is a list
    item, "> …" a quoted sentence of the article, "[text](address)" a link: the truth keeps their words only."""
    out: list[Seed] = []
    for s in _thread(block):
        text = _clean(s.text)
        _RAW[text] = s.text
        out.append(Seed(s.author, text, s.parent, s.when))
    return out


def _inline(text: str) -> str:
    out, last = "", 0
    for m in _LINK.finditer(text):
        out += (
            _urls(text[last : m.start()])
            + f'<a href="{esc(m.group(2))}" rel="nofollow">{esc(m.group(1))}</a>'
        )
        last = m.end()
    return out + _urls(text[last:])


def _urls(text: str) -> str:
    out, last = "", 0
    for m in _URL.finditer(text):
        out += (
            esc(text[last : m.start()]) + f'<a href="{esc(m.group(0))}" rel="nofollow">{esc(m.group(0))}</a>'
        )
        last = m.end()
    return out + esc(text[last:])


def body(text: str, tag: str = "p") -> str:
    """A comment's text as markup: paragraphs as ``<p>`` (or ``tag``), a run of list items as a ``<ul>``, an article
    quote as a ``<blockquote>``, links as links."""
    out, items = "", []
    for part in _RAW.get(text, text).split("\n\n"):
        if part.startswith("- "):
            items.append(f"<li>{_inline(part[2:])}</li>")
            continue
        if items:
            out += "<ul>" + "".join(items) + "</ul>"
            items = []
        if part.startswith("> "):
            out += f"<blockquote><p>{_inline(part[2:])}</p></blockquote>"
        else:
            out += f"<{tag}>{_inline(part)}</{tag}>"
    if items:
        out += "<ul>" + "".join(items) + "</ul>"
    return out


def avatar(p: str, key: str, size: int = 40) -> str:
    return f'<img class="{p}-pic" src="/_avatar/{esc(slug(key))}.svg" alt="" width="{size}" height="{size}">'


# the line under a thread of a site whose readers register: the prompt, "Log in", "Register", the rules
_PROMPT: dict[str, tuple[str, str, str, str]] = {
    "en": ("You must be logged in to post a comment.", "Log in", "Register", "House rules"),
    "pt": ("Para comentar tem de iniciar sessão.", "Entrar", "Registar", "Regras de participação"),
    "it": ("Per commentare devi essere registrato.", "Accedi", "Registrati", "Regole della discussione"),
    "vi": ("Bạn cần đăng nhập để gửi bình luận.", "Đăng nhập", "Đăng ký", "Quy định bình luận"),
    "he": ("כדי להגיב יש להתחבר לאתר.", "התחברות", "הרשמה", "כללי התגובות"),
    "hi": ("टिप्पणी करने के लिए लॉग इन करें।", "लॉग इन", "रजिस्टर करें", "टिप्पणी के नियम"),
    "th": ("กรุณาเข้าสู่ระบบเพื่อแสดงความคิดเห็น", "เข้าสู่ระบบ", "สมัครสมาชิก", "กติกาการแสดงความคิดเห็น"),
    "fa": ("برای فرستادن نظر وارد شوید.", "ورود", "ثبت نام", "قوانین نظردهی"),
    "uk": ("Щоб коментувати, увійдіть на сайт.", "Увійти", "Зареєструватися", "Правила"),
    "sk": (
        "Do diskusie môžu prispievať len registrovaní čitatelia.",
        "Prihlásiť",
        "Registrovať",
        "Pravidlá diskusie",
    ),
    "bg": ("За да коментирате, влезте в профила си.", "Вход", "Регистрация", "Правила за коментиране"),
    "ca": ("Per comentar cal que us identifiqueu.", "Entra", "Registra't", "Normes de participació"),
    "nb": ("Du må være innlogget for å kommentere.", "Logg inn", "Registrer deg", "Regler for debatten"),
}


def login_prompt(lang: str, p: str) -> str:
    """The era's line under a registered readers' thread: a text area that asks to log in, the links, the rules."""
    text, log_in, register, rules = _PROMPT[lang]
    return (
        f'<div class="{p}-login" style="border:1px solid #ccc;background:#f7f7f7;padding:10px;margin:12px 0">'
        '<textarea rows="3" cols="60" disabled></textarea>'
        f'<p>{esc(text)} <a href="/login">{esc(log_in)}</a> | <a href="/register">{esc(register)}</a> · '
        f'<a href="/rules">{esc(rules)}</a></p></div>'
    )


def jump(lang: str, n: int, anchor: str, p: str) -> str:
    """An article header's line: the number of comments, and a link to them."""
    L = LABELS[lang]
    return (
        f'<p class="{p}-jump"><a href="#{anchor}">💬 {esc(L["count"].format(n=n))}</a> · '
        f'<a href="#{anchor}">{esc(L["jump"])} ↓</a></p>'
    )


def xtd_loops(
    item: Callable[[str, int], str],
    close: str,
    wrap: Callable[[str, int], tuple[str, str]],
    depth: int = 3,
) -> str:
    """Live template code: django-comments-xtd's tree of the page's article, ``item(var, depth)`` the markup of an
    entry before its replies, the replies wrapped in ``wrap(var, depth)``, then ``close`` (ends the entry)."""

    def level(parent: str | None, d: int) -> str:
        v = f"c{d}"
        src = "tree" if parent is None else f"{parent}.children"
        inner = ""
        if d + 1 < depth:
            w0, w1 = wrap(v, d)
            inner = "{% if " + v + ".children %}" + w0 + level(v, d + 1) + w1 + "{% endif %}"
        return "{% for " + v + " in " + src + " %}" + item(v, d) + inner + close + "{% endfor %}"

    return "{% get_xtdcomment_tree for article as tree %}" + level(None, 0)


def django_html(template: str, site_key: str, st: Story, parts: PartsK, after: str) -> str:
    """The page as a Django template: the layout verbatim, ``after`` live template code at the ``@@DJ@@`` mark of
    ``parts.after`` (or after it)."""
    if "@@DJ@@" not in parts.after:
        parts.after = parts.after + "@@DJ@@"
    html = render_ad(template, SITES_AD[site_key], st, parts).replace(
        'src="/_avatar/', 'src="@@MAIN@@/_avatar/'
    )
    html = html.replace("@@DJ@@", "{% endverbatim %}" + after + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"
