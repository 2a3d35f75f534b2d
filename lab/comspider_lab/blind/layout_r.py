"""Page templates of blind set R: news and blog pages of 2008-2026 whose discussions are short, written from memory of
the general shape of such pages (no saved page opened, no vendor's or theme's code copied; every class, name and text
invented).

Templates (``render_r``), each a whole page (header, navigation, article, side column, footer, an inline script):

- ``ledger``: a regional news site of 2010-2013: ``#shell``, a masthead with the day's date, ``ul#sections``,
  ``#story-col``/``#side-col``, "kicker", "hed", "dek", "byl" classes, side units;
- ``plain``: a hand-made personal blog of 2008-2011: one centred column, the blog's name in an ``<h1>``, "Filed under
  … on date", ``<hr>`` separators, an ``<address>`` footer;
- ``h5``: an HTML5 blog of 2014-2018: ``<header role=banner>``, ``<main>``, ``<article class="post">``, an
  ``<aside role=complementary>`` of side stacks, a ``<footer>`` of columns;
- ``grid``: a news site of 2021-2026: ``div.l-page``, ``header.l-top``, ``main.l-main``, ``article.story`` with
  ``data-region`` attributes, ``<time datetime>``, ``aside.l-rail``;
- ``mob``: a mobile-first news page of 2016-2024: ``div.app``, a bar with a menu button, ``div.read``, tiles of
  further stories, ``div.legal``.

``box`` writes a side unit in the template's vocabulary. The site's words come from ``SiteR.ui``.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head

__all__ = ["PartsK", "SiteR", "Story", "box", "render_r"]


@dataclass(frozen=True)
class SiteR:
    site: SiteK
    ui: dict[str, str] = field(default_factory=dict)  # home, share, tags, more, search, by

    def w(self, key: str) -> str:
        return self.ui.get(key, key)


def num(text: str, lo: int = 1000, span: int = 9000) -> str:
    """A stable number from a text: the same on every build."""
    return str(lo + int(hashlib.sha1(text.encode()).hexdigest()[:8], 16) % span)


def box(template: str, heading: str, inner: str) -> str:
    hd = esc(heading)
    if template == "ledger":
        return f'<div class="side-unit"><h4 class="side-unit-hd">{hd}</h4><div class="side-unit-bd">{inner}</div></div>'
    if template == "plain":
        return f"<h3>{hd}</h3>{inner}"
    if template == "h5":
        return f'<section class="side-stack"><h2 class="side-stack__title">{hd}</h2>{inner}</section>'
    if template == "grid":
        return f'<section class="rail-card" data-region="rail"><h2 class="rail-card__hd">{hd}</h2>{inner}</section>'
    return f'<div class="tile-group"><h3 class="tile-group__t">{hd}</h3>{inner}</div>'


def _nav(site: SiteK, item: str = "") -> str:
    if item:
        return "".join(f'<{item}><a href="/{slug(n)}/">{esc(n)}</a></{item}>' for n in site.nav)
    return " · ".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _farm(site: SiteK, tag: str = "div", cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(
        f"<{tag}{c}><b>{esc(hd)}</b> "
        + " ".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + f"</{tag}>"
        for hd, items in site.farm
    )


def _paras(story: Story, inbody: str) -> str:
    out = []
    for i, p in enumerate(story.paragraphs):
        out.append(f"<p>{esc(p)}</p>")
        if i == 1 and inbody:
            out.append(inbody)
    if len(story.paragraphs) < 2 and inbody:
        out.append(inbody)
    return "".join(out)


def _time(story: Story, cls: str) -> str:
    if not story.shown:
        return ""
    if story.declare in ("visible", "none", "metadate"):
        return f'<span class="{cls}">{esc(story.shown)}</span>'
    return f'<time class="{cls}" datetime="{esc(story.iso)}">{esc(story.shown)}</time>'


def _stat(site: SiteK) -> str:
    return (
        "<script>\n(function(){var i=new Image(1,1);i.src='/_avatar/px.gif?s="
        + esc(slug(site.name))
        + "&t='+(+new Date());})();\n</script>"
    )


# --------------------------------------------------------------------------- ledger: a regional news site, 2010-2013

LEDGER_CSS = """body{margin:0;background:#f3f0ea;font:13px Georgia,serif;color:#222}#shell{width:960px;margin:0 auto;background:#fff}
#masthead{padding:16px 14px;border-bottom:3px double #333}#masthead .flag{font:bold 34px Georgia}#sections{list-style:none;margin:0;padding:0;background:#222;overflow:hidden}
#sections li{float:left}#sections a{display:block;color:#eee;padding:6px 10px;font:bold 12px Arial}#story-col{float:left;width:610px;padding:14px}
#side-col{float:right;width:290px;padding:14px}.hed{font:bold 28px Georgia;margin:4px 0}.kicker{font:bold 11px Arial;text-transform:uppercase;color:#a00}
.byl{font:11px Arial;color:#666}.side-unit{border-top:2px solid #222;margin-bottom:14px}#foot{clear:both;background:#222;color:#aaa;padding:12px;font:11px Arial}"""


def ledger(q: SiteR, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "p")
    return (
        _head(site, story, LEDGER_CSS, parts)
        + f'{parts.top}<div id="shell"><div id="masthead"><a class="flag" href="/">{esc(site.name)}</a>'
        f'<div class="tagline">{esc(site.tagline)}</div></div><ul id="sections">{_nav(site, "li")}</ul>'
        f'<div id="story-col"><div class="kicker">{esc(story.section or story.kicker or site.nav[1])}</div>'
        f'<h1 class="hed">{esc(story.title)}</h1>'
        + (f'<p class="dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="byl">{esc(story.byline)} {_time(story, "dateline")}</p>{parts.lead}'
        f'<div class="bodycopy">{_paras(story, parts.inbody)}</div>'
        f'<p class="tools"><a href="javascript:print()">⎙</a> <a href="/send/">✉</a> {esc(q.w("share"))}</p>{parts.after}</div>'
        f'<div id="side-col">{parts.rail}</div><div id="foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div>'
        f"{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- plain: a hand-made blog, 2008-2011

PLAIN_CSS = """body{background:#fffdf6;font:15px/1.55 Palatino,serif;color:#111}#page{width:640px;margin:30px auto}h1 a{color:#111;text-decoration:none}
.filed{font-size:12px;color:#777;font-style:italic}address{font-size:11px;color:#888;border-top:1px solid #ccc;padding-top:8px}"""


def plain(q: SiteR, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "p")
    when = f" {esc(story.shown)}" if story.shown else ""
    return (
        _head(
            site, story, PLAIN_CSS, parts, '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">'
        )
        + f'{parts.top}<div id="page"><h1><a href="/">{esc(site.name)}</a></h1><p><i>{esc(site.tagline)}</i></p>'
        f"<p>{_nav(site)}</p><hr>"
        f"<h2>{esc(story.title)}</h2>{parts.lead}{_paras(story, parts.inbody)}"
        f'<p class="filed">{esc(q.w("by"))} {esc(story.byline)} · {esc(q.w("tags"))}: '
        f'<a href="/{slug(story.kicker or site.nav[1])}/">{esc(story.kicker or site.nav[1])}</a>{" ·" if when else ""}{when}</p>'
        f"<hr>{parts.after}<hr>{parts.rail}<address>{parts.before_footer}{footer}{esc(site.copyright)}</address></div>"
        f"{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- h5: an HTML5 blog, 2014-2018

H5_CSS = """body{margin:0;font:16px/1.6 'Open Sans',Helvetica,sans-serif;color:#333}.site-top{background:#1f6f78;color:#fff;padding:20px 5%}
.site-top a{color:#fff}.wrap{display:flex;gap:40px;padding:0 5%}main{flex:3}aside{flex:1}.post-head h1{font-size:32px;margin-bottom:4px}
.post-meta{font-size:13px;color:#888}.side-stack{margin:24px 0}.site-bottom{background:#eee;padding:20px 5%;font-size:13px}"""


def h5(q: SiteR, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "div", "foot-col")
    return (
        _head(site, story, H5_CSS, parts)
        + f'{parts.top}<header class="site-top" role="banner"><p class="site-name"><a href="/">{esc(site.name)}</a></p>'
        f'<p class="site-desc">{esc(site.tagline)}</p><nav class="menu-main"><ul>{_nav(site, "li")}</ul></nav></header>'
        f'<div class="wrap"><main id="main"><article class="post" id="post-{num(story.title)}"><header class="post-head">'
        f'<h1>{esc(story.title)}</h1><p class="post-meta">{_time(story, "post-date")} · {esc(q.w("by"))} '
        f'<a href="/author/{slug(story.byline)}/">{esc(story.byline)}</a></p></header>{parts.lead}'
        f'<div class="post-body">{_paras(story, parts.inbody)}</div><footer class="post-foot">{esc(q.w("tags"))}: '
        f'<a href="/tag/{slug(story.kicker or site.nav[1])}/" rel="tag">{esc(story.kicker or site.nav[1])}</a> · '
        f'{esc(q.w("share"))}: <a href="#">f</a> <a href="#">t</a> <a href="#">✉</a></footer></article>'
        f'{parts.after}<nav class="post-nav"><a href="#" rel="prev">←</a> <a href="#" rel="next">→</a></nav></main>'
        f'<aside role="complementary">{parts.rail}</aside></div>'
        f'<footer class="site-bottom">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- grid: a news site, 2021-2026

GRID_CSS = """:root{--ink:#141414;--accent:#d2462f}body{margin:0;font:17px/1.55 system-ui,sans-serif;color:var(--ink)}
.l-page{display:grid;grid-template-columns:1fr minmax(0,720px) 300px 1fr;gap:0 32px}.l-top{grid-column:1/-1;border-bottom:1px solid #ddd;padding:12px 24px}
.l-main{grid-column:2}.l-rail{grid-column:3}.story__title{font:700 38px/1.15 Georgia,serif}.story__meta{font-size:14px;color:#666}
.rail-card{border-top:4px solid var(--accent);padding-top:8px;margin-bottom:24px}.l-bottom{grid-column:1/-1;background:#141414;color:#bbb;padding:24px}"""


def grid(q: SiteR, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "div", "l-bottom__col")
    return (
        _head(site, story, GRID_CSS, parts)
        + f'{parts.top}<div class="l-page"><header class="l-top" data-region="top"><a class="brand" href="/">{esc(site.name)}</a>'
        f'<nav class="l-nav" aria-label="{esc(q.w("home"))}"><ul>{_nav(site, "li")}</ul></nav>'
        f'<button class="l-top__search" aria-label="{esc(q.w("search"))}">⌕</button></header>'
        f'<main class="l-main"><article class="story" data-region="story"><p class="story__eyebrow">{esc(story.section or site.nav[1])}</p>'
        f'<h1 class="story__title">{esc(story.title)}</h1>'
        + (f'<p class="story__dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="story__meta"><span class="story__by">{esc(story.byline)}</span> {_time(story, "story__time")}</div>{parts.lead}'
        f'<div class="story__body">{_paras(story, parts.inbody)}</div>'
        f'<div class="story__share" data-region="share">{esc(q.w("share"))} <button>⧉</button> <button>✉</button></div></article>'
        f'{parts.after}</main><aside class="l-rail">{parts.rail}</aside>'
        f'<footer class="l-bottom">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer></div>'
        f"{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- mob: a mobile-first news page, 2016-2024

MOB_CSS = """body{margin:0;font:16px/1.5 Roboto,Arial,sans-serif;background:#fafafa}.app{max-width:680px;margin:0 auto;background:#fff}
.bar{position:sticky;top:0;background:#0b3d91;color:#fff;display:flex;align-items:center;gap:12px;padding:10px 14px}.bar a{color:#fff;font-weight:700}
.read{padding:14px}.read h1{font-size:26px;line-height:1.2}.read .stamp{font-size:13px;color:#777}.tile-group{padding:14px;border-top:8px solid #eee}
.legal{background:#eee;padding:14px;font-size:12px;color:#555}"""


def mob(q: SiteR, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "p")
    return (
        _head(site, story, MOB_CSS, parts)
        + f'{parts.top}<div class="app"><div class="bar"><button class="burger" aria-label="menu">☰</button><a href="/">{esc(site.name)}</a></div>'
        f'<div class="chips">{_nav(site)}</div><div class="read"><h1>{esc(story.title)}</h1>'
        f'<div class="stamp">{esc(story.byline)} · {_time(story, "stamp-t")}</div>{parts.lead}{_paras(story, parts.inbody)}'
        f'<div class="sharebar">{esc(q.w("share"))} ↗</div></div>{parts.after}{parts.rail}'
        f'<div class="legal">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div>'
        f"{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_R: dict[str, Callable[[SiteR, Story, PartsK], str]] = {
    "ledger": ledger,
    "plain": plain,
    "h5": h5,
    "grid": grid,
    "mob": mob,
}


def render_r(template: str, q: SiteR, story: Story, parts: PartsK) -> str:
    return TEMPLATES_R[template](q, story, parts)
