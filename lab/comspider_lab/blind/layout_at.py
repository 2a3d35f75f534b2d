"""Page templates of blind set AT (article pages of about 2008-2014), written for this set (no saved page opened, no
engine's or theme's code copied; every class, name and text invented).

- ``wp``: a blog of about 2009: header with the blog's name and tagline, a row of pages, the post (date, title,
  "posted by" line, text, tags, older/newer links), the case's block, a heavy right sidebar (search, about me, recent
  posts, the case's rail, a calendar, archives by month with counts, categories, a tag cloud in five sizes, a
  blogroll, meta links), a small footer (``bx-*``);
- ``np``: a newspaper site of about 2011: a date and weather strip, the logo, a dark row of sections, a breadcrumb, the
  article (kicker, headline, lead, byline, a tool row with print and font size, picture, text, tags), the case's
  block, "more from the section", a right column (most read, most commented with counts, the case's rail, a poll, an
  advertisement slot), a footer of sections (``zt-*``);
- ``tb``: a home-made portal of about 2008 laid out in a table: logo row, a row of sections separated by bars, a left
  cell (sections, newest headlines), the article cell (headline, date, text, print link, the case's block), a right
  cell (most commented, the case's rail, tags, links), a footer row (``pg-*``).

Page parts (``Parts``): ``inside`` (in the article after the text), ``after`` (after the article: the discussion's
place), ``rail`` (in the side column), ``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_at import WORDS, SiteAT
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
    tags: tuple[str, ...] = ()
    count_line: str = ""  # e.g. "12 Comments", shown in the post's header line (a link to the block)

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    end: str = ""


def _head(site: SiteAT, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:150]
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" dir="{site.direction}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}" />\n'
        f'<meta name="keywords" content="{esc(", ".join(site.tags[:5]))}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS" href="/feed/" />\n'
        f'<style type="text/css">{css}{parts.css}</style>\n</head>\n'
    )


def _paras(story: Story) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in story.paragraphs)


def _link(text: str, base: str) -> str:
    return f'<a href="/{base}/{slug(text)[:40]}/">{esc(text)}</a>'


def _tag_cloud(site: SiteAT, cls: str) -> str:
    sizes = (8, 14, 10, 18, 9, 12, 16, 11)
    return (
        f'<div class="{cls}">'
        + " ".join(
            f'<a href="/tag/{slug(t)}/" style="font-size:{sizes[i % len(sizes)]}pt">{esc(t)}</a>'
            for i, t in enumerate(site.tags)
        )
        + "</div>"
    )


def _calendar(site: SiteAT, month: str, linked: tuple[int, ...]) -> str:
    days = WORDS[site.lang]["days"].split(",")
    cells = [""] * 2 + [str(d) for d in range(1, 31)]
    cells += [""] * (-len(cells) % 7)
    rows = []
    for r in range(0, len(cells), 7):
        tds = []
        for v in cells[r : r + 7]:
            if v and int(v) in linked:
                tds.append(f'<td><a href="/archive/{int(v):02d}/">{v}</a></td>')
            else:
                tds.append(f"<td>{v}</td>")
        rows.append("<tr>" + "".join(tds) + "</tr>")
    return (
        f'<table class="bx-cal" summary="calendar"><caption>{esc(month)}</caption><thead><tr>'
        + "".join(f'<th scope="col">{esc(d)}</th>' for d in days)
        + "</tr></thead><tbody>"
        + "".join(rows)
        + "</tbody></table>"
    )


WP_CSS = """body{margin:0;background:#e9e4d8;font:13px/1.6 "Lucida Grande",Verdana,Arial,sans-serif;color:#333}#bx-page{width:960px;margin:0 auto;background:#fff;border:1px solid #cfc6b4}
#bx-header{background:#5b7a4a;padding:28px 24px 18px;color:#f3f0e6}#bx-header h1{margin:0;font:normal 30px Georgia,serif}#bx-header h1 a{color:#fff;text-decoration:none}#bx-header p{margin:4px 0 0;font-style:italic}
#bx-pages{background:#3f5733;margin:0;padding:6px 24px;list-style:none}#bx-pages li{display:inline;margin-right:18px}#bx-pages a{color:#e6efd9;text-decoration:none}
#bx-main{float:left;width:600px;padding:20px 24px}#bx-side{float:right;width:260px;padding:20px 16px 20px 0}.bx-clear{clear:both}
.bx-post h2{font:normal 24px Georgia,serif;margin:0 0 4px}.bx-post h2 a{color:#3f5733;text-decoration:none}.bx-postinfo{color:#999;font-size:11px}.bx-entry p{margin:0 0 12px}
.bx-postmeta{background:#f4f1ea;padding:6px 10px;font-size:11px;color:#777}.bx-navi{overflow:hidden;margin:14px 0;font-size:12px}.bx-navi .l{float:left}.bx-navi .r{float:right}
.bx-widget{margin-bottom:18px}.bx-widget h3{font:bold 12px Verdana,sans-serif;text-transform:uppercase;color:#5b7a4a;border-bottom:1px dotted #bbb;margin:0 0 6px;padding-bottom:3px}
.bx-widget ul{margin:0;padding-left:16px}.bx-cal{width:100%;font-size:11px;text-align:center;border-collapse:collapse}.bx-cal caption{font-weight:bold}.bx-cloud a{margin-right:4px;color:#3f5733}
#bx-footer{background:#3f5733;color:#cdd8c2;padding:12px 24px;font-size:11px;text-align:center}#bx-footer a{color:#fff}"""


def wp(site: SiteAT, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    month = site.archives[0].rsplit(" (", 1)[0]
    pages = "".join(
        f'<li><a href="/{"" if i == 0 else slug(p) + "/"}">{esc(p)}</a></li>'
        for i, p in enumerate(site.sections)
    )
    count = f' | <a href="#bx-discussion">{esc(story.count_line)}</a>' if story.count_line else ""
    side = (
        f'<div class="bx-widget"><form method="get" action="/"><input type="text" name="s" size="18" /> '
        f'<input type="submit" value="{esc(w["search"])}" /></form></div>'
        f'<div class="bx-widget"><h3>{esc(w["about"])}</h3><img src="/_avatar/bx-{site.key}.svg" width="80" height="80" '
        f'alt="" style="float:left;margin:0 8px 4px 0" /><p>{esc(site.about)}</p></div>'
        f'<div class="bx-widget"><h3>{esc(w["recent"])}</h3><ul>'
        + "".join(f"<li>{_link(t, slug(sec))}</li>" for t in site.recent)
        + f"</ul></div>{parts.rail}"
        f'<div class="bx-widget">{_calendar(site, month, (3, 7, 12, 18, 21, 26))}</div>'
        f'<div class="bx-widget"><h3>{esc(w["archives"])}</h3><ul>'
        + "".join(f'<li><a href="/archive/{i + 1}/">{esc(a)}</a></li>' for i, a in enumerate(site.archives))
        + f'</ul></div><div class="bx-widget"><h3>{esc(w["categories"])}</h3><ul>'
        + "".join(f"<li>{_link(s, 'category')}</li>" for s in site.sections[1:])
        + f'</ul></div><div class="bx-widget"><h3>{esc(w["tags"])}</h3>{_tag_cloud(site, "bx-cloud")}</div>'
        f'<div class="bx-widget"><h3>{esc(w["blogroll"])}</h3><ul>'
        + "".join(f'<li><a href="/out/{slug(b)}/">{esc(b)}</a></li>' for b in site.blogroll)
        + f'</ul></div><div class="bx-widget"><h3>{esc(w["meta"])}</h3><ul><li><a href="/login/">Log in</a></li>'
        '<li><a href="/feed/">RSS</a></li><li><a href="/comments/feed/">RSS 2.0</a></li></ul></div>'
    )
    return (
        _head(site, story, WP_CSS, parts)
        + f'<body class="single"><div id="bx-page"><div id="bx-header"><h1><a href="/">{esc(site.name)}</a></h1>'
        f'<p>{esc(site.tagline)}</p></div><ul id="bx-pages">{pages}</ul>\n'
        f'<div id="bx-main"><div class="bx-post" id="post-{len(story.title) * 7}"><h2><a href="#" rel="bookmark">'
        f"{esc(story.title)}</a></h2>"
        f'<div class="bx-postinfo">{esc(story.shown)} | {esc(story.byline)} | <a href="/{slug(sec)}/">{esc(sec)}</a>{count}</div>'
        f'<div class="bx-entry">'
        + (f"<p><strong>{esc(story.lead)}</strong></p>" if story.lead else "")
        + _paras(story)
        + parts.inside
        + "</div>"
        f'<div class="bx-postmeta">{esc(w["tags"])}: '
        + ", ".join(
            f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in (story.tags or site.tags[:3])
        )
        + f' | {esc(w["share"])}: <a href="/mail/">✉</a></div>'
        f'<div class="bx-navi"><span class="l"><a href="/prev/">{esc(w["older"])}</a></span>'
        f'<span class="r"><a href="/next/">{esc(w["newer"])}</a></span></div></div>\n'
        f"{parts.after}</div>\n"
        f'<div id="bx-side">{side}</div><div class="bx-clear"></div>'
        f'<div id="bx-footer">© {esc(site.name)} · {esc(w["rights"])} · <a href="/feed/">RSS</a></div></div>\n'
        f"{parts.end}\n</body>\n</html>\n"
    )


NP_CSS = """body{margin:0;background:#fff;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222}#zt-wrap{width:990px;margin:0 auto}
#zt-top{font-size:11px;color:#666;border-bottom:1px solid #ddd;padding:4px 0}#zt-logo{font:bold 40px "Times New Roman",serif;color:#8b0000;padding:10px 0}#zt-logo a{color:inherit;text-decoration:none}
#zt-logo span{display:block;font:italic 12px Arial,sans-serif;color:#777}#zt-nav{background:#333;margin:0;padding:0;list-style:none;overflow:hidden}#zt-nav li{float:left}#zt-nav a{display:block;padding:7px 12px;color:#fff;text-decoration:none;font-weight:bold;font-size:12px}
.zt-crumb{font-size:11px;color:#888;margin:8px 0}#zt-col{float:left;width:650px}#zt-right{float:right;width:310px}.zt-clear{clear:both}
.zt-kicker{color:#8b0000;font-weight:bold;font-size:12px;text-transform:uppercase}.zt-art h1{font:bold 28px/1.2 Georgia,serif;margin:4px 0}.zt-lead{font-weight:bold;font-size:15px}
.zt-by{font-size:11px;color:#666}.zt-tools{font-size:11px;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:3px 0;margin:8px 0}.zt-tools a{margin-right:10px}
.zt-art img.zt-pic{width:650px;height:360px;background:#ccc;display:block}.zt-more{border-top:3px solid #333;margin-top:20px}.zt-more li{margin:4px 0}
.zt-box{border:1px solid #ddd;margin-bottom:14px}.zt-box h3{margin:0;padding:5px 8px;background:#eee;font-size:13px}.zt-box ol,.zt-box ul{margin:6px 0;padding-left:26px;font-size:12px}
.zt-ad{width:300px;height:250px;background:#f2f2f2;border:1px dashed #bbb;margin-bottom:14px}#zt-foot{background:#333;color:#aaa;font-size:11px;padding:14px;margin-top:20px}#zt-foot a{color:#ddd;margin-right:10px}"""


def np(site: SiteAT, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    nav = "".join(
        f'<li><a href="/{"" if i == 0 else slug(p) + "/"}">{esc(p)}</a></li>'
        for i, p in enumerate(site.sections)
    )
    right = (
        f'<div class="zt-box"><h3>{esc(w["most"])}</h3><ol>'
        + "".join(f"<li>{_link(t, slug(sec))}</li>" for t in site.recent)
        + f'</ol></div><div class="zt-box"><h3>{esc(w["commented"])}</h3><ol>'
        + "".join(f"<li>{_link(t, slug(sec))}</li>" for t in site.archives)
        + f'</ol></div>{parts.rail}<div class="zt-ad" title="300x250"></div>'
        f'<div class="zt-box"><h3>{esc(w["tags"])}</h3>{_tag_cloud(site, "zt-cloud")}</div>'
        f'<div class="zt-box"><h3>{esc(w["blogroll"])}</h3><ul>'
        + "".join(f'<li><a href="/out/{slug(b)}/">{esc(b)}</a></li>' for b in site.blogroll)
        + "</ul></div>"
    )
    return (
        _head(site, story, NP_CSS, parts)
        + f'<body><div id="zt-wrap"><div id="zt-top">{esc(story.shown.split(",")[0])} | {esc(site.about)}</div>'
        f'<div id="zt-logo"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)}</span></div>'
        f'<ul id="zt-nav">{nav}</ul>\n'
        f'<div class="zt-crumb"><a href="/">{esc(site.sections[0])}</a> &gt; <a href="/{slug(sec)}/">{esc(sec)}</a></div>'
        f'<div id="zt-col"><div class="zt-art"><div class="zt-kicker">{esc(sec)}</div><h1>{esc(story.title)}</h1>'
        + (f'<p class="zt-lead">{esc(story.lead)}</p>' if story.lead else "")
        + f'<div class="zt-by">{esc(story.byline)} | {esc(story.shown)}'
        + (f' | <a href="#zt-discussion">{esc(story.count_line)}</a>' if story.count_line else "")
        + f'</div><div class="zt-tools"><a href="/print/">{esc(w["print"])}</a><a href="/mail/">✉ {esc(w["share"])}</a>'
        '<a href="#" class="zt-size">A</a><a href="#" class="zt-size">A+</a></div>'
        f'<img class="zt-pic" src="/_avatar/zt-{slug(story.title)[:30]}.svg" alt="" />'
        + _paras(story)
        + parts.inside
        + f'<p class="zt-tags">{esc(w["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(t)}/">{esc(t)}</a>' for t in (story.tags or site.tags[:3]))
        + f"</p></div>\n{parts.after}"
        f'<div class="zt-more"><h3>{esc(sec)}</h3><ul>'
        + "".join(f"<li>{_link(t, slug(sec))}</li>" for t in site.recent[::-1])
        + f'</ul></div></div><div id="zt-right">{right}</div><div class="zt-clear"></div>'
        f'<div id="zt-foot">{"".join(f"<a href=/{slug(p)}/>{esc(p)}</a>" for p in site.sections)}<br />'
        f"© {esc(site.name)} · {esc(w['rights'])}</div></div>\n{parts.end}\n</body>\n</html>\n"
    )


TB_CSS = """body{margin:0;background:#d9dee6;font:12px Tahoma,Verdana,sans-serif;color:#222}table.pg-layout{background:#fff;margin:0 auto;border:1px solid #9aa7b8}
td.pg-logo{background:#1d4f91;color:#fff;font:bold 26px Tahoma,sans-serif;padding:14px}td.pg-logo small{display:block;font:11px Tahoma,sans-serif;color:#cfe0f5}
td.pg-menu{background:#e4ecf6;padding:5px 10px;border-bottom:1px solid #9aa7b8}td.pg-left{background:#f3f6fa;border-right:1px solid #ccd}td.pg-right{background:#f3f6fa;border-left:1px solid #ccd}
.pg-h{background:#1d4f91;color:#fff;font-weight:bold;padding:3px 6px;margin:10px 0 4px}.pg-list{margin:0;padding:0 6px 0 20px}.pg-title{font:bold 20px Tahoma,sans-serif;color:#1d4f91;margin:6px 0}
.pg-date{color:#888;font-size:11px}td.pg-foot{background:#1d4f91;color:#cfe0f5;font-size:11px;padding:8px;text-align:center}.pg-cloud a{margin-right:3px}"""


def tb(site: SiteAT, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    menu = " | ".join(
        f'<a href="/{"" if i == 0 else slug(p) + "/"}">{esc(p)}</a>' for i, p in enumerate(site.sections)
    )
    left = (
        f'<div class="pg-h">{esc(site.sections[0])}</div><ul class="pg-list">'
        + "".join(f"<li>{_link(s, 'dzial')}</li>" for s in site.sections[1:])
        + f'</ul><div class="pg-h">{esc(w["recent"])}</div><ul class="pg-list">'
        + "".join(f"<li>{_link(t, slug(sec))}</li>" for t in site.recent)
        + f'</ul><div class="pg-h">{esc(w["search"])}</div><form action="/szukaj" method="get">'
        '<input type="text" name="q" size="14" /><input type="submit" value="»" /></form>'
    )
    right = (
        f'<div class="pg-h">{esc(w["commented"])}</div><ol class="pg-list">'
        + "".join(f"<li>{_link(t, slug(sec))}</li>" for t in site.archives)
        + f'</ol>{parts.rail}<div class="pg-h">{esc(w["tags"])}</div>{_tag_cloud(site, "pg-cloud")}'
        f'<div class="pg-h">{esc(w["blogroll"])}</div><ul class="pg-list">'
        + "".join(f'<li><a href="/out/{slug(b)}/">{esc(b)}</a></li>' for b in site.blogroll)
        + '</ul><div style="width:160px;height:600px;background:#eee;margin:10px auto" title="160x600"></div>'
    )
    return (
        _head(site, story, TB_CSS, parts)
        + '<body><table class="pg-layout" width="980" cellpadding="0" cellspacing="0" border="0">'
        f'<tr><td class="pg-logo" colspan="3">{esc(site.name)}<small>{esc(site.tagline)}</small></td></tr>'
        f'<tr><td class="pg-menu" colspan="3">{menu}</td></tr>\n'
        f'<tr><td class="pg-left" width="180" valign="top">{left}</td>'
        f'<td class="pg-center" width="610" valign="top" style="padding:10px 14px">'
        f'<div class="pg-title">{esc(story.title)}</div><div class="pg-date">{esc(story.shown)} | {esc(story.byline)}'
        + (f' | <a href="#pg-discussion">{esc(story.count_line)}</a>' if story.count_line else "")
        + "</div>"
        + (f"<p><b>{esc(story.lead)}</b></p>" if story.lead else "")
        + f'<img src="/_avatar/pg-{slug(story.title)[:30]}.svg" width="300" height="200" align="right" alt="" />'
        + _paras(story)
        + parts.inside
        + f'<p><a href="/print/">{esc(w["print"])}</a> | <a href="/mail/">{esc(w["share"])}</a></p>\n'
        f"{parts.after}</td>"
        f'<td class="pg-right" width="190" valign="top">{right}</td></tr>'
        f'<tr><td class="pg-foot" colspan="3">© {esc(site.name)} · {esc(w["rights"])} · {esc(site.about)}</td></tr>'
        f"</table>\n{parts.end}\n</body>\n</html>\n"
    )


TEMPLATES = {"wp": wp, "np": np, "tb": tb}


def render_at(site: SiteAT, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
