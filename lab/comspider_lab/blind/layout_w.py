"""Page templates of blind set W: three more shapes of news pages of 2020-2026, written from memory of the general
shape of such pages (no saved page opened, no vendor's or theme's code copied; every class, name and text invented).

Templates (``render_w``), each a whole page (header, navigation, article, side column, footer):

- ``pb``: a broadsheet's site with a masthead and a running strip of headlines (``pb-mast``, ``pb-run``,
  ``pb-story``, ``pb-aside``, ``pb-colophon``);
- ``lx``: a mobile-first local portal of stacked cards (``lx-head``, ``lx-stack``, ``lx-card``, ``lx-side``,
  ``lx-base``);
- ``ov``: an older site laid out in a table (``ov-wrap``, ``ov-grid``, ``ov-cell-main``, ``ov-cell-side``).

``box`` writes a side unit in the template's vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _body, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "render_w"]


def box(template: str, heading: str, inner: str) -> str:
    hd = esc(heading)
    if template == "pb":
        return f'<div class="pb-unit"><h3 class="pb-unit-h">{hd}</h3>{inner}</div>'
    if template == "lx":
        return f'<section class="lx-card lx-card--side"><h3 class="lx-card-h">{hd}</h3>{inner}</section>'
    return f'<table class="ov-box"><tr><th class="ov-box-h">{hd}</th></tr><tr><td>{inner}</td></tr></table>'


def _nav(site: SiteK) -> str:
    return "".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _farm(site: SiteK, cls: str) -> str:
    return "".join(
        f'<div class="{cls}"><strong>{esc(hd)}</strong>'
        + "".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
        for hd, items in site.farm
    )


PB_CSS = """body{margin:0;font:17px/1.6 Georgia,'Times New Roman',serif;color:#1b1b1b}.pb-mast{text-align:center;padding:18px 0;border-bottom:3px double #111}
.pb-name{font:700 44px/1 'Times New Roman',serif;color:#111;text-decoration:none}.pb-sections{display:flex;justify-content:center;gap:20px;padding:8px;font:13px Arial,sans-serif}
.pb-run{background:#f3efe6;padding:6px 20px;font:13px Arial,sans-serif;white-space:nowrap;overflow:hidden}.pb-page{max-width:1140px;margin:0 auto;display:grid;grid-template-columns:1fr 300px;gap:44px;padding:26px}
.pb-when{color:#666;font-size:14px}.pb-unit{border-top:2px solid #111;margin-bottom:22px}.pb-colophon{border-top:1px solid #999;padding:24px;display:flex;gap:40px;font:14px Arial,sans-serif}.pb-colophon a{display:block}"""


def pb(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "pb-colophon-col")
    return (
        _head(site, story, PB_CSS, parts)
        + f'{parts.top}<header class="pb-mast"><a class="pb-name" href="/">{esc(site.name)}</a>'
        f'<div class="pb-motto">{esc(site.tagline)}</div><nav class="pb-sections">{_nav(site)}</nav></header>'
        f'<div class="pb-run"><b>{esc(sec)}</b> · <a href="/{slug(sec)}/">{esc(site.nav[2])}</a> · <a href="/{slug(site.nav[3])}/">{esc(site.nav[3])}</a></div>'
        f'<div class="pb-page"><main class="pb-main"><article class="pb-story">'
        f'<p class="pb-section"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1 class="pb-hed">{esc(story.title)}</h1>'
        + (f'<p class="pb-dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="pb-credit">{esc(story.byline)} — {_when(story, "pb-when")}</p>{parts.lead}'
        f'<div class="pb-text">{_body(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<aside class="pb-aside">{parts.rail}</aside></div>'
        f'<footer class="pb-colophon">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


LX_CSS = """body{margin:0;font:16px/1.55 system-ui,sans-serif;background:#f4f4f1;color:#222}.lx-head{display:flex;align-items:center;gap:16px;padding:10px 16px;background:#c8102e;color:#fff}
.lx-head a{color:#fff;text-decoration:none}.lx-nav{display:flex;gap:14px;overflow-x:auto;padding:8px 16px;background:#fff;border-bottom:1px solid #ddd}
.lx-layout{max-width:1100px;margin:0 auto;display:flex;gap:18px;padding:16px}.lx-stack{flex:1}.lx-side{width:300px}.lx-card{background:#fff;border-radius:8px;padding:18px;margin-bottom:16px;box-shadow:0 1px 2px #0002}
.lx-time{color:#777;font-size:14px}.lx-base{background:#222;color:#ddd;padding:24px 16px;display:flex;gap:30px}.lx-base a{color:#ddd;display:block}"""


def lx(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "lx-base-col")
    return (
        _head(site, story, LX_CSS, parts)
        + f'{parts.top}<header class="lx-head"><button class="lx-burger" aria-label="menu">≡</button>'
        f'<a class="lx-logo" href="/">{esc(site.name)}</a></header><nav class="lx-nav">{_nav(site)}</nav>'
        f'<div class="lx-layout"><main class="lx-stack"><article class="lx-card lx-article">'
        f'<a class="lx-tag" href="/{slug(sec)}/">{esc(sec)}</a><h1 class="lx-title">{esc(story.title)}</h1>'
        + (f'<p class="lx-lede">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="lx-by"><span>{esc(story.byline)}</span> · {_when(story, "lx-time")}</div>{parts.lead}'
        f'<div class="lx-prose">{_body(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<aside class="lx-side">{parts.rail}</aside></div>'
        f'<footer class="lx-base">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


OV_CSS = """body{margin:0;font:14px/1.5 Tahoma,Verdana,sans-serif;color:#111;background:#dfe6ec}.ov-wrap{width:1000px;margin:0 auto;background:#fff}
.ov-top{background:#23395d;color:#fff;padding:14px}.ov-top a{color:#fff}.ov-menu td{padding:4px 10px;background:#e9eef3}.ov-grid{width:100%;border-collapse:collapse}
.ov-cell-main{vertical-align:top;padding:16px}.ov-cell-side{vertical-align:top;width:260px;padding:16px;background:#f5f7f9}.ov-box{width:100%;margin-bottom:14px}.ov-box-h{background:#23395d;color:#fff;text-align:left}
.ov-date{color:#555}.ov-foot td{padding:14px;background:#23395d;color:#fff}.ov-foot a{color:#fff;display:block}"""


def ov(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "ov-foot-col")
    menu = "".join(f'<td><a href="/{slug(n)}/">{esc(n)}</a></td>' for n in site.nav)
    return (
        _head(site, story, OV_CSS, parts)
        + f'{parts.top}<table class="ov-wrap"><tr><td class="ov-top"><a class="ov-logo" href="/">{esc(site.name)}</a> — {esc(site.tagline)}</td></tr>'
        f'<tr><td><table class="ov-menu"><tr>{menu}</tr></table></td></tr>'
        f'<tr><td><table class="ov-grid"><tr><td class="ov-cell-main"><div class="ov-article">'
        f'<div class="ov-crumb"><a href="/">{esc(site.nav[0])}</a> » <a href="/{slug(sec)}/">{esc(sec)}</a></div>'
        f'<h1 class="ov-title">{esc(story.title)}</h1>'
        + (f'<p class="ov-summary"><b>{esc(story.standfirst)}</b></p>' if story.standfirst else "")
        + f'<p class="ov-info">{esc(story.byline)}, {_when(story, "ov-date")}</p>{parts.lead}'
        f'<div class="ov-text">{_body(story, parts.inbody)}</div></div>{parts.after}</td>'
        f'<td class="ov-cell-side">{parts.rail}</td></tr></table></td></tr>'
        f'<tr class="ov-foot"><td>{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></td></tr></table>'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_W: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"pb": pb, "lx": lx, "ov": ov}


def render_w(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_W[template](site, story, parts)
