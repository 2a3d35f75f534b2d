"""Page templates of blind set P: the news pages a crawl of Google News outside the English-speaking world meets
today (2019-2026): regional and national papers, tabloids, magazines, broadcasters and news blogs, written from
memory of the general shape of such pages (every class, name and text invented).

Templates (``render_p``), each a whole page (header, navigation, article, rail, footer):

- ``tw``: a utility-class site (Tailwind-like: ``mx-auto max-w-screen-xl``, ``lg:col-span-8``, ``text-sm``);
- ``bem``: a regional paper in BEM (``site-header__nav``, ``article__lead``, ``rail__box``);
- ``hashed``: a client-rendered app with CSS-module class names (``ArticleBody_root__k3Zq8``) and ``data-testid``;
- ``wc``: a broadcaster's site of custom elements (``<tv-masthead>``, ``<story-body>``, ``<rail-box>``);
- ``block``: a news blog on a block theme (``wp-site-blocks``, ``is-layout-constrained``, ``wp-block-group``).

``box`` writes a rail box in the template's vocabulary.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _body, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "h", "render_p"]


def h(component: str, role: str) -> str:
    """A CSS-module class name: ``Component_role__xxxxx``."""
    tail = hashlib.sha1(f"{component}/{role}".encode()).hexdigest()[:5]
    return f"{component}_{role}__{tail}"


def box(template: str, heading: str, inner: str) -> str:
    hd = esc(heading)
    if template == "tw":
        return f'<section class="mb-6 rounded-lg border border-gray-200 p-4"><h2 class="mb-3 text-sm font-bold uppercase tracking-wide text-gray-500">{hd}</h2>{inner}</section>'
    if template == "bem":
        return f'<section class="rail__box"><h2 class="rail__title">{hd}</h2><div class="rail__body">{inner}</div></section>'
    if template == "hashed":
        return f'<section class="{h("RailBox", "root")}"><h2 class="{h("RailBox", "title")}">{hd}</h2>{inner}</section>'
    if template == "wc":
        return f'<rail-box><h2 slot="title">{hd}</h2>{inner}</rail-box>'
    return f'<div class="wp-block-group widget is-layout-flow"><h2 class="wp-block-heading">{hd}</h2>{inner}</div>'


def _nav(site: SiteK, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return "".join(f'<a{c} href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _farm(site: SiteK, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    cols = "".join(
        f"<div{c}><h3>{esc(hd)}</h3><ul>"
        + "".join(f'<li><a href="/{slug(x)}/">{esc(x)}</a></li>' for x in items)
        + "</ul></div>"
        for hd, items in site.farm
    )
    return f'{cols}<p class="copyright">{esc(site.copyright)}</p>'


TW_CSS = """body{margin:0;font-family:system-ui,sans-serif;color:#111}.mx-auto{margin-left:auto;margin-right:auto}.max-w-screen-xl{max-width:1280px}
.px-4{padding:0 16px}.flex{display:flex}.gap-4{gap:16px}.lg\\:grid{display:grid;grid-template-columns:repeat(12,1fr);gap:32px}.lg\\:col-span-8{grid-column:span 8}
.lg\\:col-span-4{grid-column:span 4}.text-sm{font-size:14px}.text-xs{font-size:12px}.text-gray-500{color:#6b7280}.font-bold{font-weight:700}.rounded-full{border-radius:9999px}
.border{border:1px solid #e5e7eb}.p-4{padding:16px}.mb-6{margin-bottom:24px}.text-4xl{font-size:36px;line-height:1.15}.hidden{display:none}"""


def tw(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site, "text-sm")
    return (
        _head(site, story, TW_CSS, parts, "<!DOCTYPE html>", ' class="bg-white antialiased"')
        + f'{parts.top}<header class="sticky top-0 z-40 border-b border-gray-200 bg-white"><div class="mx-auto flex max-w-screen-xl items-center justify-between px-4 py-3">'
        f'<a href="/" class="text-2xl font-black tracking-tight">{esc(site.name)}</a><span class="hidden text-sm text-gray-500 md:block">{esc(site.tagline)}</span>'
        f'<button type="button" class="rounded-full bg-black px-4 py-1 text-sm text-white">Login</button></div>'
        f'<nav class="mx-auto flex max-w-screen-xl gap-4 overflow-x-auto px-4 py-2 text-sm font-semibold">{_nav(site, "whitespace-nowrap hover:underline")}</nav></header>'
        f'<main class="mx-auto max-w-screen-xl px-4 py-6 lg:grid lg:grid-cols-12 lg:gap-8"><article class="lg:col-span-8">'
        f'<p class="text-xs font-bold uppercase text-red-600">{esc(story.section or story.kicker)}</p><h1 class="mt-2 text-4xl font-extrabold leading-tight">{esc(story.title)}</h1>'
        + (f'<p class="mt-3 text-lg text-gray-700">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="mt-4 flex items-center gap-2 text-sm text-gray-500"><span class="font-semibold text-gray-900">{esc(story.byline)}</span> · {_when(story)}</div>{parts.lead}'
        f'<div class="prose prose-lg mt-6 max-w-none">{_body(story, parts.inbody)}</div>{parts.after}</article>'
        f'<aside class="lg:col-span-4">{parts.rail}</aside></main>'
        f'<footer class="mt-12 bg-gray-900 py-10 text-gray-300"><div class="mx-auto grid max-w-screen-xl grid-cols-2 gap-6 px-4 md:grid-cols-4">{parts.before_footer}{footer}</div></footer>{parts.end}\n</body>\n</html>\n'
    )


BEM_CSS = """body{margin:0;font:17px/1.55 Georgia,serif}.site-header{border-bottom:4px solid #c4002b}.site-header__logo{font:800 32px system-ui}
.site-header__nav a{margin-right:14px;font:600 14px system-ui}.page{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:40px;max-width:1200px;margin:0 auto;padding:0 16px}
.article__title{font:800 38px/1.1 system-ui}.article__meta{font:13px system-ui;color:#666}.rail__box{border-top:3px solid #111;margin-bottom:24px}.site-footer{background:#f3f3f3;padding:24px}"""


def bem(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site, "site-footer__col")
    return (
        _head(site, story, BEM_CSS, parts, "<!DOCTYPE html>", ' class="page-template page-template--article"')
        + f'{parts.top}<header class="site-header"><div class="site-header__inner"><a class="site-header__logo" href="/">{esc(site.name)}</a>'
        f'<p class="site-header__claim">{esc(site.tagline)}</p><a class="site-header__subscribe button button--primary" href="/predplatne/">★</a></div>'
        f'<nav class="site-header__nav" aria-label="{esc(site.nav[0])}">{_nav(site, "site-header__link")}</nav></header>'
        f'<main class="page page--article"><article class="article article--standard"><header class="article__header">'
        + (f'<p class="article__kicker">{esc(story.kicker)}</p>' if story.kicker else "")
        + f'<h1 class="article__title">{esc(story.title)}</h1>'
        + (f'<p class="article__lead">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="article__meta"><span class="article__author">{esc(story.byline)}</span> <span class="article__date">{_when(story)}</span></div></header>{parts.lead}'
        f'<div class="article__body">{_body(story, parts.inbody)}</div>{parts.after}</article>'
        f'<aside class="rail">{parts.rail}</aside></main>'
        f'<footer class="site-footer"><div class="site-footer__inner">{parts.before_footer}{footer}</div></footer>{parts.end}\n</body>\n</html>\n'
    )


HASHED_CSS = """body{margin:0;font:16px/1.6 Inter,system-ui,sans-serif;background:#fafafa}#__next{min-height:100vh}
[class^=Layout_grid]{display:grid;grid-template-columns:minmax(0,760px) 300px;gap:48px;max-width:1140px;margin:0 auto}
[class^=Headline_title]{font-size:40px;line-height:1.1;font-weight:800}[class^=Byline_root]{font-size:13px;color:#555}"""


def hashed(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site, h("Footer", "col"))
    return (
        _head(site, story, HASHED_CSS, parts, "<!DOCTYPE html>")
        + f'{parts.top}<div id="__next"><header class="{h("Masthead", "root")}" data-testid="masthead"><a class="{h("Masthead", "logo")}" href="/" aria-label="{esc(site.name)}">{esc(site.name)}</a>'
        f'<nav class="{h("Masthead", "nav")}">{_nav(site, h("Masthead", "link"))}</nav><button class="{h("Masthead", "menu")}" aria-label="Menu" type="button">☰</button></header>'
        f'<div class="{h("Layout", "grid")}"><main class="{h("Layout", "main")}"><article class="{h("Article", "root")}" data-testid="article">'
        f'<h1 class="{h("Headline", "title")}">{esc(story.title)}</h1>'
        + (
            f'<p class="{h("Headline", "standfirst")}">{esc(story.standfirst)}</p>'
            if story.standfirst
            else ""
        )
        + f'<div class="{h("Byline", "root")}"><span class="{h("Byline", "name")}">{esc(story.byline)}</span>{_when(story, h("Byline", "date"))}</div>{parts.lead}'
        f'<div class="{h("ArticleBody", "root")}" data-testid="article-body">{_body(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<aside class="{h("Layout", "aside")}">{parts.rail}</aside></div>'
        f'<footer class="{h("Footer", "root")}">{parts.before_footer}{footer}</footer></div>{parts.end}\n</body>\n</html>\n'
    )


WC_CSS = """body{margin:0;font:16px/1.6 'Segoe UI',sans-serif;background:#0f1720;color:#e8edf3}tv-masthead,tv-footer,story-page,rail-box{display:block}
tv-masthead{background:#0057b8;padding:12px 24px}tv-masthead a{color:#fff;margin-right:14px}story-page{display:grid;grid-template-columns:1fr 300px;gap:40px;max-width:1180px;margin:0 auto;padding:24px}
story-headline h1{font-size:36px}rail-box{background:#17212d;padding:12px;margin-bottom:20px}"""


def wc(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site)
    return (
        _head(site, story, WC_CSS, parts, "<!DOCTYPE html>")
        + f'{parts.top}<tv-masthead><a href="/" class="brand">{esc(site.name)}</a><live-pill href="/live/">LIVE</live-pill><nav>{_nav(site)}</nav></tv-masthead>'
        f'<story-page><main><story-headline><p class="kicker">{esc(story.section or story.kicker)}</p><h1>{esc(story.title)}</h1></story-headline>'
        f'<story-meta><span class="by">{esc(story.byline)}</span> {_when(story)}</story-meta>'
        f'<video-player poster="/_avatar/poster.jpg" duration="02:14"></video-player>{parts.lead}'
        f"<story-body>{_body(story, parts.inbody)}</story-body>{parts.after}</main>"
        f"<aside>{parts.rail}</aside></story-page><tv-footer>{parts.before_footer}{footer}<p>{esc(site.tagline)}</p></tv-footer>{parts.end}\n</body>\n</html>\n"
    )


BLOCK_CSS = """body{margin:0;font:18px/1.7 'Source Serif Pro',Georgia,serif}.wp-site-blocks{max-width:1100px;margin:0 auto;padding:0 20px}
.is-layout-constrained>*{max-width:720px}.wp-block-post-title{font-size:42px}.wp-block-columns{display:flex;gap:40px}.wp-block-column{flex:1}"""


def block(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site, "wp-block-column")
    return (
        _head(
            site,
            story,
            BLOCK_CSS,
            parts,
            "<!DOCTYPE html>",
            ' class="post-template-default single single-post wp-embed-responsive"',
        )
        + f'{parts.top}<div class="wp-site-blocks"><header class="wp-block-template-part"><div class="wp-block-group is-layout-flex">'
        f'<p class="wp-block-site-title"><a href="/">{esc(site.name)}</a></p><p class="wp-block-site-tagline">{esc(site.tagline)}</p>'
        f'<nav class="wp-block-navigation is-layout-flex">{_nav(site, "wp-block-navigation-item__content")}</nav></div></header>'
        f'<div class="wp-block-columns is-layout-flex"><main class="wp-block-column is-layout-constrained" style="flex-basis:70%">'
        f'<h1 class="wp-block-post-title">{esc(story.title)}</h1><div class="wp-block-group post-meta is-layout-flex"><span class="wp-block-post-author__name">{esc(story.byline)}</span>'
        f'<div class="wp-block-post-date">{_when(story)}</div></div>{parts.lead}'
        f'<div class="entry-content wp-block-post-content is-layout-constrained">{_body(story, parts.inbody)}</div>{parts.after}</main>'
        f'<div class="wp-block-column" style="flex-basis:30%">{parts.rail}</div></div>'
        f'<footer class="wp-block-template-part"><div class="wp-block-columns is-layout-flex">{parts.before_footer}{footer}</div></footer></div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_P: dict[str, Callable[[SiteK, Story, PartsK], str]] = {
    "tw": tw,
    "bem": bem,
    "hashed": hashed,
    "wc": wc,
    "block": block,
}


def render_p(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_P[template](site, story, parts)
