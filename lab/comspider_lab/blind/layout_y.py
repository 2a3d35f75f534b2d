"""Page templates of blind set Y: three more shapes of news and blog article pages of 2018-2026, written from memory of
the general shape of such pages (no saved page opened, no vendor's or theme's code copied; every class, name and text
invented).

Templates (``render_y``), each a whole page (header, navigation, article, furniture, footer):

- ``ht``: a magazine-like blog with a full-width title band, a narrow centred column, a share strip on the left and the
  furniture stacked below the article instead of a side column (``ht-top``, ``ht-band``, ``ht-share``, ``ht-col``,
  ``ht-below``, ``ht-base``);
- ``nk``: a local news portal with a breadcrumb trail, a weather strip and a right-hand column (``nk-head``,
  ``nk-crumbs``, ``nk-wx``, ``nk-grid``, ``nk-main``, ``nk-col``, ``nk-foot``);
- ``zu``: a public broadcaster's regional news page with a flat header, a fact box beside the text and a dark footer
  (``zu-header``, ``zu-wrap``, ``zu-article``, ``zu-facts``, ``zu-more``, ``zu-footer``).

``box`` writes a unit of furniture in the template's vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _body, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "render_y"]


def box(template: str, heading: str, inner: str, box_id: str = "") -> str:
    hd = esc(heading)
    bid = f' id="{box_id}"' if box_id else ""
    if template == "ht":
        return f'<div class="ht-slab"{bid}><p class="ht-slab-t">{hd}</p>{inner}</div>'
    if template == "nk":
        return f'<div class="nk-widget"{bid}><h3 class="nk-widget-t">{hd}</h3><div class="nk-widget-in">{inner}</div></div>'
    return f'<section class="zu-more"{bid}><h2 class="zu-more-t">{hd}</h2>{inner}</section>'


def _links(site: SiteK, sep: str = "") -> str:
    return sep.join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _cols(site: SiteK, cls: str) -> str:
    return "".join(
        f'<div class="{cls}"><span class="{cls}-t">{esc(hd)}</span><ul>'
        + "".join(f'<li><a href="/{slug(x)}/">{esc(x)}</a></li>' for x in items)
        + "</ul></div>"
        for hd, items in site.farm
    )


HT_CSS = """body{margin:0;font:18px/1.7 Charter,'Bitstream Charter',Georgia,serif;color:#1b1b1b;background:#fff}.ht-top{display:flex;justify-content:space-between;padding:12px 24px;font:14px system-ui,sans-serif;border-bottom:1px solid #eee}
.ht-top a{color:#1b1b1b;text-decoration:none;margin-left:14px}.ht-logo{font:800 20px system-ui,sans-serif;margin:0}.ht-band{background:#f3efe6;padding:48px 24px 32px;text-align:center}.ht-band h1{font-size:42px;line-height:1.15;max-width:820px;margin:10px auto}
.ht-meta{font:14px system-ui,sans-serif;color:#666}.ht-layout{display:grid;grid-template-columns:80px minmax(0,680px) 80px;justify-content:center;gap:24px;padding:32px 16px}.ht-share{position:sticky;top:20px;align-self:start;font:13px system-ui,sans-serif}
.ht-share a{display:block;margin-bottom:8px}.ht-below{max-width:680px;margin:0 auto;padding:0 16px 40px}.ht-slab{border-top:2px solid #1b1b1b;padding-top:12px;margin:28px 0}.ht-slab-t{font:700 13px system-ui,sans-serif;text-transform:uppercase;letter-spacing:.08em}
.ht-base{background:#1b1b1b;color:#ccc;padding:36px 24px;display:flex;flex-wrap:wrap;gap:40px;font:14px system-ui,sans-serif}.ht-base a{color:#ccc}"""


def ht(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _cols(site, "ht-base-col")
    return (
        _head(site, story, HT_CSS, parts)
        + f'{parts.top}<div class="ht-top"><p class="ht-logo"><a href="/">{esc(site.name)}</a></p><nav class="ht-nav">{_links(site)}</nav></div>'
        f'<div class="ht-band"><a class="ht-cat" href="/{slug(sec)}/">{esc(sec)}</a><h1>{esc(story.title)}</h1>'
        + (f'<p class="ht-dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="ht-meta"><span class="ht-by">{esc(story.byline)}</span> — {_when(story, "ht-date")}</p>{parts.lead}</div>'
        f'<div class="ht-layout"><div class="ht-share"><a href="#share-mail">✉</a><a href="#share-print">⎙</a><a href="#share-link">🔗</a></div>'
        f'<main class="ht-col"><article class="ht-post"><div class="ht-copy">{_body(story, parts.inbody)}</div></article></main><div></div></div>'
        f'<div class="ht-below">{parts.after}{parts.rail}</div>'
        f'<footer class="ht-base">{parts.before_footer}{footer}<p class="ht-copyright">{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


NK_CSS = """body{margin:0;font:15px/1.6 Arial,Helvetica,sans-serif;color:#222;background:#f4f6f8}.nk-head{background:#0b4f8a;color:#fff;padding:10px 20px;display:flex;align-items:center;gap:28px}.nk-head a{color:#fff;text-decoration:none}
.nk-name{font:700 26px 'Trebuchet MS',sans-serif}.nk-wx{background:#e3edf6;padding:4px 20px;font-size:13px;color:#234}.nk-crumbs{max-width:1160px;margin:10px auto 0;padding:0 16px;font-size:13px;color:#567}.nk-crumbs a{color:#0b4f8a}
.nk-grid{max-width:1160px;margin:0 auto;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:28px;padding:16px}.nk-main{background:#fff;padding:22px;border-radius:4px}.nk-stamp{color:#678;font-size:13px}
.nk-widget{background:#fff;border-radius:4px;margin-bottom:18px}.nk-widget-t{margin:0;padding:10px 14px;border-bottom:3px solid #0b4f8a;font-size:15px}.nk-widget-in{padding:10px 14px}
.nk-foot{background:#0b2c4a;color:#bcd;padding:28px 20px;display:flex;gap:36px;flex-wrap:wrap}.nk-foot a{color:#bcd}"""


def nk(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _cols(site, "nk-foot-col")
    return (
        _head(site, story, NK_CSS, parts)
        + f'{parts.top}<header class="nk-head"><a class="nk-name" href="/">{esc(site.name)}</a><nav class="nk-menu">{_links(site)}</nav></header>'
        f'<div class="nk-wx">{esc(site.tagline)} · ☀ 14° / 6°</div>'
        f'<div class="nk-crumbs"><a href="/">{esc(site.nav[0])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></div>'
        f'<div class="nk-grid"><main class="nk-main"><article class="nk-story"><h1 class="nk-title">{esc(story.title)}</h1>'
        + (f'<p class="nk-lead">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="nk-byline"><span class="nk-author">{esc(story.byline)}</span> {_when(story, "nk-stamp")}</div>{parts.lead}'
        f'<div class="nk-text">{_body(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<div class="nk-col">{parts.rail}</div></div>'
        f'<footer class="nk-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


ZU_CSS = """body{margin:0;font:17px/1.6 'Source Sans Pro','Helvetica Neue',sans-serif;color:#111;background:#fff}.zu-header{display:flex;gap:30px;align-items:center;padding:14px 28px;border-bottom:4px solid #00857c}
.zu-header a{color:#111;text-decoration:none}.zu-brand{font:700 22px sans-serif}.zu-wrap{max-width:1080px;margin:0 auto;padding:24px 20px;display:grid;grid-template-columns:minmax(0,1fr) 260px;gap:32px}
.zu-kicker{color:#00857c;font-weight:700;text-transform:uppercase;font-size:13px}.zu-time{color:#555;font-size:14px}.zu-facts{background:#e9f5f4;padding:14px;align-self:start;font-size:15px}
.zu-more{max-width:1080px;margin:0 auto;padding:8px 20px 24px}.zu-footer{background:#102a28;color:#cde;padding:32px 28px;display:flex;gap:40px;flex-wrap:wrap}.zu-footer a{color:#cde}"""


def zu(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _cols(site, "zu-footer-col")
    return (
        _head(site, story, ZU_CSS, parts)
        + f'{parts.top}<header class="zu-header"><a class="zu-brand" href="/">{esc(site.name)}</a><nav class="zu-nav">{_links(site, " ")}</nav>'
        f'<span class="zu-claim">{esc(site.tagline)}</span></header>'
        f'<div class="zu-wrap"><main class="zu-main"><article class="zu-article"><p class="zu-kicker"><a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f'<h1 class="zu-title">{esc(story.title)}</h1>'
        + (f'<p class="zu-intro">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="zu-who">{esc(story.byline)} · {_when(story, "zu-time")}</p>{parts.lead}'
        f'<div class="zu-body">{_body(story, parts.inbody)}</div></article>{parts.after}</main>'
        f'<aside class="zu-facts">{parts.rail}</aside></div>'
        f'<footer class="zu-footer">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_Y: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"ht": ht, "nk": nk, "zu": zu}


def render_y(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_Y[template](site, story, parts)
