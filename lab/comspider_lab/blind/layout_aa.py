"""Page templates of blind set AA: two more shapes of news and blog article pages of 2008-2026, written from memory of
the general shape of such pages (no saved page opened, no vendor's or theme's code copied; every class, name and text
invented).

Templates (``render_aa``), each a whole page (header, navigation, article, furniture, footer):

- ``kb``: a county weekly's site of about 2012, a blue masthead with a search field, a breadcrumb, a wide article
  column and a narrow right column of boxes, a footer of link columns (``kb-mast``, ``kb-crumb``, ``kb-wrap``,
  ``kb-art``, ``kb-right``, ``kb-foot``);
- ``tv``: a magazine-like culture and lifestyle site of 2020-2026, a thin sticky header, a large title over a full
  width lead strip, one centred column and a "more from us" band below (``tv-hdr``, ``tv-lead``, ``tv-col``,
  ``tv-more``, ``tv-bottom``).

Page parts as set Z's (``PartsK``): ``top``, ``lead`` (between the byline and the text), ``inbody`` (after the second
paragraph), ``after`` (below the article), ``rail`` (the right column of ``kb``, the band of ``tv``),
``before_footer``, ``end``. ``box`` writes a unit of furniture in the template's vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "render_aa"]


def box(template: str, heading: str, inner: str) -> str:
    if template == "kb":
        return f'<div class="kb-box"><h3 class="kb-box-h">{esc(heading)}</h3>{inner}</div>'
    return f'<div class="tv-card"><p class="tv-card-h">{esc(heading)}</p>{inner}</div>'


def _text(story: Story, inbody: str, cls: str) -> str:
    paras = [f"<p>{esc(p)}</p>" for p in story.paragraphs]
    at = min(2, len(paras))
    return f'<div class="{cls}">' + "".join(paras[:at]) + inbody + "".join(paras[at:]) + "</div>"


def _farm(site: SiteK, cls: str) -> str:
    return "".join(
        f'<div class="{cls}"><h4>{esc(hd)}</h4>'
        + "".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
        for hd, items in site.farm
    )


KB_CSS = """body{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222;background:#e9edf2}.kb-mast{background:#1f4e8c;color:#fff;padding:12px 20px;display:flex;justify-content:space-between;align-items:center}
.kb-mast a{color:#fff;font:bold 28px Georgia,serif;text-decoration:none}.kb-nav{background:#163a69;padding:5px 20px}.kb-nav a{color:#dfe8f5;margin-right:14px;font-size:13px;text-decoration:none}
.kb-crumb{font-size:12px;color:#667;padding:8px 20px}.kb-wrap{max-width:980px;margin:0 auto;background:#fff;display:flex;gap:20px;padding:16px 20px}.kb-art{flex:1;min-width:0}.kb-right{width:250px;flex:none}
.kb-box{border:1px solid #cdd6e2;margin-bottom:14px;padding:8px}.kb-box-h{margin:0 0 6px;font-size:13px;text-transform:uppercase;color:#1f4e8c}.kb-meta{color:#666;font-size:12px}
.kb-foot{max-width:980px;margin:0 auto;padding:16px 20px;display:flex;gap:30px;font-size:12px;background:#d7dee8}.kb-foot a{display:block;color:#234}"""


def kb(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    footer = parts.footer if parts.footer is not None else _farm(site, "kb-foot-col")
    return (
        _head(site, story, KB_CSS, parts)
        + f'{parts.top}<div class="kb-mast"><a href="/">{esc(site.name)}</a><form action="/search"><input name="q" size="18"> <button>Go</button></form></div>'
        + '<div class="kb-nav">'
        + "".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)
        + "</div>"
        + f'<div class="kb-crumb"><a href="/">{esc(site.nav[0])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></div>'
        f'<div class="kb-wrap"><div class="kb-art"><div class="kb-story"><h1>{esc(story.title)}</h1>'
        + (f'<p class="kb-dek">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="kb-meta">{esc(story.byline)} | {_when(story, "kb-date")}</p>{parts.lead}'
        f"{_text(story, parts.inbody, 'kb-body')}</div>{parts.after}</div>"
        f'<div class="kb-right">{parts.rail}</div></div>'
        f'<div class="kb-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div>{parts.end}\n</body>\n</html>\n'
    )


TV_CSS = """body{margin:0;font:18px/1.7 'Source Serif Pro',Georgia,serif;color:#1a1a1a;background:#fff}.tv-hdr{position:sticky;top:0;background:#fff;border-bottom:1px solid #eee;padding:10px 24px;display:flex;gap:22px;align-items:center;z-index:5}
.tv-hdr a{color:#1a1a1a;text-decoration:none;font:600 14px 'Inter',sans-serif}.tv-logo{font:800 20px 'Inter',sans-serif!important;letter-spacing:.04em}.tv-lead{background:#f4efe6;padding:48px 24px 28px}
.tv-lead h1{max-width:820px;margin:0 auto;font-size:42px;line-height:1.15}.tv-by{max-width:820px;margin:12px auto 0;font:14px 'Inter',sans-serif;color:#555}.tv-col{max-width:680px;margin:0 auto;padding:24px}
.tv-more{background:#111;color:#eee;padding:30px 24px;display:flex;gap:24px;flex-wrap:wrap}.tv-card{width:260px}.tv-card-h{font:700 13px 'Inter',sans-serif;text-transform:uppercase;color:#f2c14e}.tv-more a{color:#eee}
.tv-bottom{padding:24px;font:13px 'Inter',sans-serif;color:#666;display:flex;gap:30px;flex-wrap:wrap}.tv-bottom a{display:block;color:#444}"""


def tv(site: SiteK, story: Story, parts: PartsK) -> str:
    footer = parts.footer if parts.footer is not None else _farm(site, "tv-bottom-col")
    return (
        _head(site, story, TV_CSS, parts)
        + f'{parts.top}<header class="tv-hdr"><a class="tv-logo" href="/">{esc(site.name)}</a>'
        + "".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav[1:])
        + "</header>"
        f'<main><article class="tv-piece"><div class="tv-lead"><h1>{esc(story.title)}</h1>'
        f'<p class="tv-by">{esc(story.byline)} · {_when(story, "tv-date")}</p></div>'
        + '<div class="tv-col">'
        + (f'<p class="tv-stand"><em>{esc(story.standfirst)}</em></p>' if story.standfirst else "")
        + f"{parts.lead}{_text(story, parts.inbody, 'tv-text')}</div></article>"
        f'<div class="tv-col tv-after">{parts.after}</div></main>'
        f'<div class="tv-more">{parts.rail}</div>'
        f'<footer class="tv-bottom">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_AA: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"kb": kb, "tv": tv}


def render_aa(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_AA[template](site, story, parts)
