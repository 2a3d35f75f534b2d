"""Page templates of blind set AS, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): article pages of news sites and blogs as they were around 2008-2014, with the
heavy sidebars of that era.

- ``wp``: a self-hosted blog theme: a header with the blog's name and description, a menu bar, the post (title, date
  and author, text, a "filed under" line), older/newer links, the case's block, a right sidebar of widgets (search,
  recent posts, the case's rail, archives, categories, a calendar, the blogroll, a tag cloud), a footer (``sx-*``);
- ``bs``: a hosted-blog look: a date header above the post, "posted by … at …" under it, a sidebar with the profile,
  a followers box, a blog archive tree, labels and a blog list (``gb-*``);
- ``np``: a 2010 newspaper: a leaderboard slot, a masthead with the date, tabs of sections, a breadcrumb, the article
  with text-size and print tools and a bookmark row, a right column (the case's rail, "most read", archive, partner
  sites, tags, about), a footer of link columns (``kz-*``);
- ``tb``: a home-made CMS of 2008 laid out with a table: a banner row, a left cell of sections and archive, the
  article in the middle cell, a right cell of boxes (``tl-*``).

Page parts (``Parts``): ``inside`` (in the post after the text), ``after`` (below the post: the comments' place),
``rail_top`` (first in the sidebar), ``rail`` (in the middle of the sidebar), ``css``, ``end``.
"""

from __future__ import annotations

import calendar
import datetime as dt
from dataclasses import dataclass

from comspider_lab.blind.content_as import WORDS, SiteAS
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    section: str = ""
    related: tuple[str, ...] = ()  # recent posts / most read headlines
    lead: str = ""
    filed: str = ""  # the post's "filed under / tagged" line, as the page writes it

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    rail_top: str = ""
    rail: str = ""
    css: str = ""
    end: str = ""


