"""Eight page templates of blind set J: the long tail of the open web, 2010-2024 (blogs and small or regional news
sites; nobody's theme in particular, written from memory of the general shape of such pages; every class, name and
text invented).

- ``wp``: a classic WordPress theme (``site-header``, ``entry-title``, ``entry-meta``, widget sidebar);
- ``drupal``: a Drupal 8-ish site (``layout-container``, ``node--type-article``, ``field--name-body``, blocks);
- ``blogger``: a Blogger/Blogspot template (``date-header``, ``post-outer``, ``post-footer``, "Blog archive");
- ``ghost``: a Ghost theme (``gh-canvas``, ``article-byline``, a members box);
- ``mt``: a Movable Type blog (``#banner``, ``#alpha``/``#beta``, ``asset-header``, ``asset-body``);
- ``php``: a hand-rolled PHP portal of the phpBB era (tables for layout, a left menu, a right column);
- ``sub``: a Substack/Medium-like newsletter post (subtitle, author chip, like/share bar, subscribe box);
- ``joomla``: a Joomla 3/4 site (``item-page``, ``article-info`` as a ``<dl>``, module positions).

A page declares its post one of four ways: ``jsonld`` (JSON-LD ``BlogPosting``/``NewsArticle`` with
``datePublished``), ``og`` (Open Graph ``article:published_time``), ``time`` (only a ``<time datetime>`` in the
byline) or ``visible`` (only the date as written near the title).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class SiteJ:
    name: str
    lang: str
    tagline: str
    nav: tuple[str, ...]
    widgets: tuple[tuple[str, tuple[str, ...]], ...]  # sidebar widgets: heading, items
    footer: str
    direction: str = "ltr"
    ld_type: str = "BlogPosting"


@dataclass(frozen=True)
class Post:
    title: str
    byline: str  # as shown ("Posted by Ana")
    author: str  # the name alone
    iso: str  # publication time, ISO 8601 with zone
    shown: str  # the date as shown
    paragraphs: tuple[str, ...]
    declare: str = "jsonld"  # jsonld | og | time | visible
    category: str = ""
    subtitle: str = ""


@dataclass
class PartsJ:
    after: str = ""  # below the post: the thread, a look-alike list
    aside: str = ""  # first in the sidebar (templates with one; else after the post's block)
    head: str = ""
    end: str = ""  # scripts before </body>
    before_footer: str = ""
    files: dict[str, str] = field(default_factory=dict)


def _meta(site: SiteJ, post: Post) -> str:
    out = f"<title>{esc(post.title)} | {esc(site.name)}</title>\n"
    out += f'<meta name="description" content="{esc(post.subtitle or post.paragraphs[0][:140])}">\n'
    if post.declare == "jsonld":
        ld = {
            "@context": "https://schema.org",
            "@type": site.ld_type,
            "headline": post.title,
            "datePublished": post.iso,
            "author": {"@type": "Person", "name": post.author},
            "publisher": {"@type": "Organization", "name": site.name},
            "inLanguage": site.lang,
        }
        out += f'<script type="application/ld+json">{json.dumps(ld, ensure_ascii=False)}</script>\n'
    elif post.declare == "og":
        out += (
            f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(post.title)}">\n'
            f'<meta property="og:site_name" content="{esc(site.name)}">\n'
            f'<meta property="article:published_time" content="{esc(post.iso)}">\n'
            f'<meta property="article:author" content="{esc(post.author)}">\n'
        )
    else:
        out += f'<meta property="og:title" content="{esc(post.title)}">\n<meta name="generator" content="{esc(site.name)}">\n'
    return out


def _head(site: SiteJ, post: Post, css: str, parts: PartsJ, body_cls: str = "") -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"{_meta(site, post)}<style>{css}</style>\n{parts.head}\n</head>\n<body"
        + (f' class="{body_cls}"' if body_cls else "")
        + ">\n"
    )


def _when(post: Post, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    if post.declare == "visible":
        return f"<span{c}>{esc(post.shown)}</span>"
    return f'<time{c} datetime="{esc(post.iso)}">{esc(post.shown)}</time>'


def _paras(post: Post, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(f"<p{c}>{esc(p)}</p>" for p in post.paragraphs)


def _nav(site: SiteJ, item: str = "li", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(f'<{item}{c}><a href="/{slug(n)}/">{esc(n)}</a></{item}>' for n in site.nav)


def _widgets(site: SiteJ, outer: str, h: str, cls: str) -> str:
    out = []
    for i, (heading, items) in enumerate(site.widgets):
        lis = "".join(f'<li><a href="/{slug(x)[:30]}/">{esc(x)}</a></li>' for x in items)
        out.append(f'<{outer} class="{cls} {cls}-{i}"><{h}>{esc(heading)}</{h}><ul>{lis}</ul></{outer}>')
    return "".join(out)


# --------------------------------------------------------------------------- wp: a classic WordPress theme

WP_CSS = """body{margin:0;font:16px/1.7 Georgia,'Times New Roman',serif;color:#333;background:#f1f1f1}
.site{max-width:1080px;margin:0 auto;background:#fff}.site-header{padding:28px 32px;border-bottom:1px solid #eaeaea}
.site-title{font:700 28px/1.2 Arial,sans-serif;margin:0}.site-description{color:#777;margin:4px 0 0}
.main-navigation ul{list-style:none;margin:12px 0 0;padding:0;display:flex;gap:18px;font:14px Arial}
.site-content{display:flex;gap:40px;padding:32px}.content-area{flex:1;min-width:0}.widget-area{width:260px;font-size:14px}
.entry-title{font:700 30px/1.25 Arial,sans-serif}.entry-meta,.entry-footer{color:#767676;font:13px Arial}
.widget{margin-bottom:28px}.widget ul{padding-left:18px}.site-footer{padding:20px 32px;color:#777;font:13px Arial;border-top:1px solid #eaeaea}"""


def wp(site: SiteJ, post: Post, parts: PartsJ) -> str:
    pid = 100 + len(post.title) * 7
    return (
        _head(site, post, WP_CSS, parts, f"post-template-default single single-post postid-{pid}")
        + '<div id="page" class="site"><a class="skip-link screen-reader-text" href="#content">↓</a>\n'
        f'<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/" rel="home">{esc(site.name)}</a></p>'
        f'<p class="site-description">{esc(site.tagline)}</p></div>'
        f'<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="menu">{_nav(site, "li", "menu-item")}</ul></nav></header>\n'
        '<div id="content" class="site-content"><div id="primary" class="content-area"><main id="main" class="site-main">\n'
        f'<article id="post-{pid}" class="post-{pid} post type-post status-publish format-standard hentry category-{slug(post.category or "x")}">'
        f'<header class="entry-header"><h1 class="entry-title">{esc(post.title)}</h1>'
        f'<div class="entry-meta"><span class="posted-on">{_when(post, "entry-date published")}</span> '
        f'<span class="byline"><span class="author vcard"><a class="url fn n" href="/author/{slug(post.author)}/">{esc(post.byline)}</a></span></span></div></header>\n'
        f'<div class="entry-content">{_paras(post)}</div>\n'
        f'<footer class="entry-footer"><span class="cat-links"><a href="/category/{slug(post.category or "x")}/" rel="category tag">{esc(post.category)}</a></span></footer>'
        "</article>\n"
        f'<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-links"><div class="nav-previous"><a href="/?p={pid - 3}" rel="prev">←</a></div>'
        f'<div class="nav-next"><a href="/?p={pid + 4}" rel="next">→</a></div></div></nav>\n'
        f"{parts.after}\n</main></div>\n"
        f'<aside id="secondary" class="widget-area" role="complementary">{parts.aside}'
        f'<section class="widget widget_search"><form role="search" class="search-form" action="/"><input type="search" class="search-field" name="s"></form></section>'
        f"{_widgets(site, 'section', 'h2', 'widget')}</aside></div>\n{parts.before_footer}"
        f'<footer id="colophon" class="site-footer"><div class="site-info">{esc(site.footer)}</div></footer></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- drupal

DRUPAL_CSS = """body{margin:0;font:15px/1.6 'Source Sans Pro',Arial,sans-serif;color:#222}
.layout-container{max-width:1140px;margin:0 auto}header[role=banner]{background:#0c3b5a;color:#fff;padding:18px 24px}
header[role=banner] a{color:#fff}.region-primary-menu ul{list-style:none;display:flex;gap:16px;padding:0;margin:10px 0 0}
.layout-main-wrapper{display:flex;gap:32px;padding:24px}.layout-content{flex:1;min-width:0}.layout-sidebar-first{width:250px}
.node__meta{color:#666;font-size:13px}.block{margin-bottom:24px;border-top:3px solid #0c3b5a;padding-top:8px}
footer[role=contentinfo]{background:#eee;padding:20px 24px;font-size:13px}"""


def drupal(site: SiteJ, post: Post, parts: PartsJ) -> str:
    nid = 3000 + len(post.title) * 11
    return (
        _head(site, post, DRUPAL_CSS, parts, "path-node page-node-type-article")
        + '<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas><div class="layout-container">\n'
        f'<header role="banner"><div class="region region-header"><div id="block-site-branding" class="block-system-branding-block">'
        f'<a href="/" rel="home" class="site-logo">{esc(site.name)}</a><div class="site-slogan">{esc(site.tagline)}</div></div></div>'
        f'<div class="region region-primary-menu"><nav role="navigation"><ul class="menu">{_nav(site, "li", "menu-item")}</ul></nav></div></header>\n'
        '<div class="layout-main-wrapper"><main role="main" class="layout-content"><a id="main-content" tabindex="-1"></a>'
        '<div class="region region-content"><div data-drupal-messages-fallback class="hidden"></div>\n'
        f'<article role="article" about="/node/{nid}" class="node node--type-article node--promoted node--view-mode-full">'
        f'<h1 class="page-title"><span class="field field--name-title">{esc(post.title)}</span></h1>'
        f'<div class="node__meta"><span class="field field--name-uid"><span>{esc(post.byline)}</span></span> '
        f'<span class="field field--name-created">{_when(post)}</span></div>\n'
        f'<div class="node__content"><div class="clearfix text-formatted field field--name-body field--type-text-with-summary field__item">{_paras(post)}</div>'
        f'<div class="field field--name-field-tags field__items"><div class="field__label">{esc(post.category)}</div></div></div>'
        "</article>\n"
        f"{parts.after}\n</div></main>\n"
        f'<aside class="layout-sidebar-first" role="complementary"><div class="region region-sidebar-first">{parts.aside}'
        f"{_widgets(site, 'div', 'h2', 'block')}</div></aside></div>\n{parts.before_footer}"
        f'<footer role="contentinfo"><div class="region region-footer">{esc(site.footer)}</div></footer></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- blogger

BLOGGER_CSS = """body{margin:0;font:14px/1.6 'Trebuchet MS',Trebuchet,sans-serif;color:#444;background:#e7e2d6}
.outer-wrapper{max-width:960px;margin:0 auto;background:#fff;padding:0 20px}.header-outer{padding:30px 10px;border-bottom:3px double #ccc}
.header-outer h1{font:normal 36px Georgia,serif;margin:0}.columns{display:flex;gap:30px;padding-top:20px}.main-inner{flex:1;min-width:0}
.sidebar{width:240px;font-size:13px}.date-header{font:bold 11px Arial;text-transform:uppercase;letter-spacing:.1em;color:#999}
.post-title{font:normal 24px Georgia,serif}.post-footer{color:#777;font-size:12px;border-top:1px dashed #ccc;padding-top:6px}
.widget{margin-bottom:24px}.widget h2{font:bold 12px Arial;text-transform:uppercase;color:#777}.footer-outer{padding:20px;color:#888;font-size:12px}"""


def blogger(site: SiteJ, post: Post, parts: PartsJ) -> str:
    date_head = (
        f"<span>{esc(post.shown)}</span>"
        if post.declare == "visible"
        else f'<time datetime="{esc(post.iso)}">{esc(post.shown)}</time>'
    )
    return (
        _head(site, post, BLOGGER_CSS, parts, "version-1-3-3 variant-simple")
        + '<div class="content"><div class="content-outer"><div class="outer-wrapper">\n'
        f'<div class="header-outer"><div class="header section" id="header"><div class="widget Header" id="Header1">'
        f'<h1 class="title"><a href="/">{esc(site.name)}</a></h1><p class="description"><span>{esc(site.tagline)}</span></p></div></div>'
        f'<div class="tabs-outer"><ul class="tabs">{_nav(site)}</ul></div></div>\n'
        '<div class="columns"><div class="main-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">\n'
        f'<div class="date-outer"><h2 class="date-header">{date_head}</h2><div class="date-posts"><div class="post-outer">'
        f'<div class="post hentry" itemscope itemtype="http://schema.org/BlogPosting"><a name="{len(post.title) * 997}"></a>'
        f'<h3 class="post-title entry-title">{esc(post.title)}</h3><div class="post-header"><div class="post-header-line-1"></div></div>'
        f'<div class="post-body entry-content">{_paras(post)}</div>'
        f'<div class="post-footer"><div class="post-footer-line post-footer-line-1"><span class="post-author vcard">{esc(post.byline)}</span> '
        f'<span class="post-labels">{esc(post.category)}</span></div></div></div>\n'
        f"{parts.after}\n</div></div></div>"
        '<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/?m=0">«</a></span>'
        '<span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/?m=1">»</a></span><a class="home-link" href="/">⌂</a></div>'
        "</div></div></div></div>\n"
        f'<div class="sidebar section" id="sidebar-right-1">{parts.aside}{_widgets(site, "div", "h2", "widget")}</div></div>\n'
        f'{parts.before_footer}<div class="footer-outer"><div class="footer section" id="footer"><div class="widget Attribution">{esc(site.footer)}</div></div></div>'
        f"</div></div></div>\n{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- ghost

GHOST_CSS = """body{margin:0;font:18px/1.65 -apple-system,'Segoe UI',Helvetica,sans-serif;color:#15171a}
.gh-head{display:flex;justify-content:space-between;align-items:center;padding:20px 5vw;border-bottom:1px solid #eee}
.gh-head-menu{display:flex;gap:20px;font-size:15px;list-style:none;margin:0;padding:0}.gh-canvas{max-width:720px;margin:0 auto;padding:0 20px}
.article-title{font-size:42px;line-height:1.1}.article-byline{display:flex;gap:12px;align-items:center;font-size:14px;color:#738a94}
.gh-cta{background:#f4f5f6;padding:28px;border-radius:8px;margin:40px auto;max-width:680px;text-align:center}
.site-footer{background:#15171a;color:#aaa;padding:32px 5vw;font-size:14px}"""


def ghost(site: SiteJ, post: Post, parts: PartsJ) -> str:
    return (
        _head(site, post, GHOST_CSS, parts, f"post-template tag-{slug(post.category or 'x')}")
        + '<div class="viewport"><header id="gh-head" class="gh-head outer">'
        f'<a class="gh-head-logo" href="/">{esc(site.name)}</a><nav class="gh-head-menu"><ul class="nav">{_nav(site)}</ul></nav>'
        '<div class="gh-head-actions"><a class="gh-head-button" href="#/portal/signup" data-portal="signup">↗</a></div></header>\n'
        f'<main id="site-main" class="site-main"><article class="article post tag-{slug(post.category or "x")}">'
        f'<header class="article-header gh-canvas"><section class="article-tag post-card-tags"><span class="post-card-primary-tag"><a href="/tag/{slug(post.category or "x")}/">{esc(post.category)}</a></span></section>'
        f'<h1 class="article-title">{esc(post.title)}</h1>'
        + (f'<p class="article-excerpt">{esc(post.subtitle)}</p>' if post.subtitle else "")
        + f'<div class="article-byline"><div class="article-byline-content"><ul class="author-list"><li class="author-list-item">'
        f'<img class="author-profile-image" src="/_avatar/a-{slug(post.author)}.svg" alt="" width="36"></li></ul>'
        f'<div class="article-byline-meta"><h4 class="author-name"><a href="/author/{slug(post.author)}/">{esc(post.byline)}</a></h4>'
        f'<div class="byline-meta-content">{_when(post, "byline-meta-date")}<span class="byline-reading-time"><span class="bull">•</span> 4 min</span></div></div></div></div></header>\n'
        f'<section class="gh-content gh-canvas">{_paras(post)}</section>\n'
        f"{parts.after}\n</article>\n"
        f'<aside class="read-more-wrap outer">{parts.aside}</aside>\n'
        f'<section class="gh-cta"><h2 class="gh-cta-title">{esc(site.tagline)}</h2><a class="gh-btn" data-portal="signup" href="#/portal/signup">✉</a></section></main>\n'
        f'{parts.before_footer}<footer class="site-footer outer"><div class="inner"><section class="copyright">{esc(site.footer)}</section>'
        f'<nav class="site-footer-nav"><ul>{_nav(site)}</ul></nav></div></footer></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- mt: Movable Type

MT_CSS = """body{margin:0;font:13px/1.6 'Lucida Grande',Verdana,sans-serif;color:#333;background:#fff}
#container{width:900px;margin:0 auto}#banner{padding:30px 0 16px;border-bottom:1px solid #ccc}#banner-header{font:bold 26px Georgia,serif;margin:0}
#pagebody-inner{display:flex;gap:30px;padding-top:16px}#alpha{flex:1;min-width:0}#beta{width:220px}
.asset-name{font:bold 20px Georgia,serif}.asset-meta{color:#888;font-size:11px;border-bottom:1px dotted #ccc}.widget-header{font:bold 12px Verdana;color:#666}
#footer{border-top:1px solid #ccc;padding:12px 0;color:#999;font-size:11px}"""


def mt(site: SiteJ, post: Post, parts: PartsJ) -> str:
    return (
        _head(site, post, MT_CSS, parts, "mt-entry-archive layout-two-column-right")
        + '<div id="container"><div id="container-inner">\n'
        f'<div id="header"><div id="header-inner"><div id="header-content"><div id="banner"><h1 id="banner-header"><a href="/" accesskey="1">{esc(site.name)}</a></h1>'
        f'<h2 id="banner-description">{esc(site.tagline)}</h2></div><ul class="nav">{_nav(site)}</ul></div></div></div>\n'
        '<div id="content"><div id="content-inner"><div id="pagebody-inner"><div id="alpha"><div id="alpha-inner">\n'
        f'<div id="entry-{len(post.title) * 13}" class="entry-asset asset hentry"><div class="asset-header"><h2 class="asset-name entry-title">{esc(post.title)}</h2>'
        f'<div class="asset-meta"><span class="byline"><span class="vcard author">{esc(post.byline)}</span> | {_when(post, "published")}</span></div></div>\n'
        f'<div class="asset-content entry-content"><div class="asset-body">{_paras(post)}</div></div>'
        f'<div class="asset-footer"><div class="entry-categories"><h4>→</h4><ul><li class="entry-category"><a href="/{slug(post.category or "x")}/">{esc(post.category)}</a></li></ul></div></div></div>\n'
        f"{parts.after}\n</div></div>\n"
        f'<div id="beta"><div id="beta-inner">{parts.aside}{_widgets(site, "div", "h3", "widget")}</div></div>'
        f"</div></div></div>\n{parts.before_footer}"
        f'<div id="footer"><div id="footer-inner"><div id="footer-content">{esc(site.footer)}</div></div></div></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- php: hand-rolled, tables for layout

PHP_CSS = """body{margin:0;font:12px Verdana,Tahoma,Arial,sans-serif;color:#000;background:#dfe6ee}
a{color:#1c4a85}.hdr{background:#1c4a85;color:#fff;font:bold 22px Tahoma}.menu td{background:#c9d6e4;padding:4px 8px}
.lmenu a{display:block;padding:3px 6px;border-bottom:1px solid #c9d6e4}.box{background:#fff;border:1px solid #8aa1bd;padding:8px;margin-bottom:8px}
.boxhead{background:#8aa1bd;color:#fff;font-weight:bold;padding:3px 6px}.ntitle{font:bold 16px Tahoma;color:#1c4a85}.ndate{color:#777;font-size:11px}
.copy{text-align:center;color:#555;font-size:10px;padding:10px}"""


def php(site: SiteJ, post: Post, parts: PartsJ) -> str:
    lmenu = "".join(f'<a href="/index.php?mod={slug(n)}">{esc(n)}</a>' for n in site.nav)
    right = "".join(
        f'<div class="box"><div class="boxhead">{esc(h)}</div>'
        + "".join(f'<div>» <a href="/index.php?q={slug(x)[:20]}">{esc(x)}</a></div>' for x in items)
        + "</div>"
        for h, items in site.widgets
    )
    return (
        _head(site, post, PHP_CSS, parts)
        + '<table width="960" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">\n'
        f'<tr><td colspan="3" class="hdr" height="70">&nbsp;{esc(site.name)} <font size="2">{esc(site.tagline)}</font></td></tr>\n'
        f'<tr class="menu"><td colspan="3">{" | ".join(f"<a href=/index.php?mod={slug(n)}>{esc(n)}</a>" for n in site.nav)}</td></tr>\n'
        f'<tr><td width="170" valign="top" class="lmenu">{lmenu}</td>\n<td valign="top" style="padding:10px">'
        f'<div class="box"><span class="ntitle">{esc(post.title)}</span><br><span class="ndate">{_when(post)} · {esc(post.byline)}</span>'
        f'<hr size="1" noshade>{_paras(post)}'
        f'<div align="right"><a href="/print.php?id={len(post.title)}">🖶</a> | <a href="/index.php">«</a></div></div>\n'
        f"{parts.after}\n</td>\n"
        f'<td width="200" valign="top" style="padding:10px 6px">{parts.aside}{right}</td></tr>\n'
        f'<tr><td colspan="3">{parts.before_footer}<div class="copy">{esc(site.footer)}</div></td></tr></table>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- sub: a newsletter-platform post

SUB_CSS = """body{margin:0;font:19px/1.6 'Spectral',Georgia,serif;color:#363737;background:#fff}
.topbar{display:flex;justify-content:space-between;padding:14px 24px;border-bottom:1px solid #eee;font:15px system-ui}
.single-post{max-width:728px;margin:0 auto;padding:24px}.post-title{font:700 36px/1.2 system-ui}.subtitle{font:400 20px system-ui;color:#777}
.post-ufi{display:flex;gap:16px;font:14px system-ui;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0}
.subscribe-widget{background:#fff6ee;padding:24px;text-align:center;border-radius:8px;font:15px system-ui}.footer-wrap{padding:30px;color:#999;font:13px system-ui;text-align:center}"""


def sub(site: SiteJ, post: Post, parts: PartsJ) -> str:
    return (
        _head(site, post, SUB_CSS, parts, "pc-root")
        + f'<div id="entry"><div class="topbar"><a class="navbar-title-link" href="/">{esc(site.name)}</a>'
        f'<span class="nav">{" · ".join(f"<a href=/{slug(n)}>{esc(n)}</a>" for n in site.nav)}</span></div>\n'
        '<div class="container"><div class="single-post"><article class="typography newsletter-post post">\n'
        f'<div class="post-header"><h1 class="post-title unpublished">{esc(post.title)}</h1>'
        + (f'<h3 class="subtitle">{esc(post.subtitle)}</h3>' if post.subtitle else "")
        + f'<div class="post-meta"><img class="profile-img" src="/_avatar/s-{slug(post.author)}.svg" alt="" width="36">'
        f'<div class="pencraft"><div class="profile-hover-wrapper"><a href="/@{slug(post.author)}">{esc(post.byline)}</a></div>'
        f'<div class="post-date">{_when(post)}</div></div></div></div>\n'
        f'<div class="available-content"><div class="body markup" dir="auto">{_paras(post)}</div></div>\n'
        '<div class="post-ufi"><button class="like-button" type="button">♡ 37</button><button class="share-button" type="button">↗</button></div>\n'
        f'<div class="subscribe-widget"><p>{esc(site.tagline)}</p><form><input type="email"><button type="button">✓</button></form></div>\n'
        f"</article>\n{parts.after}\n{parts.aside}</div></div>\n{parts.before_footer}"
        f'<div class="footer-wrap"><div class="footer">{esc(site.footer)}</div></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- joomla

JOOMLA_CSS = """body{margin:0;font:15px/1.55 Roboto,Arial,sans-serif;color:#22262a;background:#f6f6f6}
.container-header{background:#143a6b;color:#fff;padding:16px 24px}.container-header a{color:#fff}.mod-menu{display:flex;gap:14px;list-style:none;padding:0}
.site-grid{display:flex;gap:28px;max-width:1100px;margin:20px auto;padding:0 16px}.container-component{flex:1;min-width:0;background:#fff;padding:20px}
.container-sidebar-right{width:260px}.article-info{color:#6d757e;font-size:13px;display:flex;gap:12px;flex-wrap:wrap}.article-info dt{display:none}
.moduletable{background:#fff;padding:12px;margin-bottom:16px}.footer{background:#143a6b;color:#ccd;padding:20px;text-align:center;font-size:13px}"""


def joomla(site: SiteJ, post: Post, parts: PartsJ) -> str:
    mods = "".join(
        f'<div class="sidebar-right card moduletable"><h3 class="card-header">{esc(h)}</h3><div class="card-body"><ul class="mod-articlescategory">'
        + "".join(
            f'<li><a class="mod-articles-category-title" href="/index.php/{slug(x)[:30]}">{esc(x)}</a></li>'
            for x in items
        )
        + "</ul></div></div>"
        for h, items in site.widgets
    )
    return (
        _head(
            site, post, JOOMLA_CSS, parts, "site com_content wrapper-static view-article layout-blog no-task"
        )
        + f'<header class="header container-header full-width"><div class="grid-child"><div class="navbar-brand"><a class="brand-logo" href="/">{esc(site.name)}</a>'
        f'<div class="site-description">{esc(site.tagline)}</div></div></div>'
        f'<div class="grid-child container-nav"><ul class="mod-menu mod-list nav">{_nav(site, "li", "nav-item")}</ul></div></header>\n'
        '<div class="site-grid"><div class="grid-child container-component"><nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs">⌂ › '
        f"{esc(post.category)}</nav><main>\n"
        f'<div class="com-content-article item-page"><meta itemprop="inLanguage" content="{site.lang}">'
        f'<div class="page-header"><h1>{esc(post.title)}</h1></div>'
        f'<dl class="article-info text-muted"><dt class="article-info-term">ℹ</dt><dd class="createdby"><span class="icon-user icon-fw" aria-hidden="true"></span> {esc(post.byline)}</dd>'
        f'<dd class="category-name"><span class="icon-folder-open icon-fw" aria-hidden="true"></span> {esc(post.category)}</dd>'
        f'<dd class="published"><span class="icon-calendar icon-fw" aria-hidden="true"></span> {_when(post)}</dd>'
        f'<dd class="hits"><span class="icon-eye icon-fw" aria-hidden="true"></span> {len(post.title) * 17}</dd></dl>'
        f'<div class="com-content-article__body">{_paras(post)}</div>'
        '<nav class="pagenavigation"><span class="pagination ms-0"><a class="btn btn-sm btn-secondary previous" href="/index.php?prev=1">‹</a>'
        '<a class="btn btn-sm btn-secondary next" href="/index.php?next=1">›</a></span></nav></div>\n'
        f"{parts.after}\n</main></div>\n"
        f'<div class="grid-child container-sidebar-right">{parts.aside}{mods}</div></div>\n{parts.before_footer}'
        f'<footer class="container-footer footer full-width"><div class="grid-child">{esc(site.footer)}</div></footer>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_J: dict[str, Callable[[SiteJ, Post, PartsJ], str]] = {
    "wp": wp,
    "drupal": drupal,
    "blogger": blogger,
    "ghost": ghost,
    "mt": mt,
    "php": php,
    "sub": sub,
    "joomla": joomla,
}


def render_j(template: str, site: SiteJ, post: Post, parts: PartsJ) -> str:
    return TEMPLATES_J[template](site, post, parts)
