"""Page templates of blind set T: news sites and blogs as they are built in 2018-2026, written from memory of the
general shape of such pages (no saved page opened, no vendor's, framework's or theme's code copied; every class, name
and text invented).

Templates (``render_t``), each a whole page (header, navigation, article, side column, footer, inline scripts):

- ``app``: a React-style news app shell: ``div#__app``, CSS-module class names (``Header_bar__k2P9s``), an
  ``article`` with ``data-testid`` attributes, a props blob in ``<script type="application/json">``;
- ``tw``: a utility-class blog (``mx-auto max-w-3xl px-4``, ``prose``), a sticky header, no semantic class at all;
- ``mag``: a magazine built of custom elements (``<mag-masthead>``, ``<mag-story>``, ``<mag-rail>``) whose light DOM
  holds the text;
- ``portal``: a news portal with generated class names (``css-1x9qk2``, ``sc-gKsewC``), a top bar, a rail of teasers.

``box`` writes a side unit in the template's vocabulary.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head

__all__ = ["PartsK", "SiteT", "Story", "box", "hc", "render_t"]


@dataclass(frozen=True)
class SiteT:
    site: SiteK
    ui: dict[str, str] = field(default_factory=dict)  # home, share, menu, search, more, by, read

    def w(self, key: str) -> str:
        return self.ui.get(key, key)


def hc(component: str, role: str) -> str:
    """A CSS-module class name: ``Component_role__hash5``, stable per name."""
    h = hashlib.sha1(f"{component}.{role}".encode()).hexdigest()
    alpha = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789"
    return f"{component}_{role}__" + "".join(
        alpha[int(h[i : i + 2], 16) % len(alpha)] for i in range(0, 10, 2)
    )


def gen(seed: str, prefix: str = "css") -> str:
    """A generated class name: ``css-1x9qk2`` or ``sc-AbCdE``."""
    h = hashlib.sha1(seed.encode()).hexdigest()
    if prefix == "sc":
        alpha = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        return "sc-" + "".join(alpha[int(h[i : i + 2], 16) % 52] for i in range(0, 12, 2))
    return f"css-{int(h[:6], 16) % 9}{h[6:12]}"


def box(template: str, heading: str, inner: str) -> str:
    hd = esc(heading)
    if template == "app":
        return f'<section class="{hc("RailUnit", "root")}"><h2 class="{hc("RailUnit", "title")}">{hd}</h2>{inner}</section>'
    if template == "tw":
        return f'<div class="rounded-xl border border-gray-200 p-4 mt-6"><h2 class="text-sm font-semibold uppercase tracking-wide text-gray-500">{hd}</h2>{inner}</div>'
    if template == "mag":
        return f'<mag-unit><h3 slot="title">{hd}</h3>{inner}</mag-unit>'
    return f'<div class="{gen("unit" + heading)}"><div class="{gen("unit-h" + heading, "sc")}">{hd}</div>{inner}</div>'


def _nav(site: SiteK, a_cls: str = "", li: bool = False) -> str:
    c = f' class="{a_cls}"' if a_cls else ""
    links = [f'<a{c} href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav]
    if li:
        return "".join(f"<li>{x}</li>" for x in links)
    return "".join(links)


def _farm(site: SiteK, col_cls: str) -> str:
    return "".join(
        f'<div class="{col_cls}"><p>{esc(hd)}</p><ul>'
        + "".join(f'<li><a href="/{slug(x)}/">{esc(x)}</a></li>' for x in items)
        + "</ul></div>"
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


def _date(story: Story, cls: str) -> str:
    if story.declare in ("visible", "metadate"):
        return f'<span class="{cls}">{esc(story.shown)}</span>'
    return f'<time class="{cls}" datetime="{esc(story.iso)}">{esc(story.shown)}</time>'


def _beacon(site: SiteK) -> str:
    return (
        "<script>\n(function(){var px=new Image();px.src='/_avatar/hit.gif?p='+encodeURIComponent(location.pathname)+'&s="
        + esc(slug(site.name))
        + "&t='+Date.now();})();\n</script>"
    )


# --------------------------------------------------------------------------- app: a React-style news app shell

APP_CSS = """*{box-sizing:border-box}body{margin:0;font:17px/1.6 system-ui,-apple-system,sans-serif;color:#111;background:#fafafa}
.__bar{position:sticky;top:0;z-index:5;display:flex;gap:16px;align-items:center;padding:10px 24px;background:#fff;border-bottom:1px solid #e5e5e5}
.__grid{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;max-width:1160px;margin:0 auto;padding:24px}
.__foot{background:#111;color:#bbb;padding:32px 24px;display:flex;gap:48px}h1{font-size:38px;line-height:1.15;margin:8px 0}"""


def app(q: SiteT, story: Story, parts: PartsK) -> str:
    site = q.site
    bar, grid, foot = hc("Header", "bar"), hc("Page", "grid"), hc("Footer", "root")
    css = APP_CSS.replace(".__bar", f".{bar}").replace(".__grid", f".{grid}").replace(".__foot", f".{foot}")
    props = json.dumps(
        {
            "page": "article",
            "section": story.section or site.nav[1],
            "title": story.title,
            "locale": site.lang,
        },
        ensure_ascii=False,
    )
    footer = parts.footer if parts.footer is not None else _farm(site, hc("Footer", "col"))
    return (
        _head(site, story, css, parts)
        + f'{parts.top}<div id="__app"><header class="{bar}"><button class="{hc("Header", "menu")}" aria-label="{esc(q.w("menu"))}">☰</button>'
        f'<a class="{hc("Header", "logo")}" href="/">{esc(site.name)}</a><nav class="{hc("Header", "nav")}">{_nav(site, hc("Header", "link"))}</nav>'
        f'<a class="{hc("Header", "search")}" href="/search" aria-label="{esc(q.w("search"))}">⌕</a></header>'
        f'<div class="{grid}"><main class="{hc("Article", "main")}"><article class="{hc("Article", "root")}" data-testid="article">'
        f'<a class="{hc("Article", "kicker")}" href="/{slug(story.section or site.nav[1])}/">{esc(story.section or site.nav[1])}</a>'
        f'<h1 class="{hc("Article", "headline")}" data-testid="headline">{esc(story.title)}</h1>'
        + (f'<p class="{hc("Article", "dek")}">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="{hc("Byline", "root")}"><span class="{hc("Byline", "name")}">{esc(story.byline)}</span> · {_date(story, hc("Byline", "date"))}</div>'
        f'{parts.lead}<div class="{hc("Article", "body")}" data-testid="article-body">{_paras(story, parts.inbody)}</div>'
        f'<div class="{hc("ShareBar", "root")}"><button>{esc(q.w("share"))}</button><button aria-label="link">🔗</button></div></article>'
        f'{parts.after}</main><aside class="{hc("Rail", "root")}">{parts.rail}</aside></div>'
        f'<footer class="{foot}">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer></div>'
        f'<script id="__APP_PROPS__" type="application/json">{props}</script>'
        f"{_beacon(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- tw: a utility-class blog

TW_CSS = """body{margin:0;font-family:ui-sans-serif,system-ui,sans-serif}.mx-auto{margin-left:auto;margin-right:auto}.max-w-3xl{max-width:48rem}
.px-4{padding-left:1rem;padding-right:1rem}.flex{display:flex}.gap-2{gap:.5rem}.gap-3{gap:.75rem}.text-sm{font-size:.875rem}.text-xs{font-size:.75rem}
.text-gray-500{color:#6b7280}.text-gray-600{color:#4b5563}.font-semibold{font-weight:600}.rounded-full{border-radius:9999px}.hidden{display:none}
.sticky{position:sticky}.top-0{top:0}.border-b{border-bottom:1px solid #e5e7eb}.py-3{padding-top:.75rem;padding-bottom:.75rem}.prose p{margin:1.1em 0;line-height:1.75}"""


def tw(q: SiteT, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "text-sm text-gray-500")
    return (
        _head(site, story, TW_CSS, parts, body=' class="bg-white text-gray-900 antialiased"')
        + f'{parts.top}<header class="sticky top-0 z-10 border-b bg-white/90 backdrop-blur"><div class="mx-auto flex max-w-3xl items-center justify-between px-4 py-3">'
        f'<a href="/" class="text-lg font-bold tracking-tight">{esc(site.name)}</a><nav class="flex gap-3 text-sm text-gray-600">{_nav(site, "hover:text-gray-900")}</nav></div></header>'
        f'<main class="mx-auto max-w-3xl px-4"><article class="prose prose-lg mt-10"><p class="text-sm font-medium text-indigo-600">{esc(story.section or site.nav[1])}</p>'
        f'<h1 class="text-4xl font-extrabold tracking-tight">{esc(story.title)}</h1>'
        + (f'<p class="text-xl text-gray-600">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="flex items-center gap-2 text-sm text-gray-500"><span>{esc(story.byline)}</span><span aria-hidden="true">·</span>{_date(story, "")}</div>'
        f"{parts.lead}{_paras(story, parts.inbody)}</article>"
        f'<div class="mt-8 flex gap-2 text-sm"><button class="rounded-full border px-3 py-1">{esc(q.w("share"))}</button></div>{parts.after}'
        f'<div class="mt-12 grid gap-6 sm:grid-cols-2">{parts.rail}</div></main>'
        f'<footer class="mt-16 border-t py-10"><div class="mx-auto grid max-w-3xl grid-cols-2 gap-6 px-4">{parts.before_footer}{footer}</div>'
        f'<p class="mx-auto max-w-3xl px-4 text-xs text-gray-500">{esc(site.copyright)}</p></footer>'
        f"{_beacon(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- mag: a magazine of custom elements

MAG_CSS = """body{margin:0;font:18px/1.65 'Iowan Old Style',Georgia,serif;color:#1d1d1d;background:#fffdf8}mag-masthead{display:flex;justify-content:space-between;
padding:18px 32px;border-bottom:3px double #1d1d1d}mag-page{display:grid;grid-template-columns:minmax(0,680px) 280px;gap:56px;justify-content:center;padding:32px}
mag-story,mag-rail,mag-unit,mag-colophon{display:block}mag-unit{border-top:2px solid #1d1d1d;margin-bottom:28px}mag-colophon{padding:28px 32px;background:#efe9dc;font-size:14px}
mag-story h1{font-size:42px;line-height:1.1}.mag-byline{font:13px/1.4 system-ui;text-transform:uppercase;letter-spacing:.06em}"""


def mag(q: SiteT, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "mag-col")
    return (
        _head(site, story, MAG_CSS, parts)
        + f'{parts.top}<mag-masthead><a href="/" class="mag-logo">{esc(site.name)}</a><mag-nav>{_nav(site)}</mag-nav>'
        f'<mag-menu-button aria-label="{esc(q.w("menu"))}">≡</mag-menu-button></mag-masthead><mag-page><mag-story>'
        f'<p class="mag-rubric">{esc(story.section or site.nav[1])}</p><h1>{esc(story.title)}</h1>'
        + (f'<p class="mag-dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="mag-byline">{esc(q.w("by"))} {esc(story.byline)} — {_date(story, "mag-date")}</p>{parts.lead}'
        f'<mag-body>{_paras(story, parts.inbody)}</mag-body><mag-share-row label="{esc(q.w("share"))}"></mag-share-row>'
        f"{parts.after}</mag-story><mag-rail>{parts.rail}</mag-rail></mag-page>"
        f"<mag-colophon>{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></mag-colophon>"
        f"{_beacon(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- portal: generated class names

PORTAL_CSS = """body{margin:0;font:16px/1.55 Roboto,Arial,sans-serif;color:#202124;background:#f1f3f4}.__top{background:#0b57d0;color:#fff;padding:6px 20px;font-size:13px}
.__wrap{max-width:1200px;margin:0 auto;display:flex;gap:24px;padding:16px}.__main{flex:1;background:#fff;padding:24px;border-radius:12px}.__side{width:320px}"""


def portal(q: SiteT, story: Story, parts: PartsK) -> str:
    site = q.site
    top, wrap, mainc, side = (gen(site.name + x) for x in ("top", "wrap", "main", "side"))
    css = (
        PORTAL_CSS.replace(".__top", f".{top}")
        .replace(".__wrap", f".{wrap}")
        .replace(".__main", f".{mainc}")
        .replace(".__side", f".{side}")
    )
    footer = parts.footer if parts.footer is not None else _farm(site, gen(site.name + "fcol"))
    return (
        _head(site, story, css, parts)
        + f'{parts.top}<div class="{top}">{esc(site.tagline)}</div><div class="{gen(site.name + "hdr", "sc")} {gen(site.name + "hdr")}">'
        f'<a class="{gen(site.name + "logo", "sc")}" href="/">{esc(site.name)}</a><ul class="{gen(site.name + "nav")}">{_nav(site, li=True)}</ul></div>'
        f'<div class="{wrap}"><main class="{mainc}"><div class="{gen(site.name + "crumb")}">{esc(q.w("home"))} › {esc(story.section or site.nav[1])}</div>'
        f'<h1 class="{gen(site.name + "h1", "sc")}">{esc(story.title)}</h1>'
        + (f'<p class="{gen(site.name + "dek")}">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="{gen(site.name + "meta")}">{esc(story.byline)} · {_date(story, gen(site.name + "date"))}</div>{parts.lead}'
        f'<div class="{gen(site.name + "body", "sc")}">{_paras(story, parts.inbody)}</div>{parts.after}</main>'
        f'<div class="{side}">{parts.rail}</div></div><div class="{gen(site.name + "foot")}">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div>'
        f"{_beacon(site)}{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_T: dict[str, Callable[[SiteT, Story, PartsK], str]] = {
    "app": app,
    "tw": tw,
    "mag": mag,
    "portal": portal,
}


def render_t(template: str, q: SiteT, story: Story, parts: PartsK) -> str:
    return TEMPLATES_T[template](q, story, parts)