def _head(site: SiteAS, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" dir="{site.direction}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/" />\n'
        f'<style type="text/css">{css}{parts.css}</style>\n</head>\n<body>\n'
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _nav(site: SiteAS, li: str = "") -> str:
    return "".join(
        f'<li{li}><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
        for i, s in enumerate(site.nav)
    )


def _links(items: tuple[str, ...], base: str) -> str:
    return "".join(f'<li><a href="/{base}/{slug(x)}/">{esc(x)}</a></li>' for x in items)


def _blogroll(site: SiteAS) -> str:
    return "".join(f'<li><a href="http://{slug(x)}.example.net/">{esc(x)}</a></li>' for x in site.blogroll)


def _cloud(site: SiteAS) -> str:
    sizes = (22, 11, 16, 13, 19, 10, 14, 12)
    return " ".join(
        f'<a href="/tag/{slug(t)}/" style="font-size:{sizes[i % len(sizes)]}px">{esc(t)}</a>'
        for i, t in enumerate(site.tags)
    )


def _calendar(site: SiteAS, story: Story, cls: str) -> str:
    day = dt.date.fromisoformat(story.iso[:10])
    first, ndays = calendar.monthrange(day.year, day.month)
    heads = "".join(f"<th>{esc(d)}</th>" for d in WORDS[site.lang]["days"].split())
    cells = ["<td></td>"] * first + [
        f'<td><a href="/{day.year}/{day.month:02d}/{d:02d}/">{d}</a></td>'
        if d in (day.day, max(1, day.day - 3), max(1, day.day - 9))
        else f"<td>{d}</td>"
        for d in range(1, ndays + 1)
    ]
    cells += ["<td></td>"] * (-len(cells) % 7)
    rows = "".join("<tr>" + "".join(cells[i : i + 7]) + "</tr>" for i in range(0, len(cells), 7))
    return f'<table class="{cls}"><caption>{day.year}-{day.month:02d}</caption><thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table>'


def _search(site: SiteAS, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<form class="{cls}" method="get" action="/"><input type="text" name="s" size="18" /> '
        f'<input type="submit" value="{esc(w["search"])}" /></form>'
    )


WP_CSS = """body{margin:0;background:#e9e4da;font:13px/1.6 Georgia,"Times New Roman",serif;color:#333}#sx-page{width:960px;margin:16px auto;background:#fff;border:1px solid #d3cbbd}
#sx-head{padding:28px 30px 18px;background:#5b6f3c;color:#f3f0e6}#sx-head h1{margin:0;font:normal 34px Georgia,serif}#sx-head h1 a{color:#fff;text-decoration:none}#sx-head p{margin:4px 0 0;font-style:italic}
ul.sx-menu{margin:0;padding:0 24px;list-style:none;background:#3f4f27;overflow:hidden}ul.sx-menu li{float:left}ul.sx-menu a{display:block;padding:8px 14px;color:#e9efd8;text-decoration:none;font:bold 12px Verdana,sans-serif}
#sx-body{overflow:hidden;padding:20px 30px}#sx-content{float:left;width:610px}#sx-side{float:right;width:250px;font-size:12px}
.sx-post h2{font:normal 26px Georgia,serif;margin:0 0 4px;color:#3f4f27}.sx-meta{color:#999;font-size:11px;text-transform:uppercase;letter-spacing:1px}.sx-filed{font-size:11px;color:#777;border-top:1px dotted #ccc;padding-top:6px;margin-top:14px}
.sx-nav{overflow:hidden;margin:16px 0;font-size:12px}.sx-nav .l{float:left}.sx-nav .r{float:right}#sx-side h3{font:bold 11px Verdana,sans-serif;text-transform:uppercase;letter-spacing:1px;border-bottom:1px solid #ddd;color:#5b6f3c}
#sx-side ul{padding-left:16px}.sx-cal{width:100%;font-size:11px;text-align:center}#sx-foot{clear:both;background:#3f4f27;color:#cfd8b8;padding:14px 30px;font-size:11px}"""


def wp(site: SiteAS, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    rel = story.related or site.nav[1:]
    return (
        _head(site, story, WP_CSS, parts)
        + f'<div id="sx-page"><div id="sx-head"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.tagline)}</p></div>\n'
        f'<ul class="sx-menu">{_nav(site)}</ul>\n<div id="sx-body"><div id="sx-content">'
        f'<div class="sx-post" id="post-{len(story.title) * 37}"><h2>{esc(story.title)}</h2>'
        f'<div class="sx-meta">{esc(story.shown)} · {esc(story.byline)}</div><div class="sx-entry">'
        + _paras(story)
        + parts.inside
        + f'</div><div class="sx-filed">{esc(story.filed or story.section)}</div></div>\n'
        f'<div class="sx-nav"><span class="l"><a href="/{slug(rel[0])}/">« {esc(w["prev"])}</a></span>'
        f'<span class="r"><a href="/{slug(rel[-1])}/">{esc(w["next"])} »</a></span></div>\n'
        + parts.after
        + f'</div>\n<div id="sx-side">{parts.rail_top}<div class="sx-widget">{_search(site, "sx-search")}</div>'
        f'<div class="sx-widget"><h3>{esc(w["recent"])}</h3><ul>{_links(rel, "post")}</ul></div>'
        + parts.rail
        + f'<div class="sx-widget"><h3>{esc(w["archives"])}</h3><ul>{_links(site.archive, "archive")}</ul></div>'
        f'<div class="sx-widget"><h3>{esc(w["categories"])}</h3><ul>{_links(site.nav[1:], "category")}</ul></div>'
        f'<div class="sx-widget">{_calendar(site, story, "sx-cal")}</div>'
        f'<div class="sx-widget"><h3>{esc(w["blogroll"])}</h3><ul>{_blogroll(site)}</ul></div>'
        f'<div class="sx-widget"><h3>{esc(w["tags"])}</h3><p class="sx-cloud">{_cloud(site)}</p></div>'
        f'<div class="sx-widget"><h3>{esc(w["about"])}</h3><p>{esc(site.about)}</p></div></div></div>\n'
        f'<div id="sx-foot">© 2008–2014 {esc(site.name)} · {esc(w["rights"])} · <a href="/feed/">RSS</a></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


BS_CSS = """body{margin:0;background:#c9dbe3;font:14px/1.5 "Trebuchet MS",Trebuchet,Verdana,sans-serif;color:#2b2b2b}.gb-outer{width:900px;margin:0 auto;background:#fff;padding:0 0 20px}
.gb-header{background:#1e5d78;padding:30px 26px;color:#fff}.gb-header h1{margin:0;font-size:32px}.gb-header h1 a{color:#fff;text-decoration:none}.gb-header .gb-desc{margin:6px 0 0;color:#cde5ef}
.gb-tabs{margin:0;padding:6px 22px;background:#e9f1f4;list-style:none}.gb-tabs li{display:inline;margin-right:14px}.gb-cols{overflow:hidden;padding:16px 26px}.gb-main{float:left;width:590px}.gb-sidebar{float:right;width:230px;font-size:12px}
h2.gb-date{font-size:11px;text-transform:uppercase;letter-spacing:2px;color:#888;margin:0 0 6px}h3.gb-title{font-size:22px;margin:0 0 10px;color:#1e5d78}.gb-body{margin-bottom:14px}
.gb-footer{font-size:12px;color:#666;border-top:1px dashed #bbb;padding-top:6px}.gb-pager{overflow:hidden;font-size:12px;margin:14px 0}.gb-pager .a{float:left}.gb-pager .b{float:right}
.gb-sidebar h2{font-size:12px;text-transform:uppercase;color:#1e5d78;border-bottom:1px solid #cfe0e7;margin:18px 0 6px}.gb-sidebar ul{padding-left:14px;margin:0}.gb-foot{text-align:center;font-size:11px;color:#888}"""


def bs(site: SiteAS, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    rel = story.related or site.nav[1:]
    year = story.iso[:4]
    return (
        _head(site, story, BS_CSS, parts)
        + f'<div class="gb-outer"><div class="gb-header"><h1><a href="/">{esc(site.name)}</a></h1>'
        f'<p class="gb-desc">{esc(site.tagline)}</p></div><ul class="gb-tabs">{_nav(site)}</ul>\n'
        f'<div class="gb-cols"><div class="gb-main"><h2 class="gb-date"><span>{esc(story.shown)}</span></h2>'
        f'<div class="gb-post"><h3 class="gb-title">{esc(story.title)}</h3><div class="gb-body">'
        + _paras(story)
        + parts.inside
        + f'</div><div class="gb-footer">{esc(story.byline)} · {esc(story.filed or story.section)}</div></div>\n'
        f'<div class="gb-pager"><a class="a" href="/{slug(rel[-1])}.html">{esc(w["next"])}</a>'
        f'<a class="b" href="/{slug(rel[0])}.html">{esc(w["prev"])}</a></div>\n'
        + parts.after
        + f'</div>\n<div class="gb-sidebar">{parts.rail_top}<div class="gb-widget"><h2>{esc(w["about"])}</h2>'
        f'<img src="/_avatar/gb-{slug(site.key)}.svg" alt="" width="80" height="80" /><p>{esc(site.about)}</p></div>'
        f'<div class="gb-widget">{_search(site, "gb-search")}</div>'
        + parts.rail
        + f'<div class="gb-widget"><h2>{esc(w["archives"])}</h2><ul><li>▼ <a href="/{year}/">{year}</a><ul>'
        + _links(site.archive, "archive")
        + f'</ul></li><li>► <a href="/{int(year) - 1}/">{int(year) - 1}</a></li></ul></div>'
        f'<div class="gb-widget"><h2>{esc(w["categories"])}</h2><ul>{_links(site.nav[1:], "label")}</ul></div>'
        f'<div class="gb-widget"><h2>{esc(w["tags"])}</h2><p>{_cloud(site)}</p></div>'
        f'<div class="gb-widget"><h2>{esc(w["blogroll"])}</h2><ul>{_blogroll(site)}</ul></div>'
        f'<div class="gb-widget"><h2>{esc(w["recent"])}</h2><ul>{_links(rel, "post")}</ul></div></div></div>\n'
        f'<div class="gb-foot">{esc(site.name)} · {esc(w["rights"])}</div></div>\n{parts.end}\n</body>\n</html>\n'
    )


NP_CSS = """body{margin:0;background:#eef0f2;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}.kz-wrap{width:990px;margin:0 auto;background:#fff}
.kz-ad{height:90px;width:728px;margin:8px auto;background:#f4f4f4;border:1px solid #ddd;color:#aaa;text-align:center;line-height:90px;font-size:11px}
.kz-mast{border-bottom:3px solid #a01818;padding:10px 16px;overflow:hidden}.kz-mast .kz-logo{float:left;font:bold 38px Georgia,serif;color:#a01818;text-decoration:none}.kz-mast .kz-dt{float:right;color:#777;font-size:11px;margin-top:20px}
.kz-tabs{list-style:none;margin:0;padding:0 10px;background:#333;overflow:hidden}.kz-tabs li{float:left}.kz-tabs a{display:block;color:#fff;padding:7px 12px;text-decoration:none;font-weight:bold}
.kz-crumb{font-size:11px;color:#888;padding:8px 16px}.kz-cols{overflow:hidden;padding:0 16px 16px}.kz-main{float:left;width:640px}.kz-right{float:right;width:300px}
.kz-art h1{font:bold 28px/1.2 Georgia,serif;margin:0 0 8px}.kz-lead{font-weight:bold;font-size:14px}.kz-by{font-size:11px;color:#666;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:4px 0}
.kz-tools{float:right;font-size:11px}.kz-share{font-size:11px;background:#f6f6f6;padding:6px;margin:12px 0}.kz-box{border:1px solid #ddd;margin-bottom:14px}.kz-box h3{margin:0;background:#a01818;color:#fff;font-size:12px;padding:4px 8px;text-transform:uppercase}
.kz-box ul,.kz-box ol{margin:6px 0;padding-left:24px}.kz-box p{margin:6px 8px}.kz-foot{background:#2a2a2a;color:#bbb;font-size:11px;padding:14px 16px;overflow:hidden}.kz-foot ul{float:left;width:24%;list-style:none;padding:0;margin:0}.kz-foot a{color:#ddd}"""


def np(site: SiteAS, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.nav[1]
    rel = story.related or site.nav[1:]
    return (
        _head(site, story, NP_CSS, parts) + '<div class="kz-wrap"><div class="kz-ad">728 × 90</div>'
        f'<div class="kz-mast"><a class="kz-logo" href="/">{esc(site.name)}</a><span class="kz-dt">{esc(site.tagline)} · {esc(story.shown)}</span></div>'
        f'<ul class="kz-tabs">{_nav(site)}</ul>\n'
        f'<p class="kz-crumb"><a href="/">{esc(site.nav[0])}</a> &gt; <a href="/{slug(sec)}/">{esc(sec)}</a></p>'
        f'<div class="kz-cols"><div class="kz-main"><div class="kz-art"><span class="kz-tools"><a href="#">A+</a> <a href="#">A-</a> '
        f'<a href="?print=1">⎙</a> <a href="mailto:?subject={slug(story.title)}">✉</a></span><h1>{esc(story.title)}</h1>'
        + (f'<p class="kz-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="kz-by">{esc(story.byline)} · {esc(story.shown)}</p>'
        f'<div class="kz-pic"><img src="/_avatar/kz-{slug(story.title)[:24]}.svg" alt="" width="640" height="300" /></div>'
        + _paras(story)
        + parts.inside
        + f'<div class="kz-share">{esc(story.filed or sec)} · <a href="#bm1">Bookmark</a> · <a href="#bm2">RSS</a></div></div>\n'
        + parts.after
        + f'</div>\n<div class="kz-right">{parts.rail_top}<div class="kz-box">{_search(site, "kz-search")}</div>'
        f'<div class="kz-box"><h3>{esc(w["recent"])}</h3><ol>{_links(rel, "news")}</ol></div>'
        + parts.rail
        + f'<div class="kz-box"><h3>{esc(w["archives"])}</h3><ul>{_links(site.archive, "archive")}</ul></div>'
        f'<div class="kz-box"><h3>{esc(w["blogroll"])}</h3><ul>{_blogroll(site)}</ul></div>'
        f'<div class="kz-box"><h3>{esc(w["tags"])}</h3><p>{_cloud(site)}</p></div>'
        f'<div class="kz-box"><h3>{esc(w["about"])}</h3><p>{esc(site.about)}</p></div></div></div>\n'
        f'<div class="kz-foot"><ul>{_nav(site)}</ul><ul>{_blogroll(site)}</ul><ul><li>© {esc(site.name)}</li>'
        f"<li>{esc(w['rights'])}</li></ul></div></div>\n{parts.end}\n</body>\n</html>\n"
    )


TB_CSS = """body{margin:0;background:#d8d8c8;font:12px Verdana,Arial,sans-serif;color:#000}table.tl-page{background:#fff;border-collapse:collapse}
td.tl-banner{background:#24466e;color:#fff;padding:12px 16px}td.tl-banner a{color:#fff;font:bold 30px Tahoma,Verdana,sans-serif;text-decoration:none}td.tl-banner span{display:block;color:#c8d6e8}
td.tl-left{background:#eef2f7;vertical-align:top;padding:10px;border-right:1px solid #c9d4e2}td.tl-left ul{padding-left:14px}td.tl-mid{vertical-align:top;padding:12px 16px}
td.tl-right{vertical-align:top;padding:10px;background:#f8f8f0;border-left:1px solid #e0e0d0}.tl-h{font:bold 12px Verdana,sans-serif;background:#24466e;color:#fff;padding:3px 6px;margin:10px 0 4px}
.tl-mid h1{font:bold 22px Tahoma,Verdana,sans-serif;color:#24466e;margin:0 0 6px}.tl-date{color:#777;font-size:11px}.tl-foot{text-align:center;font-size:10px;color:#666;background:#eee;padding:8px}"""


def tb(site: SiteAS, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    rel = story.related or site.nav[1:]
    return (
        _head(site, story, TB_CSS, parts)
        + '<table class="tl-page" width="980" align="center" cellpadding="0" cellspacing="0" border="0">\n'
        f'<tr><td class="tl-banner" colspan="3"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></td></tr>\n'
        f'<tr><td class="tl-left" width="170"><div class="tl-h">{esc(w["categories"])}</div><ul>{_nav(site)}</ul>'
        f'<div class="tl-h">{esc(w["archives"])}</div><ul>{_links(site.archive, "archiv")}</ul>'
        f'<div class="tl-h">{esc(w["search"])}</div>{_search(site, "tl-search")}</td>\n'
        f'<td class="tl-mid" width="560"><h1>{esc(story.title)}</h1><div class="tl-date">{esc(story.shown)} | {esc(story.byline)}</div>'
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + f'<p class="tl-date">{esc(story.filed or story.section)}</p><hr size="1" noshade="noshade" />'
        + parts.after
        + f'</td>\n<td class="tl-right" width="250">{parts.rail_top}<div class="tl-h">{esc(w["recent"])}</div><ul>{_links(rel, "nieuws")}</ul>'
        + parts.rail
        + f'<div class="tl-h">{esc(w["blogroll"])}</div><ul>{_blogroll(site)}</ul>'
        f'<div class="tl-h">{esc(w["tags"])}</div><p>{_cloud(site)}</p>'
        f'<div class="tl-h">{esc(w["about"])}</div><p>{esc(site.about)}</p>{_calendar(site, story, "tl-cal")}</td></tr>\n'
        f'<tr><td class="tl-foot" colspan="3">© {esc(site.name)} · {esc(w["rights"])}</td></tr>\n</table>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"wp": wp, "bs": bs, "np": np, "tb": tb}


def render_as(site: SiteAS, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
