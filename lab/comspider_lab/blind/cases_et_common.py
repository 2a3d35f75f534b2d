"""Shared helpers of blind set et (written for this set): ``page`` (a document head of 2010-2013 around a page's
own body: its doctype, meta tags, Open Graph and the page's style sheet), ``face`` (a small avatar image served by
the lab's static server), ``li`` (a list from rows) and ``make`` (a Case without any comment). No page skeleton is
shared: each page builds its own template."""

from __future__ import annotations

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case

__all__ = ["Case", "esc", "face", "li", "make", "page", "slug"]

XHTML = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
)
HTML4 = (
    '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n'
)
HTML5 = "<!DOCTYPE html>\n"


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    doctype: str = "xhtml",
    rtl: bool = False,
    head: str = "",
    body_attrs: str = "",
    og: bool = True,
) -> str:
    """A saved article page of 2010-2013: its doctype, charset, title, description, Open Graph and style sheet."""
    dt = {"xhtml": XHTML, "html4": HTML4, "html5": HTML5}[doctype]
    xmlns = (
        ' xmlns="http://www.w3.org/1999/xhtml" xmlns:fb="http://ogp.me/ns/fb#"' if doctype == "xhtml" else ""
    )
    d = ' dir="rtl"' if rtl else ""
    lang_attr = f' lang="{lang}" xml:lang="{lang}"' if doctype == "xhtml" else f' lang="{lang}"'
    meta = (
        f'<meta property="og:type" content="article" />\n<meta property="og:title" content="{esc(title)}" />\n'
        f'<meta property="og:site_name" content="{esc(site)}" />\n'
        if og
        else ""
    )
    return (
        f"{dt}<html{xmlns}{lang_attr}{d}>\n<head>\n"
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(title)} - {esc(site)}</title>\n"
        f'<meta name="description" content="{esc(title)}" />\n{meta}'
        f'<meta name="author" content="{esc(author)}" />\n'
        f'<meta name="pubdate" content="{esc(published)}" />\n'
        '<link rel="shortcut icon" href="data:," />\n'
        f'<style type="text/css">\n{css}\n</style>\n{head}</head>\n'
        f"<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def face(key: str, size: int = 32, alt: str = "") -> str:
    return f'<img src="/_avatar/{esc(slug(key))}.svg" width="{size}" height="{size}" alt="{esc(alt)}" />'


def li(rows: list[str], item: str = "<li>{}</li>") -> str:
    return "".join(item.format(r) for r in rows)


def make(cid: str, lang: str, html: str, *, path: str, description: str, lookalikes: tuple[str, ...]) -> Case:
    return Case(
        id=cid,
        kind="lookalike",
        language=lang,
        reveal="on_load",
        container="-",
        heading=None,
        description=description,
        path=path,
        html=html,
        comments=[],
        static=True,
        lookalikes=lookalikes,
    )
