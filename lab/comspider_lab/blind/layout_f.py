"""Page templates of blind set F, four more stacks news sites run on, each declaring its article as news
sites do (schema.org ``NewsArticle`` JSON-LD, ``article:published_time``, the author's meta, a visible byline
and date):

- ``tailwind``: a Next.js front end styled with utility classes only (``mx-auto max-w-3xl``, ``__next``);
- ``bootstrap``: a Bootstrap 5 news theme (container, row, col-lg-8, card, badge);
- ``amp``: an AMP-style page (``amp-img``, ``amp-sidebar``, the ``amp`` attribute, inline ``amp-custom`` CSS);
- ``blogger``: a Blogger-like blog of a local paper (``post-outer``, ``post-body entry-content``, widgets).

Same interface as ``layout_e.render_e``: a ``Site``, an ``Article`` and the case's ``Blocks``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from comspider_lab.blind.layout import Article, Blocks, Site, esc, slug
from comspider_lab.blind.layout_d import json_ld

BY = {"de": "von", "ro": "de", "hu": "Szerző:", "id": "Oleh", "el": "Του", "uk": "Автор:", "vi": "Tác giả:"}


def _meta(site: Site, article: Article) -> str:
    return (
        f'<meta name="author" content="{esc(article.byline)}">\n'
        f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(article.title)}">\n'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<meta property="article:published_time" content="{esc(article.date)}">\n'
    )


def _head(
    site: Site, article: Article, css: str, blocks: Blocks, html_attrs: str = "", style_attr: str = ""
) -> str:
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}"{html_attrs}>\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(article.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(article.standfirst)}">\n{_meta(site, article)}'
        f"<style{style_attr}>{css}</style>\n{blocks.head}\n</head>\n"
    )


def _paras(article: Article, cls: str = "") -> str:
    attr = f' class="{cls}"' if cls else ""
    parts: list[str] = []
    half = len(article.paragraphs) // 2
    for i, p in enumerate(article.paragraphs):
        if article.crosshead and i == half:
            parts.append(f"<h2>{esc(article.crosshead)}</h2>")
        parts.append(f"<p{attr}>{esc(p)}</p>")
    return "\n".join(parts)


def _shown(article: Article) -> str:
    d = article.date
    return f"{d[8:10]}/{d[5:7]}/{d[:4]} {d[11:16]}"


def _by(site: Site) -> str:
    return BY.get(site.lang, "")


TAILWIND_CSS = """*{box-sizing:border-box}body{margin:0;font-family:ui-sans-serif,system-ui,sans-serif;color:#0f172a}.mx-auto{margin-left:auto;margin-right:auto}
.max-w-3xl{max-width:48rem}.px-4{padding-left:1rem;padding-right:1rem}.py-6{padding-top:1.5rem;padding-bottom:1.5rem}.flex{display:flex}.gap-4{gap:1rem}.gap-2{gap:.5rem}
.items-center{align-items:center}.justify-between{justify-content:space-between}.text-sm{font-size:.875rem}.text-xs{font-size:.75rem}.text-lg{font-size:1.125rem}.text-4xl{font-size:2.25rem;line-height:1.1}
.font-bold{font-weight:700}.font-semibold{font-weight:600}.text-slate-500{color:#64748b}.text-slate-700{color:#334155}.bg-slate-900{background:#0f172a}.text-white{color:#fff}
.border-t{border-top:1px solid #e2e8f0}.mt-8{margin-top:2rem}.mt-2{margin-top:.5rem}.ml-8{margin-left:2rem}.space-y-4>*+*{margin-top:1rem}.rounded-full{border-radius:9999px}.prose p{line-height:1.75;margin:0 0 1.1rem}"""


def tailwind(site: Site, article: Article, blocks: Blocks) -> str:
    nav = "".join(f'<a class="text-sm text-white" href="/{slug(s)}">{esc(s)}</a>' for s in site.sections)
    more = "".join(
        f'<li class="py-2 border-t"><a class="text-slate-700" href="/{slug(site.sections[1])}/{slug(t)}">{esc(t)}</a></li>'
        for t in site.related[:4]
    )
    return (
        _head(site, article, TAILWIND_CSS, blocks)
        + '<body class="antialiased">\n<div id="__next"><header class="bg-slate-900 text-white"><div class="mx-auto max-w-3xl px-4 py-6 flex items-center justify-between">'
        f'<a class="text-lg font-bold text-white" href="/">{esc(site.name)}</a><nav class="flex gap-4">{nav}</nav></div></header>\n'
        '<main class="mx-auto max-w-3xl px-4 py-6"><article class="space-y-4">'
        f'<p class="text-xs font-semibold text-slate-500">{esc(article.kicker)}</p><h1 class="text-4xl font-bold">{esc(article.title)}</h1>'
        f'<p class="text-lg text-slate-700">{esc(article.standfirst)}</p>'
        f'<div class="flex gap-2 items-center text-sm text-slate-500"><span class="font-semibold text-slate-700">{_by(site)} {esc(article.byline)}</span><span>·</span>'
        f'<time dateTime="{esc(article.date)}">{_shown(article)}</time></div>'
        f'<figure><svg width="100%" height="280"><rect width="100%" height="280" fill="#cbd5e1"/></svg><figcaption class="text-xs text-slate-500">{esc(article.caption)}</figcaption></figure>'
        f'<div class="prose">{_paras(article)}</div></article>\n{blocks.after}\n'
        f'<section class="mt-8"><h2 class="text-lg font-bold">{esc(site.related_heading)}</h2><ul>{more}</ul>{blocks.aside}</section></main>\n'
        f'{blocks.before_footer}<footer class="bg-slate-900 text-white text-sm"><div class="mx-auto max-w-3xl px-4 py-6">{esc(site.footer)}</div></footer></div>\n'
        f'<script id="__NEXT_DATA__" type="application/json">{{"page":"/[section]/[slug]","buildId":"x7Kq2"}}</script>\n{blocks.end}\n</body>\n</html>\n'
    )


BOOTSTRAP_CSS = """body{margin:0;font:16px/1.6 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#212529;background:#f8f9fa}.container{max-width:1140px;margin:0 auto;padding:0 12px}
.navbar{background:#14213d;padding:10px 0}.navbar-brand{color:#fca311;font-weight:800;font-size:24px;text-decoration:none}.navbar-nav{display:flex;gap:14px;list-style:none;margin:0;padding:0}.nav-link{color:#e5e5e5;text-decoration:none}
.row{display:flex;gap:24px;margin-top:20px}.col-lg-8{flex:2}.col-lg-4{flex:1}.card{background:#fff;border:1px solid #dee2e6;border-radius:6px;padding:16px;margin-bottom:16px}
.badge{display:inline-block;background:#fca311;color:#000;font-size:12px;padding:2px 8px;border-radius:4px}.display-6{font-size:34px;font-weight:700;line-height:1.2}.lead{font-size:19px;color:#555}
.text-muted{color:#6c757d}.small{font-size:14px}.list-group{list-style:none;padding:0}.list-group-item{border-bottom:1px solid #eee;padding:8px 0}footer.bg-dark{background:#212529;color:#adb5bd;padding:24px 0;margin-top:30px}"""


def bootstrap(site: Site, article: Article, blocks: Blocks) -> str:
    nav = "".join(
        f'<li class="nav-item"><a class="nav-link" href="/{slug(s)}/">{esc(s)}</a></li>'
        for s in site.sections
    )
    more = "".join(
        f'<li class="list-group-item"><a href="/{slug(site.sections[1])}/{slug(t)}.html">{esc(t)}</a></li>'
        for t in site.related[:5]
    )
    return (
        _head(site, article, BOOTSTRAP_CSS, blocks)
        + '<body>\n<nav class="navbar navbar-expand-lg navbar-dark"><div class="container d-flex">'
        f'<a class="navbar-brand" href="/">{esc(site.name)}</a><ul class="navbar-nav me-auto">{nav}</ul></div></nav>\n'
        '<div class="container"><div class="row"><div class="col-lg-8"><div class="card shadow-sm"><div class="card-body">'
        f'<span class="badge">{esc(article.kicker)}</span><h1 class="display-6 mt-2">{esc(article.title)}</h1><p class="lead">{esc(article.standfirst)}</p>'
        f'<p class="text-muted small"><i class="bi bi-person"></i> {_by(site)} <a href="/author/{slug(article.byline)}/">{esc(article.byline)}</a> · '
        f'<i class="bi bi-clock"></i> <time datetime="{esc(article.date)}">{_shown(article)}</time></p>'
        f'<svg class="img-fluid" width="100%" height="300"><rect width="100%" height="300" fill="#e5e5e5"/></svg><p class="small text-muted">{esc(article.caption)}</p>'
        f'<div class="article-text">{_paras(article)}</div></div></div>\n{blocks.after}</div>\n'
        f'<div class="col-lg-4"><div class="card"><h5 class="card-title">{esc(site.related_heading)}</h5><ul class="list-group list-group-flush">{more}</ul></div>{blocks.aside}</div></div></div>\n'
        f'{blocks.before_footer}<footer class="bg-dark"><div class="container small">{esc(site.footer)}</div></footer>\n{blocks.end}\n</body>\n</html>\n'
    )


AMP_CSS = """body{margin:0;font:17px/1.6 'Noto Sans',Arial,sans-serif;color:#222}.amp-hdr{background:#6a1b9a;color:#fff;padding:12px 16px;display:flex;justify-content:space-between}
.amp-hdr a{color:#fff;text-decoration:none;font-weight:700;font-size:20px}.amp-wrap{max-width:680px;margin:0 auto;padding:16px}.amp-kicker{color:#6a1b9a;font-weight:700;font-size:13px}
.amp-title{font-size:30px;line-height:1.2;margin:6px 0}.amp-dek{color:#555;font-size:18px}.amp-meta{color:#777;font-size:14px;margin:10px 0}.amp-more{border-top:4px solid #6a1b9a;margin-top:30px;padding-top:8px}
.amp-ftr{background:#222;color:#aaa;padding:20px 16px;font-size:13px}"""


def amp(site: Site, article: Article, blocks: Blocks) -> str:
    nav = "".join(f'<li><a href="/{slug(s)}/amp/">{esc(s)}</a></li>' for s in site.sections)
    more = "".join(
        f'<li><a href="/{slug(site.sections[1])}/{slug(t)}/amp/">{esc(t)}</a></li>' for t in site.related[:4]
    )
    return (
        _head(site, article, AMP_CSS, blocks, html_attrs=" amp", style_attr=" amp-custom")
        + '<body>\n<header class="amp-hdr">'
        f'<a href="/">{esc(site.name)}</a><button on="tap:menu.toggle" aria-label="menu">☰</button></header>\n'
        f'<amp-sidebar id="menu" layout="nodisplay" side="right"><ul>{nav}</ul></amp-sidebar>\n'
        '<div class="amp-wrap"><article class="amp-article">'
        f'<div class="amp-kicker">{esc(article.kicker)}</div><h1 class="amp-title">{esc(article.title)}</h1><p class="amp-dek">{esc(article.standfirst)}</p>'
        f'<div class="amp-meta"><span class="amp-author">{_by(site)} {esc(article.byline)}</span> | <time datetime="{esc(article.date)}">{_shown(article)}</time></div>'
        f'<amp-img layout="responsive" width="16" height="9" src="/_avatar/amp-lead.svg" alt=""></amp-img><p class="amp-caption">{esc(article.caption)}</p>'
        f'<div class="amp-body">{_paras(article)}</div></article>\n{blocks.after}\n'
        f'<div class="amp-more"><h3>{esc(site.related_heading)}</h3><ul>{more}</ul>{blocks.aside}</div></div>\n'
        f'{blocks.before_footer}<footer class="amp-ftr">{esc(site.footer)}</footer>\n{blocks.end}\n</body>\n</html>\n'
    )


BLOGGER_CSS = """body{margin:0;font:16px/1.7 'Trebuchet MS',Verdana,sans-serif;color:#333;background:#eef2e6}.content-outer{max-width:1000px;margin:0 auto;background:#fff}
.header-inner{padding:24px 30px;background:#3f6212;color:#fff}.header-inner h1{margin:0;font-size:30px}.header-inner a{color:#fff;text-decoration:none}.tabs{background:#65a30d;padding:6px 30px}.tabs a{color:#fff;margin-right:14px;text-decoration:none}
.columns-inner{display:flex;gap:24px;padding:20px 30px}.main-inner{flex:1}.sidebar{width:260px;font-size:14px}.post-title{font-size:28px;margin:4px 0}.date-header{color:#777;font-size:13px;text-transform:uppercase}
.post-header-line-1{font-size:13px;color:#777}.post-footer{font-size:13px;color:#777;border-top:1px dotted #ccc;padding-top:8px}.footer-outer{background:#3f6212;color:#dfe;padding:18px 30px;font-size:13px}"""


def blogger(site: Site, article: Article, blocks: Blocks) -> str:
    tabs = "".join(f'<a href="/search/label/{slug(s)}">{esc(s)}</a>' for s in site.sections)
    more = "".join(
        f'<li><a href="/{article.date[:4]}/{article.date[5:7]}/{slug(t)}.html">{esc(t)}</a></li>'
        for t in site.related[:5]
    )
    return (
        _head(site, article, BLOGGER_CSS, blocks)
        + '<body class="loading variant-simplysimple">\n<div class="content"><div class="content-outer">'
        f'<header><div class="header-inner"><h1 class="title"><a href="/">{esc(site.name)}</a></h1></div><div class="tabs">{tabs}</div></header>\n'
        '<div class="columns-inner"><div class="main-inner"><div class="blog-posts hfeed"><div class="date-outer">'
        f'<h2 class="date-header"><span>{_shown(article)[:10]}</span></h2><div class="post-outer"><div class="post hentry" itemscope itemtype="http://schema.org/BlogPosting">'
        f'<h3 class="post-title entry-title" itemprop="name">{esc(article.title)}</h3>'
        f'<div class="post-header"><div class="post-header-line-1"><span class="post-author vcard">{_by(site)} <span class="fn" itemprop="author">{esc(article.byline)}</span></span> · '
        f'<abbr class="published" itemprop="datePublished" title="{esc(article.date)}">{_shown(article)}</abbr></div></div>'
        f'<div class="post-body entry-content" itemprop="articleBody"><p><b>{esc(article.standfirst)}</b></p>'
        f'<svg width="100%" height="260"><rect width="100%" height="260" fill="#d9e6c3"/></svg><p><i>{esc(article.caption)}</i></p>{_paras(article)}</div>'
        f'<div class="post-footer"><span class="post-labels">{esc(article.kicker)}</span></div></div>\n{blocks.after}</div></div></div></div>\n'
        f'<div class="sidebar"><div class="widget PopularPosts"><h2>{esc(site.related_heading)}</h2><ul>{more}</ul></div>{blocks.aside}</div></div>\n'
        f'{blocks.before_footer}<footer class="footer-outer">{esc(site.footer)}</footer></div></div>\n{blocks.end}\n</body>\n</html>\n'
    )


TEMPLATES_F: dict[str, Callable[[Site, Article, Blocks], str]] = {
    "tailwind": tailwind,
    "bootstrap": bootstrap,
    "amp": amp,
    "blogger": blogger,
}


def render_f(template: str, site: Site, article: Article, blocks: Blocks | None = None) -> str:
    blocks = blocks or Blocks()
    blocks = replace(blocks, head=json_ld(site, article) + blocks.head)
    return TEMPLATES_F[template](site, article, blocks)
