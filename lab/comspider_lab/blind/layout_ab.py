"""Page templates of blind set AB: news and blog article pages of 2009-2013 as a crawler of 2012 saved them, with the
heavy furniture of that era around the article, written from memory of the general shape of such pages (no saved page
opened, no vendor's or theme's code copied; every class, name and text invented).

Templates (``render_ab``), each a whole page:

- ``po``: a regional daily's portal of about 2012: a leaderboard advertisement, a masthead with the date line, the
  weather and "Log in | Register", a long navigation bar and a sub-navigation, a "latest" ticker in a ``<marquee>``,
  an optional left column of section links, the article with a print/email/text-size toolbar, a share bar with counts
  and a tags line, the right rail (most read, most commented with counts, a poll with results, the weather, an
  advertisement, a newsletter box), related stories below what comes after the article, a footer of link columns
  (``po-*``);
- ``bg``: a blog of 2009-2012 (a personal, group or newspaper's blog): a header with the blog's title and tagline, a
  menu of pages, the post with "Posted by X on date in Category", "Filed under / Tagged", a share line with counts,
  the previous and next posts, a sidebar (left or right) with search, about, recent posts, archives by month, a tag
  cloud, a blogroll and meta links, a footer (``bg-*``);
- ``tl``: a weekly's table layout of about 2009: one centred ``<table width=960>``, a masthead row, a row of links,
  three cells (sections and the weather; the article; most read and a poll), ``<font>`` tags (``tl-*``);
- ``mo``: a news site's mobile pages of about 2012: a bar with the logo and "Sections", the article, share buttons,
  the most read, "Back to top | Full site" (``mo-*``).

Page parts (``PartsK``): ``top``, ``lead`` (between the byline and the text), ``inbody`` (after the second paragraph),
``after`` (below the article), ``rail`` (appended to the right rail, the sidebar, or the mobile page's end),
``before_footer``, ``end``.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.content_ab import FURN, LABELS, SITES_AB, FurnAB
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head, _when

__all__ = ["FURN", "LABELS", "PartsK", "SiteK", "Story", "box", "render_ab", "share_bar"]


def _f(site: SiteK) -> tuple[FurnAB, dict[str, str]]:
    key = next(k for k, s in SITES_AB.items() if s is site)
    return FURN[key], LABELS[site.lang]


def _links(items: tuple[str, ...] | list[str], cls: str, tag: str = "ul") -> str:
    return (
        f'<{tag} class="{cls}">'
        + "".join(f'<li><a href="/{slug(t)}/">{esc(t)}</a></li>' for t in items)
        + f"</{tag}>"
    )


def box(p: str, heading: str, inner: str) -> str:
    """A unit of furniture in a template's vocabulary (``p``: the template's prefix)."""
    return f'<div class="{p}-box"><h3 class="{p}-box-h">{esc(heading)}</h3>{inner}</div>'


def share_bar(p: str, lang: str, likes: int, shares: int) -> str:
    L = LABELS[lang]
    return (
        f'<div class="{p}-share"><a class="{p}-sh-like" href="#">{esc(L["like"])} <b>{likes}</b></a> '
        f'<a class="{p}-sh-share" href="#">{esc(L["share"])} <b>{shares}</b></a> '
        f'<a class="{p}-sh-mail" href="/send?article">{esc(L["email"])}</a> '
        f'<a class="{p}-sh-print" href="javascript:window.print()">{esc(L["print"])}</a></div>'
    )


def _toolbar(p: str, L: dict[str, str]) -> str:
    return (
        f'<div class="{p}-tools"><a href="javascript:window.print()">{esc(L["print"])}</a> | '
        f'<a href="/send?article">{esc(L["email"])}</a> | {esc(L["size"])}: '
        '<a href="#" style="font-size:11px">A</a> <a href="#" style="font-size:14px">A</a> <a href="#" style="font-size:17px">A</a></div>'
    )


def _tags_line(p: str, f: FurnAB, L: dict[str, str]) -> str:
    if not f.tags:
        return ""
    return (
        f'<p class="{p}-tagline">{esc(L["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in f.tags[:5])
        + "</p>"
    )


def _most_read(p: str, f: FurnAB, L: dict[str, str]) -> str:
    if not f.most_read:
        return ""
    return box(p, L["most_read"], _links(f.most_read, f"{p}-mr", "ol"))


def _most_talked(p: str, f: FurnAB, L: dict[str, str]) -> str:
    if not f.most_talked:
        return ""
    return box(
        p,
        L["most_talked"],
        f'<ol class="{p}-talked">'
        + "".join(
            f'<li><a href="/{slug(t)}/">{esc(t)}</a> <span class="{p}-n">({n})</span></li>'
            for t, n in f.most_talked
        )
        + "</ol>",
    )


def _poll(p: str, f: FurnAB, L: dict[str, str]) -> str:
    q, options, total = f.poll
    if not q:
        return ""
    form = "".join(
        f'<label><input type="radio" name="poll" value="{i}"> {esc(o)}</label><br>'
        for i, (o, _) in enumerate(options)
    )
    bars = "".join(
        f'<div class="{p}-bar"><span>{esc(o)}</span> <span style="display:inline-block;background:#8aa;height:8px;width:{pct}px"></span> {pct}%</div>'
        for o, pct in options
    )
    return box(
        p,
        L["poll"],
        f'<p class="{p}-q">{esc(q)}</p><form action="/poll" method="post">{form}<button type="button">{esc(L["vote"])}</button></form>'
        f'<div class="{p}-res">{bars}<p>{total:,} {esc(L["votes"])}</p></div>',
    )


def _weather(p: str, f: FurnAB, L: dict[str, str]) -> str:
    place, today, tomorrow = f.weather
    if not place:
        return ""
    return box(
        p,
        f"{L['weather']}: {place}",
        f'<p class="{p}-wx"><b>{esc(L["today"])}</b> {esc(today)}<br><b>{esc(L["tomorrow"])}</b> {esc(tomorrow)}</p>',
    )


def _advert(p: str, L: dict[str, str], w: int, h: int, name: str) -> str:
    return (
        f'<div class="{p}-ad"><span class="{p}-ad-l">{esc(L["advert"])}</span>'
        f'<img src="/_avatar/ad-{name}.svg" alt="" width="{w}" height="{h}"></div>'
    )


def _newsletter(p: str, L: dict[str, str]) -> str:
    return box(
        p,
        L["news_h"],
        f'<p>{esc(L["news_t"])}</p><form action="/newsletter"><input type="text" name="email" size="16"> <button type="button">{esc(L["signup"])}</button></form>',
    )


def _related(p: str, f: FurnAB, L: dict[str, str]) -> str:
    if not f.related:
        return ""
    return (
        f'<div class="{p}-related"><h3>{esc(L["related"])}</h3><ul>'
        + "".join(
            f'<li><img src="/_avatar/rel-{slug(t)}.svg" alt="" width="60" height="40"> <a href="/{slug(t)}/">{esc(t)}</a> <span class="{p}-rd">{esc(d)}</span></li>'
            for t, d in f.related
        )
        + "</ul></div>"
    )


def _farm(site: SiteK, cls: str) -> str:
    return "".join(
        f'<div class="{cls}"><h4>{esc(hd)}</h4>'
        + "".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
        for hd, items in site.farm
    )


def _text(story: Story, inbody: str, cls: str) -> str:
    paras = [f"<p>{esc(p)}</p>" for p in story.paragraphs]
    at = min(2, len(paras))
    return f'<div class="{cls}">' + "".join(paras[:at]) + inbody + "".join(paras[at:]) + "</div>"


def _likes(story: Story) -> tuple[int, int]:
    n = sum(ord(ch) for ch in story.title)
    return 20 + n % 280, 5 + n % 90


# --------------------------------------------------------------------------- po: a regional daily's portal

PO_CSS = """body{margin:0;font:13px/1.45 Verdana,Arial,sans-serif;color:#222;background:#dcdcdc}.po-page{width:990px;margin:0 auto;background:#fff}
.po-ad{text-align:center;padding:6px;background:#f3f3f3}.po-ad-l{display:block;font-size:9px;color:#999;text-transform:uppercase}
.po-mast{display:flex;justify-content:space-between;align-items:center;padding:10px 14px;border-bottom:4px solid #8b0000}.po-logo{font:bold 34px Georgia,serif;color:#8b0000;text-decoration:none}
.po-tagl{margin:0;color:#666;font-size:11px}.po-date{font-size:11px;color:#444}.po-login{font-size:11px}
.po-nav{margin:0;padding:0;list-style:none;background:#8b0000;display:flex;flex-wrap:wrap}.po-nav li a{display:block;color:#fff;padding:6px 8px;font-size:12px;text-decoration:none}
.po-sub{margin:0;padding:4px 14px;list-style:none;background:#eee;display:flex;gap:12px;font-size:11px}.po-ticker{background:#222;color:#fc0;padding:4px 14px;font-size:12px;display:flex;gap:10px}.po-ticker marquee{color:#fff}
.po-wrap{display:flex;gap:14px;padding:12px 14px}.po-left{width:140px;flex:none;font-size:12px}.po-left ul{list-style:none;margin:0;padding:0}.po-left li{border-bottom:1px dotted #ccc;padding:3px 0}
.po-main{flex:1;min-width:0}.po-rail{width:300px;flex:none}.po-box{border:1px solid #ccc;margin-bottom:12px;padding:8px}.po-box-h{margin:0 0 6px;font-size:13px;color:#8b0000;text-transform:uppercase}
.po-crumb{font-size:11px;color:#777}.po-story h1{font:bold 28px/1.15 Georgia,serif;margin:6px 0}.po-by{color:#555;font-size:12px}.po-tools,.po-share{font-size:11px;margin:6px 0;color:#555}
.po-share a{display:inline-block;border:1px solid #ccc;padding:2px 6px;margin-right:4px;border-radius:3px;color:#333;text-decoration:none}.po-tagline{font-size:11px}
.po-related ul{list-style:none;padding:0}.po-related li{margin-bottom:6px}.po-foot{display:flex;gap:28px;padding:16px 14px;background:#333;color:#ccc;font-size:11px}.po-foot a{display:block;color:#eee}"""


def po(site: SiteK, story: Story, parts: PartsK) -> str:
    f, L = _f(site)
    likes, shares = _likes(story)
    sec = story.section or site.nav[1]
    left = (
        f'<div class="po-left"><h4>{esc(L["sections"])}</h4>{_links(f.left, "po-left-l")}</div>'
        if f.left
        else ""
    )
    rail = (
        _most_read("po", f, L)
        + _most_talked("po", f, L)
        + _advert("po", L, 300, 250, "mpu")
        + _poll("po", f, L)
        + _weather("po", f, L)
        + parts.rail
        + _newsletter("po", L)
    )
    ticker = (
        f'<div class="po-ticker"><b>{esc(L["breaking"])}:</b> <marquee scrollamount="3">'
        + " +++ ".join(esc(t) for t in f.ticker)
        + "</marquee></div>"
        if f.ticker
        else ""
    )
    footer = parts.footer if parts.footer is not None else _farm(site, "po-foot-col")
    return (
        _head(site, story, PO_CSS, parts)
        + f'{parts.top}<div class="po-page">{_advert("po", L, 728, 90, "leader")}'
        f'<div class="po-mast"><div><a class="po-logo" href="/">{esc(site.name)}</a><p class="po-tagl">{esc(site.tagline)}</p></div>'
        f'<div><p class="po-date">{esc(f.dateline)} · {esc(f.weather[0])} {esc(f.weather[1])}</p>'
        f'<p class="po-login"><a href="/login">{esc(L["login"])}</a> | <a href="/register">{esc(L["register"])}</a></p>'
        f'<form action="/search"><input name="q" size="14"> <button type="button">{esc(L["search"])}</button></form></div></div>'
        + _links(site.nav, "po-nav")
        + (_links(f.subnav, "po-sub") if f.subnav else "")
        + ticker
        + f'<div class="po-wrap">{left}<div class="po-main"><p class="po-crumb"><a href="/">{esc(site.nav[0])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f'<div class="po-story"><h1>{esc(story.title)}</h1>'
        + (f'<p class="po-dek"><b>{esc(story.standfirst)}</b></p>' if story.standfirst else "")
        + f'<p class="po-by">{esc(story.byline)} | {_when(story, "po-time")}</p>'
        + _toolbar("po", L)
        + share_bar("po", site.lang, likes, shares)
        + parts.lead
        + _text(story, parts.inbody, "po-text")
        + _tags_line("po", f, L)
        + share_bar("po", site.lang, likes, shares)
        + f"</div>{parts.after}{_related('po', f, L)}</div>"
        f'<div class="po-rail">{rail}</div></div>'
        f'<div class="po-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div>{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- bg: a blog of 2009-2012

BG_CSS = """body{margin:0;font:14px/1.6 Georgia,'Times New Roman',serif;color:#333;background:#f0ebe1}.bg-page{width:940px;margin:20px auto;background:#fff;box-shadow:0 0 8px #bbb}
.bg-head{padding:30px 30px 10px;border-bottom:1px solid #ddd}.bg-title{margin:0;font-size:36px}.bg-title a{color:#4a3b2a;text-decoration:none}.bg-desc{margin:4px 0 0;color:#888;font-style:italic}
.bg-menu{margin:0;padding:8px 30px;list-style:none;display:flex;gap:18px;background:#4a3b2a}.bg-menu a{color:#f0ebe1;text-decoration:none;font:13px Arial,sans-serif}
.bg-body{display:flex;gap:30px;padding:20px 30px}.bg-main{flex:1;min-width:0}.bg-side{width:230px;flex:none;font-size:13px}.bg-box{margin-bottom:22px}.bg-box-h{font:bold 13px Arial,sans-serif;text-transform:uppercase;border-bottom:2px solid #4a3b2a;margin:0 0 6px}
.bg-ptitle{font-size:26px;margin:0 0 4px}.bg-pmeta,.bg-filed{font:12px Arial,sans-serif;color:#888}.bg-share{font:12px Arial,sans-serif;margin:10px 0}.bg-share a{margin-right:8px}
.bg-postnav{display:flex;justify-content:space-between;font:12px Arial,sans-serif;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:6px 0}.bg-cloud a{margin-right:5px}
.bg-foot{padding:14px 30px;background:#eee;font:11px Arial,sans-serif;color:#777;display:flex;gap:24px;flex-wrap:wrap}.bg-foot a{display:block}"""


def bg(site: SiteK, story: Story, parts: PartsK) -> str:
    f, L = _f(site)
    likes, shares = _likes(story)
    cloud = (
        box(
            "bg",
            L["tags"],
            '<p class="bg-cloud">'
            + " ".join(
                f'<a href="/tag/{slug(t)}/" style="font-size:{10 + (i * 7) % 11}px">{esc(t)}</a>'
                for i, t in enumerate(f.tags)
            )
            + "</p>",
        )
        if f.tags
        else ""
    )
    archives = box(
        "bg",
        L["archives"],
        "<ul>"
        + "".join(f'<li><a href="/{slug(m)}/">{esc(m)}</a> ({n})</li>' for m, n in f.archives)
        + "</ul>",
    )
    side = (
        box(
            "bg",
            L["search"],
            f'<form action="/"><input name="s" size="16"> <button type="button">{esc(L["search"])}</button></form>',
        )
        + box("bg", L["about"], f"<p>{esc(f.about)}</p>")
        + box("bg", L["recent"], _links(f.recent, "bg-recent"))
        + archives
        + cloud
        + box("bg", L["blogroll"], _links(f.blogroll, "bg-roll"))
        + parts.rail
        + box(
            "bg",
            L["meta"],
            f'<ul><li><a href="/login">{esc(L["login"])}</a></li><li><a href="/feed/">{esc(L["rss"])}</a></li></ul>',
        )
    )
    sidebar = f'<div class="bg-side">{side}</div>'
    sec = story.section or site.nav[1]
    prev, nxt = f.postnav
    main = (
        f'<div class="bg-main"><div class="bg-post"><h2 class="bg-ptitle">{esc(story.title)}</h2>'
        f'<p class="bg-pmeta">{esc(L["posted"])} {esc(story.byline)} {esc(L["on"])} {_when(story, "bg-date")} · <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        + parts.lead
        + _text(story, parts.inbody, "bg-entry")
        + f'<p class="bg-filed">{esc(L["filed"])} <a href="/{slug(sec)}/">{esc(sec)}</a>'
        + (
            f" | {esc(L['tagged'])} "
            + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in f.tags[:3])
            if f.tags
            else ""
        )
        + "</p>"
        + f'<div class="bg-share">{esc(L["share"])}: <a href="#">{esc(L["like"])} ({likes})</a> <a href="#">{esc(L["share"])} ({shares})</a> <a href="/send?post">{esc(L["email"])}</a></div></div>'
        + f'<p class="bg-postnav"><a href="/{slug(prev)}/">« {esc(prev)}</a> <a href="/{slug(nxt)}/">{esc(nxt)} »</a></p>'
        + f"{parts.after}</div>"
    )
    body = sidebar + main if f.side == "left" else main + sidebar
    footer = parts.footer if parts.footer is not None else _farm(site, "bg-foot-col")
    return (
        _head(site, story, BG_CSS, parts)
        + f'{parts.top}<div class="bg-page"><div class="bg-head"><h1 class="bg-title"><a href="/">{esc(site.name)}</a></h1>'
        f'<p class="bg-desc">{esc(site.tagline)}</p></div>'
        + _links(site.nav, "bg-menu")
        + f'<div class="bg-body">{body}</div>'
        f'<div class="bg-foot">{parts.before_footer}{footer}<p>{esc(site.copyright)} · {esc(L["powered"])}</p></div></div>{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- tl: a weekly's table layout, about 2009

TL_CSS = """body{margin:0;background:#c8d3dc;font-family:Verdana,Arial,sans-serif}.tl-frame{background:#fff}.tl-box{border:1px solid #99a;margin:6px;padding:4px;font-size:11px}.tl-box-h{margin:0;font-size:12px;background:#336;color:#fff;padding:2px 4px}
.tl-story h1{font:bold 24px Georgia,serif;margin:8px 0}.tl-foot a{margin-right:10px}"""


def tl(site: SiteK, story: Story, parts: PartsK) -> str:
    f, L = _f(site)
    nav = " | ".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)
    left = (
        f'<font size="1"><b>{esc(L["sections"])}</b></font>{_links(f.left, "tl-left")}'
        + _weather("tl", f, L)
        + _advert("tl", L, 150, 150, "tile")
    )
    right = _most_read("tl", f, L) + _most_talked("tl", f, L) + _poll("tl", f, L) + parts.rail
    footer = parts.footer if parts.footer is not None else _farm(site, "tl-foot-col")
    return (
        _head(site, story, TL_CSS, parts)
        + f'{parts.top}<table class="tl-frame" width="960" align="center" cellpadding="0" cellspacing="0" border="0">'
        f'<tr><td colspan="3" bgcolor="#333366" style="padding:10px"><font face="Georgia" size="6" color="#ffffff"><b>{esc(site.name)}</b></font><br>'
        f'<font size="2" color="#ccccff">{esc(site.tagline)} · {esc(f.dateline)}</font></td></tr>'
        f'<tr><td colspan="3" bgcolor="#ccccdd" style="padding:4px"><font size="2">{nav}</font></td></tr>'
        f'<tr valign="top"><td width="170" bgcolor="#eeeef6">{left}</td>'
        f'<td width="590" style="padding:8px"><div class="tl-story"><font size="1"><a href="/">{esc(site.nav[0])}</a> &gt; {esc(story.section or site.nav[1])}</font>'
        f"<h1>{esc(story.title)}</h1>"
        f'<font size="1" color="#666666">{esc(story.byline)} · {_when(story, "tl-date")}</font>'
        + f'<p><font size="1"><a href="javascript:window.print()">{esc(L["print"])}</a> | <a href="/send">{esc(L["email"])}</a></font></p>'
        + parts.lead
        + _text(story, parts.inbody, "tl-text")
        + f"</div>{parts.after}{_related('tl', f, L)}</td>"
        f'<td width="200" bgcolor="#f6f6fa">{right}</td></tr>'
        f'<tr><td colspan="3" bgcolor="#333366" style="padding:8px"><font size="1" color="#ffffff">{parts.before_footer}<span class="tl-foot">{footer}</span><br>{esc(site.copyright)}</font></td></tr>'
        f"</table>{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- mo: a news site's mobile pages, about 2012

MO_CSS = """body{margin:0;font:16px/1.45 Helvetica,Arial,sans-serif;color:#222;background:#fff}.mo-page{max-width:480px;margin:0 auto}.mo-bar{background:#0a4d7a;color:#fff;padding:10px;display:flex;justify-content:space-between;align-items:center}
.mo-bar a{color:#fff;text-decoration:none}.mo-logo{font-weight:bold;font-size:17px}.mo-art{padding:10px}.mo-art h1{font-size:22px;line-height:1.2;margin:4px 0}.mo-by{font-size:12px;color:#777}
.mo-share a{display:inline-block;background:#eee;border-radius:4px;padding:6px 10px;margin:4px 4px 0 0;font-size:13px;color:#333;text-decoration:none}.mo-box{padding:10px;border-top:1px solid #ddd}.mo-box-h{font-size:14px;margin:0 0 6px;color:#0a4d7a}
.mo-secs{list-style:none;margin:0;padding:0}.mo-secs li a{display:block;padding:10px;border-bottom:1px solid #eee;color:#0a4d7a;text-decoration:none}.mo-foot{padding:14px 10px;background:#eee;font-size:12px;text-align:center}"""


def mo(site: SiteK, story: Story, parts: PartsK) -> str:
    f, L = _f(site)
    likes, shares = _likes(story)
    head_extra = '<meta name="viewport" content="width=device-width, initial-scale=1">'
    parts_h = PartsK(**{**parts.__dict__, "head": head_extra + parts.head})
    return (
        _head(site, story, MO_CSS, parts_h)
        + f'{parts.top}<div class="mo-page" id="top"><div class="mo-bar"><a class="mo-logo" href="/">{esc(site.name)}</a>'
        f'<a href="#mo-sections">☰ {esc(L["sections"])}</a></div>'
        f'<div class="mo-art"><h1>{esc(story.title)}</h1><p class="mo-by">{esc(story.byline)} · {_when(story, "mo-date")}</p>'
        + parts.lead
        + _text(story, parts.inbody, "mo-text")
        + f'<div class="mo-share"><a href="#">{esc(L["like"])} {likes}</a><a href="#">{esc(L["share"])} {shares}</a><a href="/send">{esc(L["email"])}</a></div></div>'
        + parts.after
        + _most_read("mo", f, L)
        + parts.rail
        + f'<div class="mo-box" id="mo-sections"><h3 class="mo-box-h">{esc(L["sections"])}</h3>{_links(site.nav, "mo-secs")}</div>'
        f'<div class="mo-foot">{parts.before_footer}<a href="#top">{esc(L["top"])} ↑</a> | <a href="/?full=1">{esc(L["full"])}</a><br>{esc(site.copyright)}</div></div>'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES_AB: dict[str, Callable[[SiteK, Story, PartsK], str]] = {"po": po, "bg": bg, "tl": tl, "mo": mo}


def render_ab(template: str, site: SiteK, story: Story, parts: PartsK) -> str:
    return TEMPLATES_AB[template](site, story, parts)
