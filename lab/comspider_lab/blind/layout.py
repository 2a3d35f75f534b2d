"""Five page templates of made-up news sites, so that the cases do not share one skeleton.

A template takes a ``Site`` (name, language, sections, footer), an ``Article`` (title,
standfirst, byline, paragraphs) and the case's own blocks: ``after`` (below the article
text, where a comment section or a look-alike list usually sits), ``aside`` (a sidebar),
``head`` (extra tags in <head>) and ``end`` (scripts before </body>).
"""

from __future__ import annotations

import html
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Site:
    name: str
    lang: str
    sections: tuple[str, ...]
    footer: str
    related_heading: str
    related: tuple[str, ...] = ()
    direction: str = "ltr"


@dataclass(frozen=True)
class Article:
    title: str
    standfirst: str
    byline: str
    date: str
    paragraphs: tuple[str, ...]
    kicker: str = ""
    caption: str = ""
    crosshead: str = ""


@dataclass
class Blocks:
    after: str = ""
    aside: str = ""
    head: str = ""
    end: str = ""
    before_footer: str = ""
    extra_related: list[str] = field(default_factory=list)


def esc(text: str) -> str:
    return html.escape(text, quote=True)


def slug(text: str) -> str:
    out = "".join(ch.lower() if ch.isalnum() else "-" for ch in text)
    return "-".join(p for p in out.split("-") if p)[:48] or "x"


def _paragraphs(article: Article) -> str:
    parts: list[str] = []
    half = len(article.paragraphs) // 2
    for i, p in enumerate(article.paragraphs):
        if article.crosshead and i == half:
            parts.append(f"<h2>{esc(article.crosshead)}</h2>")
        parts.append(f"<p>{esc(p)}</p>")
    return "\n".join(parts)


def _nav(site: Site, cls: str) -> str:
    links = "".join(f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections)
    return f'<nav class="{cls}"><ul>{links}</ul></nav>'


def _related(site: Site, cls: str, item_cls: str) -> str:
    if not site.related:
        return ""
    items = "".join(
        f'<li class="{item_cls}"><a href="/{slug(site.sections[0])}/{slug(t)}.html">{esc(t)}</a></li>'
        for t in site.related
    )
    return f'<section class="{cls}"><h2>{esc(site.related_heading)}</h2><ul>{items}</ul></section>'


def _head(site: Site, article: Article, style: str, blocks: Blocks) -> str:
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(article.title)} | {esc(site.name)}</title>\n"
        f'<meta property="og:title" content="{esc(article.title)}">\n'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta name="author" content="{esc(article.byline)}">\n'
        f'<meta property="article:published_time" content="{esc(article.date)}">\n'
        f"<style>{style}</style>\n{blocks.head}\n</head>\n"
    )


DAILY_CSS = """body{margin:0;font:17px/1.55 Georgia,serif;color:#1b1b1b;background:#fff}
.masthead{text-align:center;border-bottom:3px double #222;padding:14px 0}.masthead a{font:700 38px Georgia;color:#111;text-decoration:none}
.topnav ul{display:flex;gap:18px;justify-content:center;list-style:none;margin:0;padding:8px;border-bottom:1px solid #ddd;font:14px Arial}
.topnav a{color:#333;text-decoration:none}.wrap{display:grid;grid-template-columns:1fr 300px;gap:40px;max-width:1100px;margin:24px auto;padding:0 16px}
.crumbs{font:13px Arial;color:#777}.kicker{font:700 13px Arial;color:#b00;text-transform:uppercase}.lead{font-size:20px;color:#333}
.byline{font:13px Arial;color:#555;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:6px 0}
.rail h3{font:700 15px Arial;border-top:3px solid #b00;padding-top:6px}.rail ol{padding-left:18px;font:14px Arial}
footer.site{background:#222;color:#bbb;font:13px Arial;padding:24px;margin-top:40px}footer.site a{color:#ddd}
.more-news ul{list-style:none;padding:0}.more-news li{border-bottom:1px solid #eee;padding:6px 0}"""


def daily(site: Site, article: Article, blocks: Blocks) -> str:
    """A regional daily: masthead, centred section bar, article + 'most read' rail, dark footer."""
    rail = "".join(f'<li><a href="/{slug(t)}.html">{esc(t)}</a></li>' for t in site.related[:5])
    return (
        _head(site, article, DAILY_CSS, blocks)
        + f'<body>\n<header><div class="masthead"><a href="/">{esc(site.name)}</a></div>{_nav(site, "topnav")}</header>\n'
        f'<div class="wrap"><main>\n<div class="crumbs"><a href="/">{esc(site.name)}</a> › '
        f'<a href="/{slug(site.sections[1])}/">{esc(site.sections[1])}</a></div>\n'
        f'<article class="story">\n<div class="kicker">{esc(article.kicker)}</div>\n<h1>{esc(article.title)}</h1>\n'
        f'<p class="lead">{esc(article.standfirst)}</p>\n'
        f'<div class="byline">{esc(article.byline)} · <time datetime="{esc(article.date)}">{esc(article.date[:10])}</time></div>\n'
        f'<figure><svg width="700" height="320" role="img"><rect width="700" height="320" fill="#cfd8dc"/></svg>'
        f"<figcaption>{esc(article.caption)}</figcaption></figure>\n"
        f"{_paragraphs(article)}\n</article>\n{blocks.after}\n"
        f"{_related(site, 'more-news', 'teaser')}\n</main>\n"
        f'<aside class="rail"><h3>{esc(site.related_heading)}</h3><ol>{rail}</ol>{blocks.aside}</aside></div>\n'
        f'{blocks.before_footer}<footer class="site"><p>{esc(site.footer)}</p>{_nav(site, "footnav")}</footer>\n{blocks.end}\n</body>\n</html>\n'
    )


