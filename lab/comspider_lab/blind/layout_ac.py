"""Page templates of blind set AC: small and mid-size news sites and blogs of 2008-2013 as a crawl of 2012 saved
them, written from memory of the general shape of such pages (no saved page opened, no vendor's or theme's code
copied; every class, name and text invented).

Templates (``render_ac``), each a whole page:

- ``nw``: a small daily's or weekly's site of about 2012: a top strip with the date line and "Sign in", a masthead, a
  navigation bar, a breadcrumb, the article with its share bar with counts ("Recommend (n)", "Share (n)"), a tags
  line and related stories, a right column (most read, most shared with counts, a tag cloud, an advertisement, a
  newsletter box) and a footer of link columns (``nw-*``);
- ``bl``: a personal or group blog of 2008-2013: a header with the blog's title and tagline, a menu, the post with
  "Posted by X" and its date, a share line with counts, a sidebar (about, search, recent posts, archives by month, a
  tag cloud, a blogroll) and a footer (``bl-*``).

Page parts (``PartsK``): ``top``, ``lead`` (between the byline and the text), ``inbody`` (after the second
paragraph), ``after`` (below the article), ``rail`` (appended to the right column or sidebar), ``before_footer``,
``end``. Right-to-left sites (``SiteK.direction``) get ``dir="rtl"`` from the shared head builder.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.content_ac import FURN, LABELS, SITES_AC, FurnAC
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head, _when

__all__ = ["FURN", "LABELS", "PartsK", "SiteK", "Story", "render_ac", "widget"]


def _f(site: SiteK) -> tuple[FurnAC, dict[str, str]]:
    key = next(k for k, s in SITES_AC.items() if s is site)
    return FURN[key], LABELS[site.lang]


def _links(items: tuple[str, ...] | list[str], cls: str, tag: str = "ul") -> str:
    return (
        f'<{tag} class="{cls}">'
        + "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>' for t in items)
        + f"</{tag}>"
    )


def widget(p: str, heading: str, inner: str) -> str:
    """A unit of furniture in a template's vocabulary (``p``: the template's prefix)."""
    return f'<div class="{p}-wdg"><h3 class="{p}-wdg-h">{esc(heading)}</h3>{inner}</div>'


def _counts(story: Story) -> tuple[int, int]:
    n = sum(ord(ch) for ch in story.title)
    return 10 + n % 190, 3 + n % 70


def _cloud(p: str, f: FurnAC, L: dict[str, str]) -> str:
    if not f.tags:
        return ""
    return widget(
        p,
        L["tags"],
        f'<p class="{p}-cloud">'
        + " ".join(
            f'<a href="/tag/{slug(t)}/" style="font-size:{10 + (i * 5) % 12}px">{esc(t)}</a>'
            for i, t in enumerate(f.tags)
        )
        + "</p>",
    )


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


# --------------------------------------------------------------------------- nw: a small paper's site, about 2012

NW_CSS = """body{margin:0;font:13px/1.5 Arial,Helvetica,sans-serif;color:#1d1d1d;background:#e9e6df}.nw-page{width:980px;margin:0 auto;background:#fff}
.nw-strip{display:flex;justify-content:space-between;padding:4px 12px;font-size:11px;background:#f4f2ec;color:#555}.nw-mast{padding:14px 12px;border-bottom:3px solid #1f4e79}
.nw-logo{font:bold 32px Georgia,serif;color:#1f4e79;text-decoration:none}.nw-tagl{margin:2px 0 0;color:#777;font-size:12px}
.nw-nav{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;background:#1f4e79}.nw-nav a{display:block;padding:6px 10px;color:#fff;text-decoration:none;font-size:12px}
.nw-cols{display:flex;gap:18px;padding:12px}.nw-main{flex:1;min-width:0}.nw-right{width:290px;flex:none}.nw-crumb{font-size:11px;color:#888}
.nw-story h1{font:bold 27px/1.2 Georgia,serif;margin:6px 0}.nw-by{font-size:12px;color:#666}.nw-share{margin:8px 0;font-size:11px}
.nw-share a{display:inline-block;border:1px solid #c9c9c9;border-radius:3px;padding:2px 7px;margin-right:5px;color:#333;text-decoration:none;background:#fafafa}
.nw-tagline{font-size:11px;color:#666}.nw-wdg{border-top:3px solid #1f4e79;margin-bottom:14px;padding-top:4px}.nw-wdg-h{font-size:13px;margin:0 0 6px;text-transform:uppercase;color:#1f4e79}
.nw-related ul{padding-left:16px}.nw-ad{text-align:center;background:#f3f3f3;padding:6px;margin-bottom:14px}.nw-ad span{display:block;font-size:9px;color:#999;text-transform:uppercase}
.nw-foot{display:flex;gap:30px;padding:16px 12px;background:#263238;color:#ccc;font-size:11px}.nw-foot a{display:block;color:#eee}"""


def nw(site: SiteK, story: Story, parts: PartsK) -> str:
    f, L = _f(site)
    rec, shr = _counts(story)
    sec = story.section or site.nav[1]
    share = (
        f'<div class="nw-share"><a href="#">{esc(L["like"])} ({rec})</a><a href="#">{esc(L["share"])} ({shr})</a>'
        f'<a href="/send">{esc(L["email"])}</a><a href="javascript:window.print()">{esc(L["print"])}</a></div>'
    )
    tags = (
        f'<p class="nw-tagline">{esc(L["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in f.tags[:4])
        + "</p>"
        if f.tags
        else ""
    )
    related = (
        f'<div class="nw-related"><h3>{esc(L["related"])}</h3><ul>'
        + "".join(
            f'<li><a href="/{slug(t)}/">{esc(t)}</a> <small>{esc(d)}</small></li>' for t, d in f.related
        )
        + "</ul></div>"
        if f.related
        else ""
    )
    right = (
        (widget("nw", L["most_read"], _links(f.most_read, "nw-mr", "ol")) if f.most_read else "")
        + (
            widget(
                "nw",
                L["most_shared"],
                '<ul class="nw-ms">'
                + "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a> <b>{n}</b></li>' for t, n in f.most_shared)
                + "</ul>",
            )
            if f.most_shared
            else ""
        )
        + f'<div class="nw-ad"><span>{esc(L["advert"])}</span><img src="/_avatar/ad-nw-{slug(site.name)}.svg" alt="" width="250" height="250"></div>'
        + _cloud("nw", f, L)
        + parts.rail
        + widget(
            "nw",
            L["news_h"],
            f'<p>{esc(L["news_t"])}</p><form action="/newsletter"><input name="email" size="18"> <button type="button">{esc(L["signup"])}</button></form>',
        )
    )
    footer = parts.footer if parts.footer is not None else _farm(site, "nw-foot-col")
    return (
        _head(site, story, NW_CSS, parts)
        + f'{parts.top}<div class="nw-page"><div class="nw-strip"><span>{esc(f.dateline)}</span>'
        f'<span><a href="/login">{esc(L["login"])}</a> · <form action="/search" style="display:inline"><input name="q" size="12"> <button type="button">{esc(L["search"])}</button></form></span></div>'
        f'<div class="nw-mast"><a class="nw-logo" href="/">{esc(site.name)}</a><p class="nw-tagl">{esc(site.tagline)}</p></div>'
        + _links(site.nav, "nw-nav")
        + f'<div class="nw-cols"><div class="nw-main"><p class="nw-crumb"><a href="/">{esc(site.nav[0])}</a> » <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f'<div class="nw-story"><h1>{esc(story.title)}</h1>'
        + (f'<p class="nw-dek"><b>{esc(story.standfirst)}</b></p>' if story.standfirst else "")
        + f'<p class="nw-by">{esc(story.byline)} · {_when(story, "nw-date")}</p>'
        + share
        + parts.lead
        + _text(story, parts.inbody, "nw-text")
        + tags
        + share
        + f"</div>{parts.after}{related}</div>"
        f'<div class="nw-right">{right}</div></div>'
        f'<div class="nw-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div>{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- bl: a blog of 2008-2013

BL_CSS = """body{margin:0;font:14px/1.65 'Trebuchet MS',Verdana,sans-serif;color:#333;background:#dfe6e9}.bl-page{width:900px;margin:18px auto;background:#fff;border:1px solid #c5ced2}
.bl-head{padding:26px 24px 12px;background:#3d5a66;color:#fff}.bl-title{margin:0;font:bold 30px Georgia,serif}.bl-title a{color:#fff;text-decoration:none}.bl-desc{margin:4px 0 0;color:#cfe0e6;font-size:13px}
.bl-menu{margin:0;padding:6px 24px;list-style:none;display:flex;gap:16px;background:#2c434c}.bl-menu a{color:#e6eef1;text-decoration:none;font-size:12px}
.bl-body{display:flex;gap:26px;padding:18px 24px}.bl-main{flex:1;min-width:0}.bl-side{width:220px;flex:none;font-size:12px}.bl-wdg{margin-bottom:18px}.bl-wdg-h{font-size:12px;text-transform:uppercase;border-bottom:1px solid #3d5a66;margin:0 0 6px}
.bl-ptitle{font:bold 24px Georgia,serif;margin:0 0 4px}.bl-pmeta{font-size:11px;color:#888}.bl-share{font-size:11px;margin:10px 0;color:#666}.bl-share a{margin-right:8px}
.bl-foot{padding:12px 24px;background:#eef2f3;font-size:11px;color:#777;display:flex;gap:22px;flex-wrap:wrap}.bl-foot a{display:block}"""


def bl(site: SiteK, story: Story, parts: PartsK) -> str:
    f, L = _f(site)
    rec, shr = _counts(story)
    sec = story.section or site.nav[1]
    side = (
        (widget("bl", L["about"], f"<p>{esc(f.about)}</p>") if f.about else "")
        + widget(
            "bl",
            L["search"],
            f'<form action="/"><input name="s" size="14"> <button type="button">{esc(L["search"])}</button></form>',
        )
        + (widget("bl", L["recent"], _links(f.recent, "bl-recent")) if f.recent else "")
        + (
            widget(
                "bl",
                L["archives"],
                "<ul>"
                + "".join(f'<li><a href="/{slug(m)}/">{esc(m)}</a> ({n})</li>' for m, n in f.archives)
                + "</ul>",
            )
            if f.archives
            else ""
        )
        + _cloud("bl", f, L)
        + (widget("bl", L["blogroll"], _links(f.blogroll, "bl-roll")) if f.blogroll else "")
        + parts.rail
    )
    footer = parts.footer if parts.footer is not None else _farm(site, "bl-foot-col")
    return (
        _head(site, story, BL_CSS, parts)
        + f'{parts.top}<div class="bl-page"><div class="bl-head"><h1 class="bl-title"><a href="/">{esc(site.name)}</a></h1>'
        f'<p class="bl-desc">{esc(site.tagline)}</p></div>'
        + _links(site.nav, "bl-menu")
        + f'<div class="bl-body"><div class="bl-main"><div class="bl-post"><h2 class="bl-ptitle">{esc(story.title)}</h2>'
        f'<p class="bl-pmeta">{esc(L["posted"])} {esc(story.byline)} · {_when(story, "bl-date")} · <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        + parts.lead
        + _text(story, parts.inbody, "bl-entry")
        + f'<div class="bl-share"><a href="#">{esc(L["like"])} ({rec})</a> <a href="#">{esc(L["share"])} ({shr})</a> <a href="/send">{esc(L["email"])}</a></div></div>'
        + f"{parts.after}</div>"
        f'<div class="bl-side">{side}</div></div>'
        f'<div class="bl-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_AC: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"nw": nw, "bl": bl}


def render_ac(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_AC[template](site, story, parts)
