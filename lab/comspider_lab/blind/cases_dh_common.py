"""Shared helpers of blind set DH (written for this set): ``doc`` (a whole page of the 2010-2014 era: doctype, head
with the site's own style, a tracker snippet, the body), ``paras`` (a text's paragraphs in elements or split by
``<br /><br />``), ``ul`` (links), ``counted`` (titles with counts) and ``make`` (a Case from the page and its
comments). Every class name, name, place and text of the set is invented."""

from __future__ import annotations

import re

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "Seed", "counted", "doc", "esc", "make", "paras", "slug", "ul"]

XHTML = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
)
HTML4 = (
    '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">\n'
)
HTML5 = "<!DOCTYPE html>\n"


def doc(
    lang: str,
    title: str,
    site: str,
    css: str,
    body: str,
    *,
    doctype: str = XHTML,
    head: str = "",
    body_attrs: str = "",
    published: str = "",
) -> str:
    meta = f'<meta property="article:published_time" content="{esc(published)}" />\n' if published else ""
    return (
        f'{doctype}<html xmlns="http://www.w3.org/1999/xhtml" lang="{lang}" xml:lang="{lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(title)} | {esc(site)}</title>\n"
        f'<meta property="og:title" content="{esc(title)}" />\n<meta property="og:site_name" content="{esc(site)}" />\n'
        f"{meta}"
        f'<style type="text/css">{css}</style>\n{head}'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-2093311-4']); "
        "_gaq.push(['_trackPageview']);</script>\n"
        f"</head>\n<body{(' ' + body_attrs) if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def paras(text: str, tag: str = "p", br: bool = False, cls: str = "") -> str:
    """A text's paragraphs, each in its own element (or joined by <br /><br /> when ``br``)."""
    parts = [esc(x) for x in text.split("\n\n")]
    if br:
        return "<br />\n<br />\n".join(parts)
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{c}>{x}</{tag}>" for x in parts)


def ul(titles: list[str], prefix: str = "/", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return (
        f"<ul{c}>"
        + "".join(f'<li><a href="{prefix}{slug(t)}.html">{esc(t)}</a></li>' for t in titles)
        + "</ul>"
    )


def counted(rows: str, fmt: str, tag: str = "ol", cls: str = "") -> str:
    """A list from "title | count" lines; ``fmt`` formats the count ("({n} reads)")."""
    c = f' class="{cls}"' if cls else ""
    items = []
    for row in rows.strip().splitlines():
        title, n = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/{slug(title)[:40]}.html">{esc(title)}</a> <span class="n">{esc(fmt.format(n=n))}</span></li>'
        )
    return f"<{tag}{c}>" + "".join(items) + f"</{tag}>"


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
        files=pictures(html),
    )


_PICTURE = re.compile(r"""(?:src="|url\()(/[^"()]+\.(?:jpg|gif|png))""")


def pictures(html: str) -> dict[str, str]:
    """A grey placeholder for every photo, logo and avatar the page asks for (the saved page's pictures)."""
    svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="#ccc"/></svg>'
    return {m.group(1): svg for m in _PICTURE.finditer(html)}
