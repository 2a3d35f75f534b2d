"""Four more page templates for blind set C, as common CMSs and newsroom stacks write them.

- ``wordpress``: a WordPress theme (site-header, entry-header/entry-meta/entry-content, widget-area);
- ``drupal``: a Drupal 10 site (regions, blocks, node--type-article, field--name-body);
- ``newsroom``: a custom React newsroom (``#__next``, hashed CSS-in-JS class names, data-testid);
- ``mobile``: a mobile-first portal (sticky top bar, cards, bottom navigation).

Same interface as ``layout.render``: a ``Site``, an ``Article`` and the case's ``Blocks``.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.layout import Article, Blocks, Site, esc, slug


def _paras(article: Article, tag: str = "p") -> str:
    parts: list[str] = []
    half = len(article.paragraphs) // 2
    for i, p in enumerate(article.paragraphs):
        if article.crosshead and i == half:
            parts.append(f"<h2>{esc(article.crosshead)}</h2>")
        parts.append(f"<{tag}>{esc(p)}</{tag}>")
    return "\n".join(parts)


def _head(site: Site, article: Article, css: str, blocks: Blocks, extra: str = "") -> str:
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(article.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(article.standfirst)}">\n'
        f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(article.title)}">\n'
        f'<meta property="article:published_time" content="{esc(article.date)}">\n{extra}'
        f"<style>{css}</style>\n{blocks.head}\n</head>\n"
    )


WP_CSS = """body{margin:0;font:18px/1.7 -apple-system,'Segoe UI',Roboto,sans-serif;color:#1e1e1e;background:#f5efe0}
.site-header{background:#fff;padding:20px 40px;display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #cd2653}
.site-title{font-size:26px;font-weight:800;margin:0}.site-title a{color:#000;text-decoration:none}.site-description{color:#6d6d6d;font-size:14px;margin:0}
.primary-menu{display:flex;gap:18px;list-style:none;margin:0;padding:0;font-size:15px}.primary-menu a{color:#1e1e1e}
.site-content{display:flex;gap:40px;max-width:1160px;margin:40px auto;padding:0 20px}#primary{flex:1;background:#fff;padding:30px 40px}
.entry-title{font-size:40px;line-height:1.2;margin:10px 0}.entry-meta{font-size:14px;color:#6d6d6d}.entry-meta a{color:#cd2653}
.cat-links a{font-size:13px;text-transform:uppercase;letter-spacing:1px;color:#cd2653}.wp-block-image img{max-width:100%}
.entry-footer{font-size:14px;color:#6d6d6d;border-top:1px solid #ddd;padding-top:10px;margin-top:30px}
.widget-area{width:300px;font-size:15px}.widget{background:#fff;padding:18px;margin-bottom:24px}.widget-title{font-size:16px;text-transform:uppercase;margin-top:0}
.widget ul{padding-left:18px}.site-footer{background:#000;color:#ccc;padding:30px 40px;font-size:14px}.post-navigation{display:flex;justify-content:space-between;font-size:15px;margin:24px 0}"""


def wordpress(site: Site, article: Article, blocks: Blocks) -> str:
    menu = "".join(
        f'<li class="menu-item menu-item-{300 + i}"><a href="/category/{slug(s)}/">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )
    recent = "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>' for t in site.related[:5])
    prev_next = site.related[5:7] if len(site.related) >= 7 else site.related[:2]
    return (
        _head(site, article, WP_CSS, blocks, '<meta name="generator" content="WordPress 6.5.3">\n')
        + f'<body class="post-template-default single single-post postid-{1000 + len(article.title)} single-format-standard">\n'
        f'<div id="page" class="site"><a class="skip-link screen-reader-text" href="#primary">Skip</a>\n'
        f'<header id="masthead" class="site-header"><div class="site-branding"><p class="site-title"><a href="/" rel="home">{esc(site.name)}</a></p>'
        f'<p class="site-description">{esc(site.footer.split("·")[0])}</p></div>'
        f'<nav id="site-navigation" class="main-navigation"><ul id="primary-menu" class="primary-menu">{menu}</ul></nav></header>\n'
        f'<div id="content" class="site-content"><main id="primary" class="site-main">\n'
        f'<article id="post-{1000 + len(article.title)}" class="post type-post status-publish format-standard hentry">\n'
        f'<header class="entry-header"><span class="cat-links"><a href="/category/{slug(article.kicker or site.sections[1])}/" rel="category tag">{esc(article.kicker or site.sections[1])}</a></span>'
        f'<h1 class="entry-title">{esc(article.title)}</h1>'
        f'<div class="entry-meta"><span class="byline"><span class="author vcard"><a class="url fn n" href="/author/{slug(article.byline)}/">{esc(article.byline)}</a></span></span> · '
        f'<span class="posted-on"><time class="entry-date published" datetime="{esc(article.date)}">{esc(article.date[:10])}</time></span></div></header>\n'
        f'<div class="entry-content"><p><strong>{esc(article.standfirst)}</strong></p>\n'
        f'<figure class="wp-block-image size-large"><svg width="100%" height="280"><rect width="100%" height="280" fill="#c9d6df"/></svg>'
        f'<figcaption class="wp-element-caption">{esc(article.caption)}</figcaption></figure>\n{_paras(article)}</div>\n'
        f'<footer class="entry-footer"><span class="tags-links">{esc(site.related_heading)}</span></footer></article>\n'
        f'<nav class="navigation post-navigation" aria-label="Posts"><div class="nav-previous"><a href="/{slug(prev_next[0])}/" rel="prev">← {esc(prev_next[0])}</a></div>'
        f'<div class="nav-next"><a href="/{slug(prev_next[-1])}/" rel="next">{esc(prev_next[-1])} →</a></div></nav>\n'
        f"{blocks.after}\n</main>\n"
        f'<aside id="secondary" class="widget-area"><section id="search-2" class="widget widget_search"><form role="search"><input type="search" aria-label="search"></form></section>'
        f'<section id="recent-posts-2" class="widget widget_recent_entries"><h2 class="widget-title">{esc(site.related_heading)}</h2><ul>{recent}</ul></section>'
        f"{blocks.aside}</aside></div>\n"
        f'{blocks.before_footer}<footer id="colophon" class="site-footer"><div class="site-info">{esc(site.footer)}</div></footer></div>\n'
        f"{blocks.end}\n</body>\n</html>\n"
    )


DRUPAL_CSS = """body{margin:0;font:16px/1.6 'Source Sans Pro',Helvetica,Arial,sans-serif;color:#2e2e2e;background:#fff}
.region-header{background:#0b3c5d;color:#fff;padding:14px 30px;display:flex;align-items:center;justify-content:space-between}
.site-branding__name a{color:#fff;font-size:26px;font-weight:700;text-decoration:none}.menu--main ul{display:flex;gap:16px;list-style:none;margin:0;padding:0}
.menu--main a{color:#dbe9f4;text-decoration:none}.region-breadcrumb{padding:8px 30px;font-size:13px;background:#eef3f7}
.breadcrumb ol{display:flex;gap:6px;list-style:none;margin:0;padding:0}.breadcrumb li+li:before{content:'›';margin-right:6px}
.layout-main-wrapper{display:flex;gap:36px;max-width:1180px;margin:24px auto;padding:0 20px}.layout-content{flex:1}
.page-title{font-size:36px;line-height:1.2;margin:4px 0 10px}.node__meta{font-size:14px;color:#6b6b6b;margin-bottom:14px}
.field--name-field-lead{font-size:19px;font-weight:600}.field--name-field-image svg{display:block}.field--name-field-tags{font-size:13px}
.layout-sidebar-second{width:290px}.block{border-top:3px solid #0b3c5d;padding:10px 0;margin-bottom:22px;font-size:15px}.block h2{font-size:16px;margin:0 0 8px}
.region-footer{background:#222;color:#bbb;padding:24px 30px;font-size:13px}"""


def drupal(site: Site, article: Article, blocks: Blocks) -> str:
    menu = "".join(
        f'<li class="menu-item"><a href="/{slug(s)}" data-drupal-link-system-path="taxonomy/term/{11 + i}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )
    latest = "".join(
        f'<div class="views-row"><div class="views-field views-field-title"><span class="field-content"><a href="/{slug(site.sections[1])}/{slug(t)}" hreflang="{site.lang}">{esc(t)}</a></span></div></div>'
        for t in site.related[:5]
    )
    return (
        _head(
            site,
            article,
            DRUPAL_CSS,
            blocks,
            '<meta name="Generator" content="Drupal 10 (https://www.drupal.org)">\n',
        )
        + f'<body class="path-node page-node-type-article">\n<div class="dialog-off-canvas-main-canvas" data-off-canvas-main-canvas>'
        f'<div class="layout-container"><header role="banner"><div class="region region-header">'
        f'<div id="block-sitebranding" class="block-system-branding-block"><div class="site-branding__name"><a href="/" rel="home">{esc(site.name)}</a></div></div>'
        f'<nav role="navigation" id="block-mainnavigation" class="menu--main"><ul class="menu">{menu}</ul></nav></div></header>\n'
        f'<div class="region region-breadcrumb"><nav class="breadcrumb" role="navigation"><ol><li><a href="/">{esc(site.sections[0])}</a></li>'
        f'<li><a href="/{slug(site.sections[1])}">{esc(site.sections[1])}</a></li></ol></nav></div>\n'
        f'<div class="layout-main-wrapper"><main role="main" class="layout-content"><div class="region region-content">'
        f'<div data-drupal-messages-fallback class="hidden"></div>'
        f'<div id="block-pagetitle" class="block block-core block-page-title-block"><h1 class="page-title"><span class="field field--name-title">{esc(article.title)}</span></h1></div>\n'
        f'<div id="block-content" class="block-system-main-block"><article data-history-node-id="{4000 + len(article.title)}" class="node node--type-article node--view-mode-full">'
        f'<footer class="node__meta"><span class="field field--name-uid">{esc(article.byline)}</span> · '
        f'<span class="field field--name-created"><time datetime="{esc(article.date)}">{esc(article.date[8:10])}.{esc(article.date[5:7])}.{esc(article.date[:4])}</time></span></footer>\n'
        f'<div class="node__content"><div class="field field--name-field-lead">{esc(article.standfirst)}</div>'
        f'<div class="field field--name-field-image"><svg width="100%" height="300"><rect width="100%" height="300" fill="#a9bcd0"/></svg><div class="field--name-field-caption">{esc(article.caption)}</div></div>\n'
        f'<div class="clearfix text-formatted field field--name-body field--type-text-with-summary">{_paras(article)}</div>\n'
        f'<div class="field field--name-field-tags"><div class="field__label">{esc(article.kicker)}</div></div></div>\n'
        f"{blocks.after}</article></div></div></main>\n"
        f'<aside class="layout-sidebar-second" role="complementary"><div class="region region-sidebar-second">'
        f'<div class="block block-views"><h2>{esc(site.related_heading)}</h2><div class="view-content">{latest}</div></div>{blocks.aside}</div></aside></div>\n'
        f'{blocks.before_footer}<footer role="contentinfo"><div class="region region-footer">{esc(site.footer)}</div></footer></div></div>\n'
        f"{blocks.end}\n</body>\n</html>\n"
    )


NEWSROOM_CSS = """body{margin:0;font:17px/1.65 Inter,system-ui,sans-serif;color:#121212;background:#fff}
.css-1m2xq{position:sticky;top:0;background:#fff;border-bottom:1px solid #e2e2e2;display:flex;gap:24px;align-items:center;padding:10px 28px;z-index:5}
.css-1m2xq b{font:900 24px Georgia,serif}.css-9hvx1{display:flex;gap:14px;list-style:none;margin:0;padding:0;font-size:14px}.css-9hvx1 a{color:#333;text-decoration:none}
.css-u7r0d{max-width:720px;margin:36px auto;padding:0 18px}.css-4kz2a{font-size:13px;font-weight:700;color:#b00020;text-transform:uppercase}
.css-u7r0d h1{font:700 38px/1.15 Georgia,serif;margin:8px 0}.css-pq81z{font-size:20px;color:#555}.css-w3e9t{display:flex;gap:10px;font-size:14px;color:#666;margin:16px 0}
.css-0b1kk p{margin:0 0 18px}.css-7fz2c{max-width:720px;margin:0 auto;padding:0 18px}.css-n1qa8{background:#f7f7f7;padding:24px 28px;font-size:13px;color:#666;margin-top:40px}"""


def newsroom(site: Site, article: Article, blocks: Blocks) -> str:
    nav = "".join(f'<li><a href="/{slug(s)}">{esc(s)}</a></li>' for s in site.sections)
    more = "".join(
        f'<li><a href="/{slug(site.sections[1])}/{slug(t)}">{esc(t)}</a></li>' for t in site.related[:4]
    )
    return (
        _head(site, article, NEWSROOM_CSS, blocks)
        + f'<body>\n<div id="__next"><header class="css-1m2xq" data-testid="masthead"><b>{esc(site.name)}</b><nav><ul class="css-9hvx1">{nav}</ul></nav></header>\n'
        f'<main id="main-content"><article class="css-u7r0d" data-testid="story"><p class="css-4kz2a">{esc(article.kicker)}</p>'
        f'<h1 data-testid="headline">{esc(article.title)}</h1><p class="css-pq81z">{esc(article.standfirst)}</p>'
        f'<div class="css-w3e9t" data-testid="byline"><span>{esc(article.byline)}</span><time datetime="{esc(article.date)}">{esc(article.date[:10])}</time></div>\n'
        f'<figure><svg width="100%" height="320"><rect width="100%" height="320" fill="#b7c4cf"/></svg><figcaption class="css-w3e9t">{esc(article.caption)}</figcaption></figure>\n'
        f'<section class="css-0b1kk" data-testid="story-body" name="articleBody">{_paras(article)}</section></article>\n'
        f'<div class="css-7fz2c">{blocks.after}</div>\n'
        f'<aside class="css-7fz2c" data-testid="more"><h2>{esc(site.related_heading)}</h2><ul>{more}</ul>{blocks.aside}</aside></main>\n'
        f'{blocks.before_footer}<footer class="css-n1qa8">{esc(site.footer)}</footer></div>\n{blocks.end}\n</body>\n</html>\n'
    )


MOBILE_CSS = """body{margin:0;font:16px/1.6 Roboto,Arial,sans-serif;color:#202124;background:#f1f3f4}
.topbar{position:sticky;top:0;background:#d32f2f;color:#fff;display:flex;align-items:center;gap:14px;padding:10px 16px;z-index:5}
.topbar .logo{font-weight:900;font-size:20px}.topbar .menu-btn{background:none;border:0;color:#fff;font-size:22px}
.chips{display:flex;gap:8px;overflow-x:auto;padding:8px 12px;background:#fff}.chips a{white-space:nowrap;border:1px solid #ccc;border-radius:14px;padding:2px 10px;font-size:13px;color:#333;text-decoration:none}
.card{background:#fff;margin:10px auto;max-width:760px;padding:16px 18px;border-radius:8px}.card h1{font-size:27px;line-height:1.3;margin:6px 0}
.kicker{color:#d32f2f;font-size:13px;font-weight:700}.meta{color:#5f6368;font-size:13px}.lede{font-weight:500;font-size:18px}
.bottomnav{position:sticky;bottom:0;background:#fff;border-top:1px solid #ddd;display:flex;justify-content:space-around;padding:6px;font-size:12px}
.more-list{list-style:none;padding:0}.more-list li{border-bottom:1px solid #eee;padding:8px 0}.foot{text-align:center;font-size:12px;color:#777;padding:20px}"""


def mobile(site: Site, article: Article, blocks: Blocks) -> str:
    chips = "".join(f'<a href="/{slug(s)}/">{esc(s)}</a>' for s in site.sections)
    more = "".join(f'<li><a href="/{slug(t)}.html">{esc(t)}</a></li>' for t in site.related[:5])
    return (
        _head(site, article, MOBILE_CSS, blocks)
        + f'<body>\n<div class="topbar"><button class="menu-btn" aria-label="menu">☰</button><span class="logo">{esc(site.name)}</span></div>\n'
        f'<div class="chips">{chips}</div>\n'
        f'<div class="card"><span class="kicker">{esc(article.kicker)}</span><h1>{esc(article.title)}</h1>'
        f'<p class="meta">{esc(article.byline)} · <time datetime="{esc(article.date)}">{esc(article.date[:16].replace("T", " "))}</time></p>\n'
        f'<p class="lede">{esc(article.standfirst)}</p><svg width="100%" height="220"><rect width="100%" height="220" fill="#cfd8dc"/></svg>'
        f'<p class="meta">{esc(article.caption)}</p>\n{_paras(article)}</div>\n'
        f'<div class="card">{blocks.after}</div>\n'
        f'<div class="card"><h3>{esc(site.related_heading)}</h3><ul class="more-list">{more}</ul>{blocks.aside}</div>\n'
        f'{blocks.before_footer}<div class="foot">{esc(site.footer)}</div>\n'
        f'<nav class="bottomnav"><a href="/">{esc(site.sections[0])}</a><a href="/{slug(site.sections[1])}/">{esc(site.sections[1])}</a><a href="/{slug(site.sections[-1])}/">{esc(site.sections[-1])}</a></nav>\n'
        f"{blocks.end}\n</body>\n</html>\n"
    )


TEMPLATES_C: dict[str, Callable[[Site, Article, Blocks], str]] = {
    "wordpress": wordpress,
    "drupal": drupal,
    "newsroom": newsroom,
    "mobile": mobile,
}


def render_c(template: str, site: Site, article: Article, blocks: Blocks | None = None) -> str:
    return TEMPLATES_C[template](site, article, blocks or Blocks())
