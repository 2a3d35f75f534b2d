"""Page templates of blind set U: a second sample of today's news pages, country by country (2019-2026), written from
memory of the general shape of such pages (no saved page opened, no vendor's or theme's code copied; every class, name
and text invented).

Templates (``render_u``), each a whole page (header, navigation, article, side column, footer):

- ``gazette``: a regional daily's site with BEM class names of its own (``gz-masthead``, ``gz-article__meta``); the
  ``lead`` part sits in the article's meta line (where such sites put the comment count);
- ``blk``: a mobile-first portal of blocks: ``data-block`` attributes, short classes (``b-head``, ``b-story``), a
  breaking-news strip;
- ``bs5``: a site on a grid framework of 2021-2025 (``navbar``, ``container``, ``row``, ``col-lg-8``, ``card``).

``box`` writes a side unit in the template's vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head

__all__ = ["PartsK", "SiteK", "Story", "box", "render_u"]


def box(template: str, heading: str, inner: str) -> str:
    hd = esc(heading)
    if template == "gazette":
        return f'<section class="gz-widget"><h3 class="gz-widget__title">{hd}</h3>{inner}</section>'
    if template == "blk":
        return f'<div class="b-unit" data-block="rail-unit"><h4 class="b-unit-h">{hd}</h4>{inner}</div>'
    return f'<div class="card mb-4"><div class="card-header fw-bold">{hd}</div><div class="card-body">{inner}</div></div>'


def _nav(site: SiteK, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(f'<li><a{c} href="/{slug(n)}/">{esc(n)}</a></li>' for n in site.nav)


def _farm(site: SiteK, col: str) -> str:
    return "".join(
        f'<div class="{col}"><strong>{esc(hd)}</strong><ul>'
        + "".join(f'<li><a href="/{slug(x)}/">{esc(x)}</a></li>' for x in items)
        + "</ul></div>"
        for hd, items in site.farm
    )


def _date(story: Story, cls: str) -> str:
    if story.declare in ("visible", "metadate"):
        return f'<span class="{cls}">{esc(story.shown)}</span>'
    return f'<time class="{cls}" datetime="{esc(story.iso)}">{esc(story.shown)}</time>'


def _paras(story: Story, inbody: str) -> str:
    out = []
    for i, p in enumerate(story.paragraphs):
        out.append(f"<p>{esc(p)}</p>")
        if i == 1 and inbody:
            out.append(inbody)
    if len(story.paragraphs) < 2 and inbody:
        out.append(inbody)
    return "".join(out)


GZ_CSS = """body{margin:0;font:17px/1.6 Georgia,serif;color:#1a1a1a}.gz-masthead{border-bottom:4px solid #8a1c1c;padding:14px 28px}
.gz-masthead__brand a{font:bold 34px/1 Georgia,serif;color:#8a1c1c;text-decoration:none}.gz-sections ul{display:flex;gap:18px;list-style:none;padding:0}
.gz-layout{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;max-width:1140px;margin:0 auto;padding:24px}
.gz-article__meta{font:14px/1.4 Arial,sans-serif;color:#555;display:flex;gap:14px;flex-wrap:wrap}.gz-footer{background:#222;color:#ccc;padding:28px;display:flex;gap:40px}"""


def gazette(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "gz-footer__col")
    return (
        _head(site, story, GZ_CSS, parts)
        + f'{parts.top}<header class="gz-masthead"><div class="gz-masthead__brand"><a href="/">{esc(site.name)}</a>'
        f' <span class="gz-masthead__claim">{esc(site.tagline)}</span></div>'
        f'<nav class="gz-sections"><ul>{_nav(site)}</ul></nav></header>'
        f'<div class="gz-layout"><main class="gz-layout__main"><article class="gz-article">'
        f'<p class="gz-article__section"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f'<h1 class="gz-article__title">{esc(story.title)}</h1>'
        + (f'<p class="gz-article__lede">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="gz-article__meta"><span class="gz-article__author">{esc(story.byline)}</span>'
        f"{_date(story, 'gz-article__date')}{parts.lead}</div>"
        f'<div class="gz-article__text">{_paras(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<aside class="gz-layout__aside">{parts.rail}</aside></div>'
        f'<footer class="gz-footer">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


BLK_CSS = """body{margin:0;font:16px/1.5 'Segoe UI',Roboto,sans-serif;background:#f4f4f1;color:#222}.b-strip{background:#d40000;color:#fff;padding:4px 16px;font-size:13px}
.b-head{display:flex;align-items:center;gap:20px;background:#fff;padding:10px 16px;border-bottom:1px solid #ddd}.b-head ul{display:flex;gap:14px;list-style:none;margin:0;padding:0}
.b-wrap{max-width:1100px;margin:0 auto;display:flex;gap:24px;padding:16px}.b-story{flex:1;background:#fff;padding:20px}.b-side{width:300px}
.b-foot{background:#fff;border-top:1px solid #ddd;padding:24px 16px;display:flex;gap:32px}.b-meta{color:#666;font-size:14px;display:flex;gap:10px}"""


def blk(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "b-foot-col")
    return (
        _head(site, story, BLK_CSS, parts)
        + f'{parts.top}<div class="b-strip" data-block="strip">{esc(site.tagline)}</div>'
        f'<div class="b-head" data-block="header"><a class="b-logo" href="/">{esc(site.name)}</a><ul>{_nav(site)}</ul>'
        f'<button class="b-burger" aria-label="menu">≡</button></div>'
        f'<div class="b-wrap"><div class="b-story" data-block="story"><div class="b-crumbs"><a href="/">{esc(site.nav[0])}</a> / '
        f'<a href="/{slug(sec)}/">{esc(sec)}</a></div><h1 class="b-title">{esc(story.title)}</h1>'
        + (f'<p class="b-lead">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="b-meta"><span class="b-by">{esc(story.byline)}</span>{_date(story, "b-when")}{parts.lead}</div>'
        f'<div class="b-text" data-block="text">{_paras(story, parts.inbody)}</div>{parts.after}</div>'
        f'<div class="b-side" data-block="rail">{parts.rail}</div></div>'
        f'<div class="b-foot" data-block="footer">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div>'
        f"{parts.end}\n</body>\n</html>\n"
    )


BS_CSS = """body{margin:0;font-family:system-ui,sans-serif}.container{max-width:1140px;margin:0 auto;padding:0 12px}.row{display:flex;gap:24px}
.col-lg-8{flex:2}.col-lg-4{flex:1}.navbar{background:#0d2b45;padding:10px 0}.navbar a{color:#fff}.navbar-nav{display:flex;gap:16px;list-style:none}
.card{border:1px solid #ddd;border-radius:6px}.card-header{padding:8px 12px;background:#f7f7f7}.card-body{padding:12px}.text-muted{color:#6c757d}.d-none{display:none}"""


def bs5(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "col")
    return (
        _head(site, story, BS_CSS, parts)
        + f'{parts.top}<nav class="navbar navbar-expand-lg navbar-dark"><div class="container"><a class="navbar-brand" href="/">{esc(site.name)}</a>'
        f'<ul class="navbar-nav me-auto">{_nav(site, "nav-link")}</ul></div></nav>'
        f'<div class="container my-4"><div class="row"><div class="col-lg-8"><article class="mb-5">'
        f'<span class="badge bg-secondary">{esc(sec)}</span><h1 class="display-6 fw-bold">{esc(story.title)}</h1>'
        + (f'<p class="lead">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="d-flex gap-3 small text-muted border-bottom pb-2 mb-3"><span>{esc(story.byline)}</span>'
        f'{_date(story, "")}{parts.lead}</div><div class="fs-5">{_paras(story, parts.inbody)}</div></article>'
        f'{parts.after}</div><div class="col-lg-4">{parts.rail}</div></div></div>'
        f'<footer class="bg-light border-top py-4"><div class="container"><div class="row">{parts.before_footer}{footer}</div>'
        f'<p class="small text-muted">{esc(site.copyright)}</p></div></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_U: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"gazette": gazette, "blk": blk, "bs5": bs5}


def render_u(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_U[template](site, story, parts)
