"""Shared helpers of blind set DJ (written for this set): ``doc`` (an XHTML/HTML document of 2010-2014 with the
page's own style and the era's analytics snippet), ``paras`` (a text's paragraphs), ``counted`` (a most-read list
from "title | count" lines), ``links`` (a plain list of links) and ``make`` (a Case). Every page's template is
written in its own case function."""

from __future__ import annotations

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "Seed", "counted", "doc", "esc", "links", "make", "paras", "slug"]


def doc(lang: str, title: str, site: str, css: str, body: str, xhtml: bool = True, body_cls: str = "") -> str:
    head = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        if xhtml
        else f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
    )
    return (
        head + f"<title>{esc(title)} - {esc(site)}</title>\n"
        f'<meta property="og:title" content="{esc(title)}" />\n<meta property="og:site_name" content="{esc(site)}" />\n'
        f'<style type="text/css">{css}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-2718281-4']); "
        "_gaq.push(['_trackPageview']);</script>\n"
        f"</head>\n<body{f' class={chr(34)}{body_cls}{chr(34)}' if body_cls else ''}>\n{body}\n</body>\n</html>\n"
    )


def paras(text: str, tag: str = "p", br: bool = False) -> str:
    parts = [esc(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    return "".join(f"<{tag}>{x}</{tag}>" for x in parts)


def counted(rows: str, word: str, tag: str = "ol", cls: str = "") -> str:
    items = []
    for row in rows.strip().splitlines():
        title, count = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/{slug(title)[:40]}.html">{esc(title)}</a> <span class="n">({esc(count)} {word})</span></li>'
        )
    return f"<{tag}{f' class={chr(34)}{cls}{chr(34)}' if cls else ''}>" + "".join(items) + f"</{tag}>"


def links(titles: list[str], prefix: str = "/", cls: str = "") -> str:
    return (
        f"<ul{f' class={chr(34)}{cls}{chr(34)}' if cls else ''}>"
        + "".join(f'<li><a href="{prefix}{slug(t)[:40]}.html">{esc(t)}</a></li>' for t in titles)
        + "</ul>"
    )


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
