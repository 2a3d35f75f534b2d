"""Page templates of blind set E, four more stacks news sites run on, each declaring its article as news
sites do (schema.org ``NewsArticle`` JSON-LD, ``article:published_time``, the author's meta, a visible byline
and date) unless a case asks for a page that declares nothing (``declared=False``: only the visible byline).

- ``typo3``: TYPO3 with the news extension (news-single, news-list-date, ce-bodytext, frame-type-*);
- ``letter``: a newsletter platform's post page (post-header, available-content, byline with avatar);
- ``modules``: a React site built with CSS modules (``Header_wrap__k2Xq9``-style names, ``#root``);
- ``arc``: a headless CMS front end (Arc-like: b-/c- prefixes, data-fusion-component attributes).

Same interface as ``layout.render``: a ``Site``, an ``Article`` and the case's ``Blocks``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from comspider_lab.blind.layout import Article, Blocks, Site, esc, slug
from comspider_lab.blind.layout_d import json_ld


def _paras(article: Article, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    parts: list[str] = []
    half = len(article.paragraphs) // 2
    for i, p in enumerate(article.paragraphs):
        if article.crosshead and i == half:
            parts.append(f"<h2>{esc(article.crosshead)}</h2>")
        parts.append(f"<p{attr}>{esc(p)}</p>")
    return "\n".join(parts)


def _head(site: Site, article: Article, css: str, blocks: Blocks, declared: bool, extra: str = "") -> str:
    meta = (
        f'<meta name="author" content="{esc(article.byline)}">\n'
        f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(article.title)}">\n'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{esc(article.date)}">\n'
        if declared
        else ""
    )
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(article.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(article.standfirst)}">\n{meta}{extra}'
        f"<style>{css}</style>\n{blocks.head}\n</head>\n"
    )


BY = {
    "de": "von",
    "lb": "vum",
    "cs": "autor:",
    "nl": "door",
    "es": "Por",
    "pt": "Por",
    "fr": "Par",
    "ar": "بقلم",
    "sv": "av",
}


def _by(site: Site) -> str:
    return BY.get(site.lang, "By")


def _shown_date(article: Article) -> str:
    d = article.date
    return f"{d[8:10]}.{d[5:7]}.{d[:4]}, {d[11:16]}"


TYPO3_CSS = """body{margin:0;font:16px/1.6 'Source Sans Pro',Arial,sans-serif;color:#262626;background:#f2f2f2}
#page-header{background:#fff;border-top:6px solid #a3001b;padding:14px 30px}.logo a{font:700 30px Georgia,serif;color:#a3001b;text-decoration:none}
#mainnavigation ul{display:flex;gap:18px;list-style:none;margin:10px 0 0;padding:0}#mainnavigation a{color:#333;text-decoration:none;font-weight:600}
#page-content{display:flex;gap:30px;max-width:1150px;margin:20px auto;padding:0 16px}.main-section{flex:1;background:#fff;padding:24px 30px}
.subnav-section{width:290px}.frame{background:#fff;padding:14px 16px;margin-bottom:18px}.news-single .header h1{font:700 32px/1.2 Georgia,serif;margin:6px 0}
.news-list-date{color:#777;font-size:14px}.news-list-author{font-size:14px}.teaser-text{font-size:19px;font-weight:600}
#page-footer{background:#262626;color:#bbb;padding:24px 30px;font-size:13px}"""


def typo3(site: Site, article: Article, blocks: Blocks, declared: bool) -> str:
    nav = "".join(f'<li class="nav-item"><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections)
    latest = "".join(
        f'<div class="article articletype-0"><h3><a href="/{slug(site.sections[1])}/{slug(t)}/">{esc(t)}</a></h3></div>'
        for t in site.related[:5]
    )
    return (
        _head(site, article, TYPO3_CSS, blocks, declared, '<meta name="generator" content="TYPO3 CMS">\n')
        + '<body id="p42" class="page-42 pagelevel-2 language-0 backendlayout-subnavigation_right layout-default">\n'
        f'<div id="top"></div><header id="page-header" class="bp-page-header"><div class="logo"><a href="/">{esc(site.name)}</a></div>'
        f'<nav id="mainnavigation"><ul class="navbar-nav">{nav}</ul></nav></header>\n'
        '<div id="page-content" class="bp-page-content main-section"><main class="main-section">\n'
        '<!--TYPO3SEARCH_begin--><div id="c311" class="frame frame-default frame-type-news_newsdetail frame-layout-0">'
        '<div class="news news-single"><div class="article" itemscope="itemscope" itemtype="http://schema.org/Article">'
        f'<div class="header"><h1 itemprop="headline">{esc(article.title)}</h1></div>'
        f'<div class="footer"><p><span class="news-list-date"><time itemprop="datePublished" datetime="{esc(article.date[:10])}">{_shown_date(article)}</time></span>'
        f' <span class="news-list-author" itemprop="author" itemscope="itemscope" itemtype="http://schema.org/Person">{_by(site)} <span itemprop="name">{esc(article.byline)}</span></span>'
        f' <span class="news-list-category">{esc(article.kicker)}</span></p></div>'
        f'<div class="teaser-text" itemprop="description"><p>{esc(article.standfirst)}</p></div>'
        f'<div class="news-img-wrap"><svg width="100%" height="300"><rect width="100%" height="300" fill="#d9cfcf"/></svg><p class="news-img-caption">{esc(article.caption)}</p></div>'
        f'<div class="news-text-wrap" itemprop="articleBody">{_paras(article)}</div>'
        f'<div class="news-backlink-wrap"><a href="/{slug(site.sections[1])}/">{esc(site.sections[1])}</a></div></div></div></div><!--TYPO3SEARCH_end-->\n'
        f"{blocks.after}</main>\n"
        f'<aside class="subnav-section"><div id="c90" class="frame frame-default frame-type-news_pi1"><h2>{esc(site.related_heading)}</h2>{latest}</div>{blocks.aside}</aside></div>\n'
        f'{blocks.before_footer}<footer id="page-footer" class="bp-page-footer"><section class="section footer-section">{esc(site.footer)}</section></footer>\n'
        f"{blocks.end}\n</body>\n</html>\n"
    )


LETTER_CSS = """body{margin:0;font:19px/1.65 Lora,Georgia,serif;color:#222;background:#fff}
.topbar{display:flex;justify-content:space-between;align-items:center;padding:12px 24px;border-bottom:1px solid #eee;font-family:system-ui,sans-serif}
.navbar-title a{font-weight:700;font-size:20px;color:#222;text-decoration:none}.subscribe-btn{background:#ff6719;color:#fff;border-radius:6px;padding:6px 14px;font-size:14px}
.single-post-container{max-width:728px;margin:30px auto;padding:0 20px}.post-title{font-size:40px;line-height:1.15;margin:0 0 8px}.subtitle{font-size:21px;color:#666;margin:0}
.post-header .byline-wrapper{display:flex;gap:12px;align-items:center;font:14px system-ui,sans-serif;color:#777;margin:18px 0}.byline-avatar{width:36px;height:36px;border-radius:50%;background:#f2c6a8}
.post-footer{max-width:728px;margin:0 auto;padding:0 20px}.site-footer{border-top:1px solid #eee;padding:30px 24px;font:13px system-ui,sans-serif;color:#777}"""


def letter(site: Site, article: Article, blocks: Blocks, declared: bool) -> str:
    more = "".join(f'<li><a href="/p/{slug(t)}">{esc(t)}</a></li>' for t in site.related[:4])
    return (
        _head(site, article, LETTER_CSS, blocks, declared)
        + '<body>\n<div id="entry"><div class="main-menu-content">'
        f'<div class="topbar"><h1 class="navbar-title"><a href="/">{esc(site.name)}</a></h1><a class="subscribe-btn" href="/subscribe">{esc(site.sections[-1])}</a></div></div>\n'
        '<div class="container"><div class="single-post-container"><div class="single-post"><article class="typography newsletter-post post">'
        f'<div class="post-header"><h1 class="post-title unpublished">{esc(article.title)}</h1><h3 class="subtitle">{esc(article.standfirst)}</h3>'
        f'<div class="byline-wrapper"><div class="byline-avatar"></div><div class="profile-hover-card-target"><a href="/profile/{slug(article.byline)}">{esc(article.byline)}</a>'
        f'<div class="post-date" title="{esc(article.date)}">{_shown_date(article)}</div></div></div></div>\n'
        f'<div class="available-content"><div class="body markup" dir="auto">{_paras(article)}'
        f'<div class="captioned-image-container"><figure><svg width="100%" height="280"><rect width="100%" height="280" fill="#e8e1d9"/></svg><figcaption class="image-caption">{esc(article.caption)}</figcaption></figure></div></div></div>\n'
        f'</article></div></div>\n<div class="post-footer">{blocks.after}</div>\n'
        f'<div class="post-footer"><h4>{esc(site.related_heading)}</h4><ul class="portable-archive-list">{more}</ul>{blocks.aside}</div></div>\n'
        f'{blocks.before_footer}<div class="site-footer">{esc(site.footer)}</div></div>\n{blocks.end}\n</body>\n</html>\n'
    )


MODULES_CSS = """body{margin:0;font:17px/1.6 Inter,system-ui,sans-serif;color:#111;background:#fff}
.Header_wrap__k2Xq9{display:flex;gap:26px;align-items:center;padding:14px 28px;background:#0b1f33;color:#fff}.Header_logo__Pp1Ad{color:#fff;font-weight:800;font-size:24px;text-decoration:none}
.Header_nav__h7Gt0{display:flex;gap:16px;list-style:none;margin:0;padding:0}.Header_nav__h7Gt0 a{color:#cfe0f1;text-decoration:none;font-size:14px}
.Layout_grid__Z0c3v{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;max-width:1180px;margin:26px auto;padding:0 20px}
.Story_kicker__q8Lmn{color:#c2185b;font-weight:700;font-size:13px;text-transform:uppercase}.Story_title__u3Rw1{font-size:38px;line-height:1.15;margin:8px 0}
.Story_dek__J5vb2{font-size:20px;color:#444}.Story_meta__x1Nc7{font-size:14px;color:#555;margin:14px 0}.Story_body__R8tpE p{margin:0 0 16px}
.Rail_box__a9Ff3{border-top:3px solid #0b1f33;padding-top:8px;margin-bottom:24px;font-size:15px}.Footer_wrap__b2Wq8{background:#0b1f33;color:#9fb3c8;padding:28px;font-size:13px}"""


def modules(site: Site, article: Article, blocks: Blocks, declared: bool) -> str:
    nav = "".join(f'<li><a href="/{slug(s)}">{esc(s)}</a></li>' for s in site.sections)
    rail = "".join(
        f'<li class="Rail_item__Lk20s"><a href="/{slug(site.sections[1])}/{slug(t)}">{esc(t)}</a></li>'
        for t in site.related[:5]
    )
    return (
        _head(site, article, MODULES_CSS, blocks, declared)
        + '<body>\n<div id="root"><div class="App_app__T6mzk">\n'
        f'<header class="Header_wrap__k2Xq9"><a class="Header_logo__Pp1Ad" href="/">{esc(site.name)}</a><nav><ul class="Header_nav__h7Gt0">{nav}</ul></nav></header>\n'
        '<div class="Layout_grid__Z0c3v"><main class="Layout_main__Vb7e1">\n'
        f'<article class="Story_story__P0u2n"><div class="Story_kicker__q8Lmn">{esc(article.kicker)}</div><h1 class="Story_title__u3Rw1">{esc(article.title)}</h1>'
        f'<p class="Story_dek__J5vb2">{esc(article.standfirst)}</p>'
        f'<div class="Story_meta__x1Nc7"><span class="Byline_name__e4Pz0">{esc(article.byline)}</span> · <time class="Byline_time__W2hsd" datetime="{esc(article.date)}">{_shown_date(article)}</time></div>'
        f'<figure class="Story_figure__m3Kd8"><svg width="100%" height="300"><rect width="100%" height="300" fill="#c9d6e3"/></svg><figcaption>{esc(article.caption)}</figcaption></figure>'
        f'<div class="Story_body__R8tpE">{_paras(article)}</div></article>\n{blocks.after}</main>\n'
        f'<aside class="Layout_rail__Q9n2C"><section class="Rail_box__a9Ff3"><h2>{esc(site.related_heading)}</h2><ol>{rail}</ol></section>{blocks.aside}</aside></div>\n'
        f'{blocks.before_footer}<footer class="Footer_wrap__b2Wq8">{esc(site.footer)}</footer></div></div>\n{blocks.end}\n</body>\n</html>\n'
    )


ARC_CSS = """body{margin:0;font:18px/1.6 Georgia,'Times New Roman',serif;color:#1a1a1a;background:#fff}
.b-header-nav-chain{background:#fff;border-bottom:1px solid #ddd;padding:10px 30px;display:flex;gap:30px;align-items:center;font-family:Arial,sans-serif}
.c-logo a{font:900 28px Georgia,serif;color:#111;text-decoration:none}.b-header-nav-chain ul{display:flex;gap:14px;list-style:none;margin:0;padding:0;font-size:14px}.b-header-nav-chain a{color:#333;text-decoration:none}
.b-right-rail-advanced{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;max-width:1200px;margin:24px auto;padding:0 20px}
.c-heading.b-headline{font-size:40px;line-height:1.15;margin:6px 0}.b-subheadline{font-size:21px;color:#444;margin:0}.b-overline{font:700 13px Arial,sans-serif;color:#0057a3;text-transform:uppercase}
.b-byline{font:14px Arial,sans-serif;color:#555;margin:14px 0}.b-article-body p.c-paragraph{margin:0 0 18px}.b-footer{background:#111;color:#aaa;padding:30px;font:13px Arial,sans-serif}
.b-top-table-list{font:15px Arial,sans-serif}"""


def arc(site: Site, article: Article, blocks: Blocks, declared: bool) -> str:
    nav = "".join(f'<li class="c-link"><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections)
    top = "".join(
        f'<li class="b-top-table-list-small"><a href="/{slug(site.sections[1])}/2025/{slug(t)}/">{esc(t)}</a></li>'
        for t in site.related[:5]
    )
    return (
        _head(site, article, ARC_CSS, blocks, declared)
        + '<body>\n<div id="fusion-app" class="layout-section">\n'
        f'<header class="b-header-nav-chain" data-fusion-component="header-nav-chain"><div class="c-logo"><a href="/">{esc(site.name)}</a></div><nav><ul>{nav}</ul></nav></header>\n'
        '<div class="b-right-rail-advanced"><main class="b-right-rail-advanced__main">\n'
        f'<div data-fusion-component="overline"><a class="b-overline" href="/{slug(article.kicker or site.sections[1])}/">{esc(article.kicker)}</a></div>'
        f'<h1 class="c-heading b-headline" data-fusion-component="headline">{esc(article.title)}</h1>'
        f'<h2 class="b-subheadline" data-fusion-component="subheadline">{esc(article.standfirst)}</h2>'
        f'<div class="b-byline" data-fusion-component="byline">{_by(site)} <a href="/autor/{slug(article.byline)}/">{esc(article.byline)}</a> · <time datetime="{esc(article.date)}">{_shown_date(article)}</time></div>'
        f'<figure class="b-lead-art"><svg width="100%" height="320"><rect width="100%" height="320" fill="#d3d9de"/></svg><figcaption class="c-media-item__caption">{esc(article.caption)}</figcaption></figure>'
        f'<article class="b-article-body" data-fusion-component="article-body">{_paras(article, "c-paragraph")}</article>\n{blocks.after}</main>\n'
        f'<aside class="b-right-rail-advanced__rail"><div class="b-top-table-list" data-fusion-component="top-table-list"><h2>{esc(site.related_heading)}</h2><ul>{top}</ul></div>{blocks.aside}</aside></div>\n'
        f'{blocks.before_footer}<footer class="b-footer" data-fusion-component="footer">{esc(site.footer)}</footer></div>\n{blocks.end}\n</body>\n</html>\n'
    )


TEMPLATES_E: dict[str, Callable[[Site, Article, Blocks, bool], str]] = {
    "typo3": typo3,
    "letter": letter,
    "modules": modules,
    "arc": arc,
}


def render_e(
    template: str, site: Site, article: Article, blocks: Blocks | None = None, declared: bool = True
) -> str:
    blocks = blocks or Blocks()
    if declared:
        blocks = replace(blocks, head=json_ld(site, article) + blocks.head)
    return TEMPLATES_E[template](site, article, blocks, declared)
