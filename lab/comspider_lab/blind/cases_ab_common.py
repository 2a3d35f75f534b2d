"""Shared helpers of blind set AB: a thread one comment a line (set T's ``thread`` through set V's common module), a
story, a case from its page parts (the shared ``case_maker``) through set AB's templates, ``body`` (a comment's text:
paragraphs, bare addresses as links), ``avatar``, ``reply_form`` (the era's form under a thread, with its rules text
or a login prompt, per language) and the Django page of a django-comments-xtd case (``django_html``)."""

from __future__ import annotations

import re

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import story, thread
from comspider_lab.blind.content_ab import LABELS, SITES_AB
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ab import PartsK, Story, box, render_ab, share_bar
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "LABELS",
    "SITES_AB",
    "PartsK",
    "Seed",
    "Story",
    "avatar",
    "body",
    "box",
    "children",
    "django_html",
    "esc",
    "links",
    "make",
    "render_ab",
    "reply_form",
    "share_bar",
    "slug",
    "story",
    "thread",
]

make = case_maker(SITES_AB, render_ab)

_URL = re.compile(r"https?://[^\s]+[^\s.,;:!?)]")


def links(items: str, cls: str = "") -> str:
    return (
        (f'<ul class="{cls}">' if cls else "<ul>")
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


def body(text: str, tag: str = "p") -> str:
    """A comment's text as markup: each paragraph a ``<p>`` (or ``tag``), bare addresses as links."""
    return "".join(f"<{tag}>{_inline(part)}</{tag}>" for part in text.split("\n\n"))


def brs(text: str) -> str:
    """A comment's text with its paragraphs parted by ``<br><br>`` (no element per paragraph)."""
    return "<br><br>".join(_inline(part) for part in text.split("\n\n"))


def avatar(p: str, key: str, size: int = 40) -> str:
    return f'<img class="{p}-av" src="/_avatar/{esc(slug(key))}.svg" alt="" width="{size}" height="{size}">'


# the era's form under a thread: heading, name, email note, website, button, rules text, login prompt
_FORM: dict[str, tuple[str, str, str, str, str, str, str]] = {
    "en": (
        "Leave a reply",
        "Name (required)",
        "Email (will not be published) (required)",
        "Website",
        "Post",
        "Please keep it civil and on topic. Posts that are abusive, defamatory or off topic will be removed. You may use these tags: <a> <b> <i> <blockquote>.",
        "You must be logged in to post. Log in or register for free.",
    ),
    "de": (
        "Schreiben Sie Ihre Meinung",
        "Name (Pflichtfeld)",
        "E-Mail (wird nicht veröffentlicht)",
        "Website",
        "Absenden",
        "Bitte bleiben Sie sachlich. Beiträge mit Beleidigungen oder ohne Bezug zum Artikel werden gelöscht. Es gilt unsere Netiquette.",
        "Um mitzudiskutieren, melden Sie sich bitte an oder registrieren Sie sich kostenlos.",
    ),
    "fr": (
        "Laisser un message",
        "Nom (obligatoire)",
        "E-mail (ne sera pas publié)",
        "Site web",
        "Envoyer",
        "Les propos injurieux, diffamatoires ou hors sujet seront supprimés. Merci de rester courtois.",
        "Vous devez être connecté pour participer. Connexion ou inscription gratuite.",
    ),
    "es": (
        "Deja tu opinión",
        "Nombre (obligatorio)",
        "Correo (no se publicará)",
        "Web",
        "Enviar",
        "Las opiniones ofensivas o que no tengan relación con la noticia serán eliminadas. Respeta las normas de participación.",
        "Para participar debes estar registrado. Entra o regístrate gratis.",
    ),
    "pt": (
        "Deixe sua opinião",
        "Nome (obrigatório)",
        "E-mail (não será publicado)",
        "Site",
        "Enviar",
        "Mensagens ofensivas ou fora do assunto serão removidas. Respeite as regras.",
        "Para participar é preciso estar logado. Entre ou cadastre-se.",
    ),
    "nl": (
        "Reageer",
        "Naam (verplicht)",
        "E-mail (wordt niet gepubliceerd)",
        "Website",
        "Plaatsen",
        "Houd het netjes. Beledigende of niet ter zake doende bijdragen worden verwijderd.",
        "U moet ingelogd zijn om te reageren. Log in of registreer gratis.",
    ),
    "ru": (
        "Оставить ответ",
        "Имя (обязательно)",
        "E-mail (не публикуется)",
        "Сайт",
        "Отправить",
        "Оскорбления и реклама удаляются. Пожалуйста, по теме записи.",
        "Чтобы ответить, войдите или зарегистрируйтесь.",
    ),
    "ja": (
        "投稿する",
        "名前（必須）",
        "メールアドレス（公開されません）",
        "URL",
        "送信",
        "誹謗中傷や記事と関係のない書き込みは削除します。",
        "書き込みにはログインが必要です。ログイン／会員登録",
    ),
    "pl": (
        "Dodaj opinię",
        "Podpis (wymagany)",
        "E-mail (nie będzie widoczny)",
        "Strona www",
        "Wyślij",
        "Wpisy obraźliwe, naruszające prawo lub niezwiązane z tematem będą usuwane. Redakcja nie odpowiada za treść wpisów.",
        "Zaloguj się lub zarejestruj, aby dodać opinię.",
    ),
    "it": (
        "Lascia un messaggio",
        "Nome (obbligatorio)",
        "Email (non sarà pubblicata)",
        "Sito web",
        "Invia",
        "I messaggi offensivi o fuori tema saranno rimossi. Rispetta le regole della discussione.",
        "Per partecipare devi essere registrato. Accedi o registrati gratis.",
    ),
}


def reply_form(lang: str, p: str, *, login: bool = False, heading: str | None = None) -> str:
    """The era's form under a thread: a heading, name, email and website fields, a text area, a button, the rules
    text; ``login``: a login prompt in its place."""
    hd, name, mail, web, button, rules, prompt = _FORM[lang]
    if login:
        return (
            f'<div class="{p}-form"><h3>{esc(heading or hd)}</h3><p class="{p}-login"><a href="/login">{esc(prompt)}</a></p>'
            f'<p class="{p}-rules"><small>{esc(rules)}</small></p></div>'
        )
    return (
        f'<div class="{p}-form" id="{p}-respond"><h3>{esc(heading or hd)}</h3><form action="/post" method="post">'
        f'<p><input type="text" name="author" size="30"> <label>{esc(name)}</label></p>'
        f'<p><input type="text" name="email" size="30"> <label>{esc(mail)}</label></p>'
        f'<p><input type="text" name="url" size="30"> <label>{esc(web)}</label></p>'
        f'<p><textarea name="body" cols="58" rows="8"></textarea></p>'
        f'<p><button type="button">{esc(button)}</button></p></form>'
        f'<p class="{p}-rules"><small>{esc(rules)}</small></p></div>'
    )


def django_html(template: str, site_key: str, st: Story, parts: PartsK, after: str) -> str:
    """The page as a Django template: the layout verbatim, ``after`` live template code at the ``@@DJ@@`` mark of
    ``parts.after`` (or after it)."""
    if "@@DJ@@" not in parts.after:
        parts.after = parts.after + "@@DJ@@"
    html = render_ab(template, SITES_AB[site_key], st, parts).replace(
        'src="/_avatar/', 'src="@@MAIN@@/_avatar/'
    )
    html = html.replace("@@DJ@@", "{% endverbatim %}" + after + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"
