"""Page templates of blind set AE: blogs and news portals of 2010-2014, written from memory of the general shape of
such pages (no saved page opened, no vendor's or theme's code copied; every class, name and text invented).

Templates (``render_ae``), each a whole page:

- ``wb``: a blog engine's page of about 2012: a header with the blog's name and tagline over a wide picture, a menu,
  the post (title, "date · author · category", the text, a "Filed under / Tagged" line, previous and next post
  links), a side column (search, recent posts, archives by month, categories, an advertisement) and a thin footer
  (``wb-*``);
- ``np``: a news portal of 2010-2014: a top strip with the date and "Log in", a masthead, a menu, a breadcrumb, the
  article (headline, lead, byline, a share row with counts, the text), a right column (most read, latest with times,
  an advertisement) and a footer (``np-*``).

Page parts (``PartsK``): ``top``, ``lead``, ``inbody`` (after the second paragraph), ``after`` (below the article or
post), ``rail``, ``before_footer``, ``end``, ``head``.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.content_ae import LABELS, SITES_AE
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head, _when

__all__ = ["PartsK", "SiteK", "Story", "render_ae"]


def _L(site: SiteK) -> dict[str, str]:
    return LABELS[site.lang.split("-")[0]]


def _text(story: Story, inbody: str) -> str:
    paras = [f"<p>{esc(p)}</p>" for p in story.paragraphs]
    at = min(2, len(paras))
    return "".join(paras[:at]) + inbody + "".join(paras[at:])


def _ul(items: list[str] | tuple[str, ...], cls: str, tag: str = "ul") -> str:
    return (
        f'<{tag} class="{cls}">'
        + "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>' for t in items)
        + f"</{tag}>"
    )


def _n(story: Story) -> int:
    return sum(ord(ch) for ch in story.title)


WB_CSS = """body{margin:0;font:14px/1.6 Georgia,'Times New Roman',serif;color:#333;background:#f1efe8}.wb-wrap{width:940px;margin:0 auto;background:#fff;box-shadow:0 0 6px #ccc}
.wb-top{padding:26px 24px 10px;background:#5b6e4a;color:#fff}.wb-top a{color:#fff;text-decoration:none;font-size:34px}.wb-top p{margin:2px 0 0;font-style:italic}
.wb-menu{margin:0;padding:0 16px;list-style:none;display:flex;background:#3f4d33}.wb-menu a{display:block;padding:8px 12px;color:#eee;text-decoration:none;font:12px Arial,sans-serif;text-transform:uppercase}
.wb-body{display:flex;gap:26px;padding:20px 24px}.wb-main{flex:1;min-width:0}.wb-side{width:240px;flex:none;font-size:13px}
.wb-post h1{font-size:26px;margin:0 0 4px;font-weight:normal}.wb-meta{font:12px Arial,sans-serif;color:#888}.wb-filed{font:12px Arial,sans-serif;color:#666;border-top:1px dotted #bbb;padding-top:6px}
.wb-nav{display:flex;justify-content:space-between;font:12px Arial,sans-serif;margin:12px 0}.wb-widget{margin-bottom:20px}.wb-widget h3{font:bold 12px Arial,sans-serif;text-transform:uppercase;border-bottom:2px solid #5b6e4a;padding-bottom:3px}
.wb-widget ul{padding-left:16px;margin:4px 0}.wb-foot{padding:12px 24px;font:11px Arial,sans-serif;color:#999;border-top:1px solid #ddd}"""


def wb(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    n = _n(story)
    months = ("2012-03", "2012-02", "2012-01", "2011-12", "2011-11", "2011-10")
    side = (
        f'<div class="wb-widget"><h3>{esc(L["search"])}</h3><form action="/"><input name="s" size="18"> '
        f'<button type="button">{esc(L["search"])}</button></form></div>'
        f'<div class="wb-widget"><h3>{esc(L["latest"])}</h3>'
        + _ul([f"{site.nav[2]} {k}" for k in (1, 2, 3)], "wb-recent")
        + "</div>"
        f'<div class="wb-widget"><h3>{esc(L["archives"])}</h3>'
        + '<ul class="wb-arch">'
        + "".join(f'<li><a href="/{m}/">{m}</a> ({(n >> k) % 9 + 2})</li>' for k, m in enumerate(months))
        + "</ul></div>"
        f'<div class="wb-widget"><h3>{esc(L["categories"])}</h3>' + _ul(site.nav[1:], "wb-cats") + "</div>"
        f'<div class="wb-widget"><small>{esc(L["advert"])}</small><br><img src="/_avatar/ad-wb-{slug(site.name)}.svg" alt="" width="200" height="200"></div>'
        + parts.rail
    )
    sec = story.section or site.nav[1]
    return (
        _head(site, story, WB_CSS, parts)
        + f'{parts.top}<div class="wb-wrap"><div class="wb-top"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>'
        + _ul(site.nav, "wb-menu")
        + '<div class="wb-body"><div class="wb-main"><div class="wb-post">'
        f"<h1>{esc(story.title)}</h1>"
        f'<p class="wb-meta">{_when(story, "wb-date")} · {esc(story.byline)} · <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        + parts.lead
        + _text(story, parts.inbody)
        + f'<p class="wb-filed">{esc(L["categories"])}: <a href="/{slug(sec)}/">{esc(sec)}</a> · '
        f'<a href="#">{esc(L["share"])} ({n % 40 + 3})</a></p>'
        f'<div class="wb-nav"><a href="/prev/">« {esc(site.nav[1])}</a><a href="/next/">{esc(site.nav[-2])} »</a></div>'
        f"</div>{parts.after}</div>"
        f'<div class="wb-side">{side}</div></div>'
        f'<div class="wb-foot">{parts.before_footer}{esc(site.copyright)} · <a href="#">{esc(L["top"])}</a></div></div>{parts.end}\n</body>\n</html>\n'
    )


NP_CSS = """body{margin:0;font:13px/1.5 Verdana,Arial,sans-serif;color:#222;background:#e6e6e6}.np-page{width:980px;margin:0 auto;background:#fff}
.np-strip{display:flex;justify-content:space-between;padding:4px 12px;font-size:11px;background:#f4f4f4;border-bottom:1px solid #ddd}
.np-mast{padding:14px 12px}.np-mast a{font:bold 34px Georgia,serif;color:#14365a;text-decoration:none}.np-mast p{margin:0;color:#777;font-size:11px}
.np-menu{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;background:#14365a}.np-menu a{display:block;padding:7px 12px;color:#fff;text-decoration:none;font-weight:bold}
.np-crumb{padding:6px 12px;font-size:11px;color:#777}.np-cols{display:flex;gap:18px;padding:0 12px 14px}.np-main{flex:1;min-width:0}.np-right{width:300px;flex:none}
.np-art h1{font:bold 27px/1.2 Georgia,serif;margin:4px 0 8px}.np-lead{font-weight:bold;font-size:14px}.np-by{font-size:11px;color:#666}
.np-share{margin:8px 0;font-size:11px}.np-share span{display:inline-block;border:1px solid #ccc;padding:1px 7px;margin-right:4px}
.np-unit{margin-bottom:14px;border-top:3px solid #14365a}.np-unit h3{margin:4px 0;font-size:13px}.np-unit ol,.np-unit ul{margin:0;padding-left:22px}
.np-foot{padding:14px 12px;background:#14365a;color:#cfd8e3;font-size:11px}.np-foot a{color:#fff}"""


def np(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    n = _n(story)
    sec = story.section or site.nav[1]
    right = (
        f'<div class="np-unit"><h3>{esc(L["most_read"])}</h3>'
        + _ul([f"{s}: {story.title[:18]}…" for s in site.nav[1:5]], "np-mr", "ol")
        + "</div>"
        f'<div class="np-unit" style="text-align:center"><small>{esc(L["advert"])}</small><br><img src="/_avatar/ad-np-{slug(site.name)}.svg" alt="" width="300" height="250"></div>'
        f'<div class="np-unit"><h3>{esc(L["latest"])}</h3><ul class="np-latest">'
        + "".join(
            f'<li><b>{h:02d}:{(n * h) % 60:02d}</b> <a href="/{slug(s)}/">{esc(s)}</a></li>'
            for h, s in zip((18, 17, 16, 15), site.nav[1:5], strict=False)
        )
        + "</ul></div>"
        + parts.rail
    )
    return (
        _head(site, story, NP_CSS, parts)
        + f'{parts.top}<div class="np-page"><div class="np-strip"><span>{esc(story.shown)}</span>'
        f'<span><a href="/login">{esc(L["login"])}</a> · <form action="/search" style="display:inline"><input name="q" size="12"> '
        f'<button type="button">{esc(L["search"])}</button></form></span></div>'
        f'<div class="np-mast"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>'
        + _ul(site.nav, "np-menu")
        + f'<p class="np-crumb"><a href="/">{esc(site.nav[0])}</a> » <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        '<div class="np-cols"><div class="np-main"><div class="np-art">'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="np-lead">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="np-by">{esc(story.byline)} · {_when(story, "np-date")}</p>'
        + parts.lead
        + f'<div class="np-share"><span>{esc(L["share"])} {n % 300 + 10}</span><span>Tweet {n % 90 + 2}</span></div>'
        + _text(story, parts.inbody)
        + f"</div>{parts.after}</div>"
        f'<div class="np-right">{right}</div></div>'
        f'<div class="np-foot">{parts.before_footer}{esc(site.copyright)} · <a href="#">{esc(L["top"])}</a></div></div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_AE: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"wb": wb, "np": np}


def render_ae(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_AE[template](site, story, parts)


__all__ += ["SITES_AE"]
