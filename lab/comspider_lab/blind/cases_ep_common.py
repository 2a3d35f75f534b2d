"""Shared helpers of blind set ep (written for this set on the pattern of set DU's): ``page`` (a document head of
2010-2013, XHTML 1.0 Transitional or early HTML5, around a page's own body), ``rows`` (join rendered items) and
``make`` (a Case without comments). No page skeleton is shared: each page builds its own template and style sheet."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case

__all__ = ["Case", "esc", "make", "page", "rows", "slug"]

XHTML = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
)


def page(
    title: str,
    site: str,
    lang: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    description: str = "",
    xhtml: bool = True,
    head: str = "",
    body_attrs: str = "",
    keywords: str = "",
) -> str:
    """A document of 2010-2013: XHTML 1.0 Transitional (``xhtml``) or an early HTML5 page, the meta tags and Open
    Graph tags of the time, the page's own style sheet."""
    if xhtml:
        start = (
            f'{XHTML}<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        )
        close = " /"
    else:
        start = f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
        close = ""
    kw = f'<meta name="keywords" content="{esc(keywords)}"{close}>\n' if keywords else ""
    return (
        f"{start}<title>{esc(title)} - {esc(site)}</title>\n"
        f'<meta name="description" content="{esc(description or title)}"{close}>\n{kw}'
        f'<meta property="og:title" content="{esc(title)}"{close}>\n'
        f'<meta property="og:type" content="article"{close}>\n'
        f'<meta property="og:site_name" content="{esc(site)}"{close}>\n'
        f'<meta property="article:published_time" content="{esc(published)}"{close}>\n'
        f'<meta name="author" content="{esc(author)}"{close}>\n'
        f'<style type="text/css">\n{css}\n</style>\n{head}</head>\n'
        f"<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def rows(items: Iterable[Any], fn: Callable[..., str]) -> str:
    """Each item rendered by ``fn`` (a tuple is spread into its arguments, with its index first)."""
    return "\n".join(fn(n, *it) if isinstance(it, tuple) else fn(n, it) for n, it in enumerate(items))


def make(
    cid: str,
    lang: str,
    html: str,
    *,
    path: str,
    description: str,
    lookalikes: tuple[str, ...],
) -> Case:
    """An article page without any reader discussion: truth, zero comments."""
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
