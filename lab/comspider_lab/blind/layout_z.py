"""Page templates of blind set Z: three more shapes of news and blog article pages of 2016-2026, written from memory of
the general shape of such pages (no saved page opened, no vendor's or theme's code copied; every class, name and text
invented).

Templates (``render_z``), each a whole page (header, navigation, article, furniture, footer):

- ``ob``: a city tabloid's site with a red top bar, a masthead with the date, a two-column body and a grey footer
  (``ob-top``, ``ob-mast``, ``ob-nav``, ``ob-cols``, ``ob-story``, ``ob-side``, ``ob-end``);
- ``fe``: a one-person newsletter blog, text only, one narrow column, the furniture under the post (``fe-hd``,
  ``fe-main``, ``fe-post``, ``fe-under``, ``fe-ft``);
- ``ra``: a public radio's regional news page with a "now on air" strip, an audio player box above the text and a
  programme column (``ra-bar``, ``ra-logo``, ``ra-live``, ``ra-page``, ``ra-text``, ``ra-player``, ``ra-prog``,
  ``ra-ft``).

The page parts (``PartsK``) go: ``top`` first in the body, ``lead`` between the byline and the text, ``inbody`` after
the second paragraph of the text (or after the last, for a shorter text), ``tail`` inside the article element after the
text and before the article's own footer line, ``after`` below the article, ``rail`` in the side column (``ob``,
``ra``) or under the post (``fe``), ``before_footer`` and ``end`` last. ``box`` writes a unit of furniture in the
template's vocabulary.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "box", "render_z", "split_tail"]

TAIL = "@@Z_TAIL@@"


def split_tail(after: str) -> tuple[str, str]:
    """``after`` may begin with a part for inside the article (up to the ``TAIL`` marker)."""
    if TAIL in after:
        tail, rest = after.split(TAIL, 1)
        return tail, rest
    return "", after


def box(template: str, heading: str, inner: str, box_id: str = "") -> str:
    hd = esc(heading)
    bid = f' id="{box_id}"' if box_id else ""
    if template == "ob":
        return f'<div class="ob-unit"{bid}><h4 class="ob-unit-h">{hd}</h4>{inner}</div>'
    if template == "fe":
        return f'<div class="fe-note"{bid}><h3>{hd}</h3>{inner}</div>'
    return f'<div class="ra-box"{bid}><p class="ra-box-h">{hd}</p>{inner}</div>'


def _text(story: Story, inbody: str, cls: str) -> str:
    paras = [f"<p>{esc(p)}</p>" for p in story.paragraphs]
    at = min(2, len(paras))
    return f'<div class="{cls}">' + "".join(paras[:at]) + inbody + "".join(paras[at:]) + "</div>"


def _nav(site: SiteK, cls: str) -> str:
    return (
        f'<nav class="{cls}">' + "".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav) + "</nav>"
    )


def _farm(site: SiteK, cls: str) -> str:
    return "".join(
        f'<div class="{cls}"><b>{esc(hd)}</b>'
        + "".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
        for hd, items in site.farm
    )


OB_CSS = """body{margin:0;font:16px/1.55 Verdana,Geneva,sans-serif;color:#151515;background:#fafafa}.ob-top{background:#c8102e;color:#fff;font-size:12px;padding:4px 18px;display:flex;justify-content:space-between}
.ob-mast{background:#fff;padding:14px 18px;border-bottom:1px solid #ddd;display:flex;align-items:baseline;gap:18px}.ob-mast a{font:900 34px Impact,'Arial Black',sans-serif;color:#c8102e;text-decoration:none}
.ob-nav{background:#222;padding:6px 18px}.ob-nav a{color:#fff;margin-right:16px;text-decoration:none;font-size:14px;font-weight:700}.ob-cols{max-width:1140px;margin:0 auto;display:flex;gap:26px;padding:18px}
.ob-story{flex:1;min-width:0;background:#fff;padding:20px}.ob-side{width:300px;flex:none}.ob-unit{background:#fff;margin-bottom:16px;padding:12px;border-top:4px solid #c8102e}.ob-unit-h{margin:0 0 8px}
.ob-kick{background:#c8102e;color:#fff;padding:2px 6px;font-size:12px;text-transform:uppercase}.ob-by{color:#555;font-size:13px}.ob-sign{font-size:13px;color:#666;border-top:1px solid #eee;padding-top:8px}
.ob-end{background:#e4e4e4;padding:24px 18px;display:flex;gap:30px;flex-wrap:wrap;font-size:13px}.ob-end a{display:block;color:#333}"""


def ob(site: SiteK, story: Story, parts: PartsK) -> str:
    sec = story.section or site.nav[1]
    tail, after = split_tail(parts.after)
    footer = parts.footer if parts.footer is not None else _farm(site, "ob-end-col")
    return (
        _head(site, story, OB_CSS, parts)
        + f'{parts.top}<div class="ob-top"><span>{esc(site.tagline)}</span><span>{esc(story.shown)}</span></div>'
        f'<div class="ob-mast"><a href="/">{esc(site.name)}</a></div>{_nav(site, "ob-nav")}'
        f'<div class="ob-cols"><main class="ob-story"><article class="ob-art"><span class="ob-kick">{esc(sec)}</span>'
        f'<h1 class="ob-h1">{esc(story.title)}</h1>'
        + (f'<p class="ob-dek"><b>{esc(story.standfirst)}</b></p>' if story.standfirst else "")
        + f'<p class="ob-by">{esc(story.byline)} · {_when(story, "ob-when")}</p>{parts.lead}'
        f'{_text(story, parts.inbody, "ob-text")}{tail}<p class="ob-sign">{esc(site.copyright)}</p></article>{after}</main>'
        f'<div class="ob-side">{parts.rail}</div></div>'
        f'<footer class="ob-end">{parts.before_footer}{footer}</footer>{parts.end}\n</body>\n</html>\n'
    )


FE_CSS = """body{margin:0;font:19px/1.75 'Iowan Old Style','Palatino Linotype',Palatino,serif;color:#222;background:#fffdf8}.fe-hd{max-width:640px;margin:0 auto;padding:36px 20px 10px;border-bottom:1px solid #e5dccb}
.fe-hd a{color:#222;text-decoration:none}.fe-name{font-size:24px;font-weight:700}.fe-hd nav a{font-size:15px;margin-right:14px;color:#7a5c2e}.fe-main{max-width:640px;margin:0 auto;padding:20px}
.fe-date{font-size:15px;color:#7a5c2e}.fe-end{font-size:15px;color:#777;font-style:italic}.fe-under{max-width:640px;margin:0 auto;padding:0 20px}.fe-note{border-top:1px dashed #cbb;margin-top:24px}
.fe-ft{max-width:640px;margin:30px auto 0;padding:20px;font-size:14px;color:#777;border-top:1px solid #e5dccb}.fe-ft a{color:#7a5c2e;margin-right:10px}"""


def fe(site: SiteK, story: Story, parts: PartsK) -> str:
    tail, after = split_tail(parts.after)
    footer = parts.footer if parts.footer is not None else _farm(site, "fe-ft-col")
    return (
        _head(site, story, FE_CSS, parts)
        + f'{parts.top}<header class="fe-hd"><p class="fe-name"><a href="/">{esc(site.name)}</a></p>'
        f'<p class="fe-tag">{esc(site.tagline)}</p>{_nav(site, "fe-menu")}</header>'
        f'<main class="fe-main"><article class="fe-post"><h1>{esc(story.title)}</h1>'
        f'<p class="fe-date">{_when(story, "fe-when")} · {esc(story.byline)}</p>{parts.lead}'
        f'{_text(story, parts.inbody, "fe-text")}{tail}<p class="fe-end">— {esc(story.byline)}</p></article>{after}</main>'
        f'<div class="fe-under">{parts.rail}</div>'
        f'<footer class="fe-ft">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></footer>{parts.end}\n</body>\n</html>\n'
    )


RA_CSS = """body{margin:0;font:16px/1.6 'Open Sans','Segoe UI',sans-serif;color:#1d1d1f;background:#fff}.ra-bar{display:flex;gap:24px;align-items:center;padding:10px 24px;background:#2d2a6e;color:#fff}
.ra-bar a{color:#fff;text-decoration:none}.ra-logo{font:700 22px 'Segoe UI',sans-serif}.ra-live{background:#f2f1fb;padding:6px 24px;font-size:13px}.ra-live b{color:#d0021b}
.ra-page{max-width:1100px;margin:0 auto;padding:20px 24px;display:grid;grid-template-columns:minmax(0,1fr) 280px;gap:36px}.ra-player{background:#2d2a6e;color:#fff;padding:10px 14px;border-radius:6px;margin:12px 0}
.ra-byline{font-size:14px;color:#555}.ra-credit{font-size:13px;color:#777}.ra-box{border:1px solid #dcdaf0;padding:12px;margin-bottom:16px}.ra-box-h{font-weight:700;margin:0 0 6px;color:#2d2a6e}
.ra-ft{background:#1c1a48;color:#dcdaf0;padding:28px 24px;display:flex;gap:36px;flex-wrap:wrap}.ra-ft a{color:#dcdaf0;display:block}"""


def ra(site: SiteK, story: Story, parts: PartsK) -> str:
    tail, after = split_tail(parts.after)
    footer = parts.footer if parts.footer is not None else _farm(site, "ra-ft-col")
    return (
        _head(site, story, RA_CSS, parts)
        + f'{parts.top}<header class="ra-bar"><a class="ra-logo" href="/">{esc(site.name)}</a>{_nav(site, "ra-nav")}</header>'
        f'<div class="ra-live"><b>●</b> {esc(site.tagline)}</div>'
        f'<div class="ra-page"><main class="ra-main"><article class="ra-text"><h1>{esc(story.title)}</h1>'
        + (f'<p class="ra-intro">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="ra-byline">{esc(story.byline)} · {_when(story, "ra-when")}</p>'
        '<div class="ra-player" role="group"><button type="button">▶</button> 03:42 <span>━━━━━━━━━━</span></div>'
        f'{parts.lead}{_text(story, parts.inbody, "ra-copy")}{tail}<p class="ra-credit">{esc(site.copyright)}</p></article>{after}</main>'
        f'<aside class="ra-prog">{parts.rail}</aside></div>'
        f'<footer class="ra-ft">{parts.before_footer}{footer}</footer>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_Z: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"ob": ob, "fe": fe, "ra": ra}


def render_z(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_Z[template](site, story, parts)
