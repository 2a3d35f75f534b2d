"""Page templates of blind set BA, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): article pages of 2008-2014 with that era's furniture.

- ``bl``: a blog of about 2010: header with title and tagline, a row of pages, the post (date, title, meta line,
  text, a "filed under" line with tags and share links), previous/next links, the case's block, and a right sidebar
  of widgets (search, recent posts, archives by month, a tag cloud in sizes, a blogroll, the case's rail), a footer
  (``bx-*``);
- ``nw``: a newspaper site of about 2012: a top bar with the date, weather and log-in, a masthead, sections, a
  ticker, the article (kicker, headline, byline, time, picture with caption, text, a share bar with counts, tags), a
  "related stories" list, the case's block, a right column ("most read" with numbers, partner links, the case's
  rail), a footer of links (``gz-*``);
- ``tb``: a magazine or small-town site of about 2008 laid out in a table: a masthead row, a left cell of sections and
  archives, the centre cell (title, byline, text, an author box), the case's block, a right cell (tags, partner
  links, the case's rail), a footer row (ids and ``t-*`` classes).

Page parts (``Parts``): ``inside`` (in the article after the text), ``after`` (below the article), ``rail`` (the side
column), ``css``, ``end`` (scripts at the end), ``meta`` (after the byline).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_ba import WORDS, SiteBA
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    section: str = ""
    related: tuple[str, ...] = ()  # headlines of related stories / recent posts
    tags: tuple[str, ...] = ()
    bio: str = ""  # the author box (tb) or the post's author line

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]

    @property
    def year(self) -> int:
        return int(self.iso[:4])

    @property
    def month(self) -> int:
        return int(self.iso[5:7])


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    end: str = ""
    meta: str = ""


def _head(site: SiteBA, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" dir="{site.direction}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}" />\n'
        f'<meta name="keywords" content="{esc(",".join(story.tags or site.tags[:3]))}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)}" href="/feed/" />\n'
        f'<style type="text/css">{css}{parts.css}</style>\n</head>\n'
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _sections(site: SiteBA, cls: str) -> str:
    return (
        f'<ul class="{cls}">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
            for i, s in enumerate(site.sections)
        )
        + "</ul>"
    )


def _related(site: SiteBA, story: Story) -> list[tuple[str, str]]:
    heads = story.related or site.sections[1:]
    sec = story.section or site.sections[1]
    return [(h, f"/{slug(sec)}/{slug(h)[:40]}.html") for h in heads]


def _months(story: Story) -> list[str]:
    y, m = story.year, story.month
    out = []
    for _ in range(8):
        out.append(f"{y}-{m:02d}")
        m -= 1
        if m == 0:
            y, m = y - 1, 12
    return out


def _cloud(site: SiteBA) -> str:
    return " ".join(
        f'<a href="/tag/{slug(t)}/" style="font-size:{9 + (len(t) * 7 + k * 5) % 12}pt">{esc(t)}</a>'
        for k, t in enumerate(site.tags)
    )


def _links(site: SiteBA) -> str:
    return "".join(f'<li><a href="http://{slug(x)}.example/">{esc(x)}</a></li>' for x in site.links)


def _tags(site: SiteBA, story: Story) -> str:
    return ", ".join(
        f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in (story.tags or site.tags[:2])
    )


BL_CSS = """body{margin:0;background:#e9e4da;font:13px/1.6 Georgia,"Times New Roman",serif;color:#333}#bx-wrap{width:960px;margin:0 auto;background:#fff;border:1px solid #d4cdbd}
#bx-head{padding:28px 30px 14px;background:#5b4636;color:#f3ead8}#bx-head h1{margin:0;font:normal 32px Georgia,serif}#bx-head a{color:#fff;text-decoration:none}#bx-head p{margin:4px 0 0;font-style:italic;color:#d8c9ae}
.bx-pages{list-style:none;margin:0;padding:6px 30px;background:#3f3026}.bx-pages li{display:inline;margin-right:16px}.bx-pages a{color:#e9dcc3;text-decoration:none;font:bold 12px Verdana,sans-serif}
#bx-cols{overflow:hidden;padding:20px 30px}#bx-main{float:left;width:600px}#bx-side{float:right;width:260px;font-size:12px}
.bx-post h2{font:normal 26px Georgia,serif;margin:0 0 4px;color:#5b4636}.bx-date{font:11px Verdana,sans-serif;color:#999;text-transform:uppercase}.bx-meta{font:11px Verdana,sans-serif;color:#888;margin-bottom:12px}
.bx-filed{font:11px Verdana,sans-serif;color:#777;border-top:1px dotted #ccc;padding-top:6px;margin-top:16px}.bx-nav{overflow:hidden;font:11px Verdana,sans-serif;margin:18px 0}.bx-nav .l{float:left}.bx-nav .r{float:right}
.bx-widget{margin-bottom:18px}.bx-widget h3{font:bold 12px Verdana,sans-serif;text-transform:uppercase;color:#5b4636;border-bottom:1px solid #e5dccb;padding-bottom:3px}.bx-widget ul{margin:0;padding-left:16px}
#bx-foot{clear:both;padding:14px 30px;background:#3f3026;color:#bba98c;font:11px Verdana,sans-serif;text-align:center}"""


def bl(site: SiteBA, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    rel = _related(site, story)
    return (
        _head(site, story, BL_CSS, parts) + '<body class="single">\n<div id="bx-wrap"><div id="bx-head">'
        f'<h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.tagline)}</p></div>'
        + _sections(site, "bx-pages")
        + '\n<div id="bx-cols"><div id="bx-main">'
        f'<div class="bx-post" id="bx-post-{len(story.title) * 37}"><div class="bx-date">{esc(story.shown)}</div>'
        f"<h2>{esc(story.title)}</h2>"
        f'<div class="bx-meta">{esc(story.byline)} · <a href="/{slug(sec)}/">{esc(sec)}</a>{parts.meta}</div>'
        f'<div class="bx-text">{_paras(story)}{parts.inside}</div>'
        f'<div class="bx-filed">{esc(w["tags"])}: {_tags(site, story)} · <a href="#bx-share">{esc(w["share"])}</a> · '
        f'<a href="?print=1">{esc(w["print"])}</a></div></div>'
        f'<div class="bx-nav"><span class="l"><a href="{rel[0][1]}">« {esc(rel[0][0])}</a></span>'
        f'<span class="r"><a href="{rel[-1][1]}">{esc(rel[-1][0])} »</a></span></div>\n'
        f"{parts.after}</div>\n"
        f'<div id="bx-side"><div class="bx-widget"><form action="/" method="get"><input type="text" name="s" value="" /> '
        f'<input type="submit" value="{esc(w["search"])}" /></form></div>'
        f'<div class="bx-widget"><h3>{esc(w["recent"])}</h3><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f'</ul></div><div class="bx-widget"><h3>{esc(w["archives"])}</h3><ul>'
        + "".join(f'<li><a href="/{m.replace("-", "/")}/">{m}</a></li>' for m in _months(story))
        + f'</ul></div><div class="bx-widget"><h3>{esc(w["tags"])}</h3><p>{_cloud(site)}</p></div>'
        f'<div class="bx-widget"><h3>{esc(w["links"])}</h3><ul>{_links(site)}</ul></div>{parts.rail}'
        f'<div class="bx-widget"><ul><li><a href="/login">{esc(w["login"])}</a></li><li><a href="/feed/">RSS</a></li></ul></div>'
        f'</div></div>\n<div id="bx-foot">© {story.year} {esc(site.name)} · {esc(w["rights"])}</div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


NW_CSS = """body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}.gz-top{background:#eee;border-bottom:1px solid #ccc;font-size:11px;padding:3px 12px;color:#555}
.gz-top span{margin-right:14px}.gz-mast{padding:12px;font:bold 38px "Times New Roman",serif;color:#7a0000}.gz-mast a{color:inherit;text-decoration:none}.gz-mast small{display:block;font:italic 12px Georgia,serif;color:#666}
.gz-secs{list-style:none;margin:0;padding:0 12px;background:#7a0000;height:28px}.gz-secs li{float:left;margin-right:2px}.gz-secs a{display:block;padding:6px 10px;color:#fff;font-weight:bold;text-decoration:none}
.gz-tick{background:#fffbe0;border:1px solid #e8dc8a;padding:4px 12px;font-size:12px;margin:6px 12px}.gz-body{overflow:hidden;padding:0 12px;width:976px}.gz-left{float:left;width:640px}.gz-right{float:right;width:300px}
.gz-kick{color:#7a0000;font-weight:bold;text-transform:uppercase;font-size:11px}.gz-art h1{font:bold 28px/1.2 Georgia,serif;margin:4px 0 8px}.gz-by{font-size:11px;color:#666}
.gz-pic{margin:10px 0}.gz-pic img{width:640px;height:300px;background:#ccd}.gz-pic p{font-size:11px;color:#777;margin:2px 0}.gz-sharebar{border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0;margin:12px 0;font-size:11px}
.gz-sharebar a{margin-right:12px}.gz-rel h3,.gz-box h3{font-size:13px;background:#7a0000;color:#fff;padding:3px 6px;margin:14px 0 6px}.gz-most li{margin-bottom:6px}
.gz-foot{clear:both;background:#333;color:#aaa;font-size:11px;padding:12px}.gz-foot a{color:#ddd;margin-right:10px}"""


def nw(site: SiteBA, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    rel = _related(site, story)
    counts = (len(story.title) * 7) % 90 + 3
    return (
        _head(site, story, NW_CSS, parts)
        + f'<body>\n<div class="gz-top"><span>{esc(story.shown)}</span><span>☁ {(len(site.name) % 15) + 4}°</span>'
        f'<span><a href="/login">{esc(w["login"])}</a></span><span><a href="/feed/">RSS</a></span></div>'
        f'<div class="gz-mast"><a href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></div>'
        + _sections(site, "gz-secs")
        + f'\n<div class="gz-tick">+++ {esc(rel[0][0])} +++ {esc(rel[-1][0])} +++</div>'
        f'<div class="gz-body"><div class="gz-left"><div class="gz-art"><div class="gz-kick">{esc(sec)}</div>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="gz-lead"><b>{esc(story.lead)}</b></p>' if story.lead else "")
        + f'<div class="gz-by">{esc(story.byline)} · {esc(story.shown)}{parts.meta}</div>'
        f'<div class="gz-pic"><img src="/_avatar/gz-{slug(story.title)[:30]}.svg" alt="" width="640" height="300" />'
        f"<p>{esc(story.title[:70])}</p></div>"
        f'<div class="gz-text">{_paras(story)}{parts.inside}</div>'
        f'<div class="gz-sharebar"><a href="#share">{esc(w["share"])} ({counts})</a><a href="?print=1">{esc(w["print"])}</a>'
        f'<a href="/mail?u={slug(story.title)[:30]}">✉</a> {esc(w["tags"])}: {_tags(site, story)}</div></div>'
        f'<div class="gz-rel"><h3>{esc(w["related"])}</h3><ul>'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + f"</ul></div>\n{parts.after}</div>\n"
        f'<div class="gz-right"><div class="gz-box"><h3>{esc(w["most"])}</h3><ol class="gz-most">'
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in reversed(rel))
        + f'</ol></div><div class="gz-box"><form action="/search" method="get"><input type="text" name="q" /> '
        f'<input type="submit" value="{esc(w["search"])}" /></form></div>'
        f'<div class="gz-box"><h3>{esc(w["links"])}</h3><ul>{_links(site)}</ul></div>{parts.rail}</div></div>\n'
        f'<div class="gz-foot">{"".join(f"<a href=/{slug(s)}/>{esc(s)}</a>" for s in site.sections)}<br />© {story.year} '
        f"{esc(site.name)} · {esc(w['rights'])}</div>\n{parts.end}\n</body>\n</html>\n"
    )


TB_CSS = """body{margin:0;background:#d9d9cc;font:12px/1.5 Verdana,Arial,sans-serif;color:#222}#t-frame{background:#fff;margin:0 auto}#t-mast{background:#1d3b53;color:#fff;padding:14px 18px;font:bold 30px Georgia,serif}
#t-mast a{color:#fff;text-decoration:none}#t-mast span{display:block;font:italic 12px Georgia,serif;color:#b9cad8}.t-leftcell{background:#f1f1e8;border-right:1px solid #ddd;padding:10px;font-size:11px}
.t-leftcell h4,.t-rightcell h4{font-size:11px;text-transform:uppercase;color:#1d3b53;margin:12px 0 4px}.t-leftcell ul,.t-rightcell ul{margin:0;padding-left:14px}.t-centre{padding:12px 18px}
.t-title{font:bold 24px Georgia,serif;color:#1d3b53;margin:0 0 4px}.t-by{font-size:11px;color:#777}.t-authorbox{background:#f4f7f9;border:1px solid #d5dfe6;padding:8px;margin:14px 0;font-size:11px}
.t-rightcell{background:#f7f7f2;border-left:1px solid #ddd;padding:10px;font-size:11px}#t-foot{background:#1d3b53;color:#b9cad8;text-align:center;font-size:10px;padding:8px}"""


def tb(site: SiteBA, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    rel = _related(site, story)
    return (
        _head(site, story, TB_CSS, parts)
        + '<body>\n<table id="t-frame" width="980" cellpadding="0" cellspacing="0" border="0">'
        f'<tr><td id="t-mast" colspan="3"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></td></tr>\n'
        '<tr><td class="t-leftcell" width="170" valign="top">'
        + _sections(site, "t-menu")
        + f"<h4>{esc(w['archives'])}</h4><ul>"
        + "".join(f'<li><a href="/archive/{m}/">{m}</a></li>' for m in _months(story))
        + f"</ul><h4>{esc(w['recent'])}</h4><ul>"
        + "".join(f'<li><a href="{u}">{esc(h)}</a></li>' for h, u in rel)
        + '</ul></td>\n<td class="t-centre" valign="top">'
        f'<h1 class="t-title">{esc(story.title)}</h1><div class="t-by">{esc(story.byline)} · {esc(story.shown)}{parts.meta}</div>'
        + (f"<p><i>{esc(story.lead)}</i></p>" if story.lead else "")
        + f'<div class="t-body">{_paras(story)}{parts.inside}</div>'
        f'<p class="t-share"><a href="#share">{esc(w["share"])}</a> | <a href="?print=1">{esc(w["print"])}</a> | '
        f"{esc(w['tags'])}: {_tags(site, story)}</p>"
        + (f'<div class="t-authorbox"><b>{esc(w["author"])}:</b> {esc(story.bio)}</div>' if story.bio else "")
        + f"\n{parts.after}</td>\n"
        f'<td class="t-rightcell" width="200" valign="top"><form action="/search"><input type="text" name="q" size="14" /> '
        f'<input type="submit" value="{esc(w["search"])}" /></form><h4>{esc(w["tags"])}</h4><p>{_cloud(site)}</p>'
        f"<h4>{esc(w['links'])}</h4><ul>{_links(site)}</ul>{parts.rail}</td></tr>\n"
        f'<tr><td id="t-foot" colspan="3">© {story.year} {esc(site.name)} · {esc(w["rights"])}</td></tr></table>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"bl": bl, "nw": nw, "tb": tb}


def render_ba(site: SiteBA, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
