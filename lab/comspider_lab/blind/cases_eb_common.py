"""Shared helpers of blind set eb (written for this set on the pattern of set DU's): ``talk`` reads a discussion from
an indented block, one comment a line (``NAME @ SHOWN ~ ISO :: TEXT``, paragraphs split by `` // ``, depth by leading
``>``); ``page`` (an HTML document of 2010-2013 as a big site's CMS printed it: an XHTML 1.0 or an HTML5 doctype, Open
Graph and Facebook tags, inline analytics and ad-slot scripts that load nothing); and the heavy furniture of big sites
of that time, each helper taking the page's own class prefix and tags so that no two pages share a skeleton:
``megamenu``, ``popular`` (tabs of counted lists), ``gallery``, ``playlist``, ``related``, ``newsletter``,
``sponsored``, ``around_web``, ``shares``, ``poll``, ``cookie_bar``, ``footer_cols``, ``img``. Each page builds its
own template around them."""

from __future__ import annotations

import json
from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = [
    "C",
    "Case",
    "Seed",
    "around_web",
    "cookie_bar",
    "esc",
    "footer_cols",
    "gallery",
    "img",
    "kids",
    "make",
    "megamenu",
    "newsletter",
    "page",
    "paras",
    "playlist",
    "poll",
    "popular",
    "related",
    "shares",
    "slug",
    "sponsored",
    "talk",
]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown, the machine time, text, parent index, depth."""

    who: str
    at: str
    iso: str
    body: str
    parent: int | None
    depth: int


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, when = (x.strip() for x in head.split(" @ ", 1))
        at, _, iso = (x.strip() for x in when.partition(" ~ "))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, iso, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def img(name: str, w: int, h: int, alt: str = "", attrs: str = "") -> str:
    return f'<img src="/_avatar/eb-{slug(name)}.svg" width="{w}" height="{h}" alt="{esc(alt)}"{attrs} />'


_XHTML = (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
)


def page(
    title: str,
    site: str,
    css: str,
    body: str,
    *,
    published: str,
    author: str,
    section: str,
    url: str,
    description: str = "",
    doctype: str = "xhtml",
    head: str = "",
    body_attrs: str = "",
    title_sep: str = " | ",
    analytics: str = "UA-1234567-1",
) -> str:
    """A big site's article page of 2010-2013 as served: doctype, meta, Open Graph, fb:app_id, an inline analytics
    queue and an ad-slot definition (scripts that load nothing), the page's own style sheet."""
    html_open = (
        _XHTML
        + '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:fb="http://ogp.me/ns/fb#" xml:lang="en" lang="en">'
        if doctype == "xhtml"
        else '<!DOCTYPE html>\n<html lang="en" prefix="og: http://ogp.me/ns# article: http://ogp.me/ns/article#">'
    )
    ads = json.dumps({"site": slug(site)[:12], "zone": slug(section), "pos": ["top", "right1", "right2"]})
    return (
        f"{html_open}\n<head>\n"
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(title)}{title_sep}{esc(site)}</title>\n"
        f'<meta name="description" content="{esc(description or title)}" />\n'
        f'<link rel="canonical" href="http://www.{slug(site).replace("-", "")}.com{esc(url)}" />\n'
        f'<meta property="og:title" content="{esc(title)}" />\n<meta property="og:type" content="article" />\n'
        f'<meta property="og:site_name" content="{esc(site)}" />\n'
        f'<meta property="og:url" content="http://www.{slug(site).replace("-", "")}.com{esc(url)}" />\n'
        '<meta property="fb:app_id" content="1429330573" />\n'
        f'<meta property="article:published_time" content="{esc(published)}" />\n'
        f'<meta property="article:section" content="{esc(section)}" />\n'
        f'<meta name="author" content="{esc(author)}" />\n'
        f'<meta name="twitter:card" content="summary" />\n'
        f'<style type="text/css">{css}</style>\n'
        '<script type="text/javascript">\n'
        f"var _gaq = _gaq || []; _gaq.push(['_setAccount', '{analytics}']); _gaq.push(['_trackPageview']);\n"
        f"var adSlots = {ads};\n"
        "</script>\n"
        f"{head}</head>\n<body{' ' + body_attrs if body_attrs else ''}>\n{body}\n</body>\n</html>\n"
    )


