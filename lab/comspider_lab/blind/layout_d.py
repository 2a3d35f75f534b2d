"""Page templates of blind set D, as more CMSs write them, each declaring its article as news sites do
(schema.org ``NewsArticle`` JSON-LD, ``article:published_time``, the author's meta).

- ``ghost``: a Ghost theme (Casper-like: gh-head, gh-article, gh-content, gh-article-meta);
- ``joomla``: Joomla 4 (Cassiopeia: com-content-article item-page, itemprop microdata, "Published:");
- ``portal``: a custom newsroom with BEM class names (story__headline, story__body, rail);
- set C's ``wordpress``, ``drupal`` and ``mobile`` (layout_c), given the same JSON-LD.

Same interface as ``layout.render``: a ``Site``, an ``Article`` and the case's ``Blocks``.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace

from comspider_lab.blind.layout import Article, Blocks, Site, esc, slug
from comspider_lab.blind.layout_c import TEMPLATES_C


def json_ld(site: Site, article: Article) -> str:
    data = {
        "@context": "https://schema.org",
        "@type": "NewsArticle",
        "headline": article.title,
        "description": article.standfirst,
        "datePublished": article.date,
        "dateModified": article.date,
        "inLanguage": site.lang,
        "author": [{"@type": "Person", "name": article.byline}],
        "publisher": {"@type": "NewsMediaOrganization", "name": site.name},
    }
    return f'<script type="application/ld+json">{json.dumps(data, ensure_ascii=False)}</script>\n'


def _paras(article: Article) -> str:
    parts: list[str] = []
    half = len(article.paragraphs) // 2
    for i, p in enumerate(article.paragraphs):
        if article.crosshead and i == half:
            parts.append(f"<h2>{esc(article.crosshead)}</h2>")
        parts.append(f"<p>{esc(p)}</p>")
    return "\n".join(parts)


def _head(site: Site, article: Article, css: str, blocks: Blocks, extra: str = "") -> str:
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(article.title)} – {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(article.standfirst)}">\n'
        f'<meta name="author" content="{esc(article.byline)}">\n'
        f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(article.title)}">\n'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{esc(article.date)}">\n{extra}'
        f"<style>{css}</style>\n{blocks.head}\n</head>\n"
    )


GHOST_CSS = """body{margin:0;font:19px/1.7 -apple-system,BlinkMacSystemFont,'Segoe UI',sans-serif;color:#15171a;background:#fff}
.gh-head{display:flex;justify-content:space-between;align-items:center;padding:18px 5vw;border-bottom:1px solid #eee}.gh-head-logo{font-weight:800;font-size:24px;color:#15171a;text-decoration:none}
.gh-head-menu .nav{display:flex;gap:20px;list-style:none;margin:0;padding:0;font-size:15px}.gh-head-menu a{color:#15171a;text-decoration:none}
.gh-head-btn{background:#ff1a75;color:#fff;border-radius:20px;padding:6px 14px;font-size:14px;text-decoration:none}
.gh-article{max-width:720px;margin:50px auto 0;padding:0 20px}.gh-article-tag{color:#ff1a75;font-size:13px;font-weight:700;text-transform:uppercase;text-decoration:none}
.gh-article-title{font-size:44px;line-height:1.1;margin:10px 0}.gh-article-excerpt{font-size:22px;color:#555}
.gh-article-meta{display:flex;gap:10px;align-items:center;font-size:15px;color:#666;margin:20px 0}.gh-article-author-image{width:40px;height:40px;border-radius:50%;background:#ccd}
.gh-content{max-width:720px;margin:0 auto;padding:0 20px}.gh-canvas-after{max-width:720px;margin:30px auto;padding:0 20px}
.gh-read-next{background:#f6f6f6;padding:30px 5vw;margin-top:40px}.gh-read-next ul{list-style:none;padding:0}.gh-foot{background:#0a0b0c;color:#aaa;padding:30px 5vw;font-size:14px}"""


def ghost(site: Site, article: Article, blocks: Blocks) -> str:
    nav = "".join(
        f'<li class="nav-{slug(s)}"><a href="/tag/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections
    )
    more = "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>' for t in site.related[:4])
    return (
        _head(site, article, GHOST_CSS, blocks, '<meta name="generator" content="Ghost 5.82">\n')
        + '<body class="post-template tag-news">\n<div class="viewport">\n'
        f'<header id="gh-head" class="gh-head outer"><a class="gh-head-logo" href="/">{esc(site.name)}</a>'
        f'<nav class="gh-head-menu"><ul class="nav">{nav}</ul></nav><a class="gh-head-btn" href="#/portal/signup">{esc(site.footer.split("·")[-1].strip())}</a></header>\n'
        '<div class="site-content"><main id="site-main" class="site-main">\n'
        f'<article class="gh-article post tag-news"><header class="gh-article-header gh-canvas">'
        f'<a class="gh-article-tag" href="/tag/{slug(article.kicker or site.sections[1])}/">{esc(article.kicker or site.sections[1])}</a>'
        f'<h1 class="gh-article-title is-title">{esc(article.title)}</h1><p class="gh-article-excerpt is-body">{esc(article.standfirst)}</p>'
        f'<div class="gh-article-meta"><div class="gh-article-author-image"></div><div class="gh-article-meta-wrapper">'
        f'<h4 class="gh-article-author-name"><a href="/author/{slug(article.byline)}/">{esc(article.byline)}</a></h4>'
        f'<div class="gh-article-meta-content"><time class="gh-article-meta-date" datetime="{esc(article.date[:10])}">{esc(article.date[:10])}</time></div></div></div>'
        f'<figure class="gh-article-image"><svg width="100%" height="300"><rect width="100%" height="300" fill="#d7dde3"/></svg><figcaption>{esc(article.caption)}</figcaption></figure></header>\n'
        f'<section class="gh-content gh-canvas is-body">{_paras(article)}</section>\n'
        f'<div class="gh-canvas-after">{blocks.after}</div></article>\n</main>\n'
        f'<section class="gh-read-next outer"><h3>{esc(site.related_heading)}</h3><ul>{more}</ul>{blocks.aside}</section></div>\n'
        f'{blocks.before_footer}<footer class="gh-foot outer"><div class="gh-foot-inner">{esc(site.footer)}</div></footer></div>\n'
        f"{blocks.end}\n</body>\n</html>\n"
    )


JOOMLA_CSS = """body{margin:0;font:16px/1.6 Roboto,'Helvetica Neue',Arial,sans-serif;color:#22262a;background:#fff}
.container-header{background:linear-gradient(135deg,#112855 0%,#1f3f7a 100%);color:#fff;padding:16px 40px}.navbar-brand a{color:#fff;font-size:28px;font-weight:700;text-decoration:none}
.mod-menu{display:flex;gap:18px;list-style:none;padding:0;margin:10px 0 0}.mod-menu a{color:#e1e7f0;text-decoration:none}
.site-grid{display:grid;grid-template-columns:1fr 300px;gap:36px;max-width:1160px;margin:24px auto;padding:0 20px}
.mod-breadcrumbs{font-size:13px;list-style:none;display:flex;gap:8px;padding:0}.page-header h1{font-size:34px;line-height:1.2;margin:6px 0}
.article-info{font-size:14px;color:#5c6670;margin:0 0 16px}.article-info dd{margin:0;display:inline-block;margin-right:12px}.article-info-term{display:none}
.com-content-article__body{font-size:17px}.card{border:1px solid #dfe3e7;border-radius:4px;padding:14px;margin-bottom:20px}.card-header{font-weight:700;margin:0 0 8px}
.footer{background:#112855;color:#cdd5e0;padding:24px 40px;font-size:14px}"""


def joomla(site: Site, article: Article, blocks: Blocks) -> str:
    menu = "".join(
        f'<li class="nav-item item-{101 + i}"><a href="/index.php/{slug(s)}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )
    latest = "".join(
        f'<li itemscope itemtype="https://schema.org/Article"><a href="/index.php/{slug(site.sections[1])}/{slug(t)}" itemprop="url"><span itemprop="name">{esc(t)}</span></a></li>'
        for t in site.related[:5]
    )
    return (
        _head(
            site,
            article,
            JOOMLA_CSS,
            blocks,
            '<meta name="generator" content="Joomla! - Open Source Content Management">\n',
        )
        + '<body class="site com_content wrapper-static view-article no-layout no-task itemid-102">\n'
        f'<header class="header container-header full-width"><div class="navbar-brand"><a class="brand-logo" href="/">{esc(site.name)}</a></div>'
        f'<nav class="navbar"><ul class="mod-menu mod-list nav">{menu}</ul></nav></header>\n'
        '<div class="site-grid"><div class="grid-child container-component">'
        f'<nav class="mod-breadcrumbs__wrapper" aria-label="Breadcrumbs"><ol class="mod-breadcrumbs breadcrumb"><li class="mod-breadcrumbs__item"><a href="/">{esc(site.sections[0])}</a></li>'
        f'<li class="mod-breadcrumbs__item">› {esc(site.sections[1])}</li></ol></nav>\n'
        '<main><div class="com-content-article item-page" itemscope itemtype="https://schema.org/Article"><meta itemprop="inLanguage" content="'
        f'{site.lang}"><div class="page-header"><h1 itemprop="headline">{esc(article.title)}</h1></div>\n'
        f'<dl class="article-info text-muted"><dt class="article-info-term">Details</dt>'
        f'<dd class="createdby" itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">{esc(article.byline)}</span></dd>'
        f'<dd class="category-name">{esc(article.kicker or site.sections[1])}</dd>'
        f'<dd class="published"><time datetime="{esc(article.date)}" itemprop="datePublished">{esc(article.date[8:10])}.{esc(article.date[5:7])}.{esc(article.date[:4])} {esc(article.date[11:16])}</time></dd></dl>\n'
        f'<div itemprop="articleBody" class="com-content-article__body"><p><strong>{esc(article.standfirst)}</strong></p>'
        f'<figure class="item-image"><svg width="100%" height="280"><rect width="100%" height="280" fill="#c3ccd6"/></svg><figcaption class="caption">{esc(article.caption)}</figcaption></figure>\n'
        f"{_paras(article)}</div>\n"
        f'<ul class="pagenav pagination"><li class="previous"><a class="hasTooltip" href="/index.php/{slug(site.related[0])}" rel="prev">‹ {esc(site.related[0])}</a></li></ul>\n'
        f"{blocks.after}</div></main></div>\n"
        f'<div class="grid-child container-sidebar-right"><div class="sidebar-right card"><h3 class="card-header">{esc(site.related_heading)}</h3>'
        f'<ul class="mod-articleslatest latestnews mod-list">{latest}</ul></div>{blocks.aside}</div></div>\n'
        f'{blocks.before_footer}<footer class="container-footer footer full-width"><div class="grid-child">{esc(site.footer)}</div></footer>\n'
        f"{blocks.end}\n</body>\n</html>\n"
    )


PORTAL_CSS = """body{margin:0;font:17px/1.6 'Noto Sans',Arial,sans-serif;color:#1d1d1d;background:#fafafa}
.masthead{background:#fff;border-bottom:4px solid #00695c;padding:12px 32px;display:flex;gap:28px;align-items:center}.masthead__logo{font:800 26px 'Noto Serif',serif;color:#00695c;text-decoration:none}
.masthead__nav{display:flex;gap:16px;list-style:none;margin:0;padding:0;font-size:14px}.masthead__nav a{color:#333;text-decoration:none}
.page{display:grid;grid-template-columns:minmax(0,1fr) 290px;gap:36px;max-width:1140px;margin:28px auto;padding:0 18px}
.story{background:#fff;padding:26px 34px}.story__kicker{font-size:13px;color:#00695c;font-weight:700;text-transform:uppercase}
.story__headline{font:700 36px/1.2 'Noto Serif',serif;margin:8px 0}.story__dek{font-size:19px;color:#444}.story__meta{font-size:14px;color:#666;margin:14px 0;display:flex;gap:12px}
.story__body p{margin:0 0 16px}.rail{font-size:15px}.rail__box{background:#fff;padding:14px 16px;margin-bottom:20px}.rail__box h3{margin:0 0 8px;font-size:15px;border-bottom:2px solid #00695c}
.page-footer{background:#263238;color:#cfd8dc;padding:26px 32px;font-size:13px}"""


def portal(site: Site, article: Article, blocks: Blocks) -> str:
    nav = "".join(f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>' for s in site.sections)
    top = "".join(
        f'<li><a href="/{slug(site.sections[1])}/{slug(t)}-{i + 311}">{esc(t)}</a></li>'
        for i, t in enumerate(site.related[:5])
    )
    return (
        _head(site, article, PORTAL_CSS, blocks)
        + f'<body class="page-article">\n<header class="masthead"><a class="masthead__logo" href="/">{esc(site.name)}</a>'
        f'<nav><ul class="masthead__nav">{nav}</ul></nav></header>\n'
        '<div class="page"><main class="page__main">\n'
        f'<article class="story" data-story-id="{7000 + len(article.title)}"><div class="story__kicker">{esc(article.kicker)}</div>'
        f'<h1 class="story__headline">{esc(article.title)}</h1><p class="story__dek">{esc(article.standfirst)}</p>'
        f'<div class="story__meta"><span class="story__author">{esc(article.byline)}</span>'
        f'<time class="story__date" datetime="{esc(article.date)}">{esc(article.date[:16].replace("T", " "))}</time></div>\n'
        f'<figure class="story__media"><svg width="100%" height="300"><rect width="100%" height="300" fill="#b2c8c4"/></svg><figcaption>{esc(article.caption)}</figcaption></figure>\n'
        f'<div class="story__body">{_paras(article)}</div></article>\n{blocks.after}</main>\n'
        f'<aside class="rail"><section class="rail__box"><h3>{esc(site.related_heading)}</h3><ol>{top}</ol></section>{blocks.aside}</aside></div>\n'
        f'{blocks.before_footer}<footer class="page-footer">{esc(site.footer)}</footer>\n{blocks.end}\n</body>\n</html>\n'
    )


TEMPLATES_D: dict[str, Callable[[Site, Article, Blocks], str]] = {
    "ghost": ghost,
    "joomla": joomla,
    "portal": portal,
    **{name: TEMPLATES_C[name] for name in ("wordpress", "drupal", "mobile")},
}


def render_d(template: str, site: Site, article: Article, blocks: Blocks | None = None) -> str:
    blocks = blocks or Blocks()
    blocks = replace(blocks, head=json_ld(site, article) + blocks.head)
    return TEMPLATES_D[template](site, article, blocks)