MAGAZINE_CSS = """body{margin:0;font:18px/1.6 'Helvetica Neue',Arial,sans-serif;color:#222}
.bar{display:flex;justify-content:space-between;align-items:center;padding:10px 24px;background:#0d3b66;color:#fff}
.bar a{color:#fff;text-decoration:none}.bar .logo{font:800 24px Arial;letter-spacing:1px}.bar ul{display:flex;gap:14px;list-style:none;margin:0}
.hero{background:#f4d35e;padding:48px 24px 24px}.hero h1{max-width:820px;margin:0 auto;font-size:42px;line-height:1.15}
.hero p{max-width:820px;margin:12px auto 0;font-size:21px}.body{max-width:720px;margin:0 auto;padding:24px}
.meta{font-size:14px;color:#666}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:18px;max-width:1000px;margin:24px auto;padding:0 24px}
.grid .card{border:1px solid #ddd;padding:12px}.grid h3{font-size:17px;margin:6px 0}
.foot{border-top:4px solid #0d3b66;padding:24px;font-size:13px;color:#555;text-align:center}"""


def magazine(site: Site, article: Article, blocks: Blocks) -> str:
    """A magazine: coloured hero with the headline, one narrow column, a card grid, light footer."""
    cards = "".join(
        f'<div class="card"><svg width="100%" height="90"><rect width="100%" height="90" fill="#ddd"/></svg>'
        f'<h3><a href="/{slug(t)}.html">{esc(t)}</a></h3></div>'
        for t in site.related[:6]
    )
    return (
        _head(site, article, MAGAZINE_CSS, blocks)
        + f'<body>\n<div class="bar"><a class="logo" href="/">{esc(site.name)}</a>{_nav(site, "sections")}</div>\n'
        f'<header class="hero"><h1>{esc(article.title)}</h1><p>{esc(article.standfirst)}</p></header>\n'
        f'<main><div class="body"><p class="meta">{esc(article.kicker)} — {esc(article.byline)}, '
        f'<time datetime="{esc(article.date)}">{esc(article.date[:10])}</time></p>\n'
        f'<div class="text">{_paragraphs(article)}</div>\n{blocks.after}\n</div>\n'
        f'<h2 style="max-width:1000px;margin:24px auto 0;padding:0 24px">{esc(site.related_heading)}</h2>'
        f'<div class="grid">{cards}</div>{blocks.aside}</main>\n'
        f'{blocks.before_footer}<div class="foot">{esc(site.footer)}</div>\n{blocks.end}\n</body>\n</html>\n'
    )


PORTAL_CSS = """body{margin:0;font:15px/1.5 Verdana,Arial,sans-serif;background:#eef0f2;color:#222}
.top{background:#c62828;color:#fff;padding:6px 14px;font-size:12px}.top a{color:#fff;margin-right:10px}
.brand{background:#fff;padding:12px 14px;font:700 28px Arial;color:#c62828}.ticker{background:#333;color:#eee;padding:5px 14px;font-size:13px}
.cols{display:grid;grid-template-columns:180px 1fr 240px;gap:16px;max-width:1200px;margin:14px auto}
.left ul{list-style:none;padding:0;background:#fff}.left li{border-bottom:1px solid #eee;padding:6px 10px}
.center{background:#fff;padding:18px}.center h1{font-size:30px;margin-top:4px}.ad{background:#fff;border:1px dashed #aaa;height:250px;text-align:center;color:#999;font-size:11px}
.right .box{background:#fff;padding:10px;margin-top:14px}.pfoot{background:#222;color:#aaa;padding:20px;font-size:12px}"""