def megamenu(p: str, sections: dict[str, list[str]], *, tag: str = "ul") -> str:
    """A mega-menu: top sections, each with a drop-down panel of sub-sections (printed, shown on hover)."""
    items = []
    for name, subs in sections.items():
        sub = "".join(f'<li><a href="/{slug(name)}/{slug(s)}/">{esc(s)}</a></li>' for s in subs)
        panel = f'<div class="{p}-drop"><ul class="{p}-subs">{sub}</ul></div>' if subs else ""
        items.append(f'<li class="{p}-top"><a href="/{slug(name)}/">{esc(name)}</a>{panel}</li>')
    return f'<{tag} class="{p}-menu" id="{p}-nav">{"".join(items)}</{tag}>'


def popular(p: str, tabs: list[tuple[str, str]], *, heading: str = "", list_tag: str = "ol") -> str:
    """Tabbed "most" lists: each tab a name and rows "title | count" split by " ;; " (count may be empty)."""
    heads = "".join(
        f'<li class="{p}-tab{" on" if i == 0 else ""}"><a href="#{p}-t{i}">{esc(n)}</a></li>'
        for i, (n, _) in enumerate(tabs)
    )
    panes = []
    for i, (_, rows) in enumerate(tabs):
        items = []
        for row in rows.split(" ;; "):
            title, count = (x.strip() for x in row.split("|"))
            n = f' <span class="{p}-n">{esc(count)}</span>' if count else ""
            items.append(f'<li><a href="/{slug(title)[:40]}.html">{esc(title)}</a>{n}</li>')
        style = "" if i == 0 else ' style="display:none"'
        panes.append(f'<{list_tag} class="{p}-pane" id="{p}-t{i}"{style}>{"".join(items)}</{list_tag}>')
    h = f'<h3 class="{p}-h">{esc(heading)}</h3>' if heading else ""
    return f'<div class="{p}-popular">{h}<ul class="{p}-tabs">{heads}</ul>{"".join(panes)}</div>'


def gallery(p: str, heading: str, items: list[tuple[str, str]], *, count: bool = True) -> str:
    """A photo gallery strip: (caption, credit) per photo, with "1 of N" counters."""
    n = len(items)
    slides = "".join(
        f'<li class="{p}-slide">{img(f"{p}-g{i}", 620, 349, "")}'
        + (f'<span class="{p}-count">{i + 1} of {n}</span>' if count else "")
        + f'<p class="{p}-cap">{esc(cap)}</p><p class="{p}-credit">{esc(credit)}</p></li>'
        for i, (cap, credit) in enumerate(items)
    )
    return (
        f'<div class="{p}-gallery"><h3>{esc(heading)}</h3><a class="{p}-prev" href="#">&lsaquo;</a>'
        f'<ul class="{p}-slides">{slides}</ul><a class="{p}-next" href="#">&rsaquo;</a></div>'
    )


def playlist(p: str, heading: str, items: list[tuple[str, str]]) -> str:
    """A video playlist: (title, duration)."""
    rows = "".join(
        f'<li><a href="/video/{slug(t)[:40]}">{img(f"{p}-v{i}", 120, 68, "")}<span class="{p}-vt">{esc(t)}</span>'
        f'<span class="{p}-dur">{esc(d)}</span></a></li>'
        for i, (t, d) in enumerate(items)
    )
    return (
        f'<div class="{p}-video"><h3>{esc(heading)}</h3><div class="{p}-player">'
        f'<object width="300" height="169"><param name="movie" value="/flash/player.swf" /></object></div>'
        f'<ul class="{p}-playlist">{rows}</ul></div>'
    )


