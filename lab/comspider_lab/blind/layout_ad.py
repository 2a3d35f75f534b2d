"""Page templates of blind set AD: newspapers' sites of 2010-2014 with registered readers and regional news sites,
written from memory of the general shape of such pages (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented).

Templates (``render_ad``), each a whole page:

- ``dp``: a daily paper's site of 2010-2014: a top bar with the date and the weather, "Log in | Register" and a search
  field, a masthead, a section bar and a sub-section bar, the article (kicker, headline, standfirst, byline and date,
  a share row, a picture with its caption, the text, a topics line, a "Follow this story" box, related stories), a
  right column (most read and most discussed in two lists, an advertisement, today's paper) and a footer of link
  columns (``dp-*``);
- ``rp``: a regional news site of about 2012: a strip with the date and the weather, a logo and a banner, a menu, a
  row of the latest headlines with their times, the article with a share row and related stories, a right column
  (most read, latest news with times, an advertisement) and a footer (``rp-*``).

Page parts (``PartsK``): ``top``, ``lead`` (between the byline and the text: the count and "jump to comments" line
of some pages), ``inbody`` (after the second paragraph), ``after`` (below the article), ``rail`` (appended to the
right column), ``before_footer``, ``end``. Right-to-left sites get ``dir="rtl"`` from the shared head builder.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.content_ad import FURN, LABELS, SITES_AD, FurnAD
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head, _when

__all__ = ["FURN", "LABELS", "PartsK", "SiteK", "Story", "render_ad", "widget"]


def _f(site: SiteK) -> tuple[FurnAD, dict[str, str]]:
    key = next(k for k, s in SITES_AD.items() if s is site)
    return FURN[key], LABELS[site.lang.split("-")[0]]


def _links(items: tuple[str, ...] | list[str], cls: str, tag: str = "ul") -> str:
    return (
        f'<{tag} class="{cls}">'
        + "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>' for t in items)
        + f"</{tag}>"
    )


def widget(p: str, heading: str, inner: str) -> str:
    """A unit of furniture in a template's vocabulary (``p``: the template's prefix)."""
    return f'<div class="{p}-box"><h3 class="{p}-box-h">{esc(heading)}</h3>{inner}</div>'


def _counts(story: Story) -> tuple[int, int]:
    n = sum(ord(ch) for ch in story.title)
    return 12 + n % 240, 2 + n % 60


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


def _related(p: str, f: FurnAD, L: dict[str, str]) -> str:
    if not f.related:
        return ""
    return (
        f'<div class="{p}-rel"><h3>{esc(L["related"])}</h3><ul>'
        + "".join(
            f'<li><a href="/{slug(t)}/">{esc(t)}</a> <small>{esc(d)}</small></li>' for t, d in f.related
        )
        + "</ul></div>"
    )


# --------------------------------------------------------------------------- dp: a daily paper's site, 2010-2014

DP_CSS = """body{margin:0;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222;background:#ececec}.dp-page{width:990px;margin:0 auto;background:#fff}
.dp-bar{display:flex;justify-content:space-between;padding:5px 14px;font-size:11px;background:#222;color:#ddd}.dp-bar a{color:#fff}
.dp-mast{padding:16px 14px 10px;text-align:center;border-bottom:1px solid #ccc}.dp-logo{font:bold 40px 'Times New Roman',serif;color:#111;text-decoration:none}.dp-tag{margin:0;font-size:11px;color:#777;text-transform:uppercase;letter-spacing:1px}
.dp-nav{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;background:#8b0000}.dp-nav a{display:block;padding:7px 11px;color:#fff;text-decoration:none;font-weight:bold;font-size:12px}
.dp-sub{margin:0;padding:4px 14px;list-style:none;display:flex;gap:14px;background:#f3e9e9;font-size:11px}.dp-sub a{color:#8b0000}
.dp-cols{display:flex;gap:20px;padding:14px}.dp-main{flex:1;min-width:0}.dp-right{width:300px;flex:none}
.dp-kick{color:#8b0000;font-weight:bold;text-transform:uppercase;font-size:11px;margin:0}.dp-art h1{font:bold 30px/1.15 Georgia,serif;margin:4px 0 8px}.dp-stand{font-size:16px;color:#444}
.dp-by{font-size:12px;color:#666;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}.dp-share{margin:8px 0;font-size:11px}.dp-share a{display:inline-block;background:#eee;border-radius:2px;padding:2px 8px;margin-right:4px;color:#333;text-decoration:none}
.dp-pic{margin:10px 0;background:#f4f4f4}.dp-pic figcaption{font-size:11px;color:#666;padding:4px}.dp-topics{font-size:11px;color:#666}.dp-follow{border:1px solid #ddd;background:#fafafa;padding:8px;margin:12px 0;font-size:12px}
.dp-box{margin-bottom:16px}.dp-box-h{font-size:13px;margin:0 0 6px;padding:4px 6px;background:#8b0000;color:#fff}.dp-ad{text-align:center;margin-bottom:16px}.dp-ad span{display:block;font-size:9px;color:#999;text-transform:uppercase}
.dp-rel ul{padding-left:18px}.dp-foot{display:flex;gap:34px;padding:18px 14px;background:#333;color:#bbb;font-size:11px}.dp-foot a{display:block;color:#eee}"""


def dp(site: SiteK, story: Story, parts: PartsK) -> str:
    f, L = _f(site)
    like, _ = _counts(story)
    sec = story.section or site.nav[1]
    share = (
        f'<div class="dp-share"><a href="#">{esc(L["share"])} ({like})</a><a href="/send">{esc(L["email"])}</a>'
        f'<a href="javascript:window.print()">{esc(L["print"])}</a></div>'
    )
    topics = (
        f'<p class="dp-topics">{esc(L["topics"])}: '
        + ", ".join(f'<a href="/topic/{slug(t)}/">{esc(t)}</a>' for t in f.topics)
        + "</p>"
    )
    follow = (
        f'<div class="dp-follow"><b>{esc(L["follow"])}</b> {esc(L["follow_t"])} '
        '<input name="alert" size="20"> <button type="button">OK</button></div>'
    )
    right = (
        widget("dp", L["most_read"], _links(f.most_read, "dp-mr", "ol"))
        + widget(
            "dp",
            L["most_talked"],
            '<ol class="dp-mt">'
            + "".join(
                f'<li><a href="/{slug(t)}/">{esc(t)}</a> <small>({esc(L["count"].format(n=n))})</small></li>'
                for t, n in f.most_talked
            )
            + "</ol>",
        )
        + f'<div class="dp-ad"><span>{esc(L["advert"])}</span><img src="/_avatar/ad-dp-{slug(site.name)}.svg" alt="" width="300" height="250"></div>'
        + parts.rail
        + widget(
            "dp",
            L["paper"],
            f'<p><img src="/_avatar/paper-{slug(site.name)}.svg" alt="" width="90" height="120" style="float:left;margin-right:8px">'
            f'<a href="/epaper/">{esc(L["paper_t"])}</a></p><div style="clear:both"></div>',
        )
    )
    subs = site.nav[1:5]
    footer = parts.footer if parts.footer is not None else _farm(site, "dp-foot-col")
    return (
        _head(site, story, DP_CSS, parts)
        + f'{parts.top}<div class="dp-page"><div class="dp-bar"><span>{esc(f.dateline)}</span>'
        f'<span><a href="/login">{esc(L["login"])}</a> | <a href="/register">{esc(L["register"])}</a> · '
        f'<form action="/search" style="display:inline"><input name="q" size="14"> <button type="button">{esc(L["search"])}</button></form></span></div>'
        f'<div class="dp-mast"><a class="dp-logo" href="/">{esc(site.name)}</a><p class="dp-tag">{esc(site.tagline)}</p></div>'
        + _links(site.nav, "dp-nav")
        + _links(subs, "dp-sub")
        + f'<div class="dp-cols"><div class="dp-main"><div class="dp-art">'
        f'<p class="dp-kick"><a href="/{slug(sec)}/">{esc(sec)}</a></p><h1>{esc(story.title)}</h1>'
        + (f'<p class="dp-stand">{esc(story.standfirst)}</p>' if story.standfirst else "")
        + f'<p class="dp-by">{esc(story.byline)} · {_when(story, "dp-date")}</p>'
        + parts.lead
        + share
        + f'<figure class="dp-pic"><img src="/_avatar/pic-{slug(story.title)}.svg" alt="" width="620" height="320">'
        f"<figcaption>{esc(story.title)}</figcaption></figure>"
        + _text(story, parts.inbody, "dp-text")
        + topics
        + share
        + follow
        + f"</div>{parts.after}{_related('dp', f, L)}</div>"
        f'<div class="dp-right">{right}</div></div>'
        f'<div class="dp-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)} · <a href="#top">{esc(L["top"])}</a></p></div></div>{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- rp: a regional news site, about 2012

RP_CSS = """body{margin:0;font:14px/1.55 Tahoma,Verdana,sans-serif;color:#2b2b2b;background:#dde3e8}.rp-page{width:960px;margin:0 auto;background:#fff}
.rp-strip{padding:4px 12px;font-size:11px;background:#e9eef2;color:#456}.rp-head{display:flex;justify-content:space-between;align-items:center;padding:12px}
.rp-logo{font:bold 30px Verdana,sans-serif;color:#0a5a8c;text-decoration:none}.rp-tag{font-size:11px;color:#888;margin:0}
.rp-menu{margin:0;padding:0;list-style:none;display:flex;flex-wrap:wrap;background:#0a5a8c}.rp-menu a{display:block;padding:8px 12px;color:#fff;text-decoration:none;font-size:13px}
.rp-latest{padding:5px 12px;font-size:12px;background:#fff7d6;border-bottom:1px solid #eadfa8}.rp-latest b{color:#b35c00}.rp-latest span{margin-right:16px}
.rp-cols{display:flex;gap:18px;padding:12px}.rp-main{flex:1;min-width:0}.rp-right{width:280px;flex:none}.rp-art h1{font:bold 26px/1.25 Tahoma,sans-serif;margin:4px 0;color:#0a3a5c}
.rp-meta{font-size:12px;color:#777}.rp-share{margin:8px 0;font-size:12px}.rp-share a{margin-right:10px}.rp-box{margin-bottom:16px;border:1px solid #d5dde3}.rp-box-h{margin:0;padding:5px 8px;font-size:13px;background:#0a5a8c;color:#fff}
.rp-box ul,.rp-box ol{margin:6px 0;padding-left:26px}.rp-ad{text-align:center;margin-bottom:16px}.rp-ad span{display:block;font-size:9px;color:#999}.rp-foot{display:flex;gap:30px;padding:16px 12px;background:#0a3a5c;color:#cde;font-size:12px}.rp-foot a{display:block;color:#fff}"""


def rp(site: SiteK, story: Story, parts: PartsK) -> str:
    f, L = _f(site)
    like, _ = _counts(story)
    sec = story.section or site.nav[1]
    latest_row = (
        '<div class="rp-latest">'
        + "".join(f'<span><b>{esc(t)}</b> <a href="/{slug(h)}/">{esc(h)}</a></span>' for t, h in f.latest)
        + "</div>"
    )
    right = (
        widget("rp", L["most_read"], _links(f.most_read, "rp-mr", "ol"))
        + f'<div class="rp-ad"><span>{esc(L["advert"])}</span><img src="/_avatar/ad-rp-{slug(site.name)}.svg" alt="" width="250" height="250"></div>'
        + widget(
            "rp",
            L["most_talked"],
            '<ul class="rp-mt">'
            + "".join(
                f'<li><a href="/{slug(t)}/">{esc(t)}</a> <small>({esc(L["count"].format(n=n))})</small></li>'
                for t, n in f.most_talked
            )
            + "</ul>",
        )
        + parts.rail
    )
    footer = parts.footer if parts.footer is not None else _farm(site, "rp-foot-col")
    return (
        _head(site, story, RP_CSS, parts)
        + f'{parts.top}<div class="rp-page"><div class="rp-strip">{esc(f.dateline)} · <a href="/login">{esc(L["login"])}</a> · <a href="/register">{esc(L["register"])}</a></div>'
        f'<div class="rp-head"><div><a class="rp-logo" href="/">{esc(site.name)}</a><p class="rp-tag">{esc(site.tagline)}</p></div>'
        f'<img src="/_avatar/banner-{slug(site.name)}.svg" alt="" width="468" height="60"></div>'
        + _links(site.nav, "rp-menu")
        + latest_row
        + f'<div class="rp-cols"><div class="rp-main"><div class="rp-art"><p class="rp-meta"><a href="/">{esc(site.nav[0])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="rp-dek"><b>{esc(story.standfirst)}</b></p>' if story.standfirst else "")
        + f'<p class="rp-meta">{esc(story.byline)} · {_when(story, "rp-date")}</p>'
        + parts.lead
        + f'<div class="rp-share"><a href="#">{esc(L["share"])} ({like})</a><a href="/send">{esc(L["email"])}</a><a href="javascript:window.print()">{esc(L["print"])}</a></div>'
        + _text(story, parts.inbody, "rp-text")
        + f"</div>{parts.after}{_related('rp', f, L)}</div>"
        f'<div class="rp-right">{right}</div></div>'
        f'<div class="rp-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div>{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_AD: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"dp": dp, "rp": rp}


def render_ad(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_AD[template](site, story, parts)
