"""Page templates of blind set AG, written for this set (no saved page opened, no vendor's or theme's code copied; every
class, name and text invented).

- ``rg``: a regional news portal of 2010-2019: a masthead with the date and "Log in", a red menu, a breadcrumb, the
  article (headline, byline line with the time, a picture with a caption, the text, a share row), a right column
  (latest with times, most read) and a dark footer (``rg-*``);
- ``bk``: a personal blog of 2008-2013: a centred column, the blog's name, a row of links, the post (date line,
  title, text, "Filed under … · Share"), a narrow sidebar on the left (about, search, archive) and a footer (``bk-*``);
- ``mz``: a web magazine of 2019-2025: a sticky header, the section label, a large headline and standfirst, the
  author's card, a full-width picture, the text in a narrow column, a related box and a footer with columns (``mz-*``).

Page parts (``PartsK``): ``top``, ``lead``, ``inbody`` (after the first paragraph), ``after`` (below the article or
post), ``rail`` (the right column, the sidebar or the related box), ``before_footer``, ``end``, ``head``.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.content_ag import LABELS, SITES_AG
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head, _when

__all__ = ["SITES_AG", "PartsK", "SiteK", "Story", "render_ag"]


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


RG_CSS = """body{margin:0;font:15px/1.55 Verdana,Arial,sans-serif;color:#222;background:#e9e9e9}.rg-page{width:1000px;margin:0 auto;background:#fff}
.rg-mast{display:flex;justify-content:space-between;align-items:flex-end;padding:16px 20px 10px}.rg-name{font:bold 34px 'Times New Roman',serif;color:#a00;text-decoration:none}
.rg-mast small{color:#777}.rg-menu ul{margin:0;padding:0 12px;list-style:none;display:flex;background:#a00}.rg-menu a{display:block;padding:8px 12px;color:#fff;text-decoration:none;font-weight:bold;font-size:13px}
.rg-crumb{padding:6px 20px;font-size:11px;color:#888}.rg-body{display:flex;gap:24px;padding:0 20px 20px}.rg-main{flex:1;min-width:0}.rg-col{width:280px;flex:none;font-size:13px}
.rg-main h1{font:bold 28px/1.2 Georgia,serif;margin:6px 0}.rg-by{font-size:12px;color:#666;border-bottom:1px solid #ddd;padding-bottom:6px}
.rg-fig img{width:100%;height:auto;background:#ccc}.rg-fig figcaption{font-size:11px;color:#777}.rg-share a{margin-right:8px;font-size:12px}
.rg-box{border:1px solid #ddd;margin-bottom:16px}.rg-box h3{margin:0;padding:5px 8px;background:#f3f3f3;font-size:13px}.rg-box ul{margin:6px 0;padding-left:22px}
.rg-foot{background:#333;color:#bbb;font-size:11px;padding:14px 20px}"""


def rg(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    sec = story.section or site.nav[1]
    col = (
        f'<div class="rg-box"><h3>{esc(L["latest"])}</h3><ul>'
        + "".join(
            f'<li><a href="/{slug(s)}/">{esc(s)}: {esc(story.title[:26])}…</a></li>' for s in site.nav[1:4]
        )
        + f'</ul></div><div class="rg-box"><h3>{esc(L["popular"])}</h3>'
        + _links([f"{s} · {site.name}" for s in site.nav[2:5]], "rg-pop", "ol")
        + "</div>"
        + parts.rail
    )
    return (
        _head(site, story, RG_CSS, parts)
        + f'{parts.top}<div class="rg-page"><header class="rg-mast"><a class="rg-name" href="/">{esc(site.name)}</a>'
        f'<small>{esc(site.tagline)} · {esc(story.shown)} · <a href="/login">{esc(L["login"])}</a></small></header>'
        f'<nav class="rg-menu">{_links(site.nav, "rg-nav")}</nav>'
        f'<p class="rg-crumb"><a href="/">{esc(site.nav[0])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        '<div class="rg-body"><div class="rg-main"><div class="rg-art">'
        f'<h1>{esc(story.title)}</h1><p class="rg-by">{esc(story.byline)} · {_when(story, "rg-time")}</p>'
        f'<figure class="rg-fig"><img src="/_avatar/fig-{slug(story.title)[:40]}.svg" alt="" width="680" height="380">'
        f"<figcaption>{esc(site.name)}</figcaption></figure>"
        + parts.lead
        + _text(story, parts.inbody)
        + f'<p class="rg-share"><a href="#">{esc(L["share"])}</a><a href="#">E-mail</a><a href="#">Print</a></p>'
        + f"</div>{parts.after}</div>"
        f'<div class="rg-col">{col}</div></div>'
        f'<footer class="rg-foot">{parts.before_footer}{esc(site.copyright)} · <a href="#">{esc(L["top"])}</a></footer></div>{parts.end}\n</body>\n</html>\n'
    )


BK_CSS = """body{margin:0;font:14px/1.7 'Trebuchet MS',sans-serif;color:#333;background:#f7f5ef}.bk-wrap{width:900px;margin:0 auto}
.bk-top{padding:30px 0 8px;text-align:center}.bk-top a{font:italic 36px Georgia,serif;color:#35652f;text-decoration:none}.bk-top p{margin:0;color:#8a8a7a}
.bk-links ul{list-style:none;margin:0 0 18px;padding:6px;display:flex;justify-content:center;gap:18px;border-top:1px solid #cfc9b8;border-bottom:1px solid #cfc9b8}
.bk-links a{color:#35652f;text-decoration:none}.bk-row{display:flex;gap:30px}.bk-side{width:200px;flex:none;font-size:12px}.bk-side h4{margin:0 0 4px;color:#35652f}
.bk-side div{margin-bottom:18px}.bk-col{flex:1;min-width:0;background:#fff;padding:20px 26px;border:1px solid #e4dfd2}
.bk-dl{color:#999;font-size:12px}.bk-col h1{font:normal 26px Georgia,serif;margin:4px 0 10px}.bk-filed{font-size:12px;color:#888;border-top:1px dotted #ccc;padding-top:6px}
.bk-foot{text-align:center;font-size:11px;color:#999;padding:20px}"""


def bk(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    sec = story.section or site.nav[1]
    year = int(story.iso[:4])
    side = (
        f'<div class="bk-about"><h4>{esc(L["about"])}</h4><img src="/_avatar/bk-{slug(site.name)}.svg" alt="" width="56" height="56">'
        f"<p>{esc(site.tagline)}</p></div>"
        f'<div class="bk-find"><h4>{esc(L["search"])}</h4><form action="/"><input name="q" size="14"></form></div>'
        f'<div class="bk-arch"><h4>{esc(L["archive"])}</h4><ul>'
        + "".join(f'<li><a href="/{y}/">{y}</a></li>' for y in range(year, year - 4, -1))
        + "</ul></div>"
        + parts.rail
    )
    return (
        _head(site, story, BK_CSS, parts)
        + f'{parts.top}<div class="bk-wrap"><header class="bk-top"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></header>'
        f'<nav class="bk-links">{_links(site.nav, "bk-nav")}</nav>'
        f'<div class="bk-row"><div class="bk-side">{side}</div><div class="bk-col"><div class="bk-post">'
        f'<p class="bk-dl">{_when(story, "bk-date")}</p><h1>{esc(story.title)}</h1>'
        + parts.lead
        + _text(story, parts.inbody)
        + f'<p class="bk-filed">{esc(L["posted"])}: <a href="/{slug(sec)}/">{esc(sec)}</a> · {esc(story.byline)} · <a href="#">{esc(L["share"])}</a></p>'
        + f"</div>{parts.after}</div></div>"
        f'<footer class="bk-foot">{parts.before_footer}{esc(site.copyright)} · <a href="#">{esc(L["top"])}</a></footer></div>{parts.end}\n</body>\n</html>\n'
    )


MZ_CSS = """body{margin:0;font:18px/1.65 system-ui,sans-serif;color:#1a1a1a;background:#fff}.mz-head{position:sticky;top:0;background:#fff;border-bottom:1px solid #eee;z-index:2}
.mz-head div{max-width:1180px;margin:0 auto;padding:10px 20px;display:flex;gap:24px;align-items:center}.mz-logo{font:900 24px system-ui;color:#0b5;text-decoration:none;letter-spacing:-1px}
.mz-head ul{list-style:none;margin:0;padding:0;display:flex;gap:16px;font-size:14px}.mz-head a{color:#333;text-decoration:none}
.mz-top{max-width:820px;margin:30px auto 10px;padding:0 20px}.mz-sec{font-size:13px;font-weight:700;text-transform:uppercase;color:#0b5}.mz-top h1{font-size:40px;line-height:1.1;margin:8px 0}
.mz-stand{font-size:21px;color:#555}.mz-card{display:flex;gap:10px;align-items:center;font-size:14px;color:#666}.mz-card img{border-radius:50%}
.mz-pic img{width:100%;height:auto;display:block;background:#e5e5e5}.mz-text{max-width:680px;margin:0 auto;padding:0 20px}
.mz-rel{max-width:680px;margin:30px auto;padding:16px 20px;background:#f5f5f0;border-radius:8px;font-size:15px}
.mz-foot{background:#111;color:#aaa;font-size:13px;padding:30px 20px;display:flex;justify-content:center;gap:40px}"""


def mz(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    sec = story.section or site.nav[1]
    return (
        _head(site, story, MZ_CSS, parts)
        + f'{parts.top}<header class="mz-head"><div><a class="mz-logo" href="/">{esc(site.name)}</a>{_links(site.nav[1:], "mz-nav")}'
        f'<a href="/login">{esc(L["login"])}</a></div></header>'
        '<main class="mz-main"><article class="mz-art"><div class="mz-top">'
        f'<p class="mz-sec"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="mz-stand">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<div class="mz-card"><img src="/_avatar/au-{slug(story.byline)}.svg" alt="" width="36" height="36"><span>{esc(story.byline)}</span> · {_when(story, "mz-time")}</div></div>'
        f'<figure class="mz-pic"><img src="/_avatar/pic-{slug(story.title)[:40]}.svg" alt="" width="1180" height="560"></figure>'
        '<div class="mz-text">'
        + parts.lead
        + _text(story, parts.inbody)
        + f'<p class="mz-share"><a href="#">{esc(L["share"])}</a> · <a href="#">E-mail</a></p></div></article>'
        + parts.after
        + f'<aside class="mz-rel"><h3>{esc(L["latest"])}</h3>'
        + _links([f"{s}: {site.tagline}" for s in site.nav[1:4]], "mz-rl")
        + parts.rail
        + "</aside></main>"
        f'<footer class="mz-foot">{parts.before_footer}<span>{esc(site.copyright)}</span><a href="#">{esc(L["top"])}</a></footer>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_AG: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"rg": rg, "bk": bk, "mz": mz}


def render_ag(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_AG[template](site, story, parts)