def related(p: str, heading: str, items: list[tuple[str, str]], *, tag: str = "ul") -> str:
    """Related stories: (headline, time as printed)."""
    rows = "".join(
        f'<li><a href="/{slug(t)[:44]}.html">{esc(t)}</a> <span class="{p}-when">{esc(w)}</span></li>'
        for t, w in items
    )
    return f'<div class="{p}-related"><h3>{esc(heading)}</h3><{tag}>{rows}</{tag}></div>'


def newsletter(p: str, heading: str, blurb: str, button: str = "Sign up") -> str:
    return (
        f'<div class="{p}-newsletter"><h4>{esc(heading)}</h4><p>{esc(blurb)}</p>'
        f'<form action="/newsletters/subscribe" method="post"><input type="text" name="email" value="" '
        f'placeholder="Enter your e-mail address" /><input type="submit" value="{esc(button)}" /></form></div>'
    )


def sponsored(p: str, heading: str, items: list[tuple[str, str]]) -> str:
    """Sponsored links: (title, advertiser's domain)."""
    rows = "".join(
        f'<li><a href="http://ads.example-network.net/click?u={slug(t)[:20]}" rel="nofollow">{esc(t)}</a>'
        f'<span class="{p}-dom">{esc(d)}</span></li>'
        for t, d in items
    )
    return f'<div class="{p}-sponsored"><h4>{esc(heading)}</h4><ul>{rows}</ul></div>'


def around_web(p: str, heading: str, items: list[tuple[str, str]], note: str = "Recommended by") -> str:
    """A "From around the web" box: (headline, source) with thumbnails."""
    rows = "".join(
        f'<li><a href="http://rec.example-widget.com/r/{i}" rel="nofollow">{img(f"{p}-w{i}", 140, 90, "")}'
        f'<span class="{p}-wt">{esc(t)}</span></a><span class="{p}-src">({esc(s)})</span></li>'
        for i, (t, s) in enumerate(items)
    )
    return (
        f'<div class="{p}-aroundweb"><h4>{esc(heading)}</h4><ul>{rows}</ul>'
        f'<a class="{p}-by" href="#">{esc(note)} &#9656;</a></div>'
    )


def shares(p: str, counts: list[tuple[str, str]]) -> str:
    rows = "".join(
        f'<li class="{p}-{slug(n)}"><a href="#" rel="nofollow">{esc(n)}</a><span class="{p}-cnt">{esc(c)}</span></li>'
        for n, c in counts
    )
    return f'<ul class="{p}-share">{rows}</ul>'


def poll(p: str, question: str, options: list[tuple[str, str]], votes: str) -> str:
    """A poll with its results printed: (option, percent)."""
    rows = "".join(
        f'<li><label><input type="radio" name="{p}-vote" value="{i}" /> {esc(o)}</label>'
        f'<span class="{p}-bar" style="width:{pct}">{esc(pct)}</span></li>'
        for i, (o, pct) in enumerate(options)
    )
    return (
        f'<div class="{p}-poll"><h4>Quick poll</h4><p class="{p}-q">{esc(question)}</p>'
        f'<form action="/polls/vote" method="post"><ul>{rows}</ul><input type="submit" value="Vote" /></form>'
        f'<p class="{p}-votes">{esc(votes)}</p></div>'
    )


def cookie_bar(p: str, text: str) -> str:
    return (
        f'<div class="{p}-cookies" id="{p}-cookie-notice"><p>{esc(text)} <a href="/privacy/">Find out more</a></p>'
        f'<a class="{p}-ok" href="#">Close</a></div>'
    )


def footer_cols(p: str, cols: dict[str, list[str]], small: str) -> str:
    blocks = "".join(
        f'<div class="{p}-fcol"><h5>{esc(h)}</h5><ul>'
        + "".join(f'<li><a href="/{slug(x)}/">{esc(x)}</a></li>' for x in links)
        + "</ul></div>"
        for h, links in cols.items()
    )
    return f'<div class="{p}-footer">{blocks}<p class="{p}-small">{esc(small)}</p></div>'


def make(
    cid: str,
    kind: str,
    html: str,
    cs: list[C],
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
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=True,
        lookalikes=lookalikes,
    )
