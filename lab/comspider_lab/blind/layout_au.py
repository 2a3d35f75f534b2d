"""Page templates of blind set AU, written for this set (no saved page opened, no vendor's or site's code copied;
every class, name and text invented): article pages of newspapers, magazines and broadcasters as they were around
2009-2014, with that era's heavy furniture.

- ``np``: a newspaper of about 2011: a fixed 980-pixel page, a leaderboard advertisement slot, the masthead with the
  date, a ticker line of headlines, a row of section tabs, a breadcrumb, the article in a left column (kicker,
  headline, standfirst, byline, a photo with caption and credit, a "Related stories" box floated in the text, print /
  e-mail / share links, tags), the case's blocks, then a right column of 300 pixels (most read and most commented
  headlines, the latter with comment counts, a poll, a photo gallery with captions and credits, "From around the
  web" links) and a footer of link columns (``pg-*``);
- ``bc``: a broadcaster's news page of about 2010: a black top bar of services, a coloured band with the section,
  "Page last updated at", the story with an inline "Related stories" box, "Related internet links" and "Share this
  page" at its end, a right column of "Top stories" and "Most popular now", a grey footer (``bx-*``);
- ``mg``: a magazine of about 2013: a wide header with the issue line, the article in a centred column (drop cap, a
  pull quote, a photo strip with captions), an author's bio box, tags, "You might also like" thumbnails, the case's
  blocks, a rail under the article with the poll and "From around the web", a footer (``mz-*``).

Page parts (``Parts``): ``inside`` (inside the article, after the text), ``before`` (right after the article),
``after`` (below that), ``rail`` (the side column on ``np`` and ``bc``, the rail under the article on ``mg``),
``css``, ``end``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_au import WORDS, SiteAU
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
    related: tuple[str, ...] = ()  # headlines of related stories (at least three)
    most: tuple[str, ...] = ()  # headlines for the most read / most commented boxes (at least four)
    tags: tuple[str, ...] = ()
    bio: str = ""  # the author's bio line (mg)

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    before: str = ""
    after: str = ""
    rail: str = ""
    css: str = ""
    end: str = ""


def _head(site: SiteAU, story: Story, css: str, parts: Parts) -> str:
    desc = story.lead or story.paragraphs[0][:160]
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" dir="{site.direction}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(desc)}" />\n'
        f'<meta property="og:title" content="{esc(story.title)}" />\n'
        f'<meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<meta name="date" content="{story.iso}" />\n'
        f'<style type="text/css">{css}{parts.css}</style>\n</head>\n<body>\n'
    )


def _paras(story: Story, box: str = "", after: int = 1) -> str:
    out = ""
    for i, p in enumerate(story.paragraphs):
        out += f"<p>{esc(p)}</p>"
        if i == after - 1 and box:
            out += box
    return out


def _sections(site: SiteAU, current: str, cls: str) -> str:
    return "".join(
        f"<li{' class=' + chr(34) + cls + chr(34) if s == current else ''}>"
        f'<a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )


def _link(story: Story, h: str) -> str:
    return f"/{slug(story.section or 'news')}/{slug(h)[:40]}.html"


def _related_box(site: SiteAU, story: Story, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><h4>{esc(w["related"])}</h4><ul>'
        + "".join(f'<li><a href="{_link(story, h)}">{esc(h)}</a></li>' for h in story.related)
        + "</ul></div>"
    )


def _count(h: str, k: int) -> int:
    return (sum(ord(ch) for ch in h) * (k + 3)) % 140 + 12


def _most(site: SiteAU, story: Story, cls: str) -> str:
    w = WORDS[site.lang]
    read = "".join(f'<li><a href="{_link(story, h)}">{esc(h)}</a></li>' for h in story.most)
    counted = sorted(story.most[1:] + story.related[:1], key=lambda h: -_count(h, 2))
    comm = "".join(
        f'<li><a href="{_link(story, h)}">{esc(h)}</a> <span class="n">({_count(h, 2)})</span></li>'
        for h in counted
    )
    return (
        f'<div class="{cls}"><h3>{esc(w["most_read"])}</h3><ol>{read}</ol>'
        f'<h3>{esc(w["most_commented"])}</h3><ol class="mc">{comm}</ol></div>'
    )


def _poll(site: SiteAU, cls: str) -> str:
    w = WORDS[site.lang]
    opts = "".join(
        f'<li><label><input type="radio" name="poll" value="{i}" /> {esc(o)}</label></li>'
        for i, o in enumerate(site.options)
    )
    return (
        f'<form class="{cls}" action="/poll/vote" method="post"><h3>{esc(w["poll"])}</h3>'
        f"<p>{esc(site.poll)}</p><ul>{opts}</ul>"
        f'<input type="submit" value="{esc(w["vote"])}" /></form>'
    )


def _gallery(site: SiteAU, story: Story, cls: str) -> str:
    w = WORDS[site.lang]
    pics = "".join(
        f'<li><a href="/gallery/{slug(h)[:30]}"><img src="/_avatar/g{i}-{slug(h)[:20]}.svg" width="90" height="60" alt="" /></a>'
        f'<span class="cap">{esc(h)}</span> <span class="cr">© {esc(site.photographer)}</span></li>'
        for i, h in enumerate(story.most[:3])
    )
    return f'<div class="{cls}"><h3>{esc(w["gallery"])}</h3><ul>{pics}</ul></div>'


def _web(site: SiteAU, story: Story, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<div class="{cls}"><h3>{esc(w["web"])}</h3><ul>'
        f'<li><a href="/ad/click?id=1" rel="nofollow">{esc(w["webad"])}</a></li>'
        + "".join(
            f'<li><a href="/ad/click?id={i + 2}" rel="nofollow">{esc(h)}</a></li>'
            for i, h in enumerate(story.related[-2:])
        )
        + "</ul></div>"
    )


def _tools(site: SiteAU, cls: str) -> str:
    w = WORDS[site.lang]
    return (
        f'<ul class="{cls}"><li><a href="?print=1">{esc(w["print"])}</a></li>'
        f'<li><a href="/sendto">{esc(w["email"])}</a></li><li>{esc(w["share"])}: '
        '<a href="#sh-1">[f]</a> <a href="#sh-2">[t]</a> <a href="#sh-3">[+]</a></li></ul>'
    )


def _tags(site: SiteAU, story: Story, cls: str) -> str:
    tags = story.tags or (story.section or site.sections[1],)
    return (
        f'<p class="{cls}">{esc(WORDS[site.lang]["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(t)}" rel="tag">{esc(t)}</a>' for t in tags)
        + "</p>"
    )


NP_CSS = """body{margin:0;background:#e9e9e4;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#pg-wrap{width:980px;margin:0 auto;background:#fff}
#pg-ad{height:90px;background:#f3f3f3;text-align:center;color:#aaa;font-size:10px}#pg-mast{padding:10px 15px;border-bottom:3px solid #8b0000}
#pg-mast a{font:bold 40px Georgia,serif;color:#8b0000;text-decoration:none}#pg-mast span{display:block;color:#666;font-size:11px}
#pg-tick{background:#fff6d5;padding:4px 15px;font-size:11px;white-space:nowrap;overflow:hidden}#pg-tick b{color:#8b0000}
#pg-nav{margin:0;padding:0 15px;background:#333;list-style:none;overflow:hidden}#pg-nav li{float:left}#pg-nav a{display:block;padding:6px 10px;color:#fff;font-weight:bold;text-decoration:none}
#pg-nav li.on a{background:#8b0000}.pg-crumb{font-size:11px;color:#888;padding:6px 15px}#pg-main{float:left;width:630px;padding:0 15px 20px}
#pg-side{float:right;width:300px;padding:0 15px 20px 0}.pg-foot{clear:both;background:#333;color:#bbb;padding:14px;font-size:11px}.pg-foot a{color:#ddd}
.pg-kick{color:#8b0000;font-weight:bold;text-transform:uppercase;font-size:11px}.pg-art h1{font:bold 28px/1.2 Georgia,serif;margin:4px 0}
.pg-stand{font:italic 16px Georgia,serif;color:#444}.pg-by{font-size:11px;color:#666}.pg-photo{margin:8px 0}.pg-photo span{display:block;font-size:10px;color:#777}
.pg-rel{float:right;width:200px;margin:0 0 10px 12px;border:1px solid #ccc;background:#f7f7f7;padding:6px;font-size:11px}.pg-rel h4{margin:0;color:#8b0000}
.pg-tools{list-style:none;padding:0;font-size:11px}.pg-tools li{display:inline;margin-right:12px}.pg-tags{font-size:11px}
.pg-box{border:1px solid #ddd;margin-bottom:12px;padding:6px 8px}.pg-box h3{margin:0 0 4px;font-size:13px;color:#fff;background:#8b0000;padding:2px 6px}
.pg-box .n{color:#8b0000;font-size:11px}.pg-gal li{list-style:none;margin-bottom:6px}.pg-gal .cap{display:block;font-size:11px}.pg-gal .cr{font-size:9px;color:#999}"""


def np(site: SiteAU, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, NP_CSS, parts) + '<div id="pg-wrap"><div id="pg-ad">ADVERTISEMENT</div>'
        f'<div id="pg-mast"><a href="/">{esc(site.name)}</a><span>{esc(site.tagline)} · {esc(story.shown)}</span></div>'
        f'<div id="pg-tick"><b>+++</b> '
        + " +++ ".join(f'<a href="{_link(story, h)}">{esc(h)}</a>' for h in story.most[:3])
        + f'</div><ul id="pg-nav">{_sections(site, sec, "on")}</ul>'
        f'<p class="pg-crumb"><a href="/">{esc(site.sections[0])}</a> &gt; <a href="/{slug(sec)}/">{esc(sec)}</a> &gt; '
        f"{esc(story.title[:40])}</p>"
        f'<div id="pg-main"><div class="pg-art"><p class="pg-kick">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f'<p class="pg-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="pg-by">{esc(story.byline)} | {esc(story.shown)}</p>'
        f'<div class="pg-photo"><img src="/_avatar/p-{slug(story.title)[:24]}.svg" width="630" height="350" alt="" />'
        f"<span>{esc(story.related[0])} ({esc(site.photographer)})</span></div>"
        + _paras(story, _related_box(site, story, "pg-rel"))
        + parts.inside
        + _tools(site, "pg-tools")
        + _tags(site, story, "pg-tags")
        + f"</div>{parts.before}{parts.after}</div>"
        f'<div id="pg-side">{_most(site, story, "pg-box")}{_poll(site, "pg-box")}'
        f"{_gallery(site, story, 'pg-box pg-gal')}{parts.rail}{_web(site, story, 'pg-box')}</div>"
        f'<div class="pg-foot">© {esc(site.name)} · {esc(w["rights"])} · '
        + " · ".join(f'<a href="/{slug(s)}/">{esc(s)}</a>' for s in site.sections[1:])
        + f"</div></div>\n{parts.end}\n</body>\n</html>\n"
    )


BC_CSS = """body{margin:0;font:14px/1.45 Arial,Helvetica,sans-serif;color:#1a1a1a;background:#fff}.bx-bar{background:#000;color:#fff;padding:4px 12px;font-size:12px}
.bx-bar a{color:#fff;margin-right:14px;text-decoration:none}.bx-band{background:#a00;color:#fff;padding:8px 12px;font:bold 22px Arial,sans-serif}
.bx-band a{color:#fff;text-decoration:none}.bx-nav{list-style:none;margin:0;padding:4px 12px;background:#eee;font-size:12px}.bx-nav li{display:inline;margin-right:12px}
.bx-nav li.cur a{font-weight:bold;color:#a00}.bx-cols{width:976px;margin:0 auto;overflow:hidden}.bx-story{float:left;width:624px;padding:10px}
.bx-side{float:right;width:304px;padding:10px;font-size:12px}.bx-upd{font-size:11px;color:#666}.bx-story h1{font:bold 26px/1.2 Arial,sans-serif}
.bx-intro{font-weight:bold}.bx-rel{float:right;width:220px;margin:0 0 10px 14px;border-top:3px solid #a00;background:#f4f4f4;padding:6px;font-size:12px}
.bx-rel h4{margin:0}.bx-links{border-top:1px solid #ccc;font-size:12px}.bx-tools{list-style:none;padding:0;font-size:12px}.bx-tools li{display:inline;margin-right:10px}
.bx-box{background:#f4f4f4;margin-bottom:10px;padding:6px}.bx-box h3{margin:0 0 4px;font-size:13px;border-bottom:2px solid #a00}.bx-box .n{color:#a00}
.bx-gal li{list-style:none}.bx-gal .cap{display:block}.bx-gal .cr{color:#888;font-size:10px}.bx-foot{clear:both;background:#ddd;padding:12px;font-size:11px;color:#555}"""


def bc(site: SiteAU, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    return (
        _head(site, story, BC_CSS, parts)
        + '<div class="bx-bar">'
        + "".join(f'<a href="/{slug(s)}/">{esc(s)}</a>' for s in site.sections)
        + f'</div><div class="bx-band"><a href="/">{esc(site.name)}</a></div>'
        f'<ul class="bx-nav">{_sections(site, sec, "cur")}</ul>'
        f'<div class="bx-cols"><div class="bx-story"><p class="bx-upd">{esc(w["updated"])} {esc(story.shown)}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="bx-intro">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="bx-upd">{esc(story.byline)}</p>'
        f'<div><img src="/_avatar/b-{slug(story.title)[:24]}.svg" width="464" height="261" alt="" />'
        f'<p class="bx-upd">{esc(story.related[0])} · {esc(site.photographer)}</p></div>'
        + _paras(story, _related_box(site, story, "bx-rel"), 2)
        + parts.inside
        + f'<div class="bx-links"><h4>{esc(w["web"])}</h4><ul>'
        + "".join(
            f'<li><a href="/ext/{i}" rel="nofollow">{esc(h)}</a></li>'
            for i, h in enumerate(story.related[1:])
        )
        + "</ul></div>"
        + _tools(site, "bx-tools")
        + _tags(site, story, "bx-upd")
        + f"{parts.before}{parts.after}</div>"
        f'<div class="bx-side">{_most(site, story, "bx-box")}{_gallery(site, story, "bx-box bx-gal")}'
        f"{_poll(site, 'bx-box')}{parts.rail}</div></div>"
        f'<div class="bx-foot">© {esc(site.name)} · {esc(w["rights"])}</div>\n{parts.end}\n</body>\n</html>\n'
    )


MG_CSS = """body{margin:0;font:16px/1.65 Georgia,"Times New Roman",serif;color:#2b2b2b;background:#faf8f3}.mz-head{text-align:center;padding:18px;border-bottom:1px solid #ccc;background:#fff}
.mz-head a{font:italic bold 44px Georgia,serif;color:#2f5d3a;text-decoration:none}.mz-head p{margin:0;font:11px Arial,sans-serif;letter-spacing:2px;text-transform:uppercase;color:#888}
.mz-nav{text-align:center;list-style:none;margin:0;padding:8px;font:bold 12px Arial,sans-serif;text-transform:uppercase;background:#2f5d3a}.mz-nav li{display:inline;margin:0 10px}
.mz-nav a{color:#fff;text-decoration:none}.mz-nav li.sel a{text-decoration:underline}.mz-body{width:720px;margin:0 auto;background:#fff;padding:20px 40px}
.mz-body h1{font:bold 34px/1.15 Georgia,serif}.mz-dek{font-size:19px;color:#666}.mz-meta{font:11px Arial,sans-serif;color:#999;text-transform:uppercase}
.mz-rel{border-left:4px solid #2f5d3a;padding-left:12px;font:13px Arial,sans-serif;margin:14px 0}.mz-rel h4{margin:0}.mz-strip{overflow:hidden}.mz-strip li{float:left;width:210px;list-style:none;font:11px Arial,sans-serif}
.mz-bio{background:#f2efe6;padding:12px;font:13px Arial,sans-serif;margin:16px 0;overflow:hidden}.mz-bio img{float:left;margin-right:10px}.mz-tags{font:12px Arial,sans-serif}
.mz-tools{list-style:none;padding:0;font:12px Arial,sans-serif}.mz-tools li{display:inline;margin-right:10px}.mz-like{overflow:hidden;font:12px Arial,sans-serif}.mz-like a{float:left;width:160px;margin-right:10px}
.mz-rail{width:800px;margin:0 auto;overflow:hidden;font:13px Arial,sans-serif}.mz-box{float:left;width:240px;margin:10px;background:#fff;padding:8px}.mz-box h3{margin:0;font-size:13px;text-transform:uppercase;color:#2f5d3a}
.mz-box .n{color:#999}.mz-foot{text-align:center;font:11px Arial,sans-serif;color:#888;padding:20px}"""


def mg(site: SiteAU, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    sec = story.section or site.sections[1]
    likes = "".join(
        f'<a href="{_link(story, h)}"><img src="/_avatar/m{i}-{slug(h)[:18]}.svg" width="150" height="90" alt="" /><br />{esc(h)}</a>'
        for i, h in enumerate(story.related[:3])
    )
    author = story.byline.split(",")[0]
    return (
        _head(site, story, MG_CSS, parts)
        + f'<div class="mz-head"><a href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>'
        f'<ul class="mz-nav">{_sections(site, sec, "sel")}</ul>'
        f'<div class="mz-body"><div class="mz-post"><p class="mz-meta"><a href="/{slug(sec)}/">{esc(sec)}</a> · {esc(story.shown)}</p>'
        f"<h1>{esc(story.title)}</h1>"
        + (f'<p class="mz-dek">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="mz-meta">{esc(story.byline)}</p>'
        + _paras(story, _related_box(site, story, "mz-rel"), 2)
        + '<ul class="mz-strip">'
        + "".join(
            f'<li><img src="/_avatar/s{i}-{slug(h)[:18]}.svg" width="200" height="130" alt="" /><br />{esc(h)} '
            f"<em>({esc(site.photographer)})</em></li>"
            for i, h in enumerate(story.most[:3])
        )
        + "</ul>"
        + parts.inside
        + f'<div class="mz-bio"><img src="/_avatar/bio-{slug(author)}.svg" width="60" height="60" alt="" />'
        f"<b>{esc(w['bio'])}: {esc(author)}</b><br />{esc(story.bio or site.tagline)}</div>"
        + _tags(site, story, "mz-tags")
        + _tools(site, "mz-tools")
        + f'</div><div class="mz-like">{likes}</div>{parts.before}{parts.after}</div>'
        f'<div class="mz-rail">{_most(site, story, "mz-box")}{_poll(site, "mz-box")}{parts.rail}{_web(site, story, "mz-box")}</div>'
        f'<div class="mz-foot">© {esc(site.name)} · {esc(w["rights"])}</div>\n{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES = {"np": np, "bc": bc, "mg": mg}


def render_au(site: SiteAU, story: Story, parts: Parts) -> str:
    return TEMPLATES[site.template](site, story, parts)
