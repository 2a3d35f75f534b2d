"""Page templates of blind set X: three more shapes of news pages of 2020-2026, written from memory of the general
shape of such pages (no saved page opened, no vendor's or theme's code copied; every class, name and text invented).

Templates (``render_x``), each a whole page (header, navigation, article, side column, footer):

- ``qv``: a weekly's site with a table of contents on the left and a margin column on the right (``qv-mast``,
  ``qv-strap``, ``qv-toc``, ``qv-body``, ``qv-margin``, ``qv-endmatter``);
- ``yp``: a regional broadcaster's news site, dark header with an "on air" strip (``yp-bar``, ``yp-brand``,
  ``yp-menu``, ``yp-frame``, ``yp-article``, ``yp-sidebar``, ``yp-foot``);
- ``wm``: a county paper in three columns, the side units on the right and a section index on the left
  (``wm-banner``, ``wm-nav``, ``wm-left``, ``wm-center``, ``wm-right``, ``wm-bottom``).

``box`` writes a side unit in the template's vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _body, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "render_x"]


def box(template: str, heading: str, inner: str, box_id: str = "") -> str:
    hd = esc(heading)
    bid = f' id="{box_id}"' if box_id else ""
    if template == "qv":
        return f'<div class="qv-note"{bid}><h4 class="qv-note-h">{hd}</h4>{inner}</div>'
    if template == "yp":
        return f'<section class="yp-panel"{bid}><h3 class="yp-panel-h">{hd}</h3>{inner}</section>'
    return f'<div class="wm-unit"{bid}><div class="wm-unit-h">{hd}</div><div class="wm-unit-b">{inner}</div></div>'


def _nav(site: SiteK) -> str:
    return "".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _farm(site: SiteK, cls: str) -> str:
    return "".join(
        f'<div class="{cls}"><strong>{esc(hd)}</strong>'
        + "".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
        for hd, items in site.farm
    )


QV_CSS = """body{margin:0;font:17px/1.65 'Iowan Old Style',Georgia,serif;color:#222;background:#fbfaf7}.qv-mast{display:flex;justify-content:space-between;align-items:baseline;padding:16px 28px;border-bottom:1px solid #ccc}
.qv-title{font:700 34px/1 Georgia,serif;color:#222;text-decoration:none}.qv-strap{font:13px Arial,sans-serif;color:#666}.qv-page{display:grid;grid-template-columns:180px 1fr 280px;gap:30px;max-width:1240px;margin:0 auto;padding:24px}
.qv-toc a{display:block;font:14px Arial,sans-serif;padding:4px 0;border-bottom:1px dotted #bbb}.qv-stamp{color:#777;font-size:14px}.qv-note{border-left:3px solid #a33;padding-left:12px;margin-bottom:24px}
.qv-endmatter{border-top:4px solid #222;padding:26px;display:flex;gap:36px;font:14px Arial,sans-serif}.qv-endmatter a{display:block}"""


def qv(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "qv-endmatter-col")
    return (
        _head(site, story, QV_CSS, parts)
        + f'{parts.top}<header class="qv-mast"><a class="qv-title" href="/">{esc(site.name)}</a>'
        f'<span class="qv-strap">{esc(site.tagline)}</span></header>'
        f'<div class="qv-page"><nav class="qv-toc">{_nav(site)}</nav><main class="qv-body"><article class="qv-piece">'
        f'<div class="qv-kicker"><a href="/{slug(sec)}/">{esc(sec)}</a></div><h1 class="qv-hed">{esc(story.title)}</h1>'
        + (f'<p class="qv-dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="qv-credit">{esc(story.byline)} · {_when(story, "qv-stamp")}</p>{parts.lead}'
        f'<div class="qv-copy">{_body(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<aside class="qv-margin">{parts.rail}</aside></div>'
        f'<footer class="qv-endmatter">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


YP_CSS = """body{margin:0;font:16px/1.6 'Segoe UI',Roboto,sans-serif;color:#1d1d1f;background:#fff}.yp-bar{background:#e4002b;color:#fff;font:600 13px sans-serif;padding:5px 18px}
.yp-brand{background:#111;color:#fff;display:flex;align-items:center;gap:24px;padding:14px 18px}.yp-brand a{color:#fff;text-decoration:none}.yp-menu{display:flex;gap:16px}
.yp-frame{max-width:1180px;margin:0 auto;display:grid;grid-template-columns:1fr 320px;gap:32px;padding:22px}.yp-date{color:#6e6e73;font-size:14px}.yp-panel{background:#f5f5f7;border-radius:10px;padding:16px;margin-bottom:18px}
.yp-foot{background:#111;color:#bbb;padding:26px 18px;display:flex;gap:34px}.yp-foot a{color:#bbb;display:block}"""


def yp(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "yp-foot-col")
    return (
        _head(site, story, YP_CSS, parts) + f'{parts.top}<div class="yp-bar">● {esc(site.tagline)}</div>'
        f'<header class="yp-brand"><a class="yp-logo" href="/">{esc(site.name)}</a><nav class="yp-menu">{_nav(site)}</nav></header>'
        f'<div class="yp-frame"><main class="yp-main"><article class="yp-article">'
        f'<a class="yp-sec" href="/{slug(sec)}/">{esc(sec)}</a><h1 class="yp-head">{esc(story.title)}</h1>'
        + (f'<p class="yp-intro">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="yp-by">{esc(story.byline)} <span class="yp-dot">|</span> {_when(story, "yp-date")}</div>{parts.lead}'
        f'<div class="yp-text">{_body(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<aside class="yp-sidebar">{parts.rail}</aside></div>'
        f'<footer class="yp-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


WM_CSS = """body{margin:0;font:15px/1.55 Verdana,Arial,sans-serif;color:#202020;background:#eef0ea}.wm-banner{background:#2d5016;color:#fff;padding:16px 20px}.wm-banner a{color:#fff;text-decoration:none;font:700 28px Georgia,serif}
.wm-nav{background:#d7e0cc;padding:6px 20px;display:flex;gap:18px}.wm-cols{max-width:1200px;margin:0 auto;display:grid;grid-template-columns:170px 1fr 270px;gap:22px;padding:18px;background:#fff}
.wm-left a{display:block;padding:3px 0}.wm-at{color:#666;font-size:13px}.wm-unit{border:1px solid #cdd5c2;margin-bottom:16px}.wm-unit-h{background:#2d5016;color:#fff;padding:4px 8px;font-weight:700}.wm-unit-b{padding:8px}
.wm-bottom{max-width:1200px;margin:0 auto;background:#2d5016;color:#eee;padding:20px;display:flex;gap:32px}.wm-bottom a{color:#eee;display:block}"""


def wm(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "wm-bottom-col")
    left = "".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav[1:])
    return (
        _head(site, story, WM_CSS, parts)
        + f'{parts.top}<header class="wm-banner"><a href="/">{esc(site.name)}</a> <span class="wm-motto">{esc(site.tagline)}</span></header>'
        f'<nav class="wm-nav">{_nav(site)}</nav>'
        f'<div class="wm-cols"><div class="wm-left"><b>{esc(site.nav[0])}</b>{left}</div><main class="wm-center"><article class="wm-story">'
        f'<div class="wm-sec"><a href="/{slug(sec)}/">{esc(sec)}</a></div><h1 class="wm-hl">{esc(story.title)}</h1>'
        + (f'<p class="wm-sub">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="wm-line">{esc(story.byline)}, {_when(story, "wm-at")}</div>{parts.lead}'
        f'<div class="wm-copy">{_body(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<div class="wm-right">{parts.rail}</div></div>'
        f'<footer class="wm-bottom">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_X: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"qv": qv, "yp": yp, "wm": wm}


def render_x(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_X[template](site, story, parts)
