"""Page templates of blind set AH, written for this set (no saved page opened, no vendor's or theme's code copied; every
class, name and text invented).

- ``lk``: a small local news site of 2014-2016: a top line with the date and "Sign in", the masthead, a blue menu, the
  article (section, headline, byline and time, a picture, the text, share counts, tags), a right column (latest with
  times, most read, an advertisement) and a grey footer (``lk-*``);
- ``nw``: a mid-size news site of 2024-2026: a slim sticky header, a section label, headline, standfirst, the author's
  line with the reading time, a wide picture, the text in a narrow column, a newsletter box, a row of related cards
  and a dark footer (``nw-*``);
- ``bl``: a personal blog of 2014-2016: a header with the blog's name and tagline, a menu, the post (date, title, text,
  "Filed under … · Share", tags), a sidebar on the right (about, search, tags, archive) and a footer (``bl-*``).

Page parts (``PartsK``): ``top``, ``lead``, ``inbody`` (after the first paragraph), ``after`` (below the article or
post), ``rail`` (the right column, the sidebar or the related row), ``before_footer``, ``end``, ``head``.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.content_ah import LABELS, SITES_AH
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head, _when

__all__ = ["SITES_AH", "PartsK", "SiteK", "Story", "render_ah"]


def _L(site: SiteK) -> dict[str, str]:
    return LABELS[site.lang.split("-")[0]]


def _text(story: Story, inbody: str) -> str:
    paras = [f"<p>{esc(p)}</p>" for p in story.paragraphs]
    return "".join(paras[:1]) + inbody + "".join(paras[1:])


def _links(items: tuple[str, ...] | list[str], cls: str, tag: str = "ul") -> str:
    return (
        f'<{tag} class="{cls}">'
        + "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>' for t in items)
        + f"</{tag}>"
    )


LK_CSS = """body{margin:0;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222;background:#dfe3e8}.lk-page{width:990px;margin:0 auto;background:#fff}
.lk-line{font-size:11px;color:#777;padding:4px 16px;border-bottom:1px solid #eee;display:flex;justify-content:space-between}
.lk-mast{padding:14px 16px}.lk-mast a{font:bold 32px Georgia,serif;color:#14406b;text-decoration:none}.lk-mast span{display:block;color:#888;font-size:12px}
.lk-menu ul{margin:0;padding:0 8px;list-style:none;display:flex;background:#14406b}.lk-menu a{display:block;padding:8px 12px;color:#fff;text-decoration:none;font-size:13px}
.lk-cols{display:flex;gap:22px;padding:16px}.lk-main{flex:1;min-width:0}.lk-right{width:300px;flex:none;font-size:13px}
.lk-sec{font-size:11px;text-transform:uppercase;color:#14406b;font-weight:bold}.lk-main h1{font:bold 27px/1.2 Georgia,serif;margin:4px 0 8px}
.lk-by{font-size:12px;color:#666}.lk-pic img{width:100%;height:auto;background:#ccd}.lk-counts{font-size:12px;color:#555;border-top:1px solid #eee;padding-top:6px}
.lk-tags a{display:inline-block;background:#eef;padding:1px 6px;margin:2px;font-size:11px}.lk-box{margin-bottom:16px;border-top:3px solid #14406b}
.lk-box h3{font-size:13px;margin:6px 0}.lk-ad{height:250px;background:#f2f2f2;color:#aaa;text-align:center;line-height:250px;font-size:11px}
.lk-foot{background:#eee;color:#666;font-size:11px;padding:14px 16px}"""


def lk(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    sec = story.section or site.nav[1]
    right = (
        f'<div class="lk-box"><h3>{esc(L["latest"])}</h3><ul>'
        + "".join(
            f'<li><a href="/{slug(s)}/">{esc(s)} · {esc(site.tagline[:28])}</a></li>' for s in site.nav[1:4]
        )
        + f'</ul></div><div class="lk-box"><h3>{esc(L["popular"])}</h3>'
        + _links([f"{s}: {site.name}" for s in site.nav[2:5]], "lk-pop", "ol")
        + '</div><div class="lk-ad">Ad</div>'
        + parts.rail
    )
    return (
        _head(site, story, LK_CSS, parts)
        + f'{parts.top}<div class="lk-page"><div class="lk-line"><span>{esc(story.shown)}</span><a href="/login">{esc(L["login"])}</a></div>'
        f'<header class="lk-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></header>'
        f'<nav class="lk-menu">{_links(site.nav, "lk-nav")}</nav><div class="lk-cols"><div class="lk-main"><div class="lk-story">'
        f'<p class="lk-sec"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        f'<p class="lk-by">{esc(story.byline)} · {_when(story, "lk-time")}</p>'
        f'<figure class="lk-pic"><img src="/_avatar/lk-{slug(story.title)[:40]}.svg" alt="" width="660" height="360"></figure>'
        + parts.lead
        + _text(story, parts.inbody)
        + f'<p class="lk-counts">{esc(L["share"])}: Facebook (14) · Twitter (3) · E-mail</p>'
        + f'<p class="lk-tags">{esc(L["tags"])}: <a href="/{slug(sec)}/">{esc(sec)}</a> <a href="/{slug(site.nav[2])}/">{esc(site.nav[2])}</a></p>'
        + f"</div>{parts.after}</div>"
        f'<div class="lk-right">{right}</div></div>'
        f'<footer class="lk-foot">{parts.before_footer}{esc(site.copyright)} · <a href="#">{esc(L["top"])}</a></footer></div>{parts.end}\n</body>\n</html>\n'
    )


NW_CSS = """body{margin:0;font:17px/1.6 system-ui,-apple-system,sans-serif;color:#161616;background:#fff}.nw-bar{position:sticky;top:0;background:#fff;border-bottom:1px solid #e6e6e6;z-index:3}
.nw-bar div{max-width:1140px;margin:0 auto;padding:10px 18px;display:flex;gap:20px;align-items:center}.nw-logo{font:800 22px system-ui;color:#c2185b;text-decoration:none}
.nw-bar ul{list-style:none;margin:0;padding:0;display:flex;gap:14px;font-size:14px}.nw-bar a{color:#333;text-decoration:none}
.nw-top{max-width:760px;margin:28px auto 12px;padding:0 18px}.nw-sec{font-size:13px;font-weight:700;color:#c2185b;text-transform:uppercase}
.nw-top h1{font-size:38px;line-height:1.12;margin:6px 0}.nw-stand{font-size:20px;color:#555}.nw-meta{font-size:14px;color:#666}
.nw-pic img{width:100%;height:auto;display:block;background:#eee}.nw-text{max-width:680px;margin:0 auto;padding:0 18px}
.nw-letter{max-width:680px;margin:24px auto;padding:16px 18px;background:#fbeff4;border-radius:10px;font-size:15px}
.nw-rel{max-width:1140px;margin:24px auto;padding:0 18px;display:flex;gap:18px;flex-wrap:wrap;font-size:15px}.nw-rel>div{flex:1;min-width:240px}
.nw-foot{background:#1d1d1d;color:#bbb;font-size:13px;padding:28px 18px;display:flex;justify-content:center;gap:36px}"""


def nw(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    sec = story.section or site.nav[1]
    return (
        _head(site, story, NW_CSS, parts)
        + f'{parts.top}<header class="nw-bar"><div><a class="nw-logo" href="/">{esc(site.name)}</a>{_links(site.nav[1:], "nw-nav")}'
        f'<a href="/login">{esc(L["login"])}</a></div></header>'
        '<main class="nw-main"><article class="nw-art"><div class="nw-top">'
        f'<p class="nw-sec"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="nw-stand">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="nw-meta">{esc(story.byline)} · {_when(story, "nw-time")} · 4 min</p></div>'
        f'<figure class="nw-pic"><img src="/_avatar/nw-{slug(story.title)[:40]}.svg" alt="" width="1140" height="540"></figure>'
        '<div class="nw-text">'
        + parts.lead
        + _text(story, parts.inbody)
        + f'<p class="nw-share"><a href="#">{esc(L["share"])}</a> · <a href="#">E-mail</a></p></div></article>'
        + f'<div class="nw-letter"><strong>{esc(L["letter"])}</strong> <form action="/signup"><input name="email" type="email" size="26"> <button>OK</button></form></div>'
        + parts.after
        + f'<section class="nw-rel"><div><h3>{esc(L["latest"])}</h3>'
        + _links([f"{s}: {site.tagline}" for s in site.nav[1:4]], "nw-rl")
        + "</div>"
        + parts.rail
        + "</section></main>"
        f'<footer class="nw-foot">{parts.before_footer}<span>{esc(site.copyright)}</span><a href="#">{esc(L["top"])}</a></footer>{parts.end}\n</body>\n</html>\n'
    )


BL_CSS = """body{margin:0;font:15px/1.7 Georgia,serif;color:#333;background:#f4f1ea}.bl-wrap{width:940px;margin:0 auto;background:#fff;box-shadow:0 0 6px #ccc}
.bl-head{padding:34px 30px 10px}.bl-head a{font:bold 34px 'Helvetica Neue',Arial,sans-serif;color:#2b5d4f;text-decoration:none}.bl-head p{margin:0;color:#999;font-style:italic}
.bl-menu ul{list-style:none;margin:0;padding:8px 30px;display:flex;gap:18px;border-top:1px solid #eee;border-bottom:1px solid #eee;font:13px Arial,sans-serif}
.bl-menu a{color:#2b5d4f;text-decoration:none}.bl-row{display:flex;gap:30px;padding:20px 30px}.bl-col{flex:1;min-width:0}.bl-side{width:230px;flex:none;font:13px/1.5 Arial,sans-serif}
.bl-side h4{text-transform:uppercase;font-size:11px;letter-spacing:1px;color:#2b5d4f;border-bottom:1px solid #ddd}.bl-date{font:12px Arial,sans-serif;color:#999}
.bl-col h1{font-size:28px;margin:4px 0 12px}.bl-filed{font:12px Arial,sans-serif;color:#888;border-top:1px solid #eee;padding-top:6px}
.bl-foot{text-align:center;font:11px Arial,sans-serif;color:#999;padding:18px}"""


def bl(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    sec = story.section or site.nav[1]
    year = int(story.iso[:4])
    side = (
        f'<div class="bl-about"><h4>{esc(L["about"])}</h4><img src="/_avatar/bl-{slug(site.name)}.svg" alt="" width="64" height="64">'
        f"<p>{esc(site.tagline)}</p></div>"
        f'<div class="bl-find"><h4>{esc(L["search"])}</h4><form action="/"><input name="s" size="18"></form></div>'
        f'<div class="bl-cloud"><h4>{esc(L["tags"])}</h4>'
        + " ".join(f'<a href="/{slug(t)}/">{esc(t)}</a>' for t in site.nav[1:])
        + f'</div><div class="bl-arch"><h4>{esc(L["archive"])}</h4><ul>'
        + "".join(f'<li><a href="/{y}/">{y}</a></li>' for y in range(year, year - 3, -1))
        + "</ul></div>"
        + parts.rail
    )
    return (
        _head(site, story, BL_CSS, parts)
        + f'{parts.top}<div class="bl-wrap"><header class="bl-head"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>'
        f'<nav class="bl-menu">{_links(site.nav, "bl-nav")}</nav>'
        f'<div class="bl-row"><div class="bl-col"><div class="bl-post">'
        f'<p class="bl-date">{_when(story, "bl-time")}</p><h1>{esc(story.title)}</h1>'
        + parts.lead
        + _text(story, parts.inbody)
        + f'<p class="bl-filed">{esc(L["posted"])}: <a href="/{slug(sec)}/">{esc(sec)}</a> · {esc(story.byline)} · <a href="#">{esc(L["share"])}</a></p>'
        + f'</div>{parts.after}</div><div class="bl-side">{side}</div></div>'
        f'<footer class="bl-foot">{parts.before_footer}{esc(site.copyright)} · <a href="#">{esc(L["top"])}</a></footer></div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_AH: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"lk": lk, "nw": nw, "bl": bl}


def render_ah(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_AH[template](site, story, parts)