def portal(site: Site, article: Article, blocks: Blocks) -> str:
    """A busy portal: red top bar, ticker, left section list, centre article, right ad and boxes."""
    box = "".join(f'<li><a href="/{slug(t)}.html">{esc(t)}</a></li>' for t in site.related[:6])
    left = "".join(f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections)
    top = " ".join(f'<a href="/{slug(s)}/">{esc(s)}</a>' for s in site.sections[:4])
    return (
        _head(site, article, PORTAL_CSS, blocks)
        + f'<body>\n<div class="top">{top}</div><div class="brand">{esc(site.name)}</div>\n'
        f'<div class="ticker">+++ {esc(site.related[0] if site.related else article.title)} +++</div>\n'
        f'<div class="cols"><div class="left"><ul>{left}</ul></div>\n<main class="center">\n'
        f"<small>{esc(article.kicker)}</small><h1>{esc(article.title)}</h1>\n<p><b>{esc(article.standfirst)}</b></p>\n"
        f'<p class="by">{esc(article.byline)} | <time datetime="{esc(article.date)}">{esc(article.date[:16].replace("T", " "))}</time></p>\n'
        f"{_paragraphs(article)}\n{blocks.after}\n</main>\n"
        f'<div class="right"><div class="ad">Reklama / Advertisement</div>'
        f'<div class="box"><h4>{esc(site.related_heading)}</h4><ul>{box}</ul></div>{blocks.aside}</div></div>\n'
        f'{blocks.before_footer}<div class="pfoot">{esc(site.footer)}</div>\n{blocks.end}\n</body>\n</html>\n'
    )


LOCAL_CSS = """body{margin:0 auto;max-width:760px;font:16px/1.65 system-ui,sans-serif;color:#2b2b2b;padding:0 18px}
.h{display:flex;align-items:baseline;gap:16px;border-bottom:1px solid #ccc;padding:14px 0}.h strong{font-size:22px}
.h nav ul{display:flex;gap:10px;list-style:none;padding:0;margin:0;font-size:14px}time{color:#666}
.post h1{font-size:32px;line-height:1.2}.ingress{font-weight:600}.f{border-top:1px solid #ccc;margin-top:40px;padding:16px 0;font-size:13px;color:#666}
.rel li{margin:4px 0}"""


def local(site: Site, article: Article, blocks: Blocks) -> str:
    """A small local news site: one narrow column, inline header, plain footer."""
    return (
        _head(site, article, LOCAL_CSS, blocks)
        + f'<body>\n<div class="h"><strong><a href="/">{esc(site.name)}</a></strong>{_nav(site, "n")}</div>\n'
        f'<main><div class="post"><p><a href="/{slug(site.sections[1])}/">{esc(article.kicker)}</a></p>'
        f'<h1>{esc(article.title)}</h1>\n<p class="ingress">{esc(article.standfirst)}</p>\n'
        f'<p>{esc(article.byline)} · <time datetime="{esc(article.date)}">{esc(article.date[:10])}</time></p>\n'
        f"{_paragraphs(article)}</div>\n{blocks.after}\n{_related(site, 'rel', 'r')}{blocks.aside}</main>\n"
        f'{blocks.before_footer}<div class="f">{esc(site.footer)}</div>\n{blocks.end}\n</body>\n</html>\n'
    )


ASIA_CSS = """body{margin:0;font:16px/1.8 'Noto Sans',sans-serif;color:#333;background:#fafafa}
.g{background:#fff;border-bottom:2px solid #1a5fb4;padding:10px 20px;display:flex;gap:24px;align-items:center}
.g b{font-size:24px;color:#1a5fb4}.g ul{display:flex;gap:14px;list-style:none;margin:0;padding:0;font-size:14px}
.in{max-width:960px;margin:20px auto;display:flex;gap:24px}.in main{flex:1;background:#fff;padding:22px}
.in .side{width:260px}.side section{background:#fff;padding:12px;margin-bottom:14px}.date{color:#888;font-size:13px}
.ft{background:#1a5fb4;color:#fff;padding:16px;text-align:center;font-size:12px}"""


def asia(site: Site, article: Article, blocks: Blocks) -> str:
    """A portal for Japanese or Arabic (dir=rtl): blue header bar, article card, side column."""
    ranking = "".join(f'<li><a href="/{slug(t)}.html">{esc(t)}</a></li>' for t in site.related[:5])
    return (
        _head(site, article, ASIA_CSS, blocks)
        + f'<body>\n<header class="g"><b>{esc(site.name)}</b>{_nav(site, "gn")}</header>\n<div class="in"><main>\n'
        f'<article><p class="date">{esc(article.kicker)} ・ <time datetime="{esc(article.date)}">{esc(article.date[:10])}</time></p>'
        f"<h1>{esc(article.title)}</h1>\n<p><strong>{esc(article.standfirst)}</strong></p>\n"
        f'<p class="date">{esc(article.byline)}</p>\n{_paragraphs(article)}\n</article>\n{blocks.after}\n</main>\n'
        f'<div class="side"><section><h3>{esc(site.related_heading)}</h3><ol>{ranking}</ol></section>{blocks.aside}</div></div>\n'
        f'{blocks.before_footer}<footer class="ft">{esc(site.footer)}</footer>\n{blocks.end}\n</body>\n</html>\n'
    )


TEMPLATES: dict[str, Callable[[Site, Article, Blocks], str]] = {
    "daily": daily,
    "magazine": magazine,
    "portal": portal,
    "local": local,
    "asia": asia,
}


def render(template: str, site: Site, article: Article, blocks: Blocks | None = None) -> str:
    return TEMPLATES[template](site, article, blocks or Blocks())
