"""Page templates of blind set V: three more shapes of today's news pages, written from memory of the general shape of
such pages (no saved page opened, no vendor's or theme's code copied; every class, name and text invented).

Templates (``render_v``), each a whole page (header, navigation, article, side column, footer):

- ``quire``: a weekly magazine's site, serif and wide margins (``qr-top``, ``qr-piece``, ``qr-stamp``); the ``lead``
  part sits after the byline;
- ``fx``: an app shell of a news portal (``fx-shell``, ``fx-bar``, ``fx-main``, ``fx-rail``) with a bottom tab bar;
- ``nw``: a regional network's site of many local editions (``nw-edition``, ``nw-col-main``, ``nw-col-side``) with an
  edition switcher.

``box`` writes a side unit in the template's vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head

__all__ = ["PartsK", "SiteK", "Story", "box", "render_v"]


def box(template: str, heading: str, inner: str) -> str:
    hd = esc(heading)
    if template == "quire":
        return f'<section class="qr-note"><h3 class="qr-note-h">{hd}</h3>{inner}</section>'
    if template == "fx":
        return f'<div class="fx-tile"><div class="fx-tile-h">{hd}</div>{inner}</div>'
    return f'<div class="nw-panel"><h4 class="nw-panel-title">{hd}</h4><div class="nw-panel-in">{inner}</div></div>'


def _nav(site: SiteK) -> str:
    return "".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _farm(site: SiteK, cls: str) -> str:
    return "".join(
        f'<div class="{cls}"><b>{esc(hd)}</b>'
        + "".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
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


QR_CSS = """body{margin:0;font:18px/1.65 'Iowan Old Style',Georgia,serif;color:#222;background:#fffdf8}.qr-top{text-align:center;padding:22px 0 8px;border-bottom:1px solid #222}
.qr-brand{font:italic 40px/1 Georgia,serif;color:#111;text-decoration:none}.qr-menu{display:flex;justify-content:center;gap:22px;padding:10px 0;font:13px/1 Arial,sans-serif;text-transform:uppercase}
.qr-frame{max-width:1180px;margin:0 auto;display:grid;grid-template-columns:minmax(0,720px) 300px;gap:60px;padding:30px}.qr-stamp{color:#777;font-size:14px}
.qr-end{border-top:1px solid #222;padding:28px;display:flex;gap:48px;font:14px/1.5 Arial,sans-serif}.qr-end a{display:block}"""


def quire(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "qr-end-col")
    return (
        _head(site, story, QR_CSS, parts)
        + f'{parts.top}<header class="qr-top"><a class="qr-brand" href="/">{esc(site.name)}</a>'
        f'<p class="qr-motto">{esc(site.tagline)}</p><nav class="qr-menu">{_nav(site)}</nav></header>'
        f'<div class="qr-frame"><main class="qr-col"><article class="qr-piece">'
        f'<a class="qr-rubric" href="/{slug(sec)}/">{esc(sec)}</a><h1 class="qr-headline">{esc(story.title)}</h1>'
        + (f'<p class="qr-dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="qr-byline">{esc(story.byline)} · {_date(story, "qr-stamp")}</p>{parts.lead}'
        f'<div class="qr-copy">{_paras(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<aside class="qr-margin">{parts.rail}</aside></div>'
        f'<footer class="qr-end">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


FX_CSS = """body{margin:0;font:16px/1.5 Inter,Helvetica,sans-serif;background:#eef1f5;color:#1c2430}.fx-bar{position:sticky;top:0;background:#1c2430;color:#fff;display:flex;gap:18px;align-items:center;padding:10px 18px}
.fx-bar a{color:#fff;text-decoration:none}.fx-shell{max-width:1160px;margin:0 auto;display:flex;gap:20px;padding:18px}.fx-main{flex:1;background:#fff;border-radius:10px;padding:22px}
.fx-rail{width:290px}.fx-tile{background:#fff;border-radius:10px;padding:14px;margin-bottom:16px}.fx-info{color:#5b6675;font-size:14px;display:flex;gap:12px}
.fx-tabs{position:fixed;bottom:0;left:0;right:0;display:flex;justify-content:space-around;background:#fff;border-top:1px solid #ccd;padding:6px}.fx-foot{padding:24px 18px 70px;display:flex;gap:30px}"""


def fx(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "fx-foot-col")
    return (
        _head(site, story, FX_CSS, parts)
        + f'{parts.top}<div class="fx-bar"><a class="fx-logo" href="/">{esc(site.name)}</a><nav class="fx-sections">{_nav(site)}</nav>'
        f'<button class="fx-search" aria-label="search">⌕</button></div>'
        f'<div class="fx-shell"><main class="fx-main"><div class="fx-path"><a href="/">{esc(site.nav[0])}</a> › '
        f'<a href="/{slug(sec)}/">{esc(sec)}</a></div><h1 class="fx-title">{esc(story.title)}</h1>'
        + (f'<p class="fx-sub">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="fx-info"><span class="fx-author">{esc(story.byline)}</span>{_date(story, "fx-date")}{parts.lead}</div>'
        f'<div class="fx-content">{_paras(story, parts.inbody)}</div>{parts.after}</main>'
        f'<aside class="fx-rail">{parts.rail}</aside></div>'
        f'<div class="fx-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div>'
        f'<nav class="fx-tabs"><a href="/">⌂</a><a href="/{slug(site.nav[1])}/">☰</a><a href="/konto/">☺</a></nav>'
        f"{parts.end}\n</body>\n</html>\n"
    )


NW_CSS = """body{margin:0;font:15px/1.5 Verdana,sans-serif;color:#202020}.nw-header{background:#0b4f6c;color:#fff;padding:12px 20px}.nw-header a{color:#fff}
.nw-edition{font-size:13px;background:#e8f1f5;padding:4px 20px}.nw-nav{display:flex;gap:16px;padding:8px 20px;border-bottom:2px solid #0b4f6c}
.nw-content{max-width:1120px;margin:0 auto;display:flex;gap:28px;padding:20px}.nw-col-main{flex:1}.nw-col-side{width:300px}.nw-panel{border:1px solid #ccc;margin-bottom:18px}
.nw-panel-title{margin:0;padding:6px 10px;background:#0b4f6c;color:#fff}.nw-panel-in{padding:10px}.nw-dateline{color:#666;font-size:13px}.nw-footer{background:#eee;padding:24px 20px;display:flex;gap:36px}"""


def nw(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "nw-footer-col")
    return (
        _head(site, story, NW_CSS, parts)
        + f'{parts.top}<div class="nw-header"><a class="nw-logo" href="/">{esc(site.name)}</a> <span>{esc(site.tagline)}</span></div>'
        f'<div class="nw-edition"><label>Edition <select><option>{esc(sec)}</option></select></label></div>'
        f'<nav class="nw-nav">{_nav(site)}</nav>'
        f'<div class="nw-content"><div class="nw-col-main"><div class="nw-story">'
        f'<div class="nw-kicker"><a href="/{slug(sec)}/">{esc(sec)}</a></div><h1 class="nw-headline">{esc(story.title)}</h1>'
        + (f'<p class="nw-intro">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="nw-dateline">{esc(story.byline)} | {_date(story, "nw-published")}{parts.lead}</div>'
        f'<div class="nw-bodytext">{_paras(story, parts.inbody)}</div></div>{parts.after}</div>'
        f'<div class="nw-col-side">{parts.rail}</div></div>'
        f'<div class="nw-footer">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div>'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_V: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"quire": quire, "fx": fx, "nw": nw}


def render_v(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_V[template](site, story, parts)
