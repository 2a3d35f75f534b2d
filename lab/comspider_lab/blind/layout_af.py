"""Page templates of blind set AF, written for this set (no saved page opened, no vendor's or theme's code copied; every
class, name and text invented).

- ``pt``: a news portal of 2016-2024: a thin top bar with the date and "Sign in", a brand row, a menu, the article
  (kicker, headline, standfirst, a wide picture, byline and time, share links, the text, tags), an aside (most
  popular, a newsletter box) and a footer (``pt-*``);
- ``jr``: a small blog of 2012-2016: a header with the blog's name and tagline, a menu, the post (a date box, the
  title, the byline, the text, "Posted in … · Share"), a sidebar (about, search, tags, archive by month) and a footer
  (``jr-*``).

Page parts (``PartsK``): ``top``, ``lead``, ``inbody`` (after the first paragraph), ``after`` (below the article or
post), ``rail`` (the aside or sidebar), ``before_footer``, ``end``, ``head``.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.content_af import LABELS, SITES_AF
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head, _when

__all__ = ["SITES_AF", "PartsK", "SiteK", "Story", "render_af"]


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


PT_CSS = """body{margin:0;font:16px/1.6 'Helvetica Neue',Arial,sans-serif;color:#1d1d1f;background:#fff}
.pt-bar{background:#111;color:#bbb;font-size:12px}.pt-bar div{max-width:1120px;margin:0 auto;padding:4px 16px;display:flex;justify-content:space-between}.pt-bar a{color:#fff}
.pt-brand{max-width:1120px;margin:0 auto;padding:18px 16px 8px}.pt-logo{font:800 32px Georgia,serif;color:#8a1c1c;text-decoration:none}.pt-brand p{margin:0;color:#777;font-size:13px}
.pt-nav{border-top:1px solid #ddd;border-bottom:3px solid #8a1c1c}.pt-nav ul{max-width:1120px;margin:0 auto;padding:0 8px;list-style:none;display:flex;flex-wrap:wrap}.pt-nav a{display:block;padding:9px 10px;color:#222;text-decoration:none;font-weight:600;font-size:14px}
.pt-grid{max-width:1120px;margin:0 auto;padding:20px 16px;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:32px}
.pt-kicker{margin:0;text-transform:uppercase;font-size:12px;font-weight:700;color:#8a1c1c}.pt-story h1{font:700 34px/1.15 Georgia,serif;margin:6px 0 10px}
.pt-stand{font-size:19px;color:#444}.pt-hero img{width:100%;height:auto;display:block;background:#ddd}.pt-by{font-size:13px;color:#666;margin:10px 0}
.pt-share a{display:inline-block;margin-right:6px;padding:2px 10px;border-radius:12px;background:#eee;color:#333;font-size:12px;text-decoration:none}
.pt-tags{list-style:none;padding:0;display:flex;gap:8px;font-size:12px}.pt-tags a{color:#8a1c1c}
.pt-box{border-top:2px solid #111;margin-bottom:24px}.pt-box h3{font-size:14px;text-transform:uppercase;margin:8px 0}.pt-box ol{padding-left:20px;font-size:14px}
.pt-foot{background:#f2f2f2;padding:18px 16px;font-size:12px;color:#666;text-align:center}
@media (max-width:800px){.pt-grid{grid-template-columns:1fr}}"""


def pt(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    sec = story.section or site.nav[1]
    aside = (
        f'<section class="pt-box"><h3>{esc(L["popular"])}</h3>'
        + _links([f"{s}: {story.title[:22]}…" for s in site.nav[1:5]], "pt-pop", "ol")
        + "</section>"
        f'<section class="pt-box"><h3>{esc(L["newsletter"])}</h3><form action="/newsletter"><input type="email" name="e" size="20"> '
        f'<button type="button">{esc(L["subscribe"])}</button></form></section>' + parts.rail
    )
    return (
        _head(site, story, PT_CSS, parts)
        + f'{parts.top}<header class="pt-bar"><div><span>{esc(story.shown)}</span><a href="/login">{esc(L["login"])}</a></div></header>'
        f'<div class="pt-brand"><a class="pt-logo" href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>'
        f'<nav class="pt-nav">{_links(site.nav, "pt-menu")}</nav>'
        '<div class="pt-grid"><main class="pt-main"><article class="pt-story">'
        f'<p class="pt-kicker"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="pt-stand">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<figure class="pt-hero"><img src="/_avatar/hero-{slug(story.title)[:40]}.svg" alt="" width="760" height="420"></figure>'
        f'<p class="pt-by"><span class="pt-author">{esc(story.byline)}</span> · {_when(story, "pt-time")}</p>'
        f'<p class="pt-share"><a href="#">{esc(L["share"])}</a><a href="#">Facebook</a><a href="#">E-mail</a></p>'
        + parts.lead
        + _text(story, parts.inbody)
        + f'<ul class="pt-tags"><li><a href="/{slug(sec)}/">#{esc(sec)}</a></li><li><a href="/{slug(site.nav[-1])}/">#{esc(site.nav[-1])}</a></li></ul>'
        + f"</article>{parts.after}</main>"
        f'<aside class="pt-side">{aside}</aside></div>'
        f'<footer class="pt-foot">{parts.before_footer}{esc(site.copyright)} · <a href="#">{esc(L["top"])}</a></footer>{parts.end}\n</body>\n</html>\n'
    )


JR_CSS = """body{margin:0;font:15px/1.65 Georgia,serif;color:#3a3a3a;background:#efe9df}.jr-shell{width:960px;margin:20px auto;background:#fffdf8;border:1px solid #d8cfbf}
.jr-head{padding:28px 30px 12px;border-bottom:1px solid #e2d8c6}.jr-title{margin:0;font-size:30px}.jr-title a{color:#6b3e1f;text-decoration:none}.jr-head p{margin:2px 0 0;color:#9a8b74;font-style:italic}
.jr-menu ul{margin:0;padding:0 22px;list-style:none;display:flex;background:#6b3e1f}.jr-menu a{display:block;padding:7px 10px;color:#fbeedd;text-decoration:none;font:13px Verdana,sans-serif}
.jr-cols{display:flex;gap:28px;padding:22px 30px}.jr-content{flex:1;min-width:0}.jr-sidebar{width:230px;flex:none;font-size:13px}
.jr-datebox{float:left;margin:4px 14px 0 0;padding:4px 8px;background:#6b3e1f;color:#fff;font:11px Verdana,sans-serif;text-align:center}
.jr-post h1{font-size:25px;font-weight:normal;margin:0 0 2px}.jr-by{font:12px Verdana,sans-serif;color:#998}.jr-posted{clear:both;font:12px Verdana,sans-serif;color:#776;border-top:1px dashed #ccb;padding-top:6px}
.jr-w{margin-bottom:22px}.jr-w h4{margin:0 0 6px;font:bold 12px Verdana,sans-serif;text-transform:uppercase;color:#6b3e1f}.jr-w ul{padding-left:16px;margin:0}
.jr-foot{padding:12px 30px;font:11px Verdana,sans-serif;color:#998;border-top:1px solid #e2d8c6}"""


def jr(site: SiteK, story: Story, parts: PartsK) -> str:
    L = _L(site)
    sec = story.section or site.nav[1]
    year = int(story.iso[:4])
    months = [f"{year}-{m:02d}" for m in range(int(story.iso[5:7]), 0, -1)][:5]
    if len(months) < 5:
        months += [f"{year - 1}-{m:02d}" for m in range(12, 12 - (5 - len(months)), -1)]
    side = (
        f'<div class="jr-w"><h4>{esc(L["about"])}</h4><img src="/_avatar/me-{slug(site.name)}.svg" alt="" width="64" height="64">'
        f"<p>{esc(site.tagline)}</p></div>"
        f'<div class="jr-w"><h4>{esc(L["search"])}</h4><form action="/"><input name="s" size="16"></form></div>'
        f'<div class="jr-w"><h4>{esc(L["tags"])}</h4><p class="jr-cloud">'
        + " ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in site.nav[1:])
        + "</p></div>"
        f'<div class="jr-w"><h4>{esc(L["archive"])}</h4><ul>'
        + "".join(f'<li><a href="/{m}/">{m}</a></li>' for m in months)
        + "</ul></div>"
        + parts.rail
    )
    return (
        _head(site, story, JR_CSS, parts)
        + f'{parts.top}<div class="jr-shell"><header class="jr-head"><p class="jr-title"><a href="/">{esc(site.name)}</a></p><p>{esc(site.tagline)}</p></header>'
        f'<nav class="jr-menu">{_links(site.nav, "jr-nav")}</nav>'
        '<div class="jr-cols"><div class="jr-content"><div class="jr-post">'
        f'<div class="jr-datebox">{_when(story, "jr-date")}</div><h1>{esc(story.title)}</h1>'
        f'<p class="jr-by">{esc(story.byline)}</p>'
        + parts.lead
        + _text(story, parts.inbody)
        + f'<p class="jr-posted">{esc(L["posted"])}: <a href="/{slug(sec)}/">{esc(sec)}</a> · <a href="#">{esc(L["share"])}</a></p>'
        + f"</div>{parts.after}</div>"
        f'<div class="jr-sidebar">{side}</div></div>'
        f'<div class="jr-foot">{parts.before_footer}{esc(site.copyright)} · <a href="#">{esc(L["top"])}</a></div></div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_AF: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"pt": pt, "jr": jr}


def render_af(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_AF[template](site, story, parts)
