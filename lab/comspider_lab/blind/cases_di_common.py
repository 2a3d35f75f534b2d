"""Shared helpers of blind set DI (written for this set): ``doc`` (an XHTML page of 2010-2014 with its head),
``links`` and ``counted`` (furniture lists), ``paras`` (a text's paragraphs), ``seeds`` (the truth from
``(author, when, text, parent)`` rows) and ``make`` (a Case). Every page's body is written in its own case file:
each site is its own template."""

from __future__ import annotations

import re

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "Row", "Seed", "counted", "doc", "esc", "links", "make", "paras", "seeds", "slug"]

Row = tuple[str, str, str, int | None]


_IMG = re.compile(r'src="/(?!_avatar/)([^"]+)\.(?:jpg|png)"')


def _images(html: str) -> str:
    """Every photo and avatar of the page from the test server's placeholder images (``/_avatar/NAME.svg``)."""
    return _IMG.sub(lambda m: f'src="/_avatar/{slug(m.group(1))}.svg"', html)


def doc(lang: str, title: str, site: str, css: str, body: str, head: str = "", body_attrs: str = "") -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n'
        f"<title>{esc(title)} - {esc(site)}</title>\n"
        f'<meta property="og:title" content="{esc(title)}" />\n<meta property="og:site_name" content="{esc(site)}" />\n'
        f'<style type="text/css">{css}</style>\n{head}\n'
        "<script type=\"text/javascript\">var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-2209431-7']);"
        "_gaq.push(['_trackPageview']);</script>\n"
        f"</head>\n<body{' ' + body_attrs if body_attrs else ''}>\n{_images(body)}\n</body>\n</html>\n"
    )


def links(titles: list[str] | tuple[str, ...], prefix: str = "/", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>" + "".join(f'<li><a href="{prefix}{slug(t)}">{esc(t)}</a></li>' for t in titles) + "</ul>"
    )


def counted(rows: str, fmt: str = "({n})", tag: str = "ol") -> str:
    """A list from "title | count" lines, the count printed by ``fmt``."""
    items = []
    for row in rows.strip().splitlines():
        title, n = (x.strip() for x in row.rsplit("|", 1))
        items.append(
            f'<li><a href="/{slug(title)[:40]}">{esc(title)}</a> <span>{esc(fmt.format(n=n))}</span></li>'
        )
    return f"<{tag}>" + "".join(items) + f"</{tag}>"


def paras(text: str, br: bool = False, tag: str = "p") -> str:
    parts = [esc(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    return "".join(f"<{tag}>{x}</{tag}>" for x in parts)


def seeds(rows: list[Row]) -> list[Seed]:
    return [Seed(a, t, p, w) for a, w, t, p in rows]


def make(
    cid: str,
    kind: str,
    lang: str,
    html: str,
    rows: list[Row],
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
        comments=seeds(rows),
        static=True,
        lookalikes=lookalikes,
    )
